"""The hundred-and-thirty-third set: questions on one module each of four third-party packages,
copied from the installed site-packages (rich 13.4.2 as vendored in pip 23.2.1:
``pip/_vendor/rich/table.py``; matplotlib 3.11.2: ``matplotlib/legend_handler.py``; moto 5.2.1:
``moto/ecs/responses.py``; scipy 1.17.1: ``scipy/integrate/_ode.py``), written blind: by reading
only those files, never the model's code or its notes, and committed before the model was asked
any of them. It is a tuning set: its misses are read and fixed in general.

The questions are weighted by the size of the files (scipy's ODE integrators most, then rich's
table, matplotlib's legend handlers, moto's ECS responses). About a fifth of the questions that
are not edits are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit,
each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands need
the whole package to import, so they run against the installed package; each exercises the one
file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h133_rich_table": ["pip/_vendor/rich/table.py"],
    "h133_mpl_legend_handler": ["matplotlib/legend_handler.py"],
    "h133_moto_ecs_responses": ["moto/ecs/responses.py"],
    "h133_scipy_ode": ["scipy/integrate/_ode.py"],
}

TABLE = "pip/_vendor/rich/table.py"
LEGEND = "matplotlib/legend_handler.py"
ECS = "moto/ecs/responses.py"
ODE = "scipy/integrate/_ode.py"


QUESTIONS: list[dict] = [
    # --- scipy/integrate/_ode.py -------------------------------------------------------------
    q(
        "h133_scipy_ode",
        "where",
        "where's find_integrator defined",
        {"def": "find_integrator"},
    ),
    q(
        "h133_scipy_ode",
        "where",
        "In scipy's _ode.py, which line starts the class for the order 8(5,3) Dormand-Prince "
        "solver, `dop853`?",
        {"def": "dop853"},
    ),
    q(
        "h133_scipy_ode",
        "returns",
        "My integration stopped early and I'd like more detail than successful() gives. What "
        "exactly does `ode.get_return_code` hand back?",
        {"returns": "ode.get_return_code"},
    ),
    q(
        "h133_scipy_ode",
        "calls",
        "who calls _determine_mf_and_set_bands?",
        grep(r"self\._determine_mf_and_set_bands\(", ODE),
    ),
    q(
        "h133_scipy_ode",
        "calls",
        "Where does `_transform_banded_jac` get used in _ode.py?",
        grep(r"= _transform_banded_jac\(", ODE),
    ),
    q(
        "h133_scipy_ode",
        "raises",
        "I'm getting `ValueError: Function to integrate must not return a tuple.` from "
        "ode.integrate. Which line raises that?",
        grep(r"must not return a tuple", ODE),
    ),
    q(
        "h133_scipy_ode",
        "raises",
        "complex_ode(f).set_integrator('zvode') throws at me -- where is that refused?",
        grep(r"zvode must be used with ode, not complex_ode", ODE),
    ),
    q(
        "h133_scipy_ode",
        "raises",
        "I made two solver objects on the same old engine and stepped them in turns, and the "
        "first one now blows up because the second one took the engine over. Where does it "
        "complain about that?",
        grep(r"raise IntegratorConcurrencyError\(", ODE),
        own=True,
    ),
    q(
        "h133_scipy_ode",
        "raises",
        "set_integrator('vode', method='rk45') gives 'Unknown integration method rk45'. where "
        "is that check?",
        grep(r"Unknown integration method", ODE),
    ),
    q(
        "h133_scipy_ode",
        "raises",
        "Where does ode.set_solout raise when the chosen integrator can't take a solout callback?",
        grep(r'raise ValueError\("selected integrator does not support solout', ODE),
    ),
    q(
        "h133_scipy_ode",
        "const",
        "what default ifactor does dop853 use, and where is it set?",
        grep(r"ifactor=6\.0,", ODE),
    ),
    q(
        "h133_scipy_ode",
        "which",
        "Which method in vode works out the MF flag that goes to the Fortran dvode routine?",
        {"def": "vode._determine_mf_and_set_bands"},
    ),
    q(
        "h133_scipy_ode",
        "which",
        "For equations with imaginary numbers in them, which bit turns the user's matrix of "
        "partial derivatives into a twice-as-big all-real one, where every entry becomes a "
        "little square of four numbers?",
        {"def": "complex_ode._wrap_jac"},
        own=True,
    ),
    q(
        "h133_scipy_ode",
        "how",
        "How does find_integrator match a name like 'VODE' or 'lso' to an integrator class? Is "
        "it case sensitive?",
        {"body": "find_integrator"},
    ),
    q(
        "h133_scipy_ode",
        "how",
        "If I give the starting point as one plain number rather than a list, does it cope? "
        "And which solver do I end up with when I never picked one?",
        {"body": "ode.set_initial_value"},
        own=True,
    ),
    run(
        "h133_scipy_ode",
        "Can you run {} and tell me which classes come back?",
        "from scipy.integrate._ode import find_integrator; "
        "print(find_integrator('dop').__name__, find_integrator('LSO').__name__)",
        "dopri5 lsoda",
    ),
    q(
        "h133_scipy_ode",
        "edit",
        "There's a typo in complex_ode.set_solout's TypeError message in scipy/integrate/_ode.py: "
        "it says 'solouta'. Please change 'does not support solouta, ' to 'does not support "
        "solout, '.",
        {
            "effect": {
                "text_replaced": [
                    ODE,
                    "does not support solouta, ",
                    "does not support solout, ",
                ]
            }
        },
    ),
    q(
        "h133_scipy_ode",
        "edit",
        "rename _transform_banded_jac to _shift_banded_jac everywhere in _ode.py",
        {"effect": {"renamed": ["_transform_banded_jac", "_shift_banded_jac"]}},
    ),
    q(
        "h133_scipy_ode",
        "edit",
        "IntegratorBase.acquire_new_handle only has comments. Could you give it a proper "
        "docstring saying it bumps the class-wide handle counter and keeps the new value?",
        {"effect": {"docstring": "IntegratorBase.acquire_new_handle"}},
    ),
    # --- pip/_vendor/rich/table.py -----------------------------------------------------------
    q(
        "h133_rich_table",
        "where",
        "Where is `Table.add_section` defined?",
        {"def": "Table.add_section"},
    ),
    q(
        "h133_rich_table",
        "returns",
        "what does _measure_column return, e.g. when options.max_width is below 1?",
        {"returns": "Table._measure_column"},
    ),
    q(
        "h133_rich_table",
        "calls",
        "In rich's table.py, what calls `_get_cells`?",
        grep(r"self\._get_cells\(", TABLE),
    ),
    q(
        "h133_rich_table",
        "raises",
        "Passing a dict to table.add_row blows up with NotRenderableError. Where in table.py is "
        "that raised?",
        grep(r"raise errors\.NotRenderableError\(", TABLE),
    ),
    q(
        "h133_rich_table",
        "which",
        "which method hands out the extra space to columns that have a ratio when the table is "
        "set to expand?",
        {"def": "Table._calculate_column_widths"},
    ),
    q(
        "h133_rich_table",
        "which",
        "I want zebra stripes, a different shade on every other line of the printout. Which "
        "function picks the look for a given line?",
        {"def": "Table.get_row_style"},
        own=True,
    ),
    q(
        "h133_rich_table",
        "how",
        "How does _collapse_widths shrink the columns when the table is wider than the "
        "terminal? Does it take from all of them equally?",
        {"body": "Table._collapse_widths"},
    ),
    q(
        "h133_rich_table",
        "how",
        "What happens when one line I add has fewer entries than there are headings, and what "
        "if it has more entries than headings?",
        {"body": "Table.add_row"},
        own=True,
    ),
    q(
        "h133_rich_table",
        "how",
        "how does _render decide the vertical alignment of the header and footer cells? they "
        "seem to ignore the column's `vertical` setting",
        grep(r'if header_row:$|vertical = "bottom"$|elif footer_row:$|vertical = "top"$', TABLE),
    ),
    run(
        "h133_rich_table",
        "what does {} print?",
        "from pip._vendor.rich.table import Table; t = Table('a', 'b'); t.add_row('1'); "
        "t.add_row('2', '3', '4'); print(len(t.columns), t.row_count)",
        "3 2",
    ),
    q(
        "h133_rich_table",
        "edit",
        "In the __main__ demo at the bottom of pip/_vendor/rich/table.py, comment out "
        "`table.leading = 1`.",
        {"effect": {"comment_out": [TABLE, "table.leading = 1"]}},
    ),
    q(
        "h133_rich_table",
        "edit",
        "Rendering a 50k-row table takes forever. Could you profile Table._render, find the "
        "hot spots and rewrite it so it's at least twice as fast?",
        {"effect": {"declined": True}},
    ),
    # --- matplotlib/legend_handler.py --------------------------------------------------------
    q(
        "h133_mpl_legend_handler",
        "where",
        "where is HandlerStepPatch",
        {"def": "HandlerStepPatch"},
    ),
    q(
        "h133_mpl_legend_handler",
        "returns",
        "What does HandlerNpoints.get_xdata give back when numpoints is 1 versus more than 1?",
        {"returns": "HandlerNpoints.get_xdata"},
    ),
    q(
        "h133_mpl_legend_handler",
        "calls",
        "who calls `_create_patch` in legend_handler.py?",
        grep(r"self\._create_patch\(", LEGEND),
    ),
    q(
        "h133_mpl_legend_handler",
        "raises",
        "I subclassed HandlerBase and got NotImplementedError('Derived must override'). Where "
        "does that come from?",
        grep(r"raise NotImplementedError\('Derived must override'\)", LEGEND),
    ),
    q(
        "h133_mpl_legend_handler",
        "which",
        "Which handler class draws the legend entry for an errorbar container?",
        {"def": "HandlerErrorbar"},
    ),
    q(
        "h133_mpl_legend_handler",
        "which",
        "I grouped a line and a dot marker into a single legend entry and they show up squeezed "
        "next to each other in the same slot. Which class does that squeezing?",
        {"body": "HandlerTuple"},
        own=True,
    ),
    q(
        "h133_mpl_legend_handler",
        "how",
        "How does HandlerRegularPolyCollection.get_sizes pick the marker sizes for a scatter "
        "legend when there are fewer than 4 points?",
        {"body": "HandlerRegularPolyCollection.get_sizes"},
    ),
    q(
        "h133_mpl_legend_handler",
        "how",
        "For a stairs histogram the little sample in the legend is sometimes a coloured box and "
        "sometimes just a stroke (when it's hollow). How does it choose?",
        {"body": "HandlerStepPatch.create_artists"},
        own=True,
    ),
    run(
        "h133_mpl_legend_handler",
        "Please execute {} -- what x positions do I get?",
        "from matplotlib.legend_handler import HandlerNpoints; h = HandlerNpoints(numpoints=3); "
        "print(h.get_xdata(None, 0, 0, 10, 5, 10))",
        "array([3., 5., 7.])",
    ),
    q(
        "h133_mpl_legend_handler",
        "edit",
        "add a docstring to HandlerNpoints.get_numpoints in matplotlib/legend_handler.py: it "
        "returns the handler's own numpoints, or the legend's when that is None",
        {"effect": {"docstring": "HandlerNpoints.get_numpoints"}},
    ),
    # --- moto/ecs/responses.py ---------------------------------------------------------------
    q(
        "h133_moto_ecs_responses",
        "where",
        "Where's the describe_task_sets handler in moto's ECS responses?",
        {"def": "EC2ContainerServiceResponse.describe_task_sets"},
    ),
    q(
        "h133_moto_ecs_responses",
        "returns",
        "what does format_attributes return if attributes is None?",
        {"returns": "format_attributes"},
    ),
    q(
        "h133_moto_ecs_responses",
        "calls",
        "Which handlers in moto/ecs/responses.py call `_include_in_response`?",
        grep(r"self\._include_in_response\(", ECS),
    ),
    q(
        "h133_moto_ecs_responses",
        "const",
        "where is DESCRIBE_TASKS_TAGS set",
        grep(r"^DESCRIBE_TASKS_TAGS = ", ECS),
    ),
    q(
        "h133_moto_ecs_responses",
        "which",
        "Which response method converts the camelCase request keys to snake_case before "
        "handing them to the backend?",
        {"def": "EC2ContainerServiceResponse.update_service"},
    ),
    q(
        "h133_moto_ecs_responses",
        "which",
        "When the container agent asks where it should talk to, the fake AWS just points it at "
        "my own machine. Which handler gives that dummy answer?",
        {"body": "EC2ContainerServiceResponse.discover_poll_endpoint"},
        own=True,
    ),
    q(
        "h133_moto_ecs_responses",
        "how",
        "in the mock, if I launch some containers without naming the pool of machines or "
        "saying how many copies I want, what does it assume?",
        {"body": "EC2ContainerServiceResponse.run_task"},
        own=True,
    ),
    run(
        "h133_moto_ecs_responses",
        "Run {} for me, what comes out?",
        "from moto.ecs.responses import format_attributes; "
        "print(format_attributes({'zone': 'us-east-1a'}), format_attributes(None))",
        "[{'name': 'zone', 'value': 'us-east-1a'}] None",
    ),
    q(
        "h133_moto_ecs_responses",
        "edit",
        "In discover_poll_endpoint there's a stale commented-out line "
        "`# cluster_name = self._get_param('cluster')`. Delete that line please.",
        {"effect": {"line_deleted": [ECS, "# cluster_name = self._get_param('cluster')"]}},
    ),
]
