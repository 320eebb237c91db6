"""Edit requests generated from any package's code, checked against what an edit must never do.

For definitions, constants and lines drawn at random (seeded) from a package, requests of every
kind the offline model reads (rename, delete a definition, add a docstring, set a constant,
replace / delete / comment out a quoted line, lines by number, inserts, new files), some of them
beyond it or wrong on purpose (a keyword as a new name, a package's name, a file that exists).
Each runs on a fresh copy through the real loop and tools, and is checked:

- an answer that says "I did not change anything" changed nothing;
- an answer that reports a change made one;
- a Python file that parsed still parses;
- an import of the workspace's own modules that resolved still resolves (``from .x import y``,
  ``import pkg.x``: a rename of a module's name in text alone breaks them).

Prints each violation and the counts of each outcome. Run from the repository root:
    python benchmarks/bench_edit_fuzz.py [--package email] [--requests 150] [--seed 1]
"""

from __future__ import annotations

import argparse
import ast
import functools
import importlib.util
import random
import shutil
import sys
import tempfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_generated import copy_stdlib  # noqa: E402

from ctxmagic.agent.loop import run_turn  # noqa: E402
from ctxmagic.runtime import Runtime  # noqa: E402

DONE = ("Renamed", "Replaced", "Inserted", "Deleted", "Commented", "Uncommented", "Added", "Wrote")


def facts(root: Path) -> tuple[list, list, list]:
    """Definitions (file, name), module constants (file, name, value) and lines (file, n, text)."""
    defs, consts, lines = [], [], []
    for file in sorted(root.rglob("*.py")):
        rel, text = file.relative_to(root).as_posix(), file.read_text(encoding="utf-8")
        tree = ast.parse(text)
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                defs.append((rel, node.name))
        for node in tree.body:
            if (
                isinstance(node, ast.Assign)
                and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
                and isinstance(node.value, ast.Constant)
            ):
                consts.append((rel, node.targets[0].id, node.value.value))
        lines += [
            (rel, n, t.strip()) for n, t in enumerate(text.splitlines(), 1) if len(t.strip()) > 8
        ]
    return defs, consts, lines


def request(rnd: random.Random, defs: list, consts: list, lines: list) -> str:
    rel, name = rnd.choice(defs)
    crel, const, value = rnd.choice(consts) if consts else (rel, "LIMIT", 1)
    lrel, n, text = rnd.choice(lines)
    package = rel.split("/")[0].removesuffix(".py")
    return rnd.choice(
        [
            f"Rename {name} to {name}_v2",
            f"Rename `{name}` in {rel} to `{name}2`",
            f"rename {name} to {rnd.choice(['for', 'lambda', 'None', 'class'])}",
            f"rename {package} to {package}2",
            f"Delete the function {name}",
            f"Remove {name} from {rel}",
            f"Add a docstring to {name} saying it does the thing",
            f"Set {const} to 42",
            f'Change {const} to "abc"',
            f"Bump {const} to {value!r}",
            f"Replace '{text}' with 'pass'",
            f"Delete the line `{text}`",
            f"Comment out the line '{text}' in {lrel}",
            f"Delete line {n} of {lrel}",
            f"Insert 'import os' at the top of {lrel}",
            f"Add `x = 1` after line {n} in {lrel}",
            f"Delete lines {n}-{n + 3} in {lrel}",
            f"Comment out lines {n}-{n + 1} of {lrel}",
            f"Uncomment line {n} of {lrel}",
            f"Replace every '{name}' with 'zzz' in {rel}",
            f"Insert '    pass' after the line '{text}'",
            f"Write 'print(1)' into a new file {rel}",
            f"Put `# note` before line {n} of {lrel}",
        ]
    )


def snapshot(ws: Path) -> dict[Path, bytes]:
    return {p: p.read_bytes() for p in ws.rglob("*") if p.is_file() and ".ctxmagic" not in p.parts}


def parses(data: bytes | None) -> bool:
    try:
        ast.parse(data or b"")
    except (SyntaxError, ValueError):
        return False
    return True


@functools.cache
def _importable(top: str) -> bool:
    return bool(top) and importlib.util.find_spec(top) is not None


def unresolved(files: dict[Path, bytes], ws: Path) -> set[tuple[str, str]]:
    """(file, module) for each import that points nowhere: a module missing from the workspace
    although its top-level package is there, or a top-level name nothing can import."""
    modules = set()
    for path in files:
        if path.suffix == ".py":
            parts = path.relative_to(ws).with_suffix("").parts
            modules.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    tops = {m.split(".")[0] for m in modules}
    out = set()
    for path, data in files.items():
        if path.suffix != ".py" or not parses(data):
            continue
        package = path.relative_to(ws).parent.parts
        for node in ast.walk(ast.parse(data)):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = package[: len(package) - node.level + 1] if node.level else ()
                module = ".".join([*base, *(node.module.split(".") if node.module else [])])
                # "from pkg import name": name may be a module or anything the package defines
                names = [module]
            for name in names:
                top = name.split(".")[0]
                missing = name not in modules if top in tops else not _importable(top)
                if missing:
                    out.add((path.relative_to(ws).as_posix(), name))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--package", default="email", help="standard-library packages, a,b")
    parser.add_argument("--requests", type=int, default=150)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rnd = random.Random(args.seed)
    outcomes: Counter[str] = Counter()
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        source = copy_stdlib(args.package, Path(tmp) / "source")
        defs, consts, lines = facts(source)
        for k in range(args.requests):
            ws = Path(tmp) / f"w{k}"
            shutil.copytree(source, ws)
            before, prompt = snapshot(ws), request(rnd, defs, consts, lines)
            runtime = Runtime(workspace=str(ws), db_path=str(Path(tmp) / f"w{k}.db"))
            try:
                agent = runtime.open(title="fuzz")
                run_turn(agent, prompt)
                answer = runtime.store.messages(agent.session_id)[-1].text
            finally:
                runtime.close()
            after = snapshot(ws)
            changed = [p for p in before.keys() | after.keys() if before.get(p) != after.get(p)]
            problems = []
            declined = answer.startswith("I did not change anything")
            if declined and changed:
                problems.append(f"said it changed nothing, changed {len(changed)} file(s)")
            if answer.startswith(DONE) and not changed:
                problems.append("reported a change, made none")
            broken = unresolved(after, ws) - unresolved(before, ws)
            problems += [f"{f}: import of {m} no longer resolves" for f, m in sorted(broken)[:3]]
            problems += [
                f"{p.relative_to(ws)} no longer parses"
                for p in changed
                if p.suffix == ".py" and parses(before.get(p)) and not parses(after.get(p))
            ]
            outcomes["declined" if declined else "changed" if changed else "other"] += 1
            if problems:
                bad += 1
                print(f"!! {prompt}\n   {answer.splitlines()[0][:200]}\n   {'; '.join(problems)}")
            shutil.rmtree(ws)
    print(f"\n{args.requests} requests on {args.package}: {dict(outcomes)}; violations: {bad}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
