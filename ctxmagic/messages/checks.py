"""Data from outside (a notebook's records, a trace file, a row of a database someone else wrote)
checked field by field before it becomes messages, sessions or requests.

Every field is checked against the type its dataclass declares (``str``, ``int``, ``float``,
``bool``, ``X | None``, ``list[str]``, ``dict[str, int]``, ``dict[str, Any]``), with the bounds
what is stored needs: integers are whole, not negative and fit SQLite and JSON (at most 2**53),
numbers are finite, ids are short printable text, and free JSON (a tool call's input, metadata)
nests at most ``MAX_DEPTH`` deep. A failure is ``BadField``, one line naming the field and what it
held, for the caller to prefix with where it was (a cell, a row).
"""

from __future__ import annotations

import dataclasses
import functools
import math
import types
import typing
from collections.abc import Mapping
from typing import Any

from .parts import PART_TYPES, ROLES, Message

MAX_DEPTH = 64  # nesting of free JSON (a tool call's input, metadata)
MAX_INT = 2**53  # whole numbers JSON and SQLite both keep exactly
MAX_NUMBER = 1e15
MAX_ID_CHARS = 256
ID_FIELDS = frozenset(
    {
        "id", "session_id", "parent_session_id", "summary_message_id", "message_id",
        "tool_call_id", "request_id", "kept_from_id",
    }
)  # fmt: skip


class BadField(ValueError):
    """A field that does not hold what its type says; the message names it."""


def kind(value: Any) -> str:
    """A JSON name for what a value is, for messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return "a whole number"
    if isinstance(value, float):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, Mapping):
        return "an object"
    return type(value).__name__


def _shown(value: Any) -> str:
    text = repr(value) if not isinstance(value, (dict, list)) else kind(value)
    return text if len(text) <= 40 else text[:39] + "…"


def check_json(value: Any, where: str, depth: int = 0) -> None:
    """``value`` is plain JSON (objects with text keys, lists, text, finite numbers, booleans,
    null) nesting at most ``MAX_DEPTH`` deep; iterative, so no depth can overflow the stack."""
    stack = [(value, 0)]
    while stack:
        item, level = stack.pop()
        if level > MAX_DEPTH:
            raise BadField(f"{where} nests more than {MAX_DEPTH} levels deep")
        if isinstance(item, Mapping):
            for key, child in item.items():
                if not isinstance(key, str):
                    raise BadField(f"{where} has a key that is not text ({_shown(key)})")
                stack.append((child, level + 1))
        elif isinstance(item, list):
            stack.extend((child, level + 1) for child in item)
        elif isinstance(item, float):
            if not math.isfinite(item):
                raise BadField(f"{where} holds {item!r}, not a finite number")
        elif item is not None and not isinstance(item, (str, int, bool)):
            raise BadField(f"{where} holds {kind(item)}, which is not JSON")


def check_value(value: Any, hint: Any, where: str, name: str = "") -> None:
    """``value`` against a type hint; raises ``BadField`` naming ``where``."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(hint)
        if value is None and type(None) in options:
            return
        kinds = [o for o in options if o is not type(None)]
        for option in kinds[:-1]:  # several kinds (a dict or its JSON text): any one will do
            try:
                check_value(value, option, where, name)
                return
            except BadField:
                continue
        hint = kinds[-1]
        origin = typing.get_origin(hint)
    if hint is Any:
        check_json(value, where)
    elif hint is bool:
        if not isinstance(value, bool):
            raise BadField(f"{where} must be true or false, got {_shown(value)}")
    elif hint is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise BadField(f"{where} must be a whole number, got {_shown(value)}")
        if not 0 <= value <= MAX_INT:
            raise BadField(f"{where} must be between 0 and 2**53, got {_shown(value)}")
    elif hint is float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise BadField(f"{where} must be a number, got {_shown(value)}")
        if not (math.isfinite(value) and 0 <= value <= MAX_NUMBER):
            raise BadField(f"{where} must be a finite number from 0 to 1e15, got {_shown(value)}")
    elif hint is str:
        if not isinstance(value, str):
            raise BadField(f"{where} must be text, got {_shown(value)}")
        if name in ID_FIELDS and (len(value) > MAX_ID_CHARS or not value.isprintable()):
            raise BadField(
                f"{where} is not an id (printable text of at most {MAX_ID_CHARS} characters)"
            )
    elif origin is list:
        if not isinstance(value, list):
            raise BadField(f"{where} must be a list, got {_shown(value)}")
        (item,) = typing.get_args(hint) or (Any,)
        for index, element in enumerate(value):
            check_value(element, item, f"{where}[{index}]", name)
    elif origin is dict or hint is dict:
        if not isinstance(value, Mapping):
            raise BadField(f"{where} must be an object, got {_shown(value)}")
        args = typing.get_args(hint)
        item = args[1] if len(args) == 2 else Any
        if item is Any:
            check_json(value, where)
        else:
            for key, element in value.items():
                check_value(element, item, f"{where}[{key!r}]", name)
    else:  # pragma: no cover - a type no dataclass here declares
        raise TypeError(f"no check for {hint!r}")


@functools.cache
def _hints(cls: type) -> tuple[tuple[str, Any, bool], ...]:
    """Each field of a dataclass: name, type, and whether it must be given."""
    hints = typing.get_type_hints(cls)
    return tuple(
        (
            f.name,
            hints[f.name],
            f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING,
        )
        for f in dataclasses.fields(cls)
    )


def check_fields(
    cls: type, data: Any, where: str, *, skip: tuple[str, ...] = (), required: bool = True
) -> None:
    """``data`` (an object) holds ``cls``'s fields with their declared types; a field without a
    default must be there (``required``); fields ``cls`` does not have are left alone."""
    if not isinstance(data, Mapping):
        raise BadField(f"{where} must be an object, got {_shown(data)}")
    for name, hint, needed in _hints(cls):
        if name in skip:
            continue
        if name not in data:
            if needed and required:
                raise BadField(f"{where} has no field {name!r}")
            continue
        check_value(data[name], hint, f"{where} field {name!r}", name)


def check_part(data: Any, where: str) -> None:
    if not isinstance(data, Mapping):
        raise BadField(f"{where} must be an object, got {_shown(data)}")
    part_type = data.get("type")
    cls = PART_TYPES.get(part_type) if isinstance(part_type, str) else None
    if cls is None:
        raise BadField(
            f"{where} has type {_shown(part_type)}, not one of {', '.join(sorted(PART_TYPES))}"
        )
    check_fields(cls, data.get("data"), f"{where} ({part_type})")


def check_message(data: Any, where: str) -> None:
    """A message as ``Message.to_dict`` writes it, every part included."""
    check_fields(Message, data, where, skip=("parts", "tokens", "role"))
    role = data.get("role")
    if role not in ROLES:
        raise BadField(f"{where} field 'role' is {_shown(role)}, not one of {', '.join(ROLES)}")
    parts = data.get("parts")
    if not isinstance(parts, list):
        raise BadField(f"{where} field 'parts' must be a list, got {_shown(parts)}")
    for index, part in enumerate(parts):
        check_part(part, f"{where} part {index + 1}")


__all__ = ["BadField", "MAX_DEPTH", "check_fields", "check_json", "check_message", "check_part"]
