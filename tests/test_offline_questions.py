"""The offline model answering questions through the real loop and the real tools, on code written
here for the test: what it cites first, what it quotes, what it reads. No test pins the order of
its tool calls."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ctxmagic.agent.events import ToolStarted
from ctxmagic.agent.loop import run_turn
from ctxmagic.offline.command_request import read_command
from ctxmagic.offline.lookup_raises import _message_fragment
from ctxmagic.offline.question import clause_weights, read_question
from tests.conftest import make_agent
from tests.offline_code import (
    COLORBAR,
    COMPLETER,
    HOOKS,
    MAIL,
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


def line_of(path: Path, text: str) -> int:
    return next(i for i, line in enumerate(path.read_text().splitlines(), 1) if text in line)


def test_where_leads_with_the_definition_not_a_local_assignment(store, code):
    answer, calls = ask(store, code, "Where is `level_name` defined?")
    assert first_citation(answer) == ("logpkg/levels.py", 6)
    assert "def level_name(level):" in answer.splitlines()[0]
    assert any(c.name == "grep" and "level_name" in c.input["pattern"] for c in calls)
    assert any(c.name == "view" and c.input["path"] == "logpkg/levels.py" for c in calls)
    assert "not by an LLM" in answer
    # a name that is only ever a local variable is not reported as defined by its assignment
    answer, _ = ask(store, code, "where is level defined?")
    assert "level = level_name" not in answer.split("\n")[0]


def test_dotted_names_are_symbols_not_files(store, code):
    answer, calls = ask(store, code, "where's FileSink.emit")
    assert first_citation(answer) == (
        "logpkg/sink.py",
        line_of(code / "logpkg/sink.py", "def emit"),
    )
    assert not any(c.name == "view" and c.input["path"].endswith("FileSink.emit") for c in calls)


def test_returns_cites_the_return_statements_and_states_the_value(store, code):
    answer, _ = ask(store, code, "What does `level_name` return?")
    levels = code / "logpkg/levels.py"
    assert first_citation(answer) == ("logpkg/levels.py", line_of(levels, "return name"))
    assert "returns `name`" in answer
    # what `name` is: its assignment is quoted
    assert "NAMES.get(level)" in answer


def test_raises_leads_with_a_raise_not_the_exception_class(store, code):
    answer, calls = ask(store, code, "Find every place that raises UnknownLevel")
    assert first_citation(answer) == (
        "logpkg/levels.py",
        line_of(code / "logpkg/levels.py", "raise Unknown"),
    )
    assert "in `level_name`" in answer  # the function that raises it
    assert any(c.name == "grep" and "raise" in c.input["pattern"] for c in calls)


def test_calls_lists_call_sites_without_the_definition(store, code):
    answer, _ = ask(store, code, "Who calls `level_name`?")
    cited = re.findall(r"`([\w/.-]+\.py):(\d+)`", answer)
    assert ("logpkg/levels.py", "6") not in cited[:-1]  # the def line only as "defined at"
    assert ("logpkg/sink.py", str(line_of(code / "logpkg/sink.py", "line = f"))) in cited
    assert (
        "logpkg/levels.py",
        str(line_of(code / "logpkg/levels.py", "level = level_name")),
    ) in cited


def test_which_class_handles_a_concept_in_plain_words(store, code):
    answer, _ = ask(store, code, "Which class writes records to a file?")
    assert first_citation(answer) == (
        "logpkg/sink.py",
        line_of(code / "logpkg/sink.py", "class FileSink"),
    )


def test_how_walks_the_main_function(store, code):
    answer, _ = ask(store, code, "How is a numeric level turned into its name?")
    path, line = first_citation(answer)
    assert (path, line) == ("logpkg/levels.py", 6)
    assert "step by step" in answer and "`logpkg/levels.py:9`" in answer  # the `if name is None`


def test_a_language_word_does_not_filter_files(store, code):
    answer, calls = ask(store, code, "How does the json config get parsed?")
    assert not any(c.name == "glob" or c.input.get("include") for c in calls)
    assert first_citation(answer)[0] == "logpkg/sink.py"


def test_when_nothing_matches_the_answer_says_what_was_searched(store, code):
    answer, calls = ask(store, code, "Where is `frobnicate_widget` defined?")
    assert "found nothing" in answer and "frobnicate_widget" in answer
    assert any(c.name == "grep" for c in calls)


def test_answers_are_deterministic(store, code):
    assert (
        ask(store, code, "What does `lookup` return?")[0]
        == ask(store, code, "What does `lookup` return?")[0]
    )


# --- edits -------------------------------------------------------------------------------------


def test_a_question_about_a_file_lists_what_it_defines(store, code):
    answer, calls = ask(store, code, "What does logpkg/levels.py define?")
    assert [c.input["path"] for c in calls if c.name == "view"] == ["logpkg/levels.py"]
    head = "**`logpkg/levels.py`** defines `DEFAULT` (line 3), `level_name` (line 6)"
    assert answer.startswith(head)
    assert "`logpkg/levels.py:19`: `class UnknownLevel(ValueError):`" in answer


def views_mostly_read_before(calls) -> list[dict]:
    """The view calls at least half of whose lines an earlier view of the turn already showed."""
    seen, repeated = [], []
    for c in calls:
        if c.name != "view":
            continue
        start = c.input.get("offset", 0)
        end = start + c.input.get("limit", 2000)
        lines = set(range(start, end))
        before = {n for p, s, e in seen if p == c.input["path"] for n in range(s, e)}
        if len(lines & before) * 2 >= len(lines):
            repeated.append(c.input)
        seen.append((c.input["path"], start, end))
    return repeated


@pytest.mark.parametrize("prompt", ["Where is `UnknownLevel` defined?", "Where is NAMES defined?"])
def test_a_use_the_definitions_view_already_shows_is_not_read_again(store, code, prompt):
    """It viewed the same lines twice (offsets 3 and 2 of one file for "Where is Order
    defined?"): the supporting use was inside the definition's view."""
    answer, calls = ask(store, code, prompt)
    assert [c.name for c in calls].count("view") >= 1
    assert views_mostly_read_before(calls) == []
    assert "It is used at" in answer  # the use is still cited


# --- edits placed by a line number, an end of the file, a quoted line, a definition ------------


@pytest.mark.parametrize(
    "prompt",
    [
        'What does `python -c "print(6 * 7)"` print?',
        'What is the output of `python -c "print(6 * 7)"`?',
    ],
)
def test_runs_a_command_asked_for_its_output_without_the_word_run(store, code, prompt):
    answer, calls = ask(store, code, prompt)
    assert [c.name for c in calls] == ["bash"] and "42" in answer


# --- edits in more phrasings (issue 26: the held-out edit requests' misses, made general) -------


def test_raises_written_through_a_module_are_found_and_prose_is_not(tmp_path, store):
    """``raise errors.Broken(...)`` was not found (the grep wanted ``raise Broken``), so the
    answer listed every mention instead; "does not raise Broken" in a docstring was listed
    as a raise."""
    (tmp_path / "errors.py").write_text("class Broken(Exception):\n    pass\n")
    (tmp_path / "m.py").write_text(
        "from . import errors\n\n\ndef check(x):\n"
        '    """Never raise Broken for zero."""\n'
        "    if x < 0:\n        raise errors.Broken(x)\n    try:\n        return 1 / x\n"
        "    except errors.Broken:\n        return 0\n"
    )
    answer, _ = ask(store, tmp_path, "Where is Broken raised?")
    assert answer.startswith("`Broken` is raised in 1 place:")
    assert first_citation(answer) == ("m.py", 7)


def test_a_name_written_as_a_call_asks_for_its_calls(tmp_path, store):
    """ "where is notify() used?" listed a message that says *notify* first."""
    (tmp_path / "m.py").write_text(
        "def notify(n):\n    if n < 0:\n        raise ValueError('cannot notify')\n"
        "    return n\n\n\ndef notify_all():\n    return notify(3)\n"
    )
    answer, _ = ask(store, tmp_path, "where is notify() used?")
    assert answer.startswith("`notify` is called in 1 place:")
    assert first_citation(answer) == ("m.py", 8)


# --- raise questions that name no exception (issue 26) ----------------------------------------


@pytest.mark.parametrize(
    "prompt",
    [
        "Where does it complain about a level that has no name?",
        # a name in the question that is no exception is not taken for one ("`MIME` is raised")
        "Where is an error raised when NAMES has no entry for a level?",
    ],
)
def test_a_raise_described_in_words_leads_with_the_raise(store, code, prompt):
    answer, calls = ask(store, code, prompt)
    levels = code / "logpkg/levels.py"
    assert first_citation(answer) == ("logpkg/levels.py", line_of(levels, "raise UnknownLevel"))
    assert "`NAMES` is raised" not in answer
    assert any(c.name == "grep" and "raise" in c.input["pattern"] for c in calls)


# --- questions in the user's own words (issue 26) ----------------------------------------------


POOL = '''"""A pool of workers."""


class PoolError(Exception):
    """Raised when the pool is misused."""

    def __init__(self, workers, directory):
        self.workers = workers
        self.directory = directory


class Gate:
    """A gate."""

    def acquire(self):
        while self._holders >= self._maximum:
            self._wait()
        self._holders += 1

    def release(self):
        self._holders -= 1


class Pool:
    """Runs jobs on worker processes."""

    def submit(self, job):
        self._queue.append(job)

    def _chunks(self, items, size):
        """Yield successive slices of ``size`` items."""
        it = iter(items)
        while True:
            chunk = tuple(next(it) for _ in range(size))
            if not chunk:
                return
            yield chunk

    def map(self, fn, items, size=1):
        return [self.submit((fn, c)) for c in self._chunks(items, size)]


def save_results(directory, results):
    """Write every result under the output directory."""
    for name, value in results.items():
        with open(f"{directory}/{name}", "w") as fh:
            fh.write(value)
'''


@pytest.fixture
def pool(tmp_path: Path) -> Path:
    (tmp_path / "pool.py").write_text(POOL)
    return tmp_path


def test_which_function_of_a_named_class_answers_with_the_method(store, pool):
    """ "Which part of X ..." answered with the class X, never the method."""
    answer, _ = ask(store, pool, "Which part of Pool groups the items into batches?")
    assert first_citation(answer) == ("pool.py", line_of(pool / "pool.py", "def _chunks"))


def test_which_class_is_found_by_what_its_methods_do(store, pool):
    answer, _ = ask(store, pool, "Which class limits how many holders can be inside at once?")
    assert first_citation(answer) == ("pool.py", line_of(pool / "pool.py", "class Gate"))


def test_a_which_question_in_another_frame_is_answered_with_a_class(store, pool):
    """ "Is there a class that ..." was read as a "how" question and answered with a method."""
    prompt = "Is there a class that limits how many holders can be inside at once?"
    answer, _ = ask(store, pool, prompt)
    assert first_citation(answer) == ("pool.py", line_of(pool / "pool.py", "class Gate"))


def test_words_the_code_does_not_use_meet_the_words_it_does(store, pool):
    """ "folder" finds code that says "directory" (and the exception class that merely stores
    a directory is not the answer)."""
    answer, _ = ask(store, pool, "Which function keeps things in a folder?")
    assert first_citation(answer) == ("pool.py", line_of(pool / "pool.py", "def save_results"))


DESCRIBED = '''"""Calendars, folders, and folders listed on the web."""


class Calendar:
    """Base calendar class: the first day of the week is a setting."""

    def getfirstweekday(self):
        return self._firstweekday % 7

    def setfirstweekday(self, firstweekday):
        self._firstweekday = firstweekday

    def iterweekdays(self):
        """Return an iterator for one week of weekday numbers starting with the first one."""
        for i in range(self.firstweekday, self.firstweekday + 7):
            yield i % 7

    def formatweekday(self, day):
        """Return a weekday name as a table header."""
        return '<th class="%s">%s</th>' % (self.cssclasses_weekday_head[day], day_abbr[day])


class Handler:
    """Serves a folder over HTTP."""

    def list_directory(self, path):
        """Produce a directory listing in HTML."""
        names = sorted(os.listdir(path))
        rows = [f"<li>{name}</li>" for name in names]
        return "<html><body>" + "".join(rows) + "</body></html>"

    def geturl(self):
        """Return the real URL of the page: the server may redirect the client to another."""
        return self.url


class Folder:
    """A folder on disk."""

    def unlink(self, missing_ok=False):
        """Remove this file or link. If the path is a directory, use rmdir() instead."""
        try:
            self._accessor.unlink(self)
        except FileNotFoundError:
            if not missing_ok:
                raise

    def mkdir(self, mode=0o777, parents=False, exist_ok=False):
        """Create a new directory at this given path."""
        try:
            self._accessor.mkdir(self, mode)
        except FileNotFoundError:
            if not parents or self.parent == self:
                raise
            self.parent.mkdir(parents=True, exist_ok=True)
            self.mkdir(mode, parents=False, exist_ok=exist_ok)
'''


@pytest.fixture
def described(tmp_path: Path) -> Path:
    (tmp_path / "described.py").write_text(DESCRIBED)
    return tmp_path


@pytest.mark.parametrize(
    "prompt, definition",
    [
        # ``setfirstweekday`` is one word to a splitter: the file's own words take it apart
        ("Which method changes the day a week begins with?", "def setfirstweekday"),
        # "shows" and "files" are cue words elsewhere ("show me the files"), content here
        ("Which method shows the files of a folder as a web page?", "def list_directory"),
        # "above" is where a parent is, "missing" what ``exist_ok`` is about: unlink's
        # ``missing_ok`` no longer outscores them
        ("Which method makes a folder, and the missing folders above it?", "def mkdir"),
    ],
)
def test_a_description_in_the_users_words_finds_the_definition(
    store, described, prompt, definition
):
    answer, _ = ask(store, described, prompt)
    path = described / "described.py"
    assert first_citation(answer) == ("described.py", line_of(path, definition))


PLIST = '''"""Property lists."""


def _is_fmt_binary(header):
    return header[:8] == b"bplist00"


def _read_ints(data, n, size):
    """Read n integers of size bytes each from data in the binary format."""
    return tuple(int.from_bytes(data[i : i + size], "big") for i in range(0, size * n, size))


def dumps(value, fmt="xml"):
    """Return the bytes of a .plist file holding value, in the binary or the XML format."""
    fp = io.BytesIO()
    dump(value, fp, fmt=fmt)
    return fp.getvalue()


def _fix_eols(data):
    return re.sub(r"(?:\\\\r\\\\n|\\\\n|\\\\r(?!\\\\n))", CRLF, data)


def quotedata(data):
    """Quote data for email: double a leading '.' and change every newline to CRLF."""
    return re.sub(r"(?m)^\\\\.", "..", _fix_eols(data))
'''


@pytest.mark.parametrize(
    "prompt, definition",
    [
        # a yes/no question finds the yes/no test, and *format* meets ``fmt``
        (
            "Which function tells whether the first bytes of a file look like the binary format?",
            "def _is_fmt_binary",
        ),
        # "line endings" are what code calls ``eol``
        ("Which function fixes the line endings?", "def _fix_eols"),
    ],
)
def test_a_yes_no_test_and_an_abbreviated_name_are_found(store, tmp_path, prompt, definition):
    (tmp_path / "plist.py").write_text(PLIST)
    answer, _ = ask(store, tmp_path, prompt)
    assert first_citation(answer) == ("plist.py", line_of(tmp_path / "plist.py", definition))


def test_a_word_in_a_definitions_name_outweighs_the_same_word_in_a_callers_body(store, tmp_path):
    """``_fix_eols`` is named for the line endings the question asks about; ``SMTP.data`` calls
    it and holds a word more of the question in a comment. With the name counted once (before)
    the caller came first."""
    (tmp_path / "mail.py").write_text(MAIL)
    prompt = "Which function turns every line ending in the text into the network kind?"
    answer, _ = ask(store, tmp_path, prompt)
    assert first_citation(answer) == ("mail.py", line_of(tmp_path / "mail.py", "def _fix_eols"))


CAL = '''"""Calendars."""


def _prevmonth(year, month):
    if month == 1:
        return year - 1, 12
    else:
        return year, month - 1


def _nextmonth(year, month):
    if month == 12:
        return year + 1, 1
    else:
        return year, month + 1


class Calendar:
    """A calendar of weeks, starting on a given weekday."""

    def itermonthdays(self, year, month):
        """Like itermonthdates(), but yields day numbers; days before the month are 0."""
        day1, ndays = monthrange(year, month)
        days_before = (day1 - self.firstweekday) % 7
        yield from repeat(0, days_before)
        yield from range(1, ndays + 1)
        days_after = (self.firstweekday - day1 - ndays) % 7
        yield from repeat(0, days_after)

    def itermonthdates(self, year, month):
        """Every date of the month, and the dates before and after it that fill whole weeks."""
        for y, m, d in self.itermonthdays3(year, month):
            yield datetime.date(y, m, d)
'''


def test_a_word_that_only_points_does_not_rank(store, tmp_path):
    """ "the month before a *given* one": *given* says nothing of the code; kept as a word, it made
    ``Calendar.itermonthdays`` (whose class starts "on a given weekday") the answer."""
    (tmp_path / "cal.py").write_text(CAL)
    answer, _ = ask(store, tmp_path, "Which function finds the month before a given one?")
    assert first_citation(answer) == ("cal.py", line_of(tmp_path / "cal.py", "def _prevmonth"))


WRAP = '''"""Text wrapping."""


class Wrapper:
    """Wraps paragraphs.

    expand_tabs (default: true)
      Tabs in the input are turned into spaces before anything else.
    width (default: 70)
      The longest a wrapped line may be.
    """

    def __init__(self, width=70, expand_tabs=True, tabsize=8):
        self.width = width
        self.expand_tabs = expand_tabs
        self.tabsize = tabsize

    def _munge_whitespace(self, text):
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        return text.translate(str.maketrans("\\n\\r\\f\\v", "    "))

    def wrap(self, text):
        chunks = self._munge_whitespace(text).split()
        return [" ".join(chunks[i : i + 8]) for i in range(0, len(chunks), 8)]
'''


def test_a_where_question_that_describes_behaviour_finds_the_code_that_does_it(store, tmp_path):
    """ "Where are tabs turned into spaces?" names no definition; it was answered by a grep for
    its words, whose best line was the signature of ``__init__`` (it holds *expand_tabs*)."""
    (tmp_path / "wrap.py").write_text(WRAP)
    answer, _ = ask(store, tmp_path, "Where are tabs turned into spaces?")
    assert first_citation(answer) == ("wrap.py", line_of(tmp_path / "wrap.py", "def _munge"))
    answer, _ = ask(store, tmp_path, "Where is `wrap` defined?")  # a name is still looked up
    assert first_citation(answer) == ("wrap.py", line_of(tmp_path / "wrap.py", "def wrap"))


def test_a_which_question_that_names_a_file_is_answered_in_that_file(store, tmp_path):
    """The file a question names said where to look but was only two more words ("In b.py,
    ..." even made the question a "what does b.py define" one)."""
    (tmp_path / "a.py").write_text(
        "def load_settings(path):\n"
        '    """Read the settings file at path and return its values."""\n'
        "    with open(path) as f:\n"
        "        return dict(line.split('=', 1) for line in f)\n"
    )
    (tmp_path / "b.py").write_text(
        "def strip_all(text):\n"
        "    return [line.strip() for line in text.splitlines()]\n\n\n"
        "def settings_from(lines):\n"
        "    return dict(line.split(':', 1) for line in lines)\n"
    )
    for prompt in (
        "Which function in b.py reads the settings?",
        "In b.py, which function reads the settings?",
        "Which function of the `b` module reads the settings?",
    ):
        answer, _ = ask(store, tmp_path, prompt)
        assert first_citation(answer) == ("b.py", 5), prompt


def test_it_calls_only_the_tools_the_session_offers_and_says_what_it_could_not_do(store, code):
    """Like a model, the stand-in calls no tool the request does not offer: asked to run the
    tests in a read-only session it runs nothing and says which tool it lacked (it used to call
    bash, which the loop then refused)."""
    agent = make_agent(store, code, tools="view,grep,ls")
    events = []
    run_turn(agent, "Run `python -m pytest -q` and tell me what fails", events.append)
    calls = [e.call.name for e in events if isinstance(e, ToolStarted)]
    answer = store.messages(agent.session_id)[-1].text
    assert "bash" not in calls
    assert "it needs `bash`, which is not among this session's tools (grep, ls, view)" in answer
    assert "Nothing was run or changed" in answer
    # a question the offered tools can answer is still answered with them
    answer, found = ask(store, code, "Where is `Sink` defined?")
    assert {c.name for c in found} <= {"view", "grep", "glob", "ls"}


def test_a_raise_described_in_a_named_file_is_found_there(store, tmp_path):
    (tmp_path / "a.py").write_text(
        "def check_port(port):\n"
        "    if not 0 < port < 65536:\n"
        "        raise ValueError('port out of range')\n"
    )
    (tmp_path / "b.py").write_text(
        "def open_socket(host, number):\n"
        "    if number < 0:\n"
        "        raise ValueError('negative number')\n"
        "    return (host, number)\n"
    )
    answer, _ = ask(store, tmp_path, "Where does b.py complain that the port is out of range?")
    assert first_citation(answer) == ("b.py", 3)


def test_a_call_in_code_comes_before_a_mention_in_a_docstring(store, tmp_path):
    """A docstring that says "see fill()" was listed, and cited first, as a call of ``fill``."""
    (tmp_path / "wrap.py").write_text(
        "class Wrapper:\n"
        '    """Wraps text; see fill() for a single string."""\n\n'
        "    def fill(self, text):\n"
        "        return text\n\n\n"
        "def shorten(text):\n"
        "    # fill() does the work\n"
        "    return Wrapper().fill(text)\n"
    )
    answer, _ = ask(store, tmp_path, "Where is `fill` called?")
    assert first_citation(answer) == ("wrap.py", 10)
    assert "is called in 1 place" in answer and "Also mentioned in 2 comments" in answer


LIMITS = '''"""A line-based protocol client."""

_MAXLINE = 65536
_MAXHEADERS = 100
TOO_MANY_REQUESTS = 429


def read_line(fp):
    """Read one line of the response, no longer than the limit."""
    line = fp.readline(_MAXLINE + 1)
    if len(line) > _MAXLINE:
        raise ValueError("line too long")
    return line


def read_headers(fp):
    headers = []
    while True:
        line = read_line(fp)
        headers.append(line)
        if len(headers) > _MAXHEADERS:
            raise ValueError("got more than %d headers" % _MAXHEADERS)
        if line in (b"\\r\\n", b"\\n", b""):
            return headers
'''


@pytest.mark.parametrize(
    "prompt, constant",
    [
        ("What is the maximum line length?", "_MAXLINE ="),
        ("How many headers can a response have at most?", "_MAXHEADERS ="),
    ],
)
def test_a_question_about_a_settings_value_finds_the_constant(store, tmp_path, prompt, constant):
    """These were "how" questions answered with a function (constants were not candidates), and
    ``_MAXLINE`` was one word, *maxline*, that *maximum* and *line* could not meet."""
    (tmp_path / "proto.py").write_text(LIMITS)
    answer, _ = ask(store, tmp_path, prompt)
    assert first_citation(answer) == ("proto.py", line_of(tmp_path / "proto.py", constant))
    assert "It is used at `proto.py:10`" in answer or "_MAXHEADERS" in constant


def test_a_name_in_plain_quotes_is_a_name(store, tmp_path):
    """'fill' and "shorten" in quotes were only text to grep for: "who calls 'fill'?" cited the
    definition of ``fill`` as a call."""
    (tmp_path / "wrap.py").write_text(
        "def fill(text):\n    return text\n\n\ndef shorten(text):\n    return fill(text)[:10]\n"
    )
    answer, _ = ask(store, tmp_path, "Who calls 'fill'?")
    assert first_citation(answer) == ("wrap.py", 6)
    answer, _ = ask(store, tmp_path, 'What does "shorten" return?')
    assert first_citation(answer) == ("wrap.py", 6) and "returns" in answer


def test_a_question_in_everyday_words_finds_the_concept_the_code_names(store, tmp_path):
    """ "at the same time" is concurrency (a semaphore), not the clock whose code says *same
    time*: the concepts table (``offline/concepts.txt``) knows what the phrase means."""
    (tmp_path / "clocks.py").write_text(
        "class Clock:\n"
        '    """Tells the time of day."""\n\n'
        "    def same_time(self, other):\n"
        '        """True when both clocks show the same time."""\n'
        "        return self.time == other.time\n\n\n"
        "class Gate:\n"
        '    """Lets a fixed number of holders in."""\n\n'
        "    def __init__(self, size):\n"
        "        self._semaphore = Semaphore(size)\n"
    )
    answer, _ = ask(store, tmp_path, "Which class keeps callers from running at the same time?")
    assert first_citation(answer) == ("clocks.py", line_of(tmp_path / "clocks.py", "class Gate"))


WRAPPER_CONTEXT = '''"""Settings of one run."""


class Context:
    """The settings of one run, and shortcuts to the helpers."""

    def print_report(self, level=None):
        """Print the collected warnings to the console."""
        from .util import print_report
        return print_report(level)
'''


WRAPPER_UTIL = '''"""Helpers."""

import sys

_collected = []


def print_report(level=None):
    """Write out what was gathered."""
    for warning in _collected:
        if level is None or warning.level >= level:
            sys.stderr.write(warning.text + "\\n")
    return len(_collected)
'''


@pytest.fixture
def wrapped(tmp_path: Path) -> Path:
    pkg = tmp_path / "runner"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "context.py").write_text(WRAPPER_CONTEXT)
    (pkg / "util.py").write_text(WRAPPER_UTIL)
    return tmp_path


def test_which_function_is_the_one_that_does_the_work_not_its_wrapper(store, wrapped):
    """A method that only hands its call on to a function of the same name (its docstring
    says the question's words) gives its place to that function."""
    answer, _ = ask(store, wrapped, "Which function prints the collected warnings to the console?")
    util = wrapped / "runner/util.py"
    assert first_citation(answer) == ("runner/util.py", line_of(util, "def print_report"))


@pytest.mark.parametrize(
    "source, wrapper",
    [
        ("def f(x):\n    from .u import f\n    return f(x)\n", True),
        ('def f(x):\n    """Doc."""\n    return util.f(x, 1)\n', True),
        ("def f(x):\n    return g(x)\n", False),  # hands on to another name
        ("def f(x):\n    x += 1\n    y = x * 2\n    log(y)\n    return f(y)\n", False),
        ("def f(x):\n    return ff(x)\n", False),
    ],
)
def test_a_wrapper_is_a_short_body_returning_a_call_of_its_own_name(source, wrapper):
    from ctxmagic.offline.index import python_symbols
    from ctxmagic.offline.lookup import is_wrapper

    (symbol,) = python_symbols("m.py", source)
    assert is_wrapper(symbol) is wrapper


CONVERSIONS = '''"""Durations."""


def seconds_to_label(seconds):
    minutes, rest = divmod(seconds, 60)
    return f"{minutes} min {rest} s"


def write_all(durations, out):
    """Convert every duration and write the seconds out, one a line."""
    for seconds in durations:
        out.write(str(seconds) + "\\n")
'''


def test_a_name_that_says_x_to_y_is_a_conversion(store, tmp_path):
    """``seconds_to_label`` converts, though only its name's *to* says so."""
    (tmp_path / "durations.py").write_text(CONVERSIONS)
    answer, _ = ask(store, tmp_path, "How are seconds converted for display?")
    where = line_of(tmp_path / "durations.py", "def seconds_to_label")
    assert first_citation(answer) == ("durations.py", where)


@pytest.mark.parametrize(
    "name, conversion",
    [
        ("_date_to_string", True),
        ("toJSON", True),
        ("to_bytes", True),
        ("b2a_hex", True),
        ("total", False),
        ("photo_album", False),
        ("md5", False),
        ("go_to", False),
    ],
)
def test_conversion_names(name, conversion):
    from ctxmagic.offline.index import name_idiom

    assert (name_idiom(name) == ("convert",)) is conversion


MARKS = '''"""Sending text over a line protocol."""


def send_lines(sock, text):
    """Send the text to the peer, a line at a time, ending with a line of its own."""
    for line in text.splitlines():
        sock.sendall(line.encode() + b"\\r\\n")
    sock.sendall(b"end of the text\\r\\n")


def escape_leading(text):
    lines = text.split("\\n")
    return "\\n".join(".." + line[1:] if line.startswith(".") else line for line in lines)
'''


def test_a_mark_in_a_short_literal_is_found_by_its_name(store, tmp_path):
    """ "a dot" finds the function whose code says ``"."``, not the one that says *line* and
    *end* most."""
    (tmp_path / "lines.py").write_text(MARKS)
    prompt = "How does it make sure a line that starts with a dot is not read as the end?"
    answer, _ = ask(store, tmp_path, prompt)
    where = line_of(tmp_path / "lines.py", "def escape_leading")
    assert first_citation(answer) == ("lines.py", where)


@pytest.mark.parametrize(
    "literal, names",
    [
        ("..", ("dot", "period")),
        ("#", ("hash", "pound")),
        ("\t", ("tab",)),
        ("a.", ()),  # a letter: not a mark
        (" ", ()),
        ("....", ()),  # too long to be one mark
    ],
)
def test_punctuation_words(literal, names):
    from ctxmagic.offline.index import punctuation_words, stem

    assert punctuation_words(literal) == tuple(stem(n) for n in names)


# --- the seventh blind edit set's kinds (benchmarks/heldout_edits.py QUESTIONS7) --------------


def test_a_verb_that_is_also_a_name_asks_nothing_alone(store, code):
    """'handle' or 'cache' first in a question is a name, not an order to change code."""
    (code / "logpkg" / "cache.py").write_text("def cache(x):\n    return x\n")
    answer, _ = asked_unchanged(store, code, "cache - where is it?")
    assert first_citation(answer) == ("logpkg/cache.py", 1)


# --- the twelfth and thirteenth blind edit sets' kinds (QUESTIONS12, QUESTIONS13) -------------


def test_a_rename_of_a_name_two_definitions_share_is_declined(store, tmp_path):
    """fileinput has a function and a method called close(): a rename of the text would rename
    both and every `.close()` of a file too (edits13 #8 renamed 11 of them)."""
    (tmp_path / "f.py").write_text(
        "def close():\n    _state.close()\n\n\nclass F:\n    def close(self):\n"
        "        self._file.close()\n"
    )
    answer, _ = asked_unchanged(store, tmp_path, "rename close() to shutdown() in f.py")
    assert "`close` names 2 definitions" in answer and "`F.close`" in answer


# --- the fourteenth and fifteenth blind edit sets' kinds (QUESTIONS14, QUESTIONS15) -----------


def test_them_is_never_one_definition(store, tmp_path):
    """ "There are stray semicolons ... in smtp_RCPT and smtp_DATA. Drop them." deleted the
    method smtp_DATA (edits16, on main too): a plural pronoun is declined for a definition."""
    (tmp_path / "s.py").write_text(
        "class S:\n    def smtp_RCPT(self):\n        self.push('503');\n\n"
        "    def smtp_DATA(self):\n        self.push('503');\n"
    )
    answer, _ = asked_unchanged(
        store, tmp_path, "smtp_RCPT and smtp_DATA are never called. Drop them."
    )
    assert "stands for several things" in answer


def test_a_pronoun_for_an_attribute_to_initialise_must_be_one(store, tmp_path):
    (tmp_path / "t.py").write_text(
        "class T:\n    def __init__(self):\n        self.cache = {}\n\n"
        "    def pick(self):\n        self.a = self.b = 1\n"
    )
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "self.a and self.b are never set in __init__. Initialise it to 0 right after the cache"
        " line.",
    )
    assert "which attribute" in answer


@pytest.mark.parametrize(
    "prompt, where",
    [
        (
            "Which places in the sink module end up calling `level_name`?",
            ("logpkg/sink.py", 9),
        ),
        (
            "If I hand level_name some junk number, where does it bail out?",
            ("logpkg/levels.py", 10),
        ),
        (
            "My config has a weird level in it and it errors out. Where in `level_name` is that"
            " rejected?",
            ("logpkg/levels.py", 10),
        ),
        ("which line sets DEFAULT", ("logpkg/levels.py", 3)),
        ("where does NAMES get assigned?", ("logpkg/levels.py", 23)),
    ],
)
def test_questions_of_the_sixth_held_out_set_that_name_the_code(store, code, prompt, where):
    """Frames heldout6 found (each answered with another definition on main): "end up calling
    X", a complaint asked after a clause or a sentence, "which line sets X"."""
    answer, _ = ask(store, code, prompt)
    assert first_citation(answer) == where, answer


def test_which_function_is_a_question_not_the_which_program(store, code):
    """ "which function does ..., in what was printed?" ran `which function` on main: the
    question word before a noun is no command."""
    answer, calls = ask(
        store, code, "which function turns a number into the name printed in the output?"
    )
    assert all(c.name != "bash" for c in calls) and "level_name" in answer, answer


def test_a_word_of_the_sentence_after_calls_is_no_name(store, code):
    """ "a bunch of remote calls so they all go ..." grepped for `so(` on main."""
    _answer, calls = ask(
        store, code, "How can I batch the level calls so they all go out in one write?"
    )
    assert not any(str(c.input.get("pattern", "")).startswith(r"\bso") for c in calls)


@pytest.mark.parametrize(
    "prompt, where",
    [
        ("who ends up invoking level_name in the sink module?", ("logpkg/sink.py", 9)),
        ("whos calling lookup", None),  # nothing calls it: said so, never its definition
        ("where is a FileSink actually constructed in sink.py?", None),
    ],
)
def test_questions_of_the_seventh_held_out_set_about_callers(store, code, prompt, where):
    """ "who ends up invoking X", "whos calling X", "where is C constructed" (heldout7) were
    answered with the definition on main."""
    answer, calls = ask(store, code, prompt)
    assert calls and calls[0].name == "grep", answer
    if where:
        assert first_citation(answer) == where, answer
    else:
        assert "defined at" not in answer.split("\n")[0], answer


def test_a_raise_at_module_level_is_found_by_what_it_says(store, tmp_path):
    """ "where does codecs blow up right at import time if the builtin part can't be loaded?"
    (heldout7): a raise outside any function was never a candidate."""
    (tmp_path / "enc.py").write_text(
        "try:\n    from _enc import *\nexcept ImportError as why:\n"
        "    raise SystemError('Failed to load the builtin codecs: %s' % why)\n\n\n"
        "def encode(text):\n    if not text:\n        raise ValueError('nothing to encode')\n"
        "    return text\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "where does enc blow up right at import time if the builtin part can't be loaded?",
    )
    assert first_citation(answer) == ("enc.py", 4), answer


def test_a_python_statement_on_a_line_of_its_own_is_not_a_command(store, code):
    answer, calls = ask(
        store,
        code,
        "Make the error say more. Replace the line\n        raise UnknownLevel(level)\nwith\n"
        "        raise UnknownLevel(level, 'unknown')",
    )
    assert all(c.name != "bash" for c in calls), answer


RAISING = """def check(x):
    if not x:
        raise ValueError("no value specified")
    try:
        int(x)
    except ValueError:
        log("check", x)
        raise


def other(seq):
    if not seq:
        raise ValueError("other() arg is an empty sequence")
    if mixed(seq):
        raise ValueError("Can't mix absolute and relative values")
"""


@pytest.mark.parametrize(
    "prompt, line",
    [
        ("Where does check fail when you hand it an empty value?", 3),
        ("Where's ValueError raised in `other`?", 13),
        ("where's the ValueError about mixing absolute and relative values raised", 15),
    ],
)
def test_a_raise_in_the_definition_named_or_about_the_words_said(store, tmp_path, prompt, line):
    """A definition named keeps the raises to its own, a bare re-raise comes after a raise of
    its own, and a named exception's raises are ordered by the rest of the question (heldout8:
    each cited another raise first on main)."""
    (tmp_path / "r.py").write_text(RAISING)
    answer, _ = ask(store, tmp_path, prompt)
    assert first_citation(answer) == ("r.py", line), answer


@pytest.mark.parametrize(
    "prompt, line",
    [
        ("hey, which file and line is the LocaleTime class in?", 10),
        ("If I call _strptime with junk data where does it bail out?", 21),
        ("_strptime('x') blows up on me. Where in _strptime does it reject data like 'x'?", 21),
    ],
)
def test_questions_of_the_ninth_held_out_set(store, tmp_path, prompt, line):
    """ "which file and line is C in", a complaint after an "if" clause without a comma, a
    quote of the user's own input in a raise question (heldout9: answered with another
    definition or nothing on main)."""
    (tmp_path / "w.py").write_text(WARN)
    answer, _ = ask(store, tmp_path, prompt)
    assert first_citation(answer) == ("w.py", line), answer


def test_who_uses_a_helper_named_with_its_kind(store, tmp_path):
    (tmp_path / "tty.py").write_text(
        TTY
        + "\n\ndef _get_mode(fd):\n    return fd\n\n\ndef tcsetraw(fd):\n    return _get_mode(fd)\n"
    )
    answer, _ = ask(store, tmp_path, "Which functions use the _get_mode helper?")
    assert first_citation(answer) == ("tty.py", 31), answer


# --- the eleventh pass: blind sets heldout11-12 and edits22-23 (third-party code among them) -----


QS = '''"""A profiler and a sandbox."""

maxlen = 0


def parse(environ):
    # Maximum input we will accept when REQUEST_METHOD is POST
    if maxlen and len(environ) > maxlen:
        raise ValueError("Maximum content length exceeded")
    return environ


class Profile:
    bias = 0

    class fake_frame:
        def __init__(self, code, prior):
            self.f_code = code

    def simulate_call(self, name):
        frame = self.fake_frame(name, None)
        return frame


def safe_range(*args):
    rng = range(*args)
    if len(rng) > 100000:
        raise OverflowError("Range too big.")
    return rng


def memoize(func):
    cache = {}

    def memof(*args):
        try:
            return cache[args]
        except TypeError:
            raise TypeError("Arguments to memoized function must be hashable")

    return memof


def addpackage(sitedir, name):
    """Process a .pth file."""
    for line in open(name):
        if line.startswith("#"):
            continue
        if line.startswith(("import ", "import\\t")):
            exec(line)
            continue
        line = line.rstrip()
    return sitedir


class CDLL:
    def __getattr__(self, name):
        """Look up a function of the shared library by name and keep it for the next lookup."""
        func = self._lookup(name)
        setattr(self, name, func)
        return func
'''


@pytest.mark.parametrize(
    "prompt, cited",
    [
        ("wheres the module-level maxlen limit for POST bodies set?", "maxlen = 0"),
        ("Where is the `fake_frame` class that Profile uses?", "class fake_frame:"),
        ("safe_range gives up on some inputs - where exactly does it fail?", "raise OverflowError"),
        (
            "memoize falls over when I call the wrapped function with a list argument. where does"
            " that happen?",
            'raise TypeError("Arguments',
        ),
        (
            "how does addpackage deal with lines in a .pth file that begin with `import`?",
            'if line.startswith(("import "',
        ),
    ],
)
def test_questions_of_the_eleventh_and_twelfth_blind_sets(store, tmp_path, prompt, cited):
    """ "wheres X set" (a typo and a plain run-together name), "the X class that Profile uses"
    (a definition, not its uses), "gives up ... - where exactly does it fail?", "X falls over
    when ... . where does that happen?" (read as an edit on main), "how does f deal with <one
    detail>" (the line, not the definition): each cited another line first on main."""
    path = tmp_path / "qs.py"
    path.write_text(QS)
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    assert first_citation(answer) == ("qs.py", line_of(path, cited)), answer


