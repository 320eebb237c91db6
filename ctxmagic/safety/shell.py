"""A bash command line read as the programs it runs, for the permission rules.

Rules match programs, not strings: the line is parsed with tree-sitter-bash (the grammar editors
and GitHub use; MIT, a compiled parser, no shell is run), and every simple command found anywhere
in it (lists, pipelines, ``if``/``for``/``case`` bodies, subshells, functions, command and process
substitutions, here-document bodies) becomes a ``Piece``: its words with the quotes removed, the
program it runs once wrappers are seen through (``/bin/rm``, ``\\rm``, ``command rm``, ``env rm``,
``nice``, ``timeout 5 rm``, ``xargs rm``, ``busybox rm``, ``sudo rm``), the commands a shell is
handed as a string (``bash -c``, ``sh <<EOF``, ``eval``, ``trap``), and what ``find`` runs or
deletes (``-exec``, ``-delete`` counts as ``rm``). Redirections are kept apart: a ``>`` or ``>>``
to a file is a write, checked against the write rules.

A word whose value is only known when the command runs (``$X``, ``$(...)``, a glob in the program's
name, a brace expansion) is ``None``: no allow-rule pattern but ``*`` matches it, and a deny rule
that could match it applies. A program that is itself only known at run time makes the piece
``unknown``. A line the parser does not understand in full is not guessed at: ``Parsed.error``
says why, and the policy treats the whole line as unknown.

This is what an allow-rule can see, not a boundary: ``python -c``, a script, ``make`` or a program
the command writes first can do anything. The sandbox (``bwrap.py``) is the boundary.
"""

from __future__ import annotations

import functools
import os
import shlex
import shutil
from dataclasses import dataclass, field
from typing import Any

MAX_COMMAND_CHARS = 1_000_000  # longer lines are not parsed (they are refused as unknown)
MAX_DEPTH = 64  # nesting of substitutions, and shells run by shells
SHELLS = frozenset({"bash", "sh", "dash", "zsh", "ksh", "mksh", "ash", "yash", "posh", "rbash"})
# Variables a command may set in front of a program without changing which program runs or what
# it loads; any other (PATH, LD_PRELOAD, BASH_ENV, PYTHONPATH, GIT_*...) is part of the command.
HARMLESS_VARIABLES = frozenset(
    {
        "LANG", "LANGUAGE", "LC_ALL", "TZ", "TERM", "NO_COLOR", "FORCE_COLOR", "CLICOLOR",
        "COLUMNS", "LINES", "CI", "DEBUG", "VERBOSE", "PYTHONUNBUFFERED",
        "PYTHONDONTWRITEBYTECODE", "PYTHONHASHSEED", "PYTHONIOENCODING", "PYTHONUTF8",
    }
)  # fmt: skip
NO_OPS = frozenset({"true", "false", ":"})
_WRITES = frozenset({">", ">>", ">|", "&>", "&>>"})
_DEVICES = ("/dev/null", "/dev/stdout", "/dev/stderr", "/dev/tty", "/dev/fd/", "/proc/self/fd/")
_DYNAMIC_TYPES = frozenset(
    {
        "simple_expansion", "expansion", "command_substitution", "process_substitution",
        "arithmetic_expansion", "brace_expression",
    }
)  # fmt: skip


@dataclass(frozen=True)
class Piece:
    """One program the line runs, as the rules see it."""

    words: tuple[
        str | None, ...
    ]  # the program's name and its arguments; None: known only at run time
    assignments: tuple[str, ...] = ()  # NAME=value set for it that may change what runs
    via: tuple[str, ...] = ()  # the wrappers or the construct it was found through
    unknown: str = ""  # why the program is not known before it runs ("" when it is)
    path_given: str = ""  # the program as written when it was a path that is not PATH's
    # a spelling of a wrapped program (``nice rm x``, ``bash -c ...``, ``rm x`` without the
    # ``PATH=...`` in front): deny and ask rules see it, allow-rules do not need to
    restricts_only: bool = False

    @property
    def program(self) -> str:
        return "" if self.unknown or not self.words or self.words[0] is None else self.words[0]

    def show(self) -> str:
        """The piece for a person: dynamic words as ``…``."""
        words = [w if w is not None else "…" for w in self.words]
        if self.path_given and words:
            words[0] = self.path_given
        return " ".join([*self.assignments, *words]) or "(nothing)"


