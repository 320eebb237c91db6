"""The permission policy: the one check every tool call passes before it runs.

A call runs only when (1) the session offered the tool (a model that calls ``bash`` in a session
whose tools are ``view, grep`` is refused, a read-only sub-agent's ``write`` too), and (2) the
rules allow it: ``allow`` runs it, ``ask`` asks the user first, ``deny`` refuses it. The refusal is
the call's result, which the model reads.

The format is opencode's ``permission`` config (https://opencode.ai/docs/permissions/): each of
``bash``, ``write``, ``edit`` and ``memory`` is ``"allow"``, ``"ask"`` or ``"deny"``, or a mapping
of wildcard patterns to those actions; the last matching pattern wins, so put ``"*"`` first.
``"*"`` as a key sets all four. ``*`` matches any characters, ``?`` one; a bash pattern ending in
`` *`` also matches the command without arguments (``"git status *"`` matches ``git status``)::

    %config CtxMagic.permissions = {"bash": {"*": "ask", "git *": "allow", "rm *": "deny"}}

What the patterns are matched against:

- write, edit and memory: the path relative to the workspace, after resolving it: ``./x``,
  ``a/../x``, an absolute path and a symlinked folder all name the file they reach (both the
  spelling with ``..`` removed and the real path are matched; the stricter answer wins). A path
  out of the workspace is refused. The memory tool's paths are ``memories/...``; only its
  changes are checked (view always runs), and by default they are allowed.
- bash: each program the command runs, parsed (``safety/shell.py``): ``a && b | c`` is three,
  ``/bin/rm``, ``\\rm``, ``command rm``, ``env rm``, ``xargs rm`` and ``busybox rm`` are ``rm``,
  ``bash -c '...'`` and ``eval`` are the commands in their string, ``find -delete`` is ``rm``,
  commands inside ``$(...)`` count. The command gets the strictest answer of its programs. A
  redirection to a file (``> f``, ``>> f``) is a write, checked against the write rules (when
  bash is allowed outright, only write rules naming paths apply to it). A word known only when the
  command runs (``$X``, ``$(...)``) is matched by ``*`` alone for allow-rules, while a deny or ask
  rule that could match it applies. A program known only at run time, or a line the parser cannot
  read, gets the ``"*"`` rule's answer, raised to ``ask`` when a deny or ask rule could apply.

Allow-rules for bash are a convenience, not a boundary: ``python -c``, a script or ``make`` can do
anything the rules name. The sandbox (``safety/bwrap.py``) is the boundary.

Defaults: with the offline model everything is allowed so a workshop flows; with a real provider
bash, write and edit ask unless the user allowed them; memory notes are allowed.
"""

from __future__ import annotations

import os
import posixpath
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..errors import ConfigError
from . import shell

ACTIONS = ("allow", "ask", "deny")
GUARDED = ("bash", "write", "edit", "memory")
_STRICTNESS = {"allow": 0, "ask": 1, "deny": 2}
DYNAMIC = "\x00"  # a word known only at run time, in the text the rules are matched against
# the memory tool's commands that change files, and the paths they name
MEMORY_CHANGES = {
    "create": ("path",),
    "str_replace": ("path",),
    "insert": ("path",),
    "delete": ("path",),
    "rename": ("old_path", "new_path"),
}


@dataclass(frozen=True)
class Rule:
    pattern: str
    action: str
    origin: str = "setting"  # setting | default | granted (an "always allow" answer)


@dataclass(frozen=True)
class Verdict:
    """What the policy says about one call, and why (shown to the user and the model)."""

    action: str
    tool: str
    subject: str  # the command or the path the rules were matched against
    reason: str
    # what an "always allow" answer allows from then on: (tool, pattern) pairs
    grants: tuple[tuple[str, str], ...] = field(default=(), compare=False)


@dataclass(frozen=True)
class _Outcome:
    action: str
    reason: str


def _strictest(outcomes: list[_Outcome]) -> _Outcome:
    return max(outcomes, key=lambda o: _STRICTNESS[o.action])