def test_a_name_given_as_an_example_is_no_reason_to_find_nothing(store, tmp_path):
    """ "... type lib.somefunc, where does it find that function ...": `lib.somefunc` is in no
    file, so the words say what is asked (main answered "I found nothing")."""
    (tmp_path / "qs.py").write_text(QS)
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "After I load a shared library and type lib.somefunc, where does it look up that "
        "function and keep it so the next lookup is instant?",
    )
    assert first_citation(answer) == ("qs.py", line_of(tmp_path / "qs.py", "def __getattr__"))


@pytest.mark.parametrize(
    "prompt, target, words",
    [
        ("hi! which function parses the date header?", "function", ["pars", "dat", "header"]),
        ("So, which class keeps the cache of templates?", "class", ["keep", "cach", "templat"]),
        ("Thanks! And which method closes the socket?", "method", ["clos", "socket"]),
        ("Quick question: which function reads the file?", "function", ["read", "fil"]),
        (
            "I have a tally of counts. Which code throws the zero entries away?",
            "code",
            ["throw", "zero", "entry", "away", "tally", "count"],
        ),
    ],
)
def test_which_questions_after_a_greeting_or_a_sentence_of_context(prompt, target, words):
    """A greeting or a sentence of context before "which function ..." made it a "how"
    question on main (heldout10, heldout9): the kind asked for is kept, the context's words
    count at half."""
    q = read_question(prompt)
    assert (q.kind, q.target, q.words) == ("which", target, words)
    assert all(q.weights.get(w, 1.0) == 1.0 for w in words[:2])


def test_tells_me_if_is_no_condition():
    """ "which function tells me if a character is ..." halved every word after *if* on main."""
    assert clause_weights("which function tells me if a character belongs to a script?") == {}
    assert clause_weights("which method reads the file if it is missing?") != {}


def test_a_function_calling_itself_is_not_a_call_to_itself():
    """ "When a function ends up calling itself ..." asked for the callers of `itself`."""
    q = read_question(
        "When a function ends up calling itself again and again, how does the profiler avoid "
        "adding its time up twice?"
    )
    assert q.kind == "how" and q.subject is None


def test_a_member_of_a_class_said_as_a_word(store, tmp_path):
    """ "Where does the Profile class set its default calibration bias?" answered with a
    method on main (heldout11): the class said as "the Profile class", its member `bias`."""
    path = tmp_path / "qs.py"
    path.write_text(QS)
    answer, _ = asked_unchanged(
        store, tmp_path, "Where does the Profile class set its default calibration bias?"
    )
    assert first_citation(answer) == ("qs.py", line_of(path, "bias = 0")), answer


def test_which_code_after_a_clause_with_a_comma():
    q = read_question("When the store is full, which code kicks out the oldest entry?")
    assert (q.kind, q.target) == ("which", "code")


@pytest.mark.parametrize(
    "prompt, cited",
    [
        ("where is RAISES_KEYWORDS set", "RAISES_KEYWORDS = ("),
        ("Which places use varnames() to work out a function's argument names?", "names = var"),
        ("At which points does process give up on an event it doesn't like?", "raise ParseError"),
        ("Where does parse_version choke if I hand it 'three'?", "raise ValueError"),
    ],
)
def test_questions_of_the_thirteenth_and_fourteenth_blind_sets(store, tmp_path, prompt, cited):
    """ "where is RAISES_KEYWORDS set" was read as a raise (a verb inside a name), "which places
    use f() to ..." as a how-question, "at which points does f give up" and "where does f choke"
    as where-questions (heldout13-14, each wrong on main)."""
    path = tmp_path / "hooks.py"
    path.write_text(HOOKS)
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    assert first_citation(answer) == ("hooks.py", line_of(path, cited)), answer


def test_raises_in_the_file_named_come_first(store, tmp_path):
    (tmp_path / "a.py").write_text("def f():\n    raise KeyError('a')\n")
    (tmp_path / "rest.py").write_text("def g():\n    raise KeyError('b')\n")
    answer, _ = asked_unchanged(store, tmp_path, "In rest.py where is KeyError raised?")
    assert first_citation(answer) == ("rest.py", 2), answer


# --- the twelfth pass: blind sets heldout15-16 and edits26-27 (third-party code among them) -----


@pytest.mark.parametrize(
    "prompt, kind, target",
    [
        ("which little helper pads a piece of text on both sides?", "which", "function"),
        (
            "An uploaded field starts out in memory; which bit of code moves it to disk?",
            "which",
            "code",
        ),
        (
            "What makes 'Foo.Bar' and 'foo-bar' the same project? I mean which function lowers "
            "the name?",
            "which",
            "function",
        ),
        (
            "is there a helper to check whether two timestamps are close enough?",
            "which",
            "function",
        ),
        (
            "My SQL join gives back two columns both called the same thing. Something renames one"
            " of them. Which function does that?",
            "which",
            "function",
        ),
        ("can u add a docstring to the __repr__ method in locks.py?", "edit", None),
    ],
)
def test_which_frames_and_chat_spelling_of_the_twelfth_pass(prompt, kind, target):
    """An adjective before the noun ("which little helper", "which bit of code"), "I mean" before
    the question, "is there a helper to ...", a cue word ("called") in the context sentences
    before a which-question, and "can u" in a request (each read otherwise on main)."""
    q = read_question(prompt)
    assert (q.kind, q.target) == (kind, target)


def test_latin_abbreviations_and_hyphenated_words_name_nothing():
    """ "... get called, e.g. inside a test?" searched for calls of `e.g`; a "back-reference"
    is no reference to a name."""
    q = read_question(
        "How can I make a signal go quiet so no listener gets called, e.g. in a test?"
    )
    assert q.symbols == [] and q.kind == "how"
    assert q.kind != "calls"
    q = read_question("why do repeated lists get back-reference marks in the output?")
    assert q.kind != "calls"


def test_an_exception_said_after_a_possessive_is_a_name():
    q = read_question("Where is the parser's Error exception raised in python-dotenv?")
    assert "Error" in q.symbols


@pytest.mark.parametrize(
    "prompt, line",
    [
        ("Where's MAX_SELECT actually used (not defined)?", "return min(timeout, MAX_SELECT)"),
        ("Where is the DEL constant set in pools.ascii", "DEL = 0x7F"),
        (
            "where does the signer set its default key derivation to django-concat",
            'default_key_derivation: str = "django-concat"',
        ),
        ("how does unikey normalise a link label?", "def unikey(label):"),
        (
            "How does ThreadPoolExecutor pick max_workers when you don't pass one?",
            "max_workers = min(32,",
        ),
    ],
)
def test_named_questions_of_the_twelfth_pass(store, tmp_path, prompt, line):
    """A constant's own assignment is no use of it; a module said beside a name is where to
    look, not a name; words that join into a name ("default key derivation"); a name written as
    a plain word after "how does"; a class's method that sets a name it does not define (each
    answered first elsewhere on main)."""
    path = tmp_path / "pools" / "__init__.py"
    path.parent.mkdir()
    path.write_text(TWELFTH)
    (tmp_path / "pools" / "ascii.py").write_text("def ascii(c):\n    return c\n")
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    assert first_citation(answer) == ("pools/__init__.py", line_of(path, line)), answer


def test_a_package_named_in_a_question_is_where_to_look_not_a_word(store, tmp_path):
    """ "what in difflib suggests ..." cited `_test`, whose body says `difflib`; and "where does
    asyncio complain ..." cited a module-level raise of every asyncio module."""
    pkg = tmp_path / "speller"
    pkg.mkdir()
    (pkg / "__init__.py").write_text(
        "def get_close_matches(word, possibilities):\n"
        '    """The possibilities that are nearest to the word."""\n'
        "    return [p for p in possibilities if p[0] == word[0]]\n\n\n"
        "def _test():\n"
        "    import doctest, speller\n"
        "    return doctest.testmod(speller)\n"
    )
    (pkg / "win.py").write_text(
        "import sys\n\nif sys.platform != 'win32':\n    raise ImportError('win32 only')\n"
    )
    (pkg / "locks.py").write_text(
        "class BoundedSemaphore:\n"
        "    def release(self):\n"
        "        if self._value >= self._bound_value:\n"
        "            raise ValueError('BoundedSemaphore released too many times')\n"
    )
    answer, _ = asked_unchanged(store, tmp_path, "what in speller suggests the nearest words?")
    assert first_citation(answer)[0] == "speller/__init__.py" and "get_close_matches" in answer
    assert first_citation(answer)[1] == 1, answer
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "I have a counter that may be given back only as many times as it was taken. Where does"
        " speller complain when someone gives it back once too often?",
    )
    assert first_citation(answer) == ("speller/locks.py", 4), answer


def test_how_with_a_caller_in_its_condition_is_a_how_question():
    q = read_question(
        "How does `decorate` build a different wrapper when the caller is a coroutine?"
    )
    assert q.kind == "how"


@pytest.mark.parametrize(
    "prompt, line",
    [
        ("where does jsonish throw a ValueError on a circular structure?", "Circular reference"),
        ("where is the module-level DEFAULT_BLOCK_SIZE constant set?", "DEFAULT_BLOCK_SIZE = 2"),
        ("Which function validates a DateDuration before it gets formatted?", "def validate_"),
    ],
)
def test_named_questions_of_the_second_four_sets(store, tmp_path, prompt, line):
    """A package's name said is no word of a raise's message ("where does json5 throw a
    ValueError on a circular structure?" cited the message that says JSON5); "module-level"
    picks the module's constant over a class's; "which function validates a DateDuration"
    answered the class on main."""
    pkg = tmp_path / "jsonish"
    pkg.mkdir()
    (pkg / "__init__.py").write_text(
        "class DateDuration:\n    def __neg__(self):\n        return self\n\n\n"
        "def validate_date_duration(date_duration):\n"
        "    if date_duration.years < 0:\n        raise ValueError('negative')\n\n\n"
        "def parse(text):\n"
        "    if not text:\n        raise ValueError('Empty strings are not legal jsonish')\n"
        "    return text\n\n\n"
        "class Encoder:\n"
        "    DEFAULT_BLOCK_SIZE = 5\n\n"
        "    def encode(self, obj, seen):\n"
        "        if id(obj) in seen:\n"
        "            raise ValueError('Circular reference detected.')\n"
        "        return obj\n\n\n"
        "DEFAULT_BLOCK_SIZE = 2 ** 20\n"
    )
    path = pkg / "__init__.py"
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    assert first_citation(answer) == ("jsonish/__init__.py", line_of(path, line)), answer


# --- the thirteenth pass: blind sets heldout19-22 and edits30-31 (third-party code) ----------


def test_a_comment_above_a_definition_that_has_none_is_declined(store, tmp_path):
    (tmp_path / "work.py").write_text(THIRTEENTH)
    answer, _ = asked_unchanged(store, tmp_path, "Delete the comment above find_value")
    assert "there is no comment right above `find_value`" in answer


def test_a_stub_is_not_the_definition_a_returns_question_reads(store, tmp_path):
    """A package that ships a .pyi beside its module: "what does has() return?" read the stub's
    `...` body and said it returns None."""
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.pyi").write_text("def has(cls: type) -> bool: ...\n")
    (tmp_path / "pkg" / "funcs.py").write_text(
        "def has(cls):\n    if cls is None:\n        return False\n    return hasattr(cls, 'x')\n"
    )
    answer, _ = ask(store, tmp_path, "what does has() return?")
    assert first_citation(answer) == ("pkg/funcs.py", 3) and "returns `None`" not in answer


def test_where_does_a_class_named_as_a_word_raise_lists_its_raises_first(store, tmp_path):
    (tmp_path / "metrics.py").write_text(
        "def parse(x):\n    raise ValueError('a histogram bucket is bad')\n\n\n"
        "class Histogram:\n    def _prepare(self, buckets):\n"
        "        if buckets != sorted(buckets):\n"
        "            raise ValueError('Buckets not in sorted order')\n"
    )
    answer, _ = ask(store, tmp_path, "where does Histogram raise a ValueError about its buckets?")
    assert first_citation(answer) == ("metrics.py", 8)


def test_a_failure_asked_with_a_condition_that_mentions_a_return_is_a_raises_question():
    """ "Where does f fail when the sub method's return type is wrong?" listed f's returns."""
    q = read_question(
        "Where does ensure_return_type_compatibility fail when the sub method's return type is "
        "wrong?"
    )
    assert q.kind == "raises"
    assert read_question("what does f return when it fails?").kind == "returns"


# --- the thirteenth pass, second round: heldout23-26 and edits32-33 ---------------------------


def test_which_bit_decides_is_a_which_question_not_a_listing():
    """ "when the tree is printed back as C, which bit decides ...": *tree* read it as a request
    for the file tree."""
    q = read_question(
        "when the tree is printed back as C, which bit decides whether a + b needs brackets?"
    )
    assert (q.kind, q.target) == ("which", "code")
    assert read_question("which bit of the header is the flag?").kind != "which"


@pytest.mark.parametrize(
    "prompt, kind, target",
    [
        (
            "which func converts a dict with the v3 aliases into plain mime-type keys?",
            "which",
            "function",
        ),
        (
            "How does the NoPublicConstructor metaclass stop people from instantiating a class "
            "directly?",
            "how",
            None,
        ),
        (
            "how does CachedAccessor.read throw out old entries once the cache is full?",
            "how",
            None,
        ),
        (
            "what happens in remove_move when the name isn't a known move -- where does it error?",
            "raises",
            None,
        ),
    ],
)
def test_questions_of_the_thirteenth_pass_second_round(prompt, kind, target):
    """ "which func ..." ran `which func converts` as a command; "how does C stop people from
    instantiating ..." was a calls question; "throw out old entries" no raise; "where does it
    error?" a raise."""
    q = read_question(prompt)
    assert (q.kind, q.target) == (kind, target)


def test_which_method_looks_at_a_constant_answers_with_the_method(store, tmp_path):
    """ "Which method on Retry looks at RETRY_CODES to decide ...": the constant it names was
    the answer."""
    (tmp_path / "retry.py").write_text(
        "class Retry:\n    RETRY_CODES = frozenset([413, 429, 503])\n\n"
        "    def is_retry(self, status):\n        return status in self.RETRY_CODES\n\n"
        "    def sleep(self):\n        return 1\n"
    )
    answer, _ = ask(
        store, tmp_path, "Which method on Retry looks at RETRY_CODES to decide if a retry is due?"
    )
    assert first_citation(answer) == ("retry.py", 4)


# --- the fourteenth pass ----------------------------------------------------------------------


def test_a_raise_in_a_named_method_of_one_class_among_several(store, tmp_path):
    """ "where does B.encode give up ...": B's raise, not A's method of the same name."""
    (tmp_path / "enc.py").write_text(
        "class A:\n    def encode(self, value):\n        if not value:\n"
        "            raise ValueError('empty value')\n        return value\n\n\n"
        "class B:\n    def encode(self, value):\n        if len(value) < 2:\n"
        "            raise ValueError('short')\n        return value\n"
    )
    answer, _ = ask(store, tmp_path, "where does B.encode give up on an empty value?")
    assert first_citation(answer) == ("enc.py", 11)


def test_a_use_is_listed_before_a_name_of_a_bracketed_import(store, tmp_path):
    (tmp_path / "util.py").write_text("def extras(a):\n    return a\n")
    (tmp_path / "keywords.py").write_text(
        "from util import (\n    extras,\n)\n\n\ndef check(a):\n    return set(extras(a))\n"
    )
    answer, _ = ask(store, tmp_path, "who uses extras")
    assert first_citation(answer) == ("keywords.py", 7)


def test_how_a_method_works_is_its_implementation_not_a_protocols_declaration(store, tmp_path):
    (tmp_path / "protocols.py").write_text(
        "class Validator:\n    def iter_errors(self, instance):\n"
        '        """Lazily yield each of the validation errors: with a schema that is False,\n'
        '        every instance is invalid."""\n'
    )
    (tmp_path / "validators.py").write_text(
        "class Real:\n    def iter_errors(self, instance, schema=None):\n"
        "        if schema is True:\n            return\n        elif schema is False:\n"
        "            yield 'False schema'\n"
    )
    answer, _ = ask(
        store, tmp_path, "how does a validator's iter_errors deal with a schema that is `False`?"
    )
    assert first_citation(answer)[0] == "validators.py"


def test_how_it_picks_when_a_setting_is_written_as_code(store, tmp_path):
    """ "How does Lark pick a lexer when I leave lexer='auto'?": the line that tests the setting,
    in the method that holds it (another method of the class was cited)."""
    (tmp_path / "lark.py").write_text(
        "class Lark:\n    def __init__(self, lexer='auto'):\n        self.lexer = lexer\n"
        "        if self.lexer == 'auto':\n            self.lexer = 'contextual'\n\n"
        "    def _build_lexer(self, dont_ignore=False):\n        '''Build the lexer.'''\n"
        "        return self.lexer\n"
    )
    answer, _ = ask(store, tmp_path, "How does Lark pick a lexer when I leave lexer='auto'?")
    assert first_citation(answer) == ("lark.py", 4)


def test_where_a_key_is_given_its_default_value(store, tmp_path):
    """ "Where does lark set earley as the default parser?": the one ``'parser': 'earley'`` of
    the code, not a text that says it or a call that passes it."""
    (tmp_path / "lark.py").write_text(
        'OPTIONS_DOC = """\n    parser\n        Accepts "earley" or "lalr". (Default: "earley")\n'
        '        Only relevant if parser="earley"\n"""\n\n\nclass LarkOptions:\n'
        "    _defaults = {\n        'debug': False,\n        'parser': 'earley',\n    }\n\n\n"
        "def create_earley_parser(options):\n    return options\n"
    )
    (tmp_path / "nearley.py").write_text(
        "from lark import Lark\n\nP = Lark('g', parser='earley')\n"
    )
    answer, _ = ask(store, tmp_path, "Where does lark set earley as the default parser?")
    assert first_citation(answer) == ("lark.py", 11)


def test_a_phrase_of_the_concepts_table_still_finds_its_line(store, tmp_path):
    """ "starts with" is read as one concept; the line ``if ref.startswith("#"):`` that a how-
    question about it asks for was no longer found (the phrase's words were gone)."""
    (tmp_path / "core.py").write_text(
        "class Resolver:\n    def lookup(self, ref):\n"
        '        """Resolve the given reference to the resource it points to."""\n'
        "        uri = ref\n"
        '        if ref.startswith("#"):\n            uri = self.base + ref\n        return uri\n'
        + "".join(f"\n\ndef helper_{n}(value):\n    return value * {n}\n" for n in range(6))
    )
    answer, _ = ask(
        store, tmp_path, "How does `Resolver.lookup` handle a ref that starts with '#'?"
    )
    assert first_citation(answer) == ("core.py", 5)


def test_how_a_named_function_works_is_the_one_its_wrapper_calls(store, tmp_path):
    """A package's ``escape`` that only calls the parser's ``escape``: how it is done is there."""
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text(
        "from . import parser as cp\n\n\ndef escape(ident):\n"
        '    """Escape identifier."""\n    return cp.escape(ident)\n'
    )
    (tmp_path / "pkg" / "parser.py").write_text(
        "def escape(ident):\n"
        '    """Escape identifier."""\n    out = []\n    for index, c in enumerate(ident):\n'
        "        if index == 0 and c.isdigit():\n            out.append('\\\\3' + c)\n"
        "        else:\n            out.append(c)\n    return ''.join(out)\n"
    )
    answer, _ = ask(
        store, tmp_path, "how does `escape()` deal with an identifier that starts with a digit?"
    )
    assert first_citation(answer)[0] == "pkg/parser.py"


def test_a_statement_said_by_its_keyword_is_reported_as_its_whole_line(store, tmp_path):
    """ "There's an assert inside ... of f. Comment it out.": the answer quotes the line it
    changed, not the keyword; a line quoted before the pronoun stays the one read."""
    (tmp_path / "timers.py").write_text(SECOND_ROUND)
    answer, _ = ask(
        store, tmp_path, "There's an assert inside the while loop of find_env. Comment it out."
    )
    assert answer.startswith("Commented out the line `assert isinstance(path, str)` at")
    answer, _ = ask(
        store,
        tmp_path,
        "timers.py line 33 reads `colors[None] = '29'`; replace that line with "
        "`colors[None] = '39'`",
    )
    assert answer.startswith("Replaced `colors[None] = '29'` with `colors[None] = '39'`")


# --- the fifteenth pass ----------------------------------------------------------------------


def test_a_line_said_as_bare_code_is_the_one_line_holding_it(store, tmp_path):
    """ "comment out the warnings.simplefilter line in FILE": the one line with that code."""
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "util.py").write_text(
        "import warnings\n\nwarnings.simplefilter('once', UserWarning)\nwarnings.warn('x')\n"
    )
    answer, _ = ask(store, tmp_path, "comment out the warnings.simplefilter line in pkg/util.py")
    assert answer.startswith("Commented out the line `warnings.simplefilter('once', UserWarning)`")


COORDINATORS = (
    "class CRTTransferCoordinator:\n    def done(self):\n        return self._future.done()\n\n\n"
    "class TransferCoordinator:\n    def done(self):\n"
    "        return self.status in ['failed', 'success']\n"
)


def test_class_dot_method_is_not_matched_inside_a_longer_class_name(store, tmp_path):
    """ "what does TransferCoordinator.done() give back?" was answered with
    ``CRTTransferCoordinator.done``, whose qualified name ends with the same text."""
    (tmp_path / "futures.py").write_text(COORDINATORS)
    answer, _ = ask(store, tmp_path, "what does `TransferCoordinator.done()` give back?")
    assert first_citation(answer) == ("futures.py", 8)
    assert "CRTTransferCoordinator" not in answer


def test_a_setting_searched_for_is_found_first_where_it_is_set_in_the_file_named(store, tmp_path):
    """ "In manager.py, where is the default for max_request_concurrency set?": a name that
    defines nothing is searched for; the file named comes first, and in it the default."""
    (tmp_path / "crt.py").write_text("OPTIONS = [\n    ('max_request_concurrency', (0, 29)),\n]\n")
    (tmp_path / "manager.py").write_text(
        "class Config:\n    def __init__(\n        self,\n        max_request_concurrency=10,\n"
        "    ):\n        '''max_request_concurrency: how many requests at once'''\n"
        "        self.concurrency = max_request_concurrency\n"
    )
    question = "In manager.py, where is the default for max_request_concurrency set?"
    answer, _ = ask(store, tmp_path, question)
    assert first_citation(answer) == ("manager.py", 4)


def test_an_exception_made_then_raised_by_a_name_is_cited_with_its_raise(store, tmp_path):
    """No ``raise ConnectionError``: the instance made and the ``raise response`` after it come
    first, the import last."""
    (tmp_path / "mock.py").write_text(
        "from requests.exceptions import ConnectionError\n\n\n"
        "def on_request(request, match):\n    if match is None:\n"
        "        response = ConnectionError('no match')\n        response.request = request\n"
        "        raise response\n    return match\n"
    )
    answer, _ = ask(store, tmp_path, "where is the ConnectionError raised when nothing matches?")
    assert answer.startswith("`ConnectionError` is made, then raised by the name it is given:")
    assert [n for _p, n in re.findall(r"`(mock\.py):(\d+)`", answer)][:3] == ["6", "8", "1"]


def test_a_which_question_whose_description_says_uses_is_still_a_which_question():
    """ "Which function rewrites a web address ... so that it only uses plain letters?" was
    read as "where is `plain` used"."""
    q = read_question(
        "Which function rewrites a web address whose site name has accented or foreign letters "
        "so that it only uses plain letters?"
    )
    assert (q.kind, q.target) == ("which", "function")
    assert read_question("Which function uses `parse_header`?").kind == "calls"


@pytest.mark.parametrize(
    "prompt, kind, symbols, modules",
    [
        ("where's Interval defined in annotated_types", "where", ["Interval"], ["annotated_types"]),
        (
            "Can you point me to the HTTP11UpgradeStream class?",
            "where",
            ["HTTP11UpgradeStream"],
            [],
        ),
        (  # "used" in an aside is not what it asks
            "Which line sets RETRIES_BACKOFF_FACTOR, the delay factor used between retries?",
            "where",
            ["RETRIES_BACKOFF_FACTOR"],
            [],
        ),
        (  # a greeting, then a clause, then the question
            "hey, if I hand split_port a malformed port spec, where exactly does it fail?",
            "raises",
            ["split_port"],
            [],
        ),
    ],
)
def test_questions_read_in_the_fifteenth_pass(prompt, kind, symbols, modules):
    q = read_question(prompt)
    assert (q.kind, q.symbols, q.modules) == (kind, symbols, modules)


def test_where_a_function_that_only_reraises_rejects_is_its_helpers_raise(store, tmp_path):
    """ "get_literal_values with type_check=True -- where does it reject a value like 1.0?":
    the function's own raise is a bare re-raise; the helper it calls raises the error."""
    (tmp_path / "introspection.py").write_text(
        "def _literal_type_check(value):\n    if not isinstance(value, (int, str)):\n"
        "        raise TypeError(f'{value} is not a valid literal value')\n\n\n"
        "def get_literal_values(annotation, type_check=False):\n    for arg in annotation:\n"
        "        try:\n            value = arg.value\n        except NameError:\n"
        "            raise\n        if type_check:\n            _literal_type_check(value)\n"
        "        yield value\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "get_literal_values with type_check=True -- where does it reject a value like 1.0?",
    )
    assert first_citation(answer) == ("introspection.py", 3)


# --- the sixteenth pass: lines said by what they do, ranges, remarks, roles -------------------


@pytest.mark.parametrize(
    "prompt, kind, target",
    [
        # a wh-question after a dash: a question, though it starts with a verb that edits
        ("renaming a notebook onto a name that exists gives me a 409 -- where's that thrown?",
         "raises", None),
        # a condition first: its "returns" is not what is asked
        ("If a view returns a 2-tuple, how does make_response tell whether the second item is "
         "a status or headers?", "how", None),
        # a role classes are named for
        ("Which preprocessor merges consecutive stream outputs of a cell into one?", "which",
         "preprocessor"),
    ],
)  # fmt: skip
def test_questions_read_in_the_sixteenth_pass(prompt, kind, target):
    q = read_question(prompt)
    assert (q.kind, q.target) == (kind, target)


def test_a_raise_whose_message_names_what_was_asked_about_comes_first(store, tmp_path):
    """ "Where does Concatenate raise a TypeError when ... isn't a ParamSpec": the raise about
    Concatenate, not the one in ParamSpec's own method."""
    (tmp_path / "te.py").write_text(
        "class ParamSpec:\n    def __init_subclass__(cls):\n"
        "        raise TypeError('ParamSpec is not an acceptable base type')\n\n\n"
        "def _concatenate_getitem(parameters):\n    if not parameters:\n"
        "        raise TypeError('Cannot take a Concatenate of no types.')\n"
        "    raise TypeError('The last parameter to Concatenate should be a ParamSpec.')\n\n\n"
        "def Concatenate(parameters):\n    return _concatenate_getitem(parameters)\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "Where does Concatenate raise a TypeError when the parameters are wrong (empty, or the "
        "last one isn't a ParamSpec)?",
    )
    assert first_citation(answer)[1] in (8, 9)


def test_a_raise_in_the_module_said_comes_first(store, tmp_path):
    """ "where does the slides exporter bail out ...": the raise in exporters/slides.py."""
    (tmp_path / "exporters").mkdir()
    (tmp_path / "exporters/pdf.py").write_text(
        "class PDFExporter:\n    def run_command(self, cells):\n"
        "        msg = 'the cells marked for export failed'\n        raise RuntimeError(msg)\n"
    )
    (tmp_path / "exporters/slides.py").write_text(
        "class RevealPreprocessor:\n    def preprocess(self, cells):\n"
        "        if all(c == 'skip' for c in cells):\n"
        "            msg = 'All cells are hidden, cannot create slideshow.'\n"
        "            raise ValueError(msg)\n"
    )
    answer, _ = ask(
        store, tmp_path, "where does the slides exporter bail out when every cell is marked skip"
    )
    assert first_citation(answer) == ("exporters/slides.py", 5)


def test_which_role_answers_with_a_class_of_that_role_and_its_closest_method(store, tmp_path):
    (tmp_path / "pre.py").write_text(
        "class StreamReader:\n    '''Reads consecutive stream outputs.'''\n\n"
        "    def read(self, outputs):\n        return outputs\n\n\n"
        "class CoalesceStreamsPreprocessor:\n    '''Merge consecutive stream outputs.'''\n\n"
        "    def __init__(self):\n        self.n = 0\n\n"
        "    def preprocess_cell(self, cell):\n        '''Merge the cell's stream outputs.'''\n"
        "        return cell\n"
    )
    answer, _ = ask(
        store, tmp_path, "Which preprocessor merges consecutive stream outputs of a cell into one?"
    )
    assert first_citation(answer) == ("pre.py", 8)
    assert (
        "closest to the question is `CoalesceStreamsPreprocessor.preprocess_cell` at `pre.py:14`"
        in answer
    )


@pytest.mark.parametrize(
    "prompt, kind, symbols",
    [
        ("I set an AliasGenerator in my config. Which places actually call its generate_aliases "
         "method?", "calls", ["AliasGenerator", "generate_aliases"]),
        # "refuse" is the ask; "to be used" is what it refuses
        ("where does with_config refuse to be used on a BaseModel subclass", "raises",
         ["with_config", "BaseModel"]),
        # "were used" describes, "Which class" asks
        ("Which class enforces max_leaves for st.recursive, i.e. stops the base strategy being "
         "drawn once too many leaves were used?", "which", ["st.recursive", "max_leaves"]),
    ],
)  # fmt: skip
def test_questions_read_in_the_sixteenth_pass_second_round(prompt, kind, symbols):
    q = read_question(prompt)
    assert (q.kind, q.symbols) == (kind, symbols)


STATEFUL = {
    "shrinker.py": "class Shrinker:\n    def consider(self, value):\n"
    "        self.check_invariants(value)\n\n    def check_invariants(self, value):\n"
    "        return value\n",
    "stateful.py": "def run_state_machine(machine):\n    machine.check_invariants()\n",
    "schema.py": "def emit_warning(kind):\n    return kind\n\n\ndef other():\n"
    "    emit_warning('a')\n\n\nclass GenerateJsonSchema:\n    def field(self):\n"
    "        emit_warning('b')\n",
}


@pytest.mark.parametrize(
    "prompt, first",
    [
        # the other words say where: the state machine's call
        ("who calls check_invariants on the state machine", ("stateful.py", 2)),
        # "where does A call B": B's calls in A
        ("where does GenerateJsonSchema call emit_warning?", ("schema.py", 11)),
    ],
)
def test_calls_in_the_place_said_come_first(store, tmp_path, prompt, first):
    for name, text in STATEFUL.items():
        (tmp_path / name).write_text(text)
    answer, _ = ask(store, tmp_path, prompt)
    assert first_citation(answer) == first


def test_a_raise_question_naming_a_function_of_a_package_raising_it_everywhere(store, tmp_path):
    """More raises of InvalidArgument than one search lists: then those in the file defining
    the function said."""
    (tmp_path / "a_settings.py").write_text(
        "class InvalidArgument(Exception):\n    pass\n\n\n"
        + "".join(
            f"def check{i}(x):\n    raise InvalidArgument('bad {i}')\n\n\n" for i in range(110)
        )
    )
    (tmp_path / "core.py").write_text(
        "from a_settings import InvalidArgument\n\n\ndef sampled_from(elements):\n"
        "    if not elements:\n        raise InvalidArgument('Cannot sample from a length-zero "
        "sequence.')\n    return elements\n"
    )
    answer, _ = ask(
        store, tmp_path, "sampled_from([]) gives me InvalidArgument -- which line raises that?"
    )
    assert first_citation(answer) == ("core.py", 6)
    assert "1 of them in `core.py`" in answer


def test_which_class_for_a_function_named_answers_with_a_class(store, tmp_path):
    (tmp_path / "rec.py").write_text(
        "class RecursiveStrategy:\n    '''Draws from base until max_leaves leaves are used.'''\n\n"
        "    def do_draw(self, data):\n        return data\n\n\n"
        "def recursive(base, extend, max_leaves=100):\n    return RecursiveStrategy()\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "Which class enforces max_leaves for recursive, i.e. stops the base strategy being drawn "
        "once too many leaves were used?",
    )
    assert first_citation(answer) == ("rec.py", 1)


def test_which_role_finds_a_function_named_for_it(store, tmp_path):
    (tmp_path / "validators.py").write_text(
        "def int_validator(v):\n    return int(v)\n\n\n"
        "def bool_validator(v):\n"
        "    return v in ('yes', 'on', 't')\n\n\nclass Model:\n"
        "    def strings_to_booleans(self, strings):\n"
        "        '''Turn strings like yes, off or f into booleans.'''\n"
        "        return strings\n"
    )
    answer, _ = ask(
        store, tmp_path, "which validator turns strings like 'yes', 'off' or 'f' into booleans?"
    )
    assert first_citation(answer) == ("validators.py", 5)  # not Model.strings_to_booleans


@pytest.mark.parametrize(
    "prompt, kind, symbols, phrases",
    [
        # quotes inside a call are values passed, the name called is a name
        ("I did Config(retries={'mode': 'turbo'}) and got an exception. Where does Config "
         "reject bad retry settings?", "raises", ["Config"], []),
        # "that keeps returning": what the service does, not what is asked
        ("How does PageIterator guard against a service that keeps returning the same NextToken "
         "forever?", "how", ["PageIterator", "NextToken"], []),
        # the class said before "method" is the one whose method is asked for
        ("Which Stubber method compares the params my code passed against the expected_params I "
         "gave add_response?", "which", ["Stubber", "expected_params", "add_response"], []),
    ],
)  # fmt: skip
def test_questions_read_in_the_sixteenth_pass_third_round(prompt, kind, symbols, phrases):
    q = read_question(prompt)
    assert (q.kind, q.symbols, q.phrases) == (kind, symbols, phrases)


def test_a_message_quoted_with_its_values_filled_in_is_found(store, tmp_path):
    (tmp_path / "gml.py").write_text(
        "def read_gml(lines):\n    for line in lines:\n        if not line.isascii():\n"
        "            raise ValueError('input is not ASCII-encoded')\n    return parse(lines)\n\n\n"
        "def parse(edges):\n    for i, (source, target) in enumerate(edges):\n"
        "        if source is None:\n"
        "            raise ValueError(f'edge #{i} has undefined source {source!r}')\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "read_gml fails with 'edge #3 has undefined source'. where does it reject edges that "
        "point at nodes it doesn't know?",
    )
    assert first_citation(answer) == ("gml.py", 11)


def test_how_a_parameter_said_is_handled_cites_the_condition_testing_it(store, tmp_path):
    (tmp_path / "astar.py").write_text(
        "def astar_path(G, source, target, heuristic=None, weight='weight'):\n"
        "    '''Returns a shortest path using A*.'''\n    if source not in G:\n"
        "        raise KeyError(source)\n    if heuristic is None:\n\n"
        "        def heuristic(u, v):\n            return 0\n\n    return [source, target]\n"
    )
    answer, _ = ask(store, tmp_path, "In astar_path, what happens when heuristic is left as None?")
    assert first_citation(answer) == ("astar.py", 5)


def test_which_class_for_a_constant_said_answers_with_a_class_by_its_words(store, tmp_path):
    (tmp_path / "db.py").write_text(
        "CI = dict(database=None)\n\n\nclass DirectoryDatabase:\n    '''Saves examples.'''\n\n\n"
        "class ReadOnlyDatabase:\n    '''Reads the shared failures; ignores writes and deletes.'''\n\n"
        "    def save(self, key):\n        pass\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "Which class lets my laptop read the failures our CI shared, but ignores writes and "
        "deletes from my side?",
    )
    assert first_citation(answer) == ("db.py", 8)


def test_a_method_said_by_a_statement_word_is_no_line(store, tmp_path):
    """ "the print method of Stats is dead code, remove it": a method, not a print line."""
    (tmp_path / "pstats.py").write_text(
        "class Stats:\n    def print_stats(self):\n        print(self)\n"
    )
    answer, _ = asked_unchanged(
        store, tmp_path, "pstats.py: the print method of Stats is dead code, remove it."
    )
    assert "“it” stands for" in answer


def test_raises_elsewhere_that_the_question_describes_are_listed_after_the_home_file(
    store, tmp_path
):
    """ "coset enumeration on my FpGroup dies with a ValueError about having defined more than
    N cosets": FpGroup's file first, then the raise in another file the search found."""
    (tmp_path / "z_free.py").write_text(
        "".join(f"def check{i}(x):\n    raise ValueError('bad {i}')\n\n\n" for i in range(110))
    )
    (tmp_path / "coset_table.py").write_text(
        "class CosetTable:\n    def define(self):\n"
        "        raise ValueError('the coset enumeration has defined more than 100 cosets')\n"
    )
    (tmp_path / "fp_groups.py").write_text(
        "class FpGroup:\n    def subgroup(self, gens):\n"
        "        raise ValueError('Generators must be FreeGroupElements')\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "coset enumeration on my FpGroup dies with a ValueError about having defined more than "
        "N cosets -- where is that thrown?",
    )
    assert "`coset_table.py:3`" in answer


def test_calls_in_tests_come_after_the_codes_own(store, tmp_path):
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests/test_sets.py").write_text(
        "from sets import Intersection\n\n\ndef test_intersection():\n"
        "    assert Intersection._handle_finite_sets([])\n"
    )
    (tmp_path / "sets.py").write_text(
        "class Intersection:\n    @staticmethod\n    def _handle_finite_sets(args):\n"
        "        return args\n\n\ndef simplify(args):\n"
        "    return Intersection._handle_finite_sets(args)\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "Apart from the tests, where is Intersection._handle_finite_sets actually called from?",
    )
    assert first_citation(answer) == ("sets.py", 8)


def test_a_commit_scope_written_as_a_call_is_no_name():
    q = read_question("chore(jedi/references): _PARSED_FILE_LIMIT 30 -> 50")
    assert "chore" not in q.symbols


def test_which_helper_a_function_uses_is_one_it_calls_passed_what_is_said(store, tmp_path):
    """ "Which helper does betweenness_centrality use to count shortest paths when I pass
    weight=...?": of the functions it calls, the one passed `weight` (heldout44 #40 named the
    function asked about)."""
    (tmp_path / "betweenness.py").write_text(
        "def betweenness_centrality(G, weight=None):\n"
        "    for s in G:\n"
        "        if weight is None:\n"
        "            S, sigma = _single_source_shortest_path_basic(G, s)\n"
        "        else:\n"
        "            S, sigma = _single_source_dijkstra_path_basic(G, s, weight)\n"
        "    return _rescale(S)\n\n\n"
        "def _single_source_shortest_path_basic(G, s):\n    return [], {}\n\n\n"
        "def _single_source_dijkstra_path_basic(G, s, weight):\n    return [], {}\n\n\n"
        "def _rescale(betweenness):\n    return betweenness\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "Which helper does betweenness_centrality use to count shortest paths when I pass "
        "weight=...?",
    )
    assert first_citation(answer) == ("betweenness.py", 14)


