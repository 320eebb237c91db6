"""Other agents' sessions as lab traces: Claude Code, Codex, opencode and pi.

    from ctxmagic.lab import importers

    refs = importers.discover("claude-code")   # its default location (under $HOME)
    refs = importers.discover("~/logs")         # a folder: every session of any agent in it
    refs = importers.discover("s.jsonl")        # one file (its agent found from its lines)
    trace = importers.load(refs[0])             # the Trace, sub-agents in trace.children

``discover`` reads only the first lines of each file; ``load`` reads one session, sizes what
its log does not hold from the recorded usage (``sizing``), prices each request with the
catalog, and returns a trace the lab replays like any other. Nothing is written anywhere: the
agents' files are opened read-only. A file that is not a session is refused in one line
(``NotASession``); a line that cannot be read is skipped and named in the trace's notes.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from types import ModuleType

from ...errors import ConfigError
from ...model.catalog import Catalog, ModelInfo, load_catalog
from ..trace import Trace
from . import claude_code, codex, opencode, pi
from .base import NotASession, SessionRef, looks_binary
from .sizing import Sizing, size

AGENTS: dict[str, ModuleType] = {
    "claude-code": claude_code,
    "codex": codex,
    "opencode": opencode,
    "pi": pi,
}
ALIASES = {"claude": "claude-code", "claudecode": "claude-code", "claude_code": "claude-code"}
# the model a request is priced as when the catalog does not know the one its log names
FALLBACK = {"anthropic": "claude-sonnet-4-6", "openai": "gpt-5"}
_DATED = re.compile(r"-(?:\d{8}|\d{4}-\d{2}-\d{2})$")

__all__ = [
    "AGENTS",
    "NotASession",
    "SessionRef",
    "Sizing",
    "agent_name",
    "default_location",
    "discover",
    "load",
    "pick",
    "price",
]


def agent_name(word: str) -> str | None:
    """The agent a word names (``claude-code``, ``claude``, ``codex``, ``opencode``, ``pi``)."""
    word = word.strip().lower()
    word = ALIASES.get(word, word)
    return word if word in AGENTS else None


def default_location(agent: str, home: str | Path | None = None) -> Path:
    """Where ``agent`` keeps its sessions under ``home`` (default: $HOME). Claude Code honours
    ``CLAUDE_CONFIG_DIR``, Codex ``CODEX_HOME``, opencode ``XDG_DATA_HOME``."""
    name = agent_name(agent)
    if name is None:
        raise ConfigError(f"unknown agent {agent!r}; name one of {', '.join(AGENTS)}")
    base = Path(home).expanduser() if home is not None else Path.home()
    env = os.environ if home is None else {}
    if name == "claude-code" and env.get("CLAUDE_CONFIG_DIR"):
        return Path(env["CLAUDE_CONFIG_DIR"]).expanduser() / "projects"
    if name == "codex" and env.get("CODEX_HOME"):
        return Path(env["CODEX_HOME"]).expanduser() / "sessions"
    if name == "opencode" and env.get("XDG_DATA_HOME"):
        return Path(env["XDG_DATA_HOME"]).expanduser() / "opencode"
    return base / AGENTS[name].LOCATION


def discover(source: str | Path, *, home: str | Path | None = None) -> list[SessionRef]:
    """The sessions ``source`` holds, oldest first: an agent's name (its default location under
    ``home``), a folder (searched for every agent's session files), or one session file."""
    text = str(source)
    name = agent_name(text) if not Path(text).expanduser().exists() else None
    if name is not None:
        root = default_location(name, home)
        if not root.exists():
            return []
        refs = _in_folder(root, only=name)
    else:
        path = Path(text).expanduser()
        if not path.exists():
            raise ConfigError(
                f"no file or folder {text!r}; give a session file, a folder, or an agent "
                f"({', '.join(AGENTS)})"
            )
        refs = _in_folder(path) if path.is_dir() else [_file_ref(path)]
    return sorted(refs, key=lambda r: (r.started_ms, str(r.path), r.session_id))


def _file_ref(path: Path) -> SessionRef:
    """The session of one file, its agent found from its first lines."""
    if opencode.is_database(path):
        refs = opencode.refs(path)
        if len(refs) == 1:
            return refs[0]
        raise ConfigError(
            f"{str(path)!r} holds {len(refs)} opencode sessions; name its folder (or the "
            "database) with --session ID, or list them with %ctx sessions --from"
        )
    agent = sniff(path)
    if agent is None:
        raise NotASession(
            f"{str(path)!r} is not a session log of {', '.join(AGENTS)} (no line of theirs)"
        )
    return AGENTS[agent].ref_of(path)


def sniff(path: Path, lines: int = 20) -> str | None:
    """The agent whose log ``path`` is, from its first lines (None: none of them)."""
    from .base import check_file

    check_file(path, "session log")
    if looks_binary(path):
        raise NotASession(f"{str(path)!r} is a binary file, not a session log")
    try:
        with open(path, "rb") as f:
            for _ in range(lines):
                raw = f.readline(1 << 22)
                if not raw:
                    break
                try:
                    entry = json.loads(raw)
                except (ValueError, RecursionError):
                    continue
                if not isinstance(entry, dict):
                    continue
                for name in ("codex", "pi", "claude-code"):
                    if AGENTS[name].sniff(entry):
                        return name
    except OSError:
        return None
    return None


def _in_folder(root: Path, only: str | None = None) -> list[SessionRef]:
    """Every session under ``root``: opencode's databases and storage trees, and the session
    logs of the other agents (found by their first lines; sub-agents' files are their
    sessions' children, not listed)."""
    refs: list[SessionRef] = []
    for folder, dirs, files in os.walk(root):
        dirs.sort()
        here = Path(folder)
        if only in (None, "opencode"):
            if opencode.DB in files and opencode.is_database(here / opencode.DB):
                refs += opencode.refs_of_database(here / opencode.DB)
            if {"session", "message"} <= set(dirs) and (here / "part").is_dir():
                refs += opencode.refs_of_storage(here)
                dirs[:] = []  # thousands of small JSON files: not session logs
                continue
        if only == "opencode" or here.name == "subagents":
            continue
        for name in sorted(files):
            path = here / name
            if path.suffix != ".jsonl" or name.startswith("agent-"):
                continue
            try:
                agent = sniff(path)
            except NotASession:
                continue
            if agent is not None and (only is None or agent == only):
                refs.append(AGENTS[agent].ref_of(path))
    return refs


def load(
    ref: SessionRef | str | Path,
    *,
    session: str = "",
    catalog: Catalog | None = None,
) -> Trace:
    """The trace of one session (with its sub-agents as ``children``): a ``SessionRef``, or a
    file or folder holding one (``session`` picks one by id or prefix when it holds several)."""
    catalog = catalog or load_catalog()
    if not isinstance(ref, SessionRef):
        ref = pick(discover(ref), session, str(ref))
    trace = AGENTS[ref.agent].load(ref)
    for t in [trace, *trace.children]:
        price(t, catalog)
    if not trace.requests and not trace.children:
        raise NotASession(f"{ref.path}: the session holds no model request with usage")
    size(trace, catalog)
    return trace


def pick(refs: list[SessionRef], session: str, where: str) -> SessionRef:
    """The session ``session`` (an id or unique prefix) names among ``refs``; the only one
    when ``session`` is empty."""
    if session:  # its id, or the name of its file
        names = [(r, (r.session_id, Path(r.path).stem)) for r in refs]
        chosen = [r for r, ids in names if session in ids] or [
            r for r, ids in names if any(i.startswith(session) for i in ids)
        ]
    else:
        chosen = refs
    if len(chosen) == 1:
        return chosen[0]
    if not chosen:
        what = f"no session {session!r}" if session else "no session"
        raise ConfigError(f"{what} in {where}; %ctx sessions --from {where} lists them")
    listed = ", ".join(r.session_id for r in chosen[:5]) + (" ..." if len(chosen) > 5 else "")
    raise ConfigError(
        f"{where} holds {len(chosen)} sessions ({listed}); pick one with --session ID"
    )


def catalog_model(catalog: Catalog, name: str, provider: str) -> tuple[ModelInfo, bool]:
    """The catalog's model for a name a log gives (an alias or a dated id count), and whether
    it is that model (False: a stand-in of its provider)."""
    for candidate in (name, _DATED.sub("", name)):
        if not candidate:
            continue
        try:
            model = catalog.get(candidate)
        except KeyError:
            continue
        if model.provider != "offline":
            return model, True
    return catalog.get(FALLBACK.get(provider, FALLBACK["openai"])), False


def price(trace: Trace, catalog: Catalog) -> None:
    """Resolve the trace's model in the catalog and price each request with it (each request
    as its own model, when the log names one the catalog knows)."""
    logged = trace.model
    model, known = catalog_model(catalog, logged, trace.provider)
    trace.model = model.id
    trace.provider = model.provider
    if not known:
        trace.notes.append(
            f"the catalog does not know the model {logged or '(none named)'!r}: its requests "
            f"are priced as {model.id} (declare it with %config CtxMagic.models to price it)"
        )
    own: dict[str, ModelInfo] = {}
    peak = 0
    for recorded in [*trace.responses.values(), *trace.summaries]:
        name = recorded.model or logged
        if name not in own:
            found, ok = catalog_model(catalog, name, trace.provider)
            own[name] = found if ok and found.provider == model.provider else model
        pricing = catalog.priced_as(own[name])
        recorded.cost = recorded.usage.cost(pricing.priced_for(recorded.usage.prompt))
        peak = max(peak, recorded.usage.prompt + recorded.usage.output)
    window = model.context_window
    if peak > window:
        trace.window = -(-peak // 1000) * 1000
        trace.notes.append(
            f"a request carried {peak:,} tokens, over {model.id}'s {window:,} window: the "
            f"session ran with a larger one; replays use {trace.window:,}"
        )
