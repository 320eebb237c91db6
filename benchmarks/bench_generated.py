"""Questions that name the code, generated from any Python package, asked of the offline model.

Where ``bench_answers.py`` asks questions written by people, this one writes them from the code
itself, so it runs on any package, the standard library's or yours, with gold answers that need
no reading: for definitions picked at random (seeded), "where is X defined" (gold: its ``def`` /
``class`` line), "what does X return" (its return statements), "where is E raised" (the raise
statements of E, ``raise E``, ``raise mod.E(...)``) and "who calls X" (the calls ``X(...)``,
``obj.X(...)``). Each question is asked in a phrasing drawn from a list of templates
(``generated_phrasings.py``: ``tuning``, the ones the reading was fixed on; ``heldout``, written
by someone who had not read the reader, measured before any change made for them; ``heldout2``,
a second such list, measured once at the end; ``heldout3``, a third, written blind and not yet
measured). A citation
within 3 lines of a gold line is right, as in ``bench_answers.py``; the first citation is
scored too.

Run from the repository root:
    python benchmarks/bench_generated.py [--package asyncio,json | --path DIR] [--per 25]
        [--seed 1] [--phrasings tuning|heldout|heldout2|heldout3] [-v]
"""

from __future__ import annotations

import argparse
import ast
import random
import shutil
import sys
import sysconfig
import tempfile
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import generated_phrasings  # noqa: E402
from bench_answers import SLACK, cited  # noqa: E402

from ctxmagic.agent.loop import run_turn  # noqa: E402
from ctxmagic.runtime import Runtime  # noqa: E402

Place = tuple[str, int]


class Facts:
    """What the gold answers need, read from the package with ``ast``."""

    def __init__(self, root: Path) -> None:
        self.defs: dict[str, list[Place]] = defaultdict(list)
        self.returns: dict[str, list[Place]] = {}  # by name, for names defined once
        self.raises: dict[str, list[Place]] = defaultdict(list)
        self.calls: dict[str, list[Place]] = defaultdict(list)
        for file in sorted(root.rglob("*.py")):
            rel = file.relative_to(root).as_posix()
            try:
                tree = ast.parse(file.read_text(encoding="utf-8"))
            except (SyntaxError, UnicodeDecodeError, ValueError):
                continue
            for node in ast.walk(tree):
                self._read(rel, node)

    def _read(self, rel: str, node: ast.AST) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            self.defs[node.name].append((rel, node.lineno))
            if not isinstance(node, ast.ClassDef):
                self.returns[node.name] = [(rel, r.lineno) for r in _own_returns(node)]
        elif isinstance(node, ast.Raise) and node.exc is not None:
            name = _name(node.exc.func if isinstance(node.exc, ast.Call) else node.exc)
            if name:
                self.raises[name].append((rel, node.lineno))
        elif isinstance(node, ast.Call):
            name = _name(node.func)
            if name:
                self.calls[name].append((rel, node.lineno))

    def questions(self, rnd: random.Random, per: int) -> list[tuple[str, str, set[Place]]]:
        """(kind, name, gold) for up to ``per`` names of each kind."""
        once = sorted(n for n, at in self.defs.items() if len(at) == 1 and not n.startswith("__"))
        out: list[tuple[str, str, set[Place]]] = []

        def pick(kind: str, names: list[str], gold: dict[str, list[Place]]) -> None:
            for name in rnd.sample(names, min(per, len(names))):
                out.append((kind, name, set(gold[name])))

        pick("where", once, self.defs)
        pick("returns", [n for n in once if self.returns.get(n)], self.returns)
        exceptions = sorted(n for n in self.raises if n in self.defs or n.endswith("Error"))
        pick("raises", exceptions, self.raises)
        pick("calls", [n for n in once if 0 < len(self.calls.get(n, ())) <= 12], self.calls)
        return out


def _name(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    return node.attr if isinstance(node, ast.Attribute) else None


def _own_returns(func: ast.AST) -> list[ast.Return]:
    """The function's return statements, not those of functions or classes inside it."""
    found: list[ast.Return] = []
    stack = list(ast.iter_child_nodes(func))
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        if isinstance(node, ast.Return):
            found.append(node)
        stack.extend(ast.iter_child_nodes(node))
    return found


def workspace(args: argparse.Namespace, tmp: Path) -> Path:
    ws = tmp / "ws"
    if args.path:
        shutil.copytree(args.path, ws, ignore=shutil.ignore_patterns("__pycache__", ".*"))
        return ws
    return copy_stdlib(args.package, ws)


def copy_stdlib(packages: str, ws: Path) -> Path:
    """Standard-library packages or modules (``asyncio,json``) copied into ``ws``, tests left
    out: the code a benchmark asks about or edits."""
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    ws.mkdir()
    for name in packages.split(","):
        source = stdlib / name if (stdlib / name).is_dir() else stdlib / f"{name}.py"
        if source.is_dir():
            ignore = shutil.ignore_patterns("__pycache__", "test", "tests", "idle_test")
            shutil.copytree(source, ws / name, ignore=ignore)
        else:
            shutil.copy2(source, ws / source.name)
    return ws


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--package", default="asyncio", help="standard-library packages, a,b")
    parser.add_argument("--path", type=Path, help="a directory of your own code instead")
    parser.add_argument("--per", type=int, default=25, help="questions of each kind")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--phrasings", choices=["tuning", "heldout", "heldout2", "heldout3"], default="tuning"
    )
    parser.add_argument("-v", action="store_true", help="print each question that is missed")
    args = parser.parse_args()
    templates = getattr(generated_phrasings, args.phrasings.upper())
    rnd = random.Random(args.seed)
    score: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    with tempfile.TemporaryDirectory() as tmp:
        ws = workspace(args, Path(tmp))
        runtime = Runtime(workspace=str(ws), db_path=str(Path(tmp) / "bench.db"))
        try:
            for kind, name, gold in Facts(ws).questions(rnd, args.per):
                question = rnd.choice(templates[kind]).format(n=name)
                agent = runtime.open(title="generated")
                run_turn(agent, question)
                answer = runtime.store.messages(agent.session_id)[-1].text
                cites = cited(answer)

                def right(cite: Place, gold: set[Place] = gold) -> bool:
                    return any(cite[0] == p and abs(cite[1] - n) <= SLACK for p, n in gold)

                first = bool(cites) and right(cites[0])
                row = score[kind]
                row[0] += 1
                row[1] += any(right(c) for c in cites)
                row[2] += first
                if args.v and not first:
                    print(f"-- {kind:7s} {question}\n   {answer.splitlines()[0][:160]}")
        finally:
            runtime.close()
    print("\n| kind | n | cites right | first citation right |\n|---|---|---|---|")
    for kind, (n, hit, first) in score.items():
        print(f"| {kind} | {n} | {hit} ({100 * hit / n:.0f}%) | {first} ({100 * first / n:.0f}%) |")


if __name__ == "__main__":
    main()
