"""Offline token counting with bpe-openai (tiktoken's vocabularies, shipped inside the wheel).

Counts are memoised by content, and a message keeps its per-part counts (``Message.tokens``, which
the store persists), so counting a long history after one more turn costs only the new parts and
a resumed session is not re-tokenized. The vocabularies load on first use, not at import (building
them takes about a second). OpenAI models count exactly; Claude and Gemini have no offline tokenizer, so their counts are
o200k counts times a per-model factor, labelled estimates, and the factor is calibrated from the
usage the provider reports (``Calibration``).
"""

from __future__ import annotations

import copy
import importlib.machinery
import importlib.util
import json
import sys
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..messages.folds import Running
from ..messages.parts import (
    ImagePart,
    Message,
    Part,
    ReasoningPart,
    ServerCompactionPart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
)
from ..safety.redact import encodable

if TYPE_CHECKING:
    import bpe_openai

    from .catalog import ModelInfo

MESSAGE_OVERHEAD = 4  # role and separators, as in OpenAI's chat format accounting
IMAGE_TOKENS = 1600  # Anthropic's estimate for a ~1.15 megapixel image (w*h/750)


@lru_cache(maxsize=8)
def encoding(name: str = "o200k_base") -> bpe_openai.Encoding:
    """bpe-openai's tiktoken-compatible encoding (encode and decode), for those who need more
    than a count; importing its package loads every vocabulary into Python (about 1 s)."""
    import bpe_openai

    return bpe_openai.get_encoding(name)


@lru_cache(maxsize=8)
def _counter(name: str) -> Callable[[str], int]:
    """A token count function for vocabulary ``name``.

    ctxmagic only counts, so it asks bpe-openai's Rust tokenizer directly
    (``tokenizer_for_encoding(name).count``, declared in the package's ``_bindings.pyi``): the
    package's Python wrapper builds dictionaries of every vocabulary at import, about 1 s and
    130 MiB that counting never uses. If that module cannot be loaded on its own (another
    version of the package), the public encoding counts instead.
    """
    try:
        module = sys.modules.get("bpe_openai._bindings")  # the package may be loaded already
        if module is not None:
            return module.tokenizer_for_encoding(name).count
        spec = importlib.util.find_spec("bpe_openai")
        folder = Path(spec.origin).parent if spec and spec.origin else None
        suffixes = importlib.machinery.EXTENSION_SUFFIXES
        path = next(
            p
            for p in folder.iterdir()
            if p.name.startswith("_bindings.") and p.name.endswith(tuple(suffixes))
        )  # type: ignore[union-attr]
        loader = importlib.machinery.ExtensionFileLoader("bpe_openai._bindings", str(path))
        module = importlib.util.module_from_spec(
            importlib.util.spec_from_loader(loader.name, loader)
        )
        loader.exec_module(module)
        sys.modules[loader.name] = module  # loaded once: the package's own import reuses it
        return module.tokenizer_for_encoding(name).count
    except Exception:
        enc = encoding(name)
        return lambda text: len(enc.encode_ordinary(text))


# bpe-openai's wrapper refuses inputs of 1,000,000 characters or more and outputs over 200,000
# tokens, so longer texts (a replayed transcript, a pasted log) are counted in pieces cut at line
# ends (which also bounds one call of the Rust tokenizer).
CHUNK_CHARS = 100_000


# Counts of the pieces of long texts, by content (see count_text).
_PIECES: OrderedDict[tuple[str, str], int] = OrderedDict()
MAX_PIECES = 8192


# A line that starts with "<" (a tag) never shares a pre-token with the line before it: in the
# o200k and cl100k split patterns no pre-token spans "\n" followed by "<" (newline runs stop at
# "<", a punctuation run can only be followed by newlines, letters by letters), and BPE merges stay
# within pre-tokens. So a long text counts exactly as the sum of its pieces cut there; a text that
# grows tag block by tag block (a replayed transcript) is counted by what it adds.
TAG_LINE = "\n<"
PIECE_CHARS = 4096


def count_text(text: str, tokenizer: str = "o200k_base") -> int:
    """Exact count for the given vocabulary; special-token text is counted as ordinary text."""
    if not text:
        return 0
    text = encodable(text)  # a lone surrogate (a file name that is not UTF-8) as its escape
    if len(text) > PIECE_CHARS and TAG_LINE in text:
        pieces = text.split(TAG_LINE)
        total = _piece(pieces[0] + "\n", tokenizer)
        for piece in pieces[1:-1]:
            total += _piece("<" + piece + "\n", tokenizer)
        return total + _piece("<" + pieces[-1], tokenizer)
    return _count(text, tokenizer)


