"""Token counting: raw throughput, and the per-turn cost of counting a 100k-token history.

Run: python benchmarks/bench_tokens.py
The memoised counter re-counts a history after one more turn by hashing the parts it has seen
(a dict lookup each) and encoding only the new ones; this measures how much that saves.
"""

from __future__ import annotations

import random
import statistics
import time

from ctxmagic.messages.parts import Message, TextPart, ToolCallPart, ToolResultPart
from ctxmagic.model.tokens import TokenCounter, count_text, encoding

random.seed(7)
WORDS = (
    "def class return import self value result error file path line token cache prompt model "
    "context window summary prune truncate budget request response usage cost read write"
).split()


def source_like(n_lines: int) -> str:
    lines = []
    for i in range(n_lines):
        indent = "    " * random.randint(0, 3)
        body = " ".join(random.choice(WORDS) for _ in range(random.randint(3, 12)))
        lines.append(f"{indent}{body}({i}, '{random.choice(WORDS)}')")
    return "\n".join(lines)


def turn(i: int) -> list[Message]:
    call = ToolCallPart(
        f"call_{i}", "view", {"path": f"src/module_{i}.py", "offset": 0, "limit": 200}
    )
    return [
        Message(
            role="user", parts=[TextPart(f"Question {i}: where is {random.choice(WORDS)} used?")]
        ),
        Message(role="assistant", parts=[TextPart("Let me look."), call]),
        Message(
            role="tool",
            parts=[ToolResultPart(call.id, "view", source_like(random.randint(20, 60)))],
        ),
        Message(role="assistant", parts=[TextPart(source_like(3))]),
    ]


def best_of(fn, repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def main() -> None:
    print("== raw throughput (bpe-openai, encode_ordinary)")
    big = source_like(20000)
    for name in ("o200k_base", "cl100k_base"):
        encoding(name)  # load once
        n = count_text(big, name)
        seconds = best_of(lambda name=name: count_text(big, name), 3)
        print(
            f"{name:12s} {n:>9,} tokens in {seconds * 1000:7.1f} ms = {n / seconds / 1e6:5.2f} M tokens/s"
        )

    print("\n== per-turn counting at a 100k-token history")
    history: list[Message] = []
    probe = TokenCounter()
    i = 0
    while probe.messages(history) < 100_000:
        history += turn(i)
        i += 1
    total = probe.messages(history)
    print(
        f"history: {len(history)} messages, {sum(len(m.parts) for m in history)} parts, {total:,} tokens"
    )

    # cold: a new counter on fresh copies (copies keep no counts), so every part is tokenized
    cold = best_of(lambda: TokenCounter().messages([m.copy() for m in history]), 3)
    counter = TokenCounter()
    counter.messages(history)
    new_turn = turn(i + 1)
    warm_times = []
    for _ in range(20):
        extended = history + new_turn
        t0 = time.perf_counter()
        counter.messages(extended)
        warm_times.append(time.perf_counter() - t0)
    warm = statistics.median(warm_times)
    print(f"cold (no memo, whole history):      {cold * 1000:7.2f} ms")
    print(f"warm (memoised, history + 1 turn):  {warm * 1000:7.2f} ms  ({cold / warm:.0f}x faster)")
    print(f"memo: {counter.hits:,} hits, {counter.misses:,} misses")
    print("(a message keeps its counts, so the warm count tokenizes only the new turn's parts)")


if __name__ == "__main__":
    main()
