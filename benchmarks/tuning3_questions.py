"""A third tuning set for issue 26's second pass: "how does ..." / "what happens when ..." and
"which class ..." questions in the user's own words, the kinds the other tuning sets hold few of,
on three standard-library modules no other set uses (gzip, smtplib, plistlib). Written by reading
the code; its answers are read while tuning. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

WORKSPACES: dict[str, list[str]] = {
    "gzip": ["gzip.py"],
    "smtplib": ["smtplib.py"],
    "plistlib": ["plistlib.py"],
}


def q(ws: str, kind: str, ask: str, *gold: dict) -> dict:
    return {"ws": ws, "kind": kind, "ask": ask, "gold": list(gold), "own": True}


QUESTIONS: list[dict] = [
    # --- gzip -----------------------------------------------------------------------------
    q(
        "gzip",
        "how",
        "How does gzip make sure the data it unpacked was not damaged?",
        {"body": "_GzipReader._read_eof"},
    ),
    q(
        "gzip",
        "how",
        "How does reading carry on when one file holds several compressed parts one after another?",
        {"body": "_GzipReader.read"},
    ),
    q(
        "gzip",
        "which",
        "Which class lets bytes that were already read be pushed back in front of a file?",
        {"body": "_PaddedFile"},
    ),
    q(
        "gzip",
        "which",
        "Which function packs data in one go and gives back the packed bytes?",
        {"body": "compress"},
    ),
    q(
        "gzip",
        "how",
        "How does it write the first bytes of a new compressed file, with the name and time in them?",
        {"body": "GzipFile._write_gzip_header"},
    ),
    # --- smtplib --------------------------------------------------------------------------
    q(
        "smtplib",
        "how",
        "How does the client make sure a line that starts with a dot is not taken as the end of "
        "the message?",
        {"body": "_quote_periods"},
        {"body": "quotedata"},
    ),
    q(
        "smtplib",
        "which",
        "Which function turns every line ending in the text into the network kind?",
        {"body": "_fix_eols"},
    ),
    q(
        "smtplib",
        "how",
        "What happens when I send mail without greeting the server first?",
        {"body": "SMTP.ehlo_or_helo_if_needed"},
    ),
    q(
        "smtplib",
        "which",
        "Which method switches the connection over to an encrypted one?",
        {"body": "SMTP.starttls"},
    ),
    q(
        "smtplib",
        "which",
        "Which class talks to a local mail delivery daemon instead of a mail server?",
        {"body": "LMTP"},
    ),
    q(
        "smtplib",
        "raises",
        "Where does it complain that the server turned down every recipient?",
        {"grep": r"raise SMTPRecipientsRefused"},
    ),
    # --- plistlib -------------------------------------------------------------------------
    q(
        "plistlib",
        "which",
        "Which function tells whether the first bytes of a file look like the binary format?",
        {"body": "_is_fmt_binary"},
    ),
    q(
        "plistlib",
        "which",
        "Which function works out how many bytes it takes to store a count?",
        {"body": "_count_to_size"},
    ),
    q(
        "plistlib",
        "how",
        "How are dates turned into text in the XML format?",
        {"body": "_date_to_string"},
    ),
    q(
        "plistlib",
        "which",
        "Which class writes XML with indentation, one element per line?",
        {"body": "_DumbXMLWriter"},
    ),
]
