"""The bad-input corpus: inputs a careless or hostile user tried, through a real InteractiveShell.

Every refused input must show no traceback, exactly one line on stderr naming what was wrong,
and leave the session database (and any file it was pointed at) byte-for-byte unchanged, the
setting it tried to change unchanged too. The Python API and the command line are held to the
same: one-line errors of a documented type, nothing written.
"""

from __future__ import annotations

import gzip
import logging
import math
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from IPython.utils.capture import capture_output

import ctxmagic
from ctxmagic.errors import ConfigError, CtxMagicError

# (cell, fragment of the one line it must print); {tmp} is a private folder, {db} the database
CORPUS: list[tuple[str, str]] = [
    # %ctx usage errors (a UsageError subclass used to print a traceback)
    ("%ctx statsu", "did you mean 'status'?"),
    ("%ctx STATSU", "did you mean 'status'?"),
    ("%ctx sesions", "did you mean 'sessions'?"),
    ("%ctx status --foo", "unknown option '--foo'; it takes no options"),
    ("%ctx parts --al", "did you mean '--all'?"),
    ("%ctx parts x", "takes no arguments besides --all"),
    ("%ctx repomap abc", "optional token budget"),
    ("%ctx context --request", "--request needs a value"),
    ("%ctx context --request x", "give a row number of %ctx requests"),
    ("%ctx context --request 99", "the session has"),
    ("%ctx context --request 1 --next", "give --request N or --next, not both"),
    ("%ctx context --nxt", "did you mean '--next'?"),
    ("%ctx context now", "remove 'now'"),
    ("%ctx compactions 7", "the session has 0 compactions"),
    ("%ctx compactions one", "takes an optional compaction number"),
    ("%ctx strategy summarize.limit_tokens=99999999", "beyond the 32,000-token context window"),
    ("%ctx strategy summarize.buffer_tokens=40000", "leaves nothing of the 32,000-token"),
    ("%ctx repomap 99999999999999999999", "%ctx repomap must be from 1 to 1,000,000"),
    ("%ctx resume a b", "takes one session id"),
    ("%ctx resume %", "no session '%'"),
    ("%ctx resume _", "no session '_'"),
    ("%ctx resume ses_%", "no session 'ses_%'"),
    ("%ctx resume ''", "no session ''"),
    ("%ctx resume zzzz", "no session 'zzzz'"),
    ("%ctx key $$$", "neither a provider nor a variable name"),
    ("%ctx key", "takes a provider"),
    ("%ctx key a b", "takes a provider"),
    ("%ctx key anthropic", "set ANTHROPIC_API_KEY in the environment"),
    ('%ctx status "unbalanced', "check the quotes"),
    ("%ctx \\x00", "unknown subcommand 'x00'"),
    ("%ctx resume \\x00", "no session 'x00'"),
    ("%ctx strategy bogus", "unknown strategy 'bogus'"),
    ("%ctx strategy prnue", "did you mean 'prune'?"),
    ("%ctx strategy prune.x=1", "unknown parameter x"),
    ("%ctx strategy prune.protect_tokens=abc", "must be a whole number"),
    ("%ctx strategy prune.protect_tokens=1e400", "must be a whole number"),
    ("%ctx strategy =1", "write parameters as strategy.name=value"),
    ("%ctx strategy summarize.threshold=2", "summarize.threshold must be a number in (0, 1]"),
    ("%ctx strategy summarize.threshold=nan", "summarize.threshold must be a number in (0, 1]"),
    ("%ctx strategy summarize.model=nope", "unknown model 'nope'"),
    ("%ctx models extra", "%ctx models takes no arguments; remove 'extra'"),
    ("%ctx sessions extra", "%ctx sessions takes no arguments"),
    ("%ctx requests --x", "unknown option '--x'; it takes no options"),
    ("%ctx export --bogus", "unknown option '--bogus'"),
    ("%ctx export --sesion x", "did you mean '--session'?"),
    ("%ctx lab --strategis prune", "did you mean '--strategies'?"),
    ("%ctx lab --windw 3000", "did you mean '--window'?"),
    ("%ctx lab --window=3000 --tll 1h", "did you mean '--ttl'?"),
    # named the setting, not the option it came from
    ("%ctx lab --window 99999999999999", "%ctx lab --window must be from 1,024 to 100,000,000"),
    ("%ctx lab --window -5", "%ctx lab --window must be from 1,024"),
    # said "no current session" when there was one
    ("%ctx export --session ''", "--session needs a session id, got ''"),
    # was taken as the summary's instructions
    ("%ctx compact --x", "%ctx compact takes no options ('--x')"),
    ("%ctx strategy prune.protect_tokns=1", "did you mean 'protect_tokens'?"),
    ("%ctx import {tmp}/nope.ipynb", "cannot read"),
    ("%ctx import /bin/ls", "is not a notebook"),
    # files that never end or block: refused by what they are, never read
    ("%ctx import /dev/zero", "/dev/zero is a character device, not a file"),
    ("%ctx import {tmp}/fifo", "fifo is a named pipe (FIFO), not a file"),
    ("%ctx import {tmp}", "is a folder, not a file"),
    ("%ctx lab --trace {tmp}/fifo", "fifo' is a named pipe (FIFO), not a file"),
    ("%ctx lab --trace {tmp}/bomb.gz", "bomb.gz' expands to over 256 MB"),
    ("%ctx lab --trace {tmp}/cut.gz", "cut.gz' is not a trace file: the gzip stream is truncated"),
    # %%agent
    ("%%agent --session nonexistent\nhi", "no session 'nonexistent'"),
    ("%%agent --session ''\nhi", "no session ''"),
    ("%%agent --session _\nhi", "no session '_'"),
    ("%%agent --session %\nhi", "no session '%'"),
    ('%%agent "unbalanced\nhi', "check the quotes"),
    ("%%agent --windw 100\nhi", "did you mean '--window'?"),
    ("%%agent --modle offline\nhi", "did you mean '--model'?"),
    ("%%agent --bogus\nhi", "unknown option '--bogus'"),
    ("%%agent --window 99999999999999999999999\nhi", "--window must be from 1,024 to"),
    ("%%agent --window 1\nhi", "--window must be from 1,024 to"),
    ("%%agent --window -5\nhi", "--window must be from 1,024 to"),
    ("%%agent --window abc\nhi", "invalid int value: 'abc'"),
    ("%%agent --window 1024.5\nhi", "invalid int value: '1024.5'"),
    ("%%agent --max-steps 1e3\nhi", "invalid int value: '1e3'"),
    ("%%agent --title\nhi", "argument -t/--title: expected one argument"),
    ("%%agent --window 1500\nhi", "cannot hold the system prompt and tools"),
    ("%%agent --max-steps -1\nhi", "--max-steps must be from 1 to 1,000"),
    ("%%agent --max-steps 100000\nhi", "--max-steps must be from 1 to 1,000"),
    ("%%agent --provider foo\nhi", "unknown provider 'foo'"),
    ("%%agent --provider anthropic\nhi", "no Anthropic API key"),
    ("%%agent --model offlin\nhi", "did you mean 'offline'?"),
    ("%%agent --model no-such-model\nhi", "unknown model 'no-such-model'"),
    ("%%agent --provider anthropic --model offline\nhi", "belongs to provider 'offline'"),
    ("%%agent --provider openai-compatible --model gpt-5.4\nhi", "needs a server"),
    ("%%agent\n   ", "the cell is empty"),
    # %config: refused before the value is set
    ("%config CtxMagic.context_window = 10**30", "context_window must be from 1,024"),
    ("%config CtxMagic.context_window = -1", "context_window must be from 1,024"),
    ("%config CtxMagic.context_window = 5", "context_window must be from 1,024"),
    ("%config CtxMagic.context_window = 'abc'", "context_window must be a whole number, not 'abc'"),
    ("%config CtxMagic.context_window = 3.5", "context_window must be a whole number, not 3.5"),
    ("%config CtxMagic.max_steps = True", "max_steps must be a whole number, not True"),
    ("%config CtxMagic.bash_timeout = True", "bash_timeout must be a number, not True"),
    ("%config CtxMagic.offline_delay = '1'", "offline_delay must be a number, not '1'"),
    ("%config CtxMagic.read_timeout = 1j", "read_timeout must be a number, not 1j"),
    ("%config CtxMagic.connect_timeout = None", "connect_timeout must be a number, not None"),
    ("%config CtxMagic.bash_timeout = float('nan')", "bash_timeout must be from"),
    ("%config CtxMagic.bash_timeout = float('inf')", "bash_timeout must be from"),
    ("%config CtxMagic.bash_timeout = 0", "bash_timeout must be from"),
    ("%config CtxMagic.bash_timeout = -1", "bash_timeout must be from"),
    ("%config CtxMagic.bash_timeout = 1e9", "bash_timeout must be from"),
    ("%config CtxMagic.max_steps = -1", "max_steps must be from 1"),
    ("%config CtxMagic.max_steps = 0", "max_steps must be from 1"),
    ("%config CtxMagic.max_steps = 10**9", "max_steps must be from 1"),
    ("%config CtxMagic.compact_threshold = 2", "compact_threshold must be from"),
    ("%config CtxMagic.compact_threshold = float('nan')", "compact_threshold must be from"),
    ("%config CtxMagic.max_output_tokens = -5", "max_output_tokens must be from"),
    ("%config CtxMagic.thinking_budget = 10**30", "thinking_budget must be from"),
    ("%config CtxMagic.offline_delay = -1", "offline_delay must be from"),
    ("%config CtxMagic.provider = 'foo'", "provider must be one of 'offline', 'anthropic'"),
    ("%config CtxMagic.provider = 3", "provider must be one of 'offline'"),
    ("%config CtxMagic.cache_ttl = '2h'", "cache_ttl must be one of '5m', '1h', '24h', not '2h'"),
    ("%config CtxMagic.cache_policy = None", "cache_policy must be one of 'opencode', 'rolling'"),
    ("%config CtxMagic.show_tools = 'yes'", "show_tools must be True or False, not 'yes'"),
    ("%config CtxMagic.debug = 2", "debug must be True or False, not 2"),
    ("%config CtxMagic.model = 5", "%config CtxMagic.model must be a string, not 5"),
    ("%config CtxMagic.workspace = b'\\xff'", "%config CtxMagic.workspace must be a string"),
    ("%config CtxMagic.models = 'x'", "%config CtxMagic.models must be a dict, not 'x'"),
    ("%config CtxMagic.permissions = 5", "permissions must be a dict or a string, not 5"),
    ("%config CtxMagic.read_timeout = 0", "read_timeout must be from 0.1 to 3600 seconds"),
    ("%config CtxMagic.connect_timeout = float('nan')", "connect_timeout must be from"),
    ("%config CtxMagic.max_output_tokens = 10**12", "max_output_tokens must be from"),
    ("%config CtxMagic.task_max_steps = 10**30", "task_max_steps must be from 1 to 1,000"),
    ("%config CtxMagic.bash_sandbox = 'maybe'", "must be one of 'auto', 'on', 'off', not 'maybe'"),
    ("%config CtxMagic.bash_sandbox = True", "must be one of 'auto', 'on', 'off', not True"),
    ("%config CtxMagic.permissions = 'sometimes'", "'sometimes' is not an action"),
    ("%config CtxMagic.permissions = {'bsh': 'ask'}", "unknown tool 'bsh'"),
    ("%config CtxMagic.permissions = {'bash': {'git *': 'yes'}}", "'yes' is not an action"),
    ("%config CtxMagic.task_max_tokens = -5", "task_max_tokens must be from 1"),
    ("%config CtxMagic.title_max_tokens = 10**30", "or 0 for up to 256"),
    ("%config CtxMagic.db_path = 'a\\x00b'", "contains a NUL byte"),
    ("%config CtxMagic.workspace = 'a\\x00b'", "contains a NUL byte"),
    ("%config CtxMagic.windw = 1", "not recognized by `CtxMagic`"),
    ("%config CtxMagic.context_windw = 1", "Did you mean `context_window`?"),
    # settings that are only wrong together with the world
    ("%config CtxMagic.models = {'x': 5}\n%ctx models", "give its fields as a table"),
    (
        "%config CtxMagic.models = {'x': {'provider': 'openai', 'context_window': 'big'}}\n"
        "%ctx models",
        "context_window must be a number",
    ),
    ("%config CtxMagic.models_file = '{tmp}/nope.toml'\n%ctx models", "does not exist"),
    ("%config CtxMagic.models_file = '/bin/ls'\n%ctx models", "is not a text file"),
    ("%config CtxMagic.models_file = '/dev/zero'\n%ctx models", "is a character device"),
    ("%config CtxMagic.models_file = '{tmp}/fifo'\n%ctx models", "is a named pipe (FIFO)"),
    ("%config CtxMagic.models_file = '{tmp}'\n%ctx models", "is a folder, not a file"),
    ("%config CtxMagic.models_file = '{tmp}/bad.toml'\n%ctx models", "is not valid TOML"),
    ("%config CtxMagic.workspace = '{tmp}/nope'\n%ctx status", "is not a directory"),
    ("%config CtxMagic.offline_simulates = 'nope'\n%ctx status", "unknown model 'nope'"),
    # more, tried from outside: odd unicode, special files, settings only a turn reads
    ("%config CtxMagic.workspace = '{tmp}/fifo'\n%ctx status", "is not a directory"),
    ("%config CtxMagic.db_path = '{tmp}/fifo'\n%ctx sessions", "is not a regular file"),
    ("%ctx export {tmp}/x.txt", "does not end in .ipynb"),
    ("%%agent --provider \uff2f\uff26\uff26\uff2c\uff29\uff2e\uff25\nhi", "unknown provider"),
    ("%ctx resume ses_\u200b", "no session 'ses_\\u200b'"),  # shown, not invisible
    ("%ctx \u202estatus", "unknown subcommand '\\u202estatus'"),  # no right-to-left turn
    ("%ctx key 'a b'", "'a b' is neither a provider nor a variable name"),
    ("%ctx repomap -1", "unknown option '-1'"),
    ("%%agent --new --session x\nhi", "give --new (a new session) or --session ID (that one)"),
    ("%ctx repomap 0", "%ctx repomap must be from 1 to 1,000,000; got 0"),
    ("%ctx strategy summarize.threshold=inf", "summarize.threshold must be a number in (0, 1]"),
    ("%ctx lab --set prune.protect_tokens=-5", "prune.protect_tokens must be a whole number"),
    ("%config CtxMagic.base_url = 'http://[::1'", "base_url must be an http:// or https:// URL"),
    ("%config CtxMagic.base_url = 'ftp://example'", "got 'ftp://example'"),
    ("%config CtxMagic.base_url = 'not a url'", "base_url must be an http:// or https:// URL"),
    ("%config CtxMagic.base_url = 'http://localhost:99999'", "(Port out of range 0-65535)"),
    (
        "%config CtxMagic.models = {'m': {'provider': 'openai-compatible', 'base_url': 'x:/'}}\n"
        "%ctx models",
        "model 'm': base_url must be an http:// or https:// URL",
    ),
    (
        "%config CtxMagic.models = {'m': {'context_window': 10**30}}\n%ctx models",
        "0 to 1,000,000,000",
    ),
    (
        "%config CtxMagic.permissions = {'bash': {'': 'allow'}}",
        "patterns must be non-empty strings",
    ),
    ("%config CtxMagic.permissions = {'bash': {5: 'deny'}}", "patterns must be non-empty strings"),
    (
        "%config CtxMagic.tools = 'view, nope'\nget_ipython().run_cell_magic('agent', '', 'hi')",
        "unknown tool 'nope' in CtxMagic.tools",
    ),
    (
        "%config CtxMagic.task_tools = 'view,task'\nget_ipython().run_cell_magic('agent', '', 'x')",
        "a sub-agent cannot start sub-agents",
    ),
    (
        "%config CtxMagic.summarizer_model = 'nope'\n"
        "get_ipython().run_cell_magic('agent', '', 'hi')",
        "CtxMagic.summarizer_model: unknown model 'nope'",
    ),
    (
        "%config CtxMagic.api_key_env = 'NO SUCH'\n"
        "get_ipython().run_cell_magic('agent', '--provider anthropic', 'hi')",
        "no Anthropic API key: set NO SUCH",
    ),
]


