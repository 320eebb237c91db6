"""The offline model as a provider: ``ctxmagic/offline/`` behind the same ``stream(request)`` as
the Anthropic and OpenAI adapters. It refuses a prompt over the window as the simulated provider
would, streams the planned step, and bills it through the biller the runtime plugs in
(``offline_billing.py``: the prompt-cache simulator of the model it ``simulates``).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..errors import ConfigError, ContextOverflowError
from ..messages.ids import new_id, now_ms
from ..messages.parts import TextPart, ToolCallPart, ToolResultPart
from ..model.request import (
    ProviderEvent,
    ProviderRequest,
    ProviderResponse,
    SummaryTask,
    TextDelta,
    ToolCallStarted,
)
from ..model.tokens import count_text
from ..model.usage import Usage
from ..offline import tasks as offline_tasks
from ..offline.index import WorkspaceIndex, workspace_index
from ..offline.planner import plan_step
from ..offline.question import read_question
from ..offline.summary import offline_summary
from ..offline.turn import DISCLAIMER, current_turn
from .server_side import Simulated, capabilities, compact_window, simulate


def request_text(request: ProviderRequest) -> str:
    """Everything the request carries, serialised the way a tokenizer would see it."""
    chunks = [b.text for b in request.system]
    chunks += [json.dumps(t, sort_keys=True) for t in request.tools]
    for m in request.messages:
        chunks.append(m.role)
        for p in m.parts:
            if isinstance(p, TextPart):
                chunks.append(p.text)
            elif isinstance(p, ToolCallPart):
                chunks.append(p.name + json.dumps(p.input, sort_keys=True))
            elif isinstance(p, ToolResultPart):
                chunks.append(p.visible_content)
    return "\n".join(chunks)


def overflow_error(provider: str, prompt: int, window: int) -> ContextOverflowError:
    """A prompt over the window refused as the simulated provider refuses it, in the words the
    real provider's error becomes (``providers/anthropic.py``, ``providers/openai.py``): Anthropic's
    400 invalid_request_error "prompt is too long", else OpenAI's 400 context_length_exceeded."""
    if provider == "anthropic":
        detail = (
            f"400 invalid_request_error: prompt is too long: {prompt} tokens > {window} maximum"
        )
    else:
        detail = (
            f"400 context_length_exceeded: This model's maximum context length is {window} "
            f"tokens. However, your messages resulted in {prompt} tokens. Please reduce the "
            "length of the messages."
        )
    reason = f"prompt too long for the model's context window ({detail})"
    return ContextOverflowError(reason, status=400)


