"""The agent's tools at their limits: every cap is checked at its exact boundary.

Tools are called through ``run_tool``, the entry point the agent loop uses, so argument
validation and error conversion are exercised on every call.
"""

from __future__ import annotations

import os
import shlex
import sys
import threading
from pathlib import Path

import pytest

from ctxmagic.tools.base import Tool, ToolContext, ToolOutput
from ctxmagic.tools.bash import HALF, StreamBuffer, truncate_middle
from ctxmagic.tools.registry import TOOLS, run_tool, tool_specs
from tests.keys import made_up

PY = shlex.quote(sys.executable)


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    root.mkdir()
    return root.resolve()


@pytest.fixture
def ctx(ws: Path) -> ToolContext:
    return ToolContext(workspace=ws, bash_timeout=20.0)


def ok(name: str, args: dict, ctx: ToolContext) -> ToolOutput:
    out = run_tool(name, args, ctx)
    assert not out.is_error, out.content
    return out


def err(name: str, args: dict, ctx: ToolContext) -> str:
    out = run_tool(name, args, ctx)
    assert out.is_error, out.content
    assert out.content.startswith("Error: ")
    return out.content


def write_lines(path: Path, count: int, width: int = 5) -> None:
    path.write_text("".join(f"{i:0{width}d}\n" for i in range(1, count + 1)))


# ---------------------------------------------------------------- view


def test_view_numbers_lines_like_cat_n(ws, ctx):
    (ws / "a.txt").write_text("alpha\nbeta\n")
    out = ok("view", {"path": "a.txt"}, ctx)
    assert out.content == "     1\talpha\n     2\tbeta"
    assert out.metadata == {
        "path": "a.txt",
        "lines_total": 2,
        "lines_shown": 2,
        "offset": 0,
        "truncated": False,
        "lines_cut": 0,
        "chars_cut": 0,
        "lines_omitted": 0,
    }


def test_view_2000_lines_shown_whole(ws, ctx):
    write_lines(ws / "f.txt", 2000)
    out = ok("view", {"path": "f.txt"}, ctx)
    assert out.metadata["lines_shown"] == 2000
    assert out.metadata["truncated"] is False
    assert "File has more lines" not in out.content
    assert out.content.splitlines()[-1] == "  2000\t02000"


def test_view_2001_lines_stops_at_2000_with_note(ws, ctx):
    write_lines(ws / "f.txt", 2001)
    out = ok("view", {"path": "f.txt"}, ctx)
    meta = out.metadata
    assert (meta["lines_total"], meta["lines_shown"], meta["lines_omitted"]) == (2001, 2000, 1)
    assert meta["truncated"] is True
    assert "02001" not in out.content
    assert out.content.endswith("(File has more lines. Use 'offset' to read beyond line 2000)")
    nxt = ok("view", {"path": "f.txt", "offset": 2000}, ctx)
    assert nxt.content == "  2001\t02001"


def test_view_line_of_2000_chars_kept_2001_cut(ws, ctx):
    (ws / "f.txt").write_text("a" * 2000 + "\n" + "b" * 2001 + "\n" + "c" * 2500 + "\n")
    out = ok("view", {"path": "f.txt"}, ctx)
    first, second, third = out.content.split("\n")
    assert first == "     1\t" + "a" * 2000
    assert second == "     2\t" + "b" * 2000 + "..."
    assert third == "     3\t" + "c" * 2000 + "..."
    assert out.metadata["lines_cut"] == 2
    assert out.metadata["chars_cut"] == 1 + 500
    assert out.metadata["truncated"] is True


def test_view_exactly_250kb_allowed_one_byte_more_refused(ws, ctx):
    line = "x" * 199 + "\n"  # 200 bytes, so 1280 lines make 250 KB
    (ws / "exact.txt").write_text(line * 1280)
    assert (ws / "exact.txt").stat().st_size == 250 * 1024
    out = ok("view", {"path": "exact.txt"}, ctx)
    assert out.metadata["lines_shown"] == 1280

    (ws / "over.txt").write_text(line * 1280 + "y")
    message = err("view", {"path": "over.txt"}, ctx)
    assert "250 KB" in message
    assert str(250 * 1024 + 1) in message  # says how big the file is
    assert "grep" in message


