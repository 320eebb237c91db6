"""The offline model on edit requests asked in the frames people wrap them in, or quoted in
other quotes.

A request is the same request whether it is written "Set X to 3", "Could you set X to 3?",
"Hey, set X to 3" or "I'd like you to set X to 3. Thanks.". This strips the frame each edit of
every set was written in, asks the bare request and each frame below through the same loop as
``bench_answers.py`` (a fresh workspace each time), and lists every request whose outcome (its
effect on the files, or the answer saying nothing changed) differs from the bare request's.
With ``--quotes``, every request that quotes something is asked with all its quotes made
backticks, double, single and typographic quotes instead (a value in backticks is code, so
'set V to "7"' and 'set V to `7`' may rightly differ).

Run from the repository root:  python benchmarks/bench_edit_frames.py [--sets edits,edits2]
[--quotes] (default every set; to measure another checkout's model, put it first on PYTHONPATH).
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_answers  # noqa: E402

from ctxmagic.offline.request_text import QUOTES  # noqa: E402

FRAME = re.compile(
    r"^(?:please\s+|(?:can|could|would|will)\s+you\s+(?:please\s+)?|i'?d like you to\s+|"
    r"i (?:want|need) you to\s+)",
    re.I,
)
COURTESY = re.compile(r"[,.!?]*\s*(?:thanks|thank you|please)[.!]*$", re.I)


def bare(ask: str) -> str:
    """The request without its frame: "Could you set X to 3? Thanks" -> "set X to 3"."""
    return COURTESY.sub("", FRAME.sub("", ask.strip())).rstrip(" ,.!?")


def lowered(ask: str) -> str:
    """The request as the rest of a sentence (a leading name or quote keeps its case)."""
    return ask if ask[:2].isupper() or ask[:1] in "`'\"" else ask[0].lower() + ask[1:]


FRAMES: dict[str, Callable[[str], str]] = {
    "bare": lambda s: s,
    "Please ...": lambda s: f"Please {lowered(s)}",
    "Could you ...?": lambda s: f"Could you {lowered(s)}?",
    "Can you please ...? Thanks!": lambda s: f"Can you please {lowered(s)}? Thanks!",
    "I'd like you to ...": lambda s: f"I'd like you to {lowered(s)}.",
    "... Thanks.": lambda s: f"{s}. Thanks.",
    "..., please": lambda s: f"{s}, please",
    "Hey, ...": lambda s: f"Hey, {lowered(s)}",
    "I need you to ...?": lambda s: f"I need you to {lowered(s)}?",
}


QUOTE_KINDS = {
    "backticks": ("`", "`"),
    "double": ('"', '"'),
    "single": ("'", "'"),
    "typographic": ("\u201c", "\u201d"),
    "typographic single": ("\u2018", "\u2019"),
}


def requoted(ask: str, kind: str) -> str:
    """``ask`` with each quoted text in the quotes of ``kind`` (kept when it holds them)."""
    left, right = QUOTE_KINDS[kind]

    def swap(m: re.Match[str]) -> str:
        text = next(g for g in m.groups() if g is not None)
        return m.group(0) if left in text or right in text else f"{left}{text}{right}"

    return QUOTES.sub(swap, ask)


def variants(ask: str, quotes: bool) -> dict[str, str]:
    if quotes:
        return {"as written": ask, **{k: requoted(ask, k) for k in QUOTE_KINDS}}
    core = bare(ask)
    return {frame: make(core) for frame, make in FRAMES.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", help="comma-separated sets of bench_answers.py (default: all)")
    parser.add_argument("--quotes", action="store_true", help="vary the quotes, not the frame")
    args = parser.parse_args()
    names = args.sets.split(",") if args.sets else list(bench_answers.SETS)
    asked = differ = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            for number, q in enumerate(bench_answers.SETS[name][0], 1):
                if q["kind"] != "edit" or (args.quotes and not QUOTES.search(q["ask"])):
                    continue
                effect = q["gold"][0]["effect"]
                outcome: dict[str, bool] = {}
                for variant, prompt in variants(q["ask"], args.quotes).items():
                    asked += 1
                    ws = bench_answers.make_workspace(q["ws"], Path(tmp) / f"w{asked}")
                    before = bench_answers.snapshot(ws)
                    answer, _s, _c = bench_answers.ask(ws, prompt)
                    outcome[variant] = bench_answers.check_effect(ws, effect, answer, before)
                first = next(iter(outcome))
                changed = [v for v, ok in outcome.items() if ok != outcome[first]]
                if changed:
                    differ += 1
                    print(
                        f"{name} #{number} {first}={outcome[first]} differs in {changed}: {q['ask']}"
                    )
    what = "quotes" if args.quotes else "frame"
    print(f"\n{differ} requests whose outcome changes with the {what} ({asked} turns)")


if __name__ == "__main__":
    main()
