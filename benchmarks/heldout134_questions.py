"""The hundred-and-thirty-fourth set: questions on one module each of four third-party packages,
copied from the installed site-packages (moto 5.2.1: ``moto/elasticache/models.py``; matplotlib
3.11.2: ``matplotlib/streamplot.py``; pip 23.2.1: its vendored rich, ``pip/_vendor/rich/traceback.py``;
fontTools 4.68.0: ``fontTools/varLib/featureVars.py``), written blind: by reading only those files,
never the model's code or its notes, and committed before the model was asked any of them. It is a
tuning set: its misses are read and fixed in general, never by fitting one question.

The questions are weighted by the size of the files (moto's ElastiCache models most, then
matplotlib's streamplot, rich's traceback renderer and fontTools' feature variations builder).
About a fifth of them are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit, each
in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands need the whole
package to import, so they run against the installed package; each exercises the one file its
workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h134_mpl_streamplot": ["matplotlib/streamplot.py"],
    "h134_rich_traceback": ["pip/_vendor/rich/traceback.py"],
    "h134_moto_elasticache": ["moto/elasticache/models.py"],
    "h134_varlib_featurevars": ["fontTools/varLib/featureVars.py"],
}

STREAM = "matplotlib/streamplot.py"
TB = "pip/_vendor/rich/traceback.py"
CACHE = "moto/elasticache/models.py"
FV = "fontTools/varLib/featureVars.py"


QUESTIONS: list[dict] = [
    # --- moto/elasticache/models.py ----------------------------------------------------------
    q(
        "h134_moto_elasticache",
        "where",
        "where is create_snapshot implemented in moto's elasticache backend?",
        {"def": "ElastiCacheBackend.create_snapshot"},
    ),
    q(
        "h134_moto_elasticache",
        "returns",
        "What comes back from `_get_vpc_id_from_cluster` if the cluster was made without a "
        "subnet group?",
        {"returns": "ElastiCacheBackend._get_vpc_id_from_cluster"},
    ),
    q(
        "h134_moto_elasticache",
        "calls",
        "Where does the ReplicationGroup constructor call _set_node_members_clusters_disabled?",
        grep(r"self\._set_node_members_clusters_disabled\(", CACHE),
    ),
    q(
        "h134_moto_elasticache",
        "calls",
        "I'm tracing how tags get stored. Which places in models.py hand tags to "
        "tagging_service.tag_resource?",
        grep(r"self\.tagging_service\.tag_resource\(", CACHE),
    ),
    q(
        "h134_moto_elasticache",
        "raises",
        "create_user fails with 'must have at least one password' when I pick password auth "
        "but send no passwords. which line raises that",
        grep(r"A user with Authentication Mode: password, must have at least one password", CACHE),
    ),
    q(
        "h134_moto_elasticache",
        "raises",
        "Every place `ReplicationGroupNotFound` gets raised, please.",
        grep(r"raise ReplicationGroupNotFound\(", CACHE),
    ),
    q(
        "h134_moto_elasticache",
        "raises",
        "where does the mock refuse a request that passes both CacheClusterId and "
        "ReplicationGroupId for snapshots?",
        grep(r"Only one of CacheClusterId or ReplicationGroupId can be provided", CACHE),
    ),
    q(
        "h134_moto_elasticache",
        "const",
        "My replication groups always come back with SnapshotWindow 05:00-6:00 even though I "
        "never set one. Where does that default come from?",
        grep(r'self\.snapshot_window = snapshot_window or "05:00-6:00"', CACHE),
    ),
    q(
        "h134_moto_elasticache",
        "which",
        "Which backend method flips a user's status to deleting rather than dropping it from "
        "the dict?",
        {"def": "ElastiCacheBackend.delete_user"},
    ),
    q(
        "h134_moto_elasticache",
        "which",
        "When I ask for the backups of just one database, or only the ones I took by hand, "
        "which helper does the narrowing down?",
        {"def": "ElastiCacheBackend._get_snapshots_by_param"},
        own=True,
    ),
    q(
        "h134_moto_elasticache",
        "which",
        "which method fills in the primary and replica node members for a replication group "
        "when cluster mode is disabled?",
        {"def": "ReplicationGroup._set_node_members_clusters_disabled"},
    ),
    q(
        "h134_moto_elasticache",
        "how",
        "How does CacheSubnetGroup work out supported_network_types -- when does a subnet count "
        "as ipv6, ipv4 or dual_stack?",
        {"body": "CacheSubnetGroup.__init__"},
    ),
    q(
        "h134_moto_elasticache",
        "how",
        "In a sharded setup, say I list fewer locations for the read copies of a shard than "
        "there are read copies. Where do the leftover copies end up, and how is that chosen?",
        {"body": "ReplicationGroup._set_node_members_clusters_enabled"},
        own=True,
    ),
    q(
        "h134_moto_elasticache",
        "how",
        "If I remove a login account and then look that one account up again, it shows up "
        "once more and then it's gone for good. How does that work?",
        {"body": "ElastiCacheBackend.describe_users"},
        own=True,
    ),
    run(
        "h134_moto_elasticache",
        "Run {} and tell me what the built-in user's authentication looks like.",
        "from moto.elasticache.models import ElastiCacheBackend as B; "
        "b = B('us-east-1', '123456789012'); "
        "print([u.authentication for u in b.describe_users(None)])",
        "[{'Type': 'no-password', 'PasswordCount': None}]",
    ),
    q(
        "h134_moto_elasticache",
        "edit",
        "please rename `_get_vpc_id_from_cluster` to `_vpc_id_for_cluster` in "
        "moto/elasticache/models.py, the call site too",
        {"effect": {"renamed": ["_get_vpc_id_from_cluster", "_vpc_id_for_cluster"]}},
    ),
    q(
        "h134_moto_elasticache",
        "edit",
        "The ElastiCache mock has no modify_replication_group. Could you implement it with all "
        "of AWS's validation rules and write a test suite against real AWS responses for it?",
        {"effect": {"declined": True}},
    ),
    # --- matplotlib/streamplot.py ------------------------------------------------------------
    q(
        "h134_mpl_streamplot",
        "where",
        "Where's the Grid class defined in streamplot?",
        {"def": "Grid"},
    ),
    q(
        "h134_mpl_streamplot",
        "returns",
        "what does `DomainMap.grid2mask` give back, rounded ints or floats?",
        {"returns": "DomainMap.grid2mask"},
    ),
    q(
        "h134_mpl_streamplot",
        "calls",
        "who calls interpgrid in streamplot.py?",
        grep(r"(?<!def )interpgrid\(", STREAM),
    ),
    q(
        "h134_mpl_streamplot",
        "raises",
        "streamplot tells me \"'x' must be strictly increasing\". Where is that check?",
        grep(r"raise ValueError\(\"'x' must be strictly increasing\"\)", STREAM),
    ),
    q(
        "h134_mpl_streamplot",
        "raises",
        "where is TerminateTrajectory raised",
        grep(r"raise TerminateTrajectory", STREAM),
    ),
    q(
        "h134_mpl_streamplot",
        "which",
        "Which function yields the starting points for streamlines, going round the mask "
        "edge first and spiralling inwards?",
        {"def": "_gen_starting_points"},
    ),
    q(
        "h134_mpl_streamplot",
        "which",
        "What piece of code stops a flow line as soon as it wanders into a patch of the plot "
        "that some other line has already passed through?",
        {"def": "StreamMask._update_trajectory"},
        {"def": "DomainMap.update_trajectory"},
        own=True,
    ),
    q(
        "h134_mpl_streamplot",
        "how",
        "How does _integrate_rk12 adapt its step size after each step, and when does it throw a "
        "step away?",
        {"body": "_integrate_rk12"},
    ),
    q(
        "h134_mpl_streamplot",
        "how",
        "I asked for three direction markers per flow line. How does it choose where along each "
        "line they get placed?",
        grep(
            r"s = np\.cumsum\(np\.hypot|for x in range\(1, num_arrows\+1\)|"
            r"idx = np\.searchsorted\(s, s\[-1\]",
            STREAM,
        ),
        own=True,
    ),
    run(
        "h134_mpl_streamplot",
        "what does {} print?",
        "from matplotlib.streamplot import _gen_starting_points; "
        "print(list(_gen_starting_points((3, 3))))",
        "[(0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1), (1, 1)]",
    ),
    q(
        "h134_mpl_streamplot",
        "edit",
        "In matplotlib/streamplot.py the RK12 integrator allows a max error of 0.003. Loosen it "
        "to 0.005, keeping the multiplication by integration_max_error_scale.",
        {
            "effect": {
                "text_replaced": [
                    STREAM,
                    "maxerror = 0.003 * integration_max_error_scale",
                    "maxerror = 0.005 * integration_max_error_scale",
                ]
            }
        },
    ),
    # --- pip/_vendor/rich/traceback.py -------------------------------------------------------
    q(
        "h134_rich_traceback",
        "where",
        "where is Traceback.from_exception",
        {"def": "Traceback.from_exception"},
    ),
    q(
        "h134_rich_traceback",
        "returns",
        "What can `Traceback._guess_lexer` return? I want to know what happens for a file with "
        "no extension.",
        {"returns": "Traceback._guess_lexer"},
    ),
    q(
        "h134_rich_traceback",
        "calls",
        "In rich's traceback.py, where is the extract classmethod called?",
        grep(r"\.extract\(", TB),
    ),
    q(
        "h134_rich_traceback",
        "raises",
        "I did `Traceback()` outside an except block and got a ValueError about 'trace' being "
        "required. Which line raises it?",
        grep(r"raise ValueError\(", TB),
    ),
    q(
        "h134_rich_traceback",
        "const",
        "Where's the 80-character cap on strings shown in locals defined?",
        grep(r"^LOCALS_MAX_STRING = ", TB),
    ),
    q(
        "h134_rich_traceback",
        "which",
        "Which bit hooks into the interactive notebook shell and swaps its error printout for "
        "the colourful one?",
        {"def": "install.ipy_excepthook_closure"},
        own=True,
    ),
    q(
        "h134_rich_traceback",
        "how",
        "When an error comes out of a really deep recursion, it doesn't print every level. How "
        "does it pick which levels in the middle to leave out?",
        grep(
            r"exclude_frames = range\(|self\.max_frames // 2|"
            r"if exclude_frames and frame_index in exclude_frames",
            TB,
        ),
        own=True,
    ),
    run(
        "h134_rich_traceback",
        "can you execute {} and show me the result",
        "from pip._vendor.rich.traceback import Traceback; e = ZeroDivisionError('boom'); "
        "t = Traceback.extract(type(e), e, None); "
        "print(t.stacks[0].exc_type, t.stacks[0].exc_value, t.stacks[0].frames)",
        "ZeroDivisionError boom []",
    ),
    q(
        "h134_rich_traceback",
        "edit",
        "Traceback._render_syntax_error in pip/_vendor/rich/traceback.py has no docstring. Add "
        "one saying it renders the file, line and a caret under the offending offset.",
        {"effect": {"docstring": "Traceback._render_syntax_error"}},
    ),
    q(
        "h134_rich_traceback",
        "edit",
        "set LOCALS_MAX_LENGTH to 20 in the vendored rich traceback module",
        {"effect": {"value_set": [TB, "LOCALS_MAX_LENGTH", "20"]}},
    ),
    # --- fontTools/varLib/featureVars.py -----------------------------------------------------
    q(
        "h134_varlib_featurevars",
        "where",
        "Which line of featureVars.py defines buildConditionTable?",
        {"def": "buildConditionTable"},
    ),
    q(
        "h134_varlib_featurevars",
        "returns",
        "what does overlayBox return, e.g. when the two boxes don't intersect?",
        {"returns": "overlayBox"},
    ),
    q(
        "h134_varlib_featurevars",
        "calls",
        "Who calls `sortFeatureList`?",
        grep(r"^\s+sortFeatureList\(", FV),
    ),
    q(
        "h134_varlib_featurevars",
        "raises",
        "Show me where VarLibError is raised in fontTools/varLib/featureVars.py.",
        grep(r"raise VarLibError\(", FV),
    ),
    q(
        "h134_varlib_featurevars",
        "which",
        "Which function throws away axis ranges that just run from one end to the other "
        "anyway, so only the ranges that actually narrow things down are kept?",
        {"def": "cleanupBox"},
        own=True,
    ),
    q(
        "h134_varlib_featurevars",
        "which",
        "which function walks the ScriptList and remaps feature indices in every LangSys after "
        "the FeatureList got reordered?",
        {"def": "remapFeatures"},
    ),
    q(
        "h134_varlib_featurevars",
        "how",
        "How does buildSubstitutionLookups deal with processLast=False? Do the existing lookup "
        "indices get shifted?",
        {"body": "buildSubstitutionLookups"},
    ),
    q(
        "h134_varlib_featurevars",
        "how",
        "Say I pass two entries for the very same weight range, and both map the letter a to "
        "a different alternate. Which entry wins out, and how is that decided?",
        grep(
            r"earlier entries win|for key, value in reversed\(conditionalSubstitutions\)|"
            r"merged\[key\]\.update\(value\)",
            FV,
        ),
        {"def": "overlayFeatureVariations"},
        own=True,
    ),
    run(
        "h134_varlib_featurevars",
        "Run {} for me -- what are the two boxes it prints?",
        "from fontTools.varLib.featureVars import overlayBox; "
        "print(overlayBox({'wght': (0.5, 1.0)}, {'wght': (0.0, 1.0)}))",
        "({'wght': (0.5, 1.0)}, {'wght': (0.0, 0.5)})",
    ),
    q(
        "h134_varlib_featurevars",
        "edit",
        "In buildConditionTable, put `assert filterRangeMinValue <= filterRangeMaxValue` on the "
        "line just before `ct = ot.ConditionTable()`.",
        {
            "effect": {
                "line_before": [
                    FV,
                    "ct = ot.ConditionTable()",
                    "assert filterRangeMinValue <= filterRangeMaxValue",
                ]
            }
        },
    ),
]
