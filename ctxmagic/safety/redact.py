"""Keys never shown or stored: any run of 8 or more characters of a known key is replaced.

A whole key is easy to catch; a fragment is not: a server that echoes the first 24 characters of
a key in an error, a command that prints ``$KEY | rev``, a tool that cuts a line in the middle of
one. So every run of at least ``MIN_FRAGMENT`` characters that occurs in a known key (or in the
key reversed, or in its base64 encoding) becomes ``[redacted]``, in whatever is stored or shown:
messages and tool results before they are committed (so request bodies, built from them, hold
none either), the system prompt, streamed text, errors.

The same pass makes every string storable: a lone surrogate (a file name that is not UTF-8,
which Python decodes to U+DC80..U+DCFF, or a server's broken ``\\ud800`` escape) cannot be
encoded for SQLite or a request body, so it becomes an escape (``\\xff``, ``\\ud800``).

Known keys are the values (8 characters or more) of environment variables whose names look
secret (``*KEY*``, ``*TOKEN*``, ``*SECRET*``, ``*PASSWORD*``, ``ANTHROPIC_*``, ``OPENAI_*``, ...),
read when a redaction runs, so a key typed with ``%ctx key`` counts at once.

Text from elsewhere (another agent's session log, imported into the lab) may hold keys of
another machine, which no environment here knows: ``redact_foreign`` also replaces strings shaped
like keys (``KEY_SHAPES``: the prefixes providers and forges give their keys, private key blocks,
bearer tokens, values assigned to secret-looking names).
"""

from __future__ import annotations

import base64
import functools
import os
import re
from collections.abc import Iterable
from dataclasses import fields, is_dataclass
from typing import Any

MIN_FRAGMENT = 8
_SECRET_WORDS = ("KEY", "TOKEN", "SECRET", "PASSWORD", "PASSWD", "CREDENTIAL")
_SECRET_PREFIXES = ("ANTHROPIC_", "OPENAI_")
MARK = "[redacted]"
_SURROGATE = re.compile("[\ud800-\udfff]")


def is_secret_name(name: str) -> bool:
    """Whether an environment variable's name says it holds a secret (bash leaves it out)."""
    upper = name.upper()
    return any(word in upper for word in _SECRET_WORDS) or upper.startswith(_SECRET_PREFIXES)


def encodable(text: str) -> str:
    """``text`` with each lone surrogate written as an escape, so it encodes as UTF-8: a byte
    that a file name held (U+DC80..U+DCFF, Python's surrogateescape) as ``\\xff``, any other
    as ``\\ud800``."""
    if text.isascii():
        return text
    return _SURROGATE.sub(_escape, text)


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code - 0xDC00:02x}" if 0xDC80 <= code <= 0xDCFF else f"\\u{code:04x}"


class Redactor:
    """Replaces every run of ``MIN_FRAGMENT`` or more characters of any of ``keys``."""

    def __init__(self, keys: Iterable[str]) -> None:
        variants: set[str] = set()
        for key in keys:
            if len(key) < MIN_FRAGMENT:
                continue
            variants.update((key, key[::-1]))
            raw = key.encode("utf-8", "surrogatepass")
            for shift in range(3):  # base64 of the key at each alignment, edges dropped
                encoded = base64.b64encode(raw[shift:]).decode("ascii")
                variants.add(encoded[:-4])
        self.keys = sorted(v for v in variants if len(v) >= MIN_FRAGMENT)
        self.grams = {k[i : i + MIN_FRAGMENT] for k in self.keys for i in range(len(k) - 7)}
        alphabet = "".join(sorted({c for k in self.keys for c in k}))
        # a fragment is a run of key characters at least MIN_FRAGMENT long: find those in C
        self.runs = re.compile(f"[{re.escape(alphabet)}]{{{MIN_FRAGMENT},}}") if alphabet else None

    def __bool__(self) -> bool:
        return bool(self.keys)

    def spans(self, text: str) -> list[tuple[int, int]]:
        """(start, end) of each longest fragment of a key in ``text``, left to right."""
        found: list[tuple[int, int]] = []
        if self.runs is None:
            return found
        for run in self.runs.finditer(text):
            i, stop = run.start(), run.end()
            while i <= stop - MIN_FRAGMENT:
                if text[i : i + MIN_FRAGMENT] not in self.grams:
                    i += 1
                    continue
                j = i + MIN_FRAGMENT
                while j < stop and any(text[i : j + 1] in k for k in self.keys):
                    j += 1
                found.append((i, j))
                i = j
        return found

    def redact(self, text: str) -> str:
        if not self.keys or not text:
            return text
        out, last = [], 0
        for start, end in self.spans(text):
            out += [text[last:start], MARK]
            last = end
        return "".join(out) + text[last:] if out else text

    def value(self, value: Any) -> Any:
        """``value`` with every string inside it (dicts, lists) redacted and encodable."""
        if isinstance(value, str):
            return self.redact(encodable(value))
        if isinstance(value, dict):  # the same object when nothing changed (caches key on it)
            new = {k: self.value(v) for k, v in value.items()}
            return value if all(new[k] is v for k, v in value.items()) else new
        if isinstance(value, (list, tuple)):
            items = [self.value(v) for v in value]
            same = all(a is b for a, b in zip(items, value, strict=True))
            return value if same else type(value)(items)
        return value

    def part(self, part: Any) -> None:
        """Redact a message part's text fields in place (not signatures or ids)."""
        for name in _text_fields(type(part)):
            old = getattr(part, name)
            new = self.value(old)
            if new is not old:
                setattr(part, name, new)