def test_view_offset_limit_window(ws, ctx):
    write_lines(ws / "f.txt", 30)
    out = ok("view", {"path": "f.txt", "offset": 10, "limit": 5}, ctx)
    lines = out.content.split("\n")
    assert lines[:5] == [f"{n:6d}\t{n:05d}" for n in range(11, 16)]
    assert lines[-1] == "(File has more lines. Use 'offset' to read beyond line 15)"
    assert out.metadata["offset"] == 10
    assert out.metadata["lines_shown"] == 5
    assert out.metadata["lines_omitted"] == 15

    tail = ok("view", {"path": "f.txt", "offset": 25, "limit": 5}, ctx)
    assert tail.metadata["lines_omitted"] == 0
    assert "File has more lines" not in tail.content


def test_view_offset_past_end_and_bad_limits(ws, ctx):
    write_lines(ws / "f.txt", 3)
    assert "past the end" in err("view", {"path": "f.txt", "offset": 3}, ctx)
    assert "offset must be 0 or more" in err("view", {"path": "f.txt", "offset": -1}, ctx)
    assert "limit must be at least 1" in err("view", {"path": "f.txt", "limit": 0}, ctx)
    write_lines(ws / "big.txt", 2100)
    out = ok("view", {"path": "big.txt", "limit": 5000}, ctx)
    assert out.metadata["lines_shown"] == 2000


def test_view_refuses_binary_directories_and_missing_files(ws, ctx):
    (ws / "img.bin").write_bytes(b"PNG\x00\x01\x02")
    assert "binary" in err("view", {"path": "img.bin"}, ctx)
    (ws / "pkg").mkdir()
    assert "is a directory" in err("view", {"path": "pkg"}, ctx)
    (ws / "config.py").write_text("x = 1\n")
    message = err("view", {"path": "confg.py"}, ctx)
    assert "file not found: confg.py" in message
    assert "config.py" in message


def test_view_empty_file(ws, ctx):
    (ws / "empty.txt").write_text("")
    out = ok("view", {"path": "empty.txt"}, ctx)
    assert out.metadata["lines_total"] == 0
    assert "empty" in out.content


# ---------------------------------------------------------------- ls


def test_ls_tree_sorted_with_dirs_marked_and_skip_list_hidden(ws, ctx):
    (ws / "src" / "pkg").mkdir(parents=True)
    (ws / "src" / "pkg" / "mod.py").write_text("")
    (ws / "src" / "app.py").write_text("")
    (ws / "README.md").write_text("")
    (ws / ".git").mkdir()
    (ws / ".git" / "HEAD").write_text("")
    (ws / "node_modules" / "left-pad").mkdir(parents=True)
    out = ok("ls", {}, ctx)
    assert out.content == "\n".join(
        [
            "- ./",
            "  - README.md",
            "  - src/",
            "    - app.py",
            "    - pkg/",
            "      - mod.py",
        ]
    )
    assert out.metadata == {
        "count": 5,
        "truncated": False,
        "entries_omitted": 0,
        "entries_omitted_is_lower_bound": False,
    }
    inside = ok("ls", {"path": ".git"}, ctx)  # an explicit path shows a skipped directory
    assert "HEAD" in inside.content


def test_ls_ignore_patterns(ws, ctx):
    (ws / "build").mkdir()
    (ws / "build" / "out.o").write_text("")
    (ws / "a.log").write_text("")
    (ws / "a.py").write_text("")
    out = ok("ls", {"ignore": ["*.log", "build"]}, ctx)
    assert out.content == "- ./\n  - a.py"


def test_ls_1000_entries_whole(ws, ctx):
    for i in range(1000):
        (ws / f"f{i:04d}").write_text("")
    out = ok("ls", {}, ctx)
    assert out.metadata["count"] == 1000
    assert out.metadata["truncated"] is False
    assert out.metadata["entries_omitted"] == 0
    assert "more than 1000" not in out.content
    assert out.content.count("\n") == 1000  # root line + 1000 entries


def test_ls_1001_entries_truncated(ws, ctx):
    for i in range(1001):
        (ws / f"f{i:04d}").write_text("")
    out = ok("ls", {}, ctx)
    assert out.metadata["count"] == 1000
    assert out.metadata["truncated"] is True
    assert out.metadata["entries_omitted"] == 1
    assert out.content.startswith("There are more than 1000 files")
    assert "glob" in out.content.split("\n")[0]
    assert "f0999" in out.content and "f1000" not in out.content


