"""The hundred-and-twenty-second held-out set: questions on parts of two third-party packages that
no other set uses, copied from the installed site-packages (prompt_toolkit 3.0.52: its
output/vt100.py, styles/style.py, filters/app.py, filters/base.py and shortcuts/prompt.py; fsspec
2026.9.0: its implementations/local.py, implementations/memory.py, implementations/cached.py and
core.py), written blind: by reading only those files, never the model's code or its notes, and
committed before the model was asked any of them. Nothing is tuned on it: only its totals are
looked at.

Each workspace holds exactly those files, at their paths inside site-packages. The questions are
weighted by the size of the two (prompt_toolkit a little more). About a fifth of them are in the
user's own words (``"own": True``: behaviour described in everyday words the code does not use
for it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own.
Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h122_prompt_toolkit": [
        "prompt_toolkit/output/vt100.py",
        "prompt_toolkit/styles/style.py",
        "prompt_toolkit/filters/app.py",
        "prompt_toolkit/filters/base.py",
        "prompt_toolkit/shortcuts/prompt.py",
    ],
    "h122_fsspec": [
        "fsspec/implementations/local.py",
        "fsspec/implementations/memory.py",
        "fsspec/implementations/cached.py",
        "fsspec/core.py",
    ],
}

PTK = "h122_prompt_toolkit"
FSS = "h122_fsspec"

VT100 = "prompt_toolkit/output/vt100.py"
STYLE = "prompt_toolkit/styles/style.py"
FILTERS_APP = "prompt_toolkit/filters/app.py"
FILTERS_BASE = "prompt_toolkit/filters/base.py"
PROMPT = "prompt_toolkit/shortcuts/prompt.py"

LOCAL = "fsspec/implementations/local.py"
MEMORY = "fsspec/implementations/memory.py"
CACHED = "fsspec/implementations/cached.py"
CORE = "fsspec/core.py"


QUESTIONS: list[dict] = [
    # --- prompt_toolkit ----------------------------------------------------------------------
    q(
        PTK,
        "where",
        "where is Vt100_Output.get_default_color_depth defined",
        {"def": "Vt100_Output.get_default_color_depth"},
    ),
    q(
        PTK,
        "where",
        "I'm combining a couple of Style objects. Where's `merge_styles`?",
        {"def": "merge_styles"},
    ),
    q(
        PTK,
        "returns",
        "What does parse_color return - e.g. if I give it a 3-digit hex like '#abc' or one of "
        "the named colours?",
        {"returns": "parse_color"},
    ),
    q(
        PTK,
        "returns",
        "what are the possible return values of `Vt100_Output.responds_to_cpr`?",
        {"returns": "Vt100_Output.responds_to_cpr"},
    ),
    q(
        PTK,
        "calls",
        "who calls _parse_style_str in styles/style.py?",
        grep(r"= _parse_style_str\(", STYLE),
    ),
    q(
        PTK,
        "calls",
        "Where is `_remove_duplicates` used in the filters code?",
        grep(r"= _remove_duplicates\(", FILTERS_BASE),
    ),
    q(
        PTK,
        "calls",
        "Which places call PromptSession._create_prompt_bindings()?",
        grep(r"self\._create_prompt_bindings\(\)", PROMPT),
    ),
    q(
        PTK,
        "raises",
        "Where does parse_color throw the 'Wrong color format' ValueError?",
        grep(r'raise ValueError\(f"Wrong color format', STYLE),
    ),
    q(
        PTK,
        "raises",
        "i wrote `if my_filter:` and got a ValueError about the truth value being ambiguous. "
        "where is that raised?",
        grep(r"raise ValueError\($", FILTERS_BASE),
    ),
    q(
        PTK,
        "raises",
        "In vt100.py, where does _color_name_to_rgb let the error through when the colour "
        "isn't valid hex?",
        grep(r"^\s+raise$", VT100),
    ),
    q(
        PTK,
        "raises",
        "Where does PromptSession raise the KeyboardInterrupt (or whatever interrupt_exception "
        "is set to) when Ctrl-C is pressed?",
        grep(r"exception=self\.interrupt_exception\(\)", PROMPT),
    ),
    q(
        PTK,
        "const",
        "where's default_priority set for Style.from_dict?",
        grep(r"^default_priority = ", STYLE),
    ),
    q(
        PTK,
        "which",
        "Which function maps any red/green/blue mix onto the nearest of the sixteen basic "
        "terminal shades, and steers clear of the greys when the shade is vivid?",
        {"body": "_get_closest_ansi_color"},
        {"body": "_16ColorCache._get"},
        own=True,
    ),
    q(
        PTK,
        "which",
        "which filter tells me the user is in vi insert mode",
        {"body": "vi_insert_mode"},
    ),
    q(
        PTK,
        "which",
        "My app sometimes runs inside a really primitive console that can only print plain "
        "characters one after another - no jumping around the screen. Which code takes over "
        "for reading a line in that case?",
        {"body": "PromptSession._dumb_prompt"},
        grep(r"and is_dumb_terminal\(\):$", PROMPT),
        own=True,
    ),
    q(
        PTK,
        "which",
        "Which class do you get back when you combine two filters with `|`?",
        {"body": "_OrList"},
    ),
    q(
        PTK,
        "how",
        "How does Style.get_attrs_for_style_str combine a `class:` name with the classes that "
        "came before it in the style string?",
        {"body": "Style.get_attrs_for_style_str"},
    ),
    q(
        PTK,
        "how",
        "how big does it pretend the window is when the window claims to be zero by zero?",
        {"body": "Vt100_Output.from_pty"},
        grep(r"return Size\(rows=rows or 24, columns=columns or 80\)", VT100),
        own=True,
    ),
    q(
        PTK,
        "how",
        "How does the input line make room underneath it so the pop-up list of choices doesn't "
        "get cut off at the bottom of the terminal?",
        {"body": "PromptSession._get_default_buffer_control_height"},
        own=True,
    ),
    q(
        PTK,
        "how",
        "how does `_EscapeCodeCache` build the escape sequence for, say, bold + underlined text?",
        {"body": "_EscapeCodeCache.__missing__"},
    ),
    q(
        PTK,
        "how",
        "If I hit the end-of-input key with nothing typed the prompt quits, but once I've typed "
        "something the same key does nothing. How is that decided?",
        grep(r"def ctrl_d_condition\(\)|and not app\.current_buffer\.text$", PROMPT),
        own=True,
    ),
    run(
        PTK,
        "What does {} print?",
        "from prompt_toolkit.styles.style import parse_color; "
        "print(parse_color('#abc'), parse_color('AliceBlue'), parse_color('ansibrightred'))",
        "aabbcc f0f8ff ansibrightred",
    ),
    run(
        PTK,
        "quick one, what's the output of {}",
        "from prompt_toolkit.output.vt100 import _get_closest_ansi_color; "
        "print(_get_closest_ansi_color(200, 10, 10), _get_closest_ansi_color(120, 120, 125))",
        "ansired ansibrightblack",
    ),
    q(
        PTK,
        "edit",
        "In prompt_toolkit/shortcuts/prompt.py, change PromptSession's default "
        "reserve_space_for_menu from 8 to 10.",
        {
            "effect": {
                "text_replaced": [
                    PROMPT,
                    "reserve_space_for_menu: int = 8,",
                    "reserve_space_for_menu: int = 10,",
                ]
            }
        },
    ),
    q(
        PTK,
        "edit",
        "my terminal goes nuts with mouse-drag reporting. can you comment out the "
        '`self.write_raw("\\x1b[?1003h")` line in output/vt100.py?',
        {"effect": {"comment_out": [VT100, r'self.write_raw("\x1b[?1003h")']}},
    ),
    q(
        PTK,
        "edit",
        "Please drop vi_search_direction_reversed from the __all__ list in filters/app.py "
        "(just that entry, keep the function).",
        {"effect": {"line_deleted": [FILTERS_APP, '"vi_search_direction_reversed",']}},
    ),
    # --- fsspec ------------------------------------------------------------------------------
    q(FSS, "where", "where's get_umask defined?", {"def": "get_umask"}),
    q(
        FSS,
        "where",
        "Where's LocalTempFile.commit - the bit that uploads the temp file?",
        {"def": "LocalTempFile.commit"},
    ),
    q(
        FSS,
        "returns",
        "what does `split_protocol` return when the url has no protocol in it?",
        {"returns": "split_protocol"},
    ),
    q(
        FSS,
        "calls",
        "who calls _un_chain in fsspec/core.py",
        grep(r"(?<!def )_un_chain\(", CORE),
    ),
    q(
        FSS,
        "calls",
        "Where does _get_cached_file_before_open get called from?",
        grep(r"self\._get_cached_file_before_open\(", CACHED),
    ),
    q(
        FSS,
        "raises",
        "Where can MemoryFileSystem._open raise FileExistsError?",
        grep(r"raise FileExistsError(\(parent\))?$", MEMORY),
    ),
    q(
        FSS,
        "raises",
        "LocalFileSystem.rm refused to delete my folder with a ValueError - where's that raised?",
        grep(r'raise ValueError\("Cannot delete', LOCAL),
    ),
    q(
        FSS,
        "raises",
        "where is BlocksizeMismatchError raised?",
        grep(r"raise BlocksizeMismatchError\(", CACHED),
    ),
    q(
        FSS,
        "raises",
        "I passed compression='zstd2' and got 'Compression type ... not supported'. Which "
        "line raises that?",
        grep(r'raise ValueError\(f"Compression type', CORE),
    ),
    q(
        FSS,
        "const",
        "where does DEFAULT_EXPAND get its value",
        grep(r"^DEFAULT_EXPAND = ", CORE),
    ),
    q(
        FSS,
        "which",
        "I want something that just mirrors each object onto my laptop the first time I read "
        "it, with no side database of timestamps or block lists. Which class is that?",
        {"body": "SimpleCacheFileSystem"},
        own=True,
    ),
    q(
        FSS,
        "which",
        "Which method of the RAM-backed filesystem collects everything beneath a folder in one "
        "go, rather than listing folder after folder?",
        {"body": "MemoryFileSystem.find"},
        own=True,
    ),
    q(
        FSS,
        "which",
        "which bit expands a leading tilde or a dot-relative location into the full location "
        "starting from the root?",
        {"body": "make_path_posix"},
        own=True,
    ),
    q(
        FSS,
        "which",
        "Which class wraps text-mode files so the OpenFile's text layer can be pickled?",
        {"body": "PickleableTextIOWrapper"},
    ),
    q(
        FSS,
        "how",
        "How does url_to_fs deal with a chained url like `simplecache::s3://bucket/key`?",
        {"body": "url_to_fs"},
        {"body": "_un_chain"},
    ),
    q(
        FSS,
        "how",
        "If I spin up two in-RAM filesystems and don't want them peeking at each other's stuff, "
        "how does it keep them apart?",
        {"body": "MemoryFileSystem.__init__"},
        own=True,
    ),
    q(
        FSS,
        "how",
        "how does it decide a copy saved on my disk is too old and needs throwing away?",
        {"body": "CachingFileSystem.clear_expired_cache"},
        {"body": "SimpleCacheFileSystem.clear_expired_cache"},
        own=True,
    ),
    run(
        FSS,
        "Can you run {} and tell me what it prints?",
        "from fsspec.core import split_protocol; "
        "print(split_protocol('s3://bucket/key'), split_protocol('C://x'))",
        "('s3', 'bucket/key') (None, 'C://x')",
    ),
    run(
        FSS,
        "what does {} output",
        "from fsspec.core import _expand_paths; print(_expand_paths('out', None, 3))",
        "['out/0.part', 'out/1.part', 'out/2.part']",
    ),
    q(
        FSS,
        "edit",
        "bump the default expiry_time of CachingFileSystem in implementations/cached.py from "
        "604800 (a week) to 1209600",
        {"effect": {"text_replaced": [CACHED, "expiry_time=604800,", "expiry_time=1209600,"]}},
    ),
    q(
        FSS,
        "edit",
        "Could you add a short docstring to MemoryFileSystem.rmdir saying what it does?",
        {"effect": {"docstring": "MemoryFileSystem.rmdir"}},
    ),
    q(
        FSS,
        "edit",
        "Can you make CachingFileSystem evict the least-recently-used files whenever the cache "
        "directory grows past a configurable size limit, and add tests for it?",
        {"effect": {"declined": True}},
    ),
]