@functools.cache
def _text_fields(kind: type) -> tuple[str, ...]:
    """The fields of a part type that hold text a key could be in (every commit asks)."""
    if not is_dataclass(kind):
        return ()
    return tuple(f.name for f in fields(kind) if f.name in ("text", "content", "input", "metadata"))


def known_keys(environ: dict[str, str] | None = None) -> tuple[str, ...]:
    if environ is None:
        return _environ_keys()
    return tuple(
        sorted({v for k, v in environ.items() if is_secret_name(k) and len(v) >= MIN_FRAGMENT})
    )


# The environment's keys, with the raw mapping they were read from. Every commit, stream and tool
# result asks for them, and decoding the whole of ``os.environ`` each time cost a fifth of an
# offline step; comparing CPython's raw mapping (``os.environ._data``, which ``os.environ[k] = v``
# and ``del`` keep current) with a copy is one C-level dict comparison.
_seen: tuple[dict[Any, Any] | None, tuple[str, ...]] = (None, ())


def _environ_keys() -> tuple[str, ...]:
    global _seen
    data = getattr(os.environ, "_data", None)
    if not isinstance(data, dict):  # another implementation: read it all
        return known_keys(dict(os.environ))
    snapshot, keys = _seen
    if data == snapshot:
        return keys
    snapshot = dict(data)
    keys = known_keys(dict(os.environ))
    _seen = (snapshot, keys)
    return keys


@functools.lru_cache(maxsize=4)
def _redactor(keys: tuple[str, ...]) -> Redactor:
    return Redactor(keys)


def current() -> Redactor:
    """A redactor for the keys in the environment now."""
    return _redactor(known_keys())


def redact(text: str) -> str:
    return current().redact(text)


# Strings shaped like keys, whoever's they are: the published prefixes of provider and forge
# keys, PEM private keys, JSON web tokens, and the value of a bearer header or of an assignment
# to an upper-case secret-looking name (API_KEY=..., GITHUB_TOKEN: ...).
KEY_SHAPES = re.compile(
    r"sk-ant-[A-Za-z0-9_-]{16,}"
    r"|\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}"
    r"|\bgh[pousr]_[A-Za-z0-9]{30,}|\bgithub_pat_[A-Za-z0-9_]{22,}"
    r"|\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"
    r"|\bAIza[0-9A-Za-z_-]{35}"
    r"|\bxox[abposr]-[A-Za-z0-9-]{10,}"
    r"|\b[sr]k_(?:live|test)_[A-Za-z0-9]{16,}"
    r"|\bhf_[A-Za-z0-9]{30,}"
    r"|\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}"
    r"|-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----"
)
_ASSIGNED = re.compile(
    r"(?i:(\bbearer\s+))[A-Za-z0-9._~+/=-]{16,}"
    r"|(\b[A-Z][A-Z0-9_]*(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIALS?)S?[\"']?\s*[=:]\s*[\"']?)"
    r"[A-Za-z0-9_./+=-]{8,}"
)


# What the shapes above contain: a text without any of these has nothing for them to match, and
# substring tests (in C) are far cheaper than running the patterns over it.
_SHAPE_HINTS = ("sk-", "gh", "github_pat_", "AKIA", "ASIA", "AIza", "xox", "k_", "hf_", "eyJ")
_SHAPE_HINTS += ("PRIVATE KEY",)
_ASSIGNED_HINTS = ("bearer", "key", "token", "secret", "passw", "credential")


def redact_foreign(text: str) -> str:
    """``redact`` for text written on another machine (an imported session log): the keys of
    this environment, and strings shaped like keys (``KEY_SHAPES``), become ``[redacted]``."""
    text = redact(encodable(text))
    if len(text) < MIN_FRAGMENT:
        return text
    if any(hint in text for hint in _SHAPE_HINTS):
        text = KEY_SHAPES.sub(MARK, text)
    lower = text.lower()
    if any(hint in lower for hint in _ASSIGNED_HINTS):
        text = _ASSIGNED.sub(lambda m: (m.group(1) or m.group(2) or "") + MARK, text)
    return text


class StreamRedactor:
    """Redacts a stream of deltas: holds back the last characters that may start a fragment
    the next delta completes, so no fragment of 8 or more characters is ever shown."""

    def __init__(self, redactor: Redactor) -> None:
        self.redactor = redactor
        self.pending = ""

    def feed(self, delta: str) -> str:
        delta = encodable(delta)
        if not self.redactor:
            return delta
        self.pending += delta
        cut = len(self.pending) - (MIN_FRAGMENT - 1)
        if cut <= 0:
            return ""
        spans = self.redactor.spans(self.pending)
        for start, end in spans:
            if start < cut < end:
                cut = start  # a fragment that may go on: keep it whole for the next delta
                break
        shown = self._render(self.pending[:cut], [s for s in spans if s[1] <= cut])
        self.pending = self.pending[cut:]
        return shown

    def flush(self) -> str:
        shown, self.pending = self.redactor.redact(self.pending), ""
        return shown

    @staticmethod
    def _render(text: str, spans: list[tuple[int, int]]) -> str:
        out, last = [], 0
        for start, end in spans:
            out += [text[last:start], MARK]
            last = end
        return "".join(out) + text[last:]
