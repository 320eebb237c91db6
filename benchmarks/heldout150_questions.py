"""The hundred-and-fiftieth blind set, a tuning set: its misses are read and fixed. Questions on
four modules of one third-party package, copied from the installed site-packages (pandas 3.1.1:
``pandas/tseries/holiday.py``, ``pandas/tseries/frequencies.py``, ``pandas/_config/config.py``,
``pandas/plotting/_misc.py``), written blind: by reading only those files, never the model's code
or its notes, and committed before the model was asked any of them.

The questions are weighted by the size of the files (the holiday calendars most, then the option
machinery, the plotting helpers, the frequency inference). About a fifth of them are in the user's
own words (``"own": True``: behaviour described in everyday words the code does not use for it);
the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold
forms are those of ``code_questions.py``. The commands need the whole package to import, so they
run against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h150_pandas_holiday": ["pandas/tseries/holiday.py"],
    "h150_pandas_config": ["pandas/_config/config.py"],
    "h150_pandas_misc": ["pandas/plotting/_misc.py"],
    "h150_pandas_frequencies": ["pandas/tseries/frequencies.py"],
}

HOLIDAY = "pandas/tseries/holiday.py"
CONFIG = "pandas/_config/config.py"
MISC = "pandas/plotting/_misc.py"
FREQ = "pandas/tseries/frequencies.py"


QUESTIONS: list[dict] = [
    # --- pandas/tseries/holiday.py -----------------------------------------------------------
    q(
        "h150_pandas_holiday",
        "where",
        "where is get_calendar defined?",
        {"def": "get_calendar"},
    ),
    q(
        "h150_pandas_holiday",
        "where",
        "Quick one: which line of holiday.py has `rule_from_name`?",
        {"def": "AbstractHolidayCalendar.rule_from_name"},
    ),
    q(
        "h150_pandas_holiday",
        "returns",
        "What comes back from AbstractHolidayCalendar.holidays -- the index or the series? "
        "I'm confused about when I get names with it.",
        {"returns": "AbstractHolidayCalendar.holidays"},
    ),
    q(
        "h150_pandas_holiday",
        "calls",
        "which observance helpers call `nearest_workday(...)` themselves before shifting again?",
        grep(r"\(nearest_workday\(dt\)\)", HOLIDAY),
    ),
    q(
        "h150_pandas_holiday",
        "calls",
        "Where is merge_class actually used in the holiday module (not the docstring examples)?",
        grep(r"^\s+(holidays|rules) = .*merge_class\(", HOLIDAY),
    ),
    q(
        "h150_pandas_holiday",
        "raises",
        "I passed both offset= and observance= to Holiday and got NotImplementedError. "
        "Where is that thrown?",
        grep(r'raise NotImplementedError\("Cannot use both offset and observance', HOLIDAY),
    ),
    q(
        "h150_pandas_holiday",
        "raises",
        "where does Holiday.__init__ reject days_of_week when it's a list instead of a tuple",
        grep(r'raise ValueError\("days_of_week must be None or tuple', HOLIDAY),
    ),
    q(
        "h150_pandas_holiday",
        "raises",
        "I made my own subclass for our office's days off but forgot to fill in which days they "
        "are. Where does it blow up once I ask it which days fall in a given year?",
        grep(r"raise Exception\($|does not have any rules specified", HOLIDAY),
        own=True,
    ),
    q(
        "h150_pandas_holiday",
        "which",
        "Which observance function sends a Saturday to Monday but a Sunday or a Monday to the "
        "Tuesday?",
        {"def": "next_monday_or_tuesday"},
    ),
    q(
        "h150_pandas_holiday",
        "which",
        "If a day off lands on the weekend, which helper shifts it to the closest business day, "
        "one day back for the first weekend day and one day ahead for the second?",
        {"def": "nearest_workday"},
        own=True,
    ),
    q(
        "h150_pandas_holiday",
        "how",
        "How does Holiday.dates handle a holiday that has its own start_date and end_date? "
        "Does it just clip the dates I asked for?",
        {"body": "Holiday.dates"},
    ),
    q(
        "h150_pandas_holiday",
        "how",
        "how does `_apply_rule` cope with offset being a list like [Easter(), Day(-2)] for "
        "Good Friday?",
        {"body": "Holiday._apply_rule"},
    ),
    q(
        "h150_pandas_holiday",
        "how",
        "When I join two sets of days off and both of them have an entry with the same label, "
        "which one survives? How is that worked out?",
        {"body": "AbstractHolidayCalendar.merge_class"},
        own=True,
    ),
    run(
        "h150_pandas_holiday",
        "Can you execute {} and tell me which dates it lists around new year?",
        "from pandas.tseries.holiday import get_calendar; "
        "print(get_calendar('USFederalHolidayCalendar').holidays('2022-12-20', '2023-01-10')"
        ".strftime('%Y-%m-%d').tolist())",
        "['2022-12-26', '2023-01-02']",
    ),
    q(
        "h150_pandas_holiday",
        "edit",
        "HolidayCalendarMetaClass in pandas/tseries/holiday.py has no docstring. Please add one "
        "saying it registers every calendar class by name as soon as the class is created.",
        {"effect": {"docstring": "HolidayCalendarMetaClass"}},
    ),
    q(
        "h150_pandas_holiday",
        "edit",
        "rename the module-level dict `holiday_calendars` to `_calendar_registry` everywhere "
        "in holiday.py",
        {"effect": {"renamed": ["holiday_calendars", "_calendar_registry"]}},
    ),
    # --- pandas/_config/config.py ------------------------------------------------------------
    q(
        "h150_pandas_config",
        "where",
        "Where's DictWrapper.__setattr__? I want to see why pd.options.foo = 1 fails.",
        {"def": "DictWrapper.__setattr__"},
    ),
    q(
        "h150_pandas_config",
        "returns",
        "what does _select_options return, especially when the pattern is 'all'?",
        {"returns": "_select_options"},
    ),
    q(
        "h150_pandas_config",
        "calls",
        "Who calls `_get_single_key` in pandas/_config/config.py?",
        grep(r"= _get_single_key\(", CONFIG),
    ),
    q(
        "h150_pandas_config",
        "raises",
        "register_option('display.class', 1) fails saying it's a python keyword. where's that "
        "check?",
        grep(r'raise ValueError\(f"\{k\} is a python keyword"\)', CONFIG),
    ),
    q(
        "h150_pandas_config",
        "raises",
        "pd.get_option('max') gives me OptionError 'Pattern matched multiple keys' -- "
        "which line raises it?",
        grep(r'raise OptionError\("Pattern matched multiple keys"\)', CONFIG),
    ),
    q(
        "h150_pandas_config",
        "const",
        "Where is the list of reserved option keys declared, the one holding 'all'?",
        grep(r"^_reserved_keys: list\[str\] = ", CONFIG),
    ),
    q(
        "h150_pandas_config",
        "which",
        "Which helper maps a deprecated option key onto the replacement key it was rerouted to?",
        {"def": "_translate_key"},
    ),
    q(
        "h150_pandas_config",
        "which",
        "which check makes sure a setting is either left empty or is a whole number, zero or more?",
        {"def": "is_nonnegative_int"},
        own=True,
    ),
    q(
        "h150_pandas_config",
        "how",
        "How does option_context put the previous values back after the with block, even when "
        "an exception is raised inside it?",
        {"body": "option_context"},
    ),
    q(
        "h150_pandas_config",
        "how",
        "when I read a setting that is on its way out, how is the heads-up text put together? "
        "does it point me at what to switch to, or say when it disappears?",
        {"body": "_warn_if_deprecated"},
        own=True,
    ),
    run(
        "h150_pandas_config",
        "what does {} print?",
        "import pandas; from pandas._config.config import _select_options; "
        "print(_select_options('max_row'))",
        "'styler.render.max_rows'",
    ),
    q(
        "h150_pandas_config",
        "edit",
        'In config.py please comment out the line `object.__setattr__(options, "__module__", '
        '"pandas")`.',
        {
            "effect": {
                "comment_out": [
                    CONFIG,
                    'object.__setattr__(options, "__module__", "pandas")',
                ]
            }
        },
    ),
    q(
        "h150_pandas_config",
        "edit",
        "The option registry is a bunch of module globals and config_prefix monkey-patches "
        "functions, so none of it is thread-safe. Could you redesign it around a lock-protected "
        "class and make sure nothing else in pandas breaks?",
        {"effect": {"declined": True}},
    ),
    # --- pandas/plotting/_misc.py ------------------------------------------------------------
    q(
        "h150_pandas_misc",
        "where",
        "where's bootstrap_plot",
        {"def": "bootstrap_plot"},
    ),
    q(
        "h150_pandas_misc",
        "returns",
        "What does _Options._get_canonical_key give back when the key isn't an alias?",
        {"returns": "_Options._get_canonical_key"},
    ),
    q(
        "h150_pandas_misc",
        "calls",
        "Show me every place _misc.py calls _get_plot_backend.",
        grep(r"_get_plot_backend\(\"matplotlib\"\)", MISC),
    ),
    q(
        "h150_pandas_misc",
        "raises",
        "`del pd.plotting.plot_params['x_compat']` raises a ValueError. Where is that?",
        grep(r'raise ValueError\(f"Cannot remove default parameter', MISC),
    ),
    q(
        "h150_pandas_misc",
        "const",
        "where is the plot_params object created in pandas.plotting?",
        grep(r"^plot_params = _Options\(\)", MISC),
    ),
    q(
        "h150_pandas_misc",
        "which",
        "Which function in the plotting misc module builds the pairwise scatter grid, with "
        "histograms or KDEs down the diagonal?",
        {"def": "scatter_matrix"},
    ),
    q(
        "h150_pandas_misc",
        "which",
        "I want to eyeball whether each reading looks like the one a few steps before it, drawn "
        "as dots, each one paired up with its earlier self. Which function is that?",
        {"def": "lag_plot"},
        own=True,
    ),
    q(
        "h150_pandas_misc",
        "how",
        "If I look up one of the chart settings by its short nickname, how does it find the "
        "entry that's really kept?",
        {"body": "_Options._get_canonical_key"},
        {"body": "_Options.__getitem__"},
        own=True,
    ),
    run(
        "h150_pandas_misc",
        "Run {} for me and paste the output.",
        "from pandas.plotting._misc import _Options; o = _Options(); o['x_compat'] = True; "
        "print(dict(o))",
        "{'xaxis.compat': True}",
    ),
    q(
        "h150_pandas_misc",
        "edit",
        "bootstrap_plot resamples 500 times by default; bump the default in its signature to 1000.",
        {"effect": {"text_replaced": [MISC, "samples: int = 500,", "samples: int = 1000,"]}},
    ),
    # --- pandas/tseries/frequencies.py -------------------------------------------------------
    q(
        "h150_pandas_frequencies",
        "where",
        "In which file and line is _TimedeltaFrequencyInferer declared?",
        {"def": "_TimedeltaFrequencyInferer"},
    ),
    q(
        "h150_pandas_frequencies",
        "returns",
        "what does `_maybe_coerce_freq` return for something like '12h' or a DateOffset?",
        {"returns": "_maybe_coerce_freq"},
    ),
    q(
        "h150_pandas_frequencies",
        "calls",
        "who calls _quarter_months_conform?",
        grep(r"return _quarter_months_conform\(", FREQ),
    ),
    q(
        "h150_pandas_frequencies",
        "raises",
        "pd.infer_freq on two timestamps says 'Need at least 3 dates to infer frequency'. "
        "Where does that come from?",
        grep(r'raise ValueError\("Need at least 3 dates', FREQ),
    ),
    q(
        "h150_pandas_frequencies",
        "which",
        "Which method of the frequency inferer checks whether the gaps look like business days "
        "(1 day, then 3 over the weekend)?",
        {"def": "_FrequencyInferer._is_business_daily"},
    ),
    q(
        "h150_pandas_frequencies",
        "which",
        "My timestamps always land on something like the third tuesday of each month. Which "
        "piece spots that pattern?",
        {"def": "_FrequencyInferer._get_wom_rule"},
        own=True,
    ),
    q(
        "h150_pandas_frequencies",
        "how",
        "how does _FrequencyInferer.get_freq pick between h, min, s, ms, us and ns for intraday "
        "data?",
        {"body": "_FrequencyInferer.get_freq"},
    ),
    q(
        "h150_pandas_frequencies",
        "how",
        "Say I have daily numbers and want to roll them up into yearly ones, or quarterly into "
        "yearly: how does it decide whether that rolling up is allowed?",
        {"body": "is_subperiod"},
        own=True,
    ),
    run(
        "h150_pandas_frequencies",
        "I'd like to see what alias it guesses for month ends: run {}",
        "import pandas as pd; from pandas.tseries.frequencies import infer_freq_str; "
        "print(infer_freq_str(pd.to_datetime(['2024-01-31', '2024-02-29', '2024-03-31'])))",
        "ME",
    ),
    q(
        "h150_pandas_frequencies",
        "edit",
        "In frequencies.py, _get_daily_rule: put a comment line `# 7-day multiples get a W- "
        "alias` right before `if days % 7 == 0:`.",
        {
            "effect": {
                "line_before": [FREQ, "if days % 7 == 0:", "# 7-day multiples get a W- alias"]
            }
        },
    ),
]
