"""The offline model reading edit requests: the request read on its own (``read_question``,
``read_edit``) and asked through the real loop in the phrasings, frames and courtesies people use,
on code written here for the test."""

from __future__ import annotations

import ast

import pytest

from ctxmagic.offline.edit_request import read_edit
from ctxmagic.offline.entries import remove_entry
from ctxmagic.offline.question import read_question
from tests.offline_code import (
    EDITS12,
    HOOKS,
    SECOND_ROUND,
    SITE,
    THIRTEENTH,
    WARN,
    WEAK,
    _edited,
    _levels_after,
    ask,
    asked_unchanged,
    docstring_of,
)

# --- edits in more phrasings (issue 26: the held-out edit requests' misses, made general) -------


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


def test_unquoted_code_asked_as_a_question_leaves_its_question_mark_out(store, code):
    _, _, before, after = _edited(
        store, code, "Could you change level_name(int(text)) to level_name(int(text.strip()))?"
    )
    assert "    level = level_name(int(text.strip()))" in after and "?" not in "\n".join(after)


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


# --- edits the blind set edits4 found misread (issue 26): each kind asked in several phrasings


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


# --- the seventh blind edit set's kinds (benchmarks/heldout_edits.py QUESTIONS7) --------------


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


# --- the twelfth and thirteenth blind edit sets' kinds (QUESTIONS12, QUESTIONS13) -------------


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


# --- the eleventh pass: blind sets heldout11-12 and edits22-23 (third-party code among them) -----


def test_a_question_then_a_change_if_not_is_a_request(store, tmp_path):
    """ "Is X thread-safe? If not, make it thread-safe with a lock." was answered as a question
    on main (edits23): the imperative after "If not," asks for a change, beyond the model."""
    (tmp_path / "weak.py").write_text(WEAK)
    prompt = "Is WeakSet safe to use from several threads at once? If not, make it thread-safe."
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    assert answer.startswith("I did not change anything"), answer


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


# --- the thirteenth pass, second round: heldout23-26 and edits32-33 ---------------------------


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


# --- the fourteenth pass ----------------------------------------------------------------------


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


# --- the sixteenth pass: lines said by what they do, ranges, remarks, roles -------------------


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


def test_a_request_after_a_remark_and_for_now_is_an_edit():
    q = read_question(
        "[mpmath/ctx_base.py] so, next week I'm going to switch warn() over to the warnings "
        "module instead of print, but for now could you just add import warnings at the top "
        "with the other imports?"
    )
    assert (q.kind, q.edit.op, q.edit.new) == ("edit", "prepend", "import warnings")


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


def test_changing_code_so_its_message_reads_a_text_replaces_the_message():
    """heldout44 #22 was declined."""
    edit = read_question(
        'In sympy/sets/sets.py, change the Interval error `raise ValueError("Non-real intervals '
        'are not supported")` so the message reads "Interval endpoints must be real".'
    ).edit
    assert (edit.op, edit.path) == ("replace", "sympy/sets/sets.py")
    assert edit.old == 'raise ValueError("Non-real intervals are not supported")'
    assert edit.new == 'raise ValueError("Interval endpoints must be real")'


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


# --- eighteenth pass -------------------------------------------------------------------------


def test_a_typo_quoted_after_the_file_it_is_in():
    """edits51 #20 read "of partitionquantiles.py: “nevermind”" as the old text."""
    edit = read_question(
        "typo in the module docstring of partitionquantiles.py: “nevermind” → “never mind”"
    ).edit
    assert (edit.op, edit.old, edit.new) == ("replace", "nevermind", "never mind")


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


# --- twenty-third pass, second tuning round (heldout125-126, edits85) -----------------------


@pytest.mark.parametrize(
    "prompt",
    [
        "delete the exception handler in emacs.py",
        "remove the signal handler from emacs.py",
    ],
)
def test_a_handler_said_by_what_it_handles_is_not_a_definition_to_delete(prompt):
    assert read_edit(prompt).op == "decline"


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


# --- twenty-third pass: answers of older sets lost on the way, found by running every set ----


def test_a_call_quoted_with_a_dotted_argument_keeps_its_brackets():
    """heldout112 #34: a bracket holding `rev_options.rev` was read as a remark citing a file."""
    said = read_edit(
        'comment out the logger.info("Resolved %s to commit %s", url, rev_options.rev) line in '
        "pip/_internal/vcs/git.py"
    )
    assert said.old == 'logger.info("Resolved %s to commit %s", url, rev_options.rev)', said


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


