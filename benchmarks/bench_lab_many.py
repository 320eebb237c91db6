"""Many sessions: 200 sessions of about 100 requests each, the recorded policy and the six
strategies on each, on 2 local workers, with the peak memory of every process.

Run: python benchmarks/bench_lab_many.py [--sessions 200] [--turns 50] [--workers 2]
                                         [--baseline DIR] [--rounds 1]

Target (issue 21): under 2 minutes on 2 local workers, RSS under 500 MiB. The sessions are
synthetic (``lab.synthetic``, 50 turns of one tool round each: 100 requests, a few
hundred thousand tokens, past the offline model's window for the strategies that do not compact),
with seeds, sizes and spreads varied, saved as trace files and read by path, as an importer reads
logs. ``lab.many`` gets the paths and ``Trace.load``; "this tree" measures it in a fresh process.
``--baseline DIR`` measures, on another tree (e.g. ``git worktree add /tmp/main main``, which
has no ``lab.many``) and in alternation, what a user did there: ``lab.runs`` session after
session, each on 2 forked workers.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

MAKE = r"""
import sys
from ctxmagic import lab
folder, sessions, turns = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
sizes = ["lognormal", "pareto", "fixed"]
for i in range(sessions):
    trace = lab.synthetic(turns=turns, tool_rounds=1, tokens_per_turn=2000 + 40 * (i % 50),
                          sizes=sizes[i % 3], seed=i)
    trace.save(f"{folder}/s{i:04d}.json.gz")
"""

CHILD = r"""
import glob, json, resource, sys, time
folder, mode, workers = sys.argv[1], sys.argv[2], int(sys.argv[3])
from ctxmagic import lab
paths = sorted(glob.glob(folder + "/*.json.gz"))
wall, cpu = time.perf_counter(), time.process_time()
out = {"sessions": len(paths)}
if mode == "many":
    result = lab.many(paths, load=lab.Trace.load, workers=workers, progress=False)
    out["errors"] = len(result.errors)
    out["billed_runs"] = len(result.run_names)
    totals = result.totals.set_index("run")
    out["cost"] = {k: round(float(v), 4) for k, v in totals["cost"].items()}
else:  # what main offers: one comparison after another, each on its own forked workers
    costs = {}
    for path in paths:
        for run in lab.runs(lab.Trace.load(path), workers=workers):
            m = lab.measure(run)
            costs[m.run] = costs.get(m.run, 0.0) + m.cost
    out["cost"] = {k: round(v, 4) for k, v in costs.items()}
out["wall"] = round(time.perf_counter() - wall, 2)
out["cpu"] = round(time.process_time() - cpu, 2)
out["rss_mib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
children = resource.getrusage(resource.RUSAGE_CHILDREN)
out["workers_rss_mib"] = children.ru_maxrss // 1024
out["workers_cpu"] = round(children.ru_utime + children.ru_stime, 2)
print(json.dumps(out))
"""


def run(tree: Path, *args: str, timeout: float) -> dict:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    try:
        done = subprocess.run(
            [sys.executable, "-c", CHILD, *args],
            capture_output=True,
            text=True,
            env=env,
            timeout=timeout,
            cwd=tree,
        )
    except subprocess.TimeoutExpired:
        return {"error": f"over {timeout:.0f} s"}
    lines = done.stdout.strip().splitlines()
    if done.returncode or not lines:
        return {"error": (done.stderr.strip().splitlines() or ["failed"])[-1][:160]}
    return json.loads(lines[-1])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sessions", type=int, default=200)
    parser.add_argument("--turns", type=int, default=50)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--baseline", type=Path, default=None)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=1800)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="ctxmagic-many-") as folder:
        t0 = time.perf_counter()
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        subprocess.run(
            [sys.executable, "-c", MAKE, folder, str(args.sessions), str(args.turns)],
            check=True,
            env=env,
        )
        size = sum(p.stat().st_size for p in Path(folder).iterdir())
        print(
            f"{args.sessions} sessions of {2 * args.turns} requests made in "
            f"{time.perf_counter() - t0:.1f} s ({size / 1e6:.1f} MB of gzipped traces)",
            file=sys.stderr,
        )
        jobs = [("this tree", ROOT, "many")]
        if args.baseline is not None:
            jobs.insert(0, ("baseline", args.baseline.resolve(), "loop"))
        results: dict[str, list[dict]] = {}
        for _ in range(args.rounds):
            for label, tree, mode in jobs:
                r = run(tree, folder, mode, str(args.workers), timeout=args.timeout)
                results.setdefault(label, []).append(r)
                print(f"{label}: {json.dumps(r)}", file=sys.stderr, flush=True)
    print(
        "| tree | how | wall s | CPU s: this process / workers | peak RSS MiB: this process / a worker |"
    )
    print("| --- | --- | --- | --- | --- |")
    for label, rs in results.items():
        how = "lab.many" if label == "this tree" else "lab.runs per session"
        for r in rs:
            if "error" in r:
                print(f"| {label} | {how} | {r['error']} | | |")
                continue
            rss = f"{r['rss_mib']} / {r['workers_rss_mib']}"
            cpu = f"{r['cpu']} / {r['workers_cpu']}"
            print(f"| {label} | {how} | {r['wall']} | {cpu} | {rss} |")


if __name__ == "__main__":
    main()
