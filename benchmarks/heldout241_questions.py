"""The two-hundred-and-forty-first held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (sympy 1.14.0:
``sympy/multipledispatch/dispatcher.py``; jupyter_server 2.21.1:
``jupyter_server/services/contents/checkpoints.py``; pillow 13.0.0: ``PIL/PsdImagePlugin.py``;
docutils 0.19: ``docutils/transforms/universal.py``), written blind: by reading only those files,
the format of ``heldout128_questions.py``, ``question_helpers.py`` and the gold functions of
``bench_answers.py``, never the model's code or its notes, and committed before the model was asked
any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (sympy's dispatcher most, then Pillow's PSD
plugin, docutils' universal transforms, jupyter_server's checkpoints). About a fifth of the
non-edit questions are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it, with one definition that fits); the rest name the code, run a
command or ask for an edit, each in a phrasing of its own. Gold forms are those of
``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` printed ``0 bad`` for the set (every grep
and definition gold resolves to lines of its workspace's file); every command was run against the
installed packages and its gold is an exact substring of its output; for every edit the correct
edit was made by hand on a scratch copy of the file and ``bench_answers.check_effect`` held after
it (and, for the two to decline, on the unchanged copy with a declining answer).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h241_sympy_dispatcher": ["sympy/multipledispatch/dispatcher.py"],
    "h241_jupyter_server_checkpoints": ["jupyter_server/services/contents/checkpoints.py"],
    "h241_pil_psd": ["PIL/PsdImagePlugin.py"],
    "h241_docutils_universal": ["docutils/transforms/universal.py"],
}

DISP = "sympy/multipledispatch/dispatcher.py"
CKPT = "jupyter_server/services/contents/checkpoints.py"
PSD = "PIL/PsdImagePlugin.py"
UNIV = "docutils/transforms/universal.py"


QUESTIONS: list[dict] = [
    # --- sympy/multipledispatch/dispatcher.py ------------------------------------------------
    q(
        "h241_sympy_dispatcher",
        "where",
        "Where is str_signature defined?",
        {"def": "str_signature"},
    ),
    q(
        "h241_sympy_dispatcher",
        "returns",
        "what does Dispatcher.dispatch give back when none of the registered signatures "
        "matches the types i pass?",
        {"returns": "Dispatcher.dispatch"},
    ),
    q(
        "h241_sympy_dispatcher",
        "calls",
        "who calls `str_signature`",
        {"grep": r"(?<!def )(?<!>>> )str_signature\(", "file": DISP},
    ),
    q(
        "h241_sympy_dispatcher",
        "calls",
        "In sympy's multipledispatch, from where does reorder() get invoked?",
        grep(r"\.reorder\(", DISP),
    ),
    q(
        "h241_sympy_dispatcher",
        "raises",
        "I passed a string instead of a class to @dispatch and got 'Tried to dispatch on "
        "non-type'. Where is that TypeError thrown?",
        grep(r'raise TypeError\("Tried to dispatch on non-type', DISP),
    ),
    q(
        "h241_sympy_dispatcher",
        "raises",
        "Every one of my implementations raised MDNotImplementedError and I ended up with "
        '"Matching functions for f: <int> found, but none completed successfully" -- which '
        "line raises that?",
        grep(r'raise NotImplementedError\("Matching functions for', DISP),
    ),
    q(
        "h241_sympy_dispatcher",
        "raises",
        "calling f.source(1.5) on a dispatcher blew up with TypeError: No function found. where "
        "does that come from??",
        grep(r'raise TypeError\("No function found"\)', DISP),
    ),
    q(
        "h241_sympy_dispatcher",
        "which",
        "Which class should I use when the thing dispatching on argument types lives inside a "
        "class body and needs the instance passed along?",
        {"body": "MethodDispatcher"},
    ),
    q(
        "h241_sympy_dispatcher",
        "which",
        "I paused the re-sorting while registering a big batch of variants. What do I call "
        "afterwards to catch up on all the sorting that was put off?",
        {"body": "restart_ordering"},
        own=True,
    ),
    q(
        "h241_sympy_dispatcher",
        "which",
        "When two of my registrations could both match the same call, I get a long message that "
        "even proposes extra variants I should write. Which function puts that message "
        "together?",
        {"body": "warning_text"},
        own=True,
    ),
    q(
        "h241_sympy_dispatcher",
        "how",
        "How does Dispatcher.add deal with a signature that contains a tuple of types like "
        "((int, float), str)?",
        {"body": "Dispatcher.add"},
    ),
    q(
        "h241_sympy_dispatcher",
        "how",
        "Say the best-matching version of my function decides halfway through that it can't "
        "handle these inputs after all. Does the thing try the next-best version, and how?",
        {"body": "Dispatcher.__call__"},
        own=True,
    ),
    run(
        "h241_sympy_dispatcher",
        "Quick sanity check -- what does {} print?",
        "from sympy.multipledispatch.dispatcher import Dispatcher; f = Dispatcher('f'); "
        "f.add((int,), lambda x: x + 1); f.add((float,), lambda x: x * 2); print(f(3), f(1.5), f)",
        "4 3.0 <dispatched f>",
    ),
    q(
        "h241_sympy_dispatcher",
        "edit",
        'In sympy/multipledispatch/dispatcher.py, Dispatcher._source raises "No function '
        'found". Could you change that message to "No implementation found"?',
        {
            "effect": {
                "text_replaced": [
                    DISP,
                    'raise TypeError("No function found")',
                    'raise TypeError("No implementation found")',
                ]
            }
        },
    ),
    q(
        "h241_sympy_dispatcher",
        "edit",
        "Please add complete type hints to everything in the dispatcher module so that it "
        "passes mypy --strict, and turn the per-dispatcher cache into a bounded LRU cache while "
        "you're at it.",
        {"effect": {"declined": True}},
    ),
    # --- jupyter_server/services/contents/checkpoints.py -------------------------------------
    q(
        "h241_jupyter_server_checkpoints",
        "where",
        "where's the async version of rename_all_checkpoints (AsyncCheckpoints)?",
        {"def": "AsyncCheckpoints.rename_all_checkpoints"},
    ),
    q(
        "h241_jupyter_server_checkpoints",
        "returns",
        "What does GenericCheckpointsMixin.create_checkpoint return for a notebook vs a plain "
        "file?",
        {"returns": "GenericCheckpointsMixin.create_checkpoint"},
    ),
    q(
        "h241_jupyter_server_checkpoints",
        "calls",
        "Which methods in checkpoints.py call list_checkpoints?",
        grep(r"self\.list_checkpoints\(", CKPT),
    ),
    q(
        "h241_jupyter_server_checkpoints",
        "raises",
        "Our server logged HTTP 500 'Unexpected type directory' during a checkpoint. Where in "
        "checkpoints.py can that error be raised?",
        grep(r"raise HTTPError\(500", CKPT),
    ),
    q(
        "h241_jupyter_server_checkpoints",
        "which",
        "which class gives me create_checkpoint/restore_checkpoint that work with any contents "
        "manager, as long as I implement the file and notebook specific methods?",
        {"body": "GenericCheckpointsMixin"},
    ),
    q(
        "h241_jupyter_server_checkpoints",
        "how",
        "How does GenericCheckpointsMixin.restore_checkpoint decide whether to fetch a notebook "
        "checkpoint or a file checkpoint?",
        {"body": "GenericCheckpointsMixin.restore_checkpoint"},
    ),
    q(
        "h241_jupyter_server_checkpoints",
        "how",
        "In the awaitable flavour of this, how does putting a document back to an older saved "
        "state actually work -- what does it look up first, and where does the old copy end up?",
        {"body": "AsyncGenericCheckpointsMixin.restore_checkpoint"},
        own=True,
    ),
    run(
        "h241_jupyter_server_checkpoints",
        "Can you run {} for me and tell me the output?",
        "from jupyter_server.services.contents.checkpoints import AsyncGenericCheckpointsMixin "
        "as M; print([c.__name__ for c in M.__mro__])",
        "['AsyncGenericCheckpointsMixin', 'GenericCheckpointsMixin', 'object']",
    ),
    q(
        "h241_jupyter_server_checkpoints",
        "edit",
        "Bug in jupyter_server/services/contents/checkpoints.py: GenericCheckpointsMixin."
        "create_checkpoint formats the builtin `type` into its 'Unexpected type' error instead "
        "of `type_`. Please fix that line so it uses type_.",
        {
            "effect": {
                "line_replaced": [
                    CKPT,
                    'raise HTTPError(500, "Unexpected type %s" % type)',
                    'raise HTTPError(500, "Unexpected type %s" % type_)',
                ]
            }
        },
    ),
    # --- PIL/PsdImagePlugin.py ---------------------------------------------------------------
    q(
        "h241_pil_psd",
        "where",
        "Where's _maketile defined in the PSD plugin",
        {"def": "_maketile"},
    ),
    q(
        "h241_pil_psd",
        "returns",
        "what does PsdImageFile.n_frames return?",
        {"returns": "PsdImageFile.n_frames"},
    ),
    q(
        "h241_pil_psd",
        "calls",
        "Who calls _maketile()?",
        grep(r"= _maketile\(", PSD),
    ),
    q(
        "h241_pil_psd",
        "raises",
        "Opening a PSD gives me OSError: not enough channels. Where is it raised?",
        grep(r'msg = "not enough channels"|raise OSError\(msg\)', PSD),
    ),
    q(
        "h241_pil_psd",
        "raises",
        "im.seek(5) on my photoshop file -> EOFError 'no more images in PSD file'. where is that?",
        grep(r'msg = "no more images in PSD file"|raise EOFError\(msg\)', PSD),
    ),
    q(
        "h241_pil_psd",
        "raises",
        "Where does PsdImagePlugin raise ValueError for a negative tile size?",
        grep(r'msg = "negative tile size"|raise ValueError\(msg\)', PSD),
    ),
    q(
        "h241_pil_psd",
        "const",
        "Where is the table that maps Photoshop color modes and bit depths to PIL modes set up?",
        grep(r"^MODES = \{", PSD),
    ),
    q(
        "h241_pil_psd",
        "which",
        "Which function reads the layer records and works out each layer's mode from its "
        "channel ids?",
        {"body": "_layerinfo"},
    ),
    q(
        "h241_pil_psd",
        "which",
        "My Photoshop export carries an embedded colour profile. Which piece of code picks it up "
        "so that it ends up in the image's metadata?",
        grep(r'if id == 1039:|self\.info\["icc_profile"\] = data', PSD),
        own=True,
    ),
    q(
        "h241_pil_psd",
        "how",
        "how does PsdImageFile._open handle an RGB psd that has 4 channels?",
        {"body": "PsdImageFile._open"},
    ),
    q(
        "h241_pil_psd",
        "how",
        "When the pixel data is squeezed with run-length packing, how does it work out where "
        "each colour plane starts in the file?",
        {"body": "_maketile"},
        own=True,
    ),
    run(
        "h241_pil_psd",
        "I built a tiny grayscale PSD by hand. What's the output of {}?",
        "import io, struct; from PIL import Image; d = b'8BPS' + struct.pack('>H6xHIIHH', 1, 1, "
        "2, 3, 8, 1) + bytes(12) + bytes(2) + bytes(6); im = Image.open(io.BytesIO(d)); "
        "print(im.format, im.mode, im.size, im.n_frames)",
        "PSD L (3, 2) 0",
    ),
    q(
        "h241_pil_psd",
        "edit",
        "Please register .psb as well: in PIL/PsdImagePlugin.py add "
        '`Image.register_extension(PsdImageFile.format, ".psb")` right after the line that '
        'registers ".psd".',
        {
            "effect": {
                "line_after": [
                    PSD,
                    'Image.register_extension(PsdImageFile.format, ".psd")',
                    'Image.register_extension(PsdImageFile.format, ".psb")',
                ]
            }
        },
    ),
    # --- docutils/transforms/universal.py ----------------------------------------------------
    q(
        "h241_docutils_universal",
        "where",
        "where is check_classes (StripClassesAndElements) defined?",
        {"def": "StripClassesAndElements.check_classes"},
    ),
    q(
        "h241_docutils_universal",
        "returns",
        "Decorations.generate_footer -- what does it return, and when is it None?",
        {"returns": "Decorations.generate_footer"},
    ),
    q(
        "h241_docutils_universal",
        "calls",
        "where does get_tokens get called in universal.py?",
        grep(r"self\.get_tokens\(", UNIV),
    ),
    q(
        "h241_docutils_universal",
        "const",
        "What's the default smartquotes_action in the SmartQuotes transform and where is it set?",
        grep(r"smartquotes_action = 'qDe'", UNIV),
    ),
    q(
        "h241_docutils_universal",
        "which",
        "Which transform drops comment nodes when strip_comments is on?",
        {"body": "StripComments"},
    ),
    q(
        "h241_docutils_universal",
        "which",
        "There's a little 'made with X, on such-and-such date, see the original here' line at the "
        "very bottom of my rendered page. Which function builds that?",
        {"body": "Decorations.generate_footer"},
        own=True,
    ),
    q(
        "h241_docutils_universal",
        "how",
        "After FilterMessages throws away low-level system messages, how does it handle the "
        "problematic nodes that pointed at them?",
        {"body": "FilterMessages.apply"},
    ),
    q(
        "h241_docutils_universal",
        "how",
        "my docs are written in a language the curly-punctuation feature has no table for. does "
        "it complain once per paragraph or only once, and what happens to the text then?",
        {"body": "SmartQuotes.apply"},
        own=True,
    ),
    run(
        "h241_docutils_universal",
        "What does {} print with the typographic replacement switched on?",
        "from docutils.core import publish_string; print(publish_string('wait... ok -- fine --- "
        "done', writer_name='pseudoxml', settings_overrides={'smart_quotes': True}).decode())",
        "wait… ok – fine — done",
    ),
    q(
        "h241_docutils_universal",
        "edit",
        "StripClassesAndElements.check_classes has no docstring. Can you add one? It tells "
        "whether a node is an element carrying one of the classes to strip.",
        {"effect": {"docstring": "StripClassesAndElements.check_classes"}},
    ),
    q(
        "h241_docutils_universal",
        "edit",
        "SmartQuotes.apply in docutils/transforms/universal.py is far too long. Refactor it into "
        "several smaller helper methods (language lookup, text-block collection, replacement) "
        "without changing what it does.",
        {"effect": {"declined": True}},
    ),
]
