"""Presets: the context policies real coding agents run, as ctxmagic policies.

A preset is data: a name, the strategies and their parameters, and where each rule comes from.
Applying one (``%ctx strategy preset opencode``) sets the session's policy to it; the lab
compares them (``%ctx lab --presets all``). Where a figure was read from a community analysis of
an agent rather than its own source or documentation, its source says so (``community``) and the
figure is a parameter like any other: ``%ctx strategy preset claude-code
summarize.reserve_tokens=20000`` changes it.

The registry is open: a strategy module may declare ``PRESETS``, a sequence of ``Preset`` (or of
dicts of its fields), and they are listed with the agents' presets; ``register`` adds one from
anywhere. Provider-side strategies (context management a provider runs for you) come as presets
of ``kind="provider"`` that name the providers they run on.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..errors import ConfigError
from ..hints import did_you_mean
from .policy import ORDER, Policy, kept_params, module, parse_policy

OPENCODE = "https://github.com/anomalyco/opencode/blob/dev/packages/opencode/src"
PI = "https://github.com/badlogic/pi-mono/blob/main/packages/coding-agent"
CODEX = "https://github.com/openai/codex/blob/main/codex-rs"
GOOSE = "https://github.com/block/goose/blob/main/crates/goose/src"


@dataclass(frozen=True)
class Source:
    """Where a rule of a preset comes from."""

    rule: str
    url: str
    community: bool = False  # read from a community analysis, not the agent's source or docs


@dataclass(frozen=True)
class Preset:
    """A named policy: strategies, their parameters, and the sources of its rules."""

    name: str
    agent: str  # who runs it, in words
    strategies: tuple[str, ...]
    params: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    description: str = ""
    sources: tuple[Source, ...] = ()
    kind: str = "agent"  # agent | provider
    providers: tuple[str, ...] = ()  # provider-side presets: the providers they run on

    def policy(self) -> Policy:
        """The preset as a session policy (checked; it names the preset)."""
        params = {k: dict(copy.deepcopy(v)) for k, v in self.params.items()}
        return Policy(list(self.strategies), params, preset=self.name)

    def runs_on(self, provider: str) -> bool:
        """Whether the preset applies to requests sent to (or billed as) ``provider``."""
        return not self.providers or provider in self.providers

    @property
    def uncertain(self) -> list[str]:
        return [s.rule for s in self.sources if s.community]


def _preset(value: Preset | Mapping[str, Any]) -> Preset:
    if isinstance(value, Preset):
        return value
    data = dict(value)
    data["strategies"] = tuple(data.get("strategies", ()))
    data["sources"] = tuple(
        s if isinstance(s, Source) else Source(**s) for s in data.get("sources", ())
    )
    data["providers"] = tuple(data.get("providers", ()))
    return Preset(**data)


AGENTS: tuple[Preset, ...] = (
    Preset(
        name="opencode",
        agent="opencode (TypeScript), sst/opencode now anomalyco/opencode",
        strategies=("truncate", "prune", "summarize"),
        params={
            "truncate": {"max_lines": 2000, "max_bytes": 50 * 1024},
            "prune": {
                "protect_turns": 2,
                "protect_tokens": 40_000,
                # opencode prunes when more than PRUNE_MINIMUM would be freed (pruned > 20,000)
                "minimum_freed": 20_001,
                "exclude_tools": ["skill"],
            },
            "summarize": {
                "reserve_output": 32_000,
                "keep_recent_share": 0.25,
                "keep_recent_min": 2_000,
                "keep_recent_tokens": 8_000,
                "keep_turns": 2,
                "cut": "message",
            },
        },
        description=(
            "cap each tool output at 2,000 lines / 50 KB; clear old tool outputs beyond the "
            "newest 40,000 tokens when more than 20,000 would be freed, never in the last two "
            "turns; compact when the context reaches the window less the reply budget (at most "
            "32,000), keeping up to the last two turns within 25% of that line (2,000 to 8,000 "
            "tokens), a turn split at a message when it does not fit"
        ),
        sources=(
            Source(
                "prune: PRUNE_PROTECT 40,000, PRUNE_MINIMUM 20,000 (pruned > PRUNE_MINIMUM), "
                "the last 2 user turns skipped, PRUNE_PROTECTED_TOOLS ['skill']; recent versions "
                "prune only with compaction.prune = true",
                f"{OPENCODE}/session/compaction.ts",
            ),
            Source(
                'a pruned output reads "[Old tool result content cleared]"',
                f"{OPENCODE}/session/message-v2.ts",
            ),
            Source(
                "overflow: the context (input + output + cache read + write) >= usable, where "
                "usable = the input limit - min(COMPACTION_BUFFER 20,000, max output) when the "
                "model has an input limit, else the window - max output; ctxmagic's catalog has "
                "no input limits, so the second applies",
                f"{OPENCODE}/session/overflow.ts",
            ),
            Source(
                "max output = min(the model's output limit, OUTPUT_TOKEN_MAX 32,000)",
                f"{OPENCODE}/provider/transform.ts",
            ),
            Source(
                "tail: DEFAULT_TAIL_TURNS 2, a budget of floor(usable x 0.25) clamped to "
                "MIN_PRESERVE_RECENT_TOKENS 2,000 .. MAX_PRESERVE_RECENT_TOKENS 8,000, a turn too "
                "big for what is left split at a later message (splitTurn)",
                f"{OPENCODE}/session/compaction.ts",
            ),
            Source(
                "tool output capped at MAX_LINES 2,000 / MAX_BYTES 50 KB, the rest saved to a file",
                f"{OPENCODE}/tool/truncation.ts",
            ),
        ),
    ),
    Preset(
        name="claude-code",
        agent="Claude Code (Anthropic)",
        strategies=("microcompact", "summarize"),
        params={
            "microcompact": {"keep_recent": 5, "idle_seconds": 0},
            "summarize": {
                "reserve_output": 20_000,
                "reserve_tokens": 13_000,
                "reinject_files": 5,
                "reinject_file_tokens": 5_000,
                "reinject_tokens": 50_000,
            },
        },
        description=(
            "auto-compact when the context passes the effective window (the window less "
            "min(reply budget, 20,000)) less a 13,000-token buffer; the summary replaces the whole "
            "history and the 5 most recently read files are re-sent after it (5,000 tokens each, "
            "50,000 in all); after a pause longer than the cache lives, clear all but the 5 newest "
            "results of the read, search, shell and edit tools"
        ),
        sources=(
            Source(
                "auto-compact threshold = effective window - 13,000 (AUTOCOMPACT_BUFFER_TOKENS), "
                "effective window = the window - min(max output, 20,000); "
                "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE can only lower it",
                "https://github.com/anthropics/claude-code/issues/31806",
                community=True,
            ),
            Source(
                "after a compaction, up to 5 recently read files are re-attached "
                "(POST_COMPACT_MAX_FILES_TO_RESTORE), 5,000 tokens each "
                "(POST_COMPACT_MAX_TOKENS_PER_FILE), 50,000 in all (POST_COMPACT_TOKEN_BUDGET), "
                "skipping files the kept messages show; Claude Code reads them again from disk, "
                "ctxmagic re-sends their latest view",
                "community readings of Claude Code's bundled compact.ts (e.g. "
                "https://github.com/bug-ops/zeph/issues/2699)",
                community=True,
            ),
            Source(
                "time-based micro-compaction: past a 60-minute gap since the last assistant "
                "message (its 1-hour cache), old results of Read, Bash, Grep, Glob, WebFetch, "
                "WebSearch, Edit and Write are cleared, keeping the 5 most recent (keepRecent)",
                "https://github.com/bug-ops/zeph/issues/2699, "
                "https://github.com/cnighswonger/claude-code-cache-fix/issues/36",
                community=True,
            ),
            Source(
                "/compact and auto-compaction summarise the conversation; the compaction docs",
                "https://docs.anthropic.com/en/docs/claude-code/costs#reduce-token-usage",
            ),
        ),
    ),
    Preset(
        name="codex",
        agent="Codex CLI (OpenAI), codex-rs",
        strategies=("truncate", "summarize"),
        params={
            "truncate": {"max_lines": 10_000_000, "max_bytes": 10_000},
            "summarize": {"threshold": 0.9, "keep_user_tokens": 20_000},
        },
        description=(
            "cap each tool output at 10,000 bytes; compact at 90% of the window into the initial "
            "context (system prompt, project files, tools), the newest user messages up to "
            "20,000 tokens, and the summary; no assistant message or tool result is kept"
        ),
        sources=(
            Source(
                "auto_compact_token_limit defaults to context_window x 9 / 10",
                f"{CODEX}/protocol/src/openai_models.rs",
            ),
            Source(
                "build_compacted_history: the initial context, the user messages newest first "
                "within COMPACT_USER_MESSAGE_MAX_TOKENS 20,000 (the one that does not fit "
                "truncated), then the summary as a user message",
                f"{CODEX}/core/src/compact.rs",
            ),
            Source(
                "tool output truncated to TruncationPolicyConfig::bytes(10_000) by default; Codex "
                "keeps its start and end, ctxmagic's truncate its start and a file",
                f"{CODEX}/core/src/models_manager/model_info.rs",
            ),
        ),
    ),
    Preset(
        name="pi",
        agent="pi coding agent (badlogic/pi-mono)",
        strategies=("truncate", "summarize"),
        params={
            "truncate": {"max_lines": 2000, "max_bytes": 50 * 1024},
            "summarize": {
                "reserve_tokens": 16_384,
                "keep_recent_tokens": 20_000,
                "cut": "message",
            },
        },
        description=(
            "cap each tool output at 2,000 lines / 50 KB; compact when the context passes the "
            "window less 16,384 reserve tokens, keeping the most recent 20,000 tokens verbatim, "
            "cut at a user or assistant message (never at a tool result)"
        ),
        sources=(
            Source(
                "shouldCompact: contextTokens > contextWindow - reserveTokens; "
                "DEFAULT_COMPACTION_SETTINGS reserveTokens 16,384, keepRecentTokens 20,000",
                f"{PI}/src/core/compaction/compaction.ts",
            ),
            Source(
                "findCutPoint: valid cut points are user and assistant messages (a turn split "
                "when one turn is over the budget), never tool results",
                f"{PI}/docs/compaction.md",
            ),
            Source(
                "tool output: DEFAULT_MAX_LINES 2,000, DEFAULT_MAX_BYTES 50 KB",
                f"{PI}/src/core/tools/truncate.ts",
            ),
        ),
    ),
    Preset(
        name="goose",
        agent="goose (Block)",
        strategies=("summarize",),
        params={"summarize": {"threshold": 0.8}},
        description=(
            "compact at 80% of the window into one summary of the whole conversation; the "
            "latest user message is sent again after it"
        ),
        sources=(
            Source(
                "DEFAULT_COMPACTION_THRESHOLD 0.8 (GOOSE_AUTO_COMPACT_THRESHOLD), usage_ratio > "
                "threshold; compact_messages summarises every message and re-adds the most "
                "recent user message",
                f"{GOOSE}/context_mgmt/mod.rs",
            ),
        ),
    ),
    Preset(
        name="opencode-go",
        agent="opencode (Go, the seed's), ctxmagic's default",
        strategies=("truncate", "summarize"),
        params={"summarize": {"threshold": 0.95}},
        description=(
            "cap each tool output at 2,000 lines / 50 KB; compact at 95% of the window "
            "(prompt + output of the last response); a new session's default"
        ),
        sources=(
            Source(
                "auto-compact after a response when the session's prompt + completion tokens >= "
                "0.95 x the context window (internal/tui/tui.go:335-341 of the seed's snapshot)",
                "https://github.com/opencode-ai/opencode/blob/main/internal/tui/tui.go",
            ),
        ),
    ),
)

ANTHROPIC_DOCS = "https://platform.claude.com/docs/en/build-with-claude"
OPENAI_DOCS = "https://developers.openai.com/api/docs/guides"

# The context management providers run on their servers, with the APIs' defaults; listed once
# the provider-side strategies they use are ctxmagic strategies (``policy.ORDER``).
PROVIDER_SIDE: tuple[Preset, ...] = (
    Preset(
        name="anthropic-context-editing",
        agent="Anthropic's server: context editing",
        strategies=("clear_tool_uses",),
        params={"clear_tool_uses": {"trigger": 100_000, "keep": 3}},
        description=(
            "the server clears the oldest tool results once the prompt passes 100,000 tokens, "
            "keeping the 3 most recent tool uses"
        ),
        sources=(
            Source(
                "clear_tool_uses_20250919: trigger 100,000 input tokens and keep 3 tool uses by "
                "default",
                f"{ANTHROPIC_DOCS}/context-editing",
            ),
        ),
        kind="provider",
        providers=("anthropic",),
    ),
    Preset(
        name="anthropic-compaction",
        agent="Anthropic's server: compaction",
        strategies=("server_compact",),
        params={"server_compact": {"trigger": 150_000}},
        description="the server summarises the conversation once the prompt passes 150,000 tokens",
        sources=(
            Source(
                "compact_20260112: trigger 150,000 input tokens by default (50,000 at least)",
                f"{ANTHROPIC_DOCS}/compaction",
            ),
        ),
        kind="provider",
        providers=("anthropic",),
    ),
    Preset(
        name="openai-compaction",
        agent="OpenAI's Responses API: server-side compaction",
        strategies=("server_compact",),
        params={"server_compact": {"trigger": 150_000}},
        description="the server compacts the conversation once it passes compact_threshold",
        sources=(Source("context_management compaction", f"{OPENAI_DOCS}/compaction"),),
        kind="provider",
        providers=("openai-responses",),
    ),
)

_REGISTERED: dict[str, Preset] = {}


def register(preset: Preset | Mapping[str, Any]) -> Preset:
    """Add a preset to the registry (a name already taken is refused); it is checked here."""
    made = _preset(preset)
    if made.name in names():
        raise ConfigError(f"a preset named {made.name!r} exists already")
    made.policy()  # an unknown strategy or a bad parameter fails here
    _REGISTERED[made.name] = made
    return made


def _declared() -> list[Preset]:
    """The presets strategy modules declare (``PRESETS``), in the strategies' order."""
    out = []
    for name in ORDER:
        for value in getattr(module(name), "PRESETS", ()):
            out.append(_preset(value))
    return out