def test_a_feature_asked_as_a_question_with_what_it_takes_is_declined():
    """edits141 #15: "Can the parser also read F descriptors? It would need the tokens, ..." was
    answered as a question; asking only whether it can stays a question."""
    said = read_edit(
        "Can the Harwell-Boeing format parser also read Fortran F and D edit descriptors, like "
        "(5F15.8) or (3D25.16)? It would need the tokens, the grammar and matching Format classes."
    )
    assert said is not None and said.op == "decline", said
    assert (
        read_edit("Can the Harwell-Boeing format parser also read Fortran F descriptors?") is None
    )


def test_a_definition_said_with_its_file_after_it_is_where_the_line_is():
    """edits121 #15: "In derive_key of okp_key.py, just above the line that ..." said no place."""
    said = read_edit(
        "In derive_key of okp_key.py, just above the line that builds the private key from the "
        "derived seed, add the comment: # the seed is the raw private key"
    )
    assert (said.op, said.scope) == ("insert_before", "derive_key"), said


# --- thirty-seventh pass: the tuning round's requests (edits151-152, heldout232), and others
# phrased alike


@pytest.mark.parametrize(
    ("prompt", "expected"),
    [
        # edits152 #27: the import said as the imperative after a clause
        (
            "I'm going to warn when blocksize is used with compression, so please import "
            "warnings at the top of json.py",
            ("prepend", "json.py", "", "import warnings", 0, 0),
        ),
        # edits151 #21: a module said in words, after "the imports at the top of"
        (
            "Add ‘import logging’ to the imports at the top of the acmpca models module, I want "
            "to log issued certificates while debugging.",
            ("prepend", "acmpca_models.py", "", "import logging", 0, 0),
        ),
        (
            "add `import os` at the top of the session manager module",
            ("prepend", "session_manager.py", "", "import os", 0, 0),
        ),
        # edits152 #25: a rename with an arrow, then a remark in brackets
        (
            "dask/dataframe/io/json.py: read_json_chunk => read_json_block (it reads one byte "
            "block, not a 'chunk' of a file in the pandas sense)",
            ("rename", "dask/dataframe/io/json.py", "read_json_chunk", "read_json_block", 0, 0),
        ),
        # edits152 #21: why, said between the place and the colon
        (
            'Append this as the last line of solvers.py so star-imports stay tidy: __all__ = ["A"]',
            ("append", "solvers.py", "", '__all__ = ["A"]', 0, 0),
        ),
        (
            "add this line at the end of util.py because the tests import it: VERSION = 2",
            ("append", "util.py", "", "VERSION = 2", 0, 0),
        ),
        # edits152 #13: "for the moment" before the file
        (
            "We're testing whether the declared sheet dimensions are good enough. In "
            "get_sheet_data, comment out sheet.reset_dimensions() for the moment, in "
            "pandas/io/excel/_openpyxl.py.",
            ("comment_out", "pandas/io/excel/_openpyxl.py", "sheet.reset_dimensions()", "", 0, 0),
        ),
        # edits151 #23: the new name said first, the rename asked after
        (
            "CertificateAuthority._x509_extensions should be _template_extensions, the "
            "extensions come from the PCA template. Rename it and its call.",
            ("rename", None, "_x509_extensions", "_template_extensions", 0, 0),
        ),
        # edits151 #28: the text there, then the one meant in its place
        (
            "TurtleLexer's exponent float regex has `(:?\\.\\d+)` where a non-capturing group "
            "`(?:\\.\\d+)` was obviously meant. Fix that in rdf.py.",
            ("replace", "rdf.py", "(:?\\.\\d+)", "(?:\\.\\d+)", 0, 0),
        ),
        (
            "The banner in cli.py says 'Welcom' where 'Welcome' was meant.",
            ("replace", "cli.py", "Welcom", "Welcome", 0, 0),
        ),
    ],
)
def test_requests_of_the_thirty_seventh_pass_are_read(prompt, expected):
    said = read_edit(prompt)
    assert (said.op, said.path, said.old, said.new, said.line, said.last) == expected, said


