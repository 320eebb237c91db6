"""The permission policy: which bash commands and file changes run, ask the user first, or are
refused.

The format is opencode's ``permission`` config (https://opencode.ai/docs/permissions/): each of
``bash``, ``write`` and ``edit`` is ``"allow"``, ``"ask"`` or ``"deny"``, or a mapping of wildcard
patterns to those actions, matched against the command (bash) or the path relative to the
workspace (write, edit); the last matching pattern wins, so put ``"*"`` first. ``"*"`` as a key
sets all three tools. ``*`` matches any characters, ``?`` one; a bash pattern ending in `` *``
also matches the command without arguments (``"git status *"`` matches ``git status``)::

    %config CtxMagic.permissions = {"bash": {"*": "ask", "git *": "allow", "rm *": "deny"}}

Tools that only read (view, grep, glob, ls) always run. A bash command is checked piece by piece
(``a && b | c`` is three commands) and gets the strictest answer of its pieces, as Claude Code
does; a command substitution (``$(...)``, backticks) can hide any program, so a command holding
one runs without asking only when bash is allowed outright.

Defaults: with the offline model everything is allowed so a workshop flows; with a real provider
bash, write and edit ask unless the user allowed them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from ..errors import ConfigError

ACTIONS = ("allow", "ask", "deny")
GUARDED = ("bash", "write", "edit")
_STRICTNESS = {"allow": 0, "ask": 1, "deny": 2}


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


@dataclass(frozen=True)
class PermissionPolicy:
    rules: Mapping[str, tuple[Rule, ...]] = field(default_factory=dict)

    def decide(self, tool: str, args: Mapping[str, Any]) -> Verdict:
        if tool not in GUARDED:
            return Verdict("allow", tool, "", "read-only tools always run")
        if tool == "bash":
            return self._decide_bash(str(args.get("command", "")))
        subject = str(args.get("path", ""))
        rule = self._match(tool, subject)
        return Verdict(rule.action, tool, subject, _why(tool, rule))

    def _match(self, tool: str, subject: str) -> Rule:
        found = Rule("*", "ask", "default")
        for rule in self.rules.get(tool, ()):
            if wildcard_match(rule.pattern, subject):
                found = rule
        return found

    def _decide_bash(self, command: str) -> Verdict:
        pieces, substituted = split_command(command)
        strictest: Rule | None = None
        for piece in pieces or [command.strip()]:
            rule = self._match("bash", piece)
            if substituted and rule.action == "allow" and rule.pattern != "*":
                rule = Rule(rule.pattern, "ask", "substitution")
            if strictest is None or _STRICTNESS[rule.action] > _STRICTNESS[strictest.action]:
                strictest = rule
        assert strictest is not None
        return Verdict(strictest.action, "bash", command, _why("bash", strictest))

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


def _why(tool: str, rule: Rule) -> str:
    if rule.origin == "default":
        return f"{tool} asks by default with a real provider"
    if rule.origin == "substitution":
        return (
            f"the command holds a command substitution, so the rule {rule.pattern!r}: allow "
            "does not cover it"
        )
    if rule.origin == "granted":
        return f"you allowed {tool} {rule.pattern!r} earlier in this kernel"
    return f"permissions rule {tool} {rule.pattern!r}: {rule.action}"


def parse_permissions(value: Any, *, offline: bool) -> PermissionPolicy:
    """The policy from ``%config CtxMagic.permissions`` (a mapping, or one action for all).

    Raises ConfigError naming the bad key or action.
    """
    default = "allow" if offline else "ask"
    rules: dict[str, list[Rule]] = {tool: [Rule("*", default, "default")] for tool in GUARDED}
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
                "(or '*' for all three)"
            )
        for tool in GUARDED if key == "*" else (key,):
            if isinstance(spec, str):
                rules[tool] = [Rule("*", _action(spec, key))]
            elif isinstance(spec, Mapping):
                for pattern, action in spec.items():
                    if not isinstance(pattern, str) or not pattern:
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
    nothing (``git status *`` matches ``git status``). Linear backtracking over the last star,
    so no pattern can take long (a translated regex could)."""
    if pattern.endswith(" *") and wildcard_match(pattern[:-2], text):
        return True
    p = t = 0
    star = mark = -1
    while t < len(text):
        if p < len(pattern) and pattern[p] in ("?", text[t]) and pattern[p] != "*":
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
    while p < len(pattern) and pattern[p] == "*":
        p += 1
    return p == len(pattern)


def split_command(command: str) -> tuple[list[str], bool]:
    """The simple commands of a shell line (split at unquoted ``;``, ``&``, ``|`` and newlines)
    and whether it holds a command substitution (``$(``, backticks, ``<(``, ``>(``)."""
    pieces: list[str] = []
    current: list[str] = []
    quote = ""
    substituted = False
    i = 0
    while i < len(command):
        ch = command[i]
        if quote == "'":
            if ch == "'":
                quote = ""
        elif ch == "\\" and i + 1 < len(command):
            current.append(command[i : i + 2])
            i += 2
            continue
        elif ch == "`" or (ch in "$<>" and command[i + 1 : i + 2] == "("):
            substituted = True
        elif quote == '"':
            if ch == '"':
                quote = ""
        elif ch in "'\"":
            quote = ch
        elif ch in ";&|\n":
            pieces.append("".join(current))
            current = []
            i += 1
            continue
        current.append(ch)
        i += 1
    pieces.append("".join(current))
    return [p.strip() for p in pieces if p.strip()], substituted


def grant_patterns(verdict: Verdict) -> list[str]:
    """What an "always allow" answer allows from then on: each program of a bash command
    (``git *``), or the path for write and edit."""
    if verdict.tool != "bash":
        return [verdict.subject]
    pieces, _ = split_command(verdict.subject)
    return sorted({f"{p.split()[0]} *" for p in pieces if p.split()})


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
    "refusal",
    "parse_permissions",
    "split_command",
    "wildcard_match",
]
