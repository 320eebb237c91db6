"""Requests to run a shell command, in phrasings the offline model was not tuned on.

Every phrasing of ``command_phrasings.py`` is asked with every command of ``COMMANDS``, each in a
fresh session through the public API (as ``bench_answers.ask``: a new ``Runtime``, ``run_turn``),
on a small temporary workspace of two Python files. A command's output never appears in the
request itself (checked), so an answer cannot be right by echoing the request:

- a ``HELDOUT`` request is right when the session ran ``bash`` and the answer contains the
  command's output;
- a ``NOT_COMMANDS`` sentence (it mentions the command but does not ask to run it) is right when
  no ``bash`` call ran, read from the turn's ``ToolStarted`` events.

A phrasing counts as right when it is right with every command. The phrasings were written blind
and are measured, not tuned on.

Run from the repository root:
    python benchmarks/bench_commands.py [-v] [--list heldout|heldout2|heldout3]
(``-v`` prints each missed phrasing and command with the answer's first line; ``--list heldout``,
the default, asks ``HELDOUT`` and ``NOT_COMMANDS``; ``--list heldout2`` asks the second blind pair,
``HELDOUT2`` and ``NOT_COMMANDS2``; ``--list heldout3`` the third, ``HELDOUT3`` and
``NOT_COMMANDS3``.)
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import command_phrasings  # noqa: E402

from ctxmagic.agent.events import ToolStarted  # noqa: E402
from ctxmagic.agent.loop import run_turn  # noqa: E402
from ctxmagic.runtime import Runtime  # noqa: E402

INVENTORY = '''"""Stock levels of a small shop."""

from dataclasses import dataclass


@dataclass
class Item:
    name: str
    count: int
    price: float


def total_value(items):
    """What the stock is worth."""
    return sum(item.count * item.price for item in items)


def low_stock(items, limit=5):
    """The items to order again."""
    return [item for item in items if item.count < limit]


DEFAULT_LIMIT = 5
'''

REPORT = '''"""A one-line stock report."""

from inventory import low_stock, total_value


def report(items):
    low = ", ".join(item.name for item in low_stock(items))
    return f"worth {total_value(items):.2f}; order again: {low or 'nothing'}"
'''

FILES = {"inventory.py": INVENTORY, "report.py": REPORT}


@dataclass(frozen=True)
class Command:
    """A command with a deterministic output, and a pattern the answer must contain."""

    text: str
    output: str  # a regular expression


COMMANDS = [
    Command('python -c "print(6 * 7)"', r"\b42\b"),
    Command("seq 3 5", r"\b3\W+4\W+5\b"),
    Command("echo $((17 * 3))", r"\b51\b"),
    Command('python -c "import string; print(len(string.ascii_letters))"', r"\b52\b"),
    Command("ls", r"\binventory\.py\b[\s\S]*\breport\.py\b|\breport\.py\b[\s\S]*\binventory\.py\b"),
    Command("wc -l inventory.py", rf"\b{len(INVENTORY.splitlines())}\b"),
]


# --list choice -> (requests to run the command, sentences that must not run it)
LISTS = {
    "heldout": ("HELDOUT", "NOT_COMMANDS"),
    "heldout2": ("HELDOUT2", "NOT_COMMANDS2"),
    "heldout3": ("HELDOUT3", "NOT_COMMANDS3"),
}


def asks_to_run(kind: str) -> bool:
    """Whether a list's phrasings ask to run the command (the run list is first in ``LISTS``)."""
    return any(kind == run for run, _ in LISTS.values())


@dataclass(frozen=True)
class Outcome:
    answer: str
    ran_bash: bool


def ask(ws: Path, prompt: str) -> Outcome:
    """The answer of a fresh session, and whether it called ``bash``."""
    runtime = Runtime(workspace=str(ws), db_path=str(ws.parent / f"{ws.name}.db"))
    try:
        agent = runtime.open(title="bench")
        events: list = []
        run_turn(agent, prompt, events.append)
        calls = [e.call for e in events if isinstance(e, ToolStarted)]
        answer = runtime.store.messages(agent.session_id)[-1].text
    finally:
        runtime.close()
    return Outcome(answer, any(c.name == "bash" for c in calls))


def right(kind: str, command: Command, outcome: Outcome) -> bool:
    if not asks_to_run(kind):
        return not outcome.ran_bash
    return outcome.ran_bash and re.search(command.output, outcome.answer) is not None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-v", action="store_true", help="print each missed phrasing")
    parser.add_argument(
        "--list", choices=sorted(LISTS), default="heldout", help="which pair of lists to ask"
    )
    args = parser.parse_args()
    lists = {k: getattr(command_phrasings, k) for k in LISTS[args.list]}
    pairs: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    whole: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    with tempfile.TemporaryDirectory() as tmp:
        ws = Path(tmp) / "ws"
        ws.mkdir()
        for name, text in FILES.items():
            (ws / name).write_text(text, encoding="utf-8")
        for kind, templates in lists.items():
            for template in templates:
                all_right = True
                for command in COMMANDS:
                    prompt = template.format(cmd=command.text)
                    if asks_to_run(kind) and re.search(command.output, prompt):
                        raise SystemExit(f"the output of {command.text!r} is in {prompt!r}")
                    outcome = ask(ws, prompt)
                    ok = right(kind, command, outcome)
                    pairs[kind][0] += ok
                    pairs[kind][1] += 1
                    all_right &= ok
                    if args.v and not ok:
                        first = (outcome.answer.strip().splitlines() or [""])[0][:160]
                        bash = "ran bash" if outcome.ran_bash else "no bash"
                        print(f"-- {kind} {prompt!r}\n   [{bash}] {first}", flush=True)
                whole[kind][0] += all_right
                whole[kind][1] += 1
    print("\n| list | phrasings right (all commands) | phrasing x command right |")
    print("|---|---|---|")
    for kind in lists:
        (w, wn), (p, pn) = whole[kind], pairs[kind]
        print(f"| {kind} | {w} / {wn} ({100 * w / wn:.0f}%) | {p} / {pn} ({100 * p / pn:.0f}%) |")


if __name__ == "__main__":
    main()
