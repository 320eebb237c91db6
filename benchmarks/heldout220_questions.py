"""The two-hundred-and-twentieth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (sympy 1.14.0:
``sympy/matrices/expressions/hadamard.py``; pip 23.2.1: ``pip/_internal/cli/parser.py``;
jupyterlab_server 2.28.1: ``jupyterlab_server/config.py``; hypothesis 6.155.2:
``hypothesis/internal/entropy.py``), written blind: by reading only those files (plus the earlier
set 128 for its format, ``question_helpers.py`` and the gold functions of ``bench_answers.py``),
never the model's code or its notes, and without asking the model anything. Nothing is tuned on
it: only its totals are looked at.

The questions are weighted by the size of the files (sympy's Hadamard product most, then
jupyterlab_server's config, pip's option parser, hypothesis's entropy helpers). About a fifth of
them are in the user's own words (``"own": True``: behaviour described in everyday words the code
does not use for it, with one definition that fits); the rest name the code, run a command or ask
for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` on this file until it printed ``0 bad``
(every gold names exactly one definition, every grep matches the intended lines of the installed
file); each command was run against the installed package and its gold is an exact substring of
what it printed; each edit that is not declined was made by hand on a scratch copy of the
workspace and ``bench_answers.check_effect`` was checked to hold after it. The commands need the
whole package to import, so they run against the installed package; each exercises the one file
its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h220_sympy_hadamard": ["sympy/matrices/expressions/hadamard.py"],
    "h220_pip_parser": ["pip/_internal/cli/parser.py"],
    "h220_jupyterlab_server_config": ["jupyterlab_server/config.py"],
    "h220_hypothesis_entropy": ["hypothesis/internal/entropy.py"],
}

HAD = "sympy/matrices/expressions/hadamard.py"
PARSER = "pip/_internal/cli/parser.py"
CFG = "jupyterlab_server/config.py"
ENT = "hypothesis/internal/entropy.py"


QUESTIONS: list[dict] = [
    # --- sympy/matrices/expressions/hadamard.py ---------------------------------------------
    q(
        "h220_sympy_hadamard",
        "where",
        "Where's the hadamard_power function defined?",
        {"def": "hadamard_power"},
    ),
    q(
        "h220_sympy_hadamard",
        "returns",
        "what does HadamardPower.shape return when the base is a plain scalar and only the "
        "exponent is a matrix?",
        {"returns": "HadamardPower.shape"},
    ),
    q(
        "h220_sympy_hadamard",
        "calls",
        "who calls canonicalize() in hadamard.py",
        grep(r"return canonicalize\(expr\)", HAD),
    ),
    q(
        "h220_sympy_hadamard",
        "calls",
        "Inside the hadamard module itself, which places call `hadamard_product`? I'm "
        "interested in the derivative code mostly.",
        grep(
            r"terms\.append\(hadamard_product\(|hadam = hadamard_product\(|"
            r"return hadamard_product\($",
            HAD,
        ),
    ),
    q(
        "h220_sympy_hadamard",
        "raises",
        "Calling hadamard_product() with no arguments at all gives me "
        "'TypeError: Empty Hadamard product is undefined'. Which line throws it?",
        grep(r'raise TypeError\("Empty Hadamard product is undefined"\)', HAD),
    ),
    q(
        "h220_sympy_hadamard",
        "raises",
        "where is the ValueError raised when HadamardProduct gets zero args",
        grep(r'raise ValueError\("HadamardProduct needs at least one argument"\)', HAD),
    ),
    q(
        "h220_sympy_hadamard",
        "raises",
        'I passed a MatrixSymbol and a plain Symbol x to HadamardProduct and got "Mix of Matrix '
        'and Scalar symbols" -- where does that come from?',
        grep(r'raise TypeError\("Mix of Matrix and Scalar symbols"\)', HAD),
    ),
    q(
        "h220_sympy_hadamard",
        "raises",
        "Where in hadamard_power is an error raised if the exponent is itself a matrix?",
        grep(r'raise ValueError\("cannot raise expression to a matrix"\)', HAD),
    ),
    q(
        "h220_sympy_hadamard",
        "which",
        "I multiply two symbolic grids together cell by cell. Which piece of code works out what "
        "ends up at row i, column j of the result?",
        {"body": "HadamardProduct._entry"},
        own=True,
    ),
    q(
        "h220_sympy_hadamard",
        "which",
        "when one of the factors in a cell-by-cell multiplication is a grid with nothing but 0s "
        "in it, which function spots that and collapses the whole thing to 0s?",
        {"body": "canonicalize.absorb"},
        {"def": "canonicalize"},
        own=True,
    ),
    q(
        "h220_sympy_hadamard",
        "how",
        "How does HadamardProduct.doit handle it when some of the args are explicit Matrix "
        "objects and others are MatrixSymbols?",
        {"body": "HadamardProduct.doit"},
    ),
    q(
        "h220_sympy_hadamard",
        "how",
        "Say I have a symbolic matrix with each of its entries raised to some exponent, and I "
        "mirror it across the diagonal. What happens to the exponent part, does it get mirrored "
        "too?",
        {"body": "HadamardPower._eval_transpose"},
        own=True,
    ),
    run(
        "h220_sympy_hadamard",
        "Can you run {} for me and tell me what comes out?",
        "from sympy import MatrixSymbol; "
        "from sympy.matrices.expressions.hadamard import hadamard_product; "
        "A = MatrixSymbol('A', 2, 2); B = MatrixSymbol('B', 2, 2); "
        "print(hadamard_product(B, A, A, A))",
        "HadamardPower(A, 3)",
    ),
    q(
        "h220_sympy_hadamard",
        "edit",
        "hadamard_power in sympy/matrices/expressions/hadamard.py has no docstring. Please add "
        "one saying it returns the elementwise power of base to exp (just base if exp is 1, a "
        "plain power for scalars).",
        {"effect": {"docstring": "hadamard_power"}},
    ),
    q(
        "h220_sympy_hadamard",
        "edit",
        "Could you go through hadamard.py and add full type annotations to every function and "
        "method, and make sure mypy --strict passes on it?",
        {"effect": {"declined": True}},
    ),
    # --- pip/_internal/cli/parser.py ---------------------------------------------------------
    q(
        "h220_pip_parser",
        "where",
        "where is option_list_all defined in pip's cli parser?",
        {"def": "CustomOptionParser.option_list_all"},
    ),
    q(
        "h220_pip_parser",
        "returns",
        "What does PrettyHelpFormatter.format_heading give back, and why does the 'Options' "
        "heading vanish from pip --help?",
        {"returns": "PrettyHelpFormatter.format_heading"},
    ),
    q(
        "h220_pip_parser",
        "calls",
        "Who calls check_default?",
        grep(r"self\.check_default\(option, key, ", PARSER),
    ),
    q(
        "h220_pip_parser",
        "raises",
        "I put `verbose = -2` in my pip.conf and pip bails with 'is not a valid value for "
        "verbose option, please instead specify either a non-negative integer...'. Where is "
        "that error triggered?",
        grep(
            r"if not isinstance\(val, int\) or val < 0:|"
            r"please instead specify either a non-negative integer",
            PARSER,
        ),
    ),
    q(
        "h220_pip_parser",
        "which",
        "which method of the help formatter builds the '-r, --requirement <file>' string that's "
        "shown for each option?",
        {"body": "PrettyHelpFormatter._format_option_strings"},
    ),
    q(
        "h220_pip_parser",
        "which",
        "When pip's help screen prints the index address I've put in my config file, which code "
        "blanks out the username and password in it so they aren't shown?",
        {"body": "UpdatingDefaultsHelpFormatter.expand_default"},
        own=True,
    ),
    q(
        "h220_pip_parser",
        "how",
        "If the same key is set in [global], in the [install] section and in a PIP_ env var, "
        "how does ConfigOptionParser decide what order to apply them in?",
        {"body": "ConfigOptionParser._get_ordered_configuration_items"},
    ),
    q(
        "h220_pip_parser",
        "how",
        "how does _update_defaults deal with an option whose action is append, e.g. a list of "
        "find-links given in the config file?",
        grep(r'elif option\.action == "append":|val = val\.split\(\)', PARSER),
    ),
    run(
        "h220_pip_parser",
        "What gets printed by {}?",
        "import optparse; from pip._internal.cli.parser import PrettyHelpFormatter; "
        "o = optparse.Option('-r', '--requirement', dest='requirements', metavar='FILE'); "
        "print(PrettyHelpFormatter().format_option_strings(o))",
        "-r, --requirement <file>",
    ),
    q(
        "h220_pip_parser",
        "edit",
        'In pip/_internal/cli/parser.py please change kwargs["max_help_position"] = 30 to 40 '
        "in PrettyHelpFormatter.__init__.",
        {
            "effect": {
                "text_replaced": [
                    PARSER,
                    'kwargs["max_help_position"] = 30',
                    'kwargs["max_help_position"] = 40',
                ]
            }
        },
    ),
    # --- jupyterlab_server/config.py ---------------------------------------------------------
    q(
        "h220_jupyterlab_server_config",
        "where",
        "get_page_config -- where is it defined?",
        {"def": "get_page_config"},
    ),
    q(
        "h220_jupyterlab_server_config",
        "where",
        "Where does LabConfig define its default for workspaces_api_url?",
        {"def": "LabConfig._default_workspaces_api_url"},
    ),
    q(
        "h220_jupyterlab_server_config",
        "returns",
        "What does get_package_url return if the package.json has neither a homepage nor a "
        "repository dict?",
        {"returns": "get_package_url"},
    ),
    q(
        "h220_jupyterlab_server_config",
        "calls",
        "which functions call _get_config_manager",
        grep(r"cm = _get_config_manager\(", CFG),
    ),
    q(
        "h220_jupyterlab_server_config",
        "raises",
        "I called write_page_config with level='global' and got ValueError 'Page config level "
        "must be one of: ...'. where's that raised?",
        grep(r'msg = f"Page config level must be one of|raise ValueError\(msg\)', CFG),
    ),
    q(
        "h220_jupyterlab_server_config",
        "const",
        "Where is DEFAULT_TEMPLATE_PATH set in jupyterlab_server, and what does it point at?",
        grep(r"^DEFAULT_TEMPLATE_PATH = ", CFG),
    ),
    q(
        "h220_jupyterlab_server_config",
        "which",
        "Which function returns the list of valid config levels (all, user, sys_prefix, ...)?",
        {"body": "get_allowed_levels"},
    ),
    q(
        "h220_jupyterlab_server_config",
        "which",
        "Which function walks through each plugin folder, including the two-deep ones sitting "
        "under an @company scope, opens each one's manifest and also notes whether an install "
        "record sits next to it?",
        {"body": "get_federated_extensions"},
        own=True,
    ),
    q(
        "h220_jupyterlab_server_config",
        "how",
        "how does get_page_config handle a federated extension whose jupyterlab metadata "
        "doesn't have a _build key",
        grep(
            r'if "_build" not in ext_data\["jupyterlab"\]:|is not a valid extension',
            CFG,
        ),
    ),
    q(
        "h220_jupyterlab_server_config",
        "how",
        "A plugin I installed asks for some other plugin to be switched off. But I've switched "
        "that first plugin off myself in my settings. Is its request still honoured, and where "
        "is that decided?",
        grep(
            r"skip if the extension itself is disabled by other config|"
            r"if page_config\[disabled_key\]\.get\(name\) is True:",
            CFG,
        ),
        own=True,
    ),
    run(
        "h220_jupyterlab_server_config",
        "Please run {} -- what are the three URLs it prints?",
        "from jupyterlab_server.config import LabConfig; c = LabConfig(app_url='/myapp'); "
        "print(c.settings_url, c.tree_url, c.workspaces_api_url)",
        "/myapp/api/settings/ /myapp/tree/",
    ),
    q(
        "h220_jupyterlab_server_config",
        "edit",
        "jupyterlab_server/config.py, get_page_config: right after the line "
        '`disabled_key = "disabledExtensions"` add `deferred_key = "deferredExtensions"`.',
        {
            "effect": {
                "line_after": [
                    CFG,
                    'disabled_key = "disabledExtensions"',
                    'deferred_key = "deferredExtensions"',
                ]
            }
        },
    ),
    q(
        "h220_jupyterlab_server_config",
        "edit",
        "Remove the '# FIXME @experimental for plugin with no-code entrypoints.' comment from "
        "config.py, it's been there forever.",
        {
            "effect": {
                "line_deleted": [
                    CFG,
                    "# FIXME @experimental for plugin with no-code entrypoints.",
                ]
            }
        },
    ),
    # --- hypothesis/internal/entropy.py ------------------------------------------------------
    q(
        "h220_hypothesis_entropy",
        "where",
        "In hypothesis's entropy module, where is the NumpyRandomWrapper class?",
        {"def": "NumpyRandomWrapper"},
    ),
    q(
        "h220_hypothesis_entropy",
        "returns",
        "what does get_seeder_and_restorer return?",
        {"returns": "get_seeder_and_restorer"},
    ),
    q(
        "h220_hypothesis_entropy",
        "calls",
        "Where is register_random called from in entropy.py (not counting the docstring example)?",
        grep(r"register_random\(hypothesis\.core\.threadlocal", ENT),
    ),
    q(
        "h220_hypothesis_entropy",
        "raises",
        "hypothesis.errors.InvalidArgument: r=<object ...> does not have all the required "
        "methods -- where is this raised?",
        grep(r'raise InvalidArgument\(f"\{r=\} does not have all the required methods"\)', ENT),
    ),
    q(
        "h220_hypothesis_entropy",
        "const",
        "where does _PLATFORM_REF_COUNT get its value?",
        grep(r"_PLATFORM_REF_COUNT = ", ENT),
    ),
    q(
        "h220_hypothesis_entropy",
        "which",
        "Which inner function of get_seeder_and_restorer puts the saved PRNG states back?",
        {"body": "get_seeder_and_restorer.restore_all"},
    ),
    q(
        "h220_hypothesis_entropy",
        "which",
        "Is there something I can wrap around a block of code so every random number generator "
        "starts from the same fixed point inside it, and gets put back how it was once the "
        "block ends? Which one is it?",
        {"body": "deterministic_PRNG"},
        own=True,
    ),
    q(
        "h220_hypothesis_entropy",
        "how",
        "If my code hands the very same generator object over to be looked after twice, does it "
        "end up on the list twice? How is that avoided?",
        grep(
            r"if r in \[$|for ref in RANDOMS_TO_MANAGE\.data\.copy\(\)\.values\(\)|"
            r"if \(random := ref\(\)\) is not None",
            ENT,
        ),
        own=True,
    ),
    q(
        "h220_hypothesis_entropy",
        "how",
        "what happens when I pass in a generator I created right there in the call, without "
        "keeping it in a variable anywhere? does the library just forget it silently?",
        grep(
            r"if not gc\.get_referrers\(r\):|if sys\.getrefcount\(r\) <= _PLATFORM_REF_COUNT:|"
            r"raise ReferenceError\($|warnings\.warn\($",
            ENT,
        ),
        own=True,
    ),
    q(
        "h220_hypothesis_entropy",
        "edit",
        "in hypothesis/internal/entropy.py comment out the gc.collect() call inside "
        "register_random",
        {"effect": {"comment_out": [ENT, "gc.collect()"]}},
    ),
]
