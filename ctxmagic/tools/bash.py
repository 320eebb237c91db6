"""``bash``: run a shell command in the workspace with a timeout and opencode's output cut.

Each stream keeps 30000 characters, as the first and last 15000 with a ``[N lines truncated]``
marker between (DESIGN 2.4). The command runs in its own process group so a timeout or an abort
kills everything it started. Secrets are scrubbed from the environment, and any scrubbed value
that still shows up in the output (read from a file, say) is redacted, so API keys never reach
the tool result, the database or the notebook.

Pipes are read with a selector in the calling thread, keeping memory bounded: each stream
holds its first and last 60 KB at most, plus running counts of characters and newlines, which
is all the cut needs.
"""

from __future__ import annotations

import contextlib
import glob
import math
import os
import re
import selectors
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import ToolError
from ..safety import cgroup, keyfiles, reaper, seccomp, shell
from ..safety.bwrap import LIMITS, clean_env, missing_hint, use_sandbox, wrap
from ..safety.redact import is_secret_name
from .base import Tool, ToolContext, ToolOutput

MAX_STREAM_CHARS = 30_000
HALF = MAX_STREAM_CHARS // 2
MAX_TIMEOUT = 600.0
POLL_SECONDS = 0.05
# After the shell exits, how long to wait for background children that still hold the pipes.
DRAIN_GRACE_SECONDS = 0.5
# How long the reaper may take to kill what a command left before its group is killed instead.
REAPER_GRACE_SECONDS = 5.0
REAPER = Path(reaper.__file__)
# Bytes kept at each end of a stream: enough for HALF characters of 4-byte UTF-8, plus one char.
_KEEP_BYTES = HALF * 4 + 4
_UTF8_CONTINUATION = bytes(range(0x80, 0xC0))

# Quiet, non-interactive defaults: a pager or a credential prompt would otherwise hang to timeout.
_NON_INTERACTIVE = {
    "PAGER": "cat",
    "GIT_PAGER": "cat",
    "GIT_TERMINAL_PROMPT": "0",
    "TERM": "dumb",
    "NO_COLOR": "1",
}
# Kernels force colour on (ipykernel sets these); escape codes only cost the model tokens.
_FORCED_COLOUR = ("FORCE_COLOR", "CLICOLOR_FORCE", "PY_COLORS", "CLICOLOR")
_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)")


# What bash's environment keeps of the kernel's: an allow-list (where programs and toolchains
# are, the locale, the user), so no key gets in whatever its variable is called; a value that
# holds a configured key is dropped too.
TOOL_ENV = frozenset(
    {
        "PATH", "HOME", "USER", "LOGNAME", "SHELL", "LANG", "LANGUAGE", "TZ", "TMPDIR",
        "VIRTUAL_ENV", "CONDA_PREFIX", "CONDA_DEFAULT_ENV", "PYTHONPATH", "PYENV_ROOT",
        "JAVA_HOME", "GOPATH", "GOROOT", "GOCACHE", "GOMODCACHE", "CARGO_HOME", "RUSTUP_HOME",
        "NVM_DIR", "NODE_PATH", "SSL_CERT_FILE", "SSL_CERT_DIR", "REQUESTS_CA_BUNDLE",
        "XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME",
    }
)  # fmt: skip


def scrub_env(env: dict[str, str]) -> tuple[dict[str, str], list[str]]:
    """The environment bash gets (the allow-list, no value holding a key) and the secret
    values, to redact from its output."""
    secrets = [v for k, v in env.items() if is_secret_name(k) and len(v) >= 8]
    clean = {
        k: v
        for k, v in env.items()
        if (k in TOOL_ENV or k.startswith("LC_"))
        and not is_secret_name(k)
        and not any(s in v for s in secrets)
    }
    clean.update(_NON_INTERACTIVE)
    return clean, secrets