@dataclass(frozen=True)
class Redirect:
    path: str | None  # None: a target known only at run time
    write: bool
    cwd_known: bool = True  # False after a ``cd`` whose target is not known


@dataclass
class Parsed:
    pieces: list[Piece] = field(default_factory=list)
    redirects: list[Redirect] = field(default_factory=list)
    words: list[str] = field(default_factory=list)  # every literal word (for key files)
    folders: list[str] = field(default_factory=list)  # literal ``cd`` targets, in order
    error: str = ""  # why the line could not be parsed ("" when it was)


@functools.cache
def _parser() -> Any:
    import tree_sitter_bash
    from tree_sitter import Language, Parser

    return Parser(Language(tree_sitter_bash.language()))


def available() -> bool:
    try:
        _parser()
    except ImportError:
        return False
    return True


def parse(command: str) -> Parsed:
    """The pieces and redirections of ``command``; ``error`` set when it cannot be read."""
    if len(command) > MAX_COMMAND_CHARS:
        return Parsed(error=f"the command is over {MAX_COMMAND_CHARS:,} characters")
    try:
        parser = _parser()
    except ImportError:
        return Parsed(error="the bash parser (tree-sitter-bash) is not installed")
    walker = _Walker()
    try:
        walker.line(parser, command, 0, ())
    except _Unreadable as exc:
        return Parsed(error=str(exc))
    except RecursionError:
        return Parsed(error="the command nests too deeply to be read")
    return walker.out


class _Unreadable(Exception):
    pass


def _first_error(node: Any) -> Any:
    stack = [node]
    while stack:
        current = stack.pop()
        if current.type == "ERROR" or current.is_missing:
            return current
        stack.extend(reversed([c for c in current.children if c.has_error or c.is_missing]))
    return node