@pytest.mark.parametrize(
    ("prompt", "symbol"),
    [
        # edits151 #30: a comment above it, turned into a docstring
        (
            "TurtleLexer.analyse_text only has a comment above it. Turn that into a docstring: "
            ".ttl is shared with Tera Term macros.",
            "TurtleLexer.analyse_text",
        ),
        ("parse_row has a comment before it. Make it a docstring: splits one row.", "parse_row"),
        # heldout232 #11: "in the octave printer" is where it is, not its name
        (
            "_print_Pow in the octave printer has no docstring; could you add one saying it "
            "picks ^ or .^?",
            "_print_Pow",
        ),
        ("f in pipes has no docstring, add one: does x.", "f"),
    ],
)
def test_docstrings_asked_in_the_thirty_seventh_pass_name_their_definition(prompt, symbol):
    said = read_edit(prompt)
    assert (said.op, said.symbol) == ("docstring", symbol), said


# --- thirty-eighth pass: the tuning round's requests (edits155-156), and others phrased alike


@pytest.mark.parametrize(
    ("prompt", "expected"),
    [
        # edits156 #30: the file said first, then "insert at line N: ..."
        (
            "scipy/stats/_ksstats.py, insert at line 405: # n*x**2 decides between the exact "
            "and the approximate methods",
            (
                "insert_at",
                "scipy/stats/_ksstats.py",
                "before",
                "# n*x**2 decides between the exact and the approximate methods",
                405,
                0,
            ),
        ),
        (
            "In util.py, insert at line 3: # keep",
            ("insert_at", "util.py", "before", "# keep", 3, 0),
        ),
        # edits156 #11: "up top with the other stdlib imports", then why
        (
            "IPython/core/magics/code.py -- add import shlex up top with the other stdlib "
            "imports, I'm going to use it to split the %save arguments",
            ("prepend", "IPython/core/magics/code.py", "", "import shlex", 0, 0),
        ),
        # edits156 #18: a typo said "A should be B", unquoted
        (
            "Typo in pip/_internal/locations/__init__.py, in the bpo-44860 comment of "
            "get_scheme: coninutes should be continues",
            ("replace", "pip/_internal/locations/__init__.py", "coninutes", "continues", 0, 0),
        ),
        (
            "typo in the docstring of get_scheme: the word coninutes should read continues "
            "(pip/_internal/locations/__init__.py)",
            ("replace", "pip/_internal/locations/__init__.py", "coninutes", "continues", 0, 0),
        ),
        # edits156 #28: the text quoted, then one word of it as it should be
        (
            "kolmogn's docstring says 'CDF (or SF it cdf is False)'; that 'it' should be 'if'. "
            "scipy/stats/_ksstats.py",
            (
                "replace",
                "scipy/stats/_ksstats.py",
                "CDF (or SF it cdf is False)",
                "CDF (or SF if cdf is False)",
                0,
                0,
            ),
        ),
        # edits159 #2: "make X just VALUE"
        (
            "[pygments/lexers/d.py] MiniDLexer shouldn't be exported any more, make __all__ just "
            "['DLexer', 'CrocLexer']",
            ("set_value", "pygments/lexers/d.py", "", "['DLexer', 'CrocLexer']", 0, 0),
        ),
        # edits159 #3: why, after the new code ("so our .dd files ...")
        (
            "pygments/lexers/d.py: change filenames = ['*.d', '*.di'] to filenames = ['*.d', "
            "'*.di', '*.dd'] so our .dd files get highlighted as D too",
            (
                "replace",
                "pygments/lexers/d.py",
                "filenames = ['*.d', '*.di']",
                "filenames = ['*.d', '*.di', '*.dd']",
                0,
                0,
            ),
        ),
        # edits159 #21: "i.e. the line should read X": the new line whole
        (
            "in RemoveKernelSpec.start, replace the %-formatting of the confirmation prompt by an "
            'f-string, i.e. the line should read answer = input(f"Remove {n} specs: ")',
            ("replace_line", None, "", 'answer = input(f"Remove {n} specs: ")', 0, 0),
        ),
        # edits160 #4: the spelling wanted, "never" the one there, then "fix both places"
        (
            "Spelling: our style guide says “metadata”, never “meta-data”. Fix both places in "
            "sdist.py (the help text of the metadata-check option and the comment in "
            "make_distribution).",
            ("replace_all", "sdist.py", "meta-data", "metadata", 0, 0),
        ),
        (
            'The docs say "color", not "colour". Please fix that in ui.py.',
            ("replace", "ui.py", "colour", "color", 0, 0),
        ),
        # edits160 #16: the line said before its noun, the new one in guillemets
        (
            "after the import httpcore2 line in httpx2/_transports/default.py add « # imported "
            "lazily to keep import time down »",
            (
                "insert_after",
                "httpx2/_transports/default.py",
                "import httpcore2",
                "# imported lazily to keep import time down",
                0,
                0,
            ),
        ),
        (
            "In f.py, after the `import os` line, add `# x`",
            ("insert_after", "f.py", "import os", "# x", 0, 0),
        ),
        # edits160 #10: a command quoted as what a message tells people to run, then the
        # part of it to change (in both places)
        (
            "The SOCKS error message tells people to run `pip install httpx[socks]`, but the "
            "package is httpx2 now. Make that httpx2[socks], in both transports.",
            ("replace_all", None, "httpx[socks]", "httpx2[socks]", 0, 0),
        ),
        # edits156 #4: "the module's X should become ..."
        (
            "We want `from dask.graph_manipulation import *` to hand out the chunks class too, "
            'so the module\'s __all__ should become ("bind", "chunks").',
            ("set_value", None, "", '("bind", "chunks")', 0, 0),
        ),
    ],
)
def test_requests_of_the_thirty_eighth_pass_are_read(prompt, expected):
    said = read_edit(prompt)
    assert (said.op, said.path, said.old, said.new, said.line, said.last) == expected, said


