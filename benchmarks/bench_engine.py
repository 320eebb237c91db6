"""The session engine's targets: own overhead per turn at 10 and 1,000 messages, the cost of a turn
late in a long compacting session, extension load time, and peak memory.

Each part runs in a process of its own (so one part's memory or imports do not colour another's):

    python benchmarks/bench_engine.py            # all parts, then the table
    python benchmarks/bench_engine.py overhead   # one part: overhead | long | load

- overhead: real turns through the public API against an instant local server (a separate
  process, so its CPU is not counted) with the Anthropic and the OpenAI-compatible providers, the
  default policy and a window that never compacts. A turn is one request; its figure is the
  client process's CPU time for the whole turn (ctxmagic and the SDK). Measured for 40 turns from
  10 messages and 40 turns from 1,000 messages (~200k tokens; prompts and answers of ~160 words).
- long: 1,010 offline turns on an 8,000-token window (so it compacts every few turns); the CPU
  time of turns 41-60 against turns 991-1,010 (medians), and the process's peak RSS at the end.
- load: ``%load_ext ctxmagic`` against starting an IPython shell, each in a fresh interpreter.
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SAMPLE = HERE.parent / "notebooks" / "sample_project"
WORDS = (
    "please look at how the order totals are computed and whether the discount is applied "
    "before or after the tax, then tell me which functions take part and where they live "
).split()


def prompt(n: int, words: int = 160) -> str:
    return f"Question {n}: " + " ".join(WORDS[(n + i) % len(WORDS)] for i in range(words))


def workspace(tmp: str) -> Path:
    path = Path(tmp) / "ws"
    shutil.copytree(SAMPLE, path)
    return path


def overhead() -> dict:
    sys.path.insert(0, str(HERE))
    import instant_server

    from ctxmagic.runtime import Runtime

    os.environ.setdefault("ANTHROPIC_API_KEY", "bench-key-not-secret")
    server, url = instant_server.start()
    results = {}
    try:
        for provider, model, base in (
            ("anthropic", "claude-sonnet-4-6", url),
            ("openai-compatible", "gpt-4.1", url + "/v1"),
        ):
            with tempfile.TemporaryDirectory() as tmp:
                runtime = Runtime(
                    workspace=str(workspace(tmp)),
                    provider=provider,
                    model=model,
                    base_url=base,
                    context_window=2_000_000,
                )
                agent = runtime.open()
                figures = {}
                n = 0
                for size in (10, 1000):
                    while agent.session.message_count < size:  # grow through real turns
                        n += 1
                        list(agent.turn(prompt(n)))
                    cpu, wall = [], []
                    for _ in range(40):
                        n += 1
                        c0, w0 = time.process_time(), time.perf_counter()
                        events = list(agent.turn(prompt(n)))
                        cpu.append((time.process_time() - c0) * 1000)
                        wall.append((time.perf_counter() - w0) * 1000)
                        assert events[-1].reason == "end_turn", events[-1]
                    figures[size] = {
                        "cpu_ms": statistics.median(cpu),
                        "cpu_min_ms": min(cpu),
                        "wall_ms": statistics.median(wall),
                        "tokens": agent.session.prompt_tokens,
                    }
                results[provider] = figures
                runtime.close()
    finally:
        server.terminate()
    return results


def long() -> dict:
    from ctxmagic.runtime import Runtime

    prompts = [
        "Where is `line_total` defined?",
        "Where is `OutOfStock` raised?",
        "What does `report` print?",
        "Where is `discount_rate` defined?",
        "list the files of the project",
    ]
    with tempfile.TemporaryDirectory() as tmp:
        runtime = Runtime(workspace=str(workspace(tmp)), context_window=8000)
        agent = runtime.open()
        times = []
        for n in range(1010):
            t0 = time.process_time()
            list(agent.turn(prompts[n % len(prompts)]))
            times.append((time.process_time() - t0) * 1000)
        compactions = sum(
            1 for r in agent.store.requests(agent.session_id) if r.strategy == "summarize"
        )
        messages = agent.session.message_count
        runtime.close()
    return {
        "turn_50_ms": statistics.median(times[40:60]),
        "turn_1000_ms": statistics.median(times[990:1010]),
        "compactions": compactions,
        "messages": messages,
        "peak_rss_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


LOAD_SCRIPT = """
import time
t0 = time.perf_counter()
from IPython.core.interactiveshell import InteractiveShell
ip = InteractiveShell.instance()
t1 = time.perf_counter()
{load}
t2 = time.perf_counter()
print((t1 - t0) * 1000, (t2 - t1) * 1000)
"""


def load() -> dict:
    shell, ext = [], []
    for _ in range(7):
        out = subprocess.run(
            [
                sys.executable,
                "-c",
                LOAD_SCRIPT.format(load="ip.run_line_magic('load_ext', 'ctxmagic')"),
            ],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
        shell.append(float(out[0]))
        ext.append(float(out[1]))
    return {"shell_ms": statistics.median(shell), "load_ext_ms": statistics.median(ext)}


PARTS = {"overhead": overhead, "long": long, "load": load}


def table(results: dict) -> str:
    lines = ["| figure | value | target |", "| --- | --- | --- |"]
    for provider, figures in results.get("overhead", {}).items():
        small, big = figures["10"], figures["1000"]
        lines.append(f"| own CPU per turn, {provider}, 10 messages | {small['cpu_ms']:.1f} ms | |")
        lines.append(
            f"| own CPU per turn, {provider}, 1,000 messages ({big['tokens']:,} tokens) | "
            f"{big['cpu_ms']:.1f} ms ({big['cpu_ms'] / small['cpu_ms']:.2f}x) | <= 20 ms, <= 1.5x |"
        )
    if "long" in results:
        r = results["long"]
        lines.append(
            f"| offline turn 50 / turn 1,000 ({r['compactions']} compactions) | "
            f"{r['turn_50_ms']:.1f} / {r['turn_1000_ms']:.1f} ms "
            f"({r['turn_1000_ms'] / r['turn_50_ms']:.2f}x) | <= 1.5x |"
        )
        lines.append(
            f"| peak RSS after 1,010 offline turns | {r['peak_rss_mib']:.0f} MiB | <= 200 MiB |"
        )
    if "load" in results:
        r = results["load"]
        lines.append(
            f"| %load_ext ctxmagic / IPython shell start | {r['load_ext_ms']:.1f} / "
            f"{r['shell_ms']:.0f} ms ({r['load_ext_ms'] / r['shell_ms']:.2f}x) | <= 1.5x |"
        )
    return "\n".join(lines)


def main() -> None:
    if len(sys.argv) > 1:
        print(json.dumps(PARTS[sys.argv[1]]()))
        return
    results = {}
    for name in PARTS:
        out = subprocess.run(
            [sys.executable, __file__, name], capture_output=True, text=True, check=True
        ).stdout
        results[name] = json.loads(out.strip().splitlines()[-1])
        print(f"{name}: {results[name]}", file=sys.stderr)
    print(table(results))


if __name__ == "__main__":
    main()
