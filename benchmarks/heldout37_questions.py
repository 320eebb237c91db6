"""The thirty-seventh held-out set: questions on three third-party packages that no other set uses,
copied from the installed site-packages (aws-sam-translator 1.110.0 as ``samtranslator``, ipykernel
7.4.0 and jupyterlab_server 2.28.1), written blind: by reading only those packages, never the
model's code or its notes, and committed before the model was asked any of them. Nothing is tuned
on it: only its totals are looked at.

The questions are weighted by the size of the packages (samtranslator most, then ipykernel). About
a fifth of them are in the user's own words (``"own": True``: behaviour described in everyday words
the code does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h37_samtranslator": ["samtranslator"],
    "h37_ipykernel": ["ipykernel"],
    "h37_jupyterlab_server": ["jupyterlab_server"],
}

SAM = "h37_samtranslator"
IPK = "h37_ipykernel"
JLS = "h37_jupyterlab_server"

TRANSLATOR = "samtranslator/translator/translator.py"
SAM_RESOURCES = "samtranslator/model/sam_resources.py"
GLOBALS = "samtranslator/plugins/globals/globals.py"
ARN = "samtranslator/translator/arn_generator.py"
KERNELBASE = "ipykernel/kernelbase.py"


QUESTIONS: list[dict] = [
    # --- samtranslator -----------------------------------------------------------------------
    q(SAM, "where", "where is dict_deep_get defined?", {"def": "dict_deep_get"}),
    q(
        SAM,
        "where",
        "Could you point me to the method that actually does the SAM -> CloudFormation "
        "conversion, `Translator.translate`?",
        {"def": "Translator.translate"},
    ),
    q(
        SAM,
        "returns",
        "what does parse_s3_uri return when the string isn't an s3:// url at all?",
        {"returns": "parse_s3_uri"},
    ),
    q(
        SAM,
        "returns",
        "What can `get_logical_id_from_intrinsic` hand back? e.g. for a GetAtt written as "
        "'Foo.Arn' vs a list",
        {"returns": "get_logical_id_from_intrinsic"},
    ),
    q(
        SAM,
        "calls",
        "who calls verify_unique_logical_id in translator.py",
        grep(r"if (not )?verify_unique_logical_id\(", TRANSLATOR),
    ),
    q(
        SAM,
        "calls",
        "Where is make_combined_condition used? I want to see every place that builds one of "
        "those Fn::Or conditions.",
        {"grep": r"(= |return )make_combined_condition\("},
    ),
    q(
        SAM,
        "calls",
        "In sam_resources.py, where does SamFunction call `_construct_version`?",
        grep(r"lambda_version = self\._construct_version\(", SAM_RESOURCES),
    ),
    q(
        SAM,
        "raises",
        "Where is InvalidGlobalsSectionException thrown?",
        grep(r"raise InvalidGlobalsSectionException\(", GLOBALS),
    ),
    q(
        SAM,
        "raises",
        "running locally I get 'AWS Region cannot be found' -- where does ArnGenerator raise "
        "NoRegionFound?",
        grep(r"raise NoRegionFound\(", ARN),
    ),
    q(
        SAM,
        "raises",
        "Where does FindInMapAction error out on a malformed Fn::FindInMap (wrong number of "
        "args, or a mapping that isnt two levels deep)?",
        grep(
            r"Invalid FindInMap value|raise invalid_2_level_map_exception",
            "samtranslator/intrinsics/actions.py",
        ),
    ),
    q(
        SAM,
        "raises",
        "which line raises InsufficientParameterValues when a policy template is missing params?",
        grep(
            r"raise InsufficientParameterValues\(",
            "samtranslator/policy_template_processor/template.py",
        ),
    ),
    q(
        SAM,
        "raises",
        "My resource is called `my-func` and I get an error about logical ids. Where in the "
        "Resource base class is that raised?",
        grep(r"Logical ids must be alphanumeric", "samtranslator/model/__init__.py"),
    ),
    q(
        SAM,
        "const",
        "how many hex chars of the hash does LogicalIdGenerator append, and where is that "
        "length set?",
        grep(r"HASH_LENGTH = 10", "samtranslator/translator/logical_id_generator.py"),
    ),
    q(
        SAM,
        "which",
        "I deploy to Beijing and to the US government cloud as well. Which piece of code "
        "figures out which of Amazon's separate clouds a location like cn-north-1 belongs to?",
        {"body": "_region_to_partition"},
        {"body": "ArnGenerator.get_partition_name"},
        own=True,
    ),
    q(
        SAM,
        "which",
        "I noticed my lambdas always get converted first and the things that wire two "
        "resources together come dead last. Which code decides that sequence?",
        {"body": "Translator._get_resources_to_iterate"},
        own=True,
    ),
    q(
        SAM,
        "which",
        "Which function converts a plain `Tags:` map into the list of Key/Value dicts that "
        "CloudFormation wants?",
        {"body": "get_tag_list"},
    ),
    q(
        SAM,
        "which",
        "when I turn on cross-origin for my rest api but don't spell out which verbs are "
        "allowed, which piece works out the list of verbs sent back when the browser asks "
        "beforehand what it may do?",
        {"body": "SwaggerEditor._make_cors_allowed_methods_for_path_item"},
        {"body": "SwaggerEditor.add_cors"},
        own=True,
    ),
    q(
        SAM,
        "which",
        "which method of IntrinsicsResolver walks nested dicts/lists so every Ref deep inside "
        "the template gets resolved?",
        {"body": "IntrinsicsResolver._traverse"},
        {"body": "IntrinsicsResolver._traverse_dict"},
        {"body": "IntrinsicsResolver._traverse_list"},
    ),
    q(
        SAM,
        "how",
        "Whenever I change my lambda's code, a brand-new numbered snapshot of it shows up on "
        "the next deploy. How does it notice the code is different from last time?",
        {"body": "SamFunction._construct_version"},
        {"body": "LogicalIdGenerator.gen"},
        {"body": "LogicalIdGenerator.get_hash"},
        own=True,
    ),
    q(
        SAM,
        "how",
        "how does GlobalProperties._do_merge treat a list that's set both in Globals and on the "
        "function itself? are duplicates removed?",
        {"body": "GlobalProperties._do_merge"},
        {"body": "GlobalProperties._merge_lists"},
    ),
    q(
        SAM,
        "how",
        "the friendly pointer name I gave my function's published version is `blue-green_v2`, "
        "and the generated resource id has odd capital D and U letters where my dash and "
        "underscore were. how does it come up with that id?",
        {"body": "SamFunction._construct_alias"},
        own=True,
    ),
    q(
        SAM,
        "how",
        "How does SubAction find and replace the `${Foo.Bar}` bits inside an Fn::Sub string?",
        {"body": "SubAction._sub_all_refs"},
        {"body": "SubAction._handle_sub_value"},
    ),
    q(
        SAM,
        "how",
        "If my template has several broken resources, does the conversion bail out at the "
        "first one, or does it gather up every problem and report them all together at the "
        "end? How does that work?",
        {"body": "Translator.translate"},
        {"body": "InvalidDocumentException.__init__"},
        own=True,
    ),
    run(
        SAM,
        "What does {} print?",
        "from samtranslator.plugins.globals.globals import GlobalProperties; "
        "print(GlobalProperties({'Layers': ['base'], 'Environment': {'Variables': "
        "{'STAGE': 'dev', 'LOG': 'info'}}}).merge({'Layers': ['extra'], 'Environment': "
        "{'Variables': {'LOG': 'debug'}}}))",
        "{'Layers': ['base', 'extra'], 'Environment': {'Variables': {'STAGE': 'dev', "
        "'LOG': 'debug'}}}",
    ),
    run(
        SAM,
        "quick one: run {} and paste me exactly what it outputs",
        "from samtranslator.translator.arn_generator import ArnGenerator; "
        "print(ArnGenerator.get_partition_name('cn-north-1'), "
        "ArnGenerator.generate_arn('aws', 's3', 'my-bucket', include_account_id=False, region=''))",
        "aws-cn arn:aws:s3::my-bucket",
    ),
    q(
        SAM,
        "edit",
        "Add a docstring to `_region_to_partition` in samtranslator/translator/arn_generator.py "
        "saying it maps a region name to its AWS partition and falls back to 'aws'.",
        {"effect": {"docstring": "_region_to_partition"}},
    ),
    q(
        SAM,
        "edit",
        "pls set _CONDITION_CHAR_LIMIT in samtranslator/model/sam_resources.py to 250",
        {"effect": {"value_set": [SAM_RESOURCES, "_CONDITION_CHAR_LIMIT", "250"]}},
    ),
    q(
        SAM,
        "edit",
        "I'm about to add some debug logging to samtranslator/model/intrinsics.py. For now just "
        "add `import logging` at the top of that module, nothing else.",
        {"effect": {"at_top": ["samtranslator/model/intrinsics.py", "import logging"]}},
    ),
    q(
        SAM,
        "edit",
        "Translating our big template takes ages. Could you make the translator process the "
        "resources in parallel and cache the generated swagger between runs so it gets a lot "
        "faster?",
        {"effect": {"declined": True}},
    ),
    # --- ipykernel ---------------------------------------------------------------------------
    q(IPK, "where", "Where's murmur2_x86?", {"def": "murmur2_x86"}),
    q(
        IPK,
        "returns",
        "what does Heartbeat.pick_port return",
        {"returns": "Heartbeat.pick_port"},
    ),
    q(
        IPK,
        "calls",
        "Who calls get_file_name (the one in compiler.py)? want to know where cell file names "
        "come from in the debugger",
        {"grep": r"(?<!def )get_file_name\("},
    ),
    q(
        IPK,
        "raises",
        "In eventloops.py, where can enable_gui blow up with an exception?",
        grep(r"raise ValueError\(e\)|raise RuntimeError\(msg\)", "ipykernel/eventloops.py"),
    ),
    q(
        IPK,
        "raises",
        "where does the kernel raise StdinNotImplementedError?",
        grep(r"raise StdinNotImplementedError\(", KERNELBASE),
    ),
    q(
        IPK,
        "const",
        "What's OutStream's automatic flush interval by default, and where is it set?",
        grep(r"^\s+flush_interval = 0\.2", "ipykernel/iostream.py"),
    ),
    q(
        IPK,
        "which",
        "On Linux, if the jupyter server that started my kernel gets killed, the kernel quits "
        "by itself a second or so later. Which part is keeping an eye on that?",
        {"body": "ParentPollerUnix.run"},
        {"body": "ParentPollerUnix"},
        own=True,
    ),
    q(
        IPK,
        "which",
        "Which class splits the raw debugpy TCP stream into separate messages using the "
        "Content-Length header?",
        {"body": "DebugpyMessageQueue.put_tcp_frame"},
        {"body": "DebugpyMessageQueue"},
    ),
    q(
        IPK,
        "how",
        "When I shut my kernel down, how does it get rid of the background processes my code "
        "spawned? Does it ask them nicely before forcing them?",
        {"body": "Kernel._progressively_terminate_all_children"},
        {"body": "Kernel._signal_children"},
        own=True,
    ),
    q(
        IPK,
        "how",
        "my script asks the user to type something in a notebook, and the frontend answers with "
        "the end-of-transmission character (ctrl-D) instead of text. how does the kernel turn "
        "that into an exception?",
        {"body": "Kernel._input_request"},
        own=True,
    ),
    run(
        IPK,
        "Hi! What's the output of {} ?",
        "from ipykernel.kernelspec import make_ipkernel_cmd; "
        "print(make_ipkernel_cmd(executable='python3', extra_arguments=['--debug']))",
        "['python3', '-m', 'ipykernel_launcher', '-f', '{connection_file}', '--debug']",
    ),
    q(
        IPK,
        "edit",
        "In ipykernel/iostream.py please change OutStream's flush_timeout from 10 to 30.",
        {
            "effect": {
                "text_replaced": [
                    "ipykernel/iostream.py",
                    "flush_timeout = 10",
                    "flush_timeout = 30",
                ]
            }
        },
    ),
    # --- jupyterlab_server -------------------------------------------------------------------
    q(JLS, "where", "where's slugify defined", {"def": "slugify"}),
    q(
        JLS,
        "calls",
        "where is `_path` called in settings_utils.py?",
        grep(r"= _path\(", "jupyterlab_server/settings_utils.py"),
    ),
    q(
        JLS,
        "raises",
        "I'm PUTting a workspace and get 'Workspace metadata ID mismatch'. Where is that raised?",
        grep(r"raise ValueError\(message\)", "jupyterlab_server/workspaces_handler.py"),
    ),
    q(
        JLS,
        "which",
        "Before it switches the UI over to, say, Brazilian Portuguese (pt_BR), where does it "
        "make sure that code actually exists?",
        {"body": "is_valid_locale"},
        {"body": "translator.set_locale"},
        own=True,
    ),
    q(
        JLS,
        "how",
        "how does _override apply the defaults from overrides.json to a plugin schema -- does it "
        "merge nested dicts or just replace them?",
        {"body": "_override"},
    ),
    run(
        JLS,
        "can you run {} and tell me what it prints",
        "from jupyterlab_server.workspaces_handler import slugify; "
        "print(slugify('My Lab/Data Cleaning!'), slugify('lab/workspaces/Foo Bar', sign=False))",
        "my-labdata-cleaning-f626 labworkspacesfoo-bar",
    ),
    q(
        JLS,
        "edit",
        "could you comment out the debug line that logs 'Loading licenses from ...' in "
        "jupyterlab_server/licenses_handler.py? (just comment it, don't delete it)",
        {
            "effect": {
                "comment_out": [
                    "jupyterlab_server/licenses_handler.py",
                    'self.log.debug("Loading licenses from %s", licenses_path)',
                ]
            }
        },
    ),
]
