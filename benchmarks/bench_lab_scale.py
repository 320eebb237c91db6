"""The lab on long sessions: the six strategies over synthetic sessions of 1,000 and 5,000
requests, one after another and on 2 workers, with the peak memory of each process.

Run: python benchmarks/bench_lab_scale.py [--sizes 1000 5000] [--baseline DIR] [--rounds 2]

Targets (issue 21): the six on 1,000 requests in under 5 s; on 5,000 in under 5x that; peak
RSS under 1 GiB. Each measurement runs in a fresh process (so its peak RSS is its own) on
``lab.synthetic(turns=N/2, tool_rounds=1)``: N requests of a session that grows by 3,000 tokens
a turn, so past the offline model's 32,000-token window every strategy but summarize sends
requests the window refuses, as a long real session replayed under a policy that does not
compact would. The time includes what the first replay of a trace pays (its texts' token
counts, its tool results' identifiers), since a user pays it too.

``--baseline DIR`` runs the same measurements on another tree (e.g. ``git worktree add
/tmp/main main``) in alternation with this one, for figures from the same run. A process is
stopped at ``--memory-limit`` GiB of address space (its replay fails with MemoryError) and
after ``--timeout`` seconds, so a tree that needs more cannot take the machine down.

``--recorded`` measures the trace of a *recorded* session instead, which carries each
request's part keys (a synthetic session carries none): ``lab.synthetic(turns=N/2)`` replayed
as recorded into a session database by this tree (once per size), then in each tree, each step
a fresh process: ``lab.from_store`` (given the synthetic session's system context, so that
the replay as recorded reproduces every request) and ``Trace.save`` (the trace's bytes, raw
JSON and gzipped), ``Trace.load`` of the gzipped file (time, peak RSS), and, on the trace
read from the database again (a file over ``Trace.load``'s 256 MB is refused), ``lab.sweep``
of two points on 2 workers (``cache_ttl`` 5m, as recorded, so its replay compares every
request's keys, and 1h), which ships the trace to its workers as gzipped JSON (the sweep's
wall time, peak RSS of the process and of a worker).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import json, resource, sys, time
limit = int(float(sys.argv[3]) * 2**30)
resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
from ctxmagic import lab
n, mode = int(sys.argv[1]), sys.argv[2]
six = ["append", "truncate", "prune", "summarize", "externalize", "replay"]
trace = lab.synthetic(turns=n // 2, tool_rounds=1)
out = {"requests": trace.requests, "per": {}}
wall, cpu = time.perf_counter(), time.process_time()
try:
    if mode == "serial":
        for name in six:
            t0 = time.perf_counter()
            lab.measure(lab.replay(trace, lab.scenario(name)))
            out["per"][name] = round(time.perf_counter() - t0, 3)
    else:
        for run in lab.runs(trace, six, workers=2):
            lab.measure(run)
except MemoryError:
    out["error"] = "MemoryError"
out["wall"] = round(time.perf_counter() - wall, 3)
out["cpu"] = round(time.process_time() - cpu, 3)
out["rss_mib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
children = resource.getrusage(resource.RUSAGE_CHILDREN)
out["workers_rss_mib"] = children.ru_maxrss // 1024
out["workers_cpu"] = round(children.ru_utime + children.ru_stime, 3)
print(json.dumps(out))
"""


RECORD = r"""
import sys
from ctxmagic import lab
from ctxmagic.store.database import Store
n, path = int(sys.argv[1]), sys.argv[2]
store = Store(path)
lab.replay(lab.synthetic(turns=n // 2, tool_rounds=1), store=store)
store.close()
"""

TRACE = r"""
import gzip, json, os, resource, sys, time
limit = int(float(sys.argv[3]) * 2**30)
resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
from ctxmagic import lab
from ctxmagic.store.database import Store
step, base = sys.argv[1], sys.argv[2]
out = {}


def recorded():
    store = Store(base + ".db")
    trace = lab.from_store(store, store.sessions()[0].id, here=None)
    store.close()
    made = lab.synthetic(turns=1)  # the system context the recording was made with
    trace.system, trace.tools = made.system, made.tools
    trace.externalized, trace.external_tools = made.externalized, made.external_tools
    return trace


wall, cpu = time.perf_counter(), time.process_time()
try:
    if step == "save":
        trace = recorded()
        out["requests"] = trace.requests
        raw = trace.save(base + ".json").stat().st_size
        os.remove(base + ".json")
        out["raw_mb"] = round(raw / 1e6, 2)
        out["gz_mb"] = round(trace.save(base + ".json.gz").stat().st_size / 1e6, 2)
    elif step == "load":
        trace = lab.Trace.load(base + ".json.gz")
    else:  # from the database: a trace file over Trace.load's 256 MB is refused
        trace = recorded()
        t0 = time.perf_counter()
        frame = lab.sweep(trace, {"cache_ttl": ["5m", "1h"]}, strategies="recorded", workers=2,
                          progress=False)
        out["sweep_wall"] = round(time.perf_counter() - t0, 3)
        out["cost"] = [round(float(c), 6) for c in frame["cost"]]
        out["reproduced"] = [None if r is None else bool(r) for r in frame["reproduced"]]
except MemoryError:
    out["error"] = "MemoryError"
out["wall"] = round(time.perf_counter() - wall, 3)
out["cpu"] = round(time.process_time() - cpu, 3)
out["rss_mib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
out["workers_rss_mib"] = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024
print(json.dumps(out))
"""


