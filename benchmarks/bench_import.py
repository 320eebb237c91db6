"""Import plus calibration of a 1,000-request session (target: under 2 s), and the calibration
figures of the shared sessions.

    python benchmarks/bench_import.py            # both
    python benchmarks/bench_import.py --speed    # the timing only

The session is generated in Claude Code's format (one line per content block, as 2.x writes it)
and in Codex's (rollout with token_count events): 200 turns of 5 requests, tool results of 1-8 KB
of code-like text, a prompt that grows by what each request adds, reads of the previous prompt.
The baseline, measured in the same run, is reading the file's lines as JSON and counting their
texts with the tokenizer: what no importer can avoid. Times are the best of 3 in CPU seconds,
in a process where the tokenizer is already loaded (the tokens memo is cleared between runs).
"""

from __future__ import annotations

import json
import random
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ctxmagic.lab import importers  # noqa: E402
from ctxmagic.lab.calibrate import calibrate  # noqa: E402
from ctxmagic.model import tokens  # noqa: E402

TURNS, STEPS = 200, 5
START = datetime(2026, 11, 1, 9, 0, tzinfo=timezone.utc)


def code(rng: random.Random, size: int) -> str:
    words = ["def", "return", "self", "value", "config", "parse", "request", "cache", "items"]
    out, n = [], 0
    while n < size:
        line = f"    {rng.choice(words)}_{rng.randrange(999)} = {rng.choice(words)}({n})"
        out.append(line)
        n += len(line) + 1
    return "\n".join(out)


def claude_session(path: Path, seed: int = 0) -> int:
    rng = random.Random(seed)
    at = START
    prompt = 18_000
    lines, parent = [], None
    requests = 0

    def stamp() -> str:
        return at.isoformat().replace("+00:00", "Z")

    def add(entry: dict) -> None:
        nonlocal parent
        uid = f"u{len(lines)}"
        entry.update(uuid=uid, parentUuid=parent, sessionId="bench", timestamp=stamp())
        entry.setdefault("isSidechain", False)
        lines.append(json.dumps(entry))
        parent = uid

    for turn in range(TURNS):
        at += timedelta(seconds=rng.randrange(30, 240))
        text = f"Turn {turn}: look at module_{turn}.py and fix parse_{turn}"
        add({"type": "user", "message": {"role": "user", "content": text}, "version": "2.1.332"})
        added = len(text) // 3
        for step in range(STEPS):
            at += timedelta(seconds=rng.randrange(2, 9))
            read = prompt
            prompt += added
            usage = {
                "input_tokens": 3,
                "cache_read_input_tokens": read,
                "cache_creation_input_tokens": prompt - read - 3,
                "output_tokens": rng.randrange(20, 400),
            }
            mid, requests = f"msg_{turn}_{step}", requests + 1
            last = step == STEPS - 1
            blocks = [{"type": "text", "text": f"Step {step}: checking parse_{turn}."}]
            if not last:
                blocks.append(
                    {
                        "type": "tool_use",
                        "id": f"toolu_{turn}_{step}",
                        "name": "Read",
                        "input": {"file_path": f"/p/module_{turn}_{step}.py"},
                    }
                )
            for block in blocks:  # one line per content block, the same usage on each
                message = {"id": mid, "role": "assistant", "model": "claude-sonnet-4-6"}
                message.update(content=[block], usage=usage)
                add({"type": "assistant", "message": message, "requestId": f"req_{mid}"})
            if last:
                break
            result = code(rng, rng.randrange(1000, 8000))
            at += timedelta(seconds=1)
            add(
                {
                    "type": "user",
                    "message": {
                        "role": "user",
                        "content": [
                            {
                                "type": "tool_result",
                                "tool_use_id": f"toolu_{turn}_{step}",
                                "content": result,
                            }
                        ],
                    },
                }
            )
            added = len(result) // 3 + 60
    path.write_text("\n".join(lines) + "\n")
    return requests


