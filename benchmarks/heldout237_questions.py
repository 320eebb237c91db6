"""The two-hundred-and-thirty-seventh held-out set: questions on one module each of four
third-party packages, copied from the installed site-packages (prompt_toolkit 3.0.52:
``prompt_toolkit/widgets/menus.py``; sympy 1.14.0: ``sympy/core/containers.py``; mistune 3.4.0:
``mistune/_inline/emphasis.py``; libcst 1.0.1: ``libcst/codemod/visitors/_remove_imports.py``),
written blind: by reading only those four files, the format of set 128, ``question_helpers.py``
and the gold functions of ``bench_answers.py``, never the model's code or its notes, and committed
before the model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The files are of about the same size, so each gets about a quarter of the questions. About a fifth
of the non-edit questions are in the user's own words (``own=True``: behaviour described in
everyday words, without the target's names or its docstring's words, with one definition that
fits); the rest name the code, run a command or ask for an edit, each phrased its own way. Gold
forms are those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` on this file printed ``0 bad`` (every
gold resolves to lines of the workspace file); every command was run against the installed
packages and its gold is an exact substring of what it printed; every edit was made by hand on a
scratch copy of its workspace and ``bench_answers.check_effect`` held after it (the declined ones
with the files untouched).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h237_prompt_toolkit_menus": ["prompt_toolkit/widgets/menus.py"],
    "h237_sympy_containers": ["sympy/core/containers.py"],
    "h237_mistune_emphasis": ["mistune/_inline/emphasis.py"],
    "h237_libcst_remove_imports": ["libcst/codemod/visitors/_remove_imports.py"],
}

MENUS = "prompt_toolkit/widgets/menus.py"
CONT = "sympy/core/containers.py"
EMPH = "mistune/_inline/emphasis.py"
REMOVE = "libcst/codemod/visitors/_remove_imports.py"


QUESTIONS: list[dict] = [
    # --- prompt_toolkit/widgets/menus.py ------------------------------------------------------
    q(
        "h237_prompt_toolkit_menus",
        "where",
        "Where's the width property of MenuItem?",
        {"def": "MenuItem.width"},
    ),
    q(
        "h237_prompt_toolkit_menus",
        "returns",
        "what does MenuContainer._get_menu give back if the selected index points past the "
        "end of the children list",
        {"returns": "MenuContainer._get_menu"},
    ),
    q(
        "h237_prompt_toolkit_menus",
        "calls",
        "Which places in menus.py call `self._get_menu(...)`?",
        grep(r"self\._get_menu\(", MENUS),
    ),
    q(
        "h237_prompt_toolkit_menus",
        "const",
        "Are MenuItems enabled by default? Where is the default for `disabled` set?",
        grep(r"disabled: bool = False", MENUS),
    ),
    run(
        "h237_prompt_toolkit_menus",
        "Quick sanity check for me: what does {} print?",
        "from prompt_toolkit.widgets.menus import MenuItem; "
        "m = MenuItem('File', children=[MenuItem('Open'), MenuItem('Save as...')]); "
        "print(m.width, MenuItem('Quit').width, m.children[1].disabled)",
        "10 0 False",
    ),
    q(
        "h237_prompt_toolkit_menus",
        "which",
        "which key binding handles the down arrow once you're inside a submenu, skipping "
        "over disabled entries?",
        {"body": "MenuContainer.__init__._down_in_submenu"},
    ),
    q(
        "h237_prompt_toolkit_menus",
        "which",
        "I'm sitting on the very first entry of an open dropdown and press the arrow that "
        "goes higher on screen; it closes the dropdown and puts me back on the bar along the "
        "top. What code does that?",
        {"body": "MenuContainer.__init__._up_in_submenu"},
        own=True,
    ),
    q(
        "h237_prompt_toolkit_menus",
        "how",
        "In MenuContainer, how does pressing Right behave inside a submenu when the highlighted "
        "entry has no children of its own?",
        {"body": "MenuContainer.__init__._submenu"},
    ),
    q(
        "h237_prompt_toolkit_menus",
        "how",
        "When I click away into the text area and later come back up to the bar at the top of "
        "my app, it's forgotten which heading I had open and starts again at the first one. How "
        "does that reset happen?",
        {"body": "MenuContainer._get_menu_fragments"},
        own=True,
    ),
    q(
        "h237_prompt_toolkit_menus",
        "edit",
        "In prompt_toolkit/widgets/menus.py I'd like MenuItem to carry a visibility flag: right "
        "after the line `self.disabled = disabled` add `self.visible = True`.",
        {"effect": {"line_after": [MENUS, "self.disabled = disabled", "self.visible = True"]}},
    ),
    q(
        "h237_prompt_toolkit_menus",
        "edit",
        "MenuContainer only supports three levels of nesting because __init__ hardcodes "
        "submenu, submenu2, submenu3 and three Float blocks. Could you refactor that so any "
        "depth of submenus works, generating the floats in a loop?",
        {"effect": {"declined": True}},
    ),
    # --- sympy/core/containers.py ------------------------------------------------------------
    q(
        "h237_sympy_containers",
        "where",
        "where is tuple_wrapper defined?",
        {"def": "tuple_wrapper"},
    ),
    q(
        "h237_sympy_containers",
        "returns",
        "What does Tuple.__add__ return, e.g. if I add a list instead of a tuple?",
        {"returns": "Tuple.__add__"},
    ),
    q(
        "h237_sympy_containers",
        "calls",
        "who calls _sympify in sympy/core/containers.py",
        grep(r"(?<!def )\b_sympify\(", CONT),
    ),
    q(
        "h237_sympy_containers",
        "raises",
        'Tuple(1, 2) * 2.5 fails with "Can\'t multiply sequence by non-integer of type". '
        "Where does that TypeError come from?",
        grep(r"raise TypeError\(\"Can't multiply sequence", CONT),
    ),
    q(
        "h237_sympy_containers",
        "raises",
        "Dict(1, 2, 3) -> TypeError: Pass Dict args as ... where is this raised??",
        grep(r"raise TypeError\('Pass Dict args as", CONT),
    ),
    q(
        "h237_sympy_containers",
        "raises",
        "Hi, I tried `d[x] = 5` on a sympy Dict and got NotImplementedError. Which line raises it?",
        grep(r'raise NotImplementedError\("SymPy Dicts are Immutable"\)', CONT),
    ),
    q(
        "h237_sympy_containers",
        "raises",
        "Where does Dict.__getitem__ raise KeyError for a key that can't be sympified?",
        grep(r"raise KeyError\(key\)", CONT),
    ),
    run(
        "h237_sympy_containers",
        "Can you run {} and tell me the output",
        "from sympy import Tuple; t = Tuple(1, 2, 3); print(t[1:], t + (4,), t.kind)",
        "TupleKind(NumberKind, NumberKind, NumberKind)",
    ),
    q(
        "h237_sympy_containers",
        "which",
        "Since Basic already has count(), which Tuple method counts how often a value occurs?",
        {"body": "Tuple.tuple_count"},
    ),
    q(
        "h237_sympy_containers",
        "which",
        "is there a collection in this module that keeps no duplicates but still remembers "
        "the sequence things were put in? which one",
        {"body": "OrderedSet"},
        own=True,
    ),
    q(
        "h237_sympy_containers",
        "how",
        "How does sympy's Dict decide it's equal to a plain Python dict?",
        {"body": "Dict.__eq__"},
    ),
    q(
        "h237_sympy_containers",
        "how",
        "With sympy's frozen mapping type: if I look something up with an object that can't "
        "even be converted into a symbolic expression, and I hand it a fallback, do I get an "
        "exception or just my fallback back?",
        {"body": "Dict.get"},
        own=True,
    ),
    q(
        "h237_sympy_containers",
        "edit",
        "OrderedSet.discard raises KeyError on a missing element, unlike set.discard. In "
        "sympy/core/containers.py please change `self.map.pop(key)` to "
        "`self.map.pop(key, None)`.",
        {"effect": {"line_replaced": [CONT, "self.map.pop(key)", "self.map.pop(key, None)"]}},
    ),
    # --- mistune/_inline/emphasis.py ---------------------------------------------------------
    q(
        "h237_mistune_emphasis",
        "where",
        "Where is `_DelimiterIndex.deactivate_range`?",
        {"def": "_DelimiterIndex.deactivate_range"},
    ),
    q(
        "h237_mistune_emphasis",
        "where",
        "in mistune's emphasis module, where's is_entity_boundary defined",
        {"def": "is_entity_boundary"},
    ),
    q(
        "h237_mistune_emphasis",
        "returns",
        "What can _get_emphasis_use_length return? Is None possible?",
        {"returns": "_get_emphasis_use_length"},
    ),
    q(
        "h237_mistune_emphasis",
        "calls",
        "Who calls _can_match_emphasis_delimiters?",
        grep(r"(?<!def )_can_match_emphasis_delimiters\(", EMPH),
    ),
    q(
        "h237_mistune_emphasis",
        "calls",
        "I want to see every place the helper `_clean_emphasis_token` gets used from.",
        grep(r"(?<!def )_clean_emphasis_token\(", EMPH),
    ),
    q(
        "h237_mistune_emphasis",
        "const",
        "where is the _CHARREF_PREFIX regex set up?",
        grep(r"^_CHARREF_PREFIX = re\.compile\(", EMPH),
    ),
    run(
        "h237_mistune_emphasis",
        "What comes out of {}?",
        "from mistune._inline.emphasis import finalize_emphasis_tokens as fin; "
        "print(fin([{'type': 'text', 'raw': '**a** and _b_'}], True, 0))",
        "{'type': 'strong', 'children': [{'type': 'text', 'raw': 'a'}]}",
    ),
    q(
        "h237_mistune_emphasis",
        "which",
        "Which function decides whether a run of `*` or `_` is allowed to open emphasis?",
        {"body": "_can_open_emphasis"},
    ),
    q(
        "h237_mistune_emphasis",
        "which",
        "For text like x*y*z*w*v where one lone star keeps alternating with letters, there's a "
        "shortcut that pairs them all up in one sweep instead of the general matching loop. "
        "Which piece is that?",
        {"body": "_process_dense_emphasis"},
        own=True,
    ),
    q(
        "h237_mistune_emphasis",
        "how",
        "how is the CommonMark 'multiple of 3' rule applied when mistune pairs an opener with a "
        "closer?",
        {"body": "_can_match_emphasis_delimiters"},
    ),
    q(
        "h237_mistune_emphasis",
        "how",
        "When a pair of star runs around a word gets matched, how does it work out whether to "
        "take two characters or just one off each side (so bold vs. italic)?",
        {"body": "_get_emphasis_use_length"},
        own=True,
    ),
    q(
        "h237_mistune_emphasis",
        "edit",
        "In mistune/_inline/emphasis.py, _process_dense_emphasis bails out when there are "
        "fewer than 4 delimiters. Make that threshold 6 please.",
        {
            "effect": {
                "text_replaced": [
                    EMPH,
                    "if len(delimiters) < 4:",
                    "if len(delimiters) < 6:",
                ]
            }
        },
    ),
    q(
        "h237_mistune_emphasis",
        "edit",
        "Something in the emphasis code renders `*foo**bar*` differently from commonmark.js. "
        "Can you track down the bug, fix it and add a regression test?",
        {"effect": {"declined": True}},
    ),
    # --- libcst/codemod/visitors/_remove_imports.py ------------------------------------------
    q(
        "h237_libcst_remove_imports",
        "where",
        "where is remove_unused_import_by_node defined?",
        {"def": "RemoveImportsVisitor.remove_unused_import_by_node"},
    ),
    q(
        "h237_libcst_remove_imports",
        "returns",
        "What does RemoveImportsVisitor.leave_Import return in each case?",
        {"returns": "RemoveImportsVisitor.leave_Import"},
    ),
    q(
        "h237_libcst_remove_imports",
        "calls",
        "In _remove_imports.py, who calls RemoveImportsVisitor.remove_unused_import?",
        grep(r"^\s+RemoveImportsVisitor\.remove_unused_import\($", REMOVE),
    ),
    q(
        "h237_libcst_remove_imports",
        "raises",
        "my codemod dies with 'Cannot look up absolute module from relative import!' -- where "
        "does libcst raise that?",
        grep(r'raise Exception\("Cannot look up absolute module from relative import!"\)', REMOVE),
    ),
    q(
        "h237_libcst_remove_imports",
        "raises",
        "Exception: Cannot look up import, metadata is not computed for node! Where is that "
        "thrown in the remove-imports visitor?",
        grep(r"metadata is not computed for node", REMOVE),
    ),
    q(
        "h237_libcst_remove_imports",
        "raises",
        'where is the "Logic error!" exception raised',
        grep(r'raise Exception\("Logic error!"\)', REMOVE),
    ),
    run(
        "h237_libcst_remove_imports",
        "Please run {} -- what's printed?",
        "import libcst as cst; from libcst.codemod import CodemodContext; "
        "from libcst.codemod.visitors import RemoveImportsVisitor as R; c = CodemodContext(); "
        "R.remove_unused_import(c, 'os'); "
        "print(R(c).transform_module(cst.parse_module('import os, sys\\nsys.exit()\\n')).code)",
        "import sys",
    ),
    q(
        "h237_libcst_remove_imports",
        "which",
        "Which class walks the Name and Attribute nodes under a removed node and schedules the "
        "imports they came from?",
        {"body": "RemovedNodeVisitor"},
    ),
    q(
        "h237_libcst_remove_imports",
        "which",
        "After I throw away a piece of a syntax tree in my transform, which single call lines "
        "up the cleanup of whatever modules that piece pulled in, so they vanish too when "
        "nothing else needs them?",
        {"body": "RemoveImportsVisitor.remove_unused_import_by_node"},
        own=True,
    ),
    q(
        "h237_libcst_remove_imports",
        "how",
        "When an alias in the middle of a parenthesized `from x import (a, b, c)` gets dropped, "
        "how does _process_importfrom_aliases keep the trailing comment from being lost?",
        {"body": "RemoveImportsVisitor._process_importfrom_aliases"},
    ),
    q(
        "h237_libcst_remove_imports",
        "how",
        "Say I ask for `os` to go away but the file actually has `import os as o` and never "
        "uses o. How does it treat that statement, does it get deleted anyway or kept?",
        {"body": "RemoveImportsVisitor.leave_Import"},
        own=True,
    ),
    q(
        "h237_libcst_remove_imports",
        "edit",
        "_merge_whitespace_after in libcst/codemod/visitors/_remove_imports.py has no "
        "docstring. Add one saying it merges the whitespace after a removed alias's comma into "
        "the kept one, keeping only the comment lines.",
        {"effect": {"docstring": "_merge_whitespace_after"}},
    ),
]
