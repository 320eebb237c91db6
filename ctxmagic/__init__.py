"""ctxmagic: a notebook laboratory for the context engineering of coding agents.

``%load_ext ctxmagic`` registers ``%%agent`` (one user turn of a tool-using agent per cell) and
``%ctx`` (sessions, parts tables, settings). The default provider is an offline stand-in, so
everything works with no API key. Under the magics is a Python API (``runtime.py``)::

    from ctxmagic import open_session

    agent = open_session(workspace=".")
    for event in agent.turn("Where is `line_total` defined?"):
        print(event)

Loading the extension imports nothing heavy: the tokenizer, the SDKs and SQLite's helpers load
on first use.
"""

from __future__ import annotations

from typing import Any

_API = {"open_session", "Runtime", "Settings"}


def __getattr__(name: str) -> Any:
    if name in _API:
        from . import runtime

        return getattr(runtime, name)
    if name == "__version__":  # one source: pyproject.toml, as installed
        from importlib.metadata import version

        return version("ctxmagic")
    raise AttributeError(f"module 'ctxmagic' has no attribute {name!r}")


def load_ipython_extension(ipython: Any) -> None:
    from .ipython.magics import CtxMagic

    magics = CtxMagic(shell=ipython, config=ipython.config)
    ipython.register_magics(magics)
    if magics not in ipython.configurables:
        ipython.configurables.append(magics)


def unload_ipython_extension(ipython: Any) -> None:
    magics = ipython.magics_manager.registry.get("CtxMagic")
    if magics is not None and magics in ipython.configurables:
        ipython.configurables.remove(magics)
