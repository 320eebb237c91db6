"""The two-hundred-and-twelfth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (playwright 1.65.3:
``playwright/_impl/waiter.py``; setuptools 65.5.0: ``setuptools/_distutils/unixccompiler.py``;
lark 1.3.1: ``lark/parsers/earley.py``; urllib3 2.7.0: ``urllib3/contrib/pyopenssl.py``), written
blind: by reading only those four files, ``heldout128_questions.py`` for the format,
``question_helpers.py`` and the gold functions of ``bench_answers.py``, never the model's code or
its notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

The questions are weighted by the size of the files (urllib3's pyOpenSSL backend most, then the
Unix C compiler of distutils, lark's Earley parser, playwright's waiter). About a fifth of them are
in the user's own words (``own=True``: behaviour described in everyday words the code does not use
for it, with one definition that fits); the rest name the code, run a command or ask for an edit,
each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``python benchmarks/check_set.py`` on this file until it printed
``0 bad`` (every ``def`` / ``body`` / ``returns`` gold names one definition, every grep matches the
lines meant, every command prints its expected text); for each edit the correct edit was made by
hand on a scratch copy of the workspace and ``bench_answers.check_effect`` held after it (and the
declined ones leave the files unchanged). The commands need the whole package to import, so they
run against the installed package; each exercises the one file its workspace holds (urllib3's
pyOpenSSL module has no command: pyOpenSSL is not installed here).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h212_playwright_waiter": ["playwright/_impl/waiter.py"],
    "h212_setuptools_unixccompiler": ["setuptools/_distutils/unixccompiler.py"],
    "h212_lark_earley": ["lark/parsers/earley.py"],
    "h212_urllib3_pyopenssl": ["urllib3/contrib/pyopenssl.py"],
}

WAITER = "playwright/_impl/waiter.py"
UNIXCC = "setuptools/_distutils/unixccompiler.py"
EARLEY = "lark/parsers/earley.py"
PYOSSL = "urllib3/contrib/pyopenssl.py"


QUESTIONS: list[dict] = [
    # --- urllib3/contrib/pyopenssl.py --------------------------------------------------------
    q(
        "h212_urllib3_pyopenssl",
        "where",
        "Where's WrappedSocket._send_until_done?",
        {"def": "WrappedSocket._send_until_done"},
    ),
    q(
        "h212_urllib3_pyopenssl",
        "returns",
        "what can _dnsname_to_stdlib give back -- e.g. for an IPv6 literal, or a name that idna "
        "refuses to encode?",
        {"returns": "_dnsname_to_stdlib"},
    ),
    q(
        "h212_urllib3_pyopenssl",
        "calls",
        "Who calls `_validate_dependencies_met` in urllib3's pyopenssl module?",
        grep(r"^\s+_validate_dependencies_met\(\)", PYOSSL),
    ),
    q(
        "h212_urllib3_pyopenssl",
        "calls",
        "i'm tracing how the TLS options get applied -- from where is _set_ctx_options called?",
        grep(r"self\._set_ctx_options\(\)", PYOSSL),
    ),
    q(
        "h212_urllib3_pyopenssl",
        "raises",
        "inject_into_urllib3() fails with ImportError \"'pyOpenSSL' module missing required "
        'functionality. Try upgrading to v0.14 or newer." Where is that raised?',
        grep(r'if getattr\(x509, "_x509", None\) is None|\'pyOpenSSL\' module missing', PYOSSL),
    ),
    q(
        "h212_urllib3_pyopenssl",
        "raises",
        "Our requests through the pyOpenSSL backend sometimes die with TimeoutError: The read "
        "operation timed out. Which lines throw that?",
        grep(r'raise TimeoutError\("The read operation timed out"\)', PYOSSL),
    ),
    q(
        "h212_urllib3_pyopenssl",
        "raises",
        "where is the SSLError 'bad handshake' raised in PyOpenSSLContext?",
        grep(r'raise ssl\.SSLError\(f"bad handshake', PYOSSL),
    ),
    q(
        "h212_urllib3_pyopenssl",
        "const",
        "Where does PyOpenSSLContext set its default verify flags, and what's the default?",
        grep(r"self\._verify_flags: int = ssl\.VERIFY_X509_TRUSTED_FIRST", PYOSSL),
    ),
    q(
        "h212_urllib3_pyopenssl",
        "which",
        "Which function collects the DNS names and IP addresses a server's certificate is valid "
        "for, in the shape getpeercert() hands out?",
        {"body": "get_subj_alt_name"},
    ),
    q(
        "h212_urllib3_pyopenssl",
        "which",
        "When I push a large payload down the encrypted connection, which code chops it into "
        "16 KB pieces and keeps going until every byte has gone out?",
        {"body": "WrappedSocket.sendall"},
        own=True,
    ),
    q(
        "h212_urllib3_pyopenssl",
        "which",
        "Which bit decides, certificate by certificate, that the chain is acceptable only when "
        "the library reported no problem at all with it?",
        {"body": "_verify_callback"},
        own=True,
    ),
    q(
        "h212_urllib3_pyopenssl",
        "how",
        "How does PyOpenSSLContext.wrap_socket decide whether to send the server_hostname as "
        "SNI, and what does it do while the handshake wants more data to read?",
        {"body": "PyOpenSSLContext.wrap_socket"},
    ),
    q(
        "h212_urllib3_pyopenssl",
        "how",
        "Say I only want to allow TLS 1.2 through 1.3. How does that range turn into switches "
        "on the underlying library that knock out the older and newer releases?",
        {"body": "PyOpenSSLContext._set_ctx_options"},
        grep(r"^_openssl_to_ssl_(minimum|maximum)_version: dict", PYOSSL),
        own=True,
    ),
    q(
        "h212_urllib3_pyopenssl",
        "edit",
        "OpenSSL 3 here writes bigger records fine -- in urllib3/contrib/pyopenssl.py please set "
        "SSL_WRITE_BLOCKSIZE to 32768 instead of 16384.",
        {"effect": {"value_set": [PYOSSL, "SSL_WRITE_BLOCKSIZE", "32768"]}},
    ),
    q(
        "h212_urllib3_pyopenssl",
        "edit",
        "WrappedSocket.recv and recv_into duplicate the whole exception ladder (ragged EOF, "
        "ZeroReturnError, WantReadError, ...). Refactor them to share one helper, keep the "
        "behaviour identical, and add tests covering each branch.",
        {"effect": {"declined": True}},
    ),
    # --- setuptools/_distutils/unixccompiler.py ----------------------------------------------
    q(
        "h212_setuptools_unixccompiler",
        "where",
        "where is _library_root defined in distutils' unixccompiler",
        {"def": "UnixCCompiler._library_root"},
    ),
    q(
        "h212_setuptools_unixccompiler",
        "returns",
        "What does UnixCCompiler.runtime_library_dir_option return? It seems to differ per "
        "platform (macOS, FreeBSD, HP-UX, GNU ld).",
        {"returns": "UnixCCompiler.runtime_library_dir_option"},
    ),
    q(
        "h212_setuptools_unixccompiler",
        "calls",
        "who uses _split_env()?",
        grep(r"= _split_env\(", UNIXCC),
    ),
    q(
        "h212_setuptools_unixccompiler",
        "raises",
        "Building my extension I get TypeError: 'output_dir' must be a string or None. Where's "
        "that coming from in unixccompiler.py?",
        grep(r"raise TypeError\(\"'output_dir' must be a string or None\"\)", UNIXCC),
    ),
    q(
        "h212_setuptools_unixccompiler",
        "const",
        "where does UnixCCompiler set the default archiver command (ar -cr)?",
        grep(r"'archiver': \[\"ar\", \"-cr\"\]", UNIXCC),
    ),
    q(
        "h212_setuptools_unixccompiler",
        "which",
        "Which method produces the flag that adds one more folder for the linker to look in for "
        "libraries at build time (not the one consulted when the program runs)?",
        {"body": "UnixCCompiler.library_dir_option"},
        own=True,
    ),
    q(
        "h212_setuptools_unixccompiler",
        "which",
        "On Apple machines, when my build flags point at a different system image, which piece "
        "moves system folders (though not the locally installed ones) under that image's "
        "location?",
        {"body": "UnixCCompiler._library_root"},
        own=True,
    ),
    q(
        "h212_setuptools_unixccompiler",
        "how",
        "how does find_library_file pick between libfoo.dylib, libfoo.tbd, libfoo.so and "
        "libfoo.a when more than one exists?",
        {"body": "UnixCCompiler.find_library_file"},
    ),
    q(
        "h212_setuptools_unixccompiler",
        "how",
        "For a C++ project, the final step that glues the object files together: how does it "
        "put the C++ compiler in front while keeping a leading 'VAR=value' wrapper and the "
        "extra flags of the original command?",
        {"body": "UnixCCompiler.link"},
        own=True,
    ),
    run(
        "h212_setuptools_unixccompiler",
        "Can you run {} and tell me what it prints?",
        "from setuptools._distutils.unixccompiler import _linker_params; "
        "print(_linker_params('ccache gcc -shared -O2'.split(), ['gcc']))",
        "['gcc', '-shared', '-O2']",
    ),
    run(
        "h212_setuptools_unixccompiler",
        "What's the output of {}?",
        "from setuptools._distutils.unixccompiler import UnixCCompiler; c = UnixCCompiler(); "
        "print([c.library_filename('z', lib_type=t) for t in ('static', 'shared', 'xcode_stub')])",
        "['libz.a', 'libz.so', 'libz.tbd']",
    ),
    q(
        "h212_setuptools_unixccompiler",
        "edit",
        "UnixCCompiler._is_gcc has no docstring; please add one to it (it says whether the "
        "configured CC is gcc or g++).",
        {"effect": {"docstring": "UnixCCompiler._is_gcc"}},
    ),
    # --- lark/parsers/earley.py --------------------------------------------------------------
    q(
        "h212_lark_earley",
        "where",
        "Where is predict_and_complete defined in lark's earley parser?",
        {"def": "Parser.predict_and_complete"},
    ),
    q(
        "h212_lark_earley",
        "returns",
        "what does earley Parser.parse return, a Tree or the SPPF root?",
        {"returns": "Parser.parse"},
    ),
    q(
        "h212_lark_earley",
        "calls",
        "Which lines call `self.predict_and_complete`?",
        grep(r"self\.predict_and_complete\(", EARLEY),
    ),
    q(
        "h212_lark_earley",
        "raises",
        "Where does the Earley parser throw UnexpectedEOF when the input ends too early?",
        grep(r"raise UnexpectedEOF\(", EARLEY),
    ),
    q(
        "h212_lark_earley",
        "raises",
        "Got 'RuntimeError: Earley should not generate multiple start symbol items! Please "
        "report this bug.' -- where in earley.py is that?",
        grep(r"Earley should not generate multiple start symbol items", EARLEY),
    ),
    q(
        "h212_lark_earley",
        "which",
        "which nested helper in _parse tells whether an item would be complete if the rest of "
        "its symbols were all nullable?",
        {"body": "Parser._parse.is_quasi_complete"},
    ),
    q(
        "h212_lark_earley",
        "which",
        "Which part takes the next piece of input, moves on every pending item that was waiting "
        "for exactly that kind of piece, and complains when not one of them was?",
        {"body": "Parser._parse.scan"},
        own=True,
    ),
    q(
        "h212_lark_earley",
        "how",
        "How does the Earley Parser's constructor decide whether it needs a ForestSumVisitor? "
        "Are terminal priorities looked at with the basic lexer?",
        {"body": "Parser.__init__"},
    ),
    q(
        "h212_lark_earley",
        "how",
        "How does predict_and_complete handle empty (nullable) rules completed in the same "
        "step, without looping forever?",
        {"body": "Parser.predict_and_complete"},
    ),
    run(
        "h212_lark_earley",
        "Please run {} -- what does it print?",
        "from lark import Lark; "
        "p = Lark('start: x+\\nx: A | A A\\nA: /a/', parser='earley', lexer='basic', "
        "ambiguity='explicit'); t = p.parse('aaa'); print(t.data, len(t.children))",
        "_ambig 3",
    ),
    q(
        "h212_lark_earley",
        "edit",
        'in lark/parsers/earley.py the debug SPPF image is written to "sppf.png"; rename it '
        'to "sppf_debug.png".',
        {
            "effect": {
                "text_replaced": [
                    EARLEY,
                    'debug_walker.visit(solution, "sppf.png")',
                    'debug_walker.visit(solution, "sppf_debug.png")',
                ]
            }
        },
    ),
    # --- playwright/_impl/waiter.py ----------------------------------------------------------
    q(
        "h212_playwright_waiter",
        "where",
        "where's Waiter.reject_on_timeout",
        {"def": "Waiter.reject_on_timeout"},
    ),
    q(
        "h212_playwright_waiter",
        "returns",
        "What does format_log_recording return, and what if the log list is empty?",
        {"returns": "format_log_recording"},
    ),
    q(
        "h212_playwright_waiter",
        "calls",
        "In playwright's waiter, where is _reject_on called?",
        grep(r"self\._reject_on\(", WAITER),
    ),
    q(
        "h212_playwright_waiter",
        "raises",
        "Where does the Waiter actually raise the error that was stored by reject_immediately()?",
        grep(r"raise self\._immediate_error", WAITER),
    ),
    q(
        "h212_playwright_waiter",
        "which",
        "I need something I can await that completes on its own after some number of milliseconds, plus a "
        "way to call the alarm off. Which helper gives me both?",
        {"body": "wait_for_timeout"},
        own=True,
    ),
    q(
        "h212_playwright_waiter",
        "how",
        "how does Waiter.wait_for_promise deal with a CancelledError as opposed to any other "
        "exception? Does the log get appended in both cases?",
        {"body": "Waiter.wait_for_promise"},
    ),
    q(
        "h212_playwright_waiter",
        "how",
        "When I hold on until something fires and my check on it is itself async, how does it "
        "put off handing back the payload until that check says yes?",
        {"body": "wait_for_event"},
        own=True,
    ),
    run(
        "h212_playwright_waiter",
        "Hi, could you execute {} and show me the banner line it prints?",
        "from playwright._impl.waiter import format_log_recording; "
        "print(format_log_recording(['navigating', 'waiting for load']))",
        "=========================== logs ===========================",
    ),
    q(
        "h212_playwright_waiter",
        "edit",
        "The log banner in waiter.py is a bit narrow: change header_length = 60 to 80 in "
        "format_log_recording.",
        {"effect": {"text_replaced": [WAITER, "header_length = 60", "header_length = 80"]}},
    ),
    q(
        "h212_playwright_waiter",
        "edit",
        "Every now and then an expect_event() in our suite just hangs forever. There must be a "
        "race somewhere in playwright/_impl/waiter.py -- can you find the bug and fix it?",
        {"effect": {"declined": True}},
    ),
]
