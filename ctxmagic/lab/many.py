"""Many sessions at once: what a month of sessions cost, and what each policy would have cost.

    from ctxmagic import lab

    refs, load = lab.stored_sessions("sessions.db")      # every session of a database
    result = lab.many(refs, load=load)                     # or any references and a loader
    result.totals                # one row per run: the bill, then the recorded policy and six
    result.largest_changes()     # the sessions each policy would have changed the most
    result.sessions              # one row per session and run

``refs`` is any iterable of session references and ``load(ref)`` makes one ``Trace`` of it: a
session id and a database's loader, or another agent's logs and their importer (``%ctx lab
--from PATH --all``). Each session is loaded, replayed under every run, measured and dropped in
the process that runs it: what comes back is a few numbers per run, so memory holds one session
at a time per process, however many there are. Sessions run on the ``concurrent.futures``
executor the sweeps use: local processes by default, any executor, or a Dask ``Client``; at most
two per worker are handed out at a time, so a long list never waits in memory as tasks. A
progress bar follows them; a session that cannot be read or replayed is reported in one line and
the others go on.

The totals: what the sessions were billed (their recorded usage), what each run would have cost,
the share of each cost that was cache reads (context already sent, read again), and the
sessions where a policy changes the cost most, in dollars.
"""

from __future__ import annotations

import gc
import html
import os
import pickle
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, wait
from dataclasses import asdict, dataclass, field
from typing import Any

from ..display.words import count
from ..errors import ConfigError
from ..model.catalog import Catalog, load_catalog
from ..model.usage import Usage
from ..runtime import Settings
from .api import DEFAULT, pandas, runs, scenario
from .metrics import forget, measure, split
from .replay import Scenario, forget_shared
from .report import CAPTION, html_table
from .sweep import Progress, executor_of
from .trace import Trace, from_store

FIGURES = ("cost", "cost_cache_read", "input", "cache_read", "cache_write", "output")


@dataclass
class SessionFigures:
    """One session's outcome, as it comes back from the process that replayed it."""

    ref: str  # the reference it was loaded from, as text
    id: str = ""
    agent: str = ""  # "ctxmagic" for a session of ctxmagic's own store
    title: str = ""
    parent: str = ""  # the session a sub-agent ran in
    turns: int = 0
    requests: int = 0
    billed: dict[str, float] = field(default_factory=dict)  # the recorded usage: FIGURES
    runs: dict[str, dict[str, float]] = field(default_factory=dict)  # run -> FIGURES + more
    error: str = ""  # why it could not be read or replayed (one line)


def figures(trace: Trace, catalog: Catalog) -> dict[str, float]:
    """What a session was billed, from its recorded requests: cost and its cache-read share,
    and the tokens (uncached input, cache read, cache write, output)."""
    total, cost, read_cost = Usage(), 0.0, 0.0
    for recorded in [*trace.responses.values(), *trace.summaries]:
        total = total + recorded.usage
        cost += recorded.cost
        name = getattr(recorded, "model", "") or trace.priced_as or trace.model
        try:
            pricing = catalog.priced_as(catalog.get(name))
        except ConfigError:  # a model the catalog does not know: its read share is unknown
            continue
        read_cost += split(recorded.usage, pricing)["cache_read"]
    return {
        "cost": cost,
        "cost_cache_read": read_cost,
        "input": total.input,
        "cache_read": total.cache_read,
        "cache_write": total.cache_write,
        "output": total.output,
    }


def _traces(trace: Trace) -> list[tuple[Trace, str]]:
    """A trace and its sub-agents' (an imported session's children), each with its parent."""
    out = [(trace, "")]
    for child in getattr(trace, "children", None) or []:
        out += [(t, p or _id(trace)) for t, p in _traces(child)]
    return out


def _id(trace: Trace) -> str:
    return getattr(trace, "session_id", "") or trace.title or trace.source


