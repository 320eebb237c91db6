"""The two-hundred-and-forty-fourth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (sympy 1.14.0: ``sympy/core/traversal.py``;
numpy 2.4.6: ``numpy/_core/memmap.py``; awscli 1.45.11:
``awscli/customizations/history/show.py``; fonttools 4.69.1: ``fontTools/misc/etree.py``), written
blind: by reading only those files, the format of ``heldout128_questions.py``,
``question_helpers.py`` and the gold functions of ``bench_answers.py`` -- never the model's code,
its notes or other sets -- and committed before the model was asked any of them. Nothing is tuned
on it: only its totals are looked at.

The questions are weighted by the size of the files (fontTools' etree shim and awscli's history
``show`` most, then numpy's memmap, sympy's traversal helpers). About a fifth of them are in the
user's own words (``own=True``: behaviour described in everyday words the code does not use for
it, with one definition that fits); the rest name the code, run a command or ask for an edit, each
in a phrasing of its own. Gold forms are those of ``code_questions.py``. fontTools' etree defines
everything inside a module-level ``try``/``except`` (its ElementTree fallback, the one used when
lxml is absent, as here), so its golds are greps. The commands need the whole package to import,
so they run against the installed package; each exercises the one file its workspace holds.

How the golds were checked: ``python benchmarks/check_set.py`` on this file printed ``0 bad``
(every gold resolves to lines of its workspace, every command prints its expected text); each
edit was made by hand on a scratch copy of its workspace and ``bench_answers.check_effect`` held
after it (and, for the two to decline, on the untouched copy).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h244_sympy_traversal": ["sympy/core/traversal.py"],
    "h244_numpy_memmap": ["numpy/_core/memmap.py"],
    "h244_awscli_show": ["awscli/customizations/history/show.py"],
    "h244_fonttools_etree": ["fontTools/misc/etree.py"],
}

TRAV = "sympy/core/traversal.py"
MEMMAP = "numpy/_core/memmap.py"
SHOW = "awscli/customizations/history/show.py"
ETREE = "fontTools/misc/etree.py"


QUESTIONS: list[dict] = [
    # --- sympy/core/traversal.py ---------------------------------------------------------------
    q(
        "h244_sympy_traversal",
        "where",
        "Where's walk() defined in sympy's traversal module?",
        {"def": "walk"},
    ),
    q(
        "h244_sympy_traversal",
        "returns",
        "what comes back from the inner _use helper of use(), both when level hits 0 and when "
        "the node is an atom?",
        {"returns": "use._use"},
    ),
    q(
        "h244_sympy_traversal",
        "calls",
        "In traversal.py, where do the traversals hand the args to ordered() for sorting?",
        grep(r"= ordered\(", TRAV),
    ),
    q(
        "h244_sympy_traversal",
        "which",
        "I'd like to loop over a formula but only go down into the pieces of the kinds I list, "
        "say only sums and products; as soon as I reach something of another kind I don't care what's under it. "
        "Which function is made for that?",
        {"body": "walk"},
        own=True,
    ),
    q(
        "h244_sympy_traversal",
        "which",
        "While iterating with preorder_traversal, which method do I call to stop it from going "
        "into the children of the node I just got?",
        {"body": "preorder_traversal.skip"},
    ),
    q(
        "h244_sympy_traversal",
        "how",
        "Say I give a callback that rewrites every piece of a formula, leaves first and the "
        "root last. What happens with plain Python stuff in there that isn't a sympy object, and "
        "what if my callback chokes on it?",
        {"body": "bottom_up"},
        own=True,
    ),
    q(
        "h244_sympy_traversal",
        "how",
        "How does _preorder_traversal decide which args to walk and in which order -- when does "
        "it use _argset and when does it sort with ordered()?",
        {"body": "preorder_traversal._preorder_traversal"},
    ),
    run(
        "h244_sympy_traversal",
        "Can you run {} for me and tell me the result?",
        "from sympy.core.traversal import use; from sympy import expand; "
        "from sympy.abc import x, y; print(use((x + y)**2 + (x + 1)**2, expand, level=1))",
        "2*x**2 + 2*x*y + 2*x + y**2 + 1",
    ),
    q(
        "h244_sympy_traversal",
        "edit",
        "In sympy/core/traversal.py please rename the nested helper `_use` inside use() to "
        "`_apply_at_level` (the recursive calls too).",
        {"effect": {"renamed": ["_use", "_apply_at_level"]}},
    ),
    q(
        "h244_sympy_traversal",
        "edit",
        "Could you go through traversal.py and add full type annotations to every function and "
        "generator (Basic, Iterator[Basic], Callable and so on) so mypy --strict passes on it?",
        {"effect": {"declined": True}},
    ),
    # --- numpy/_core/memmap.py -----------------------------------------------------------------
    q(
        "h244_numpy_memmap",
        "where",
        "where is memmap.flush defined",
        {"def": "memmap.flush"},
    ),
    q(
        "h244_numpy_memmap",
        "returns",
        "What does memmap.__getitem__ return? I noticed some of my slices come back as a plain "
        "ndarray.",
        {"returns": "memmap.__getitem__"},
    ),
    q(
        "h244_numpy_memmap",
        "raises",
        "np.memmap(path, mode='rw') -> ValueError: mode must be one of [...]. where does numpy "
        "raise that?",
        grep(r"mode must be one of|raise ValueError\($", MEMMAP),
    ),
    q(
        "h244_numpy_memmap",
        "raises",
        'Opening a raw file read-only without a shape I get "Size of available data is not a '
        'multiple of the data-type size". Which line throws it?',
        grep(r'raise ValueError\("Size of available data', MEMMAP),
    ),
    q(
        "h244_numpy_memmap",
        "const",
        "Where is memmap's __array_priority__ set, and to what value?",
        grep(r"__array_priority__ = -100\.0", MEMMAP),
    ),
    q(
        "h244_numpy_memmap",
        "which",
        "When I slice or view an array that's backed by a file on disk, what makes the new "
        "piece remember the file, start position and how it was opened from its parent -- and "
        "forget all that when the two don't actually point at the same bytes?",
        {"body": "memmap.__array_finalize__"},
        own=True,
    ),
    q(
        "h244_numpy_memmap",
        "which",
        "Which memmap method turns the result of np.sum(m) into a scalar and other ufunc "
        "results into a regular ndarray instead of a memmap?",
        {"body": "memmap.__array_wrap__"},
    ),
    q(
        "h244_numpy_memmap",
        "how",
        "If I ask to start reading the disk file at some odd byte position that isn't on a page "
        "boundary, how does it line that up with what the operating system requires?",
        grep(r"ALLOCATIONGRANULARITY|array_offset = offset - start", MEMMAP),
        own=True,
    ),
    q(
        "h244_numpy_memmap",
        "how",
        "how does memmap.__new__ work out what to store in .filename? e.g. for a pathlib.Path vs "
        "an already open file object vs a TemporaryFile",
        grep(
            r"isinstance\(filename, os\.PathLike\)|filename\.resolve\(\)"
            r'|hasattr\(fid, "name"\)|os\.path\.abspath\(fid\.name\)',
            MEMMAP,
        ),
    ),
    run(
        "h244_numpy_memmap",
        "Hi, what does {} print on your side?",
        "import numpy as np, tempfile, os; p = os.path.join(tempfile.mkdtemp(), 'a.dat'); "
        "m = np.memmap(p, dtype='int16', mode='write', shape=(2, 3)); "
        "print(m.mode, m.shape, os.path.getsize(p), type(m + 1).__name__)",
        "w+ (2, 3) 12 ndarray",
    ),
    q(
        "h244_numpy_memmap",
        "edit",
        'numpy/_core/memmap.py: add a `"copy": "c",` alias to mode_equivalents, right after '
        'the line `"copyonwrite": "c",`.',
        {"effect": {"line_after": [MEMMAP, '"copyonwrite": "c",', '"copy": "c",']}},
    ),
    q(
        "h244_numpy_memmap",
        "edit",
        "memmap.__new__ is one long function. Please refactor it into small private helpers "
        "(mode normalisation, size computation, file extension, mmap creation) and add unit "
        "tests for each of them.",
        {"effect": {"declined": True}},
    ),
    # --- awscli/customizations/history/show.py ------------------------------------------------
    q(
        "h244_awscli_show",
        "where",
        "Where is DetailedFormatter._get_api_num?",
        {"def": "DetailedFormatter._get_api_num"},
    ),
    q(
        "h244_awscli_show",
        "where",
        "in the aws history show command, where's the method that picks between the latest "
        "records and a given command id defined? _get_record_iterator i think",
        {"def": "ShowCommand._get_record_iterator"},
    ),
    q(
        "h244_awscli_show",
        "returns",
        "what can SectionValuePrettyFormatter._pformat_http_body return?",
        {"returns": "SectionValuePrettyFormatter._pformat_http_body"},
    ),
    q(
        "h244_awscli_show",
        "calls",
        "Who calls _format_description?",
        grep(r"self\._format_description\(", SHOW),
    ),
    q(
        "h244_awscli_show",
        "calls",
        "where is `_color_if_configured` used in show.py",
        grep(r"self\._color_if_configured\(", SHOW),
    ),
    q(
        "h244_awscli_show",
        "raises",
        "Running `aws history show --include API_CALL --exclude HTTP_REQUEST` fails with a "
        "ValueError. Where is it raised?",
        grep(r"Either --exclude or --include can be provided", SHOW),
    ),
    q(
        "h244_awscli_show",
        "raises",
        "I subclassed Formatter and forgot something, now I get NotImplementedError: _display(). "
        "where does that come from?",
        grep(r"raise NotImplementedError\('_display\(\)'\)", SHOW),
    ),
    q(
        "h244_awscli_show",
        "const",
        "Where does ShowCommand set 'detailed' as the default --format?",
        grep(r"'default': 'detailed'", SHOW),
    ),
    q(
        "h244_awscli_show",
        "which",
        "In the printout of my past CLI runs there are numbers in square brackets before some "
        "headings, and everything from the same round trip to the service gets the same "
        "number. What hands those numbers out?",
        {"body": "DetailedFormatter._get_api_num"},
        own=True,
    ),
    q(
        "h244_awscli_show",
        "which",
        "Which class attribute of DetailedFormatter masks the Signature= part of the "
        "Authorization header so only the first 4 chars show?",
        grep(r"_SIG_FILTER = RegexFilter\(|Signature=", SHOW),
    ),
    q(
        "h244_awscli_show",
        "how",
        "When the history shows me what got sent over the wire, how does it figure out whether "
        "to make the content look nice as markup, as key/value text, or just leave it as it is?",
        {"body": "SectionValuePrettyFormatter._pformat_http_body"},
        own=True,
    ),
    q(
        "h244_awscli_show",
        "how",
        "how does Formatter._should_display decide if an event gets shown, given include and "
        "exclude lists?",
        {"body": "Formatter._should_display"},
    ),
    run(
        "h244_awscli_show",
        "Quick one: {} -- what's the output?",
        "import io; from awscli.customizations.history.show import DetailedFormatter; "
        "b = io.BytesIO(); f = DetailedFormatter(output=b, colorize=False); "
        "f.display({'event_type': 'CLI_ARGUMENTS', 'payload': ['s3', 'ls'], "
        "'request_id': None, 'timestamp': 0}); print(b.getvalue().decode())",
        "with arguments: ['s3', 'ls']",
    ),
    q(
        "h244_awscli_show",
        "edit",
        "SectionValuePrettyFormatter._is_json_structure in awscli/customizations/history/show.py "
        "has no docstring. Add one, something like: return True if the body starts with '{' "
        "and parses as JSON.",
        {"effect": {"docstring": "SectionValuePrettyFormatter._is_json_structure"}},
    ),
    # --- fontTools/misc/etree.py ---------------------------------------------------------------
    q(
        "h244_fonttools_etree",
        "where",
        "where is _get_writer defined in fontTools.misc.etree?",
        grep(r"def _get_writer\(", ETREE),
    ),
    q(
        "h244_fonttools_etree",
        "calls",
        "Which places in etree.py call _tounicode?",
        grep(r"(?<!def )_tounicode\(", ETREE),
    ),
    q(
        "h244_fonttools_etree",
        "calls",
        "who calls _raise_serialization_error",
        grep(r"(?<!def )_raise_serialization_error\(", ETREE),
    ),
    q(
        "h244_fonttools_etree",
        "raises",
        "tostring(el, encoding='unicode', xml_declaration=True) gives me a ValueError. Where is "
        "that raised in fontTools?",
        grep(r"Serialisation to unicode must not request", ETREE),
    ),
    q(
        "h244_fonttools_etree",
        "raises",
        "My glyph name has a \\x01 in it and writing the XML dies with 'All strings must be XML "
        "compatible'. Where's that check?",
        grep(r"All strings must be XML compatible", ETREE),
    ),
    q(
        "h244_fonttools_etree",
        "raises",
        "Where does the etree shim raise `TypeError: cannot serialize ...`?",
        grep(r'raise TypeError\("cannot serialize', ETREE),
    ),
    q(
        "h244_fonttools_etree",
        "which",
        "When I ask for human-readable output, which piece adds the line breaks and spaces so "
        "nested tags come out stair-stepped?",
        grep(
            r'def _indent\(|level \* "  "|_indent\(elem, level \+ 1\)|if level and \(not elem\.tail',
            ETREE,
        ),
        own=True,
    ),
    q(
        "h244_fonttools_etree",
        "which",
        "without lxml, which function gives me lxml's iterwalk, i.e. start/end events over a "
        "tree that's already built?",
        grep(r"def iterwalk\(|def _iterwalk\(|for item in _iterwalk\(", ETREE),
    ),
    q(
        "h244_fonttools_etree",
        "how",
        "How does ElementTree.write in fontTools' etree decide whether to write the <?xml ...?> "
        "declaration when xml_declaration is left as None?",
        grep(r"write_declaration", ETREE),
    ),
    q(
        "h244_fonttools_etree",
        "how",
        "On one XML node with several name=value settings, how is the sequence they get written "
        "out in chosen? Sometimes I get them as I added them and sometimes alphabetical.",
        grep(
            r"try to keep existing attrib order|if len\(attrs\) <= 1 or type\(attrs\) is _Attrib"
            r"|items = sorted\(attrs\.items\(\)\)",
            ETREE,
        ),
        own=True,
    ),
    run(
        "h244_fonttools_etree",
        "please run {} and show me the first line it prints",
        "from fontTools.misc.etree import Element, SubElement, tostring; "
        "r = Element('root', b='1', a='2'); SubElement(r, 'child'); "
        "print(tostring(r, encoding='unicode', pretty_print=True))",
        '<root b="1" a="2">',
    ),
    q(
        "h244_fonttools_etree",
        "edit",
        "I'd like fontTools/misc/etree.py to use double quotes in its XML declaration: set "
        'XML_DECLARATION to """<?xml version="1.0" encoding="%s"?>""" instead.',
        {
            "effect": {
                "value_set": [ETREE, "XML_DECLARATION", '\'<?xml version="1.0" encoding="%s"?>\'']
            }
        },
    ),
]
