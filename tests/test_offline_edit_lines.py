"""The offline model editing lines through the real loop and the real tools, on code written here
for the test: lines inserted, replaced, deleted, commented out and uncommented, values set, and
the line a request means when it names it by its text, its number, its place or what it does."""

from __future__ import annotations

import ast
import re

import pytest

from ctxmagic.offline.edit_request import read_edit
from tests.offline_code import (
    COLORBAR,
    COMPLETER,
    DIFFERENTIATE,
    EDITS12,
    LINES_20,
    SECOND12,
    TABLES,
    THIRTEENTH,
    TWELFTH,
    WINDOWS,
    _edited,
    _levels_after,
    _tables,
    ask,
    asked_unchanged,
    edits_to,
)

# --- edits -------------------------------------------------------------------------------------


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


# --- edits asked in other words (issue 26) -------------------------------------------------------


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


# --- edits placed by a line number, an end of the file, a quoted line, a definition ------------


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


# --- edits the blind set edits4 found misread (issue 26): each kind asked in several phrasings


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


def test_a_line_range_said_line_to_line(store, code):
    _, _, before, after = _edited(store, code, "please delete line 3 to line 4 in logpkg/levels.py")
    assert after == before[:2] + before[4:]


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


def test_a_blank_line_inserted_and_deleted(store, code):
    _, _, before, after = _edited(store, code, "add a blank line after line 3 of logpkg/levels.py")
    assert after == before[:3] + [""] + before[3:]
    _, _, before, after = _edited(store, code, "Delete the blank line 4 in logpkg/levels.py")
    assert after == before[:3] + before[4:]


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


# --- the ninth blind edit set's kinds (benchmarks/heldout_edits.py QUESTIONS9) ----------------


def test_a_line_said_before_is_uncommented_by_its_pronoun(store, tmp_path):
    (tmp_path / "pop.py").write_text("class P:\n    x = 1\n    #y = 2\n")
    ask(store, tmp_path, "Someone left `#y = 2` commented out in P (pop.py). Uncomment it please.")
    assert (tmp_path / "pop.py").read_text() == "class P:\n    x = 1\n    y = 2\n"


# --- the eleventh blind edit set's kinds (benchmarks/heldout_edits.py QUESTIONS11) ------------


def test_a_number_said_from_to_is_replaced_and_a_file_named_in_passing_is_skipped(store, tmp_path):
    """ "coverage.py ..." names a tool, not a workspace file: the file named that exists is edited."""
    (tmp_path / "trace.py").write_text('VERSION = "2.0"\n')
    ask(
        store,
        tmp_path,
        "Like coverage.py does, bump the version that trace.py prints from 2.0 to 2.1.",
    )
    assert (tmp_path / "trace.py").read_text() == 'VERSION = "2.1"\n'


# --- the twelfth and thirteenth blind edit sets' kinds (QUESTIONS12, QUESTIONS13) -------------


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


# --- the twelfth pass: blind sets heldout15-16 and edits26-27 (third-party code among them) -----


def test_a_comment_said_without_its_text_is_not_deleted_and_nor_is_its_function(store, tmp_path):
    (tmp_path / "work.py").write_text(EDITS12)
    answer, _ = asked_unchanged(
        store, tmp_path, "The comment in Formatter.format is stale now. Delete it."
    )
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


def test_a_keyed_value_is_set_when_no_constant_has_the_name(store, tmp_path):
    """'change the default "MAX_COOKIE_SIZE" from 4093 to 8192': a dict of defaults' entry."""
    (tmp_path / "mod.py").write_text(SIXTEENTH)
    answer, _ = ask(
        store, tmp_path, 'In mod.py, change the default "MAX_COOKIE_SIZE" from 4093 to 8192.'
    )
    assert answer.startswith('Replaced `"MAX_COOKIE_SIZE": 4093,`')
    assert (tmp_path / "mod.py").read_text() == SIXTEENTH.replace("4093", "8192")


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


# --- eighteenth pass -------------------------------------------------------------------------


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


# --- nineteenth pass: each test failed before its fix --------------------------------------


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


# --- twenty-third pass, third tuning round (heldout127-128, edits86) ------------------------


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


# --- twenty-third pass: answers of older sets lost on the way, found by running every set ----


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


# --- twenty-fourth pass, third tuning round (heldout135-136, edits90) -----------------------


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


