"""``%ctx lab``: the magic's words turned into a comparison (the logic; ipython/magics.py dispatches).

%ctx lab                                   the current session: recorded policy + six
%ctx lab --strategies append prune+summarize --model claude-haiku-4-5
%ctx lab --session ses_01 --window 16000 --ttl 1h
%ctx lab --trace stdlib-200                a reference trace (or a trace file)
%ctx lab --notebook saved.ipynb            a session recorded in a saved notebook
%ctx lab --set summarize.threshold=0.5     a parameter for every run
%ctx lab --presets all                     the recorded policy, then every agent's preset
%ctx lab --presets opencode pi             the recorded policy, then these presets
%ctx lab --from claude-code --session ID   another agent's session (a file, a folder, or an
                                           agent: claude-code, codex, opencode, pi)
%ctx lab --from PATH --calibrate           its requests: recorded usage against the simulator
%ctx lab --from PATH --json                the same as one JSON document
%ctx lab --all                             every session of the database, totalled up
%ctx lab --from claude-code --all          every session of an agent (or a folder), totalled up
%ctx lab --all --workers 2                 on 2 local processes (0: in this process)
"""

from __future__ import annotations

import argparse
from functools import partial
from typing import Any

from ..context.policy import parse_value
from ..errors import ConfigError
from ..hints import unknown_option_message
from ..safety.limits import check_setting
from .api import DEFAULT, preset_scenarios, runs, trace_of
from .many import Many, many, stored_sessions
from .report import Comparison
from .trace import Trace, from_store


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise ConfigError(f"%ctx lab: {message}")

    def parse_args(self, args: Any = None, namespace: Any = None) -> Any:  # type: ignore[override]
        """argparse's, with a mistyped option answered by the one meant (``--windw``)."""
        try:
            return super().parse_args(args, namespace)
        except ConfigError:
            hint = unknown_option_message("%ctx lab", args or [], self._option_string_actions)
            if hint is None:
                raise
            raise ConfigError(hint) from None


def parser() -> argparse.ArgumentParser:
    p = _Parser(prog="%ctx lab", add_help=False)
    p.add_argument("--strategies", nargs="+", default=None, metavar="NAME")
    p.add_argument("--presets", nargs="+", default=None, metavar="NAME")
    p.add_argument("--provider", default="")
    p.add_argument("--model", default="")
    p.add_argument("--session", default="")
    p.add_argument("--trace", default="")
    p.add_argument("--notebook", default="", metavar="PATH")
    p.add_argument("--window", type=int, default=0)
    p.add_argument("--ttl", choices=("5m", "1h", "24h"), default="")  # "": the session's
    p.add_argument("--cache-policy", choices=("opencode", "rolling", "none"), default="")
    p.add_argument("--set", nargs="+", default=[], metavar="STRATEGY.PARAM=VALUE")
    p.add_argument("--no-charts", action="store_true")
    p.add_argument("--from", dest="source", default="", metavar="PATH|AGENT")
    p.add_argument("--calibrate", action="store_true")
    p.add_argument("--json", action="store_true")
    p.add_argument("--all", action="store_true")
    p.add_argument("--workers", type=int, default=None, metavar="N")
    return p


