"""A repo map (Aider's idea): the workspace's definitions, ranked by use, within a token budget.

The map is system context that survives compaction (DESIGN 2.6, externalize): the model sees the
shape of the code base (which functions and classes exist, their signatures, where they are)
without reading files, and the most used definitions come first, so a small budget keeps what
matters most. Aider ranks with tree-sitter and a graph of files; this is the dependency-free
version: only Python is parsed structurally (with ``ast``), every other text file contributes
references by word match, and a definition's rank is how often its name is used across the
workspace (Python: ``Name`` and ``Attribute`` nodes, where a method counts only attribute uses
``obj.method``; other files: whole-word matches). Names are matched by their last component, so
two definitions with one name share a count: a heuristic, as Aider's is.

Files are walked with the sandbox's skip list; symlinks, files over 1 MB, binary files and the
memory directory (notes, not code) are left out. Parse results are cached by path, size and
modification time, so rebuilding the map on every request re-reads only changed files.
"""

from __future__ import annotations

import ast
import html
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import ToolError
from ..model.tokens import TokenCounter
from ..safety.workspace import BINARY_SNIFF_BYTES, Entry, FileTooLarge, read_regular, walk
from ..tools.memory import MEMORY_DIR

MAX_FILE_BYTES = 1024 * 1024
MAX_SIGNATURE_CHARS = 200
MAX_DEFAULT_CHARS = 40
PYTHON_SUFFIXES = (".py", ".pyi")
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_CACHE_LIMIT = 50_000
_TRY_TYPES: tuple[type[ast.stmt], ...] = (ast.Try, getattr(ast, "TryStar", ast.Try))  # 3.11+


@dataclass(frozen=True)
class Definition:
    path: str  # relative to the workspace, '/'-separated
    line: int  # 1-based line of the def/class keyword
    kind: str  # function | class | method
    name: str  # qualified within the module: f, C, C.method, C.Inner
    signature: str  # rebuilt from the AST: "def f(a, b: int = 1) -> str", "class C(Base)"
    references: int  # uses of the name across the workspace


@dataclass
class RepoMap:
    text: str  # the rendered map (empty when nothing fits)
    entries: list[Definition]  # the definitions in the map, in rank order
    tokens: int  # tokens of ``text`` for the counter's model
    files_scanned: int
    truncated: bool  # some definitions (or files) did not make it into the map
    definitions_found: int = 0
    unparsable: list[str] = field(default_factory=list)  # Python files that failed to parse
    file_limit_reached: bool = False

    def summary(self) -> str:
        """One line: how much of the code base the map shows, and at what cost."""
        extra = ""
        if self.unparsable:
            extra += f", {len(self.unparsable)} Python file(s) did not parse"
        if self.file_limit_reached:
            extra += ", file limit reached"
        return (
            f"repo map: {len(self.entries)} of {self.definitions_found} definitions, "
            f"{self.tokens:,} tokens, {self.files_scanned} files scanned{extra}"
        )

    def __str__(self) -> str:
        return f"{self.summary()}\n\n{self.text}" if self.text else self.summary()

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str]:
        body = f"<pre>{html.escape(self.text)}</pre>" if self.text else ""
        return {"text/plain": str(self), "text/html": f"<p>{html.escape(self.summary())}</p>{body}"}


@dataclass(frozen=True)
class _Scan:
    """What one file contributes: its definitions (Python only) and the names it uses."""

    definitions: tuple[tuple[int, str, str, str], ...]  # (line, kind, name, signature)
    names: Counter[str]  # Python ``Name`` ids
    attributes: Counter[str]  # Python ``Attribute`` names (obj.attr)
    words: Counter[str]  # identifiers in other text (and in Python that failed to parse)
    parsed: bool  # False for a Python file that failed to parse


_cache: dict[str, tuple[int, int, _Scan]] = {}


