"""The hundred-and-sixty-second set: questions on four modules of one third-party package, copied
from the installed site-packages (docutils 0.19: ``docutils/transforms/references.py``,
``docutils/frontend.py``, ``docutils/parsers/rst/directives/tables.py``,
``docutils/utils/math/latex2mathml.py``), written blind: by reading only those files, never the
model's code or its notes, and committed before the model was asked any of them. It is a tuning
set: its misses are read and fixed.

The questions are weighted by the size of the files (the LaTeX-to-MathML converter most, then the
front-end settings module, the reference-resolving transforms, the table directives). About a fifth
of the questions that are not edits are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command
or ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
The commands need the whole package to import, so they run against the installed package; each
exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h162_docutils_latex2mathml": ["docutils/utils/math/latex2mathml.py"],
    "h162_docutils_frontend": ["docutils/frontend.py"],
    "h162_docutils_references": ["docutils/transforms/references.py"],
    "h162_docutils_tables": ["docutils/parsers/rst/directives/tables.py"],
}

L2M = "docutils/utils/math/latex2mathml.py"
FRONT = "docutils/frontend.py"
REFS = "docutils/transforms/references.py"
TABLES = "docutils/parsers/rst/directives/tables.py"


QUESTIONS: list[dict] = [
    # --- docutils/utils/math/latex2mathml.py -------------------------------------------------
    q(
        "h162_docutils_latex2mathml",
        "where",
        "where's tex_optarg defined?",
        {"def": "tex_optarg"},
    ),
    q(
        "h162_docutils_latex2mathml",
        "where",
        "In latex2mathml.py, which line declares the `msqrt` element class?",
        {"def": "msqrt"},
    ),
    q(
        "h162_docutils_latex2mathml",
        "returns",
        "What does `tex_equation_columns` give back when none of the rows contain an ampersand, "
        "and what otherwise?",
        {"returns": "tex_equation_columns"},
    ),
    q(
        "h162_docutils_latex2mathml",
        "calls",
        "who calls tex_group in the mathml converter",
        grep(r"= tex_group\(", L2M),
    ),
    q(
        "h162_docutils_latex2mathml",
        "calls",
        "I want to see every place that recurses back into `parse_latex_math` (not the doctests, "
        "the real calls). Where are they?",
        grep(r"^\s+(\w+ = )?parse_latex_math\(", L2M),
    ),
    q(
        "h162_docutils_latex2mathml",
        "raises",
        "my formula with \\foobar fails with 'Unknown LaTeX command: foobar'. which line raises "
        "that?",
        grep(r"raise SyntaxError\('Unknown LaTeX command", L2M),
    ),
    q(
        "h162_docutils_latex2mathml",
        "raises",
        "Using \\begin{align} inside a math directive gives me SyntaxError: Environment not "
        "supported! Where does that come from?",
        grep(r"raise SyntaxError\('Environment not supported!'\)", L2M),
    ),
    q(
        "h162_docutils_latex2mathml",
        "raises",
        "where is the 'already full' error thrown when a node gets one child too many?",
        grep(r"raise SyntaxError\('Node %s already full!'", L2M),
    ),
    q(
        "h162_docutils_latex2mathml",
        "const",
        "Where is the width that `\\quad` turns into set?",
        grep(r"'quad':\s+'1em'", L2M),
    ),
    q(
        "h162_docutils_latex2mathml",
        "which",
        "Which method gets rid of a pointless <mrow> wrapper once it ends up holding only one "
        "child?",
        {"def": "mrow.close"},
    ),
    q(
        "h162_docutils_latex2mathml",
        "which",
        "which little helper chops a run of digits (decimal point or thousands comma included) "
        "off the front of whatever input is left?",
        {"def": "tex_number"},
        own=True,
    ),
    q(
        "h162_docutils_latex2mathml",
        "which",
        "Superscripts and subscripts sometimes get typed in back-to-front. Which method puts the "
        "pieces back in the right sequence as soon as the last one has been added?",
        {"def": "MathSchema.append"},
        own=True,
    ),
    q(
        "h162_docutils_latex2mathml",
        "how",
        "how does `\\not` work here, e.g. \\not\\in -- how does it build the crossed-out symbol?",
        grep(r"if name == 'not':|unicodedata\.normalize\('NFC'", L2M),
    ),
    q(
        "h162_docutils_latex2mathml",
        "how",
        "If I type a dash straight after an opening bracket or an equals sign, how does the "
        "converter tell that it's a negative sign and not a subtraction?",
        grep(r"if c == '-' and node\.children:|attributes\['form'\] = 'prefix'", L2M),
        own=True,
    ),
    q(
        "h162_docutils_latex2mathml",
        "how",
        "For \\hspace and \\mspace, how does handle_cmd convert a width given in mu into em?",
        grep(r"if arg\.endswith\('m'\):|float\(arg\[:-2\]\)/18", L2M),
    ),
    run(
        "h162_docutils_latex2mathml",
        "Can you execute {} and tell me how the second minus comes out?",
        "from docutils.utils.math.latex2mathml import parse_latex_math, math; "
        "print(parse_latex_math(math(), 'a-b=-1'))",
        "mo('−', form='prefix')",
    ),
    q(
        "h162_docutils_latex2mathml",
        "edit",
        "The \\big/\\Big delimiters come out a bit small for my font. In latex2mathml.py set "
        "`delimiter_sizes` to ['', '1.3em', '1.7em', '2.1em', '2.5em'] please.",
        {
            "effect": {
                "value_set": [
                    L2M,
                    "delimiter_sizes",
                    "['', '1.3em', '1.7em', '2.1em', '2.5em']",
                ]
            }
        },
    ),
    q(
        "h162_docutils_latex2mathml",
        "edit",
        "I suspect there are bugs in how latex2mathml.py handles spacing commands and matrix "
        "environments. Could you hunt them down, fix them, and add tests that prove the fixes?",
        {"effect": {"declined": True}},
    ),
    # --- docutils/frontend.py ----------------------------------------------------------------
    q(
        "h162_docutils_frontend",
        "where",
        "where does frontend.py define get_default_settings",
        {"def": "get_default_settings"},
    ),
    q(
        "h162_docutils_frontend",
        "returns",
        "what comes back from `validate_url_trailing_slash`, say for an empty string or a url "
        "without a slash at the end?",
        {"returns": "validate_url_trailing_slash"},
    ),
    q(
        "h162_docutils_frontend",
        "calls",
        "Which validators in docutils/frontend.py lean on validate_comma_separated_list?",
        grep(r"= validate_comma_separated_list\(", FRONT),
    ),
    q(
        "h162_docutils_frontend",
        "raises",
        "where does it complain when a setting that must be a nonnegative integer is given -3?",
        grep(r"raise ValueError\('negative value", FRONT),
    ),
    q(
        "h162_docutils_frontend",
        "raises",
        "Running rst2html with three file names errors out with 'Maximum 2 arguments allowed.' -- "
        "which line in the option parser does that?",
        grep(r"self\.error\('Maximum 2 arguments allowed\.'\)", FRONT),
    ),
    q(
        "h162_docutils_frontend",
        "const",
        "Where are the default config file locations (/etc, the current dir, home) listed?",
        grep(
            r"standard_config_files = \[|'/etc/docutils\.conf'|'\./docutils\.conf'|'~/\.docutils'\]",
            FRONT,
        ),
    ),
    q(
        "h162_docutils_frontend",
        "which",
        "Which check takes a handful of yes-ish and no-ish words as a switch, but hands back "
        "anything else exactly as it came in instead of complaining?",
        {"def": "validate_ternary"},
        own=True,
    ),
    q(
        "h162_docutils_frontend",
        "which",
        "which method is it that lowercases keys read from a docutils.conf and turns dashes into "
        "underscores?",
        {"def": "ConfigParser.optionxform"},
    ),
    q(
        "h162_docutils_frontend",
        "how",
        "I've exported a shell variable listing my own settings files. How does it choose between "
        "those and the usual places, and does it expand ~ in them?",
        {"body": "OptionParser.get_standard_config_files"},
        own=True,
    ),
    run(
        "h162_docutils_frontend",
        "what does {} print?",
        "from docutils.frontend import make_paths_absolute; d = {'a': 'x/y', 'b': ['p', 'q']}; "
        "make_paths_absolute(d, ['a', 'b'], '/base'); print(d)",
        "{'a': '/base/x/y', 'b': ['/base/p', '/base/q']}",
    ),
    q(
        "h162_docutils_frontend",
        "edit",
        "Rename make_one_path_absolute to join_absolute in docutils/frontend.py, including where "
        "it is called.",
        {"effect": {"renamed": ["make_one_path_absolute", "join_absolute"]}},
    ),
    q(
        "h162_docutils_frontend",
        "edit",
        "delete the stale `# TODO: warn/info?` comment line in validate_dependency_file",
        {"effect": {"line_deleted": [FRONT, "# TODO: warn/info?"]}},
    ),
    # --- docutils/transforms/references.py ---------------------------------------------------
    q(
        "h162_docutils_references",
        "where",
        "Where is make_target_footnote?",
        {"def": "TargetNotes.make_target_footnote"},
    ),
    q(
        "h162_docutils_references",
        "returns",
        "Footnotes.number_footnotes -- what is its return value? the next free number?",
        {"returns": "Footnotes.number_footnotes"},
    ),
    q(
        "h162_docutils_references",
        "calls",
        "who ends up calling `indirect_target_error` in references.py?",
        grep(r"self\.indirect_target_error\(", REFS),
    ),
    q(
        "h162_docutils_references",
        "raises",
        "Where is CircularSubstitutionDefinitionError raised?",
        grep(r"raise CircularSubstitutionDefinitionError", REFS),
    ),
    q(
        "h162_docutils_references",
        "raises",
        "I have two anonymous `__` links but only one anonymous target and get 'Anonymous "
        "hyperlink mismatch'. Where does it complain about that?",
        grep(
            r"if len\(anonymous_refs\) != len\(anonymous_targets\):|'Anonymous hyperlink mismatch",
            REFS,
        ),
    ),
    q(
        "h162_docutils_references",
        "which",
        "Which part hands out the printed marks for the unnumbered bottom-of-page remarks, and "
        "repeats a mark twice over once the whole set has been used up?",
        {"def": "Footnotes.symbolize_footnotes"},
        own=True,
    ),
    q(
        "h162_docutils_references",
        "which",
        "In the dangling-references pass, which visitor method turns a leftover refname into a "
        "refid or reports it as an unknown target?",
        {"def": "DanglingReferencesVisitor.visit_reference"},
    ),
    q(
        "h162_docutils_references",
        "how",
        "How does the Substitutions transform deal with the ltrim and rtrim options of a "
        "substitution definition?",
        grep(
            r"'ltrim' in subdef\.attributes|'rtrim' in subdef\.attributes|"
            r"parent\[index - 1\]\.rstrip\(\)|parent\[index \+ 1\]\.lstrip\(\)",
            REFS,
        ),
    ),
    q(
        "h162_docutils_references",
        "how",
        "Say link name A is an alias for B and B is an alias for A. How does it notice that it is "
        "going round in a loop, and what happens then?",
        grep(
            r"if hasattr\(target, 'multiply_indirect'\):|self\.circular_indirect_reference\(target\)|"
            r"target\.multiply_indirect = 1|def circular_indirect_reference|"
            r"'forming a circular reference'",
            REFS,
        ),
        own=True,
    ),
    q(
        "h162_docutils_references",
        "how",
        "When the same web address is linked from several places in a document, how does the "
        "feature that lists the addresses at the bottom avoid making a second entry for it?",
        grep(
            r"if refuri in notes:|footnote = notes\[refuri\]|\['refuri'\] not in notes:",
            REFS,
        ),
        own=True,
    ),
    run(
        "h162_docutils_references",
        "Run {} and tell me which labels the symbol footnotes get.",
        "from docutils.core import publish_doctree; "
        "d = publish_doctree('a [*]_ b [*]_ c [*]_\\n\\n.. [*] one\\n.. [*] two\\n.. [*] three'); "
        "print([r.astext() for r in d.findall(lambda n: n.tagname == 'footnote_reference')])",
        "['*', '†', '‡']",
    ),
    q(
        "h162_docutils_references",
        "edit",
        "For debugging, please comment out the line `del target.multiply_indirect` in "
        "IndirectHyperlinks.resolve_indirect_target.",
        {"effect": {"comment_out": [REFS, "del target.multiply_indirect"]}},
    ),
    # --- docutils/parsers/rst/directives/tables.py -------------------------------------------
    q(
        "h162_docutils_tables",
        "where",
        "where is the csv dialect used for the :header: option (HeaderDialect) declared?",
        {"def": "CSVTable.HeaderDialect"},
    ),
    q(
        "h162_docutils_tables",
        "returns",
        "What does Table.make_title return, especially when the directive was given no title "
        "argument?",
        {"returns": "Table.make_title"},
    ),
    q(
        "h162_docutils_tables",
        "calls",
        "Both csv-table and list-table validate header rows and stub columns. Where do they call "
        "check_table_dimensions?",
        grep(r"self\.check_table_dimensions\(", TABLES),
    ),
    q(
        "h162_docutils_tables",
        "raises",
        "My list-table has a row with 3 items while the first row has 4 and I get 'uniform "
        "two-level bullet list expected'. Where's that error raised?",
        grep(r"if len\(item\[0\]\) != num_cols:|uniform two-level bullet list expected", TABLES),
    ),
    q(
        "h162_docutils_tables",
        "which",
        "In a comma-separated grid where some lines have fewer entries than others, which bit "
        "tops them up with blanks so they all come out the same length?",
        {"def": "Table.extend_short_rows_with_empty_cells"},
        own=True,
    ),
    q(
        "h162_docutils_tables",
        "how",
        "if I don't say how wide each column should be, how does it share out the space between "
        "them?",
        grep(r"col_widths = \[100 // n_cols\] \* n_cols", TABLES),
        {"body": "Table.get_column_widths"},
        own=True,
    ),
    run(
        "h162_docutils_tables",
        "Could you run {} and paste the output?",
        "from docutils.core import publish_doctree; "
        "d = publish_doctree('.. csv-table::\\n   :header-rows: 1\\n\\n   a,b,c\\n   1,2,3'); "
        "print([c['colwidth'] for c in d.findall(lambda n: n.tagname == 'colspec')])",
        "[33, 33, 33]",
    ),
    q(
        "h162_docutils_tables",
        "edit",
        "CSVTable.parse_csv_data_into_rows has no docstring. Add one saying it turns the CSV "
        "lines into rows of cell tuples and also returns the widest row's column count.",
        {"effect": {"docstring": "CSVTable.parse_csv_data_into_rows"}},
    ),
]
