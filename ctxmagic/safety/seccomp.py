"""A seccomp filter for the bash sandbox: no Unix sockets, no io_uring.

bubblewrap's ``--unshare-net`` leaves a command no network, but a Unix socket is a file: the host's
(``/run/docker.sock``, a desktop's D-Bus, an ssh or gpg agent) stays reachable through the
read-only root, and read-only does not stop ``connect``. So, as Anthropic's sandbox-runtime does
on Linux (https://github.com/anthropic-experimental/sandbox-runtime), the command may not create
an ``AF_UNIX`` socket at all (``socketpair`` still works: it reaches nothing outside), and may not
set up io_uring, whose operations (``IORING_OP_SOCKET``) seccomp cannot see. Syscalls of another
ABI (x32, 32-bit) are refused, so the filter cannot be stepped around.

The filter is classic BPF (``struct sock_filter``, linux/filter.h), passed to bwrap with
``--seccomp FD``; it is built here for x86-64 and AArch64, and is None elsewhere (then the
sandbox runs without it and ``describe`` says so).
"""

from __future__ import annotations

import errno
import os
import platform
import struct

# linux/bpf_common.h, linux/seccomp.h, linux/audit.h
_LD_W_ABS = 0x20
_JEQ_K = 0x15
_JGE_K = 0x35
_RET_K = 0x06
_ALLOW = 0x7FFF0000
_ERRNO = 0x00050000
_OFFSET_NR, _OFFSET_ARCH, _OFFSET_ARG0 = 0, 4, 16
AF_UNIX = 1
X32_BIT = 0x40000000
# machine -> (audit arch, socket, io_uring_setup, io_uring_enter, io_uring_register)
_ARCHES = {
    "x86_64": (0xC000003E, 41, 425, 426, 427),
    "aarch64": (0xC00000B7, 198, 425, 426, 427),
}


def _op(code: int, k: int, jt: int = 0, jf: int = 0) -> bytes:
    return struct.pack("=HBBI", code, jt, jf, k)


def program(machine: str | None = None) -> bytes | None:
    """The filter's instructions for ``machine`` (default: this one), None where unknown."""
    found = _ARCHES.get(machine or platform.machine())
    if found is None:
        return None
    arch, socket, *uring = found
    refuse = _ERRNO | errno.EACCES
    missing = _ERRNO | errno.ENOSYS
    ops = [
        _op(_LD_W_ABS, _OFFSET_ARCH),
        _op(_JEQ_K, arch, 1, 0),  # another ABI: refused below
        _op(_RET_K, missing),
        _op(_LD_W_ABS, _OFFSET_NR),
        _op(_JGE_K, X32_BIT, 0, 1),  # x32 numbers
        _op(_RET_K, missing),
        _op(_JEQ_K, uring[0], 2, 0),
        _op(_JEQ_K, uring[1], 1, 0),
        _op(_JEQ_K, uring[2], 0, 1),
        _op(_RET_K, missing),
        _op(_JEQ_K, socket, 0, 3),
        _op(_LD_W_ABS, _OFFSET_ARG0),
        _op(_JEQ_K, AF_UNIX, 0, 1),
        _op(_RET_K, refuse),
        _op(_RET_K, _ALLOW),
    ]
    return b"".join(ops)


def filter_fd(machine: str | None = None) -> int | None:
    """A readable descriptor holding the filter (the read end of a pipe, already written and
    closed at the other end), for ``bwrap --seccomp FD``; None where there is no filter."""
    code = program(machine)
    if code is None:
        return None
    read, write = os.pipe()
    try:
        os.write(write, code)  # a few hundred bytes: well within a pipe's buffer
    finally:
        os.close(write)
    return read


__all__ = ["AF_UNIX", "filter_fd", "program"]