def test_ls_refuses_files_and_missing_dirs(ws, ctx):
    (ws / "a.py").write_text("")
    assert "use view" in err("ls", {"path": "a.py"}, ctx)
    assert "not found" in err("ls", {"path": "nope"}, ctx)


# ---------------------------------------------------------------- glob


def test_glob_top_level_vs_recursive_sorted(ws, ctx):
    (ws / "b.py").write_text("")
    (ws / "a.py").write_text("")
    (ws / "sub" / "deep").mkdir(parents=True)
    (ws / "sub" / "c.py").write_text("")
    (ws / "sub" / "deep" / "d.py").write_text("")
    (ws / "sub" / "notes.md").write_text("")
    (ws / "__pycache__").mkdir()
    (ws / "__pycache__" / "x.py").write_text("")
    assert ok("glob", {"pattern": "*.py"}, ctx).content == "a.py\nb.py"
    out = ok("glob", {"pattern": "**/*.py"}, ctx)
    assert out.content == "a.py\nb.py\nsub/c.py\nsub/deep/d.py"
    assert out.metadata == {"count": 4, "truncated": False, "matches_omitted": 0}
    assert ok("glob", {"pattern": "*.py", "path": "sub"}, ctx).content == "sub/c.py"
    assert ok("glob", {"pattern": "sub/*.{md,txt}"}, ctx).content == "sub/notes.md"
    assert ok("glob", {"pattern": "*.rs"}, ctx).content == "No files found"


def test_glob_100_results_whole(ws, ctx):
    for i in range(100):
        (ws / f"m{i:03d}.py").write_text("")
    out = ok("glob", {"pattern": "*.py"}, ctx)
    assert out.metadata == {"count": 100, "truncated": False, "matches_omitted": 0}
    assert "truncated" not in out.content


def test_glob_101_results_truncated(ws, ctx):
    for i in range(101):
        (ws / f"m{i:03d}.py").write_text("")
    out = ok("glob", {"pattern": "*.py"}, ctx)
    assert out.metadata == {"count": 100, "truncated": True, "matches_omitted": 1}
    assert out.content.endswith(
        "(Results are truncated. Consider using a more specific path or pattern.)"
    )
    assert "m099.py" in out.content and "m100.py" not in out.content


def test_glob_refuses_patterns_that_leave_the_path(ws, ctx):
    assert "absolute" in err("glob", {"pattern": "/etc/*"}, ctx)
    assert "'..'" in err("glob", {"pattern": "../*"}, ctx)


# ---------------------------------------------------------------- grep


def test_grep_groups_by_file_sorted_with_line_numbers(ws, ctx):
    (ws / "src").mkdir()
    (ws / "src" / "b.py").write_text("import os\nx = 1\nimport sys\n")
    (ws / "a.py").write_text("import re\n")
    (ws / "notes.md").write_text("import nothing\n")
    (ws / "data.bin").write_bytes(b"import\x00binary")
    (ws / ".venv").mkdir()
    (ws / ".venv" / "lib.py").write_text("import hidden\n")
    out = ok("grep", {"pattern": r"^import \w+", "include": "*.py"}, ctx)
    assert out.content == (
        "Found 3 matches\n"
        "a.py:\n  Line 1: import re\n\n"
        "src/b.py:\n  Line 1: import os\n  Line 3: import sys"
    )
    assert out.metadata == {
        "matches": 3,
        "files": 2,
        "truncated": False,
        "matches_omitted": 0,
        "files_skipped": 0,
    }
    everything = ok("grep", {"pattern": "import"}, ctx)
    assert "data.bin" not in everything.content
    assert "hidden" not in everything.content
    assert everything.metadata["files_skipped"] == 1  # the binary file


def test_grep_literal_and_single_file(ws, ctx):
    (ws / "a.py").write_text("f(x)\nfx\n")
    out = ok("grep", {"pattern": "f(x)", "literal": True, "path": "a.py"}, ctx)
    assert out.content == "Found 1 matches\na.py:\n  Line 1: f(x)"
    assert ok("grep", {"pattern": "zzz"}, ctx).content == "No matches found"


