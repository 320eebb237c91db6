"""The agent loop: one user turn = request, run the tool calls, append the results, repeat.

``Agent.turn(prompt)`` is a generator of events (text deltas, tool start/end, per-request usage,
finish) so the display, a test, or a user's ``for event in agent.turn(...)`` all see every step.
Every message is persisted when it completes; if the turn is interrupted (KeyboardInterrupt, or the
consumer closing the generator) the ``finally`` block saves the streamed text and gives every
unanswered tool call an "interrupted" result, so the session always reloads as a valid history.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .catalog import Catalog, ModelInfo
from .context import policy as policies
from .context.assemble import (
    Prepared,
    dangling_calls,
    history_from_summary,
    interrupted_results,
    repair_message,
    system_blocks,
    well_formed,
)
from .context.policy import Policy
from .context.strategy import StrategyContext, StrategyReport, message_keys, part_key
from .errors import ContextOverflowError, ProviderError
from .ids import now_ms
from .parts import (
    FinishPart,
    Message,
    ReasoningPart,
    StepUsagePart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
)
from .providers.base import (
    Provider,
    ProviderRequest,
    ProviderResponse,
    ReasoningDelta,
    RetryNotice,
    SystemBlock,
    TextDelta,
    ToolCallStarted,
)
from .store import RequestRecord, Session, Store
from .tokens import TokenCounter, calibrate
from .tools.base import ToolContext
from .tools.registry import TOOLS, run_tool, tool_specs
from .usage import Usage


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


# Events the loop yields (provider deltas are passed through as they come) ------------------
@dataclass
class TurnStarted:
    session: Session
    turn: int
    message: Message


@dataclass
class StepStarted:
    step: int
    context_tokens: int  # estimated tokens of the request about to be sent


@dataclass
class ToolStarted:
    call: ToolCallPart


@dataclass
class ToolFinished:
    call: ToolCallPart
    result: ToolResultPart


@dataclass
class StepFinished:
    step: int
    message: Message
    record: RequestRecord
    context_window: int
    session: Session


@dataclass
class TurnFinished:
    reason: str  # end_turn | step_limit | max_tokens | interrupted | error
    turn: int
    steps: int
    usage: Usage
    cost: float
    session: Session
    message_ids: list[str] = field(default_factory=list)
    error: str | None = None


@dataclass
class StrategyApplied:
    """A strategy changed what the model sees (or compacted the session)."""

    report: StrategyReport
    offset: int  # request positions of the messages start after system blocks and tool specs
    session: Session


Event = (
    TurnStarted
    | StrategyApplied
    | StepStarted
    | TextDelta
    | ReasoningDelta
    | ToolCallStarted
    | RetryNotice
    | ToolStarted
    | ToolFinished
    | StepFinished
    | TurnFinished
)


class Agent:
    """Runs turns of one session against one provider and model."""

    def __init__(
        self,
        store: Store,
        session_id: str,
        provider: Provider,
        model: ModelInfo,
        catalog: Catalog,
        settings: AgentSettings,
        counter: TokenCounter | None = None,
        *,
        policy: Policy | None = None,
        summarizer: tuple[Provider, ModelInfo] | None = None,
    ) -> None:
        self.store = store
        self.session_id = session_id
        self.provider = provider
        self.model = model
        self.catalog = catalog
        self.settings = settings
        self.pricing = catalog.get(model.simulates) if model.simulates else model
        self.counter = counter or TokenCounter.for_model(self.pricing)
        if self.counter.estimated:
            learnt = store.calibration(self.pricing.id)
            if learnt:
                self.counter.factor = learnt[0]
        self.tool_context = ToolContext(
            workspace=Path(settings.workspace),
            bash_timeout=settings.bash_timeout,
            session_id=session_id,
        )
        self.policy = policy or Policy.from_dict(store.get_session(session_id).strategy)
        self.summarizer = summarizer  # None: the session's own provider and model
        self._turn_start_id: str | None = None  # the user message of the turn in progress
        self._base: tuple[list[SystemBlock], list[dict[str, Any]]] | None = None

    @property
    def session(self) -> Session:
        return self.store.get_session(self.session_id)

    @property
    def context_window(self) -> int:
        return self.settings.context_window or self.model.context_window

    @property
    def max_tokens(self) -> int:
        budget = (
            self.settings.max_output_tokens or self.model.default_output or self.model.max_output
        )
        return max(min(budget, self.context_window // 2 if self.context_window else budget), 1)

    # Assembly -----------------------------------------------------------------------------
    def repair(self) -> list[Message]:
        """Persist an "interrupted" result for every tool call left without one (crash, kill)."""
        repaired = []
        for assistant, calls in dangling_calls(self.store.messages(self.session_id)):
            repaired.append(self.store.add_message(repair_message(assistant, calls)))
        return repaired

    def base_context(self) -> tuple[list[SystemBlock], list[dict[str, Any]]]:
        """System blocks and tool specs: the part of the request no message strategy touches.

        Built once per turn: a memory note or a file edited mid-turn would otherwise change the
        system prompt, and with it every cached prefix, at the next step.
        """
        if self._base is not None:
            return self._base
        names = list(self.settings.tools)
        files = None
        extra: list[SystemBlock] = []
        if self.policy.has("externalize"):
            from .context import externalize

            ext = self.policy.settings("externalize")
            if not ext["context_files"]:
                files = []
            extra = externalize.system_blocks(self.settings.workspace, ext, self.counter)
            names += [n for n in externalize.tool_names(ext) if n not in names]
        system = system_blocks(
            self.settings.workspace, prompt=self.settings.system_prompt, context_files=files
        )
        base = (system + extra, tool_specs(names))
        if self._turn_start_id:
            self._base = base
        return base

    def prepare(
        self,
        *,
        only: tuple[str, ...] | None = None,
        force: bool = False,
        overflow: bool = False,
        instructions: str = "",
        preview: bool = False,
    ) -> tuple[Prepared, list[StrategyReport]]:
        """Assemble the next request and run the context policy on its messages.

        What a strategy must keep (pruned marks, a summary) is saved here, unless ``preview``
        (``%ctx parts``), which also skips summarising: a preview never calls a model.
        """
        session = self.session
        system, tools = self.base_context()
        history = history_from_summary(
            self.store.messages(self.session_id), session.summary_message_id
        )
        base = sum(self.counter.text(b.text) for b in system) + self.counter.tools(tools)
        budget = max(self.context_window - base - self.max_tokens, 0)

        turn_tokens = 0
        if self._turn_start_id:
            current = [m for m in history if m.id >= self._turn_start_id]
            turn_tokens = self.counter.messages(current)

        def make_context(name: str, values: dict[str, Any]) -> StrategyContext:
            if name == "summarize" and instructions:
                values = {**values, "instructions": instructions}
            if name == "summarize" and 0 < turn_tokens <= budget // 2:
                # compacting mid-turn keeps the turn in progress verbatim, so the model still
                # sees the request it is working on and the results it has so far
                values = {
                    **values,
                    "keep_recent_tokens": max(values["keep_recent_tokens"], turn_tokens),
                }
            return StrategyContext(
                counter=self.counter,
                window=self.context_window,
                budget=budget,
                context_tokens=session.context_tokens,
                settings=values,
                workspace=Path(self.settings.workspace),
                session_id=self.session_id,
                now_ms=now_ms(),
                overflow=overflow,
                force=force,
                summarize=self._summarize,
            )

        if preview:
            only = tuple(n for n in (only or policies.ORDER) if n != "summarize")
        messages, reports = policies.run(history, self.policy, make_context, only=only)
        reports = [r for r in reports if r.acted]
        if not preview:
            for report in reports:
                if report.persist:
                    self.store.update_messages(report.persist)
                for created in report.created:
                    self._save_summary(created)
        return Prepared(system=system, tools=tools, messages=well_formed(messages)), reports

    def count(self, prepared: Prepared) -> int:
        c = self.counter
        return (
            sum(c.text(b.text) for b in prepared.system)
            + c.tools(prepared.tools)
            + c.messages(prepared.messages)
        )

    def request_keys(self, prepared: Prepared) -> list[str]:
        """One content key per request position (system blocks, tool specs, message parts)."""
        keys = [part_key("system", TextPart(b.text)) for b in prepared.system]
        keys.append(part_key("tools", TextPart(json.dumps(prepared.tools, sort_keys=True))))
        return keys + message_keys(prepared.messages)

    def request(self, prepared: Prepared) -> ProviderRequest:
        return ProviderRequest(
            model=self.model,
            system=prepared.system,
            tools=prepared.tools,
            messages=prepared.messages,
            max_tokens=self.max_tokens,
            session_id=self.session_id,
            cache_policy=self.settings.cache_policy,
            cache_ttl=self.settings.cache_ttl,
            thinking_budget=self.settings.thinking_budget,
        )

    # The loop -----------------------------------------------------------------------------
    def _applied(self, reports: list[StrategyReport], prepared_system: int) -> Iterator[Event]:
        for report in reports:
            yield StrategyApplied(report, prepared_system + 1, self.session)

    def turn(self, prompt: str) -> Iterator[Event]:
        if not prompt.strip():
            raise ValueError("the prompt is empty: write the request in the cell body")
        self.repair()
        user = self.store.add_message(
            Message(role="user", parts=[TextPart(prompt)], session_id=self.session_id)
        )
        turn = sum(1 for m in self.store.messages(self.session_id) if m.role == "user" and m.text)
        yield TurnStarted(self.session, turn, user)
        self._turn_start_id, self._base = user.id, None

        usage = Usage()
        cost = 0.0
        saved: list[str] = [user.id]
        streamed: list[str] = []  # text of the response being streamed
        pending: list[ToolCallPart] = []  # calls of the saved assistant message not yet answered
        results: list[ToolResultPart] = []
        reason = "interrupted"
        error: str | None = None
        step = 0
        overflow_retried = False
        try:
            while True:
                if step >= self.settings.max_steps:
                    reason = "step_limit"
                    break
                step += 1
                prepared, reports = self.prepare()
                yield from self._applied(reports, len(prepared.system))
                counted = self.count(prepared)
                yield StepStarted(step, counted)
                started = now_ms()
                t0 = time.monotonic()
                streamed = []
                try:
                    response = yield from self._stream(self.request(prepared), streamed)
                except ContextOverflowError:
                    if overflow_retried or not self.policy.has("summarize"):
                        raise
                    overflow_retried = True  # compact and retry this step, once
                    step -= 1
                    prepared, reports = self.prepare(overflow=True)
                    yield from self._applied(reports, len(prepared.system))
                    continue
                self._account(response, counted)
                streamed = []
                latency = int((time.monotonic() - t0) * 1000)
                assistant, record = self._save_response(response, turn, step, started, latency)
                record_keys = self.request_keys(prepared)
                self.store.set_request_keys(record.id, record_keys)
                saved.append(assistant.id)
                usage += record.usage
                cost += record.cost
                pending = assistant.tool_calls
                yield StepFinished(step, assistant, record, self.context_window, self.session)
                if not pending:
                    reason = response.finish_reason
                    break
                results = []
                for call in list(pending):
                    yield ToolStarted(call)
                    result = self._run_tool(call)
                    results.append(result)
                    yield ToolFinished(call, result)
                tool_msg = self.store.add_message(
                    Message(role="tool", parts=results, session_id=self.session_id)
                )
                saved.append(tool_msg.id)
                pending, results = [], []
        except ProviderError as exc:
            reason, error = "error", str(exc)
            if isinstance(exc, ContextOverflowError) and not self.policy.has("summarize"):
                error += " (compact with `%ctx compact`, or `%ctx strategy summarize` to do it automatically)"
            partial = exc.partial if isinstance(exc.partial, ProviderResponse) else None
            if partial is not None and partial.parts:
                partial.parts = [p for p in partial.parts if not isinstance(p, ToolCallPart)]
                partial.finish_reason = "error"
                assistant, _ = self._save_response(partial, turn, step, now_ms(), 0, record=False)
                saved.append(assistant.id)
                streamed = []
            elif streamed:
                saved.append(self._save_partial(streamed, "error"))
                streamed = []
        finally:
            if reason == "interrupted":
                if streamed:
                    saved.append(self._save_partial(streamed, "interrupted"))
                if pending:
                    answered = {r.tool_call_id for r in results}
                    missing = [c for c in pending if c.id not in answered]
                    parts = results + interrupted_results(missing)
                    msg = self.store.add_message(
                        Message(role="tool", parts=parts, session_id=self.session_id)
                    )
                    saved.append(msg.id)
        self._turn_start_id, self._base = None, None
        if reason != "error" and self.policy.has("summarize"):
            # opencode compacts after a completed response: the next turn starts compacted and
            # the user sees it happen in the cell that crossed the line.
            prepared, reports = self.prepare(only=("summarize",))
            yield from self._applied(reports, len(prepared.system))
        yield TurnFinished(reason, turn, step, usage, cost, self.session, saved, error)

    def compact(self, instructions: str = "") -> Iterator[Event]:
        """Summarise the session now (``%ctx compact``), whatever the meter says."""
        prepared, reports = self.prepare(only=("summarize",), force=True, instructions=instructions)
        if not reports:
            raise ValueError(
                "nothing to compact: the session has no history before the summary point"
            )
        yield from self._applied(reports, len(prepared.system))

    def _stream(self, request: ProviderRequest, streamed: list[str]) -> Iterator[Event]:
        """Pass the provider's deltas on; return its final response (``yield from`` value)."""
        response = None
        stream = self.provider.stream(request)
        try:
            for event in stream:
                if isinstance(event, ProviderResponse):
                    response = event
                else:
                    if isinstance(event, TextDelta):
                        streamed.append(event.text)
                    yield event
        finally:
            close = getattr(stream, "close", None)
            if close:
                close()
        if response is None:
            raise ProviderError(f"{self.provider.name} ended the stream without a response")
        return response

    def _run_tool(self, call: ToolCallPart) -> ToolResultPart:
        out = run_tool(call.name, call.input, self.tool_context)
        content, metadata = out.content, out.metadata
        cap = self.policy.settings("truncate") if self.policy.has("truncate") else None
        # like opencode, a tool that already cut its output at the source is left alone,
        # unless it is still over the byte cap (bash keeps up to 2 x 30,000 characters)
        if cap and (
            not metadata.get("truncated") or len(content.encode("utf-8")) > cap["max_bytes"]
        ):
            from .context.truncate import truncate_output

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

    # Compaction ---------------------------------------------------------------------------
    def _summarize(
        self, messages: list[Message], previous: str | None, instructions: str = ""
    ) -> str:
        """The summary text: the offline extractive summary, or a model call with no tools."""
        from .context import summarize

        provider, model = self.summarizer or (self.provider, self.model)
        if provider.name == "offline":
            return summarize.offline_summary(messages, previous, instructions)
        values = self.policy.settings("summarize")
        request = ProviderRequest(
            model=model,
            system=[
                SystemBlock(values.get("prompt") or summarize.SUMMARY_PROMPT, "summary prompt")
            ],
            tools=[],
            messages=summarize.summary_input(messages, previous, instructions),
            max_tokens=min(8192, model.output_budget),
            session_id=self.session_id,
            cache_policy="none",
        )
        started, t0 = now_ms(), time.monotonic()
        response = None
        for event in provider.stream(request):
            if isinstance(event, ProviderResponse):
                response = event
        if response is None:
            raise ProviderError(f"{provider.name} returned no summary")
        text = "".join(p.text for p in response.parts if isinstance(p, TextPart)).strip()
        if not text:
            raise ProviderError(
                f"{provider.name} returned an empty summary; the session is unchanged"
            )
        pricing = self.catalog.get(model.simulates) if model.simulates else model
        u = response.usage
        self.store.record_request(
            RequestRecord(
                session_id=self.session_id,
                provider=provider.name,
                model=model.id,
                usage=u,
                cost=u.cost(pricing.priced_for(u.prompt)),
                context_tokens=u.context,
                context_window=self.context_window,
                latency_ms=int((time.monotonic() - t0) * 1000),
                estimated=response.estimated,
                strategy="summarize",
                finish_reason=response.finish_reason,
                started_at=started,
            )
        )
        return text

    def _save_summary(self, summary: Message) -> None:
        """Store the summary, point the session at it, and reset the odometer (opencode Go)."""
        summary.session_id = self.session_id
        summary.model = summary.model or self.model.id
        with self.store.db.atomic():
            self.store.add_message(summary)
            self.store.update_session(
                self.session_id,
                summary_message_id=summary.id,
                prompt_tokens=0,
                completion_tokens=self.counter.message(summary),
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
        return self.store.add_message(message).id

    def _save_response(
        self,
        response: ProviderResponse,
        turn: int,
        step: int,
        started: int,
        latency: int,
        *,
        record: bool = True,
    ) -> tuple[Message, RequestRecord]:
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
            strategy=self.policy.label,
            finish_reason=response.finish_reason,
            started_at=started,
        )
        parts = [p for p in response.parts if not (isinstance(p, TextPart) and not p.text)]
        parts = [
            p
            for p in parts
            if not (isinstance(p, ReasoningPart) and not p.text and not p.signature)
        ]
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
            finished_at=now_ms(),
            metadata=dict(response.metadata),
        )
        rec.message_id = message.id
        self.store.add_message(message, rec if record else None)
        return message, rec


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
