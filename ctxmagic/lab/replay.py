"""Counterfactual replay: the requests a recorded session would have sent under another policy,
provider, model or cache setting, and what each would have been billed.

The model's side is held fixed (``trace.py``): each request gets the response that was recorded
for it, each tool call the recorded result. Everything else is the real engine, not a copy of it:
an ``Agent`` of the runtime, on an in-memory store, runs every turn with a scripted client, so the
strategies, compaction triggers (before each request and after each turn, the odometer, the
verbatim tail of a turn in progress, compact-and-retry on overflow), the tool-output cap and the
request assembly are the ones a live session runs. The client bills each request as the offline
stand-in does (the provider's wire payload, cut into cache blocks, through the prompt-cache
simulator), at the time the recorded request was sent, so a gap longer than the cache's TTL
expires it as it did. Summaries come from the offline summarizer (or one you pass) and are billed
as requests of their own, as the summarizer's model.

A request whose prompt is over the window is *failed*: it is not billed; under a policy with
summarize the agent compacts and retries it once, as it would after a provider's refusal.
"""

from __future__ import annotations

import copy
import gc
import operator
import tempfile
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from ..agent.events import StrategyApplied
from ..agent.loop import Summarizer
from ..context.composition import Composition
from ..context.externalize import MEMORY_SOURCE, REPO_MAP_SOURCE
from ..context.externalize import settings_for as externalize_settings
from ..context.policy import Policy, compact_line
from ..context.replay import UNREAD, UNREAD_BYTES, json_bytes
from ..errors import ConfigError, ContextOverflowError
from ..messages.folds import Running, value_mark, value_rewind
from ..messages.parts import (
    Message,
    ReasoningPart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
    is_turn_start,
)
from ..model.cache import TEXT_KEYS, Block, CacheRules, CacheSimulator
from ..model.cachemiss import CacheMissTracker, MissReport
from ..model.catalog import Catalog, ModelInfo
from ..model.request import Prepared, ProviderRequest, ProviderResponse, SummaryTask, SystemBlock
from ..model.server_edits import apply_edits, clears_inputs, plan_edits
from ..model.tokens import TokenCounter, count_text
from ..model.usage import Usage
from ..offline.summary import offline_summary
from ..providers.cache_watch import explain, last_chain
from ..providers.offline_billing import (
    Sent,
    base_tokens,
    message_tokens,
    request_blocks,
    responses_wire,
    retention,
)
from ..providers.server_side import Simulated, capabilities, compact_window, simulate
from ..runtime import Runtime, Settings
from ..safety.limits import check_setting
from ..store.database import Store
from ..tools.base import ToolContext, ToolOutput
from .bound import LowerBound
from .importers.sizing import ProviderEvents, counter_for
from .memstore import MemoryStore
from .trace import Recorded, RecordedKeys, Trace

_TOKENS = operator.attrgetter("tokens")
SummaryWriter = Callable[[list[Message], "str | None", str], str]


@dataclass
class Scenario:
    """One counterfactual: a policy and what it runs on. Empty fields keep the trace's own.

    ``strategies`` None keeps the recorded policy (``params`` are laid over it); a list replaces
    it (``[]`` is append). ``model`` alone implies its provider. ``window`` 0 is the model's
    window (the recorded one when the model is the recorded one). ``cache_policy`` and
    ``cache_ttl`` empty are the session's (``opencode`` and ``5m`` when it recorded none).
    """

    strategies: list[str] | None = None
    params: dict[str, dict[str, Any]] = field(default_factory=dict)
    provider: str = ""
    model: str = ""
    cache_policy: str = ""
    cache_ttl: str = ""
    window: int = 0
    label: str = ""

    def cache(self, trace: Trace) -> tuple[str, str]:
        """The cache policy and TTL this run sends its requests with."""
        return (
            self.cache_policy or str(trace.setup.get("cache_policy") or "opencode"),
            self.cache_ttl or str(trace.setup.get("cache_ttl") or "5m"),
        )

    def policy(self, trace: Trace) -> Policy:
        recorded = Policy.from_dict(trace.policy) if trace.policy else Policy()
        names = recorded.strategies if self.strategies is None else list(self.strategies)
        base = recorded.params if self.strategies is None else {}
        params = {k: dict(v) for k, v in base.items() if k in names}
        for name, values in self.params.items():
            params.setdefault(name, {}).update(values)
        return Policy(names, params)

    def as_recorded(self, trace: Trace) -> bool:
        """Nothing changed: the session's own policy, model and settings."""
        return (
            self.strategies is None
            and not self.params
            and not (self.provider or self.model or self.window)
            and self.cache(trace) == Scenario().cache(trace)
        )

    def name(self, trace: Trace) -> str:
        if self.label:
            return self.label
        if self.as_recorded(trace):
            return "recorded"
        return self.policy(trace).label