@dataclass(frozen=True)
class PermissionPolicy:
    rules: Mapping[str, tuple[Rule, ...]] = field(default_factory=dict)

    def decide(
        self,
        tool: str,
        args: Mapping[str, Any],
        *,
        workspace: str | Path | None = None,
        offered: Collection[str] | None = None,
    ) -> Verdict:
        """The verdict on one call. ``offered``: the tools the session offers (None: any);
        ``workspace``: the root paths are resolved against (None: paths as given)."""
        if offered is not None and tool not in offered:
            shown = ", ".join(sorted(offered)) or "none"
            return Verdict(
                "deny",
                tool,
                "",
                f"{tool} is not one of this session's tools ({shown})",
            )
        root = Path(workspace).resolve() if workspace is not None else None
        if tool == "bash":
            return self._decide_bash(str(args.get("command", "")), root)
        if tool in ("write", "edit"):
            subject = str(args.get("path", ""))
            outcome = self._path(tool, subject, root)
            return Verdict(
                outcome.action,
                tool,
                subject,
                outcome.reason,
                self._path_grants(tool, subject, root),
            )
        if tool == "memory" and args.get("command") in MEMORY_CHANGES:
            names = MEMORY_CHANGES[str(args["command"])]
            paths = [_memory_path(str(args.get(n, ""))) for n in names]
            outcome = _strictest([self._path("memory", p, root) for p in paths])
            grants = tuple(g for p in paths for g in self._path_grants("memory", p, root))
            return Verdict(outcome.action, tool, ", ".join(paths), outcome.reason, grants)
        return Verdict("allow", tool, "", "read-only tools always run")

    # Matching ---------------------------------------------------------------------------------
    def _last(self, tool: str, text: str) -> Rule:
        """The last rule whose pattern matches ``text`` (a dynamic word matches only ``*``)."""
        found = Rule("*", "ask", "default")
        for rule in self.rules.get(tool, ()):
            if wildcard_match(rule.pattern, text):
                found = rule
        return found

    def _catch_all(self, tool: str) -> Rule:
        found = Rule("*", "ask", "default")
        for rule in self.rules.get(tool, ()):
            if rule.pattern == "*":
                found = rule
        return found

    def _restricting(self, tool: str) -> list[Rule]:
        return [r for r in self.rules.get(tool, ()) if r.pattern != "*" and r.action != "allow"]

    def _restricts(self, tool: str, text: str) -> Rule | None:
        """The deny or ask rule (not ``*``) that applies to ``text`` when it counts only for
        them: the last match when every word is known; with a dynamic word, the strictest rule
        that could match whatever it turns out to be."""
        if DYNAMIC not in text:
            rule = self._last(tool, text)
            return rule if rule.pattern != "*" and rule.action != "allow" else None
        prefix = text[: text.index(DYNAMIC)]
        could = [r for r in self._restricting(tool) if prefix_match(r.pattern, prefix)]
        return max(could, key=lambda r: _STRICTNESS[r.action]) if could else None

    def _unknown(self, tool: str, what: str) -> _Outcome:
        """What is done with a call that cannot be matched: the ``*`` rule's answer, raised to
        ask when a deny or ask rule could be the one that applies."""
        catch = self._catch_all(tool)
        if catch.action == "allow" and self._restricting(tool):
            return _Outcome("ask", f"{what}, so a deny or ask rule for {tool} could apply")
        return _Outcome(catch.action, f"{what}; {_why(tool, catch)}")

    # bash -----------------------------------------------------------------------------------
    def _decide_bash(self, command: str, root: Path | None) -> Verdict:
        bash, write = self.rules.get("bash", ()), self.rules.get("write", ())
        outright = [r.pattern for r in bash] == ["*"] and bash[0].action == "allow"
        if outright and all(r.pattern == "*" for r in write):  # nothing a part could match
            return Verdict("allow", "bash", command, _why("bash", bash[0]))
        parsed = shell.parse(command)
        if parsed.error:
            outcome = self._unknown("bash", f"the command could not be checked ({parsed.error})")
            return Verdict(outcome.action, "bash", command, outcome.reason)
        outcomes: list[_Outcome] = []
        grants: list[tuple[str, str]] = []
        for piece in parsed.pieces:
            outcome = self._piece(piece)
            if outcome is not None:
                outcomes.append(outcome)
            program = piece.path_given or piece.program
            stands_for = "find -delete" in piece.via  # not a program the user named
            if not (piece.restricts_only or stands_for) and program and "*" not in program:
                grants.append(("bash", f"{program} *"))
        outright = self._catch_all("bash").action == "allow"
        for redirect in parsed.redirects:
            if redirect.write:
                outcomes.append(self._redirect(redirect, parsed.folders, root, outright))
                if redirect.path is not None and root is not None:
                    grants += self._path_grants("write", redirect.path, root)
        if not outcomes:  # nothing but assignments, ``true``, comments: bash denied stays denied
            catch = self._catch_all("bash")
            if catch.action == "deny":
                return Verdict("deny", "bash", command, _why("bash", catch))
            return Verdict("allow", "bash", command, "the command runs no program", ())
        worst = _strictest(outcomes)
        return Verdict(worst.action, "bash", command, worst.reason, tuple(dict.fromkeys(grants)))

    def _piece(self, piece: shell.Piece) -> _Outcome | None:
        shown = piece.show()
        through = f" (through {', '.join(piece.via)})" if piece.via else ""
        if piece.unknown:
            return self._unknown("bash", f"`{shown}`{through}: {piece.unknown}")
        text = _text(piece)
        if piece.restricts_only:
            rule = self._restricts("bash", text)
            if rule is None:
                return None
            return _Outcome(rule.action, f"{_why('bash', rule)} (for `{shown}`{through})")
        rule = self._last("bash", text)
        outcome = _Outcome(rule.action, f"{_why('bash', rule)} (for `{shown}`{through})")
        could = self._restricts("bash", text) if DYNAMIC in text else None
        if could is not None and _STRICTNESS[could.action] > _STRICTNESS[rule.action]:
            outcome = _Outcome(
                could.action,
                f"{_why('bash', could)}: `{shown}`{through} has a part known only when it runs",
            )
        return outcome

    def _redirect(
        self,
        redirect: shell.Redirect,
        folders: list[str],
        root: Path | None,
        outright: bool,
    ) -> _Outcome:
        """A redirection to a file: a write, checked against the write rules."""
        target = redirect.path
        if target is None or (not redirect.cwd_known and not target.startswith("/")):
            what = "the command writes to a file named only when it runs"
            if outright:
                if self._restricting("write"):
                    return _Outcome("ask", f"{what}, so a deny or ask rule for write could apply")
                return _Outcome("allow", "bash is allowed outright")
            return self._unknown("write", what)
        outcomes = []
        for base in _bases(root, folders):
            joined = target if target.startswith(("/", "~")) else posixpath.join(base, target)
            outcome = self._path("write", joined, root, only_named=outright, redirect=True)
            outcomes.append(
                _Outcome(outcome.action, f"{outcome.reason} (the command writes {target})")
            )
        return _strictest(outcomes)

    # Paths ----------------------------------------------------------------------------------
    def _path(
        self,
        tool: str,
        path: str,
        root: Path | None,
        *,
        only_named: bool = False,
        redirect: bool = False,
    ) -> _Outcome:
        """A path's verdict: each form it takes (as written with ``..`` removed, and as it
        resolves through symlinks) matched, the strictest answer kept. ``only_named``: rules
        that name paths only (not ``*``); none matching allows. A tool's path out of the
        workspace is refused (a redirection's, say to /tmp, is matched as its absolute path)."""
        subjects, outside = path_forms(path, root)
        if outside and not redirect:
            return _Outcome("deny", f"{path} is outside the workspace")
        outcomes = []
        for subject in subjects:
            rule = self._last(tool, subject)
            if only_named and rule.pattern == "*":
                outcomes.append(_Outcome("allow", "bash is allowed outright"))
            else:
                outcomes.append(_Outcome(rule.action, _why(tool, rule)))
        return _strictest(outcomes)

    def _path_grants(self, tool: str, path: str, root: Path | None) -> tuple[tuple[str, str], ...]:
        subjects, _ = path_forms(path, root)
        return tuple((tool, s) for s in dict.fromkeys(subjects) if not any(c in s for c in "*?"))

    # Changes ----------------------------------------------------------------------------------
    def granting(self, tool: str, pattern: str) -> PermissionPolicy:
        """The policy with ``pattern`` allowed for ``tool`` from now on (an "always" answer)."""
        rules = dict(self.rules)
        rules[tool] = (*rules.get(tool, ()), Rule(pattern, "allow", "granted"))
        return replace(self, rules=rules)

    def summary(self) -> dict[str, str]:
        """One line per guarded tool, for ``%ctx status``."""
        out = {}
        for tool in GUARDED:
            rules = self.rules.get(tool, ())
            if len(rules) == 1 and rules[0].pattern == "*":
                out[tool] = rules[0].action
            else:
                out[tool] = ", ".join(f"{r.pattern!r}: {r.action}" for r in rules)
        return out


