"""The session database of a long uncompacted session: its size, and how long reading it takes.

Each tree measured makes, in a fresh process, a session of N turns of the offline model through
the Python API (one question of four in turn, on a copy of the standard library's ``json``
package, a 2,000,000-token window so nothing is compacted: every request carries the whole
session) in a database of its own, then closes it. Figures per tree and N: the file's size and
the part keys' share of it (``sum(length(part_keys))``), the CPU time of making the session.
On the longest session, each tree in a new process reads its own database:

- ``Store.requests`` (every request, its part keys in full): the first call in the process and
  the median of five more;
- ``%ctx parts`` in an IPython shell with ``%load_ext ctxmagic`` resuming the session: the first
  one (it loads the agent) and the median of five more, the table displayed (HTML and text).

With ``--baseline DIR`` (e.g. ``git archive main | tar -x -C /tmp/base``), this tree also opens
a copy of the baseline's longest database, which migrates it in place: the time that takes, the
part keys' bytes and the file's size after (the store vacuums a file it left mostly free), and
a check that every request's keys read the same in both trees.

Run from the repository root:
    python benchmarks/bench_store_size.py [--baseline DIR] [--turns 100 300]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

from bench_magic import QUESTIONS, workspace  # the same session as the magic's benchmark
from bench_notebook_size import child as run_child

ROOT = Path(__file__).resolve().parent.parent
WINDOW = 2_000_000
READS = 5


def make_session(folder: Path, turns: int) -> dict:
    """A session of ``turns`` offline turns in ``folder/a.db`` (run in the tree under test)."""
    from ctxmagic.agent.loop import run_turn
    from ctxmagic.runtime import Runtime
    from ctxmagic.store.database import Store

    ws = workspace(str(folder))
    store = Store(folder / "a.db")
    agent = Runtime(store=store, workspace=str(ws), context_window=WINDOW).open()
    c0 = time.process_time()
    for n in range(turns):
        run_turn(agent, QUESTIONS[n % len(QUESTIONS)])
    cpu = time.process_time() - c0
    session = agent.session_id
    store.close()  # the last connection: the WAL is checkpointed into the file and removed
    return {"session": session, "make_cpu_s": cpu, **sizes(folder / "a.db")}


def sizes(path: Path) -> dict:
    with sqlite3.connect(path) as conn:
        keys = conn.execute("SELECT sum(length(part_keys)), count(*) FROM requests").fetchone()
    return {"size": path.stat().st_size, "keys": keys[0] or 0, "requests": keys[1]}


def read(folder: Path, session: str) -> dict:
    """Time ``Store.requests`` and ``%ctx parts`` on the session (run in the tree under test)."""
    from IPython.core.interactiveshell import InteractiveShell
    from IPython.utils.capture import capture_output

    from ctxmagic.store.database import Store

    store = Store(folder / "a.db")
    times = []
    for _ in range(READS + 1):
        c0 = time.process_time()
        records = store.requests(session)
        times.append(time.process_time() - c0)
    digest = hashlib.sha256(json.dumps([r.part_keys for r in records]).encode()).hexdigest()
    store.close()

    shell = InteractiveShell.instance()
    shell.run_line_magic("load_ext", "ctxmagic")
    shell.run_line_magic("config", f"CtxMagic.workspace = {str(folder / 'ws')!r}")
    shell.run_line_magic("config", f"CtxMagic.db_path = {str(folder / 'a.db')!r}")
    shell.run_line_magic("config", f"CtxMagic.context_window = {WINDOW}")
    with capture_output():
        shell.run_line_magic("ctx", f"resume {session}")
    parts = []
    for _ in range(READS + 1):
        w0 = time.perf_counter()
        with capture_output() as shown:
            shell.run_cell("%ctx parts")
        parts.append(time.perf_counter() - w0)
        if "Traceback" in shown.stdout + shown.stderr or shown.stderr.strip():
            raise SystemExit(f"%ctx parts failed:\n{shown.stdout[-2000:]}{shown.stderr[-2000:]}")
    return {
        "requests_first_s": times[0],
        "requests_s": statistics.median(times[1:]),
        "parts_first_s": parts[0],
        "parts_s": statistics.median(parts[1:]),
        "digest": digest,
    }


def migrate(path: Path, session: str) -> dict:
    """Open an older tree's database (this tree migrates it) and read every request's keys."""
    from ctxmagic.store.database import Store

    before = path.stat().st_size
    w0 = time.perf_counter()
    store = Store(path)
    wall = time.perf_counter() - w0
    records = store.requests(session)
    digest = hashlib.sha256(json.dumps([r.part_keys for r in records]).encode()).hexdigest()
    applied = store.applied_migrations
    space = getattr(store, "space", "")  # a tree that vacuums a file mostly free (store/space.py)
    store.close()
    return {
        "migrate_s": wall,
        "applied": applied,
        "digest": digest,
        "before": before,
        "space": space,
        **sizes(path),
    }


def mib(n: int) -> str:
    return f"{n / 2**20:.2f} MiB"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--child", nargs="+")
    parser.add_argument("--baseline", type=Path)
    parser.add_argument("--turns", type=int, nargs="+", default=[100, 300])
    args = parser.parse_args()
    if args.child:
        what, *rest = args.child
        if what == "make":
            result = make_session(Path(rest[0]), int(rest[1]))
        elif what == "read":
            result = read(Path(rest[0]), rest[1])
        else:
            result = migrate(Path(rest[0]), rest[1])
        print(json.dumps(result))
        return
    trees = [("this tree", ROOT)]
    if args.baseline is not None:
        trees.insert(0, ("baseline", args.baseline.resolve()))
    names = [name for name, _ in trees]
    print("| turns (requests) | figure | " + " | ".join(names) + " |")
    print("| --- | --- |" + " --- |" * len(trees))
    with tempfile.TemporaryDirectory() as tmp:
        made: dict[tuple[str, int], dict] = {}
        for turns in args.turns:
            for name, tree in trees:  # one after the other, alternating
                folder = Path(tmp) / f"{name.replace(' ', '-')}-{turns}"
                folder.mkdir()
                made[name, turns] = {
                    **run_child(tree, ["make", str(folder), str(turns)], __file__),
                    "folder": folder,
                }
                print(f"{name} {turns}: {made[name, turns]}", file=sys.stderr, flush=True)
            head = f"| {turns} ({made[names[-1], turns]['requests']:,}) |"
            row = [made[n, turns] for n in names]
            print(f"{head} database file | " + " | ".join(mib(r["size"]) for r in row) + " |")
            print(f"{head} part keys in it | " + " | ".join(mib(r["keys"]) for r in row) + " |")
            cpu = " | ".join(f"{r['make_cpu_s']:.2f} s" for r in row)
            print(f"{head} making it, CPU | {cpu} |")
        longest = max(args.turns)
        reads = {}
        for name, tree in trees:
            m = made[name, longest]
            reads[name] = run_child(tree, ["read", str(m["folder"]), m["session"]], __file__)
            print(f"{name} read: {reads[name]}", file=sys.stderr, flush=True)
        head = f"| {longest} ({made[names[-1], longest]['requests']:,}) |"
        for label, key, first in (
            ("Store.requests, CPU", "requests_s", "requests_first_s"),
            ("%ctx parts, wall", "parts_s", "parts_first_s"),
        ):
            cells = [f"{reads[n][key]:.3f} s (first {reads[n][first]:.3f} s)" for n in names]
            print(f"{head} {label} | " + " | ".join(cells) + " |")
        if args.baseline is not None:
            m = made["baseline", longest]
            copy = Path(tmp) / "migrated.db"
            shutil.copyfile(m["folder"] / "a.db", copy)
            moved = run_child(ROOT, ["migrate", str(copy), m["session"]], __file__)
            same = moved["digest"] == reads["baseline"]["digest"]
            print(
                f"\nThe baseline's {longest}-turn database opened by this tree: migrated in "
                f"{moved['migrate_s']:.2f} s ({', '.join(moved['applied'])}; the store's "
                f"VACUUM: {moved['space'] or 'none'}, included), its part keys "
                f"{mib(m['keys'])} -> {mib(moved['keys'])}, the file {mib(moved['before'])} -> "
                f"{mib(moved['size'])}, every request's keys {'the same' if same else 'DIFFERENT'}."
            )
            if not same:
                raise SystemExit("the migrated database reads different keys")


if __name__ == "__main__":
    main()
