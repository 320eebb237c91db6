"""A time budget for one tool call: grep, glob and ls stop when it runs out and say so.

Each tool checks what is left before every directory it lists and every regex call it makes
(the ``regex`` module takes what is left as its ``timeout``), so a huge, deep or slow tree ends
the call within the budget with the results found so far instead of holding the kernel.
"""

from __future__ import annotations

import time


class OutOfTime(Exception):
    """The call used its budget."""


class Budget:
    """What is left of one call's time, as the ``timeout`` of the next regex call."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.deadline = time.monotonic() + seconds

    def left(self) -> float:
        remaining = self.deadline - time.monotonic()
        if remaining <= 0:
            raise OutOfTime
        return remaining