def test_a_message_seen_then_where_it_comes_from_is_a_raise_or_where_it_is_written(store, tmp_path):
    """ "i got 'Invalid Dimension: max < min.' -- where does that come from" was read as a
    how-question and answered with another function (heldout42 #9); a message no raise says is
    listed where it is written."""
    (tmp_path / "dimension.py").write_text(
        "class Dimension:\n    def __init__(self, min=0, max=10):\n"
        "        if max < min:\n"
        '            raise ValueError("Invalid Dimension: max < min.")\n\n\n'
        "def max_layout_dimensions(dimensions):\n"
        "    return max(d.max for d in dimensions)\n\n\n"
        "def wait():\n"
        '    input("Press ENTER to continue...")\n'
    )
    answer, _ = ask(
        store, tmp_path, "i got 'Invalid Dimension: max < min.' -- where does that come from"
    )
    assert first_citation(answer) == ("dimension.py", 4)
    answer, _ = ask(
        store, tmp_path, "I keep seeing 'Press ENTER to continue...' -- where does that come from?"
    )
    assert first_citation(answer) == ("dimension.py", 12)


def test_which_function_does_and_gives_back_is_a_which_question():
    q = read_question("Which function reads a DIMACS cnf string and gives back a sympy And of Ors?")
    assert q.kind == "which"


@pytest.mark.parametrize(
    "prompt, kind",
    [
        # a label, then a feature asked for: declined, not answered as a question (edits49 #7)
        ("labextensions: add an `outdated` subcommand that lists the installed extensions", "edit"),
        # a choice asked about after a dash is no request (heldout49 #47)
        (
            "How does `accumulate_delta` merge list entries that carry an `index` key -- append "
            "or merge into the existing entry?",
            "how",
        ),
    ],
)
def test_requests_and_questions_read_in_the_seventeenth_pass(prompt, kind):
    assert read_question(prompt).kind == kind


def test_an_error_printed_is_its_exception_and_its_message():
    """heldout48 #9 was a how-question."""
    q = read_question("I'm getting `ValueError: invalid wheel name`. Which line throws that?")
    assert (q.kind, q.symbols, q.phrases) == ("raises", ["ValueError"], ["invalid wheel name"])


def test_that_name_class_is_a_name():
    q = read_question("I saw it in an old setup.py. Where's that Require class living?")
    assert q.kind == "where" and q.symbols == ["Require"]


def test_which_function_in_a_module_named_like_its_class_looks_at_the_whole_module(store, tmp_path):
    """ "Which function in the egg_info command turns a glob into a regular expression?" looked
    only at the methods of the class egg_info (heldout48 #22)."""
    (tmp_path / "egg_info.py").write_text(
        "def translate_pattern(glob):\n"
        '    """Translate a file path glob like \'*.txt\' in to a regular expression."""\n'
        "    return glob\n\n\nclass egg_info:\n    def find_sources(self):\n"
        '        """Generate SOURCES.txt manifest file"""\n        return []\n'
    )
    answer, _ = ask(
        store,
        tmp_path,
        "Which function in the egg_info command turns a MANIFEST-style glob such as `**/*.txt` "
        "into a regular expression?",
    )
    assert first_citation(answer) == ("egg_info.py", 1)


def test_raises_in_python_come_before_those_a_generated_c_file_quotes(store, tmp_path):
    """A Cython module's lexer.c quotes lexer.py's raises in comments (heldout49 #5)."""
    (tmp_path / "a_lexer.c").write_text(
        ' * raise FeatureLibError("Unexpected character: %r" % c)\n'
    )
    (tmp_path / "lexer.py").write_text(
        'def next_(c):\n    raise FeatureLibError("Unexpected character: %r" % c)\n'
    )
    answer, _ = ask(
        store, tmp_path, "Where does the feaLib lexer throw the 'Unexpected character' error?"
    )
    assert first_citation(answer) == ("lexer.py", 2)


@pytest.mark.parametrize(
    "prompt, first",
    [
        (  # the message set a few lines above the raise (heldout46 #12)
            'I typed `pip isntall requests` and got `ERROR: unknown command "isntall"`. Where is '
            "that CommandError raised?",
            ("main_parser.py", 8),
        ),
        (  # the module said by its words (heldout46 #11)
            "Which line in the package finder raises CommandError (the 'No matching distribution "
            "found for ...' one)?",
            ("package_finder.py", 3),
        ),
        (  # a plain word naming a function is no name a message is about (heldout47 #10)
            "Where does the -k/-m expression parser raise the CommandError about a missing "
            "closing quote?",
            ("scanner.py", 6),
        ),
    ],
)
def test_raises_ordered_by_what_their_messages_say(store, tmp_path, prompt, first):
    (tmp_path / "a_index.py").write_text(
        "def versions(query):\n    if not query:\n        raise CommandError(\n"
        '            f"No matching distribution found for {query}"\n        )\n'
    )
    (tmp_path / "main_parser.py").write_text(
        "def parse_command(cmd_name, commands):\n    if cmd_name not in commands:\n"
        "        guess = similar(cmd_name)\n\n\n\n"
        "        msg = [f'unknown command \"{cmd_name}\"']\n"
        '        raise CommandError(" - ".join(msg))\n'
    )
    (tmp_path / "package_finder.py").write_text(
        "def find_requirement(req):\n    if req is None:\n        raise CommandError(\n"
        '            f"No matching distribution found for {req}"\n        )\n'
    )
    (tmp_path / "scanner.py").write_text(
        "def expression(s):\n    return s\n\n\ndef lex(text, pos):\n"
        "    raise CommandError(f'closing quote is missing at {pos}')\n\n\n"
        "def escape(text):\n"
        "    raise CommandError('escaping with \"\\\\\" not supported in marker expression')\n"
    )
    (tmp_path / "errors.py").write_text("class CommandError(Exception):\n    pass\n")
    answer, _ = ask(store, tmp_path, prompt)
    assert first_citation(answer) == first


def test_where_a_file_uses_a_dotted_name_lists_its_calls_there(store, tmp_path):
    """ "Where does ticker.py use cbook._g_sig_digits?" answered where it is defined
    (heldout51 #29)."""
    (tmp_path / "cbook.py").write_text("def _g_sig_digits(value, delta):\n    return 3\n")
    (tmp_path / "ticker.py").write_text(
        "import cbook\n\n\ndef format_data_short(value, delta):\n"
        '    return f"%-#.{cbook._g_sig_digits(value, delta)}g"\n'
    )
    answer, _ = ask(store, tmp_path, "Where does ticker.py use cbook._g_sig_digits?")
    assert first_citation(answer) == ("ticker.py", 5)


def test_a_class_in_a_relative_clause_is_context_for_which_function(store, tmp_path):
    """ "which function in colors.py builds the N-entry lookup table that
    LinearSegmentedColormap samples from" answered with the class's _init (heldout51 #39)."""
    (tmp_path / "colors.py").write_text(
        "def _create_lookup_table(N, data, gamma=1.0):\n"
        '    """Create an *N* -element 1D lookup table."""\n    return [data] * N\n\n\n'
        "class LinearSegmentedColormap:\n    def _init(self):\n"
        "        self._lut = _create_lookup_table(self.N, self._segmentdata)\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "which function in colors.py builds the N-entry lookup table that "
        "LinearSegmentedColormap samples from its segment data?",
    )
    assert first_citation(answer) == ("colors.py", 1)


def test_depends_on_a_plain_phrase_is_no_calls_question():
    """heldout53 #4 was listed as calls of get_default_engine."""
    q = read_question(
        "What does get_default_engine give back -- is it always the same string for xlsx, or "
        "does it depend on reader vs writer?"
    )
    assert q.kind == "returns"
    assert read_question("which functions rely on _compile?").kind == "calls"


def test_which_class_a_function_hands_something_to(store, tmp_path):
    """heldout53 #15 answered with the function asked about."""
    (tmp_path / "_json.py").write_text(
        "def to_json(obj, orient=None):\n    if orient == 'table':\n"
        "        writer = JSONTableWriter\n    else:\n        writer = FrameWriter\n"
        "    return writer(obj).write()\n\n\n"
        "class FrameWriter:\n    def write(self):\n        return '{}'\n\n\n"
        "class JSONTableWriter(FrameWriter):\n    def write(self):\n        return 'table'\n"
    )
    answer, _ = ask(
        store, tmp_path, "Which class does to_json hand a DataFrame to when orient='table'?"
    )
    assert first_citation(answer) == ("_json.py", 14)


def test_an_error_printed_ranks_raises_by_its_message_first(store, tmp_path):
    """ "i get `ValueError: unknown address scheme 'foo'`": the raise saying the message, before
    one whose other words match the question's ("Got {addr}" and "i get"; heldout50 #9)."""
    (tmp_path / "addressing.py").write_text(
        "def parse_address(addr, strict=False):\n    if strict:\n"
        '        msg = f"Invalid url scheme. Got {addr}"\n        raise ValueError(msg)\n'
    )
    (tmp_path / "registry.py").write_text(
        "def get_backend(scheme):\n    raise ValueError(\n"
        '        f"unknown address scheme {scheme!r} (known schemes: {sorted(backends)})"\n    )\n'
    )
    answer, _ = ask(
        store,
        tmp_path,
        "i get `ValueError: unknown address scheme 'foo'` when connecting -- where is that thrown?",
    )
    assert first_citation(answer) == ("registry.py", 2)


def test_a_program_name_in_backticks_before_a_noun_is_no_command():
    """ "Could you make interact() understand ... `date` annotations, so it shows a DatePicker"
    ran `date` (edits51 #14); it is a feature asked for, declined."""
    q = read_question(
        "Could you make interact() understand datetime.date defaults and `date` annotations, so "
        "it shows a DatePicker for them like it shows a Checkbox for bool?"
    )
    assert (q.kind, q.command) == ("edit", None)
    assert read_question("what does `date` print?").command == "date"


# --- eighteenth pass -------------------------------------------------------------------------


def test_an_error_said_in_words_then_where_it_comes_from_is_a_raise(store, tmp_path):
    """heldout54 #17 listed the calls of ``complete``: the error was named, its message said in
    words, not quoted."""
    (tmp_path / "helpers.py").write_text(
        "def validate(line):\n"
        "    if line < 1:\n"
        "        raise ValueError('`line` parameter is not in a valid range.')\n\n\n"
        "def complete(line):\n    validate(line)\n    return []\n\n\n"
        "def editor():\n    return complete(3)\n"
    )
    prompt = (
        "My editor plugin calls script.complete(line, col) and sometimes gets a ValueError "
        "saying the line parameter is not in a valid range. Where does that come from?"
    )
    assert read_question(prompt).kind == "raises"
    answer, _ = ask(store, tmp_path, prompt)
    assert first_citation(answer) == ("helpers.py", 3), answer


@pytest.mark.parametrize(
    ("prompt", "kind"),
    [  # heldout55 #33 listed the calls of ``keys``
        ("Where does Struct stop me from setting an attribute called `keys` or `get`?", "raises"),
        ("a helper called `x`: where is it called from?", "calls"),
        ("Where is `parse` called?", "calls"),
    ],
)
def test_called_after_a_noun_names_it(prompt, kind):
    assert read_question(prompt).kind == kind


def test_a_raise_far_better_than_those_of_the_definition_said_comes_first(store, tmp_path):
    """heldout55 #8 answered with a raise in a helper ``legend`` calls (its message says
    *legend*) over the one that says ``loc='best'``, two calls deeper; #11 with a raise in the
    method ``colorbar`` for "the colorbar", over the one whose message says ``extendfrac``."""
    (tmp_path / "legend.py").write_text(
        "class Legend:\n"
        "    def __init__(self, loc):\n        self.set_loc(loc)\n\n"
        "    def set_loc(self, loc):\n"
        "        if loc == 'best':\n"
        "            raise ValueError(\"Automatic legend placement (loc='best') not implemented\")\n"
    )
    (tmp_path / "figure.py").write_text(
        "from legend import Legend\n\n\n"
        "class Figure:\n"
        "    def legend(self, loc=None):\n"
        "        label(loc)\n        return Legend(loc)\n\n"
        "    def colorbar(self, mappable):\n"
        "        if mappable is None:\n"
        "            raise ValueError('no mappable for the colorbar')\n\n\n"
        "def label(text):\n"
        "    raise RuntimeError('A legend label cannot be assigned here')\n\n\n"
        "class Colorbar:\n"
        "    def extension(self, extendfrac):\n"
        "        if extendfrac < 0:\n"
        "            raise ValueError('invalid value for extendfrac')\n"
    )
    answer, _ = ask(
        store, tmp_path, "I called fig.legend(loc='best') and got an error. Where is that raised?"
    )
    assert first_citation(answer) == ("legend.py", 7), answer
    answer, _ = ask(store, tmp_path, "where does the colorbar reject a bad extendfrac value")
    assert first_citation(answer) == ("figure.py", 21), answer


@pytest.fixture
def frames(tmp_path):
    """A small package for the questions of rounds 2 and 3 of the eighteenth pass."""
    (tmp_path / "frames.py").write_text(
        "class P2PShuffle:\n    pass\n\n\nclass DiskShuffle:\n    pass\n\n\n"
        "class TaskShuffle:\n    pass\n\n\n"
        "class Shuffle:\n"
        "    def _lower(self, method):\n"
        "        if method == 'p2p':\n            return P2PShuffle()\n"
        "        if method == 'disk':\n            return DiskShuffle()\n"
        "        return TaskShuffle()\n\n\n"
        "def read_pandas(reader, nrows=None):\n"
        "    if nrows is not None:\n"
        "        raise ValueError(\"The 'nrows' keyword is not supported by dd.read_csv; use \"\n"
        '                         "head(n=nrows)")\n'
        "    return reader()\n\n\n"
        "def read_csv(path, **kwargs):\n"
        "    if not path:\n        raise NotImplementedError\n"
        "    return read_pandas(open, **kwargs)\n\n\n"
        "def _combined_parts(prev, before):\n"
        "    msg = (\n"
        '        "Partition size is less than overlapping "\n'
        '        "window size. Try repartitioning."\n'
        "    )\n\n"
        "    if prev is not None:\n"
        "        if len(prev) != before:\n"
        "            raise NotImplementedError(msg)\n\n\n"
        "def map_overlap(func, before):\n"
        "    if not callable(func):\n"
        "        raise TypeError('func must be callable')\n"
        "    return _combined_parts(None, before)\n\n\n"
        "def curve_fit(f, x):\n"
        "    if f is None:\n"
        "        raise RuntimeError('Optimal parameters not found: ' + str(x))\n"
        "    return f(x)\n\n\n"
        "class UploadDirectory:\n"
        "    def __init__(self, path, mode='all'):\n"
        "        if mode not in ('all', 'workers'):\n"
        "            raise ValueError(f'mode must be all or workers, got {mode}')\n\n\n"
        "class ReadWriteLock:\n    pass\n\n\n"
        "class DiskBuffer:\n"
        "    def __init__(self):\n        self._lock = ReadWriteLock()\n"
    )
    (tmp_path / "ipapp.py").write_text("aliases = dict(base_aliases)\n")
    (tmp_path / "hooks.py").write_text("aliases = {'qt4': 'qt', 'gtk2': 'gtk'}\n")
    return tmp_path


@pytest.mark.parametrize(
    ("prompt", "where"),
    [
        (  # "threw" is a raise's verb too (heldout56 #14)
            "curve_fit just threw `RuntimeError: Optimal parameters not found: ...` at me. "
            "where in the source does that come from?",
            ("frames.py", 54),
        ),
        (  # a message set in a name above the raise, beside a name said (heldout57 #13)
            'map_overlap keeps failing with "Partition size is less than overlapping window '
            'size". Where exactly is that thrown?',
            ("frames.py", 43),
        ),
        (  # the name said is where the user called, the raise far better elsewhere (#14)
            "dd.read_csv(..., nrows=100) blows up -- where does it reject nrows?",
            ("frames.py", 24),
        ),
        (  # the function naming the choices, not one of them (heldout57 #27)
            "Which method picks between P2PShuffle, DiskShuffle and TaskShuffle?",
            ("frames.py", 14),
        ),
        (  # "X rejected ... Where's that check?" (heldout59 #37)
            "UploadDirectory rejected my mode= argument. Where's that check?",
            ("frames.py", 61),
        ),
        (  # where a class is, said by what uses it (heldout59 #32)
            "Where is the ReadWriteLock class that the disk buffer uses?",
            ("frames.py", 64),
        ),
        (  # of two definitions of one name, the one holding the words said (heldout58 #39)
            "where is the aliases dict for event loop names (qt4 -> qt, gtk2 -> gtk) defined?",
            ("hooks.py", 1),
        ),
    ],
)
def test_questions_read_after_rounds_2_and_3_of_the_eighteenth_pass(store, frames, prompt, where):
    answer, _ = ask(store, frames, prompt)
    assert first_citation(answer) == where, answer


def test_a_call_written_with_its_arguments_names_the_function():
    """heldout59 #7: "call `unrad(...)`" named nothing."""
    q = read_question("Which places in the solvers call `unrad(...)`?")
    assert (q.kind, q.symbols) == ("calls", ["unrad"])


@pytest.fixture
def window(tmp_path):
    (tmp_path / "rolling.py").write_text(
        "class MergeError(ValueError):\n    pass\n\n\n"
        "class BaseWindow:\n"
        "    _attributes: list[str] = []\n\n"
        "    def _validate(self, window, min_periods):\n"
        "        if min_periods > window:\n"
        '            raise ValueError(f"min_periods {min_periods} must be <= window {window}")\n\n\n'
        "class Rolling(BaseWindow):\n"
        "    _attributes = ['window', 'min_periods']\n\n\n"
        "def _convert(side, values):\n"
        "    if not values.is_monotonic:\n"
        '        raise ValueError(f"{side} keys must be sorted")\n\n\n'
        "def validate(kind, unique):\n"
        "    if kind == '1:1' and not unique:\n"
        '        raise MergeError("Merge keys are not unique; not a one-to-one merge")\n'
    )
    return tmp_path


@pytest.mark.parametrize(
    ("prompt", "where"),
    [
        (  # "got an error. Where is that check?" (heldout60 #6)
            "I did s.rolling(3, min_periods=5) and got an error. Where is that check?",
            ("rolling.py", 10),
        ),
        (  # an exception said in the plural (heldout60 #31)
            "I used merge(..., validate='1:1'). Where are the MergeErrors for a failed one-to-one "
            "check raised?",
            ("rolling.py", 24),
        ),
        (  # a message whose first word is a value filled in (heldout60 #28)
            "merge_asof gives me 'left keys must be sorted' -- where is that raised?",
            ("rolling.py", 19),
        ),
        (  # the one of the class said beside the name (heldout60 #10)
            "Where is the list of `_attributes` for the Rolling class set?",
            ("rolling.py", 14),
        ),
    ],
)
def test_questions_read_after_round_4_of_the_eighteenth_pass(store, window, prompt, where):
    answer, _ = ask(store, window, prompt)
    assert first_citation(answer) == where, answer


def test_an_exception_in_the_plural_and_a_message_whose_first_word_is_a_value():
    assert (
        "MergeError" in read_question("Where are the MergeErrors for a 1:1 check raised?").symbols
    )
    assert _message_fragment("left keys must be sorted") == "keys must be sorted"


def test_the_raise_of_the_function_the_question_is_about_comes_first(store, tmp_path):
    """A far better raise elsewhere came first for "where does easter() reject a bad `method`
    argument" while the round-2 fix of the eighteenth pass let a name said anywhere give way
    (heldout13 #31, heldout26 #18, heldout39 #19)."""
    (tmp_path / "easter.py").write_text(
        "def easter(year, method=3):\n"
        "    if not (1 <= method <= 3):\n"
        '        raise ValueError("invalid method")\n'
        "    return year\n\n\n"
        "def check_argument(argument, method, bad):\n"
        "    if bad:\n"
        "        raise TypeError('bad method argument: duplicate argument for the method')\n"
    )
    answer, _ = ask(store, tmp_path, "where does easter() reject a bad `method` argument")
    assert first_citation(answer) == ("easter.py", 3), answer


def test_a_call_with_arguments_in_backticks_is_an_example_not_a_name():
    """heldout38 #5 answered with `lists` for the class that draws st.lists(...)'s list."""
    q = read_question(
        "which strategy class ends up drawing the list for `st.lists(st.integers(0, 20), "
        "unique=True)`? I heard small integer ranges get a special path"
    )
    assert q.symbols == []


@pytest.fixture
def splines(tmp_path):
    (tmp_path / "splines.py").write_text(
        "def fprati(p1, p2, p3):\n"
        "    if p3 > 0:\n        return p1 * p2\n"
        "    return p1 + p2\n\n\n"
        "def _convert_string_aliases(deriv):\n"
        "    if deriv == 'clamped':\n        return [(1, 0)]\n"
        "    return [(2, 0)]\n\n\n"
        "def make_interp_spline(x, bc_type=None):\n"
        "    deriv = _convert_string_aliases(bc_type)\n"
        "    return deriv\n\n\n"
        "def make_smoothing_spline(x, y):\n"
        "    if len(x) != len(y):\n"
        "        raise ValueError('x and y should have the same shape')\n"
        "    if len(x) <= 4:\n"
        "        raise ValueError('x and y length must be at least 5')\n"
        "    return x\n\n\n"
        "def interpn(points, method):\n"
        "    if method == 'splinef2d' and len(points) < 4:\n"
        "        raise ValueError('The method splinef2d errors out with less than 4 data points')\n\n\n"
        "def interp1d(x, fill_value, bounds_error):\n"
        "    if fill_value == 'extrapolate' and bounds_error:\n"
        '        raise ValueError("Cannot extrapolate and raise "\n'
        '                         "at the same time.")\n'
        "    if fill_value == 'extrapolate':\n"
        "        return 'extrapolate'\n"
    )
    return tmp_path


@pytest.mark.parametrize(
    ("prompt", "where"),
    [
        (  # the name in the frame, before a code-shaped word (heldout64 #4)
            "what does fprati return? there seem to be two different formulas depending on p3",
            ("splines.py", 3),
        ),
        (  # the message, not a value quoted before it (heldout64 #16)
            "I passed fill_value='extrapolate' together with bounds_error=True to interp1d and got "
            "'Cannot extrapolate and raise at the same time'. where does that come from?",
            ("splines.py", 33),
        ),
        (  # the name that errors out is where to look (heldout64 #13)
            "make_smoothing_spline errors out with only 4 data points -- which line raises that?",
            ("splines.py", 22),  # (the raise guarded by `len(x) <= 4`)
        ),
        (  # "which function ... for F": one F calls (heldout64 #30)
            "Which function turns bc_type='clamped' into actual derivative conditions for "
            "make_interp_spline?",
            ("splines.py", 7),
        ),
    ],
)
def test_questions_read_after_round_6_of_the_eighteenth_pass(store, splines, prompt, where):
    if prompt.startswith("what does fprati"):
        assert read_question(prompt).symbols[0] == "fprati"
    answer, _ = ask(store, splines, prompt)
    assert first_citation(answer)[0] == where[0], answer
    assert abs(first_citation(answer)[1] - where[1]) <= 2, answer


@pytest.fixture
def simp(tmp_path):
    (tmp_path / "trigsimp.py").write_text(
        "def _TR56(rv):\n    return rv\n\n\n"
        "def TR5(rv):\n    return _TR56(rv)\n\n\n"
        "def kroneckersimp(expr):\n    return expr\n\n\n"
        "def hyper_as_trig(rv):\n    return rv\n\n\n"
        "def exptrigsimp(expr):\n    e = hyper_as_trig(expr)\n    return e\n\n\n"
        "def simplify(expr, ratio=1.7):\n"
        "    expr = kroneckersimp(expr)\n"
        "    if expr.count > ratio:\n        return expr\n"
        "    return simplify(expr)\n\n\n"
        "def trigsimp(expr, **opts):\n"
        "    method = opts.pop('method', 'matching')\n"
        "    return {'matching': exptrigsimp, 'old': trigsimp_old}[method](expr)\n\n\n"
        "def trigsimp_old(expr, first=True, **opts):\n"
        "    if first and opts.get('old'):\n        return expr\n"
        "    return expr\n\n\n"
        "def collect(expr, syms):\n"
        "    if not syms:\n"
        '        raise AttributeError("Can not collect noncommutative symbol")\n'
        "    return expr\n\n\n"
        "def ndarray_to_mgr(values):\n    return values\n\n\n"
        "def DataFrame(values):\n    return ndarray_to_mgr(values)\n"
    )
    return tmp_path


@pytest.mark.parametrize(
    ("prompt", "where"),
    [
        # "the helper _TR56": "helper" is no name (heldout66 #9, a regression of round 6)
        ("Where is the helper _TR56 used in trigsimp.py?", ("trigsimp.py", 6)),
        # "which lines call X?" then a sentence (heldout66 #12)
        (
            "Hi! In trigsimp.py, which lines call hyper_as_trig? Trying to follow the hyperbolic "
            "path.",
            ("trigsimp.py", 18),
        ),
        # "F itself invoke G": G is called, F is where (heldout66 #11)
        ("where does simplify() itself invoke kroneckersimp", ("trigsimp.py", 23)),
        # "blew up with E ... where's that coming from" (heldout66 #19)
        (
            "collect() blew up with AttributeError about a noncommutative symbol. where's that "
            "coming from",
            ("trigsimp.py", 41),
        ),
        # a definition asked, then a sentence saying what uses it (heldout67 #2)
        (
            "Could you point me to the definition of `ndarray_to_mgr`? I think it's what "
            "DataFrame() uses when I pass it a 2D numpy array.",
            ("trigsimp.py", 45),
        ),
        # "How does F" for a name the code uses often; values after "method=" (heldout66 #44)
        (
            "How does trigsimp dispatch on method= ('matching', 'fu', 'old')?",
            ("trigsimp.py", 29),
        ),
    ],
)
def test_questions_read_after_round_7_of_the_eighteenth_pass(store, simp, prompt, where):
    answer, _ = ask(store, simp, prompt)
    assert first_citation(answer)[0] == where[0], answer
    assert abs(first_citation(answer)[1] - where[1]) <= 2, answer


def test_how_does_f_decide_to_return_is_a_how_question():
    """heldout66 #41 was answered with simplify's return statements."""
    q = read_question(
        "How does simplify() decide to throw away its result and return the input unchanged?"
    )
    assert q.kind == "how"


def test_blew_up_then_where_from_is_a_raise_and_how_does_is_read_capitalised():
    from ctxmagic.offline.lookup import HOW_SUBJECT

    q = read_question(
        "collect() blew up with AttributeError about a noncommutative symbol. where's that coming "
        "from"
    )
    assert q.kind == "raises"
    assert HOW_SUBJECT.match("How does trigsimp dispatch on method?")[1] == "trigsimp"


@pytest.mark.parametrize(
    ("prompt", "kind", "symbols"),
    [
        # regressions of round 6's name in the frame (heldout28 #6, heldout49 #4)
        (
            "Where is the list _DATETIME_FORMATS set in tornado/options.py?",
            "where",
            ["_DATETIME_FORMATS"],
        ),
        (
            "I'm tracing how `languagesystem DFLT dflt;` ends up in the Builder. Where is "
            "Builder.add_language_system actually called from?",
            "calls",
            ["Builder.add_language_system"],
        ),
        # a possessive is the owner, not what is asked (heldout68 #5)
        ("What does gruntz's `compare(a, b, x)` return? Strings, numbers?", "returns", ["compare"]),
        # "Limit(...)" ends no sentence; "dir='left'" is a value (heldout68 #13)
        ("Where does Limit(...) reject a bad `dir` argument, like dir='left'?", "raises", None),
        # "which places use X in FILE" (heldout68 #10)
        ("which places use _transformation_a in formal.py", "calls", ["_transformation_a"]),
    ],
)
def test_questions_read_after_round_8_of_the_eighteenth_pass(prompt, kind, symbols):
    q = read_question(prompt)
    assert q.kind == kind
    assert symbols is None or q.symbols == symbols
    assert "left" not in q.phrases


def test_where_a_value_said_in_digits_is_written(store, tmp_path):
    """heldout70 #12 answered with the definition of `speed`."""
    (tmp_path / "units.py").write_text(
        '"""The speed of light, 299792458 m/s, as a doctest shows."""\n'
        "speed = velocity\n"
        "set_scale_factor(speed_of_light, 299792458*meter/second)\n"
    )
    answer, _ = ask(
        store, tmp_path, "where is the speed of light given its value of 299792458 m/s?"
    )
    assert first_citation(answer) == ("units.py", 3), answer


def test_the_subject_keeps_its_raises_only_when_one_says_a_word_of_the_question(store, tmp_path):
    """heldout63 #39: "Where does to_datetime complain when ... missing the day column?" gave
    to_datetime's own "errors must be ..." once the function said was kept first; the helper
    whose message says the missing column is far better. "pprint decide" is no wrapper."""
    (tmp_path / "datetimes.py").write_text(
        "def to_datetime(arg, errors='raise'):\n"
        "    if errors not in ('raise', 'coerce'):\n"
        "        raise ValueError(\"errors must be one of 'raise', or 'coerce'.\")\n"
        "    return _assemble(arg)\n\n\n"
        "def _assemble(arg):\n"
        "    missing = [c for c in ('year', 'month', 'day') if c not in arg]\n"
        "    if missing:\n"
        "        raise ValueError(f'to assemble mappings requires at least that [year, month, '\n"
        "                         f'day] be specified: [{missing}] is missing')\n"
        "    return arg\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "Where does to_datetime complain when the DataFrame I pass is missing the day column?",
    )
    assert first_citation(answer) == ("datetimes.py", 10), answer


def test_how_does_f_decide_is_never_a_function_that_only_hands_on(store, tmp_path):
    """heldout2 #42 answered with pprint(), which makes a PrettyPrinter and hands on, once "How
    does F" named F even when the code says F often."""
    (tmp_path / "pprint.py").write_text(
        "def pprint(object, width=80):\n"
        '    """Pretty-print a Python object."""\n'
        "    printer = PrettyPrinter(width=width)\n"
        "    printer.pprint(object)\n\n\n"
        "class PrettyPrinter:\n"
        "    def pprint(self, object):\n        self._format(object, 0)\n\n"
        "    def _format(self, object, indent):\n"
        "        rep = repr(object)\n"
        "        if len(rep) > self._width - indent:\n"
        "            self._spread_over_lines(object)\n"
        "        else:\n"
        "            self._write_on_one_line(rep)\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "How does pprint decide whether an object fits on one line or has to be spread over "
        "several?",
    )
    assert first_citation(answer)[1] >= 11, answer


def test_a_message_set_in_another_branch_is_not_the_raise_s(tmp_path):
    """heldout65 #21: a `msg = ...` of an earlier `if` (that raised its own) was read as the
    message of the raise after the next `if`, and that raise came first."""
    from ctxmagic.offline.index import WorkspaceIndex
    from ctxmagic.offline.raise_search import message_lines

    (tmp_path / "interval.py").write_text(
        "def _ensure(left, right):\n"
        "    if left is None:\n"
        "        msg = 'Period dtypes are not supported'\n"
        "        raise ValueError(msg)\n"
        "    if left.tz != right.tz:\n"
        "        msg = (\n            'time zones must match'\n        )\n"
        "        raise ValueError(msg)\n"
    )
    index = WorkspaceIndex(tmp_path, cache=False).refresh()
    owner = index.named("_ensure")[0]
    assert message_lines(index, "interval.py", 9, owner.line + 1) == [6, 7, 8]


def test_an_exception_written_as_a_call_keeps_its_message():
    """heldout71 #37: `IndexError("Too many indices")` lost its message when a quote right
    after a bracket was taken for a value passed."""
    q = read_question('where do we raise IndexError("Too many indices for array") in slicing.py?')
    assert q.phrases == ["Too many indices for array"]


# --- nineteenth pass: each test failed before its fix --------------------------------------


RAISES_19 = """\
class Reader:
    def raise_parse_error(self, msg):
        raise ParseError(msg)


def _parse(reader, in_block):
    if in_block:
        reader.raise_parse_error("Missing {%% end %%} block for %s" % in_block)
    reader.raise_parse_error("Extra {% end %} block")


def savetxt(fmt, ncol):
    if isinstance(fmt, list) and len(fmt) != ncol:
        raise AttributeError(f'fmt has wrong shape.  {fmt}')
    fmt = str(fmt)
    fmt = fmt.strip()
    n_fmt_chars = fmt.count('%')
    error = ValueError(f'fmt has wrong number of % formats:  {fmt}')
    if n_fmt_chars == 1:
        fmt = [fmt] * ncol
    elif n_fmt_chars != ncol:
        raise error
    return fmt


class Polynomial:
    def _coefficients(self, other):
        if other.symbol != "x":
            raise ValueError("Polynomial symbols differ")


def _pow(c, power):
    if power > 16:
        raise ValueError("Power is too large")


def parse_directive_arguments(arguments, required):
    if len(arguments) < required:
        raise MarkupError('%s argument(s) required, %s supplied' % (required, len(arguments)))


def check_list_content(self, item, num_cols):
    if len(item) != num_cols:
        error = self.reporter.error(
            'Error in the "%s" directive: the row does not contain the same number of items'
            % self.name
        )
        raise SystemMessagePropagation(error)


class MaskedArray:
    def __new__(cls, data, mask):
        if len(mask) != len(data):
            raise MaskError("sizes not compatible")

    def __getitem__(self, i):
        raise RuntimeError("a different number of mask elements than data")
"""


@pytest.mark.parametrize(
    "prompt, said",
    [
        ("where does the parser raise the errors about a missing or an extra {% end %}?", "end %"),
        ("savetxt says 'fmt has wrong number of % formats' -- where's that thrown from?",
         "error"),
        ("`Polynomial([1, 1]) ** 200` gives me ValueError: Power is too large. Where is that "
         "raised?", "too large"),
        ("my directive call errors out with something about the number of arguments -- where is "
         "that error raised when there are too few or too many?", "required, %s supplied"),
        ("When I create a MaskedArray and my mask has a different number of elements than the data, I "
         "get an error. Where in the constructor is it raised?", "sizes not compatible"),
    ],
)  # fmt: skip
def test_raises_found_in_the_nineteenth_pass(tmp_path, store, prompt, said):
    """heldout74 #28 (a helper that raises), heldout72 #8 (``raise error``, built above),
    heldout72 #38 (the message printed after the name), heldout73 #7 ("errors out ... about":
    no words of a message; "the number of": ``len``), heldout72 #26 (the constructor's)."""
    (tmp_path / "mod.py").write_text(RAISES_19)
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    line = first_citation(answer)[1]
    assert said in RAISES_19.splitlines()[line - 1], answer


def test_questions_read_in_the_nineteenth_pass():
    """heldout73 #15 (an exception "thrown inside" is what a how-question is about), heldout77
    #13 (an error given, then "where is that check"), heldout75 #42 (a quoted message called an
    error), heldout75 #27 (a call with an elision among its arguments)."""
    how = read_question(
        "How does Body.run_directive turn a DirectiveError thrown inside a directive's run() "
        "into an error message in the document?"
    )
    assert how.kind == "how"
    assert read_question("How is the ValueError raised in parse?").kind == "raises"
    check = read_question(
        "Hi! tree_isomorphism gave me NetworkXError 't1 is not a tree'. Where is that check?"
    )
    assert check.kind == "raises"
    named = read_question("Where's the 'must select only one top level field' error produced?")
    assert (named.kind, named.seen) == ("raises", True)
    call = read_question("How does `lists(..., unique=True)` treat a bounded `integers()`?")
    assert call.symbols[:2] == ["lists", "integers"]


WHICH_19 = '''\
_STRATEGY_CACHE = LRUCache(1024)


def strategy(x):
    return x


class RClass:
    """Translates slice objects to concatenation along the first axis."""


class Flattener:
    """Lets you write things and get one flat array."""


r_ = RClass()


class Strategy:
    def __or__(self, other):
        return OneOf(self, other)

    def flatmap(self, f):
        return f(self)


class Results:
    @classmethod
    def from_dict(cls, other):
        """Results from a dict, preserving the names as named results (nested dicts too)."""
        return cls(other)

    def as_dict(self):
        return dict(self)
'''


@pytest.mark.parametrize(
    "prompt, name",
    [
        ("where's the strategy cache created, and how many entries can it hold?", "_STRATEGY_CACHE"),
        ("Which class is behind `np.r_`, the thing that lets me write np.r_[1:4, 0] and get one "
         "flat array?", "RClass"),
        ("Which method gets called when I write `st.integers() | st.text()`?", "__or__"),
        ("Which Results method converts the named results into plain nested Python dicts?",
         "as_dict"),
    ],
)  # fmt: skip
def test_which_answers_in_the_nineteenth_pass(tmp_path, store, prompt, name):
    """heldout75 #13 (a name the words spell), heldout72 #14 (the class of an instance),
    heldout75 #19 (an operator's method), heldout74 #18 (into dicts: not from_dict)."""
    (tmp_path / "lib.py").write_text(WHICH_19)
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    line = first_citation(answer)[1]
    assert name in WHICH_19.splitlines()[line - 1], answer


def test_a_module_said_after_in_is_where_to_look(tmp_path, store):
    """heldout74 #37: "Which function in tornado.escape turns URLs ..." looked everywhere, and
    "URLs" was split into "UR" and "Ls"."""
    from ctxmagic.offline.index import split_identifier

    assert split_identifier("URLs") == ["urls"]
    pkg = tmp_path / "tornado"
    pkg.mkdir()
    (pkg / "escape.py").write_text(
        'def linkify(text):\n    """Converts plain text into HTML with links."""\n    return text\n'
    )
    (pkg / "web.py").write_text(
        "def _normalize_url_like_browser(url):\n"
        '    """Approximates how a browser cleans up a URL in plain text into tags."""\n'
        "    return url\n"
    )
    answer, _ = asked_unchanged(
        store, tmp_path, "Which function in tornado.escape turns URLs in plain text into <a> tags?"
    )
    assert first_citation(answer) == ("tornado/escape.py", 1), answer


def test_a_number_written_in_code_before_a_readme(tmp_path, store):
    """heldout72 #28: the README's example of 999999 was listed before the table that sets it."""
    (tmp_path / "API_CHANGES.txt").write_text("fill_value=999999\n")
    (tmp_path / "core.py").write_text("default_filler = {'i': 999999, 'f': 1e20}\n")
    answer, _ = asked_unchanged(
        store, tmp_path, "Where does the 999999 fill value for integers come from?"
    )
    assert first_citation(answer) == ("core.py", 1), answer


def test_a_message_written_not_raised_is_listed_once(tmp_path, store):
    """heldout75 #42: the line was listed twice, once for each search that found it."""
    (tmp_path / "rules.py").write_text(
        "def enter(node):\n"
        "    report(\n"
        '        "Anonymous Subscription"\n'
        '        + " must select only one top level field.",\n'
        "    )\n"
    )
    answer, _ = asked_unchanged(
        store, tmp_path, "Where's the 'must select only one top level field' error produced?"
    )
    assert answer.count("rules.py:4") == 1, answer