class _Walker:
    def __init__(self) -> None:
        self.out = Parsed()
        self.cwd_known = True

    # A whole line (the command, or a string a shell is handed) -------------------------------
    def line(self, parser: Any, text: str, depth: int, via: tuple[str, ...]) -> None:
        if depth > MAX_DEPTH:
            raise _Unreadable("the command nests shells or substitutions too deeply to be read")
        data = text.encode("utf-8", "surrogateescape")
        tree = parser.parse(data)
        root = tree.root_node
        if root.has_error:
            bad = _first_error(root)
            near = data[bad.start_byte : bad.start_byte + 30].decode("utf-8", "replace")
            where = f" near {near.strip()!r}" if near.strip() else " at its end"
            raise _Unreadable(f"bash syntax the checker cannot read{where}")
        self.visit(root, depth, via)

    # Nodes -----------------------------------------------------------------------------------
    def visit(self, node: Any, depth: int, via: tuple[str, ...]) -> None:
        if depth > MAX_DEPTH:
            raise _Unreadable("the command nests too deeply to be read")
        kind = node.type
        if kind == "command":
            self.command(node, [], depth, via)
        elif kind == "redirected_statement":
            self.redirected(node, depth, via)
        elif kind == "variable_assignment":
            self.assignment(node, depth, via, standalone=True)
        elif kind == "declaration_command":
            self.declaration(node, depth, via)
        elif kind in ("test_command", "arithmetic_expansion") or (
            kind == "compound_statement" and node.children and node.children[0].type == "(("
        ):
            self.evaluated(node, depth, via)
        elif kind == "c_style_for_statement":
            self.evaluated(node, depth, via, body=True)
        elif kind == "expansion":
            if any(c.type == "@" for c in node.children):  # ${x@P} runs what x holds
                text = node.text.decode("utf-8", "replace")
                self.out.pieces.append(Piece((text,), via=via, unknown="it expands a prompt"))
            self.children(node, depth, via)
        elif kind in ("file_redirect", "heredoc_redirect", "herestring_redirect"):
            self.redirect(node, depth, via)
        elif kind == "unset_command":
            words = tuple(_literal(c) for c in node.children if c.is_named)
            self.out.pieces.append(Piece(("unset", *words), via=via))
        else:
            self.children(node, depth, via)

    def children(self, node: Any, depth: int, via: tuple[str, ...]) -> None:
        for child in node.children:
            if child.is_named:
                self.visit(child, depth + 1, via)

    def evaluated(self, node: Any, depth: int, via: tuple[str, ...], body: bool = False) -> None:
        """``[[ ]]``, ``(( ))`` and ``$(( ))``: bash evaluates the names in them as arithmetic,
        which runs a substitution a variable holds, so any name makes a piece of its own."""
        names = _has_names(node) if not body else True
        if names:
            text = node.text.decode("utf-8", "replace")
            head = text.split(None, 1)[0] if text.split() else text
            self.out.pieces.append(Piece((head, None), via=via))
        self.children(node, depth, via)

    def redirected(self, node: Any, depth: int, via: tuple[str, ...]) -> None:
        redirects = [c for c in node.children if c.type.endswith("redirect")]
        stdin = [r for r in redirects if r.type in ("heredoc_redirect", "herestring_redirect")]
        for child in node.children:
            if child in redirects or not child.is_named:
                continue
            if child.type == "command":
                self.command(child, stdin, depth + 1, via)
            else:
                self.visit(child, depth + 1, via)
        for redirect in redirects:
            self.redirect(redirect, depth + 1, via)

    def redirect(self, node: Any, depth: int, via: tuple[str, ...]) -> None:
        operator = next((c.type for c in node.children if not c.is_named), "")
        targets = [c for c in node.children if c.is_named and c.type != "file_descriptor"]
        if node.type == "file_redirect" and targets:
            target = _literal(targets[-1])
            dup = operator in (">&", "<&") and (target is None or target.isdigit() or target == "-")
            if not dup and (target is None or not target.startswith(_DEVICES)):
                write = operator in _WRITES or operator == ">&"
                self.out.redirects.append(Redirect(target, write, self.cwd_known))
                if target is not None:
                    self.out.words.append(target)
        for target in targets:
            self.visit(target, depth + 1, via)

    def assignment(
        self, node: Any, depth: int, via: tuple[str, ...], *, standalone: bool
    ) -> str | None:
        """A NAME=value; standalone, one that may change what later commands run is a piece.
        Returns the assignment's text when it matters, None when it is harmless."""
        name_node = next((c for c in node.children if c.type == "variable_name"), None)
        name = name_node.text.decode() if name_node is not None else ""
        values = [c for c in node.children if c.is_named and c.type != "variable_name"]
        for value in values:
            self.visit(value, depth + 1, via)
        if _harmless(name):
            return None
        value = _literal(values[0]) if values else ""
        text = f"{name}={value if value is not None else '…'}"
        if standalone:
            self.out.pieces.append(Piece((f"{name}=", value), via=via))
        return text

    def declaration(self, node: Any, depth: int, via: tuple[str, ...]) -> None:
        keyword = node.children[0].text.decode() if node.children else "declare"
        words: list[str | None] = [keyword]
        risky = False
        for child in node.children[1:]:
            if child.type == "variable_assignment":
                if self.assignment(child, depth + 1, via, standalone=False) is not None:
                    risky = True
                words.append(_literal(child))
            elif child.is_named:
                words.append(_literal(child))
                self.visit(child, depth + 1, via)
        if risky or any(w is not None and w.startswith("-") for w in words[1:]):
            self.out.pieces.append(Piece(tuple(words), via=via))

    # A simple command ------------------------------------------------------------------------
    def command(self, node: Any, stdin: list[Any], depth: int, via: tuple[str, ...]) -> None:
        assignments: list[str] = []
        words: list[str | None] = []
        word_nodes: list[Any] = []
        for child in node.children:
            if not child.is_named:
                continue
            if child.type == "variable_assignment" and not words:
                text = self.assignment(child, depth + 1, via, standalone=False)
                if text is not None:
                    assignments.append(text)
            elif child.type.endswith("redirect"):
                if child.type in ("heredoc_redirect", "herestring_redirect"):
                    stdin = [*stdin, child]
                self.redirect(child, depth + 1, via)
            elif child.type == "command_name":
                inner = child.children[0] if child.children else child
                words.append(_literal(inner, program=True))
                word_nodes.append(inner)
                self.visit(inner, depth + 1, via)
            else:
                words.append(_literal(child))
                word_nodes.append(child)
                self.visit(child, depth + 1, via)
        self.out.words.extend(w for w in words if w is not None)
        self.resolve(words, tuple(assignments), stdin, depth, via)

    def resolve(
        self,
        words: list[str | None],
        assignments: tuple[str, ...],
        stdin: list[Any],
        depth: int,
        via: tuple[str, ...],
    ) -> None:
        """See through wrappers to the program that runs; add it (and what it runs) as pieces."""
        words = list(words)
        while True:
            if not words:
                if assignments:  # ``env PATH=x`` alone, or ``X=1`` with only redirections
                    self.out.pieces.append(Piece((), assignments, via))
                return
            program = words[0]
            if program is None:
                self.out.pieces.append(
                    Piece(
                        tuple(words),
                        assignments,
                        via,
                        unknown="its program's name is known only when it runs",
                    )
                )
                return
            name, given = _program_name(program)
            words[0] = name
            handler = _WRAPPERS.get(name)
            if handler is not None:
                rest = handler(words[1:], self, depth, (*via, name))
                if rest is _SELF:
                    break
                if isinstance(rest, str):  # the wrapper's options could not be read
                    self.out.pieces.append(Piece(tuple(words), assignments, via, unknown=rest))
                    return
                if rest is None:  # handled in full (a shell's string, eval, ...)
                    return
                new_assignments, rest = rest
                self.out.pieces.append(Piece(tuple(words), via=via, restricts_only=True))
                assignments = (*assignments, *new_assignments)
                via = (*via, name)
                words = rest
                continue
            if name in SHELLS:
                if self.shell(words, assignments, stdin, depth, via):
                    self.out.pieces.append(Piece(tuple(words), via=via, restricts_only=True))
                    return
            elif name in ("eval",):
                self.strings([_join(words[1:])], depth, (*via, "eval"))
            elif name == "trap" and len(words) > 1:
                self.strings([words[1]], depth, (*via, "trap"))
            elif name == "find":
                self.find(words, depth, via)
            elif name in NO_OPS and len(words) == 1:
                return  # ``true``, ``:``: nothing runs (a redirection of theirs is kept)
            elif name in ("cd", "pushd", "popd"):
                self.folder(words)
            elif name == "alias":
                values = [w.split("=", 1)[1] if w and "=" in w else w for w in words[1:]]
                self.strings([v for v in values if v != ""], depth, (*via, "alias"))
            break
        self.out.pieces.append(Piece(tuple(words), assignments, via, path_given=given))
        if assignments or given:  # deny and ask rules also see it plainly
            self.out.pieces.append(Piece(tuple(words), via=via, restricts_only=True))

    def strings(self, texts: list[str | None], depth: int, via: tuple[str, ...]) -> None:
        """Command lines handed over as strings (``bash -c``, ``eval``): parsed as lines."""
        for text in texts:
            if text is None:
                self.out.pieces.append(
                    Piece((), via=via, unknown="it runs a command line known only when it runs")
                )
            else:
                self.line(_parser(), text, len(via) + 1, via)

    def shell(
        self,
        words: list[str | None],
        assignments: tuple[str, ...],
        stdin: list[Any],
        depth: int,
        via: tuple[str, ...],
    ) -> bool:
        """``bash -c STRING``, ``sh < here-doc``, ``bash`` reading a pipe; True when handled."""
        name = words[0]
        i, command_string = 1, False
        while i < len(words):
            word = words[i]
            if word is None:
                self.out.pieces.append(
                    Piece(tuple(words), assignments, via, unknown=f"{name}'s options are dynamic")
                )
                return True
            if word in ("-o", "+o", "-O", "+O", "--rcfile", "--init-file"):
                i += 2
                continue
            if word == "--":
                i += 1
                break
            if word.startswith(("-", "+")) and len(word) > 1:
                if not word.startswith("--") and "c" in word[1:]:
                    command_string = True
                i += 1
                continue
            break
        inner = (*via, name or "sh")
        if command_string:
            self.strings([words[i] if i < len(words) else ""], depth, inner)
            return True
        if i < len(words):  # a script: the rules see ``bash script.sh``
            return False
        bodies = [_stdin_text(r) for r in stdin]
        if bodies and all(b is not None for b in bodies):
            self.strings(bodies, depth, inner)  # type: ignore[arg-type]
            return True
        self.out.pieces.append(
            Piece(
                tuple(words),
                assignments,
                via,
                unknown=f"{name} runs the commands it reads from its input",
            )
        )
        return True

    def find(self, words: list[str | None], depth: int, via: tuple[str, ...]) -> None:
        i = 1
        while i < len(words):
            word = words[i]
            if word in ("-exec", "-execdir", "-ok", "-okdir"):
                end = i + 1
                while end < len(words) and words[end] not in (";", "+"):
                    end += 1
                inner = [None if w == "{}" else w for w in words[i + 1 : end]]
                self.resolve(inner, (), [], depth + 1, (*via, f"find {word}"))
                i = end + 1
                continue
            if word == "-delete":
                self.out.pieces.append(Piece(("rm", None), via=(*via, "find -delete")))
            elif word in ("-fprint", "-fprint0", "-fprintf", "-fls") and i + 1 < len(words):
                self.out.redirects.append(Redirect(words[i + 1], True, self.cwd_known))
            i += 1

    def folder(self, words: list[str | None]) -> None:
        target = words[1] if len(words) > 1 else None
        if target is None or target in ("-", "~") or target.startswith("~") or words[0] == "popd":
            self.cwd_known = False
        else:
            self.out.folders.append(target)


