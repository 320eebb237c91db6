"""API keys, read from the environment when a request is sent and never stored.

A module of its own so that the adapters, which read their key per request, and the registry in
``__init__.py``, which builds the adapters, do not import each other.
"""

from __future__ import annotations

import os


def read_key(variables: tuple[str, ...]) -> str | None:
    """The first of these environment variables that holds a key, read now (never stored)."""
    for name in variables:
        value = os.environ.get(name, "").strip()
        if value:
            return value
    return None
