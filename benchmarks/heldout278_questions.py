"""The two-hundred-and-seventy-eighth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (debugpy 1.8.22:
``debugpy/_vendored/pydevd/_pydevd_frame_eval/vendored/bytecode/peephole_opt.py``; SciPy 1.17.1:
``scipy/linalg/_decomp_cholesky.py``; SymPy 1.14.0: ``sympy/parsing/fortran/fortran_parser.py``;
Pygments 2.20.0: ``pygments/lexers/tact.py``), written blind: by reading only those files, the
format of set 128, ``question_helpers.py`` and the gold functions of ``bench_answers.py``, never the
model's code or its notes, and committed before the model was asked any of them. Nothing is tuned
on it: only its totals are looked at.

The questions are weighted by the size of the files (the vendored peephole optimizer most, then
SciPy's Cholesky functions, SymPy's Fortran parser, Pygments' Tact lexer). About a fifth of the
non-edit questions are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit, each
in a phrasing of its own. Gold forms are those of ``code_questions.py``. The Fortran parser's
visitor class is defined inside ``if lfortran:`` (not installed here), so its methods are not
definitions the gold functions see: their golds are greps. The Tact lexer is one token table, so
its golds are greps of its states too.

How the golds were checked: ``check_set.py`` prints ``0 bad`` for the set (every gold names lines
of the file); each command was run against the installed package and its expected text is a
substring of what it printed; each edit was made by hand on a scratch copy of its workspace and
``check_effect`` (its code, run outside the model) held after it and not before.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h278_debugpy_peephole_opt": [
        "debugpy/_vendored/pydevd/_pydevd_frame_eval/vendored/bytecode/peephole_opt.py"
    ],
    "h278_scipy_decomp_cholesky": ["scipy/linalg/_decomp_cholesky.py"],
    "h278_sympy_fortran_parser": ["sympy/parsing/fortran/fortran_parser.py"],
    "h278_pygments_tact": ["pygments/lexers/tact.py"],
}

PEEP = "debugpy/_vendored/pydevd/_pydevd_frame_eval/vendored/bytecode/peephole_opt.py"
CHOL = "scipy/linalg/_decomp_cholesky.py"
FORT = "sympy/parsing/fortran/fortran_parser.py"
TACT = "pygments/lexers/tact.py"


QUESTIONS: list[dict] = [
    # --- debugpy/.../bytecode/peephole_opt.py ------------------------------------------------
    q(
        "h278_debugpy_peephole_opt",
        "where",
        "Where's optimize_jump_to_cond_jump defined in the peephole optimizer?",
        {"def": "PeepholeOptimizer.optimize_jump_to_cond_jump"},
    ),
    q(
        "h278_debugpy_peephole_opt",
        "returns",
        "what does PeepholeOptimizer.check_result return when the value has no len(), e.g. a "
        "plain int?",
        {"returns": "PeepholeOptimizer.check_result"},
    ),
    q(
        "h278_debugpy_peephole_opt",
        "returns",
        "What do I get back from `get_next_instr` if the next instruction isn't the name I asked "
        "for, or the block has run out?",
        {"returns": "PeepholeOptimizer.get_next_instr"},
    ),
    q(
        "h278_debugpy_peephole_opt",
        "calls",
        "Which of the eval_BINARY_* handlers go through binop()?",
        grep(r"return self\.binop\(", PEEP),
    ),
    q(
        "h278_debugpy_peephole_opt",
        "calls",
        "who calls replace_load_const",
        grep(r"self\.replace_load_const\(", PEEP),
    ),
    q(
        "h278_debugpy_peephole_opt",
        "raises",
        "I got an AssertionError out of the pyopt code transformer that just prints a jump label. "
        "Where is that assert?",
        grep(r"assert isinstance\(jump_label, BasicBlock\)", PEEP),
    ),
    q(
        "h278_debugpy_peephole_opt",
        "const",
        "where is MAX_SIZE set in peephole_opt.py, and to what?",
        grep(r"^MAX_SIZE = ", PEEP),
    ),
    q(
        "h278_debugpy_peephole_opt",
        "which",
        "Which method rewrites `not (a in b)` into `a not in b`?",
        {"body": "PeepholeOptimizer.eval_COMPARE_OP"},
    ),
    q(
        "h278_debugpy_peephole_opt",
        "which",
        "which method throws away basic blocks that no jump targets and nothing falls through into?",
        {"body": "PeepholeOptimizer.remove_dead_blocks"},
    ),
    q(
        "h278_debugpy_peephole_opt",
        "which",
        "If my code says seconds = 60 * 60 * 24, where does this thing work the number out ahead "
        "of time so the program just loads the answer instead of doing the math every run?",
        {"body": "PeepholeOptimizer.binop"},
        {"body": "PeepholeOptimizer.eval_BINARY_MULTIPLY"},
        own=True,
    ),
    q(
        "h278_debugpy_peephole_opt",
        "how",
        "How does optimize_block pick which eval_* handler to run for an instruction, and what "
        "happens to a jump that has no handler of its own?",
        {"body": "PeepholeOptimizer.optimize_block"},
    ),
    q(
        "h278_debugpy_peephole_opt",
        "how",
        "say precomputing something would give a really long string, like 'ab' repeated 50 times. "
        "does it still get baked into the code?? what decides that",
        {"body": "PeepholeOptimizer.check_result"},
        own=True,
    ),
    q(
        "h278_debugpy_peephole_opt",
        "how",
        "How is the swap `a, b = b, a` handled by build_tuple_unpack_seq, i.e. a BUILD_TUPLE 2 "
        "straight before UNPACK_SEQUENCE 2?",
        {"body": "PeepholeOptimizer.build_tuple_unpack_seq"},
    ),
    run(
        "h278_debugpy_peephole_opt",
        "Can you run {} and tell me what it prints?",
        "import debugpy, os, sys; "
        "sys.path.insert(0, os.path.join(os.path.dirname(debugpy.__file__), '_vendored', "
        "'pydevd')); from _pydevd_frame_eval.vendored.bytecode import peephole_opt as p; "
        "o = p.PeepholeOptimizer(); "
        "print(p.MAX_SIZE, o.check_result('x' * 21), o.check_result(10 ** 30))",
        "20 False True",
    ),
    q(
        "h278_debugpy_peephole_opt",
        "edit",
        "The peephole optimizer refuses to fold constants longer than 20 items. Bump MAX_SIZE in "
        "debugpy/_vendored/pydevd/_pydevd_frame_eval/vendored/bytecode/peephole_opt.py to 32.",
        {"effect": {"value_set": [PEEP, "MAX_SIZE", "32"]}},
    ),
    q(
        "h278_debugpy_peephole_opt",
        "edit",
        "Add type hints to every method of PeepholeOptimizer and port it to the 3.11+ opcodes "
        "(BINARY_OP instead of the BINARY_ADD family), with tests showing it still folds constants.",
        {"effect": {"declined": True}},
    ),
    # --- scipy/linalg/_decomp_cholesky.py ----------------------------------------------------
    q(
        "h278_scipy_decomp_cholesky",
        "where",
        "where is cho_solve_banded defined?",
        {"def": "cho_solve_banded"},
    ),
    q(
        "h278_scipy_decomp_cholesky",
        "returns",
        "What does `_cholesky` return -- just the factor, or a tuple?",
        {"returns": "_cholesky"},
    ),
    q(
        "h278_scipy_decomp_cholesky",
        "calls",
        "Who calls _cholesky?",
        grep(r"= _cholesky\(", CHOL),
    ),
    q(
        "h278_scipy_decomp_cholesky",
        "calls",
        "Where does _decomp_cholesky.py call cholesky_banded itself (not counting the docstring "
        "examples)?",
        grep(r"= cholesky_banded\(np\.", CHOL),
    ),
    q(
        "h278_scipy_decomp_cholesky",
        "raises",
        "scipy.linalg.cholesky gave me 'Input array is expected to be square but has the shape: "
        "(3, 4).' -- where's that raised?",
        grep(r"Input array is expected to be square", CHOL),
    ),
    q(
        "h278_scipy_decomp_cholesky",
        "raises",
        "where does cho_solve raise the incompatible dimensions ValueError",
        grep(r"incompatible dimensions", CHOL),
    ),
    q(
        "h278_scipy_decomp_cholesky",
        "raises",
        "I'm trying to take the 'square root' of a symmetric matrix, but one of its eigenvalues is "
        "negative and it errors out on me. Which line throws that error?",
        grep(r"leading minor of the array is not positive definite", CHOL),
        own=True,
    ),
    q(
        "h278_scipy_decomp_cholesky",
        "which",
        "Which function hands back the factor together with the lower flag, leaving junk in the "
        "triangle it doesn't use?",
        {"body": "cho_factor"},
    ),
    q(
        "h278_scipy_decomp_cholesky",
        "which",
        "I already factored a matrix that I keep as just a few diagonals around the middle. Which "
        "function do I call next to get x for a given right-hand side?",
        {"body": "cho_solve_banded"},
        {"body": "_cho_solve_banded"},
        own=True,
    ),
    q(
        "h278_scipy_decomp_cholesky",
        "how",
        "if the matrix i'm factoring has an inf or a nan in it, does it notice? and can i switch "
        "that check off to save time",
        {"body": "_cholesky"},
        {"body": "cholesky"},
        own=True,
    ),
    run(
        "h278_scipy_decomp_cholesky",
        "What's the output of {}?",
        "import numpy as np; from scipy.linalg import cholesky; "
        "print(cholesky([[4., 2.], [2., 3.]], lower=True))",
        "1.41421356",
    ),
    q(
        "h278_scipy_decomp_cholesky",
        "edit",
        "In scipy/linalg/_decomp_cholesky.py, right after the line "
        "`overwrite_b = overwrite_b or _datacopied(b1, b)`, add `c = np.asfortranarray(c)`.",
        {
            "effect": {
                "line_after": [
                    CHOL,
                    "overwrite_b = overwrite_b or _datacopied(b1, b)",
                    "c = np.asfortranarray(c)",
                ]
            }
        },
    ),
    q(
        "h278_scipy_decomp_cholesky",
        "edit",
        "_cho_solve_banded has no docstring. Give it one: it validates cb and b, handles empty b, "
        "and calls LAPACK pbtrs.",
        {"effect": {"docstring": "_cho_solve_banded"}},
    ),
    # --- sympy/parsing/fortran/fortran_parser.py ---------------------------------------------
    q(
        "h278_sympy_fortran_parser",
        "where",
        "where is src_to_sympy defined",
        {"def": "src_to_sympy"},
    ),
    q(
        "h278_sympy_fortran_parser",
        "returns",
        "what does call_visitor return?",
        {"returns": "call_visitor"},
    ),
    q(
        "h278_sympy_fortran_parser",
        "calls",
        "Who calls `call_visitor` in the Fortran parser?",
        grep(r"(= |\()call_visitor\(", FORT),
    ),
    q(
        "h278_sympy_fortran_parser",
        "raises",
        'Where is "Arrays not supported" raised?',
        grep(r'raise NotImplementedError\("Arrays not supported"\)', FORT),
    ),
    q(
        "h278_sympy_fortran_parser",
        "raises",
        "Constructing ASR2PyVisitor() gives me ImportError: lfortran not available. where does "
        "that come from?",
        grep(r"raise ImportError\('lfortran not available'\)", FORT),
    ),
    q(
        "h278_sympy_fortran_parser",
        "raises",
        "My Fortran snippet declares a character variable and turning it into sympy blows up, "
        "saying that kind of variable isn't handled. Where does it give up?",
        grep(r'raise NotImplementedError\("Data type not supported"\)', FORT),
        own=True,
    ),
    q(
        "h278_sympy_fortran_parser",
        "which",
        "Which visitor method turns integer and real declarations into SymPy Declarations "
        "initialised to zero?",
        grep(
            r"def visit_Variable\(|value = Integer\(0\)|value = Float\(0\.0\)|\.as_Declaration\(",
            FORT,
        ),
    ),
    q(
        "h278_sympy_fortran_parser",
        "how",
        "How does visit_BinOp translate a Fortran subtraction or division into SymPy?",
        grep(
            r"isinstance\(op, asr\.(Sub|Div)\)|Add\(left_value, -right_value\)"
            r"|Mul\(left_value, 1/right_value\)",
            FORT,
        ),
    ),
    q(
        "h278_sympy_fortran_parser",
        "how",
        "When a routine I convert gives back a decimal number, how does the converter figure out "
        "what kind of result to label it with?",
        grep(r"node\.return_var\.type, asr\.|ret_type = ", FORT),
        own=True,
    ),
    run(
        "h278_sympy_fortran_parser",
        "please run {}",
        "from sympy.parsing.fortran import fortran_parser as fp; "
        "print(fp.lfortran, sorted(n for n in vars(fp) if not n.startswith('_')))",
        "None ['ASR2PyVisitor', 'call_visitor'",
    ),
    q(
        "h278_sympy_fortran_parser",
        "edit",
        "Put a comment `# TODO: support array targets` on the line just before "
        '`raise NotImplementedError("Arrays not supported")` (sympy/parsing/fortran/'
        "fortran_parser.py).",
        {
            "effect": {
                "line_before": [
                    FORT,
                    'raise NotImplementedError("Arrays not supported")',
                    "# TODO: support array targets",
                ]
            }
        },
    ),
    # --- pygments/lexers/tact.py -------------------------------------------------------------
    q(
        "h278_pygments_tact",
        "where",
        "Where's the 'struct-header' state of the Tact lexer?",
        grep(r"'struct-header': \[", TACT),
    ),
    q(
        "h278_pygments_tact",
        "const",
        "where does TactLexer list the file extensions it's used for?",
        grep(r"filenames = \[", TACT),
    ),
    q(
        "h278_pygments_tact",
        "which",
        "which rule in the tact lexer gives `self` in a parameter list a different token from the "
        "other parameter names?",
        grep(r"Name\.Variable\.Instance", TACT),
    ),
    q(
        "h278_pygments_tact",
        "which",
        "Which bit of the highlighter picks up those little @something(...) tags people put "
        "above a function?",
        grep(r"'annotation(-in|-argument)?': \[", TACT),
        own=True,
    ),
    q(
        "h278_pygments_tact",
        "how",
        "How does the Tact lexer spot a const declaration that has modifiers like `virtual` or "
        "`override` in front of it?",
        grep(r"'const-declaration(-in)?': \[", TACT),
    ),
    q(
        "h278_pygments_tact",
        "how",
        "In a contract there's the handler that runs when a message I sent comes back because it "
        "couldn't be delivered. How does the colouring recognise that block and know where it ends?",
        grep(r"'bounce-declaration(-in)?': \[|\(r'\(bounced\)'", TACT),
        own=True,
    ),
    run(
        "h278_pygments_tact",
        "I want to see how hex literals get tokenized, what does {} show?",
        "from pygments.lexers.tact import TactLexer; "
        "print([(str(t), v) for t, v in TactLexer().get_tokens('let x: Int = 0x1F;') if v.strip()])",
        "('Token.Literal.Number.Hex', '0x1F')",
    ),
    q(
        "h278_pygments_tact",
        "edit",
        "typo in pygments/lexers/tact.py: the receive rule says `(receive|exernal)`, it should be "
        "`(receive|external)`. fix please",
        {"effect": {"text_replaced": [TACT, "(receive|exernal)", "(receive|external)"]}},
    ),
]
