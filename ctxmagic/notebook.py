"""Run a notebook headless (the quick start, the workshop notebooks, the tests) with nbclient."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import nbformat


@dataclass
class RunReport:
    source: Path
    output: Path
    cells: int
    agent_turns: int
    errors: list[str]

    def __str__(self) -> str:
        status = (
            "ok" if not self.errors else f"{len(self.errors)} error(s): " + "; ".join(self.errors)
        )
        return (
            f"executed {self.source} -> {self.output}\n"
            f"{self.cells} code cells, {self.agent_turns} %%agent turns, {status}"
        )


def execute(path: str | Path, output_dir: str | Path = "build", *, timeout: int = 600) -> RunReport:
    """Execute ``path`` in its own folder (so relative paths work) and save the executed copy.

    Raises nothing on cell errors: they are collected in the report (nbclient's
    ``allow_errors``), so a caller sees every failing cell, not just the first.
    """
    try:
        from nbclient import NotebookClient
    except ImportError as exc:  # pragma: no cover - depends on the install
        raise RuntimeError(
            "running notebooks needs the notebooks extra: pip install 'ctxmagic[notebooks]'"
        ) from exc
    source = Path(path).resolve()
    if not source.is_file():
        raise FileNotFoundError(f"no notebook at {source}")
    nb = nbformat.read(source, as_version=4)
    client = NotebookClient(
        nb,
        timeout=timeout,
        kernel_name=nb.metadata.get("kernelspec", {}).get("name", "python3"),
        resources={"metadata": {"path": str(source.parent)}},
        allow_errors=True,
    )
    client.execute()
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
    return RunReport(source, output, len(code), turns, errors)
