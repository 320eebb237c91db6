"""A small command line: `python -m bookshop.cli report` prints the stock report."""

import sys

from .catalog import demo_catalog


def report() -> str:
    catalog = demo_catalog()
    rows = [f"{'ISBN':<14} {'copies':>6}  title"]
    for isbn, book in sorted(catalog.books.items()):
        rows.append(f"{isbn:<14} {catalog.stock[isbn]:>6}  {book.title}")
    return "\n".join(rows)


def main(argv: list[str]) -> int:
    if argv[1:] == ["report"]:
        print(report())
        return 0
    print("usage: python -m bookshop.cli report", file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