def available(preset: Preset) -> bool:
    """Whether every strategy the preset uses is one of ctxmagic's."""
    return all(name in ORDER for name in preset.strategies)


def all_presets() -> dict[str, Preset]:
    """Every preset by name: the agents', the providers' (when their strategies exist), those
    strategy modules declare, then registered ones."""
    out: dict[str, Preset] = {}
    provider_side = [p for p in PROVIDER_SIDE if available(p)]
    for preset in [*AGENTS, *provider_side, *_declared(), *_REGISTERED.values()]:
        out.setdefault(preset.name, preset)
    return out


def names() -> list[str]:
    return list(all_presets())


def get(name: str) -> Preset:
    presets = all_presets()
    if name not in presets:
        hint = did_you_mean(name, presets)
        raise ConfigError(
            f"unknown preset {name!r};{hint} choose from {', '.join(presets)} "
            "(`%ctx strategy presets` lists them)"
        )
    return presets[name]


def choose(words: Iterable[str], provider: str = "") -> list[Preset]:
    """The presets ``words`` name (``all``: every one that runs on ``provider``)."""
    chosen: list[Preset] = []
    for word in words:
        if word == "all":
            chosen += [p for p in all_presets().values() if p.runs_on(provider)]
        else:
            chosen.append(get(word))
    seen: set[str] = set()
    return [p for p in chosen if not (p.name in seen or seen.add(p.name))]


