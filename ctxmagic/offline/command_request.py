"""A request to run a shell command, read the way people write one.

People ask for a command's output in many frames: "run `ls`", "what does `seq 3 5` print?",
"what's the output of wc -l notes.txt?", "try this:" and the command in a fenced block, "seq 3 5
-> ?". The command may be in backticks, on a line of its own, or in the sentence itself; then
it starts with a program's name and ends where the English starts again ("run seq 3 5 for me").
A sentence that only mentions a command ("is `rm -rf build` safe?", "don't run it, just
explain `git rebase -i`") runs nothing.
"""

from __future__ import annotations

import keyword
import re

# Programs a command in running text starts with: the common ones of a Unix shell and of Python
# work. Backticked text starts with any name when a verb of running stands right before it.
PROGRAMS = frozenset(
    """python python3 py pytest pip pip3 uv ls echo printf cat head tail wc grep rg find seq sort
    uniq cut tr sed awk du df env date pwd which uname whoami git node npm npx yarn make bash sh
    zsh ruff mypy black cargo go java ruby perl curl wget tree stat file diff cmp md5sum sha256sum
    basename dirname realpath expr bc jq""".split()
)
_RUN_WORDS = (
    r"run|running|execute|executing|exec|launch|try|trying|type|typing|enter|"
    r"(?:fire|kick)(?:s|ing)?\s+off"
)
_RUN_VERB = rf"(?:{_RUN_WORDS})"
# Programs that mean something without arguments ("what does `ls` show?"); others need one
# ("what does `sort` return?" may ask about a function called sort).
BARE = frozenset("ls pwd date whoami env uname tree".split())
# the noun after a word in backticks that makes it a name ("`date` annotations")
NAMED_AS = re.compile(
    r"\s+(?:annotations?|types?|fields?|columns?|param(?:eter)?s?|arguments?|args?|keys?|values?|"
    r"attributes?|modules?|objects?|defaults?|variables?|options?|settings?|keywords?|names?|"
    r"class(?:es)?|functions?|methods?)\b",
    re.I,
)
# a verb of running that is also a noun ("type", "enter", "try") is a verb after a subject, a
# word that asks, or the start: "then type make test", not "the fraction type make sure"
WEAK_RUN = re.compile(
    r"(?:^|[:;,.!?(\n]|\b(?:i|we|you|u|to|please|pls|then|and|just|now|can|could|would|will|"
    r"should|let['’]?s|also|first|me|simply|and\s+then))\s*(?:type|typing|enter|try|trying)$"
)
# Before a backticked command: "run `X`", "run the command `X`", "run this: `X`" (after "try" or
# "type" only what looks like a command line: "try `parse_args` with no arguments" does not)
RUN_BACKTICKED = re.compile(
    rf"\b(?P<verb>{_RUN_WORDS})\s+(?:(?:the|this|that|following)\s+)*"
    r"(?:(?:shell\s+)?commands?\s*)?:?\s*`(?P<command>[^`\n]+)`",
    re.I,
)
STRONG_VERB = re.compile(r"run|running|execute|executing|exec|launch", re.I)
# The request is for the output: a verb of running, or a word for what comes out.
WANTS_OUTPUT = re.compile(
    rf"\b{_RUN_VERB}\b|\bran\b|\bgive\s+(?:it|this|that|`[^`\n]*`)\s+a\s+(?:go|try|spin)\b|"
    r"\b(?:outputs?|print|prints|printed|result|results|says?|said|shows?|gives?|gave|"
    r"returns?|spits?\s+out|comes?\s+out|comes?\s+back|get\s+(?:back|from|out\s+of)|stdout|"
    r"produces?|executed|what['’]s\s+left|what\s+is\s+left|what\s+remains)\b|->|→|^\s*\$\s|"
    r"\b(?:shell|terminal|console|bash|prompt)\s*:",  # "Shell: seq 3 5"
    re.I | re.M,
)
# ... unless it says not to run, or asks about the command itself.
NOT_RUNNING = re.compile(
    r"\b(?:don'?t|do\s+not|never|without|no\s+need\s+to|not\s+to|shouldn'?t|should\s+not)\s+"
    r"(?:\w+\s+){0,2}?(?:run|running|execute|executing|exec)\w*|"
    # someone else is told to run it: "the error message tells people to run `pip install x`"
    r"\b(?:tells?|telling|told|asks?|asking|asked|says?|saying|said|instructs?|advises?)\s+"
    r"(?:(?:people|users?|you|them|me|us|the\s+user)\s+)?to\s+run\b|"
    r"\b(?:suggests?|suggesting|recommends?|recommending)\s+running\b|"
    # the user runs it: "I'll run `X` myself later", "I already ran it"
    r"\b(?:i'?ll|i\s+will|i'?m\s+going\s+to|i\s+am\s+going\s+to)\s+(?:\w+\s+)?run\b|"
    # (unless it asks what the command should print: "I ran `X` -- what should it print?")
    r"\bi\s+(?:already\s+|just\s+)?ran\b(?![\s\S]*\bwhat\s+(?:should|would|will|is)\s+(?:it|this|that)\s+"
    r"(?:supposed\s+to\s+)?(?:print|output|show|say)\b)|"
    # what happened when the user ran it, then a question about the code: "running X just
    # prints an error. where does parse_args raise it?", "When I run `X` ... which function ..."
    r"^\W*(?:(?:when(?:ever)?|if|once|after)\s+(?:i|we|you)\s+(?:run|ran|execute|launch)|"
    r"running|executing|launching)\b(?=[\s\S]*\b(?:where|which\s+(?:function|method|class|code|"
    r"line|part|module)s?|rais(?:e|es|ed|ing)|thrown?|throws|comes?\s+from|defined)\b)|"
    r"^\W*(?:why|explain|should|where\s+in\s+the\s+code|which\s+files?|is\s+there\s+a\s+typo|"
    r"how\s+(?:would|do|can|could|should|might)\s+(?:i|we|you)\s+(?:write|rewrite|express))\b|"
    r"\bsafe\s+to\s+(?:run|execute)\b|\bsupposed\s+to\s+do\b|\bwhat\s+does\s+that\s+do\b|"
    # about the command or its use: "the difference between `X` and ...", "my colleague keeps
    # typing `X`; is that a good habit?"
    r"\bdifference\s+between\b|\bgood\s+(?:habit|idea|practice)\b|\b(?:keeps?|kept)\s+\w+ing\b|"
    # an edit, whatever its text says ("Replace the line `usage: python -m x` with ..."), at the
    # start or in a sentence of its own after context ("... clutters our -vv output. please
    # delete that line from pip's configuration.py")
    r"(?:^|[.!?]\s+)\W*(?:please\s+|pls\s+|(?:can|could|would)\s+you\s+(?:please\s+)?)?"
    r"(?:replace|change|rename|delete|remove|insert|add|put|set|swap|comment\s+out|uncomment|"
    r"write|create|append|prepend|drop|move)\b",
    re.I | re.M,
)
# a fix asked for, with a command that shows the fault ("`pip config unset x` fails with ... Can
# you find out why and fix it?"): the offline model changes no code it cannot read as an edit,
# and the command is the user's report, not a request to run it
FIX_ASKED = re.compile(
    r"\b(?:fix|fixes|fixing|debug|(?:find|figure|work)\s+out\s+why|track\s+(?:it\s+)?down)\b",
    re.I,
)
# a question for code, whatever command it compares it with (one asked to run is run first)
CODE_ASKED = re.compile(
    r"^\W*(?:which|what)\s+(?:[A-Z]\w*\s+)?(?:function|method|class|helper|routine|decorator|"
    r"property|code|part|bit|piece)s?\b|"
    # ("how does `pip config edit` pick which editor to launch?": how the code does it)
    r"^\W*how\s+(?:does|do|did|is|are|would|will|can|could|should)\b|"
    # ("What does PrettyHelpFormatter.format_heading give back, and why does the heading
    # vanish from pip --help?": what a name of the code returns, the command only a context)
    r"^\W*what\s+(?:does|do|did|will|would|should)\s+`?(?:[A-Za-z_]\w*\.)+[A-Za-z_]\w*`?(?:\(\))?\s+"
    r"(?:return|give\s+back|hand\s+back|yield)\b",
    re.I,
)
# a name of the code, not a command: `_basic_graphical_tests`, `Foo.bar()`
CODE_NAME = re.compile(r"[A-Za-z_]\w*(?:\.\w+)*(?:\(\))?")
FENCED = re.compile(r"```[\w+-]*\n(.*?)```", re.S)
INDENTED = re.compile(r"^(?: {4,}|\t)(\S.*)$", re.M)
BACKTICKED = re.compile(r"`([^`\n]+)`")
# quoted text, which a program's name inside does not start a command; not the ' of "it's"
QUOTED = re.compile(r"\"[^\"\n]*\"|“[^”\n]*”|‘[^’\n]*’|(?<!\w)'[^'\n]*'(?!\w)")
PROMPT_SIGN = re.compile(r"^\s*\$\s+")
# Where the sentence takes over again after a command in running text.
ENGLISH = frozenset(
    """and or but for then to so please pls plz real quick now here again thanks thank if when
    with what which that it its is are was do does did would will could can should spits spit
    gives give gave returns return output outputs prints print printed says say shows show
    produces comes come tells report reports in on into inside from at under the a an this my our
    your all each every some me us you i we right first too also quickly""".split()
)
# "which function ...", "which file ...": the question word, whatever follows
ASKED_NOUNS = frozenset(
    """function functions method methods class classes module modules file files part parts
    code line lines one ones of helper helpers constant constants variable variables test tests
    exception exceptions error errors place places object objects type types piece bit thing
    things way command func funcs fn fns routine routines decorator decorators property
    properties attribute attributes""".split()
)
# After a program named in running text without a verb of running before it ("what does seq
# 3 5 print?"), its first argument must look like one: an option, a number, a path, a quote.
ARGUMENT = re.compile(r"""^(?:-|\d|["'$./~]|\S*[./=]\S*$)""")
_ENDS = ".,;:?!—–"


