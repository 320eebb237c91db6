"""The directory-swap race: another process (bash can start one) flips a workspace directory
between a real directory and a symlink to the outside while the tools run. Checked paths are
opened from the root without following symlinks, so no attempt reads, lists or writes outside.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from ctxmagic.tools.base import ToolContext
from ctxmagic.tools.registry import run_tool

ATTEMPTS = 600  # per tool; each takes well under a millisecond of the flipper's cycle

FLIPPER = """
import os, shutil, sys, time
ws, outside = sys.argv[1], sys.argv[2]
real, link, away = os.path.join(ws, "d"), os.path.join(ws, "link"), os.path.join(ws, "away")
os.symlink(outside, link)
end = time.monotonic() + float(sys.argv[3])
print("ready", flush=True)
while time.monotonic() < end:
    try:
        os.rename(real, away)       # d disappears,
        os.rename(link, real)       # d is now a symlink to the outside,
        os.rename(real, link)
        os.rename(away, real)       # and a directory again
    except OSError:                 # write made a new d while it was missing: start over
        try:
            if os.path.islink(real) and not os.path.lexists(link):
                os.rename(real, link)
            if os.path.isdir(away):
                if os.path.isdir(real) and not os.path.islink(real):
                    shutil.rmtree(real, ignore_errors=True)
                os.rename(away, real)
        except OSError:
            pass                    # a write is still busy in there: try again next round
"""


@pytest.fixture
def race(tmp_path: Path):
    ws, outside = tmp_path / "ws", tmp_path / "outside"
    (ws / "d").mkdir(parents=True)
    outside.mkdir()
    (ws / "d" / "f.txt").write_text("inside\n")
    (outside / "f.txt").write_text("SECRET outside\n")
    flipper = subprocess.Popen(
        [sys.executable, "-c", FLIPPER, str(ws), str(outside), "120"],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert flipper.stdout is not None and flipper.stdout.readline().strip() == "ready"
    yield ws, outside, ToolContext(workspace=ws)
    assert flipper.poll() is None, "the flipper stopped early: the race did not run throughout"
    flipper.kill()
    flipper.wait()


def _outside_unchanged(outside: Path) -> None:
    assert sorted(p.name for p in outside.iterdir()) == ["f.txt"]
    assert (outside / "f.txt").read_text() == "SECRET outside\n"


def test_view_grep_and_ls_never_read_outside(race):
    ws, outside, ctx = race
    outcomes = {"inside": 0, "refused": 0}
    for _ in range(ATTEMPTS):
        for name, args in (
            ("view", {"path": "d/f.txt"}),
            ("grep", {"pattern": "SECRET|inside", "path": "d"}),
            ("grep", {"pattern": "SECRET|inside"}),
            ("ls", {"path": "d"}),
            ("glob", {"pattern": "**/f.txt"}),
        ):
            out = run_tool(name, args, ctx)
            assert "SECRET" not in out.content, f"{name} read outside: {out.content}"
            outcomes["refused" if out.is_error else "inside"] += 1
    # the race really ran: some calls met the symlink (refused) and some the directory
    assert outcomes["refused"] > 0 and outcomes["inside"] > 0, outcomes
    _outside_unchanged(outside)


def test_edit_and_write_never_write_outside(race):
    ws, outside, ctx = race
    edits = writes = 0
    for i in range(ATTEMPTS):
        out = run_tool(
            "edit", {"path": "d/f.txt", "old_string": "SECRET", "new_string": "CHANGED"}, ctx
        )
        edits += not out.is_error  # SECRET is only ever outside
        out = run_tool("write", {"path": f"d/new{i}.txt", "content": "written"}, ctx)
        writes += not out.is_error
        run_tool("write", {"path": "d/f.txt", "content": "inside\n"}, ctx)
    assert edits == 0
    assert writes > 0  # some writes landed, inside
    _outside_unchanged(outside)


# The worst moment, every time: a directory swapped for a link right after the path was checked.
@pytest.fixture
def swap_after_check(tmp_path: Path, monkeypatch):
    """``memories/d`` becomes a symlink to the outside just after each confinement check, the
    moment a check-then-open-by-name gets through (the memory tool wrote outside this way)."""
    from ctxmagic.tools import memory

    ws, outside = tmp_path / "ws", tmp_path / "outside"
    (ws / "memories" / "d").mkdir(parents=True)
    (ws / "memories" / "d" / "notes.md").write_text("inside\n")
    outside.mkdir()
    (outside / "notes.md").write_text("SECRET outside\n")
    (outside / "SECRET.md").write_text("")  # a listing through the link would name it
    checked = memory.contain

    def contain_then_swap(*args, **kwargs):
        real = checked(*args, **kwargs)
        d = ws / "memories" / "d"
        if d.is_dir() and not d.is_symlink():
            d.rename(ws / "away")
            d.symlink_to(outside)
        return real

    monkeypatch.setattr(memory, "contain", contain_then_swap)
    return ws, outside, ToolContext(workspace=ws)


def _put_back(ws: Path) -> None:
    d = ws / "memories" / "d"
    if d.is_symlink():
        d.unlink()
        (ws / "away").rename(d)


@pytest.mark.parametrize(
    "args",
    [
        {"command": "view", "path": "/memories/d/notes.md"},
        {"command": "view", "path": "/memories/d"},
        {"command": "create", "path": "/memories/d/new.md", "file_text": "x"},
        {
            "command": "str_replace",
            "path": "/memories/d/notes.md",
            "old_str": "SECRET",
            "new_str": "x",
        },  # fmt: skip
        {"command": "insert", "path": "/memories/d/notes.md", "insert_line": 0, "insert_text": "x"},
        {"command": "delete", "path": "/memories/d/notes.md"},
        {"command": "rename", "old_path": "/memories/d/notes.md", "new_path": "/memories/n.md"},
    ],
)
def test_memory_never_reads_or_writes_through_a_swapped_directory(swap_after_check, args):
    ws, outside, ctx = swap_after_check
    out = run_tool("memory", args, ctx)
    _put_back(ws)
    assert "SECRET" not in out.content
    assert sorted(p.name for p in outside.iterdir()) == ["SECRET.md", "notes.md"]
    assert (outside / "notes.md").read_text() == "SECRET outside\n"


def test_a_saved_output_never_lands_outside_through_a_link(tmp_path: Path):
    """``.ctxmagic/outputs`` made a symlink to the outside (one bash call) used to receive the
    next truncated tool output."""
    from ctxmagic.context.truncate import save_output

    ws, outside = tmp_path / "ws", tmp_path / "outside"
    (ws / ".ctxmagic").mkdir(parents=True)
    outside.mkdir()
    (ws / ".ctxmagic" / "outputs").symlink_to(outside)
    saved = save_output(ws, "call_1", "the full output\n")
    assert saved.error and "outside the workspace" in saved.error
    assert list(outside.iterdir()) == []
    (ws / ".ctxmagic" / "outputs").unlink()
    assert save_output(ws, "call_1", "the full output\n").error == ""
    assert (ws / ".ctxmagic" / "outputs" / "call_1.txt").read_text() == "the full output\n"


def test_the_lab_reads_saved_outputs_only_inside_the_workspace(tmp_path: Path):
    from ctxmagic.lab.trace import _read

    (tmp_path / "ws").mkdir()
    (tmp_path / "secret.txt").write_text("SECRET")
    assert _read(tmp_path / "ws", "../secret.txt") is None