ALLOW_ALL = PermissionPolicy({tool: (Rule("*", "allow", "setting"),) for tool in GUARDED})


def _text(piece: shell.Piece) -> str:
    """The piece as the rules read it: assignments that matter, the program (as the path given
    when that is not PATH's program), its arguments; a dynamic word is ``DYNAMIC``."""
    words = [w if w is not None else DYNAMIC for w in piece.words]
    if piece.path_given and words:
        words[0] = piece.path_given
    return " ".join([*piece.assignments, *words])


def _bases(root: Path | None, folders: list[str]) -> list[str]:
    """The folders a relative redirection may be relative to: the workspace, then each folder a
    ``cd`` of the command names (relative to the earlier ones)."""
    bases = ["."]
    for folder in folders[:4]:
        bases += [folder if folder.startswith("/") else posixpath.join(b, folder) for b in bases]
    return list(dict.fromkeys(bases))[:16]


def _memory_path(path: str) -> str:
    """A memory tool path (``/memories/x``, ``memories/x`` or ``x``) as a workspace path."""
    text = path.strip()
    if text.startswith("/memories"):
        text = text[len("/memories") :]
    elif text == "memories" or text.startswith("memories/"):
        text = text[len("memories") :]
    return "memories/" + text.lstrip("/") if text.strip("/") else "memories"


