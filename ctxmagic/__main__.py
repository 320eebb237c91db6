"""Command line: run notebooks headless, export a stored session as a notebook, import one back.

python -m ctxmagic run NOTEBOOK...
python -m ctxmagic export [SESSION] [-o PATH.ipynb] [--db FILE] [--force]
python -m ctxmagic import PATH.ipynb [--db FILE]
python -m ctxmagic lab PATH|AGENT [--session ID] [--calibrate] [--json] [--strategies NAME ...]

Every error is one line on stderr (exit status 2 for a usage error, 1 for a failed command); the
traceback is shown only with ``CTXMAGIC_DEBUG=1``.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import NoReturn

from .errors import CtxMagicError, debug_enabled, user_message
from .hints import did_you_mean

MAX_CELL_TIMEOUT = 86_400


class _Parser(argparse.ArgumentParser):
    """argparse, with one-line errors that suggest the command meant."""

    def error(self, message: str) -> NoReturn:
        choice = re.search(r"invalid choice: '([^']*)' \(choose from (.*)\)", message)
        if choice:
            word, options = choice.group(1), re.findall(r"'([^']*)'", choice.group(2))
            message = f"unknown command {word!r};{did_you_mean(word, options)} choose from " + (
                ", ".join(options)
            )
        self.exit(2, f"{self.prog}: {message}; see {self.prog} --help\n")


def _timeout(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"give whole seconds, not {text!r}") from None
    if not 1 <= value <= MAX_CELL_TIMEOUT:
        raise argparse.ArgumentTypeError(f"give 1 to {MAX_CELL_TIMEOUT} seconds, not {value}")
    return value


def main(argv: list[str] | None = None) -> int:
    parser = _Parser(
        prog="ctxmagic", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    run = sub.add_parser("run", help="execute notebooks headless and save the executed copies")
    run.add_argument("notebooks", nargs="+", help="paths of .ipynb files")
    run.add_argument(
        "-o", "--output-dir", default="build", help="where executed copies go (default: build/)"
    )
    run.add_argument(
        "--timeout", type=_timeout, default=600, help="seconds per cell (default: 600)"
    )
    export = sub.add_parser("export", help="write a stored session as a notebook")
    export.add_argument("session", nargs="?", help="session id or unique prefix (default: latest)")
    export.add_argument("-o", "--output", help="notebook to write (default: <session id>.ipynb)")
    export.add_argument("--force", action="store_true", help="overwrite an existing notebook")
    imp = sub.add_parser("import", help="rebuild the sessions a saved notebook records")
    imp.add_argument("notebook", help="path of the .ipynb file")
    lab = sub.add_parser(
        "lab",
        help="compare strategies on another agent's session (Claude Code, Codex, opencode, pi)",
    )
    lab.add_argument("source", help="a session file, a folder, or claude-code|codex|opencode|pi")
    lab.add_argument("--session", default="", help="the session's id (or prefix) when several")
    lab.add_argument(
        "--calibrate", action="store_true", help="recorded usage against the simulator"
    )
    lab.add_argument("--json", action="store_true", help="print one JSON document")
    lab.add_argument("--strategies", nargs="+", default=None, metavar="NAME")
    lab.add_argument("--model", default="", help="bill the comparison's runs as another model")
    for p in (export, imp):
        p.add_argument(
            "--db",
            default=".ctxmagic/sessions.db",
            help="the sessions database (default: .ctxmagic/sessions.db)",
        )
    args = parser.parse_args(argv)
    try:
        if args.command == "export":
            print(_export(args))
            return 0
        if args.command == "import":
            print(_import(args))
            return 0
        if args.command == "lab":
            print(_lab(args))
            return 0
    except Exception as exc:
        return _failed(exc)
    from .ipython.headless import execute

    failed = 0
    for path in args.notebooks:
        try:
            report = execute(path, args.output_dir, timeout=args.timeout)
        except Exception as exc:
            failed += _failed(exc)
            continue
        print(report)
        failed += not report.ok
    return 1 if failed else 0


def _failed(exc: Exception) -> int:
    """Report ``exc`` in one line (re-raise it when debugging); the exit status of a failure."""
    if debug_enabled():
        raise exc
    print(f"ctxmagic: {user_message(exc)}", file=sys.stderr)
    return 1


def _export(args: argparse.Namespace) -> str:
    from .logbook.commands import export
    from .store.database import Store

    if not Path(args.db).is_file():
        raise CtxMagicError(f"no database at {args.db}; give the sessions file with --db")
    store = Store(args.db, workspace=Path.cwd())
    try:
        session = args.session
        if session is None:
            sessions = store.sessions()
            if not sessions:
                raise CtxMagicError(f"{args.db} holds no sessions")
            session = sessions[0].id
        return export(store, session, args.output, force=args.force)
    finally:
        store.close()


def _import(args: argparse.Namespace) -> str:
    from .logbook.load import import_notebook, plan_import, read_notebook
    from .store.database import Store

    plan = plan_import(read_notebook(args.notebook))  # a refused notebook opens no database
    store = Store(args.db, workspace=Path.cwd())
    try:
        return str(import_notebook(store, args.notebook, plan))
    finally:
        store.close()


def _lab(args: argparse.Namespace) -> str:
    import json

    from .lab.api import DEFAULT, runs
    from .lab.calibrate import calibrate
    from .lab.importers import discover, load, pick
    from .lab.sessions import document

    if args.model:  # before any work; a shell has no %config to declare a model with
        from .hints import did_you_mean
        from .model.catalog import load_catalog

        known = load_catalog().models
        if args.model not in known and not any(args.model in m.aliases for m in known.values()):
            hint = did_you_mean(args.model, list(known), cutoff=0.6)
            raise CtxMagicError(
                f"--model {args.model!r} is not in the model catalog;{hint or ''} give one of its "
                f"{len(known)} models, e.g. {', '.join(sorted(known)[:3])}"
            )
    refs = discover(args.source)
    if not refs:
        raise CtxMagicError(f"no session found in {args.source}")
    trace = load(pick(refs, args.session, args.source))
    calibration = calibrate(trace)
    if args.calibrate:
        return json.dumps(document(calibration), indent=1) if args.json else repr(calibration)
    done = runs(trace, args.strategies or list(DEFAULT), model=args.model)
    if args.json:
        return json.dumps(document(calibration, {id(trace): done}), indent=1)
    from .lab.report import Comparison

    return repr(Comparison(trace, done, charts=False))


if __name__ == "__main__":
    raise SystemExit(main())
