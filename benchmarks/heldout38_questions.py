"""The thirty-eighth held-out set: questions on one large third-party package that no other set
uses, copied whole from the installed site-packages (hypothesis 6.155.2), written blind: by reading
only that package, never the model's code or its notes, and committed before the model was asked
any of them. Nothing is tuned on it: only its totals are looked at.

The package is large, so the questions are spread over its parts by their size: the conjecture
engine and shrinker (``internal/conjecture``) most, then the strategies, the example database,
``core``, the extras (numpy, pandas, lark, codemods, array helpers), ``stateful`` and the settings
and control helpers. About a fifth of them are in the user's own words (``"own": True``:
behaviour described in everyday words the code does not use for it); the rest name the code, run
a command or ask for an edit, each in a phrasing of its own. Gold forms are those of
``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h38_hypothesis": ["hypothesis"],
}

WS = "h38_hypothesis"

CORE = "hypothesis/core.py"
DATABASE = "hypothesis/database.py"
SETTINGS = "hypothesis/_settings.py"
CONTROL = "hypothesis/control.py"
STATEFUL = "hypothesis/stateful.py"
ST_CORE = "hypothesis/strategies/_internal/core.py"
ST_BASE = "hypothesis/strategies/_internal/strategies.py"
DATA = "hypothesis/internal/conjecture/data.py"
ENGINE = "hypothesis/internal/conjecture/engine.py"
ARRAYS = "hypothesis/extra/_array_helpers.py"
NUMPY = "hypothesis/extra/numpy.py"
PANDAS = "hypothesis/extra/pandas/impl.py"


QUESTIONS: list[dict] = [
    # --- strategies ----------------------------------------------------------------------------
    q(WS, "where", "where is st.permutations defined?", {"def": "permutations"}),
    q(
        WS,
        "returns",
        "What does `_gets_first_item` in strategies/_internal/core.py return? I'm trying to "
        "understand when lists(unique_by=...) treats the key as 'first element of the tuple'.",
        {"returns": "_gets_first_item"},
    ),
    q(
        WS,
        "raises",
        "sampled_from([]) gives me InvalidArgument -- which line raises that?",
        grep(r"Cannot sample from", ST_CORE),
    ),
    q(
        WS,
        "raises",
        "I called `.example()` on a strategy from inside my test function and got a "
        "HypothesisException. Where is that raised?",
        grep(r"raise HypothesisException\(", ST_BASE),
    ),
    q(
        WS,
        "which",
        "which strategy class ends up drawing the list for "
        "`st.lists(st.integers(0, 20), unique=True)`? I heard small integer ranges get a "
        "special path",
        {"body": "UniqueSampledListStrategy"},
        grep(r"elements = SampledFromStrategy\(|return UniqueSampledListStrategy\(", ST_CORE),
    ),
    q(
        WS,
        "which",
        "Which class enforces max_leaves for st.recursive, i.e. stops the base strategy being "
        "drawn once too many leaves were used?",
        {"body": "LimitedStrategy"},
        {"body": "RecursiveStrategy.do_draw"},
    ),
    q(
        WS,
        "how",
        "when my keep-only-the-ones-I-like condition throws away whatever was just produced, how "
        "many fresh tries does it get before that whole run is abandoned?",
        {"body": "FilteredStrategy.do_filtered_draw"},
        {"body": "FilteredStrategy.do_draw"},
        own=True,
    ),
    q(
        WS,
        "how",
        "We had a bug on the night the clocks jump forward in spring. Can the date-and-time "
        "generator hand me a wall-clock time that never actually happens in that zone, and how "
        "does it notice one?",
        {"body": "datetime_does_not_exist"},
        {"body": "DatetimeStrategy.do_draw"},
        own=True,
    ),
    run(
        WS,
        "What does {} print?",
        "from hypothesis import strategies as st; print(st.integers(1, 5) | st.none())",
        "one_of(integers(min_value=1, max_value=5), none())",
    ),
    # --- internal/conjecture -------------------------------------------------------------------
    q(WS, "where", "Where's find_integer defined?", {"def": "find_integer"}),
    q(
        WS,
        "returns",
        "what does check_sample return? does it always turn the values into a tuple?",
        {"returns": "check_sample"},
    ),
    q(
        WS,
        "calls",
        "who calls `exit_with` in the conjecture engine?",
        grep(r"self\.exit_with\(", ENGINE),
    ),
    q(
        WS,
        "raises",
        "Where does ConjectureData raise Frozen?",
        grep(r"raise Frozen\(", DATA),
    ),
    q(
        WS,
        "const",
        "where is BUFFER_SIZE set for the engine",
        grep(r"^BUFFER_SIZE: int = ", ENGINE),
    ),
    q(
        WS,
        "which",
        "What function decides which of two failing inputs counts as the 'simpler' one when "
        "shrinking?",
        {"body": "sort_key"},
    ),
    q(
        WS,
        "which",
        "My failing case has the same number showing up in two places and it only fails while "
        "both match. Which part of the simplifier tries to bring both copies down together "
        "instead of one at a time?",
        {"body": "Shrinker.minimize_duplicated_choices"},
        {"body": "Shrinker.duplicated_nodes"},
        own=True,
    ),
    q(
        WS,
        "which",
        "i noticed it sometimes feeds my function magic numbers and strings that appear "
        "literally in my own source files. which code goes looking through my modules for "
        "those?",
        {"body": "_get_local_constants"},
        {"body": "constants_from_module"},
        own=True,
    ),
    q(
        WS,
        "how",
        "How many thrown-away inputs does it put up with at the start of a run before it stops "
        "and complains that my test is rejecting too much?",
        {"body": "ConjectureRunner.record_for_health_check"},
        own=True,
    ),
    run(
        WS,
        "can you run {} and tell me what comes out?",
        "from hypothesis.internal.conjecture.choice import zigzag_index, zigzag_value; "
        "print([zigzag_index(v, shrink_towards=3) for v in (3, 4, 2, 5, 1)], "
        "zigzag_value(6, shrink_towards=0))",
        "[0, 1, 2, 3, 4] -3",
    ),
    q(
        WS,
        "edit",
        "Please set MAX_DEPTH to 150 in hypothesis/internal/conjecture/data.py.",
        {"effect": {"value_set": [DATA, "MAX_DEPTH", "150"]}},
    ),
    q(
        WS,
        "edit",
        "in ConjectureRunner.record_for_health_check, change `max_invalid_draws = 50` to 100 -- "
        "our filters are legitimately picky",
        {
            "effect": {
                "line_replaced": [ENGINE, "max_invalid_draws = 50", "max_invalid_draws = 100"]
            }
        },
    ),
    q(
        WS,
        "edit",
        "Could you raise MAX_SHRINKS in engine.py from 500 to 1000? Keep the type annotation.",
        {
            "effect": {
                "line_replaced": [ENGINE, "MAX_SHRINKS: int = 500", "MAX_SHRINKS: int = 1000"]
            }
        },
    ),
    q(
        WS,
        "edit",
        "Our big shrinks take ages. Can you make the shrinker run its passes in parallel across "
        "several worker processes so it finishes faster?",
        {"effect": {"declined": True}},
    ),
    # --- core ----------------------------------------------------------------------------------
    q(
        WS,
        "where",
        "Where is StateForActualGivenExecution.execute_once?",
        {"def": "StateForActualGivenExecution.execute_once"},
    ),
    q(
        WS,
        "calls",
        "where does @given's wrapper actually call run_engine()?",
        grep(r"state\.run_engine\(\)", CORE),
    ),
    q(
        WS,
        "raises",
        "I pasted a @reproduce_failure blob and got InvalidArgument. Where can decode_failure "
        "reject it?",
        grep(
            r"Invalid base64 encoded string|Invalid zlib compression for blob|Invalid start byte"
            r"|Invalid serialized choice sequence",
            CORE,
        ),
    ),
    q(
        WS,
        "how",
        "How does encode_failure decide whether to zlib-compress the blob it puts in the "
        "@reproduce_failure line?",
        {"body": "encode_failure"},
    ),
    q(
        WS,
        "how",
        "a single test case sometimes runs a bit over my time limit but it only blows up on the "
        "final replay, not while it's still searching. is there some extra slack allowed "
        "during the search? where's that computed",
        grep(r"current_deadline = \(current_deadline // 4\) \* 5|raise DeadlineExceeded\(", CORE),
        own=True,
    ),
    # --- database ------------------------------------------------------------------------------
    q(
        WS,
        "returns",
        "What does `_db_for_path` return, e.g. when I pass None or ':memory:'?",
        {"returns": "_db_for_path"},
    ),
    q(
        WS,
        "calls",
        "who uses _hash in database.py?",
        grep(r"(?<!def )_hash\(", DATABASE),
    ),
    q(
        WS,
        "raises",
        "Where does GitHubArtifactDatabase raise when something tries to save or delete?",
        grep(r"raise RuntimeError\(self\._read_only_message\)", DATABASE),
    ),
    q(
        WS,
        "which",
        "Which class lets my laptop look at the failures our CI stored in a shared place, but "
        "quietly ignores any attempt from my side to add to it or remove from it?",
        {"body": "ReadOnlyDatabase"},
        own=True,
    ),
    q(
        WS,
        "how",
        "How does MultiplexedDatabase.fetch avoid yielding the same value twice when several "
        "wrapped databases hold it?",
        {"body": "MultiplexedDatabase.fetch"},
    ),
    run(
        WS,
        "Quick one: what's the output of {}",
        "from hypothesis.database import choices_to_bytes, choices_from_bytes; "
        "b = choices_to_bytes([True, 5, 'hi']); print(b, choices_from_bytes(b))",
        "b'\\x01A\\x05\\x82hi' (True, 5, 'hi')",
    ),
    # --- settings / control / health checks ----------------------------------------------------
    q(
        WS,
        "calls",
        "Who calls fail_health_check? I want to see every place a health check can fire.",
        {"grep": r"(?<!def )fail_health_check\("},
    ),
    q(
        WS,
        "raises",
        "where does settings reject a bad deadline value (zero, negative, a bool, too big)?",
        grep(r"raise invalid_deadline_error|too large to represent|impossible to meet a", SETTINGS),
    ),
    q(
        WS,
        "const",
        "Where's the default 200ms deadline actually set (not the docs, the real default profile)?",
        grep(r"^ {4}deadline=duration\(milliseconds=200\),", SETTINGS),
    ),
    q(
        WS,
        "edit",
        'comment out the `verbose_report(f"Saw target({observation!r}, {label=})")` line in '
        "hypothesis/control.py please, too noisy in verbose mode",
        {
            "effect": {
                "comment_out": [
                    CONTROL,
                    'verbose_report(f"Saw target({observation!r}, {label=})")',
                ]
            }
        },
    ),
    # --- stateful ------------------------------------------------------------------------------
    q(
        WS,
        "calls",
        "who calls check_invariants on the state machine",
        grep(r"machine\.check_invariants\(", STATEFUL),
    ),
    q(
        WS,
        "raises",
        'Where is the "No progress can be made from state" error raised in stateful.py?',
        grep(r"raise InvalidDefinition\(msg\) from None", STATEFUL),
    ),
    q(
        WS,
        "which",
        "One of my actions takes an item out of a pile that earlier actions fill up. Which code "
        "makes sure that action isn't picked while the pile is still empty?",
        {"body": "RuleStrategy.is_valid"},
        own=True,
    ),
    q(
        WS,
        "how",
        "When it plays a random sequence of actions against my class, how does it decide the "
        "sequence is long enough -- can it end early just by luck, and when is it made to end?",
        grep(r"must_stop = True|cd\.draw_boolean\(p=2\*\*-16, forced=must_stop\)", STATEFUL),
        own=True,
    ),
    # --- extra ---------------------------------------------------------------------------------
    q(WS, "where", "where's from_lark", {"def": "from_lark"}),
    q(
        WS,
        "raises",
        "mutually_broadcastable_shapes(signature='(n)->(n),(n)') errors out -- where does it "
        "reject a signature with more than one output?",
        grep(r"with multiple output arrays - mostly", ARRAYS),
    ),
    run(
        WS,
        "Hi! I'm playing with gufunc signatures. What does {} print?",
        "from hypothesis.extra._array_helpers import _hypothesis_parse_gufunc_signature as p; "
        "print(p('(m,n),(n,p)->(m,p)'))",
        "_GUfuncSig(input_shapes=(('m', 'n'), ('n', 'p')), result_shape=('m', 'p'))",
    ),
    q(
        WS,
        "which",
        "which codemod rewrites `HealthCheck.all()` into `list(HealthCheck)`?",
        {"body": "HypothesisFixHealthCheckAll"},
    ),
    q(
        WS,
        "how",
        "For a big numpy array, does it really come up with a fresh random value for every "
        "cell, or does it set a handful of cells and pad all the rest with one repeated value?",
        {"body": "ArrayStrategy.do_draw", "file": NUMPY},
        own=True,
    ),
    q(
        WS,
        "edit",
        "set DEFAULT_MAX_SIZE = 25 in hypothesis/extra/pandas/impl.py",
        {"effect": {"value_set": [PANDAS, "DEFAULT_MAX_SIZE", "25"]}},
    ),
]
