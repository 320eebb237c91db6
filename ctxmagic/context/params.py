"""Strategy parameters with a type and a range, checked when they are set.

Each strategy module declares ``PARAMS``; a policy checks every value it is given (``%ctx strategy``,
the Python API, a policy read back from the session row), so a bad value is refused with one line
naming the parameter and its range, and nothing is stored.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..errors import ConfigError
from ..hints import did_you_mean

# No model has a window near this; it only stops absurd numbers (1e309, 10**30) early.
MAX_TOKENS = 100_000_000


@dataclass(frozen=True)
class Param:
    """One parameter: its default, its kind (int, float, bool, str or list of names) and range.

    ``low_open`` excludes ``low`` itself, as in the (0, 1] of a fraction of the window.
    """

    name: str
    default: Any
    help: str = ""
    low: float | None = None
    high: float | None = None
    low_open: bool = False
    choices: tuple[str, ...] = ()  # the values a text parameter may take (empty: any text)

    @property
    def kind(self) -> type:
        return type(self.default)

    def describe(self) -> str:
        """The accepted values, in words, for error messages and ``%ctx strategy``."""
        if self.kind is bool:
            return "true or false"
        if self.kind is str:
            return f"one of {', '.join(self.choices)}" if self.choices else "text"
        if self.kind is list:
            return "a list of names, e.g. memory,bash"
        word = "a whole number" if self.kind is int else "a number"

        def show(x: float) -> str:
            return f"{int(x):,}" if float(x).is_integer() and self.kind is int else f"{x:g}"

        if self.low is not None and self.high is not None:
            if self.low_open:
                return f"{word} in ({show(self.low)}, {show(self.high)}]"
            return f"{word} from {show(self.low)} to {show(self.high)}"
        if self.low is not None:
            return f"{word} {'>' if self.low_open else '>='} {show(self.low)}"
        return word

    def check(self, strategy: str, value: Any) -> Any:
        """The value, coerced to the parameter's kind; ConfigError when it is not acceptable."""

        def refuse() -> ConfigError:
            shown = "true" if value is True else "false" if value is False else repr(value)
            return ConfigError(f"{strategy}.{self.name} must be {self.describe()}; got {shown}")

        kind = self.kind
        if kind is bool:
            if not isinstance(value, bool):
                raise refuse()
            return value
        if kind is str:
            if value is None:
                return ""
            if not isinstance(value, str) or (self.choices and value not in self.choices):
                raise refuse()
            return value
        if kind is list:
            if isinstance(value, str):
                value = [v.strip() for v in value.split(",") if v.strip()]
            if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
                raise refuse()
            return list(value)
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise refuse()
        if not math.isfinite(value):
            raise refuse()
        if kind is int:
            if isinstance(value, float) and not value.is_integer():
                raise refuse()
            value = int(value)
        else:
            value = float(value)
        if self.low is not None and (value < self.low or (self.low_open and value == self.low)):
            raise refuse()
        if self.high is not None and value > self.high:
            raise refuse()
        return value


def tokens(name: str, default: int, help: str = "", *, low: int = 0) -> Param:
    """A token count (or another whole number) from ``low`` up to ``MAX_TOKENS``."""
    return Param(name, default, help, low=low, high=MAX_TOKENS)


def check_params(
    strategy: str, params: tuple[Param, ...], values: Mapping[str, Any] | None
) -> dict[str, Any]:
    """The defaults overlaid with ``values``, every value checked; unknown names are refused."""
    known = {p.name: p for p in params}
    unknown = sorted(set(values or {}) - set(known))
    if unknown:
        valid = ", ".join(known) or "none"
        hint = did_you_mean(unknown[0], known)
        raise ConfigError(
            f"{strategy}: unknown parameter {', '.join(unknown)};{hint} valid parameters: {valid}"
        )
    merged = {p.name: p.default for p in params}
    for key, value in (values or {}).items():
        merged[key] = known[key].check(strategy, value)
    return merged
