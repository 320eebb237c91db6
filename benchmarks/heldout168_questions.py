"""The hundred-and-sixty-eighth set: questions on one module each of four third-party packages,
copied from the installed site-packages (matplotlib 3.11.2: ``matplotlib/backends/backend_ps.py``;
pyzmq 27.3.0: ``zmq/_future.py``; jupyter_builder 1.3.0: ``jupyter_builder/federated_extensions.py``;
contourpy 1.3.3: ``contourpy/convert.py``), written blind: by reading only those files, never the
model's code or its notes, and committed before the model was asked any of them. It is a tuning
set: its misses are read and fixed.

The questions are weighted by the size of the files (matplotlib's PostScript backend most, then
pyzmq's future-returning sockets and jupyter_builder's federated extensions, about equal, then
contourpy's converters). About a fifth of them are in the user's own words (``"own": True``:
behaviour described in everyday words the code does not use for it); the rest name the code, run a
command or ask for an edit, each in a phrasing of its own. Gold forms are those of
``code_questions.py``. The commands need the whole package to import, so they run against the
installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h168_matplotlib_backend_ps": ["matplotlib/backends/backend_ps.py"],
    "h168_zmq_future": ["zmq/_future.py"],
    "h168_jupyter_builder_federated": ["jupyter_builder/federated_extensions.py"],
    "h168_contourpy_convert": ["contourpy/convert.py"],
}

PS = "matplotlib/backends/backend_ps.py"
FUT = "zmq/_future.py"
FED = "jupyter_builder/federated_extensions.py"
CONV = "contourpy/convert.py"


QUESTIONS: list[dict] = [
    # --- matplotlib/backends/backend_ps.py ---------------------------------------------------
    q(
        "h168_matplotlib_backend_ps",
        "where",
        "where's `_get_clip_cmd` defined?",
        {"def": "RendererPS._get_clip_cmd"},
    ),
    q(
        "h168_matplotlib_backend_ps",
        "where",
        "Which line of matplotlib/backends/backend_ps.py declares the FigureCanvasPS class?",
        {"def": "FigureCanvasPS"},
    ),
    q(
        "h168_matplotlib_backend_ps",
        "returns",
        "what does RendererPS.create_hatch hand back? is it any different the second time I ask "
        "for the same hatch pattern",
        {"returns": "RendererPS.create_hatch"},
    ),
    q(
        "h168_matplotlib_backend_ps",
        "calls",
        "who calls _try_distill",
        grep(r"^\s+_try_distill\(", PS),
    ),
    q(
        "h168_matplotlib_backend_ps",
        "calls",
        "In the PS renderer, which of the draw methods end up going through `_draw_ps`? I'd like "
        "the call sites.",
        grep(r"self\._draw_ps\(", PS),
    ),
    q(
        "h168_matplotlib_backend_ps",
        "raises",
        "savefig to .eps with a weird object as the target gave me 'outfile must be a path or a "
        "file-like object'. Which line raises that?",
        grep(r'raise ValueError\("outfile must be a path', PS),
    ),
    q(
        "h168_matplotlib_backend_ps",
        "raises",
        "If subsetting a font for Type 42 embedding fails with a RuntimeError, the ps backend "
        "logs a warning -- does it swallow the error or re-raise it? Point me at the line.",
        grep(r"^\s+raise$|does not currently support the selected font", PS),
    ),
    q(
        "h168_matplotlib_backend_ps",
        "const",
        "Where's the papersize dict set up, the one mapping 'a4', 'letter' and so on to inches?",
        grep(r"^papersize = \{", PS),
    ),
    q(
        "h168_matplotlib_backend_ps",
        "which",
        "Which function in backend_ps turns a subset of a TrueType font into a Type 3 font?",
        {"def": "_font_to_ps_type3"},
    ),
    q(
        "h168_matplotlib_backend_ps",
        "which",
        "Which piece only lists the spots where a big blob of typeface bytes could safely be cut "
        "into smaller pieces, without doing the cutting itself?",
        {"def": "_version_and_breakpoints"},
        own=True,
    ),
    q(
        "h168_matplotlib_backend_ps",
        "which",
        "which method works out whether a colour is see-through enough that nothing should be "
        "painted, and grumbles once when it's only partly see-through?",
        {"def": "RendererPS._is_transparent"},
        own=True,
    ),
    q(
        "h168_matplotlib_backend_ps",
        "which",
        "Which function runs ps2pdf followed by pdftops to distill the output file?",
        {"def": "xpdf_distill"},
    ),
    q(
        "h168_matplotlib_backend_ps",
        "how",
        "How does draw_path_collection decide whether defining each path once and reusing it is "
        "worth it, versus just falling back to the base implementation?",
        {"body": "RendererPS.draw_path_collection"},
    ),
    q(
        "h168_matplotlib_backend_ps",
        "how",
        "I need two saves of the same figure to come out byte-for-byte identical. How does it "
        "choose which date to stamp into the file?",
        grep(r"SOURCE_DATE_EPOCH|source_date_epoch|time\.ctime\(\)", PS),
        own=True,
    ),
    q(
        "h168_matplotlib_backend_ps",
        "how",
        "with the printer's built-in typefaces switched on instead of embedding, what gets drawn "
        "for a character those typefaces can't cover?",
        grep(r"except KeyError:|name = 'question'|get_width_char\(ord\('\?'\)\)", PS),
        own=True,
    ),
    q(
        "h168_matplotlib_backend_ps",
        "how",
        "how does _print_figure deal with orientation='landscape'? what happens to the bounding "
        "box and the xo/yo offsets",
        grep(
            r"^        if orientation is _Orientation\.landscape:$"
            r"|llx, lly, urx, ury = lly, llx, ury, urx"
            r"|xo, yo = 72 \* paper_height - yo, xo"
            r"|rotation = 90",
            PS,
        ),
    ),
    run(
        "h168_matplotlib_backend_ps",
        "Run {} and tell me what the integer bounding box line says.",
        "from matplotlib.backends.backend_ps import _get_bbox_header; "
        "print(_get_bbox_header((0.5, 1.2, 100.3, 200.7)))",
        "%%BoundingBox: 0 1 101 201",
    ),
    q(
        "h168_matplotlib_backend_ps",
        "edit",
        "Turn on the debugPS flag in matplotlib/backends/backend_ps.py (set it to True), I want "
        "the PS comments showing which renderer method wrote what.",
        {"effect": {"value_set": [PS, "debugPS", "True"]}},
    ),
    q(
        "h168_matplotlib_backend_ps",
        "edit",
        'comment out the `print("%%Pages: 1", file=fh)` line in backend_ps.py, a viewer I\'m '
        "testing trips over it",
        {"effect": {"comment_out": [PS, 'print("%%Pages: 1", file=fh)']}},
    ),
    q(
        "h168_matplotlib_backend_ps",
        "edit",
        "The PS backend renders my half-transparent scatter points fully opaque. Could you "
        "implement proper alpha support in RendererPS (rasterize the transparent artists or "
        "whatever it takes) and make sure the EPS output still looks right?",
        {"effect": {"declined": True}},
    ),
    # --- zmq/_future.py ----------------------------------------------------------------------
    q(
        "h168_zmq_future",
        "where",
        "where is _AsyncSocket.from_socket defined",
        {"def": "_AsyncSocket.from_socket"},
    ),
    q(
        "h168_zmq_future",
        "returns",
        "What does `_get_loop` return when the event loop has changed since the socket last "
        "used it?",
        {"returns": "_Async._get_loop"},
    ),
    q(
        "h168_zmq_future",
        "calls",
        "Where in zmq/_future.py is _schedule_remaining_events called?",
        grep(r"self\._schedule_remaining_events\(", FUT),
    ),
    q(
        "h168_zmq_future",
        "raises",
        "awaiting sock.poll() on an async socket I had already closed throws ZMQError ENOTSUP. "
        "where does that come from?",
        grep(r"raise _zmq\.ZMQError\(_zmq\.ENOTSUP\)", FUT),
    ),
    q(
        "h168_zmq_future",
        "which",
        "Which method on the async Poller gives back a Future for the poll rather than blocking?",
        {"def": "_AsyncPoller.poll"},
    ),
    q(
        "h168_zmq_future",
        "which",
        "which part arranges for a pending send or receive to fail with an error when it takes "
        "too long?",
        {"def": "_AsyncSocket._add_timeout"},
        own=True,
    ),
    q(
        "h168_zmq_future",
        "how",
        "How does `_add_send_event` decide it can skip queuing and just send straight away?",
        {"body": "_AsyncSocket._add_send_event"},
    ),
    q(
        "h168_zmq_future",
        "how",
        "Say I give up waiting on a decoded message, but the raw bytes had in fact already "
        "arrived. What happens to them, is that handled somehow?",
        {"body": "_AsyncSocket._deserialize"},
        own=True,
    ),
    run(
        "h168_zmq_future",
        "can you execute {} for me? what does it show",
        "import zmq, zmq.asyncio; s = zmq.asyncio.Context().socket(zmq.PUSH); "
        "f = s.send(b'x', flags=zmq.DONTWAIT); print(type(f.exception()).__name__, f.exception())",
        "Again Resource temporarily unavailable",
    ),
    q(
        "h168_zmq_future",
        "edit",
        "_handle_send in zmq/_future.py has no docstring, unlike _handle_recv. Please add one "
        "(it handles send events).",
        {"effect": {"docstring": "_AsyncSocket._handle_send"}},
    ),
    # --- jupyter_builder/federated_extensions.py ---------------------------------------------
    q(
        "h168_jupyter_builder_federated",
        "where",
        "where is `_find_namespace_packages` defined?",
        {"def": "_find_namespace_packages"},
    ),
    q(
        "h168_jupyter_builder_federated",
        "returns",
        "what does _resolve_core_path_for_jupyterlab_builder return when the core file isn't "
        "named package.json?",
        {"returns": "_resolve_core_path_for_jupyterlab_builder"},
    ),
    q(
        "h168_jupyter_builder_federated",
        "calls",
        "Who calls `_maybe_copy` in federated_extensions.py?",
        grep(r"^\s+_maybe_copy\(", FED),
    ),
    q(
        "h168_jupyter_builder_federated",
        "raises",
        "where does it raise ArgumentConflict",
        grep(r"raise ArgumentConflict\(", FED),
    ),
    q(
        "h168_jupyter_builder_federated",
        "raises",
        "My build stops with 'Building this extension requires Node.js ... (found v18...)'. "
        "Where's that error raised?",
        grep(r"raise RuntimeError\(msg\)|Building this extension requires Node\.js", FED),
    ),
    q(
        "h168_jupyter_builder_federated",
        "const",
        "where is the fallback Node version range defined, the one used when @rspack/core's "
        "package.json can't be read?",
        grep(r"^_FALLBACK_NODE_RANGE = ", FED),
    ),
    q(
        "h168_jupyter_builder_federated",
        "which",
        "Which function decides if a file has to be refreshed at the target because it isn't "
        "there yet or is stale compared with where it came from?",
        {"def": "_should_copy"},
        own=True,
    ),
    q(
        "h168_jupyter_builder_federated",
        "how",
        "I point it at a project folder, and loading that folder directly doesn't give it the "
        "list of front-end bundles. how does it then figure out which installed thing to look in?",
        {"body": "_get_labextension_metadata"},
        own=True,
    ),
    run(
        "h168_jupyter_builder_federated",
        "what does {} print?",
        "from jupyter_builder.federated_extensions import _select_builder_marker; "
        "print(_select_builder_marker({'dependencies': {'@jupyter/builder': '1.0'}, "
        "'devDependencies': {'@jupyterlab/builder': '^4'}}))",
        "('@jupyter/builder', '1.0')",
    ),
    q(
        "h168_jupyter_builder_federated",
        "edit",
        "In _maybe_copy (jupyter_builder/federated_extensions.py), add "
        "`Path(dest).parent.mkdir(parents=True, exist_ok=True)` on the line just before "
        "`shutil.copy2(src, dest)`.",
        {
            "effect": {
                "line_before": [
                    FED,
                    "shutil.copy2(src, dest)",
                    "Path(dest).parent.mkdir(parents=True, exist_ok=True)",
                ]
            }
        },
    ),
    # --- contourpy/convert.py ----------------------------------------------------------------
    q(
        "h168_contourpy_convert",
        "where",
        "where's convert_multi_lines",
        {"def": "convert_multi_lines"},
    ),
    q(
        "h168_contourpy_convert",
        "returns",
        "What does `_convert_lines_from_SeparateCode` return, e.g. when I ask for "
        "LineType.Separate?",
        {"returns": "_convert_lines_from_SeparateCode"},
    ),
    q(
        "h168_contourpy_convert",
        "calls",
        "which of the line converters use arr.remove_nan?",
        grep(r"arr\.remove_nan\(", CONV),
    ),
    q(
        "h168_contourpy_convert",
        "raises",
        "convert_filled(..., 'ChunkCombinedCode', 'OuterCode') fails with 'Conversion from "
        "FillType.ChunkCombinedCode to FillType.OuterCode not supported'. Where is that raised?",
        grep(r"Conversion from \{FillType\.ChunkCombinedCode\} to", CONV),
    ),
    q(
        "h168_contourpy_convert",
        "which",
        "Which one converts several sets of shaded-region outlines in one go, one after the other?",
        {"def": "convert_multi_filled"},
        own=True,
    ),
    q(
        "h168_contourpy_convert",
        "how",
        "how does _convert_filled_from_ChunkCombinedCodeOffset compute the outer offsets when "
        "going to ChunkCombinedOffsetOffset?",
        grep(r"np\.nonzero\(offsets == oo\)", CONV),
    ),
    run(
        "h168_contourpy_convert",
        "Run {} -- what offsets come out?",
        "from contourpy.convert import convert_lines; import numpy as np; "
        "r = convert_lines([np.array([[0.,0.],[1.,1.]]), np.array([[2.,2.],[3.,3.]])], "
        "'Separate', 'ChunkCombinedOffset'); print(r[1][0])",
        "[0 2 4]",
    ),
    q(
        "h168_contourpy_convert",
        "edit",
        "please rename `_convert_lines_from_ChunkCombinedNan` to `_convert_lines_from_nan_chunks` "
        "in contourpy/convert.py",
        {
            "effect": {
                "renamed": [
                    "_convert_lines_from_ChunkCombinedNan",
                    "_convert_lines_from_nan_chunks",
                ]
            }
        },
    ),
]