# --- thirty-second pass (tuning set edits119, and heldout200 #23) ----------------------------

BUILD = """import sys

REQUIRE_URL = "https://cdn.example.org/libs/require.js/2.1.10/require.min.js"


class Exporter:
    def run(self, refresh_interval=0.3, title=""):
        missing_alt = 0
        for image in self.images:
            missing_alt += not image.alt
        return missing_alt

    @classmethod
    def should_check_origin(cls, handler):
        return True


def customize(compiler):
    if sys.platform == "darwin":
        # building a .dylib takes additional compiler flags on OSX
        # XXX Help!  I have no idea whether these are right...
        compiler.flags.append("-undefined")
        compiler.flags.append("dynamic_lookup")
"""


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        # heldout200 #23: "change name=0.3 to 0.5" keeps the name: the edit left a bare 0.5
        (
            "In build.py change refresh_interval=0.3 to 0.5.",
            "refresh_interval=0.3,",
            "refresh_interval=0.5,",
        ),
        # edits119 #3: an address without quotes, swapped for another
        (
            "[build.py] swap https://cdn.example.org/libs/require.js/2.1.10/require.min.js for "
            "https://cdn.example.org/libs/require.js/2.3.6/require.min.js",
            "2.1.10",
            "2.3.6",
        ),
        # edits119 #1: "the counter X": a noun before the name
        (
            "In run of build.py, rename the counter missing_alt to images_without_alt.",
            "missing_alt",
            "images_without_alt",
        ),
        # edits119 #11: a remark after a comma, its own subject and verb, is no part of the line
        (
            "remove the XXX Help! comment line in customize, those darwin flags have been fine "
            "for years",
            "        # XXX Help!  I have no idea whether these are right...\n",
            "",
        ),
        # edits119 #17: "that classmethod", said before
        (
            "Nobody calls Exporter.should_check_origin anymore. Please delete that classmethod "
            "from build.py.",
            "\n    @classmethod\n    def should_check_origin(cls, handler):\n        return True\n",
            "",
        ),
    ],
)
def test_edits_of_the_thirty_second_pass(store, tmp_path, prompt, old, new):
    edits_to(store, tmp_path, "build.py", BUILD, prompt, old, new)


ENCODER = """# Sphinx reads the comments that start with '#:' as the docs of what follows
#  value: any object to encode
encode = object()


class Key:
    @property
    def curve_name(self):
        return self.crv

    def derive(self, kdf_name="HKDF"):
        return kdf_name
"""


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        # edits121 #4: what the code has "instead of" what it should, then "fix that"
        (
            "Sphinx leaves the value parameter out of the docs of encode because its comment "
            "line starts with '#  value' instead of '#: value'. Fix that in encoder.py.",
            "#  value",
            "#: value",
        ),
        # edits121 #11: the file in square brackets after the request's full stop
        (
            "Nobody reads Key.curve_name, the key dict has crv. Delete that property. [encoder.py]",
            "    @property\n    def curve_name(self):\n        return self.crv\n\n",
            "",
        ),
        # ... and after its last word: never the name of what to delete
        (
            "Nobody reads Key.curve_name. Delete that property [encoder.py]",
            "    @property\n    def curve_name(self):\n        return self.crv\n\n",
            "",
        ),
    ],
)
def test_edits_of_the_thirty_second_pass_second_round(store, tmp_path, prompt, old, new):
    edits_to(store, tmp_path, "encoder.py", ENCODER, prompt, old, new)


def test_a_wish_like_the_other_two_changes_nothing(store, tmp_path):
    """edits121 #17: "Could X accept Y as well, ... like the other two?" was answered as a
    question about how X works; it asks for a feature."""
    (tmp_path / "encoder.py").write_text(ENCODER)
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        'Could Key.derive in encoder.py accept kdf_name="Argon2id" as well, with memory_cost '
        "and time_cost options and a salt default like the other two?",
    )
    assert answer.startswith("I did not change anything"), answer


def test_a_remark_after_a_semicolon_is_not_written_into_a_new_file(store, tmp_path):
    """edits121 #30: the remark after the line went into the file as a second statement."""
    ask(
        store,
        tmp_path,
        'please create zone.py with the single line API_ZONE_KEY = "apiZone"; I\'ll use it '
        "instead of the string later",
    )
    assert (tmp_path / "zone.py").read_text() == 'API_ZONE_KEY = "apiZone"\n'