def test_raises_of_a_class_said_in_words_come_first(tmp_path, store):
    """heldout77 #12: "the time-respecting matchers" are TimeRespectingGraphMatcher's raises."""
    (tmp_path / "iso.py").write_text(
        "class ISMAGS:\n"
        "    def __init__(self, graph):\n"
        '        raise ValueError("Directed and undirected graphs cannot be compared.")\n\n\n'
        "class TimeRespectingGraphMatcher:\n"
        "    def one_hop(self, edge):\n"
        '        raise ValueError("Datetime not supplied for at least one edge.")\n'
    )
    answer, _ = asked_unchanged(
        store, tmp_path, "where do the time-respecting matchers raise ValueError?"
    )
    assert first_citation(answer) == ("iso.py", 8), answer


def test_what_is_not_an_operator_or_an_instance_said(tmp_path, store):
    """Guards of two rules of this pass: `U+2603` is a code point, not a sum (heldout29 #22 went
    to ``__add__``), and "our CI" is a word, not the constant ``CI`` (heldout38 #32)."""
    (tmp_path / "codes.py").write_text(
        "class Node:\n    def __add__(self, other):\n        return self\n\n\n"
        "def unicode_code(code):\n"
        '    """Convert a Unicode character code to a Unicode character."""\n'
        "    return chr(int(code, 16))\n\n\n"
        "class Settings:\n    pass\n\n\n"
        "CI = Settings()\n\n\n"
        "class ReadOnlyDatabase:\n"
        '    """A database that looks at stored failures and ignores attempts to add or remove."""\n'
    )
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "Which function converts codes like `0x2603`, `U+2603` or `&#x2603;` to the character?",
    )
    assert first_citation(answer) == ("codes.py", 6), answer
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "Which class lets my laptop look at the failures our CI stored, but ignores any attempt "
        "to add to it or remove from it?",
    )
    assert first_citation(answer) == ("codes.py", 18), answer


def test_which_role_method_and_a_converter_named_a2b(tmp_path, store):
    """heldout76 #35: "which parser method" asked for a method of the parser (the class Macro
    came first); heldout72 #43: "converts ... into Chebyshev" is ``poly2cheb``, not chebpow."""
    (tmp_path / "nodes.py").write_text(
        'class Macro:\n    """A macro definition with an argument list and defaults."""\n'
    )
    (tmp_path / "parser.py").write_text(
        "class Parser:\n"
        "    def parse_signature(self, node):\n"
        "        node.args = []\n        node.defaults = []\n"
    )
    (tmp_path / "cheb.py").write_text(
        "def chebpow(c, pow):\n"
        '    """Raise a Chebyshev series to a power: power series coefficients."""\n\n\n'
        "def poly2cheb(pol):\n"
        '    """Convert a polynomial to a Chebyshev series."""\n'
    )
    answer, _ = asked_unchanged(
        store, tmp_path, "which parser method reads the argument list of a {% macro %}?"
    )
    assert first_citation(answer) == ("parser.py", 2), answer
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "Which function converts ordinary power-series coefficients into Chebyshev coefficients?",
    )
    assert first_citation(answer) == ("cheb.py", 5), answer


MATRIX_19 = '''\
class MatrixBase:
    _op_priority = 10.01

    def pow(self, exp, method=None):
        if method == "cayley":
            return self._eval_pow_by_cayley(exp)
        return self._eval_pow_by_multiplication(exp)

    def _eval_pow_by_cayley(self, exp):
        """Cayley-Hamilton: the power as a polynomial of the matrix."""
        return exp

    def _eval_pow_by_multiplication(self, exp):
        return exp

    def gauss_jordan_solve(self, B):
        return _gauss_jordan_solve(self, B)

    def jordan_block(self, size):
        raise ValueError("Must supply an eigenvalue")


def _householder_vector(x):
    return x


def _bidiagonal(A):
    return _householder_vector(A)


_power_div_lambda_names = {
    "pearson": 1,
    "neyman": -2,
}


def power_divergence(f_obs, lambda_=None):
    """Cressie-Read power divergence: lambda_ is a name such as "pearson"."""
    return _power_div_lambda_names.get(lambda_, lambda_)
'''


@pytest.mark.parametrize(
    "prompt, line",
    [
        ("Where is MatrixBase's _op_priority set, and to what value?", 2),
        ("Which method implements the Cayley-Hamilton route when I call M.pow(n, method='cayley')?",
         9),
        ("where does matrices.py call _householder_vector from?", 28),
        ("Where's the table that maps names like 'pearson' and 'neyman' to the lambda_ values for "
         "power_divergence?", 31),
    ],
)  # fmt: skip
def test_questions_of_the_nineteenth_pass_fifth_round(tmp_path, store, prompt, line):
    """heldout81 #13 (a member said with a possessive), #23 (the function the user calls is
    where to look, not the answer), #7 ("call X from" asks for the calls), #36 (the one literal
    holding every text quoted)."""
    (tmp_path / "matrices.py").write_text(MATRIX_19)
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    assert first_citation(answer) == ("matrices.py", line), answer


def test_a_message_said_whole_is_listed_before_the_home_file(tmp_path, store):
    """heldout81 #9: of 45 ValueErrors in the file defining the method named, none said
    "Linear system has no solution"; the one raised in solvers.py does."""
    (tmp_path / "matrixbase.py").write_text(
        "class MatrixBase:\n"
        "    def gauss_jordan_solve(self, B):\n"
        "        return _gauss_jordan_solve(self, B)\n\n"
        + "".join(
            f"    def check{i}(self):\n        raise ValueError('bad argument {i}')\n\n"
            for i in range(120)
        )
    )
    (tmp_path / "solvers.py").write_text(
        "def _gauss_jordan_solve(M, B):\n"
        "    if B is None:\n"
        '        raise ValueError("Linear system has no solution")\n'
    )
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "gauss_jordan_solve gave me `ValueError: Linear system has no solution` -- which line "
        "throws that?",
    )
    assert first_citation(answer) == ("solvers.py", 3), answer


def test_a_data_file_said_is_the_module_that_models_it(tmp_path, store):
    """heldout78 #36: "the PEP 610 direct_url.json data" is direct_url.py's class; "URLs" said
    all over link.py (one word now, no longer "UR" and "Ls") had made Link the best."""
    models = tmp_path / "models"
    models.mkdir()
    (models / "direct_url.py").write_text(
        'class DirectUrl:\n    """The info of a direct URL: archive, dir or vcs."""\n'
    )
    (models / "link.py").write_text(
        "class Link:\n"
        '    """A parsed link: its URL, the URLs of its archive, dir or vcs data and info."""\n\n'
        "    def url_without_fragment(self):\n        return self.url\n\n"
        "    def archive_info(self):\n        return self.url, self.data, self.vcs_info\n\n"
        "    def urls(self):\n        return [self.url, self.dir_url, self.data_url]\n"
    )
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "Which class holds the PEP 610 direct_url.json data (url, plus archive/dir/vcs info)?",
    )
    assert first_citation(answer) == ("models/direct_url.py", 1), answer


# --- twentieth pass: each test failed before its fix ---------------------------------------


@pytest.mark.parametrize(
    "prompt, kind",
    [
        # a setting said before the question, with an edit verb in it ("insert mode")
        ("In vi insert mode, which bit lets me press ctrl-k and then two keys to get é?", "which"),
        ("In foo.py, insert x = 1 after the line y = 2", "edit"),
        # the class a which-question's method belongs to is where to look, not what is called
        ("Which KeyProcessor method invokes a binding's handler and records the keys?", "which"),
        ("Which Parser method calls tokenize?", "calls"),
        # a call said as the moment something happens
        ("Which method moves the tasks over once the child calls task_status.started()?", "which"),
        # a how-question first, a where-question after it
        ("how does DigestAuth build the header value? where's the hashing done", "how"),
        # a decorator applied is a decorator used
        ("where is _only_one_at_a_time applied", "calls"),
    ],
)
def test_questions_read_in_the_twentieth_pass(prompt, kind):
    """heldout88 #26 was read as an edit, #25 and heldout84 #18 as calls of the name said,
    heldout85 #21 as where DigestAuth is defined, heldout88 #8 as where the decorator is."""
    assert read_question(prompt).kind == kind


def test_callers_asked_with_what_they_call_it_for():
    """heldout89 #8: "Which places in add.py call _addsort to put terms in order?" was a
    which-question about _addsort."""
    q = read_question("Which places in add.py call _addsort to put terms in order?")
    assert (q.kind, q.symbols) == ("calls", ["_addsort"])


EXPR_20 = '''"""Expressions."""


class Expr:
    def equals(self, other):
        """Return True if self == other as a number, False if not."""
        return self.number == other.number

    def round(self, n=None):
        """Return x rounded to the given decimal place."""
        if self.equals(0):
            return self
        digits = _mag(self)
        return self.evalf(digits + n)


def _mag(x):
    """Return integer i such that 0.1 <= x/10**i < 1."""
    mag_first_dig = int(log10(abs(x)))
    return mag_first_dig


def magnitude_table(numbers):
    """A table of numbers and their power of ten."""
    return {n: 10 ** n for n in numbers}
'''


def test_which_function_a_plain_word_says_uses(tmp_path, store):
    """heldout89 #26: "(used by round)" said the answer is one that `round` calls, and `mag` is
    how code spells "magnitude"."""
    (tmp_path / "expr.py").write_text(EXPR_20)
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "which function in expr.py gives the power-of-ten magnitude of a number (used by round)?",
    )
    assert first_citation(answer) == ("expr.py", line_of(tmp_path / "expr.py", "def _mag")), answer


SIMPLEX_20 = '''"""Nelder-Mead."""


def minimize(func, x0, initial_simplex=None, adaptive=False):
    """Minimize func from x0."""
    nonzdelt = 0.05
    zdelt = 0.00025
    if adaptive:
        rho = 1
    else:
        rho = 2
    if initial_simplex is None:
        n = len(x0)
        sim = [x0]
        for k in range(n):
            y = list(x0)
            if y[k] != 0:
                y[k] = (1 + nonzdelt) * y[k]
            else:
                y[k] = zdelt
            sim.append(y)
    else:
        sim = initial_simplex
    for step in range(100):
        sim.sort(key=func)
    return sim[0], rho
'''


def test_how_shows_the_lines_under_the_branch_it_found(tmp_path, store):
    """heldout89 #48: the answer found `if initial_simplex is None:` but listed only the
    function's other branches, never what that one does."""
    (tmp_path / "nm.py").write_text(SIMPLEX_20)
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "How does minimize build the initial simplex when I don't pass initial_simplex?",
    )
    assert "Under that line:" in answer, answer
    assert f"`nm.py:{line_of(tmp_path / 'nm.py', 'y = list(x0)')}`" in answer, answer


def test_a_try_node_is_no_command_to_run():
    """heldout87 #10: "Where does a Try node blow up ...?" ran `node blow up` ("try" as a verb of
    running before a program's name); a run verb after an article is a noun."""
    assert (
        read_question("Where does a Try node blow up if I build it with no handlers?").kind
        == "raises"
    )
    assert read_question('try node -e "console.log(1)" and tell me the output').kind == "command"


def test_a_relative_where_inside_a_how_question():
    """heldout87 #25: "how does AddImportsVisitor pick the spot where new imports get inserted?"
    was read as where AddImportsVisitor is defined."""
    q = read_question("how does AddImportsVisitor pick the spot where new imports get inserted?")
    assert q.kind == "how"
    assert read_question("How do I find where parse is defined?").kind == "where"


def test_the_default_of_a_name_declared_without_a_value(tmp_path, store):
    """heldout86 #15: "where is the default value of protected_namespaces set?" answered with
    the annotation `protected_namespaces: tuple[str, ...]`; its default is the keyword of that
    name in the call assigned to `config_defaults`."""
    (tmp_path / "_config.py").write_text(
        "class ConfigWrapper:\n"
        "    title: str\n"
        "    protected_namespaces: tuple[str, ...]\n\n\n"
        "config_defaults = ConfigDict(\n"
        "    title=None,\n"
        "    protected_namespaces=('model_validate', 'model_dump'),\n"
        ")\n\n\n"
        "def prepare(protected_namespaces=()):\n"
        "    return protected_namespaces\n"
    )
    answer, _ = asked_unchanged(
        store, tmp_path, "where is the default value of protected_namespaces set, and what is it?"
    )
    assert first_citation(answer) == ("_config.py", 8), answer


QUESTIONS_FOUR_20 = '''"""Questions, round four."""
from typing import overload


class Socket:
    @overload
    def recv_multipart(self, copy: bool = ...) -> list: ...
    @overload
    def recv_multipart(self, copy: bool = True) -> list: ...
    def recv_multipart(self, copy=True):
        """Receive a multipart message as a list of parts."""
        parts = [self.recv(copy=copy)]
        # have first part already, only loop while more to receive
        while self.getsockopt(RCVMORE):
            part = self.recv(copy=copy)
            parts.append(part)
        return parts


class Axes3D:
    """3D Axes."""

    def __init__(self, fig):
        self.fig = fig
        self._view_margin = 1/48  # default value

    def draw(self):
        return self.fig


def parse(csource, pack=None):
    if pack is not None and pack & (pack - 1):
        raise ValueError("'pack' must be a power of two, not %r" % (pack,))
    return csource
'''


@pytest.mark.parametrize(
    "prompt, text",
    [
        ("how does Socket.recv_multipart know when to stop reading frames?",
         "while self.getsockopt(RCVMORE):"),
        ("where does Axes3D set its default _view_margin of 1/48?", "self._view_margin = 1/48"),
        ("passing pack=3 to parse blows up, which line raises that?", "raise ValueError("),
    ],
)  # fmt: skip
def test_questions_answered_in_the_twentieth_pass_round_four(tmp_path, store, prompt, text):
    """heldout91 #18 (an @overload stub had been the main place), #33 (the line of the method
    that sets a class's attribute), heldout90 #32 ("which line raises that?")."""
    path = tmp_path / "q4.py"
    path.write_text(QUESTIONS_FOUR_20)
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    assert f"`q4.py:{line_of(path, text)}`" in answer.split("\n\n")[0], answer
    if "raises" in prompt:  # a raise asked: the raise first
        assert first_citation(answer) == ("q4.py", line_of(path, text)), answer


def test_a_message_quoted_with_its_values_filled_in(tmp_path, store):
    """heldout94 #6: 'got "cannot use capfd and capsys at the same time". which line produces
    that error?' was a how-question about capfd; the message is written with fields
    (f"cannot use {requested_fixture} and {current_fixture} at the same time")."""
    (tmp_path / "capture.py").write_text(
        "class CaptureManager:\n"
        "    def set_fixture(self, capture_fixture):\n"
        "        if self._capture_fixture:\n"
        "            current_fixture = self._capture_fixture.request.fixturename\n"
        "            requested_fixture = capture_fixture.request.fixturename\n"
        "            capture_fixture.request.raiseerror(\n"
        '                f"cannot use {requested_fixture} and {current_fixture} at the same time"\n'
        "            )\n"
        "        self._capture_fixture = capture_fixture\n\n\n"
        "def capfd(request):\n"
        '    """Enable capturing of writes to file descriptors."""\n'
        "    return request\n"
    )
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "hi! I asked for both capsys and capfd in one test and got 'cannot use capfd and capsys "
        "at the same time'. which line produces that error?",
    )
    assert first_citation(answer) == ("capture.py", 7), answer


def test_who_wraps_in_a_class_asks_where_it_is_made():
    q = read_question("who wraps the serializer in a ParamValidationDecorator?")
    assert (q.kind, q.symbols) == ("calls", ["ParamValidationDecorator"])


def test_a_second_question_ending_in_applied_is_no_calls_question():
    """ "Where is `line_total` defined, and how is VAT applied?" became a calls-question when
    "where is X applied" did (the sample notebook's first turn; found by the whole suite)."""
    assert read_question("Where is `line_total` defined, and how is VAT applied?").kind == "where"
    assert read_question("Where is the `cached` decorator applied?").kind == "calls"


CHECKS = '''"""Checks run on a record before it is stored."""


def check_length(record):
    """The record's text is not longer than the limit."""
    return len(record.text) <= 80


def check_level(record):
    """The record's level is one of the known levels."""
    return record.level in (10, 20)


def check_source(record):
    """The record says where it came from."""
    return bool(record.source)


def check_time(record):
    """The record's time is not in the future."""
    return record.time <= 0


def check_owner(record):
    """The record has an owner."""
    return record.owner is not None


def check_all(record):
    """Every check on the record."""
    return all(f(record) for f in (check_length, check_level, check_source, check_time))
'''


def test_a_question_in_own_words_lists_more_candidates(store, tmp_path):
    """A description ranked by words alone is first right about one time in four: the answer
    lists four other candidates then, and two for a question that names the code."""
    (tmp_path / "checks.py").write_text(CHECKS)
    own, _ = asked_unchanged(store, tmp_path, "Which function looks at a record before storing it?")
    named, _ = asked_unchanged(store, tmp_path, "Which function checks the record's `level`?")
    listed = re.search(r"Other candidates: (.*)", own).group(1)
    assert listed.count(" at `checks.py:") == 4, own
    assert re.search(r"Other candidates: (.*)", named).group(1).count(" at `") == 2, named


@pytest.mark.parametrize(
    "prompt, kind, name",
    [  # a sentence after the question, an owner said, a hand-off: where a name is called
        ("Which places use _sqrt_mod_prime_power? I want to change its signature.", "calls", None),
        (
            "Where does anything call the client's `_process_response_data`? Trying to trace "
            "how a streamed chunk becomes a model.",
            "calls",
            "_process_response_data",
        ),
        ("Where does greedy_color hand off to `_greedy_coloring_with_interchange`?", "calls", None),
        ("Where does run delegate to _run_impl?", "calls", "_run_impl"),
        # "In C, how ...": a how about C, whatever "where" a second question says
        (
            "In ConditionExpressionParser, how is precedence handled -- does AND bind tighter "
            "than OR, and where does NOT come in?",
            "how",
            "ConditionExpressionParser",
        ),
    ],
)
def test_what_the_twenty_first_pass_read_in_blind_sets(prompt, kind, name):
    q = read_question(prompt)
    assert q.kind == kind
    assert name is None or q.symbols[0] == name


def test_a_decorator_asked_for_with_what_is_a_which_question():
    q = read_question(
        "what decorator forwards the MultiKernelManager methods to the individual KernelManager "
        "for that kernel_id?"
    )
    assert (q.kind, q.target) == ("which", "function")


def test_places_that_check_a_name_are_its_uses():
    q = read_question("In multikernelmanager.py, which places check _using_pending_kernels()?")
    assert (q.kind, q.symbols) == ("calls", ["_using_pending_kernels"])


@pytest.mark.parametrize(
    "prompt",
    [
        "Where is `level_name` defined? Give me the file and line.",
        "I am lost. Can you tell me where level_name is defined?",
        "How does the parser pick a lexer -> which one wins?",
        "Can you explain how `lookup` turns text into a level?",
        "Which function converts bytes -> str here?",
        "What should f return instead of None?",
        # (asked to be shown a place: an arrow in it says what the code does)
        "Could you point me to the method that actually does the SAM -> CloudFormation "
        "conversion, `Translator.translate`?",
    ],
)
def test_a_question_that_mentions_a_change_stays_a_question(prompt):
    assert read_question(prompt).kind != "edit"


@pytest.mark.parametrize(
    "prompt",
    [
        "which FrameLocator helper glues the iframe selector onto the inner one?",
        "Which helper lays names out in a grid that fits the terminal, kind of like `ls` output?",
    ],
)
def test_a_which_question_runs_no_program(prompt):
    """ "which FrameLocator helper glues ..." ran `which FrameLocator helper glues`."""
    assert read_command(prompt) is None
    assert read_question(prompt).kind == "which"


def test_a_which_question_still_runs_the_command_it_asks_to_run():
    prompt = 'Which methods carry the fail_hard decorator? Run `python -c "print(1)"` to check.'
    assert read_command(prompt) == 'python -c "print(1)"'


def test_a_quoted_message_asked_where_it_comes_from_is_found_where_raised(store, tmp_path):
    """heldout108 #14: 'Where does "No worker found" come from?' ranked definitions by words."""
    assert read_question('Where does "No worker found" come from?').seen
    (tmp_path / "worker.py").write_text(
        "def find_missing(worker):\n"
        "    return [k for k in worker.missing]\n\n\n"
        "def get_worker():\n"
        "    try:\n"
        "        return _state.worker\n"
        "    except AttributeError:\n"
        '        raise ValueError("No worker found") from None\n'
    )
    answer, _ = asked_unchanged(store, tmp_path, 'Where does "No worker found" come from?')
    assert first_citation(answer) == ("worker.py", 9), answer


FACTOR = '''def _generic_factor(expr, gens, method):
    """Helper function for sqf and factor."""
    return _symbolic_factor(expr, method)


def _symbolic_factor(expr, method):
    return expr


def _sorted_factors(factors):
    return sorted(factors)


def sqf(f, *gens):
    """Compute square-free factorization of f."""
    f = _sorted_factors(f)
    return _generic_factor(f, gens, method="sqf")


def factor(f, *gens):
    """Compute the factorization of f into irreducibles."""
    return _generic_factor(f, gens, method="factor")
'''


def test_which_function_two_named_ones_share_is_the_one_both_call(store, tmp_path):
    """heldout109 #23: "the shared code path behind sqf() and factor()" answered `sqf`."""
    (tmp_path / "polytools.py").write_text(FACTOR)
    answer, _ = asked_unchanged(
        store, tmp_path, "which function is the shared code path behind `sqf()` and `factor()`?"
    )
    assert first_citation(answer) == ("polytools.py", 1), answer


RESAMPLE = '''class Resampler:
    """Groups rows by time."""


class DatetimeIndexResampler(Resampler):
    """For a DatetimeIndex."""


class PeriodIndexResampler(DatetimeIndexResampler):
    """For a PeriodIndex."""


class TimedeltaIndexResampler(DatetimeIndexResampler):
    """For a TimedeltaIndex."""


def get_resampler(obj):
    if isinstance(obj.index, PeriodIndex):
        return PeriodIndexResampler(obj)
    return DatetimeIndexResampler(obj)
'''


def test_which_subclass_is_a_class_derived_from_the_one_named(store, tmp_path):
    """heldout107 #14: "which Resampler subclass is used when ..." listed uses of PeriodIndex."""
    (tmp_path / "resample.py").write_text(RESAMPLE)
    q = read_question("which Resampler subclass is used when the index is a PeriodIndex?")
    assert (q.kind, q.target) == ("which", "subclass")
    answer, _ = asked_unchanged(
        store, tmp_path, "which Resampler subclass is used when the index is a PeriodIndex?"
    )
    assert first_citation(answer) == ("resample.py", 9), answer
    assert "TimedeltaIndexResampler" in answer


def test_a_noun_before_a_verb_of_running_runs_nothing():
    """heldout111 #30: "How does the exact fraction type make sure ..." ran `make sure`."""
    prompt = "How does the exact fraction type make sure that 6/8 ends up stored as 3/4?"
    assert read_command(prompt) is None
    assert read_command("then type make test and tell me the output") == "make test"
    assert read_command("What happens if I try seq 3 5?") == "seq 3 5"


LIBMPF = '''def from_Decimal(x, prec=None):
    """Create a raw mpf from a Decimal, rounding if necessary."""
    return from_str(x.to_eng_string(), prec)


def from_str(x, prec):
    """Create a raw mpf from a decimal literal."""
    return x


def to_str(s, dps):
    """Convert a raw mpf to a literal with at most dps digits."""
    return str(s)
'''


def test_what_a_value_is_formatted_as_is_the_way_the_function_goes(store, tmp_path):
    """heldout111 #39: "formats a raw mpf tuple as a decimal string" is ``to_str``, not
    ``from_Decimal`` (the other way)."""
    (tmp_path / "libmpf.py").write_text(LIBMPF)
    answer, _ = asked_unchanged(
        store, tmp_path, "which function in libmpf formats a raw mpf tuple as a decimal string"
    )
    assert first_citation(answer) == ("libmpf.py", 11), answer


def test_a_call_asked_for_at_the_end_of_a_sentence_is_the_name_not_a_full_stop(store, tmp_path):
    """heldout114 #31: "Find every place that calls inject_trace_header." listed every line of
    every caller as a call of `` (the name read with the sentence's full stop)."""
    (tmp_path / "util.py").write_text("def inject_trace_header(headers):\n    headers['x'] = 1\n")
    (tmp_path / "boto.py").write_text(
        "from util import inject_trace_header\n\n\n"
        "def inject_header(wrapped, headers):\n"
        "    inject_trace_header(headers)\n"
        "    return wrapped()\n"
    )
    answer, _ = asked_unchanged(store, tmp_path, "Find every place that calls inject_trace_header.")
    assert answer.startswith("`inject_trace_header` is called in 1 place"), answer
    assert "return wrapped()" not in answer


PAGERANK = '''def _pagerank_scipy(G, alpha=0.85):
    """Returns the PageRank of the nodes in the graph by power iteration."""
    import scipy
    return scipy.sparse.linalg


def _pagerank_python(G, alpha=0.85):
    """Returns the PageRank of the nodes in the graph."""
    x = dict.fromkeys(G, 1.0 / len(G))
    return x
'''


def test_a_which_answer_is_not_named_for_what_the_question_rules_out(store, tmp_path):
    """heldout115 #45: "... power iteration, with dicts rather than numpy/scipy?" answered
    `_pagerank_scipy`."""
    (tmp_path / "pagerank_alg.py").write_text(PAGERANK)
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "Which private helper in pagerank_alg.py does the plain-Python power iteration, with "
        "dicts rather than numpy/scipy?",
    )
    assert first_citation(answer) == ("pagerank_alg.py", 7), answer


DOMAINS = '''class FiniteDomain(RandomDomain):
    """A domain with discrete finite support."""


class SingleFiniteDomain(FiniteDomain):
    """One symbol's domain."""


class ProductFiniteDomain(FiniteDomain):
    """Several symbols' domain."""


class ConditionalFiniteDomain(ProductFiniteDomain):
    """Holds the set where the test holds."""
'''


def test_which_class_is_a_named_one_with_a_clause_is_the_variant_that_says_it(store, tmp_path):
    """heldout116 #33: "Which class represents a FiniteDomain that's been restricted by a
    condition?" answered FiniteDomain."""
    (tmp_path / "frv.py").write_text(DOMAINS)
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "Which class represents a FiniteDomain that's been restricted by a condition?",
    )
    assert first_citation(answer) == ("frv.py", 13), answer


PARSERS = '''class ResponseParser:
    def _is_generic_error_response(self, response):
        """A gateway's HTML page in place of the service's error."""
        return response["body"].startswith(b"<html>")

    def serialize_to_request(self, parameters):
        """Serialize parameters into an HTTP request."""
        return parameters
'''


def test_what_a_question_says_happens_instead_rules_out_no_name(store, tmp_path):
    """heldout95 #14 (lost while the ruled-out names were being moved): "answers with a plain
    web page ... instead of a proper error" rules out no name with *error* in it."""
    (tmp_path / "parsers.py").write_text(PARSERS)
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "Sometimes a gateway in front of the service answers with a plain web page that says "
        "it's out of order, instead of a proper error. Which code copes with that?",
    )
    assert first_citation(answer) == ("parsers.py", 2), answer


def test_a_failure_then_where_it_checks_is_where_it_raises():
    """heldout118 #3: "kneser_graph(0, 2) blew up on me. Where does it check n and k?" was
    answered with the definition."""
    q = read_question("kneser_graph(0, 2) blew up on me. Where does it check n and k?")
    assert q.kind == "raises"
    assert read_question("parse choked on my file. Where does it check the header?").kind == (
        "raises"
    )


COMMS = '''class CommManager:
    def register_target(self, target_name, f):
        """Register a callable f for a given target name."""
        self.targets[target_name] = f

    def get_comm(self, comm_id):
        """Get a comm with a particular id."""
        try:
            return self.comms[comm_id]
        except KeyError:
            self.log.warning("No such comm: %s", comm_id)
            return None
'''


def test_what_is_ruled_out_moves_nothing_when_the_first_name_does_not_say_it(store, tmp_path):
    """heldout24 #22 (lost while the rule was too wide): "... gives back None instead of blowing
    up" put register_target, which shares *registered* with the question, first."""
    (tmp_path / "base_comm.py").write_text(COMMS)
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "When something asks for a channel by an id nobody ever registered, which method "
        "complains in the log and gives back None instead of blowing up?",
    )
    assert first_citation(answer) == ("base_comm.py", 6), answer


@pytest.mark.parametrize(
    "prompt",
    [
        # heldout112 #39, #40 (the held-out round): a how-question ran the command it names
        "how does `pip config edit` pick which editor to launch?",
        "How does CacheCommand._find_wheels turn the pattern I give `pip cache list` into a glob?",
    ],
)
def test_a_how_question_about_a_command_runs_nothing(prompt):
    assert read_command(prompt) is None
    assert read_command("How does `seq 3 5` look? run `seq 3 5`") == "seq 3 5"


# --- twenty-third pass: the tuning round's misses (heldout122-124, edits83-84) ---------------


@pytest.mark.parametrize(
    "prompt",
    [
        # heldout117 #20 was read as "who calls general_hamming"
        "which internal function do blackman, nuttall and general_hamming all end up calling to "
        "build the actual window?",
        "which function do blackman and nuttall both call?",
        "what helper do blackman, nuttall and general_hamming all use?",
    ],
)
def test_the_function_several_said_plainly_share_is_the_one_they_hand_on_to(
    store, tmp_path, prompt
):
    (tmp_path / "windows.py").write_text(WINDOWS)
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    assert first_citation(answer) == ("windows.py", 5), answer


FILTERS = '''class Filter:
    def __or__(self, other):
        """Chaining of filters using the | operator."""
        return _OrList.create([self, other])

    def __and__(self, other):
        return _AndList.create([self, other])


class _OrList(Filter):
    """Result of |-operation between several filters."""

    @classmethod
    def create(cls, filters):
        return cls(filters)


class _AndList(Filter):
    """Result of &-operation between several filters."""


def in_editing_mode(editing_mode):
    def in_editing_mode_filter():
        return get_app().editing_mode == editing_mode

    return in_editing_mode_filter


def has_focus(value):
    def has_focus_filter():
        return get_app().layout.current_control == value

    return has_focus_filter


def vi_insert_mode():
    """The user is in Vi insert mode."""
    return get_app().vi_state.input_mode == InputMode.INSERT


def emacs_insert_mode():
    return get_app().editing_mode == EditingMode.EMACS


default_priority = "key-order"


class Style:
    @classmethod
    def from_dict(cls, style_dict, priority=default_priority):
        return cls(style_dict)
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout122 #16: an operator alone in backticks, and the class its method makes
        ("Which class do you get back when you combine two filters with `|`?", 10),
        # heldout122 #14: a function nested in another is not one of the "filters" a user picks
        ("which filter tells me the user is in vi insert mode", 36),
        # heldout122 #12: the name said right after "where's" is the one asked about
        ("where's default_priority set for Style.from_dict?", 45),
    ],
)
def test_readings_of_the_twenty_third_pass(store, tmp_path, prompt, line):
    (tmp_path / "filters.py").write_text(FILTERS)
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    assert first_citation(answer) == ("filters.py", line), answer


STATE = '''class WorkerState:
    """The state of a worker."""

    transfer_incoming_bytes_throttle_threshold: int
    nthreads: int

    def __init__(self, nthreads):
        self.nthreads = nthreads
        self.transfer_incoming_bytes_throttle_threshold = int(10e6)


class KeyUsage:
    def __init__(self, key_agreement):
        self._key_agreement = key_agreement

    @property
    def encipher_only(self):
        if not self._key_agreement:
            raise ValueError("encipher_only is undefined unless key_agreement is true")
        return False

    def __repr__(self):
        try:
            encipher_only = self.encipher_only
        except ValueError:
            encipher_only = None
        return f"<KeyUsage(encipher_only={encipher_only})>"


def _color_name_to_rgb(color):
    try:
        rgb = int(color, 16)
    except ValueError:
        raise
    else:
        return rgb


class OpenFile:
    """File-like object to be used in a context."""

    def open(self):
        return PickleableTextIOWrapper(self.fobj)


class PickleableTextIOWrapper:
    """TextIOWrapper cannot be pickled. This solves it: wraps text-mode files."""

    def __reduce__(self):
        return PickleableTextIOWrapper, self.args
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout124 #11: declared in the class without a value, given one in __init__
        ("Where is transfer_incoming_bytes_throttle_threshold given its value, and what is it?", 9),
        # heldout123 #46: a how-question whose "raises" is a given; "KeyUsage's repr"
        (
            "How does KeyUsage's repr avoid blowing up when key_agreement is False, given that "
            "encipher_only raises in that case?",
            22,
        ),
        # heldout122 #10: "let the error through" is where it raises it again
        (
            "where does _color_name_to_rgb let the error through when the colour isn't valid hex?",
            34,
        ),
        # heldout122 #40: the class said in the clause is context, not what is asked for
        ("Which class wraps text-mode files so the OpenFile's text layer can be pickled?", 46),
    ],
)
def test_questions_of_the_twenty_third_pass(store, tmp_path, prompt, line):
    (tmp_path / "state.py").write_text(STATE)
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    assert first_citation(answer) == ("state.py", line), answer


# --- twenty-third pass, second tuning round (heldout125-126, edits85) -----------------------


SUBMITTER = '''class GetObjectSubmitter:
    def _submit_get_object_jobs(self, request):
        size = self._get_size(request)
        if size < self._threshold:
            self._submit_single_get_object_job(request)
        else:
            self._submit_ranged_get_object_jobs(request, size)

    def _submit_single_get_object_job(self, request):
        self._submit_get_object_job(request, extra_args={})

    def _submit_ranged_get_object_jobs(self, request, size):
        """Split the object into ranged GETs, one per part."""
        for offset in range(0, size, self._part_size):
            self._submit_get_object_job(request, extra_args={"Range": offset})

    def _submit_get_object_job(self, request, extra_args):
        self._queue.put((request, extra_args))
'''


def test_which_method_decides_between_two_is_the_one_that_calls_both(store, tmp_path):
    """heldout126 #24: the one choice that says the question's words ("ranged GETs") was cited,
    not the method whose if/else picks it or its sibling."""
    (tmp_path / "processpool.py").write_text(SUBMITTER)
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "Which GetObjectSubmitter method decides between one plain GET and splitting the object "
        "into ranged GETs?",
    )
    assert first_citation(answer) == ("processpool.py", 2), answer


RRULE = '''class rrule:
    def __init__(self, freq, byhour=None):
        if freq < HOURLY:
            self._byhour = {0}
        else:
            self._byhour = self.__construct_byset(start=0, byxxx=byhour, base=24)

    def __construct_byset(self, start, byxxx, base):
        """If a BYXXX sequence is passed at the same level as FREQ, keep the reachable ones."""
        return set(byxxx or ())
'''


def test_where_a_function_calls_its_private_helper_is_a_calls_question(store, tmp_path):
    """heldout125 #9: "call its private __construct_byset helper" was read as where it is
    defined."""
    (tmp_path / "rrule.py").write_text(RRULE)
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "Where does rrule's constructor call its private __construct_byset helper? I'd like to "
        "see for which frequencies.",
    )
    assert first_citation(answer) == ("rrule.py", 6), answer


COLOURS = '''def _get_closest_ansi_color(r, g, b, exclude=()):
    """Find closest ANSI color. Return it by name."""
    saturation = abs(r - g) + abs(g - b) + abs(b - r)  # between 0..510
    if saturation > 30:
        exclude.extend(["ansilightgray", "ansidarkgray", "ansiwhite", "ansiblack"])
    distance = 257 * 257 * 3
    match = "ansidefault"
    for name, (r2, g2, b2) in ANSI_COLORS_TO_RGB.items():
        if name != "ansidefault" and name not in exclude:
            d = (r - r2) ** 2 + (g - g2) ** 2 + (b - b2) ** 2
            if d < distance:
                match, distance = name, d
    return match


class Vt100_Output:
    def clear_title(self):
        self.set_title("")

    def erase_screen(self):
        """Erases the screen with the background color and moves the cursor to home."""
        self.write_raw("\\x1b[2J")


def periodic(x, axis, depth):
    """Copy a slice of an array around to its other side."""
    left = x[:depth]
    right = x[-depth:]
    return concatenate([right, x, left], axis=axis)


def add_dummy_padding(x, depth, boundary):
    """Pads an array which has 'none' as the boundary type."""
    return pad(x, depth, mode="empty")
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout122 #13: "steers clear of" avoids (it is no *clear*); nearest: closest; grey: gray
        (
            "Which function maps any red/green/blue mix onto the nearest of the sixteen basic "
            "terminal shades, and steers clear of the greys when the shade is vivid?",
            1,
        ),
    ],
)
def test_own_words_of_the_twenty_third_pass(store, tmp_path, prompt, line):
    (tmp_path / "colours.py").write_text(COLOURS)
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    assert first_citation(answer) == ("colours.py", line), answer


def test_a_phrase_is_read_with_its_verb_doubling_a_consonant():
    """heldout124 #44: "wrapping around" was two words, not the phrase "wrap around"."""
    words = read_question("which function pads my array by wrapping around?").words
    assert "conceptwraparound" in words and "wrap" not in words, words


CONVERTERS = '''def pipe(*converters):
    """A converter that composes multiple converters into one."""

    def pipe_converter(val, inst, field):
        for c in converters:
            val = c(val)
        return val

    return pipe_converter


def optional(converter):
    """A converter that allows an attribute to be optional."""

    def optional_converter(val):
        if val is None:
            return None
        return converter(val)

    return optional_converter


def default_if_none(default=NOTHING, factory=None):
    """A converter that allows to replace None values by *default* or the result of *factory*."""

    def default_if_none_converter(val):
        if val is not None:
            return val
        return default

    return default_if_none_converter


def _setattr_with_converter(attr_name, value_var, has_on_setattr):
    """Use the cached object.setattr to set attr_name to value_var, but run its converter first."""
    return f"_setattr('{attr_name}', {value_var})"


class Relational:
    @property
    def reversed(self):
        """Return the relationship with sides reversed."""
        return self.func(self.rhs, self.lhs)

    @property
    def negated(self):
        """Return the negated relationship: Eq becomes Ne, < becomes >=."""
        return _NOT_OPS[self.func](*self.args)


class Expr:
    def __ge__(self, other):
        return GreaterThan(self, other)

    def __lt__(self, other):
        return StrictLessThan(self, other)
'''


@pytest.mark.parametrize(
    ("prompt", "inside"),
    [
        # heldout79 #39: the functions named for the role are nested ones; they still answer
        (
            "Which converter should I use so a field that was handed nothing at all ends up with "
            "a fallback value instead?",
            "_converter",
        ),
        # heldout89 #24: two operators quoted alone are what is made, not an operator applied
        ("Which property of Relational turns Eq into Ne and `<` into `>=`?", "Relational"),
    ],
)
def test_readings_kept_while_the_twenty_third_pass_widened_them(store, tmp_path, prompt, inside):
    (tmp_path / "converters.py").write_text(CONVERTERS)
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    first = re.search(r"`([\w.]+)` handles this", answer)
    assert first and inside in first[1], answer


# --- twenty-third pass, third tuning round (heldout127-128, edits86) ------------------------


NANS = '''def _divide_by_count(a, b, out=None):
    """Compute a/b ignoring invalid results."""
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.divide(a, b, out=out)


