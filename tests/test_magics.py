"""%%agent and %ctx through a real IPython InteractiveShell."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import textwrap

import pytest
from IPython.core.error import UsageError

from ctxmagic.display.tables import Table
from tests.keys import made_up


def magic(ip):
    return ip.magics_manager.registry["CtxMagic"]


def test_load_ext_registers_magics_and_config(shell):
    assert shell.find_cell_magic("agent") is not None
    assert shell.find_line_magic("ctx") is not None
    shell.run_line_magic("config", "CtxMagic.max_steps = 7")
    assert magic(shell).max_steps == 7
    # %%agent? and %ctx? print help built from the declared options
    assert "--provider" in shell.find_cell_magic("agent").__doc__
    assert "resume" in shell.find_line_magic("ctx").__doc__


def test_agent_cell_streams_tools_and_answer_and_persists(shell, workspace, capsys):
    shell.run_cell_magic("agent", "", "Where is `OutOfStock` raised?")
    out = capsys.readouterr().out
    assert "> grep(" in out and "> view(" in out
    assert "bookshop/orders.py:" in out
    assert re.search(r"context [\d,]+ / 32,000 tokens", out)
    db = workspace / ".ctxmagic" / "sessions.db"
    assert db.exists()
    status = shell.run_line_magic("ctx", "status")
    assert "offline" in repr(status) and str(db) in repr(status)


def test_ctx_parts_sessions_requests_config_models_tables(shell, capsys):
    shell.run_cell_magic("agent", "", "list the files")
    parts = shell.run_line_magic("ctx", "parts")
    assert isinstance(parts, Table)
    assert parts.columns[:7] == ["pos", "message", "role", "type", "tool", "tokens", "state"]
    assert {"system", "tool_definitions", "text", "tool_call", "tool_result"} <= set(
        parts.column("type")
    )
    assert "<table " in parts._repr_html_() and "<style" not in parts._repr_html_()
    sessions = shell.run_line_magic("ctx", "sessions")
    assert len(sessions) == 1 and sessions.rows[0][0].startswith("* ses_")
    requests = shell.run_line_magic("ctx", "requests")
    assert len(requests) >= 2 and requests.rows[0][:2] == [1, 1]
    config = shell.run_line_magic("ctx", "config")
    assert "provider" in config.column("setting")
    models = shell.run_line_magic("ctx", "models")
    assert "offline" in models.column("model")


def test_new_and_resume_switch_sessions(shell, capsys):
    shell.run_cell_magic("agent", "", "list the files")
    first = magic(shell).session_id
    shell.run_line_magic("ctx", "new second try")
    assert "new session" in capsys.readouterr().out
    shell.run_cell_magic("agent", "", "list the files")
    second = magic(shell).session_id
    assert second != first
    shell.run_line_magic("ctx", f"resume {first[:14]}")
    assert magic(shell).session_id == first
    assert "resumed" in capsys.readouterr().out
    titles = shell.run_line_magic("ctx", "sessions").column("title")
    assert "second try" in titles


def test_unknown_subcommand_and_option_are_one_line_errors(shell):
    with pytest.raises(UsageError, match="unknown subcommand 'statsu'; did you mean 'status'?"):
        shell.run_line_magic("ctx", "statsu")
    with pytest.raises(UsageError, match="unknown option '--everything'; valid options: --all"):
        shell.run_line_magic("ctx", "parts --everything")
    with pytest.raises(UsageError):
        shell.run_cell_magic("agent", "--bogus", "hello")


def test_bad_settings_give_one_line_errors_and_save_nothing(shell, capsys, workspace):
    shell.run_cell_magic("agent", "--model no-such-model", "hello")
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown model 'no-such-model'" in err
    shell.run_cell_magic("agent", "", "   ")
    assert "the cell is empty" in capsys.readouterr().err
    shell.run_cell_magic("agent", "--provider anthropic --model offline", "hello")
    assert "belongs to provider 'offline'" in capsys.readouterr().err
    assert (
        not (workspace / ".ctxmagic" / "sessions.db").exists()
        or not shell.run_line_magic("ctx", "sessions").rows
        or all(r[3] == 0 for r in shell.run_line_magic("ctx", "sessions").rows)
    )


def test_paid_provider_never_used_because_a_key_is_set(shell, monkeypatch, capsys):
    monkeypatch.setenv("ANTHROPIC_API_KEY", made_up("ant-test-key-not-real-000000000000"))
    monkeypatch.setenv("OPENAI_API_KEY", made_up("test-key-not-real"))
    shell.run_cell_magic("agent", "", "list the files")
    requests = shell.run_line_magic("ctx", "requests")
    assert set(requests.column("model")) == {"offline"}


def test_api_keys_never_reach_the_database_or_outputs(shell, monkeypatch, capsys, workspace):
    secret = made_up("ant-test-key-SECRET-0123456789abcdef")
    monkeypatch.setenv("ANTHROPIC_API_KEY", secret)
    shell.run_cell_magic("agent", "", "run `env`")
    out = capsys.readouterr()
    assert secret not in out.out + out.err
    shell.run_line_magic("ctx", "config")
    magic(shell).store.close()
    magic(shell)._store = None
    for path in (workspace / ".ctxmagic").iterdir():
        assert secret.encode() not in path.read_bytes()


def test_resume_works_after_a_kernel_restart(workspace):
    """Two separate processes: the second resumes the first one's session and continues it."""
    script = textwrap.dedent(
        """
        import json, sys
        from IPython.core.interactiveshell import InteractiveShell
        ip = InteractiveShell.instance()
        ip.run_line_magic("load_ext", "ctxmagic")
        m = ip.magics_manager.registry["CtxMagic"]
        if sys.argv[1] == "first":
            ip.run_cell_magic("agent", "", "Where is `Catalog` defined?")
        else:
            ip.run_line_magic("ctx", "resume " + sys.argv[2])
            ip.run_cell_magic("agent", "", "list the files")
        s = m.store.get_session(m.session_id)
        print("RESULT " + json.dumps([s.id, s.message_count, s.request_count]))
        """
    )
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}

    def run(*args):
        proc = subprocess.run(
            [sys.executable, "-c", script, *args],
            cwd=workspace,
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
        )
        assert proc.returncode == 0, proc.stderr
        line = [x for x in proc.stdout.splitlines() if x.startswith("RESULT ")][-1]
        return json.loads(line[7:])

    sid, messages, requests = run("first")
    sid2, messages2, requests2 = run("second", sid)
    assert sid2 == sid and messages2 > messages and requests2 > requests