def one_session(
    ref: Any,
    load: Callable[[Any], Trace],
    scenario_fields: list[dict[str, Any]],
    settings_fields: dict[str, Any],
) -> list[SessionFigures]:
    """Load one session, replay it under every scenario, keep its figures, drop the rest.

    Runs in whatever process the executor gives it. The caches the replays of a process share
    (token counts and cache keys of texts, identifiers) hold the last session's texts: they are
    dropped after it, so a process that replays hundreds of sessions holds one at a time.
    """
    label = str(getattr(ref, "path", "") or ref)  # an importer's SessionRef: its file
    try:
        trace = load(ref)
        given = Settings(**settings_fields)
        catalog = load_catalog(given.models_file or None, given.models or None)
        out = []
        for t, parent in _traces(trace):
            entry = SessionFigures(
                ref=label,
                id=(getattr(t, "session_id", "") or label) if t is trace else _id(t),
                agent=getattr(t, "agent", "") or "ctxmagic",
                title=t.title,
                parent=parent,
                turns=t.turns,
                requests=t.requests,
                billed=figures(t, catalog),
            )
            if t.requests:
                chosen = [Scenario(**f) for f in scenario_fields]
                for run in runs(t, scenarios=chosen, settings=given, workers=0):
                    m = measure(run)
                    entry.runs[m.run] = {
                        "cost": m.cost,
                        "cost_cache_read": m.cost_cache_read,
                        "input": m.input_tokens,
                        "cache_read": m.cache_read_tokens,
                        "cache_write": m.cache_write_tokens,
                        "output": m.output_tokens,
                        "failed": m.failed,
                        "compactions": m.compactions,
                        "requests": m.requests,
                    }
            out.append(entry)
        return out
    except (KeyboardInterrupt, SystemExit):
        raise
    except Exception as exc:  # one session's failure is reported, the others go on
        first = (str(exc).strip().splitlines() or [""])[0]
        return [SessionFigures(ref=label, error=f"{type(exc).__name__}: {first}"[:300])]
    finally:
        forget_shared()
        forget()
        gc.collect()  # a replay's agent and client refer to each other: free them now


