"""The hundred-and-fourteenth held-out set: questions on parts of two third-party packages that no
other set uses, copied from the installed site-packages (Pillow 13.0.0: the TIFF, JPEG and BMP
plugins and the ImageFilter, ImageStat, ImageSequence and ImageChops modules; aws-xray-sdk 2.15.0:
the ``ext`` integrations and the ``core`` emitters, plugins and streaming sub-packages), written
blind: by reading only those modules, never the model's code or its notes, and committed before
the model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the code (Pillow most, the TIFF plugin above all, then
the X-Ray integrations). About a fifth of them are in the user's own words (``"own": True``:
behaviour described in everyday words the code does not use for it); the rest name the code, run a
command or ask for an edit, each in a phrasing of its own. Gold forms are those of
``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h114_pil_tiff": ["PIL/TiffImagePlugin.py"],
    "h114_pil_jpeg": ["PIL/JpegImagePlugin.py"],
    "h114_pil_bmp": ["PIL/BmpImagePlugin.py"],
    "h114_pil_ops": [
        "PIL/ImageFilter.py",
        "PIL/ImageStat.py",
        "PIL/ImageSequence.py",
        "PIL/ImageChops.py",
    ],
    "h114_xray_ext": ["aws_xray_sdk/ext"],
    "h114_xray_core": [
        "aws_xray_sdk/core/emitters",
        "aws_xray_sdk/core/plugins",
        "aws_xray_sdk/core/streaming",
    ],
}

TIFF = "PIL/TiffImagePlugin.py"
JPEG = "PIL/JpegImagePlugin.py"
BMP = "PIL/BmpImagePlugin.py"
FILTER = "PIL/ImageFilter.py"
STAT = "PIL/ImageStat.py"
HTTPLIB = "aws_xray_sdk/ext/httplib/patch.py"
UDP = "aws_xray_sdk/core/emitters/udp_emitter.py"


QUESTIONS: list[dict] = [
    # --- PIL: TiffImagePlugin ----------------------------------------------------------------
    q(
        "h114_pil_tiff",
        "where",
        "where's ImageFileDirectory_v2.tobytes defined?",
        {"def": "ImageFileDirectory_v2.tobytes"},
    ),
    q(
        "h114_pil_tiff",
        "returns",
        "What does `IFDRational.limit_rational` hand back? Especially when the denominator is 0.",
        {"returns": "IFDRational.limit_rational"},
    ),
    q(
        "h114_pil_tiff",
        "calls",
        "who calls _limit_rational in TiffImagePlugin.py",
        grep(r"(?<!def )_limit_rational\(", TIFF),
    ),
    q(
        "h114_pil_tiff",
        "raises",
        "I'm appending frames to an existing tiff. Where can AppendingTiffWriter blow up with a "
        "RuntimeError?",
        grep(r"raise RuntimeError\(msg\)", TIFF),
    ),
    q(
        "h114_pil_tiff",
        "raises",
        'Where is the "unknown pixel mode" error raised when opening a TIFF?',
        grep(r'"unknown pixel mode"', TIFF),
    ),
    q(
        "h114_pil_tiff",
        "raises",
        "where does the tiff saver refuse an image mode it cant write?",
        grep(r"cannot write mode .* as TIFF", TIFF),
    ),
    q(
        "h114_pil_tiff",
        "const",
        "Where's the COMPRESSION_INFO table (compression number -> decoder name) set up?",
        grep(r"^COMPRESSION_INFO = ", TIFF),
    ),
    q(
        "h114_pil_tiff",
        "which",
        "Which method of TiffImageFile looks at the tags of the current frame and works out the "
        "mode, the size and the tile list?",
        {"body": "TiffImageFile._setup"},
    ),
    q(
        "h114_pil_tiff",
        "which",
        "I have a broken multi-page file where a later page points back to an earlier one, so "
        "the pages go round in a circle. Which code keeps it from going round forever?",
        {"body": "TiffImageFile._seek"},
        own=True,
    ),
    q(
        "h114_pil_tiff",
        "how",
        "My scanner's files give their sharpness in metric units (per cm). When I open one, "
        "where does the library turn that into the usual imperial figure?",
        grep(r'self\.info\["dpi"\] = \(xres \* 2\.54', TIFF),
        own=True,
    ),
    q(
        "h114_pil_tiff",
        "how",
        "when I tack another picture onto the end of a multi-picture file that already exists, "
        "how do the pointers stored inside the added picture get corrected so they still land "
        "on the right bytes?",
        {"body": "AppendingTiffWriter.fixIFD"},
        {"body": "AppendingTiffWriter._fixOffsets"},
        {"body": "AppendingTiffWriter.finalize"},
        own=True,
    ),
    run(
        "h114_pil_tiff",
        "What does {} print?",
        "from PIL.TiffImagePlugin import IFDRational; "
        "print(IFDRational(3, 0), IFDRational(6, 4), IFDRational(7))",
        "nan 1.5 7.0",
    ),
    q(
        "h114_pil_tiff",
        "edit",
        "Please change STRIP_SIZE in PIL/TiffImagePlugin.py from 65536 to 131072.",
        {"effect": {"value_set": [TIFF, "STRIP_SIZE", "131072"]}},
    ),
    # --- PIL: JpegImagePlugin ----------------------------------------------------------------
    q("h114_pil_jpeg", "where", "where is jpeg_factory", {"def": "jpeg_factory"}),
    q(
        "h114_pil_jpeg",
        "calls",
        "Where's `get_sampling` called from?",
        grep(r"= get_sampling\(im\)", JPEG),
    ),
    q(
        "h114_pil_jpeg",
        "raises",
        "In JpegImageFile._open, where does it raise SyntaxError?",
        grep(r'msg = "not a JPEG file"|msg = "no marker found"', JPEG),
    ),
    q(
        "h114_pil_jpeg",
        "which",
        "Photos from my camera sometimes arrive without the print-size density in the file "
        "header. Which bit falls back to digging it out of the camera's own tag block, and what "
        "does it assume if that block is junk?",
        {"body": "JpegImageFile._read_dpi_from_exif"},
        own=True,
    ),
    q(
        "h114_pil_jpeg",
        "how",
        "how does the JPEG reader put an ICC profile back together when it's split over several "
        "APP2 markers?",
        {"body": "SOF"},
        grep(r"self\.icclist\.append\(s\)", JPEG),
    ),
    q(
        "h114_pil_jpeg",
        "edit",
        "could you add a docstring to get_sampling in JpegImagePlugin.py? something like: "
        "returns the libjpeg subsampling code of a JPEG image, -1 if unknown",
        {"effect": {"docstring": "get_sampling"}},
    ),
    # --- PIL: BmpImagePlugin -----------------------------------------------------------------
    q(
        "h114_pil_bmp",
        "returns",
        "what does BmpRleDecoder.decode return?",
        {"returns": "BmpRleDecoder.decode"},
    ),
    q(
        "h114_pil_bmp",
        "raises",
        "Which lines in BmpImageFile._bitmap raise OSError for a bitmap it can't handle?",
        grep(r"raise OSError\(msg\)$", BMP),
    ),
    q(
        "h114_pil_bmp",
        "which",
        "My old bitmap carries a colour lookup list, but each entry in it is just some shade "
        "between pure dark and pure light. Which part notices that and drops the list?",
        grep(r"if grayscale:|rgb != o8\(val\) \* 3", BMP),
        own=True,
    ),
    # --- PIL: ImageFilter / ImageStat / ImageSequence / ImageChops ---------------------------
    q(
        "h114_pil_ops",
        "where",
        "Where is Color3DLUT.transform defined?",
        {"def": "Color3DLUT.transform"},
    ),
    q(
        "h114_pil_ops",
        "raises",
        "where does RankFilter throw ValueError?",
        grep(
            r'msg = "bad filter size"|msg = "filter size too large"|msg = "bad rank value"',
            FILTER,
        ),
    ),
    q(
        "h114_pil_ops",
        "which",
        "I've got two photos of the same scene and at every spot I want whichever of the two is "
        "brighter. Which function does that?",
        {"body": "lighter"},
        own=True,
    ),
    q(
        "h114_pil_ops",
        "how",
        "if i ask for a softening filter with strength 0, does it still do the work or just "
        "hand the picture back unchanged?",
        {"body": "GaussianBlur.filter"},
        {"body": "BoxBlur.filter"},
        own=True,
    ),
    run(
        "h114_pil_ops",
        "Can you run {} and tell me the output?",
        "from PIL.ImageStat import Stat; h = [0] * 256; h[10] = 2; h[20] = 2; s = Stat(h); "
        "print(s.mean, s.median, s.extrema)",
        "[15.0] [20] [(10, 20)]",
    ),
    q(
        "h114_pil_ops",
        "edit",
        "Delete the `Global = Stat  # compatibility` alias at the bottom of PIL/ImageStat.py, "
        "nobody uses it.",
        {"effect": {"line_deleted": [STAT, "Global = Stat  # compatibility"]}},
    ),
    # --- aws_xray_sdk.ext --------------------------------------------------------------------
    q(
        "h114_xray_ext",
        "where",
        "Where's XRayTracedCursor defined?",
        {"def": "XRayTracedCursor"},
    ),
    q(
        "h114_xray_ext",
        "returns",
        "What does `calculate_sampling_decision` return? 1/0 or something else?",
        {"returns": "calculate_sampling_decision"},
    ),
    q(
        "h114_xray_ext",
        "calls",
        "Find every place that calls inject_trace_header.",
        {"grep": r"^\s+inject_trace_header\("},
    ),
    q(
        "h114_xray_ext",
        "calls",
        "who uses _ignore_request in the httplib patch?",
        grep(r"if _ignore_request\(", HTTPLIB),
    ),
    q(
        "h114_xray_ext",
        "calls",
        "Where is add_sql_meta called?",
        grep(r"^\s+add_sql_meta\(self\._xray_meta\)", "aws_xray_sdk/ext/dbapi2.py"),
    ),
    q(
        "h114_xray_ext",
        "raises",
        "My Django app fails on startup with SegmentNameMissingException. Where is that raised?",
        grep(r"raise SegmentNameMissingException\(", "aws_xray_sdk/ext/django/apps.py"),
    ),
    q(
        "h114_xray_ext",
        "const",
        "where is UNKNOWN_HOSTNAME set?",
        grep(r"^UNKNOWN_HOSTNAME = ", "aws_xray_sdk/ext/util.py"),
    ),
    q(
        "h114_xray_ext",
        "which",
        "After patching Python's built-in HTTP connection class, which piece stops the tracing "
        "library's own behind-the-scenes calls to AWS from showing up in my traces?",
        {"body": "_ignored_add_default"},
        {"body": "_ignore_request"},
        own=True,
    ),
    q(
        "h114_xray_ext",
        "which",
        "Which function turns CamelCase AWS parameter names into snake_case keys for the aws "
        "metadata on a subsegment?",
        {"body": "to_snake_case"},
        {"body": "_record_params"},
    ),
    q(
        "h114_xray_ext",
        "how",
        "How does the httplib patch figure out if the request is https or plain http when it "
        "builds the URL?",
        grep(r"ssl_cxt = getattr\(instance|scheme = 'https'", HTTPLIB),
    ),
    q(
        "h114_xray_ext",
        "how",
        "If the address of my database has my login secret in it, does the SQLAlchemy tracing "
        "scrub that before it writes the address into the trace?",
        {"body": "parse_bind"},
        {"body": "_sql_meta"},
        own=True,
    ),
    q(
        "h114_xray_ext",
        "how",
        "with mongo, do my actual queries and the results that come back end up in the trace, "
        "or only names and timings?",
        {"body": "XrayCommandListener.started"},
        {"body": "XrayCommandListener.succeeded"},
        {"body": "XrayCommandListener"},
        own=True,
    ),
    run(
        "h114_xray_ext",
        "what's the output of {}",
        "from aws_xray_sdk.ext.util import to_snake_case, strip_url, get_hostname; "
        "print(to_snake_case('ListObjectsV2'), strip_url('https://api.example.com/items?page=2'),"
        " get_hostname('not a url'))",
        "list_objects_v2 https://api.example.com/items UNKNOWN HOST",
    ),
    q(
        "h114_xray_ext",
        "edit",
        'comment out the log.debug("already patched") line in aws_xray_sdk/ext/django/templates.py',
        {
            "effect": {
                "comment_out": [
                    "aws_xray_sdk/ext/django/templates.py",
                    'log.debug("already patched")',
                ]
            }
        },
    ),
    q(
        "h114_xray_ext",
        "edit",
        "Can you make every middleware in ext (django, flask, bottle, aiohttp) also export its "
        "segments through OpenTelemetry, with a setting to switch between the two, and tests?",
        {"effect": {"declined": True}},
    ),
    # --- aws_xray_sdk.core emitters / plugins / streaming ------------------------------------
    q(
        "h114_xray_core",
        "raises",
        "where's MissingPluginNames raised?",
        grep(r"raise MissingPluginNames\(", "aws_xray_sdk/core/plugins/utils.py"),
    ),
    q(
        "h114_xray_core",
        "which",
        "Which code asks the cloud box's built-in info service what machine it is and which "
        "zone it lives in?",
        {"body": "get_metadata"},
        {"body": "parse_metadata_json"},
        {"body": "get_token"},
        {"body": "do_request"},
        own=True,
    ),
    q(
        "h114_xray_core",
        "how",
        "How does DefaultStreaming._stream decide which subsegments are ready to be sent out "
        "early?",
        {"body": "DefaultStreaming._stream"},
    ),
    run(
        "h114_xray_core",
        "Please run {} - what does it print?",
        "from aws_xray_sdk.core.plugins.utils import get_plugin_modules; "
        "print([m.ORIGIN for m in get_plugin_modules(('EC2Plugin', 'ecs_plugin'))])",
        "['AWS::EC2::Instance', 'AWS::ECS::Container']",
    ),
    q(
        "h114_xray_core",
        "edit",
        "set DEFAULT_DAEMON_ADDRESS in udp_emitter.py to '127.0.0.1:3000', our daemon listens "
        "there",
        {"effect": {"value_set": [UDP, "DEFAULT_DAEMON_ADDRESS", "'127.0.0.1:3000'"]}},
    ),
]
