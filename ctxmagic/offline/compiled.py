"""Compiled regular expressions kept between processes, as Python keeps bytecode.

The request readers hold a few hundred long patterns. ``re`` parses and compiles each in pure
Python at import, about 0.25 s of CPU that every new kernel paid in its first ``%%agent`` cell.
``re`` compiles a pattern in two steps: a pure-Python compiler turns it into a list of opcodes,
and ``_sre.compile`` builds the matcher from that list in C. A ``PatternCache`` keeps the lists
in the user's cache folder (``$XDG_CACHE_HOME/ctxmagic``, else ``~/.cache/ctxmagic``; not beside
the ``.pyc``, which images that set ``PYTHONDONTWRITEBYTECODE`` never write), so a new process
only runs the C step: the same ``re.Pattern`` (patterns compare equal by their code), built in a
few milliseconds.

The opcodes belong to one interpreter build, so the file is keyed by ``sys.version`` and the
engine's ``_sre.MAGIC``; any other file, a damaged one, or an interpreter whose private compiler
differs is ignored and ``re.compile`` used as always.
"""

from __future__ import annotations

import contextlib
import hashlib
import marshal
import os
import re
import sys
import tempfile
from pathlib import Path

try:  # the compiler's two halves: Python 3.11+ / 3.10
    from re import _compiler, _parser  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - Python 3.10
    import sre_compile as _compiler  # type: ignore[no-redef]
    import sre_parse as _parser  # type: ignore[no-redef]

import _sre

KEY = (sys.version, _sre.MAGIC, _sre.CODESIZE)


def cache_folder() -> Path:
    """Where ctxmagic keeps what a new process can reuse (the XDG base directory rule)."""
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "ctxmagic"


def _opcodes(pattern: str, flags: int) -> tuple:
    """What ``re`` hands ``_sre.compile`` for ``pattern``: ``re._compiler.compile``'s steps."""
    parsed = _parser.parse(pattern, flags)
    code = [int(op) for op in _compiler._code(parsed, flags)]  # opcodes are int subclasses
    groupindex = dict(parsed.state.groupdict)
    indexgroup = [None] * parsed.state.groups
    for name, number in groupindex.items():
        indexgroup[number] = name
    return flags | parsed.state.flags, code, parsed.state.groups - 1, groupindex, tuple(indexgroup)


class PatternCache:
    """``compile`` as ``re.compile``, from opcodes kept by an earlier process when it can;
    ``save`` (at the end of the module's import) writes them when any pattern was new."""

    def __init__(self, source: str) -> None:
        # one file per module and install: two checkouts never overwrite each other's
        digest = hashlib.sha256(os.path.abspath(source).encode(errors="replace")).hexdigest()
        try:
            self.path: Path | None = cache_folder() / f"{Path(source).stem}-{digest[:12]}.regex"
        except RuntimeError:  # no home folder to find
            self.path = None
        self.kept: dict[tuple[str, int], tuple] = {}
        self.used: dict[tuple[str, int], tuple] = {}
        self.missed = False
        if self.path is not None:
            with contextlib.suppress(Exception):  # no file, another build's, or damaged
                key, kept = marshal.loads(self.path.read_bytes())
                if key == KEY and isinstance(kept, dict):
                    self.kept = kept

    def compile(self, pattern: str, flags: int | re.RegexFlag = 0) -> re.Pattern[str]:
        flags = int(flags)
        entry = self.kept.get((pattern, flags))
        if entry is not None:
            with contextlib.suppress(Exception):
                compiled = _sre.compile(pattern, *entry)
                self.used[pattern, flags] = entry
                return compiled
        self.missed = True
        try:
            entry = _opcodes(pattern, flags)
            compiled = _sre.compile(pattern, *entry)
        except re.error:
            raise
        except Exception:  # a private compiler unlike 3.10-3.13's: plain re, nothing kept
            self.path = None
            return re.compile(pattern, flags)
        self.used[pattern, flags] = entry
        return compiled

    def save(self) -> None:
        """Write the patterns this import compiled, when one was not kept (a new interpreter,
        an edited module); a folder that cannot be written is left alone."""
        if not self.missed or self.path is None:
            return
        with contextlib.suppress(OSError):
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, temporary = tempfile.mkstemp(dir=self.path.parent, suffix=".tmp")
            try:
                with os.fdopen(fd, "wb") as out:
                    out.write(marshal.dumps((KEY, self.used)))
                os.replace(temporary, self.path)  # another kernel reads a whole file or none
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(temporary)
                raise
