"""The package's layout holds to docs/engine.md: imports run one way, and no modules in a circle.

The imports are read with ``ast`` from the source, every one of them: at the top, inside a
function (lazy) or under ``if TYPE_CHECKING`` (a type is a dependency too).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "ctxmagic"
DOC = ROOT / "docs" / "engine.md"
ANYTHING = "anything"


def modules() -> dict[str, Path]:
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        found[name.removesuffix(".__init__")] = path
    return found


def imports(mods: dict[str, Path]) -> dict[str, set[str]]:
    """Each module's imports of other ctxmagic modules: a name imported from a package that is a
    module counts as that module, any other name as the package's ``__init__``."""
    edges: dict[str, set[str]] = {}
    for name, path in mods.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")
                    base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
                subs = [f"{base}.{a.name}" for a in node.names if f"{base}.{a.name}" in mods]
                # ``from . import view`` imports a module; ``from .. import X`` a name of __init__
                targets = subs if len(subs) == len(node.names) else [base, *subs]
            else:
                continue
            for target in targets:
                while target and target not in mods:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    found.add(target)
        edges[name] = found
    return edges


def unit(module: str) -> str:
    """The row of the table a module belongs to: its package under ctxmagic, or itself."""
    if module == "ctxmagic":
        return "__init__"
    return module.split(".")[1]


def documented() -> dict[str, set[str] | None]:
    """The table of docs/engine.md: unit -> the units it may import (None: anything)."""
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## The layout", 1)[1].split("\n## ", 1)[0]
    rules: dict[str, set[str] | None] = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 3 or not cells[0].startswith("`"):
            continue
        names = [re.sub(r"(\.py|/)$", "", n) for n in re.findall(r"`([^`]+)`", cells[0])]
        allowed = None if cells[2] == ANYTHING else set(re.findall(r"`([^`]+)`", cells[2]))
        for name in names:
            rules[name] = allowed
    return rules


def test_the_documented_table_covers_every_package_and_root_module():
    rules = documented()
    units = {unit(m) for m in modules()}
    assert units - set(rules) == set(), "document these in docs/engine.md's layout table"
    assert set(rules) - units == set(), "the layout table names what the package does not hold"
    for allowed in rules.values():
        assert allowed is None or allowed <= set(rules), f"unknown names in {allowed}"


def test_the_documented_direction_has_no_circle():
    rules = documented()
    order: list[str] = []
    state: dict[str, int] = {}

    def visit(name: str, path: tuple[str, ...]) -> None:
        if state.get(name) == 2:
            return
        assert state.get(name) != 1, f"docs/engine.md allows a circle: {' -> '.join(path)}"
        state[name] = 1
        for dep in sorted(rules[name] or ()):
            visit(dep, (*path, dep))
        state[name] = 2
        order.append(name)

    for name in sorted(rules):
        visit(name, (name,))
    assert len(order) == len(rules)


def test_every_import_runs_in_the_documented_direction():
    rules = documented()
    against = []
    for module, targets in imports(modules()).items():
        source = unit(module)
        allowed = rules[source]
        for target in sorted(targets):
            if allowed is not None and unit(target) != source and unit(target) not in allowed:
                against.append(f"{module} imports {target}")
    assert against == [], "imports against docs/engine.md's layout table"


def test_context_and_providers_never_import_each_other():
    edges = imports(modules())
    crossing = [
        f"{a} -> {b}"
        for a, targets in edges.items()
        for b in targets
        if {unit(a), unit(b)} == {"context", "providers"}
    ]
    assert crossing == []


def test_no_modules_import_each_other_in_a_circle():
    """Tarjan's strongly connected components over every import: any component of two or more
    modules is a circle, however long."""
    edges = imports(modules())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                circles.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            connect(v)
    assert circles == []


def test_the_root_holds_a_handful_of_modules():
    root = sorted(p.stem for p in PACKAGE.glob("*.py") if p.stem not in ("__init__", "__main__"))
    assert root == ["errors", "hints", "runtime"]


def test_the_public_entry_points_still_import():
    """What the README and users rely on: the Python API, the extension hook, the lab."""
    import ctxmagic
    from ctxmagic import lab, open_session  # noqa: F401
    from ctxmagic.runtime import Runtime, Settings  # noqa: F401

    assert callable(ctxmagic.load_ipython_extension)
    assert callable(lab.compare)
