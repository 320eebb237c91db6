"""The hundred-and-thirty-first set: questions on one module each of four third-party packages,
copied from the installed site-packages (rich 13.4.2 as vendored in pip 23.2.1:
``pip/_vendor/rich/progress.py``; matplotlib 3.11.2: ``matplotlib/gridspec.py``; moto 5.2.1:
``moto/cloudwatch/models.py``; scipy 1.17.1: ``scipy/stats/_kde.py``), written blind: by reading
only those files, never the model's code or its notes, and committed before the model was asked any
of them. This is a tuning set: its misses are read and fixed in general, never by matching its
phrasings.

The questions are weighted by the size of the files (rich's progress display most, then moto's
CloudWatch models, matplotlib's grid specs, scipy's kernel density estimate). About a fifth of the
questions that are not edits are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands
need the whole package to import, so they run against the installed package; each exercises the one
file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h131_rich_progress": ["pip/_vendor/rich/progress.py"],
    "h131_mpl_gridspec": ["matplotlib/gridspec.py"],
    "h131_moto_cloudwatch": ["moto/cloudwatch/models.py"],
    "h131_scipy_kde": ["scipy/stats/_kde.py"],
}

PROGRESS = "pip/_vendor/rich/progress.py"
GRIDSPEC = "matplotlib/gridspec.py"
CLOUDWATCH = "moto/cloudwatch/models.py"
KDE = "scipy/stats/_kde.py"


QUESTIONS: list[dict] = [
    # --- pip/_vendor/rich/progress.py --------------------------------------------------------
    q(
        "h131_rich_progress",
        "where",
        "Where does rich define TransferSpeedColumn?",
        {"def": "TransferSpeedColumn"},
    ),
    q(
        "h131_rich_progress",
        "returns",
        "what does `Task.time_remaining` give back? I'm seeing 0.0 for some tasks and None for "
        "others",
        {"returns": "Task.time_remaining"},
    ),
    q(
        "h131_rich_progress",
        "calls",
        "who calls Task._reset in progress.py",
        grep(r"\._reset\(\)", PROGRESS),
    ),
    q(
        "h131_rich_progress",
        "calls",
        "The module-level wrap_file and open helpers both end by building a `_ReadContext`, right? "
        "Show me the lines where that happens.",
        grep(r"return _ReadContext\(", PROGRESS),
    ),
    q(
        "h131_rich_progress",
        "raises",
        "Progress.open('data.bin', mode='w') blows up with \"invalid mode 'w'\". where's that "
        "raised?",
        grep(r'raise ValueError\("invalid mode', PROGRESS),
    ),
    q(
        "h131_rich_progress",
        "raises",
        "Where does rich refuse buffering=0 when I open a file in text mode for progress tracking?",
        grep(r"can't have unbuffered text I/O", PROGRESS),
    ),
    q(
        "h131_rich_progress",
        "raises",
        "I called progress.wrap_file(fh) without a total and without a task id. Which line throws "
        "the error about not knowing the number of bytes?",
        grep(r"unable to get the total number of bytes", PROGRESS),
    ),
    q(
        "h131_rich_progress",
        "const",
        "TimeRemainingColumn only refreshes twice a second -- where is that interval set?",
        grep(r"max_refresh = 0\.5", PROGRESS),
    ),
    q(
        "h131_rich_progress",
        "which",
        "Which piece of the bar display shows something like 7/250 -- how many are done, then how "
        "many there are overall -- with the left number lined up so the whole thing doesn't shift "
        "as it grows?",
        {"def": "MofNCompleteColumn"},
        own=True,
    ),
    q(
        "h131_rich_progress",
        "which",
        "When Progress.track runs with auto refresh on, which class advances the task from a "
        "separate thread every update_period seconds?",
        {"def": "_TrackThread"},
    ),
    q(
        "h131_rich_progress",
        "how",
        "How is `Task.speed` estimated? Does it use every sample or just a window of recent ones?",
        {"body": "Task.speed"},
    ),
    q(
        "h131_rich_progress",
        "how",
        "Once a job is all done, does the countdown next to the bar keep counting, or does it "
        "switch over to how long the whole job took? Where is that chosen?",
        {"body": "TimeRemainingColumn.render"},
        own=True,
    ),
    q(
        "h131_rich_progress",
        "how",
        "some parts of my bar only change every half second or so even though the screen is "
        "redrawn way more often than that. how does it hand back the old output instead of "
        "drawing it again?",
        {"body": "ProgressColumn.__call__"},
        own=True,
    ),
    run(
        "h131_rich_progress",
        "Can you execute {} and tell me what the download column shows?",
        "from pip._vendor.rich.progress import DownloadColumn, Progress; "
        "p = Progress(get_time=lambda: 0.0); t = p.add_task('dl', total=2500000); "
        "p.update(t, completed=500000); print(DownloadColumn().render(p.tasks[0]))",
        "0.5/2.5 MB",
    ),
    q(
        "h131_rich_progress",
        "edit",
        "Rename `_TrackThread` to `_ProgressTrackThread` everywhere in pip/_vendor/rich/"
        "progress.py (the class, its __enter__ annotation and where Progress.track uses it).",
        {"effect": {"renamed": ["_TrackThread", "_ProgressTrackThread"]}},
    ),
    q(
        "h131_rich_progress",
        "edit",
        "The `console` property on Progress has no docstring. Please add one saying it returns "
        "the Console the live display writes to.",
        {"effect": {"docstring": "Progress.console"}},
    ),
    q(
        "h131_rich_progress",
        "edit",
        "in progress.py, put the comment `# progress readers are read-only` on its own line just "
        'above `raise UnsupportedOperation("write")` in _Reader.write',
        {
            "effect": {
                "line_before": [
                    PROGRESS,
                    'raise UnsupportedOperation("write")',
                    "# progress readers are read-only",
                ]
            }
        },
    ),
    q(
        "h131_rich_progress",
        "edit",
        "track(), wrap_file() and open() at the top of progress.py all repeat the same column and "
        "Progress setup. Could you refactor them to share one helper and make sure nothing in pip "
        "breaks because of it?",
        {"effect": {"declined": True}},
    ),
    # --- matplotlib/gridspec.py --------------------------------------------------------------
    q(
        "h131_mpl_gridspec",
        "where",
        "where's locally_modified_subplot_params defined?",
        {"def": "GridSpec.locally_modified_subplot_params"},
    ),
    q(
        "h131_mpl_gridspec",
        "returns",
        "What comes back from `SubplotSpec._from_subplot_args`, both when I pass it a SubplotSpec "
        "and when I pass 3 numbers?",
        {"returns": "SubplotSpec._from_subplot_args"},
    ),
    q(
        "h131_mpl_gridspec",
        "calls",
        "Who uses GridSpecBase._check_gridspec_exists in gridspec.py?",
        grep(r"GridSpec\._check_gridspec_exists\(", GRIDSPEC),
    ),
    q(
        "h131_mpl_gridspec",
        "raises",
        "gs[5, 0] on a 2x2 GridSpec gives 'IndexError: index 5 is out of bounds for axis 0 with "
        "size 2'. Which line raises it?",
        grep(r'f"axis \{axis\} with size \{size\}"', GRIDSPEC),
    ),
    q(
        "h131_mpl_gridspec",
        "which",
        "When I give a single value like 235 to say where a chart panel goes, which code breaks "
        "it apart into rows, columns and a position?",
        {"def": "SubplotSpec._from_subplot_args"},
        own=True,
    ),
    q(
        "h131_mpl_gridspec",
        "which",
        "Which method works out the bottoms, tops, lefts and rights of every grid cell in figure "
        "coordinates?",
        {"def": "GridSpecBase.get_grid_positions"},
    ),
    q(
        "h131_mpl_gridspec",
        "how",
        "If I make a top-level layout and never say how big the outer edges and the gaps between "
        "panels should be, where do those numbers come from instead, and in what order does it "
        "look for them?",
        {"body": "GridSpec.get_subplot_params"},
        own=True,
    ),
    run(
        "h131_mpl_gridspec",
        "what does {} print?",
        "from matplotlib.gridspec import GridSpec; gs = GridSpec(3, 4); ss = gs[1:, 2]; "
        "print(ss.rowspan, ss.colspan)",
        "range(1, 3) range(2, 3)",
    ),
    q(
        "h131_mpl_gridspec",
        "edit",
        "Comment out the `_log = logging.getLogger(__name__)` line in matplotlib/gridspec.py, "
        "nothing in that module logs anyway.",
        {
            "effect": {
                "comment_out": [GRIDSPEC, "_log = logging.getLogger(__name__)"],
            }
        },
    ),
    # --- moto/cloudwatch/models.py -----------------------------------------------------------
    q(
        "h131_moto_cloudwatch",
        "where",
        "in moto's cloudwatch models, which file and line has `are_dimensions_same`?",
        {"def": "are_dimensions_same"},
    ),
    q(
        "h131_moto_cloudwatch",
        "returns",
        "What does CloudWatchBackend.delete_dashboards return? I expected an exception for "
        "missing dashboards.",
        {"returns": "CloudWatchBackend.delete_dashboards"},
    ),
    q(
        "h131_moto_cloudwatch",
        "calls",
        "where is get_all_metrics called from?",
        grep(r"self\.get_all_metrics\(\)", CLOUDWATCH),
    ),
    q(
        "h131_moto_cloudwatch",
        "raises",
        "set_alarm_state with state_value='BROKEN' fails with a validation error about the enum "
        "value set. Where's that raised in the moto backend?",
        grep(r"at 'stateValue' failed to satisfy constraint", CLOUDWATCH),
    ),
    q(
        "h131_moto_cloudwatch",
        "raises",
        "I reused a NextToken from list_metrics and moto said 'Request parameter NextToken is "
        "invalid'. Where does that come from?",
        grep(
            r'raise InvalidParameterValue\("Request parameter NextToken is invalid"\)', CLOUDWATCH
        ),
    ),
    q(
        "h131_moto_cloudwatch",
        "raises",
        "Where does get_metric_data complain when StartTime is after EndTime?",
        grep(r"The parameter EndTime must be greater than StartTime", CLOUDWATCH),
    ),
    q(
        "h131_moto_cloudwatch",
        "which",
        "Which bit works out the mean for one time bucket, when some of the stored entries are "
        "already pre-summarised batches that stand for many readings each?",
        {"def": "Statistics.average"},
        own=True,
    ),
    q(
        "h131_moto_cloudwatch",
        "which",
        "Which method moves an Alarm to a new state and pushes the previous state onto its "
        "history list?",
        {"def": "Alarm.update_state"},
    ),
    q(
        "h131_moto_cloudwatch",
        "how",
        "How does `Dimension.__eq__` treat a dimension whose value is None? Does it match any "
        "value?",
        {"body": "Dimension.__eq__"},
    ),
    q(
        "h131_moto_cloudwatch",
        "how",
        "If I send a list of readings together with how many times each one happened, does the "
        "fake service keep one stored entry per repeat? how is that handled?",
        grep(
            r"# value\[i\] should be added count\[i\] times"
            r'|counts = metric_member\.get\("Counts"\)'
            r"|for _ in range\(0, int\(float\(counts\[i\]\)\)\):",
            CLOUDWATCH,
        ),
        own=True,
    ),
    run(
        "h131_moto_cloudwatch",
        "Run {} -- what are the three numbers?",
        "from moto.cloudwatch.models import Statistics, MetricDatum; "
        "s = Statistics(['Average', 'Sum'], None); "
        "s.metric_data = [MetricDatum('ns', 'm', v, [], None) for v in (1.0, 2.0, 6.0)]; "
        "print(s.average, s.sum, s.maximum)",
        "3.0 9.0 None",
    ),
    q(
        "h131_moto_cloudwatch",
        "edit",
        "For a test I want list_metrics page tokens to be reusable. In moto/cloudwatch/models.py "
        "please delete the line `del self.paged_metric_data[next_token]  # Cant reuse same token "
        "twice`.",
        {
            "effect": {
                "line_deleted": [
                    CLOUDWATCH,
                    "del self.paged_metric_data[next_token]  # Cant reuse same token twice",
                ]
            }
        },
    ),
    # --- scipy/stats/_kde.py -----------------------------------------------------------------
    q(
        "h131_scipy_kde",
        "where",
        "Where is silverman_factor defined on gaussian_kde?",
        {"def": "gaussian_kde.silverman_factor"},
    ),
    q(
        "h131_scipy_kde",
        "calls",
        "who calls _get_output_dtype in scipy's _kde.py?",
        grep(r"= _get_output_dtype\(", KDE),
    ),
    q(
        "h131_scipy_kde",
        "raises",
        "where does the kde complain that 'points have dimension 3, dataset has dimension 2'? I "
        "think it's raised in more than one method",
        grep(r'f"points have dimension \{d\}, "', KDE),
    ),
    q(
        "h131_scipy_kde",
        "const",
        "Where is Scott's rule made the default bandwidth rule for gaussian_kde?",
        grep(r"^    covariance_factor = scotts_factor$", KDE),
    ),
    q(
        "h131_scipy_kde",
        "which",
        "Which method makes up brand-new fake values that follow the smoothed shape of the data "
        "I fed in?",
        {"def": "gaussian_kde.resample"},
        own=True,
    ),
    q(
        "h131_scipy_kde",
        "which",
        "which function picks between 'float', 'double' and 'long double' for the cython kernel "
        "estimate?",
        {"def": "_get_output_dtype"},
    ),
    q(
        "h131_scipy_kde",
        "how",
        "How does set_bandwidth handle bw_method when it's a plain number versus a callable?",
        {"body": "gaussian_kde.set_bandwidth"},
    ),
    q(
        "h131_scipy_kde",
        "how",
        "For a smoothed curve over a single column of numbers, how does it work out the chance "
        "that a value lands somewhere between two cut-offs?",
        {"body": "gaussian_kde.integrate_box_1d"},
        own=True,
    ),
    run(
        "h131_scipy_kde",
        "Please run {} and report the factor and neff.",
        "from scipy.stats import gaussian_kde; k = gaussian_kde([1.0, 2.0, 3.0, 4.0]); "
        "print(round(float(k.factor), 4), round(float(k.neff), 1))",
        "0.7579 4.0",
    ),
    q(
        "h131_scipy_kde",
        "edit",
        "add `import warnings` to the imports at the top of scipy/stats/_kde.py",
        {"effect": {"at_top": [KDE, "import warnings"]}},
    ),
]
