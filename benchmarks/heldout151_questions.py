"""The hundred-and-fifty-first set, a tuning set: questions on one module each of three
third-party packages, copied from the installed site-packages (Pillow 13.0.0:
``PIL/ImageCms.py`` and ``PIL/PdfParser.py``; charset-normalizer 3.4.7: ``charset_normalizer/md.py``;
cffi 2.0.0: ``cffi/backend_ctypes.py``), written blind: by reading only those files, never the
model's code or its notes, and committed before the model was asked any of them. It is a tuning
set: its misses are read and fixed.

The questions are weighted by the size of the files (the four are close in size: Pillow's PDF
parser and cffi's ctypes backend a little more, then Pillow's colour management, charset-normalizer's
mess detector). About a fifth of them are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command
or ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
The commands need the whole package to import, so they run against the installed package; each
exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h151_pil_imagecms": ["PIL/ImageCms.py"],
    "h151_pil_pdfparser": ["PIL/PdfParser.py"],
    "h151_cn_md": ["charset_normalizer/md.py"],
    "h151_cffi_backend_ctypes": ["cffi/backend_ctypes.py"],
}

CMS = "PIL/ImageCms.py"
PDF = "PIL/PdfParser.py"
MD = "charset_normalizer/md.py"
CTB = "cffi/backend_ctypes.py"


QUESTIONS: list[dict] = [
    # --- PIL/ImageCms.py ---------------------------------------------------------------------
    q(
        "h151_pil_imagecms",
        "where",
        "In ImageCms, where is PyCMSError declared?",
        {"def": "PyCMSError"},
    ),
    q(
        "h151_pil_imagecms",
        "returns",
        "what does `isIntentSupported` give back -- a bool, or something else?",
        {"returns": "isIntentSupported"},
    ),
    q(
        "h151_pil_imagecms",
        "calls",
        "Where does anything call apply_in_place on a transform?",
        grep(r"\.apply_in_place\(", CMS),
    ),
    q(
        "h151_pil_imagecms",
        "raises",
        "I passed renderingIntent=7 by mistake and got a PyCMSError back. Which lines in "
        "ImageCms.py check that and throw?",
        grep(r"renderingIntent must be an integer between 0 and 3", CMS),
    ),
    q(
        "h151_pil_imagecms",
        "raises",
        "createProfile('CMYK') fails for me -- where is the unsupported colour space rejected?",
        grep(r"Color space not supported for on-the-fly", CMS),
    ),
    q(
        "h151_pil_imagecms",
        "const",
        "where's `_MAX_FLAG` computed? the flags range check compares against it",
        grep(r"^_MAX_FLAG = ", CMS),
    ),
    run(
        "h151_pil_imagecms",
        "Can you execute {} and tell me the number it prints?",
        "from PIL.ImageCms import Flags; print(int(Flags.GRIDPOINTS(3)))",
        "196608",
    ),
    q(
        "h151_pil_imagecms",
        "edit",
        "Bump the pyCMS version string in PIL/ImageCms.py: set _VERSION to '1.0.1 pil'.",
        {"effect": {"value_set": [CMS, "_VERSION", "'1.0.1 pil'"]}},
    ),
    q(
        "h151_pil_imagecms",
        "which",
        "which method packs a gridpoint count into the lcms flag bits?",
        {"def": "Flags.GRIDPOINTS"},
    ),
    q(
        "h151_pil_imagecms",
        "which",
        "I have a whole folder of photos that all need the same colour change. Which piece lets "
        "me set that change up once and keep reusing it, so the expensive setup isn't redone for "
        "every picture?",
        {"body": "buildTransform"},
        {"body": "ImageCmsTransform"},
        own=True,
    ),
    q(
        "h151_pil_imagecms",
        "how",
        "How does getProfileName decide whether the name is just the model, model plus "
        "manufacturer, or the description?",
        {"body": "getProfileName"},
    ),
    q(
        "h151_pil_imagecms",
        "how",
        "On Windows my colour file sits in a folder with accented letters in its path. How does "
        "the library still manage to load it?",
        {"body": "ImageCmsProfile.__init__"},
        own=True,
    ),
    # --- PIL/PdfParser.py --------------------------------------------------------------------
    q(
        "h151_pil_pdfparser",
        "where",
        "where is XrefTable defined in PdfParser.py",
        {"def": "XrefTable"},
    ),
    q(
        "h151_pil_pdfparser",
        "returns",
        "What can `PdfParser.get_buf_from_file` return? I'm wondering what happens with an "
        "empty file.",
        {"returns": "PdfParser.get_buf_from_file"},
    ),
    q(
        "h151_pil_pdfparser",
        "calls",
        "who calls read_indirect",
        grep(r"self\.read_indirect\(", PDF),
    ),
    q(
        "h151_pil_pdfparser",
        "raises",
        "Opening a damaged PDF gives me PdfFormatError: unrecognized object: b'...'. Where is "
        "that thrown?",
        grep(r"unrecognized object: ", PDF),
    ),
    q(
        "h151_pil_pdfparser",
        "raises",
        "What raises when I `del` an object id from the xref table that was never there?",
        grep(r"cannot be deleted because it doesn't exist", PDF),
    ),
    q(
        "h151_pil_pdfparser",
        "const",
        "Where is the default nesting limit of 900 set for parsing values?",
        grep(r"max_nesting: int = 900", PDF),
    ),
    run(
        "h151_pil_pdfparser",
        "what does {} print?",
        "from PIL.PdfParser import PdfName; print(bytes(PdfName('A B')))",
        "b'/A#20B'",
    ),
    q(
        "h151_pil_pdfparser",
        "edit",
        "PdfStream.decode in PIL/PdfParser.py has no docstring. Please add one saying it returns "
        "the stream bytes, inflating them when the filter is FlateDecode.",
        {"effect": {"docstring": "PdfStream.decode"}},
    ),
    q(
        "h151_pil_pdfparser",
        "edit",
        "write_header still stamps files as %PDF-1.4; change that header to %PDF-1.7 please",
        {"effect": {"text_replaced": [PDF, "%PDF-1.4", "%PDF-1.7"]}},
    ),
    q(
        "h151_pil_pdfparser",
        "which",
        "Which function encodes a Python str as a PDF text string, with the UTF-16 BE byte order "
        "mark in front?",
        {"def": "encode_text"},
    ),
    q(
        "h151_pil_pdfparser",
        "which",
        "The document's metadata has a bit saying when it was made, as text with a timezone shift "
        "tacked on. Which part turns that into a real time value?",
        {"body": "PdfDict.__getattr__"},
        own=True,
    ),
    q(
        "h151_pil_pdfparser",
        "how",
        "how does XrefTable.write split the object ids into contiguous runs, and what does it "
        "write for deleted ones?",
        {"body": "XrefTable.write"},
    ),
    q(
        "h151_pil_pdfparser",
        "how",
        "Say a broken document has sheets whose parent points back round to itself. How does "
        "the reader avoid walking in circles forever, and does it crash on very deeply nested "
        "ones?",
        {"body": "PdfParser.linearize_page_tree"},
        own=True,
    ),
    # --- charset_normalizer/md.py ------------------------------------------------------------
    q(
        "h151_cn_md",
        "where",
        "Where's `mess_ratio` defined?",
        {"def": "mess_ratio"},
    ),
    q(
        "h151_cn_md",
        "returns",
        "what does is_suspiciously_successive_range return when one of the two ranges is None?",
        {"returns": "is_suspiciously_successive_range"},
    ),
    q(
        "h151_cn_md",
        "calls",
        "In md.py, where is unicode_range called?",
        grep(r"unicode_range\(character\)", MD),
    ),
    q(
        "h151_cn_md",
        "raises",
        "which lines in charset_normalizer/md.py raise NotImplementedError?",
        grep(r"raise NotImplementedError", MD),
    ),
    run(
        "h151_cn_md",
        "Run {} and tell me the two booleans.",
        "from charset_normalizer.md import is_suspiciously_successive_range as f; "
        "print(f('Basic Latin', 'Cyrillic'), f('Hiragana', 'Katakana'))",
        "True False",
    ),
    q(
        "h151_cn_md",
        "edit",
        "In TooManySymbolOrPunctuationPlugin.feed_info, comment out the line "
        "`self._last_printable_char = character` -- I want to see what happens without it.",
        {"effect": {"comment_out": [MD, "self._last_printable_char = character"]}},
    ),
    q(
        "h151_cn_md",
        "which",
        "which detector gets suspicious when more than a third of the letters have those little "
        "marks on top, like é or ü?",
        {"body": "TooManyAccentuatedPlugin"},
        own=True,
    ),
    q(
        "h151_cn_md",
        "which",
        "Which check is for Chinese-looking output that's mostly made of rare characters, so "
        "it's likely gibberish and not real writing?",
        {"body": "CjkUncommonPlugin"},
        own=True,
    ),
    q(
        "h151_cn_md",
        "how",
        "how does mess_ratio pick the block size it checks the threshold after? does it depend "
        "on the length of the input?",
        grep(
            r"if seq_len < 511:|step: int = 32|elif seq_len < 1024:|step = 64$|step = 128$",
            MD,
        ),
    ),
    q(
        "h151_cn_md",
        "how",
        "How does ArchaicUpperLowerPlugin.feed_info count the upper/lower case flips, and why "
        "do chunks that are pure ASCII not add to the total?",
        {"body": "ArchaicUpperLowerPlugin.feed_info"},
    ),
    q(
        "h151_cn_md",
        "how",
        "When there's a stretch of 24 or more letters with nothing breaking it up, how does it "
        "tell a joinedUpIdentifierLikeThis apart from garbage?",
        grep(r"if buffer_length >= 24 and self\._foreign_long_watch:|probable_camel_cased", MD),
        own=True,
    ),
    # --- cffi/backend_ctypes.py --------------------------------------------------------------
    q(
        "h151_cffi_backend_ctypes",
        "where",
        "which file and line has the CTypesGenericPtr class?",
        {"def": "CTypesGenericPtr"},
    ),
    q(
        "h151_cffi_backend_ctypes",
        "returns",
        "What does CTypesBackend.sizeof return, for a cdata versus for a type?",
        {"returns": "CTypesBackend.sizeof"},
    ),
    q(
        "h151_cffi_backend_ctypes",
        "calls",
        "who calls `_new_struct_or_union`?",
        grep(r"return self\._new_struct_or_union\(", CTB),
    ),
    q(
        "h151_cffi_backend_ctypes",
        "calls",
        "Where is _cast_to_integer() used in the ctypes backend?",
        grep(r"\._cast_to_integer\(\)", CTB),
    ),
    q(
        "h151_cffi_backend_ctypes",
        "raises",
        "ffi.new('union foo *', b'abc') gives me TypeError: union initializer: got a str. "
        "Where does that come from?",
        grep(r'raise TypeError\("union initializer: got a str"\)', CTB),
    ),
    q(
        "h151_cffi_backend_ctypes",
        "raises",
        "my struct has a field that clashes with something on the class and the ctypes backend "
        "complains. where's that check?",
        grep(r"the field name %r conflicts in", CTB),
    ),
    run(
        "h151_cffi_backend_ctypes",
        "Please run {} -- what comes out?",
        "from cffi import FFI; from cffi.backend_ctypes import CTypesBackend; "
        "ffi = FFI(backend=CTypesBackend()); p = ffi.new('int[3]', [1, 2, 3]); "
        "print(ffi.sizeof(p), p[2])",
        "12 3",
    ),
    q(
        "h151_cffi_backend_ctypes",
        "edit",
        "In cffi/backend_ctypes.py, add `'long double': ctypes.c_longdouble,` to "
        "PRIMITIVE_TYPES, on the line right after `'_Bool': ctypes.c_bool,`.",
        {
            "effect": {
                "line_after": [
                    CTB,
                    "'_Bool': ctypes.c_bool,",
                    "'long double': ctypes.c_longdouble,",
                ]
            }
        },
    ),
    q(
        "h151_cffi_backend_ctypes",
        "edit",
        "Could you go through backend_ctypes.py, add full type hints everywhere and fix whatever "
        "bugs you find in the struct/union handling along the way?",
        {"effect": {"declined": True}},
    ),
    q(
        "h151_cffi_backend_ctypes",
        "which",
        "Which CTypesBackend method implements ffi.gc(), keeping the destructors in a weakref "
        "cache?",
        {"def": "CTypesBackend.gcp"},
    ),
    q(
        "h151_cffi_backend_ctypes",
        "which",
        "Which class wraps an opened .so so I can grab its entry points and peek at or "
        "overwrite its globals?",
        {"body": "CTypesLibrary"},
        own=True,
    ),
    q(
        "h151_cffi_backend_ctypes",
        "how",
        "how does CTypesData compare two cdata objects with == or <? pointers vs primitives",
        {"body": "CTypesData._make_cmp"},
    ),
    q(
        "h151_cffi_backend_ctypes",
        "how",
        "When I print one of these C objects, how is the memory location turned into that hex "
        "text, and what happens if the number comes out below zero?",
        {"body": "CTypesData._addr_repr"},
        own=True,
    ),
]
