"""The workspace sandbox: every path a tool touches must resolve inside the workspace root.

Paths are resolved with symlinks followed, so ``../x``, absolute paths elsewhere and symlinks (or
symlinked parent directories) that lead out of the root are all refused the same way. Walking
never follows symlinked directories, which keeps it inside the root and free of cycles.

Checking a path and then opening it by name would leave a window in which a process (one the
bash tool started, say) swaps a directory for a symlink to the outside. So files and directories
are opened from a descriptor of the root, one component at a time, each with ``O_NOFOLLOW``
(the ``openat`` walk that ``openat2(RESOLVE_BENEATH)`` does in the kernel): the checked real path
holds no symlink, so a symlink met on the way means the tree changed and the call is refused.
Only regular files are read or written: a FIFO would block forever, a device never ends.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import shutil
import stat
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from ..errors import ToolError

# Directories (and files) hidden from ls, glob and grep unless the path given points inside them.
SKIP_NAMES: frozenset[str] = frozenset(
    {
        ".git",
        ".ctxmagic",
        "node_modules",
        "__pycache__",
        ".venv",
        ".ipynb_checkpoints",
        ".hypothesis",
        ".pytest_cache",
    }
)

BINARY_SNIFF_BYTES = 8 * 1024


def resolve(workspace: Path, path: str) -> Path:
    """The real path of ``path`` (relative to the workspace root, or absolute inside it).

    Raises ToolError when the path is empty or resolves outside the root.
    """
    if not isinstance(path, str) or not path.strip():
        raise ToolError(
            "path is empty; give a path relative to the workspace root, e.g. 'src/app.py'"
        )
    if "\x00" in path:
        raise ToolError("path contains a NUL character; give a plain path")
    root = Path(workspace).resolve()
    given = Path(path).expanduser() if path.startswith("~") else Path(path)
    candidate = given if given.is_absolute() else root / given
    if "\\x" in path and not os.path.lexists(candidate):
        candidate = Path(_RAW_BYTE.sub(_byte, str(candidate)))
    return contain(
        root,
        candidate,
        path,
        f"path '{path}' is outside the workspace {root}; use a path relative to the workspace root",
    )


# A name that is not UTF-8 is shown to the model as "bad\xffname.py" (redact.encodable); the
# path it writes back names the file whose byte that was.
_RAW_BYTE = re.compile(r"\\x([89a-fA-F][0-9a-fA-F])")


def _byte(match: re.Match[str]) -> str:
    return chr(0xDC00 + int(match.group(1), 16))


def contain(root: Path, candidate: Path, path: str, outside: str) -> Path:
    """``candidate`` with symlinks resolved, or ToolError(``outside``) if that leaves ``root``."""
    try:
        real = candidate.resolve()
    except (OSError, RuntimeError) as exc:  # symlink loops
        raise ToolError(f"cannot resolve path '{path}': {exc}") from exc
    if real != root and root not in real.parents:
        raise ToolError(outside)
    return real


_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
_KINDS = (
    (stat.S_ISFIFO, "a named pipe (FIFO)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


def _swapped(path: str) -> ToolError:
    return ToolError(
        f"'{path}' changed while it was being opened (a directory or file was replaced by a "
        "symlink); nothing was read or written"
    )


def _components(root: Path, real: Path) -> list[str]:
    return [] if real == root else list(real.relative_to(root).parts)


def open_dir(root: Path, real: Path, path: str = "", *, create: bool = False) -> int:
    """A descriptor of directory ``real`` (inside ``root``), opened component by component
    without following symlinks; ``create`` makes missing directories on the way.

    Raises FileNotFoundError for a missing directory, ToolError for one replaced by a symlink
    or a file in the way.
    """
    fd = os.open(root, _DIR_FLAGS)
    try:
        for name in _components(root, real):
            try:
                child = os.open(name, _DIR_FLAGS, dir_fd=fd)
            except FileNotFoundError:
                if not create:
                    raise
                with contextlib.suppress(FileExistsError):  # made meanwhile: checked below
                    os.mkdir(name, dir_fd=fd)
                child = _open_child_dir(name, fd, path)
            except OSError as exc:
                raise _dir_error(exc, name, path) from None
            fd, parent = child, fd  # ``fd`` is always the one still open, for the handler below
            os.close(parent)
    except BaseException:
        with contextlib.suppress(OSError):  # never hide the error (or the interrupt) being raised
            os.close(fd)
        raise
    return fd


def _open_child_dir(name: str, fd: int, path: str) -> int:
    try:
        return os.open(name, _DIR_FLAGS, dir_fd=fd)
    except OSError as exc:
        raise _dir_error(exc, name, path) from None


def _dir_error(exc: OSError, name: str, path: str) -> BaseException:
    if exc.errno == errno.ELOOP:
        return _swapped(path or name)
    if exc.errno == errno.ENOTDIR:
        return ToolError(f"cannot use '{path or name}': '{name}' is a file, not a directory")
    return exc


def open_regular(
    root: Path,
    real: Path,
    path: str,
    flags: int = os.O_RDONLY,
    *,
    create_dirs: bool = False,
) -> tuple[int, os.stat_result]:
    """Open ``real`` (a checked path inside ``root``) race-free; only a regular file is kept.

    ``flags`` may add ``O_WRONLY``/``O_RDWR`` and ``O_CREAT``/``O_EXCL``; ``O_NONBLOCK`` makes
    opening a FIFO return at once so it can be refused. Returns the descriptor and its stat.
    Raises FileNotFoundError, IsADirectoryError (for the caller's own message) or ToolError.
    """
    if real == root:
        raise IsADirectoryError(errno.EISDIR, "is a directory", path)
    parent = open_dir(root, real.parent, path, create=create_dirs)
    try:
        fd = os.open(
            real.name, flags | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, 0o666, dir_fd=parent
        )
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise _swapped(path) from None
        if exc.errno == errno.ENXIO:  # a socket, or a FIFO opened for writing with no reader
            mode = os.stat(real.name, dir_fd=parent, follow_symlinks=False).st_mode
            raise _not_regular(mode, path) from None
        raise
    finally:
        os.close(parent)
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise _not_regular(info.st_mode, path)
    os.set_blocking(fd, True)
    return fd, info


def _not_regular(mode: int, path: str) -> OSError | ToolError:
    if stat.S_ISDIR(mode):
        return IsADirectoryError(errno.EISDIR, "is a directory", path)
    kind = next((name for test, name in _KINDS if test(mode)), "not a regular file")
    return ToolError(f"{path} is {kind}; tools read and write regular files only")


def read_regular(root: Path, real: Path, path: str, max_bytes: int | None = None) -> bytes:
    """The bytes of a regular file, opened race-free; a file over ``max_bytes`` raises
    ``FileTooLarge`` (checked on the open descriptor, before anything is read)."""
    fd, info = open_regular(root, real, path)
    try:
        if max_bytes is not None and info.st_size > max_bytes:
            raise FileTooLarge(info.st_size)
        return read_fd(fd, info.st_size)
    finally:
        os.close(fd)


def read_prefix(root: Path, real: Path, path: str, limit: int) -> tuple[bytes, int]:
    """The first ``limit`` bytes of a regular file (opened race-free) and the file's size."""
    fd, info = open_regular(root, real, path)
    try:
        return read_fd(fd, min(info.st_size, limit)), info.st_size
    finally:
        os.close(fd)


def read_fd(fd: int, size: int) -> bytes:
    """At most ``size`` bytes (the file's size when it was opened): a file that a process keeps
    appending to is read as it was, not followed for as long as it grows."""
    chunks = []
    while size > 0 and (chunk := os.read(fd, min(size, 1 << 20))):
        chunks.append(chunk)
        size -= len(chunk)
    return b"".join(chunks)


def replace_content(fd: int, data: bytes) -> None:
    """Write ``data`` as the whole file through the open descriptor (never by name again)."""
    os.ftruncate(fd, 0)
    view = memoryview(data)
    offset = 0
    while offset < len(data):
        offset += os.pwrite(fd, view[offset:], offset)


def write_regular(
    root: Path, real: Path, path: str, data: bytes, *, overwrite: bool = True
) -> bool:
    """``data`` as the whole of file ``real``, opened race-free, missing directories made; with
    ``overwrite`` False an existing file is left as it is. Returns whether it was written."""
    flags = os.O_WRONLY | os.O_CREAT | (0 if overwrite else os.O_EXCL)
    try:
        fd, _ = open_regular(root, real, path, flags, create_dirs=True)
    except FileExistsError:
        return False
    try:
        replace_content(fd, data)
    finally:
        os.close(fd)
    return True


def lstat_in(root: Path, real: Path, path: str = "") -> os.stat_result:
    """``lstat`` of ``real`` through a race-free descriptor of its directory."""
    parent = open_dir(root, real.parent, path)
    try:
        return os.stat(real.name, dir_fd=parent, follow_symlinks=False)
    finally:
        os.close(parent)


def remove_in(root: Path, real: Path, path: str = "") -> str:
    """Remove ``real`` (a file, a link itself, or a directory tree, never what a link points to)
    through a race-free descriptor of its directory; returns which of the three it was."""
    parent = open_dir(root, real.parent, path)
    try:
        mode = os.stat(real.name, dir_fd=parent, follow_symlinks=False).st_mode
        if stat.S_ISDIR(mode):
            if sys.version_info >= (3, 11):  # the descriptor-based walk: links not followed
                shutil.rmtree(real.name, dir_fd=parent)
            else:  # pragma: no cover - Python 3.10 has no dir_fd here
                shutil.rmtree(real)
            return "directory"
        os.unlink(real.name, dir_fd=parent)
        return "link" if stat.S_ISLNK(mode) else "file"
    finally:
        os.close(parent)


def rename_in(root: Path, old: Path, new: Path, path: str = "") -> None:
    """Move ``old`` to ``new`` (both inside ``root``) through race-free descriptors of their
    directories, making missing ones for ``new``."""
    source = open_dir(root, old.parent, path)
    try:
        target = open_dir(root, new.parent, path, create=True)
        try:
            os.rename(old.name, new.name, src_dir_fd=source, dst_dir_fd=target)
        finally:
            os.close(target)
    finally:
        os.close(source)


class FileTooLarge(Exception):
    def __init__(self, size: int) -> None:
        super().__init__(size)
        self.size = size


def display_path(workspace: Path, path: Path) -> str:
    """The path as the model should write it back: relative to the root, '/'-separated."""
    root = Path(workspace).resolve()
    try:
        rel = Path(path).relative_to(root)
    except ValueError:
        return Path(path).as_posix()
    text = rel.as_posix()
    return text if text else "."


def is_binary(path: Path) -> bool:
    """A file is binary when its first 8 KB hold a NUL byte (git's and opencode's rule)."""
    with open(path, "rb") as fh:
        return looks_binary(fh.read(BINARY_SNIFF_BYTES))


def looks_binary(data: bytes) -> bool:
    """``is_binary`` on bytes already read."""
    return b"\x00" in data[:BINARY_SNIFF_BYTES]


@dataclass(frozen=True)
class Entry:
    path: Path
    depth: int  # 1 for the children of the start directory
    is_dir: bool  # a real directory; symlinks to directories are not descended and report False
    is_symlink: bool


def walk(
    start: Path,
    skip: frozenset[str] = SKIP_NAMES,
    prune: Callable[[Entry], bool] | None = None,
    root: Path | None = None,
    tick: Callable[[], object] | None = None,
) -> Iterator[Entry]:
    """Depth-first pre-order over ``start``, names sorted, skipping ``skip`` and unreadable dirs.

    Entries for which ``prune`` returns True are neither yielded nor descended into. Each
    directory is listed through a descriptor opened from ``root`` (default ``start``) without
    following symlinks, so one swapped for a link mid-walk is skipped, not listed. ``tick`` is
    called before each directory is listed and may raise to stop the walk (a time budget).

    Lazy, so a caller with a cap can stop early on a huge tree; iterative, so depth is unbounded.
    """
    top = Path(start)
    base = Path(root) if root is not None else top
    if tick is not None:
        tick()
    stack: list[Iterator[Entry]] = [_children(base, top, 1, skip)]
    while stack:
        entry = next(stack[-1], None)
        if entry is None:
            stack.pop()
            continue
        if prune is not None and prune(entry):
            continue
        yield entry
        if entry.is_dir:
            if tick is not None:
                tick()
            stack.append(_children(base, entry.path, entry.depth + 1, skip))


def _children(root: Path, directory: Path, depth: int, skip: frozenset[str]) -> Iterator[Entry]:
    try:
        fd = open_dir(root, directory)
    except (OSError, ToolError, ValueError):
        return
    try:
        with os.scandir(fd) as it:
            children = sorted(it, key=lambda e: e.name)
        kinds = []
        for child in children:
            if child.name in skip:
                continue
            try:
                is_link = child.is_symlink()
                is_dir = not is_link and child.is_dir(follow_symlinks=False)
            except OSError:
                continue
            kinds.append((child.name, is_dir, is_link))
    except OSError:
        return
    finally:
        os.close(fd)
    for name, is_dir, is_link in kinds:
        yield Entry(directory / name, depth, is_dir, is_link)