def truncate_middle(text: str) -> tuple[str, int, int]:
    """opencode's cut: over 30000 chars keep the first and last 15000 with a marker between.

    Returns the text, the characters removed and the number of lines the removed middle
    touches (a line cut partway counts; opencode also counts an empty piece after a final
    newline, which overstates by one).
    """
    if len(text) <= MAX_STREAM_CHARS:
        return text, 0, 0
    middle = text[HALF:-HALF]
    lines = _lines_touched(middle.count("\n"), middle.endswith("\n"))
    return _join(text[:HALF], text[-HALF:], lines), len(middle), lines


def _lines_touched(newlines: int, ends_with_newline: bool) -> int:
    return newlines if ends_with_newline else newlines + 1


def _join(head: str, tail: str, lines: int) -> str:
    return f"{head}\n\n... [{lines} lines truncated] ...\n\n{tail}"


@dataclass
class StreamBuffer:
    """One output stream: its first and last bytes plus counts, so memory stays bounded."""

    head: bytearray = field(default_factory=bytearray)
    tail: bytearray = field(default_factory=bytearray)
    total_bytes: int = 0
    chars: int = 0  # UTF-8 characters (bytes that do not continue a multi-byte sequence)
    newlines: int = 0

    def add(self, chunk: bytes) -> None:
        self.total_bytes += len(chunk)
        self.chars += len(chunk.translate(None, delete=_UTF8_CONTINUATION))
        self.newlines += chunk.count(b"\n")
        room = _KEEP_BYTES - len(self.head)
        if room > 0:
            self.head += chunk[:room]
            chunk = chunk[room:]
        if chunk:
            self.tail += chunk
            if len(self.tail) > _KEEP_BYTES:
                del self.tail[: len(self.tail) - _KEEP_BYTES]

    @property
    def complete(self) -> bool:
        """True while head + tail still hold every byte received."""
        return self.total_bytes == len(self.head) + len(self.tail)

    def render(self) -> tuple[str, int, int]:
        """The stream as text after the 30000-character cut: (text, chars_cut, lines_cut)."""
        if self.complete:
            return truncate_middle(bytes(self.head + self.tail).decode("utf-8", errors="replace"))
        head = bytes(self.head).decode("utf-8", errors="replace")[:HALF]
        tail_bytes = bytes(self.tail).lstrip(_UTF8_CONTINUATION)
        decoded_tail = tail_bytes.decode("utf-8", errors="replace")
        tail = decoded_tail[-HALF:]
        middle_newlines = self.newlines - head.count("\n") - tail.count("\n")
        # The tail keeps more than HALF characters, so the last removed one is still at hand.
        lines = _lines_touched(middle_newlines, decoded_tail[-HALF - 1] == "\n")
        return _join(head, tail, lines), max(self.chars - 2 * HALF, 0), lines


@dataclass
class RunResult:
    exit_code: int | None
    stdout: StreamBuffer
    stderr: StreamBuffer
    timed_out: bool = False
    aborted: bool = False
    detached: bool = False  # something outside the session kept the pipes open
    leftovers: int = 0  # processes still running when the shell exited, then killed


def _kill_group(proc: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, signal.SIGKILL)


def session_members(sid: int) -> list[int]:
    """Live processes in session or process group ``sid`` (Linux ``/proc``; elsewhere none)."""
    return [pid for pid, fields in reaper.processes() if sid in (int(fields[2]), int(fields[3]))]


def kill_leftovers(proc: subprocess.Popen[bytes]) -> int:
    """SIGKILL what the command left in its session and group; how many processes that was."""
    killed: set[int] = set()
    for _ in range(5):  # a process may fork while it is being killed: go round again
        members = [pid for pid in session_members(proc.pid) if pid != proc.pid]
        if not members:
            break
        _kill_group(proc)
        for pid in members:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)
        killed.update(members)
    return len(killed)


def run_command(
    command: str, cwd: str, env: dict[str, str], timeout: float, abort: Any
) -> RunResult:
    """Run ``bash -c command`` in its own session, reading both pipes until EOF.

    Kills the group on timeout or when ``abort`` (a threading.Event) is set, and whatever is
    left in the session when the shell exits.
    """
    return run_argv(["bash", "-c", command], cwd, env, timeout, abort)


def reaper_available() -> bool:
    """Whether commands can run under ``reaper.py`` (Linux, a known interpreter)."""
    return sys.platform.startswith("linux") and bool(sys.executable) and REAPER.is_file()


