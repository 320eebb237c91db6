"""Files of the workspace that hold a configured key: never handed to the model's tools.

A key the kernel holds (a provider's, or any variable whose name says it is secret, 8 characters
or more) must not reach the model through a file either: a ``.env``, a notebook that printed it,
a config. Redaction (``redact.py``) catches a key written as it is, reversed or in base64, but
not ``xxd``, ``od``, ``rot13``, ``gzip | base64`` or a Python list of its characters; nothing that
reads the key can be trusted not to re-encode it. So the key is kept from the tools instead:
``view``, ``edit`` and the memory tool refuse such a file in one line, ``grep`` skips it and says
so, bash refuses a command that names it, and bash's sandbox replaces it with an empty file, so
a command that reaches it by a glob or a script reads nothing.

Files are found by content (``key_files``): every regular file of the workspace up to
``MAX_SCAN_BYTES`` outside the folders tools skip (``.git``, ``node_modules``, ...), read once and
then only when its size or time changes. Redaction stays as the second line of defence, for
what a user pastes and for larger files.
"""

from __future__ import annotations

import os
import stat
import threading
import time
from pathlib import Path

from ..errors import ToolError
from .redact import MIN_FRAGMENT, is_secret_name
from .workspace import walk

MAX_SCAN_BYTES = 4 << 20  # larger files are not read for keys (redaction still applies)
MAX_SCAN_FILES = 50_000
SCAN_BUDGET_SECONDS = 5.0

_lock = threading.Lock()
# workspace -> (the keys' fingerprint, {path: ((size, mtime_ns, inode), variable or "")})
_seen: dict[Path, tuple[int | None, dict[Path, tuple[tuple[int, int, int], str]]]] = {}


def configured_keys(environ: dict[str, str] | None = None) -> dict[str, str]:
    """Each secret-looking variable's value (8 characters or more), by name."""
    env = dict(os.environ) if environ is None else environ
    return {
        name: value.strip()
        for name, value in sorted(env.items())
        if is_secret_name(name) and len(value.strip()) >= MIN_FRAGMENT
    }


def key_in(data: bytes | str, keys: dict[str, str] | None = None) -> str:
    """The variable whose value ``data`` holds ("" when none)."""
    keys = configured_keys() if keys is None else keys
    for name, value in keys.items():
        needle: bytes | str = (
            value.encode("utf-8", "surrogateescape") if isinstance(data, bytes) else value
        )
        if needle in data:  # type: ignore[operator]
            return name
    return ""


def refusal(shown: str, variable: str) -> ToolError:
    return ToolError(
        f"{shown} holds the value of {variable}, a key this kernel uses; ctxmagic does not "
        "hand it to the model (work on the file without reading it, or ask the user)"
    )


def check(data: bytes | str, shown: str) -> None:
    """Raise the one-line refusal when ``data`` (a file's content) holds a configured key."""
    variable = key_in(data)
    if variable:
        raise refusal(shown, variable)


def key_files(workspace: str | Path, keys: dict[str, str] | None = None) -> dict[Path, str]:
    """The workspace's files that hold a configured key (path -> variable)."""
    keys = configured_keys() if keys is None else keys
    if not keys:
        return {}
    root = Path(workspace).resolve()
    found: dict[Path, str] = {}
    started = time.monotonic()
    fingerprint = hash(tuple(sorted(keys.items())))
    with _lock:
        known_keys, seen = _seen.get(root, (None, {}))
        if known_keys != fingerprint:  # other keys: every file is read again
            seen = {}
        _seen[root] = (fingerprint, seen)
        alive: set[Path] = set()
        for count, entry in enumerate(walk(root)):
            if count >= MAX_SCAN_FILES or time.monotonic() - started > SCAN_BUDGET_SECONDS:
                break
            if entry.is_dir or entry.is_symlink:
                continue
            path = entry.path
            try:
                info = path.stat(follow_symlinks=False)
            except OSError:
                continue
            if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_SCAN_BYTES:
                continue
            stamp = (info.st_size, info.st_mtime_ns, info.st_ino)
            alive.add(path)
            if path not in seen or seen[path][0] != stamp:
                try:
                    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
                except OSError:
                    continue
                try:
                    variable = key_in(os.read(fd, MAX_SCAN_BYTES), keys)
                except OSError:
                    continue
                finally:
                    os.close(fd)
                seen[path] = (stamp, variable)
            if seen[path][1]:
                found[path] = seen[path][1]
        for gone in set(seen) - alive:
            seen.pop(gone, None)
    return found


__all__ = ["check", "configured_keys", "key_files", "key_in", "refusal"]
