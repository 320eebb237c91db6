"""What a ``db_path`` holds, found out before anything is written to it.

A session database is refused, with its own one-line reason, when the path is a directory, a
device or a pipe, a file that is not SQLite, a truncated or corrupted SQLite file, another
application's SQLite file, a ctxmagic database of a newer schema, or a place where no file can be
created. The file is left exactly as it was: the checks read the header (the first 100 bytes,
see https://www.sqlite.org/fileformat.html#the_database_header) and ``sqlite_master`` only, and
what ``prepare`` had to create for a new database (the file, missing folders) is removed again.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import stat
from collections.abc import Callable
from pathlib import Path

from ..errors import DatabaseError, first_line

SQLITE_MAGIC = b"SQLite format 3\x00"
MIGRATIONS_TABLE = "_ctxmagic_migrations"
ELSEWHERE = "point CtxMagic.db_path at another file"
_NOT_A_FOLDER = "a part of the path is a file, not a folder"


def identity(path: str) -> tuple[int, int] | None:
    """(device, inode) of the file at ``path`` now; None when there is none."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino


def check_same(path: str, opened: tuple[int, int] | None) -> None:
    """Refuse to go on with a database file deleted or replaced since it was opened: SQLite
    keeps writing to the open (deleted) file, and every turn after would be lost unseen."""
    if opened is not None and identity(path) != opened:
        raise DatabaseError(
            f"the session database {path} was deleted or replaced while this kernel had it "
            "open, and what it held is gone; run the cell again to start a new database there "
            "(restore the file first to keep its sessions)"
        )


def check_inside(path: str, workspace: str | Path | None) -> None:
    """A database path in the workspace stays in it: refuse one that goes through a symlink out
    of the workspace (bash may have replaced ``.ctxmagic`` with one, to have the kernel write its
    sessions elsewhere, or read them back from a file it controls)."""
    if workspace is None:
        return
    root = Path(os.path.realpath(workspace))
    file = Path(os.path.abspath(path))
    if root not in file.parents:
        return  # a db_path the user pointed elsewhere: theirs to choose
    current = root
    for name in file.relative_to(root).parts:
        current = current / name
        if not current.is_symlink():
            continue
        target = Path(os.path.realpath(current))
        if target != root and root not in target.parents:
            raise DatabaseError(
                f"{current} is a symlink to {target}, out of the workspace (a command may have "
                "put it there); ctxmagic does not open its session database through it: remove "
                f"the link, or {ELSEWHERE}"
            )


def prepare(path: str, workspace: str | Path | None = None) -> Callable[[], None]:
    """Refuse a path that cannot hold a session database; create a new one's file (and missing
    folders). Returns an undo that removes what was created, for a later refusal. ``workspace``:
    a path inside it may not lead out of it through a symlink (``check_inside``)."""
    if "\x00" in path:
        raise DatabaseError(f"db_path {path!r} contains a NUL byte; give the name without it")
    check_inside(path, workspace)
    file = Path(path)
    try:
        info = file.stat()
    except FileNotFoundError:
        return _create(file)
    except NotADirectoryError:
        raise DatabaseError(f"cannot use {path}: {_NOT_A_FOLDER}; {ELSEWHERE}") from None
    except OSError as exc:
        raise DatabaseError(f"cannot use {path} ({exc.strerror}); {ELSEWHERE}") from None
    if stat.S_ISDIR(info.st_mode):
        raise DatabaseError(
            f"{path} is a folder; point CtxMagic.db_path at a file, e.g. {file / 'sessions.db'}"
        )
    if not stat.S_ISREG(info.st_mode):
        raise DatabaseError(f"{path} is not a regular file (a device, pipe or socket); {ELSEWHERE}")
    try:
        with open(file, "rb") as handle:
            header = handle.read(100)
    except OSError as exc:
        raise DatabaseError(f"cannot read {path} ({exc.strerror}); {ELSEWHERE}") from None
    if header:  # an empty file is a new database, as SQLite sees it
        _check_header(path, header, info.st_size)
    if not os.access(file, os.W_OK) or not os.access(file.parent, os.W_OK):
        raise DatabaseError(
            f"{path} is read-only (the file or its folder); make both writable or {ELSEWHERE}"
        )
    return lambda: None