class _Report:
    """The pipe ``reaper.py`` writes its count of killed leftovers to."""

    def __init__(self) -> None:
        self.read, self.write = os.pipe()

    def count(self) -> int:
        with contextlib.suppress(OSError):
            os.close(self.write)
        try:
            text = os.read(self.read, 64)
        finally:
            os.close(self.read)
        return int(text) if text.strip().isdigit() else 0


def run_argv(
    argv: list[str],
    cwd: str,
    env: dict[str, str],
    timeout: float,
    abort: Any,
    *,
    reaped: bool = False,
    pass_fds: tuple[int, ...] = (),
    group: cgroup.CommandGroup | None = None,
) -> RunResult:
    """``run_command`` for any program (bash itself, or bash inside the sandbox); ``reaped``
    starts it under ``reaper.py``, which also kills what left the session (``setsid``);
    ``group``: the cgroup it joins before anything else starts."""
    report = _Report() if reaped else None
    if report is not None:
        argv = [sys.executable, "-I", "-S", str(REAPER), str(report.write), *argv]
        pass_fds = (*pass_fds, report.write)
    if group is not None:
        argv = group.joined(argv)
    try:
        proc = subprocess.Popen(
            argv,
            cwd=cwd,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
            pass_fds=pass_fds,
        )
    except BaseException:
        if report is not None:
            report.count()  # closes both ends
        raise
    if report is not None:
        os.close(report.write)
    try:
        result = _run(proc, timeout, abort, report is not None)
    finally:
        if report is not None:
            if proc.poll() is None:  # interrupted: the reaper cleans up, else the group goes
                _stop(proc, True)
            reaper_killed = report.count()
    if report is not None:
        result.leftovers += reaper_killed
    return result


def _stop(proc: subprocess.Popen[bytes], reaped: bool) -> None:
    """End the command and everything it started: SIGTERM to the reaper, which kills what it
    reaped, then (or without one) SIGKILL to the process group."""
    if reaped:
        with contextlib.suppress(ProcessLookupError):
            proc.send_signal(signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=REAPER_GRACE_SECONDS)
    if proc.poll() is None:
        _kill_group(proc)
    proc.wait()


def _run(proc: subprocess.Popen[bytes], timeout: float, abort: Any, reaped: bool) -> RunResult:
    assert proc.stdout is not None and proc.stderr is not None
    buffers = {proc.stdout.fileno(): StreamBuffer(), proc.stderr.fileno(): StreamBuffer()}
    result = RunResult(None, buffers[proc.stdout.fileno()], buffers[proc.stderr.fileno()])
    selector = selectors.DefaultSelector()
    for pipe in (proc.stdout, proc.stderr):
        selector.register(pipe.fileno(), selectors.EVENT_READ)
    deadline = time.monotonic() + timeout
    drain_until: float | None = None
    try:
        while selector.get_map():
            for key, _ in selector.select(POLL_SECONDS):
                chunk = os.read(key.fd, 65536)
                if chunk:
                    buffers[key.fd].add(chunk)
                else:
                    selector.unregister(key.fd)
            now = time.monotonic()
            if proc.poll() is None:
                if abort is not None and abort.is_set():
                    result.aborted = True
                elif now >= deadline:
                    result.timed_out = True
                else:
                    continue
                _stop(proc, reaped)
                kill_leftovers(proc)
                drain_until = time.monotonic() + DRAIN_GRACE_SECONDS
            elif drain_until is None:
                result.leftovers = kill_leftovers(proc)
                drain_until = now + DRAIN_GRACE_SECONDS
            elif now >= drain_until:
                result.detached = bool(selector.get_map())
                break
    finally:
        selector.close()
        proc.stdout.close()
        proc.stderr.close()
    if proc.poll() is None:  # pipes closed early by the command itself; still honour the limits
        try:
            proc.wait(timeout=max(deadline - time.monotonic(), 0))
        except subprocess.TimeoutExpired:
            result.timed_out = True
            _stop(proc, reaped)
    if drain_until is None:  # the loop ended without reaching the shell's exit
        result.leftovers = kill_leftovers(proc)
    result.exit_code = proc.returncode
    return result


