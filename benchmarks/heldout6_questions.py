"""The sixth held-out set: questions on six standard-library modules that no other set uses
(xmlrpc, doctest, subprocess, pickle, platform, modulefinder), written blind: by reading only
those modules and the format of the earlier sets, never the model's code, its notes or another
set's questions, and committed before the model was asked any of them. Nothing is tuned on it:
only its totals are looked at.

About a fifth of its questions are in the user's own words (``"own": True``: behaviour described
in words the code does not use for it); the rest name the code, run a command or ask for an edit
(two of which a program that is not an LLM should decline), each in a phrasing of its own. Gold
forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "xmlrpc": ["xmlrpc"],
    "doctest": ["doctest.py"],
    "subprocess": ["subprocess.py"],
    "pickle": ["pickle.py"],
    "platform": ["platform.py"],
    "modulefinder": ["modulefinder.py"],
}


QUESTIONS: list[dict] = [
    # --- xmlrpc ---------------------------------------------------------------------------
    q("xmlrpc", "where", "where is class Marshaller defined", {"def": "Marshaller"}),
    q(
        "xmlrpc",
        "calls",
        "Which places in the server module end up calling `resolve_dotted_attribute`?",
        grep(r"= resolve_dotted_attribute\(", "xmlrpc/server.py"),
    ),
    q(
        "xmlrpc",
        "raises",
        "hey, where does the client actually throw ProtocolError?",
        grep(r"raise ProtocolError", "xmlrpc/client.py"),
    ),
    q(
        "xmlrpc",
        "raises",
        "If I hand gzip_decode some junk bytes, where does it bail out?",
        grep(r'raise ValueError\("(invalid data|max gzipped)', "xmlrpc/client.py"),
    ),
    q(
        "xmlrpc",
        "constant",
        "Where's METHOD_NOT_FOUND set, and to what?",
        grep(r"^METHOD_NOT_FOUND\s*=", "xmlrpc/client.py"),
    ),
    q(
        "xmlrpc",
        "which",
        "On the server side, what decides whether a POST to some random URL gets turned away "
        "with a 404 rather than being handled?",
        {"body": "SimpleXMLRPCRequestHandler.is_rpc_path_valid"},
        own=True,
    ),
    q(
        "xmlrpc",
        "how",
        "How can I bundle a bunch of remote calls so they all go over the wire in a single "
        "round trip? Which class does that?",
        {"body": "MultiCall"},
        own=True,
    ),
    q(
        "xmlrpc",
        "edit",
        "Please give `Fault.__repr__` in xmlrpc/client.py a short docstring.",
        {"effect": {"docstring": "Fault.__repr__"}},
    ),
    # --- doctest --------------------------------------------------------------------------
    q("doctest", "where", "Where is `OutputChecker` declared?", {"def": "OutputChecker"}),
    q(
        "doctest",
        "returns",
        "what does DocTestParser._min_indent return?",
        {"returns": "DocTestParser._min_indent"},
    ),
    q(
        "doctest",
        "calls",
        "where is _strip_exception_details used",
        grep(r"_strip_exception_details\((example|exc_msg)", "doctest.py"),
    ),
    q(
        "doctest",
        "raises",
        "My doctest has a weird `# doctest: +FOO` comment and it errors out. Where in "
        "`_find_options` is that rejected?",
        grep(r"raise ValueError\('line %r of the doctest for %s '$", "doctest.py"),
    ),
    q(
        "doctest",
        "constant",
        "where's ELLIPSIS_MARKER assigned?",
        grep(r"^ELLIPSIS_MARKER\s*=", "doctest.py"),
    ),
    q(
        "doctest",
        "which",
        "which function does the wildcard matching, where a bit of the expected output is "
        "allowed to stand for any run of characters in what was actually printed?",
        {"body": "_ellipsis_match"},
        own=True,
    ),
    q(
        "doctest",
        "how",
        "When an example blows up, the traceback still shows the source of the line that "
        "failed, even though the example never lived in a real file. How does it pull that "
        "off?",
        {"body": "DocTestRunner.__patched_linecache_getlines"},
        own=True,
    ),
    q(
        "doctest",
        "edit",
        "Could you rework DocTestRunner so the examples of a test run concurrently on a thread "
        "pool, and keep the report output in the original order?",
        {"effect": {"declined": True}},
    ),
    # --- subprocess -----------------------------------------------------------------------
    q(
        "subprocess",
        "where",
        "where is CompletedProcess.check_returncode defined?",
        {"def": "CompletedProcess.check_returncode"},
    ),
    q(
        "subprocess",
        "raises",
        "Where all does subprocess raise `TimeoutExpired`?",
        grep(r"^\s*raise TimeoutExpired", "subprocess.py"),
    ),
    q(
        "subprocess",
        "returns",
        "what does check_output return exactly",
        {"returns": "check_output"},
    ),
    q(
        "subprocess",
        "calls",
        "Who calls list2cmdline in subprocess.py?",
        grep(r"= list2cmdline\(", "subprocess.py"),
    ),
    q(
        "subprocess",
        "which",
        "I spawn a second python from my script and want it to get the same startup switches "
        "as the one that's running (-B, -v, -E and so on). Which function works out that list?",
        {"body": "_args_from_interpreter_flags"},
        own=True,
    ),
    q(
        "subprocess",
        "how",
        "when i use Popen in a `with` block, what happens on the way out? does it hang around "
        "until the child is done?",
        {"body": "Popen.__exit__"},
        own=True,
    ),
    run(
        "subprocess",
        "What does {} print?",
        "import subprocess; print(subprocess.list2cmdline(['a b', 'c']))",
        '"a b" c',
    ),
    q(
        "subprocess",
        "edit",
        "In subprocess.py set _USE_VFORK to False.",
        {"effect": {"value_set": ["subprocess.py", "_USE_VFORK", "False"]}},
    ),
    # --- pickle ---------------------------------------------------------------------------
    q(
        "pickle",
        "where",
        "Where can I find _Unpickler.find_class?",
        {"def": "_Unpickler.find_class"},
    ),
    q(
        "pickle",
        "constant",
        "which line sets HIGHEST_PROTOCOL",
        grep(r"^HIGHEST_PROTOCOL\s*=", "pickle.py"),
    ),
    q(
        "pickle",
        "raises",
        "where does `load_string` give up when the argument it reads is malformed?",
        grep(r"the STRING opcode argument must be quoted", "pickle.py"),
    ),
    q("pickle", "returns", "What's decode_long returning?", {"returns": "decode_long"}),
    q(
        "pickle",
        "how",
        "If the same list shows up in three places inside my object, how does the pickler "
        "avoid writing it out three times?",
        {"body": "_Pickler.memoize"},
        grep(r"x = self\.memo\.get\(id\(obj\)\)", "pickle.py"),
        own=True,
    ),
    q(
        "pickle",
        "which",
        "Which class groups the bytes being written into big chunks, so the reading side can "
        "fetch a chunk at once instead of doing lots of tiny reads?",
        {"body": "_Framer"},
        own=True,
    ),
    run(
        "pickle",
        "can you run {} for me and tell me what comes out",
        "import pickle; print(pickle.whichmodule(len, 'len'))",
        "builtins",
    ),
    q(
        "pickle",
        "edit",
        "change DEFAULT_PROTOCOL in pickle.py to 5 please",
        {"effect": {"value_set": ["pickle.py", "DEFAULT_PROTOCOL", "5"]}},
    ),
    # --- platform -------------------------------------------------------------------------
    q("platform", "where", "where's uname_result defined?", {"def": "uname_result"}),
    q(
        "platform",
        "returns",
        "What does `_norm_version` give back?",
        {"returns": "_norm_version"},
    ),
    q(
        "platform",
        "calls",
        "who calls _syscmd_file",
        grep(r"= _syscmd_file\(", "platform.py"),
    ),
    q(
        "platform",
        "raises",
        "Where does platform.py raise ValueError when it can't make sense of sys.version?",
        grep(r"raise ValueError\(", "platform.py"),
    ),
    q(
        "platform",
        "constant",
        "where is _os_release_candidates set",
        grep(r"^_os_release_candidates\s*=", "platform.py"),
    ),
    q(
        "platform",
        "which",
        "which function tells me what Linux distro I'm on (its name, ID, version) and "
        "remembers the answer so it only reads the disk once?",
        {"body": "freedesktop_os_release"},
        own=True,
    ),
    run(
        "platform",
        "Run {} - what's the output?",
        "import platform; print(platform.python_implementation())",
        "CPython",
    ),
    q(
        "platform",
        "edit",
        "Make platform.uname() save its result to a cache file in the user's home directory "
        "and reuse it across interpreter runs, invalidating it after a reboot.",
        {"effect": {"declined": True}},
    ),
    # --- modulefinder ---------------------------------------------------------------------
    q(
        "modulefinder",
        "where",
        "Where is ModuleFinder.scan_code?",
        {"def": "ModuleFinder.scan_code"},
    ),
    q(
        "modulefinder",
        "calls",
        "where does `_add_badmodule` get called from?",
        grep(r"self\._add_badmodule\(", "modulefinder.py"),
    ),
    q(
        "modulefinder",
        "raises",
        "where is ImportError raised in modulefinder.py",
        grep(r"^\s*raise ImportError", "modulefinder.py"),
    ),
    q(
        "modulefinder",
        "constant",
        "Where's the _PKG_DIRECTORY constant?",
        grep(r"^_PKG_DIRECTORY\s*=", "modulefinder.py"),
    ),
    q(
        "modulefinder",
        "returns",
        "what can ModuleFinder.determine_parent return?",
        {"returns": "ModuleFinder.determine_parent"},
    ),
    q(
        "modulefinder",
        "which",
        "After the scan, what prints the two-column table of everything it turned up, plus "
        "the imports it couldn't track down?",
        {"body": "ModuleFinder.report"},
        own=True,
    ),
    run(
        "modulefinder",
        "what's the output of {}",
        "import modulefinder; print(repr(modulefinder.Module('spam', 'spam.py')))",
        "Module('spam', 'spam.py')",
    ),
    q(
        "modulefinder",
        "edit",
        "Rename `_add_badmodule` to `_note_bad_module` everywhere in modulefinder.py.",
        {"effect": {"renamed": ["_add_badmodule", "_note_bad_module"]}},
    ),
]