# Wrappers: programs that run the program named in their arguments --------------------------------
_SELF = object()  # the wrapper is the program (``command -v git``: a look-up)
Result = Any  # (assignments, rest of the words) | None (handled) | str (unreadable) | _SELF


def _options(
    words: list[str | None],
    with_value: frozenset[str],
    flags: frozenset[str] = frozenset(),
    *,
    long_with_value: frozenset[str] = frozenset(),
    stop_at_first: bool = True,
) -> tuple[list[str | None], str]:
    """The words after a wrapper's options, or "" and why they could not be read."""
    i = 0
    while i < len(words):
        word = words[i]
        if word is None:
            return [], "the wrapper's options are dynamic"
        if word == "--":
            return words[i + 1 :], ""
        if word.startswith("--"):
            key = word.split("=", 1)[0]
            if key in long_with_value and "=" not in word:
                i += 2
            elif key in long_with_value or key in flags:
                i += 1
            else:
                return [], f"the option {word} is not one the checker knows"
            continue
        if word.startswith("-") and len(word) > 1:
            letters = word[1:]
            j = 0
            while j < len(letters):
                letter = "-" + letters[j]
                if letter in with_value:
                    if j == len(letters) - 1:
                        i += 1  # the value is the next word
                    break
                if letter not in flags and not (letters[j].isdigit() and "-N" in flags):
                    return [], f"the option {word} is not one the checker knows"
                j += 1
            i += 1
            continue
        if stop_at_first:
            break
        i += 1
    return words[i:], ""