@dataclass
class RequestRow:
    """One request of a run, model or summarizer."""

    index: int
    kind: str  # "model", "summary" or "server compaction"
    turn: int
    step: int
    at_ms: int
    usage: Usage
    cost: float
    prompt: int  # tokens of the prompt (billed or not)
    failed: bool = False  # over the window: refused, not billed
    matches: bool | None = None  # the recorded request and usage, exactly (None: not recorded)
    miss: MissReport | None = None  # why what it did not read from cache was not
    sent: int = 0  # bytes of the request body on the simulated wire
    chained: bool = False  # sent as a continuation (previous_response_id): only what is new
    # its tokens by source as billed, adding up to ``context`` (a model request's; None for a
    # summary's or a refused one)
    sources: Composition | None = None
    retried: bool = False  # refused, and the agent compacted and sent it again (no record)

    @property
    def context(self) -> int:
        return self.prompt + self.usage.output


@dataclass
class Run:
    """A replay's outcome: every request it sent, the final view of the model, and the setup."""

    trace: Trace
    scenario: Scenario
    policy: Policy
    model: ModelInfo  # the model the agent ran as
    pricing: ModelInfo  # the model it was billed as
    window: int
    threshold: float | None  # summarize's line as a share of the window, if it compacts
    rows: list[RequestRow]
    final: list[Message]  # what the model sees at the end (before replay's re-rendering)
    # each billed request's (time, cache blocks), kept only when asked (replay(keep_blocks=True)):
    # a long run's blocks are the sum of its prompts, while its figures need none of them
    blocks: list[tuple[int, list[Block]]] = field(repr=False, default_factory=list)
    counter: TokenCounter = field(repr=False, default_factory=TokenCounter)
    cache_rules: dict[str, Any] = field(repr=False, default_factory=dict)
    cache_ttl: str = "5m"  # the TTL its breakpoints asked for
    prompt_floor: float = 0.0  # its prompts' cost under perfect caching (bound.LowerBound)
    metrics: Any = field(default=None, repr=False, compare=False)  # measure's, once computed

    @property
    def name(self) -> str:
        return self.scenario.name(self.trace)

    @property
    def cost(self) -> float:
        return sum(r.cost for r in self.rows)

    @property
    def reproduced(self) -> bool | None:
        """Every request matches the recorded one (None when nothing was recorded to compare)."""
        checked = [r.matches for r in self.rows if r.matches is not None]
        return all(checked) if checked else None

    def __repr__(self) -> str:
        return (
            f"Run({self.name}: {len(self.rows)} requests, ${self.cost:.4f}, "
            f"{self.pricing.id}, window {self.window:,})"
        )


# ---------------------------------------------------------------------------------------------


# Token counters shared by the replays of a process, one per vocabulary and factor: a count is a
# pure function of the text, and the runs of a comparison or a sweep carry the same tool outputs
# and messages, so only the first run tokenizes them (each counter's memo is bounded).
_COUNTERS: dict[tuple[str, float, bool], TokenCounter] = {}


def shared_counter(model: ModelInfo) -> TokenCounter:
    made = TokenCounter.for_model(model)
    return _COUNTERS.setdefault((made.tokenizer, made.factor, made.estimated), made)


# The cache keys of the texts replays bill, shared by the replays of a process as the counters
# are: the runs of a comparison or a sweep send the same texts (dropped when it grows large).
_TEXT_KEYS: dict[Any, Any] = {}


def forget_shared() -> None:
    """Drop what the replays of this process share: the token counts and cache keys of texts.
    Between two sessions (``lab.many``) they only hold the last one's texts."""
    from ..model import tokens

    _COUNTERS.clear()
    _TEXT_KEYS.clear()
    tokens._PIECES.clear()


