"""Shared fixtures: a copy of the sample workspace, a store, and a real IPython shell."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "notebooks" / "sample_project"


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    """A private copy of the bookshop sample project."""
    dest = tmp_path / "bookshop_ws"
    shutil.copytree(
        SAMPLE, dest, ignore=shutil.ignore_patterns(".ctxmagic", "__pycache__", ".pytest_cache")
    )
    return dest


@pytest.fixture
def store():
    from ctxmagic.store import Store

    s = Store(":memory:")
    yield s
    s.close()


@pytest.fixture
def shell(workspace: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A real InteractiveShell with ctxmagic loaded, working in ``workspace``."""
    from IPython.core.interactiveshell import InteractiveShell

    monkeypatch.chdir(workspace)
    ip = InteractiveShell.instance()
    ip.run_line_magic("load_ext", "ctxmagic")
    magic = ip.magics_manager.registry["CtxMagic"]
    # each test gets fresh settings and no current session
    for name, trait in magic.traits(config=True).items():
        setattr(magic, name, trait.default())
    magic.session_id = None
    magic._store = None
    magic._offline_billers.clear()
    yield ip
    if magic._store is not None:
        magic._store.close()
        magic._store = None
