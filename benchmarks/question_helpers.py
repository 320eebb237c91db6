"""The helpers the blind question sets (``heldout5_questions.py`` and after) are written with:
a question and its gold forms (those of ``code_questions.py``), a shell command, a grep."""

from __future__ import annotations

PY = 'python -c "{}"'


def run(ws: str, frame: str, code: str, expect: str) -> dict:
    """A ``python -c`` command; ``frame`` holds ``{}`` where the command goes, in backticks."""
    return shell(ws, frame, PY.format(code), expect)


def shell(ws: str, frame: str, command: str, expect: str) -> dict:
    """A shell command as written (grep and the like), asked as ``run`` asks."""
    return {
        "ws": ws,
        "kind": "run",
        "ask": frame.format(f"`{command}`"),
        "gold": [{"expect": expect}],
    }


def q(ws: str, kind: str, ask: str, *gold: dict, own: bool = False) -> dict:
    return {"ws": ws, "kind": kind, "ask": ask, "gold": list(gold), "own": own}


def grep(pattern: str, file: str) -> dict:
    return {"grep": pattern, "file": file}
