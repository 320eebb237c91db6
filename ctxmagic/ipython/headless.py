"""Run a notebook headless (the quick start, the workshop notebooks, the tests) with nbclient.

"ok" means the notebook did what it teaches, not only that no cell raised:

- every ``%%agent`` cell ran a turn (a cell that printed a ``ctxmagic:`` error did not) and the
  turn ended normally (``end_turn``), unless the cell is tagged ``ctxmagic-stop-allowed``;
- in a cell tagged ``ctxmagic-commands-pass``, every command the agent ran (``bash``) exited 0
  without timing out: "run the tests" in a workshop notebook means they pass;
- no cell printed a ``ctxmagic:`` error line, or IPython's ``UsageError:`` line for a magic
  called wrongly (a misspelt option, an unbalanced quote).

Tags are ordinary Jupyter cell tags (JupyterLab: the property inspector, "Cell Tags").
"""

from __future__ import annotations

import json
import os
import re
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import nbformat

from ..errors import ConfigError, first_line
from ..providers.pace import ENV as PACE_ENV
from ..safety.userfiles import NotAFile, read_user_file

STOP_ALLOWED = "ctxmagic-stop-allowed"
ERROR_LINES = ("ctxmagic:", "UsageError:")  # how ctxmagic and IPython report a refused magic
COMMANDS_PASS = "ctxmagic-commands-pass"


@dataclass
class RunReport:
    source: Path
    output: Path
    cells: int
    agent_turns: int
    errors: list[str]
    problems: list[str] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return not self.errors and not self.problems

    def __str__(self) -> str:
        found = []
        if self.errors:
            found.append(f"{len(self.errors)} cell error(s): " + "; ".join(self.errors))
        if self.problems:
            found.append(f"{len(self.problems)} problem(s): " + "; ".join(self.problems))
        return (
            f"executed {self.source} -> {self.output} in {self.seconds:.1f} s\n"
            f"{self.cells} code cells, {self.agent_turns} %%agent turns, "
            + (", ".join(found) if found else "ok")
        )


def problems(nb: Any) -> list[str]:
    """What an executed notebook did that it did not mean to (see the module docstring)."""
    found: list[str] = []
    for number, cell in enumerate(nb.cells, start=1):
        if cell.cell_type != "code":
            continue
        tags = set(cell.get("metadata", {}).get("tags", []))
        outputs = cell.get("outputs", [])
        errors = [
            line
            for o in outputs
            if o.get("name") == "stderr"
            for line in o.get("text", "").splitlines()
            if line.startswith(ERROR_LINES)
        ]
        found += [f"cell {number}: {line}" for line in errors]
        if not cell.source.lstrip().startswith("%%agent"):
            continue
        metas = [
            o["metadata"]["ctxmagic"]
            for o in outputs
            if isinstance(o.get("metadata", {}).get("ctxmagic"), dict)
        ]
        if not metas:
            if not errors:
                found.append(f"cell {number}: the %%agent cell ran no turn")
            continue
        meta = metas[-1]
        if meta.get("status") != "end_turn" and STOP_ALLOWED not in tags:
            found.append(f"cell {number}: the turn ended with {meta.get('status')!r}, not end_turn")
        if COMMANDS_PASS in tags:
            found += [f"cell {number}: {failure}" for failure in failed_commands(meta)]
    return found


def failed_commands(meta: dict[str, Any]) -> list[str]:
    """The commands of a turn's record that failed: non-zero exit, timeout, or no result."""
    record = meta.get("record") or {}
    calls: dict[str, str] = {}
    failures = []
    for message in record.get("messages", []):
        for part in message.get("parts", []):
            data = part.get("data", {})
            if part.get("type") == "tool_call" and data.get("name") == "bash":
                calls[data.get("id")] = str((data.get("input") or {}).get("command", ""))
            elif part.get("type") == "tool_result" and data.get("tool_call_id") in calls:
                command = calls.pop(data["tool_call_id"])
                meta = data.get("metadata") or {}
                code = meta.get("exit_code")
                if data.get("is_error") or code != 0:
                    how = (
                        f"timed out after {meta.get('timeout', '?')} s"
                        if meta.get("timed_out")
                        else f"exited {code}"
                        if isinstance(code, int)
                        else "did not finish"
                    )
                    failures.append(f"command `{command}` {how}: {_tail(data.get('content', ''))}")
    failures += [f"command `{c}` has no result" for c in calls.values()]
    if not record and meta:
        failures.append("its output has no record of the commands it ran (re-run the cell)")
    return failures


