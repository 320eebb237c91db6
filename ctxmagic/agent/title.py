"""The title agent: names a session from its first prompt, once, after the first turn.

opencode runs a hidden ``title`` agent with no tools on a small model, in the background, from the
session's first message (Go: ``generateTitle`` in ``internal/llm/agent/agent.go``, started in a
goroutine; TypeScript: the ``title`` agent in ``packages/opencode/src/agent/agent.ts``). ctxmagic
does the same: with a real provider the title is one request to the title model (a small one by
default), billed to the session as its own request (``%ctx requests`` shows it as ``title``) and
sent from a thread, so the turn never waits for it; the offline model names the session
extractively, from the prompt's own words. A title the user gave is never replaced.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from ..messages.ids import now_ms
from ..messages.parts import Message, TextPart
from ..model.catalog import ModelInfo
from ..model.request import Provider, ProviderRequest, ProviderResponse, SystemBlock
from ..store.database import RequestRecord, Session, Store

TITLE_PROMPT = """\
You write the title of a coding session from the user's first message. Reply with the title \
only: at most 50 characters, in the language of the message, no quotes, no trailing \
punctuation, no preamble. Name the subject (the code, the feature, the question), not the \
request ("Fix the VAT rounding in line_total", not "User asks about a bug")."""

MAX_CHARS = 60
_QUESTION = re.compile(
    r"^(?:please\s+|can you\s+|could you\s+|would you\s+|i want to\s+|i'd like to\s+|"
    r"help me\s+|tell me\s+|show me\s+)+",
    re.I,
)
_FILLER = frozenset(
    "a an the is are was were be do does did of to in on for and or with me my our your this that "
    "these those they them it its there please can could would should will how what where which who why "
    "when tell show explain give find look into each all".split()
)


def provisional_title(prompt: str) -> str:
    """A session's title until the title agent runs: the first line of its first prompt."""
    first = prompt.strip().splitlines()[0] if prompt.strip() else ""
    return first if len(first) <= MAX_CHARS else first[: MAX_CHARS - 1] + "…"


def extractive_title(prompt: str) -> str:
    """The offline title: the prompt's first sentence with the asking and the filler words taken
    out, code names kept as written ("Where is `line_total` defined?" -> "line_total defined")."""
    text = re.sub(r"```.*?```", " ", prompt.strip(), flags=re.S)
    sentence = re.split(r"(?<=[.?!])\s|\n", text.strip(), maxsplit=1)[0]
    sentence = _QUESTION.sub("", sentence.strip())
    code = {w.strip("`'\".,;:?!()[]") for w in re.findall(r"`[^`]+`", sentence)}
    words = [w.strip("`'\".,;:?!()[]") for w in sentence.split()]
    kept = [w for w in words if w and w.lower() not in _FILLER]
    title = " ".join(kept) or sentence.strip() or provisional_title(prompt)
    if len(title) > MAX_CHARS:
        title = title[: MAX_CHARS - 1].rsplit(" ", 1)[0] + "…"
    first = kept[0] if kept else ""
    if first in code or not first.isalpha() or not first.islower():
        return title  # a code name keeps its spelling: "line_total defined", "iOS build"
    return title[:1].upper() + title[1:]


def clean_title(text: str) -> str:
    """A model's reply as a title: its first non-empty line, without quotes or a label."""
    line = next((ln.strip() for ln in text.splitlines() if ln.strip()), "")
    line = re.sub(r"^(?:title\s*:\s*)", "", line, flags=re.I).strip().strip("\"'`*#").strip()
    line = line.rstrip(".")
    return line if len(line) <= MAX_CHARS else line[: MAX_CHARS - 1] + "…"


@dataclass
class TitleAgent:
    """Writes a session's title after its first turn. ``provider`` None: offline, extractive.

    ``start`` returns at once: the request runs in a thread writing through a connection of its
    own (an in-memory store has only one connection, so there it runs before ``start`` returns).
    """

    provider: Provider | None
    model: ModelInfo | None = None
    pricing: ModelInfo | None = None
    max_tokens: int = 0
    threads: list[threading.Thread] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def wanted(self, session: Session, prompt: str) -> bool:
        """Only after the first turn, only for a coder's session whose title is still the
        provisional one (a title the user gave is kept; a sub-agent's is its task's)."""
        return (
            session.turn_count == 1
            and session.agent == ""
            and session.title in ("", provisional_title(prompt))
        )

    def start(
        self,
        store: Store,
        session: Session,
        prompt: str,
        on_title: Callable[[str], None] | None = None,
    ) -> threading.Thread | None:
        """Title the session if it is due; ``on_title`` is told the title once it is committed
        (the agent keeps its copy of the session row equal to the committed one)."""
        if not self.wanted(session, prompt):
            return None
        if self.provider is None:
            title = extractive_title(prompt)
            if title and title != session.title:
                store.retitle(session.id, title)
                if on_title is not None:
                    on_title(title)
            return None
        if store.path == ":memory:":
            self._run(store, session.id, prompt, on_title)
            return None
        thread = threading.Thread(
            target=self._in_thread,
            args=(store.path, session.id, prompt, on_title),
            name=f"ctxmagic-title-{session.id}",
            daemon=True,
        )
        self.threads.append(thread)
        thread.start()
        return thread

    def join(self, timeout: float | None = None) -> None:
        """Wait for the titles being written (tests, and a script that exits right away)."""
        for thread in list(self.threads):
            thread.join(timeout)
            if not thread.is_alive():
                self.threads.remove(thread)

    def _in_thread(
        self, path: str, session_id: str, prompt: str, on_title: Callable[[str], None] | None
    ) -> None:
        store = Store(path)
        try:
            self._run(store, session_id, prompt, on_title)
        finally:
            store.close()

    def _run(
        self,
        store: Store,
        session_id: str,
        prompt: str,
        on_title: Callable[[str], None] | None = None,
    ) -> None:
        """One request to the title model; the title and the request's record in one write.
        A failure keeps the provisional title and is kept in ``errors`` (never raised: the turn
        it follows has finished)."""
        assert self.provider is not None and self.model is not None
        pricing = self.pricing or self.model
        request = ProviderRequest(
            model=self.model,
            system=[SystemBlock(TITLE_PROMPT, source="title prompt")],
            tools=[],
            messages=[Message(role="user", parts=[TextPart(prompt)], session_id=session_id)],
            max_tokens=self.max_tokens or min(256, self.model.output_budget),
            session_id=session_id,
            cache_policy="none",
        )
        started, t0 = now_ms(), time.monotonic()
        try:
            response = None
            for event in self.provider.stream(request):
                if isinstance(event, ProviderResponse):
                    response = event
            if response is None:
                raise RuntimeError(f"{self.provider.name} returned no response")
            text = "".join(p.text for p in response.parts if isinstance(p, TextPart))
            title = clean_title(text)
            u = response.usage
            record = RequestRecord(
                session_id=session_id,
                provider=self.provider.name,
                model=self.model.id,
                usage=u,
                cost=u.cost(pricing.priced_for(u.prompt)),
                context_tokens=u.context,
                context_window=self.model.context_window,
                latency_ms=int((time.monotonic() - t0) * 1000),
                estimated=response.estimated,
                strategy="title",
                finish_reason=response.finish_reason,
                started_at=started,
            )
            store.record_side_request(record, **({"title": title} if title else {}))
            if title and on_title is not None:
                on_title(title)
        except Exception as exc:  # noqa: BLE001 - reported in errors, the session is unchanged
            self.errors.append(f"{session_id}: {type(exc).__name__}: {exc}")
