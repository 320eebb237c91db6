"""The ninety-first held-out set: questions on two third-party packages that no other set uses,
copied from the installed site-packages (pyzmq 27.3.0: the Python files of ``zmq/sugar``,
``zmq/eventloop`` and ``zmq/utils``; matplotlib 3.11.2: ``mpl_toolkits/mplot3d``), written blind:
by reading only those packages, never the model's code or its notes, and committed before the
model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the packages (mplot3d most, then the zmq Python layer).
About a fifth of them are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit, each
in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h91_zmq": [
        "zmq/sugar/__init__.py",
        "zmq/sugar/attrsettr.py",
        "zmq/sugar/context.py",
        "zmq/sugar/frame.py",
        "zmq/sugar/poll.py",
        "zmq/sugar/socket.py",
        "zmq/sugar/stopwatch.py",
        "zmq/sugar/tracker.py",
        "zmq/sugar/version.py",
        "zmq/eventloop/__init__.py",
        "zmq/eventloop/_deprecated.py",
        "zmq/eventloop/future.py",
        "zmq/eventloop/ioloop.py",
        "zmq/eventloop/zmqstream.py",
        "zmq/utils/__init__.py",
        "zmq/utils/garbage.py",
        "zmq/utils/interop.py",
        "zmq/utils/jsonapi.py",
        "zmq/utils/monitor.py",
        "zmq/utils/strtypes.py",
        "zmq/utils/win32.py",
        "zmq/utils/z85.py",
    ],
    "h91_mplot3d": ["mpl_toolkits/mplot3d"],
}

SOCKET = "zmq/sugar/socket.py"
STREAM = "zmq/eventloop/zmqstream.py"
Z85 = "zmq/utils/z85.py"
AXES3D = "mpl_toolkits/mplot3d/axes3d.py"
ART3D = "mpl_toolkits/mplot3d/art3d.py"
AXIS3D = "mpl_toolkits/mplot3d/axis3d.py"


QUESTIONS: list[dict] = [
    # --- zmq (sugar, eventloop, utils) ---------------------------------------------------------
    q(
        "h91_zmq",
        "where",
        "where is ZMQStream.on_send_stream defined?",
        {"def": "ZMQStream.on_send_stream"},
    ),
    q(
        "h91_zmq",
        "where",
        "I'm reading the zero-copy garbage collector in zmq/utils. Where's its `store` method?",
        {"def": "GarbageCollector.store"},
    ),
    q(
        "h91_zmq",
        "returns",
        "what does ZMQStream.closed() return, and when is it True?",
        {"returns": "ZMQStream.closed"},
    ),
    q(
        "h91_zmq",
        "calls",
        "who calls _rebuild_io_state in zmqstream.py",
        grep(r"self\._rebuild_io_state\(\)", STREAM),
    ),
    q(
        "h91_zmq",
        "calls",
        "Where is `cast_int_addr` used? I want to see every place a shadow address gets turned "
        "into an int.",
        {"grep": r"= cast_int_addr\("},
    ),
    q(
        "h91_zmq",
        "raises",
        "which lines in zmq/utils/z85.py raise ValueError?",
        grep(r"raise ValueError\(", Z85),
    ),
    q(
        "h91_zmq",
        "raises",
        "Where does bind_to_random_port give up and raise ZMQBindError?",
        grep(r"raise ZMQBindError\(", SOCKET),
    ),
    q(
        "h91_zmq",
        "raises",
        "MessageTracker.wait(timeout=...) -- where exactly does it throw NotDone?",
        grep(r"raise NotDone\b", "zmq/sugar/tracker.py"),
    ),
    q(
        "h91_zmq",
        "const",
        "where's the Z85 alphabet (Z85CHARS) defined?",
        grep(r"^Z85CHARS: Final = ", Z85),
    ),
    run(
        "h91_zmq",
        "What does {} print?",
        "from zmq.utils import z85; "
        "print(z85.encode(bytes([0x86, 0x4F, 0xD2, 0x6F, 0xB5, 0x59, 0xF7, 0x5B])))",
        "b'HelloWorld'",
    ),
    run(
        "h91_zmq",
        "quick check: what's the output of {} ?",
        "from zmq.sugar.poll import Poller; p = Poller(); p.register(3); p.register(5, 1); "
        "p.register(7, 2); p.unregister(3); print(p.sockets, p._map)",
        "[(5, 1), (7, 2)] {5: 0, 7: 1}",
    ),
    q(
        "h91_zmq",
        "edit",
        'In zmq/utils/garbage.py, change the GarbageCollector url from "inproc://pyzmq.gc.01" '
        'to "inproc://pyzmq.gc.02".',
        {
            "effect": {
                "text_replaced": [
                    "zmq/utils/garbage.py",
                    'url = "inproc://pyzmq.gc.01"',
                    'url = "inproc://pyzmq.gc.02"',
                ]
            }
        },
    ),
    q(
        "h91_zmq",
        "edit",
        "comment out the deprecation warn(...) call in the Socket.socket_type property "
        "(zmq/sugar/socket.py), I don't want it for now",
        {
            "effect": {
                "comment_out": [
                    SOCKET,
                    'warn("Socket.socket_type is deprecated, use Socket.type", DeprecationWarning)',
                ]
            }
        },
    ),
    q(
        "h91_zmq",
        "edit",
        "Please add a docstring to ZMQStream._check_closed saying it raises OSError when the "
        "stream's socket is already gone.",
        {"effect": {"docstring": "ZMQStream._check_closed"}},
    ),
    q(
        "h91_zmq",
        "which",
        "which function sends a message in several pieces and flags every piece except the "
        "final one so the receiver knows there's more coming?",
        {"body": "Socket.send_multipart"},
        own=True,
    ),
    q(
        "h91_zmq",
        "which",
        "My program splits itself into a parent and a child process. Which code makes sure the "
        "child doesn't keep using the single app-wide hub object that every part of my code "
        "fetches, the one it inherited from the parent?",
        {"body": "Context.instance"},
        own=True,
    ),
    q(
        "h91_zmq",
        "which",
        "Which class in zmq.utils is the Windows CTRL-C helper?",
        {"body": "allow_interrupt"},
    ),
    q(
        "h91_zmq",
        "how",
        "how does Socket.recv_multipart know when to stop reading frames?",
        grep(r"while self\.getsockopt\(zmq\.RCVMORE\):", SOCKET),
    ),
    q(
        "h91_zmq",
        "how",
        "I set a bunch of defaults once and then make lots of sockets of different kinds from "
        "it. Some of those settings make no sense for some kinds -- does it blow up, or just "
        "quietly skip them? where does that happen?",
        {"body": "Context.socket"},
        own=True,
    ),
    q(
        "h91_zmq",
        "how",
        "how does it turn that 40-character printable key text back into the original 32 binary "
        "bytes? like what's the math per chunk",
        {"body": "decode"},
        own=True,
    ),
    # --- mplot3d -------------------------------------------------------------------------------
    q(
        "h91_mplot3d",
        "where",
        "Where is Axes3D.view_init defined?",
        {"def": "Axes3D.view_init"},
    ),
    q("h91_mplot3d", "where", "where's juggle_axes", {"def": "juggle_axes"}),
    q(
        "h91_mplot3d",
        "returns",
        "What does `get_dir_vector` return? e.g. for 'y', or for None?",
        {"returns": "get_dir_vector"},
    ),
    q(
        "h91_mplot3d",
        "returns",
        "what does Axis.get_rotate_label in axis3d.py return",
        {"returns": "Axis.get_rotate_label"},
    ),
    q(
        "h91_mplot3d",
        "calls",
        "Who calls `_set_lims_from_transformed`?",
        grep(r"self\._set_lims_from_transformed\(", AXES3D),
    ),
    q(
        "h91_mplot3d",
        "calls",
        "where is _zalpha called from in art3d?",
        grep(r"color_array = _zalpha\(", ART3D),
    ),
    q(
        "h91_mplot3d",
        "calls",
        "In axis3d.py, which methods call self._get_coord_info()? Show me the call sites.",
        grep(r"= self\._get_coord_info\(\)", AXIS3D),
    ),
    q(
        "h91_mplot3d",
        "raises",
        "where does set_proj_type raise a ValueError about the focal length?",
        grep(r'raise ValueError\(f"focal_length = ', AXES3D),
    ),
    q(
        "h91_mplot3d",
        "raises",
        "Where is 'Cannot specify both stride and count arguments' raised?",
        grep(r'raise ValueError\("Cannot specify both stride and count arguments"\)', AXES3D),
    ),
    q(
        "h91_mplot3d",
        "raises",
        "hi! Poly3DCollection's constructor keeps throwing ValueError at me. Where does it "
        "reject its arguments?",
        grep(r"raise ValueError\((?:'verts must|$)", ART3D),
    ),
    q(
        "h91_mplot3d",
        "raises",
        "Where does `_set_lim3d` raise errors (both lower and xmin given, infinite limits...)?",
        grep(r'raise TypeError\("Cannot pass both|raise ValueError\(f"Axis limits', AXES3D),
    ),
    q(
        "h91_mplot3d",
        "raises",
        "line3d set_data_3d raises RuntimeError 'x must be a sequence' -- where's that?",
        grep(r"raise RuntimeError\(f'\{name\} must be a sequence'\)", ART3D),
    ),
    q(
        "h91_mplot3d",
        "const",
        "where does Axes3D set its default _view_margin of 1/48?",
        grep(r"self\._view_margin = 1/48", AXES3D),
    ),
    run(
        "h91_mplot3d",
        "Can you run {} and tell me what it prints?",
        "from mpl_toolkits.mplot3d.art3d import juggle_axes, rotate_axes; "
        "print(juggle_axes(1, 2, 3, 'x'), rotate_axes(1, 2, 3, 'x'))",
        "(3, 1, 2) (2, 3, 1)",
    ),
    run(
        "h91_mplot3d",
        "output of {} please",
        "from mpl_toolkits.mplot3d.art3d import _norm_angle, _norm_text_angle; "
        "print(_norm_angle(270), _norm_text_angle(135))",
        "-90 -45",
    ),
    q(
        "h91_mplot3d",
        "edit",
        "In mpl_toolkits/mplot3d/axis3d.py, bump default_label_offset in _get_updated_ticks "
        "from 8. to 10.",
        {
            "effect": {
                "text_replaced": [
                    AXIS3D,
                    "default_label_offset = 8.",
                    "default_label_offset = 10.",
                ]
            }
        },
    ),
    q(
        "h91_mplot3d",
        "edit",
        "remove the clabel stub method from Axes3D (axes3d.py), it just returns None anyway",
        {"effect": {"definition_deleted": [AXES3D, "Axes3D.clabel"]}},
    ),
    q(
        "h91_mplot3d",
        "edit",
        "plot_surface is painfully slow on my 500x500 grids. Could you rework it and "
        "Poly3DCollection's projection so the projected polygons are cached between draws and "
        "the whole thing is a lot faster?",
        {"effect": {"declined": True}},
    ),
    q(
        "h91_mplot3d",
        "which",
        "which helper checks whether a cloud of xyz positions all lie in one flat sheet?",
        {"body": "_all_points_on_plane"},
        own=True,
    ),
    q(
        "h91_mplot3d",
        "which",
        "In my 3D scatter the dots that are further away look washed out / more see-through. "
        "Which code does that?",
        {"body": "_zalpha"},
        {"body": "Path3DCollection._maybe_depth_shade_and_sort_colors"},
        {"body": "Patch3DCollection._maybe_depth_shade_and_sort_colors"},
        own=True,
    ),
    q(
        "h91_mplot3d",
        "which",
        "Which method of Text3D works out the on-screen rotation angle of the text when drawing?",
        {"body": "Text3D.draw"},
    ),
    q(
        "h91_mplot3d",
        "which",
        "which part turns click-and-drag on the plot into swinging the view around it (and "
        "dragging with the right button into moving closer)?",
        {"body": "Axes3D._on_move"},
        own=True,
    ),
    q(
        "h91_mplot3d",
        "which",
        "When I stack little blocks next to each other, the sides that are pressed against each "
        "other aren't drawn. Which function skips those?",
        {"body": "Axes3D.voxels"},
        own=True,
    ),
    q(
        "h91_mplot3d",
        "how",
        "How does Axes3D.get_proj build the matrix for perspective vs orthographic projection?",
        {"body": "Axes3D.get_proj"},
    ),
    q(
        "h91_mplot3d",
        "how",
        "The box around my plot has grey walls on three sides only. How does it pick which of "
        "each pair of opposite walls gets the background, depending on where I look from?",
        {"body": "Axis.active_pane"},
        {"body": "Axis._get_coord_info"},
        {"body": "Axis.draw_pane"},
        own=True,
    ),
    q(
        "h91_mplot3d",
        "how",
        "how does Poly3DCollection decide which polygon gets painted on top of which? "
        "(zsort average/min/max)",
        {"body": "Poly3DCollection.do_3d_projection"},
        {"body": "Poly3DCollection.set_zsort"},
    ),
    q(
        "h91_mplot3d",
        "how",
        "How does Axes3D.quiver build the arrow heads?",
        {"body": "Axes3D.quiver"},
    ),
    q(
        "h91_mplot3d",
        "how",
        "my surface made from a 1000x1000 grid comes out coarse, like it ignores most of my "
        "data. where does it decide how much of the grid to leave out?",
        {"body": "Axes3D.plot_surface"},
        {"body": "Axes3D.plot_wireframe"},
        own=True,
    ),
]
