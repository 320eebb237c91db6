"""The hundred-and-seventieth set: questions on one module each of four third-party packages,
copied from the installed site-packages (IPython 8.12.3: ``IPython/sphinxext/ipython_directive.py``;
scipy 1.17.1: ``scipy/_lib/_array_api.py``; fonttools 4.68.0: ``fontTools/voltLib/voltToFea.py``;
awscli 1.45.11: ``awscli/customizations/cloudformation/artifact_exporter.py``), written blind: by
reading only those files, never the model's code or its notes, and committed before the model was
asked any of them. It is a tuning set: its misses are read and fixed.

The questions are weighted by the size of the files (IPython's Sphinx directive most, then scipy's
array API helpers, fontTools' VOLT to feature file converter, awscli's CloudFormation artifact
exporter). About a fifth of them are in the user's own words (``"own": True``: behaviour described
in everyday words the code does not use for it); the rest name the code, run a command or ask for
an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands
need the whole package to import, so they run against the installed package; each exercises the one
file its workspace holds. The Sphinx directive imports ``sphinx``, which is not installed, so its
workspace has no command.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h170_ipython_directive": ["IPython/sphinxext/ipython_directive.py"],
    "h170_scipy_array_api": ["scipy/_lib/_array_api.py"],
    "h170_fonttools_volttofea": ["fontTools/voltLib/voltToFea.py"],
    "h170_awscli_artifact_exporter": ["awscli/customizations/cloudformation/artifact_exporter.py"],
}

DIRECTIVE = "IPython/sphinxext/ipython_directive.py"
ARRAY_API = "scipy/_lib/_array_api.py"
VOLT = "fontTools/voltLib/voltToFea.py"
EXPORTER = "awscli/customizations/cloudformation/artifact_exporter.py"


QUESTIONS: list[dict] = [
    # --- IPython/sphinxext/ipython_directive.py ----------------------------------------------
    q(
        "h170_ipython_directive",
        "where",
        "Where is save_image defined in the ipython sphinx directive?",
        {"def": "EmbeddedSphinxShell.save_image"},
    ),
    q(
        "h170_ipython_directive",
        "returns",
        "what comes back from `EmbeddedSphinxShell.process_block`? a list of lines, or more than "
        "that?",
        {"returns": "EmbeddedSphinxShell.process_block"},
    ),
    q(
        "h170_ipython_directive",
        "calls",
        "who calls block_parser",
        grep(r"= block_parser\(", DIRECTIVE),
    ),
    q(
        "h170_ipython_directive",
        "calls",
        "I want to know every place that may pull in pyplot behind my back. Where is "
        "`ensure_pyplot` called?",
        grep(r"self\.ensure_pyplot\(\)", DIRECTIVE),
    ),
    q(
        "h170_ipython_directive",
        "raises",
        "My docs page dies because I stacked two of those at-sign markers on top of a single "
        "example line. Where does it bail out on that?",
        grep(r"Applying multiple pseudo-decorators|^\s+raise RuntimeError\($", DIRECTIVE),
        own=True,
    ),
    q(
        "h170_ipython_directive",
        "raises",
        "sphinx-build stops with `RuntimeError: An invalid block was detected.` -- where in "
        "ipython_directive.py is that thrown?",
        grep(r"raise RuntimeError\('An invalid block was detected", DIRECTIVE),
    ),
    q(
        "h170_ipython_directive",
        "raises",
        "I wrote `@doctest approx` above an input and got 'Invalid option to @doctest'. Which "
        "line raises that?",
        grep(r"Invalid option to @doctest|raise Exception\(e\)", DIRECTIVE),
    ),
    q(
        "h170_ipython_directive",
        "const",
        "where's the list of supported pseudo-decorators (suppress, verbatim, ...) declared?",
        grep(r"^PSEUDO_DECORATORS = ", DIRECTIVE),
    ),
    q(
        "h170_ipython_directive",
        "const",
        "What is ipython_savefig_dir by default, and where is that default registered?",
        grep(r"add_config_value\('ipython_savefig_dir'", DIRECTIVE),
    ),
    q(
        "h170_ipython_directive",
        "which",
        "Which method turns a line like `@savefig plot.png width=4in` into an `.. image::` "
        "directive with its options?",
        {"def": "EmbeddedSphinxShell.process_image"},
    ),
    q(
        "h170_ipython_directive",
        "which",
        "I have an ordinary script with no In/Out markers at all. Which piece dresses it up so "
        "it reads like somebody typed it into the console one statement at a time, numbering "
        "as it goes?",
        {"def": "EmbeddedSphinxShell.process_pure_python"},
        own=True,
    ),
    q(
        "h170_ipython_directive",
        "which",
        "which method handles the doctest check when the decorator carries an extra word, e.g. "
        "`@doctest float`, instead of a plain `@doctest`?",
        {"def": "EmbeddedSphinxShell.custom_doctest"},
    ),
    q(
        "h170_ipython_directive",
        "how",
        "How does `block_parser` figure out that the next line belongs to the same input (the "
        "`...:` continuation lines) and when does it stop collecting?",
        grep(
            r"Nc = len\(continuation\)|while i<N:|if matchout or nextline\.startswith\('#'\):|"
            r"elif nextline\.startswith\(continuation\):|inputline \+= '\\n' \+  nextline",
            DIRECTIVE,
        ),
    ),
    q(
        "h170_ipython_directive",
        "how",
        "When an example line is marked to stay hidden in the rendered page, how does it decide "
        "whether that line still moves the In[] numbering forward or not?",
        grep(
            r"if is_suppress and self\.hold_count:|store_history = False$|store_history = True$",
            DIRECTIVE,
        ),
        own=True,
    ),
    q(
        "h170_ipython_directive",
        "how",
        "Each new .rst file starts again at In [1]. How does IPythonDirective.setup know it has "
        "moved on to a different document and reset the counter?",
        grep(r"current_source in self\.seen_docs|execution_count = 1$|seen_docs\.add\(", DIRECTIVE),
    ),
    q(
        "h170_ipython_directive",
        "edit",
        "In IPython/sphinxext/ipython_directive.py, the `setup(app)` function registers "
        "ipython_mplbackend with 'agg'. Make that default None instead.",
        {
            "effect": {
                "text_replaced": [
                    DIRECTIVE,
                    "app.add_config_value('ipython_mplbackend', 'agg', 'env')",
                    "app.add_config_value('ipython_mplbackend', None, 'env')",
                ]
            }
        },
    ),
    q(
        "h170_ipython_directive",
        "edit",
        "could you give EmbeddedSphinxShell.clear_cout a docstring? it just empties the buffer "
        "that collects the captured stdout.",
        {"effect": {"docstring": "EmbeddedSphinxShell.clear_cout"}},
    ),
    # --- scipy/_lib/_array_api.py ------------------------------------------------------------
    q(
        "h170_scipy_array_api",
        "where",
        "which file and line is xp_default_dtype on?",
        {"def": "xp_default_dtype"},
    ),
    q(
        "h170_scipy_array_api",
        "returns",
        "What does scipy_namespace_for hand back, say for plain numpy versus for torch?",
        {"returns": "scipy_namespace_for"},
    ),
    q(
        "h170_scipy_array_api",
        "calls",
        "Which of the xp_assert helpers go through `_strict_check`? Show me the call sites.",
        grep(r"= _strict_check\(", ARRAY_API),
    ),
    q(
        "h170_scipy_array_api",
        "raises",
        "With SCIPY_ARRAY_API=1 and a backend without linalg, xp_vector_norm(x, ord=1) raises "
        "on me. Where is that?",
        grep(r"raise ValueError\($|only the Euclidean norm", ARRAY_API),
    ),
    q(
        "h170_scipy_array_api",
        "raises",
        "where does xp_promote throw 'Array shapes are incompatible for broadcasting.'?",
        grep(r"Array shapes are incompatible|raise ValueError\(message\) from e", ARRAY_API),
    ),
    q(
        "h170_scipy_array_api",
        "which",
        "Which function in _array_api.py is the test-only one that copies a cupy/torch/strict "
        "array back into a NumPy ndarray?",
        {"def": "_xp_copy_to_numpy"},
    ),
    q(
        "h170_scipy_array_api",
        "which",
        "Is there something that just tells me, as a short plain label, whether an array's data "
        "is sitting on the graphics card or on the main processor? Which function is that?",
        {"def": "xp_device_type"},
        own=True,
    ),
    q(
        "h170_scipy_array_api",
        "how",
        "how does xp_result_type cope when force_floating=True and the library can't promote "
        "the mix of dtypes it was given?",
        {"body": "xp_result_type"},
    ),
    q(
        "h170_scipy_array_api",
        "how",
        "Every function's docs end with a little support table with ticks and no-entry signs. "
        "How is it worked out which boxes get the no-entry sign, e.g. when something only "
        "works on the plain default arrays or never on the graphics card?",
        {"body": "_make_sphinx_capabilities"},
        own=True,
    ),
    run(
        "h170_scipy_array_api",
        "Run {} and tell me the two numbers.",
        "from scipy._lib._array_api import _length_nonmasked; import numpy as np; "
        "print(_length_nonmasked(np.ones((2, 3, 4)), (0, 2)), "
        "_length_nonmasked(np.ones((2, 3, 4)), None))",
        "8 24",
    ),
    run(
        "h170_scipy_array_api",
        "can you execute {} for me? I want to see how it glues scalars and lists together",
        "from scipy._lib._array_api import concat_1d; import numpy as np; "
        "print(concat_1d(np, 1, [2, 3], np.asarray(4.5)))",
        "[1.  2.  3.  4.5]",
    ),
    q(
        "h170_scipy_array_api",
        "edit",
        "rename `_check_finite` to `_ensure_all_finite` in scipy/_lib/_array_api.py (the "
        "definition and its call in _asarray)",
        {"effect": {"renamed": ["_check_finite", "_ensure_all_finite"]}},
    ),
    q(
        "h170_scipy_array_api",
        "edit",
        "Please go through _array_api.py and put precise type annotations on every function, "
        "replacing the Any aliases, so the module passes mypy --strict.",
        {"effect": {"declined": True}},
    ),
    # --- fontTools/voltLib/voltToFea.py ------------------------------------------------------
    q(
        "h170_fonttools_volttofea",
        "where",
        "where is `_flatten_group` defined",
        {"def": "_flatten_group"},
    ),
    q(
        "h170_fonttools_volttofea",
        "where",
        "In voltToFea, where's the Lookup class declared (the LookupBlock subclass with a "
        "chained list)?",
        {"def": "Lookup"},
    ),
    q(
        "h170_fonttools_volttofea",
        "returns",
        "Does VoltToFea.convert give me a feaLib FeatureFile object or a string? What exactly "
        "does it return?",
        {"returns": "VoltToFea.convert"},
    ),
    q(
        "h170_fonttools_volttofea",
        "calls",
        "where does _lookupName get used?",
        grep(r"self\._lookupName\(", VOLT),
    ),
    q(
        "h170_fonttools_volttofea",
        "raises",
        "Converting my .vtp fails with NotImplementedError on a substitution lookup. Where does "
        "voltToFea.py raise that for substitutions?",
        grep(r"raise NotImplementedError\((type\()?sub", VOLT),
    ),
    q(
        "h170_fonttools_volttofea",
        "which",
        "Which method merges lookups named like `base\\sub` into a single FEA lookup with "
        "subtable breaks between them?",
        {"def": "VoltToFea._lookupDefinition"},
    ),
    q(
        "h170_fonttools_volttofea",
        "which",
        "Some of my named glyph sets are built out of other named sets. Which function puts "
        "them in an order where each one comes after everything it mentions?",
        {"def": "sort_groups"},
        own=True,
    ),
    q(
        "h170_fonttools_volttofea",
        "how",
        "how does _gposLookup pick between writing a mark-to-mark, mark-to-ligature or "
        "mark-to-base statement for an anchor attachment?",
        grep(r"is_ligature = all\(|is_mark = all\(|if is_mark:|elif is_ligature:", VOLT),
    ),
    q(
        "h170_fonttools_volttofea",
        "how",
        "When a rule set in my project is marked to run right to left, or to skip base letters, "
        "or to leave accents alone, how does that get turned into what the output file says "
        "for that rule set?",
        grep(
            r"^\s+flags \|= \d|lookup\.direction == |not lookup\.process_base|"
            r"not lookup\.process_marks:",
            VOLT,
        ),
        own=True,
    ),
    run(
        "h170_fonttools_volttofea",
        "what does {} print?",
        "from fontTools.voltLib.voltToFea import VoltToFea; v = VoltToFea(None); "
        "print(v._lookupName('kern pairs'), v._lookupName('kern?pairs'), "
        "v._className('mark-top'))",
        "kern_pairs kern_pairs_",
    ),
    q(
        "h170_fonttools_volttofea",
        "edit",
        "I never want GDEF written. In fontTools/voltLib/voltToFea.py set the module-level "
        "TABLES to just GSUB and GPOS.",
        {"effect": {"value_set": [VOLT, "TABLES", '["GSUB", "GPOS"]']}},
    ),
    # --- awscli/customizations/cloudformation/artifact_exporter.py ---------------------------
    q(
        "h170_awscli_artifact_exporter",
        "where",
        "Where's the ResourceWithS3UrlDict class?",
        {"def": "ResourceWithS3UrlDict"},
    ),
    q(
        "h170_awscli_artifact_exporter",
        "returns",
        "what does make_zip return -- the open zip, or the file name?",
        {"returns": "make_zip"},
    ),
    q(
        "h170_awscli_artifact_exporter",
        "calls",
        "who calls is_s3_url in artifact_exporter.py?",
        grep(r"(?<!def )is_s3_url\(", EXPORTER),
    ),
    q(
        "h170_awscli_artifact_exporter",
        "raises",
        "`aws cloudformation package` gives me InvalidForEachIntrinsicFunctionError. Where "
        "does the exporter raise it?",
        grep(r"raise exceptions\.InvalidForEachIntrinsicFunctionError", EXPORTER),
    ),
    q(
        "h170_awscli_artifact_exporter",
        "raises",
        "where does it refuse to go on if the base directory I hand it is given relative "
        "instead of spelled out from the root?",
        grep(r'raise ValueError\("parent_dir parameter must be', EXPORTER),
        own=True,
    ),
    q(
        "h170_awscli_artifact_exporter",
        "which",
        "Which bit walks the whole stack definition, going down into nested mappings and "
        "lists, to find the places that splice in a snippet kept on disk?",
        {"def": "Template.export_global_artifacts"},
        own=True,
    ),
    q(
        "h170_awscli_artifact_exporter",
        "how",
        "If one of my functions points at a single .py on my machine rather than a directory, "
        "how does it get bundled up before it's sent to the bucket?",
        {"body": "Resource.export"},
        own=True,
    ),
    run(
        "h170_awscli_artifact_exporter",
        "Can you run {} and show me the dict it gives?",
        "from awscli.customizations.cloudformation.artifact_exporter import parse_s3_url; "
        "print(parse_s3_url('s3://my-bucket/path/app.zip?versionId=v42', "
        "version_property='Version'))",
        "{'Bucket': 'my-bucket', 'Key': 'path/app.zip', 'Version': 'v42'}",
    ),
    q(
        "h170_awscli_artifact_exporter",
        "edit",
        'In Resource.export, comment out the `LOG.debug("Unable to export", exc_info=ex)` '
        "line, it's too noisy for me.",
        {
            "effect": {
                "comment_out": [EXPORTER, 'LOG.debug("Unable to export", exc_info=ex)'],
            }
        },
    ),
]
