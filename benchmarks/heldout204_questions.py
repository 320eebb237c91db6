"""The two-hundred-and-fourth set: questions on one module each of four third-party packages,
copied from the installed site-packages (awscli 1.45.11: ``awscli/table.py``; tornado 6.6.1:
``tornado/tcpserver.py``; nbformat 5.11.1: ``nbformat/_struct.py``; mistune 3.4.0:
``mistune/renderers/markdown.py``), written blind: by reading only those files, never the model's
code or its notes, and committed before the model was asked any of them. This is a tuning set: its
misses are read and fixed.

The questions are weighted by the size of the files (awscli's table printer most, then tornado's
TCP server, nbformat's attribute dict, mistune's Markdown renderer). About a fifth of them are in
the user's own words (``"own": True``: behaviour described in everyday words the code does not use
for it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own.
Gold forms are those of ``code_questions.py``. The commands need the whole package to import, so
they run against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h204_awscli_table": ["awscli/table.py"],
    "h204_tornado_tcpserver": ["tornado/tcpserver.py"],
    "h204_nbformat_struct": ["nbformat/_struct.py"],
    "h204_mistune_markdown": ["mistune/renderers/markdown.py"],
}

TABLE = "awscli/table.py"
TCP = "tornado/tcpserver.py"
STRUCT = "nbformat/_struct.py"
MD = "mistune/renderers/markdown.py"


QUESTIONS: list[dict] = [
    # --- awscli/table.py ---------------------------------------------------------------------
    q(
        "h204_awscli_table",
        "where",
        "where's center_text defined in the aws cli table code?",
        {"def": "center_text"},
    ),
    q(
        "h204_awscli_table",
        "returns",
        "What comes back from `determine_terminal_width` when it can't import fcntl, say on "
        "Windows? And otherwise?",
        {"returns": "determine_terminal_width"},
    ),
    q(
        "h204_awscli_table",
        "calls",
        "Where does convert_to_vertical_table get invoked?",
        grep(r"^\s+convert_to_vertical_table\(", TABLE),
    ),
    q(
        "h204_awscli_table",
        "calls",
        "find me every place in table.py that draws the +----+ separator via _write_line_break",
        grep(r"self\._write_line_break\(", TABLE),
    ),
    q(
        "h204_awscli_table",
        "raises",
        "My aws output crashed with 'Row should have 3 elements, instead it has 2'. Which line "
        "throws that?",
        grep(r"raise ValueError\(", TABLE),
    ),
    q(
        "h204_awscli_table",
        "const",
        "where are the colorama init options (autoreset / strip) set?",
        grep(r"^COLORAMA_KWARGS = ", TABLE),
    ),
    q(
        "h204_awscli_table",
        "which",
        "When a block of results only has a single entry, which function flips it on its side so "
        "every heading ends up next to its value, one pair per line?",
        {"def": "convert_to_vertical_table"},
        own=True,
    ),
    q(
        "h204_awscli_table",
        "which",
        "Which method is it that paints the cell values bright blue when output goes to a tty?",
        {"def": "ColorizedStyler.style_row_element"},
    ),
    q(
        "h204_awscli_table",
        "how",
        "Section.calculate_column_widths scales every column by a factor and rounds. How does it "
        "make sure the widths still add up to exactly max_width afterwards?",
        {"body": "Section.calculate_column_widths"},
    ),
    q(
        "h204_awscli_table",
        "how",
        "how does it work out how many screen columns a string takes up when there are chinese "
        "or japanese characters in it? those look twice as wide in my terminal",
        {"body": "get_text_length"},
        own=True,
    ),
    run(
        "h204_awscli_table",
        "Run {} and tell me the exact string it prints.",
        "from awscli.table import center_text; print(repr(center_text('hi', 10)))",
        "'|   hi   |'",
    ),
    q(
        "h204_awscli_table",
        "edit",
        "In awscli/table.py, set 'strip' to True in COLORAMA_KWARGS (leave autoreset alone).",
        {"effect": {"value_set": [TABLE, "COLORAMA_KWARGS", "{'autoreset': True, 'strip': True}"]}},
    ),
    q(
        "h204_awscli_table",
        "edit",
        "IndentedStream.write doesn't have a docstring. could you add one saying it writes the "
        "text with the indent characters on the left and, for a full line, on the right too?",
        {"effect": {"docstring": "IndentedStream.write"}},
    ),
    # --- tornado/tcpserver.py ----------------------------------------------------------------
    q(
        "h204_tornado_tcpserver",
        "where",
        "Where is `TCPServer.add_socket` (singular) declared?",
        {"def": "TCPServer.add_socket"},
    ),
    q(
        "h204_tornado_tcpserver",
        "calls",
        "which methods of TCPServer end up calling add_sockets?",
        grep(r"self\.add_sockets\(", TCP),
    ),
    q(
        "h204_tornado_tcpserver",
        "raises",
        "I passed ssl_options={'keyfile': ...} to TCPServer and got KeyError about certfile. "
        "Where is that raised?",
        grep(r"raise KeyError\(", TCP),
    ),
    q(
        "h204_tornado_tcpserver",
        "raises",
        "Where in tcpserver.py does the constructor raise ValueError for cert or key files that "
        "don't exist on disk?",
        grep(r"raise ValueError\(", TCP),
    ),
    q(
        "h204_tornado_tcpserver",
        "raises",
        "I forgot to override handle_stream in my subclass, where does the NotImplementedError "
        "come from?",
        grep(r"raise NotImplementedError\(\)", TCP),
    ),
    q(
        "h204_tornado_tcpserver",
        "which",
        "Which TCPServer method wraps a newly accepted connection in SSL and builds the "
        "IOStream/SSLIOStream for it?",
        {"def": "TCPServer._handle_connection"},
    ),
    q(
        "h204_tornado_tcpserver",
        "which",
        "Which method makes the server shut the door to fresh callers while letting anyone "
        "already hooked up carry on?",
        {"def": "TCPServer.stop"},
        own=True,
    ),
    q(
        "h204_tornado_tcpserver",
        "how",
        "How does TCPServer.start decide whether to fork child processes, and what does it do "
        "with the sockets queued up by bind()?",
        {"body": "TCPServer.start"},
    ),
    q(
        "h204_tornado_tcpserver",
        "how",
        "With encryption switched on, what happens when somebody opens a connection and hangs up "
        "immediately, like a port scanner does? does the server blow up or quietly drop it?",
        grep(
            r"return connection\.close\(\)|errno\.ECONNABORTED, errno\.EINVAL|"
            r"err\.args\[0\] == ssl\.SSL_ERROR_EOF",
            TCP,
        ),
        own=True,
    ),
    q(
        "h204_tornado_tcpserver",
        "how",
        "If I reserve an extra port the old two-step way after the server has already been "
        "kicked off, does that port get used straight away or parked for later? how is that "
        "handled?",
        grep(r"if self\._started:|_pending_sockets\.extend", TCP),
        own=True,
    ),
    run(
        "h204_tornado_tcpserver",
        "what does {} print?",
        "from tornado.tcpserver import TCPServer; s = TCPServer(); s.stop(); "
        "print(s._started, s._stopped, s.ssl_options)",
        "False True None",
    ),
    q(
        "h204_tornado_tcpserver",
        "edit",
        "please rename `_pending_sockets` to `_queued_sockets` throughout tornado/tcpserver.py",
        {"effect": {"renamed": ["_pending_sockets", "_queued_sockets"]}},
    ),
    q(
        "h204_tornado_tcpserver",
        "edit",
        "Our TCPServer subclass falls over under load. Can you rework _handle_connection so "
        "the SSL handshake runs in a thread pool and profile whether it's actually faster?",
        {"effect": {"declined": True}},
    ),
    # --- nbformat/_struct.py -----------------------------------------------------------------
    q(
        "h204_nbformat_struct",
        "where",
        "which line defines Struct.allow_new_attr",
        {"def": "Struct.allow_new_attr"},
    ),
    q(
        "h204_nbformat_struct",
        "returns",
        "What does Struct.copy() return -- a plain dict or a Struct?",
        {"returns": "Struct.copy"},
    ),
    q(
        "h204_nbformat_struct",
        "calls",
        "In nbformat/_struct.py, where does the code itself call `merge` (not the doctests)?",
        grep(r"^\s+(self|sout)\.merge\(", STRUCT),
    ),
    q(
        "h204_nbformat_struct",
        "raises",
        "s.get = 10 on a Struct gives 'attr get is a protected member of class Struct'. where is "
        "that raised?",
        grep(r"is a protected member of class Struct", STRUCT),
    ),
    q(
        "h204_nbformat_struct",
        "raises",
        "After allow_new_attr(False), where is the KeyError for adding a new key thrown?",
        grep(r"raise KeyError\(", STRUCT),
    ),
    q(
        "h204_nbformat_struct",
        "raises",
        "When I read a field with the dot syntax and it was never filled in, where does the "
        "error get produced?",
        grep(r"raise AttributeError\(key\)", STRUCT),
        own=True,
    ),
    q(
        "h204_nbformat_struct",
        "const",
        "Where's the class-level default for `_allownew` on Struct?",
        grep(r"^    _allownew = True", STRUCT),
    ),
    q(
        "h204_nbformat_struct",
        "which",
        "Which private helper of Struct takes {policy: [keys]} and flips it into {key: policy} "
        "for merge?",
        {"def": "Struct.__dict_invert"},
    ),
    q(
        "h204_nbformat_struct",
        "how",
        "if I take one of these objects away from another with -=, what gets thrown out of mine "
        "and how is it done?",
        {"body": "Struct.__isub__"},
        {"body": "Struct.__sub__"},
        own=True,
    ),
    run(
        "h204_nbformat_struct",
        "can you execute {} for me and tell me the result",
        "from nbformat._struct import Struct; s = Struct(a=10, b=30); "
        "s.merge(Struct(a=1, b=2), {'add': 'a b'}); print(sorted(s.items()))",
        "[('a', 11), ('b', 32)]",
    ),
    q(
        "h204_nbformat_struct",
        "edit",
        "In Struct.copy, replace `return Struct(dict.copy(self))` with "
        "`return type(self)(dict.copy(self))` so subclasses survive copying.",
        {
            "effect": {
                "line_replaced": [
                    STRUCT,
                    "return Struct(dict.copy(self))",
                    "return type(self)(dict.copy(self))",
                ]
            }
        },
    ),
    # --- mistune/renderers/markdown.py -------------------------------------------------------
    q(
        "h204_mistune_markdown",
        "where",
        "Where is _table_cell_align?",
        {"def": "_table_cell_align"},
    ),
    q(
        "h204_mistune_markdown",
        "returns",
        "what can MarkdownRenderer.link return? I see an autolink form and a [text](url) form",
        {"returns": "MarkdownRenderer.link"},
    ),
    q(
        "h204_mistune_markdown",
        "returns",
        "What fence string does `_get_fenced_marker` give back, e.g. when the code already has "
        "backtick fences in it?",
        {"returns": "_get_fenced_marker"},
    ),
    q(
        "h204_mistune_markdown",
        "calls",
        "Who uses _render_table_row in the markdown renderer?",
        grep(r"_render_table_row\(self", MD),
    ),
    q(
        "h204_mistune_markdown",
        "which",
        "Which method chooses how many backticks to put around inline code when re-emitting "
        "markdown?",
        {"def": "MarkdownRenderer.codespan"},
    ),
    q(
        "h204_mistune_markdown",
        "which",
        "Which helper protects the hover tooltip of a clickable web address when that tooltip has "
        "speech marks of its own in it?",
        {"def": "_escape_title"},
        own=True,
    ),
    q(
        "h204_mistune_markdown",
        "how",
        "How does the markdown renderer's heading() choose between '#' style and the "
        "underlined ===/--- style?",
        {"body": "MarkdownRenderer.heading"},
    ),
    q(
        "h204_mistune_markdown",
        "how",
        "A normal sentence of mine starts with '1.' or a dash. When it gets written back out, "
        "how does it stop that from turning into a bullet or numbered item?",
        {"body": "_escape_line_prefix"},
        {"body": "_escape_block_prefix"},
        own=True,
    ),
    q(
        "h204_mistune_markdown",
        "which",
        "Which function turns the column alignments into the `| :---: | ---: |` row under a "
        "table header?",
        {"def": "_render_table_delimiter"},
    ),
    run(
        "h204_mistune_markdown",
        "Could you run {}? I want to see how a two-line setext heading comes back.",
        "import mistune; from mistune.renderers.markdown import MarkdownRenderer; "
        "md = mistune.create_markdown(renderer=MarkdownRenderer()); "
        "print(repr(md('Title\\nmore\\n===')))",
        "Title\\nmore\\n===",
    ),
    q(
        "h204_mistune_markdown",
        "edit",
        "in mistune/renderers/markdown.py make thematic_break emit '---' instead of '***' "
        "(keep the two newlines)",
        {"effect": {"text_replaced": [MD, 'return "***\\n\\n"', 'return "---\\n\\n"']}},
    ),
]
