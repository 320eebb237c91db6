"""Where the right definition ranks among the offline model's candidates (which / how questions).

A fast check beside ``bench_answers.py``: no agent loop, no tools; for every *which* or *how*
question whose gold is a definition, the candidates the model would rank (classes for "which
class", callables otherwise) and the rank of the first right one. Prints, per set, the top-1 and
top-3 counts and the mean reciprocal rank; ``-v`` lists each tuning question's rank and top
three (held-out sets are printed as totals only, so nothing is tuned on them).

Run from the repository root:  python benchmarks/bench_ranking.py [-v] [SET ...]
(sets as in ``bench_answers.py``; default every set but the generality check). To rank with
another checkout's model, put it first on PYTHONPATH.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_answers import SETS, make_workspace  # noqa: E402

from ctxmagic.offline import lookup  # noqa: E402
from ctxmagic.offline.index import WorkspaceIndex  # noqa: E402
from ctxmagic.offline.lookup_which import ranked_classes  # noqa: E402
from ctxmagic.offline.question import read_question  # noqa: E402

HELD_OUT = frozenset({"heldout", "heldout2", "heldout3", "heldout4", "heldout5"})
DEPTH = 20


def candidates(ask: str, kind: str, index: WorkspaceIndex) -> list[str]:
    """The qualified names the model ranks for a question, best first."""
    q = read_question(ask)
    if kind == "which" and (q.target or "class") == "class":
        found = ranked_classes(q, index, DEPTH) or lookup.ranked(q, index, lookup.CODE_KINDS, DEPTH)
    else:
        found = lookup.ranked(q, index, lookup.CALLABLE, DEPTH)
    return [s.qualname for s in found]


def ranked_questions(name: str, tmp: Path) -> Iterator[tuple[dict, WorkspaceIndex]]:
    """Set ``name``'s which / how questions whose gold is a definition, each with the index of
    its workspace (copied under ``tmp`` once per workspace)."""
    indexes: dict[str, WorkspaceIndex] = {}
    for question in SETS[name][0]:
        if question["kind"] not in ("which", "how") or not all(
            "body" in g for g in question["gold"]
        ):
            continue
        if question["ws"] not in indexes:
            ws = make_workspace(question["ws"], tmp / name)
            indexes[question["ws"]] = WorkspaceIndex(ws, cache=False).refresh()
        yield question, indexes[question["ws"]]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="*", help="which sets (default: all but 'other')")
    parser.add_argument("-v", action="store_true", help="each tuning question's rank")
    args = parser.parse_args()
    names = args.sets or [
        n for n in SETS if n != "other" and any(q["kind"] in ("which", "how") for q in SETS[n][0])
    ]  # the edit sets have nothing to rank
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            top1 = top3 = count = 0
            reciprocal = 0.0
            for question, index in ranked_questions(name, Path(tmp)):
                gold = question["gold"]
                ranked = candidates(question["ask"], question["kind"], index)
                wanted = {g["body"] for g in gold}
                rank = next((i for i, n in enumerate(ranked, 1) if n in wanted), None)
                count += 1
                if rank:
                    reciprocal += 1 / rank
                    top1 += rank == 1
                    top3 += rank <= 3
                if args.v and name not in HELD_OUT:
                    print(f"  {name} {rank} {question['ask'][:80]} | {ranked[:3]}")
            mrr = reciprocal / count if count else 0.0
            print(f"{name:9s} n={count} MRR={mrr:.3f} top1={top1} top3={top3}")


if __name__ == "__main__":
    main()
