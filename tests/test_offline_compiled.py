"""The offline readers' compiled patterns, kept between processes (ctxmagic/offline/compiled.py).

A new kernel builds the same ``re.Pattern`` objects from the opcodes an earlier process kept, and
a missing, damaged or foreign cache file or a folder it cannot write changes nothing but speed.
"""

from __future__ import annotations

import json
import marshal
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from ctxmagic.offline import compiled
from ctxmagic.offline.compiled import PatternCache

ROOT = Path(__file__).resolve().parents[1]

SAMPLES = [
    (r"(?P<old>[^\W\d]\w*)\s*(?:->|→)\s*(?P<new>\w+)", re.I),
    (r"\brenam(?:e|ed|ing)\b", re.I | re.M),
    (r"`([^`\n]+)`", 0),
    (r"(?<![\w/.@-])((?:[\w.-]+/)*[\w-]+\.([A-Za-z0-9]{1,8}))(?![\w/])", 0),
    (r"[a-zé]+(?=\s)|\d{2,}", re.S),
]


@pytest.fixture
def cache_home(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache" / "ctxmagic"


def compile_all(source: str) -> tuple[PatternCache, list[re.Pattern[str]]]:
    cache = PatternCache(source)
    patterns = [cache.compile(p, f) for p, f in SAMPLES]
    cache.save()
    return cache, patterns


def test_a_second_process_builds_equal_patterns_from_the_kept_opcodes(cache_home, tmp_path):
    source = str(tmp_path / "reader.py")
    first, made = compile_all(source)
    assert first.missed and first.path.parent == cache_home and first.path.is_file()
    second, kept = compile_all(source)  # as a new process: a new cache reading the file
    assert not second.missed
    assert kept == made == [re.compile(p, f) for p, f in SAMPLES]  # equal code, flags, groups
    text = "rename Old -> new in `a/b.py` here"
    for built, plain in zip(kept, (re.compile(p, f) for p, f in SAMPLES), strict=True):
        assert [m.groupdict() or m.groups() for m in built.finditer(text)] == [
            m.groupdict() or m.groups() for m in plain.finditer(text)
        ]


@pytest.mark.parametrize(
    "content",
    [b"", b"not marshal at all", marshal.dumps(("another interpreter", {})), marshal.dumps(42)],
)
def test_a_damaged_or_foreign_cache_file_is_ignored_and_replaced(cache_home, tmp_path, content):
    source = str(tmp_path / "reader.py")
    path = PatternCache(source).path
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    cache, patterns = compile_all(source)
    assert cache.missed and patterns == [re.compile(p, f) for p, f in SAMPLES]
    assert not compile_all(source)[0].missed  # rewritten whole


def test_a_kept_entry_that_the_engine_refuses_is_compiled_again(cache_home, tmp_path):
    source = str(tmp_path / "reader.py")
    compile_all(source)
    cache = PatternCache(source)
    pattern, flags = SAMPLES[0]
    cache.kept[pattern, flags] = (0, [999999], 0, {}, ())  # not a program _sre accepts
    assert cache.compile(pattern, flags) == re.compile(pattern, flags)


def test_a_folder_that_cannot_be_written_changes_nothing(tmp_path, monkeypatch):
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("x")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))  # mkdir under a file fails
    cache, patterns = compile_all(str(tmp_path / "reader.py"))
    assert patterns == [re.compile(p, f) for p, f in SAMPLES]
    assert not cache.path.exists()


def test_a_bad_pattern_raises_as_re_does(cache_home, tmp_path):
    with pytest.raises(re.error, match="missing"):
        PatternCache(str(tmp_path / "reader.py")).compile(r"(unclosed")


def test_two_installs_keep_separate_files(cache_home, tmp_path):
    one = PatternCache(str(tmp_path / "a" / "edit_request.py")).path
    two = PatternCache(str(tmp_path / "b" / "edit_request.py")).path
    assert one != two and one.parent == two.parent == cache_home


def test_the_cache_folder_follows_xdg_then_home(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert compiled.cache_folder() == tmp_path / "ctxmagic"
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert compiled.cache_folder() == tmp_path / "home" / ".cache" / "ctxmagic"


IMPORT = """
import json, re
from ctxmagic.offline import edit_phrasings, edit_request, question, request_text
readers = (request_text, edit_phrasings, question)
print(json.dumps({
    "missed": [m.PATTERNS.missed for m in readers],
    "count": sum(len(m.PATTERNS.used) for m in readers),
    "equal": all(
        m.PATTERNS.compile(p, f) == re.compile(p, f) for m in readers for p, f in m.PATTERNS.used
    ),
    "read": edit_request.read_edit("Rename `f` in a.py to `g`").op,
}))
"""


def test_the_readers_import_from_the_cache_in_a_new_process(tmp_path):
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path), "PYTHONPATH": str(ROOT)}

    def run() -> dict:
        out = subprocess.run(
            [sys.executable, "-c", IMPORT], env=env, capture_output=True, text=True, check=True
        )
        return json.loads(out.stdout)

    first, second = run(), run()
    assert first["missed"] == [True] * 3 and second["missed"] == [False] * 3
    assert first["count"] == second["count"] > 200 and first["equal"] and second["equal"]
    assert first["read"] == second["read"] == "rename"
    assert len(list((tmp_path / "ctxmagic").glob("*.regex"))) == 3
