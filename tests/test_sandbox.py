"""The workspace sandbox: what resolves inside the root, what is refused, what walking skips."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ctxmagic.errors import ToolError
from ctxmagic.safety.workspace import SKIP_NAMES, display_path, is_binary, resolve, walk


@pytest.fixture
def layout(tmp_path: Path) -> tuple[Path, Path]:
    """A workspace with a file, plus a sibling directory outside it holding a secret."""
    root = tmp_path / "ws"
    outside = tmp_path / "outside"
    (root / "src").mkdir(parents=True)
    outside.mkdir()
    (root / "src" / "app.py").write_text("print('hi')\n")
    (outside / "secret.txt").write_text("SECRET\n")
    return root, outside


def test_relative_path_resolves_inside(layout):
    root, _ = layout
    assert resolve(root, "src/app.py") == (root / "src" / "app.py").resolve()
    assert resolve(root, ".") == root.resolve()
    assert resolve(root, "src/../src/app.py") == (root / "src" / "app.py").resolve()


def test_absolute_path_inside_root_is_accepted(layout):
    root, _ = layout
    absolute = str((root / "src" / "app.py").resolve())
    assert resolve(root, absolute) == Path(absolute)


def test_missing_path_inside_root_resolves(layout):
    root, _ = layout
    assert resolve(root, "new/dir/file.txt") == root.resolve() / "new" / "dir" / "file.txt"


@pytest.mark.parametrize("path", ["../outside/secret.txt", "..", "src/../../x", "/etc/passwd", "~"])
def test_escapes_are_refused_naming_the_root(layout, path):
    root, _ = layout
    with pytest.raises(ToolError) as info:
        resolve(root, path)
    message = str(info.value)
    assert "outside the workspace" in message
    assert str(root.resolve()) in message


def test_symlinked_file_and_directory_pointing_out_are_refused(layout):
    root, outside = layout
    os.symlink(outside / "secret.txt", root / "link.txt")
    os.symlink(outside, root / "linkdir")
    for path in ("link.txt", "linkdir", "linkdir/secret.txt", "linkdir/new.txt"):
        with pytest.raises(ToolError, match="outside the workspace"):
            resolve(root, path)


def test_symlink_inside_root_is_followed(layout):
    root, _ = layout
    os.symlink(root / "src", root / "alias")
    assert resolve(root, "alias/app.py") == (root / "src" / "app.py").resolve()


def test_empty_path_is_refused(layout):
    root, _ = layout
    with pytest.raises(ToolError, match="path is empty"):
        resolve(root, "  ")


def test_display_path_is_relative_posix(layout):
    root, _ = layout
    assert display_path(root, root.resolve() / "src" / "app.py") == "src/app.py"
    assert display_path(root, root.resolve()) == "."


def test_walk_is_sorted_skips_tool_dirs_and_does_not_follow_symlinks(layout):
    root, outside = layout
    for name in SKIP_NAMES:
        (root / name).mkdir()
        (root / name / "hidden.txt").write_text("x")
    (root / "b.txt").write_text("b")
    (root / "a").mkdir()
    (root / "a" / "z.txt").write_text("z")
    os.symlink(outside, root / "linkdir")
    seen = [(e.path.relative_to(root.resolve()).as_posix(), e.depth) for e in walk(root.resolve())]
    assert seen == [
        ("a", 1),
        ("a/z.txt", 2),
        ("b.txt", 1),
        ("linkdir", 1),
        ("src", 1),
        ("src/app.py", 2),
    ]


def test_walk_prune_skips_subtree(layout):
    root, _ = layout
    names = [e.path.name for e in walk(root.resolve(), prune=lambda e: e.path.name == "src")]
    assert names == []


def test_is_binary_checks_first_8kb_for_nul(tmp_path):
    text = tmp_path / "t.txt"
    text.write_bytes(b"a" * 8192 + b"\x00")
    binary = tmp_path / "b.bin"
    binary.write_bytes(b"a" * 8191 + b"\x00")
    assert not is_binary(text)
    assert is_binary(binary)


def test_an_interrupt_while_opening_folders_is_not_hidden_by_a_second_close(tmp_path, monkeypatch):
    """An interrupt just after a parent folder's descriptor was closed made the clean-up close
    it again: EBADF (an OSError) replaced the KeyboardInterrupt, and the child's stayed open."""
    from ctxmagic.safety import workspace as ws

    (tmp_path / "a" / "b").mkdir(parents=True)
    real_close, closed, interrupted = os.close, [], []

    def close(fd: int) -> None:
        real_close(fd)
        closed.append(fd)
        if not interrupted:
            interrupted.append(fd)
            raise KeyboardInterrupt

    monkeypatch.setattr(ws.os, "close", close)
    with pytest.raises(KeyboardInterrupt):
        ws.open_dir(tmp_path, tmp_path / "a" / "b")
    assert len(closed) == len(set(closed)) == 2  # the parent's, then the child's, once each
