"""A real IPython kernel driven as JupyterLab drives it: each execute request carries its cell's
id (``metadata.cellId``), and outputs are collected the way Lab keeps them (an
``update_display_data`` replaces the output with its display id), so ``notebook()`` is what Lab
would save."""

from __future__ import annotations

import os
import queue
import time
from pathlib import Path
from typing import Any

import nbformat
from nbformat.v4 import new_code_cell, new_notebook, output_from_msg


class Kernel:
    def __init__(self, cwd: Path) -> None:
        from jupyter_client.manager import KernelManager

        self.manager = KernelManager(kernel_name="python3")
        self.manager.start_kernel(cwd=str(cwd), env=dict(os.environ))
        self.client = self.manager.client()
        self.client.start_channels()
        self.client.wait_for_ready(timeout=60)
        self.cells: dict[str, Any] = {}  # cell id -> the notebook cell as Lab holds it

    def close(self) -> None:
        self.client.stop_channels()
        self.manager.shutdown_kernel(now=True)

    def send(self, cell_id: str, source: str) -> str:
        """Start running ``source`` as cell ``cell_id`` (its outputs are cleared, as Lab does)."""
        cell = self.cells.get(cell_id) or new_code_cell(source, id=cell_id)
        cell.source, cell.outputs = source, []
        self.cells[cell_id] = cell
        msg = self.client.session.msg(
            "execute_request",
            {
                "code": source,
                "silent": False,
                "store_history": True,
                "user_expressions": {},
                "allow_stdin": False,
                "stop_on_error": True,
            },
            metadata={"cellId": cell_id},
        )
        self.client.shell_channel.send(msg)
        return msg["header"]["msg_id"]

    def collect(self, cell_id: str, msg_id: str, *, until_output: bool = False, timeout=120):
        """Fold iopub messages into the cell's outputs until it is idle (or, with
        ``until_output``, until it has shown something)."""
        cell = self.cells[cell_id]
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                msg = self.client.get_iopub_msg(timeout=1)
            except queue.Empty:
                continue
            if msg["parent_header"].get("msg_id") != msg_id:
                continue
            kind, content = msg["msg_type"], msg["content"]
            if kind == "status" and content["execution_state"] == "idle":
                return cell
            if kind == "update_display_data":
                display_id = content.get("transient", {}).get("display_id")
                for i, out in enumerate(cell.outputs):
                    if out.get("_display_id") == display_id:
                        new = output_from_msg(
                            {**msg, "header": {**msg["header"], "msg_type": "display_data"}}
                        )
                        new["_display_id"] = display_id
                        cell.outputs[i] = new
            elif kind in ("display_data", "execute_result", "stream", "error"):
                out = output_from_msg(msg)
                if kind == "display_data":
                    out["_display_id"] = content.get("transient", {}).get("display_id")
                cell.outputs.append(out)
                if until_output and kind == "display_data":
                    return cell
        raise TimeoutError(f"cell {cell_id} did not finish in {timeout} s")

    def run(self, cell_id: str, source: str) -> Any:
        return self.collect(cell_id, self.send(cell_id, source))

    def notebook(self, order: list[str]) -> Any:
        """The notebook Lab would save, cells in ``order``."""
        cells = []
        for cell_id in order:
            cell = nbformat.from_dict(dict(self.cells[cell_id]))
            for out in cell.outputs:
                out.pop("_display_id", None)
            cells.append(cell)
        nb = new_notebook(cells=cells)
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
        return nb


def text(cell: Any, name: str = "stderr") -> str:
    return "".join(o.get("text", "") for o in cell.outputs if o.get("name") == name)


def ctxmagic_meta(cell: Any) -> dict[str, Any]:
    metas = [o["metadata"]["ctxmagic"] for o in cell.outputs if "ctxmagic" in o.get("metadata", {})]
    assert len(metas) == 1, cell.outputs
    return metas[0]