def _text_keys() -> dict[Any, Any]:
    if len(_TEXT_KEYS) > 200_000:
        _TEXT_KEYS.clear()
    return _TEXT_KEYS


class _Billing:
    """One simulated provider-side cache per priced model, as the runtime keeps for a session.

    An imported trace brings its own token counts (the sizes its recorded usage gives) and the
    times its provider had lost the prefix (``importers.sizing``)."""

    def __init__(self, catalog: Catalog, rules: dict[str, Any], trace: Trace | None = None):
        self.catalog = catalog
        self.rules = rules
        self.trace = trace
        self.events = ProviderEvents(trace) if trace is not None else None
        self._by_model: dict[str, tuple[ModelInfo, CacheSimulator, TokenCounter, dict]] = {}

    def of(self, model: ModelInfo) -> tuple[ModelInfo, CacheSimulator, TokenCounter, dict]:
        pricing = self.catalog.priced_as(model)
        if pricing.id not in self._by_model:
            # an imported session's times are when its provider was sent each request
            dated = self.trace is not None and bool(self.trace.agent)
            simulator = CacheSimulator.for_model(pricing, self.catalog, dated=dated)
            memo = {TEXT_KEYS: _text_keys()}
            counter = (counter_for(self.trace, pricing) if self.trace else None) or shared_counter(
                pricing
            )
            self._by_model[pricing.id] = (pricing, simulator, counter, memo)
        return self._by_model[pricing.id]

    def until(self, at_ms: int) -> None:
        """The provider events of an imported trace up to ``at_ms`` (cold starts)."""
        if self.events is not None and self.events.events:
            self.events.until(at_ms, [v[:3] for v in self._by_model.values()])


