"""The fifty-first held-out set: questions on the pure-Python parts of two third-party packages
that no other set uses, copied from the installed site-packages (cryptography 48.0.0: its
``x509`` package, ``fernet.py`` and ``hazmat/primitives``; matplotlib 3.11.2: ``dates.py``,
``ticker.py``, ``colors.py`` and ``cbook.py``), written blind: by reading only those files, never
the model's code or its notes, and committed before the model was asked any of them. Nothing is
tuned on it: only its totals are looked at.

The two workspaces are about the same size, so each gets half of the questions. About a fifth of
them are in the user's own words (``"own": True``: behaviour described in everyday words the code
does not use for it); the rest name the code, run a command or ask for an edit, each in a phrasing
of its own. Gold forms are those of ``code_questions.py``.

The commands: neither workspace holds its package's ``__init__.py`` (nor the compiled parts), so
``import cryptography...`` / ``import matplotlib...`` run in a workspace resolves to the installed
regular package (a regular package found anywhere on ``sys.path`` wins over the namespace portion
in the working directory). The modules it then loads are the very files the workspace is copied
from, byte for byte, so an unedited workspace prints exactly what is expected here.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h51_cryptography": [
        "cryptography/x509",
        "cryptography/fernet.py",
        "cryptography/hazmat/primitives",
    ],
    "h51_matplotlib": [
        "matplotlib/dates.py",
        "matplotlib/ticker.py",
        "matplotlib/colors.py",
        "matplotlib/cbook.py",
    ],
}

CRY = "h51_cryptography"
MPL = "h51_matplotlib"

FERNET = "cryptography/fernet.py"
X509_BASE = "cryptography/x509/base.py"
KEYWRAP = "cryptography/hazmat/primitives/keywrap.py"
SSH = "cryptography/hazmat/primitives/serialization/ssh.py"
PADDING = "cryptography/hazmat/primitives/padding.py"

DATES = "matplotlib/dates.py"
TICKER = "matplotlib/ticker.py"
COLORS = "matplotlib/colors.py"
CBOOK = "matplotlib/cbook.py"


QUESTIONS: list[dict] = [
    # --- cryptography ------------------------------------------------------------------------
    q(CRY, "where", "where's the _FragList class defined?", {"def": "_FragList"}),
    q(
        CRY,
        "where",
        "Could you point me to where KeySerializationEncryptionBuilder is declared? I want to "
        "see what options it takes for PKCS12.",
        {"def": "KeySerializationEncryptionBuilder"},
    ),
    q(
        CRY,
        "returns",
        "what does Fernet._get_unverified_token_data give back",
        {"returns": "Fernet._get_unverified_token_data"},
    ),
    q(
        CRY,
        "returns",
        "In the ssh serialization module, what does `_lookup_kformat` return when the key type "
        "is one it knows?",
        {"returns": "_lookup_kformat"},
    ),
    q(
        CRY,
        "calls",
        "who calls _reject_duplicate_extension ?",
        {"grep": r"^\s+_reject_duplicate_extension\("},
    ),
    q(
        CRY,
        "calls",
        "Where is `_generate_uri` used? I'm trying to see both the HOTP and the TOTP side.",
        {"grep": r"return _generate_uri\("},
    ),
    q(
        CRY,
        "raises",
        "Where does Fernet reject a key that isn't 32 url-safe base64 bytes?",
        grep(r'"Fernet key must be 32 url-safe base64-encoded bytes\."', FERNET),
    ),
    q(
        CRY,
        "raises",
        "which lines in keywrap.py raise InvalidUnwrap",
        grep(r"raise InvalidUnwrap\(", KEYWRAP),
    ),
    q(
        CRY,
        "raises",
        "I got 'The serial number should not be more than 159 bits.' -- where is that thrown?",
        grep(r"The serial number should not be more than 159 bits\.", X509_BASE),
    ),
    q(
        CRY,
        "raises",
        "where does load_ssh_private_key bail out with 'Not OpenSSH private key format'",
        grep(r'raise ValueError\("Not OpenSSH private key format"\)', SSH),
    ),
    q(
        CRY,
        "const",
        "Where is the cap on how many principals an SSH certificate can carry "
        "(_SSHKEY_CERT_MAX_PRINCIPALS) set?",
        grep(r"^_SSHKEY_CERT_MAX_PRINCIPALS = ", SSH),
    ),
    q(
        CRY,
        "which",
        "Which bit of code makes the six-digit codes that authenticator apps on my phone show, "
        "the ones that change every half minute?",
        {"body": "TOTP.generate"},
        {"body": "HOTP.generate"},
        {"body": "HOTP._dynamic_truncate"},
        own=True,
    ),
    q(
        CRY,
        "which",
        "which function seals one secret key inside another key, so I can store the inner one "
        "safely next to my data?",
        {"body": "aes_key_wrap"},
        {"body": "aes_key_wrap_with_padding"},
        {"body": "_wrap_core"},
        own=True,
    ),
    q(
        CRY,
        "which",
        "Which class do I use to build a certificate signing request (CSR) in x509?",
        {"body": "CertificateSigningRequestBuilder"},
    ),
    q(
        CRY,
        "which",
        "when ssh connects to a new server it shows me a short scrambled string for the "
        "server's key so I can compare it by eye. which function here computes that for a key?",
        {"body": "ssh_key_fingerprint"},
        own=True,
    ),
    q(
        CRY,
        "how",
        "How does it decide that an encrypted message is too old to accept anymore? And is "
        "there some slack if the sender's clock runs a bit ahead of mine?",
        {"body": "Fernet._decrypt_data"},
        own=True,
    ),
    q(
        CRY,
        "how",
        "If I hand it a text like 'CN=web,O=Acme,C=US' describing who a certificate belongs "
        "to, how does it chop that string up into its parts, and why do the parts come out in "
        "the opposite order?",
        {"body": "_RFC4514NameParser"},
        {"body": "Name.from_rfc4514_string"},
        own=True,
    ),
    q(
        CRY,
        "how",
        "how does MultiFernet.rotate work? does it re-encrypt with the first key in the list "
        "and keep the old timestamp?",
        {"body": "MultiFernet.rotate"},
    ),
    q(
        CRY,
        "how",
        "How does load_ssh_private_key deal with a key that's password-protected (bcrypt KDF, "
        "aes256-ctr etc)?",
        {"body": "load_ssh_private_key"},
        {"body": "_init_cipher"},
    ),
    run(
        CRY,
        "What does {} print?",
        "from cryptography.hazmat.primitives.twofactor.hotp import HOTP; "
        "from cryptography.hazmat.primitives.hashes import SHA1; "
        "print(HOTP(b'12345678901234567890', 6, SHA1()).generate(1))",
        "b'287082'",
    ),
    run(
        CRY,
        "pls run {} and tell me what comes out",
        "from cryptography.x509 import Name; "
        "n = Name.from_rfc4514_string('CN=web,O=Acme,C=US'); "
        "print([a.rfc4514_string() for a in n])",
        "['C=US', 'O=Acme', 'CN=web']",
    ),
    q(
        CRY,
        "edit",
        "Set _MAX_CLOCK_SKEW in cryptography/fernet.py to 120, our hosts drift a lot.",
        {"effect": {"value_set": [FERNET, "_MAX_CLOCK_SKEW", "120"]}},
    ),
    q(
        CRY,
        "edit",
        "rename _byte_padding_check to _check_padding_block_size everywhere",
        {"effect": {"renamed": ["_byte_padding_check", "_check_padding_block_size"]}},
    ),
    q(
        CRY,
        "edit",
        "Add `import logging` to the imports at the top of cryptography/fernet.py, I'm about "
        "to add some debug output there.",
        {"effect": {"at_top": [FERNET, "import logging"]}},
    ),
    # --- matplotlib --------------------------------------------------------------------------
    q(MPL, "where", "where is ConciseDateFormatter defined", {"def": "ConciseDateFormatter"}),
    q(
        MPL,
        "where",
        "Where's `_Edge_integer`? MultipleLocator keeps using it.",
        {"def": "_Edge_integer"},
    ),
    q(
        MPL,
        "returns",
        "what does colors._has_alpha_channel return, e.g. for ('r', 0.5) or '#fff8'?",
        {"returns": "_has_alpha_channel"},
    ),
    q(
        MPL,
        "calls",
        "who calls _get_tzinfo in dates.py?",
        grep(r"= _get_tzinfo\(", DATES),
    ),
    q(
        MPL,
        "calls",
        "Where does ticker.py use cbook._g_sig_digits?",
        grep(r"cbook\._g_sig_digits\(", TICKER),
    ),
    q(
        MPL,
        "calls",
        "hey, where is _wrap_in_tex called from? I only need the date labels side",
        grep(r"(?<!def )_wrap_in_tex\(", DATES),
    ),
    q(
        MPL,
        "raises",
        "Where does to_rgba throw for a broken hex colour like '#12345'?",
        grep(r"Invalid hex color specifier", COLORS),
    ),
    q(
        MPL,
        "raises",
        "set_epoch gives me a RuntimeError - which line raises it?",
        grep(r"raise RuntimeError\('set_epoch must be called before dates plotted\.'\)", DATES),
    ),
    q(
        MPL,
        "raises",
        "Where does BoundaryNorm complain that ncolors is smaller than the number of bins?",
        grep(r'raise ValueError\(f"There are \{self\._n_regions\} color bins', COLORS),
    ),
    q(
        MPL,
        "raises",
        "where does cbook's _lock_path give up and raise a TimeoutError",
        grep(r"raise TimeoutError\(", CBOOK),
    ),
    q(
        MPL,
        "const",
        "where's MUSECONDS_PER_DAY defined?",
        grep(r"^MUSECONDS_PER_DAY = ", DATES),
    ),
    q(
        MPL,
        "which",
        "Which part chooses where the little marks along the side of my chart go, so that the "
        "labels come out as tidy values like 0, 20, 40 rather than 3.7, 23.7, 43.7?",
        {"body": "MaxNLocator._raw_ticks"},
        {"body": "MaxNLocator.tick_values"},
        {"body": "scale_range"},
        {"body": "AutoLocator"},
        own=True,
    ),
    q(
        MPL,
        "which",
        "I want to hook up several functions to run whenever some event happens, but my "
        "objects should still be cleaned up once I drop them. Which piece of cbook does that?",
        {"body": "CallbackRegistry"},
        {"body": "_weak_or_strong_ref"},
        own=True,
    ),
    q(
        MPL,
        "which",
        "Which method of ConciseDateFormatter produces the label strings for a whole list of "
        "tick values at once?",
        {"body": "ConciseDateFormatter.format_ticks"},
    ),
    q(
        MPL,
        "which",
        "which function in colors.py builds the N-entry lookup table that "
        "LinearSegmentedColormap samples from its segment data?",
        {"body": "_create_lookup_table"},
    ),
    q(
        MPL,
        "how",
        "My data goes from -5 to 20 and I want zero to sit exactly in the middle of the colour "
        "scale. How does it stretch the two sides by different amounts?",
        {"body": "TwoSlopeNorm.__call__"},
        {"body": "TwoSlopeNorm.autoscale_None"},
        own=True,
    ),
    q(
        MPL,
        "how",
        "how does it decide whether the labels under a timeline show years, or months, or days, "
        "or hours? depends on how long a stretch of time is on screen i guess",
        {"body": "AutoDateLocator.get_locator"},
        {"body": "AutoDateFormatter.__call__"},
        {"body": "ConciseDateFormatter.format_ticks"},
        own=True,
    ),
    q(
        MPL,
        "how",
        "When I give a colour as a short code like '#f80' with only three letters after the "
        "hash, how does that get blown up into a full colour?",
        {"body": "_to_rgba_no_colorcycle"},
        own=True,
    ),
    q(
        MPL,
        "how",
        "How does Normalize.__call__ behave when vmin == vmax, and what if vmin > vmax?",
        {"body": "Normalize.__call__"},
    ),
    run(
        MPL,
        "what's the output of {}",
        "from matplotlib.colors import to_hex; "
        "print(to_hex('tab:orange'), to_hex((1, 0.5, 0), keep_alpha=True))",
        "#ff7f0e #ff8000ff",
    ),
    run(
        MPL,
        "Run {} please - what does it print?",
        "from matplotlib.ticker import EngFormatter; "
        "print(EngFormatter(unit='Hz', places=1).format_data(4.7e6))",
        "4.7 MHz",
    ),
    q(
        MPL,
        "edit",
        "In matplotlib/colors.py set _REPR_PNG_SIZE to (1024, 64) so the colormap previews in "
        "my notebook are wider.",
        {"effect": {"value_set": [COLORS, "_REPR_PNG_SIZE", "(1024, 64)"]}},
    ),
    q(
        MPL,
        "edit",
        "delete the _reset_epoch_test_example function from dates.py, we never use it",
        {"effect": {"definition_deleted": [DATES, "_reset_epoch_test_example"]}},
    ),
    q(
        MPL,
        "edit",
        "Could you teach AutoDateLocator about fiscal quarters (ticks on the first day of each "
        "quarter of a configurable fiscal year), with matching labels in ConciseDateFormatter "
        "and tests for both?",
        {"effect": {"declined": True}},
    ),
]