@pytest.mark.parametrize(
    ("prompt", "op", "old", "symbol", "scope"),
    [
        # edits156 #10: a definition called by its role in the framework ("the X magic")
        (
            "%loadpy has been nothing but an alias of %load for years and nobody here uses it. "
            "Remove the loadpy magic from CodeMagics in IPython/core/magics/code.py.",
            "delete_definition",
            "",
            "CodeMagics.loadpy",
            "",
        ),
        # edits155 #25: "the club2 line" is the line that says club2, not a call of it
        (
            "Uncomment the club2 line in karate_club_graph, I want to use club2 further down. "
            "networkx/generators/social.py",
            "uncomment",
            "club2",
            "",
            "karate_club_graph",
        ),
        # a call said so is still a call
        (
            "Remove the deprecation warn call from CodeMagics.load in IPython/core/magics/code.py.",
            "delete_line",
            "warn(",
            "",
            "CodeMagics.load",
        ),
        # edits156 #9: a word of a docstring changed is a replacement, not a new docstring
        (
            "In the docstring of extract_code_ranges, change extract_input_ranges to "
            "extract_code_ranges. (IPython/core/magics/code.py)",
            "set_value",
            "",
            "extract_input_ranges",
            "",
        ),
        (
            "The example in extract_code_ranges' docstring calls a function that doesn't exist. "
            "Change extract_input_ranges to extract_code_ranges there. "
            "(IPython/core/magics/code.py)",
            "set_value",
            "",
            "extract_input_ranges",
            "",
        ),
    ],
)
def test_definitions_and_lines_said_in_the_thirty_eighth_pass(prompt, op, old, symbol, scope):
    said = read_edit(prompt)
    assert (said.op, said.old, said.symbol, said.scope) == (op, old, symbol, scope), said


@pytest.mark.parametrize(
    "prompt",
    [
        "Change the docstring of f to 'Parse one row.'",
        "In parse_row, replace the docstring with 'Parse one row.'",
        "Could you change f's docstring to say it parses one row?",
    ],
)
def test_a_docstring_replaced_whole_is_still_a_docstring_request(prompt):
    said = read_edit(prompt)
    assert said.op == "docstring", said


def test_a_docstring_said_to_say_something_has_that_text_and_no_file_from_it():
    """edits160 #6: "... a docstring? it should say that it adds test/test*.py and setup.cfg
    ..." took setup.cfg, a file its text names, as the file, and its text began "Should say"."""
    said = read_edit(
        "could you give sdist._add_defaults_optional a docstring? it should say that it adds "
        "test/test*.py and setup.cfg to the file list when those files exist"
    )
    assert (said.op, said.path, said.symbol, said.new) == (
        "docstring",
        None,
        "sdist._add_defaults_optional",
        "Adds test/test*.py and setup.cfg to the file list when those files exist.",
    ), said