def _replace_nan(a, val):
    mask = np.isnan(a)
    return a, mask


def nanmean(a, axis=None):
    arr, mask = _replace_nan(a, 0)
    cnt = np.sum(~mask, axis=axis)
    tot = np.sum(arr, axis=axis)
    return _divide_by_count(tot, cnt)


def nanvar(a, axis=None, ddof=0):
    arr, mask = _replace_nan(a, 0)
    cnt = np.sum(~mask, axis=axis) - ddof
    sqr = np.sum(arr * arr, axis=axis)
    return _divide_by_count(sqr, cnt)


def bind_sockets(port, reuse_port=False):
    if reuse_port and not hasattr(socket, "SO_REUSEPORT"):
        raise ValueError("the platform doesn't support SO_REUSEPORT")
    return [port]
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout128 #15: "which helper does X in A/B": the one both call that does X
        (
            "Which helper does the division in nanmean/nanvar so a 0/0 for an empty slice doesn't "
            "spit out a divide warning?",
            1,
        ),
        # heldout127 #22: an error said, then "where's that coming from?"
        (
            "bind_sockets(..., reuse_port=True) gives me a ValueError -- where's that coming from?",
            28,
        ),
    ],
)
def test_questions_of_the_third_round_of_the_twenty_third_pass(store, tmp_path, prompt, line):
    (tmp_path / "nan.py").write_text(NANS)
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    assert first_citation(answer) == ("nan.py", line), answer


def test_where_a_class_sets_an_attribute_said_plainly(store, tmp_path):
    """heldout128 #45: "Where does SpawnBase set delaybeforesend, and to what?" cited the class."""
    (tmp_path / "parser.py").write_text(PARSER)
    answer, _ = asked_unchanged(
        store, tmp_path, "Where does SpawnParser set delaybeforesend, and to what?"
    )
    assert first_citation(answer) == ("parser.py", 5), answer


# --- twenty-third pass: answers of older sets lost on the way, found by running every set ----


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout64 #38: "method" of "method='nearest'" is a word, not ``self.method`` asked for
        (
            "how does RegularGridInterpolator's method='nearest' decide which grid point wins when "
            "a query point is exactly halfway between two?",
            34,
        ),
        # heldout98 #9: "a helper" with words that name functions (inner, get) but no list of them
        (
            "which FrameLocator helper glues the iframe selector onto the inner one (the "
            "internal:control=enter-frame bit)?",
            41,
        ),
    ],
)
def test_questions_the_twenty_third_pass_kept(store, tmp_path, prompt, line):
    (tmp_path / "colorbar.py").write_text(COLORBAR)
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    assert first_citation(answer) == ("colorbar.py", line), answer


# --- twenty-third pass: the held-out round's wrong actions, read after its figures were taken


@pytest.mark.parametrize(
    ("prompt", "kind"),
    [
        # edits82 #30: a new argument asked for as a question is a request, declined
        (
            "Can CliRunner.invoke get a timeout= argument that stops the command and returns a "
            "Result with an exception when it runs too long? (click/testing.py)",
            "edit",
        ),
        ("could parse() get a new strict flag?", "edit"),
        # what a function can be given is still a question
        ("can open() accept a mode argument?", "how"),
    ],
)
def test_a_new_argument_asked_as_a_question_is_a_request(prompt, kind):
    q = read_question(prompt)
    assert q.kind == kind and (kind != "edit" or q.edit.op == "decline"), q


# --- twenty-fourth pass, tuning round (heldout131-132, edits88) -----------------------------


def cites_first(store, tmp_path, name: str, text: str, prompt: str, line: str) -> None:
    """``prompt`` asked of a workspace holding ``text`` as ``name`` cites ``line`` first."""
    path = tmp_path / name
    path.write_text(text)
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    assert first_citation(answer) == (name, line_of(path, line)), answer


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout131 #8: a class's constant said by a word of its name ("refreshes")
        (
            "TimeRemainingColumn only refreshes twice a second -- where is that interval set?",
            "    max_refresh = 0.5",
        ),
        # heldout132 #23: no definition is named "WOFF2"; the constant holding most words is
        (
            "Which tables get transformed by default when writing WOFF2? Point me at where that "
            "default tuple is defined.",
            "transformedTableTags = (",
        ),
        # heldout132 #7: an attribute said as two words, asked where its default is set
        (
            "If I create a lifecycle hook without a timeout, what heartbeat timeout does it get, "
            "and where is that default set?",
            "        self.heartbeat_timeout = timeout or 3600",
        ),
        # heldout131 #42: a message with its values filled in, set in ``msg`` above the raise
        (
            "where does it complain that 'points have dimension 3, dataset has dimension 2'?",
            '            msg = (f"points have dimension {d}, "',
        ),
    ],
)
def test_questions_of_the_twenty_fourth_pass_tuning_round(store, tmp_path, prompt, line):
    cites_first(store, tmp_path, "progress.py", PROGRESS, prompt, line)


TRACEBACK = '''def frame_objects(frames):
    """Return the frame objects of a traceback, newest last."""
    return [frame for frame in frames]


def _walk(tb):
    out = []
    while tb is not None:
        out.append(Frame(tb.tb_frame, tb.tb_lineno))
        tb = tb.tb_next
    return out
'''


def test_which_function_makes_the_objects_said_is_the_one_that_instantiates_them(store, tmp_path):
    """heldout132 #10: "which method turns the raw BlockDeviceMapping dicts into BlockDeviceType
    objects?" named the method whose name and docstring say the words, not the one calling
    ``BlockDeviceType()``."""
    (tmp_path / "tb.py").write_text(TRACEBACK)
    answer, _ = asked_unchanged(
        store, tmp_path, "which function turns a traceback into Frame objects?"
    )
    assert first_citation(answer) == ("tb.py", 6), answer


# --- twenty-fourth pass, second tuning round (heldout133-134, edits89) ----------------------


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout133 #9: a message seen, then "where is that check?" (was a where-question)
        (
            "set_integrator('vode', method='rk45') gives 'Unknown integration method rk45'. where "
            "is that check?",
            'raise ValueError(f"Unknown integration method {method}")',
        ),
        # heldout134 #21 (was a how-question)
        (
            "the grid tells me \"'x' must be strictly increasing\". Where is that check?",
            "raise ValueError(\"'x' must be strictly increasing\")",
        ),
        # heldout134 #8: a value of three numbers written in code, asked of a returns-question
        (
            "My replication groups always come back with SnapshotWindow 05:00-6:00 even though I "
            "never set one. Where does that default come from?",
            'self.snapshot_window = snapshot_window or "05:00-6:00"',
        ),
        # heldout134 #33: a constant said by two words of its name and the number it holds
        (
            "Where's the 80-character cap on strings shown in locals defined?",
            "LOCALS_MAX_STRING = 80",
        ),
        # heldout133 #11: a parameter's default, asked of the class
        (
            "what default ifactor does dop853 use, and where is it set?",
            "ifactor=6.0",
        ),
    ],
)
def test_questions_of_the_twenty_fourth_pass_second_round(store, tmp_path, prompt, line):
    cites_first(store, tmp_path, "solvers.py", SOLVERS, prompt, line)


SOLVER_TABLE = """SOLVER_NAMES_DEFAULT = "secant"

str2solver = {"secant": Secant, "anderson": Anderson, "ridder": Ridder}


def findroot(f, x0, solver="secant"):
    return str2solver[solver](f, x0)


def remap(domain):
    if domain.isascii():
        return domain
    return domain.lower()
"""


def test_what_this_pass_lost_on_the_way_and_found_again(store, tmp_path):
    """A table holding every quoted text comes before a constant said by words (heldout43 #35),
    and a comment in curly quotes is quoted, not an unquoted one running on (edits28 #4)."""
    path = tmp_path / "optimization.py"
    path.write_text(SOLVER_TABLE)
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "where is the table of solver names for findroot (the 'secant', 'anderson', 'ridder' "
        "... strings) set up?",
    )
    assert first_citation(answer) == ("optimization.py", 3), answer
    answer, _ = ask(
        store,
        tmp_path,
        "In remap, add the comment \u201c# ASCII fast path\u201d on its own line just before the "
        "line `if domain.isascii():`.",
    )
    assert path.read_text() == SOLVER_TABLE.replace(
        "    if domain.isascii():", "    # ASCII fast path\n    if domain.isascii():"
    ), answer


HANDLERS = '''class HandlerBase:
    def adjust_drawing_area(self, legend, orig_handle, xdescent, ydescent, width, height):
        return xdescent - legend.borderpad, ydescent, width, height

    def legend_artist(self, legend, orig_handle, fontsize, handlebox):
        """Return the artist this handler makes for the given original handle."""
        artists = self.create_artists(legend, orig_handle, handlebox)
        for artist in artists:
            handlebox.add_artist(artist)
        return artists[0]


class HandlerLine2D(HandlerBase):
    """Handler for Line2D instances."""

    def create_artists(self, legend, orig_handle, handlebox):
        return [Line2D(handlebox.xdata, handlebox.ydata)]


class HandlerErrorbar(HandlerLine2D):
    """Handler for Errorbars."""

    def create_artists(self, legend, orig_handle, handlebox):
        plotlines, caplines, barlinecols = orig_handle
        return [*plotlines, *caplines, *barlinecols]
'''


def test_a_role_said_with_class_is_a_class_named_with_the_role_first(store, tmp_path):
    """heldout133 #36: "Which handler class draws the legend entry for an errorbar container?"
    named HandlerBase's method (a role was read only as a name's last word, ``XHandler``)."""
    (tmp_path / "legend_handler.py").write_text(HANDLERS)
    answer, _ = asked_unchanged(
        store, tmp_path, "Which handler class draws the legend entry for an errorbar container?"
    )
    assert first_citation(answer) == ("legend_handler.py", 20), answer


# --- twenty-fourth pass, third tuning round (heldout135-136, edits90) -----------------------


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout136 #31: "the places in F that call X" (was a how-question)
        (
            "List the places in checks.py that call calcChecksum (not the doctests).",
            "        checksum = calcChecksum(self.data)",
        ),
        # heldout136 #18: "where does C use its X": X's uses, not C's
        (
            "Where does TagHolder use its _validate_kv check?",
            "            self._validate_kv(key, value, i + 1)",
        ),
        # heldout136 #44: an exception seen, then "where's the check on `method`?"
        (
            "res.sf.confidence_interval(method='plain') gives a ValueError. Where's the check on "
            "`method`?",
            '            raise ValueError(f"`method` must be one of {methods}.")',
        ),
        # heldout135 #5: a constant said by the text it holds
        (
            "Where is the fallback colour scheme for Syntax (monokai, I think) set?",
            'DEFAULT_THEME = "monokai"',
        ),
    ],
)
def test_questions_of_the_twenty_fourth_pass_third_round(store, tmp_path, prompt, line):
    cites_first(store, tmp_path, "checks.py", THIRD_ROUND, prompt, line)


ROLES = """class Node:
    fields = ()


class Declaration(Node):
    type = "declaration"


class Rule(Node):
    type = "rule"
"""


def test_a_class_said_is_not_its_constant_holding_its_name(store, tmp_path):
    """heldout19 #13, lost on the way: "where's the Declaration node class defined?" cited
    ``type = "declaration"`` (a constant holding a text the question says)."""
    path = tmp_path / "nodes.py"
    path.write_text(ROLES)
    answer, _ = asked_unchanged(store, tmp_path, "where's the Declaration node class defined?")
    assert first_citation(answer) == ("nodes.py", line_of(path, "class Declaration(Node):")), answer


GRAPHS = '''from collections.abc import Mapping


def merge_layers(layers):
    """Merge plain layers into one dict of layers."""
    out = {}
    for layer in layers:
        out.update(layer)
    return out


class Graph:
    def __init__(self, layers, dependencies):
        self.layers = layers
        self.dependencies = dependencies

    def merge_into(self, other):
        """Merge this graph's layers into another graph."""
        other.layers.update(self.layers)

    @classmethod
    def merge(cls, *graphs):
        layers, dependencies = {}, {}
        for g in graphs:
            if isinstance(g, Graph):
                layers.update(g.layers)
            elif isinstance(g, Mapping):
                layers[str(id(g))] = g
        return cls(layers, dependencies)


def reachable(graph, start):
    """Nodes reachable from start."""

    def passes(node, neighbour):
        return neighbour not in graph.blocked.get(node, ())

    seen = [start]
    for node in seen:
        seen += [n for n in graph.edges[node] if passes(node, n) and n not in seen]
    return seen


def passes_ball(node, neighbour):
    """Whether a ball entering node passes on to neighbour (the top-level helper)."""
    return node != neighbour and neighbour is not None
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # a classmethod asked for by its kind (was read as a how-question: merge_layers)
        (
            "Which classmethod combines a bunch of graphs and plain dicts into a single graph?",
            "    def merge(cls, *graphs):",
        ),
        # a nested function asked for by its kind (the top-level passes_ball came first)
        (
            "Which nested function decides if the ball passes from a node on to a neighbour?",
            "    def passes(node, neighbour):",
        ),
    ],
)
def test_which_asks_for_a_kind_of_definition(store, tmp_path, prompt, line):
    """ "Which classmethod / nested function ...": a definition of that kind first (heldout140
    #46, heldout141 #25)."""
    cites_first(store, tmp_path, "graphs.py", GRAPHS, prompt, line)


MATCHES = '''def fit_input(text, grammar):
    """Hand back the bit of the input at the end that no longer fits the grammar."""
    return text[len(grammar.prefix(text)) :]


class Grammar:
    def escape(self, varname, value):
        """Escape the value of a variable to fit the input of the grammar."""
        return value.replace("\\\\", "\\\\\\\\")


class Match:
    def __init__(self, string, groups):
        self.string, self.groups = string, groups

    def trailing_input(self):
        """The part of the input at the end that the grammar does not fit."""
        return self.groups.get("trailing")

    def values(self):
        return list(self.groups.values())
'''


def test_which_method_of_a_class_said_after_the_kind(store, tmp_path):
    """ "Which method of Match ...": a method of that class, its name said after the kind as
    "Which Match method" said it before (heldout141 #47; another definition came first)."""
    cites_first(
        store,
        tmp_path,
        "matches.py",
        MATCHES,
        "Which method of Match hands back the bit of input at the end that no longer fits the "
        "grammar?",
        "    def trailing_input(self):",
    )


RESULTS = """from typing import Dict


class _Offset:
    def __init__(self, value, offset):
        self.value, self.offset = value, offset


class Results:
    def __init__(self, toks):
        self._tokdict: Dict[str, _Offset] = {}
        for name, value in toks:
            self._tokdict[name] = _Offset(value, 0)

    def insert(self, index, value):
        if isinstance(value, _Offset):
            value = value.value
        self._tokdict[str(index)] = _Offset(value, index)
"""


@pytest.mark.parametrize(
    "prompt", ["where are `_Offset` objects created?", "Where do we make new _Offset instances?"]
)
def test_where_objects_are_created_cites_the_calls(store, tmp_path, prompt):
    """ "Where are X objects created": where the class is called, not the type hint naming it
    (heldout139 #33 cited `Dict[str, _ParseResultsWithOffset]` first)."""
    cites_first(store, tmp_path, "results.py", RESULTS, prompt, "= _Offset(value, 0)")


SEPARATORS = '''class GraphError(Exception):
    pass


def is_separator(graph, x, y, z, included=None):
    """Whether z separates x from y."""
    if included is None:
        included = set()
    if not set(x).isdisjoint(y):
        raise GraphError("x and y must be disjoint")
    if not included <= set(z):
        raise GraphError("z must contain every included node")
    return all(n in z for n in graph)


def parse(text):
    """Parse text into tokens."""
    if text.count("(") != text.count(")"):
        raise GraphError("unmatched left parenthesis")
    return text.split()
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        (
            "is_separator errors out when z is missing some of the `included` nodes -- where is "
            "that checked?",
            'raise GraphError("z must contain every included node")',
        ),
        (
            "parse('2*(x+1') blew up with a GraphError, I guess about the bracket. Where's that?",
            'raise GraphError("unmatched left parenthesis")',
        ),
    ],
)
def test_a_failure_said_then_where_is_that_checked(store, tmp_path, prompt, line):
    """A function's failure said, then "where is that checked?" / "Where's that?": a raise
    question, not where the function is (heldout141 #22, heldout139 #44)."""
    cites_first(store, tmp_path, "separators.py", SEPARATORS, prompt, line)


POOLS = '''from queue import LifoQueue, Queue
from collections import defaultdict

from .parsers import TextParser


class ConnectionPool:
    """Base class for all connection pools."""

    scheme = None
    QueueCls = LifoQueue

    def __init__(self, host, maxsize=1):
        self.host = host
        self.pool = self.QueueCls(maxsize)


class Planarity:
    def __init__(self, graph):
        self.graph = graph
        self.height = defaultdict(lambda: None)
        self.side = defaultdict(lambda: 1)
        self.lowpt = {}


def iterparse_rows(rows, names):
    """Iterparse the xml rows into dicts, one per parsed row, to build the final frame's rows."""
    return [dict(zip(names, row)) for row in rows]


def rows_to_frame(rows, **kwargs):
    """Convert parsed data to a frame."""
    parser = TextParser(rows, names=list(rows[0]), **kwargs)
    return parser.read()
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # a class's attribute given the name said as its value (the class was cited)
        ("Where does ConnectionPool choose LifoQueue as the queue class?", "QueueCls = LifoQueue"),
        # a method said, and a name in words with the number it is given (its definition was)
        (
            "In Planarity.__init__, where does every edge get its default side of 1?",
            "self.side = defaultdict(lambda: 1)",
        ),
        # a name the workspace imports, said as what the function hands its work to
        (
            "which function hands the parsed rows to TextParser to build the final frame?",
            "def rows_to_frame(rows, **kwargs):",
        ),
    ],
)
def test_the_pass_25_tuning_questions(store, tmp_path, prompt, line):
    """Questions of the twenty-fifth pass's tuning sets (heldout142 #24, heldout139 #8,
    heldout140 #21), each asked here of a small file of its own."""
    cites_first(store, tmp_path, "pools.py", POOLS, prompt, line)


NETUTILS = '''import socket
import struct


def proxy_bypass(host):
    """Whether the host should bypass the proxies, by the machine's settings."""
    return host in ("localhost", "127.0.0.1")


def dotted_netmask(mask):
    """Converts mask from /xx format to xxx.xxx.xxx.xxx"""
    bits = 0xFFFFFFFF ^ (1 << 32 - mask) - 1
    return socket.inet_ntoa(struct.pack(">I", bits))


def address_in_network(ip, net):
    """Whether an IP belongs to a network subnet."""
    ipaddr = struct.unpack("=L", socket.inet_aton(ip))[0]
    netaddr, bits = net.split("/")
    netmask = struct.unpack("=L", socket.inet_aton(dotted_netmask(int(bits))))[0]
    return (ipaddr & netmask) == (struct.unpack("=L", socket.inet_aton(netaddr))[0] & netmask)


class Results:
    def append(self, item):
        """Add an extra item at the end."""
        self.items.append(item)

    def insert(self, index, value):
        """Place a value at a position, moving the named offsets after it on by one."""
        self.items.insert(index, value)
        for name, offset in self.offsets.items():
            if offset >= index:
                self.offsets[name] = offset + 1
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # values said by their shape: an address and a network in CIDR form (heldout141 #14)
        (
            "Which helper says whether a machine's dotted number like 10.1.2.3 falls inside a "
            "block written as 10.0.0.0/8?",
            "def address_in_network(ip, net):",
        ),
        # "into the middle" is an insert (heldout139 #40)
        (
            "If I slip an extra item into the middle of the results, how do the remembered "
            "spots of the labelled pieces stay correct afterwards?",
            "def insert(self, index, value):",
        ),
    ],
)
def test_values_and_phrases_said_in_own_words(store, tmp_path, prompt, line):
    cites_first(store, tmp_path, "netutils.py", NETUTILS, prompt, line)


DATABASE = '''import logging

from .flows import edmonds_karp

logger = logging.getLogger(__name__)
EXPORTS_FILENAME = "pydist-exports.json"
flow_cutoff = 10
default_flow_func = edmonds_karp
DEFAULT_INDEX = "https://pypi.org/pypi"


class DistributionPath:
    def __init__(self, path):
        self.path = path
        self._cache = {}

    def _generate_cache(self):
        """Fill the cache of distributions found on the path."""
        for entry in self.path:
            self._cache[entry] = entry

    def get_distributions(self):
        self._generate_cache()
        return list(self._cache)


def minimum_cut(graph, flow_func=None):
    """The minimum cut, by the default max-flow function unless a flow_func is given."""
    if flow_func is None:
        flow_func = default_flow_func
    return flow_func(graph)


def _preprocess_graph(graph, weight):
    """Drop zero-weight edges."""
    return [e for e in graph if e[weight]]


def algebraic_connectivity(graph, weight="weight"):
    graph = _preprocess_graph(graph, weight)
    return len(graph)


def fiedler_vector(graph, weight="weight"):
    graph = _preprocess_graph(graph, weight)
    return list(graph)


def _factor_sum_int(expr):
    """Pull the factors that do not depend on the variables out of a Sum or Integral."""
    return expr


def factor_terms(expr):
    """Remove common factors from terms in all arguments."""
    if expr.is_Sum or expr.is_Integral:
        return _factor_sum_int(expr)
    return expr.terms()
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # "what's the file called" asks a name: no call of EXPORTS_FILENAME to grep for
        ("where is EXPORTS_FILENAME set, and what's the file called?", "EXPORTS_FILENAME = "),
        # "where does C use X": the uses of X, not of C
        ("where does DistributionPath use _generate_cache", "        self._generate_cache()"),
        # "go through X" said of a private name: its callers
        (
            "which functions in database.py go through _preprocess_graph first?",
            "    graph = _preprocess_graph(graph, weight)",
        ),
        # "which function is f using to ...": a helper f calls
        (
            "which function is factor_terms using to pull things that don't depend on the "
            "variable out of a Sum or Integral?",
            "def _factor_sum_int(expr):",
        ),
        # a constant said in words whose name says "default" (``default_flow_func``)
        (
            "Where's the default max-flow function for these cut algorithms set?",
            "default_flow_func = edmonds_karp",
        ),
    ],
)
def test_the_pass_25_second_round_questions(store, tmp_path, prompt, line):
    """Questions of the twenty-fifth pass's second tuning round (heldout144 #42, #38, #14,
    heldout143 #12, #46), each asked here of a small file of its own."""
    cites_first(store, tmp_path, "database.py", DATABASE, prompt, line)


PARQUET = '''from pandas import DataFrame


def check_written(obj, path):
    """Check that the object being written is really a DataFrame with a path to go to."""
    return obj is not None and path


class BaseImpl:
    @staticmethod
    def validate_dataframe(df):
        if not isinstance(df, DataFrame):
            raise ValueError("to_parquet only supports IO with DataFrames")

    def write(self, df, path):
        self.validate_dataframe(df)
        return check_written(df, path)
'''


def test_which_method_puts_a_method_before_a_function(store, tmp_path):
    """ "Which method ...": a method among the first few candidates before a module-level
    function (heldout142 #37 asked it of a file where the method ranked too low to be helped)."""
    cites_first(
        store,
        tmp_path,
        "parquet.py",
        PARQUET,
        "Which method checks that the object being written is really a DataFrame?",
        "    def validate_dataframe(df):",
    )


WHEELS = '''import subprocess


class DistlibException(Exception):
    pass


def reshape_rechunk(inshape, outshape, chunks):
    """Work out the chunks before and after a reshape."""
    mapper_in, one_dimensions = {}, []
    return chunks, chunks, mapper_in, one_dimensions


def reshape(x, shape):
    inchunks, outchunks, _, _ = reshape_rechunk(x.shape, shape, x.chunks)
    return inchunks, outchunks


def k_edge_augmentation(G, k):
    if k <= 0:
        raise ValueError(f"k must be a positive integer, not {k}")
    return G


def bridge_augmentation(G, k=1):
    if k < 1:
        raise ValueError("k must be at least 1")
    return G


class Wheel:
    """Class to build and install from Wheel files."""

    wheel_version = (1, 1)
    hash_kind = "sha256"

    def install(self, paths):
        for path in paths:
            if path.digest != path.expected:
                raise DistlibException("digest mismatch for %s" % path)

    def verify(self, paths):
        for path in paths:
            if path.digest != path.expected:
                raise DistlibException("digest mismatch for %s" % path)


class LinuxDistribution:
    def oslevel_info(self):
        """Return the output the AIX oslevel command prints, kept."""
        return self._oslevel_info

    @property
    def _oslevel_info(self):
        return subprocess.check_output("oslevel").decode()
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # the first question asks what it returns; "call sites" in the next is context
        (
            "What exactly does `reshape_rechunk` return? I see four things being unpacked at the "
            "call sites.",
            "    return chunks, chunks, mapper_in, one_dimensions",
        ),
        # "reject ... with a ValueError": a raise question (was a how)
        (
            "List all the spots in this module that reject k < 1 with a ValueError.",
            'raise ValueError(f"k must be a positive integer, not {k}")',
        ),
        # a message of several words in backticks (was a listing of the file)
        (
            "Show me every spot in wheels.py that raises a `digest mismatch` error, both while "
            "installing and while verifying.",
            'raise DistlibException("digest mismatch for %s" % path)',
        ),
        # a public method that only hands back its private namesake: the private one works
        (
            "which method runs the AIX `oslevel` command and keeps what it prints?",
            "    def _oslevel_info(self):",
        ),
        # a class said and a word in capitals (no name of the code): the class's attribute
        (
            "Which hash algorithm does the Wheel class use by default for RECORD entries, and "
            "where is that set?",
            'hash_kind = "sha256"',
        ),
    ],
)
def test_the_pass_25_third_round_questions(store, tmp_path, prompt, line):
    """Questions of the twenty-fifth pass's third tuning round (heldout146 #31, #21, #8,
    heldout145 #6, #7), each asked here of a small file of its own."""
    cites_first(store, tmp_path, "wheels.py", WHEELS, prompt, line)


def test_a_name_in_a_docstring_is_no_call_of_it(store, tmp_path):
    """ "port_bindings (dict): ..." in a docstring is prose: the function that calls the names
    said is not the one whose docstring names them (heldout34 #9, lost on the way)."""
    cites_first(
        store,
        tmp_path,
        "completer.py",
        COMPLETER,
        "Which function turns the `port_bindings` dict into lists of {'HostIp': ..., "
        "'HostPort': ...} entries?",
        "def _convert_port_binding(binding):",
    )


MAIN_PARSER = '''import ast


class CommandError(Exception):
    pass


def search(query):
    if not query:
        raise CommandError("Missing required argument (search query).")
    return query


def install(requirements):
    if not requirements:
        raise CommandError("pip needs requirements to install")
    return requirements


def parse_command(args):
    """Parse the command name, then its options."""
    name = args[0]
    if name not in ("install", "search"):
        msg = [f'unknown command "{name}"']
        raise CommandError(" - ".join(msg))
    return name


def parse(source, filename="<unknown>"):
    """Parse the source into a tree."""
    return compile(source, filename, "exec", ast.PyCF_ONLY_AST)


def fix_missing_locations(node):
    """Give nodes built by hand the position info compile() needs, from their parents."""
    for child in ast.walk(node):
        child.lineno = getattr(child, "lineno", 1)
    return node
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # a builtin said as context is no name the answer calls (``parse`` calls compile)
        (
            "I built some nodes by hand and compile() moans that they have no position info. "
            "Which helper patches that up for me?",
            "def fix_missing_locations(node):",
        ),
    ],
)
def test_a_command_or_a_builtin_said_is_context(store, tmp_path, prompt, line):
    """An answer lost on the way in the twenty-fifth pass and found by running every set
    (heldout7 #38)."""
    cites_first(store, tmp_path, "main_parser.py", MAIN_PARSER, prompt, line)


def test_words_in_backticks_are_a_message_only_when_said_so():
    """ "raises a `digest mismatch` error": a message's words; "I typed `pip isntall requests`":
    a command, no message (read as one, it led heldout46 #12 to another raise)."""
    said = read_question("Show me every spot that raises a `digest mismatch` error.")
    assert said.kind == "raises" and said.phrases == ["digest mismatch"]
    typed = read_question(
        'I typed `pip isntall requests` and got `ERROR: unknown command "isntall"`. Where is '
        "that CommandError raised?"
    )
    assert "pip isntall requests" not in typed.phrases


# --- twenty-sixth pass (tuning sets heldout149-152) ------------------------------------------

POLAR = '''"""Polar axes."""
import keyword
import re


class RadialTick:
    """A radial tick: where its label sits."""

    def _determine_anchor(self, mode, angle):
        if angle < 22.5:
            return "center"
        return "left"


class ThetaFormatter:
    """Used to format the theta tick labels in degrees."""

    def __call__(self, x, pos=None):
        vmin, vmax = self.axis.view_limits
        d = abs(vmax - vmin)
        places = max(-int(d - 1.5), 0)
        return f"{x:0.{places}f}"


class PolarAxes:
    """A polar graph projection: the degree labels, the radius labels."""

    def __init__(self, theta_offset=0, rlabel_position=22.5):
        self._rlabel = rlabel_position

    def set_rlabel_position(self, value):
        """Update the theta position of the radius labels."""
        self._rlabel = value

    def get_rlabel_position(self):
        return self._rlabel


def contains_doctest(text):
    try:
        compile(text, "<string>", "exec")
        return False
    except SyntaxError:
        pass
    return bool(re.search(r"^\\s*>>>", text, re.M))


def run(arguments, content, options):
    """Run the plot directive."""
    text = "\\n".join(content)
    if contains_doctest(text):
        options["format"] = "doctest"
    return text, arguments


class Transform:
    def apply_in_place(self, im):
        return im


def apply_profiles(im, transform):
    transform.apply_in_place(im)
    return im


def apply_again(im, transform):
    return transform.apply_in_place(im)


def get_default_datatype(expr):
    """Derives an appropriate datatype based on the expression."""
    return "float" if expr else "int"


def result_variable(expr):
    return get_default_datatype(expr)


def input_argument(expr):
    return get_default_datatype(expr)


def register_option(key, value):
    path = key.split(".")
    for k in path:
        if keyword.iskeyword(k):
            raise ValueError(f"{k} is a python keyword")
    if len(path) > 1 and key in _registered:
        raise ValueError(f"Option '{key}' is a prefix of an already-registered option")
    _registered[key] = value


_registered = {}


class _Options(dict):
    def __getitem__(self, key):
        if key not in self:
            raise ValueError(f"{key} is not a valid plotting option")
        return super().__getitem__(key)

    def __delitem__(self, key):
        if key == "x_compat":
            raise ValueError(f"Cannot remove default parameter {key}")
        super().__delitem__(key)


class CTypesBackend:
    def gcp(self, cdata, destructor):
        """Attach a destructor to cdata."""
        if self._weakref_cache_ref is None:
            self._weakref_cache_ref = {}
        if destructor is None:
            raise TypeError("Can remove destructor only on a object previously returned by ffi.gc()")
        return cdata

    def new(self, ctype):
        return ctype
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout149 #1: "where does C define m" led with the class
        ("Where does PolarAxes define set_rlabel_position?", "    def set_rlabel_position("),
        # heldout149 #7: a decimal said, and the line that gives it to the name asked about
        (
            "where's the 22.5 degree default for the radius label position set?",
            "    def __init__(self, theta_offset=0, rlabel_position=22.5):",
        ),
        # heldout149 #34: a yes/no test that returns bool(...)
        (
            "Which function tells whether the directive's code is in doctest (>>>) form?",
            "def contains_doctest(text):",
        ),
        # heldout151 #3: what it is called on, said after the name
        (
            "Where does anything call apply_in_place on a transform?",
            "    transform.apply_in_place(im)",
        ),
        # heldout152 #5: "asks X to ..." is a call of X
        (
            "I want to see every place that asks get_default_datatype to guess a type. Which "
            "lines are those?",
            "    return get_default_datatype(expr)",
        ),
        # heldout150 #20: a number passed in a call said is no threshold of a guard
        (
            "register_option('display.class', 1) fails saying it's a python keyword. where's "
            "that check?",
            '            raise ValueError(f"{k} is a python keyword")',
        ),
        # heldout150 #33: ``del x[k]`` runs ``__delitem__``
        (
            "`del plot_params['x_compat']` raises a ValueError. Where is that?",
            '            raise ValueError(f"Cannot remove default parameter {key}")',
        ),
        # heldout151 #46: "which C method ..." answered with a line of it first
        (
            "Which CTypesBackend method implements ffi.gc(), keeping the destructors in a weakref "
            "cache?",
            "    def gcp(self, cdata, destructor):",
        ),
    ],
)
def test_the_pass_26_questions(store, tmp_path, prompt, line):
    """Questions of the twenty-sixth pass's tuning sets, each asked here of one small file."""
    cites_first(store, tmp_path, "polar.py", POLAR, prompt, line)


def test_how_a_class_of_one_method_decides_is_that_method(store, tmp_path):
    """heldout149 #13: "how does ThetaFormatter decide ..." led with the class when its one
    method says none of the question's words and many other functions say them."""
    others = "".join(
        f"\n\ndef get_theta_degree_label_{n}(labels):\n    return labels[{n}]\n" for n in range(14)
    )
    cites_first(
        store,
        tmp_path,
        "polar.py",
        POLAR + others,
        "How does ThetaFormatter decide how many decimals the degree labels get?",
        "    def __call__(self, x, pos=None):",
    )


FLIPS = '''"""Array routines."""


def flip(m, axis):
    return m[::-1]


def flipud(m):
    return flip(m, 0)


def fliplr(m):
    return flip(m, 1)


def rot90(m, k=1):
    """Rotate by 90 degrees."""
    return flip(m, 0).T if k else m


def exec_mod_from_location(name, path):
    return (name, path)


def load_config(path):
    return exec_mod_from_location("config", path)


class CPUInfo:
    def _has_sse(self):
        return "sse" in self.flags

    def _has_sse2(self):
        return "sse2" in self.flags

    def _has_sse3(self):
        return "pni" in self.flags


class GnuCompiler:
    module_dir_switch = "-J"
    compiler_type = "gnu"
    executables = {"compiler": ["gfortran", "-Wall"], "linker": ["gfortran"]}
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout153 #7: the name said before the verb in the passive is what is called; the
        # first name said was searched, and nothing found
        (
            "Where in load_config is exec_mod_from_location actually invoked? I want to see every "
            "place a file gets imported that way.",
            '    return exec_mod_from_location("config", path)',
        ),
        # heldout153 #39: "SSE3" is `_has_sse3`, not any `_has_sse`
        (
            "Which method on CPUInfo checks for SSE3 support?",
            "    def _has_sse3(self):",
        ),
        # heldout153 #45: a command-line switch said is the text to look for
        (
            "where does the gfortran compiler class set its module output switch (-J)?",
            '    module_dir_switch = "-J"',
        ),
    ],
)
def test_the_pass_26_second_round_questions(store, tmp_path, prompt, line):
    """Questions of the twenty-sixth pass's second tuning round, asked of one small file."""
    cites_first(store, tmp_path, "routines.py", FLIPS, prompt, line)


def test_the_name_said_before_called_in_the_passive_is_the_callee(store, tmp_path):
    """heldout154 #7: "flipud, fliplr and rot90 all lean on flip, right? show me the lines where
    flip is called." searched for calls of rot90 and found none; the answer's note on where the
    name is defined named the first name said, not the one called."""
    path = tmp_path / "routines.py"
    path.write_text(FLIPS)
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "flipud, fliplr and rot90 all lean on flip, right? show me the lines where flip is called.",
    )
    calls = {line_of(path, t) for t in ("return flip(m, 0)", "return flip(m, 1)")}
    calls.add(line_of(path, "return flip(m, 0).T if k else m"))
    assert first_citation(answer)[1] in calls, answer
    assert f"(`flip` is defined at `routines.py:{line_of(path, 'def flip(m, axis):')}`.)" in answer


GATES = '''"""Resource pools, solvers and a little value parser."""

import warnings
from enum import Enum

CACHE_SUBDIR = "d"  # the cache's folder for directories


class ContextMixin:
    """Shared plumbing."""

    def __enter__(self):
        self.acquire()
        return self

    def __exit__(self, *exc):
        self.release()


class _GateBase(ContextMixin):
    def acquire(self):
        self.held = True

    def release(self):
        self.held = False


class Gate(_GateBase):
    """A gate for one holder at a time."""


class Turnstile(ContextMixin):
    def acquire(self):
        self.turns = 1

    def release(self):
        self.turns = 0


class Quota(ContextMixin):
    def acquire(self):
        self.used = 1

    def release(self):
        self.used = 0


class GateAdapter(Gate):
    """A gate that picks its implementation on first use."""


def _backend():
    raise LookupError("no backend")


class Pool:
    """Workers taken from a pool."""

    def __new__(cls, size=1):
        try:
            return _backend().make_pool(size)
        except LookupError:
            return GateAdapter()

    def warn(self, text):
        warnings.warn(text)

    def resize(self, size):
        if size < 0:
            self.warn("negative size")
        self.size = size
        self._redraw_status()

    def grow(self):
        self.resize(self.size + 1)
        self._redraw_status()

    def _redraw_status(self):
        self.status = f"{self.size} workers"

    def _drain_pool(self):
        return drain_pool(self)


def drain_pool(pool):
    """Empty a pool."""
    pool.size = 0


def shrink_all(pools):
    for p in pools:
        drain_pool(p)


def setup_options(parser):
    cache_dir_default = ".pool_cache"
    parser.add("cache_dir", default=cache_dir_default)


class ColorKind(Enum):
    RED = 1
    ADDED_TO_ENUM = 2


class ShapeKind(Enum):
    COLOR_KIND_CHANGED = 5
    MAX_SIDES = 64


def grow_shape(shape):
    if shape.sides > ShapeKind.MAX_SIDES.value:
        raise ValueError("too many sides")


class Newton:
    """Solver generating pairs of approximate root and error."""

    def __init__(self, f, x0, secant=False):
        self.f, self.x0, self.secant = f, x0, secant

    def __iter__(self):
        yield self.x0, 0.0


class DampedNewton:
    """Experimental solver generating pairs of approximate root and error."""

    def __init__(self, f, x0):
        self.f, self.x0 = f, x0

    def __iter__(self):
        slow_steps = 0
        while True:
            slow_steps += 1
            if slow_steps > 3:
                # switch to aitken acceleration once the steps count as slow
                self.x0 = aitken(self.f, self.x0)
            yield self.x0, 0.0


def aitken(f, x):
    return x


def newton_solver(*args, **kwargs):
    return Newton(*args, **kwargs)


def secant_solver(*args, **kwargs):
    return Newton(*args, secant=True, **kwargs)


# round to nearest integer multiple of the precision
def round_fixed(x, prec):
    return ((x + (1 << (prec - 1))) >> prec) << prec


def find_relation(x, tol, maxcoeff=1000):
    """Find an integer relation between fixed-point values: each value of x is turned into a
    fixed point integer, rounded, and a point of the lattice is searched."""
    fixed = [int(v * 2**53) for v in x]
    point = sum(fixed)
    return point if point < maxcoeff else None


def interval_pow_int(x, n):
    """Raise a complex interval to an integer power by repeated squaring."""
    result = (1, 1)
    while n:
        result = (result[0] * x[0], result[1] * x[1])
        n -= 1
    return result


