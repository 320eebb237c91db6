"""The offline model editing definitions through the real loop and the real tools, on code written
here for the test: renames and their references, docstrings, definitions deleted, entries of dicts
and lists, and new files."""

from __future__ import annotations

import ast
import re

import pytest

from ctxmagic.offline.question import read_question
from tests.offline_code import (
    DEMO,
    EDITS12,
    FOURTEENTH,
    HOOKS,
    SITE,
    SOLVERS,
    TABLES,
    THIRTEENTH,
    TWINS,
    WEAK,
    _edited,
    _tables,
    ask,
    asked_unchanged,
    docstring_of,
    edits_to,
    first_citation,
)

# --- edits -------------------------------------------------------------------------------------


def test_adds_a_docstring_through_the_edit_tool(store, code):
    answer, calls = ask(
        store, code, "Add a docstring to `lookup` saying it parses a level from text."
    )
    assert docstring_of(code / "logpkg/levels.py", "lookup") == "Parses a level from text."
    assert [c.name for c in calls if c.name in ("edit", "write")] == ["edit"]
    assert "Added the docstring" in answer
    # replacing an existing one
    ask(store, code, "Replace the docstring of `level_name` with: the label of a level")
    assert docstring_of(code / "logpkg/levels.py", "level_name") == "The label of a level."


def test_renames_a_symbol_and_its_references_in_every_file(store, code):
    answer, calls = ask(store, code, "Rename `level_name` to `label_of` and update its callers.")
    text = (code / "logpkg/levels.py").read_text() + (code / "logpkg/sink.py").read_text()
    assert "level_name" not in text and text.count("label_of") == 4
    for path in (code / "logpkg").glob("*.py"):
        ast.parse(path.read_text())
    assert {c.input["path"] for c in calls if c.name == "edit"} == {
        "logpkg/levels.py",
        "logpkg/sink.py",
    }
    assert "no `level_name` left" in answer
    # the index follows the change
    answer, _ = ask(store, code, "Where is `label_of` defined?")
    assert first_citation(answer) == ("logpkg/levels.py", 6)


def test_creates_a_file(store, code):
    answer, calls = ask(store, code, "Create a file docs/NOTES.md containing: levels are numbers")
    assert (code / "docs/NOTES.md").read_text() == "levels are numbers\n"
    assert [c.name for c in calls] == ["write"]


# --- edits asked in other words (issue 26) -------------------------------------------------------


def test_rename_in_a_named_file_updates_the_references_elsewhere(store, code):
    """ "Rename X in FILE to Y" was declined: "in FILE" broke the parser."""
    answer, _ = ask(store, code, "Rename level_name in logpkg/levels.py to label_of")
    text = (code / "logpkg/levels.py").read_text() + (code / "logpkg/sink.py").read_text()
    assert "level_name" not in text and text.count("label_of") == 4
    assert answer.startswith("Renamed `level_name` to `label_of`")


def test_rename_in_a_named_file_keeps_to_it_when_another_file_defines_the_name(store, code):
    (code / "logpkg/other.py").write_text("def level_name():\n    return 1\n")
    ask(store, code, "Rename `level_name` in logpkg/levels.py to `label_of`")
    assert "def level_name" in (code / "logpkg/other.py").read_text()
    assert "def label_of(level):" in (code / "logpkg/levels.py").read_text()


# --- edits placed by a line number, an end of the file, a quoted line, a definition ------------


def test_deletes_a_definition_and_names_what_still_uses_it(store, code):
    answer, _, before, after = _edited(
        store, code, "Delete the function `lookup` from logpkg/levels.py"
    )
    assert not any("lookup" in line for line in after)
    assert "def level_name(level):" in after and "class UnknownLevel(ValueError):" in after
    assert answer.startswith(
        f"Deleted `lookup` from `logpkg/levels.py:{before.index('def lookup(text):') + 1}`"
    )
    answer, *_ = _edited(store, code, "remove the `level_name` function")
    # what still calls it is named, not changed
    assert "still name" in answer and "logpkg/sink.py" in answer
    assert "level_name(record.level)" in (code / "logpkg/sink.py").read_text()


# --- edits in more phrasings (issue 26: the held-out edit requests' misses, made general) -------


@pytest.mark.parametrize(
    "prompt",
    [
        "Delete the `emit` method of FileSink.",
        "Remove the emit method from the FileSink class",
        "remove the emit method of FileSink in logpkg/sink.py",
    ],
)
def test_deletes_a_method_named_with_its_class(store, code, prompt):
    answer, _ = ask(store, code, prompt)
    text = (code / "logpkg/sink.py").read_text()
    assert "def emit" not in text and "class FileSink:" in text and "def parse_json_config" in text
    ast.parse(text)
    assert answer.startswith("Deleted `FileSink.emit`")


def test_deletes_a_function_named_before_the_word_function(store, code):
    """ "remove the lookup function from FILE": the name before *function*, unquoted."""
    answer, _, _, after = _edited(store, code, "remove the lookup function from logpkg/levels.py")
    assert not any("def lookup" in line for line in after) and "def level_name(level):" in after
    assert answer.startswith("Deleted `lookup`")


def test_renames_a_name_followed_by_its_kind(store, code):
    """ "rename the X class to Y" (the kind after the name) was declined."""
    ask(store, code, "rename the UnknownLevel class to MissingLevel (and update every use of it)")
    text = (code / "logpkg/levels.py").read_text()
    assert "UnknownLevel" not in text and text.count("MissingLevel") == 2


def test_a_new_name_only_a_string_or_a_comment_holds_is_free(store, code):
    """A rename to `Missing` was refused as "already used" because a message said *Missing*; a
    word of a string or a comment merges no names (a name of the code still does)."""
    levels = code / "logpkg/levels.py"
    levels.write_text(
        levels.read_text().replace('"""A level', '"""Missing: a level') + "# Missing\n"
    )
    answer, _ = ask(store, code, "Rename UnknownLevel to Missing")
    assert answer.startswith("Renamed") and levels.read_text().count("Missing") == 4
    answer, _ = ask(store, code, "Rename `lookup` to `Missing`")
    assert answer.startswith("I did not change anything") and "already used" in answer


