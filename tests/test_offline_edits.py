"""The offline model making edits through the real loop and the real tools, on code written here
for the test: what it changes (the files), what it says it changed, and what it declines without
touching anything."""

from __future__ import annotations

import ast
import re
import shutil
from pathlib import Path

import pytest

from ctxmagic.offline.edit_request import read_edit
from ctxmagic.offline.entries import remove_entry
from ctxmagic.offline.question import read_question
from tests.offline_code import (
    COLORBAR,
    COMPLETER,
    HOOKS,
    PARSER,
    PROGRESS,
    SECOND_ROUND,
    SOLVERS,
    THIRD_ROUND,
    THIRTEENTH,
    TTY,
    TWELFTH,
    WARN,
    WINDOWS,
    ask,
    asked_unchanged,
    first_citation,
)

# --- edits -------------------------------------------------------------------------------------


def docstring_of(path: Path, name: str) -> str | None:
    tree = ast.parse(path.read_text())
    node = next(n for n in ast.walk(tree) if getattr(n, "name", None) == name)
    return ast.get_docstring(node)


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


def test_rename_refuses_a_name_already_in_use(store, code):
    before = (code / "logpkg/levels.py").read_text()
    answer, _ = ask(store, code, "Rename `lookup` to `level_name`")
    assert answer.startswith("I did not change anything") and "already used" in answer
    assert (code / "logpkg/levels.py").read_text() == before


def test_inserts_and_replaces_lines(store, code):
    levels = code / "logpkg/levels.py"
    ask(
        store,
        code,
        'In logpkg/levels.py, insert the line `# levels by number` after the line `NAMES = {10: "DEBUG", 20: "INFO"}`',
    )
    lines = levels.read_text().splitlines()
    assert lines[lines.index('NAMES = {10: "DEBUG", 20: "INFO"}') + 1] == "# levels by number"
    answer, _ = ask(store, code, "replace the line `return level` with `return int(level)`")
    assert "    return int(level)" in levels.read_text().splitlines()
    assert "Replaced" in answer


def test_creates_a_file(store, code):
    answer, calls = ask(store, code, "Create a file docs/NOTES.md containing: levels are numbers")
    assert (code / "docs/NOTES.md").read_text() == "levels are numbers\n"
    assert [c.name for c in calls] == ["write"]


@pytest.mark.parametrize(
    "prompt",
    [
        "Make the sink twice as fast.",
        "Refactor the levels module into a class.",
        "Add a docstring to `no_such_function`.",
        "replace the line `does not exist` with `x`",
    ],
)
def test_what_it_cannot_do_is_declined_in_words_and_nothing_changes(store, code, prompt):
    answer, calls = asked_unchanged(store, code, prompt)
    assert answer.startswith("I did not change anything:")
    assert not any(c.name in ("edit", "write") for c in calls)


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


@pytest.mark.parametrize(
    "prompt",
    [
        "In logpkg/levels.py, replace 'A level that has no name' with 'A level without a name'",
        "replace “A level that has no name” with “A level without a name”",
        'change "A level that has no name" to "A level without a name"',
    ],
)
def test_replaces_text_in_any_quotes(store, code, prompt):
    answer, _ = ask(store, code, prompt)
    text = (code / "logpkg/levels.py").read_text()
    assert '"""A level without a name."""' in text
    assert "has no name" not in text
    assert "Replaced" in answer


@pytest.mark.parametrize("where", ["../outside.txt", "{outside}"])
def test_an_edit_of_a_file_outside_the_workspace_says_so(store, code, where):
    """A path that leads out of the workspace (``..``, an absolute one elsewhere) is refused
    by name; before, the absolute one was not read as a file and the relative one was
    searched for in the workspace ("`a` is not in the workspace in `../x.py`")."""
    outside = code.parent / "outside.txt"
    outside.write_text("A level that has no name\n")
    prompt = f"replace 'has no name' with 'is nameless' in {where.format(outside=outside)}"
    answer, calls = ask(store, code, prompt)
    assert answer.startswith("I did not change anything:") and "is outside the workspace" in answer
    assert not calls and outside.read_text() == "A level that has no name\n"


def test_an_absolute_path_inside_the_workspace_is_the_file_it_names(store, code):
    levels = code / "logpkg" / "levels.py"
    answer, _ = ask(store, code, f"In {levels}, rename `level_name` to `label_of`")
    assert "def label_of(level):" in levels.read_text() and "Renamed" in answer


def test_inserts_right_after_a_line_with_the_file_named_last(store, code):
    ask(
        store,
        code,
        'insert `# numbers to names` right after the line `NAMES = {10: "DEBUG", '
        '20: "INFO"}` in logpkg/levels.py',
    )
    lines = (code / "logpkg/levels.py").read_text().splitlines()
    assert lines[lines.index('NAMES = {10: "DEBUG", 20: "INFO"}') + 1] == "# numbers to names"


def test_sets_a_constants_value(store, code):
    answer, calls = ask(store, code, "Set DEFAULT to 30")
    assert (
        "DEFAULT = 30  # the level used when none is set"
        in (code / "logpkg/levels.py").read_text().splitlines()
    )
    assert [c.name for c in calls].count("edit") == 1 and "Replaced" in answer


@pytest.mark.parametrize(
    "prompt, reason",
    [
        ("replace level with rank", "quote the text and its replacement"),
        ("Set NO_SUCH_CONSTANT to 3", "no assignment of a constant `NO_SUCH_CONSTANT`"),
        ("In logpkg/levels.py, insert a new line above line 4", "which line to insert where"),
        ("change 'no such text anywhere' to 'x'", "is not in the workspace"),
    ],
)
def test_an_edit_it_does_not_make_says_so_and_why(store, code, prompt, reason):
    answer, calls = asked_unchanged(store, code, prompt)
    assert answer.startswith("I did not change anything:") and reason in answer
    assert not any(c.name in ("edit", "write") for c in calls)


# --- edits placed by a line number, an end of the file, a quoted line, a definition ------------


def _edited(store, code, prompt):
    before = (code / "logpkg/levels.py").read_text()
    answer, calls = ask(store, code, prompt)
    after = (code / "logpkg/levels.py").read_text()
    ast.parse(after)  # every edit leaves valid Python
    return answer, calls, before.splitlines(), after.splitlines()


def test_deletes_a_quoted_line_and_says_where(store, code):
    answer, _, before, after = _edited(
        store, code, "Delete the line `level = level_name(int(text))` from logpkg/levels.py"
    )
    at = before.index("    level = level_name(int(text))")
    assert after == before[:at] + before[at + 1 :]
    assert f"`logpkg/levels.py:{at + 1}`" in answer and answer.startswith("Deleted the line")


@pytest.mark.parametrize(
    "prompt",
    [
        "Delete this line from logpkg/levels.py: `level = level_name(int(text))`",
        "Remove the following line in logpkg/levels.py: `level = level_name(int(text))`",
    ],
)
def test_deletes_a_line_quoted_after_a_colon(store, code, prompt):
    answer, _, before, after = _edited(store, code, prompt)
    at = before.index("    level = level_name(int(text))")
    assert after == before[:at] + before[at + 1 :]
    assert answer.startswith("Deleted the line")


def test_comments_out_and_uncomments_a_line(store, code):
    _, _, before, after = _edited(
        store, code, 'Comment out the line `NAMES = {10: "DEBUG", 20: "INFO"}`'
    )
    assert (
        after[before.index('NAMES = {10: "DEBUG", 20: "INFO"}')]
        == '# NAMES = {10: "DEBUG", 20: "INFO"}'
    )
    _, _, _, again = _edited(store, code, 'uncomment the line `NAMES = {10: "DEBUG", 20: "INFO"}`')
    assert again == before


@pytest.mark.parametrize(
    "prompt, at",
    [
        ("Insert `import sys` after line 1 of logpkg/levels.py", 1),
        ("In logpkg/levels.py, add the line `import sys` at line 3", 2),
        # an import "at the top" goes under the module's docstring
        ("Add `import sys` at the top of logpkg/levels.py", 1),
        ('Append `__all__ = ["lookup"]` to the end of logpkg/levels.py', None),
    ],
)
def test_inserts_at_a_line_number_or_an_end_of_the_file(store, code, prompt, at):
    answer, _, before, after = _edited(store, code, prompt)
    new = re.search(r"`([^`]+)`", prompt).group(1)
    at = len(before) if at is None else at
    assert after == before[:at] + [new] + before[at:]
    assert f"`logpkg/levels.py:{at + 1}`" in answer


def test_deletes_lines_by_number(store, code):
    answer, _, before, after = _edited(store, code, "Delete lines 13 to 16 of logpkg/levels.py")
    assert before[13] == "def lookup(text):" and after == before[:12] + before[16:]
    assert answer.startswith("Deleted `logpkg/levels.py:13-16`: `def lookup(text):` and 2 more")


def test_replaces_every_occurrence_only_when_asked(store, code):
    """ "Replace `level` with ..." where it occurs many times failed in the edit tool ("found 9
    times"); now it says so before any edit, and "replace every" replaces them all."""
    answer, _, before, after = _edited(
        store, code, "Replace `level` with `lvl` in logpkg/levels.py"
    )
    assert answer.startswith("I did not change anything:") and "say replace every `level`" in answer
    assert after == before
    answer, _, before, after = _edited(
        store, code, "Replace every `level` with `lvl` in logpkg/levels.py"
    )
    assert "\n".join(after) == "\n".join(before).replace("level", "lvl")
    assert answer.startswith(f"Replaced {chr(10).join(before).count('level')} occurrences")


@pytest.mark.parametrize(
    "prompt, expected",
    [
        # inserting after a line of a Windows file wrote a bare \\n (a mixed file) ...
        (
            "insert `W = 0` right after the line `X = 1`",
            "X = 1|W = 0|Y = 2||def f():|    return X|",
        ),
        # ... and edits of several lines were not found in it at all
        ("Delete the line `Y = 2`", "X = 1||def f():|    return X|"),
        ("Delete the function f", "X = 1|Y = 2|"),
        ("Append `Z = 3` to the end of m.py", "X = 1|Y = 2||def f():|    return X|Z = 3|"),
    ],
)
def test_edits_keep_a_files_windows_line_breaks(store, tmp_path, prompt, expected):
    (tmp_path / "m.py").write_bytes(b"X = 1\r\nY = 2\r\n\r\ndef f():\r\n    return X\r\n")
    answer, _ = ask(store, tmp_path, prompt)
    assert not answer.startswith("I did not change anything"), answer
    assert (tmp_path / "m.py").read_bytes() == expected.replace("|", "\r\n").encode()


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


@pytest.mark.parametrize(
    "prompt, line",
    [
        (
            "Change DEFAULT from 20 to 30 in logpkg/levels.py",
            "DEFAULT = 30  # the level used when none is set",
        ),
        ("Bump DEFAULT to 40", "DEFAULT = 40  # the level used when none is set"),
        ("Make DEFAULT equal to 10", "DEFAULT = 10  # the level used when none is set"),
        # a sentence's full stop is not part of the value, "please" not part of the sentence
        ("Change the value of DEFAULT to 8.", "DEFAULT = 8  # the level used when none is set"),
        ("Set DEFAULT to 5 please", "DEFAULT = 5  # the level used when none is set"),
    ],
)
def test_sets_a_value_in_other_phrasings(store, code, prompt, line):
    _, _, _, after = _edited(store, code, prompt)
    assert line in after


def test_a_text_value_stays_a_string(tmp_path, store):
    """ "Update NAME to "prod"" wrote ``NAME = prod`` (a name, not a string): the quotes went
    with the quoting of the prompt."""
    (tmp_path / "conf.py").write_text("NAME = 'demo'\nMODE = None\n")
    ask(store, tmp_path, 'Update NAME to "prod" in conf.py')
    ask(store, tmp_path, "Set MODE to `fast`")  # code in backticks stays code
    assert (tmp_path / "conf.py").read_text() == "NAME = 'prod'\nMODE = fast\n"


@pytest.mark.parametrize(
    "prompt, reason",
    [
        ("Change DEFAULT from 25 to 30", "`DEFAULT` is `20` at `logpkg/levels.py:3`, not `25`"),
        ("Insert `x = 1` after line 400 of logpkg/levels.py", "there is no line 400"),
        ("Remove 'DEBUG' from logpkg/levels.py", "is part of a line"),
        # deleting the only line of a block would leave the file not parsing
        ('Delete the line `"""A level that has no name."""`', "not valid Python"),
        ("Write 'x' to logpkg/levels.py", "exists and writing would replace all of it"),
        (
            "Delete the function `no_such_function`",
            "no function, method or class `no_such_function`",
        ),
    ],
)
def test_a_placed_edit_it_cannot_make_changes_nothing(store, code, prompt, reason):
    answer, calls = asked_unchanged(store, code, prompt)
    assert answer.startswith("I did not change anything:") and reason in answer
    assert not any(c.name in ("edit", "write") for c in calls)


# --- edits in more phrasings (issue 26: the held-out edit requests' misses, made general) -------


@pytest.mark.parametrize(
    "prompt, line",
    [
        # "instead of" says what the value is now, as "from" does
        (
            "In logpkg/levels.py, make DEFAULT equal to 30 instead of 20.",
            "DEFAULT = 30  # the level used when none is set",
        ),
        (
            "Set DEFAULT to 1.0/3.0 rather than 20",
            "DEFAULT = 1.0/3.0  # the level used when none is set",
        ),
    ],
)
def test_sets_a_value_instead_of_the_one_it_has(store, code, prompt, line):
    _, _, _, after = _edited(store, code, prompt)
    assert line in after


def test_instead_of_a_value_it_does_not_have_changes_nothing(store, code):
    answer, _, before, after = _edited(store, code, "make DEFAULT equal to 30 instead of 25")
    assert answer.startswith("I did not change anything:") and "not `25`" in answer
    assert after == before


@pytest.mark.parametrize(
    "prompt",
    [
        "Replace `level` with `lvl` everywhere in logpkg/levels.py",
        "Change 'level' to 'lvl' in all the functions of logpkg/levels.py.",
        "replace “level” with “lvl” throughout logpkg/levels.py, thanks",
    ],
)
def test_replaces_every_occurrence_said_after_the_texts(store, code, prompt):
    """ "... everywhere" / "in all the ..." after the two texts was read as one replacement, and
    a text found several times was refused."""
    _, _, before, after = _edited(store, code, prompt)
    assert "\n".join(after) == "\n".join(before).replace("level", "lvl")


@pytest.mark.parametrize(
    "prompt",
    [
        "In logpkg/sink.py. Change the comment “the line is formatted first, then appended” to "
        "“format it, then append it”.",
        "logpkg/sink.py: replace the comment 'the line is formatted first, then appended' with "
        "'format it, then append it'",
    ],
)
def test_replaces_a_comment_named_as_one(store, code, prompt):
    """ "Change the comment "x" to "y"" was not read as an edit (only *text*, *string*, *code*,
    *value* could stand before the quote), and the question that answered it changed nothing
    without saying so."""
    answer, _ = ask(store, code, prompt)
    text = (code / "logpkg/sink.py").read_text()
    assert "# format it, then append it" in text and "formatted first" not in text
    assert answer.startswith("Replaced")


@pytest.mark.parametrize(
    "prompt",
    ["In logpkg/levels.py. Make the lookup faster.", "logpkg/levels.py: refactor `lookup`."],
)
def test_a_request_after_a_leading_file_is_declined_in_words(store, code, prompt):
    """A request in the sentence after "In FILE." (or after "FILE:") was answered as a question:
    nothing changed, and nothing said so."""
    answer, calls = asked_unchanged(store, code, prompt)
    assert answer.startswith("I did not change anything:")


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


@pytest.mark.parametrize(
    ("prompt", "reason"),
    [
        ("Rename `lookup` to `class`", "`class` is a Python keyword"),
        ("Rename lookup to None", "`None` is a Python keyword"),
        # a module's name is in import lines: renaming the text would leave them pointing nowhere
        ("Rename levels to tiers", "`levels` is also the name of `logpkg/levels.py`"),
        ("rename logpkg to logging2", "`logpkg` is also the name of `logpkg/`"),
    ],
)
def test_a_rename_that_would_break_the_code_changes_nothing(store, code, prompt, reason):
    """Renamed to a keyword (``def class(text):``) or a module's name in its imports (``from
    .tiers import``, no tiers.py): both were made, leaving the package not importable."""
    answer, _ = asked_unchanged(store, code, prompt)
    assert answer.startswith("I did not change anything") and reason in answer


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


def test_writing_into_a_new_file_never_replaces_one_that_exists(store, code):
    """ "Write 'print(1)' into a new file FILE" replaced a module of 30 lines with one line."""
    before = (code / "logpkg/levels.py").read_text()
    answer, _ = ask(store, code, "Write 'print(1)' into a new file logpkg/levels.py")
    assert answer.startswith("I did not change anything") and "exists" in answer
    assert (code / "logpkg/levels.py").read_text() == before
    answer, _ = ask(store, code, "Write 'print(1)' into a new file logpkg/fresh.py")
    assert answer.startswith("Wrote `logpkg/fresh.py:1`")
    answer, _ = ask(store, code, "Create a file logpkg/fresh.py containing x = 2")
    assert answer.startswith("Replaced the whole of `logpkg/fresh.py:1`")
    assert (code / "logpkg/fresh.py").read_text() == "x = 2\n"


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        ('Set HANDLER to "stderr"', 'HANDLER = "stderr"'),  # it wrote `HANDLER = stderr`
        ("Set HANDLER to `make_handler()`", "HANDLER = make_handler()"),
        ('Set HANDLER to "42"', "HANDLER = 42"),
    ],
)
def test_a_quoted_value_for_a_constant_that_is_none(tmp_path, store, prompt, line):
    (tmp_path / "m.py").write_text("HANDLER = None  # set at start-up\n")
    ask(store, tmp_path, prompt)
    assert (tmp_path / "m.py").read_text() == line + "  # set at start-up\n"


def test_setting_a_constant_to_the_value_it_has_says_so(tmp_path, store):
    """It answered with the edit tool's refusal ("old_string and new_string are identical")."""
    (tmp_path / "m.py").write_text("LIMIT = 100\n")
    answer, _ = ask(store, tmp_path, "Bump LIMIT to 100")
    assert answer.startswith("I did not change anything: `LIMIT` is already `100` at `m.py:1`.")


TOGGLED = "def f(x):\n    y = x + 1\n    # y = y * 2\n\n    return y\n"


@pytest.mark.parametrize(
    ("prompt", "after", "answer"),
    [
        (
            "Comment out line 2 of m.py",
            "    # y = x + 1\n    # y = y * 2",
            "Commented out `m.py:2`",
        ),
        ("uncomment line 3 in m.py", "    y = x + 1\n    y = y * 2", "Uncommented `m.py:3`"),
        ("In m.py, comment out lines 2-3", "    # y = x + 1\n    # y = y * 2", "Commented out"),
        ("uncomment line 2 of m.py", None, "`m.py:2` is not a comment: `y = x + 1`"),
        ("comment out line 4 of m.py", None, "`m.py:4` is blank"),
        ("comment out line 9 of m.py", None, "`m.py` has 5 lines"),
        ("comment out line 1 of m.py", None, "not valid Python"),
    ],
)
def test_comments_out_and_uncomments_lines_by_number(tmp_path, store, prompt, after, answer):
    """ "Comment out line 2 of FILE" was declined with advice about deleting a quoted line."""
    (tmp_path / "m.py").write_text(TOGGLED)
    said, _ = ask(store, tmp_path, prompt)
    assert answer in said
    text = (tmp_path / "m.py").read_text()
    if after is None:
        assert said.startswith("I did not change anything") and text == TOGGLED
    else:
        assert text == TOGGLED.replace("    y = x + 1\n    # y = y * 2", after)


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


def test_edits_asked_without_quotes_or_with_other_verbs(store, code):
    """From a held-out set written blind: each was answered as a question, nothing changed."""
    answer, _ = ask(store, code, "get rid of FileSink.emit")
    assert answer.startswith("Deleted `FileSink.emit`")
    assert "def emit" not in (code / "logpkg/sink.py").read_text()
    answer, _ = ask(
        store, code, "Right after name = NAMES.get(level) in level_name, add seen = True"
    )
    assert answer.startswith("Inserted `seen = True`")
    assert (
        "    name = NAMES.get(level)\n    seen = True\n" in (code / "logpkg/levels.py").read_text()
    )
    answer, _ = ask(
        store,
        code,
        "logpkg/levels.py: lookup has no docstring, please add one saying it reads a level.",
    )
    assert docstring_of(code / "logpkg/levels.py", "lookup") == "Reads a level."


def test_a_request_beyond_it_after_a_description_is_declined(store, code):
    """ "X is slow because ...; please rewrite it" was answered as a question about X (and,
    with "each" in it, handed to a sub-agent for each "place": the method's name and the file)."""
    before = (code / "logpkg/sink.py").read_text()
    answer, _ = ask(
        store,
        code,
        "FileSink.emit in logpkg/sink.py opens the file each time; please rewrite it to keep it open.",
    )
    assert answer.startswith("I did not change anything") and "sub-agent" not in answer
    assert (code / "logpkg/sink.py").read_text() == before


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
        "add a comment `# the default` above the constant line `DEFAULT = 20  # the level used "
        "when none is set`",
        "insert `# the default` right before the assignment line `DEFAULT = 20  # the level used "
        "when none is set` in logpkg/levels.py",
    ],
)
def test_inserts_next_to_a_line_named_by_its_kind(store, code, prompt):
    """ "above the decorator line `...`": a word before *line* was not read."""
    _, _, before, after = _edited(store, code, prompt)
    at = before.index("DEFAULT = 20  # the level used when none is set")
    assert after == before[:at] + ["# the default"] + before[at:]


def test_inserts_at_the_very_top(store, code):
    _, _, before, after = _edited(
        store, code, "Put `import sys` at the very top of logpkg/levels.py"
    )
    assert after == before[:1] + ["import sys"] + before[1:]


@pytest.mark.parametrize(
    "prompt",
    [
        "In logpkg/levels.py change DEFAULT=20 to DEFAULT=30",
        "replace level_name(int(text)) with level_name(int(text.strip()))",
    ],
)
def test_replaces_unquoted_code(store, code, prompt):
    """Code written without quotes (``maxsize=32768``, ``f(x)``) is the text to replace: the
    first was answered as a question about the file, changing nothing without saying so."""
    levels = code / "logpkg/levels.py"
    levels.write_text(levels.read_text() + "\nSETTINGS = dict(DEFAULT=20)\n")
    _, _, before, after = _edited(store, code, prompt)
    old, new = re.match(r".*?(\S+) (?:to|with) (\S+)$", prompt).groups()
    assert "\n".join(after) == "\n".join(before).replace(old, new)


@pytest.mark.parametrize(
    "prompt, reason",
    [
        ("In logpkg/levels.py change level to rank", "quote the"),
        ("change DEFAULT=25 to DEFAULT=30", "is not in the workspace"),
    ],
)
def test_unquoted_words_are_still_not_replaced(store, code, prompt, reason):
    """Plain words without quotes stay refused in words (which phrasing works), never a question."""
    answer, _, before, after = _edited(store, code, prompt)
    assert answer.startswith("I did not change anything:") and reason in answer
    assert after == before


@pytest.mark.parametrize(
    "prompt",
    [
        "Could you set DEFAULT to 30?",
        "Hey, set DEFAULT to 30",
        "Please set DEFAULT to 30?",
        "Set DEFAULT to 30?",
        "I need you to change DEFAULT from 20 to 30.",
        "can you please make DEFAULT equal to 30 instead of 20? Thanks!",
    ],
)
def test_an_edit_in_a_polite_frame_is_made(store, code, prompt):
    """The same edit asked in the frames people use ("Could you ...?", "Hey, ...", "Please
    ...?"): a question mark ended the value's sentence, "Hey," hid the verb, and "Please ...?"
    was taken for a question."""
    _, _, _, after = _edited(store, code, prompt)
    assert "DEFAULT = 30  # the level used when none is set" in after


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
        "Hey, make the lookup twice as fast",
        "Please make lookup faster?",
        "Hey, make lookup faster?",
    ],
)
def test_a_request_beyond_it_in_a_frame_is_declined_in_words(store, code, prompt):
    """These were answered as questions about `lookup`: nothing changed, and nothing said so."""
    answer, _ = asked_unchanged(store, code, prompt)
    assert answer.startswith("I did not change anything:")


def test_unquoted_code_asked_as_a_question_leaves_its_question_mark_out(store, code):
    _, _, before, after = _edited(
        store, code, "Could you change level_name(int(text)) to level_name(int(text.strip()))?"
    )
    assert "    level = level_name(int(text.strip()))" in after and "?" not in "\n".join(after)


@pytest.mark.parametrize(
    "prompt",
    [
        "Replace `return level` with `return level +` in logpkg/levels.py",
        "Insert `def broken(` after line 3 of logpkg/levels.py",
        "Replace every `level` with `lev el` in logpkg/levels.py",
        "Set DEFAULT to `20 +`",
        "Append `)` to the end of logpkg/levels.py",
    ],
)
def test_an_edit_that_would_break_python_is_not_made(store, code, prompt):
    """Only deletions and comments were checked: a replacement or an insertion that left a
    Python file not parsing was made."""
    levels = code / "logpkg/levels.py"
    before = levels.read_text()
    answer, calls = ask(store, code, prompt)
    assert answer.startswith("I did not change anything:") and "not valid Python" in answer
    assert levels.read_text() == before and not any(c.name in ("edit", "write") for c in calls)


def test_a_rename_the_tool_refuses_in_one_file_is_undone_in_the_others(store, code, monkeypatch):
    """A rename is whole or not made: the edit tool refuses a file holding a key, and the
    other files were left renamed, under "Renamed ... A final grep finds no `level_name` left"."""
    monkeypatch.setenv("MY_API_KEY", "sk-abcdefgh12345678")
    (code / "logpkg/conf.py").write_text(
        'from .levels import level_name\n\nTOKEN = "sk-abcdefgh12345678"\nNAME = level_name(20)\n'
    )
    answer, calls = asked_unchanged(store, code, "Rename level_name to name_of_level")
    assert answer.startswith("I did not change anything:") and "undone" in answer
    assert "logpkg/conf.py" in answer and any(c.name == "edit" for c in calls)


@pytest.mark.parametrize(
    "prompt",
    [
        "Set DEFAULT to 30 and rename lookup to find_level",
        "Replace `level` with `lvl` in logpkg/levels.py, then delete line 3 of logpkg/levels.py",
        "Delete the function lookup. Also add `import sys` at the top of logpkg/levels.py",
    ],
)
def test_two_changes_in_one_request_are_declined_not_half_made(store, code, prompt):
    """Only the change a pattern found was made ("rename lookup ..."), the other silently not."""
    answer, calls = asked_unchanged(store, code, prompt)
    assert answer.startswith("I did not change anything:") and "more than one change" in answer


@pytest.mark.parametrize(
    "prompt",
    [
        "Rename lookup to find_level and update its callers, please",
        "Rename lookup to find_level and update the docs too",
        "rename lookup to find_level, then fix all references",
    ],
)
def test_a_follow_up_clause_is_part_of_the_one_change(store, code, prompt):
    ask(store, code, prompt)
    assert "def find_level(text):" in (code / "logpkg/levels.py").read_text()


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


def test_strings_of_a_value_written_in_other_quotes_are_python_strings(tmp_path, store):
    """'(“.py”, “.pyi”)' wrote typographic quotes into the code (refused: not valid Python)."""
    (tmp_path / "conf.py").write_text("SUFFIXES = ()\n")
    ask(store, tmp_path, "set SUFFIXES to (\u201c.py\u201d, `.pyi`)")
    assert (tmp_path / "conf.py").read_text() == 'SUFFIXES = (".py", ".pyi")\n'


@pytest.mark.parametrize(
    "prompt, expected",
    [
        ("Delete line 4 of m.py", "A = 1|\x0c|B = 2|D = 4|"),
        ("Insert `X = 0` at line 4 of m.py", "A = 1|\x0c|B = 2|X = 0|C = 3|D = 4|"),
    ],
)
def test_line_numbers_are_the_files_own_past_a_form_feed(store, tmp_path, prompt, expected):
    """Lines were split by ``str.splitlines``, which also breaks at a form feed: past one, every
    line had another number than in the file, and "delete line 4" deleted line 3."""
    (tmp_path / "m.py").write_text("A = 1\n\x0c\nB = 2\nC = 3\nD = 4\n")
    answer, _ = ask(store, tmp_path, prompt)
    assert (tmp_path / "m.py").read_text() == expected.replace("|", "\n")


@pytest.mark.parametrize(
    "prompt, at",
    [
        ("In logpkg/levels.py, add `import sys` at the top", 1),
        ("logpkg/levels.py: append `X = 1` to the end", None),
        ("Put `import sys` at the very top in logpkg/levels.py", 1),
    ],
)
def test_an_end_of_a_file_named_elsewhere_in_the_request(store, code, prompt, at):
    """ "at the top" / "to the end" needed "of FILE" right after it; the file said first or
    last was not read."""
    _, _, before, after = _edited(store, code, prompt)
    new = re.search(r"`([^`]+)`", prompt).group(1)
    at = len(before) if at is None else at
    assert after == before[:at] + [new] + before[at:]


def test_the_end_of_something_else_is_not_the_end_of_the_file(store, code):
    """The end of a function is its body's last line (declined before the twelfth pass), and
    the end of something the workspace does not define is no place."""
    answer, _, before, after = _edited(
        store, code, "In logpkg/levels.py, add `x = 1` at the end of the function lookup"
    )
    at = before.index("    return level") + 1
    assert after == before[:at] + ["    x = 1"] + before[at:], answer
    answer, _, before, after = _edited(
        store, code, "In logpkg/levels.py, add `x = 1` at the end of the function nowhere"
    )
    assert after == before and answer.startswith("I did not change anything:")


@pytest.mark.parametrize(
    "prompt",
    [
        "Set DEFAULT to 30 (in logpkg/levels.py)",
        "remove the lookup function (in logpkg/levels.py)",
    ],
)
def test_a_file_named_in_brackets(store, code, prompt):
    """ "... (in FILE)" broke the patterns that read to the end of the request."""
    answer, _, before, after = _edited(store, code, prompt)
    assert after != before and not answer.startswith("I did not change anything")


def test_a_quoted_value_of_a_string_constant_stays_a_string(tmp_path, store):
    """'Bump VERSION to "7".' wrote ``VERSION = 7``: a number quoted as text, for a constant that
    holds a string, is the string."""
    (tmp_path / "conf.py").write_text('VERSION = "6"\nLIMIT = 10\n')
    ask(store, tmp_path, 'Bump VERSION to "7".')
    ask(store, tmp_path, "set LIMIT to 20")
    assert (tmp_path / "conf.py").read_text() == 'VERSION = "7"\nLIMIT = 20\n'


def test_sets_a_value_written_as_a_python_expression(tmp_path, store):
    """A tuple or a list as the value (its strings in quotes inside it) was declined."""
    (tmp_path / "conf.py").write_text("SUFFIXES = ()\nNAMES = []\n")
    ask(store, tmp_path, 'In conf.py, change SUFFIXES from () to (".py", ".pyi").')
    ask(store, tmp_path, "Set NAMES to ['a', 'b'] please")
    assert (
        tmp_path / "conf.py"
    ).read_text() == "SUFFIXES = (\".py\", \".pyi\")\nNAMES = ['a', 'b']\n"


def test_inserts_at_a_line_number_named_first(store, code):
    """ "At line 3 of FILE, insert ..." was answered as a question about FILE."""
    answer, _, before, after = _edited(
        store, code, 'At line 3 of logpkg/levels.py, insert the comment `# "20" is INFO`'
    )
    assert after == before[:2] + ['# "20" is INFO'] + before[2:]
    assert "`logpkg/levels.py:3`" in answer


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
    "prompt, old, new",
    [
        (
            "could you change DEFAULT = 20 to DEFAULT = 30? Thanks a lot.",
            "DEFAULT = 20",
            "DEFAULT = 30",
        ),
        (
            'In logpkg/levels.py replace name = NAMES.get(level) with name = NAMES.get(level, "?")',
            "name = NAMES.get(level)",
            'name = NAMES.get(level, "?")',
        ),
        (
            "Please change level = level_name(int(text)) to "
            "level = level_name(int(text.strip())), thanks",
            "level = level_name(int(text))",
            "level = level_name(int(text.strip()))",
        ),
        (
            "swap return name for return name.upper() in logpkg/levels.py",
            "return name\n",
            "return name.upper()\n",
        ),
    ],
)
def test_replaces_unquoted_code_with_spaces(store, code, prompt, old, new):
    """ "could you change self.maxstring = 30 to self.maxstring = 80? Thanks a lot." was
    declined: unquoted code was read only without spaces, and "Thanks a lot" ended nothing."""
    before = (code / "logpkg/levels.py").read_text()
    answer, _ = ask(store, code, prompt)
    assert answer.startswith("Replaced")
    assert (code / "logpkg/levels.py").read_text() == before.replace(old, new, 1)


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


@pytest.mark.parametrize(
    "prompt, path, anchor, new, after",
    [
        (
            "Put the comment # --- errors --- right before the line "
            "class UnknownLevel(ValueError): in logpkg/levels.py",
            "logpkg/levels.py",
            "class UnknownLevel(ValueError):",
            "# --- errors ---",
            False,
        ),
        (
            "add the comment # cached right after the line name = NAMES.get(level)",
            "logpkg/levels.py",
            "    name = NAMES.get(level)",
            "    # cached",
            True,
        ),
        (
            "Right after the line from .levels import level_name, add import os.",
            "logpkg/sink.py",
            "from .levels import level_name",
            "import os",
            True,
        ),
        (
            "Just before the line def lookup(text): insert # parsing",
            "logpkg/levels.py",
            "def lookup(text):",
            "# parsing",
            False,
        ),
    ],
)
def test_inserts_unquoted_comments_imports_and_headers(
    store, code, prompt, path, anchor, new, after
):
    """ "Right after the line import builtins, add import sys." was answered as a question, and
    "put the comment # x right before the line class C:" declined: unquoted code was only a
    line with "=" or brackets."""
    before = (code / path).read_text().splitlines()
    answer, _ = ask(store, code, prompt)
    at = before.index(anchor) + (1 if after else 0)
    assert answer.startswith("Inserted")
    assert (code / path).read_text().splitlines() == before[:at] + [new] + before[at:]


@pytest.mark.parametrize(
    "prompt",
    [
        "logpkg/levels.py: DEFAULT should be 30, not 20.",
        "DEFAULT should be 30",
        "In logpkg/levels.py, DEFAULT must be 30 instead of 20.",
        "the constant DEFAULT should be set to 30.",
    ],
)
def test_a_value_said_as_what_it_should_be_is_set(store, code, prompt):
    """ "PyCF_DONT_IMPLY_DEDENT should be 0x400, not 0x200." was answered as a question."""
    answer, _ = ask(store, code, prompt)
    assert answer.startswith("Replaced")
    assert "DEFAULT = 30  # the level used" in (code / "logpkg/levels.py").read_text()


def test_a_value_that_should_be_but_is_not_what_it_says_changes_nothing(store, code):
    before = (code / "logpkg/levels.py").read_text()
    answer, _ = ask(store, code, "DEFAULT should be 30, not 25.")
    assert answer.startswith("I did not change anything") and "`20`" in answer
    assert (code / "logpkg/levels.py").read_text() == before


@pytest.mark.parametrize(
    "prompt, path, line, top",
    [
        ("logpkg/levels.py needs `import os` at the top.", "logpkg/levels.py", "import os", True),
        ("logpkg/sink.py needs import json at the top", "logpkg/sink.py", "import json", True),
        (
            "At the bottom of logpkg/levels.py add __version__ = '1.0', thanks",
            "logpkg/levels.py",
            "__version__ = '1.0'",
            False,
        ),
        ("At the top of logpkg/sink.py, add import os", "logpkg/sink.py", "import os", True),
        ("add MAX = 50 at the end of logpkg/levels.py", "logpkg/levels.py", "MAX = 50", False),
        (
            "In logpkg/levels.py, at the end add LIMIT = 5 please",
            "logpkg/levels.py",
            "LIMIT = 5",
            False,
        ),
    ],
)
def test_inserts_at_an_end_of_a_file_said_any_way(store, code, prompt, path, line, top):
    """ "linecache.py needs `import io` at the top." and "At the bottom of copy.py add
    __version__ = '1.0', thanks" were answered as questions."""
    before = (code / path).read_text().splitlines()
    answer, _ = ask(store, code, prompt)
    after = (code / path).read_text().splitlines()
    assert answer.startswith("Inserted")
    if top:  # an import goes under the module's docstring and its imports
        assert line in after[:3] and [t for t in after if t != line] == before
    else:
        assert after == before + [line]


def test_comments_out_an_unquoted_line_in_the_function_named(store, code):
    """ "[linecache.py] comment out cache.clear() in clearcache()": the file in square brackets
    and the function the line is in were not read (answered as a question)."""
    levels = code / "logpkg/levels.py"
    levels.write_text(
        levels.read_text()
        + "\n\ndef reparse(text):\n    level = level_name(int(text))\n    return level\n"
    )
    before = levels.read_text()
    answer, _ = ask(
        store, code, "[logpkg/levels.py] comment out level = level_name(int(text)) in lookup()"
    )
    assert answer.startswith("Commented out")
    first = before.index("    level = level_name(int(text))")
    assert levels.read_text() == before[:first] + "    # " + before[first + 4 :]
    # the only line of its block: found in the method named, and refused as breaking Python
    answer, _ = ask(store, code, 'comment out fh.write(line + "\\n") in FileSink.emit')
    assert answer.startswith("I did not change anything") and "not valid Python" in answer
    # without the function, the line is in two places: named, not guessed
    answer, _ = ask(store, code, "comment out return level")
    assert answer.startswith("I did not change anything") and "2 times" in answer


@pytest.mark.parametrize(
    "prompt",
    [
        "Line 3 of logpkg/levels.py should read: DEFAULT = 30  # the level used when none is set",
        "replace line 3 of logpkg/levels.py with `DEFAULT = 30  # the level used when none is set`",
        "In logpkg/levels.py, line 3 should be DEFAULT = 30  # the level used when none is set",
        "change line 3 of logpkg/levels.py to DEFAULT = 30  # the level used when none is set",
    ],
)
def test_replaces_a_line_by_its_number(store, code, prompt):
    """ "Line 13 of linecache.py should read: __all__ = [...]" was answered as a question."""
    before = (code / "logpkg/levels.py").read_text().splitlines()
    answer, _ = ask(store, code, prompt)
    after = (code / "logpkg/levels.py").read_text().splitlines()
    assert answer.startswith("Replaced `logpkg/levels.py:3`")
    assert after == before[:2] + ["DEFAULT = 30  # the level used when none is set"] + before[3:]


def test_replacing_a_line_past_the_end_changes_nothing(store, code):
    before = (code / "logpkg/levels.py").read_text()
    answer, _ = ask(store, code, "Line 300 of logpkg/levels.py should read: DEFAULT = 30")
    assert answer.startswith("I did not change anything") and "no line 300" in answer
    assert (code / "logpkg/levels.py").read_text() == before


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


def test_when_the_second_of_two_changes_cannot_be_made_the_first_is_undone(store, code):
    answer, _ = asked_unchanged(
        store, code, "rename NAMES to LABELS and then give it a docstring: the names."
    )
    assert answer.startswith("I did not change anything") and "the first is undone" in answer


@pytest.mark.parametrize(
    "prompt",
    [
        "set DEFAULT to 30 and then add a docstring to lookup saying it parses.",
        "rename lookup to parse_level and add a docstring to level_name: x",
        "rename it to parse_level",
    ],
)
def test_other_pairs_and_a_pronoun_alone_are_declined(store, code, prompt):
    """A docstring asked after another change did the docstring alone; "rename it" has no name."""
    answer, _ = asked_unchanged(store, code, prompt)
    assert answer.startswith("I did not change anything")


@pytest.mark.parametrize(
    "prompt",
    [
        "Can you teach FileSink to rotate its files the way loggers do?",
        "emit opens the file each time. Can you restructure it so it opens once?",
        "Could you rework lookup so it accepts names too?",
        "Why is emit slow? Can you make it faster?",
        "FileSink.emit should reuse the file handle.",
        "emit should be faster",
    ],
)
def test_a_change_asked_as_can_you_is_declined_never_answered(store, code, prompt):
    """ "Can you teach Repr to ...?" and "X compiles three times. Can you restructure it ...?"
    were answered as questions: a request must say it changed nothing."""
    answer, _ = asked_unchanged(store, code, prompt)
    assert answer.startswith("I did not change anything")


@pytest.mark.parametrize(
    "prompt",
    [
        "What should DEFAULT be?",
        "Should DEFAULT be 30?",
        "Teach me how levels work",
        "emit should be faster?",
    ],
)
def test_questions_near_those_requests_stay_questions(store, code, prompt):
    answer, _ = ask(store, code, prompt)
    assert not answer.startswith("I did not change anything")


def test_a_line_repeated_at_the_end_of_the_file_is_edited_by_its_number(store, code):
    """The text quoted to the edit tool grew until it occurred once in the lines joined without
    the file's last line break: "x\\n    return level\\n" looked unique while the file's end held
    it too, and the tool refused the edit."""
    levels = code / "logpkg/levels.py"
    levels.write_text(
        levels.read_text()
        + "\n\ndef reparse(text):\n    level = level_name(int(text))\n    return level\n"
    )
    before = levels.read_text().splitlines()
    n = before.index("    level = level_name(int(text))") + 1
    answer, _ = ask(store, code, f"Comment out line {n} of logpkg/levels.py")
    assert answer.startswith("Commented out")
    assert levels.read_text().splitlines() == [
        *before[: n - 1],
        "    # level = level_name(int(text))",
        *before[n:],
    ]


@pytest.mark.parametrize(
    "prompt, line",
    [
        ("Could you at the bottom of logpkg/levels.py add MAX = 50?", "MAX = 50"),
        ("I need you to line 3 of logpkg/levels.py should read: MAX = 50?", "MAX = 50"),
        (
            "Right after the line DEFAULT = 20  # the level used when none is set, add import os, please",
            "import os",
        ),
        ("could you change DEFAULT = 20 to MAX = 50? Thanks a lot. Thanks.", "MAX = 50"),
    ],
)
def test_requests_without_quotes_keep_their_frame_and_courtesy_out(store, code, prompt, line):
    """The same requests in the frames of ``bench_edit_frames.py``: "Could you at the bottom
    of ..." was answered as a question, and "..., please" became part of the inserted code."""
    answer, _ = ask(store, code, prompt)
    after = (code / "logpkg/levels.py").read_text().splitlines()
    assert not answer.startswith("I did not change anything")
    assert any(t == line or t.startswith(line + "  #") for t in after)
    ast.parse("\n".join(after))


@pytest.mark.parametrize(
    "prompt",
    [
        "Please in logpkg/levels.py, set DEFAULT to 30 and rename lookup to find_level",
        "Could you, in logpkg/levels.py, delete the function lookup and then set DEFAULT to 30?",
    ],
)
def test_two_changes_after_a_frame_and_a_place_are_declined_not_half_made(store, code, prompt):
    """ "Please in FILE, X and Y": the frame before the place hid the first change, so the
    second was made alone and the first dropped without a word."""
    answer, _ = asked_unchanged(store, code, prompt)
    assert answer.startswith("I did not change anything") and "more than one change" in answer


@pytest.mark.parametrize("quoted", ["“1.0”", "`1.0`", '"1.0"'])
def test_a_string_in_unquoted_code_is_a_python_string_in_any_quotes(store, code, quoted):
    """ "At the bottom of FILE add VERSION = “1.0”": typographic quotes or backticks inside code
    written without quotes would have been written as they are, not as Python."""
    answer, _ = ask(store, code, f"At the bottom of logpkg/levels.py add VERSION = {quoted}")
    assert answer.startswith("Inserted")
    assert (code / "logpkg/levels.py").read_text().splitlines()[-1] == 'VERSION = "1.0"'


# --- edits of the fifth blind set's kinds (benchmarks/heldout_edits.py QUESTIONS5) -----------


@pytest.mark.parametrize(
    "prompt",
    [
        "Put `assert level > 0` on its own line right before the line "
        "`level = level_name(int(text))`, in logpkg/levels.py.",
        "Insert `assert level > 0` as a new line just before the line "
        "`level = level_name(int(text))` in logpkg/levels.py",
    ],
)
def test_inserts_a_line_said_to_go_on_its_own_line(store, code, prompt):
    _, _, before, after = _edited(store, code, prompt)
    at = before.index("    level = level_name(int(text))")
    assert after == before[:at] + ["    assert level > 0"] + before[at:]


@pytest.mark.parametrize(
    "prompt",
    [
        "DEFAULT should be 30 (logpkg/levels.py)",
        "DEFAULT should be 30 (in logpkg/levels.py)",
    ],
)
def test_sets_a_value_with_the_file_in_brackets(store, code, prompt):
    _, _, before, after = _edited(store, code, prompt)
    assert after == [
        "DEFAULT = 30  # the level used when none is set" if line.startswith("DEFAULT =") else line
        for line in before
    ]


@pytest.mark.parametrize(
    "prompt",
    [
        "logpkg/levels.py needs an import os at the top",
        "Add an import os at the top of logpkg/levels.py",
    ],
)
def test_an_import_said_with_an_article(store, code, prompt):
    _, _, before, after = _edited(store, code, prompt)
    assert "import os" in after and len(after) == len(before) + 1
    assert after.index("import os") < after.index("def level_name(level):")


def test_the_line_x_should_be_y_replaces_it(store, code):
    answer, _, before, after = _edited(
        store, code, "In logpkg/levels.py the line NAMES = {10: 'DEBUG'} should be NAMES = {}"
    )
    assert "I did not change anything" in answer  # no such line: nothing changes
    assert after == before
    answer, _, before, after = _edited(
        store, code, "In levels.py the line level = level_name(int(text)) should be level = 0"
    )
    at = before.index("    level = level_name(int(text))")
    assert after == before[:at] + ["    level = 0"] + before[at + 1 :]


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


def test_a_bug_to_find_and_fix_is_declined_not_answered(store, code):
    answer, _, before, after = _edited(
        store,
        code,
        "There's a bug where lookup loses the level if the text is blank; can you find it and fix it?",
    )
    assert after == before and answer.startswith("I did not change anything")


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


def test_delete_it_stands_for_the_line_said_first(store, code):
    _, _, before, after = _edited(
        store,
        code,
        "The line `level = level_name(int(text))` in logpkg/levels.py is redundant; delete it.",
    )
    at = before.index("    level = level_name(int(text))")
    assert after == before[:at] + before[at + 1 :]
    _, _, before, after = _edited(
        store, code, "Lines 3-4 of logpkg/levels.py are stale. Delete them."
    )
    assert after == before[:2] + before[4:]


def test_a_definition_named_again_as_the_whole_class_is_deleted(store, code):
    ask(store, code, "drop UnknownLevel (logpkg/levels.py), the whole class")
    text = (code / "logpkg/levels.py").read_text()
    assert "class UnknownLevel" not in text and "def level_name" in text


def test_a_fix_asked_after_a_question_is_declined(store, code):
    answer, _ = asked_unchanged(
        store, code, "Does lookup in logpkg/levels.py handle blank text? Fix it if not."
    )
    assert answer.startswith("I did not change anything")


def test_quoted_text_that_should_read_otherwise_is_replaced(store, code):
    ask(store, code, "The text “A level that has no name.” should read “A level without a name.”")
    text = (code / "logpkg/levels.py").read_text()
    assert '"""A level without a name."""' in text and "has no name" not in text
    _, _, before, after = _edited(store, code, "`DEFAULT` should be `30`")  # a name: a value
    assert "DEFAULT = 30  # the level used when none is set" in after


# --- the edits6 misses read in general ---------------------------------------------------------


@pytest.mark.parametrize(
    "prompt, gone",
    [
        # code without quotes, with the word "line" after it
        ("comment out the level = level_name(int(text)) line", "    # level = level_name"),
        ("delete the line return level in logpkg/levels.py", None),
        ("Please remove the `return level` line.", None),
    ],
)
def test_a_line_named_as_code_with_line_after_it(store, code, prompt, gone):
    _, _, before, after = _edited(store, code, prompt)
    changed = [b for b in before if b not in after]
    assert len(changed) == 1 and len(after) == len(before) - (gone is None)
    if gone:
        assert any(a.startswith(gone) for a in after)


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


def test_the_very_last_line_and_a_line_number_to_become(store, code):
    _, _, before, after = _edited(
        store, code, "append the comment # end of module as the very last line of logpkg/levels.py"
    )
    assert after == before + ["# end of module"]
    _, _, before, after = _edited(store, code, "Insert VERBOSE = 5 as line 3 of logpkg/levels.py.")
    assert after[2] == "VERBOSE = 5" and after[:2] + after[3:] == before


def test_a_value_with_escapes_is_written_as_the_file_writes_it(store, tmp_path):
    """Where the file's string writes escapes, the user's backslashes are escapes too; where it
    writes none, a backslash is a backslash (a Windows path)."""
    (tmp_path / "sep.py").write_text('SEP = "\\t"\nROOT = "C:/"\n')
    ask(store, tmp_path, r"In sep.py set SEP to ' \t\n' (a space, a tab and a newline).")
    assert (tmp_path / "sep.py").read_text().splitlines()[0] == r'SEP = " \t\n"'
    ask(store, tmp_path, r'In sep.py set ROOT to "C:\temp"')
    assert (tmp_path / "sep.py").read_text().splitlines()[1] == r"ROOT = 'C:\\temp'"


# --- the seventh blind edit set's kinds (benchmarks/heldout_edits.py QUESTIONS7) --------------


def _levels_after(store, code, prompt: str) -> str:
    """``logpkg/levels.py`` after ``prompt``, whose answer reports a change; it still parses."""
    answer, _ = ask(store, code, prompt)
    text = (code / "logpkg/levels.py").read_text()
    assert not answer.startswith("I did not change anything"), answer
    ast.parse(text)
    return text


TWINS = """class A:
    def __init__(self, func):
        self.func = func


class B:
    def __init__(self, func):
        self.func = func
"""


def test_a_docstring_for_one_of_two_identical_methods(store, tmp_path):
    """The header and first line of ``B.__init__`` are ``A.__init__``'s too: the edit quotes
    enough lines to be unique (the edit tool refused it before)."""
    (tmp_path / "twins.py").write_text(TWINS)
    ask(store, tmp_path, "give B.__init__ a one-line docstring")
    tree = ast.parse((tmp_path / "twins.py").read_text())
    a, b = (c.body[0] for c in tree.body)
    assert ast.get_docstring(a) is None and ast.get_docstring(b)


@pytest.mark.parametrize(
    "prompt, check",
    [
        (
            "Nobody uses the old lookup any more. Delete that function from logpkg/levels.py.",
            lambda levels, sink: "def lookup" not in levels and "def level_name" in levels,
        ),
        (
            "logpkg/levels.py has DEFAULT = 20 but we log less. Set it to 30.",
            lambda levels, sink: "DEFAULT = 30  #" in levels,
        ),
        (
            "UnknownLevel is a vague name. Call it LevelNotFound everywhere, please.",
            lambda levels, sink: "class LevelNotFound" in levels and "UnknownLevel" not in levels,
        ),
        (
            "Hi! lookup has no docstring at all. Can you write one for it (logpkg/levels.py)?",
            lambda levels, sink: 'def lookup(text):\n    """' in levels,
        ),
    ],
)
def test_a_pronoun_stands_for_a_name_the_workspace_defines(store, code, prompt, check):
    ask(store, code, prompt)
    levels, sink = ((code / "logpkg" / f).read_text() for f in ("levels.py", "sink.py"))
    assert check(levels, sink)
    ast.parse(levels)


@pytest.mark.parametrize(
    "prompt, why",
    [
        ("remove it from logpkg/levels.py", "does not say which name"),  # nothing said before
        ("The old code is a mess, remove it from logpkg/levels.py", "stands for"),
        # "remove" is a word said, not a name the pronoun can stand for, even where it is one
        ("remove it, it is in logpkg/levels.py", ""),
    ],
)
def test_a_pronoun_for_no_name_of_the_workspace_is_declined(store, code, prompt, why):
    (code / "logpkg" / "remove.py").write_text("def remove():\n    pass\n\n\ndef it():\n    pass\n")
    answer, _ = asked_unchanged(store, code, prompt)
    assert answer.startswith("I did not change anything") and why in answer


@pytest.mark.parametrize(
    "prompt, file, before_after",
    [
        (
            "would you mind renaming the helper `lookup` to `find_level`? it lives in "
            "logpkg/levels.py",
            "levels.py",
            ("def lookup(", "def find_level("),
        ),
        (
            "TODO(logpkg/levels.py): lookup needs a docstring",
            "levels.py",
            ("", 'def lookup(text):\n    """'),
        ),
        (
            "[logpkg/sink.py] add import os up top with the other imports",
            "sink.py",
            ("", "import os"),
        ),
        (
            "logpkg/levels.py, error text: 'A level that has no name.' -> 'A level without a name.'",
            "levels.py",
            ("has no name", "without a name"),
        ),
        (
            'typo in logpkg/levels.py: "numeric level" should be "number level"',
            "levels.py",
            ("numeric level", "number level"),
        ),
        (
            "Right before the line def emit(self, record): put a comment line # one record, in "
            "logpkg/sink.py",
            "sink.py",
            ("", "    # one record\n    def emit(self, record):"),
        ),
        (
            "logpkg/levels.py, the `level = level_name(int(text))` line -> comment it out pls",
            "levels.py",
            ("", "    # level = level_name(int(text))"),
        ),
    ],
)
def test_requests_in_the_seventh_sets_phrasings(store, code, prompt, file, before_after):
    gone, new = before_after
    ask(store, code, prompt)
    text = (code / "logpkg" / file).read_text()
    assert new in text and (not gone or gone not in text)
    ast.parse(text)


def test_a_line_range_said_line_to_line(store, code):
    _, _, before, after = _edited(store, code, "please delete line 3 to line 4 in logpkg/levels.py")
    assert after == before[:2] + before[4:]


def test_a_change_of_behaviour_asked_in_a_second_sentence_is_declined(store, code):
    answer, _ = asked_unchanged(
        store,
        code,
        "lookup recomputes everything on each call. Cache its result in logpkg/levels.py.",
    )
    assert answer.startswith("I did not change anything")


@pytest.mark.parametrize(
    "prompt, line3",
    [
        ("Replace `20` with `30` on line 3 of logpkg/levels.py", "DEFAULT = 30  #"),
        ("On line 3 of logpkg/levels.py, change 20 to 30", "DEFAULT = 30  #"),
        ("Change line 3 of logpkg/levels.py from DEFAULT = 20 to DEFAULT = 25", "DEFAULT = 25  #"),
        ("In logpkg/levels.py, DEFAULT = 20 -> DEFAULT = 40", "DEFAULT = 40  #"),
        ("logpkg/levels.py: DEFAULT: 20 -> 35", "DEFAULT = 35  #"),
        ("Please make DEFAULT 45 in logpkg/levels.py", "DEFAULT = 45  #"),
    ],
)
def test_a_value_changed_in_terse_phrasings(store, code, prompt, line3):
    _, _, before, after = _edited(store, code, prompt)
    assert after[2].startswith(line3) and after[:2] + after[3:] == before[:2] + before[3:]


def test_a_text_on_a_numbered_line_only_changes_there(store, tmp_path):
    """'20' is on two lines: "on line 2" says which (without it the request is refused)."""
    (tmp_path / "t.py").write_text("A = 20\nB = 20\n")
    answer, _ = asked_unchanged(store, tmp_path, "replace `20` with `30` in t.py")
    assert "occurs 2 times" in answer
    ask(store, tmp_path, "replace `20` with `30` on line 2 of t.py")
    assert (tmp_path / "t.py").read_text() == "A = 20\nB = 30\n"


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


def test_a_blank_line_inserted_and_deleted(store, code):
    _, _, before, after = _edited(store, code, "add a blank line after line 3 of logpkg/levels.py")
    assert after == before[:3] + [""] + before[3:]
    _, _, before, after = _edited(store, code, "Delete the blank line 4 in logpkg/levels.py")
    assert after == before[:3] + before[4:]


@pytest.mark.parametrize(
    "prompt, check",
    [
        ("lookup: rename to parse_level", lambda t: "def parse_level(" in t),
        ("Give `lookup` a better name: parse_level", lambda t: "def parse_level(" in t),
        ("Rename every occurrence of `lookup` to `parse_level`", lambda t: "def parse_level(" in t),
        ("Kill the lookup function.", lambda t: "def lookup" not in t),
        ("Nuke lines 3-4 of logpkg/levels.py", lambda t: "DEFAULT" not in t),
        ("Please change DEFAULT's value to 30", lambda t: "DEFAULT = 30  #" in t),
        (
            "logpkg/levels.py line 3: DEFAULT = 20 should be DEFAULT = 30",
            lambda t: "DEFAULT = 30  #" in t,
        ),
        (
            'Can you document lookup? Something like "Parse a level name."',
            lambda t: 'def lookup(text):\n    """Parse a level name."""' in t,
        ),
    ],
)
def test_requests_in_yet_other_phrasings(store, code, prompt, check):
    assert check(_levels_after(store, code, prompt))


# --- the eighth blind edit set's kinds (benchmarks/heldout_edits.py QUESTIONS8) ---------------


def test_that_function_is_a_function_even_where_a_class_is_named_too(store, code):
    """The pronoun's noun says the kind: "that function" is never the class said beside it."""
    ask(
        store,
        code,
        "In logpkg/levels.py there is a module-level function lookup() that only wraps "
        "UnknownLevel handling. We don't need it anymore: remove that function!",
    )
    text = (code / "logpkg/levels.py").read_text()
    assert "def lookup" not in text and "class UnknownLevel" in text


@pytest.mark.parametrize(
    "prompt, check",
    [
        (
            "lookup dont have any docstring, pls write one",
            lambda t: 'def lookup(text):\n    """' in t,
        ),
        (
            "I'd like it public. Append the line __all__ = ['lookup'] at the very end of "
            "logpkg/levels.py, after the NAMES table.",
            lambda t: t.rstrip().endswith("__all__ = ['lookup']"),
        ),
        (
            "Lines 3-4 of logpkg/levels.py set a default; the caller always passes one. Please "
            "delete those two lines.",
            lambda t: "DEFAULT" not in t,
        ),
        (
            "Change the doc text “A level that has no name.” to “A level without a name.”",
            lambda t: "A level without a name." in t,
        ),
        (
            "logpkg/levels.py needs import os at line 2, between the docstring and DEFAULT.",
            lambda t: t.splitlines()[1] == "import os",
        ),
        (
            "Default DEFAULT to 30 instead of 20 (logpkg/levels.py).",
            lambda t: "DEFAULT = 30  #" in t,
        ),
        (
            'in logpkg/levels.py the text "A level that has no name." is unclear, change it into '
            '"An unnamed level." please',
            lambda t: '"""An unnamed level."""' in t,
        ),
        (
            "lookup converts twice because of level_name(int(text)). Replace that line with a "
            "plain level = int(text).",
            lambda t: "    level = int(text)" in t and "level_name(int" not in t,
        ),
    ],
)
def test_requests_in_the_eighth_sets_phrasings(store, code, prompt, check):
    assert check(_levels_after(store, code, prompt))


def test_a_change_asked_after_a_dash_is_a_request(store, code):
    answer, _ = asked_unchanged(
        store, code, "lookup is slow on long inputs — could you make it faster?"
    )
    assert answer.startswith("I did not change anything")


def test_a_docstring_for_a_name_several_classes_define_is_declined(store, tmp_path):
    (tmp_path / "twins.py").write_text(TWINS)
    answer, _ = asked_unchanged(store, tmp_path, "Add a docstring to __init__ in twins.py.")
    assert answer.startswith("I did not change anything") and "`A.__init__`" in answer


# --- the ninth blind edit set's kinds (benchmarks/heldout_edits.py QUESTIONS9) ----------------


@pytest.mark.parametrize(
    "prompt, check",
    [
        (
            "pls comment out the line level = level_name(int(text)) in lookup, returning the "
            "text is enough for us",
            lambda t: "    # level = level_name(int(text))" in t,
        ),
        (
            'Could lookup also know 30? In logpkg/levels.py change {10: "DEBUG", 20: "INFO"} '
            'to {10: "DEBUG", 20: "INFO", 30: "WARNING"}.',
            lambda t: 'NAMES = {10: "DEBUG", 20: "INFO", 30: "WARNING"}' in t,
        ),
        (
            "First step only: put “import os” with the other imports at the top of "
            "logpkg/levels.py.",
            lambda t: "\nimport os\n" in t,
        ),
        (
            "Remove this line from lookup, it's just noise: return level",
            lambda t: "    return level\n" not in t.split("def lookup")[1],
        ),
        (
            'The text "A level that has no name." in logpkg/levels.py is vague, make it "An '
            'unnamed level."',
            lambda t: '"""An unnamed level."""' in t,
        ),
        (
            "logpkg/levels.py — the default level (DEFAULT) should be 30, not 20",
            lambda t: "DEFAULT = 30  #" in t,
        ),
        (
            "In lookup, just before `return level`, insert `level = abs(level)`",
            lambda t: "    level = abs(level)\n    return level" in t,
        ),
        (
            "TODO: drop the pointless ‘return level’ line in lookup (logpkg/levels.py), it is dead",
            lambda t: "    return level\n" not in t.split("def lookup")[1],
        ),
        (
            "Nothing calls lookup(). Please delete that function from logpkg/levels.py.",
            lambda t: "def lookup" not in t,
        ),
    ],
)
def test_requests_in_the_ninth_sets_phrasings(store, code, prompt, check):
    assert check(_levels_after(store, code, prompt))


def test_a_line_said_before_is_uncommented_by_its_pronoun(store, tmp_path):
    (tmp_path / "pop.py").write_text("class P:\n    x = 1\n    #y = 2\n")
    ask(store, tmp_path, "Someone left `#y = 2` commented out in P (pop.py). Uncomment it please.")
    assert (tmp_path / "pop.py").read_text() == "class P:\n    x = 1\n    y = 2\n"


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


# --- the tenth blind edit set's kinds (benchmarks/heldout_edits.py QUESTIONS10) ---------------


@pytest.mark.parametrize(
    "prompt, check",
    [
        (
            "lookup is the only public function without a docstring - could you give it one?",
            lambda t: 'def lookup(text):\n    """' in t,
        ),
        (
            "just before the line `return level` in lookup, put the comment `# done`",
            lambda t: "    # done\n    return level" in t,
        ),
        (
            "Please add a new line 2 to logpkg/levels.py that reads import os",
            lambda t: t.splitlines()[1] == "import os",
        ),
        (
            "The UnknownLevel class deserves a docstring saying it is raised for unnamed levels.",
            lambda t: "Raised for unnamed levels." in t,
        ),
        (
            "The docstring of lookup() is missing; level_name's is 'The name of a numeric "
            "level.' - I'd rather it said 'The name of a level.'",
            lambda t: '"""The name of a level."""' in t,
        ),
        (
            "In lookup the level comes from level_name; name_of would read better. Rename it please.",
            lambda t: "def name_of(level):" in t and "level_name" not in t,
        ),
        (
            'logpkg/levels.py — I want `import os` directly below `"""Log levels."""` at the top.',
            lambda t: t.splitlines()[1] == "import os",
        ),
        (
            "Add a last line # end at the very bottom of logpkg/levels.py.",
            lambda t: t.splitlines()[-1] == "# end",
        ),
        (
            "Levels are too fine. Change DEFAULT = 20 into DEFAULT = 30.",
            lambda t: "DEFAULT = 30  #" in t,
        ),
        (
            "logpkg/levels.py: add a module-level import os next to the other imports",
            lambda t: "\nimport os\n" in t,
        ),
        (
            "Is it possible to change 'A level that has no name.' to 'An unnamed level.' in "
            "UnknownLevel?",
            lambda t: '"""An unnamed level."""' in t,
        ),
        (
            "TODO(levels): nothing calls lookup any more -> remove the whole function.",
            lambda t: "def lookup" not in t,
        ),
        (
            "Delete this line from logpkg/levels.py: `return level`",
            lambda t: "    return level\n" not in t.split("def lookup")[1],
        ),
    ],
)
def test_requests_in_the_tenth_sets_phrasings(store, code, prompt, check):
    assert check(_levels_after(store, code, prompt))


def test_a_change_asked_after_a_comma_is_a_request(store, code):
    answer, _ = asked_unchanged(
        store, code, "lookup feels slow on long inputs, can you speed it up?"
    )
    assert answer.startswith("I did not change anything")


# --- the eleventh blind edit set's kinds (benchmarks/heldout_edits.py QUESTIONS11) ------------


@pytest.mark.parametrize(
    "prompt, check",
    [
        (
            "logpkg/levels.py, line 2: insert `import os` there (as a new line, don't overwrite "
            "anything).",
            lambda t: t.splitlines()[1] == "import os",
        ),
        (
            "Please remove the function lookup from logpkg/levels.py — nobody parses text now.",
            lambda t: "def lookup" not in t,
        ),
        (
            "logpkg/levels.py:3 — comment out that line for now, I want to see what breaks.",
            lambda t: t.splitlines()[2].startswith("# DEFAULT = 20"),
        ),
        (
            "Our docs say '30'. set DEFAULT in logpkg/levels.py to that",
            lambda t: "DEFAULT = 30  #" in t,
        ),
        (
            "There is a stale default (lines 3-4 of logpkg/levels.py). Please delete both lines.",
            lambda t: "DEFAULT" not in t,
        ),
        (
            "level_name should be called name_of. Do the rename in logpkg/levels.py, please.",
            lambda t: "def name_of(level):" in t,
        ),
        (
            "Would you mind adding a docstring to lookup? Something like: Parse a level name.",
            lambda t: 'def lookup(text):\n    """Parse a level name."""' in t,
        ),
        (
            "Add an import of functools to logpkg/levels.py, up top with the other imports.",
            lambda t: "\nimport functools\n" in t,
        ),
    ],
)
def test_requests_in_the_eleventh_sets_phrasings(store, code, prompt, check):
    assert check(_levels_after(store, code, prompt))


def test_a_number_said_from_to_is_replaced_and_a_file_named_in_passing_is_skipped(store, tmp_path):
    """ "coverage.py ..." names a tool, not a workspace file: the file named that exists is edited."""
    (tmp_path / "trace.py").write_text('VERSION = "2.0"\n')
    ask(
        store,
        tmp_path,
        "Like coverage.py does, bump the version that trace.py prints from 2.0 to 2.1.",
    )
    assert (tmp_path / "trace.py").read_text() == 'VERSION = "2.1"\n'


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


@pytest.mark.parametrize(
    "prompt",
    [
        "Could you delete this line from logpkg/levels.py: `return level`?",
        "Delete this line from lookup, it's just noise: return level. Thanks.",
        "pls comment out the line return level in lookup, the caller ignores it, please",
        "Could you logpkg/levels.py: comment out the `return level` line?",
    ],
)
def test_a_line_edit_reads_the_same_in_any_frame(store, code, prompt):
    """The request's own ending ("?", "Thanks.", ", please") is never part of the line, a
    reason before it is left out, and a frame may come before a file named first."""
    answer, _ = ask(store, code, prompt)
    body = (code / "logpkg/levels.py").read_text().split("def lookup")[1]
    assert "\n    return level\n" not in body and not answer.startswith("I did not change")


def test_a_rename_of_a_word_that_is_no_name_in_the_code_changes_nothing(store, code):
    """ "rename the helper function to something clearer" renamed the word `function` in the
    file's comments (edits12, written at the end); a word of prose is never a name to rename."""
    (code / "logpkg" / "notes.py").write_text(
        '"""A helper function or two."""\n\n# a function\nX = 1\n'
    )
    answer, _ = asked_unchanged(
        store, code, "In logpkg/notes.py, rename the helper function to something clearer."
    )
    assert answer.startswith("I did not change anything")
    answer, _ = asked_unchanged(store, code, "rename `function` to `routine` in logpkg/notes.py")
    assert "never a name in the code" in answer


# --- the twelfth and thirteenth blind edit sets' kinds (QUESTIONS12, QUESTIONS13) -------------


TABLES = """import warnings

__all__ = ["parse", "dump","load"]

COMMANDS = {
    'FETCH':   ('SELECTED',),
    'PARTIAL': ('SELECTED',),  # NB: obsolete
    'STORE':   ('SELECTED',),
}

EXPORTS = [
    'parse',
    'dump'
]

warnings.warn("tables is deprecated", DeprecationWarning)


def parse(text):
    print("start")
    for line in text.splitlines():
        print(line)
    print("done")
    if text is None:
        raise ValueError('size must be nonnegative')
    raise ValueError('size must be nonnegative, got %r' % text)


def dump(data):
    return data


def load(text):
    return text
"""


def _tables(tmp_path: Path) -> Path:
    (tmp_path / "tables.py").write_text(TABLES)
    return tmp_path / "tables.py"


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


@pytest.mark.parametrize(
    "prompt, reason",
    [
        ("remove 'NOPE' from the COMMANDS dict", "`COMMANDS` has no entry `NOPE`"),
        ("drop parse from the NAMES list", "I found no `NAMES`"),
        ("drop parse from the text list", "no dict, list, tuple or set"),
        ("add 'X' to the COMMANDS dict", "`COMMANDS` is a dict"),
    ],
)
def test_an_entry_that_is_not_there_changes_nothing(store, tmp_path, prompt, reason):
    _tables(tmp_path)
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    assert answer.startswith("I did not change anything") and reason in answer, answer


@pytest.mark.parametrize(
    "prompt, check",
    [
        (
            "logpkg/levels.py \u2014 DEFAULT to 30 please, 20 is too chatty for us",
            lambda t: "DEFAULT = 30  #" in t,
        ),
        (
            "20 logs far too much. DEFAULT = 30 in logpkg/levels.py",
            lambda t: "DEFAULT = 30  #" in t,
        ),
        (
            "Our services log at 30. Please set DEFAULT to that value instead of 20.",
            lambda t: "DEFAULT = 30  #" in t,
        ),
        ("logpkg/levels.py line 3: import os", lambda t: t.splitlines()[2] == "import os"),
        (
            'make "The name of a numeric level." read "The name of a level."',
            lambda t: '"""The name of a level."""' in t,
        ),
        (
            "In lookup, just before the line return level, add this line: assert level",
            lambda t: "    assert level\n    return level" in t,
        ),
        (
            "TODO(logpkg/levels.py): the line right after `name = NAMES.get(level)` should be"
            " `name = name or None`, add it",
            lambda t: "NAMES.get(level)\n    name = name or None\n" in t,
        ),
        (
            'The class docstring says "A level that has no name." Fix the wording to'
            ' "A level without a name."',
            lambda t: '"""A level without a name."""' in t,
        ),
    ],
)
def test_requests_said_as_the_change_alone_or_after_what_they_change(store, code, prompt, check):
    """A verbless change ("X to 30 please", "X = 30 in FILE", "FILE line 3: code"), a value or a
    text said before its pronoun, and a line wished next to another then asked for (edits12)."""
    assert check(_levels_after(store, code, prompt))


@pytest.mark.parametrize(
    "prompt",
    [
        "can u add a parse_all function to logpkg/levels.py, same like lookup but for lists",
        "Please set DEFAULT to that value.",
        "the line after `name = NAMES.get(level)` should be `name = name or None`",
    ],
)
def test_requests_it_cannot_read_whole_are_declined(store, code, prompt):
    """A request in chat spelling, a value that was never said, and a line that may be meant to
    be added or to replace the one there: declined, never answered as a question."""
    answer, _ = asked_unchanged(store, code, prompt)
    assert answer.startswith("I did not change anything")


@pytest.mark.parametrize(
    "prompt, check",
    [
        (
            "The demo prints a summary after its loop. Comment out that final print at the end"
            " of parse(), please.",
            lambda t: '    # print("done")' in t and '    print("start")' in t,
        ),
        ("delete the first print in parse", lambda t: 'print("start")' not in t),
        (
            "Importing tables warns. Can you comment out the warnings.warn(...) call in tables.py?",
            lambda t: '# warnings.warn("tables is deprecated"' in t,
        ),
        (
            "spell it non-negative instead of nonnegative in both 'size must be nonnegative'"
            " error messages",
            lambda t: t.count("size must be non-negative") == 2 and "nonnegative" not in t,
        ),
        (
            "The error 'size must be nonnegative, got %r' has a stray comma. Please remove the"
            " comma.",
            lambda t: "size must be nonnegative got %r" in t,
        ),
        (
            "dump() returns `data` unchanged. Change that line to `return dict(data)`.",
            lambda t: "    return dict(data)\n" in t and "    return text\n" in t,
        ),
        (
            "TODO(tables.py): add `import re` at module level, together with the other imports"
            " at the top (leave the one inside main() alone for now)",
            lambda t: t.startswith("import warnings\nimport re\n"),
        ),
    ],
)
def test_a_line_told_by_its_place_or_its_likeness(store, tmp_path, prompt, check):
    """The first or last call in a function, a call with its arguments left out, a word or a
    mark changed inside a text said, the line a replacement plainly edits, and an import at
    module level with a bracketed remark (edits13)."""
    path = _tables(tmp_path)
    answer, _ = ask(store, tmp_path, prompt)
    assert not answer.startswith("I did not change anything"), answer
    text = path.read_text()
    ast.parse(text)
    assert check(text), text


def test_a_file_created_with_a_single_line_after_another_verb(store, tmp_path):
    ask(
        store,
        tmp_path,
        "We're going to write tests next. Create a file requirements-dev.txt in the project root"
        " with a single line: pytest>=7",
    )
    assert (tmp_path / "requirements-dev.txt").read_text() == "pytest>=7\n"


@pytest.mark.parametrize(
    "source, item, after",
    [
        ('D = {"é": 1, "k": 2}', "k", 'D = {"é": 1}'),  # ast's columns are bytes
        ("T = ('only',)", "only", "T = ()"),
        ("L = [a, b, c]", "b", "L = [a, c]"),
        ("L = [\n    'a',\n    'b',  # x\n]", "b", "L = [\n    'a',\n]"),
        ("L = ['a', 'b',\n     'c']", "c", "L = ['a', 'b']"),
        # a tuple of two keeps the other with its comma: ("a") would be a string
        ('T = ("open_browser", "show_banner")', "show_banner", 'T = ("open_browser",)'),
        ('T = "a", "b"', "a", 'T = "b",'),
        ('T = (\n    "a",\n    "b"  # two\n)', "a", 'T = (\n    "b",  # two\n)'),
    ],
)
def test_an_entry_removed_keeps_the_rest_as_written(source, item, after):
    lines = source.splitlines()
    change = remove_entry(lines, source.split(" =")[0], item)
    assert "\n".join(lines[: change.first - 1] + change.new + lines[change.last :]) == after


# --- the fourteenth and fifteenth blind edit sets' kinds (QUESTIONS14, QUESTIONS15) -----------


def test_a_method_described_but_not_there_is_never_its_class(store, tmp_path):
    """ "the print method of Stats is dead code, remove it" deleted the whole class Stats
    (edits15: Stats has print_stats, no print); the method described is the one meant."""
    (tmp_path / "s.py").write_text(
        'class Stats:\n    """This class is used for reports."""\n\n'
        "    def print_title(self):\n        pass\n\n    def sort(self):\n        pass\n"
    )
    answer, _ = asked_unchanged(
        store, tmp_path, "the print method of Stats is dead code, remove it."
    )
    assert answer.startswith("I did not change anything")
    answer, _ = ask(store, tmp_path, "the print_title method of Stats is dead code, remove it.")
    assert answer.startswith("Deleted `Stats.print_title`"), answer
    assert [f.name for f in ast.parse((tmp_path / "s.py").read_text()).body[0].body[1:]] == ["sort"]


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
    "prompt, check",
    [
        (
            "For a test I need DEFAULT in logpkg/levels.py to be 30 instead of 20.",
            lambda t: "DEFAULT = 30  #" in t,
        ),
        (
            "In the docstring there is written 'numeric level', it must be 'number level'."
            " Please correct.",
            lambda t: '"""The name of a number level."""' in t,
        ),
        (
            "logpkg/levels.py line 3 is too chatty for us. comment it out for now",
            lambda t: t.splitlines()[2].startswith("# DEFAULT = 20"),
        ),
        (
            "fix spelling: numeric -> numerical (logpkg/levels.py, docstring of level_name())",
            lambda t: '"""The name of a numerical level."""' in t,
        ),
        (
            "In lookup, just before the line return level add: assert level",
            lambda t: "    assert level\n    return level" in t,
        ),
        (
            "please to put the comment `# a name for it` just before the line name = NAMES.get(level)",
            lambda t: "    # a name for it\n    name = NAMES.get(level)" in t,
        ),
        (
            "TODO(logpkg/levels.py): docstring for lookup (parses a level given as text)",
            lambda t: 'def lookup(text):\n    """Parses a level given as text."""' in t,
        ),
        (
            "lookup in logpkg has no docstring. could you write one? it turns a text into a level",
            lambda t: 'def lookup(text):\n    """Turns a text into a level."""' in t,
        ),
    ],
)
def test_requests_written_as_notes_needs_and_corrections(store, code, prompt, check):
    """A value needed, a text said then corrected, a line said by its number then "it", a
    spelling fix with an arrow, "add:", a quoted line before an unquoted one, and a docstring
    asked as a note or described in the next sentence (edits14, edits15)."""
    assert check(_levels_after(store, code, prompt))


def test_a_call_told_by_its_function_with_an_aside(store, tmp_path):
    path = _tables(tmp_path)
    ask(store, tmp_path, 'please comment out the print call in dump (the "done" one)')
    assert path.read_text() == TABLES  # dump() has no print: nothing changed
    ask(
        store,
        tmp_path,
        "please comment out the warnings.warn call in tables.py (the deprecation one)",
    )
    assert '# warnings.warn("tables is deprecated"' in path.read_text()


@pytest.mark.parametrize("quote", ["`", '"', "'", "\u201c"])
def test_a_pronoun_for_a_local_name_said_in_any_quotes(store, tmp_path, quote):
    """A local name is not indexed; said in quotes of any kind it is code, as in backticks
    (edits15 #1 renamed only in backticks)."""
    close = {"\u201c": "\u201d"}.get(quote, quote)
    (tmp_path / "u.py").write_text("def decode(f):\n    hdr = f.read()\n    return hdr\n")
    ask(
        store,
        tmp_path,
        f"In decode(), {quote}hdr{close} is a bit cryptic. Rename it to {quote}header{close} please.",
    )
    assert (tmp_path / "u.py").read_text() == (
        "def decode(f):\n    header = f.read()\n    return header\n"
    )


def test_lines_quoted_then_deleted_together(store, tmp_path):
    """ "the `a` / `b` pair ... Delete those two lines" (edits15): the lines quoted, one after
    the other; a count that is not theirs is not this reading."""
    path = tmp_path / "w.py"
    path.write_text(
        "def f(x):\n    while x:\n        if not x:\n            break\n        x -= 1\n"
    )
    asked_unchanged(
        store, tmp_path, "the `if not x:` / `break` pair is dead. Delete those three lines."
    )
    answer, _ = ask(
        store, tmp_path, "the `if not x:` / `break` pair is dead. Delete those two lines."
    )
    assert path.read_text() == "def f(x):\n    while x:\n        x -= 1\n", answer


def test_a_value_said_before_its_pronoun_by_its_kind(store, tmp_path):
    """ "The purple #6622aa in the html() heading ... swap it for #336699": the value of the new
    one's kind said before, not the call said after it (edits15)."""
    path = tmp_path / "c.py"
    path.write_text("def html():\n    return '<h1 style=\"color: #6622aa\">'\n")
    ask(
        store,
        tmp_path,
        "The purple #6622aa in the html() heading is hard to read. could you swap it for #336699?",
    )
    assert "#336699" in path.read_text() and "#6622aa" not in path.read_text()


def test_a_quoted_line_is_never_read_as_a_call_told_by_its_place(store, code):
    """ "Remove the `import threading` line from sched.py" (edits2) was read, midway through
    this pass, as the call `Q0(` of the prompt's skeleton."""
    answer, _, before, after = _edited(
        store, code, "Remove the `level = level_name(int(text))` line from logpkg/levels.py"
    )
    assert "    level = level_name(int(text))" not in after and len(after) == len(before) - 1


@pytest.mark.parametrize(
    "prompt, after",
    [
        (
            "There are stray semicolons at the end of self.push('503'); in smtp_RCPT and"
            " smtp_DATA. Drop them.",
            ["        self.push('503')", "        self.push('503')"],
        ),
        (
            "there is an extra semicolon after `self.push('503')` in smtp_RCPT - delete it",
            ["        self.push('503')", "        self.push('503');"],
        ),
        ("there is an extra semicolon after `self.push('503')` - delete it", None),
    ],
)
def test_stray_marks_said_with_the_code_they_end(store, tmp_path, prompt, after):
    """The marks said first, then "drop them" (edits16): the code without them, everywhere
    for a plural, in the one function named for a singular; not when two places hold it."""
    path = tmp_path / "s.py"
    path.write_text(
        "class S:\n    def smtp_RCPT(self):\n        self.push('503');\n\n"
        "    def smtp_DATA(self):\n        self.push('503');\n"
    )
    if after is None:
        answer, _ = asked_unchanged(store, tmp_path, prompt)
        assert "occurs 2 times" in answer
        return
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text().splitlines()[2::3] == after, answer


@pytest.mark.parametrize(
    "prompt, check",
    [
        (
            "We log at warning level now, so DEFAULT should be 30.",
            lambda t: "DEFAULT = 30  #" in t,
        ),
        ("lookup in logpkg/levels.py -> parse_level pls", lambda t: "def parse_level(" in t),
        (
            'level_name() says "The name of a numeric level." Change that string to'
            ' "The name of a level."',
            lambda t: '"""The name of a level."""' in t,
        ),
    ],
)
def test_requests_of_the_sixteenth_blind_set(store, code, prompt, check):
    """A value after "so", a rename said as an arrow alone, "that string" (edits16)."""
    assert check(_levels_after(store, code, prompt))


@pytest.mark.parametrize(
    "prompt",
    [
        "T.__init__ never sets self.current, only pick does. Initialise it to None in __init__,"
        " right after the cache line.",
        "add self.current = None in __init__, right after the cache line.",
        "In __init__, add self.current = None right after the self.cache = {} line.",
    ],
)
def test_a_line_added_next_to_a_line_told_by_a_name_it_holds(store, tmp_path, prompt):
    """ "Initialise it to None in __init__, right after the fncache line" (edits14): an
    assignment wished for, next to the one line of ``__init__`` that holds the name; "the X
    line" is that line, not the text "X line"."""
    path = tmp_path / "t.py"
    path.write_text(
        "class T:\n    def __init__(self):\n        self.cache = {}\n        self.n = 0\n\n"
        "    def pick(self, k):\n        self.current = self.cache.get(k)\n"
    )
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text().splitlines()[2:4] == [
        "        self.cache = {}",
        "        self.current = None",
    ], answer


DEMO = (
    "import sys\n\n\ndef run(x):\n    return x\n\n\ndef test():\n    print(run(sys.argv))\n\n\n"
    "if __name__ == '__main__':\n    test()\n"
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


def test_a_main_block_that_is_not_there_changes_nothing(store, tmp_path):
    (tmp_path / "d.py").write_text("def run(x):\n    return x\n")
    answer, _ = asked_unchanged(store, tmp_path, "remove the __main__ block from d.py")
    assert "no `if __name__" in answer


@pytest.mark.parametrize(
    "prompt, check",
    [
        (
            "[logpkg/levels.py] set DEFAULT to 1.5e+3 (a float, for the test)",
            lambda t: "DEFAULT = 1.5e+3  #" in t,
        ),
        (
            "TODO(logpkg/levels.py): lookup needs a docstring - it parses a level given as text.",
            lambda t: '    """Parses a level given as text."""' in t,
        ),
        ("pls add import sys at teh top of logpkg/levels.py", lambda t: "\nimport sys\n" in t),
        (
            'There is a typo in the docstring: "numeric level" should be "number level". Fix it'
            " please (logpkg/levels.py).",
            lambda t: '"""The name of a number level."""' in t,
        ),
        (
            "In lookup (logpkg/levels.py), line 16 returns a name set just before. Can you"
            " delete that line?",
            lambda t: "    return level\n" not in t and "level = level_name" in t,
        ),
    ],
)
def test_requests_of_the_seventeenth_blind_set(store, code, prompt, check):
    """A number with an exponent and a remark in brackets after it, "X needs a docstring - it
    ...", a mistyped small word, a text that should read another then "Fix it", "that line"
    after a line number (edits17, each declined on main)."""
    assert check(_levels_after(store, code, prompt))


@pytest.mark.parametrize(
    "prompt",
    [
        "Give FileSink a flush() method in logpkg/sink.py that writes what is buffered.",
        "lookup() returns None for some inputs that look fine. Can you find the bug in"
        " logpkg/levels.py?",
    ],
)
def test_a_new_method_or_a_bug_hunt_is_declined(store, code, prompt):
    """Beyond a program that is not a model: said so, nothing changed (edits17 answered both
    as questions, a file listing and a return value)."""
    answer, _ = asked_unchanged(store, code, prompt)
    assert answer.startswith("I did not change anything"), answer


def test_a_text_changed_from_one_to_another_in_a_named_function(store, tmp_path):
    """ "Change the debugger prompt from `(Pdb) ` to `(dbg) ` in Pdb.__init__" (heldout7) was
    declined: the texts after "from" and "to", only inside the function named."""
    path = tmp_path / "dbg.py"
    path.write_text(
        "class Pdb:\n    def __init__(self):\n        self.prompt = '(Pdb) '\n\n"
        "    def help(self):\n        print('(Pdb) is the prompt')\n"
    )
    answer, _ = ask(
        store, tmp_path, "Change the debugger prompt from `(Pdb) ` to `(dbg) ` in Pdb.__init__."
    )
    assert path.read_text().splitlines()[2] == "        self.prompt = '(dbg) '", answer
    assert "print('(Pdb) is the prompt')" in path.read_text()


def test_breaking_a_function_up_is_declined(store, code):
    answer, _ = asked_unchanged(
        store,
        code,
        "level_name is a monster. Please break it up into smaller helper methods without"
        " changing how it behaves.",
    )
    assert answer.startswith("I did not change anything"), answer


@pytest.mark.parametrize(
    "prompt, check",
    [
        (
            "The helper `level_name` in logpkg/levels.py is too easy to confuse with int()."
            " Rename it to name_of_level (the def and its callers).",
            lambda t: "def name_of_level(" in t and "name_of_level(int(text))" in t,
        ),
        (
            "In lookup() the line after level = level_name(int(text)) is dead code. Delete it.",
            None,  # the line after the code said: deleted the line of that code on main
        ),
        (
            "In lookup() the first line, level = level_name(int(text)), is worth keeping, but"
            " the line after it, return level, is dead code: nothing reads it. Delete it.",
            None,  # two lines said: which one is not clear, so nothing changes
        ),
        (
            "Make the error say what was looked up. Replace the line\n"
            "        raise UnknownLevel(level)\nwith\n"
            '        raise UnknownLevel(f"no level {level}")',
            lambda t: '        raise UnknownLevel(f"no level {level}")' in t,
        ),
        (
            "I want that the NAMES line in logpkg/levels.py is commented, the one"
            ' `NAMES = {10: "DEBUG", 20: "INFO"}`. Please do it.',
            lambda t: '# NAMES = {10: "DEBUG", 20: "INFO"}' in t,
        ),
        (
            "lookup only forwards to level_name. Remove that function from logpkg/levels.py,"
            " comments and all.",
            lambda t: "def lookup(" not in t and "def level_name(" in t,
        ),
        (
            "logpkg/levels.py — set DEFAULT to just 30, without the comment change.",
            lambda t: "DEFAULT = 30  # the level used" in t,
        ),
    ],
)
def test_requests_of_the_eighteenth_blind_set(store, code, prompt, check):
    """A pronoun's name is the subject, never a name after "in" or "with" (a rename of
    ``_strerror`` renamed ``os.strerror``; of ``lz_mode``, the function ``open``), a purpose
    sentence before the change, a line wished commented, "..., docstring and all", "to just
    X" (edits18)."""
    if check is None:
        asked_unchanged(store, code, prompt)
        return
    assert check(_levels_after(store, code, prompt))


def test_a_line_said_as_code_before_delete_it_is_that_line(store, code):
    """ "In initiate_send() the first line, num_sent = 0, is dead code ... Delete it."
    deleted the whole function on main (edits18)."""
    path = code / "logpkg/levels.py"
    path.write_text(
        path.read_text().replace("def lookup(text):\n", "def lookup(text):\n    level = 0\n")
    )
    text = _levels_after(
        store,
        code,
        "In lookup() the first line, level = 0, is dead code: the next line overwrites it. Delete it.",
    )
    assert "def lookup(text):\n    level = level_name(int(text))" in text


@pytest.mark.parametrize("typo", ["uncoment", "Uncoment"])
def test_an_edit_verb_mistyped(store, tmp_path, typo):
    path = tmp_path / "a.py"
    path.write_text("def f():\n    # print('adding channel')\n    return 1\n")
    ask(
        store,
        tmp_path,
        f"theres a commented-out print in f (the 'adding channel' one). {typo} it pls",
    )
    assert "    print('adding channel')\n" in path.read_text()


def test_a_name_bound_to_is_the_name_a_pronoun_stands_for(store, tmp_path):
    """ "In pyclbr's _main the lambda is bound to lineno_key; sort_key would read better.
    Rename it" (edits10): the function it is in is the place, the name bound is the subject."""
    path = tmp_path / "m.py"
    path.write_text(
        "def _main():\n    lineno_key = lambda a: a\n    return sorted([], key=lineno_key)\n"
    )
    ask(
        store,
        tmp_path,
        "In m's _main the lambda is bound to lineno_key; sort_key would read better. Rename it.",
    )
    assert "def _main():" in path.read_text() and "key=sort_key" in path.read_text()


ASYNC = '''import sys


def readable(self):
    return 1
    # return (len(self.buf) <= self.size)


def push(self, data):
    if isinstance(data, str):
        data = bytes(str, self.encoding)
    return data


def main():
    parser = make_parser()
    parser.allow_interspersed_args = False
    parser.add_option(
        "-s",
        default=2,
    )
    annotate = 30 if parser.annotate else 0
    return annotate


def load_source(name):
    return name


def load_compiled(name):
    """Load a compiled module."""
    return name


def assure_consistency():
    return True


assure_consistency()
del assure_consistency
'''


@pytest.mark.parametrize(
    "prompt, check",
    [
        (
            "In readable() there's an old return that was commented out: `# return (len(self.buf)"
            " <= self.size)`. Uncomment it, I want to try the size check again.",
            lambda t: "\n    return (len(self.buf) <= self.size)\n" in t,
        ),
        (
            "fix: as.py line 11 calls bytes(str, self.encoding) — that should be"
            " bytes(data, self.encoding)",
            lambda t: "data = bytes(data, self.encoding)" in t,
        ),
        (
            "comment out parser.allow_interspersed_args = False in as's main()",
            lambda t: "# parser.allow_interspersed_args = False" in t,
        ),
        (
            "In as.py the -s option has `default=2,`. Can you make that line `default=-1,` so the"
            " output keeps the standard order?",
            lambda t: "        default=-1,\n" in t,
        ),
        (
            "load_source is the only one of the load_* functions in as.py without a docstring."
            " Add one.",
            lambda t: 'def load_source(name):\n    """' in t,
        ),
        (
            "as.py deletes assure_consistency right after calling it, so i cant call it from my"
            " tests. comment out that del statement",
            lambda t: "# del assure_consistency" in t,
        ),
        (
            "When it runs with -a, the annotations start at column 30; I'd like 40. Change"
            " `annotate = 30 if parser.annotate else 0` so it uses 40.",
            lambda t: "annotate = 40 if parser.annotate else 0" in t,
        ),
        (
            "Create a script show.py next to as.py with exactly these two lines:\n"
            "import sys\nprint(sys.argv)",
            None,
        ),
    ],
)
def test_requests_of_the_nineteenth_blind_set(store, tmp_path, prompt, check):
    """A quoted line over a call said as its place, "line N calls X — that should be Y", a
    function in a possessive, "make that line `Y` so ...", a name before "is the only one ...
    without a docstring", "that del statement", "Change `X` so it uses 40", a script's lines
    after a colon (edits19, each declined or wrong on main)."""
    path = tmp_path / "as.py"
    path.write_text(ASYNC)
    answer, _ = ask(store, tmp_path, prompt)
    if check is None:
        assert (tmp_path / "show.py").read_text() == "import sys\nprint(sys.argv)\n", answer
        return
    text = path.read_text()
    ast.parse(text)
    assert check(text), answer


@pytest.mark.parametrize(
    "prompt, check",
    [
        (
            "In as's main the annotation column falls back to 30 when -a is given; make that"
            " fallback 40.",
            lambda t: "annotate = 40 if parser.annotate else 0" in t,
        ),
        (
            "change main's default from 2 to 3 in as.py",
            lambda t: "        default=3,\n" in t,
        ),
    ],
)
def test_requests_of_the_eighth_held_out_set(store, tmp_path, prompt, check):
    """A number said before "make that fallback 40", "change f's default X from A to B"
    (heldout8, each declined on main)."""
    path = tmp_path / "as.py"
    path.write_text(ASYNC)
    answer, _ = ask(store, tmp_path, prompt)
    assert check(path.read_text()), answer


@pytest.mark.parametrize(
    "prompt, check",
    [
        (
            "hey so LocaleTime.__calc_am_pm in w.py only has a comment, no docstring. can you add"
            " one saying it fills self.am_pm with the AM/PM strings?",
            lambda t: '        """Fills self.am_pm with the AM/PM strings."""' in t,
        ),
        (
            "The `del err` inside the KeyError handler of _strptime() is only there to break a"
            " cycle, and the raise right after it uses `from None` anyway. Comment it out.",
            lambda t: "        # del err\n" in t,
        ),
        (
            "TODO(w.py): add the modeline `# vim: set ts=4 sw=4 et:` as the very last line",
            lambda t: t.endswith("# vim: set ts=4 sw=4 et:\n"),
        ),
        (
            "Could you coment out the line at the bottom of w.py that ignores ImportWarning by"
            " default?",
            lambda t: '    # simplefilter("ignore", category=ImportWarning, append=1)' in t,
        ),
        (
            "drop the assert in filterwarnings that checks the message is a string",
            lambda t: "isinstance(message, str)" not in t and "invalid action" in t,
        ),
        (
            "In the thread_deleted callback inside create_dict, dct is assigned and never used."
            " Make that line just `local.dicts.pop(idt)`.",
            lambda t: "\n        local.dicts.pop(idt)\n" in t,
        ),
        ("bump _MAXCACHE in w.py up to 1024 pls", lambda t: "_MAXCACHE = 1024" in t),
    ],
)
def test_requests_of_the_twentieth_blind_set(store, tmp_path, prompt, check):
    """ "only has a comment, no docstring", the quoted subject of a sentence before "Comment it
    out", any noun before a quoted line, a line told by what it does ("the assert in f that
    checks ...", "the line at the bottom of FILE that ignores X"), "make that line just X",
    "bump X up to N" (edits20 and heldout9, each declined on main)."""
    path = tmp_path / "w.py"
    path.write_text(WARN)
    answer, _ = ask(store, tmp_path, prompt)
    text = path.read_text()
    ast.parse(text)
    assert check(text), answer


@pytest.mark.parametrize(
    "prompt, check",
    [
        (
            "setraw is dead weight, every caller has its own. Delete it. (tty.py)",
            lambda t: "def setraw" not in t and "def setcbreak" in t,
        ),
        (
            "tty.py: Rename every `comp` to `parts`.",
            lambda t: "    parts = fd\n    return parts" in t,
        ),
        (
            'At the very end of tty.py add: VERSION = "1"',
            lambda t: t.endswith('VERSION = "1"\n'),
        ),
        (
            "Just above the line `def setcbreak(fd):` insert this comment: # cbreak mode",
            lambda t: "# cbreak mode\ndef setcbreak(fd):" in t,
        ),
        (
            "tty.py: setcbreak should not be exported anymore, take it out of __all__.",
            lambda t: '__all__ = ["setraw"]' in t,
        ),
        (
            "Please make rename of setcbreak into set_cbreak in tty.py, the def and also the entry"
            " in __all__",
            lambda t: "def set_cbreak(fd):" in t and '"set_cbreak"]' in t,
        ),
        (
            "we dont support windows, so delete the try/except for WindowsIO at the end of tty.py"
            " (lines 20 to 23)",
            lambda t: "WindowsIO" not in t and t.rstrip().endswith("return fd"),
        ),
        (
            "_dummy_thread is gone, so the entry 'dummy_thread': '_dummy_thread', in MAPPING of"
            " tty.py is useless. Drop it.",
            lambda t: "dummy_thread" not in t and '"thread": "_thread"' in t,
        ),
        (
            "Add a small script check.py next to tty.py with exactly these two lines:\n"
            "import tty\nprint(tty.__all__)",
            None,
        ),
    ],
)
def test_requests_of_the_twenty_first_blind_set(store, tmp_path, prompt, check):
    """A file in brackets after the request, "Rename every X", "At the very end of FILE add:
    X", a quoted anchor before an unquoted comment, "take it out of __all__", "make rename of X
    into Y", "(lines 22 to 25)", an entry said before "Drop it", "a small script" (edits21,
    each declined on main)."""
    path = tmp_path / "tty.py"
    path.write_text(TTY)
    answer, _ = ask(store, tmp_path, prompt)
    if check is None:
        assert (tmp_path / "check.py").read_text() == "import tty\nprint(tty.__all__)\n", answer
        return
    text = path.read_text()
    ast.parse(text)
    assert check(text), answer


@pytest.mark.parametrize(
    "prompt",
    [
        "Could you make tty.py work when the _win extension is missing, by falling back to _pywin?",
        "Importing tty takes too long for our CLI. Build the mapping lazily, only when asked.",
        "Regenerate the MAPPING table in tty.py from the 3.12 data files.",
    ],
)
def test_a_file_is_never_emptied_by_a_request_it_cannot_make(store, tmp_path, prompt):
    """ "Could you make io.py work when ... ?" replaced io.py with an empty file on main
    (edits21): "make FILE work" creates nothing, and no request without a text empties a file."""
    (tmp_path / "tty.py").write_text(TTY)
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    assert answer.startswith("I did not change anything"), answer


@pytest.mark.parametrize(
    "prompt, check",
    [
        ("bump _MAXCACHE in w.py up to 1024 pls Thanks.", lambda t: "_MAXCACHE = 1024" in t),
        (
            "create_dict is dead weight, nobody calls it. Delete it. (w.py) Thanks.",
            lambda t: "def create_dict(" not in t and "def filterwarnings(" in t,
        ),
    ],
)
def test_a_request_then_its_courtesy_after_a_file_in_brackets(store, tmp_path, prompt, check):
    """ "... pls Thanks." and "... (FILE) Thanks." (bench_edit_frames on edits21 and heldout9):
    the courtesy after the request is no part of it."""
    path = tmp_path / "w.py"
    path.write_text(WARN)
    answer, _ = ask(store, tmp_path, prompt)
    assert check(path.read_text()), answer


def test_a_block_not_the_main_one_said_after_a_long_preface_changes_nothing(store, tmp_path):
    """ "<a sentence> drop the test function together with the `foo` block" deleted `test` and
    the `__main__` block when the sentence before it was long enough: the quote after the
    function was looked for at an offset of the whole prompt inside the match."""
    (tmp_path / "d.py").write_text(DEMO)
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "We are done with the old demo code now, all of it, it never ran anywhere. drop the test"
        " function together with the `foo` block",
    )
    assert answer.startswith("I did not change anything"), answer


# --- the eleventh pass: blind sets heldout11-12 and edits22-23 (third-party code among them) -----


WEAK = '''"""Weak sets."""

import io

BUFFER_SIZE = io.DEFAULT_BUFFER_SIZE


class WeakSet:
    def pop(self):
        while True:
            try:
                item = self.data.pop()
            except KeyError:
                raise KeyError('pop from empty WeakSet') from None
            return item

    def discard(self, item):
        raise KeyError('pop from empty WeakSet')


class DecompressReader:
    def _rewind(self):
        self._pos = 0

    def seek(self, offset):
        if offset < self._pos:
            self._rewind()
        return offset


class ABCMeta(type):
    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        abstracts = {name for name, value in namespace.items()}
        cls.__abstractmethods__ = frozenset(abstracts)
        return cls


class Sequence:
    @classmethod
    def register(cls, other):
        return other


Sequence.register(memoryview)
'''


@pytest.mark.parametrize(
    "prompt, check",
    [
        (
            'The KeyError in WeakSet.pop should say "pop from an empty WeakSet", not "pop from '
            'empty WeakSet".',
            lambda t: (
                "KeyError('pop from an empty WeakSet') from None" in t
                and "KeyError('pop from empty WeakSet')\n" in t
            ),
        ),
        (
            "weak.py: BUFFER_SIZE should be 131072 instead of io.DEFAULT_BUFFER_SIZE.",
            lambda t: "BUFFER_SIZE = 131072" in t,
        ),
        (
            "Could you rename the `_rewind` method of DecompressReader to `_restart_stream`? It is"
            " called from seek() as well.",
            lambda t: "def _restart_stream(self)" in t and "self._restart_stream()" in t,
        ),
        (
            "in weak.py, ABCMeta.__new__ has a local called abstracts — can you call it "
            "abstract_names instead",
            lambda t: "def __new__(" in t and "frozenset(abstract_names)" in t,
        ),
        (
            "TODO(weak.py): import sys at the top of the module",
            lambda t: "\nimport sys\n" in t and t.index("import sys") < t.index("class WeakSet"),
        ),
        (
            "Sequence.register(memoryview) shoud be commented out for now, memoryview makes "
            "trouble for us",
            lambda t: "# Sequence.register(memoryview)" in t,
        ),
    ],
)
def test_requests_of_the_twenty_third_blind_set(store, tmp_path, prompt, check):
    """'X should say "a", not "b"' (in the method said), "FILE: X should be N instead of
    io.NAME", "rename the `m` method of C to `n`", "a local called X ... call it Y" (renamed
    `__new__` on main), "import sys at the top of the module", "X(y) shoud be commented out"
    (edits23, each wrong or declined on main)."""
    path = tmp_path / "weak.py"
    path.write_text(WEAK)
    answer, _ = ask(store, tmp_path, prompt)
    text = path.read_text()
    ast.parse(text)
    assert check(text), answer


def test_a_question_then_a_change_if_not_is_a_request(store, tmp_path):
    """ "Is X thread-safe? If not, make it thread-safe with a lock." was answered as a question
    on main (edits23): the imperative after "If not," asks for a change, beyond the model."""
    (tmp_path / "weak.py").write_text(WEAK)
    prompt = "Is WeakSet safe to use from several threads at once? If not, make it thread-safe."
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    assert answer.startswith("I did not change anything"), answer


SITE = """no_pad = '__no__pad__'

UNSAFE_ATTRIBUTES = {"gi_frame", "gi_code"}

COMPILER_VARS = ('CC', 'CXX', 'LDSHARED')

maxlen = 0


def partition_all(n, seq):
    if n < 0:
        raise LookupError("parition_all needs a positive size")
    return seq


class SortedList:
    def __init__(self, iterable=None, key=None):
        assert key is None
        self._load = 1000


def lock_file(path, timeout=None, retry_period=0.05):
    return path


class LRU:
    def evict(self):
        key = next(iter(self.heavy or self.order))
        return key


def sethelper():
    return None


def main():
    sethelper()
    return 0
"""


@pytest.mark.parametrize(
    "prompt, check",
    [
        (
            "change the no_pad sentinel in the site module to the string '__no_pad__' (right now "
            "it's '__no__pad__' with a double underscore in the middle)",
            lambda t: "no_pad = '__no_pad__'" in t,
        ),
        (
            "Theres a typo in the LookupError message of partition_all: it says parition_all, "
            "should be partition_all. pls fix",
            lambda t: 'LookupError("partition_all needs' in t and "def partition_all(" in t,
        ),
        (
            "I'm debugging SortedList.__init__. Could you comment out the assert key is None line"
            " there for now?",
            lambda t: "# assert key is None" in t,
        ),
        (
            "At the very end of site.py add this line: __all__ = ['SortedList', 'LRU']",
            lambda t: t.rstrip().endswith("__all__ = ['SortedList', 'LRU']"),
        ),
        (
            "lock_file is the public entry point of this module but it has no docstring. Write "
            "one that explains the timeout and retry_period keyword arguments.",
            lambda t: ast.get_docstring(
                next(n for n in ast.parse(t).body if getattr(n, "name", "") == "lock_file")
            ),
        ),
        (
            "In LRU.evict, put a comment `# heavy keys first` on the line just above "
            "`key = next(iter(self.heavy or self.order))`.",
            lambda t: "# heavy keys first\n        key = next(" in t,
        ),
        (
            "In site.py please change maxlen from 0 to 1048576 so POSTs over a meg get refused.",
            lambda t: "maxlen = 1048576" in t,
        ),
        (
            "comment out the sethelper() call in site.main",
            lambda t: "    # sethelper()" in t and "def sethelper():" in t,
        ),
        (
            "add 'LD' at the end of the COMPILER_VARS tuple in site.py",
            lambda t: "COMPILER_VARS = ('CC', 'CXX', 'LDSHARED', 'LD')" in t,
        ),
        (
            'In site.py, add "gi_yieldfrom" to UNSAFE_ATTRIBUTES.',
            lambda t: '"gi_yieldfrom"' in t.splitlines()[2],
        ),
    ],
)
def test_requests_of_the_twenty_second_blind_set(store, tmp_path, prompt, check):
    """Requests of edits22 (on third-party code) and of the question sets heldout11-12, each
    declined on main: "the X sentinel in the M module to the string 'v' (right now it's ...)",
    "it says a, should be b. pls fix", "the assert ... line there for now", "add this line: X",
    "X is ... but it has no docstring. Write one ...", "on the line just above `y`", "from 0 to N
    so ...", "in site.main" (a module's function), an entry added to a tuple or a constant set."""
    path = tmp_path / "site.py"
    path.write_text(SITE)
    answer, _ = ask(store, tmp_path, prompt)
    text = path.read_text()
    ast.parse(text)
    assert check(text), answer


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


@pytest.mark.parametrize(
    "prompt, check",
    [
        (
            "the `warnings` function in hooks.py is dead (it's deprecated and does nothing). "
            "delete it please",
            lambda t: "def warnings(" not in t and "def varnames(" in t,
        ),
        (
            "The warnings() function in the hooks package's __init__ is a leftover. Remove it.",
            lambda t: "def warnings(" not in t and "def varnames(" in t,
        ),
        (
            "hooks.py: rename the module-level helper `_keep_alive` to `_wants_keep_alive`, and "
            "update the call in process too.",
            lambda t: "def _wants_keep_alive(" in t and "not _wants_keep_alive(event)" in t,
        ),
        (
            "Can you rename the ParseError exception to HookParseError in hooks.py?",
            lambda t: "class HookParseError(" in t and "raise HookParseError(" in t,
        ),
        (
            "refactor(hooks): ParseError -> HookParseError, every use in hooks.py",
            lambda t: "class HookParseError(" in t and "raise HookParseError(" in t,
        ),
        (
            "Theres a typo in the varnames docstring in [hooks.py]: 'keywrord' should be "
            "'keyword'. fix pls",
            lambda t: "positional and keyword argument" in t,
        ),
        (
            "At the very end of hooks.py, add an alias like the other ones: _Table = Table",
            lambda t: t.rstrip().endswith("_Table = Table"),
        ),
        (
            "pls add this as the very last line of the package's hooks.py: VERSION = (1, 0)",
            lambda t: t.rstrip().endswith("VERSION = (1, 0)"),
        ),
        (
            "In Table.headers, uncomment the old line `rows = list(map(list, rows))`.",
            lambda t: "\n        rows = list(map(list, rows))\n" in t,
        ),
        (
            'We export register too, so please add "process" to the end of its __all__ list.',
            lambda t: '__all__ = ["varnames", "register", "process"]' in t,
        ),
    ],
)
def test_requests_of_the_twenty_fourth_and_fifth_blind_sets(store, tmp_path, prompt, check):
    """edits24-25 (third-party code), each declined or wrong on main: "the `f` function in
    FILE is dead (...). delete it" (the file's folder taken for a class), "the f() function in
    the P package's __init__ ... Remove it" (`__init__` taken for the name), "the module-level
    helper", "the X exception", a commit message's "A -> B", "[FILE]" and "fix pls", "add <what
    it is>: X", "add this as the very last line of P's FILE: X", a line uncommented at its
    comment's column, "the end of its __all__ list"."""
    path = tmp_path / "hooks.py"
    path.write_text(HOOKS)
    answer, _ = ask(store, tmp_path, prompt)
    text = path.read_text()
    ast.parse(text)
    assert check(text), answer


@pytest.mark.parametrize(
    "prompt",
    [
        "Could you add HTTP/1.0 keep-alive support to hooks.py? Right now _keep_alive() always "
        "says yes.",
        "Set RAISES_KEYWORDS in hooks.py to 4 instead of the highest protocol.",
    ],
)
def test_what_looks_like_a_path_or_a_phrase_is_no_file_and_no_value(store, tmp_path, prompt):
    """ "add HTTP/1.0 keep-alive support" wrote an empty file `HTTP/1.0` on main (a version is
    no path); "to 4 instead of pickle's highest protocol" sets 4 (the phrase is no old value)."""
    (tmp_path / "hooks.py").write_text(HOOKS)
    answer, _ = ask(store, tmp_path, prompt)
    assert not (tmp_path / "HTTP").exists(), answer
    if "RAISES_KEYWORDS" in prompt:
        assert "RAISES_KEYWORDS = 4" in (tmp_path / "hooks.py").read_text(), answer
    else:
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


@pytest.mark.parametrize(
    "prompt",
    [
        "Could you in site.py change maxlen from 0 to 1048576 so POSTs over a meg get refused?",
        "Could you change the no_pad sentinel to the string '__no_pad__' (right now it's "
        "'__no__pad__')?",
    ],
)
def test_a_reason_or_a_remark_before_a_question_mark(store, tmp_path, prompt):
    """bench_edit_frames: "Could you ... so ...?" and "... (right now it's ...)?" were declined
    where the bare request was done: the question mark ended neither the reason nor the remark."""
    path = tmp_path / "site.py"
    path.write_text(SITE)
    answer, _ = ask(store, tmp_path, prompt)
    assert "maxlen = 1048576" in path.read_text() or "'__no_pad__'\n" in path.read_text(), answer


# --- the twelfth pass: blind sets heldout15-16 and edits26-27 (third-party code among them) -----


EDITS12 = '''"""Formatting and pools."""

import os
import re

__author__ = 'Brian Quinlan (brian@sweetapp.com)'
INVISIBLE_CHAR = "?"


class Lock:
    def release(self):
        if not self._locked:
            raise RuntimeError('Lock is not acquired.')
        self._locked = False


class Warning_(UserWarning):
    pass


class Formatter:
    def format(self, dt, fmt):
        # FIXME: _format_token() is nullable
        return re.sub("x", "y", fmt)

    def _format_token(self, dt, token):
        if token == "YYYY":
            return "year"


class Pool:
    def __init__(self, max_workers=None, prefix=""):
        if max_workers is None:
            # But we limit it to 32 to avoid consuming surprisingly large resource
            max_workers = min(32, (os.cpu_count() or 1) + 4)
        self.prefix = prefix or ("ThreadPoolExecutor-%d" % 1)
        self.lang = ""
        self.depth = 1
        self.error = "Location must start with /"


class searcher_re:
    def __init__(self, patterns):
        self.patterns = patterns

    def __str__(self):
        return "re"


class searcher_string:
    def __str__(self):
        return "string"


def fence(token):
    info = token.info
    langName = ""
    langAttrs = ""
    return info + langName + langAttrs


def disabled(value):
    """A list on block tokens, then a list on block tokens."""
    return value in {"1", "true", "t", "yes", "y"}
'''


@pytest.mark.parametrize(
    "prompt, check",
    [
        (
            'the line `self.lang = ""` should be `self.lang = "en"`',
            lambda t: 'self.lang = "en"' in t,
        ),
        (
            "work.py: the line self.depth = 1 should be self.depth = 2",
            lambda t: "self.depth = 2" in t,  # the file's name was read as code on main
        ),
        (
            "work.py: raise the default max_workers cap from 32 to 64, i.e. the line "
            "`max_workers = min(32, (os.cpu_count() or 1) + 4)` becomes "
            "`max_workers = min(64, (os.cpu_count() or 1) + 4)`",
            lambda t: "min(64, (os.cpu_count()" in t and "limit it to 32" in t,
        ),
        (
            "in work.py, raise the default thread cap in Pool.__init__ from 32 to 64 (the "
            "`min(32, ...)` line)",
            lambda t: "min(64, (os.cpu_count()" in t and "limit it to 32" in t,
        ),
        (
            "The FIXME comment in Formatter.format is stale now. Delete it.",
            lambda t: "FIXME" not in t and "def format(self, dt, fmt):" in t,
        ),
        (
            'In work.py, INVISIBLE_CHAR should be "\\ufffd" (the Unicode replacement character) '
            'rather than "?".',
            lambda t: 'INVISIBLE_CHAR = "\\ufffd"' in t,
        ),
        (
            "Warning_ has no docstring, only `pass`. Give it one explaining that it is emitted "
            "when 'style' is allowed.",
            lambda t: '"""Emitted when \'style\' is allowed."""' in t,
        ),
        (
            'fix the docstring typo "list on block tokens" -> "list of block tokens" everywhere '
            "in work.py",
            lambda t: t.count("list of block tokens") == 2,
        ),
        (
            'In fence(), right after the line langAttrs = "" add highlighted = "" so the '
            "variable is declared up front with the other two.",
            lambda t: 'langAttrs = ""\n    highlighted = ""\n' in t,
        ),
        (
            'Would you mind adding `__all__ = ["Lock", "Pool"]` at the top of work.py, '
            "below the imports?",
            lambda t: 'import re\n__all__ = ["Lock", "Pool"]' in t,
        ),
        (
            "searcher_re's __str__ is never used by us, can u delete it? (only the one in "
            "searcher_re, keep the searcher_string one)",
            lambda t: t.count("def __str__") == 1 and 'return "string"' in t,
        ),
        (
            "Add a comment line `# releasing an unlocked lock is a bug` just before the line "
            "`raise RuntimeError('Lock is not acquired.')` in Lock.release.",
            lambda t: "# releasing an unlocked lock is a bug\n            raise RuntimeError" in t,
        ),
        (
            "[work.py] __author__ should be 'Brian Quinlan <brian@sweetapp.com>' - angle brackets"
            " around the address, not parentheses.",
            lambda t: "__author__ = 'Brian Quinlan <brian@sweetapp.com>'" in t,
        ),
        (
            'Could you change the default thread name prefix from "ThreadPoolExecutor-%d" to '
            '"pool-%d" in the thread pool module?',
            lambda t: '("pool-%d" % 1)' in t,
        ),
        (
            "please to add at the end of file work.py this line: `__version__ = '1.0'`",
            lambda t: t.rstrip().endswith("__version__ = '1.0'"),
        ),
        (
            "The error 'Location must start with /' confuses our users; can you make it say "
            "'JSON pointer must start with /' instead?",
            lambda t: '"JSON pointer must start with /"' in t,
        ),
        (
            "_format_token falls off the end when no token matches, so it returns None "
            "implicitly. pls add an explicit `return None` as the very last line of the method",
            lambda t: '            return "year"\n        return None\n' in t,
        ),
        (
            'In disabled, also treat "on" as true: add it to the set {"1", "true", "t", "yes", '
            '"y"}.',
            lambda t: '{"1", "true", "t", "yes", "y", "on"}' in t,
        ),
    ],
)
def test_requests_of_the_twenty_sixth_and_seventh_blind_sets(store, tmp_path, prompt, check):
    """Quoted "the line A should be B" and "the line A becomes B"; a number's description picks
    its line; "the FIXME comment in f ... Delete it" (deleted f on main); a character's code in a
    value (written as a backslash on main); a keyword in backticks is no name; "-> ...
    everywhere"; code with an empty string; "Would you mind adding ... below the imports"; a
    remark in brackets that says "keep"; "a comment line"; a remark after a dash; a file said by
    what it is; "please to add"; "make it say"; the last line of a method; an entry added to a
    set written out (edits26-27 and heldout15-16, each declined or wrong on main)."""
    path = tmp_path / "work.py"
    path.write_text(EDITS12)
    answer, _ = ask(store, tmp_path, prompt)
    text = path.read_text()
    ast.parse(text)
    assert check(text), answer


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


def test_a_comment_said_without_its_text_is_not_deleted_and_nor_is_its_function(store, tmp_path):
    (tmp_path / "work.py").write_text(EDITS12)
    answer, _ = asked_unchanged(
        store, tmp_path, "The comment in Formatter.format is stale now. Delete it."
    )
    assert answer.startswith("I did not change anything"), answer


@pytest.mark.parametrize(
    "prompt",
    [
        "pls give all the simpledialog popups a dark mode that follows the OS theme",
        "I need you to pls give all the popups a dark mode that follows the OS theme?",
    ],
)
def test_giving_all_of_something_a_feature_is_a_request_beyond_the_model(store, tmp_path, prompt):
    (tmp_path / "work.py").write_text(EDITS12)
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    assert answer.startswith("I did not change anything"), answer


def test_a_class_attribute_set_through_its_owner_said_first(store, tmp_path):
    """ "change Signer's default_key_derivation from "a" to "b" please" was declined on main."""
    path = tmp_path / "signer.py"
    path.write_text(TWELFTH)
    ask(
        store,
        tmp_path,
        'change Signer\'s default_key_derivation from "django-concat" to "hmac" please',
    )
    assert 'default_key_derivation: str = "hmac"' in path.read_text()


# the second four sets of the twelfth pass (heldout17-18, edits28-29), written after the fixes
# for the first four
SECOND12 = '''"""Protocols, bytes and helpers."""

import tempfile

ALLOWED_PROTOCOLS = frozenset(("http", "https", "mailto"))
digits = b"abcdefghijklmnopqrstuvwxyz0123456789"
default = "file"
known = {"file": "local", "memory": "ram"}


def escape_filename(name):
    return name.replace("/", "_")


def make_dir():
    return tempfile.mkdtemp(suffix='.partd', prefix="x")


def escapeHtml(raw):
    return (
        raw.replace("&", "&amp;")
        .replace("<", "&lt;")
    )


def quote_html(raw):
    raw = raw.replace('"', "&quot;")
    return raw


def from_fp(fp):
    """Same thing than from_bytes but with a file pointer."""
    return fp.read()


def from_path(path):
    """Same thing than from_fp but with a path."""
    return path


def byte_compile(py_files):
    #py_files = map(str, py_files)
    return py_files
'''


@pytest.mark.parametrize(
    "prompt, check",
    [
        (
            "refactor(work.py): escape_filename -> sanitize_filename",
            lambda t: "def sanitize_filename(name):" in t,
        ),
        (
            "The temp dirs that make_dir creates are hard to spot in /tmp. Change suffix='.partd'"
            " to suffix='.partd-tmp' in the mkdtemp call.",
            lambda t: "suffix='.partd-tmp', prefix" in t,
        ),
        (
            "In work.py the docstrings of from_fp and from_path both say “Same thing than”. Make"
            " it “Same thing as” in both.",
            lambda t: t.count("Same thing as") == 2 and "than" not in t,
        ),
        (
            "could u uncomment the line #py_files = map(str, py_files) in byte_compile? i want"
            " strings in there, only that line pls",
            lambda t: "\n    py_files = map(str, py_files)\n" in t,
        ),
        (
            'Set `digits` in work.py to b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" - we want '
            "upper-case output.",
            lambda t: 'digits = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"' in t,
        ),
        (
            "Please let `tel` links through by default: add it to ALLOWED_PROTOCOLS in work.py.",
            lambda t: 'frozenset(("http", "https", "mailto", "tel"))' in t,
        ),
        (
            "In work.py, comment out the line of quote_html that turns double quotes into &quot;",
            lambda t: '    # raw = raw.replace(\'"\', "&quot;")' in t,
        ),
        (
            "In work.py make the default protocol 'memory' instead of 'file' (the `default = ...`"
            " line near the top).",
            lambda t: 'default = "memory"' in t and '{"file": "local"' in t,
        ),
    ],
)
def test_requests_of_the_twenty_eighth_and_ninth_blind_sets(store, tmp_path, prompt, check):
    """A commit message's scope that is a file; a folder named in a sentence of context (read as
    a file outside the workspace); "make it X in both"; a request followed by a remark after its
    question mark; a bytes literal; "add it to X" after the quote it stands for, into a
    frozenset(...) of a tuple; the line told by the markup it writes; "make the default ... 'a'
    instead of 'b' (the `default = ...` line)" (each declined or wrong on main)."""
    path = tmp_path / "work.py"
    path.write_text(SECOND12)
    answer, _ = ask(store, tmp_path, prompt)
    text = path.read_text()
    ast.parse(text)
    assert check(text), answer


@pytest.mark.parametrize(
    "prompt",
    [
        "from_fp is several hundred lines long. Break it into smaller helper functions without "
        "changing its behaviour.",
        "When make_dir fails, make it list the folders it tried, not only the last one.",
        "from_fp and from_path both read by hand; pull the shared reading into one helper in "
        "work.py.",
    ],
)
def test_refactors_asked_in_other_words_are_declined(store, tmp_path, prompt):
    """ "Break it into", "When X, make it ...", "pull ... into one helper" were answered as
    questions on main."""
    (tmp_path / "work.py").write_text(SECOND12)
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    assert answer.startswith("I did not change anything"), answer


@pytest.mark.parametrize(
    "prompt, check",
    [
        (
            'In fence(), right after the line langAttrs = "" add highlighted = "" so the variable'
            " is declared up front with the other two. Thanks.",
            lambda t: 'langAttrs = ""\n    highlighted = ""\n' in t,
        ),
        (
            'Could you change the default thread name prefix from "ThreadPoolExecutor-%d" to '
            '"pool-%d" in the thread pool module? Thanks.',
            lambda t: '("pool-%d" % 1)' in t,
        ),
    ],
)
def test_a_courtesy_after_what_a_change_is_for_or_where_it_is(store, tmp_path, prompt, check):
    """`bench_edit_frames.py` found these declined with a "Thanks." after them while done
    bare: the courtesy ended no pattern's sentence."""
    path = tmp_path / "work.py"
    path.write_text(EDITS12)
    answer, _ = ask(store, tmp_path, prompt)
    assert check(path.read_text()), answer


def test_a_new_file_whose_quoted_text_is_a_courtesy_word_holds_it(store, tmp_path):
    """ "Create f.txt containing `please`" wrote an empty file on main: the courtesy was
    stripped from the quoted text."""
    ask(store, tmp_path, "Create f.txt containing `please`")
    assert (tmp_path / "f.txt").read_text() == "please\n"


def test_the_line_said_in_part_and_a_file_said_in_single_typographic_quotes(store, tmp_path):
    """`bench_edit_frames.py --quotes`: 'the "default = ..." line' in double quotes picked no
    line (only backticks did), and "with just ‘X = "y"’ in it" wrote an empty file."""
    path = tmp_path / "work.py"
    path.write_text(SECOND12)
    ask(
        store,
        tmp_path,
        'In work.py make the default protocol "memory" instead of "file" (the "default = ..." '
        "line near the top).",
    )
    assert 'default = "memory"' in path.read_text()
    ask(store, tmp_path, 'create pkg/constants.py with just ‘LOCALE = "en-us"’ in it')
    assert (tmp_path / "pkg" / "constants.py").read_text() == 'LOCALE = "en-us"\n'


# --- the thirteenth pass: blind sets heldout19-22 and edits30-31 (third-party code) ----------


@pytest.mark.parametrize(
    "prompt, check",
    [
        (
            "Add `import logging` to the imports at the top of work.py",
            lambda t: "import logging\n" in t.split("DEFAULT_EXPONENT")[0],
        ),
        (
            "add import json to the standard library imports at the top of work.py",
            lambda t: "import json\n" in t.split("DEFAULT_EXPONENT")[0],
        ),
        (
            "The comment just above get_dev is out of date, the tests patch os.lstat anyway."
            " Delete it.",
            lambda t: "easy to stub" not in t and "\ndef get_dev(path):" in t,
        ),
        (
            "remove the comment right above `get_dev` in work.py",
            lambda t: "easy to stub" not in t and "\ndef get_dev(path):" in t,
        ),
        (
            "could you add no_proxy = [h.strip() for h in no_proxy] just before the line "
            "'if \"*\" in no_proxy:' in is_no_proxy?",
            lambda t: '    no_proxy = [h.strip() for h in no_proxy]\n    if "*" in no_proxy:' in t,
        ),
        (
            "The little _get_rename helper on BaseFormatter is the only method in work.py "
            "without a docstring. Would you mind writing one for it?",
            lambda t: (
                'def _get_rename(self, key):\n        """' in t and '"""Base formatter."""' in t
            ),
        ),
        (
            "TODO(work.py): DEFAULT_EXPONENT -> 3, the test fixtures want tiny fast keys",
            lambda t: "DEFAULT_EXPONENT = 3\n" in t,
        ),
        (
            "pls change RECONNECT in work.py so it defaults to 5 instead of 0",
            lambda t: "RECONNECT = 5\n" in t,
        ),
        (
            'Our pipeline expects "@timestamp". On line 38 of work.py, make the fallback key '
            '"@timestamp" instead of "timestamp".',
            lambda t: 'else "@timestamp"' in t and 'log_data[key] = "timestamp"' in t,
        ),
        (
            "[work.py] comment out the assert in MockRequest.__init__ for now, our test doubles"
            " are not real requests",
            lambda t: "        # assert request is not None\n" in t,
        ),
        (
            "the two comment lines at 16-17 in get_full_url just repeat the code below them. "
            "delete those two lines",
            lambda t: "Only return" not in t and "did not set" not in t,
        ),
        (
            "refactor(work): toReturn -> found_value in find_value",
            lambda t: "toReturn" not in t and "found_value = cookie" in t,
        ),
    ],
)
def test_requests_of_the_thirtieth_and_thirty_first_blind_sets(store, tmp_path, prompt, check):
    """ "to the (standard library) imports at the top"; the comment just above a definition,
    said before "Delete it" or asked for directly; bare code before a quoted line; "the little
    X helper on C";
    "NAME -> 3" in a TODO; "so it defaults to 5 instead of 0"; "On line N, make "a" instead of
    "b"" where the text is in the line three times, once as a string literal; "the assert in
    C.__init__ for now, <remark>"; "the lines at 16-17" with no file in a workspace of one file;
    a commit message's rename scoped to a function (each declined or wrong on main)."""
    path = tmp_path / "work.py"
    path.write_text(THIRTEENTH)
    answer, _ = ask(store, tmp_path, prompt)
    text = path.read_text()
    ast.parse(text)
    assert check(text), answer


def test_a_request_to_type_hint_two_methods_says_it_changed_nothing(store, tmp_path):
    """ "... take untyped arguments. give them proper type hints": a request (it was answered
    as a question, with no "I did not change anything")."""
    (tmp_path / "work.py").write_text(THIRTEENTH)
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "add_fields(self, log_data, stamp) and get_dev(path) in work.py take untyped arguments. "
        "give them proper type hints so we can drop the type: ignore comments",
    )
    assert answer.startswith("I did not change anything")


def test_lines_named_without_a_file_in_a_workspace_of_several_files_are_declined(store, tmp_path):
    (tmp_path / "work.py").write_text(THIRTEENTH)
    (tmp_path / "other.py").write_text("x = 1\n")
    answer, _ = asked_unchanged(store, tmp_path, "delete lines 16-17, they repeat the code")
    assert "names lines 16-17 but no file; say which file" in answer and "None" not in answer


def test_a_pronoun_after_a_path_stands_for_the_name_not_the_file(store, tmp_path):
    """ "`toReturn` in find_value is the only camelCase local in requests/cookies.py. Rename it":
    "it" was read as `py`, the last part of the path."""
    (tmp_path / "requests").mkdir()
    path = tmp_path / "requests" / "cookies.py"
    path.write_text(THIRTEENTH + "\n# kept in step with http/cookiejar.py\n")
    ask(
        store,
        tmp_path,
        "`toReturn` in find_value is the only camelCase local in requests/cookies.py. Rename it "
        "to `found_value`, please.",
    )
    text = path.read_text()
    assert "toReturn" not in text and text.count("found_value") == 3


# --- the thirteenth pass, second round: heldout23-26 and edits32-33 ---------------------------


def test_a_value_said_as_a_flat_number_is_set(store, tmp_path):
    path = tmp_path / "work.py"
    path.write_text(THIRTEENTH)
    ask(store, tmp_path, "In work.py please set DEFAULT_EXPONENT to a flat 300.")
    assert "DEFAULT_EXPONENT = 300\n" in path.read_text()


@pytest.mark.parametrize(
    "prompt, check",
    [
        (
            "Please TODO(work.py): DEFAULT_EXPONENT -> 3, the test fixtures want tiny fast keys",
            lambda t: "DEFAULT_EXPONENT = 3\n" in t,
        ),
        (
            "Could you refactor(work): toReturn -> found_value in find_value?",
            lambda t: "toReturn" not in t and "found_value = cookie" in t,
        ),
        ("Hey, toReturn -> found_value", lambda t: "toReturn" not in t),
    ],
)
def test_a_change_said_bare_may_come_in_a_request_frame(store, tmp_path, prompt, check):
    """ "Please refactor(FILE): a -> b" was declined where "refactor(FILE): a -> b" was done;
    without a frame, "X -> 5?" stays a question."""
    path = tmp_path / "work.py"
    path.write_text(THIRTEENTH)
    answer, _ = ask(store, tmp_path, prompt)
    assert check(path.read_text()), answer
    assert read_question("DEFAULT_EXPONENT -> 3?").kind != "edit"


@pytest.mark.parametrize(
    "prompt, check",
    [
        (
            "Give BaseFormatter._get_rename a docstring, like the add_fields method of "
            "BaseFormatter already has.",
            lambda t: (
                'def _get_rename(self, key):\n        """' in t and '"""Base formatter."""' in t
            ),
        ),
        (
            "could u put a short docstirng on BaseFormatter._get_rename? something like "
            "'Return the key to write.'",
            lambda t: '"""Return the key to write."""' in t,
        ),
        (
            "Could you rename the private method _get_rename of BaseFormatter to _renamed_key?",
            lambda t: "_get_rename" not in t and "def _renamed_key(self, key):" in t,
        ),
        (
            "rename the module global `RECONNECT` in work.py to `RETRIES` everywhere",
            lambda t: "RECONNECT" not in t and "RETRIES = 0" in t,
        ),
        (
            "RECONNECT in work.py: just hardcode it to 7 instead of the current lookup.",
            lambda t: "RECONNECT = 7\n" in t,
        ),
        ("Please lower DEFAULT_EXPONENT from 65537 to 3 seconds.", lambda t: "= 3\n" in t),
        (
            "Add “get_dev” as the last entry of __all__ in work.py.",
            lambda t: '__all__ = ["find_value", "get_dev"]' in t,
        ),
        (
            "`find_value` reads too much like `get_dev` next to it. Could you rename it to "
            "`lookup_value`? (work.py)",
            lambda t: "find_value" not in t and "def lookup_value(jar, name):" in t,
        ),
        (
            "The check ‘request is not None’ in MockRequest.__init__ confuses people. Replace "
            "that assert line with:\n    assert request, 'a request is needed'",
            lambda t: "        assert request, 'a request is needed'\n" in t,
        ),
        (
            "The pause after closing: `DELAY = 0.1` should become `DELAY = 0.2`.",
            lambda t: "DELAY = 0.2\n" in t,
        ),
    ],
)
def test_requests_of_the_thirty_second_and_third_blind_sets(store, tmp_path, prompt, check):
    """ "Give C.m a docstring, like the m methods of D": the name before the word, not after
    it; "docstirng"; "the private method m of C"; "the module global X"; "hardcode it to 7";
    "from 65537 to 3 seconds" (a unit after the number); "as the last entry of __all__"; "next
    to it" is no verb the pronoun is the object of; "Replace that assert line with:" and the
    line; "`X = 0.1` should become `X = 0.2`" (a number's dot is no file's extension) (each
    declined or wrong on main)."""
    path = tmp_path / "work.py"
    path.write_text('__all__ = ["find_value"]\n' + THIRTEENTH + "\nDELAY = 0.1\n")
    answer, _ = ask(store, tmp_path, prompt)
    text = path.read_text()
    ast.parse(text)
    assert check(text), answer


def test_a_new_files_one_word_text_leaves_a_remark_in_brackets_out(store, tmp_path):
    """ "make new file VERSION, inside only the text 2.4.0 (same as __version__)" wrote an empty
    file; a sentence's own brackets stay ("... to (size, mtime).")."""
    (tmp_path / "work.py").write_text(THIRTEENTH)
    ask(store, tmp_path, "Please make new file VERSION, inside only the text 2.4.0 (same as X).")
    assert (tmp_path / "VERSION").read_text() == "2.4.0\n"
    ask(store, tmp_path, "Create notes.md containing: The cache maps a name to (size, mtime).")
    assert (tmp_path / "notes.md").read_text() == "The cache maps a name to (size, mtime).\n"


def test_stripping_every_python_2_branch_is_declined_as_a_request(store, tmp_path):
    (tmp_path / "work.py").write_text(THIRTEENTH)
    answer, _ = asked_unchanged(
        store, tmp_path, "Strip every Python 2 branch out of work.py, we are Python 3 only now."
    )
    assert answer.startswith("I did not change anything")


# --- the fourteenth pass ----------------------------------------------------------------------


FOURTEENTH = '''"""Strings, locks and encoders."""

__all__ = ['NumericString', 'PrintableString',
           'IA5String', 'ISO646String',
           'UTF8String']


class Options:
    def __init__(self, *, before: int = 3, after: int = 1):
        self.before, self.after = before, after


def lines(text, before=2):
    return text.splitlines()[-before:]


class Writer:
    def write_plain_text(self, text):
        return text

    def write(self, text):
        return self.write_plain_text(text)


def linkify(text):
    def make_link(m):
        return "<a>" + m.group(1) + "</a>"

    return make_link


class Context:
    def set_npn_protocols(self, protocols):
        return protocols

    def set_alpn_protocols(self, protocols):
        return protocols


def _serialize(data):
    out = list(data)
    # assert out
    return out
'''


@pytest.mark.parametrize(
    "prompt, path, before, after",
    [
        (  # "this one:" named the line to add, and the alias's own word was part of the code
            "please put as the last line of strings.py this one: __all__ += ['Writer'] , we "
            "import Writer from outside and the linter is complaining",
            "strings.py",
            None,
            "__all__ += ['Writer']",
        ),
        (
            "X.680 calls UTF8String an alias too. Append the alias ISO10646String = UTF8String "
            "as the very last line of strings.py.",
            "strings.py",
            None,
            "ISO10646String = UTF8String",
        ),
        (  # the entry's line kept its break: the next line was joined onto it
            "ISO646String shouldnt be exported from strings.py anymore, remove 'ISO646String' "
            "from the __all__ list (keep the class itself).",
            "strings.py",
            "           'IA5String', 'ISO646String',",
            "           'IA5String',",
        ),
        (  # "Remove the method." after naming it: "the" was read as its name
            "NPN has been dead for years, so there's no point keeping Context.set_npn_protocols "
            "in strings.py. Remove the method.",
            "strings.py",
            "    def set_npn_protocols(self, protocols):",
            None,
        ),
        (  # a rename of C.m said with an arrow, then what a rename does anyway
            "[strings.py] Writer.write_plain_text → _write_plain. Update the call site in write "
            "too.",
            "strings.py",
            "        return self.write_plain_text(text)",
            "        return self._write_plain(text)",
        ),
        (  # "with a plain assignment, X": the kind of code, then the code
            "In Writer.write, replace self.write_plain_text(text) with a plain call, "
            "str(text), like the other writers do.",
            "strings.py",
            "        return self.write_plain_text(text)",
            "        return str(text)",
        ),
        (
            "TODO(strings.py): turn the commented-out assert at the end of _serialize back on.",
            "strings.py",
            "    # assert out",
            "    assert out",
        ),
        (  # a parameter's default: no constant has the name
            "In Options, make `before` default to 5 instead of 3.",
            "strings.py",
            "    def __init__(self, *, before: int = 3, after: int = 1):",
            "    def __init__(self, *, before: int = 5, after: int = 1):",
        ),
    ],
)
def test_edits_of_the_fourteenth_pass(store, tmp_path, prompt, path, before, after):
    """Each was declined or made wrong on main (edits34, edits35 and heldout27's phrasings)."""
    (tmp_path / "strings.py").write_text(FOURTEENTH)
    answer, _ = ask(store, tmp_path, prompt)
    text = (tmp_path / path).read_text()
    assert not answer.startswith("I did not change anything"), answer
    if before is not None:
        assert before not in text.splitlines()
    if after is not None:
        assert after in text.splitlines()
    compile(text, path, "exec")


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


def test_a_default_said_for_a_parameter_of_two_functions_is_declined(store, tmp_path):
    (tmp_path / "strings.py").write_text(FOURTEENTH.replace("before=2", "before=3"))
    answer, _ = asked_unchanged(store, tmp_path, "make `before` default to 5 instead of 3")
    assert answer.startswith("I did not change anything") and "2 places" in answer


@pytest.mark.parametrize(
    "prompt, before, after",
    [
        (  # "until": the three lines, not the first alone
            "Please to delete the lines 23 until 25 in timers.py, it is the comment inside "
            "find_env, too long for what the code does.",
            "    # (never past it)",
            None,
        ),
        (  # a remark in brackets after the new code is not part of it
            "In hilite(), replace colors[None] = '29' with colors[None] = '39' (39 is the "
            "terminal's default colour).",
            "    colors[None] = '29'",
            "    colors[None] = '39'",
        ),
        (  # "call it X instead" after "X is a cryptic name for ... Y ...": X, not Y
            "_wn is a cryptic name for the module-level _Numbers instance in timers.py. Could "
            "you call it _wrap_state instead?",
            "_wn = _Numbers()",
            "_wrap_state = _Numbers()",
        ),
        (  # an empty docstring is replaced like a missing one is added
            'DotEnv.get in timers.py has an empty docstring, literally `""" """`. Could you '
            "write a proper one? Something like: returns the value of key.",
            '        """ """',
            '        """Returns the value of key."""',
        ),
        (  # the statement said first, then "comment it out"
            "There's an assert inside the folder-walking while loop of find_env. Comment it "
            "out (don't delete it), I want to see what happens without it.",
            "        assert isinstance(path, str)",
            "        # assert isinstance(path, str)",
        ),
        (  # the line said by number, then "change that line to"
            "flake8 flags E711 on line 38 of timers.py. pls change that line to "
            "`return sys.monitoring.get_tool(1) is not None`",
            "    return sys.monitoring.get_tool(1) != None",
            "    return sys.monitoring.get_tool(1) is not None",
        ),
        (  # where line 32 is, said again in an aside
            "At line 32 of timers.py, just above hilite, insert the comment `# colours`.",
            None,
            "# colours",
        ),
    ],
)
def test_edits_of_the_fourteenth_pass_second_round(store, tmp_path, prompt, before, after):
    """Each was declined or made wrong on main (edits36 and edits37's phrasings)."""
    (tmp_path / "timers.py").write_text(SECOND_ROUND)
    answer, _ = ask(store, tmp_path, prompt)
    lines = (tmp_path / "timers.py").read_text().splitlines()
    assert not answer.startswith("I did not change anything"), answer
    if before is not None:
        assert before not in lines
    if after is not None:
        assert after in lines
    compile("\n".join(lines), "timers.py", "exec")


def test_a_docstring_for_a_name_defined_twice_in_one_function_is_declined(store, tmp_path):
    """Two ``def cancel()`` in the branches of one function share a qualified name: one of them
    was documented."""
    (tmp_path / "timers.py").write_text(SECOND_ROUND)
    answer, _ = asked_unchanged(
        store, tmp_path, "Add a docstring to the cancel function in timers.py."
    )
    assert answer.startswith("I did not change anything") and "2 places" in answer


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


def test_a_framed_give_it_one_still_documents_the_name_said_before(store, tmp_path):
    """ "Please f is the only public function without a docstring - could you give it one?": a
    pass's reading of "give it one" as no name left the framed request without one."""
    (tmp_path / "timers.py").write_text(SECOND_ROUND)
    ask(
        store,
        tmp_path,
        "Please hilite is the only public function without a docstring - could you give it one?",
    )
    text = (tmp_path / "timers.py").read_text()
    assert text.index('"""Hilite: return ``colors``."""') > text.index("def hilite")


# --- the fifteenth pass ----------------------------------------------------------------------


LOGGING_MODULE = (
    "import logging\n\n"
    'logger = logging.getLogger("lark")\n'
    "logger.addHandler(logging.StreamHandler())\n"
    "logger.setLevel(logging.CRITICAL)\n\n\n"
    "def hget(hfile):\n"
    "    d = load(hfile)\n"
    '    #print "got dict",d,"from",hfile\n'
    "    return d\n"
)


def test_a_line_written_out_without_quotes_is_the_one_changed(store, tmp_path):
    """ "... in hget: #print "got dict",d,"from",hfile. Delete that line.": the line is in the
    prompt as it is in the file, though its own quotes break it into pieces."""
    (tmp_path / "util.py").write_text(LOGGING_MODULE)
    answer, _ = ask(
        store,
        tmp_path,
        'There is still a Python 2 print commented out in hget: #print "got dict",d,"from",'
        "hfile. Delete that line.",
    )
    assert answer.startswith('Deleted the line `#print "got dict",d,"from",hfile` at `util.py:10`')
    assert "got dict" not in (tmp_path / "util.py").read_text()


def test_a_line_said_by_what_it_does_is_the_one_changed_when_it_stands_out(store, tmp_path):
    """ "attaching a StreamHandler to the logger ... Comment out the line that adds it.": the one
    line holding most of the prompt's words; a line no line stands out for is declined."""
    (tmp_path / "util.py").write_text(LOGGING_MODULE)
    answer, _ = ask(
        store,
        tmp_path,
        "util.py: attaching a StreamHandler to the logger at import time gives us every message "
        "twice. Comment out the line that adds it.",
    )
    assert answer.startswith("Commented out the line `logger.addHandler(logging.StreamHandler())`")
    assert "# logger.addHandler(logging.StreamHandler())" in (tmp_path / "util.py").read_text()
    before = (tmp_path / "util.py").read_text()
    answer, _ = ask(store, tmp_path, "util.py: delete the line that sets things up.")
    assert answer.startswith("I did not change anything: I could not tell which line to change")
    assert (tmp_path / "util.py").read_text() == before


@pytest.mark.parametrize(
    "prompt, expected",
    [
        (  # the content after "It only needs", quotes joined by "followed by"
            "Could you create pkg/__main__.py so that `python -m pkg` works? It only needs "
            "`from pkg.cli import main` followed by `main()`.",
            ("write", "pkg/__main__.py", "", "from pkg.cli import main\nmain()\n"),
        ),
        ("create an empty file pkg/py.typed", ("write", "pkg/py.typed", "", "")),
        (  # a place said before what goes there, and "please" after the verb
            "Insert please at line 24 of pkg/helpers.py the comment `# Name matching.`",
            ("insert_at", "pkg/helpers.py", "before", "# Name matching."),
        ),
        (  # a text and its replacement said by their beginnings, every one of them
            "typo fix: every trace header says 'Tying to get info from ...' - it should be "
            "'Trying to get info from ...'. fix all of them pls",
            ("replace_all", None, "Tying to get info from", "Trying to get info from"),
        ),
        (  # its own dots, not an ellipsis
            "replace `now exiting %s...` with `leaving %s...`",
            ("replace", None, "now exiting %s...", "leaving %s..."),
        ),
        (  # "make the message X": the one text quoted before becomes X
            "Both __setattr__ and __delattr__ of _Request raise 'request is immutable'. Make the "
            "message '_Request is immutable' in both places.",
            ("replace_all", None, "request is immutable", "_Request is immutable"),
        ),
        (  # a name that looks like a quote's placeholder (it crashed the reader)
            "rename Q1 to Q2 in a.py",
            ("rename", "a.py", "Q1", "Q2"),
        ),
        (  # a comment given on a line of its own keeps its backticks and its full stop
            "Replace the line\n\n    # Note: `or ''` is needed because `path` could be\n\nwith"
            "\n\n    # Note: `or ''` is needed because `path` could be None.",
            (
                "replace",
                None,
                "# Note: `or ''` is needed because `path` could be",
                "# Note: `or ''` is needed because `path` could be None.",
            ),
        ),
    ],
)
def test_edits_read_in_the_fifteenth_pass_phrasings(prompt, expected):
    e = read_question(prompt).edit
    assert (e.op, e.path, e.old, e.new) == expected


def test_a_text_quoted_but_not_read_as_a_new_files_text_never_writes_it_empty(store, tmp_path):
    """ "create F so that `python -m x` works? It needs the `main` call": declined, not an
    empty file."""
    answer, _ = ask(
        store,
        tmp_path,
        "Could you create pkg/__main__.py so that `python -m pkg` works? It needs the `main` call.",
    )
    assert answer.startswith("I did not change anything: I could not tell what the new file holds")
    assert not (tmp_path / "pkg").exists()


def test_pronoun_requests_of_the_fifteenth_pass(store, tmp_path):
    """ "Delete it from here", "I'd like it called X", "no docstring of its own. Add one":
    each acts on the name said before."""
    (tmp_path / "util.py").write_text(
        "import re\n\nsplit_re = re.compile('x')\n\n\ndef headline(obj):\n"
        "    return split_re.split(obj)[0]\n\n\ndef split_search(name):\n    return name\n"
    )
    ask(store, tmp_path, "Nothing in util.py calls split_search any more. Delete it from here.")
    ask(store, tmp_path, "util.py: split_re is only used by headline, so I'd like it called _re.")
    ask(store, tmp_path, "Funny, headline has no docstring of its own. Add one saying it heads.")
    text = (tmp_path / "util.py").read_text()
    assert "split_search" not in text and "split_re" not in text and "_re.split(obj)" in text
    assert '    """Heads."""' in text


def test_a_line_described_with_its_code_in_brackets_is_the_one_changed(store, tmp_path):
    """ "comment out the line in f that writes them (`write(...)`)": the quote, not its
    placeholder, is the line looked for."""
    (tmp_path / "history.py").write_text(
        "import datetime\n\n\ndef store(write, text):\n"
        '    write(f"\\n# {datetime.datetime.now()}\\n")\n    write(text)\n'
    )
    answer, _ = ask(
        store,
        tmp_path,
        "pls comment out the line in store that writes them "
        '(`write(f"\\n# {datetime.datetime.now()}\\n")`)',
    )
    assert answer.startswith("Commented out the line")
    assert '    # write(f"\\n# {datetime' in (tmp_path / "history.py").read_text()


PROTOCOLS = (
    "import sys\n\n_PROTOCOLS = (\n"
    '    "exit",\n    "await",\n    "aiter",\n)\nIGNORED = ("open_browser", "show_banner")\n\n\n'
    "def main():\n    info = get_info()\n"
    "    print('Cpuinfo Version: {0}'.format(info.get('version', '')))\n"
    "    print(CPUINFO_VERSION_STRING)\n"
    "    print('Python Version: {0}'.format(info.get('python_version', '')))\n"
    "    print('Vendor: {0}'.format(info.get('vendor', '')))\n"
    '    """Steps:\n    1. Read.\n    3. Pass trait to `ServerApp`.\n    """\n'
)


@pytest.mark.parametrize(
    "prompt, changed, into",
    [
        (  # an entry said by its string, commented out
            '"await" in _PROTOCOLS makes asyncio think every proxy is awaitable. Comment that '
            "entry out for now.",
            '    "await",\n',
            '    # "await",\n',
        ),
        (  # an entry said not to be in a tuple, taken out of it
            "show_banner shouldn't be in IGNORED anymore, take it out of the tuple.",
            'IGNORED = ("open_browser", "show_banner")',
            'IGNORED = ("open_browser",)',
        ),
        (  # a line said by what it does, the words as the line writes them
            "In main(), right after the line that prints the Cpuinfo Version, add "
            "print('Python Executable: {0}'.format(sys.executable))",
            "    print(CPUINFO_VERSION_STRING)\n",
            "    print('Python Executable: {0}'.format(sys.executable))\n"
            "    print(CPUINFO_VERSION_STRING)\n",
        ),
        (  # a line's new text after "read:", as written
            "the numbered list in main's docstring jumps from 1 to 3 on line 19. Make that line "
            "read: 2. Pass trait to `ServerApp`.",
            "    3. Pass trait to `ServerApp`.",
            "    2. Pass trait to `ServerApp`.",
        ),
        (  # a comment said after what it is
            "cpu.py is indented with tabs. Add the vim modeline # vim: set noexpandtab ts=4 "
            "sw=4: as the very last line of the file.",
            '    """\n',
            '    """\n# vim: set noexpandtab ts=4 sw=4:\n',
        ),
    ],
)
def test_lines_and_entries_said_in_the_fifteenth_pass(store, tmp_path, prompt, changed, into):
    (tmp_path / "cpu.py").write_text(PROTOCOLS)
    ask(store, tmp_path, prompt)
    assert (tmp_path / "cpu.py").read_text() == PROTOCOLS.replace(changed, into)


def test_a_string_a_line_passes_on_is_not_the_line_said(store, tmp_path):
    """'the "lark" logger ... Comment out the line that adds it': the line that adds the
    handler, not the one line holding "lark"."""
    (tmp_path / "util.py").write_text(LOGGING_MODULE)
    ask(
        store,
        tmp_path,
        'util.py: attaching a StreamHandler to the "lark" logger at import time gives us every '
        "message twice. Comment out the line that adds it.",
    )
    assert "# logger.addHandler(logging.StreamHandler())" in (tmp_path / "util.py").read_text()


CORS = (
    "import logging\n\nLOG = logging.getLogger(__name__)\n\n\ndef get_origins(options):\n"
    "    # which  almost certainly not what you want\n    LOG.debug('origins %s', options)\n"
    "    return options\n\n\ndef set_cors_headers(resp, options):\n"
    "    LOG.debug('CORS request received with options %s', options)\n"
    "    headers = dict(options)\n"
    '    LOG.debug("Settings CORS headers: %s", str(headers))\n    return resp\n'
)


def test_a_call_said_by_what_it_logs_in_a_definition_is_the_one_commented_out(store, tmp_path):
    """ "comment out the LOG.debug call that logs '...' in F's f": the line in f, never the
    line that names f (a first reading commented out ``def f``)."""
    (tmp_path / "core.py").write_text(CORS)
    answer, _ = ask(
        store,
        tmp_path,
        "comment out the LOG.debug call that logs 'Settings CORS headers' in core.py's "
        "set_cors_headers",
    )
    assert answer.startswith('Commented out the line `LOG.debug("Settings CORS headers: %s"')
    assert '    # LOG.debug("Settings CORS headers' in (tmp_path / "core.py").read_text()


def test_make_it_x_replaces_the_text_said_before_that_x_is_an_edit_of(store, tmp_path):
    """'"which  almost certainly" is missing an "is". Make it "which is almost certainly"':
    the first quote, not "is" (the last one said)."""
    (tmp_path / "core.py").write_text(CORS)
    ask(
        store,
        tmp_path,
        'There\'s a typo in a comment in get_origins: "which  almost certainly not what" is '
        'missing an "is". Make it "which is almost certainly not what".',
    )
    assert "# which is almost certainly not what you want" in (tmp_path / "core.py").read_text()


def test_it_after_a_line_said_is_the_line_never_the_definition_beside_it(store, tmp_path):
    """ "The report of C starts with an empty print() ... Remove it." deleted the class C;
    "There is an empty comment line in f ... Remove it." deleted f."""
    source = (
        "class Profiler:\n    def report(self):\n        print()\n"
        "        print('calls', self.calls)\n\n\ndef take(items):\n    #\n    taken = []\n"
        "    return taken\n"
    )
    (tmp_path / "lexer.py").write_text(source)
    answer, _ = ask(
        store,
        tmp_path,
        "The report of Profiler starts with an empty print() that leaves a blank line in our "
        "logs. Remove it.",
    )
    assert answer.startswith("Deleted the line `print()` at `lexer.py:3`")
    assert (tmp_path / "lexer.py").read_text() == source.replace("        print()\n", "", 1)
    before = (tmp_path / "lexer.py").read_text()
    answer, _ = ask(
        store,
        tmp_path,
        "There is an empty comment line in take, just a hash sign, right above taken. Remove it.",
    )
    # (the one comment line of take, since the eighteenth pass)
    assert (tmp_path / "lexer.py").read_text() == before.replace("    #\n", "", 1), answer


@pytest.mark.parametrize(
    "prompt, expected",
    [
        (
            "Please add a .gitignore to the repo root, with a single line: __pycache__/",
            ("write", ".gitignore", "", "__pycache__/\n"),
        ),
        (  # a kind of value before the name
            "pkg/decorators.py: rename the module-level dict `fopeners` to `_file_openers`",
            ("rename", "pkg/decorators.py", "fopeners", "_file_openers"),
        ),
        (  # when, not part of the value
            "we move our main region, so REGION_PRIMARY must be 'us-west-2' now in pkg/helpers.py",
            ("set_value", "pkg/helpers.py", "", "us-west-2"),
        ),
        (  # a number said before "it"
            "In isqrt_fast the number of guard bits is hard-coded to 10. Bump it to 12.",
            ("replace", None, "10", "12"),
        ),
        (  # "for now" is no "now"
            "Could you comment out the assert key is None line there for now?",
            ("comment_out", None, "assert key is None", ""),
        ),
    ],
)
def test_more_edits_read_in_the_fifteenth_pass(prompt, expected):
    e = read_question(prompt).edit
    assert (e.op, e.path, e.old, e.new) == expected


def test_a_number_said_by_what_it_counts_changes_on_the_line_naming_it(store, tmp_path):
    """ "the number of guard bits is hard-coded to 10. Bump it to 12.": the line naming
    `guard_bits`, not the docstring that says "10 guard bits"; the answer cites the line
    changed, not the first line holding "12"."""
    (tmp_path / "intmath.py").write_text(
        "X = 12\n\n\ndef isqrt_fast(x):\n    '''The use of 10 guard bits\n    almost always works.'''\n"
        "    guard_bits = 10\n    return x << guard_bits\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "In isqrt_fast the number of guard bits is hard-coded to 10. Bump it to 12.",
    )
    assert answer.startswith("Replaced `10` with `12` at `intmath.py:7`")
    assert "    guard_bits = 12\n" in (tmp_path / "intmath.py").read_text()


def test_a_remark_after_a_dash_never_picks_the_line(store, tmp_path):
    """ "comment out the line that empties the parser cache - I want to check ... after
    delete_all=True": `if delete_all:` holds code the remark says, and is not the line."""
    source = (
        "def clear_caches(delete_all=False):\n    if delete_all:\n        cache.clear()\n"
        "    parser_cache.clear()\n"
    )
    (tmp_path / "cache.py").write_text(source)
    ask(
        store,
        tmp_path,
        "In clear_caches, comment out the line that empties the regex cache - I want to check "
        "whether that is what makes parsing slow after delete_all=True.",
    )
    assert (tmp_path / "cache.py").read_text() == source


# --- the sixteenth pass: lines said by what they do, ranges, remarks, roles -------------------


SIXTEENTH = '''import os
import re

# TODO: should we tell the two kinds apart?
# (they differ only in width)
_CACHE = {}
flashes = []
LIMIT = 1024
CONFIG = {
    "COOKIE_NAME": "session",
    "MAX_COOKIE_SIZE": 4093,
}


def take(items, weights):
    """Yield items in proportion to their weights.

    The parser cache is cleared elsewhere.
    """
    assert len(items) == len(weights)
    assert len(items) > 0
    yield items[0]


def clear_caches(delete_all=False):
    """Clear the caches, like the parser cache."""
    if delete_all:
        _CACHE.clear()
    parser_cache.clear()


def to_os_path(path, root=""):
    parts = str(path).strip("/").split("/")
    parts = [p for p in parts if p != ""]  # remove duplicate splits
    path_ = os.path.join(root, *parts)
    return os.path.normpath(path_)


def prevent_list_blocks(s):
    out = re.sub(r"(^\\s*)\\-", r"\\1\\-", s)
    out = re.sub(r"(^\\s*)\\+", r"\\1\\+", out)
    return out


def flash(session, message):
    flashes = session.get("_flashes", [])
    flashes.append(message)
    session["_flashes"] = flashes


class Lexer:
    def __init__(self, **options):
        self.encoding = options.get("encoding", "guess")
        self.encoding = options.get("inencoding") or self.encoding
        self.tabsize = options.get("tabsize", 0)


def serve(port=None):
    """Serve on a port."""
    run(port=port or 5000)
'''


@pytest.mark.parametrize(
    "prompt, line",
    [
        (  # of two asserts, the one that checks what was said ("> 0": not empty)
            "pls comment out the assert in take that checks the items list isnt empty",
            "    # assert len(items) > 0",
        ),
        (  # "empties": a clear(); the docstring's "parser cache" is prose, never commented out
            "In clear_caches, comment out the line that empties the parser cache - I want to check "
            "whether that is what makes parsing slow after delete_all=True.",
            "    # parser_cache.clear()",
        ),
        (  # the one line saying a word said, one word ahead of the next
            "We're deprecating the inencoding option. In Lexer.__init__, comment out the line "
            "where inencoding overrides the encoding.",
            '        # self.encoding = options.get("inencoding") or self.encoding',
        ),
        (  # a leading plus sign: the string's "^" and "+"; "In f please ..." without a comma
            "In prevent_list_blocks please comment out the line which escapes a leading plus sign.",
            '    # out = re.sub(r"(^\\s*)\\+", r"\\1\\+", out)',
        ),
    ],
)
def test_a_line_said_by_what_it_does_is_commented_out(store, tmp_path, prompt, line):
    (tmp_path / "mod.py").write_text(SIXTEENTH)
    answer, _ = ask(store, tmp_path, prompt)
    assert answer.startswith("Commented out the line")
    after = (tmp_path / "mod.py").read_text()
    assert line in after.splitlines()
    assert len(after.splitlines()) == len(SIXTEENTH.splitlines())


@pytest.mark.parametrize(
    "prompt, gone",
    [
        (  # code another sentence names is context, not the line described
            "os.path.join copes with empty pieces anyway. In to_os_path, please delete the line "
            "that filters the empty strings out of parts.",
            '    parts = [p for p in parts if p != ""]  # remove duplicate splits',
        ),
        (  # writing into the session: a subscript set; the scope said with no comma after it
            "Please, in flash() remove the line which is writing the flashes list back into "
            "session.",
            '    session["_flashes"] = flashes',
        ),
    ],
)
def test_a_line_said_by_what_it_does_is_deleted(store, tmp_path, prompt, gone):
    (tmp_path / "mod.py").write_text(SIXTEENTH)
    answer, _ = ask(store, tmp_path, prompt)
    assert answer.startswith("Deleted the line")
    assert (tmp_path / "mod.py").read_text() == SIXTEENTH.replace(gone + "\n", "", 1)


@pytest.mark.parametrize(
    "prompt",
    [
        "We decided against it, so delete the TODO comment on lines 4-5 of mod.py.",
        "mod.py L4-5 - that comment about the two kinds is outdated, remove it",
        "mod.py lines 4-5: remove those two TODO comment lines",
    ],
)
def test_lines_said_by_number_in_more_phrasings_are_deleted(store, tmp_path, prompt):
    (tmp_path / "mod.py").write_text(SIXTEENTH)
    ask(store, tmp_path, prompt)
    lines = SIXTEENTH.splitlines()
    assert (tmp_path / "mod.py").read_text().splitlines() == lines[:3] + lines[5:]


@pytest.mark.parametrize(
    "prompt, expected",
    [
        (  # "L1" is a name, not a line, unless a file or "at" comes before it
            "rename L1 to L2 in x.py",
            ("rename", "x.py", "L1", "L2"),
        ),
        (  # the name before "in FILE is the only ... without a docstring"
            "time_cache in jedi/cache.py is the only decorator in that file without a docstring. "
            "Could you add one? Something like: caches the result for `seconds` seconds.",
            (
                "docstring",
                "jedi/cache.py",
                "time_cache",
                "Caches the result for `seconds` seconds.",
            ),
        ),
        (  # a remark after " -- " is no part of the value
            'In pkg/pandoc.py, set `_maximal_version` to "5.0.0" -- I\'m on pandoc 4 and the '
            "warning is driving me nuts.",
            ("set_value", "pkg/pandoc.py", "_maximal_version", "5.0.0"),
        ),
        (  # two words before "line"
            'Could you add a single module-level line `__version__ = "4.16.0"` near the top of '
            "te.py, up with the imports, before any function is defined? Just that one line.",
            ("prepend", "te.py", "", '__version__ = "4.16.0"'),
        ),
        (  # "default to <what> A instead of B": B replaced
            "Make `flask run` default to port 8000 instead of 5000 -- just change the default of "
            "the --port option in flask/cli.py.",
            ("replace", "flask/cli.py", "5000", "8000"),
        ),
        (  # "its" said before "from A to B"
            "We hit the cache limit in big suites; bump its size from 1024 to 4096 in pkg/utils.py",
            ("replace", "pkg/utils.py", "1024", "4096"),
        ),
    ],
)
def test_edits_read_in_the_sixteenth_pass(prompt, expected):
    e = read_question(prompt).edit
    assert (e.op, e.path, e.old or e.symbol, e.new) == expected


def test_a_keyed_value_is_set_when_no_constant_has_the_name(store, tmp_path):
    """'change the default "MAX_COOKIE_SIZE" from 4093 to 8192': a dict of defaults' entry."""
    (tmp_path / "mod.py").write_text(SIXTEENTH)
    answer, _ = ask(
        store, tmp_path, 'In mod.py, change the default "MAX_COOKIE_SIZE" from 4093 to 8192.'
    )
    assert answer.startswith('Replaced `"MAX_COOKIE_SIZE": 4093,`')
    assert (tmp_path / "mod.py").read_text() == SIXTEENTH.replace("4093", "8192")


def test_an_assignment_quoted_with_only_its_new_value_said_is_replaced():
    e = read_question(
        "in Runner.check, change `max_invalid_draws = 50` to 100 -- our filters are picky"
    ).edit
    assert (e.op, e.old, e.new) == ("replace", "max_invalid_draws = 50", "max_invalid_draws = 100")


@pytest.mark.parametrize(
    "prompt",
    [
        # bump, not change, and what the value is ("the initial") between the verb and the quote
        "in hypothesis/internal/conjecture/shrinker.py please bump the initial "
        "`self.max_stall = 200` to 500",
        "raise `self.max_stall = 200` to 500 in hypothesis/internal/conjecture/shrinker.py",
    ],
)
def test_an_assignment_quoted_is_bumped_to_its_new_value(prompt):
    e = read_question(prompt).edit
    assert (e.op, e.path, e.old, e.new) == (
        "replace",
        "hypothesis/internal/conjecture/shrinker.py",
        "self.max_stall = 200",
        "self.max_stall = 500",
    )


KEYS = """from keys import Keys


class KeyPress:
    def __init__(self, key, data=None):
        assert isinstance(key, Keys) or len(key) == 1
        self.key = key
        self.data = data


class KeyProcessor:
    def _call_handler(self, handler, event):
        handler.call(event)
        self._fix_vi_cursor_position(event)
        self._leave_vi_temp_navigation_mode(event)

    def _fix_vi_cursor_position(self, event):
        return event


def _add_os_path_join(trailer, index):
    assert trailer.children[index - 1] == "("
    return trailer


def memoize(f):
    f_cached = dict
    f_cached.__name__ = f.__name__
    f_cached.__doc__ = f.__doc__
    return f_cached
"""


@pytest.mark.parametrize(
    "prompt, old, new",
    [
        (  # "it" is the assert said, in the method named, never the method
            "KeyPress.__init__ starts with an assert that checks the key is a Keys member or a "
            "single character. Remove it, we pass multi-character keys.",
            "        assert isinstance(key, Keys) or len(key) == 1\n",
            "",
        ),
        (  # "FILE, f: the assert that ...; comment it out": a "(" is an opening paren
            "keys.py, _add_os_path_join: the assert that checks the child before the arglist is "
            "an opening paren blows up on some of our broken code; comment it out.",
            '    assert trailer.children[index - 1] == "("\n',
            '    # assert trailer.children[index - 1] == "("\n',
        ),
        (  # "the line in f that ...": f is where
            "our bindings place the cursor themselves. can you comment out the line in "
            "_call_handler that corrects the cursor position for Vi after the handler ran?",
            "        self._fix_vi_cursor_position(event)\n",
            "        # self._fix_vi_cursor_position(event)\n",
        ),
        (  # the line after which it goes, said by what it does; the aim is no code
            "In memoize, right after the line that copies f's docstring onto f_cached, add "
            "f_cached.__wrapped__ = f so that inspect.unwrap works on memoized functions.",
            "    f_cached.__doc__ = f.__doc__\n",
            "    f_cached.__doc__ = f.__doc__\n    f_cached.__wrapped__ = f\n",
        ),
    ],
)
def test_statements_said_by_what_they_do_in_the_third_round(store, tmp_path, prompt, old, new):
    (tmp_path / "keys.py").write_text(KEYS)
    ask(store, tmp_path, prompt)
    assert (tmp_path / "keys.py").read_text() == KEYS.replace(old, new, 1)


def test_a_request_after_a_remark_and_for_now_is_an_edit():
    q = read_question(
        "[mpmath/ctx_base.py] so, next week I'm going to switch warn() over to the warnings "
        "module instead of print, but for now could you just add import warnings at the top "
        "with the other imports?"
    )
    assert (q.kind, q.edit.op, q.edit.new) == ("edit", "prepend", "import warnings")


def test_a_name_listed_on_a_line_of_its_own_is_not_a_line_written_out(store, tmp_path):
    """ "drop the assert that runs just before NetworkXNoCycle is raised": the line
    `NetworkXNoCycle,` of an import list is not the line the prompt writes out; the one assert
    of find_cycle is (its first sentence read alone, since the eighteenth pass)."""
    source = (
        "from exc import (\n    NetworkXNoCycle,\n)\n\n\ndef find_cycle(cycle):\n"
        "    if not cycle:\n        assert len(cycle) == 0\n        raise NetworkXNoCycle()\n"
    )
    (tmp_path / "cycles.py").write_text(source)
    answer, _ = ask(
        store,
        tmp_path,
        "cycles.py: in find_cycle, drop the assert that runs just before NetworkXNoCycle is "
        "raised. It can never fail there.",
    )
    assert (tmp_path / "cycles.py").read_text() == source.replace(
        "        assert len(cycle) == 0\n", ""
    ), answer


@pytest.mark.parametrize(
    "prompt, expected",
    [
        (  # "is 'A', should be 'B'"
            "typo in processors.py: ShowTrailingWhiteSpaceProcessor's default style is "
            "'class:training-whitespace', should be 'class:trailing-whitespace'. can you fix it?",
            ("replace", "processors.py", "class:training-whitespace", "class:trailing-whitespace"),
        ),
        (  # a number inside the quote said before, never the whole quote
            "In html.py, HtmlFormatter._pre_style returns 'line-height: 125%;'. Make it 150% "
            "please.",
            ("replace", "html.py", "line-height: 125%;", "line-height: 150%;"),
        ),
        (  # an attribute of a class, from one number to another: the class's constant set
            "change CosetTable.max_stack_size from 100 to 500 in coset_table.py",
            ("set_value", "coset_table.py", "100", "500"),
        ),
        (  # what it is, then the quote
            "in findroot, change the default tolerance `tol = ctx.eps * 2**10` to "
            "`tol = ctx.eps * 2**6`",
            ("replace", None, "tol = ctx.eps * 2**10", "tol = ctx.eps * 2**6"),
        ),
    ],
)
def test_edits_read_in_the_sixteenth_pass_fourth_round(prompt, expected):
    e = read_question(prompt).edit
    assert (e.op, e.path, e.old, e.new) == expected


def test_a_replacement_said_first_in_a_definition_is_made_there(store, tmp_path):
    (tmp_path / "opt.py").write_text(
        "def findroot(ctx):\n    tol = ctx.eps * 2**10\n    return tol\n\n\n"
        "def ellipk(ctx):\n    tol = ctx.eps * 2**10\n    return tol\n"
    )
    ask(
        store,
        tmp_path,
        "in findroot, change the default tolerance `tol = ctx.eps * 2**10` to `tol = ctx.eps * 2**6`",
    )
    assert (tmp_path / "opt.py").read_text().count("2**6") == 1
    assert "def findroot(ctx):\n    tol = ctx.eps * 2**6" in (tmp_path / "opt.py").read_text()


def test_replacing_every_text_that_would_break_an_import_of_the_workspace_is_declined(
    store, tmp_path
):
    """ "Replace every 'parse' with 'zzz' in pkg/parser.py": `from .feedparser import ...`
    would import `pkg.feedzzzr`, a module the workspace does not have (bench_edit_fuzz, seed 5)."""
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg/__init__.py").write_text("")
    (tmp_path / "pkg/feedparser.py").write_text("class FeedParser:\n    pass\n")
    (tmp_path / "pkg/parser.py").write_text(
        "from .feedparser import FeedParser\n\n\ndef parse(text):\n    return FeedParser()\n"
    )
    answer, _ = asked_unchanged(
        store, tmp_path, "Replace every 'parse' with 'zzz' in pkg/parser.py"
    )
    assert "`pkg.feedparser`" in answer and "`pkg.feedzzzr`" in answer


def test_changing_code_so_its_message_reads_a_text_replaces_the_message():
    """heldout44 #22 was declined."""
    edit = read_question(
        'In sympy/sets/sets.py, change the Interval error `raise ValueError("Non-real intervals '
        'are not supported")` so the message reads "Interval endpoints must be real".'
    ).edit
    assert (edit.op, edit.path) == ("replace", "sympy/sets/sets.py")
    assert edit.old == 'raise ValueError("Non-real intervals are not supported")'
    assert edit.new == 'raise ValueError("Interval endpoints must be real")'


def test_a_default_said_by_its_parameter_changes_the_code_not_the_docstring(store, tmp_path):
    """ "raise the default max_iter of katz_centrality from 1000 to 2000" changed the docstring's
    "(default=1000)" (heldout44 #46)."""
    path = tmp_path / "katz.py"
    path.write_text(
        "def katz_centrality(\n    G,\n    max_iter=1000,\n):\n"
        '    """Katz centrality.\n\n    max_iter : integer, optional (default=1000)\n'
        '        Maximum number of iterations.\n    """\n    return max_iter\n'
    )
    ask(
        store,
        tmp_path,
        "In katz.py, raise the default max_iter of katz_centrality from 1000 to 2000.",
    )
    assert "    max_iter=2000,\n" in path.read_text() and "(default=1000)" in path.read_text()


@pytest.mark.parametrize(
    "prompt, expected",
    [
        (  # a comment said by its mark, and the definition it is in (edits48 #5)
            "pls remove the XXX comment from unpack_tarfile, it doesnt tell anyone anything",
            ("delete_line", None, "XXX", "", "unpack_tarfile"),
        ),
        (  # a name written as code, "completely" after it (edits48 #17)
            "We vendor hatch.py and the deprecation period is long over for us. Remove "
            "_validate_hatch_pattern completely.",
            ("delete_definition", "hatch.py", "", "", ""),
        ),
        (  # "On line N of FILE, <what to do>: CODE" (edits48 #4)
            "On line 100 of archive_util.py, swap the %-formatting for an f-string: raise "
            'UnrecognizedFormat(f"{filename} is not a zip file")',
            (
                "replace_lines",
                "archive_util.py",
                "",
                'raise UnrecognizedFormat(f"{filename} is not a zip file")',
                "",
            ),
        ),
        (  # "the line in f that ...", "add: CODE" (edits48 #27)
            "in _init_workspace, right after the line that adds the uid-suffixed fallback to "
            "try_dirs, add: try_dirs.append(os.path.basename(base_dir))",
            (
                "insert_after",
                None,
                "",
                "try_dirs.append(os.path.basename(base_dir))",
                "_init_workspace",
            ),
        ),
        (  # "add a comment: # ..." (edits48 #14)
            "In CSSResolver.__call__, just before the line that resolves the relative font "
            "size, add a comment: # font size first",
            ("insert_before", None, "", "# font size first", "CSSResolver.__call__"),
        ),
        (  # the quote, then the aim (edits48 #19)
            "Right after the line in get_path that turns density into an int, add "
            "`density = max(density, 0)` so that a negative density gives an empty path.",
            ("insert_after", None, "", "density = max(density, 0)", "get_path"),
        ),
        (  # what the quote is, after it (heldout49 #12)
            "In feaLib/lexer.py change the `len(self.lexers_) >= 5` check to "
            "`len(self.lexers_) >= 10`.",
            ("replace", "feaLib/lexer.py", "len(self.lexers_) >= 5", "len(self.lexers_) >= 10", ""),
        ),
        (  # a typo said with an arrow, no verb (edits49 #13)
            "typo in the TTCollection docstring: suprises → surprises",
            ("replace", None, "suprises", "surprises", ""),
        ),
    ],
)
def test_edits_read_in_the_seventeenth_pass(prompt, expected):
    e = read_question(prompt).edit
    assert (e.op, e.path, e.old, e.new, e.scope) == expected


def test_a_name_a_label_starts_with_is_still_what_is_renamed():
    assert read_question("lookup: rename to parse_level").edit.old == "lookup"


def test_a_name_that_sounds_like_a_verb_after_to_is_no_docstring_target():
    """ "... took me a while to get what it does. could you add one?" documented `get`
    (edits48 #25)."""
    edit = read_question(
        "hey, so WorkSpace._purge_leftovers has no docstring and it took me a while to get what "
        "it does. could you add one? it removes the stale work directories"
    ).edit
    assert (edit.op, edit.symbol) == ("docstring", "WorkSpace._purge_leftovers")


def test_a_pronoun_after_a_noun_called_name_is_the_name_said_first(store, tmp_path):
    """ "X is a misleading name since it keeps ...; call it Y instead": "name" there is no verb
    (edits48 #9 was declined)."""
    (tmp_path / "css.py").write_text(
        "def _lowercase_css_values(text):\n    return text.lower()\n\n\n"
        "def expand(text):\n    return _lowercase_css_values(text)\n"
    )
    ask(
        store,
        tmp_path,
        "_lowercase_css_values is a misleading name since it keeps quoted strings as they are; "
        "call it _lower_outside_quotes instead",
    )
    assert (tmp_path / "css.py").read_text().count("_lower_outside_quotes") == 2


def test_an_insert_after_a_line_said_that_the_new_line_also_fits_is_reported_as_made(
    store, tmp_path
):
    """The line said was looked for again after the insert, the new line fitted it too, and the
    answer said "I did not change anything" over a change made (edits48 #27)."""
    path = tmp_path / "diskutils.py"
    path.write_text(
        "import os\n\n\ndef _init_workspace(base_dir):\n    try_dirs = [base_dir]\n"
        '    try_dirs.append(f"{base_dir}-{os.getuid()}")\n    return try_dirs\n'
    )
    answer, _ = ask(
        store,
        tmp_path,
        "in _init_workspace, right after the line that adds the uid-suffixed fallback to "
        "try_dirs, add: try_dirs.append(os.path.basename(base_dir))",
    )
    assert answer.startswith("Inserted"), answer
    assert 'os.getuid()}")\n    try_dirs.append(os.path.basename(base_dir))\n' in path.read_text()


def test_a_line_said_by_what_it_does_is_code_not_a_docstring_or_a_comment(store, tmp_path):
    """ "the line that resolves the relative font size" was declined: a doctest in the docstring
    said "font-size" too (edits48 #14); "the line that packs the DSIG length and offset" was
    declined: a comment said "DSIG tag, length, and offset" (edits49 #14)."""
    path = tmp_path / "css.py"
    path.write_text(
        "class CSSResolver:\n    def __call__(self, props):\n"
        '        """Resolve.\n\n        >>> resolve("font-size: 2em; font-size: 1em")\n        """\n'
        "        props = self._update_initial(props)\n"
        "        props = self._update_font_size(props)\n        return props\n\n\n"
        "def save(file, data, dsig_offset):\n    # Write the DSIG tag, length, and offset\n"
        '    file.write(b"DSIG")\n    file.write(struct.pack(">2L", len(data), dsig_offset))\n'
    )
    ask(
        store,
        tmp_path,
        "In CSSResolver.__call__, just before the line that resolves the relative font size, "
        "add a comment: # font size first",
    )
    ask(
        store,
        tmp_path,
        "In save, just before the line that packs the DSIG length and offset, insert "
        'log.debug("DSIG at %d", dsig_offset)',
    )
    text = path.read_text()
    assert "        # font size first\n        props = self._update_font_size(props)\n" in text
    assert '    log.debug("DSIG at %d", dsig_offset)\n    file.write(struct.pack(' in text


def test_a_line_fitting_two_of_many_words_said_is_not_deleted(store, tmp_path):
    """ "remove the line that falls back to the current working directory when no extension is
    given" deleted `description = "Work with JupyterLab extensions"` (edits49 #8)."""
    (tmp_path / "labextensions.py").write_text(
        'description = "Work with JupyterLab extensions"\n\n\n'
        "def run(args):\n    args = args or [os.getcwd()]\n    return args\n"
    )
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "In labextensions.py remove the line that falls back to the current working directory "
        "when no extension is given.",
    )
    assert answer.startswith("I did not change anything")


def test_the_assertion_at_the_end_of_a_method_said_then_delete_it_is_that_line(store, tmp_path):
    """It deleted the whole method (edits49 #20)."""
    path = tmp_path / "multi_lock.py"
    path.write_text(
        "class MultiLockExtension:\n    def acquire(self, id):\n        assert id not in self.events\n"
        "        self.wait(id)\n        assert self.requests_left[id] == 0\n        return True\n"
    )
    ask(
        store,
        tmp_path,
        "the assertion at the end of MultiLockExtension.acquire, the one that checks no locks "
        "are left to wait for, fires under load on our cluster. delete it",
    )
    assert path.read_text() == (
        "class MultiLockExtension:\n    def acquire(self, id):\n        assert id not in self.events\n"
        "        self.wait(id)\n        return True\n"
    )


@pytest.mark.parametrize(
    "prompt, old, new",
    [
        (  # before the one return of the function said (edits48 #28)
            "Just before new_work_dir hands back the new WorkDir, log it at debug level with "
            'logger.debug("New work dir") (diskutils.py)',
            "        return WorkDir(self)\n",
            '        logger.debug("New work dir")\n        return WorkDir(self)\n',
        ),
        (  # a flag set to True "marks" (edits49 #18)
            "in WorkSpace.acquire, just before the line that marks the lock as held, add "
            '`logger.debug("held")`',
            "        self._locked = True\n",
            '        logger.debug("held")\n        self._locked = True\n',
        ),
        (  # the new line given whole after "i.e." (edits49 #26)
            "The line in new_work_dir that takes the chunksize falls back to 6; make the fallback "
            'i.e. chunksize = chunksize or config.get("chunksize", 8)',
            '        chunksize = chunksize or config.get("chunksize", 6)\n',
            '        chunksize = chunksize or config.get("chunksize", 8)\n',
        ),
        (  # "that fallback line", the one the new line is an edit of (heldout49 #40)
            "poll_interval in diskutils.py falls back to 1000 ms when there is no hint. Change "
            "that fallback line to `return 2000`.",
            "        return 1000\n",
            "        return 2000\n",
        ),
        (  # the dashed part that asks, not the remark before it (edits49 #25)
            "diskutils.py — our app registers its own pickling. Please comment out the line that "
            "installs tblib's pickling support.",
            "        tblib.pickling_support.install()\n",
            "        # tblib.pickling_support.install()\n",
        ),
    ],
)
def test_lines_said_in_the_seventeenth_pass(store, tmp_path, prompt, old, new):
    path = tmp_path / "diskutils.py"
    before = (
        "class WorkSpace:\n    def acquire(self):\n        self.client.acquire()\n"
        "        self._locked = True\n\n"
        "    def poll_interval(self, hint):\n        if hint:\n            return int(hint)\n"
        "        return 1000\n\n"
        "    def new_work_dir(self, chunksize=None):\n        tblib.pickling_support.install()\n"
        '        chunksize = chunksize or config.get("chunksize", 6)\n'
        "        return WorkDir(self)\n"
    )
    path.write_text(before)
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text() == before.replace(old, new), answer


@pytest.mark.parametrize(
    "prompt, old, new",
    [
        (  # a constant named before "from A to B" (heldout46 #17)
            'In consts.py, please change FAVORITE_HASH from "sha256" to "sha512".',
            'FAVORITE_HASH = "sha256"',
            'FAVORITE_HASH = "sha512"',
        ),
        (  # a class attribute said with its class (heldout46 #44)
            "Please switch the Signer's default_key_derivation in consts.py from "
            '"django-concat" to "hmac".',
            'default_key_derivation: str = "django-concat"',
            'default_key_derivation: str = "hmac"',
        ),
        (  # an entry placed in a constant's container, the container said last (heldout46 #36)
            'In consts.py, add "code" after "textarea" in PRESERVE_TAGS so whitespace inside '
            "<code> is kept too.",
            'PRESERVE_TAGS = set(["pre", "textarea"])',
            'PRESERVE_TAGS = set(["pre", "textarea", "code"])',
        ),
    ],
)
def test_values_changed_where_the_name_said_is_set(store, tmp_path, prompt, old, new):
    path = tmp_path / "consts.py"
    before = (
        'FAVORITE_HASH = "sha256"\nSTRONG_HASHES = ["sha256", "sha384", "sha512"]\n'
        'PRESERVE_TAGS = set(["pre", "textarea"])\n\n\nclass Signer:\n'
        '    """Signs with "django-concat" by default."""\n\n'
        '    default_key_derivation: str = "django-concat"\n'
    )
    path.write_text(before)
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text() == before.replace(old, new), answer


@pytest.mark.parametrize(
    "prompt, expected",
    [
        (  # a file named like a question word is no question (edits50 #29)
            'describe.py: replace "A white list" with "An allow list" everywhere',
            ("replace_all", "describe.py", "A white list", "An allow list", ""),
        ),
        (  # code quoted in a commit message's arrow is replaced, not renamed (edits50 #11)
            "style(x509/name): `if _validate is True:` -> `if _validate:` in NameAttribute.__init__",
            ("replace", None, "if _validate is True:", "if _validate:", "NameAttribute.__init__"),
        ),
        (  # a reason after the arrow (edits50 #18)
            "`_accessstrings` → `_ACCESS_NAMES` (psOperators.py), it's a constant so caps",
            ("rename", "psOperators.py", "_accessstrings", "_ACCESS_NAMES", ""),
        ),
        (  # the same text on the lines said, each of them (edits50 #4)
            "fix the grammar of the two tracestate warnings on lines 304 and 344 of span.py: "
            "“more 32” → “more than 32”",
            ("replace_all", "span.py", "more 32", "more than 32", ""),
        ),
    ],
)
def test_edits_read_in_the_seventeenth_pass_third_round(prompt, expected):
    e = read_question(prompt).edit
    assert (e.op, e.path, e.old, e.new, e.scope) == expected


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


@pytest.mark.parametrize(
    "prompt, old, new",
    [
        (  # "the commented-out read of ...", a reason after a comma (edits50 #17)
            "in ps_readstring, uncomment the commented-out read of the pad byte, we don't feed it "
            "StringIO anymore",
            "        # pad = file.value.read(1)\n",
            "        pad = file.value.read(1)\n",
        ),
        (  # .strip() strips whitespace; "the line in f that" (edits50 #6)
            "comment out the line in from_header that strips optional whitespace off each "
            "member, we want to see how strict parsing behaves",
            '        member = member.strip(" \\t")\n',
            '        # member = member.strip(" \\t")\n',
        ),
        (  # `d[k] = v` stores a pair (edits50 #5)
            "In from_header, right after the line that stores the pair in the dict, add "
            '_logger.debug("key %s", key)',
            "        _dict[key] = value\n",
            '        _dict[key] = value\n        _logger.debug("key %s", key)\n',
        ),
        (  # concat concatenates (edits50 #27)
            "In from_header, just before the line that concatenates the per-column results, add "
            "`assert cols`",
            "        return concat(cols)\n",
            "        assert cols\n        return concat(cols)\n",
        ),
        (  # a line said, then its new text after a colon (edits50 #21)
            "In ps_readstring there is a line that skips one character by adding 1 to the "
            "file's position. Rewrite it as an augmented assignment: f.value.pos += 1",
            "        f.value.pos = f.value.pos + 1\n",
            "        f.value.pos += 1\n",
        ),
    ],
)
def test_lines_said_in_the_seventeenth_pass_third_round(store, tmp_path, prompt, old, new):
    path = tmp_path / "span.py"
    before = (
        "def ps_readstring(f, file):\n        s = f.value\n"
        "        # pad = file.value.read(1)\n        f.value.pos = f.value.pos + 1\n"
        "        return s\n\n\n"
        "def from_header(header, cols):\n    _dict = {}\n    # remove optional whitespace\n"
        "    for member in header:\n"
        '        member = member.strip(" \\t")\n        key, value = member.split("=")\n'
        "        _dict[key] = value\n        return concat(cols)\n"
    )
    path.write_text(before)
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text() == before.replace(old, new), answer


def test_a_number_changed_in_a_name_said_bare_is_changed_in_the_function_said(store, tmp_path):
    """ "change backoff_base in connect() from 0.01 to 0.05" was declined (heldout50 #16)."""
    path = tmp_path / "core.py"
    path.write_text(
        "TIMEOUT = 0.01\n\n\nasync def connect(addr):\n    backoff_base = 0.01\n"
        "    return addr, backoff_base\n"
    )
    ask(store, tmp_path, "In core.py, change backoff_base in connect() from 0.01 to 0.05.")
    assert path.read_text() == (
        "TIMEOUT = 0.01\n\n\nasync def connect(addr):\n    backoff_base = 0.05\n"
        "    return addr, backoff_base\n"
    )


def test_a_scope_naming_a_module_and_a_constant_in_it_is_the_module(store, tmp_path):
    """ "comment out the line print(...) in getpass": getpass.py, not its `getpass = ...` line
    (edits9 #3 failed on an intermediate commit of the seventeenth pass)."""
    path = tmp_path / "getpass.py"
    path.write_text(
        "def fallback_getpass(stream):\n"
        '    print("Warning: Password input may be echoed.", file=stream)\n    return ""\n\n\n'
        "getpass = fallback_getpass\n"
    )
    ask(
        store,
        tmp_path,
        'pls comment out the line print("Warning: Password input may be echoed.", file=stream) '
        "in getpass, warnings.warn is enough for us",
    )
    assert (
        '    # print("Warning: Password input may be echoed.", file=stream)\n' in path.read_text()
    )


@pytest.mark.parametrize(
    "prompt, old, new",
    [
        (  # an apostrophe inside the aim after the request (heldout52 #27)
            "In pager.py the posix default pager is 'less -R'. Make it 'less -RS' so long lines "
            "don't wrap.",
            "'less -R'",
            "'less -RS'",
        ),
        (  # "that default", in the method said as the sentence's subject, the whole string
            # (heldout53 #25)
            'In pager.py, Writer.__init__ falls back to the date format "YYYY-MM-DD". Change that '
            'default to "DD/MM/YYYY" (leave the datetime one alone).',
            '        self.date_format = "YYYY-MM-DD"\n',
            '        self.date_format = "DD/MM/YYYY"\n',
        ),
        (  # a call elided, at the top of the method said, a reason after it (heldout52 #47)
            "Drop the deprecation(...) call at the top of Writer.on_submit in pager.py, the "
            "warning is noise for us.",
            '        deprecation("on_submit is deprecated")\n',
            "",
        ),
    ],
)
def test_edits_of_the_seventeenth_pass_fourth_round(store, tmp_path, prompt, old, new):
    path = tmp_path / "pager.py"
    before = (
        "PAGER = 'less -R'\n\n\nclass Writer:\n    def __init__(self):\n"
        '        self.date_format = "YYYY-MM-DD"\n'
        '        self.datetime_format = "YYYY-MM-DD HH:MM:SS"\n\n'
        "    def on_submit(self, callback):\n"
        '        deprecation("on_submit is deprecated")\n        self.callbacks.append(callback)\n'
        '        deprecation("twice")\n'
    )
    path.write_text(before)
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text() == before.replace(old, new, 1), answer


@pytest.mark.parametrize(
    "prompt, old, new",
    [
        (  # the place, an arrow, the line (edits51 #28)
            "end of text.py -> __all__ = ['marquee']",
            "    return marks\n",
            "    return marks\n__all__ = ['marquee']\n",
        ),
        (  # "rewrite the line that ... as CODE ?" (edits51 #29)
            "In marquee, could you rewrite the line that falls back to a default mark as "
            "mark = mark if mark else '*' ?",
            "    mark = mark or '*'\n",
            "    mark = mark if mark else '*'\n",
        ),
        (  # "add the comment # ..." without a colon; eval evaluates (edits51 #4)
            "just before the line in marquee that evaluates the width, add the comment # "
            "SECURITY: eval runs any expression",
            "    width = eval(width)\n",
            "    # SECURITY: eval runs any expression\n    width = eval(width)\n",
        ),
        (  # `if n < 0: n = 0` clamps to zero (edits51 #3)
            "in marquee(), comment out the line that clamps nmark to zero when the text is wider "
            "than the marquee. i want see what happen with a negative count",
            "    if nmark < 0: nmark = 0\n",
            "    # if nmark < 0: nmark = 0\n",
        ),
    ],
)
def test_edits_read_after_the_last_round_of_the_seventeenth_pass(store, tmp_path, prompt, old, new):
    path = tmp_path / "text.py"
    before = (
        "def marquee(txt, width, mark):\n    mark = mark or '*'\n    width = eval(width)\n"
        "    nmark = (width - len(txt) - 2) // len(mark) // 2\n    if nmark < 0: nmark = 0\n"
        "    marks = mark * nmark\n    return marks\n"
    )
    path.write_text(before)
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text() == before.replace(old, new), answer


# --- eighteenth pass -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        (  # a commit message's type and scope first (edits52 #11)
            "fix(text): in marquee, `nmark = (width - len(txt) - 2) // len(mark) // 2` halves "
            "twice. Replace it with `nmark = (width - len(txt) - 2) // len(mark)`",
            "    nmark = (width - len(txt) - 2) // len(mark) // 2\n",
            "    nmark = (width - len(txt) - 2) // len(mark)\n",
        ),
        (  # where the name is, in brackets, between it and the new name (edits52 #17)
            "In text.py, could you rename the nested helper `pad` (inside marquee) to `padded`?",
            "    def pad(s):\n        return s\n    marks = pad(mark * nmark)\n",
            "    def padded(s):\n        return s\n    marks = padded(mark * nmark)\n",
        ),
        (  # the lines, an arrow, then what to do with them (edits52 #20)
            "text.py lines 3-4 -> delete (the eval and the count, we don't need them)",
            "    width = eval(width)\n    nmark = (width - len(txt) - 2) // len(mark) // 2\n",
            "",
        ),
        (  # "a leftover debug print" (edits52 #1)
            "There's a leftover debug print in marquee(): it dumps the marks to stdout. "
            "Please delete that line.",
            "    print(marks)\n",
            "",
        ),
        (  # `.removeprefix('+')` strips a leading plus sign (edits52 #21)
            "comment out the line in marquee that strips the leading plus sign, i wanna see it",
            "    txt = txt.removeprefix('+')\n",
            "    # txt = txt.removeprefix('+')\n",
        ),
    ],
)
def test_edits_read_after_the_first_round_of_the_eighteenth_pass(store, tmp_path, prompt, old, new):
    path = tmp_path / "text.py"
    before = (
        "def marquee(txt, width, mark):\n    txt = txt.removeprefix('+')\n    width = eval(width)\n"
        "    nmark = (width - len(txt) - 2) // len(mark) // 2\n    if nmark < 0: nmark = 0\n"
        "    def pad(s):\n        return s\n    marks = pad(mark * nmark)\n    print(marks)\n"
        "    return marks.strip()\n"
    )
    path.write_text(before)
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text() == before.replace(old, new), answer


def test_a_new_file_said_bare_ends_before_a_dash_and_a_remark(store, tmp_path):
    """edits52 #25 wrote the remark after " — " into the new file."""
    answer, _ = ask(
        store,
        tmp_path,
        "Create defaults.py containing just SAMPLE_BYTES = 256000 — we want one place for it.",
    )
    assert (tmp_path / "defaults.py").read_text() == "SAMPLE_BYTES = 256000\n", answer


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        (  # the old value said before the arrow, a sentence after (edits53 #1)
            "text.py: LIMIT 1000 -> 200. Our notebooks hang for seconds on a big list.",
            "LIMIT = 1000\n",
            "LIMIT = 200\n",
        ),
        (  # "Replace that raise with ...", the raise quoted in part before (edits53 #10)
            'In marquee the error says "not str", which confuses everyone. Replace that raise '
            'with raise TypeError(f"mark must be one character, got {len(mark)}")',
            '        raise TypeError("mark must be a character, not str")\n',
            '        raise TypeError(f"mark must be one character, got {len(mark)}")\n',
        ),
        (  # code without quotes, then a reason (edits53 #25)
            'In marquee replace raise TypeError("mark must be a character, not str") with '
            'raise TypeError("mark must be one character") since that is what it checks.',
            '        raise TypeError("mark must be a character, not str")\n',
            '        raise TypeError("mark must be one character")\n',
        ),
        (  # a commit message's scope, and "it" for the name said to be stale (edits53 #21)
            "chore(text): old_marquee is deprecated and marquee already handles it, drop it",
            "def old_marquee(txt):\n    return marquee(txt, 10, '*')\n\n\n",
            "",
        ),
        (  # `id(obj)` is a memory address (edits53 #6)
            "Our snapshots change on every run. In marquee, comment out the line that prints "
            "the object's memory address.",
            "    print(' at 0x%x' % id(txt))\n",
            "    # print(' at 0x%x' % id(txt))\n",
        ),
        (  # a URL is a link (edits53 #19)
            "the stackoverflow link in marquee is dead, pls remove that comment line",
            "    # https://stackoverflow.com/questions/1/centre-a-marquee-text\n",
            "",
        ),
        (  # not the definition's line, which says *text* too (edits53 #17)
            "in marquee, right after the line that writes the text to the log, add log.flush()",
            "    log.write(txt)\n",
            "    log.write(txt)\n    log.flush()\n",
        ),
        (  # a scope said before "could you"; the line holding all the others hold (edits53 #20)
            "We are debugging a hang. In marquee() could you comment out the line that hands "
            "the preload list to the forkserver context? Just that one line.",
            "        ctx.set_forkserver_preload(preload)\n",
            "        # ctx.set_forkserver_preload(preload)\n",
        ),
    ],
)
def test_edits_read_after_the_second_round_of_the_eighteenth_pass(
    store, tmp_path, prompt, old, new
):
    path = tmp_path / "text.py"
    before = (
        "LIMIT = 1000\n\n\n"
        "def old_marquee(txt):\n    return marquee(txt, 10, '*')\n\n\n"
        "def marquee(txt, width, mark, log, preload):\n"
        "    # https://stackoverflow.com/questions/1/centre-a-marquee-text\n"
        "    if len(mark) != 1:\n"
        '        raise TypeError("mark must be a character, not str")\n'
        "    log.write(txt)\n"
        "    print(' at 0x%x' % id(txt))\n"
        "    marks = [mark] * (width - len(txt))\n"
        "    ctx = get_context(width)\n"
        "    if not forkserver_preload_set:\n"
        "        ctx.set_forkserver_preload(preload)\n"
        "        forkserver_preload_set = True\n"
        "    return marks\n"
    )
    path.write_text(before)
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text() == before.replace(old, new), answer


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


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        (  # a number as written, what it is, the new number (heldout57 #23, heldout59 #48)
            "In auto_blocksize (sizes.py) raise the 64e6 cap to 128e6.",
            "min(blocksize, int(64e6))",
            "min(blocksize, int(128e6))",
        ),
        (
            "In Run.send (sizes.py), raise the 65536-byte threshold for merging shards into one "
            "blob to 131072.",
            "if size < 65536:",
            "if size < 131072:",
        ),
        (  # "reword" (heldout58 #19)
            "In sizes.py, reword the error 'Must produce aggregated value' to 'Function must "
            "produce an aggregated value'.",
            "'Must produce aggregated value'",
            "'Function must produce an aggregated value'",
        ),
        (  # the module said between the names (heldout59 #29)
            "Rename the helper _nint in the sizes module to _nearest_int, and update its caller.",
            "def _nint(x):\n    return round(x)\n\n\ndef auto_blocksize(blocksize):\n"
            "    return min(blocksize, int(64e6)) + _nint(0.4)",
            "def _nearest_int(x):\n    return round(x)\n\n\ndef auto_blocksize(blocksize):\n"
            "    return min(blocksize, int(64e6)) + _nearest_int(0.4)",
        ),
        (  # a method said after "in", a part of the line quoted (edits54 #9)
            'sizes.py: in Run.check the first `if` has "sum" in its list twice. Make that line '
            '`if how in ["sum", "prod"]:`',
            '        if how in ["sum", "sum", "prod"]:',
            '        if how in ["sum", "prod"]:',
        ),
        (  # "Replace that raise with ..." said by what it does (edits54 #18)
            "In Run.check, the error raised when the start is not an int forgot its f prefix. "
            "Replace that raise with raise TypeError(f'start must be int, not {start!r}')",
            "raise TypeError('start must be int, not {start!r}')",
            "raise TypeError(f'start must be int, not {start!r}')",
        ),
        (  # "says A, should be B" (edits54 #25)
            "sizes.py – the Run.send docstring says initializatoin, should be initialization",
            '"""Send the shards after initializatoin."""',
            '"""Send the shards after initialization."""',
        ),
        (  # "there": the method said in the sentence before (edits54 #29)
            "Run.restart forgets the byte counts. right after the line that empties the state "
            "mapping there, add self.nbytes.clear()",
            "        self.state.clear()\n",
            "        self.state.clear()\n        self.nbytes.clear()\n",
        ),
    ],
)
def test_edits_read_after_rounds_2_and_3_of_the_eighteenth_pass(store, tmp_path, prompt, old, new):
    path = tmp_path / "sizes.py"
    before = (
        "def _nint(x):\n    return round(x)\n\n\n"
        "def auto_blocksize(blocksize):\n    return min(blocksize, int(64e6)) + _nint(0.4)\n\n\n"
        "class Run:\n"
        "    def send(self, size):\n"
        '        """Send the shards after initializatoin."""\n'
        "        if size < 65536:\n            return 'merged'\n"
        "        raise ValueError('Must produce aggregated value')\n\n"
        "    def check(self, how, start):\n"
        '        if how in ["sum", "sum", "prod"]:\n            return how\n'
        '        elif how == "mean":\n            return "sum"\n'
        "        if not isinstance(start, int):\n"
        "            raise TypeError('start must be int, not {start!r}')\n\n"
        "    def restart(self):\n        self.all.clear()\n        self.state.clear()\n\n"
        "    def reset(self):\n        self.state.clear()\n"
    )
    path.write_text(before)
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text() == before.replace(old, new, 1), answer


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


def test_it_is_the_name_said_stale_not_the_place_it_is_in(store, tmp_path):
    """ "The no-op unknown_decl at the bottom of ParserBase is dead weight ... Delete it." deleted
    ParserBase when the name before "is dead" was taken for what is stale (edits21 #3)."""
    source = (
        "class ParserBase:\n    def parse(self):\n        return 1\n\n"
        "    def unknown_decl(self, data):\n        pass\n"
    )
    (tmp_path / "markup.py").write_text(source)
    answer, _ = ask(
        store,
        tmp_path,
        "The no-op unknown_decl at the bottom of ParserBase is dead weight, every subclass "
        "defines its own. Delete it. (markup.py)",
    )
    assert (tmp_path / "markup.py").read_text() == source.replace(
        "\n    def unknown_decl(self, data):\n        pass\n", ""
    ), answer


def test_add_a_line_on_the_line_right_after_another(store, tmp_path):
    """heldout61 #39 was declined."""
    path = tmp_path / "widgets.py"
    path.write_text(
        "class Lasso:\n    def __init__(self, callback):\n        self.callback = callback\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "in Lasso.__init__ in widgets.py, add `self.finished = False` on the line right after "
        "`self.callback = callback`",
    )
    assert path.read_text().endswith("self.callback = callback\n        self.finished = False\n"), (
        answer
    )


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        (  # a typo of two words, the file in brackets first (edits55 #1)
            "(domain.py) typo in the `unify` part of the Domain docstring: notation respetively "
            "-> notation respectively",
            "notation respetively",
            "notation respectively",
        ),
        (  # "Make that line raise ..." (edits55 #2)
            "In Domain.check, the error raised for an unknown method is missing the closing quote "
            "after single. Make that line raise ValueError(\"method must be 'table' or 'single'\")",
            "raise ValueError(\"method must be 'table' or 'single\")",
            "raise ValueError(\"method must be 'table' or 'single'\")",
        ),
        (  # a call's argument in brackets is no file (edits55 #10)
            "Domain.encode: the line that base64-encodes the data also rebinds the name base64. "
            "Change that line to data = base64.b64encode(self.data).decode('ascii')",
            "data = base64 = base64.b64encode(self.data).decode('ascii')",
            "data = base64.b64encode(self.data).decode('ascii')",
        ),
        (  # a sentence of context starting "When", then the request (edits55 #22)
            "When encoding blows up, i want see it on stderr too. Right after the line that "
            "saves the formatted traceback, add traceback.print_exc()",
            "            tb = traceback.format_exc()\n",
            "            tb = traceback.format_exc()\n            traceback.print_exc()\n",
        ),
        (  # "that comment line" (edits55 #26)
            "We decided to keep the dtype comparison in Domain.__eq__, so the XXX comment there "
            "is wrong now. Remove that comment line.",
            "        # XXX: Remove this.\n",
            "",
        ),
        (  # an alias among flags set to False; "in class C the line wich" (edits55 #27)
            "pls comment out in class Domain the line wich make n an alias of evalf, we think it "
            "clash with a n attribute in our subclass",
            "    n = evalf\n",
            "    # n = evalf\n",
        ),
    ],
)
def test_edits_read_after_round_4_of_the_eighteenth_pass(store, tmp_path, prompt, old, new):
    path = tmp_path / "domain.py"
    before = (
        "import base64\nimport traceback\n\n\n"
        "class Domain:\n"
        '    """Domains, unified in notation respetively of their order."""\n\n'
        "    is_Exact = False\n    is_Field = False\n\n"
        "    def __eq__(self, other):\n"
        "        # XXX: Remove this.\n"
        "        return isinstance(other, Domain) and self.dtype == other.dtype\n\n"
        "    def check(self, method):\n"
        "        if method not in ('table', 'single'):\n"
        "            raise ValueError(\"method must be 'table' or 'single\")\n\n"
        "    def encode(self):\n"
        "        try:\n            data = base64 = base64.b64encode(self.data).decode('ascii')\n"
        "        except Exception:\n"
        "            tb = traceback.format_exc()\n"
        "            return tb\n"
        "        return data\n\n"
        "    def evalf(self, a):\n        return float(a)\n\n"
        "    n = evalf\n"
    )
    path.write_text(before)
    (tmp_path / "notes.py").write_text("")
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text() == before.replace(old, new, 1), answer


def test_a_new_file_said_as_a_noun(store, tmp_path):
    """edits55 #29: "new file F with one line: X" was answered as a question."""
    (tmp_path / "pkg").mkdir()
    answer, _ = ask(store, tmp_path, "new file pkg/notes.py with one line: ORDER = ('ZZ', 'QQ')")
    assert (tmp_path / "pkg" / "notes.py").read_text() == "ORDER = ('ZZ', 'QQ')\n", answer


def test_a_typo_quoted_after_the_file_it_is_in():
    """edits51 #20 read "of partitionquantiles.py: “nevermind”" as the old text."""
    edit = read_question(
        "typo in the module docstring of partitionquantiles.py: “nevermind” → “never mind”"
    ).edit
    assert (edit.op, edit.old, edit.new) == ("replace", "nevermind", "never mind")


def test_a_line_inserted_after_a_statement_goes_after_its_last_line(store, tmp_path):
    """An insert after the first line of a call spread over lines went inside its arguments."""
    path = tmp_path / "timing.py"
    path.write_text("def run(stmt):\n    timer = Timer(\n        stmt,\n    )\n    return timer\n")
    answer, _ = ask(
        store, tmp_path, "In run, right after `timer = Timer(`, add timer.timeit(1) as a warm-up."
    )
    assert path.read_text() == (
        "def run(stmt):\n    timer = Timer(\n        stmt,\n    )\n    timer.timeit(1)\n"
        "    return timer\n"
    ), answer
    assert "after line 4" in answer


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        (  # a quoted entry added to a set written as code (edits56 #4)
            "Could you add ‘imath’ to other_symbols in latex.py? Symbol('imath') should come out "
            "as \\imath the same way hbar gets its backslash.",
            "other_symbols = {'aleph', 'hbar',\n                 'wp'}\n",
            "other_symbols = {'aleph', 'hbar',\n                 'wp', 'imath'}\n",
        ),
        (  # "the alias which makes ...", the class said as the place (edits56 #6)
            "in LatexPrinter pls comment out the alias wich make RandomSymbol print same like a "
            "normal Symbol, we register our own printer for it",
            "    _print_RandomSymbol = _print_Symbol\n",
            "    # _print_RandomSymbol = _print_Symbol\n",
        ),
        (  # a commented-out line at column 0, its code indented after the mark (edits56 #9)
            "There's a commented-out nreg = len(bp) - 1 in detrend, just above the loop. "
            "Uncomment it please, I'm going to use nreg in that loop.",
            "#    nreg = len(bp) - 1\n",
            "    nreg = len(bp) - 1\n",
        ),
        (  # "as a warm-up" is no code (edits56 #12)
            "The first timing in timeit_fast is slow on CI. Right after the line that builds "
            "the timeit.Timer, add timer.timeit(1) as a warm-up.",
            "    timer = timeit.Timer(stmt, setup)\n",
            "    timer = timeit.Timer(stmt, setup)\n    timer.timeit(1)\n",
        ),
        (  # the one function said (as code) holds the line; "it" in the clause (edits56 #19)
            "get_sync shouldn't silently swallow num_workers anymore, we want the TypeError. "
            "Delete the line that pops it out of kwargs.",
            "    kwargs.pop('num_workers', None)\n",
            "",
        ),
        (  # `dict.fromkeys` makes values unique; the file in brackets (edits56 #28)
            "i want to check if the dedup in find_common_type is still needed. can you comment "
            "out the line that makes the types unique? (latex.py)",
            "    types = list(dict.fromkeys(types).keys())\n",
            "    # types = list(dict.fromkeys(types).keys())\n",
        ),
    ],
)
def test_edits_read_after_round_5_of_the_eighteenth_pass(store, tmp_path, prompt, old, new):
    path = tmp_path / "latex.py"
    before = (
        "import timeit\n\nother_symbols = {'aleph', 'hbar',\n                 'wp'}\n\n\n"
        "class LatexPrinter:\n"
        "    def _print_Symbol(self, s):\n        return str(s)\n\n"
        "    _print_RandomSymbol = _print_Symbol\n\n\n"
        "def detrend(bp, data):\n"
        "#    nreg = len(bp) - 1\n"
        "    for m in range(len(bp) - 1):\n        data = data[m:]\n    return data\n\n\n"
        "def timeit_fast(stmt, setup):\n"
        "    timer = timeit.Timer(stmt, setup)\n"
        "    return timer.timeit(3)\n\n\n"
        "def get_sync(dsk, keys, **kwargs):\n"
        "    kwargs.pop('num_workers', None)\n"
        "    return get_async(dsk, keys, **kwargs)\n\n\n"
        "def get_async(dsk, keys, num_workers=1, **kwargs):\n"
        "    kwargs.pop('chunksize', None)\n"
        "    return [dsk[k] for k in keys], num_workers, kwargs\n\n\n"
        "def find_common_type(types):\n"
        "    types = list(dict.fromkeys(types).keys())\n"
        "    return types[0]\n"
    )
    path.write_text(before)
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text() == before.replace(old, new, 1), answer


def test_a_new_file_containing_the_single_line(store, tmp_path):
    """edits56 #29 wrote "the single line" into the new file."""
    answer, _ = ask(
        store, tmp_path, "Please create limits.py containing the single line INT8_MAX = 127"
    )
    assert (tmp_path / "limits.py").read_text() == "INT8_MAX = 127\n", answer


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        (  # an arrow after "just before `X`" inserts (edits57 #22)
            "memory.py, just before `process.terminate()` → `log.info('SIGTERM %d', process.pid)`",
            "        process.terminate()\n",
            "        log.info('SIGTERM %d', process.pid)\n        process.terminate()\n",
        ),
        (  # the clause's own words, not the remark after its comma; "not None" (edits57 #19)
            "In Manager.__init__ the assert that the monitor interval is not None is redundant, "
            "the isinstance assert a few lines above already covers it. Delete it.",
            "            assert self.monitor_interval is not None\n",
            "",
        ),
        (  # "make it `CODE`" after the line is said by what it decides (edits57 #2)
            "In Manager.doit, the if that decides whether to run again is missing a space before "
            "the !=. Please make it `if rv != self and rv.ready:`",
            "        if rv!= self and rv.ready:\n",
            "        if rv != self and rv.ready:\n",
        ),
        (  # "Hard-code it: VALUE" (edits57 #26)
            "_scale_conversions in memory.py calls erfinv at import time just to get a constant. "
            "Hard-code it: {'normal': 1.3489795003921636}",
            "_scale_conversions = {'normal': float(erfinv(0.5) * 2)}\n",
            "_scale_conversions = {'normal': 1.3489795003921636}\n",
        ),
        (  # "has A — ... Make it B" (edits57 #10)
            "Manager's builtin regex has source|stop|source|telltc — source is in there twice. "
            "Make it source|stop|telltc",
            "r'source|stop|source|telltc'",
            "r'source|stop|telltc'",
        ),
        (  # a dash before "A should read B" (edits57 #1)
            'fix(core): grammar in a comment of Manager.doit — "any of it\'s variables" should '
            'read "any of its variables"',
            "any of it's variables",
            "any of its variables",
        ),
        (  # "FILE:LINE — insert `X`" (edits57 #28)
            "memory.py:2 — insert `# the scale` (it should sit right above the conversions)",
            "_scale_conversions =",
            "# the scale\n_scale_conversions =",
        ),
    ],
)
def test_edits_read_after_round_6_of_the_eighteenth_pass(store, tmp_path, prompt, old, new):
    path = tmp_path / "memory.py"
    before = (
        "from special import erfinv\n"
        "_scale_conversions = {'normal': float(erfinv(0.5) * 2)}\n\n\n"
        "class Manager:\n"
        "    BUILTINS = r'source|stop|source|telltc'\n\n"
        "    def __init__(self, monitor_interval):\n"
        "        self.monitor_interval = monitor_interval\n"
        "        assert isinstance(self.monitor_interval, (int, float))\n"
        "        if self.monitor_interval:\n"
        "            assert self.monitor_interval is not None\n"
        "            self.monitor = True\n\n"
        "    def doit(self, rv):\n"
        "        # true if any of it's variables changed\n"
        "        if rv!= self and rv.ready:\n            return rv\n\n"
        "    def stop(self, process):\n"
        "        process.terminate()\n"
    )
    path.write_text(before)
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text() == before.replace(old, new, 1), answer


def test_a_local_name_set_from_one_value_to_another(store, tmp_path):
    """heldout65 #15: "Change max_len from 10 to 20" found no constant; a local name is set."""
    path = tmp_path / "categorical.py"
    path.write_text(
        "class Categorical:\n    def __repr__(self):\n        max_len = 10\n        return ''\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "In categorical.py, Categorical.__repr__ only shows 10 values. Change "
        "max_len from 10 to 20.",
    )
    assert "        max_len = 20\n" in path.read_text(), answer


def test_a_new_file_with_one_line_in_it(store, tmp_path):
    """edits57 #29 wrote "in it:" into the new file."""
    answer, _ = ask(store, tmp_path, "create alias.py with one line in it: from x import y as z")
    assert (tmp_path / "alias.py").read_text() == "from x import y as z\n", answer


def test_set_it_after_an_assignment_quoted(store, tmp_path):
    """heldout66 #31: "(`prec = 30` in simplify.py). Set it to 50." found no name "it"."""
    path = tmp_path / "simplify.py"
    path.write_text("def nsimplify(expr):\n    prec = 30\n    return round(expr, prec)\n")
    answer, _ = ask(
        store,
        tmp_path,
        "nsimplify works at a fixed precision of 30 digits (`prec = 30` in simplify.py). Set it "
        "to 50.",
    )
    assert "    prec = 50\n" in path.read_text(), answer


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        (  # the owner said with "'s default" (heldout68 #27)
            "In series.py, change limit_seq's default `trials=5` to `trials=10`.",
            "trials=5",
            "trials=10",
        ),
        (  # "add X to FILE, right after the imports and before the first function" (#31)
            "Could you add `__all__ = ['limit_seq']` to series.py, right after the imports and "
            "before the first function?",
            "import math\n",
            "import math\n__all__ = ['limit_seq']\n",
        ),
        (  # "default to NEW instead of OLD (the `CODE` default)" (heldout69 #30)
            "Make limit_seq default to bilinear interpolation instead of nearest (the "
            "`interpolation='nearest'` default in its signature).",
            "interpolation='nearest'",
            "interpolation='bilinear'",
        ),
    ],
)
def test_edits_read_after_round_8_of_the_eighteenth_pass(store, tmp_path, prompt, old, new):
    path = tmp_path / "series.py"
    before = (
        "import math\n\n\n"
        "def limit_seq(expr, n=None, trials=5, interpolation='nearest'):\n"
        "    return math.floor(expr)\n"
    )
    path.write_text(before)
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text() == before.replace(old, new, 1), answer


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        (  # a version said picks the comment (edits59 #13 deleted the one above it)
            "The comment in gmres that guesses when the callback warning will finally go away "
            "(the one about SciPy 2.0) is just speculation. Can you delete that line?",
            "    # Probably should be removed only in far future, Scipy 2.0 or so.\n",
            "",
        ),
        (  # "the debug call inside f" (edits59 #19)
            "iterative.py — the debug call inside gmres floods my terminal. Could you comment it "
            "out?",
            "    debug('substituted', x)\n",
            "    # debug('substituted', x)\n",
        ),
        (  # a commented-out line said by what its code does (edits59 #28)
            "In gmres there's an old commented-out line that assigns the signature regex to p. "
            "Could you uncomment it?",
            "    #p = re.compile(r'^sig')\n",
            "    p = re.compile(r'^sig')\n",
        ),
        (  # "Rule's docstring gives A as the result, but it is B" (edits59 #17)
            "ArcsinhRule's one-line docstring gives asin(x) as the result, but it is asinh(x). "
            "Fix that line in iterative.py.",
            '    """integrate(1/sqrt(1+x**2), x) -> asin(x)"""\n',
            '    """integrate(1/sqrt(1+x**2), x) -> asinh(x)"""\n',
        ),
    ],
)
def test_edits_read_after_round_8b_of_the_eighteenth_pass(store, tmp_path, prompt, old, new):
    path = tmp_path / "iterative.py"
    before = (
        "import re\n\n\n"
        "def gmres(x, callback_type=None):\n"
        "    # Warn about 'callback_type' semantic changes.\n"
        "    # Probably should be removed only in far future, Scipy 2.0 or so.\n"
        "    if callback_type is None:\n        warn('callback_type changes')\n"
        "    debug('substituted', x)\n"
        "    #p = re.compile(r'^sig')\n"
        "    return x\n\n\n"
        "class ArcsinRule:\n"
        '    """integrate(1/sqrt(1-x**2), x) -> asin(x)"""\n\n\n'
        "class ArcsinhRule:\n"
        '    """integrate(1/sqrt(1+x**2), x) -> asin(x)"""\n'
    )
    path.write_text(before)
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text() == before.replace(old, new, 1), answer


@pytest.mark.parametrize(
    "prompt",
    [  # unquoted code, the line it goes next to said several times: declined, not a question
        "In rk.py, right after the line a, b = self.a, self.b add assert b != 0",
        "rk.py: breakpoint() right after `a, b = self.a, self.b` pls",
    ],
)
def test_an_insert_next_to_a_line_said_several_times_is_declined(store, tmp_path, prompt):
    (tmp_path / "rk.py").write_text(
        "class A:\n    def f(self):\n        a, b = self.a, self.b\n        return a\n\n"
        "    def g(self):\n        a, b = self.a, self.b\n        return b\n"
    )
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    assert "occurs 2 times" in answer


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        (  # the line quoted, "so its X is NEW instead of OLD" (heldout70 #16)
            "In prefixes.py the kibi prefix is declared as `kibi = Prefix('kibi', 'Y', 10, 2)`. "
            "Please change that line so its abbreviation is 'Ki' instead of 'Y'.",
            "kibi = Prefix('kibi', 'Y', 10, 2)",
            "kibi = Prefix('kibi', 'Ki', 10, 2)",
        ),
        (  # "comment out the rule ..., i.e. the line `X`" (heldout71 #24)
            "In prefixes.py, please comment out the rule that highlights mentions, i.e. the line "
            "`(r'[@#][\\w/:]+', Name.Entity),`",
            "    (r'[@#][\\w/:]+', Name.Entity),\n",
            "    # (r'[@#][\\w/:]+', Name.Entity),\n",
        ),
        (  # "rename `x` in the Class to `y`" (heldout71 #26)
            "Rename `delegate_rules` in the WikiLexer to `delegating_rules`, and update every place "
            "it's used.",
            "delegate_rules",
            "delegating_rules",
        ),
        (  # a possessive ending in an apostrophe is no quote (edits60 #2)
            "Typo in the comment of _packed_offsets' expand mode: “used in conjugation with "
            "layout” → “used in conjunction with layout” (prefixes.py)",
            "used in conjugation with layout",
            "used in conjunction with layout",
        ),
        (  # "In C.kill, ...": a method named like a verb is no second request (edits60 #21)
            "In WikiLexer.kill, right after `wait = timeout * 0.8`, insert: "
            'log("kill: waiting %s", wait)',
            "        wait = timeout * 0.8\n",
            '        wait = timeout * 0.8\n        log("kill: waiting %s", wait)\n',
        ),
        (  # "line N of FILE: insert X (...)" (edits60 #26)
            "line 3 of prefixes.py: insert '# the binary ones' (so it sits right above kibi)",
            "kibi = ",
            "# the binary ones\nkibi = ",
        ),
    ],
)
def test_edits_read_after_round_9_of_the_eighteenth_pass(store, tmp_path, prompt, old, new):
    path = tmp_path / "prefixes.py"
    before = (
        "# used in conjugation with layout\n"
        "kilo = Prefix('kilo', 'k', 3)\n"
        "kibi = Prefix('kibi', 'Y', 10, 2)\n"
        "mebi = Prefix('mebi', 'Y', 20, 2)\n\n\n"
        "class WikiLexer:\n"
        "    tokens = [\n"
        "        (r'[@#][\\w/:]+', Name.Entity),\n"
        "    ]\n\n"
        "    def delegate_rules(self):\n        return self.delegate_rules\n\n"
        "    def kill(self, timeout):\n"
        "        wait = timeout * 0.8\n"
        "        return wait\n"
    )
    path.write_text(before)
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text() == before.replace(old, new, 1 if old != "delegate_rules" else -1), (
        answer
    )


def test_a_method_named_like_a_verb_is_no_second_request():
    """edits60 #21 was declined: "In WorkerProcess.kill, ..." read "kill" as a second verb."""
    edit = read_question("In Foo.kill, right after the line that computes x, add y(1)").edit
    assert edit.op == "insert_after"


# --- nineteenth pass: each test failed before its fix --------------------------------------


@pytest.mark.parametrize(
    "prompt, expected",
    [
        (  # an expression of a number and a name, said as the assignment it should be
            "In img.py, double the text limit: make it MAX_TEXT_MEMORY = 128 * MAX_TEXT_CHUNK "
            "instead of 64 *.",
            ("set_value", "img.py", "", "128 * MAX_TEXT_CHUNK"),
        ),
        (  # a class's attribute, with "raise" as the verb (not a raise question)
            "Please raise Base.maxpower in poly.py from 100 to 200.",
            ("set_value", "poly.py", "100", "200"),
        ),
        (  # the line said first by a module's short name
            "npyio line 190: _MAX_COUNT = 5 -> _MAX_COUNT = 10, our archives have more keys",
            ("replace", None, "_MAX_COUNT = 5", "_MAX_COUNT = 10"),
        ),
        (  # more quoted than fixed: the words the fix is of
            "typo fix pls: in strategies/_internal/rec.py the warning says \"doesn't use it's "
            'argument" -- should be "its argument".',
            ("replace", "strategies/_internal/rec.py", "it's argument", "its argument"),
        ),
        (  # the new text and the old after a colon
            "Please change Keyword.CHARS in core.py so a hyphen counts too: "
            '`alphanums + "_$-"` instead of `alphanums + "_$"`.',
            ("replace", "core.py", 'alphanums + "_$"', 'alphanums + "_$-"'),
        ),
        (  # "should raise A, not B": the raise's exception
            "In format_timedelta (dates.py), a bad `format` value should raise ValueError, not "
            "TypeError. Can you change that raise?",
            ("replace", "dates.py", "raise TypeError", "raise ValueError"),
        ),
        (  # line numbers as a code host writes them
            "block_parser.py L371-L373: drop that comment about the nesting limit, it reads like "
            "a changelog entry",
            ("delete_lines", "block_parser.py", "", ""),
        ),
        (  # the number to change is the one other number said
            "SortedDict.update decides whether to rebuild with a factor of 10; on our data 5 is "
            "faster. Change that line so it multiplies by 5 instead.",
            ("replace", None, "10", "5"),
        ),
        (  # code written out after "from" and "to"
            "In lexer.py, bump the lexer cache from LRUCache(50) to LRUCache(200).",
            ("replace", "lexer.py", "LRUCache(50)", "LRUCache(200)"),
        ),
    ],
)
def test_edits_read_in_the_nineteenth_pass(prompt, expected):
    e = read_question(prompt).edit
    assert (e.op, e.path, e.old, e.new) == expected


def test_a_comment_added_keeps_its_own_so_and_its_quote(tmp_path, store):
    """edits61 #14 and edits63 #3: a commit prefix made the request a bug to find, "so ..." was
    cut from the comment as the aim, "add the comment `X`" kept the words "the comment", and the
    line said by its verb (``seek``) lost to a comment saying "seek"."""
    (tmp_path / "io.py").write_text(
        "def load(fid, N):\n"
        "    magic = fid.read(N)\n"
        "    # to seek past the beginning of the file\n"
        "    fid.seek(-min(N, len(magic)), 1)  # back-up\n"
        "    return magic\n"
    )
    ask(
        store,
        tmp_path,
        "fix(io): in load(), just before the line that seeks back over the magic bytes it has "
        "just read, insert the comment `# rewind so the readers see the magic string again`",
    )
    lines = (tmp_path / "io.py").read_text().splitlines()
    assert lines[3] == "    # rewind so the readers see the magic string again", lines


def test_a_line_in_its_init_said_by_a_run_together_name(tmp_path, store):
    """edits61 #20: "in its __init__" is the class said before, and "the plugin manager" is
    ``pluginmanager``."""
    (tmp_path / "fixtures.py").write_text(
        "class FixtureManager:\n"
        "    def __init__(self, session):\n"
        "        self.session = session\n"
        '        session.config.pluginmanager.register(self, "funcmanage")\n'
        "        self._arg2fixturedefs = {}\n\n"
        "    def register(self, plugin):\n"
        "        self.plugins = [plugin]\n"
    )
    ask(
        store,
        tmp_path,
        "[fixtures.py] FixtureManager must not show up as a plugin. Comment out the line in its "
        "__init__ that registers it with the plugin manager.",
    )
    text = (tmp_path / "fixtures.py").read_text()
    assert '# session.config.pluginmanager.register(self, "funcmanage")' in text, text


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


def test_a_class_attribute_and_a_scaled_value_are_set(tmp_path, store):
    """heldout72 #41 and heldout74 #46: "Base.maxpower" is a class's constant (a stub's copy is
    no second one), and "from 10 MiB to 20 MiB" of ``10 * 1024 * 1024`` changes the 10."""
    (tmp_path / "poly.py").write_text("class Base:\n    maxpower = 100\n")
    (tmp_path / "poly.pyi").write_text("class Base:\n    maxpower: int\n    maxpower = 100\n")
    (tmp_path / "ws.py").write_text("_default_max_message_size = 10 * 1024 * 1024\n")
    ask(store, tmp_path, "Please raise Base.maxpower from 100 to 200.")
    assert "maxpower = 200" in (tmp_path / "poly.py").read_text()
    ask(
        store,
        tmp_path,
        "Raise the default websocket max message size in ws.py from 10 MiB to 20 MiB (the "
        "_default_max_message_size line).",
    )
    assert (tmp_path / "ws.py").read_text() == "_default_max_message_size = 20 * 1024 * 1024\n"


def test_a_quoted_value_is_a_string_where_no_such_name_is(tmp_path, store):
    """edits62 #1: "pin LC_NUMERIC to 'en_US'" wrote the name en_US where a call set it."""
    (tmp_path / "numbers.py").write_text(
        "from .core import default_locale\n\nLC_NUMERIC = default_locale('LC_NUMERIC')\n"
    )
    ask(store, tmp_path, "numbers.py: pin LC_NUMERIC to 'en_US' instead of reading it from env")
    assert 'LC_NUMERIC = "en_US"' in (tmp_path / "numbers.py").read_text()


@pytest.mark.parametrize(
    "prompt, line",
    [
        (  # its one assert, the function said first
            "[numbers.py] get_precision have an assert that the argument is a Decimal, it is "
            "firing on our floats. pls comment it out",
            "    # assert isinstance(number, decimal.Decimal)",
        ),
        (  # a tuple swapped, said by what it does
            "parse_date: just before the line that swaps month and day, put `# the other order`",
            "        # the other order",
        ),
        (  # the debug log of a class's constructor
            "numbers.py — drop the debug log in Opener's constructor, it floods our logs.",
            None,
        ),
    ],
)
def test_lines_said_in_the_nineteenth_pass(tmp_path, store, prompt, line):
    (tmp_path / "numbers.py").write_text(
        "import decimal\nimport logging\n\nlogger = logging.getLogger(__name__)\n\n\n"
        "def get_precision(number):\n"
        "    assert isinstance(number, decimal.Decimal)\n"
        "    return abs(number.as_tuple().exponent)\n\n\n"
        "def parse_date(month, day):\n"
        "    if month > 12:\n"
        "        month, day = day, month\n"
        "    return month, day\n\n\n"
        "class Opener:\n"
        "    def __init__(self, path):\n"
        '        logger.debug("open file: %s", path)\n'
        "        self.path = path\n"
    )
    before = (tmp_path / "numbers.py").read_text()
    ask(store, tmp_path, prompt)
    after = (tmp_path / "numbers.py").read_text()
    if line is None:
        assert "logger.debug" not in after and "self.path = path" in after, after
    else:
        assert line in after.splitlines() and len(after) > len(before) - 40, after


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


def test_that_line_made_new_with_a_remark_after(tmp_path, store):
    """edits62 #13: "Make that line `X`, same as on the send side; ..." was declined."""
    (tmp_path / "channel.py").write_text(
        "class MemoryReceiveChannel:\n"
        "    _tasks: set[trio._core._run.Task] = attr.ib(factory=set)\n"
        "    _state = None\n"
    )
    ask(
        store,
        tmp_path,
        "MemoryReceiveChannel spells the type of its _tasks attribute with the whole "
        "trio._core._run.Task path. Make that line `_tasks: set[Task] = attr.ib(factory=set)`, "
        "same as on the send side; Task is imported already.",
    )
    assert "    _tasks: set[Task] = attr.ib(factory=set)\n" in (tmp_path / "channel.py").read_text()


def test_a_module_whose_only_line_is_quoted(tmp_path, store):
    """edits63 #14: "a new module F whose only line is `X`" said nothing of what F holds."""
    ask(
        store, tmp_path, "Could you add a new module pkg/localfs.py whose only line is `import os`?"
    )
    assert (tmp_path / "pkg" / "localfs.py").read_text().strip() == "import os"


def test_a_line_said_by_its_absolute_value(tmp_path, store):
    """edits62 #5: "takes the absolute value" is ``abs(...)``."""
    (tmp_path / "numbers.py").write_text(
        "def apply(self, value, locale):\n"
        "    is_negative = int(value.is_signed())\n"
        "    value = abs(value).normalize()\n"
        "    number = self._quantize_value(value, locale)\n"
        "    return number\n"
    )
    ask(
        store,
        tmp_path,
        "In apply, right after the line that takes the absolute value of the number and "
        "normalizes it, add the comment # the sign is in is_negative",
    )
    lines = (tmp_path / "numbers.py").read_text().splitlines()
    assert lines[3] == "    # the sign is in is_negative", lines


def test_the_comment_just_after_a_function_is_beside_it(tmp_path, store):
    """edits61 #4: "the one-line comment just after do_last" looked only inside do_last."""
    (tmp_path / "filters.py").write_text(
        "def do_first(seq):\n    # the first item\n    return next(iter(seq))\n\n\n"
        "def do_last(seq):\n    # the last item, from the end\n    return seq[-1]\n\n\n"
        "# No async do_last, it may not be safe in async mode.\n\n\n"
        "def do_random(seq):\n    return seq[0]\n"
    )
    ask(
        store,
        tmp_path,
        "[filters.py] remove the one-line comment just after do_last that explains why there is "
        "no async version of it",
    )
    assert "No async" not in (tmp_path / "filters.py").read_text()


@pytest.mark.parametrize(
    "prompt, expected",
    [
        (  # the assignment as it is, an arrow, the new value
            "_config.py: DEFAULT_MAX_REDIRECTS = 20 -> 10",
            ("set_value", "_config.py", "20", "10"),
        ),
        (  # an entry of a constant's tuple, unquoted
            "drop md5 from _SUPPORTED_HASHES in link.py, leave the rest of the tuple as is",
            ("delete_entry", "link.py", "", ""),
        ),
        (  # of the texts quoted before "to", the one the new text is an edit of
            'In collector.py, change the "Cache-Control": "max-age=0" header that '
            '_get_simple_response sends to "max-age=60".',
            ("replace", "collector.py", "max-age=0", "max-age=60"),
        ),
        (  # code's own brackets are no remark
            "In validators.py replace that catch-all except line with: except (TypeError, "
            "ValueError):",
            ("replace_line", "validators.py", "", "except (TypeError, ValueError):"),
        ),
        (  # a logged message with its rest elided, and where in the function
            'Remove the LOGGER.debug("entering list: ...") line at the start of list_block',
            ("delete_line", None, 'LOGGER.debug("entering list:', ""),
        ),
    ],
)
def test_edits_read_in_the_nineteenth_pass_fourth_round(prompt, expected):
    e = read_question(prompt).edit
    assert (e.op, e.path, e.old, e.new) == expected


LIST_19 = """\
import logging

LOGGER = logging.getLogger(__name__)


def list_block(state, startLine):
    LOGGER.debug("entering list: %s, %s", state, startLine)
    oldParentType = state.parentType
    state.parentType = "list"
    # NOTE in list.js this was:
    # state.md.block.tokenize(state, startLine, True)
    state.md.block.tokenize(state, startLine)
    try:
        state.parentType = oldParentType
    except Exception:  # noqa: BLE001
        pass
    return True


def clear():
    if not isatty():
        return
    # ANSI escape clears the screen
    echo("\\033[2J\\033[1;1H", nl=False)
"""


@pytest.mark.parametrize(
    "prompt, changed, to",
    [
        (
            "clear() in list.py: pls comment out the echo that sends the clear-screen escape codes",
            'echo("\\033[2J\\033[1;1H", nl=False)',
            '    # echo("\\033[2J\\033[1;1H", nl=False)',
        ),
        (
            "In list.py there's a commented-out tokenize call carried over from list.js. Could "
            "you uncomment it exactly as it is?",
            "# state.md.block.tokenize(state, startLine, True)",
            "    state.md.block.tokenize(state, startLine, True)",
        ),
        (
            "list.py line 6: insert `# block rule: bullet lists` so it sits directly above def "
            "list_block",
            "def list_block(state, startLine):",
            "# block rule: bullet lists",
        ),
        (
            "In list_block, replace that catch-all except line with: except (TypeError, "
            "ValueError):",
            "except Exception:  # noqa: BLE001",
            "    except (TypeError, ValueError):",
        ),
    ],
)
def test_lines_said_in_the_nineteenth_pass_fourth_round(tmp_path, store, prompt, changed, to):
    """edits64 #3 (the echo that ...: a call said by its name), #17 (a commented-out call said
    with an adjective between), #19 (a line number said first, then what goes above it), #11
    (the one except line of the function)."""
    (tmp_path / "list.py").write_text(LIST_19)
    ask(store, tmp_path, prompt)
    lines = (tmp_path / "list.py").read_text().splitlines()
    assert to in lines, lines
    assert not any(line.strip() == changed for line in lines) or changed.startswith("def"), lines


@pytest.mark.parametrize(
    "prompt, expected",
    [
        (  # more words before "from" than six
            "Change the default tooltip CSS class name in Tooltips.__init__ (style_render.py) from "
            '"pd-t" to "pd-tooltip".',
            ("replace", "style_render.py", "pd-t", "pd-tooltip"),
        ),
        (  # assignments written out, the sentence's full stop no part of them
            "change sigmaclip's signature in _stats_py.py so the defaults are low=3., high=3. "
            "instead of low=4., high=4.",
            ("replace", "_stats_py.py", "low=4., high=4", "low=3., high=3"),
        ),
    ],
)
def test_edits_read_in_the_nineteenth_pass_fifth_round(prompt, expected):
    e = read_question(prompt).edit
    assert (e.op, e.path, e.old, e.new) == expected


@pytest.mark.parametrize(
    "prompt, expected",
    [
        (  # the change said again after "i.e.", plainly
            "In Cluster._sync_cluster_info (deploy/cluster.py), make it warn after 3 failed syncs "
            "instead of 5 -- i.e. change warn_at = 5 to warn_at = 3.",
            ("replace", "deploy/cluster.py", "warn_at = 5", "warn_at = 3"),
        ),
        (  # a string literal made an f-string
            'lexer.py: Replace "Found 8 regex collisions." with f"Found {n} regex collisions."',
            (
                "replace",
                "lexer.py",
                '"Found 8 regex collisions."',
                'f"Found {n} regex collisions."',
            ),
        ),
        (  # "set" with code written out
            "In HTTPRequest._DEFAULTS set max_redirects=5 to max_redirects=10 (httpclient.py)",
            ("replace", "httpclient.py", "max_redirects=5", "max_redirects=10"),
        ),
        (  # a remark after a semicolon
            "Drop Pow._eval_rewrite_as_tanh from power.py; in our fork exp should never be "
            "rewritten in terms of tanh.",
            ("delete_definition", "power.py", "", ""),
        ),
        (  # the new line said as what the line should read
            "in decimate's default IIR branch, change the ripple from 0.05 to 0.1 so the line "
            "reads `sos = cheby1(n, 0.1, 0.8 / q, output='sos')`",
            ("replace_line", None, "", "sos = cheby1(n, 0.1, 0.8 / q, output='sos')"),
        ),
        (  # a new file, its line after an arrow
            "new file pkg/compat.py ← from pkg.client import HTTPClient, HTTPError",
            ("write", "pkg/compat.py", "", "from pkg.client import HTTPClient, HTTPError\n"),
        ),
    ],
)
def test_edits_read_in_the_nineteenth_pass_sixth_round(prompt, expected):
    e = read_question(prompt).edit
    assert (e.op, e.path, e.old, e.new) == expected


VERBS_19 = """\
import logging

import numpy as np

from distributed.utils import RateLimiterFilter, has_arg, log_errors

worker_logger = logging.getLogger("worker")
nanny_logger = logging.getLogger("nanny")
limit = parse_memory_limit(memory_limit, nthreads, logger=worker_logger)
worker_logger.setLevel(logging.INFO)
worker_logger.addFilter(RateLimiterFilter("Unmanaged memory use is high", rate="300s"))


def moment_chunk(A, order=2):
    total = A.sum()
    n = A.count()
    n = n.astype(np.int64)
    return total / n


class Pow:
    def _eval_derivative(self, s):
        dbase = self.base.diff(s)
        dexp = self.exp.diff(s)
        return dbase + dexp


class AutoMinorLocator:
    def __call__(self):
        if self.axis.get_scale() == "log":
            _api.warn_external("AutoMinorLocator does not work on logarithmic scales")
            return []
        return [1]
"""


@pytest.mark.parametrize(
    "prompt, line",
    [
        ("verbs.py: comment out the line that puts the rate-limit filter on the worker logger",
         "# worker_logger.addFilter"),
        ("In moment_chunk, comment out the line that casts the element count to int64",
         "    # n = n.astype(np.int64)"),
        ("In Pow._eval_derivative, right after the line that differentiates the exponent, add the "
         "comment # d(b**e)", "        # d(b**e)"),
        ("[verbs.py] pls comment out the warning AutoMinorLocator gives when the axis is on a log "
         "scale", "            # _api.warn_external"),
    ],
)  # fmt: skip
def test_a_line_said_by_the_call_its_verb_names(tmp_path, store, prompt, line):
    """edits65 #25 (puts: ``addFilter``), #20 (casts: ``astype``), edits66 #13 (differentiates:
    ``diff``, of the exponent: ``exp``), edits65 #6 (the warning a class gives: its warn call)."""
    (tmp_path / "verbs.py").write_text(VERBS_19)
    ask(store, tmp_path, prompt)
    lines = (tmp_path / "verbs.py").read_text().splitlines()
    assert any(text.startswith(line) for text in lines), lines


def test_a_comment_said_as_explaining_with_which_one_in_brackets(tmp_path, store):
    """edits65 #14: "a comment explaining what monochrome is for (the contouring one)": the
    brackets say which comment, and "a comment" is a comment line too."""
    (tmp_path / "colors.py").write_text(
        "class LinearSegmentedColormap:\n"
        "    def __init__(self, name, N=256):\n"
        "        self.name = name\n"
        "        # True only if all colors in map are identical; needed for contouring.\n"
        "        self.monochrome = False\n"
    )
    ask(
        store,
        tmp_path,
        "In LinearSegmentedColormap.__init__ there's a comment explaining what monochrome is for "
        "(the contouring one). It's outdated; delete that line please.",
    )
    assert "contouring" not in (tmp_path / "colors.py").read_text()


# --- twentieth pass: each test failed before its fix ---------------------------------------


@pytest.mark.parametrize(
    "prompt, expected",
    [
        (  # the file said first is no part of the code
            "In setuptools/dist.py: __all__ = ['Distribution'] -> __all__ = ['Distribution', 'W']",
            ("replace", "setuptools/dist.py", "__all__ = ['Distribution']",
             "__all__ = ['Distribution', 'W']"),
        ),
        (  # nor the file said after it (`x = [..] in a/b.py` is Python too)
            "__all__ = ['Distribution'] -> __all__ = ['Distribution', 'W'] in setuptools/dist.py",
            ("replace", "setuptools/dist.py", "__all__ = ['Distribution']",
             "__all__ = ['Distribution', 'W']"),
        ),
        (  # a wish about a name, then its whole new assignment
            "TODO(dist.py): __all__ should export W too -> __all__ = ['Distribution', 'W']",
            ("set_value", "dist.py", "", "['Distribution', 'W']"),
        ),
        (  # "from 0.25" is a value, not a file
            "In _sockets.py, change connect_tcp's default happy_eyeballs_delay from 0.25 to 0.1.",
            ("set_value", "_sockets.py", "0.25", "0.1"),
        ),
        (  # what the entry is for, after it
            "Add 'DANGER' to _ALERT_TYPES in blockquote.py so > [!DANGER] works too.",
            ("add_entry", "blockquote.py", "", ""),
        ),
    ],
)  # fmt: skip
def test_edits_read_in_the_twentieth_pass(prompt, expected):
    """edits67 #9, heldout84 #38, heldout85 #46, and two arrows a fuzz of them found wrong."""
    e = read_question(prompt).edit
    assert (e.op, e.path, e.old, e.new) == expected


def test_the_helper_with_no_docstring_is_the_one_documented():
    """edits67 #2: "TTFont has a static helper _makeGlyphName with no docstring. Could you give
    it one?" documented TTFont."""
    e = read_question(
        "TTFont has a static helper _makeGlyphName with no docstring. Could you give it one? It "
        "turns a codepoint into a glyph name."
    ).edit
    assert (e.op, e.symbol) == ("docstring", "_makeGlyphName")


SOCKETS_20 = '''"""Sockets."""
from typing import overload


@overload
async def connect_tcp(host, *, happy_eyeballs_delay: float = ...): ...
async def connect_tcp(host, *, happy_eyeballs_delay: float = 0.25):
    return host


async def connect_unix(path, happy_eyeballs_delay: float = 0.25):
    return path
'''


def test_a_parameter_default_of_the_function_said(tmp_path, store):
    """heldout84 #38: "change connect_tcp's default happy_eyeballs_delay from 0.25 to 0.1" read
    "from 0.25" as a file and was declined: the default was in several functions."""
    (tmp_path / "_sockets.py").write_text(SOCKETS_20)
    ask(
        store,
        tmp_path,
        "In _sockets.py, change connect_tcp's default happy_eyeballs_delay from 0.25 to 0.1.",
    )
    text = (tmp_path / "_sockets.py").read_text()
    assert "def connect_tcp(host, *, happy_eyeballs_delay: float = 0.1)" in text, text
    assert "def connect_unix(path, happy_eyeballs_delay: float = 0.25)" in text, text


LINES_20 = '''"""Lines said by what they do."""
import datetime


class Font:
    def names(self, glyphs):
        order = [None] * len(glyphs)
        order[0] = ".notdef"
        glyph_name = self.make_glyph_name(glyphs)
        order[1] = glyph_name
        return order

    def save(self, tags, writer):
        tags = sorted(tags)
        tags.pop(0)  # skip GlyphOrder tag
        count = len(tags)
        writer.write(tags, count)

    # FIXME: 'Font._parse_config_files' is too complex (14)
    def _parse_config_files(self, names):
        return [n for n in names if n]

    # FIXME: 'Font._set_options' is too complex (14)
    def _set_options(self, options):
        return dict(options)


class History:
    def store_string(self, write, line):
        write(f"\\n# {datetime.datetime.now()}\\n")
        write(f"+{line}\\n")


class Builder:
    def __init__(self, version):
        self._name = None
        self._version = Version.v3
        self._extensions = []
'''


@pytest.mark.parametrize(
    "prompt, line",
    [
        ("In Font.names, right after the line that names the first placeholder glyph .notdef, "
         "add the comment # the rest keep their names", "        # the rest keep their names"),
        ("In Font.save, comment out the line that throws away the first tag before the tags are "
         "counted.", "        # tags.pop(0)"),
        ("Please comment out the line in History.store_string that writes the timestamp.",
         '        # write(f"\\n# {datetime'),
        ("In Builder.__init__, just before the line that pins the version to v3, add: # needs v3",
         "        # needs v3"),
    ],
)  # fmt: skip
def test_lines_said_by_what_they_do_in_the_twentieth_pass(tmp_path, store, prompt, line):
    """edits67 #3 (the first: ``[0]``), #4 (throws away: ``pop``), #19 (a name with a number:
    ``v3``) and heldout88 #18 (the timestamp: ``datetime.now()``) were declined."""
    (tmp_path / "lines.py").write_text(LINES_20)
    ask(store, tmp_path, prompt)
    lines = (tmp_path / "lines.py").read_text().splitlines()
    assert any(text.startswith(line) for text in lines), lines


def test_the_comment_just_above_the_method_a_sentence_before_named(tmp_path, store):
    """edits67 #12: the method said in the sentence before ("that method") is where the comment
    is beside, not inside, and of two FIXMEs the one naming it; the file in brackets at the end
    had become the line's description."""
    (tmp_path / "lines.py").write_text(LINES_20)
    ask(
        store,
        tmp_path,
        "We split Font._parse_config_files up in our fork, so delete the FIXME comment line just "
        "above that method, the one saying it is too complex. (lines.py)",
    )
    text = (tmp_path / "lines.py").read_text()
    assert "'Font._parse_config_files' is too complex" not in text
    assert "'Font._set_options' is too complex" in text


@pytest.mark.parametrize(
    "prompt, expected",
    [
        (  # what holds the code and its kind, before the code
            "In _config.py, change the config_defaults entry defer_build=False to defer_build=True.",
            ("replace", "_config.py", "defer_build=False", "defer_build=True"),
        ),
        (  # a line number in brackets after the line said
            "Could you uncomment the module-level import of docutils.transforms near the top "
            "(line 33) in nodes.py?",
            ("uncomment_lines", "nodes.py", "", ""),
        ),
    ],
)
def test_edits_read_in_the_twentieth_pass_round_two(prompt, expected):
    """heldout86 #30 looked for "config_defaults entry defer_build=False"; edits68 #2 for
    "module-level import of ... (line …"."""
    e = read_question(prompt).edit
    assert (e.op, e.path, e.old, e.new) == expected


ROUND_TWO_20 = '''"""Round two."""
import logging
from operator import add

logger = logging.getLogger(__name__)


class Array:
    def __bool__(self):
        return bool(self.compute())

    __nonzero__ = __bool__  # python 2

    def __int__(self):
        return int(self.compute())

    __long__ = __int__  # python 2

    def _convert_dx(self, xconv):
        assert type(xconv) is list
        return xconv


def offset_func(func, offset, *args):
    """Offsets inputs by offset."""

    def _offset(*args):
        args2 = list(map(add, args, offset))
        return func(*args2)

    return _offset


def decide_worker(ts, all_workers, valid_workers, objective):
    if valid_workers is None:
        return None
    if not valid_workers and ts.loose_restrictions:
        return decide_worker(ts, all_workers, None, objective)
    return min(valid_workers, key=objective)


class StatusPlugin:
    def add_worker(self, scheduler, worker):
        ident = scheduler.workers[worker].identity()
        del ident["metrics"]
        self.send(["add", {"workers": {worker: ident}}])
'''


@pytest.mark.parametrize(
    "prompt, line",
    [
        ("round.py: we are python 3 only, delte the python 2 alias of Array.__bool__", None),
        ("offset_func: right after the line in the inner _offset that adds the offset to every "
         "argument, put the comment # map() stops early", "        # map() stops early"),
        ("round.py, decide_worker: just before the line where it calls itself again without "
         "valid workers, add logger.debug('relaxing')", "        logger.debug('relaxing')"),
        ("in StatusPlugin.add_worker please comment out the line which remove the metrics from "
         "the identity, our cluster manager want them also", '        # del ident["metrics"]'),
        ("In Array._convert_dx the assert that checks xconv is exactly a list rejects our list "
         "subclass. Replace that line with assert isinstance(xconv, list)",
         "        assert isinstance(xconv, list)"),
    ],
)  # fmt: skip
def test_lines_said_in_the_twentieth_pass_round_two(tmp_path, store, prompt, line):
    """edits68 #9 (an alias of a name: not a line inside it; a remark before the verb), #13
    (the line in a nested function), #22 (the line calling the function it is in), #21 (a verb
    without its s, and no delete of "remove ... from"), #29 ("Replace that line with X")."""
    (tmp_path / "round.py").write_text(ROUND_TWO_20)
    ask(store, tmp_path, prompt)
    lines = (tmp_path / "round.py").read_text().splitlines()
    if line is None:
        assert "    __nonzero__ = __bool__  # python 2" not in lines
        assert "    __long__ = __int__  # python 2" in lines
    else:
        assert any(text.startswith(line) for text in lines), lines


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


ROUND_THREE_20 = '''"""Round three."""


class Float:
    def __init__(self, content, z_index=1):
        assert z_index >= 1
        self.content = content
        self.z_index = z_index


def get_precision(number):
    """Return the precision of a number."""
    # Copied from: https://github.com/mahmoud/boltons/pull/59
    exponent = number.as_tuple().exponent
    # Note: the exponent can be 'n' (qNaN) or 'F' (Infinity)
    return abs(exponent)


def format_frac(value, min):
    if len(value) < min:
        value += '0' * (min - len(value))
    if min == 0 and int(value) == 0:
        return ''
    return value


def make_engine(f, engine, mapping, options):
    if engine not in mapping:
        raise ValueError(
            f"Unknown engine: {engine} (valid options are {mapping.keys()})"
        )
    return mapping[engine](f, **options)


def decode_path(path):
    # TODO: is this still required with Python 3?
    if isinstance(path, bytes):
        path = path.decode("utf-8")
    return path


def TextParser(*args, **kwds):
    kwds["engine"] = "python"
    return make_engine(args[0], kwds["engine"], {}, kwds)
'''


@pytest.mark.parametrize(
    "prompt, expected",
    [
        ("We draw floats with z_index=0. Comment out the assert in Float's constructor that "
         "insists the z-index is at least one.", "        # assert z_index >= 1"),
        ("in get_precision pls drop the coment line that says where the code was copied from, "
         "legal wants attributions in NOTICE only", "-    # Copied from"),
        ("in format_frac, right after the line that right-pads value with zeros up to min, "
         "insert # value has min digits", "        # value has min digits"),
        ("In make_engine, just before the line that builds the engine from the mapping with the "
         "options, add a comment: # every engine takes the options", "    # every engine takes"),
        ("decode_path has a TODO asking whether it's still needed on Python 3. It is, so delete "
         "that TODO line.", "-    # TODO: is this still required"),
        ("TextParser(): comment out the line that forces the python enigne, we want it to honour "
         "the engine= our callers pass", '    # kwds["engine"] = "python"'),
    ],
)  # fmt: skip
def test_lines_said_in_the_twentieth_pass_round_three(tmp_path, store, prompt, expected):
    """edits69 #3 ("Float's constructor" is ``Float.__init__``), #11 (a typo of "comment"; of
    two comments, the one saying any of it), #12 (padding with zeros: ``'0' * n``), #20 (a
    line said by its verb is code, not a message's string), #28 ("that TODO line"), #21 (a
    definition said first as `f():`, two letters swapped)."""
    (tmp_path / "three.py").write_text(ROUND_THREE_20)
    ask(store, tmp_path, prompt)
    lines = (tmp_path / "three.py").read_text().splitlines()
    if expected.startswith("-"):
        assert not any(text.startswith(expected[1:]) for text in lines), lines
        assert len(lines) == len(ROUND_THREE_20.splitlines()) - 1
    else:
        assert any(text.startswith(expected) for text in lines), lines


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


@pytest.mark.parametrize(
    "prompt, expected",
    [
        ("In axis3d.py, bump default_label_offset in _get_updated_ticks from 8. to 10.",
         ("replace", "8.", "10.", "", "_get_updated_ticks")),
        ("remove the clabel stub method from Axes3D (axes3d.py), it just returns None anyway",
         ("delete_definition", "", "", "Axes3D.clabel", "")),
        ("please drop the obsolete lookup function", ("delete_definition", "", "", "lookup", "")),
        ("comment out the deprecation warn(...) call in the Socket.socket_type property "
         "(socket.py), I don't want it for now",
         ("comment_out", "warn(", "", "", "Socket.socket_type")),
        ("_htmlparser.py: I'm debugging the order tags get opened in. Can you uncomment the debug "
         "print in handle_starttag?", ("uncomment", "print(", "", "", "handle_starttag")),
        ("socket.py: delete the deprecated socket_type property from Socket, everyone should use "
         "Socket.type by now", ("delete_definition", "", "", "Socket.socket_type", "")),
        ("TODO(socket.py): __all__ should export DEFAULT_PROTOCOL too, set it to "
         "['Socket', 'DEFAULT_PROTOCOL']",
         ("set_value", "", "['Socket', 'DEFAULT_PROTOCOL']", "__all__", "")),
        ("In replace_stars, just before the line that strips the stars out, add a comment line: "
         "# empty means any", ("insert_before", "", "# empty means any", "", "replace_stars")),
        ("The docstring of HTMLParserX sits below REPLACE, so HTMLParserX.__doc__ is None. Give "
         "the class a real docstring.", ("docstring", "", "", "HTMLParserX", "")),
    ],
)  # fmt: skip
def test_edits_read_in_the_twentieth_pass_round_four(prompt, expected):
    """heldout91 #36 (a float's dot), #37 (a word between the name and "method"), #13 and
    edits70 #17 (a word before the call said), edits71 #14 (a property is a definition), #9
    ("set it to" after the name as subject), #21 ("a comment line:"), edits70 #19 ("the
    class" was the name `a`)."""
    e = read_question(prompt).edit
    assert (e.op, e.old, e.new, e.symbol, e.scope) == expected


def test_lines_by_number_with_rm():
    e = read_question("rm lines 542-544 of semver.py (the commented-out code in SemVer.inc)").edit
    assert (e.op, e.path, e.line, e.last) == ("delete_lines", "semver.py", 542, 544)


def test_a_docstring_made_from_a_name_keeps_its_acronym(tmp_path, store):
    """edits70 #19: the docstring written for BeautifulSoupHTMLParser read "Beautiful soup h t
    m l parser."."""
    (tmp_path / "p.py").write_text("class BeautifulSoupHTMLParser:\n    x = 1\n")
    ask(store, tmp_path, "Give BeautifulSoupHTMLParser a docstring in p.py.")
    assert '"""Beautiful soup HTML parser."""' in (tmp_path / "p.py").read_text()


ROUND_FOUR_20 = '''"""Round four."""
import json
import random
import sys


def get_available_subresources(self):
    """The names of the subresources."""
    return load_subresources(self.model)


def load_subresources(model):
    names = [r.name for r in model.subresources]
    names = sorted(names)
    return names


def bind_to_random_port(sock, min_port=49152, max_port=65536, max_tries=100):
    for i in range(max_tries):
        port = random.randrange(min_port, max_port)
        try:
            sock.bind(port)
        except OSError:
            continue
        return port
    raise ValueError("Could not bind socket to random port.")


def start_show_config(config):
    json.dump(config, sys.stdout, indent=1)
    # add trailing newline
    sys.stdout.write("\\n")
    return


class Function:
    def __init__(self, children):
        parameters = self._find_parameters()
        self.children = children
'''


@pytest.mark.parametrize(
    "prompt, line",
    [
        ("get_available_subresources() returns the names alphabetically, but our docs want the "
         "model's order. Comment out the line that sorts the subresource names.",
         "    # names = sorted(names)"),
        ("bind_to_random_port: just before the line where it draws the random port number, insert "
         "the comment # max_port is never tried", "        # max_port is never tried"),
        ("In start_show_config, right after the line that writes the trailing newline after the "
         "JSON dump, add sys.stdout.flush() — our wrapper pipes the output and the end gets cut "
         "off.", "    sys.stdout.flush()"),
        ("in Function.__init__ please put right after the line which is finding the parameters "
         "this comment: `# children[0] is '('`", "        # children[0] is '('"),
    ],
)  # fmt: skip
def test_lines_said_in_the_twentieth_pass_round_four(tmp_path, store, prompt, line):
    """edits71 #3 (the function named is not where the line is: the whole file next), #11 (a
    random draw), edits70 #29 (a remark after a dash), #4 (the place before "this comment:")."""
    (tmp_path / "four.py").write_text(ROUND_FOUR_20)
    ask(store, tmp_path, prompt)
    lines = (tmp_path / "four.py").read_text().splitlines()
    assert any(text.startswith(line) for text in lines), lines


@pytest.mark.parametrize(
    "prompt, expected",
    [
        ("In validate.py, when the parameter name is empty, _get_name should return 'params' "
         "instead of 'input'. Change just that line.",
         ("replace", "return 'input'", "return 'params'")),
        ("f should return None, not 0", ("replace", "return 0", "return None")),
        ('typo in graph.py: EdgeSetting declares `labal: str = ""`. rename that class attribute '
         "to `label`, nothing else.", ("rename", "that attribute", "label")),
    ],
)  # fmt: skip
def test_edits_read_in_the_twentieth_pass_round_five(prompt, expected):
    """heldout95 #48 ("should return A instead of B"), heldout96 #31 ("that class attribute"
    was read as a rename of no name)."""
    e = read_question(prompt).edit
    assert (e.op, e.old, e.new) == expected


def test_that_class_attribute_is_the_name_a_quoted_declaration_sets(tmp_path, store):
    """heldout96 #31: the attribute `labal` of the quoted `labal: str = ""` is renamed, not the
    class said before it."""
    (tmp_path / "graph.py").write_text(
        'class EdgeSetting:\n    labal: str = ""\n    color: str = "black"\n\n\n'
        "def edge(setting):\n    return setting.labal\n"
    )
    ask(
        store,
        tmp_path,
        'typo in graph.py: EdgeSetting declares `labal: str = ""`. rename that class attribute '
        "to `caption`, nothing else.",
    )
    text = (tmp_path / "graph.py").read_text()
    assert 'caption: str = ""' in text and "class EdgeSetting:" in text, text


ROUND_FIVE_20 = '''"""Round five."""
import warnings

import numpy as np

T = TypeVar("T")


class WarningsRecorder:
    def __enter__(self):
        __tracebackhide__ = True
        _list = super().__enter__()
        self._list = _list
        warnings.simplefilter("always")
        return self


class WarningsChecker:
    def __init__(
        self,
        expected_warning=Warning,
        match_expr=None,
    ):
        if isinstance(expected_warning, tuple):
            expected_warning_tup = expected_warning
        else:
            expected_warning_tup = (expected_warning,)
        self.expected_warning = expected_warning_tup
        self.match_expr = match_expr


def _locate(x, y, w, h, summed_widths, equal_heights):
    A = np.diag([*summed_widths, 0])
    B = [*equal_heights, h]
    *karray, height = np.linalg.solve(A, B)
    return karray, height


def create_changeset(client, name):
    try:
        return client.create_change_set(name)
    except Exception as ex:
        LOG.debug("Unable to create changeset", exc_info=ex)
        raise


def _handle_200_error(response_dict):
    if looks_like_error(response_dict):
        response_dict["status_code"] = 500


def check_for_200_error(response_dict):
    LOG.debug("Checking for a 200 error")
    if looks_like_error(response_dict):
        response_dict["status_code"] = 500
'''


@pytest.mark.parametrize(
    "prompt, expected",
    [
        ("five.py line 6: put `# T: what the callable returns` there (it should land just above "
         'T = TypeVar("T"))', "# T: what the callable returns\nT = TypeVar"),
        ("TODO(five.py): create_changeset — comment out the debug log in its except branch, the "
         "caller already logs the failure", "        # LOG.debug("),
        ("Could you add the comment `# the body is an <Error> document` right before the line in "
         "_handle_200_error that rewrites the status code to 500?",
         '        # the body is an <Error> document\n        response_dict["status_code"] = 500\n'
         "\n\ndef check_for_200_error"),
        ("In WarningsChecker.__init__, just before the line that stores the normalised tuple on "
         "self, add `assert expected_warning_tup`",
         "        assert expected_warning_tup\n        self.expected_warning ="),
        ("We set our own warning filters. Please delete in WarningsRecorder.__enter__ the line "
         "which is putting the filter to always show every warning.", "-simplefilter"),
        ("five.py, the module-level _locate helper: right after the line that solves the linear "
         "system, add # height is the common height", "solve(A, B)\n    # height is the common"),
    ],
)  # fmt: skip
def test_lines_said_in_the_twentieth_pass_round_five(tmp_path, store, prompt, expected):
    """edits72 #6 ("put X there (it should land just above ...)"), #28 ("its except branch":
    the function said before the dash), #13 (what goes first, then "right before the line in F
    that ..."), #5 (a parameter of the header is no line said; "on self"), #4 ("warnings" and
    "warning" one word; a name ending in a word said holds it), #19 (the verb's own call)."""
    (tmp_path / "five.py").write_text(ROUND_FIVE_20)
    ask(store, tmp_path, prompt)
    text = (tmp_path / "five.py").read_text()
    if expected.startswith("-"):
        assert (
            expected[1:] not in text
            and len(text.splitlines()) == len(ROUND_FIVE_20.splitlines()) - 1
        )
    else:
        assert expected in text, text


@pytest.mark.parametrize(
    "prompt, expected",
    [
        (  # a comment's own comma is no remark to cut off (the dash after code is)
            "In C.__call__, just before the line that resolves the relative font size, add a "
            "comment: # font size first, the other units are relative to it",
            ("insert_before", "", "# font size first, the other units are relative to it"),
        ),
        (  # a word before an entry is its name, not a call said with a word before it
            "comment out the restructuredtext-test-directive entry in _directive_registry "
            "(directives/__init__.py), I don't want that test directive available",
            ("comment_out", "", ""),
        ),
    ],
)
def test_what_the_twentieth_pass_first_read_wrong(prompt, expected):
    """Two readings the pass's own changes broke on older sets (edits48 #14, heldout73 #22),
    found by measuring every set again before landing."""
    e = read_question(prompt).edit
    assert (e.op, e.old, e.new) == expected


def test_a_helper_said_with_a_compound_word_and_a_reason_is_deleted_whole():
    """ "remove the `_threads` printf-debugging helper from log.py, nobody uses it" was read as
    deleting the line that says `_threads`, and declined as part of a line."""
    e = read_edit(
        "remove the `_threads` printf-debugging helper from debugpy/common/log.py, nobody uses it"
    )
    assert (e.op, e.symbol, e.path) == ("delete_definition", "_threads", "debugpy/common/log.py")


@pytest.mark.parametrize(
    "prompt, expected",
    [
        (  # "complete" said for "completely"
            "MultiPartParser.fail isnt used anywhere in formparser, please remove this method complete",
            ("delete_definition", "this method", "", ""),
        ),
        (  # "instead of just"
            'TODO(werkzeug/formparser.py): the ValueError should say "Missing multipart boundary" '
            'instead of just "Missing boundary"',
            ("replace", "", "Missing boundary", "Missing multipart boundary"),
        ),
        (  # a function nested in another, said so
            "Could you write a docstring for the callback nested in version_option in "
            "click/decorators.py? It echoes the version and exits.",
            ("docstring", "version_option.callback", "", "It echoes the version and exits."),
        ),
        (  # a line said by what it does, then its new text after "to"
            "Could you change the line that sets that threshold to max_size = 1024 * 1024 ?",
            ("replace_line", "", "", "max_size = 1024 * 1024"),
        ),
    ],
)
def test_edits_a_blind_set_of_the_twenty_first_pass_phrased(prompt, expected):
    e = read_edit(prompt)
    assert (e.op, e.symbol, e.old, e.new) == expected


GUARDED = """def version_option(version=None):
    if version is None:
        frame = current_frame()
        back = frame.back
        # break reference cycle
        # see the docs of the interpreter stack
        del frame
        return back
"""


@pytest.mark.parametrize(
    "prompt, gone",
    [
        (
            "version_option: remove the line which deletes the frame (the one under the "
            "'break reference cycle' comment), it makes no difference",
            "del frame",
        ),
        (
            "in version_option remove the line under the 'break reference cycle' comment",
            "del frame",
        ),
        (
            "in version_option delete the line above the 'break reference cycle' comment",
            "back = frame.back",
        ),
    ],
)
def test_a_line_placed_by_a_comment_is_the_code_next_to_it(store, tmp_path, prompt, gone):
    """The comment said is where the line is, never the line (it was deleted instead)."""
    path = tmp_path / "deco.py"
    path.write_text(GUARDED)
    answer, _ = ask(store, tmp_path, prompt)
    kept = [line for line in GUARDED.splitlines() if line.strip() != gone]
    assert path.read_text().splitlines() == kept, answer


@pytest.mark.parametrize(
    "prompt, expected",
    [
        (  # a reason after a rename, starting with "the"
            "refactor(locks): `_garbage_collect` → `_prune_timed_out_waiters`, the old name makes "
            "people think of the gc module",
            ("rename", "_garbage_collect", "_prune_timed_out_waiters", "", 0),
        ),
        (  # the class said first, then the assignment and its new form
            "MultiDecoder: max_decode_links = 5 -> max_decode_links = 8, one of our CDNs stacks "
            "more encodings than that (urllib3/response.py)",
            ("replace", "max_decode_links = 5", "max_decode_links = 8", "MultiDecoder", 0),
        ),
        (  # the docstring only says where the text is; the replace is its own sentence
            "The json() docstring cites 'RFC 8529 Section 8.1' but links to RFC 8259. Replace "
            "RFC 8529 Section 8.1 with RFC 8259 Section 8.1 in response.py please.",
            ("replace", "RFC 8529 Section 8.1", "RFC 8259 Section 8.1", "", 0),
        ),
        (  # a line's number, an arrow, a comment: the comment goes there
            "utils_comm.py, line 138 → `# process-wide, shared by every call` (it should land "
            "just above _round_robin_counter)",
            ("insert_at", "before", "# process-wide, shared by every call", "", 138),
        ),
        (
            "quiver.py line 441 -> # --- argument parsing shared by Quiver and Barbs ---",
            (
                "insert_at",
                "before",
                "# --- argument parsing shared by Quiver and Barbs ---",
                "",
                441,
            ),
        ),
    ],
)
def test_edits_of_the_twenty_first_pass_second_round(prompt, expected):
    e = read_edit(prompt)
    assert (e.op, e.old, e.new, e.scope, e.line) == expected


def test_an_arrow_from_a_line_number_to_code_inserts_nothing():
    """ "a.py line 3 -> x = 1" may mean replacing line 3: only a comment is put there."""
    e = read_edit("a.py line 3 -> x = 1")
    assert e is None or e.op != "insert_at"


def test_a_docstring_pointed_back_at_is_still_asked_for():
    e = read_edit("f has no docstring. Add one saying it parses.")
    assert (e.op, e.symbol) == ("docstring", "f")


LINES_BY_WHAT_THEY_DO = '''import asyncio

_counter = [0]


class Event:
    def set(self):
        """Set the internal flag to ``True``."""
        if not self._value:
            self._value = True
            for fut in self._waiters:
                fut.set_result(None)

    def wait(self, timeout=None):
        fut = self.loop.create_future()
        self._waiters.add(fut)
        fut.add_done_callback(lambda fut: self._waiters.remove(fut))
        timeout_fut.add_done_callback(
            lambda tf: fut.cancel() if not fut.done() else None
        )
        return fut


async def gather(workers, busy):
    while workers:
        if busy:
            busy.clear()
            await asyncio.sleep(0.15)
        ready = workers - busy


def scatter(data, workers):
    start = _counter[0] % len(workers)
    _counter[0] += len(data)
    return start


class Response:
    def drain_conn(self):
        """Read and discard what is left."""
        self._raw_read()
        if self._has_decoded_content:
            # clean up the decoder to keep no data in memory
            self._buffer = []
            self._decoder = None
'''


@pytest.mark.parametrize(
    "prompt, line",
    [
        (  # a constant said as the value set
            "Event.set in events.py: right after the line that flips the internal flag to True, "
            "add the comment # wake every waiter; later wait() calls return at once",
            "self._value = True",
        ),
        (  # a verb with no object, then when
            "just before the line in gather that sleeps when every worker is busy, add "
            "`# all are busy: back off`",
            "await asyncio.sleep(0.15)",
        ),
        (  # a count moved on
            "In scatter, comment out the line which advance the counter",
            "_counter[0] += len(data)",
        ),
        (  # the one of two callbacks registered that says what the prompt says
            "In events.py, comment out the line in Event.wait that registers the done-callback "
            "removing the future from self._waiters",
            "fut.add_done_callback(lambda fut: self._waiters.remove(fut))",
        ),
        (  # "drops" is the clause's verb here, not the request's
            "drain_conn() in events.py: comment out the line that drops the decoder, I want to "
            "see if that's what breaks our retry",
            "self._decoder = None",
        ),
    ],
)
def test_lines_said_by_what_they_do_in_a_second_blind_round(store, tmp_path, prompt, line):
    path = tmp_path / "events.py"
    path.write_text(LINES_BY_WHAT_THEY_DO)
    answer, _ = ask(store, tmp_path, prompt)
    before, after = LINES_BY_WHAT_THEY_DO.splitlines(), path.read_text().splitlines()
    at = next(i for i, (a, b) in enumerate(zip(before, after, strict=False)) if a != b)
    if len(after) == len(before):  # commented out
        assert after[at].strip() == "# " + line, answer
    else:  # a line put after it, or before it
        assert line in (before[at - 1].strip(), before[at].strip()), answer


FORMATTER = """class Formatter:
    def format(self, tokens, out):
        out.write("".join(tokens))


class Terminal256Formatter(Formatter):
    def format(self, tokens, out):
        return Formatter.format(self, tokens, out)

    def reset(self):
        self.style = None
"""


@pytest.mark.parametrize(
    "prompt",
    [
        "There's a method in Terminal256Formatter that only forwards to Formatter.format. "
        "Delete it, the base class does exactly the same.",
        "the debug log in reset is way too noisy for us, delete it from fmt.py",
    ],
)
def test_a_name_said_as_where_a_thing_is_is_never_deleted_for_it(store, tmp_path, prompt):
    """ "There's a method in C that ... Delete it." deleted the class C (an older set's request,
    found by listing every wrong edit the model made)."""
    (tmp_path / "fmt.py").write_text(FORMATTER)
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    assert answer.startswith("I did not change anything"), answer


@pytest.mark.parametrize(
    "prompt",
    [
        # edits76 #7: the request is the last sentence, after a remark
        "The four _make_new_*gettext factories in ext.py are nearly copy-paste of each other. Can "
        "you fold them into one generic factory and use it in _install_callables?",
        "chore(ensurepip): bump the bundled pip version to 23.3.1",
        "Can you call the first parameter of FoldedCase.split sep, like str.split does, instead "
        "of splitter?",
        "notifications.py: in _get_s3_event drop the comment with the link to the AWS docs",
        "In distributed/utils.py, give the offload executor 2 threads instead of 1.",
        "TTFont.save → can it write to a temp file in the same folder and os.replace() it over "
        "the target at the end? A crash mid-save currently leaves a truncated font.",
    ],
)
def test_a_change_asked_in_words_no_pattern_reads_is_declined_not_answered(prompt):
    """A request the edit reader cannot read was answered as a question (a lookup, nothing
    changed, and no word that nothing did): it is declined now, saying so."""
    q = read_question(prompt)
    assert (q.kind, q.edit.op) == ("edit", "decline")


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


def test_a_pronoun_said_as_new_code_is_declined():
    """ "Make that line return it." wrote `return it`; `return it` quoted is code."""
    said = read_edit(
        "_print_BlockMatrix has a bug: for a 1x1 block matrix it prints the single block and "
        "then throws the result away. Make that line return it."
    )
    assert said.op == "decline" and "return it" in said.reason
    assert read_edit("In f, replace `return None` with `return it`").op == "replace"


@pytest.mark.parametrize(
    ("prompt", "symbol", "path"),
    [
        # heldout107 #47: "override" names a method
        (
            "Please delete the `_values_for_json` override from TimelikeOps.",
            "TimelikeOps._values_for_json",
            None,
        ),
        # edits76 #14: the decorator goes with it, the file in brackets
        (
            "Please delete the method prune_containers of ContainerApiMixin together with its "
            "decorator (docker/api/container.py).",
            "ContainerApiMixin.prune_containers",
            "docker/api/container.py",
        ),
        # edits76 #27: a "wrapper", and a clause that tells why after a comma
        (
            "delete teh deprecated module-level desubroutinize wrapper from fontTools/subset/cff.py, "
            "CFFFontSet.desubroutinize() is the way now",
            "desubroutinize",
            "fontTools/subset/cff.py",
        ),
        # heldout108 #31: the name said before " -- delete that method"
        (
            "Worker.wait_until_closed is deprecated anyway -- delete that method.",
            "Worker.wait_until_closed",
            None,
        ),
    ],
)
def test_a_definition_said_in_more_words_is_deleted(prompt, symbol, path):
    said = read_edit(prompt)
    assert (said.op, said.path) == ("delete_definition", path), said
    assert said.symbol == symbol or said.said.startswith(symbol), said


def test_a_request_with_a_second_edit_after_a_comma_is_still_declined():
    said = read_edit("remove the helper foo, and rename bar to baz")
    assert said.op == "decline" and "more than one" in said.reason


def test_a_docstring_for_an_inner_generator_of_a_function():
    """edits76 #18: "the inner expand() generator of F has no docstring" documented `generator`."""
    said = read_edit(
        "the inner expand() generator of find_cliques_recursive has no docstring. can u add one "
        "saying it yields the maximal cliques"
    )
    assert (said.op, said.symbol) == ("docstring", "find_cliques_recursive.expand")


NROOTS = """def nroots(f, n=15):
    try:
        roots = solve(f, n, extraprec=f.degree()*10)
    except NoConvergence:
        roots = solve(f, n, extraprec=f.degree()*15)
    return roots
"""


def test_that_number_of_the_code_said_before_is_changed_there(store, tmp_path):
    """heldout109 #33: "... retries with extraprec=f.degree()*15 ... change that 15 to 20"."""
    path = tmp_path / "polytools.py"
    path.write_text(NROOTS)
    answer, _ = ask(
        store,
        tmp_path,
        "In polytools.py, nroots retries with extraprec=f.degree()*15 when it doesn't converge. "
        "Please change that 15 to 20.",
    )
    assert path.read_text() == NROOTS.replace("degree()*15", "degree()*20"), answer
    # a number said without the code it is in could be any of them
    assert read_edit("nroots is slow. Please change that 15 to 20.") is None or (
        read_edit("nroots is slow. Please change that 15 to 20.").op != "replace"
    )


RETRY = """import asyncio


async def retry_busy_worker_later(worker):
    await asyncio.sleep(0.15)
    worker.retry()


async def heartbeat(worker):
    await asyncio.sleep(1)
"""


def test_a_value_said_by_the_call_it_is_passed_to_is_set(store, tmp_path):
    """heldout108 #28: "change the sleep from 0.15 to 0.5 seconds" found no constant `sleep`."""
    path = tmp_path / "worker.py"
    path.write_text(RETRY)
    answer, _ = ask(
        store,
        tmp_path,
        "In retry_busy_worker_later, change the sleep from 0.15 to 0.5 seconds please.",
    )
    assert path.read_text() == RETRY.replace("sleep(0.15)", "sleep(0.5)"), answer
    answer, _ = asked_unchanged(store, tmp_path, "change the sleep from 2 to 3 seconds")
    assert "did not change" in answer


@pytest.mark.parametrize(
    "prompt",
    [
        # edits77 #25: where the typo is, said after it
        "fix typo Subsugment -> Subsegment in the warning logged by Entity.__init__",
        # (e46: declined before, as no pattern read it)
        "docs(terminal256): typo Subsugment -> Subsegment in the TODO comment at the top",
    ],
)
def test_a_typo_with_where_it_is_after_the_arrow_is_replaced(prompt):
    said = read_edit(prompt)
    assert (said.op, said.old, said.new) == ("replace", "Subsugment", "Subsegment"), said


def test_a_pronoun_of_a_method_said_with_its_class_is_the_name_said_before():
    """heldout111 #32: "... has `_as_points` ... delete that method from MPContext" looked for
    `MPContext.that`."""
    said = read_edit(
        "ctx_mp.py has `_as_points` with a 'XXX: remove this?' comment. Nothing uses it, so "
        "please delete that method from MPContext."
    )
    assert said.op == "delete_definition" and "_as_points" in said.said, said


WRITABLE = """import os


def _test_writable_dir_win(path):
    file = os.path.join(path, "probe")
    fd = os.open(file, os.O_RDWR | os.O_CREAT)
    os.close(fd)
    os.unlink(file)
    return True
"""


def test_a_line_said_by_the_initials_of_its_name(store, tmp_path):
    """edits77 #3: "the line that closes the file descriptor it just opened" is `os.close(fd)`,
    not the line that opens the file."""
    path = tmp_path / "filesystem.py"
    path.write_text(WRITABLE)
    answer, _ = ask(
        store,
        tmp_path,
        "In _test_writable_dir_win, right after the line that closes the file descriptor it just "
        "opened, add the comment # probe file not needed anymore",
    )
    assert path.read_text() == WRITABLE.replace(
        "    os.close(fd)\n", "    os.close(fd)\n    # probe file not needed anymore\n"
    ), answer


CHECK = """def warn_legacy_versions_and_specifiers(package_set):
    for name, details in package_set.items():
        if isinstance(details.version, LegacyVersion):
            warn(name)


def check_package_set(package_set):
    warn_legacy_versions_and_specifiers(package_set)
    missing = {}
    return missing


def _simulate_installation_of(to_install, package_set):
    installed = set()
    for req in to_install:
        name = req.name
        package_set[name] = PackageDetails(req.version)
        installed.add(name)
    return installed
"""


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # edits77 #12: a doer's noun ("warner") for the verb its name says
        (
            "i dont want check_package_set emit the deprecation warnings anymore, can you delete "
            "the line near it's start which calls the legacy versions warner? (check.py)",
            "    warn_legacy_versions_and_specifiers(package_set)\n",
        ),
        # edits77 #13: "records ... in the set": an add
        (
            "In _simulate_installation_of, delete the line that records the name in the set of "
            "installed packages.",
            "        installed.add(name)\n",
        ),
    ],
)
def test_a_line_said_by_what_it_does_in_other_words(store, tmp_path, prompt, line):
    path = tmp_path / "check.py"
    path.write_text(CHECK)
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text() == CHECK.replace(line, ""), answer


ARGMAP = """def __call__(self, f):
    # a Y-combinator, as we do here.
    func.__name__ = f.__name__
    func.__doc__ = f.__doc__
    if not isinstance(start, int):
        warn(start)
        raise TypeError("start location must be int")
    return func
"""


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # (a comment's word is no name: "docstring onto" is not the comment's "do")
        ("In __call__, drop the line that copies f's docstring onto the wrapper.", 4),
        # (a keyword is no name: "an int forgot" is not ``if``)
        ("In __call__, delete the raise that fires when start is not an int forgot", 7),
    ],
)
def test_initials_of_words_said_are_never_a_keyword_or_a_comment(store, tmp_path, prompt, line):
    path = tmp_path / "decorators.py"
    path.write_text(ARGMAP)
    answer, _ = ask(store, tmp_path, prompt)
    kept = ARGMAP.splitlines(keepends=True)
    assert path.read_text() == "".join(kept[: line - 1] + kept[line:]), answer


@pytest.mark.parametrize(
    ("prompt", "expected"),
    [
        # edits79 #25: "in it" and the sentence after it are not the file's text
        (
            "Could you create tests/test_extra.py with the line from pkg.prufer import Prufer in "
            "it? I'll write the tests myself.",
            ("write", "tests/test_extra.py", "", "from pkg.prufer import Prufer\n"),
        ),
        # (a text of prose keeps its own "in it")
        (
            "create notes.txt containing: the dog lives in it",
            ("write", "notes.txt", "", "the dog lives in it\n"),
        ),
        # edits79 #22: a remark after a dash, and "Please to"
        (
            "Please to delete the doctests() function from tornado/httputil.py — we are "
            "collecting the doctests with pytest --doctest-modules now.",
            ("delete_definition", "tornado/httputil.py", "", ""),
        ),
        # edits79 #27: code on both sides of an arrow, without quotes or an `=`
        (
            "style(prufer): self.rank -delta -> self.rank - delta in prev()",
            ("replace", None, "self.rank -delta", "self.rank - delta"),
        ),
        # edits79 #6: the line and where, no verb
        (
            "TODO(pkg/plugin.py): `import logging` at the top of the module",
            ("prepend", "pkg/plugin.py", "", "import logging"),
        ),
        # edits79 #19: what the line holds, in brackets after its number
        (
            "tornado/httputil.py, line 1122 (the rfind for the final boundary): insert "
            "`# the body ends with --boundary--` at that line",
            ("insert_at", "tornado/httputil.py", "before", "# the body ends with --boundary--"),
        ),
    ],
)
def test_requests_of_the_second_round_are_read(prompt, expected):
    said = read_edit(prompt)
    assert (said.op, said.path, said.old, said.new) == expected, said


PLUGIN = """def on_before_transform_template(self, template):
    self._process(template)
    self._maybe_add_update_replace_policy_to_implicit_api(template)
    self._maybe_remove_implicit_api(template)


def to_tree(prufer):
    tree = []
    last = []
    n = len(prufer) + 2
    d = [1] * n
    if d[0] == 1:
        d[0] = True
        n -= 1
    last = [i for i in range(n) if d[i] == 1] or [0, 1]
    nmin = last[0]
    nmin = None
    return tree


def _legacy_cmpkey(version):
    epoch = -1
    parts = version.split(".")
    return epoch, tuple(parts)
"""


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # edits79 #4: a wish, then the call to delete said by what it does
        (
            "on_before_transform_template should leave UpdateReplacePolicy alone for now, remove "
            "the call that adds the update replace policy to the implicit api",
            "    self._maybe_add_update_replace_policy_to_implicit_api(template)\n",
        ),
        # edits79 #29: "initialises last to an empty list"
        (
            "in to_tree, delete the line that initialises last to an empty list, it gets "
            "reassigned before use anyway",
            "    last = []\n",
        ),
        # edits79 #13: "hardcodes the epoch"
        ("In _legacy_cmpkey, delete the line that hardcodes the epoch", "    epoch = -1\n"),
        # (the same line said as it does: "switches ... on")
        ("In to_tree, delete the line that switches the first degree on", "        d[0] = True\n"),
        # edits79 #28, edits77 #26: which of a name's assignments
        (
            "In to_tree the very first assignment to nmin is dead: it is reset to None right "
            "after. Remove that line.",
            "    nmin = last[0]\n",
        ),
    ],
)
def test_a_line_said_by_what_it_sets(store, tmp_path, prompt, line):
    path = tmp_path / "plugin.py"
    path.write_text(PLUGIN)
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text() == PLUGIN.replace(line, "", 1), answer


BIRANK = '''def birank(G, alpha=None, beta=None, top_personalization=None):
    """Compute BiRank.

    >>> birank(G, alpha=0.8)
    """
    damping = 0.8
    alpha = 0.8 if top_personalization else 1
    beta = 0.8 if top_personalization else 1
    return alpha * beta * damping
'''


def test_a_number_said_as_the_value_of_a_name_is_replaced_on_its_line(store, tmp_path):
    """heldout115 #34: "birank uses an alpha of 0.8 by default. Change that default to 0.85"
    was declined: 0.8 occurs 4 times."""
    path = tmp_path / "link_analysis.py"
    path.write_text(BIRANK)
    answer, _ = ask(
        store,
        tmp_path,
        "In link_analysis.py, birank uses an alpha of 0.8 by default. Change that default to "
        "0.85 (leave beta alone).",
    )
    assert path.read_text() == BIRANK.replace("alpha = 0.8 if", "alpha = 0.85 if"), answer


ANCHOR = """def add_anchor(html, text="#"):
    h = ElementTree.fromstring(html)
    link = _convert_header_id(html2text(h))
    h.set("id", link)
    a = Element("a", {"class": "anchor-link", "href": "#" + link})
    h.append(a)
    return h
"""


def test_the_line_that_sets_it_is_the_one_call_of_the_verb_saying_a_word_said(store, tmp_path):
    """edits42 #11: "... leave the header's id alone ... delete the line that sets it" deleted
    the line computing the id."""
    path = tmp_path / "strings.py"
    path.write_text(ANCHOR)
    answer, _ = ask(
        store,
        tmp_path,
        "add_anchor should leave the header's id alone from now on. Can you delete the line that "
        "sets it?",
    )
    assert path.read_text() == ANCHOR.replace('    h.set("id", link)\n', ""), answer


FONTS = """import threading


class FontManager:
    def __init__(self, size=None, weight="normal"):
        self.default_size = size
        timer = threading.Timer(5, lambda: _log.warning("building the font cache"))
        timer.start()
        self.retries = 5
"""


def test_a_thing_said_by_its_word_gets_the_value_said_in_the_same_unit(store, tmp_path):
    """heldout105 #22: "the warning fires after 5 seconds; change that timer to 10 seconds"."""
    path = tmp_path / "font_manager.py"
    path.write_text(FONTS)
    answer, _ = ask(
        store,
        tmp_path,
        "In FontManager.__init__, the 'building the font cache' warning fires after 5 seconds; "
        "change that timer to 10 seconds.",
    )
    assert path.read_text() == FONTS.replace("Timer(5,", "Timer(10,"), answer


LEGEND = """def _find_best_position(self, width, height):
    start_time = time.perf_counter()
    candidates = []
    for idx, (l, b) in enumerate(self._loc_candidates):
        badness = self._badness(l, b)
        candidates.append((badness, idx, (l, b)))
    if time.perf_counter() - start_time > 1:
        warn("slow")
    return min(candidates)


def draw(self, renderer):
    fontsize = renderer.points_to_pixels(self._fontsize)
    self.legendPatch.set_mutation_scale(fontsize)
    self.legendPatch.draw(renderer)


def to_datetime(arg, errors="raise"):
    if arg is None:
        return NaT
    if isinstance(arg, Timestamp):
        return arg
    return convert(arg)


def _format_lines(self, tokensource):
    for ttype, value in tokensource:
        cspan = self.span_element_openers.get(ttype)
        if cspan is None:
            cspan = f'<span class="{self._get_css_class(ttype)}">'
            self.span_element_openers[ttype] = cspan
        yield cspan
"""


@pytest.mark.parametrize(
    ("prompt", "after"),
    [
        # edits80 #3: "records when ...": a time is what it records, not when it does
        (
            "In _find_best_position, right after the line that records when the search started, "
            "add a comment: # checked by hand",
            "    start_time = time.perf_counter()\n",
        ),
        # edits80 #6: "rescales": ``set_mutation_scale``, a word of the name called
        (
            "in draw, right after the line that rescales the frame patch to the font size in "
            "pixels, add a comment: # checked by hand",
            "    self.legendPatch.set_mutation_scale(fontsize)\n",
        ),
        # edits80 #12: "returns NaT when arg is None": what it returns, not when
        (
            "in to_datetime, right after the line that returns NaT when arg is None, add a "
            "comment: # checked by hand",
            "        return NaT\n",
        ),
        # edits80 #27: "caches the span opener for the token type": the write of ``[ttype]``
        (
            "In _format_lines, right after the line which caches the span opener for the token "
            "type, add the comment # checked by hand",
            "            self.span_element_openers[ttype] = cspan\n",
        ),
    ],
)
def test_a_line_said_by_its_verb_in_the_third_round(store, tmp_path, prompt, after):
    path = tmp_path / "legend.py"
    path.write_text(LEGEND)
    answer, _ = ask(store, tmp_path, prompt)
    indent = after[: len(after) - len(after.lstrip())]
    assert path.read_text() == LEGEND.replace(after, after + indent + "# checked by hand\n", 1), (
        answer
    )


def test_a_comment_unquoted_after_the_line_number_said_first():
    """edits80 #29: "At line 834 of html.py (just above ...) insert: # NB: ..." was answered as
    a question about lru_cache."""
    said = read_edit(
        "At line 834 of html.py (just above the lru_cache decorator of _translate_parts) insert: "
        "# NB: this cache keeps a reference to every formatter instance"
    )
    assert (said.op, said.path, said.line, said.new) == (
        "insert_at",
        "html.py",
        834,
        "# NB: this cache keeps a reference to every formatter instance",
    )


@pytest.mark.parametrize(
    ("prompt", "expected"),
    [
        # heldout117 #14: "In f's signature": where the default is
        (
            "In find_peaks_cwt's signature, please change the default noise_perc from 10 to 5 "
            "(leave _filter_ridge_lines as it is).",
            ("set_value", "noise_perc", "find_peaks_cwt", "10", "5"),
        ),
        # heldout116 #30: where the message is, said between the two texts
        (
            "In frv.py, change the message 'Undecidable if %s' in ConditionalFiniteDomain._test "
            "to 'Cannot decide if %s'.",
            # (its place kept since the twenty-fourth pass, edits90 #18)
            (
                "replace",
                "",
                "ConditionalFiniteDomain._test",
                "Undecidable if %s",
                "Cannot decide if %s",
            ),
        ),
        # heldout117 #24: "change that to N": the one number said before, by the name next to it
        (
            "hamming() passes 0.54 to general_hamming; change that to 0.53836 in its "
            "`return general_hamming(...)` line, nothing else.",
            ("set_value", "general_hamming", "", "0.54", "0.53836"),
        ),
    ],
)
def test_values_said_in_the_third_round_are_read(prompt, expected):
    said = read_edit(prompt)
    assert (said.op, said.symbol, said.scope, said.old, said.new) == expected, said


def test_that_number_passed_to_a_function_is_changed_on_its_line(store, tmp_path):
    path = tmp_path / "_windows.py"
    path.write_text(WINDOWS)
    answer, _ = ask(
        store,
        tmp_path,
        "hamming() passes 0.54 to general_hamming; change that to 0.53836 in its "
        "`return general_hamming(...)` line, nothing else.",
    )
    assert path.read_text() == WINDOWS.replace("0.54", "0.53836"), answer


@pytest.mark.parametrize(
    ("prompt", "expected"),
    [
        # heldout118 #48: "at module level, between the imports and the class"
        (
            'hashPointPen.py has no __all__. Add the one line `__all__ = ["HashPointPen"]` at '
            "module level, between the imports and the class (nothing else).",
            ("prepend", "hashPointPen.py", "imports", '__all__ = ["HashPointPen"]'),
        ),
        # edits81 #5: an adjective before the assert
        (
            "[jinja2/lexer.py] pls delete the sanity assert that checks no operator got lost "
            "when the operators dict was reversed",
            ("delete_line", "jinja2/lexer.py", "assert ", ""),
        ),
        # edits81 #18: the line and where, then "can you put it there?"
        (
            "hello, i need `import warnings` on the top of colorbar.py for a deprecation i am "
            "adding, can you put it there?",
            ("prepend", "colorbar.py", "", "import warnings"),
        ),
    ],
)
def test_requests_of_the_fourth_round_are_read(prompt, expected):
    said = read_edit(prompt)
    assert (said.op, said.path, said.old, said.new) == expected, said


WEBSOCKET = """def _write_frame(self, fin, opcode, data):
    data_len = len(data)
    if self.mask_outgoing:
        mask_bit = 0x80
    frame = struct.pack("B", data_len | mask_bit)
    if self.mask_outgoing:
        mask = os.urandom(4)
        data = mask + _websocket_mask(mask, data)
    return frame
"""


def test_a_line_said_by_a_number_with_its_unit_and_a_word_of_its_call(store, tmp_path):
    """edits81 #27: "the line that draws the random 4-byte mask" is ``mask = os.urandom(4)``."""
    path = tmp_path / "websocket.py"
    path.write_text(WEBSOCKET)
    answer, _ = ask(
        store,
        tmp_path,
        "websocket.py, _write_frame: just before the line that draws the random 4-byte mask, "
        "insert # a fresh mask for every frame",
    )
    assert path.read_text() == WEBSOCKET.replace(
        "        mask = os.urandom(4)\n",
        "        # a fresh mask for every frame\n        mask = os.urandom(4)\n",
    ), answer


@pytest.mark.parametrize(
    ("prompt", "expected"),
    [
        # edits78 #1 (the held-out round): "flip X to True" was answered as a question
        (
            "PIL/ImageFile.py: flip LOAD_TRUNCATED_IMAGES to True. Half our uploads are cut short",
            ("set_value", "LOAD_TRUNCATED_IMAGES", "", "True"),
        ),
        # edits78 #14: a rename said by the style the name should have
        (
            "pls snake_case hostedZoneId to hosted_zone_id in _construct_record (api_generator.py)",
            ("rename", "", "hostedZoneId", "hosted_zone_id"),
        ),
    ],
)
def test_requests_of_the_held_out_round_are_read(prompt, expected):
    said = read_edit(prompt)
    assert (said.op, said.symbol, said.old, said.new) == expected, said


HESSIAN = """def hessian(f, varlist):
    if isinstance(varlist, MatrixBase):
        if 1 not in varlist.shape:
            raise ShapeError("`varlist` must be a column or row vector.")
        if varlist.cols == 1:
            varlist = varlist.T
        varlist = varlist.tolist()[0]
    return varlist
"""


def test_a_line_said_by_what_it_turns_is_never_the_raise_that_says_the_words(store, tmp_path):
    """edits81 #12: "the line that turns a column vector varlist into a row" put the comment
    after the raise whose message says *column*, *row* and *vector*."""
    path = tmp_path / "dense.py"
    path.write_text(HESSIAN)
    answer, _ = ask(
        store,
        tmp_path,
        "In hessian, right after the line that turns a column vector varlist into a row, add "
        "`# varlist is a row vector now`",
    )
    assert path.read_text() == HESSIAN.replace(
        "            varlist = varlist.T\n",
        "            varlist = varlist.T\n            # varlist is a row vector now\n",
    ), answer


# --- twenty-third pass: the tuning round's misses (heldout122-124, edits83-84) ---------------


@pytest.mark.parametrize(
    ("prompt", "expected"),
    [
        # edits83 #5, edits84 #6: an import "needed", "up top" / "up with the other imports"
        (
            "[babel/support.py] need `import functools` up top with the other imports, going to "
            "cache the Format lookups later",
            ("prepend", "babel/support.py", "", "import functools", 0, 0),
        ),
        (
            "[sympy/polys/polyroots.py] I need `from sympy.utilities.exceptions import "
            "sympy_deprecation_warning` up with the other imports",
            (
                "prepend",
                "sympy/polys/polyroots.py",
                "",
                "from sympy.utilities.exceptions import sympy_deprecation_warning",
                0,
                0,
            ),
        ),
        # edits84 #26: a request's word mistyped
        (
            "Create werkzeug/datastructures/limits.py containg just MAX_MULTIDICT_KEYS = 1000",
            ("write", "werkzeug/datastructures/limits.py", "", "MAX_MULTIDICT_KEYS = 1000\n", 0, 0),
        ),
        # edits84 #15: the verb before "at line N of FILE: code"
        (
            "insert at line 241 of anyio/streams/memory.py: # hand the item straight to the first "
            "receiver that is not being cancelled",
            (
                "insert_at",
                "anyio/streams/memory.py",
                "before",
                "# hand the item straight to the first receiver that is not being cancelled",
                241,
                0,
            ),
        ),
        # edits84 #27: the lines said first are what goes, whatever the words after call them
        (
            'structures.py, lines 164-168: drop the "From Werkzeug 0.3 onwards" paragraph of '
            "MultiDict's docstring plus the blank line after it, nobody runs 0.3 anymore",
            ("delete_lines", "structures.py", "", "", 164, 168),
        ),
    ],
)
def test_requests_of_the_twenty_third_pass_are_read(prompt, expected):
    said = read_edit(prompt)
    assert (said.op, said.path, said.old, said.new, said.line, said.last) == expected, said


@pytest.mark.parametrize(
    ("prompt", "expected"),
    [
        # edits84 #28: where the definition is in its file says no more than the file
        (
            "werkzeug 3.2 prep: delete the module-level __getattr__ at the bottom of "
            "werkzeug/datastructures/structures.py, the OrderedMultiDict aliases are going away",
            ("delete_definition", "__getattr__", ""),
        ),
        # edits84 #3: what the helper is called before its name
        (
            "Could you give the little _update_dict helper nested inside roots() a docstring? It "
            "adds k to the multiplicity of currentroot in result.",
            (
                "docstring",
                "_update_dict",
                "It adds k to the multiplicity of currentroot in result.",
            ),
        ),
        # heldout124 #40: a wish with the owner said in words, then "can you change that in F?"
        (
            "I'd like the backend's default_parameter_tier to be \"Advanced\" instead of "
            '"Standard" -- can you change that in ssm/models.py?',
            ("set_value", "default_parameter_tier", "Advanced"),
        ),
    ],
)
def test_named_requests_of_the_twenty_third_pass_are_read(prompt, expected):
    said = read_edit(prompt)
    assert (said.op, said.symbol, said.new) == expected, said


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


IAM = """def upload_signing_certificate(user_name, body):
    data = bytes(body, "utf8")
    x509.load_pem_x509_certificate(data, default_backend())
    return SigningCertificate(user_name, body)
"""


def test_a_line_said_by_a_capitalised_word_is_found_as_the_code_spells_it(store, tmp_path):
    """edits83 #22: "the line which parses the body as a PEM x509 certificate" was declined:
    `PEM` is nowhere, `pem` is."""
    path = tmp_path / "models.py"
    path.write_text(IAM)
    answer, _ = ask(
        store,
        tmp_path,
        "in upload_signing_certificate pls delete teh line which parses the body as a PEM x509 "
        "certificate",
    )
    assert path.read_text() == IAM.replace(
        "    x509.load_pem_x509_certificate(data, default_backend())\n", ""
    ), answer


SSM = """class SimpleSystemManagerBackend:
    def __init__(self, region_name):
        self.region_name = region_name
        self.default_parameter_tier = "Standard"

    def put_parameter(self, tier=None):
        return tier or self.default_parameter_tier
"""


def test_an_attribute_set_once_in_a_method_is_given_its_new_value(store, tmp_path):
    """heldout124 #40: "I'd like the backend's default_parameter_tier to be "Advanced" instead of
    "Standard" -- can you change that in ssm/models.py?" was declined."""
    path = tmp_path / "ssm" / "models.py"
    path.parent.mkdir()
    path.write_text(SSM)
    answer, _ = ask(
        store,
        tmp_path,
        'I\'d like the backend\'s default_parameter_tier to be "Advanced" instead of "Standard" '
        "-- can you change that in ssm/models.py?",
    )
    assert path.read_text() == SSM.replace('"Standard"', '"Advanced"'), answer


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


@pytest.mark.parametrize(
    "prompt",
    [
        "delete the exception handler in emacs.py",
        "remove the signal handler from emacs.py",
    ],
)
def test_a_handler_said_by_what_it_handles_is_not_a_definition_to_delete(prompt):
    assert read_edit(prompt).op == "decline"


VALIDATORS = """class _NumberValidator:
    def __repr__(self):
        return f"<Validator for x {self.compare_op} {self.bound}>"


def in_(options):
    repr_options = options
    if isinstance(options, (list, dict, set)):
        options = tuple(options)

    return _InValidator(options, repr_options)


class ExecutePreprocessor:
    def preprocess(self, nb, resources=None, km=None):
        with self.setup_kernel():
            info_msg = self.wait_for_reply(self.kc.kernel_info())
            self.nb.metadata["language_info"] = info_msg["content"]["language_info"]
            self.set_widgets_metadata()
        return self.nb, self.resources
"""


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        # edits85 #26: "its return line", the definition said before
        (
            "Look at _NumberValidator.__repr__: it is the only repr that starts with a capital "
            "'Validator'. Replace its return line with return f\"<number validator for x "
            '{self.compare_op} {self.bound}>"',
            '        return f"<Validator for x {self.compare_op} {self.bound}>"\n',
            '        return f"<number validator for x {self.compare_op} {self.bound}>"\n',
        ),
        # edits85 #27: the line that turns ... into a tuple is the one calling tuple()
        (
            "in_(): right after the line that turns a list/dict/set of options into a tuple, add "
            "`# repr_options keeps what the caller passed`",
            "        options = tuple(options)\n",
            "        options = tuple(options)\n        # repr_options keeps what the caller passed\n",
        ),
        # edits85 #20: "the call that writes the widgets metadata", not the assignment to it
        (
            "In ExecutePreprocessor.preprocess, comment out the call that writes the widgets "
            "metadata into the notebook once the kernel is done.",
            "            self.set_widgets_metadata()\n",
            "            # self.set_widgets_metadata()\n",
        ),
    ],
)
def test_lines_said_in_the_second_round_of_the_twenty_third_pass(store, tmp_path, prompt, old, new):
    path = tmp_path / "validators.py"
    path.write_text(VALIDATORS)
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text() == VALIDATORS.replace(old, new), answer


# --- twenty-third pass, third tuning round (heldout127-128, edits86) ------------------------


@pytest.mark.parametrize(
    ("prompt", "expected"),
    [
        # edits86 #13: the class said as the owner of the quoted line; a file a remark cites
        (
            "Please change UsageError's 'exit_code = 2' to 'exit_code = 64' (EX_USAGE from "
            "sysexits.h). Only that line, in click/exceptions.py.",
            ("replace", "click/exceptions.py", "exit_code = 2", "exit_code = 64", 0),
        ),
        # edits86 #18: the verb after "line N:"
        (
            "matplotlib/mathtext.py line 97: insert # building a Parser sets up the grammar",
            (
                "insert_at",
                "matplotlib/mathtext.py",
                "before",
                "# building a Parser sets up the grammar",
                97,
            ),
        ),
        # edits86 #20: "the decorator X on f"
        (
            "in mathtext.py swap the decorator @functools.lru_cache(50) on _parse_cached for "
            "@functools.lru_cache(maxsize=128), 50 entries is too few for our dashboards",
            (
                "replace",
                "mathtext.py",
                "@functools.lru_cache(50)",
                "@functools.lru_cache(maxsize=128)",
                0,
            ),
        ),
        # heldout127 #33: what the code is, said before the code
        (
            'In gen.py with_timeout, change the default message from msg = "Timeout" to msg = '
            '"Operation timed out" please',
            ("replace", "gen.py", 'msg = "Timeout"', 'msg = "Operation timed out"', 0),
        ),
        # heldout128 #36: where the line belongs, said before the line it goes after
        (
            "In jedi/api/classes.py, add `'_json': 'json',` to BaseName._mapping, on the line "
            "right after `'_sqlite3': 'sqlite3',`.",
            (
                "insert_after",
                "jedi/api/classes.py",
                "'_sqlite3': 'sqlite3',",
                "'_json': 'json',",
                0,
            ),
        ),
    ],
)
def test_requests_of_the_third_round_are_read(prompt, expected):
    said = read_edit(prompt)
    assert (said.op, said.path, said.old, said.new, said.line) == expected, said


def test_the_default_of_a_parameter_of_a_method_said_after_it_is_set():
    """heldout128 #47: "change the default timeout of SpawnBase.__init__ from 30 to 60"."""
    said = read_edit("change the default timeout of SpawnBase.__init__ from 30 to 60 seconds")
    assert (said.op, said.symbol, said.old, said.new) == ("set_value", "timeout", "30", "60")


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        # edits86 #1: "it" is what the sentence is about, not the ScalarEvent it builds
        (
            "process_empty_scalar doesn't process anything, it only builds an empty ScalarEvent "
            "at a mark. Rename it to empty_scalar_event everywhere in parser.py.",
            "process_empty_scalar",
            "empty_scalar_event",
        ),
        # edits86 #4: "the assertion that the marks stack is empty": that assert, not the line
        # before it
        (
            "In parse_document_start, drop the assertion that the marks stack is empty when the "
            "stream ends (keep the one about the states). parser.py",
            "            assert not self.marks\n",
            "",
        ),
        # edits86 #28: a word of a comment said to be something else
        (
            "parser.py, comment in bind_unix_socket: 'orientated' should be 'oriented'",
            "# Stream orientated processing.",
            "# Stream oriented processing.",
        ),
        # heldout128 #26: the number said, inside the call that gives the value
        (
            "Please change Formatter's max_width default from 79 to 100 in parser.py.",
            "Integer(79)",
            "Integer(100)",
        ),
    ],
)
def test_edits_of_the_third_round_of_the_twenty_third_pass(store, tmp_path, prompt, old, new):
    path = tmp_path / "parser.py"
    path.write_text(PARSER)
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text() == PARSER.replace(old, new), answer


NETUTIL = """import ssl


def ssl_options_to_context(ssl_options):
    ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    return ctx


# ThreadedResolver runs getaddrinfo on a thread. If the hostname is unicode,
# getaddrinfo attempts to import encodings.idna. Avoid it by caching the idna
# encoder on the main thread now.
"foo".encode("idna")

# For undiagnosed reasons, 'latin1' codec may also need to be preloaded.
"foo".encode("latin1")
"""


def test_a_line_said_by_what_it_does_is_never_the_comment_above_it(store, tmp_path):
    """edits86 #27: "Delete the line that preloads it" deleted the comment saying *preloaded*."""
    (tmp_path / "tornado").mkdir()
    (tmp_path / "tornado" / "netutil.py").write_text(NETUTIL)
    answer, _ = ask(
        store,
        tmp_path,
        "We don't need the latin1 codec preloaded at import time any more. Delete the line in "
        "tornado/netutil.py that preloads it, leave the idna one alone.",
    )
    assert (
        "'latin1' codec may also need to be preloaded"
        in (tmp_path / "tornado" / "netutil.py").read_text()
    ), answer


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


# --- twenty-third pass: answers of older sets lost on the way, found by running every set ----


def test_a_call_quoted_with_a_dotted_argument_keeps_its_brackets():
    """heldout112 #34: a bracket holding `rev_options.rev` was read as a remark citing a file."""
    said = read_edit(
        'comment out the logger.info("Resolved %s to commit %s", url, rev_options.rev) line in '
        "pip/_internal/vcs/git.py"
    )
    assert said.old == 'logger.info("Resolved %s to commit %s", url, rev_options.rev)', said


def test_a_line_said_by_the_words_of_its_function_is_still_found(store, tmp_path):
    """edits81 #21: the words of the function a line is in were taken out of what was said of
    the line ("... ends with a debug log of the locator ... remove that line")."""
    path = tmp_path / "colorbar.py"
    path.write_text(COLORBAR)
    answer, _ = ask(
        store,
        tmp_path,
        "Colorbar._get_ticker_locator_formatter ends with a debug log of the locator and it floods "
        "our logs. remove that line",
    )
    assert path.read_text() == COLORBAR.replace(
        '        _log.debug("locator: %r", locator)\n', ""
    ), answer


# --- twenty-third pass: the held-out round's wrong actions, read after its figures were taken


def test_a_new_file_asked_for_with_please_and_a_colon_is_created():
    """edits82 #20: "new file please: F, containing only X" was answered as a question."""
    said = read_edit(
        "new file please: jedi/inference/import_limits.py, containing only "
        "MAX_RELATIVE_IMPORT_LEVEL = 16"
    )
    assert (said.op, said.path, said.new) == (
        "write",
        "jedi/inference/import_limits.py",
        "MAX_RELATIVE_IMPORT_LEVEL = 16\n",
    )


HELPERS = """def save_metadata(metadata, path):
    with open(path, "w") as metadata_file:
        json.dump(metadata, metadata_file)
        metadata_file.write("\\n")


class Text:
    def draw(self, renderer):
        gc = renderer.new_gc()
        gc.set_foreground(self.get_color())
        gc.set_alpha(self.get_alpha())
        gc.set_url(self._url)
        renderer.draw_text(gc, self._x, self._y, self._text)
        gc.restore()
"""


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        # edits41 #20: JSON is said of the line's place, not held by it (``json.dump`` was
        # commented out when a capitalised word was matched in any case)
        (
            "helpers.py - comment out the line in save_metadata that writes the trailing newline "
            "after the JSON.",
            '        metadata_file.write("\\n")\n',
            '        # metadata_file.write("\\n")\n',
        ),
        # edits54 #21: the one line that says URL in any case, when what is said finds none
        (
            "could u comment out the line in Text.draw that passes the text's URL to the graphics "
            "context? our in-house backend chokes on it",
            "        gc.set_url(self._url)\n",
            "        # gc.set_url(self._url)\n",
        ),
    ],
)
def test_a_capitalised_word_of_a_line_said_by_what_it_does(store, tmp_path, prompt, old, new):
    path = tmp_path / "helpers.py"
    path.write_text(HELPERS)
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text() == HELPERS.replace(old, new), answer


SUPPORT = """class Translations:
    @classmethod
    def load(cls, dirname=None, locales=None, domain=None):
        if not domain:
            domain = cls.DEFAULT_DOMAIN
        filename = gettext.find(domain, dirname, _locales_to_names(locales))
        if not filename:
            return NullTranslations()
        with open(filename, "rb") as fp:
            return cls(fp=fp, domain=domain)
"""


def test_a_line_said_with_a_condition_is_not_the_code_the_condition_names(store, tmp_path):
    """edits83 #4: "just before the line that hands back an empty NullTranslations when
    gettext.find comes up with nothing" put the comment before the gettext.find call."""
    path = tmp_path / "support.py"
    path.write_text(SUPPORT)
    answer, _ = ask(
        store,
        tmp_path,
        "In Translations.load, just before the line that hands back an empty NullTranslations "
        "when gettext.find comes up with nothing, add the comment # no .mo file for any locale",
    )
    assert path.read_text() == SUPPORT.replace(
        "            return NullTranslations()\n",
        "            # no .mo file for any locale\n            return NullTranslations()\n",
    ), answer


# --- twenty-fourth pass, tuning round (heldout131-132, edits88) -----------------------------


def edits_to(store, tmp_path, name: str, text: str, prompt: str, old: str, new: str) -> None:
    """``prompt`` asked of a workspace holding ``text`` as ``name`` replaces ``old`` by ``new``."""
    path = tmp_path / name
    path.write_text(text)
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text() == text.replace(old, new), answer


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        # edits88 #28: the line first, then "could you add ...?"
        (
            'Hi! In quadrature, right after the line "eps = sys.float_info.epsilon", could you '
            'add "# rounding error bound"? Thanks',
            "    eps = sys.float_info.epsilon\n",
            "    eps = sys.float_info.epsilon\n    # rounding error bound\n",
        ),
        # edits88 #12: "its X decorator" (the text was read as "its @lru_cache(...) decorator")
        (
            "for a benchmark i want clear_meta_and_links uncached: comment out its "
            "@lru_cache(maxsize=128) decorator (progress.py)",
            "@lru_cache(maxsize=128)\n",
            "# @lru_cache(maxsize=128)\n",
        ),
        # edits88 #4: an unquoted comment that says "before" itself, placed before the line
        # said by what it does ("calls the parent class's draw": ``super().draw(...)``)
        (
            "please add the comment # the path must follow the limits before it is drawn just "
            "before the line in Spine.draw that calls the parent class's draw",
            "        ret = super().draw(renderer)\n",
            "        # the path must follow the limits before it is drawn\n"
            "        ret = super().draw(renderer)\n",
        ),
        # edits88 #21: "that entry", said before by a name and a quoted value on its line
        (
            'AccessPoint.info_json hard-codes a LifeCycleState of "available". Remove that entry '
            "(only that line) from progress.py.",
            '            "LifeCycleState": "available",\n',
            "",
        ),
    ],
)
def test_requests_of_the_twenty_fourth_pass_tuning_round(store, tmp_path, prompt, old, new):
    edits_to(store, tmp_path, "progress.py", PROGRESS, prompt, old, new)


# --- twenty-fourth pass, second tuning round (heldout133-134, edits89) ----------------------


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        # heldout134 #28: "Loosen it to N", the number said in the sentence before
        (
            "In solvers.py the integrator allows a max error of 0.003. Loosen it to 0.005, keeping "
            "the multiplication by integration_max_error_scale.",
            "    maxerror = 0.003 * integration_max_error_scale\n",
            "    maxerror = 0.005 * integration_max_error_scale\n",
        ),
        # edits89 #3: an unquoted comment said last, ending in brackets of its own
        (
            "In parent_constraints, right after the line that unpacks self.parent_pos into rows "
            "and cols, add the comment # rows and cols may be spans (slices or ranges)",
            "    rows, cols = self.parent_pos\n",
            "    rows, cols = self.parent_pos\n    # rows and cols may be spans (slices or ranges)\n",
        ),
        # edits89 #21: a wish first ("should"), then the request
        (
            "FakeJob should remember the job timeout too. Right after the line of FakeJob.__init__ "
            'that reads the role ARN from kwargs, add self.timeout = kwargs.get("timeout")',
            '        self.role_arn = kwargs.get("role_arn")\n',
            '        self.role_arn = kwargs.get("role_arn")\n'
            '        self.timeout = kwargs.get("timeout")\n',
        ),
        # edits89 #14: the last line of the __main__ block
        (
            "Add \u201cprint(len(data))\u201d as the last line of the demo under if __name__ == "
            '"__main__": in solvers.py',
            "    print(data)\n",
            "    print(data)\n    print(len(data))\n",
        ),
    ],
)
def test_requests_of_the_twenty_fourth_pass_second_round(store, tmp_path, prompt, old, new):
    edits_to(store, tmp_path, "solvers.py", SOLVERS, prompt, old, new)


# --- twenty-fourth pass, third tuning round (heldout135-136, edits90) -----------------------


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        # edits90 #17: a nested helper, said with the function it is in
        (
            "rename the nested helper matches_filters in list_deployments to _deployment_matches "
            "(checks.py)",
            "matches_filters",
            "_deployment_matches",
        ),
        # edits90 #18: the line quoted, then the function it is in, then the new line
        (
            "AWS itself defaults to all-at-once for our test setup. Change the line "
            '"deployment_config_name = CodeDeployDefault.OneAtATime" in create_deployment_group '
            'to "deployment_config_name = CodeDeployDefault.AllAtOnce".',
            "CodeDeployDefault.OneAtATime",
            "CodeDeployDefault.AllAtOnce",
        ),
        # heldout136 #51: "make it 10% by replacing A with B"
        (
            "EmpiricalDistributionFunction.plot pads the x range by 5%; make it 10% by replacing "
            "`np.ptp(self.quantiles) * 0.05` with `np.ptp(self.quantiles) * 0.1`.",
            "np.ptp(self.quantiles) * 0.05",
            "np.ptp(self.quantiles) * 0.1",
        ),
    ],
)
def test_requests_of_the_twenty_fourth_pass_third_round(store, tmp_path, prompt, old, new):
    edits_to(store, tmp_path, "checks.py", THIRD_ROUND, prompt, old, new)


READERS = '''class SFNTReader:
    def __new__(cls, *args, **kwargs):
        """Return an instance of the reader that suits the input file."""
        if args and cls is SFNTReader:
            infile = args[0]
            sfntVersion = infile.read(4)
            if sfntVersion == b"wOF2":
                from fontTools.ttLib.woff2 import WOFF2Reader

                return object.__new__(WOFF2Reader)
        return object.__new__(cls)

    def __init__(self, file):
        self.file = file


class ProgressBar:
    def __rich_console__(self, console, options):
        width = min(self.width or options.max_width, options.max_width)
        should_pulse = self.pulse or self.total is None
        if should_pulse:
            yield from self._render_pulse(console, width)
            return
        yield self._render(width)
'''


def test_the_third_rounds_lines_and_returns(store, tmp_path):
    """heldout136 #34: "Which method hands back a WOFF2Reader ...", a class made elsewhere and
    returned here; edits90 #11: "in __rich_console__ of the rich progress bar, right after the
    line that decides whether the bar should pulse" put the comment in another method."""
    path = tmp_path / "readers.py"
    path.write_text(READERS)
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "Which method hands back a WOFF2Reader instead of a plain reader when the file starts "
        "with wOF2?",
    )
    assert first_citation(answer) == ("readers.py", 2), answer
    answer, _ = ask(
        store,
        tmp_path,
        "in __rich_console__ of the rich progress bar, right after the line that decides whether "
        "the bar should pulse, add the comment '# a None total means an unknown size'",
    )
    line = "        should_pulse = self.pulse or self.total is None\n"
    assert path.read_text() == READERS.replace(
        line, line + "        # a None total means an unknown size\n"
    ), answer


def test_a_class_named_with_the_role_first_does_not_play_it(store, tmp_path):
    """heldout12 #45, lost on the way: with a class named with the role first read as playing
    it (HandlerErrorbar), "which filter ..." in jinja2 (installed with JupyterLab) named the
    FilterBlock node instead of the filter function."""
    jinja2 = pytest.importorskip("jinja2")
    shutil.copytree(Path(jinja2.__file__).parent, tmp_path / "jinja2")
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "Which filter turns a plain number of bytes into something people can read, like '1.5 MB'?",
    )
    path, line = first_citation(answer)
    assert path == "jinja2/filters.py", answer
    assert "def do_filesizeformat(" in (tmp_path / path).read_text().splitlines()[line - 1]


QUERIES = '''class Cell:
    """A cell of a table; the table positions its cells, it does not creates cells itself."""


class AthenaBackend:
    def stop_query_execution(self, exec_id):
        execution = self.executions[exec_id]
        execution.status = "CANCELLED"
'''


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        # edits87 #3 (held out; read after its figures were taken): a file said alone at the end
        (
            'grammar nit in the Cell docstring: "not creates cells" should read "not create '
            'cells". queries.py',
            "not creates cells",
            "not create cells",
        ),
        # edits87 #19: a first sentence starting "When", then "In f, right after the line ...,
        # add X" (was answered as a question)
        (
            "When a query is stopped its end time should move too. In stop_query_execution, right "
            "after the line that sets the status to CANCELLED, add execution.end_time = time.time()",
            '        execution.status = "CANCELLED"\n',
            '        execution.status = "CANCELLED"\n        execution.end_time = time.time()\n',
        ),
    ],
)
def test_the_held_out_rounds_requests_answered_as_questions(store, tmp_path, prompt, old, new):
    edits_to(store, tmp_path, "queries.py", QUERIES, prompt, old, new)


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


INDEX = '''import logging
import subprocess
import threading

logger = logging.getLogger(__name__)
DEFAULT_INDEX = "https://python.org/pypi"


def run_command(cmd):
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE)
    t1 = threading.Thread(target=p.stdout.read)
    t1.start()
    p.wait()
    t1.join()
    return p.returncode


def to_graphviz(graph, rankdir="BT", node_shape="box"):
    """Draw the graph."""
    return graph, rankdir, node_shape


def centrality(graph, alpha=0.8):
    """Centrality; with alpha 1 the score is the number of common neighbours."""
    # When alpha == 1, the score is the number of common neighbours.
    if alpha == 1:
        return len(graph)
    return alpha * len(graph)


def platform_dirs():
    import os

    if os.getenv("ANDROID_DATA") == "/data" and os.getenv("ANDROID_ROOT") == "/system":
        return "android"
    return "unix"
'''


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        # a value in quotes after an arrow (was declined as a rename to a name that is none)
        (
            "DEFAULT_INDEX -> 'https://test.pypi.org/pypi' in index.py, CI only ever uploads to "
            "TestPyPI",
            'DEFAULT_INDEX = "https://python.org/pypi"',
            'DEFAULT_INDEX = "https://test.pypi.org/pypi"',
        ),
        # a parameter's default said "its X default ... from A to B" (was declined)
        (
            "to_graphviz draws bottom-to-top by default. Change its `rankdir` default in "
            "index.py from BT to LR.",
            'rankdir="BT"',
            'rankdir="LR"',
        ),
        # the line said by its verb, which is the name it calls (``p.wait()``, not the
        # ``t1.join()`` a verb of waiting may also be)
        (
            "In run_command, right after the line that waits for the child process to exit, "
            "add: logger.debug('%s exited with %s', cmd[0], p.returncode)",
            "    p.wait()\n",
            "    p.wait()\n    logger.debug('%s exited with %s', cmd[0], p.returncode)\n",
        ),
        # a line said as "the if that checks ..." and a comment "on its own line"
        (
            "In platform_dirs, just before the if that checks ANDROID_DATA and ANDROID_ROOT, put "
            "this comment on its own line: # on Android, Termux keeps the Unix layout",
            '    if os.getenv("ANDROID_DATA")',
            '    # on Android, Termux keeps the Unix layout\n    if os.getenv("ANDROID_DATA")',
        ),
        # the comment over a line of code, said first, then deleted (the line itself was)
        (
            "The comment just above `if alpha == 1:` in centrality only repeats the docstring. "
            "Delete that comment line. (index.py)",
            "    # When alpha == 1, the score is the number of common neighbours.\n",
            "",
        ),
    ],
)
def test_the_pass_25_tuning_edits(store, tmp_path, prompt, old, new):
    """Requests of the twenty-fifth pass's tuning sets (heldout140 #45, edits92 #13, #20, #23,
    #28), each said here of a small file of its own."""
    edits_to(store, tmp_path, "index.py", INDEX, prompt, old, new)


MODELS = """import logging

logger = logging.getLogger(__name__)
ITER_CHUNK_SIZE = 512
PKG_INFO_PREFERRED_VERSION = "1.1"
DEFAULT_INDEX = "https://pypi.org/pypi"
_anom_count = 0


def next_name():
    global _anom_count
    _anom_count += 1
    return f"anon-{_anom_count}"


class HTMLFormatter:
    indent_delta = 2

    def write(self, df):
        num_rows, num_cols = df.shape
        return num_rows * num_cols


class LUSolver:
    def solve(self, A, splu):
        return splu(A, permc_spec="MMD_AT_PLUS_A")


def width_to_float(width):
    if width is None:
        width = "2pt"
    return float(width[:-2])


def quotient_graph(G, H, edges):
    H.add_nodes_from(G)
    H.add_edges_from(edges)
    return H
"""


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        # "point X at V": a constant given a new value (was answered as a question)
        (
            "Please point DEFAULT_INDEX in models.py at 'https://test.pypi.org/pypi' instead "
            "of the real PyPI.",
            'DEFAULT_INDEX = "https://pypi.org/pypi"',
            'DEFAULT_INDEX = "https://test.pypi.org/pypi"',
        ),
        # "X should be Y. Rename it everywhere": every occurrence (was declined as several)
        (
            "There's a typo in models.py: `_anom_count` should be `_anon_count`. Rename it "
            "everywhere in the file.",
            "_anom_count",
            "_anon_count",
        ),
        # a keyword and its value both sides, after "switch the ... from" (was declined)
        (
            'In LUSolver, switch the splu column permutation from permc_spec="MMD_AT_PLUS_A" '
            'to permc_spec="COLAMD" please.',
            'permc_spec="MMD_AT_PLUS_A"',
            'permc_spec="COLAMD"',
        ),
        # the new value, "instead of" the old, the name in brackets (was declined)
        (
            "Make the HTMLFormatter indent by 4 spaces per level instead of 2 (the indent_delta "
            "class attribute).",
            "indent_delta = 2",
            "indent_delta = 4",
        ),
        # a sentence of context, then the request as code (was answered as a question)
        (
            "iter_lines reads 512 bytes at a time by default, which is slow for our big NDJSON "
            "streams. ITER_CHUNK_SIZE = 512 -> 1024 in models.py",
            "ITER_CHUNK_SIZE = 512",
            "ITER_CHUNK_SIZE = 1024",
        ),
        # the assignment written out, then only its new text (was declined)
        (
            "PEP 345 is supported everywhere we care about now. Change "
            "PKG_INFO_PREFERRED_VERSION = '1.1' to '1.2' in models.py.",
            'PKG_INFO_PREFERRED_VERSION = "1.1"',
            'PKG_INFO_PREFERRED_VERSION = "1.2"',
        ),
        # the file in brackets after a comment to insert is no part of the comment
        (
            "In quotient_graph, just before the line that adds the edges to H, insert the "
            "comment # edges is a lazy generator (models.py)",
            "    H.add_edges_from(edges)\n",
            "    # edges is a lazy generator\n    H.add_edges_from(edges)\n",
        ),
        # "(in f)" after the new code says where, and is no part of it
        (
            'A border with only a style comes out medium. In models.py swap width = "2pt" for '
            'width = "1pt" (in width_to_float).',
            'width = "2pt"',
            'width = "1pt"',
        ),
        # a line said by its verb: "creates" the logger (``getLogger``), "unpacks" (``a, b =``)
        (
            "In models.py, right after the line that creates the module logger, add "
            '"logger.addHandler(logging.NullHandler())" so library use stays quiet.',
            "logger = logging.getLogger(__name__)\n",
            "logger = logging.getLogger(__name__)\nlogger.addHandler(logging.NullHandler())\n",
        ),
        (
            "right after the line in HTMLFormatter.write that unpacks the frame's shape, add the "
            "comment '# data only'",
            "        num_rows, num_cols = df.shape\n",
            "        num_rows, num_cols = df.shape\n        # data only\n",
        ),
    ],
)
def test_the_pass_25_second_round_edits(store, tmp_path, prompt, old, new):
    """Requests of the twenty-fifth pass's second tuning round (heldout143 #31, #41, heldout144
    #33, #19, edits93 #1, #17, #13, #27, #21, #30), each said here of a small file of its own."""
    edits_to(store, tmp_path, "models.py", MODELS, prompt, old, new)


UTILS = """import subprocess

SHEBANG_PYTHON = b"#!python"


def get_resources_dests(base, rules):
    def get_rel_path(root, path):
        return path[len(root) :]

    out = {}
    for root, path in rules:
        out[get_rel_path(root, path)] = get_rel_path(base, path)
    return out


def escape_html(text):
    return text.replace("&", "&amp;")


def k_edge_augmentation(G, k):
    return greedy_k_edge_augmentation(G, k, seed=0)


def greedy_k_edge_augmentation(G, k, seed=None):
    return G


def local_edge_connectivity(G, s, t):
    H = build_auxiliary(G)
    return maximum_flow_value(H, s, t)


default_flow_func = None
"""


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        # a bytes literal's quote after its prefix (was declined)
        (
            "In utils.py please set SHEBANG_PYTHON to b'#!/usr/bin/python'.",
            'SHEBANG_PYTHON = b"#!python"',
            "SHEBANG_PYTHON = b'#!/usr/bin/python'",
        ),
        # "f hard-codes seed=0 when ... . Make that seed=42 instead." (was declined)
        (
            "k_edge_augmentation hard-codes seed=0 when it calls greedy_k_edge_augmentation. "
            "Make that seed=42 instead.",
            "seed=0)",
            "seed=42)",
        ),
        # what it is, the line, a remark, then the comment after a colon (was declined)
        (
            "Put this comment on line 33 of utils.py, directly above the default flow function: "
            "# edmonds_karp suits sparse graphs",
            "\ndefault_flow_func = None",
            "\n# edmonds_karp suits sparse graphs\ndefault_flow_func = None",
        ),
        # the file first, then "at line N insert:" (was answered as a question)
        (
            "utils.py, at line 33 insert: # the default flow function",
            "\ndefault_flow_func = None",
            "\n# the default flow function\ndefault_flow_func = None",
        ),
        # "the nested helper X inside f", and a remark after the request (was declined)
        (
            "[utils.py] rename the nested helper get_rel_path inside get_resources_dests to "
            "_posix_relpath, the def and both calls",
            "get_rel_path",
            "_posix_relpath",
        ),
        # "in f, just before its return statement, insert ..." (was declined: no text
        # "return statement")
        (
            "in local_edge_connectivity, just before its return statement, insert the comment "
            "# s and t are used as they are",
            "    return maximum_flow_value(H, s, t)\n",
            "    # s and t are used as they are\n    return maximum_flow_value(H, s, t)\n",
        ),
        # the file said in words, then a sentence that starts with a name (was declined)
        (
            "pls remove the module-level escape_html function from the utils module helpers. "
            "_translate_parts uses the table directly and nothing calls escape_html.",
            'def escape_html(text):\n    return text.replace("&", "&amp;")\n\n\n',
            "",
        ),
    ],
)
def test_the_pass_25_third_round_edits(store, tmp_path, prompt, old, new):
    """Requests of the twenty-fifth pass's third tuning round (heldout145 #13, heldout146 #28,
    edits94 #11, #19, #1, #14, #21), each said here of a small file of its own."""
    edits_to(store, tmp_path, "utils.py", UTILS, prompt, old, new)


def test_a_feature_request_titled_so_is_declined(store, tmp_path):
    """ "Feature request for X: ..." is a request beyond the offline model, said as an issue's
    title (edits94 #23 was answered as a question about the code)."""
    path = tmp_path / "utils.py"
    path.write_text(UTILS)
    answer, _ = ask(
        store,
        tmp_path,
        "Feature request for escape_html: a `quote` option that also escapes quotes, with a "
        "test. utils.py",
    )
    assert answer.startswith("I did not change anything"), answer
    assert path.read_text() == UTILS


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        # "creates the jedi Interpreter": the line assigning ``interpreter`` (a line calling a
        # "get..." name was taken for a verb of making)
        (
            "_jedi_matches: just before the line that creates the jedi Interpreter, add "
            "`# jedi only sees the text up to the cursor`",
            "    interpreter = jedi.Interpreter(",
            "    # jedi only sees the text up to the cursor\n    interpreter = jedi.Interpreter(",
        ),
        # a sentence of context before a request whose line is still to find keeps the request
        # as read (reading the last sentence alone took the description for the line's text)
        (
            "I embed IPython in a long-running service and I stop the saving thread myself. In "
            "HistorySavingThread.__init__, comment out the line that registers stop() to run at "
            "interpreter exit.",
            "        atexit.register(self.stop)",
            "        # atexit.register(self.stop)",
        ),
    ],
)
def test_lines_said_by_what_they_make_and_context_before_a_line_edit(
    store, tmp_path, prompt, old, new
):
    """Answers lost on the way in the twenty-fifth pass and found by running every set
    (edits59 #29, edits80 #20)."""
    edits_to(store, tmp_path, "completer.py", COMPLETER, prompt, old, new)


# --- twenty-sixth pass (tuning sets heldout149-152, edits96) ---------------------------------

DIFFERENTIATE = '''"""Finite differences."""
_EERRORINCREASE = -1  # used in derivative
HEADER = b"%PDF-1.4\\n"
header_comment = "Code generated by a tool"


def derivative(f, x):
    def check_termination(work):
        i = work.error > work.error_last
        work.status[i] = _EERRORINCREASE
        return i

    return check_termination


def jacobian(f, x):
    res = derivative(f, x)
    del res.x  # the user knows `x`
    return res


def bootstrap_plot(series, size=50, samples=500):
    """Bootstrap plot.

    samples : int, default 500
    """
    return [series] * samples


class Reader:
    def is_empty(self):
        return not self.lines

    def read_to_next_empty_line(self):
        def is_empty(line):
            return not line.strip()

        return is_empty


def write_header(out):
    out.write(HEADER)
    return header_comment
'''


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        # heldout152 #11: what the name holds said after it ("the ... `x` string") was declined
        (
            "please rename the module-level `header_comment` string to `HEADER_COMMENT`, "
            "everywhere it's used.",
            "header_comment",
            "HEADER_COMMENT",
        ),
        # heldout151 #21: the old value said in a context sentence, the new one bare, in the
        # same shape
        (
            "write_header still stamps files as %PDF-1.4; change that header to %PDF-1.7 please",
            "%PDF-1.4",
            "%PDF-1.7",
        ),
        # edits96 #14: a statement said bare before "line" ("the del res.x line") was read as
        # a call of res.x, and "at the end of jacobian" as part of the line
        (
            "Comment out the del res.x line at the end of jacobian in diff.py, thanks",
            "    del res.x  # the user knows `x`",
            "    # del res.x  # the user knows `x`",
        ),
        (
            "Comment out the del res.x line in diff.py",
            "    del res.x  # the user knows `x`",
            "    # del res.x  # the user knows `x`",
        ),
        # edits96 #19: a name said as the one not meant ("not the little is_empty helper")
        (
            "Nothing calls Reader.is_empty (the method, not the little is_empty helper inside "
            "read_to_next_empty_line). Please delete that method from diff.py.",
            "    def is_empty(self):\n        return not self.lines\n\n",
            "",
        ),
        # edits96 #11: "in f's g", and the line said by what it does with a name it holds
        (
            "in derivative's check_termination, right after the line that gives the points "
            "whose error increased the status _EERRORINCREASE, add the comment "
            "'# stop before cancellation'",
            "        work.status[i] = _EERRORINCREASE\n",
            "        work.status[i] = _EERRORINCREASE\n        # stop before cancellation\n",
        ),
        # heldout150 #39: the default said before, in a sentence about the function
        (
            "bootstrap_plot resamples 500 times by default; bump the default in its signature "
            "to 1000.",
            "samples=500):",
            "samples=1000):",
        ),
        # a parameter's default said without its name replaced the docstring's "default 500"
        (
            "In bootstrap_plot's signature, change the default from 500 to 1000",
            "samples=500):",
            "samples=1000):",
        ),
    ],
)
def test_the_pass_26_edits(store, tmp_path, prompt, old, new):
    """Requests of the twenty-sixth pass's tuning sets, each said here of one small file."""
    edits_to(store, tmp_path, "diff.py", DIFFERENTIATE, prompt, old, new)


def test_a_line_number_then_a_remark_then_the_insert(store, tmp_path):
    """edits96 #23: "On line N of F, just above X, insert ..." was answered as beyond the
    model: the remark after the line ran to the end of the sentence, request and all."""
    path = tmp_path / "diff.py"
    path.write_text(DIFFERENTIATE)
    ask(
        store,
        tmp_path,
        "On line 7 of diff.py, just above the derivative function, insert the comment "
        "# one entry of a section: name, type and description lines",
    )
    lines = path.read_text().splitlines()
    assert lines[6] == "# one entry of a section: name, type and description lines"
    assert lines[7] == "def derivative(f, x):"


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        # edits97 #2: an arrow, "everywhere in FILE", then a reason
        (
            "jacobian -> jacobian_matrix everywhere in diff.py, the old name hides that it "
            "returns a matrix",
            "def jacobian(f, x):",
            "def jacobian_matrix(f, x):",
        ),
        # edits97 #29: the file labelled at the end, and "on its own line" said of the comment
        (
            "In jacobian, put # x is broadcast on its own line just before return res. File: "
            "diff.py",
            "    return res\n\n\ndef bootstrap_plot",
            "    # x is broadcast\n    return res\n\n\ndef bootstrap_plot",
        ),
    ],
)
def test_the_pass_26_second_round_edits(store, tmp_path, prompt, old, new):
    """Requests of the twenty-sixth pass's second tuning round, said of one small file."""
    edits_to(store, tmp_path, "diff.py", DIFFERENTIATE, prompt, old, new)


POOL = '''"""A pool of workers."""

from typing import cast

Payload = str | bytes
retries = 100


class Kind:
    IDLE = 1
    BUSY = 2


class Pool:
    retries = 10

    def __init__(self, size):
        self.size = size
        self.waiting = []

    def submit(self, *jobs: Payload):
        assert jobs
        for job in jobs:
            self._wake_idle(job)

    def check(self, job):
        assert job
        assert job not in self.waiting

    def _wake_idle(self, job):
        self.waiting.append(job)

    def run(self, job):
        if job.kind in ('json', 'csv'):
            self._wake_idle(job)
        return job


def retry(func):
    """Call func, swallowing its errors."""

    def wrapper(*args):
        try:
            return func(*args)
        except Exception:
            return None

    return wrapper


def mask_bits(mask):
    """The bits of a mask."""
    bits = 0xFFFFFFFF ^ (1 << 32 - mask) - 1
    return bits


def normalise(url):
    """The host of a url."""
    netloc = url.strip()
    netloc = cast(str, netloc)
    return netloc


def emit(message, out=None):
    """Write message and a newline to out."""
    print(message, file=out)
'''


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        # edits99 #13: "the assertion at the start of C.m that checks ...": the one assert there
        (
            "I want a clearer error later. Comment out the assertion at the start of "
            "Pool.submit that checks a job was given (pool.py).",
            "        assert jobs\n",
            "        # assert jobs\n",
        ),
        # edits99 #20: the text said, a remark, then "Change it to ..." (the whole quote
        # replaced, not read as a new docstring)
        (
            "The docstring of mask_bits says 'The bits of a mask.' -- it is no list of bits. "
            "Change it to 'The integer of a mask.' please (pool.py)",
            '"""The bits of a mask."""',
            '"""The integer of a mask."""',
        ),
        # edits99 #22: "on its own line directly above the line that computes X": X's assignment
        (
            "Nobody reads mask_bits right. Put the comment “# << binds looser than -” on its "
            "own line directly above the line that computes bits.",
            "    bits = 0xFFFFFFFF",
            "    # << binds looser than -\n    bits = 0xFFFFFFFF",
        ),
        # edits99 #23: "the cast in f ... delete that line": the one line of f calling cast()
        (
            "we don't run a type checker, so the cast in normalise is just noise. delete that "
            "line. pool.py",
            "    netloc = cast(str, netloc)\n",
            "",
        ),
        # edits99 #30: "FILE line 1: add ..."
        (
            'pool.py line 1: add "# Vendored; keep in sync."',
            '"""A pool of workers."""',
            '# Vendored; keep in sync.\n"""A pool of workers."""',
        ),
        # edits99 #32: "the X decorator (wrapper and all)": X's definition
        (
            "delete the retry decorator (wrapper and all), swallowing errors hid a bug from "
            "us. it's in pool.py",
            POOL[POOL.index("def retry") : POOL.index("def mask_bits")],
            "",
        ),
        # heldout158 #13: the owner said before the kind ("the Pool helper `x`")
        (
            "In pool.py please rename the Pool helper `_wake_idle` to `_wake_next`, the "
            "definition and both places that call it.",
            "_wake_idle",
            "_wake_next",
        ),
        # heldout159 #17: "the type alias `X`"
        (
            "In pool.py please rename the type alias `Payload` to `Body` everywhere it appears.",
            "Payload",
            "Body",
        ),
        # heldout159 #18: "C.m is the only one of the ... with no docstring" (not "methods")
        (
            "Pool.run is the only one of the pool methods with no docstring. Add one saying it "
            "runs a job.",
            "    def run(self, job):\n",
            '    def run(self, job):\n        """Runs a job."""\n',
        ),
        # heldout159 #39: "add a new member `X` to C, right after `Y`"
        (
            "In pool.py add a new member `DONE = 3` to Kind, right after `BUSY = 2`.",
            "    BUSY = 2\n",
            "    BUSY = 2\n    DONE = 3\n",
        ),
        # heldout159 #48: a literal of quoted items said, then "add X at the end of it"; no
        # file named, the definition is
        (
            "In Pool.run there's a tuple of kinds that run at once ('json', 'csv'). Add 'xml' "
            "at the end of it.",
            "('json', 'csv')",
            "('json', 'csv', 'xml')",
        ),
        # heldout160 #35: "its `x = 10`" (whose, said before), beside `x = 100`
        (
            "Pool gives up after 10 tries by default. Bump its `retries = 10` to 25 in pool.py.",
            "    retries = 10\n",
            "    retries = 25\n",
        ),
    ],
)
def test_the_pass_27_edits(store, tmp_path, prompt, old, new):
    """Requests of the twenty-seventh pass's tuning sets, each said here of one small file."""
    edits_to(store, tmp_path, "pool.py", POOL, prompt, old, new)


@pytest.mark.parametrize(
    ("prompt", "said"),
    [
        # two asserts in Pool.check: which is "at the start" is not told by being first
        (
            "Comment out the assertion at the start of Pool.check that checks the job is new "
            "(pool.py).",
            "occurs 2 times",
        ),
        # edits99 #33: what another function does, wished for: a feature, never answered as
        # a question about emit
        (
            "Could emit() in pool.py accept sep= and end= like print() does, joining several "
            "messages with sep?",
            "can only add or replace a docstring",
        ),
    ],
)
def test_the_pass_27_declines(store, tmp_path, prompt, said):
    (tmp_path / "pool.py").write_text(POOL)
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    assert answer.startswith("I did not change anything") and said in answer, answer


def test_a_question_whether_a_function_could_do_something_is_still_a_question(store, tmp_path):
    """A feature wished for is "could X accept ... like Y does"; "Could X return None?" asks
    what X does."""
    (tmp_path / "pool.py").write_text(POOL)
    answer, _ = asked_unchanged(store, tmp_path, "Could normalise() in pool.py return None?")
    assert not answer.startswith("I did not change anything"), answer


TASKQUEUE = '''"""A queue of tasks."""

import logging

logger = logging.getLogger(__name__)


class Limits:
    _defaults = {
        'strict_sets': True,
        'size': 10,
    }
    strict_sets: bool

    def __init__(self, size=1, burst=2):
        self.size = size
        self.burst = burst
        logger.debug("Loading limits from %s", size)
        self._check_values_are_positive()

    def _check_values_are_positive(self):
        for name, value in vars(self).items():
            if value <= 0:
                raise ValueError(name)


class SwapTask:
    def run(self, handle, target, fs):
        handle.close()
        fs.swap_file(handle.name, target)
'''


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        # edits100 #5: "the call in C.m that checks ..." said by what it does, and the file as
        # "(package module)" (a digit in it: no remark)
        (
            "for a test we need Limits(burst=0). pls comment out the call in Limits.__init__ "
            "that checks every value is positive (s3jobs taskqueue)",
            "        self._check_values_are_positive()\n",
            "        # self._check_values_are_positive()\n",
        ),
        # edits100 #13: unquoted code to add, then a sentence saying the file: not the code's
        (
            "In SwapTask.run, just before the line that swaps the file into place, add "
            "logger.debug('Swapping %s to %s', handle.name, target). It's in taskqueue.py.",
            "        fs.swap_file(",
            "        logger.debug('Swapping %s to %s', handle.name, target)\n        fs.swap_file(",
        ),
        # edits100 #30: the last line of a module said in words ("the task queue module")
        (
            'Append this as the very last line of the task queue module: __all__ = ["Limits"]',
            "        fs.swap_file(handle.name, target)\n",
            '        fs.swap_file(handle.name, target)\n__all__ = ["Limits"]\n',
        ),
        # heldout37 #48 (a regression of the first round's edits, found by the whole battery):
        # the line said by the text it logs, quoted up to an elision
        (
            "could you comment out the debug line that logs 'Loading limits from ...' in "
            "s3jobs/taskqueue.py? (just comment it, don't delete it)",
            '        logger.debug("Loading limits from %s", size)\n',
            '        # logger.debug("Loading limits from %s", size)\n',
        ),
        # heldout163 #11: "make x default to V in C._defaults instead of W": the dict's entry,
        # not the class's annotation `x: bool`
        (
            "In s3jobs/taskqueue.py, make strict_sets default to False in Limits._defaults instead of "
            "True.",
            "'strict_sets': True,",
            "'strict_sets': False,",
        ),
    ],
)
def test_the_pass_27_second_round_edits(store, tmp_path, prompt, old, new):
    """Requests of the twenty-seventh pass's second tuning round, said of a small package."""
    (tmp_path / "s3jobs").mkdir()
    (tmp_path / "s3jobs" / "__init__.py").write_text("")
    path = tmp_path / "s3jobs" / "taskqueue.py"
    path.write_text(TASKQUEUE)
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text() == TASKQUEUE.replace(old, new), answer


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
