"""Long notebooks through the magic: ``%%agent`` cells in a kernel, not ``agent.turn``.

Each figure runs in a fresh process holding an in-process IPython kernel (``ipykernel``'s, so the
magic takes its kernel path: outputs updated in place through display ids, every message
serialised as a kernel sends it, each cell's record in its output's metadata) with
``%load_ext ctxmagic``, the offline model and a workspace holding a copy of the standard
library's ``json`` package. A turn's figure is the process's CPU time for the whole cell
(``time.process_time``, the kernel's I/O thread included).

- flat: a session on a window that never compacts; the median of turns 6-25 against turns
  501-520 (one question of four in turn, so both medians cover the same mix);
- long: 1,010 turns on an 8,000-token window (it compacts every few turns); the median of turns
  41-60 against turns 991-1,010, and the process's peak RSS at the end;
- first: the first ``%%agent`` cell after ``%load_ext ctxmagic`` in a new kernel against the
  second, in wall-clock time (the wait a student sees), in ``--rounds`` fresh processes.

``--widget`` lets the kernel show widgets (as JupyterLab does; the meter is then a live widget),
else the meter is its static form (as nbclient runs it). ``--baseline DIR`` measures another tree
(e.g. ``git archive main | tar -x -C /tmp/base``) in the same run, alternating with this one.

Run from the repository root:
    python benchmarks/bench_magic.py [--baseline DIR] [--parts flat long first] [--rounds 5]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
QUESTIONS = (
    "Where is `JSONDecoder` defined?",
    "What does `dumps` return?",
    "Where is `JSONDecodeError` raised?",
    "list the files of the project",
)


def workspace(tmp: str) -> Path:
    path = Path(tmp) / "ws"
    path.mkdir()
    source = Path(sysconfig.get_paths()["stdlib"]) / "json"
    shutil.copytree(source, path / "json", ignore=shutil.ignore_patterns("__pycache__"))
    return path


class Notebook:
    """An in-process kernel with ctxmagic loaded, running cells as a front end would."""

    def __init__(self, ws: Path, *, widget: bool, window: int) -> None:
        from ipykernel.inprocess.manager import InProcessKernelManager

        os.chdir(ws)
        self.manager = InProcessKernelManager()
        self.manager.start_kernel()
        self.manager.kernel._allow_stdin = widget  # widgets_shown: a front end that draws them
        self.shell = self.manager.kernel.shell
        self.cells = 0
        self.run("%load_ext ctxmagic")
        if window:
            self.run(f"%config CtxMagic.context_window = {window}")

    def run(self, source: str) -> None:
        """Run ``source`` as a new cell, with a cell id as JupyterLab sends it."""
        kernel = self.manager.kernel
        self.cells += 1
        parent = kernel.session.msg(
            "execute_request", {"code": source}, metadata={"cellId": f"cell-{self.cells}"}
        )
        kernel.set_parent([], parent, "shell")
        self.shell.set_parent(parent)
        result = self.shell.run_cell(source, store_history=True)
        if not result.success:
            raise SystemExit(f"the cell failed: {result.error_in_exec or result.error_before_exec}")

    def close(self) -> None:
        self.manager.shutdown_kernel()

    def turn(self, n: int) -> tuple[float, float]:
        """Cell ``n`` (one question of four): its CPU and wall time in seconds."""
        c0, w0 = time.process_time(), time.perf_counter()
        self.run(f"%%agent\n{QUESTIONS[n % len(QUESTIONS)]}")
        return time.process_time() - c0, time.perf_counter() - w0


def peak_rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def flat(widget: bool) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        book = Notebook(workspace(tmp), widget=widget, window=2_000_000)
        cpu = [book.turn(n)[0] for n in range(520)]
        messages = book.shell.magics_manager.registry["CtxMagic"].current_session().message_count
        book.close()
    return {
        "turn_5_ms": 1000 * statistics.median(cpu[5:25]),
        "turn_500_ms": 1000 * statistics.median(cpu[500:520]),
        "messages": messages,
    }


def long(widget: bool) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        book = Notebook(workspace(tmp), widget=widget, window=8000)
        cpu = [book.turn(n)[0] for n in range(1010)]
        magic = book.shell.magics_manager.registry["CtxMagic"]
        session = magic.current_session()
        compactions = sum(1 for r in magic.store.requests(session.id) if r.kind == "summary")
        book.close()
    return {
        "turn_50_ms": 1000 * statistics.median(cpu[40:60]),
        "turn_1000_ms": 1000 * statistics.median(cpu[990:1010]),
        "compactions": compactions,
        "peak_rss_mib": peak_rss_mib(),
    }


def first(widget: bool) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        book = Notebook(workspace(tmp), widget=widget, window=0)
        one = book.turn(0)
        two = book.turn(1)
        book.close()
    return {"first_s": one[1], "second_s": two[1], "first_cpu_s": one[0], "second_cpu_s": two[0]}


PARTS = {"flat": flat, "long": long, "first": first}


def measure(tree: Path, part: str, widget: bool) -> dict:
    env = {**os.environ, "PYTHONPATH": str(tree), "PYDEVD_DISABLE_FILE_VALIDATION": "1"}
    args = [sys.executable, "-Xfrozen_modules=off", __file__, "--child", part]
    out = subprocess.run(
        args + (["--widget"] if widget else []),
        capture_output=True,
        text=True,
        env=env,
        cwd=tree,
    )
    if out.returncode:
        raise SystemExit(f"{part} on {tree} failed:\n{out.stderr[-3000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def report(trees: list[tuple[str, Path]], results: dict) -> None:
    names = [name for name, _ in trees]
    print("| figure | " + " | ".join(names) + " | target |")
    print("| --- |" + " --- |" * len(names) + " --- |")

    def row(label: str, cells: list[str], target: str) -> None:
        print(f"| {label} | " + " | ".join(cells) + f" | {target} |")

    if "flat" in results[names[0]]:
        rs = [results[n]["flat"] for n in names]
        row(
            f"own CPU per turn, 5 / 500 turns ({rs[-1]['messages']:,} messages)",
            [
                f"{r['turn_5_ms']:.1f} / {r['turn_500_ms']:.1f} ms "
                f"({r['turn_500_ms'] / r['turn_5_ms']:.2f}x)"
                for r in rs
            ],
            "<= 1.5x",
        )
    if "long" in results[names[0]]:
        rs = [results[n]["long"] for n in names]
        row(
            f"turn 50 / turn 1,000 ({rs[-1]['compactions']} compactions)",
            [
                f"{r['turn_50_ms']:.1f} / {r['turn_1000_ms']:.1f} ms "
                f"({r['turn_1000_ms'] / r['turn_50_ms']:.2f}x)"
                for r in rs
            ],
            "<= 1.5x",
        )
        row(
            "peak RSS after 1,010 turns", [f"{r['peak_rss_mib']:.0f} MiB" for r in rs], "<= 200 MiB"
        )
    if "first" in results[names[0]]:
        cells = []
        for n in names:
            rs = results[n]["first"]
            a = statistics.median(r["first_s"] for r in rs)
            b = statistics.median(r["second_s"] for r in rs)
            cells.append(f"{a:.2f} / {b:.2f} s (+{a - b:.2f} s)")
        row(f"first / second cell in a new kernel (wall, median of {len(rs)})", cells, "<= +0.4 s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--child", choices=PARTS)
    parser.add_argument("--widget", action="store_true")
    parser.add_argument("--baseline", type=Path)
    parser.add_argument("--parts", nargs="+", choices=PARTS, default=list(PARTS))
    parser.add_argument("--rounds", type=int, default=5, help="fresh processes for 'first'")
    args = parser.parse_args()
    if args.child:
        print(json.dumps(PARTS[args.child](args.widget)))
        return
    trees = [("this tree", ROOT)]
    if args.baseline is not None:
        trees.insert(0, ("baseline", args.baseline.resolve()))
    results: dict[str, dict] = {name: {} for name, _ in trees}
    for part in args.parts:
        rounds = args.rounds if part == "first" else 1
        for _ in range(rounds):
            for name, tree in trees:  # alternating, so a busy spell of the machine hits both
                figures = measure(tree, part, args.widget)
                print(f"{name} {part}: {figures}", file=sys.stderr, flush=True)
                if part == "first":
                    results[name].setdefault(part, []).append(figures)
                else:
                    results[name][part] = figures
    report(trees, results)


if __name__ == "__main__":
    main()
