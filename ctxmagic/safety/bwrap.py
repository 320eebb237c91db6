"""An optional sandbox for bash: bubblewrap (``bwrap``), as Claude Code uses on Linux.

Where Debian's ``bubblewrap`` is installed and can make namespaces (a container may forbid user
namespaces), each command runs with the workspace writable and the rest of the file system
read-only (a private ``/tmp``), no network, a fresh PID namespace (``/proc`` shows only the
command's own processes, so ``/proc/$PPID/environ`` is the sandbox's, not the kernel's), and a
clean environment: a short list of harmless variables, passed to bwrap itself too, since its
first process keeps the environment it was started with. When the command ends the namespace's
first process exits and the kernel kills everything left in it, ``setsid`` or not. Folders
under /tmp that the command needs to find programs (the running Python's prefix: a virtual
environment in /tmp; PATH entries) are bound read-only into the private /tmp; a command that
exits 127 for a program that exists only outside the sandbox gets a note saying so.

``bash_sandbox``: ``auto`` uses the sandbox when it works and says so in ``%ctx status`` when it
does not; ``on`` refuses to run bash without it; ``off`` never uses it.
See https://github.com/containers/bubblewrap.
"""

from __future__ import annotations

import functools
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from ..errors import ToolError

MODES = ("auto", "on", "off")
# What a command inside the sandbox sees of the environment (plus HOME=/tmp and the
# non-interactive defaults bash.py adds); nothing else gets in, so no key can.
KEEP_ENV = ("PATH", "LANG", "LANGUAGE", "LC_ALL", "LC_CTYPE", "TZ", "USER", "LOGNAME")


@dataclass(frozen=True)
class Probe:
    works: bool
    detail: str  # the version when it works, else why not and how to fix it


def under_tmp() -> list[str]:
    """Folders under /tmp that commands need, which the private /tmp would hide: the prefixes
    of the running Python (a virtual environment made in /tmp, as Binder and CI runners do)
    and the PATH entries, real paths, outermost only."""
    wanted = [sys.prefix, sys.base_prefix, sys.exec_prefix, *os.environ.get("PATH", "").split(":")]
    found = set()
    for path in wanted:
        real = os.path.realpath(path) if path else ""
        if real.startswith("/tmp/") and os.path.isdir(real):
            found.add(real)
    return sorted(p for p in found if not any(p.startswith(q + "/") for q in found))


def bwrap_args(workspace: Path) -> list[str]:
    """bwrap's options: read-only root, private /tmp (with the Python and PATH folders that
    live there bound read-only), writable workspace, no network, own PID namespace, its own
    session (no terminal injection), dies with the kernel."""
    ws = str(workspace)
    kept = [arg for path in under_tmp() for arg in ("--ro-bind", path, path)]
    return [
        "--ro-bind", "/", "/",
        "--dev", "/dev",
        "--proc", "/proc",
        "--tmpfs", "/tmp",
        *kept,
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


_MISSING = re.compile(
    r"^(?:bash: )?(?:line \d+: )?([^\s:]+): (?:command not found|No such file)", re.M
)


def missing_hint(stderr: str) -> str:
    """For a sandboxed command that exited 127: a note when the program it did not find
    exists outside the sandbox (under /tmp, or a path through HOME, which is /tmp inside)."""
    for name in _MISSING.findall(stderr):
        outside = name if name.startswith("/") else shutil.which(name)
        if outside and os.path.exists(outside):
            return (
                f"({name} exists outside the sandbox, at {outside}, but not inside it: the "
                "sandbox has a private /tmp and HOME=/tmp. Put the program in the workspace or "
                "on a PATH folder outside /tmp, or set %config CtxMagic.bash_sandbox = 'off'.)"
            )
    return ""


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
