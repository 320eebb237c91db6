"""The lab's Python API: replay a session under several setups and compare, as DataFrames.

    from ctxmagic import lab

    trace = lab.trace_of("ses_01...")            # a session of the current database
    lab.compare(trace)                          # one row per run: the recorded policy, then six
    lab.compare(trace, ["append", "prune+summarize"], model="claude-haiku-4-5")
    lab.compare(trace, per_request=True)        # one row per request of every run
    lab.compare(trace, presets=["all"])         # the recorded policy, then every agent's preset

``runs`` gives the ``Run`` objects themselves (each request, the final view of the model).
"""

from __future__ import annotations

import warnings
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from ..errors import ConfigError
from ..model.cachemiss import REASONS
from .metrics import measure, split
from .parallel import check_workers, replays, worker_count
from .replay import Run, Scenario, replay
from .trace import Trace, from_notebook, from_store

SIX = ("append", "truncate", "prune", "summarize", "externalize", "replay")
DEFAULT = ("recorded", *SIX)


def pandas() -> Any:
    try:
        import pandas
    except ImportError:  # pragma: no cover - depends on the environment
        raise ConfigError("the lab's tables need pandas: pip install 'ctxmagic[lab]'") from None
    return pandas


def scenario(name: str, **setup: Any) -> Scenario:
    """A named run: ``recorded`` (the session's own policy), ``append``, or strategies joined
    with ``+`` (``prune+summarize``); ``setup`` holds the other ``Scenario`` fields."""
    label = setup.pop("label", "") or name
    if name == "recorded":
        return Scenario(label=label, **setup)
    names = [] if name == "append" else [n for n in name.split("+") if n]
    return Scenario(strategies=names, label=label, **setup)


def trace_of(source: Trace | str | Path, *, runtime: Any = None, session: str = "") -> Trace:
    """A trace from a ``Trace``, a trace file, a reference trace's name, a saved notebook
    (``.ipynb``: its session, or the one ``session`` names), or a session id of ``runtime``'s
    database (default: the one in the current directory)."""
    from .workloads import REFERENCE, reference

    if isinstance(source, Trace):
        return source
    text = str(source)
    if text in REFERENCE:
        return reference(text)
    if text.endswith(".ipynb"):
        if not Path(text).expanduser().is_file():
            raise ConfigError(f"no notebook {text!r}")
        catalog = runtime.catalog if runtime is not None else None
        here = runtime.settings.workspace_path if runtime is not None else None
        return from_notebook(Path(text).expanduser(), session, catalog=catalog, here=here)
    if text.endswith((".json", ".gz")) or Path(text).exists():
        return Trace.load(text)
    if runtime is None:
        from ..runtime import Runtime

        runtime = Runtime()
    return from_store(
        runtime.store, text, catalog=runtime.catalog, here=runtime.settings.workspace_path
    )


def preset_scenarios(
    trace: Trace, words: Sequence[str], *, settings: Any = None, **setup: Any
) -> tuple[list[Scenario], list[str]]:
    """A run per preset ``words`` name (``all``: every one that runs on the provider the
    session is billed as), labelled with the preset's name, and a note for each left out: a
    provider-side preset for another provider, a compaction reserve the window cannot hold."""
    from ..context import presets
    from ..context.summarize import threshold_tokens
    from .replay import resolve

    runtime, provider, model = resolve(trace, Scenario(**setup), settings)
    info = runtime.model_info(provider, model)
    billed = runtime.catalog.priced_as(info).provider
    window = runtime.settings.context_window or info.context_window
    reply = runtime.reply_budget(info, window)
    runtime.close()
    out, notes = [], []
    for preset in presets.choose(words, billed):
        if not preset.runs_on(billed):
            notes.append(
                f"{preset.name} left out: it runs on {', '.join(preset.providers)}, "
                f"and the session is billed as {billed}"
            )
            continue
        policy = preset.policy()
        if policy.has("summarize") and window:
            try:
                threshold_tokens(window, policy.settings("summarize"), reply)
            except ConfigError as exc:
                notes.append(f"{preset.name} left out: {exc}")
                continue
        params = {k: dict(v) for k, v in policy.params.items()}
        for name, values in (setup.get("params") or {}).items():
            if name in policy.strategies:
                params.setdefault(name, {}).update(values)
        fields = {k: v for k, v in setup.items() if k != "params"}
        out.append(
            Scenario(strategies=list(policy.strategies), params=params, label=preset.name, **fields)
        )
    return out, notes