def test_a_rename_leaves_longer_names_that_contain_the_name_alone(tmp_path, store):
    """Where `foo` is also part of `foo_bar`, each line naming `foo` was replaced wherever its
    text occurred, so `x = foo` renamed the start of `x = foo_bar` too (broken code)."""
    (tmp_path / "m.py").write_text(
        "def foo():\n    return 1\n\n\ndef foo_bar():\n    return 2\n\n\n"
        "def use():\n    x = foo\n    x = foo_bar\n    return x, foo, foo\n"
    )
    answer, _ = ask(store, tmp_path, "Rename foo to start")
    text = (tmp_path / "m.py").read_text()
    assert "    x = start\n    x = foo_bar\n    return x, start, start\n" in text
    assert "def start():" in text and "def foo_bar():" in text
    assert answer.startswith("Renamed `foo` to `start`: 4 replacements in 1 file")


def test_a_rename_points_at_the_strings_and_comments_it_changed(tmp_path, store):
    """A rename changes every whole word, strings and comments included (``__all__``,
    ``getattr`` need it), so the answer names the lines where the word was text, which may be
    data rather than the symbol; it said only "no `foo` left"."""
    (tmp_path / "m.py").write_text(
        'def foo(x):\n    """Double x.\n\n    Used as foo(2).\n    """\n    return 2 * x\n\n\n'
        "def bar(y):\n    # foo first\n    return foo(y)\n\n\n"
        '__all__ = ["foo", "bar"]\nMSG = f"call {bar} then foo"\n'
    )
    answer, _ = ask(store, tmp_path, "Rename foo to double")
    assert "in a string or a comment" in answer
    named = re.findall(r"`m\.py:(\d+)`", answer.split("string or a comment")[1])
    assert sorted(map(int, named)) == [4, 10, 14, 15]  # the docstring's 2nd line, not line 1 or 11
    assert "double(2)" in (tmp_path / "m.py").read_text()


def test_a_rename_of_a_one_letter_name_leaves_string_prefixes_alone(tmp_path, store):
    """Renaming ``f`` turned ``f"{x}"`` into ``g"{x}"``, which is not Python."""
    (tmp_path / "m.py").write_text('def f(x):\n    return f"<{x}>" + b"".decode()\n\n\nY = f(2)\n')
    answer, _ = ask(store, tmp_path, "Rename f to g")
    assert answer.startswith("Renamed `f` to `g`: 2 replacements")
    text = (tmp_path / "m.py").read_text()
    assert text == 'def g(x):\n    return f"<{x}>" + b"".decode()\n\n\nY = g(2)\n'


def test_renames_a_name_in_any_script(tmp_path, store):
    """Python names may hold letters of any script (PEP 3131): "Rename größe to size" was not
    read as a rename at all."""
    (tmp_path / "m.py").write_text("def größe(x):\n    return x\n\n\nY = größe(2)\n")
    answer, _ = ask(store, tmp_path, "Rename größe to size")
    assert answer.startswith("Renamed `größe` to `size`: 2 replacements")
    assert (tmp_path / "m.py").read_text() == "def size(x):\n    return x\n\n\nY = size(2)\n"
    answer, _ = ask(store, tmp_path, "Where is size defined?")
    assert first_citation(answer) == ("m.py", 1)


def test_removing_a_bare_name_from_a_file_deletes_its_definition(store, code):
    """ "Remove lookup from FILE" was declined as beyond the model ("delete the function
    lookup" worked)."""
    answer, _ = ask(store, code, "Remove lookup from logpkg/levels.py")
    assert answer.startswith("Deleted `lookup`")
    assert "def lookup" not in (code / "logpkg/levels.py").read_text()
    answer, _ = ask(store, code, "remove print from logpkg/levels.py")
    assert answer.startswith("I did not change anything")


def test_uses_in_code_come_before_imports_quotes_and_the_module_docstring(tmp_path, store):
    """ "find usages of urlopen" led with a message that says *urlopen* and the module
    docstring's example, the two real calls fourth and fifth."""
    (tmp_path / "m.py").write_text(
        '"""Fetch pages.\n\nExample:\n    page = fetch(url)\n"""\n'
        "__all__ = ['fetch']\n\n\ndef fetch(url):\n    return url\n\n\n"
        "def report():\n    return 'cannot fetch %s'\n\n\ndef main():\n    return fetch('x')\n"
    )
    (tmp_path / "n.py").write_text("from m import fetch\n\nX = fetch('y')\n")
    answer, _ = ask(store, tmp_path, "find usages of fetch")
    listed = re.findall(r"^- `([\w.]+:\d+)`", answer, re.M)
    assert listed[:2] == ["m.py:18", "n.py:3"] and "m.py:4" not in listed
    assert "m.py:4" in answer.split("comment or docstring")[1]


@pytest.mark.parametrize(
    "prompt",
    [
        "Rename level_name to label_of in logpkg/levels.py, and fix where it's used, please.",
        "In logpkg/levels.py could you rename level_name() to label_of() and update the call in lookup()?",
    ],
)
def test_a_rename_that_also_asks_to_update_its_uses_is_one_request(store, code, prompt):
    """ "... and fix where it's used" was read as a second request and the rename declined."""
    answer, _ = ask(store, code, prompt)
    assert answer.startswith("Renamed `level_name` to `label_of`")
    assert "level_name" not in (code / "logpkg/levels.py").read_text()


def test_a_rename_in_code_only_says_nothing_of_strings(store, code):
    answer, _ = ask(store, code, "Rename `lookup` to `parse_level`")
    assert answer.startswith("Renamed `lookup`") and "string or a comment" not in answer


@pytest.mark.parametrize(
    "prompt",
    [
        "Could you add a docstring to `lookup` saying it reads a level from a text? Thanks!",
        "add a docstring to lookup: reads a level from a text, please",
    ],
)
def test_a_docstring_leaves_the_requests_courtesy_out(store, code, prompt):
    """ "... saying it X? Thanks!" wrote *X? Thanks!* into the docstring."""
    ask(store, code, prompt)
    assert docstring_of(code / "logpkg/levels.py", "lookup") == "Reads a level from a text."


