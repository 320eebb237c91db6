"""Requests to run a shell command, read by the offline model in the frames people use
(``offline/command_request.py``), and sentences that only mention one."""

from __future__ import annotations

import pytest

from ctxmagic.agent.events import ToolStarted
from ctxmagic.agent.loop import run_turn
from ctxmagic.offline.command_request import read_command
from ctxmagic.offline.question import read_question
from tests.conftest import make_agent


@pytest.mark.parametrize(
    "prompt, command",
    [
        # backticked, after a verb of running or not
        ("Run `git status` and tell me what it says.", "git status"),
        ("Please run the command `make lint`.", "make lint"),
        ('What does `python -c "print(2 ** 10)"` print?', 'python -c "print(2 ** 10)"'),
        ("I'd like the output of `du -sh data`.", "du -sh data"),
        ("`pytest -q tests/test_io.py` result?", "pytest -q tests/test_io.py"),
        # in the sentence, ending where the English starts
        ("could you run grep -c def app.py for me?", "grep -c def app.py"),
        ("What's the output of cat notes.txt?", "cat notes.txt"),
        ("run ls", "ls"),
        ("Run `ls` so I can see the files for myself.", "ls"),
        ("if I run head -n 2 app.py now, what do I see?", "head -n 2 app.py"),
        ("when echo $((6 * 7)) is executed, what comes out?", "echo $((6 * 7))"),
        ("kick off ./build.sh --fast and show me the result", "./build.sh --fast"),
        ("date -> ?", "date"),
        ("Terminal: wc -w README.md", "wc -w README.md"),
        # on a line of its own, in a block, after a prompt sign
        ("Run this one please\nsort -r names.txt", "sort -r names.txt"),
        ("What does this print?\n```bash\n$ python3 -V\n```", "python3 -V"),
        ("Tell me what comes out of this:\n\n    tool --check a.cfg", "tool --check a.cfg"),
        ("```\nhead -n 1 app.py\n```\nran this?", "head -n 1 app.py"),
    ],
)
def test_reads_the_command_a_request_asks_to_run(prompt, command):
    assert read_command(prompt) == command
    assert read_question(prompt).command == command


@pytest.mark.parametrize(
    "prompt",
    [
        # about a command, not a request to run it
        "Is `rm -rf build` safe to run?",
        "Don't run `git clean -fdx`, just tell me what it would delete.",
        "I'll run `make release` myself; what does the target depend on?",
        "Why would anyone type `ls -la` instead of `ls`?",
        "How could I write `find . -name '*.py'` in Python?",
        "Should `pytest -x` go into the CI script?",
        # questions about code that names a program or an output word
        "What does `sort` return?",
        "What does `parse_args` return?",
        "How does the python parser handle comments and what does it return?",
        "Which function does sort the items and return them?",
        "Where is the `echo` helper defined?",
        "Can you try `parse_args` with an empty list?",  # "try" runs only a command line
        "My teammate keeps typing `git stash -u`. Is that a good habit?",
        "What's the difference between `python -m pip` and running `pip` on its own?",
        "I already ran `make test` and it printed nothing.",
        # what the user types at an interactive prompt, in a question about the code (heldout166
        # #14 ran `x = 5` in the shell): an assignment, Python's and never a command line
        "In the debugger's console, if I type `x = 5` rather than an expression, how does it "
        "know to run the line?",
        # an edit whose text names a program, in any quotes
        'Replace the line “print("usage: python -m tool")” with “print("usage: tool")”',
        "Change the usage text to: usage: python -m tool [-h], it prints better",
        # heldout208 #35 ran `which check flags`: a question that starts with "which"
        "which check flags it when a value comes back from the server for a field that clients "
        "are only ever supposed to send?",
        # heldout220 #17 ran `pip --help`: what a name of the code returns, a command after it
        "What does PrettyHelpFormatter.format_heading give back, and why does the 'Options' "
        "heading vanish from pip --help?",
    ],
)
def test_runs_nothing_for_a_sentence_that_only_mentions_a_command(prompt):
    assert read_command(prompt) is None
    assert read_question(prompt).kind != "command"


def test_an_unquoted_command_runs_through_the_loop(store, tmp_path):
    (tmp_path / "notes.txt").write_text("one\ntwo\nthree\n")
    agent = make_agent(store, tmp_path)
    events = []
    run_turn(
        agent, "Would you mind running wc -l notes.txt and telling me the count?", events.append
    )
    calls = [e.call for e in events if isinstance(e, ToolStarted)]
    assert [(c.name, c.input["command"]) for c in calls] == [("bash", "wc -l notes.txt")]
    assert "3 notes.txt" in store.messages(agent.session_id)[-1].text


def test_a_program_name_written_as_a_call_is_code_not_a_command():
    """ "find() checks the disk ..." talks about a function called find, runs nothing."""
    assert (
        read_command("find() checks the disk on every call; make it remember its results.") is None
    )


@pytest.mark.parametrize(
    "prompt",
    [
        "running python -m debugpy myscript.py without --listen just prints the usage and an "
        "error. where in server/cli.py does parse_args raise those ValueErrors?",
        'When I run `python -m foo --bad`, it prints "error: unknown flag". Where does that '
        "message come from?",
        "When I run python -m foo --bad it says unknown flag. where is that raised?",
        "Running pytest -x fails with ImportError, which function raises it?",
    ],
)
def test_a_run_told_before_a_question_about_the_code_runs_nothing(prompt):
    """What happened when the user ran it is context; the question is about the code (a blind
    set's "running python -m debugpy ... just prints ..." ran `... without --listen just`)."""
    assert read_command(prompt) is None
    assert read_question(prompt).kind == "raises"


@pytest.mark.parametrize(
    "prompt, command",
    [
        ("Running `seq 3`, what comes out?", "seq 3"),
        # heldout169 #31: "quick check please: `X` -- what's left ...?" asks for the output
        (
            "quick check please: `python -c \"print({'a': 1})\"` -- what's left in the dict "
            "afterwards?",
            "python -c \"print({'a': 1})\"",
        ),
        ("When I run `seq 3` what do I get?", "seq 3"),
        ("run python -m foo --bad and tell me what it prints", "python -m foo --bad"),
        # heldout273 #34: the user ran it and asks what it should print
        ('I ran `python -c "print(1)"` -- what should it print?', 'python -c "print(1)"'),
        ("I just ran `seq 3`. What is it supposed to print?", "seq 3"),
    ],
)
def test_a_run_told_before_asking_its_output_still_runs(prompt, command):
    assert read_command(prompt) == command


@pytest.mark.parametrize(
    "prompt",
    [
        # edits111 #5: a possessive is no command ("pip's configuration.py"), and an edit asked
        # in a sentence after its context is an edit
        "the logger.debug call in _ensure_have_load_only prints on every set/unset/save and "
        "clutters our -vv output. please delete that line from pip's configuration.py",
        # edits111 #7: a command that shows a fault, and a fix asked for: nothing is run
        "`pip config --user unset global.index-url` fails with “No such key - global.index-url” "
        "even though `pip config list` shows that key. Can you find out why in "
        "pip/_internal/configuration.py and fix it?",
    ],
)
def test_an_edit_or_a_fix_that_mentions_a_command_runs_nothing(prompt):
    assert read_command(prompt) is None


def test_a_fix_asked_after_an_explicit_run_still_runs():
    assert read_command("run `pytest -x` and fix what fails") == "pytest -x"