def interval_from_str(text):
    if "+-" not in text:
        raise ValueError("a complex interval needs a power of ten: " + text)
    return text


def parse_variable(name, const):
    if const:
        raise ValueError(f"Unexpected variable '${name}' in constant value.")
    return name
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout160 #44: "raises ... to an integer power" is exponentiation, not an exception
        (
            "Which function raises a complex interval to an integer power by repeated squaring?",
            "def interval_pow_int(x, n):",
        ),
        # heldout160 #30: "which solver class": a sort of class said before the noun; the class, not its method
        (
            "Which solver class counts slow steps and then switches to Aitken acceleration?",
            "class DampedNewton:",
        ),
        # heldout160 #25: a call written out (`Newton(...)`) after "build" asks where it is made
        (
            "Which wrappers build a `Newton(...)` for you with a different keyword?",
            "    return Newton(*args, **kwargs)",
        ),
        # heldout157 #4: "trigger `_name`" of a function is a call (of an exception's name, a raise)
        ("which places in gates.py trigger `_redraw_status`", "        self._redraw_status()"),
        # heldout159 #21: "call self.resize": the method called through self
        ("Which places in gates.py call self.resize?", "        self.resize(self.size + 1)"),
        # heldout159 #34: "what number is X, and on which line is it set?": where X is set
        ("What number is MAX_SIDES, and on which line is it set?", "    MAX_SIDES = 64"),
        # heldout159 #29: "the X enum" asks for X, not its member ADDED_TO_ENUM
        ("Where is the ColorKind enum declared?", "class ColorKind(Enum):"),
        # heldout159 #42: the name said after "not the" is not the one asked about
        (
            "where is the module-level drain_pool function called from (not the Pool._drain_pool method)?",
            "        return drain_pool(self)",
        ),
        # heldout157 #42: the class's own warn(), not warnings.warn of the module it imports
        (
            "where does the Pool call its own warn() helper",
            '            self.warn("negative size")',
        ),
        # heldout157 #45: a dot file's name said in brackets is the text to look for
        (
            "where is the default cache_dir (.pool_cache) set?",
            '    cache_dir_default = ".pool_cache"',
        ),
        # heldout158 #47: "which class do I get from Pool()": what Pool.__new__ makes
        (
            "Which class do I actually get from Pool() when no backend is found?",
            "class GateAdapter(Gate):",
        ),
        # heldout158 #7: the class all three named classes derive from
        (
            "Which class gives Gate, Turnstile and Quota their `with` support?",
            "class ContextMixin:",
        ),
        # heldout160 #6: the comment above a function documents it ("# round to nearest integer")
        (
            "Which helper rounds a fixed-point value to the nearest integer multiple?",
            "def round_fixed(x, prec):",
        ),
        # heldout159 #8: a message in backticks, with a placeholder where the code formats a name
        (
            "Writing `x = $y` gives `Unexpected variable '$y' in constant value.` -- which lines in gates.py raise that?",
            "        raise ValueError(f\"Unexpected variable '${name}' in constant value.\")",
        ),
    ],
)
def test_the_pass_27_questions(store, tmp_path, prompt, line):
    """Questions of the twenty-seventh pass's tuning sets, asked of one small file."""
    cites_first(store, tmp_path, "gates.py", GATES, prompt, line)


OPTIONS = '''"""Command-line options and their checks."""

import csv

_VALID_MODE_OPTIONS = ("auto", "fast", "safe")


class Options:
    mode = "auto"  # one of the valid modes


def validate_comma_list(setting, value):
    """Split at commas."""
    return [v.strip() for v in value.split(",")]


def validate_paths(setting, value):
    return [p for p in validate_comma_list(setting, value)]


def validate_names(setting, value):
    return validate_comma_list(setting, value)


REGISTRY = []


def _registered(cls):
    REGISTRY.append(cls)
    return cls


def make_int_type(low):
    return _registered(type("IntType", (int,), {"low": low}))


def make_str_type(size):
    return _registered(type("StrType", (str,), {"size": size}))


class Table:
    class HeaderDialect(csv.Dialect):
        delimiter = ","

    def process_header(self):
        return csv.reader([self.header], self.HeaderDialect())


class OptionParser:
    def check_args(self, args):
        if len(args) > 2:
            self.error("Maximum 2 arguments allowed.")
        return args

    def error(self, text):
        raise SystemExit(text)


class Builder:
    def __init__(self, grammar, transformer=None, parser="earley"):
        if transformer and parser == "earley":
            raise ValueError("Cannot specify an embedded transformer when using Earley.")
        if not grammar.isascii():
            raise ValueError("Grammar must be ascii only")


class Substitutions:
    """Replace substitution references."""

    def apply(self):
        for ref, subdef in self.pairs:
            text = subdef.text
            if "ltrim" in subdef.attributes:
                text = text.lstrip()
            if "rtrim" in subdef.attributes:
                text = text.rstrip()
            ref.replace(text)


def make_cache_dir(path):
    if "/" in path.name:
        raise ValueError("name is not allowed to contain path separators")
    try:
        path.rename(path.with_suffix(".tmp"))
    except OSError as e:
        if e.errno == 39:
            return
        raise  # pass it on


def start_plugins(plugins):
    try:
        plugins.connect()
    except KeyboardInterrupt:
        raise
    plugin_errors = [p.error for p in plugins if p.error]
    if plugin_errors:
        raise plugin_errors[0]
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout162 #21: "lean on X" asks for X's callers
        (
            "Which validators in options.py lean on validate_comma_list?",
            "    return [p for p in validate_comma_list(setting, value)]",
        ),
        # heldout161 #18: "pass ... through `X`" asks for X's callers
        (
            "In options.py, which places pass a freshly made class through `_registered`?",
            '    return _registered(type("IntType", (int,), {"low": low}))',
        ),
        # heldout162 #43: "where is ... used for ... declared?": the verb said last asks where
        (
            "where is the csv dialect used for the header option (HeaderDialect) declared?",
            "    class HeaderDialect(csv.Dialect):",
        ),
        # heldout162 #23: "errors out with 'message' -- which line ... does that?": a raise by its message
        (
            "Running the tool with three file names errors out with 'Maximum 2 arguments allowed.' -- which line in the option parser does that?",
            '            self.error("Maximum 2 arguments allowed.")',
        ),
        # heldout163 #6: "the tuple of allowed `mode` values" is the constant named for the valid ones
        (
            "Where's the tuple of allowed `mode` values spelled out?",
            '_VALID_MODE_OPTIONS = ("auto", "fast", "safe")',
        ),
        # heldout162 #38: a word said that the code writes as a string, in the method of the class said
        (
            "How does the Substitutions transform deal with the ltrim and rtrim options of a substitution definition?",
            '            if "ltrim" in subdef.attributes:',
        ),
        # heldout157 #44: "whether to swallow the error or re-raise it": the bare raise first
        (
            "Two runs race to create the cache folder at the same time. Where does the loser "
            "decide whether to swallow the rename error or re-raise it?",
            "        raise  # pass it on",
        ),
        # heldout108 #20 (after the fix above): an error kept from before, raised again, is a
        # re-raise too, the one of the question's words
        (
            "In start_plugins, if several of the plugins report errors, where does it re-raise "
            "one of those errors?",
            "        raise plugin_errors[0]",
        ),
    ],
)
def test_the_pass_27_second_round_questions(store, tmp_path, prompt, line):
    """Questions of the twenty-seventh pass's second tuning round, asked of one small file."""
    cites_first(store, tmp_path, "options.py", OPTIONS, prompt, line)


DEBUGGER = '''"""A debugger's connection, console and commands."""

import ast
import os
import socket

_FALLBACK_NODE_RANGE = ">=18"

extension_mapping = {
    ".c": ("CCompiler", None),
    ".cpp": ("CppCompiler", None),
    ".f90": ("FortranCompiler", None),
}


def start_client(host, port):
    """Connect to the editor."""
    s = socket.socket()
    # 10 seconds unless told otherwise
    timeout = int(os.environ.get("CONNECT_TIMEOUT", 10))
    s.settimeout(timeout)
    s.connect((host, port))
    return s


def read_node_range(path):
    try:
        return open(path).read()
    except OSError:
        return _FALLBACK_NODE_RANGE


class InternalThreadCommand:
    def can_be_executed_by(self, thread_id):
        return True


class InternalGetThreadStack(InternalThreadCommand):
    """Wait for a thread to stop, then get its stack."""

    def can_be_executed_by(self, thread):
        return thread == self.thread_id


class _Visitor(ast.NodeVisitor):
    def __init__(self):
        self.try_except_infos = []

    def visit_Try(self, node):
        self.try_except_infos.append(node)

    def visit_Raise(self, node):
        if node.exc is None:
            self.try_except_infos.append(node)


def _list_ppid_and_pid():
    return [(os.getppid(), os.getpid())]


class Api:
    def children_of(self, pid):
        return [p for ppid, p in _list_ppid_and_pid() if ppid == pid]

    def parent_of(self, pid):
        return [ppid for ppid, p in _list_ppid_and_pid() if p == pid]


def kill_process_tree(pid):
    """Kill a process and every program it launched, and theirs."""
    for child in Api().children_of(pid):
        kill_process_tree(child)
    os.kill(pid, 9)


def process_exec_queue(queue):
    try:
        queue.run()
    except SystemExit:
        queue.stop()


def console_exec(code, namespace):
    try:
        exec(code, namespace)
    except SystemExit:  # exit() typed in the console
        raise
    except Exception:
        print("traceback")


class Socket:
    def _get_loop(self):
        if self._loop is None or self._loop.closed:
            self._loop = self._new_loop()
        return self._loop

    def send(self, data):
        self._get_loop().call_soon(data)


class Canvas:
    def print_figure(self, name):
        return name


class FigureCanvas(Canvas):
    def print_canvas(self, figure):
        return figure


def _font_to_ps_type3(font_path, chars):
    """Subset the characters of a font into a Type 3 font."""
    return font_path


def _font_to_ps_type42(font_path, chars):
    """Subset a TrueType font into a Type 42 font."""
    return font_path


class VoltToFea:
    def _gposLookup(self, lookup, pos):
        raise NotImplementedError(pos)

    def _gsubLookup(self, lookup, sub):
        raise NotImplementedError(sub)


class Directive:
    def setup(self):
        self.shell.reset()
        # reset the execution count if we have not seen this doc yet
        if self.source not in self.seen_docs:
            self.seen_docs.add(self.source)
            self.shell.execution_count = 1
        return self.shell


def fill_template(template, values):
    """Write the template with each placeholder filled in."""
    return template.format(**values)


def subst_vars(target, source, d):
    """Substitute any occurrence of @foo@ by d['foo'] from the source file into target."""
    with open(source) as fs, open(target, "w") as ft:
        ft.write(fs.read())


def register(app):
    """Options.

    savefig_dir:
        where figures go
    """
    app.add_config_value("savefig_dir", "savefig", "env")


def figure_dir(config):
    folder = config.savefig_dir
    return folder
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout166 #29: "the whole family tree" of programs is no request for a file listing
        (
            "On linux, when I end a session, how does it track down the whole family tree of "
            "programs it launched?",
            "def kill_process_tree(pid):",
        ),
        # heldout166 #22: "make use of `X`" asks for X's callers
        (
            "Which methods make use of the `_list_ppid_and_pid` helper?",
            "        return [p for ppid, p in _list_ppid_and_pid() if ppid == pid]",
        ),
        # heldout166 #39: "re-raises" after "the bare" is what the class collects, no raise asked
        (
            "Which class walks the ast of a source file to collect the try/except blocks and the "
            "bare re-raises inside them?",
            "class _Visitor(ast.NodeVisitor):",
        ),
        # heldout166 #9: "the default timeout F uses" asks for a value set in F's body
        (
            "what's the default connection timeout start_client uses, and where's it set?",
            '    timeout = int(os.environ.get("CONNECT_TIMEOUT", 10))',
        ),
        # heldout166 #48: an exception "let through" is caught and raised again, in the
        # function said
        (
            "In console_exec, where is SystemExit let through rather than printed as a traceback?",
            "    except SystemExit:  # exit() typed in the console",
        ),
        # heldout166 #2: a class, then its member, said in one sentence: the member
        (
            "Can you point me to the line where InternalGetThreadStack overrides "
            "can_be_executed_by?",
            "    def can_be_executed_by(self, thread):",
        ),
        # heldout168 #2: "which line declares the C class" asks where C is
        (
            "Which line of debugger.py declares the FigureCanvas class?",
            "class FigureCanvas(Canvas):",
        ),
        # heldout168 #22: "what does F return" first, whatever "used" follows
        (
            "What does `_get_loop` return when the event loop has changed since the socket last "
            "used it?",
            "        return self._loop",
        ),
        # heldout168 #36: "where is X defined, the one used when ...": where, not its uses
        (
            "where is the fallback Node version range defined, the one used when package.json "
            "can't be read?",
            '_FALLBACK_NODE_RANGE = ">=18"',
        ),
        # heldout167 #46: file suffixes said without quotes are the literals a table holds
        (
            "Where's the table that maps file suffixes like .f90 or .cpp to a compiler runner?",
            "extension_mapping = {",
        ),
        # heldout170 #35: "a substitution lookup" is the raise of _gsubLookup, said `sub`
        (
            "Converting fails with NotImplementedError on a substitution lookup. Where does "
            "debugger.py raise that for substitutions?",
            "        raise NotImplementedError(sub)",
        ),
        # heldout170 #15: "a different document" is the line that says `doc`
        (
            "How does Directive.setup know it has moved on to a different document and reset "
            "the counter?",
            "        # reset the execution count if we have not seen this doc yet",
        ),
        # heldout169 #15: "swaps" is what code calls substituting
        (
            "which function in debugger.py swaps the markers in a file for values out of a dict?",
            "def subst_vars(target, source, d):",
        ),
        # heldout170 #9: a default asked: the code that registers it, not a docstring's mention
        # nor a line that reads it
        (
            "What is savefig_dir by default, and where is that default registered?",
            '    app.add_config_value("savefig_dir", "savefig", "env")',
        ),
        # heldout168 #9: "a Type 3 font" names `_font_to_ps_type3`, not the one saying TrueType
        (
            "Which function in debugger.py turns a subset of a TrueType font into a Type 3 font?",
            "def _font_to_ps_type3(font_path, chars):",
        ),
    ],
)
def test_the_pass_28_questions(store, tmp_path, prompt, line):
    """Questions of the twenty-eighth pass's tuning sets, asked of one small file."""
    cites_first(store, tmp_path, "debugger.py", DEBUGGER, prompt, line)


def test_a_second_question_about_it_is_answered_by_the_first(store, tmp_path):
    """ "..., and where's it set?" asks about what the first question asked: no second answer
    of another definition (heldout166 #9 added "As for ...: see InternalThreadCommand")."""
    (tmp_path / "debugger.py").write_text(DEBUGGER)
    answer, _ = asked_unchanged(
        store, tmp_path, "what's the connection timeout in start_client, and where's it set?"
    )
    assert "As for" not in answer, answer


def test_an_abbreviation_counts_in_the_raise_not_in_its_file_name(store, tmp_path):
    """ "unknown command" raised by the command parser, not by every raise in a file named
    req_command.py because the user typed "requests" (*req*, the abbreviation of *request*)."""
    (tmp_path / "req_command.py").write_text(
        "class CommandError(Exception):\n    pass\n\n\n"
        "def get_requirements(args):\n"
        "    if not args:\n"
        '        raise CommandError("You must give at least one requirement")\n'
    )
    (tmp_path / "main_parser.py").write_text(
        "from req_command import CommandError\n\n\n"
        "def parse_command(name, known):\n"
        "    if name not in known:\n"
        "        raise CommandError(f'unknown command {name!r}')\n"
    )
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        'I typed `pip isntall requests` and got `ERROR: unknown command "isntall"`. Where is that '
        "CommandError raised?",
    )
    assert first_citation(answer) == ("main_parser.py", 6), answer


# --- twenty-ninth pass (heldout173-176) ---------------------------------------------------

TEMPFILES = '''import re
from typing import overload

_RE_DATE = re.compile(r"^\\d{4}-\\d{2}-\\d{2}$", re.ASCII)
_RE_TIME = re.compile(r"^\\d{2}:\\d{2}$")


def is_date(instance):
    return bool(_RE_DATE.fullmatch(instance))


@overload
async def mkstemp(suffix: str | None = ..., text: bool = ...) -> tuple[int, str]: ...


@overload
async def mkstemp(suffix: bytes | None = ..., text: bool = ...) -> tuple[int, bytes]: ...


async def mkstemp(suffix=None, text=False):
    """Asynchronously create a temporary file."""
    return await run_sync(make_temp_file, suffix, text)


class SpooledTemporaryFile:
    @overload
    def __init__(self, max_size: int = ..., mode: str = ...): ...

    def __init__(self, max_size: int = 0, mode: str = "w+b"):
        self._max_size = max_size
        self._rolled = False

    async def rollover(self):
        """Roll the data over to a real file on disk, in a worker thread."""
        if self._rolled:
            return
        await to_thread.run_sync(self._fp.rollover)
        self._rolled = True

    async def aclose(self):
        if not self._rolled:
            self._fp.close()
            return
        await super().aclose()


class NormalizerConfig:
    def __init__(self, indentation=" " * 4, max_characters=79, spaces_before_comment=2):
        self.indentation = indentation
        self.max_characters = max_characters


class Normalizer:
    def visit_node(self, node):
        if node.type == "except_clause" and not node.children:
            self.add_issue(node, 722, "Do not use bare except, specify exception instead")


class Resolver:
    def lookup(self, ref):
        try:
            resource = self._registry.get(ref)
        except KeyError:
            raise Unresolvable(ref=ref) from None
        return resource


def write_or_delete_file(cmd, what, filename, data):
    cmd.write_file(what, filename, data)


def write_requirements(cmd, basename, filename):
    cmd.write_or_delete_file("requirements", filename, "")


def write_entries(cmd, basename, filename):
    cmd.write_or_delete_file("entry points", filename, "")


def _basic_graphical_tests(deg_sequence):
    return list(deg_sequence)


def is_graphical(sequence):
    deg = _basic_graphical_tests(sequence)
    return sum(deg) % 2 == 0


def _merge_name_docs(names):
    return "\\n".join(n.doc for n in names)


class ParamName:
    def py__doc__(self):
        return _merge_name_docs(self.names)

    def _get_param_node(self):
        return self.tree_name.parent

    def infer_default(self):
        return self._get_param_node().default


class RequestContext:
    def __str__(self):
        if self.address_family == "unix":
            return "unix-socket"
        return str(self.address)


class HTTPServer:
    def initialize(self, idle_connection_timeout=None, body_timeout=None):
        self.conn_params = Params(
            header_timeout=idle_connection_timeout or 3600,
            body_timeout=body_timeout,
        )
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout174 #41: an overloaded function returns what its implementation does (the
        # first stub was said to return None), and "the async mkstemp in F:" names it
        ("what does mkstemp return?", "    return await run_sync(make_temp_file, suffix, text)"),
        (
            "the async mkstemp in tempfiles.py: what does it return?",
            "    return await run_sync(make_temp_file, suffix, text)",
        ),
        # heldout174 #43: a parameter's default in the implementation, not the stub's `...`
        (
            "What's the default max_size of SpooledTemporaryFile and on which line is it set?",
            '    def __init__(self, max_size: int = 0, mode: str = "w+b"):',
        ),
        # heldout174 #45: the method named for the verb asked (`aclose`: "closes")
        (
            "Which SpooledTemporaryFile method closes the file, and skips the thread round trip "
            "if it never rolled over?",
            "    async def aclose(self):",
        ),
        # heldout174 #7: a number said, the parameter of the class's __init__ defaulting to it
        (
            "where is the 79 character limit for NormalizerConfig set?",
            '    def __init__(self, indentation=" " * 4, max_characters=79, '
            "spaces_before_comment=2):",
        ),
        # heldout174 #5: a checker's code, written in code as its number
        (
            "parso hands me E722 for a bare `except:` -- where does the normalizer add that issue?",
            '            self.add_issue(node, 722, "Do not use bare except, specify exception '
            'instead")',
        ),
        # heldout173 #27: "turn ... into an Unresolvable error" asks for the raise
        (
            "where does Resolver.lookup turn a missing resource into an Unresolvable error?",
            "            raise Unresolvable(ref=ref) from None",
        ),
        # heldout173 #15: "the regex a date has to match": the compiled pattern named for it
        (
            "Where's the regex that a date string has to match (four digits, dash, two, dash, "
            "two) set up in the format module?",
            '_RE_DATE = re.compile(r"^\\d{4}-\\d{2}-\\d{2}$", re.ASCII)',
        ),
        # heldout174 #27: "go through X" asks for its callers
        (
            "which writer functions go through cmd.write_or_delete_file?",
            '    cmd.write_or_delete_file("requirements", filename, "")',
        ),
        # heldout175 #17: "run `X`" in a which-question asks for callers, no command
        (
            "Which functions in tempfiles.py run `_basic_graphical_tests` first?",
            "    deg = _basic_graphical_tests(sequence)",
        ),
        # heldout176 #3 and #4: "fall back on X", "where does C use its `X()` helper"
        (
            "In tempfiles.py, which places fall back on _merge_name_docs to build a docstring?",
            "        return _merge_name_docs(self.names)",
        ),
        (
            "where does ParamName use its `_get_param_node()` helper",
            "        return self._get_param_node().default",
        ),
        # heldout176 #26: str() of an instance is its class's __str__
        (
            "What does str() of a RequestContext return? I'm on a unix socket.",
            '            return "unix-socket"',
        ),
        # heldout176 #29: a parameter not passed: the line where it falls back
        (
            "If I don't pass idle_connection_timeout to HTTPServer, what header timeout does it "
            "use and where is that fallback set?",
            "            header_timeout=idle_connection_timeout or 3600,",
        ),
    ],
)
def test_the_pass_29_questions(store, tmp_path, prompt, line):
    """Questions of the twenty-ninth pass's tuning sets, asked of one small file."""
    cites_first(store, tmp_path, "tempfiles.py", TEMPFILES, prompt, line)


def test_a_reference_with_a_fragment_names_no_file(store, tmp_path):
    """heldout173 #32: "a link like other.json#/defs/foo" was read as asking what other.json
    defines; the code that follows the part after the hash is what is asked."""
    (tmp_path / "resolver.py").write_text(
        "class Resolver:\n"
        "    def lookup(self, ref):\n"
        '        uri, fragment = ref.partition("#")[::2]\n'
        '        if fragment.startswith("/"):\n'
        "            return self.pointer(uri, fragment)\n"
        "        return self.anchor(uri, fragment)\n"
    )
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "If I follow a link like other.json#foo versus other.json#/defs/foo, how does it decide "
        "what to do with the bit after the hash sign?",
    )
    assert "resolver.py:2" in answer.split("\n")[0], answer


DISTRIBUTIONS = '''from sympy import Piecewise

COMPARATOR_CLASS = {
    "<": OpLessThan,
    ">": OpGreaterThan,
    "<=": OpLessThanOrEqual,
    "<>": OpNotEqual,
}


class ConditionExpressionParser:
    class Kind:
        IN = "IN"

    def _apply_in(self, nodes):
        return nodes


class SkellamDistribution:
    def _cdf(self, k):
        raise NotImplementedError("Skellam doesn't have closed form for the CDF.")


class YuleSimonDistribution:
    def pdf(self, k):
        return rho * beta(k, rho + 1)

    def _cdf(self, x):
        return Piecewise((1 - floor(x) * beta(floor(x), rho + 1), x >= 1), (0, True))


def YuleSimon(name, rho):
    """Create a discrete random variable with a Yule-Simon distribution."""
    return rv(name, YuleSimonDistribution, rho)


class HypergeometricDistribution:
    @property
    def high(self):
        return Piecewise((self.n, self.n < self.m), (self.m, True))

    @property
    def low(self):
        return Piecewise((0, self.n < self.N - self.m), (self.n - self.N + self.m, True))


def DiscreteRV(symbol, density, set=S.Integers, **kwargs):
    """Create a Discrete Random Variable given the following:"""
    set = sympify(set)
    pdf = Lambda(symbol, Piecewise((density, set.as_relational(symbol)), (0, True)))
    kwargs["check"] = kwargs.pop("check", False)
    return rv(symbol.name, pdf, set, **kwargs)
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout178 #1: a word in capitals first, the name in backticks is asked
        (
            "where's the IN step of the condition parser, `_apply_in`, defined?",
            "    def _apply_in(self, nodes):",
        ),
        # heldout178 #7: marks alone in single quotes (', ' between them was read as a quote)
        (
            "Where is the table that maps '<', '<=', '<>' and friends to their Op classes?",
            "COMPARATOR_CLASS = {",
        ),
        # heldout177 #15: names of people joined (`YuleSimon`), a member said by its
        # abbreviation
        (
            "Where is the CDF of the Yule-Simon distribution implemented?",
            "    def _cdf(self, x):",
        ),
        # heldout177 #35: the smallest value is the low one
        (
            "Which property of HypergeometricDistribution gives the smallest value k can take, as "
            "a Piecewise?",
            "    def low(self):",
        ),
        # heldout177 #20: "set check to False": the name set, not a parameter called `set`, and
        # a dict key given its default
        (
            "DiscreteRV doesn't validate the density unless I ask. Where does it set check to "
            "False by default?",
            '    kwargs["check"] = kwargs.pop("check", False)',
        ),
    ],
)
def test_the_pass_29_third_round_questions(store, tmp_path, prompt, line):
    """Questions of the twenty-ninth pass's third tuning round, asked of one small file."""
    cites_first(store, tmp_path, "distributions.py", DISTRIBUTIONS, prompt, line)


TRIADS = (
    "def triad_type(G):\n    '''Returns the sociological triad type for a triad.'''\n"
    "    num_edges = len(G.edges())\n    if num_edges == 0:\n        return '003'\n"
    "    elif num_edges == 1:\n        return '012'\n    elif num_edges == 2:\n"
    "        e1, e2 = G.edges()\n        if set(e1) == set(e2):\n            return '102'\n"
    "        elif e1[0] == e2[0]:\n            return '021D'\n    elif num_edges == 3:\n"
    "        return '030T'\n    return '300'\n"
)


def test_how_with_a_count_said_in_words_cites_the_branch_comparing_with_it(store, tmp_path):
    """ "when the triad has exactly two edges": ``elif num_edges == 2:``, though *edges* is on
    every line of the function."""
    (tmp_path / "triads.py").write_text(TRIADS)
    answer, _ = ask(
        store, tmp_path, "how does triad_type tell the kinds apart when the triad has two edges?"
    )
    assert first_citation(answer) == ("triads.py", 8)


def test_how_a_variable_is_chosen_cites_its_assignment(store, tmp_path):
    """ "In omega, how is Cl chosen?": the line that assigns ``Cl``, a name as the code writes it."""
    (tmp_path / "smallworld.py").write_text(
        "def omega(G, niter=5):\n    '''Returns the small-world coefficient of a graph.'''\n"
        "    randMetrics = {'L': []}\n    for _ in range(niter):\n"
        "        randMetrics['L'].append(niter)\n    Cl = average_clustering(G)\n"
        "    for g in lattices(G):\n        Cl_temp = average_clustering(g)\n"
        "        if Cl_temp > Cl:\n            Cl = Cl_temp\n    return Cl\n"
    )
    answer, _ = ask(store, tmp_path, "In omega, how is Cl chosen? The first lattice's clustering?")
    assert first_citation(answer) == ("smallworld.py", 6)


OTHER_ROLES = ("emphasis", "strong", "literal", "math", "pep", "rfc", "title", "abbreviation")


def test_where_does_it_warn_cites_the_warning_not_the_definition(store, tmp_path):
    (tmp_path / "roles.py").write_text(
        "def raw_role(role, rawtext, text, inliner, options=None):\n"
        "    if not inliner.document.settings.raw_enabled:\n"
        "        msg = inliner.reporter.warning('raw (and derived) roles disabled')\n"
        "        return [msg]\n    if 'format' not in options:\n"
        "        msg = inliner.reporter.error('No format is associated with this role')\n"
        "        return [msg]\n    return [text]\n\n\n"
        "def code_role(role, rawtext, text, inliner, options=None):\n    return [text]\n"
        + "".join(f"\n\ndef {n}_role(text):\n    return [{n!r}, text]\n" for n in OTHER_ROLES)
    )
    answer, _ = ask(store, tmp_path, "Where does it warn when raw roles are disabled?")
    assert first_citation(answer) == ("roles.py", 3)


def test_a_key_error_no_statement_raises_is_the_subscript_of_the_named_class(store, tmp_path):
    (tmp_path / "tree.py").write_text(
        "class ErrorTree:\n    '''Errors by where they happened.'''\n\n"
        "    def __init__(self, errors=()):\n        self._contents = {}\n"
        "        self._instance = None\n\n    def __getitem__(self, index):\n"
        "        '''The child tree at ``index``.'''\n        if index not in self:\n"
        "            self._instance[index]\n        return self._contents[index]\n\n"
        "    def __contains__(self, index):\n        return index in self._contents\n\n\n"
        "def lookup(tree, key):\n    try:\n        return tree[key]\n    except KeyError:\n"
        "        return None\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "When I index an ErrorTree with a key it doesn't have, I get a KeyError. Where does that "
        "error come from?",
    )
    assert first_citation(answer) == ("tree.py", 11)


CROSSTAB = (
    "def pivot_table(data, values=None, aggfunc='mean', fill_value=None):\n"
    "    '''Create a spreadsheet-style pivot table.'''\n    return data.groupby(values).agg(aggfunc)\n"
    "\n\ndef crosstab(\n    index,\n    columns,\n    values=None,\n    aggfunc=None,\n"
    "):\n    '''Compute a simple cross tabulation of two (or more) factors.'''\n"
    "    if values is None and aggfunc is not None:\n"
    "        raise ValueError('aggfunc cannot be used without values.')\n"
    "    df = {'index': index, 'columns': columns}\n    if values is None:\n"
    "        df['__dummy__'] = 0\n        kwargs = {'aggfunc': len, 'fill_value': 0}\n"
    "    else:\n        df['__dummy__'] = values\n        kwargs = {'aggfunc': aggfunc}\n"
    "    return pivot_table(df, '__dummy__', **kwargs)\n"
)


def test_how_does_f_is_about_f_and_a_parameter_of_a_long_signature_is_tested(store, tmp_path):
    """heldout182 #32: "How does crosstab count ... when I don't pass values? It must build a
    pivot_table somehow": crosstab (the subject said plainly, before the name in backticks'
    stead), and the condition testing ``values`` alone, though the signature that declares it
    spans lines."""
    (tmp_path / "pivot.py").write_text(CROSSTAB)
    answer, _ = ask(
        store,
        tmp_path,
        "How does crosstab actually count things when I don't pass values? It must build a "
        "pivot_table somehow.",
    )
    assert first_citation(answer) == ("pivot.py", 16), answer


def test_the_private_one_as_opposed_to_the_public_one_is_its_underscored_twin(store, tmp_path):
    """heldout182 #47: "Which method does the real conversion of the body ..., as opposed to the
    public one that caches the result?": ``_parse``, not the ``parse`` its words rank first."""
    (tmp_path / "response.py").write_text(
        "class APIResponse:\n    '''A response of the API.'''\n\n"
        "    def parse(self, *, to=None):\n"
        "        '''Returns the rich python representation of the body, converted to the type\n"
        "        requested; the result is cached.'''\n"
        "        if to in self._cache:\n            return self._cache[to]\n"
        "        parsed = self._parse(to=to)\n        self._cache[to] = parsed\n"
        "        return parsed\n\n    def _parse(self, *, to=None):\n"
        "        if to is str:\n            return self.text\n        return to(self.json())\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "Which method does the real conversion of the body into the requested type, as opposed "
        "to the public one that caches the result?",
    )
    assert first_citation(answer) == ("response.py", 13), answer


def test_a_message_raised_in_two_places_is_first_where_the_question_says(store, tmp_path):
    """heldout183 #8: "where does generator_count raise 'gen must be a generator'?": the raise
    of generator_count, before exponent_sum's longer message that starts the same."""
    (tmp_path / "groups.py").write_text(
        "class Word:\n    def exponent_sum(self, gen):\n        if len(gen) != 1:\n"
        "            raise ValueError('gen must be a generator or inverse of a generator')\n"
        "        return 1\n\n    def generator_count(self, gen):\n        if len(gen) != 1:\n"
        "            raise ValueError('gen must be a generator')\n        return 2\n"
    )
    answer, _ = ask(store, tmp_path, "where does generator_count raise 'gen must be a generator'?")
    assert first_citation(answer) == ("groups.py", 9), answer


@pytest.mark.parametrize(
    "prompt, kind, target",
    [
        # heldout183 #44: an exception's class asked for, not what a function returns
        (
            "Which error do I get back when I try to drop a table that has the 'nobody may "
            "remove this' safety switch turned on?",
            "which",
            "class",
        ),
        ("Which exception would I see if the key is too long?", "which", "class"),
        ("what do I get back from parse_header?", "returns", None),
    ],
)
def test_which_error_do_i_get_asks_for_the_exception_class(prompt, kind, target):
    q = read_question(prompt)
    assert (q.kind, q.target) == (kind, target)
    assert not {"get", "back"} & set(q.words)


def test_how_a_hyphenated_header_said_cites_the_line_quoting_it(store, tmp_path):
    """heldout184 #24: "how does _parse deal with a response whose content-type isn't json? does
    it still try response.json() for models?": the subject _parse, at the line reading the
    header (not ``json``, a name said later, nor a raise that says *models*)."""
    (tmp_path / "response.py").write_text(
        "class APIResponse:\n    def json(self):\n        '''Read and decode the JSON content.'''\n"
        "        return self.http_response.json()\n\n    def _parse(self, to=None):\n"
        "        if to is not None and not issubclass(to, BaseModel):\n"
        "            raise TypeError('Pydantic models must subclass our base model type')\n"
        "        response = self.http_response\n"
        "        content_type, *_ = response.headers.get('content-type', '*').split(';')\n"
        "        if not content_type.endswith('json'):\n            return response.text\n"
        "        return self.json()\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "how does _parse deal with a response whose content-type isn't json? does it still try "
        "response.json() for models?",
    )
    assert first_citation(answer) == ("response.py", 10), answer


def test_calls_on_the_object_said_come_first(store, tmp_path):
    """heldout184 #17: "which methods go through self.iter_bytes?": the calls on ``self``,
    before ``self.http_response.iter_bytes(...)``, another object's method of that name."""
    (tmp_path / "response.py").write_text(
        "class BinaryResponse:\n    def iter_bytes(self, chunk_size=None):\n"
        "        for chunk in self.http_response.iter_bytes(chunk_size):\n            yield chunk\n\n"
        "    def write_to_file(self, file):\n        with open(file, 'wb') as f:\n"
        "            for data in self.iter_bytes():\n                f.write(data)\n"
    )
    answer, _ = ask(store, tmp_path, "which methods in response.py go through self.iter_bytes?")
    assert first_citation(answer) == ("response.py", 8), answer


def test_a_raise_when_building_an_object_is_first_its_constructors(store, tmp_path):
    """heldout184 #5: "I built a Polyhedron with 4 corners but gave it 5-element permutations
    ... and got a ValueError": the constructor's raise before rotate's."""
    (tmp_path / "poly.py").write_text(
        "class Polyhedron:\n    def rotate(self, perm):\n        if perm.size != self.size:\n"
        "            raise ValueError('Polyhedron and Permutation sizes differ.')\n\n"
        "    def __new__(cls, corners, pgroup=()):\n"
        "        if any(p.size != len(corners) for p in pgroup):\n"
        "            raise ValueError('Permutation size unequal to number of vertices.')\n"
        "        return object.__new__(cls)\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "I built a Polyhedron with 4 corners but gave it 5-element permutations in pgroup and "
        "got a ValueError. which line raises it?",
    )
    assert first_citation(answer) == ("poly.py", 8), answer


def test_which_function_builds_a_table_is_the_one_filling_it(store, tmp_path):
    """heldout184 #43: "Which function builds TAGS_V2 and TAGS_V2_GROUPS out of the private
    _tags_v2 dicts?": ``_populate``, which assigns their items, not ``lookup``, which reads
    them."""
    (tmp_path / "tifftags.py").write_text(
        "TAGS_V2 = {}\nTAGS_V2_GROUPS = {}\n_tags_v2 = {256: ('ImageWidth', 4, 1)}\n"
        "_tags_v2_groups = {}\n\n\n"
        "def lookup(tag, group=None):\n    '''The TagInfo of a tag, from TAGS_V2 or TAGS_V2_GROUPS,\n"
        "    built out of the private _tags_v2 dicts.'''\n"
        "    if group is not None:\n        return TAGS_V2_GROUPS[group].get(tag)\n"
        "    return TAGS_V2.get(tag)\n\n\n"
        "def _populate():\n    for k, v in _tags_v2.items():\n        TAGS_V2[k] = v\n"
        "    for group, tags in _tags_v2_groups.items():\n        TAGS_V2_GROUPS[group] = tags\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "Which function builds TAGS_V2 and TAGS_V2_GROUPS out of the private _tags_v2 dicts?",
    )
    assert first_citation(answer) == ("tifftags.py", 15), answer


def test_a_raise_described_in_no_word_of_any_raise_is_a_raise_of_the_best_definition(
    store, tmp_path
):
    """heldout184 #6: no raise says a word of the question (nor its function's or its file's
    name), so the answer was a docstring line that did; it is the raise of the function the
    words rank first."""
    (tmp_path / "poly.py").write_text(
        "class Polyhedron:\n    '''The symmetry groups of the Platonic solids.'''\n\n"
        "    def rotate(self, perm):\n        '''Turn the solid by a reshuffle of its points.'''\n"
        "        if perm.size != self.size:\n"
        "            raise ValueError('Polyhedron and Permutation sizes differ.')\n"
        "        self.corners = perm(self.corners)\n\n    def reset(self):\n"
        "        self.corners = self._initial\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "I tried to turn my solid with a reshuffle that covers more spots than the solid has "
        "points, and it stopped me with an error. Where does that get refused?",
    )
    assert first_citation(answer) == ("poly.py", 7), answer


def test_where_a_class_does_what_a_private_member_is_named_for(store, tmp_path):
    """heldout185 #1: "where does the CG class build its latex string?": ``CG._latex``."""
    (tmp_path / "cg.py").write_text(
        "class CG:\n    '''Class for Clebsch-Gordan coefficient.'''\n\n    def doit(self):\n"
        "        return 0\n\n    def _latex(self, printer):\n        return r'C^{%s}' % self\n\n"
        "    def _pretty(self, printer):\n        return str(self)\n"
    )
    answer, _ = ask(store, tmp_path, "where does the CG class build its latex string?")
    assert first_citation(answer) == ("cg.py", 7), answer