def _tail(text: str) -> str:
    """The last line the command printed (not the bash tool's own ``stderr:`` and
    ``exit code: N`` lines)."""
    lines = [
        line
        for line in str(text).splitlines()
        if line.strip() and line != "stderr:" and not re.fullmatch(r"exit code: -?\d+", line)
    ]
    return json.dumps(lines[-1][:120]) if lines else "(no output)"


def _unix_sockets(km: Any) -> None:
    """Run the kernel over Unix sockets in Jupyter's runtime folder, not TCP ports on 127.0.0.1:
    only this user reaches them, and ipykernel 7 then does not print "Kernel is running over TCP
    without encryption" under the report. The path is absolute: the kernel starts in the
    notebook's folder, the client stays where it was. A runtime folder too deep for a socket
    path keeps TCP."""
    from jupyter_core.paths import jupyter_runtime_dir

    runtime = Path(jupyter_runtime_dir())
    prefix = str(runtime / f"ctxmagic-{uuid.uuid4().hex[:12]}")
    if len(os.fsencode(prefix)) + len("-65535") >= 100:
        return  # a socket path is at most 104-108 bytes (macOS, Linux): stay on TCP
    runtime.mkdir(parents=True, exist_ok=True)
    km.transport = "ipc"
    km.ip = prefix


def execute(path: str | Path, output_dir: str | Path = "build", *, timeout: int = 600) -> RunReport:
    """Execute ``path`` in its own folder (so relative paths work) and save the executed copy.

    Raises nothing on cell errors: they are collected in the report (nbclient's
    ``allow_errors``), so a caller sees every failing cell, not just the first.
    """
    try:
        from nbclient import NotebookClient
    except ImportError as exc:  # pragma: no cover - depends on the install
        raise ConfigError(
            "running notebooks needs the notebooks extra: pip install 'ctxmagic[notebooks]'"
        ) from exc
    source = Path(path).resolve()
    try:
        nb = nbformat.reads(read_user_file(source).decode("utf-8"), as_version=4)
    except FileNotFoundError:
        raise ConfigError(f"no notebook at {source}; give the path of an .ipynb file") from None
    except NotAFile as exc:
        raise ConfigError(f"{source} {exc}; give the path of an .ipynb file") from None
    except (ValueError, UnicodeDecodeError, nbformat.ValidationError) as exc:
        raise ConfigError(
            f"{source} is not a Jupyter notebook ({first_line(str(exc))[:120]}); "
            "give the path of an .ipynb file"
        ) from None
    client = NotebookClient(
        nb,
        timeout=timeout,
        kernel_name=nb.metadata.get("kernelspec", {}).get("name", "python3"),
        resources={"metadata": {"path": str(source.parent)}},
        allow_errors=True,
    )
    if os.name == "posix":
        _unix_sockets(client.create_kernel_manager())
    started = time.monotonic()
    # the teaching pace (providers/pace.py) is for people watching; no one watches a headless run
    client.execute(env={**os.environ, PACE_ENV: "0"})
    seconds = time.monotonic() - started
    out_dir = Path(output_dir).resolve()
    out_dir.mkdir(parents=True, exist_ok=True)
    output = out_dir / source.name
    nbformat.write(nb, output)
    code = [c for c in nb.cells if c.cell_type == "code"]
    errors = [
        f"cell {i}: {o.get('ename')}: {o.get('evalue')}"
        for i, c in enumerate(nb.cells)
        for o in c.get("outputs", [])
        if o.get("output_type") == "error"
    ]
    turns = sum(1 for c in code if c.source.lstrip().startswith("%%agent"))
    return RunReport(source, output, len(code), turns, errors, problems(nb), seconds)
