"""bash under bubblewrap: the key-exfiltration command finds nothing, only the workspace is
writable, there is no network, nothing outlives the command; a clear fallback without it."""

from __future__ import annotations

import json
import os
import secrets
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from ctxmagic.tools import bwrap
from ctxmagic.tools.base import ToolContext
from ctxmagic.tools.registry import run_tool

# A fresh random stand-in each run: shaped like an Anthropic key, never a real one.
KEY = "sk-ant-api03-" + secrets.token_urlsafe(32)
EXFILTRATE = "tr '\\0' '\\n' < /proc/$PPID/environ | grep -i key | tr 'a-zA-Z' 'b-zaB-ZA'"
SHIFTED = KEY.translate(
    str.maketrans(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
        "bcdefghijklmnopqrstuvwxyzaBCDEFGHIJKLMNOPQRSTUVWXYZA",
    )
)

works = bwrap.probe()
sandboxed = pytest.mark.skipif(
    not works.works, reason=f"bash sandbox tests skipped: {works.detail}"
)


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    root.mkdir()
    return root


def _in_a_kernel_with_the_key(ws: Path, mode: str, command: str) -> dict:
    """Run the bash tool in a fresh process that, like a kernel, started with the key in its
    environment (``/proc/PID/environ`` shows what a process started with)."""
    script = (
        "import json, sys; from ctxmagic.tools.base import ToolContext; "
        "from ctxmagic.tools.registry import run_tool; "
        "out = run_tool('bash', {'command': sys.argv[3]}, "
        "ToolContext(workspace=sys.argv[1], bash_sandbox=sys.argv[2])); "
        "print(json.dumps({'content': out.content, 'metadata': out.metadata}))"
    )
    env = dict(os.environ, ANTHROPIC_API_KEY=KEY)
    done = subprocess.run(
        [sys.executable, "-c", script, str(ws), mode, command],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_without_the_sandbox_the_exfiltration_command_reaches_the_key(ws):
    """The control: scrubbing bash's environment is not enough, its parent's has the key."""
    out = _in_a_kernel_with_the_key(ws, "off", EXFILTRATE)
    assert SHIFTED in out["content"]
    assert out["metadata"]["sandboxed"] is False


@sandboxed
def test_sandboxed_exfiltration_command_finds_no_key(ws):
    out = _in_a_kernel_with_the_key(ws, "on", EXFILTRATE)
    assert out["metadata"]["sandboxed"] is True
    assert SHIFTED not in out["content"] and KEY not in out["content"]
    every = _in_a_kernel_with_the_key(ws, "on", "cat /proc/*/environ | tr '\\0' '\\n'; env")
    assert "SANDBOXtestVALUE" not in every["content"] and "ANTHROPIC" not in every["content"]
    assert "HOME=/tmp" in every["content"]  # the clean environment


@sandboxed
def test_sandbox_writes_only_the_workspace(ws):
    ctx = ToolContext(workspace=ws, bash_sandbox="on")
    outside = Path(f"/var/tmp/ctxmagic-sandbox-test-{os.getpid()}")
    out = run_tool(
        "bash", {"command": f"echo in > inside.txt && echo out > {outside}; echo rc=$?"}, ctx
    )
    assert (ws / "inside.txt").read_text() == "in\n"
    assert not outside.exists()
    assert "Read-only file system" in out.content and "rc=1" in out.content


@sandboxed
def test_sandbox_has_no_network(ws):
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen()
    port = server.getsockname()[1]
    probe = (
        f"python3 -c \"import socket; socket.create_connection(('127.0.0.1', {port}), 2); "
        "print('connected')\""
    )
    try:
        assert (
            "connected" in run_tool("bash", {"command": probe}, ToolContext(workspace=ws)).content
        )
        out = run_tool("bash", {"command": probe}, ToolContext(workspace=ws, bash_sandbox="on"))
    finally:
        server.close()
    assert "connected" not in out.content and "ConnectionRefusedError" in out.content


@sandboxed
def test_nothing_outlives_a_sandboxed_command_not_even_setsid(ws):
    ctx = ToolContext(workspace=ws, bash_sandbox="on")
    run_tool("bash", {"command": "setsid sleep 6173 > /dev/null 2>&1 & echo started"}, ctx)
    survivors = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        if b"6173" in cmdline and b"sleep" in cmdline:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
            if state not in ("Z", "X"):
                survivors.append(pid)
    assert survivors == []


def test_on_without_bubblewrap_refuses_with_one_line(ws, monkeypatch):
    monkeypatch.setattr(bwrap, "probe", lambda: bwrap.Probe(False, "bubblewrap is not installed"))
    out = run_tool("bash", {"command": "echo ran"}, ToolContext(workspace=ws, bash_sandbox="on"))
    assert out.is_error and "ran" not in out.content
    assert "bash_sandbox is 'on' but bubblewrap is not installed; the command was not run" in (
        out.content
    )
    auto = run_tool("bash", {"command": "echo ran"}, ToolContext(workspace=ws, bash_sandbox="auto"))
    assert auto.content == "ran" and auto.metadata["sandboxed"] is False
    assert bwrap.describe("auto") == "not sandboxed: bubblewrap is not installed"
    assert bwrap.describe("off") == "not sandboxed (bash_sandbox = 'off')"


def test_ctx_status_says_whether_bash_is_sandboxed(shell):
    status = repr(shell.run_line_magic("ctx", "status"))
    expected = "sandboxed with bubblewrap" if works.works else "not sandboxed:"
    assert f"bash sandbox      {expected}" in status
    shell.run_line_magic("config", "CtxMagic.bash_sandbox = 'off'")
    assert "not sandboxed (bash_sandbox = 'off')" in repr(shell.run_line_magic("ctx", "status"))
    assert "permissions       bash: allow; write: allow; edit: allow" in repr(
        shell.run_line_magic("ctx", "status")
    )
