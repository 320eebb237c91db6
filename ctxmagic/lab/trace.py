"""A recorded session as the lab replays it: the model's side, the system context, the clock.

A ``Trace`` holds what a counterfactual must keep fixed: the user's prompts, the assistant's
responses (text and tool calls), the tool results as the tools returned them, and when each
request was sent. What a policy made of them (summaries, pruned marks, capped outputs) is left out,
since another policy would make something else: summary messages are dropped, pruned results get
their content back, and a result the truncate strategy capped gets its full output back from the
file it was saved to, when that file still exists.

Traces come from a session database (``from_store``), from a saved notebook whose ``%%agent``
cells carry their session records (``from_notebook``, through ``ctxmagic.logbook``'s import), from
a file (``load``; the reference traces ship as gzipped JSON), from the synthetic generator
(``workloads.synthetic``), or from another agent's session log (``importers``: Claude Code, Codex,
opencode, pi), which holds no system prompt or tool definitions: its trace carries them as one
opaque block sized from the recorded usage, the token counts the usage gives for its texts
(``known_tokens``), the compactions its agent made, and its sub-agents as child traces.
"""

from __future__ import annotations

import gzip
import json
import zlib
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from ..context.policy import Policy
from ..errors import ConfigError, ToolError
from ..messages.checks import BadField, check_fields, check_json, check_message, check_value
from ..messages.parts import (
    Message,
    ServerCompactionPart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
    is_turn_start,
    server_compaction,
)
from ..model.catalog import Catalog, load_catalog
from ..model.request import SystemBlock
from ..model.usage import Usage
from ..safety.userfiles import MAX_USER_FILE_BYTES, NotAFile, read_user_file
from ..safety.workspace import FileTooLarge, read_regular, resolve
from ..store.database import SERVER_COMPACTION, Store
from ..store.partkeys import KeyDelta, Resolved, encode_value
from ..store.partkeys import resolve as resolve_keys

# 2: a response's part keys are an edit of the previous response's (``partkeys``); 1: in full
FORMAT = "ctxmagic-trace/2"
FORMATS = (FORMAT, "ctxmagic-trace/1")


@dataclass
class Recorded:
    """One request as it was sent: when, how long it took, and what it was billed."""

    at_ms: int
    latency_ms: int = 0
    usage: Usage = field(default_factory=Usage)
    cost: float = 0.0
    # its content key per request position, when recorded, as the trace holds them: in full, or
    # an edit of those of the trace's previous response with keys (``partkeys``; the edit's base
    # is that response's message id); ``RecordedKeys`` gives them in full
    part_keys: list[str] | KeyDelta | None = None
    model: str = ""  # an imported request's model as its log names it ("": the trace's)
    request_id: str = ""  # an imported request's id in its log (message or request id)

    def to_dict(self) -> dict[str, Any]:
        data = {
            "at_ms": self.at_ms,
            "latency_ms": self.latency_ms,
            "usage": self.usage.to_dict(),
            "cost": self.cost,
            "part_keys": (
                self.part_keys.to_json() if isinstance(self.part_keys, KeyDelta) else self.part_keys
            ),
        }
        if self.model or self.request_id:
            data.update(model=self.model, request_id=self.request_id)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Recorded:
        return cls(
            at_ms=int(data["at_ms"]),
            latency_ms=int(data.get("latency_ms") or 0),
            usage=Usage.from_dict(data.get("usage")),
            cost=float(data.get("cost") or 0.0),
            part_keys=_stored_keys(data.get("part_keys")),
            model=str(data.get("model") or ""),
            request_id=str(data.get("request_id") or ""),
        )


@dataclass
class Compaction:
    """A compaction an imported session's agent made: the requests after it carry the system
    context, the summary, the messages kept verbatim (``kept_from`` up to ``index``), then what
    came after ``index``. Another policy would compact elsewhere, so only the agent's own
    policy (``calibrate``) replays it."""

    index: int  # position in Trace.messages where it happened (earlier messages were replaced)
    summary: str  # the summary text the requests after it carried
    kept_from: int = -1  # first message kept verbatim (-1: none, the same as ``index``)
    at_ms: int = 0
    tokens_before: int = 0  # the context the agent reported compacting, when its log says

    @property
    def start(self) -> int:
        return self.index if self.kept_from < 0 else min(self.kept_from, self.index)

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "summary": self.summary,
            "kept_from": self.kept_from,
            "at_ms": self.at_ms,
            "tokens_before": self.tokens_before,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Compaction:
        return cls(
            index=int(data["index"]),
            summary=str(data.get("summary") or ""),
            kept_from=int(data.get("kept_from", -1)),
            at_ms=int(data.get("at_ms") or 0),
            tokens_before=int(data.get("tokens_before") or 0),
        )