def test_grep_100_matches_whole_101_truncated(ws, ctx):
    (ws / "hundred.txt").write_text("hit\n" * 100)
    out = ok("grep", {"pattern": "hit"}, ctx)
    assert out.metadata["matches"] == 100
    assert out.metadata["truncated"] is False
    assert "truncated" not in out.content

    (ws / "hundred.txt").write_text("hit\n" * 101)
    out = ok("grep", {"pattern": "hit"}, ctx)
    assert out.metadata["matches"] == 100
    assert out.metadata["truncated"] is True
    assert out.metadata["matches_omitted"] == 1
    assert "  Line 100: hit" in out.content and "Line 101" not in out.content
    assert out.content.endswith(
        "(Results are truncated. Consider using a more specific path or pattern.)"
    )


def test_grep_cap_spans_files_in_path_order(ws, ctx):
    for i in range(101):
        (ws / f"f{i:03d}.txt").write_text("needle\n")
    out = ok("grep", {"pattern": "needle"}, ctx)
    assert out.metadata["files"] == 100
    assert out.metadata["matches_omitted"] == 1
    assert "f099.txt:" in out.content and "f100.txt" not in out.content


def test_grep_cuts_long_matched_lines(ws, ctx):
    (ws / "long.txt").write_text("needle" + "x" * 3000 + "\n")
    out = ok("grep", {"pattern": "needle"}, ctx)
    line = out.content.split("\n")[2]
    assert line == "  Line 1: " + ("needle" + "x" * 3000)[:2000] + "..."


def test_grep_invalid_regex_names_the_error(ws, ctx):
    message = err("grep", {"pattern": "foo("}, ctx)
    assert "invalid regular expression 'foo('" in message
    assert "missing )" in message
    assert "literal" in message


# ---------------------------------------------------------------- bash


def test_bash_stdout_stderr_and_exit_code(ctx):
    out = ok("bash", {"command": "echo out; echo err >&2; exit 3"}, ctx)
    assert out.content == "out\nstderr:\nerr\nexit code: 3"
    assert out.metadata["exit_code"] == 3
    assert out.metadata["timed_out"] is False
    clean = ok("bash", {"command": "echo fine"}, ctx)
    assert clean.content == "fine"
    assert ok("bash", {"command": "true"}, ctx).content == "(no output)"


def test_bash_runs_in_workspace_with_stdin_closed(ws, ctx):
    out = ok("bash", {"command": "pwd; cat; echo after"}, ctx)
    assert out.content.split("\n") == [str(ws), "after"]


def _emit(chars: int, stream: str = "stdout") -> str:
    return f"{PY} -c \"import sys; sys.{stream}.write('a' * {chars})\""


def test_bash_30000_chars_kept_whole(ctx):
    out = ok("bash", {"command": _emit(30000)}, ctx)
    assert out.content == "a" * 30000
    assert out.metadata["stdout_chars_cut"] == 0
    assert out.metadata["truncated"] is False


def test_bash_30001_chars_cut_in_the_middle(ctx):
    out = ok("bash", {"command": _emit(30001)}, ctx)
    assert out.content == "a" * 15000 + "\n\n... [1 lines truncated] ...\n\n" + "a" * 15000
    assert out.metadata["stdout_chars_cut"] == 1
    assert out.metadata["lines_truncated"] == 1
    assert out.metadata["truncated"] is True


def test_bash_counts_the_lines_removed(ctx):
    # "ab" then 4000 lines of "123456789\n": the removed middle is "9\n" (the end of one line)
    # followed by 1000 whole lines, so 1001 lines are touched.
    script = "import sys; sys.stdout.write('ab' + '123456789\\n' * 4000)"
    out = ok("bash", {"command": f'{PY} -c "{script}"'}, ctx)
    assert "\n\n... [1001 lines truncated] ...\n\n" in out.content
    assert out.metadata["stdout_chars_cut"] == 40002 - 30000
    assert out.metadata["lines_truncated"] == 1001


def test_bash_streams_are_cut_apart(ctx):
    command = _emit(30001, "stderr") + "; echo small"
    out = ok("bash", {"command": command}, ctx)
    assert out.content.startswith("small\nstderr:\n" + "a" * 15000 + "\n\n... [1 lines truncated]")
    assert out.metadata["stdout_chars_cut"] == 0
    assert out.metadata["stderr_chars_cut"] == 1


def test_bash_large_output_on_both_streams_does_not_deadlock(ctx):
    script = (
        "import sys\n"
        "for i in range(200000):\n"
        "    sys.stdout.write('o%d\\n' % i); sys.stderr.write('e%d\\n' % i)\n"
    )
    out = ok("bash", {"command": f"{PY} -c {shlex.quote(script)}"}, ctx)
    assert out.content.startswith("o0\no1\n")
    assert "e199999" in out.content and "o199999" in out.content
    assert out.metadata["stdout_chars_cut"] > 0 and out.metadata["stderr_chars_cut"] > 0


