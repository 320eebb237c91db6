"""The hundred-and-ninety-ninth set: questions on one module each of four third-party packages,
copied from the installed site-packages (Werkzeug 3.1.8: ``werkzeug/sansio/response.py``; cffi
2.0.0: ``cffi/vengine_gen.py``; dask 2026.8.0: ``dask/array/svg.py``; mistune 3.4.0:
``mistune/helpers.py``), written blind: by reading only those files, never the model's code or its
notes, and committed before the model was asked any of them. This is a tuning set: its misses are
read and fixed.

The questions are weighted by the size of the files (Werkzeug's sans-IO response most, then cffi's
generic verify engine, dask's SVG drawing of chunks, mistune's link-parsing helpers). About a fifth
of them are in the user's own words (``"own": True``: behaviour described in everyday words the
code does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``. The commands need the whole
package to import, so they run against the installed package; each exercises the one file its
workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h199_werkzeug_response": ["werkzeug/sansio/response.py"],
    "h199_cffi_vengine_gen": ["cffi/vengine_gen.py"],
    "h199_dask_svg": ["dask/array/svg.py"],
    "h199_mistune_helpers": ["mistune/helpers.py"],
}

RESP = "werkzeug/sansio/response.py"
VGEN = "cffi/vengine_gen.py"
SVG = "dask/array/svg.py"
HELP = "mistune/helpers.py"


QUESTIONS: list[dict] = [
    # --- werkzeug/sansio/response.py ---------------------------------------------------------
    q(
        "h199_werkzeug_response",
        "where",
        "Where is set_etag defined on the sansio Response?",
        {"def": "Response.set_etag"},
    ),
    q(
        "h199_werkzeug_response",
        "where",
        "line number for `mimetype_params` in werkzeug/sansio/response.py pls",
        {"def": "Response.mimetype_params"},
    ),
    q(
        "h199_werkzeug_response",
        "returns",
        "If a response has no ETag header at all, what does get_etag hand back to me?",
        {"returns": "Response.get_etag"},
    ),
    q(
        "h199_werkzeug_response",
        "calls",
        "Which attributes of Response are built with `_set_property`?",
        grep(r"= _set_property\(", RESP),
    ),
    q(
        "h199_werkzeug_response",
        "calls",
        "where in the response module does get_content_type get called? I want to see where the "
        "charset gets tacked on",
        grep(r"get_content_type\(", RESP),
    ),
    q(
        "h199_werkzeug_response",
        "raises",
        "Doing `Response(status='   ')` gives me ValueError: Empty status argument. Which line "
        "raises it?",
        grep(r'raise ValueError\("Empty status argument"\)', RESP),
    ),
    q(
        "h199_werkzeug_response",
        "const",
        "Where's the cookie size limit that set_cookie warns about configured, and what is it by "
        "default?",
        grep(r"^\s*max_cookie_size = 4093", RESP),
    ),
    run(
        "h199_werkzeug_response",
        "Run {} and tell me what the status line looks like.",
        "from werkzeug.sansio.response import Response; print(Response(status=418).status)",
        "418 I'M A TEAPOT",
    ),
    q(
        "h199_werkzeug_response",
        "edit",
        "`Response._clean_status` in werkzeug/sansio/response.py doesn't have a docstring. Could "
        "you add one saying it splits a status into the status line and the integer code?",
        {"effect": {"docstring": "Response._clean_status"}},
    ),
    q(
        "h199_werkzeug_response",
        "edit",
        "The cookie handling in the sansio Response looks sketchy to me. Please audit set_cookie "
        "and delete_cookie for security problems, fix whatever you find and add tests for it.",
        {"effect": {"declined": True}},
    ),
    q(
        "h199_werkzeug_response",
        "which",
        "which Response method gets rid of a cookie by re-sending it with expires=0 and max_age=0?",
        {"def": "Response.delete_cookie"},
    ),
    q(
        "h199_werkzeug_response",
        "which",
        "When I only give a bare number for how the request went, say 404, something fills in the "
        "words like NOT FOUND next to it. Which function does that?",
        {"body": "Response._clean_status"},
        own=True,
    ),
    q(
        "h199_werkzeug_response",
        "which",
        "Some reply fields are just a comma separated bunch of words. Which helper lets me treat "
        "one of those like a collection I can add to, and drops the field altogether once it's "
        "emptied?",
        {"body": "_set_property"},
        own=True,
    ),
    q(
        "h199_werkzeug_response",
        "how",
        "How does the sansio Response constructor pick a Content-Type when I pass neither "
        "mimetype nor content_type?",
        {"body": "Response.__init__"},
    ),
    q(
        "h199_werkzeug_response",
        "how",
        "my server offers a few different ways to log in and I hand the reply all of them at "
        "once. how does it make sure every one goes out, not just one of them?",
        grep(
            r'self\.headers\.set\("WWW-Authenticate", value\[0\]|'
            r'self\.headers\.add\("WWW-Authenticate"',
            RESP,
        ),
        own=True,
    ),
    q(
        "h199_werkzeug_response",
        "how",
        "retry_after: how does it tell a Retry-After of plain seconds apart from one that's an "
        "HTTP date?",
        grep(
            r"seconds = int\(value\)|return parse_date\(value\)|"
            r"return datetime\.now\(timezone\.utc\) \+ timedelta",
            RESP,
        ),
    ),
    # --- cffi/vengine_gen.py -----------------------------------------------------------------
    q(
        "h199_cffi_vengine_gen",
        "where",
        "where's _make_struct_wrapper in cffi's vengine_gen?",
        {"def": "VGenericEngine._make_struct_wrapper"},
    ),
    q(
        "h199_cffi_vengine_gen",
        "where",
        "Can you point me at the definition of `_loaded_gen_variable`?",
        {"def": "VGenericEngine._loaded_gen_variable"},
    ),
    q(
        "h199_cffi_vengine_gen",
        "returns",
        "what comes back from VGenericEngine._load_constant, for the int case and for the others?",
        {"returns": "VGenericEngine._load_constant"},
    ),
    q(
        "h199_cffi_vengine_gen",
        "calls",
        "Who calls _generate_gen_const in vengine_gen.py?",
        grep(r"self\._generate_gen_const\(", VGEN),
    ),
    q(
        "h199_cffi_vengine_gen",
        "raises",
        "ffi.verify() died with 'not implemented in verify(): ...'. Where does the generic engine "
        "raise that?",
        grep(r"not implemented in verify\(\)", VGEN),
    ),
    q(
        "h199_cffi_vengine_gen",
        "raises",
        "where is the TypeError about a struct being 'used as result type, but is opaque' thrown?",
        grep(r"raise TypeError\(", VGEN),
    ),
    q(
        "h199_cffi_vengine_gen",
        "raises",
        "I'm getting `wrong offset for field 'x' (we have 4, but C compiler says 8)`. Which code "
        "raises this?",
        grep(r"if realvalue != expectedvalue:|we have %d, but C compiler says", VGEN),
    ),
    q(
        "h199_cffi_vengine_gen",
        "raises",
        "Where does vengine_gen complain with 'bad size: ... does not seem to be an array of'?",
        grep(r"if rest != 0:|bad size: %r does not seem to be an array", VGEN),
    ),
    run(
        "h199_cffi_vengine_gen",
        "can you execute {} and show me the name it builds?",
        "from cffi.vengine_gen import VGenericEngine; e = VGenericEngine.__new__(VGenericEngine); "
        "print(e._enum_funcname('enum', chr(36) + '1'))",
        "_cffi_e_enum____D_1",
    ),
    q(
        "h199_cffi_vengine_gen",
        "edit",
        "In cffi/vengine_gen.py rename `_struct_pending_verification` to `_structs_to_verify` "
        "everywhere.",
        {"effect": {"renamed": ["_struct_pending_verification", "_structs_to_verify"]}},
    ),
    q(
        "h199_cffi_vengine_gen",
        "edit",
        "in _generate_gen_function_decl, comment out `self.export_symbols.append(wrappername)` "
        "for now, I want to see what breaks on Windows without it",
        {"effect": {"comment_out": [VGEN, "self.export_symbols.append(wrappername)"]}},
    ),
    q(
        "h199_cffi_vengine_gen",
        "which",
        "Which method writes out the little C function that reports how big a record is, how it "
        "lines up in memory, and where each of its members sits?",
        {"body": "VGenericEngine._generate_struct_or_union_decl"},
        own=True,
    ),
    q(
        "h199_cffi_vengine_gen",
        "which",
        "C won't accept a dollar sign in a symbol. Which piece swaps that character out for "
        "something the compiler is fine with?",
        {"body": "VGenericEngine._enum_funcname"},
        own=True,
    ),
    q(
        "h199_cffi_vengine_gen",
        "how",
        "How does _generate_gen_function_decl deal with a C function that takes or returns a "
        "struct by value?",
        {"body": "VGenericEngine._generate_gen_function_decl"},
    ),
    q(
        "h199_cffi_vengine_gen",
        "how",
        "Say the header declares a global table like `int foo[];` without saying how many "
        "entries it holds. How does it work out that count once the thing is compiled?",
        grep(r"size = function\(\)|length, rest = divmod\(size", VGEN),
        own=True,
    ),
    # --- dask/array/svg.py -------------------------------------------------------------------
    q(
        "h199_dask_svg",
        "where",
        "where is draw_sizes defined",
        {"def": "draw_sizes"},
    ),
    q(
        "h199_dask_svg",
        "returns",
        "What does `grid_points` in dask/array/svg.py return?",
        {"returns": "grid_points"},
    ),
    q(
        "h199_dask_svg",
        "calls",
        "who uses svg_grid?",
        grep(r"= svg_grid\(", SVG),
    ),
    q(
        "h199_dask_svg",
        "raises",
        "The notebook repr of my array fails with \"Can't generate SVG with unknown chunk "
        'sizes". Where does that get raised?',
        grep(r"raise NotImplementedError\($", SVG),
    ),
    q(
        "h199_dask_svg",
        "raises",
        "where does svg() refuse arrays that have a zero-length dimension or no dimensions at all?",
        grep(r"0-length dimensions|with 0 dimensions", SVG),
    ),
    run(
        "h199_dask_svg",
        "what does {} print?",
        "from dask.array.svg import draw_sizes; print(draw_sizes((1000, 10)))",
        "(200.0, 42.35",
    ),
    q(
        "h199_dask_svg",
        "edit",
        "Please bump the cache on svg() in dask/array/svg.py from 512 entries to 1024.",
        {"effect": {"text_replaced": [SVG, "@lru_cache(maxsize=512)", "@lru_cache(maxsize=1024)"]}},
    ),
    q(
        "h199_dask_svg",
        "which",
        "My array is split into thousands of blocks. Which function thins out the strokes so "
        "only a handful, spread out evenly, end up in the picture?",
        {"body": "svg_lines"},
        own=True,
    ),
    q(
        "h199_dask_svg",
        "how",
        "How does ratio_response squash a really lopsided ratio between dimensions?",
        {"body": "ratio_response"},
    ),
    q(
        "h199_dask_svg",
        "how",
        "The shaded box behind the drawing is pale orange for one of my arrays and dark brown for "
        "another. What decides which one I get?",
        grep(r'color = "ECB172" if', SVG),
        own=True,
    ),
    # --- mistune/helpers.py ------------------------------------------------------------------
    q(
        "h199_mistune_helpers",
        "returns",
        "what does parse_link_label give back when the label never closes?",
        {"returns": "parse_link_label"},
    ),
    q(
        "h199_mistune_helpers",
        "calls",
        "Who calls `_skip_ascii_whitespace` in mistune's helpers?",
        grep(r"= _skip_ascii_whitespace\(", HELP),
    ),
    q(
        "h199_mistune_helpers",
        "const",
        "Where are the tags like pre, script and style (the ones whose content is kept as is) "
        "listed in mistune/helpers.py?",
        grep(r"^PRE_TAGS = ", HELP),
    ),
    run(
        "h199_mistune_helpers",
        "Quick check: what's the output of {}?",
        "from mistune.helpers import parse_link_title; print(parse_link_title(' (hi) x', 0, 8))",
        "('hi', 5)",
    ),
    q(
        "h199_mistune_helpers",
        "edit",
        "set MAX_LINK_LABEL_LENGTH in mistune/helpers.py to 500",
        {"effect": {"value_set": [HELP, "MAX_LINK_LABEL_LENGTH", "500"]}},
    ),
    q(
        "h199_mistune_helpers",
        "which",
        "which helper turns `\\*` back into `*`, i.e. drops the backslash before punctuation?",
        {"def": "unescape_char"},
    ),
    q(
        "h199_mistune_helpers",
        "which",
        "Which function scans forward counting [ and ] so that nested pairs balance out, and "
        "stops at the one that closes the first?",
        {"body": "parse_link_text"},
        own=True,
    ),
    q(
        "h199_mistune_helpers",
        "how",
        "How does _parse_link_href cope with parentheses inside a bare URL, and when does it give "
        "up on the link?",
        {"body": "_parse_link_href"},
    ),
    q(
        "h199_mistune_helpers",
        "how",
        "In markdown like `[a](/x (tip))` the hover text sits in round brackets. What happens "
        "when there's another round bracket inside that hover text?",
        grep(r'opener == "\(" and c == "\("', HELP),
        own=True,
    ),
]
