"""Command line: ``python -m ctxmagic run NOTEBOOK...`` executes notebooks headless."""

from __future__ import annotations

import argparse
import sys

from .notebook import execute


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="ctxmagic", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="execute notebooks headless and save the executed copies")
    run.add_argument("notebooks", nargs="+", help="paths of .ipynb files")
    run.add_argument(
        "-o", "--output-dir", default="build", help="where executed copies go (default: build/)"
    )
    run.add_argument("--timeout", type=int, default=600, help="seconds per cell (default: 600)")
    args = parser.parse_args(argv)
    failed = 0
    for path in args.notebooks:
        try:
            report = execute(path, args.output_dir, timeout=args.timeout)
        except (FileNotFoundError, RuntimeError) as exc:
            print(f"ctxmagic: {exc}", file=sys.stderr)
            failed += 1
            continue
        print(report)
        failed += bool(report.errors)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