@dataclass
class Many:
    """The sessions' figures and their totals (see the module docstring)."""

    results: list[SessionFigures]
    run_names: list[str]

    @property
    def ok(self) -> list[SessionFigures]:
        return [r for r in self.results if not r.error]

    @property
    def errors(self) -> list[tuple[str, str]]:
        return [(r.ref, r.error) for r in self.results if r.error]

    @property
    def base(self) -> str:
        """What a run's change is measured from: the replay under each session's own policy
        ("recorded"), which differs from the bill only by what the simulator gets wrong, or the
        bill when that run was not asked for."""
        return "recorded" if "recorded" in self.run_names else "billed"

    def _cost(self, r: SessionFigures, name: str) -> float | None:
        if name == "billed":
            return r.billed["cost"]
        return r.runs[name]["cost"] if name in r.runs else None

    @property
    def sessions(self) -> Any:
        """One row per session and run ("billed": what its log says it was billed)."""
        rows = []
        for r in self.ok:
            base = {"session": r.id, "agent": r.agent, "title": r.title, "parent": r.parent}
            base |= {"turns": r.turns, "requests": r.requests}
            rows.append({**base, "run": "billed", **r.billed})
            for name, values in r.runs.items():
                rows.append({**base, "run": name, **values})
        return pandas().DataFrame(rows)

    @property
    def totals(self) -> Any:
        """One row per run: sessions, cost, its ratio to the bill and to the recorded policy's
        replay, the share of the cost that was cache reads, tokens, failed requests."""
        billed = sum(r.billed["cost"] for r in self.ok)
        base = sum(c for r in self.ok if (c := self._cost(r, self.base)) is not None)
        rows = [self._total("billed", [r.billed for r in self.ok], billed, base)]
        for name in self.run_names:
            values = [r.runs[name] for r in self.ok if name in r.runs]
            rows.append(self._total(name, values, billed, base))
        return pandas().DataFrame(rows)

    @staticmethod
    def _total(
        name: str, values: list[dict[str, float]], billed: float, base: float
    ) -> dict[str, Any]:
        cost = sum(v["cost"] for v in values)
        reads = sum(v["cost_cache_read"] for v in values)
        return {
            "run": name,
            "sessions": len(values),
            "cost": cost,
            "vs_billed": cost / billed if billed else float("nan"),
            "vs_recorded": cost / base if base else float("nan"),
            "cache_read_share": reads / cost if cost else 0.0,
            **{k: sum(v[k] for v in values) for k in ("input", "cache_read", "cache_write")},
            "output": sum(v["output"] for v in values),
            "failed": sum(v.get("failed", 0) for v in values),
        }

    def largest_changes(self, count: int = 5) -> Any:
        """For each run, the ``count`` sessions whose cost it changes the most (in dollars) from
        ``base``: the recorded policy's replay of the same session, or its bill."""
        rows = []
        base = self.base
        for name in self.run_names:
            if name == base:
                continue
            changed = []
            for r in self.ok:
                was, cost = self._cost(r, base), self._cost(r, name)
                if was is not None and cost is not None and cost != was:
                    changed.append((cost - was, was, cost, r))
            changed.sort(key=lambda c: -abs(c[0]))
            for change, was, cost, r in changed[:count]:
                rows.append(
                    {
                        "run": name,
                        "session": r.id,
                        "title": r.title,
                        "agent": r.agent,
                        "billed": r.billed["cost"],
                        "from": was,
                        "cost": cost,
                        "change": change,
                        "change_share": change / was if was else None,
                    }
                )
        return pandas().DataFrame(rows)

    def to_dict(self) -> dict[str, Any]:
        return {"sessions": [asdict(r) for r in self.results], "runs": list(self.run_names)}

    # Display -------------------------------------------------------------------------------
    def _tables(self) -> list[Any]:
        from ..display.tables import Table

        def ratio(value: float) -> str:
            return "" if value != value else f"{value:.2f}x"  # NaN: nothing to compare with

        rows = [
            [
                t["run"],
                int(t["sessions"]),
                round(float(t["cost"]), 4),
                ratio(t["vs_billed"]),
                ratio(t["vs_recorded"]),
                f"{t['cache_read_share']:.0%}",
                int(t["cache_read"]),
                int(t["failed"]),
            ]
            for _, t in self.totals.iterrows()
        ]
        done, failed = len(self.ok), len(self.errors)
        columns = ["run", "sessions", "cost $", "x billed", f"x {self.base}"]
        columns += ["cache reads of cost", "cache read", "failed"]
        first = Table(
            columns,
            rows,
            title=f"strategy lab: {count(done, 'session')}"
            + (f", {failed} not read" if failed else ""),
            caption=(
                "billed: what the sessions' logs recorded; recorded: their own policies replayed; "
                "cache reads of cost: the share of the cost that was context already sent, read "
                "again; failed: requests over the window (refused, not billed)."
            ),
        )
        changes = self.largest_changes(3)
        second = Table(
            ["run", "session", "title", f"{self.base} $", "cost $", "change $"],
            [
                [
                    c["run"],
                    c["session"],
                    str(c["title"])[:40],
                    round(c["from"], 4),
                    round(c["cost"], 4),
                    round(c["change"], 4),
                ]
                for _, c in changes.iterrows()
            ],
            title=f"the sessions each run changes most, from {self.base}",
        )
        return [first, second]

    def _repr_html_(self) -> str:
        body = "".join(html_table(t) + "<br>" for t in self._tables())
        for ref, error in self.errors[:20]:
            body += f"<div style='{CAPTION}'>{html.escape(f'not read: {ref}: {error}')}</div>"
        return f"<div class='ctxmagic-lab'>{body}</div>"

    def __repr__(self) -> str:
        text = "\n\n".join(str(t) for t in self._tables())
        return text + "".join(f"\nnot read: {ref}: {error}" for ref, error in self.errors)


