"""The hundred-and-seventy-third set: questions on one module each of four third-party packages,
copied from the installed site-packages (jsonschema 4.26.0: ``jsonschema/exceptions.py`` and
``jsonschema/_format.py``; referencing 0.37.0: ``referencing/_core.py``; bleach 6.4.0:
``bleach/linkifier.py``), written blind: by reading only those files, never the model's code or its
notes, and committed before the model was asked any of them. It is a tuning set: its misses are
read and fixed, so its totals say less about unseen code than a held-out set's do.

The questions are weighted by the size of the files (referencing's core most, then bleach's
linkifier, jsonschema's format checkers, jsonschema's exceptions). About a fifth of them are in the
user's own words (``"own": True``: behaviour described in everyday words the code does not use for
it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold
forms are those of ``code_questions.py``. The commands need the whole package to import, so they
run against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h173_jsonschema_exceptions": ["jsonschema/exceptions.py"],
    "h173_jsonschema_format": ["jsonschema/_format.py"],
    "h173_referencing_core": ["referencing/_core.py"],
    "h173_bleach_linkifier": ["bleach/linkifier.py"],
}

EXC = "jsonschema/exceptions.py"
FMT = "jsonschema/_format.py"
CORE = "referencing/_core.py"
LINK = "bleach/linkifier.py"


QUESTIONS: list[dict] = [
    # --- jsonschema/exceptions.py ------------------------------------------------------------
    q(
        "h173_jsonschema_exceptions",
        "where",
        "Where does jsonschema define `best_match`?",
        {"def": "best_match"},
    ),
    q(
        "h173_jsonschema_exceptions",
        "returns",
        "what does the json_path property on a validation error give back? a string like $.foo[0]?",
        {"returns": "_Error.json_path"},
    ),
    q(
        "h173_jsonschema_exceptions",
        "calls",
        "who calls _pretty in exceptions.py",
        grep(r"_pretty\(self\.", EXC),
    ),
    q(
        "h173_jsonschema_exceptions",
        "raises",
        "I did `jsonschema.exceptions.Foo` by mistake and got an AttributeError saying the module "
        "has no attribute. Which line raises that?",
        grep(r"raise AttributeError\(", EXC),
    ),
    q(
        "h173_jsonschema_exceptions",
        "raises",
        "When I index an ErrorTree with a key the instance doesn't even have, I get a KeyError "
        "instead of an empty tree. Where does that error come from?",
        grep(r"self\._instance\[index\]$|if self\._instance is not _unset and index not in", EXC),
    ),
    q(
        "h173_jsonschema_exceptions",
        "which",
        "Which property of _Error gives the full path into the instance, with the parent error's "
        "path put in front?",
        {"def": "_Error.absolute_path"},
    ),
    q(
        "h173_jsonschema_exceptions",
        "which",
        "My data failed in a bunch of places at once. Which function makes up the rule for "
        "ranking one failure above another, so that a problem nested further down in my data "
        "wins over one near the top?",
        {"body": "by_relevance"},
        own=True,
    ),
    q(
        "h173_jsonschema_exceptions",
        "how",
        "sometimes printing a failure gives me one short line and sometimes a long block showing "
        "the rule that was broken and the offending piece of my data. how does it choose which "
        "one to show?",
        {"body": "_Error.__str__"},
        own=True,
    ),
    run(
        "h173_jsonschema_exceptions",
        "Can you execute {} and tell me what comes out?",
        "from jsonschema.exceptions import ErrorTree, ValidationError; "
        "t = ErrorTree([ValidationError('x', validator='type', path=['a'])]); print(t, 'a' in t)",
        "<ErrorTree (1 total error)> True",
    ),
    q(
        "h173_jsonschema_exceptions",
        "edit",
        "The pretty-printed schema in error messages wraps too early for my terminal. In "
        "jsonschema/exceptions.py, make `_pretty` use width=100 instead of width=72.",
        {
            "effect": {
                "text_replaced": [
                    EXC,
                    "width=72, sort_dicts=False",
                    "width=100, sort_dicts=False",
                ]
            }
        },
    ),
    # --- jsonschema/_format.py ---------------------------------------------------------------
    q(
        "h173_jsonschema_format",
        "where",
        "where is FormatChecker.conforms",
        {"def": "FormatChecker.conforms"},
    ),
    q(
        "h173_jsonschema_format",
        "returns",
        "What does is_uuid return, both for a non-string and for a real uuid string?",
        {"returns": "is_uuid"},
    ),
    q(
        "h173_jsonschema_format",
        "calls",
        "Where is `FormatChecker._cls_checks` called from in _format.py?",
        grep(r"\._cls_checks\(", FMT),
    ),
    q(
        "h173_jsonschema_format",
        "raises",
        "validation says `'abc' is not a 'ipv4'` -- where is that FormatError raised?",
        grep(r"raise FormatError\(", FMT),
    ),
    q(
        "h173_jsonschema_format",
        "const",
        "Where's the regex that a date string has to match (four digits, dash, two, dash, two) "
        "set up in the format module?",
        grep(r"^_RE_DATE = re\.compile\(", FMT),
    ),
    q(
        "h173_jsonschema_format",
        "which",
        "which function checks draft 3's `time` format, the HH:MM:SS one?",
        {"def": "is_draft3_time"},
    ),
    q(
        "h173_jsonschema_format",
        "which",
        "Which helper lets a single test function get signed up for every version of the spec in "
        "one go, even when the older versions call that kind of value by another name?",
        {"body": "_checks_drafts"},
        own=True,
    ),
    q(
        "h173_jsonschema_format",
        "how",
        "How strict is it about calendar days written like 2023-02-30? Does it only look at the "
        "shape of the text, or does it also make sure that day really exists?",
        {"body": "is_date"},
        own=True,
    ),
    q(
        "h173_jsonschema_format",
        "how",
        "how does is_ipv6 treat addresses that carry a scope id, like fe80::1%eth0?",
        {"body": "is_ipv6"},
    ),
    run(
        "h173_jsonschema_format",
        "what does {} print?",
        "from jsonschema._format import FormatChecker; c = FormatChecker(['email', 'ipv4']); "
        "print(c, c.conforms('not-an-ip', 'ipv4'))",
        "<FormatChecker checkers=['email', 'ipv4']> False",
    ),
    q(
        "h173_jsonschema_format",
        "edit",
        "is_email in jsonschema/_format.py has no docstring. Please add one that says it only "
        "checks that the string contains an @.",
        {"effect": {"docstring": "is_email"}},
    ),
    # --- referencing/_core.py ----------------------------------------------------------------
    q(
        "h173_referencing_core",
        "where",
        "In referencing, which file and line is `resolver_with_root` defined on?",
        {"def": "Registry.resolver_with_root"},
    ),
    q(
        "h173_referencing_core",
        "returns",
        "what does Resource.id() return when the document has no id? and when the id ends in #?",
        {"returns": "Resource.id"},
    ),
    q(
        "h173_referencing_core",
        "calls",
        "Who uses Resolver._evolve?",
        grep(r"self\._evolve\(", CORE),
    ),
    q(
        "h173_referencing_core",
        "raises",
        "Where in referencing/_core.py is NoSuchResource raised? I'd like every place.",
        grep(r"raise exceptions\.NoSuchResource\(", CORE),
    ),
    q(
        "h173_referencing_core",
        "raises",
        "registry.combine(other) blew up with 'Cannot combine registries with conflicting "
        "retrieval functions'. where is that check?",
        grep(r"raise ValueError\(|Cannot combine registries with conflicting", CORE),
    ),
    q(
        "h173_referencing_core",
        "raises",
        "where does Resolver.lookup turn a missing resource into an Unresolvable error?",
        grep(r"raise exceptions\.Unresolvable\(", CORE),
    ),
    q(
        "h173_referencing_core",
        "raises",
        "Resource.from_contents({}) fails with CannotDetermineSpecification for me. Where exactly "
        "does that get raised?",
        grep(r"raise exceptions\.CannotDetermineSpecification\(", CORE),
    ),
    q(
        "h173_referencing_core",
        "which",
        "Which Registry method goes over the resources that were added but not walked yet, and "
        "collects their subresources and anchors?",
        {"def": "Registry.crawl"},
    ),
    q(
        "h173_referencing_core",
        "which",
        "I keep a collection of schemas and want a copy of it with one of them dropped, picked by "
        "its address. Which method does that?",
        {"def": "Registry.remove"},
        own=True,
    ),
    q(
        "h173_referencing_core",
        "how",
        "How does Resource.pointer walk something like /items/0/a~1b, i.e. list indexes and the "
        "~0 / ~1 escapes?",
        {"body": "Resource.pointer"},
    ),
    q(
        "h173_referencing_core",
        "how",
        "If I follow a link like other.json#foo versus other.json#/defs/foo, how does it decide "
        "what to do with the bit after the hash sign?",
        {"body": "Resolver.lookup"},
        own=True,
    ),
    q(
        "h173_referencing_core",
        "how",
        "how does `_evolve` decide whether the current base uri gets pushed onto the previous "
        "list (the dynamic scope)?",
        {"body": "Resolver._evolve"},
    ),
    run(
        "h173_referencing_core",
        "Run {} for me and paste the output please.",
        "from referencing._core import Registry, Resource; "
        "reg = Registry().with_resource('urn:x', Resource.opaque({'a': [1, 2]})); "
        "print(reg, reg.resolver('urn:x').lookup('#/a/1').contents)",
        "<Registry (1 uncrawled resource)> 2",
    ),
    q(
        "h173_referencing_core",
        "edit",
        "rename `_fail_to_retrieve` to `_refuse_retrieval` throughout referencing/_core.py",
        {"effect": {"renamed": ["_fail_to_retrieve", "_refuse_retrieval"]}},
    ),
    q(
        "h173_referencing_core",
        "edit",
        "Registry.crawl takes ages on my registry of 5000 schemas. Could you rework it to crawl "
        "in parallel threads and cache results between calls, and show me how much faster it is?",
        {"effect": {"declined": True}},
    ),
    # --- bleach/linkifier.py -----------------------------------------------------------------
    q(
        "h173_bleach_linkifier",
        "where",
        "where's build_email_re",
        {"def": "build_email_re"},
    ),
    q(
        "h173_bleach_linkifier",
        "returns",
        "What does LinkifyFilter.extract_character_data hand back for a list of tokens?",
        {"returns": "LinkifyFilter.extract_character_data"},
    ),
    q(
        "h173_bleach_linkifier",
        "calls",
        "In bleach's linkifier, where is apply_callbacks called?",
        grep(r"= self\.apply_callbacks\(", LINK),
    ),
    q(
        "h173_bleach_linkifier",
        "calls",
        "who calls `extract_entities`?",
        grep(r"self\.extract_entities\(", LINK),
    ),
    q(
        "h173_bleach_linkifier",
        "raises",
        "Linker.linkify(b'bytes') gives 'argument must be of text type' -- which line throws it?",
        grep(r"raise TypeError\(", LINK),
    ),
    q(
        "h173_bleach_linkifier",
        "const",
        "where are the default callbacks for linkify set, the ones that add nofollow?",
        grep(r"^DEFAULT_CALLBACKS = ", LINK),
    ),
    q(
        "h173_bleach_linkifier",
        "which",
        "Which LinkifyFilter method deals with <a> tags that are already in the html, passing them "
        "through the callbacks and maybe dropping them?",
        {"def": "LinkifyFilter.handle_a_tag"},
    ),
    q(
        "h173_bleach_linkifier",
        "which",
        "Which bit turns something like bob@example.com sitting in plain text into a clickable "
        "link that opens a new message to that person?",
        {"body": "LinkifyFilter.handle_email_addresses"},
        own=True,
    ),
    q(
        "h173_bleach_linkifier",
        "how",
        "When a web address sits inside brackets in a sentence, or has a full stop or comma right "
        "after it, how does it keep that punctuation out of the link?",
        {"body": "LinkifyFilter.strip_non_url_bits"},
        own=True,
    ),
    q(
        "h173_bleach_linkifier",
        "how",
        "people often type just example.com with nothing in front of it. how does the link that "
        "comes out still work in a browser?",
        grep(r"if PROTO_RE\.search\(url\):|href = \"http://%s\" % url|href = url$", LINK),
        own=True,
    ),
    run(
        "h173_bleach_linkifier",
        "I want to see how brackets are handled: what's the output of {}?",
        "from bleach.linkifier import Linker; print(Linker().linkify('see (example.com), thanks'))",
        'see (<a href="http://example.com" rel="nofollow">example.com</a>), thanks',
    ),
    q(
        "h173_bleach_linkifier",
        "edit",
        "comment out the `TLDS.reverse()` line in bleach/linkifier.py, I want to test something",
        {"effect": {"comment_out": [LINK, "TLDS.reverse()"]}},
    ),
    q(
        "h173_bleach_linkifier",
        "edit",
        "Could you give LinkifyFilter.__iter__ a docstring? It walks the token stream, buffers "
        "<a> tags, skips skip_tags and linkifies the rest of the text.",
        {"effect": {"docstring": "LinkifyFilter.__iter__"}},
    ),
]