@pytest.mark.parametrize(
    "prompt",
    [
        "Could you delete the lookup function? thanks",
        "delete the function lookup from logpkg/levels.py, please!",
    ],
)
def test_deletes_a_definition_asked_politely(store, code, prompt):
    """ "... function? thanks" (a question mark before the courtesy) was declined as beyond it."""
    answer, _, _, after = _edited(store, code, prompt)
    assert not any("def lookup" in line for line in after) and answer.startswith("Deleted")


@pytest.mark.parametrize(
    "prompt",
    [
        "I'd like you to add a docstring to lookup saying it reads a level from a text.",
        "I need you to write a docstring for `lookup`: reads a level from a text",
    ],
)
def test_a_docstring_asked_for_in_a_frame_documents_the_name(store, code, prompt):
    """ "I'd like you *to add* a docstring to lookup" documented a definition named `add`."""
    ask(store, code, prompt)
    assert docstring_of(code / "logpkg/levels.py", "lookup") == "Reads a level from a text."


@pytest.mark.parametrize(
    "prompt",
    [
        'Add a docstring to "lookup" saying it reads a level from a text.',
        "Write a docstring for \u2018lookup\u2019: reads a level from a text",
    ],
)
def test_a_docstring_for_a_name_in_any_quotes(store, code, prompt):
    """Only a name in backticks was read ("name it in backticks")."""
    ask(store, code, prompt)
    assert docstring_of(code / "logpkg/levels.py", "lookup") == "Reads a level from a text."


def test_docstring_for_a_name_given_one_after_a_leading_file(store, code):
    """ "FILE: give NAME a docstring: TEXT" found no name (only "to/for NAME" was read) and took
    the text after the file's colon."""
    ask(
        store,
        code,
        "logpkg/levels.py: give lookup a docstring: Return the level of a text.",
    )
    assert docstring_of(code / "logpkg/levels.py", "lookup") == "Return the level of a text."


# --- edits the blind set edits4 found misread (issue 26): each kind asked in several phrasings


@pytest.mark.parametrize(
    "prompt, name",
    [
        ("delete the lookup function in levels", "lookup"),
        ("Please delete the level_name function from the levels module.", "level_name"),
        ("get rid of the helper parse_json_config in sink", "parse_json_config"),
        ("remove the emit method in sink", "emit"),
    ],
)
def test_deletes_a_definition_in_a_module_named_without_its_file(store, code, prompt, name):
    """ "get rid of the repr_deque method in reprlib": the module was taken for a class and
    nothing was found."""
    answer, _ = ask(store, code, prompt)
    text = (code / "logpkg/levels.py").read_text() + (code / "logpkg/sink.py").read_text()
    assert answer.startswith("Deleted") and f"def {name}(" not in text


@pytest.mark.parametrize(
    "prompt, path, name",
    [
        ("Remove the unused helper lookup from logpkg/levels.py.", "logpkg/levels.py", "lookup"),
        (
            "delete the old private function parse_json_config in logpkg/sink.py",
            "logpkg/sink.py",
            "parse_json_config",
        ),
        ("please drop the obsolete lookup function", "logpkg/levels.py", "lookup"),
        ("Get rid of the dead helper `lookup`.", "logpkg/levels.py", "lookup"),
    ],
)
def test_deletes_a_definition_described_with_adjectives(store, code, prompt, path, name):
    """ "Remove the unused helper _is_syntax_error from codeop.py" was declined as beyond it."""
    answer, _ = ask(store, code, prompt)
    assert answer.startswith("Deleted") and f"def {name}(" not in (code / path).read_text()


def test_a_rename_then_a_docstring_for_it_makes_both(store, code):
    """ "In copy.py, rename _copy_immutable to _return_same and then give it a docstring: ..."
    renamed and dropped the docstring without a word."""
    answer, _ = ask(
        store,
        code,
        "In logpkg/levels.py, rename lookup to parse_level and then give it a docstring: "
        "Parse a level.",
    )
    assert (
        answer.startswith("Renamed `lookup` to `parse_level`") and "Added the docstring" in answer
    )
    assert docstring_of(code / "logpkg/levels.py", "parse_level") == "Parse a level."
    assert "lookup" not in (code / "logpkg/levels.py").read_text()


# --- edits of the fifth blind set's kinds (benchmarks/heldout_edits.py QUESTIONS5) -----------


def test_creates_a_file_said_as_the_single_line(store, code):
    ask(store, code, "Create hello.py containing the single line: from logpkg import levels")
    assert (code / "hello.py").read_text() == "from logpkg import levels\n"
    ask(store, code, "Create fox.txt containing the quick brown fox")
    assert (code / "fox.txt").read_text() == "the quick brown fox\n"  # "the" is the text's own
    # the sentence's own ending and courtesies are not the file's
    ask(store, code, "Could you create one.py containing the single line: x = 1? Thanks!")
    assert (code / "one.py").read_text() == "x = 1\n"
    ask(store, code, "I'd like you to create two.py containing y = 2.")
    assert (code / "two.py").read_text() == "y = 2\n"
    ask(store, code, "Create why.txt containing Why?")
    assert (code / "why.txt").read_text() == "Why?\n"


def test_deletes_the_module_level_function_not_the_method_of_the_same_name(store, tmp_path):
    (tmp_path / "shapes.py").write_text(
        "def area(r):\n    return 3 * r * r\n\n\nclass Square:\n    def area(self):\n"
        "        return self.side**2\n"
    )
    ask(
        store,
        tmp_path,
        "Drop the module-level area() function from shapes.py; keep the Square.area method. Thanks.",
    )
    text = (tmp_path / "shapes.py").read_text()
    assert "def area(r)" not in text and "def area(self)" in text
    ast.parse(text)


# --- the sixth blind edit set's kinds (benchmarks/heldout_edits.py QUESTIONS6) ----------------


def test_a_definition_named_again_as_the_whole_class_is_deleted(store, code):
    ask(store, code, "drop UnknownLevel (logpkg/levels.py), the whole class")
    text = (code / "logpkg/levels.py").read_text()
    assert "class UnknownLevel" not in text and "def level_name" in text


# --- the edits6 misses read in general ---------------------------------------------------------


