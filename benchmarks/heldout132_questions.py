"""The hundred-and-thirty-second set: questions on one module each of four third-party packages,
copied from the installed site-packages (matplotlib 3.11.2: ``matplotlib/dviread.py``; moto 5.2.1:
``moto/autoscaling/models.py``; fontTools 4.68.0: ``fontTools/ttLib/woff2.py``; scipy 1.17.1:
``scipy/sparse/_dok.py``), written blind: by reading only those files, never the model's code or
its notes, and committed before the model was asked any of them. It is a tuning set: its misses
are read and fixed, in general (no rule is written for one of its questions).

The questions are weighted by the size of the files (moto's autoscaling models most, then
fontTools' WOFF2 reader and writer, matplotlib's DVI reader, scipy's dictionary-of-keys sparse
array). About a fifth of them are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands
need the whole package to import, so they run against the installed package; each exercises the
one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h132_mpl_dviread": ["matplotlib/dviread.py"],
    "h132_moto_autoscaling": ["moto/autoscaling/models.py"],
    "h132_fonttools_woff2": ["fontTools/ttLib/woff2.py"],
    "h132_scipy_dok": ["scipy/sparse/_dok.py"],
}

DVI = "matplotlib/dviread.py"
ASG = "moto/autoscaling/models.py"
WOFF = "fontTools/ttLib/woff2.py"
DOK = "scipy/sparse/_dok.py"


QUESTIONS: list[dict] = [
    # --- moto/autoscaling/models.py ----------------------------------------------------------
    q(
        "h132_moto_autoscaling",
        "where",
        "where is `_set_azs_and_vpcs` defined in moto's autoscaling models?",
        {"def": "FakeAutoScalingGroup._set_azs_and_vpcs"},
    ),
    q(
        "h132_moto_autoscaling",
        "returns",
        "What comes back from AutoScalingBackend.describe_launch_configurations, both when I pass "
        "a list of names and when I pass none?",
        {"returns": "AutoScalingBackend.describe_launch_configurations"},
    ),
    q(
        "h132_moto_autoscaling",
        "calls",
        "who calls replace_autoscaling_group_instances",
        grep(r"\.replace_autoscaling_group_instances\(", ASG),
    ),
    q(
        "h132_moto_autoscaling",
        "calls",
        "Where does the backend run its sizes through `make_int`? I want every call site.",
        grep(r"(?<!def )make_int\(", ASG),
    ),
    q(
        "h132_moto_autoscaling",
        "raises",
        "deleting an autoscaling group that doesn't exist gives me 'AutoScalingGroup name not "
        "found - AutoScalingGroup 'foo' not found'. which line raises that?",
        grep(r"AutoScalingGroup name not found - AutoScalingGroup", ASG),
    ),
    q(
        "h132_moto_autoscaling",
        "raises",
        "I tried to add a couple of servers I already had running into my group and it refused, "
        "since that would take the group past its ceiling. Where is that refusal thrown?",
        grep(r"raise ResourceContentionError", ASG),
        own=True,
    ),
    q(
        "h132_moto_autoscaling",
        "const",
        "If I create a lifecycle hook without a timeout, what heartbeat timeout does moto give "
        "it, and where is that default set?",
        grep(r"self\.heartbeat_timeout = timeout or 3600", ASG),
    ),
    q(
        "h132_moto_autoscaling",
        "which",
        "When a scaling rule says 'grow the fleet by a fraction of what it is now', which "
        "function turns that into a whole number of servers, nudging a tiny increase up to one "
        "extra machine?",
        {"def": "AutoScalingBackend.change_capacity_percent"},
        own=True,
    ),
    q(
        "h132_moto_autoscaling",
        "which",
        "Which backend method is the one that marks an instance as Unhealthy (sets its "
        "health_status)?",
        {"def": "AutoScalingBackend.set_instance_health"},
    ),
    q(
        "h132_moto_autoscaling",
        "which",
        "In the launch configuration model, which method turns the raw BlockDeviceMapping dicts "
        "into BlockDeviceType objects?",
        {"def": "FakeLaunchConfiguration._parse_block_device_mappings"},
    ),
    q(
        "h132_moto_autoscaling",
        "how",
        "How does describe_auto_scaling_groups apply a filter named like `tag:Environment`, as "
        "opposed to tag-key / tag-value?",
        {"body": "AutoScalingBackend.describe_auto_scaling_groups"},
    ),
    q(
        "h132_moto_autoscaling",
        "how",
        "if one of the servers in my group gets shut down from outside the group, does the mock "
        "notice and start a new one in its place? how does that work?",
        {"body": "AutoScalingBackend.notify_terminate_instances"},
        own=True,
    ),
    q(
        "h132_moto_autoscaling",
        "how",
        "Say I put a label on my group under a label name the group already carries. Does the old "
        "one get swapped out, or do I end up with two labels called the same?",
        {"body": "AutoScalingBackend.create_or_update_tags"},
        own=True,
    ),
    run(
        "h132_moto_autoscaling",
        "can you execute {} and tell me what the metric spec looks like afterwards?",
        "from moto.autoscaling.models import TargetTrackingConfiguration as T; "
        "t = T({'CustomizedMetricSpecification': {'Metrics': [{'Id': 'm1'}]}}); "
        "print(t.CustomizedMetricSpecification)",
        "{'Metrics': [{'Id': 'm1', 'ReturnData': True}], 'Dimensions': []}",
    ),
    q(
        "h132_moto_autoscaling",
        "edit",
        "In moto/autoscaling/models.py please set DEFAULT_COOLDOWN to 600 instead of 300.",
        {"effect": {"value_set": [ASG, "DEFAULT_COOLDOWN", "600"]}},
    ),
    q(
        "h132_moto_autoscaling",
        "edit",
        "Groups with a mixed instances policy seem to launch the wrong number of spot instances "
        "when the weights are uneven. Could you track down the bug in the capacity maths, fix it "
        "and write regression tests for it?",
        {"effect": {"declined": True}},
    ),
    # --- fontTools/ttLib/woff2.py ------------------------------------------------------------
    q(
        "h132_fonttools_woff2",
        "where",
        "Where's packBase128?",
        {"def": "packBase128"},
    ),
    q(
        "h132_fonttools_woff2",
        "where",
        "which file and line has the glyf table's _decodeTriplets method",
        {"def": "WOFF2GlyfTable._decodeTriplets"},
    ),
    q(
        "h132_fonttools_woff2",
        "returns",
        "What does WOFF2Writer._getVersion give back when the flavor data carries no major/minor "
        "version?",
        {"returns": "WOFF2Writer._getVersion"},
    ),
    q(
        "h132_fonttools_woff2",
        "calls",
        "Who uses `unpack255UShort` in woff2.py (not counting the doctests)?",
        grep(r"= unpack255UShort\(", WOFF),
    ),
    q(
        "h132_fonttools_woff2",
        "raises",
        "A font I'm reading fails with \"the transformLength of the 'loca' table must be 0\". "
        "Where does fontTools raise that?",
        grep(r"raise TTLibError\(\"the transformLength of the 'loca' table must be 0\"\)", WOFF),
    ),
    q(
        "h132_fonttools_woff2",
        "raises",
        "where is the 'UIntBase128 value exceeds 2**32-1' error raised",
        grep(r'raise TTLibError\("UIntBase128 value exceeds', WOFF),
    ),
    q(
        "h132_fonttools_woff2",
        "const",
        "Which tables get transformed by default when writing WOFF2? Point me at where that "
        "default tuple is defined.",
        grep(r"^woff2TransformedTableTags = ", WOFF),
    ),
    q(
        "h132_fonttools_woff2",
        "which",
        "Which writer method flips bit 11 in the head table flags to mark the font as transformed?",
        {"def": "WOFF2Writer._setHeadTransformFlag"},
    ),
    q(
        "h132_fonttools_woff2",
        "which",
        "Which function works out how much room a whole number will need in that scheme where "
        "every chunk carries seven bits plus a keep-going flag, without actually producing the "
        "chunks?",
        {"def": "base128Size"},
        own=True,
    ),
    q(
        "h132_fonttools_woff2",
        "how",
        "How does WOFF2HmtxTable.transform decide whether it can leave out the lsb arrays, and "
        "when does it give up on the transform altogether?",
        {"body": "WOFF2HmtxTable.transform"},
    ),
    q(
        "h132_fonttools_woff2",
        "how",
        "When the outline points of a letter get packed, how does it choose how much space each "
        "point's step from the previous one takes -- small steps less, big steps more?",
        {"body": "WOFF2GlyfTable._encodeTriplets"},
        own=True,
    ),
    run(
        "h132_fonttools_woff2",
        "Run {} and tell me what the round trip gives.",
        "from fontTools.ttLib.woff2 import packBase128, unpackBase128; d = packBase128(300); "
        "print(d, unpackBase128(d + b'xy'))",
        "(300, b'xy')",
    ),
    q(
        "h132_fonttools_woff2",
        "edit",
        "rename woff2OverlapSimpleBitmapFlag to OVERLAP_SIMPLE_BITMAP_FLAG throughout "
        "fontTools/ttLib/woff2.py",
        {"effect": {"renamed": ["woff2OverlapSimpleBitmapFlag", "OVERLAP_SIMPLE_BITMAP_FLAG"]}},
    ),
    q(
        "h132_fonttools_woff2",
        "edit",
        "`WOFF2DirectoryEntry.fromFile` has no docstring. Please add one saying it reads one "
        "directory entry from the file and leaves the file positioned just after it.",
        {"effect": {"docstring": "WOFF2DirectoryEntry.fromFile"}},
    ),
    # --- matplotlib/dviread.py ---------------------------------------------------------------
    q(
        "h132_mpl_dviread",
        "where",
        "In matplotlib's dviread, where is find_tex_file declared?",
        {"def": "find_tex_file"},
    ),
    q(
        "h132_mpl_dviread",
        "returns",
        "what does DviFont._height_depth_of return, especially for a char the metrics don't know?",
        {"returns": "DviFont._height_depth_of"},
    ),
    q(
        "h132_mpl_dviread",
        "calls",
        "Where is `_fnt_def_real` called from? I think both Dvi and Vf go through it.",
        grep(r"self\._fnt_def_real\(", DVI),
    ),
    q(
        "h132_mpl_dviread",
        "calls",
        "which opcode handlers call _put_char_real?",
        grep(r"self\._put_char_real\(", DVI),
    ),
    q(
        "h132_mpl_dviread",
        "raises",
        "Matplotlib says 'Unknown dvi format 5' for a file I made with some odd TeX engine. Where "
        "does that come from?",
        grep(r'raise ValueError\(f"Unknown dvi format', DVI),
    ),
    q(
        "h132_mpl_dviread",
        "raises",
        "where's the LookupError about the font map missing a PostScript font for a TeX font "
        "raised?",
        grep(r"raise LookupError\(", DVI),
    ),
    q(
        "h132_mpl_dviread",
        "which",
        "Which method builds a font from a luatex-style name like `[/path/font.otf]:index=1;"
        "slant=...`?",
        {"def": "DviFont.from_luatex"},
    ),
    q(
        "h132_mpl_dviread",
        "which",
        "Which helper takes one of those small side files that spell out, slot by slot, what "
        "every character position is called, and gives up when an entry lacks its leading slash?",
        {"body": "_parse_enc"},
        own=True,
    ),
    q(
        "h132_mpl_dviread",
        "how",
        "How does Dvi._read work out the baseline of a page? The comment mentions push depth and "
        "counting downs.",
        {"body": "Dvi._read"},
    ),
    q(
        "h132_mpl_dviread",
        "how",
        "Once a sheet has been read, how are TeX's internal positions turned into the resolution I "
        "asked for, with y flipped, and how far things hang below the writing line worked out?",
        {"body": "Dvi._output"},
        own=True,
    ),
    run(
        "h132_mpl_dviread",
        "what does {} print?",
        "import tempfile; from matplotlib.dviread import PsfontsMap; "
        "f = tempfile.NamedTemporaryFile('wb', suffix='.map', delete=False); "
        "f.write(b'ptmr8r Times-Roman \\x22.167 SlantFont\\x22\\n'); f.close(); "
        "print(PsfontsMap(f.name)[b'ptmr8r'])",
        "effects={'slant': 0.167}",
    ),
    q(
        "h132_mpl_dviread",
        "edit",
        "the debug log line `_log.debug('Dvi: %s', filename)` in Dvi.__init__ in "
        "matplotlib/dviread.py is noisy, comment it out please",
        {"effect": {"comment_out": [DVI, "_log.debug('Dvi: %s', filename)"]}},
    ),
    # --- scipy/sparse/_dok.py ----------------------------------------------------------------
    q(
        "h132_scipy_dok",
        "where",
        "where is isspmatrix_dok defined",
        {"def": "isspmatrix_dok"},
    ),
    q(
        "h132_scipy_dok",
        "returns",
        "What does `todok` on a dok array return -- a copy or the same object?",
        {"returns": "_dok_base.todok"},
    ),
    q(
        "h132_scipy_dok",
        "raises",
        "dok.update({(-1, 0): 3.0}) blows up with 'negative index ... not allowed in update'. "
        "Where is that raised?",
        grep(r"raise IndexError\(f'negative index", DOK),
    ),
    q(
        "h132_scipy_dok",
        "which",
        "Which method throws away stored entries when I shrink the table to fewer rows or columns?",
        {"def": "_dok_base.resize"},
        own=True,
    ),
    q(
        "h132_scipy_dok",
        "how",
        "how does _get_sliceXslice choose between walking the requested rows x cols and walking "
        "the stored keys?",
        {"body": "_dok_base._get_sliceXslice"},
    ),
    run(
        "h132_scipy_dok",
        "I'd like to see what adding a scalar does to the stored keys: run {} please.",
        "from scipy.sparse import dok_array; a = dok_array((2, 3)); a[0, 1] = 4; a[1, 2] = -1; "
        "print(sorted((a + 1).keys()))",
        "[(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)]",
    ),
    q(
        "h132_scipy_dok",
        "edit",
        'Delete the `__docformat__ = "restructuredtext en"` line from scipy/sparse/_dok.py.',
        {"effect": {"line_deleted": [DOK, '__docformat__ = "restructuredtext en"']}},
    ),
]
