"""The offline model's one rule for the task tool: a question about several places is delegated.

A prompt that asks to explore several places ("look into each of these modules and tell me ...",
naming two or more files or folders) gets one ``task`` call per place in its first response, as
opencode's task description asks of a model ("launch multiple agents concurrently ... in a single
message"); when the sub-agents' reports are back, the answer is those reports, one section per
place. Only when the request offers the task tool (a sub-agent's request does not), and only for a
turn that asks to look, not to run, write or edit.
"""

from __future__ import annotations

import re
from typing import Any

from .request_text import FILE_EXTENSIONS
from .turn import DISCLAIMER, TurnState

MAX_TASKS = 4
EXPLORE = re.compile(
    r"\b(each|every|several|all (?:of )?(?:these|those|the)|look (?:into|at|through|over)|"
    r"explore|go through|survey|investigate|compare|across)\b",
    re.I,
)
NOT_EXPLORING = re.compile(
    r"\b(run|execute|create|write|rewrite|edit|replace|fix|change|rename|refactor|add|delete|"
    r"remove|update|implement|insert|move|make)\b",
    re.I,
)
PLACE = re.compile(
    r"(?<![\w/.-])((?:[\w.-]+/)+(?:[\w-]+\.[A-Za-z0-9]{1,8})?|[\w-]+\.[A-Za-z0-9]{1,8})(?![\w/])"
)
RESULT = re.compile(r"<task_(?:result|error)>\n?(.*?)\n?</task_(?:result|error)>", re.S)


def places(prompt: str) -> list[str]:
    """Files and folders the prompt names (``bookshop/pricing.py``, ``tests/``), in order."""
    found = [m.group(1) for m in PLACE.finditer(prompt)]
    found = [p for p in found if not re.fullmatch(r"[\d.]+", p) and not p.startswith("http")]
    # a file has an extension files have: ``FileSink.emit`` is a method, not a place
    found = [p for p in found if "/" in p or p.rsplit(".", 1)[-1].lower() in FILE_EXTENSIONS]
    return list(dict.fromkeys(found))


def wants_tasks(prompt: str) -> list[str]:
    """The places to hand to one sub-agent each, or [] when the prompt is not that kind."""
    if not EXPLORE.search(prompt) or NOT_EXPLORING.search(prompt) or "```" in prompt:
        return []
    named = places(prompt)
    return named[:MAX_TASKS] if len(named) >= 2 else []


def task_prompt(prompt: str, place: str, named: list[str]) -> str:
    """The sub-agent's prompt: the question, about this one place (the others taken out, so it
    looks only here)."""
    ask = prompt
    for other in named:
        ask = ask.replace(f"`{other}`", " ").replace(other, " ")
    ask = re.sub(r"\s+([,.;:?!])", r"\1", re.sub(r"[ \t]+", " ", ask))
    ask = re.sub(r"([,;:]\s*)+([.?!]|$)", r"\2", ask).strip(" ,;:")
    return f"In `{place}` only: {ask}"


def step(state: TurnState, tools: list[dict[str, Any]]) -> tuple[str, list[Any]] | None:
    """(text, calls) of the response when this is a delegated turn, else None."""
    if not any(t.get("name") == "task" for t in tools):
        return None
    if state.calls:
        if not all(c.name == "task" for c in state.calls):
            return None
        return report(state), []
    named = wants_tasks(state.prompt)
    if not named:
        return None
    calls = [
        (
            "task",
            {"description": f"explore {place}", "prompt": task_prompt(state.prompt, place, named)},
        )
        for place in named
    ]
    text = f"This asks about {len(named)} places; I will send one sub-agent to each."
    return text, calls


KEY_LINE = re.compile(r"^(?:`[^`]+` is defined at|\*\*`[^`]+`\*\*|- defines |- line \d+: )")


def report(state: TurnState) -> str:
    """The answer: a short digest of each sub-agent's report, one section per place. The full
    reports are tool results the user does not see (opencode's task tool asks the model for "a
    concise summary of the result"); what they found is kept: definitions and files read."""
    lines: list[str] = []
    for call in state.calls:
        result = state.results.get(call.id)
        where = str(call.input.get("description", "")).removeprefix("explore ").strip()
        lines.append(f"**The sub-agent on `{where}`:**" if where else "**A sub-agent:**")
        if result is None:
            lines.append("(no report)")
            continue
        found = RESULT.search(result.content)
        body = found.group(1).strip() if found else result.content.strip()
        body = body.replace(f"_({DISCLAIMER}.)_", "").strip()
        if result.is_error:
            lines.append(f"The sub-agent failed: {body}")
            continue
        key = [line for line in body.splitlines() if KEY_LINE.match(line)]
        digested = bool(key)  # key lines found: they are the digest, even once merged below
        named = f"**`{where}`**"
        if key and key[0].startswith(named):  # its view of the place: one heading, not two
            lines[-1] = f"**The sub-agent on `{where}`**{key.pop(0)[len(named) :]}"
        lines.extend(key if digested else body.splitlines()[:3])
        lines.append("")
    lines.append(f"_({DISCLAIMER}; each section digests a sub-agent's report.)_")
    return "\n".join(lines)