@pytest.mark.parametrize(
    "prompt, name",
    [
        ("`lookup` is dead code; remove it.", "def lookup"),
        ("lookup() in logpkg/levels.py is unused, get rid of the whole function", "def lookup"),
        ("UnknownLevel is never caught. Please delete that class.", "class UnknownLevel"),
    ],
)
def test_delete_it_stands_for_the_definition_said_first(store, code, prompt, name):
    ask(store, code, prompt)
    text = (code / "logpkg/levels.py").read_text()
    assert name not in text and "def level_name" in text
    ast.parse(text)


def test_a_rename_said_with_an_arrow(store, code):
    ask(store, code, "[logpkg/levels.py] level_name -> name_of_level, please rename it everywhere")
    for f in ("levels.py", "sink.py"):
        text = (code / "logpkg" / f).read_text()
        assert "name_of_level" in text and "level_name" not in text


# --- the seventh blind edit set's kinds (benchmarks/heldout_edits.py QUESTIONS7) --------------


def test_a_docstring_for_one_of_two_identical_methods(store, tmp_path):
    """The header and first line of ``B.__init__`` are ``A.__init__``'s too: the edit quotes
    enough lines to be unique (the edit tool refused it before)."""
    (tmp_path / "twins.py").write_text(TWINS)
    ask(store, tmp_path, "give B.__init__ a one-line docstring")
    tree = ast.parse((tmp_path / "twins.py").read_text())
    a, b = (c.body[0] for c in tree.body)
    assert ast.get_docstring(a) is None and ast.get_docstring(b)


@pytest.mark.parametrize(
    "prompt",
    [
        'Change the docstring of lookup to "Parse a level name."',
        "Update lookup's docstring: Parse a level name.",
        'lookup() should have the docstring "Parse a level name."',
    ],
)
def test_a_docstring_said_in_other_phrasings(store, code, prompt):
    ask(store, code, prompt)
    text = (code / "logpkg/levels.py").read_text()
    assert 'def lookup(text):\n    """Parse a level name."""' in text


# --- the ninth blind edit set's kinds (benchmarks/heldout_edits.py QUESTIONS9) ----------------


def test_a_local_helper_renamed_by_its_pronoun_and_reported_as_renamed(store, tmp_path):
    """The nested ``_parse`` is not in the index; after the rename the answer still names it
    (the turn is planned again after the edit, when ``_parse`` is gone)."""
    (tmp_path / "c.py").write_text(
        "def capa(lines):\n    def _parse(line):\n        return line.split()\n"
        "    return [_parse(x) for x in lines]\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "In capa() the inner helper _parse has a cryptic name; call it _split instead.",
    )
    text = (tmp_path / "c.py").read_text()
    assert "_parse" not in text and "def _split(line)" in text and "def capa(" in text
    assert answer.startswith("Renamed `_parse` to `_split`")


# --- the eleventh blind edit set's kinds (benchmarks/heldout_edits.py QUESTIONS11) ------------


def test_a_method_said_with_its_class_is_the_one_deleted(store, tmp_path):
    """ "super().__init__" is an attribute of a call, not a name said: the pronoun is
    ``KeyedRef.__init__``."""
    (tmp_path / "w.py").write_text(
        "class Ref:\n    def __init__(self, ob):\n        self.ob = ob\n\n\n"
        "class KeyedRef(Ref):\n    def __init__(self, ob):\n        super().__init__(ob)\n\n"
        "    def key(self):\n        return 1\n"
    )
    ask(
        store, tmp_path, "KeyedRef.__init__ only forwards to super().__init__ — delete that method."
    )
    tree = ast.parse((tmp_path / "w.py").read_text())
    assert [[f.name for f in c.body] for c in tree.body] == [["__init__"], ["key"]]


# --- the twelfth and thirteenth blind edit sets' kinds (QUESTIONS12, QUESTIONS13) -------------


@pytest.mark.parametrize(
    "prompt, line, becomes",
    [
        ("PARTIAL is obsolete. Drop its entry from the COMMANDS dict in tables.", 7, None),
        ("remove 'FETCH' from the COMMANDS dict", 6, None),
        ('remove "dump" from __all__ in tables.py', 3, '__all__ = ["parse", "load"]'),
        ("take load out of the __all__ list", 3, '__all__ = ["parse", "dump"]'),
    ],
)
def test_an_entry_of_a_dict_or_a_list_deleted_or_added(store, tmp_path, prompt, line, becomes):
    """A key or an element of a literal, named by its text or by a pronoun for a name said
    before: on lines of its own it goes with its lines, among others with its comma; a new one
    is written in the quotes and with the separator the literal uses (edits12, edits13)."""
    path = _tables(tmp_path)
    before = path.read_text().splitlines()
    answer, _ = ask(store, tmp_path, prompt)
    after = path.read_text().splitlines()
    assert not answer.startswith("I did not change anything"), answer
    assert after == before[: line - 1] + ([becomes] if becomes else []) + before[line:]


def test_an_element_added_to_a_list_as_its_neighbours_are_written(store, tmp_path):
    """After the entry named, in the quotes and with the separator the line uses; on a line of
    its own, indented as its neighbours, where they are one per line (the last one before it
    gains a comma)."""
    path = _tables(tmp_path)
    path.write_text(TABLES.replace('"dump","load"]', '"dump"]'))
    ask(store, tmp_path, "load is public. Add it to __all__, after parse.")
    assert path.read_text().splitlines()[2] == '__all__ = ["parse", "load", "dump"]'
    ask(store, tmp_path, "dump_all is public now. Add `dump_all` to the EXPORTS list.")
    assert "EXPORTS = [\n    'parse',\n    'dump',\n    'dump_all',\n]" in path.read_text()
    answer, _ = asked_unchanged(store, tmp_path, "add `parse` to the EXPORTS list")
    assert "`parse` is already in `EXPORTS`" in answer


def test_a_file_created_with_a_single_line_after_another_verb(store, tmp_path):
    ask(
        store,
        tmp_path,
        "We're going to write tests next. Create a file requirements-dev.txt in the project root"
        " with a single line: pytest>=7",
    )
    assert (tmp_path / "requirements-dev.txt").read_text() == "pytest>=7\n"