@pytest.mark.parametrize(
    ("prompt", "run"),
    [
        # edits160 #10: ran `pip install httpx[socks]` (the network, a package installed)
        (
            "The SOCKS error message tells people to run `pip install httpx[socks]`, but the "
            "package is httpx2 now. Make that httpx2[socks], in both transports.",
            False,
        ),
        ("The README says to run `make test` first; where is the Makefile target defined?", False),
        ("The warning recommends running `pip check`. Which function prints it?", False),
        ("Can you run `ls -la` for me?", True),
    ],
)
def test_a_command_someone_is_told_to_run_is_not_run(prompt, run):
    q = read_question(prompt)
    assert (q.kind == "command") == run, q


@pytest.mark.parametrize(
    "prompt",
    [
        "change Actor.__repr__",
        "In distributed/actor.py change Actor.__repr__, we need it.",
    ],
)
def test_a_dotted_name_is_never_split_into_a_name_and_a_value(prompt):
    """ "change Actor.__repr__" was read as "set Ac to r.__repr__" (the "to" inside "Actor");
    heldout211 #37 met it once a reason after the request was cut off."""
    said = read_edit(prompt)
    assert said is None or said.op != "set_value", said


def test_a_return_wished_after_the_reason_is_the_return_line():
    said = read_edit(
        "I'd like the actor repr to show where it lives. In distributed/actor.py change "
        'Actor.__repr__ so it returns f"<Actor: {self.key}>".'
    )
    assert (said.op, said.scope, said.new) == (
        "replace_line",
        "Actor.__repr__",
        'return f"<Actor: {self.key}>"',
    ), said


def test_a_change_said_in_a_docstring_is_no_new_docstring():
    """Found writing the forty-first pass's tests: "the example in the docstring of f is wrong:
    change foo(1) to foo(2)" replaced f's docstring with "Change foo(1) to foo(2).", though a
    docstring asked for whole still may say so."""
    said = read_edit("the example in the docstring of f is wrong: change foo(1) to foo(2)")
    assert (said.op, said.old, said.new) == ("replace", "foo(1)", "foo(2)"), said
    said = read_edit("Replace the docstring of f with: Change the mode to fast.")
    assert (said.op, said.symbol, said.new) == ("docstring", "f", "Change the mode to fast."), said


def test_a_comma_of_prose_after_a_keyword_assignment_is_no_part_of_it():
    """Found measuring the pass (edits116 #32, edits93 #27): reading 'change cbar_size="5%", to
    cbar_size="7%",' whole took the comma of a remark after the new code ('to sep = ",", we
    paste ...' became `sep = ",",`, a tuple) and lost the place said after it."""
    said = read_edit('clipboards.py: change sep = "\\t" to sep = "|", we paste into a CSV tool')
    assert (said.op, said.old, said.new) == ("replace", 'sep = "\\t"', 'sep = "|"'), said
    said = read_edit('In excel.py swap width = "2pt" for width = "1pt" (in _width_to_float).')
    assert (said.old, said.new, said.scope) == (
        'width = "2pt"',
        'width = "1pt"',
        "_width_to_float",
    ), said


@pytest.mark.parametrize("modal", ["must", "should", "has to"])
def test_a_comment_inserted_at_a_line_number_may_say_must(modal):
    """A comment's own "must" is prose, not a wish that a line read otherwise."""
    e = read_edit(f"isympy.py line 338: insert # the options above {modal} set the variables first")
    assert (e.op, e.path, e.line, e.new) == (
        "insert_at",
        "isympy.py",
        338,
        f"# the options above {modal} set the variables first",
    )
    wish = read_edit("a.py line 3: X = 20 should be X = 30")
    assert (wish.op, wish.old, wish.new) == ("replace", "X = 20", "X = 30")


@pytest.mark.parametrize(
    "prompt, expected",
    [
        (  # edits196 #20: the class and the file after the arrow, then a remark
            "_op_priority = 20 -> _op_priority = 30 in class RecurrenceOperator of "
            "sympy/holonomic/recurrence.py. Our own operator class has priority 25",
            ("replace", "_op_priority = 20", "_op_priority = 30", "RecurrenceOperator", ""),
        ),
        (  # edits195 #2: "In FILE X should be 2", no comma after the file
            "I want to see every 'Updating:' message. In pydevd_reload.py DEBUG should be 2, "
            "not NO_DEBUG.",
            ("set_value", "NO_DEBUG", "2", "", "DEBUG"),
        ),
        (  # edits195 #20: "both places" between commas
            "change the error text ‘Device not understood.’ to ‘Unsupported device.’, both "
            "places, in _array_api_info.py",
            ("replace_all", "Device not understood.", "Unsupported device.", "", ""),
        ),
        (  # edits196 #12: "that handler method" stands for the name said before
            "GreengrassResponse.reset_deployments -- we don't mock ResetDeployments in our "
            "fork, so please drop that handler method from moto/greengrass/responses.py.",
            ("delete_definition", "", "", "", "that method"),
        ),
        (  # edits195 #7: what to keep, said after a question mark
            "Nothing calls notify_info any more, only a commented-out line still names it. "
            "Could you delete that function from pydevd_reload.py? Leave notify_info0 and "
            "notify_info2 alone.",
            ("delete_definition", "", "", "", "that function"),
        ),
    ],
)
def test_edits_of_the_forty_third_pass(prompt, expected):
    e = read_edit(prompt)
    assert (e.op, e.old, e.new, e.scope, e.symbol) == expected


