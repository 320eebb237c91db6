"""What the bash tool's process hygiene costs per command: wall time of ``run_tool("bash")``
for a command that does nothing (``true``) and one that leaves a ``setsid`` process behind,
unsandboxed under the subreaper (``safety/reaper.py``, the default without bubblewrap), the same
without it (the session and group scan only: timed on ``true`` alone, since it would leave the
``setsid`` process running), and under bubblewrap.

    python benchmarks/bench_bash.py [ROUNDS]

The three ways are measured in alternation, round after round, so a busy machine slows all of
them alike; each figure is the median over the rounds (and the range of the per-round medians).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

from ctxmagic.safety import bwrap
from ctxmagic.tools import bash
from ctxmagic.tools.base import ToolContext
from ctxmagic.tools.registry import run_tool

COMMANDS = {"true": "true", "setsid leftover": "(setsid sleep 600 > /dev/null 2>&1 &)"}


def timed(ctx: ToolContext, command: str, runs: int = 10) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        run_tool("bash", {"command": command}, ctx)
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000


def main(rounds: int = 5) -> None:
    available = bash.reaper_available()
    with tempfile.TemporaryDirectory() as tmp:
        ws = Path(tmp)
        ways = {
            "unsandboxed, subreaper": (ToolContext(ws, bash_sandbox="off"), True),
            "unsandboxed, no subreaper": (ToolContext(ws, bash_sandbox="off"), False),
        }
        if bwrap.probe().works:
            ways["bubblewrap"] = (ToolContext(ws, bash_sandbox="on"), True)
        figures: dict[tuple[str, str], list[float]] = {}
        for _ in range(rounds):
            for way, (ctx, reaper) in ways.items():
                bash.reaper_available = (lambda: available) if reaper else (lambda: False)
                for name, command in COMMANDS.items():
                    if name != "true" and not reaper:
                        continue  # it would leave the setsid process running: what it misses
                    figures.setdefault((way, name), []).append(timed(ctx, command))
        bash.reaper_available = lambda: available
    print(f"bash tool, wall ms per command ({rounds} rounds of 10, median [range of rounds])")
    for (way, name), values in figures.items():
        low, high = min(values), max(values)
        print(f"  {way:28} {name:16} {statistics.median(values):6.1f} [{low:.1f}-{high:.1f}]")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