def test_a_name_said_as_code_inside_a_definitions_name_ranks_it(store, tmp_path):
    """heldout186 #10: "for linear_ramp mode, which function computes the evenly spaced values
    ...": ``_get_linear_ramps``, over ``pad`` and its long docstring naming every mode."""
    modes = " ".join(f"'{m}' pads with the {m} values of the array." for m in MODES)
    (tmp_path / "arraypad.py").write_text(
        "def _get_linear_ramps(padded, axis, width_pair, end_value_pair):\n"
        "    '''Construct linear ramps for empty-padded array.'''\n"
        "    return [linspace(end, edge, width) for end, edge, width in end_value_pair]\n\n\n"
        f"def pad(array, pad_width, mode='constant', **kwargs):\n    '''Pad an array. {modes}\n"
        "    'linear_ramp' pads with the linear ramp between end_value and the array edge value.'''\n"
        "    if mode == 'linear_ramp':\n        return _get_linear_ramps(array, 0, pad_width, kwargs)\n"
        "    return array\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "for linear_ramp mode, which function computes the evenly spaced values running from "
        "end_values up to the edge?",
    )
    assert first_citation(answer) == ("arraypad.py", 1), answer


MODES = ("constant", "edge", "maximum", "mean", "median", "minimum", "reflect", "symmetric")


def test_how_a_class_decides_it_is_equal_is_its_eq(store, tmp_path):
    """heldout186 #37: "how does HTTPHeaderDict decide it's equal to a plain dict, given header
    names are case-insensitive?": ``__eq__``, not a helper that lower-cases header names."""
    (tmp_path / "collections.py").write_text(
        "class HTTPHeaderDict:\n    '''A dict of HTTP headers, case-insensitive names.'''\n\n"
        "    def __init__(self):\n        self._container = {}\n\n"
        "    def _has_value_for_header(self, header_name, potential_value):\n"
        "        if header_name in self:\n"
        "            return potential_value in self._container[header_name.lower()][1:]\n"
        "        return False\n\n    def __eq__(self, other):\n"
        "        other = type(self)(other)\n"
        "        return {k.lower(): v for k, v in self.items()} == other\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "how does HTTPHeaderDict decide it's equal to a plain dict, given header names are "
        "case-insensitive?",
    )
    assert first_citation(answer) == ("collections.py", 12), answer


DIRFS = (
    "class DirFileSystem:\n"
    "    def _relpath_detail(self, paths):\n        return [p['name'] for p in paths]\n\n"
    "    def ls(self, path, detail=True):\n        entries = self.fs.ls(path)\n"
    "        return self._relpath_detail(entries)\n\n"
    "    def find(self, path):\n        found = self.fs.find(path)\n"
    "        return self._relpath_detail(found)\n\n"
    "    def invertlaplace(self, f):\n        return f\n\n"
    "    def laplace_all(self, ctx, fs):\n        return [ctx.invertlaplace(f) for f in fs]\n"
)


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout190 #18 and #4, heldout191 #38: who calls a name, said three more ways
        ("Which methods hand their results to `_relpath_detail`?", 7),
        ("Which spots in this module call ctx.invertlaplace?", 17),
        ("Which DirFileSystem methods call _relpath_detail before returning?", 7),
    ],
)
def test_callers_asked_in_other_words(store, tmp_path, prompt, line):
    (tmp_path / "dirfs.py").write_text(DIRFS)
    answer, _ = ask(store, tmp_path, prompt)
    assert first_citation(answer) == ("dirfs.py", line), answer


def test_where_a_function_calls_its_inner_helper(store, tmp_path):
    """heldout192 #14: "Where does f call its inner build_metric?": the calls of the inner
    function, not the callers of f."""
    (tmp_path / "parser.py").write_text(
        "def text_fd_to_metric_families(fd):\n"
        "    def build_metric(name, samples):\n        return name, samples\n\n"
        "    for line in fd:\n        yield build_metric(line, [])\n\n\n"
        "def text_string_to_metric_families(text):\n"
        "    yield from text_fd_to_metric_families(text.splitlines())\n"
    )
    answer, _ = ask(
        store, tmp_path, "Where does text_fd_to_metric_families call its inner build_metric?"
    )
    assert first_citation(answer) == ("parser.py", 6), answer


def test_a_call_failing_with_a_quoted_message_is_a_raise(store, tmp_path):
    """heldout192 #39: "connect() keeps failing with 'Redirect limit exhausted'. where's that
    coming from?" cited connect's definition."""
    (tmp_path / "core.py").write_text(
        "class WebSocket:\n    def connect(self, url, redirect_limit=3):\n"
        "        for _ in range(redirect_limit):\n            url = self.handshake(url)\n"
        "            if url is None:\n                return\n"
        "        raise RuntimeError('Redirect limit exhausted')\n\n"
        "    def handshake(self, url):\n        return None\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "connect() keeps failing with 'Redirect limit exhausted'. where's that coming from?",
    )
    assert first_citation(answer) == ("core.py", 7), answer


def test_which_method_does_something_with_the_functions_it_names(store, tmp_path):
    """heldout190 #33: "Which method registers the shuffle_receive / shuffle-fail handlers on the
    worker and builds the memory limiters?": ``setup``, which the words describe, not
    ``shuffle_receive``, which it only registers."""
    (tmp_path / "plugin.py").write_text(
        "class ShuffleWorkerPlugin:\n    def setup(self, worker):\n"
        "        worker.handlers['shuffle_receive'] = self.shuffle_receive\n"
        "        worker.handlers['shuffle_fail'] = self.shuffle_fail\n"
        "        self.memory_limiter_comms = ResourceLimiter(100)\n"
        "        self.memory_limiter_disk = ResourceLimiter(200)\n\n"
        "    async def shuffle_receive(self, shuffle_id, data):\n"
        "        '''Handler: Receive an incoming shard of data from a peer worker.'''\n"
        "        return await self.get(shuffle_id).receive(data)\n\n"
        "    def shuffle_fail(self, shuffle_id):\n        self.get(shuffle_id).fail()\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "Which method registers the shuffle_receive / shuffle-fail handlers on the worker and "
        "builds the memory limiters?",
    )
    assert first_citation(answer) == ("plugin.py", 2), answer


def test_a_class_constant_named_in_run_together_short_words(store, tmp_path):
    """heldout194 #8: "where does NameValidator define the default set of characters it strips
    out of field names?": ``defaultdeletechars``, its words run together, *chars* for
    characters (it cited the class)."""
    (tmp_path / "iotools.py").write_text(
        "class NameValidator:\n    '''Object to validate a list of strings as field names.'''\n\n"
        "    defaultexcludelist = ['return', 'file', 'print']\n"
        "    defaultdeletechars = frozenset('~!@#$%^&*()-=+')\n\n"
        "    def __init__(self, deletechars=None):\n"
        "        # deletechars: the chars to delete from the names (by default, the default)\n"
        "        self.deletechars = deletechars or self.defaultdeletechars\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "where does NameValidator define the default set of characters it strips out of field "
        "names?",
    )
    assert first_citation(answer) == ("iotools.py", 5), answer


ENTROPY = (
    "import math\n\n\n"
    "def _differential_entropy_is_too_small(samples, kwargs):\n    return len(samples) < 2\n\n\n"
    "def differential_entropy(values, window_length=None, method='auto'):\n"
    "    '''Estimate the differential entropy: the Vasicek, van Es, Ebrahimi or Correa\n"
    "    estimator (the local linear regression one).'''\n"
    "    n = len(values)\n    if window_length is None:\n"
    "        window_length = math.floor(math.sqrt(n) + 0.5)\n"
    "    methods = {'vasicek': _vasicek_entropy, 'van es': _van_es_entropy,\n"
    "               'correa': _correa_entropy}\n"
    "    return _apply(methods[method], values, window_length,\n"
    "                  too_small=_differential_entropy_is_too_small)\n\n\n"
    "def _pad_along_last_axis(X, m):\n    return X[:m] + X + X[-m:]\n\n\n"
    "def _vasicek_entropy(X, m):\n    X = _pad_along_last_axis(X, m)\n    return X\n\n\n"
    "def _van_es_entropy(X, m):\n    '''Compute the van Es estimator.'''\n"
    "    return sum(X) / m\n\n\n"
    "def _correa_entropy(X, m):\n    '''Compute the Correa estimator.'''\n"
    "    X = _pad_along_last_axis(X, m)\n    return X\n\n\n"
    "def _apply(f, values, m, too_small):\n    return None if too_small(values, {}) else f(values, m)\n"
)


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout196 #3: "Which of the estimators call X": a plural, then a name of code
        ("Which of the estimators call _pad_along_last_axis before they take differences?", 25),
        # heldout196 #4: "isn't called directly ... where does it get used?": passed, not called
        (
            "_differential_entropy_is_too_small isn't called directly anywhere that I can see. "
            "where does it get used?",
            17,
        ),
        # heldout196 #8: the default None in the signature is not where it is computed
        (
            "If I don't give differential_entropy a window_length, where is the default one "
            "computed?",
            13,
        ),
        # heldout196 #1 and #11: a function named by a proper name, said in its docstring as
        # the question says it
        ("where's the van Es estimator function defined in scipy's _entropy module?", 29),
        ("which function is the Correa estimator (the local linear regression one)?", 34),
    ],
)
def test_questions_of_the_third_tuning_round(store, tmp_path, prompt, line):
    (tmp_path / "_entropy.py").write_text(ENTROPY)
    answer, _ = ask(store, tmp_path, prompt)
    assert first_citation(answer) == ("_entropy.py", line), answer


THIRTY_SECOND = (
    "import threading\nimport warnings\n\n"
    'PRE_TAGS = ("pre", "script", "style")\n'
    'BLOCK_TAGS = ("div", "table")\n\n\n'
    "def _set_property(name):\n"
    "    return property(lambda self: self.headers.get(name))\n\n\n"
    "def _options(turn_gap_ms, silence_ms):\n"
    "    return (\n"
    "        500 if turn_gap_ms is None else turn_gap_ms,\n"
    "        2000 if silence_ms is None else silence_ms,\n"
    "    )\n\n\n"
    "class Response:\n"
    "    max_cookie_size = 4093\n"
    "    default_status = 200\n"
    '    vary = _set_property("Vary")\n'
    '    allow = _set_property("Allow")\n\n'
    '    def set_cookie(self, key, value=""):\n'
    "        if len(value) > self.max_cookie_size:\n"
    '            warnings.warn("cookie too large")\n'
    "        self.headers[key] = value\n\n\n"
    "class Grouper:\n"
    "    def __init__(self, turn_gap_ms: float | None = None, silence_ms: float | None = None):\n"
    "        self.options = _options(turn_gap_ms, silence_ms)\n\n\n"
    "class Bar:\n"
    "    def __enter__(self):\n"
    "        self.app = object()\n\n"
    "        def run():\n"
    '            """Run the application loop in a background thread."""\n'
    "            self.app.run_application_loop()\n\n"
    "        self.thread = threading.Thread(target=run, daemon=True)\n"
    "        self.thread.start()\n"
    "        return self\n\n"
    "    def __exit__(self, *exc):\n"
    "        self.thread.join()\n\n"
    "    def time_left(self):\n"
    "        return self.total - self.elapsed\n\n"
    "    def stopped(self):\n"
    "        return self.thread is None\n"
)


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout199 #44: "listed" asks where a constant is, its words said plainly
        (
            "Where are the tags like pre, script and style listed in page.py?",
            'PRE_TAGS = ("pre", "script", "style")',
        ),
        # heldout199 #7: the name said in a clause about what is asked is not what is asked
        (
            "Where's the cookie size limit that set_cookie warns about configured?",
            "    max_cookie_size = 4093",
        ),
        # heldout200 #43: a parameter defaulting to None everywhere, filled in by a helper
        (
            "What's the default turn_gap_ms for the grouper and where is it set?",
            "        500 if turn_gap_ms is None else turn_gap_ms,",
        ),
        # heldout200 #17: a function nested in a method is that method's work
        (
            "Which Bar method starts the application loop on a background thread?",
            "    def __enter__(self):",
        ),
        # heldout199 #4: "which attributes are built with `f`" asks for its uses
        (
            "Which attributes of Response are built with `_set_property`?",
            '    vary = _set_property("Vary")',
        ),
        # heldout200 #18: "how much longer" is the time left
        (
            "which piece guesses how much longer I'll be sitting here before the job finishes?",
            "    def time_left(self):",
        ),
    ],
)
def test_questions_of_the_thirty_second_pass(store, tmp_path, prompt, line):
    cites_first(store, tmp_path, "page.py", THIRTY_SECOND, prompt, line)


REDUCE = """def reduction(x, dtype=None, split_every=None):
    \"\"\"Reduce x.

    split_every: int >= 2 or dict, optional
    \"\"\"
    if dtype is None:
        raise ValueError("Must specify dtype")
    return _tree_reduce(x, split_every)


def _tree_reduce(x, split_every=None):
    split_every = split_every or config.get("split_every", 4)
    if isinstance(split_every, dict):
        split_every = max(split_every.values())
    return x
"""


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout202 #27: "got 'message'. where is that?" asks where it is raised
        (
            "I called reduction() without a dtype and got 'Must specify dtype'. where is that?",
            '        raise ValueError("Must specify dtype")',
        ),
        # heldout202 #30: "what fallback value is used": the value, not the uses; of the
        # assignments, the one that falls back (never the docstring's "split_every: int >= 2")
        (
            "When I don't pass split_every and the config doesn't have it either, what fallback "
            "value is used and where is it set?",
            '    split_every = split_every or config.get("split_every", 4)',
        ),
    ],
)
def test_questions_of_the_thirty_second_pass_second_round(store, tmp_path, prompt, line):
    cites_first(store, tmp_path, "reduce.py", REDUCE, prompt, line)


TABLE = """COLORAMA_KWARGS = {
    "autoreset": True,
    "strip": False,
}


class Struct(dict):
    def merge(self, other, conflict=None):
        \"\"\"Merge two Structs with conflict resolution.\"\"\"
        policies = self.__dict_invert(conflict or {})
        for key in other:
            self[key] = policies.get(key, other[key])

    def __dict_invert(self, data):
        \"\"\"Helper function for merge.\"\"\"
        return {key: policy for policy, keys in data.items() for key in keys}


def render_table(rows):
    return "\\n".join(render_row(r) for r in rows)


def render_row(cells):
    return "| " + " | ".join(cells) + " |"


def _render_delimiter(aligns):
    cells = []
    for align in aligns:
        cells.append(":---:" if align == "center" else "---:" if align == "right" else "---")
    return "| " + " | ".join(cells) + " |"
"""


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout204 #6: a dict's keys said unquoted, in brackets
        ("where are the colorama init options (autoreset / strip) set?", "COLORAMA_KWARGS = {"),
        # heldout204 #34: "which private helper of C" over the public method it helps
        (
            "Which private helper of Struct takes {policy: [keys]} and flips it for merge?",
            "    def __dict_invert(self, data):",
        ),
        # heldout204 #46: an output quoted, its pieces the function's string literals
        (
            "Which function turns the column alignments into the `| :---: | ---: |` row?",
            "def _render_delimiter(aligns):",
        ),
    ],
)
def test_questions_of_the_thirty_second_pass_third_round(store, tmp_path, prompt, line):
    cites_first(store, tmp_path, "table.py", TABLE, prompt, line)


def test_a_default_computed_in_the_helper_a_parameter_is_passed_to(store, tmp_path):
    """heldout147 #26: "If I don't pass eps to panther_similarity, what default does it use and
    where is that computed?" cited `eps=eps,` (a keyword argument read as an assignment); the
    value is computed in the helper it is passed on to."""
    cites_first(
        store,
        tmp_path,
        "similarity.py",
        "import math\n\n\n"
        "def _prepare_paths(graph, eps=None):\n"
        "    if eps is None:\n"
        "        eps = math.sqrt(1.0 / len(graph))\n"
        "    return graph, eps\n\n\n"
        "def panther_similarity(graph, source, eps=None):\n"
        "    graph, eps = _prepare_paths(\n"
        "        graph,\n"
        "        eps=eps,\n"
        "    )\n"
        "    return eps\n",
        "If I don't pass eps to panther_similarity, what default does it use and where is that "
        "computed?",
        "        eps = math.sqrt(1.0 / len(graph))",
    )


# --- thirty-third pass (tuning set heldout205) -------------------------------------------------

HOLES_PY = '''def constraint(G, nodes=None, weight=None):
    """Returns the constraint on all nodes in the graph G."""
    if nodes is None and has_scipy:
        weights = matrix(G, weight=weight)
        sums = weights.sum(axis=1)
        # Special treatment: isolated nodes marked with "nan"
        isolated_nodes = sums - 2 * weights.diagonal() == 0
        weights[isolated_nodes] = float("nan")
        return weights
    constraint = {}
    for v in nodes or G:
        constraint[v] = local(G, v, weight)
    return constraint


def mutual_weight(G, u, v, weight=None):
    """Returns the sum of the weights of the edge from u to v and back."""
    return G[u][v].get(weight, 1) + G[v][u].get(weight, 1)


def local(G, u, v, weight=None):
    """Returns the local constraint on u with respect to v."""
    return (mutual_weight(G, u, v, weight) + 1) ** 2


def effective_size(G, nodes=None, weight=None):
    """Returns the effective size of every node's ego network."""
    return {v: len(G[v]) for v in nodes or G}
'''


def test_a_parameter_said_with_a_value_is_the_condition_that_tests_it(store, tmp_path):
    """A parameter given a value in words ("when nodes is left as None") is said, and the
    condition testing it is the line. (Reading "for some nodes" as no parameter, for heldout205
    #23, lost as many older held-out answers as it won, so it was not kept.)"""
    cites_first(
        store,
        tmp_path,
        "holes.py",
        HOLES_PY,
        "In constraint, what happens when nodes is left as None?",
        "    if nodes is None and has_scipy:",
    )


def test_how_a_plain_word_the_function_assigns_is_picked(store, tmp_path):
    """heldout208 #46: "How is the starting delta picked in capacity_scaling?" cited the
    function, not the line that assigns `delta` (a plain lower-case word was never taken for a
    variable)."""
    code = (
        "from math import log\n\n\n"
        "def capacity_scaling(G, demand='demand', capacity='capacity'):\n"
        '    """Find a minimum cost flow satisfying all demands in digraph G."""\n'
        "    R = build(G, demand, capacity)\n"
        "    wmax = max(e[capacity] for e in R)\n"
        "    delta = 2 ** int(log(wmax, 2)) if wmax else 0\n"
        "    while delta >= 1:\n"
        "        R = augment(R, delta)\n"
        "        delta //= 2\n"
        "    return R\n\n\n"
        "def build(G, demand, capacity):\n    return list(G)\n\n\n"
        "def augment(R, delta):\n    return R\n"
    )
    cites_first(
        store,
        tmp_path,
        "capacityscaling.py",
        code,
        "How is the starting delta picked in capacity_scaling?",
        "    delta = 2 ** int(log(wmax, 2)) if wmax else 0",
    )


@pytest.mark.parametrize(
    "prompt",
    [
        "which check flags it when a value comes back from the server for a field that clients "
        "are only ever supposed to send?",
        "I'm getting an AssertionError out of transform_packed_node. Which check is that, the "
        "one about how much data a packed node may have?",
    ],
)
def test_which_check_asks_for_the_check_not_a_definition_named_for_checks(prompt):
    """ "which check ..." asks where a condition is as often as for a function: reading "check"
    as the kind of definition asked (for heldout208 #35) lost heldout163 #29 and three older
    held-out answers, so it was taken back."""
    q = read_question(prompt)
    assert not (q.kind == "which" and q.target == "check")


# --- the thirty-fourth pass (tuning sets heldout211, heldout214) --------------------------

SERIALIZERS_PY = '''"""Serializers."""
from typing import overload


class TypeSerializer:
    pass


class TransformationInjector:
    def __init__(self, transformer=None, serializer=None):
        self._transformer = transformer
        self._serializer = serializer
        if serializer is None:
            self._serializer = TypeSerializer()


class WebSocketTransport:
    def __init__(
        self,
        app,
        client: tuple[str, int] = ("127.0.0.1", 123),
        timeout: float = 1.0,
    ) -> None:
        self.client = client


def view_graph(graph, prog="neato"):
    attrs = {
        "style": "filled",
        "fillcolor": "#0000FF40",
    }
    return attrs


class Ring:
    def get_field(self):
        return QQ

    def from_QQ(self, a):
        return a.numerator

    def __str__(self):
        return "ZZ"


@overload
def dump(f: int, /) -> int: ...


@overload
def dump(*, mode: str = "plain") -> str: ...


def dump(f=None, /, *, mode="plain"):
    """Serialize with f."""
    if f is None:
        return mode
    return f


class Plain:
    def __init__(self, func, return_type=None):
        self.func = func
        self.return_type = return_type

    def schema(self, handler):
        if self.return_type is not None:
            return self.return_type
        return_type = infer(self.func)
        return handler(return_type)
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout214 #1: the implementation, not the first @overload stub
        (
            "where's dump actually implemented (not the overload stubs)?",
            "def dump(f=None, /, *, mode=",
        ),
        # heldout211 #42: the line giving the said class's instance as the fallback
        (
            "Where does TransformationInjector fall back to a default TypeSerializer if I don't give it one?",
            "            self._serializer = TypeSerializer()",
        ),
        # heldout214 #33: a parameter's default whose annotation holds a comma
        (
            "Which client host/port does WebSocketTransport put in the scope by default? Where's that "
            "default?",
            '        client: tuple[str, int] = ("127.0.0.1", 123),',
        ),
        # heldout211 #6: a key of a dict of defaults, said as two words, the British way
        (
            "The nodes drawn by view_graph come out semi-transparent blue by default. Where is that "
            "fill colour set?",
            '        "fillcolor": "#0000FF40",',
        ),
        # heldout214 #44: the method whose return statement gives back the name said
        ("Hi, which Ring method hands me QQ back?", "    def get_field(self):"),
        # heldout214 #13: "the return type" is what the question is about, not what it returns
        (
            "How does Plain figure out the return type for the schema when I don't pass "
            "return_type myself?",
            "        if self.return_type is not None:",
        ),
    ],
)
def test_questions_of_the_thirty_fourth_pass(store, tmp_path, prompt, line):
    cites_first(store, tmp_path, "serializers.py", SERIALIZERS_PY, prompt, line)


def test_a_stressed_word_is_no_name():
    """heldout214 #25: "the connections coming INTO a point" grepped for ``\\bINTO\\b``."""
    q = read_question("how is that check used when looking at the connections coming INTO a point?")
    assert "INTO" not in q.symbols


ACTOR_PY = '''"""Actors: a handle on an object that lives on a remote worker."""


class Actor:
    def __init__(self, cls, address):
        self._cls = cls
        self._address = address

    def __dir__(self):
        o = set(dir(type(self)))
        o.update(attr for attr in dir(self._cls) if not attr.startswith("_"))
        return sorted(o)

    def __getattr__(self, key):
        attr = getattr(self._cls, key)
        if callable(attr):

            def func(*args, **kwargs):
                async def run_actor_function_on_worker():
                    return await self._remote(key, args, kwargs)

                return run_actor_function_on_worker()

            return func
        return attr
'''


def test_a_special_method_said_in_words_is_the_one_asked(store, tmp_path):
    """heldout211 #33: "tab completion on the local handle shows the public methods of the
    object that lives on the remote machine. Which bit makes that happen?" answered with a
    function nested in ``__getattr__``; tab completion is what ``__dir__`` serves."""
    cites_first(
        store,
        tmp_path,
        "actor.py",
        ACTOR_PY,
        "In Jupyter, tab completion on the local handle shows the public methods of the object "
        "that actually lives on the remote machine. Which bit makes that happen?",
        "    def __dir__(self):",
    )


SCREEN_PY = '''"""Screens, selectors and the magics that show what was typed."""

from typing import cast

STANDARD_KINDS = ("String", "Int", "Float", "Boolean", "ID")


class WritePosition:
    def __init__(self, xpos, ypos, width, height):
        assert height >= 0
        assert width >= 0
        self.xpos = xpos
        self.ypos = ypos
        self.width = width
        self.height = height


class HistoryMagics:
    def history(self, parameter_s=""):
        """Print input history, with most recent last."""
        for line in self.lines(parameter_s):
            print(line)

    def rerun(self, parameter_s=""):
        """Re-run previous input."""
        return self.run(self.lines(parameter_s)[-1])


class Selector:
    def select(self, tag, pattern):
        """Return every element under tag that the pattern picks."""
        return self.api.select(pattern, tag)

    def match(self, tag, pattern):
        """Check whether this element is picked by the given selector."""
        return cast(bool, self.api.match(pattern, tag))


def all_pairs(graph, pairs=None):
    """Yield the lowest common ancestor of each pair."""
    for pair in pairs or graph.pairs():
        yield pair, graph.lowest(*pair)


def lowest_of(graph, a, b):
    return list(all_pairs(graph, pairs=[(a, b)]))[0][1]
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout216 #43: "which one do I call?" after a description asks for a definition; a
        # yes/no answer typed as one (``cast(bool, ...)``) is a test
        (
            "I'm holding one element and just want a true/false on whether that very element fits "
            "a pattern like 'div.note > p'. which one do I call?",
            "    def match(self, tag, pattern):",
        ),
        # heldout216 #17: an AssertionError comes from an assert statement
        (
            "I described a rectangular region with a negative width and got a bare AssertionError "
            "with no message. Which line stops me?",
            "        assert width >= 0",
        ),
        # heldout216 #3: "reused by anything else" asks who calls it
        (
            "Is `all_pairs` reused by anything else in this module?",
            "    return list(all_pairs(graph, pairs=[(a, b)]))[0][1]",
        ),
    ],
)
def test_questions_of_the_thirty_fifth_pass(store, tmp_path, prompt, line):
    cites_first(store, tmp_path, "screen.py", SCREEN_PY, prompt, line)


@pytest.mark.parametrize(
    "prompt",
    [
        # heldout218 #32
        "Is there something that tells me whether a type is one of the five standard built-in "
        "ones every server gets for free?",
        "is there anything which checks whether a kind is standard?",
        "I need something that parses dates",
    ],
)
def test_something_that_does_it_is_a_which_question(prompt):
    q = read_question(prompt)
    assert (q.kind, q.target) == ("which", "code")


@pytest.mark.parametrize(
    "prompt", ["Where is the %history magic itself defined?", "where's `%%history -l` defined"]
)
def test_a_magic_said_as_typed_is_the_name_asked(prompt):
    """heldout216 #25: "the %history magic" named nothing and was answered with ``rerun``."""
    q = read_question(prompt)
    assert (q.kind, q.symbols) == ("where", ["history"])


def test_the_file_asked_in_is_no_word_of_what_is_asked():
    """heldout216 #29: "Which function in this file does that?" counted *file* as a word of
    the behaviour, which favoured a function writing files."""
    q = read_question(
        "I want to pull something back onto my prompt. Which function in this file does that?"
    )
    assert "fil" not in q.words


@pytest.mark.parametrize(
    "prompt",
    [
        "My notebook sits in a folder I may not write to. Where does the backup go, and which "
        "piece of code makes that call?",
        "My notebook sits in a folder I may not write to and the backup goes elsewhere. Which "
        "function in this file does that?",
    ],
)
def test_a_which_question_pointing_back_asks_what_was_said_before(prompt):
    """heldout218 #7: "which piece of code makes that call?" counted *make* and *call* as the
    behaviour asked, and the sentence before it (what is asked) at half weight."""
    q = read_question(prompt)
    assert q.kind == "which"
    assert {"mak", "call", "fil"}.isdisjoint(q.words) and "notebook" in q.words
    assert q.weights.get("notebook", 1.0) == 1.0


CONFIG_PY = '''"""Help formatting, configuration defaults and element-wise powers."""

from traitlets import HasTraits, Unicode, default


class HelpFormatter:
    def format_usage(self, usage):
        """Ensure there is only one newline between usage and the first heading."""
        return "\\nUsage: " + usage + "\\n"

    def format_option_help(self, option):
        """The help string the formatter builds and shows for each option."""
        return self.help_for(option) + "\\n"

    def _format_option_strings(self, option, mvarfmt=" <{}>", optsep=", "):
        """Return a comma-separated list of option strings and metavars."""
        opts = [option.short, optsep, option.long]
        if option.takes_value():
            opts.append(mvarfmt.format(option.metavar))
        return "".join(opts)


class LabConfig(HasTraits):
    workspaces_api_url = Unicode(help="The url path of the workspaces API.").tag(config=True)

    @default("workspaces_api_url")
    def _default_workspaces_api_url(self):
        return "/lab/workspaces/"


class HadamardPower:
    def _entry(self, i, j):
        exponent = self.exp
        if exponent.is_Matrix:
            raise ValueError("the exponent is a matrix itself: an error")
        return self.base[i, j] ** exponent


def hadamard_power(base, exp):
    if exp.is_Matrix:
        raise ValueError("cannot raise expression to a matrix")
    return HadamardPower(base, exp)
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout220 #20: an output quoted in single quotes, written by a format (" <{}>") and a
        # separator (", ")
        (
            "which method of the help formatter builds the '-r, --requirement <file>' string "
            "that's shown for each option?",
            '    def _format_option_strings(self, option, mvarfmt=" <{}>", optsep=", "):',
        ),
        # heldout220 #27: traitlets' @default("x") method makes the default of x
        (
            "Where does LabConfig define its default for workspaces_api_url?",
            "    def _default_workspaces_api_url(self):",
        ),
        # heldout220 #8: "Where in f is ... raised": f's own raise
        (
            "Where in hadamard_power is an error raised if the exponent is itself a matrix?",
            '        raise ValueError("cannot raise expression to a matrix")',
        ),
    ],
)
def test_questions_of_the_thirty_fifth_pass_second_round(store, tmp_path, prompt, line):
    cites_first(store, tmp_path, "config.py", CONFIG_PY, prompt, line)


def test_a_magic_said_after_a_name_is_where_it_is():
    """heldout216 #26: "what does the little _format_lineno helper in %history return" answered
    what ``history`` returns: the magic is where the helper is, said after it."""
    q = read_question(
        "what does the little _format_lineno helper in %history return, e.g. for a line from an "
        "older session vs the current one?"
    )
    assert q.kind == "returns"
    assert q.symbols.index("_format_lineno") < q.symbols.index("history")


# --- the thirty-sixth pass (tuning sets heldout222, heldout224, heldout226) ----------------

UTIL_PY = '''"""Locks, buffers, a policy, metrics and a parser."""


class ThreadLock:
    """A lock for threads, a no-op without them."""

    def __enter__(self):
        return self


class AsyncThreadLock:
    """The same, for coroutines."""

    async def __aenter__(self):
        return self


def remove_buffers(state):
    """Return the state without its binary buffers, and their paths."""
    return strip(state), paths(state)


def put_buffers(state, paths, buffers):
    """Set the buffers at the paths given."""
    for path, buf in zip(paths, buffers):
        place(state, path, buf)


class Subscribe:
    def _get_policy(self, key):
        return self.s3.get(key)

    def setup_bucket(self):
        policy = self._get_policy("bucket.json")
        return policy


class Metrics:
    """Adobe font metrics.

    >>> f.FontName
    >>> f.FamilyName = "Test"
    """


preferredAttributeOrder = [
    "FontName",
    "FullName",
    "FamilyName",
    "Weight",
]


def convert(charstrings):
    """Convert charstrings to the new format."""
    for program in charstrings:
        if program and program[0] == "endchar":
            program.pop()
        while len(program) >= 2 and program[1] in ["callsubr", "callgsubr"]:
            program[:0] = expand(program)
        finish(program)


def logrank(x, y):
    """Compare the survival of two samples."""
    times = sorted(set(x) | set(y))
    if not times:
        return None
    at_risk_x = [sum(1 for t in x if t >= s) for s in times]
    return times, at_risk_x
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout222 #20: "the async counterpart of X" is not X
        (
            "which class is the async counterpart of ThreadLock that does nothing at all?",
            "class AsyncThreadLock:",
        ),
        # heldout222 #43: "the inverse of X" is named as X but for one word
        (
            "Which function is the inverse of remove_buffers, putting binary buffers back into "
            "the state at their paths?",
            "def put_buffers(state, paths, buffers):",
        ),
        # heldout226 #22: "who fetches ... through X" asks who calls X
        (
            "Who fetches the policy template through _get_policy in the subscribe command?",
            '        policy = self._get_policy("bucket.json")',
        ),
        # heldout224 #6: three names of the code in a row are items of a literal
        (
            "Where is the list that fixes the order FontName, FullName, FamilyName... are "
            "written out in?",
            "preferredAttributeOrder = [",
        ),
        # heldout224 #33: words joined by a slash are texts the line quotes
        (
            "How does the conversion drop a glyph's width when the width is hidden behind a "
            "callsubr/callgsubr at the start of the charstring?",
            '        while len(program) >= 2 and program[1] in ["callsubr", "callgsubr"]:',
        ),
        # heldout136 #49 (found by the same change): the line a how-question asks about first,
        # whether or not it names the definition
        (
            "For the check of whether two samples survive equally long, how does it count how "
            "many in the first group were still at risk at each time?",
            "    at_risk_x = [sum(1 for t in x if t >= s) for s in times]",
        ),
    ],
)
def test_questions_of_the_thirty_sixth_pass(store, tmp_path, prompt, line):
    cites_first(store, tmp_path, "util.py", UTIL_PY, prompt, line)


def test_a_printed_message_with_a_value_filled_in_finds_its_raise_first(store, tmp_path):
    """heldout226 #32: 'ParseError: Error parsing meta information for "return"' is written
    f'... for "{key}".'; a raise of the same words but "near" was listed first."""
    path = tmp_path / "epydoc.py"
    path.write_text(
        "class ParseError(Exception):\n"
        "    pass\n\n\n"
        "def parse(text):\n"
        "    if not text:\n"
        "        raise ParseError(f'Error parsing meta information near \"{text}\".')\n"
        "    for key in text.split():\n"
        '        if key == "@":\n'
        "            raise ParseError(\n"
        "                f'Error parsing meta information near \"{key}\".'\n"
        "            )\n"
        '        if key == "@yield":\n'
        "            raise ParseError(\n"
        "                f'Error parsing meta information for \"{key}\".'\n"
        "            )\n"
    )
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "My docstring has both @return and @yield and parse() fails with ParseError: Error "
        'parsing meta information for "return". Where is that raised?',
    )
    message = line_of(path, "meta information for")
    assert first_citation(answer) in (("epydoc.py", message - 1), ("epydoc.py", message)), answer


LOGS_PY = '''"""Log handlers that publish records, and a doc comment reader."""


class PUBHandler:
    def setRootTopic(self, root_topic):
        """Set the root topic for this handler."""
        self.root_topic = root_topic

    def setFormatter(self, fmt, level=None):
        """Set the Formatter for this handler."""
        if level is None:
            for name in self.formatters:
                self.formatters[name] = fmt
        else:
            self.formatters[level] = fmt

    def emit(self, record):
        """Emit a log message on my socket."""
        self.socket.send(self.format(record))


def parse(text):
    """Parse the epydoc-style docstring into its components."""
    return Docstring(text.split("@"))


def compose(docstring):
    """Render a parsed docstring into docstring text."""
    return "@".join(docstring.parts)
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout222 #30: "severity" is a log level, "the look of" a format
        (
            "I'd like one look for all my messages regardless of severity, but sometimes only "
            "change the look of the warnings. Which method covers both cases?",
            "    def setFormatter(self, fmt, level=None):",
        ),
        # heldout226 #33: "the already-parsed object ... as text again" is the parser's other
        # way round
        (
            "I've got the already-parsed object for a function's doc comment and want it as "
            "@-tagged text again. Which function does that?",
            "def compose(docstring):",
        ),
    ],
)
def test_questions_of_the_thirty_sixth_pass_in_own_words(store, tmp_path, prompt, line):
    cites_first(store, tmp_path, "logs.py", LOGS_PY, prompt, line)


# --- thirty-seventh pass: the tuning round's questions (heldout232), and others phrased alike


def test_which_line_is_asserting_finds_the_assert_statement(store, tmp_path):
    """heldout232 #7: "... died with a bare AssertionError. Which line is asserting?" was read as
    a how-question and cited another method."""
    (tmp_path / "octave.py").write_text(
        "class Printer:\n    def _print_Piecewise(self, expr):\n        lines = []\n"
        "        return lines\n\n    def _print_LambertW(self, expr):\n"
        "        assert len(expr.args) <= 2\n        return 'lambertw'\n"
    )
    for asked in (
        "Printing a LambertW with three arguments died with a bare AssertionError. Which line is "
        "asserting?",
        "I got an AssertionError from _print_LambertW. Which check failed?",
    ):
        answer, _ = ask(store, tmp_path, asked)
        assert first_citation(answer) == ("octave.py", 7), answer


def test_an_error_pasted_first_asks_where_it_is_raised(store, tmp_path):
    """heldout232 #33: "TypeError: swarm_spec must be a dictionary -- ... Where's that check?"
    cited a signature."""
    (tmp_path / "swarm.py").write_text(
        "def init_swarm(swarm_spec=None):\n    if swarm_spec is not None and not isinstance("
        "swarm_spec, dict):\n        raise TypeError('swarm_spec must be a dictionary')\n"
        "    return swarm_spec\n\n\ndef update_swarm(version, swarm_spec=None):\n"
        "    if not isinstance(version, int):\n        raise TypeError('version must be an int')\n"
        "    return swarm_spec\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "TypeError: swarm_spec must be a dictionary -- I passed a SwarmSpec object, I think? "
        "Where's that check?",
    )
    assert first_citation(answer) == ("swarm.py", 3), answer


def test_an_argument_said_with_its_value_orders_the_raises_by_it(store, tmp_path):
    """heldout232 #22: "Passing method='permutation' ... gives a ValueError -- which line raises
    it?" listed the raise about NaNs first."""
    (tmp_path / "mwu.py").write_text(
        "def validate(x, y, method):\n    if x is None:\n"
        "        raise ValueError('x and y must not contain NaNs.')\n"
        "    if method not in ('auto', 'exact'):\n"
        "        raise ValueError(f'`method` must be one of {method!r}.')\n    return x\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "Passing method='permutation' as a plain string gives a ValueError -- which line raises it?",
    )
    assert first_citation(answer) == ("mwu.py", 5), answer


def test_a_default_filled_in_when_none_is_given_cites_the_assignment(store, tmp_path):
    """heldout232 #35: "... an address pool but no subnet size, where does the default subnet
    size get filled in?" cited the signature's ``subnet_size=None``."""
    (tmp_path / "swarm.py").write_text(
        "DEFAULT_SUBNET_SIZE = 24\n\n\ndef init_swarm(addr=None, default_addr_pool=None,\n"
        "               subnet_size=None):\n    if default_addr_pool is not None:\n"
        "        if subnet_size is None:\n            subnet_size = DEFAULT_SUBNET_SIZE\n"
        "    return {'pool': default_addr_pool, 'size': subnet_size}\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "If I give init_swarm an address pool but no subnet size, where does the default subnet "
        "size get filled in?",
    )
    assert first_citation(answer) == ("swarm.py", 8), answer


def test_which_function_turns_a_into_b_is_the_one_named_b_from_a(store, tmp_path):
    """heldout233 #10: "turns a {exponent tuple: coefficient} dict back into an ordinary sympy
    expression" answered ``_parallel_dict_from_expr_no_gens`` (the other way round)."""
    (tmp_path / "polyutils.py").write_text(
        "def _parallel_dict_from_expr_no_gens(exprs, opt):\n"
        "    '''Transform expressions into a multinomial form and figure out generators.'''\n"
        "    polys = [dict(expr.as_coefficients_dict()) for expr in exprs]\n"
        "    coeff = [c for p in polys for c in p.values()]\n    return polys, coeff\n\n\n"
        "def _not_a_coeff(expr):\n    '''Do not treat NaN and infinities as valid polynomial "
        "coefficients.'''\n    return expr in (nan, oo)\n\n\n"
        "def expr_from_dict(rep, *gens):\n    '''Convert a multinomial form into an expression.'''\n"
        "    result = []\n    for monom, coeff in rep.items():\n        result.append(coeff)\n"
        "    return Add(*result)\n"
    )
    answer, _ = ask(
        store,
        tmp_path,
        "Which function in polyutils.py turns a {exponent tuple: coefficient} dict back into an "
        "ordinary sympy expression?",
    )
    assert first_citation(answer) == ("polyutils.py", 13), answer


