"""Check a blind set's golds without asking the model (for whoever writes a set).

    python benchmarks/check_set.py benchmarks/heldout129_questions.py
    python benchmarks/check_set.py benchmarks/heldout_edits.py 87

The file holds ``WORKSPACES`` / ``QUESTIONS`` (a question set) or ``WORKSPACES<N>`` /
``QUESTIONS<N>`` (an edit set: give N). For each question, on a fresh copy of its workspace:
every gold resolves to lines (one definition, a grep that matches; a grep of more than 12 lines is
noted); a command's expected text is in its real output; an edit's effect does not hold on the
untouched files, and a decline does. Whether a correct edit makes its effect hold is for the
writer to check by hand. Prints each bad question and a count; exits 1 if any is bad.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_answers as b  # noqa: E402


def check(questions: list[dict], root: Path) -> int:
    bad = 0
    made: dict[str, tuple[Path, dict]] = {}
    for n, q in enumerate(questions, 1):
        if q["ws"] not in made:
            ws = b.make_workspace(q["ws"], root / "ws")
            made[q["ws"]] = (ws, b.definitions(ws))
        ws, defs = made[q["ws"]]
        gold = q["gold"]
        try:
            if "expect" in gold[0]:
                command = q["ask"].split("`")[1]
                run = subprocess.run(
                    command, shell=True, cwd=ws, capture_output=True, text=True, timeout=120
                )
                ok = gold[0]["expect"] in run.stdout + run.stderr
                why = f"{gold[0]['expect']!r} not in its output"
            elif "effect" in gold[0]:
                effect = gold[0]["effect"]
                fresh = b.make_workspace(q["ws"], root / f"edit{n}")
                holds = b.check_effect(
                    fresh, effect, "I did not change anything.", b.snapshot(fresh)
                )
                ok = holds if effect.get("declined") else not holds
                why = "holds on the untouched files" if holds else "a decline that fails"
            else:
                lines = set().union(*(b.gold_lines(ws, g, defs) for g in gold))
                ok, why = bool(lines), "matches no line"
                if len(lines) > 12:
                    print(f"#{n} note: its gold matches {len(lines)} lines")
        except SystemExit as error:  # gold_lines: a name of several definitions
            ok, why = False, str(error)
        if not ok:
            bad += 1
            print(f"#{n} {q['kind']}: {q['ask'][:70]!r}: {why}")
    return bad


def main() -> None:
    path, suffix = Path(sys.argv[1]), (sys.argv[2] if len(sys.argv) > 2 else "")
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    spaces = getattr(module, f"WORKSPACES{suffix}")
    questions = getattr(module, f"QUESTIONS{suffix}")
    b.WORKSPACE_FILES.update(spaces)
    with tempfile.TemporaryDirectory() as tmp:
        bad = check(questions, Path(tmp))
    print(f"{len(questions)} questions, {bad} bad")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