# db_path values: each refused with its own reason, the file untouched ({db} is a copy of the
# shell's database, closed; the second line tries to write a session)
DATABASES: list[tuple[str, str]] = [
    ("text.db", "is not an SQLite database (it starts with 'hello, this is a')"),
    ("binary.db", "is not an SQLite database (it starts with binary data)"),
    ("truncated.db", "is a truncated SQLite file"),
    ("header.db", "is a truncated SQLite file (50 bytes)"),
    ("scrambled.db", "is a corrupted SQLite file"),
    ("other.db", "is another application's SQLite database (tables: contacts)"),
    ("newer.db", "has schema version 99, newer than this ctxmagic knows"),
    ("unknown.db", "records a schema migration this ctxmagic does not know (m999_future)"),
    ("dropped.db", "is a corrupted SQLite file (table sessions is missing)"),
    ("folder", "is a folder; point CtxMagic.db_path at a file"),
    ("/proc/ctx.db", "cannot create the session database /proc/ctx.db"),
    ("/proc/x/y/ctx.db", "cannot create the session database"),
    ("/sys/ctx.db", "cannot create the session database /sys/ctx.db"),
    ("/etc/hostname/ctx.db", "a part of the path is a file, not a folder"),
    ("/dev/null", "is not a regular file"),
]


