"""The offline stand-in's summarizer: deterministic and extractive, so compaction runs with no model.

It answers a summary request (``ProviderRequest.task``) from what the tools did and what the user
asked, never inventing anything, in the sections every summary has (``SUMMARY_SECTIONS``), and
merges a previous summary (its own or an LLM's with the same headings) instead of starting over.
Caps keep the summary much smaller than what it replaces, however long the session was.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from ..messages.parts import (
    Message,
    ServerCompactionPart,
    ToolCallPart,
    ToolResultPart,
    is_turn_start,
    server_compaction,
)
from ..tools.search import parse_grep

DONE_FINISH = "end_turn"
HEADER = "Summary of the conversation so far (offline extractive summary, not an LLM)"
CONSTRAINT_WORDS = re.compile(
    r"\b(must|never|always|don't|don’t|do not|only|should|keep|avoid|make sure)\b", re.I
)
FENCED = re.compile(r"```.*?(?:```|$)", re.S)
VIEW_LINE = re.compile(r"^\s*(\d+)\t")
PLACEHOLDERS = {"nothing pending", "nothing yet", "none stated", "none", "nothing", "n/a", "-"}
OMITTED = re.compile(r"^…\s*(\d+) earlier items? omitted$")

# Caps, so the summary stays much smaller than what it replaces however long the session was.
MAX_DONE = 30
MAX_FILES = 30
MAX_CONSTRAINTS = 25
MAX_STEPS = 6
MAX_ACTIONS = 8
MAX_LINE_REFS = 8
REQUEST_CHARS = 160
PENDING_REQUEST_CHARS = 1500
ANSWER_CHARS = 160
CONSTRAINT_CHARS = 500


def _cap(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


@dataclass
class _Turn:
    request: str  # "" when the messages start mid-turn
    messages: list[Message] = field(default_factory=list)


@dataclass
class _FileRefs:
    """What the tools did to one file: grep hit lines, viewed ranges, and flags (edited, ...)."""

    lines: list[int] = field(default_factory=list)
    views: list[str] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)
    more_lines: int = 0  # hit lines beyond the cap, known only as a count
    count: int = 0  # references, for ranking the files

    def merge(self, other: _FileRefs) -> None:
        self.lines += [n for n in other.lines if n not in self.lines]
        self.views += [v for v in other.views if v not in self.views]
        self.flags += [f for f in other.flags if f not in self.flags]
        self.more_lines += other.more_lines
        self.count += other.count

    def render(self, path: str) -> str:
        groups = []
        if self.lines:
            shown = sorted(self.lines[:MAX_LINE_REFS])
            extra = len(self.lines) - len(shown) + self.more_lines
            more = f" (+{extra} more)" if extra else ""
            label = "grep hits at lines " if len(shown) > 1 else "grep hits at line "
            groups.append(label + ", ".join(map(str, shown)) + more)
        if self.views:
            groups.append("viewed " + ", ".join(self.views))
        groups += self.flags
        return f"{path}: {'; '.join(groups)}" if groups else path

    @classmethod
    def parse(cls, bullet: str) -> tuple[str, _FileRefs]:
        """A Files involved bullet back into refs (free text, e.g. an LLM's, becomes flags)."""
        refs = cls()
        m = re.match(r"^`?([^\s`:,;]+)`?(.*)$", bullet)
        if not m:
            return bullet, refs
        rest = m.group(2).strip().lstrip(":—–-,").strip()
        for group in filter(None, (g.strip() for g in rest.split("; "))):
            if group.startswith("grep hits at line"):
                numbers, _, more = group[len("grep hits at line") :].partition("(+")
                refs.lines += [int(n) for n in re.findall(r"\d+", numbers)]
                refs.more_lines += int(re.sub(r"\D", "", more) or 0)
            elif group.startswith("viewed "):
                refs.views += [v.strip() for v in group[len("viewed ") :].split(", ")]
            else:
                refs.flags.append(group)
        refs.count = len(refs.lines) + refs.more_lines + len(refs.views) + len(refs.flags)
        return _norm_path(m.group(1)), refs


@dataclass
class _Files:
    """Paths the tools touched, in first-seen order."""

    refs: dict[str, _FileRefs] = field(default_factory=dict)

    def touch(self, path: str) -> _FileRefs | None:
        path = _norm_path(path)
        if not path or path in (".", "./"):
            return None
        refs = self.refs.setdefault(path, _FileRefs())
        refs.count += 1
        return refs

    def line(self, path: str, number: int) -> None:
        refs = self.touch(path)
        if refs is not None and number not in refs.lines:
            refs.lines.append(number)

    def view(self, path: str, span: str | None) -> None:
        refs = self.touch(path)
        if refs is not None and span and span not in refs.views:
            refs.views.append(span)

    def flag(self, path: str, flag: str) -> None:
        refs = self.touch(path)
        if refs is not None and flag not in refs.flags:
            refs.flags.append(flag)

    def bullets(self) -> list[str]:
        """Most referenced first (first seen wins ties)."""
        ranked = sorted(self.refs, key=lambda p: -self.refs[p].count)
        return [self.refs[p].render(p) for p in ranked]


@dataclass
class _Sections:
    done: list[str] = field(default_factory=list)
    progress: list[str] = field(default_factory=list)
    files: list[str] = field(default_factory=list)
    next: list[str] = field(default_factory=list)
    constraints: list[str] = field(default_factory=list)
    omitted: dict[str, int] = field(default_factory=dict)


SECTION_KEYS = {
    "what was done": "done",
    "done": "done",
    "in progress": "progress",
    "progress": "progress",
    "files involved": "files",
    "files": "files",
    "next steps": "next",
    "next": "next",
    "user constraints": "constraints",
    "constraints": "constraints",
}


def _norm_path(path: str) -> str:
    path = str(path).strip().strip("`")
    while path.startswith("./"):
        path = path[2:]
    return path


def _turns(messages: list[Message]) -> tuple[list[_Turn], list[str]]:
    """The messages split at user prompts, and the texts of any summaries among them."""
    turns: list[_Turn] = []
    summaries: list[str] = []
    for m in messages:
        server = server_compaction(m)
        if m.is_summary:
            summaries.append(m.text)
        elif server is not None and server_summary(server):  # the provider's, merged as one
            summaries.append(server_summary(server))
            rest = m.copy(parts=[p for p in m.parts if not isinstance(p, ServerCompactionPart)])
            if rest.text or rest.tool_calls:
                if not turns:
                    turns.append(_Turn("", []))
                turns[-1].messages.append(rest)
        elif is_turn_start(m):
            turns.append(_Turn(m.text, [m]))
        elif turns:
            turns[-1].messages.append(m)
        else:
            turns.append(_Turn("", [m]))
    return turns, summaries


def server_summary(part: ServerCompactionPart) -> str:
    """A server compaction's summary as the offline model reads it: the readable one, or (a
    simulated server's) the text it stands in for encryption with."""
    if part.summary:
        return part.summary
    return "\n".join(str(i.get("encrypted_content") or "") for i in part.items).strip()


UNFINISHED = re.compile(r'Unfinished: "(.*)" \((?:stopped|interrupted|not answered)')


def pending_request(summary: str) -> str:
    """The unfinished request a summary records ("In progress"), or ""."""
    found = UNFINISHED.search(summary)
    return found.group(1) if found else ""


def _request_line(text: str) -> str:
    return _cap(FENCED.sub(" [code] ", text), REQUEST_CHARS) if text else "(continued work)"


def _results_by_call(messages: list[Message]) -> dict[str, ToolResultPart]:
    return {r.tool_call_id: r for m in messages for r in m.tool_results}


def _view_range(call: ToolCallPart, result: ToolResultPart | None) -> str | None:
    if result is None or result.is_error:
        return None
    meta = result.metadata or {}
    if result.pruned_at is None:
        numbers = [
            int(m.group(1)) for line in result.content.splitlines() if (m := VIEW_LINE.match(line))
        ]
        if numbers:
            return f"{numbers[0]}-{numbers[-1]}"
    if meta.get("lines_shown"):
        start = int(meta.get("offset") or call.input.get("offset") or 0) + 1
        return f"{start}-{start + int(meta['lines_shown']) - 1}"
    return None


def _describe(call: ToolCallPart, result: ToolResultPart | None, files: _Files) -> str:
    """One compact phrase for a tool call, recording the paths it touched in ``files``."""
    args = call.input or {}
    meta = (result.metadata if result else None) or {}
    path = _norm_path(meta.get("path") or args.get("path") or "")
    name = call.name
    if name == "view":
        span = _view_range(call, result)
        files.view(path, span)
        text = f"viewed {path}:{span}" if span else f"viewed {path}"
    elif name == "grep":
        files.flag(path, "searched")
        hits = parse_grep(result.content) if result and result.pruned_at is None else []
        for hit_path, line, _ in hits:
            files.line(hit_path, line)
        total = meta.get("matches")
        if total is not None:
            total = int(total) + int(meta.get("matches_omitted") or 0)
        elif result is not None and result.pruned_at is None:
            total = len(hits)
        found = "" if total is None else f" ({total} match{'es' if total != 1 else ''})"
        where = f" in {path}" if path and path != "." else ""
        text = f"grep `{_cap(str(args.get('pattern', '')), 60)}`{where}{found}"
    elif name == "glob":
        files.flag(path, "searched")
        count = meta.get("count")
        found = "" if count is None else f" ({count} file{'s' if count != 1 else ''})"
        text = f"glob `{_cap(str(args.get('pattern', '')), 60)}`{found}"
    elif name == "ls":
        files.flag(path, "listed")
        text = f"listed {path or '.'}"
    elif name == "bash":
        command = _cap(str(args.get("command", "")), 80)
        if meta.get("timed_out"):
            status = " (timed out)"
        elif meta.get("exit_code") is not None:
            status = f" (exit {meta['exit_code']})"
        else:
            status = ""
        last = _last_output_line(result)
        if last:
            status = f"{status[:-1]}; last line: {last})" if status else f" (last line: {last})"
        text = f"ran `{command}`{status}"
    elif name == "write":
        files.flag(path, "written")
        text = f"wrote {path}"
    elif name == "edit":
        files.flag(path, "edited")
        text = f"edited {path}"
    else:
        text = f"{name} {_cap(json.dumps(args, ensure_ascii=False, sort_keys=True), 60)}"
    if result is None:
        text += " (no result: interrupted)"
    elif result.is_error and not (name == "bash" and meta.get("exit_code") is not None):
        first = next((ln for ln in result.visible_content.splitlines() if ln.strip()), "")
        text += f" (failed: {_cap(first, 80)})"
    return text


def _last_output_line(result: ToolResultPart | None) -> str:
    """A command's last line of output (pytest's tally, a traceback's error), not our notes."""
    if result is None or result.pruned_at is not None:
        return ""
    for line in reversed(result.content.splitlines()):
        line = line.strip()
        if line and not line.startswith(("exit code:", "(Background", "stderr:")):
            return _cap(line, 80)
    return ""


def _last_answer(turn: _Turn) -> str:
    """The first paragraph of the turn's last reply (code fences and our disclaimer left out)."""
    for m in reversed(turn.messages):
        if m.role != "assistant" or not m.text.strip():
            continue
        paragraph: list[str] = []
        for line in m.text.strip().splitlines():
            line = line.strip()
            if not line:
                if paragraph:
                    break
                continue
            if not line.startswith(("```", "_(")):
                paragraph.append(line)
        return _cap(" ".join(paragraph), ANSWER_CHARS)
    return ""


def _unfinished(turn: _Turn) -> str | None:
    """Why the turn did not finish, or None when its last message is an end_turn answer."""
    last = turn.messages[-1]
    if last.role == "assistant":
        reason = last.finish_reason or "unknown"
        return None if reason == DONE_FINISH else f"stopped with {reason}"
    if last.role == "tool":
        if any((r.metadata or {}).get("interrupted") for r in last.tool_results):
            return "interrupted during tool calls"
        return "stopped after tool results, before the model answered (step limit or interruption)"
    return "not answered yet"


def _constraints(text: str) -> list[str]:
    prose = FENCED.sub("\n", text)
    out = []
    for line in prose.splitlines():
        for sentence in re.split(r"(?<=[.!?])\s+", line.strip()):
            sentence = sentence.strip()
            if sentence and CONSTRAINT_WORDS.search(sentence):
                if len(sentence) > CONSTRAINT_CHARS:
                    sentence = sentence[: CONSTRAINT_CHARS - 1] + "…"
                out.append(f'"{sentence}"')
    return out


def _extract(messages: list[Message]) -> tuple[_Sections, list[str]]:
    turns, summaries = _turns(messages)
    results = _results_by_call(messages)
    files = _Files()
    s = _Sections()
    failures: list[str] = []
    for number, turn in enumerate(turns):
        actions = []
        for m in turn.messages:
            for call in m.tool_calls:
                actions.append(_describe(call, results.get(call.id), files))
        phrase = f'"{_request_line(turn.request)}"'
        if actions:
            more = len(actions) - MAX_ACTIONS
            phrase += ": " + ", ".join(actions[:MAX_ACTIONS])
            if more > 0:
                phrase += f", +{more} more tool calls"
        answer = _last_answer(turn)
        stopped = _unfinished(turn)
        if stopped:
            phrase += f" ({stopped})"
        elif answer:
            phrase += f"; answered: {answer}"
        s.done.append(phrase)
        s.constraints.extend(_constraints(turn.request))
        if number == len(turns) - 1:
            failures = [a for a in actions if "(failed" in a or re.search(r"\(exit [^0]", a)]
            request = _request_line(turn.request)
            if stopped:
                detail = f"; last reply: {answer}" if answer else ""
                # in full: the agent continues this request from the summary alone
                full = _cap(turn.request, PENDING_REQUEST_CHARS) if turn.request else request
                s.progress.append(f'Unfinished: "{full}" ({stopped}){detail}')
                s.next.append(f'Finish the interrupted request: "{request}"')
            s.next.extend(f"Look into {a}" for a in failures)
            if not stopped and not failures:
                s.next.append(
                    f'Wait for the user\'s next request; the last one ("{request}") was answered'
                )
    s.files = files.bullets()
    return s, summaries


# Parsing and merging a previous summary -------------------------------------------------------


def parse_summary(text: str) -> _Sections:
    """The five sections of a summary (this module's or an LLM's with the same headings).

    Text under unknown headings or before any heading is kept under "What was done", so merging
    never silently drops what an earlier summary said.
    """
    s = _Sections()
    key = "done"
    prefix = ""
    items: list[str] | None = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(HEADER.split("(")[0].strip()):
            items = None
            continue
        heading = re.match(r"^#{1,6}\s*(.+?)\s*:?\s*$", line)
        if heading:
            title = heading.group(1).strip().strip("*").strip()
            known = SECTION_KEYS.get(title.lower())
            key, prefix = (known, "") if known else ("done", f"{title}: ")
            items = None
            continue
        bullet = re.match(r"^(?:[-*+]|\d+[.)])\s+(.*)$", line)
        target: list[str] = getattr(s, key)
        if bullet or items is None:
            content = bullet.group(1).strip() if bullet else line
            omitted = OMITTED.match(content)
            if omitted:
                s.omitted[key] = s.omitted.get(key, 0) + int(omitted.group(1))
                items = None
                continue
            if content.lower().rstrip(".") in PLACEHOLDERS:
                items = None
                continue
            target.append(prefix + content)
            items = target
        else:  # a continuation line of the previous bullet
            items[-1] = f"{items[-1]} {line}"
    return s


def _merge_files(previous: list[str], new: list[str]) -> tuple[list[str], int]:
    """Union by path (previous first), keeping the most referenced when over the cap."""
    merged: dict[str, _FileRefs] = {}
    for bullet in previous + new:
        path, refs = _FileRefs.parse(bullet)
        merged.setdefault(path, _FileRefs()).merge(refs)
    order = list(merged)
    if len(order) > MAX_FILES:
        keep = set(sorted(order, key=lambda p: -merged[p].count)[:MAX_FILES])
        order = [p for p in order if p in keep]
    return [merged[p].render(p) for p in order], len(merged) - len(order)


def _merge_list(previous: list[str], new: list[str], cap: int) -> tuple[list[str], int]:
    """Previous first, exact duplicates dropped; over the cap the oldest go."""
    out = list(dict.fromkeys([*previous, *new]))
    dropped = max(len(out) - cap, 0)
    return out[dropped:], dropped


def _merge(previous: _Sections, new: _Sections) -> _Sections:
    merged = _Sections()
    for key, cap in (("done", MAX_DONE), ("constraints", MAX_CONSTRAINTS)):
        items, dropped = _merge_list(getattr(previous, key), getattr(new, key), cap)
        setattr(merged, key, items)
        merged.omitted[key] = previous.omitted.get(key, 0) + new.omitted.get(key, 0) + dropped
    merged.files, dropped = _merge_files(previous.files, new.files)
    merged.omitted["files"] = (
        previous.omitted.get("files", 0) + new.omitted.get("files", 0) + dropped
    )
    # In progress and next steps describe the latest state, which the newer messages decide.
    merged.progress = new.progress
    merged.next = new.next
    return merged


def _render(s: _Sections) -> str:
    def section(title: str, key: str, items: list[str], empty: str) -> str:
        lines = [f"## {title}"]
        if s.omitted.get(key):
            lines.append(f"- … {s.omitted[key]} earlier items omitted")
        lines += [f"- {item}" for item in items] or [f"- {empty}"]
        return "\n".join(lines)

    return "\n\n".join(
        [
            HEADER,
            section("What was done", "done", s.done, "nothing yet"),
            section("In progress", "progress", s.progress[:MAX_STEPS], "nothing pending"),
            section("Files involved", "files", s.files[:MAX_FILES], "none"),
            section("Next steps", "next", s.next[:MAX_STEPS], "none"),
            section("User constraints", "constraints", s.constraints, "none stated"),
        ]
    )


def offline_summary(
    messages: list[Message], previous_summary: str | None, instructions: str = ""
) -> str:
    """A deterministic, extractive summary in the five sections, merged with ``previous_summary``.

    Built from what the tools did and what the user asked, never invented. ``instructions`` are
    for an LLM summarizer; they are recorded here (as the last next step) so they are not lost.
    """
    new, embedded = _extract(messages)
    if instructions.strip():
        new.next.append(f"Compaction instructions: {_cap(instructions, REQUEST_CHARS)}")
    merged = _Sections()
    for text in [*([previous_summary] if previous_summary else []), *embedded]:
        merged = _merge(merged, parse_summary(text))
    return _render(_merge(merged, new))