def measure(tree: Path, n: int, mode: str, limit: float, timeout: float) -> dict:
    return child(tree, CHILD, [str(n), mode, str(limit)], timeout)


def child(tree: Path, script: str, args: list[str], timeout: float) -> dict:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    try:
        done = subprocess.run(
            [sys.executable, "-c", script, *args],
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
        return {"error": (done.stderr.strip().splitlines() or ["failed"])[-1][:120]}
    return json.loads(lines[-1])


def cell(result: dict, key: str) -> str:
    if "error" in result:
        return result["error"]
    return f"{result[key]}"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 5000])
    parser.add_argument("--baseline", type=Path, default=None)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--modes", nargs="+", default=["serial", "workers"])
    parser.add_argument("--memory-limit", type=float, default=4.0, metavar="GIB")
    parser.add_argument("--timeout", type=float, default=900)
    parser.add_argument("--recorded", action="store_true", help="recorded sessions' traces")
    args = parser.parse_args()
    trees = [("this tree", ROOT)]
    if args.baseline is not None:
        trees.insert(0, ("baseline", args.baseline.resolve()))
    if args.recorded:
        recorded(trees, args)
        return
    results: dict[tuple[str, int, str], list[dict]] = {}
    for _ in range(args.rounds):  # the trees in alternation, every size and mode each round
        for n in args.sizes:
            for mode in args.modes:
                for label, tree in trees:
                    r = measure(tree, n, mode, args.memory_limit, args.timeout)
                    results.setdefault((label, n, mode), []).append(r)
                    print(f"{label} {n} {mode}: {json.dumps(r)}", file=sys.stderr, flush=True)
    print("| tree | requests | how | wall s (rounds) | CPU s (workers) | peak RSS MiB (workers) |")
    print("| --- | --- | --- | --- | --- | --- |")
    for (label, n, mode), rs in results.items():
        walls = ", ".join(cell(r, "wall") for r in rs)
        cpus = ", ".join(
            cell(r, "cpu")
            + (f" ({r['workers_cpu']})" if mode == "workers" and "error" not in r else "")
            for r in rs
        )
        rss = ", ".join(
            cell(r, "rss_mib")
            + (f" ({r['workers_rss_mib']})" if mode == "workers" and "error" not in r else "")
            for r in rs
        )
        print(f"| {label} | {n:,} | {mode} | {walls} | {cpus} | {rss} |")
    print("\nper strategy, serial (seconds, first round):")
    for (label, n, mode), rs in results.items():
        if mode == "serial" and "per" in rs[0]:
            per = ", ".join(f"{k} {v}" for k, v in rs[0]["per"].items())
            print(f"- {label}, {n:,} requests: {per}")


def recorded(trees: list[tuple[str, Path]], args: argparse.Namespace) -> None:
    """The traces of recorded sessions (``--recorded``, see the module docstring)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    results: dict[tuple[str, int, str], list[dict]] = {}
    with tempfile.TemporaryDirectory(prefix="ctxmagic-lab-scale-") as folder:
        for n in args.sizes:
            t0 = time.perf_counter()
            subprocess.run([sys.executable, "-c", RECORD, str(n), f"{folder}/{n}.db"], env=env,
                           check=True)  # fmt: skip
            print(f"{n} requests recorded in {time.perf_counter() - t0:.1f} s", file=sys.stderr)
            for index in range(len(trees)):  # each tree opens its own copy
                shutil.copy(f"{folder}/{n}.db", f"{folder}/{n}-{index}.db")
        for _ in range(args.rounds):
            for n in args.sizes:
                for step in ("save", "load", "sweep"):
                    for index, (label, tree) in enumerate(trees):
                        base = f"{folder}/{n}-{index}"
                        r = child(tree, TRACE, [step, base, str(args.memory_limit)], args.timeout)
                        results.setdefault((label, n, step), []).append(r)
                        print(f"{label} {n} {step}: {json.dumps(r)}", file=sys.stderr, flush=True)
    print("| tree | requests | step | figures (rounds) |")
    print("| --- | --- | --- | --- |")
    for (label, n, step), rs in results.items():
        shown = "; ".join(_figures(step, r) for r in rs)
        print(f"| {label} | {n:,} | {step} | {shown} |")


def _figures(step: str, r: dict) -> str:
    if "error" in r:
        return r["error"]
    if step == "save":
        return f"raw {r['raw_mb']} MB, gzipped {r['gz_mb']} MB, {r['wall']} s, {r['rss_mib']} MiB"
    if step == "load":
        return f"{r['wall']} s ({r['cpu']} s CPU), {r['rss_mib']} MiB"
    return (
        f"sweep {r['sweep_wall']} s (with from_store {r['wall']} s), {r['rss_mib']} MiB, a worker "
        f"{r['workers_rss_mib']} MiB; cost {r['cost']}, reproduced {r['reproduced']}"
    )


if __name__ == "__main__":
    main()
