"""Errors a user can act on. Each message is one line saying what was wrong and how to fix it."""

from __future__ import annotations

from typing import Any


class CtxMagicError(Exception):
    """Base class: the magics show these as a one-line error, never a traceback."""


class ConfigError(CtxMagicError, ValueError):
    """A bad setting or argument."""


class UnknownModelError(ConfigError, KeyError):
    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else ""


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
