"""A session's context policy: which strategies run, in which order, with which parameters.

The policy is data in the session row (``sessions.strategy``), set with ``%ctx strategy`` and read
back after a restart; every parameter is checked when a policy is made, so a bad value is never
stored. Strategies always run in the order of how hard they intervene (truncate, microcompact,
prune, window, replay), whatever order the user typed. Two act apart from that pipeline: summarize compacts the
stored history between requests (``summarize.plan`` / ``compact``), and externalize adds system
context and the memory tool rather than changing the messages. The provider-side strategies
(``SERVER``: clear_thinking, clear_tool_uses, server_compact, previous_response) rewrite nothing:
``server_context`` turns them into what each request asks the provider's server to do. A policy
may carry the name of the preset it was made from (``presets.py``: a real agent's policy), kept
while it is that preset's.
"""

from __future__ import annotations

import importlib
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from ..errors import ConfigError
from ..hints import did_you_mean
from ..messages.folds import History, Seen
from ..messages.parts import Message
from ..model.request import ServerContext
from .params import check_params
from .strategy import ChangesSoFar, PartChange, StrategyContext, StrategyReport, finish_report

# the provider-side strategies, in the order the request lists their edits (Anthropic requires
# clear_thinking first)
SERVER: tuple[str, ...] = (
    "clear_thinking",
    "clear_tool_uses",
    "server_compact",
    "previous_response",
)
ORDER: tuple[str, ...] = (
    "externalize",
    "truncate",
    "microcompact",
    "prune",
    "window",
    "summarize",
    "replay",
    *SERVER,
)
NAMES: tuple[str, ...] = ("append", *ORDER)
APART = ("externalize", "summarize", *SERVER)  # not request-shaping: see the module docstring
OTHER_REQUESTS = ("summarize", "title")  # what the summarizer's and title agent's requests record
DEFAULT_STRATEGIES: tuple[str, ...] = (
    "truncate",
    "summarize",
)  # opencode: cap outputs, compact at 95%
DESCRIPTIONS = {
    "append": "send the whole history every time (the cache-friendly baseline)",
    "externalize": "project files, a memory directory and a repo map as system context",
    "truncate": "cap each new tool result at max_lines / max_bytes, the full output saved to a file",
    "microcompact": "after a pause longer than the cache lives, clear all but the newest "
    "keep_recent tool results (Claude Code)",
    "prune": "clear old tool outputs beyond the newest protect_tokens, when at least "
    "minimum_freed tokens would be freed; the last protect_turns turns are never touched",
    "window": "drop the oldest whole turns until the request fits budget_tokens (0: the window)",
    "summarize": "compact the history into a summary when the context reaches threshold x window",
    "replay": "rebuild every request as one user message holding the transcript",
    "clear_thinking": "ask the server (Anthropic) to drop the thinking of all but the last keep "
    "turns",
    "clear_tool_uses": "ask the server (Anthropic) to clear old tool results once the prompt "
    "passes trigger, keeping the last keep tool uses",
    "server_compact": "ask the server (Anthropic, OpenAI Responses) to summarise the conversation "
    "once the prompt passes trigger",
    "previous_response": "send only what is new with the previous response's id (OpenAI "
    "Responses); the server prepends the rest",
}


def module(name: str) -> ModuleType:
    if name not in ORDER:
        raise ConfigError(
            f"unknown strategy {name!r};{did_you_mean(name, NAMES)} choose from {', '.join(NAMES)}"
        )
    return importlib.import_module(f".{name}", __package__)


