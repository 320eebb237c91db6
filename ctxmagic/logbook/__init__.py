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

from .export import export_session, session_records, write_export
from .load import ImportResult, NotebookError, import_notebook, plan_import, read_notebook
from .record import CellRecord, RecordError, live_record, session_state

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
