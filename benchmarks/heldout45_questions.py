"""The forty-fifth held-out set: questions on parts of two third-party packages that no other set
uses, copied from the installed site-packages (moto 5.2.1, its ``moto/s3`` subpackage only, and
prompt_toolkit 3.0.52, its ``key_binding``, ``widgets``, ``input`` and ``output`` subpackages only),
written blind: by reading only those packages, never the model's code or its notes, and committed
before the model was asked any of them. Nothing is tuned on it: only its totals are looked at.

No question is about ``prompt_toolkit/key_binding/key_processor.py`` (another set edits it).
Neither workspace holds its top-level package's ``__init__``, so the commands import one module
file by path (putting its folder on ``sys.path``), and only files that have no package or
package-relative imports: ``select_object_content.py`` and ``cloud_formation.py`` from moto/s3,
``digraphs.py`` and ``flush_stdout.py`` from prompt_toolkit.

The questions are weighted by size (moto/s3 a little over half). About a fifth of them are in the
user's own words (``"own": True``: behaviour described in everyday words the code does not use for
it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold
forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h45_moto_s3": ["moto/s3"],
    "h45_ptk": [
        "prompt_toolkit/key_binding",
        "prompt_toolkit/widgets",
        "prompt_toolkit/input",
        "prompt_toolkit/output",
    ],
}

MOTO = "h45_moto_s3"
PTK = "h45_ptk"

MODELS = "moto/s3/models.py"
RESPONSES = "moto/s3/responses.py"
KEYB = "prompt_toolkit/key_binding/key_bindings.py"
VI = "prompt_toolkit/key_binding/bindings/vi.py"


QUESTIONS: list[dict] = [
    # --- moto/s3 -----------------------------------------------------------------------------
    q(MOTO, "where", "where's get_canned_acl defined", {"def": "get_canned_acl"}),
    q(
        MOTO,
        "where",
        "Hi! Could you point me to the class that builds the combined checksum for a multipart "
        "upload (MultipartChecksumBuilder)?",
        {"def": "MultipartChecksumBuilder"},
    ),
    q(
        MOTO,
        "returns",
        "What does `parse_region_from_url` give back when the URL isn't an amazonaws.com one?",
        {"returns": "parse_region_from_url"},
    ),
    q(
        MOTO,
        "returns",
        "restore_object on the s3 backend -- what does it return? trying to understand the "
        "200 vs 202 thing",
        {"returns": "S3Backend.restore_object"},
    ),
    q(
        MOTO,
        "calls",
        "who calls _set_delete_marker",
        grep(r"self\._set_delete_marker\(", MODELS),
    ),
    q(
        MOTO,
        "calls",
        "Where is `metadata_from_headers` used in responses.py?",
        grep(r"(?<!def )metadata_from_headers\(", RESPONSES),
    ),
    q(
        MOTO,
        "calls",
        "which code calls cfn_to_api_encryption?",
        grep(r"= cfn_to_api_encryption\(", MODELS),
    ),
    q(
        MOTO,
        "raises",
        "Where does moto raise BucketAlreadyExists?",
        grep(r"raise BucketAlreadyExists\(", MODELS),
    ),
    q(
        MOTO,
        "raises",
        "completing my multipart upload blows up with EntityTooSmall in moto. where is that "
        "thrown?",
        grep(r"raise EntityTooSmall\(", MODELS),
    ),
    q(
        MOTO,
        "raises",
        "where's InvalidRange raised (the range header handling)?",
        grep(r"raise InvalidRange\(", RESPONSES),
    ),
    q(
        MOTO,
        "raises",
        "If my bucket CORS config lists a method like PATCH, where does moto reject it?",
        grep(r"raise InvalidRequest\(method\)", MODELS),
    ),
    q(
        MOTO,
        "raises",
        "where can S3Backend.put_object_tagging reject the tags I send",
        grep(r"raise (InvalidTagError|BadRequest)\(", MODELS),
    ),
    q(
        MOTO,
        "const",
        "What's the shortest bucket name moto accepts, and where is that limit set?",
        grep(r"^MIN_BUCKET_NAME_LENGTH = ", MODELS),
    ),
    q(
        MOTO,
        "which",
        "Which method decides whether an object version is still protected by object lock "
        "(legal hold, or GOVERNANCE/COMPLIANCE retention that hasn't expired)?",
        {"body": "FakeKey.is_locked"},
    ),
    q(
        MOTO,
        "which",
        "My frontend on https://app.example.com gets blocked. Which bit of code compares the "
        "website address the browser says it comes from against what the bucket's sharing rules "
        "permit -- including entries with a star that stands for anything?",
        {"body": "cors_matches_origin"},
        own=True,
    ),
    q(
        MOTO,
        "which",
        "I upload a big file in pieces and then tell it I'm finished. Which code stitches the "
        "pieces into one and computes the combined fingerprint, the one with a dash and a number "
        "at the end?",
        {"body": "FakeMultipart.complete"},
        {"body": "S3Backend.complete_multipart_upload"},
        own=True,
    ),
    q(
        MOTO,
        "which",
        "when I ask for only part of a file, say the last 500 bytes, which code cuts out that "
        "slice and answers with a 206?",
        {"body": "S3Response._handle_range_header"},
        own=True,
    ),
    q(
        MOTO,
        "how",
        "How does list_objects_v2 paginate in moto? What is a continuation token actually made "
        "of, and how is it turned back into a starting point?",
        {"body": "S3Backend._truncate_result"},
        {"body": "S3Backend._get_results_from_token"},
        {"body": "S3Backend.list_objects_v2"},
    ),
    q(
        MOTO,
        "how",
        "In a bucket that keeps every old copy of my files, what actually happens when I remove "
        "a file without saying which copy? Does it really vanish?",
        {"body": "S3Backend.delete_object"},
        {"body": "S3Backend._set_delete_marker"},
        own=True,
    ),
    q(
        MOTO,
        "how",
        "how does S3Response strip the chunk-signature framing out of a streaming SigV4 "
        "(aws-chunked) upload body?",
        {"body": "S3Response._handle_v4_chunk_signatures"},
        {"body": "S3Response._handle_encoded_body"},
    ),
    q(
        MOTO,
        "how",
        "I point my tests at http://localhost:5000/mybucket. How does the mock work out that "
        "'mybucket' is the bucket, and not part of the server's address?",
        {"body": "S3Response.subdomain_based_buckets"},
        {"body": "S3Response.parse_bucket_name_from_url"},
        own=True,
    ),
    run(
        MOTO,
        "What does {} print? (run from the folder that holds moto/)",
        "import sys; sys.path.insert(0, 'moto/s3'); "
        "from select_object_content import _create_header; "
        "print(_create_header(b'k', b'v'))",
        "b'\\x01k\\x07\\x00\\x01v'",
    ),
    run(
        MOTO,
        "can you run {} and tell me what comes out",
        "import sys; sys.path.insert(0, 'moto/s3'); "
        "from cloud_formation import cfn_to_api_encryption; "
        "r = cfn_to_api_encryption({'ServerSideEncryptionConfiguration': "
        "[{'ServerSideEncryptionByDefault': {'SSEAlgorithm': 'AES256'}}]}); "
        "print(r['@xmlns'], dict(r['Rule']['ApplyServerSideEncryptionByDefault']))",
        "http://s3.amazonaws.com/doc/2006-03-01/ {'SSEAlgorithm': 'AES256'}",
    ),
    q(
        MOTO,
        "edit",
        "Please raise MAX_BUCKET_NAME_LENGTH in moto/s3/models.py from 63 to 255, we use long "
        "generated names in tests.",
        {"effect": {"value_set": [MODELS, "MAX_BUCKET_NAME_LENGTH", "255"]}},
    ),
    q(
        MOTO,
        "edit",
        "rename `_get_region_from_arn` in moto/s3/notifications.py to `_region_of_arn` "
        "(and update its callers)",
        {"effect": {"renamed": ["_get_region_from_arn", "_region_of_arn"]}},
    ),
    q(
        MOTO,
        "edit",
        "Could you add a short docstring to cors_matches_origin in moto/s3/utils.py?",
        {"effect": {"docstring": "cors_matches_origin"}},
    ),
    q(
        MOTO,
        "edit",
        "Can you make the S3 mock persist buckets and objects to disk so they survive between "
        "test sessions, with a setting to turn it on and a way to migrate old saved state?",
        {"effect": {"declined": True}},
    ),
    # --- prompt_toolkit (key_binding, widgets, input, output) ---------------------------------
    q(PTK, "where", "where is Vt100Parser defined?", {"def": "Vt100Parser"}),
    q(PTK, "where", "Where's merge_key_bindings", {"def": "merge_key_bindings"}),
    q(
        PTK,
        "returns",
        "what does `_get_closest_ansi_color` in output/vt100.py return?",
        {"returns": "_get_closest_ansi_color"},
    ),
    q(
        PTK,
        "calls",
        "Who calls _display_completions_like_readline?",
        grep(
            r"^\s+_display_completions_like_readline\(event\.app",
            "prompt_toolkit/key_binding/bindings/completion.py",
        ),
    ),
    q(
        PTK,
        "calls",
        "which output classes call flush_stdout",
        {"grep": r"flush_stdout\(self\.stdout, data\)"},
    ),
    q(
        PTK,
        "raises",
        "KeyBindings.remove -- where does it raise when nothing matches?",
        grep(r'raise ValueError\(f"Binding not found', KEYB),
    ),
    q(
        PTK,
        "raises",
        "I did kb.add('c-foo') and got an error. Where is an invalid key name rejected?",
        grep(r'raise ValueError\(f"Invalid key', KEYB),
    ),
    q(
        PTK,
        "raises",
        "where does Vt100Input raise if stdin has no usable fileno (e.g. running under IDLE)?",
        grep(r"raise io\.UnsupportedOperation\(", "prompt_toolkit/input/vt100.py"),
    ),
    q(
        PTK,
        "const",
        "which register names are valid in vi mode? where is vi_register_names set",
        grep(r"^vi_register_names = ", VI),
    ),
    q(
        PTK,
        "which",
        "Which class wraps a KeyBindings object so that all of its bindings are only active "
        "while some filter is true?",
        {"body": "ConditionalKeyBindings"},
    ),
    q(
        PTK,
        "which",
        "In vi insert mode I want to type a euro sign or an accented e by hitting ctrl-k and then "
        "two plain letters. Which code looks up the pair and puts the symbol in?",
        grep(
            r"def _digraph\(|def _create_digraph|symbol = DIGRAPHS\[code\]|code = code\[::-1\]",
            VI,
        ),
        own=True,
    ),
    q(
        PTK,
        "which",
        "on windows, when I drop a chunk of text from the clipboard into the console, which code "
        "figures out that the flood of incoming keys is that and not me typing?",
        {"body": "ConsoleInputReader._is_paste"},
        {"body": "ConsoleInputReader.read"},
        own=True,
    ),
    q(
        PTK,
        "which",
        "which function picks the Output implementation, e.g. plain text when stdout is "
        "redirected to a file?",
        {"body": "create_output"},
    ),
    q(
        PTK,
        "how",
        "When I press just the lone Esc key, how does the input reader know I'm not halfway "
        "through one of those longer codes the terminal sends for the arrow keys?",
        {"body": "Vt100Parser._input_parser_generator"},
        {"body": "Vt100Parser.flush"},
        {"body": "_IsPrefixOfLongerMatchCache"},
        own=True,
    ),
    q(
        PTK,
        "how",
        "How does KeyBindings.get_bindings_for_keys order the matches when some bindings use "
        "Keys.Any?",
        {"body": "KeyBindings.get_bindings_for_keys"},
    ),
    q(
        PTK,
        "how",
        "On an old terminal that only knows the basic handful of colours, how does a hex colour "
        "from my style get squashed to the nearest one -- and does it stop the text from ending "
        "up the same shade as whatever is behind it?",
        {"body": "_EscapeCodeCache._colors_to_code"},
        {"body": "_16ColorCache"},
        {"body": "_get_closest_ansi_color"},
        own=True,
    ),
    q(
        PTK,
        "how",
        "in my dialog with a bunch of tick boxes, how does it keep track of which ones I've "
        "ticked when I hit space or click one?",
        {"body": "_DialogList._handle_enter"},
        {"body": "_DialogList._get_text_fragments"},
        own=True,
    ),
    run(
        PTK,
        "what's the output of {}",
        "import sys; sys.path.insert(0, 'prompt_toolkit/key_binding'); "
        "from digraphs import DIGRAPHS; "
        "print(hex(DIGRAPHS[('E', 'u')]), ('u', 'E') in DIGRAPHS)",
        "0x20ac False",
    ),
    run(
        PTK,
        "Run {} please -- what does it print?",
        "import io, sys; sys.path.insert(0, 'prompt_toolkit/output'); "
        "from flush_stdout import flush_stdout; "
        "b = io.BytesIO(); t = io.TextIOWrapper(b, encoding='ascii'); "
        "flush_stdout(t, 'caf' + chr(233) + '!'); print(b.getvalue())",
        "b'caf?!'",
    ),
    q(
        PTK,
        "edit",
        "In prompt_toolkit/output/vt100.py, Vt100_Output.write swaps every escape character for "
        "a '?'. Change it so they are just dropped (replace with an empty string instead).",
        {
            "effect": {
                "text_replaced": [
                    "prompt_toolkit/output/vt100.py",
                    'data.replace("\\x1b", "?")',
                    'data.replace("\\x1b", "")',
                ]
            }
        },
    ),
    q(
        PTK,
        "edit",
        'comment out the `handle("c-l")(get_by_name("clear-screen"))` line in '
        "prompt_toolkit/key_binding/bindings/basic.py, I want ctrl-l for something else",
        {
            "effect": {
                "comment_out": [
                    "prompt_toolkit/key_binding/bindings/basic.py",
                    'handle("c-l")(get_by_name("clear-screen"))',
                ]
            }
        },
    ),
]
