"""The two-hundred-and-seventeenth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (pip 23.2.1: ``pip/_internal/exceptions.py``;
hypothesis 6.155.2: ``hypothesis/internal/conjecture/pareto.py``; httpcore 1.0.9:
``httpcore/_async/socks_proxy.py``; fonttools 4.69.1: ``fontTools/pens/svgPathPen.py``), written
blind: by reading only those four files, ``heldout128_questions.py`` for the format,
``question_helpers.py`` and the gold functions of ``bench_answers.py``, never the model's code or
its notes, and without asking the model any of them. Nothing is tuned on it: only its totals are
looked at.

The questions are weighted by the size of the files (pip's exceptions most, then the other three
about equally). About a fifth of the non-edit questions are in the user's own words
(``"own": True``: behaviour described in everyday words, with one definition that fits); the rest
name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` printed ``0 bad`` on this file; every grep
gold was matched against the installed file by hand to hit exactly the lines meant; the commands
were run against the installed packages (they need the whole package to import, and each exercises
the one file its workspace holds; httpcore's module imports ``socksio``, which is not installed
here, so it has no command); and for every edit the correct edit was made by hand on a scratch copy
of the workspace and ``bench_answers.check_effect`` was checked to hold after it (for the declined
ones: on the untouched copy with a "did not change" answer).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h217_pip_exceptions": ["pip/_internal/exceptions.py"],
    "h217_hypothesis_pareto": ["hypothesis/internal/conjecture/pareto.py"],
    "h217_httpcore_socks_proxy": ["httpcore/_async/socks_proxy.py"],
    "h217_fonttools_svgpathpen": ["fontTools/pens/svgPathPen.py"],
}

EXC = "pip/_internal/exceptions.py"
PARETO = "hypothesis/internal/conjecture/pareto.py"
SOCKS = "httpcore/_async/socks_proxy.py"
SVG = "fontTools/pens/svgPathPen.py"


QUESTIONS: list[dict] = [
    # --- pip/_internal/exceptions.py ---------------------------------------------------------
    q(
        "h217_pip_exceptions",
        "where",
        "Where is HashMismatch._hash_comparison defined?",
        {"def": "HashMismatch._hash_comparison"},
    ),
    q(
        "h217_pip_exceptions",
        "where",
        "pip reads the EXTERNALLY-MANAGED file somewhere, i think in a classmethod called "
        "from_config. where is that defined",
        {"def": "ExternallyManagedEnvironment.from_config"},
    ),
    q(
        "h217_pip_exceptions",
        "returns",
        "What does HashErrors.__str__ give back, and what if no errors were appended at all?",
        {"returns": "HashErrors.__str__"},
    ),
    q(
        "h217_pip_exceptions",
        "calls",
        "Which places call `_prefix_with_indent`?",
        grep(r"(?<!def )_prefix_with_indent\(", EXC),
    ),
    q(
        "h217_pip_exceptions",
        "calls",
        "who uses HashError._requirement_name",
        grep(r"self\._requirement_name\(\)", EXC),
    ),
    q(
        "h217_pip_exceptions",
        "raises",
        "I made my own DiagnosticPipError subclass with reference = 'My_Error' and instantiating "
        "it dies with an AssertionError. Where is that check done?",
        grep(r"assert _is_kebab_case\(reference\)", EXC),
    ),
    q(
        "h217_pip_exceptions",
        "raises",
        "str() on a ConfigurationFileCouldNotBeLoaded that has neither fname nor error blows up "
        "with AssertionError - which line does that?",
        grep(r"assert self\.error is not None", EXC),
    ),
    q(
        "h217_pip_exceptions",
        "const",
        "where's the sort order for HashUnpinned set? (the `order` class attribute)",
        grep(r"^    order = 3$", EXC),
    ),
    q(
        "h217_pip_exceptions",
        "which",
        "Which exception class does pip use in --require-hashes mode when a line in my "
        "requirements file has no hash at all?",
        {"body": "HashMissing"},
    ),
    q(
        "h217_pip_exceptions",
        "which",
        "which error is it when a pyproject.toml has the [build-system] table but forgot the "
        "requires key?",
        {"body": "MissingPyProjectBuildRequires"},
    ),
    q(
        "h217_pip_exceptions",
        "which",
        "When several packages fail their checksum check during one install, something gathers "
        "all those failures together so they come out in one go, sorted and grouped by kind. "
        "Which class is that?",
        {"body": "HashErrors"},
        own=True,
    ),
    q(
        "h217_pip_exceptions",
        "how",
        "How does ExternallyManagedEnvironment work out which Error-* key to show from the "
        "EXTERNALLY-MANAGED file, say when my locale is de_DE?",
        {"body": "ExternallyManagedEnvironment._iter_externally_managed_error_keys"},
        {"body": "ExternallyManagedEnvironment.from_config"},
    ),
    q(
        "h217_pip_exceptions",
        "how",
        "Our CI log can only show plain ASCII. How do pip's nice boxed-up error messages get "
        "printed then, without the little corner and bar symbols?",
        {"body": "DiagnosticPipError.__rich_console__"},
        own=True,
    ),
    q(
        "h217_pip_exceptions",
        "how",
        "hey, if a download goes wrong and the error only gets handed the server's reply but not "
        "the thing we originally sent, does it manage to recover what was sent from that reply?",
        {"body": "NetworkConnectionError.__init__"},
        own=True,
    ),
    run(
        "h217_pip_exceptions",
        "What does {} print?",
        "from pip._internal.exceptions import InvalidSchemeCombination; "
        "print(InvalidSchemeCombination('--user', '--prefix', '--home'))",
        "Cannot set --user, --prefix and --home together",
    ),
    run(
        "h217_pip_exceptions",
        "Trying to see how the hash errors get combined. Can you run {} and show me the output?",
        "from pip._internal.exceptions import HashErrors, HashMissing, HashUnpinned; "
        "e = HashErrors(); print(bool(e)); e.append(HashUnpinned()); "
        "e.append(HashMissing('abc')); print(e)",
        "unknown package --hash=sha256:abc",
    ),
    q(
        "h217_pip_exceptions",
        "edit",
        "InvalidSchemeCombination in pip/_internal/exceptions.py has no docstring. Please add "
        "one saying it's raised when install scheme options that can't be combined are given "
        "together.",
        {"effect": {"docstring": "InvalidSchemeCombination"}},
    ),
    q(
        "h217_pip_exceptions",
        "edit",
        "Could you refactor all the HashError subclasses so their head text and order come from "
        "one central table instead of class attributes, and update every place in pip that "
        "relies on them?",
        {"effect": {"declined": True}},
    ),
    # --- hypothesis/internal/conjecture/pareto.py --------------------------------------------
    q(
        "h217_hypothesis_pareto",
        "where",
        "where is on_evict defined in hypothesis",
        {"def": "ParetoFront.on_evict"},
    ),
    q(
        "h217_hypothesis_pareto",
        "returns",
        "What does `ParetoFront.__contains__` return when I pass it something that isn't "
        "ConjectureData at all?",
        {"returns": "ParetoFront.__contains__"},
    ),
    q(
        "h217_hypothesis_pareto",
        "calls",
        "Who calls dominance() in pareto.py?",
        grep(r"(?<!def )\bdominance\(", PARETO),
    ),
    q(
        "h217_hypothesis_pareto",
        "raises",
        "Building a ParetoOptimiser on a runner with pareto_front = None gives me a bare "
        "AssertionError. Where does that come from?",
        grep(r"assert self\.__engine\.pareto_front is not None", PARETO),
    ),
    q(
        "h217_hypothesis_pareto",
        "const",
        "What score does a missing target observation count as in the dominance check, and "
        "where is that value set?",
        grep(r"^NO_SCORE = ", PARETO),
    ),
    q(
        "h217_hypothesis_pareto",
        "which",
        "Which function, when a new passing example comes in, keeps it and then spot-checks a "
        "random handful of the stored ones so it can throw out any that are now beaten on every "
        "count?",
        {"body": "ParetoFront.add"},
        own=True,
    ),
    q(
        "h217_hypothesis_pareto",
        "how",
        "How does dominance() treat two failing examples that failed for different reasons, i.e. "
        "with a different interesting_origin?",
        {"body": "dominance"},
    ),
    q(
        "h217_hypothesis_pareto",
        "how",
        "When hypothesis works on making its collection of best-so-far examples better, in what "
        "order does it walk through them, and where does it carry on after one of them got "
        "made smaller?",
        {"body": "ParetoOptimiser.run"},
        own=True,
    ),
    run(
        "h217_hypothesis_pareto",
        "quick one: what's the output of {}",
        "from random import Random; from hypothesis.internal.conjecture.pareto import "
        "ParetoFront; f = ParetoFront(Random(0)); print(len(f), 'abc' in f, list(f))",
        "0 False []",
    ),
    q(
        "h217_hypothesis_pareto",
        "edit",
        "In ParetoFront.add the loop that looks right of the new item stops after 10 misses in "
        "a row (`failures < 10`). Bump that to 20 please.",
        {"effect": {"text_replaced": [PARETO, "failures < 10", "failures < 20"]}},
    ),
    # --- httpcore/_async/socks_proxy.py ------------------------------------------------------
    q(
        "h217_httpcore_socks_proxy",
        "where",
        "Where's AsyncSocks5Connection.can_handle_request?",
        {"def": "AsyncSocks5Connection.can_handle_request"},
    ),
    q(
        "h217_httpcore_socks_proxy",
        "returns",
        "what does is_available return on the socks5 connection, especially before it has "
        "connected",
        {"returns": "AsyncSocks5Connection.is_available"},
    ),
    q(
        "h217_httpcore_socks_proxy",
        "calls",
        "Where is `_init_socks5_connection` called from?",
        grep(r"await _init_socks5_connection\(", SOCKS),
    ),
    q(
        "h217_httpcore_socks_proxy",
        "raises",
        "httpcore says 'Requested USERNAME/PASSWORD from proxy server, but got NO AUTHENTICATION "
        "REQUIRED.' Where is this ProxyError raised?",
        grep(r"raise ProxyError\($|Requested \{requested\} from proxy server", SOCKS),
    ),
    q(
        "h217_httpcore_socks_proxy",
        "raises",
        "where does the socks code raise ProxyError for a wrong login?",
        grep(r'raise ProxyError\("Invalid username/password"\)', SOCKS),
    ),
    q(
        "h217_httpcore_socks_proxy",
        "raises",
        "I keep getting `ProxyError: Proxy Server could not connect: Host unreachable.` Which "
        "line raises that?",
        grep(r"Proxy Server could not connect", SOCKS),
    ),
    q(
        "h217_httpcore_socks_proxy",
        "which",
        "In AsyncSOCKSProxy, which method builds the connection object for a new origin?",
        {"body": "AsyncSOCKSProxy.create_connection"},
    ),
    q(
        "h217_httpcore_socks_proxy",
        "which",
        "If I print one of these tunnelled connections before it has finished setting up, there "
        "is a one-word status in the angle brackets. Which method comes up with that word?",
        {"body": "AsyncSocks5Connection.info"},
        {"body": "AsyncSocks5Connection.__repr__"},
        own=True,
    ),
    q(
        "h217_httpcore_socks_proxy",
        "how",
        "How does AsyncSocks5Connection decide between HTTP/2 and HTTP/1.1 once the SOCKS tunnel "
        "is up?",
        {"body": "AsyncSocks5Connection.handle_async_request"},
    ),
    q(
        "h217_httpcore_socks_proxy",
        "edit",
        "Typo in httpcore/_async/socks_proxy.py: the fallback for an unknown reply code is "
        'spelled "UNKOWN". Change it to "UNKNOWN".',
        {
            "effect": {
                "text_replaced": [
                    SOCKS,
                    'REPLY_CODES.get(response.reply_code, "UNKOWN")',
                    'REPLY_CODES.get(response.reply_code, "UNKNOWN")',
                ]
            }
        },
    ),
    # --- fontTools/pens/svgPathPen.py --------------------------------------------------------
    q(
        "h217_fonttools_svgpathpen",
        "where",
        "where is _qCurveToOne defined for the SVG path pen?",
        {"def": "SVGPathPen._qCurveToOne"},
    ),
    q(
        "h217_fonttools_svgpathpen",
        "returns",
        "What can _numberToString return?",
        {"returns": "_numberToString"},
    ),
    q(
        "h217_fonttools_svgpathpen",
        "calls",
        "which lines call pointToString",
        grep(r"(?<!def )pointToString\(", SVG),
    ),
    q(
        "h217_fonttools_svgpathpen",
        "raises",
        "Running `fonttools pens.svgPathPen font.ttf abc --glyphs A` fails with a ValueError "
        "about exclusive options - where is it raised?",
        grep(r'raise ValueError\("Options --glyphs and --text are exclusive"\)', SVG),
    ),
    q(
        "h217_fonttools_svgpathpen",
        "which",
        "Which SVGPathPen method writes the H and V shorthand commands?",
        {"body": "SVGPathPen._lineTo"},
    ),
    q(
        "h217_fonttools_svgpathpen",
        "which",
        "If I jump the pen to one spot and then straight to another without drawing anything in "
        "between, only the second jump shows up in the output. Which method gets rid of the "
        "first one?",
        {"body": "SVGPathPen._handleAnchor"},
        {"body": "SVGPathPen._moveTo"},
        own=True,
    ),
    q(
        "h217_fonttools_svgpathpen",
        "how",
        "how does main() in svgPathPen place several glyphs next to each other in the SVG it "
        "prints?",
        {"body": "main"},
    ),
    q(
        "h217_fonttools_svgpathpen",
        "how",
        "Say I hand the pen my own function for turning numbers into text AND ask it to round to "
        "2 places. Which of the two actually gets used, and how is that settled?",
        {"body": "SVGPathPen.__init__"},
        own=True,
    ),
    run(
        "h217_fonttools_svgpathpen",
        "Please run {} - what path string comes out?",
        "from fontTools.pens.svgPathPen import SVGPathPen; p = SVGPathPen(None, precision=1); "
        "p.moveTo((0, 0)); p.lineTo((10.26, 0)); p.lineTo((10.26, 5)); p.lineTo((3.0, 7.04)); "
        "p.closePath(); print(p.getCommands())",
        "M0 0H10.3V5L3 7Z",
    ),
    q(
        "h217_fonttools_svgpathpen",
        "edit",
        "the svgPathPen command line rounds coordinates to 2 decimals by default; make the "
        "--precision default 3 instead (fontTools/pens/svgPathPen.py)",
        {"effect": {"text_replaced": [SVG, "default=2,", "default=3,"]}},
    ),
    q(
        "h217_fonttools_svgpathpen",
        "edit",
        "Add full type hints to every method of SVGPathPen and to main(), and make it pass "
        "mypy --strict.",
        {"effect": {"declined": True}},
    ),
]