class LabClient:
    """The provider of a replay: recorded responses, billed by the cache simulator."""

    name = "lab"

    def __init__(
        self,
        billing: _Billing,
        window: int,
        *,
        retry_on_overflow: bool,
        summary_writer: SummaryWriter,
    ) -> None:
        self.billing = billing
        self.window = window
        self.retry_on_overflow = retry_on_overflow
        self.summary_writer = summary_writer
        self.queue: deque[tuple[Message, Recorded]] = deque()
        self.rows: list[RequestRow] = []
        self.blocks: list[tuple[int, list[Block]]] = []
        self.summaries: list[Recorded] = []  # recorded summary requests, to compare in order
        self.keys: Callable[[ProviderRequest], list[str]] | None = None
        self.recorded_keys = RecordedKeys({})  # the trace's, in full, one response at a time
        self.compare = False  # check each request against the recorded one (an as-recorded run)
        self.on_request: Callable[[ProviderRequest], None] | None = None
        self.misses = CacheMissTracker()  # the run's requests, explained as they are billed
        self.turn = 0
        self.step = 0
        self.clock = 0
        self._retried = False
        self.server_side: frozenset[str] = frozenset()  # what its simulated server can do
        self.sent = Sent()  # what each request sends on the simulated wire
        self.responses = False  # an OpenAI model on the Responses API (openai-responses)
        self.server_label = ""  # the provider it stands for, in a refusal
        self.keep_blocks = False
        self.bound: LowerBound | None = None  # fed every billed request's blocks
        self.unread = False  # a strategy may send a stand-in for a prompt it knows is refused
        self.summarised = 0  # summary requests sent
        self._base: tuple[Any, Any, str, int] = (None, None, "", 0)  # system, tools: tokens
        self._sums: dict[str, Running[int, Message]] = {}  # the messages' tokens, by model

    def _at(self, at_ms: int) -> int:
        self.clock = max(self.clock, at_ms)
        return self.clock

    def now(self) -> int:
        """The agent's clock in a replay (what time-based strategies and answers' timestamps
        see): the recorded time of the turn's next request, or of its last one when none is
        left, so a turn's last answer is stamped with its request's time and the next turn's
        first request sees the recorded pause since."""
        return max(self.clock, self.queue[0][1].at_ms) if self.queue else self.clock

    def stream(self, request: ProviderRequest) -> Iterator[ProviderResponse]:
        if self.on_request is not None:
            self.on_request(request)
        if request.task is not None:
            yield self._summary(request, request.task)
            return
        if not self.queue:
            raise ConfigError("the replay asked for more responses than the trace recorded")
        message, recorded = self.queue[0]
        pricing, simulator, counter, memo = self.billing.of(request.model)
        sent = request  # what the agent sent; the model reads what the (simulated) server left
        wire = self.responses
        sim = simulate(
            request,
            lambda r: sum(map(_TOKENS, request_blocks(r, pricing, counter, memo, responses=wire))),
            counter.text,
            self.summary_writer,
            pricing.provider,
        )
        request = sim.request
        blocks: list[Block] | None = None
        if request is sent and not (wire or responses_wire(request)):
            # measured without its blocks (a request the window refuses never needs them)
            prompt = self._prompt(request, pricing, counter)
        else:  # what the server left, or the Responses API's wire: as it bills it
            blocks = request_blocks(request, pricing, counter, memo, responses=wire)
            prompt = sum(map(_TOKENS, blocks))
        at = self._at(recorded.at_ms)
        self.billing.until(at)
        failed = prompt > self.window
        if self.unread and not failed and any(UNREAD in m.metadata for m in request.messages):
            raise RuntimeError(  # the stand-in is counted as its transcript: never billed
                f"a replayed transcript that was not rendered fits the window ({prompt:,} tokens)"
            )
        if not failed and blocks is None:
            blocks = request_blocks(request, pricing, counter, memo, responses=wire)
        size, chained = self.sent.measure(sent, pricing, responses=wire, memo=memo)
        if self.unread:  # a stand-in is sent as its transcript would be
            for m in sent.messages:
                if UNREAD_BYTES in m.metadata:
                    size += m.metadata[UNREAD_BYTES] - json_bytes(m.parts[0].text)  # type: ignore[attr-defined]
        compaction_usage = None
        if sim.compaction is not None and not failed:
            compaction_usage = self._server_compaction(sim, at)
            if sim.paused:  # the summary only: the recorded response answers the next request
                yield ProviderResponse(
                    parts=[sim.compaction],
                    usage=Usage(),
                    finish_reason="compaction",
                    model=request.model.id,
                    estimated=True,
                    applied_edits=sim.applied_edits,
                    compaction_usage=compaction_usage,
                )
                return
        if failed and self.retry_on_overflow and not self._retried:
            self._retried = True
            self.rows.append(self._row("model", at, Usage(), 0.0, prompt, failed=True))
            self.rows[-1].retried = True
            raise ContextOverflowError(
                f"prompt is too long: {prompt:,} tokens > {self.window:,} (lab)"
            )
        self.queue.popleft()
        self._retried = False
        self.step += 1
        output = recorded.usage
        if failed:  # refused unread
            usage, cost = Usage(output=0), 0.0
        else:
            assert blocks is not None
            retention(simulator, request, self.billing.catalog.cache_rules.get(pricing.cache, {}))
            usage = simulator.bill(blocks, at_ms=at, output_tokens=output.output)
            usage = replace(usage, reasoning=output.reasoning)
            cost = usage.cost(pricing.priced_for(usage.prompt))
            self._billed(at, blocks)
        row = self._row("model", at, usage, cost, prompt, failed=failed)
        if not failed and blocks is not None:
            row.miss = self._explain(request, pricing, simulator, blocks, usage, at)
            if self.compare and usage != output:
                row.miss.simulated, row.miss.reported = usage, output  # a provider's figures
        row.sent, row.chained = size, chained
        if self.compare and recorded.part_keys is not None and self.keys is not None:
            keys = self.recorded_keys(message.id)
            row.matches = self.keys(sent) == keys and usage == recorded.usage
        self.rows.append(row)
        # copies: the agent gives a call a new id when the session has it already
        parts = [
            copy.copy(p)
            for p in message.parts
            if isinstance(p, (TextPart, ReasoningPart, ToolCallPart))
        ]
        calls = any(isinstance(p, ToolCallPart) for p in parts)
        if compaction_usage is not None:
            parts.insert(0, sim.compaction)
        self.sent.answered(f"lab-{row.index}", parts)
        yield ProviderResponse(
            parts=parts,
            usage=usage,
            finish_reason=message.finish_reason or ("tool_use" if calls else "end_turn"),
            model=request.model.id,
            estimated=True,  # billed here: the agent must not estimate it again
            metadata={"lab_failed": True} if failed else {},
            applied_edits=sim.applied_edits,
            compaction_usage=compaction_usage,
        )

    def compact(self, request: ProviderRequest) -> tuple[list[dict[str, Any]], Usage]:
        """The Responses API's ``/responses/compact``, simulated and billed as a row of its own
        (``server_compact.endpoint``)."""
        pricing, simulator, counter, memo = self.billing.of(request.model)
        if pricing.provider != "openai":
            raise ConfigError(
                "server_compact.endpoint is the Responses API's /responses/compact; the replay "
                f"runs as {pricing.id} ({pricing.provider}): run it as an OpenAI model"
            )
        items, summary, asked = compact_window(request, self.summary_writer)
        at = self._at(self.queue[0][1].at_ms if self.queue else self.clock)
        blocks = request_blocks(asked, pricing, counter, memo, responses=self.responses)
        usage = simulator.bill(blocks, at_ms=at, output_tokens=counter.text(summary))
        cost = usage.cost(pricing.priced_for(usage.prompt))
        self._billed(at, blocks)
        self.rows.append(self._row("server compaction", at, usage, cost, usage.prompt))
        return items, usage

    def _server_compaction(self, sim: Simulated, at: int) -> Usage:
        """Bill the simulated server's compaction request as a row of its own."""
        assert sim.compaction_request is not None
        pricing, simulator, counter, memo = self.billing.of(sim.compaction_request.model)
        blocks = request_blocks(
            sim.compaction_request, pricing, counter, memo, responses=self.responses
        )
        usage = simulator.bill(blocks, at_ms=at, output_tokens=counter.text(sim.summary))
        cost = usage.cost(pricing.priced_for(usage.prompt))
        self._billed(at, blocks)
        self.rows.append(self._row("server compaction", at, usage, cost, usage.prompt))
        return usage

    def _summary(self, request: ProviderRequest, task: SummaryTask) -> ProviderResponse:
        text = self.summary_writer(task.messages, task.previous, task.instructions)
        pricing, simulator, counter, memo = self.billing.of(request.model)
        blocks = request_blocks(request, pricing, counter, memo, responses=self.responses)
        at = self._at(self.queue[0][1].at_ms if self.queue else self.clock)
        self.billing.until(at)
        usage = simulator.bill(blocks, at_ms=at, output_tokens=count_text(text))
        cost = usage.cost(pricing.priced_for(usage.prompt))
        self._billed(at, blocks)
        row = self._row("summary", at, usage, cost, usage.prompt)
        row.miss = self._explain(request, pricing, simulator, blocks, usage, at)
        index, self.summarised = self.summarised, self.summarised + 1
        if self.compare and index < len(self.summaries):
            row.matches = usage == self.summaries[index].usage
        self.rows.append(row)
        return ProviderResponse(
            parts=[TextPart(text)], usage=usage, finish_reason="end_turn", estimated=True
        )

    def _explain(
        self,
        request: ProviderRequest,
        pricing: ModelInfo,
        simulator: CacheSimulator,
        blocks: list[Block],
        usage: Usage,
        at: int,
    ) -> MissReport:
        """Why the billed request read no more from cache (``model/cachemiss.py``)."""
        chain = last_chain(simulator, blocks)
        return explain(
            self.misses, request, pricing, blocks, usage, at, rules=simulator.rules, chain=chain
        )

    def _prompt(self, request: ProviderRequest, pricing: ModelInfo, counter: TokenCounter) -> int:
        """The tokens of the request's blocks (what a provider counts, and the window is
        checked against), without making them: the system and tool blocks, plus each message's
        blocks summed over the messages, continued from the previous model request's sum."""
        system, tools, known, base = self._base
        if known != pricing.id or request.system != system or request.tools != tools:
            base = base_tokens(request, pricing, counter)
            self._base = (request.system, request.tools, pricing.id, base)
        fold = self._sums.get(pricing.id)
        if fold is None:

            def add(total: int, message: Message) -> int:
                return total + message_tokens(message, pricing, counter)

            fold = self._sums[pricing.id] = Running(
                lambda: 0, add, mark=value_mark, rewind=value_rewind
            )
        return base + fold.over(request.messages)

    def _billed(self, at: int, blocks: list[Block]) -> None:
        if self.bound is not None:
            self.bound.add(at, blocks)
        if self.keep_blocks:
            self.blocks.append((at, blocks))

    def _row(
        self, kind: str, at: int, usage: Usage, cost: float, prompt: int, *, failed: bool = False
    ) -> RequestRow:
        return RequestRow(
            index=len(self.rows),
            kind=kind,
            turn=self.turn,
            step=self.step,
            at_ms=at,
            usage=usage,
            cost=cost,
            prompt=prompt,
            failed=failed,
        )


