"""``ask`` in a real kernel: the cell shows the pending bash call with buttons and waits; a click
(sent as the front end sends it, a widget comm message) lets it run or refuses it."""

from __future__ import annotations

import sqlite3
import time

import pytest

jupyter_client = pytest.importorskip("jupyter_client")


def _wait_for_button(kc, label: str, deadline: float, seen: list | None = None) -> str:
    """The comm id of the button labelled ``label``, once the box holding it is displayed (a
    user can click only what the front end has rendered)."""
    button = None
    while time.monotonic() < deadline:
        try:
            msg = kc.get_iopub_msg(timeout=1)
        except Exception:  # queue.Empty
            continue
        content = msg["content"]
        if msg["msg_type"] == "update_display_data" and seen is not None:
            seen.append(content["data"])
        if msg["msg_type"] == "comm_open":
            state = content.get("data", {}).get("state", {})
            if state.get("_model_name") == "ButtonModel" and state.get("description") == label:
                button = content["comm_id"]
        shown = content.get("data", {}).get("text/plain", "")
        if msg["msg_type"] == "display_data" and button and "Permission needed" in shown:
            return button
        if msg["msg_type"] == "error":
            raise AssertionError("\n".join(content["traceback"]))
    raise AssertionError(f"no {label!r} button within the time limit")


def _click(kc, comm_id: str) -> None:
    content = {"comm_id": comm_id, "data": {"method": "custom", "content": {"event": "click"}}}
    kc.shell_channel.send(kc.session.msg("comm_msg", content))


def _reply(kc, msg_id: str, deadline: float) -> dict:
    while time.monotonic() < deadline:
        try:
            msg = kc.get_shell_msg(timeout=1)
        except Exception:
            continue
        if msg["parent_header"].get("msg_id") == msg_id:
            return msg
    raise AssertionError("the cell did not finish")


def _updates(kc) -> list[dict]:
    """The display updates the cell sent (iopub), once it has finished."""
    found = []
    while True:
        try:
            msg = kc.get_iopub_msg(timeout=2)
        except Exception:  # queue.Empty: nothing more
            return found
        if msg["msg_type"] == "update_display_data":
            found.append(msg["content"]["data"])


def _answered(updates: list[dict], outcome: str) -> None:
    """The prompt's output became a static record of the answer (no widget left to save as a
    ``VBox(...)`` repr, no "needed"), and the call's block in the transcript keeps it too."""
    records = [u for u in updates if u.get("text/plain", "").startswith("Permission: ")]
    assert records, [u.get("text/plain", "")[:80] for u in updates]
    last = records[-1]
    assert f"-> {outcome}" in last["text/plain"] and "needed" not in last["text/plain"]
    assert "application/vnd.jupyter.widget-view+json" not in last
    assert "VBox(" not in last["text/plain"] and outcome in last["text/html"]
    transcript = [u for u in updates if "ctxmagic-turn" in u.get("text/html", "")]
    assert any("waiting for your answer" in u["text/html"] for u in transcript)
    final = transcript[-1]
    assert "waiting for your answer" not in final["text/html"]
    assert outcome in final["text/html"] and "data-figure='context'" in final["text/html"]


def _bash_results(db) -> list[str]:
    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT parts FROM messages WHERE role = 'tool' ORDER BY id").fetchall()
    return [r[0] for r in rows if '"bash"' in r[0]]


def test_ask_in_a_real_kernel_answer_and_refusal(workspace):
    km, kc = jupyter_client.manager.start_new_kernel(kernel_name="python3", cwd=str(workspace))
    try:
        kc.execute_interactive(
            "%load_ext ctxmagic\n%config CtxMagic.permissions = {'bash': 'ask'}", timeout=120
        )
        deadline = time.monotonic() + 120
        msg_id = kc.execute("%%agent\nrun `echo allowed > asked.txt`")
        seen: list = []
        _click(kc, _wait_for_button(kc, "Allow", deadline, seen))
        assert _reply(kc, msg_id, deadline)["content"]["status"] == "ok"
        assert (workspace / "asked.txt").read_text() == "allowed\n"
        _answered(seen + _updates(kc), "allowed once by you")

        msg_id = kc.execute("%%agent\nrun `echo refused > refused.txt`")
        seen = []
        _click(kc, _wait_for_button(kc, "Deny", deadline, seen))
        assert _reply(kc, msg_id, deadline)["content"]["status"] == "ok"
        assert not (workspace / "refused.txt").exists()
        _answered(seen + _updates(kc), "denied by you")
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    results = _bash_results(workspace / ".ctxmagic" / "sessions.db")
    assert len(results) == 2
    assert "refused" not in results[0]
    assert "The user refused the bash call" in results[1]
