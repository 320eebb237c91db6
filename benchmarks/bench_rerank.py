"""Can a learned weighting of the ranker's own signals put the right definition first?

For every *which function / method* or *how* question whose gold is a definition (as
``bench_ranking.py`` selects them), the offline model's top ten callables are described by eleven
signals: the BM25 score (scaled to the best), the rank, the share of the question's words in the
name, in the docstring's first sentence and anywhere in the definition, the share of the name's
words the question holds, whether there is a docstring, the definition's size (words, lines),
whether it is private, whether it is a method. A linear score over them is fitted by pairwise
logistic regression (the right definition against each other candidate) on the tuning sets and
tested on the held-out ones, and the other way round. If even a fit on the held-out sets
themselves cannot raise their top-1, no re-weighting of these signals can.

Run from the repository root:  python benchmarks/bench_rerank.py
"""

from __future__ import annotations

import math
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_ranking import ranked_questions  # noqa: E402

from ctxmagic.offline import lookup  # noqa: E402
from ctxmagic.offline.index import WorkspaceIndex, words  # noqa: E402
from ctxmagic.offline.question import read_question  # noqa: E402

TUNING = ["main", "tuning", "tuning2", "tuning3"]
HELD_OUT = ["heldout", "heldout2", "heldout3", "heldout4", "heldout5"]
DEPTH = 10
Candidate = tuple[list[float], bool]  # signals, right


def signals(ask: str, kind: str, index: WorkspaceIndex) -> list[Candidate] | None:
    """The top candidates' signals, or None for a "which class" question (ranked otherwise)."""
    q = read_question(ask)
    if kind == "which" and (q.target or "class") == "class":
        return None
    hits = lookup.scored(q, index, lookup.CALLABLE, DEPTH)
    groups = list(index.expand_grouped(q.words).values()) or [{}]
    out = []
    for rank, (score, s) in enumerate(hits):
        name = set(words(s.name)).union(s.parts)
        summary = set(words(lookup.first_sentence(s.doc))) if s.doc else set()

        def share(found: set | dict, s=s) -> float:
            return sum(1 for g in groups if any(v in found for v in g)) / len(groups)

        named = sum(1 for w in name if any(w in g for g in groups)) / len(name) if name else 0.0
        out.append(
            [
                score / hits[0][0],
                1 / (rank + 1),
                share(name),
                share(summary),
                share(s.terms),
                named,
                1.0 if s.doc else 0.0,
                math.log(1 + sum(s.terms.values())),
                math.log(1 + s.end_line - s.line),
                1.0 if s.name.startswith("_") and not s.name.startswith("__") else 0.0,
                1.0 if s.kind == "method" else 0.0,
            ]
        )
    return out


def collect(names: list[str], tmp: Path) -> dict[str, list[list[Candidate]]]:
    data: dict[str, list[list[Candidate]]] = {}
    for name in names:
        data[name] = []
        for question, index in ranked_questions(name, tmp):
            found = signals(question["ask"], question["kind"], index)
            if found is None:
                continue
            wanted = {g["body"] for g in question["gold"]}
            hits = lookup.scored(read_question(question["ask"]), index, lookup.CALLABLE, DEPTH)
            right = [s.qualname in wanted for _score, s in hits]
            data[name].append(list(zip(found, right, strict=True)))
    return data


def dot(a: list[float], b: list[float]) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True))


def fit(questions: list[list[Candidate]], epochs: int = 300, rate: float = 0.1) -> list[float]:
    """Weights that score the right candidate above the others (pairwise logistic, L2 0.01),
    starting from the ranker's own order (all weight on its score)."""
    pairs = []
    for candidates in questions:
        right = [x for x, ok in candidates if ok][:1]
        pairs += [
            [a - b for a, b in zip(right[0], x, strict=True)]
            for x, ok in candidates
            if right and not ok
        ]
    weights = [1.0] + [0.0] * 10
    for _ in range(epochs):
        grad = [0.0] * len(weights)
        for d in pairs:
            p = 1 / (1 + math.exp(min(50.0, dot(weights, d))))
            grad = [g + p * x for g, x in zip(grad, d, strict=True)]
        weights = [
            w + rate * (g / max(1, len(pairs)) - 0.01 * w)
            for w, g in zip(weights, grad, strict=True)
        ]
    return weights


def top1(weights: list[float], questions: list[list[Candidate]]) -> int:
    return sum(max(c, key=lambda item: dot(weights, item[0]))[1] for c in questions if c)


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        data = collect(TUNING + HELD_OUT, Path(tmp))
    tuning = [c for n in TUNING for c in data[n]]
    held = [c for n in HELD_OUT for c in data[n]]
    base = [1.0] + [0.0] * 10
    on_tuning, on_held = fit(tuning), fit(held)
    print("| weights fitted on | tuning sets, top-1 | held-out sets, top-1 |\n|---|---|---|")
    print(
        f"| none (the ranker) | {top1(base, tuning)}/{len(tuning)} | {top1(base, held)}/{len(held)} |"
    )
    for label, w in (("the tuning sets", on_tuning), ("the held-out sets", on_held)):
        print(f"| {label} | {top1(w, tuning)}/{len(tuning)} | {top1(w, held)}/{len(held)} |")
    print(
        f"\nright in the top {DEPTH}: tuning {sum(any(ok for _x, ok in c) for c in tuning)}, "
        f"held-out {sum(any(ok for _x, ok in c) for c in held)}"
    )


if __name__ == "__main__":
    main()
