"""Everyday words and phrases for programming concepts (``concepts.txt``): what an LLM knows and
the stand-in has to be told.

A question in a user's own words names a concept the way people talk ("at the same time", "in
batches", "leap day"); the code names it the way programmers do (``Semaphore``, ``_get_chunks``,
``isleap``). ``vocabulary.py`` widens single words to their code spellings; this table adds the
concepts behind phrases and domain words. It is data, not code, so it can grow by topic without
touching the ranking: a phrase is read as one made-up word that widens to its code words (the
first in full, the others as related words), so only the phrase brings them; a single everyday
word widens only in a workspace whose code never says it (``WorkspaceIndex.expand_grouped``),
since a word the code uses already finds its own places.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

TABLE = Path(__file__).with_name("concepts.txt")
# A phrase is read as one made-up word (no code holds it) that widens to the phrase's code words.
TOKEN = "concept"
# An inflected form of a phrase's word still matches: "takes turns", "waited", "batches".
_INFLECTIONS = ("s", "es", "ed", "d", "ing")
_WORD = re.compile(r"[A-Za-z0-9]+")


@dataclass(frozen=True)
class Concepts:
    """The table read: phrases to rewrite as one word (by their first word, longest first), the
    code words of each phrase's word, and those of each single everyday word."""

    phrases: dict[str, tuple[tuple[tuple[str, ...], str], ...]]
    phrase_words: dict[str, tuple[str, ...]]
    words: dict[str, tuple[str, ...]]


def parse(text: str, stem: Callable[[str], str]) -> Concepts:
    """Lines of ``words: code words`` (``#`` starts a comment). A key of one word widens to the
    code words; a key of several is a phrase, read as one word of its own that widens to them
    (longest phrases are tried first, so "one at a time" wins over "at a time"). Matching goes
    word by word through dictionaries: compiling a pattern per phrase cost 20 ms a process."""
    phrases: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    families: tuple[dict[str, list[str]], dict[str, list[str]]] = ({}, {})
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if ":" not in line:
            continue
        key, _, value = line.partition(":")
        key_words, targets = key.lower().split(), value.lower().split()
        if not key_words or not targets:
            raise ValueError(f"concepts: a line needs words and code words: {raw!r}")
        if len(key_words) == 1:
            head, rest, table = stem(key_words[0]), targets, families[1]
        else:  # a word of its own, so only the phrase brings its code words
            token = TOKEN + "".join(c for c in "".join(key_words) if c.isalpha())  # one word
            head, rest, table = stem(token), targets, families[0]
            phrases.setdefault(key_words[0], []).append((tuple(key_words), token))
        known = table.setdefault(head, [])
        known += [w for w in map(stem, rest) if w != head and w not in known]
    ordered = {w: tuple(sorted(p, key=lambda item: -len(item[0]))) for w, p in phrases.items()}
    phrase_words, single = ({w: tuple(v) for w, v in t.items() if v} for t in families)
    return Concepts(ordered, phrase_words, single)


@functools.lru_cache(maxsize=4)
def load(stem: Callable[[str], str]) -> Concepts:
    """The table shipped with the package, read once per process."""
    return parse(TABLE.read_text(encoding="utf-8"), stem)


@functools.lru_cache(maxsize=4)
def phrases_said(stem: Callable[[str], str], stop: frozenset[str]) -> dict[str, tuple[str, ...]]:
    """Each phrase's word (``conceptstartswith``) and the words it was made of (*start*): what
    prose, a message or a docstring, says where code says the code words."""
    return {
        stem(token): tuple(stem(w) for w in phrase if w not in stop)
        for entries in load(stem).phrases.values()
        for phrase, token in entries
    }


def _forms(word: str) -> list[str]:
    """The word and what it may be an inflection of ("turns": turns, turn; "taking": take)."""
    forms = [word] + [
        word[: -len(s)] for s in _INFLECTIONS if word.endswith(s) and len(word) > len(s) + 1
    ]
    if word.endswith("ing") and len(word) > 4:
        forms.append(word[:-3] + "e")
    for s in ("ing", "ed"):  # a doubled consonant: "wrapping", "stopped"
        root = word[: -len(s)]
        if (
            word.endswith(s)
            and len(root) > 2
            and root[-1] == root[-2]
            and root[-1] not in "aeiouls"
        ):
            forms.append(root[:-1])
    return forms


def _same(word: str, wanted: str) -> bool:
    return wanted in _forms(word)


def _joins(between: str) -> bool:
    return between.isspace() or between in ("/", "-")


def rewrite(text: str, concepts: Concepts) -> str:
    """``text`` with each phrase of the table (its words separated by spaces, or by a slash or a
    hyphen: "CR/LF", "read-only") replaced by its one word."""
    tokens = list(_WORD.finditer(text))
    out, at, i = [], 0, 0
    while i < len(tokens):
        found = None
        for form in _forms(tokens[i].group(0).lower()):
            for key, token in concepts.phrases.get(form, ()):
                span = tokens[i : i + len(key)]
                if len(span) == len(key) and all(
                    _same(t.group(0).lower(), k)
                    and (n == 0 or _joins(text[span[n - 1].end() : t.start()]))
                    for n, (t, k) in enumerate(zip(span, key, strict=True))
                ):
                    found = (span[-1].end(), token, len(key))
                    break
            if found:
                break
        if found:
            out += [text[at : tokens[i].start()], found[1]]
            at, i = found[0], i + found[2]
        else:
            i += 1
    return "".join(out) + text[at:]
