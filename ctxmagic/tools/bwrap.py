"""An optional sandbox for bash: bubblewrap (``bwrap``), as Claude Code uses on Linux.

Where Debian's ``bubblewrap`` is installed and can make namespaces (a container may forbid user
namespaces), each command runs with the workspace writable and the rest of the file system
read-only (a private ``/tmp``), no network, a fresh PID namespace (``/proc`` shows only the
command's own processes, so ``/proc/$PPID/environ`` is the sandbox's, not the kernel's), and a
clean environment: a short list of harmless variables, passed to bwrap itself too, since its
first process keeps the environment it was started with. When the command ends the namespace's
first process exits and the kernel kills everything left in it, ``setsid`` or not.

``bash_sandbox``: ``auto`` uses the sandbox when it works and says so in ``%ctx status`` when it
does not; ``on`` refuses to run bash without it; ``off`` never uses it.
See https://github.com/containers/bubblewrap.
"""

from __future__ import annotations

import functools
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .base import ToolError

MODES = ("auto", "on", "off")
# What a command inside the sandbox sees of the environment (plus HOME=/tmp and the
# non-interactive defaults bash.py adds); nothing else gets in, so no key can.
KEEP_ENV = ("PATH", "LANG", "LANGUAGE", "LC_ALL", "LC_CTYPE", "TZ", "USER", "LOGNAME")


@dataclass(frozen=True)
class Probe:
    works: bool
    detail: str  # the version when it works, else why not and how to fix it


def bwrap_args(workspace: Path) -> list[str]:
    """bwrap's options: read-only root, private /tmp, writable workspace, no network, own PID
    namespace, its own session (no terminal injection), dies with the kernel."""
    ws = str(workspace)
    return [
        "--ro-bind", "/", "/",
        "--dev", "/dev",
        "--proc", "/proc",
        "--tmpfs", "/tmp",
        "--bind", ws, ws,
        "--chdir", ws,
        "--unshare-all",
        "--die-with-parent",
        "--new-session",
        "--clearenv",
    ]  # fmt: skip


def wrap(argv: list[str], workspace: Path, env: dict[str, str]) -> list[str]:
    """``argv`` run inside the sandbox with exactly ``env``."""
    setenv = [arg for name, value in env.items() for arg in ("--setenv", name, value)]
    return [_bwrap() or "bwrap", *bwrap_args(workspace), *setenv, "--", *argv]


def clean_env(env: dict[str, str]) -> dict[str, str]:
    kept = {k: v for k, v in env.items() if k in KEEP_ENV or k.startswith("LC_")}
    kept.setdefault("PATH", "/usr/local/bin:/usr/bin:/bin")
    kept["HOME"] = "/tmp"
    return kept


def _bwrap() -> str | None:
    return shutil.which("bwrap")


@functools.cache
def probe() -> Probe:
    """Whether bwrap can run a command here (checked once per process)."""
    path = _bwrap()
    if path is None:
        return Probe(
            False, "bubblewrap is not installed (Debian/Ubuntu: apt-get install bubblewrap)"
        )
    with tempfile.TemporaryDirectory() as tmp:
        try:
            done = subprocess.run(
                [path, *bwrap_args(Path(tmp)), "--", "true"],
                capture_output=True,
                text=True,
                timeout=20,
                env=clean_env({}),
            )
        except (OSError, subprocess.TimeoutExpired) as exc:
            return Probe(False, f"bubblewrap could not start ({exc})")
    if done.returncode != 0:
        why = (done.stderr.strip().splitlines() or ["no message"])[-1]
        return Probe(
            False,
            f"bubblewrap cannot make namespaces here ({why}); user namespaces may be disabled "
            "in this container",
        )
    version = subprocess.run([path, "--version"], capture_output=True, text=True).stdout.strip()
    return Probe(True, version or "bubblewrap")


def use_sandbox(mode: str) -> bool:
    """Whether bash runs sandboxed under ``mode``; ``on`` without a working bwrap refuses."""
    if mode not in MODES:
        raise ToolError(f"bash_sandbox must be one of {', '.join(MODES)}, got {mode!r}")
    if mode == "off":
        return False
    found = probe()
    if mode == "on" and not found.works:
        raise ToolError(
            f"bash_sandbox is 'on' but {found.detail}; the command was not run "
            "(set %config CtxMagic.bash_sandbox = 'auto' to run without it)"
        )
    return found.works


def describe(mode: str) -> str:
    """One line for ``%ctx status``."""
    if mode == "off":
        return "not sandboxed (bash_sandbox = 'off')"
    found = probe()
    if found.works:
        return (
            f"sandboxed with {found.detail}: workspace writable, rest read-only, no network, "
            "own PID namespace, clean environment"
        )
    if mode == "on":
        return f"bash refuses to run: bash_sandbox = 'on' but {found.detail}"
    return f"not sandboxed: {found.detail}"