def _recorded_results(trace: Trace) -> dict[str, ToolResultPart]:
    return {r.tool_call_id: r for m in trace.messages for r in m.tool_results}


def _turns(messages: list[Message]) -> list[list[Message]]:
    """The messages split where user turns start (anything before the first is a turn too)."""
    turns: list[list[Message]] = []
    for m in messages:
        if not turns or is_turn_start(m):
            turns.append([])
        turns[-1].append(m)
    return turns


def _base_context(
    trace: Trace, policy: Policy, counter: TokenCounter
) -> tuple[list[SystemBlock], list[dict[str, Any]]]:
    """The recorded system context, with externalize's blocks and tools when the policy has it."""
    if not policy.has("externalize"):
        return list(trace.system), list(trace.tools)
    values = externalize_settings(policy.settings("externalize"))
    system = list(trace.system) if values["context_files"] else list(trace.system[:1])
    wanted = {MEMORY_SOURCE} if values["memory"] else set()
    if values["repo_map"]:
        wanted.add(REPO_MAP_SOURCE)
    system += [b for b in trace.externalized if b.source in wanted]
    tools = list(trace.tools) + (list(trace.external_tools) if values["memory"] else [])
    return system, tools


def resolve(
    trace: Trace,
    scenario: Scenario,
    runtime_settings: Settings | None = None,
    store: Store | MemoryStore | None = None,
) -> tuple[Runtime, str, str]:
    """The runtime a scenario runs on (writing to ``store``, default a ``MemoryStore``), and
    its provider and model names (checked)."""
    base = runtime_settings or Settings()
    provider, model, simulates = scenario.provider, scenario.model, ""
    if model and not provider:
        provider = Runtime(base).catalog.get(model).provider  # the catalog alone: no store
        if provider == "offline":
            model = ""
    provider = provider or trace.provider
    if provider == "offline":
        simulates = (
            model if model and model != "offline" else trace.priced_as
        ) or base.offline_simulates
        model = "offline"
    elif not model and provider == trace.provider:
        model = trace.model
    same = (provider, model, simulates or "") == (trace.provider, trace.model, trace.priced_as)
    window = scenario.window or (trace.window if same else 0)
    cache_policy, cache_ttl = scenario.cache(trace)
    recorded = trace.setup  # what the session's %config set, unless the scenario changes it
    runtime = Runtime(
        base,
        store=store if store is not None else MemoryStore(),  # type: ignore[arg-type]
        provider=provider,
        model=model,
        context_window=window,
        cache_policy=cache_policy,
        cache_ttl=cache_ttl,
        offline_simulates=simulates,
        compact_threshold=_recorded(recorded, "compact_threshold", base.compact_threshold),
        max_output_tokens=_recorded(recorded, "max_output_tokens", base.max_output_tokens),
    )
    runtime.model_info(provider, model)  # an unknown or mismatched name fails here
    return runtime, provider, model


