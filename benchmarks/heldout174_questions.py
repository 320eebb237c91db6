"""The hundred-and-seventy-fourth blind set: questions on one module each of four third-party
packages, copied from the installed site-packages (parso 0.8.7: ``parso/python/pep8.py``; docutils
0.19: ``docutils/parsers/rst/roles.py``; setuptools 65.5.0: ``setuptools/command/egg_info.py``;
anyio 4.16.0: ``anyio/_core/_tempfile.py``), written blind: by reading only those files, never the
model's code or its notes, and committed before the model was asked any of them. It is a tuning
set: its misses are read and fixed, so its totals say less about unseen code than a held-out
set's do.

The questions are weighted by the size of the files (parso's PEP 8 normalizer and setuptools'
egg_info command most, then anyio's temporary files, docutils' roles). About a fifth of them are in
the user's own words (``"own": True``: behaviour described in everyday words the code does not use
for it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own.
Gold forms are those of ``code_questions.py``. The commands need the whole package to import, so
they run against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h174_parso_pep8": ["parso/python/pep8.py"],
    "h174_docutils_roles": ["docutils/parsers/rst/roles.py"],
    "h174_setuptools_egg_info": ["setuptools/command/egg_info.py"],
    "h174_anyio_tempfile": ["anyio/_core/_tempfile.py"],
}

PEP8 = "parso/python/pep8.py"
ROLES = "docutils/parsers/rst/roles.py"
EGG = "setuptools/command/egg_info.py"
TEMP = "anyio/_core/_tempfile.py"


QUESTIONS: list[dict] = [
    # --- parso/python/pep8.py ----------------------------------------------------------------
    q(
        "h174_parso_pep8",
        "where",
        "In parso's pep8 module, which line is the BackslashNode class on?",
        {"def": "BackslashNode"},
    ),
    q(
        "h174_parso_pep8",
        "returns",
        "what number comes back from `_get_wanted_blank_lines_count`? is it 2 at module level "
        "and 1 inside a class?",
        {"returns": "PEP8Normalizer._get_wanted_blank_lines_count"},
    ),
    q(
        "h174_parso_pep8",
        "calls",
        "who calls _check_tabs_spaces",
        grep(r"self\._check_tabs_spaces\(", PEP8),
    ),
    q(
        "h174_parso_pep8",
        "calls",
        "I'm tracing the blank line bookkeeping in pep8.py. Where is `_reset_newlines` used?",
        grep(r"self\._reset_newlines\(", PEP8),
    ),
    q(
        "h174_parso_pep8",
        "raises",
        "parso hands me E722 for a bare `except:` -- where does the normalizer add that issue?",
        grep(r"add_issue\(child, 722", PEP8),
    ),
    q(
        "h174_parso_pep8",
        "raises",
        "where does the style checker grumble when I leave a big gap of empty lines between two "
        "pieces of code?",
        grep(r"Too many blank lines", PEP8),
        own=True,
    ),
    q(
        "h174_parso_pep8",
        "const",
        "where is the 79 character limit for PEP8NormalizerConfig set?",
        grep(r"max_characters=79", PEP8),
    ),
    q(
        "h174_parso_pep8",
        "which",
        "Which method of the PEP 8 normalizer looks at the whitespace between two tokens and "
        "reports things like E225 and E231?",
        {"def": "PEP8Normalizer._check_spacing"},
    ),
    q(
        "h174_parso_pep8",
        "which",
        "Is there a little helper that tells whether an identifier starts and ends with two "
        "underscores, like `__all__` or `__version__`? which one?",
        {"def": "_is_magic_name"},
        own=True,
    ),
    q(
        "h174_parso_pep8",
        "how",
        "How does `_check_line_length` decide to let an overlong comment slide, say one that is "
        "just a long URL?",
        {"body": "PEP8Normalizer._check_line_length"},
    ),
    q(
        "h174_parso_pep8",
        "how",
        "When I break a call over several lines right after the opening paren, how does it work "
        "out how far in the following lines ought to start? Lined up under the first argument, "
        "or just one step further in than the line above?",
        {"body": "BracketNode.__init__"},
        own=True,
    ),
    run(
        "h174_parso_pep8",
        "what does {} print?",
        "import parso; g = parso.load_grammar(); m = g.parse('import os, sys\\n'); "
        "print([i.code for i in g._get_normalizer_issues(m)])",
        "[401]",
    ),
    q(
        "h174_parso_pep8",
        "edit",
        "please rename `_POSSIBLE_SLICE_PARENTS` to `_SLICE_PARENT_TYPES` everywhere in "
        "parso/python/pep8.py",
        {"effect": {"renamed": ["_POSSIBLE_SLICE_PARENTS", "_SLICE_PARENT_TYPES"]}},
    ),
    q(
        "h174_parso_pep8",
        "edit",
        "nothing in this file reads break_after_binary. Delete the line "
        "`self.break_after_binary = False` from PEP8NormalizerConfig.__init__.",
        {"effect": {"line_deleted": [PEP8, "self.break_after_binary = False"]}},
    ),
    # --- docutils/parsers/rst/roles.py -------------------------------------------------------
    q(
        "h174_docutils_roles",
        "where",
        "where's register_canonical_role?",
        {"def": "register_canonical_role"},
    ),
    q(
        "h174_docutils_roles",
        "calls",
        "In docutils' roles.py, what calls `set_implicit_options`?",
        grep(r"^\s+set_implicit_options\(role_fn\)", ROLES),
    ),
    q(
        "h174_docutils_roles",
        "raises",
        ":pep:`10000` gives me 'PEP number must be a number from 0 to 9999'. Where does the pep "
        "role check the range and report that?",
        grep(r"pepnum > 9999|PEP number must be a number from 0 to 9999", ROLES),
    ),
    q(
        "h174_docutils_roles",
        "raises",
        "where is an RFC number below 1 rejected by rfc_reference_role?",
        grep(r"if rfcnum < 1:|RFC number must be a number greater than", ROLES),
    ),
    q(
        "h174_docutils_roles",
        "raises",
        "Our site turns off the inline role that pastes text straight into the output untouched, "
        "for safety. Where does it bail out with a warning when someone uses it anyway?",
        grep(r"raw \(and derived\) roles disabled", ROLES),
        own=True,
    ),
    q(
        "h174_docutils_roles",
        "which",
        "which class is the one that just wraps the text in a given node class, the thing behind "
        ":strong: and :emphasis:?",
        {"def": "GenericRole"},
    ),
    q(
        "h174_docutils_roles",
        "how",
        "my document is set to german but i used an inline markup name that only exists in the "
        "stock vocabulary. how does it still manage to find the right handler, and do i get a "
        "note about it?",
        {"body": "role"},
        own=True,
    ),
    run(
        "h174_docutils_roles",
        "Run {} and tell me what comes out.",
        "from docutils.parsers.rst import roles; from docutils.parsers.rst.languages import en; "
        "fn, msgs = roles.role('Strong', en, 1, None); print(fn.name, msgs)",
        "strong []",
    ),
    q(
        "h174_docutils_roles",
        "edit",
        "Make `emphasis` the default interpreted role: set DEFAULT_INTERPRETED_ROLE in roles.py "
        "to 'emphasis'.",
        {"effect": {"value_set": [ROLES, "DEFAULT_INTERPRETED_ROLE", "'emphasis'"]}},
    ),
    # --- setuptools/command/egg_info.py ------------------------------------------------------
    q(
        "h174_setuptools_egg_info",
        "where",
        "Where is FileList.graft defined in setuptools?",
        {"def": "FileList.graft"},
    ),
    q(
        "h174_setuptools_egg_info",
        "where",
        "egg_info.py has a module-level write_file besides the method on the command. Where's "
        "the module-level one?",
        {"def": "write_file"},
    ),
    q(
        "h174_setuptools_egg_info",
        "returns",
        "What does `FileList._safe_path` return, both for a good path and for one it skips?",
        {"returns": "FileList._safe_path"},
    ),
    q(
        "h174_setuptools_egg_info",
        "calls",
        "which writer functions go through cmd.write_or_delete_file?",
        grep(r"cmd\.write_or_delete_file\(", EGG),
    ),
    q(
        "h174_setuptools_egg_info",
        "raises",
        "I get `Invalid distribution name or version syntax` when running setup.py egg_info. "
        "Where is that error thrown?",
        grep(
            r"raise distutils\.errors\.DistutilsOptionError\(|"
            r"Invalid distribution name or version syntax",
            EGG,
        ),
    ),
    q(
        "h174_setuptools_egg_info",
        "raises",
        "where does process_template_line raise DistutilsInternalError for an unknown action?",
        grep(r"raise DistutilsInternalError\(|this cannot happen: invalid action", EGG),
    ),
    q(
        "h174_setuptools_egg_info",
        "which",
        "Which function writes install_requires plus a [section] for every extra into the "
        "requirements file?",
        {"def": "write_requirements"},
    ),
    q(
        "h174_setuptools_egg_info",
        "which",
        "Which function takes something like docs/**/*.txt and turns it into a matcher where one "
        "star stays inside a single folder but two stars can span any number of folders?",
        {"def": "translate_pattern"},
        own=True,
    ),
    q(
        "h174_setuptools_egg_info",
        "which",
        "which FileList method walks the list backwards deleting every entry a predicate matches?",
        {"def": "FileList._remove_files"},
    ),
    q(
        "h174_setuptools_egg_info",
        "how",
        "how does _maybe_tag avoid sticking the build tag on a second time when egg_info runs "
        "more than once?",
        {"body": "InfoCommon._maybe_tag"},
        {"body": "InfoCommon._already_tagged"},
    ),
    q(
        "h174_setuptools_egg_info",
        "how",
        "My project name has a dash in it and there's an old metadata folder lying around named "
        "with that dash. What does the tool do about that folder, and how?",
        {"body": "egg_info.check_broken_egg_info"},
        grep(r"if '-' in self\.egg_name:", EGG),
        own=True,
    ),
    q(
        "h174_setuptools_egg_info",
        "how",
        "How does FileList.process_template_line turn a MANIFEST.in line like `recursive-include "
        "src *.txt` into a call, and what gets logged when nothing matches?",
        {"body": "FileList.process_template_line"},
    ),
    run(
        "h174_setuptools_egg_info",
        "can you execute {} and show me the regex it builds?",
        "from setuptools.command.egg_info import translate_pattern; "
        "print(translate_pattern('docs/**/*.txt').pattern)",
        r"docs/(?:[^/]+/)*[^/]*\.txt\Z",
    ),
    q(
        "h174_setuptools_egg_info",
        "edit",
        "write_setup_requirements in setuptools/command/egg_info.py has no docstring. Could you "
        "add one saying it writes setup_requires to the setup-requirements file?",
        {"effect": {"docstring": "write_setup_requirements"}},
    ),
    q(
        "h174_setuptools_egg_info",
        "edit",
        "translate_pattern carries a noqa for being too complex. Can you break it into smaller "
        "helper functions, keep the behaviour identical, and prove it with a property-based test "
        "against fnmatch?",
        {"effect": {"declined": True}},
    ),
    # --- anyio/_core/_tempfile.py ------------------------------------------------------------
    q(
        "h174_anyio_tempfile",
        "where",
        "where is anyio's NamedTemporaryFile class declared?",
        {"def": "NamedTemporaryFile"},
    ),
    q(
        "h174_anyio_tempfile",
        "returns",
        "What does `TemporaryDirectory.__aenter__` hand back, the path or the tempfile object?",
        {"returns": "TemporaryDirectory.__aenter__"},
    ),
    q(
        "h174_anyio_tempfile",
        "returns",
        "the async mkstemp in _tempfile.py: what does it return?",
        {"returns": "mkstemp"},
    ),
    q(
        "h174_anyio_tempfile",
        "calls",
        "Where does SpooledTemporaryFile call its `_check`?",
        grep(r"await self\._check\(\)", TEMP),
    ),
    q(
        "h174_anyio_tempfile",
        "const",
        "What's the default max_size of SpooledTemporaryFile and on which line is it set?",
        grep(r"max_size: int = 0,", TEMP),
    ),
    q(
        "h174_anyio_tempfile",
        "which",
        "In the spooled file, which method notices that the buffer has grown past its limit and "
        "kicks off the move to disk?",
        {"def": "SpooledTemporaryFile._check"},
        own=True,
    ),
    q(
        "h174_anyio_tempfile",
        "which",
        "Which SpooledTemporaryFile method closes the file, and skips the thread round trip if "
        "it never rolled over?",
        {"def": "SpooledTemporaryFile.aclose"},
    ),
    q(
        "h174_anyio_tempfile",
        "how",
        "Say I'm halfway through my scratch buffer when it gets pushed out to a real file. How "
        "does it keep my place, and make sure being interrupted partway doesn't leave it "
        "half-done?",
        {"body": "SpooledTemporaryFile.rollover"},
        own=True,
    ),
    q(
        "h174_anyio_tempfile",
        "how",
        "how does NamedTemporaryFile deal with delete_on_close on pythons older than 3.12?",
        {"body": "NamedTemporaryFile.__init__"},
    ),
    run(
        "h174_anyio_tempfile",
        "quick check: {} -- what's the output?",
        "import anyio; from anyio._core._tempfile import SpooledTemporaryFile as S; "
        "f = S(max_size=3); anyio.run(f.write, b'hello'); print(f._rolled, anyio.run(f.tell))",
        "True 5",
    ),
    q(
        "h174_anyio_tempfile",
        "edit",
        "In anyio/_core/_tempfile.py, change the ignore_cleanup_errors default of "
        "TemporaryDirectory from False to True.",
        {
            "effect": {
                "text_replaced": [
                    TEMP,
                    "ignore_cleanup_errors: bool = False,",
                    "ignore_cleanup_errors: bool = True,",
                ]
            }
        },
    ),
]