def path_forms(path: str, root: Path | None) -> tuple[list[str], bool]:
    """The forms of ``path`` the rules are matched against, relative to ``root``: with ``.``
    and ``..`` removed, and resolved through every symlink; and whether either leaves the root
    (a form outside is kept as its absolute path)."""
    if root is None:
        return [posixpath.normpath(path) if path else path], False
    given = Path(os.path.expanduser(path)) if path.startswith("~") else Path(path)
    lexical = Path(os.path.normpath(given if given.is_absolute() else root / given))
    try:
        real = lexical.resolve()
    except (OSError, RuntimeError):  # a symlink loop: matched as written
        real = lexical
    forms, outside = [], False
    for form in (lexical, real):
        if form == root or root in form.parents:
            forms.append(form.relative_to(root).as_posix() if form != root else ".")
        else:
            outside = True
            forms.append(form.as_posix())
    return list(dict.fromkeys(forms)), outside


def _why(tool: str, rule: Rule) -> str:
    if rule.origin == "default":
        if tool == "memory":
            return "memory notes are allowed by default"
        return f"{tool} {rule.action}s by default" + (
            " with a real provider" if rule.action == "ask" else ""
        )
    if rule.origin == "granted":
        return f"you allowed {tool} {rule.pattern!r} earlier in this kernel"
    return f"permissions rule {tool} {rule.pattern!r}: {rule.action}"