def _redact(text: str, secrets: list[str]) -> str:
    for secret in secrets:
        if secret in text:
            text = text.replace(secret, "[redacted]")
    return text


def names_a_key_file(command: str, workspace: Path, secret_files: dict[Path, str]) -> str:
    """The file holding a key that ``command`` names in a word or a redirection, or in a glob
    bash would expand to it ("" if none): relative to the workspace, or to a folder the command
    changes to. (Under the sandbox such a file is empty anyway; without it, this is what stops
    ``cat .env`` and ``xxd .e*``, not a script that opens it.)"""
    if not secret_files:
        return ""
    parsed = shell.parse(command)
    words = parsed.words if not parsed.error else command.split()
    bases = [workspace, *(workspace / f for f in parsed.folders)]
    for word in words:
        for text in {word, word.split("=", 1)[-1]}:
            for base in bases:
                given = os.path.expanduser(text)
                matches = [given]
                if any(c in given for c in "*?[") and base.is_dir():
                    with contextlib.suppress(OSError, ValueError):
                        matches = glob.glob(given, root_dir=base)[:1000]
                for match in matches:
                    path = Path(os.path.normpath(base / match))
                    if path in secret_files:
                        return path.relative_to(workspace).as_posix()
    return ""


def hidden_paths(ctx: ToolContext) -> tuple[Path, ...]:
    """What the sandbox hides in the workspace: ctxmagic's folder (the default session store)
    and, for a store elsewhere in the workspace, its folder or (at the root) its files."""
    root = ctx.workspace
    found = [root / ".ctxmagic"]
    for db in ctx.protected:
        path = Path(os.path.normpath(os.path.join(root, db)))
        if root not in path.parents:
            continue  # outside the workspace the sandbox's root is read-only already
        if path.parent != root:
            found.append(path.parent)
        else:
            found += [Path(f"{path}{suffix}") for suffix in ("", "-wal", "-shm", "-journal")]
    return tuple(dict.fromkeys(p for p in found if os.path.lexists(p)))


def check_timeout(value: Any) -> float:
    """A timeout as a positive, finite number of seconds (NaN would turn the timeout off)."""
    try:
        timeout = float(value)
    except (TypeError, ValueError):
        timeout = math.nan
    if not math.isfinite(timeout) or timeout <= 0:
        raise ToolError(
            f"timeout must be a positive number of seconds (at most {MAX_TIMEOUT:g}), got {value!r}"
        )
    return timeout