def _simple(with_value: str = "", flags: str = "", long_value: str = "", long_flags: str = ""):
    values = frozenset(with_value.split())
    known = frozenset(flags.split()) | frozenset(long_flags.split())
    longs = frozenset(long_value.split())

    def handler(words: list[str | None], walker: _Walker, depth: int, via: tuple[str, ...]):
        rest, why = _options(words, values, known, long_with_value=longs)
        return why or ((), rest)

    return handler


def _timeout(words: list[str | None], walker: _Walker, depth: int, via: tuple[str, ...]) -> Result:
    rest, why = _options(
        words,
        frozenset({"-k", "-s"}),
        frozenset({"-v", "--preserve-status", "--foreground", "--verbose"}),
        long_with_value=frozenset({"--kill-after", "--signal"}),
    )
    if why:
        return why
    return ((), rest[1:]) if rest else "timeout is missing its duration"


def _env(words: list[str | None], walker: _Walker, depth: int, via: tuple[str, ...]) -> Result:
    assignments: list[str] = []
    i = 0
    while i < len(words):
        word = words[i]
        if word is None:
            return "env's arguments are dynamic"
        if word in ("-i", "-0", "--ignore-environment", "--null", "-", "-v", "--debug"):
            i += 1
        elif word in ("-u", "-C", "--unset", "--chdir"):
            i += 2
        elif word.startswith(("--unset=", "--chdir=")):
            i += 1
        elif word in ("-S", "--split-string") or word.startswith(("--split-string=", "-S")):
            text = word.split("=", 1)[1] if "=" in word else (word[2:] if word != "-S" else None)
            if word in ("-S", "--split-string"):
                text = words[i + 1] if i + 1 < len(words) else ""
                i += 1
            try:
                split = shlex.split(text or "")
            except ValueError:
                return "env -S's string does not split into words"
            return tuple(assignments), [*split, *words[i + 1 :]]
        elif word == "--":
            i += 1
            break
        elif word.startswith("-"):
            return f"the option {word} is not one the checker knows"
        elif "=" in word and not word.startswith("="):
            name = word.split("=", 1)[0]
            if not _harmless(name):
                assignments.append(word)
            i += 1
        else:
            break
    return tuple(assignments), words[i:]


