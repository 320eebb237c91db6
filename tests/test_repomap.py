"""The repo map: Python definitions ranked by references, rendered within a token budget."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from ctxmagic.context.repomap import MAX_FILE_BYTES, build_repo_map, render
from ctxmagic.model.tokens import TokenCounter

ROOT = Path(__file__).resolve().parents[1]
BIG = 10**6


def write(root: Path, rel: str, text: str) -> None:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text).lstrip("\n"))


@pytest.fixture
def counter() -> TokenCounter:
    return TokenCounter()


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """Four Python files with known cross references, plus text, noise and skipped places."""
    root = tmp_path / "proj"
    write(
        root,
        "pkg/core.py",
        """
        class Engine:
            def start(self, speed: int = 1) -> bool:
                return True

        def helper(x, *args, key=None, **kw):
            return x
        """,
    )
    write(
        root,
        "pkg/util.py",
        """
        from pkg.core import Engine, helper


        def make() -> Engine:
            e = Engine()
            e.start()
            return helper(e)


        async def fetch(url: str, /, retries: int = 3, *, timeout: float = 1.5) -> bytes:
            return b""
        """,
    )
    write(
        root,
        "pkg/special.py",
        """
        import abc

        from pkg.core import Engine

        class Special(Engine, metaclass=abc.ABCMeta):
            pass
        """,
    )
    write(
        root,
        "app.py",
        """
        from pkg.core import Engine
        from pkg.util import make

        Engine()
        Engine()
        make()
        """,
    )
    write(root, "README.md", "The Engine starts. An Engineer is not an Engine.\n")
    write(root, "broken.py", "def oops(:\n    Engine\n")
    # skipped: the sandbox skip list, the memory directory, files over 1 MB
    write(root, "node_modules/lib/index.py", "def hidden():\n    Engine; Engine; Engine\n")
    write(root, ".git/hooks/x.py", "def hook():\n    Engine\n")
    write(root, "memories/notes.md", "Engine Engine Engine make make\n")
    return root


EXPECTED = """\
pkg/core.py:
  1: class Engine
  2: def Engine.start(self, speed: int = 1) -> bool
  5: def helper(x, *args, key=None, **kw)
pkg/util.py:
  4: def make() -> Engine
  10: async def fetch(url: str, /, retries: int = 3, *, timeout: float = 1.5) -> bytes
