"""The two-hundred-and-sixty-sixth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (networkx 3.6.1:
``networkx/algorithms/operators/binary.py``; dask 2026.8.0: ``dask/array/einsumfuncs.py``;
Pillow 13.0.0: ``PIL/ImageDraw2.py``; sympy 1.14.0: ``sympy/polys/specialpolys.py``), written
blind: by reading only those files, the format of set 128, ``question_helpers.py`` and the gold
functions of ``bench_answers.py``, never the model's code or its notes, and committed before the
model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (networkx's binary graph operators and dask's
einsum most, then sympy's special polynomials, Pillow's WCK-style drawing interface). About a fifth
of the non-edit questions are in the user's own words (``"own": True``: behaviour described in
everyday words the code and its docstrings do not use for it, with one definition that fits); the
rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms
are those of ``code_questions.py``. The commands need the whole package to import, so they run
against the installed package; each exercises the one file its workspace holds.

How the golds were checked: ``benchmarks/check_set.py`` printed ``0 bad`` for the set; every
command was run against the installed packages and its expected text copied from what it printed
(none depends on hash order); every edit was made by hand on a scratch copy of its workspace and
``bench_answers.check_effect`` held after it (the declined ones: the copy left unchanged and an
answer saying so).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h266_networkx_binary": ["networkx/algorithms/operators/binary.py"],
    "h266_dask_einsumfuncs": ["dask/array/einsumfuncs.py"],
    "h266_pil_imagedraw2": ["PIL/ImageDraw2.py"],
    "h266_sympy_specialpolys": ["sympy/polys/specialpolys.py"],
}

NX = "networkx/algorithms/operators/binary.py"
EIN = "dask/array/einsumfuncs.py"
DRAW2 = "PIL/ImageDraw2.py"
SPECIAL = "sympy/polys/specialpolys.py"


QUESTIONS: list[dict] = [
    # --- networkx/algorithms/operators/binary.py ---------------------------------------------
    q(
        "h266_networkx_binary",
        "where",
        "where's symmetric_difference defined in networkx's binary operators?",
        {"def": "symmetric_difference"},
    ),
    q(
        "h266_networkx_binary",
        "returns",
        "What does `full_join` hand back at the end -- a fresh graph or G modified in place?",
        {"returns": "full_join"},
    ),
    q(
        "h266_networkx_binary",
        "calls",
        "full_join seems to be built on top of union(). Where exactly does it call it?",
        grep(r"R = union\(G, H, rename\)", NX),
    ),
    q(
        "h266_networkx_binary",
        "calls",
        "who calls add_prefix",
        grep(r"= add_prefix\(", NX),
    ),
    q(
        "h266_networkx_binary",
        "raises",
        "Where is the NetworkXError 'Node sets of graphs not equal' raised?",
        grep(r'raise nx\.NetworkXError\("Node sets of graphs not equal"\)', NX),
    ),
    q(
        "h266_networkx_binary",
        "raises",
        "nx.difference(nx.MultiGraph(), nx.Graph()) blows up with 'G and H must both be graphs or "
        "multigraphs.' -- which line throws that?",
        grep(r"G and H must both be graphs or multigraphs", NX),
    ),
    q(
        "h266_networkx_binary",
        "const",
        "Where is `_G_H`, the mapping passed to all the `_dispatchable` decorators, set up?",
        grep(r"^_G_H = ", NX),
    ),
    q(
        "h266_networkx_binary",
        "which",
        "Which nested helper inside full_join turns the rename prefixes into the new node labels?",
        {"body": "full_join.add_prefix"},
    ),
    q(
        "h266_networkx_binary",
        "which",
        "I've got two separate networks and want one big network out of them where every point of "
        "the first one is hooked up to every point of the second. What should I call?",
        {"body": "full_join"},
        own=True,
    ),
    q(
        "h266_networkx_binary",
        "how",
        "how does symmetric_difference cope with MultiGraphs? are edge keys taken into account "
        "when it checks whether an edge is in the other graph?",
        {"body": "symmetric_difference"},
    ),
    q(
        "h266_networkx_binary",
        "how",
        "Say I take one network away from another. What decides whether a link survives into "
        "what I get back, and do the weights I stored on the links come along?",
        {"body": "difference"},
        own=True,
    ),
    run(
        "h266_networkx_binary",
        "Can you run {} and tell me the edge list it prints?",
        "import networkx as nx; "
        "print(sorted(nx.full_join(nx.path_graph(2), nx.Graph([(5, 6)])).edges()))",
        "[(0, 1), (0, 5), (0, 6), (1, 5), (1, 6), (5, 6)]",
    ),
    q(
        "h266_networkx_binary",
        "edit",
        "The add_prefix function nested in full_join (networkx/algorithms/operators/binary.py) "
        "has no docstring. Give it one: it relabels every node of the graph as prefix + node, "
        "and returns the graph untouched when the prefix is None.",
        {"effect": {"docstring": "full_join.add_prefix"}},
    ),
    # --- dask/array/einsumfuncs.py -----------------------------------------------------------
    q(
        "h266_dask_einsumfuncs",
        "where",
        "Where's `chunk_einsum`?",
        {"def": "chunk_einsum"},
    ),
    q(
        "h266_dask_einsumfuncs",
        "returns",
        "what does parse_einsum_input return",
        {"returns": "parse_einsum_input"},
    ),
    q(
        "h266_dask_einsumfuncs",
        "calls",
        "Where does parse_einsum_input get called from in dask's einsum module?",
        grep(r"= parse_einsum_input\(", EIN),
    ),
    q(
        "h266_dask_einsumfuncs",
        "raises",
        "I put a digit in my subscripts string and da.einsum said it's not a valid symbol. Where "
        "is that check?",
        grep(r"is not a valid symbol", EIN),
    ),
    q(
        "h266_dask_einsumfuncs",
        "raises",
        "da.einsum('i->j->k', x) fails with \"Subscripts can only contain one '->'.\" - where's "
        "that raised?",
        grep(r"Subscripts can only contain one '->'", EIN),
    ),
    q(
        "h266_dask_einsumfuncs",
        "const",
        "where is the alphabet of letters allowed in einsum subscripts defined?",
        grep(r"^einsum_symbols = |^einsum_symbols_set = ", EIN),
    ),
    q(
        "h266_dask_einsumfuncs",
        "which",
        "Which function runs the actual per-block einsum and reshapes its output with trailing "
        "1-sized axes for the contracted indices?",
        {"body": "chunk_einsum"},
    ),
    q(
        "h266_dask_einsumfuncs",
        "which",
        "My two big arrays are split into pieces. Where does it make those pieces smaller before "
        "multiplying, so that the pieces of the answer don't end up enormous?",
        grep(
            r"if len\(inputs\) > 1 and len\(outputs\) > 0:|factor = max_chunk_size_output / \(|"
            r"Rechunk inputs to make input chunks smaller|result = _calculate_new_chunksizes\(|"
            r"new_ops\.append\(op\.rechunk\(result\)\)",
            EIN,
        ),
        own=True,
    ),
    q(
        "h266_dask_einsumfuncs",
        "how",
        "If I call da.einsum('ij,jk', a, b) with no '->', how is the output subscript worked out?",
        grep(r"tmp_subscripts\.count\(s\) == 1|output_subscript \+= s", EIN),
    ),
    q(
        "h266_dask_einsumfuncs",
        "how",
        "I never say what number type I want back from the letter-subscript multiply. How does "
        "it settle on one, say when I mix whole numbers with decimals?",
        grep(r"dtype = np\.result_type\(", EIN),
        own=True,
    ),
    q(
        "h266_dask_einsumfuncs",
        "how",
        "when a letter shows up in the inputs but not in the result, every block only gives a "
        "partial answer. how do those partial answers get added together in the end?",
        grep(
            r"if ncontract_inds > 0:|return result\.sum\(|"
            r"axis=list\(range\(size, size \+ ncontract_inds\)\)|"
            r"adjust_chunks=dict\.fromkeys\(contract_inds, 1\)",
            EIN,
        ),
        own=True,
    ),
    run(
        "h266_dask_einsumfuncs",
        "What does {} print?",
        "import numpy as np; from dask.array.einsumfuncs import parse_einsum_input; "
        "print(parse_einsum_input(('ba, ac', np.ones((2, 3)), np.ones((3, 4))))[:2])",
        "('ba,ac', 'bc')",
    ),
    q(
        "h266_dask_einsumfuncs",
        "edit",
        "parse_einsum_input's error for an empty call is too terse. In dask/array/einsumfuncs.py "
        'change "No input operands" to "einsum needs at least one operand".',
        {
            "effect": {
                "text_replaced": [
                    EIN,
                    '"No input operands"',
                    '"einsum needs at least one operand"',
                ]
            }
        },
    ),
    q(
        "h266_dask_einsumfuncs",
        "edit",
        "Could you add complete type annotations to parse_einsum_input, chunk_einsum and einsum "
        "so that the module passes mypy --strict?",
        {"effect": {"declined": True}},
    ),
    # --- PIL/ImageDraw2.py -------------------------------------------------------------------
    q(
        "h266_pil_imagedraw2",
        "where",
        "where is Draw.settransform defined in ImageDraw2",
        {"def": "Draw.settransform"},
    ),
    q(
        "h266_pil_imagedraw2",
        "returns",
        "What does ImageDraw2's Draw.textbbox return?",
        {"returns": "Draw.textbbox"},
    ),
    q(
        "h266_pil_imagedraw2",
        "calls",
        "List the places in ImageDraw2.py that call self.render.",
        grep(r"self\.render\(", DRAW2),
    ),
    q(
        "h266_pil_imagedraw2",
        "raises",
        "ImageDraw2.Draw('RGB') with no size gives me a ValueError. Where is it raised?",
        grep(r"raise ValueError\(msg\)|If image argument is mode string", DRAW2),
    ),
    q(
        "h266_pil_imagedraw2",
        "which",
        "Which ImageDraw2 Draw method tells me how far along I have to move before drawing the "
        "next string?",
        {"body": "Draw.textlength"},
    ),
    q(
        "h266_pil_imagedraw2",
        "which",
        "which drawing call gives me a wedge shape, like one slice cut out of a round cake?",
        {"body": "Draw.pieslice"},
        own=True,
    ),
    q(
        "h266_pil_imagedraw2",
        "how",
        "When I draw a plain stroke or just a bit of a curve, does it get painted with the edge "
        "colour or with the inside colour I handed over? Where is that decided?",
        grep(r'if op in \("arc", "line"\):|kwargs\.setdefault\("fill", outline\)', DRAW2),
        own=True,
    ),
    run(
        "h266_pil_imagedraw2",
        "Please run {} -- what pixel value comes out?",
        "from PIL import ImageDraw2; d = ImageDraw2.Draw('RGB', (4, 4), 'white'); "
        "d.line([(0, 0), (3, 0)], ImageDraw2.Pen('red')); print(d.flush().getpixel((1, 0)))",
        "(255, 0, 0)",
    ),
    q(
        "h266_pil_imagedraw2",
        "edit",
        "Pen takes an opacity argument and just drops it. In PIL/ImageDraw2.py, right after the "
        "line `self.width = width`, add `self.opacity = opacity`.",
        {"effect": {"line_after": [DRAW2, "self.width = width", "self.opacity = opacity"]}},
    ),
    q(
        "h266_pil_imagedraw2",
        "edit",
        "Pen and Brush both accept opacity but nothing uses it. Implement real translucency for "
        "every shape ImageDraw2 draws (blend onto the existing image with that alpha) and add "
        "tests for it.",
        {"effect": {"declined": True}},
    ),
    # --- sympy/polys/specialpolys.py ---------------------------------------------------------
    q(
        "h266_sympy_specialpolys",
        "where",
        "Where is dmp_fateman_poly_F_3 defined?",
        {"def": "dmp_fateman_poly_F_3"},
    ),
    q(
        "h266_sympy_specialpolys",
        "where",
        "find me the definition of interpolating_poly",
        {"def": "interpolating_poly"},
    ),
    q(
        "h266_sympy_specialpolys",
        "returns",
        "What does swinnerton_dyer_poly return, both for small n and for n > 3?",
        {"returns": "swinnerton_dyer_poly"},
    ),
    q(
        "h266_sympy_specialpolys",
        "calls",
        "what calls `_f_3`?",
        grep(r"(?<!def )_f_3\(\)", SPECIAL),
    ),
    q(
        "h266_sympy_specialpolys",
        "raises",
        "cyclotomic_poly(0) raises a ValueError; where in specialpolys.py is that?",
        grep(r"Cannot generate cyclotomic polynomial", SPECIAL),
    ),
    q(
        "h266_sympy_specialpolys",
        "raises",
        "symmetric_poly(4, x, y) -> 'ValueError: Cannot generate symmetric polynomial of order "
        "4 for (x, y)'. Which line raises it?",
        grep(r"Cannot generate symmetric polynomial", SPECIAL),
    ),
    q(
        "h266_sympy_specialpolys",
        "which",
        "Which of Fateman's GCD benchmark generators is the sparse one, where the degree grows "
        "with the number of variables?",
        {"body": "fateman_poly_F_3"},
        {"body": "dmp_fateman_poly_F_3"},
    ),
    q(
        "h266_sympy_specialpolys",
        "which",
        "I want the sum of every product of k different variables taken from my list, e.g. "
        "xy + xz + yz when k is 2. Which function builds that for me?",
        {"body": "symmetric_poly"},
        own=True,
    ),
    q(
        "h266_sympy_specialpolys",
        "how",
        "How does swinnerton_dyer_poly come up with the polynomial once n is bigger than 3?",
        grep(
            r"if n > 3:|p = nextprime\(p\)|a\.append\(sqrt\(p\)\)|return minimal_polynomial\(",
            SPECIAL,
        ),
    ),
    q(
        "h266_sympy_specialpolys",
        "how",
        "For a throwaway test expression in x, where the multipliers are drawn by chance between "
        "a low and a high number -- how do those multipliers actually get picked?",
        {"body": "random_poly"},
        own=True,
    ),
    run(
        "h266_sympy_specialpolys",
        "what's the output of {}",
        "from sympy import symbols; from sympy.polys.specialpolys import symmetric_poly; "
        "x, y, z = symbols('x y z'); print(symmetric_poly(2, x, y, z))",
        "x*y + x*z + y*z",
    ),
    q(
        "h266_sympy_specialpolys",
        "edit",
        "In interpolating_poly, rename the local variable numert to full_numer "
        "(sympy/polys/specialpolys.py).",
        {"effect": {"renamed": ["numert", "full_numer"]}},
    ),
]