def many(
    refs: Iterable[Any],
    *,
    load: Callable[[Any], Trace],
    names: Sequence[str] | None = None,
    scenarios: Iterable[Scenario] = (),
    executor: Any = None,
    workers: int | None = None,
    progress: bool = True,
    settings: Settings | None = None,
    **setup: Any,
) -> Many:
    """Replay every session of ``refs`` (``load(ref)`` reads one) under the recorded policy and
    the six, or ``names`` / ``scenarios`` as ``lab.runs`` takes them, and total them up.

    ``executor``: any ``concurrent.futures.Executor`` or a Dask ``Client``; by default a pool
    of ``workers`` local processes (the CPU count, at most 4); ``workers=0`` replays here, one
    session after another. ``load`` goes to the workers, so it must pickle (a module's function,
    or ``stored_sessions``'s loader); ``setup`` is what ``lab.runs`` takes besides.
    """
    refs = list(refs)
    chosen = [scenario(n, **setup) for n in (names if names is not None else DEFAULT)]
    chosen += list(scenarios)
    if not chosen:
        raise ConfigError("lab.many: name at least one run (e.g. names=['recorded', 'append'])")
    for s in chosen:  # a bad name or parameter fails here, once, not in every worker
        s.policy(Trace(messages=[], responses={}, system=[], tools=[]))
    fields = [{k: getattr(s, k) for k in Scenario.__dataclass_fields__} for s in chosen]
    settings_fields = asdict(settings or Settings())
    bar = Progress(len(refs), label="sessions", unit="sessions", enabled=progress)
    results: list[list[SessionFigures] | None] = [None] * len(refs)
    pool, owned = executor_of(executor, workers)
    try:
        if pool is None:
            for i, ref in enumerate(refs):
                results[i] = one_session(ref, load, fields, settings_fields)
                bar.update()
        else:
            try:
                pickle.dumps(load)
            except Exception as exc:
                raise ConfigError(
                    f"lab.many: the loader cannot be sent to worker processes ({exc}); use a "
                    "module-level function, or workers=0"
                ) from None
            limit = 2 * max(getattr(pool, "_max_workers", 0) or (workers or 0) or 4, 1)
            pending: dict[Future, int] = {}
            queue = iter(enumerate(refs))
            for i, ref in queue:
                pending[pool.submit(one_session, ref, load, fields, settings_fields)] = i
                if len(pending) >= limit:
                    break
            while pending:
                done, _ = wait(list(pending), return_when=FIRST_COMPLETED)
                for future in done:
                    results[pending.pop(future)] = future.result()
                    bar.update()
                    nxt = next(queue, None)
                    if nxt is not None:
                        i, ref = nxt
                        pending[pool.submit(one_session, ref, load, fields, settings_fields)] = i
    finally:
        bar.close()
        if owned is not None:
            owned.shutdown(cancel_futures=True)
    flat = [entry for group in results if group for entry in group]
    names_done: list[str] = []
    for entry in flat:
        names_done += [n for n in entry.runs if n not in names_done]
    return Many(flat, names_done)


# ---------------------------------------------------------------------------------------------
# ctxmagic's own sessions


_STORES: dict[str, Any] = {}  # a worker's open databases, by path


@dataclass(frozen=True)
class FromStore:
    """A loader of the sessions of one database file (it pickles: a worker opens the file)."""

    path: str

    def __call__(self, session_id: str) -> Trace:
        from ..store.database import Store

        store = _STORES.get(self.path)
        if store is None:
            store = _STORES[self.path] = Store(self.path)
        return from_store(store, session_id)


def stored_sessions(store: Any) -> tuple[list[str], Callable[[str], Trace]]:
    """The sessions of a database (a ``Store`` or a path) that sent requests, newest first, and
    their loader: the arguments ``many`` takes. A database in memory loads in this process."""
    from ..store.database import Store

    opened = store if isinstance(store, Store) else Store(os.fspath(store))
    refs = [s.id for s in opened.sessions() if s.request_count]
    if opened.path == ":memory:":
        return refs, lambda session_id: from_store(opened, session_id)
    return refs, FromStore(opened.path)
