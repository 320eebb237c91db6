"""The replay transcript format: a whole history as one text, and back, exactly.

Every body says how many lines it has, so any content (even a line that looks like a closing tag)
parses back unchanged. ``parse_transcript`` is the inverse of ``render_transcript`` for text,
reasoning, tool-call and tool-result parts. The replay strategy sends this text; the offline
stand-in, which is not a model, parses it to read a replayed request.
"""

from __future__ import annotations

import json
import re
from typing import Any

from .parts import (
    ROLES,
    ImagePart,
    Message,
    Part,
    ReasoningPart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
)

MARKER = '<transcript format="ctxmagic-replay/1">'
END = "</transcript>"
INTRO = (
    "This is the conversation so far, replayed as one message, oldest first: the user's "
    "messages, your earlier replies and tool calls, and the tool results. Each body is preceded "
    "by a tag giving its number of lines."
)
INSTRUCTION = (
    "Continue from the last user message of the transcript above: carry on with its task, "
    "calling tools when you need to, and answer it. Do not repeat the transcript."
)

ATTR = re.compile(r'(\w+)=("(?:[^"\\]|\\.)*")')
OPEN = re.compile(r"<(\w+)((?: \w+=\"(?:[^\"\\]|\\.)*\")*)(/?)>")


def _attrs(**values: Any) -> str:
    return "".join(f" {k}={json.dumps(str(v), ensure_ascii=False)}" for k, v in values.items())


def _body(tag: str, text: str, **attrs: Any) -> str:
    lines = text.count("\n") + 1
    return f"<{tag}{_attrs(**attrs, lines=lines)}>\n{text}\n</{tag}>"


def render_part(part: Part) -> str | None:
    """One part as transcript text, or None for parts a model never sees (finish, usage, ...)."""
    if isinstance(part, TextPart):
        return _body("text", part.text)
    if isinstance(part, ReasoningPart):
        return _body("reasoning", part.text)
    if isinstance(part, ToolCallPart):
        args = json.dumps(part.input, ensure_ascii=False)
        return f"<tool_call{_attrs(id=part.id, name=part.name)}>\n{args}\n</tool_call>"
    if isinstance(part, ToolResultPart):
        extra = {"error": "true"} if part.is_error else {}
        return _body(
            "tool_result",
            part.visible_content,
            call_id=part.tool_call_id,
            name=part.name,
            **extra,
        )
    if isinstance(part, ImagePart):
        return f"<image{_attrs(media_type=part.media_type, path=part.path or '')}/>"
    return None


def render_message(message: Message) -> str:
    body = [r for p in message.parts if (r := render_part(p)) is not None]
    return "\n".join([f"<message{_attrs(role=message.role)}>", *body, "</message>"])


def render_transcript(messages: list[Message]) -> str:
    """The whole history as one text: marker, intro, one tagged block per message, instruction."""
    blocks = [MARKER, INTRO, ""]
    for message in messages:  # each message's rendering is kept on it (requests share them)
        blocks += [message.derived("transcript", render_message), ""]
    blocks += [END, "", INSTRUCTION]
    return "\n".join(blocks)


def transcript_ends() -> tuple[str, str]:
    """What ``render_transcript`` puts before the first message block and after the last one's
    blank line: the transcript is ``head + (block + "\n\n") for each message + tail``."""
    return f"{MARKER}\n{INTRO}\n\n", f"{END}\n\n{INSTRUCTION}"


class TranscriptError(ValueError):
    """The text is not a well-formed replay transcript."""


def _tag(line: str, number: int) -> tuple[str, dict[str, str], bool]:
    m = OPEN.fullmatch(line)
    if not m:
        raise TranscriptError(f"transcript line {number}: expected a tag, got {line[:60]!r}")
    attrs = {k: json.loads(v) for k, v in ATTR.findall(m.group(2))}
    return m.group(1), attrs, bool(m.group(3))