def codex_session(path: Path, seed: int = 0) -> int:
    rng = random.Random(seed)
    at = START
    lines = []
    total = {"input_tokens": 0, "cached_input_tokens": 0, "output_tokens": 0}

    def add(kind: str, payload: dict) -> None:
        lines.append(
            json.dumps(
                {
                    "timestamp": at.isoformat().replace("+00:00", "Z"),
                    "type": kind,
                    "payload": payload,
                }
            )
        )

    add("session_meta", {"id": "bench", "cwd": "/p", "cli_version": "0.34.0"})
    prompt, requests, added = 6_000, 0, 0
    for turn in range(TURNS):
        at += timedelta(seconds=rng.randrange(30, 240))
        text = f"Turn {turn}: look at module_{turn}.py"
        add(
            "response_item",
            {"type": "message", "role": "user", "content": [{"type": "input_text", "text": text}]},
        )
        added = len(text) // 3
        for step in range(STEPS):
            at += timedelta(seconds=rng.randrange(2, 9))
            read = (prompt // 128) * 128
            prompt += added
            output = rng.randrange(20, 400)
            last = {"input_tokens": prompt, "cached_input_tokens": read, "output_tokens": output}
            for k in total:
                total[k] += last[k]
            add(
                "event_msg",
                {
                    "type": "token_count",
                    "info": {"total_token_usage": dict(total), "last_token_usage": last},
                },
            )
            requests += 1
            add(
                "response_item",
                {
                    "type": "message",
                    "role": "assistant",
                    "content": [{"type": "output_text", "text": f"Step {step}."}],
                },
            )
            if step == STEPS - 1:
                break
            call = f"call_{turn}_{step}"
            add(
                "response_item",
                {
                    "type": "function_call",
                    "name": "shell",
                    "arguments": json.dumps({"command": ["cat", f"m{step}.py"]}),
                    "call_id": call,
                },
            )
            result = code(rng, rng.randrange(1000, 8000))
            add(
                "response_item",
                {
                    "type": "function_call_output",
                    "call_id": call,
                    "output": json.dumps({"output": result}),
                },
            )
            added = len(result) // 3 + 40
    path.write_text("\n".join(lines) + "\n")
    return requests


def baseline(path: Path) -> None:
    texts = []
    for line in path.open():
        entry = json.loads(line)
        texts.append(json.dumps(entry.get("message") or entry.get("payload") or {}))
    for text in texts:
        tokens.count_text(text)


def best(fn, runs: int = 3) -> float:
    """The best of ``runs``, in CPU seconds of this process (the machine is shared: wall time
    grows with the other processes' load, CPU time much less)."""
    times = []
    for _ in range(runs):
        tokens._PIECES.clear()
        started = time.process_time()
        fn()
        times.append(time.process_time() - started)
    return min(times)


def speed() -> None:
    tokens.count_text("warm the tokenizer up")
    with tempfile.TemporaryDirectory() as folder:
        for name, make in (("Claude Code", claude_session), ("Codex", codex_session)):
            path = Path(folder) / f"{name.split()[0].lower()}.jsonl"
            requests = make(path)
            size = path.stat().st_size / 2**20
            base = best(lambda p=path: baseline(p))
            load = best(lambda p=path: importers.load(p))
            trace = importers.load(path)
            cal = best(lambda t=trace: calibrate(t))
            both = best(lambda p=path: calibrate(importers.load(p)))
            print(
                f"{name}: {requests} requests, {size:.1f} MB: baseline (parse + count) "
                f"{base:.2f} s, import {load:.2f} s, calibration {cal:.2f} s, import + "
                f"calibration {both:.2f} s ({both / base:.1f}x the baseline)"
            )


def figures() -> None:
    shared = ROOT.parent / "shared" / "sessions"
    if not shared.is_dir():
        print(f"(no shared sessions at {shared})")
        return
    print("| session | requests | recorded $ | simulated $ | cost off | cache read within 10% |")
    print("| --- | --- | --- | --- | --- | --- |")
    for ref in importers.discover(shared):
        for cal in calibrate(importers.load(ref)).every():
            print(
                f"| {cal.trace.agent} {cal.trace.session_id} | {len(cal.checks)} | "
                f"{cal.recorded_cost:.4f} | {cal.simulated_cost:.4f} | {cal.cost_error:.2%} | "
                f"{cal.read_share:.1%} |"
            )


if __name__ == "__main__":
    speed()
    if "--speed" not in sys.argv:
        figures()
