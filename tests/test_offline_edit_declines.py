"""What the offline model will not do, through the real loop and the real tools, on code written
here for the test: the requests it declines in words, the edits it refuses, the changes it undoes
rather than half make, and the questions that stay questions; nothing is touched."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.offline_code import (
    DEMO,
    EDITS12,
    FOURTEENTH,
    POOL,
    SECOND12,
    SECOND_ROUND,
    THIRTEENTH,
    TTY,
    TWINS,
    UTILS,
    _edited,
    _tables,
    ask,
    asked_unchanged,
    first_citation,
)

# --- edits -------------------------------------------------------------------------------------


def test_rename_refuses_a_name_already_in_use(store, code):
    before = (code / "logpkg/levels.py").read_text()
    answer, _ = ask(store, code, "Rename `lookup` to `level_name`")
    assert answer.startswith("I did not change anything") and "already used" in answer
    assert (code / "logpkg/levels.py").read_text() == before


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


def test_instead_of_a_value_it_does_not_have_changes_nothing(store, code):
    answer, _, before, after = _edited(store, code, "make DEFAULT equal to 30 instead of 25")
    assert answer.startswith("I did not change anything:") and "not `25`" in answer
    assert after == before


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


def test_setting_a_constant_to_the_value_it_has_says_so(tmp_path, store):
    """It answered with the edit tool's refusal ("old_string and new_string are identical")."""
    (tmp_path / "m.py").write_text("LIMIT = 100\n")
    answer, _ = ask(store, tmp_path, "Bump LIMIT to 100")
    assert answer.startswith("I did not change anything: `LIMIT` is already `100` at `m.py:1`.")


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


# --- edits the blind set edits4 found misread (issue 26): each kind asked in several phrasings


def test_a_value_that_should_be_but_is_not_what_it_says_changes_nothing(store, code):
    before = (code / "logpkg/levels.py").read_text()
    answer, _ = ask(store, code, "DEFAULT should be 30, not 25.")
    assert answer.startswith("I did not change anything") and "`20`" in answer
    assert (code / "logpkg/levels.py").read_text() == before


def test_replacing_a_line_past_the_end_changes_nothing(store, code):
    before = (code / "logpkg/levels.py").read_text()
    answer, _ = ask(store, code, "Line 300 of logpkg/levels.py should read: DEFAULT = 30")
    assert answer.startswith("I did not change anything") and "no line 300" in answer
    assert (code / "logpkg/levels.py").read_text() == before


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


# --- edits of the fifth blind set's kinds (benchmarks/heldout_edits.py QUESTIONS5) -----------


def test_a_bug_to_find_and_fix_is_declined_not_answered(store, code):
    answer, _, before, after = _edited(
        store,
        code,
        "There's a bug where lookup loses the level if the text is blank; can you find it and fix it?",
    )
    assert after == before and answer.startswith("I did not change anything")


# --- the sixth blind edit set's kinds (benchmarks/heldout_edits.py QUESTIONS6) ----------------


def test_a_fix_asked_after_a_question_is_declined(store, code):
    answer, _ = asked_unchanged(
        store, code, "Does lookup in logpkg/levels.py handle blank text? Fix it if not."
    )
    assert answer.startswith("I did not change anything")


# --- the seventh blind edit set's kinds (benchmarks/heldout_edits.py QUESTIONS7) --------------


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


def test_a_change_of_behaviour_asked_in_a_second_sentence_is_declined(store, code):
    answer, _ = asked_unchanged(
        store,
        code,
        "lookup recomputes everything on each call. Cache its result in logpkg/levels.py.",
    )
    assert answer.startswith("I did not change anything")


# --- the eighth blind edit set's kinds (benchmarks/heldout_edits.py QUESTIONS8) ---------------


def test_a_docstring_for_a_name_several_classes_define_is_declined(store, tmp_path):
    (tmp_path / "twins.py").write_text(TWINS)
    answer, _ = asked_unchanged(store, tmp_path, "Add a docstring to __init__ in twins.py.")
    assert answer.startswith("I did not change anything") and "`A.__init__`" in answer


# --- the eleventh blind edit set's kinds (benchmarks/heldout_edits.py QUESTIONS11) ------------


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


# --- the fourteenth and fifteenth blind edit sets' kinds (QUESTIONS14, QUESTIONS15) -----------


def test_a_main_block_that_is_not_there_changes_nothing(store, tmp_path):
    (tmp_path / "d.py").write_text("def run(x):\n    return x\n")
    answer, _ = asked_unchanged(store, tmp_path, "remove the __main__ block from d.py")
    assert "no `if __name__" in answer


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


def test_breaking_a_function_up_is_declined(store, code):
    answer, _ = asked_unchanged(
        store,
        code,
        "level_name is a monster. Please break it up into smaller helper methods without"
        " changing how it behaves.",
    )
    assert answer.startswith("I did not change anything"), answer


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


# --- the twelfth pass: blind sets heldout15-16 and edits26-27 (third-party code among them) -----


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


# --- the thirteenth pass: blind sets heldout19-22 and edits30-31 (third-party code) ----------


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


# --- the thirteenth pass, second round: heldout23-26 and edits32-33 ---------------------------


def test_stripping_every_python_2_branch_is_declined_as_a_request(store, tmp_path):
    (tmp_path / "work.py").write_text(THIRTEENTH)
    answer, _ = asked_unchanged(
        store, tmp_path, "Strip every Python 2 branch out of work.py, we are Python 3 only now."
    )
    assert answer.startswith("I did not change anything")


# --- the fourteenth pass ----------------------------------------------------------------------


def test_a_default_said_for_a_parameter_of_two_functions_is_declined(store, tmp_path):
    (tmp_path / "strings.py").write_text(FOURTEENTH.replace("before=2", "before=3"))
    answer, _ = asked_unchanged(store, tmp_path, "make `before` default to 5 instead of 3")
    assert answer.startswith("I did not change anything") and "2 places" in answer


def test_a_docstring_for_a_name_defined_twice_in_one_function_is_declined(store, tmp_path):
    """Two ``def cancel()`` in the branches of one function share a qualified name: one of them
    was documented."""
    (tmp_path / "timers.py").write_text(SECOND_ROUND)
    answer, _ = asked_unchanged(
        store, tmp_path, "Add a docstring to the cancel function in timers.py."
    )
    assert answer.startswith("I did not change anything") and "2 places" in answer


# --- the fifteenth pass ----------------------------------------------------------------------


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


# --- the sixteenth pass: lines said by what they do, ranges, remarks, roles -------------------


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


# --- eighteenth pass -------------------------------------------------------------------------


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


# --- twenty-fourth pass, third tuning round (heldout135-136, edits90) -----------------------


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


# --- twenty-sixth pass (tuning sets heldout149-152, edits96) ---------------------------------


def test_a_question_whether_a_function_could_do_something_is_still_a_question(store, tmp_path):
    """A feature wished for is "could X accept ... like Y does"; "Could X return None?" asks
    what X does."""
    (tmp_path / "pool.py").write_text(POOL)
    answer, _ = asked_unchanged(store, tmp_path, "Could normalise() in pool.py return None?")
    assert not answer.startswith("I did not change anything"), answer