def test_an_arrow_said_beside_another_change_is_a_second_change():
    """ "X = 20 -> X = 30. Also rename f to g." made only the rename."""
    e = read_edit("In a.py: X = 20 -> X = 30. Also rename f to g.")
    assert e.op == "decline" and "more than one change" in e.reason
    e = read_edit("fix the two warnings on lines 304 and 344: “more 32” → “more than 32”")
    assert (e.op, e.old, e.new) == ("replace_all", "more 32", "more than 32")


OID_PY = """class AttributeOID:
    CHALLENGE_PASSWORD = "1.2.840.113549.1.9.7"
    UNSTRUCTURED_NAME = "1.2.840.113549.1.9.2"


_OID_NAMES = {
    AttributeOID.CHALLENGE_PASSWORD: "challengePassword",
    AttributeOID.UNSTRUCTURED_NAME: "unstructuredName",
}
"""


def test_a_line_said_twice_is_the_one_in_the_class_the_request_names(store, tmp_path):
    """heldout280 #48: "AttributeOID is missing X. Add ... right after the CHALLENGE_PASSWORD
    line" was declined: the name is on two lines, one of them in the class said."""
    (tmp_path / "oid.py").write_text(OID_PY)
    ask(
        store,
        tmp_path,
        "In oid.py, AttributeOID is missing extensionRequest. Add "
        '`EXTENSION_REQUEST = "1.2.840.113549.1.9.14"` right after the CHALLENGE_PASSWORD line.',
    )
    lines = (tmp_path / "oid.py").read_text().splitlines()
    assert lines[1:3] == [
        '    CHALLENGE_PASSWORD = "1.2.840.113549.1.9.7"',
        '    EXTENSION_REQUEST = "1.2.840.113549.1.9.14"',
    ]
    assert (tmp_path / "oid.py").read_text().count("EXTENSION_REQUEST") == 1


BLOCKWISE_PY = """class Blockwise:
    def _layer(self):
        # TODO(expr): ArrayBlockwiseDep is a confusing crutch
        # that we should drop once the new graph lands
        deps = self.dependencies()
        # TODO(expr): cache this
        return deps
"""


@pytest.mark.parametrize(
    "remark",
    ["it's lines 3 to 4 of blockwise.py.", "lines 3-4 in blockwise.py please"],
)
def test_lines_said_after_the_request_are_the_lines_to_delete(store, tmp_path, remark):
    """edits200 #22: "... Please remove it, it's lines 174 to 175 of F." was declined: the
    note's word was on two lines, and the numbers said which."""
    (tmp_path / "blockwise.py").write_text(BLOCKWISE_PY)
    ask(
        store,
        tmp_path,
        f"The TODO(expr) note in Blockwise._layer is tracked now. Please remove it, {remark}",
    )
    assert (tmp_path / "blockwise.py").read_text().splitlines() == [
        "class Blockwise:",
        "    def _layer(self):",
        "        deps = self.dependencies()",
        "        # TODO(expr): cache this",
        "        return deps",
    ]


FILLED_PY = """class Renderer:
    def filled(self, filled, ax=0, color="C0", alpha=0.7):
        return filled, ax, color, alpha

    def lines(self, lines, ax=0, color="C0", alpha=1.0):
        return lines, ax, color, alpha
"""