def _xargs(words: list[str | None], walker: _Walker, depth: int, via: tuple[str, ...]) -> Result:
    rest, why = _options(
        words,
        frozenset({"-a", "-d", "-E", "-I", "-L", "-n", "-P", "-s"}),
        frozenset({"-0", "-r", "-t", "-p", "-x", "-o", "-e", "-i", "-l", "--null", "--verbose"}),
        long_with_value=frozenset(
            {
                "--arg-file",
                "--delimiter",
                "--eof",
                "--replace",
                "--max-lines",
                "--max-args",
                "--max-procs",
                "--max-chars",
            }
        ),  # fmt: skip
    )
    if why:
        return why
    return (), [*(rest or ["echo"]), None]  # its input adds arguments


def _after_first(found: tuple[list[str | None], str]) -> Result:
    """A wrapper whose first argument is its own (taskset's mask), then the command."""
    rest, why = found
    return why or ((), rest[1:])


def _command(words: list[str | None], walker: _Walker, depth: int, via: tuple[str, ...]) -> Result:
    if any(w in ("-v", "-V") for w in words[:2]):
        return _SELF
    rest, why = _options(words, frozenset(), frozenset({"-p"}))
    return why or ((), rest)


def _busybox(words: list[str | None], walker: _Walker, depth: int, via: tuple[str, ...]) -> Result:
    return ((), words) if words else _SELF