# --- the fourteenth and fifteenth blind edit sets' kinds (QUESTIONS14, QUESTIONS15) -----------


def test_code_said_at_the_top_goes_after_the_module_docstring(store, tmp_path):
    """Before it, the docstring would be one no more; PEP 8 places `__all__` there, unless the
    request says "below the imports" (put before them until the twelfth pass)."""
    (tmp_path / "m.py").write_text('"""The module."""\nimport os\n\n\ndef f():\n    pass\n')
    ask(store, tmp_path, 'Add __all__ = ["f"] near the top of m.py.')
    text = (tmp_path / "m.py").read_text()
    assert ast.get_docstring(ast.parse(text)) == "The module."
    assert text.startswith('"""The module."""\n__all__ = ["f"]\nimport os\n')
    (tmp_path / "m.py").write_text('"""The module."""\nimport os\n\n\ndef f():\n    pass\n')
    ask(store, tmp_path, 'Add __all__ = ["g"] near the top of m.py, below the imports.')
    assert (
        (tmp_path / "m.py")
        .read_text()
        .startswith('"""The module."""\nimport os\n__all__ = ["g"]\n')
    )


@pytest.mark.parametrize(
    "prompt, left",
    [
        (
            "TODO(d.py): drop the test() demo function at the bottom, together with the __main__"
            " block that calls it",
            "import sys\n\n\ndef run(x):\n    return x\n",
        ),
        (
            'please delete the `if __name__ == "__main__":` block in d.py',
            "import sys\n\n\ndef run(x):\n    return x\n\n\ndef test():\n    print(run(sys.argv))\n",
        ),
    ],
)
def test_the_main_block_deleted_alone_or_with_its_function(store, tmp_path, prompt, left):
    """ "... together with the __main__ block that calls it" (edits15) was declined: the
    module's ``if __name__ == "__main__":`` block is a part that can be named."""
    path = tmp_path / "d.py"
    path.write_text(DEMO)
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text() == left, answer


# --- the eleventh pass: blind sets heldout11-12 and edits22-23 (third-party code among them) -----


@pytest.mark.parametrize(
    "prompt, path, text",
    [
        (
            "Please make new file pkg/__init__.py, inside it only one line: from pkg.lru import LRU",
            "pkg/__init__.py",
            "from pkg.lru import LRU\n",
        ),
        (
            'Create conftest.py next to site.py containing `collect_ignore = ["site.py"]`, so '
            "pytest stops importing it.",
            "conftest.py",
            'collect_ignore = ["site.py"]\n',
        ),
        ("create a file a.py containing x = 'a' + 'b'", "a.py", "x = 'a' + 'b'\n"),
    ],
)
def test_a_new_file_holds_what_was_said_for_it(store, tmp_path, prompt, path, text):
    """ "make new file F, inside it only one line: X" wrote an empty F on main; a quoted text
    followed by a remark wrote the remark too; an unquoted text ending in a quote lost it."""
    (tmp_path / "site.py").write_text(SITE)
    answer, _ = ask(store, tmp_path, prompt)
    assert (tmp_path / path).read_text() == text, answer


def test_a_special_method_is_never_renamed_to_a_plain_name(store, tmp_path):
    """A rename of `__new__` to a plain name stops calling it (a pronoun read wrong on main
    renamed it): it is declined, whatever the request."""
    (tmp_path / "weak.py").write_text(WEAK)
    answer, _ = asked_unchanged(store, tmp_path, "rename ABCMeta.__new__ to make_class")
    assert answer.startswith("I did not change anything"), answer


def test_a_new_file_holds_its_line_not_the_reason_after_it(store, tmp_path):
    (tmp_path / "hooks.py").write_text(HOOKS)
    answer, _ = ask(
        store,
        tmp_path,
        'Create a conftest.py at the root containing collect_ignore = ["hooks.py"] so pytest '
        "does not collect it.",
    )
    assert (tmp_path / "conftest.py").read_text() == 'collect_ignore = ["hooks.py"]\n', answer


# --- the twelfth pass: blind sets heldout15-16 and edits26-27 (third-party code among them) -----


@pytest.mark.parametrize(
    "prompt, content",
    [
        (
            "work.py imports DEFAULT_LOCALE from pkg.constants but that module isnt here. create "
            'pkg/constants.py with just `DEFAULT_LOCALE = "en-us"` in it',
            'DEFAULT_LOCALE = "en-us"\n',
        ),
        (
            "Create tests/test_smoke.py containing exactly these two lines: `import work` and "
            "`assert work.disabled('1')`",
            "import work\nassert work.disabled('1')\n",
        ),
    ],
)
def test_a_new_file_said_with_just_or_as_lines_one_after_another(store, tmp_path, prompt, content):
    """ "with just `X` in it" wrote an empty file on main, and "these two lines: `a` and `b`"
    wrote the sentence."""
    (tmp_path / "work.py").write_text(EDITS12)
    ask(store, tmp_path, prompt)
    written = next(p for p in tmp_path.rglob("*.py") if p.name != "work.py")
    assert written.read_text() == content


def test_a_new_file_whose_quoted_text_is_a_courtesy_word_holds_it(store, tmp_path):
    """ "Create f.txt containing `please`" wrote an empty file on main: the courtesy was
    stripped from the quoted text."""
    ask(store, tmp_path, "Create f.txt containing `please`")
    assert (tmp_path / "f.txt").read_text() == "please\n"


# --- the thirteenth pass, second round: heldout23-26 and edits32-33 ---------------------------


def test_a_new_files_one_word_text_leaves_a_remark_in_brackets_out(store, tmp_path):
    """ "make new file VERSION, inside only the text 2.4.0 (same as __version__)" wrote an empty
    file; a sentence's own brackets stay ("... to (size, mtime).")."""
    (tmp_path / "work.py").write_text(THIRTEENTH)
    ask(store, tmp_path, "Please make new file VERSION, inside only the text 2.4.0 (same as X).")
    assert (tmp_path / "VERSION").read_text() == "2.4.0\n"
    ask(store, tmp_path, "Create notes.md containing: The cache maps a name to (size, mtime).")
    assert (tmp_path / "notes.md").read_text() == "The cache maps a name to (size, mtime).\n"


