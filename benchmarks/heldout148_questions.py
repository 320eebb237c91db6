"""The hundred-and-forty-eighth held-out set: questions on four modules of one third-party package,
copied from the installed site-packages (fontTools 4.68.0: ``fontTools/misc/psCharStrings.py``,
``fontTools/cffLib/specializer.py``, ``fontTools/t1Lib/__init__.py``,
``fontTools/voltLib/parser.py``), written blind: by reading only those files, never the model's code
or its notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

The questions are weighted by the size of the files (the CFF/Type 1 charstring module most, then the
CFF charstring specializer, the VOLT parser and the Type 1 font reader). About a fifth of them are
in the user's own words (``"own": True``: behaviour described in everyday words the code does not
use for it); the rest name the code, run a command or ask for an edit, each in a phrasing of its
own. Gold forms are those of ``code_questions.py``. The commands need the whole package to import,
so they run against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h148_fonttools_pscharstrings": ["fontTools/misc/psCharStrings.py"],
    "h148_fonttools_specializer": ["fontTools/cffLib/specializer.py"],
    "h148_fonttools_t1lib": ["fontTools/t1Lib/__init__.py"],
    "h148_fonttools_voltparser": ["fontTools/voltLib/parser.py"],
}

PS = "fontTools/misc/psCharStrings.py"
SPEC = "fontTools/cffLib/specializer.py"
T1 = "fontTools/t1Lib/__init__.py"
VOLT = "fontTools/voltLib/parser.py"


QUESTIONS: list[dict] = [
    # --- fontTools/misc/psCharStrings.py -----------------------------------------------------
    q(
        "h148_fonttools_pscharstrings",
        "where",
        "where's doFlex defined? the one on the Type 1 outline extractor",
        {"def": "T1OutlineExtractor.doFlex"},
    ),
    q(
        "h148_fonttools_pscharstrings",
        "returns",
        "What does `encodeFixed` give back when the value has no fractional part, compared to "
        "when it does?",
        {"returns": "encodeFixed"},
    ),
    q(
        "h148_fonttools_pscharstrings",
        "calls",
        "who calls calcSubrBias in psCharStrings.py?",
        grep(r"= calcSubrBias\(", PS),
    ),
    q(
        "h148_fonttools_pscharstrings",
        "calls",
        "I'm tracing hlineto/vlineto drawing. Where is `alternatingLineto` invoked from?",
        grep(r"self\.alternatingLineto\(", PS),
    ),
    q(
        "h148_fonttools_pscharstrings",
        "raises",
        "Compiling my CFF charstring fails with 'T2CharString or Subr has items on the stack "
        "after last operator'. Which line raises that?",
        grep(r"raise CharStringCompileError\($|has items on the stack after last operator", PS),
    ),
    q(
        "h148_fonttools_pscharstrings",
        "raises",
        "where does the T1 charstring code throw when it's handed a float operand?",
        grep(r"raise TypeError\(", PS),
    ),
    q(
        "h148_fonttools_pscharstrings",
        "const",
        "Where is the nibble lookup table for CFF real numbers (digits, '.', 'E', 'E-', '-') "
        "declared?",
        grep(r"^realNibbles = \[", PS),
    ),
    q(
        "h148_fonttools_pscharstrings",
        "which",
        "Which function turns a decimal like 0.001 or -2.25 into that packed half-byte form "
        "the font's top-level settings store numbers in?",
        {"def": "encodeFloat"},
        own=True,
    ),
    q(
        "h148_fonttools_pscharstrings",
        "which",
        "which class is used to find the maximum operand stack depth a T2 charstring reaches?",
        {"def": "T2StackUseExtractor"},
    ),
    q(
        "h148_fonttools_pscharstrings",
        "which",
        "In psCharStrings, which method handles the seac operator of Type 1 charstrings (base "
        "glyph plus accent as components)?",
        {"def": "T1OutlineExtractor.op_seac"},
    ),
    q(
        "h148_fonttools_pscharstrings",
        "how",
        "When a glyph's drawing instructions begin, how does the code figure out whether there's "
        "one extra number in front that says how wide the character is, and what does it use "
        "when there isn't?",
        {"body": "T2WidthExtractor.popallWidth"},
        own=True,
    ),
    q(
        "h148_fonttools_pscharstrings",
        "how",
        "if the outline program works out one number over another, how does it choose between "
        "keeping a whole number and handing back a fraction?",
        {"body": "T2OutlineExtractor.op_div"},
        own=True,
    ),
    q(
        "h148_fonttools_pscharstrings",
        "how",
        "How does `op_flex1` in the T2 outline extractor decide whether the last point's d6 "
        "argument is an x or a y offset?",
        {"body": "T2OutlineExtractor.op_flex1"},
    ),
    run(
        "h148_fonttools_pscharstrings",
        "Can you execute {} and tell me the hex it prints?",
        "from fontTools.misc.psCharStrings import T2CharString; "
        "c = T2CharString(program=[100, 'hmoveto', 50, 'hlineto', 'endchar']); "
        "c.compile(); print(c.bytecode.hex())",
        "ef16bd060e",
    ),
    q(
        "h148_fonttools_pscharstrings",
        "edit",
        "Please set maxOpStack in fontTools/misc/psCharStrings.py to 513.",
        {"effect": {"value_set": [PS, "maxOpStack", "513"]}},
    ),
    q(
        "h148_fonttools_pscharstrings",
        "edit",
        "calcSubrBias has no docstring. Could you add one saying it returns the bias added to "
        "subroutine numbers (107, 1131 or 32768, depending on how many subrs there are)?",
        {"effect": {"docstring": "calcSubrBias"}},
    ),
    q(
        "h148_fonttools_pscharstrings",
        "edit",
        "psCharStrings.py has zero type annotations. Add full type hints to every class and "
        "function in it and make it pass mypy --strict, thanks.",
        {"effect": {"declined": True}},
    ),
    # --- fontTools/cffLib/specializer.py -----------------------------------------------------
    q(
        "h148_fonttools_specializer",
        "where",
        "Which line is generalizeProgram defined on?",
        {"def": "generalizeProgram"},
    ),
    q(
        "h148_fonttools_specializer",
        "returns",
        "what can `_isFlex1Horizontal` return? I see True/False but the docstring mentions None "
        "too",
        {"returns": "_isFlex1Horizontal"},
    ),
    q(
        "h148_fonttools_specializer",
        "calls",
        "In the specializer, where is _everyN used?",
        grep(r"(in|=) _everyN\(args", SPEC),
    ),
    q(
        "h148_fonttools_specializer",
        "raises",
        "generalizeCommands blew up with a ValueError showing just the raw list of args for an "
        "rrcurveto with 10 numbers. Where's the ValueError that fires when the args don't split "
        "into equal groups?",
        grep(r"raise ValueError\(el\)", SPEC),
    ),
    q(
        "h148_fonttools_specializer",
        "raises",
        "where is 'Nested blend lists not supported (yet)' raised?",
        grep(r"Nested blend lists not supported", SPEC),
    ),
    q(
        "h148_fonttools_specializer",
        "const",
        "What's the default maxstack that specializeCommands uses, and where is it set?",
        grep(r"maxstack=48,", SPEC),
    ),
    q(
        "h148_fonttools_specializer",
        "which",
        "Which helper looks at a single x/y step and tells me if it goes purely sideways, purely "
        "up or down, diagonally, or nowhere?",
        {"def": "_categorizeVector"},
        own=True,
    ),
    q(
        "h148_fonttools_specializer",
        "which",
        "Before two drawing instructions get glued together, something figures out how many "
        "values a list of arguments will pile up at its highest point, looking inside nested "
        "groups too. Which function is that?",
        {"def": "_argsStackUse"},
        own=True,
    ),
    q(
        "h148_fonttools_specializer",
        "how",
        "how does programToCommands tell that the first number of a charstring is a width, "
        "especially when blend operators are in front of the first moveto?",
        {"body": "programToCommands"},
    ),
    q(
        "h148_fonttools_specializer",
        "how",
        "How does `_specializeFlex` pick between hflex, hflex1, flex1 and plain flex?",
        {"body": "_specializeFlex"},
    ),
    run(
        "h148_fonttools_specializer",
        "what does {} print?",
        "from fontTools.cffLib.specializer import specializeProgram; "
        "print(specializeProgram([0, 0, 'rmoveto', 10, 0, 'rlineto', 0, 10, 'rlineto', "
        "-10, 0, 'rlineto']))",
        "[0, 'hmoveto', 10, 10, -10, 'hlineto']",
    ),
    q(
        "h148_fonttools_specializer",
        "edit",
        "rename `_everyN` to `_groups` throughout fontTools/cffLib/specializer.py",
        {"effect": {"renamed": ["_everyN", "_groups"]}},
    ),
    q(
        "h148_fonttools_specializer",
        "edit",
        'In the __main__ block of the specializer, comment out the `print("Saving", outfile)` '
        "line, I don't want that output.",
        {"effect": {"comment_out": [SPEC, 'print("Saving", outfile)']}},
    ),
    # --- fontTools/t1Lib/__init__.py ---------------------------------------------------------
    q(
        "h148_fonttools_t1lib",
        "where",
        "t1Lib: where does T1Font define encode_eexec?",
        {"def": "T1Font.encode_eexec"},
    ),
    q(
        "h148_fonttools_t1lib",
        "returns",
        "What does t1Lib's read() return for a .pfb file vs a Mac LWFN vs anything else?",
        {"returns": "read"},
    ),
    q(
        "h148_fonttools_t1lib",
        "calls",
        "Who calls findEncryptedChunks?",
        grep(r"= findEncryptedChunks\(", T1),
    ),
    q(
        "h148_fonttools_t1lib",
        "raises",
        "Opening a file with T1Font gives me T1Error 'not a Type 1 font'. Where does the check "
        "that decides that live, and what other errors can the same check raise?",
        grep(r'raise T1Error\("not (a PostScript|a Type 1|an encrypted)', T1),
    ),
    q(
        "h148_fonttools_t1lib",
        "raises",
        'where is "can\'t find end of eexec part" thrown',
        grep(r"can't find end of eexec part", T1),
    ),
    q(
        "h148_fonttools_t1lib",
        "which",
        "Which function chops the raw font data into the scrambled sections and the "
        "plain-text sections around them?",
        {"def": "findEncryptedChunks"},
        own=True,
    ),
    q(
        "h148_fonttools_t1lib",
        "how",
        "When I save a font out and something goes wrong halfway through, am I left with a "
        "half-written file on disk? How is that dealt with?",
        {"body": "write"},
        own=True,
    ),
    run(
        "h148_fonttools_t1lib",
        "Run {} and tell me what bytes come out.",
        "from fontTools.t1Lib import longToString; print(longToString(258))",
        "b'\\x02\\x01\\x00\\x00'",
    ),
    q(
        "h148_fonttools_t1lib",
        "edit",
        "In fontTools/t1Lib/__init__.py, assertType1 has a leftover `# XXX what else?` comment. "
        "Delete that line please.",
        {"effect": {"line_deleted": [T1, "# XXX what else?"]}},
    ),
    # --- fontTools/voltLib/parser.py ---------------------------------------------------------
    q(
        "h148_fonttools_voltparser",
        "where",
        "where is OrderedSymbolTable.range",
        {"def": "OrderedSymbolTable.range"},
    ),
    q(
        "h148_fonttools_voltparser",
        "calls",
        "which parser methods call parse_pos_? I want to see every place a POS ... END_POS "
        "block gets read",
        grep(r"= self\.parse_pos_\(\)", VOLT),
    ),
    q(
        "h148_fonttools_voltparser",
        "raises",
        "My VOLT project fails with 'Invalid substitution type'. Where in voltLib/parser.py is "
        "that raised?",
        grep(r'raise VoltLibError\("Invalid substitution type"', VOLT),
    ),
    q(
        "h148_fonttools_voltparser",
        "raises",
        "where does the VOLT parser complain when the same glyph is defined twice?",
        grep(r'Glyph "%s" \(gid %i\) already defined', VOLT),
    ),
    q(
        "h148_fonttools_voltparser",
        "which",
        "Which method parses a DEF_ANCHOR ... END_ANCHOR block?",
        {"def": "Parser.parse_def_anchor_"},
    ),
    q(
        "h148_fonttools_voltparser",
        "which",
        "Positions in these files can carry little per-pixel-size tweaks, like 'shift by one "
        "unit at 12 px'. Which method reads one of those?",
        {"def": "Parser.parse_adjust_by_"},
        own=True,
    ),
    q(
        "h148_fonttools_voltparser",
        "how",
        "how does parse_substitution_ decide whether a lookup is a single, multiple, ligature, "
        "alternate or reverse chaining substitution?",
        {"body": "Parser.parse_substitution_"},
    ),
    q(
        "h148_fonttools_voltparser",
        "how",
        "If I look a name up in one of the parser's tables and my capitalisation differs from "
        "how it was first written, how does it still find it?",
        {"body": "SymbolTable.resolve"},
        own=True,
    ),
    run(
        "h148_fonttools_voltparser",
        "Hi, could you run {} for me and paste the output?",
        "from fontTools.voltLib.parser import SymbolTable; t = SymbolTable(); "
        "t.define('Alpha', 'grp'); print(t.resolve('ALPHA'), t.resolve('beta'))",
        "grp None",
    ),
    q(
        "h148_fonttools_voltparser",
        "edit",
        "All the parse_* methods of the VOLT Parser end in an underscore except parse_cmap_format. "
        "Rename it to parse_cmap_format_ (and fix the PARSE_FUNCS entry).",
        {"effect": {"renamed": ["parse_cmap_format", "parse_cmap_format_"]}},
    ),
]
