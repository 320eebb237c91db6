"""Questions about the rule of a table of regular expressions that handles a text the question
quotes: "Which rule in the Prolog lexer tags a lone `_` ...?", "How does the Felix lexer handle
`#if 0` blocks?", "which lexer highlights operators like %*%?".

Lexers and tokenizers keep their logic in tables rather than in functions: Pygments' ``tokens``
(state -> list of ``(regex, token, next_state)``; https://pygments.org/docs/lexerdevelopment/),
or a module's list of ``(regex, kind)`` pairs. Words rank such rules badly (``r'/\\*'`` holds
none), but the text a question quotes can be matched the way the lexer would: the rule whose
pattern matches it whole, the most specific one first.
"""

from __future__ import annotations

import ast
import functools
import re
from dataclasses import dataclass

from .index import WorkspaceIndex, split_identifier
from .lookup import cite
from .question import BACKTICKED, Question
from .turn import Step, TurnState

# a question about such a rule says what kind of thing it is after
RULE_ASKED = re.compile(
    r"\b(?:rules?|states?|lex\w*|highlight\w*|token\w*|colou?r\w*|regex\w*|regexp|patterns?|"
    r"syntax)\b",
    re.I,
)
# a run of marks written bare in the sentence ("nested /* */ comments", "operators like %*%")
MARKS = re.compile(r"(?<!\S)([^\w\s`'\"]{2,4}?)[,.;:?!)]*(?=\s|$)")
NOT_EXAMPLES = frozenset({"--", "...", "->", "=>", "?!", "!?", "??", "!!", "(?", "?)", "..?"})
SENTENCE_MARKS = ".,;:?!-()'\""
ELLIPSIS = re.compile(r"\s*(?:\.\.\.|…)\s*")
# texts of every shape: a pattern that matches more than a few of them is too general to be
# the one a quoted example points at (``[a-zA-Z_]\w*``, ``[^/*]``)
PROBES = (
    "a", "x", "foo", "Foo", "_", "_x", "x1", "0", "7", "42", "3.5", " ", "\t", "+", "-", "*",
    "/", "(", ")", "{", "}", ".", ",", ";", ":", "'", '"', "#", "%", "@", "<", ">", "=", "!",
    "?", "&", "|", "\\", "if", "end", "foo:", "a-b", "a.b", "a b", "x=1", "f()", "<a>", "'a'",
    '"a"', "0x1F", "1e5", "$x", "@x", "#x", "a\n",
)  # fmt: skip
MOST_GENERAL = 3


@dataclass(frozen=True)
class Rule:
    """One entry of a table: the line its pattern starts on, the pattern, and where it sits."""

    path: str
    line: int
    pattern: re.Pattern[str] | None
    literals: tuple[str, ...]  # the words of a ``words(...)`` list: it matches exactly these
    owner: str  # the class holding the table ("" at module level)
    state: str  # the key of the table it is listed under ("" for a plain list)
    state_line: int
    pushes: str  # the state it enters ("" for none, "#push" or "#pop")
    source: str  # the rule's text, as written

    def matches(self, text: str) -> bool:
        if self.literals:
            return text in self.literals
        return self.pattern is not None and self.pattern.fullmatch(text) is not None

    def generality(self, text: str) -> int:
        """How many probes the part of the pattern that matches ``text`` also matches (of
        ``\\+|-|%.*?%``, the ``%.*?%`` that matches *%*%*, not the one-mark operators)."""
        if self.literals or self.pattern is None:
            return 0
        return min(
            (sum(a.fullmatch(p) is not None for p in PROBES) for a in _alternatives(self.pattern)
             if a.fullmatch(text)),
            default=len(PROBES),
        )  # fmt: skip


def examples(text: str) -> list[str]:
    """The texts a question quotes as code: in backticks (split at an ellipsis: "`/* ... */`"
    is ``/*`` and ``*/``), or runs of marks written bare ("nested /* */ comments")."""
    found = []
    for span in BACKTICKED.findall(text):
        pieces = [p for p in ELLIPSIS.split(span) if p]
        found += pieces if len(pieces) == 1 else [p for p in pieces if len(p) > 1]
    bare = MARKS.findall(BACKTICKED.sub(" ", text))
    found += [m for m in bare if m not in NOT_EXAMPLES and set(m) - set(SENTENCE_MARKS)]
    return list(dict.fromkeys(found))


