"""How fast the offline model streams. It answers in milliseconds, so in a workshop a turn ends
before anyone sees the meter move; the *teaching pace* streams at about a real model's speed (a
pause before each response, as a model reads its prompt, then a word every few hundredths of a
second), and headless runs (CI, ``python -m ctxmagic run``) switch it off with one variable."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

# A real Claude Sonnet streams some 50-80 tokens a second after about half a second to its first
# token: a word (about 1.3 tokens) every 0.02 s, and 0.4 s before each response's first one.
TEACHING_DELAY = 0.02
TEACHING_LATENCY = 0.4
# Set to 0, "off", "false" or "no" (the headless runner does), the teaching pace is off.
ENV = "CTXMAGIC_TEACHING_PACE"
OFF = frozenset({"0", "off", "false", "no"})


@dataclass(frozen=True)
class Pace:
    """Seconds between the offline model's streamed chunks, and before a response's first."""

    delay: float = 0.0
    latency: float = 0.0


def pace_of(teaching: bool, delay: float, env: Mapping[str, str]) -> Pace:
    """The pace settings ask for: ``offline_delay`` when set (the latency then 0, as before),
    else the teaching pace when it is on and the environment does not switch it off."""
    if delay:
        return Pace(delay=delay)
    if teaching and env.get(ENV, "").strip().lower() not in OFF:
        return Pace(TEACHING_DELAY, TEACHING_LATENCY)
    return Pace()