def _recorded(setup: dict[str, Any], name: str, default: Any) -> Any:
    """A recorded setting, when it is one the runtime accepts (a trace file or an imported
    notebook may hold anything); otherwise ``default``."""
    value = setup.get(name)
    if isinstance(value, bool) or not isinstance(value, type(default)):
        return default
    try:
        check_setting(name, value)
    except ConfigError:
        return default
    return value


def replay(
    trace: Trace,
    scenario: Scenario | None = None,
    *,
    settings: Settings | None = None,
    summary_writer: SummaryWriter | None = None,
    on_request: Callable[[ProviderRequest], None] | None = None,
    store: Store | None = None,
    keep_blocks: bool = False,
) -> Run:
    """Replay ``trace`` under ``scenario`` (default: as recorded) and return the run.

    ``settings`` supplies what the scenario does not (extra catalog models, the default compact
    threshold, max output tokens); ``summary_writer(messages, previous, instructions)`` writes the
    summaries (default: the offline summarizer), billed as the policy's summarizer model;
    ``on_request`` sees every request the replay sends, the summarizer's included;
    ``store`` keeps the replay's session (e.g. ``Store("counterfactual.db")``, to open it with
    ``%ctx resume``), instead of an in-memory one dropped with the run. ``keep_blocks`` keeps
    every billed request's cache blocks on the run (``Run.blocks``; its metrics need none).
    """
    scenario = scenario or Scenario()
    policy = scenario.policy(trace)
    with older_objects_frozen(), tempfile.TemporaryDirectory(prefix="ctxmagic-lab-") as workspace:
        runtime, provider, model = resolve(
            trace, scenario, replace(settings or Settings(), workspace=workspace), store
        )
        try:
            return _run(
                trace,
                scenario,
                policy,
                runtime,
                provider,
                model,
                summary_writer,
                on_request,
                keep_keys=store is not None,
                keep_blocks=keep_blocks,
            )
        finally:
            if store is None:
                runtime.store.close()
            runtime.close()


