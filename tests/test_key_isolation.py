"""Keys never reach the tools, so no encoding can leak them: a hostile model (a scripted server
on 127.0.0.1 behind the real Anthropic SDK, through ``%%agent``) reads the kernel's key from a
workspace ``.env`` and from the environment in every encoding redaction does not know; nothing of
it reaches the tool results, the database, the next request or the export."""

from __future__ import annotations

import base64
import codecs
import gzip
import json
import re

import pytest

from ctxmagic.safety import bwrap
from tests.keys import made_up
from tests.wire import WireServer, anthropic_sse

# a made-up key, built at run time so no key-like literal sits in the repository
KEY = made_up("ant-api03-Xq7Lm2Vb9Tc4Rw8Ny1Kp6Hd3Fs5Jg0Zu")
works = bwrap.probe()

ENCODINGS = [
    "xxd -p {f}",
    "od -An -tx1 {f}",
    "sed 's/./& /g' {f}",
    "fold -w7 {f}",
    "base32 {f}",
    "tr 'A-Za-z' 'N-ZA-Mn-za-m' < {f}",
    "python3 -c \"print(list(open('{f}').read()))\"",
    "gzip -c {f} | base64 -w0",
    "rev {f} | xxd -p",
]
FILE_READS = [e.format(f=f) for e in ENCODINGS for f in (".env", ".e*", "./sub/../.env")]
FILE_READS += [
    "find . -name '.env' -exec xxd -p {} \\;",
    "xxd -p $(ls -a | grep env)",
    "for f in .[a-z]*; do od -tx1 $f; done",
    "python3 -c \"import glob; print(list(open(glob.glob('.e*')[0]).read()))\"",
]
ENV_READS = [
    "env | xxd -p",
    "cat /proc/[0-9]*/environ | base32",
    "cat /proc/$PPID/environ | od -tx1",
    "python3 -c \"import os; print(list(os.environ.get('ANTHROPIC_API_KEY', 'none')))\"",
]


def leaks(text: str) -> list[str]:
    """The encodings of the key ``text`` holds (a stretch of 8 characters is enough)."""
    raw = KEY.encode()
    found = []
    forms = {
        "plain": KEY[:12],
        "hex": raw[:8].hex(),
        "hex bytes": " ".join(f"{b:02x}" for b in raw[:8]),
        "spaced": " ".join(KEY[:8]),
        "folded": KEY[14:21],
        "base32": base64.b32encode(raw[:10]).decode()[:12],
        "rot13": codecs.encode(KEY[13:30], "rot13"),
        "list": str(list(KEY[13:19]))[1:-1],
        "reversed hex": raw[::-1][:8].hex(),
    }
    compact = re.sub(r"\s+", "", text)
    for name, form in forms.items():
        if form in text or (name.startswith("hex") and form.replace(" ", "") in compact):
            found.append(name)
    for run in re.findall(r"[A-Za-z0-9+/=]{20,}", text):  # gzip | base64
        try:
            data = gzip.decompress(base64.b64decode(run + "=" * (-len(run) % 4)))
        except Exception:
            continue
        if raw[:8] in data:
            found.append("gzip+base64")
    return found


@pytest.fixture
def wire():
    with WireServer() as server:
        yield server


@pytest.fixture
def cell(shell, wire, monkeypatch, workspace):
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    shell.run_line_magic("config", f"CtxMagic.base_url = {wire.url!r}")
    shell.run_line_magic("config", "CtxMagic.title_model = 'off'")
    shell.run_line_magic("config", "CtxMagic.permissions = 'allow'")
    (workspace / ".env").write_text(f"ANTHROPIC_API_KEY={KEY}\n")
    (workspace / "sub").mkdir()
    magic = shell.magics_manager.registry["CtxMagic"]

    def run(calls, sandbox):
        magic.bash_sandbox = sandbox
        script = [(f"toolu_{i}", name, args) for i, (name, args) in enumerate(calls)]
        wire.queue(anthropic_sse.tool_calls_reply(script), anthropic_sse.text_reply("done"))
        shell.run_cell_magic("agent", "--provider anthropic --model claude-sonnet-4-6", "go")
        results = [r for m in magic.store.messages(magic.session_id) for r in m.tool_results]
        return magic, results

    return run


def _everything(magic, wire, workspace, tmp_path, shell) -> dict[str, str]:
    """The database, the last request body, and an export of the session, as text."""
    db = (workspace / ".ctxmagic" / "sessions.db").read_bytes().decode("latin-1")
    sent = wire.requests[-1].raw.decode("utf-8")
    shell.run_line_magic("ctx", f"export {tmp_path / 'out.ipynb'}")
    exported = (tmp_path / "out.ipynb").read_text()
    return {"database": db, "request": json.dumps(json.loads(sent)), "export": exported}


@pytest.mark.skipif(not works.works, reason=f"the bash sandbox cannot run here: {works.detail}")
def test_no_encoding_of_a_key_reaches_the_model_under_the_sandbox(
    cell, wire, workspace, tmp_path, shell
):
    calls = [("bash", {"command": c}) for c in FILE_READS + ENV_READS]
    calls += [
        ("view", {"path": ".env"}),
        ("grep", {"pattern": "ANTHROPIC"}),
        ("edit", {"path": ".env", "old_string": "ANTHROPIC", "new_string": "ANTHROPIC"}),
    ]
    magic, results = cell(calls, "on")
    assert len(results) == len(calls)
    leaked = {
        c[1].get("command", c[0]): leaks(r.content) for c, r in zip(calls, results, strict=True)
    }
    assert {c: found for c, found in leaked.items() if found} == {}
    assert "holds the value of ANTHROPIC_API_KEY" in results[0].content  # named: refused
    assert "holds the value of ANTHROPIC_API_KEY" in results[-3].content  # view
    assert "not searched: .env" in results[-2].content  # grep
    for where, text in _everything(magic, wire, workspace, tmp_path, shell).items():
        assert leaks(text) == [], where
    assert (workspace / ".env").read_text() == f"ANTHROPIC_API_KEY={KEY}\n"


def test_without_the_sandbox_a_named_or_globbed_key_file_is_refused(cell, workspace):
    """Unsandboxed, a command that names the file (or a glob bash expands to it) is refused;
    a command that finds it another way is not (see docs: the sandbox is the boundary)."""
    shell_reads = [e for e in ENCODINGS if not e.startswith("python3")]  # a script: not seen
    named = [e.format(f=f) for e in shell_reads for f in (".env", ".e*", "./sub/../.env")]
    _, results = cell([("bash", {"command": c}) for c in named], "off")
    assert all("holds the value of ANTHROPIC_API_KEY" in r.content for r in results)
    assert all(leaks(r.content) == [] for r in results)
