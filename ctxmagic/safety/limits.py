"""The ranges settings must lie in, checked wherever a value comes in (``%config``, ``%%agent``
options, ``Settings`` in the Python API) so that a bad one is refused with one line before
anything is written, instead of failing deep inside a turn (an ``OverflowError`` from SQLite, a
timeout of NaN that never fires).
"""

from __future__ import annotations

import math
from typing import Any
from urllib.parse import urlsplit

from ..errors import ConfigError

MIN_WINDOW = 1_024  # below this no system prompt and tool set fits (each turn checks its own)
MAX_TOKENS = 100_000_000  # ten times the largest context window on sale (10M tokens)
MAX_STEPS = 1_000
MAX_BASH_TIMEOUT = 600.0  # the bash tool's own ceiling
MAX_DELAY = 60.0
MAX_REQUEST_TIMEOUT = 3_600.0

# name: (kind, low, high, what 0 means or "" when 0 is not allowed)
_NUMBERS: dict[str, tuple[type, float, float, str]] = {
    "context_window": (int, MIN_WINDOW, MAX_TOKENS, "the model's window"),
    "max_output_tokens": (int, 1, MAX_TOKENS, "the model's default"),
    "thinking_budget": (int, 1, MAX_TOKENS, "off"),
    "max_steps": (int, 1, MAX_STEPS, ""),
    "task_max_steps": (int, 1, MAX_STEPS, ""),
    "task_max_calls": (int, 1, 100, ""),
    "task_max_tokens": (int, 1, MAX_TOKENS, "as the coder"),
    "summarizer_max_tokens": (int, 1, MAX_TOKENS, "up to 8,192"),
    "title_max_tokens": (int, 1, MAX_TOKENS, "up to 256"),
    "repomap_tokens": (int, 1, 1_000_000, ""),
    "bash_timeout": (float, 0.001, MAX_BASH_TIMEOUT, ""),
    "compact_threshold": (float, 0.01, 1.0, ""),
    "offline_delay": (float, 0.0, MAX_DELAY, ""),
    "connect_timeout": (float, 0.1, MAX_REQUEST_TIMEOUT, ""),
    "read_timeout": (float, 0.1, MAX_REQUEST_TIMEOUT, ""),
}
_PATHS = ("workspace", "db_path", "models_file", "base_url", "api_key_env", "model")
CHECKED = (*_NUMBERS, *_PATHS)  # the settings check_setting knows a range or form of


def check_setting(name: str, value: Any, *, where: str = "") -> Any:
    """``value`` if it is valid for setting ``name``, else a ConfigError naming the range.

    ``where`` is how the user set it (``--window``); the default names ``%config``.
    """
    where = where or f"%config CtxMagic.{name}"
    if name in _NUMBERS:
        kind, low, high, zero = _NUMBERS[name]
        number = isinstance(value, int | float) and not isinstance(value, bool)
        if not number or (kind is int and not isinstance(value, int)):
            noun = "a whole number" if kind is int else "a number"
            raise ConfigError(f"{where} must be {noun}, not {value!r}")
        if zero and value == 0:
            return value
        if not math.isfinite(value) or not low <= value <= high:
            span = f"{low:g} to {high:g}" if kind is float else f"{int(low):,} to {int(high):,}"
            unit = " seconds" if "timeout" in name or name == "offline_delay" else ""
            zero_text = f", or 0 for {zero}" if zero else ""
            raise ConfigError(f"{where} must be from {span}{unit}{zero_text}; got {value!r}")
        return value
    if name in _PATHS:
        if not isinstance(value, str):
            raise ConfigError(f"{where} must be a string, not {value!r}")
        if "\x00" in value:
            raise ConfigError(f"{where} contains a NUL byte; give the name without it")
        if name == "base_url" and value:
            check_url(value, where)
    return value


def check_url(value: str, where: str) -> None:
    """A server URL the HTTP clients can use: http(s), a host, a valid port (an SDK raises
    InvalidURL in the middle of a turn otherwise, or retries ``ftp://`` as a connection error)."""
    try:
        parts = urlsplit(value.strip())
        parts.port  # noqa: B018 - raises ValueError for a port that is not a number
    except ValueError as exc:
        parts, problem = None, str(exc)
    else:
        problem = "" if parts.scheme in ("http", "https") and parts.hostname else "not http(s)"
    if parts is None or problem:
        raise ConfigError(
            f"{where} must be an http:// or https:// URL with a host, such as "
            f"http://localhost:8000/v1; got {value!r}" + (f" ({problem})" if parts is None else "")
        )


def check_settings(values: dict[str, Any]) -> None:
    """Check every setting that has a range or a form (unknown names are left to the caller)."""
    for name, value in values.items():
        check_setting(name, value)