def test_stream_buffer_bounded_path_agrees_with_full_text_cut():
    """Past 120 KB a stream keeps only its ends; the cut must equal cutting the whole text."""
    text = "".join(f"línea {i} ✓ {'x' * (i % 37)}\n" for i in range(20000)) + "end"
    data = text.encode()
    buffer = StreamBuffer()
    for start in range(0, len(data), 4093):  # chunk edges fall inside multi-byte characters
        buffer.add(data[start : start + 4093])
    assert not buffer.complete
    assert buffer.render() == truncate_middle(text)
    assert len(buffer.head) + len(buffer.tail) < 4 * HALF * 2 + 16


def test_bash_timeout_kills_the_process_group(ctx):
    out = run_tool("bash", {"command": "sleep 30 & echo $!; wait", "timeout": 1}, ctx)
    assert out.is_error
    assert out.metadata["timed_out"] is True
    assert out.metadata["timeout"] == 1.0
    assert "timed out after 1 s;" in out.content
    child = int(out.content.split("\n")[0])
    assert _gone(child)


def _gone(pid: int) -> bool:
    """True when the process no longer exists or is a zombie waiting to be reaped."""
    for _ in range(200):
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except FileNotFoundError:
            return True
        if state in ("Z", "X"):
            return True
        threading.Event().wait(0.02)
    return False


def test_bash_timeout_clamped_to_600(ctx):
    out = ok("bash", {"command": "true", "timeout": 10_000}, ctx)
    assert out.metadata["timeout"] == 600.0
    assert out.metadata["timeout_clamped_from"] == 10_000.0
    assert "positive" in err("bash", {"command": "true", "timeout": 0}, ctx)


def test_bash_abort_kills_the_command(ctx):
    timer = threading.Timer(0.3, ctx.abort.set)
    timer.start()
    try:
        out = run_tool("bash", {"command": "sleep 30 & echo $!; wait"}, ctx)
    finally:
        timer.cancel()
    assert out.is_error
    assert out.metadata["aborted"] is True
    assert _gone(int(out.content.split("\n")[0]))
    assert "not run" in err("bash", {"command": "echo never"}, ctx)


def test_bash_does_not_hang_on_background_children(ctx):
    out = ok("bash", {"command": "sleep 30 & echo $!; echo done"}, ctx)
    pid = int(out.content.split("\n")[0])
    assert "done" in out.content
    assert "1 background process was still running when the command ended and killed" in (
        out.content
    )
    assert out.metadata["background_killed"] == 1
    assert _gone(pid)


def test_bash_environment_is_scrubbed_of_secrets(ws, ctx, monkeypatch):
    secret = made_up("test-fake-0123456789abcdef")
    monkeypatch.setenv("ANTHROPIC_API_KEY", secret)
    monkeypatch.setenv("OPENAI_BASE_URL", "http://localhost:9/v1")
    monkeypatch.setenv("GITHUB_TOKEN", "ghp_fake_token_value")
    monkeypatch.setenv("DB_PASSWORD", "hunter2hunter2")
    monkeypatch.setenv("MY_SECRET", "shh-very-secret")
    monkeypatch.setenv("CTXMAGIC_VISIBLE", "plain-value")
    out = ok("bash", {"command": "env"}, ctx)
    for name in (
        "ANTHROPIC_API_KEY",
        "OPENAI_BASE_URL",
        "GITHUB_TOKEN",
        "DB_PASSWORD",
        "MY_SECRET",
    ):
        assert name not in out.content
    assert secret not in out.content
    # an allow-list: a variable of any other name does not get in either
    assert "CTXMAGIC_VISIBLE" not in out.content and "PATH=" in out.content

    (ws / ".env").write_text(f"ANTHROPIC_API_KEY={secret}\n")
    refused = run_tool("bash", {"command": "cat .env"}, ctx)
    assert refused.is_error and "holds the value of ANTHROPIC_API_KEY" in refused.content
    assert "holds the value" in run_tool("bash", {"command": "cat .e*"}, ctx).content
    # unsandboxed, a command that finds it another way reads it; redaction is what is left
    leaked = ok("bash", {"command": "cat $(ls -a | grep env)"}, ctx)
    assert secret not in leaked.content and "[redacted]" in leaked.content


