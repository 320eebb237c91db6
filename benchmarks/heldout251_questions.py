"""The two-hundred-and-fifty-first held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (matplotlib 3.11.2:
``matplotlib/_api/deprecation.py``; moto 5.2.1: ``moto/cloudtrail/models.py``; pip 23.2.1:
``pip/_internal/cache.py``; prompt_toolkit 3.0.52: ``prompt_toolkit/input/vt100_parser.py``),
written blind: by reading only those four files, the format of set 128, ``question_helpers.py`` and
the gold functions of ``bench_answers.py``, never the model's code or its notes, and never asking
the model anything; it is committed before the model is asked any of it. Nothing is tuned on it:
only its totals are looked at.

The questions are weighted by the size of the files (matplotlib's deprecation helpers most, then
moto's CloudTrail models, pip's wheel cache, prompt_toolkit's VT100 parser). About a fifth of the
non-edit questions are in the user's own words (``"own": True``: behaviour described in everyday
words, without the target's identifiers or its docstring's words, with one definition that fits);
the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms
are those of ``code_questions.py``.

How the golds were checked: ``python benchmarks/check_set.py`` on this file printed ``0 bad``
(every grep gold matches lines, every def/body/returns gold names exactly one definition, every
command prints its expected text); the commands were run against the installed packages (each
exercises the one file its workspace holds); and every edit that is not to be declined was made by
hand on a scratch copy of its workspace, with ``bench_answers.check_effect`` holding after it.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h251_matplotlib_deprecation": ["matplotlib/_api/deprecation.py"],
    "h251_moto_cloudtrail": ["moto/cloudtrail/models.py"],
    "h251_pip_cache": ["pip/_internal/cache.py"],
    "h251_prompt_toolkit_vt100_parser": ["prompt_toolkit/input/vt100_parser.py"],
}

DEP = "matplotlib/_api/deprecation.py"
TRAIL = "moto/cloudtrail/models.py"
CACHE = "pip/_internal/cache.py"
VT = "prompt_toolkit/input/vt100_parser.py"


QUESTIONS: list[dict] = [
    # --- matplotlib/_api/deprecation.py ------------------------------------------------------
    q(
        "h251_matplotlib_deprecation",
        "where",
        "Where is make_keyword_only defined?",
        {"def": "make_keyword_only"},
    ),
    q(
        "h251_matplotlib_deprecation",
        "where",
        "deprecate_privatize_attribute has a __set_name__ hook, right? where exactly is it",
        {"def": "deprecate_privatize_attribute.__set_name__"},
    ),
    q(
        "h251_matplotlib_deprecation",
        "returns",
        "What does deprecate_method_override give back, both when the subclass overrode the "
        "method and when it didn't?",
        {"returns": "deprecate_method_override"},
    ),
    q(
        "h251_matplotlib_deprecation",
        "calls",
        "List every place in deprecation.py that calls `warn_deprecated`.",
        grep(r"^\s+warn_deprecated\((\*\*.*)?$", DEP),
    ),
    q(
        "h251_matplotlib_deprecation",
        "calls",
        "inside @deprecated there's a little emit_warning() closure -- who invokes it?",
        grep(r"^\s+emit_warning\(\)", DEP),
    ),
    q(
        "h251_matplotlib_deprecation",
        "raises",
        "I passed pending=True together with removal='3.12' and got \"A pending deprecation "
        "cannot have a scheduled removal\". Where's that raised?",
        grep(r'raise ValueError\("A pending deprecation cannot have a scheduled removal"\)', DEP),
    ),
    q(
        "h251_matplotlib_deprecation",
        "raises",
        "My rename_parameter decorator fails at import with an AssertionError saying 'Matplotlib "
        "internal error: ... cannot be a parameter for ...'. Which line checks that?",
        grep(r"assert old not in signature\.parameters|cannot be a parameter for", DEP),
    ),
    q(
        "h251_matplotlib_deprecation",
        "const",
        "where does the DECORATORS registry (wrapper -> decorator) get created?",
        grep(r"^DECORATORS = \{\}", DEP),
    ),
    run(
        "h251_matplotlib_deprecation",
        "Quick check, what does {} print out?",
        "from matplotlib._api.deprecation import _generate_deprecation_warning as g; "
        "print(g('3.9', name='foo', obj_type='function'))",
        "will be removed in 3.11.",
    ),
    q(
        "h251_matplotlib_deprecation",
        "edit",
        "In matplotlib/_api/deprecation.py we want deprecations to last three minor releases "
        "instead of two: make _generate_deprecation_warning compute the removal version as "
        "meso + 3.",
        {
            "effect": {
                "text_replaced": [
                    DEP,
                    "removal = f'{macro}.{int(meso) + 2}'",
                    "removal = f'{macro}.{int(meso) + 3}'",
                ]
            }
        },
    ),
    q(
        "h251_matplotlib_deprecation",
        "edit",
        "suppress_matplotlib_deprecation_warning has no docstring. Could you add a short one "
        "(it's a context manager that ignores MatplotlibDeprecationWarning inside the block)?",
        {"effect": {"docstring": "suppress_matplotlib_deprecation_warning"}},
    ),
    q(
        "h251_matplotlib_deprecation",
        "which",
        "Which function actually builds the warning instance and fills in the default "
        "'was deprecated in Matplotlib ...' message?",
        {"body": "_generate_deprecation_warning"},
    ),
    q(
        "h251_matplotlib_deprecation",
        "which",
        "which context manager in _api/deprecation turns MatplotlibDeprecationWarning off for a "
        "block of code",
        {"body": "suppress_matplotlib_deprecation_warning"},
    ),
    q(
        "h251_matplotlib_deprecation",
        "which",
        "We're hiding a field behind a leading-underscore copy. I still want old code that reads "
        "or sets the plain spelling to keep working, just with a nag, and the real value to live "
        "in the hidden one. Which helper in this file does that?",
        {"body": "deprecate_privatize_attribute"},
        own=True,
    ),
    q(
        "h251_matplotlib_deprecation",
        "how",
        "How does the wrapper made by delete_parameter figure out whether the deprecated argument "
        "was really supplied? It seems to skip signature.bind in the common case.",
        {"body": "delete_parameter.wrapper"},
    ),
    q(
        "h251_matplotlib_deprecation",
        "how",
        "When @deprecated is put on a class rather than a function, how is the warning hooked "
        "in? Does it wrap __init__?",
        grep(
            r"func = obj\.__init__|obj\.__init__ = functools\.wraps\(obj\.__init__\)\(wrapper\)",
            DEP,
        ),
    ),
    q(
        "h251_matplotlib_deprecation",
        "how",
        "Say a plotting call gets an argument handed over by position that is soon only going to "
        "be accepted by name. How does the code notice that, and what does it tell help() the "
        "signature looks like?",
        {"body": "make_keyword_only"},
        own=True,
    ),
    # --- moto/cloudtrail/models.py -----------------------------------------------------------
    q(
        "h251_moto_cloudtrail",
        "where",
        "where's TrailStatus.description",
        {"def": "TrailStatus.description"},
    ),
    q(
        "h251_moto_cloudtrail",
        "returns",
        "What can CloudTrailBackend.get_trail return? Does it accept an ARN as well as a name?",
        {"returns": "CloudTrailBackend.get_trail"},
    ),
    q(
        "h251_moto_cloudtrail",
        "calls",
        "Which backend methods go through self.get_trail(...) to look the trail up?",
        grep(r"self\.get_trail\(", TRAIL),
    ),
    q(
        "h251_moto_cloudtrail",
        "calls",
        "who calls datetime2int in the cloudtrail models?",
        grep(r"(?<!def )datetime2int\(", TRAIL),
    ),
    q(
        "h251_moto_cloudtrail",
        "raises",
        "get_trail_status('ab') throws TrailNameTooShort in my moto test. Where is that raised?",
        grep(r"raise TrailNameTooShort\(actual_length=len\(name\)\)", TRAIL),
    ),
    q(
        "h251_moto_cloudtrail",
        "raises",
        "Creating a trail under mock_aws fails with 'S3 bucket my-logs does not exist!'. "
        "Where does moto throw that?",
        grep(r"raise S3BucketDoesNotExistException\(", TRAIL),
    ),
    q(
        "h251_moto_cloudtrail",
        "raises",
        "where is InsufficientSnsTopicPolicyException raised?",
        grep(r"raise InsufficientSnsTopicPolicyException\(", TRAIL),
    ),
    q(
        "h251_moto_cloudtrail",
        "raises",
        "Hi, a trail called 'my trail!' is refused because of the invalid characters. Which line "
        "raises that error?",
        grep(r"raise TrailNameInvalidChars\(\)", TRAIL),
    ),
    run(
        "h251_moto_cloudtrail",
        "Can you run {} for me and tell me the output?",
        "from moto.cloudtrail.models import TrailStatus; s = TrailStatus(); s.stop_logging(); "
        "d = s.description(); print(d['IsLogging'], 'StopLoggingTime' in d)",
        "False True",
    ),
    q(
        "h251_moto_cloudtrail",
        "edit",
        "Trail.update in moto/cloudtrail/models.py is ten near-identical if-blocks. Please "
        "refactor it into a loop over a table of (argument, attribute) pairs, add a "
        "TypedDict for the arguments, and make sure mypy --strict still passes.",
        {"effect": {"declined": True}},
    ),
    q(
        "h251_moto_cloudtrail",
        "which",
        "Which property builds the trail's arn:...:cloudtrail:...:trail/<name> string?",
        {"body": "Trail.arn"},
    ),
    q(
        "h251_moto_cloudtrail",
        "which",
        "I only want the three-field summary of one of these logging setups: what it's called, "
        "its full amazon resource id, and the region it was made in. Which piece gives me that?",
        {"body": "Trail.short"},
        own=True,
    ),
    q(
        "h251_moto_cloudtrail",
        "how",
        "how does describe_trails decide which trails from other regions to include when "
        "include_shadow_trails is True?",
        {"body": "CloudTrailBackend.describe_trails"},
    ),
    q(
        "h251_moto_cloudtrail",
        "how",
        "If I give both the classic filter list and the newer, fancier filter list for what API "
        "activity gets recorded, which one ends up stored on the fake trail, and what happens "
        "to the other?",
        {"body": "Trail.put_event_selectors"},
        own=True,
    ),
    # --- pip/_internal/cache.py --------------------------------------------------------------
    q(
        "h251_pip_cache",
        "where",
        "Where's `record_download_origin` defined in pip's cache module?",
        {"def": "WheelCache.record_download_origin"},
    ),
    q(
        "h251_pip_cache",
        "returns",
        "what does WheelCache.get_cache_entry return",
        {"returns": "WheelCache.get_cache_entry"},
    ),
    q(
        "h251_pip_cache",
        "calls",
        "Who calls get_path_for_link(link) in pip/_internal/cache.py?",
        grep(r"\.get_path_for_link\(link\)", CACHE),
    ),
    q(
        "h251_pip_cache",
        "raises",
        "which lines of the abstract Cache raise NotImplementedError?",
        grep(r"raise NotImplementedError\(\)", CACHE),
    ),
    q(
        "h251_pip_cache",
        "const",
        "What's the file name pip writes the download origin to inside a cache entry, and where "
        "is that set?",
        grep(r"^ORIGIN_JSON_NAME = ", CACHE),
    ),
    q(
        "h251_pip_cache",
        "edit",
        "In pip/_internal/cache.py, right after the line `self.cache_dir = cache_dir or None` "
        'in Cache.__init__, add `logger.debug("Using cache dir %s", self.cache_dir)`.',
        {
            "effect": {
                "line_after": [
                    CACHE,
                    "self.cache_dir = cache_dir or None",
                    'logger.debug("Using cache dir %s", self.cache_dir)',
                ]
            }
        },
    ),
    q(
        "h251_pip_cache",
        "which",
        "Which class keeps freshly built packages only in a throwaway folder that is gone once "
        "the run is over?",
        {"body": "EphemWheelCache"},
        own=True,
    ),
    q(
        "h251_pip_cache",
        "how",
        "When there are several compatible wheels sitting in the cache for one link, how does "
        "SimpleWheelCache.get choose which one to use?",
        {"body": "SimpleWheelCache.get"},
    ),
    q(
        "h251_pip_cache",
        "how",
        "how does pip turn the place it downloaded something from into a spot on disk, split "
        "across a few levels of folders, and why won't a different python version end up "
        "sharing that spot?",
        {"body": "Cache._get_cache_path_parts"},
        own=True,
    ),
    # --- prompt_toolkit/input/vt100_parser.py ------------------------------------------------
    q(
        "h251_prompt_toolkit_vt100_parser",
        "where",
        "where is __missing__ of _IsPrefixOfLongerMatchCache?",
        {"def": "_IsPrefixOfLongerMatchCache.__missing__"},
    ),
    q(
        "h251_prompt_toolkit_vt100_parser",
        "returns",
        "What are the possible return values of Vt100Parser._get_match?",
        {"returns": "Vt100Parser._get_match"},
    ),
    run(
        "h251_prompt_toolkit_vt100_parser",
        "what do I get from {}?",
        "from prompt_toolkit.input.vt100_parser import Vt100Parser; out = []; "
        "p = Vt100Parser(out.append); p.feed_and_flush('\\x1b[12;40R'); "
        "print([(k.key, k.data) for k in out])",
        "<Keys.CPRResponse: '<cursor-position-response>'>",
    ),
    q(
        "h251_prompt_toolkit_vt100_parser",
        "edit",
        "Rename _IS_PREFIX_OF_LONGER_MATCH_CACHE to _PREFIX_MATCH_CACHE in vt100_parser.py, "
        "please -- both the definition and where it's used.",
        {"effect": {"renamed": ["_IS_PREFIX_OF_LONGER_MATCH_CACHE", "_PREFIX_MATCH_CACHE"]}},
    ),
    q(
        "h251_prompt_toolkit_vt100_parser",
        "edit",
        "Every now and then, when I paste a bunch of escape codes mixed with junk, a key comes "
        "out twice or in the wrong order. Can you find the bug in the Vt100Parser state machine, "
        "fix it, and add regression tests?",
        {"effect": {"declined": True}},
    ),
    q(
        "h251_prompt_toolkit_vt100_parser",
        "which",
        "which Vt100Parser method looks for the \\x1b[201~ end mark of a bracketed paste?",
        {"body": "Vt100Parser.feed"},
    ),
    q(
        "h251_prompt_toolkit_vt100_parser",
        "which",
        "When one burst of bytes from the terminal stands for a couple of key presses at once, "
        "which code hands them out one at a time and makes sure the typed characters only get "
        "delivered a single time?",
        {"body": "Vt100Parser._call_handler"},
        own=True,
    ),
    q(
        "h251_prompt_toolkit_vt100_parser",
        "how",
        "How does the parser tell a lone Escape press apart from the start of an arrow-key "
        "sequence like ESC [ A?",
        {"body": "Vt100Parser._input_parser_generator"},
        {"body": "Vt100Parser.flush"},
    ),
]
