"""The task tool's definition: what the model sees when it can hand work to a sub-agent.

The tool is opencode's ``agent`` tool (Go version, ``internal/llm/agent/agent-tool.go``), named
``task`` as in its TypeScript version (``packages/opencode/src/tool/task.ts``): the sub-agent runs
in a session of its own, with read-only tools by default, and only its final answer comes back.
Running it needs the agent loop (a child session, its own provider), so ``ctxmagic.agent.subagents``
does the work; called outside a loop that can run sub-agents, the tool says so.
"""

from __future__ import annotations

from typing import Any

from ..errors import ToolError
from .base import Tool, ToolContext, ToolOutput

TASK_TOOL = "task"

DESCRIPTION = """\
Start a sub-agent on a task. It works in a context of its own, with read-only tools by default, \
and returns one final report: what it reads stays out of your context. Use it to explore when you \
do not know where to look, or to look into several places at once (one task per place, all in one \
response). Its prompt must stand alone (it sees nothing of this conversation) and say what the \
report should contain. To read a known file or grep for one name, use view or grep directly."""

PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {
        "description": {
            "type": "string",
            "description": "The task in 3-5 words",
        },
        "prompt": {"type": "string", "description": "The task, complete and self-contained"},
    },
    "required": ["prompt"],
    "additionalProperties": False,
}


def _outside_a_loop(args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
    raise ToolError(
        "the task tool runs only in an agent loop that can start sub-agents (Runtime-built agents "
        "can; a sub-agent cannot start another)"
    )


TASK = Tool(name=TASK_TOOL, description=DESCRIPTION, parameters=PARAMETERS, run=_outside_a_loop)