# --- the fourteenth pass ----------------------------------------------------------------------


def test_a_new_file_that_contains_just_the_line(store, tmp_path):
    """ "create a new file F that contains just the line 1.0.0" wrote an empty file."""
    ask(store, tmp_path, "create a new file locket/VERSION that contains just the line 1.0.0")
    assert (tmp_path / "locket" / "VERSION").read_text() == "1.0.0\n"


def test_a_docstring_for_a_nested_function_said_with_a_chatty_aside(store, tmp_path):
    """ "... when I was reading it. Could you give it one saying ...": the name was `a` (from
    "for a while") and the text started at "reading"."""
    (tmp_path / "strings.py").write_text(FOURTEENTH)
    ask(
        store,
        tmp_path,
        "The little make_link function nested inside linkify() in strings.py has no docstring, "
        "which confused me for a while when I was reading it. Could you give it one saying that "
        "it turns a single URL regex match into an <a> tag?",
    )
    text = (tmp_path / "strings.py").read_text()
    assert '        """Turns a single URL regex match into an <a> tag."""' in text.splitlines()
    assert text.index("Turns a single") > text.index("def make_link")


def test_a_docstring_for_a_class_whose_body_starts_with_a_decorator(store, tmp_path):
    """It went between ``@property`` and its ``def``: the file no longer parsed, and the answer
    then said nothing had changed (found by ``bench_edit_fuzz.py`` on email)."""
    (tmp_path / "headers.py").write_text(
        "class SingleAddressHeader:\n\n    @property\n    def address(self):\n"
        "        return self.addresses[0]\n"
    )
    answer, _ = ask(
        store, tmp_path, "Add a docstring to SingleAddressHeader saying it does the thing"
    )
    text = (tmp_path / "headers.py").read_text()
    compile(text, "headers.py", "exec")
    assert answer.startswith("Added the docstring of `SingleAddressHeader`")
    assert text.index('"""Does the thing."""') < text.index("@property")


# --- the sixteenth pass: lines said by what they do, ranges, remarks, roles -------------------


def test_a_dunder_of_a_class_is_deleted_and_other_classes_ones_are_no_uses(store, tmp_path):
    """ "Remove the __repr__ of RelativeDistinguishedName." was declined (edits50 #12)."""
    path = tmp_path / "name.py"
    path.write_text(
        "class NameAttribute:\n    def __repr__(self):\n        return 'a'\n\n\n"
        "class RelativeDistinguishedName:\n    def __len__(self):\n        return 1\n\n"
        "    def __repr__(self):\n        return 'r'\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "Name and NameAttribute have their own __repr__ and that is all we print. Remove the "
        "__repr__ of RelativeDistinguishedName.",
    )
    assert path.read_text().count("def __repr__") == 1 and "return 'r'" not in path.read_text()
    assert "will fail" not in answer and "no other use of `__repr__`" in answer


# --- eighteenth pass -------------------------------------------------------------------------


def test_a_new_file_said_bare_ends_before_a_dash_and_a_remark(store, tmp_path):
    """edits52 #25 wrote the remark after " — " into the new file."""
    answer, _ = ask(
        store,
        tmp_path,
        "Create defaults.py containing just SAMPLE_BYTES = 256000 — we want one place for it.",
    )
    assert (tmp_path / "defaults.py").read_text() == "SAMPLE_BYTES = 256000\n", answer


@pytest.mark.parametrize(
    ("prompt", "new"),
    [  # "holding one line" (edits53 #26)
        (
            "Make a new module pkg/limits.py holding one line: MAX_VARIABLES = 8",
            "MAX_VARIABLES = 8\n",
        ),
        ("Create pkg/limits.py containing MAX_VARIABLES = 8", "MAX_VARIABLES = 8\n"),
    ],
)
def test_a_new_module_holding_a_line(store, tmp_path, prompt, new):
    (tmp_path / "pkg").mkdir()
    answer, _ = ask(store, tmp_path, prompt)
    assert (tmp_path / "pkg" / "limits.py").read_text() == new, answer


def test_a_new_method_with_a_docstring_is_a_feature_not_a_docstring(store, tmp_path):
    """edits53 #15 replaced the class's docstring."""
    (tmp_path / "strings.py").write_text('class StringMethods:\n    """String methods."""\n')
    asked_unchanged(
        store,
        tmp_path,
        "could you add a .str.reverse() method to StringMethods that reverses each string "
        "(like s.str[::-1]) with a proper docstring and examples?",
    )
    assert read_question(
        'Add a docstring to the helper function parse: "Parse it."'
    ).edit.symbol == ("parse")


def test_a_new_file_said_bare_ends_before_a_remark_in_brackets(store, tmp_path):
    """edits54 #27 wrote "(for the TODO in GroupTiming ...)" into the new file."""
    answer, _ = ask(
        store,
        tmp_path,
        "Create progress_config.py containing GROUP_TIMING_DT = 1.0 (for the TODO in GroupTiming "
        "about making the bin size configurable).",
    )
    assert (tmp_path / "progress_config.py").read_text() == "GROUP_TIMING_DT = 1.0\n", answer


def test_a_class_docstring_is_no_new_class(store, tmp_path):
    """A new-feature check of the eighteenth pass took "Add a class docstring to scheduler" for
    a class to write (edits2 #2)."""
    (tmp_path / "sched.py").write_text("class scheduler:\n    pass\n")
    answer, _ = ask(
        store,
        tmp_path,
        "Add a class docstring to scheduler: A queue of events, each run at its time.",
    )
    assert '"""A queue of events, each run at its time."""' in (tmp_path / "sched.py").read_text()


def test_a_new_file_said_as_a_noun(store, tmp_path):
    """edits55 #29: "new file F with one line: X" was answered as a question."""
    (tmp_path / "pkg").mkdir()
    answer, _ = ask(store, tmp_path, "new file pkg/notes.py with one line: ORDER = ('ZZ', 'QQ')")
    assert (tmp_path / "pkg" / "notes.py").read_text() == "ORDER = ('ZZ', 'QQ')\n", answer


