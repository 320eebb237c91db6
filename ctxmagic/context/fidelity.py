"""The fidelity probe: which identifiers (file paths, symbols, numbers) that appeared in tool
results a model can still see, raw or in a summary. The strategy lab scores a whole run with it
(``lab/metrics.py``); the compaction history scores each compaction (``display/sources.py``)."""

from __future__ import annotations

import functools
import re

from ..messages.parts import Message, ToolResultPart
from ..model.tokens import part_text

# File paths (a dotted extension or a slash), symbols (snake_case, CamelCase, dunder, dotted
# attribute chains are split), and numbers of three characters or more.
PATH = re.compile(
    r"(?<![\w/.-])(?:[\w-]+/)*[\w-]+\.[A-Za-z][A-Za-z0-9]{0,7}\b|(?:[\w.-]+/)+[\w.-]+"
)
SYMBOL = re.compile(
    r"\b(?:[A-Za-z]*_[A-Za-z0-9_]*[A-Za-z0-9]|[A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+|[a-z]+[A-Z][A-Za-z0-9]*)\b"
)
NUMBER = re.compile(r"(?<![\w.])\d[\d.]{2,}(?![\w])")
NOISE = re.compile(r"^\s*\d+\t|^([^\s:]+):\d+:", re.M)  # view's line numbers, grep's path:line:


# Every PATH match lies inside a run of path characters holding a dot or a slash, and its
# lookbehind and ``\b`` see the same at a run's edges as at a text's; so PATH over those runs
# (joined by line ends, which no match crosses) finds what it finds over the whole text. The
# runs are found in one pass; PATH alone retries every position of every word.
PATH_RUN = re.compile(r"(?<![\w/.-])[\w/.-]*[/.][\w/.-]*")


def identifiers(text: str) -> set[str]:
    """The paths, symbols and numbers of a text (view and grep line numbers left out)."""
    text = NOISE.sub(lambda m: (m.group(1) or "") + " ", text)
    found = set(PATH.findall("\n".join(PATH_RUN.findall(text)))) | set(SYMBOL.findall(text))
    found |= {n.rstrip(".") for n in NUMBER.findall(text) if len(n.rstrip(".")) >= 3}
    return found


def visible_text(messages: list[Message]) -> str:
    return "\n".join(part_text(p) for m in messages for p in m.parts)


@functools.lru_cache(maxsize=65536)
def _part_identifiers(text: str) -> frozenset[str]:
    return frozenset(identifiers(text))


def visible_identifiers(messages: list[Message]) -> set[str]:
    """``identifiers(visible_text(messages))``, part by part: no pattern matches across a line
    end, so the union is the same, and the runs of a comparison share most parts' texts."""
    found: set[str] = set()
    for m in messages:
        for p in m.parts:
            if text := part_text(p):
                found |= _part_identifiers(text)
    return found


def tool_result_identifiers(messages: list[Message]) -> set[str]:
    """The identifiers of the tool results in ``messages``, as their tools returned them (a
    result pruned since still counts what it said)."""
    return identifiers(
        "\n".join(p.content for m in messages for p in m.parts if isinstance(p, ToolResultPart))
    )


def survival(before: list[Message], after: list[Message]) -> tuple[set[str], set[str]]:
    """The identifiers of the tool results the model saw in ``before`` (as it saw them), and
    those of them it can still see anywhere in ``after`` (a summary, a kept tail): what a
    compaction kept."""
    seen: set[str] = set()
    for m in before:
        for p in m.parts:
            if isinstance(p, ToolResultPart) and p.visible_content:
                seen |= _part_identifiers(p.visible_content)
    return seen, seen & visible_identifiers(after)
