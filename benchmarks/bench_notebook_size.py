"""Saved notebooks of long sessions: their size and how long they take to load back.

A session of N turns of the offline model (one question of four in turn, on a copy of the
standard library's ``json`` package) is made once per size and window, by this tree; then each
tree measured, in a fresh process, exports it as a notebook (``write_export``: the notebook
``%ctx export`` writes, with the same cell records a notebook saved from the live cells carries)
and imports that notebook into a new database (``import_notebook``: read, checked, chained,
written in one transaction), checking that the imported session equals the stored one.

- no compaction: a 2,000,000-token window (the session's requests carry all of it);
- compacting: a 60,000-token window (summarize compacts every few dozen turns).

Figures per tree: the .ipynb's size, the records' share of it, the export's and the load's wall
and CPU time, the load's peak RSS. ``--baseline DIR`` measures another tree in the same run
(e.g. ``git archive 348f2c9 | tar -x -C /tmp/base``), alternating with this one.

Run from the repository root:
    python benchmarks/bench_notebook_size.py [--baseline DIR] [--turns 50 200 500]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_magic import QUESTIONS, workspace  # the same session as the magic's benchmark

ROOT = Path(__file__).resolve().parent.parent
WINDOWS = {"no compaction": 2_000_000, "compacting": 60_000}


def make_session(folder: Path, turns: int, window: int) -> dict:
    """A session of ``turns`` offline turns in ``folder/a.db`` (this tree's engine)."""
    from ctxmagic.agent.loop import run_turn
    from ctxmagic.runtime import Runtime
    from ctxmagic.store.database import Store

    ws = workspace(str(folder))
    store = Store(folder / "a.db")
    agent = Runtime(store=store, workspace=str(ws), context_window=window).open()
    for n in range(turns):
        run_turn(agent, QUESTIONS[n % len(QUESTIONS)])
    requests = store.requests(agent.session_id)
    out = {
        "session": agent.session_id,
        "requests": len(requests),
        "compactions": sum(1 for r in requests if r.kind == "summary"),
    }
    store.close()
    return out


def export(folder: Path, session: str, name: str) -> dict:
    """Export the session to ``folder/name`` (run in the tree under test)."""
    from ctxmagic.logbook import write_export
    from ctxmagic.store.database import Store

    store = Store(folder / "a.db")
    path = folder / name
    c0, w0 = time.process_time(), time.perf_counter()
    write_export(store, session, path, force=True)
    wall, cpu = time.perf_counter() - w0, time.process_time() - c0
    store.close()
    data = json.loads(path.read_text())
    records = sum(
        len(json.dumps(o["metadata"]["ctxmagic"]["record"], separators=(",", ":")))
        for c in data["cells"]
        for o in c.get("outputs", [])
        if "record" in o.get("metadata", {}).get("ctxmagic", {})
    )
    return {"size": path.stat().st_size, "records": records, "export_s": wall, "export_cpu_s": cpu}


def load(folder: Path, session: str, name: str) -> dict:
    """Import ``folder/name`` into a new database and compare the session (a fresh process:
    its peak RSS is the load's)."""
    from ctxmagic.logbook import import_notebook, session_state
    from ctxmagic.store.database import Store

    target = folder / f"{name}.db"
    other = Store(target)
    c0, w0 = time.process_time(), time.perf_counter()
    import_notebook(other, folder / name)
    wall, cpu = time.perf_counter() - w0, time.process_time() - c0
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    store = Store(folder / "a.db")
    same = session_state(other, session) == session_state(store, session)
    other.close()
    store.close()
    return {"load_s": wall, "load_cpu_s": cpu, "peak_rss_mib": rss, "same": same}


def child(tree: Path, what: list[str], script: str = __file__) -> dict:
    """``script --child WHAT`` run in a new process on the checkout ``tree`` (its ctxmagic
    first on the path), and the JSON it prints last."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    args = [sys.executable, script, "--child", *what]
    out = subprocess.run(args, capture_output=True, text=True, env=env, cwd=tree)
    if out.returncode:
        raise SystemExit(f"{what[0]} on {tree} failed:\n{out.stderr[-3000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def mib(n: int) -> str:
    return f"{n / 2**20:.1f} MiB"


def report(trees: list[str], rows: list[tuple[str, int, dict, dict]]) -> None:
    print("| session | turns (requests) | figure | " + " | ".join(trees) + " |")
    print("| --- | --- | --- |" + " --- |" * len(trees))
    for label, turns, made, results in rows:
        head = f"| {label} | {turns} ({made['requests']:,}; {made['compactions']} compactions) |"
        figures = {
            ".ipynb size (records)": lambda r: f"{mib(r['size'])} ({mib(r['records'])})",
            "load: wall / CPU": lambda r: f"{r['load_s']:.2f} / {r['load_cpu_s']:.2f} s",
            "load: peak RSS": lambda r: f"{r['peak_rss_mib']:.0f} MiB",
            "export: wall": lambda r: f"{r['export_s']:.2f} s",
        }
        for name, show in figures.items():
            print(head + f" {name} | " + " | ".join(show(results[t]) for t in trees) + " |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--child", nargs="+")
    parser.add_argument("--baseline", type=Path)
    parser.add_argument("--turns", type=int, nargs="+", default=[50, 200, 500])
    args = parser.parse_args()
    if args.child:
        what, *rest = args.child
        if what == "make":
            result = make_session(Path(rest[0]), int(rest[1]), int(rest[2]))
        else:
            result = {"export": export, "load": load}[what](Path(rest[0]), rest[1], rest[2])
        print(json.dumps(result))
        return
    trees = [("this tree", ROOT)]
    if args.baseline is not None:
        trees.insert(0, ("baseline", args.baseline.resolve()))
    rows = []
    for label, window in WINDOWS.items():
        for turns in args.turns:
            with tempfile.TemporaryDirectory() as tmp:
                made = child(ROOT, ["make", tmp, str(turns), str(window)])
                results = {}
                for n, (name, tree) in enumerate(trees):  # one after the other, alternating
                    what = [tmp, made["session"], f"export-{n}.ipynb"]
                    results[name] = {
                        **child(tree, ["export", *what]),
                        **child(tree, ["load", *what]),
                    }
                    if not results[name]["same"]:
                        raise SystemExit(f"{name}: the imported session differs ({label}, {turns})")
                    print(f"{name} {label} {turns}: {results[name]}", file=sys.stderr, flush=True)
            rows.append((label, turns, made, results))
    report([name for name, _ in trees], rows)


if __name__ == "__main__":
    main()
