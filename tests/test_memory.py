"""The memory tool: Anthropic's command set on files confined to the workspace's memories/ dir."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ctxmagic.tools.base import ToolContext
from ctxmagic.tools.memory import MAX_MEMORY_BYTES, MAX_VIEW_BYTES, MEMORY, list_memory, total_bytes
from ctxmagic.tools.registry import TOOLS, run_tool, tool_specs


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    root.mkdir()
    return root


@pytest.fixture
def ctx(ws: Path) -> ToolContext:
    return ToolContext(workspace=ws)


def mem(ctx: ToolContext, **args):
    return run_tool("memory", args, ctx)


def ok(ctx: ToolContext, **args) -> str:
    out = mem(ctx, **args)
    assert not out.is_error, out.content
    return out.content


def err(ctx: ToolContext, **args) -> str:
    out = mem(ctx, **args)
    assert out.is_error, out.content
    assert out.content.startswith("Error: ")
    return out.content


# --- registry ---------------------------------------------------------------------------------


def test_memory_is_optional_not_offered_by_default():
    assert "memory" not in TOOLS
    assert "memory" not in [s["name"] for s in tool_specs()]
    (spec,) = tool_specs(["memory"])
    assert spec["name"] == "memory"
    schema = spec["input_schema"]
    assert schema["properties"]["command"]["enum"] == [
        "view",
        "create",
        "str_replace",
        "insert",
        "delete",
        "rename",
    ]
    assert schema["required"] == ["command"]
    assert "/memories" in MEMORY.description
    assert "compacted" in MEMORY.description


# --- create / view ----------------------------------------------------------------------------


def test_create_writes_under_memories_creating_directories(ws, ctx):
    out = ok(ctx, command="create", path="/memories/project/notes.md", file_text="a\nb\n")
    assert out == "Created /memories/project/notes.md (4 bytes)"
    assert (ws / "memories" / "project" / "notes.md").read_text() == "a\nb\n"


@pytest.mark.parametrize("spelling", ["/memories/x.md", "memories/x.md", "x.md", "/memories//x.md"])
def test_path_spellings_name_the_same_file(ws, ctx, spelling):
    ok(ctx, command="create", path="/memories/x.md", file_text="hello\n")
    out = ok(ctx, command="view", path=spelling)
    assert out.endswith("     1\thello")


def test_absolute_workspace_path_inside_memories_accepted(ws, ctx):
    ok(ctx, command="create", path="x.md", file_text="hi\n")
    out = ok(ctx, command="view", path=str(ws / "memories" / "x.md"))
    assert "Content of /memories/x.md" in out


def test_create_refuses_to_overwrite_and_directories(ws, ctx):
    ok(ctx, command="create", path="/memories/x.md", file_text="one\n")
    msg = err(ctx, command="create", path="/memories/x.md", file_text="two\n")
    assert "already exists" in msg and "str_replace" in msg
    assert (ws / "memories" / "x.md").read_text() == "one\n"
    assert "directory" in err(ctx, command="create", path="/memories", file_text="x")
    ok(ctx, command="create", path="/memories/d/y.md", file_text="")
    assert "directory" in err(ctx, command="create", path="/memories/d", file_text="x")


def test_create_under_a_file_is_refused(ws, ctx):
    ok(ctx, command="create", path="/memories/a", file_text="x")
    msg = err(ctx, command="create", path="/memories/a/b.md", file_text="y")
    assert "/memories/a is a file" in msg


def test_view_directory_lists_two_levels_with_sizes_hidden_left_out(ws, ctx):
    ok(ctx, command="create", path="/memories/progress.md", file_text="x" * 10)
    ok(ctx, command="create", path="/memories/a/b.md", file_text="y" * 2048)
    ok(ctx, command="create", path="/memories/a/b/deep/c.md", file_text="z")
    (ws / "memories" / ".secret").write_text("hidden")
    out = ok(ctx, command="view", path="/memories")
    lines = out.splitlines()
    assert lines[0].startswith("Files in /memories up to 2 levels deep")
    listed = [line.split()[-1] for line in lines[1:]]
    assert listed == ["/memories/a/", "/memories/a/b.md", "/memories/a/b/", "/memories/progress.md"]
    assert "2.0 KB  /memories/a/b.md" in out
    assert "10 B  /memories/progress.md" in out
    assert ".secret" not in out and "/deep" not in out


def test_view_empty_or_missing_memory_directory(ws, ctx):
    out = ok(ctx, command="view", path="/memories")
    assert "/memories is empty" in out
    assert not (ws / "memories").exists()  # viewing does not create it


def test_view_file_numbered_and_ranges(ws, ctx):
    ok(ctx, command="create", path="n.md", file_text="".join(f"line {i}\n" for i in range(1, 8)))
    out = ok(ctx, command="view", path="n.md")
    assert out.splitlines()[0] == "Content of /memories/n.md with line numbers:"
    assert out.splitlines()[1:] == [f"{i:>6}\tline {i}" for i in range(1, 8)]
    out = ok(ctx, command="view", path="n.md", view_range=[3, 4])
    assert out.splitlines()[1:] == ["     3\tline 3", "     4\tline 4"]
    out = ok(ctx, command="view", path="n.md", view_range=[6, -1])
    assert out.splitlines()[1:] == ["     6\tline 6", "     7\tline 7"]
    out = ok(ctx, command="view", path="n.md", view_range=[7, 99])
    assert out.splitlines()[1:] == ["     7\tline 7"]


@pytest.mark.parametrize(
    "view_range, fragment",
    [([0, 2], "start 0"), ([8, 9], "start 8"), ([4, 2], "before start"), ([1], "two line")],
)
def test_view_range_errors(ws, ctx, view_range, fragment):
    ok(ctx, command="create", path="n.md", file_text="".join(f"{i}\n" for i in range(7)))
    assert fragment in err(ctx, command="view", path="n.md", view_range=view_range)


def test_view_missing_file(ws, ctx):
    msg = err(ctx, command="view", path="/memories/nope.md")
    assert "/memories/nope.md does not exist" in msg


def test_view_size_limit_at_the_boundary(ws, ctx):
    (ws / "memories").mkdir()
    line = "x" * 1023 + "\n"  # 1 KB a line
    (ws / "memories" / "edge.md").write_text(line * 100)  # exactly 100 KB
    assert (ws / "memories" / "edge.md").stat().st_size == MAX_VIEW_BYTES
    assert "   100\t" in ok(ctx, command="view", path="edge.md")
    (ws / "memories" / "big.md").write_text(line * 100 + "y")  # one byte more
    msg = err(ctx, command="view", path="big.md")
    assert "over the 100 KB view limit" in msg and "view_range" in msg and "101 lines" in msg
    # a range of the big file is fine
    out = ok(ctx, command="view", path="big.md", view_range=[101, 101])
    assert out.splitlines()[1:] == ["   101\ty"]


# --- str_replace / insert ---------------------------------------------------------------------


def test_str_replace_exactly_once(ws, ctx):
    ok(ctx, command="create", path="p.md", file_text="# Progress\n- step 1: todo\n- step 2: todo\n")
    out = ok(
        ctx, command="str_replace", path="p.md", old_str="step 1: todo", new_str="step 1: done"
    )
    assert "Edited /memories/p.md" in out and "     2\t- step 1: done" in out
    assert (ws / "memories" / "p.md").read_text() == "# Progress\n- step 1: done\n- step 2: todo\n"


def test_str_replace_errors(ws, ctx):
    ok(ctx, command="create", path="p.md", file_text="todo\nx\ntodo\n")
    msg = err(ctx, command="str_replace", path="p.md", old_str="todo", new_str="done")
    assert "occurs 2 times" in msg and "lines 1, 3" in msg
    msg = err(ctx, command="str_replace", path="p.md", old_str="absent", new_str="y")
    assert "not found verbatim" in msg
    assert "empty" in err(ctx, command="str_replace", path="p.md", old_str="", new_str="y")
    assert "does not exist" in err(
        ctx, command="str_replace", path="q.md", old_str="a", new_str="b"
    )
    assert (ws / "memories" / "p.md").read_text() == "todo\nx\ntodo\n"


def test_insert_at_top_middle_end(ws, ctx):
    ok(ctx, command="create", path="l.md", file_text="a\nb\n")
    assert "at the top" in ok(ctx, command="insert", path="l.md", insert_line=0, insert_text="0")
    ok(ctx, command="insert", path="l.md", insert_line=2, insert_text="mid1\nmid2\n")
    out = ok(ctx, command="insert", path="l.md", insert_line=5, insert_text="z")
    assert out == "Inserted 1 line after line 5 of /memories/l.md"
    assert (ws / "memories" / "l.md").read_text() == "0\na\nmid1\nmid2\nb\nz\n"


def test_insert_errors(ws, ctx):
    ok(ctx, command="create", path="l.md", file_text="a\nb\n")
    assert "outside 0..2" in err(ctx, command="insert", path="l.md", insert_line=3, insert_text="x")
    assert "outside 0..2" in err(
        ctx, command="insert", path="l.md", insert_line=-1, insert_text="x"
    )
    assert "does not exist" in err(
        ctx, command="insert", path="m.md", insert_line=0, insert_text="x"
    )


# --- delete / rename --------------------------------------------------------------------------


def test_delete_file_and_directory(ws, ctx):
    ok(ctx, command="create", path="a.md", file_text="x")
    ok(ctx, command="create", path="d/b.md", file_text="y")
    assert ok(ctx, command="delete", path="/memories/a.md") == "Deleted file /memories/a.md"
    assert ok(ctx, command="delete", path="/memories/d") == "Deleted directory /memories/d"
    assert list(os.scandir(ws / "memories")) == []
    assert "does not exist" in err(ctx, command="delete", path="a.md")
    assert "itself" in err(ctx, command="delete", path="/memories")
    assert (ws / "memories").is_dir()


def test_rename_moves_and_refuses_overwrite(ws, ctx):
    ok(ctx, command="create", path="a.md", file_text="A")
    ok(ctx, command="create", path="b.md", file_text="B")
    msg = err(ctx, command="rename", old_path="a.md", new_path="/memories/b.md")
    assert "/memories/b.md already exists" in msg
    assert (ws / "memories" / "b.md").read_text() == "B"
    out = ok(ctx, command="rename", old_path="/memories/a.md", new_path="/memories/old/a.md")
    assert out == "Renamed /memories/a.md to /memories/old/a.md"
    assert (ws / "memories" / "old" / "a.md").read_text() == "A"
    assert "does not exist" in err(ctx, command="rename", old_path="a.md", new_path="c.md")
    assert "into itself" in err(ctx, command="rename", old_path="old", new_path="old/inner")
    assert "itself" in err(ctx, command="rename", old_path="/memories", new_path="x")


# --- fields -----------------------------------------------------------------------------------


def test_per_command_fields_checked(ws, ctx):
    msg = err(ctx, command="create", path="a.md")
    assert "create needs 'file_text'" in msg
    msg = err(ctx, command="view", path="a.md", file_text="x")
    assert "view does not take 'file_text'" in msg
    msg = err(ctx, command="rename", path="a.md")
    assert "'old_path'" in msg
    msg = err(ctx, command="explode", path="a.md")
    assert "unknown memory command 'explode'" in msg and "str_replace" in msg
    assert "field 'insert_line' of memory must be integer" in err(
        ctx, command="insert", path="a.md", insert_line="3", insert_text="x"
    )


# --- confinement ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    ["../escape.md", "/memories/../escape.md", "a/../../escape.md", "/etc/passwd", "/tmp/x.md"],
)
def test_paths_outside_memories_refused(ws, ctx, path):
    (ws / "memories").mkdir()
    msg = err(ctx, command="create", path=path, file_text="x")
    assert "memory directory" in msg
    assert not (ws / "escape.md").exists()
    assert not (ws.parent / "escape.md").exists()


def test_workspace_files_outside_memories_refused(ws, ctx):
    (ws / "src.py").write_text("secret = 1\n")
    msg = err(ctx, command="view", path=str(ws / "src.py"))
    assert "outside the memory directory" in msg
    # a relative name is a memory path, never a workspace path
    assert "/memories/src.py does not exist" in err(ctx, command="view", path="src.py")


def test_symlink_out_of_memories_refused(ws, ctx, tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.md").write_text("secret\n")
    (ws / "memories").mkdir()
    (ws / "memories" / "link").symlink_to(outside)
    (ws / "memories" / "file.md").symlink_to(outside / "secret.md")
    (ws / "memories" / "dangling.md").symlink_to(outside / "new.md")
    assert "symlink" in err(ctx, command="view", path="/memories/link/secret.md")
    assert "symlink" in err(ctx, command="view", path="/memories/file.md")
    assert "symlink" in err(ctx, command="create", path="/memories/link/n.md", file_text="x")
    assert "symlink" in err(ctx, command="create", path="/memories/dangling.md", file_text="x")
    assert "symlink" in err(
        ctx, command="str_replace", path="/memories/file.md", old_str="secret", new_str="x"
    )
    assert "symlink" in err(ctx, command="delete", path="/memories/link/secret.md")
    assert not (outside / "new.md").exists()
    assert (outside / "secret.md").read_text() == "secret\n"
    # the listing does not follow links either
    assert "secret" not in ok(ctx, command="view", path="/memories")


def test_memory_directory_symlinked_out_of_workspace_refused(ws, ctx, tmp_path):
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (ws / "memories").symlink_to(outside)
    msg = err(ctx, command="create", path="/memories/x.md", file_text="x")
    assert "memories in the workspace is a symlink" in msg
    assert list(outside.iterdir()) == []
    assert list_memory(ws) == []


@pytest.mark.parametrize("target", [".", "src"])
def test_memory_directory_symlinked_into_the_workspace_refused(ws, ctx, target):
    """A repository that ships ``memories`` as a link to its sources (or to itself) does not
    make memory a way to edit them or to drop a conftest.py at the root."""
    (ws / "src").mkdir()
    (ws / "src" / "app.py").write_text("print('app')\n")
    (ws / "memories").symlink_to(target)
    for args in (
        {"command": "create", "path": "/memories/conftest.py", "file_text": "import os\n"},
        {"command": "str_replace", "path": "/memories/app.py", "old_str": "app", "new_str": "x"},
        {"command": "delete", "path": "/memories/app.py"},
        {"command": "rename", "old_path": "/memories/app.py", "new_path": "/memories/b.md"},
    ):
        assert "is a symlink" in err(ctx, **args)
    assert (ws / "src" / "app.py").read_text() == "print('app')\n"
    assert not (ws / "conftest.py").exists() and not (ws / "src" / "conftest.py").exists()


@pytest.mark.parametrize(
    "name", ["conftest.py", "__init__.py", "evil.pth", ".envrc", "d/.hidden/x.md", "run.sh"]
)
def test_notes_are_text_files_no_other_program_loads(ws, ctx, name):
    msg = err(ctx, command="create", path=f"/memories/{name}", file_text="x")
    assert "is not a note's name" in msg
    assert not (ws / "memories" / name).exists()
    ok(ctx, command="create", path="/memories/a.md", file_text="x")
    assert "is not a note's name" in err(
        ctx, command="rename", old_path="/memories/a.md", new_path=f"/memories/{name}"
    )


# --- size cap ---------------------------------------------------------------------------------


def test_total_size_cap_at_the_boundary(ws, ctx):
    ok(ctx, command="create", path="big.md", file_text="x" * (MAX_MEMORY_BYTES - 10))
    ok(ctx, command="create", path="fill.md", file_text="y" * 10)  # exactly at the cap
    assert total_bytes(ws) == MAX_MEMORY_BYTES
    msg = err(ctx, command="create", path="more.md", file_text="z")
    assert "capped at 1.0 MB" in msg and str(MAX_MEMORY_BYTES + 1) in msg
    assert not (ws / "memories" / "more.md").exists()
    msg = err(ctx, command="insert", path="fill.md", insert_line=1, insert_text="")
    assert "capped" in msg  # an empty line is one byte more
    # shrinking a file always works, and frees room
    ok(ctx, command="delete", path="fill.md")
    ok(ctx, command="create", path="fill.md", file_text="y" * 8 + "\n")
    ok(ctx, command="insert", path="fill.md", insert_line=0, insert_text="")
    assert total_bytes(ws) == MAX_MEMORY_BYTES


def test_str_replace_growth_checked_against_the_cap(ws, ctx):
    ok(ctx, command="create", path="big.md", file_text="x" * (MAX_MEMORY_BYTES - 3))
    ok(ctx, command="create", path="s.md", file_text="ab")  # 1 byte of room left
    ok(ctx, command="str_replace", path="s.md", old_str="a", new_str="aa")
    assert total_bytes(ws) == MAX_MEMORY_BYTES
    assert "capped" in err(ctx, command="str_replace", path="s.md", old_str="b", new_str="bb")
    assert (ws / "memories" / "s.md").read_text() == "aab"


# --- persistence ------------------------------------------------------------------------------


def test_files_survive_a_new_context(ws, ctx):
    ok(ctx, command="create", path="/memories/progress.md", file_text="step 3 of 5 done\n")
    again = ToolContext(workspace=ws, session_id="another-session")
    assert "step 3 of 5 done" in ok(again, command="view", path="/memories/progress.md")
    files = list_memory(ws)
    assert [(f.path, f.bytes) for f in files] == [("/memories/progress.md", 17)]
