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

from ..errors import ContextOverflowError
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
        self, *, delay: float = 0.0, biller: Any = None, workspace: str | Path | None = None
    ) -> None:
        self.delay = delay
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

    def quote(self, request: ProviderRequest, at_ms: int | None = None) -> Any:
        """What ``request`` would be billed if sent at ``at_ms`` (``model.cache.Quote``), from
        the session's cache simulator; None without one (everything would be uncached)."""
        quote = getattr(self.biller, "quote", None)
        return quote(request, at_ms) if quote is not None else None

    def stream(self, request: ProviderRequest) -> Iterator[ProviderEvent]:
        window = request.context_window or request.model.context_window
        if window:
            prompt = self.prompt_tokens(request)
            if prompt > window:  # refused before anything streams, as a server refuses it
                raise overflow_error(getattr(self.biller, "provider", "anthropic"), prompt, window)
        if request.task is not None:
            yield from self._summary(request, request.task)
            return
        state = current_turn(request.messages)
        delegated = offline_tasks.step(state, request.tools)  # several places: task calls
        if delegated is not None:
            yield from self._delegate(request, *delegated)
            return
        step = plan_step(state, read_question(state.prompt), self.index())
        text = step.text
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
        yield self._response(request, parts, out_text, "tool_use" if step.calls else "end_turn")

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
