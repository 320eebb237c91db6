""" "Did you mean ...?" for a mistyped subcommand, option, setting or strategy name.

A typo gets the closest valid name (``difflib``'s ratio, as git and argparse use for the same
purpose), so ``%ctx statsu`` answers ``did you mean 'status'?`` instead of a bare refusal.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable


def closest(word: str, choices: Iterable[str], *, cutoff: float = 0.6) -> str | None:
    """The valid name ``word`` most likely meant, or None when nothing is close enough."""
    choices = list(choices)
    lowered = {c.lower(): c for c in choices}
    if word.lower() in lowered:
        return lowered[word.lower()]
    # a prefix of exactly one name is what the user started typing
    starts = [c for c in choices if c.lower().startswith(word.lower())] if len(word) >= 3 else []
    if len(starts) == 1:
        return starts[0]
    matches = difflib.get_close_matches(word.lower(), list(lowered), n=1, cutoff=cutoff)
    return lowered[matches[0]] if matches else None


def did_you_mean(word: str, choices: Iterable[str], *, cutoff: float = 0.6) -> str:
    """``" did you mean 'x'?"`` (with its leading space) when a name is close, else ``""``."""
    match = closest(word, choices, cutoff=cutoff)
    return f" did you mean {match!r}?" if match and match != word else ""


def unknown_option(words: Iterable[str], options: Iterable[str]) -> str | None:
    """The first of ``words`` written as an option (``--name`` or ``--name=value``) that is none
    of ``options`` nor a unique prefix of one (argparse accepts those), or None. A negative
    number is a value, not an option."""
    options = list(options)
    for word in words:
        name = word.split("=", 1)[0]
        if not name.startswith("-") or len(name) < 2 or _is_number(name) or name in options:
            continue
        if name.startswith("--") and sum(o.startswith(name) for o in options) == 1:
            continue
        return name
    return None


def unknown_option_message(magic: str, words: Iterable[str], options: Iterable[str]) -> str | None:
    """``"<magic>: unknown option '--windw'; did you mean '--window'? valid options: ..."`` for
    the first unknown option in ``words``, or None when every option is known."""
    long = [o for o in options if o.startswith("--")]
    word = unknown_option(words, options)
    if word is None:
        return None
    return f"{magic}: unknown option {word!r};{did_you_mean(word, long)} valid options: {', '.join(long)}"


def _is_number(word: str) -> bool:
    try:
        float(word)
    except ValueError:
        return False
    return True