def make_databases(folder: Path, good: Path) -> list[Path]:
    """The files DATABASES names, made from ``good`` (a ctxmagic database, closed)."""
    data = good.read_bytes()
    (folder / "text.db").write_text("hello, this is a text file\n", encoding="utf-8")
    (folder / "binary.db").write_bytes(bytes(range(256)) * 8)
    (folder / "truncated.db").write_bytes(data[: len(data) // 2])
    (folder / "header.db").write_bytes(data[:50])
    scrambled = bytearray(data)
    for i in range(100, len(scrambled), 7):
        scrambled[i] = (scrambled[i] * 31 + 7) & 255
    (folder / "scrambled.db").write_bytes(bytes(scrambled))
    with sqlite3.connect(folder / "other.db") as other:
        other.execute("CREATE TABLE contacts (name TEXT)")
    for name, sql in (
        ("newer.db", "PRAGMA user_version = 99"),
        ("unknown.db", "INSERT INTO _ctxmagic_migrations VALUES ('m999_future', 0)"),
        ("dropped.db", "DROP TABLE sessions"),
    ):
        (folder / name).write_bytes(data)
        conn = sqlite3.connect(folder / name)
        conn.execute("PRAGMA foreign_keys = OFF")
        conn.execute(sql)
        conn.commit()
        conn.close()
    (folder / "folder").mkdir()
    return [folder / name for name, _ in DATABASES if "/" not in name and name != "folder"]


class _Stderr(logging.Handler):
    """%config reports a refused value with logging.error (root); show it on today's stderr."""

    def emit(self, record: logging.LogRecord) -> None:
        print(f"{record.levelname}:{record.name}:{record.getMessage()}", file=sys.stderr)


@pytest.fixture
def root_log():
    handler = _Stderr()
    logging.getLogger().addHandler(handler)
    yield
    logging.getLogger().removeHandler(handler)


def _files(paths: list[Path]) -> dict[str, bytes | None]:
    """Each file's bytes (a database's -wal/-shm companions included), None when absent."""
    out: dict[str, bytes | None] = {}
    for path in paths:
        for p in (path, Path(f"{path}-wal"), Path(f"{path}-journal")):
            out[str(p)] = p.read_bytes() if p.is_file() else None
    return out


def _settings(magic) -> dict:
    return {name: getattr(magic, name) for name in magic.traits(config=True)}


def run_corpus(shell, corpus, watched, tmp_path, magic):
    """Run each input; return the failures (input, what went wrong) and the count."""
    failures = []
    for cell, fragment in corpus:
        cell = cell.replace("{tmp}", str(tmp_path))
        if magic._runtime is not None:
            magic._runtime.close()  # everything on disk, no -wal left to checkpoint later
        settings, session = _settings(magic), magic.session_id
        before = _files(watched)
        with capture_output() as captured:
            shell.run_cell(cell, store_history=False)
        lines = [line for line in captured.stderr.splitlines() if line.strip()]
        everything = captured.stdout + captured.stderr
        problems = []
        if "Traceback" in everything or "-" * 30 in everything:
            problems.append("a traceback")
        if len(lines) != 1:
            problems.append(f"{len(lines)} lines on stderr")
        if fragment not in captured.stderr:
            problems.append(f"no {fragment!r}")
        if magic._runtime is not None:
            magic._runtime.close()
        if _files(watched) != before:
            problems.append("a file changed")
        # put back what a (refused) setting line may have set, and check it did not
        changed = {k for k, v in _settings(magic).items() if settings[k] != v}
        changed -= set(_setting_lines(cell))  # a valid first line of a two-line input
        if changed:
            problems.append(f"settings changed: {sorted(changed)}")
        for name, value in settings.items():
            setattr(magic, name, value)
        magic.session_id = session
        if problems:
            failures.append((cell, ", ".join(problems), captured.stderr.strip()[:300]))
    return failures


def _setting_lines(cell: str) -> list[str]:
    lines = cell.splitlines()
    return [line.split(".", 1)[1].split("=")[0].strip() for line in lines[:-1] if "%config" in line]


def _end_of_input(prompt=""):
    raise EOFError


def test_key_without_a_terminal_is_refused_before_prompting(shell, monkeypatch, capsys):
    from IPython.core.error import UsageError

    monkeypatch.setattr("ctxmagic.ipython.magic_errors._has_terminal", lambda: False)
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with pytest.raises(UsageError, match="no input to type OPENAI_API_KEY into"):
        shell.run_line_magic("ctx", "key openai")
    assert "OPENAI_API_KEY" not in os.environ


@pytest.fixture
def populated(shell, workspace):
    """A shell whose database holds one finished offline turn."""
    with capture_output():
        shell.run_cell("%%agent\nlist the files")
    magic = shell.magics_manager.registry["CtxMagic"]
    assert magic.session_id
    return magic


def test_bad_input_corpus_one_line_no_traceback_nothing_written(
    shell, populated, workspace, tmp_path, monkeypatch, root_log
):
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    monkeypatch.setattr("getpass.getpass", _end_of_input)  # Ctrl-D, or a closed stdin
    (tmp_path / "bad.toml").write_text("[models\nx = ", encoding="utf-8")
    os.mkfifo(tmp_path / "fifo")  # would block forever if read
    (tmp_path / "bomb.gz").write_bytes(gzip.compress(b"0" * (257 << 20)))  # 256 KB on disk
    (tmp_path / "cut.gz").write_bytes(gzip.compress(b'{"x": 1}' * 100)[:20])
    db = workspace / ".ctxmagic" / "sessions.db"
    populated._runtime.close()
    made = make_databases(tmp_path, db)
    databases = [
        (f"%config CtxMagic.db_path = '{name if '/' in name else tmp_path / name}'\n{line}", why)
        for name, why in DATABASES
        for line in ("%ctx sessions", "%ctx new")
    ]
    corpus = CORPUS + databases
    failures = run_corpus(shell, corpus, [db, *made], tmp_path, populated)
    assert not failures, "\n".join(map(str, failures))
    assert len(corpus) >= 100
    for path in ("/proc/ctx.db", "/sys/ctx.db", tmp_path / "folder" / "sessions.db"):
        assert not os.path.exists(path)


def test_help_is_shown_not_refused(shell, capsys):
    for line in ("--help", "-h", "help", "status --help"):
        assert shell.run_line_magic("ctx", line) is None
        out = capsys.readouterr()
        assert "Usage: %ctx <subcommand>" in out.out and not out.err
    for line in ("--help", "-h"):
        shell.run_cell_magic("agent", line, "ignored")
        out = capsys.readouterr()
        assert out.out.startswith("%%agent [-p PROVIDER]") and "--window" in out.out


def test_debug_setting_shows_the_traceback(shell, populated):
    from IPython.core.error import UsageError

    from ctxmagic.errors import SessionNotFound

    populated.debug = True  # the shell fixture puts every setting back
    with pytest.raises(SessionNotFound):
        shell.run_cell_magic("agent", "--session nope", "hi")
    with pytest.raises(UsageError):
        shell.run_line_magic("ctx", "statsu")


def test_an_unexpected_error_is_one_line_that_asks_for_a_report(
    shell, populated, capsys, monkeypatch
):
    def broken(rest):
        raise TypeError("boom")

    monkeypatch.setattr(populated, "_ctx_sessions", broken)  # the shell outlives the test
    assert shell.run_line_magic("ctx", "sessions") is None
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "internal error (TypeError: boom); please report it" in err


# The Python API --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "values, fragment",
    [
        ({"context_window": 10**30}, "context_window must be from 1,024"),
        ({"context_window": 10}, "context_window must be from 1,024"),
        ({"context_window": "big"}, "must be a whole number"),
        ({"bash_timeout": math.nan}, "bash_timeout must be from"),
        ({"bash_timeout": math.inf}, "bash_timeout must be from"),
        ({"max_steps": True}, "must be a whole number"),
        ({"db_path": "a\x00b"}, "contains a NUL byte"),
        ({"bogus": 1}, "unknown setting bogus"),
    ],
)
def test_api_refuses_bad_settings_before_writing(workspace, values, fragment):
    from ctxmagic import open_session

    with pytest.raises(ConfigError, match=fragment) as info:
        open_session(workspace, **values)
    assert "\n" not in str(info.value)
    assert not (workspace / ".ctxmagic").exists()


def test_api_refuses_a_window_that_cannot_hold_the_prompt_before_writing(workspace):
    from ctxmagic.runtime import Runtime

    runtime = Runtime(workspace=str(workspace), context_window=1100)
    agent = runtime.open()
    before = runtime.store.sessions()[0].version
    with pytest.raises(ConfigError, match="cannot hold the system prompt and tools"):
        list(agent.turn("hello"))
    with pytest.raises(ConfigError, match="max_steps must be from 1"):
        list(agent.turn("hello", max_steps=-3))
    assert runtime.store.sessions()[0].version == before
    assert isinstance(ConfigError("x"), CtxMagicError)


# The command line ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "args, fragment, code",
    [
        ([], "the following arguments are required: command", 2),
        (["rnu", "x.ipynb"], "did you mean 'run'?", 2),
        (["run"], "required: notebooks", 2),
        (["run", "--timeout", "-1", "x.ipynb"], "give 1 to 86400 seconds", 2),
        (["run", "--timeout", "abc", "x.ipynb"], "give whole seconds", 2),
        (["run", "--bogus", "x.ipynb"], "unrecognized arguments: --bogus", 2),
        (["run", "{tmp}/missing.ipynb"], "no notebook at", 1),
        (["run", "/bin/ls"], "is not a Jupyter notebook", 1),
        (["run", "{tmp}/text.ipynb"], "is not a Jupyter notebook", 1),
        (["run", "/dev/zero"], "/dev/zero is a character device, not a file", 1),
        (["run", "{tmp}/fifo"], "fifo is a named pipe (FIFO), not a file", 1),
        (["import", "/dev/zero"], "/dev/zero is a character device, not a file", 1),
        (["import", "{tmp}/fifo"], "fifo is a named pipe (FIFO), not a file", 1),
        (["import", "{tmp}"], "is a folder, not a file", 1),
        (["export", "--db", "{tmp}/fifo"], "no database at", 1),
        (["export", "--db", "{tmp}/text.ipynb"], "is not an SQLite database", 1),
        (["lab", "{tmp}", "--model", "claude-haiku-4-6"], "did you mean 'claude-haiku-4-5'?", 1),
    ],
)
def test_command_line_errors_are_one_line(tmp_path, args, fragment, code):
    (tmp_path / "text.ipynb").write_text("root:x:0:0\n", encoding="utf-8")
    os.mkfifo(tmp_path / "fifo")
    args = [a.replace("{tmp}", str(tmp_path)) for a in args]
    proc = subprocess.run(
        [sys.executable, "-m", "ctxmagic", *args],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)},
        timeout=120,
    )
    assert proc.returncode == code
    assert proc.stderr.count("\n") == 1 and fragment in proc.stderr, proc.stderr
    assert "Traceback" not in proc.stderr


