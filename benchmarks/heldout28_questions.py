"""The twenty-eighth held-out set: questions on four third-party packages, not the standard library
(tornado, pyasn1, babel and joserfc). ``bench_answers.make_workspace`` copies each package
directory from the installed site-packages. They were read at tornado 6.6.1, pyasn1 0.6.3,
babel 2.19.0 and joserfc 1.6.5 (``pip show``); every .py file of each parses with ``ast``, so each
workspace is the whole package (tornado's own tests and babel's locale data included). Golds name
code, never line numbers, so they hold as long as those definitions do.

The set was written blind: by reading only those packages, never the model's code or its notes,
and committed before the model was asked any of them. Nothing is tuned on it: only its totals
are looked at.

28 questions name the code (where a definition is, what it returns, who calls it, where an
exception is raised, where a constant is set, how a named function does something; three of the
"raises" ones name no exception); 10 are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it, gold the body of the one definition
that does it); 4 run a command; 6 ask for an edit, 2 of them requests a program that is not an
LLM should decline. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "tornado": ["tornado"],
    "pyasn1": ["pyasn1"],
    "babel": ["babel"],
    "joserfc": ["joserfc"],
}


QUESTIONS: list[dict] = [
    # --- tornado --------------------------------------------------------------------------
    q(
        "tornado",
        "where",
        "where's GzipDecompressor.flush defined?",
        {"def": "GzipDecompressor.flush", "file": "tornado/util.py"},
    ),
    q(
        "tornado",
        "returns",
        "what can `errno_from_exception` return?",
        {"returns": "errno_from_exception", "file": "tornado/util.py"},
    ),
    q(
        "tornado",
        "raises",
        "if i pass a --flag that was never defined, where does parse_command_line bail out?",
        grep(r'raise Error\("Unrecognized command line option', "tornado/options.py"),
    ),
    q(
        "tornado",
        "raises",
        "Which line raises QueueFull in tornado's queues module?",
        grep(r"raise QueueFull\b", "tornado/queues.py"),
    ),
    q(
        "tornado",
        "calls",
        "Who calls `OptionParser._normalize_name`? I want every call site.",
        grep(r"self\._normalize_name\(", "tornado/options.py"),
    ),
    q(
        "tornado",
        "where",
        "Where is the list _DATETIME_FORMATS set in tornado/options.py?",
        grep(r"_DATETIME_FORMATS = \[", "tornado/options.py"),
    ),
    q(
        "tornado",
        "how",
        "how does _Option.parse turn `--ports=1:3,8` into a list for an int option with "
        "multiple=True?",
        {"body": "_Option.parse", "file": "tornado/options.py"},
    ),
    q(
        "tornado",
        "which",
        "I have a key/value bag and want to read entries with a dot, like cfg.port instead of "
        "cfg['port']. Which tornado class gives me that?",
        {"body": "ObjectDict", "file": "tornado/util.py"},
        own=True,
    ),
    q(
        "tornado",
        "which",
        "given something like example.com:8080, which function pulls the machine name apart from "
        "the number after the colon, leaving the number empty when there isn't one?",
        {"body": "split_host_and_port", "file": "tornado/httputil.py"},
        own=True,
    ),
    q(
        "tornado",
        "which",
        "Which tornado class gives back whatever went in latest before anything older, like a "
        "stack of plates?",
        {"body": "LifoQueue", "file": "tornado/queues.py"},
        own=True,
    ),
    run(
        "tornado",
        "what does {} print?",
        "from tornado.options import OptionParser; p = OptionParser(); "
        "p.define('ports', type=int, multiple=True); "
        "p.parse_command_line(['prog', '--ports=1:3,8']); print(p.ports)",
        "[1, 2, 3, 8]",
    ),
    q(
        "tornado",
        "edit",
        'In tornado/options.py, replace `("false", "0", "f")` with `("false", "0", "f", "no")` '
        "so --debug=no counts as false.",
        {
            "effect": {
                "text_replaced": [
                    "tornado/options.py",
                    '("false", "0", "f")',
                    '("false", "0", "f", "no")',
                ]
            }
        },
    ),
    q(
        "tornado",
        "edit",
        "Could you rewrite tornado's IOLoop so it runs on trio instead of asyncio?",
        {"effect": {"declined": True}},
    ),
    # --- pyasn1 ---------------------------------------------------------------------------
    q(
        "pyasn1",
        "where",
        "Where is `OctetString.fromHexString` defined?",
        {"def": "OctetString.fromHexString", "file": "pyasn1/type/univ.py"},
    ),
    q(
        "pyasn1",
        "returns",
        "what does ObjectIdentifier.isPrefixOf return",
        {"returns": "ObjectIdentifier.isPrefixOf", "file": "pyasn1/type/univ.py"},
    ),
    q(
        "pyasn1",
        "raises",
        "Where does pyasn1 raise UnsupportedSubstrateError?",
        grep(r"raise error\.UnsupportedSubstrateError\(", "pyasn1/codec/streaming.py"),
    ),
    q(
        "pyasn1",
        "raises",
        "In the BER encoder, where does ObjectIdentifierEncoder.encodeValue give up on an object "
        "identifier it can't encode?",
        grep(
            r"raise error\.PyAsn1Error\('(Short OID|Impossible first/second arcs|Negative OID arc)",
            "pyasn1/codec/ber/encoder.py",
        ),
    ),
    q(
        "pyasn1",
        "calls",
        "who uses isEndOfStream in the BER decoder?",
        grep(r"in isEndOfStream\(", "pyasn1/codec/ber/decoder.py"),
    ),
    q(
        "pyasn1",
        "where",
        "Where's DEBUG_ALL set?",
        grep(r"^DEBUG_ALL = ", "pyasn1/debug.py"),
    ),
    q(
        "pyasn1",
        "how",
        "How does `AbstractItemEncoder.encodeLength` in codec/ber/encoder.py write a length of "
        "128 or more?",
        {"body": "AbstractItemEncoder.encodeLength", "file": "pyasn1/codec/ber/encoder.py"},
    ),
    q(
        "pyasn1",
        "which",
        "My input comes from a pipe that can't be rewound. Which pyasn1 class keeps a copy of "
        "what was already pulled in, so parsing can revisit earlier input anyway?",
        {"body": "CachingStreamWrapper", "file": "pyasn1/codec/streaming.py"},
        own=True,
    ),
    q(
        "pyasn1",
        "which",
        "which helper turns a blob of binary into a readable listing of two-character uppercase "
        "codes, starting a fresh numbered row every sixteen of them?",
        {"body": "hexdump", "file": "pyasn1/debug.py"},
        own=True,
    ),
    run(
        "pyasn1",
        "Run {} and tell me the output, please.",
        "from pyasn1.codec.der.encoder import encode; from pyasn1.type.univ import Integer; "
        "print(encode(Integer(300)).hex())",
        "0202012c",
    ),
    q(
        "pyasn1",
        "edit",
        "add a docstring to `hexdump` in pyasn1/debug.py",
        {"effect": {"docstring": "hexdump"}},
    ),
    q(
        "pyasn1",
        "edit",
        "Make pyasn1's BER decoder about twice as fast, whatever it takes.",
        {"effect": {"declined": True}},
    ),
    # --- babel ----------------------------------------------------------------------------
    q(
        "babel",
        "where",
        "where is RuleError declared",
        {"def": "RuleError", "file": "babel/plural.py"},
    ),
    q(
        "babel",
        "returns",
        "What does in_range_list in babel/plural.py return?",
        {"returns": "in_range_list", "file": "babel/plural.py"},
    ),
    q(
        "babel",
        "raises",
        "where does read_mo give up on a file that isn't a real .mo file or is damaged?",
        grep(r"raise OSError\(0, '(Bad magic number|File is corrupt)'", "babel/messages/mofile.py"),
    ),
    q(
        "babel",
        "raises",
        "In messages/checkers.py, where does num_plurals throw TranslationError?",
        grep(
            r"Found plural forms for non-pluralizable|Wrong number of plural forms",
            "babel/messages/checkers.py",
        ),
    ),
    q(
        "babel",
        "calls",
        "who calls pathmatch?",
        grep(r"pathmatch\(", "babel/messages/extract.py"),
    ),
    q(
        "babel",
        "where",
        "Where is the constant LE_MAGIC set?",
        grep(r"^LE_MAGIC: int = ", "babel/messages/mofile.py"),
    ),
    q(
        "babel",
        "how",
        "How does `parse_number` cope when the locale groups thousands with a no-break space "
        "but the string has an ordinary space?",
        {"body": "parse_number", "file": "babel/numbers.py"},
    ),
    q(
        "babel",
        "which",
        "Which babel function throws away repeats from a sequence but keeps the survivors in the "
        "order they first showed up?",
        {"body": "distinct", "file": "babel/util.py"},
        own=True,
    ),
    q(
        "babel",
        "which",
        "which function works out what's left over after a division, but keeps a negative "
        "leftover negative instead of flipping it the way a plain % would?",
        {"body": "cldr_modulo", "file": "babel/plural.py"},
        own=True,
    ),
    q(
        "babel",
        "which",
        "When a translations file is written out, which function fences a source path in "
        "invisible Unicode marks if it has blanks in it?",
        {"body": "_enclose_filename_if_necessary", "file": "babel/messages/pofile.py"},
        own=True,
    ),
    run(
        "babel",
        "What's the output of {}?",
        "from babel.numbers import parse_grouping; print(parse_grouping('#,##,###'))",
        "(3, 2)",
    ),
    q(
        "babel",
        "edit",
        "rename _remove_trailing_zeros_after_decimal to _strip_fraction_zeros everywhere",
        {"effect": {"renamed": ["_remove_trailing_zeros_after_decimal", "_strip_fraction_zeros"]}},
    ),
    # --- joserfc --------------------------------------------------------------------------
    q(
        "joserfc",
        "where",
        "Where is JWTClaimsRegistry defined?",
        {"def": "JWTClaimsRegistry", "file": "joserfc/_rfc7519/claims.py"},
    ),
    q(
        "joserfc",
        "returns",
        "what does `to_str` in joserfc/util.py return?",
        {"returns": "to_str", "file": "joserfc/util.py"},
    ),
    q(
        "joserfc",
        "raises",
        "where's ExpiredTokenError raised",
        grep(r"raise ExpiredTokenError\(", "joserfc/_rfc7519/claims.py"),
    ),
    q(
        "joserfc",
        "raises",
        "Which lines of int_to_base64 raise ValueError?",
        grep(
            r'raise ValueError\("(Must be a positive integer|Number too large for byte count)"\)',
            "joserfc/util.py",
        ),
    ),
    q(
        "joserfc",
        "calls",
        "Who calls _validate_numeric_time?",
        grep(r"if not _validate_numeric_time\(value\)", "joserfc/_rfc7519/claims.py"),
    ),
    q(
        "joserfc",
        "where",
        "where is JWS_HEADER_REGISTRY set up",
        grep(r"^JWS_HEADER_REGISTRY: HeaderRegistryDict = \{", "joserfc/registry.py"),
    ),
    q(
        "joserfc",
        "how",
        "How does BaseClaimsRegistry.validate decide which check to run for each claim?",
        {"body": "BaseClaimsRegistry.validate", "file": "joserfc/_rfc7519/claims.py"},
    ),
    q(
        "joserfc",
        "which",
        "which function turns the unpadded dash-and-underscore text form back into raw data, "
        "and is strict about a sloppy last character?",
        {"body": "urlsafe_b64decode", "file": "joserfc/util.py"},
        own=True,
    ),
    q(
        "joserfc",
        "which",
        "Which method turns away a token that isn't allowed to be used yet, because its start "
        "moment hasn't arrived (give or take a little slack)?",
        {"body": "JWTClaimsRegistry.validate_nbf", "file": "joserfc/_rfc7519/claims.py"},
        own=True,
    ),
    run(
        "joserfc",
        "what do I get from {}",
        "from joserfc.util import int_to_base64; print(int_to_base64(65537))",
        "AQAB",
    ),
    q(
        "joserfc",
        "edit",
        "there's a typo in joserfc/registry.py: 'must be an bool' should say 'must be a bool'. "
        "Fix it?",
        {"effect": {"text_replaced": ["joserfc/registry.py", "must be an bool", "must be a bool"]}},
    ),
]
