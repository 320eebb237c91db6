"""The two-hundred-and-seventh held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (Werkzeug 3.1.8:
``werkzeug/wrappers/request.py``; jupyter_client 8.10.0: ``jupyter_client/consoleapp.py``;
pillow 13.0.0: ``PIL/PdfImagePlugin.py``; networkx 3.6.1:
``networkx/algorithms/approximation/clique.py``), written blind: by reading only those four
files, the format of ``heldout128_questions.py``, ``question_helpers.py`` and the gold functions
of ``bench_answers.py``, never the model's code or its notes, and never asking the model anything.
Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (Werkzeug's WSGI request most, then
jupyter_client's console app mixin, Pillow's PDF writer, networkx's approximate cliques). About a
fifth of the non-edit questions are in the user's own words (``own=True``: behaviour described in
everyday words the code does not use for it, with one definition that fits); the rest name the
code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are those of
``code_questions.py``.

How the golds were checked: ``python benchmarks/check_set.py`` on this file printed ``0 bad``;
every command was run against the installed packages and its gold is an exact substring of its
output (nothing time- or address-dependent); for every edit the correct change was made by hand
on a scratch copy of the workspace and ``bench_answers.check_effect`` held after it (and the
declined ones hold on an untouched copy with an answer that says it did not change anything).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h207_werkzeug_request": ["werkzeug/wrappers/request.py"],
    "h207_jupyter_consoleapp": ["jupyter_client/consoleapp.py"],
    "h207_pil_pdfimageplugin": ["PIL/PdfImagePlugin.py"],
    "h207_networkx_clique": ["networkx/algorithms/approximation/clique.py"],
}

REQ = "werkzeug/wrappers/request.py"
CON = "jupyter_client/consoleapp.py"
PDF = "PIL/PdfImagePlugin.py"
CLQ = "networkx/algorithms/approximation/clique.py"


QUESTIONS: list[dict] = [
    # --- werkzeug/wrappers/request.py --------------------------------------------------------
    q(
        "h207_werkzeug_request",
        "where",
        "Where is get_json actually implemented? (not the typing overloads)",
        {"def": "Request.get_json"},
    ),
    q(
        "h207_werkzeug_request",
        "returns",
        "what does _get_stream_for_parsing give back, say after I've already called get_data()?",
        {"returns": "Request._get_stream_for_parsing"},
    ),
    q(
        "h207_werkzeug_request",
        "calls",
        "which places in request.py trigger _load_form_data?",
        grep(r"self\._load_form_data\(\)", REQ),
    ),
    q(
        "h207_werkzeug_request",
        "calls",
        "Who calls on_json_loading_failed? I overrode it and want to know when it kicks in.",
        grep(r"self\.on_json_loading_failed\(", REQ),
    ),
    q(
        "h207_werkzeug_request",
        "raises",
        "My middleware builds the request with shallow=True and now I get a RuntimeError when "
        "touching request.stream. Where is that raised?",
        grep(r"raise RuntimeError\(", REQ),
    ),
    q(
        "h207_werkzeug_request",
        "raises",
        "where does werkzeug throw 'Failed to decode JSON object'",
        grep(r"raise BadRequest\(f\"Failed to decode JSON object", REQ),
    ),
    q(
        "h207_werkzeug_request",
        "raises",
        "Getting a 415 Unsupported Media Type from request.json when the client forgets the "
        "content type header -- which line raises it?",
        grep(r"raise UnsupportedMediaType\(", REQ),
    ),
    q(
        "h207_werkzeug_request",
        "const",
        "Where's the default for max_form_memory_size set on the Request class, and what is it?",
        grep(r"max_form_memory_size: int \| None = 500_000", REQ),
    ),
    run(
        "h207_werkzeug_request",
        "can you run {} for me and tell me what comes out",
        "from werkzeug.wrappers.request import Request; "
        "r = Request.from_values('/', data=b'[1, 2]', method='POST'); "
        "print(r.get_json(silent=True), r.get_json(force=True))",
        "None [1, 2]",
    ),
    q(
        "h207_werkzeug_request",
        "edit",
        "In werkzeug/wrappers/request.py please lower the Request.max_form_parts limit from 1000 "
        "to 500.",
        {"effect": {"text_replaced": [REQ, "max_form_parts = 1000", "max_form_parts = 500"]}},
    ),
    q(
        "h207_werkzeug_request",
        "edit",
        "Request.__enter__ has no docstring. Add one saying it returns the request itself so it "
        "can be used in a with block (which closes it on exit).",
        {"effect": {"docstring": "Request.__enter__"}},
    ),
    q(
        "h207_werkzeug_request",
        "edit",
        "The JSON handling in Request is a mess. Could you pull get_json, json, _cached_json and "
        "on_json_loading_failed out into a separate JSONMixin class, fully typed, and make sure "
        "nothing that subclasses Request breaks?",
        {"effect": {"declined": True}},
    ),
    q(
        "h207_werkzeug_request",
        "which",
        "Which method actually constructs the form_data_parser_class instance with all the "
        "size limits passed in?",
        {"body": "Request.make_form_data_parser"},
    ),
    q(
        "h207_werkzeug_request",
        "which",
        "I have a peek-only copy of an incoming call that some layer in front of my app makes. "
        "Which piece refuses to let that copy read the uploaded body, so the real app still "
        "gets it untouched?",
        {"body": "Request.stream"},
        own=True,
    ),
    q(
        "h207_werkzeug_request",
        "which",
        "what turns my plain handler function into something a server can run directly, handing "
        "it the incoming call object as its last argument, so that an error status it throws "
        "becomes what the browser sees instead of a crash?",
        {"body": "Request.application"},
        own=True,
    ),
    q(
        "h207_werkzeug_request",
        "how",
        "How does get_json keep separate cached results for silent=True and silent=False calls?",
        {"body": "Request.get_json"},
    ),
    q(
        "h207_werkzeug_request",
        "how",
        "For a GET with a body, request.values doesn't show the posted fields. How does it decide "
        "what goes into values?",
        {"body": "Request.values"},
    ),
    q(
        "h207_werkzeug_request",
        "how",
        "Say I've already slurped the whole upload into memory as bytes and only afterwards ask "
        "for the submitted fields. The pipe it came through is empty by then, so how does it "
        "still get something to parse?",
        {"body": "Request._get_stream_for_parsing"},
        own=True,
    ),
    # --- jupyter_client/consoleapp.py --------------------------------------------------------
    q(
        "h207_jupyter_consoleapp",
        "where",
        "where's init_ssh defined",
        {"def": "JupyterConsoleApp.init_ssh"},
    ),
    q(
        "h207_jupyter_consoleapp",
        "returns",
        "What does JupyterConsoleApp._new_connection_file return?",
        {"returns": "JupyterConsoleApp._new_connection_file"},
    ),
    q(
        "h207_jupyter_consoleapp",
        "calls",
        "In consoleapp.py, from where does load_connection_file get called?",
        grep(r"self\.load_connection_file\(\)", CON),
    ),
    q(
        "h207_jupyter_consoleapp",
        "raises",
        "I tried --ssh with transport=ipc and the console just exits with -1. Where does it bail "
        "out?",
        grep(r"Can only use ssh tunnels with TCP|sys\.exit\(-1\)", CON),
    ),
    q(
        "h207_jupyter_consoleapp",
        "const",
        "which kernel does the console app start by default? where is that default set",
        grep(r"^\s+kernel_name = Unicode\(|\"python\", config=True", CON),
    ),
    run(
        "h207_jupyter_consoleapp",
        "What's printed by {} ?",
        "from jupyter_client.consoleapp import flags; print(flags['existing'][0])",
        "{'JupyterConsoleApp': {'existing': 'kernel*.json'}}",
    ),
    q(
        "h207_jupyter_consoleapp",
        "edit",
        'add `"kernelname": "JupyterConsoleApp.kernel_name",` to app_aliases in '
        "jupyter_client/consoleapp.py, right after the line "
        '`"kernel": "JupyterConsoleApp.kernel_name",`',
        {
            "effect": {
                "line_after": [
                    CON,
                    '"kernel": "JupyterConsoleApp.kernel_name",',
                    '"kernelname": "JupyterConsoleApp.kernel_name",',
                ]
            }
        },
    ),
    q(
        "h207_jupyter_consoleapp",
        "which",
        "which method creates the kernel client and starts its channels?",
        {"body": "JupyterConsoleApp.init_kernel_client"},
    ),
    q(
        "h207_jupyter_consoleapp",
        "which",
        "Which bit makes up a fresh random name for the little file that holds the port numbers "
        "of a brand new kernel, and tries again in the unlikely case that name is taken?",
        {"body": "JupyterConsoleApp._new_connection_file"},
        own=True,
    ),
    q(
        "h207_jupyter_consoleapp",
        "how",
        "how does init_connection_file resolve --existing when I pass a glob instead of a full "
        "path?",
        {"body": "JupyterConsoleApp.init_connection_file"},
    ),
    q(
        "h207_jupyter_consoleapp",
        "how",
        "I'm attaching to a kernel that's already running on another machine, going through a "
        "remote login box. How does the console reroute the ports, and what does it leave on disk "
        "so a second client can go the same way?",
        {"body": "JupyterConsoleApp.init_ssh"},
        own=True,
    ),
    # --- PIL/PdfImagePlugin.py ---------------------------------------------------------------
    q(
        "h207_pil_pdfimageplugin",
        "where",
        "Where is _write_image defined in Pillow's PDF plugin?",
        {"def": "_write_image"},
    ),
    q(
        "h207_pil_pdfimageplugin",
        "returns",
        "what does _write_image return, exactly",
        {"returns": "_write_image"},
    ),
    q(
        "h207_pil_pdfimageplugin",
        "calls",
        "Who calls _write_image? Does it call itself anywhere?",
        grep(r"= _write_image\(", PDF),
    ),
    q(
        "h207_pil_pdfimageplugin",
        "raises",
        "Saving an 'I;16' image as PDF gives ValueError: cannot save mode I;16. Where's that from?",
        grep(r'msg = f"cannot save mode', PDF),
    ),
    q(
        "h207_pil_pdfimageplugin",
        "raises",
        "where could 'unsupported PDF filter' be raised in PdfImagePlugin.py?",
        grep(r"unsupported PDF filter", PDF),
    ),
    run(
        "h207_pil_pdfimageplugin",
        "Please run {} -- what MediaBox do I get?",
        "import io; from PIL import Image; b = io.BytesIO(); "
        "Image.new('L', (144, 72)).save(b, 'PDF', resolution=144.0); d = b.getvalue(); "
        "print(d[d.index(b'/MediaBox'):][:30])",
        "/MediaBox [ 0 0 72.0 36.0 ]",
    ),
    q(
        "h207_pil_pdfimageplugin",
        "edit",
        'comment out the line Image.register_mime("PDF", "application/pdf") in '
        "PIL/PdfImagePlugin.py",
        {"effect": {"comment_out": [PDF, 'Image.register_mime("PDF", "application/pdf")']}},
    ),
    q(
        "h207_pil_pdfimageplugin",
        "which",
        "When I put several pictures, some of them animated, into one document, which function "
        "works out how long the document will be, counting every frame of the moving ones?",
        {"body": "_save"},
        own=True,
    ),
    q(
        "h207_pil_pdfimageplugin",
        "how",
        "How is the page size (MediaBox) worked out when saving to PDF -- does it use the dpi I "
        "pass, or the resolution option?",
        {"body": "_save"},
    ),
    q(
        "h207_pil_pdfimageplugin",
        "how",
        "if i export a pure black and white picture (one bit per pixel), how does it pick the "
        "compression for it, does that depend on what's installed on my machine?",
        {"body": "_write_image"},
        own=True,
    ),
    # --- networkx/algorithms/approximation/clique.py -----------------------------------------
    q(
        "h207_networkx_clique",
        "where",
        "large_clique_size -- where is it defined?",
        {"def": "large_clique_size"},
    ),
    q(
        "h207_networkx_clique",
        "returns",
        "What does clique_removal return? a tuple of what?",
        {"returns": "clique_removal"},
    ),
    q(
        "h207_networkx_clique",
        "calls",
        "which functions in approximation/clique.py call clique_removal",
        grep(r"= clique_removal\(", CLQ),
    ),
    q(
        "h207_networkx_clique",
        "raises",
        "Passing a MultiGraph to these approximate clique functions raises "
        "NetworkXNotImplemented. Where in clique.py is that enforced?",
        grep(r'@not_implemented_for\("multigraph"\)', CLQ),
    ),
    q(
        "h207_networkx_clique",
        "edit",
        "large_clique_size recurses once per node in _clique_heuristic and I'm worried about "
        "recursion limits and speed on graphs with millions of nodes. Rewrite it iteratively, "
        "make it faster and prove it still returns the same sizes.",
        {"effect": {"declined": True}},
    ),
    q(
        "h207_networkx_clique",
        "which",
        "Which function here works on nx.complement of the graph?",
        {"body": "max_clique"},
    ),
    q(
        "h207_networkx_clique",
        "which",
        "I only want a number: roughly how many people are in the biggest group where everyone "
        "knows everyone else, not who they are. Which function gives me just that count?",
        {"body": "large_clique_size"},
        own=True,
    ),
    q(
        "h207_networkx_clique",
        "how",
        "How does the one that hands back a big bunch of nodes with no links between any two of "
        "them get its answer? Does it search by itself or lean on something else?",
        {"body": "maximum_independent_set"},
        own=True,
    ),
    run(
        "h207_networkx_clique",
        "quick one: what does {} print?",
        "import networkx as nx; from networkx.algorithms.approximation import clique; "
        "print(clique.large_clique_size(nx.petersen_graph()), "
        "sorted(clique.max_clique(nx.complete_graph(5))))",
        "2 [0, 1, 2, 3, 4]",
    ),
]
