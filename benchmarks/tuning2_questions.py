"""A second tuning set for issue 26's second pass: questions in the user's own words on five
standard-library packages no other set uses (calendar, shlex, queue, socketserver, fractions),
written by reading the code, to tune on more than one set's phrasing. Its answers are read
while tuning; ``heldout2_questions.py`` is the set that is not. Gold forms are those of
``code_questions.py``.
"""

from __future__ import annotations

WORKSPACES: dict[str, list[str]] = {
    "calendar": ["calendar.py"],
    "shlex": ["shlex.py"],
    "queue": ["queue.py"],
    "socketserver": ["socketserver.py"],
    "fractions": ["fractions.py"],
}


def q(ws: str, kind: str, ask: str, *gold: dict) -> dict:
    return {"ws": ws, "kind": kind, "ask": ask, "gold": list(gold), "own": True}


QUESTIONS: list[dict] = [
    # --- calendar -------------------------------------------------------------------------
    q(
        "calendar",
        "which",
        "Which function tells whether a year has a 29th of February?",
        {"body": "isleap"},
    ),
    q(
        "calendar",
        "which",
        "Which function counts how many years with an extra day lie between two years?",
        {"body": "leapdays"},
    ),
    q(
        "calendar",
        "which",
        "Which method draws a whole year as a web page?",
        {"body": "HTMLCalendar.formatyearpage"},
    ),
    q(
        "calendar",
        "which",
        "Which function turns a UTC time tuple into seconds since 1970?",
        {"body": "timegm"},
    ),
    q(
        "calendar",
        "which",
        "Which function puts several strings side by side, each centred in its own column?",
        {"body": "formatstring"},
    ),
    q(
        "calendar",
        "which",
        "Which function finds the month before a given one?",
        {"body": "_prevmonth"},
    ),
    q(
        "calendar",
        "which",
        "Which method changes the day a week begins with?",
        {"body": "Calendar.setfirstweekday"},
        {"body": "setfirstweekday"},
    ),
    # --- shlex ----------------------------------------------------------------------------
    q(
        "shlex",
        "which",
        "Which function wraps a string in quotes so the shell treats it as one word?",
        {"body": "quote"},
    ),
    q(
        "shlex",
        "which",
        "Which function glues a list of arguments back into one command line?",
        {"body": "join"},
    ),
    q(
        "shlex",
        "how",
        "How does it cut a command line into words the way a shell would?",
        {"body": "split"},
        {"body": "shlex.read_token"},
        {"body": "shlex.get_token"},
    ),
    q(
        "shlex",
        "which",
        "Which method puts a word back so that the next read returns it again?",
        {"body": "shlex.push_token"},
    ),
    # --- queue ----------------------------------------------------------------------------
    q(
        "queue",
        "which",
        "Which class hands out the most recently added item first?",
        {"body": "LifoQueue"},
    ),
    q(
        "queue",
        "which",
        "Which method blocks until every item has been dealt with?",
        {"body": "Queue.join"},
    ),
    q(
        "queue",
        "which",
        "Which method should a worker call after it has finished with an item?",
        {"body": "Queue.task_done"},
    ),
    q(
        "queue",
        "raises",
        "Where does it complain that more tasks were marked finished than were added?",
        {"grep": r"task_done\(\) called too many times"},
    ),
    q(
        "queue",
        "which",
        "Which class always hands out the smallest entry first?",
        {"body": "PriorityQueue"},
    ),
    # --- socketserver ---------------------------------------------------------------------
    q(
        "socketserver",
        "which",
        "Which class gives every incoming connection its own thread?",
        {"body": "ThreadingMixIn"},
    ),
    q(
        "socketserver",
        "which",
        "Which method keeps answering clients until someone tells it to stop?",
        {"body": "BaseServer.serve_forever"},
    ),
    q(
        "socketserver",
        "how",
        "What happens when no client shows up within the time limit?",
        {"body": "BaseServer.handle_timeout"},
        {"body": "BaseServer.handle_request"},
    ),
    q(
        "socketserver",
        "which",
        "Which method drops the threads that have already finished from the list?",
        {"body": "_Threads.reap"},
    ),
    # --- fractions ------------------------------------------------------------------------
    q(
        "fractions",
        "which",
        "Which method finds the closest fraction whose bottom number is not too big?",
        {"body": "Fraction.limit_denominator"},
    ),
    q(
        "fractions",
        "which",
        "Which method turns a floating-point number into an exact fraction?",
        {"body": "Fraction.from_float"},
    ),
    q(
        "fractions",
        "raises",
        "Where does it refuse a fraction with zero at the bottom?",
        {"grep": r"raise ZeroDivisionError\('Fraction"},
    ),
]
