"""Each context strategy on a 1000-message, ~200k-token session (target: tens of milliseconds,
well under the time of one model call).

Run: python benchmarks/bench_strategies.py
Times are the median of several runs with a warm token counter (as in the agent loop, where the
counter has seen every earlier part); the first, cold run is reported apart. summarize is timed as
the agent runs it: plan, the offline summarizer's text, compact.
"""

from __future__ import annotations

import random
import statistics
import time
from pathlib import Path

from ctxmagic.context import policy as policies
from ctxmagic.context import summarize
from ctxmagic.context.strategy import StrategyContext, StrategyReport
from ctxmagic.messages.parts import Message, TextPart, ToolCallPart, ToolResultPart
from ctxmagic.model.tokens import TokenCounter
from ctxmagic.offline.summary import offline_summary

random.seed(11)
WORDS = "def class return import self value result error path line token cache prompt model".split()


def text(n_lines: int) -> str:
    return "\n".join(
        " ".join(random.choice(WORDS) for _ in range(random.randint(4, 12))) for _ in range(n_lines)
    )


def session(messages: int = 1000) -> list[Message]:
    out: list[Message] = []
    i = 0
    while len(out) < messages:
        call = ToolCallPart(
            f"call_{i}", random.choice(["view", "grep", "bash"]), {"path": f"f{i}.py"}
        )
        out += [
            Message(role="user", parts=[TextPart(f"request {i}: {text(1)}")]),
            Message(role="assistant", parts=[TextPart("Looking."), call]),
            Message(
                role="tool",
                parts=[ToolResultPart(call.id, call.name, text(random.randint(60, 112)))],
            ),
            Message(role="assistant", parts=[TextPart(text(3))]),
        ]
        i += 1
    return out[:messages]


def run(name: str, messages: list[Message], ctx: StrategyContext) -> StrategyReport:
    """One strategy as the agent runs it; summarize is plan, the summary, then compact."""
    if name == "summarize":
        plan = summarize.plan(messages, ctx)
        task = plan.task
        text = offline_summary(task.messages, task.previous, task.instructions)
        return summarize.compact(plan, text, ctx)[1]
    if name == "externalize":
        return policies.module(name).apply(messages, ctx)[1]
    return policies.apply_one(name, messages, ctx)[1]


def main() -> None:
    messages = session()
    counter = TokenCounter()
    t0 = time.perf_counter()
    total = counter.messages(messages)
    cold_count = time.perf_counter() - t0
    print(
        f"session: {len(messages)} messages, {total:,} tokens (first count {cold_count * 1000:.0f} ms)"
    )
    window = 200_000

    def ctx(settings: dict) -> StrategyContext:
        return StrategyContext(
            counter=counter,
            window=window,
            budget=window // 2,
            context_tokens=int(window * 0.96),  # over the line: summarize acts
            settings=settings,
            workspace=Path("/tmp/ctxmagic-bench"),
            session_id="ses_bench",
            now_ms=1,
        )

    policy = policies.Policy(list(policies.ORDER))
    print(f"{'strategy':12s} {'median ms':>10s} {'max ms':>8s}  effect")
    for name in ("truncate", "prune", "window", "summarize", "replay", "externalize"):
        values = policy.settings(name)
        times = []
        for _ in range(7):
            t = time.perf_counter()
            report = run(name, messages, ctx(values))
            times.append(time.perf_counter() - t)
        effect = f"{report.tokens_before:,} -> {report.tokens_after:,} tokens, {len(report.changes)} parts changed"
        print(
            f"{name:12s} {statistics.median(times) * 1000:10.1f} {max(times) * 1000:8.1f}  {effect}"
        )


if __name__ == "__main__":
    main()