# ---------------------------------------------------------------- write and edit


def test_write_creates_parent_dirs_and_overwrites(ws, ctx):
    out = ok("write", {"path": "a/b/c.txt", "content": "héllo\n"}, ctx)
    assert (ws / "a" / "b" / "c.txt").read_text() == "héllo\n"
    assert out.metadata == {"path": "a/b/c.txt", "bytes": 7, "created": True}
    again = ok("write", {"path": "a/b/c.txt", "content": "bye"}, ctx)
    assert again.metadata["created"] is False
    assert (ws / "a" / "b" / "c.txt").read_text() == "bye"
    assert "is a directory" in err("write", {"path": "a", "content": "x"}, ctx)


def test_edit_replaces_once_and_reports_a_diff(ws, ctx):
    (ws / "m.py").write_text("def f():\n    return 1\n")
    out = ok("edit", {"path": "m.py", "old_string": "return 1", "new_string": "return 2"}, ctx)
    assert (ws / "m.py").read_text() == "def f():\n    return 2\n"
    assert out.metadata["replacements"] == 1
    diff = out.metadata["diff"]
    assert "--- a/m.py" in diff and "+++ b/m.py" in diff
    assert "-    return 1\n" in diff and "+    return 2\n" in diff


def test_edit_missing_file(ctx):
    message = err("edit", {"path": "nope.py", "old_string": "a", "new_string": "b"}, ctx)
    assert "file not found: nope.py" in message
    assert "write" in message


def test_edit_empty_old_string_points_to_write(ws, ctx):
    (ws / "m.py").write_text("x")
    message = err("edit", {"path": "m.py", "old_string": "", "new_string": "y"}, ctx)
    assert "old_string is empty" in message and "use write" in message


def test_edit_not_found(ws, ctx):
    (ws / "m.py").write_text("x = 1\n")
    message = err("edit", {"path": "m.py", "old_string": "x=1", "new_string": "x = 2"}, ctx)
    assert message == (
        "Error: old_string not found in m.py; view the file and copy the exact text "
        "including whitespace"
    )
    assert (ws / "m.py").read_text() == "x = 1\n"


def test_edit_ambiguous_then_replace_all(ws, ctx):
    (ws / "two.py").write_text("x = 1\ny = 1\n")
    message = err("edit", {"path": "two.py", "old_string": "= 1", "new_string": "= 2"}, ctx)
    assert "found 2 times in two.py" in message
    (ws / "m.py").write_text("a = 1\nb = 1\nc = 1\n")
    args = {"path": "m.py", "old_string": "= 1", "new_string": "= 2"}
    message = err("edit", args, ctx)
    assert "found 3 times" in message
    assert "add surrounding lines to make it unique or set replace_all" in message
    assert (ws / "m.py").read_text() == "a = 1\nb = 1\nc = 1\n"
    out = ok("edit", {**args, "replace_all": True}, ctx)
    assert out.metadata["replacements"] == 3
    assert (ws / "m.py").read_text() == "a = 2\nb = 2\nc = 2\n"


def test_edit_keeps_crlf_line_endings(ws, ctx):
    (ws / "w.txt").write_bytes(b"one\r\ntwo\r\n")
    ok("edit", {"path": "w.txt", "old_string": "two", "new_string": "2"}, ctx)
    assert (ws / "w.txt").read_bytes() == b"one\r\n2\r\n"


# ---------------------------------------------------------------- sandbox, for every tool


@pytest.fixture
def escape_setup(tmp_path: Path, ws: Path) -> Path:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.txt").write_text("TOPSECRET\n")
    os.symlink(outside / "secret.txt", ws / "file_link")
    os.symlink(outside, ws / "dir_link")
    return outside


def _args_for(tool: str, path: str) -> dict:
    return {
        "view": {"path": path},
        "ls": {"path": path},
        "glob": {"pattern": "*", "path": path},
        "grep": {"pattern": "TOPSECRET", "path": path},
        "write": {"path": path, "content": "pwned"},
        "edit": {"path": path, "old_string": "TOPSECRET", "new_string": "pwned"},
    }[tool]


PATH_TOOLS = ["view", "ls", "glob", "grep", "write", "edit"]
ESCAPES = ["../outside/secret.txt", "/etc/passwd", "file_link", "dir_link/secret.txt", "dir_link"]