def parse_permissions(value: Any, *, offline: bool) -> PermissionPolicy:
    """The policy from ``%config CtxMagic.permissions`` (a mapping, or one action for all).

    Raises ConfigError naming the bad key or action.
    """
    default = "allow" if offline else "ask"
    rules: dict[str, list[Rule]] = {
        tool: [Rule("*", "allow" if tool == "memory" else default, "default")] for tool in GUARDED
    }
    if value in (None, "", {}):
        return PermissionPolicy({t: tuple(r) for t, r in rules.items()})
    if isinstance(value, str):
        value = {"*": value}
    if not isinstance(value, Mapping):
        raise ConfigError(
            f"permissions must be a dict such as {{'bash': 'ask', 'edit': 'allow'}}, "
            f"got {type(value).__name__}"
        )
    for key, spec in value.items():
        if key != "*" and key not in GUARDED:
            raise ConfigError(
                f"permissions: unknown tool {key!r}; rules apply to {', '.join(GUARDED)} "
                "(or '*' for all of them)"
            )
        for tool in GUARDED if key == "*" else (key,):
            if isinstance(spec, str):
                rules[tool] = [Rule("*", _action(spec, key))]
            elif isinstance(spec, Mapping):
                for pattern, action in spec.items():
                    if not isinstance(pattern, str) or not pattern or DYNAMIC in pattern:
                        raise ConfigError(
                            f"permissions[{key!r}]: patterns must be non-empty strings, "
                            f"got {pattern!r}"
                        )
                    rules[tool].append(Rule(pattern, _action(action, f"{key}[{pattern!r}]")))
            else:
                raise ConfigError(
                    f"permissions[{key!r}] must be one of {', '.join(ACTIONS)} or a dict of "
                    f"patterns to actions, got {spec!r}"
                )
    return PermissionPolicy({t: tuple(r) for t, r in rules.items()})


def _action(value: Any, where: str) -> str:
    if isinstance(value, str) and value.lower() in ACTIONS:
        return value.lower()
    raise ConfigError(
        f"permissions[{where!r}]: {value!r} is not an action; use one of {', '.join(ACTIONS)}"
    )


def wildcard_match(pattern: str, text: str) -> bool:
    """``*`` any characters, ``?`` one, all else literal; a trailing `` *`` also matches
    nothing (``git status *`` matches ``git status``). A ``DYNAMIC`` character in the text is
    matched by ``*`` only. Linear backtracking over the last star, so no pattern can take long
    (a translated regex could)."""
    if pattern.endswith(" *") and wildcard_match(pattern[:-2], text):
        return True
    return _match(pattern, text, prefix=False)


def prefix_match(pattern: str, text: str) -> bool:
    """Whether some text that starts with ``text`` matches ``pattern``."""
    return _match(pattern, text, prefix=True)


def _match(pattern: str, text: str, *, prefix: bool) -> bool:
    p = t = 0
    star = mark = -1
    while t < len(text):
        if (
            p < len(pattern)
            and pattern[p] != "*"
            and (pattern[p] == text[t] or (pattern[p] == "?" and text[t] != DYNAMIC))
        ):
            p += 1
            t += 1
        elif p < len(pattern) and pattern[p] == "*":
            star, mark = p, t
            p += 1
        elif star >= 0:
            p, mark = star + 1, mark + 1
            t = mark
        else:
            return False
    if prefix:
        return True
    while p < len(pattern) and pattern[p] == "*":
        p += 1
    return p == len(pattern)


def grant_patterns(verdict: Verdict) -> list[str]:
    """What an "always allow" answer allows from then on, for a label (``git *``, a path)."""
    return [pattern for _, pattern in verdict.grants] or (
        [verdict.subject] if verdict.tool != "bash" and verdict.subject else []
    )


@dataclass(frozen=True)
class Answer:
    """The user's answer to an ``ask``: run it or not, and whether to stop asking."""

    allowed: bool
    always: bool = False
    note: str = ""  # why not, shown to the model with the refusal


def refusal(verdict: Verdict, answer: Answer | None) -> str:
    """The tool result the model reads when a call was not run."""
    what = f"{verdict.tool} call" + (f" `{verdict.subject}`" if verdict.subject else "")
    if answer is None:
        return (
            f"Permission denied: the {what} was not run ({verdict.reason}). Do not try to "
            "reach the same result another way; tell the user what you wanted to do."
        )
    note = f" ({answer.note})" if answer.note else ""
    return (
        f"The user refused the {what}{note}; it was not run. Do not try to reach the same "
        "result another way; ask the user how to proceed."
    )


__all__ = [
    "ACTIONS",
    "GUARDED",
    "PermissionPolicy",
    "Rule",
    "Verdict",
    "Answer",
    "grant_patterns",
    "path_forms",
    "prefix_match",
    "refusal",
    "parse_permissions",
    "wildcard_match",
]
