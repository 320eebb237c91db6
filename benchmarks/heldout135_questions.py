"""The hundred-and-thirty-fifth set: questions on one module each of four third-party packages,
copied from the installed site-packages (rich 13.4.2 as vendored in pip 23.2.1:
``pip/_vendor/rich/syntax.py``; matplotlib 3.11.2: ``matplotlib/_constrained_layout.py``; moto
5.2.1: ``moto/ds/models.py``; scipy 1.17.1: ``scipy/stats/_binned_statistic.py``), written blind: by
reading only those files, never the model's code or its notes, and committed before the model was
asked any of them. This is a tuning set: its misses are read and fixed in general (never by
special-casing one of its questions).

The four files are about the same size, so each gets about a quarter of the questions (rich's
syntax highlighter a little more, as it has fewer raises to ask about, moto's directory service
backend a few more raises). About a fifth of the questions that are not edits are in the user's
own words (``"own": True``: behaviour described in everyday words the code does not use for it);
the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms
are those of ``code_questions.py``. The commands need the whole package to import, so they run
against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h135_rich_syntax": ["pip/_vendor/rich/syntax.py"],
    "h135_mpl_constrained_layout": ["matplotlib/_constrained_layout.py"],
    "h135_moto_ds": ["moto/ds/models.py"],
    "h135_scipy_binned_statistic": ["scipy/stats/_binned_statistic.py"],
}

SYNTAX = "pip/_vendor/rich/syntax.py"
LAYOUT = "matplotlib/_constrained_layout.py"
DS = "moto/ds/models.py"
BINNED = "scipy/stats/_binned_statistic.py"


QUESTIONS: list[dict] = [
    # --- pip/_vendor/rich/syntax.py ----------------------------------------------------------
    q(
        "h135_rich_syntax",
        "where",
        "where's stylize_range defined in rich's syntax module?",
        {"def": "Syntax.stylize_range"},
    ),
    q(
        "h135_rich_syntax",
        "returns",
        "If I give Syntax a lexer name pygments doesn't know, what does the `lexer` property "
        "return then?",
        {"returns": "Syntax.lexer"},
    ),
    q(
        "h135_rich_syntax",
        "calls",
        "Who calls `_get_line_numbers_color`, and with what blend?",
        grep(r"self\._get_line_numbers_color\(", SYNTAX),
    ),
    q(
        "h135_rich_syntax",
        "raises",
        "The abstract SyntaxTheme base: which lines raise NotImplementedError?",
        grep(r"raise NotImplementedError", SYNTAX),
    ),
    q(
        "h135_rich_syntax",
        "const",
        "Where is the fallback colour scheme for Syntax (monokai, I think) set?",
        grep(r'^DEFAULT_THEME = "monokai"', SYNTAX),
    ),
    q(
        "h135_rich_syntax",
        "which",
        "which method picks between an ANSISyntaxTheme and a PygmentsSyntaxTheme given a theme "
        "name like 'ansi_dark'?",
        {"def": "Syntax.get_theme"},
    ),
    q(
        "h135_rich_syntax",
        "which",
        "Which function turns a spot given as 'which row, how far along that row' into a single "
        "count from the very beginning of the text, and gives up when that row doesn't exist?",
        {"def": "_get_code_index_for_syntax_position"},
        own=True,
    ),
    q(
        "h135_rich_syntax",
        "how",
        "How does ANSISyntaxTheme.get_style_for_token fall back when the exact token type isn't "
        "in its style map?",
        {"body": "ANSISyntaxTheme.get_style_for_token"},
    ),
    q(
        "h135_rich_syntax",
        "how",
        "When I switch on the counter that runs down the left side of a code listing, how much "
        "room does that strip take up? Does it grow for long files?",
        {"body": "Syntax._numbers_column_width"},
        own=True,
    ),
    run(
        "h135_rich_syntax",
        "Can you execute {} and tell me which colour comes out?",
        "from pip._vendor.rich.syntax import Syntax; "
        "print(Syntax.get_theme('ansi_dark').get_style_for_token(('Name', 'Function', 'Magic')))",
        "bright_green",
    ),
    q(
        "h135_rich_syntax",
        "edit",
        "set NUMBERS_COLUMN_DEFAULT_PADDING to 3 in pip/_vendor/rich/syntax.py",
        {"effect": {"value_set": [SYNTAX, "NUMBERS_COLUMN_DEFAULT_PADDING", "3"]}},
    ),
    q(
        "h135_rich_syntax",
        "edit",
        "The line number colour is too faint for me. In `Syntax._get_line_numbers_color`, please "
        "change the default blend from 0.3 to 0.4.",
        {
            "effect": {
                "text_replaced": [SYNTAX, "blend: float = 0.3", "blend: float = 0.4"],
            }
        },
    ),
    # --- matplotlib/_constrained_layout.py ---------------------------------------------------
    q(
        "h135_mpl_constrained_layout",
        "where",
        "Which line of _constrained_layout.py defines make_layoutgrids_gs?",
        {"def": "make_layoutgrids_gs"},
    ),
    q(
        "h135_mpl_constrained_layout",
        "returns",
        "what does get_pos_and_bbox give back, and what if the tight bbox is None?",
        {"returns": "get_pos_and_bbox"},
    ),
    q(
        "h135_mpl_constrained_layout",
        "calls",
        "where is colorbar_get_pad used",
        grep(r"= colorbar_get_pad\(", LAYOUT),
    ),
    q(
        "h135_mpl_constrained_layout",
        "calls",
        "I want to change how `get_margin_from_padding` treats hspace. Before I do, who calls it?",
        grep(r"= get_margin_from_padding\(", LAYOUT),
    ),
    q(
        "h135_mpl_constrained_layout",
        "raises",
        "layout='compressed' blew up with 'Cannot do compressed layout ...'. Where are those "
        "ValueErrors raised?",
        grep(r"raise ValueError\(", LAYOUT),
    ),
    q(
        "h135_mpl_constrained_layout",
        "raises",
        "where does it warn that constrained_layout was not applied because the axes collapsed "
        "to zero?",
        grep(r"warn_external\(warn_collapsed\)|constrained_layout not applied because", LAYOUT),
    ),
    q(
        "h135_mpl_constrained_layout",
        "which",
        "which function figures out the rows and columns that a colorbar's parent axes span "
        "between them?",
        {"def": "get_cb_parent_spans"},
    ),
    q(
        "h135_mpl_constrained_layout",
        "which",
        "I have a grid where the top plot stretches over three cells and the bottom row has two "
        "plots each stretching over two cells. Which function makes sure the two bottom ones "
        "come out equally wide instead of one being fatter?",
        {"def": "match_submerged_margins"},
        own=True,
    ),
    q(
        "h135_mpl_constrained_layout",
        "how",
        "How does compress_fixed_aspect work out how much to pull the figure's edges in for a "
        "grid of images?",
        {"body": "compress_fixed_aspect"},
    ),
    q(
        "h135_mpl_constrained_layout",
        "how",
        "If I put one big heading over the whole picture (and maybe a common caption along the "
        "bottom), how does the automatic arrangement leave room for it?",
        {"body": "make_margin_suptitles"},
        own=True,
    ),
    run(
        "h135_mpl_constrained_layout",
        "what does {} print? I'm curious what rightcb ends up as.",
        "import matplotlib; matplotlib.use('Agg'); import matplotlib.pyplot as plt; "
        "from matplotlib._constrained_layout import get_margin_from_padding; "
        "fig, axs = plt.subplots(2, 2); "
        "print(get_margin_from_padding(axs[0, 0], w_pad=0.05, h_pad=0.05, hspace=0.5, "
        "wspace=0.5))",
        "'rightcb': 0.125",
    ),
    q(
        "h135_mpl_constrained_layout",
        "edit",
        "In matplotlib/_constrained_layout.py, right after `renderer = fig._get_renderer()` in "
        "do_constrained_layout, add the line `_log.debug('starting constrained layout')`.",
        {
            "effect": {
                "line_after": [
                    LAYOUT,
                    "renderer = fig._get_renderer()",
                    "_log.debug('starting constrained layout')",
                ]
            }
        },
    ),
    q(
        "h135_mpl_constrained_layout",
        "edit",
        "match_submerged_margins loops over every pair of axes, which is quadratic. Could you "
        "rewrite it to run in linear time and prove the layouts stay identical?",
        {"effect": {"declined": True}},
    ),
    # --- moto/ds/models.py -------------------------------------------------------------------
    q(
        "h135_moto_ds",
        "where",
        "Where's the Trust model class in moto's ds models?",
        {"def": "Trust"},
    ),
    q(
        "h135_moto_ds",
        "returns",
        "What does DirectoryServiceBackend.get_directory_limits return?",
        {"returns": "DirectoryServiceBackend.get_directory_limits"},
    ),
    q(
        "h135_moto_ds",
        "calls",
        "who calls `_verify_subnets`",
        grep(r"self\._verify_subnets\(", DS),
    ),
    q(
        "h135_moto_ds",
        "raises",
        "Where is EntityAlreadyExistsException raised in moto/ds/models.py?",
        grep(r"raise EntityAlreadyExistsException\(", DS),
    ),
    q(
        "h135_moto_ds",
        "raises",
        "my test calling describe_settings on a SimpleAD gets 'This operation is only supported "
        "for Microsoft AD'. where does that come from?",
        grep(r"This operation is only supported for Microsoft AD", DS),
    ),
    q(
        "h135_moto_ds",
        "raises",
        "I tried to remove a link between two domains using an identifier that was never issued. "
        "Where does the mock throw for that?",
        grep(r'raise EntityDoesNotExistException\(f"Trust', DS),
        own=True,
    ),
    q(
        "h135_moto_ds",
        "const",
        "where's the cap on tags per directory defined?",
        grep(r"MAX_TAGS_PER_DIRECTORY = 50", DS),
    ),
    q(
        "h135_moto_ds",
        "which",
        "Which method of Directory creates a network interface in each of the subnets?",
        {"def": "Directory.create_eni"},
    ),
    q(
        "h135_moto_ds",
        "which",
        "Which piece stops me from giving one of my mocked AD domains a second friendly nickname "
        "when it already has one, or reusing a nickname another one took?",
        {"def": "DirectoryServiceBackend.create_alias"},
        own=True,
    ),
    q(
        "h135_moto_ds",
        "how",
        "how does describe_trusts pick trusts when no directory_id is passed?",
        {"body": "DirectoryServiceBackend.describe_trusts"},
    ),
    q(
        "h135_moto_ds",
        "how",
        "If I switch the secure lookup protocol on for a mocked AD domain and later switch it back "
        "off, what happens to the records it kept? Are they thrown away or only flagged?",
        {"body": "Directory.enable_ldaps"},
        own=True,
    ),
    run(
        "h135_moto_ds",
        "Run {} for me: what's the Microsoft AD limit it reports?",
        "from moto.ds.models import DirectoryServiceBackend; "
        "print(DirectoryServiceBackend('us-east-1', '123456789012').get_directory_limits())",
        "'CloudOnlyMicrosoftADLimit': 20",
    ),
    q(
        "h135_moto_ds",
        "edit",
        "Rename `delete_eni` to `delete_network_interfaces` in moto/ds/models.py (the method and "
        "its call).",
        {"effect": {"renamed": ["delete_eni", "delete_network_interfaces"]}},
    ),
    q(
        "h135_moto_ds",
        "edit",
        "please delete the TODO comment line in delete_trust, the one that starts with "
        "`# TODO: Implement handle for delete_associated_conditional_forwarder`",
        {
            "effect": {
                "line_deleted": [
                    DS,
                    "# TODO: Implement handle for delete_associated_conditional_forwarder once "
                    "conditional forwarder is implemented",
                ]
            }
        },
    ),
    # --- scipy/stats/_binned_statistic.py ----------------------------------------------------
    q(
        "h135_scipy_binned_statistic",
        "where",
        "binned_statistic_2d -- where is it defined?",
        {"def": "binned_statistic_2d"},
    ),
    q(
        "h135_scipy_binned_statistic",
        "where",
        "Where is the BinnedStatisticResult namedtuple declared?",
        grep(r"^BinnedStatisticResult = namedtuple\(", BINNED),
    ),
    q(
        "h135_scipy_binned_statistic",
        "returns",
        "what exactly does `_bin_edges` return?",
        {"returns": "_bin_edges"},
    ),
    q(
        "h135_scipy_binned_statistic",
        "calls",
        "Where does scipy call _calc_binned_statistic?",
        grep(r"^\s+_calc_binned_statistic\($", BINNED),
    ),
    q(
        "h135_scipy_binned_statistic",
        "raises",
        "binned_statistic_dd with statistic='mode' says invalid statistic. Where's that raised?",
        grep(r"raise ValueError\(f'invalid statistic", BINNED),
    ),
    q(
        "h135_scipy_binned_statistic",
        "which",
        "Which helper builds the dict mapping each bin number to the list of values in it, for "
        "a user-supplied statistic function?",
        {"def": "_create_binned_data"},
    ),
    q(
        "h135_scipy_binned_statistic",
        "which",
        "Which function works out, for every one of my data points, which box of the grid it "
        "lands in?",
        {"def": "_bin_numbers"},
        own=True,
    ),
    q(
        "h135_scipy_binned_statistic",
        "how",
        "How is statistic='median' computed in binned_statistic_dd? Is there a python loop over "
        "bins?",
        grep(
            r"i = np\.lexsort\(\(values\[vv\], binnumbers\)\)|mid = j \+ \(counts - 1\) / 2"
            r"|medians = \(mid_a \+ mid_b\) / 2",
            BINNED,
        ),
    ),
    q(
        "h135_scipy_binned_statistic",
        "how",
        "If one of my points is exactly equal to the top end of the last interval, is it kept "
        "in that interval or dropped as lying outside? How is that sorted out?",
        grep(r"on_edge = np\.where\(|sampBin\[i\]\[on_edge\] -= 1", BINNED),
        own=True,
    ),
    run(
        "h135_scipy_binned_statistic",
        "Please run {} and paste the output.",
        "from scipy.stats import binned_statistic; "
        "print(binned_statistic([1, 1, 2, 5, 7], [1.0, 1.0, 2.0, 1.5, 3.0], 'sum', "
        "bins=2).statistic)",
        "[4.  4.5]",
    ),
    q(
        "h135_scipy_binned_statistic",
        "edit",
        "_calc_binned_statistic in scipy/stats/_binned_statistic.py has no docstring. Add one "
        "saying it applies the user's statistic function to the values of each bin.",
        {"effect": {"docstring": "_calc_binned_statistic"}},
    ),
]