def read_command(prompt: str) -> str | None:
    """The shell command ``prompt`` asks to run, or None when it does not ask to run one."""
    if NOT_RUNNING.search(prompt):
        return None
    prose = FENCED.sub(" ", prompt)
    for m in RUN_BACKTICKED.finditer(prose):
        command = m.group("command").strip()
        if CODE_ASKED.match(prose) and CODE_NAME.fullmatch(command):
            continue  # "Which functions in graphical.py run `_basic_graphical_tests` first?"
        if STRONG_VERB.fullmatch(m.group("verb")) or _shell_like(command, loose=True):
            return PROMPT_SIGN.sub("", command)
    # the cue is in the sentence, not in the command ("should `python -c 'print(1)'` go in ...")
    sentence = QUOTED.sub(" ", BACKTICKED.sub(" ", prose))
    if not WANTS_OUTPUT.search(sentence) or FIX_ASKED.search(sentence):
        return None
    if CODE_ASKED.match(prose):  # "Which helper lays names out ..., kind of like `ls` output?"
        return None
    fenced = FENCED.search(prompt)
    if fenced and _shell_like(_first_line(fenced.group(1)), loose=True):
        return _first_line(fenced.group(1))
    for line in INDENTED.findall(prose):
        if _shell_like(line.strip(), loose=True):
            return PROMPT_SIGN.sub("", line.strip())
    for tick in BACKTICKED.finditer(prose):
        text = tick.group(1)
        if len(text.split()) == 1 and NAMED_AS.match(prose, tick.end()):
            continue  # "`date` annotations", "the `env` parameter": a name, not a command
        if _shell_like(text.strip()):
            return PROMPT_SIGN.sub("", text.strip())
    return _in_running_text(BACKTICKED.sub(" ", prose))


