"""The hundredth held-out set: questions on two third-party code trees that no other set uses,
copied from the installed site-packages (the ``awscli/customizations/emr`` package of awscli
1.45.11 and the ``mpl_toolkits/axisartist`` package of matplotlib 3.11.2), written blind: by
reading only those packages, never the model's code or its notes, and committed before the model
was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the packages (the EMR commands most, then axisartist).
About a fifth of them are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h100_emr": ["awscli/customizations/emr"],
    "h100_axisartist": ["mpl_toolkits/axisartist"],
}

EMR = "awscli/customizations/emr"
COMMAND = f"{EMR}/command.py"
CONFIG = f"{EMR}/config.py"
CONSTANTS = f"{EMR}/constants.py"
CREATE = f"{EMR}/createcluster.py"
EMRFS = f"{EMR}/emrfsutils.py"
HBASE = f"{EMR}/hbase.py"
SSH = f"{EMR}/ssh.py"
SSHUTILS = f"{EMR}/sshutils.py"
STEPS = f"{EMR}/steputils.py"

AA = "mpl_toolkits/axisartist"
AXIS_ARTIST = f"{AA}/axis_artist.py"
AXISLINES = f"{AA}/axislines.py"
GRID_FINDER = f"{AA}/grid_finder.py"


QUESTIONS: list[dict] = [
    # --- awscli/customizations/emr -----------------------------------------------------------
    q(
        "h100_emr",
        "where",
        "where is build_step_config_list defined?",
        {"def": "build_step_config_list"},
    ),
    q(
        "h100_emr",
        "where",
        "In the EMR customizations, where's the `StringConfiguration` class?",
        {"def": "StringConfiguration"},
    ),
    q(
        "h100_emr",
        "returns",
        "what does emrutils.join hand back if I pass it an empty list, or just one value?",
        {"returns": "join"},
    ),
    q(
        "h100_emr",
        "returns",
        "What does `CreateCluster._construct_result` return when run_job_flow gives back "
        "nothing useful?",
        {"returns": "CreateCluster._construct_result"},
    ),
    q(
        "h100_emr",
        "calls",
        "who calls build_bootstrap_action",
        {"grep": r"emrutils\.build_bootstrap_action\("},
    ),
    q(
        "h100_emr",
        "calls",
        "Where is `get_release_label` called from? I want to know which commands hit "
        "describe_cluster just to look it up.",
        {"grep": r"emrutils\.get_release_label\("},
    ),
    q(
        "h100_emr",
        "calls",
        "who uses _get_runner_jar in steputils.py",
        grep(r"jar=_get_runner_jar\(", STEPS),
    ),
    q(
        "h100_emr",
        "raises",
        "Where does create-cluster raise MissingApplicationsError?",
        grep(r"raise exceptions\.MissingApplicationsError\(", CREATE),
    ),
    q(
        "h100_emr",
        "raises",
        "if the cluster is already terminated, where does `aws emr ssh` bail out? need the "
        "exact raise",
        grep(r"raise exceptions\.ClusterTerminatedError", SSHUTILS),
    ),
    q(
        "h100_emr",
        "raises",
        "wheres InvalidBooleanConfigError raised",
        grep(r"raise exceptions\.InvalidBooleanConfigError\(", CONFIG),
    ),
    q(
        "h100_emr",
        "raises",
        "Which lines raise UnknownStepTypeError in steputils.py?",
        grep(r"raise exceptions\.UnknownStepTypeError\(", STEPS),
    ),
    q(
        "h100_emr",
        "raises",
        "Where does the --emrfs validation reject a client-side encryption ProviderType it "
        "doesn't know?",
        grep(r"raise exceptions\.UnknownCseProviderTypeError\(", EMRFS),
    ),
    q(
        "h100_emr",
        "raises",
        "schedule-hbase-backup keeps telling me 'invalid unit' -- where is that thrown?",
        grep(r"raise ValueError\('aws: error: invalid unit", HBASE),
    ),
    q(
        "h100_emr",
        "const",
        "where is MAX_BOOTSTRAP_ACTION_NUMBER set",
        grep(r"^MAX_BOOTSTRAP_ACTION_NUMBER = ", CONSTANTS),
    ),
    run(
        "h100_emr",
        "What does {} print?",
        "from awscli.customizations.emr.emrutils import parse_key_value_string; "
        "print(parse_key_value_string('k1=v1,k2,k3=a=b'))",
        "[{'Key': 'k1', 'Value': 'v1'}, {'Key': 'k2', 'Value': ''}, {'Key': 'k3', 'Value': 'a=b'}]",
    ),
    run(
        "h100_emr",
        "could you run {} and tell me what comes out",
        "from awscli.customizations.emr.createdefaultroles import get_service_principal; "
        "print(get_service_principal('elasticmapreduce', "
        "'https://elasticmapreduce.eu-west-1.amazonaws.com'))",
        "elasticmapreduce.amazonaws.com",
    ),
    q(
        "h100_emr",
        "edit",
        "Our AMIs log in as ec2-user, not hadoop. Please set SSH_USER in "
        "awscli/customizations/emr/constants.py to 'ec2-user'.",
        {"effect": {"value_set": [CONSTANTS, "SSH_USER", "'ec2-user'"]}},
    ),
    q(
        "h100_emr",
        "edit",
        "comment out the debug log that dumps all the parsed args "
        '(`LOG.debug("Running command with args: %s" % parsed_args)`) in emr/command.py',
        {
            "effect": {
                "comment_out": [COMMAND, 'LOG.debug("Running command with args: %s" % parsed_args)']
            }
        },
    ),
    q(
        "h100_emr",
        "edit",
        "In ssh.py, delete the `print('Disabling Socks Tunnel.')` line from the Socks "
        "command; I don't want that message when I hit Ctrl-C.",
        {"effect": {"line_deleted": [SSH, "print('Disabling Socks Tunnel.')"]}},
    ),
    q(
        "h100_emr",
        "edit",
        "create-default-roles and create-cluster feel slow. Can you make them faster, e.g. run "
        "the IAM calls in parallel and cache the describe_cluster lookups?",
        {"effect": {"declined": True}},
    ),
    q(
        "h100_emr",
        "which",
        "If I just give a machine size and a count of 3 instead of spelling out every group, "
        "which code splits that into one boss node plus two workers?",
        {"body": "validate_and_build_instance_groups"},
        {"body": "_build_instance_group"},
        own=True,
    ),
    q(
        "h100_emr",
        "how",
        "when I put a max price on a group of machines, how does it decide whether they're the "
        "cheap leftover-capacity kind or the regular pay-as-you-go kind?",
        {"body": "build_instance_groups"},
        own=True,
    ),
    q(
        "h100_emr",
        "which",
        "Which bit writes the standard permission identities into my local settings file, but "
        "skips that if I've already picked my own?",
        {"body": "update_roles"},
        {"body": "is_any_role_configured"},
        {"body": "ConfigWriter.update_config"},
        own=True,
    ),
    q(
        "h100_emr",
        "how",
        "How does CreateCluster._build_ec2_attributes handle SubnetId vs AvailabilityZone? "
        "Can I pass both?",
        {"body": "CreateCluster._build_ec2_attributes"},
    ),
    q(
        "h100_emr",
        "how",
        "I saved a few defaults in my aws settings so I don't have to type them every time. "
        "How does a command fill in whatever I left off from those saved values?",
        {"body": "Command._apply_configs"},
        {"body": "Command._get_applicable_configurations"},
        {"body": "StringConfiguration.add"},
        {"body": "BooleanConfiguration.add"},
        own=True,
    ),
    q(
        "h100_emr",
        "which",
        "which function turns the --emrfs options into the emrfs-site classification when "
        "there's a release label?",
        {"body": "build_emrfs_confiuration"},
        {"body": "CreateCluster._handle_emrfs_parameters"},
    ),
    q(
        "h100_emr",
        "how",
        "My work laptop doesn't have the usual remote-login tools, only that popular Windows "
        "app for it. How does the tool put the login command together then?",
        {"body": "SSH._run_main_command"},
        {"body": "Socks._run_main_command"},
        own=True,
    ),
    q(
        "h100_emr",
        "which",
        "which part makes it hang around until my cluster has actually finished booting before "
        "it connects me?",
        {"body": "validate_and_find_master_dns"},
        own=True,
    ),
    q(
        "h100_emr",
        "which",
        "Which classes stop me from combining --active with --failed (or --cluster-states) in "
        "list-clusters?",
        {"body": "ActiveStateArgument.add_to_params"},
        {"body": "FailedStateArgument.add_to_params"},
        {"body": "TerminatedStateArgument.add_to_params"},
        {"body": "ClusterStatesArgument.add_to_params"},
    ),
    q(
        "h100_emr",
        "how",
        "For older clusters the tool fetches helper programs from Amazon's storage. How does it "
        "work out that address depending on which part of the world I'm in, and what if I "
        "never chose one?",
        {"body": "build_s3_link"},
        {"body": "get_script_runner"},
        own=True,
    ),
    # --- mpl_toolkits/axisartist -------------------------------------------------------------
    q(
        "h100_axisartist",
        "where",
        "Where is GridHelperRectlinear.new_floating_axis defined?",
        {"def": "GridHelperRectlinear.new_floating_axis"},
    ),
    q(
        "h100_axisartist",
        "where",
        "where's select_step24",
        {"def": "select_step24"},
    ),
    q(
        "h100_axisartist",
        "returns",
        "What does `FixedLocator.__call__` return? Just the locations, or more?",
        {"returns": "FixedLocator.__call__"},
    ),
    q(
        "h100_axisartist",
        "calls",
        "who calls _value_and_jac_angle?",
        {"grep": r"(?<!def )_value_and_jac_angle\("},
    ),
    q(
        "h100_axisartist",
        "calls",
        "Where's AxisArtist._update_ticks called?",
        grep(r"self\._update_ticks\(renderer\)", AXIS_ARTIST),
    ),
    q(
        "h100_axisartist",
        "raises",
        "where does GridFinder.set_transform raise a TypeError",
        grep(r"raise TypeError\(\"'aux_trans' must be", GRID_FINDER),
    ),
    q(
        "h100_axisartist",
        "raises",
        "I got ValueError: Unexpected nth_coord from axisartist. Where is that raised?",
        grep(r'raise ValueError\("Unexpected nth_coord"\)', AXISLINES),
    ),
    q(
        "h100_axisartist",
        "const",
        "Where's the zorder of AxisArtist set, and to what?",
        grep(r"^    zorder = 2\.5$", AXIS_ARTIST),
    ),
    run(
        "h100_axisartist",
        "what's the output of {}",
        "from mpl_toolkits.axisartist.angle_helper import select_step360; "
        "print(select_step360(0, 90, 4))",
        "(array([ 0, 30, 60, 90]), 4, 1.0)",
    ),
    run(
        "h100_axisartist",
        "Run {} please, what does it print?",
        "from mpl_toolkits.axisartist.grid_finder import DictFormatter; "
        "print(DictFormatter({0: 'N', 90: 'E'})('bottom', 1, [0, 45, 90]))",
        "['N', '', 'E']",
    ),
    q(
        "h100_axisartist",
        "edit",
        "In grid_finder.py, GridFinder falls back to ExtremeFinderSimple(20, 20). Change that "
        "default to ExtremeFinderSimple(40, 40).",
        {
            "effect": {
                "text_replaced": [
                    GRID_FINDER,
                    "ExtremeFinderSimple(20, 20)",
                    "ExtremeFinderSimple(40, 40)",
                ]
            }
        },
    ),
    q(
        "h100_axisartist",
        "edit",
        "add `import logging` at the top of mpl_toolkits/axisartist/grid_finder.py",
        {"effect": {"at_top": [GRID_FINDER, "import logging"]}},
    ),
    q(
        "h100_axisartist",
        "which",
        "Which class actually draws the pointy tip on the end of my x axis, the bit that pokes "
        "out past the plot?",
        {"body": "_FancyAxislineStyle.SimpleArrow"},
        {"body": "_FancyAxislineStyle.FilledArrow"},
        {"body": "AxislineStyle.SimpleArrow"},
        {"body": "AxislineStyle.FilledArrow"},
        own=True,
    ),
    q(
        "h100_axisartist",
        "how",
        "how does it choose tidy gaps between the marks around a round plot -- like every 15 "
        "or 30 or 45 -- depending on how wide a slice of the circle is showing?",
        {"body": "select_step_degree"},
        {"body": "select_step"},
        {"body": "select_step360"},
        own=True,
    ),
    q(
        "h100_axisartist",
        "how",
        "How does ExtremeFinderCycle deal with longitudes that wrap around at 360?",
        {"body": "ExtremeFinderCycle._find_transformed_bbox"},
    ),
    q(
        "h100_axisartist",
        "which",
        "With a bent coordinate mesh, what works out the points where each mesh line runs into "
        "the edge of the plotting area, so a label can go there?",
        {"body": "_find_line_box_crossings"},
        {"body": "GridFinder.get_grid_info"},
        own=True,
    ),
    q(
        "h100_axisartist",
        "how",
        "how does `AxisArtist.toggle(all=False, ticks=True)` work out what ends up visible?",
        {"body": "AxisArtist.toggle"},
    ),
    q(
        "h100_axisartist",
        "which",
        "Which method hides the tick labels and axis label on the top and right axes by "
        "default in axisartist's Axes?",
        {"body": "Axes.clear"},
    ),
]
