"""The two-hundred-and-seventy-second held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (awscli 1.45.11:
``awscli/customizations/eks/kubeconfig.py``; numpy 2.4.6: ``numpy/distutils/conv_template.py``;
Pygments 2.20.0: ``pygments/lexers/tnt.py``; pillow 13.0.0: ``PIL/ImageTk.py``), written blind: by
reading only those files, ``question_helpers.py`` and the gold functions of ``bench_answers.py``,
never the model's code or its notes, and committed before the model was asked any of them. Nothing
is tuned on it: only its totals are looked at.

The four files are about the same size, so each has about twelve questions (the numpy template
converter one more, Pygments' TNT lexer one fewer). About a fifth of the questions that are not
edits are in the user's own words (``"own": True``: behaviour described in everyday words the code
does not use for it, with one definition that fits); the rest name the code, run a command or ask
for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The
commands need the whole package to import, so they run against the installed package; each
exercises the one file its workspace holds.

How the golds were checked: ``python benchmarks/check_set.py`` on this file printed ``0 bad``
(every gold resolves to lines, every command's expected text is in its real output, no edit's
effect holds on the untouched files and the declines do); then each edit was made by hand, the way
the request asks, on a scratch copy of its workspace, and ``bench_answers.check_effect`` held
after it (for the declines: on the untouched copy, with an answer saying nothing was changed).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h272_awscli_kubeconfig": ["awscli/customizations/eks/kubeconfig.py"],
    "h272_numpy_conv_template": ["numpy/distutils/conv_template.py"],
    "h272_pygments_tnt": ["pygments/lexers/tnt.py"],
    "h272_pil_imagetk": ["PIL/ImageTk.py"],
}

KUBE = "awscli/customizations/eks/kubeconfig.py"
CONV = "numpy/distutils/conv_template.py"
TNT = "pygments/lexers/tnt.py"
TK = "PIL/ImageTk.py"


QUESTIONS: list[dict] = [
    # --- awscli/customizations/eks/kubeconfig.py ---------------------------------------------
    q(
        "h272_awscli_kubeconfig",
        "where",
        "Where's the KubeconfigLoader class?",
        {"def": "KubeconfigLoader"},
    ),
    q(
        "h272_awscli_kubeconfig",
        "returns",
        "what does Kubeconfig.has_cluster give back when the content has no clusters key at all",
        {"returns": "Kubeconfig.has_cluster"},
    ),
    q(
        "h272_awscli_kubeconfig",
        "calls",
        "Which code calls `insert_entry`?",
        grep(r"self\.insert_entry\(", KUBE),
    ),
    q(
        "h272_awscli_kubeconfig",
        "raises",
        "aws eks update-kubeconfig died with \"Can't open kubeconfig for reading: [Errno 13] "
        'Permission denied". Where is that raised?',
        grep(r"Can't open kubeconfig for reading", KUBE),
    ),
    q(
        "h272_awscli_kubeconfig",
        "raises",
        "where does the validator throw the 'X is wrong type' KubeconfigCorruptedError?",
        grep(r"is wrong type", KUBE),
    ),
    q(
        "h272_awscli_kubeconfig",
        "const",
        "When the kubeconfig gets written, where are its file permissions set, and to what?",
        grep(r"0o600", KUBE),
    ),
    run(
        "h272_awscli_kubeconfig",
        "What does {} print? I want to see what context gets made.",
        "from awscli.customizations.eks.kubeconfig import Kubeconfig, KubeconfigAppender; "
        "c = Kubeconfig('/tmp/x'); ctx = KubeconfigAppender().insert_cluster_user_pair("
        "c, {'name': 'prod'}, {'name': 'alice'}, alias='dev'); "
        "print(dict(ctx['context']), ctx['name'], c.content['current-context'])",
        "{'cluster': 'prod', 'user': 'alice'} dev dev",
    ),
    q(
        "h272_awscli_kubeconfig",
        "edit",
        "Could you give `KubeconfigAppender._index_same_name` a docstring? It returns the index "
        "of the entry that has the same name as new_entry, or None if there isn't one.",
        {"effect": {"docstring": "KubeconfigAppender._index_same_name"}},
    ),
    q(
        "h272_awscli_kubeconfig",
        "which",
        "Which method builds the context entry that ties a cluster to a user?",
        {"body": "KubeconfigAppender._make_context"},
    ),
    q(
        "h272_awscli_kubeconfig",
        "which",
        "something makes sure each top-level section of my settings file is the right kind of "
        "thing, e.g. a list where a list belongs and not a plain string. which function does that?",
        {"body": "KubeconfigValidator._validate_config_types"},
        own=True,
    ),
    q(
        "h272_awscli_kubeconfig",
        "how",
        "If I add the same cluster twice under the same label, do I end up with two copies in the "
        "file, or does the newer one take over the old one's spot?",
        {"body": "KubeconfigAppender.insert_entry"},
        {"body": "KubeconfigAppender._index_same_name"},
        own=True,
    ),
    q(
        "h272_awscli_kubeconfig",
        "how",
        "first time running this on a fresh laptop, there's nothing in ~/.kube yet. does reading "
        "it just crash or what do I get back?",
        grep(
            r"if e\.errno == errno\.ENOENT|loaded_content=None|"
            r"loaded_config=Kubeconfig\(path, loaded_content\)|"
            r"content = _get_new_kubeconfig_content\(\)",
            KUBE,
        ),
        own=True,
    ),
    # --- numpy/distutils/conv_template.py ----------------------------------------------------
    q(
        "h272_numpy_conv_template",
        "where",
        "where is parse_loop_header defined",
        {"def": "parse_loop_header"},
    ),
    q(
        "h272_numpy_conv_template",
        "returns",
        "What does `parse_structure` return, and what if the text has no repeat loops in it?",
        {"returns": "parse_structure"},
    ),
    q(
        "h272_numpy_conv_template",
        "calls",
        "who calls resolve_includes?",
        {"grep": r"(?<!def )resolve_includes\(", "file": CONV},
    ),
    q(
        "h272_numpy_conv_template",
        "raises",
        "Building my .c.src fails with 'Mismatch in number of values, 3 != 2'. Where in "
        "conv_template is that raised?",
        grep(r"Mismatch in number of values|raise ValueError\(msg % \(nsub", CONV),
    ),
    q(
        "h272_numpy_conv_template",
        "raises",
        "where's the `no definition of key` ValueError coming from?",
        grep(r"no definition of key|raise ValueError\(msg\) from None", CONV),
    ),
    q(
        "h272_numpy_conv_template",
        "const",
        "Where is the 'autogenerated from a template  DO NOT EDIT' banner that goes on top of "
        "the output defined?",
        grep(r"^header =", CONV),
    ),
    run(
        "h272_numpy_conv_template",
        "Please run {} and tell me what comes out.",
        "from numpy.distutils.conv_template import process_str; "
        "print(process_str('/**begin repeat\\n * #a = 1,2#\\n * #t = int, float#\\n */\\n"
        "@t@ x@a@;\\n/**end repeat**/\\n'))",
        "float x2;",
    ),
    q(
        "h272_numpy_conv_template",
        "edit",
        "In numpy/distutils/conv_template.py change `__all__ = ['process_str', 'process_file']` "
        "to `__all__ = ['process_str', 'process_file', 'unique_key']`.",
        {
            "effect": {
                "line_replaced": [
                    CONV,
                    "__all__ = ['process_str', 'process_file']",
                    "__all__ = ['process_str', 'process_file', 'unique_key']",
                ]
            }
        },
    ),
    q(
        "h272_numpy_conv_template",
        "edit",
        "The :exclude: lines in my nested repeat blocks don't seem to do anything, the combinations "
        "I exclude still show up in the generated C. Can you track down the bug in the template "
        "converter and fix it?",
        {"effect": {"declined": True}},
    ),
    q(
        "h272_numpy_conv_template",
        "which",
        "Which function expands a shorthand like `(a,b)*2, c*3` into the full list of values?",
        {"body": "parse_values"},
        {"body": "paren_repl"},
    ),
    q(
        "h272_numpy_conv_template",
        "which",
        "When one of my template files mentions another template file to be spliced in, which "
        "function swaps that line for the other file's contents?",
        {"body": "resolve_includes"},
        own=True,
    ),
    q(
        "h272_numpy_conv_template",
        "how",
        "how does parse_string deal with a repeat block nested inside another one?",
        {"body": "parse_string"},
    ),
    q(
        "h272_numpy_conv_template",
        "how",
        "How does it invent a fresh label that won't collide with any of the labels already in "
        "a lookup table?",
        {"body": "unique_key"},
        own=True,
    ),
    # --- pygments/lexers/tnt.py --------------------------------------------------------------
    q(
        "h272_pygments_tnt",
        "where",
        "where's error_till_line_end",
        {"def": "TNTLexer.error_till_line_end"},
    ),
    q(
        "h272_pygments_tnt",
        "returns",
        "What does TNTLexer.term return?",
        {"returns": "TNTLexer.term"},
    ),
    q(
        "h272_pygments_tnt",
        "calls",
        "List every place in the TNT lexer that calls `self.formula`.",
        grep(r"self\.formula\(", TNT),
    ),
    q(
        "h272_pygments_tnt",
        "calls",
        "who calls error_till_line_end in tnt.py",
        grep(r"self\.error_till_line_end\(", TNT),
    ),
    q(
        "h272_pygments_tnt",
        "raises",
        "In TNTLexer.lineno, where does it raise AssertionError when the line numbers aren't "
        "followed by a closing ')'?",
        grep(r"if text\[match\.end\(\)\] != '\)':", TNT),
    ),
    run(
        "h272_pygments_tnt",
        "can you run {} for me",
        "from pygments.lexers.tnt import TNTLexer; "
        "print(TNTLexer().get_tokens_unprocessed('<a=b&b=a> joining (lines 1, 2)'))",
        "(25, Token.Literal.Number.Integer, '1, 2')",
    ),
    q(
        "h272_pygments_tnt",
        "edit",
        "In get_tokens_unprocessed, comment out the `del match` line (pygments/lexers/tnt.py).",
        {"effect": {"comment_out": [TNT, "del match"]}},
    ),
    q(
        "h272_pygments_tnt",
        "which",
        "Which TNTLexer method tokenizes the rule names, like 'carry over line 3' or 'axiom 2'?",
        {"body": "TNTLexer.rule"},
    ),
    q(
        "h272_pygments_tnt",
        "which",
        "which part deals with the tick marks after a letter, so that something like b'' gets "
        "treated as a single thing?",
        {"body": "TNTLexer.variable"},
        own=True,
    ),
    q(
        "h272_pygments_tnt",
        "how",
        "How does get_tokens_unprocessed recover when a formula isn't well-formed?",
        grep(r"except \(AssertionError, RecursionError\)", TNT),
    ),
    q(
        "h272_pygments_tnt",
        "how",
        "I put a remark in square brackets and then kept typing more stuff after it on the same "
        "line. What happens to that trailing stuff, is it still coloured normally?",
        grep(
            r"match = self\.COMMENT\.match\(text, start\)|anything after the closing bracket", TNT
        ),
        own=True,
    ),
    # --- PIL/ImageTk.py ----------------------------------------------------------------------
    q(
        "h272_pil_imagetk",
        "where",
        "Where is ImageTk.getimage defined?",
        {"def": "getimage"},
    ),
    q(
        "h272_pil_imagetk",
        "returns",
        "what does _get_image_from_kw return if I pass neither file= nor data=?",
        {"returns": "_get_image_from_kw"},
    ),
    q(
        "h272_pil_imagetk",
        "calls",
        "Who calls _pyimagingtkcall?",
        {"grep": r"(?<!def )_pyimagingtkcall\(", "file": TK},
    ),
    q(
        "h272_pil_imagetk",
        "raises",
        "ImageTk.PhotoImage() with no arguments gives me ValueError: Image is required -- where is "
        "that raised?",
        grep(r'msg = "Image is required"', TK),
    ),
    q(
        "h272_pil_imagetk",
        "raises",
        "where does PhotoImage complain that a size is required when I pass it a mode?",
        grep(r"If first argument is mode, size is required", TK),
    ),
    run(
        "h272_pil_imagetk",
        "What error does {} give?",
        "from PIL import ImageTk; print(ImageTk._get_image_from_kw({'data': b'not an image'}))",
        "cannot identify image file <_io.BytesIO",
    ),
    q(
        "h272_pil_imagetk",
        "edit",
        "[PIL/ImageTk.py] rename _pyimagingtkcall to _tk_call everywhere it appears",
        {"effect": {"renamed": ["_pyimagingtkcall", "_tk_call"]}},
    ),
    q(
        "h272_pil_imagetk",
        "edit",
        "PhotoImage and BitmapImage duplicate __del__, width and height. Please refactor them onto "
        "a shared base class and add some unit tests for it.",
        {"effect": {"declined": True}},
    ),
    q(
        "h272_pil_imagetk",
        "which",
        "Which method converts the PIL image into the photo's mode before handing the pixels "
        "over to Tk?",
        {"body": "PhotoImage.paste"},
    ),
    q(
        "h272_pil_imagetk",
        "which",
        "for the two-colour stencil kind of picture object, which bit throws away the GUI's own "
        "copy once my object goes away?",
        {"body": "BitmapImage.__del__"},
        own=True,
    ),
    q(
        "h272_pil_imagetk",
        "how",
        "If I hand it a picture that uses a colour lookup table, like most GIFs, what does it "
        "turn that into before showing it?",
        grep(
            r'if mode == "P":|image\.apply_transparency\(\)|'
            r'mode = image\.palette\.mode if image\.palette else "RGB"',
            TK,
        ),
        own=True,
    ),
    q(
        "h272_pil_imagetk",
        "how",
        "How does _pyimagingtkcall handle a TclError from the first tk.call?",
        {"body": "_pyimagingtkcall"},
    ),
]