@dataclass
class Policy:
    strategies: list[str] = field(default_factory=lambda: list(DEFAULT_STRATEGIES))
    params: dict[str, dict[str, Any]] = field(default_factory=dict)
    preset: str = ""  # the preset this policy is (``presets.py``), if it is one

    def __post_init__(self) -> None:
        for name in self.strategies:
            module(name)
        # keep only what the user set, each value checked and in its parameter's type
        self.params = {
            name: {k: v for k, v in self.settings(name, values).items() if k in values}
            for name, values in self.params.items()
        }
        self.strategies = [n for n in ORDER if n in self.strategies]

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> Policy:
        if not data:
            return cls()
        return cls(
            list(data.get("strategies", DEFAULT_STRATEGIES)),
            dict(data.get("params") or {}),
            str(data.get("preset") or ""),
        )

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"strategies": list(self.strategies), "params": self.params}
        if self.preset:
            out["preset"] = self.preset
        return out

    def settings(self, name: str, override: dict[str, Any] | None = None) -> dict[str, Any]:
        """The strategy's parameters: its defaults, then the session's, checked."""
        return check_params(
            name, module(name).PARAMS, {**self.params.get(name, {}), **(override or {})}
        )

    def has(self, name: str) -> bool:
        return name in self.strategies

    @property
    def label(self) -> str:
        return "+".join(self.strategies) or "append"

    @property
    def request_label(self) -> str:
        """What a model request records as its policy (``RequestRecord.strategy``): the label,
        unless it is the name a summarizer's or title agent's request records (a policy of
        summarize alone), which every reader of the requests tells model requests from."""
        return f"policy {self.label}" if self.label in OTHER_REQUESTS else self.label

    def same_as(self, other: Policy) -> bool:
        """The same strategies with the same settings (set or default; whatever either is
        named)."""
        return self.strategies == other.strategies and all(
            self.settings(name) == other.settings(name) for name in self.strategies
        )

    def describe(self) -> str:
        name = f"preset {self.preset} ({self.label})" if self.preset else self.label
        lines = [f"context policy: {name}"]
        if not self.strategies:
            lines.append(f"  append: {DESCRIPTIONS['append']}")
        for name in self.strategies:
            values = self.settings(name)
            shown = ", ".join(f"{k}={json.dumps(v)}" for k, v in values.items())
            lines.append(f"  {name}: {DESCRIPTIONS[name]}")
            lines.append(f"    {shown}")
        kept = [  # set for a strategy not listed (and not its default): used when listed again
            f"{name}.{k}={json.dumps(v)}"
            for name, values in self.params.items()
            if name not in self.strategies
            for k, v in values.items()
            if v != check_params(name, module(name).PARAMS, {})[k]
        ]
        if kept:
            lines.append(f"  kept for when their strategy is listed again: {', '.join(kept)}")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return self.describe()


def compact_line(policy: Policy, window: int, reply_tokens: int = 0) -> float:
    """Where summarize compacts, as a share of the window (its threshold, or the window less its
    reserves; ``reply_tokens`` is the reply budget a reserve_output caps); 0 when the policy
    does not compact. What the meters mark."""
    if not policy.has("summarize") or not window:
        return 0.0
    values = policy.settings("summarize")
    return module("summarize").threshold_tokens(window, values, reply_tokens) / window


def server_context(policy: Policy) -> ServerContext:
    """What every request of a session with ``policy`` asks the provider's server to do."""
    if not any(policy.has(name) for name in SERVER):
        return ServerContext()

    def edit(name: str) -> Any:
        return module(name).server_edit(policy.settings(name)) if policy.has(name) else None

    return ServerContext(
        clear_tool_uses=edit("clear_tool_uses"),
        clear_thinking=edit("clear_thinking"),
        compaction=edit("server_compact"),
        previous_response=policy.has("previous_response"),
    )


def server_providers(policy: Policy) -> dict[str, tuple[str, ...]]:
    """The policy's provider-side strategies, each with the providers whose wire has it."""
    return {name: module(name).PROVIDERS for name in SERVER if policy.has(name)}


def never_act(policy: Policy, window: int) -> list[str]:
    """One line for each of the policy's strategies whose parameters can never let it act in a
    ``window``-token context (a strategy module's ``never_acts``): a warning, not an error, since
    the window may grow (``--window``, another model)."""
    lines = []
    for name in policy.strategies:
        check = getattr(module(name), "never_acts", None)
        reason = check(policy.settings(name), window) if check is not None else None
        if reason:
            lines.append(reason)
    return lines


def kept_params(params: dict[str, Any], listed: list[str]) -> dict[str, dict[str, Any]]:
    """The parameters of the strategies not ``listed``, kept for when they are listed again;
    a strategy's that no longer check (an older version's, a strategy gone) are left out."""
    kept = {}
    for name, values in params.items():
        if name in listed or not isinstance(values, dict):
            continue
        try:
            check_params(name, module(name).PARAMS, dict(values))
        except (ConfigError, TypeError, ValueError):
            continue
        kept[name] = dict(values)
    return kept


