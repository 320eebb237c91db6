"""The two-hundred-and-eighty-second held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (moto 5.2.1: ``moto/ssoadmin/models.py``;
scipy 1.17.1: ``scipy/fftpack/_pseudo_diffs.py``; fonttools 4.69.1: ``fontTools/varLib/errors.py``;
Pygments 2.20.0: ``pygments/lexers/sas.py``), written blind: by reading only those files, the
format example, ``question_helpers.py`` and the gold functions of ``bench_answers.py``, never the
model's code or its notes, and committed before the model was asked any of them. Nothing is tuned
on it: only its totals are looked at.

The questions are weighted by the size of the files (moto's SSO admin backend most, then scipy's
pseudo-differential operators, fontTools' varLib errors, Pygments' SAS lexer). About a fifth of
the non-edit questions are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` printed ``0 bad`` on the set (every gold
names one definition or matches the intended lines); each command was run against the installed
package and its expected text copied from the output; each edit was made by hand on a scratch
copy of its workspace and ``bench_answers.check_effect`` held after it (and, for the two to
decline, held on the untouched copy with a "did not change" answer).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h282_moto_ssoadmin": ["moto/ssoadmin/models.py"],
    "h282_scipy_pseudo_diffs": ["scipy/fftpack/_pseudo_diffs.py"],
    "h282_fonttools_errors": ["fontTools/varLib/errors.py"],
    "h282_pygments_sas": ["pygments/lexers/sas.py"],
}

SSO = "moto/ssoadmin/models.py"
PSD = "scipy/fftpack/_pseudo_diffs.py"
ERR = "fontTools/varLib/errors.py"
SAS = "pygments/lexers/sas.py"


QUESTIONS: list[dict] = [
    # --- moto/ssoadmin/models.py -------------------------------------------------------------
    q(
        "h282_moto_ssoadmin",
        "where",
        "where is _find_managed_policy defined",
        {"def": "SSOAdminBackend._find_managed_policy"},
    ),
    q(
        "h282_moto_ssoadmin",
        "where",
        "Where's the `CustomerManagedPolicy` class in the ssoadmin models?",
        {"def": "CustomerManagedPolicy"},
    ),
    q(
        "h282_moto_ssoadmin",
        "returns",
        "What does list_permission_sets_provisioned_to_account give back, and what if the "
        "instance ARN isn't one of the backend's instances?",
        {"returns": "SSOAdminBackend.list_permission_sets_provisioned_to_account"},
    ),
    q(
        "h282_moto_ssoadmin",
        "calls",
        "who calls _find_permission_set?",
        grep(r"self\._find_permission_set\(", SSO),
    ),
    q(
        "h282_moto_ssoadmin",
        "calls",
        "Where is `PermissionSet.generate_id` used?",
        grep(r"PermissionSet\.generate_id\(", SSO),
    ),
    q(
        "h282_moto_ssoadmin",
        "raises",
        "My test gets `Policy does not exist with ARN: arn:aws:iam::aws:policy/Foo` from moto's "
        "sso-admin mock. Where is that raised?",
        grep(r"Policy does not exist with ARN", SSO),
    ),
    q(
        "h282_moto_ssoadmin",
        "raises",
        "where does the ssoadmin backend throw ServiceQuotaExceededException",
        grep(r"raise ServiceQuotaExceededException\(", SSO),
    ),
    q(
        "h282_moto_ssoadmin",
        "raises",
        "Where is the 'Could not find PermissionSet with id ...' error raised?",
        grep(r"Could not find PermissionSet with id", SSO),
    ),
    q(
        "h282_moto_ssoadmin",
        "raises",
        "List the places in models.py that raise a plain ResourceNotFoundException without any "
        "message.",
        grep(r"raise ResourceNotFoundException$", SSO),
    ),
    q(
        "h282_moto_ssoadmin",
        "raises",
        "attaching the same customer managed policy reference twice gives me a ConflictException "
        "-- which line raises it?",
        grep(r"already attached", SSO),
    ),
    q(
        "h282_moto_ssoadmin",
        "const",
        "Where is the limit of 20 managed policies per permission set defined?",
        grep(r"^MAX_MANAGED_POLICIES_PER_PERMISSION_SET = ", SSO),
    ),
    q(
        "h282_moto_ssoadmin",
        "which",
        "Which method of the backend filters account assignments for a principal, honouring an "
        "optional AccountId filter?",
        {"body": "SSOAdminBackend.list_account_assignments_for_principal"},
    ),
    q(
        "h282_moto_ssoadmin",
        "which",
        "In this fake login service, which bit decides that two of the access rules I wrote "
        "myself are really the same one? Seems to glue the folder prefix and the name together.",
        {"body": "CustomerManagedPolicy.__eq__"},
        own=True,
    ),
    q(
        "h282_moto_ssoadmin",
        "which",
        "when I take someone's access to an account away, where does the emulator keep a note of "
        "it so I can ask later whether the removal went through?",
        {"body": "SSOAdminBackend.delete_account_assignment"},
        own=True,
    ),
    q(
        "h282_moto_ssoadmin",
        "how",
        "How does _find_managed_policy check that an ARN really is an AWS managed policy? Does it "
        "look at the path?",
        {"body": "SSOAdminBackend._find_managed_policy"},
    ),
    q(
        "h282_moto_ssoadmin",
        "how",
        "If I try to rename my sign-on directory but pass an identifier that doesn't match any of "
        "them, does it complain or just do nothing?",
        {"body": "SSOAdminBackend.update_instance"},
        own=True,
    ),
    run(
        "h282_moto_ssoadmin",
        "What does {} print for the prefix of a new permission set ARN?",
        "from moto.ssoadmin.models import PermissionSet; "
        "print(PermissionSet.generate_id('arn:aws:sso:::instance/ssoins-1')[:35])",
        "arn:aws:sso:::instance/ssoins-1/ps-",
    ),
    q(
        "h282_moto_ssoadmin",
        "edit",
        "Set MAX_MANAGED_POLICIES_PER_PERMISSION_SET to 25 in moto/ssoadmin/models.py, our account "
        "has a raised quota.",
        {"effect": {"value_set": [SSO, "MAX_MANAGED_POLICIES_PER_PERMISSION_SET", "25"]}},
    ),
    q(
        "h282_moto_ssoadmin",
        "edit",
        "The SSO admin backend keeps everything in lists and scans them on every call. Could you "
        "refactor it to store permission sets, assignments and instances in dicts keyed by ARN, "
        "and update all the methods accordingly?",
        {"effect": {"declined": True}},
    ),
    # --- scipy/fftpack/_pseudo_diffs.py ------------------------------------------------------
    q(
        "h282_scipy_pseudo_diffs",
        "where",
        "where is cs_diff defined?",
        {"def": "cs_diff"},
    ),
    q(
        "h282_scipy_pseudo_diffs",
        "where",
        "Show me where fftpack's `shift` function lives.",
        {"def": "shift"},
    ),
    q(
        "h282_scipy_pseudo_diffs",
        "returns",
        "What does diff() return, e.g. when order=0 or when x is complex?",
        {"returns": "diff"},
    ),
    q(
        "h282_scipy_pseudo_diffs",
        "returns",
        "what does ihilbert return",
        {"returns": "ihilbert"},
    ),
    q(
        "h282_scipy_pseudo_diffs",
        "calls",
        "Who calls hilbert() in _pseudo_diffs.py?",
        grep(r"return -?hilbert\(", PSD),
    ),
    q(
        "h282_scipy_pseudo_diffs",
        "calls",
        "which places call `_datacopied`?",
        grep(r"= _datacopied\(", PSD),
    ),
    q(
        "h282_scipy_pseudo_diffs",
        "const",
        "Where is the module-level thread-local `_cache` created that the functions default to?",
        grep(r"^_cache = threading\.local\(\)", PSD),
    ),
    q(
        "h282_scipy_pseudo_diffs",
        "which",
        "Which of the pseudo-derivative functions has a kernel that returns a/b for the zero "
        "frequency instead of 0?",
        {"body": "ss_diff"},
    ),
    q(
        "h282_scipy_pseudo_diffs",
        "which",
        "I've got samples of a repeating waveform and want to slide the whole thing sideways by "
        "part of a cycle. Which function in here does that for me?",
        {"body": "shift"},
        own=True,
    ),
    q(
        "h282_scipy_pseudo_diffs",
        "how",
        "How does diff deal with a complex-valued input array?",
        {"body": "diff"},
    ),
    q(
        "h282_scipy_pseudo_diffs",
        "how",
        "how do these functions stop their per-thread kernel caches from growing forever?",
        grep(r"if len\(_cache\) > 20:|_cache\.popitem\(\)", PSD),
    ),
    q(
        "h282_scipy_pseudo_diffs",
        "how",
        "my signal has an even number of points and I ask for its slope -- what happens to the "
        "fastest wiggle, the one that flips sign every sample?",
        {"body": "diff"},
        own=True,
    ),
    run(
        "h282_scipy_pseudo_diffs",
        "Can you run {} and tell me the output?",
        "from scipy.fftpack import diff; import numpy as np; "
        "x = np.sin(np.linspace(0, 2*np.pi, 8, endpoint=False)); print(np.round(diff(x), 3))",
        "[ 1.     0.707",
    ),
    q(
        "h282_scipy_pseudo_diffs",
        "edit",
        "In scipy/fftpack/_pseudo_diffs.py every function wipes its kernel cache once it has more "
        "than 20 entries. Raise that limit to 64 everywhere.",
        {"effect": {"text_replaced": [PSD, "if len(_cache) > 20:", "if len(_cache) > 64:"]}},
    ),
    q(
        "h282_scipy_pseudo_diffs",
        "edit",
        "add full type annotations (numpy.typing ArrayLike in, NDArray out) to every public "
        "function in _pseudo_diffs.py and make it pass mypy --strict",
        {"effect": {"declined": True}},
    ),
    # --- fontTools/varLib/errors.py ----------------------------------------------------------
    q(
        "h282_fonttools_errors",
        "where",
        "Where is VarLibMergeError.__str__?",
        {"def": "VarLibMergeError.__str__"},
    ),
    q(
        "h282_fonttools_errors",
        "returns",
        "What does the `offender` property of VarLibMergeError return when the cause has no "
        "expected/got pair?",
        {"returns": "VarLibMergeError.offender"},
    ),
    q(
        "h282_fonttools_errors",
        "calls",
        "who calls _master_name in fontTools.varLib.errors",
        grep(r"self\._master_name\(", ERR),
    ),
    q(
        "h282_fonttools_errors",
        "raises",
        "fontmake died with \"Couldn't merge the fonts, because ...\". Where in varLib's errors "
        "module is that message put together?",
        grep(r"Couldn't merge the fonts", ERR),
    ),
    q(
        "h282_fonttools_errors",
        "raises",
        "varLib failed with `Glyph 'a': 'hstem' at index 3 in master index 1 differs from the "
        "default font hint type 'vstem'`. Where does that error come from?",
        {"body": "VarLibCFFHintTypeMergeError"},
    ),
    q(
        "h282_fonttools_errors",
        "which",
        "Two weights of my family disagree on how many typographic extras (ligatures, small caps "
        "and so on) they carry. What part lists which extras each one has in the message?",
        {"body": "ShouldBeConstant.details"},
        own=True,
    ),
    q(
        "h282_fonttools_errors",
        "how",
        "How does UnsupportedFormat build its reason string from the subtable and value?",
        {"body": "UnsupportedFormat.reason"},
    ),
    run(
        "h282_fonttools_errors",
        "{} -- what's the last part of the output?",
        "from fontTools.varLib.errors import ShouldBeConstant; "
        "print(ShouldBeConstant(stack=['.Foo'], expected=1, got=[1, 2]))",
        "The problem is likely to be in master number 1",
    ),
    q(
        "h282_fonttools_errors",
        "edit",
        "VarLibCFFMergeError in fontTools/varLib/errors.py is just `pass`; give it a docstring "
        "saying it is the base class for CFF merge errors.",
        {"effect": {"docstring": "VarLibCFFMergeError"}},
    ),
    # --- pygments/lexers/sas.py --------------------------------------------------------------
    q(
        "h282_pygments_sas",
        "which",
        "which tuple in SASLexer holds the PROC SQL keywords?",
        grep(r"^\s*builtins_sql = \(", SAS),
    ),
    q(
        "h282_pygments_sas",
        "which",
        "what rule picks out my macro variable references like &year. in the code so they get "
        "their own colour?",
        grep(r"\(r'&\[a-z_\]", SAS),
        own=True,
    ),
    q(
        "h282_pygments_sas",
        "how",
        "How does the SAS lexer highlight the ERROR: lines in a %put log message?",
        grep(r"ERROR\(:\|-\)", SAS),
    ),
    q(
        "h282_pygments_sas",
        "how",
        "when I paste raw rows into my program after the in-line input statement, does the "
        "highlighter try to colour them, or how does it skip over them until the lone semicolon?",
        grep(r"\(datalines\|cards\)|Other, '#pop'", SAS),
        own=True,
    ),
    run(
        "h282_pygments_sas",
        "why is x coloured oddly? run {}",
        "from pygments.lexers.sas import SASLexer; "
        "print(list(SASLexer().get_tokens('%let x = &y.;'))[:4])",
        "(Token.Keyword, 'x')",
    ),
    q(
        "h282_pygments_sas",
        "edit",
        "pygments/lexers/sas.py: change the aliases from ['sas'] to ['sas', 'sas9'].",
        {"effect": {"text_replaced": [SAS, "['sas']", "['sas', 'sas9']"]}},
    ),
]
