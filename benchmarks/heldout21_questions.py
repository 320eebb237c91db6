"""The twenty-first held-out set: questions on six third-party packages, not the standard library
(requests, defusedxml, rsa, pythonjsonlogger, outcome and the single module pandocfilters.py).
``bench_answers.make_workspace`` copies them from the installed site-packages. They were read at
requests 2.34.2, defusedxml 0.7.1, rsa 4.7.2, python-json-logger 4.2.0, outcome 1.3.0.post0 and
pandocfilters 1.5.1; every file of each package parses with ``ast``, so each workspace is the
whole package (nothing left out). Golds name code, never line numbers, so they hold as long as
those definitions do.

The set was written blind: by reading only those packages, never the model's code or its notes,
and committed before the model was asked any of them. Nothing is tuned on it: only its totals
are looked at.

28 questions name the code (where a definition is, where a constant is set, what it returns, who
calls it, where an exception is raised, which function does something said in the code's names,
how a named function does something; three ask where a function fails without naming the
exception), 10 are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it), 4 run a command and 6 ask for an edit (2 of them beyond a
program that is not an LLM, to be declined). Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "requests": ["requests"],
    "defusedxml": ["defusedxml"],
    "rsa": ["rsa"],
    "pythonjsonlogger": ["pythonjsonlogger"],
    "pandocfilters": ["pandocfilters.py"],
    "outcome": ["outcome"],
}

RMODELS = "requests/models.py"
RSESS = "requests/sessions.py"
DCOMMON = "defusedxml/common.py"
DRPC = "defusedxml/xmlrpc.py"
DINIT = "defusedxml/__init__.py"
KEY = "rsa/key.py"
PKCS1 = "rsa/pkcs1.py"
JCORE = "pythonjsonlogger/core.py"
JJSON = "pythonjsonlogger/json.py"
JUTILS = "pythonjsonlogger/utils.py"
PANDOC = "pandocfilters.py"
OIMPL = "outcome/_impl.py"

QUESTIONS: list[dict] = [
    # --- requests -------------------------------------------------------------------------
    q(
        "requests",
        "where",
        "where does requests set DEFAULT_REDIRECT_LIMIT",
        grep(r"^DEFAULT_REDIRECT_LIMIT\b", RMODELS),
    ),
    q(
        "requests",
        "raises",
        "In requests, which line actually throws `TooManyRedirects`?",
        grep(r"raise TooManyRedirects\(", RSESS),
    ),
    q(
        "requests",
        "calls",
        "hey, where is should_strip_auth called from?",
        grep(r"self\.should_strip_auth\(", RSESS),
    ),
    q(
        "requests",
        "which",
        "Which function builds the `Basic ...` Authorization header string out of a username "
        "and a password?",
        {"body": "_basic_auth_str"},
    ),
    q(
        "requests",
        "raises",
        "where does PreparedRequest.prepare_url give up when the url it gets is junk?",
        grep(r"raise (InvalidURL|MissingSchema)\(", RMODELS),
    ),
    q(
        "requests",
        "which",
        "If a redirect bounces me over to a totally different website, what piece of requests "
        "makes the yes/no call on whether my password header gets thrown away?",
        {"body": "SessionRedirectMixin.should_strip_auth"},
        own=True,
    ),
    q(
        "requests",
        "how",
        "how does requests work out which text encoding a json body uses just by looking at the "
        "first few raw bytes and counting the zero bytes?",
        {"body": "guess_json_utf"},
        own=True,
    ),
    run(
        "requests",
        "could you run {} and tell me exactly what it prints?",
        "from requests.structures import CaseInsensitiveDict as C; d = C(); "
        "d['Content-Type'] = 'text/csv'; print(d['content-TYPE'], list(d))",
        "text/csv ['Content-Type']",
    ),
    q(
        "requests",
        "edit",
        "Please bump DEFAULT_POOLSIZE in requests/adapters.py from 10 to 20.",
        {"effect": {"value_set": ["requests/adapters.py", "DEFAULT_POOLSIZE", "20"]}},
    ),
    # --- defusedxml -----------------------------------------------------------------------
    q(
        "defusedxml",
        "where",
        "Where's the DTDForbidden exception class defined in defusedxml?",
        {"def": "DTDForbidden"},
    ),
    q(
        "defusedxml",
        "where",
        "where is MAX_DATA set (the xmlrpc size cap)",
        grep(r"^MAX_DATA = ", DRPC),
    ),
    q(
        "defusedxml",
        "calls",
        "Who calls `_apply_defusing`?",
        grep(r"= _apply_defusing\(", DINIT),
    ),
    q(
        "defusedxml",
        "returns",
        "what does _generate_etree_functions hand back to its caller?",
        {"returns": "_generate_etree_functions"},
    ),
    q(
        "defusedxml",
        "raises",
        "In defusedxml/xmlrpc.py, where does defused_gzip_decode raise a ValueError?",
        grep(r'raise ValueError\("(invalid data|max gzipped)', DRPC),
    ),
    q(
        "defusedxml",
        "which",
        "is there one call i can make when my app starts up that makes all of python's built-in "
        "xml parsers safe, without touching the rest of my code?",
        {"body": "defuse_stdlib"},
        own=True,
    ),
    q(
        "defusedxml",
        "how",
        "Where does the XML-RPC part stop a small compressed request from blowing up into an "
        "enormous amount of data once it is unpacked?",
        {"body": "defused_gzip_decode"},
        {"body": "DefusedGzipDecodedResponse"},
        own=True,
    ),
    q(
        "defusedxml",
        "edit",
        "The three DefusedExpatParser-ish classes all repeat the same four handler methods. "
        "Pull them into one shared mixin in common.py and make every module use it.",
        {"effect": {"declined": True}},
    ),
    # --- rsa ------------------------------------------------------------------------------
    q(
        "rsa",
        "where",
        "Where's DEFAULT_EXPONENT (the 65537) set in python-rsa?",
        grep(r"^DEFAULT_EXPONENT = ", KEY),
    ),
    q(
        "rsa",
        "raises",
        "where is DecryptionError raised?",
        grep(r"raise DecryptionError\(", PKCS1),
    ),
    q(
        "rsa",
        "calls",
        "Show me the callers of _pad_for_signing pls",
        grep(r"^\s+\w+ = _pad_for_signing\(", PKCS1),
    ),
    q(
        "rsa",
        "which",
        "which function in rsa/prime.py picks how many Miller-Rabin rounds to run for a number "
        "of a given bit size?",
        {"body": "get_primality_testing_rounds"},
    ),
    q(
        "rsa",
        "raises",
        "Where does `newkeys` reject arguments it doesnt like?",
        grep(r"raise ValueError\('(Key too small|Pool size)", KEY),
    ),
    q(
        "rsa",
        "how",
        "How does this library stop someone who measures how long the private-key maths takes "
        "from learning anything about the key?",
        {"body": "AbstractKey.blind"},
        {"body": "AbstractKey._update_blinding_factor"},
        {"body": "PrivateKey.blinded_decrypt"},
        {"body": "PrivateKey.blinded_encrypt"},
        own=True,
    ),
    q(
        "rsa",
        "which",
        "what function sticks the random filler bytes around a message before it gets encrypted?",
        {"body": "_pad_for_encryption"},
        own=True,
    ),
    run(
        "rsa",
        "Run {} - what's the output?",
        "import rsa.common as c; print(c.crt([2, 3, 2], [3, 5, 7]), c.inverse(7, 4))",
        "23 3",
    ),
    # --- pythonjsonlogger -----------------------------------------------------------------
    q(
        "pythonjsonlogger",
        "where",
        "where do they define RESERVED_ATTRS now? (the jsonlogger module says it moved)",
        grep(r"^RESERVED_ATTRS\b", JCORE),
    ),
    q(
        "pythonjsonlogger",
        "raises",
        "Which code raises MissingPackageError?",
        grep(r"raise MissingPackageError\(", JUTILS),
    ),
    q(
        "pythonjsonlogger",
        "calls",
        "who calls merge_record_extra in python-json-logger?",
        grep(r"^\s+merge_record_extra\($", JCORE),
    ),
    q(
        "pythonjsonlogger",
        "raises",
        "In `BaseJsonFormatter.parse`, where's the RuntimeError thrown?",
        grep(r"raise RuntimeError\(", JCORE),
    ),
    q(
        "pythonjsonlogger",
        "how",
        "how does JsonEncoder.default deal with an object that none of its special cases "
        "recognise?",
        grep(r"return super\(\)\.default\(o\)|return d\.unknown_default\(o\)", JJSON),
    ),
    q(
        "pythonjsonlogger",
        "which",
        "Where does the formatter glue a fixed bit of text onto the front of every JSON line "
        "it writes out?",
        {"body": "BaseJsonFormatter.serialize_log_record"},
        own=True,
    ),
    run(
        "pythonjsonlogger",
        "what do i get from {}",
        "import logging; from pythonjsonlogger.json import JsonFormatter; "
        "r = logging.LogRecord('app', 20, 'f.py', 1, 'hi', None, None); "
        "print(JsonFormatter('%(levelname)s %(message)s').format(r))",
        '{"levelname": "INFO", "message": "hi"}',
    ),
    q(
        "pythonjsonlogger",
        "edit",
        "Add a short docstring to BaseJsonFormatter._get_rename in pythonjsonlogger/core.py, "
        "thanks.",
        {"effect": {"docstring": "BaseJsonFormatter._get_rename"}},
    ),
    # --- pandocfilters --------------------------------------------------------------------
    q(
        "pandocfilters",
        "where",
        "where is toJSONFilters defined?",
        {"def": "toJSONFilters"},
    ),
    q(
        "pandocfilters",
        "calls",
        "What calls `get_value` in pandocfilters.py?",
        grep(r"= get_value\(", PANDOC),
    ),
    q(
        "pandocfilters",
        "raises",
        "the constructors that elt() makes (Para, Str, ...) - where do they blow up if i pass "
        "the wrong number of args?",
        grep(r"raise ValueError\(eltType", PANDOC),
    ),
    q(
        "pandocfilters",
        "returns",
        "What does stringify return?",
        {"returns": "stringify"},
    ),
    q(
        "pandocfilters",
        "how",
        "How can I get just the plain words out of a piece of the document, with the bold and "
        "italics and so on dropped?",
        {"body": "stringify"},
        own=True,
    ),
    q(
        "pandocfilters",
        "which",
        "which helper lets a filter choose a different picture file type depending on whether "
        "it is making a web page or a PDF?",
        {"body": "get_extension"},
        own=True,
    ),
    run(
        "pandocfilters",
        "Can you execute {} and paste the result here",
        "import pandocfilters as pf; print(pf.stringify([pf.Str('Bonjour'), pf.Space(), "
        "pf.Emph([pf.Str('tout')]), pf.Str('!')]))",
        "Bonjour tout!",
    ),
    q(
        "pandocfilters",
        "edit",
        "remove the line `Null = elt('Null', 0)` from pandocfilters.py, pandoc dropped Null",
        {"effect": {"line_deleted": ["pandocfilters.py", "Null = elt('Null', 0)"]}},
    ),
    # --- outcome --------------------------------------------------------------------------
    q(
        "outcome",
        "raises",
        "Where is AlreadyUsedError raised in outcome?",
        grep(r"raise AlreadyUsedError\b", OIMPL),
    ),
    q(
        "outcome",
        "where",
        "where's the `Maybe` alias set?",
        grep(r"^Maybe = ", OIMPL),
    ),
    q(
        "outcome",
        "calls",
        "who uses remove_tb_frames?",
        grep(r"= remove_tb_frames\(", OIMPL),
    ),
    q(
        "outcome",
        "how",
        "How does Error.send push the stored exception into the generator it's given?",
        {"returns": "Error.send"},
    ),
    q(
        "outcome",
        "which",
        "Which method is it that stops me from taking the result out of the same box twice?",
        {"body": "Outcome._set_unwrapped"},
        own=True,
    ),
    q(
        "outcome",
        "edit",
        "In outcome/_util.py rename the inner helper `fix_one` to `fix_obj` (def and its calls).",
        {"effect": {"renamed": ["fix_one", "fix_obj"]}},
    ),
    q(
        "outcome",
        "edit",
        "Can you drop the attrs dependency from outcome? Rewrite Outcome, Value and Error as "
        "plain dataclasses with exactly the same behaviour (frozen, slots, the validator).",
        {"effect": {"declined": True}},
    ),
]