def params(words: list[str]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for word in words:
        key, eq, value = word.partition("=")
        name, dot, param = key.partition(".")
        if not (eq and dot and name and param):
            raise ConfigError(
                f"%ctx lab --set {word!r}: write strategy.param=value, e.g. summarize.threshold=0.5"
            )
        out.setdefault(name, {})[param] = parse_value(value)
    return out


def lab_command(runtime: Any, session_id: str | None, words: list[str]) -> Any:
    """Parse ``%ctx lab`` words, replay, and return what to display: a comparison, a
    calibration (``--calibrate``), or a JSON document (``--json``)."""
    args = parser().parse_args(words)
    if args.window:  # 0: the session's own window
        check_setting("context_window", args.window, where="%ctx lab --window")
    given = [w for w, v in (("--trace", args.trace), ("--notebook", args.notebook)) if v]
    if args.source:
        given.append("--from")
    if len(given) > 1:
        raise ConfigError(
            f"%ctx lab: give one of --trace, --notebook or --from, not {' and '.join(given)}"
        )
    if args.workers is not None and not 0 <= args.workers <= 64:
        raise ConfigError(f"%ctx lab --workers {args.workers}: give 0 (this process) to 64")
    if args.all:
        return every_session(runtime, args)
    if args.workers is not None:
        raise ConfigError("%ctx lab --workers goes with --all (one session's runs use the cores)")
    if (args.calibrate or args.json) and not args.source:
        raise ConfigError(
            "%ctx lab: --calibrate and --json check another agent's session against its bill; "
            "name one with --from PATH (or claude-code, codex, opencode, pi)"
        )
    if args.source:
        return imported(runtime, args)
    if args.notebook:
        if not args.notebook.endswith(".ipynb"):
            raise ConfigError(f"%ctx lab --notebook {args.notebook!r}: name a saved .ipynb file")
        trace = trace_of(args.notebook, runtime=runtime, session=args.session)
    elif args.trace:
        trace = trace_of(args.trace, runtime=runtime)
    else:
        sid = args.session or session_id
        if not sid:
            raise ConfigError(
                "%ctx lab: no current session; run an %%agent cell first, or name one with "
                "--session ID, or use a reference trace with --trace stdlib-json"
            )
        trace = from_store(
            runtime.store, sid, catalog=runtime.catalog, here=runtime.settings.workspace_path
        )
    if not trace.requests:
        raise ConfigError("%ctx lab: the session has no model requests yet; run a turn first")
    done, notes = compare_runs(runtime, trace, args)
    return Comparison(trace, done, charts=not args.no_charts, extra_notes=notes)


def compare_runs(runtime: Any, trace: Trace, args: Any) -> tuple[list[Any], list[str]]:
    """The runs the words ask for (strategies, presets, setup) and the presets' notes."""
    setup: dict[str, Any] = {
        "provider": args.provider,
        "model": args.model,
        "window": args.window,
        "cache_ttl": args.ttl,
        "cache_policy": args.cache_policy,
        "params": params(args.set),
    }
    notes: list[str] = []
    chosen = []
    if args.presets:
        chosen, notes = preset_scenarios(trace, args.presets, settings=runtime.settings, **setup)
        if not chosen:
            raise ConfigError(f"%ctx lab --presets: no preset can run here ({'; '.join(notes)})")
    names = args.strategies or (["recorded"] if args.presets else list(DEFAULT))
    return runs(trace, names, scenarios=chosen, settings=runtime.settings, **setup), notes


def imported(runtime: Any, args: Any) -> Any:
    """``%ctx lab --from``: another agent's session, compared, calibrated or as JSON."""
    from .calibrate import calibrate
    from .importers import discover, load, pick
    from .sessions import JsonDocument, document

    refs = discover(args.source)
    if not refs:
        raise ConfigError(
            f"%ctx lab --from {args.source}: no session found there; %ctx sessions --from "
            f"{args.source} lists what a source holds"
        )
    trace = load(pick(refs, args.session, args.source), catalog=runtime.catalog)
    calibration = calibrate(trace, runtime.catalog)
    if args.calibrate:
        return JsonDocument(document(calibration)) if args.json else calibration
    done, notes = compare_runs(runtime, trace, args)
    if args.json:
        return JsonDocument(document(calibration, {id(trace): done}))
    return Comparison(trace, done, charts=not args.no_charts, extra_notes=notes)


def every_session(runtime: Any, args: Any) -> Many:
    """``%ctx lab --all``: the runs the words name over every session of this database, or of
    ``--from`` (an agent's default location, a folder, a file), totalled up (``lab.many``)."""
    if args.trace or args.notebook or args.session or args.calibrate or args.json or args.presets:
        raise ConfigError(
            "%ctx lab --all replays every session: leave out --trace, --notebook, --session, "
            "--calibrate, --json and --presets"
        )
    if args.source:
        from .importers import discover, load

        refs: list[Any] = discover(args.source)
        loader: Any = partial(load, catalog=runtime.catalog)
        where = args.source
    else:
        refs, loader = stored_sessions(runtime.store)
        where = "the database"
    if not refs:
        raise ConfigError(f"%ctx lab --all: no session with requests in {where}")
    return many(
        refs,
        load=loader,
        names=args.strategies or list(DEFAULT),
        workers=args.workers,
        settings=runtime.settings,
        provider=args.provider,
        model=args.model,
        window=args.window,
        cache_ttl=args.ttl,
        cache_policy=args.cache_policy,
        params=params(args.set),
    )
