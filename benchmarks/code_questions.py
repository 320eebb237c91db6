"""Questions about code nobody here wrote, with gold answers written by reading that code.

Each workspace is a copy of standard-library packages, made at run time (``bench_answers.py``),
so line numbers follow the Python that runs the benchmark; gold answers therefore name code
(a definition, its return statements, lines matching a pattern), never raw line numbers, and the
runner resolves them with ``ast``. Questions are phrased as a workshop participant would ask
them; nothing in ctxmagic reads this file.

Gold forms (each resolves to a set of ``path:line``; a citation within 3 lines is right):

- ``{"def": "Qual.name"}``: the line of that definition's ``def`` / ``class``;
- ``{"body": "Qual.name"}``: any line of that definition;
- ``{"returns": "Qual.name"}``: its return statements;
- ``{"grep": regex, "file": path}``: lines matching the regex (in one file, or every .py file);
- ``{"expect": text}``: the answer must contain ``text`` (commands);
- ``{"effect": {...}}``: what the workspace must show after the turn (edits), see
  ``bench_answers.check_effect``; ``{"declined": True}`` asks for a plain refusal and no change.
"""

from __future__ import annotations

# Which standard-library paths make up each workspace.
WORKSPACES: dict[str, list[str]] = {
    "argparse": ["argparse.py"],
    "urllib": ["urllib"],
    "xml": ["xml"],
    "zipfile": ["zipfile.py"],
    "sqlite3": ["sqlite3"],
    "tomllib": ["tomllib"],
    "csv": ["csv.py"],
    "importlib": ["importlib"],
}

PY = 'python -c "{}"'

