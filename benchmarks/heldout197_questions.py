"""The hundred-and-ninety-seventh held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (urllib3 2.7.0: ``urllib3/util/ssl_.py``; mistune
3.4.0: ``mistune/list_parser.py``; lark 1.3.1: ``lark/parse_tree_builder.py``; wcwidth 0.7.0:
``wcwidth/_width.py``), written blind: by reading only those files, never the model's code or its
notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

The questions are weighted by the size of the files (urllib3's TLS helpers most, then mistune's
list parser, lark's parse-tree builder, wcwidth's width()). About a fifth of them are in the
user's own words (``"own": True``: behaviour described in everyday words the code does not use for
it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold
forms are those of ``code_questions.py``. The commands need the whole package to import, so they
run against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h197_urllib3_ssl": ["urllib3/util/ssl_.py"],
    "h197_mistune_list_parser": ["mistune/list_parser.py"],
    "h197_lark_parse_tree_builder": ["lark/parse_tree_builder.py"],
    "h197_wcwidth_width": ["wcwidth/_width.py"],
}

SSL = "urllib3/util/ssl_.py"
LIST = "mistune/list_parser.py"
PTB = "lark/parse_tree_builder.py"
WIDTH = "wcwidth/_width.py"


QUESTIONS: list[dict] = [
    # --- urllib3/util/ssl_.py ----------------------------------------------------------------
    q(
        "h197_urllib3_ssl",
        "where",
        "where is `_is_has_never_check_common_name_reliable` defined?",
        {"def": "_is_has_never_check_common_name_reliable"},
    ),
    q(
        "h197_urllib3_ssl",
        "returns",
        "what does resolve_ssl_version give back when I pass None, and when I pass a string "
        "like 'TLSv1_2'?",
        {"returns": "resolve_ssl_version"},
    ),
    q(
        "h197_urllib3_ssl",
        "calls",
        "Who calls _ssl_wrap_socket_impl in ssl_.py?",
        grep(r"= _ssl_wrap_socket_impl\(", SSL),
    ),
    q(
        "h197_urllib3_ssl",
        "raises",
        "I pinned a cert fingerprint and urllib3 says `Fingerprint of invalid length`. Which line "
        "raises that?",
        grep(r'raise SSLError\(f"Fingerprint of invalid length', SSL),
    ),
    q(
        "h197_urllib3_ssl",
        "raises",
        "ssl_wrap_socket errors out with 'Client private key is encrypted, password is required' "
        "-- where exactly is that thrown?",
        grep(r"Client private key is encrypted, password is required", SSL),
    ),
    q(
        "h197_urllib3_ssl",
        "raises",
        "where does create_urllib3_context refuse ssl_version together with ssl_minimum_version?",
        grep(r"raise ValueError\(|Can't specify both 'ssl_version' and either", SSL),
    ),
    q(
        "h197_urllib3_ssl",
        "const",
        "Which ALPN protocols does urllib3 offer by default? Point me to where that list is set.",
        grep(r"^ALPN_PROTOCOLS = ", SSL),
    ),
    q(
        "h197_urllib3_ssl",
        "which",
        "which function tells me whether the server I'm connecting to was given as plain numbers "
        "(like 10.0.0.1 or something with colons) rather than a domain name?",
        {"def": "is_ipaddress"},
        own=True,
    ),
    q(
        "h197_urllib3_ssl",
        "which",
        "Is there a helper that opens my pem on disk and peeks at it line by line to see if it's "
        "password-protected? Which one?",
        {"def": "_is_key_file_encrypted"},
        own=True,
    ),
    q(
        "h197_urllib3_ssl",
        "how",
        "How does create_urllib3_context decide whether check_hostname gets switched on? I pass "
        "cert_reqs myself sometimes.",
        grep(
            r"if cert_reqs == ssl\.CERT_REQUIRED and not IS_PYOPENSSL|context\.check_hostname = ",
            SSL,
        ),
    ),
    q(
        "h197_urllib3_ssl",
        "how",
        "I want wireshark to be able to decode my https traffic. If I point an environment "
        "variable at a dump path, how does that get picked up when the connection is set up?",
        grep(
            r'if "SSLKEYLOGFILE" in os\.environ|sslkeylogfile = os\.path\.expandvars|'
            r"context\.keylog_filename = sslkeylogfile",
            SSL,
        ),
        own=True,
    ),
    run(
        "h197_urllib3_ssl",
        "Can you execute {} and tell me what comes out?",
        "from urllib3.util.ssl_ import is_ipaddress; "
        "print([is_ipaddress(h) for h in ('10.0.0.1', 'example.com', b'::1')])",
        "[True, False, True]",
    ),
    q(
        "h197_urllib3_ssl",
        "edit",
        "I'm chasing an ALPN problem with an odd server. In urllib3/util/ssl_.py, comment out "
        "the `context.set_alpn_protocols(ALPN_PROTOCOLS)` line in ssl_wrap_socket for now.",
        {"effect": {"comment_out": [SSL, "context.set_alpn_protocols(ALPN_PROTOCOLS)"]}},
    ),
    q(
        "h197_urllib3_ssl",
        "edit",
        "Could you audit create_urllib3_context and ssl_wrap_socket for security holes, fix "
        "whatever is weak, and make sure the tests still pass against a real TLS server?",
        {"effect": {"declined": True}},
    ),
    # --- mistune/list_parser.py --------------------------------------------------------------
    q(
        "h197_mistune_list_parser",
        "where",
        "Where's the _ListItemLines dataclass declared?",
        {"def": "_ListItemLines"},
    ),
    q(
        "h197_mistune_list_parser",
        "where",
        "which line has the `leading_width` property of _ListMarker in mistune?",
        {"def": "_ListMarker.leading_width"},
    ),
    q(
        "h197_mistune_list_parser",
        "returns",
        "what does `_get_list_bullet` return, say for a ')' marker?",
        {"returns": "_get_list_bullet"},
    ),
    q(
        "h197_mistune_list_parser",
        "calls",
        "list every place that calls _expand_leading_tabs",
        grep(r"(?<!def )_expand_leading_tabs\(", LIST),
    ),
    q(
        "h197_mistune_list_parser",
        "calls",
        "Where does _create_list_marker get used in list_parser.py?",
        grep(r"= _create_list_marker\(", LIST),
    ),
    q(
        "h197_mistune_list_parser",
        "const",
        "Where's the regex that recognises a list marker (the `list_1`/`list_2`/`list_3` groups) "
        "defined?",
        grep(r"^LIST_PATTERN = \(", LIST),
    ),
    q(
        "h197_mistune_list_parser",
        "which",
        "Which function rewrites paragraph tokens to block_text when a list turns out tight?",
        {"def": "_transform_tight_list"},
    ),
    q(
        "h197_mistune_list_parser",
        "which",
        "In the markdown parser, which helper looks at what came out of one item and says "
        "'there's an empty gap or two separate chunks of prose in here, so render the whole "
        "thing spaced out'?",
        {"def": "_is_loose_list"},
        own=True,
    ),
    q(
        "h197_mistune_list_parser",
        "how",
        "how does _strip_continuation_indent cope with a tab that only partly falls inside the "
        "indent it has to remove?",
        {"body": "_strip_continuation_indent"},
    ),
    q(
        "h197_mistune_list_parser",
        "how",
        "If somebody pastes bullets inside quotes inside bullets, hundreds of levels down, what "
        "keeps the parser from crashing on it?",
        grep(
            r"if depth >= block\.max_nested_level - 1|"
            r"rules = \[rule for rule in block\.list_rules if rule not in",
            LIST,
        ),
        own=True,
    ),
    run(
        "h197_mistune_list_parser",
        "what does {} print? want to see how a numbered list not starting at 1 comes out",
        "import mistune; print(mistune.html('3. a\\n4. b'))",
        '<ol start="3">',
    ),
    q(
        "h197_mistune_list_parser",
        "edit",
        "_count_indent in mistune/list_parser.py has no docstring. Add one, something like "
        "'Return the column width of the leading spaces and tabs of text.'",
        {"effect": {"docstring": "_count_indent"}},
    ),
    # --- lark/parse_tree_builder.py ----------------------------------------------------------
    q(
        "h197_lark_parse_tree_builder",
        "where",
        "where is ChildFilterLALR_NoPlaceholders declared",
        {"def": "ChildFilterLALR_NoPlaceholders"},
    ),
    q(
        "h197_lark_parse_tree_builder",
        "returns",
        "make_propagate_positions: what does it hand back for True, for False, and for a callable?",
        {"returns": "make_propagate_positions"},
    ),
    q(
        "h197_lark_parse_tree_builder",
        "calls",
        "Who calls `_should_expand` in lark's parse_tree_builder?",
        grep(r"(?<!def )_should_expand\(", PTB),
    ),
    q(
        "h197_lark_parse_tree_builder",
        "raises",
        "I passed propagate_positions='yes' to Lark and got a ConfigurationError. Where is it "
        "raised?",
        grep(r"raise ConfigurationError\(", PTB),
    ),
    q(
        "h197_lark_parse_tree_builder",
        "raises",
        "My transformer uses v_args(meta=True) and when I hand it to Lark(transformer=...) I get "
        "NotImplementedError. which line does that?",
        grep(r"raise NotImplementedError\(", PTB),
    ),
    q(
        "h197_lark_parse_tree_builder",
        "which",
        "Which class makes a `?rule` with only one child collapse into that child?",
        {"def": "ExpandSingleChild"},
    ),
    q(
        "h197_lark_parse_tree_builder",
        "which",
        "After parsing I want every branch of the result to know where in my input text it began "
        "and where it finished. Which piece stamps that on?",
        {"def": "PropagatePositions"},
        {"body": "PropagatePositions.__call__"},
        own=True,
    ),
    q(
        "h197_lark_parse_tree_builder",
        "how",
        "How does ParseTreeBuilder.create_callback choose between a method on my transformer and "
        "the plain tree class for each rule?",
        {"body": "ParseTreeBuilder.create_callback"},
    ),
    q(
        "h197_lark_parse_tree_builder",
        "how",
        "how does it decide which bits of my input, like commas and brackets, get thrown away "
        "rather than showing up in the result?",
        {"body": "maybe_create_child_filter"},
        own=True,
    ),
    run(
        "h197_lark_parse_tree_builder",
        "Run {} and tell me the output.",
        "from lark.parse_tree_builder import make_propagate_positions as m; "
        "print(m(True).__name__, m(False))",
        "PropagatePositions None",
    ),
    q(
        "h197_lark_parse_tree_builder",
        "edit",
        "rename `_pp_get_meta` to `_find_meta` in lark/parse_tree_builder.py, calls included",
        {"effect": {"renamed": ["_pp_get_meta", "_find_meta"]}},
    ),
    q(
        "h197_lark_parse_tree_builder",
        "edit",
        "Please add full type hints to every class and function in parse_tree_builder.py and get "
        "it passing mypy --strict.",
        {"effect": {"declined": True}},
    ),
    # --- wcwidth/_width.py -------------------------------------------------------------------
    q(
        "h197_wcwidth_width",
        "returns",
        "What does wcwidth's width() return? I noticed there's an early exit for plain ascii.",
        {"returns": "width"},
    ),
    q(
        "h197_wcwidth_width",
        "calls",
        "where's bisearch called in _width.py?",
        grep(r"bisearch\(", WIDTH),
    ),
    q(
        "h197_wcwidth_width",
        "raises",
        "With control_codes='strict' a newline in my text gives ValueError: Vertical movement "
        "character. Where's that raised?",
        grep(r'raise ValueError\(f"Vertical movement character', WIDTH),
    ),
    q(
        "h197_wcwidth_width",
        "raises",
        "Show me all the lines in wcwidth/_width.py that raise ValueError.",
        grep(r"raise ValueError\(", WIDTH),
    ),
    q(
        "h197_wcwidth_width",
        "which",
        "which function is the fast path used for control_codes='ignore'?",
        {"def": "_width_ignored_codes"},
    ),
    q(
        "h197_wcwidth_width",
        "which",
        "I'm lining up coloured output in a terminal table. Which function tells me how much room "
        "a string really takes on screen, escapes and all?",
        {"def": "width"},
        own=True,
    ),
    q(
        "h197_wcwidth_width",
        "how",
        "How does width() work out where a tab lands? is tabsize used as a stop or just added?",
        grep(r"current_col \+= tabsize - \(current_col % tabsize\)", WIDTH),
    ),
    q(
        "h197_wcwidth_width",
        "how",
        "If my string has two country flags in a row, how does it avoid counting the second half "
        "of each flag as a separate character?",
        grep(
            r"if ucs in _REGIONAL_INDICATOR_SET:|"
            r"while j >= 0 and ord\(text\[j\]\) in _REGIONAL_INDICATOR_SET|if ri_before % 2 == 1:",
            WIDTH,
        ),
        own=True,
    ),
    run(
        "h197_wcwidth_width",
        "quick check, can you run {} for me?",
        "from wcwidth._width import width; "
        "print(width('abc\\t'), width('1\\x1b[10C'), width('\\x1b[31mred\\x1b[0m'))",
        "8 11 3",
    ),
    q(
        "h197_wcwidth_width",
        "edit",
        "bump _WIDTH_FAST_PATH_MIN_LEN in wcwidth/_width.py from 20 to 32",
        {"effect": {"value_set": [WIDTH, "_WIDTH_FAST_PATH_MIN_LEN", "32"]}},
    ),
]
