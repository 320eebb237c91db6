"""The two-hundred-and-sixty-ninth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (cfn-lint 1.51.0: ``cfnlint/schema/_getatts.py``;
debugpy 1.8.22: ``debugpy/_vendored/pydevd/_pydev_bundle/pydev_log.py``; playwright 1.65.3:
``playwright/_impl/protocol/serializers.py``; mypy_extensions 1.1.0: ``mypy_extensions.py``),
written blind: by reading only those files, ``question_helpers.py``, the gold functions of
``bench_answers.py`` and the format of set 128, never the model's code or its notes, and committed
before the model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The four files are of about the same size (cfn-lint's GetAtt table, pydevd's logging module,
playwright's protocol serializers, mypy_extensions), so each has twelve questions. About a fifth of
the questions that are not edits are in the user's own words (``"own": True``: behaviour described
in everyday words the code does not use for it); the rest name the code, run a command or ask for
an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands
need the whole package to import, so they run against the installed package (pydevd's module once
its folder is on ``sys.path``); each exercises the one file its workspace holds.

How the golds were checked: ``benchmarks/check_set.py`` on this file (every gold resolves to lines,
every command's expected text is in its output, no edit's effect holds on the untouched files and
every decline does), and each edit made by hand on a scratch copy of its workspace, with
``bench_answers.check_effect`` holding after it.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h269_cfnlint_getatts": ["cfnlint/schema/_getatts.py"],
    "h269_debugpy_pydev_log": ["debugpy/_vendored/pydevd/_pydev_bundle/pydev_log.py"],
    "h269_playwright_serializers": ["playwright/_impl/protocol/serializers.py"],
    "h269_mypy_extensions_mypy_extensions": ["mypy_extensions.py"],
}

GETATTS = "cfnlint/schema/_getatts.py"
LOG = "debugpy/_vendored/pydevd/_pydev_bundle/pydev_log.py"
SER = "playwright/_impl/protocol/serializers.py"
MYPY = "mypy_extensions.py"


QUESTIONS: list[dict] = [
    # --- cfnlint/schema/_getatts.py ----------------------------------------------------------
    q(
        "h269_cfnlint_getatts",
        "where",
        "where is the GetAtts class defined in cfn-lint?",
        {"def": "GetAtts"},
    ),
    q(
        "h269_cfnlint_getatts",
        "returns",
        "What does AttributeDict.get return when no key matches -- does it raise or give the "
        "default back?",
        {"returns": "AttributeDict.get"},
    ),
    q(
        "h269_cfnlint_getatts",
        "calls",
        "Where is `_process_schema` called from? I think it recurses into itself too",
        grep(r"self\._process_schema\(", GETATTS),
    ),
    q(
        "h269_cfnlint_getatts",
        "raises",
        "Looking up an attribute that doesn't exist in an AttributeDict with [] gives me a bare "
        "KeyError. which line throws it?",
        grep(r"raise KeyError\(key\)", GETATTS),
    ),
    q(
        "h269_cfnlint_getatts",
        "const",
        "Where is _unnamed_unknown_types set, and which type prefixes are in it?",
        grep(r"^_unnamed_unknown_types = \(", GETATTS),
    ),
    q(
        "h269_cfnlint_getatts",
        "which",
        "When I print one of these attribute tables I get a plain list of names with the "
        "escaping backslashes gone. Which bit of code produces that?",
        {"body": "AttributeDict.__repr__"},
        own=True,
    ),
    q(
        "h269_cfnlint_getatts",
        "which",
        "which method converts a JSON pointer like /properties/Endpoint/Address into the dotted "
        "attribute name Endpoint.Address?",
        {"body": "GetAtts._pointer_to_attr"},
    ),
    q(
        "h269_cfnlint_getatts",
        "how",
        "How does GetAtts deal with an AWS::CloudFormation::Stack resource? What GetAtt names "
        "does it accept for a nested stack?",
        grep(
            r'type_name == "AWS::CloudFormation::Stack"|^            self\._attrs\["Outputs',
            GETATTS,
        ),
    ),
    q(
        "h269_cfnlint_getatts",
        "how",
        "for resource types the linter can't possibly know in advance (the user-defined ones "
        "backed by a lambda, say) how does it end up letting me ask for any attribute name at "
        "all?",
        grep(
            r"^_unnamed_unknown_types = \(|for unnamed_type in _unnamed_unknown_types:"
            r'|self\._attrs\["\.\*"\] = ',
            GETATTS,
        ),
        own=True,
    ),
    run(
        "h269_cfnlint_getatts",
        "What's printed by {} ? I expected the first one to be 'a'",
        "from cfnlint.schema._getatts import AttributeDict; "
        "d = AttributeDict({'Arn': 'a', 'Ar.*': 'b'}); print(d['Arn'], d['Arx'], d.get('Id'))",
        "b b None",
    ),
    q(
        "h269_cfnlint_getatts",
        "edit",
        "We need GetAtt into nested properties of network interfaces. In "
        'cfnlint/schema/_getatts.py, put "AWS::EC2::NetworkInterface", into _all_property_types '
        'on the line right after "AWS::EC2::Instance",',
        {
            "effect": {
                "line_after": [
                    GETATTS,
                    '"AWS::EC2::Instance",',
                    '"AWS::EC2::NetworkInterface",',
                ]
            }
        },
    ),
    q(
        "h269_cfnlint_getatts",
        "edit",
        "AttributeDict.__getitem__ runs a regex fullmatch against every key on every lookup and "
        "linting our big templates is slow because of it. Rework the lookup so patterns are "
        "compiled once and cached, and give me timings before and after (_getatts.py)",
        {"effect": {"declined": True}},
    ),
    # --- debugpy/_vendored/pydevd/_pydev_bundle/pydev_log.py ---------------------------------
    q(
        "h269_debugpy_pydev_log",
        "where",
        "Where's log_to defined?",
        {"def": "log_to"},
    ),
    q(
        "h269_debugpy_pydev_log",
        "returns",
        "what does _pydevd_log return? and what if the level is too high to be logged",
        {"returns": "_pydevd_log"},
    ),
    q(
        "h269_debugpy_pydev_log",
        "calls",
        "Who calls initialize_debug_stream() lazily, i.e. right before writing?",
        grep(r"^\s+initialize_debug_stream\(\)", LOG),
    ),
    q(
        "h269_debugpy_pydev_log",
        "calls",
        "callers of error_once in pydev_log?",
        grep(r"(?<!def )error_once\(", LOG),
    ),
    q(
        "h269_debugpy_pydev_log",
        "raises",
        "pydev_log.exception is supposed to never fail, but is there anywhere in the module that "
        "re-raises while printing the traceback? Which line?",
        grep(r"^\s+raise$", LOG),
    ),
    q(
        "h269_debugpy_pydev_log",
        "const",
        "where's the _LOG_PID flag set, I want every log line to carry the pid",
        grep(r"^_LOG_PID = ", LOG),
    ),
    q(
        "h269_debugpy_pydev_log",
        "which",
        "Which function lets me switch the pydevd trace level and debug stream for a block of "
        "code and puts the old ones back afterwards?",
        {"body": "log_context"},
    ),
    q(
        "h269_debugpy_pydev_log",
        "which",
        "After a debug session that spawned a bunch of child processes I want to scoop up every "
        "output file they each wrote. Which function goes and finds them for me?",
        {"body": "list_log_files"},
        own=True,
    ),
    q(
        "h269_debugpy_pydev_log",
        "how",
        "How does _pydevd_log handle a message with characters the debug stream's encoding can't "
        "represent?",
        grep(
            r"except UnicodeEncodeError:|msg = msg\.encode\(encoding, \"backslashreplace\"\)",
            LOG,
        ),
    ),
    q(
        "h269_debugpy_pydev_log",
        "how",
        "i point the debugger's diagnostics at one file path but with multiple processes they "
        "don't clobber each other. how does each process get its own file name out of the one "
        "I gave?",
        {"body": "_compute_filename_with_pid"},
        own=True,
    ),
    run(
        "h269_debugpy_pydev_log",
        "Can you run {} and tell me the result?",
        "import sys, debugpy._vendored as v; sys.path.insert(0, v.project_root('pydevd')); "
        "from _pydev_bundle.pydev_log import _compute_filename_with_pid; "
        "print(_compute_filename_with_pid('pydevd.log', pid=42))",
        "pydevd.42.log",
    ),
    q(
        "h269_debugpy_pydev_log",
        "edit",
        "When PYDEVD_DEBUG_FILE can't be opened, initialize_debug_stream dumps a traceback to "
        "stderr and it scares our users. Comment out the `traceback.print_exc()` line there "
        "(just that one, leave the one with file= alone) in pydev_log.py",
        {"effect": {"comment_out": [LOG, "traceback.print_exc()"]}},
    ),
    # --- playwright/_impl/protocol/serializers.py --------------------------------------------
    q(
        "h269_playwright_serializers",
        "where",
        "where is parse_serialized_value",
        {"def": "parse_serialized_value"},
    ),
    q(
        "h269_playwright_serializers",
        "returns",
        "What does `_access_chain_to_display_string` return, and what comes back for an empty "
        "access chain?",
        {"returns": "_access_chain_to_display_string"},
    ),
    q(
        "h269_playwright_serializers",
        "calls",
        "Which places call _inner_serialize_value?",
        grep(r"(?<!def )_inner_serialize_value\(", SER),
    ),
    q(
        "h269_playwright_serializers",
        "raises",
        "Error: Unexpected handle -- where does the deserializer raise this?",
        grep(r'raise Error\("Unexpected handle"\)', SER),
    ),
    q(
        "h269_playwright_serializers",
        "raises",
        "passing a lambda as an arg to evaluate gives 'Attempting to serialize unexpected value "
        "at position ...'. where is that error raised?",
        grep(r"Attempting to serialize unexpected value", SER),
    ),
    q(
        "h269_playwright_serializers",
        "which",
        "Which class holds the already-visited map and the last id handed out during "
        "serialization?",
        {"body": "VisitorInfo"},
    ),
    q(
        "h269_playwright_serializers",
        "which",
        "If I hand a raw chunk of binary data over to the page, which part packs it up for the "
        "trip, and what kind of array does it claim it is?",
        grep(
            r"if isinstance\(value, \(bytes, bytearray, memoryview\)\):"
            r'|return \{"ta": \{"b": base64\.b64encode',
            SER,
        ),
        own=True,
    ),
    q(
        "h269_playwright_serializers",
        "how",
        "how does serialize_value tell -0.0 apart from 0.0?",
        grep(r'math\.copysign\(1\.0, value\) == -1\.0|return \{"v": "-0"\}', SER),
    ),
    q(
        "h269_playwright_serializers",
        "how",
        "The page gave me back a broken, unparseable calendar date and on the Python side it "
        "came out as 1 January 1970. Why that, how is that case handled?",
        grep(r'if value\["d"\] is None:|fromtimestamp\(0, datetime\.timezone\.utc\)', SER),
        own=True,
    ),
    q(
        "h269_playwright_serializers",
        "how",
        "How does _inner_serialize_value avoid recursing forever on a list that contains itself?",
        grep(
            r'if value in visitor_info\.visited:|return \{"ref": visitor_info\.visited\[value\]\}'
            r"|visitor_info\.visited\[value\] = id",
            SER,
        ),
    ),
    run(
        "h269_playwright_serializers",
        "run {}",
        "from playwright._impl.protocol.serializers import serialize_value; "
        "print(serialize_value([1.5, -0.0, None, True], lambda v: {'fallThrough': v}))",
        "{'v': '-0'}, {'v': 'null'}, {'b': True}",
    ),
    q(
        "h269_playwright_serializers",
        "edit",
        "[playwright/_impl/protocol/serializers.py] VisitorInfo has no docstring. Add one "
        "saying it tracks the objects already serialized and the last ref id handed out.",
        {"effect": {"docstring": "VisitorInfo"}},
    ),
    # --- mypy_extensions.py ------------------------------------------------------------------
    q(
        "h269_mypy_extensions_mypy_extensions",
        "where",
        "Where is mypyc_attr defined in mypy_extensions?",
        {"def": "mypyc_attr"},
    ),
    q(
        "h269_mypy_extensions_mypy_extensions",
        "returns",
        "What does i64(...) actually return at runtime, when it isn't compiled with mypyc? "
        "Show me the return in i64.__new__.",
        {"returns": "i64.__new__"},
    ),
    q(
        "h269_mypy_extensions_mypy_extensions",
        "calls",
        "who calls _warn_deprecation",
        grep(r"return _warn_deprecation\(", MYPY),
    ),
    q(
        "h269_mypy_extensions_mypy_extensions",
        "raises",
        "isinstance(d, MyTypedDict) throws TypeError 'TypedDict does not support instance and "
        "class checks'. Where's that raised?",
        grep(r"raise TypeError\('TypedDict does not support instance and class checks'\)", MYPY),
    ),
    q(
        "h269_mypy_extensions_mypy_extensions",
        "raises",
        "I called TypedDict('P', {'x': int}, y=str) and it complained I can't use both. where is "
        "that error?",
        grep(r'raise TypeError\("TypedDict takes either a dict or keyword arguments,"', MYPY),
    ),
    q(
        "h269_mypy_extensions_mypy_extensions",
        "raises",
        "mypy_extensions.Foo -> AttributeError: module 'mypy_extensions' has no attribute 'Foo'. "
        "Where is it raised from?",
        grep(r"raise AttributeError\(msg\)", MYPY),
    ),
    q(
        "h269_mypy_extensions_mypy_extensions",
        "which",
        "Which metaclass makes isinstance(5, i32) come out True?",
        {"body": "_NativeIntMeta"},
    ),
    q(
        "h269_mypy_extensions_mypy_extensions",
        "which",
        "When I make an object from one of my record-shaped classes I just get an ordinary "
        "dictionary back, not an instance of my class. Which function is responsible for that?",
        {"body": "_dict_new"},
        own=True,
    ),
    q(
        "h269_mypy_extensions_mypy_extensions",
        "how",
        "Using this package's old typed-dictionary helper nags me that it's going away, but "
        "just importing the package doesn't, even though the helper itself gets built at import "
        "time. How does it tell the two apart?",
        grep(r"if 'TypedDict' in globals\(\):|mypy_extensions\.TypedDict is deprecated", MYPY),
        own=True,
    ),
    run(
        "h269_mypy_extensions_mypy_extensions",
        "what's the output of {}",
        "import mypy_extensions as m; print(m.i32('ff', 16), isinstance(3, m.u8), m.VarArg(int))",
        "255 True <class 'int'>",
    ),
    q(
        "h269_mypy_extensions_mypy_extensions",
        "edit",
        "rename _sentinel to _NO_BASE everywhere in mypy_extensions.py",
        {"effect": {"renamed": ["_sentinel", "_NO_BASE"]}},
    ),
    q(
        "h269_mypy_extensions_mypy_extensions",
        "edit",
        "i64, i32, i16 and u8 all repeat the exact same __new__. Can you refactor them onto one "
        "shared base or a class factory, keeping isinstance and the docstrings working the same?",
        {"effect": {"declined": True}},
    ),
]
