"""The thirty-sixth held-out set: questions on three third-party packages that no other set uses,
copied from the installed site-packages (jupyter_server 2.21.1, antlr4-python3-runtime 4.13.2 and
typing_extensions 4.16.0, a single module), written blind: by reading only those packages, never
the model's code or its notes, and committed before the model was asked any of them. Nothing is
tuned on it: only its totals are looked at.

The questions are weighted by the size of the packages (jupyter_server most, then antlr4). About a
fifth of them are in the user's own words (``"own": True``: behaviour described in everyday words
the code does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``. typing_extensions defines most
of its backports inside ``if``/``else`` version blocks, so its golds for those are greps.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h36_jupyter_server": ["jupyter_server"],
    "h36_antlr4": ["antlr4"],
    "h36_typing_extensions": ["typing_extensions.py"],
}

JS = "h36_jupyter_server"
AN = "h36_antlr4"
TE = "h36_typing_extensions"

KERNELS = "jupyter_server/services/kernels/kernelmanager.py"
SESSIONS = "jupyter_server/services/sessions/sessionmanager.py"
FILEIO = "jupyter_server/services/contents/fileio.py"
FILEMANAGER = "jupyter_server/services/contents/filemanager.py"
SERVERAPP = "jupyter_server/serverapp.py"
STRATEGY = "antlr4/error/ErrorStrategy.py"
REWRITER = "antlr4/TokenStreamRewriter.py"
DESERIALIZER = "antlr4/atn/ATNDeserializer.py"
TYPING_EXT = "typing_extensions.py"


QUESTIONS: list[dict] = [
    # --- jupyter_server ----------------------------------------------------------------------
    q(
        JS,
        "where",
        "where's SessionManager.create_session defined?",
        {"def": "SessionManager.create_session"},
    ),
    q(
        JS,
        "where",
        "Quick one: which file and line is `JupyterHandler.check_xsrf_cookie` on?",
        {"def": "JupyterHandler.check_xsrf_cookie"},
    ),
    q(
        JS,
        "returns",
        "What does `SessionManager.row_to_model` hand back, especially when the kernel behind the "
        "session has already been culled?",
        {"returns": "SessionManager.row_to_model"},
    ),
    q(
        JS,
        "returns",
        "what does FileContentsManager.get_kernel_path return if I give it a notebook path like "
        "'proj/analysis.ipynb'",
        {"returns": "FileContentsManager.get_kernel_path"},
    ),
    q(
        JS,
        "calls",
        "Who calls origin_matches_pat?",
        {"grep": r"(?<!def )origin_matches_pat\("},
    ),
    q(
        JS,
        "calls",
        "in the mapping kernel manager, where is `_check_kernel_id` called from?",
        grep(r"self\._check_kernel_id\(kernel_id\)", KERNELS),
    ),
    q(
        JS,
        "calls",
        "I registered a post-save hook and want to see every place the hooks actually get fired. "
        "Who calls run_post_save_hooks?",
        {"grep": r"self\.run_post_save_hooks\("},
    ),
    q(
        JS,
        "raises",
        "Where is KernelSessionRecordConflict raised?",
        grep(r"raise KernelSessionRecordConflict\(msg\)", SESSIONS),
    ),
    q(
        JS,
        "raises",
        "Opening a file through the contents API gives me a 404 saying '... is outside root "
        "contents directory'. Which line raises that?",
        grep(r'raise HTTPError\(404, "%s is outside root contents directory"', FILEIO),
    ),
    q(
        JS,
        "raises",
        "renaming a notebook onto a name that already exists gives me a 409 -- where's that "
        "thrown?",
        grep(r'raise web\.HTTPError\(409, "File already exists', FILEMANAGER),
    ),
    q(
        JS,
        "raises",
        "where does ServerApp reject a bad --sock-mode value?",
        grep(r"invalid --sock-mode value", SERVERAPP),
    ),
    q(
        JS,
        "const",
        "where is DEFAULT_JUPYTER_SERVER_PORT set, and to what?",
        grep(r"^DEFAULT_JUPYTER_SERVER_PORT = ", "jupyter_server/__init__.py"),
    ),
    run(
        JS,
        "What does {} print?",
        "from jupyter_server.utils import url_path_join; "
        "print(url_path_join('/base/', '/api', 'kernels/'))",
        "/base/api/kernels/",
    ),
    run(
        JS,
        "could you run {} and tell me what comes out",
        "from jupyter_server.auth.identity import User; u = User('ada'); "
        "print(u.name, u.display_name, u.initials)",
        "ada ada None",
    ),
    q(
        JS,
        "edit",
        "Please change WS_PING_INTERVAL in jupyter_server/base/websocket.py from 30000 to 15000.",
        {
            "effect": {
                "value_set": ["jupyter_server/base/websocket.py", "WS_PING_INTERVAL", "15000"]
            }
        },
    ),
    q(
        JS,
        "edit",
        "add a docstring to MappingKernelManager.track_message_type saying it tells whether a "
        "message type counts as user activity (i.e. it's not in untracked_message_types)",
        {"effect": {"docstring": "MappingKernelManager.track_message_type"}},
    ),
    q(
        JS,
        "edit",
        "We keep our notebooks in S3. Could you write a new contents manager that stores "
        "everything in an S3 bucket, with checkpoints, config options for the bucket and "
        "credentials, and wire it into ServerApp?",
        {"effect": {"declined": True}},
    ),
    q(
        JS,
        "which",
        "I'm trying to reach the server from my laptop using the workstation's network name and "
        "every page comes back 403 Forbidden. Which function decides my request isn't coming from "
        "the machine itself?",
        {"body": "JupyterHandler.check_host"},
        own=True,
    ),
    q(
        JS,
        "which",
        "which bit turns the whole server off by itself once nobody has had anything running for "
        "a while?",
        {"body": "ServerApp.shutdown_no_activity"},
        {"body": "ServerApp.init_shutdown_no_activity"},
        own=True,
    ),
    q(
        JS,
        "which",
        "People who come in with just the shared link (no real account) show up in the UI under "
        "a made-up guest name. Where does that name get invented?",
        {"body": "IdentityProvider.generate_anonymous_user"},
        own=True,
    ),
    q(
        JS,
        "which",
        "Which method checks that SessionManager.database_filepath really points at an SQLite "
        "file and not a directory?",
        {"body": "SessionManager._validate_database_filepath"},
    ),
    q(
        JS,
        "how",
        "One of my notebooks got half written when the disk filled up and now it won't open. Does "
        "the server try to fall back to some leftover earlier copy? How does that work?",
        {"body": "FileManagerMixin._read_notebook"},
        {"body": "AsyncFileManagerMixin._read_notebook"},
        own=True,
    ),
    q(
        JS,
        "how",
        "if 8888 is already taken by another program when I launch, how does it pick what to try "
        "next?",
        {"body": "ServerApp._find_http_port"},
        {"body": "random_ports"},
        own=True,
    ),
    q(
        JS,
        "how",
        "How does MappingKernelManager decide that a kernel has been idle long enough to be "
        "culled? Does it matter if a browser tab is still connected or the kernel is busy?",
        {"body": "MappingKernelManager.cull_kernel_if_idle"},
    ),
    q(
        JS,
        "how",
        "how does IdentityProvider.get_token find the token -- url param, header, both?",
        {"body": "IdentityProvider.get_token"},
    ),
    # --- antlr4 ------------------------------------------------------------------------------
    q(AN, "where", "Where's Parser.match?", {"def": "Parser.match"}),
    q(
        AN,
        "returns",
        "What does IntervalSet.elementName return, e.g. for EOF or for a token type that has no "
        "literal name?",
        {"returns": "IntervalSet.elementName"},
    ),
    q(
        AN,
        "calls",
        "who calls singleTokenDeletion",
        grep(r"self\.singleTokenDeletion\(recognizer\)", STRATEGY),
    ),
    q(
        AN,
        "raises",
        "Where does TokenStreamRewriter complain that a replace range is invalid?",
        grep(r"replace: range invalid", REWRITER),
    ),
    q(
        AN,
        "raises",
        "my tree pattern '<ID> = <expr ;' blows up. Where in ParseTreePatternMatcher does it "
        "reject tags that aren't balanced?",
        grep(
            r'raise Exception\("(unterminated tag|missing start tag|tag delimiters out of order)',
            "antlr4/tree/ParseTreePatternMatcher.py",
        ),
    ),
    q(
        AN,
        "raises",
        "Where's the 'Could not deserialize ATN with version' exception thrown from?",
        grep(r"Could not deserialize ATN with version", DESERIALIZER),
    ),
    q(
        AN,
        "const",
        "what is SERIALIZED_VERSION set to in the antlr runtime, and where?",
        grep(r"^SERIALIZED_VERSION = ", DESERIALIZER),
    ),
    run(
        AN,
        "what's the output of {}?",
        "from antlr4.IntervalSet import IntervalSet; s = IntervalSet(); s.addRange(range(1, 5)); "
        "s.addOne(5); s.removeOne(3); print(s.intervals)",
        "[range(1, 3), range(4, 6)]",
    ),
    q(
        AN,
        "edit",
        "There's a leftover debug `print('New rop {}'.format(rop))` in "
        "antlr4/TokenStreamRewriter.py that spams my stdout. Comment it out please.",
        {"effect": {"comment_out": [REWRITER, "print('New rop {}'.format(rop))"]}},
    ),
    q(
        AN,
        "edit",
        'In antlr4/Lexer.py, popMode raises Exception("Empty Stack"). Change that message to '
        '"popMode called with an empty mode stack" so it\'s clearer.',
        {
            "effect": {
                "text_replaced": [
                    "antlr4/Lexer.py",
                    'raise Exception("Empty Stack")',
                    'raise Exception("popMode called with an empty mode stack")',
                ]
            }
        },
    ),
    q(
        AN,
        "which",
        "I only need a yes/no on whether the input is valid: no attempts to patch up mistakes, "
        "just give up at the very first one. Which class does that?",
        {"body": "BailErrorStrategy"},
        own=True,
    ),
    q(
        AN,
        "which",
        "Where does it print a complaint when the code I generated from my grammar was produced by "
        "a different release of the tool than the library I have installed?",
        {"body": "Recognizer.checkVersion"},
        own=True,
    ),
    q(
        AN,
        "how",
        "how does DefaultErrorStrategy.recoverInline try to get past a single missing or extra "
        "token before giving up?",
        {"body": "DefaultErrorStrategy.recoverInline"},
        {"body": "DefaultErrorStrategy.singleTokenDeletion"},
        {"body": "DefaultErrorStrategy.singleTokenInsertion"},
    ),
    q(
        AN,
        "how",
        "When the scanner runs into a character that fits none of the rules, does it just throw "
        "that character away and carry on? How does that work?",
        {"body": "Lexer.recover"},
        {"body": "Lexer.nextToken"},
        {"body": "Lexer.notifyListeners"},
        own=True,
    ),
    q(
        AN,
        "how",
        "How does `CommonTokenStream.LT` skip over tokens on the hidden channel (whitespace, "
        "comments) when it looks ahead?",
        {"body": "CommonTokenStream.LT"},
        {"body": "BufferedTokenStream.nextTokenOnChannel"},
    ),
    # --- typing_extensions -------------------------------------------------------------------
    q(TE, "where", "where is _get_protocol_attrs defined", {"def": "_get_protocol_attrs"}),
    q(
        TE,
        "calls",
        "Who calls `_caller()` in typing_extensions.py?",
        grep(r"(?<!def )_caller\(", TYPING_EXT),
    ),
    q(
        TE,
        "raises",
        "Where does Concatenate raise a TypeError when the parameters are wrong (empty, or the "
        "last one isn't a ParamSpec or ...)?",
        grep(
            r'raise TypeError\("(Cannot take a Concatenate of no types|The last parameter to '
            r"Concatenate)",
            TYPING_EXT,
        ),
    ),
    run(
        TE,
        "Run {} -- what does it print?",
        "from typing_extensions import sentinel; s = sentinel('MISSING', repr='<missing>'); "
        "print(repr(s), s.__name__)",
        "<missing> MISSING",
    ),
    q(
        TE,
        "edit",
        'Could you add a single module-level line `__version__ = "4.16.0"` near the top of '
        "typing_extensions.py, up with the imports, before any function is defined? Just that "
        "one line, nothing else.",
        {"effect": {"at_top": [TYPING_EXT, '__version__ = "4.16.0"']}},
    ),
    q(
        TE,
        "which",
        "which class is it that throws an error if you try to make an instance of one of these "
        "special annotation markers, or inherit from one?",
        {"body": "_SpecialForm"},
        own=True,
    ),
    q(
        TE,
        "which",
        "Which function flattens unpacked tuple arguments (the `*tuple[int, str]` kind) into a "
        "plain list of args?",
        {"body": "_unpack_args"},
    ),
    q(
        TE,
        "how",
        "I put the 'this is outdated, use X instead' decorator on a class. How does it make the "
        "warning show up when someone creates one, or makes a subclass of it?",
        grep(
            r"original_new = arg\.__new__|if cls is arg:|arg\.__new__ = staticmethod\(__new__\)"
            r"|original_init_subclass = arg\.__init_subclass__"
            r"|return original_init_subclass\(\*args, \*\*kwargs\)"
            r"|return super\(arg, cls\)\.__init_subclass__\("
            r"|arg\.__init_subclass__ = classmethod\(__init_subclass__\)",
            TYPING_EXT,
        ),
        own=True,
    ),
]