pkg/special.py:
  5: class Special(Engine, metaclass=abc.ABCMeta)"""


def test_ranks_by_references_and_renders_signatures_exactly(project, counter):
    repo = build_repo_map(project, budget_tokens=BIG, counter=counter)
    ranked = [(d.name, d.kind, d.references) for d in repo.entries]
    # Engine: `-> Engine`, `Engine()` (util), base of Special, 2 calls (app), 2 words (README);
    # `Engineer` is not a whole-word match, and broken.py's text counts by word.
    assert ranked == [
        ("Engine", "class", 8),
        ("Engine.start", "method", 1),
        ("helper", "function", 1),
        ("make", "function", 1),
        ("Special", "class", 0),
        ("fetch", "function", 0),
    ]
    assert repo.text == EXPECTED
    assert repo.entries[1].signature == "def start(self, speed: int = 1) -> bool"
    assert repo.tokens == counter.text(EXPECTED)
    assert not repo.truncated and repo.definitions_found == 6


def test_unparsable_and_skipped_files(project, counter):
    big = "def huge():\n    pass\n" + "#" * MAX_FILE_BYTES
    (project / "huge.py").write_text(big)
    repo = build_repo_map(project, budget_tokens=BIG, counter=counter)
    assert repo.unparsable == ["broken.py"]
    names = {d.name for d in repo.entries}
    assert not names & {"oops", "hidden", "hook", "huge"}
    # app, README, broken, 3 in pkg: the skip list, memories/ and the huge file are not read
    assert repo.files_scanned == 6


def test_budget_boundary_one_token_less_drops_the_last_entry(project, counter):
    full = build_repo_map(project, budget_tokens=BIG, counter=counter)
    exact = build_repo_map(project, budget_tokens=full.tokens, counter=counter)
    assert exact.entries == full.entries and exact.text == full.text
    assert not exact.truncated
    less = build_repo_map(project, budget_tokens=full.tokens - 1, counter=counter)
    assert less.entries == full.entries[:-1]
    assert less.tokens <= full.tokens - 1 and less.truncated
    assert less.tokens == counter.text(less.text)
    for k in range(1, len(full.entries)):
        tokens = counter.text(render(full.entries[:k]))
        at = build_repo_map(project, budget_tokens=tokens, counter=counter)
        below = build_repo_map(project, budget_tokens=tokens - 1, counter=counter)
        assert at.entries == full.entries[:k] and at.tokens == tokens
        assert below.entries == full.entries[: k - 1] and below.tokens <= tokens - 1


def test_zero_budget_gives_an_empty_truncated_map(project, counter):
    repo = build_repo_map(project, budget_tokens=0, counter=counter)
    assert repo.text == "" and repo.entries == [] and repo.tokens == 0 and repo.truncated


def test_budget_counts_in_the_models_tokens(project):
    estimate = TokenCounter(factor=1.5, estimated=True)
    repo = build_repo_map(project, budget_tokens=40, counter=estimate)
    assert 0 < repo.tokens <= 40
    assert repo.tokens == estimate.text(repo.text)
    plain = build_repo_map(project, budget_tokens=40, counter=TokenCounter())
    assert len(plain.entries) > len(repo.entries)


def test_file_limit(project, counter):
    repo = build_repo_map(project, budget_tokens=BIG, counter=counter, max_files=2)
    assert repo.files_scanned == 2 and repo.file_limit_reached and repo.truncated


def test_bad_arguments(project, counter):
    with pytest.raises(ValueError, match="budget_tokens"):
        build_repo_map(project, budget_tokens=-1, counter=counter)
    with pytest.raises(ValueError, match="max_files"):
        build_repo_map(project, budget_tokens=10, counter=counter, max_files=0)


def test_changed_files_are_rescanned(project, counter):
    before = build_repo_map(project, budget_tokens=BIG, counter=counter)
    assert {d.name: d.references for d in before.entries}["fetch"] == 0
    with open(project / "app.py", "a") as fh:
        fh.write("from pkg.util import fetch\nfetch('x')\nfetch('y')\n")
    after = build_repo_map(project, budget_tokens=BIG, counter=counter)
    assert {d.name: d.references for d in after.entries}["fetch"] == 2


def test_signature_forms_and_nested_definitions(tmp_path, counter):
    write(
        tmp_path,
        "m.py",
        """
        from typing import TYPE_CHECKING

        if TYPE_CHECKING:
            def typed_only(a: int) -> None: ...

        try:
            def fast(): ...
        except ImportError:
            pass

        class Outer(dict):
            class Inner:
                @property
                def value(self) -> "int":
                    return 1

            @staticmethod
            def build(p, q=1, /, r=2, *, s, t: str = "x" * 100) -> "Outer":
                def local(): ...
                return Outer()
        """,
    )
    repo = build_repo_map(tmp_path, budget_tokens=BIG, counter=counter)
    got = {d.name: (d.kind, d.line, d.signature) for d in repo.entries}
    assert got == {
        "typed_only": ("function", 4, "def typed_only(a: int) -> None"),
        "fast": ("function", 7, "def fast()"),
        "Outer": ("class", 11, "class Outer(dict)"),
        "Outer.Inner": ("class", 12, "class Inner"),
        "Outer.Inner.value": ("method", 14, "def value(self) -> 'int'"),
        "Outer.build": (
            "method",
            18,
            "def build(p, q=1, /, r=2, *, s, t: str = 'x' * 100) -> 'Outer'",
        ),
    }
    assert "  12: class Outer.Inner" in repo.text
    assert "  14: def Outer.Inner.value(self) -> 'int'" in repo.text


@pytest.mark.parametrize("where", ["ctxmagic", "notebooks/sample_project"])
def test_real_code_bases(where, counter):
    repo = build_repo_map(ROOT / where, budget_tokens=512, counter=counter)
    assert repo.entries and repo.text
    assert repo.tokens <= 512 and repo.tokens == counter.text(repo.text)
    assert repo.unparsable == []
    refs = [d.references for d in repo.entries]
    assert refs == sorted(refs, reverse=True)
    for d in repo.entries:
        assert f"  {d.line}: " in repo.text
        line = (ROOT / where / d.path).read_text().splitlines()[d.line - 1]
        assert d.name.rsplit(".", 1)[-1] in line  # the line really holds the definition


def test_renders_itself_in_a_notebook(project, counter):
    repo = build_repo_map(project, budget_tokens=BIG, counter=counter)
    bundle = repo._repr_mimebundle_()
    first = "repo map: 6 of 6 definitions, "
    assert bundle["text/plain"].startswith(first)
    assert "1 Python file(s) did not parse" in bundle["text/plain"]
    assert bundle["text/plain"].endswith(EXPECTED)
    assert "<pre>pkg/core.py:" in bundle["text/html"] and "-&gt; bool" in bundle["text/html"]
    empty = build_repo_map(project, budget_tokens=0, counter=counter)
    assert str(empty).startswith("repo map: 0 of 6 definitions, 0 tokens")