def run_bash(args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
    command = args["command"]
    if not command.strip():
        raise ToolError("command is empty; give a shell command to run, e.g. 'ls -la'")
    if "\x00" in command:
        raise ToolError("command contains a NUL character, which no program can receive; remove it")
    requested = args.get("timeout")
    timeout = check_timeout(ctx.bash_timeout if requested is None else requested)
    clamped = timeout > MAX_TIMEOUT
    timeout = min(timeout, MAX_TIMEOUT)
    if not ctx.workspace.is_dir():
        raise ToolError(f"the workspace {ctx.workspace} does not exist; create it first")
    if ctx.abort.is_set():
        raise ToolError("the turn was aborted before the command started; it was not run")

    env, secrets = scrub_env(dict(os.environ))
    sandboxed = use_sandbox(ctx.bash_sandbox)
    secret_files = keyfiles.key_files(ctx.workspace)
    named = names_a_key_file(command, ctx.workspace, secret_files)
    if named:
        raise keyfiles.refusal(named, secret_files[ctx.workspace / named])
    argv = ["bash", "-c", command]
    filter_fd = None
    group = cgroup.command_group(processes=LIMITS.processes, memory_bytes=LIMITS.memory_bytes)
    try:
        if sandboxed:
            env = clean_env(env) | _NON_INTERACTIVE
            filter_fd = seccomp.filter_fd()
            hidden = (*hidden_paths(ctx), *secret_files)  # a glob or a script reads nothing
            argv = wrap(argv, ctx.workspace, env, hidden, seccomp_fd=filter_fd)
        reaped = not sandboxed and reaper_available()  # the sandbox's PID namespace does that
        run = run_argv(
            argv,
            str(ctx.workspace),
            env,
            timeout,
            ctx.abort,
            reaped=reaped,
            pass_fds=(filter_fd,) if filter_fd is not None else (),
            group=group,
        )
    finally:
        if filter_fd is not None:
            os.close(filter_fd)
        hits = group.events() if group is not None else {}
        if group is not None:
            group.remove()
    stdout, out_cut, out_lines = run.stdout.render()
    stderr, err_cut, err_lines = run.stderr.render()
    stdout, stderr = _redact(stdout, secrets), _redact(stderr, secrets)
    stdout, stderr = _ANSI.sub("", stdout), _ANSI.sub("", stderr)

    sections: list[str] = []
    if stdout:
        sections.append(stdout.removesuffix("\n"))
    if stderr:
        sections.append("stderr:\n" + stderr.removesuffix("\n"))
    if run.timed_out:
        sections.append(f"Command timed out after {timeout:g} s; its process group was killed.")
    elif run.aborted:
        sections.append("Command aborted by the user; its process group was killed.")
    elif run.exit_code:
        sections.append(f"exit code: {run.exit_code}")
        if sandboxed and run.exit_code == 127 and (hint := missing_hint(stderr)):
            sections.append(hint)
    if run.leftovers:
        plural = "es were" if run.leftovers != 1 else " was"
        sections.append(
            f"({run.leftovers} background process{plural} still running when the command "
            "ended and killed; a command cannot leave processes behind.)"
        )
    if hits.get("pids"):
        sections.append(
            f"(The command reached its limit of {LIMITS.processes} processes: forks past it "
            "failed.)"
        )
    if hits.get("memory"):
        sections.append(
            f"(The command reached its memory limit of {LIMITS.memory_bytes >> 20:,} MB: "
            "allocations past it failed or its largest process was killed.)"
        )
    if run.detached:
        sections.append(
            "(Background processes still hold the output open; output after the command "
            "exited is not shown. Redirect background output to a file.)"
        )
    content = "\n".join(sections) if sections else "(no output)"
    metadata: dict[str, Any] = {
        "exit_code": run.exit_code,
        "timed_out": run.timed_out,
        "aborted": run.aborted,
        "stdout_chars_cut": out_cut,
        "stderr_chars_cut": err_cut,
        "lines_truncated": out_lines + err_lines,
        "truncated": bool(out_cut or err_cut),
        "timeout": timeout,
        "sandboxed": sandboxed,
    }
    if run.leftovers:
        metadata["background_killed"] = run.leftovers
    if any(hits.values()):
        metadata["limits_hit"] = sorted(k for k, v in hits.items() if v)
    if clamped:
        metadata["timeout_clamped_from"] = float(requested)
    return ToolOutput(content=content, metadata=metadata, is_error=run.timed_out or run.aborted)


BASH = Tool(
    name="bash",
    description=(
        "Run a shell command with `bash -c` in the workspace root (stdin is closed, so "
        "interactive prompts fail fast). Default timeout 60 seconds, at most 600 (`timeout`, in "
        "seconds); on timeout the command and everything it started are killed, and processes "
        "left in the background are killed when the command ends. stdout is shown "
        "first, then stderr under 'stderr:', then 'exit code: N' when non-zero. Each stream is "
        "kept to 30000 characters: the first and last 15000 with '[N lines truncated]' between, "
        "so pipe long output through head, tail or grep. Secret environment variables (API "
        "keys, tokens, passwords) are not available; when bash is sandboxed there is no network and "
        "only the workspace and /tmp are writable. Prefer the view, grep, glob, ls, write and "
        "edit tools for reading and changing files."
    ),
    parameters={
        "type": "object",
        "properties": {
            "command": {"type": "string", "description": "The shell command to run."},
            "timeout": {
                "type": "number",
                "description": "Timeout in seconds (default 60, maximum 600).",
            },
        },
        "required": ["command"],
        "additionalProperties": False,
    },
    run=run_bash,
)
