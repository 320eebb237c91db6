"""Phrasings for ``bench_commands.py``: templates with ``{cmd}`` where the shell command goes.

Written blind (issue 26, task 26h): by someone who had not read the offline model's request
reader, imagining about fifteen users with their own habits (terse, polite, formal, casual, not
native speakers, command first or last, in backticks, bare or in a fenced block, one sentence or
two). Measured once before any change made for them.

HELDOUT: requests to run the command and say what it printed.
NOT_COMMANDS: sentences that mention a command but do not ask to run it; nothing may run.

HELDOUT2 and NOT_COMMANDS2: a second pair of the same kinds, written blind by another helper
(task 26k) who had read neither the lists above nor the request reader; about twenty imagined
users. Used with ``bench_commands.py --list heldout2``.

HELDOUT3 and NOT_COMMANDS3: a third pair, written blind (task 26p) by a helper who had read
none of the lists above nor the request reader; about twenty imagined users (students, ops
people, data scientists, non-native speakers, people in a hurry, people pasting from a
terminal). Used with ``bench_commands.py --list heldout3``.
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

# Written blind (issue 26, task 26k) by a second helper who had read neither the lists above nor
# the offline model's request reader; about twenty imagined users: students, ops people, data
# scientists, non-native speakers, people in a hurry, people pasting from a terminal.
HELDOUT2 = [
    # students, polite and careful
    "Could you please run `{cmd}` and tell me what it prints?",
    "Hi! I'm new to the terminal. Could you run {cmd} and tell me what it shows?",
    "Would you mind executing `{cmd}` and telling me what it returns?",
    "Tell me what `{cmd}` prints when you run it.",
    "What is printed by `{cmd}`?",
    # ops people, terse
    "run {cmd}",
    "please exec {cmd} and give me stdout",
    "Shell: {cmd}",
    "Result of `{cmd}`?",
    "Just run {cmd} and report back.",
    "Run `{cmd}` and tell me the output, nothing else.",
    # data scientists checking an environment
    "Quick sanity check: what does `{cmd}` give me in this environment?",
    "I need to know what `{cmd}` outputs in this directory. Could you run it?",
    "Can you execute {cmd}? I want to compare the output with mine.",
    "Could you check what `{cmd}` returns in this workspace?",
    # not native speakers
    "Please you can execute {cmd} and say me the result?",
    "I want know what is output of `{cmd}`.",
    "Execute please the command `{cmd}` and show me what it give.",
    "Kindly do run of {cmd} and inform me the output.",
    "What is the result when {cmd} is executed? Please run and tell.",
    # in a hurry
    "output of `{cmd}`?",
    "{cmd} -> output?",
    "{cmd} — what's the output?",
    "hey can u run {cmd} and tell me wat it says",
    "run this pls\n{cmd}",
    # pasting from a terminal
    "$ {cmd}\nwhat comes out?",
    "```\n$ {cmd}\n```\nrun that and paste the output",
    "Execute the following and report stdout:\n```bash\n{cmd}\n```",
    "```\n{cmd}\n```\nWhat does this print here?",
    "{cmd}\n\nwhat does that return?",
    "Could you run the command below and tell me what it printed?\n\n    {cmd}",
    "Please execute:\n{cmd}\nand tell me the output.",
    "I'd like to see the output of the following command:\n\n{cmd}",
    # casual
    "Fire off {cmd} real quick and paste what it printed.",
    "Kick off `{cmd}` and let me know what it shows.",
    "Give `{cmd}` a go and show me the output.",
    "Mind running {cmd} for me? Curious what it spits out.",
    "So what does `{cmd}` spit out? Run it and see.",
    "Let's see what {cmd} outputs.",
    "go ahead and run `{cmd}`, then tell me what it showed",
    "Spin up a shell and run {cmd}, tell me what comes back.",
    "Try `{cmd}` and show what it gives back.",
    # questions, command in the middle or last
    "what does {cmd} print",
    "What's the result if you run {cmd}?",
    "When you run `{cmd}` in this folder, what shows up?",
    "I'm curious: if I run {cmd} right now, what would I see?",
    "What happens when you execute `{cmd}` here? Show me the output.",
    "What do I get from {cmd} here?",
    "What's the output when `{cmd}` is run in the workspace?",
    "What does the command {cmd} show when run here?",
    "Does `{cmd}` print anything? Run it and tell me.",
    "Can you try running {cmd} for me and tell me what you see?",
    "Can you try `{cmd}` real quick and tell me what happens?",
    # orders, command first or last, one or two sentences
    "`{cmd}` — run it please, I need to see the result.",
    "Run it and tell me what it prints: {cmd}",
    "Run the command {cmd} and paste its output here.",
    "Please run this one for me: `{cmd}`. What did it print?",
    "Need the output from `{cmd}`, can you grab it?",
    "Kindly execute `{cmd}` in the workspace and report its output.",
    "Use the shell to run {cmd} and report what it printed.",
    "Show me the output of running {cmd}.",
    "Execute `{cmd}` and tell me exactly what it printed.",
    "Before I go on, run `{cmd}` and tell me what it says.",
    "In the shell, type {cmd} and tell me what is printed.",
]

NOT_COMMANDS2 = [
    "Don't run it, just explain what `{cmd}` does.",
    "Is `{cmd}` safe to run on a production box?",
    "Where in the code is the command `{cmd}` built?",
    "How could I write `{cmd}` differently, say without the shell?",
    "What does each part of {cmd} mean? No need to execute it.",
    "I already ran `{cmd}` myself, no need to run it again. Why would someone use it?",
    "Can you explain the syntax of `{cmd}` to me?",
    "Is there a shorter way to write {cmd}?",
    "Please do not execute `{cmd}`; I only want to know what it is for.",
    "What would `{cmd}` do on Windows?",
    "Why does my colleague keep typing {cmd}? What's the point of it?",
    "Show me how to do the same thing as `{cmd}` in pure Python, without running anything.",
    "In the docs, should `{cmd}` go in backticks or in a code block?",
    "Does `{cmd}` need root privileges?",
    "Is {cmd} portable to any POSIX shell, or does it need bash?",
    "I'll run `{cmd}` myself later; for now just tell me what could go wrong with it.",
]


HELDOUT3 = [
    "what comes out when you do `{cmd}`?",
    "{cmd}\n\nwhat's the output",
    "I'm on my phone, can't get to a terminal. Could you fire off `{cmd}` for me and paste back the result?",
    "```\n{cmd}\n```\nran this?",
    "Execute the following and tell me its output: {cmd}",
    "please to run {cmd} and say me the result",
    "quick one - `{cmd}` - what does it spit out",
    "For my lab notebook I need the exact output of `{cmd}`. Can you get it?",
    "$ {cmd}\n?",
    "Go ahead and run `{cmd}` in the workspace, then show me everything it printed.",
    "can u run {cmd} pls",
    "Try `{cmd}` and let me know what you see.",
    "Output of {cmd}?",
    "I wonder what `{cmd}` gives here. Give it a go?",
    "Before I commit, kick off `{cmd}` and report back what it says.",
    "Run this for me:\n\n{cmd}",
    "What do we get from running `{cmd}` in this folder?",
    "Hi! Would you mind executing `{cmd}`? I'd like to see what it returns.",
    "in the shell: {cmd} -- result?",
    "My terminal froze. Type `{cmd}` in yours and tell me what shows up.",
    "Let's see the output of `{cmd}`.",
    "Need the result of `{cmd}`, asap",
    "Could you check what `{cmd}` prints on this machine?",
    "Run `{cmd}`; I just want the output, nothing else.",
    "please execute:\n```bash\n{cmd}\n```\nand paste what it printed",
    "What is printed by `{cmd}` when you run it here?",
    "Do me a favour: `{cmd}`. What did it show?",
    "I need to know what `{cmd}` outputs in this workspace, can you run it?",
    "Run it and tell me: {cmd}",
    "If you run `{cmd}` right now, what do you get?",
    "`{cmd}` -> ?",
    "Launch `{cmd}` and read me the output.",
    "bitte run `{cmd}` and show output",
    "Just do `{cmd}` and tell me the number or whatever it prints.",
    "Can you run the command `{cmd}` and give me back what it printed?",
    "Show me what `{cmd}` returns.",
    "Does `{cmd}` work here? Run it and show the output.",
    "I'd like the result of executing `{cmd}` in the current directory.",
    "Hey, try running\n{cmd}\nand tell me what happened",
    "What does the terminal show after `{cmd}`? Please run it.",
]

NOT_COMMANDS3 = [
    "Can you explain what `{cmd}` does, step by step? Don't run it.",
    "Is `{cmd}` safe to run on a production box?",
    "Which file in this project builds the string `{cmd}`?",
    "How would I write `{cmd}` differently so that it works on Windows?",
    "Don't execute `{cmd}`, I only want to know what each part means.",
    "I saw `{cmd}` in a tutorial. What is it for?",
    "Is there a shorter way to write `{cmd}`?",
    "Where in the code do we call `{cmd}`?",
    "Without running anything: what would `{cmd}` be expected to print, roughly, and why?",
    "My colleague keeps typing `{cmd}`. Is that a good habit?",
    "Please add a comment explaining `{cmd}` to the README draft in your answer, but do not run it.",
    "What's the difference between `{cmd}` and running the same thing inside a script?",
]
