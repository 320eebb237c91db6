"""Shared fixtures: a copy of the sample workspace, a store, and a real IPython shell."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "notebooks" / "sample_project"


@pytest.fixture(autouse=True)
def no_key_outlives_its_test():
    """A key a test leaves in the environment is redacted from every later test's outputs (an
    8-character run of it, such as ``01234567``): fail the test that leaked it, not those."""
    from ctxmagic.safety.redact import is_secret_name

    before = {k: v for k, v in os.environ.items() if is_secret_name(k)}
    yield
    after = {k: v for k, v in os.environ.items() if is_secret_name(k)}
    changed = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
    assert not changed, f"the test left these secret variables changed: {changed}"


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
    from ctxmagic.store.database import Store

    s = Store(":memory:")
    yield s
    s.close()


@pytest.fixture
def code(tmp_path: Path) -> Path:
    """A small logging package (``logpkg``) the offline model's tests ask about and edit."""
    from tests.offline_code import LEVELS, SINK  # that module imports make_agent from here

    pkg = tmp_path / "logpkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "levels.py").write_text(LEVELS)
    (pkg / "sink.py").write_text(SINK)
    return tmp_path


def make_agent(store, workspace, *, provider=None, policy=None, session_id=None, **settings):
    """An agent built the way every caller builds one (``Runtime``), on ``store``: a new offline
    session unless ``session_id`` is given; ``provider`` replaces the registry's (a fake)."""
    from ctxmagic.runtime import Runtime

    runtime = Runtime(store=store, workspace=str(workspace), **settings)
    if session_id is None:
        session_id = runtime.new_session("t").id
    if policy is not None:
        store.update_session(session_id, strategy=policy.to_dict())
    return runtime.agent(session_id, client=provider)


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
    magic._runtime = None
    yield ip
    if magic._runtime is not None:
        magic._runtime.close()
        magic._runtime = None
