"""The two-hundred-and-twenty-seventh held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (jedi 0.20.0: ``jedi/inference/value/instance.py``;
wrapt 2.1.2: ``wrapt/importer.py``; ipykernel 7.4.0: ``ipykernel/subshell_manager.py``;
jupyter_client 8.10.0: ``jupyter_client/provisioning/provisioner_base.py``), written blind: by
reading only those files, never the model's code or its notes, and committed before the model was
asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (jedi's instance values most, then wrapt's post
import hooks, ipykernel's subshell manager, jupyter_client's provisioner base). About a fifth of
them are in the user's own words (``"own": True``: behaviour described in everyday words the code
does not use for it); the rest name the code, run a command or ask for an edit, each in a phrasing
of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` printed ``0 bad`` for this file (every
gold names exactly one definition or matches the intended lines); each command was run against the
installed packages and its gold is an exact substring of what it printed; each edit was made by
hand on a scratch copy of its file and ``bench_answers.check_effect`` held after it (and the
declined one leaves the workspace untouched). The commands need the whole package to import, so
they run against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h227_jedi_instance": ["jedi/inference/value/instance.py"],
    "h227_wrapt_importer": ["wrapt/importer.py"],
    "h227_ipykernel_subshell_manager": ["ipykernel/subshell_manager.py"],
    "h227_jupyter_client_provisioner_base": ["jupyter_client/provisioning/provisioner_base.py"],
}

INST = "jedi/inference/value/instance.py"
IMP = "wrapt/importer.py"
SUB = "ipykernel/subshell_manager.py"
PROV = "jupyter_client/provisioning/provisioner_base.py"


QUESTIONS: list[dict] = [
    # --- jedi/inference/value/instance.py ----------------------------------------------------
    q(
        "h227_jedi_instance",
        "where",
        "Where is SelfAttributeFilter defined?",
        {"def": "SelfAttributeFilter"},
    ),
    q(
        "h227_jedi_instance",
        "where",
        "I'm chasing a recursion in generic inference. where does TreeInstance define "
        "_get_annotated_class_object",
        {"def": "TreeInstance._get_annotated_class_object"},
    ),
    q(
        "h227_jedi_instance",
        "returns",
        "What does the `array_type` property of _BaseTreeInstance give back, say for an instance "
        "of my own class rather than a builtin list?",
        {"returns": "_BaseTreeInstance.array_type"},
    ),
    q(
        "h227_jedi_instance",
        "returns",
        "what can _BaseTreeInstance.py__get__ return? trying to understand descriptors in jedi",
        {"returns": "_BaseTreeInstance.py__get__"},
    ),
    q(
        "h227_jedi_instance",
        "calls",
        "Which methods in instance.py go through get_function_slot_names?",
        grep(r"self\.get_function_slot_names\(", INST),
    ),
    q(
        "h227_jedi_instance",
        "calls",
        "where do BoundMethod objects get created in jedi's instance module?",
        grep(r"(?<!class )(?<!Compiled)BoundMethod\(", INST),
    ),
    q(
        "h227_jedi_instance",
        "raises",
        "Where's the NotImplementedError for the abstract `name` of AbstractInstanceValue?",
        grep(r"raise NotImplementedError", INST),
    ),
    q(
        "h227_jedi_instance",
        "raises",
        "I hit an AssertionError inside BoundMethod when arguments was None. Which line "
        "asserts that?",
        grep(r"assert arguments is not None", INST),
    ),
    q(
        "h227_jedi_instance",
        "which",
        "When a method on an object gets run, which piece sneaks the object itself in as the "
        "very first thing passed, ahead of whatever the caller actually gave?",
        {"body": "InstanceArguments"},
        own=True,
    ),
    q(
        "h227_jedi_instance",
        "which",
        "which method makes `self.x: int = ...` inside a method infer as int from the annotation?",
        {"body": "SelfName.infer"},
    ),
    q(
        "h227_jedi_instance",
        "which",
        "In SelfAttributeFilter, which method checks that the name before the dot really is the "
        "first parameter of the enclosing function?",
        {"body": "SelfAttributeFilter._is_in_right_scope"},
    ),
    q(
        "h227_jedi_instance",
        "which",
        "Which class turns functions found on an instance of a compiled (C) class into "
        "CompiledBoundMethod values?",
        {"body": "CompiledInstanceName"},
    ),
    q(
        "h227_jedi_instance",
        "how",
        "How does py__getattribute__alternatives choose between __getattr__ and "
        "__getattribute__, and when does it just give up?",
        {"body": "_BaseTreeInstance.py__getattribute__alternatives"},
    ),
    q(
        "h227_jedi_instance",
        "how",
        "If I build a mapping with the builtin constructor, passing both an existing mapping and "
        "keyword args that share a key, then look that key up - which value does the editor "
        "think I get, and how is that worked out?",
        {"body": "TreeInstance.py__simple_getitem__"},
        own=True,
    ),
    q(
        "h227_jedi_instance",
        "how",
        "hey, how does AnonymousMethodExecutionFilter._convert_param treat the first param for "
        "classmethods vs staticmethods?",
        {"body": "AnonymousMethodExecutionFilter._convert_param"},
    ),
    q(
        "h227_jedi_instance",
        "how",
        "How does create_instance_context decide whether the bound method's context gets the "
        "instance's arguments or not?",
        {"body": "_BaseTreeInstance.create_instance_context"},
    ),
    run(
        "h227_jedi_instance",
        "Can you run {} for me and tell me what it prints?",
        "import jedi; print([c.name for c in jedi.Script('class A:\\n    def __init__(self):\\n"
        "        self.spam = 1\\n\\nA().sp').complete()])",
        "['spam']",
    ),
    q(
        "h227_jedi_instance",
        "edit",
        "The 'Inferred instance value as' debug line in jedi/inference/value/instance.py is too "
        "noisy for me, please delete that debug.dbg call.",
        {
            "effect": {
                "line_deleted": [
                    INST,
                    "debug.dbg('Inferred instance value as %s', defined, color='BLUE')",
                ]
            }
        },
    ),
    # --- wrapt/importer.py -------------------------------------------------------------------
    q(
        "h227_wrapt_importer",
        "where",
        "where's ImportHookFinder.find_spec",
        {"def": "ImportHookFinder.find_spec"},
    ),
    q(
        "h227_wrapt_importer",
        "calls",
        "Who calls notify_module_loaded in wrapt's importer?",
        {"grep": r"(?<!def )notify_module_loaded\(", "file": IMP},
    ),
    q(
        "h227_wrapt_importer",
        "raises",
        "I registered a hook as the string 'mypkg.hooks' (forgot the colon part) and the import "
        "crashed with a ValueError about unpacking. Where does that come from?",
        grep(r'module_name, function = name\.split\(":"\)', IMP),
    ),
    q(
        "h227_wrapt_importer",
        "const",
        "Where is the _post_import_hooks registry initialised?",
        grep(r"^_post_import_hooks: Dict", IMP),
    ),
    q(
        "h227_wrapt_importer",
        "which",
        "Is there something I can stick on top of my function with an @ so it runs "
        "automatically as soon as some particular library gets loaded?",
        {"body": "when_imported"},
        own=True,
    ),
    q(
        "h227_wrapt_importer",
        "which",
        "Which class proxies the real loader so the hooks fire after exec_module?",
        {"body": "_ImportHookChainedLoader"},
    ),
    q(
        "h227_wrapt_importer",
        "how",
        "Suppose the library I care about was already pulled in before I signed up my callback. "
        "Does my callback still get run, and at what point?",
        {"body": "register_post_import_hook"},
        own=True,
    ),
    q(
        "h227_wrapt_importer",
        "how",
        "how does discover_post_import_hooks cope with older Pythons where entry_points() "
        "doesn't take group=?",
        {"body": "discover_post_import_hooks"},
    ),
    run(
        "h227_wrapt_importer",
        "What's the output of {}?",
        "from wrapt.importer import when_imported; "
        "when_imported('colorsys')(lambda m: print('loaded', m.__name__)); import colorsys",
        "loaded colorsys",
    ),
    q(
        "h227_wrapt_importer",
        "edit",
        "rename _create_import_hook_from_string to _hook_from_string in wrapt/importer.py",
        {"effect": {"renamed": ["_create_import_hook_from_string", "_hook_from_string"]}},
    ),
    q(
        "h227_wrapt_importer",
        "edit",
        "find_module and find_spec in ImportHookFinder copy-paste the same early exit and "
        "in_progress bookkeeping. Could you refactor that into one shared helper (a context "
        "manager maybe) and keep behaviour identical?",
        {"effect": {"declined": True}},
    ),
    # --- ipykernel/subshell_manager.py -------------------------------------------------------
    q(
        "h227_ipykernel_subshell_manager",
        "where",
        "Where is subshell_id_from_thread_id defined?",
        {"def": "SubshellManager.subshell_id_from_thread_id"},
    ),
    q(
        "h227_ipykernel_subshell_manager",
        "returns",
        "What does get_shell_channel_to_subshell_pair return when subshell_id is None?",
        {"returns": "SubshellManager.get_shell_channel_to_subshell_pair"},
    ),
    q(
        "h227_ipykernel_subshell_manager",
        "calls",
        "which methods of the SubshellManager call `_get_subshell`",
        grep(r"self\._get_subshell\(", SUB),
    ),
    q(
        "h227_ipykernel_subshell_manager",
        "raises",
        "Where is UnknownSubshellError raised?",
        grep(r"raise UnknownSubshellError\(", SUB),
    ),
    q(
        "h227_ipykernel_subshell_manager",
        "raises",
        "%subshell gave me 'does not correspond to a subshell of this kernel'. Where's that "
        "error thrown?",
        grep(r"does not correspond to a subshell of this kernel", SUB),
    ),
    q(
        "h227_ipykernel_subshell_manager",
        "raises",
        "where does the subshell manager reject a control request with an unknown type "
        '("Unrecognised message type")?',
        grep(r"Unrecognised message type", SUB),
    ),
    q(
        "h227_ipykernel_subshell_manager",
        "which",
        "Which part hands me the labels of every extra parallel session the kernel currently "
        "has going?",
        {"body": "SubshellManager.list_subshell"},
        own=True,
    ),
    q(
        "h227_ipykernel_subshell_manager",
        "how",
        "If the control side sends the shell-channel thread an instruction it doesn't "
        "understand, or one that blows up halfway, what does it get back?",
        {"body": "SubshellManager._process_control_request"},
        own=True,
    ),
    run(
        "h227_ipykernel_subshell_manager",
        "what does {} print",
        "from ipykernel.subshell_manager import UnknownSubshellError; "
        "print(UnknownSubshellError('abc'))",
        "Unknown subshell_id 'abc'",
    ),
    q(
        "h227_ipykernel_subshell_manager",
        "edit",
        "SubshellManager._send_on_shell_channel has only a comment block, no docstring. Please "
        "add a short docstring saying it sends a reply message out through the shell stream.",
        {"effect": {"docstring": "SubshellManager._send_on_shell_channel"}},
    ),
    # --- jupyter_client/provisioning/provisioner_base.py -------------------------------------
    q(
        "h227_jupyter_client_provisioner_base",
        "where",
        "where is KernelProvisionerMeta defined",
        {"def": "KernelProvisionerMeta"},
    ),
    q(
        "h227_jupyter_client_provisioner_base",
        "returns",
        "What does KernelProvisionerBase.pre_launch() return?",
        {"returns": "KernelProvisionerBase.pre_launch"},
    ),
    q(
        "h227_jupyter_client_provisioner_base",
        "calls",
        "Who calls _finalize_env?",
        grep(r"self\._finalize_env\(", PROV),
    ),
    q(
        "h227_jupyter_client_provisioner_base",
        "raises",
        "Restoring a provisioner with load_provisioner_info and a dict that lacks 'kernel_id' "
        "gives a KeyError -- which line?",
        grep(r'provisioner_info\["kernel_id"\]$', PROV),
    ),
    q(
        "h227_jupyter_client_provisioner_base",
        "const",
        "Where's the default for how long a provisioner waits for shutdown set, and what is it?",
        grep(r"def get_shutdown_wait_time\(self, recommended: float = 5\.0\)", PROV),
    ),
    q(
        "h227_jupyter_client_provisioner_base",
        "which",
        "Something drops the setting that points at a different interpreter program before my "
        "Python kernel starts. Which code is doing that?",
        {"body": "KernelProvisionerBase._finalize_env"},
        own=True,
    ),
    q(
        "h227_jupyter_client_provisioner_base",
        "how",
        "My kernel definition lists variables with placeholders like ${HOME}/data. How do those "
        "get filled in from my real environment, and what happens to a placeholder nothing "
        "matches?",
        {"body": "KernelProvisionerBase.__apply_env_substitutions"},
        own=True,
    ),
    run(
        "h227_jupyter_client_provisioner_base",
        "Please run {} -- what comes out?",
        "import asyncio; from jupyter_client.provisioning import LocalProvisioner; "
        "p = LocalProvisioner(kernel_id='k1'); print(asyncio.run(p.get_provisioner_info()))",
        "'kernel_id': 'k1', 'connection_info': {}",
    ),
    q(
        "h227_jupyter_client_provisioner_base",
        "edit",
        "In jupyter_client/provisioning/provisioner_base.py, right after the line "
        '`env.pop("PYTHONEXECUTABLE", None)` add `env.pop("PYTHONHOME", None)`.',
        {
            "effect": {
                "line_after": [
                    PROV,
                    'env.pop("PYTHONEXECUTABLE", None)',
                    'env.pop("PYTHONHOME", None)',
                ]
            }
        },
    ),
    q(
        "h227_jupyter_client_provisioner_base",
        "edit",
        "get_shutdown_wait_time: recommended = 5.0 -> 7.5 please",
        {
            "effect": {
                "text_replaced": [
                    PROV,
                    "recommended: float = 5.0",
                    "recommended: float = 7.5",
                ]
            }
        },
    ),
]
