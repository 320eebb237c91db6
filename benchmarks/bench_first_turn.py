"""The first offline turn in a new process: its CPU time with and without the index kept on disk.

Copies a standard-library package (``email`` by default) into a temporary workspace and runs
one ``%%agent``-equivalent turn (``run_turn``) in a fresh Python process per measurement, timing
the turn's CPU with ``time.process_time``. "No cache" deletes ``.ctxmagic/offline-index.json``
before each process (every file parsed, as before the cache existed); "cache" keeps the file the
previous process wrote. Both are measured in the same run, alternating, on the same machine.

Run from the repository root:  python benchmarks/bench_first_turn.py [--package email] [--rounds 7]
(``--against DIR``: also time the checkout in DIR, e.g. a ``git worktree`` of the commit before a
change, alternating with this one in the same run.)
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

CHILD = """
import json, sys, time
from ctxmagic.agent.loop import run_turn
from ctxmagic.runtime import Runtime
runtime = Runtime(workspace=sys.argv[1], db_path=sys.argv[2])
agent = runtime.open(title="first turn")
c0, t0 = time.process_time(), time.perf_counter()
run_turn(agent, sys.argv[3])
print(json.dumps({"cpu": time.process_time() - c0, "wall": time.perf_counter() - t0}))
runtime.close()
"""

QUESTIONS = [
    "Where is `make_msgid` defined?",
    "Which function folds a long header line?",
]


def one(ws: Path, db: Path, question: str, root: str) -> dict:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([root, *sys.path])}
    out = subprocess.run(
        [sys.executable, "-c", CHILD, str(ws), str(db), question],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        cwd=root,  # ``python -c`` puts its working directory first on sys.path
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--package", default="email")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--against", help="another checkout to time in the same run")
    args = parser.parse_args()
    roots = {"": os.getcwd()}
    if args.against:
        roots = {f"{args.against}: ": args.against, "this checkout: ": os.getcwd()}
    src = Path(sysconfig.get_paths()["stdlib"]) / args.package
    with tempfile.TemporaryDirectory() as tmp:
        ws = Path(tmp) / "ws"
        ws.mkdir()
        if src.is_dir():
            shutil.copytree(src, ws / args.package, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(src.with_suffix(".py"), ws)
        cache = ws / ".ctxmagic" / "offline-index.json"
        results: dict[str, list[dict]] = {}
        for n in range(args.rounds):
            for label, root in roots.items():
                for mode in ("no cache", "cache"):
                    if mode == "no cache":
                        cache.unlink(missing_ok=True)
                    db = Path(tmp) / f"s{n}-{len(results)}.db"
                    row = one(ws, db, QUESTIONS[n % len(QUESTIONS)], root)
                    results.setdefault(label + mode, []).append(row)
        size = sum(p.stat().st_size for p in ws.rglob("*.py"))
        files = len(list(ws.rglob("*.py")))
        print(
            f"{args.package}: {files} files, {size / 1024:.0f} KiB; cache {cache.stat().st_size / 1024:.0f} KiB"
        )
        print("| first turn in a new process | CPU median (min-max) | wall median |")
        print("| --- | --- | --- |")
        for mode, rows in results.items():
            cpu = [r["cpu"] for r in rows]
            wall = [r["wall"] for r in rows]
            print(
                f"| {mode} | {statistics.median(cpu):.3f} s ({min(cpu):.3f}-{max(cpu):.3f}) | "
                f"{statistics.median(wall):.3f} s |"
            )


if __name__ == "__main__":
    main()
