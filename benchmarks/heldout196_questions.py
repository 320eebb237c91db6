"""The hundred-and-ninety-sixth set: questions on one module each of four third-party packages,
copied from the installed site-packages (scipy 1.17.1: ``scipy/stats/_entropy.py``; Pillow 13.0.0:
``PIL/ImageMorph.py``; networkx 3.6.1: ``networkx/algorithms/bridges.py``; pandas 3.1.1:
``pandas/core/arrays/_ranges.py``), written blind: by reading only those files, never the model's
code or its notes, and committed before the model was asked any of them. This is a tuning set: its
misses are read and fixed.

The questions are weighted by the size of the files (scipy's entropy functions most, then
Pillow's binary morphology, pandas' range helpers, networkx's bridge finding). About a fifth of
them are in the user's own words (``"own": True``: behaviour described in everyday words the code
does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``. The commands need the whole
package to import, so they run against the installed package; each exercises the one file its
workspace holds (all four modules import, so each file has its own run slot).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h196_scipy_entropy": ["scipy/stats/_entropy.py"],
    "h196_pil_imagemorph": ["PIL/ImageMorph.py"],
    "h196_networkx_bridges": ["networkx/algorithms/bridges.py"],
    "h196_pandas_ranges": ["pandas/core/arrays/_ranges.py"],
}

ENT = "scipy/stats/_entropy.py"
MORPH = "PIL/ImageMorph.py"
BRIDGES = "networkx/algorithms/bridges.py"
RANGES = "pandas/core/arrays/_ranges.py"


QUESTIONS: list[dict] = [
    # --- scipy/stats/_entropy.py -------------------------------------------------------------
    q(
        "h196_scipy_entropy",
        "where",
        "where's the van Es estimator function defined in scipy's _entropy module?",
        {"def": "_van_es_entropy"},
    ),
    q(
        "h196_scipy_entropy",
        "returns",
        "What comes back from `_differential_entropy_is_too_small`? a bool, or something else?",
        {"returns": "_differential_entropy_is_too_small"},
    ),
    q(
        "h196_scipy_entropy",
        "calls",
        "Which of the estimators call _pad_along_last_axis before they take differences?",
        grep(r"= _pad_along_last_axis\(", ENT),
    ),
    q(
        "h196_scipy_entropy",
        "calls",
        "_differential_entropy_is_too_small isn't called directly anywhere that I can see. "
        "where does it get used?",
        grep(r"too_small=_differential_entropy_is_too_small", ENT),
    ),
    q(
        "h196_scipy_entropy",
        "raises",
        "differential_entropy(x, window_length=50) on a 60-element sample throws a ValueError "
        "about the window length. Which line raises it?",
        grep(r"^\s+raise ValueError\($|Window length \(\{window_length\}\) must be", ENT),
    ),
    q(
        "h196_scipy_entropy",
        "raises",
        "i passed method='kozachenko' and got an error listing the allowed methods -- where's "
        "that check?",
        grep(r"message = f\"`method` must be one of|raise ValueError\(message\)", ENT),
    ),
    q(
        "h196_scipy_entropy",
        "raises",
        "Where do entropy and differential_entropy reject base=0 or a negative base?",
        grep(r"`base` must be a positive number or `None`", ENT),
    ),
    q(
        "h196_scipy_entropy",
        "const",
        "If I don't give differential_entropy a window_length, where is the default one computed?",
        grep(r"window_length = math\.floor\(math\.sqrt\(n\) \+ 0\.5\)", ENT),
    ),
    q(
        "h196_scipy_entropy",
        "which",
        "Which helper sticks extra copies of the smallest and the largest sorted value onto both "
        "ends of each row, so that looking a few places left or right never runs off the edge?",
        {"def": "_pad_along_last_axis"},
        own=True,
    ),
    q(
        "h196_scipy_entropy",
        "which",
        "One of the recipes for guessing how unpredictable a continuous sample is gives the gaps "
        "close to the lowest and highest observations a lighter weight than the gaps in the "
        "middle. Which function is that one?",
        {"def": "_ebrahimi_entropy"},
        own=True,
    ),
    q(
        "h196_scipy_entropy",
        "which",
        "which function is the Correa estimator (the local linear regression one)?",
        {"def": "_correa_entropy"},
    ),
    q(
        "h196_scipy_entropy",
        "how",
        "With method='auto', how does differential_entropy decide between vasicek, van es and "
        "ebrahimi? is it purely the sample size?",
        grep(
            r'if method == "auto":|if n <= 10:|'
            r"method = 'van es'|elif n <= 1000:|method = 'ebrahimi'|method = 'vasicek'",
            ENT,
        ),
    ),
    q(
        "h196_scipy_entropy",
        "how",
        "I've got raw tallies like 3, 5 and 2 rather than fractions that add up to one. When I "
        "hand those to the function that scores how unpredictable a set of odds is (maybe along "
        "with a second set to compare against), how does it cope?",
        grep(r"qk = qk / xp\.sum\(qk, |pk = pk / xp\.sum\(pk, ", ENT),
        own=True,
    ),
    run(
        "h196_scipy_entropy",
        "Run {} and tell me the number it prints.",
        "from scipy.stats._entropy import entropy; print(entropy([1, 1, 1, 1], base=2))",
        "2.0",
    ),
    q(
        "h196_scipy_entropy",
        "edit",
        "_differential_entropy_is_too_small in scipy/stats/_entropy.py has no docstring. Add a "
        "one-line one saying it reports whether the sample is too short for the window length.",
        {"effect": {"docstring": "_differential_entropy_is_too_small"}},
    ),
    q(
        "h196_scipy_entropy",
        "edit",
        "In _entropy.py, right after the line `method = method.lower()`, add "
        "`method = method.strip()` so ' vasicek ' with spaces is accepted too.",
        {"effect": {"line_after": [ENT, "method = method.lower()", "method = method.strip()"]}},
    ),
    q(
        "h196_scipy_entropy",
        "edit",
        "The vasicek/ebrahimi/correa functions all repeat the same padding and log-mean steps. "
        "Could you refactor them into a small class hierarchy with a shared base and check the "
        "new version isn't any slower?",
        {"effect": {"declined": True}},
    ),
    # --- PIL/ImageMorph.py -------------------------------------------------------------------
    q(
        "h196_pil_imagemorph",
        "where",
        "Which file and line is MorphOp.get_on_pixels on?",
        {"def": "MorphOp.get_on_pixels"},
    ),
    q(
        "h196_pil_imagemorph",
        "returns",
        "what does `MorphOp.apply` give back -- just the new image, or more than that?",
        {"returns": "MorphOp.apply"},
    ),
    q(
        "h196_pil_imagemorph",
        "calls",
        "who calls _string_permute in ImageMorph?",
        grep(r"self\._string_permute\(", MORPH),
    ),
    q(
        "h196_pil_imagemorph",
        "raises",
        "LutBuilder(op_name='dilate') blew up with 'Unknown pattern dilate!'. Where is that "
        "thrown?",
        grep(r"Unknown pattern \{op_name\}", MORPH),
    ),
    q(
        "h196_pil_imagemorph",
        "raises",
        "Passing an RGB image to the morph operator gives me a ValueError. Show me every place "
        "in PIL/ImageMorph.py that checks the image mode.",
        grep(r'msg = "Image mode must be 1 or L"', MORPH),
    ),
    q(
        "h196_pil_imagemorph",
        "const",
        "where is LUT_SIZE set? I want to know how big the lookup table is",
        grep(r"^LUT_SIZE = 1 << 9", MORPH),
    ),
    q(
        "h196_pil_imagemorph",
        "which",
        "Which method fills in the blank-slate table where each of the 512 possible 3x3 "
        "neighbourhoods simply keeps its middle dot as it was?",
        {"def": "LutBuilder.build_default_lut"},
        own=True,
    ),
    q(
        "h196_pil_imagemorph",
        "which",
        "Which MorphOp method hands me the (x, y) coordinates where the operator matches, "
        "without building an output image?",
        {"def": "MorphOp.match"},
    ),
    q(
        "h196_pil_imagemorph",
        "how",
        "How does LutBuilder.build_lut work out the table entry when two of my patterns match "
        "the same bit pattern? Which one wins?",
        grep(
            r"The last one found takes priority|if pattern\.match\(bitpattern\):|"
            r"self\.lut\[i\] = r$",
            MORPH,
        ),
    ),
    q(
        "h196_pil_imagemorph",
        "how",
        "Say I ask for the inverted copy of one of my shape rules as well. How are the on and "
        "off cells flipped, and what happens to the outcome it produces?",
        grep(
            r'if "N" in options:|# Swap 0 and 1|pattern = pattern\.replace\("0", "Z"\)|'
            r"res = 1 - int\(res\)",
            MORPH,
        ),
        own=True,
    ),
    run(
        "h196_pil_imagemorph",
        "can you execute {} for me? i want the table length and how many entries are set",
        "from PIL.ImageMorph import LutBuilder; lut = LutBuilder(op_name='erosion4').build_lut(); "
        "print(len(lut), sum(lut))",
        "512 16",
    ),
    q(
        "h196_pil_imagemorph",
        "edit",
        "Please rename `_string_permute` to `_permute_string` in PIL/ImageMorph.py, including "
        "the places that call it.",
        {"effect": {"renamed": ["_string_permute", "_permute_string"]}},
    ),
    # --- networkx/algorithms/bridges.py ------------------------------------------------------
    q(
        "h196_networkx_bridges",
        "where",
        "Where is the bridges() generator itself defined in networkx?",
        {"def": "bridges"},
    ),
    q(
        "h196_networkx_bridges",
        "returns",
        "has_bridges: what does it return for a cycle graph vs a barbell?",
        {"returns": "has_bridges"},
    ),
    q(
        "h196_networkx_bridges",
        "calls",
        "Where in bridges.py is `bridges` called (not defined)?",
        grep(r"next\(bridges\(G, root=root\)\)", BRIDGES),
    ),
    q(
        "h196_networkx_bridges",
        "which",
        "In a friendship network, which function lists the friendships where the two people "
        "don't have a single mutual friend?",
        {"def": "local_bridges"},
        own=True,
    ),
    q(
        "h196_networkx_bridges",
        "how",
        "how does bridges() deal with a multigraph? If two nodes are joined by two parallel "
        "edges, can that pair still come out as a bridge?",
        grep(
            r"multigraph = G\.is_multigraph\(\)|H = nx\.Graph\(G\) if multigraph else G|"
            r"if multigraph and len\(G\[u\]\[v\]\) > 1:",
            BRIDGES,
        ),
    ),
    q(
        "h196_networkx_bridges",
        "how",
        "When I ask for the detour length too, and cutting that one link leaves the two people "
        "with no way at all to reach each other, what number comes back, and where is that "
        "handled?",
        grep(r"except nx\.NetworkXNoPath:|yield u, v, float\(\"inf\"\)", BRIDGES),
        own=True,
    ),
    run(
        "h196_networkx_bridges",
        "What does {} print?",
        "import networkx as nx; print(list(nx.bridges(nx.barbell_graph(4, 0))))",
        "[(3, 4)]",
    ),
    q(
        "h196_networkx_bridges",
        "edit",
        "In networkx/algorithms/bridges.py, local_bridges should yield None as the span instead "
        'of infinity when there\'s no other path: replace `yield u, v, float("inf")` with '
        "`yield u, v, None`.",
        {"effect": {"text_replaced": [BRIDGES, 'yield u, v, float("inf")', "yield u, v, None"]}},
    ),
    # --- pandas/core/arrays/_ranges.py -------------------------------------------------------
    q(
        "h196_pandas_ranges",
        "where",
        "where is _generate_range_overflow_safe_signed declared",
        {"def": "_generate_range_overflow_safe_signed"},
    ),
    q(
        "h196_pandas_ranges",
        "returns",
        "What does _generate_range_overflow_safe return? I see several return statements in it.",
        {"returns": "_generate_range_overflow_safe"},
    ),
    q(
        "h196_pandas_ranges",
        "calls",
        "List the call sites of `_generate_range_overflow_safe`, recursive ones included.",
        grep(r"(?<!def )_generate_range_overflow_safe\(", RANGES),
    ),
    q(
        "h196_pandas_ranges",
        "raises",
        "pd.date_range('2000', periods=10**12, freq='D') dies with OutOfBoundsDatetime: Cannot "
        "generate range with start=... -- where in _ranges.py can that be raised?",
        grep(r"raise OutOfBoundsDatetime\(", RANGES),
    ),
    q(
        "h196_pandas_ranges",
        "raises",
        "Asking for a nanosecond freq with unit='s' gives 'is incompatible with unit'. Where's "
        "that error raised?",
        grep(r"is incompatible with unit=\{unit\}", RANGES),
    ),
    q(
        "h196_pandas_ranges",
        "which",
        "which function in pandas' _ranges.py turns a fixed frequency like Hour into an integer "
        "stride and builds the values with range()?",
        {"def": "generate_regular_range"},
    ),
    q(
        "h196_pandas_ranges",
        "which",
        "Which function gets me only the working days between two points in time quickly, by "
        "first making one entry for every single day on the calendar and then throwing out the "
        "ones that don't qualify?",
        {"def": "generate_daily_offset_range"},
        own=True,
    ),
    q(
        "h196_pandas_ranges",
        "how",
        "How does generate_regular_range compute the stop value when both start and end are "
        "given? I'd expect end + 1, but it seems to do something else.",
        grep(r"e = b \+ \(iend - b\) // stride \* stride \+ stride // 2 \+ 1", RANGES),
    ),
    q(
        "h196_pandas_ranges",
        "how",
        "When the number of steps times the step size is too big to fit in a 64-bit number, "
        "how does it chop the job up and try again instead of giving up straight away?",
        grep(
            r"# split into smaller pieces|mid_periods = periods // 2|"
            r"remaining = periods - mid_periods|midpoint = int\(_generate_range_overflow_safe\(|"
            r"return _generate_range_overflow_safe\(midpoint",
            RANGES,
        ),
        own=True,
    ),
    run(
        "h196_pandas_ranges",
        "I'd like to see the output of {}, could you run it?",
        "from pandas import Timedelta; from pandas.tseries.offsets import Hour; "
        "from pandas.core.arrays._ranges import generate_regular_range as g; "
        "print(g(Timedelta(0), None, 4, Hour(), unit='s').tolist())",
        "[0, 3600, 7200, 10800]",
    ),
    q(
        "h196_pandas_ranges",
        "edit",
        "comment out the `assert 0 < remaining < periods, (remaining, periods, endpoint, stride)` "
        "line in pandas/core/arrays/_ranges.py",
        {
            "effect": {
                "comment_out": [
                    RANGES,
                    "assert 0 < remaining < periods, (remaining, periods, endpoint, stride)",
                ]
            }
        },
    ),
]