# --- thirty-second pass, third round (tuning sets edits123, heldout204) ------------------------

COMPAT = """import random

COLORAMA_KWARGS = {
    "autoreset": True,
    "strip": False,
}


def _copy_file_op(fs, url):
    return fs.copy(url)


def copy_file_op(fs, url):
    return _copy_file_op(fs, url)


def atomic_name(prefix):
    return f".__atomic-write{random.randrange(1 << 32):08x}"


def computeTags(types):
    partialTypes = types[1:]
    return partialTypes


def other_tags(types):
    return types


class Wrapper:
    def isatty(self):
        # https://bitbucket.org/pypy/pypy/issue/1803
        return self.stream.isatty()

    def min_tag(self, tags):
        found = min(tags)
        return found
"""


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        # edits123 #1: the name said between commas
        (
            "_copy_file_op vs copy_file_op is confusing. In compat.py rename the private one, "
            "_copy_file_op, to _copy_via_local (the def and its call).",
            "_copy_file_op",
            "_copy_via_local",
        ),
        # edits123 #15: a local variable of the camelCase function said
        (
            'Could you rename the local variable "partialTypes" in computeTags to "tailTypes"? '
            "The long name makes those lines hard to read.",
            "partialTypes",
            "tailTypes",
        ),
        # edits123 #18: two literals of one prefix, with the commas of the code after them
        (
            'In compat.py swap f".__atomic-write{random.randrange(1 << 32):08x}", for '
            'f".__click-atomic-write{random.randrange(1 << 32):08x}",',
            ".__atomic-write",
            ".__click-atomic-write",
        ),
        # edits123 #13: "just before the return at the end of F put this comment ..."
        (
            "just before the return at the end of Wrapper.min_tag put this comment on its own "
            "line: # the smallest tag wins",
            "        return found\n",
            "        # the smallest tag wins\n        return found\n",
        ),
        # edits123 #14: "FILE line N: insert the comment '...'"
        (
            "compat.py line 2: insert the comment \u2018# colours of the table\u2019",
            "import random\n",
            "import random\n# colours of the table\n",
        ),
        # edits123 #23: a comment line said by what it holds, in "the isatty method of C";
        # "Just delete ..."
        (
            "The bitbucket link in the isatty method of Wrapper is dead (pypy moved off bitbucket "
            "years ago). Just delete that comment line. compat.py",
            "        # https://bitbucket.org/pypy/pypy/issue/1803\n",
            "",
        ),
        # heldout204 #12: a key of a dict said by the constant's name
        (
            "In compat.py, set 'strip' to True in COLORAMA_KWARGS (leave autoreset alone).",
            '"strip": False',
            '"strip": True',
        ),
    ],
)
def test_edits_of_the_thirty_second_pass_third_round(store, tmp_path, prompt, old, new):
    edits_to(store, tmp_path, "compat.py", COMPAT, prompt, old, new)


def test_a_rename_said_inside_a_function_stays_inside_it(store, tmp_path):
    """A rename changes every occurrence of the text: a local variable said to be in one
    function, whose name other functions use too, is declined, never renamed everywhere."""
    (tmp_path / "compat.py").write_text(COMPAT.replace("return types\n", "partialTypes = 1\n"))
    answer, _ = asked_unchanged(
        store, tmp_path, "rename the local variable partialTypes in computeTags to tailTypes"
    )
    assert answer.startswith("I did not change anything") and "outside" in answer, answer


# --- thirty-second pass: older answers this pass's changes lost, found by running every set ---

ERRORS = """class NotFound(Exception):
    def __init__(self, msg):
        self.msg = msg

    def explain(self):
        return self.msg


class Conflict(Exception):
    def __init__(self, msg):
        self.msg = msg

    def explain(self):
        return self.msg


def handle(error):
    return error.explain()
"""


def test_a_class_s_last_method_is_deleted_when_another_class_has_the_same_one(store, tmp_path):
    """The same method in two classes is one text: deleting the last one of a class with the
    blank lines before it (to keep two before the next function) said too little of the file
    to find it once, and nothing was deleted."""
    edits_to(
        store,
        tmp_path,
        "errors.py",
        ERRORS,
        "delete the method Conflict.explain from errors.py",
        "        self.msg = msg\n\n    def explain(self):\n        return self.msg\n\n\ndef",
        "        self.msg = msg\n\n\ndef",
    )


