"""The offline default model: a deterministic, tool-using stand-in for an LLM. It is not an LLM.

It exists so that the whole machinery (tool loop, store, meters, caching, compaction) runs with no
network and no key, on Binder or in CI. Like a real model it only sees the request: it reads the
latest user prompt and the tool results of the current turn, plans real tool calls (list or glob the
workspace, grep for the prompt's key terms, view the most relevant lines, run a command when asked),
then writes an answer built from what the tools returned. Its usage is computed from real token counts
of the request it received and billed through the prompt-cache simulator as the model it
``simulates``, so the meters move as they would with that model.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from .. import transcripts
from ..ids import new_id, now_ms
from ..parts import Message, TextPart, ToolCallPart, ToolResultPart, is_turn_start
from ..request import (
    ProviderEvent,
    ProviderRequest,
    ProviderResponse,
    SummaryTask,
    TextDelta,
    ToolCallStarted,
)
from ..tokens import count_text
from ..tools.search import parse_grep
from ..usage import Usage
from . import offline_tasks
from .offline_summary import offline_summary

DISCLAIMER = (
    "offline stand-in: answers are composed deterministically from tool results, not by an LLM"
)

STOPWORDS = frozenset(
    [
        "a",
        "about",
        "above",
        "after",
        "again",
        "all",
        "also",
        "am",
        "an",
        "and",
        "any",
        "are",
        "as",
        "at",
        "be",
        "because",
        "been",
        "before",
        "being",
        "below",
        "between",
        "both",
        "but",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "doing",
        "done",
        "down",
        "during",
        "each",
        "either",
        "else",
        "ever",
        "every",
        "few",
        "for",
        "from",
        "further",
        "get",
        "gets",
        "got",
        "had",
        "has",
        "have",
        "having",
        "he",
        "her",
        "here",
        "hers",
        "him",
        "his",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "itself",
        "just",
        "let",
        "like",
        "list",
        "look",
        "make",
        "may",
        "me",
        "might",
        "more",
        "most",
        "much",
        "must",
        "my",
        "need",
        "no",
        "nor",
        "not",
        "now",
        "of",
        "off",
        "on",
        "once",
        "only",
        "or",
        "other",
        "our",
        "out",
        "over",
        "own",
        "please",
        "same",
        "shall",
        "she",
        "should",
        "show",
        "so",
        "some",
        "such",
        "tell",
        "than",
        "that",
        "the",
        "their",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "through",
        "to",
        "too",
        "under",
        "until",
        "up",
        "use",
        "used",
        "uses",
        "using",
        "very",
        "want",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "while",
        "who",
        "whom",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "yours",
        "find",
        "file",
        "files",
        "folder",
        "folders",
        "directory",
        "workspace",
        "project",
        "code",
        "see",
        "explain",
        "describe",
        "give",
        "me",
        "thing",
        "things",
        "work",
        "works",
        "working",
        "does",
        "defined",
        "define",
        "there's",
        "what's",
        "where's",
        "how's",
        "it's",
        "let's",
        "contain",
        "contains",
        "containing",
    ]
)
COMMAND_VERBS = re.compile(r"\b(run|execute|exec|launch)\b", re.I)
BACKTICKED = re.compile(r"`([^`\n]+)`")
FENCED = re.compile(r"```[\w+-]*\n(.*?)```", re.S)
FILE_MENTION = re.compile(r"(?<![\w/.-])((?:[\w.-]+/)*[\w-]+\.[A-Za-z0-9]{1,8})(?![\w/])")
LANGUAGE_EXT = {
    "python": "py",
    "javascript": "js",
    "typescript": "ts",
    "markdown": "md",
    "rust": "rs",
    "go": "go",
    "java": "java",
    "toml": "toml",
    "yaml": "yaml",
    "json": "json",
    "shell": "sh",
    "notebook": "ipynb",
}
LISTING_WORDS = re.compile(r"\b(list|ls|tree|structure|layout|overview|what(?:'s| is) in)\b", re.I)
VIEW_LINES = 60
MAX_VIEWS = 2
MAX_TERMS = 6


@dataclass
class Intent:
    """What the prompt asks for, read with plain rules (no model)."""

    command: str | None = None
    write: tuple[str, str] | None = None  # path, content
    edit: tuple[str, str, str] | None = None  # path, old, new
    terms: list[str] = field(default_factory=list)  # what to grep for
    words: list[str] = field(default_factory=list)  # the prompt's other content words
    files: list[str] = field(default_factory=list)
    extension: str | None = None
    listing: bool = False


def read_intent(prompt: str) -> Intent:
    intent = Intent()
    ticks = BACKTICKED.findall(FENCED.sub(" ", prompt))
    fenced = FENCED.findall(prompt)
    lowered = prompt.lower()
    if COMMAND_VERBS.search(prompt):
        if ticks:
            intent.command = ticks[0].strip()
        elif re.search(r"\b(tests?|pytest)\b", lowered):
            intent.command = "python -m pytest -q"
    m = re.search(r"\b(?:create|write)\b.*?\bfile\b\s+`?([\w./-]+)`?", prompt, re.I | re.S)
    if m and intent.command is None:
        content = fenced[0] if fenced else ""
        if not content:
            c = re.search(
                r"\b(?:containing|with content|with the text|that says)\s+(.+)$",
                prompt,
                re.I | re.S,
            )
            content = c.group(1).strip().strip("`\"'") + "\n" if c else ""
        intent.write = (m.group(1), content)
    m = re.search(r"\breplace\s+`([^`]+)`\s+with\s+`([^`]*)`\s+in\s+`?([\w./-]+)`?", prompt, re.I)
    if m and intent.command is None:
        intent.edit = (m.group(3), m.group(1), m.group(2))
    intent.files = list(dict.fromkeys(FILE_MENTION.findall(prompt)))
    for word, ext in LANGUAGE_EXT.items():
        if re.search(rf"\b{word}\b", lowered):
            intent.extension = ext
            break
    intent.listing = bool(LISTING_WORDS.search(prompt))
    code: list[str] = []  # backticked, quoted, or identifier-shaped: grep these first
    words: list[str] = []
    for t in ticks:
        if t != intent.command and t not in intent.files and len(t) >= 2:
            code.append(t)
    for q in re.findall(r"\"([^\"\n]{2,40})\"|'([^'\n]{2,40})'", prompt):
        code.append(q[0] or q[1])
    for word in re.findall(r"[A-Za-z_][A-Za-z0-9_]{2,}", FENCED.sub(" ", prompt)):
        if word.lower() in STOPWORDS or word.lower() in LANGUAGE_EXT:
            continue
        if any(word in f for f in intent.files):
            continue
        identifier = (
            "_" in word or any(c.isdigit() for c in word) or any(c.isupper() for c in word[1:])
        )
        (code if identifier else words).append(word)
    intent.words = _unique(words)[:MAX_TERMS]
    intent.terms = _unique(code)[:MAX_TERMS] or intent.words
    return intent


def _unique(items: list[str]) -> list[str]:
    seen: set[str] = set()
    out = []
    for t in items:
        if t.lower() not in seen:
            seen.add(t.lower())
            out.append(t)
    return out


# ---------------------------------------------------------------------------------------------
# Reading the current turn out of the request


@dataclass
class TurnState:
    prompt: str
    calls: list[ToolCallPart]
    results: dict[str, ToolResultPart]
    listed_before: bool = False  # an earlier turn already listed the workspace root

    def done(self, name: str) -> list[tuple[ToolCallPart, ToolResultPart | None]]:
        return [(c, self.results.get(c.id)) for c in self.calls if c.name == name]


def current_turn(messages: list[Message]) -> TurnState:
    # A replayed request (one user message holding the transcript) is read back into the
    # messages it stands for: a real model reads the transcript, the stand-in parses it.
    messages = transcripts.expand(messages)
    start = 0
    for i in range(len(messages) - 1, -1, -1):
        m = messages[i]
        if is_turn_start(m):
            start = i
            break
    prompt = messages[start].text if messages else ""
    listed_before = any(
        c.name == "ls" and c.input.get("path", ".") in (".", "", "./")
        for m in messages[:start]
        for c in m.tool_calls
    )
    calls: list[ToolCallPart] = []
    results: dict[str, ToolResultPart] = {}
    for m in messages[start + 1 :]:
        calls.extend(m.tool_calls)
        for r in m.tool_results:
            results[r.tool_call_id] = r
    return TurnState(prompt, calls, results, listed_before)


def listed_files(content: str) -> list[str]:
    """Workspace-relative file paths from ls (``- name`` tree) or glob (one path a line) output."""
    files: list[str] = []
    dirs: dict[int, str] = {}
    for raw in content.splitlines():
        stripped = raw.strip()
        if not stripped or stripped.startswith(("(", "There are", "No files")):
            continue
        if not stripped.startswith("- "):
            files.append(stripped)  # glob output
            continue
        depth = (len(raw) - len(raw.lstrip(" "))) // 2
        name = stripped[2:]
        if depth == 0:
            dirs = {0: "" if name in ("./", ".") else name.rstrip("/")}
            continue
        parent = dirs.get(depth - 1, "")
        path = f"{parent}/{name}" if parent else name
        if name.endswith("/"):
            dirs[depth] = path.rstrip("/")
        else:
            files.append(path)
    return files


def definition_of(term: str, text: str) -> bool:
    """Whether a source line defines ``term`` (class/def/function/... or an assignment)."""
    t = re.escape(term)
    return bool(
        re.search(
            rf"\b(class|def|function|fn|func|struct|interface|type|enum|const|let|var)\s+{t}\b",
            text,
        )
        or re.match(rf"\s*{t}\s*[:=]", text)
    )


def grep_hits(state: TurnState) -> list[tuple[str, int, str]]:
    hits = []
    for _call, result in state.done("grep"):
        if result and not result.is_error:
            hits.extend(parse_grep(result.content))
    return hits


def rank_files(state: TurnState, intent: Intent) -> list[tuple[str, int]]:
    """Files to view with the line to centre on, best first.

    A mentioned file wins; then grep hits weighted by how rare their term is (a term found in
    two files says more than one found in forty), with a bonus for a line that defines a term.
    """
    known: list[str] = []
    for _call, result in state.done("ls") + state.done("glob"):
        if result and not result.is_error:
            known.extend(listed_files(result.content))
    hits = grep_hits(state)
    terms = [t for t in intent.terms if t]
    files_with: dict[str, set[str]] = {t.lower(): set() for t in terms}
    for path, _line, text in hits:
        for t in terms:
            if t.lower() in text.lower():
                files_with[t.lower()].add(path)
    scores: dict[str, float] = {}
    best: dict[str, tuple[float, int]] = {}
    for path, line, text in hits:
        weight = (
            sum(1.0 / len(files_with[t.lower()]) for t in terms if t.lower() in text.lower()) or 0.1
        )
        if any(definition_of(t, text) for t in terms):
            weight += 5
        scores[path] = scores.get(path, 0) + weight
        if weight > best.get(path, (-1, 0))[0]:
            best[path] = (weight, line)
    for mention in intent.files:
        for path in known + list(scores):
            if path == mention or path.endswith("/" + mention):
                scores[path] = scores.get(path, 0) + 1000
                break
        else:
            scores.setdefault(mention, 500)
    for path in list(scores):
        stem = path.rsplit("/", 1)[-1].rsplit(".", 1)[0].lower()
        if any(t.lower() == stem for t in terms + intent.words):
            scores[path] += 3
        if path.endswith(".ipynb") or "/." in f"/{path}":
            scores[path] -= 100  # notebooks are JSON noise for an excerpt
    viewed = {c.input.get("path") for c, _ in state.done("view")}
    ranked = sorted(scores, key=lambda p: (-scores[p], p))
    return [(p, best.get(p, (0, 1))[1]) for p in ranked if p not in viewed and scores[p] > 0]


def plan(state: TurnState, intent: Intent) -> list[tuple[str, dict[str, Any]]]:
    """The next tool calls, or [] when it is time to answer."""
    names = {c.name for c in state.calls}
    if not state.calls:
        if intent.command:
            return [("bash", {"command": intent.command})]
        if intent.write:
            return [("write", {"path": intent.write[0], "content": intent.write[1]})]
        if intent.edit:
            path, old, new = intent.edit
            return [("edit", {"path": path, "old_string": old, "new_string": new})]
        first: list[tuple[str, dict[str, Any]]] = []
        if intent.extension and not intent.listing:
            first.append(("glob", {"pattern": f"**/*.{intent.extension}"}))
        elif intent.listing or not intent.terms or not state.listed_before:
            first.append(("ls", {"path": "."}))
        if intent.terms:
            pattern = "|".join(re.escape(t) for t in intent.terms)
            args: dict[str, Any] = {"pattern": pattern}
            if intent.extension:
                args["include"] = f"*.{intent.extension}"
            first.append(("grep", args))
        return first
    if names & {"bash", "write", "edit"}:
        return []
    if "view" not in names:
        calls = []
        for path, line in rank_files(state, intent)[:MAX_VIEWS]:
            offset = max(line - 1 - VIEW_LINES // 4, 0)
            calls.append(("view", {"path": path, "offset": offset, "limit": VIEW_LINES}))
        return calls
    return []


# ---------------------------------------------------------------------------------------------
# Writing the answer from the tool results

DEFINITION = re.compile(
    r"^\s*\d+\t\s*(?:async\s+)?(def|class|function|fn|func|interface|struct)\s+(\w+)"
)
VIEW_LINE = re.compile(r"^\s*(\d+)\t(.*)$")


def _excerpt(text: str, limit: int = 100) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


ANSWER_ORDER = {"bash": 0, "write": 0, "edit": 0, "view": 1, "grep": 2, "glob": 3, "ls": 3}


def answer(state: TurnState, intent: Intent) -> str:
    lines: list[str] = []
    definitions = [
        (t, path, n, text)
        for path, n, text in grep_hits(state)
        for t in intent.terms
        if definition_of(t, text)
    ]
    for term, path, n, text in definitions[:3]:
        lines.append(f"`{term}` is defined at `{path}:{n}`: `{_excerpt(text, 80)}`.")
    if lines:
        lines.append("")
    done = sorted(
        ((c, state.results.get(c.id)) for c in state.calls),
        key=lambda cr: ANSWER_ORDER.get(cr[0].name, 9),
    )
    for call, result in done:
        if result is None:
            continue
        if result.is_error:
            lines.append(f"- `{call.name}` failed: {_excerpt(result.content, 200)}")
            continue
        lines.extend(_describe(call, result, intent))
        lines.append("")
    if not lines:
        lines += ["I had nothing to look up for this prompt, and no tool results to report.", ""]
    lines.append(f"_({DISCLAIMER}.)_")
    return "\n".join(lines)


def _describe(call: ToolCallPart, result: ToolResultPart, intent: Intent) -> list[str]:
    meta = result.metadata or {}
    truncated = " (output truncated at the tool's limit)" if meta.get("truncated") else ""
    if call.name in ("ls", "glob"):
        files = listed_files(result.content)
        where = call.input.get("pattern") or call.input.get("path", ".")
        shown = ", ".join(f"`{f}`" for f in files[:12])
        more = f" and {len(files) - 12} more" if len(files) > 12 else ""
        return [f"**{call.name} `{where}`** found {len(files)} files{truncated}: {shown}{more}."]
    if call.name == "grep":
        hits = parse_grep(result.content)
        if not hits:
            return [f"**grep `{call.input.get('pattern')}`** found no matches."]
        files = list(dict.fromkeys(h[0] for h in hits))
        out = [
            f"**grep `{call.input.get('pattern')}`**: {len(hits)} matches in {len(files)} files{truncated}:"
        ]
        out += [f"- `{p}:{n}` {_excerpt(t)}" for p, n, t in hits[:8]]
        if len(hits) > 8:
            out.append(f"- … {len(hits) - 8} more matches")
        return out
    if call.name == "view":
        rows = [VIEW_LINE.match(line) for line in result.content.splitlines()]
        numbered = [(int(m.group(1)), m.group(2)) for m in rows if m]
        if not numbered:
            return [f"**`{call.input.get('path')}`** is empty."]
        first, last = numbered[0][0], numbered[-1][0]
        total = meta.get("lines_total")
        of = f" of {total}" if total else ""
        out = [f"**`{call.input.get('path')}`** (lines {first}-{last}{of}){truncated}:"]
        defs = [
            (m.group(1), m.group(2), int(line.split("\t")[0]))
            for line in result.content.splitlines()
            if (m := DEFINITION.match(line))
        ]
        if defs:
            out.append(
                "- defines "
                + ", ".join(f"{kind} `{name}` (line {n})" for kind, name, n in defs[:8])
            )
        terms = [t.lower() for t in intent.terms + intent.words]
        mentions = [(n, t) for n, t in numbered if any(term in t.lower() for term in terms)]
        for n, text in mentions[:4]:
            out.append(f"- line {n}: `{_excerpt(text, 90)}`")
        if not defs and not mentions:
            out.append(f"- starts with: `{_excerpt(numbered[0][1], 90)}`")
        return out
    if call.name == "bash":
        code = meta.get("exit_code")
        tail = result.content.strip().splitlines()[-15:]
        status = "timed out" if meta.get("timed_out") else f"exit code {code}"
        return [
            f"**Ran `{call.input.get('command')}`** ({status}){truncated}:",
            "```",
            *tail,
            "```",
        ]
    if call.name == "write":
        return [f"**Wrote `{call.input.get('path')}`** ({meta.get('bytes', '?')} bytes)."]
    if call.name == "edit":
        out = [
            f"**Edited `{call.input.get('path')}`**: {meta.get('replacements', 1)} replacement(s)."
        ]
        if meta.get("diff"):
            out += ["```diff", *str(meta["diff"]).splitlines()[:20], "```"]
        return out
    return [f"**{call.name}** returned {len(result.content)} characters."]


# ---------------------------------------------------------------------------------------------


def request_text(request: ProviderRequest) -> str:
    """Everything the request carries, serialised the way a tokenizer would see it."""
    chunks = [b.text for b in request.system]
    chunks += [json.dumps(t, sort_keys=True) for t in request.tools]
    for m in request.messages:
        chunks.append(m.role)
        for p in m.parts:
            if isinstance(p, TextPart):
                chunks.append(p.text)
            elif isinstance(p, ToolCallPart):
                chunks.append(p.name + json.dumps(p.input, sort_keys=True))
            elif isinstance(p, ToolResultPart):
                chunks.append(p.visible_content)
    return "\n".join(chunks)


class OfflineProvider:
    """Deterministic stand-in. ``bill`` maps (request, output tokens) to Usage; by default every
    prompt token is uncached input, and the agent plugs in the cache simulator of the model it
    simulates."""

    name = "offline"

    def __init__(self, *, delay: float = 0.0, biller: Any = None) -> None:
        self.delay = delay
        self.biller = biller

    def stream(self, request: ProviderRequest) -> Iterator[ProviderEvent]:
        if request.task is not None:
            yield from self._summary(request, request.task)
            return
        state = current_turn(request.messages)
        delegated = offline_tasks.step(state, request.tools)  # several places: task calls
        if delegated is not None:
            yield from offline_tasks.reply(self, request, *delegated)
            return
        intent = read_intent(state.prompt)
        calls = plan(state, intent)
        parts: list[Any] = []
        if calls:
            text = (
                "Let me look at the workspace."
                if not state.calls
                else "Reading the most relevant lines."
            )
            if intent.command and not state.calls:
                text = f"Running `{intent.command}`."
        else:
            text = answer(state, intent)
        for chunk in re.findall(r"\S+\s*|\s+", text):
            if self.delay:
                time.sleep(self.delay)
            yield TextDelta(chunk)
        parts.append(TextPart(text))
        for name, args in calls:
            call = ToolCallPart(id=new_id("call"), name=name, input=args)
            yield ToolCallStarted(call.id, call.name)
            parts.append(call)
        out_text = text + "".join(c.name + json.dumps(c.input) for c in parts[1:])
        yield self._response(request, parts, out_text, "tool_use" if calls else "end_turn")

    def _summary(self, request: ProviderRequest, task: SummaryTask) -> Iterator[ProviderEvent]:
        """A summary request: the extractive summary of the task's messages, merged with the
        previous summary (the request's text carries the same, rendered for a model)."""
        text = offline_summary(task.messages, task.previous, task.instructions)
        yield TextDelta(text)
        yield self._response(request, [TextPart(text)], text, "end_turn")

    def _response(
        self, request: ProviderRequest, parts: list[Any], out_text: str, finish: str
    ) -> ProviderResponse:
        """The response with its usage: real token counts, billed by the simulator if any."""
        output_tokens = count_text(out_text)
        if self.biller is not None:
            usage = self.biller(request, output_tokens)
        else:
            usage = Usage(input=count_text(request_text(request)), output=output_tokens)
        return ProviderResponse(
            parts=parts,
            usage=usage,
            finish_reason=finish,
            model="offline",
            estimated=True,
            request_id=f"offline-{now_ms()}",
            metadata={"offline": True, "note": DISCLAIMER, "simulates": request.model.simulates},
        )
