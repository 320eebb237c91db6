"""The two-hundred-and-sixty-second held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (networkx 3.6.1: ``networkx/relabel.py``; dask
2026.8.0: ``dask/sizeof.py``; Pillow 13.0.0: ``PIL/ImagePalette.py``; sympy 1.14.0:
``sympy/polys/orthopolys.py``), written blind: by reading only those files, the format example,
``question_helpers.py`` and the gold functions of ``bench_answers.py``, never the model's code or
its notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

The four files are about the same size, so each gets about twelve questions. Neither dask's sizeof
nor sympy's orthopolys raises anything, so the questions on errors are on networkx's relabel and
Pillow's palette. About a fifth of the non-edit questions are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it, with one
definition that fits); the rest name the code, run a command or ask for an edit, each in a phrasing
of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``python benchmarks/check_set.py`` on this file prints ``0 bad`` (every
gold resolves to lines, each command's expected text is in its real output, no edit's effect holds
on the untouched files and the declines do); every edit was then made by hand on a scratch copy of
its workspace and ``bench_answers.check_effect`` was checked to hold after it. The commands need
the whole package to import, so they run against the installed package; each exercises the one
file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h262_networkx_relabel": ["networkx/relabel.py"],
    "h262_dask_sizeof": ["dask/sizeof.py"],
    "h262_pil_imagepalette": ["PIL/ImagePalette.py"],
    "h262_sympy_orthopolys": ["sympy/polys/orthopolys.py"],
}

REL = "networkx/relabel.py"
SIZ = "dask/sizeof.py"
PAL = "PIL/ImagePalette.py"
ORTH = "sympy/polys/orthopolys.py"


QUESTIONS: list[dict] = [
    # --- networkx/relabel.py -----------------------------------------------------------------
    q(
        "h262_networkx_relabel",
        "where",
        "where's _relabel_inplace defined",
        {"def": "_relabel_inplace"},
    ),
    q(
        "h262_networkx_relabel",
        "returns",
        "What does `convert_node_labels_to_integers` give back -- the graph I passed in, "
        "renumbered, or a new one?",
        {"returns": "convert_node_labels_to_integers"},
    ),
    q(
        "h262_networkx_relabel",
        "calls",
        "In relabel.py, who calls relabel_nodes?",
        grep(r"= relabel_nodes\(", REL),
    ),
    q(
        "h262_networkx_relabel",
        "raises",
        "nx.relabel_nodes(G, {0: 1, 1: 0}, copy=False) dies with NetworkXUnfeasible 'The node "
        "label sets are overlapping'. Which line raises that?",
        grep(r"raise nx\.NetworkXUnfeasible\(|The node label sets are overlapping", REL),
    ),
    q(
        "h262_networkx_relabel",
        "raises",
        "where does convert_node_labels_to_integers throw on an ordering it doesn't know, "
        "like ordering='random'?",
        grep(r'raise nx\.NetworkXError\(f"Unknown node ordering', REL),
    ),
    q(
        "h262_networkx_relabel",
        "const",
        "What does first_label default to in convert_node_labels_to_integers, and where is "
        "that set?",
        grep(r"G, first_label=0, ordering=", REL),
    ),
    run(
        "h262_networkx_relabel",
        "Can you run {} for me and tell me what comes out?",
        "import networkx as nx; G = nx.MultiGraph([(0, 1), (0, 2)]); "
        "H = nx.relabel_nodes(G, {1: 'a', 2: 'a'}); print(sorted(H.edges(keys=True)))",
        "[(0, 'a', 0), (0, 'a', 1)]",
    ),
    q(
        "h262_networkx_relabel",
        "which",
        "Which function does relabel_nodes hand off to when copy=True?",
        {"body": "_relabel_copy"},
    ),
    q(
        "h262_networkx_relabel",
        "which",
        "I have a network where two points can be joined by several links, and I rename a few "
        "points into one and the same name, asking for a fresh network back. Two links now "
        "clash on the same id between the same pair -- which bit bumps the id so neither "
        "gets dropped?",
        {"body": "_relabel_copy"},
        own=True,
    ),
    q(
        "h262_networkx_relabel",
        "how",
        "how does relabel_nodes cope when the mapping is a function (like lambda x: x**2) "
        "rather than a dict?",
        grep(r"m = \{n: mapping\(n\) for n in G\} if callable\(mapping\)", REL),
    ),
    q(
        "h262_networkx_relabel",
        "how",
        "say I want a and b to trade names, and I want my graph itself changed, no new "
        "graph made. how does it work out what order to rename things in, and why does "
        "trading names end up refused?",
        {"body": "_relabel_inplace"},
        own=True,
    ),
    q(
        "h262_networkx_relabel",
        "edit",
        "_relabel_copy in networkx/relabel.py has no docstring. Add one saying it returns a new "
        "graph of the same class with the nodes renamed per the mapping and clashing multigraph "
        "edge keys renumbered.",
        {"effect": {"docstring": "_relabel_copy"}},
    ),
    # --- dask/sizeof.py ----------------------------------------------------------------------
    q(
        "h262_dask_sizeof",
        "where",
        "Where is sizeof_numpy_ndarray defined?",
        {"def": "register_numpy.sizeof_numpy_ndarray"},
    ),
    q(
        "h262_dask_sizeof",
        "returns",
        "what does the pandas DataFrame sizeof return? is there some minimum it never goes below?",
        {"returns": "register_pandas.sizeof_pandas_dataframe"},
    ),
    q(
        "h262_dask_sizeof",
        "calls",
        "Who calls `object_size` in dask/sizeof.py?",
        grep(r"\+= object_size\(", SIZ),
    ),
    q(
        "h262_dask_sizeof",
        "const",
        "where's the sample count for big lists/sets set in sizeof?",
        grep(r"num_samples = 10$", SIZ),
    ),
    run(
        "h262_dask_sizeof",
        "What does {} print?",
        "import numpy as np; from dask.sizeof import sizeof; "
        "print(sizeof(np.broadcast_to(np.arange(10.0), (1000, 10))), sizeof(np.zeros((1000, 10))))",
        "80 80000",
    ),
    q(
        "h262_dask_sizeof",
        "which",
        "Does it really weigh every element of a huge plain python list one by one? Which "
        "function only looks at a handful of them and scales the total up?",
        {"body": "sizeof_python_collection"},
        own=True,
    ),
    q(
        "h262_dask_sizeof",
        "which",
        "Which class do I mix into my own class so that dask's sizeof just uses sys.getsizeof "
        "on it instead of dispatching further?",
        {"body": "SimpleSizeof"},
        {"body": "sizeof_blocked"},
    ),
    q(
        "h262_dask_sizeof",
        "how",
        "How does sizeof deal with numpy arrays that have a 0 stride, e.g. from "
        "np.broadcast_to? Does it count the full virtual size?",
        {"body": "register_numpy.sizeof_numpy_ndarray"},
    ),
    q(
        "h262_dask_sizeof",
        "how",
        "My table has a text column with a million rows but really only a few distinct "
        "strings, all the same objects repeated. How does the memory guess avoid counting "
        "those same strings a million times?",
        {"body": "register_pandas.object_size"},
        own=True,
    ),
    q(
        "h262_dask_sizeof",
        "which",
        "which helper walks the chunks of a pyarrow column and sums up their buffer sizes?",
        {"body": "register_pyarrow._get_col_size"},
    ),
    q(
        "h262_dask_sizeof",
        "edit",
        "In dask/sizeof.py, comment out the `_register_entry_point_plugins()` call at the bottom "
        "of the module -- a broken plugin is slowing down our imports.",
        {"effect": {"comment_out": [SIZ, "_register_entry_point_plugins()"]}},
    ),
    q(
        "h262_dask_sizeof",
        "edit",
        "sizeof on our wide pandas frames with lots of object columns takes seconds. Make the "
        "whole of dask/sizeof.py fast -- vectorise the sampling, cache results per object -- and "
        "show me timings before and after.",
        {"effect": {"declined": True}},
    ),
    # --- PIL/ImagePalette.py -----------------------------------------------------------------
    q(
        "h262_pil_imagepalette",
        "where",
        "Where is make_gamma_lut?",
        {"def": "make_gamma_lut"},
    ),
    q(
        "h262_pil_imagepalette",
        "returns",
        "ImagePalette.getdata -- what does it return, and does that change when rawmode is set?",
        {"returns": "ImagePalette.getdata"},
    ),
    q(
        "h262_pil_imagepalette",
        "calls",
        "what calls `_new_color_index`?",
        grep(r"self\._new_color_index\(", PAL),
    ),
    q(
        "h262_pil_imagepalette",
        "raises",
        "ImagePalette('L') gives me ValueError: unsupported palette mode. Where is that raised?",
        grep(r'msg = "unsupported palette mode"', PAL),
    ),
    q(
        "h262_pil_imagepalette",
        "raises",
        "Which ImagePalette methods raise 'palette contains raw palette data'? Point me at each "
        "place.",
        grep(r'msg = "palette contains raw palette data"', PAL),
    ),
    q(
        "h262_pil_imagepalette",
        "raises",
        "getcolor keeps failing with 'cannot allocate more than 256 colors' -- where's that "
        "thrown?",
        grep(r'msg = "cannot allocate more than 256 colors"|raise ValueError\(msg\) from e', PAL),
    ),
    q(
        "h262_pil_imagepalette",
        "raises",
        "I tried to put a half see-through red into a plain three-channel color table and it "
        "refused. Where does that complaint come from?",
        grep(r'msg = "cannot add non-opaque RGBA color to RGB palette"', PAL),
        own=True,
    ),
    run(
        "h262_pil_imagepalette",
        "quick one: what's the output of {}",
        "from PIL import ImagePalette; p = ImagePalette.ImagePalette(); "
        "print(p.getcolor((255, 0, 0)), p.getcolor((0, 255, 0)), p.getcolor((255, 0, 0)), "
        "bytes(p.palette))",
        "0 1 0 b'\\xff\\x00\\x00\\x00\\xff\\x00'",
    ),
    q(
        "h262_pil_imagepalette",
        "which",
        "I just want a color table that climbs evenly from dark to light, one step per entry. "
        "Which of the ready-made ones gives me that?",
        {"body": "wedge"},
        own=True,
    ),
    q(
        "h262_pil_imagepalette",
        "how",
        "How does getcolor handle an RGBA tuple when the palette is in RGB mode?",
        grep(r"if len\(color\) == 4:|if color\[3\] != 255:|color = color\[:3\]", PAL),
    ),
    q(
        "h262_pil_imagepalette",
        "how",
        "once all 256 slots are taken and i add one more shade, does it give up straight away "
        "or does it go looking for a slot no pixel in my picture actually uses?",
        {"body": "ImagePalette._new_color_index"},
        own=True,
    ),
    q(
        "h262_pil_imagepalette",
        "edit",
        "rename the loop variable paletteHandler to handler in load() (PIL/ImagePalette.py)",
        {"effect": {"renamed": ["paletteHandler", "handler"]}},
    ),
    # --- sympy/polys/orthopolys.py -----------------------------------------------------------
    q(
        "h262_sympy_orthopolys",
        "where",
        "where is dup_laguerre defined?",
        {"def": "dup_laguerre"},
    ),
    q(
        "h262_sympy_orthopolys",
        "where",
        "Find the definition of `_dup_chebyshevt_prod` for me.",
        {"def": "_dup_chebyshevt_prod"},
    ),
    q(
        "h262_sympy_orthopolys",
        "returns",
        "what does dup_spherical_bessel_fn return when n is 0?",
        {"returns": "dup_spherical_bessel_fn"},
    ),
    q(
        "h262_sympy_orthopolys",
        "calls",
        "Who calls _dup_chebyshevt_rec?",
        grep(r"return _dup_chebyshevt_rec\(", ORTH),
    ),
    q(
        "h262_sympy_orthopolys",
        "calls",
        "List every call to named_poly in orthopolys.py.",
        grep(r"return named_poly\(", ORTH),
    ),
    run(
        "h262_sympy_orthopolys",
        "I ran {} -- what should it print?",
        "from sympy import Symbol; from sympy.polys.orthopolys import chebyshevt_poly; "
        "print(chebyshevt_poly(4, Symbol('x')))",
        "8*x**4 - 8*x**2 + 1",
    ),
    q(
        "h262_sympy_orthopolys",
        "which",
        "Which low-level function builds the coefficient list for the probabilist's Hermite "
        "polynomials He_n?",
        {"body": "dup_hermite_prob"},
    ),
    q(
        "h262_sympy_orthopolys",
        "which",
        "I need the coefficients of the polynomials that are orthogonal under the weight "
        "e^(-x^2) -- the physicists' flavour, not the statisticians' one. Which bottom-level "
        "routine makes that list?",
        {"body": "dup_hermite"},
        own=True,
    ),
    q(
        "h262_sympy_orthopolys",
        "how",
        "for the first-kind cosine polynomials, how does it choose how to build them when I "
        "ask for a really high degree, like 500?",
        {"body": "dup_chebyshevt"},
        own=True,
    ),
    q(
        "h262_sympy_orthopolys",
        "how",
        "How does spherical_bessel_fn handle a negative n?",
        {"body": "spherical_bessel_fn"},
    ),
    q(
        "h262_sympy_orthopolys",
        "edit",
        "dup_chebyshevt switches to the product method at n = 64; change that cutoff to 128 in "
        "sympy/polys/orthopolys.py.",
        {"effect": {"text_replaced": [ORTH, "if n < 64:", "if n < 128:"]}},
    ),
    q(
        "h262_sympy_orthopolys",
        "edit",
        "dup_hermite and dup_hermite_prob are almost the same loop. Refactor them (and the other "
        "three-term recurrences in orthopolys.py) into one shared helper without changing any "
        "output.",
        {"effect": {"declined": True}},
    ),
]