def test_a_file_in_square_brackets_after_a_request_that_opens_with_its_definition(store, tmp_path):
    """edits116 #3 again: "[FILE]" read as "In FILE, ..." hid the definition the request opens
    with ("Scope.add_tmp asserts twice ...")."""
    code = (
        "def check(temps):\n    assert temps is not None\n    return temps\n\n\n"
        "class Scope:\n    def add_tmp(self, name, value):\n        assert name not in self.temps\n"
        "        self.temps[name] = value\n        assert name in self.temps\n        return name\n"
    )
    edits_to(
        store,
        tmp_path,
        "scope.py",
        code,
        "Scope.add_tmp asserts twice around storing the value. The second assert, the one "
        "checking that the name is now in self.temps, can't fail right after the assignment; "
        "please delete that line. [scope.py]",
        "        assert name in self.temps\n",
        "",
    )


# --- thirty-third pass (tuning set edits124) -----------------------------------------------------

EVENTS_PY = (
    "def find_service_and_method(event_name):\n"
    "    split_event = event_name.split('.')[1:]\n"
    "    return split_event[0], split_event[1]\n\n\n"
    "def iterate(arguments):\n"
    "    lazy_values = []\n"
    "    for argument in arguments:\n"
    "        lazy_values.append(argument)\n"
    "    yield tuple(lazy_values)\n"
    "    lazy_values\n"
    "    yield None\n"
)


@pytest.mark.parametrize(
    "comment",
    [
        "# drop the event prefix, keep service and operation",
        '"# drop the event prefix, keep service and operation"',
    ],
)
def test_a_comment_keeps_its_own_keep_after_a_comma(store, tmp_path, comment):
    """edits124 #3: ", keep service and operation" was read as a remark that says what to leave
    alone ("..., keep the rest as is") and cut from the comment to add, quoted or not."""
    edits_to(
        store,
        tmp_path,
        "events.py",
        EVENTS_PY,
        "In find_service_and_method, right after the line that splits the event name on dots, "
        f"add the comment {comment}",
        "    split_event = event_name.split('.')[1:]\n",
        "    split_event = event_name.split('.')[1:]\n"
        "    # drop the event prefix, keep service and operation\n",
    )


def test_keep_after_a_comma_is_still_a_remark_outside_a_comment():
    """What edits124 #3's fix leaves as it was: in prose, "..., keep the rest as is" is no part
    of the line to delete."""
    request = read_edit("In events.py delete the line `yield None`, keep the rest as is")
    assert (request.op, request.old) == ("delete_line", "yield None")


@pytest.mark.parametrize(
    "prompt",
    [
        # edits124 #12: the line that yields the tuple (it also says lazy_values) was deleted
        "In iterate, after it yields the tuple, there is a line that only names lazy_values and "
        "does nothing. Please delete it.",
        "Delete the line that just says lazy_values in iterate (events.py)",
    ],
)
def test_a_line_said_to_hold_only_a_name_is_that_name_alone(store, tmp_path, prompt):
    edits_to(store, tmp_path, "events.py", EVENTS_PY, prompt, "    lazy_values\n", "")


def test_could_a_definition_get_a_docstring_is_a_request(store, tmp_path):
    """edits124 #30: "Could C.m get a short docstring? Something like: ..." was answered as a
    question about C.m."""
    code = "class DummyOutput:\n    def get_size(self):\n        return (40, 80)\n"
    edits_to(
        store,
        tmp_path,
        "output.py",
        code,
        "Could DummyOutput.get_size get a short docstring? Something like: a fixed 40x80 size, "
        "since there is no real terminal behind it.",
        "    def get_size(self):\n",
        "    def get_size(self):\n"
        '        """A fixed 40x80 size, since there is no real terminal behind it."""\n',
    )