def test_a_new_file_containing_the_single_line(store, tmp_path):
    """edits56 #29 wrote "the single line" into the new file."""
    answer, _ = ask(
        store, tmp_path, "Please create limits.py containing the single line INT8_MAX = 127"
    )
    assert (tmp_path / "limits.py").read_text() == "INT8_MAX = 127\n", answer


def test_a_new_file_with_one_line_in_it(store, tmp_path):
    """edits57 #29 wrote "in it:" into the new file."""
    answer, _ = ask(store, tmp_path, "create alias.py with one line in it: from x import y as z")
    assert (tmp_path / "alias.py").read_text() == "from x import y as z\n", answer


# --- nineteenth pass: each test failed before its fix --------------------------------------


def test_it_is_the_helper_a_sentence_is_about(tmp_path, store):
    """edits61 #13: "a private helper _savez ... that savez and savez_compressed both call. It
    has no docstring" documented savez_compressed, the name said last."""
    (tmp_path / "npyio.py").write_text(
        "def savez(file, *args):\n    _savez(file, args, False)\n\n\n"
        "def savez_compressed(file, *args):\n    _savez(file, args, True)\n\n\n"
        "def _savez(file, args, compress):\n    return file, args, compress\n"
    )
    ask(
        store,
        tmp_path,
        "There's a private helper _savez in npyio.py that savez and savez_compressed both call. "
        "It has no docstring; could you write one for it?",
    )
    assert docstring_of(tmp_path / "npyio.py", "_savez"), (tmp_path / "npyio.py").read_text()
    assert not docstring_of(tmp_path / "npyio.py", "savez_compressed")


def test_a_nested_function_renamed_in_both_places_said(tmp_path, store):
    """edits62 #10: "Rename abort_fn ... in both send() and receive()" was declined because two
    definitions have that name."""
    (tmp_path / "channel.py").write_text(
        "class Channel:\n"
        "    def send(self):\n        def abort_fn():\n            return 1\n        return abort_fn\n\n"
        "    def receive(self):\n        def abort_fn():\n            return 2\n"
        "        return abort_fn\n"
    )
    ask(store, tmp_path, "Rename abort_fn to abort_wait in both send() and receive() of channel.py")
    text = (tmp_path / "channel.py").read_text()
    assert "abort_fn" not in text and text.count("abort_wait") == 4, text


# --- twentieth pass: each test failed before its fix ---------------------------------------


def test_a_dict_entry_quoted_whole_is_deleted_by_its_key(tmp_path, store):
    """heldout87 #48: 'delete the `"url": "mistune.plugins.url.url",` entry from the _plugins
    dict' looked for a key written as the whole entry."""
    (tmp_path / "plugins.py").write_text(
        '_plugins = {\n    "url": "mistune.plugins.url.url",\n    "math": "mistune.plugins.math.math",\n}\n'
    )
    ask(
        store,
        tmp_path,
        'please delete the `"url": "mistune.plugins.url.url",` entry from the _plugins dict in '
        "plugins.py",
    )
    text = (tmp_path / "plugins.py").read_text()
    assert '"url"' not in text and '"math": "mistune.plugins.math.math",' in text, text


def test_its_entry_is_the_one_saying_what_the_sentence_before_does(tmp_path, store):
    """edits68 #20: "We run our clusters without work stealing. Please drop its entry from
    DEFAULT_EXTENSIONS" named no key; the entry whose code says *stealing* is the one."""
    (tmp_path / "scheduler.py").write_text(
        "DEFAULT_EXTENSIONS = {\n"
        '    "memory": MemorySampler,\n'
        '    "stealing": WorkStealing,\n'
        '    "spans": SpansExtension,\n'
        "}\n"
    )
    ask(
        store,
        tmp_path,
        "We run our clusters without work stealing. Please drop its entry from DEFAULT_EXTENSIONS "
        "in scheduler.py.",
    )
    text = (tmp_path / "scheduler.py").read_text()
    assert "stealing" not in text and '"spans": SpansExtension,' in text, text
    asked_unchanged(  # nothing said that an entry holds: declined
        store, tmp_path, "We don't need it. Please drop its entry from DEFAULT_EXTENSIONS."
    )


def test_a_docstring_made_from_a_name_keeps_its_acronym(tmp_path, store):
    """edits70 #19: the docstring written for BeautifulSoupHTMLParser read "Beautiful soup h t
    m l parser."."""
    (tmp_path / "p.py").write_text("class BeautifulSoupHTMLParser:\n    x = 1\n")
    ask(store, tmp_path, "Give BeautifulSoupHTMLParser a docstring in p.py.")
    assert '"""Beautiful soup HTML parser."""' in (tmp_path / "p.py").read_text()


BLACKLIST = """SIGNED_HEADERS_BLACKLIST = [
    'connection',
    'x-amzn-trace-id',
]
"""


def test_an_entry_quoted_as_its_line_says_it_is_added_as_a_string(store, tmp_path):
    """`'x-forwarded-for',` was added as the string "'x-forwarded-for',"."""
    path = tmp_path / "auth.py"
    path.write_text(BLACKLIST)
    answer, _ = ask(
        store,
        tmp_path,
        "In auth.py, add `'x-forwarded-for',` to SIGNED_HEADERS_BLACKLIST, right after the "
        "`'x-amzn-trace-id',` entry.",
    )
    assert path.read_text() == BLACKLIST.replace(
        "    'x-amzn-trace-id',\n", "    'x-amzn-trace-id',\n    'x-forwarded-for',\n"
    ), answer


# --- twenty-third pass: the tuning round's misses (heldout122-124, edits83-84) ---------------


RECEIVE = '''class MemoryObjectReceiveStream:
    def receive(self):
        return self._state.buffer.popleft()


class MemoryObjectSendStream:
    def send(self, item):
        """Send an item to the stream."""
        self._state.buffer.append(item)
'''


def test_a_docstring_for_it_is_for_the_name_said_to_have_none(store, tmp_path):
    """edits84 #11: "it" was read as send(), said last, whose docstring was replaced."""
    path = tmp_path / "memory.py"
    path.write_text(RECEIVE)
    answer, _ = ask(
        store,
        tmp_path,
        "MemoryObjectReceiveStream.receive has no docstring, while send() on the other side has "
        "one. Please write one for it: it waits until an item is there and returns it.",
    )
    assert '"""Send an item to the stream."""' in path.read_text(), answer
    assert 'def receive(self):\n        """Waits until an item is there and returns it."""' in (
        path.read_text()
    ), answer