def test_sqlite_errors_met_at_run_time_are_one_line():
    from ctxmagic.errors import user_message

    message = user_message(sqlite3.OperationalError("database is locked"))
    assert "another process holds the session database" in message
    assert "\n" not in user_message(OSError(13, "Permission denied", "/x/y"))


def test_store_refuses_other_files_untouched_and_creates_new_ones(tmp_path):
    from ctxmagic.errors import DatabaseError
    from ctxmagic.store.database import Store
    from ctxmagic.store.migrations import MIGRATIONS

    fresh = tmp_path / "new" / "deeper" / "sessions.db"
    store = Store(fresh)
    store.create_session("t")
    assert store.conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
    store.close()
    made = make_databases(tmp_path, fresh)
    for name, why in DATABASES:
        path = name if "/" in name else str(tmp_path / name)
        before = Path(path).read_bytes() if Path(path).is_file() else None
        with pytest.raises(DatabaseError) as info:
            Store(path)
        assert why in str(info.value) and "\n" not in str(info.value)
        assert (Path(path).read_bytes() if Path(path).is_file() else None) == before
    assert {p.name for p in tmp_path.iterdir()} == {"new", *(p.name for p in made), "folder"}
    # a database written before schema versions were recorded (user_version 0) still opens
    conn = sqlite3.connect(fresh)
    conn.execute("PRAGMA user_version = 0")
    conn.close()
    assert len(Store(fresh).sessions()) == 1