def _first_line(block: str) -> str:
    lines = [PROMPT_SIGN.sub("", line).strip() for line in block.splitlines() if line.strip()]
    return lines[0] if lines else ""


def _shell_like(text: str, loose: bool = False) -> bool:
    """A command line: a known program with its arguments (``seq 3 5``, or ``ls`` alone), or, on
    a line or in a block of its own, any name followed by arguments (``./build.sh --fast``)."""
    words = PROMPT_SIGN.sub("", text).split()
    if not words:
        return False
    program = words[0]
    if program in PROGRAMS or program.startswith("./"):
        return len(words) > 1 or program in BARE or program.startswith("./")
    # a line of its own that starts with a Python keyword ("raise ValueError(...)") is code,
    # and so is an assignment ("x = 5": a shell's is written without spaces, ``x=5``)
    return (
        loose
        and len(words) > 1
        and re.fullmatch(r"[\w.-]+", program) is not None
        and not keyword.iskeyword(program)
        and not re.fullmatch(r"[-+*/%&|^@:]?=|//=|\*\*=|>>=|<<=", words[1])
    )


def _in_running_text(text: str) -> str | None:
    """A command written in the sentence: a program's name after a verb of running or a word
    that introduces it ("output of", "what does", a colon, the start), then its arguments up to
    the first word of English."""
    quoted = [q.span() for q in QUOTED.finditer(text)]
    for m in re.finditer(r"(?:^|(?<=[\s:$]))([\w./-]+)", text):
        program = m.group(1).rstrip(".")  # "the output of ls."
        if any(a < m.start() < b for a, b in quoted) or text[m.end() : m.end() + 1] == "(":
            continue  # quoted, or a call written in code ("find() checks the disk ...")
        if re.match(r"['’]s\b", text[m.end() :]):
            continue  # a possessive: "pip's configuration.py" is a file of pip
        if program not in PROGRAMS and not program.startswith("./"):
            continue
        before = text[: m.start()].rstrip(" \t").lower()
        # after a verb of running, a colon, a prompt sign, or at the start of a line
        ran = not before.strip() or re.search(rf"(?:\b(?:{_RUN_WORDS}|command)|[:$\n])$", before)
        if ran and re.search(
            rf"\b(?:a|an|the|this|that|my|our|your|its|each)\s+(?:{_RUN_WORDS})$", before
        ):
            ran = None  # "Where does a Try node blow up ...": a noun, not a verb of running
        if (
            ran
            and re.search(r"\b(?:type|typing|enter|try|trying)$", before)
            and not WEAK_RUN.search(before)
        ):
            ran = None  # "How does the exact fraction type make sure ...": a noun before it
        if not ran and not re.search(
            r"\b(?:of|what|what's|whats|does|do|did|would|will|when|if|from)$", before
        ):
            continue
        command = _arguments(text[m.start() :]).split(" ", 1)
        if (
            program == "which"
            and len(command) == 2
            and (
                command[1].split()[0].lower() in ASKED_NOUNS
                or re.search(r"[A-Z]", command[1])  # "which FrameLocator helper ...": a class
            )
        ):
            continue  # "which function does ...": a question, not the which program
        rest = text[m.start() + len(" ".join(command)) :]
        if program == "which" and not before.strip() and len(re.findall(r"\w+", rest)) >= 2:
            continue  # "which check flags it when a value comes back ...?": a question
        if len(command) == 1 and program not in BARE:
            continue
        if len(command) == 2 and not ran and not ARGUMENT.match(command[1]):
            continue
        return " ".join(command)
    return None


def _arguments(text: str) -> str:
    """``text`` from the program's name up to where the English starts: quoted strings and
    bracketed groups (``$((17 * 3))``) kept whole."""
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        while i < n and text[i] == " ":
            i += 1
        if i >= n or text[i] == "\n":
            break
        start, depth, quote = i, 0, None
        while i < n:
            c = text[i]
            if quote:
                quote = None if c == quote else quote
            elif c in "\"'":
                quote = c
            elif c in "([{":
                depth += 1
            elif c in ")]}":
                depth -= 1
            elif c in " \n" and depth <= 0:
                break
            i += 1
        token = text[start:i]
        bare = token.rstrip(_ENDS)
        if out and (bare.lower() in ENGLISH or token in ("-", "--", "—", "–", "->", "→")):
            break
        if not bare:
            break
        out.append(bare)
        if bare != token and not token.endswith(("'", '"', ")")):
            break  # "seq 3 5." or "ls?": the sentence's mark ends the command
    return " ".join(out)
