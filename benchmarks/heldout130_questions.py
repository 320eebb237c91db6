"""The hundred-and-thirtieth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (moto 5.2.1: ``moto/ec2/models/security_groups.py``;
scipy 1.17.1: ``scipy/io/wavfile.py``; matplotlib 3.11.2: ``matplotlib/markers.py``; pip 23.2.1,
its vendored resolvelib 1.0.1: ``pip/_vendor/resolvelib/resolvers.py``), written blind: by reading
only those files, never the model's code or its notes, and committed before the model was asked any
of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (moto's EC2 security groups most, then scipy's
WAV reader and writer, matplotlib's markers, resolvelib's resolver). About a fifth of the questions
that are not edits are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit, each
in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands need the whole
package to import, so they run against the installed package; each exercises the one file its
workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h130_moto_security_groups": ["moto/ec2/models/security_groups.py"],
    "h130_scipy_wavfile": ["scipy/io/wavfile.py"],
    "h130_mpl_markers": ["matplotlib/markers.py"],
    "h130_resolvelib_resolvers": ["pip/_vendor/resolvelib/resolvers.py"],
}

SG = "moto/ec2/models/security_groups.py"
WAV = "scipy/io/wavfile.py"
MARKERS = "matplotlib/markers.py"
RESOLVERS = "pip/_vendor/resolvelib/resolvers.py"


QUESTIONS: list[dict] = [
    # --- moto/ec2/models/security_groups.py --------------------------------------------------
    q(
        "h130_moto_security_groups",
        "where",
        "where's get_security_group_from_name defined",
        {"def": "SecurityGroupBackend.get_security_group_from_name"},
    ),
    q(
        "h130_moto_security_groups",
        "where",
        "In moto's security_groups.py, on which line does the `GroupedSecurityRuleView` class "
        "start?",
        {"def": "GroupedSecurityRuleView"},
    ),
    q(
        "h130_moto_security_groups",
        "returns",
        "What does SecurityGroup.get_rule hand back, and what if none of the rules has the id I "
        "asked for?",
        {"returns": "SecurityGroup.get_rule"},
    ),
    q(
        "h130_moto_security_groups",
        "calls",
        "Who calls `_verify_group_will_respect_rule_count_limit`?",
        grep(r"self\._verify_group_will_respect_rule_count_limit\(", SG),
    ),
    q(
        "h130_moto_security_groups",
        "calls",
        "I'm changing how source groups get normalised. where all is _add_source_group used in "
        "the backend?",
        grep(r"= self\._add_source_group\(", SG),
    ),
    q(
        "h130_moto_security_groups",
        "raises",
        "list every place in security_groups.py that raises MotoNotImplementedError",
        grep(r"raise MotoNotImplementedError\(", SG),
    ),
    q(
        "h130_moto_security_groups",
        "raises",
        "modify_security_group_rules threw 'Only one of cidrIp, cidrIpv6, prefixListId, or "
        "referencedGroupId can be specified' at me. Where does that come from?",
        grep(r"raise InvalidParameterCombination\(", SG),
    ),
    q(
        "h130_moto_security_groups",
        "raises",
        "In my test I set up a second firewall inside the same private network and gave it the "
        "same label as one that's already there. Where does the mock refuse that?",
        grep(r"raise InvalidSecurityGroupDuplicateError\(", SG),
        own=True,
    ),
    q(
        "h130_moto_security_groups",
        "const",
        "Where is the maximum number of rules per security group set, and is it different for "
        "VPC groups?",
        grep(r"max_nb_rules = 60 if group\.vpc_id else 100", SG),
    ),
    q(
        "h130_moto_security_groups",
        "which",
        "Which method merges the rules that share a port range and protocol into one "
        "GroupedSecurityRuleView for the ip_permissions properties?",
        {"def": "SecurityGroup._flattened_rules"},
    ),
    q(
        "h130_moto_security_groups",
        "which",
        "what decides whether two firewall entries count as the same thing? I want to know why "
        "adding one I thought was new got bounced as a repeat",
        {"def": "SecurityGroupRule.__eq__"},
        own=True,
    ),
    q(
        "h130_moto_security_groups",
        "which",
        "Which backend function yields one SecurityGroupRule per ip range, per source group and "
        "per prefix list id?",
        {"def": "SecurityGroupBackend._iterate_security_rules"},
    ),
    q(
        "h130_moto_security_groups",
        "how",
        "How does describe_security_group_rules deal with rules that have no from_port/to_port, "
        "like the allow-all egress one?",
        {"body": "SecurityGroupBackend.describe_security_group_rules"},
    ),
    q(
        "h130_moto_security_groups",
        "how",
        "The string I pass might be the generated key of my firewall or the human-readable label "
        "I gave it. How does the mock work out which one I meant, and which does it try first?",
        {"body": "SecurityGroupBackend.get_security_group_by_name_or_id"},
        own=True,
    ),
    q(
        "h130_moto_security_groups",
        "how",
        "how does revoke_security_group_ingress figure out what to remove -- it seems to take "
        "either rule ids or a full permission spec?",
        {"body": "SecurityGroupBackend.revoke_security_group_ingress"},
    ),
    run(
        "h130_moto_security_groups",
        "Can you execute {} and tell me what protocol and ports it ends up with?",
        "from moto.ec2.models.security_groups import SecurityGroupRule; "
        "r = SecurityGroupRule(None, '17', 'sg-1', '53', '53', {'CidrIp': '10.0.0.0/8'}); "
        "print(r.ip_protocol, r.from_port, r.to_port)",
        "udp 53 53",
    ),
    q(
        "h130_moto_security_groups",
        "edit",
        "Please rename `_sg_update_description` to `_copy_rule_description` in "
        "moto/ec2/models/security_groups.py, the definition and both calls.",
        {"effect": {"renamed": ["_sg_update_description", "_copy_rule_description"]}},
    ),
    q(
        "h130_moto_security_groups",
        "edit",
        "revoke_security_group_egress sometimes leaves IPv6 rules behind when I revoke them. "
        "Could you track down the bug and fix it?",
        {"effect": {"declined": True}},
    ),
    # --- scipy/io/wavfile.py -----------------------------------------------------------------
    q(
        "h130_scipy_wavfile",
        "where",
        "where is `_handle_pad_byte` defined?",
        {"def": "_handle_pad_byte"},
    ),
    q(
        "h130_scipy_wavfile",
        "returns",
        "what does _read_fmt_chunk return? a tuple of what exactly",
        {"returns": "_read_fmt_chunk"},
    ),
    q(
        "h130_scipy_wavfile",
        "calls",
        "Where does wavfile.read call _skip_unknown_chunk?",
        grep(r"^\s+_skip_unknown_chunk\(fid, is_big_endian\)", WAV),
    ),
    q(
        "h130_scipy_wavfile",
        "raises",
        "Reading a wav I got `ValueError: No fmt chunk before data`. Which line raises it?",
        grep(r'raise ValueError\("No fmt chunk before data"\)', WAV),
    ),
    q(
        "h130_scipy_wavfile",
        "raises",
        "wavfile.write won't take my float16 array -- where is it rejected?",
        grep(r"raise ValueError\(f\"Unsupported data type", WAV),
    ),
    q(
        "h130_scipy_wavfile",
        "const",
        "Where is KNOWN_WAVE_FORMATS set in scipy's wavfile module?",
        grep(r"^KNOWN_WAVE_FORMATS = ", WAV),
    ),
    q(
        "h130_scipy_wavfile",
        "which",
        "Which class is it that lets read() work on a stream that can't seek, like a pipe?",
        {"def": "SeekEmulatingReader"},
    ),
    q(
        "h130_scipy_wavfile",
        "which",
        "Which function sniffs the opening bytes of a sound file to tell the byte order and "
        "whether it is the oversized variant meant for enormous recordings?",
        {"def": "_read_riff_chunk"},
        own=True,
    ),
    q(
        "h130_scipy_wavfile",
        "how",
        "numpy has no 3-byte integer, so how does `_read_data_chunk` load 24-bit PCM samples?",
        {"body": "_read_data_chunk"},
    ),
    q(
        "h130_scipy_wavfile",
        "how",
        "If I save a really long recording, more than 4 GB, how does it get around the usual "
        "size field being too small to hold that?",
        {"body": "write"},
        own=True,
    ),
    run(
        "h130_scipy_wavfile",
        "what does {} print? I want to check the round trip",
        "import io, numpy as np; from scipy.io import wavfile; b = io.BytesIO(); "
        "wavfile.write(b, 8000, np.arange(4, dtype=np.int16)); print(wavfile.read(b))",
        "(8000, array([0, 1, 2, 3], dtype=int16))",
    ),
    q(
        "h130_scipy_wavfile",
        "edit",
        "_skip_unknown_chunk in scipy/io/wavfile.py has no docstring. Add one please: it reads "
        "the chunk size and seeks past the chunk and its pad byte.",
        {"effect": {"docstring": "_skip_unknown_chunk"}},
    ),
    # --- matplotlib/markers.py ---------------------------------------------------------------
    q(
        "h130_mpl_markers",
        "where",
        "where is _set_tuple_marker",
        {"def": "MarkerStyle._set_tuple_marker"},
    ),
    q(
        "h130_mpl_markers",
        "returns",
        "What does `MarkerStyle.get_transform` return when I passed my own transform in?",
        {"returns": "MarkerStyle.get_transform"},
    ),
    q(
        "h130_mpl_markers",
        "calls",
        "who calls _set_custom_marker in markers.py?",
        grep(r"self\._set_custom_marker\(", MARKERS),
    ),
    q(
        "h130_mpl_markers",
        "raises",
        "plt.plot(x, y, marker='banana') dies with 'Unrecognized marker style'. Where is that "
        "raised?",
        grep(r"raise ValueError\($|Unrecognized marker style", MARKERS),
    ),
    q(
        "h130_mpl_markers",
        "raises",
        "If I hand MarkerStyle.rotated both deg= and rad=, where does it complain?",
        grep(r"raise ValueError\('Only one of deg and rad can be supplied'\)", MARKERS),
    ),
    q(
        "h130_mpl_markers",
        "which",
        "Which MarkerStyle method builds the path for a mathtext marker like '$\\alpha$'?",
        {"def": "MarkerStyle._set_mathtext_path"},
    ),
    q(
        "h130_mpl_markers",
        "which",
        "which bit draws the tiniest symbol, the one-dot-on-screen kind, and shifts it a hair "
        "off centre so it lands on exactly one screen dot?",
        {"def": "MarkerStyle._set_pixel"},
        own=True,
    ),
    q(
        "h130_mpl_markers",
        "how",
        "How does _set_marker decide which _set_* function a given marker value gets?",
        {"body": "MarkerStyle._set_marker"},
    ),
    q(
        "h130_mpl_markers",
        "how",
        "For the pointy three-sided shapes, when only one side of it is coloured, how does it "
        "choose which piece gets the main colour and which the other one, depending on which "
        "way the shape points?",
        {"body": "MarkerStyle._set_triangle"},
        own=True,
    ),
    run(
        "h130_mpl_markers",
        "Run {} for me and paste the output.",
        "from matplotlib.markers import MarkerStyle; "
        "print([MarkerStyle(m).is_filled() for m in ('o', 'x', (6, 2))], "
        "MarkerStyle('*').get_joinstyle())",
        "[True, False, False] bevel",
    ),
    q(
        "h130_mpl_markers",
        "edit",
        "comment out the `self._snap = False` line in MarkerStyle._set_mathtext_path",
        {"effect": {"comment_out": [MARKERS, "self._snap = False"]}},
    ),
    q(
        "h130_mpl_markers",
        "edit",
        "Could you add full type hints to every method of MarkerStyle and make sure mypy passes "
        "in strict mode?",
        {"effect": {"declined": True}},
    ),
    # --- pip/_vendor/resolvelib/resolvers.py -------------------------------------------------
    q(
        "h130_resolvelib_resolvers",
        "where",
        "Where's the Criterion class declared in resolvelib?",
        {"def": "Criterion"},
    ),
    q(
        "h130_resolvelib_resolvers",
        "returns",
        "what does Resolution._attempt_to_pin_criterion give back, on success and when every "
        "candidate fails?",
        {"returns": "Resolution._attempt_to_pin_criterion"},
    ),
    q(
        "h130_resolvelib_resolvers",
        "calls",
        "where is `_add_to_criteria` called from?",
        grep(r"self\._add_to_criteria\(", RESOLVERS),
    ),
    q(
        "h130_resolvelib_resolvers",
        "raises",
        "pip's resolver bailed out with ResolutionImpossible. Which lines in resolvers.py raise "
        "it?",
        grep(r"raise ResolutionImpossible\(", RESOLVERS),
    ),
    q(
        "h130_resolvelib_resolvers",
        "which",
        "When the installer gets stuck, which part walks back through the earlier picks, "
        "skipping over the ones that had nothing to do with the clash?",
        {"def": "Resolution._backjump"},
        own=True,
    ),
    q(
        "h130_resolvelib_resolvers",
        "how",
        "Once everything's settled, how does it leave out packages that nothing I asked for "
        "actually leads to any more?",
        {"body": "_build_result"},
        {"body": "_has_route_to_root"},
        own=True,
    ),
    run(
        "h130_resolvelib_resolvers",
        "hey, what's the output of {}?",
        "from pip._vendor.resolvelib.resolvers import Criterion, RequirementInformation, "
        "RequirementsConflicted; c = Criterion([], [RequirementInformation('a', None)], []); "
        "print(RequirementsConflicted(c))",
        "Requirements conflict: 'a'",
    ),
    q(
        "h130_resolvelib_resolvers",
        "edit",
        "In pip/_vendor/resolvelib/resolvers.py, bump the default max_rounds of Resolver.resolve "
        "from 100 to 200.",
        {"effect": {"text_replaced": [RESOLVERS, "max_rounds=100", "max_rounds=200"]}},
    ),
]