def test_an_option_is_unknown_only_where_argparse_would_refuse_it():
    from ctxmagic.hints import unknown_option

    options = ["--strategies", "--set", "--session", "--window", "-w"]
    assert unknown_option(["--strat", "prune"], options) is None  # a unique prefix
    assert unknown_option(["--window", "-5", "-w", "3"], options) is None  # a number is a value
    assert unknown_option(["--se"], options) == "--se"  # a prefix of two
    assert unknown_option(["prune", "--windw=3000"], options) == "--windw"


# Text SQLite cannot encode ---------------------------------------------------------------------
def test_a_file_name_that_is_not_utf8_is_listed_stored_and_viewed(workspace, tmp_path):
    """A name holding byte 0xff decodes to a lone surrogate, which SQLite refuses: every turn
    that listed it used to end in an internal error. It is shown as its escape, and the model
    can name the file by it."""
    from ctxmagic import open_session
    from ctxmagic.tools.base import ToolContext
    from ctxmagic.tools.registry import run_tool

    (workspace / os.fsdecode(b"bad\xffname.py")).write_text("def zork():\n    pass\n")
    agent = open_session(workspace, db_path=str(tmp_path / "s.db"))
    events = list(agent.turn("Where is `zork` defined?"))
    assert events[-1].reason == "end_turn", events[-1]
    parts = [p for m in agent.store.messages(agent.session_id) for p in m.parts]
    stored = "\n".join(str(getattr(p, "text", "") or getattr(p, "content", "")) for p in parts)
    assert "bad\\xffname.py" in stored
    viewed = run_tool("view", {"path": "bad\\xffname.py"}, ToolContext(workspace))
    assert not viewed.is_error and "def zork" in viewed.content


