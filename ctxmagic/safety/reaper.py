"""Run one command under a subreaper, and kill everything it leaves behind when it ends.

Unsandboxed, bash runs in a session of its own and its leftovers are found by session and
process group; but ``setsid`` (or a daemon's double fork followed by ``setsid``) leaves both,
and such a process outlived the turn. Linux's ``PR_SET_CHILD_SUBREAPER`` closes that door: an
orphan is re-parented to its nearest subreaper ancestor, whatever session it made. So this
small process marks itself a subreaper, starts the command as its child, and when the command
exits (or this process gets SIGTERM: a timeout, an abort, the kernel gone) kills its children
until it has none left; every descendant ends up its child on the way.

It runs as ``python -I -S reaper.py REPORT_FD ARGV...`` (standard library only, no site, so it
cannot import ctxmagic; bash imports its ``/proc`` reading, ``processes``): it
writes how many leftovers it killed to REPORT_FD and exits as the command did (the same code,
or the same signal). Starting it costs one Python start-up (figures: benchmarks/README.md);
under bubblewrap it is not used, since the sandbox's PID namespace does the same job.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import sys
import time

PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36
KILL_ROUNDS_SECONDS = 5.0  # a fork bomb is killed round after round, for this long at most


class Stop(Exception):
    """SIGTERM: kill everything now."""


def _stop(signum: int, frame: object) -> None:
    raise Stop


def processes() -> list[tuple[int, list[bytes]]]:
    """Each live process's pid and the fields of ``/proc/PID/stat`` after its command name:
    state, ppid, pgrp, session, ... (proc(5)); none where ``/proc`` cannot be read."""
    found = []
    try:
        names = os.listdir("/proc")
    except OSError:
        return []
    for name in names:
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as fh:
                fields = fh.read().rsplit(b")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if fields and fields[0] not in (b"Z", b"X"):
            found.append((int(name), fields))
    return found


def children(me: int) -> list[int]:
    """Live processes whose parent is ``me``."""
    return [pid for pid, fields in processes() if int(fields[1]) == me]


def reap() -> bool:
    """Collect every child that has exited; False once there are no children at all."""
    try:
        while os.waitpid(-1, os.WNOHANG)[0]:
            pass
    except ChildProcessError:
        return False
    return True


def kill_all(me: int) -> int:
    """SIGKILL children until none is left (grandchildren become children as parents die);
    how many processes that was."""
    killed: set[int] = set()
    deadline = time.monotonic() + KILL_ROUNDS_SECONDS
    while reap() and time.monotonic() < deadline:
        found = children(me)
        for pid in found:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        killed.update(found)
        time.sleep(0.001 if found else 0.005)
    return len(killed)


def main(argv: list[str]) -> None:
    report, command = int(argv[0]), argv[1:]
    me, parent = os.getpid(), os.getppid()
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)  # the kernel gone: clean up too
    signal.signal(signal.SIGTERM, _stop)
    status, pid = None, 0
    try:
        if os.getppid() != parent:  # the parent died before the line above
            raise Stop
        pid = os.fork()
        if pid == 0:
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            os.close(report)
            try:
                os.execvp(command[0], command)
            finally:
                os._exit(127)
        while status is None:
            done, code = os.waitpid(-1, 0)
            if done == pid:
                status = code
    except Stop:
        pass
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    if status is None and pid:  # stopped: the command itself goes first, and is not counted
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    left = kill_all(me)
    os.write(report, str(left).encode())
    os.close(report)
    if status is not None and os.WIFEXITED(status):
        os._exit(os.WEXITSTATUS(status))
    number = os.WTERMSIG(status) if status is not None else signal.SIGKILL  # die the same way
    if number not in (signal.SIGKILL, signal.SIGSTOP):
        signal.signal(number, signal.SIG_DFL)
    os.kill(me, number)
    os._exit(128 + number)


if __name__ == "__main__":
    main(sys.argv[1:])
