"""A session's context policy: which strategies run, in which order, with which parameters.

The policy is data in the session row (``sessions.strategy``), set with ``%ctx strategy`` and read
back after a restart. Strategies always run in the order of how hard they intervene (truncate,
prune, window, summarize, replay), whatever order the user typed; externalize adds system context
and the memory tool rather than changing the messages.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from ..errors import ConfigError
from ..parts import Message
from .strategy import StrategyContext, StrategyReport, first_change

ORDER: tuple[str, ...] = ("externalize", "truncate", "prune", "window", "summarize", "replay")
NAMES: tuple[str, ...] = ("append", *ORDER)
DEFAULT_STRATEGIES: tuple[str, ...] = (
    "truncate",
    "summarize",
)  # opencode: cap outputs, compact at 95%
DESCRIPTIONS = {
    "append": "send the whole history every time (the cache-friendly baseline)",
    "externalize": "project files, a memory directory and a repo map as system context",
    "truncate": "cap each new tool result at max_lines / max_bytes, the full output saved to a file",
    "prune": "clear old tool outputs beyond the newest protect_tokens, when at least "
    "minimum_freed tokens would be freed; the last protect_turns turns are never touched",
    "window": "drop the oldest whole turns until the request fits budget_tokens (0: the window)",
    "summarize": "compact the history into a summary when the context reaches threshold x window",
    "replay": "rebuild every request as one user message holding the transcript",
}


def module(name: str) -> ModuleType:
    if name not in ORDER:
        raise ConfigError(f"unknown strategy {name!r}; choose from {', '.join(NAMES)}")
    return importlib.import_module(f".{name}", __package__)


@dataclass
class Policy:
    strategies: list[str] = field(default_factory=lambda: list(DEFAULT_STRATEGIES))
    params: dict[str, dict[str, Any]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for name in self.strategies:
            module(name)
        for name, values in self.params.items():
            self.settings(name, values)  # validates keys and values
        self.strategies = [n for n in ORDER if n in self.strategies]

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> Policy:
        if not data:
            return cls()
        return cls(list(data.get("strategies", DEFAULT_STRATEGIES)), dict(data.get("params") or {}))

    def to_dict(self) -> dict[str, Any]:
        return {"strategies": list(self.strategies), "params": self.params}

    def settings(self, name: str, override: dict[str, Any] | None = None) -> dict[str, Any]:
        """The strategy's parameters: its defaults, then the session's, checked."""
        mod = module(name)
        values = {**mod.DEFAULTS, **self.params.get(name, {}), **(override or {})}
        check = getattr(mod, "check_settings", None)
        if check is not None:
            check(values)
        else:
            unknown = set(values) - set(mod.DEFAULTS)
            if unknown:
                raise ConfigError(
                    f"{name}: unknown parameter(s) {sorted(unknown)}; valid: {sorted(mod.DEFAULTS)}"
                )
        return values

    def has(self, name: str) -> bool:
        return name in self.strategies

    @property
    def label(self) -> str:
        return "+".join(self.strategies) or "append"

    def describe(self) -> str:
        lines = [f"context policy: {self.label}"]
        if not self.strategies:
            lines.append(f"  append: {DESCRIPTIONS['append']}")
        for name in self.strategies:
            values = self.settings(name)
            shown = ", ".join(f"{k}={json.dumps(v)}" for k, v in values.items())
            lines.append(f"  {name}: {DESCRIPTIONS[name]}")
            lines.append(f"    {shown}")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return self.describe()


def parse_value(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        if "," in text:
            return [t.strip() for t in text.split(",") if t.strip()]
        return text


def parse_policy(words: list[str], current: Policy) -> Policy:
    """``%ctx strategy`` arguments: strategy names replace the list, ``name.key=value`` sets a
    parameter (JSON values; ``a,b`` is a list), ``append`` alone clears the list."""
    names = [w for w in words if "=" not in w]
    assignments = [w for w in words if "=" in w]
    strategies = list(current.strategies)
    if names:
        for n in names:
            if n not in NAMES:
                raise ConfigError(f"unknown strategy {n!r}; choose from {', '.join(NAMES)}")
        strategies = [n for n in names if n != "append"]
    params = {k: dict(v) for k, v in current.params.items()}
    for a in assignments:
        key, _, value = a.partition("=")
        name, dot, param = key.partition(".")
        if not dot or not param:
            raise ConfigError(
                f"{a!r}: write parameters as strategy.name=value, e.g. prune.protect_tokens=20000"
            )
        module(name)
        params.setdefault(name, {})[param] = parse_value(value)
    return Policy(strategies, params)


def run(
    messages: list[Message],
    policy: Policy,
    make_context: Callable[[str, dict[str, Any]], StrategyContext],
    *,
    only: tuple[str, ...] | None = None,
) -> tuple[list[Message], list[StrategyReport]]:
    """Run the policy's message strategies in order; every report gets its cache position."""
    reports = []
    for name in policy.strategies:
        if name == "externalize" or (only is not None and name not in only):
            continue
        ctx = make_context(name, policy.settings(name))
        before = messages
        messages, report = module(name).apply(messages, ctx)
        report.first_invalidated = first_change(before, messages) if report.acted else None
        reports.append(report)
    return messages, reports
