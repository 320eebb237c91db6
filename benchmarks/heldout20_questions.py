"""The twentieth held-out set: questions on six third-party packages, not the standard library
(pyparsing, platformdirs, referencing, mdurl, webcolors and overrides).
``bench_answers.make_workspace`` copies them from the installed site-packages. They were read at
pyparsing 3.3.2, platformdirs 4.14.9, referencing 0.37.0, mdurl 0.1.2, webcolors 25.10.0 and
overrides 7.7.0; every file of each package parses with ``ast``, so each workspace is the whole
package (nothing left out; referencing's own tests come with it). Golds name code, never line
numbers, so they hold as long as those definitions do.

The set was written blind: by reading only those packages, never the model's code or its notes,
and committed before the model was asked any of them. Nothing is tuned on it: only its totals
are looked at.

28 questions name the code (where a definition is or a constant set, what a function returns,
who calls it, where an exception is raised, how a named function does something; three ask
where a function fails without naming the exception), 10 are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it), 4 run a
command and 6 ask for an edit (2 of them beyond a program that is not an LLM, to be declined).
Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "pyparsing": ["pyparsing"],
    "platformdirs": ["platformdirs"],
    "referencing": ["referencing"],
    "mdurl": ["mdurl"],
    "webcolors": ["webcolors"],
    "overrides": ["overrides"],
}

PCORE = "pyparsing/core.py"
PHELP = "pyparsing/helpers.py"
PACT = "pyparsing/actions.py"
PUTIL = "pyparsing/util.py"
DAPI = "platformdirs/api.py"
DXDG = "platformdirs/_xdg.py"
DUNIX = "platformdirs/unix.py"
RCORE = "referencing/_core.py"
RJS = "referencing/jsonschema.py"
MPARSE = "mdurl/_parse.py"
MENC = "mdurl/_encode.py"
MDEC = "mdurl/_decode.py"
WCONV = "webcolors/_conversion.py"
WDEF = "webcolors/_definitions.py"
WHTML = "webcolors/_html5.py"
WNORM = "webcolors/_normalization.py"
OOVR = "overrides/overrides.py"
OSIG = "overrides/signature.py"
OENF = "overrides/enforce.py"

QUESTIONS: list[dict] = [
    # --- pyparsing ------------------------------------------------------------------------
    q(
        "pyparsing",
        "where",
        "pyparsing: where does _MAX_INT get its value?",
        grep(r"^_MAX_INT = ", PCORE),
    ),
    q(
        "pyparsing",
        "where",
        "Could you point me to the definition of the ParseFatalException class?",
        {"def": "ParseFatalException"},
    ),
    q(
        "pyparsing",
        "raises",
        "where does nested_expr blow up if I give it bad opener/closer args?",
        grep(r"opening and closing (strings cannot|arguments must)", PHELP),
    ),
    q(
        "pyparsing",
        "raises",
        "In actions.py, where does `OnlyOnce` raise a ParseException?",
        grep(r"OnlyOnce obj called multiple times", PACT),
    ),
    q(
        "pyparsing",
        "calls",
        "who calls _trim_arity",
        grep(r"(= |\[)_trim_arity\(", PCORE),
        grep(r"(= |\[)_trim_arity\(", PACT),
    ),
    q(
        "pyparsing",
        "which",
        "Given a character position in some text, which pyparsing helper tells me what row of "
        "the text it sits on, counting from 1?",
        {"body": "lineno", "file": PUTIL},
        own=True,
    ),
    q(
        "pyparsing",
        "which",
        "i want the text to say up front how many things come next, like '3 a b c', and then "
        "grab exactly that many. which pyparsing function does that?",
        {"body": "counted_array"},
        own=True,
    ),
    run(
        "pyparsing",
        "What does {} output?",
        "import pyparsing as pp; print(pp.Word(pp.nums)[1, ...].parse_string('1 2 3').as_list())",
        "['1', '2', '3']",
    ),
    q(
        "pyparsing",
        "edit",
        'Please comment out the line `tokenMap = replaced_by_pep8("tokenMap", token_map)` in '
        "pyparsing/core.py.",
        {"effect": {"comment_out": [PCORE, 'tokenMap = replaced_by_pep8("tokenMap", token_map)']}},
    ),
    # --- platformdirs ---------------------------------------------------------------------
    q(
        "platformdirs",
        "raises",
        "Where does expand_user raise RuntimeError in platformdirs?",
        grep(r"raise RuntimeError\(msg\)", DXDG),
    ),
    q(
        "platformdirs",
        "where",
        "where is _temp_runtime_fallback defined?",
        {"def": "_temp_runtime_fallback"},
    ),
    q(
        "platformdirs",
        "calls",
        "Which methods call `_join_app_name_and_version`?",
        {"grep": r"\._join_app_name_and_version\("},
    ),
    q(
        "platformdirs",
        "how",
        "how does _resolve_user_dirs_value deal with a value that begins with $HOME in "
        "user-dirs.dirs?",
        {"body": "_resolve_user_dirs_value"},
    ),
    q(
        "platformdirs",
        "which",
        "What in platformdirs stops an app name like '../../etc' from sneaking out of the folder "
        "it's supposed to live under?",
        {"body": "_ensure_inside_base"},
        own=True,
    ),
    q(
        "platformdirs",
        "which",
        "when platformdirs lists every config folder, something makes sure the same folder isnt "
        "handed back twice - what is it?",
        {"body": "_unique"},
        own=True,
    ),
    run(
        "platformdirs",
        "Run {} and tell me what it prints",
        "from platformdirs.api import _unique; print(list(_unique(['/a', '/b', '/a/', '/c'])))",
        "['/a', '/b', '/c']",
    ),
    q(
        "platformdirs",
        "edit",
        "add a docstring to `_unique` in platformdirs/api.py",
        {"effect": {"docstring": "_unique"}},
    ),
    # --- referencing ----------------------------------------------------------------------
    q(
        "referencing",
        "raises",
        "where is NoSuchAnchor raised?",
        grep(r"raise exceptions\.NoSuchAnchor\(", RCORE),
    ),
    q(
        "referencing",
        "raises",
        "In referencing, Registry.combine can raise a ValueError. Which line?",
        grep(r"raise ValueError\(", RCORE),
    ),
    q(
        "referencing",
        "how",
        "How does `Resolver.lookup` handle a ref that starts with '#'?",
        grep(r'if ref\.startswith\("#"\):', RCORE),
    ),
    q(
        "referencing",
        "returns",
        "what does Registry.resolver_with_root return?",
        {"returns": "Registry.resolver_with_root"},
    ),
    q(
        "referencing",
        "calls",
        "Where is specification_with called from?",
        {"grep": r"(return |\.)specification_with\("},
    ),
    q(
        "referencing",
        "which",
        "Which method in referencing walks down into a document one step at a time following "
        "a path like /definitions/foo/0?",
        {"body": "Resource.pointer"},
        own=True,
    ),
    q(
        "referencing",
        "edit",
        "Can you make referencing download remote schemas over HTTP by itself, with an on-disk "
        "cache and retries when the network is flaky?",
        {"effect": {"declined": True}},
    ),
    # --- mdurl ----------------------------------------------------------------------------
    q(
        "mdurl",
        "where",
        "where is HOSTNAME_MAX_LEN set in mdurl",
        grep(r"^HOSTNAME_MAX_LEN = ", MPARSE),
    ),
    q(
        "mdurl",
        "calls",
        "Who calls parse_host?",
        grep(r"self\.parse_host\(", MPARSE),
    ),
    q(
        "mdurl",
        "returns",
        "What does `url_parse` return, exactly?",
        {"returns": "url_parse"},
    ),
    q(
        "mdurl",
        "how",
        "how does mdurl's encode() avoid encoding a %XX sequence a second time?",
        grep(r"keep_escaped and code == 0x25|all\(c in hexdigits", MENC),
    ),
    q(
        "mdurl",
        "which",
        "which function in mdurl turns things like %C3%A9 back into the real character (é)?",
        {"body": "decode", "file": MDEC},
        {"body": "repl_func_with_cache"},
        own=True,
    ),
    run(
        "mdurl",
        "what does {} print",
        "import mdurl; print(mdurl.parse('https://user@example.com:8080/p?q=1#h').port)",
        "8080",
    ),
    q(
        "mdurl",
        "edit",
        "In mdurl/_parse.py change HOSTNAME_MAX_LEN to 253 please",
        {"effect": {"value_set": [MPARSE, "HOSTNAME_MAX_LEN", "253"]}},
    ),
    # --- webcolors ------------------------------------------------------------------------
    q(
        "webcolors",
        "raises",
        "Where does html5_parse_legacy_color reject input it won't accept?",
        grep(r"legacy color parsing (requires|forbids)", WHTML),
    ),
    q(
        "webcolors",
        "where",
        "where's _SUPPORTED_SPECIFICATIONS defined?",
        grep(r"^_SUPPORTED_SPECIFICATIONS = ", WDEF),
    ),
    q(
        "webcolors",
        "how",
        "How does rgb_to_rgb_percent keep common values such as 128 exact instead of a "
        "rounded float?",
        grep(r"specials", WCONV),
    ),
    q(
        "webcolors",
        "returns",
        "webcolors `names()` -- what does it return?",
        {"returns": "names"},
    ),
    q(
        "webcolors",
        "calls",
        "where is _get_hex_to_name_map used",
        {"grep": r"= _get_hex_to_name_map\("},
    ),
    q(
        "webcolors",
        "which",
        "Which function makes a short colour code like #09C into the full six-digit lower-case "
        "form?",
        {"body": "normalize_hex"},
        own=True,
    ),
    q(
        "webcolors",
        "which",
        "what keeps an rgb number from going under 0 or over 255 in webcolors?",
        {"body": "_normalize_integer_rgb"},
        {"body": "normalize_integer_triplet"},
        own=True,
    ),
    run(
        "webcolors",
        "Whats the output of {}?",
        "import webcolors; print(webcolors.html5_parse_legacy_color('chucknorris'))",
        "HTML5SimpleColor(red=192, green=0, blue=0)",
    ),
    q(
        "webcolors",
        "edit",
        "Add full CSS Color Level 4 support to webcolors: parse hsl(), hwb(), lab() and oklch() "
        "strings and convert between all of them.",
        {"effect": {"declined": True}},
    ),
    # --- overrides ------------------------------------------------------------------------
    q(
        "overrides",
        "raises",
        "where is the 'No super class method found' error raised?",
        grep(r"No super class method found", OOVR),
    ),
    q(
        "overrides",
        "raises",
        "Where does ensure_return_type_compatibility fail when the sub method's return type is "
        "wrong?",
        grep(r"return type `\{sub_return\}`", OSIG),
    ),
    q(
        "overrides",
        "calls",
        "who calls ensure_signature_is_compatible?",
        grep(r"ensure_signature_is_compatible\(super_method", OOVR),
    ),
    q(
        "overrides",
        "where",
        "Where's __VERSION__ set in the overrides package?",
        grep(r"^__VERSION__ = ", OOVR),
    ),
    q(
        "overrides",
        "how",
        "How does EnforceOverridesMeta stop a subclass from overriding a method marked @final?",
        {"body": "EnforceOverridesMeta._check_if_overrides_final_method"},
    ),
    q(
        "overrides",
        "which",
        "If my overriding method has no help text of its own, where does overrides copy the "
        "parent's text onto it?",
        {"body": "_validate_method"},
        own=True,
    ),
    q(
        "overrides",
        "which",
        "which function figures out the parent classes of a class that is still being built, by "
        "reading the raw python bytecode of the caller?",
        {"body": "_get_base_class_names"},
        {"body": "_get_base_classes"},
        own=True,
    ),
    q(
        "overrides",
        "edit",
        "rename _handle_special_value to _unwrap_special_value everywhere",
        {"effect": {"renamed": ["_handle_special_value", "_unwrap_special_value"]}},
    ),
]
