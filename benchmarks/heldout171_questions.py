"""The hundred-and-seventy-first held-out set: questions on four modules of one third-party package,
copied from the installed site-packages (sympy 1.14.0: ``sympy/combinatorics/subsets.py``,
``sympy/combinatorics/partitions.py``, ``sympy/combinatorics/graycode.py`` and
``sympy/combinatorics/util.py``), written blind: by reading only those files, never the model's code
or its notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

The questions are weighted by the size of the files (the set and integer partitions most, then
subsets, the group-theory helpers of ``util.py``, Gray codes). About a fifth of them are in the
user's own words (``"own": True``: behaviour described in everyday words the code does not use for
it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold
forms are those of ``code_questions.py``. The commands need the whole package to import, so they run
against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h171_sympy_subsets": ["sympy/combinatorics/subsets.py"],
    "h171_sympy_partitions": ["sympy/combinatorics/partitions.py"],
    "h171_sympy_graycode": ["sympy/combinatorics/graycode.py"],
    "h171_sympy_util": ["sympy/combinatorics/util.py"],
}

SUBSETS = "sympy/combinatorics/subsets.py"
PARTS = "sympy/combinatorics/partitions.py"
GRAY = "sympy/combinatorics/graycode.py"
UTIL = "sympy/combinatorics/util.py"


QUESTIONS: list[dict] = [
    # --- sympy/combinatorics/subsets.py ------------------------------------------------------
    q(
        "h171_sympy_subsets",
        "where",
        "where's Subset.unrank_gray defined?",
        {"def": "Subset.unrank_gray"},
    ),
    q(
        "h171_sympy_subsets",
        "returns",
        "What does `Subset.subset_indices` give back when one of the elements I pass isn't in "
        "the superset at all?",
        {"returns": "Subset.subset_indices"},
    ),
    q(
        "h171_sympy_subsets",
        "calls",
        "Which methods in subsets.py rely on subset_indices?",
        grep(r"= Subset\.subset_indices\(|in Subset\.subset_indices\(", SUBSETS),
    ),
    q(
        "h171_sympy_subsets",
        "calls",
        "show me every place bitlist_from_subset gets called from inside the Subset class",
        grep(r"Subset\.bitlist_from_subset\(self\.subset", SUBSETS),
    ),
    q(
        "h171_sympy_subsets",
        "raises",
        "Subset(['a', 'b', 'c'], ['a', 'b']) throws a ValueError saying the superset must be "
        "larger. Which line raises that?",
        grep(r"raise ValueError\('Invalid arguments have been provided", SUBSETS),
    ),
    q(
        "h171_sympy_subsets",
        "raises",
        "where does the Subset constructor reject a subset element that's missing from the "
        "superset?",
        grep(r"raise ValueError\('The superset provided is invalid", SUBSETS),
    ),
    q(
        "h171_sympy_subsets",
        "which",
        "I need every way of choosing exactly three items out of a list, no repeats and no "
        "reshuffles of the same pick. Which function hands me those?",
        {"def": "ksubsets"},
        own=True,
    ),
    q(
        "h171_sympy_subsets",
        "which",
        "Which classmethod turns a string like '0101' plus the superset into a Subset object?",
        {"def": "Subset.subset_from_bitlist"},
    ),
    q(
        "h171_sympy_subsets",
        "how",
        "How is `rank_lexicographic` worked out? I see a nested helper with powers of two but "
        "don't follow it.",
        {"body": "Subset.rank_lexicographic"},
    ),
    q(
        "h171_sympy_subsets",
        "how",
        "My selection already holds every element, and when I move one forward in the plain "
        "counting-in-base-two sequence I end up with an empty selection. How does that wrap "
        "around happen?",
        {"body": "Subset.iterate_binary"},
        own=True,
    ),
    run(
        "h171_sympy_subsets",
        "Run {} and tell me the three values it prints.",
        "from sympy.combinatorics import Subset; a = Subset(['b', 'd'], ['a', 'b', 'c', 'd']); "
        "print(a.rank_lexicographic, a.rank_gray, a.next_gray().subset)",
        "12 6 ['b']",
    ),
    q(
        "h171_sympy_subsets",
        "edit",
        "In sympy/combinatorics/subsets.py, iterate_binary has a local called `bin_list` that is "
        "really a string. Rename it to `bit_string`, please.",
        {"effect": {"renamed": ["bin_list", "bit_string"]}},
    ),
    q(
        "h171_sympy_subsets",
        "edit",
        "rank_lexicographic recurses once per superset element and dies with RecursionError on "
        "a 5000-element superset. Could you rewrite it as a loop, keep the results identical, and "
        "add tests showing it matches the old version?",
        {"effect": {"declined": True}},
    ),
    # --- sympy/combinatorics/partitions.py ---------------------------------------------------
    q(
        "h171_sympy_partitions",
        "where",
        "which file and line declares the Partition class?",
        {"def": "Partition"},
    ),
    q(
        "h171_sympy_partitions",
        "where",
        "Where is `IntegerPartition.next_lex`?",
        {"def": "IntegerPartition.next_lex"},
    ),
    q(
        "h171_sympy_partitions",
        "returns",
        "what does RGS_enum return, esp. for m = 0 or m = 1?",
        {"returns": "RGS_enum"},
    ),
    q(
        "h171_sympy_partitions",
        "calls",
        "Who builds the matrix from RGS_generalized? I want to see the callers.",
        grep(r"D = RGS_generalized\(", PARTS),
    ),
    q(
        "h171_sympy_partitions",
        "raises",
        "Where does it complain if I put the same item into two different groups when I set up "
        "one of those splits of a collection?",
        grep(r'raise ValueError\("Partition contained duplicate elements', PARTS),
        own=True,
    ),
    q(
        "h171_sympy_partitions",
        "raises",
        "Partition.from_rgs can raise ValueError for a couple of reasons. Where are those raises?",
        grep(r"raise ValueError\('mismatch in rgs|raise ValueError\('some blocks", PARTS),
    ),
    q(
        "h171_sympy_partitions",
        "raises",
        "`RGS_unrank(15, 4)` fails with 'Invalid arguments'. which line is that?",
        grep(r'raise ValueError\("Invalid arguments"\)', PARTS),
    ),
    q(
        "h171_sympy_partitions",
        "which",
        "Which function chops a whole number into a haphazard bunch of positive pieces that add "
        "back up to it? Ideally one where I can make the result repeatable.",
        {"def": "random_integer_partition"},
        own=True,
    ),
    q(
        "h171_sympy_partitions",
        "which",
        "which method of IntegerPartition gives the Ferrers diagram as text?",
        {"def": "IntegerPartition.as_ferrers"},
    ),
    q(
        "h171_sympy_partitions",
        "how",
        "How does `Partition.__add__` cope with an offset bigger than the number of possible "
        "partitions of the set?",
        {"body": "Partition.__add__"},
    ),
    q(
        "h171_sympy_partitions",
        "how",
        "Say I write a number as a sum and draw it as rows of dots. How does the code work out "
        "the flipped version you get by reading that picture column by column?",
        {"body": "IntegerPartition.conjugate"},
        own=True,
    ),
    q(
        "h171_sympy_partitions",
        "how",
        "how does Partition.RGS decide which block number each member gets?",
        {"body": "Partition.RGS"},
    ),
    run(
        "h171_sympy_partitions",
        "what does {} print?",
        "from sympy.combinatorics.partitions import IntegerPartition; "
        "p = IntegerPartition([4, 2, 1]); print(p.conjugate, p.next_lex())",
        "[3, 2, 1, 1] [4, 3]",
    ),
    q(
        "h171_sympy_partitions",
        "edit",
        "IntegerPartition.__str__ in partitions.py has no docstring. Add a short one (it shows "
        "the summands as a plain list).",
        {"effect": {"docstring": "IntegerPartition.__str__"}},
    ),
    q(
        "h171_sympy_partitions",
        "edit",
        "I'd rather have stars than hashes in the Ferrers output: change the default of "
        "`as_ferrers` from char='#' to char='*'.",
        {
            "effect": {
                "text_replaced": [
                    PARTS,
                    "def as_ferrers(self, char='#'):",
                    "def as_ferrers(self, char='*'):",
                ]
            }
        },
    ),
    # --- sympy/combinatorics/graycode.py -----------------------------------------------------
    q(
        "h171_sympy_graycode",
        "where",
        "bin_to_gray -- where is it defined?",
        {"def": "bin_to_gray"},
    ),
    q(
        "h171_sympy_graycode",
        "returns",
        "What does GrayCode.current return if _current is still the integer 0?",
        {"returns": "GrayCode.current"},
    ),
    q(
        "h171_sympy_graycode",
        "calls",
        "where is gray_to_bin used in graycode.py?",
        grep(r"= gray_to_bin\(|int\(gray_to_bin\(", GRAY),
    ),
    q(
        "h171_sympy_graycode",
        "raises",
        "GrayCode(0) gives 'Gray code dimension must be a positive integer'. Where's the raise?",
        grep(r"^\s+raise ValueError\($|'Gray code dimension must be", GRAY),
    ),
    q(
        "h171_sympy_graycode",
        "raises",
        "Hi, where does graycode.py raise when the start string is longer than the number of "
        "bits? I think there's more than one spot.",
        grep(r"raise ValueError\('Gray code start has length", GRAY),
    ),
    q(
        "h171_sympy_graycode",
        "const",
        "Where's the class-level default for the `_skip` flag on GrayCode?",
        grep(r"^\s+_skip = False", GRAY),
    ),
    q(
        "h171_sympy_graycode",
        "which",
        "I want to go through every possible pick from my list so each pick differs from the one "
        "before by a single item, and I want the picks as lists of my own items, not 0/1 "
        "strings. Which function does that?",
        {"def": "graycode_subsets"},
        own=True,
    ),
    q(
        "h171_sympy_graycode",
        "how",
        "If I'm near the end of the sequence of bit patterns and ask to jump ahead five places, "
        "how does it land back near the beginning instead of running off the end?",
        {"body": "GrayCode.next"},
        grep(r"% obj\.selections", GRAY),
        own=True,
    ),
    run(
        "h171_sympy_graycode",
        "can you execute {} and tell me the output?",
        "from sympy.combinatorics.graycode import bin_to_gray, gray_to_bin; "
        "print(bin_to_gray('1011'), gray_to_bin('1110'))",
        "1110 1011",
    ),
    q(
        "h171_sympy_graycode",
        "edit",
        "In graycode.py, delete the `self._current = 0` line at the end of generate_gray.",
        {"effect": {"line_deleted": [GRAY, "self._current = 0"]}},
    ),
    # --- sympy/combinatorics/util.py ---------------------------------------------------------
    q(
        "h171_sympy_util",
        "where",
        "Where is _strip_af, the array-form version of _strip?",
        {"def": "_strip_af"},
    ),
    q(
        "h171_sympy_util",
        "returns",
        "what does `_strip` hand back -- just the permutation, or something else too?",
        {"returns": "_strip"},
    ),
    q(
        "h171_sympy_util",
        "calls",
        "In combinatorics/util.py, who calls _distribute_gens_by_base?",
        grep(r"strong_gens_distr = _distribute_gens_by_base\(base, strong_gens\)", UTIL),
    ),
    q(
        "h171_sympy_util",
        "const",
        "where does util.py set up the `_af_new` shortcut?",
        grep(r"^_af_new = ", UTIL),
    ),
    q(
        "h171_sympy_util",
        "which",
        "Which function rebuilds a strong generating set from generators already distributed over "
        "the basic stabilizers?",
        {"def": "_strong_gens_from_distr"},
    ),
    q(
        "h171_sympy_util",
        "which",
        "which helper does is_alt_sym use to look for a prime-length cycle between n/2 and n-2?",
        {"def": "_check_cycles_alt_sym"},
    ),
    q(
        "h171_sympy_util",
        "which",
        "Which helper trims a group's list of building-block permutations, dropping each one whose "
        "loss doesn't shrink the set of points you can reach from the starting point?",
        {"def": "_remove_gens"},
        own=True,
    ),
    q(
        "h171_sympy_util",
        "how",
        "How does `_strip` decide that sifting has failed part way, and what level does it report "
        "then?",
        {"body": "_strip"},
    ),
    q(
        "h171_sympy_util",
        "how",
        "When a handful of chosen positions out of 0..n-1 have to go to the front of the line, how "
        "does it number everything, and where do the leftovers end up?",
        {"body": "_base_ordering"},
        own=True,
    ),
    run(
        "h171_sympy_util",
        "Please run {} -- what list comes out?",
        "from sympy.combinatorics.util import _base_ordering; print(_base_ordering([2, 0], 4))",
        "[1, 2, 0, 3]",
    ),
    q(
        "h171_sympy_util",
        "edit",
        "comment out `u_slp.reverse()` in _strip_af (sympy/combinatorics/util.py), I want to see "
        "what breaks",
        {"effect": {"comment_out": [UTIL, "u_slp.reverse()"]}},
    ),
]
