"""A docstring a request asks for: which definition it goes on, and its text, a sentence made
from the request's words ("add a docstring to f saying it parses the header")."""

from __future__ import annotations

import keyword
import re

from . import edit_phrasings as phrasing
from .request_text import IDENT, QUOTES, EditRequest, code_name


def _clean_sentence(text: str) -> str:
    """'that it turns X into Y.' -> 'Turns X into Y.' (a docstring's first line)."""
    text = text.strip().strip("`\"'“”‘’").strip()
    # the request's courtesy is not the docstring's: "... between 0 and 1? Thanks!"
    text = re.sub(r"\s*[,.!?]?\s*(?:thanks|thank\s+you|please|cheers)\W*$", "", text, flags=re.I)
    text = re.sub(r"\?$", ".", text)  # "could you add ... saying it X?" says X.
    text = re.sub(r"^(?:that\s+|how\s+)?(?:it|this|the function|the method|the class)\s+", "", text)
    # "it is emitted when": "Emitted when"
    text = re.sub(r"^(?:is|are|gets)\s+(?=\w+ed\b)", "", text)
    text = re.sub(r"^that\s+", "", text, flags=re.I)
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


WORD_REPLACED = re.compile(
    r"\b(?:change|replace|swap|turn)\s+(?!(?:the|its|a|an|this|that|it|one|them)\b)[`'\"]?[\w.]+[`'\"]?"
    r"\s+(?:to|with|into|for)\s+(?!(?:the|a|an|one|something|say|says|read|reads|have|has|include|mention)\b)\S",
    re.I,
)


def docstring_asked(body: str) -> bool:
    """The prompt says a docstring, and a verb that writes one in a sentence that says it or
    points back at it ("... has no docstring. Add one."); "The json() docstring cites RFC 8529.
    Replace RFC 8529 with RFC 8259." is a replace, the docstring only where the text is."""
    return bool(phrasing.DOCSTRING.search(body)) and any(
        phrasing.DOC_VERB.search(sentence)
        # ("In the docstring of f, change A to B": a word of it replaced, not a docstring)
        and not WORD_REPLACED.search(sentence)
        and (
            phrasing.DOCSTRING.search(sentence)
            or re.search(r"\b(?:one|it|this|that)\b", sentence, re.I)
        )
        for sentence in re.split(r"(?<=[.!?])\s+(?=[A-Z])", body)
    )


# "give that method a docstring", "document this function": a definition named before
THAT_DEFINITION = re.compile(
    r"\b(?:give|document|add\s+a\s+docstring\s+to|write\s+a\s+docstring\s+for)\s+"
    r"(?:that|this)\s+(?:method|function|class|helper|property)\b",
    re.I,
)


def _named_after(to_name: str, text: str) -> re.Match[str] | None:
    """A name said after the word "docstring" ("a docstring to f"): in the sentence that says
    the word, or a pronoun later ("... Would you mind writing one for it?"); not a name in what
    the definition does ("X has no docstring. Add one (it converts ... to ZZ)")."""
    m = re.search(to_name, text)
    end = re.search(r"[.!?](?=\s|$)|\(", text)
    if m and end and m.start() > end.start() and m[1].lower() not in ("it", "this", "that"):
        return None
    return m


