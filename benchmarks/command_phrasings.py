"""Phrasings for ``bench_commands.py``: templates with ``{cmd}`` where the shell command goes.

Written blind (issue 26, task 26h): by someone who had not read the offline model's request
reader, imagining about fifteen users with their own habits (terse, polite, formal, casual, not
native speakers, command first or last, in backticks, bare or in a fenced block, one sentence or
two). Measured once before any change made for them.

HELDOUT: requests to run the command and say what it printed.
NOT_COMMANDS: sentences that mention a command but do not ask to run it; nothing may run.
"""

HELDOUT = [
    # a terse developer
    "run {cmd}",
    "`{cmd}` output?",
    "{cmd} -> ?",
    "exec `{cmd}` pls",
    # a polite one
    "Could you please run `{cmd}` and let me know what it outputs?",
    "Would you mind running {cmd} for me and telling me the result?",
    "Please execute `{cmd}` and share the output.",
    "If it's not too much trouble, can you run {cmd} and paste what comes back?",
    # asks what it prints
    "What does `{cmd}` print?",
    "what does {cmd} output",
    "What do you get when you run `{cmd}`?",
    "What's the output of {cmd}?",
    "what would `{cmd}` print here?",
    # wants to be shown
    "Show me the output of `{cmd}`.",
    "show me what {cmd} prints",
    "Let me see the result of running {cmd}.",
    # "try"
    "Try `{cmd}`.",
    "try running {cmd} and see what happens",
    "Give `{cmd}` a go and tell me what it says.",
    # "check"
    "Can you check what `{cmd}` says?",
    "can you check what {cmd} returns on this machine?",
    "Check the output of `{cmd}` for me.",
    # "I'd like"
    "I'd like to see what `{cmd}` gives.",
    "I want to know what {cmd} prints in this workspace.",
    "I'd love to know the output of `{cmd}`.",
    # two sentences
    "I'm curious about something. Run `{cmd}` and tell me the output.",
    "Quick sanity check: what does {cmd} print? Just run it.",
    "Please run this command: `{cmd}`. What does it print?",
    "There's a command I want to try. Can you run {cmd} and report back?",
    "Run `{cmd}`. Paste the output here.",
    # the command first
    "`{cmd}` - what does that print?",
    "{cmd}: run it and tell me the result",
    "`{cmd}` — can you run that?",
    "{cmd} — what does it give?",
    # names the shell
    "In the terminal, run `{cmd}` and tell me what you see.",
    "Execute {cmd} in the shell and report the output.",
    "Run `{cmd}` in bash, please, and tell me what it printed.",
    "Open a shell and type {cmd}; what comes out?",
    # casual
    "hey can u run `{cmd}` real quick",
    "mind running {cmd}?",
    "go ahead and run `{cmd}`, what's it say?",
    "lemme know what {cmd} spits out",
    # formal, with the command on a line of its own
    "Kindly run the command `{cmd}` and report its standard output.",
    "Please run the following and provide the output: {cmd}",
    "Execute the command below and tell me what it returns.\n\n    {cmd}",
    "Run this and tell me the output:\n```\n{cmd}\n```",
    # asks for the result
    "What is the result of `{cmd}`?",
    "What's {cmd} give you?",
    "Tell me what `{cmd}` prints.",
    "Tell me the output of running {cmd}.",
    # not a native speaker
    "I need the output of `{cmd}`, please run it.",
    "Can you run {cmd} and say what is the output?",
    "run the command {cmd} and give me the result",
    # in the middle of some work
    "Can you run `{cmd}` so I can see what it prints?",
    "Before we go on, run {cmd} and tell me what it shows.",
    "Let's see what `{cmd}` does — run it.",
    "Could you execute `{cmd}` and show me stdout?",
    "What happens if I run {cmd}?",
    "Does `{cmd}` work? Run it and show me what it prints.",
    "Run {cmd} and tell me what you get back.",
]

NOT_COMMANDS = [
    "Where in the code do we build the `{cmd}` string?",
    "Explain what each part of `{cmd}` means.",
    "Don't run it, just tell me: what is `{cmd}` supposed to do?",
    "Is `{cmd}` safe to run on a production server?",
    "How would I write {cmd} on Windows?",
    "Why would someone type `{cmd}` instead of writing a script?",
    "Is there a typo in `{cmd}`?",
    "Which file mentions `{cmd}`?",
    "My colleague told me to run `{cmd}`. What does that do, in general terms? No need to execute it.",
    "Should `{cmd}` go in our Makefile or in a shell script?",
    "Without running anything: would {cmd} behave differently under zsh?",
]