@dataclass
class Trace:
    """A session's model side, its system context and its timing."""

    messages: list[Message]  # user prompts, responses, tool results, in order (no summaries)
    responses: dict[str, Recorded]  # assistant message id -> the request that produced it
    system: list[SystemBlock]  # the base system context (prompt and project files)
    tools: list[dict[str, Any]]  # the tool specs sent
    externalized: list[SystemBlock] = field(default_factory=list)  # externalize's blocks
    external_tools: list[dict[str, Any]] = field(default_factory=list)  # and its tools
    title: str = ""
    provider: str = "offline"  # what the session ran on
    model: str = "offline"
    priced_as: str = ""  # the catalog model it was billed as ("" = model)
    window: int = 0  # the context window its requests were sent with (0 = the model's)
    policy: dict[str, Any] = field(default_factory=dict)  # its context policy
    summaries: list[Recorded] = field(default_factory=list)  # its summarizer's requests
    # the settings its requests were sent with (Agent.setup: cache policy and TTL, compaction
    # threshold, output cap); empty for sessions recorded before they were kept
    setup: dict[str, Any] = field(default_factory=dict)
    workspace: str = ""
    source: str = ""
    notes: list[str] = field(default_factory=list)
    # Imported from another agent's log (empty for ctxmagic's own sessions): which agent, its
    # session id and project, the compactions it made, its sub-agents (each linked to the tool
    # call that ran it), and the provider's token counts of texts, sized from recorded usage
    # (``importers.sizing``) for the provider the session ran on (``known_wire``)
    agent: str = ""
    agent_version: str = ""
    session_id: str = ""
    project: str = ""
    compactions: list[Compaction] = field(default_factory=list)
    children: list[Trace] = field(default_factory=list)
    parent_call: str = ""
    known_tokens: dict[str, int] = field(default_factory=dict, repr=False)
    # [time, tokens kept] where the provider had lost the session's prefix (its recorded read
    # fell below it within the TTL: the agent's system prompt or tools changed, or the request
    # met a cold server), keeping the prefix's fixed part (0: nothing): a replay starts its
    # cache afresh there (importers.sizing.cold_starts)
    cold_starts: list[list[int]] = field(default_factory=list)
    known_wire: str = ""  # "anthropic" or "openai": the wire format the counts are of
    token_factor: float = 1.0  # provider tokens per tokenizer token, measured on the session

    @property
    def imported(self) -> bool:
        return bool(self.agent)

    @property
    def requests(self) -> int:
        return len(self.responses)

    @property
    def turns(self) -> int:
        return sum(1 for m in self.messages if is_turn_start(m))

    @property
    def offline_billed(self) -> bool:
        """Billed by ctxmagic's cache simulator (so a replay can reproduce it exactly)."""
        return self.provider == "offline"

    @property
    def recorded_cost(self) -> float:
        return sum(r.cost for r in self.responses.values()) + sum(r.cost for r in self.summaries)

    def __repr__(self) -> str:
        return (
            f"Trace({self.title!r}: {self.turns} turns, {self.requests} requests, "
            f"{len(self.messages)} messages, {self.provider}/{self.model})"
        )

    # Files ----------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "title": self.title,
            "provider": self.provider,
            "model": self.model,
            "priced_as": self.priced_as,
            "window": self.window,
            "policy": self.policy,
            "setup": self.setup,
            "workspace": self.workspace,
            "source": self.source,
            "notes": self.notes,
            "system": [{"text": b.text, "source": b.source} for b in self.system],
            "tools": self.tools,
            "externalized": [{"text": b.text, "source": b.source} for b in self.externalized],
            "external_tools": self.external_tools,
            "messages": [_message_dict(m) for m in self.messages],
            "responses": {k: v.to_dict() for k, v in self.responses.items()},
            "summaries": [s.to_dict() for s in self.summaries],
            **(self._imported_dict() if self.agent else {}),
        }

    def _imported_dict(self) -> dict[str, Any]:
        return {
            "agent": self.agent,
            "agent_version": self.agent_version,
            "session_id": self.session_id,
            "project": self.project,
            "compactions": [c.to_dict() for c in self.compactions],
            "children": [c.to_dict() for c in self.children],
            "parent_call": self.parent_call,
            "known_tokens": self.known_tokens,
            "cold_starts": self.cold_starts,
            "known_wire": self.known_wire,
            "token_factor": self.token_factor,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Trace:
        """A trace from its JSON form; anything that does not check is one ConfigError."""
        if not isinstance(data, dict) or data.get("format") not in FORMATS:
            shown = data.get("format") if isinstance(data, dict) else type(data).__name__
            raise ConfigError(f"not a ctxmagic trace (format {shown!r}, expected {FORMAT!r})")
        try:
            check_trace(data)
            return cls._from_dict(data)
        except (BadField, KeyError, TypeError, ValueError, AttributeError) as exc:
            reason = f"missing field {exc}" if isinstance(exc, KeyError) else str(exc)
            raise ConfigError(f"the trace does not check: {reason.splitlines()[0]}") from None

    @classmethod
    def _from_dict(cls, data: dict[str, Any]) -> Trace:
        responses = {k: Recorded.from_dict(v) for k, v in data["responses"].items()}
        summaries = [Recorded.from_dict(s) for s in data.get("summaries") or []]
        check_chain(responses, summaries)
        if data["format"] != FORMAT:  # every response's keys in full: as edits from here on
            responses = key_chain(responses)
        return cls(
            messages=[Message.from_dict(m) for m in data["messages"]],
            responses=responses,
            system=[SystemBlock(b["text"], b.get("source", "system")) for b in data["system"]],
            tools=list(data["tools"]),
            externalized=[
                SystemBlock(b["text"], b.get("source", "system"))
                for b in data.get("externalized") or []
            ],
            external_tools=list(data.get("external_tools") or []),
            title=data.get("title", ""),
            provider=data.get("provider", "offline"),
            model=data.get("model", "offline"),
            priced_as=data.get("priced_as", ""),
            window=int(data.get("window") or 0),
            policy=dict(data.get("policy") or {}),
            setup=dict(data.get("setup") or {}),
            summaries=summaries,
            workspace=data.get("workspace", ""),
            source=data.get("source", ""),
            notes=list(data.get("notes") or []),
            agent=str(data.get("agent") or ""),
            agent_version=str(data.get("agent_version") or ""),
            session_id=str(data.get("session_id") or ""),
            project=str(data.get("project") or ""),
            compactions=[Compaction.from_dict(c) for c in data.get("compactions") or []],
            children=[cls.from_dict(c) for c in data.get("children") or []],
            parent_call=str(data.get("parent_call") or ""),
            known_tokens={str(k): int(v) for k, v in (data.get("known_tokens") or {}).items()},
            known_wire=str(data.get("known_wire") or ""),
            cold_starts=[[int(at), int(kept)] for at, kept in data.get("cold_starts") or []],
            token_factor=float(data.get("token_factor") or 1.0),
        )

    def save(self, path: str | Path) -> Path:
        """Write the trace as JSON (gzipped when the name ends in ``.gz``)."""
        path = Path(path)
        text = json.dumps(self.to_dict(), ensure_ascii=False, separators=(",", ":"))
        if path.suffix == ".gz":
            # mtime=0: the same trace gives the same bytes
            with open(path, "wb") as f, gzip.GzipFile(fileobj=f, mode="wb", mtime=0) as gz:
                gz.write(text.encode("utf-8"))
        else:
            path.write_text(text, encoding="utf-8")
        return path

    @classmethod
    def load(cls, path: str | Path) -> Trace:
        path = Path(path)
        try:
            raw = read_user_file(path)
            if raw[:2] == b"\x1f\x8b":
                raw = _gunzip(raw, MAX_USER_FILE_BYTES)
        except FileNotFoundError:
            raise ConfigError(f"no trace file {str(path)!r}") from None
        except NotAFile as exc:
            raise ConfigError(f"trace {str(path)!r} {exc}; give a trace file") from None
        except (OSError, EOFError, zlib.error) as exc:
            raise ConfigError(f"{str(path)!r} is not a trace file: {exc}") from None
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise ConfigError(f"{str(path)!r} is not a trace file: {exc}") from None
        except RecursionError:
            raise ConfigError(f"{str(path)!r} nests its JSON too deeply to be a trace") from None
        return cls.from_dict(data)


def check_trace(data: dict[str, Any]) -> None:
    """Every field of a trace file has its type (``messages.checks``); raises BadField."""
    for name, kind in (("messages", list), ("responses", dict), ("system", list), ("tools", list)):
        if not isinstance(data.get(name), kind):
            raise BadField(f"field {name!r} must be a {kind.__name__}")
    for index, message in enumerate(data["messages"]):
        check_message({"id": "", **message} if isinstance(message, dict) else message,
                      f"message {index + 1}")  # fmt: skip
    recorded = [(f"response {k!r}", v) for k, v in data["responses"].items()]
    recorded += [(f"summary {i + 1}", v) for i, v in enumerate(data.get("summaries") or [])]
    for where, value in recorded:
        check_fields(Recorded, value, where, skip=("usage", "part_keys"))
        check_fields(Usage, value.get("usage") or {}, f"{where} field 'usage'")
        try:
            _stored_keys(value.get("part_keys"))
        except ValueError as exc:
            raise BadField(f"{where}: {exc}") from None
    for name in ("system", "externalized"):
        for index, block in enumerate(data.get(name) or []):
            if not isinstance(block, dict) or not isinstance(block.get("text"), str):
                raise BadField(f"{name} block {index + 1} has no text")
    for name in ("tools", "external_tools", "policy", "setup", "notes"):
        check_json(data.get(name), f"field {name!r}")
    for name in ("title", "provider", "model", "priced_as", "workspace", "source"):
        if not isinstance(data.get(name, ""), str):
            raise BadField(f"field {name!r} must be text")
    window = data.get("window") or 0
    if isinstance(window, bool) or not isinstance(window, int) or window < 0:
        raise BadField("field 'window' must be a whole number")
    Policy.from_dict(data.get("policy") or {})


def check_chain(responses: dict[str, Recorded], summaries: list[Recorded]) -> None:
    """Every response's part keys that are an edit build on an earlier response with keys and
    copy no key past the end of its keys, so a replay resolves them all; a summary's are in
    full. Counts, not keys: no keys are made here. Raises BadField."""
    sizes: dict[str, int] = {}
    for message_id, recorded in responses.items():
        keys = recorded.part_keys
        if not isinstance(keys, KeyDelta):
            if keys is not None:
                sizes[message_id] = len(keys)
            continue
        where = f"response {message_id!r}'s part keys"
        size = sizes.get(keys.base)
        if size is None:
            raise BadField(
                f"{where} edit those of {keys.base!r}, not an earlier response with keys"
            )
        count = 0
        for op in keys.ops:
            if isinstance(op, str):
                count += 1
                continue
            start, length = op
            if start + length > size:
                raise BadField(
                    f"{where} copy keys {start}-{start + length} of {keys.base!r}, which has {size}"
                )
            count += length
        sizes[message_id] = count
    if any(isinstance(s.part_keys, KeyDelta) for s in summaries):
        raise BadField("a summary's part keys are an edit: a summary's are kept in full")


def key_chain(responses: dict[str, Recorded]) -> dict[str, Recorded]:
    """The responses with their part keys as the store keeps a session's (``partkeys``): each an
    edit of the keys of the previous response with keys, in full (a keyframe) at least every
    ``KEYFRAME_EVERY``, so a trace grows with what each request added, not with the square of
    the session's length."""
    read = RecordedKeys(responses)

    def in_full() -> Iterator[tuple[str, list[str]]]:
        for message_id in responses:
            keys = read(message_id)
            if keys is not None:
                yield message_id, keys

    chained = dict(chain_of(in_full()))
    return {
        m: replace(r, part_keys=chained[m]) if m in chained else r for m, r in responses.items()
    }


def chain_of(
    keys: Iterable[tuple[str, Sequence[str]]],
) -> Iterator[tuple[str, list[str] | KeyDelta]]:
    """Responses' keys in full (message id, keys; in order) as a trace keeps them, one after
    another: only the previous response's are held."""
    base: Resolved | None = None
    for message_id, full in keys:
        stored, depth = encode_value(full, base)
        yield message_id, stored
        base = Resolved(message_id, full, depth)


class RecordedKeys:
    """The recorded part keys of a trace's responses in full, by message id. Read in order, as
    a replay reads them, each is its base's edited (``partkeys.resolve``): only the last
    response's keys are held in full, never the session's."""

    def __init__(self, responses: dict[str, Recorded]) -> None:
        self.responses = responses
        self.known: dict[str, Resolved] = {}

    def __call__(self, message_id: str) -> list[str] | None:
        recorded = self.responses.get(message_id)
        if recorded is None or recorded.part_keys is None:
            return None
        found = resolve_keys(message_id, self._stored, self.known)
        self.known = {message_id: found}
        return found.keys if isinstance(found.keys, list) else list(found.keys)

    def _stored(self, message_id: str) -> list[str] | KeyDelta | None:
        recorded = self.responses.get(message_id)
        return None if recorded is None else recorded.part_keys


def _stored_keys(value: Any) -> list[str] | KeyDelta | None:
    """Part keys as a trace file holds them: none, a list in full, or an edit."""
    if value is None:
        return None
    if isinstance(value, list):
        if not all(isinstance(key, str) for key in value):
            raise ValueError("its part keys hold a value that is not a key")
        return value
    return KeyDelta.from_json(value)


def _gunzip(data: bytes, limit: int) -> bytes:
    """``gzip.decompress`` that stops past ``limit`` bytes (a small file can expand to many GB)."""
    inflate = zlib.decompressobj(16 + zlib.MAX_WBITS)
    out = inflate.decompress(data, limit + 1)
    if len(out) > limit or inflate.unconsumed_tail:
        raise NotAFile(f"expands to over {limit // 2**20} MB")
    if not inflate.eof:
        raise EOFError("the gzip stream is truncated")
    return out


def _message_dict(message: Message) -> dict[str, Any]:
    data = message.to_dict()
    data.pop("session_id", None)
    return data


# The kinds of a replay's request rows that are a compaction's own request: ctxmagic's
# summarizer's, or the one a (simulated) provider's server makes (server_compact)
COMPACTIONS = ("summary", "server compaction")


# ---------------------------------------------------------------------------------------------
# From a session database


def model_side(messages: list[Message], workspace: Path | None) -> tuple[list[Message], list[str]]:
    """The messages with what a policy made of them undone (see the module docstring)."""
    out: list[Message] = []
    restored = missing = 0
    for message in messages:
        if message.is_summary:
            continue
        if server_compaction(message) is not None:  # the server's compaction: policy-made
            kept = [p for p in message.parts if not isinstance(p, ServerCompactionPart)]
            if not any(isinstance(p, (TextPart, ToolCallPart)) for p in kept):
                continue  # a paused compaction holds nothing else
            message = message.copy(parts=kept)
        results = message.tool_results
        if not results:
            out.append(message)
            continue
        copy = message.copy()
        for part in copy.parts:
            if not isinstance(part, ToolResultPart):
                continue
            part.pruned_at = None
            path = part.metadata.get("full_output_path")
            if "cap" in part.metadata:
                full = _read(workspace, path) if workspace and path else None
                if full is None:
                    missing += 1
                    continue
                part.content = full
                part.metadata = {
                    k: v
                    for k, v in part.metadata.items()
                    if k not in ("cap", "full_output_path", "truncated")
                }
                restored += 1
        out.append(copy)
    notes = []
    if restored:
        notes.append(f"{restored} capped tool output(s) restored from their saved files")
    if missing:
        notes.append(
            f"{missing} capped tool output(s) kept as capped (their full output file is gone)"
        )
    return out, notes


def _read(workspace: Path, path: str) -> str | None:
    """A saved full output, read as the tools read: inside the workspace (a path recorded in
    an imported notebook may say ``../..``), race-free, a regular file of sane size."""
    root = Path(workspace).resolve()
    try:
        return read_regular(root, resolve(root, str(path)), str(path), MAX_USER_FILE_BYTES).decode()
    except (OSError, ToolError, FileTooLarge, UnicodeDecodeError):
        return None


def system_context(
    workspace: str,
) -> tuple[list[SystemBlock], list[dict[str, Any]], list[SystemBlock], list[dict[str, Any]]]:
    """The session's system blocks and tools as the agent builds them, without and with
    externalize (default settings): the runtime's own agent, on a throwaway session."""
    from ..context.policy import Policy
    from ..runtime import Runtime

    runtime = Runtime(store=Store(":memory:"), workspace=workspace)
    try:
        session = runtime.new_session()
        agent = runtime.agent(session.id, require_key=False)
        agent.policy = Policy([])
        system, tools = agent.base_context()
        agent.policy = Policy(["externalize"])
        ext_system, ext_tools = agent.base_context()
    finally:
        runtime.store.close()
        runtime.close()
    extra = ext_system[len(system) :]
    names = {t["name"] for t in tools}
    return system, tools, extra, [t for t in ext_tools if t["name"] not in names]


def own_folder(recorded: str, given: str = "", here: str | Path | None = None) -> Path | None:
    """The folder the lab may read a session's project files and saved outputs from: the one
    the caller gives, else the session's recorded workspace when it is ``here``, the folder the
    lab works in (``%ctx lab`` passes its workspace; ``here`` None trusts the recorded one, for
    a script reading its own database). A path an imported notebook recorded is data: it may
    name any folder."""
    if given:
        return Path(given) if Path(given).is_dir() else None
    if not recorded or not Path(recorded).is_dir():
        return None
    if here is None:
        return Path(recorded)
    try:
        same = Path(recorded).resolve() == Path(here).resolve()
    except (OSError, RuntimeError, ValueError):
        return None
    return Path(recorded) if same else None


def _stored(store: Store, session_id: str) -> tuple[Any, list[Message], list[Any]]:
    """The session's row, messages and requests, each checked: a corrupted row (parts that are
    not JSON, a role no message has, usage no provider reports, a strategy ctxmagic does not
    run) is refused in one line naming it."""
    session = store.get_session(session_id)
    where = f"session {session.id} in {store.path}"
    try:
        Policy.from_dict(session.strategy)
        stored = store.messages(session.id)
        for message in stored:
            check_message(message.to_dict(), f"its message {message.id!r}")
        records = store.requests(session.id, keys=False)  # read one at a time (``_with_keys``)
        for record in records:
            label = f"its request {record.id!r}"
            check_fields(Usage, asdict(record.usage), f"{label} field 'usage'")
            for name in ("cost", "started_at", "latency_ms", "context_window"):
                hint = float if name == "cost" else int
                check_value(getattr(record, name), hint, f"{label} field {name!r}")
    except (BadField, ConfigError, KeyError, TypeError, ValueError, AttributeError) as exc:
        raise _corrupted(where, exc) from None
    except RecursionError:
        raise ConfigError(f"{where} has a row nested too deeply; the lab leaves it") from None
    return session, stored, records


def _corrupted(where: str, exc: Exception) -> ConfigError:
    reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return ConfigError(f"{where} has a corrupted row: {reason}; the lab leaves it")


def _with_keys(
    store: Store, session_id: str, kept: dict[str, Recorded], responses: dict[str, Recorded]
) -> None:
    """Give the recorded requests ``kept`` (by request id) their part keys, read from the store
    one request after another (``Store.keys_in_order``): a response's as an edit of the
    previous response's (``chain_of``), a summary's in full. A long session's keys are never
    all in memory, as ``Store.requests`` would hold them."""
    message_of = {id(r): m for m, r in responses.items()}
    others: dict[str, list[str]] = {}  # summaries' keys

    def responses_keys() -> Iterator[tuple[str, list[str]]]:
        for request_id, keys in store.keys_in_order(session_id):
            recorded = kept.get(request_id)
            if recorded is not None and id(recorded) in message_of:
                yield message_of[id(recorded)], keys
            elif recorded is not None:
                others[request_id] = keys

    for message_id, stored in chain_of(responses_keys()):
        responses[message_id].part_keys = stored
    for request_id, keys in others.items():
        kept[request_id].part_keys = keys


def from_store(
    store: Store,
    session_id: str,
    *,
    catalog: Catalog | None = None,
    workspace: str = "",
    here: str | Path | None = None,
) -> Trace:
    """The trace of a recorded session (an id or unique prefix). ``workspace`` is the folder
    its project files and saved outputs are read from; without it, the session's recorded
    workspace when that is ``here`` or ``here`` is None, else none (``own_folder``)."""
    catalog = catalog or load_catalog()
    session, stored, records = _stored(store, session_id)
    root = workspace or session.workspace
    folder = own_folder(session.workspace, workspace, here)
    messages, notes = model_side(stored, folder)
    responses: dict[str, Recorded] = {}
    summaries: list[Recorded] = []
    window = 0
    over = 0
    setups: list[dict[str, Any]] = []
    kept: dict[str, Recorded] = {}  # request id -> its Recorded, for its keys
    for r in records:
        recorded = Recorded(r.started_at, r.latency_ms, r.usage, r.cost)
        if r.kind == "summary":
            summaries.append(recorded)
            kept[r.id] = recorded
        elif r.strategy == SERVER_COMPACTION:
            continue  # a server compaction's own request: the replay's policy makes its own
        elif r.message_id:
            responses[r.message_id] = kept[r.id] = recorded
            window = window or r.context_window
            over += bool(r.context_window) and r.usage.prompt > r.context_window
            if isinstance(r.setup, dict) and r.setup not in setups:
                setups.append(r.setup)
    if len(setups) > 1:
        changed = sorted({k for s in setups[1:] for k in s if s.get(k) != setups[0].get(k)})
        notes.append(
            f"the session's {', '.join(changed)} changed while it ran; the replay sends every "
            "request with its first request's"
        )
    if over:
        notes.append(
            f"{over} recorded request(s) were over the window: the provider accepted them (its "
            "own window is larger than the session's), the replay refuses them"
        )
    # a turn's last message, when it is not the model's, was never answered
    last = [
        m
        for m, after in zip(messages, [*messages[1:], None][: len(messages)], strict=True)
        if after is None or is_turn_start(after)
    ]
    unanswered = sum(m.role != "assistant" for m in last)
    if unanswered:
        notes.append(
            f"{unanswered} recorded turn(s) end without the model's answer (a request refused, "
            "e.g. as over the window, or an error or an interrupt): the replay sends nothing "
            "after their last message either"
        )
    simulates = next(
        (
            m.metadata.get("simulates")
            for m in stored
            if m.role == "assistant" and m.metadata.get("simulates")
        ),
        "",
    )
    if folder is not None:
        system, tools, extra, extra_tools = system_context(str(folder))
    else:
        from ..context.assemble import system_blocks
        from ..tools.registry import TOOLS, tool_specs

        why = "is gone" if not root or not Path(root).is_dir() else "is not the lab's folder"
        notes.append(
            f"the session's workspace {root!r} {why}: its project files are not in the "
            "system prompt, so requests differ from the recorded ones (give workspace= to "
            "read them)"
        )
        system, tools = system_blocks(root or ".", context_files=[]), tool_specs(list(TOOLS))
        extra, extra_tools = [], tool_specs(["memory"])
    try:
        _with_keys(store, session.id, kept, responses)
    except ConfigError as exc:  # a damaged chain of part keys (the store's DatabaseError)
        raise _corrupted(f"session {session.id} in {store.path}", exc) from None
    return Trace(
        messages=messages,
        responses=responses,
        system=system,
        tools=tools,
        externalized=extra,
        external_tools=extra_tools,
        title=session.title,
        provider=session.provider or "offline",
        model=session.model or "offline",
        priced_as=simulates or "",
        window=window,
        policy=dict(session.strategy or {}),
        setup=dict(setups[0]) if setups else {},
        summaries=summaries,
        workspace=root,
        source=f"{store.path}#{session.id}",
        notes=notes,
    )


def from_notebook(
    path: str | Path,
    session_id: str = "",
    *,
    catalog: Catalog | None = None,
    workspace: str = "",
    here: str | Path | None = None,
) -> Trace:
    """The trace of a session recorded in a saved notebook (one a user ran and saved, or one
    ``%ctx export`` wrote): its cells' records are imported into a database in memory, so the
    notebook and the session database are left as they are. ``session_id`` (an id or prefix)
    picks one when the notebook holds several sessions; sub-agents' sessions are never picked
    by default."""
    from ..logbook import NotebookError, import_notebook

    store = Store(":memory:")
    try:
        try:
            imported = import_notebook(store, path).sessions
        except NotebookError as exc:
            raise ConfigError(str(exc)) from None
        if session_id:
            chosen = store.get_session(session_id).id  # a clear error when it is not there
        else:
            top = [s for s in imported if not s.parent_session_id and s.agent != "task"]
            if len(top) != 1:
                raise ConfigError(
                    f"{path} records {len(top)} sessions ("
                    + ", ".join(f"{s.id} {s.title!r}" for s in top)
                    + "); name one with --session ID"
                )
            chosen = top[0].id
        # the notebook's recorded workspace is read only when it is the folder the lab works in
        here = here if here is not None else Path.cwd()
        trace = from_store(store, chosen, catalog=catalog, workspace=workspace, here=here)
    finally:
        store.close()
    trace.source = f"{path}#{chosen}"
    return trace
