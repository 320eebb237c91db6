"""The offline model on "which" questions asked in other frames than "Which function ...".

Every set asks "Which function / method / class ...". A user also writes "What is the function
that ...", "Is there a class that ...", "Which one of the methods ..." or "Where is the function
that ...". This rewrites the tuning sets' "Which X <rest>" questions into each frame and asks
them through the same loop as ``bench_answers.py``, scoring the first citation.

Run from the repository root:  python benchmarks/bench_frames.py [--sets tuning,tuning2,tuning3]
(to measure another checkout's model, put it first on PYTHONPATH).
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_answers  # noqa: E402

FRAMES = (
    "Which {t} {rest}",
    "What is the {t} that {rest}",
    "Is there a {t} that {rest}",
    "Which one of the {ts} {rest}",
    "Where is the {t} that {rest}",
)
WHICH = re.compile(r"^Which (function|method|class) (.+)$")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default="tuning,tuning2,tuning3")
    args = parser.parse_args()
    right = dict.fromkeys(FRAMES, 0)
    asked = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.sets.split(","):
            questions = bench_answers.SETS[name][0]
            made: dict[str, tuple[Path, dict]] = {}
            for q in questions:
                m = WHICH.match(q["ask"])
                if q["kind"] != "which" or m is None:
                    continue
                if q["ws"] not in made:
                    ws = bench_answers.make_workspace(q["ws"], Path(tmp) / name)
                    made[q["ws"]] = (ws, bench_answers.definitions(ws))
                ws, defs = made[q["ws"]]
                gold = set().union(*(bench_answers.gold_lines(ws, g, defs) for g in q["gold"]))
                target = m.group(1)
                plural = "classes" if target == "class" else target + "s"
                asked += 1
                for frame in FRAMES:
                    prompt = frame.format(t=target, ts=plural, rest=m.group(2))
                    cites = bench_answers.cited(bench_answers.ask(ws, prompt)[0])
                    right[frame] += bool(cites) and bench_answers.right(cites[0], gold)
    print(f"{asked} questions\n\n| frame | first citation right |\n|---|---|")
    for frame, n in right.items():
        print(f"| {frame.format(t='X', ts='Xs', rest='...')} | {n}/{asked} |")


if __name__ == "__main__":
    main()
