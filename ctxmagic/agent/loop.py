"""The agent loop: one user turn = request, run the tool calls, append the results, repeat.

``Agent.turn(prompt)`` is a generator of events (text deltas, tool start/end, per-request usage,
finish) so the display, a test, or a user's ``for event in agent.turn(...)`` all see every step.

An agent lives across turns and holds its session in memory: the live messages (from the latest
summary on), their token counts, the provider with its cache state. A step counts and stores only
what it adds; the store is read again only when the session's version shows a write this agent
did not make (another process, or an interrupt between a commit and the memory update). Each
step's writes are one transaction, made when the request they belong to is sent or answered.

If the turn is interrupted (KeyboardInterrupt, or the consumer closing the generator) the
``finally`` block reads what was committed and saves the streamed text and an "interrupted"
result for every call left unanswered, so the session always reloads as a valid history.
"""

from __future__ import annotations

import bisect
import copy
import json
import sys
import time
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..context import composition as sources
from ..context import policy as policies
from ..context import summarize
from ..context.assemble import (
    Pairing,
    dangling_calls,
    history_from_summary,
    interrupted_results,
    repair_message,
    system_blocks,
    unwrap_server_compaction,
    well_formed,
)
from ..context.policy import Policy
from ..context.strategy import (
    StrategyContext,
    StrategyReport,
    change,
    common_prefix,
    finish_report,
    message_keys,
    part_key,
    positions,
    sendable,
)
from ..context.truncate import save_output, truncate_output
from ..errors import ConfigError, ContextOverflowError, CtxMagicError, ProviderError
from ..messages.folds import (
    History,
    Running,
    list_mark,
    list_rewind,
    value_mark,
    value_rewind,
)
from ..messages.ids import advance_past, new_id, now_ms
from ..messages.parts import (
    CompactionPart,
    FinishPart,
    Message,
    ReasoningPart,
    ServerCompactionPart,
    StepUsagePart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
    live_from,
    server_compaction,
)
from ..model.catalog import ModelInfo
from ..model.request import (
    AppliedEdit,
    Prepared,
    Provider,
    ProviderRequest,
    ProviderResponse,
    ReasoningDelta,
    RetryNotice,
    ServerContext,
    SummaryTask,
    SystemBlock,
    TextDelta,
)
from ..model.server_edits import plan_edits
from ..model.tokens import TokenCounter, calibrate
from ..model.usage import Usage
from ..safety import redact as redaction
from ..safety.limits import check_setting
from ..safety.permissions import ALLOW_ALL, Answer, PermissionPolicy, Verdict, refusal
from ..safety.redact import StreamRedactor
from ..store.database import SERVER_COMPACTION, RequestRecord, Session, SessionBusy, Store
from ..store.lease import TurnLease
from ..tools.base import ToolContext
from ..tools.registry import TOOLS, run_tool, tool_specs
from ..tools.task import TASK_TOOL
from .events import (
    Event,
    StepFinished,
    StepStarted,
    StrategyApplied,
    ToolFinished,
    ToolStarted,
    TurnFinished,
    TurnStarted,
)
from .subagents import TaskRunner, task_outcome
from .title import TitleAgent, provisional_title

MIN_REPLY_TOKENS = 256  # the least room for an answer a turn is started with
CACHE_TTL_MS = {"5m": 300_000, "1h": 3_600_000}  # the cache lifetimes a session may ask for


@dataclass
class AgentSettings:
    workspace: Path
    max_steps: int = 25
    bash_timeout: float = 60.0
    context_window: int = 0  # 0: the model's
    max_output_tokens: int = 0  # 0: the model's default, clamped to half the window
    cache_policy: str = "opencode"
    cache_ttl: str = "5m"
    thinking_budget: int = 0
    tools: tuple[str, ...] = tuple(TOOLS)
    system_prompt: str | None = None
    permissions: PermissionPolicy | None = None  # None: every call runs (no policy)
    bash_sandbox: str = "off"  # auto | on | off (safety/bwrap.py)
    protected: tuple[str, ...] = ()  # the session store's files, hidden from bash's sandbox


# Asked before a call the policy marks ``ask``; returns the user's answer (None: no one to ask).
Approver = Callable[[ToolCallPart, Verdict], Answer]


@dataclass(frozen=True)
class Preview:
    """The next request as it would be sent now, and how much of it the last one shared."""

    prepared: Prepared
    reports: list[StrategyReport]
    keys: list[str]
    cached: int  # leading positions shared with the previous request (a prefix cache serves)
    # what the provider's server is expected to clear from it (ctxmagic's count, the rules of
    # model/server_edits.py): the provider-side strategies' share of the picture
    server_edits: list[AppliedEdit] = field(default_factory=list)


@dataclass(frozen=True)
class Summarizer:
    """Who writes summaries: a provider and model (no tools), priced as ``pricing``."""

    provider: Provider
    model: ModelInfo
    pricing: ModelInfo
    max_tokens: int = 0  # 0: up to 8192, within the model's output budget