def _create(file: Path) -> Callable[[], None]:
    created: list[Path] = []
    missing = [p for p in [file.parent, *file.parent.parents] if not p.exists()]
    try:
        for folder in reversed(missing):
            folder.mkdir()
            created.append(folder)
        os.close(os.open(file, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644))
        created.append(file)
    except OSError as exc:
        _remove(created)
        reason = exc.strerror or type(exc).__name__
        if isinstance(exc, NotADirectoryError):
            reason = _NOT_A_FOLDER
        elif isinstance(exc, FileNotFoundError) and file.parent.is_dir():
            reason = f"the file system at {file.parent} does not take new files"
        raise DatabaseError(
            f"cannot create the session database {file} ({reason}); point CtxMagic.db_path at a "
            "file in a folder you can write to"
        ) from None
    return lambda: _remove(created)


def _remove(created: list[Path]) -> None:
    for path in reversed(created):
        with contextlib.suppress(OSError):
            if path.is_dir():
                path.rmdir()
                continue
            for suffix in ("", "-wal", "-shm", "-journal"):
                Path(f"{path}{suffix}").unlink(missing_ok=True)


def _check_header(path: str, header: bytes, size: int) -> None:
    if not header.startswith(SQLITE_MAGIC):
        text = header[:16].decode("utf-8", "replace")
        seen = repr(text) if text.isprintable() else "binary data"
        raise DatabaseError(
            f"{path} is not an SQLite database (it starts with {seen}); {ELSEWHERE}"
        )
    if len(header) < 100:
        raise DatabaseError(
            f"{path} is a truncated SQLite file ({size} bytes); restore it from a backup or "
            f"{ELSEWHERE}"
        )
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65_536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        raise DatabaseError(_corrupted(path, "its header is damaged"))
    pages = int.from_bytes(header[28:32], "big")
    if header[24:28] == header[92:96] and size < pages * page_size:  # the size field is valid
        raise DatabaseError(
            f"{path} is a truncated SQLite file ({size:,} of {pages * page_size:,} bytes); "
            f"restore it from a backup or {ELSEWHERE}"
        )


def _corrupted(path: str, why: str) -> str:
    return f"{path} is a corrupted SQLite file ({why}); restore it from a backup or {ELSEWHERE}"


def classify(conn: sqlite3.Connection, path: str, known: list[str]) -> bool:
    """Whether ``conn`` holds a ctxmagic database (True) or nothing yet (False), read without
    writing; anything else raises DatabaseError."""
    try:
        tables = {
            row[0]
            for row in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            ).fetchall()
        }
        if not tables:
            return False
        if MIGRATIONS_TABLE not in tables:
            shown = ", ".join(sorted(tables)[:4]) + (", ..." if len(tables) > 4 else "")
            raise DatabaseError(
                f"{path} is another application's SQLite database (tables: {shown}); ctxmagic "
                f"leaves it alone: {ELSEWHERE}"
            )
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        applied = [r[0] for r in conn.execute(f"SELECT name FROM {MIGRATIONS_TABLE}").fetchall()]
    except sqlite3.DatabaseError as exc:
        raise DatabaseError(_corrupted(path, first_line(str(exc)))) from None
    if version > len(known):
        raise DatabaseError(
            f"{path} has schema version {version}, newer than this ctxmagic knows ({len(known)}): "
            f"upgrade ctxmagic (pip install -U ctxmagic) or {ELSEWHERE}"
        )
    unknown = sorted(set(applied) - set(known))
    if unknown:
        raise DatabaseError(
            f"{path} records a schema migration this ctxmagic does not know ({unknown[0]}), from "
            f"a newer or a development version: upgrade ctxmagic or {ELSEWHERE}"
        )
    missing = {"sessions", "messages", "requests"} - tables if applied else set()
    if missing:
        raise DatabaseError(_corrupted(path, f"table {sorted(missing)[0]} is missing"))
    return True
