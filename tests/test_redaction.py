"""No run of 8 or more characters of a known key is stored or shown: not in tool results, not in
a server's echo, not in the database, not in the requests sent after."""

from __future__ import annotations

import base64
import json
import secrets

import pytest

from ctxmagic.agent.events import ToolFinished, TurnFinished
from ctxmagic.agent.loop import run_turn
from ctxmagic.messages.parts import TextPart, ToolCallPart
from ctxmagic.model.request import ProviderResponse, TextDelta
from ctxmagic.model.usage import Usage
from ctxmagic.safety.redact import MARK, Redactor, StreamRedactor, known_keys
from tests.conftest import make_agent
from tests.keys import made_up
from tests.test_agent import Scripted

# A fresh random stand-in each run: shaped like an Anthropic key, never a real one.
KEY = made_up("ant-api03-") + secrets.token_urlsafe(32)


def fragments(text: str, key: str = KEY) -> list[str]:
    """Every 8-character piece of the key (forwards or backwards) found in ``text``."""
    pieces = {key[i : i + 8] for i in range(len(key) - 7)}
    pieces |= {p[::-1] for p in pieces}
    return sorted(p for p in pieces if p in text)


@pytest.fixture
def keyed(monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)


def test_fragments_of_eight_or_more_are_redacted_shorter_ones_kept():
    r = Redactor([KEY])
    assert r.redact(f"key={KEY}!") == f"key={MARK}!"
    assert r.redact(f"echoed {KEY[:24]}...") == f"echoed {MARK}..."
    assert r.redact(f"mid {KEY[10:18]} end") == f"mid {MARK} end"
    assert r.redact(f"short {KEY[10:17]} end") == f"short {KEY[10:17]} end"
    assert r.redact(KEY[::-1]) == MARK
    assert fragments(r.redact(base64.b64encode(KEY.encode()).decode())) == []
    b64 = base64.b64encode(f"x{KEY}".encode()).decode()  # another alignment
    assert MARK in r.redact(b64)
    assert r.redact("ordinary text with long_identifier_names stays") == (
        "ordinary text with long_identifier_names stays"
    )
    assert r.value({"a": [KEY, 3], "b": {"c": KEY[5:30]}}) == {"a": [MARK, 3], "b": {"c": MARK}}


def test_known_keys_are_secret_looking_variables_of_eight_or_more():
    env = {"ANTHROPIC_API_KEY": KEY, "GITHUB_TOKEN": "ghp_12345678", "HOME": "/root", "PIN": "1"}
    env["DB_PASSWORD"] = "short"
    assert known_keys(env) == ("ghp_12345678", KEY)


def test_a_key_set_or_removed_in_the_environment_counts_at_once(monkeypatch):
    from ctxmagic.safety.redact import current

    other = "sk-" + secrets.token_urlsafe(24)
    assert other not in known_keys()
    current().redact("warm the remembered environment")
    monkeypatch.setenv("MY_SERVICE_TOKEN", other)  # as %ctx key or a cell would
    assert other in known_keys() and current().redact(other) == MARK
    monkeypatch.setenv("MY_SERVICE_TOKEN", other[::-1][:20])  # replaced
    assert other not in known_keys() and other[::-1][:20] in known_keys()
    monkeypatch.delenv("MY_SERVICE_TOKEN")
    assert other[::-1][:20] not in known_keys() and current().redact(other) == other


@pytest.mark.parametrize("size", [1, 2, 3, 5, 7, 8, 13])
def test_streamed_deltas_never_show_a_fragment(size):
    text = f"The server said: your key {KEY[:24]} is invalid, and {KEY[30:]} too. Bye."
    stream = StreamRedactor(Redactor([KEY]))
    shown = [stream.feed(text[i : i + size]) for i in range(0, len(text), size)]
    whole = "".join(shown) + stream.flush()
    assert fragments(whole) == []
    assert whole.startswith("The server said: your key ") and whole.endswith(" too. Bye.")
    for i in range(1, len(shown) + 1):  # nor at any moment of the stream
        assert fragments("".join(shown[:i])) == []


def test_text_without_keys_streams_unchanged():
    stream = StreamRedactor(Redactor([KEY]))
    text = "plain words, identifiers_like_this_one and numbers 1234567890"
    assert "".join(stream.feed(c) for c in text) + stream.flush() == text
    assert StreamRedactor(Redactor([])).feed("x") == "x"


def test_a_turn_stores_and_shows_no_fragment(store, workspace, keyed):
    (workspace / "notes.txt").write_text(f"token: {KEY}\n")
    (workspace / "AGENTS.md").write_text(f"Deploy with {KEY[3:40]}\n")
    echo = f"Your key {KEY[:24]} was rejected"

    def echoing():
        for i in range(0, len(echo), 3):
            yield TextDelta(echo[i : i + 3])
        yield ProviderResponse([TextPart(echo)], Usage(input=30, output=9), "end_turn")

    client = Scripted(
        ProviderResponse(
            [
                ToolCallPart("c1", "view", {"path": "notes.txt"}),
                ToolCallPart("c2", "bash", {"command": "rev notes.txt; base64 -w0 notes.txt"}),
            ],
            Usage(input=10, output=2),
            "tool_use",
        ),
        echoing,
    )
    agent = make_agent(store, workspace, provider=client)
    events = list(agent.turn(f"here is my key {KEY}, keep it safe"))
    shown = "".join(e.text for e in events if isinstance(e, TextDelta))
    assert shown == f"Your key {MARK} was rejected"
    results = [e.result.content for e in events if isinstance(e, ToolFinished)]
    # the file holding the key is refused to the tools (safety/keyfiles.py); redaction is the
    # second line of defence
    assert len(results) == 2 and all("holds the value of" in r for r in results)
    assert fragments(repr(events)) == []
    # the database, every message and request row
    dump = "\n".join(store.conn.iterdump()) if hasattr(store, "conn") else ""
    stored = json.dumps([m.to_dict() for m in store.messages(agent.session_id)])
    assert fragments(stored) == [] and fragments(dump) == []
    assert MARK in stored
    # and what was sent: the second request carries the prompt, the results, the system prompt
    second = client.requests[1]
    sent = repr(second.system) + repr(second.messages)
    assert fragments(sent) == [] and MARK in sent
    assert isinstance(events[-1], TurnFinished)


def test_database_file_holds_no_fragment(tmp_path, workspace, keyed):
    from ctxmagic.runtime import Runtime

    db = tmp_path / "s.db"
    (workspace / "notes.txt").write_text(f"{KEY}\n")
    runtime = Runtime(workspace=str(workspace), db_path=str(db))
    agent = runtime.open()
    # the file is refused to the tools now; the key pasted in the prompt is what is redacted
    final = run_turn(agent, f"run `rev notes.txt` please, with my key {KEY}")
    assert final.reason == "end_turn"
    runtime.close()
    raw = db.read_bytes().decode("latin-1")
    assert fragments(raw) == []
    assert MARK in raw


def test_cell_output_holds_no_fragment(shell, workspace, keyed, capsys):
    (workspace / "notes.txt").write_text(f"{KEY}\n")
    shell.run_cell_magic("agent", "", f"run `rev notes.txt` please, with my key {KEY}")
    out = capsys.readouterr()
    assert fragments(out.out + out.err) == []
    assert MARK in out.out
