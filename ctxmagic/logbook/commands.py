"""``%ctx export`` / ``%ctx import`` words turned into calls of the logbook API (the magic and
``python -m ctxmagic`` share the behaviour; the magic only dispatches here)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..display.words import count
from ..errors import ConfigError
from ..hints import did_you_mean
from ..store.database import Store
from .export import write_export
from .load import ImportResult, import_notebook, plan_import, read_notebook

EXPORT_USAGE = "%ctx export [PATH.ipynb] [--session ID] [--force]"


def export_command(store: Store, words: list[str], *, current: str | None) -> str:
    path, session, force = None, current, False
    rest = list(words)
    while rest:
        word = rest.pop(0)
        if word in ("--session", "-s"):
            if not rest:
                raise ConfigError(f"--session needs a session id; usage: {EXPORT_USAGE}")
            session = rest.pop(0)
            if not session:
                raise ConfigError(f"--session needs a session id, got ''; usage: {EXPORT_USAGE}")
        elif word == "--force":
            force = True
        elif word.startswith("-"):
            hint = did_you_mean(word, ("--session", "--force"))
            raise ConfigError(f"unknown option {word!r};{hint} usage: {EXPORT_USAGE}")
        elif path is None:
            path = word
        else:
            raise ConfigError(f"one path only; usage: {EXPORT_USAGE}")
    if not session:
        raise ConfigError("no current session: run an %%agent cell, or give --session ID")
    return export(store, session, path, force=force)


def export(store: Store, session: str, path: str | None, *, force: bool = False) -> str:
    try:
        target, notebook = write_export(store, store.get_session(session).id, path, force=force)
    except OSError as exc:
        raise ConfigError(f"cannot write {exc.filename or path}: {exc.strerror or exc}") from None
    turns = sum(1 for c in notebook.cells if c.source.startswith("%%agent"))
    return (
        f"exported {notebook.metadata['ctxmagic']['exported_session']}: {count(turns, 'turn')} to "
        f"{target}"
    )


def import_command(store: Callable[[], Store], words: list[str]) -> ImportResult:
    """``%ctx import PATH``: the notebook is read and checked first, and only then ``store()``
    opened (creating the database), so a notebook that is refused creates none."""
    if len(words) != 1 or words[0].startswith("-"):
        raise ConfigError("usage: %ctx import PATH.ipynb")
    plan = plan_import(read_notebook(words[0]))
    return import_notebook(store(), words[0], plan)


class Recorded:
    """A value shown with a record in its output's metadata (``%ctx compact``'s table, the
    policy ``%ctx strategy`` set), so the saved notebook keeps what the cell wrote; otherwise
    it behaves as the value."""

    def __init__(self, value: Any, record: dict[str, Any]) -> None:
        self.value = value
        self.record = record

    def __getattr__(self, name: str) -> Any:
        return getattr(self.value, name)

    def __repr__(self) -> str:
        return repr(self.value)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> tuple[dict, dict]:
        data = {"text/plain": repr(self.value)}
        html = getattr(self.value, "_repr_html_", None)
        if html is not None:
            data["text/html"] = html()
        return data, {"ctxmagic": {"record": self.record}}
