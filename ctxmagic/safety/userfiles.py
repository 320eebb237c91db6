"""Files a user names (a models file, a notebook to import or run, a lab trace), read safely.

``Path.read_text`` on a named pipe blocks until a writer comes, on ``/dev/zero`` it never ends,
and on a multi-gigabyte file it fills the memory: all three hang the kernel for what is a typo.
So such a file is opened without blocking, kept only if it is a regular file, and read only up
to a size limit; anything else is one line saying what the path holds.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from ..errors import CtxMagicError

MAX_USER_FILE_BYTES = 256 * 1024 * 1024

_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a named pipe (FIFO)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


class NotAFile(CtxMagicError):
    """The path holds something other than a regular file, or one over the size limit; the
    message completes a sentence that starts with the path ("is a named pipe (FIFO)")."""


def kind_of(mode: int) -> str:
    return next((name for test, name in _KINDS if test(mode)), "not a regular file")


def read_user_file(path: str | Path, max_bytes: int = MAX_USER_FILE_BYTES) -> bytes:
    """The bytes of the regular file at ``path``.

    Raises OSError as ``open`` does (missing, no permission), NotAFile for a folder, pipe,
    device or socket, or a file over ``max_bytes``; reads what the file held when it was opened
    (one that grows meanwhile is not followed).
    """
    fd = os.open(Path(path).expanduser(), os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotAFile(f"is {kind_of(info.st_mode)}, not a file")
        if info.st_size > max_bytes:
            raise NotAFile(
                f"is {info.st_size / 2**20:,.0f} MB, over the {max_bytes // 2**20} MB limit"
            )
        os.set_blocking(fd, True)
        chunks, left = [], info.st_size
        while left > 0 and (chunk := os.read(fd, min(left, 1 << 20))):
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)