def test_a_line_of_a_docstring_uncommented_when_the_request_says_the_docstring(store, tmp_path):
    """edits124 #10: "The docstring of f shows the result ... as a comment ... Uncomment that
    line so it just says X" was declined: a docstring's lines were never lines to uncomment."""
    code = (
        "def repack(func):\n"
        '    """Transforms a function.\n\n'
        "    Example: str.split.__text_signature__\n"
        "    # Results in: '($self, /, sep=None, maxsplit=-1)'\n"
        '    """\n'
        "    # keep the signature\n"
        "    return func\n"
    )
    edits_to(
        store,
        tmp_path,
        "arguments.py",
        code,
        "The docstring of repack shows the result of str.split.__text_signature__ as a comment, "
        "which reads oddly in the rendered docs. Uncomment that line so it just says Results in: "
        "'($self, /, sep=None, maxsplit=-1)' (arguments.py)",
        "    # Results in:",
        "    Results in:",
    )


# --- thirty-third pass, second round (tuning sets edits126, heldout208) --------------------------

FLOW_PY = (
    "def augment(R, S):\n"
    "    for e in R:\n"
    '        flow = e["capacity"] - e["flow"]\n'
    '        if e["weight"] < 0:\n'
    '            flow = e["capacity"] - e["flow"]\n'
    "            S.push(flow)\n"
    "    return S\n"
)


def test_a_line_quoted_twice_is_the_one_at_the_number_said(store, tmp_path):
    """heldout208 #49: "line 3 (`flow = ...`) is computed and then computed again ... Delete
    that first, redundant line 3" was declined: the quote occurs twice, and the number says
    which."""
    edits_to(
        store,
        tmp_path,
        "flow.py",
        FLOW_PY,
        'In augment, line 3 (`flow = e["capacity"] - e["flow"]`) is computed and then computed '
        "again inside the `if` right below it. Delete that first, redundant line 3.",
        '    for e in R:\n        flow = e["capacity"] - e["flow"]\n',
        "    for e in R:\n",
    )


SSH_PY = (
    "class SSHSocket:\n"
    "    def send(self, data):\n        return self._write(data)\n\n"
    "    def sendall(self, data):\n        self._write(data)\n"
)


def test_and_keep_a_name_after_the_request_is_a_remark(store, tmp_path):
    """edits126 #19: "Delete the send method from sshconn.py and keep sendall." was declined as
    beyond the model: "and keep X" without a comma was read as a second change."""
    edits_to(
        store,
        tmp_path,
        "sshconn.py",
        SSH_PY,
        "Nothing calls SSHSocket.send, urllib3 only ever uses sendall. Delete the send method "
        "from sshconn.py and keep sendall.",
        "    def send(self, data):\n        return self._write(data)\n\n",
        "",
    )


@pytest.mark.parametrize(
    "prompt",
    [
        "delete the line x = 1 and keep a comment saying why",  # something to add
        "rename send to write and keep the old name as an alias",  # something to add
    ],
)
def test_and_keep_something_new_is_no_remark(prompt):
    """What edits126 #19's reading leaves alone: "and keep a ..." or "... as an alias" asks for
    more, so it is never cut off as a remark."""
    request = read_edit(prompt)
    assert "keep" in request.old or request.op == "rename"
    if request.op == "rename":  # (cut or not, the rename pattern never read the alias part)
        assert read_edit(prompt.replace(" and keep", ", and keep")).op == "rename"


def test_a_name_in_brackets_is_an_aside_not_what_it_stands_for(store, tmp_path):
    """edits126 #1: "f tells whether the type brings its own config (BaseModel, dataclass,
    TypedDict). Rename it to g" took "it" for TypedDict, the nearest name."""
    code = (
        "def _type_has_config(type_):\n    return hasattr(type_, 'config')\n\n\n"
        "class TypeAdapter:\n    def __init__(self, type_):\n"
        "        self.own = _type_has_config(type_)  # BaseModel, TypedDict\n"
    )
    edits_to(
        store,
        tmp_path,
        "type_adapter.py",
        code,
        "_type_has_config reads as if it checked for a config attribute, but it tells whether the "
        "type brings its own config (BaseModel, dataclass, TypedDict). Rename it to "
        "_has_own_config in type_adapter.py, the call in __init__ too.",
        "_type_has_config",
        "_has_own_config",
    )


