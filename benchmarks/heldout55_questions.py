"""The fifty-fifth held-out set: questions on two third-party packages that no other set uses,
copied from the installed site-packages (matplotlib 3.11.2, of which only the four modules
``figure.py``, ``axis.py``, ``legend.py`` and ``colorbar.py`` are copied, and the ``IPython/utils``
directory of ipython 8.12.3), written blind: by reading only those files, never the model's code
or its notes, and committed before the model was asked any of them. Nothing is tuned on it: only
its totals are looked at.

The questions are weighted by the size of what is copied (the four matplotlib modules most, then
IPython.utils). About a fifth of them are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command
or ask for an edit, each in a phrasing of its own. The commands all import from IPython.utils,
whose modules import on their own; the matplotlib workspace holds single modules only. Gold forms
are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h55_mpl": [
        "matplotlib/figure.py",
        "matplotlib/axis.py",
        "matplotlib/legend.py",
        "matplotlib/colorbar.py",
    ],
    "h55_iputils": ["IPython/utils"],
}

FIGURE = "matplotlib/figure.py"
AXIS = "matplotlib/axis.py"
LEGEND = "matplotlib/legend.py"
CBAR = "matplotlib/colorbar.py"
IPSTRUCT = "IPython/utils/ipstruct.py"
IPPATH = "IPython/utils/path.py"


QUESTIONS: list[dict] = [
    # --- matplotlib: figure, axis, legend, colorbar -------------------------------------------
    q(
        "h55_mpl",
        "where",
        "where is make_axes_gridspec defined",
        {"def": "make_axes_gridspec"},
    ),
    q(
        "h55_mpl",
        "where",
        "Could you point me to the definition of `YAxis.tick_right`?",
        {"def": "YAxis.tick_right"},
    ),
    q(
        "h55_mpl",
        "returns",
        "What does Legend.get_legend_handler hand back when nothing in the handler map fits "
        "my artist?",
        {"returns": "Legend.get_legend_handler"},
    ),
    q(
        "h55_mpl",
        "returns",
        "what are the possible return values of Axis._get_ticks_position",
        {"returns": "Axis._get_ticks_position"},
    ),
    q(
        "h55_mpl",
        "calls",
        "who calls _get_ticklabel_bboxes in axis.py?",
        grep(r"= (self|axis)\._get_ticklabel_bboxes\(", AXIS),
    ),
    q(
        "h55_mpl",
        "calls",
        "Where is `Colorbar._get_extension_lengths` used from?",
        grep(r"= self\._get_extension_lengths\(", CBAR),
    ),
    q(
        "h55_mpl",
        "calls",
        "which functions call _normalize_location_orientation",
        grep(r"= _normalize_location_orientation\(", CBAR),
    ),
    q(
        "h55_mpl",
        "raises",
        "I called fig.legend(loc='best') and got an error. Where is that raised?",
        grep(r"Automatic legend placement \(loc='best'\) not implemented", LEGEND),
    ),
    q(
        "h55_mpl",
        "raises",
        "ax.tick_params(lenght=5) blows up with 'keyword ... is not recognized' -- where does "
        "that come from in axis.py?",
        grep(r"keyword %s is not recognized; valid keywords are %s", AXIS),
    ),
    q(
        "h55_mpl",
        "raises",
        "Where does Axis raise 'Axis already has an explicit converter set'?",
        grep(r'raise RuntimeError\("Axis already has an explicit converter set"\)', AXIS),
    ),
    q(
        "h55_mpl",
        "raises",
        "where does the colorbar reject a bad extendfrac value",
        grep(r"invalid value for extendfrac", CBAR),
    ),
    q(
        "h55_mpl",
        "raises",
        "fig.colorbar(mappable) says it is unable to determine Axes to steal space -- which line "
        "raises that?",
        grep(r"Unable to determine Axes to steal space for Colorbar", FIGURE),
    ),
    q(
        "h55_mpl",
        "raises",
        "Where does matplotlib complain if I pass figsize=(10, 8, 'mm')?",
        grep(r"Invalid unit \{unit!r\} in 'figsize'", FIGURE),
    ),
    q(
        "h55_mpl",
        "const",
        "where's OFFSETTEXTPAD set on Axis and what is it",
        grep(r"^    OFFSETTEXTPAD = 3$", AXIS),
    ),
    q(
        "h55_mpl",
        "which",
        "With loc='best', which code picks the spot for the legend so it sits on top of as "
        "little of my plotted stuff as possible?",
        {"body": "Legend._find_best_position"},
        {"body": "Legend._auto_legend_data"},
        own=True,
    ),
    q(
        "h55_mpl",
        "which",
        "which part draws the little pointy caps at the ends of the colour scale bar, the ones "
        "that mean 'values beyond this'?",
        {"body": "Colorbar._do_extends"},
        own=True,
    ),
    q(
        "h55_mpl",
        "which",
        "Which code in Figure.savefig makes the Axes and subfigure backgrounds see-through when "
        "transparent=True is passed?",
        grep(
            r"def _recursively_make_subfig_transparent|def _recursively_make_axes_transparent",
            FIGURE,
        ),
    ),
    q(
        "h55_mpl",
        "which",
        "i have a 5x3 array and want to know how big the picture should be so it shows without "
        "squishing, but not absurdly big or tiny. which function works that out?",
        {"body": "figaspect"},
        own=True,
    ),
    q(
        "h55_mpl",
        "which",
        "Which method throws away the little in-between marks along the axis that would land "
        "exactly on top of the big numbered ones?",
        {"body": "Axis.get_minorticklocs"},
        own=True,
    ),
    q(
        "h55_mpl",
        "how",
        "I've got a column of charts sharing the horizontal axis, with days along it. How does "
        "it slant the labels on the bottom chart and hide the ones on the charts above?",
        {"body": "FigureBase.autofmt_xdate"},
        own=True,
    ),
    q(
        "h55_mpl",
        "how",
        "How does `Colorbar._process_values` work out the boundaries when I give it values but "
        "no boundaries?",
        grep(
            r"b\[1:-1\] = 0\.5 \* \(self\._values\[:-1\] \+ self\._values\[1:\]\)"
            r"|b\[0\] = 2\.0 \* b\[1\] - b\[2\]",
            CBAR,
        ),
    ),
    q(
        "h55_mpl",
        "how",
        "If I grab the legend in the window and pull it somewhere else by hand, how does it "
        "remember where I let go of it?",
        {"body": "DraggableLegend.finalize_offset"},
        {"body": "DraggableLegend._update_loc"},
        {"body": "DraggableLegend._update_bbox_to_anchor"},
        own=True,
    ),
    q(
        "h55_mpl",
        "how",
        "how does Axis._set_lim handle a zero or negative limit on a log-scaled axis?",
        grep(
            r"if self\.get_scale\(\) == 'log' and \(v0 <= 0 or v1 <= 0\)"
            r"|Attempt to set non-positive",
            AXIS,
        ),
    ),
    q(
        "h55_mpl",
        "how",
        "In Figure.colorbar, how is it decided whether the new colorbar Axes comes from "
        "make_axes_gridspec or from make_axes?",
        grep(
            r"cax, kwargs = cbar\.make_axes_gridspec\(ax, \*\*kwargs\)"
            r"|cax, kwargs = cbar\.make_axes\(ax, \*\*kwargs\)"
            r"|not fig\.get_layout_engine\(\)\.colorbar_gridspec",
            FIGURE,
        ),
    ),
    q(
        "h55_mpl",
        "edit",
        "Set GRIDLINE_INTERPOLATION_STEPS in matplotlib/axis.py to 360 please.",
        {"effect": {"value_set": [AXIS, "GRIDLINE_INTERPOLATION_STEPS", "360"]}},
    ),
    q(
        "h55_mpl",
        "edit",
        "comment out the `_log.debug('locator: %r', locator)` line in matplotlib/colorbar.py",
        {"effect": {"comment_out": [CBAR, "_log.debug('locator: %r', locator)"]}},
    ),
    q(
        "h55_mpl",
        "edit",
        "loc='best' legends are painfully slow on my scatter plots with a million points. Can "
        "you make the legend placement much faster, e.g. with a spatial index, without changing "
        "where legends end up?",
        {"effect": {"declined": True}},
    ),
    # --- IPython.utils -------------------------------------------------------------------------
    q(
        "h55_iputils",
        "where",
        "Where's link_or_copy?",
        {"def": "link_or_copy"},
    ),
    q(
        "h55_iputils",
        "where",
        "where is Struct.merge defined (IPython/utils)",
        {"def": "Struct.merge"},
    ),
    q(
        "h55_iputils",
        "returns",
        "What does get_real_method return if the object pretends to have every attribute you "
        "ask for?",
        {"returns": "get_real_method"},
    ),
    q(
        "h55_iputils",
        "calls",
        "who calls process_handler",
        {"grep": r"(= |return )process_handler\("},
    ),
    q(
        "h55_iputils",
        "calls",
        "In IPython/utils/path.py, which functions call get_home_dir()?",
        grep(r"os\.path\.join\(get_home_dir\(\)", IPPATH),
    ),
    q(
        "h55_iputils",
        "raises",
        "Where does Struct stop me from setting an attribute called `keys` or `get`?",
        grep(r"protected member of class Struct", IPSTRUCT),
    ),
    q(
        "h55_iputils",
        "raises",
        "where is 'Unrecognized color scheme' raised",
        grep(r"raise ValueError\('Unrecognized color scheme: '", "IPython/utils/coloransi.py"),
    ),
    q(
        "h55_iputils",
        "const",
        "Where does IPython.utils set DEFAULT_ENCODING?",
        grep(r"^DEFAULT_ENCODING = getdefaultencoding\(\)", "IPython/utils/encoding.py"),
    ),
    q(
        "h55_iputils",
        "which",
        "Which helper lays a long list of names out in a grid that fits the width of my "
        "terminal window, kind of like `ls` output?",
        {"body": "columnize"},
        {"body": "compute_item_matrix"},
        {"body": "_find_optimal"},
        own=True,
    ),
    q(
        "h55_iputils",
        "which",
        "is there something that hops into a throwaway folder for a `with` block and puts me "
        "back where I was afterwards? which class?",
        {"body": "TemporaryWorkingDirectory"},
        own=True,
    ),
    q(
        "h55_iputils",
        "which",
        "Which method of the ipstruct Struct class lets me freeze the keys so a typo'd new key "
        "raises instead of being added?",
        {"body": "Struct.allow_new_attr"},
        {"body": "Struct.__setitem__"},
    ),
    q(
        "h55_iputils",
        "how",
        "how does it pick the character set for reading what a child process prints when my "
        "console doesn't announce one?",
        {"body": "getdefaultencoding"},
        {"body": "get_stream_enc"},
        own=True,
    ),
    q(
        "h55_iputils",
        "how",
        "How does Struct.merge resolve a key that exists on both sides? Is it like dict.update?",
        {"body": "Struct.merge"},
    ),
    q(
        "h55_iputils",
        "how",
        "When I cancel a long shell command halfway with the usual key combo, how does it make "
        "sure the child program really goes away?",
        {"body": "ProcessHandler.system"},
        {"body": "process_handler"},
        own=True,
    ),
    run(
        "h55_iputils",
        "What does {} print?",
        "from IPython.utils.text import marquee; print(marquee('hi', 20, '-'))",
        "-------- hi --------",
    ),
    run(
        "h55_iputils",
        "could you run {} and tell me the output",
        "from IPython.utils.data import uniq_stable, chop; "
        "print(uniq_stable([3, 1, 3, 2, 1]), chop('abcdefg', 3))",
        "[3, 1, 2] ['abc', 'def', 'g']",
    ),
    run(
        "h55_iputils",
        "output of {} ?",
        "from IPython.utils.ipstruct import Struct; s = Struct(a=1, b='x'); "
        "s.merge({'a': 5, 'b': 'y', 'c': 0}, {'add': 'a', 'add_s': 'b'}); "
        "print(sorted(s.items()))",
        "[('a', 6), ('b', 'x y'), ('c', 0)]",
    ),
    run(
        "h55_iputils",
        "I'm curious what {} gives",
        "from IPython.utils.text import EvalFormatter; "
        "print(EvalFormatter().format('{n//4} and {s[slice(1,3)]}', n=9, s='hello'))",
        "2 and el",
    ),
    q(
        "h55_iputils",
        "edit",
        "In IPython/utils/_process_posix.py, change ProcessHandler's read_timeout from 0.05 "
        "to 0.1.",
        {
            "effect": {
                "line_replaced": [
                    "IPython/utils/_process_posix.py",
                    "read_timeout = 0.05",
                    "read_timeout = 0.1",
                ]
            }
        },
    ),
    q(
        "h55_iputils",
        "edit",
        "Please add the line `__all__ = ['uniq_stable', 'chop']` at the top of "
        "IPython/utils/data.py, before the functions.",
        {"effect": {"at_top": ["IPython/utils/data.py", "__all__ = ['uniq_stable', 'chop']"]}},
    ),
    q(
        "h55_iputils",
        "edit",
        "rename _get_or_default to _item_or_default in IPython/utils/text.py (and its call sites)",
        {"effect": {"renamed": ["_get_or_default", "_item_or_default"]}},
    ),
]