def handle_rule(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step | None:
    """The rule of a table that matches a text the question quotes, or None (not such a
    question, or no specific rule matches): read it, then answer with it and the state it
    enters."""
    if index is None or not RULE_ASKED.search(q.text):
        return None
    named = _state_named(q, index)
    if named is not None:
        return _answer_state(state, index, named)
    if q.kind == "where":
        return None
    said = examples(q.text)
    found = _matching(q, index, said) if said else []
    if not found or not _owner_asked(q, index, found[0]):
        return None
    rule = found[0]
    matched = ", ".join(f"`{e}`" for e in said if rule.matches(e))
    if "view" not in state.names:
        offset = max(rule.line - 1 - 10, 0)
        return Step(
            [("view", {"path": rule.path, "offset": offset, "limit": 40})],
            f"Reading the rule whose pattern matches {matched}.",
        )
    lines = [f"The rule that matches {matched} is {cite(state, index, rule.path, rule.line)}"]
    if rule.state:
        lines[0] += f" in the `'{rule.state}'` state"
    lines[0] += f" of `{rule.owner}`" if rule.owner else ""
    lines[0] += f" (the state starts at `{rule.path}:{rule.state_line}`)." if rule.state else "."
    lines[0] += _effect(rule)
    entered = [
        r for r in _rules(index, rule.path) if r.owner == rule.owner and r.state == rule.pushes
    ]
    if entered and not rule.pushes.startswith("#"):
        lines.append(
            f"It then enters the `'{rule.pushes}'` state, at "
            f"`{rule.path}:{entered[0].state_line}`, whose rules are:"
        )
        lines += [f"- {cite(state, index, r.path, r.line)}" + _effect(r) for r in entered[:6]]
    if found[1:]:
        lines.append(
            "Other rules that match it: "
            + "; ".join(
                f"`{r.path}:{r.line}`" + (f" (`'{r.state}'`)" if r.state else "")
                for r in found[1:3]
            )
            + "."
        )
    return Step(text="\n".join(lines))


STATE_QUOTED = re.compile(r"""['"`‘“]([\w-]+)['"`’”]\s+state\b|\bstate\s+['"`‘“]([\w-]+)['"`’”]""")


def _state_named(q: Question, index: WorkspaceIndex) -> list[Rule] | None:
    """The rules of the state a question names in quotes ("the 'string-literals' state"), of
    the class it names in words when more than one has it."""
    m = STATE_QUOTED.search(q.text)
    if m is None:
        return None
    name = m[1] or m[2]
    tables = [r for path in index.files for r in _rules(index, path) if r.state == name]
    if not tables:
        return None
    asked = {w.lower() for w in q.words}
    owners = list(dict.fromkeys((r.path, r.owner) for r in tables))
    owners.sort(key=lambda o: -len(_owner_words(o[1]) & asked))
    return [r for r in tables if (r.path, r.owner) == owners[0]]


def _answer_state(state: TurnState, index: WorkspaceIndex, rules: list[Rule]) -> Step:
    first = rules[0]
    if "view" not in state.names:
        offset = max(first.state_line - 1 - 5, 0)
        return Step(
            [("view", {"path": first.path, "offset": offset, "limit": 40})],
            f"Reading the `'{first.state}'` state.",
        )
    owner = f" of `{first.owner}`" if first.owner else ""
    lines = [
        f"The `'{first.state}'` state{owner} starts at "
        f"{cite(state, index, first.path, first.state_line)}; its rules:"
    ]
    lines += [f"- {cite(state, index, r.path, r.line)}" + _effect(r) for r in rules[:8]]
    return Step(text="\n".join(lines))


def _effect(rule: Rule) -> str:
    return {"#push": " (nested: enters the state again)", "#pop": " (leaves the state)"}.get(
        rule.pushes, ""
    )


def _owner_asked(q: Question, index: WorkspaceIndex, rule: Rule) -> bool:
    """Whether the rule's class may be the one asked about: not when the question names another
    class in words ("Vue's `v-bind:`" is about ``VueLexer``, not a rule of ``MaskLexer`` that
    matches any ``name:``)."""
    asked = {w.lower() for w in q.words}
    if _owner_words(rule.owner) & asked:
        return True
    return not any(_owner_words(s.name) & asked for s in index.symbols if s.kind == "class")


def _owner_words(owner: str) -> set[str]:
    return {w.lower() for w in split_identifier(owner.rsplit(".", 1)[-1])} - GENERIC_OWNER


GENERIC_OWNER = frozenset({"lexer", "regex", "base", "mixin", "tokenizer", "parser"})


def _matching(q: Question, index: WorkspaceIndex, said: list[str]) -> list[Rule]:
    """The specific rules that match a quoted text, best first: in a file the question names,
    of the class it names (in words: "the Prolog lexer" is ``PrologLexer``), holding the other
    names it says (``Keyword.Constant``), the most specific pattern, the longest text matched."""
    asked = {w.lower() for w in q.words}
    names = [s for s in q.symbols if s not in said]
    ranked = []
    for path in index.files:
        if q.files and not any(path == f or path.endswith("/" + f) for f in q.files):
            continue
        for rule in _rules(index, path):
            hit = [e for e in said if rule.matches(e)]
            general = min((rule.generality(e) for e in hit), default=len(PROBES))
            if general > MOST_GENERAL:
                continue
            key = (
                -sum(n in rule.source for n in names),
                -len(_owner_words(rule.owner) & asked),
                general,
                -max(map(len, hit)),
                rule.path,
                rule.line,
            )
            ranked.append((key, rule))
    return [rule for _key, rule in sorted(ranked, key=lambda r: r[0])]


def _rules(index: WorkspaceIndex, path: str) -> tuple[Rule, ...]:
    entry = index.files.get(path)
    if entry is None or not path.endswith(".py"):
        return ()
    return _parsed(path, "\n".join(entry.lines))


TABLE_HINT = re.compile(r"\(\s*[rRbBuU]?['\"]|words\(|re\.compile\(")


@functools.lru_cache(maxsize=64)
def _parsed(path: str, source: str) -> tuple[Rule, ...]:
    """Every rule of the tables at module and class level of one file (not inside functions:
    a function's regexes are its logic, read as code)."""
    if not TABLE_HINT.search(source):
        return ()
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return ()
    found: list[Rule] = []

    def visit(body: list[ast.stmt], owner: str) -> None:
        for node in body:
            if isinstance(node, ast.ClassDef):
                visit(node.body, f"{owner}.{node.name}" if owner else node.name)
            elif isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
                collect(node.value, owner, "", 0)

    def collect(node: ast.AST, owner: str, state: str, state_line: int) -> None:
        if isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values, strict=True):
                if isinstance(key, ast.Constant) and isinstance(key.value, str):
                    collect(value, owner, key.value, key.lineno)
                elif value is not None:
                    collect(value, owner, state, state_line)
        elif isinstance(node, (ast.List, ast.Tuple)):
            rule = _rule(node, path, source, owner, state, state_line)
            if rule is not None:
                found.append(rule)
            else:
                for item in node.elts:
                    collect(item, owner, state, state_line)
        elif isinstance(node, ast.Call) and _called(node) == "compile" and node.args:
            pattern = _pattern(node.args[0])
            if pattern is not None:
                text = ast.get_source_segment(source, node) or ""
                found.append(
                    Rule(path, node.lineno, pattern, (), owner, state, state_line, "", text)
                )

    visit(tree.body, "")
    return tuple(found)


