"""Errors a user can act on, and the one line each becomes.

Each message is one line saying what was wrong and how to fix it. ``user_message`` turns any
exception into that line (the magics print it, the command line prints it and exits 1); the
traceback stays available to developers behind ``%config CtxMagic.debug = True`` or the
``CTXMAGIC_DEBUG=1`` environment variable.
"""

from __future__ import annotations

import os
import sqlite3
from typing import Any

DEBUG_ENV = "CTXMAGIC_DEBUG"
DEBUG_HINT = "%config CtxMagic.debug = True (or CTXMAGIC_DEBUG=1) shows the traceback"


class CtxMagicError(Exception):
    """Base class: the magics show these as a one-line error, never a traceback."""


class ConfigError(CtxMagicError, ValueError):
    """A bad setting or argument."""


class UnknownModelError(ConfigError, KeyError):
    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else ""


class SessionNotFound(CtxMagicError, LookupError):
    """No session has that id, or a prefix matches several."""


class DatabaseError(ConfigError):
    """The session database cannot be used: not SQLite, corrupted, another application's, newer,
    or in a place that cannot be written. The file is left as it was."""


class ProviderError(CtxMagicError):
    """A request failed. ``partial`` holds what was streamed before the failure, if anything."""

    def __init__(self, message: str, *, partial: Any = None, status: int | None = None) -> None:
        super().__init__(message)
        self.partial = partial
        self.status = status


class AuthError(ProviderError):
    """Missing or rejected API key; the message names the environment variable to set."""


class ContextOverflowError(ProviderError):
    """The provider refused the prompt as too long: compaction catches this and retries once."""


def debug_enabled(flag: bool = False) -> bool:
    """Whether tracebacks are shown: the ``debug`` setting or ``CTXMAGIC_DEBUG`` set to 1/true."""
    return flag or os.environ.get(DEBUG_ENV, "").strip().lower() in {"1", "true", "yes", "on"}


def first_line(text: str) -> str:
    lines = [line.strip() for line in str(text).splitlines() if line.strip()]
    return lines[0] if lines else ""


def user_message(exc: BaseException) -> str:
    """The one line shown for ``exc``: its own message for an error the user can fix; for
    anything else (a bug) its type and message, and how to see the traceback to report it."""
    text = first_line(str(exc))
    if isinstance(exc, CtxMagicError):
        return text or type(exc).__name__
    if isinstance(exc, sqlite3.Error):
        return database_message(exc)
    if isinstance(exc, OSError) and exc.strerror:
        where = f" {exc.filename}" if exc.filename else ""
        return f"{exc.strerror}:{where}; check the path and its permissions"
    if isinstance(exc, MemoryError):
        return "out of memory; restart the kernel, or use a smaller context window or output"
    what = f"{type(exc).__name__}: {text}" if text else type(exc).__name__
    return f"internal error ({what}); please report it ({DEBUG_HINT})"


_SQLITE_HINTS = (
    ("locked", "another process holds the session database; wait for it, then run the cell again"),
    ("readonly", "the session database is read-only; point CtxMagic.db_path at a writable file"),
    ("disk is full", "the disk is full; free some space, then run the cell again"),
    ("disk i/o", "the disk failed to read or write the session database; check the disk"),
    ("malformed", "the session database is corrupted; restore a backup or use another db_path"),
    ("not a database", "the file is not an SQLite database; point CtxMagic.db_path elsewhere"),
)


def database_message(exc: sqlite3.Error) -> str:
    """A one-line reason and remedy for an SQLite error met while a session was in use."""
    text = first_line(str(exc)) or type(exc).__name__
    for needle, hint in _SQLITE_HINTS:
        if needle in text.lower():
            return f"session database error ({text}): {hint}"
    return f"session database error ({text}); {DEBUG_HINT}"


class ToolError(Exception):
    """A failure the model should see as the tool's result (bad path, missing string, ...).

    Not a ``CtxMagicError``: the loop turns it into an error result the model reads and corrects,
    never into a line for the user. Defined here, below the tools, because the workspace sandbox
    (``safety/workspace.py``) raises it too.
    """