@contextmanager
def older_objects_frozen() -> Iterator[None]:
    """Keep what exists before a replay out of the collector's full passes while it runs.

    A replay makes many objects that outlive the young generations, which sets off a full
    collection or two; each walked the whole heap (the trace, the token memos, the session
    state of the caller) and took a tenth of a replay, to free none of it. Objects the caller
    froze already (``gc.freeze`` before a fork) are left as they are.
    """
    if gc.get_freeze_count():
        yield
        return
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


def _run(
    trace: Trace,
    scenario: Scenario,
    policy: Policy,
    runtime: Runtime,
    provider: str,
    model: str,
    summary_writer: SummaryWriter | None,
    on_request: Callable[[ProviderRequest], None] | None,
    *,
    keep_keys: bool,
    keep_blocks: bool = False,
) -> Run:
    store = runtime.store
    session = runtime.new_session(trace.title, provider, model)
    values = policy.settings("summarize")
    summary_model = None
    if values["provider"] or values["model"]:
        summary_model = runtime.model_info(values["provider"] or provider, values["model"])
    # the summarizer is the lab's client too (its text from summary_writer, billed as its model)
    stored = Policy(
        policy.strategies,
        {
            k: {p: v for p, v in d.items() if not (k == "summarize" and p in ("provider", "model"))}
            for k, d in policy.params.items()
        },
    )
    store.update_session(session.id, strategy=stored.to_dict())
    catalog = runtime.catalog
    billing = _Billing(catalog, {}, trace)
    client = LabClient(
        billing,
        0,
        retry_on_overflow=policy.has("summarize"),
        summary_writer=summary_writer or offline_summary,
    )
    agent = runtime.agent(session.id, require_key=False, client=client)
    # the model's side is the recorded one: a task call gets its recorded result (no sub-agent
    # runs), and no title agent asks a provider for a title
    agent.tasks = agent.titler = None
    # part keys are kept for %ctx parts on a session someone can open (a store given to replay)
    agent.record_keys = keep_keys
    agent.clock = client.now  # the recorded times, not this machine's
    agent.counter = counter_for(trace, agent.pricing) or shared_counter(agent.pricing)
    client.window = agent.context_window
    pricing = catalog.priced_as(agent.model)
    cache_rules = dict(catalog.cache_rules.get(pricing.cache, {}))
    client.bound = LowerBound(
        pricing, CacheRules.for_model(pricing, cache_rules), agent.settings.cache_ttl
    )
    client.keep_blocks = keep_blocks
    # the provider-side strategies run on the simulated server of the model it is priced as
    client.server_side = capabilities(agent.pricing.provider)
    client.responses = provider == "openai-responses"
    client.server_label = f"{provider!r} (as the lab replays it)"
    client.summaries = list(trace.summaries)
    client.on_request = on_request
    client.compare = scenario.as_recorded(trace) and (provider, model) == (
        trace.provider,
        trace.model,
    )
    # a prompt over the window is refused unread here, so the replay strategy need not render
    # it, unless someone reads the requests (a store to keep, on_request, the recorded check)
    if policy.has("replay") and not (keep_keys or on_request is not None or client.compare):
        agent.refused_over = agent.context_window
        client.unread = True
    client.recorded_keys = RecordedKeys(trace.responses)
    client.keys = lambda request: agent.request_keys(
        Prepared(request.system, request.tools, request.messages)
    )
    info = summary_model or agent.model
    agent.summarizer = Summarizer(client, info, catalog.priced_as(info))
    agent.fixed_base = _base_context(trace, agent.policy, agent.counter)
    results = _recorded_results(trace)

    def recorded_call(call: ToolCallPart, context: ToolContext) -> ToolOutput:
        result = results.get(call.id)
        if result is None:
            return ToolOutput("[no result was recorded for this call]", is_error=True)
        return ToolOutput(result.content, dict(result.metadata), result.is_error)

    agent.run_call = recorded_call
    compactions = 0
    for number, messages in enumerate(_turns(trace.messages), 1):
        client.turn, client.step = number, 0
        answered = [m for m in messages if m.role == "assistant" and m.id in trace.responses]
        first = messages[0]
        if not is_turn_start(first) or not answered:
            agent.commit(add=[_fresh(m, session.id) for m in messages])
            continue
        # the responses up to the first one that has no request (a partial, an interrupt)
        queue = []
        for m in messages:
            if m.role != "assistant":
                continue
            if m.id not in trace.responses:
                break
            queue.append((m, trace.responses[m.id]))
        client.queue = deque(queue)
        for event in agent.turn(first.text, max_steps=len(queue)):
            if isinstance(event, StrategyApplied) and event.report.strategy == "summarize":
                compactions += 1
        done = {m.id for m, _ in queue} | {first.id}
        calls = {c.id for m, _ in queue for c in m.tool_calls}
        rest = [
            m
            for m in messages
            if m.id not in done and not (m.role == "tool" and _answers(m, calls))
        ]
        if rest or client.queue:
            agent.commit(add=[_fresh(m, session.id) for m in rest])
    _attach_sources(client.rows, store.requests(session.id))
    final = _final_view(agent, policy)
    values = agent.policy.settings("summarize")  # the runtime filled an unset threshold
    threshold = float(values["threshold"]) if policy.has("summarize") else None
    if policy.has("summarize") and agent.context_window:  # its line (a reserve, a limit, ...)
        threshold = compact_line(agent.policy, agent.context_window, agent.max_tokens)
    return Run(
        trace=trace,
        scenario=scenario,
        policy=policy,
        model=agent.model,
        pricing=pricing,
        window=agent.context_window,
        threshold=threshold,
        rows=client.rows,
        final=final,
        blocks=client.blocks,
        counter=agent.counter,
        cache_rules=cache_rules,
        cache_ttl=agent.settings.cache_ttl,
        prompt_floor=client.bound.prompt_cost(),
    )


