"""A control group per bash command, where this process may make one: processes and memory
counted for the command as a whole.

Resource limits (``setrlimit``) count per process, and the process limit counts per user and
does not bind root at all; a cgroup's ``pids.max`` and memory limit count everything the command
starts, whoever it runs as. One can be made where the kernel's user may write a cgroup hierarchy:
cgroup v1's ``pids`` and ``memory`` controllers (a child of this process's own groups), or
cgroup v2 when this process sits at the root of its cgroup namespace (a container). Elsewhere
(an unprivileged desktop or Binder session on cgroup v2) there is none, and the sandbox's
per-process limits are what holds (``bwrap.py``). See
https://docs.kernel.org/admin-guide/cgroup-v2.html and cgroup-v1/pids.rst, memory.rst.
"""

from __future__ import annotations

import contextlib
import functools
import itertools
import os
import signal
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path("/sys/fs/cgroup")
_counter = itertools.count()


@dataclass(frozen=True)
class Where:
    """Where command groups go: per controller hierarchy, the folder to make them in."""

    version: int
    parents: tuple[tuple[str, Path], ...]  # (controller or "unified", parent folder)


def _own_paths() -> dict[str, str]:
    """This process's cgroup per controller (v1) or under "" (v2), from /proc/self/cgroup."""
    found: dict[str, str] = {}
    try:
        lines = Path("/proc/self/cgroup").read_text().splitlines()
    except OSError:
        return found
    for line in lines:
        parts = line.split(":", 2)
        if len(parts) == 3:
            for name in parts[1].split(",") if parts[1] else [""]:
                found[name] = parts[2]
    return found


@functools.cache
def where() -> Where | None:
    """Where this process can make command groups, found once (None: nowhere)."""
    own = _own_paths()
    if (ROOT / "cgroup.controllers").exists() and own.get("") == "/":
        wanted = {"pids", "memory"}
        try:
            enabled = set((ROOT / "cgroup.subtree_control").read_text().split())
            if not wanted <= enabled:
                (ROOT / "cgroup.subtree_control").write_text(
                    " ".join(f"+{c}" for c in sorted(wanted - enabled))
                )
        except OSError:
            return None
        found = Where(2, (("unified", ROOT),))
    else:
        parents = []
        for controller in ("pids", "memory"):
            base = ROOT / controller
            path = own.get(controller)
            if path is None or not (base / "cgroup.procs").exists():
                return None
            parents.append((controller, base / path.lstrip("/")))
        found = Where(1, tuple(parents))
    probe = CommandGroup.make(found, processes=8, memory_bytes=64 << 20)
    if probe is None:
        return None
    probe.remove()
    return found


@dataclass
class CommandGroup:
    """The groups one command runs in (one per v1 hierarchy, one under v2)."""

    folders: list[Path]

    @classmethod
    def make(cls, place: Where, *, processes: int, memory_bytes: int) -> CommandGroup | None:
        name = f"ctxmagic-{os.getpid()}-{next(_counter)}"
        made: list[Path] = []
        try:
            for controller, parent in place.parents:
                folder = parent / name
                folder.mkdir()
                made.append(folder)
                if controller in ("pids", "unified"):
                    (folder / "pids.max").write_text(str(processes))
                if controller == "memory":
                    (folder / "memory.limit_in_bytes").write_text(str(memory_bytes))
                if controller == "unified":
                    (folder / "memory.max").write_text(str(memory_bytes))
                    with contextlib.suppress(OSError):  # no swap accounting: nothing to cap
                        (folder / "memory.swap.max").write_text("0")
        except OSError:
            CommandGroup(made).remove()
            return None
        return cls(made)

    @property
    def procs(self) -> list[str]:
        """The files a process writes its pid to, to join."""
        return [str(folder / "cgroup.procs") for folder in self.folders]

    def joined(self, argv: list[str]) -> list[str]:
        """``argv`` started by a shell that first moves itself into the groups (so everything
        the command starts is counted from its first fork)."""
        joins = "".join(f'echo $$ > "${i}" && ' for i in range(1, len(self.procs) + 1))
        script = f'{joins}shift {len(self.procs)} && exec "$@"'
        return ["/bin/sh", "-c", script, "sh", *self.procs, *argv]

    def members(self) -> list[int]:
        pids: set[int] = set()
        for procs in self.procs:
            with contextlib.suppress(OSError, ValueError):
                pids.update(int(p) for p in Path(procs).read_text().split())
        return sorted(pids)

    def events(self) -> dict[str, int]:
        """How often a limit was hit: ``pids`` (forks refused), ``memory`` (over the limit)."""
        out: dict[str, int] = {}
        for folder in self.folders:
            for name, key in (("pids.events", "pids"), ("memory.events", "memory")):
                with contextlib.suppress(OSError, ValueError):
                    for line in (folder / name).read_text().splitlines():
                        field, _, value = line.partition(" ")
                        if field in ("max", "oom_kill"):
                            out[key] = out.get(key, 0) + int(value)
            with contextlib.suppress(OSError, ValueError):
                out["memory"] = out.get("memory", 0) + int(
                    (folder / "memory.failcnt").read_text().strip()
                )
        return out

    def remove(self) -> None:
        """Kill what is left in the groups, then remove them."""
        for _ in range(50):
            members = self.members()
            if not members:
                break
            for pid in members:
                with contextlib.suppress(OSError):
                    os.kill(pid, signal.SIGKILL)
            time.sleep(0.01)
        for folder in reversed(self.folders):
            for _ in range(50):
                try:
                    folder.rmdir()
                    break
                except FileNotFoundError:
                    break
                except OSError:
                    time.sleep(0.01)


def command_group(*, processes: int, memory_bytes: int) -> CommandGroup | None:
    place = where()
    if place is None:
        return None
    return CommandGroup.make(place, processes=processes, memory_bytes=memory_bytes)


__all__ = ["CommandGroup", "Where", "command_group", "where"]