def test_a_name_then_its_value_arrow_the_new_one(store, tmp_path):
    """heldout281 #24: "Renderer.filled: change the default alpha 0.7 -> 0.5" was declined
    (an arrow was read only between two quoted texts or two lines of code)."""
    (tmp_path / "renderer.py").write_text(FILLED_PY)
    ask(store, tmp_path, "in renderer.py, Renderer.filled: change the default alpha 0.7 -> 0.5")
    assert (tmp_path / "renderer.py").read_text() == FILLED_PY.replace("alpha=0.7", "alpha=0.5")
    request = read_edit("set retries 3 -> 5 in client.py")
    assert (request.op, request.symbol, request.old, request.new) == (
        "set_value",
        "retries",
        "3",
        "5",
    )


ROUND_PY = """import sys

PY3 = sys.version_info[0] == 3
_patched = False


def _convertCFF2ToCFF(font):
    return font


def convertCFF2ToCFF(font):
    return _convertCFF2ToCFF(font)


class Reduce:
    def tokenize(self):
        return id(self)

    def run(self):
        return 1


def typeof_series(values):
    assert values.ndim == 1
    assert values.layout == "C"
    return values


def other(values):
    assert values.layout == "F"
    return values
"""


@pytest.mark.parametrize(
    "prompt, check",
    [
        # edits204 #3: "the module flag X", then a remark after ", then"
        (
            "round.py: I want to see every thread, so set the module flag _patched to True, then "
            "the patch is never applied.",
            lambda t: "_patched = True" in t,
        ),
        # edits203 #18: a constant said by its kind, and where in the file in words
        (
            "We are Python-3-only now: delete the PY3 flag from the compatibility block at the "
            "top of round.py.",
            lambda t: "PY3" not in t and "import sys" in t,
        ),
        # edits204 #15: what does the work once it is gone, said after "and let"
        (
            "Remove Reduce.tokenize from round.py and let the base class tokenize it.",
            lambda t: "def tokenize" not in t and "def run" in t,
        ),
        # edits203 #24: "the private one" of two names said (the public one was renamed)
        (
            "The private _convertCFF2ToCFF and the public convertCFF2ToCFF differ by one underscore "
            "and I keep calling the wrong one. Rename the private one to _convertInPlace.",
            lambda t: "def _convertInPlace(font)" in t and "def convertCFF2ToCFF(font)" in t,
        ),
        # edits203 #1: "f is the longest handler and has no docstring" (it documented `and`)
        (
            "[round.py] typeof_series is the longest helper and has no docstring. Add one: it "
            "checks the values are one C-ordered column.",
            lambda t: 'def typeof_series(values):\n    """Checks the values' in t,
        ),
        # edits204 #27: "the assert on X" is a description, in the function said before
        (
            "In typeof_series, delete the assert on the layout of the values; keep the ndim one. "
            "round.py",
            lambda t: 'values.layout == "C"' not in t and 'values.layout == "F"' in t,
        ),
    ],
)
def test_requests_in_the_forty_fourth_passs_second_round(store, tmp_path, prompt, check):
    (tmp_path / "round.py").write_text(ROUND_PY)
    answer, _ = ask(store, tmp_path, prompt)
    assert check((tmp_path / "round.py").read_text()), answer


def test_a_remark_after_a_comma_is_no_part_of_a_new_files_code(store, tmp_path):
    """edits203 #29: "create F containing X = 48, I'll use it in place of the bare 48" wrote the
    remark into the file."""
    ask(
        store,
        tmp_path,
        "create limits.py containing MAX_STACK_DEPTH = 48, I'll use it in place of the bare 48 "
        "in a follow-up",
    )
    assert (tmp_path / "limits.py").read_text() == "MAX_STACK_DEPTH = 48\n"
    assert read_edit("create a.py containing X = 1, 2").new == "X = 1, 2\n"


PROGRESS_PY = """import logging

logger = logging.getLogger(__name__)


class Progress:
    def setup(self):
        logger.debug("Set up Progress keys")


class MultiProgress:
    def setup(self):
        logger.debug("Set up Progress keys")
"""


def test_a_class_named_inside_the_quoted_line_does_not_pick_the_line(store, tmp_path):
    """edits54 #31, found measuring the pass: "remove logger.debug("Set up Progress keys")"
    (on two lines) deleted the one in class Progress: a word of the quote names no class."""
    (tmp_path / "progress.py").write_text(PROGRESS_PY)
    answer, _ = ask(store, tmp_path, '[progress.py] remove logger.debug("Set up Progress keys")')
    assert (tmp_path / "progress.py").read_text() == PROGRESS_PY
    assert "occurs 2 times" in answer