def runs(
    trace: Trace,
    names: Sequence[str] | None = None,
    *,
    scenarios: Iterable[Scenario] = (),
    settings: Any = None,
    workers: int | None = None,
    presets: Sequence[str] = (),
    **setup: Any,
) -> list[Run]:
    """Replay ``trace`` once per name (``scenario``), per preset (``presets``: names, or
    ``all``; see ``preset_scenarios``) and per explicit scenario, in order.

    ``workers``: processes to replay on (``parallel``; default one per core, at most 4);
    0 or 1 replays here, one run after another. The runs are the same either way.
    """
    if names is None:
        names = () if scenarios or presets else DEFAULT
    chosen = [scenario(n, **setup) for n in names]
    if presets:
        made, notes = preset_scenarios(trace, presets, settings=settings, **setup)
        for note in notes:
            warnings.warn(note, stacklevel=2)
        chosen += made
    chosen += list(scenarios)
    for s in chosen:  # a bad name or parameter fails here, before anything runs
        s.policy(trace)
    check_workers(workers)
    # an imported session's own policy is its agent's (compactions where the log has them),
    # which the engine does not run: the calibration's replay is that row
    own = {i for i, s in enumerate(chosen) if trace.imported and s.as_recorded(trace)}
    engine = [s for i, s in enumerate(chosen) if i not in own]
    count = worker_count(workers, len(engine), trace.requests)
    if count > 1:
        done = iter(replays(trace, engine, settings, count))
    else:
        done = iter([replay(trace, s, settings=settings) for s in engine])
    out = []
    for i, s in enumerate(chosen):
        if i in own:
            from .calibrate import own_run

            run = own_run(trace)
            run.scenario = s
            out.append(run)
        else:
            out.append(next(done))
    return out


def runs_frame(done: Sequence[Run]) -> Any:
    """One row per run: ``metrics.Metrics`` as columns."""
    return pandas().DataFrame([measure(r).to_dict() for r in done])


def requests_frame(done: Sequence[Run]) -> Any:
    """One row per request of every run, with running totals (what the lab's plots draw), and
    its context by source: a ``src: <source>`` column per source (tool results one per tool),
    adding up to ``context`` for each billed model request."""
    rows = []
    for run in done:
        cost = read = prompt = 0.0
        for row in run.rows:
            cost += row.cost
            read += row.usage.cache_read
            prompt += row.usage.prompt
            parts = split(row.usage, run.pricing)
            rows.append(
                {
                    "run": run.name,
                    "request": row.index + 1,
                    "kind": row.kind,
                    "turn": row.turn,
                    "step": row.step,
                    "at_s": (row.at_ms - run.rows[0].at_ms) / 1000,
                    "prompt": row.prompt,
                    "context": row.context,
                    "input": row.usage.input,
                    "cache_read": row.usage.cache_read,
                    "cache_write": row.usage.cache_write,
                    "output": row.usage.output,
                    "cost": row.cost,
                    **{f"cost_{k}": v for k, v in parts.items()},
                    "cumulative_cost": cost,
                    "hit_rate": row.usage.cache_hit_rate,
                    "cumulative_hit_rate": read / prompt if prompt else 0.0,
                    "failed": row.failed,
                    "window": run.window,
                    "threshold": run.threshold,
                    "matches": row.matches,
                    # why the tokens not read from cache were not (model/cachemiss.py)
                    "cache_miss_reason": row.miss.text if row.miss else "",
                    "cache_miss_main": row.miss.main if row.miss else "",
                    **{f"miss_{r}": row.miss.tokens(r) if row.miss else 0 for r in REASONS},
                    **{
                        f"src: {group}": tokens
                        for group, tokens in (row.sources.by_group() if row.sources else {}).items()
                    },
                }
            )
    frame = pandas().DataFrame(rows)
    sources = [c for c in frame.columns if c.startswith("src: ")]
    frame[sources] = frame[sources].fillna(0).astype(int)
    return frame


def compare(
    source: Trace | str | Path,
    names: Sequence[str] | None = None,
    *,
    per_request: bool = False,
    settings: Any = None,
    workers: int | None = None,
    presets: Sequence[str] = (),
    **setup: Any,
) -> Any:
    """Replay a session under several runs and compare them in a DataFrame.

    ``names``: ``recorded``, ``append``, ``truncate``, ``prune``, ``summarize``,
    ``externalize``, ``replay`` or combinations such as ``prune+summarize`` (default: the
    recorded policy and the six alone). ``setup``: ``provider``, ``model``, ``cache_policy``,
    ``cache_ttl``, ``window``, ``params`` (``{"summarize": {"threshold": 0.5}}``);
    ``workers`` as for ``runs``; ``presets``: real agents' policies by name, or ``["all"]``
    (``recorded`` first unless ``names`` says otherwise).
    """
    if presets and names is None:
        names = ["recorded"]
    done = runs(
        trace_of(source), names, settings=settings, workers=workers, presets=presets, **setup
    )
    return requests_frame(done) if per_request else runs_frame(done)
