"""The task tool's definition: what the model sees when it can hand work to a sub-agent.

The tool is opencode's ``agent`` tool (Go version, ``internal/llm/agent/agent-tool.go``), named
``task`` as in its TypeScript version (``packages/opencode/src/tool/task.ts``): the sub-agent runs
in a session of its own, with read-only tools by default, and only its final answer comes back.
Running it needs the agent loop (a child session, its own provider), so ``ctxmagic.subagents``
does the work; called outside a loop that can run sub-agents, the tool says so.
"""

from __future__ import annotations

from typing import Any

from .base import Tool, ToolContext, ToolError, ToolOutput

TASK_TOOL = "task"

DESCRIPTION = """\
Launch a sub-agent that works on a task in a context of its own and returns one final report. \
It has read-only tools (view, grep, glob, ls) unless configured otherwise, and cannot start \
sub-agents itself. Use it to explore code when you are not sure where to look, or to look into \
several places at once (one task per place, in a single response): the files it reads and the \
searches it runs stay out of your context; only its answer comes back.

- Give a complete, self-contained prompt: the sub-agent sees nothing of this conversation. Say \
exactly what it should find and what its final message should contain.
- Its report is not shown to the user: summarise what matters in your answer.
- To read a known file or search for one name, use view or grep directly: it is cheaper."""

PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {
        "description": {
            "type": "string",
            "description": "A short (3-5 words) description of the task",
        },
        "prompt": {"type": "string", "description": "The task for the sub-agent to perform"},
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