QUESTIONS: list[dict] = [
    # --- argparse -------------------------------------------------------------------------
    {
        "ws": "argparse",
        "kind": "where",
        "ask": "Where is `parse_known_args` defined?",
        "gold": [{"def": "ArgumentParser.parse_known_args"}],
    },
    {
        "ws": "argparse",
        "kind": "returns",
        "ask": "What does `_get_action_name` return?",
        "gold": [{"returns": "_get_action_name"}],
    },
    {
        "ws": "argparse",
        "kind": "how",
        "ask": "How does argparse tell an option apart from a positional argument when it "
        "parses the command line?",
        "gold": [{"body": "ArgumentParser._parse_optional"}],
    },
    {
        "ws": "argparse",
        "kind": "how",
        "ask": "How are arguments read from a file when the user passes something like @args.txt?",
        "gold": [{"body": "ArgumentParser._read_args_from_files"}],
    },
    {
        "ws": "argparse",
        "kind": "which",
        "ask": "Which class handles the --version flag?",
        "gold": [{"body": "_VersionAction"}],
    },
    {
        "ws": "argparse",
        "kind": "raises",
        "ask": "Find every place that raises ArgumentError.",
        "gold": [{"grep": r"^\s*raise ArgumentError\b"}],
    },
    {
        "ws": "argparse",
        "kind": "calls",
        "ask": "Where is `_parse_optional` called?",
        "gold": [{"grep": r"self\._parse_optional\("}],
    },
    {
        "ws": "argparse",
        "kind": "run",
        "ask": "Run `"
        + PY.format(
            "import argparse; p = argparse.ArgumentParser(prog='demo'); "
            "p.add_argument('--count', type=int, default=1); print(p.parse_args(['--count', '3']))"
        )
        + "` and tell me what it prints.",
        "gold": [{"expect": "Namespace(count=3)"}],
    },
    {
        "ws": "argparse",
        "kind": "edit",
        "ask": "Add a docstring to `_get_action_name` saying it returns a readable name for an "
        "argument, used in error messages.",
        "gold": [{"effect": {"docstring": "_get_action_name"}}],
    },
    # --- zipfile --------------------------------------------------------------------------
    {
        "ws": "zipfile",
        "kind": "where",
        "ask": "Where is `ZipFile.extractall` defined?",
        "gold": [{"def": "ZipFile.extractall"}],
    },
    {
        "ws": "zipfile",
        "kind": "returns",
        "ask": "What does `is_zipfile` return?",
        "gold": [{"returns": "is_zipfile"}],
    },
    {
        "ws": "zipfile",
        "kind": "returns",
        "ask": "What does `ZipFile.getinfo` give back?",
        "gold": [{"returns": "ZipFile.getinfo"}],
    },
    {
        "ws": "zipfile",
        "kind": "how",
        "ask": "How does zipfile stop an archive member from being extracted outside the target "
        "directory?",
        "gold": [{"body": "ZipFile._extract_member"}],
    },
    {
        "ws": "zipfile",
        "kind": "how",
        "ask": "How does the module pick a decompressor for an entry's compression method?",
        "gold": [{"body": "_get_decompressor"}],
    },
    {
        "ws": "zipfile",
        "kind": "which",
        "ask": "Which class handles reading one member's data as a file-like object?",
        "gold": [{"body": "ZipExtFile"}],
    },
    {
        "ws": "zipfile",
        "kind": "raises",
        "ask": "Find every place that raises BadZipFile.",
        "gold": [{"grep": r"^\s*raise BadZipFile\b"}],
    },
    {
        "ws": "zipfile",
        "kind": "calls",
        "ask": "Find every place that calls `_check_compression`.",
        "gold": [{"grep": r"^\s+_check_compression\("}],
    },
    {
        "ws": "zipfile",
        "kind": "run",
        "ask": "Run `"
        + PY.format(
            "import zipfile, io; b = io.BytesIO(); z = zipfile.ZipFile(b, 'w'); "
            "z.writestr('a.txt', 'hi'); z.close(); print(zipfile.ZipFile(b).namelist())"
        )
        + "` and tell me the output.",
        "gold": [{"expect": "['a.txt']"}],
    },
    {
        "ws": "zipfile",
        "kind": "edit",
        "ask": "Rename `_sanitize_windows_name` to `_clean_windows_name` and update its callers.",
        "gold": [{"effect": {"renamed": ["_sanitize_windows_name", "_clean_windows_name"]}}],
    },
    # --- urllib ---------------------------------------------------------------------------
    {
        "ws": "urllib",
        "kind": "where",
        "ask": "Where is `urljoin` defined?",
        "gold": [{"def": "urljoin"}],
    },
    {
        "ws": "urllib",
        "kind": "where",
        "ask": "where's RobotFileParser.parse",
        "gold": [{"def": "RobotFileParser.parse"}],
    },
    {
        "ws": "urllib",
        "kind": "returns",
        "ask": "What does `urlparse` return?",
        "gold": [{"returns": "urlparse"}],
    },
    {
        "ws": "urllib",
        "kind": "returns",
        "ask": "what does parse_qs return?",
        "gold": [{"returns": "parse_qs"}],
    },
    {
        "ws": "urllib",
        "kind": "how",
        "ask": "How does urllib decide whether to follow an HTTP redirect?",
        "gold": [
            {"body": "HTTPRedirectHandler.redirect_request"},
            {"body": "HTTPRedirectHandler.http_error_302"},
        ],
    },
    {
        "ws": "urllib",
        "kind": "how",
        "ask": "How does the robots.txt parser decide whether a user agent may fetch a URL?",
        "gold": [
            {"body": "RobotFileParser.can_fetch"},
            {"body": "Entry.allowance"},
            {"body": "RuleLine.applies_to"},
        ],
    },
    {
        "ws": "urllib",
        "kind": "which",
        "ask": "Which class handles HTTP basic authentication?",
        "gold": [{"body": "HTTPBasicAuthHandler"}, {"body": "AbstractBasicAuthHandler"}],
    },
    {
        "ws": "urllib",
        "kind": "raises",
        "ask": "Find every place that raises HTTPError.",
        "gold": [{"grep": r"^\s*raise HTTPError\b"}],
    },
    {
        "ws": "urllib",
        "kind": "run",
        "ask": "Run `"
        + PY.format(
            "from urllib.parse import urlsplit; "
            "print(urlsplit('https://user@example.com:8080/a/b?x=1#frag').port)"
        )
        + "` and tell me what port it prints.",
        "gold": [{"expect": "8080"}],
    },
    # --- xml (xml.etree and its siblings) -------------------------------------------------
    {
        "ws": "xml",
        "kind": "where",
        "ask": "Where is `SubElement` defined?",
        "gold": [{"def": "SubElement"}],
    },
    {
        "ws": "xml",
        "kind": "where",
        "ask": "Where is `Element.iter` defined in xml.etree?",
        "gold": [{"def": "Element.iter", "file": "xml/etree/ElementTree.py"}],
    },
    {
        "ws": "xml",
        "kind": "returns",
        "ask": "What does `ElementPath.findtext` return when nothing matches?",
        "gold": [{"returns": "findtext", "file": "xml/etree/ElementPath.py"}],
    },
    {
        "ws": "xml",
        "kind": "how",
        "ask": "How does ElementTree escape special characters in attribute values when it "
        "writes XML?",
        "gold": [{"body": "_escape_attrib", "file": "xml/etree/ElementTree.py"}],
    },
    {
        "ws": "xml",
        "kind": "how",
        "ask": "How are XInclude directives expanded, and what stops an infinite include loop?",
        "gold": [{"body": "_include", "file": "xml/etree/ElementInclude.py"}],
    },
    {
        "ws": "xml",
        "kind": "which",
        "ask": "Which class builds the element tree from the parser's start and end events?",
        "gold": [{"body": "TreeBuilder", "file": "xml/etree/ElementTree.py"}],
    },
    {
        "ws": "xml",
        "kind": "raises",
        "ask": "Find every place that raises FatalIncludeError.",
        "gold": [{"grep": r"^\s*raise FatalIncludeError\b"}],
    },
    {
        "ws": "xml",
        "kind": "run",
        "ask": "Run `"
        + PY.format(
            "import xml.etree.ElementTree as ET; "
            "print(ET.tostring(ET.fromstring('<a><b>hi</b></a>').find('b')))"
        )
        + "` and tell me the output.",
        "gold": [{"expect": "b'<b>hi</b>'"}],
    },
    {
        "ws": "xml",
        "kind": "edit",
        "ask": "In xml/etree/ElementTree.py, insert the line `# See ElementPath.py for the path "
        "syntax` after the line `import re`.",
        "gold": [
            {
                "effect": {
                    "line_after": [
                        "xml/etree/ElementTree.py",
                        "import re",
                        "# See ElementPath.py for the path syntax",
                    ]
                }
            }
        ],
    },
    # --- sqlite3 --------------------------------------------------------------------------
    {
        "ws": "sqlite3",
        "kind": "where",
        "ask": "Where is `register_adapters_and_converters` defined?",
        "gold": [{"def": "register_adapters_and_converters"}],
    },
    {
        "ws": "sqlite3",
        "kind": "where",
        "ask": "Where is enable_shared_cache?",
        "gold": [{"def": "enable_shared_cache"}],
    },
    {
        "ws": "sqlite3",
        "kind": "returns",
        "ask": "What does `DateFromTicks` return?",
        "gold": [{"returns": "DateFromTicks"}],
    },
    {
        "ws": "sqlite3",
        "kind": "how",
        "ask": "How does the sqlite3 package dump a database as SQL text?",
        "gold": [{"body": "_iterdump"}],
    },
    {
        "ws": "sqlite3",
        "kind": "how",
        "ask": "How are Python dates and timestamps converted when they are stored and read back?",
        "gold": [{"body": "register_adapters_and_converters"}],
    },
    {
        "ws": "sqlite3",
        "kind": "run",
        "ask": "Run `"
        + PY.format(
            "import sqlite3; c = sqlite3.connect(':memory:'); c.execute('create table t(x)'); "
            "print(list(c.iterdump()))"
        )
        + "` and tell me what it prints.",
        "gold": [{"expect": "CREATE TABLE t(x);"}],
    },
    {
        "ws": "sqlite3",
        "kind": "edit",
        "ask": "Please add a docstring to TimestampFromTicks explaining that it turns seconds "
        "since the epoch into a Timestamp.",
        "gold": [{"effect": {"docstring": "TimestampFromTicks"}}],
    },
    {
        "ws": "sqlite3",
        "kind": "edit",
        "ask": "Create a file NOTES.md containing: dump.py mimics the shell's .dump command",
        "gold": [{"effect": {"file": ["NOTES.md", "dump.py mimics the shell's .dump command"]}}],
    },
    # --- tomllib --------------------------------------------------------------------------
    {
        "ws": "tomllib",
        "kind": "where",
        "ask": "Where is `TOMLDecodeError` defined?",
        "gold": [{"def": "TOMLDecodeError"}],
    },
    {
        "ws": "tomllib",
        "kind": "returns",
        "ask": "What does `match_to_number` return?",
        "gold": [{"returns": "match_to_number"}],
    },
    {
        "ws": "tomllib",
        "kind": "returns",
        "ask": "What does make_safe_parse_float return?",
        "gold": [{"returns": "make_safe_parse_float"}],
    },
    {
        "ws": "tomllib",
        "kind": "how",
        "ask": "How does the TOML parser handle escape sequences in basic strings?",
        "gold": [{"body": "parse_basic_str_escape"}, {"body": "parse_hex_char"}],
    },
    {
        "ws": "tomllib",
        "kind": "how",
        "ask": "How does it stop a table from being declared twice?",
        "gold": [{"body": "create_dict_rule"}, {"body": "Flags"}],
    },
    {
        "ws": "tomllib",
        "kind": "which",
        "ask": "Which class keeps track of which keys are frozen or explicitly declared?",
        "gold": [{"body": "Flags"}],
    },
    {
        "ws": "tomllib",
        "kind": "raises",
        "ask": 'Where is the "Unclosed array" error raised?',
        "gold": [{"grep": r"Unclosed array"}],
    },
    {
        "ws": "tomllib",
        "kind": "run",
        "ask": "Run `"
        + PY.format(r"import tomllib; print(tomllib.loads('a = 1\n[t]\nb = [1, 2]'))")
        + "` and tell me what it prints.",
        "gold": [{"expect": "{'a': 1, 't': {'b': [1, 2]}}"}],
    },
    {
        "ws": "tomllib",
        "kind": "edit",
        "ask": "Rename skip_chars to skip_any_of everywhere it is used.",
        "gold": [{"effect": {"renamed": ["skip_chars", "skip_any_of"]}}],
    },
    # --- csv ------------------------------------------------------------------------------
    {
        "ws": "csv",
        "kind": "where",
        "ask": "Where is `DictWriter.writeheader` defined?",
        "gold": [{"def": "DictWriter.writeheader"}],
    },
    {
        "ws": "csv",
        "kind": "returns",
        "ask": "What does `Sniffer.has_header` return?",
        "gold": [{"returns": "Sniffer.has_header"}],
    },
    {
        "ws": "csv",
        "kind": "returns",
        "ask": "What does `_dict_to_list` return?",
        "gold": [{"returns": "DictWriter._dict_to_list"}],
    },
    {
        "ws": "csv",
        "kind": "how",
        "ask": "How does the sniffer guess which delimiter a file uses?",
        "gold": [
            {"body": "Sniffer._guess_quote_and_delimiter"},
            {"body": "Sniffer._guess_delimiter"},
            {"body": "Sniffer.sniff"},
        ],
    },
    {
        "ws": "csv",
        "kind": "how",
        "ask": "What happens when a row has more fields than there are column names in the header?",
        "gold": [{"body": "DictReader.__next__"}],
    },
    {
        "ws": "csv",
        "kind": "which",
        "ask": "Which class describes Excel's tab-separated format?",
        "gold": [{"body": "excel_tab"}],
    },
    {
        "ws": "csv",
        "kind": "edit",
        "ask": "In csv.py, replace the line `complex = float` with "
        "`complex = float  # builds without complex()`.",
        "gold": [
            {
                "effect": {
                    "line_replaced": [
                        "csv.py",
                        "complex = float",
                        "complex = float  # builds without complex()",
                    ]
                }
            }
        ],
    },
    {
        "ws": "csv",
        "kind": "edit",
        "ask": "Make the sniffer twice as fast.",
        "gold": [{"effect": {"declined": True}}],
    },
    # --- importlib ------------------------------------------------------------------------
    {
        "ws": "importlib",
        "kind": "where",
        "ask": "Where is `import_module` defined?",
        "gold": [{"def": "import_module"}],
    },
    {
        "ws": "importlib",
        "kind": "where",
        "ask": "Where's the LazyLoader class?",
        "gold": [{"def": "LazyLoader"}],
    },
    {
        "ws": "importlib",
        "kind": "returns",
        "ask": "What does `importlib.util.resolve_name` return?",
        "gold": [{"returns": "resolve_name", "file": "importlib/util.py"}],
    },
    {
        "ws": "importlib",
        "kind": "how",
        "ask": "How does importlib turn a relative module name like '..foo' into an absolute one?",
        "gold": [
            {"body": "resolve_name", "file": "importlib/util.py"},
            {"body": "_resolve_name", "file": "importlib/_bootstrap.py"},
            {"body": "import_module"},
        ],
    },
    {
        "ws": "importlib",
        "kind": "how",
        "ask": "How does the import system detect a deadlock between module locks?",
        "gold": [{"body": "_ModuleLock.has_deadlock"}, {"body": "_ModuleLock.acquire"}],
    },
    {
        "ws": "importlib",
        "kind": "which",
        "ask": "Which class handles importing built-in modules?",
        "gold": [{"body": "BuiltinImporter"}],
    },
    {
        "ws": "importlib",
        "kind": "raises",
        "ask": "Find every place that raises _DeadlockError.",
        "gold": [{"grep": r"^\s*raise _DeadlockError\b"}],
    },
    {
        "ws": "importlib",
        "kind": "edit",
        "ask": "Rewrite the import machinery to load modules with asyncio.",
        "gold": [{"effect": {"declined": True}}],
    },
]