def _flock(words: list[str | None], walker: _Walker, depth: int, via: tuple[str, ...]) -> Result:
    rest, why = _options(
        words,
        frozenset({"-w", "-E", "-c"}),
        frozenset(
            {
                "-s",
                "-x",
                "-u",
                "-n",
                "-o",
                "-F",
                "-e",
                "--shared",
                "--exclusive",
                "--unlock",
                "--nonblock",
                "--close",
                "--no-fork",
            }
        ),  # fmt: skip
        long_with_value=frozenset({"--timeout", "--conflict-exit-code", "--command"}),
    )
    if why:
        return why
    if "-c" in words or "--command" in words:
        at = words.index("-c") if "-c" in words else words.index("--command")
        walker.strings([words[at + 1] if at + 1 < len(words) else ""], depth, via)
        return None
    return ((), rest[1:]) if rest else _SELF


def _watch(words: list[str | None], walker: _Walker, depth: int, via: tuple[str, ...]) -> Result:
    rest, why = _options(
        words,
        frozenset({"-n", "-d", "-q"}),
        frozenset({"-b", "-e", "-g", "-t", "-x", "-p", "-c", "-w", "-r"}),
        long_with_value=frozenset({"--interval", "--differences"}),
    )
    if why:
        return why
    walker.strings([_join(rest)], depth, via)
    return None


_WRAPPERS = {
    "command": _command,
    "builtin": lambda words, walker, depth, via: ((), words),
    "exec": _simple("-a", "-c -l"),
    "env": _env,
    "nice": _simple("-n", "-N", "--adjustment"),
    "nohup": _simple(),
    "time": _simple("", "-p -v", "", "--portability --verbose"),
    "timeout": _timeout,
    "stdbuf": _simple("-i -o -e", "", "--input --output --error"),
    "setsid": _simple("", "-c -f -w", "", "--ctty --fork --wait"),
    "ionice": _simple("-c -n -p -P -u", "-t", "--class --classdata --pid --pgid --uid"),
    "taskset": lambda words, walker, depth, via: _after_first(
        _options(words, frozenset(), frozenset({"-a", "-c", "-p"}))
    ),
    "xargs": _xargs,
    "sudo": _simple("-u -g -h -p -C -D -r -t -U -T", "-E -H -n -b -k -K -P -S -A -B"),
    "doas": _simple("-u -C", "-n -s"),
    "busybox": _busybox,
    "toybox": _busybox,
    "coproc": _simple(),
    "flock": _flock,
    "watch": _watch,
    "unbuffer": _simple(),
}


# Words ----------------------------------------------------------------------------------------
def _program_name(program: str) -> tuple[str, str]:
    """The program's name (``/bin/rm`` is ``rm``) and, when the path given is not the program
    PATH finds by that name (``./git``), the path as given."""
    if "/" not in program:
        return program, ""
    name = program.rstrip("/").rsplit("/", 1)[-1] or program
    found = shutil.which(name)
    if found and os.path.exists(program) and os.path.realpath(found) == os.path.realpath(program):
        return name, ""
    return name, program


def _harmless(name: str) -> bool:
    return name in HARMLESS_VARIABLES or name.startswith("LC_") or (name.islower() and name != "")


def _join(words: list[str | None]) -> str | None:
    if any(w is None for w in words):
        return None
    return " ".join(w for w in words if w is not None)


def _has_names(node: Any) -> bool:
    stack = [node]
    while stack:
        current = stack.pop()
        if current.type in ("variable_name", "simple_expansion", "expansion", "word"):
            return True
        stack.extend(current.children)
    return False


def _stdin_text(node: Any) -> str | None:
    """What a here-document or here-string feeds a command, when known before it runs."""
    if node.type == "herestring_redirect":
        values = [c for c in node.children if c.is_named]
        return _literal(values[-1]) if values else None
    start = next((c for c in node.children if c.type == "heredoc_start"), None)
    body = next((c for c in node.children if c.type == "heredoc_body"), None)
    if body is None:
        return ""
    quoted = start is not None and any(q in start.text.decode() for q in "'\"\\")
    if not quoted and any(c.type in _DYNAMIC_TYPES for c in body.children):
        return None  # expanded first, then read: not known before it runs
    return body.text.decode("utf-8", "surrogateescape")