def _short(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _arg(arg: ast.arg, default: ast.expr | None) -> str:
    text = arg.arg
    if arg.annotation is not None:
        text += f": {ast.unparse(arg.annotation)}"
    if default is not None:
        value = _short(ast.unparse(default), MAX_DEFAULT_CHARS)
        text += f" = {value}" if arg.annotation is not None else f"={value}"
    return text


def _arguments(args: ast.arguments) -> str:
    """The parameter list as PEP 8 writes it (``b: int = 1``, ``c=2``, ``/`` and ``*`` markers)."""
    parts: list[str] = []
    positional = [*args.posonlyargs, *args.args]
    defaults: list[ast.expr | None] = [None] * (len(positional) - len(args.defaults))
    defaults += args.defaults
    for index, (arg, default) in enumerate(zip(positional, defaults, strict=True)):
        parts.append(_arg(arg, default))
        if args.posonlyargs and index == len(args.posonlyargs) - 1:
            parts.append("/")
    if args.vararg is not None:
        parts.append("*" + _arg(args.vararg, None))
    elif args.kwonlyargs:
        parts.append("*")
    for arg, default in zip(args.kwonlyargs, args.kw_defaults, strict=True):
        parts.append(_arg(arg, default))
    if args.kwarg is not None:
        parts.append("**" + _arg(args.kwarg, None))
    return ", ".join(parts)


def _type_params(node: ast.AST) -> str:
    params = getattr(node, "type_params", None)  # Python 3.12+ generics
    return f"[{', '.join(ast.unparse(p) for p in params)}]" if params else ""


def signature(node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> str:
    """``def name(args) -> ret`` or ``class Name(bases)``, rebuilt from the AST."""
    if isinstance(node, ast.ClassDef):
        bases = [ast.unparse(b) for b in node.bases] + [ast.unparse(k) for k in node.keywords]
        text = f"class {node.name}{_type_params(node)}"
        text += f"({', '.join(bases)})" if bases else ""
    else:
        keyword = "async def" if isinstance(node, ast.AsyncFunctionDef) else "def"
        text = f"{keyword} {node.name}{_type_params(node)}({_arguments(node.args)})"
        if node.returns is not None:
            text += f" -> {ast.unparse(node.returns)}"
    return _short(text, MAX_SIGNATURE_CHARS)


def _statements(body: list[ast.stmt]) -> list[ast.stmt]:
    """Statements of a block, looking inside if/try/with (e.g. ``if TYPE_CHECKING:``)."""
    out: list[ast.stmt] = []
    for stmt in body:
        if isinstance(stmt, ast.If):
            out += _statements(stmt.body) + _statements(stmt.orelse)
        elif isinstance(stmt, _TRY_TYPES):
            out += _statements(stmt.body)
            for handler in stmt.handlers:
                out += _statements(handler.body)
            out += _statements(stmt.orelse) + _statements(stmt.finalbody)
        elif isinstance(stmt, (ast.With, ast.AsyncWith)):
            out += _statements(stmt.body)
        else:
            out.append(stmt)
    return out


def _definitions(body: list[ast.stmt], prefix: str = "") -> list[tuple[int, str, str, str]]:
    """Module-level functions and classes, and (recursively) the methods of classes."""
    out: list[tuple[int, str, str, str]] = []
    for stmt in _statements(body):
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            kind = "method" if prefix else "function"
            out.append((stmt.lineno, kind, prefix + stmt.name, signature(stmt)))
        elif isinstance(stmt, ast.ClassDef):
            out.append((stmt.lineno, "class", prefix + stmt.name, signature(stmt)))
            out += _definitions(stmt.body, f"{prefix}{stmt.name}.")
    return out


def _scan_python(source: str, name: str) -> _Scan:
    try:
        tree = ast.parse(source, filename=name)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return _Scan((), Counter(), Counter(), Counter(_WORD.findall(source)), parsed=False)
    names: Counter[str] = Counter()
    attributes: Counter[str] = Counter()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            names[node.id] += 1
        elif isinstance(node, ast.Attribute):
            attributes[node.attr] += 1
    return _Scan(tuple(_definitions(tree.body)), names, attributes, Counter(), parsed=True)


def _scan(root: Path, path: Path, size: int, mtime_ns: int) -> _Scan | None:
    """The file's contribution (cached by size and mtime), or None for a binary file or one
    that is not a regular file (a named pipe would block the scan)."""
    key = str(path)
    hit = _cache.get(key)
    if hit is not None and hit[0] == size and hit[1] == mtime_ns:
        return hit[2]
    try:
        data = read_regular(root, path, key, MAX_FILE_BYTES)
    except (OSError, ToolError, FileTooLarge):
        return None
    if b"\x00" in data[:BINARY_SNIFF_BYTES]:
        return None
    text = data.decode("utf-8", errors="replace")
    if path.suffix in PYTHON_SUFFIXES:
        result = _scan_python(text, path.name)
    else:
        result = _Scan((), Counter(), Counter(), Counter(_WORD.findall(text)), parsed=True)
    if len(_cache) >= _CACHE_LIMIT:
        _cache.clear()
    _cache[key] = (size, mtime_ns, result)
    return result


def rank(definitions: list[Definition]) -> list[Definition]:
    """Most referenced first; ties by path, then line, so the map is stable between requests."""
    return sorted(definitions, key=lambda d: (-d.references, d.path, d.line))


def display_signature(definition: Definition) -> str:
    """The signature with the qualified name (``def Class.method(...)``) for nested definitions."""
    if "." not in definition.name:
        return definition.signature
    short = definition.name.rsplit(".", 1)[1]
    return definition.signature.replace(f" {short}", f" {definition.name}", 1)


def render(entries: list[Definition]) -> str:
    """Group by file (files in the order of their best-ranked entry), entries by line."""
    by_file: dict[str, list[Definition]] = {}
    for entry in entries:
        by_file.setdefault(entry.path, []).append(entry)
    blocks = []
    for path, defs in by_file.items():
        lines = [f"{path}:"]
        lines += [f"  {d.line}: {display_signature(d)}" for d in sorted(defs, key=lambda d: d.line)]
        blocks.append("\n".join(lines))
    return "\n".join(blocks)


def _prune_memory(root: Path) -> Callable[[Entry], bool]:
    """Leave out symlinks and the top-level memory directory (the memory tool's notes)."""
    memory = root / MEMORY_DIR

    def prune(entry: Entry) -> bool:
        return entry.is_symlink or (entry.depth == 1 and entry.is_dir and entry.path == memory)

    return prune


def build_repo_map(
    workspace: str | Path,
    *,
    budget_tokens: int,
    counter: TokenCounter,
    max_files: int = 2000,
) -> RepoMap:
    """Scan the workspace and render the highest-ranked definitions that fit ``budget_tokens``.

    The rendered text's token count (for ``counter``'s model) never exceeds the budget; entries
    are taken in rank order and the first that does not fit ends the map, so a smaller budget
    always keeps a prefix of a larger one's entries.
    """
    if budget_tokens < 0:
        raise ValueError(f"budget_tokens must be 0 or more, got {budget_tokens}")
    if max_files < 1:
        raise ValueError(f"max_files must be at least 1, got {max_files}")
    root = Path(workspace).resolve()
    names: Counter[str] = Counter()
    attributes: Counter[str] = Counter()
    words: Counter[str] = Counter()
    found: list[tuple[str, tuple[int, str, str, str]]] = []
    unparsable: list[str] = []
    scanned = 0
    limit_reached = False
    for entry in walk(root, prune=_prune_memory(root)):
        if entry.is_dir or entry.is_symlink:  # a link's target is scanned where it lives
            continue
        try:
            st = entry.path.stat()
        except OSError:
            continue
        if st.st_size > MAX_FILE_BYTES:
            continue
        if scanned >= max_files:
            limit_reached = True
            break
        result = _scan(root, entry.path, st.st_size, st.st_mtime_ns)
        if result is None:
            continue
        scanned += 1
        rel = entry.path.relative_to(root).as_posix()
        names.update(result.names)
        attributes.update(result.attributes)
        words.update(result.words)
        if not result.parsed:
            unparsable.append(rel)
        found += [(rel, d) for d in result.definitions]
    definitions = rank(
        [
            Definition(
                rel, line, kind, name, sig, _references(kind, name, names, attributes, words)
            )
            for rel, (line, kind, name, sig) in found
        ]
    )
    count, text, tokens = _fit(definitions, budget_tokens, counter)
    return RepoMap(
        text=text,
        entries=definitions[:count],
        tokens=tokens,
        files_scanned=scanned,
        truncated=count < len(definitions) or limit_reached,
        definitions_found=len(definitions),
        unparsable=unparsable,
        file_limit_reached=limit_reached,
    )


def _references(
    kind: str, name: str, names: Counter[str], attributes: Counter[str], words: Counter[str]
) -> int:
    """Uses of a definition's name: a method is only ever used as ``obj.method``, so a bare
    ``Name`` of the same spelling (a local variable ``text``) does not count for it."""
    short = name.rsplit(".", 1)[-1]
    bare = 0 if kind == "method" else names[short]
    return bare + attributes[short] + words[short]


def _fit(ranked: list[Definition], budget: int, counter: TokenCounter) -> tuple[int, str, int]:
    """The largest prefix of ``ranked`` whose rendering fits ``budget`` (binary search).

    Token counts grow with the prefix, so a binary search needs log2(n) counts instead of n.
    """
    lo, hi = 0, len(ranked)  # invariant: the prefix of length lo fits
    best_text, best_tokens = "", 0
    while lo < hi:
        mid = (lo + hi + 1) // 2
        text = render(ranked[:mid])
        tokens = counter.text(text)
        if tokens <= budget:
            lo, best_text, best_tokens = mid, text, tokens
        else:
            hi = mid - 1
    return lo, best_text, best_tokens