# --- twenty-third pass, second tuning round (heldout125-126, edits85) -----------------------


EMACS = '''def load_emacs_bindings():
    handle = key_bindings.add

    @handle("escape", "-", filter=~has_arg)
    def _meta_dash(event):
        """"""
        if event._arg is None:
            event.append_to_arg_count("-")

    @handle("escape", "t")
    def _swap_characters(event):
        """
        Swap the last two words before the cursor.
        """
        # TODO

    @handle("c-y")
    def _yank(event):
        event.current_buffer.paste_clipboard_data(event.app.clipboard.get_data())

    return key_bindings
'''


def test_a_nested_handler_is_deleted_with_its_decorator(store, tmp_path):
    """edits85 #13: "remove the _swap_characters handler ... incl. its @handle decorator" was
    declined."""
    path = tmp_path / "emacs.py"
    path.write_text(EMACS)
    answer, _ = ask(
        store,
        tmp_path,
        "remove the _swap_characters handler from load_emacs_bindings incl. its @handle "
        "decorator, its only an empty TODO and it eats M-t",
    )
    text = path.read_text()
    assert "_swap_characters" not in text and '@handle("escape", "t")' not in text, answer
    assert "def _yank(event):" in text and "def _meta_dash(event):" in text, answer


def test_an_empty_docstring_of_a_nested_handler_is_filled_in(store, tmp_path):
    """edits85 #15: "The _meta_dash handler inside load_emacs_bindings has an empty docstring.
    Could you fill it in? ..." was declined ("fill it in" and "handler")."""
    path = tmp_path / "emacs.py"
    path.write_text(EMACS)
    answer, _ = ask(
        store,
        tmp_path,
        "The _meta_dash handler inside load_emacs_bindings has an empty docstring. Could you fill "
        "it in? It starts a negative numeric argument when Meta-dash is pressed.",
    )
    text = path.read_text()
    assert '"""""""' not in text and "negative numeric argument" in text, answer
    assert text.index("negative numeric argument") < text.index("def _swap_characters"), answer


# --- twenty-third pass, third tuning round (heldout127-128, edits86) ------------------------


VF2 = """class GraphMatcher:
    def _is_directed_matcher(self):
        return False

    def match(self):
        if self._is_directed_matcher():
            return None
        return self.mapping


class DiGraphMatcher(GraphMatcher):
    def _is_directed_matcher(self):
        return True
"""


def test_a_method_and_its_override_are_renamed_when_asked_everywhere(store, tmp_path):
    """heldout127 #47: "rename X to Y everywhere in F" was declined: X names two definitions."""
    path = tmp_path / "isomorphvf2.py"
    path.write_text(VF2)
    answer, _ = ask(
        store,
        tmp_path,
        "rename _is_directed_matcher to _is_for_digraphs everywhere in isomorphvf2.py",
    )
    assert path.read_text() == VF2.replace("_is_directed_matcher", "_is_for_digraphs"), answer


# --- twenty-fourth pass, third tuning round (heldout135-136, edits90) -----------------------


@pytest.mark.parametrize(
    "prompt",
    [
        'remove the if __name__ == "__main__": block from solvers.py',
        'add `print(len(data))` at the end of the if __name__ == "__main__": block of solvers.py',
    ],
)
def test_the_main_guard_said_with_its_colon_and_quotes(store, tmp_path, prompt):
    """The guard written out, its quote then its colon ('if __name__ == "__main__": block'):
    deleting it deleted one line, and appending to it was declined."""
    path = tmp_path / "solvers.py"
    path.write_text(SOLVERS)
    answer, _ = ask(store, tmp_path, prompt)
    text = path.read_text()
    if prompt.startswith("remove"):
        assert "__main__" not in text and "print(data)" not in text, answer
        assert text.rstrip() == SOLVERS[: SOLVERS.index("if __name__")].rstrip(), answer
    else:
        assert text == SOLVERS.replace(
            "    print(data)\n", "    print(data)\n    print(len(data))\n"
        )


# --- twenty-sixth pass (tuning sets heldout149-152, edits96) ---------------------------------


def test_a_new_file_containing_the_line_quoted_holds_the_quote_only(store, tmp_path):
    """edits100 #21: 'create F containing the line "X"; I will ... later': X, not the words
    around it."""
    (tmp_path / "s3jobs").mkdir()
    answer, _ = ask(
        store,
        tmp_path,
        'Please create s3jobs/limits.py containing the line "MAX_SIZE = 4 * (1024**2)"; I will '
        "move the other limits there later.",
    )
    assert (tmp_path / "s3jobs" / "limits.py").read_text() == "MAX_SIZE = 4 * (1024**2)\n", answer


def test_an_entry_added_on_the_same_line_as_another(store, tmp_path):
    """edits124 #25: "Add "ColorDepth" to __all__ on the same line as "DummyOutput"" was declined
    as beyond the model; it is an entry put after that one, on its line."""
    code = '__all__ = [\n    "Output",\n    "DummyOutput",\n]\n\n\nclass Output:\n    pass\n'
    edits_to(
        store,
        tmp_path,
        "base.py",
        code,
        'base.py should export ColorDepth as well. Add "ColorDepth" to __all__ on the same line '
        'as "DummyOutput", I want a one-line diff.',
        '    "DummyOutput",\n',
        '    "DummyOutput", "ColorDepth",\n',
    )


def test_a_method_named_like_a_kind_is_still_the_name(store, tmp_path):
    """edits88 #11, lost on the way in the thirty-third pass: "Remove the test method from class
    Style" is `Style.test` (a kind of definition said, "the X context manager", must not take a
    name such as `test` for one)."""
    code = (
        "class Style:\n    def render(self):\n        return ''\n\n"
        "    def test(self):\n        print(self.render())\n"
    )
    edits_to(
        store,
        tmp_path,
        "style.py",
        code,
        "Remove the test method from class Style in style.py. It writes straight to sys.stdout "
        "and nothing calls it.",
        "\n    def test(self):\n        print(self.render())\n",
        "",
    )