_ESCAPES = {
    "a": "\a", "b": "\b", "e": "\x1b", "E": "\x1b", "f": "\f", "n": "\n", "r": "\r", "t": "\t",
    "v": "\v", "\\": "\\", "'": "'", '"': '"', "?": "?",
}  # fmt: skip


def _ansi_c(body: str) -> str | None:
    """The value of ``$'...'`` (bash's ANSI-C quoting)."""
    out: list[str] = []
    i = 0
    while i < len(body):
        ch = body[i]
        if ch != "\\" or i + 1 >= len(body):
            out.append(ch)
            i += 1
            continue
        nxt = body[i + 1]
        if nxt in _ESCAPES:
            out.append(_ESCAPES[nxt])
            i += 2
        elif nxt in "01234567":
            digits = body[i + 1 : i + 4]
            n = len(digits) - len(digits.lstrip("01234567"))
            out.append(chr(int(digits[:n], 8) & 0xFF))
            i += 1 + n
        elif nxt in "xuU":
            size = {"x": 2, "u": 4, "U": 8}[nxt]
            digits = body[i + 2 : i + 2 + size]
            n = len(digits) - len(digits.lstrip("0123456789abcdefABCDEF"))
            if n == 0:
                out.append("\\" + nxt)
                i += 2
                continue
            try:
                out.append(chr(int(digits[:n], 16)))
            except ValueError:
                return None
            i += 2 + n
        elif nxt == "c" and i + 2 < len(body):
            out.append(chr(ord(body[i + 2]) & 0x1F))
            i += 3
        else:
            out.append("\\" + nxt)
            i += 2
    return "".join(out)


def _unquote_word(text: str, program: bool) -> str | None:
    """An unquoted word's value: backslashes removed; None when bash would expand it (a glob or
    a tilde in a program's name, a brace expansion anywhere)."""
    out: list[str] = []
    i = 0
    bare = []  # the characters not escaped, to look for expansions
    while i < len(text):
        ch = text[i]
        if ch == "\\" and i + 1 < len(text):
            if text[i + 1] != "\n":
                out.append(text[i + 1])
            i += 2
            continue
        out.append(ch)
        bare.append(ch)
        i += 1
    plain = "".join(bare)
    if "{" in plain and "}" in plain and ("," in plain or ".." in plain):
        return None
    if program and (any(c in plain for c in "*?[") or plain.startswith("~")):
        return None
    return "".join(out)


def _literal(node: Any, program: bool = False) -> str | None:
    """The value of a word node once bash removed its quotes; None when it holds an expansion."""
    kind = node.type
    text = node.text.decode("utf-8", "surrogateescape")
    if kind in ("word", "number", "special_variable_name", "variable_name", "test_operator"):
        return _unquote_word(text, program) if kind == "word" else text
    if kind == "raw_string":
        return text[1:-1]
    if kind == "ansi_c_string":
        return _ansi_c(text[2:-1])
    if kind in ("string", "translated_string"):
        parts = []
        for child in node.children:
            if child.type == "string_content":
                parts.append(_unescape_double(child.text.decode("utf-8", "surrogateescape")))
            elif child.is_named:
                return None
        return "".join(parts)
    if kind == "concatenation":
        values = [_literal(c, program) for c in node.children]
        if any(v is None for v in values):
            return None
        return "".join(v for v in values if v is not None)
    if kind == "variable_assignment":
        return text if not any(c.type in _DYNAMIC_TYPES for c in node.children) else None
    return None


def _unescape_double(text: str) -> str:
    """Inside double quotes a backslash escapes only $ ` " \\ and a newline."""
    out: list[str] = []
    i = 0
    while i < len(text):
        if text[i] == "\\" and i + 1 < len(text) and text[i + 1] in '$`"\\\n':
            if text[i + 1] != "\n":
                out.append(text[i + 1])
            i += 2
            continue
        out.append(text[i])
        i += 1
    return "".join(out)


__all__ = ["Parsed", "Piece", "Redirect", "available", "parse"]