class OfflineProvider:
    """Deterministic stand-in. ``bill`` maps (request, output tokens) to Usage; by default every
    prompt token is uncached input, and the agent plugs in the cache simulator of the model it
    simulates."""

    name = "offline"

    def __init__(
        self,
        *,
        delay: float = 0.0,
        latency: float = 0.0,
        biller: Any = None,
        workspace: str | Path | None = None,
    ) -> None:
        self.delay = delay  # seconds between streamed chunks (``pace.py``)
        self.latency = latency  # seconds before a planned step's first chunk
        self.biller = biller
        self.workspace = Path(workspace) if workspace is not None else None

    def index(self) -> WorkspaceIndex | None:
        """The workspace's index, refreshed; None when the provider was given no workspace."""
        if self.workspace is None or not self.workspace.is_dir():
            return None
        return workspace_index(self.workspace)

    def prompt_tokens(self, request: ProviderRequest) -> int:
        """The request's prompt as it is billed: by the simulated provider's count if a biller
        is plugged in, else every token of the request's text."""
        counted = getattr(self.biller, "prompt_tokens", None)
        return counted(request) if counted else count_text(request_text(request))

    @property
    def kind(self) -> str:
        """The provider whose wire and server the stand-in simulates."""
        return getattr(self.biller, "provider", "anthropic")

    @property
    def server_side(self) -> frozenset[str]:
        """What the simulated provider's server can be asked (``server_side.py``)."""
        return capabilities(self.kind)

    def quote(self, request: ProviderRequest, at_ms: int | None = None) -> Any:
        """What ``request`` would be billed if sent at ``at_ms`` (``model.cache.Quote``), from
        the session's cache simulator; None without one (everything would be uncached)."""
        quote = getattr(self.biller, "quote", None)
        return quote(request, at_ms) if quote is not None else None

    def stream(self, request: ProviderRequest) -> Iterator[ProviderEvent]:
        count = getattr(self.biller, "count", count_text)
        sim = simulate(request, self.prompt_tokens, count, offline_summary, self.kind)
        sent, request = request, sim.request  # the model reads what the server left
        window = request.context_window or request.model.context_window
        if window:
            prompt = self.prompt_tokens(request)
            if prompt > window:  # refused before anything streams, as a server refuses it
                raise overflow_error(self.kind, prompt, window)
        if request.task is not None:
            yield from self._summary(request, request.task)
            return
        if sim.compaction is not None:
            yield from self._compacted(sent, sim)
            return
        yield from self._step(request, sim.applied_edits)

    def _compacted(self, sent: ProviderRequest, sim: Simulated) -> Iterator[ProviderEvent]:
        """The simulated server compacted: its block first, then (unless paused) the step the
        model plans from the compacted context; the compaction's request billed apart."""
        assert sim.compaction is not None and sim.compaction_request is not None
        count = getattr(self.biller, "count", count_text)
        compaction_usage = (
            self.biller(sim.compaction_request, count(sim.summary))
            if self.biller is not None
            else Usage(input=count_text(request_text(sent)), output=count_text(sim.summary))
        )
        if sim.paused:  # no model iteration (nothing billed but the summary)
            response = ProviderResponse(
                parts=[sim.compaction],
                usage=Usage(),
                finish_reason="compaction",
                model="offline",
                estimated=True,
                request_id=f"offline-{now_ms()}",
                metadata={"offline": True, "note": DISCLAIMER, "simulates": sent.model.simulates},
            )
        else:
            response = None
            for event in self._step(sim.request, sim.applied_edits):
                if isinstance(event, ProviderResponse):
                    response = event
                else:
                    yield event
            assert response is not None
            response.parts.insert(0, sim.compaction)
        response.applied_edits = sim.applied_edits
        response.compaction_usage = compaction_usage
        yield response

    def compact(self, request: ProviderRequest) -> tuple[list[dict[str, Any]], Usage]:
        """The Responses API's ``/responses/compact``, simulated (``server_side.compact_window``):
        the window and the compaction's usage, billed by the simulator."""
        if self.kind != "openai":
            raise ConfigError(
                "server_compact.endpoint is the Responses API's /responses/compact: the offline "
                f"model simulates {self.kind}; price it as an OpenAI model "
                "(%config CtxMagic.offline_simulates = 'gpt-5.4') or set server_compact.endpoint=false"
            )
        items, summary, asked = compact_window(request, offline_summary)
        count = getattr(self.biller, "count", count_text)
        if self.biller is None:
            return items, Usage(input=count_text(request_text(asked)), output=count(summary))
        return items, self.biller(asked, count(summary))

    def _step(self, request: ProviderRequest, edits: list[Any]) -> Iterator[ProviderEvent]:
        """The model's step, planned from what it reads of ``request``."""
        state = current_turn(request.messages)
        delegated = offline_tasks.step(state, request.tools)  # several places: task calls
        if delegated is not None:
            for event in self._delegate(request, *delegated):
                if isinstance(event, ProviderResponse):
                    event.applied_edits = list(edits)
                yield event
            return
        # the tools it may call: those the request offers (a request that lists none, as a
        # script driving the stand-in directly sends, leaves every tool open: ctxmagic's own
        # turns always list theirs)
        offered = {t.get("name") for t in request.tools} if request.tools else None
        step = plan_step(state, read_question(state.prompt), self.index(), offered)
        text = step.text
        if self.latency:
            time.sleep(self.latency)
        for chunk in re.findall(r"\S+\s*|\s+", text):
            if self.delay:
                time.sleep(self.delay)
            yield TextDelta(chunk)
        parts: list[Any] = [TextPart(text)]
        for name, args in step.calls:
            call = ToolCallPart(id=new_id("call"), name=name, input=args)
            yield ToolCallStarted(call.id, call.name)
            parts.append(call)
        out_text = text + "".join(c.name + json.dumps(c.input) for c in parts[1:])
        response = self._response(
            request, parts, out_text, "tool_use" if step.calls else "end_turn"
        )
        response.applied_edits = list(edits)
        yield response

    def _delegate(
        self, request: ProviderRequest, text: str, calls: list[Any]
    ) -> Iterator[ProviderEvent]:
        """A delegated turn (``offline/tasks.py``): ``text`` then the task calls, unpaced."""
        for chunk in re.findall(r"\S+\s*|\s+", text):
            yield TextDelta(chunk)
        parts: list[Any] = [TextPart(text)]
        for name, args in calls:
            call = ToolCallPart(id=new_id("call"), name=name, input=args)
            yield ToolCallStarted(call.id, call.name)
            parts.append(call)
        out = text + "".join(c.name + str(c.input) for c in parts[1:])
        yield self._response(request, parts, out, "tool_use" if calls else "end_turn")

    def _summary(self, request: ProviderRequest, task: SummaryTask) -> Iterator[ProviderEvent]:
        """A summary request: the extractive summary of the task's messages, merged with the
        previous summary (the request's text carries the same, rendered for a model)."""
        text = offline_summary(task.messages, task.previous, task.instructions)
        yield TextDelta(text)
        yield self._response(request, [TextPart(text)], text, "end_turn")

    def _response(
        self, request: ProviderRequest, parts: list[Any], out_text: str, finish: str
    ) -> ProviderResponse:
        """The response with its usage: real token counts, billed by the simulator if any."""
        output_tokens = count_text(out_text)
        if self.biller is not None:
            usage = self.biller(request, output_tokens)
        else:
            usage = Usage(input=count_text(request_text(request)), output=output_tokens)
        return ProviderResponse(
            parts=parts,
            usage=usage,
            finish_reason=finish,
            model="offline",
            estimated=True,
            request_id=f"offline-{now_ms()}",
            metadata={"offline": True, "note": DISCLAIMER, "simulates": request.model.simulates},
        )