def parse_value(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        if "," in text:
            return [t.strip() for t in text.split(",") if t.strip()]
        return text


def parse_policy(words: list[str], current: Policy | dict[str, Any] | None = None) -> Policy:
    """``%ctx strategy`` arguments: strategy names replace the list (the parameters of strategies
    no longer listed are kept, so listing one again finds them), ``name.key=value`` sets a
    parameter (JSON values; ``a,b`` is a list), ``append`` alone clears the list. ``current`` may
    be a stored policy as a dict that no longer checks (an older version's), so that setting a
    new one mends it: an unlisted strategy's parameters that no longer check are dropped."""
    if isinstance(current, Policy):
        current = current.to_dict()
    current = current or {}
    strategies = list(current.get("strategies", DEFAULT_STRATEGIES))
    params = {k: dict(v) for k, v in (current.get("params") or {}).items()}
    names = [w for w in words if "=" not in w]
    if names:
        for n in names:
            if n not in NAMES:
                raise ConfigError(
                    f"unknown strategy {n!r};{did_you_mean(n, NAMES)} choose from {', '.join(NAMES)}"
                )
        strategies = [n for n in names if n != "append"]
        listed = {k: v for k, v in params.items() if k in strategies}
        params = {**kept_params(params, strategies), **listed}
    for a in (w for w in words if "=" in w):
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
    memo: dict[Any, Any] | None = None,
) -> tuple[list[Message], list[StrategyReport]]:
    """Run the policy's request-shaping strategies in order, each on the previous one's output.

    Returns the messages to send and one report per strategy run; the reports of strategies that
    acted carry their bookkeeping (before/after, tokens, first invalidated position). ``memo``
    (a dict the caller keeps between requests) lets a message-local strategy work only on the
    messages a request adds to the previous one's.
    """
    reports = []
    for name in policy.strategies:
        if name in APART or (only is not None and name not in only):
            continue
        ctx = make_context(name, policy.settings(name))
        messages, report = apply_one(name, messages, ctx, memo)
        reports.append(report)
    return messages, reports


def apply_one(
    name: str, messages: list[Message], ctx: StrategyContext, memo: dict[Any, Any] | None = None
) -> tuple[list[Message], StrategyReport]:
    """One request-shaping strategy on ``messages``; a report that acted gets its bookkeeping."""
    mod = module(name)
    if memo is not None and getattr(mod, "LOCAL", False):
        out, report = _apply_local(mod, messages, ctx, memo)
    else:
        out, report = mod.apply(messages, ctx)
    if report.acted:
        finish_report(report, messages, out, ctx.counter)
    return out, report


@dataclass
class _Local:
    """What a ``LOCAL`` strategy made of the messages it has seen, kept between requests."""

    seen: Seen = field(default_factory=Seen)  # the messages worked on
    done: History = field(default_factory=History)  # their output (the list given out)
    changes: list[PartChange] = field(default_factory=list)  # only grows (see ChangesSoFar)
    outputs: dict[str, str] = field(default_factory=dict)  # replaced, never changed
    note: str = ""


def _apply_local(
    mod: ModuleType, messages: list[Message], ctx: StrategyContext, memo: dict[Any, Any]
) -> tuple[list[Message], StrategyReport]:
    """A message-local strategy (``LOCAL``): the output for messages the last call saw is kept,
    so only the new ones are worked on. The result is what ``apply`` on the whole list gives.

    Nothing is copied that a request does not add: the output list given out last time grows
    in place unless someone still holds it (then it is copied first), and the report's changes
    are a view of a list that only grows.
    """
    key = (mod.NAME, json.dumps(ctx.settings, sort_keys=True))
    state = memo.get(key)
    if state is None:
        state = memo[key] = _Local()
    seen, state.seen = state.seen, Seen()  # an interrupt half way: start again next time
    old = len(seen)
    shared = seen.catch_up(messages)
    if shared < old or not old:  # a message it had worked on is not there: start again
        state.done, state.changes, state.outputs, state.note = History(), [], {}, ""
        shared = 0
    elif sys.getrefcount(state.done) > 2:  # (the attribute's and the call's)
        state.done = History(state.done)  # the list given out last time is still held
    out, new = mod.apply(messages[shared:], ctx)
    state.done.grow(out)
    state.changes += new.changes
    if new.outputs:
        state.outputs = {**state.outputs, **new.outputs}
    state.note = new.note or state.note
    state.seen = seen
    report = StrategyReport(
        strategy=mod.NAME,
        changes=ChangesSoFar(state.changes),  # type: ignore[arg-type]
        note=state.note,
        outputs=state.outputs,
    )
    return state.done, report
