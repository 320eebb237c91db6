"""The provider's server, simulated: what Anthropic's context editing and compaction and the
Responses API's compaction do to a request before the model reads it.

The offline stand-in (``offline.py``) and the strategy lab (``lab/replay.py``) have no server to
ask, so they run this instead of the real one, on the request the agent built, with the same
rules (``model/server_edits.py``) the agent uses to read a real response:

1. context editing (``clear_thinking``, then ``clear_tool_uses``) on the prompt as counted
   before any edit; the edited request is what the model reads and what is billed, so the
   prompt-cache simulator sees the prompt change at the first cleared block and writes the
   prefix from there again (Anthropic: "Invalidates cached prompt prefixes when content is
   cleared ... You'll incur cache write costs each time content is cleared");
2. compaction, once the (edited) prompt passes the trigger: a summary of the conversation by
   the same model ("The model specified in your request is used for summarization"), read as
   one more request (the prompt, then the summary instruction: its prefix is the request's, so
   it reads what the cache holds) whose output is the summary; the model then continues from
   the compacted context (system, tools, the compaction block), billed as its own request.
   Anthropic reports the first in ``usage.iterations`` and leaves it out of the top-level usage;
   the simulation returns it the same way (``ProviderResponse.compaction_usage``).

Sources: https://platform.claude.com/docs/en/build-with-claude/context-editing,
https://platform.claude.com/docs/en/build-with-claude/compaction,
https://developers.openai.com/api/docs/guides/compaction
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from ..messages.ids import new_id
from ..messages.parts import Message, ServerCompactionPart, TextPart, is_turn_start
from ..model.request import AppliedEdit, ProviderRequest
from ..model.server_edits import apply_edits, clears_inputs, plan_edits
from .openai_responses import input_items

# Anthropic's default summary prompt (the compaction docs, "Custom summarization instructions");
# ``instructions`` replace it. The Responses API publishes none, so the same stands in for it.
SUMMARY_PROMPT = (
    "You have written a partial transcript for the initial task above. Please write a summary "
    "of the transcript. The purpose of this summary is to provide continuity so you can "
    "continue to make progress towards solving the task in a future context, where the raw "
    "history above may not be accessible and will be replaced with this summary. Write down "
    "anything that would be helpful, including the state, next steps, learnings etc. You must "
    "wrap your summary in a <summary></summary> block."
)

# What a simulated server can be asked, by the wire it simulates (the real adapters declare
# theirs as ``server_side``)
CAPABILITIES: dict[str, frozenset[str]] = {
    "anthropic": frozenset({"clear_tool_uses", "clear_thinking", "server_compact"}),
    "openai": frozenset({"server_compact", "previous_response"}),
}

SummaryWriter = Callable[[list[Message], "str | None", str], str]


def capabilities(kind: str) -> frozenset[str]:
    """What a server of ``kind`` (the simulated model's provider) can be asked to do."""
    return CAPABILITIES.get(kind, frozenset())


@dataclass
class Simulated:
    """A request after the simulated server: what the model reads, and what the server did."""

    request: ProviderRequest  # what the model reads (edited, or compacted)
    applied_edits: list[AppliedEdit] = field(default_factory=list)
    compaction: ServerCompactionPart | None = None
    # the compaction's own request (to bill) and the summary it writes
    compaction_request: ProviderRequest | None = None
    summary: str = ""

    @property
    def paused(self) -> bool:
        compaction = self.request.server.compaction
        return (
            self.compaction is not None
            and compaction is not None
            and compaction.pause_after_compaction
        )


def simulate(
    request: ProviderRequest,
    prompt_tokens: Callable[[ProviderRequest], int],
    count: Callable[[str], int],
    summary_writer: SummaryWriter,
    kind: str,
) -> Simulated:
    """Run the server's side of ``request``: ``prompt_tokens`` counts a request as the
    provider would (the biller's count), ``count`` a text; ``summary_writer(messages, previous,
    instructions)`` writes a compaction's summary; ``kind`` is the simulated provider."""
    server = request.server
    if not server.edits or request.task is not None:
        return Simulated(request)
    prompt = prompt_tokens(request)
    edits = plan_edits(request.messages, server, prompt, count)
    if edits:
        messages = apply_edits(request.messages, edits, clears_inputs(server.clear_tool_uses))
        request = replace(request, messages=messages)
        prompt = prompt_tokens(request)
    compaction = server.compaction
    if compaction is None or compaction.endpoint or prompt <= compaction.trigger:
        return Simulated(request, edits)
    messages = request.messages
    # a compaction at the head is the previous summary: the writer merges it (offline/summary.py)
    text = summary_writer(messages, None, compaction.instructions)
    part = compaction_part(kind, text)
    ask = Message("user", [TextPart(compaction.instructions or SUMMARY_PROMPT)])
    asked = replace(request, messages=[*messages, ask])  # the same wire: the same cache
    compacted = Message("assistant", [part], id=new_id("msg"))
    after = replace(request, messages=[compacted])
    return Simulated(after, edits, part, asked, text)


def compaction_part(kind: str, summary: str) -> ServerCompactionPart:
    """The block a simulated server answers with: Anthropic's readable ``compaction`` block, or
    the Responses API's ``compaction`` item, whose opaque content the simulation fills with
    the summary it stands for (no signature: only the real server can sign)."""
    if kind == "anthropic":
        return ServerCompactionPart(
            "anthropic", summary, [{"type": "compaction", "content": summary}]
        )
    item = {"type": "compaction", "id": new_id("cmp"), "encrypted_content": summary}
    return ServerCompactionPart(kind, "", [item])


def compact_window(
    request: ProviderRequest, summary_writer: SummaryWriter
) -> tuple[list[dict[str, Any]], str, ProviderRequest]:
    """The Responses API's ``/responses/compact`` simulated: the window it returns ("all user
    messages, followed by a single compaction item"), the summary the item stands for, and the
    request the compaction reads (to bill: the window, then the summary instruction)."""
    messages = request.messages
    text = summary_writer(messages, None, "")
    users = [item for m in messages if is_turn_start(m) for item in input_items(m)]
    item = {"type": "compaction", "id": new_id("cmp"), "encrypted_content": text}
    asked = replace(request, messages=[*messages, Message("user", [TextPart(SUMMARY_PROMPT)])])
    return [*users, item], text, asked