def _attach_sources(rows: list[RequestRow], records: list[Any]) -> None:
    """Each billed model request's sources, from the record the agent stored for it: every
    model request the agent got a response for has one, in the same order."""
    answered = [r for r in rows if r.kind == "model" and not r.retried]
    stored = [r for r in records if r.kind == "turn"]
    if len(answered) != len(stored):
        return
    for row, record in zip(answered, stored, strict=True):
        if not row.failed:  # a refused request was not billed: it has no sources to show
            row.sources = Composition.from_json(record.composition)


def _answers(message: Message, calls: set[str]) -> bool:
    return bool(message.tool_results) and all(r.tool_call_id in calls for r in message.tool_results)


def _fresh(message: Message, session_id: str) -> Message:
    """A copy to store in the replay's session (a new id, sorted after what is there)."""
    from ..messages.ids import new_id

    return message.copy(id=new_id("msg"), session_id=session_id)


def _final_view(agent: Any, policy: Policy) -> list[Message]:
    """What the model sees after the last turn: the next request's messages, before replay
    re-renders them as one transcript (which loses nothing), as the provider's server edits
    them (context editing: the results it clears are not seen)."""
    if not policy.has("replay"):
        return _server_view(agent, agent.prepare(sync=False)[0])
    saved = agent.policy
    agent.policy = Policy([n for n in policy.strategies if n != "replay"], policy.params)
    try:
        return _server_view(agent, agent.prepare(sync=False)[0])
    finally:
        agent.policy = saved


def _server_view(agent: Any, prepared: Prepared) -> list[Message]:
    server = agent.server()
    if server.clear_tool_uses is None and server.clear_thinking is None:
        return prepared.messages
    edits = plan_edits(prepared.messages, server, agent.count(prepared), agent.counter.text)
    return apply_edits(prepared.messages, edits, clears_inputs(server.clear_tool_uses))