@pytest.mark.parametrize("tool", PATH_TOOLS)
@pytest.mark.parametrize("path", ESCAPES)
def test_every_path_tool_refuses_escapes(tool, path, ws, ctx, escape_setup):
    message = err(tool, _args_for(tool, path), ctx)
    assert "outside the workspace" in message
    assert str(ws) in message
    assert (escape_setup / "secret.txt").read_text() == "TOPSECRET\n"


@pytest.mark.parametrize("tool", ["write"])
def test_write_through_symlinked_dir_creates_nothing_outside(tool, ctx, escape_setup):
    err(tool, {"path": "dir_link/new/file.txt", "content": "x"}, ctx)
    assert not (escape_setup / "new").exists()


def test_walking_tools_do_not_follow_links_out(ctx, escape_setup):
    assert "TOPSECRET" not in ok("grep", {"pattern": "TOPSECRET"}, ctx).content
    listing = ok("glob", {"pattern": "**/*"}, ctx).content
    assert "secret.txt" not in listing
    assert "secret.txt" not in ok("ls", {}, ctx).content


@pytest.mark.parametrize("tool", PATH_TOOLS)
def test_absolute_path_inside_root_is_accepted(tool, ws, ctx):
    (ws / "d").mkdir()
    target = ws / "d" if tool in ("ls", "glob") else ws / "d" / "f.txt"
    if target.suffix:
        target.write_text("TOPSECRET\n")
    ok(tool, _args_for(tool, str(target)), ctx)


# ---------------------------------------------------------------- registry


def test_registry_order_and_strict_schemas():
    assert list(TOOLS) == ["view", "grep", "glob", "ls", "bash", "write", "edit"]
    specs = tool_specs()
    assert [s["name"] for s in specs] == list(TOOLS)
    for spec in specs:
        schema = spec["input_schema"]
        assert schema["type"] == "object"
        assert schema["additionalProperties"] is False
        assert set(schema["required"]) <= set(schema["properties"])
        assert all("type" in p and p.get("description") for p in schema["properties"].values())
        assert len(spec["description"]) > 80
    assert [s["name"] for s in tool_specs(["bash", "view"])] == ["bash", "view"]


def test_run_tool_validation_errors(ctx):
    assert err("view", {}, ctx) == "Error: view is missing required field 'path' (string)"
    message = err("view", {"path": "a", "offset": "3"}, ctx)
    assert "'offset'" in message and "must be integer, got string" in message
    assert "must be integer, got boolean" in err("view", {"path": "a", "limit": True}, ctx)
    message = err("view", {"path": "a", "lines": 3}, ctx)
    assert "unknown field 'lines'" in message and "path, offset, limit" in message
    assert "'ignore[0]'" in err("ls", {"ignore": [1]}, ctx)
    assert "must be a JSON object" in err("view", ["a"], ctx)


def test_run_tool_accepts_integral_floats_for_integers(ws, ctx):
    write_lines(ws / "f.txt", 3)
    assert ok("view", {"path": "f.txt", "offset": 1.0}, ctx).metadata["offset"] == 1


def test_run_tool_unknown_tool_lists_valid_ones(ctx):
    message = err("rm", {}, ctx)
    assert "unknown tool 'rm'" in message
    assert "view, grep, glob, ls, bash, write, edit" in message


def test_run_tool_turns_crashes_into_error_results(ctx, monkeypatch):
    def boom(args, ctx):
        raise RuntimeError("disk on fire")

    broken = Tool(name="view", description="x", parameters=TOOLS["view"].parameters, run=boom)
    monkeypatch.setitem(TOOLS, "view", broken)
    out = run_tool("view", {"path": "a"}, ctx)
    assert out.is_error
    assert out.content == "Error: view failed with RuntimeError: disk on fire"


def test_bash_strips_colour_codes_even_when_the_kernel_forces_colour(tmp_path, monkeypatch):
    from ctxmagic.tools.base import ToolContext
    from ctxmagic.tools.registry import run_tool

    monkeypatch.setenv("FORCE_COLOR", "1")
    ctx = ToolContext(workspace=tmp_path)
    out = run_tool(
        "bash",
        {"command": "printf '\\033[32mgreen\\033[0m '; echo ${FORCE_COLOR:-unset} $NO_COLOR"},
        ctx,
    )
    assert out.content == "green unset 1"