# --- thirty-eighth pass: the tuning round's questions (heldout236-237), and others phrased alike


def test_a_how_question_after_sentences_that_set_it_up_is_a_how_question(store, tmp_path):
    """heldout237 #48: "Say I ask for `os` to go away but the file actually has `import os as o`
    and never uses o. How does it treat that statement ...?" was read as "where is os used" (by
    the *uses* of the sentence before) and found nothing, the workspace defining no ``os``."""
    cites_first(
        store,
        tmp_path,
        "remove_imports.py",
        "class RemoveImportsVisitor:\n"
        "    def leave_Import(self, original_node, updated_node):\n"
        "        names_to_keep = []\n"
        "        for alias in updated_node.names:\n"
        "            if alias.asname is not None and not self._is_used(alias.asname):\n"
        "                continue  # an import statement whose alias is never used goes\n"
        "            names_to_keep.append(alias)\n"
        "        return updated_node.with_changes(names=names_to_keep)\n\n"
        "    def _is_used(self, name):\n"
        "        return name in self.used\n",
        "Say I ask for `os` to go away but the file actually has `import os as o` and never "
        "uses o. How does it treat that statement, does it get deleted anyway or kept?",
        "                continue  # an import statement whose alias is never used goes",
    )


PSD_PY = """__lazy_modules__ = {"PIL._binary", "PIL._util", "io"}

MODES = {
    # (photoshop mode, bits) -> (pil mode, required channels)
    (0, 1): ("1", 1),
    (3, 8): ("RGB", 3),
    (4, 8): ("CMYK", 4),
}


class PsdImageFile:
    format = "PSD"

    def _open(self):
        mode, channels = MODES[(self.psd_mode, self.psd_bits)]
        self._mode = mode

    def seek(self, layer):
        if not self._seek_check(layer):
            return
        try:
            self.layer = layer
        except IndexError as e:
            msg = "no more images in PSD file"
            raise EOFError(msg) from e
"""


def test_a_table_said_by_what_it_maps_is_the_dict_constant(store, tmp_path):
    """heldout241 #31: "Where is the table that maps Photoshop color modes and bit depths to PIL
    modes set up?" cited ``__lazy_modules__`` (for the word PIL): a dict constant said by what it
    holds and the comment on it."""
    cites_first(
        store,
        tmp_path,
        "PsdImagePlugin.py",
        PSD_PY,
        "Where is the table that maps Photoshop color modes and bit depths to PIL modes set up?",
        "MODES = {",
    )


def test_an_exception_and_its_message_then_where_is_that_is_a_raise(store, tmp_path):
    """heldout241 #29: "im.seek(5) on my photoshop file -> EOFError 'no more images in PSD
    file'. where is that?" cited where ``seek`` is defined."""
    cites_first(
        store,
        tmp_path,
        "PsdImagePlugin.py",
        PSD_PY,
        "im.seek(5) on my photoshop file -> EOFError 'no more images in PSD file'. where is that?",
        "            raise EOFError(msg) from e",
    )


DISPATCH_PY = '''class MDNotImplementedError(NotImplementedError):
    """A marker: this implementation does not apply."""


class Dispatcher:
    def __call__(self, *args):
        types = tuple(type(arg) for arg in args)
        for func in self.dispatch_iter(*types):
            try:
                return func(*args)
            except MDNotImplementedError:
                pass
        raise NotImplementedError("Matching functions for "
                                  "%s: <%s> found, but none completed successfully"
                                  % (self.name, types))
'''


def test_a_message_said_after_an_exception_nothing_raises_is_the_raise_asked(store, tmp_path):
    """heldout241 #6: "... raised MDNotImplementedError and I ended up with "Matching functions
    for f: <int> found, but none completed successfully" -- which line raises that?" listed
    where the marker class is mentioned: no statement raises it by name, so the message is what
    was raised, cited at its raise line rather than the continuation holding its words."""
    cites_first(
        store,
        tmp_path,
        "dispatcher.py",
        DISPATCH_PY,
        "Every one of my implementations raised MDNotImplementedError and I ended up with "
        '"Matching functions for f: <int> found, but none completed successfully" -- which line '
        "raises that?",
        '        raise NotImplementedError("Matching functions for "',
    )


def test_a_builtin_exception_nothing_raises_by_name_is_still_looked_up_by_name(store, tmp_path):
    """The message rule above is for an exception the workspace defines: Python's own
    ValueError, mentioned with its message in an analysis, is cited where it is mentioned
    (heldout210 #39 held before and must still hold)."""
    cites_first(
        store,
        tmp_path,
        "iterable.py",
        "def unpack_tuple_to_dict(context, types, exprlist):\n"
        "    if len(types) != len(exprlist):\n"
        '        analysis.add(context, "value-error-too-many-values", exprlist,\n'
        '                     message="ValueError: too many values to unpack (expected %s)" % 2)\n'
        "    return dict(zip(exprlist, types))\n",
        'jedi flags `a, b = 1, 2, 3` with "ValueError: too many values to unpack". Where does '
        "that error come from?",
        '                     message="ValueError: too many values to unpack (expected %s)" % 2)',
    )


# the thirty-ninth pass: code written here in the shape of the tuning sets' files
TRAVERSAL_PY = '''from .sorting import ordered


class ShowCommand:
    ARG_TABLE = [
        {'name': 'command_id', 'nargs': '?', 'default': 'latest'},
        {'name': 'format', 'choices': ['detailed'],
         'default': 'detailed', 'help_text': 'The detailed format is the default.'},
    ]
    FORMATTERS = {
        'detailed': object,
    }


def preorder(node, keys=None):
    """Walks the node's args, sorted by ordered() when keys are given."""
    args = node.args
    if keys:
        args = ordered(args, keys, default=False)
    for arg in args:
        yield from preorder(arg, keys)


def components(G):
    """The strongly connected components."""
    return [set(c) for c in G.parts()]


def count_components(G):
    return sum(1 for c in components(G))


def is_connected(G):
    return len(next(iter(components(G)))) == len(G)


class Mapped:
    def __new__(cls, filename, mode="r"):
        self = object.__new__(cls)
        if hasattr(filename, "read"):
            fid = filename
        else:
            fid = open(filename, mode)
        if isinstance(filename, str):
            self.filename = filename
        elif hasattr(fid, "name"):
            self.filename = fid.name
        else:
            self.filename = None
        return self
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout244 #30: a quoted value said as the default, in the class said
        (
            "Where does ShowCommand set 'detailed' as the default --format?",
            "         'default': 'detailed', 'help_text': 'The detailed format is the default.'},",
        ),
        # heldout244 #3: "hand the args to ordered()": the calls of it
        (
            "In traversal.py, where do the traversals hand the args to ordered() for sorting?",
            "        args = ordered(args, keys, default=False)",
        ),
        # heldout245 #25: a call written with its argument, "themselves" after it
        (
            "Which functions in traversal.py call components(G) themselves?",
            "    return sum(1 for c in components(G))",
        ),
        # heldout244 #19: an attribute said with its dot is what is stored, not the parameter
        (
            "how does Mapped.__new__ work out what to store in .filename? e.g. for a str vs an "
            "already open file object",
            "            self.filename = filename",
        ),
    ],
)
def test_questions_in_the_thirty_ninth_passs_phrasings(store, tmp_path, prompt, line):
    cites_first(store, tmp_path, "traversal.py", TRAVERSAL_PY, prompt, line)


def test_a_dotted_name_exported_under_its_modules_name_joined(store, tmp_path):
    """heldout245 #37: "trio.from_thread.run_sync -- which file and line is it actually defined
    on?" cited ``to_thread_run_sync``: nothing is named run_sync, and the package exports
    ``from_thread_run_sync`` under that dotted name."""
    cites_first(
        store,
        tmp_path,
        "threads.py",
        "async def to_thread_run_sync(fn, *args):\n"
        '    """Run a sync function in a worker thread; the thread runs it to the end."""\n'
        "    return fn(*args)\n\n\n"
        "def from_thread_run_sync(fn, *args, token=None):\n    return fn(*args)\n",
        "trio.from_thread.run_sync -- which file and line is it actually defined on? (it's "
        "exported under another name I think)",
        "def from_thread_run_sync(fn, *args, token=None):",
    )


THREADS_PY = '''import threading

TOKEN_LOCAL = threading.local()
DEFAULT_LIMIT = 40
RETRY_DELAY = 0.5


def current_default_thread_limiter():
    try:
        return TOKEN_LOCAL.limiter
    except AttributeError:
        TOKEN_LOCAL.limiter = CapacityLimiter(DEFAULT_LIMIT)
        return TOKEN_LOCAL.limiter


async def to_thread_run_sync(sync_fn, *args, limiter=None):
    """Convert a blocking operation into an async operation using a thread."""
    if limiter is None:
        limiter = current_default_thread_limiter()
    async with limiter:
        return await run_in_worker(sync_fn, *args)
'''


def test_a_number_asked_of_a_function_that_writes_none_is_its_modules_constant(store, tmp_path):
    """heldout245 #42: "How many worker threads does to_thread.run_sync allow at once by
    default, and where is that number set?" cited the function: it writes no number, and the
    module's one number constant named by a word of the question is where it is set."""
    cites_first(
        store,
        tmp_path,
        "threads.py",
        THREADS_PY,
        "How many worker threads does to_thread_run_sync allow at once by default, and where is "
        "that number set?",
        "DEFAULT_LIMIT = 40",
    )


def test_a_message_something_dies_with_then_where_is_that_check_is_a_raise(store, tmp_path):
    """heldout244 #41: "... writing the XML dies with 'All strings must be XML compatible'.
    Where's that check?" was searched for its words and cited a class named XMLParser first."""
    cites_first(
        store,
        tmp_path,
        "etree.py",
        "class XMLParser:\n"
        '    """A parser that never resolves XML entities."""\n\n\n'
        "def _tounicode(s):\n"
        "    if not isinstance(s, str):\n"
        "        raise ValueError(\n"
        '            "All strings must be XML compatible: Unicode or ASCII, "\n'
        '            "no NULL bytes or control characters"\n'
        "        )\n"
        "    return s\n",
        "My glyph name has a \\x01 in it and writing the XML dies with 'All strings must be XML "
        "compatible'. Where's that check?",
        "        raise ValueError(",
    )


# the fortieth pass: code written here in the shape of the tuning sets' files
PAGERANK_PY = '''def pagerank(
    G,
    alpha=0.85,
    max_iter=100,
    tol=1.0e-6,
    weight="weight",
):
    """Returns the PageRank of the nodes in the graph.

    tol : float, optional
      Error tolerance used to check convergence in power method solver.
      The iteration will stop after a tolerance of ``len(G) * tol`` is reached.
    """
    return _pagerank_scipy(G, alpha, max_iter, tol, weight)


def _pagerank_scipy(G, alpha=0.85, max_iter=100, tol=1.0e-6, weight="weight"):
    """Returns the PageRank of the nodes in the graph."""
    N = len(G)
    if N == 0:
        return {}
    x = [1.0 / N] * N
    for _ in range(max_iter):
        xlast = x
        x = [alpha * v for v in x]
        # check convergence, l1 norm
        err = sum(abs(a - b) for a, b in zip(x, xlast))
        if err < N * tol:
            return dict(zip(G, x))
    raise RuntimeError(max_iter)
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout249 #21 (tuning): the parameter a word of the question shortens (*tolerance*:
        # ``tol``), of a function said plainly by a name its file says often
        (
            "what's the default convergence tolerance for pagerank and where is it set",
            "    tol=1.0e-6,",
        ),
        # (*maximum iterations*: ``max_iter``)
        (
            "What is pagerank's default maximum iterations, and where is it set?",
            "    max_iter=100,",
        ),
        # heldout249 #25 (tuning): a function that only hands its call on: how it is done is
        # in the one it hands it to
        (
            "how does pagerank decide it has converged and can stop iterating?",
            'def _pagerank_scipy(G, alpha=0.85, max_iter=100, tol=1.0e-6, weight="weight"):',
        ),
    ],
)
def test_questions_in_the_fortieth_passs_phrasings(store, tmp_path, prompt, line):
    cites_first(store, tmp_path, "pagerank_alg.py", PAGERANK_PY, prompt, line)


def test_a_function_handing_its_call_to_a_factory_keeps_its_place(store, tmp_path):
    """Found by measuring the pass (heldout177 #22): the place of a function went to any one it
    hands its call to, and "which one models how many flips until heads comes up" cited the
    ``rv`` factory that every distribution hands its call to, instead of ``Geometric``."""
    cites_first(
        store,
        tmp_path,
        "drv_types.py",
        "def rv(symbol, cls, *args):\n"
        '    """Create a random variable of the distribution ``cls``."""\n'
        "    dist = cls(*args)\n"
        "    if dist.check():\n"
        "        return dist.pspace(symbol).value\n"
        "    raise ValueError(args)\n\n\n"
        "def Geometric(name, p):\n"
        '    """The number of flips of a bent coin until heads comes up for the first time."""\n'
        "    return rv(name, GeometricDistribution, p)\n",
        "How does Geometric model the number of flips until heads comes up for the first time?",
        "def Geometric(name, p):",
    )


PROJECTION_PY = '''def generic_weighted_projected_graph(B, nodes, weight_function=None):
    """Weighted projection of B with a user-specified weight function.

    >>> G = generic_weighted_projected_graph(B, [0, 1])
    """
    if weight_function is None:

        def weight_function(G, u, v):
            return len(set(G[u]) & set(G[v]))

    G = {}
    for u in nodes:
        for v in B[u]:
            weight = weight_function(B, u, v)
            G[u, v] = weight
    return G


def text_fd_to_metric_families(fd):
    """Parse Prometheus text format from a file descriptor."""

    def build_metric(name, documentation, typ, samples):
        return (name, documentation, typ, samples)

    samples = []
    for line in fd:
        if not line.strip():
            yield build_metric("", "", "untyped", samples)
    yield build_metric("last", "", "untyped", samples)


def text_string_to_metric_families(text):
    yield from text_fd_to_metric_families(text.splitlines())
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout253 #4 (tuning): a parameter called, said after "my custom"
        (
            "In generic_weighted_projected_graph, where is my custom weight_function actually "
            "called?",
            "            weight = weight_function(B, u, v)",
        ),
        # heldout253 #16 (tuning): "it" is the name said last before it
        (
            "Inside text_fd_to_metric_families there's a nested build_metric. From which places "
            "is it invoked?",
            '            yield build_metric("", "", "untyped", samples)',
        ),
        # (heldout177 #4, found by measuring: never a name said after it that nothing defines)
        (
            "text_fd_to_metric_families -- the generator, not the Metric class -- who calls it?",
            "    yield from text_fd_to_metric_families(text.splitlines())",
        ),
    ],
)
def test_calls_asked_in_the_fortieth_passs_second_round(store, tmp_path, prompt, line):
    cites_first(store, tmp_path, "projection.py", PROJECTION_PY, prompt, line)


# the forty-first pass: code written here in the shape of the tuning sets' files
PRINTERS_PY = '''from enum import Enum

from matplotlib.offsetbox import AuxTransformBox


class BackendFilter(Enum):
    INTERACTIVE = 0
    NON_INTERACTIVE = 1


class Registry:
    def list_builtin(self, filter_=None):
        """Return the built-in backends, only those of one kind when a filter is given."""
        if filter_ == BackendFilter.INTERACTIVE:
            return ["qtagg", "tkagg"]
        return ["agg", "qtagg", "tkagg"]


class CodePrinter:
    _default_settings = {"order": None}


class JavascriptCodePrinter(CodePrinter):
    """A printer to convert expressions to JavaScript code."""

    _default_settings = dict(
        CodePrinter._default_settings,
        **{
            "precision": 17,
            "user_functions": {},
        },
    )

    def _print_Pow(self, expr):
        return "Math.pow(%s, %s)" % expr.args

    def _print_Piecewise(self, expr):
        lines = []
        for e, c in expr.args:
            lines.append("if (%s) {" % c)
        return "\\n".join(lines)


def jscode(expr, **settings):
    """Converts an expr to JavaScript code.

    precision : integer, optional
        The precision for numbers such as pi [default=15].
    """
    return JavascriptCodePrinter(settings).doprint(expr)


class AnchoredBox:
    def __init__(self, transform):
        self.drawing_area = AuxTransformBox(transform)


def kde_points(y, ind=None):
    """Where a density is evaluated."""
    if ind is None:
        # the missing values are ignored
        sample_range = max(y) - min(y)
        ind = linspace(
            min(y) - 0.5 * sample_range,
            max(y) + 0.5 * sample_range,
            1000,
        )
    elif isinstance(ind, int):
        ind = linspace(min(y), max(y), ind)
    return ind


class KdePlot:
    def __init__(self, data, ind=None):
        self.data = data
        self.ind = ind

    def points(self):
        return kde_points(self.data, ind=self.ind)


def validate_entry_points(entries):
    for name, module in entries:
        if name.startswith("module://"):
            raise RuntimeError(f"Entry point name '{name}' cannot start with 'module://'")
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout256 #25 (tuning): "which method gives back ... when passed a X": the which,
        # not what X returns
        (
            "Which method gives back only the interactive built-in backends when passed a "
            "BackendFilter?",
            "    def list_builtin(self, filter_=None):",
        ),
        # heldout257 #35 (tuning): "the Piecewise printer": ``_print_Piecewise``
        (
            "Where is the Piecewise printer of the JavaScript code printer?",
            "    def _print_Piecewise(self, expr):",
        ),
        # heldout257 #41 (tuning): a default in a dict of defaults, keyed by the word said
        (
            "The jscode docstring says precision defaults to 15. Where is the real default set?",
            '            "precision": 17,',
        ),
        # heldout257 #26 (tuning): a class imported, "create X instances": where it is called
        (
            "Where does printers.py create AuxTransformBox instances?",
            "        self.drawing_area = AuxTransformBox(transform)",
        ),
        # heldout249 #8 (tuning): "when I don't pass ind": the value given under ``if ind is
        # None:``, at the number of a statement of several lines
        (
            "When I don't pass ind to a kde plot, how many points does it evaluate the density "
            "at, and where is that number set?",
            "            1000,",
        ),
        # heldout256 #19 (tuning): "the check that X can't ...": where it complains
        (
            "where is the check that an entry point's name can't begin with module:// ?",
            "            raise RuntimeError(f\"Entry point name '{name}' cannot start with "
            "'module://'\")",
        ),
    ],
)
def test_questions_in_the_forty_first_passs_phrasings(store, tmp_path, prompt, line):
    cites_first(store, tmp_path, "printers.py", PRINTERS_PY, prompt, line)


SWF_PY = """class BaseCLIArgument:
    @property
    def cli_type_name(self):
        raise NotImplementedError("cli_type_name")

    @property
    def cli_type(self):
        raise NotImplementedError("cli_type")


class SWFResponse:
    def _check_exclusivity(self, **kwargs):
        if list(kwargs.values()).count(None) >= len(kwargs) - 1:
            return
        raise ValueError("exclusive filters")

    def list_closed_workflow_executions(self):
        maximum_page_size = self._params.get("maximumPageSize", 1000)
        self._check_exclusivity(tagFilter=None, typeFilter=None)
        return maximum_page_size

    def list_open_workflow_executions(self):
        maximum_page_size = self._params.get("maximumPageSize", 1000)
        self._check_exclusivity(tagFilter=None, typeFilter=None)
        return maximum_page_size


def get_opposite_color(colorname):
    if colorname is None:
        return None
    r = int(colorname[0:2], 16) / 255.0
    g = int(colorname[2:4], 16) / 255.0
    return r, g
"""


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout260 #6 (tuning): the raise of the very message printed, before one holding it
        (
            "my subclass of BaseCLIArgument dies with `NotImplementedError: cli_type` when the "
            "parser gets built -- where is that thrown?",
            '        raise NotImplementedError("cli_type")',
        ),
        # heldout261 #4 (tuning): "run X on": where X is called
        (
            "which of the SWF handlers run _check_exclusivity on their filters",
            "        self._check_exclusivity(tagFilter=None, typeFilter=None)",
        ),
        # heldout261 #8 (tuning): a key not passed, looked up with a default in the function said
        (
            "What page size does list_open_workflow_executions fall back to if I don't pass "
            "maximumPageSize, and where is that set?",
            '        maximum_page_size = self._params.get("maximumPageSize", 1000)',
        ),
        # heldout261 #32 (tuning): no raise written: the builtin the message names, called
        (
            "get_opposite_color('zzzzzz') raises `ValueError: invalid literal for int() with base "
            "16` -- which line?",
            "    r = int(colorname[0:2], 16) / 255.0",
        ),
    ],
)
def test_questions_in_the_forty_first_passs_second_round(store, tmp_path, prompt, line):
    path = tmp_path / "responses.py"
    path.write_text(SWF_PY)
    answer, _ = asked_unchanged(store, tmp_path, prompt)
    first = first_citation(answer)
    # (the first of two alike lines is as right as the other: a line of the function said)
    assert first is not None and first[0] == "responses.py", answer
    assert SWF_PY.splitlines()[first[1] - 1] == line, answer


def test_a_constant_asked_for_its_default_is_no_dict_entry_keyed_default(store, tmp_path):
    """Found measuring the pass (heldout25 #15): "where do they set the default number of pbkdf2
    iterations (DEFAULT_PBKDF2_ITERATIONS)?" cited the ``"default":`` entry of a dict of
    defaults: the word *default* is no key asked for, and a constant is its own default."""
    cites_first(
        store,
        tmp_path,
        "security.py",
        "DEFAULT_PBKDF2_ITERATIONS = 1_000_000\n\n"
        "DEFAULT_CONVERTERS = {\n"
        '    "default": str,\n'
        '    "int": int,\n'
        "}\n\n\n"
        "def hash_password(password, iterations=None):\n"
        "    iterations = iterations or DEFAULT_PBKDF2_ITERATIONS\n"
        "    return password * iterations\n",
        "where do they set the default number of pbkdf2 iterations (DEFAULT_PBKDF2_ITERATIONS)?",
        "DEFAULT_PBKDF2_ITERATIONS = 1_000_000",
    )


def test_which_method_builds_instances_is_a_which(store, tmp_path):
    """Found measuring the pass (heldout248 #8): "create X instances" asks where X is called,
    but "Which method of SOCKSProxy builds the Socks5Connection objects ...?" asks for the one
    method that does."""
    cites_first(
        store,
        tmp_path,
        "socks_proxy.py",
        "class Socks5Connection:\n"
        "    def __init__(self, origin):\n"
        "        self.origin = origin\n\n\n"
        "class SOCKSProxy:\n"
        "    def __init__(self, url):\n"
        "        self.url = url\n\n"
        "    def create_connection(self, origin):\n"
        "        return Socks5Connection(origin)\n\n"
        "    def close(self):\n"
        "        self.url = None\n",
        "Which method of SOCKSProxy builds the Socks5Connection objects for each origin?",
        "    def create_connection(self, origin):",
    )


PROXY_PY = """import time


class StdoutProxy:
    def __init__(self, sleep_between_writes: float = 0.2, raw: bool = False) -> None:
        self.sleep_between_writes = sleep_between_writes
        self.raw = raw

    def _write_thread(self):
        while True:
            time.sleep(self.sleep_between_writes)


def reap(process):
    exitcode = process.poll()
    if exitcode is None:
        exitcode = 255
    return exitcode


def spawn(command):
    return command.split()


class Error(Exception):
    pass


def parse_value(value, handles=None):
    if "h" in value:
        if handles is None:
            raise Error("Unexpected handle")
        return handles[value["h"]]
    raise Error(
        f"Attempting to deserialize unexpected value{_chain(value)}: {value}"
    )


def typed_dict(name, fields=None, **kwargs):
    if fields is None:
        fields = kwargs
    elif kwargs:
        raise TypeError("typed_dict takes either a dict or keyword arguments, but not both")
    return name, fields


_unnamed_unknown_types = (
    "Custom::",
    "AWS::CloudFormation::CustomResource",
)


class UnknownTypes:
    # type prefixes whose attributes are unknown
    prefixes = _unnamed_unknown_types


_FLOAT_FORMATS = {
    "double": {
        "title": "double precision",
        "fmt": "%24.16e",
    },
}
"""


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout256 #42 (tuning): a parameter said in other words, each of its words a
        # question word's family (pause: sleep; flushes: writes)
        (
            "What's the default pause between flushes in StdoutProxy, and where is it set?",
            "    def __init__(self, sleep_between_writes: float = 0.2, raw: bool = False) -> None:",
        ),
        # heldout260 #34 (tuning): a behaviour inside a file named, not the file's outline
        (
            "Where does proxy.py fall back to exit code 255 when the child's status was already "
            "read?",
            "        exitcode = 255",
        ),
        # heldout264 #7 (tuning): a text of code in backticks, no name: where it is written
        (
            "Where is the `%24.16e` print format for double precision set up in proxy.py?",
            '        "fmt": "%24.16e",',
        ),
        # heldout269 #5 (tuning): "where is X set, and which ... are in it": a where
        (
            "Where is _unnamed_unknown_types set, and which type prefixes are in it?",
            "_unnamed_unknown_types = (",
        ),
        # heldout269 #28 (tuning): an error pasted first without quotes: its message, whole
        # (the word *handle* is no cue to drop)
        (
            "Error: Unexpected handle -- where does the deserializer raise this?",
            '            raise Error("Unexpected handle")',
        ),
        # heldout269 #41 (tuning): "I called X(...) ... where is that error?": a raise, not
        # where X is called
        (
            "I called typed_dict('P', {'x': int}, y=str) and it complained I can't use both. "
            "where is that error?",
            '        raise TypeError("typed_dict takes either a dict or keyword arguments, but '
            'not both")',
        ),
    ],
)
def test_questions_of_the_forty_second_pass(store, tmp_path, prompt, line):
    cites_first(store, tmp_path, "proxy.py", PROXY_PY, prompt, line)


@pytest.mark.parametrize(
    ("prompt", "kind"),
    [
        ("What does logpkg/levels.py define?", "file"),
        ("Give me a high-level overview of app/main.py", "file"),
        ("what is the purpose of config.py?", "file"),
        ("what are the contents of models.py", "file"),
        # a sub-agent's prompt for one of several places (tasks.task_prompt)
        (
            "In `shop/pricing.py` only: Look into each of these modules and tell me what they "
            "define.",
            "file",
        ),
        ("Walk me through pricing.py", "file"),
        ("How does parser.py handle errors?", "how"),
        ("Where does proxy.py fall back to exit code 255 when the status was read?", "how"),
    ],
)
def test_a_file_named_asks_for_its_outline_only_in_outline_words(prompt, kind):
    """Every question naming a file and no code was read as a request for the file's outline;
    one about a behaviour inside it is a how-question, searched in that file."""
    assert read_question(prompt).kind == kind


CARDS_PY = '''import re

ENTITY_RE = re.compile(r"^&([a-z][a-z0-9]{1,31});")


def parse_entity(state, pos):
    """Replace a named entity with its character; an unknown one stays as text."""
    match = ENTITY_RE.match(state.src[pos:])
    if match is None or match.group(1) not in state.entities:
        state.pending += "&"
        return pos + 1
    state.pending += state.entities[match.group(1)]
    return pos + len(match.group(0))


class GrammarError(Exception):
    pass


def expand_range(rule, mn, mx):
    if mn > mx:
        raise GrammarError("Bad Range for %s (%d..%d isn't allowed)" % (rule, mn, mx))
    return list(range(mn, mx + 1))


def resolve(term, name, item):
    if item.is_rule:
        raise GrammarError("Rules aren't allowed inside terminals (%s in %s)" % (item, name))
    if term is None:
        raise GrammarError("Terminal used but not defined: %s" % name)
    return term


class PaymentCardNumber:
    @classmethod
    def validate_length_for_brand(cls, card_number):
        if card_number.brand == "Visa":
            required_length = 16
            valid = len(card_number) in {13, 16, 19}
        elif card_number.brand == "Amex":
            required_length = 15
            valid = len(card_number) == required_length
        else:
            valid = True
        if not valid:
            raise ValueError("bad length")
        return card_number
'''


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        # heldout125 #45: a user's own text in backticks, which the code does not write, is
        # no text to grep for: it answered "I found nothing"
        (
            "How come `&amp;` in my text comes out as a real ampersand but `&foo;` is left "
            "exactly as I typed it? Where is that decided?",
            "def parse_entity(state, pos):",
        ),
        # heldout120 #8: the backticked input is no message: the Bad Range raise first
        (
            "If I write something like `item~5..2` in a grammar, which lines raise the Bad "
            "Range GrammarError?",
            '        raise GrammarError("Bad Range for %s (%d..%d isn\'t allowed)" % (rule, mn, '
            "mx))",
        ),
        # heldout161 #23: "which C classmethod ..." is a which: the method, whatever numbers
        # its lines write
        (
            "Which PaymentCardNumber classmethod insists a Visa be 13, 16 or 19 digits long and "
            "an Amex 15?",
            "    def validate_length_for_brand(cls, card_number):",
        ),
    ],
)
def test_answers_the_forty_second_pass_broke_on_the_way(store, tmp_path, prompt, line):
    """Found measuring every set on the pass's first fixes: each went wrong there."""
    cites_first(store, tmp_path, "cards.py", CARDS_PY, prompt, line)


@pytest.mark.parametrize(
    "prompt, symbols",
    [
        # heldout272 #47 grepped for `GIFs` and found nothing
        (
            "If I hand it a picture with a colour table, like most GIFs, what does it turn it into?",
            [],
        ),
        ("what happens to URLs with spaces?", []),
        ("where is HTTPError raised?", ["HTTPError"]),  # a name, not a plural
        ("what does parse_URLs return?", ["parse_URLs"]),
    ],
)
def test_an_acronyms_plural_is_a_word_not_a_name(prompt, symbols):
    assert read_question(prompt).symbols == symbols


TEMPLATE_HEADER_PY = '''"""Expands templates.

The output starts with a banner: This file was autogenerated from a template  DO NOT EDIT!!
"""

header = """
/*
 **  This file was autogenerated from a template  DO NOT EDIT!!!!
 **  Changes should be made to the original source (.src) file
 */
"""


def parse_loop_header(loophead):
    """Find all named replacements in the header."""
    return loophead.split()


def process_str(text):
    return header + text
'''


def test_a_long_quoted_text_names_the_one_constant_whose_value_writes_it(store, tmp_path):
    """heldout272 #18: "Where is the 'autogenerated from a template  DO NOT EDIT' banner ...
    defined?" answered parse_loop_header (its docstring says *header*)."""
    (tmp_path / "conv_template.py").write_text(TEMPLATE_HEADER_PY)
    answer, _ = ask(
        store,
        tmp_path,
        "Where is the 'autogenerated from a template  DO NOT EDIT' banner that goes on top of "
        "the output defined?",
    )
    assert first_citation(answer) == ("conv_template.py", 6)


AVIF_PY = '''"""AVIF support: reads and writes AVIF files."""

DEFAULT_MAX_THREADS = 0


class AvifImageFile:
    format = "AVIF"
    format_description = "AVIF image"


def _save(im, fp, filename):
    info = im.encoderinfo
    # AVIF speed and quality
    speed = info.get("speed", 6)
    quality = info.get("quality", 75)
    if quality < 0 or quality > 100:
        raise ValueError("Invalid quality setting")
    fp.write(im.tobytes())
'''


def test_a_default_said_by_its_key_is_where_the_code_looks_it_up(store, tmp_path):
    """heldout276 #43: "What's the default quality when saving AVIF ...?" cited a comment
    that says AVIF: *AVIF* was read as a name, and the line that defaults the key was never
    looked for."""
    (tmp_path / "AvifImagePlugin.py").write_text(AVIF_PY)
    answer, _ = ask(
        store, tmp_path, "What's the default quality when saving AVIF and where is it set?"
    )
    assert first_citation(answer) == ("AvifImagePlugin.py", 15)


def test_a_word_in_capitals_the_code_never_names_is_no_name(tmp_path):
    """A word in capitals that code names, or that is a word of a definition's name (*AVIF* of
    ``AvifImageFile``), stays a name; *HTML*, only in prose, is a word."""
    from ctxmagic.offline.index import workspace_index
    from ctxmagic.offline.planner import grounded

    (tmp_path / "AvifImagePlugin.py").write_text(AVIF_PY + "\nURL = 'x'\nprint(JSON)\n")
    index = workspace_index(tmp_path)
    q = read_question("Where do AVIF and URL and JSON and HTML come from?")
    assert grounded(q, index).symbols == ["AVIF", "URL", "JSON"]


@pytest.mark.parametrize("owner", ["TNTLexer", "HTTPServer", "Stubber"])
def test_which_method_of_a_class_whose_name_starts_with_an_acronym(owner):
    """heldout272 #33: "Which TNTLexer method tokenizes ...?" was a how-question."""
    q = read_question(f"Which {owner} method tokenizes the rule names?")
    assert (q.kind, q.target, q.symbols) == ("which", "method", [owner])


VARIABLE_PY = """class Variable:
    def describe(self):
        kinds = {"in": "intent(in)", "out": "intent(out)", "inout": "intent(inout)"}
        return kinds[self.kind] + " " + self.name
"""
CODEGEN_PY = """class FCodeGen:
    def _declare_arguments(self, routine):
        declarations = []
        for arg in routine.arguments:
            declarations.append("intent(%s) %s" % (arg.intent, arg.name))
        return declarations

    def _declare_globals(self, routine):
        return []
"""


def test_which_method_of_a_class_writing_a_quoted_text_is_of_that_class(store, tmp_path):
    """heldout152 #14: "which FCodeGen method writes out the `intent(in)` / ... declarations"
    put first a method of another class whose strings hold the texts quoted."""
    (tmp_path / "codegen.py").write_text(CODEGEN_PY)
    (tmp_path / "variable.py").write_text(VARIABLE_PY)
    answer, _ = ask(
        store,
        tmp_path,
        "which FCodeGen method writes out the `intent(in)` / `intent(out)` / `intent(inout)` "
        "declarations?",
    )
    assert first_citation(answer) == ("codegen.py", 2)


@pytest.mark.parametrize(
    "prompt",
    [
        "Where can BokehRenderer.lines hit an AssertionError?",
        "scraping fails with a bare AssertionError from collect_crick. what assert is that",
        "Where does DebugConsole.runcode let SystemExit through instead of printing a traceback?",
        "where could parse() run into a KeyError?",
    ],
)
def test_an_exception_hit_or_let_through_is_a_raises_question(prompt):
    """heldout281 #6, #19, #40: read as where- and how-questions, answered with the def line."""
    assert read_question(prompt).kind == "raises"


CONSOLE_PY = '''class DebugConsole:
    def runcode(self, code):
        """Execute a code object.

        When an exception occurs, it is shown, except SystemExit, which is reraised.
        """
        try:
            exec(code, self.locals)
        except SystemExit:
            raise
        except Exception:
            self.showtraceback()
'''


def test_a_docstring_saying_reraised_is_no_raise_statement(store, tmp_path):
    """heldout281 #40: the docstring's "which is reraised." counted as a raise, so the
    ``except SystemExit: raise`` that lets it through came second."""
    (tmp_path / "console.py").write_text(CONSOLE_PY)
    answer, _ = ask(store, tmp_path, "Where does DebugConsole.runcode let SystemExit through?")
    assert first_citation(answer) == ("console.py", 9)


RENDERER_PY = """class Renderer:
    def z_values(self, x, y, z):
        x, y = self._grid_as_2d(x, y)
        ny, nx = z.shape
        for j in range(ny):
            for i in range(nx):
                self.text(x[j, i], y[j, i], z[j, i])

    def _grid_as_2d(self, x, y):
        return x, y
"""


def test_a_value_error_about_unpacking_is_the_unpacking_of_the_name_said(store, tmp_path):
    """heldout281 #18: "z_values gives me 'ValueError: not enough values to unpack (expected 2,
    got 1)' when I pass a 1-D z": nothing raises it by name; Python does, at ``ny, nx =
    z.shape``."""
    (tmp_path / "renderer.py").write_text(RENDERER_PY)
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "z_values gives me 'ValueError: not enough values to unpack (expected 2, got 1)' when I "
        "pass a 1-D z. Where does that come from?",
    )
    assert first_citation(answer) == ("renderer.py", 4)


OIDS_PY = """class ExtensionOID:
    EXTENDED_KEY_USAGE = "2.5.29.37"
    KEY_USAGE = "2.5.29.15"


class ExtendedKeyUsageOID:
    SERVER_AUTH = "1.3.6.1.5.5.7.3.1"
    ANY_EXTENDED_KEY_USAGE = "2.5.29.37.0"
    SMARTCARD_LOGON = "1.3.6.1.4.1.311.20.2.2"
"""


def test_a_constant_said_in_words_with_its_classs_words(store, tmp_path):
    """heldout280 #42: "the smartcard logon extended key usage" was read as a calls question
    (*usage*) about `OID`; then three constants said two of its words each."""
    (tmp_path / "oid.py").write_text(OIDS_PY)
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "What's the dotted OID for the smartcard logon extended key usage, and where is it set?",
    )
    assert first_citation(answer) == ("oid.py", 9)


@pytest.mark.parametrize(
    "prompt, kind",
    [
        ("What's the OID of the extended key usage, and where is it set?", "where"),
        ("where is memory usage reported?", "where"),
        ("show me the usages of parse_header", "calls"),
    ],
)
def test_usage_as_a_noun_is_no_calls_question(prompt, kind):
    assert read_question(prompt).kind == kind


CHOICE_PY = """class ChoiceInput:
    def __init__(self, options, interrupt_exception: type[BaseException] = KeyboardInterrupt):
        self.options = options
        self.interrupt_exception = interrupt_exception

    def on_ctrl_c(self, event):
        event.app.exit(exception=self.interrupt_exception())


def choice(options, interrupt_exception: type[BaseException] = KeyboardInterrupt):
    return ChoiceInput(options, interrupt_exception).run()
"""


def test_an_exception_kept_in_a_name_is_raised_where_the_name_is_called(store, tmp_path):
    """heldout280 #33: no ``raise KeyboardInterrupt``; the parameter that holds the class is
    called (``self.interrupt_exception()``) where it is raised."""
    (tmp_path / "choice_input.py").write_text(CHOICE_PY)
    answer, _ = asked_unchanged(
        store,
        tmp_path,
        "Hitting Ctrl-C in a choice() prompt gives me a KeyboardInterrupt. Where in "
        "choice_input.py is that exception actually thrown?",
    )
    assert first_citation(answer) == ("choice_input.py", 7)