def _attr(attrs: dict[str, str], key: str, tag: str, number: int) -> str:
    if key not in attrs:
        raise TranscriptError(f"transcript line {number}: <{tag}> needs a {key} attribute")
    return attrs[key]


def _line_count(attrs: dict[str, str], tag: str, number: int) -> int:
    value = _attr(attrs, "lines", tag, number)
    if not value.isdigit() or int(value) < 1:
        raise TranscriptError(f"transcript line {number}: lines must be 1 or more, got {value!r}")
    return int(value)


def _tool_input(line: str, number: int) -> dict[str, Any]:
    try:
        value = json.loads(line)
    except json.JSONDecodeError as exc:
        raise TranscriptError(f"transcript line {number}: tool input is not JSON: {exc}") from exc
    if not isinstance(value, dict):
        raise TranscriptError(f"transcript line {number}: tool input must be a JSON object")
    return value


def parse_transcript(text: str) -> list[Message]:
    """The messages a transcript holds (new ids; images come back as nothing, having no data)."""
    lines = text.split("\n")
    if not lines or lines[0] != MARKER:
        raise TranscriptError(f"not a replay transcript: it must start with {MARKER}")
    messages: list[Message] = []
    i = 1

    def take(count: int, tag: str) -> str:
        nonlocal i
        if i + count >= len(lines) or lines[i + count] != f"</{tag}>":
            raise TranscriptError(
                f"transcript line {i}: <{tag}> not closed after its {count} line(s) of body"
            )
        body = "\n".join(lines[i : i + count])
        i += count + 1
        return body

    while i < len(lines) and lines[i] != END:
        if not lines[i].startswith("<message "):
            i += 1  # prose between messages
            continue
        _, attrs, _ = _tag(lines[i], i + 1)
        role = attrs.get("role", "")
        if role not in ROLES:
            raise TranscriptError(f"transcript line {i + 1}: unknown role {role!r}")
        i += 1
        parts: list[Part] = []
        while True:
            if i >= len(lines):
                raise TranscriptError("transcript ends inside a message: </message> missing")
            if lines[i] == "</message>":
                i += 1
                break
            number = i + 1
            tag, a, empty = _tag(lines[i], number)
            i += 1
            if empty:
                continue  # an image placeholder: the data is not in the transcript
            if tag == "tool_call":
                call_id, name = _attr(a, "id", tag, number), _attr(a, "name", tag, number)
                args = _tool_input(lines[i] if i < len(lines) else "", i + 1)
                i += 1
                take(0, tag)
                parts.append(ToolCallPart(id=call_id, name=name, input=args))
                continue
            if tag not in ("text", "reasoning", "tool_result"):
                raise TranscriptError(f"transcript line {number}: unknown block <{tag}>")
            body = take(_line_count(a, tag, number), tag)
            if tag == "text":
                parts.append(TextPart(body))
            elif tag == "reasoning":
                parts.append(ReasoningPart(body))
            else:
                parts.append(
                    ToolResultPart(
                        tool_call_id=_attr(a, "call_id", tag, number),
                        name=_attr(a, "name", tag, number),
                        content=body,
                        is_error=a.get("error") == "true",
                    )
                )
        messages.append(Message(role=role, parts=parts))
    if i >= len(lines):
        raise TranscriptError(f"transcript not closed: {END} missing")
    return messages


def is_replayed(messages: list[Message]) -> bool:
    """Whether a request is a replay: one user message whose text starts with the marker."""
    return (
        len(messages) == 1
        and messages[0].role == "user"
        and messages[0].text.startswith(MARKER + "\n")
    )


def expand(messages: list[Message]) -> list[Message]:
    """The messages a replayed request stands for; any other request (or a user message that
    merely starts like a transcript but does not parse as one) comes back unchanged."""
    if not is_replayed(messages):
        return messages
    try:
        return parse_transcript(messages[0].text)
    except TranscriptError:
        return messages