# A generality check on packages outside the benchmark's list (json, logging, email): the same
# kinds of question, written the same way, reported separately (``--other``).
OTHER_WORKSPACES: dict[str, list[str]] = {
    "json": ["json"],
    "logging": ["logging"],
    "email": ["email"],
}

OTHER_QUESTIONS: list[dict] = [
    {
        "ws": "json",
        "kind": "where",
        "ask": "Where is `JSONDecoder.raw_decode` defined?",
        "gold": [{"def": "JSONDecoder.raw_decode"}],
    },
    {
        "ws": "json",
        "kind": "returns",
        "ask": "What does detect_encoding return?",
        "gold": [{"returns": "detect_encoding"}],
    },
    {
        "ws": "json",
        "kind": "how",
        "ask": "How does the json package decide which text encoding a bytes document uses?",
        "gold": [{"body": "detect_encoding"}],
    },
    {
        "ws": "json",
        "kind": "raises",
        "ask": "Find every place that raises JSONDecodeError.",
        "gold": [{"grep": r"^\s*raise JSONDecodeError\b"}],
    },
    {
        "ws": "json",
        "kind": "which",
        "ask": "Which class turns Python objects into JSON text?",
        "gold": [{"body": "JSONEncoder"}],
    },
    {
        "ws": "logging",
        "kind": "where",
        "ask": "Where is `basicConfig` defined?",
        "gold": [{"def": "basicConfig"}],
    },
    {
        "ws": "logging",
        "kind": "returns",
        "ask": "What does `Logger.getEffectiveLevel` return?",
        "gold": [{"returns": "Logger.getEffectiveLevel"}],
    },
    {
        "ws": "logging",
        "kind": "how",
        "ask": "How does a logger decide whether a message at some level is enabled?",
        "gold": [{"body": "Logger.isEnabledFor"}, {"body": "Logger.getEffectiveLevel"}],
    },
    {
        "ws": "logging",
        "kind": "which",
        "ask": "Which class writes log records to a file?",
        "gold": [{"body": "FileHandler", "file": "logging/__init__.py"}],
    },
    {
        "ws": "logging",
        "kind": "calls",
        "ask": "Where is `callHandlers` called?",
        "gold": [{"grep": r"self\.callHandlers\("}],
    },
    {
        "ws": "email",
        "kind": "where",
        "ask": "Where is make_msgid defined?",
        "gold": [{"def": "make_msgid"}],
    },
    {
        "ws": "email",
        "kind": "returns",
        "ask": "What does `make_msgid` return?",
        "gold": [{"returns": "make_msgid"}],
    },
    {
        "ws": "email",
        "kind": "returns",
        "ask": "What does `Message.get_content_type` return?",
        "gold": [{"returns": "Message.get_content_type", "file": "email/message.py"}],
    },
    {
        "ws": "email",
        "kind": "edit",
        "ask": "Rename `_has_surrogates` to `_contains_surrogates` and update every reference.",
        "gold": [{"effect": {"renamed": ["_has_surrogates", "_contains_surrogates"]}}],
    },
    {
        "ws": "email",
        "kind": "run",
        "ask": "Run `"
        + PY.format("from email.utils import parseaddr; print(parseaddr('Ann <ann@example.org>'))")
        + "` and tell me the output.",
        "gold": [{"expect": "('Ann', 'ann@example.org')"}],
    },
]
