"""One offline %%agent turn end to end: assembly, the stand-in model, three requests with cache
billing, real tools on the sample project, SQLite writes. Median of 10 turns.

Run: python benchmarks/bench_turn.py
"""

from __future__ import annotations

import shutil
import statistics
import tempfile
import time
from pathlib import Path

from ctxmagic.agent.loop import run_turn
from ctxmagic.runtime import Runtime

SAMPLE = Path(__file__).resolve().parents[1] / "notebooks" / "sample_project"
PROMPTS = [
    "Where is `line_total` defined?",
    "Where is `OutOfStock` raised?",
    "What does `report` print?",
]


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        workspace = Path(tmp) / "ws"
        shutil.copytree(SAMPLE, workspace)
        runtime = Runtime(workspace=str(workspace))
        times, steps = [], []
        for i in range(10):
            agent = runtime.open(title=f"bench {i}")
            t0 = time.perf_counter()
            final = run_turn(agent, PROMPTS[i % len(PROMPTS)])
            times.append(time.perf_counter() - t0)
            steps.append(final.steps)
        runtime.close()
    print(
        f"offline turn: median {statistics.median(times) * 1000:.0f} ms, "
        f"min {min(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms, {statistics.median(steps):.0f} requests a turn"
    )


if __name__ == "__main__":
    main()
