"""The forty-ninth held-out set: questions on three third-party subpackages that no other set uses,
copied from the installed site-packages (fontTools/feaLib from fonttools 4.68.0, anthropic/lib from
anthropic 2.17.0 and openai/lib from openai 3.60.0), written blind: by reading only those packages,
never the model's code or its notes, and committed before the model was asked any of them. Nothing
is tuned on it: only its totals are looked at.

The three workspaces get sixteen questions each. About a fifth of the questions are in the user's own
words (``"own": True``: behaviour described in everyday words the code does not use for it); the
rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``.

Each workspace holds a subpackage without its parent's ``__init__.py``, so ``import fontTools...``
(or ``anthropic...``, ``openai...``) run in the workspace would load the installed parent package
instead of the workspace copy. The commands therefore load the workspace's own files: by adding the
subpackage folder to the end of ``sys.path`` and importing a module that needs nothing else from
the package (``error``/``location``, ``_env``, ``tool_diagnostics``), or, for feaLib's ``ast.py``,
by loading the file by its path (its own imports of ``fontTools.feaLib.error`` and
``fontTools.misc`` then come from the installed fonttools). feaLib's lexer is left out of the
commands: the package ships a compiled ``lexer`` extension beside ``lexer.py``, which an import
would prefer.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h49_fealib": ["fontTools/feaLib"],
    "h49_anthropic": ["anthropic/lib"],
    "h49_openai": ["openai/lib"],
}

FEA = "fontTools/feaLib/"
PARSER = FEA + "parser.py"
LEXER = FEA + "lexer.py"
BUILDER = FEA + "builder.py"
FEA_AST = FEA + "ast.py"

ANT = "anthropic/lib/"
CRED_CONSTANTS = ANT + "credentials/_constants.py"
FILE_STORE = ANT + "tools/_file_store.py"
MEMORY_TOOL = ANT + "tools/_beta_builtin_memory_tool.py"

OAI = "openai/lib/"
AZURE = OAI + "azure.py"
WEBHOOKS = OAI + "_webhooks.py"
BEDROCK_AUTH = OAI + "_bedrock_auth.py"
VECTOR_STORES = OAI + "_vector_stores.py"


QUESTIONS: list[dict] = [
    # --- fontTools.feaLib --------------------------------------------------------------------
    q("h49_fealib", "where", "where is the IncludingLexer class", {"def": "IncludingLexer"}),
    q(
        "h49_fealib",
        "returns",
        "What does Builder.get_default_language_systems_ give back if my feature file has no "
        "languagesystem lines at all?",
        {"returns": "Builder.get_default_language_systems_"},
    ),
    q(
        "h49_fealib",
        "calls",
        "who calls expect_script_tag_ in the parser?",
        grep(r"self\.expect_script_tag_\(\)", PARSER),
    ),
    q(
        "h49_fealib",
        "calls",
        "I'm tracing how `languagesystem DFLT dflt;` ends up in the Builder. Where is "
        "Builder.add_language_system actually called from?",
        grep(r"\.add_language_system\(", FEA_AST),
    ),
    q(
        "h49_fealib",
        "raises",
        "Where does the feaLib lexer throw the 'Unexpected character' error?",
        grep(r'raise FeatureLibError\("Unexpected character', LEXER),
    ),
    q(
        "h49_fealib",
        "raises",
        "where is IncludedFeaNotFound raised",
        grep(r"raise IncludedFeaNotFound\(", LEXER),
    ),
    q(
        "h49_fealib",
        "raises",
        "My build dies with something about languagesystem DFLT having to come first. Which lines "
        "in feaLib/builder.py raise the languagesystem ordering / duplicate errors?",
        grep(
            r'If "languagesystem DFLT dflt" is present|languagesystems using the "DFLT" script '
            r'tag|"languagesystem %s %s" has already been specified',
            BUILDER,
        ),
    ),
    q(
        "h49_fealib",
        "const",
        "Where's LOOKUP_DEBUG_ENV_VAR set? I need the name of that env var",
        grep(r"^LOOKUP_DEBUG_ENV_VAR = ", FEA + "lookupDebugInfo.py"),
    ),
    run(
        "h49_fealib",
        "What does {} print?",
        "import sys; sys.path.append('fontTools/feaLib'); "
        "from error import FeatureLibError, IncludedFeaNotFound; "
        "from location import FeatureLibLocation as L; "
        "print(FeatureLibError('Expected a tag', L('a.fea', 3, 7)), "
        "IncludedFeaNotFound('x.fea', L('main.fea', 2, 1)), sep=' | ')",
        "a.fea:3:7: Expected a tag | main.fea:2:1: The following feature file should be included "
        "but cannot be found: x.fea",
    ),
    run(
        "h49_fealib",
        "could you run {} and tell me what comes out? I load ast.py by path on purpose",
        "import importlib.util as u; "
        "s = u.spec_from_file_location('fea_ast', 'fontTools/feaLib/ast.py'); "
        "m = u.module_from_spec(s); s.loader.exec_module(m); "
        "print(m.LookupFlagStatement(9).asFea(), m.ValueRecord(xPlacement=5, xAdvance=-30).asFea())",
        "lookupflag RightToLeft IgnoreMarks; <5 0 -30 0>",
    ),
    q(
        "h49_fealib",
        "edit",
        "Add `import sys` to the imports at the top of fontTools/feaLib/builder.py, please.",
        {"effect": {"at_top": [BUILDER, "import sys"]}},
    ),
    q(
        "h49_fealib",
        "edit",
        "IncludingLexer gives up after 5 nested includes. In feaLib/lexer.py change the "
        "`len(self.lexers_) >= 5` check to `len(self.lexers_) >= 10`.",
        {"effect": {"text_replaced": [LEXER, "len(self.lexers_) >= 5", "len(self.lexers_) >= 10"]}},
    ),
    q(
        "h49_fealib",
        "which",
        "if I put something like `[a-z]` between square brackets in my .fea file, which function "
        "actually writes out every glyph name from the first one to the last one?",
        {"body": "Parser.make_glyph_range_"},
        own=True,
    ),
    q(
        "h49_fealib",
        "which",
        "Some names in my feature file aren't in my font. Does it keep a note of each unknown name "
        "and complain about all of them together once it has read the whole file, rather than "
        "stopping at the first one? Which code does that?",
        {"body": "Parser.check_glyph_name_in_glyph_set"},
        grep(r"if self\.missing:|The following glyph names are referenced but are missing", PARSER),
        own=True,
    ),
    q(
        "h49_fealib",
        "how",
        "How does `Parser.expect_tag_` deal with a tag shorter than four characters, and what if "
        "it's longer?",
        {"body": "Parser.expect_tag_"},
    ),
    q(
        "h49_fealib",
        "how",
        "Some of my glyph names look like `f-i-x`, and the font also has glyphs called `f`, `i-x`, "
        "`f-i` and `x`. When such a name shows up inside brackets, how does the compiler work out "
        "whether I mean that one glyph or a run from one glyph to another? does it just guess "
        "when two readings both work?",
        {"body": "Parser.split_glyph_range_"},
        grep(r'if "-" in glyph and self\.glyphNames_ and glyph not in self\.glyphNames_', PARSER),
        own=True,
    ),
    # --- anthropic.lib -----------------------------------------------------------------------
    q(
        "h49_anthropic",
        "where",
        "Where is default_credentials defined?",
        {"def": "default_credentials"},
    ),
    q("h49_anthropic", "where", "where's FileStore.hashtree", {"def": "FileStore.hashtree"}),
    q(
        "h49_anthropic",
        "returns",
        "what does resolve_auth_mode in anthropic/lib/aws/_credentials.py return? True means "
        "SigV4, right?",
        {"returns": "resolve_auth_mode"},
    ),
    q(
        "h49_anthropic",
        "calls",
        "who calls `_validate_profile_name`?",
        grep(r"(?<!def )_validate_profile_name\(", CRED_CONSTANTS),
    ),
    q(
        "h49_anthropic",
        "calls",
        "where is _secure_mkdir used in the builtin memory tool module",
        grep(r"(?<!def )(?<!\w)_secure_mkdir\(", MEMORY_TOOL),
    ),
    q(
        "h49_anthropic",
        "raises",
        "Where does FileStore reject a rel_path that escapes the store root?",
        grep(r"raise FileStoreError\(FileStoreError\.ESCAPES_ROOT", FILE_STORE),
    ),
    q(
        "h49_anthropic",
        "raises",
        "which lines in credentials/_constants.py raise CredentialsError?",
        grep(r"raise CredentialsError\(", CRED_CONSTANTS),
    ),
    q(
        "h49_anthropic",
        "raises",
        "In the local filesystem memory tool, where does str_replace raise a ToolError because "
        "old_str is missing or shows up more than once?",
        grep(r"No replacement was performed", MEMORY_TOOL),
    ),
    run(
        "h49_anthropic",
        "Hi! I'm checking how custom headers from the environment mix with mine. What's the output "
        "of {}?",
        "import os, sys; "
        "os.environ['ANTHROPIC_CUSTOM_HEADERS'] = 'X-A: 1' + chr(10) + 'X-B:two' + chr(10) + 'junk'; "
        "sys.path.append('anthropic/lib'); "
        "from _env import with_environment_headers as w; print(w({'X-B': 'mine'}))",
        "{'X-A': '1', 'X-B': 'mine'}",
    ),
    q(
        "h49_anthropic",
        "edit",
        "Set ADVISORY_REFRESH_BACKOFF_SECONDS in anthropic/lib/credentials/_cache.py to 10.",
        {
            "effect": {
                "value_set": [
                    ANT + "credentials/_cache.py",
                    "ADVISORY_REFRESH_BACKOFF_SECONDS",
                    "10",
                ]
            }
        },
    ),
    q(
        "h49_anthropic",
        "edit",
        "TokenCache only caches per process, so each of my 16 gunicorn workers fetches its own "
        "token. Can you build a cross-process token cache with file locking, hook it into the "
        "credential chain and add tests for it?",
        {"effect": {"declined": True}},
    ),
    q(
        "h49_anthropic",
        "which",
        "which bit of code decides which folder on my computer the SDK reads its settings files "
        "from? and is that different on a Windows box?",
        {"body": "_config_dir"},
        own=True,
    ),
    q(
        "h49_anthropic",
        "which",
        "Which function scrubs text that a website hands over -- say the heading of a page that's "
        "open -- so it can't slip newlines or invisible direction-flipping characters into what "
        "gets sent to Claude?",
        {"body": "one_line"},
        {"body": "folded"},
        own=True,
    ),
    q(
        "h49_anthropic",
        "which",
        "Which class in credentials/_providers.py just hands back the same bearer token every "
        "time, with no expiry?",
        {"body": "StaticToken"},
    ),
    q(
        "h49_anthropic",
        "how",
        "My sign-in token only lasts ten minutes. Does the client go and get a new one a little "
        "before it runs out, and if getting the new one fails, does it keep using the old one for "
        "a bit? where's that logic",
        {"body": "TokenCache._next_step"},
        {"body": "TokenCache._end_failed_refresh"},
        own=True,
    ),
    q(
        "h49_anthropic",
        "how",
        "how does `default_credentials` choose between ANTHROPIC_PROFILE, the federation env vars "
        "and a profile on disk -- which one wins?",
        {"body": "default_credentials"},
    ),
    # --- openai.lib --------------------------------------------------------------------------
    q(
        "h49_openai",
        "where",
        "where is BedrockAwsAuth.sign defined?",
        {"def": "BedrockAwsAuth.sign"},
    ),
    q(
        "h49_openai",
        "returns",
        "what does _legacy_tab_url return, e.g. for a mailto: link vs an https one?",
        {"returns": "_legacy_tab_url"},
    ),
    q(
        "h49_openai",
        "calls",
        "Who calls _resolve_azure_auth?",
        grep(r"(?<!def )_resolve_azure_auth\(", AZURE),
    ),
    q(
        "h49_openai",
        "raises",
        "where does webhook_signature_matches raise InvalidWebhookSignatureError",
        grep(r"raise InvalidWebhookSignatureError\(", WEBHOOKS),
    ),
    q(
        "h49_openai",
        "raises",
        "I get 'Bedrock requires an AWS region' -- where is that raised?",
        grep(r"Bedrock requires an AWS region", BEDROCK_AUTH),
    ),
    q(
        "h49_openai",
        "const",
        "where's API_KEY_SENTINEL defined in azure.py, and what's its value?",
        grep(r"^API_KEY_SENTINEL = ", AZURE),
    ),
    run(
        "h49_openai",
        "what does {} output",
        "import sys, types; sys.path.append('openai/lib'); "
        "from tool_diagnostics import emit_tool_diagnostic as e; "
        "u = types.SimpleNamespace(input_tokens=3, output_tokens=-1, total_tokens=2); "
        "e(lambda d: print(d['api'], d['reason'], d['usage']), 'responses', 'run', 'completed', "
        "0.0, usage=u)",
        "responses completed None",
    ),
    q(
        "h49_openai",
        "edit",
        "_get_poll_interval_ms in openai/lib/_vector_stores.py falls back to 1000 ms when the "
        "server sends no hint. Change that fallback line to `return 2000`.",
        {"effect": {"line_replaced": [VECTOR_STORES, "return 1000", "return 2000"]}},
    ),
    q(
        "h49_openai",
        "edit",
        "add a docstring to _has_indexed_entries in openai/lib/streaming/_deltas.py",
        {"effect": {"docstring": "_has_indexed_entries"}},
    ),
    q(
        "h49_openai",
        "which",
        "During a live voice session, when the assistant just goes 'mm-hmm' while I'm still "
        "mid-sentence, which code decides to throw that little noise away instead of showing it "
        "as a line of its own in the captions?",
        {"body": "TranscriptGrouping._maybe_drop_backchannel"},
        {"body": "TranscriptGrouping._might_be_backchannel"},
        {"body": "TranscriptGrouping._keep_backchannel"},
        own=True,
    ),
    q(
        "h49_openai",
        "which",
        "Which function blots out the login secrets that can sit after the question mark in a web "
        "address, swapping their values for stars?",
        {"body": "_legacy_state_url"},
        own=True,
    ),
    q(
        "h49_openai",
        "which",
        "Which method on BaseAzureClient puts /deployments/{model} in front of the path when I "
        "call a deployments endpoint?",
        {"body": "BaseAzureClient._build_request"},
    ),
    q(
        "h49_openai",
        "how",
        "When I send a really big file up in pieces, how large is each piece? And if I hand it "
        "the raw contents instead of a path, do I have to tell it what the file is called?",
        {"body": "upload_file_chunked"},
        {"body": "async_upload_file_chunked"},
        own=True,
    ),
    q(
        "h49_openai",
        "how",
        "if the azure server bounces my call over to some other host, does my secret key tag "
        "along to that other host? how is that handled",
        {"body": "_strip_azure_api_key_on_redirect"},
        {"body": "_origin"},
        grep(r"request\.extensions\[_AZURE_AUTH_ORIGIN\] = _origin", AZURE),
        own=True,
    ),
    q(
        "h49_openai",
        "how",
        "How does `accumulate_delta` merge list entries that carry an `index` key -- append or "
        "merge into the existing entry?",
        {"body": "accumulate_delta"},
    ),
    q(
        "h49_openai",
        "how",
        "how does poll_vector_store_file decide how long to sleep between polls, and when does it "
        "give up?",
        {"body": "poll_vector_store_file"},
        {"body": "_get_poll_interval_ms"},
        {"body": "_remaining_poll_time"},
    ),
]
