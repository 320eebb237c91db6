"""The two-hundred-and-fifty-fourth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (sympy 1.14.0: ``sympy/physics/quantum/sho1d.py``;
networkx 3.6.1: ``networkx/utils/mapped_queue.py``; pillow 13.0.0: ``PIL/TgaImagePlugin.py``;
pyzmq 27.3.0: ``zmq/devices/basedevice.py``), written blind: by reading only those files, the
format of set 128, ``question_helpers.py`` and the gold functions of ``bench_answers.py``, never the
model's code or its notes, and committed before the model was asked any of them. Nothing is tuned
on it: only its totals are looked at.

The questions are weighted by the size of the files (sympy's one-dimensional harmonic oscillator
most; pyzmq's background devices, networkx's mapped queue and pillow's Targa plugin are about the
same size, ten or eleven questions each). About a fifth of the non-edit questions are in the
user's own words (``"own": True``: behaviour described in everyday words the code does not use for
it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands
need the whole package to import, so they run against the installed package; each exercises the
one file its workspace holds.

The golds were checked with ``benchmarks/check_set.py`` (0 bad), the commands' outputs by running
them against the installed packages, and every edit by making the correct edit by hand on a copy of
the file and checking that ``bench_answers.check_effect`` holds after it (and not before it).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h254_sympy_sho1d": ["sympy/physics/quantum/sho1d.py"],
    "h254_networkx_mapped_queue": ["networkx/utils/mapped_queue.py"],
    "h254_pil_tga": ["PIL/TgaImagePlugin.py"],
    "h254_zmq_basedevice": ["zmq/devices/basedevice.py"],
}

SHO = "sympy/physics/quantum/sho1d.py"
MQ = "networkx/utils/mapped_queue.py"
TGA = "PIL/TgaImagePlugin.py"
DEV = "zmq/devices/basedevice.py"


QUESTIONS: list[dict] = [
    # --- sympy/physics/quantum/sho1d.py ------------------------------------------------------
    q(
        "h254_sympy_sho1d",
        "where",
        "where is the Hamiltonian class defined in sho1d",
        {"def": "Hamiltonian"},
    ),
    q(
        "h254_sympy_sho1d",
        "where",
        "Where's `SHOBra.dual_class`?",
        {"def": "SHOBra.dual_class"},
    ),
    q(
        "h254_sympy_sho1d",
        "returns",
        "What does LoweringOp._apply_operator_SHOKet return, both for the ground state and for "
        "any other ket?",
        {"returns": "LoweringOp._apply_operator_SHOKet"},
    ),
    q(
        "h254_sympy_sho1d",
        "calls",
        "who calls _represent_NumberOp in sho1d.py?",
        grep(r"self\._represent_NumberOp\(", SHO),
    ),
    q(
        "h254_sympy_sho1d",
        "calls",
        "Which places in the SHO module call matrix_zeros?",
        grep(r"= matrix_zeros\(", SHO),
    ),
    q(
        "h254_sympy_sho1d",
        "raises",
        "represent(RaisingOp('a'), basis=X) dies with NotImplementedError: Position "
        "representation is not implemented. Where is that thrown?",
        grep(r"raise NotImplementedError\('Position representation is not implemented'\)", SHO),
    ),
    q(
        "h254_sympy_sho1d",
        "raises",
        "where does it raise 'Too many arguments' when I build NumberOp('N', 'x')",
        grep(r'raise ValueError\("Too many arguments"\)', SHO),
    ),
    q(
        "h254_sympy_sho1d",
        "const",
        "The rewrite methods use m and omega, but they're not imported at the top of sho1d.py. "
        "Where do those symbols get defined?",
        grep(r"^omega = Symbol\('omega'\)|^m = Symbol\('m'\)", SHO),
    ),
    run(
        "h254_sympy_sho1d",
        "What does {} print?",
        "from sympy.physics.quantum.sho1d import SHOKet, RaisingOp; "
        "from sympy.physics.quantum import qapply; print(qapply(RaisingOp('a')*SHOKet(2)))",
        "sqrt(3)*|3>",
    ),
    q(
        "h254_sympy_sho1d",
        "edit",
        "SHOState.n in sympy/physics/quantum/sho1d.py has no docstring. Could you add one? It "
        "returns the state's quantum number, i.e. its first argument.",
        {"effect": {"docstring": "SHOState.n"}},
    ),
    q(
        "h254_sympy_sho1d",
        "edit",
        "represent(SHOKet(5), basis=NumberOp('N'), ndim=4) doesn't fail -- I get a ValueError "
        "object back as the result, and the same with SHOBra(5). Please find the bug in sho1d.py "
        "and fix it so asking for too few dimensions actually errors.",
        {
            "effect": {
                "text_replaced": [
                    SHO,
                    'return ValueError("N-Dimension too small")',
                    'raise ValueError("N-Dimension too small")',
                ]
            }
        },
    ),
    q(
        "h254_sympy_sho1d",
        "which",
        "Which code takes one step down the ladder from a level, and hands back a plain zero if "
        "you're already at the very bottom?",
        {"body": "LoweringOp._apply_operator_SHOKet"},
        own=True,
    ),
    q(
        "h254_sympy_sho1d",
        "which",
        "Which method builds the diagonal matrix with hbar*omega*(n + 1/2) on it for the "
        "Hamiltonian?",
        {"body": "Hamiltonian._represent_NumberOp"},
    ),
    q(
        "h254_sympy_sho1d",
        "how",
        "If I turn a numbered level into a column of 0s and a single 1, but pick a size that's too "
        "short to hold that level, what happens? do I get an error or something else?",
        {"body": "SHOKet._represent_NumberOp"},
        own=True,
    ),
    q(
        "h254_sympy_sho1d",
        "how",
        "How does RaisingOp._represent_NumberOp deal with format='scipy.sparse'?",
        {"body": "RaisingOp._represent_NumberOp"},
    ),
    q(
        "h254_sympy_sho1d",
        "how",
        "When the energy thing acts on one of the oscillator's levels, how is the number it "
        "multiplies that level by worked out?",
        {"body": "Hamiltonian._apply_operator_SHOKet"},
        own=True,
    ),
    # --- networkx/utils/mapped_queue.py ------------------------------------------------------
    q(
        "h254_networkx_mapped_queue",
        "where",
        "Where is MappedQueue._siftdown defined?",
        {"def": "MappedQueue._siftdown"},
    ),
    q(
        "h254_networkx_mapped_queue",
        "returns",
        "what does MappedQueue.push return, e.g. if the thing is already in there",
        {"returns": "MappedQueue.push"},
    ),
    q(
        "h254_networkx_mapped_queue",
        "calls",
        "Who calls `_siftup` in mapped_queue.py?",
        grep(r"self\._siftup\(", MQ),
    ),
    q(
        "h254_networkx_mapped_queue",
        "raises",
        "MappedQueue(['a', 'b', 'a']) gives me AssertionError: Heap contains duplicate elements. "
        "Where's that raised?",
        grep(r'raise AssertionError\("Heap contains duplicate elements"\)', MQ),
    ),
    q(
        "h254_networkx_mapped_queue",
        "raises",
        "where does the 'Consider using a tuple, with a priority value that can be compared' "
        "TypeError come from",
        grep(r"raise TypeError\($|Consider using a tuple", MQ),
    ),
    run(
        "h254_networkx_mapped_queue",
        "Can you run {} and tell me the output?",
        "from networkx.utils.mapped_queue import MappedQueue; "
        "q = MappedQueue({'a': 3, 'b': 1}); print(q.pop())",
        "_HeapElement(1, b)",
    ),
    q(
        "h254_networkx_mapped_queue",
        "edit",
        "In networkx/utils/mapped_queue.py, make _HeapElement's __repr__ use the reprs of its "
        'fields: change `return f"_HeapElement({self.priority}, {self.element})"` to '
        '`return f"_HeapElement({self.priority!r}, {self.element!r})"`.',
        {
            "effect": {
                "line_replaced": [
                    MQ,
                    'return f"_HeapElement({self.priority}, {self.element})"',
                    'return f"_HeapElement({self.priority!r}, {self.element!r})"',
                ]
            }
        },
    ),
    q(
        "h254_networkx_mapped_queue",
        "which",
        "Which piece lets me swap an item that's already waiting in line for a different one "
        "with a fresh urgency, while keeping the line in order?",
        {"body": "MappedQueue.update"},
        own=True,
    ),
    q(
        "h254_networkx_mapped_queue",
        "which",
        "which _HeapElement method makes elt[0] give back the priority?",
        {"body": "_HeapElement.__getitem__"},
    ),
    q(
        "h254_networkx_mapped_queue",
        "how",
        "When I pull an item out of the middle of the waiting list, not the front, how does it "
        "fill the gap it leaves and keep the ordering right?",
        {"body": "MappedQueue.remove"},
        own=True,
    ),
    # --- PIL/TgaImagePlugin.py ---------------------------------------------------------------
    q(
        "h254_pil_tga",
        "where",
        "where's TgaImageFile.load_end",
        {"def": "TgaImageFile.load_end"},
    ),
    q(
        "h254_pil_tga",
        "calls",
        "Where does the TGA plugin call ImagePalette.raw?",
        grep(r"ImagePalette\.raw\(", TGA),
    ),
    q(
        "h254_pil_tga",
        "raises",
        "Image.open on a corrupt .tga fails with SyntaxError: not a TGA file. Where in "
        "TgaImagePlugin is that raised?",
        grep(r'msg = "not a TGA file"', TGA),
    ),
    q(
        "h254_pil_tga",
        "raises",
        "Saving a CMYK image as TGA gives OSError 'cannot write mode CMYK as TGA' -- where does "
        "that come from?",
        grep(r'msg = f"cannot write mode \{im\.mode\} as TGA"$', TGA),
    ),
    q(
        "h254_pil_tga",
        "const",
        "Where is the table of which modes the TGA writer can save, with their raw mode and bit "
        "depth?",
        grep(r'^SAVE = \{|^    "\w+": \("', TGA),
    ),
    run(
        "h254_pil_tga",
        "I ran {} -- what should it print?",
        "import io; from PIL import Image; b = io.BytesIO(); "
        "Image.new('RGB', (4, 4), 'red').save(b, 'TGA', rle=True, id_section=b'hi'); "
        "print(Image.open(b).info)",
        "'compression': 'tga_rle'",
    ),
    q(
        "h254_pil_tga",
        "edit",
        "Add 15-bit true colour to the reader's MODES table in PIL/TgaImagePlugin.py: put "
        '`(2, 15): "BGRA;15Z",` on the line right after `(2, 16): "BGRA;15Z",`.',
        {"effect": {"line_after": [TGA, '(2, 16): "BGRA;15Z",', '(2, 15): "BGRA;15Z",']}},
    ),
    q(
        "h254_pil_tga",
        "which",
        "Which part of the .tga reader mirrors the picture left to right once the pixels are in, "
        "when the file says it was stored the other way round?",
        {"body": "TgaImageFile.load_end"},
        own=True,
    ),
    q(
        "h254_pil_tga",
        "which",
        "Which function writes the TRUEVISION-XFILE footer?",
        {"body": "_save"},
    ),
    q(
        "h254_pil_tga",
        "how",
        "How does TgaImageFile._open work out the orientation from the header flags byte?",
        grep(
            r"orientation = flags & 0x30|_flip_horizontally = orientation in|"
            r"if orientation in \[0x20, 0x30\]|elif orientation in \[0, 0x10\]",
            TGA,
        ),
    ),
    q(
        "h254_pil_tga",
        "how",
        "i pass a really long description string along when saving a targa. what happens to it, "
        "does it get cut off or does the save fail?",
        grep(r"if id_len > 255:|id_section = id_section\[:255\]|has been trimmed to 255", TGA),
        own=True,
    ),
    # --- zmq/devices/basedevice.py -----------------------------------------------------------
    q(
        "h254_zmq_basedevice",
        "where",
        "Where is BackgroundDevice defined in pyzmq?",
        {"def": "BackgroundDevice"},
    ),
    q(
        "h254_zmq_basedevice",
        "returns",
        "what does Device._reserve_random_port return",
        {"returns": "Device._reserve_random_port"},
    ),
    q(
        "h254_zmq_basedevice",
        "returns",
        "What does `_setup_sockets` hand back when out_type is negative?",
        {"returns": "Device._setup_sockets"},
    ),
    q(
        "h254_zmq_basedevice",
        "calls",
        "who calls _reserve_random_port?",
        grep(r"self\._reserve_random_port\(", DEV),
    ),
    q(
        "h254_zmq_basedevice",
        "raises",
        "ThreadDevice(zmq.QUEUE) without socket types throws TypeError: in_type must be "
        "specified. Where's that check?",
        grep(r'raise TypeError\("in_type must be specified"\)', DEV),
    ),
    q(
        "h254_zmq_basedevice",
        "edit",
        "_close_sockets is the only method in zmq/devices/basedevice.py without type hints. "
        "Please annotate it like the others.",
        {
            "effect": {
                "text_replaced": [
                    DEV,
                    "def _close_sockets(self):",
                    "def _close_sockets(self) -> None:",
                ]
            }
        },
    ),
    q(
        "h254_zmq_basedevice",
        "edit",
        "Device only sets self._context in _setup_sockets, so reading it before the device has "
        "started gives AttributeError. In basedevice.py's Device.__init__, add "
        "`self._context = None` on the line just before `self._sockets = []`.",
        {"effect": {"line_before": [DEV, "self._sockets = []", "self._context = None"]}},
    ),
    q(
        "h254_zmq_basedevice",
        "which",
        "My background forwarder just quietly stops, no traceback, when I tear down the zmq "
        "context. Which code decides which errors are fine to ignore at that point?",
        {"body": "Device.run"},
        own=True,
    ),
    q(
        "h254_zmq_basedevice",
        "which",
        "Which device class runs in its own process and makes a fresh Context instead of using "
        "the shared global instance?",
        {"body": "ProcessDevice"},
    ),
    q(
        "h254_zmq_basedevice",
        "how",
        "how does Device.join wait for the device to finish when there's no thread or process "
        "behind it? does it poll?",
        {"body": "Device.join"},
    ),
    q(
        "h254_zmq_basedevice",
        "how",
        "Say I want one connection to do the receiving and the passing-along, rather than having "
        "two separate ones. How does the relay set that up?",
        {"body": "Device._setup_sockets"},
        own=True,
    ),
]