def _piece(text: str, tokenizer: str) -> int:
    key = (tokenizer, text)
    n = _PIECES.get(key)
    if n is None:
        n = _PIECES[key] = _count(text, tokenizer)
        if len(_PIECES) > MAX_PIECES:
            _PIECES.popitem(last=False)
    else:
        _PIECES.move_to_end(key)
    return n


def _count(text: str, tokenizer: str) -> int:
    if not text:
        return 0
    count = _counter(tokenizer)
    if len(text) <= CHUNK_CHARS:
        return count(text)
    total, start = 0, 0
    while start < len(text):
        end = min(start + CHUNK_CHARS, len(text))
        if end < len(text):
            cut = text.rfind("\n", start + CHUNK_CHARS // 2, end)
            end = cut + 1 if cut != -1 else end
        total += count(text[start:end])
        start = end
    return total


def part_text(part: Part) -> str:
    """The text a tokenizer sees for a part (what a provider would send)."""
    if isinstance(part, (TextPart, ReasoningPart)):
        return part.text
    if isinstance(part, ToolCallPart):
        return part.name + json.dumps(part.input, ensure_ascii=False, sort_keys=True)
    if isinstance(part, ToolResultPart):
        return part.visible_content
    if isinstance(part, ServerCompactionPart):
        return part.summary or compaction_text(part)
    return ""


def compaction_text(part: ServerCompactionPart) -> str:
    """What stands for an encrypted server compaction in a count: its opaque content (the
    provider does not say how many tokens it costs; the ciphertext is an upper bound)."""
    return "\n".join(str(i.get("encrypted_content") or i.get("content") or "") for i in part.items)


@dataclass
class TokenCounter:
    """Counts parts, messages, system blocks and tool specs for one model, memoised by content."""

    tokenizer: str = "o200k_base"
    factor: float = 1.0
    estimated: bool = False
    max_entries: int = 200_000
    _memo: OrderedDict[str, int] = field(default_factory=OrderedDict, repr=False)
    hits: int = 0
    misses: int = 0
    _last_tools: tuple[list[dict[str, Any]], int] | None = field(default=None, repr=False)
    _long: OrderedDict[str, int] = field(default_factory=OrderedDict, repr=False)
    # the last few lists counted (by their first message), with their running (raw, fixed) sums
    _sums: list[tuple[Message, Running[Any, Message]]] = field(default_factory=list, repr=False)

    @classmethod
    def for_model(cls, model: ModelInfo, factor: float | None = None) -> TokenCounter:
        return cls(
            tokenizer=model.tokenizer or "o200k_base",
            factor=factor if factor is not None else model.token_factor,
            estimated=model.tokens_estimated,
        )

    def raw(self, text: str) -> int:
        """The vocabulary count of ``text`` (memoised), before the model factor."""
        if not text:
            return 0
        if len(text) > PIECE_CHARS and TAG_LINE in text:  # by pieces, which count_text keeps
            n = self._long.get(text)
            if n is not None:
                self.hits += 1
                return n
            self.misses += 1
            return count_text(text, self.tokenizer)
        memo = self._memo
        n = memo.get(text)
        if n is not None:
            self.hits += 1
            memo.move_to_end(text)
            return n
        self.misses += 1
        n = count_text(text, self.tokenizer)
        memo[text] = n
        if len(memo) > self.max_entries:
            memo.popitem(last=False)
        return n

    def remember(self, text: str, raw: int) -> None:
        """Keep ``raw`` as the vocabulary count of ``text``, counted another way by a caller
        that built the text from counted pieces (a replayed transcript); the last few such long
        texts are kept apart from the memo, which they would flood."""
        if len(text) > PIECE_CHARS and TAG_LINE in text:
            self._long[text] = raw
            if len(self._long) > 4:
                self._long.popitem(last=False)
        else:
            self._memo[text] = raw

    def text(self, text: str) -> int:
        n = self.raw(text)
        return round(n * self.factor) if self.factor != 1.0 else n

    def part(self, part: Part) -> int:
        if isinstance(part, ImagePart):
            return IMAGE_TOKENS
        return self.text(part_text(part))

    def raw_parts(self, message: Message) -> list[int]:
        """The vocabulary count of each part (images 0), kept on the message for next time.

        A message's parts are never changed in place once counted (strategies change copies),
        so the kept counts stay true; they are persisted with the message.
        """
        kept = message.tokens
        if (
            kept
            and kept.get("tokenizer") == self.tokenizer
            and len(kept.get("parts") or ()) == len(message.parts)
        ):
            return kept["parts"]
        counts = [0 if isinstance(p, ImagePart) else self.raw(part_text(p)) for p in message.parts]
        message.tokens = {"tokenizer": self.tokenizer, "parts": counts}
        return counts

    def parts(self, message: Message) -> list[int]:
        """Each part's tokens for this model."""
        factor = self.factor
        return [
            IMAGE_TOKENS
            if isinstance(p, ImagePart)
            else (n if factor == 1.0 else round(n * factor))
            for p, n in zip(message.parts, self.raw_parts(message), strict=True)
        ]

    def message_raw(self, message: Message) -> tuple[int, int]:
        """(vocabulary count of the message's text, its fixed tokens: the role overhead and a
        figure per image), kept on the message."""

        def raw(m: Message) -> tuple[int, int]:
            images = sum(1 for p in m.parts if isinstance(p, ImagePart))
            return sum(self.raw_parts(m)), MESSAGE_OVERHEAD + images * IMAGE_TOKENS

        return message.derived(("tokens", self.tokenizer), raw)

    def scale(self, raw: int, fixed: int = 0) -> int:
        """Tokens for this model: the vocabulary count times its factor, plus fixed tokens."""
        return fixed + (raw if self.factor == 1.0 else round(raw * self.factor))

    def message(self, message: Message) -> int:
        return self.scale(*self.message_raw(message))

    def messages(self, messages: list[Message]) -> int:
        """Tokens of a history; the factor applies to the whole text, so the sum is built from
        the per-message figures the messages keep.

        The last few lists counted are kept with their running sums: a list that shares leading
        messages with one of them (the same message objects, as consecutive requests' histories
        do, up to a change near the end) adds only the rest.
        """
        if not messages:
            return 0
        sums, first = self._sums, messages[0]
        # the newest list counted that begins as this one does, continued
        for i in range(len(sums) - 1, -1, -1):
            head = sums[i][0]
            if head is first or head == first:
                fold = sums.pop(i)[1]  # out of the list until it is right (an interrupt drops it)
                break
        else:
            fold = Running(lambda: ([], []), self._add_sums, mark=_sums_mark, rewind=_sums_rewind)
        raws, fixeds = fold.over(messages)
        sums.append((first, fold))
        del sums[:-4]
        return self.scale(raws[-1], fixeds[-1])

    def _add_sums(self, sums: tuple[list[int], list[int]], message: Message) -> Any:
        raws, fixeds = sums
        r, f = self.message_raw(message)
        raws.append(r + (raws[-1] if raws else 0))
        fixeds.append(f + (fixeds[-1] if fixeds else 0))
        return sums

    def tools(self, specs: list[dict[str, Any]]) -> int:
        """Tokens of the tool specs. A step asks three times for the same specs, so the last
        answer is kept with a copy of what it counted (compared by value, in C)."""
        last = self._last_tools
        if last is not None and last[0] == specs:
            return last[1]
        n = sum(self.text(json.dumps(s, ensure_ascii=False, sort_keys=True)) for s in specs)
        self._last_tools = (copy.deepcopy(specs), n)
        return n


def _sums_mark(sums: tuple[list[int], list[int]]) -> int:
    return len(sums[0])


def _sums_rewind(sums: tuple[list[int], list[int]], mark: int) -> tuple[list[int], list[int]]:
    del sums[0][mark:], sums[1][mark:]
    return sums


CALIBRATION_WEIGHT = 0.3  # weight of the newest observation in the moving average


def calibrate(factor: float | None, samples: int, counted: int, reported: int) -> tuple[float, int]:
    """Update a model's factor (reported prompt tokens / our raw o200k count) with one request.

    An exponential moving average, so one odd request does not swing the estimate; the first
    observation is taken as is.
    """
    if counted <= 0 or reported <= 0:
        return (factor if factor is not None else 1.0), samples
    ratio = reported / counted
    new = (
        ratio if factor is None or samples == 0 else factor + CALIBRATION_WEIGHT * (ratio - factor)
    )
    return new, samples + 1
