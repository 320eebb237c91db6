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


@dataclass(frozen=True)
class Limits:
    """What one command may use. Processes and memory count for the whole command in a cgroup
    where one can be made (``cgroup.py``); inside the sandbox they are also per-process limits
    (RLIMIT_NPROC, which binds every user but root, and RLIMIT_DATA, per process). Each file it
    writes stops at ``file_bytes`` (RLIMIT_FSIZE); its private /tmp is a tmpfs of ``tmp_bytes``."""

    processes: int = 256
    memory_bytes: int = 2 << 30
    file_bytes: int = 512 << 20
    tmp_bytes: int = 256 << 20

    def describe(self) -> str:
        return (
            f"{self.processes} processes, {self.memory_bytes >> 20:,} MB of memory, files of "
            f"{self.file_bytes >> 20:,} MB, a /tmp of {self.tmp_bytes >> 20:,} MB"
        )


LIMITS = Limits()
# Inside the sandbox, before bash: the per-process limits, then exec (standard library only)
_LIMITER = (
    "import os,resource as r,sys\n"
    "n,d,f=(int(v) for v in sys.argv[1:4])\n"
    "for k,v in ((r.RLIMIT_NPROC,n),(r.RLIMIT_DATA,d),(r.RLIMIT_FSIZE,f),(r.RLIMIT_CORE,0)):\n"
    " r.setrlimit(k,(v,v))\n"
    "os.execvp(sys.argv[4],sys.argv[4:])"
)
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


def bwrap_args(
    workspace: Path,
    hidden: tuple[Path, ...] = (),
    *,
    limits: Limits = LIMITS,
    seccomp_fd: int | None = None,
) -> list[str]:
    """bwrap's options: read-only root, private /tmp of a fixed size (with the Python and PATH
    folders that live there bound read-only), writable workspace, ``hidden`` paths in it
    replaced (a folder by an empty read-only one, a file by an empty read-only file: the
    session store, files holding a key; a mount point cannot be renamed or removed either), no
    network, no Unix sockets (``seccomp_fd``), own PID namespace, its own session (no terminal
    injection), dies with the kernel."""
    ws = str(workspace)
    kept = [arg for path in under_tmp() for arg in ("--ro-bind", path, path)]
    masks = []
    for path in hidden:
        if path.is_dir() and not path.is_symlink():
            masks += ["--tmpfs", str(path), "--remount-ro", str(path)]
        elif path.is_file() and not path.is_symlink():
            masks += ["--ro-bind", "/dev/null", str(path)]
    seccomp = ["--seccomp", str(seccomp_fd)] if seccomp_fd is not None else []
    return [
        "--ro-bind", "/", "/",
        "--dev", "/dev",
        "--proc", "/proc",
        "--size", str(limits.tmp_bytes), "--tmpfs", "/tmp",
        *kept,
        "--bind", ws, ws,
        *masks,
        "--chdir", ws,
        "--unshare-all",
        "--die-with-parent",
        "--new-session",
        "--clearenv",
        *seccomp,
    ]  # fmt: skip


def wrap(
    argv: list[str],
    workspace: Path,
    env: dict[str, str],
    hidden: tuple[Path, ...] = (),
    *,
    limits: Limits = LIMITS,
    seccomp_fd: int | None = None,
) -> list[str]:
    """``argv`` run inside the sandbox with exactly ``env``, under the per-process limits."""
    setenv = [arg for name, value in env.items() for arg in ("--setenv", name, value)]
    limiter = [
        sys.executable, "-I", "-S", "-c", _LIMITER,
        str(limits.processes), str(limits.memory_bytes), str(limits.file_bytes),
    ]  # fmt: skip
    options = bwrap_args(workspace, hidden, limits=limits, seccomp_fd=seccomp_fd)
    return [_bwrap() or "bwrap", *options, *setenv, "--", *limiter, *argv]


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
        from . import cgroup, seccomp

        sockets = "no Unix sockets" if seccomp.program() else "Unix sockets not filtered here"
        counted = "for the whole command" if cgroup.where() else "per process"
        return (
            f"sandboxed with {found.detail}: workspace writable (the session store hidden), "
            f"rest read-only, no network, {sockets}, own PID namespace, clean environment; "
            f"limits {LIMITS.describe()} ({counted})"
        )
    if mode == "on":
        return f"bash refuses to run: bash_sandbox = 'on' but {found.detail}"
    return f"not sandboxed: {found.detail}"