def named(policy: Policy) -> Policy:
    """``policy`` carrying the name of the preset it is, or no name when it is none."""
    name = next((p.name for p in all_presets().values() if p.policy().same_as(policy)), "")
    return Policy(policy.strategies, policy.params, preset=name)


def parse(words: list[str], current: Policy | dict[str, Any] | None = None) -> Policy:
    """``%ctx strategy`` words: ``preset NAME [strategy.param=value ...]`` starts from a
    preset's policy, anything else is ``policy.parse_policy``; the result names the preset it
    is, so a preset with a parameter changed no longer claims the preset's name."""
    if words and words[0].lower() == "preset":
        if len(words) < 2 or "=" in words[1]:
            raise ConfigError(
                f"%ctx strategy preset NAME: name a preset; choose from {', '.join(names())}"
            )
        extra = [w for w in words[2:] if "=" not in w]
        if extra:
            raise ConfigError(
                f"%ctx strategy preset {words[1]}: {extra[0]!r} is not a parameter; after the "
                "preset's name write strategy.param=value, e.g. summarize.threshold=0.8"
            )
        base = get(words[1]).policy()
        if current:  # the parameters set for strategies the preset does not list stay
            stored = current.to_dict() if isinstance(current, Policy) else current
            params = stored.get("params")
            kept = kept_params(params if isinstance(params, dict) else {}, base.strategies)
            base = Policy(base.strategies, {**kept, **base.params}, preset=base.preset)
        return named(parse_policy(words[2:], base) if words[2:] else base)
    return named(parse_policy(words, current))
