"""The tool set the agent offers, and the one entry point the loop calls: ``run_tool``.

``run_tool`` never raises for anything the model did: a bad argument, a refused path or a
crashing tool all become an error result the model can read and correct, so one bad call
cannot end the turn.
"""

from __future__ import annotations

from typing import Any

from ..errors import ToolError
from ..safety.redact import encodable
from .base import Tool, ToolContext, ToolOutput
from .bash import BASH
from .edit import EDIT, WRITE
from .listing import LS
from .memory import MEMORY
from .search import GLOB, GREP
from .task import TASK
from .view import VIEW

TOOLS: dict[str, Tool] = {t.name: t for t in (VIEW, GREP, GLOB, LS, BASH, WRITE, EDIT)}
# Tools offered only when asked for by name: memory (a strategy, externalize, adds it) and task
# (the coder's default tool set adds it; the loop runs it, see ctxmagic.agent.subagents).
EXTRA_TOOLS: dict[str, Tool] = {"memory": MEMORY, "task": TASK}


def find_tool(name: str) -> Tool | None:
    """A default or an optional tool by name."""
    return TOOLS.get(name) or EXTRA_TOOLS.get(name)


_JSON_TYPES: dict[str, tuple[type, ...]] = {
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "array": (list,),
    "object": (dict,),
}


def tool_specs(names: list[str] | None = None) -> list[dict[str, Any]]:
    """Provider-neutral definitions (name, description, input_schema), in registry order."""
    if names is None:
        return [tool.spec() for tool in TOOLS.values()]
    found = [find_tool(n) for n in names]
    unknown = [n for n, tool in zip(names, found, strict=True) if tool is None]
    if unknown:
        valid = ", ".join([*TOOLS, *EXTRA_TOOLS])
        raise ToolError(f"unknown tool(s) {', '.join(unknown)}; valid tools: {valid}")
    return [tool.spec() for tool in found if tool is not None]


def _type_name(value: Any) -> str:
    if value is None:
        return "null"
    for name, types in _JSON_TYPES.items():
        if isinstance(value, bool) and name != "boolean":
            continue
        if isinstance(value, types):
            return name
    return type(value).__name__


def _conforms(value: Any, expected: str) -> bool:
    if isinstance(value, bool) and expected != "boolean":
        return False  # JSON booleans are not numbers, even though Python's bool is an int
    return isinstance(value, _JSON_TYPES.get(expected, object))


def validate_args(tool: Tool, args: Any) -> dict[str, Any]:
    """Check ``args`` against the tool's schema: object, required fields, types, no extras.

    Returns the arguments (integral floats for integer fields become ints); raises ToolError
    naming the field and the expected type.
    """
    if not isinstance(args, dict):
        raise ToolError(f"input for {tool.name} must be a JSON object, got {_type_name(args)}")
    schema = tool.parameters
    props: dict[str, Any] = schema.get("properties", {})
    missing = [name for name in schema.get("required", []) if name not in args]
    if missing:
        fields = ", ".join(f"'{m}' ({props.get(m, {}).get('type', 'any')})" for m in missing)
        raise ToolError(f"{tool.name} is missing required field {fields}")
    extra = [name for name in args if name not in props]
    if extra and schema.get("additionalProperties", True) is False:
        raise ToolError(
            f"{tool.name} got unknown field '{extra[0]}'; its fields are: {', '.join(props)}"
        )
    clean = dict(args)
    for name, value in args.items():
        expected = props.get(name, {}).get("type")
        if expected is None:
            continue
        if expected == "integer" and isinstance(value, float) and value.is_integer():
            clean[name] = value = int(value)
        if not _conforms(value, expected):
            raise ToolError(
                f"field '{name}' of {tool.name} must be {expected}, got {_type_name(value)} "
                f"({value!r:.60})"
            )
        item_type = props[name].get("items", {}).get("type") if expected == "array" else None
        if item_type:
            for index, item in enumerate(value):
                if not _conforms(item, item_type):
                    raise ToolError(
                        f"field '{name}[{index}]' of {tool.name} must be {item_type}, "
                        f"got {_type_name(item)}"
                    )
    return clean


def run_tool(name: str, args: Any, ctx: ToolContext) -> ToolOutput:
    """Run a tool by name; every failure becomes ``ToolOutput(is_error=True)`` with a message."""
    tool = find_tool(name)
    if tool is None:
        return ToolOutput(
            content=f"Error: unknown tool '{name}'; valid tools: {', '.join(TOOLS)}",
            is_error=True,
        )
    try:
        clean = validate_args(tool, args)
        output = tool.run(clean, ctx)
    except ToolError as exc:
        return ToolOutput(content=encodable(f"Error: {exc}"), is_error=True)
    except Exception as exc:  # a bug or an OS failure must not end the agent loop
        return ToolOutput(
            content=encodable(f"Error: {name} failed with {type(exc).__name__}: {exc}"),
            metadata={"exception": type(exc).__name__},
            is_error=True,
        )
    output.content = encodable(output.content)  # a file name that is not UTF-8, say
    return output