def test_its_assert_described_in_a_question_is_found_by_what_it_says(store, tmp_path):
    """edits126 #7: "can u comment out its assert that the rebuilt core schema is not a mock
    anymore? only the one in json_schema, ..." took the description for the code (the retry
    without the last clause kept it as code)."""
    code = (
        "class TypeAdapter:\n    def json_schema(self):\n        self.rebuild()\n"
        "        assert not isinstance(self.core_schema, MockCoreSchema), 'a bug'\n"
        "        return self.core_schema\n\n"
        "    def json_schemas(self):\n"
        "        assert not isinstance(self.core_schema, MockCoreSchema), 'a bug'\n"
        "        return [self.core_schema]\n"
    )
    edits_to(
        store,
        tmp_path,
        "type_adapter.py",
        code,
        "i'm bisecting a crash in TypeAdapter.json_schema, can u comment out its assert that the "
        "rebuilt core schema is not a mock anymore? only the one in json_schema, not in "
        "json_schemas",
        "        self.rebuild()\n        assert",
        "        self.rebuild()\n        # assert",
    )


# --- thirty-third pass, third round (tuning sets edits129, heldout210) ---------------------------

ITERABLE_PY = (
    "class FakeTuple(_FakeSequence):\n    array_type = 'tuple'\n\n\n"
    "class FakeList(_FakeSequence):\n    array_type = 'tuple'\n\n\n"
    "class FakeDict:\n    array_type = 'dict'\n"
)


def test_the_assignment_said_is_replaced_not_its_value_by_the_whole_line(store, tmp_path):
    """heldout210 #47 (harmful): "FakeList has array_type = 'tuple' ... change it to
    `array_type = 'list'` (the line right after `class FakeList(_FakeSequence):`)" wrote the
    new line and the bracketed place into the value: `'"array_type = 'list'" (the line ...'`."""
    edits_to(
        store,
        tmp_path,
        "iterable.py",
        ITERABLE_PY.replace("class FakeTuple(_FakeSequence):\n    array_type = 'tuple'\n\n\n", ""),
        "FakeList has array_type = 'tuple', which looks like a copy-paste slip. In iterable.py, "
        "change it to `array_type = 'list'` (the line right after "
        "`class FakeList(_FakeSequence):`).",
        "    array_type = 'tuple'",
        "    array_type = 'list'",
    )


def test_work_under_way_said_first_is_not_the_request(store, tmp_path):
    """edits129 #10 (harmful): "We are renaming read_dot to read_pydot, the function itself
    moves in the next commit. First step: set __all__ ..." renamed read_dot everywhere."""
    code = '__all__ = ["write_dot", "read_dot"]\n\n\ndef read_dot(path):\n    return path\n'
    edits_to(
        store,
        tmp_path,
        "nx_pydot.py",
        code,
        "We are renaming read_dot to read_pydot, the function itself moves in the next commit. "
        'First step: set __all__ in nx_pydot.py to ["write_dot", "read_pydot"]',
        '__all__ = ["write_dot", "read_dot"]',
        '__all__ = ["write_dot", "read_pydot"]',
    )


def test_make_a_function_return_one_value_instead_of_another(store, tmp_path):
    """heldout210 #15: "make _default_log_level return logging.DEBUG instead of logging.INFO."
    was declined (a full stop after a dotted value ended no reading)."""
    code = (
        "import logging\n\n\nclass ExtensionApp:\n    def _default_log_level(self):\n"
        "        return logging.INFO\n\n    def _level(self):\n        return logging.INFO\n"
    )
    edits_to(
        store,
        tmp_path,
        "application.py",
        code,
        "The extension logs are too quiet for debugging. In application.py make "
        "_default_log_level return logging.DEBUG instead of logging.INFO.",
        "    def _default_log_level(self):\n        return logging.INFO\n",
        "    def _default_log_level(self):\n        return logging.DEBUG\n",
    )


TRANSFORMS_PY = (
    "def _cs_drop_hints(charstring):\n"
    "    assert charstring is not None\n"
    "    charstring.program = [op for op in charstring.program if op != 'hint']\n"
    "    assert len(charstring.program)\n\n\n"
    "def layout(G):\n    if not G:\n        print('failed')\n        print()\n"
    "        print('To debug what happened try:')\n    return G\n"
)


