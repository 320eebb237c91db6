"""Raise KeyboardInterrupt at each line event of one module while a call runs, as Ctrl-C can.

A ``with lock:`` block leaves its lock held when the interrupt lands on the line event where the
block calls ``__exit__`` (outside the block's exception handler), and the kernel's next call
then waits for ever; `interrupt_at_every_line` finds such places.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import Any


def _count_lines(filename: str, call: Callable[[], Any]) -> int:
    count = 0

    def trace(frame: Any, event: str, arg: Any) -> Any:
        nonlocal count
        if frame.f_code.co_filename == filename and event == "line":
            count += 1
        return trace

    sys.settrace(trace)
    try:
        call()
    finally:
        sys.settrace(None)
    return count


def _run(call: Callable[[], Any], errors: list[BaseException]) -> None:
    try:
        call()
    except BaseException as exc:  # reported by the caller, with the position
        errors.append(exc)


def interrupt_at_every_line(
    filename: str, call: Callable[[], Any], then: Callable[[], Any], *, wait: float = 5.0
) -> int:
    """For each line event of ``filename`` during ``call()``, run ``call()`` again with a
    KeyboardInterrupt raised there, then run ``then()`` in another thread and fail if it has not
    returned within ``wait`` seconds. Returns how many positions were tried."""
    total = _count_lines(filename, call)
    assert total, f"{call} runs no line of {filename}"
    for position in range(1, total + 1):
        seen = 0

        def trace(frame: Any, event: str, arg: Any, position: int = position) -> Any:
            nonlocal seen
            if frame.f_code.co_filename == filename and event == "line":
                seen += 1
                if seen == position:
                    sys.settrace(None)
                    raise KeyboardInterrupt
            return trace

        sys.settrace(trace)
        try:
            call()
        except KeyboardInterrupt:
            pass
        finally:
            sys.settrace(None)
        errors: list[BaseException] = []
        done = threading.Thread(target=_run, args=(then, errors), daemon=True)
        done.start()
        done.join(wait)
        assert not done.is_alive(), f"blocked after an interrupt at line event {position}"
        assert not errors, f"failed after an interrupt at line event {position}: {errors[0]!r}"
    return total
