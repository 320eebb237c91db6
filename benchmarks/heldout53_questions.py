"""The fifty-third held-out set: questions on two third-party packages that no other set uses,
copied from the installed site-packages (pandas 3.1.1, restricted to a pure-Python part of
``pandas/io``: ``excel``, ``json``, ``formats/format.py``, ``formats/printing.py``, ``common.py``
and ``html.py``; fonttools 4.68.0, restricted to fifteen table modules of ``fontTools/ttLib/tables``
plus ``DefaultTable.py``), written blind: by reading only those files, never the model's code or
its notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

The questions are weighted by the size of the two workspaces (the pandas one is about twice the
fontTools one). About a fifth of them are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command
or ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

The commands run the workspace copy itself: ``runpy.run_path`` (or ``exec``) of a copied file,
relative to the workspace root, so only the copied file's own code is what gets exercised (its
``import pandas`` / ``import fontTools`` lines still load the installed packages, which the copied
files are taken from). Each expect was printed by that exact command, run with the workspace root
as the working directory and ``PYTHONPATH`` unset.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h53_pandas_io": [
        "pandas/io/excel",
        "pandas/io/json",
        "pandas/io/formats/format.py",
        "pandas/io/formats/printing.py",
        "pandas/io/common.py",
        "pandas/io/html.py",
    ],
    "h53_fonttools_tables": [
        "fontTools/ttLib/tables/DefaultTable.py",
        "fontTools/ttLib/tables/_c_m_a_p.py",
        "fontTools/ttLib/tables/_n_a_m_e.py",
        "fontTools/ttLib/tables/O_S_2f_2.py",
        "fontTools/ttLib/tables/_p_o_s_t.py",
        "fontTools/ttLib/tables/_k_e_r_n.py",
        "fontTools/ttLib/tables/_h_e_a_d.py",
        "fontTools/ttLib/tables/_h_h_e_a.py",
        "fontTools/ttLib/tables/_h_m_t_x.py",
        "fontTools/ttLib/tables/_m_a_x_p.py",
        "fontTools/ttLib/tables/_l_o_c_a.py",
        "fontTools/ttLib/tables/_g_a_s_p.py",
        "fontTools/ttLib/tables/_v_h_e_a.py",
        "fontTools/ttLib/tables/V_O_R_G_.py",
        "fontTools/ttLib/tables/_h_d_m_x.py",
        "fontTools/ttLib/tables/C_P_A_L_.py",
    ],
}

PD = "h53_pandas_io"
FT = "h53_fonttools_tables"

COMMON = "pandas/io/common.py"
HTML = "pandas/io/html.py"
EXCEL = "pandas/io/excel/_base.py"
EXCEL_UTIL = "pandas/io/excel/_util.py"
FORMAT = "pandas/io/formats/format.py"
SCHEMA = "pandas/io/json/_table_schema.py"

TABLES = "fontTools/ttLib/tables/"
CMAP = TABLES + "_c_m_a_p.py"
NAME = TABLES + "_n_a_m_e.py"


QUESTIONS: list[dict] = [
    # --- pandas/io ----------------------------------------------------------------------------
    q(PD, "where", "where's EngFormatter defined?", {"def": "EngFormatter"}),
    q(
        PD,
        "where",
        "Could you point me to `BaseExcelReader._calc_rows`? I want to see how nrows gets turned "
        "into a number of sheet rows.",
        {"def": "BaseExcelReader._calc_rows"},
    ),
    q(
        PD,
        "returns",
        "what does infer_compression return? e.g. for a plain path with no known extension",
        {"returns": "infer_compression"},
    ),
    q(
        PD,
        "returns",
        "What does get_default_engine give back -- is it always the same string for xlsx, or "
        "does it depend on reader vs writer?",
        {"returns": "get_default_engine"},
    ),
    q(
        PD,
        "calls",
        "who calls fill_mi_header",
        grep(r"= fill_mi_header\(", EXCEL),
    ),
    q(
        PD,
        "calls",
        "Where is `_handle_hidden_tables` called from in html.py?",
        grep(r"self\._handle_hidden_tables\(", HTML),
    ),
    q(
        PD,
        "calls",
        "which places call check_parent_directory? (i'm trying to see who checks the output "
        "folder exists before writing)",
        {"grep": r"check_parent_directory\(str\("},
    ),
    q(
        PD,
        "raises",
        "Where does read_html refuse a negative skiprows?",
        grep(r"cannot skip rows starting from the end", HTML),
    ),
    q(
        PD,
        "raises",
        "if I pass compression='rar', where exactly does infer_compression throw the error?",
        grep(r"Valid compression types are", COMMON),
    ),
    q(
        PD,
        "raises",
        "Hi! When I construct an ExcelWriter with a bad if_sheet_exists (or use it in write "
        "mode), where is the ValueError raised?",
        grep(
            r"is not valid for if_sheet_exists|if_sheet_exists is only valid in append mode",
            EXCEL,
        ),
    ),
    q(
        PD,
        "raises",
        "where does _excel2num raise for a bogus column name like 'A1'",
        grep(r"Invalid column name", EXCEL_UTIL),
    ),
    q(
        PD,
        "const",
        "where is EXCEL_ROWS_MAX set and whats its value",
        grep(r"^EXCEL_ROWS_MAX = ", EXCEL),
    ),
    q(
        PD,
        "which",
        "The letters heading a spreadsheet (A, B, ... Z, AA, AB): when I pick what to read with "
        "a string like 'B,D:F', where do those letters get turned into plain numbers counting "
        "from zero?",
        {"body": "_excel2num"},
        {"body": "_range2cols"},
        own=True,
    ),
    q(
        PD,
        "which",
        "when i grab tables off a web page, which bit throws away the ones the browser wouldn't "
        "actually show on screen?",
        {"body": "_HtmlFrameParser._handle_hidden_tables"},
        {"body": "_LxmlFrameParser._parse_tables"},
        {"body": "_BeautifulSoupHtml5LibFrameParser._parse_tables"},
        own=True,
    ),
    q(
        PD,
        "which",
        "Which class does to_json hand a DataFrame to when orient='table'?",
        {"body": "JSONTableWriter"},
    ),
    q(
        PD,
        "which",
        "In my summary stats the row labels look like 25% / 50% / 75%. Which function decides how "
        "many digits after the point those labels get, so near-identical ones don't collapse "
        "into the same text?",
        {"body": "format_percentiles"},
        {"body": "get_precision"},
        own=True,
    ),
    q(
        PD,
        "how",
        "When one box in an HTML table is stretched over two columns or down several rows, how "
        "does read_html fill in the spots it covers?",
        {"body": "_HtmlFrameParser._expand_colspan_rowspan"},
        own=True,
    ),
    q(
        PD,
        "how",
        "How does `inspect_excel_format` tell an .xls from an .xlsx or an .ods file?",
        {"body": "inspect_excel_format"},
    ),
    q(
        PD,
        "how",
        "Chinese and Japanese text in my frame throws the printed table out of line. How does "
        "pandas measure how much room each character takes up so things still line up?",
        {"body": "_EastAsianTextAdjustment.len"},
        {"body": "_EastAsianTextAdjustment.justify"},
        {"body": "get_adjustment"},
        own=True,
    ),
    q(
        PD,
        "how",
        "with read_json a couple of my fields came back as points in time purely because of what "
        "they're called (say 'updated_at'). how does it decide which names get that treatment?",
        {"body": "_should_convert_dates"},
        own=True,
    ),
    run(
        PD,
        "What does {} print?",
        "import runpy; f = runpy.run_path('pandas/io/common.py')['infer_compression']; "
        "print(f('data.tar.gz', 'infer'), f('s3://bkt/x.CSV.GZ', 'infer'), "
        "f('notes.txt', 'infer'))",
        "tar gzip None",
    ),
    run(
        PD,
        "quick one, run {} and tell me the output pls",
        "exec(open('pandas/io/excel/_util.py').read()); print(_range2cols('B,D:F,AA'))",
        "[1, 3, 4, 5, 26]",
    ),
    q(
        PD,
        "edit",
        'Please bump TABLE_SCHEMA_VERSION in pandas/io/json/_table_schema.py to "1.5.0".',
        {"effect": {"value_set": [SCHEMA, "TABLE_SCHEMA_VERSION", "'1.5.0'"]}},
    ),
    q(
        PD,
        "edit",
        "get_precision in pandas/io/formats/format.py has no docstring. Add a short one saying "
        "it returns how many decimals are needed to keep neighbouring percentiles apart.",
        {"effect": {"docstring": "get_precision"}},
    ),
    q(
        PD,
        "edit",
        "In pandas/io/excel/_base.py, ExcelWriter.__init__ falls back to the date format "
        '"YYYY-MM-DD". Change that default to "DD/MM/YYYY" (leave the datetime one alone).',
        {
            "effect": {
                "text_replaced": [
                    EXCEL,
                    'self._date_format = "YYYY-MM-DD"',
                    'self._date_format = "DD/MM/YYYY"',
                ]
            }
        },
    ),
    q(
        PD,
        "edit",
        "read_excel is painfully slow on my 40-sheet workbook. Can you make pandas/io/excel read "
        "all the sheets in parallel threads and cache the parsed workbook between calls?",
        {"effect": {"declined": True}},
    ),
    # --- fontTools/ttLib/tables ----------------------------------------------------------------
    q(
        FT,
        "where",
        "Where is CmapSubtable.newSubtable defined?",
        {"def": "CmapSubtable.newSubtable"},
    ),
    q(FT, "where", "where's NameRecord.toUnicode", {"def": "NameRecord.toUnicode"}),
    q(
        FT,
        "returns",
        "What does `table__n_a_m_e.getDebugName` return when there's no Windows English record?",
        {"returns": "table__n_a_m_e.getDebugName"},
    ),
    q(
        FT,
        "calls",
        "who calls splitRange in _c_m_a_p.py?",
        grep(r"= splitRange\(", CMAP),
    ),
    q(
        FT,
        "calls",
        "Where is _makeWindowsName used?",
        grep(r"= _makeWindowsName\(", NAME),
    ),
    q(
        FT,
        "raises",
        "Which lines in the cmap table module raise TTLibError?",
        grep(r"raise TTLibError\(", CMAP),
    ),
    q(
        FT,
        "raises",
        "my font fails to load with something about not enough 'hmtx' table data -- where is "
        "that raised?",
        grep(r"not enough '\{self\.tableTag\}' table data", TABLES + "_h_m_t_x.py"),
    ),
    q(
        FT,
        "raises",
        "Where does the OS/2 table's setUnicodeRanges raise a ValueError?",
        grep(r"expected 0 <= int <= 127", TABLES + "O_S_2f_2.py"),
    ),
    q(
        FT,
        "raises",
        "where does DefaultTable.fromXML throw when it gets an element it can't deal with",
        grep(r"can't handle '%s' element", TABLES + "DefaultTable.py"),
    ),
    q(
        FT,
        "const",
        "What's GASP_DOGRAY set to, and where?",
        grep(r"^GASP_DOGRAY = ", TABLES + "_g_a_s_p.py"),
    ),
    q(
        FT,
        "which",
        "A font can ship several lookups from typed letters to the shapes that get drawn, one "
        "per operating system. Which method decides which of them to go with?",
        {"body": "table__c_m_a_p.getBestCmap"},
        {"body": "table__c_m_a_p.getcmap"},
        own=True,
    ),
    q(
        FT,
        "which",
        "which class is used for a kern subtable whose format fontTools doesnt recognise?",
        {"body": "KernTable_format_unkown"},
    ),
    q(
        FT,
        "which",
        "Which code works out which writing systems a font should advertise, based on the "
        "letters it really has in it?",
        {"body": "intersectUnicodeRanges"},
        {"body": "table_O_S_2f_2.recalcUnicodeRanges"},
        {"body": "_getUnicodeRanges"},
        own=True,
    ),
    q(
        FT,
        "which",
        "Which method of the name table adds one string in several languages at once and hands "
        "back its nameID?",
        {"body": "table__n_a_m_e.addMultilingualName"},
    ),
    q(
        FT,
        "how",
        "How does `table__h_m_t_x.compile` work out numberOfHMetrics, i.e. how many trailing "
        "glyphs get to share the last advance width?",
        {"body": "table__h_m_t_x.compile"},
    ),
    q(
        FT,
        "how",
        "If two shapes in a font end up called the same thing, how does fontTools keep their "
        "labels apart when it reads them in?",
        {"body": "table__p_o_s_t.build_psNameMapping"},
        own=True,
    ),
    q(
        FT,
        "how",
        "Some fonts store a 'made on' date that is way too early, as if it was counted from the "
        "wrong starting year. How does fontTools notice and patch that when it loads the font's "
        "main header?",
        {"body": "table__h_e_a_d.decompile"},
        own=True,
    ),
    q(
        FT,
        "how",
        "In _k_e_r_n.py, how does table__k_e_r_n.decompile cope with a font whose only format 0 "
        "subtable has a wrong length field (OpenSans, Calibri)?",
        {"body": "table__k_e_r_n.decompile"},
    ),
    run(
        FT,
        "Can you run {} for me and tell me what it prints?",
        "import runpy; f = runpy.run_path('fontTools/ttLib/tables/O_S_2f_2.py')"
        "['intersectUnicodeRanges']; print(sorted(f([0x41, 0x416, 0x1F600])))",
        "[0, 9, 57]",
    ),
    run(
        FT,
        "output of {} ?",
        "from runpy import run_path; "
        "D = run_path('fontTools/ttLib/tables/DefaultTable.py')['DefaultTable']; "
        "a, b = D('abcd'), D('abcd'); a.data = b.data = b'x'; "
        "print(a == b, a != b, a.compile(None))",
        "True False b'x'",
    ),
    q(
        FT,
        "edit",
        "delete the testrepr debug method from table__m_a_x_p in _m_a_x_p.py, nobody uses it",
        {"effect": {"definition_deleted": [TABLES + "_m_a_x_p.py", "table__m_a_x_p.testrepr"]}},
    ),
    q(
        FT,
        "edit",
        "Comment out the `log.warning(\"extra bytes at the end of 'head' table\")` line in "
        "_h_e_a_d.py -- it floods my build output.",
        {
            "effect": {
                "comment_out": [
                    TABLES + "_h_e_a_d.py",
                    "log.warning(\"extra bytes at the end of 'head' table\")",
                ]
            }
        },
    ),
]
