"""The eighty-eighth held-out set: questions on two third-party packages that no other set uses,
copied from the installed site-packages (prompt_toolkit 3.0.52: its ``buffer.py``,
``document.py``, ``history.py``, ``completion/`` and ``key_binding/``; Babel 2.19.0: its
``babel/messages/`` only), written blind: by reading only those packages, never the model's code
or its notes, and committed before the model was asked any of them. Nothing is tuned on it: only
its totals are looked at.

The questions are weighted by the size of the packages (prompt_toolkit about twice babel's
messages). About a fifth of them are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command
or ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h88_prompt_toolkit": [
        "prompt_toolkit/buffer.py",
        "prompt_toolkit/document.py",
        "prompt_toolkit/history.py",
        "prompt_toolkit/completion",
        "prompt_toolkit/key_binding",
    ],
    "h88_babel": ["babel/messages"],
}

PT = "h88_prompt_toolkit"
BA = "h88_babel"

BUFFER = "prompt_toolkit/buffer.py"
DOCUMENT = "prompt_toolkit/document.py"
HISTORY = "prompt_toolkit/history.py"
KEY_BINDINGS = "prompt_toolkit/key_binding/key_bindings.py"
NAMED = "prompt_toolkit/key_binding/bindings/named_commands.py"
DIGRAPHS = "prompt_toolkit/key_binding/digraphs.py"
CHECKERS = "babel/messages/checkers.py"
FRONTEND = "babel/messages/frontend.py"
MOFILE = "babel/messages/mofile.py"
POFILE = "babel/messages/pofile.py"


QUESTIONS: list[dict] = [
    # --- prompt_toolkit ----------------------------------------------------------------------
    q(
        PT,
        "where",
        "where is `Buffer.apply_completion` defined?",
        {"def": "Buffer.apply_completion"},
    ),
    q(
        PT,
        "where",
        "I want to subclass the history that persists to a file. Where's FileHistory?",
        {"def": "FileHistory"},
    ),
    q(PT, "where", "merge_key_bindings - which file/line?", {"def": "merge_key_bindings"}),
    q(
        PT,
        "returns",
        "What does get_common_complete_suffix give back, e.g. when one of the completions would "
        "rewrite text that's already before the cursor?",
        {"returns": "get_common_complete_suffix"},
    ),
    q(
        PT,
        "returns",
        "what does the `arg` property on KeyPressEvent return? what if the repeat count I typed "
        "is enormous, or just '-'?",
        {"returns": "KeyPressEvent.arg"},
    ),
    q(
        PT,
        "calls",
        "who calls `_set_completions` in buffer.py?",
        grep(r"self\._set_completions\(", BUFFER),
    ),
    q(
        PT,
        "calls",
        "Could you list every place that calls validate_and_handle()? Trying to see what can "
        "accept the input besides Enter.",
        {"grep": r"\.validate_and_handle\(\)"},
    ),
    q(
        PT,
        "calls",
        "where is _only_one_at_a_time applied",
        grep(r"@_only_one_at_a_time", BUFFER),
    ),
    q(
        PT,
        "raises",
        "Where does Buffer raise EditReadOnlyBuffer?",
        grep(r"raise EditReadOnlyBuffer\(\)", BUFFER),
    ),
    q(
        PT,
        "raises",
        "KeyBindings.remove blew up on me when nothing matched -- where's that exception thrown?",
        grep(r'raise ValueError\(f"Binding not found', KEY_BINDINGS),
    ),
    q(
        PT,
        "raises",
        "if i pass get_by_name a readline command name that doesnt exist, where does it raise?",
        grep(r'raise KeyError\(f"Unknown Readline command', NAMED),
    ),
    q(PT, "raises", "Where is `_Retry` raised?", grep(r"raise _Retry", BUFFER)),
    q(
        PT,
        "raises",
        "I tried `document.lines.append('x')` and got an error. Where in document.py is that "
        "raised?",
        grep(r'raise NotImplementedError\("Attempt to modify', DOCUMENT),
    ),
    q(
        PT,
        "const",
        "where's _FIND_WORD_RE defined and what regex is it?",
        grep(r"^_FIND_WORD_RE = ", DOCUMENT),
    ),
    run(
        PT,
        "What does {} print?",
        "from prompt_toolkit.document import Document; d = Document('hello world foo', 8); "
        "print(repr(d.get_word_under_cursor()), d.find_start_of_previous_word(), "
        "d.find_next_word_beginning())",
        "'world' -2 4",
    ),
    run(
        PT,
        "could you run {} and tell me what comes out?",
        "from prompt_toolkit.completion import FuzzyWordCompleter, CompleteEvent; "
        "from prompt_toolkit.document import Document; "
        "c = FuzzyWordCompleter(['leopard', 'gorilla', 'dinosaur', 'cat', 'bee']); "
        "print([x.text for x in c.get_completions(Document('oar'), CompleteEvent())])",
        "['leopard', 'dinosaur']",
    ),
    q(
        PT,
        "edit",
        "In prompt_toolkit/buffer.py, lower the default of max_number_of_completions in "
        "Buffer.__init__ from 10000 to 5000.",
        {
            "effect": {
                "text_replaced": [
                    BUFFER,
                    "max_number_of_completions: int = 10000",
                    "max_number_of_completions: int = 5000",
                ]
            }
        },
    ),
    q(
        PT,
        "edit",
        "I don't want the `# <date>` lines in my history file. Please comment out the line in "
        "FileHistory.store_string that writes the timestamp.",
        {"effect": {"comment_out": [HISTORY, r'write(f"\n# {datetime.datetime.now()}\n")']}},
    ),
    q(
        PT,
        "edit",
        "add a docstring to Buffer.exit_selection, something like 'Leave selection mode.'",
        {"effect": {"docstring": "Buffer.exit_selection"}},
    ),
    q(
        PT,
        "edit",
        "The fuzzy completer doesn't forgive typos. Can you rewrite FuzzyCompleter to rank by "
        "Levenshtein distance instead, make it tolerate swapped letters, and add benchmarks "
        "showing it's no slower?",
        {"effect": {"declined": True}},
    ),
    q(
        PT,
        "which",
        "I combined a couple of completers and now the dropdown lists the same entry twice. "
        "Which class would weed out the repeats so each one shows only once?",
        {"body": "DeduplicateCompleter"},
        own=True,
    ),
    q(
        PT,
        "which",
        "When I hit the up arrow, which method chooses between moving the caret to the row above "
        "and pulling back what I typed earlier?",
        {"body": "Buffer.auto_up"},
        own=True,
    ),
    q(
        PT,
        "which",
        "My app sits there frozen at launch until thousands of old commands are read from disk. "
        "Which class would let it open right away and feed those old entries in behind the "
        "scenes?",
        {"body": "ThreadedHistory"},
        own=True,
    ),
    q(
        PT,
        "which",
        "which key binding handler deals with bracketed paste (and turns the \\r\\n endings into "
        "\\n)?",
        {"body": "load_basic_bindings._paste"},
    ),
    q(
        PT,
        "which",
        "Which KeyProcessor method actually invokes a binding's handler and then records the "
        "keys into a macro?",
        {"body": "KeyProcessor._call_handler"},
    ),
    q(
        PT,
        "which",
        "In vi insert mode, which bit lets me press ctrl-k and then two plain keys to get "
        "something like é or ñ?",
        {"body": "load_vi_bindings._create_digraph"},
        {"body": "load_vi_bindings._digraph"},
        grep(r"^DIGRAPHS: dict", DIGRAPHS),
        own=True,
    ),
    q(
        PT,
        "how",
        "How does FuzzyCompleter order its matches? Is it by how early the match starts?",
        {"body": "FuzzyCompleter._get_fuzzy_completions"},
    ),
    q(
        PT,
        "how",
        "if I mash ctrl+w a few times in a row, everything that got wiped ends up stuck together "
        "when I paste it back. how does that work?",
        {"body": "unix_word_rubout"},
        own=True,
    ),
    q(
        PT,
        "how",
        "how does `Buffer.undo` cope with the top of the undo stack being identical to the "
        "current text?",
        {"body": "Buffer.undo"},
    ),
    q(
        PT,
        "how",
        "how does my command log get saved on disk? I opened the file and every line of an entry "
        "starts with a plus sign",
        {"body": "FileHistory.store_string"},
        {"body": "FileHistory.load_history_strings"},
        own=True,
    ),
    q(
        PT,
        "how",
        "I bound both c-x and c-x c-e. How does the KeyProcessor decide whether to fire c-x right "
        "away or wait for the second key?",
        {"body": "KeyProcessor._process"},
        {"body": "KeyProcessor._is_prefix_of_longer_match"},
        {"body": "KeyProcessor._start_timeout"},
    ),
    q(
        PT,
        "how",
        "While the dropdown of suggestions is still filling in, how does it avoid repainting the "
        "screen for every single one that arrives?",
        {"body": "Buffer._create_completer_coroutine"},
        own=True,
    ),
    # --- babel.messages ----------------------------------------------------------------------
    q(BA, "where", "Where's read_mo defined?", {"def": "read_mo"}),
    q(
        BA,
        "returns",
        "what does Catalog._key_for return when the message has a context?",
        {"returns": "Catalog._key_for"},
    ),
    q(
        BA,
        "calls",
        "who calls _validate_format in checkers.py",
        grep(r"^\s+_validate_format\(", CHECKERS),
    ),
    q(
        BA,
        "calls",
        "Which commands end up calling `_init_catalog`?",
        grep(r"^\s+_init_catalog\(", FRONTEND),
    ),
    q(
        BA,
        "raises",
        "Where does read_mo raise OSError for a broken .mo file?",
        grep(r"raise OSError\(0, ", MOFILE),
    ),
    q(
        BA,
        "raises",
        "find the places in babel/messages/checkers.py that raise TranslationError",
        grep(r"raise TranslationError\(", CHECKERS),
    ),
    q(
        BA,
        "raises",
        "With abort_invalid=True, where does the PO parser actually throw instead of printing a "
        "warning?",
        grep(r"raise PoFileError\(", POFILE),
    ),
    q(
        BA,
        "const",
        "where is DEFAULT_KEYWORDS set? need to see which gettext functions are recognised out "
        "of the box",
        grep(r"^DEFAULT_KEYWORDS: ", "babel/messages/extract.py"),
    ),
    run(
        BA,
        "What's the output of {}?",
        "from babel.messages.frontend import parse_keywords; "
        "print(parse_keywords(['_', 'pgettext:1c,2', 'foo:2,2t']))",
        "{'_': None, 'pgettext': ((1, 'c'), 2), 'foo': {2: (2,)}}",
    ),
    run(
        BA,
        "pls run {}",
        "from babel.messages.catalog import Message; "
        "m = Message('Hi %(name)s, you have {n} new'); print(sorted(m.flags), m.pluralizable)",
        "['python-brace-format', 'python-format'] False",
    ),
    q(
        BA,
        "edit",
        'Set CONFLICT_MARKER in babel/messages/pofile.py to "#=#=#=#=#".',
        {"effect": {"value_set": [POFILE, "CONFLICT_MARKER", "'#=#=#=#=#'"]}},
    ),
    q(
        BA,
        "edit",
        "parse_mapping in frontend.py is deprecated and only forwards to parse_mapping_cfg. "
        "Delete that function.",
        {"effect": {"definition_deleted": [FRONTEND, "parse_mapping"]}},
    ),
    q(
        BA,
        "which",
        "Which function checks that the %s / %(name)s bits in my source text and in the "
        "translated text still match up, and complains when a translator messed them up?",
        {"body": "_validate_format"},
        {"body": "python_format"},
        own=True,
    ),
    q(
        BA,
        "which",
        "which class in babel glues several translation files together into one, and marks the "
        "entries where those files disagree?",
        {"body": "ConcatenateCatalog"},
        own=True,
    ),
    q(
        BA,
        "how",
        "After I refreshed my translations from a new template, a sentence that was only "
        "slightly reworded kept my old translation but got flagged for review. How does it "
        "decide to carry that over?",
        {"body": "Catalog.update"},
        {"body": "get_close_matches"},
        own=True,
    ),
    q(
        BA,
        "how",
        "How does read_mo tell whether a .mo file is big- or little-endian?",
        grep(r"magic = unpack|magic == (LE|BE)_MAGIC", MOFILE),
    ),
]
