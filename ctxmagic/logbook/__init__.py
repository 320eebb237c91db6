"""The notebook as the session log: sessions exported as notebooks and notebooks imported back.

::

    from ctxmagic.logbook import export_session, import_notebook, session_state

    path, notebook = write_export(store, session_id, "session.ipynb")
    result = import_notebook(other_store, "session.ipynb")   # one transaction, or nothing
    assert session_state(other_store, session_id) == session_state(store, session_id)

``record`` defines what a cell's output carries, ``export`` writes a stored session as a notebook,
``load`` reads a notebook (one ctxmagic exported, or one a user ran and saved) back.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from .record import CellRecord, RecordError, live_record, session_state

# ``export`` and ``load`` import nbformat, whose validation pulls jsonschema and its format
# checkers (about 1.5 s of CPU): a cell's record (``cells``, ``record``) needs neither, so the
# first %%agent cell of a kernel does not wait for them; they load when first named.
_LAZY = {
    "export_session": "export",
    "session_records": "export",
    "write_export": "export",
    "ImportResult": "load",
    "NotebookError": "load",
    "import_notebook": "load",
    "plan_import": "load",
    "read_notebook": "load",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "CellRecord",
    "ImportResult",
    "NotebookError",
    "RecordError",
    "export_session",
    "import_notebook",
    "live_record",
    "plan_import",
    "read_notebook",
    "session_records",
    "session_state",
    "write_export",
]
