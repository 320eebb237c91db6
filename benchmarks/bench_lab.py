"""The strategy lab's targets: six strategies over a 200-request recorded session in under 1 s
in total, and a 100-point sweep on 2 local workers in under 30 s.

Run: python benchmarks/bench_lab.py [--points 100] [--workers 2]

The session is the reference trace ``stdlib-200`` (201 requests recorded by the offline model
over four standard-library packages). Each strategy's replay is timed with ``measure`` (its
metrics) included, after one warm-up replay (imports, the tokenizer, and the token counts of the
trace's texts, which the replays of a process share); the figures are the median and the least
of the rounds. The six run one after another here, then side by side as ``lab.runs`` runs them
by default (``--workers`` forked processes, started by the call and gone after it). The sweep
runs a grid of summarize thresholds x keep-recent tails x prune protection x TTLs on the same
trace, on a fresh process pool (worker start-up included).
"""

from __future__ import annotations

import argparse
import statistics
import time

from ctxmagic import lab

SIX = lab.SIX


def six(trace: lab.Trace, window: int) -> tuple[dict[str, float], float]:
    """Wall seconds per strategy, and the CPU seconds of all six (on a shared machine the CPU
    time is what a quiet machine's wall time would be)."""
    times = {}
    cpu = time.process_time()
    for name in SIX:
        t0 = time.perf_counter()
        run = lab.replay(trace, lab.scenario(name, window=window))
        lab.measure(run)
        times[name] = time.perf_counter() - t0
    return times, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--points", type=int, default=100)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    trace = lab.reference("stdlib-200")
    print(f"{trace!r}")
    t0 = time.perf_counter()
    lab.measure(lab.replay(trace, lab.scenario("append")))  # warm-up
    print(
        f"first replay in this process (append; imports, the tokenizer, the trace's texts "
        f"counted once for every later run): {time.perf_counter() - t0:.3f} s"
    )
    measured = [six(trace, window=0) for _ in range(args.rounds)]
    rounds = [times for times, _ in measured]
    print("\nsix strategies over the 200-request session (median of rounds, seconds):")
    print("| strategy | replay + metrics |")
    print("| --- | --- |")
    for name in SIX:
        print(f"| {name} | {statistics.median(r[name] for r in rounds):.3f} |")
    totals = [sum(r.values()) for r in rounds]
    print(
        f"| **total** | **{statistics.median(totals):.3f}** (least {min(totals):.3f}; rounds: "
        f"{', '.join(f'{t:.3f}' for t in totals)}) |"
    )
    cpu = [c for _, c in measured]
    print(
        f"| CPU time of the six | {statistics.median(cpu):.3f} (least {min(cpu):.3f}; rounds: "
        f"{', '.join(f'{c:.3f}' for c in cpu)}) |"
    )
    side = []
    for _ in range(args.rounds):
        t0 = time.perf_counter()
        for run in lab.runs(trace, list(SIX), workers=args.workers):
            lab.measure(run)
        side.append(time.perf_counter() - t0)
    print(
        f"| **the six on {args.workers} workers** (lab.runs) | **{statistics.median(side):.3f}** "
        f"(least {min(side):.3f}; rounds: {', '.join(f'{t:.3f}' for t in side)}) |\n"
    )

    thresholds = [0.5, 0.6, 0.7, 0.8, 0.9]
    tails = [0, 4000]
    protect = [2000, 10000, 40000, 80000, 160000]
    ttls = ["5m", "1h"]
    grid = {
        "summarize.threshold": thresholds,
        "summarize.keep_recent_tokens": tails,
        "prune.protect_tokens": protect,
        "cache_ttl": ttls,
    }
    n = len(thresholds) * len(tails) * len(protect) * len(ttls)
    assert n == 100
    t0 = time.perf_counter()
    frame = lab.sweep(
        trace, grid, strategies="prune+summarize", workers=args.workers, progress=False
    )
    elapsed = time.perf_counter() - t0
    print(
        f"\n{len(frame)}-point sweep (prune+summarize, 201 requests each) on {args.workers} "
        f"local workers: {elapsed:.1f} s ({elapsed / len(frame) * args.workers:.2f} s of a "
        "worker per point)"
    )
    t0 = time.perf_counter()
    lab.sweep(
        trace,
        {"summarize.threshold": thresholds},
        strategies="prune+summarize",
        workers=0,
        progress=False,
    )
    serial = (time.perf_counter() - t0) / len(thresholds)
    print(f"the same points in this process, one after another: {serial:.2f} s a point")


if __name__ == "__main__":
    main()
