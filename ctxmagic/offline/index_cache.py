"""The offline index kept on disk, so a new kernel answers its first question without parsing
the workspace again (parsing is most of a first turn: 0.18 s of CPU for the ``email`` package).

One JSON file, ``<workspace>/.ctxmagic/offline-index.json``: for each file, the size and
modification time it was indexed at and its definitions. A file whose size or mtime differs is
parsed again; the lines themselves are always read from the file. The file is written through
the workspace sandbox (``safety/workspace.py``: opened component by component without following
symlinks, so a ``.ctxmagic`` that is a link to elsewhere is refused and nothing is written outside
the workspace, and a cache file that is a link is neither read nor written through), to a
temporary name first and then renamed, so a reader never sees half of it.

It is read as untrusted data: JSON only (never pickle or marshal, which can run code or crash the
interpreter on crafted input), at most ``MAX_CACHE_BYTES``, every field checked for its type,
paths taken from the workspace walk and never from the file. A cache that is corrupt, hostile,
written by another version of the indexer (``INDEXER`` hashes its source) or unreadable is
ignored whole and rebuilt; failing to write one is not an error (a read-only workspace just
has none).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import threading
from collections import Counter
from pathlib import Path
from typing import Any

from ..errors import ToolError
from ..safety.workspace import FileTooLarge, read_regular, remove_in, rename_in, write_regular

CACHE_PATH = ".ctxmagic/offline-index.json"
MAX_CACHE_BYTES = 64 * 1024 * 1024
_INDEXER: list[str] = []


def indexer_version() -> str:
    """A digest of the indexing code: a cache written by other code is not trusted to match."""
    if not _INDEXER:
        digest = hashlib.sha256()
        here = Path(__file__).resolve().parent
        for name in ("index.py", "index_cache.py", "vocabulary.py"):
            with contextlib.suppress(OSError):
                digest.update((here / name).read_bytes())
        _INDEXER.append(digest.hexdigest()[:16])
    return _INDEXER[0]


def _int(value: Any) -> int:
    if type(value) is not int or value < 0:
        raise ValueError("not a line number")
    return value


def _str(value: Any) -> str:
    if type(value) is not str:
        raise ValueError("not a str")
    return value


def _pairs(value: Any) -> list[tuple[int, str]]:
    if type(value) is not list:
        raise ValueError("not a list")
    out = []
    for item in value:
        if type(item) is not list or len(item) != 2:
            raise ValueError("not a pair")
        out.append((_int(item[0]), _str(item[1])))
    return out


def _terms(value: Any) -> Counter:
    if type(value) is not dict:
        raise ValueError("not a dict")
    for n in value.values():
        if type(n) is not int or n < 0:
            raise ValueError("not a count")
    return Counter(value)


def encode_symbol(s: Any) -> list[Any]:
    return [
        s.name,
        s.qualname,
        s.kind,
        s.line,
        s.end_line,
        s.signature,
        s.doc,
        [list(r) for r in s.returns],
        [list(r) for r in s.raises],
        dict(s.terms),
        s.body_line,
        list(s.doc_lines) if s.doc_lines else None,
        list(s.parts),
    ]


def decode_symbol(path: str, item: Any, symbol_type: type) -> Any:
    if type(item) is not list or len(item) != 13:
        raise ValueError("not a symbol")
    if type(item[12]) is not list:
        raise ValueError("not a list of words")
    doc_lines = item[11]
    if doc_lines is not None:
        if type(doc_lines) is not list or len(doc_lines) != 2:
            raise ValueError("not a line range")
        doc_lines = (_int(doc_lines[0]), _int(doc_lines[1]))
    return symbol_type(
        name=_str(item[0]),
        qualname=_str(item[1]),
        kind=_str(item[2]),
        path=path,
        line=_int(item[3]),
        end_line=_int(item[4]),
        signature=_str(item[5]),
        doc=_str(item[6]),
        returns=_pairs(item[7]),
        raises=_pairs(item[8]),
        terms=_terms(item[9]),
        body_line=_int(item[10]),
        doc_lines=doc_lines,
        parts=tuple(_str(w) for w in item[12]),
    )


def load(root: Path) -> dict[str, tuple[tuple[int, int], list[Any]]]:
    """path -> (stamp, encoded symbols) from the workspace's cache; {} when there is none or it
    cannot be trusted. Symbols are decoded by the caller, per file, only for files whose stamp
    still matches (a bad entry then costs that file a parse, not the whole cache)."""
    try:
        data = read_regular(root, root / CACHE_PATH, CACHE_PATH, MAX_CACHE_BYTES)
        cache = json.loads(data)
    except (OSError, ToolError, FileTooLarge, ValueError, RecursionError, UnicodeDecodeError):
        return {}
    if type(cache) is not dict or cache.get("indexer") != indexer_version():
        return {}
    files = cache.get("files")
    if type(files) is not dict:
        return {}
    out = {}
    for path, entry in files.items():
        if type(entry) is not dict or type(entry.get("symbols")) is not list:
            continue
        stamp = entry.get("stamp")
        if type(stamp) is not list or len(stamp) != 2 or not all(type(v) is int for v in stamp):
            continue
        out[path] = ((stamp[0], stamp[1]), entry["symbols"])
    return out


def save(root: Path, files: dict[str, Any]) -> bool:
    """Write the cache of ``files`` (path -> FileEntry); False when it cannot be written."""
    body = {
        "indexer": indexer_version(),
        "files": {
            path: {"stamp": list(entry.stamp), "symbols": [encode_symbol(s) for s in entry.symbols]}
            for path, entry in files.items()
        },
    }
    data = json.dumps(body, separators=(",", ":")).encode()
    if len(data) > MAX_CACHE_BYTES:  # it would be refused when read: not worth writing
        return False
    temporary = root / f"{CACHE_PATH}.{os.getpid()}-{threading.get_ident()}.tmp"
    try:  # by name under the root, never resolved: a link in the way is refused, not followed
        write_regular(root, temporary, CACHE_PATH, data)
        rename_in(root, temporary, root / CACHE_PATH, CACHE_PATH)
    except (OSError, ToolError):
        with contextlib.suppress(OSError, ToolError):
            remove_in(root, temporary, CACHE_PATH)
        return False
    return True
