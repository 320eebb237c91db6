"""``python -m ctxmagic.lab [NAME ...]``: remake the reference traces (all, or those named)."""

from __future__ import annotations

import sys
from pathlib import Path

from .workloads import record_reference, reference_names


def main(argv: list[str]) -> None:
    out = Path(__file__).parent / "traces"
    out.mkdir(exist_ok=True)
    for name in argv or reference_names():
        made = record_reference(name, out)
        print(f"{name}: {made!r}, ${made.recorded_cost:.4f}")


if __name__ == "__main__":
    main(sys.argv[1:])