def docstring_edit(body: str, path: str | None) -> EditRequest:
    # its text is said after the word "docstring", not after a file named first ("FILE: ...")
    said_from = phrasing.DOCSTRING.search(body)
    offset = said_from.start() if said_from else 0
    text = re.search(
        r"\b(?:saying|explaining|describing|stating|that says|that explains|which says|"
        r"(?:should|must)\s+(?:say|explain|state|mention)|"
        # ("reading" only before its text: "... when I was reading it. Could you ...")
        r"reading(?=\s*[:`\"'“‘])|with the text|something\s+like|along\s+the\s+lines\s+of)\b:?\s*"
        r"(?P<said>.+)$|"
        r":\s*(?P<colon>.+)$|"
        # "docstring for f (tries the compiled code first, ...)": what it does, in brackets
        rf"^doc\s?strings?\s+(?:for|of|on)\s+{IDENT}(?:\.{IDENT})*(?:\(\))?\s*\((?P<bracketed>.+)\)\W*$|"
        # "... could you write one? it runs the whole pipeline ...": a sentence on what it does
        r"(?:[.?!]|\s[-—–])\s+(?P<does>(?:it|this\s+(?:function|method)|the\s+(?:function|method))\s+"
        r"(?!is\s+(?:missing|undocumented)|has\s+no|(?:should|must)\s+(?:say|explain|state|mention)\b)"
        r"\w.+)$|"
        # 'add the docstring "..." to f': the quote, then the name
        rf"^doc\s?strings?\s+(?P<quoted_first>[`\"'“‘][^\n]*?[`\"'”’])\s+(?:to|for|on)\s+(?:the\s+)?"
        rf"(?:(?:function|method|class)\s+)?(?P<target>{IDENT}(?:\.{IDENT})*)(?:\(\))?\W*$|"
        # 'the docstring of f to "..."', 'should have the docstring "..."': a quote said after it
        r"^doc\s?strings?\s+(?:(?:of|for|on)\s+\S+\s+(?:to|with|as)\s+)?(?=[`\"'“‘])(?P<quoted>.+)$",
        body[offset:],
        re.I | re.S,
    )
    said = next((g for g in text.groups() if g), "") if text else ""
    # the name is given before that text, never read from it ("... the number of items"); a
    # quote after "the docstring of f to" has the name before it
    said_at = next(
        (
            text.start(g)
            for g in ("quoted_first", "quoted", "does", "bracketed")
            if text and text[g]
        ),
        None,
    )
    head = body[: offset + (said_at if said_at is not None else text.start())] if text else body
    # a name in any quotes ("`f`", "'f'", "“f”"), backticks first
    ticks = [t.strip() for t in re.findall(r"`([^`\n]+)`", head)] + [
        next(g for g in m.groups() if g is not None).strip() for m in QUOTES.finditer(head)
    ]
    names = [  # "... has no docstring, only `pass`": a keyword is no name
        t.removesuffix("()")
        for t in ticks
        if re.fullmatch(rf"{IDENT}(?:\.{IDENT})*(?:\(\))?", t) and not keyword.iskeyword(t)
    ]
    names = [text["target"]] if text and text["quoted_first"] else names
    # "... calls Flow.resolve. Could you give that method a docstring?": the name said before
    pointed = None if names else THAT_DEFINITION.search(head)
    if pointed:
        before = re.findall(rf"{IDENT}(?:\.{IDENT})*", head[: pointed.start()])
        names = [n for n in before if code_name(n)][-1:]
    if not names:  # "a docstring to/for NAME", "give NAME a docstring", "document NAME"
        to_name = (  # never a pattern of names ("one of the load_* functions")
            rf"\b(?:to|for|of|on)\s+(?:the\s+)?"
            # "the helper function parse", "the nested function f"
            rf"{phrasing.SMALL_WORDS}"
            rf"(?:function\s+|method\s+|class\s+)?"
            # (not a verb: "it took me a while to get what it does")
            rf"(?!(?:the|an?|me|us|you|get|see|know|understand|figure|find|make|work|read|do|be|"
            rf"use|add|write|document|explain|say|tell|learn|other|same|each|both|either)\b(?!\(\)))({IDENT}(?:\.{IDENT})*)(?![\w*])"
        )
        m = (
            # "Give C.m a docstring, like the m methods of D have": the name before the word
            re.search(
                rf"\bgive\s+(?:the\s+)?{phrasing.SMALL_WORDS}(?:function\s+|method\s+|class\s+)?"
                rf"(?!(?:an?|the|some|one|class|function|method)\b)({IDENT}(?:\.{IDENT})*)"
                rf"(?:\(\))?\s+(?:an?\s+|one\s+|some\s+)?(?:[\w-]+\s+)?doc\s?string",
                head,
                re.I,
            )
            or phrasing.GETS_DOCSTRING.search(head)  # "Could C.m get a short docstring?"
            or _named_after(
                to_name, head[offset:]
            )  # after the word: not "you *to add* a docstring"
            or re.search(
                rf"\b(?:give|document)\s+(?:the\s+)?{phrasing.SMALL_WORDS}(?:function\s+|method\s+|class\s+)?"
                rf"(?!(?:it|this|that|them|one)\b)({IDENT}(?:\.{IDENT})*)",
                head,
                re.I,
            )
            # "has_magic has no docstring, please add one ..." (not "... property that has no")
            or re.search(
                rf"\b(?!(?:that|which|it|this|and|but|or)\b)({IDENT}(?:\.{IDENT})*)(?:\(\))?(?:\s+(?:enum|class|function|method|helper|property|"
                rf"generator|coroutine|callback|closure|wrapper|handler|hook|validator|fixture))?"
                rf"(?:\s+(?:nested\s+)?(?:inside|within|on)\s+{IDENT}(?:\(\))?)?"  # nested, or a method on its class
                # ("f (inside g in FILE) has no docstring": said in brackets)
                rf"(?:\s+\((?:nested\s+)?(?:in|inside|within)\s[^()]*\))?"
                # "f in pipes has no", "_print_Pow in the octave printer has no"
                rf"(?:\s+(?:in|of|from)\s+(?:the\s+)?[\w./]+(?:\s+(?!(?:has|have|needs|is|lacks)\b)[\w-]+)?)?"
                rf"\s+(?:ha(?:s|ve)\s+no|ha(?:s|ve)\s+an?(?=\s+(?:empty|blank|placeholder|stub)\b)|needs\s+an?|is\s+missing\s+an?|"
                rf"(?:could|would)\s+(?:use|do\s+with|benefit\s+from)\s+an?|lacks\s+an?|(?:does|do)\s*(?:n[o']?t|\s+not)\s+have\s+(?:an?|any)|is\s+without\s+an?|should\s+have\s+an?|"
                rf"wants\s+an?|deserves\s+an?|should\s+have\s+the)\s+(?:[\w-]+\s+)?doc\s?string|"
                rf"\b({IDENT}(?:\.{IDENT})*)(?:\(\))?['’]s\s+(?:[\w-]+\s+)?doc\s?string|"
                # "TTFont has a static helper _makeGlyphName with no docstring": the helper
                rf"\b(?!(?:function|method|class|helper|one|it|this|that|code)s?\b)"
                rf"({IDENT}(?:\.{IDENT})*)(?<!\.py)(?:\(\))?\s+(?:with\s+no|without\s+(?:an?|any))\s+"
                rf"(?:[\w-]+\s+)?doc\s?string|"
                # "LocaleTime.__calc_am_pm in _strptime.py only has a comment, no docstring"
                # (not "X has a helper Y with no docstring": Y's)
                # ("_f inside _g has only comments, no docstring": _f, nested in _g)
                rf"\b({IDENT}(?:\.{IDENT})*)(?:\(\))?(?:\s+(?:(?:nested\s+)?in|inside|within)\s+\S+)?\s+"
                rf"(?:only\s+)?has\s+[^.!?]{{0,40}}?,?\s*"
                rf"(?<!\bwith\s)\bno\s+doc\s?string|"
                # "load_source is the only one of the load_* functions without a docstring",
                # "In F, m is the one C property that has no docstring"
                # ("[F] create_cluster is the longest handler and has no docstring")
                rf"(?:^|[.!?,;:\]]\s+)({IDENT}(?:\.{IDENT})*)(?:\(\))?(?:\s+in\s+[\w./-]+)?\s+is\s+"
                rf"(?:[^.!?]|\.(?=\w))*?\b(?:without|with\s+no|(?:that|which|and)\s+(?:has|have)\s+no)\s+"
                rf"(?:an?\s+|any\s+)?doc\s?string",
                head,
                re.I,
            )
            or re.search(to_name, head)
            # "... without a docstring - could you give it one?": the name said before it
            or re.search(
                r"\b(?:give|document)\s+(it|this|that|the\s+(?:class|function|method))\b",
                head,
                re.I,
            )
        )
        names = [next(g for g in m.groups() if g)] if m else []
    # "the callback nested in version_option": a function defined inside another
    if names and "." not in names[0]:
        named = re.search(rf"\b{re.escape(names[0])}\b", head)
        inner = named and phrasing.NESTED_IN.match(head, named.end())
        # "the inner expand() generator of find_cliques_recursive": "of" once it is said inner
        local = named and re.search(r"\b(?:inner|nested|local)\s+`?$", head[: named.start()], re.I)
        inner = inner or (local and phrasing.NESTED_OF.match(head, named.end()))
        if inner:
            names[0] = f"{inner['owner']}.{names[0]}"
    if path and path in said and path not in head:
        path = None  # "... it should say that it adds setup.cfg to the list": its text, no place
    return EditRequest(
        "docstring", path=path, symbol=names[0] if names else "", new=_clean_sentence(said)
    )
