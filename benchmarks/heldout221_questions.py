"""The two-hundred-and-twenty-first held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (joserfc 1.6.5: ``joserfc/_rfc7518/jwe_algs.py``;
playwright 1.65.3: ``playwright/_impl/tracing.py``; pip 23.2.1:
``pip/_internal/operations/freeze.py``; scipy 1.17.1: ``scipy/special/_spherical_bessel.py``),
written blind: by reading only those files, the format of set 128, ``question_helpers.py`` and the
gold functions of ``bench_answers.py``, never the model's code or its notes, and committed before
the model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (playwright's tracing most, then joserfc's JWE
algorithms, pip's freeze, scipy's spherical Bessel functions, whose file is mostly docstrings).
About a fifth of them are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` printed ``0 bad`` on this file (every
definition gold names one definition, every grep gold matches the intended lines); the commands
were run against the installed packages and their golds are exact substrings of what they print
(nothing time- or address-dependent); for every edit the correct edit was made by hand on a scratch
copy of the workspace and ``bench_answers.check_effect`` held after it (and, for the two requests
to decline, on the untouched copy with a "did not change" answer).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h221_joserfc_jwe_algs": ["joserfc/_rfc7518/jwe_algs.py"],
    "h221_playwright_tracing": ["playwright/_impl/tracing.py"],
    "h221_pip_freeze": ["pip/_internal/operations/freeze.py"],
    "h221_scipy_spherical_bessel": ["scipy/special/_spherical_bessel.py"],
}

JWE = "joserfc/_rfc7518/jwe_algs.py"
TRACING = "playwright/_impl/tracing.py"
FREEZE = "pip/_internal/operations/freeze.py"
SPH = "scipy/special/_spherical_bessel.py"


QUESTIONS: list[dict] = [
    # --- joserfc/_rfc7518/jwe_algs.py ----------------------------------------------------------
    q(
        "h221_joserfc_jwe_algs",
        "where",
        "Where is validate_p2c defined?",
        {"def": "validate_p2c"},
    ),
    q(
        "h221_joserfc_jwe_algs",
        "returns",
        "what does DirectAlgEncryption.compute_cek give back when the key is the right size",
        {"returns": "DirectAlgEncryption.compute_cek"},
    ),
    q(
        "h221_joserfc_jwe_algs",
        "calls",
        "In the PBES2 algorithm class, who calls `compute_derived_key`?",
        grep(r"self\.compute_derived_key\(", JWE),
    ),
    q(
        "h221_joserfc_jwe_algs",
        "raises",
        "I'm using alg=dir with a 128-bit oct key and A256GCM and I get InvalidKeyLengthError "
        "'A key of size 256 bits MUST be used'. Where does that come from?",
        grep(r"A key of size \{size\} bits MUST be used", JWE),
    ),
    q(
        "h221_joserfc_jwe_algs",
        "raises",
        "where is the p2c header rejected for being too large?",
        grep(r'raise ValueError\(f"must be less than', JWE),
    ),
    q(
        "h221_joserfc_jwe_algs",
        "raises",
        'Decrypting a token with A128KW fails with DecodeError("Unwrap AES key failed") -- which '
        "line raises it?",
        grep(r'raise DecodeError\("Unwrap AES key failed"\)', JWE),
    ),
    q(
        "h221_joserfc_jwe_algs",
        "const",
        "If I don't put p2c in the header, how many PBKDF2 iterations does joserfc use, and where "
        "is that number set?",
        grep(r"DEFAULT_P2C = 2048", JWE),
    ),
    q(
        "h221_joserfc_jwe_algs",
        "which",
        'Which class implements the "dir" JWE algorithm?',
        {"body": "DirectAlgEncryption"},
    ),
    q(
        "h221_joserfc_jwe_algs",
        "which",
        "When someone locks a message with a passphrase, where does that passphrase get turned "
        "into the secret used to lock the content, by churning it through a digest thousands of "
        "times with the scheme's label glued in front of the random input?",
        {"body": "PBES2HSAlgKeyEncryption.compute_derived_key"},
        own=True,
    ),
    q(
        "h221_joserfc_jwe_algs",
        "how",
        "how does PBES2HSAlgKeyEncryption.encrypt_cek handle a recipient header that has no p2s "
        "or p2c in it?",
        {"body": "PBES2HSAlgKeyEncryption.encrypt_cek"},
    ),
    q(
        "h221_joserfc_jwe_algs",
        "how",
        "On the receiving end of the elliptic-curve scheme, how does the code get hold of the "
        "sender's throwaway public half, and what does it combine it with to end up with the "
        "content secret?",
        {"body": "ECDHESAlgKeyAgreement.decrypt_agreed_upon_key"},
        own=True,
    ),
    run(
        "h221_joserfc_jwe_algs",
        "Which algorithms are flagged as recommended? I ran {} -- what should it print?",
        "from joserfc._rfc7518.jwe_algs import JWE_ALG_MODELS; "
        "print([m.name for m in JWE_ALG_MODELS if m.recommended])",
        "'dir', 'ECDH-ES', 'ECDH-ES+A128KW'",
    ),
    q(
        "h221_joserfc_jwe_algs",
        "edit",
        "We have legacy tokens with p2c up to 500k. In jwe_algs.py, please bump the p2c ceiling "
        "in validate_p2c from 300000 to 600000.",
        {"effect": {"text_replaced": [JWE, "max_value = 300000", "max_value = 600000"]}},
    ),
    # --- playwright/_impl/tracing.py -----------------------------------------------------------
    q(
        "h221_playwright_tracing",
        "where",
        "where's start_har implemented on the Tracing object",
        {"def": "Tracing.start_har"},
    ),
    q(
        "h221_playwright_tracing",
        "where",
        "Can you point me to the definition of Tracing.group_end?",
        {"def": "Tracing.group_end"},
    ),
    q(
        "h221_playwright_tracing",
        "returns",
        "What does _record_into_har return to its caller?",
        {"returns": "Tracing._record_into_har"},
    ),
    q(
        "h221_playwright_tracing",
        "calls",
        "who calls _do_stop_chunk",
        grep(r"await self\._do_stop_chunk\(", TRACING),
    ),
    q(
        "h221_playwright_tracing",
        "raises",
        'context.tracing.start_har() twice gives me Error: "HAR recording has already been '
        'started". Where is that raised?',
        grep(r'raise Error\("HAR recording has already been started"\)', TRACING),
    ),
    q(
        "h221_playwright_tracing",
        "raises",
        "Where does stop_har complain that no HAR recording was started?",
        grep(r'raise Error\("HAR recording has not been started"\)', TRACING),
    ),
    q(
        "h221_playwright_tracing",
        "raises",
        "Connected through a thin client, tracing.stop(path='trace.zip') throws 'Cannot save "
        "trace in thin clients'. which line?",
        grep(r'raise Error\("Cannot save trace in thin clients"\)', TRACING),
    ),
    q(
        "h221_playwright_tracing",
        "raises",
        "In tracing.py, what are the places where exporting a HAR errors out because the client "
        "is a thin client?",
        grep(
            r'raise Error\("Cannot save zipped HAR in thin clients"\)'
            r'|raise Error\("Uncompressed har is not supported in thin clients"\)',
            TRACING,
        ),
    ),
    q(
        "h221_playwright_tracing",
        "const",
        "When start_har is called without mode, what does it default to (full or minimal)? Show "
        "me the line.",
        grep(r'update_mode=mode if mode is not None else "full"', TRACING),
    ),
    q(
        "h221_playwright_tracing",
        "which",
        "Which Tracing method exports all the HARs still being recorded, concurrently?",
        {"body": "Tracing._export_all_hars"},
    ),
    q(
        "h221_playwright_tracing",
        "which",
        "I end a recording of my browser session but never say where it should go on disk. "
        "Which function is responsible for just throwing that recording away?",
        {"body": "Tracing._save_chunk"},
        own=True,
    ),
    q(
        "h221_playwright_tracing",
        "how",
        "How does Tracing.stop still send tracingStop to the server when stopping the chunk fails?",
        {"body": "Tracing.stop"},
    ),
    q(
        "h221_playwright_tracing",
        "how",
        "My browser runs on another machine and I asked for the network log to be written as a "
        "compressed bundle. At the end, how does that bundle actually get onto my own disk?",
        {"body": "Tracing._export_har"},
        own=True,
    ),
    q(
        "h221_playwright_tracing",
        "edit",
        "Tracing._reset_stack_counter has no docstring. Could you add one saying it turns "
        "tracing off on the connection if it was on?",
        {"effect": {"docstring": "Tracing._reset_stack_counter"}},
    ),
    # --- pip/_internal/operations/freeze.py ----------------------------------------------------
    q(
        "h221_pip_freeze",
        "where",
        "where is the _EditableInfo namedtuple declared",
        {"def": "_EditableInfo"},
    ),
    q(
        "h221_pip_freeze",
        "returns",
        "What can `_get_editable_info` return, e.g. when there's no VCS remote?",
        {"returns": "_get_editable_info"},
    ),
    q(
        "h221_pip_freeze",
        "calls",
        "Who uses _format_as_name_version in pip's freeze module?",
        grep(r"= _format_as_name_version\(", FREEZE),
    ),
    q(
        "h221_pip_freeze",
        "calls",
        "where does FrozenRequirement.from_dist get called?",
        grep(r"FrozenRequirement\.from_dist\(dist\)", FREEZE),
    ),
    q(
        "h221_pip_freeze",
        "which",
        "Which FrozenRequirement method chooses between the PEP 610 direct_url reference and a "
        "plain name==version pin?",
        {"body": "FrozenRequirement.from_dist"},
    ),
    q(
        "h221_pip_freeze",
        "which",
        "One of my projects is installed in develop mode straight from a plain folder that isn't "
        "a git checkout. Which function works out the line that gets listed for it and puts a "
        "remark above it?",
        {"body": "_get_editable_info"},
        own=True,
    ),
    q(
        "h221_pip_freeze",
        "how",
        "how does FrozenRequirement.__str__ format an editable requirement that has comments?",
        {"body": "FrozenRequirement.__str__"},
    ),
    q(
        "h221_pip_freeze",
        "how",
        "If the same package shows up in two of the pinned lists I hand to the snapshot "
        "command, how does it notice and tell me about it?",
        {"body": "freeze"},
        own=True,
    ),
    run(
        "h221_pip_freeze",
        "quick check on name normalisation: what does {} print?",
        "from pip._internal.operations.freeze import FrozenRequirement; "
        "r = FrozenRequirement('Foo_Bar', '/src/foo', True, ['# local']); "
        "print(r.canonical_name); print(r)",
        "foo-bar",
    ),
    q(
        "h221_pip_freeze",
        "edit",
        'in pip/_internal/operations/freeze.py, add "--prefer-binary", to the tuple of options '
        'freeze passes through, on the line right after "--use-feature",',
        {"effect": {"line_after": [FREEZE, '"--use-feature",', '"--prefer-binary",']}},
    ),
    q(
        "h221_pip_freeze",
        "edit",
        "freeze() is way too long. Please split the requirements-file handling out into a "
        "separate generator with its own tests, without changing what pip freeze outputs.",
        {"effect": {"declined": True}},
    ),
    # --- scipy/special/_spherical_bessel.py ----------------------------------------------------
    q(
        "h221_scipy_spherical_bessel",
        "where",
        "Where is spherical_in defined in scipy.special?",
        {"def": "spherical_in"},
    ),
    q(
        "h221_scipy_spherical_bessel",
        "returns",
        "what's the return value of spherical_kn_reflection?",
        {"returns": "spherical_kn_reflection"},
    ),
    q(
        "h221_scipy_spherical_bessel",
        "calls",
        "Which functions is the use_reflection decorator applied to?",
        grep(r"^@use_reflection\(", SPH),
    ),
    q(
        "h221_scipy_spherical_bessel",
        "which",
        "which of the spherical Bessel functions is decorated with use_reflection(-1)?",
        {"body": "spherical_yn"},
    ),
    q(
        "h221_scipy_spherical_bessel",
        "which",
        "For inputs left of zero, something evaluates at the mirror-image point instead and then "
        "multiplies by plus or minus one depending on whether the order is odd. Which bit does "
        "that?",
        {"body": "use_reflection.decorator.standard_reflection"},
        own=True,
    ),
    q(
        "h221_scipy_spherical_bessel",
        "how",
        "How does spherical_jn handle derivative=True, and what does it do to n first?",
        {"body": "spherical_jn"},
    ),
    q(
        "h221_scipy_spherical_bessel",
        "how",
        "If my argument array holds numbers with an imaginary part, is the negative-side trick "
        "still applied to them, or how are they dealt with?",
        {"body": "use_reflection.decorator.wrapper"},
        own=True,
    ),
    run(
        "h221_scipy_spherical_bessel",
        "Is j_1 odd? Running {} should tell me.",
        "from scipy.special import spherical_jn; "
        "print(round(float(spherical_jn(1, -2.0)), 4), round(float(spherical_jn(1, 2.0)), 4))",
        "-0.4354 0.4354",
    ),
    q(
        "h221_scipy_spherical_bessel",
        "edit",
        "Rename spherical_kn_reflection -> _spherical_kn_reflection in _spherical_bessel.py, it "
        "shouldn't look public.",
        {"effect": {"renamed": ["spherical_kn_reflection", "_spherical_kn_reflection"]}},
    ),
    q(
        "h221_scipy_spherical_bessel",
        "edit",
        "Add complete type hints (ArrayLike in, NDArray out, overloads for scalar vs array) to "
        "every function in scipy/special/_spherical_bessel.py, please.",
        {"effect": {"declined": True}},
    ),
]
