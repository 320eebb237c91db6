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