def _rule(
    node: ast.List | ast.Tuple, path: str, source: str, owner: str, state: str, line: int
) -> Rule | None:
    """``(regex, token[, next_state])``, the regex a string or a ``words(...)`` list."""
    if not isinstance(node, ast.Tuple) or not 2 <= len(node.elts) <= 3:
        return None
    head = node.elts[0]
    pattern, literals = _pattern(head), _word_list(head)
    if pattern is None and not literals:
        return None
    last = node.elts[-1] if len(node.elts) == 3 else None
    pushes = last.value if isinstance(last, ast.Constant) and isinstance(last.value, str) else ""
    text = ast.get_source_segment(source, node) or ""
    return Rule(path, head.lineno, pattern, literals, owner, state, line, pushes, text)


@functools.lru_cache(maxsize=4096)
def _alternatives(pattern: re.Pattern[str]) -> tuple[re.Pattern[str], ...]:
    """The pattern's top-level alternatives, each compiled (the pattern itself when it has
    one)."""
    parts, depth, start, escaped, klass = [], 0, 0, False, False
    text = pattern.pattern
    for i, ch in enumerate(text):
        if escaped:
            escaped = False
        elif ch == "\\":
            escaped = True
        elif klass:
            klass = ch != "]"
        elif ch == "[":
            klass = True
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    if not parts:
        return (pattern,)
    compiled = []
    for part in [*parts, text[start:]]:
        try:
            compiled.append(re.compile(part, pattern.flags))
        except re.error:
            return (pattern,)
    return tuple(compiled)


def _pattern(node: ast.AST) -> re.Pattern[str] | None:
    if not (isinstance(node, ast.Constant) and isinstance(node.value, str)) or not node.value:
        return None
    try:
        return re.compile(node.value, re.M)
    except (re.error, RecursionError, OverflowError):
        return None


def _word_list(node: ast.AST) -> tuple[str, ...]:
    """The words of ``words(('if', 'else'), suffix=...)`` or ``words('''if else'''.split())``."""
    if not (isinstance(node, ast.Call) and _called(node) == "words" and node.args):
        return ()
    arg = node.args[0]
    if isinstance(arg, (ast.Tuple, ast.List)):
        return tuple(
            e.value for e in arg.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)
        )
    if (
        isinstance(arg, ast.Call)
        and _called(arg) == "split"
        and isinstance(arg.func, ast.Attribute)
        and isinstance(arg.func.value, ast.Constant)
        and isinstance(arg.func.value.value, str)
    ):
        return tuple(arg.func.value.value.split())
    return ()


def _called(node: ast.Call) -> str:
    func = node.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