class Agent:
    """Runs the turns of one session against one provider and model, keeping it in memory."""

    def __init__(
        self,
        store: Store,
        session: Session | str,
        provider: Provider,
        model: ModelInfo,
        settings: AgentSettings,
        *,
        pricing: ModelInfo | None = None,
        counter: TokenCounter | None = None,
        policy: Policy | None = None,
        summarizer: Summarizer | None = None,
        tasks: TaskRunner | None = None,
    ) -> None:
        self.store = store
        self.tasks = tasks  # runs task calls in child sessions (None: the task tool refuses)
        self.titler: TitleAgent | None = None  # names the session after its first turn
        self.session = session if isinstance(session, Session) else store.get_session(session)
        self.provider = provider
        self.model = model
        self.pricing = pricing or model
        self.settings = settings
        self.counter = counter or TokenCounter.for_model(self.pricing)
        if self.counter.estimated:
            learnt = store.calibration(self.pricing.id)
            if learnt:
                self.counter.factor = learnt[0]
        self.policy = policy or Policy.from_dict(self.session.strategy)
        self.summarizer = summarizer or Summarizer(provider, model, self.pricing)
        self.tool_context = ToolContext(
            workspace=Path(settings.workspace),
            bash_timeout=settings.bash_timeout,
            bash_sandbox=settings.bash_sandbox,
            session_id=self.session.id,
            protected=settings.protected,
        )
        self.holder = new_id("agent")  # this agent's name on the session's lease
        self.history: History = History()  # the live messages, in stored order
        self.loaded_version = -1  # the session version ``history`` reflects
        self.call_ids: set[str] | None = None  # every tool call id of the session (lazy)
        self._turn_start_id: str | None = None  # the user message of the turn in progress
        self._base: tuple[list[SystemBlock], list[dict[str, Any]]] | None = None
        # the lease of the turn or compaction running (weak: an interrupt that skips the
        # cleanup must not keep it, and its renewal thread, alive)
        self._lease: weakref.ref[TurnLease] | None = None
        # Figures over the history and the request, extended message by message (see Running)
        self._history_calls = Running(Pairing, Pairing.add, same=Pairing.alike)
        self._request_calls = Running(Pairing, Pairing.add, same=Pairing.alike)
        self._request_tokens = Running(
            lambda: (0, 0), self._add_tokens, mark=value_mark, rewind=value_rewind
        )
        self._request_keys: Running[list[str]] = Running(
            list, _add_keys, mark=list_mark, rewind=list_rewind
        )
        self._runs = sources.RunsFold(self.counter)  # each request's sources (composition)
        self._strategy_memo: dict[Any, Any] = {}  # message-local strategies' last results
        self._server_of: tuple[Policy, ServerContext] | None = None  # see server()
        self._tools_key: tuple[list[dict[str, Any]], str] | None = None  # specs, their key
        self.pending: dict[str, Any] = {}  # session fields the next turn writes (a switch)
        # Seams for the strategy lab, which replays a recorded session: how a tool call runs
        # (the recorded result instead), and a fixed system context (the recorded one)
        self.run_call: Callable[[ToolCallPart, ToolContext], Any] = run_call
        self.fixed_base: tuple[list[SystemBlock], list[dict[str, Any]]] | None = None
        self.record_keys = True  # each request's part keys, for ``%ctx parts`` (a replay: not)
        # a prompt over this many tokens is refused unread (a replay's provider; 0: none is)
        self.refused_over = 0
        # explains each request's cache misses (``providers/cache_watch.py``; None: not done)
        self.cache_watch: Callable[[ProviderRequest, Usage], Any] | None = None
        self._changes: list[tuple[str, int]] = []  # a compaction since the last request
        # how long the provider keeps a cached prefix (the runtime sets it from the model's
        # cache rules; what time-based strategies wait for): by default the session's TTL
        self.cache_lifetime_ms = CACHE_TTL_MS.get(settings.cache_ttl, 0)
        # the time strategies see and answers are stamped with (a replay: the recorded times)
        self.clock: Callable[[], int] = now_ms
        self.approver: Approver | None = None  # who answers the policy's "ask" (None: refuse)
        self.grants: list[tuple[str, str]] = []  # "always allow" answers, kept by the runtime

    @property
    def session_id(self) -> str:
        return self.session.id

    @property
    def context_window(self) -> int:
        return self.settings.context_window or self.model.context_window

    @property
    def max_tokens(self) -> int:
        budget = (
            self.settings.max_output_tokens or self.model.default_output or self.model.max_output
        )
        return max(min(budget, self.context_window // 2 if self.context_window else budget), 1)

    def reply_tokens(self, prompt_tokens: int) -> int:
        """``max_tokens`` for a request whose prompt counts ``prompt_tokens``: the reply budget,
        cut to the room the window leaves. Anthropic refuses a prompt plus ``max_tokens`` over
        the window ("input length and `max_tokens` exceed context limit"), so an uncut 64k
        budget on a 200k window would be refused from 68% and the compaction line (95%) never
        reached. Never below ``MIN_REPLY_TOKENS`` (plus a thinking budget, which must stay
        below it): with less room than that the provider's refusal compacts and retries."""
        budget = self.max_tokens
        if not self.context_window:
            return budget
        floor = min(MIN_REPLY_TOKENS + max(self.settings.thinking_budget, 0), budget)
        return max(min(budget, self.context_window - prompt_tokens), floor)

    # Memory and the store -----------------------------------------------------------------
    def sync(self) -> None:
        """Make memory what is committed: reload when the session's version moved under us."""
        version = self.store.session_version(self.session_id)
        if version is None:
            self.session = self.store.get_session(self.session_id)  # raises SessionNotFound
        if version == self.loaded_version:
            return
        self.session = self.store.get_session(self.session_id)
        self.history = History(
            self.store.live_messages(self.session_id, self.session.summary_message_id)
        )
        self.loaded_version = self.session.version
        self.call_ids = None

    def commit(
        self,
        add: list[Message] = (),  # type: ignore[assignment]
        update: list[Message] = (),  # type: ignore[assignment]
        requests: list[RequestRecord] = (),  # type: ignore[assignment]
        **session: Any,
    ) -> Session:
        """Write one step through the store, then apply it to memory (never the other way round,
        so memory never holds what was not committed)."""
        lease = self._lease() if self._lease is not None else None
        if lease is not None and lease.lost:
            raise SessionBusy(
                f"session {self.session_id}: this turn lost its lease (the database was locked "
                "for longer than the lease lasts) and another kernel took the session over"
            )
        redactor = redaction.current()
        for message in [*add, *update]:
            for part in message.parts:  # no fragment of a key is ever stored (or sent again)
                redactor.part(part)
            self.counter.raw_parts(message)  # persisted with the message
        session = {k: redactor.value(v) for k, v in session.items()}
        committed = self.store.commit(
            self.session_id, add=add, update=update, requests=requests, session=session
        )
        # memory is not trusted while it is being updated: an interrupt half way means a reload
        expected, self.loaded_version = self.loaded_version + 1 + len(add) + len(update), -1
        # when no request, report or caller holds the list (2: this attribute's reference and
        # the call's), it changes in place, where a copy would cost every step of a long
        # session the whole history
        owned = sys.getrefcount(self.history) <= 2
        history = self.history if owned else History(self.history)
        if update:
            _replace_by_id(history, update)
        history.grow(add)
        if committed.summary_message_id != self.session.summary_message_id:
            summary = next(m for m in add if m.id == committed.summary_message_id)
            start = live_from(summary)
            history = History(m for m in history if m.id >= start)
        self.history = history
        if self.call_ids is not None:
            self.call_ids.update(c.id for m in add for c in m.tool_calls)
        self.session = committed
        # a version we did not expect means another writer: reload at the next sync
        self.loaded_version = committed.version if committed.version == expected else -1
        return committed

    def _catch_up(self) -> None:
        """Under the lease: read what other processes wrote, and make this process's new ids
        sort after theirs (a turn may start in the millisecond another one ended)."""
        self.sync()
        if self.history:
            advance_past(max(m.id for m in self.history[-2:]))

    def repair(self) -> list[Message]:
        """Store an "interrupted" result for every tool call left without one (crash, kill)."""
        if not self._history_calls.over(self.history).unanswered:
            return []
        repaired = [repair_message(m, calls) for m, calls in dangling_calls(self.history)]
        self.commit(add=repaired)
        return repaired

    def _unique_calls(self, parts: list[Any]) -> None:
        """Rename tool call ids the session already has (some servers repeat ``call_0``)."""
        if self.call_ids is None:
            self.call_ids = self.store.tool_call_ids(self.session_id)
        known, seen = self.call_ids, set()  # the session's, and this response's (no copy)
        for part in parts:
            if isinstance(part, ToolCallPart):
                if not part.id or part.id in known or part.id in seen:
                    base, n = part.id or "call", 2
                    while f"{base}_{n}" in known or f"{base}_{n}" in seen:
                        n += 1
                    part.id = f"{base}_{n}"
                seen.add(part.id)

    # Assembly -----------------------------------------------------------------------------
    def base_context(self) -> tuple[list[SystemBlock], list[dict[str, Any]]]:
        """System blocks and tool specs: the part of the request no message strategy touches.

        Built once per turn: a memory note or a file edited mid-turn would otherwise change the
        system prompt, and with it every cached prefix, at the next step.
        """
        if self.fixed_base is not None:
            return self.fixed_base
        if self._base is not None:
            return self._base
        base = base_context(self.settings, self.policy, self.counter)
        if self._turn_start_id:
            self._base = base
        return base

    def _room(self, system: list[SystemBlock], tools: list[dict[str, Any]]) -> int:
        """Tokens the window leaves beside the system prompt and the tool definitions."""
        base = sum(self.counter.text(b.text) for b in system) + self.counter.tools(tools)
        return max(self.context_window - base, 0)

    def _budget(self, system: list[SystemBlock], tools: list[dict[str, Any]]) -> int:
        """The strategies' budget for the messages: the room less a whole reply budget."""
        return max(self._room(system, tools) - self.max_tokens, 0)

    def _context(
        self, settings: dict[str, Any], budget: int, fits: int = 0, **flags: bool
    ) -> StrategyContext:
        return StrategyContext(
            counter=self.counter,
            window=self.context_window,
            budget=budget,
            fits=fits,
            context_tokens=self.session.context_tokens,
            settings=settings,
            workspace=Path(self.settings.workspace),
            session_id=self.session_id,
            now_ms=self.clock(),
            reply_tokens=self.max_tokens,
            cache_ttl_ms=self.cache_lifetime_ms,
            refused_over=self.refused_over,
            **flags,
        )

    def prepare(
        self, *, sync: bool = True, extra: list[Message] | None = None
    ) -> tuple[Prepared, list[StrategyReport]]:
        """Assemble the next request from memory and run the policy's strategies on it (pure:
        what a strategy wants kept is in its report, stored when the request is sent).
        ``extra``: messages not stored, after the history (a prompt not sent yet)."""
        if sync:
            self.sync()
        system, tools = self.base_context()
        stored = self.history + extra if extra else self.history
        history = self._carried(history_from_summary(stored, self.session.summary_message_id))
        room = self._room(system, tools)
        budget = max(room - self.max_tokens, 0)  # self._budget
        fits = max(room - MIN_REPLY_TOKENS, 0) if self.context_window else 0
        messages, reports = policies.run(
            history,
            self.policy,
            lambda name, values: self._context(values, budget, fits),
            memo=self._strategy_memo,
        )
        reports = [r for r in reports if r.acted]
        if not self._request_calls.over(messages).valid:
            messages = well_formed(messages)
        return Prepared(system=system, tools=tools, messages=messages), reports

    def server(self) -> ServerContext:
        """What each request asks the provider's server to do (the policy's provider-side
        strategies), made once per policy."""
        cached = self._server_of
        if cached is None or cached[0] is not self.policy:
            cached = self._server_of = (self.policy, policies.server_context(self.policy))
        return cached[1]

    def _carried(self, history: list[Message]) -> list[Message]:
        """``history`` with a server compaction at its head sent as the provider's block when
        the request can carry it back (server compaction asked of the provider that made it),
        else as a user message of its summary."""
        part = server_compaction(history[0]) if history else None
        if part is None:
            return history
        if self.server().compaction is not None and part.provider == self.pricing.provider:
            return history
        return unwrap_server_compaction(history)

    def check_server(self) -> None:
        """Refuse a turn whose policy asks the server for what its provider cannot do (before
        anything is written): one line naming the strategies and the providers that have them."""
        wanted = policies.server_providers(self.policy)
        if not wanted:
            return
        able = getattr(self.provider, "server_side", frozenset())
        missing = [name for name in wanted if name not in able]
        if missing:
            where = sorted({p for name in missing for p in wanted[name]})
            who = getattr(self.provider, "server_label", "") or repr(self.provider.name)
            raise ConfigError(
                f"{', '.join(missing)}: the provider {who} cannot be asked for "
                f"{'it' if len(missing) == 1 else 'them'} (only {' or '.join(where)}, or the "
                "offline model simulating one); use such a provider, or leave "
                f"{'it' if len(missing) == 1 else 'them'} out with %ctx strategy"
            )

    def preview(self) -> Preview:
        """``%ctx parts``: the next request, computed and not sent (nothing is written)."""
        prepared, reports = self.prepare()
        keys = self.request_keys(prepared)
        stored = self.store.last_request_keys(self.session_id)  # what was sent, as committed
        edits = plan_edits(
            prepared.messages, self.server(), self.count(prepared), self.counter.text
        )
        return Preview(
            prepared, reports, keys, common_prefix(keys, stored[0] if stored else []), edits
        )

    def count(self, prepared: Prepared) -> int:
        c = self.counter
        raw, fixed = self._request_tokens.over(prepared.messages)
        return (
            sum(c.text(b.text) for b in prepared.system)
            + c.tools(prepared.tools)
            + c.scale(raw, fixed)
        )

    def composition(
        self,
        prepared: Prepared,
        response: ProviderResponse | None = None,
        message: Message | None = None,
    ) -> sources.Composition:
        """The request's tokens by source: as ``response`` billed them (its prompt and its
        output, which ``message`` holds), or ctxmagic's count of it when it was not sent."""
        runs = self._runs(prepared)
        if response is None:
            return sources.of_request(runs)
        output = sources.response_runs(message or response.parts, self.counter)
        return sources.of_request(runs, response.usage, output)

    def _add_tokens(self, total: tuple[int, int], message: Message) -> tuple[int, int]:
        raw, fixed = self.counter.message_raw(message)
        return total[0] + raw, total[1] + fixed

    def request_keys(self, prepared: Prepared) -> list[str]:
        """One content key per request position (system blocks, tool specs, message parts)."""
        keys = [part_key("system", TextPart(b.text)) for b in prepared.system]
        last = self._tools_key
        if last is None or last[0] != prepared.tools:  # the same specs, step after step
            key = part_key("tools", TextPart(json.dumps(prepared.tools, sort_keys=True)))
            last = self._tools_key = (copy.deepcopy(prepared.tools), key)
        keys.append(last[1])
        return keys + self._request_keys.over(prepared.messages)

    def request(
        self,
        prepared: Prepared,
        counted: int | None = None,
        *,
        changes: list[tuple[str, int]] | tuple[()] = (),
    ) -> ProviderRequest:
        """The provider request for ``prepared``; ``counted`` is its token count when the caller
        has it (the step does), else it is counted here; ``changes`` says which strategies
        changed its messages, from which request position."""
        if counted is None:
            counted = self.count(prepared)
        return ProviderRequest(
            model=self.model,
            system=prepared.system,
            tools=prepared.tools,
            messages=prepared.messages,
            max_tokens=self.reply_tokens(counted),
            session_id=self.session_id,
            cache_policy=self.settings.cache_policy,
            cache_ttl=self.settings.cache_ttl,
            thinking_budget=self.settings.thinking_budget,
            context_window=self.context_window,
            changes=tuple(changes),
            server=self.server(),
        )

    def _cache_miss(self, request: ProviderRequest, usage: Usage) -> dict[str, Any] | None:
        """Why ``request`` read no more from cache (``model/cachemiss.py``), as stored. A
        diagnostic that fails says so in its place: it must not cost the turn its answer."""
        if self.cache_watch is None:
            return None
        try:
            return self.cache_watch(request, usage).to_dict()
        except Exception as exc:  # noqa: BLE001 - shown in %ctx requests, never raised
            return {"error": f"{type(exc).__name__}: {exc}"}

    def setup(self) -> dict[str, Any]:
        """What shaped this step's request besides the session's policy and the model: kept with
        its record so a replay (the strategy lab) can send it again as it was sent."""
        s = self.settings
        return {
            "cache_policy": s.cache_policy,
            "cache_ttl": s.cache_ttl,
            "compact_threshold": self.policy.settings("summarize")["threshold"],
            "max_output_tokens": s.max_output_tokens,
        }

    # The loop -----------------------------------------------------------------------------
    def _applied(self, reports: list[StrategyReport], prepared_system: int) -> Iterator[Event]:
        for report in reports:
            yield StrategyApplied(report, prepared_system + 1, self.session)

    def turn(
        self, prompt: str, *, max_steps: int = 0, metadata: dict[str, Any] | None = None
    ) -> Iterator[Event]:
        """One user turn, under the session's lease; ``max_steps`` overrides the settings';
        ``metadata`` is kept on the user message (the notebook cell that ran the turn)."""
        if not prompt.strip():
            raise ConfigError("the prompt is empty: write the request in the cell body")
        if max_steps:
            check_setting("max_steps", max_steps, where="max_steps")
        check_window(self.context_window, self.base_context(), self.counter, prompt)
        self.check_server()
        with self._leased():
            yield from self._turn(prompt, max_steps or self.settings.max_steps, metadata or {})
        if (
            self.titler is not None
        ):  # after the first turn, in the background (ctxmagic.agent.title)
            self.titler.start(self.store, self.session, prompt, self._retitled)

    def _retitled(self, title: str) -> None:
        """The title agent committed a title: memory follows (the version did not move)."""
        self.session.title = title

    @contextmanager
    def _leased(self) -> Iterator[None]:
        """Hold the session's lease: no other kernel writes this session meanwhile."""
        with TurnLease(self.store, self.session_id, self.holder) as lease:
            self._lease = weakref.ref(lease)
            del lease  # no frame keeps it (a traceback keeps its frames' variables)
            yield

    def _turn(self, prompt: str, max_steps: int, metadata: dict[str, Any]) -> Iterator[Event]:
        self._catch_up()
        self.repair()
        user = Message(
            role="user", parts=[TextPart(prompt)], session_id=self.session_id, metadata=metadata
        )
        fields = dict(self.pending)  # a provider or model switch is written with the prompt
        if not self.session.title:
            fields["title"] = provisional_title(prompt)
        self.commit(add=[user], **fields)
        self.pending = {}
        turn = self.session.turn_count
        usage = task_usage = Usage()
        cost = task_cost = 0.0
        saved: list[str] = [user.id]
        streamed: list[str] = []  # text of the response being streamed
        answer_id: str | None = None  # id the response being streamed will be stored under
        results: dict[str, ToolResultPart] = {}  # results of the tool calls being run
        reason = "interrupted"
        error: str | None = None
        step = 0
        paused = -1  # the step a paused server compaction last repeated
        overflow_retried = False
        setup = self.setup()  # settings change between cells, never within a turn
        try:
            self._turn_start_id, self._base = user.id, None
            yield TurnStarted(self.session, turn, user, self.context_window)
            while True:
                if step >= max_steps:
                    reason = "step_limit"
                    break
                step += 1
                yield from self._compact_if_due()
                prepared, reports = self.prepare(sync=False)
                yield from self._applied(reports, len(prepared.system))
                self._save_outputs(reports)
                counted = self.count(prepared)
                yield StepStarted(step, counted)
                started = now_ms()
                t0 = time.monotonic()
                streamed, answer_id = [], new_id("msg")
                offset = len(prepared.system) + 1  # message positions -> request positions
                changes = self._changes + [
                    (r.strategy, offset + r.first_invalidated)
                    for r in reports
                    if r.first_invalidated is not None
                ]
                request = self.request(prepared, counted, changes=changes)
                try:
                    response = yield from self._stream(request, streamed)
                except ContextOverflowError:
                    if overflow_retried or not self.policy.has("summarize"):
                        raise
                    overflow_retried = True  # compact and retry this step, once
                    step -= 1
                    streamed = []
                    yield from self._compact(overflow=True)
                    continue
                self._account(response, counted)
                shadow = getattr(self.provider, "shadow", None)  # a real provider's simulator
                if shadow is not None:
                    shadow.observe(request, started)
                latency = int((time.monotonic() - t0) * 1000)
                assistant, record = self._response(response, turn, step, started, latency)
                assistant.id = record.message_id = answer_id
                if self.record_keys:
                    record.part_keys = self.request_keys(prepared)
                # as JSON text, as the store keeps it and gives it back
                found = self.composition(prepared, response, assistant)
                record.composition = json.dumps(found.to_json(), separators=(",", ":"))
                record.setup = setup
                record.cache_miss = self._cache_miss(request, response.usage)
                self._changes = []
                persist = [m for r in reports for m in r.persist]
                if server_compaction(assistant) is None:
                    # (the history, and a strategy's output, may then grow in place)
                    prepared = reports = request = found = None  # type: ignore[assignment]
                    self.commit(add=[assistant], update=persist, requests=[record])
                else:  # the server compacted: a new compaction point, its request billed apart
                    extra = yield from self._server_compacted(
                        assistant, record, response, prepared, persist
                    )
                    usage += extra.usage
                    cost += extra.cost
                streamed = []
                saved.append(assistant.id)
                if response.finish_reason == "compaction":
                    # paused after the summary: the request was the compaction's, not a step
                    if paused == step:  # twice in a row: it would never end
                        reason = "error"
                        error = (
                            "the server compacted twice in a row without the model answering: "
                            "the compacted context is still over server_compact.trigger; raise "
                            "it (%ctx strategy server_compact.trigger=N)"
                        )
                        break
                    paused, step = step, step - 1
                    continue
                usage += record.usage
                cost += record.cost
                yield StepFinished(step, assistant, record, self.context_window, self.session)
                if not assistant.tool_calls:
                    reason = response.finish_reason
                    break
                results = {}
                capped = self.tasks.over_cap(assistant.tool_calls) if self.tasks else {}
                for call in assistant.tool_calls:
                    yield ToolStarted(call)
                    # the one check every call passes; a replay's recorded results run nothing
                    refused = self._permitted(call) if self.run_call is run_call else None
                    if refused is None and call.id in capped:
                        refused = capped[call.id]  # fan-out past task_max_calls
                    if refused is not None:
                        redaction.current().part(refused)
                        results[call.id] = refused
                    elif call.name == TASK_TOOL and self.tasks is not None:
                        try:  # a sub-agent's turn in a child session (ctxmagic.agent.subagents)
                            results[call.id] = yield from self.tasks.run(self, call)
                        except BaseException:  # interrupted: the call still gets its result
                            results[call.id] = self.tasks.stopped(self, call)
                            raise
                        outcome = task_outcome(results[call.id])
                        if outcome is not None:
                            task_usage += outcome.usage
                            task_cost += outcome.cost
                    else:
                        results[call.id] = self._run_tool(call)
                    yield ToolFinished(call, results[call.id])
                tool_msg = Message(
                    role="tool", parts=list(results.values()), session_id=self.session_id
                )
                self.commit(add=[tool_msg])
                saved.append(tool_msg.id)
                results = {}
        except ProviderError as exc:
            reason, error = "error", str(exc)
            if isinstance(exc, ContextOverflowError) and not self.policy.has("summarize"):
                error += " (compact with `%ctx compact`, or `%ctx strategy summarize` to do it automatically)"
            partial = exc.partial if isinstance(exc.partial, ProviderResponse) else None
            if partial is not None and partial.parts:
                partial.parts = [p for p in partial.parts if not isinstance(p, ToolCallPart)]
                partial.finish_reason = "error"
                assistant, _ = self._response(partial, turn, step, now_ms(), 0)
                self.commit(add=[assistant])
                saved.append(assistant.id)
                streamed = []
            elif streamed:
                saved.append(self._save_partial(streamed, "error"))
                streamed = []
        finally:
            self._turn_start_id, self._base = None, None
            if reason == "interrupted":
                saved += self._clean_up(streamed, answer_id, results)
        if reason != "error":
            # opencode compacts after a completed response: the next turn starts compacted and
            # the user sees it happen in the cell that crossed the line.
            yield from self._compact_if_due()
        if error:
            error = redaction.redact(error)
        yield TurnFinished(
            reason, turn, step, usage, cost, self.session, saved, error, task_usage, task_cost
        )

    def _clean_up(
        self, streamed: list[str], answer_id: str | None, results: dict[str, ToolResultPart]
    ) -> list[str]:
        """After an interrupt: store what was streamed and answer every unanswered call, from
        what is committed (the interrupt may have come just before or after any write)."""
        self.sync()
        saved = []
        if streamed and answer_id not in {m.id for m in self.history}:
            saved.append(self._save_partial(streamed, "interrupted"))
        for assistant, calls in dangling_calls(self.history):
            done = [results[c.id] for c in calls if c.id in results]
            missing = [c for c in calls if c.id not in results]
            message = repair_message(assistant, [])
            message.parts = done + interrupted_results(missing)
            message.metadata = {"interrupted": True}
            self.commit(add=[message])
            saved.append(message.id)
        return saved

    def compact(self, instructions: str = "") -> Iterator[Event]:
        """Summarise the session now (``%ctx compact``), whatever the meter says."""
        with self._leased():
            self._catch_up()
            events = list(self._compact(force=True, instructions=instructions))
        if not events:
            raise CtxMagicError(
                "nothing to compact: the session has no history since its last summary"
            )
        yield from events

    def compaction_due(self) -> bool:
        """Whether the policy compacts and the meter is at or over its line."""
        if not self.policy.has("summarize"):
            return False
        return summarize.should_compact(self._context(self.policy.settings("summarize"), 0))

    def _compact_if_due(self) -> Iterator[Event]:
        if self.compaction_due():
            yield from self._compact()
        elif self._endpoint_due():
            yield from self._endpoint_compact()

    def _endpoint_due(self) -> bool:
        """Whether server_compact asks ctxmagic to call the compact endpoint now (the context
        passed its trigger)."""
        compaction = self.server().compaction
        return (
            compaction is not None
            and compaction.endpoint
            and self.session.context_tokens > compaction.trigger
        )

    def _endpoint_compact(self) -> Iterator[Event]:
        """The Responses API's ``/responses/compact``: the window it returns (the user
        messages, then one compaction item) replaces the live history as a compaction point,
        sent as is from then on; its request is recorded apart."""
        compact = getattr(self.provider, "compact", None)
        if compact is None:
            raise ConfigError(
                f"server_compact.endpoint: the provider {self.provider.name!r} has no compact "
                "endpoint (it is the Responses API's: provider openai-responses); set "
                "server_compact.endpoint=false"
            )
        system, tools = self.base_context()
        before = self._carried(history_from_summary(self.history, self.session.summary_message_id))
        if not any(m.role == "assistant" for m in before):
            return  # nothing answered since the last compaction: it would only repeat it
        started = now_ms()
        items, usage = compact(self.request(Prepared(system, tools, well_formed(before))))
        if not items:
            raise ProviderError(
                f"{self.provider.name} returned an empty compacted window; the session is unchanged"
            )
        part = ServerCompactionPart("openai", "", items, tokens_before=self.session.context_tokens)
        point = Message(role="user", parts=[part], session_id=self.session_id)
        record = RequestRecord(
            session_id=self.session_id,
            provider=self.provider.name,
            model=self.model.id,
            usage=usage,
            cost=usage.cost(self.pricing.priced_for(usage.prompt)),
            context_tokens=usage.context,
            context_window=self.context_window,
            message_id=point.id,
            turn=self.session.turn_count,
            estimated=False,
            strategy=SERVER_COMPACTION,
            finish_reason="compaction",
            started_at=started,
        )
        report = StrategyReport(strategy="server_compact", created=[point])
        report.context_before = self.session.context_tokens
        where = positions(before)
        for m in before:
            for i, p in enumerate(m.parts):
                if sendable(p):
                    c = change(m, i, "summarised", self.counter.part(p), 0)
                    c.position = where.get((m.id, i))
                    report.changes.append(c)
        after = self.count(Prepared(system, tools, [point]))
        self.commit(
            add=[point],
            requests=[record],
            summary_message_id=point.id,
            prompt_tokens=after,
            completion_tokens=0,
        )
        report.context_after = self.session.context_tokens
        finish_report(report, before, [point], self.counter)
        report.note = f"the server compacted (openai, /responses/compact); its request cost ${record.cost:.4f}"
        yield StrategyApplied(report, len(system) + 1, self.session)

    def _compact(
        self, *, force: bool = False, overflow: bool = False, instructions: str = ""
    ) -> Iterator[Event]:
        """Compact the live history when due (or forced): plan, ask the summarizer, store the
        summary with its request and the odometer reset, in one transaction."""
        values = self.policy.settings("summarize")
        system, tools = self.base_context()
        budget = self._budget(system, tools)
        history = history_from_summary(self.history, self.session.summary_message_id)
        if self._turn_start_id:
            current = [m for m in history if m.id >= self._turn_start_id]
            turn_tokens = self.counter.messages(current)
            # half the room beside the system prompt and tools, not of the strategies' budget:
            # that also sets aside a whole reply budget (half a small window: nothing was left,
            # the user's prompt was summarised and the model lost its task), which a request
            # no longer asks for when the window is short of it (reply_tokens)
            if 0 < turn_tokens <= self._room(system, tools) // 2:
                # compacting mid-turn keeps the turn in progress verbatim, so the model still
                # sees the request it is working on and the results it has so far
                line = summarize.line_or_window(self.context_window, values, self.max_tokens)
                budget = summarize.tail_budget(values, line)
                values["keep_recent_share"] = 0.0
                values["keep_recent_tokens"] = max(budget, turn_tokens)
        ctx = self._context(values, budget, force=force, overflow=overflow)
        plan = summarize.plan(history, ctx, instructions)
        if plan is None:
            return
        text, records, note = self._summary(plan, values)
        messages, report = summarize.compact(plan, text, ctx)
        summary = report.created[0]
        summary.session_id = self.session_id
        summary.model = summary.model or self.summarizer.model.id
        # the odometer is what the next request carries (Session.context_tokens), counted here
        # since no provider has counted it yet: the compaction line shows the same figure twice
        report.context_before = self.session.context_tokens
        after = Prepared(system, tools, messages)
        report.context_after = self.count(after)
        kept = sources.of_request(
            sources.request_runs(after, self.counter), total=report.context_after
        )
        for part in summary.parts:
            if isinstance(part, CompactionPart):
                part.context_tokens = report.context_after  # for a fork or an export
                part.composition = kept.to_json()
                part.note = note
        if note:
            report.note += f"; {note}"
        self.commit(
            add=[summary],
            requests=records,
            summary_message_id=summary.id,
            prompt_tokens=report.context_after,
            completion_tokens=0,
        )
        self._changes.append(("summarize", len(system) + 1 + (report.first_invalidated or 0)))
        yield StrategyApplied(report, len(system) + 1, self.session)

    def _summary(
        self, plan: summarize.Compaction, values: dict[str, Any]
    ) -> tuple[str, list[RequestRecord], str]:
        """The summary text, from the summarizer's own requests (no tools), their records, and
        a note when it took more than one. Each request is built to fit the summarizer's window
        with room for its reply: a transcript larger than that is summarised in parts, each
        merged into the summary so far (a message larger than the window alone is cut), so a
        session over the compaction line can always be compacted."""
        s = self.summarizer
        # the session's own model is asked under the session's window; another model, its own
        window = self.context_window if s.model.id == self.model.id else 0
        limit = window or s.model.context_window
        asked = s.max_tokens or min(8192, s.model.output_budget)
        whole = summarize.Parts([plan.to_summarise])
        # a margin for the summarizer counting tokens differently from this counter
        margin = 100 + limit // 50
        if not limit or self._fits(summarize.summary_request(plan, values), limit, margin, asked):
            parts, reply = whole, asked
        else:
            reply = max(min(asked, limit // 4), min(MIN_REPLY_TOKENS, asked))
            # what every request carries besides the transcript, and the framing around it
            fixed = summarize.prompt_tokens(values, self.counter) + 200 + margin
            previous = self.counter.text(plan.previous.text) if plan.previous else 0
            room = limit - reply - fixed
            if room - min(previous, reply) <= MIN_REPLY_TOKENS:
                raise ConfigError(
                    f"the summarizer's window of {limit:,} tokens leaves no room for a "
                    f"transcript beside its prompt and a {reply:,}-token summary; use a larger "
                    "window (--window, %config CtxMagic.context_window) or another summarizer "
                    "model (%ctx strategy summarize.model=...)"
                )
            parts = summarize.fit(
                plan.to_summarise, self.counter, room - min(previous, reply), room - reply
            )
        text = plan.previous.text if plan.previous else None
        records = []
        for index, chunk in enumerate(parts.chunks):
            last = index == len(parts.chunks) - 1
            prepared = summarize.summary_request(
                plan, values, messages=chunk, previous=text, last=last
            )
            task = SummaryTask(chunk, text, plan.instructions if last else "")
            text, record = self._ask_summary(prepared, task, reply, window)
            records.append(record)
        assert text is not None
        return text, records, parts.note(limit)

    def _fits(self, prepared: Prepared, limit: int, margin: int, asked: int) -> bool:
        """Whether one request holds the whole transcript with room for a summary (an eighth
        of the window, or what was asked if less) and the margin."""
        size = sum(self.counter.text(b.text) for b in prepared.system) + sum(
            map(self.counter.message, prepared.messages)
        )
        least = min(asked, max(limit // 8, MIN_REPLY_TOKENS))
        return size + margin + least <= limit

    def _ask_summary(
        self, prepared: Prepared, task: SummaryTask, reply: int, window: int
    ) -> tuple[str, RequestRecord]:
        """One request to the summarizer: its text and its record."""
        s = self.summarizer
        limit = window or s.model.context_window
        if limit:
            room = limit - (
                sum(self.counter.text(b.text) for b in prepared.system)
                + sum(map(self.counter.message, prepared.messages))
            )
            reply = max(min(reply, room), min(MIN_REPLY_TOKENS, reply))
        request = ProviderRequest(
            model=s.model,
            system=prepared.system,
            tools=[],
            messages=prepared.messages,
            max_tokens=reply,
            session_id=self.session_id,
            cache_policy="none",
            task=task,
            context_window=window,
        )
        started, t0 = now_ms(), time.monotonic()
        response = None
        for event in s.provider.stream(request):
            if isinstance(event, ProviderResponse):
                response = event
        if response is None:
            raise ProviderError(f"{s.provider.name} returned no summary")
        text = "".join(p.text for p in response.parts if isinstance(p, TextPart)).strip()
        if not text:
            raise ProviderError(
                f"{s.provider.name} returned an empty summary; the session is unchanged"
            )
        u = response.usage
        record = RequestRecord(
            session_id=self.session_id,
            provider=s.provider.name,
            model=s.model.id,
            usage=u,
            cost=u.cost(s.pricing.priced_for(u.prompt)),
            context_tokens=u.context,
            context_window=self.context_window,
            latency_ms=int((time.monotonic() - t0) * 1000),
            estimated=response.estimated,
            strategy="summarize",
            finish_reason=response.finish_reason,
            started_at=started,
            cache_miss=self._cache_miss(request, u),
        )
        return text, record

    def _server_compacted(
        self,
        assistant: Message,
        record: RequestRecord,
        response: ProviderResponse,
        prepared: Prepared,
        persist: list[Message],
    ) -> Iterator[Event]:
        """Commit a response whose server compacted the context: the message holding the block
        becomes the compaction point, the compaction's own request (``compaction_usage``) is a
        record of its own, and a compaction line is shown as for ctxmagic's own. Paused
        (``finish_reason`` compaction): the turn in progress is kept verbatim after the block,
        when it takes at most half the room, as the compaction docs' example keeps the last
        exchange. Returns the compaction's record (``yield from`` value)."""
        part = server_compaction(assistant)
        assert part is not None
        before = history_from_summary(self.history, self.session.summary_message_id)
        part.tokens_before = self.session.context_tokens
        paused = response.finish_reason == "compaction"
        system, tools = prepared.system, prepared.tools
        if paused and self._turn_start_id and any(m.id == self._turn_start_id for m in before):
            turn = [m for m in before if m.id >= self._turn_start_id]
            if self.counter.messages(turn) <= self._room(system, tools) // 2:
                part.kept_from_id = self._turn_start_id
        u = response.compaction_usage or Usage()
        extra = replace(
            record,
            id=new_id("req"),
            usage=u,
            cost=u.cost(self.pricing.priced_for(u.prompt)),
            context_tokens=u.context,
            latency_ms=0,
            strategy=SERVER_COMPACTION,
            finish_reason="compaction",
            part_keys=None,
            started_at=record.started_at - 1,  # the server ran it first: it lists first
        )
        if paused:
            requests = [extra]
        elif response.compaction_usage is None:  # not reported apart (the Responses API's
            requests = [record]  # server compaction: in the response's own usage)
        else:
            requests = [extra, record]
        fields: dict[str, Any] = {"summary_message_id": assistant.id}
        after = [assistant]
        if part.kept_from_id:
            after += [m for m in before if m.id >= part.kept_from_id]
        if paused:  # no model iteration: the next request is ctxmagic's count, as after its own
            fields["prompt_tokens"] = self.count(Prepared(system, tools, after))
            fields["completion_tokens"] = 0
        report = StrategyReport(strategy="server_compact", created=[assistant])
        report.context_before = self.session.context_tokens
        where = positions(before)
        for m in before:
            if m.id == part.kept_from_id or (part.kept_from_id and m.id > part.kept_from_id):
                continue
            for i, p in enumerate(m.parts):
                if sendable(p):
                    c = change(m, i, "summarised", self.counter.part(p), 0)
                    c.position = where.get((m.id, i))
                    report.changes.append(c)
        self.commit(add=[assistant], update=persist, requests=requests, **fields)
        report.context_after = self.session.context_tokens
        finish_report(report, before, after, self.counter)
        how = f"{part.provider}, paused" if paused else part.provider
        kept = "; the turn in progress is kept after it" if part.kept_from_id else ""
        cost = (
            f"its request cost ${extra.cost:.4f}"
            if extra in requests
            else "its cost is in the response's usage (not reported apart)"
        )
        report.note = f"the server compacted ({how}); {cost}{kept}"
        yield StrategyApplied(report, len(system) + 1, self.session)
        return extra

    def _save_outputs(self, reports: list[StrategyReport]) -> None:
        """Full tool outputs a strategy cut for this request, saved where its note says."""
        for report in reports:
            for path, content in report.outputs.items():
                saved = save_output(Path(self.settings.workspace), path, content, overwrite=False)
                if saved.error:
                    report.note += f"; {saved.path} could not be saved ({saved.error})"

    def _stream(self, request: ProviderRequest, streamed: list[str]) -> Iterator[Event]:
        """Pass the provider's deltas on; return its final response (``yield from`` value)."""
        response = None
        stream = self.provider.stream(request)
        redactor = redaction.current()
        shown = {TextDelta: StreamRedactor(redactor), ReasoningDelta: StreamRedactor(redactor)}
        try:
            for event in stream:
                if isinstance(event, ProviderResponse):
                    response = event
                    for kind, held in shown.items():  # what the redactor held back
                        if rest := held.flush():
                            yield kind(rest)
                else:
                    if isinstance(event, TextDelta):
                        streamed.append(event.text)
                    if type(event) in shown:  # a key fragment echoed by a server is not shown
                        event = type(event)(shown[type(event)].feed(event.text))
                        if not event.text:
                            continue
                    elif isinstance(event, RetryNotice):
                        event = replace(event, reason=redactor.redact(event.reason))
                    yield event
        finally:
            close = getattr(stream, "close", None)
            if close:
                close()
        if response is None:
            raise ProviderError(f"{self.provider.name} ended the stream without a response")
        return response

    def offered(self) -> set[str]:
        """The tools this turn's requests offer the model (the settings' and a strategy's)."""
        return {spec["name"] for spec in self.base_context()[1]}

    def _permitted(self, call: ToolCallPart) -> ToolResultPart | None:
        """None when the call may run; otherwise the refusal the model reads instead. Every
        call passes here: a tool the session did not offer is refused, then the policy's rules
        (no policy: every offered tool runs)."""
        policy = self.settings.permissions or ALLOW_ALL
        verdict = policy.decide(
            call.name,
            call.input if isinstance(call.input, dict) else {},
            workspace=self.tool_context.workspace,
            offered=self.offered(),
        )
        answer = None
        if verdict.action == "allow":
            return None
        if verdict.action == "ask":
            answer = (
                self.approver(call, verdict)
                if self.approver is not None
                else Answer(False, note="there is no one to ask: no terminal or notebook")
            )
            if answer.allowed:
                if answer.always:
                    for tool, pattern in verdict.grants:
                        self.grants.append((tool, pattern))
                        self.settings.permissions = policy = policy.granting(tool, pattern)
                return None
        return ToolResultPart(
            tool_call_id=call.id,
            name=call.name,
            content=refusal(verdict, answer),
            metadata={
                "permission": "denied" if answer is None else "refused",
                "reason": verdict.reason,
                **({"note": answer.note} if answer is not None and answer.note else {}),
            },
            is_error=True,
        )

    def _run_tool(self, call: ToolCallPart) -> ToolResultPart:
        result = self._tool_result(call)
        redaction.current().part(result)  # shown (ToolFinished) before it is committed
        return result

    def _tool_result(self, call: ToolCallPart) -> ToolResultPart:
        out = self.run_call(call, self.tool_context)
        content, metadata = out.content, out.metadata
        cap = self.policy.settings("truncate") if self.policy.has("truncate") else None
        # like opencode, a tool that already cut its output at the source is left alone,
        # unless it is still over the byte cap (bash keeps up to 2 x 30,000 characters)
        if cap and (
            not metadata.get("truncated") or len(content.encode("utf-8")) > cap["max_bytes"]
        ):
            content, metadata = truncate_output(
                content,
                metadata,
                call_id=call.id,
                workspace=Path(self.settings.workspace),
                max_lines=cap["max_lines"],
                max_bytes=cap["max_bytes"],
            )
        return ToolResultPart(
            tool_call_id=call.id,
            name=call.name,
            content=content,
            metadata=metadata,
            is_error=out.is_error,
        )

    def _account(self, response: ProviderResponse, counted: int) -> None:
        """Estimate usage a server did not report; learn the token factor from usage it did."""
        if response.metadata.get("usage_missing") or (
            response.usage.prompt == 0 and not response.estimated
        ):
            output = sum(self.counter.part(p) for p in response.parts)
            response.usage = Usage(input=counted, output=output)
            response.estimated = True
            response.metadata["usage_estimated_by"] = "ctxmagic"
            return
        if self.counter.estimated and not response.estimated:
            raw = counted / (self.counter.factor or 1.0)
            learnt = self.store.calibration(self.pricing.id)
            factor, samples = calibrate(
                learnt[0] if learnt else None,
                learnt[1] if learnt else 0,
                round(raw),
                response.usage.prompt,
            )
            self.store.save_calibration(self.pricing.id, factor, samples)
            self.counter.factor = factor

    def _save_partial(self, streamed: list[str], reason: str) -> str:
        message = Message(
            role="assistant",
            parts=[TextPart("".join(streamed)), FinishPart(reason)],
            session_id=self.session_id,
            model=self.model.id,
            finished_at=now_ms(),
        )
        self.commit(add=[message])
        return message.id

    def _response(
        self, response: ProviderResponse, turn: int, step: int, started: int, latency: int
    ) -> tuple[Message, RequestRecord]:
        """The assistant message (tool call ids made unique) and the record of its request."""
        u = response.usage
        cost = u.cost(self.pricing.priced_for(u.prompt))
        rec = RequestRecord(
            session_id=self.session_id,
            provider=self.provider.name,
            model=self.model.id,
            usage=u,
            cost=cost,
            context_tokens=u.context,
            context_window=self.context_window,
            turn=turn,
            step=step,
            latency_ms=latency,
            estimated=response.estimated,
            strategy=self.policy.request_label,
            finish_reason=response.finish_reason,
            started_at=started,
        )
        if response.applied_edits:
            rec.server = {"applied_edits": [e.to_dict() for e in response.applied_edits]}
        parts = [p for p in response.parts if not (isinstance(p, TextPart) and not p.text)]
        parts = [
            p
            for p in parts
            if not (isinstance(p, ReasoningPart) and not p.text and not p.signature)
        ]
        self._unique_calls(parts)
        parts.append(
            StepUsagePart(
                request_id=rec.id,
                model=self.model.id,
                usage=u.to_dict(),
                cost=cost,
                context_tokens=u.context,
                estimated=response.estimated,
            )
        )
        parts.append(FinishPart(response.finish_reason))
        message = Message(
            role="assistant",
            parts=parts,
            session_id=self.session_id,
            model=self.model.id,
            finished_at=self.clock(),
            metadata=dict(response.metadata),
        )
        rec.message_id = message.id
        return message, rec


def run_call(call: ToolCallPart, context: ToolContext) -> Any:
    """Run a tool call with the registry's tools (the default ``Agent.run_call``)."""
    return run_tool(call.name, call.input, context)


def base_context(
    settings: AgentSettings, policy: Policy, counter: TokenCounter
) -> tuple[list[SystemBlock], list[dict[str, Any]]]:
    """The system blocks and tool specs a session with ``policy`` sends in ``settings``."""
    names = list(settings.tools)
    files = None
    extra: list[SystemBlock] = []
    if policy.has("externalize"):
        from ..context import externalize

        ext = policy.settings("externalize")
        if not ext["context_files"]:
            files = []
        extra = externalize.system_blocks(settings.workspace, ext, counter)
        names += [n for n in externalize.tool_names(ext) if n not in names]
    system = system_blocks(settings.workspace, prompt=settings.system_prompt, context_files=files)
    redactor = redaction.current()
    system = [replace(b, text=redactor.redact(b.text)) for b in system + extra]
    return system, tool_specs(names)


def check_window(
    window: int,
    base: tuple[list[SystemBlock], list[dict[str, Any]]],
    counter: TokenCounter,
    prompt: str,
) -> None:
    """Refuse a turn whose window cannot hold the system prompt, the tools, the prompt and a
    short reply (before anything is written): it could only overflow, step after step."""
    system, tools = base
    fixed = sum(counter.text(b.text) for b in system) + counter.tools(tools)
    asked = counter.text(prompt)
    need = fixed + asked + MIN_REPLY_TOKENS
    if window and window < need:
        suggest = -(-need // 1000) * 1000
        raise ConfigError(
            f"a context window of {window:,} tokens cannot hold the system prompt and tools "
            f"({fixed:,} tokens), the prompt ({asked:,}) and a reply; use a window of {suggest:,} or more "
            "(--window, %config CtxMagic.context_window; 0 uses the model's)"
        )


def _replace_by_id(history: History, update: list[Message]) -> None:
    """Put each updated message where the message with its id is. The history is in stored
    order, which is id order, so each is found by bisection (a scan if it is not there)."""
    for message in update:
        i = bisect.bisect_left(history, message.id, key=_message_id)
        if i < len(history) and history[i].id == message.id:
            history.put(i, message)
            continue
        for j, old in enumerate(history):
            if old.id == message.id:
                history.put(j, message)
                break


def _message_id(message: Message) -> str:
    return message.id


def _add_keys(keys: list[str], message: Message) -> list[str]:
    keys += message_keys([message])
    return keys


def run_turn(
    agent: Agent, prompt: str, on_event: Callable[[Event], None] | None = None
) -> TurnFinished:
    """Drive a turn to its end (for scripts and tests); returns the final event."""
    final = None
    for event in agent.turn(prompt):
        if on_event:
            on_event(event)
        if isinstance(event, TurnFinished):
            final = event
    assert final is not None
    return final