def test_a_prompt_with_a_lone_surrogate_is_stored_as_its_escape(workspace, tmp_path):
    from ctxmagic import open_session

    agent = open_session(workspace, db_path=str(tmp_path / "s.db"), title="t\ud800")
    events = list(agent.turn("hello \ud800 there"))
    assert events[-1].reason == "end_turn", events[-1]
    first = agent.store.messages(agent.session_id)[0]
    assert first.parts[0].text == "hello \\ud800 there"
    assert agent.store.get_session(agent.session_id).title == "t\\ud800"


def test_a_command_holding_a_nul_is_refused_in_words(tmp_path):
    from ctxmagic.tools.base import ToolContext
    from ctxmagic.tools.registry import run_tool

    out = run_tool("bash", {"command": "echo a\x00b"}, ToolContext(tmp_path))
    assert out.is_error and "contains a NUL character" in out.content
    assert "ValueError" not in out.content


def test_a_database_deleted_while_open_is_refused_then_started_anew(shell, populated, workspace):
    """SQLite keeps writing to a file deleted under it: the turns after were lost unseen (a
    new kernel found no session). The next cell says so in one line and writes nothing; the
    one after starts a new database there."""
    db = workspace / ".ctxmagic" / "sessions.db"
    for path in (db, Path(f"{db}-wal"), Path(f"{db}-shm")):
        path.unlink(missing_ok=True)
    with capture_output() as captured:
        shell.run_cell("%%agent\nWhere is `line_total` defined?", store_history=False)
    lines = [line for line in captured.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "was deleted or replaced while this kernel had it open" in lines[0]
    assert "Traceback" not in captured.stdout + captured.stderr
    assert not db.exists()  # nothing written, not even a new file
    with capture_output() as captured:
        shell.run_cell("%%agent\nWhere is `line_total` defined?", store_history=False)
    assert not captured.stderr.strip(), captured.stderr
    assert len(populated.runtime.store.sessions()) == 1  # the new database, with this turn


def test_a_workspace_fixed_after_a_bad_one_is_used_at_once(shell, populated, tmp_path):
    """A workspace that is not a directory is refused in one line; setting a good one again is
    enough (the runtime had taken the bad settings, and every later cell failed the same)."""
    turns = populated.runtime.store.get_session(populated.session_id).turn_count
    shell.run_line_magic("config", f"CtxMagic.workspace = '{tmp_path / 'nope'}'")
    with capture_output() as captured:
        shell.run_cell("%%agent\nWhere is `line_total` defined?", store_history=False)
    assert "is not a directory; fix %config CtxMagic.workspace" in captured.stderr
    shell.run_line_magic("config", "CtxMagic.workspace = ''")
    with capture_output() as captured:
        shell.run_cell("%%agent\nWhere is `line_total` defined?", store_history=False)
    assert not captured.stderr.strip(), captured.stderr
    assert populated.runtime.store.get_session(populated.session_id).turn_count == turns + 1


def test_the_corpus_in_a_workspace_without_a_database_creates_none(
    shell, workspace, tmp_path, monkeypatch, root_log
):
    """The same refusals where no session was ever saved: a lookup (``%ctx resume zzzz``,
    ``--session``, an import of a file that is not a notebook) used to create an empty
    database just to find nothing in it (20 inputs); a failing turn wrote a session row."""
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    monkeypatch.setattr("getpass.getpass", _end_of_input)
    (tmp_path / "bad.toml").write_text("[models\nx = ", encoding="utf-8")
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "bomb.gz").write_bytes(gzip.compress(b"0" * (257 << 20)))
    (tmp_path / "cut.gz").write_bytes(gzip.compress(b'{"x": 1}' * 100)[:20])
    magic = shell.magics_manager.registry["CtxMagic"]
    db = workspace / ".ctxmagic" / "sessions.db"
    # one line and no traceback each; the words may differ ("no session database ... yet")
    corpus = [(cell, "") for cell, _ in CORPUS]
    failures = run_corpus(shell, corpus, [db], tmp_path, magic)
    assert not failures, "\n".join(map(str, failures))
    assert not (workspace / ".ctxmagic").exists()


def test_ctrl_c_still_stops_the_cell_without_the_frames_it_passed_through(
    shell, populated, monkeypatch
):
    """KeyboardInterrupt is raised again (so Run All stops), from the magic's wrapper with a
    line that says the database is consistent, not with the agent loop's dozen frames."""
    import traceback

    def deep(*args):
        def tool():
            raise KeyboardInterrupt

        tool()

    monkeypatch.setattr(populated, "_run_agent", deep)  # the shell outlives the test
    with pytest.raises(KeyboardInterrupt, match="what was complete is saved") as info:
        shell.run_cell_magic("agent", "", "hi")
    package = str(Path(ctxmagic.__file__).parent)
    ours = [
        f for f in traceback.extract_tb(info.value.__traceback__) if f.filename.startswith(package)
    ]
    assert [Path(f.filename).name for f in ours] == ["magic_errors.py"]
    assert info.value.__cause__ is None and info.value.__suppress_context__
