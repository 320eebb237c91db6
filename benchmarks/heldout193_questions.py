"""The hundred-and-ninety-third held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (charset-normalizer 3.4.7:
``charset_normalizer/models.py``; jupyterlab_server 2.28.1:
``jupyterlab_server/translation_utils.py``; beautifulsoup4 4.15.0: ``bs4/builder/_html5lib.py``;
httpx 0.29.0: ``httpx/_urls.py``), written blind: by reading only those files, never the model's
code or its notes, and committed before the model was asked any of them. Nothing is tuned on it:
only its totals are looked at.

The questions are weighted by the size of the files (jupyterlab_server's translation helpers most,
then httpx's URL classes, bs4's html5lib tree builder, charset-normalizer's match models). About a
fifth of the questions that are not edits are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command
or ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
The commands need the whole package to import, so they run against the installed package; each
exercises the one file its workspace holds. ``bs4/builder/_html5lib.py`` cannot be imported here
(html5lib is not installed), so it has no command: its run slot went to httpx, which has two.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h193_charset_normalizer_models": ["charset_normalizer/models.py"],
    "h193_jupyterlab_server_translation_utils": ["jupyterlab_server/translation_utils.py"],
    "h193_bs4_html5lib": ["bs4/builder/_html5lib.py"],
    "h193_httpx_urls": ["httpx/_urls.py"],
}

CS = "charset_normalizer/models.py"
JL = "jupyterlab_server/translation_utils.py"
B4 = "bs4/builder/_html5lib.py"
HX = "httpx/_urls.py"

CSW = "h193_charset_normalizer_models"
JLW = "h193_jupyterlab_server_translation_utils"
B4W = "h193_bs4_html5lib"
HXW = "h193_httpx_urls"


QUESTIONS: list[dict] = [
    # --- charset_normalizer/models.py --------------------------------------------------------
    q(
        CSW,
        "where",
        "where does charset_normalizer define `add_submatch`?",
        {"def": "CharsetMatch.add_submatch"},
    ),
    q(
        CSW,
        "returns",
        "CharsetMatches.best() -- what comes back from it, and what if nothing matched at all?",
        {"returns": "CharsetMatches.best"},
    ),
    q(
        CSW,
        "calls",
        "In models.py, which line calls add_submatch on an existing match?",
        grep(r"\.add_submatch\(", CS),
    ),
    q(
        CSW,
        "raises",
        "I tried `matches.append('utf-8')` by mistake and got a ValueError. where is it thrown?",
        grep(r"Cannot append instance '\{\}' to CharsetMatches", CS),
    ),
    q(
        CSW,
        "which",
        "Say two candidate decodings of the same bytes come out about equally garbled. Which "
        "piece of code settles which of the two gets ranked ahead?",
        {"body": "CharsetMatch.__lt__"},
        own=True,
    ),
    q(
        CSW,
        "how",
        "How does the `language` property of a CharsetMatch come up with an answer when no "
        "languages were detected for it? I keep seeing 'English' or 'Unknown'.",
        {"body": "CharsetMatch.language"},
    ),
    run(
        CSW,
        "can you execute {} for me? which encoding wins and how many matches are there",
        "from charset_normalizer.models import CharsetMatch, CharsetMatches; "
        "ms = CharsetMatches([CharsetMatch(b'abc', 'ascii', 0.2, False, []), "
        "CharsetMatch(b'abc', 'cp1252', 0.05, False, [])]); print(ms.best().encoding, len(ms))",
        "cp1252 2",
    ),
    q(
        CSW,
        "edit",
        "CliDetectionResult.to_json in charset_normalizer/models.py has no docstring. Add one "
        "please: it dumps the result's fields as an indented, ASCII-only JSON string.",
        {"effect": {"docstring": "CliDetectionResult.to_json"}},
    ),
    # --- jupyterlab_server/translation_utils.py ----------------------------------------------
    q(
        JLW,
        "where",
        "Which file and line is merge_locale_data on?",
        {"def": "merge_locale_data"},
    ),
    q(
        JLW,
        "returns",
        "what does is_valid_locale return? does 'no_NO' get special treatment?",
        {"returns": "is_valid_locale"},
    ),
    q(
        JLW,
        "calls",
        "Where is `is_valid_locale` used in translation_utils.py? I want every call site.",
        grep(r"(?<!def )is_valid_locale\(", JL),
    ),
    q(
        JLW,
        "calls",
        "who calls _get_installed_language_pack_locales",
        grep(r"= _get_installed_language_pack_locales\(\)", JL),
    ),
    q(
        JLW,
        "raises",
        "My language list comes back with a message about locales being invalid. Where does "
        "jupyterlab_server produce that complaint?",
        grep(r"The following locales are invalid", JL),
    ),
    q(
        JLW,
        "const",
        "where is the pseudo-language locale code (the one for in-context translation) defined?",
        grep(r"^PSEUDO_LANGUAGE = ", JL),
    ),
    q(
        JLW,
        "which",
        "Which method on the `translator` class switches every already-loaded bundle over to a "
        "new locale?",
        {"def": "translator.set_locale"},
    ),
    q(
        JLW,
        "which",
        "I want the word a French speaker would use for German, starting with a big letter. "
        "Which function works that out?",
        {"def": "get_display_name"},
        own=True,
    ),
    q(
        JLW,
        "how",
        "how does merge_locale_data decide whether the strings bundled with an extension "
        "package override the ones in the language pack?",
        {"body": "merge_locale_data"},
    ),
    q(
        JLW,
        "how",
        "After I switch the interface to, say, Japanese: how does the object that hands back "
        "the Japanese versions of UI strings go looking for the folder holding the compiled "
        "message catalogs? And what happens if that add-on isn't installed?",
        {"body": "TranslationBundle.update_locale"},
        own=True,
    ),
    q(
        JLW,
        "how",
        "How does translator._translate_schema_strings work its way through nested dicts and "
        "lists of a settings schema, and which strings does it actually translate?",
        {"body": "translator._translate_schema_strings"},
    ),
    run(
        JLW,
        "what does {} print?",
        "from jupyterlab_server.translation_utils import get_display_name; "
        "print(get_display_name('de', 'fr'))",
        "Allemand",
    ),
    q(
        JLW,
        "edit",
        "rename `_prepare_schema_patterns` to `_build_schema_patterns` in "
        "jupyterlab_server/translation_utils.py, and update where it's called",
        {"effect": {"renamed": ["_prepare_schema_patterns", "_build_schema_patterns"]}},
    ),
    q(
        JLW,
        "edit",
        "Our packs keep their data in a `locales` folder, not `locale`. Set LOCALE_DIR to "
        "'locales' in translation_utils.py.",
        {"effect": {"value_set": [JL, "LOCALE_DIR", "'locales'"]}},
    ),
    q(
        JLW,
        "edit",
        "get_language_pack walks the whole language pack folder on disk on every request and "
        "it's slow for us. Could you add a cache for it that gets invalidated whenever a new "
        "pack is installed, and write tests for that?",
        {"effect": {"declined": True}},
    ),
    # --- bs4/builder/_html5lib.py ------------------------------------------------------------
    q(
        B4W,
        "where",
        "where's insertDoctype in bs4's html5lib builder?",
        {"def": "TreeBuilderForHtml5lib.insertDoctype"},
    ),
    q(
        B4W,
        "where",
        "Where is the `AttrList` class declared?",
        {"def": "AttrList"},
    ),
    q(
        B4W,
        "returns",
        "What does Element.getNameTuple give back, especially for an element that has no "
        "namespace?",
        {"returns": "Element.getNameTuple"},
    ),
    q(
        B4W,
        "calls",
        "In bs4/builder/_html5lib.py, where does the code hand things to soup.object_was_parsed?",
        grep(r"\.object_was_parsed\(", B4),
    ),
    q(
        B4W,
        "raises",
        "list every place in the html5lib tree builder that raises NotImplementedError",
        grep(r"raise NotImplementedError\(\)", B4),
    ),
    q(
        B4W,
        "raises",
        "I'm using a SoupStrainer with features='html5lib' and get a warning that it will parse "
        "the whole document anyway. Where does that warning come from?",
        grep(r"doesn't support parse_only", B4),
    ),
    q(
        B4W,
        "const",
        "where does HTML5TreeBuilder set its NAME?",
        grep(r'NAME: str = "html5lib"', B4),
    ),
    q(
        B4W,
        "which",
        "which method moves all of a tag's children under a different parent, fixing up "
        "next_element and previous_element as it goes?",
        {"def": "Element.reparentChildren"},
    ),
    q(
        B4W,
        "which",
        "While a page is parsed, sometimes a bit of text gets slotted in ahead of a child that's "
        "already there. Which method notices that the spot right in front is plain text too "
        "and fuses the two together?",
        {"body": "Element.insertBefore"},
        own=True,
    ),
    q(
        B4W,
        "how",
        "How does AttrList.__setitem__ handle multi-valued attributes like `class`? Does it "
        "split the string every time?",
        {"body": "AttrList.__setitem__"},
    ),
    q(
        B4W,
        "how",
        "if two runs of plain text land side by side at the end of the same tag while the page "
        "is being built up, do they stay as two pieces or get merged into one? how is that "
        "decided?",
        {"body": "Element.appendChild"},
        own=True,
    ),
    q(
        B4W,
        "edit",
        "Please comment out the line `self.soup._most_recent_element = new_element` in "
        "bs4/builder/_html5lib.py, I want to test something without it.",
        {"effect": {"comment_out": [B4, "self.soup._most_recent_element = new_element"]}},
    ),
    # --- httpx/_urls.py ----------------------------------------------------------------------
    q(
        HXW,
        "where",
        "Where's QueryParams.merge defined in httpx?",
        {"def": "QueryParams.merge"},
    ),
    q(
        HXW,
        "returns",
        "what does URL.path return when the url has no path at all, like https://example.com ?",
        {"returns": "URL.path"},
    ),
    q(
        HXW,
        "calls",
        "who uses primitive_value_to_str in _urls.py?",
        grep(r"primitive_value_to_str\(", HX),
    ),
    q(
        HXW,
        "raises",
        "`httpx.URL('https://x.org', foo='bar')` raises a TypeError saying foo is invalid. "
        "Where is that raised?",
        grep(r"is an invalid keyword argument for URL", HX),
    ),
    q(
        HXW,
        "raises",
        "where does the URL constructor complain if I pass something that's neither a str nor "
        "a URL, like an int?",
        grep(r"Invalid type for url", HX),
    ),
    q(
        HXW,
        "raises",
        "I tried changing one of the search terms in place on the parsed ?a=1&b=2 object and "
        "it blew up. Where does it stop me from doing that?",
        grep(r"raise RuntimeError\(", HX),
        own=True,
    ),
    q(
        HXW,
        "which",
        "Which method keeps the password out of a URL when it's printed in a repr?",
        {"body": "URL.__repr__"},
    ),
    q(
        HXW,
        "which",
        "`params.get('a')` only gives me the first a=. Which QueryParams method hands back all "
        "of them?",
        {"def": "QueryParams.get_list"},
    ),
    q(
        HXW,
        "which",
        "Which property tells me if an address stands on its own, with a protocol and a server, "
        "rather than being just a path like /foo?",
        {"body": "URL.is_absolute_url"},
        {"body": "URL.is_relative_url"},
        own=True,
    ),
    q(
        HXW,
        "how",
        "when i build a link out of keyword pieces and hand it an empty dict of search terms, "
        "how does it avoid leaving a dangling question mark at the end?",
        grep(r'if "params" in kwargs:|kwargs\["query"\] = None if not params', HX),
        own=True,
    ),
    q(
        HXW,
        "how",
        "If two search strings hold the same key/value pairs, just in a different order, are "
        "they treated as the same thing? How is that comparison done?",
        {"body": "QueryParams.__eq__"},
        own=True,
    ),
    run(
        HXW,
        "Run {} and tell me what the repr looks like.",
        "import httpx; print(repr(httpx.URL('https://alice:hunter2@example.com:443/docs')))",
        "alice:[secure]@example.com/docs",
    ),
    run(
        HXW,
        "quick one: what's the output of {}",
        "from httpx._urls import QueryParams; q = QueryParams('a=1&a=2&b=3'); "
        "print(q.add('b', True), q.get_list('a'))",
        "a=1&a=2&b=3&b=true ['1', '2']",
    ),
    q(
        HXW,
        "edit",
        "add `import warnings` at the top of httpx/_urls.py alongside the other imports",
        {"effect": {"at_top": [HX, "import warnings"]}},
    ),
]