@pytest.mark.parametrize(
    ("prompt", "old", "new"),
    [
        # edits129 #3: the place said first, the keyword only with "that"
        (
            "at the very end of _cs_drop_hints there's a sanity check that the program isn't "
            "empty after the hints are gone. get rid of that assert pls",
            "    assert len(charstring.program)\n",
            "",
        ),
        # edits129 #12: "that blank print" is the `print()` alone
        (
            "When the layout fails, layout prints an empty line between 'failed' and 'To debug "
            "what happened try:'. please remove that blank print from transforms.py.",
            "        print()\n",
            "",
        ),
    ],
)
def test_a_statement_said_by_its_keyword_after_where_it_is(store, tmp_path, prompt, old, new):
    edits_to(store, tmp_path, "transforms.py", TRANSFORMS_PY, prompt, old, new)


def test_a_context_manager_to_delete_is_a_definition(store, tmp_path):
    """edits129 #31: "Remove the memray_scheduler context manager (FILE), nothing else." was
    declined as beyond the model."""
    code = (
        "import contextlib\n\n\n@contextlib.contextmanager\ndef memray_workers():\n    yield\n\n\n"
        "@contextlib.contextmanager\ndef memray_scheduler():\n    yield\n"
    )
    edits_to(
        store,
        tmp_path,
        "memray.py",
        code,
        "We never profile the scheduler this way, only workers. Remove the memray_scheduler "
        "context manager (memray.py), nothing else.",
        "\n\n\n@contextlib.contextmanager\ndef memray_scheduler():\n    yield\n",
        "\n",
    )


def test_a_block_of_a_definition_said_first_is_where_the_line_is():
    """edits129 #22: "In handle_request's except block, right after the line that ..." gave no
    place (the line was then looked for in the whole file)."""
    request = read_edit(
        "In handle_request's except block, right after the line that takes the request out of "
        "the queue, add: # its connection stays in the pool"
    )
    assert (request.op, request.scope) == ("insert_after", "handle_request")


DYADIC_PY = """class BaseDyadic:
    pass


class DyadicMul:
    @property
    def base_dyadic(self):
        return self.args[1]

    @property
    def measure(self):
        return self.args[0]
"""


def test_a_pronoun_never_stands_for_a_name_in_the_aside_that_describes_another(store, tmp_path):
    """edits191 #27: "nobody uses DyadicMul.base_dyadic, the property returning the BaseDyadic
    of the product. delete it" deleted the class BaseDyadic."""
    edits_to(
        store,
        tmp_path,
        "dyadic.py",
        DYADIC_PY,
        "nobody uses DyadicMul.base_dyadic, the property returning the BaseDyadic of the "
        "product. delete it from dyadic.py",
        "    @property\n    def base_dyadic(self):\n        return self.args[1]\n\n",
        "",
    )


TEMPLATE_PY = """def expand_sub(substr):
    substr = substr.replace(r"\\>", "@rightarrow@")
    substr = substr.replace(r"\\<", "@leftarrow@")
    return substr
"""


def test_at_the_end_ends_a_comment_whose_place_was_said_first(store, tmp_path):
    """edits191 #13: "right after the line ..., insert # ... turned back into < and > at the
    end" appended the comment, cut before "at the end", to the end of the file."""
    line = '    substr = substr.replace(r"\\<", "@leftarrow@")\n'
    comment = "    # the markers are turned back into < and > at the end\n"
    edits_to(
        store,
        tmp_path,
        "from_template.py",
        TEMPLATE_PY,
        'expand_sub in from_template.py: right after the line `substr = substr.replace(r"\\<", '
        '"@leftarrow@")`, insert # the markers are turned back into < and > at the end',
        line,
        line + comment,
    )
    request = read_edit("In a.py, insert # the end at the end")  # no place said first
    assert (request.op, request.new) == ("append", "# the end")


DIGEST_PY = """def add_digest_figure(name):
    fig = figure(title=name)
    fig.yaxis.visible = False
    for i in range(3):
        fig.line(
            x="x",
            y="y",
        )
    return fig
"""


def test_the_line_in_a_function_is_no_call_of_line(store, tmp_path):
    """edits192 #10: "delete the line in add_digest_figure that hides it" read "the line in F"
    as "the call of line() in F": it went for ``fig.line(``, whose deletion leaves its arguments
    behind, and declined with "not valid Python"; whatever it does, never that call."""
    (tmp_path / "worker.py").write_text(DIGEST_PY)
    answer, _ = ask(store, tmp_path, "delete the line in add_digest_figure that hides the y axis")
    assert "fig.line(" not in answer and "not valid Python" not in answer
    assert "        fig.line(\n" in (tmp_path / "worker.py").read_text()
