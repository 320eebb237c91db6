"""The phrasings an edit request is read by: one compiled pattern a phrasing ("rename X in FILE to
Y", "right after the line ...", "change ... to ..."), the fragments they share (a file said, a
scope said, code written without quotes, a courteous ending), and the rewrites that turn a
roundabout phrasing into a plain one before the patterns are tried. Patterns match the skeleton
of ``request_text``, so a quote holding "to" or "with" cannot break them. ``edit_request`` tries
them in order; this module holds no reading logic beyond the small rewrite callables.
"""

from __future__ import annotations

import difflib
import re

from .compiled import PatternCache
from .request_text import ANY_QUOTE, BRACKETED, IDENT, NUMBER, TOKEN, VALUE, files_said

PATTERNS = PatternCache(__file__)  # kept between processes (compiled.py)


# (a suffix starts with a letter: "from 0.25 to 0.1" names no file)
FILE_SAID = rf"(?:{TOKEN}|(?:~?/)?(?:[\w.-]+/)*[\w-]+\.[A-Za-z][A-Za-z0-9]{{0,7}})"
_IN_FILE = rf"(?:\s+(?:in|inside|within|from|of)\s+(?:the\s+)?(?:file\s+)?{FILE_SAID})"
# "... in pkg/mod.py" after code: a path (a slash, or a Python file's suffix), never an operand
# as `in self.cache` is
_IN_PATH = (
    r"(?:\s+(?:in|inside|within)\s+(?:the\s+)?(?:file\s+)?(?:(?:[\w.-]+/)+[\w.-]+|[\w-]+\.pyi?)\b)"
)
# "the line", "a comment (line)", or any noun right before the quote ("the modeline `...`")
_LINE = (
    r"(?:(?:the|a|this|one|more|another|extra|additional|new|following|single)\s+)*(?:(?:lines?|comment|text|statement|code|string|"
    r"(?:[\w-]+\s+)?[\w-]+(?=\s+(?:line\s+)?Q\d))(?:\s+line)?)?(?:\s*:)?"  # "add this line: x = 1"
)
_OWN_LINE = (
    r"(?:\s+(?:on|as)\s+(?:its\s+own|a\s+(?:new|separate)|a)\s+line)?"  # "put X on its own line"
)


# "... in clearcache()": the function, class or module a line is in
def _scope_after(prepositions: str = "in|inside|within") -> str:
    """ "in the function f", "in cProfile's main()", "at the start / end of list_block": where,
    after one of ``prepositions``."""
    return (
        rf"(?:\s+(?:{prepositions}|at\s+the\s+(?:very\s+)?(?:start|beginning|top|end|bottom)\s+of)"
        r"\s+(?:the\s+)?(?:[\w.]+['’]s\s+)?(?:(?:function|method|class)\s+)?"
        r"(?P<scope>[\w./-]+?)(?:\(\))?)?"
    )


_SCOPE = _scope_after()
# what a name is called before it, never the name itself ("rename the helper function to ...")
KIND = (
    r"(?:function|method|class|variable|constant|attribute|name|symbol|field|helper|parameter|"
    r"argument|dict|dictionary|list|tuple|set|mapping|table|global|regex|pattern|logger|flag|"
    # ("rename the counter missing_alt to images_without_alt")
    r"counter|local|index|iterator|accumulator|buffer|cache|queue|option|setting|member|"
    r"(?:type\s+)?alias)"
)
_OWNER_SAID = rf"\s+(?:the\s+)?(?:class\s+)?(?:{TOKEN}|{IDENT})(?:\s+class)?(?=\s+to\b)"
RENAME = PATTERNS.compile(
    # ("pls snake_case hostedZoneId to hosted_zone_id": a rename said by the style)
    rf"\b(?:(?:make|do)\s+(?:a\s+)?rename\s+of\s+|renam(?:e|ing)\s+|(?:snake|camel)[_-]?case\s+)"
    rf"(?:(?:every|each|all)\s+(?:(?:occurrences?|uses?|references?)\s+of\s+)?)?"
    rf"(?:the\s+)?(?:(?:loop|local|global|module|instance|class|private|public|inner|nested|internal|"
    rf"little|small|outer|old|(?:module|top)[- ]level)\s+){{0,2}}"
    # ("rename the CapacityLimiter helper `_wake` to ...": the owner said before the kind)
    rf"(?:(?:{TOKEN}|{IDENT})\s+(?={KIND}\s))?(?:{KIND}\s+)?(?!{KIND}\b)(?P<old>{TOKEN}|{IDENT}(?:\.{IDENT})*)(?:\(\))?"
    rf"(?:\s+(?:(?:class|instance|module|local|global)\s+(?=attribute|variable|field|constant))?"
    rf"(?:function|method|class|variable|constant|attribute|field|helper|protocol|enum|"
    rf"decorator|exception|mixin|property|alias|type|dataclass|metaclass|module-level\s+function|"
    # ("rename the module-level `header_comment` string to ...": what the name holds)
    rf"string|dict|dictionary|list|tuple|set|mapping|table|regex|pattern|template|logger|flag)"
    # "rename the `_rewind` method of DecompressReader to ...": its class said after it (also
    # after "the method X", but "in" only after a kind: "rename x in FILE to y")
    rf"(?:\s+(?:of|in|on){_OWNER_SAID})?)?(?:\s+(?:of|on){_OWNER_SAID})?"
    # ("rename the nested helper matches_filters in list_deployments to ...": where it is)
    # (or camelCase, "the local variable "x" in __computeAmbiguousTypes to ...": never a plain
    # word of prose; the handler keeps the rename inside it)
    rf"(?:\s+(?:in|inside|within)\s+(?:the\s+)?(?:function\s+|method\s+)?"
    # ("the nested helper `_use` inside use() to ...": a plain word called)
    rf"(?P<scope>(?-i:[a-z_][a-z0-9_]*_[a-z0-9_]*|_+[A-Za-z]\w*|[a-z]+[A-Z]\w*|[a-z]\w*(?=\(\))))"
    rf"(?:\(\))?(?=\s+to\b))?"
    rf"{_IN_FILE}?\s*,?\s+(?:to|as|into|->|→)\s+(?:be\s+)?(?P<new>{TOKEN}|{IDENT})",
    re.I,
)
# "[FILE] _byteswap -> _swap_bytes, please rename it everywhere": the arrow says what to what
RENAME_ARROW = PATTERNS.compile(
    rf"(?<![\w.])(?P<old>{TOKEN}|{IDENT}(?:\.{IDENT})*)(?:\(\))?\s*(?:->|→|=>)\s*"
    rf"(?P<new>{TOKEN}|{IDENT})(?![\w.(])"
)
RENAME_WORD = PATTERNS.compile(r"\brenam(?:e|ed|ing)\b", re.I)
# "lookup: rename to parse_level", "Give `lookup` a better name: parse_level"
RENAME_NAMED_FIRST = PATTERNS.compile(
    rf"^\W*(?:{FILE_SAID}\s*[:,]\s*)?(?P<old>{TOKEN}|{IDENT}(?:\.{IDENT})*)(?:\(\))?\s*[:,-]\s*(?:please\s+)?"
    rf"rename\s+(?:it\s+)?(?:to|as)\s+(?P<new>{TOKEN}|{IDENT})|"
    rf"\bgive\s+(?:the\s+)?(?:(?:function|method|class|helper)\s+)?(?P<old2>{TOKEN}|{IDENT}(?:\.{IDENT})*)(?:\(\))?\s+"
    rf"(?:a|the)\s+(?:(?:better|new|clearer|shorter|proper|more\s+\w+)\s+)?name\s*(?::|,|of|like)?\s*"
    rf"(?P<new2>{TOKEN}|{IDENT})",
    re.I,
)
# "finalize._select_for_exit should be called _live_for_exit"; "C._x509_extensions should be
# _template_extensions, the ... Rename it and its call." (the new name said first, the rename
# asked after: a name written as code, never a value)
RENAME_SHOULD = PATTERNS.compile(
    rf"(?<![\w.])(?P<old>{TOKEN}|{IDENT}(?:\.{IDENT})*)(?:\(\))?\s+(?:should|must|needs\s+to)\s+be\s+"
    rf"(?:(?:called|named|renamed(?:\s+to)?)\s+(?P<new>{TOKEN}|{IDENT})\b|"
    rf"(?P<new2>{TOKEN}|(?=\w*_|(?-i:\w*[a-z0-9][A-Z])){IDENT})(?![\w(.])"
    r"(?=[^\n]*?[.!?;]\s+(?:please\s+)?rename\s+(?:it|them|that|this)\b))",
    re.I,
)
# "_RedirectStream is a confusing name. Call it _StreamSwap everywhere": a new name written as code
RENAME_CALL = PATTERNS.compile(
    rf"\b(?:call|name)\s+(?P<old>it|this|that|them)\s+(?:to\s+|as\s+)?"
    rf"(?P<new>{TOKEN}|(?=\w*_|(?-i:\w*[a-z0-9][A-Z])){IDENT})(?!\w)",
    re.I,
)
# a request's frame before a sentence that names a place first: "Could you at the bottom of ..."
_GREETING_FRAME = r"(?:hey|hi|hello|ok|okay|so)\W+"
_ASKING_FRAME = (
    r"(?:please\s+|(?:can|could|would|will)\s+you\s+(?:please\s+)?|"
    r"i(?:'d|\s+would)\s+like\s+you\s+to\s+|i\s+(?:want|need)\s+you\s+to\s+)"
)
INSERT = PATTERNS.compile(
    rf"\b(?:insert|add|put|place|write|i\s+(?:want|need|would\s+like)|i'd\s+like|we\s+(?:want|need))\s+{_LINE}\s*(?:that\s+(?:says|reads)\s+|saying\s+|"
    rf"reading\s+)?(?P<new>{TOKEN}){_IN_FILE}?{_OWN_LINE}"
    # ("add a new member `X = 12` to Kind, right after ...": the class it goes in)
    rf"(?:\s+(?:to|in|into|inside)\s+(?:the\s+)?(?:(?:class|enum)\s+)?"
    rf"(?P<scope>(?!the\b|line\b|file\b){IDENT}(?:\.{IDENT})*)(?:\(\))?(?:\s+(?:class|enum))?)?\s*,?\s+"
    rf"(?:(?:right|just|directly|immediately)\s+)?"
    rf"(?P<where>after|before|below|above|under|underneath|following|ahead\s+of|in\s+front\s+of)"
    rf"\s+(?:the\s+)?(?:(?:[A-Za-z]+\s+)?line\s+)?(?:that\s+(?:says|reads|contains)\s+|"
    rf"containing\s+|with\s+)?(?P<anchor>{TOKEN})",
    re.I,
)
INSERT_REVERSED = PATTERNS.compile(
    rf"\b(?:(?:right|just|directly|immediately)\s+)?(?P<where>after|before|below|above|under)"
    rf"\s+(?:the\s+(?:[A-Za-z]+\s+)?line\s+)?(?P<anchor>{TOKEN}){_IN_FILE}?{_SCOPE}\s*,?\s*{_ASKING_FRAME}?"
    rf"(?:insert|add|put)"
    rf"\s+{_LINE}\s*(?P<new>{TOKEN})",
    re.I,
)
# code written without quotes, told by its "=" or brackets: "right after self.macros = {} in
# netrc.__init__, add self.default = None", "add x = 1 after y = 2"
# a piece of code: a character that is no quote, comma or bracket, or brackets with what they hold
# (commas too: "f(a, b)")
_IN = r"[^()\[\]{}\n]"
_NESTED = BRACKETED
# brackets holding brackets, four deep ("f(int(x.strip()))", "d[k](x)"); an inner pair of any kind,
# so the pattern grows by one copy a level, not three (compiling it is most of this module's import)
for _depth in range(3):
    _NESTED = rf"(?:[(\[{{](?:{_IN}|{_NESTED})*[)\]}}])"
# (an empty string is code too; a question mark never is: "... in f? i want ...")
_CHUNK = rf"(?:[^\"'`,()\[\]{{}}\n?]|\"\"|''|{_NESTED})"
# (or a comment, an import, a ``class``/``def`` header or a bare statement: "right after the
# line import builtins, add import sys", "put the comment # --- x --- before the line class C:")
_CODE = (
    rf"(?:(?![\s#]){_CHUNK}+?(?:\s=\s|=|{_NESTED}){_CHUNK}*?|#[^\n?]*?|"
    r"import\s+\w+(?:\.\w+)*(?:\s+as\s+\w+)?(?:\s*,\s*\w+(?:\.\w+)*)*?|"
    r"from\s+\.*(?:\w+(?:\.\w+)*)?\s+import\s+[\w*]+"
    rf"(?:\s+as\s+\w+)?(?:\s*,\s*\w+)*|(?:class|def|async\s+def)\s+[^\W\d]\w*\s*{_NESTED}?[^\"'`,\n]*?:|"
    r"(?:return|raise|del|assert|yield)\s+[^\"'`,]*?|pass|break|continue)"
)
# the end of a request: a full stop or question mark, then its courtesy ("? Thanks a lot.")
# who a reason after "so" is about ("... so our .dd files get highlighted", "so they keep working")
SO_SUBJECT = r"(?:it|its|we|i|you|they|our|people|users)"
_COURTESY = r"(?:please|pls|plz|thanks|thank\s+you|cheers|thx)(?:\s+(?:a\s+lot|so\s+much|very\s+much|in\s+advance))?"
_TAIL = rf"\s*[.!?]?(?:\s*,?\s*{_COURTESY}\s*[.!?]*)*\s*$"
# "Change A to B there.": where, said before (the sentences before say it; the change is read
# without the word)
TO_THERE = PATTERNS.compile(
    r"(\bto\s+\S+?|"
    # ("... _get_combined_index ... comment out index = ensure_index(index) there")
    r"\b(?:comment\s+out|uncomment|delete|remove|drop)\s+(?:[^.!?;\s]|\.(?=\S))(?:[^.!?;]|\.(?=\S))*?)"
    r"\s+there(?=\s*(?:[.!?(]|$))",
    re.I,
)
# "after the `import x` line, add ...", "after the import x line in F add ...": the line said
# before its noun, read as "after the line `import x`"
LINE_NOUN_LAST = PATTERNS.compile(
    r"\b((?:(?:right|just|directly|immediately)\s+)?(?:after|before|above|below|under))\s+the\s+"
    r"(`[^`\n]+`|\"[^\"\n]+\"|“[^”\n]+”|«[^»\n]+»|"
    r"(?:import|from)\s+[\w.]+(?:\s+import\s+\w+)?|(?:return|raise|assert|del|yield)\s+[^\s,;:]+)\s+line\b",
    re.I,
)
# "comment out the assert line there for now": for how long, said after the edit (read once
# here rather than in every pattern's tail: each pattern compiled costs import time), or before
# the file ("... for the moment, in pandas/io/excel/_openpyxl.py")
FOR_NOW = PATTERNS.compile(
    r"(?:\s+(?:in\s+)?(?:there|here))?\s*,?\s+(?:for\s+now|for\s+the\s+(?:time\s+being|moment)|"
    r"temporarily)(?=\W*$|\s*,\s*(?:in|inside)\s+[\w./-]+\.\w+\W*$)",
    re.I,
)
# what a change is for, after it: "make that line `default=-1,` so the output keeps its order?"
_SO_THAT = r"(?:\s*,?\s+so\s+(?:that\s+)?(?:the|it|we|i|you|they|this|that)\b[^.?!\n]*)?"
# the end of a request said as a statement, never as a question ("X = 5?" asks about X)
_STATED = rf"\s*[.!]?(?:\s*,?\s*{_COURTESY}\s*[.!]*)*\s*$"
_FRAME = rf"(?:{_GREETING_FRAME})?{_ASKING_FRAME}?"
# the same frame before a change said bare ("Please refactor(FILE): a -> b"), captured: with
# one, a question mark ends a request ("Could you ...?"), without one a question ("X -> 5?")
_ASKED = rf"(?P<asked>(?:{_GREETING_FRAME})?{_ASKING_FRAME}|{_GREETING_FRAME})?"
_ASKED_END = rf"(?(asked){_TAIL}|{_STATED})"
# "strflag in Chunk.__init__ -> byteorder_prefix pls": the request is the arrow between names
# a reason said after a request, its subject first: "..., we don't feed it StringIO anymore"
_REASON_WORDS = r"we|i|they|it['’]?s|it\s+is|since|because"
_REASON = rf"(?:{_REASON_WORDS}|as)\b"
BARE_RENAME = PATTERNS.compile(  # also a commit message's: "refactor(yaml): A -> B, every use in FILE"
    # (its scope a file: "refactor(partd/file.py): ...", read "refactor in partd/file.py :" here)
    rf"^\W*{_ASKED}(?:(?:refactor|rename|chore|style)(?:\([^)\n]*\)|\s+in\s+{FILE_SAID}\s*)?!?\s*:\s*)?"
    rf"(?:(?:in\s+)?{FILE_SAID}\s*[:,]\s*)?"
    rf"(?P<old>{TOKEN}|(?:(?-i:[A-Z_])\w*\.)?{IDENT})(?:\(\))?"  # "C.m -> n": a method
    rf"(?:\s+in\s+(?:{FILE_SAID}|{IDENT}(?:\.{IDENT})*)(?:\(\))?)?\s*(?:->|→|=>)\s*(?P<new>{TOKEN}|{IDENT})"
    # "a -> b in formatException", "a -> b everywhere in FILE"
    rf"(?:\s+(?:everywhere|throughout))?(?:\s+in\s+(?:{FILE_SAID}|{IDENT}(?:\.{IDENT})*)(?:\(\))?)?"
    # ("a -> b in that comment": text of prose, no name)
    rf"(?:\s+in\s+(?P<prose>(?:that|this|the|its)\s+(?:comment|docstring|message|note|text))"
    rf"{_IN_FILE}?)?"
    rf"(?:\s*,?\s*(?:every|each|all)\s+(?:uses?|references?|occurrences?)(?:{_IN_FILE})?)?"
    # "..., it's a constant so caps", "..., the old name makes people think of the gc module"
    rf"(?:\s*[,;]\s*(?:{_REASON}|(?:the|this|that|it|its|our|my|nobody|people)\b)[^.!?`\n]*)?"
    rf"{_ASKED_END}",
    re.I,
)
# "X should be 5", "the line X must read Y"
SHOULD = r"(?:should|must|needs\s+to|ought\s+to|has\s+to)(?:\s+(?:just|simply|really|only))?"
DELETE_VERB = r"(?:delete|remove|drop|erase|get\s+rid\s+of|kill|nuke|ditch|scrap|rm)"
# what puts a commented-out line back: an uncomment
RE_ENABLE = r"(?:re-?enable|reinstate|reactivate|restore|bring\s+back)"
# a clause that tells, not asks: ", CFFFontSet.desubroutinize() is the way now" (no edit in it)
_STATEMENT_TAIL = (
    r"(?![^.!?]*\b(?:then|also|rename|add|insert|replace|change|delete|remove|move|set)\b)"
    r"[^.!?]*\b(?:is|are|was|were|isn['’]t|aren['’]t|has|have|does|doesn['’]t)\b[^.!?]*"
)
# ("the `_values_for_json` override", "the module-level desubroutinize wrapper": a definition)
DEFINITION = (
    r"(?:(?:class|static)method|function|method|class|def|helper|property|override|wrapper|"
    r"generator|coroutine|handler|callback|context\s+manager)"
)
_LINE_WORD = (
    r"(?:(?:the|an?|this|its|the\s+following)\s+(?:(?:new|last|final|first|single|extra|one)\s+)?"
    r"(?:(?:line|comment|statement|call|import|alias|assignment|decorator)(?:\s+line)?\s*:?\s+|one\s*:\s*|"
    # "the config_defaults entry defer_build=False": what holds the code, then its kind
    r"[\w.]+\s+(?:entry|item|keyword|argument|setting|default|option)\s+)?)?"
)
# "needs an import os at the top", "add a module-level import sys"
_AN_IMPORT = r"an?\s+(?:(?:module-level|top-level|new)\s+)?(?=(?:import|from)\s)"
# "the line right after `perm = []` should be `mode = int(mode)`, add it": a line wished for
# next to another, then asked for
LINE_NEXT_SHOULD_BE = PATTERNS.compile(
    rf"\bthe\s+line\s+(?:(?:right|just|directly|immediately)\s+)?(?P<where>after|before|below|above)"
    rf"\s+(?:the\s+line\s+)?(?P<anchor>{TOKEN}){_IN_FILE}?\s+{SHOULD}\s+(?:be|read|say)\s*:?\s+"
    rf"(?P<new>{TOKEN})(?:\s*[,;.—–-]?\s*(?P<add>(?:so\s+)?(?:please\s+)?(?:add|insert|put)\s+(?:it|that|one)\b)|{_TAIL})",
    re.I,
)
UNQUOTED_INSERT_REVERSED = PATTERNS.compile(
    rf"(?<![\w.])(?:(?:right|just|directly|immediately)\s+)?(?P<where>after|before|below|above)\s+"
    rf"{_LINE_WORD}(?P<anchor>{TOKEN}|{_CODE}){_SCOPE}\s*,?\s*(?:please\s+)?(?:add|insert|put)\s*:?\s+"
    rf"{_LINE_WORD}(?P<new>{TOKEN}|{_CODE})(?:\s*,?{_IN_FILE})?{_TAIL}",
    re.I,
)
_SCOPE_FIRST = _SCOPE.replace("?P<scope>", "?P<scope_first>")  # "add X in f(), right after Y"
# a line told by a name it holds: "right after the fncache line" (in a function, or unique)
_NAMED_LINE = rf"the\s+(?P<named>{TOKEN}|{IDENT}(?:\.{IDENT})*)\s+line"
UNQUOTED_INSERT = PATTERNS.compile(  # ("put # x on its own line just before ...": where it goes)
    rf"\b(?:add|insert|put)\s+{_LINE_WORD}(?P<new>{TOKEN}|{_CODE}){_OWN_LINE}(?:{_SCOPE_FIRST}\s*,)?\s+"
    rf"(?:(?:right|just|directly|immediately)\s+)?(?P<where>after|before|below|above)\s+"
    rf"(?:{_NAMED_LINE}|{_LINE_WORD}(?P<anchor>{TOKEN}|{_CODE})(?:\s+line)?){_SCOPE}(?:\s*,?{_IN_FILE})?"
    rf"{_TAIL}",
    re.I,
)
# what a quoted text may be called before it: "change the comment "x" to "y""
_TEXT_NOUN = (
    r"(?:[\w-]+\s+)?(?:text|string|code|value|expression|"
    r"comment|word|phrase|message|name|label|literal|call|title|prefix|suffix)"
)
# "the annotations start at column 30; I'd like 40. Change `annotate = 30 if x else 0` so it
# uses 40": a number of the code quoted, told by what was said before
CHANGE_SO_IT = PATTERNS.compile(
    rf"\b(?:change|make|update|edit|tweak|modify)\s+(?:the\s+line\s+)?(?P<old>{TOKEN})\s*,?\s+so\s+"
    rf"(?:that\s+)?(?:it|this|that)\s+(?:uses|is|says|reads|gives|returns|prints|becomes|has)\s+"
    rf"(?P<new>{NUMBER}){_TAIL}",
    re.I,
)
# "... a line that skips one character ... Rewrite it as an augmented assignment: X": a line said
# before, its new text after a colon
REWRITE_IT_AS = PATTERNS.compile(
    r"\b(?:rewrite|change|turn|make|replace|convert)\s+(?:it|that(?:\s+line)?|this(?:\s+line)?)\s+"
    rf"(?:as|to|into|with)\b[^:\n]*:\s*(?P<new>{TOKEN}|{_CODE}){_TAIL}|"
    # "rewrite the line that falls back to ... as flows = np.asarray(...) ?", "change the line
    # that sets that threshold to max_size = 1024 * 1024 ?"
    r"\b(?:rewrite|change|replace)\s+the\s+line\s+(?:that|which)\s+(?P<desc>[^:\n]*?)\s+"
    rf"(?:as|to|with)\s*:?\s+(?!(?:an?|the|my|its|their)\s)(?P<new2>{TOKEN}|{_CODE}){_TAIL}|"
    # "... the assert that checks X rejects ... . Replace that line with assert isinstance(...)"
    r"\b(?:replace|rewrite|change)\s+(?:that|this)\s+line\s+(?:with|to|as|into)\s*:?\s+"
    rf"(?!(?:an?|the)\s)(?P<new3>{TOKEN}|{_CODE}){_TAIL}|"
    # "... -- make the def line “def hypsum(..., maxterms=10000, ...):”": a line said by the
    # statement it starts with, its new text whole
    r"\b(?:make|change|set|turn|rewrite)\s+the\s+(?:def|class|import|return|raise|assert|if|"
    r"for|while|with|from|signature|header)\s+line\s+"
    r"(?:(?:of|in|for)\s+(?:the\s+)?(?:function\s+|method\s+)?[A-Za-z_][\w.]*(?:\(\))?\s+)?(?:(?:read|say|become|be|to|into|as)\b\s*)?"
    rf":?\s*(?P<new4>{TOKEN}){_TAIL}",
    re.I,
)
LINE_GIVEN_VERB = r"\b(?:make|change|set|bump|update|replace|turn|switch|raise|lower)\b"
# "..., i.e. chunksize = chunksize or config.get("chunksize", 8)": the line wanted, whole
LINE_GIVEN_WHOLE = PATTERNS.compile(
    rf"[,;:]?\s+(?:i\.\s?e\.|ie|that\s+is|meaning)\s*[,:]?\s+"
    # ("..., i.e. the line should read answer = input(f"...")")
    rf"(?:the\s+(?:new\s+)?line\s+(?:should|must|would|will)\s+(?:then\s+)?(?:read|be|say|become)\s*:?\s+)?"
    rf"(?P<new>{TOKEN}|{_CODE}){_TAIL}",
    re.I,
)
# 'change the Interval error `raise ValueError("Non-real ...")` so the message reads "..."': the
# text the code quoted holds, said anew
CHANGE_SO_READS = PATTERNS.compile(
    rf"\b(?:change|make|update|edit|tweak|modify|reword|rephrase)\s+(?:(?:the|this|its)\s+)?"
    rf"(?:[\w-]+\s+){{0,3}}?(?P<old>{TOKEN}){_IN_FILE}?\s*,?\s+so\s+(?:that\s+)?"
    rf"(?:it|this|that|(?:the|its)\s+(?:[\w-]+\s+)?(?:message|text|string|error|wording))\s+"
    rf"(?:now\s+)?(?:reads|says)\s*:?\s+(?P<new>{TOKEN}){_TAIL}",
    re.I,
)
# "Change the debugger prompt from `(Pdb) ` to `(dbg) ` in Pdb.__init__": what is changed named
# first, then the two texts
CHANGE_FROM_TO = PATTERNS.compile(
    rf"\b(?:change|update|switch|turn)\s+(?:the\s+|its\s+)?(?:[\w'’./-]+\s+){{0,9}}?from\s+"
    rf"(?P<old>{TOKEN})\s+(?:to|into)\s+(?P<new>{TOKEN}){_SCOPE}{_IN_FILE}?{_TAIL}",
    re.I,
)
REPLACE = PATTERNS.compile(
    rf"\b(?:replace|replacing|change|swap|turn|update|rewrite|edit|modify)\s+(?P<all>all\s+|every\s+|each\s+)?"
    rf"(?:(?:the|this|its)\s+)?(?P<line>line\s+)?(?:(?:{_TEXT_NOUN}|"
    rf"(?P<occurrences>occurrences?\s+of))\s+)?"
    # "change the default tolerance `A` to `B`": what it is, then the quote
    rf"(?:(?!(?:in|of|at|on|from|all|every|each)\b)[a-z-]+\s+){{0,3}}?"
    # "change the `n >= 5` check to `n >= 10`", "its `x: str = "a"` field": what the quote is
    rf"(?P<old>{TOKEN})(?:\s+(?:check|test|condition|comparison|expression|call|bound|limit|"
    rf"line|field|assignment|statement|default|setting|attribute|annotation|declaration))?"
    # ('change the line "X" in create_deployment_group to "Y"': where the line is)
    rf"(?:\s+(?:in|inside|within)\s+(?:the\s+)?(?:function\s+|method\s+)?"
    rf"(?P<where>{IDENT}(?:\.{IDENT})*)(?:\(\))?(?=\s+(?:with|to|by|into)\s))?"
    rf"{_IN_FILE}?\s*,?\s+(?:with|to|by|into|for|->|→)"
    rf"\s+(?:the\s+line\s+)?(?P<new>{TOKEN})",
    re.I,
)
# 'make "invalid grouping" read "invalid grouping: 0 before any interval"': a text said otherwise
MAKE_READ = PATTERNS.compile(
    rf"\b(?:make|have|let)\s+(?:the\s+{_TEXT_NOUN}\s+)?(?P<old>{TOKEN}){_IN_FILE}?\s+(?:read|say)"
    rf"\s*:?\s+(?P<new>{TOKEN})(?P<all>)(?P<occurrences>)(?P<line>)",
    re.I,
)
# "attrgetter error text: 'a string' -> 'a str'": a quoted text and its replacement
REPLACE_ARROW = PATTERNS.compile(rf"(?P<old>{TOKEN})\s*(?:->|→|=>)\s*(?P<new>{TOKEN})")
# 'the error "x" is unclear, change it into "y"', 'because of print("\a"). Replace that line with
# a plain print()': the text or code said before the pronoun
# the units a number is written with in text ("150%", "12px"): a value of its own kind
WRITTEN_UNIT = r"(?:%|px|em|rem|pt|ms)"
REPLACE_PRONOUN = PATTERNS.compile(
    rf"\b(?:change|replace|turn|make|rewrite|reword|swap)\s+(?P<old>(?:this|that|the)\s+"
    # ('... says "not str". Replace that raise with ...': the statement is the line)
    rf"(?:(?:raise|return|assert|print|import|error|warning|log(?:ging)?)\s+)?"
    rf"(?P<line>line|(?<=th(?:is|at)\s)(?:raise|assert|return)(?=\s+(?:with|to|by|into)\s))(?P<just>\s+(?:just|only|simply)(?=\s))?|it|"
    rf"(?:this|that)(?:\s+(?:string|text|message|word|phrase|label|wording|default|value|setting|"
    rf"format|option))?)(?!\s+line\b)\s+(?:(?:in)?(?:to|with|by|for)\s*:?\s+|(?:say|read)\s*:?\s+)?(?:an?\s+(?:plain|simple|bare|single)\s+)?"
    rf"(?P<new>{TOKEN}|{_CODE}|-?\d+(?:\.\d+)?{WRITTEN_UNIT}(?![\w%]))"
    # ("..., in both transports": each place it is said)
    rf"(?:\s+instead)?(?P<every>,?\s+(?:in\s+both(?:\s+[a-z][\w-]*)?|everywhere|in\s+(?:all|each)"
    rf"(?:\s+of\s+them|\s+places)?))?{_IN_FILE}?{_SO_THAT}{_TAIL}",
    re.I,
)
# "bootstrap_plot resamples 500 times by default; bump the default in its signature to 1000": the
# default's value said before, in a sentence about the function
DEFAULT_TO = PATTERNS.compile(
    rf"\b(?:bump|change|set|raise|lower|increase|decrease|make)\s+(?:the|that|its)\s+default"
    rf"(?:\s+value)?(?:\s+(?:in|of)\s+(?:its|the)\s+(?:signature|definition))?\s+(?:up\s+|down\s+)?"
    rf"(?:to\s+)?(?P<new>{NUMBER}){_IN_FILE}?{_TAIL}",
    re.I,
)
# "write_header still stamps files as %PDF-1.4; change that header to %PDF-1.7": the new value
# bare, and the old one said before it in the same shape (the same text but for its digits)
SHAPED_PRONOUN = PATTERNS.compile(
    rf"\b(?:change|make|set|bump|update|switch|turn)\s+(?:it|(?:this|that)\s+[a-z]+)\s+"
    rf"(?:to\s+|into\s+)?(?P<new>[^\s\"'`,;]*\d(?:[^\s\"'`,;]*[^\s\"'`,;.!?])?){_IN_FILE}?{_TAIL}",
    re.I,
)
# "the page height falls back to 25 lines ...; make that fallback 40": a number said before
VALUE_PRONOUN = PATTERNS.compile(
    rf"\b(?:make|change|set|bump|raise|lower|turn)\s+(?:that|this)\s+(?!line\b)[a-z]+\s+"
    rf"(?:to\s+|into\s+)?(?P<new>{NUMBER}){_IN_FILE}?{_TAIL}",
    re.I,
)
# 'The help says “outsite of the DIR”. Fix the spelling to “outside of the DIR”': the text said
FIX_SAID = PATTERNS.compile(
    rf"\b(?:fix|correct|change)\s+(?P<old>(?:the\s+|its\s+)?(?:spelling|typo|wording|grammar)|it|"
    rf"this|that)\s+(?:to|into|so\s+(?:that\s+)?it\s+(?:reads|says|is))\s+(?P<new>{TOKEN}){_IN_FILE}?{_TAIL}",
    re.I,
)
# "spell it non-negative instead of nonnegative in both 'size must be nonnegative' messages"
_WORD = r"[^\s\"'`,]+"
_PLAIN = r"(?!Q\d+\b)[A-Za-z][\w'-]*"  # a word of prose (never a quote's placeholder)
FIX_ARROW = PATTERNS.compile(
    # "fix the typo: a -> b", "typo in the TTCollection docstring: suprises → surprises"
    # "(FILE) typo in the `closed` part of the Window docstring: notation respetively -> notation
    # respectively": a few words each side
    rf"(?:\b(?:fix|correct)\s+(?:the\s+)?|^\W*(?:(?:in\s+)?{FILE_SAID}\W*?\s+)?(?:(?:a|one)\s+)?)"
    rf"(?:spelling|typos?|misspelling)"
    rf"(?:\s+(?:in|of)\s+(?:the\s+)?(?:[\w.]+\s+)?(?:docstring|comment|message|text|string|"
    rf"{TOKEN}|{FILE_SAID})|\s+(?:in|of)\s+[^:\n]{{1,80}}?(?=:))?\s*:?\s*"
    # ("...: coninutes should be continues")
    rf"(?:the\s+(?:word|text|spelling)\s+)?"
    rf"(?P<old>{_PLAIN}(?:\s+{_PLAIN}){{1,3}}|{_WORD})\s*(?:->|→|=>|\s{SHOULD}\s+(?:be|read|say)\s)"
    rf"\s*(?P<new>{_PLAIN}(?:\s+{_PLAIN}){{1,3}}|{_WORD})"
    # "... -> Subsegment in the warning logged by Entity.__init__": where, after it
    rf"(?:\s+(?:in|inside|within)\s+(?:(?!->|→|=>)[^\n]){{1,100}}?)?(?=\s*(?:\.(?!\w)|[!(]|$))",
    re.I,
)
SPELL = PATTERNS.compile(
    rf"\bspell\s+(?:it|this|that|the\s+word)\s+(?P<new>{TOKEN}|{_WORD})\s*,?\s+(?:instead\s+of|rather\s+"
    rf"than|not(?:\s+as)?)\s+(?P<old>{TOKEN}|{_WORD})(?:\s+in\s+(?:(?P<all>both|all|every|each)\s+"
    rf"(?:of\s+)?)?(?:the\s+)?(?:[\w-]+\s+){{0,2}}?(?P<where>{TOKEN})(?:\s+[\w-]+){{0,2}})?{_IN_FILE}?{_TAIL}",
    re.I,
)
# "the debug message in _simplify says succeded, spell it succeeded": the word said, then how
SAYS_SPELL_IT = PATTERNS.compile(
    rf"\b(?:says|reads|has|writes|spells\s+it)\s+(?P<old>{TOKEN}|{_WORD}?)\s*[,;:—–-]?\s+"
    rf"(?:(?:so|please|pls|can\s+you|could\s+you|just)\s+)*spell\s+(?:it|that)\s+"
    rf"(?P<new>{TOKEN}|{_WORD}?)(?=\s*[.!]?\s*$|{_IN_FILE})(?:{_IN_FILE})?{_TAIL}",
    re.I,
)
# '"... this module,." has a stray comma before the period. Please remove the comma.': one mark
# taken out of the text said
MARKS = {"comma": ",", "period": ".", "full stop": ".", "dot": ".", "semicolon": ";", "colon": ":",
         "hyphen": "-", "apostrophe": "'", "exclamation mark": "!", "question mark": "?"}  # fmt: skip
_MARK_NAMES = "|".join(name.replace(" ", r"\s+") for name in MARKS)
REMOVE_MARK = PATTERNS.compile(
    rf"\b{DELETE_VERB}\s+(?:the|that|this)\s+(?:(?:stray|extra|trailing|superfluous|second|last)\s+)?"
    rf"(?P<mark>{_MARK_NAMES})(?:\s+(?:before|after)\s+the\s+\w+)?{_IN_FILE}?{_TAIL}",
    re.I,
)
# "There are stray semicolons at the end of self.push('...'); in smtp_RCPT and smtp_DATA. Drop
# them.": the marks said with the code they end, then a pronoun for them
STRAY_MARK = PATTERNS.compile(
    rf"\b(?:stray|extra|trailing|superfluous|unneeded|unnecessary|useless|spurious)\s+"
    rf"(?P<mark>{_MARK_NAMES})(?P<many>e?s)?\s+(?:at\s+the\s+end\s+of|after)\s+"
    rf"(?:the\s+(?:line|call|statement)\s+)?(?P<code>{TOKEN}|\S(?:[^\n]*?\S)??)"
    rf"(?:\s+(?:in|inside)\s+(?:(?P<scope>{IDENT}(?:\.{IDENT})*)(?:\(\))?|[^.]*?))?"
    rf"\s*(?:[.;,]|\s[—–-])?\s+(?:so\s+)?(?:please\s+)?(?:{DELETE_VERB})\s+"
    rf"(?:them|it|those|these|that|this)(?:\s+(?:all|both))?{_TAIL}",
    re.I,
)
CALL_SAID = PATTERNS.compile(rf"[^\W\d][\w.]*{_NESTED}")
# "The description is 'x' - I'd rather it said 'y'": the text said before, said otherwise
RATHER_SAID = PATTERNS.compile(
    rf"\b(?:i'?d\s+rather|i\s+would\s+rather|i'?d\s+prefer|i\s+would\s+prefer)\s+(?:it|that|this)\s+"
    rf"(?:said|say|read|reads|was|were|be)\s*:?\s+(?P<new>{TOKEN})",
    re.I,
)
# "lineno_key ...; sort_key would read better. Rename it.": the new name said before
BETTER_NAME = PATTERNS.compile(
    rf"\b(?P<new>{IDENT})\s+(?:would\s+|might\s+|will\s+)?(?:read|reads|sound|sounds|look|looks|be|is)\s+"
    rf"(?:a\s+)?(?:better|clearer|nicer)\b(?P<rest>.*?)\brename\s+(?P<old>it|this|that)\b(?!\s+(?:to|as|into)\b)",
    re.I | re.S,
)
# "Remove this line from POP3.stat, it's just noise: if self._debugging: print(...)": the line
# after the colon, as written
THIS_LINE_COLON = PATTERNS.compile(
    rf"\b(?P<verb>{DELETE_VERB}|comment\s+out|uncomment)\s+(?:this|the\s+following)\s+(?:line|statement)"
    rf"(?:\s+(?:from|in|inside)\s+(?P<scope>[\w.]+?)(?:\(\))?)?(?:\s*,[^:\n]*)?:\s*(?P<old>\S[^\n]*?){_TAIL}",
    re.I,
)
# "Someone left `#x = 1` commented out ... Uncomment it": the line said before the pronoun
# a statement said by what it is or does: "the assert that checks ...", "an old print in f"
STATEMENT_SAID = PATTERNS.compile(
    r"\b(?:an?|the|this|that)\s+(?:[\w-]+\s+){0,3}?(?:line|call|statement|assert|print|raise|"
    r"import)\s+(?:that|which|where|in|of|with)\b",
    re.I,
)
LINE_PRONOUN = PATTERNS.compile(
    rf"\b(?P<verb>uncomment|comment\s+out|comment(?=\s+(?:it|that|this)(?:\s+line)?\s+out\b)|{DELETE_VERB})\s+"
    rf"(?:it|that\s+line|this\s+line|that|this)(?!\s+{DEFINITION})(?:\s+out)?\b",
    re.I,
)
# "I want that the MD5 line in crypt.py is commented, the one `_add_method('MD5', ...)`", "the
# `x = 1` line should be commented out": a line quoted, and the state wished for it
LINE_WISHED = PATTERNS.compile(
    r"\b(?:is|be|gets?)\s+(?P<verb>commented(?:\s+out)?|uncommented|deleted|removed)\b", re.I
)
# "pickletools deletes assure_pickle_consistency right after calling it ... comment out that del
# statement": a statement told by its keyword and the one name said before it
STATEMENT_PRONOUN = PATTERNS.compile(
    rf"\b(?P<verb>uncomment|comment\s+out|{DELETE_VERB})\s+(?:that|this|the)\s+"
    r"(?P<kw>del|global|nonlocal|import|raise|assert)\s+(?:statement|line)\b",
    re.I,
)
# "There's an assert inside the while loop of f. Comment it out.": the statement said first
KEYWORD_SAID = PATTERNS.compile(
    r"\b(?:an?|the|one)\s+(?P<kw>assert|print|raise|del|global|yield)(?:ion)?(?:\s+(?:statement|call|line))?"
    r"\s+(?:[\w-]+\s+){0,6}?(?:in|inside|of|within)\s+(?:the\s+)?(?:(?:function|method)\s+)?"
    rf"(?P<scope>{IDENT}(?:\.{IDENT})*)(?:\(\))?(?=\s*[,.;:!?]|\s*$)",
    re.I,
)
# "remove that blank print from F", "comment out the empty print() in f": a `print()` alone
EMPTY_PRINT = PATTERNS.compile(
    rf"\b(?P<verb>comment\s+out|{DELETE_VERB})\s+(?:the|that|this)\s+(?:empty|blank|bare|lone)\s+"
    r"print(?:\(\))?(?:\s+(?:call|line|statement))?"
    rf"(?:\s+(?:in|inside|from|of)\s+(?:the\s+)?(?:(?:function|method)\s+)?(?P<scope>{IDENT}(?:\.{IDENT})*)(?:\(\))?)?",
    re.I,
)
DEBUG_LINE = PATTERNS.compile(
    rf"\b(?P<verb>comment\s+out|{DELETE_VERB})\s+the\s+(?:leftover\s+|stray\s+|old\s+)?debug(?:ging)?\s+"
    r"(?P<what>log(?:ging)?|print|output|message)(?:\s+(?:call|line|statement))?\s+"
    rf"(?:in|inside|from|of)\s+(?:the\s+)?(?P<scope>{IDENT}(?:\.{IDENT})*)"
    r"(?:['’]s\s+(?P<member>constructor|[^\W\d]\w*))?(?:\(\))?\b",
    re.I,
)
# "at the very end of f there's a sanity check that ... . get rid of that assert": the place
# said first, the statement's keyword only with the pronoun
PLACE_OF_DEFINITION = PATTERNS.compile(
    r"\b(?:at|in|on)\s+(?:the\s+)?(?:very\s+)?(?P<end>end|bottom|start|top|beginning)\s+of\s+"
    r"(?!(?:its|their|our|your|this|that|it)\b)"  # ("the top of its root state": no name)
    rf"(?:the\s+)?(?:(?:function|method)\s+)?`?(?P<scope>{IDENT}(?:\.{IDENT})*)`?(?:\(\))?(?!\w)",
    re.I,
)
KEYWORD_POINTED = PATTERNS.compile(
    rf"[.;!?]\s+(?:please\s+)?(?P<verb>uncomment|comment|{DELETE_VERB})\s+(?:that|this)\s+"
    r"(?P<kw>assert|print|raise|del|yield)(?:ion)?(?:\s+(?:statement|call|line))?(?:\s+out)?\b",
    re.I,
)
KEYWORD_PRONOUN = PATTERNS.compile(
    rf"[.;!?]\s+(?:please\s+)?(?P<verb>uncomment|comment|{DELETE_VERB})\s+(?:it|that|that\s+"
    r"(?:(?:assert|return|print|raise|del|yield)\s+)?line)(?:\s+out)?\b",
    re.I,
)
# "Scope.add_tmp asserts twice ... The second assert, the one checking ...; please delete that
# line", "f ... carries a commented-out return at its top. uncomment that return line": the
# statement told by its keyword and place, in the one definition said before
KEYWORD_NTH = PATTERNS.compile(
    r"\bthe\s+(?P<nth>first|second|third|last)\s+(?P<kw>assert|return|print|raise|del|yield)s?\b|"
    r"\ban?\s+commented[- ]out\s+(?P<kw2>assert|return|print|raise|del|yield)\b",
    re.I,
)
# "comment out the assert in MockRequest.__init__ for now, our doubles aren't real": the one
# statement of its kind in a definition (a remark after a comma is no second change)
KEYWORD_LINE_IN = PATTERNS.compile(
    rf"\b(?P<verb>uncomment|comment\s+out|{DELETE_VERB})\s+the\s+(?:commented[- ]out\s+)?(?P<kw>assert|"
    r"return|raise|print|del|global|yield)\s+(?:statement\s+|line\s+|call\s+)?(?:in|of|inside|from|"
    r"at\s+the\s+(?:very\s+)?(?:end|bottom|top|start)\s+of)\s+(?:the\s+|(?P<its>its\s+))?"
    rf"(?:(?:function|method)\s+)?(?P<scope>{IDENT}(?:\.{IDENT})*)(?:\(\))?(?:\s+method)?{_IN_FILE}?"
    rf"(?:\s+for\s+now)?(?:{_TAIL}|\s*,\s+(?!and\b|then\b|also\b|plus\b)[^,]*$)",
    re.I,
)
# "drop the assert in filterwarnings that checks the message is a string", "comment out the line
# at the bottom of warnings.py that ignores ImportWarning by default": a line told by what it does
DESCRIBED_LINE = PATTERNS.compile(
    rf"\b(?P<verb>uncomment|comment\s+out|{DELETE_VERB})\s+the\s+(?:(?:sanity|debug|stray|extra|old|"
    r"redundant|leftover|little|defensive)\s+)?(?:(?P<kw>assert|return|raise|import|"
    r"print|del|global|yield)(?:(?<=assert)ion)?\s+(?:statement\s+|line\s+|call\s+)?|"
    r"(?:line|(?P<call>call)|statement)\s+)"
    rf"(?:(?P<place>at|near)\s+the\s+(?:very\s+)?(?P<end>bottom|end|top|start)\s+of\s+(?:the\s+)?(?:file\s+)?"
    rf"(?P<file>{FILE_SAID}|{IDENT}(?:\.{IDENT})+)\s+|(?:in|of)\s+(?P<scope>{IDENT}(?:\.{IDENT})*)(?:\(\))?\s+)?"
    # (the file named after it: "... that checks a key was passed (pkg keys.py)", or its
    # package and module: "(pkg keys)")
    # ("delete the assert on the layout of the values array": what it checks)
    rf"(?:that|which|(?<=assert\s)(?:on|about|checking)|(?<=assertion\s)(?:on|about|checking))"
    rf"\s+(?P<desc>[^.?!]+?)(?:{_IN_FILE}|\s*\((?:[\w.-]+\s+)?{FILE_SAID}\)|"
    rf"\s*\((?P<package>{IDENT})\s+(?P<module>{IDENT})\))?{_TAIL}",
    re.I,
)
# "Bump the version that `trace --version` prints from 2.0 to 2.1": a number said, replaced
# (or an expression of numbers: "change file_digest's default _bufsize from 2**18 to 2**20")
_NUMBERS = r"\d[\w.]*?(?:\s*(?:\*\*|[-+*/<>]{1,2})\s*\d[\w.]*?)*"
# (what the number is, "the default max_workers cap", picks its line when it occurs twice; "in
# ThreadPoolExecutor.__init__" inside it, or a remark in brackets after it, says where)
# (or a name with a number in it: "switch the default hashing algorithm from sha256 to sha512")
_NUMBERED_NAME = r"[A-Za-z]+\d\w*"
NUMBER_FROM_TO = PATTERNS.compile(
    r"\b(?:bump|change|update|raise|set|increase|decrease|lower|switch)\s+"
    rf"(?P<desc>(?:the\s+|its\s+|their\s+|[\w.]+['’]s\s+|(?=[A-Za-z_]\w*\.[\w.]+\s+from\s)|"
    r"(?=[A-Za-z]*_\w*\s))"  # "change backoff_base in connect() from 0.01 to 0.05"
    rf"(?:[^.;!?]|\.(?=\w))*?)\bfrom\s+(?P<old>{_NUMBERS}|{_NUMBERED_NAME})"
    # ("from 512 entries to 1024": a unit said once; "from 10 MiB to 20 MiB" is scaled where
    # the value is set)
    rf"(?:\s+(?P<unit>[a-z]{{3,}}))?\s+to\s+"
    rf"(?P<new>{_NUMBERS}|{_NUMBERED_NAME})(?(unit)(?!\s+(?P=unit)\b)){_IN_FILE}?"
    rf"(?:\s*\((?P<remark>[^()]*)\))?{_TAIL}",
    re.I,
)
# "Make `flask run` default to port 8000 instead of 5000": the number it was, replaced (what it
# is said first: "make `before` default to 5 instead of 3" sets a parameter's default)
DEFAULT_INSTEAD = PATTERNS.compile(
    rf"(?<=\s)(?-i:defaults?)\s+to\s+(?P<desc>(?:[a-z]+\s+){{1,2}}?)(?P<new>{_NUMBERS})\s*,?\s+"
    rf"(?:instead\s+of|rather\s+than|not)\s+(?P<old>{_NUMBERS})\b",
    re.I,
)
DESC_SCOPE = PATTERNS.compile(
    r"\b(?:in|inside|within)\s+(?:the\s+)?(?:[\w.]+['’]s\s+)?(?P<scope>[\w.]+?)(?:\(\))?(?=\s|$)",
    re.I,
)
# "Please make DEFAULT 30 in FILE": a literal, never a word ("make f faster")
MAKE_VALUE = PATTERNS.compile(
    rf"\bmake\s+(?:the\s+)?(?:constant\s+|setting\s+)?(?P<name>{TOKEN}|{IDENT}){_IN_FILE}?\s+"
    rf"(?P<value>{TOKEN}|{BRACKETED}|-?\d[\w.]*?|True|False|None)(?P<instead>)(?:{_IN_FILE})?{_TAIL}",
    re.I,
)
# "make the default protocol 'memory' instead of 'file' (the `default = ...` line)": a text
# replaced on the line its description picks
# ("make the output name use the suffix "_cff2" instead of "-CFF2" in the f call": the call said)
MAKE_INSTEAD = PATTERNS.compile(
    rf"\b(?:make|use)\s+(?:the\s+)?(?P<desc>(?:[\w-]+\s+){{0,6}}?)(?P<new>{TOKEN})\s+(?:instead\s+of|rather\s+than)"
    rf"\s+(?P<old>{TOKEN})(?:\s*\((?P<remark>[^()]*)\))?"
    rf"(?:\s+in\s+(?:the\s+)?(?P<call>{IDENT}(?:\.{IDENT})*)(?:\(\))?\s+call)?{_IN_FILE}?{_TAIL}",
    re.I,
)
# "change Keyword.DEFAULT_KEYWORD_CHARS ... so a hyphen counts too: `alphanums + "_$-"` instead of
# `alphanums + "_$"`": a change asked, then the new text and the old after a colon or a dash
ASSIGNED_INSTEAD = PATTERNS.compile(
    r"\b(?:change|update|make|set|edit|fix)\b[^=]*?\b(?:are|is|be|become|read|say)\s+"
    r"(?P<new>[\w.]+\s*=\s*[^\s,]+(?:\s*,\s*[\w.]+\s*=\s*[^\s,]+)*)\s+(?:instead\s+of|rather\s+than)\s+"
    r"(?P<old>[\w.]+\s*=\s*[^\s,]+(?:\s*,\s*[\w.]+\s*=\s*[^\s,]+)*)\s*$",
    re.I,
)
LINE_READS = PATTERNS.compile(
    rf"\bso\s+(?:that\s+)?(?:the|that|this|it)\s+(?:line\s+)?(?:reads|says|becomes|looks\s+like)\s*:?\s+"
    rf"(?P<new>{TOKEN}){_TAIL}",
    re.I,
)
STRING_MADE_PREFIXED = PATTERNS.compile(
    rf"\b(?:replace|change)\s+(?P<old>{TOKEN})\s+(?:with|to|by|into)\s+(?P<prefix>[fFrRbB]{{1,2}})\s?"
    rf"(?P<new>{TOKEN}){_TAIL}",
    re.I,
)
CHANGE_TO_INSTEAD = PATTERNS.compile(
    rf"\b(?:change|update|edit|tweak|modify|fix|adjust|extend)\b[^:;—–]*(?:[:;]|\s[—–-])\s*"
    rf"(?P<new>{TOKEN})\s*,?\s+(?:instead\s+of|rather\s+than)\s+(?P<old>{TOKEN}){_TAIL}",
    re.I,
)
# "make the multigraph error in projected_graph read "..." instead": the message of a raise (or
# a warning) of the function said, chosen by the words before "error"
MESSAGE_REWORDED = PATTERNS.compile(
    rf"\b(?:make|change|reword|update|set|have)\s+(?:the\s+)?(?P<desc>(?:[\w-]+\s+){{0,3}}?)"
    rf"(?:error|exception|warning)(?:\s+message)?\s+(?:in|of|from|raised\s+(?:by|in))\s+"
    rf"(?P<scope>{IDENT}(?:\.{IDENT})*)(?:\(\))?\s+(?:(?:to\s+)?(?:read|say)|to|into)\s*:?\s+"
    rf"(?P<new>{TOKEN})(?:\s+instead)?{_TAIL}",
    re.I,
)
# "... raise 'request is immutable'. Make the message '_Request is immutable'.": the one text
# quoted before becomes this one
MAKE_TEXT = PATTERNS.compile(
    rf"\bmake\s+(?:the|that|this|its|their|each|both)\s+(?:error\s+)?(?:messages?|texts?|strings?|"
    rf"wording|labels?|titles?)\s+(?:say\s+|read\s+|into\s+)?(?P<new>{TOKEN})(?P<rest>[^.;!?]*)",
    re.I,
)
# "On line 369 of FILE, make ... instead of ...": the line said before the change
LINE_SAID_BEFORE = PATTERNS.compile(
    r"\b(?:on|in|at)\s+line\s+(?P<n>\d+)\b(?:[^.;!?]|\.(?=\w))*$", re.I
)
# "In FILE, DEFAULT = 20 -> DEFAULT = 30" (code without quotes), "DEFAULT in FILE: 20 -> 30"
UNQUOTED_ARROW = PATTERNS.compile(
    # ("npyio line 190: A -> B": the line said first, by a file or a module's short name)
    # ("In FILE: A -> B", "FILE: A -> B": the file said first is no part of the code)
    rf"(?:^\W*(?:(?:{FILE_SAID}|\w+)\s+)?(?:on\s+)?line\s+(?P<at>\d+)\s*[:,—–]\s*|"
    rf"^\W*(?:in\s+)?(?:[\w.-]+/)*[\w-]+\.\w{{1,8}}\s*[:,]\s+|"
    # ("MultiDecoder: max_decode_links = 5 -> max_decode_links = 8": where, said first)
    rf"^\W*(?:in\s+)?(?P<scope>(?-i:[A-Z][a-z]\w*|\w*_\w*)(?:\.\w+)?)(?:\(\))?\s*:\s+(?=\S+\s*=)|"
    rf"^\W*|[,:;]\s*)"
    rf"(?P<old>{_CODE})\s*(?:->|→|=>)\s*(?P<new>{_CODE}){_IN_PATH}?{_TAIL}",
    re.I,
)
# "self.rank -delta -> self.rank - delta in prev()": code on both sides, a mark of code in each
_MARKED = r"[^\s>→][^\n>→]*?[.()\[\]=+*/<-][^\n>→]*?"
ARROW_ALIKE = PATTERNS.compile(
    rf"^\W*(?:{FILE_SAID}\s*[:,]\s*)?(?P<old>{_MARKED})\s+(?:->|→)\s+(?P<new>{_MARKED})"
    rf"(?:\s+in\s+(?P<scope>{IDENT}(?:\.{IDENT})*)(?:\(\))?|{_IN_FILE})?{_TAIL}",
    re.I,
)
# "Can you change W.L. Conover to W.J. Conover?", "array-like -> array_like": a few words
# without quotes, each side alike
CHANGE_ALIKE = PATTERNS.compile(
    r"(?:(?P<verb>\b(?:change|replace|correct|fix|turn)\s+)|^\W*)"
    r"(?P<old>[^\s,;]+(?:\s+[^\s,;]+){0,3}?)\s+"
    rf"(?(verb)(?:to|with|into|->|→)|(?:->|→|=>))\s+(?P<new>(?:[^\s,;]+\s+){{0,3}}?[^\s,;]*[^\s,;.!?])"
    rf"{_IN_FILE}?{_TAIL}",
    re.I,
)
# a definition said by a name no English word is, after a change ("... in SafeRepr", "in the
# parse_args function"): camel case with a second capital, an underscore, or dotted
DEFINITION_NAME = r"(?-i:[A-Z][a-z0-9]+[A-Z]\w*|[a-z]\w*_\w*|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)"
_IN_DEFINITION = (
    rf"(?:\s+(?:in|inside|within|of)\s+(?:the\s+)?`?(?P<place>{DEFINITION_NAME})(?:\(\))?`?"
    r"(?:\s+(?:class|function|method))?)"
)
ARROW_VALUE = PATTERNS.compile(  # (never a commit message's type: "refactor(FILE): a -> b" renames)
    rf"^\W*(?:{FILE_SAID}\s*[:,]\s*)?(?:the\s+)?(?:constant\s+|setting\s+)?"
    rf"(?!(?:refactor|rename|chore|style|todo|fixme|xxx|line)\b)(?P<name>{TOKEN}|{IDENT})"
    # "MAX_SEQ_LENGTH: 1000 -> 200", "MAX_SEQ_LENGTH 1000 -> 200"
    # ("DEFAULT_MAX_REDIRECTS = 20 -> 10": the assignment as it is, then the new value)
    rf"{_IN_FILE}?(?:\s*[:=]\s*(?P<was>{TOKEN}|{BRACKETED}|{VALUE})|\s+(?P<number>{NUMBER}))"
    rf"\s*(?:->|→|=>)\s*(?P<value>{TOKEN}|{BRACKETED}|{VALUE})"
    rf"(?P<instead>)(?:{_IN_FILE}|{_IN_DEFINITION})?{_TAIL}",
    re.I,
)
# "TODO(rsa/key.py): DEFAULT_EXPONENT -> 3": a constant and the value it should have now (a
# name after the arrow is a rename)
ARROW_NEW_VALUE = PATTERNS.compile(
    rf"^\W*{_ASKED}(?:(?:TODO|FIXME|XXX|chore|config|tweak|fix)(?:\s*\([^)\n]*\)|\s+in\s+{FILE_SAID})?!?"
    rf"\s*:\s*)?(?:(?:in\s+)?{FILE_SAID}\s*[:,]\s*)?(?P<name>{IDENT}){_IN_FILE}?\s*(?:->|→|=>)\s*"
    rf"(?P<value>{NUMBER}|True|False|None)(?P<instead>){_ASKED_END}",
    re.I,
)
# "__all__ should export DistDeprecationWarning too -> __all__ = [...]": a wish about a name, then
# its whole new assignment after an arrow
ARROW_ASSIGNED = PATTERNS.compile(
    rf"(?<![\w.])(?P<name>{IDENT})\b(?!\s*[:=])[^\n]*?\s(?:->|→|=>)\s*(?P=name)\s*=\s*"
    rf"(?P<value>{TOKEN}|{BRACKETED}|{VALUE})(?P<instead>){_TAIL}",
    re.I,
)
# "The error message “out of devices” should read “no free device”": quoted text said as a wish
# '"cannot by used" should be "cannot be used". Fix it please (FILE).': the change, then the ask
# (a file in brackets reads "in FILE" by then)
_FIX_IT = (
    rf"(?:\s*[.!]\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:fix|correct|change|repair)"
    rf"(?:\s+(?:it|this|that|them))?(?:\s+(?:please|pls|plz))?{_IN_FILE}?)"
)
TEXT_SHOULD_READ = PATTERNS.compile(
    # ("... takes zero or more parts, so ‘a+’ should read ‘a*’": a conclusion)
    rf"(?:^\W*{_FRAME}(?:(?:in|inside|within)\s+(?:the\s+)?(?:file\s+)?{FILE_SAID}\s*,?\s+)?|"
    rf"[,.:;]\s*(?:(?:and\s+)?(?:so|hence|thus|therefore)\s+)?|\s[—–]\s*)"
    rf"(?:the\s+)?(?:(?:line|{_TEXT_NOUN})\s+)?(?P<old>{TOKEN}){_IN_FILE}?\s+"
    rf"(?:{SHOULD}\s+(?:read|say|be|become)|becomes)\s*:?\s+(?P<new>{TOKEN})"
    rf"(?:{_IN_FILE})?{_FIX_IT}?{_TAIL}",
    re.I,
)
# "there is written 'pathing up', it must be 'patching up'. Please correct.": the text said, then
# what it must be
SAID_SHOULD_READ = PATTERNS.compile(
    rf"(?P<old>{TOKEN})\s*[,;:—–-]?\s*(?:but\s+)?(?:it|this|that)\s+{SHOULD}\s+(?:be|read|say)\s*:?\s+"
    rf"(?P<new>{TOKEN})(?=\s*(?:[.!]|$|,?\s*(?:please|thanks|thank\s+you)\b))",
    re.I,
)
# 'The KeyError in WeakSet.pop should say "pop from an empty WeakSet", not "pop from empty
# WeakSet"': the text wished for, then the text there is (in the definition said before, if any);
# "should be" only of a text ("the message should be ..."), never of a name
SHOULD_SAY_NOT = PATTERNS.compile(
    rf"(?:\s+{SHOULD}\s+(?:say|read)|\b(?:message|string|text|wording)\s+{SHOULD}\s+be)"
    rf"\s*:?\s+(?P<new>{TOKEN})\s*,?\s+(?:and\s+)?(?:not|instead\s+of|"
    rf"rather\s+than)\s+(?P<old>{TOKEN}){_IN_FILE}?{_TAIL}",
    re.I,
)
NUMBER_INSTEAD = PATTERNS.compile(
    r"\b(?:change|make|update|set|edit)\s+(?:that|this|the)\s+(?:line|number|factor|value)\s+"
    r"so\s+(?:that\s+)?it\s+(?:multiplies|divides|uses|says|reads)\s+(?:by\s+)?"
    r"(?P<new>\d[\d.]*)\s+instead\b",
    re.I,
)
RAISE_INSTEAD = PATTERNS.compile(
    rf"\b{SHOULD}\s+(?:raise|throw)\s+(?:an?\s+)?(?P<new>{TOKEN}|{IDENT}(?:\.{IDENT})*)\s*,?\s+"
    rf"(?:and\s+)?(?:not|instead\s+of|rather\s+than)\s+(?:an?\s+)?(?P<old>{TOKEN}|{IDENT}(?:\.{IDENT})*)\b",
    re.I,
)
# "_get_name should return 'params' instead of 'input'", "make f return logging.DEBUG instead of
# logging.INFO": the return's value, in the function said
RETURN_INSTEAD = PATTERNS.compile(
    rf"\b(?:{SHOULD}|make\s+`?(?!(?:it|this|that|them)\b)(?P<owner>{IDENT}(?:\.{IDENT})*)`?(?:\(\))?)\s+return\s+"
    rf"(?P<new>{TOKEN}|{VALUE})\s*,?\s+"
    # (a full stop may end the sentence: "... instead of logging.INFO.")
    rf"(?:and\s+)?(?:not|instead\s+of|rather\s+than)\s+(?P<old>{TOKEN}|{VALUE})(?![\w(]|\.\w)",
    re.I,
)
# "a typo in the message of partition_all: it says parition_all, should be partition_all. pls
# fix": one word said as it is and as it should be, without quotes
SAYS_SHOULD_BE = PATTERNS.compile(
    rf"\b(?:it|this|that)\s+(?:says|reads|has|spells)\s+(?P<old>[^\s,;:]+?)\s*[,;]?\s+(?:but\s+)?"
    rf"(?:it\s+|this\s+|that\s+)?{SHOULD}\s+(?:be|read|say)\s+(?P<new>[^\s,;:]+?){_FIX_IT}?{_TAIL}",
    re.I,
)
# "X's default style is 'class:training-whitespace', should be 'class:trailing-whitespace'"
QUOTE_SHOULD_BE = PATTERNS.compile(
    rf"\b(?:is|are|reads|says|has|spells|shows|returns|gives|uses)\s+(?P<old>{TOKEN})"
    rf"\s*(?:[,;]|\s--?|\s[—–])?\s+"
    # ("has "a", which is meant to be "b"", "says "a" where it should say "b"")
    rf"(?:but\s+)?(?:it\s+|this\s+|that\s+|which\s+|where\s+it\s+)?"
    rf"(?:{SHOULD}|(?:is|was)\s+(?:meant|supposed|intended)\s+to)\s+(?:be|read|say)\s+(?P<new>{TOKEN})",
    re.I,
)
# "The docstring of f says 'a b c.' -- there is no c. Change it to 'a b.'": the text said, then
# in a later sentence what to make it (the whole quote replaced: a word dropped is no typo)
SAYS_CHANGE_IT = PATTERNS.compile(
    rf"\b(?:says|reads|is|has)\s*:?\s+(?P<old>{TOKEN})(?:(?!{TOKEN})[^\n])*?(?:[.!?;]|\s--?|\s[—–])\s+"
    rf"(?:(?:so\s+)?(?:please|pls|can\s+you|could\s+you)\s+)?(?:change|make|fix|correct|reword)\s+"
    rf"(?:it|that|this)\s+(?:to|into)\s*:?\s+(?P<new>{TOKEN})(?:\s*,?\s*(?:please|pls))?"
    rf"(?:{_IN_FILE}|\s*\({FILE_SAID}\))?{_TAIL}",
    re.I,
)
# "kolmogn's docstring says 'CDF (or SF it cdf is False)'; that 'it' should be 'if'": the text
# said, then a word of it as it should be
SAYS_PART_SHOULD = PATTERNS.compile(
    rf"\b(?:says|reads|has)\s*:?\s+(?P<old>{TOKEN})(?:(?!{TOKEN})[^\n])*?(?:[.!?;,]|\s--?|\s[—–])\s+"
    rf"(?:but\s+)?(?:that|the)\s+(?P<part>{TOKEN})(?:\s+(?:in\s+it|there))?\s+{SHOULD}\s+"
    rf"(?:be|read|say)\s+(?P<new>{TOKEN})(?:{_IN_FILE}|\s*\({FILE_SAID}\))?{_TAIL}",
    re.I,
)
# "our style guide says “metadata”, never “meta-data”. Fix both places in sdist.py": the
# spelling wanted, the one the code has, then the request to fix it
PREFERRED_OVER = PATTERNS.compile(
    rf"\b(?:says?|said|wants?|prefers?|uses?|is|spell\s+it|write)\s*:?\s+(?P<new>{TOKEN})\s*[,;]?\s+"
    rf"(?:never|not|rather\s+than|instead\s+of)\s+(?P<old>{TOKEN})[^.!?\n]*[.!?;]\s+"
    rf"(?:(?:so\s+)?(?:please|pls|can\s+you|could\s+you)\s+)?(?:fix|correct|change|replace)\b"
    rf"(?P<rest>[^.!?\n]*)",
    re.I,
)
# "its comment line starts with '#  x' instead of '#: x'. Fix that in encoder.py": what the code
# has now, what it should have, then the request to fix it (no new text after "fix that")
HAS_INSTEAD = PATTERNS.compile(
    rf"\b(?:(?:starts?|begins?|ends?)\s+with|says|reads|has|uses|writes|spells\s+it)\s+"
    rf"(?P<old>{TOKEN})\s+(?:instead\s+of|rather\s+than)\s+(?P<new>{TOKEN})[^.!?\n]*[.!?;]\s+"
    rf"(?:(?:so\s+)?(?:please|pls|can\s+you|could\s+you)\s+)?(?:fix|correct|change|repair)\s+"
    rf"(?:it|that|this)(?:\s*,?\s*(?:please|pls))?(?:{_IN_FILE}|\s*\({FILE_SAID}\))?{_TAIL}",
    re.I,
)
# (the reason words of REMARK_AFTER followed by prose, never a statement: "x = 1; i += 2")
REMARK_AFTER_SEMICOLON = PATTERNS.compile(rf";\s+(?i:{_REASON})(?!\s*[^\w\s'’]).*$", re.S)
# "there's a tuple of modules ('numpy', 'pandas'). Add 'scipy' at the end of it": a literal of
# quoted items said, then an item to add after its last one
LITERAL_SAID = PATTERNS.compile(
    rf"[(\[{{]\s*(?:{TOKEN}\s*,\s*)+(?P<last>{TOKEN})\s*(?P<close>[)\]}}])"
)
ADD_AFTER_LAST = PATTERNS.compile(
    rf"\b(?:add|append|put|insert)\s+(?P<new>{TOKEN})\s+(?:(?:at|to)\s+the\s+(?:very\s+)?end\s+of|to)"
    rf"\s+(?:it|that|this|them|th(?:at|is|e)\s+(?:tuple|list|set))\b{_TAIL}",
    re.I,
)
# "The co-author is Mircea Diudea. Fix the misspelt Diudeaa, it is in all three reference
# lists": the word as it is; as it should be is the word most like it said elsewhere
FIX_MISSPELT = PATTERNS.compile(
    r"\b(?:fix|correct|repair)\s+(?:the\s+)?(?:misspel(?:t|led)|mistyped|wrongly\s+spel(?:t|led)|"
    r"typo(?:ed|['’]d)?)\s+(?:word\s+|name\s+)?(?P<old>[A-Za-z][\w-]{3,})\b",
    re.I,
)
TYPO_SAID = PATTERNS.compile(r"\b(?:typos?|misspel\w*|spelling|spelt|spelled)\b", re.I)
# code written without quotes: "change maxsize=32768 to maxsize=4096", "replace f(x) with g(x)"
# ("... in the mkdtemp call": where, said by what the line does)
_IN_THE_CALL = r"(?:\s+(?:in|inside|within|on)\s+the\s+[\w.]+(?:\(\))?\s+(?:call|line|statement))?"
UNQUOTED_REPLACE = PATTERNS.compile(
    rf"\b(?:replace|change|swap|set)\s+(?P<old>[^\s\"'`]*[=()\[\]{{}}][^\s\"'`]*)"
    rf"{_IN_FILE}?\s+(?:with|to|by|->|→)\s+(?P<new>[^\s\"'`]+?){_IN_THE_CALL}{_IN_FILE}?\s*[.!?]?\s*"
    rf"(?:,?\s*(?:please|thanks|thank\s+you)\W*)?$",
    re.I,
)
# "swap https://cdn.example/require.js/2.1.10/require.min.js for https://.../2.3.6/...": an
# address or a version without quotes, old and new alike (never prose: both hold "://" or a
# number with a dot in it)
_ADDRESS = r"[^\s\"'`]*?(?:://|\d\.\d)[^\s\"'`]*?"
UNQUOTED_ADDRESS_REPLACE = PATTERNS.compile(
    rf"\b(?:replace|change|swap|update|bump)\s+(?P<old>{_ADDRESS})\s+(?:with|to|by|for|->|→)\s+"
    rf"(?P<new>{_ADDRESS}){_IN_FILE}?{_TAIL}",
    re.I,
)
# "Replace RFC 8529 Section 8.1 with RFC 8259 Section 8.1 in response.py": text without quotes,
# a sentence of its own (read only when it holds a number or a capitalised abbreviation, and
# the text must be in the file as said, or nothing changes)
UNQUOTED_TEXT_REPLACE = PATTERNS.compile(
    rf"(?:^|[.!?]\s+)\W*{_FRAME}replace\s+(?P<old>[^\"'`\n.]*?(?:\.\d[^\"'`\n.]*?)*)\s+with\s+"
    rf"(?P<new>[^\"'`\n]+?){_IN_FILE}?{_TAIL}",
    re.I,
)
# 'change the "Cache-Control": "max-age=0" header that F sends to "max-age=60"': of the texts
# quoted before, the one the new text is plainly an edit of
CHANGE_AMONG_TO = PATTERNS.compile(
    rf"\b(?:change|update|set|make|edit|turn)\s+(?P<before>[^.;!?]*?{TOKEN}[^.;!?]*?)\s+(?:to|into)\s+"
    rf"(?P<new>{TOKEN}){_IN_FILE}?{_TAIL}",
    re.I,
)
# "bump the lexer cache from LRUCache(50) to LRUCache(200)": code written out, what it is before
CODE_FROM_TO = PATTERNS.compile(
    r"\b(?:change|bump|raise|increase|decrease|lower|reduce|update|switch)\s+[^.;:]*?\bfrom\s+"
    r"(?P<old>[^\s\"'`]*[=()\[\]{}][^\s\"'`]*)\s+to\s+(?P<new>[^\s\"'`]*[=()\[\]{}][^\s\"'`]*?)"
    rf"{_IN_FILE}?\s*[.!?]?\s*(?:,?\s*(?:please|thanks|thank\s+you)\W*)?$",
    re.I,
)
# "change ('a', 'b') to ('a', 'b', 'c')": a bracketed value written out
BRACKETED_REPLACE = PATTERNS.compile(
    rf"\b(?:replace|change|swap)\s+(?P<old>{_NESTED}){_IN_FILE}?\s+(?:with|to|by|for|->|→)\s+"
    rf"(?P<new>{_NESTED}){_IN_FILE}?{_TAIL}",
    re.I,
)
# code with spaces: "could you change self.maxstring = 30 to self.maxstring = 80? Thanks a lot."
UNQUOTED_CODE_REPLACE = PATTERNS.compile(
    rf"\b(?:replace|change|swap)\s+{_LINE_WORD}(?P<old>{_CODE}){_IN_FILE}?\s+(?:with|to|into|by|for|->|→)"
    rf"\s+{_LINE_WORD}(?P<new>{_CODE}){_IN_THE_CALL}{_IN_FILE}?{_TAIL}",
    re.I,
)
# "comment out cache.clear() in clearcache()", "uncomment the line x = 1": a line of code
UNQUOTED_COMMENT_OUT = PATTERNS.compile(
    rf"\b(?P<verb>comment\s+out|uncomment)\s+{_LINE_WORD}(?P<old>{_CODE})(?:\s+(?:line|call|statement|decorator))?{_SCOPE}"
    rf"{_IN_FILE}?{_TAIL}",
    re.I,
)
# "delete the line x = 1 in f()", "remove the self.debug = True line from FILE"
UNQUOTED_DELETE_LINE = PATTERNS.compile(
    rf"\b{DELETE_VERB}\s+(?:(?:the|its)\s+(?P<word>line\s+)?)?"
    rf"(?P<old>{_CODE})(?P<word2>\s+line)?(?:\s+(?:call|statement|decorator))?"
    # ("drop the check(x) call from read_clipboard": where it is taken from)
    rf"{_scope_after('in|inside|within|from')}{_IN_FILE}?{_TAIL}",
    re.I,
)
# a value after "should be": a literal or a name written as code ("faster" is a wish, not a value)
_SHOULD_VALUE = rf"(?-i:{NUMBER}|True|False|None|[A-Za-z_][\w.]*[_.A-Z0-9][\w.]*)"
# "X should be 0x400, not 0x200", "DEBUG in FILE must be True instead of False": a value to set
# ("..., so the module's __all__ should become (...)")
SHOULD_BE = PATTERNS.compile(
    rf"(?:^\W*{_FRAME}|[,.:;—–]\s*(?:(?:so|and|then|but)\s+)?|\b(?:the\s+)?(?:constant|variable|setting|value\s+of)\s+)"
    rf"(?:(?:the\s+)?(?:module|file)['’]s\s+)?(?P<name>{TOKEN}|"
    rf"{IDENT}){_IN_FILE}?\s+{SHOULD}\s+(?:be|equal|become|"
    rf"read)\s+(?:set\s+to\s+|changed\s+to\s+)?(?P<value>{TOKEN}|{BRACKETED}|{_SHOULD_VALUE}|"
    rf"-?\d[\d.]*\s*[-+*/]\s*\d[\d.]*)(?:\s*,?\s+(?:not|instead\s+of|rather\s+than)\s+"
    rf"(?P<instead>{TOKEN}|{BRACKETED}|{VALUE}))?(?:{_IN_FILE})?{_TAIL}",
    re.I,
)
# code that starts a sentence starts as code does: "DEFAULT = 20", "self.x[0] = 1", "f(x)"
_CODE_START = r"[^\W\d][\w.]*(?:\[[^\]\n]*\])?\s*(?:=|\(|\.)"
# "Sequence.register(memoryview) should be commented out for now": code unquoted, said first
CODE_WISHED = PATTERNS.compile(
    rf"(?:^\W*|[.;:!?]\s+)(?P<old>(?={_CODE_START})\S+)\s+(?:{SHOULD}\s+(?:be|get)|is|gets?)\s+"
    r"(?P<verb>commented(?:\s+out)?|uncommented|deleted|removed)\b",
    re.I,
)
# "In the Cmd class the line ruler = '=' should be ruler = '-'": a line of code, replaced
# ("... i.e. the line `x = 32` becomes `x = 64`")
LINE_SHOULD_BE = PATTERNS.compile(
    rf"(?:\bthe\s+line\s+|(?:^\W*{_FRAME}|[:;,]\s*)(?:the\s+)?(?!{FILE_SAID}\s*[:,])(?={_CODE_START}))"
    rf"(?P<old>{_CODE})"
    rf"{_IN_FILE}?\s+(?:{SHOULD}\s+(?:be|read|say|become)|becomes|turns\s+into)"
    rf"\s*:?\s+(?:the\s+line\s+)?(?P<new>{_CODE}){_IN_FILE}?{_TAIL}",
    re.I,
)
# "f should leave X alone for now, remove the call that adds ...": the wish says why, a line to
# delete or comment out is asked after it
LINE_ASKED_AFTER = PATTERNS.compile(
    rf"[^.;!?]*?[,;]\s+(?:(?:so|and|then|please|pls)\s+)*(?:{DELETE_VERB}|comment\s+out|uncomment)\s+"
    r"the\s+(?:line|call|statement)\s+(?:that|which)\b",
    re.I,
)
# "emit should be faster", "FileSink.emit should reuse the handle": a change wished for a name
SHOULD_WISH = PATTERNS.compile(
    rf"^\W*{_FRAME}(?:{TOKEN}|{IDENT}(?:\.{IDENT})*(?:\(\))?){_IN_FILE}?\s+{SHOULD}"
    rf"\s+(?!not\s+be\s+(?:called|used)\b)\w+",
    re.I,
)
# "Can the parser also read F descriptors? It would need the tokens, ...": a feature asked as a
# question, then what building it takes
FEATURE_ASKED = PATTERNS.compile(
    r"^\W*(?:can|could)\s+(?:the|this|that|our|my|its)\s+[^?]*?\balso\b[^?]*\?\s+"
    r"(?:it|that|this)\s+(?:would|will)\s+(?:need|require|mean|take)\b",
    re.I,
)
# "Line 13 of FILE should read: x = 1", "replace line 4 of FILE with `y`", "change line 2 to x"
LINE_SHOULD_READ = PATTERNS.compile(
    rf"(?:^\W*{_FRAME}|[,.:;]\s*|\b(?:replace|change|make|rewrite|set)\s+)(?:the\s+)?line\s+"
    rf"(?:number\s+)?(?P<n>\d+)(?:\s+(?:of|in)\s+(?:the\s+)?(?:file\s+)?(?P<file>{FILE_SAID}))?"
    rf"(?:\s+{SHOULD}\s+(?:read|be|say)|\s+(?:to|with)"
    rf"(?:\s+read)?|\s+read)\s*:?\s+(?:the\s+line\s+)?(?P<new>\S.*?){_TAIL}",
    re.I,
)
# a text on a line named by its number: "replace `20` with `30` on line 3 of FILE", "On line 3
# of FILE, change 20 to 30", "Change line 3 of FILE from X = 20 to X = 30"
_PIECE = rf"(?:{TOKEN}|{_CODE}|[^\s\"'`,]+?)"
_LINE_N = rf"line\s+(?:number\s+)?(?P<n>\d+)(?:\s+(?:of|in)\s+(?:the\s+)?(?:file\s+)?(?P<file>{FILE_SAID}))?"
_SWAP = rf"(?P<old>{_PIECE})\s+(?:with|to|by|for|->|→)\s+(?P<new>{_PIECE})"
REPLACE_ON_LINE = [
    PATTERNS.compile(
        rf"\b(?:replace|change|swap)\s+{_SWAP}\s+(?:on|in|at)\s+{_LINE_N}{_TAIL}", re.I
    ),
    PATTERNS.compile(
        rf"(?:^\W*{_FRAME}|[,.:;]\s*)(?:on|in|at)\s+{_LINE_N}\s*,?\s*(?:please\s+)?"
        rf"(?:replace|change|swap)\s+{_SWAP}{_TAIL}",
        re.I,
    ),
    PATTERNS.compile(
        rf"\b(?:replace|change|edit|update)\s+(?:the\s+)?{_LINE_N}\s+from\s+{_SWAP}{_TAIL}", re.I
    ),
    # "asynchat.py line 132 calls bytes(str, x) — that should be bytes(data, x)"
    PATTERNS.compile(
        rf"(?:(?P<file0>{FILE_SAID})\s+)?{_LINE_N}\s+(?:calls|has|says|reads|contains|does|uses|is)\s+"
        rf"(?P<old>{_PIECE})\s*(?:[,;:]|\s[—–-])?\s+(?:but\s+)?(?:that|it|this)\s+{SHOULD}\s+"
        rf"(?:be|read|say|call|use)\s+(?P<new>{_PIECE}){_TAIL}",
        re.I,
    ),
]
# "... everywhere", "... in all the functions of FILE", "... throughout FILE": every occurrence
EVERY_AFTER = PATTERNS.compile(
    r"^[^.!?]*?\b(?:everywhere|throughout|globally|wherever|all|every|each)\b", re.I
)
# "set S_IFWHT to that value": a value said before
THAT_VALUE = r"th(?:at|is|e\s+same)\s+(?:value|number|one|literal|string|constant)"
# what a number counts, said after it ("from 120 to 60 seconds"): not part of the value
_UNIT = (
    r"(?:(?<=\d)\s+(?:seconds?|secs?|milliseconds?|ms|minutes?|mins?|hours?|days?|bytes?|[kmg]i?b|"
    r"percent|items?|entries|times|retries|attempts|characters?|chars|lines?|levels?|deep)\b)?"
)
# "1024 * 16", "128 * MAX_TEXT_CHUNK": numbers and names with operators between them
_OPERAND = rf"(?:-?\d[\d.]*|{IDENT}(?:\.{IDENT})*)"
_EXPRESSION = rf"{_OPERAND}(?:\s*(?:\*\*|//|<<|>>|[-+*/|&])\s*{_OPERAND})+"
SET_VALUE = PATTERNS.compile(
    rf"\b(?:set|change|make|update|bump|increase|decrease|raise|lower|reduce|default|hard-?code|pin|"
    rf"flip|toggle)"
    rf"\s+(?:the\s+|its\s+(?={TOKEN}))?"  # ("change its `rankdir` default": a name quoted)
    # "change Signer's default_key_derivation from ... to ...": a class's own name, said first
    # (a name written as code: "main's default" is a parameter's, "DEFAULT's value" the value)
    rf"(?:value\s+of\s+)?(?:{IDENT}['’]s\s+(?=\w*_|(?-i:[A-Z][A-Z0-9]+\b|\w*[a-z0-9][A-Z])))?"
    # "make it MAX = 128 * CHUNK": the assignment as it should read
    rf"(?:it\s+(?={IDENT}(?:\.{IDENT})*\s*=))?"
    # "raise ABCPolyBase.maxpower from 100 to 200": a class's attribute
    # ("set the module flag X to True")
    rf"(?:(?:module(?:-level)?\s+|global\s+)?(?:constant|variable|setting|flag|option|switch)\s+)?"
    rf"(?P<name>{TOKEN}|{IDENT}(?:\.{IDENT})*)"
    # "change the no_pad sentinel in the itertoolz module to the string '__no_pad__'"
    rf"(?P<noun>\s+(?:sentinel|constant|variable|setting|flag|marker|limit|option|default))?"
    rf"(?:['’]s\s+value)?(?:{_IN_FILE}|\s+in\s+the\s+{IDENT}\s+module)?(?:\s+from\s+(?P<was>{TOKEN}|{BRACKETED}|{VALUE}))?\s*"
    # (a word after the name, never inside it: "change Actor.__repr__" is no "Ac to r")
    rf"(?:(?<!\w)|(?=[=\s]))(?:up\s+|down\s+)?(?:to\s+be|equal\s+to|"
    # "change RECONNECT in FILE so it defaults to 5 instead of 0"
    # ("make __all__ just ['A', 'B']": the value said after "just")
    rf"so\s+(?:that\s+)?it\s+defaults\s+to|defaults?\s+to|to|=|(?=\s*(?:just|only)\s)|"
    # "change CONN_DELETE_TCB in FILE so its value is "DELETE-TCB""
    rf"so\s+(?:that\s+)?(?:its\s+value\s+is|it\s+(?:is|equals|reads|holds|becomes)|it['’]s))\s*"
    rf"(?:(?:just|only|simply|exactly|an?\s+(?:flat|even|round))\s+)?"  # "to a flat 300"
    rf"(?:the\s+(?:string|number|integer|int|float|value|literal)\s+)?"  # "set __author__ to just "Nadeem Vawda""
    rf"(?P<value>{THAT_VALUE}|(?-i:[bBrRuU]{{1,2}}\s?)?{TOKEN}|{BRACKETED}|{VALUE}|{_EXPRESSION})"
    # ("make x default to False in C._defaults instead of True": where, a definition said dotted)
    # (or a constant's name: "set 'strip' to True in COLORAMA_KWARGS", a key of that dict)
    # ("... to 256 in SafeRepr", "in the parse_args function": a class in camel case, a name
    # with an underscore)
    rf"{_UNIT}(?:\s+by\s+default)?(?:\s+in\s+(?P<place>{TOKEN}|{IDENT}(?:\.{IDENT})+|(?-i:[A-Z][A-Z0-9]*_[A-Z0-9_]+))"
    rf"|\s+in\s+(?:the\s+)?(?P<place2>{DEFINITION_NAME})(?:\(\))?(?:\s+(?:class|function|method))?)?"
    rf"(?:\s*,?\s+(?:instead\s+of|rather\s+than)\s+(?P<instead>{TOKEN}|\S+?|[^!?\n]+?))?\s*[.!?]?\s*"
    rf"(?:{_IN_FILE}\s*[.!?]?\s*)?(?:,?\s*{_COURTESY}\W*)*$",
    re.I,
)
# "point DEFAULT_INDEX in FILE at 'https://test.pypi.org/pypi' instead of the real PyPI": a
# name given a new address, in quotes
POINT_AT = PATTERNS.compile(
    rf"\bpoint\s+(?P<name>{TOKEN}|(?-i:[A-Z_][A-Z0-9_]*|\w*_\w*)){_IN_FILE}?\s+(?:at|to)\s+"
    rf"(?P<value>{TOKEN})(?:\s*,?\s+(?:instead\s+of|rather\s+than)\s+(?P<instead>[^!?\n]+?))?"
    rf"\s*[.!]?(?:\s*,?\s*{_COURTESY}\W*)*\s*$",
    re.I,
)
# "Raise the default websocket max message size in FILE from 10 MiB to 20 MiB (the
# _default_max_message_size line)": the setting said in words, its name in brackets after
NAMED_AFTER_VALUE = PATTERNS.compile(
    rf"\b(?:set|change|update|bump|increase|decrease|raise|lower|reduce)\b[^()]*?\bfrom\s+"
    rf"(?P<was>{VALUE})(?!\w){_UNIT}\s+to\s+(?P<value>{VALUE})(?!\w){_UNIT}(?P<instead>)[^()]*?"
    rf"\(?\s*(?:the\s+)?(?P<name>{TOKEN}|(?=\w*_){IDENT}(?:\.{IDENT})*)(?:\s+(?:line|constant|setting|"
    rf"variable|value))?\s*\)?{_TAIL}",
    re.I,
)
# "Make the HTMLFormatter indent by 4 spaces per level instead of 2 (the indent_delta class
# attribute)": the new value, the old one after "instead of", the name in brackets
NAMED_AFTER_INSTEAD = PATTERNS.compile(
    rf"\b(?:make|set|change|have)\b[^()]*?\b(?P<value>{NUMBER})(?!\w)[^()]*?\binstead\s+of\s+"
    rf"(?P<was>{NUMBER})(?!\w)[^()]*?\(\s*(?:the\s+)?(?P<name>{TOKEN}|(?=\w*_){IDENT}(?:\.{IDENT})*)"
    rf"(?:\s+(?:line|constant|setting|variable|value|(?:class\s+)?attribute))?\s*\)(?P<instead>){_TAIL}",
    re.I,
)
# a request that is only the change: "secrets.py - DEFAULT_ENTROPY to 64 please", "... too
# generous. _MAXLINE = 100000 in imaplib.py": a name written as code and a literal, nothing else
CODE_NAME = rf"(?=\w*_|(?-i:[A-Z][A-Z0-9]+\b|\w*[a-z0-9][A-Z])){IDENT}(?:\.{IDENT})*"
_LITERAL = rf"(?:{TOKEN}|{BRACKETED}|{NUMBER}|True|False|None)"
_ALONE = rf"(?:^\W*{_FRAME}(?:(?:in\s+)?{FILE_SAID}\s*(?:[,:—–]|\s-)\s*)?|[.;!]\s+)"
BARE_VALUE = PATTERNS.compile(
    rf"{_ALONE}(?:the\s+)?(?P<name>{TOKEN}|{CODE_NAME}){_IN_FILE}?\s*(?:\bto\b|=)\s*"
    rf"(?P<value>{_LITERAL})(?P<instead>)(?:\s*,?{_IN_FILE})?{_STATED}",
    re.I,
)
# "Initialise self.currentbp to None in __init__, right after the fncache line": an assignment
# added next to a line (a variable never set before, so no value of it to change)
INITIALISE = PATTERNS.compile(
    rf"\b(?:initiali[sz]e|init)\s+(?P<target>{TOKEN}|it|(?:self|cls)\.{IDENT}|{CODE_NAME})\s+"
    rf"(?:to|as|with)\s+(?P<value>{_LITERAL}){_SCOPE_FIRST}\s*,?\s+"
    rf"(?:(?:right|just|directly|immediately)\s+)?(?P<where>after|before|below|above)\s+"
    rf"(?:{_NAMED_LINE}|{_LINE_WORD}(?P<anchor>{TOKEN}|{_CODE})(?:\s+line)?){_SCOPE}"
    rf"(?:\s*,?{_IN_FILE})?{_TAIL}",
    re.I,
)
# "For a test I need AUDIO_UNKNOWN_SIZE in sunau.py to be 0 instead of 0xFFFFFFFF"
NEED_VALUE = PATTERNS.compile(
    rf"\b(?:need|want|would\s+like|'d\s+like|prefer)\s+(?:the\s+)?(?:constant\s+|setting\s+)?"
    rf"(?P<name>{TOKEN}|{IDENT}(?:\.{IDENT})*){_IN_FILE}?\s+to\s+(?:be|equal)\s+(?P<value>{TOKEN}|{BRACKETED}|"
    rf"-?\d[\w.]*?|True|False|None)(?:\s*,?\s+(?:instead\s+of|rather\s+than|not)\s+"
    rf"(?P<instead>{TOKEN}|{BRACKETED}|{VALUE}))?(?:{_IN_FILE})?{_TAIL}",
    re.I,
)
CREATE = PATTERNS.compile(  # "make" only with the word: "make io.py work without _io" creates nothing
    rf"\b(?:(?:create|write|add)\s+(?:a\s+|an\s+|the\s+|new\s+)*(?:(?:small|little|tiny|short|"
    rf"python|helper|empty|blank)\s+)?(?P<file>(?:file|script)\s+|module\s+(?=[\w./-]+\.py\b))?|make\s+(?:a\s+|an\s+|new\s+)+"
    rf"(?:(?:small|little|tiny|short|python|helper|empty|blank)\s+)?(?P<file2>(?:file|script)\s+|module\s+(?=[\w./-]+\.py\b))|"
    # "new file F with one line: X": the request said as its noun
    # ("new file please: F, containing only X")
    rf"^\W*(?:an?\s+)?new\s+(?:(?:python|empty)\s+)?(?:file|module)(?:\s*,?\s*(?:please|pls))?\s*:?\s+"
    rf"(?=[\w./-]+\.\w+\b))"
    rf"(?:called\s+|named\s+)?(?P<path>{TOKEN}|[\w./-]+)",
    re.I,
)
# "write `hello` into a new file notes.txt", "save 'x' to notes.txt"
WRITE_INTO = PATTERNS.compile(
    rf"\b(?:write|put|save|store)\s+(?P<new>{TOKEN})\s+(?:in|into|to|as)\s+"
    rf"(?:a\s+|an\s+|the\s+|new\s+)*(?:file\s+)?(?:called\s+|named\s+)?(?P<path>{FILE_SAID})\s*[.!]?\s*$",
    re.I,
)
_WHERE_IN_FILE = (
    r"(?:(?:to|at|on|in|into|as|near)\s+(?:the\s+)?(?:very\s+)?|up\s+(?=top))(?P<where>end|bottom|top|"
    r"start|beginning|head|(?:last|final|first)\s+line)"
)
# "append `x` to the end of FILE", "add the line `x` at the top of FILE", "prepend `x` to FILE";
# "In FILE, add `x` at the top" (the file named elsewhere; "the end of the function" is not it)
AT_END = PATTERNS.compile(
    rf"\b(?:append|add|put|insert|write|place|prepend)\s+{_LINE}\s*(?P<new>{TOKEN})\s+"
    rf"{_WHERE_IN_FILE}(?:\s+of\s+(?:(?:the\s+)?(?:file\s+)?(?P<file>{FILE_SAID})|it\b|"
    rf"(?:the\s+|this\s+|that\s+)?(?:file|module)\b)|(?!\s+of\b))",
    re.I,
)
_NEW = rf"(?P<new>{TOKEN}|{_CODE})"
AT_END_FIRST = PATTERNS.compile(
    rf"(?:^\W*{_FRAME}|[,.:;]\s*)(?:(?:in|inside)\s+(?P<file0>{FILE_SAID})\s*,?\s*)?{_WHERE_IN_FILE}(?:\s+of\s+"
    rf"(?:the\s+)?(?:file\s+)?(?P<file>{FILE_SAID}))?\s*,?\s*(?:please\s+)?(?:(?:can|could|would)\s+"
    rf"you\s+(?:please\s+)?)?(?:append|add|put|insert|write|place)\s*:?\s+"
    # "add a backward-compat alias like the other two: X = Y": what it is, then a colon
    rf"(?:(?:an?|the|this)\s+[^:\n]{{1,80}}?:\s*)?{_LINE}\s*{_NEW}{_TAIL}",
    re.I,
)
# "add this as the very last line of markupsafe's __init__.py: X": the place, then the line (and
# why, before the colon: "... of solvers.py so star-imports stay tidy: X")
AT_END_COLON = PATTERNS.compile(
    rf"\b(?:append|add|put|insert|write|place)\s+(?:this|the\s+following|(?:this|a|one(?:\s+more)?|"
    rf"another|an?\s+(?:new|extra|additional))\s+line)"
    rf"\s+{_WHERE_IN_FILE}(?:\s+of\s+(?:(?:the\s+)?(?:\w+['’]s\s+)?(?:file\s+)?(?P<file>{FILE_SAID})|it|"
    rf"the\s+file))?(?:\s+(?:so|so\s+that|because|since)\s+[^:\n`'\"]{{1,60}}?)?\s*:\s*{_NEW}{_TAIL}",
    re.I,
)
# "end of matplotlib/sankey.py -> __all__ = ['Sankey']": the place, an arrow, the line
AT_END_ARROW = PATTERNS.compile(
    rf"^\W*(?:at\s+)?(?:the\s+)?(?:very\s+)?(?P<where>end|bottom|top|start|beginning)\s+of\s+"
    rf"(?:the\s+)?(?:file\s+)?(?P<file>{FILE_SAID})\s*(?:->|→|=>|:)\s*{_NEW}{_TAIL}",
    re.I,
)
# "add at the end of file thread.py this line: X": the place, then what goes there
AT_END_PLACE_FIRST = PATTERNS.compile(
    rf"\b(?:append|add|put|insert|write|place)\s+{_WHERE_IN_FILE}(?:\s+of\s+(?:(?:the\s+)?"
    rf"(?:\w+['’]s\s+)?(?:file\s+)?(?P<file>{FILE_SAID})|it|the\s+file))?\s*,?\s+(?:this|the|a)"
    rf"(?:\s+following)?(?:\s+(?:new\s+)?(?:line|code|statement|one))?\s*:?\s*{_NEW}{_TAIL}",
    re.I,
)
# "add `return None` as the last line of _format_token": the end of a function's body ("of the
# method": the one name the prompt says before)
APPEND_TO_BODY = PATTERNS.compile(
    rf"\b(?:append|add|put|insert|write|place)\s+(?:an?\s+(?:explicit|final|plain)\s+)?{_LINE}\s*"
    rf"(?P<new>{TOKEN})\s+(?:as\s+the\s+(?:very\s+)?(?:last|final)\s+(?:line|statement)\s+(?:of|in)"
    r"|(?:at|to)\s+the\s+(?:very\s+)?end\s+of)\s+(?:the\s+)?(?:(?:function|method)\s+)?"
    rf"(?P<scope>(?!(?:file|module|script|class|it|this|that)\b){IDENT}(?:\.{IDENT})*|{TOKEN})"
    rf"(?:\(\))?(?:\s+(?:function|method))?{_IN_FILE}?{_TAIL}",
    re.I,
)
# "add import sys at the top of FILE": code without quotes
UNQUOTED_AT_END = PATTERNS.compile(
    rf"\b(?:append|add|put|insert|write|place|prepend)\s+(?:{_AN_IMPORT}|{_LINE_WORD})(?P<new>{_CODE})"
    rf"(?:\s+(?:to|in|into)\s+(?:the\s+file\s+)?(?P<file0>{FILE_SAID})\s*,?)?\s+{_WHERE_IN_FILE}(?:\s+of\s+(?:(?:the\s+)?(?:file\s+)?(?P<file>{FILE_SAID})|it\b|"
    rf"(?:the\s+|this\s+|that\s+)?(?:file|module)\b))?{_TAIL}",
    re.I,
)
# "FILE needs `import io` at the top", "FILE should have X at the end"
NEEDS_AT_END = PATTERNS.compile(
    rf"(?:^\W*{_FRAME}|[,.:;]\s*)(?:the\s+file\s+)?(?P<file>{FILE_SAID})\s+(?:needs|should\s+have|must\s+have|"
    rf"is\s+missing|lacks|wants)\s+(?:the\s+line\s+|{_AN_IMPORT})?{_NEW}\s+{_WHERE_IN_FILE}"
    rf"(?:\s+of\s+(?:it|the\s+file))?{_TAIL}",
    re.I,
)
# "add a new line 10 to FILE that reads import x": the new line's number
NEW_LINE_N = PATTERNS.compile(
    rf"\b(?:add|insert|put|write)\s+(?:a\s+)?(?:new\s+)?line\s+(?P<n>\d+)\s+(?:to|in|into|of)\s+"
    rf"(?:the\s+file\s+)?(?P<file>{FILE_SAID})\s*,?\s+(?:that\s+(?:reads|says)|reading|saying|with|"
    rf"containing)\s*:?\s+(?P<new>{TOKEN}|{_CODE}){_TAIL}(?P<where>)",
    re.I,
)
# "locale.py line 20: import os": a line's number and its code, nothing else
LINE_N_CODE = PATTERNS.compile(
    rf"^\W*{_FRAME}(?:(?:in\s+)?(?P<file>{FILE_SAID})\s*,?\s+)?(?:at\s+|on\s+)?line\s+(?P<n>\d+)"
    # ("quiver.py line 441 -> # --- parsing ---": an arrow to a comment puts it there too)
    rf"(?:\s+(?:of|in)\s+(?:the\s+)?(?:file\s+)?(?P<file2>{FILE_SAID}))?\s*(?::|(?P<arrow>->|→|=>)(?=\s*(?:`?#|Q\d)))\s*"
    # ("FILE line 1: add "# ..."": the verb said before the line, "insert the comment '# ...'")
    r"(?:(?:please\s+)?(?:add|insert|put|write)\s*:?\s+(?:(?:the|a|this)\s+(?:comment|line)\s*:?\s+)?)?"
    rf"(?P<new>{TOKEN}|{_CODE})"
    # ("(it should land just above _round_robin_counter)": where that is, said again)
    r"(?:\s*\(\s*(?:it\s+)?(?:should\s+|must\s+|will\s+)?(?:land|sit|go|be|come)s?\s+[^()\n]*\))?"
    rf"{_TAIL}(?P<where>)",
    re.I,
)
# "On line 100 of archive_util.py, swap the %-formatting for an f-string: raise X(f"...")": a
# line's number, what to do to it, and the line it becomes
LINE_N_CHANGE = PATTERNS.compile(
    rf"^\W*{_FRAME}(?:(?:in\s+)?(?P<file>{FILE_SAID})\s*,?\s+)?(?:at\s+|on\s+)?line\s+(?P<n>\d+)"
    rf"(?:\s+(?:of|in)\s+(?:the\s+)?(?:file\s+)?(?P<file2>{FILE_SAID}))?\s*[,:]\s*(?:please\s+)?"
    r"(?:swap|change|replace|rewrite|turn|convert|make|update|switch|reword)\b[^:]*:\s*"
    rf"(?P<new>{TOKEN}|{_CODE}){_TAIL}",
    re.I,
)
# "FILE: line 17 should become `# ...`, pushing supported_dtypes one line down": a line's
# number and what it should read; what is said to move down makes it a new line there
LINE_N_BECOMES = PATTERNS.compile(
    rf"^\W*{_FRAME}(?:(?:in\s+)?(?P<file>{FILE_SAID})\s*[,:]?\s+)?(?:at\s+|on\s+)?line\s+(?P<n>\d+)"
    rf"(?:\s+(?:of|in)\s+(?:the\s+)?(?:file\s+)?(?P<file2>{FILE_SAID}))?\s+(?:should|must|needs\s+to|"
    rf"has\s+to|is\s+to)\s+(?:now\s+)?(?:become|be|read|say)\s*:?\s*(?P<new>{TOKEN})"
    r"(?P<down>\s*,?\s*(?:pushing|moving|shifting|bumping)\s+(?:[^,;.]+?\s+)?down(?:\s+by\s+one)?)?"
    rf"{_TAIL}",
    re.I,
)
# "Just before new_work_dir hands back the new WorkDir, log it ... with logger.debug(...)": the
# line to add, before the return statement of the definition said
BEFORE_RETURN = PATTERNS.compile(
    rf"\b(?:(?:just|right|immediately)\s+)?before\s+(?:the\s+)?(?P<scope>{TOKEN}|{IDENT}(?:\.{IDENT})*)"
    r"(?:\(\))?\s+(?:returns|hands\s+back|gives\s+back|passes\s+back)\b[^,;:]*[,;:]\s*"
    r"(?:please\s+)?(?:add|insert|put|log|print|call|emit|do|record)\b[^:]*?(?:\s+with|:)\s*"
    rf"(?P<new>{TOKEN}|{_CODE})(?:\s*\(\s*(?:in\s+)?(?P<file>{FILE_SAID})\s*\)|\s+in\s+(?P<file2>{FILE_SAID}))?{_TAIL}",
    re.I,
)
# "in f, just before its return statement, insert the comment # ...": f said before
BEFORE_ITS_RETURN = PATTERNS.compile(
    r"\b(?:(?:just|right|immediately|directly)\s+)?before\s+(?:its|the)\s+(?:only\s+)?return"
    r"(?:\s+(?:statement|line))?\s*[,;:]\s*(?:please\s+)?(?:add|insert|put)\s*:?\s+"
    rf"(?:(?:the|a|this)\s+(?:new\s+)?(?:comment|line|statement)\s*:?\s*)?(?P<new>{TOKEN}|{_CODE}){_TAIL}",
    re.I,
)
# "just before the return at the end of NamedTypes.__computeMinTagSet put this comment on its own
# line: # ...": the function said after the return
BEFORE_RETURN_OF = PATTERNS.compile(
    r"\b(?:(?:just|right|immediately|directly)\s+)?before\s+the\s+(?:only\s+|final\s+|last\s+)?"
    r"return(?:\s+(?:statement|line))?\s+(?:at\s+the\s+(?:very\s+)?end\s+of|of|in)\s+"
    rf"(?P<scope>{TOKEN}|{IDENT}(?:\.{IDENT})*)(?:\(\))?\s*[,;:]?\s*(?:please\s+)?(?:add|insert|put)\s*:?\s+"
    r"(?:(?:the|a|this)\s+(?:new\s+)?(?:comment|line|statement)\s*)?(?:on\s+(?:its|a)\s+own\s+line\s*)?"
    rf":?\s*(?P<new>{TOKEN}|{_CODE}){_TAIL}",
    re.I,
)
# "Replace its return line with return f"..."", "change the return statement of f to `return 1`"
RETURN_LINE_WITH = PATTERNS.compile(
    rf"\b(?:replace|change|rewrite|swap|make)\s+(?:its|the)\s+(?:only\s+)?return\s+(?:line|statement)"
    rf"(?:\s+(?:of|in)\s+(?P<scope>{TOKEN}|{IDENT}(?:\.{IDENT})*)(?:\(\))?)?{_IN_FILE}?\s+(?:with|to|by|for)"
    rf"\s*:?\s*(?P<new>{TOKEN}|{_CODE}|return\b[^\n]*?)(?P<file>{_IN_FILE})?{_TAIL}",
    re.I,
)
# "change Actor.__repr__ so it returns f"..."": its return line, its new value given
RETURNS_GIVEN = PATTERNS.compile(
    rf"\b(?:change|update|modify|edit|rewrite|fix|tweak)\s+(?P<scope>{TOKEN}|{IDENT}(?:\.{IDENT})*)(?:\(\))?"
    rf"{_IN_FILE}?\s*,?\s+so\s+(?:that\s+)?it\s+returns\s+(?P<new>(?:[rbfu]{{1,2}}\s)?{TOKEN}|{_CODE}|[^\s,]+){_IN_FILE}?{_TAIL}",
    re.I,
)
# "FILE needs import os at line 9"
NEEDS_AT_LINE = PATTERNS.compile(
    rf"(?P<file>{FILE_SAID})\s+(?:needs|should\s+have|must\s+have|is\s+missing|lacks|wants)\s+"
    rf"(?:the\s+line\s+|{_AN_IMPORT})?{_NEW}\s+(?P<where>at|on|as)\s+line\s+(?P<n>\d+){_TAIL}",
    re.I,
)
# "at the very end of FILE, after the readline setup", "at line 9, between `a` and `b`": the
# place said again in other words, left out of the reading
ASIDE = PATTERNS.compile(
    rf"((?:\b(?:end|bottom|top|beginning|start)|\bline\s+\d+)(?:\s+of\s+(?:the\s+)?(?:file\s+)?{FILE_SAID})?)"
    r"\s*,\s*(?:(?:right|just)\s+)?(?:between|after|before|below|above|under|following|next\s+to)\b"
    # (up to the request that follows: "On line 109 of F, just above X, insert ...")
    r"(?:(?!,\s*(?:please\s+)?(?:insert|add|put|place|write)\b)[^.;!?])*",
    re.I,
)
# "Add an import of functools": the import statement
IMPORT_OF = PATTERNS.compile(r"\b(?:an?\s+)?import\s+of\s+([\w.]+)", re.I)
# "put X with the other imports at the top": where imports go anyway
# ("the other stdlib imports": which of them, in one or two words)
_THE_IMPORTS = (
    r"the\s+(?:(?:other|existing|standard[- ]library|stdlib|third[- ]party)\s+){0,2}imports\b"
)
WITH_THE_IMPORTS = PATTERNS.compile(
    rf"\s+(?:(?:together\s+)?with|next\s+to|alongside|among|to|into)\s+{_THE_IMPORTS}",  # "to the imports"
    re.I,
)
INSTEAD_OF_JUST = PATTERNS.compile(
    r"\b(instead\s+of|rather\s+than)\s+(?:just|only|simply|merely|plain)\b", re.I
)
# a comment said as where a line is: "the one under the 'break reference cycle' comment"
NEAR = r"under|below|beneath|after|above|before"  # where a line is, next to another
_COMMENT_NEAR = rf"\b(?:{NEAR})\s+(?:the\s+)?{TOKEN}\s+comment\b"
COMMENT_NEAR = PATTERNS.compile(_COMMENT_NEAR, re.I)
# ... said in brackets, after the line it places: dropped, the words before say the line
COMMENT_NEAR_REMARK = PATTERNS.compile(
    rf"\s*\((?:the\s+(?:one|line)\s+|it'?s\s+)?(?:(?:right|just|directly)\s+)?{_COMMENT_NEAR}\s*\)",
    re.I,
)
# "at the top of FILE, below the imports": the top, after the file's imports
BELOW_IMPORTS = PATTERNS.compile(
    r",?\s+(?:(?:right|just|directly)\s+)?(?:below|after|under|beneath|following)\s+(?:all\s+)?"
    r"(?:the|its|their)\s+(?:other\s+)?imports\b|"
    # "between the imports and the class": below them
    r",?\s+between\s+(?:the|its|their)\s+imports\s+and\s+(?:the\s+)?[\w ]{1,30}?(?=\s*(?:[.,;(]|$))",
    re.I,
)
MODULE_LEVEL = PATTERNS.compile(r",?\s+(?:at|on)\s+(?:the\s+)?(?:module|top)[- ]level\b", re.I)
# "the default domain (_current_domain) should be 'myapp'": the name in brackets is the subject
NAME_IN_BRACKETS = PATTERNS.compile(
    rf"(?:\bthe\s+)?(?:[a-z]+\s+){{0,4}}(?<![\w.)\]])\(\s*({IDENT}(?:\.{IDENT})*)\s*\)(?=\s+{SHOULD}\b)",
    re.I,
)
# "numbers.py:264 — comment out that line": a place written as an editor writes it
FILE_COLON_LINE = PATTERNS.compile(rf"(?<![\w/.-])({FILE_SAID}):(\d+)\b")
# "at the top of the module", "at the very end of the file": the file named elsewhere, or the one
_AT_EDGE = r"at\s+the\s+(?:very\s+)?(?:top|start|beginning|head|end|bottom)"
OF_THE_MODULE = PATTERNS.compile(
    rf"\b({_AT_EDGE})\s+of\s+(?:the|this|that)\s+(?:[\w.-]+\s+){{0,3}}?(?:module|file|script)\b"
    r"(?!\s+`?(?:[\w.-]+/)*[\w-]+\.[A-Za-z])",  # "of the file x.py" names it
    re.I,
)
# words before "module" or "plugin" that say which one, never part of its name ("the same
# module", "the main module")
_NOT_NAMED = (
    r"(?!(?:same|other|whole|entire|current|given|new|old|following|above|right|wrong|main|"
    r"python|test)\b)"
)
# "append X as the very last line of the session manager module", "... at the top of the acmpca
# models module": a module said in words, its words joined ("session_manager.py"; the handler
# finds ``sessionmanager.py`` and ``acmpca/models.py`` too)
LINE_OF_MODULE_IN_WORDS = PATTERNS.compile(
    r"\b((?:very\s+)?(?:first|last|final)\s+line\s+of\s+|at\s+the\s+(?:very\s+)?(?:top|start|"
    r"beginning|end|bottom)\s+of\s+|imports\s+(?:of|in)\s+)the\s+"
    rf"{_NOT_NAMED}"
    r"((?-i:[a-z]+\s+){1,2}(?-i:[a-z]+))\s+module\b",
    re.I,
)
# "set X in the blp plugin to ...": a plugin said in words ("blp_plugin.py"; the handler finds
# the one file whose name holds those words in order, ``BlpImagePlugin.py``)
PLUGIN_IN_WORDS = PATTERNS.compile(
    r"\b((?:(?:very\s+)?(?:first|last|final)\s+line\s+of|in|inside|of|to)\s+)the\s+"
    rf"{_NOT_NAMED}"
    r"((?:(?!(?:the|a|an|its|this|that|which|what)\b)[A-Za-z]+\s+)?"
    r"(?!(?:the|a|an|its|this|that|which|what)\b)[A-Za-z]+\s+plugin)\b",
    re.I,
)
# "... from "a" to "b" in the thread pool module?": a file said by what it is, at the end (the
# text quoted says where; "in the cookiejar module" names one, and stays)
DESCRIBED_MODULE = PATTERNS.compile(
    r"\s+(?:in|inside|within|of|from)\s+the\s+(?:[\w-]+\s+){2,4}(?:module|file|package|script)(?=\W*$)",
    re.I,
)
# "put `# x` on the line just above `y = 1`": a line before another, said as a place
ON_THE_LINE = PATTERNS.compile(
    r"\bon\s+the\s+line\s+(?=(?:(?:just|right|directly|immediately)\s+)?(?:above|below|after|before)\s+\S)",
    re.I,
)
# "[FILE] need `import functools` up top with the other imports": an import wanted is one to add
# ("up with the other imports" is with them)
IMPORT_NEEDED = PATTERNS.compile(
    r"(?<![\w.])(?:(?:I|we)\s+)?(?:need|want|would\s+like|['’]d\s+like)\s+"
    rf"(?=[`'\"“‘]?(?:import|from)\s+[\w.]+)|\bup\s+(?=(?:together\s+)?with\s+{_THE_IMPORTS})",
    re.I,
)
# "delete the module-level __getattr__ at the bottom of FILE": where a definition to delete is
# in its file says no more than the file
DELETED_AT_EDGE = PATTERNS.compile(
    rf"^(?P<head>\W*(?:[^:\n]{{1,40}}:\s*)?(?:\w+\s+){{0,4}}?{DELETE_VERB}\s+(?:the\s+)?"
    rf"(?:[a-z][\w-]*\s+){{0,2}}?`?[A-Za-z_][\w.]*`?(?:\(\))?(?:\s+(?:function|method|class|helper))?)"
    r"\s+(?:right\s+)?at\s+the\s+(?:very\s+)?(?:bottom|end|top|start)\s+of\s+(?=(?:the\s+)?(?:file\s+)?"
    r"(?:[\w.-]+/)*[\w-]+\.py\b)",
    re.I,
)
# "insert at line 241 of FILE: # x": the verb before a line's number and its new code (read as
# "at line 241 of FILE: # x"; "FILE, insert at line 405: # x": the file said first)
VERB_AT_LINE = PATTERNS.compile(
    rf"^(\W*(?:(?:in\s+)?{FILE_SAID}\s*(?:,|:|\s[-–—]+)\s*)?{_FRAME})(?:insert|add|put|write|place)\s+(?=(?:at|on)\s+line\s+\d+(?:\s+(?:of|in)\s+"
    rf"(?:the\s+)?(?:file\s+)?{FILE_SAID})?\s*:)",
    re.I,
)
# "FILE, lines 164-168: drop the "From 0.3 onwards" paragraph plus the blank line after it":
# the lines said first are what goes; the words after say what they hold
RANGE_THEN_PART = PATTERNS.compile(
    rf"^(?P<head>\W*(?:(?:in\s+)?{FILE_SAID}\s*,?\s*)?lines?\s+\d+\s*(?:-|–|to|through)\s*\d+\s*:\s*"
    rf"(?:please\s+|pls\s+)?(?:{DELETE_VERB}|comment\s+out))\s+the\s+(?:[^.;!?]|\.(?=\S))*?"
    r"\b(?:paragraph|block|section|note|part|chunk|stanza|bit)\b(?:[^.;!?]|\.(?=\S))*",
    re.I,
)
# "I'd like X to be "Advanced" -- can you change that in FILE?": the wish is the request, the
# question after it only says where
CHANGE_THAT_TAIL = PATTERNS.compile(
    rf"\s*(?:--?|—|–|[,.;])?\s*(?:(?:can|could|would)\s+you\s+|please\s+|pls\s+)+"
    rf"(?:change|do|fix|update|make|set)\s+(?:that|this|it)(?P<file>\s+(?:in|inside)\s+{FILE_SAID})?"
    r"(?:\s+(?:please|pls|for\s+me))?\s*[?.!]*\s*$",
    re.I,
)
LIKE_TO_BE = PATTERNS.compile(
    rf"\b(?:I['’]?d\s+like|I\s+would\s+like|I\s+want|we\s+want|we['’]?d\s+like)\s+[^.?!]*?\bto\s+"
    rf"(?:be|default\s+to|equal)\b|\b{SHOULD}\s+(?:be|default\s+to)\b",
    re.I,
)
# "the backend's default_parameter_tier": a code name said with what it belongs to in words
OWNER_IN_WORDS = PATTERNS.compile(
    r"(?-i:\bthe\s+(?:[a-z]+\s+)?[a-z]+['’]s\s+)(?=[A-Za-z]\w*_\w*\b)"
)
# "add `'_json': 'json',` to BaseName._mapping, on the line right after `...`": where the line
# belongs, said before the line it goes next to
ADD_TO_NAME_THEN_PLACE = PATTERNS.compile(
    r"(\b(?:add|insert|put)\s+(?:the\s+(?:line|entry)\s+)?(?:`(?P<new>[^`\n]+)`|\"[^\"\n]+\",?))\s+"
    r"(?:to|in|into)\s+(?:the\s+)?`?(?P<name>[A-Za-z_][\w.]*)`?(?:\(\))?(?:\s+(?:dict|list|mapping|table|"
    r"function|method|class|tuple|set))?\s*,?\s+"
    r"(?=(?:on\s+the\s+line\s+)?(?:(?:right|just|directly|immediately)\s+)?(?:after|before|below|above)\b)",
    re.I,
)

NUMBER_ENTRY_SAID = PATTERNS.compile(
    r"\b(?P<verb>add|insert|put|include)\s+(?:an?\s+)?(?P<value>-?\d+(?:\.\d+)?(?:e-?\d+)?)\s+"
    r"(?:[a-z]+\s+)?(?P<to>(?:to|in|into)\s+(?:the\s+)?`?(?:[A-Za-z_]\w*\.)*_?[A-Z][A-Z0-9_]*`?)"
    r"(?:,?\s+(?:right\s+)?between\s+`?(?P<first>[^\s`,]+)`?\s+and\s+`?[^\s`,]+?`?(?=\s*[.!?]?\s*$))?",
    re.I,
)


# "change UsageError's 'exit_code = 2' to 'exit_code = 64'": the class said first, as where
OWNER_OF_QUOTE = PATTERNS.compile(
    r"\b(change|replace|set|update|make)\s+(?:the\s+)?((?-i:[A-Z]\w*)(?:\.\w+)*)['’]s\s+(?=[`'\"“‘])",
    re.I,
)
# "(EX_USAGE from sysexits.h)": a file a remark cites, when the request says which .py file to edit
CITED_FILE = PATTERNS.compile(
    r"(?<=\s)\((?=[^()]*\b(?:from|see|in|per|cf)\s)[^()`'\"]*\b[\w/-]+\.(?:h|c|txt|md|rst|cfg|ini|toml|"
    r"json|ya?ml|html?|pdf)\b[^()`'\"]*\)",
    re.I,
)
# "matplotlib/mathtext.py line 97: insert # ...": the verb after the line's number and colon
VERB_AFTER_LINE = PATTERNS.compile(
    rf"(\bline\s+\d+(?:\s+(?:of|in)\s+{FILE_SAID})?\s*:\s*)(?:please\s+)?(?:insert|add|put|write)\s*:?\s+"
    r"(?=#|(?:import|from)\s)",  # (unquoted: a quoted line's place is read by LINE_FIRST_INSERT)
    re.I,
)
# "change the default timeout of SpawnBase.__init__ from 30 to 60": the definition said after
DEFAULT_OF = PATTERNS.compile(
    r"^(?P<pre>\W*(?:please\s+|pls\s+|(?:can|could|would)\s+you\s+(?:please\s+)?)?)"
    r"(?P<verb>change|set|raise|bump|lower|increase|decrease|reduce|make)\s+the\s+default\s+"
    r"(?P<name>[A-Za-z_]\w*)\s+(?:of|in|for)\s+`?(?P<owner>[A-Za-z_][\w.]*)`?(?:\(\))?\s+(?=from\s|to\s)",
    re.I,
)
# "the ignore_cleanup_errors default of TemporaryDirectory", "the default of x in f": the
# definition's own ("TemporaryDirectory's default ignore_cleanup_errors")
DEFAULT_OF_NAME = PATTERNS.compile(
    r"\bthe\s+(?:`?(?P<name>[A-Za-z_]\w*)`?\s+default|default\s+(?:value\s+)?of\s+"
    r"`?(?P<name2>[A-Za-z_]\w*)`?)\s+(?:of|in|for)\s+(?:the\s+)?(?:(?:function|method|class)\s+)?"
    r"`?(?P<owner>[A-Za-z_][\w.]*)`?(?:\(\))?(?=\s+(?:from|to)\s)",
    re.I,
)


# "Make omega default to niter=10 instead of 5": that parameter's default
DEFAULT_TO_PARAMETER = PATTERNS.compile(
    rf"\bmake\s+`?(?P<owner>{IDENT}(?:\.{IDENT})*)(?:\(\))?`?\s+default\s+to\s+`?(?P<name>{IDENT})"
    r"\s*=\s*(?P<new>[^\s`,()]+?)`?\s+(?:instead\s+of|rather\s+than|not)\s+`?(?:(?P=name)\s*=\s*)?"
    r"(?P<old>[^\s`,()]+?)`?(?=[\s.,;!?)]|$)",
    re.I,
)


# "Make bilinear the default method of cont2discrete instead of zoh": the same, said the other way
MAKE_THE_DEFAULT = PATTERNS.compile(
    rf"\bmake\s+`?(?P<new>[^\s`,()]+?)`?\s+the\s+default\s+`?(?P<name>{IDENT})`?\s+(?:of|for|in)\s+"
    rf"(?:the\s+)?(?:(?:function|method|class)\s+)?`?(?P<owner>{IDENT}(?:\.{IDENT})*)(?:\(\))?`?,?\s+"
    r"(?:instead\s+of|rather\s+than|not)\s+`?(?P<old>[^\s`,()]+?)`?(?=[\s.,;!?)]|$)",
    re.I,
)


def _default_to_parameter(m: re.Match[str]) -> str:
    return f"change {m['owner']}'s default {m['name']} from {m['old']} to {m['new']}"


def _default_of_name(m: re.Match[str]) -> str:
    return f"{m['owner']}'s default {m['name'] or m['name2']}"


# "swap the decorator @functools.lru_cache(50) on _parse_cached for ...": the decorator's code
DECORATOR_ON = PATTERNS.compile(
    r"\b(?:the\s+)?decorator\s+(@[\w.]+(?:\([^)\n]*\))?)\s+(?:on|of|above|over)\s+`?[\w.]+`?(?:\(\))?",
    re.I,
)
# "change the default message from msg = "Timeout" to msg = "...": what the code is, said
# before the code itself
NOUN_FROM_CODE = PATTERNS.compile(
    r"\b(change|replace|switch|swap|update)\s+(?:the\s+)?(?:[\w-]+\s+){1,3}?from\s+"
    r"(?=[A-Za-z_][\w.]*\s*=\s*\S[^\n]*?\s+to\s+[A-Za-z_][\w.]*\s*=)",
    re.I,
)
# "import sys at the top of the module": the import said as the imperative (also after a
# clause: "I'm going to warn ..., so please import warnings at the top of json.py")
IMPORT_VERB = PATTERNS.compile(
    rf"(^\W*(?:(?:please|pls|TODO\s*(?:\([^)\n]*\))?\s*:|In\s+\S+,)\s*)*|[,;]\s+(?:so|and|then)\s+"
    rf"(?:(?:please|pls|just)\s+)?)import\s+(?=[\w.]+"
    rf"(?:\s+as\s+\w+)?\s+{_AT_EDGE}\b)",
    re.I,
)
# "the docstring in [pluggy/_hooks.py]: ...": a file in square brackets inside a sentence
FILE_IN_BRACKETS = PATTERNS.compile(
    r"(?<=\s)\[((?:[\w.-]+/)*[\w-]+\.[A-Za-z]\w{0,7})\](?=[\s,.:;!?]|$)"
)
# "[FILE] comment out x": a file in square brackets first is "In FILE, ..."
FILE_FIRST_IN_BRACKETS = PATTERNS.compile(
    r"^\W*?(?:(?:TODO|FIXME|XXX|NOTE)\s*\(|\[)\s*((?:~?/)?(?:[\w.-]+/)*[\w-]+\.[A-Za-z0-9]{1,8})"
    r"\s*[\])]\s*[:,-]?\s*"
)
# "(in FILE)": the file said in brackets is said as any other
IN_BRACKETS = PATTERNS.compile(
    # (never a call's arguments: "b64encode(self.data)")
    r"(?<![\w.\])])\(\s*((?:in|inside|within|from|of)\s+[^()]*?)\s*\)|"
    r"(?<![\w.\])])\(\s*(?P<file>(?:[\w.-]+/)*[\w-]+\.[A-Za-z]\w{0,7})\s*\)",  # "(timeit.py)"
    re.I,
)
# "add a blank line after line 4": a line with no text, read as a quoted empty one (not what a
# line does: "the line that prints an empty line below the banner")
BLANK_LINE = PATTERNS.compile(
    r"(?<!\bprints\s)(?<!\bwrites\s)(?<!\boutputs\s)(?<!\bemits\s)(?<!\bechoes\s)"
    r"\b(?:a|an|one)\s+(?:blank|empty)\s+line\b",
    re.I,
)
# "(no vertical tab or form feed)", "(the separator after capwords)": words in brackets that
# only comment on the request (a file in them is read before they are left out)
REMARK = PATTERNS.compile(r"(?<=\s)\(\s*((?!Q\d)[^\W\d][\w'-]*(?:[\s,]+(?!Q\d)[\w'.-]+)+)\s*\)")
# where brackets hold a value, not a remark: "set X to (a for a in b)"
VALUE_BEFORE = PATTERNS.compile(r"(?:\bto|=|\bwith|\bby|\bbe|\bas|\binto)\s*$", re.I)


APPEND = PATTERNS.compile(
    rf"\b(?P<verb>append|prepend)\s+{_LINE}\s*(?P<new>{TOKEN})\s+(?:to|onto)\s+(?:the\s+)?"
    rf"(?:file\s+)?(?P<file>{FILE_SAID})",
    re.I,
)
# "insert `x` after line 3 of FILE", "add `x` at line 3", "in FILE, put `x` above line 3"
AT_LINE = PATTERNS.compile(
    rf"\b(?:insert|add|put|place|write)\s+{_LINE}\s*{_NEW}{_IN_FILE}?\s*,?\s+"
    rf"(?:(?:right|just|directly|immediately)\s+)?(?P<where>after|before|above|below|under|at|on|as)"
    rf"\s+line\s+(?:number\s+|no\.?\s*)?(?P<n>\d+)(?:\s+(?:of|in)\s+(?:the\s+)?(?:file\s+)?"
    rf"(?P<file>{FILE_SAID}))?",
    re.I,
)
AT_LINE_FIRST = PATTERNS.compile(
    rf"(?:\b(?:(?:right|just|directly|immediately)\s+)?(?P<where>after|before|above|below|under|at|on)|"
    rf"(?:^\W*|,)(?=\s*line\s+\d+\s*[:,]))"
    rf"\s*line\s+(?:number\s+|no\.?\s*)?(?P<n>\d+)(?:\s+(?:of|in)\s+(?:the\s+)?(?:file\s+)?"
    rf"(?P<file>{FILE_SAID}))?\s*[,:]?\s*(?:please\s+)?(?:insert|add|put|place|write)\s*:?\s+{_LINE}\s*"
    rf"(?P<new>{TOKEN}|{_CODE}(?={_TAIL}))",
    re.I,
)
# "Put this comment on line 23 of connectivity.py, directly above the default flow function:
# # ...": what it is, the line, a remark, then the new line after a colon
AT_LINE_NOUN_FIRST = PATTERNS.compile(
    rf"\b(?:insert|add|put|place|write)\s+(?:(?:the|this|a|one)\s+(?:new\s+)?(?:comment|line|statement)|"
    # ("Insert this at line 482 of FILE: # ...")
    rf"this|the\s+following)\s+(?P<where>after|before|above|below|under|at|on)\s+line\s+(?P<n>\d+)(?:\s+(?:of|in)\s+(?:the\s+)?"
    rf"(?:file\s+)?(?P<file>{FILE_SAID}))?(?:\s*,[^:\n]{{1,80}}?)?\s*:\s*(?P<new>{TOKEN}|{_CODE}(?={_TAIL}))",
    re.I,
)
# "delete the line that says X", "delete this line from FILE: X"
_QUOTED_LINE = (
    # a word before the text or its noun: "the stale comment 'x'", "the old `x` line"
    # ("the stale python 2 `#print n` debugging comment")
    r"(?:(?:the|this|that|following|an?)\s+){0,2}(?:(?:(?!(?:line|comment|statement|call)\b)[a-z0-9-]+\s+){1,3}"
    r"(?=Q\d|(?:comment\s+|code\s+|import\s+)?(?:line|statement|comment|call)\s))?"
    r"(?P<word>(?:comment\s+|code\s+|import\s+)?line|statement|comment|call)?"
    rf"{_IN_FILE}?\s*:?\s*(?:that\s+(?:says|reads|contains)\s+|containing\s+|with\s+)?"
)
# "delete line 3 of FILE", "remove lines 3-5 from FILE", "in FILE, drop lines 3 to 5"
DELETE_LINES_AT = PATTERNS.compile(
    rf"\b(?P<verb>{DELETE_VERB}|comment\s+out|uncomment|"
    # ("re-enable the commented-out rnorm <= epsx test on line 316"): an uncomment
    rf"{RE_ENABLE}(?=\s+(?:the\s+)?(?:commented|disabled)\b))\s+(?:the\s+)?"
    rf"(?:(?:blank|empty|first|last|stale|old|extra|unused|duplicate|redundant)\s+)?"
    # "delete the TODO comment on lines 53-54": what is there, then where
    rf"(?:(?:(?!lines?\b)(?:[\w/'-]+|[<>=!]=?)\s+){{1,6}}?(?:on|at)\s+|"
    # "uncomment the module-level import of docutils.transforms near the top (line 33)"
    rf"(?:(?!lines?\b)[\w/.'-]+\s+){{1,10}}?\(\s*(?:on\s+|at\s+)?)?lines?\s+"
    rf"(?:number\s+)?(?P<a>\d+)"
    rf"(?:\s*(?:-|–|to|through|thru|until|till|and)\s*(?:line\s+)?(?P<b>\d+))?(?:\s+(?:of|in|from)\s+(?:the\s+)?"
    rf"(?:file\s+)?(?P<file>{FILE_SAID}))?",
    re.I,
)
# "Lines 41-42 of FILE are stale. Delete them.", "... (lines 539-540 of FILE). Please delete both
# lines.", "line 264 of FILE — comment out that line": the line numbers said before
LINES_PRONOUN = PATTERNS.compile(
    rf"\b(?P<verb>{DELETE_VERB}|comment\s+out|comment(?=\s+(?:it|them)\s+out\b)|uncomment)\s+"
    r"(?:both(?:\s+of\s+them)?|(?:all\s+)?th(?:ose|ese)(?:\s+[\w/-]+){0,3}?\s+lines|the\s+(?:two|three|four|five|six)"
    r"(?:\s+[\w/-]+){0,2}?\s+lines|them|it|th(?:is|at)\s+line)\b",
    re.I,
)
# "flake8 flags E711 on line 296 of F. pls change that line to `...`": the line said before (or
# the statement: 'the error says "not str" ... Replace that raise with ...')
THAT_LINE_TO = PATTERNS.compile(
    rf"\b(?:change|replace|make|rewrite|turn)\s+(?:that|this|the\s+same)\s+(?P<adj>(?:[\w-]+\s+){{1,2}})?"
    # ("Make that line raise ValueError(...)": the new line's keyword right after it)
    rf"(?P<noun>line|raise|assert|return|statement)"
    rf"(?:\s+(?:to|with|into)\s*:?|(?=\s+(?:raise|return|assert|if|import|from|del|yield)\s)|"
    rf"(?=\s+{TOKEN}))"  # "Make that line `_tasks: set[Task] = ...`": the new line quoted
    rf"\s+(?P<new>{TOKEN}|{_CODE}){_TAIL}",
    re.I,
)
# "... on line 161. Make that line read: 2. Pass trait to `ServerApp`.": all after the colon,
# as written (a docstring's or comment's text keeps its quotes and its full stop)
THAT_LINE_READ = PATTERNS.compile(
    r"\b(?:make|have|let)\s+(?:that|this|the\s+same)\s+line\s+(?:read|say)\s*:\s*(?P<new>\S.*?)\s*$",
    re.I | re.S,
)
COUNT_WORDS = {"both": 2, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
COUNTED = PATTERNS.compile(r"\b(?:both|two|three|four|five|six)\b", re.I)
SUBJECT_FIRST = PATTERNS.compile(
    rf"\W*{_FRAME}(?:(?:in\s+)?{FILE_SAID}\s*[,:]?\s*)?(?:the\s+)?",
    re.I,
)
LINES_SAID = PATTERNS.compile(
    rf"\blines?\s+(?:(?:at|on)\s+)?(?P<a>\d+)(?:\s*(?:-|–|to|through|and)\s*(?P<b>\d+))?(?:\s+(?:of|in)\s+(?:the\s+)?"
    rf"(?:file\s+)?(?P<file>{FILE_SAID}))?",
    re.I,
)
# "the `x` line", "the x = 1 line": the word after the quote
_LINE_AFTER = r"(?P<word2>\s+line)?"
DELETE_LINE = PATTERNS.compile(
    rf"\b{DELETE_VERB}\s+{_QUOTED_LINE}(?P<old>{TOKEN}){_LINE_AFTER}{_IN_FILE}?", re.I
)
COMMENT_OUT = PATTERNS.compile(
    rf"\b(?P<verb>comment\s+out|uncomment)\s+{_QUOTED_LINE}(?P<old>{TOKEN}){_LINE_AFTER}{_IN_FILE}?",
    re.I,
)
# "uncomment the example under “Ignore multiple edges”, the `edge_attr = ...` line": the line
# named again after a comma, as code, is the one (the first quote only said where it is)
LINE_NAMED_AGAIN = PATTERNS.compile(
    rf",\s*(?:i\.e\.\s*,?\s*|namely\s+|that\s+is\s*,?\s*)?(?:the\s+)?(?P<old>{TOKEN})\s+line\b"
)
# ("... and let the base class tokenize it": what is left to do the work, no second change)
_LET_DO_IT = r"\s+and\s+let\s+(?:the|its|it|them)\b[^.!?]*"
# "remove _safe_read from client.py", "get rid of netrc.__repr__": a bare name is its definition
DELETE_NAME_FROM = PATTERNS.compile(
    rf"\b{DELETE_VERB}\s+(?:the\s+)?(?P<name>{TOKEN}|{IDENT}(?:\.{IDENT})*)"
    rf"(?P<call>\(\))?(?P<file>{_IN_FILE})?(?:\s+(?:entirely|completely|altogether|for\s+good))?"
    rf"(?:{_LET_DO_IT})?\s*[.!?]?\s*(?:,?\s*(?:please|thanks|thank\s+you)\W*)?$",
    re.I,
)
# what a framework calls a definition by its role: "remove the loadpy magic from CodeMagics"
ROLE_NOUN = r"(?:magic|command|subcommand|hook|fixture|endpoint|view|route|task|validator|plugin)"
# what a definition may be called before its kind: "the unused helper", "the old private method"
_ADJECTIVES = r"(?:(?!(?:lines?|comment|statement|call)\b)[a-z][a-z-]*\s+){0,2}?"
# a name that holds a value, said by its kind: "delete the PY3 flag", "the constant PY3"
_VALUE_KIND = r"(?:(?:module(?:-level)?\s+|global\s+)?(?:constant|variable|flag))"
DELETE_DEFINITION = PATTERNS.compile(
    rf"\b{DELETE_VERB}\s+(?:the\s+)?{_ADJECTIVES}(?:(?:{DEFINITION}|{_VALUE_KIND})\s+"
    rf"(?P<name>{TOKEN}|{IDENT}(?:\.{IDENT})*)|(?P<name4>(?:whole|entire)\s+(?:{DEFINITION}|thing))|"
    # ("the clabel stub method": a word of what it is between)
    rf"(?P<name2>{TOKEN}|{IDENT}(?:\.{IDENT})*)(?:\(\))?\s+(?:(?:stub|helper|wrapper|decorator|dummy|placeholder|no-?op|utility|util|private|internal|"
    rf"static|test|legacy|deprecated|empty|abstract|[a-z]+-[a-z]+)\s+)?"
    rf"(?:{DEFINITION}|{ROLE_NOUN}|{_VALUE_KIND})|"
    # ("delete the safecall decorator": its definition; never "the cache decorator on f",
    # which is the line above f)
    rf"(?P<name6>{TOKEN}|{IDENT})\s+decorator(?!\s+(?:of|on|from|in|above|over|for)\s+(?!(?:the\s+)?"
    rf"(?:file\s+)?(?:[\w.-]+/)*[\w-]+\.pyi?\b))|"
    rf"definition\s+of\s+(?P<name3>{TOKEN}|{IDENT}(?:\.{IDENT})*)|"
    rf"(?P<name5>__[A-Za-z]\w*__)(?=(?:\(\))?\s+(?:of|in|from)\s))(?:\(\))?"  # "the __repr__ of C"
    rf"(?:\s+(?:of|in|from)\s+(?:the\s+)?(?:class\s+)?(?!(?:module|file|package|script|code|"
    rf"project|repo|codebase)\b)(?P<owner>{TOKEN}|{IDENT})(?:\s+(?:class|module|package))?)?"
    # ("... from the pygments html formatter": the file said in words)
    # (... "from the six compatibility block at the top of F")
    rf"(?:\s+(?:in|from)\s+the\s+(?-i:(?:[a-z][a-z-]*\s+){{0,3}}[a-z][a-z-]*)"
    rf"(?:\s+(?:at|near)\s+the\s+(?:top|bottom|start|end|head))?)?"
    rf"{_IN_FILE}?\s*(?:entirely|completely|complete)?"
    rf"(?:\s*,?\s+(?:(?:together|along)\s+with|incl\.?|including|and)\s+(?:its|the)\s+(?:@?[\w.]+\s+)?"
    rf"decorators?)?{_IN_FILE}?"
    # a reason after it: "..., nobody uses it", "..., C.d() is the way now", "; it dumps ..."
    rf"(?:(?:\s*[,;]|\s+(?:—|–|--?))\s*(?:(?:{_REASON_WORDS}|nobody|no\s+one|nothing|never|unused|dead)\b[^.!?]*|"
    rf"{_STATEMENT_TAIL})|\s*;\s*[^.!?;]*|"
    rf"{_LET_DO_IT})?"
    rf"\s*[.!?]?\s*(?:,?\s*(?:please|thanks|thank\s+you)\W*)?$",
    re.I,
)
# "remove the __main__ block", "drop the `if __name__ == '__main__':` guard": the script's entry
_MAIN_BLOCK = (
    rf"(?:the\s+)?(?:whole\s+|entire\s+)?(?:__main__|main|{TOKEN}|if\s+__name__\s*==\s*\S+?\s*:?)\s+"
    r"(?:block|guard|section|stanza|part|clause)"
)
DELETE_MAIN = PATTERNS.compile(rf"\b{DELETE_VERB}\s+{_MAIN_BLOCK}(?:{_IN_FILE})?{_TAIL}", re.I)
# 'add "print(x)" as the last line of the demo under if __name__ == "__main__":': the end of that
# block (the code under the guard, or the block said as above)
APPEND_TO_MAIN = PATTERNS.compile(
    rf"\b(?:append|add|put|insert|write|place)\s+{_LINE}\s*(?P<new>{TOKEN})\s+(?:as\s+the\s+"
    r"(?:very\s+)?(?:last|final)\s+(?:line|statement)\s+(?:of|in)|(?:at|to)\s+the\s+(?:very\s+)?"
    r"end\s+of)\s+(?:(?:the\s+)?(?:demo|example|self-?test|script|code)\s+(?:under|in|inside|of)\s+"
    rf"(?:the\s+)?if\s+__name__\s*==\s*\S+?\s*:?|{_MAIN_BLOCK}){_IN_FILE}?{_TAIL}",
    re.I,
)
# "drop the test() demo function at the bottom, together with the __main__ block that calls it"
DELETE_WITH_MAIN = PATTERNS.compile(
    rf"\b{DELETE_VERB}\s+(?:the\s+)?{_ADJECTIVES}(?:{DEFINITION}\s+(?P<name>{TOKEN}|{IDENT})|"
    rf"(?P<name2>{TOKEN}|{IDENT})(?:\(\))?\s+(?:[a-z-]+\s+)?{DEFINITION})(?:\(\))?"
    rf"(?:\s+at\s+the\s+(?:bottom|end)(?:\s+of\s+(?:the\s+)?(?:file|module))?)?{_IN_FILE}?\s*,?\s+"
    rf"(?:together\s+with|along\s+with|with|and|plus|as\s+well\s+as)\s+(?:also\s+)?{_MAIN_BLOCK}"
    rf"(?:\s+(?:that|which)\s+(?:calls|runs|uses)\s+it|\s+(?:below|under|after)\s+it)?{_IN_FILE}?{_TAIL}",
    re.I,
)
# "drop PARTIAL from the Commands dict", "remove 'x' from __all__", "PARTIAL is obsolete. Drop its
# entry from Commands": a key or an element of a literal; told from a definition by the words
_ENTRY_WORD = r"(?:entry|key|item|element|member)"
_CONTAINER_WORD = r"(?:dict(?:ionary)?|list|tuple|set|mapping|table|array)"
DELETE_ENTRY = PATTERNS.compile(
    rf"\b(?:{DELETE_VERB}|take)\s+(?:the\s+)?(?:(?P<its>its|their)\s+{_ENTRY_WORD}|"
    rf"(?P<word>{_ENTRY_WORD})\s+(?:for\s+|of\s+)?(?P<item>{TOKEN}|{IDENT}(?:\.{IDENT})*)|"
    rf"(?P<item2>{TOKEN}|{IDENT}(?:\.{IDENT})*)(?:['’]s)?(?P<word2>\s+{_ENTRY_WORD})?)\s+(?:out\s+)?"
    rf"(?:from|of)\s+(?:the\s+)?(?:(?:{_CONTAINER_WORD}\s+)?(?P<container>{TOKEN}|{IDENT}(?:\.{IDENT})*)"
    rf"(?P<kind>\s+{_CONTAINER_WORD})?(?:\s+(?:literal|constant|variable))?|"
    # ("from the extended keyword list": a literal said by the words of its name)
    rf"(?P<desc>[a-z]+(?:\s+[a-z]+){{0,2}})\s+{_CONTAINER_WORD})"
    rf"(?:{_IN_FILE}|\s+in\s+(?:the\s+)?(?:module\s+)?{IDENT}(?:\s+module)?)?{_TAIL}",
    re.I,
)
# "remove 'symiirorder1' and 'symiirorder2' from __all__ in FILE, we export those two ...": two
# entries of one list, each quoted (a remark after a comma)
TWO_ENTRIES = PATTERNS.compile(
    rf"\b(?:{DELETE_VERB}|take)\s+(?:both\s+)?(?P<a>{TOKEN})\s*(?:,\s*and|,|and)\s+(?P<b>{TOKEN})\s+"
    rf"(?:out\s+)?(?:from|of)\s+(?:the\s+)?(?:{_CONTAINER_WORD}\s+)?(?P<container>{TOKEN}|{IDENT}(?:\.{IDENT})*)"
    rf"(?:\s+{_CONTAINER_WORD})?{_IN_FILE}?(?=\s*(?:[,;.!?]|$))",
    re.I,
)
# "set the module-level TABLES to just GSUB and GPOS", "make __all__ hold only f and g": the
# entries of a literal to keep, the others taken out
KEPT_ITEM = rf"(?:{TOKEN}|{IDENT})"
KEEP_ONLY = PATTERNS.compile(
    rf"\b(?:set|make|change|cut|trim|reduce|limit)\s+(?:the\s+)?(?:module-level\s+|global\s+)?"
    rf"(?P<container>{TOKEN}|__\w+__|(?-i:[A-Z][A-Z0-9_]*\b)){_IN_FILE}?\s+(?:to|hold|contain|list|"
    rf"have|keep|export|down\s+to)\s+(?:just|only)\s+(?:the\s+)?(?P<items>{KEPT_ITEM}"
    rf"(?:\s*,\s*{KEPT_ITEM})*\s*,?\s*(?:and|&)\s+{KEPT_ITEM})(?:\s+(?:entries|items|names))?"
    rf"{_IN_FILE}?(?=\s*(?:[.;,!?]|$))",
    re.I,
)
# "the entry 'dummy_thread': '_dummy_thread', in IMPORT_MAPPING of FILE is useless. Drop it."
# "In main(), right after the line that prints the version, add print(x)": a line said by what
# it does, and the new line (the handler finds the one, or declines)
# (a line said by its statement: "just before the if that checks ANDROID_DATA, ...")
_LINE_OR_STATEMENT = (
    r"(?:line|(?-i:if|elif|while|for|return|raise|assert|with|try)(?:\s+statement)?)"
)
NEXT_TO_LINE_THAT = PATTERNS.compile(
    rf"\b(?P<where>after|before|below|above)\s+the\s+{_LINE_OR_STATEMENT}\s+"
    # "the line in f that", "the line in the inner _offset that"
    rf"(?:(?:in|of)\s+(?:the\s+)?(?:(?:inner|nested|outer|local)\s+)?(?:(?:function|method|helper)\s+)?"
    rf"(?P<scope>{TOKEN}|{IDENT}(?:\.{IDENT})*)(?:\(\))?\s+)?"
    r"(?:that|which|where)\s+(?P<desc>[^,;]+?)"
    r"\s*[,;]\s*(?:please\s+)?(?:add|insert|put)\s*:?\s+(?:the\s+line\s+)?"
    # "add a comment: # ...", "add this line: ...", "put this comment on its own line: ..."
    r"(?:(?:a|an|the|this|one|new)\s+(?:new\s+)?(?:comment|line|statement|call)(?:\s+line)?"
    r"(?:\s+on\s+(?:its\s+own|a\s+(?:new|separate))\s+line)?\s*(?::\s*|(?=#)))?"
    r"(?P<new>\S.*?)\s*[.!]?\s*$",
    re.I | re.S,
)
# "put right after the line which is finding the parameters node this comment: `# ...`": the
# place first, then what goes there
PUT_NEXT_TO_LINE = PATTERNS.compile(
    r"\b(?:add|insert|put)\s+(?:(?:right|just|directly|immediately)\s+)?(?P<where>after|before|below|"
    r"above)\s+the\s+line\s+(?P<scope>)(?:that|which|where)\s+(?P<desc>[^,;:]+?)\s+(?:this|the\s+following|"
    r"the|a)\s+(?:new\s+)?(?:comment|line|statement)\s*:?\s*(?P<new>\S.*?)\s*[.!]?\s*$",
    re.I | re.S,
)
# "add the comment `X` right before the line in _handle_200_error that rewrites ...": what
# goes first, then where
ADD_NEXT_TO_LINE_THAT = PATTERNS.compile(
    rf"\b(?:add|insert|put)\s+(?:(?:the|a|this)\s+(?:new\s+)?(?:comment|line|statement)\s*:?\s*)?"
    rf"(?P<new>{TOKEN})(?:\s+on\s+(?:its\s+own|a\s+(?:new|separate))\s+line)?\s+"
    rf"(?:(?:right|just|directly|immediately)\s+)?(?P<where>after|before|below|"
    rf"above)\s+the\s+line\s+(?:(?:in|of)\s+(?P<scope>{TOKEN}|{IDENT}(?:\.{IDENT})*)(?:\(\))?\s+)?"
    r"(?:that|which|where)\s+(?P<desc>[^,;]+?)\s*[.!?]?\s*$",
    re.I,
)
# "In main(), ...", "... in core.py's set_cors_headers": the definition a line is in
SCOPE_SAID = PATTERNS.compile(
    # ("in derivative's check_termination, ...": a function's nested one)
    rf"\b(?:in|inside|within)\s+(?:the\s+)?(?:(?:function|method|class)\s+)?(?:(?:{FILE_SAID}|{IDENT})['’]s\s+"
    rf"(?!(?:signature|header|definition|body|parameters|arguments|defaults|docstring)\b))?"
    rf"(?P<scope>{TOKEN}|{IDENT}(?:\.{IDENT})*)(?:\(\))?"
    # ("In find_peaks_cwt's signature, ...": the definition whose part is said)
    # (not a file's name: "in index.py from BT to LR")
    # ("In handle_request's except block, ...": a block of the definition said)
    rf"(?:['’]s\s+(?:signature|header|definition|body|parameters|arguments|defaults|"
    rf"(?:(?:except|try|else|finally|for|while|if|with|inner|outer|main|last|first)\s+)?"
    rf"(?:block|branch|clause|loop)))?(?=\s*(?:[,;:!?]|\.(?!\w)|$)|"
    # "comment out in class Domain the line which ..."
    r"\s+the\s+(?:line|statement|call|assert)\b|"
    # ("In derive_key of okp_key.py, just above ...": its file said after it)
    rf"\s+(?:of|in)\s+(?:the\s+)?(?:file\s+)?{FILE_SAID}(?=\s*[,;:])|"
    # "In flash() remove the line ...": the verb right after it; "the line in f that ..."
    # ("In f() could you comment out ...": after asking)
    rf"\s+(?:(?:please|pls|plz|(?:can|could|would|will)\s+you(?:\s+please)?)\s+)?"
    rf"(?:comment\s+out|uncomment|{DELETE_VERB}|add|insert|put)\b|"
    # ("in __rich_console__ of the rich progress bar, right after ...": its owner in words)
    r"\s+of\s+(?:the|a|an|this|that)\s+[\w' -]{1,40}?\s*,|"
    r"\s+(?:that|which|where)\s|\s+there(?:\s+is|\s+are|['’]s)\s)",  # "In f there is a line ..."
    re.I,
)
# "the line near the end of evaluate that ...", "In the IPython branch of install(), ...": the
# definition a part of which is said (never "the end of the file")
SCOPE_PART_OF = PATTERNS.compile(
    r"\b(?:(?:at|near|towards?)\s+the\s+(?:very\s+)?(?:end|bottom|top|start|beginning)|"
    r"(?:[\w-]+\s+){0,2}(?:branch|block|loop|clause))\s+of\s+(?:the\s+)?(?:(?:function|method)\s+)?"
    r"(?!(?:file|module|script|function|method|class|body|loop|block|list|docstring|line|page|"
    r"output|string|text|message|it|its|their|our|your|this|that)\b)"
    rf"`?(?P<scope>{IDENT}(?:\.{IDENT})*)`?(?:\(\))?(?![\w.])",
    re.I,
)
# "The bitbucket link in the isatty method of _NonClosingTextIOWrapper is dead": a method and
# its class, said in words
METHOD_OF_CLASS = PATTERNS.compile(
    rf"\b(?:in|inside|within)\s+the\s+`?(?P<name>{IDENT})`?(?:\(\))?\s+method\s+of\s+(?:the\s+)?"
    rf"(?:class\s+)?`?(?P<owner>{IDENT})`?",
    re.I,
)
# "Event.set in tornado/locks.py: right after the line that ...": the definition said first
SCOPE_FIRST = PATTERNS.compile(
    rf"^\W*(?P<scope>{IDENT}(?:\.{IDENT})+|{IDENT}\(\)|(?-i:\w*[a-z]_\w*))(?:\(\))?\s+in\s+{FILE_SAID}\s*[:,—–]",
    re.I,
)
REMARK_DASH = PATTERNS.compile(r"\s[-—–]+\s")
# "..., we don't feed it StringIO anymore", "..., those darwin flags have been fine for years":
# a reason after the request
REMARK_AFTER = PATTERNS.compile(
    rf",\s+(?={_REASON}|(?:th(?:ose|ese|is|at)\s+)?\w+\s+\w+\s+(?:are|is|have|has|were|was|do|does)"
    r"(?:n['’]?t)?\b)",
    re.I,
)
# what a line is called in "comment that entry out", "uncomment the statement"
LINE_NOUN = r"\b(lines?|statement|entry|item|element|call|alias|assignment|increment|decrement)\b"
# "show_banner shouldn't be in IGNORED_TRAITS anymore, take it out of the tuple."
ENTRY_NOT_IN = PATTERNS.compile(
    rf"(?P<item>{TOKEN}|{IDENT})\s+(?:should(?:n['’]t|\s+not)|must\s+not|does(?:n['’]t|\s+not)\s+"
    rf"(?:need|have)\s+to)\s+be\s+in\s+(?:the\s+)?(?P<container>{TOKEN}|{IDENT}(?:\.{IDENT})*)"
    rf"(?:\s+(?:any\s?more|now|either))?\s*[,.;:]?\s*(?:so\s+)?(?:please\s+)?(?:{DELETE_VERB}|take)\s+"
    rf"(?:it|that|this)\s+(?:out\s+)?(?:of|from)\s+(?:the|that|this|its)\s+{_CONTAINER_WORD}{_TAIL}",
    re.I,
)
ENTRY_SAID = PATTERNS.compile(
    rf"\b{_ENTRY_WORD}\s+(?P<item>{TOKEN})(?:\s*:\s*{TOKEN})?\s*,?\s+(?:in|of|from)\s+(?:the\s+)?"
    rf"(?P<container>{IDENT}(?:\.{IDENT})*)(?P<rest>.*)\b{DELETE_VERB}\s+(?:it|that|this)\b",
    re.I | re.S,
)
# "listmailcapfiles is meant to be public. Add it to __all__, after findmatch", "add 'x' to the
# NAMES list": a name put in a list (a list said as one, or a dunder such as __all__)
ADD_ENTRY = PATTERNS.compile(
    rf"\b(?:add|append|put|include|insert|register)\s+(?P<item>{TOKEN}|{IDENT}(?:\.{IDENT})*)\s+"
    rf"(?:to|in|into|on|(?:at|to)\s+the\s+end\s+of|as\s+the\s+(?:very\s+)?(?:last|final)\s+"
    rf"(?:entry|element|item|name|member|one)\s+(?:of|in))\s+(?:the\s+|its\s+)?(?:{_CONTAINER_WORD}\s+)?(?P<container>{TOKEN}|{IDENT}(?:\.{IDENT})*)"
    rf"(?P<kind>\s+{_CONTAINER_WORD})?{_IN_FILE}?(?:\s*,?\s*(?:(?:right|just|directly)\s+)?"
    # ("add "x" to __all__ on the same line as "y"": after it, on its line)
    rf"(?P<where>after|before|on\s+the\s+same\s+line\s+as)\s+(?P<anchor>{TOKEN}|{IDENT}(?:\.{IDENT})*))?{_IN_FILE}?"
    rf"(?:\s*,?\s+so\s+(?:that\s+)?[^\n]*?)?{_TAIL}",  # "... so > [!DANGER] works too"
    re.I,
)
# 'add "code" after "textarea" in DEFAULT_PRESERVE_WHITESPACE_TAGS so ...': the place in the
# container said before the container (a constant's name, or its kind said)
ADD_ENTRY_NEXT_TO = PATTERNS.compile(
    rf"\b(?:add|append|put|include|insert)\s+(?P<item>{TOKEN})\s+(?:(?:right|just|directly)\s+)?"
    rf"(?P<where>after|before)\s+(?P<anchor>{TOKEN})\s+(?:in|to|into|inside)\s+(?:the\s+)?"
    rf"(?:{_CONTAINER_WORD}\s+)?(?P<container>_?(?-i:[A-Z][A-Z0-9_]*)|{IDENT}(?=\s+{_CONTAINER_WORD}\b))"
    rf"(?:\s+{_CONTAINER_WORD})?{_IN_FILE}?(?:\s*,?\s+so\s+.*|\s*[.!]?\s*$)",
    re.I,
)
# "Add '*.plt' to PrologLexer's filenames list, after '*.pl'": the container first, then where
ADD_ENTRY_THEN_PLACE = PATTERNS.compile(
    rf"\b(?:add|append|put|include|insert)\s+(?P<item>{TOKEN})\s+(?:to|into|in)\s+(?:the\s+)?"
    rf"(?:(?P<owner>{IDENT})['’]s\s+)?(?P<word1>{_CONTAINER_WORD}\s+)?(?P<container>{IDENT}(?:\.{IDENT})*)"
    rf"(?P<word2>\s+{_CONTAINER_WORD})?(?:\s+(?:of|in)\s+(?:the\s+)?(?P<owner2>(?-i:[A-Z]\w*))(?:\s+class)?)?"
    rf"{_IN_FILE}?\s*,?\s+(?:(?:right|just|directly)\s+)?(?P<where>after|before)\s+(?P<anchor>{TOKEN})"
    rf"{_TAIL}",
    re.I,
)
# 'also treat "on" as true: add it to the set {"1", "true"}': an entry added to a container
# the request writes out (its text replaced, the entry after the last)
ADD_TO_LITERAL = PATTERNS.compile(
    rf"\b(?:add|append|put|include|insert)\s+(?P<item>{TOKEN}|it|that|this|{NUMBER})\s+(?:to|in|into)\s+"
    rf"(?:the\s+)?(?:(?:set|list|tuple|dict|literal)\s+)?(?P<literal>[\[{{(][^\]}})]*[\]}})])"
    rf"{_IN_FILE}?{_TAIL}",
    re.I,
)
# "delete that first get_role call", the function said before (below)
NTH_CALL_ALONE = PATTERNS.compile(
    rf"\b(?P<verb>comment\s+out|uncomment|{DELETE_VERB})\s+(?:the|that|this)\s+(?P<nth>first|last|final)\s+"
    rf"`?(?P<name>{IDENT}(?:\.{IDENT})*)(?:\(\))?`?\s+(?:call|statement)\b",
    re.I,
)
# "In f, ...", and a sentence that opens with a function's name ("_resolve_resource_arn looks the
# role up twice"): a name with an underscore, a dot or brackets, as code writes it
CALL_SCOPE_FIRST = PATTERNS.compile(
    rf"^\W*(?:in|inside|within)\s+(?:the\s+)?(?:(?:function|method)\s+)?`?(?P<scope>{IDENT}(?:\.{IDENT})*)"
    r"(?:\(\))?`?(?:\s+(?:function|method))?\s*,",
    re.I,
)
CALL_SUBJECT_FIRST = PATTERNS.compile(
    rf"^\W*`?(?P<scope>(?={IDENT}(?:\.{IDENT})*(?:\(\))?`?\s)(?:\w*_\w*|\w+\.\w+|\w+(?=\(\)))(?:\.{IDENT})*)"
    r"(?:\(\))?`?\s+(?!is\b|are\b)[a-z]+s\b"
)
# "Delete that property. [joserfc/_rfc8037/okp_key.py]", or after the request's last word
FILE_LAST_IN_SQUARE = PATTERNS.compile(
    r"(?:(?<=[.!])|(?<=\w))\s+\[\s*((?:[\w.-]+/)*[\w-]+\.py)\s*\]\s*[.!]?\s*$"
)
FILE_PLACE_FIRST = PATTERNS.compile(
    rf"^\W*(?:in|inside|within)\s+(?:the\s+file\s+)?{FILE_SAID}\s*,\s*", re.I
)
# ("bernpoly in mpmath/functions/zeta.py still carries ..."): any name, said to be in a file
NAME_IN_FILE_FIRST = PATTERNS.compile(rf"^\W*`?(?P<scope>{IDENT})`?\s+(?:in|from)\s+{FILE_SAID}")


# "Comment out that final print at the end of _test()", "delete the first return in f": a
# call or a statement told by its place in a function
LAST_WORDS = ("last", "final", "end", "bottom")
STATEMENTS = ("return", "raise", "assert", "yield", "del", "pass", "break", "continue", "import")
NTH_CALL = PATTERNS.compile(
    rf"\b(?P<verb>comment\s+out|uncomment|{DELETE_VERB})\s+(?:the|that|this)\s+(?:(?P<nth>first|last|"
    rf"final|only|lone|single)\s+)?(?!{TOKEN}\b)"
    # ("the deprecation warn(...) call": a word of what the call is for, before it; never a
    # statement's keyword: "the del res.x line" is that statement)
    rf"(?:(?!(?:{'|'.join(STATEMENTS)}|await|global|nonlocal)\s)(?P<mod>[a-z-]+)\s+(?=(?!(?:call|statement|line|entry|item|element|key|value|comment|block|"
    rf"branch|loop|part|bit|one|thing|code|check)\b){IDENT}(?:\.{IDENT})*(?:\((?:\.\.\.|…)?\))?"
    rf"\s+(?:call\s+|statement\s+|line\s+)?(?:in|inside|within|from)\s))?"
    rf"(?!{TOKEN}\b)(?P<name>{IDENT}(?:\.{IDENT})*)(?:\((?:\.\.\.|…)?\))?"
    rf"(?P<call>\s+(?:call|statement|line))?"
    rf"\s+(?:at\s+the\s+(?:very\s+)?(?P<end>end|bottom|start|top|beginning)\s+of|in|inside|within|from)"
    rf"\s+(?:the\s+)?(?:(?:function|method)\s+)?(?P<scope>{IDENT}(?:\.{IDENT})*)(?:\(\))?"
    rf"(?:\s+(?:function|method|property|class))?{_IN_FILE}?(?:\s*\([^()\n]*\))?"
    rf"(?:\s*,\s+(?:the|this|that|{_REASON})[^.!?]*)?"  # "..., the warning is noise for us"
    rf"{_TAIL}",
    re.I,
)
DOCSTRING = PATTERNS.compile(r"\bdoc\s?strings?\b", re.I)
# "document level_name", "please document the `Foo.bar` method": a docstring for a name
DOCUMENT = PATTERNS.compile(
    rf"\bdocument\s+(?:the\s+)?(?:(?:function|method|class)\s+)?(?:{TOKEN}|{IDENT}(?:\.{IDENT})*"
    rf"(?=\(\)|\s+(?:function|method|class)\b|[^\w\s]*$|\W*\s(?:something|saying|with|as)\b)|"
    rf"(?=\w*[_.]|(?-i:\w*[a-z0-9][A-Z])){IDENT}(?:\.{IDENT})*)",
    re.I,
)
# "Could C.m get a short docstring?", "can f have one": asked of the definition, its owner
GETS_DOCSTRING = PATTERNS.compile(
    r"\b(?:can|could|should|would|might)\s+(?:the\s+)?(?:function\s+|method\s+|class\s+)?"
    rf"[`'\"]?(?P<owner>{IDENT}(?:\.{IDENT})*)(?:\(\))?[`'\"]?\s+(?:get|have|gain)\s+"
    r"(?:an?|the)\s+(?:[\w-]+\s+)?doc\s?string\b",
    re.I,
)
DOC_VERB = PATTERNS.compile(
    r"\b(add|adding|write|writing|put|putting|give|giving|replace|update|change|rewrite|document|set|"
    r"fill(?=\s+(?:it|this|that|one|the\s+docstring)\s+(?:in|out)\b))\b|"  # "Could you fill it in?"
    r"\b(?:needs|should\s+have|wants|deserves|is\s+missing|lacks|(?:could|would)\s+(?:use|do\s+with|"
    r"benefit\s+from))\s+(?:an?|the)\s+(?:[\w-]+\s+)?doc\s?string|"
    # (any subject: "could the parse helper get one"; GETS_DOCSTRING reads whose it is)
    r"\b(?:can|could|should|would|might)\s+(?:\S+\s+){1,3}?(?:get|have|gain)\s+(?:an?|the)\s+"
    r"(?:[\w-]+\s+)?doc\s?string\b|"
    # a request said as its noun: "TODO(FILE): docstring for f (...)", "Docstring for f, please"
    r"^\W*(?:in\s+\S+,\s*)?(?:an?\s+)?doc\s?string\s+(?:for|on)\s",
    re.I,
)
# an edit verb in the imperative: first, after "please" / "can you", or after a place the
# prompt names first ("In FILE,", "In FILE.", "FILE:", "At line 3 of FILE,")
EDIT_VERB = PATTERNS.compile(
    # a frame may come before the place too: "Please in FILE, rename ...", "Could you, in FILE, ..."
    # (a commit message's type first: "chore(ensurepip): bump ...", "docs: ...")
    r"^\W*(?:(?:TODO|FIXME|XXX|NOTE|chore|docs?|fix|feat|refactor|style|perf|build|cleanup)"
    r"\s*(?:\([^)\n]*\))?!?\s*:\s*)?"
    r"(?:(?:please|pls|plz|hey|hi|hello|ok|okay|so|now|also|then|and)\W+)*(?:(?:(?:can|could|would|will)"
    r"\s+you|i(?:'d|\s+would)\s+like\s+you\s+to|i\s+(?:want|need)\s+you\s+to)\W+(?:please\W+)?"
    r"(?=(?:in|inside|within|at|on)\b|(?:[\w.-]+/)*[\w-]+\.\w+\s*[,.:]))?"
    r"(?:(?:(?:in|inside|within|at|on)\s+(?:\S+\s+){0,5}?\S+?|(?:[\w.-]+/)*[\w-]+\.\w+|"
    r"[^\W\d][\w.]*\(\)(?=\s*:))"  # "TextParser(): comment out ..."
    # (a full stop ends a place only before a space: "In WorkerProcess.kill, ..." names kill)
    r"\s*(?:[,:]|\.(?=\s|$))\s*|(?:in|inside|within)\s+(?:the\s+file\s+)?(?:[\w.-]+/)*[\w-]+\.\w+\s+|"
    # "In flash() remove the line ...", "In f please comment out ...": a definition, no comma
    r"(?:in|inside|within)\s+(?:the\s+(?:function|method|class)\s+)?[^\W\d][\w.]*(?:\(\))?\s+)?"
    # ("In f, right after the line that sets X, add ...": the line said, then the verb)
    r"(?:(?:(?:right|just|directly|immediately)\s+)?(?:after|before|above|below)\s+the\s+line\b"
    r"[^,\n]{1,120},\s*)?"
    r"(?:(?:please|now|also|then|ok|okay|and|so|hey|hi|hello|alright)\W+)*"
    r"(?:(?:can|could|would|will)\s+you\s+|i\s+(?:want|need|would\s+like)\s+you\s+"
    r"to\s+|i'd\s+like\s+you\s+to\s+|let's\s+|go\s+ahead\s+and\s+)?(?:(?:please|pls|plz)\s+)?(refactor|rewrite|re-?implement|implement|optimi[sz]e|"
    r"speed|make|fix|initiali[sz]e|delete|remove|drop|erase|kill|nuke|ditch|scrap|get\s+rid\s+of|add|change|modify|convert|port|migrate|update|move|split|"
    r"extract|inline|rename|replace|insert|create|write|edit|improve|clean|simplify|document|"
    r"format|reformat|enable|disable|allow|prevent|ensure|support|increase|decrease|reduce|bump|"
    r"loosen|tighten|relax|"
    r"upgrade|downgrade|set|put|append|prepend|sort|merge|wrap|turn|use|switch|comment|uncomment|"
    r"annotate|type|translate|generate|swap|place|restructure|reorgani[sz]e|rework|redesign|"
    r"rearrange|teach(?!\s+(?:me|us)\b)|paralleli[sz]e|vectori[sz]e|memoi[sz]e|harden|"
    r"deduplicate|streamline|tidy|abbreviate|tweak|rewire|adding|renaming|removing|deleting|"
    r"changing|replacing|inserting|updating|fixing|making|writing|setting|moving|"
    r"give(?=\s+(?:it|them|this|that|these|those|each|both|all)\s+(?!back\b|an?\s+(?:try|go|shot)\b))|"
    # verbs that are names as often: a verb only with its object ("Cache its result")
    r"(?:cache|log|validate|sanitize|handle|catch|retry|strip)(?=\s+(?:its|the|an?|it|this|that|them|"
    r"all|every|each|any)\b)|"
    # beyond the model, asked all the same: "break it up into helpers", "Build the reverse
    # mappings lazily", "Regenerate the tables", "Give Snapshot a top(n) method", "find the bug"
    r"break(?=\s+(?:it|this|that|them|[\w.`]+)\s+(?:up|apart|down|into)\b)|"
    r"build(?=\s+(?:the|a|an|it|them|this|that)\b)|"
    r"regenerate|rebuild|recompute|recreate|consolidate|"
    r"(?:pull|factor)(?=\s+(?:\S+\s+){0,6}?(?:into|out)\b)|"  # "pull the shared code into one helper"
    # ("give all the simpledialog popups a dark mode")
    r"give(?=\s+(?!(?:me|us|you|him|her|them|an?|some)\b)(?:(?:all|every|each)\s+)?(?:the\s+)?"
    r"(?:[`'\"]?[\w.-]+[`'\"]?\s+){1,3}(?:an?|its\s+own|their\s+own)\s)|"
    r"(?:find|spot|locate|track\s+down|hunt\s+down)(?=\s+(?:the|a|this|that|any)\s+(?:\w+\s+)?"
    r"(?:bugs?|problems?|mistakes?)\b))\b"
    # a name that is the subject of a verb, not an imperative: "memoize falls over when ..."
    r"(?!\s+(?:is|are|was|were|has|had|does|did|doesn't|didn't|isn't|falls|fails|breaks|crashes|"
    r"raises|returns|throws|seems|keeps|works|won't|can't|cannot|never|always|sometimes|gets|"
    r"takes|needs|calls|uses|runs|blows|chokes|hangs)\b)",
    re.I,
)
# a sentence that asks for something to be done: "Can you restructure it ...", "Please make ..."
REQUEST_FRAME = PATTERNS.compile(
    r"^\W*(?:(?:hey|hi|hello|ok|okay|so|now|also|then|and|but|for\s+now)\W+)*(?:please\s+|(?:can|could|"
    r"would|will)\s+you\s+(?:(?:please|pls|plz|just)\s+)?|i(?:'d|\s+would)\s+like\s+you\s+to\s+|i\s+(?:want|need)"
    r"\s+you\s+to\s+|(?:is|would)\s+it\s+(?:be\s+)?possible\s+to\s+|(?:would|do)\s+you\s+mind\s+)",
    re.I,
)


# What only a request for a change says, though no pattern above reads which change: a commit
# message's or a TODO's label, an arrow between two texts, "should ... instead of ...", "can
# you / could we / can it" and a verb that is no question's, or a clause that starts with a verb
# of changing and its object ("notifications.py: in f drop the comment with the link ...").
# Such a prompt is declined, with what was found about it, never answered as a question alone.
# the verbs that ask to be shown or told something, not for a change
_SHOWING = (
    r"tell|show|explain|describe|point|find|locate|list|walk|help|check|see|look|say|confirm|"
    r"clarify|summari[sz]e|give\s+(?:me|us)"
)
CHANGE_LABEL = PATTERNS.compile(
    r"^\W*(?:TODO|FIXME|XXX|chore|docs?|fix|feat|refactor|style|perf|cleanup)\s*(?:\([^)\n]*\))?!?\s*:",
    re.I,
)
CHANGE_SAID = PATTERNS.compile(
    r"\S\s*(?:->|→|=>)\s*\S|"
    r"\b(?:should|must)\s+(?:\S+\s+){0,4}?(?:instead\s+of|rather\s+than)\b|"
    r"(?:^|[.!?;:,]\s+|\s[—–-]+\s|[→]\s*)(?:(?:hey|ok|so|please)\W+)?(?:can|could|would|will)\s+"
    rf"(?:you|we|it)\s+(?:please\s+|just\s+)?(?!(?:{_SHOWING}|be|have|happen|is|are)\b)[a-z]+\b|"
    r"(?:^|[.;:,]\s+|\s[—–-]+\s)(?:in\s+[\w./()]+\s+)?(?:(?:so|and|then|now)\s+)?"
    r"(?:for\s+now\s+)?(?:just\s+|please\s+)?(?:drop|remove|delete|rename|replace|change|insert|"
    r"comment\s+out|uncomment|bump|put|add|swap|give(?!\s+(?:me|us)\b)|turn)\s+"
    r"(?:the|an?|this|that|it|its|every|all|just|[`'\"(‘“])",
    re.I,
)


# ... unless it asks to be shown something: "Could you point me to the method that does the SAM
# -> CloudFormation conversion?"
ASKED_TO_SHOW = PATTERNS.compile(
    rf"\b(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:{_SHOWING})\b", re.I
)


# new code that is a pronoun said after a keyword: "Make that line return it."
PRONOUN_AS_CODE = PATTERNS.compile(
    r"\s*(?:return|yield|raise|print|del)\s*\(?\s*(?:it|them|this|that|these|those)\s*\)?\s*", re.I
)


# "can you find it and fix it?": a change asked after another verb
# ("could you profile FILE and rework the Process class so ...": the second verb is the request)
AND_CHANGE = PATTERNS.compile(
    r"\band\s+(?:then\s+)?(?:fix|change|rewrite|refactor|rename|delete|remove|replace|update|"
    r"correct|repair|patch|edit)\s+(?:it|them|this|that)\b|"
    r"\band\s+(?:then\s+)?(?:rework|rewrite|refactor|restructure|optimi[sz]e|speed\s+up|"
    r"parallelize|vectori[sz]e)\s+(?:it|them|this|that|the|its)\b",
    re.I,
)


# "Right after the line that saves the traceback, add ...": where, then the request
PLACE_LEAD = PATTERNS.compile(
    r"^\W*(?:(?:right|just|directly|immediately)\s+)?(?:after|before|above|below)\s+[^,]+,\s*",
    re.I,
)


EITHER_OR = PATTERNS.compile(r"\bor\b[^.!?]*\?\s*$", re.I)
# a new feature asked as a question: "Can CliRunner.invoke get a timeout= argument that ...?"
# (in any sentence: "Sometimes latex hangs. Could preview() take a timeout= argument ...?"; a
# parameter written with its "=" is a new one)
_SENTENCE = r"(?:^|(?<=[.!?])\s+)\W*"
FEATURE_WISH = PATTERNS.compile(
    # ("can open() accept a mode argument?" asks what it does: only get/gain, or "a new ...")
    rf"{_SENTENCE}(?:can|could)\s+`?[A-Za-z_][\w.]*`?(?:\(\))?\s+(?:(?:get|gain|grow)\s+(?:an?\s+|the\s+)?"
    r"(?:new\s+|optional\s+|extra\s+)?|(?:have|take|support|accept)\s+an?\s+(?:(?:new|extra)\s+|(?=`?\w+=)))`?[\w=-]+`?\s+"
    r"(?:argument|option|parameter|flag|mode|keyword|setting|feature|kwarg)\b|"
    # "Could echo() accept sep= and end= like print() does?": what another one does, wished for
    # (not "Could X return None?", which asks what it does)
    rf"{_SENTENCE}(?:can|could)\s+`?[A-Za-z_][\w.]*`?(?:\(\))?(?:\s+(?:in|of|from)\s+\S+)?\s+"
    # ("Could OKPKey.derive_key accept kdf_name="Argon2id" as well, with ... like the other two?")
    r"(?:accept|support|take|handle|allow)\s+[^.?!]*?\blike\s+(?:`?[A-Za-z_][\w.]*`?(?:\(\))?\s+"
    r"(?:does|do|can)\b|the\s+others?\b|the\s+other\s+(?:two|three|ones?)\b)|"
    # "Feature request for HtmlFormatter: a `copybutton` option that ...": an issue's title
    rf"{_SENTENCE}(?:feature\s+request|enhancement|new\s+feature)\b\s*(?:for\s+[^:\n]{{1,60}})?\s*:",
    re.I,
)
# a sentence's opening clause of time or condition, to its comma: "When X hits Y, "
WHEN_THEN = PATTERNS.compile(r"\W*(?:when|whenever|if|once|after|before)\b[^,]*,\s+", re.I)


# a sentence's opening condition, before its imperative: "If not, make it thread-safe"
CONDITION_LEAD = PATTERNS.compile(
    r"^(?:if\s+(?:not|so|yes|needed|necessary|possible|that'?s\s+the\s+case)|otherwise|"
    r"(?:and\s+)?then|in\s+that\s+case)\s*,?\s+",
    re.I,
)


HOW_TO = {
    "rename": "say `rename old_name to new_name` (in FILE, if the name is in several files)",
    "replace": "quote the text and its replacement: replace `old text` with `new text`",
    "insert": "quote the new line and the line it goes next to: insert `new line` after the "
    "line `existing line` (or after line 12 of FILE, or at the end of FILE)",
    "delete": "quote the line: delete the line `existing line` (or name a definition: delete "
    "the function `name`)",
    "write": "say create FILE containing `its text`",
    "replace_line": "quote the line and its replacement: change the line `old line` to `new line`",
}
EMPTY_SAID = PATTERNS.compile(r"\b(?:empty|blank)\b", re.I)


# a sentence that says what a change is for, before the change itself, quoting nothing: "Make
# the compresslevel check say what was passed. Replace the line X with Y"
PURPOSE = PATTERNS.compile(r"^\W*(?:please\s+)?(?:make|let)\s+(?!.*Q\d)", re.I)
# clauses of a request: "X and Y", "X, then Y", "X; Y", "X. Y"
CLAUSE = PATTERNS.compile(
    r"\s*(?:,?\s+and\s+then\s+|,?\s+and\s+|,?\s*\bthen\s+|;\s*|[.!?]+\s+)", re.I
)
# a clause that only goes with the edit before it: "... and update its callers"
FOLLOW_UP = PATTERNS.compile(
    r"^\W*(?:(?:also|please)\s+)*(?:(?:update|fix|change|adjust)\s+(?:(?:its|their|the|all|every|"
    r"each|any)\s+)*(?:callers?|calls?|call\s+sites?|references?|uses?|usages?|imports?|tests?|"
    r"docs?|documentation|docstrings?|comments?|everything|anything|places?)\b|"
    # "... and fix where it's used", "and update wherever it is called"
    r"(?:update|fix|change|adjust)\s+(?:where|wherever|everywhere)\s+(?:it'?s|it\s+is|they'?re|"
    r"they\s+are|it\s+gets)?\s*(?:used|called|referenced|imported)\b|make\s+sure\b|keep\b|"
    r"leave\b)",
    re.I,
)


TOP_LEVEL = PATTERNS.compile(r"\b(?:module|top)[- ]level\b|\bglobal\s+function\b", re.I)
COURTESY_END = PATTERNS.compile(rf"[.!?]*\s*,?\s*\b{_COURTESY}\b\W*$", re.I)
# "drop ImpLoader (pkgutil.py), the whole class": what was named, said again
WHOLE_KIND = PATTERNS.compile(
    rf",\s*(?:the\s+)?(?:whole|entire)\s+(?:class|function|method|def|thing)(?={_TAIL})", re.I
)
# "Remove that method from lzma.py, docstring and all": what goes with it, no second change
AND_ALL = PATTERNS.compile(rf",\s*(?:its\s+)?(?:[\w-]+\s+){{1,2}}and\s+all(?={_TAIL})", re.I)
# "...; keep the HMAC.digest method": what must stay is a condition, not a second change
KEEP_AS_IS = PATTERNS.compile(
    r"\s*[;,.?!]\s*(?:but\s+|and\s+)?(?:keep|leave|(?:don'?t|do\s+not)\s+(?:touch|change|remove|"
    rf"delete))\b(?:[^;.!?`()]|\.(?=\w)|`[^`]*`)*{_TAIL}|"  # (never from inside brackets)
    # "Delete the send method and keep sendall": a name kept, "and" or "but" without a comma
    # (never "and keep a comment saying why", "and keep the old name as an alias": more to do)
    rf"\s+(?:but|and)\s+(?:keep|leave)\s+(?!an?\s)(?:[^;.!?`()\s]|\.(?=\w)|`[^`]*`)+"
    rf"(?:\s+(?:alone|as\s+(?:is|it\s+is)|untouched|unchanged|intact))?{_TAIL}|"
    # "(leave the one inside main() alone for now)"
    r"\s*\(\s*(?:but\s+|and\s+)?(?:keep|leave|(?:don'?t|do\s+not)\s+(?:touch|change|remove|"
    r"delete))\b(?:[^()]|\([^()]*\))*\)",
    re.I,
)


# "Would you mind adding X ...?": "please add X"
MIND_DOING = PATTERNS.compile(r"(?i)^(\W*)(?:would|do)\s+you\s+mind\s+(\w+ing)\b")
# "please to add ...": a learner's "please add"
PLEASE_TO = PATTERNS.compile(r"(?i)\b(please|pls|plz)\s+to\s+(?=\w)")


VERBS = frozenset(
    "add rename remove delete replace insert update fix make write set put move comment uncomment "
    "create swap bump drop append prepend give document change use turn convert raise lower cut "
    "strip wrap sort merge split extract inline edit tweak clean simplify format enable disable "
    "increase decrease reduce upgrade downgrade place type annotate rewrite refactor".split()
)


# "... Delete it. (_markupbase.py)": the file, said in brackets after the request, is its place
FILE_LAST_IN_BRACKETS = PATTERNS.compile(
    r"^(?P<request>.*?[.!?])\s*\(\s*(?:in\s+)?(?P<file>(?:[\w.-]+/)*[\w-]+\.[A-Za-z0-9]{1,8})\s*\)"
    rf"\W*(?:{_COURTESY}\W*)*$|"
    # (or after a dash: "remove the assert in f that checks ... - jinja2/loaders.py")
    r"^(?P<request2>.*?\w)\s+[-–—]{1,2}\s+(?:in\s+)?(?P<file2>(?:[\w.-]+/)*[\w-]+\.py)"
    rf"\W*(?:{_COURTESY}\W*)*$",
    re.S | re.I,
)
# "delete the try/except for X at the end of io.py (lines 110 to 115)": the lines, by number
LINES_IN_BRACKETS = PATTERNS.compile(
    rf"^(?P<request>.*?\b(?P<verb>{DELETE_VERB}|comment\s+out|uncomment)\b.*?)\s*\(\s*lines?\s+"
    r"(?P<first>\d+)\s*(?:to|-|–|through|thru|until|till)\s*(?P<last>\d+)\s*\)"
    rf"\W*(?:{_COURTESY}\W*)*$",
    re.I | re.S,
)
# "... Please remove it, it's lines 174 to 175 of F.": the lines said last, with the file
_LINES_LEAD = r"(?:it['’]?s|it\s+is|that['’]?s|they['’]re|they\s+are|(?:found\s+)?(?:at|on))"
LINES_SAID_LAST = PATTERNS.compile(
    rf"^(?P<request>.*?\b(?P<verb>{DELETE_VERB}|comment\s+out|uncomment)\b.*?)"
    rf"(?:\s*[,;:.—–-]\s*(?:{_LINES_LEAD}\s+)?|\s+{_LINES_LEAD}\s+)lines?\s+"
    r"(?P<first>\d+)\s*(?:to|-|–|through|thru|and)\s*(?P<last>\d+)\s+(?:of|in)\s+"
    rf"`?(?P<file>[\w./-]+\.\w+)`?\W*(?:{_COURTESY}\W*)*$",
    re.I | re.S,
)
# "set X to 1.79e+308 (the exact DBL_MAX)": a remark in brackets that ends the request
# "change maxlen from 0 to 1048576 so POSTs over a meg get refused.": what the change is for
PURPOSE_END = PATTERNS.compile(
    # (an apostrophe inside a word is no quote: "so long lines don't wrap"); a dash then words
    # ("X = 256000 — we want one place for it") is a remark too: no line of code says " — "
    r"(?:\s*,?\s+(?:so\s+(?:that\s+)?|in\s+order\s+to\s+|to\s+make\s+sure\s+)|\s+[—–]\s+)"
    r"(?:[^\"'`“”‘’.?!]|(?<=\w)['’](?=\w))*[.!?]*\s*$",
    re.I,
)
# what a change is for, said after the code quoted, quoting a text of its own
PURPOSE_QUOTING = PATTERNS.compile(r"(?<=[`'\"”’])\s*,?\s+so\s+(?:that\s+)?\S.*$", re.I | re.S)
# ("(right now it's '__no__pad__' ...)": a remark, even with quotes, when it says what is there)
TRAILING_ASIDE = PATTERNS.compile(
    # a place said in brackets, code quoted in it: "(the line right after `class C(B):`)"
    r"\s*\((?:the\s+(?:one|line)\s+)?(?:(?:right|just|directly)\s+)?(?:after|before|below|above|"
    r"under)\s+(?:[^()`]|`[^`\n]*`)*\)\s*[.!?]*\s*$|"
    r"\s*\((?:(?:right\s+now|currently|at\s+the\s+moment|today|it'?s|it\s+is|was)\b[^()]*|"
    r"(?![^()]*(?:[`\"“‘]|(?<!\w)'|'(?!\w)))[^()]*)\)\s*[.!?]*\s*$",  # (an apostrophe: "it's")
    re.I,
)


# edits of a definition or a constant, whose name a pronoun may stand for
MAIN = "__main__"  # delete_definition's symbol for the ``if __name__ == "__main__":`` block
NAMED_OPS = ("rename", "delete_definition", "docstring", "set_value", "add_entry")


CODE_LINE_LAST = PATTERNS.compile(
    r"(\b(?:with|to|by|into|becomes?|be|read|say)\s*:)[ \t]*\n[ \t]+"
    r"((?:raise|return|assert|import|from|del|yield|print)\b[^\n`]*|[^\n`]*?(?:\s=\s|\()[^\n`]*)\s*$"
)

# 'add a `"copy": "c",` alias to mode_equivalents': the code, then what it is to the code
# around it (an entry of a dict, an item of a list), said as a noun after it
CODE_THEN_NOUN = PATTERNS.compile(
    r"\b((?:add|insert|put|append)\s+)(?:an?|the|one|this)\s+(`[^`\n]+`)\s+"
    r"(?:alias|entry|item|element|key|mapping|case|option|pair|member)\b",
    re.I,
)
# "replace X with a plain assignment, Y = Z, ...": the kind of code said before the code
WITH_KIND = PATTERNS.compile(
    r"\bwith\s+(?:an?|the)\s+(?:[\w-]+\s+){0,2}(?:assignment|call|statement|expression|version|"
    r"one-liner|check|comparison)\s*[,:]\s+(?=[^\s,]*[=(.\[])",
    re.I,
)
# "At line 67 of F, just above __lt__, insert ...": where line 67 is, said again
BESIDE_NAME = PATTERNS.compile(
    r"(\bline\s+\d+(?:\s+(?:of|in)\s+\S+?)?)\s*,\s*(?:just|right|directly|immediately)\s+"
    rf"(?:above|below|before|after)\s+[`'\"]?{IDENT}(?:\.{IDENT})*(?:\(\))?[`'\"]?\s*,",
    re.I,
)
# "turn the commented-out assert in f back on": uncomment it
BACK_ON = PATTERNS.compile(
    r"\b(?:turn|switch|put)\s+(the\s+commented[- ]out\s+[^.;!?]+?)\s+back\s+(?:on|in)\b", re.I
)
# "A → B. Update the two call sites in f too.": what a rename does anyway, said after it
USES_TOO = PATTERNS.compile(
    r"(?<=[.;!?])\s+(?:and\s+)?(?:please\s+)?(?:update|fix|change|adjust|rename)\s+(?:the\s+|all\s+|"
    r"every\s+|each\s+|its\s+|their\s+)*(?:\w+\s+)?(?:call(?:ing)?[\s-]+sites?|callers?|calls|"
    r"usages?|uses|references?)\b[^.;!?]*[.!]?\s*$",
    re.I,
)


# an unquoted comment to put next to a line: "add the comment # the path must follow the view
# limits before it is drawn just before the line in Spine.draw that ...": the comment runs to
# the words that place it ("before the line"), not to its own first "before"
COMMENT_PLACED = PATTERNS.compile(
    r"(?<![\w`'\"#“‘])(#[ \t][^`'\"“”‘’\n#]*?)(?=\s*,?\s+(?:(?:right|just|directly|immediately)\s+)?"
    r"(?:before|after|above|below)\s+(?:the\s+)?line\b)",
    re.I,
)


# (or said last, ending in brackets: "..., add the comment # rows and cols may be spans (slices or
# ranges)": the brackets are the comment's, not a remark on the request)
COMMENT_LAST = PATTERNS.compile(
    r"(\b(?:add|insert|put|append)\s+(?:(?:the|a|this)\s+)?(?:new\s+)?comment\s*:?\s*)"
    r"(#[ \t][^`\n]*\))(?=[.!]?\s*$)",
    re.I,
)


# (or said last after what it says: "put a comment just before res = f(x) that says # why",
# "just before the line raise X put a comment saying # why", "line 131, insert this comment: #
# why"): the comment, quoted, takes the place of its noun, and the place follows it
COMMENT_SAYING_LAST = PATTERNS.compile(
    r"\b(?P<verb>add|insert|put|place|write|append)\s+(?:(?:the|a|an|this|one|new|short|single)\s+)*"
    r"comment(?:\s+line)?\b(?P<middle>[^#`\n]*?)\s*,?\s*"
    r"(?P<saying>(?:that|which)\s+(?:says|reads)|saying|reading|with\s+the\s+text)?\s*(?P<colon>:)?\s*"
    r"(?P<comment>#[ \t][^`\n]*?)(?=[.!]?\s*$)",
    re.I,
)


# a file said alone after the request's last sentence
# "... insert the comment # edges are lazy (contraction.py)": a file in brackets after an unquoted
# comment is where, not the comment's end
FILE_AFTER_COMMENT = PATTERNS.compile(
    r"^(?P<request>[^`]*\s#\s[^`]*?\w)\s+\(\s*(?:in\s+)?(?P<file>(?:[\w.-]+/)*[\w-]+\.py)\s*\)\W*$",
    re.S,
)
FILE_LAST = PATTERNS.compile(  # (or labelled: "... File: playwright/_impl/utils/whatwg_url.py")
    # (or after a comma: "comment out the call ... that refreshes the monitor, shared.py")
    r"(?:(?<=[.!])\s+|\s*,\s+)(?:(?i:in\s+)?(?i:file)\s*:?\s*)?((?:[\w.-]+/)*[\w-]+\.py)\s*[.!]?\s*$|"
    # ("... in its call method? It's in fsspec's callbacks.py.": the package's name dropped before)
    r"(?<=[.!?])\s+(?i:it(?:['’]s|\s+is|\s+lives)\s+in\s+)((?:[\w.-]+/)*[\w-]+\.py)"
    r"\s*[.!]?\s*$"
)


# "Turn on the debugPS flag in FILE (set it to True)": a flag switched on or off is a value set
FLAG_SWITCHED = PATTERNS.compile(
    r"\b(?:(?P<on>turn\s+on|switch\s+on|enable)|turn\s+off|switch\s+off|disable)\s+(?:the\s+)?"
    r"(?P<name>`[A-Za-z_]\w*`|(?-i:[a-z_]\w*[A-Z_]\w*|[A-Z]\w*_\w*))"
    r"(?:\s+(?:flag|option|setting|switch|constant))?(?P<where>\s+in\s+[\w./-]*\w)?"
    r"(?:\s*\((?:set\s+it\s+to|i\.?e\.?,?)\s*(?:True|False)\))?(?=[\s,.;:!]|$)",
    re.I,
)
# "F writes x.svg by default; make the default filename "x.png" instead": the old value said
# before, the new after the parameter's name
MAKE_DEFAULT = PATTERNS.compile(
    # ("Expr.visualize writes x.svg by default; ...": whose default, and what it was)
    r"(?:\b(?P<owner>(?-i:[A-Za-z_][\w.]*))(?:\(\))?\s+[a-z]+\s+(?P<old>[^\s;,]+)\s+by\s+default\s*[;,.:]\s*)?"
    r"\bmake\s+the\s+default\s+(?P<name>[A-Za-z_]\w*)\s+"
    r"(?P<value>\"[^\"\n]+\"|'[^'\n]+'|`[^`\n]+`|“[^”\n]+”|-?\d[\w.]*)\s+instead(?=\s*[.!]?\s*$)",
    re.I,
)


# "change `FONTSIZE = 10` on the Table class to ...": the class said in words, where to look
CLASS_IN_WORDS = PATTERNS.compile(
    r"\s+(?:on|in|of|inside)\s+the\s+`?(?P<cls>(?-i:[A-Z]\w*))`?\s+class\b(?=\s+(?:to|from|with|into)\b)",
    re.I,
)
# "Set `verbose` on StandardBaseContext to True": an attribute of a class, said as "on"
ATTRIBUTE_ON = PATTERNS.compile(
    r"\b(?P<verb>set|change|make)\s+`?(?P<name>[A-Za-z_]\w*)`?\s+on\s+`?(?P<cls>(?-i:[A-Z]\w*))`?"
    r"\s+(?=to\b)",
    re.I,
)
# "add X as the last line of FILE": at its end
AS_LAST_LINE = PATTERNS.compile(
    r"\bas\s+the\s+(?:very\s+)?last\s+line\s+(?:of|in)(?=\s+(?:[\w.-]+/)*[\w-]+\.py\b)", re.I
)


def _default_made(m: re.Match[str]) -> str:
    value = m["value"]
    if not m["owner"]:
        return f"change the default {m['name']} to {value}"
    old = f'"{m["old"]}"' if value[0] in "\"'`“" and m["old"][0] not in "\"'`“" else m["old"]
    return f"change the default {m['name']} of {m['owner']} from {old} to {value}"


def _switched(m: re.Match[str]) -> str:
    value = "True" if m["on"] else "False"
    return f"set {m['name']} to {value}{m['where'] or ''}"


# "make `_pretty` use width=100 instead of width=72": code of that definition replaced
_USED = r"(?:`[^`\n]+`|[\w.]+=[\w'\"-]+(?:\.[\w'\"-]+)*|\d+(?:\.\d+)?)"
USE_INSTEAD = PATTERNS.compile(
    rf"\bmake\s+(?P<f>`?{IDENT}(?:\.{IDENT})*(?:\(\))?`?)\s+use\s+(?P<new>{_USED})\s+"
    rf"instead\s+of\s+(?P<old>{_USED})",
    re.I,
)


def _use_instead(m: re.Match[str]) -> str:
    return f"in {m['f']}, replace `{m['old'].strip('`')}` with `{m['new'].strip('`')}`"


# "The docstring of f starts with “Define & return”; spell the ampersand out: “Define and
# return”": a text said to be there, then what it should be, after a colon
# ('its error says "A". Make it "B" please (FILE).': the new text asked for, a remark after)
SAID_THEN_WANTED = PATTERNS.compile(
    rf"\b(?:starts?\s+with|begins?\s+with|ends?\s+with|says?|reads?|contains?|prints?|shows?)\s+"
    rf"(?P<old>{ANY_QUOTE})\s*[;.,]\s*(?:(?![^:;.!?]*\b(?:and|then)\b)[^:;.!?\n]*:|(?:please\s+)?"
    r"(?:make|change|turn)\s+(?:it|that|this)(?:\s+(?:to|into|read|say))?\s*:?)"
    rf"\s*(?P<new>{ANY_QUOTE})(?=\s*,?\s*(?:please|pls)?\s*(?:\([^()\n]*\))?\s*[.!]?\s*$)",
    re.I,
)


def _said_then_wanted(m: re.Match[str]) -> str:
    return f"{m[0][: m.start('old') - m.start()]}{m['old']}. Replace {m['old']} with {m['new']}"


# "TurtleLexer.analyse_text only has a comment above it. Turn that into a docstring: TEXT": a
# docstring for the definition said, its text after the colon
COMMENT_INTO_DOCSTRING = PATTERNS.compile(
    rf"^\W*(?P<name>{IDENT}(?:\.{IDENT})*)(?:\(\))?\s+(?:only\s+)?has\s+(?:only\s+)?an?\s+comment\s+"
    r"(?:above|before|over|on\s+top\s+of)\s+it(?:\s*,?\s+(?:no|not\s+a)\s+docstring)?\s*[.;,]\s*(?:please\s+)?"
    r"(?:turn|make|convert|change)\s+(?:that|it|this)(?:\s+comment)?\s+(?:into\s+)?(?:a|the)\s+(?:proper\s+|real\s+)?"
    r"docstring\s*:\s*",
    re.I,
)


# "the regex has `(:?\.\d+)` where a non-capturing group `(?:\.\d+)` was obviously meant": the
# text there, then the one meant in its place
HAS_WHERE_MEANT = PATTERNS.compile(
    rf"\b(?:has|says|reads|uses|contains|writes)\s+(?P<old>{ANY_QUOTE})\s*,?\s+where\s+"
    rf"(?:(?:an?|the)\s+)?(?:[\w-]+\s+){{0,3}}?(?P<new>{ANY_QUOTE})\s+(?:was|is)\s+"
    r"(?:(?:obviously|clearly|surely|probably|actually)\s+)?(?:meant|intended|wanted)\b"
    r"(?:\s*[.;,]\s*(?:please\s+)?(?:fix|change|correct)\s+(?:that|it|this)\b)?",  # (and where)
    re.I,
)


# "gs_windows_binary = None -> 'gswin64c' (EpsImagePlugin), our build agents only ...": the
# module in brackets is where, the clause after the comma why
ARROW_THEN_REMARK = PATTERNS.compile(
    r"^(?P<change>[^\n]*?\S\s*(?:->|→|=>)\s*(?:'[^'\n]*'|\"[^\"\n]*\"|`[^`\n]*`|[^\s,()'\"`]+))"
    r"(?:\s*\((?P<module>[A-Za-z_][\w./-]*)\))?\s*,\s+"
    # (a clause, not a place: "margin=12, -> margin=8, in _ipy_display_hook" keeps its place)
    r"(?!(?:in|inside|within|at|on|of|from|for|to)\b)(?P<remark>(?:(?!->|→|=>)[^\n`'\"])+)$"
)


def _arrow_then_remark(m: re.Match[str]) -> str:
    module = m["module"] or ""
    where = f" in {module if '.' in module else module + '.py'}" if module else ""
    return m["change"] + where


# "the line in Ghostscript() that runs ...": the function's name, as "the line in f that"
LINE_IN_CALLED = PATTERNS.compile(
    r"(\bline\s+(?:in|of)\s+`?[A-Za-z_][\w.]*)\(\)(`?\s+(?:that|which|where)\b)", re.I
)

# "Add `X` to the allowed trust policy actions in FILE, on the line right after `Y`": what it
# is added to is said by the line it goes next to
ADD_TO_THEN_PLACE_SAID = PATTERNS.compile(
    rf"\b(?P<verb>add|put|insert)\s+(?P<new>{ANY_QUOTE})\s+to\s+the\s+(?:[\w-]+\s+){{0,5}}?[\w-]+"
    r"(?:\s+in\s+(?P<file>(?:[\w.-]+/)*[\w-]+\.[A-Za-z0-9]{1,8}))?\s*,?\s+"
    r"(?=on\s+the\s+line\s+(?:(?:right|just|directly|immediately)\s+)?(?:after|before|below|above)\b)",
    re.I,
)


def _add_to_then_place(m: re.Match[str]) -> str:
    where = f"in {m['file']}, " if m["file"] else ""
    return f"{where}{m['verb']} {m['new']} "


# "add X to the module imports at the top of FILE": to FILE's imports
IMPORTS_AT_TOP_OF = PATTERNS.compile(
    r"\bto\s+the\s+(?:module(?:-level)?\s+|top-level\s+|other\s+|existing\s+)?imports\s+"
    r"(?:at\s+the\s+(?:very\s+)?top\s+)?(?=of\s|in\s)",
    re.I,
)

# "nothing calls consume() any more. remove the function from utils.py": the one said before
THE_DEFINITION_SAID_BEFORE = PATTERNS.compile(
    r"^(?P<before>.*?\b(?P<name>[A-Za-z_]\w*)\(\).*?[.!;]\s+)(?P<verb>remove|delete|drop|get\s+rid\s+of)"
    r"\s+the\s+(?P<kind>function|method|helper|class)(?=\s+(?:from|in)\s|\s*[.!]?\s*$)",
    re.I | re.S,
)


def _the_definition_said_before(m: re.Match[str]) -> str:
    return f"{m['before']}{m['verb']} the {m['kind']} {m['name']}"


# "from utils.py (jinja2)": the package of the file, in brackets after it
PACKAGE_AFTER_FILE = PATTERNS.compile(
    r"(\.py)\s*\((?:the\s+)?[A-Za-z_][\w.-]*(?:\s+package)?\)(?=\W*$)"
)
# "in packaging's _parser.py", "from pip's configuration.py": the package, then its file
PACKAGE_BEFORE_FILE = PATTERNS.compile(
    r"(?<=\s)(?!(?:it|that|this|what|there|here|one|let)['’]s\b)[A-Za-z_][\w.-]*['’]s\s+"
    r"(?=(?:file\s+)?(?:[\w.-]+/)*[\w-]+\.pyi?\b)",
    re.I,
)

# requests said another way, rewritten the way the patterns below read them
# 'swap f".__x{n}", for f".__y{n}",': two literals of one prefix, the texts inside them change
# (a prefix on one side only is part of the new code: 'replace "a" with f"{a}"')
PREFIXED_PAIR = PATTERNS.compile(
    r"\b(?P<verb>swap|replace)\s+(?P<p>[fFrRbBuU]{1,2})(?P<q>[\"'])(?P<old>[^\"'\n]+)(?P=q),?\s+"
    r"(?P<word>for|with)\s+(?P=p)(?P=q)(?P<new>[^\"'\n]+)(?P=q),?"
)
# "... is dead. Just delete that comment line.": a sentence's "just" before its verb (never in
# a remark in brackets: "(just comment it, don't delete it)" says how, not a second change)
JUST_VERB = PATTERNS.compile(
    r"(?:^|(?<=[.!?]\s))\s*(?:just|simply)\s+(?=(?:delete|remove|drop|comment|uncomment|rename|"
    r"replace|add|insert|change|set|swap|put|make)\b)",
    re.I,
)
# "rename the private one, _copy_file_op, to _copy_via_local": the name said in commas
NAME_IN_COMMAS = PATTERNS.compile(
    r"\b(?P<verb>rename)\s+(?:the|that|this)\s+(?:[a-z]+\s+){0,2}?(?:one|function|method|helper|"
    r"variable|name|class|constant)\s*,\s*(?P<name>`?[A-Za-z_][\w.]*`?(?:\(\))?)\s*,\s+(?=to\b)",
    re.I,
)
# "pep8 nit in ifft2: return f(x,y) -> return f(x, y)": a label of words before a colon, then
# a change written with an arrow
LABEL_BEFORE_ARROW = PATTERNS.compile(
    r"^\W*(?P<label>(?:[A-Za-z][\w()-]*\s+){0,4}?(?:(?:in|of)\s+)?`?[A-Za-z_][\w.]*`?)"
    # (what follows is code, a call: "typo in the docstring: suprises → surprises" says where)
    r":\s+(?=[^`\"'“‘:\n]*?\w\([^`\"'“‘:\n]*?\S\s+(?:->|→)\s+\S)",
    re.I,
)


def _label_before_arrow(m: re.Match[str]) -> str:
    """The label left out when it is words ("pep8 nit in ifft2"); one word alone ("nit",
    "to_pydot") or the place ("In C.m") is kept, as the arrow's readers take it."""
    place_only = re.fullmatch(r"(?:(?:in|of)\s+)?`?[\w.]+`?", m["label"], re.I)
    return m[0] if place_only else ""


# "please change kwargs["max_help_position"] = 30 to 40": an assignment written out, its number
# changed
ASSIGNED_NUMBER_TO = PATTERNS.compile(
    r"\b(?P<verb>change|set|bump|update|make|raise|lower|increase|decrease|reduce)\s+`?"
    # (spaced as an assignment: "refresh_interval=0.3" is a keyword's default, set elsewhere)
    r"(?P<old>(?:self\.)?[A-Za-z_][\w.]*(?:\[[^\]\n`]+\])*\s+=\s+)(?P<num>-?\d[\d_.]*)`?"
    r"\s+(?:to|into)\s+(?P<new>-?\d[\d_.]*)(?![\w.])",
    re.I,
)


def _assigned_number_to(m: re.Match[str]) -> str:
    return f"replace `{m['old']}{m['num']}` with `{m['old']}{m['new']}`"


# "remove the logging line from C.m": the line that logs, whatever its logger (misspelt too)
LOGGING_LINE = PATTERNS.compile(
    r"\b(?P<verb>comment\s+out|uncomment|delete|remove|drop)\s+(?:the|that|this)\s+"
    r"(?:log|logg?ing|logger)\s+(?:line|call|statement)\b(?P<place>\s+(?:from|in|inside|of)\b)?",
    re.I,
)
# "there's a stray semicolon in a comment ..., change hypothetical;y to hypothetically": a word
# with a stray mark in it, and the word meant, said unquoted
STRAY_MARK_WORD = PATTERNS.compile(
    r"\b(?P<verb>change|correct|fix|replace|turn)\s+(?P<old>[A-Za-z]+[;:,.!?][A-Za-z]+)\s+"
    r"(?P<to>to|with|into|->|→)\s+(?P<new>[A-Za-z]+)\b"
)


def _stray_mark_quoted(m: re.Match[str]) -> str:
    """Both words quoted, when the one is the other with a mark in it or for one of its
    letters; else as said."""
    old, new = m["old"].lower(), m["new"].lower()
    differ = (
        [i for i, (a, b) in enumerate(zip(old, new, strict=True)) if a != b]
        if len(old) == len(new)
        else []
    )
    typed_for = len(differ) == 1 and not old[differ[0]].isalpha()
    if re.sub(r"[;:,.!?]", "", old) != new and not typed_for:
        return m[0]
    return f"{m['verb']} “{m['old']}” {m['to']} “{m['new']}”"


# "Remove the assertion that createfuncwrapper starts with": the first one in that function
STARTS_WITH_THE = PATTERNS.compile(
    r"\bthe\s+(?P<what>[a-z]+)\s+(?:that|which)\s+`?(?P<name>[A-Za-z_][\w.]*)`?(?:\(\))?\s+"
    r"(?P<end>starts|begins|opens|ends|finishes|closes)\s+with\b"
)


def _first_in(m: re.Match[str]) -> str:
    return f"the {'first' if m['end'] in ('starts', 'begins', 'opens') else 'last'} {m['what']} in {m['name']}"


# "replace the docstring of f with: ...", "make f's docstring say ...": a docstring asked for
DOCSTRING_ASKED = PATTERNS.compile(
    r"\b(?:replace|rewrite|set|write|make|change|update|give)\s+(?:the\s+|its\s+)?"
    r"(?:[\w.]+['’]s\s+)?(?:docstring|doc\s+string)\b",
    re.I,
)


# "Set its __all__ to [...]": a module's own name, the module said before
ITS_DUNDER = PATTERNS.compile(r"\b(set|change|make|update|replace)\s+its\s+(__[a-z]+__)\b", re.I)
# 'change cbar_size="5%", to cbar_size="7%",': keyword arguments written out with their commas
# (the quotes would pair across them: `"5%", to cbar_size="`)
KEYWORD_PAIR = PATTERNS.compile(
    r"\b(?P<verb>change|replace|swap|turn)\s+(?P<old>[A-Za-z_]\w*\s*=\s*(?P<q1>['\"])[^'\"\n]*(?P=q1),)"
    r"\s+(?P<to>to|with|into|for|->|→)\s+(?P<new>[A-Za-z_]\w*\s*=\s*(?P<q2>['\"])[^'\"\n]*(?P=q2),)"
)


# "change the default alpha 0.7 -> 0.5": a name, then its value and the new one
_ARROW_VALUE = r"-?\d[\w.]*|True|False|None"
NAME_VALUE_ARROW = PATTERNS.compile(
    r"\b(?P<verb>change|set|bump|raise|lower|drop|increase|decrease|reduce)\s+"
    r"(?P<the>(?:the\s+|its\s+)?(?:default\s+)?)(?P<name>[A-Za-z_][\w.]*)\s+"
    rf"(?P<old>{_ARROW_VALUE})\s*(?:->|→|=>)\s*(?P<new>{_ARROW_VALUE})(?![\w.])",
    re.I,
)
SAID_PLAINLY = (
    (ITS_DUNDER, r"\1 \2"),  # "set its __all__ to" -> "set __all__ to"
    (NAME_VALUE_ARROW, r"\g<verb> \g<the>\g<name> from \g<old> to \g<new>"),
    (KEYWORD_PAIR, r"\g<verb> `\g<old>` \g<to> `\g<new>`"),  # 'change x="a", to x="b",'
    (STARTS_WITH_THE, _first_in),  # "the assert that f starts with" -> "the first assert in f"
    (STRAY_MARK_WORD, _stray_mark_quoted),  # "change a;b to ab" -> "change “a;b” to “ab”"
    (PACKAGE_AFTER_FILE, r"\1"),  # "utils.py (jinja2)" -> "utils.py"
    (PACKAGE_BEFORE_FILE, ""),  # "packaging's _parser.py" -> "_parser.py"
    (PREFIXED_PAIR, r"\g<verb> \g<q>\g<old>\g<q> \g<word> \g<q>\g<new>\g<q>"),
    (NAME_IN_COMMAS, r"\g<verb> \g<name> "),
    (JUST_VERB, ""),
    (THE_DEFINITION_SAID_BEFORE, _the_definition_said_before),  # "f() ... remove the function"
    (IMPORTS_AT_TOP_OF, "to the imports "),  # "to the module imports at the top of" -> "... of"
    (ADD_TO_THEN_PLACE_SAID, _add_to_then_place),  # "add X to the list, on the line after Y"
    (LINE_IN_CALLED, r"\1\2"),  # "the line in f() that" -> "the line in f that"
    (ARROW_THEN_REMARK, _arrow_then_remark),  # "A -> B (mod), because ..." -> "A -> B in mod.py"
    (SAID_THEN_WANTED, _said_then_wanted),  # 'says "a"; fix it: "b"' -> 'replace "a" with "b"'
    (HAS_WHERE_MEANT, r"has \g<old>. Replace \g<old> with \g<new>"),  # "has a where b was meant"
    (COMMENT_INTO_DOCSTRING, r"Add a docstring to \g<name>: "),  # "... Turn that into a docstring:"
    (DEFAULT_OF_NAME, _default_of_name),  # "the x default of f from" -> "f's default x from"
    (DEFAULT_TO_PARAMETER, _default_to_parameter),  # "make f default to x=2 instead of 1"
    (MAKE_THE_DEFAULT, _default_to_parameter),  # "make B the default x of f instead of A"
    (USE_INSTEAD, _use_instead),  # "make f use a=2 instead of a=1" -> "in f, replace `a=1` ..."
    (FLAG_SWITCHED, _switched),  # "turn on the X flag" -> "set X to True"
    (
        MAKE_DEFAULT,
        _default_made,
    ),  # "make the default X "y" instead" -> "change the default X to "y""
    (AS_LAST_LINE, "at the end of"),
    (CLASS_IN_WORDS, r" in \g<cls>"),  # "on the Table class to" -> "in Table to"
    (ATTRIBUTE_ON, r"\g<verb> \g<cls>.\g<name> "),  # "set x on C to" -> "set C.x to"
    (LABEL_BEFORE_ARROW, _label_before_arrow),  # "pep8 nit in f: a -> b" -> "in f, a -> b"
    (ASSIGNED_NUMBER_TO, _assigned_number_to),  # "change x = 30 to 40" -> "replace `x = 30` ..."
    (
        LOGGING_LINE,
        lambda m: f"{m['verb']} the line that logs" + (" in" if m["place"] else ""),
    ),  # "remove the logging line" -> "... that logs"
)


IE_SAID = PATTERNS.compile(
    r"(?:\s[-—–]+\s*|[,;(]\s*)(?:i\.\s?e\.|ie\.?|that\s+is|namely)[,:]?\s+", re.I
)


# "Poly.nroots retries with extraprec=f.degree()*15 ... Please change that 15 to 20": a number
# of the code said before, changed where it was said
_CHANGE_VERB = (
    r"\b(?:change|make|set|bump|raise|lower|turn|increase|decrease|reduce|loosen|tighten|relax)\s+"
)
THAT_NUMBER = PATTERNS.compile(
    rf"{_CHANGE_VERB}(?:that|this|the)\s+"
    r"(?P<old>\d+(?:\.\d+)?)\s+(?:to|into)\s+(?P<new>\d+(?:\.\d+)?)\b",
    re.I,
)


# "the warning fires after 5 seconds; change that timer to 10 seconds": the thing by its word,
# the number it had said before in the same unit
THAT_THING_TO = PATTERNS.compile(
    rf"{_CHANGE_VERB}(?:that|this|the)\s+"
    r"(?P<word>[a-z]\w*)\s+to\s+(?P<new>\d+(?:\.\d+)?)\s*(?P<unit>[a-z]+)?\W*$",
    re.I,
)


# "hamming() passes 0.54 to general_hamming; change that to 0.53836": the number said before
THAT_TO = PATTERNS.compile(
    rf"{_CHANGE_VERB}(?:that|it|this)\s+"
    r"(?:value\s+|number\s+)?to\s+(?P<new>-?\d+(?:\.\d+)?)(?!\w|\.\w)",
    re.I,
)


# a whole request in quotes, and what follows it (a remark, the file)
WHOLE_QUOTED = PATTERNS.compile(
    r"\s*(?:“(?P<body>[^“”]+)”|\"(?P<body2>[^\"]+)\")\s*(?:[—–,]|--?)?\s*(?P<rest>.*?)[\s.]*",
    re.S,
)
# a commit message's type and scope: "fix(commands): in f, `x` tests x ... Replace it with ..."
COMMIT_TYPE = PATTERNS.compile(
    r"^\W*(?:fix|feat|chore|docs|refactor|perf|style|test|build|ci|revert)"
    r"(?:\((?P<scope>[^)\n]*)\))?!?:\s+",
    re.I,
)
# Frames a request may come in that no pattern reads, each with how to say it plainly; tried in
# turn on a request otherwise unread
REFRAMED = (
    # "At line 834 of html.py insert: # NB: ...": the place first, then a comment unquoted
    (
        PATTERNS.compile(
            r"^\W*(?P<at>(?:at|on|before|above)\s+line\s+\d+(?:\s+(?:of|in)\s+[\w./-]+\.\w+)?)"
            r"(?:\s*\([^()\n]*\))?\s*,?\s*(?:please\s+)?(?P<verb>insert|add|put)\s*:?\s*(?P<code>#[^\n`]*?)\s*$",
            re.I,
        ),
        r"\g<verb> `\g<code>` \g<at>",
    ),
    # "FILE, line 1122 (the rfind for the final boundary): insert X at that line": what the line
    # holds, said in brackets after its number
    (
        PATTERNS.compile(
            r"(\blines?\s+\d+(?:\s*[-–]\s*\d+)?(?:\s+(?:of|in)\s+[\w./-]+\.\w+)?)\s*\([^()\n]*\)",
            re.I,
        ),
        r"\1",
    ),
    # "i need `import warnings` on the top of colorbar.py ..., can you put it there?"
    (
        PATTERNS.compile(
            r"^.*?(?P<code>`[^`\n]+`)\s+(?P<where>(?:at|on|to)\s+the\s+(?:very\s+)?(?:top|end|bottom)"
            r"\s+of\s+[\w./-]+\.\w+)[^?.]*?[,.;]\s*(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?"
            r"(?:put|add|insert|place)\s+it(?:\s+there)?\W*$",
            re.I | re.S,
        ),
        r"add \g<code> \g<where>",
    ),
    # "TODO(FILE): `import logging` at the top of the module": the line, then where, no verb
    (
        PATTERNS.compile(
            r"(?P<pre>(?:^|:\s+))(?P<code>`[^`\n]+`)\s+(?P<where>(?:at|to)\s+the\s+(?:very\s+)?"
            r"(?:top|end|bottom|start|beginning)\b)",
            re.I,
        ),
        r"\g<pre>add \g<code> \g<where>",
    ),
    # where a name is, in brackets between it and the rest: "rename `apow` (inside f) to `g`"
    (
        PATTERNS.compile(
            r"\s+\((?:inside|in|within|under|of|from|defined\s+in|nested\s+in)\s+[^()`'\"\n]*\)",
            re.I,
        ),
        "",
    ),
    # "rename _nint in the diophantine module to _near", "rename `x` in the WikitextLexer to
    # `y`": where the name is, said between the names
    (
        PATTERNS.compile(
            r"\s+in\s+(?:the\s+)?(?:[\w.]+\s+(?:module|package|subpackage)|(?-i:[A-Z]\w*)"
            # ("change the message 'X' in ConditionalFiniteDomain._test to 'Y'")
            r"(?:\.\w+)*(?:\(\))?(?:\s+(?:class|lexer))?)(?=\s+(?:to|as|into)\s)",
            re.I,
        ),
        "",
    ),
    # "comment out the rule that highlights @mentions, i.e. the line `(r'[@#]...', Name.Entity),`"
    (
        PATTERNS.compile(
            r"^(?P<pre>.*?\b(?:comment\s+out|uncomment|delete|remove|drop))\b.*?,?\s*"
            r"(?:i\.\s?e\.?|ie|namely|that\s+is)\s*,?\s*(?:the\s+line\s+)?(?P<code>`[^`\n]+`)\W*$",
            re.I | re.S,
        ),
        r"\g<pre> the line \g<code>",
    ),
    # "the kibi prefix is declared as `kibi = Prefix('kibi', 'Y', 10, 2)`. Please change that
    # line so its abbreviation is 'Ki' instead of 'Y'": the line quoted, one value in it changed
    (
        PATTERNS.compile(
            r"^.*?`(?P<code>[^`\n]+)`.*?\bchange\s+(?:that|this|the)\s+line\s+so\s+.*?"
            r"\b(?:is|be|reads?|says?)\s+(?P<new>'[^'\n]*'|\"[^\"\n]*\"|[\w.]+)\s+instead\s+of\s+"
            r"(?P<old>'[^'\n]*'|\"[^\"\n]*\"|[\w.]+).*$",
            re.I | re.S,
        ),
        lambda m: (
            f"replace `{m['code']}` with `{m['code'].replace(m['old'], m['new'])}`"
            if m["code"].count(m["old"]) == 1
            else m[0]
        ),
    ),
    # "the GroupTiming._init docstring says initializatoin, should be initialization": one word
    # said wrong, then as it should be, in the file and definition said before
    (
        PATTERNS.compile(
            r"^(?P<pre>.*?)\b(?:says|reads|has|spells\s+it)\s+[`'\"“‘]?(?P<old>[A-Za-z][\w'-]*)"
            r"[`'\"”’]?\s*[,;]?\s+(?:but\s+|it\s+|and\s+)?(?:should|must|ought\s+to)\s+"
            r"(?:be|read|say)\s+[`'\"“‘]?(?P<new>[A-Za-z][\w'-]*)[`'\"”’]?\W*$",
            re.I | re.S,
        ),
        lambda m: (
            f"replace `{m['old']}` with `{m['new']}`"
            + "".join(f" in {f}" for f in files_said(m["pre"])[:1])
            + "".join(
                f" in {n}"
                for n in re.findall(r"\b[A-Za-z_]\w*\.[A-Za-z_]\w*\b", m["pre"])[-1:]
                if not n.endswith(".py")
            )
        ),
    ),
    # "_stats_py.py:2062 — insert `# ...` (it should sit right above ...)": the place first
    (
        PATTERNS.compile(
            r"^\W*(?P<loc>[\w./-]+\.\w+:\d+|line\s+\d+\s+of\s+[\w./-]+\.\w+)\s*(?:[—–:-]+)\s*"
            r"(?P<verb>insert|add|put)\s+"
            r"(?P<what>`[^`\n]+`|[\"'][^\"'\n]+[\"'])(?P<rest>.*)$",
            re.I | re.S,
        ),
        r"\g<verb> \g<what> at \g<loc>",
    ),
    # "_scale_conversions in _stats_py.py calls erfinv ... Hard-code it: {'normal': 1.34}"
    (
        PATTERNS.compile(
            r"^(?P<pre>.*?)\bhard-?code\s+(?:it|this|that)\s*(?:as|to)?\s*:?\s*(?P<value>\S.*?)\s*[.!]?$",
            re.I | re.S,
        ),
        lambda m: (
            "".join(f"In {f}, " for f in files_said(m["pre"])[:1])
            + "".join(f"set {n} to " for n in re.findall(r"\b_*[a-z]\w*_\w+\b", m["pre"])[:1])
            + m["value"]
        ),
    ),
    # "TcshLexer's regex has a|b|a|c — a is in there twice. Make it a|b|c": the text said as it
    # is, then as it should be (when the one is plainly an edit of the other)
    (
        PATTERNS.compile(
            r"^(?P<pre>.*?)\b(?:has|reads|says|contains)\s+[`'\"]?(?P<old>[^\s`'\"]{4,})[`'\"]?"
            r"(?:\s+[—–-]+\s+|[,.;]\s+).*?\b(?:make|change)\s+it\s+(?:to\s+|into\s+)?"
            r"[`'\"]?(?P<new>[^\s`'\"]{4,}?)[`'\"]?\s*[.!]?$",
            re.I | re.S,
        ),
        lambda m: (
            f"replace `{m['old']}` with `{m['new']}`"
            if difflib.SequenceMatcher(None, m["old"], m["new"]).ratio() >= 0.6
            else m[0]
        ),
    ),
    # "add `X` to FILE, right after the imports (and before the first function)": the file
    # first, as the place patterns read it
    (
        PATTERNS.compile(
            r"^(?P<pre>.*?)\b(?P<verb>add|put|insert)\s+(?P<what>`[^`\n]+`)\s+(?:to|in|into)\s+"
            r"(?P<file>[\w./-]+\.\w+)\s*,?\s*(?P<rest>[^\n]*?)"
            r"(?:\s+and\s+before\s+the\s+first\s+(?:function|def|class|definition))?\W*$",
            re.I,
        ),
        r"In \g<file>, \g<verb> \g<what> \g<rest>",
    ),
    # "make X default to bilinear instead of nearest (the `interpolation='nearest'` default)"
    (
        PATTERNS.compile(
            r"^.*?\bdefault\s+to\s+(?P<new>[\w.-]+)(?:\s+[a-z]+)?\s+instead\s+of\s+(?P<old>[\w.-]+)"
            r".*?`(?P<code>[^`\n]*\b(?P=old)\b[^`\n]*)`.*$",
            re.I | re.S,
        ),
        lambda m: f"replace `{m['code']}` with `{m['code'].replace(m['old'], m['new'])}`",
    ),
    # "change limit_seq's default `trials=5` to `trials=10`": the owner said is no part of it
    (
        PATTERNS.compile(
            r"\b(?P<verb>change|set|make|bump|raise|lower)\s+[\w.]+['’]s\s+(?:default\s+(?:value\s+)?)?"
            r"(?=`)",
            re.I,
        ),
        r"\g<verb> ",
    ),
    # "right after the line a, b = self.a, self.b add assert b != 0": both lines unquoted
    (
        PATTERNS.compile(
            r"\b(?P<where>(?:right|just|directly)\s+(?:after|before))\s+the\s+line\s+"
            # (code, never a description: "the line that prints ...")
            r"(?P<anchor>(?!(?:that|which|where|the|an?|it)\s+[a-z])[^`'\"\n]*?[=(][^`'\"\n]*?)\s*,?\s+"
            r"(?P<verb>add|insert|put)\s+(?P<new>[^`\n]+?)\s*[.!]?$",
            re.I,
        ),
        r"\g<verb> `\g<new>` \g<where> the line `\g<anchor>`",
    ),
    # "iterative.py: breakpoint() right after `rho_prev = rho_cur` pls": the new line first
    (
        PATTERNS.compile(
            r"^(?P<pre>\W*[\w./-]+\.\w+\s*:\s*)(?P<new>[A-Za-z_][\w.]*\([^()\n]*\))\s+"
            r"(?P<where>(?:(?:right|just|directly)\s+)?(?:after|before))\s+(?P<anchor>`[^`\n]+`)",
            re.I,
        ),
        r"\g<pre>add `\g<new>` \g<where> the line \g<anchor>",
    ),
    # "Rule's docstring gives asin(x) as the result, but it is asinh(x)": said wrong, then right
    (
        PATTERNS.compile(
            r"^(?P<pre>.*?)\b(?:gives|says|shows|returns|has)\s+(?P<old>[A-Za-z_][\w().,]*?)"
            r"(?:\s+as\s+the\s+\w+)?\s*,?\s+but\s+(?:it\s+)?(?:is|should\s+be|must\s+be)\s+"
            r"(?P<new>[A-Za-z_][\w().,]*?)[.!]?(?:\s+.*)?$",
            re.I | re.S,
        ),
        lambda m: (
            "".join(f"In {o}, " for o in re.findall(r"\b([A-Za-z_]\w*)['’]s\b", m["pre"])[:1])
            + f"replace `{m['old']}` with `{m['new']}`"
            + "".join(f" in {f}" for f in files_said(m[0])[:1])
        ),
    ),
    # "str.py lines 168-169 -> delete (...)": the place, an arrow, then what to do there
    (
        PATTERNS.compile(
            r"^\W*(?:(?P<file>[\w./-]+\.\w+)\s*,?\s+)?(?P<lines>lines?\s+\d+(?:\s*(?:-|–|to)\s*\d+)?)"
            r"(?(file)|(?:\s+(?:of|in)\s+(?P<file2>[\w./-]+\.\w+))?)\s*(?:->|→|=>|:)\s*"
            r"(?P<verb>delete|remove|drop|comment\s+out|uncomment)\b",
            re.I,
        ),
        lambda m: (
            f"{m['verb']} {m['lines']}"
            + (f" of {m['file'] or m['file2']}" if m["file"] or m["file2"] else "")
        ),
    ),
)
# a reason after code written without quotes, once its brackets and quotes are closed
# (never Python's own "as": "with open(f) as fh")
CODE_THEN_REASON = PATTERNS.compile(
    # ("... '*.dd'] so our .dd files get highlighted as D too")
    rf"(?<=[)\]}}\"'])\s+(?=(?:{_REASON_WORDS}|so\s+(?:that|the|this|{SO_SUBJECT})|"
    r"as\s+(?:we|i|it|they|this|that|the|an?\s+[a-z-]{3,}\s*[.!]?\s*$))\b)",
    re.I,
)


ASSIGNMENT_QUOTED = PATTERNS.compile(r"`\s*([^\W\d]\w*)\s*=\s*([^`=\s][^`]*?)\s*`")
STATEMENT_START = PATTERNS.compile(
    r"\s*(?:if|elif|while|for|return|raise|assert|import|from|del|with|yield)\b|"
    r"\s*[\w.\[\]'\"]+\s*(?:[-+*/|&]?=)(?!=)"
)
# the edits of a line that a definition said narrows, and a method said after "in" anywhere
SCOPED_OPS = (
    "replace", "replace_line", "delete_line", "comment_out", "uncomment", "insert_after",
    "insert_before",
)  # fmt: skip
IN_METHOD = PATTERNS.compile(
    r"\b(?:in|inside|within)\s+(?:the\s+)?(?:method\s+)?`?((?-i:[A-Z]\w*)\.[^\W\d]\w*)`?(?:\(\))?"
    r"(?![\w.])",
    re.I,
)
# a remark in brackets at the end, after a space: it starts as prose does
REMARK_IN_BRACKETS = PATTERNS.compile(
    r"\s+\((?:for|because|since|so|as|see|to|which|it|we|i|this|that|e\.g\.|i\.e\.|per|from|"
    r"used|needed|like|same)\b[^()\n]*\)\W*$",
    re.I,
)
IN_ITS_METHOD = PATTERNS.compile(r"\b(?:in|inside|within)\s+its\s+`?([^\W\d]\w*)`?(?:\(\))?", re.I)
CLASS_SAID = PATTERNS.compile(r"(?<![\w.])((?-i:[A-Z][a-z0-9]+[A-Z]\w*))(?![\w.])")
METHOD_FIRST = PATTERNS.compile(r"^\W*`?((?-i:[A-Z]\w*)\.[^\W\d]\w*)`?(?:\(\))?\s*[:,—–-]\s")
THERE = PATTERNS.compile(r"\b(?:there|in\s+(?:it|that\s+(?:method|function)))\b", re.I)
METHOD_SAID = PATTERNS.compile(r"(?<![\w./])((?-i:[A-Z]\w*)\.[^\W\d]\w*)(?![\w.(]|\(\))")
# "add a .str.reverse() method that ...", "write a new helper": a definition to write, a feature
NEW_DEFINITION = PATTERNS.compile(
    # ("give DiscreteMarkovChain a mean_first_passage_times() method ..., with a docstring")
    r"\b(?:add|write|create|implement|introduce|make|give\s+`?[A-Za-z_][\w.]*`?(?:\(\))?)\s+"
    r"(?:an?|new|another)\s+"
    r"(?:(?!doc\s?strings?\b)[\w.`()'-]+\s+){0,3}?"
    r"(?:method|function|class|property|feature|option|subcommand|command|endpoint|helper)s?\b"
    r"(?!\s+doc\s?strings?\b)",  # ("add a class docstring to C" is one)
    re.I,
)
# "the two tracestate warnings on lines 304 and 344", "both ... at lines 3, 9": several lines
SEVERAL_LINES = PATTERNS.compile(
    r"\b(?:both|two|three|all|each)\b[^.;:]*?\blines\s+\d+(?:\s*(?:,|and|&)\s*\d+)+|"
    # "`_anom_count` should be `_anon_count`. Rename it everywhere in the file."
    r"\b(?:rename|replace|change|fix)\s+(?:it|them|that|this)\s+(?:everywhere|throughout|"
    r"in\s+(?:every|each)\s+place)\b",
    re.I,
)
# "labextensions: add ...": a module or a topic named as a label, then the request
LABEL_FIRST = PATTERNS.compile(r"\s*[A-Za-z_][\w-]*\s*:\s+")
# a sentence of context before a colon, the request after it (no quote nor code before it)
# "We are renaming read_dot to read_pydot, the function moves in the next commit. First step:
# ...": what the team is doing, said before the request (never the request itself)
ONGOING_WORK = PATTERNS.compile(
    r"^\W*(?:we|i)\s*(?:['’]re|['’]m|\s+are|\s+am)\s+(?:(?:slowly|currently|now|busy)\s+)?"
    r"[a-z]+ing\b(?:[^.!?`]|`[^`\n]*`|\.(?=\w))*[.!?]\s+(?=\S)",
    re.I,
)
# "I'm going to log every call it makes. For a start, add `import logging` ...": the first step
# of a plan, asked after the plan (the plan is context, never an edit asked)
FIRST_STEP = PATTERNS.compile(
    r"(?:^\W*|(?<=[.!?:])\s+)(?:for\s+a\s+start|for\s+starters|to\s+(?:start|begin)(?:\s+with)?|"
    r"as\s+a\s+(?:first\s+step|start)|first\s+of\s+all|first\s+off)\s*,\s*",
    re.I,
)
CONTEXT_THEN_REQUEST = PATTERNS.compile(r"[^:`\"“\n]{10,200}?:\s+(?=(?:in\s+\S+\s+)?[a-z])", re.I)
# "Insert please at line 24 ...": the courtesy after the verb
VERB_PLEASE = PATTERNS.compile(
    r"\b(insert|add|put|delete|remove|drop|rename|replace|change|set|create|comment\s+out|"
    r"uncomment)\s+please\b",
    re.I,
)
# "change `max_invalid_draws = 50` to 100", "bump the initial `self.max_stall = 200` to 500":
# the assignment quoted, only its new value said
ASSIGNMENT_TO_VALUE = PATTERNS.compile(
    r"\b(?:change|set|bump|make|raise|lower|increase|decrease|reduce|update)\s+"
    # ("MDNewton gives up after 10 steps. Bump its `maxsteps = 10` to 25": whose, said before)
    r"(?:(?:the|its|their)\s+)?(?:(?:initial|current|existing|default|old)\s+)?"
    r"(?P<q>[`'\"])(?P<lhs>[A-Za-z_][\w.]*\s*=\s*)"
    r"(?P<value>-?\d[\w.]*)(?P=q)\s+to\s+(?P<new>-?\d[\w.]*)\b(?![`'\"])",
    re.I,
)
# "Change PKG_INFO_PREFERRED_VERSION = '1.1' to '1.2'": the assignment written out, then only
# the new value (read as "change X from '1.1' to '1.2'")
ASSIGNED_TEXT_TO = PATTERNS.compile(
    r"\b(?P<verb>change|set|update|make|bump)\s+(?P<name>(?-i:[A-Z_][A-Z0-9_]*|[a-z]\w*_\w*))\s*=\s*"
    r"(?P<old>(?P<q>['\"])[^'\"\n]*(?P=q))\s+to(?=\s+['\"])",
    re.I,
)
# "Lines 241-243 are the first copy ... Delete 241 to 243.": numbers said as lines before
NUMBERS_AS_LINES = PATTERNS.compile(
    rf"\b(?P<verb>{DELETE_VERB}|comment\s+out|uncomment)\s+"
    r"(?=(?P<a>\d+)\s*(?:-|–|to|through|thru)\s*(?P<b>\d+)\b)",
    re.I,
)
# "docker/api/plugin.py line 131, insert ...": the file, then the line, said first
FILE_LINE_FIRST = PATTERNS.compile(
    r"^\s*(?P<file>(?:[\w.-]+/)*[\w-]+\.[A-Za-z][A-Za-z0-9]{0,7})\s*:?\s+(?=line\s+\d+\s*[,:])",
    re.I,
)
# "flask/helpers.py L122-125", "at L40": lines as code hosts write them
L_LINES = PATTERNS.compile(
    r"(?P<pre>\.\w+\s*[:,]?\s+|\b(?:at|on)\s+)L(?P<a>\d+)(?:\s*[-–]\s*L?(?P<b>\d+))?\b"
)
# "clear() in click/termui.py: pls comment out ...", "In main() of fontTools/varLib/mutator.py,
# right after ...": the function and its file said first
FUNCTION_IN_FILE_FIRST = PATTERNS.compile(
    r"^\W*(?:(?:in|inside|within)\s+)?(?P<name>[^\W\d]\w*(?:\.[^\W\d]\w*)*)\(\)\s+(?:in|of)\s+"
    r"(?P<file>(?:[\w.-]+/)*[\w-]+\.[A-Za-z0-9]{1,8})\s*[:,—–-]\s*(?:pls\s+|please\s+)?",
    re.I,
)
# "comment out the warning AutoMinorLocator gives when ...": the warning's call, in that class
WARNING_GIVEN = PATTERNS.compile(
    r"\b(?P<verb>comment\s+out|delete|remove|drop)\s+the\s+warning\s+(?:that\s+)?"
    r"(?P<name>(?-i:[A-Z]\w*[a-z]\w*|[a-z_]\w*_\w*))(?:\(\))?\s+(?:gives|emits|shows|prints|issues|raises)\b"
    r"(?:\s+when\b[^,.;!?]*)?",
    re.I,
)
# "comment out the echo that sends ...": a call said by the name it calls
NAME_THAT = PATTERNS.compile(
    r"\b(?P<verb>comment\s+out|uncomment|delete|remove|drop)\s+the\s+"
    r"(?!(?:line|lines|comment|statement|call|entry|item|one|code|bit|part|assert|print|return|"
    r"raise|import|loop|check|test|condition|branch|block|function|method|class|def|if|for|while|"
    r"try|with)\b)(?P<name>[a-z_][a-z0-9_]*)\s+(?=(?:that|which)\s)",
    re.I,
)
# "list.py line 101: insert `X` so it sits directly above def list_block": the line said first
LINE_FIRST_INSERT = PATTERNS.compile(
    r"^\W*(?P<file>(?:[\w.-]+/)*[\w-]+\.[A-Za-z0-9]{1,8})\s+(?:line|l\.?)\s*(?P<n>\d+)\s*[:,—–-]\s*"
    r"(?P<verb>insert|add|put)\s+(?P<new>`[^`\n]+`)(?=\s+so\s+(?:that\s+)?it\s+(?:sits|is|goes|comes)\s+"
    r"(?:right\s+|directly\s+|just\s+)?(?:above|before)\b|"
    # "recwarn.py line 30: put `X` there (it should land just above T = ...)"
    r"\s+there\s*\(?\s*(?:it\s+)?(?:should\s+|must\s+|will\s+)?(?:land|sit|go|be|come)s?\s+"
    r"(?:right\s+|directly\s+|just\s+)?(?:above|before)\b)",
    re.I,
)
# "Insert at line 24 of FILE the comment `X`": the place said before what goes there
PLACE_FIRST = PATTERNS.compile(
    r"\b(?P<verb>insert|add|put)\s+(?P<place>(?:at|on|after|before|above|below)\s+line\s+\d+"
    r"(?:\s+(?:of|in)\s+[\w./-]+)?)\s*,?\s+(?P<what>(?:(?:the|a|this)\s+)?"
    r"(?:(?:comment|line|code|statement|text)\s+)?[`\"'“‘«].*?)\s*[.!]?\s*$",
    re.I | re.S,
)
# "X must be 'us-west-2' now in FILE": when, not where or what
NOW_SAID = PATTERNS.compile(
    r"(?<=[\w`'\"’”])(?<!\bfor)(?<!\bright)\s+(?:now|anymore|any\s+more|from\s+now\s+on)"
    r"(?=\s+in\s+\S+\s*[.!?]?\s*$|\s*[.!?]?\s*$)",
    re.I,
)
# "In f the number of guard bits is hard-coded to 10. Bump it to 12.": from 10 to 12
HARD_CODED = PATTERNS.compile(
    r"^(?P<pre>.*?)\b(?P<desc>the\s+[\w'’ -]+?)\s+(?:is|are)\s+(?:hard-?coded|set|fixed|pinned)\s+"
    r"(?:to|at)\s+(?P<old>-?\d[\w.]*)\s*[.;,]\s*(?:please\s+|pls\s+|so\s+)?(?P<verb>bump|raise|lower|"
    r"change|set|make|increase|decrease|reduce)\s+it\s+to\s+(?P<new>-?\d[\w.]*)\s*[.!]?\s*$",
    re.I | re.S,
)
# "k_edge_augmentation hard-codes seed=0 when it calls g. Make that seed=42 instead.": that
# keyword's value, changed in the function said
HARD_CODES = PATTERNS.compile(
    rf"^\W*(?P<scope>{IDENT}(?:\.{IDENT})*)(?:\(\))?\s+(?:hard-?codes|passes|uses)\s+"
    r"(?P<old>[A-Za-z_]\w*=[^\s,;]+?)(?=[\s,;.])[^.!?]*[.!?]\s+(?:please\s+)?(?:make|change|set)\s+"
    r"(?:that|it|this)\s+(?:to\s+)?(?P<new>[A-Za-z_]\w*=[^\s,;]+?)(?:\s+instead)?\s*[.!]?\s*$",
    re.I,
)
# "raise the 64e6 cap to 128e6", "raise the 65536-byte threshold for merging shards into one blob
# to 131072": a number as the code writes it, what it is, then the new one; or a number for a
# number, unquoted ("In F, change 30 to 50", "replace 0.5 with 0.25")
NUMBER_SAID_TO = PATTERNS.compile(
    r"\b(?:change|raise|bump|lower|increase|decrease|reduce|make|set|replace|swap)\s+"
    r"(?:the\s+(?P<old>-?\d[\w.]*?)(?:-[a-z]+)?\s+(?:[a-z-]+\s+){1,8}?(?:to|into)|"
    r"(?P<bare>-?\d+(?:\.\d+)?)\s+(?:to|with|into|for|->|→))\s+"
    r"(?P<new>-?\d[\w.]*?)(?=[.,;!?]*(?:\s|$))",  # (1.25 whole: a full stop ends a sentence)
    re.I,
)
# "F switches to the short form above 30 generators. Please make that 50 instead.": the one
# number said before, now another
MAKE_THAT_INSTEAD = PATTERNS.compile(
    r"\b(?:make|change|set|bump|raise|lower)\s+(?:that|it|this)\s+(?:to\s+)?"
    r"(?P<new>-?\d+(?:\.\d+)?)\s+instead\b",
    re.I,
)


PLACE_ARROW = PATTERNS.compile(
    r"\b(?P<where>(?:(?:just|right|directly|immediately)\s+)?(?:before|after|above|below))\s+"
    r"(?:the\s+line\s+)?(?P<anchor>`[^`\n]+`)\s*(?:->|→|=>)\s*(?P<new>`[^`\n]+`)",
    re.I,
)
# "reword the error 'X' to 'Y'": a change of its text
REWORD = PATTERNS.compile(r"\b(?:reword|rephrase)\b", re.I)
# "Delete it from here.": the file the request is about, said again
FROM_HERE = PATTERNS.compile(
    r"\s+from\s+(?:here|there|this\s+(?:file|module))(?=\s*(?:[.!?,;]|$))", re.I
)
# "f has no docstring of its own. Add one": no name, the docstring's owner
OF_ITS_OWN = PATTERNS.compile(r"\s+of\s+(?:its|their)\s+own\b", re.I)
# "I'd like it called X", "I'd like all of them to be called X": a rename of what was said
LIKE_IT_CALLED = PATTERNS.compile(
    r"\b(?:I['’]?d\s+like|I\s+would\s+like|I\s+want|we\s+want|we['’]?d\s+like|let['’]?s\s+have)\s+"
    r"(?:it|this|that|all\s+of\s+them|them\s+all|both\s+of\s+them)\s+(?:to\s+be\s+)?"
    r"(?:called|named|renamed(?:\s+to)?)\s+",
    re.I,
)
# "fix all of them", "in both places": every occurrence (said anywhere in the request)
EVERY_ONE = PATTERNS.compile(
    # ("it's in two of the docstrings": each of the number said)
    r"\b(?:all|each|both)\s+of\s+them\b|\b(?:in|at)\s+(?:both|all|two|three|four)\s+"
    r"(?:of\s+)?(?:the\s+)?(?:\w+\s+)?(?:places|spots|cases|lines|docstrings|comments|messages)\b|\ball\s+(?:the\s+)?occurrences\b|"
    r"\bevery\s+(?:one|occurrence|instance)\b|"
    r"[,(]\s*(?:both|all)\s+(?:places|spots|occurrences)\b",  # "... to 'B', both places, in F"
    re.I,
)
ELLIPSIS = (" ...", " …")  # after a space: "now exiting %s..." ends with its own dots


LINE_ADDED = ("append", "prepend", "insert_after", "insert_before", "insert_at")


NO_FILE = "the request names no file; say which file."


PRONOUN = PATTERNS.compile(
    r"(?i)(?:it|this|that|them|one|this\s+one|that\s+one|(?:(?:this|that|the|whole|entire)\s+)+"
    r"(?:function|method|class|def|helper|thing))"
)


CLAUSE_END = PATTERNS.compile(r"[.;,!?:](?:\s|$)|\b(?:and|but)\b|\s(?:->|→|—|–|--?)\s")
# the verb a pronoun for a name is the object of: "delete it", "call it X", "write one for it"
ACTS_ON = PATTERNS.compile(
    # ("call" and "name" only right before it: "a misleading name since it ...", no verb)
    r"\b(?:delete|remove|drop|erase|rid\s+of|renam(?:e|ing)|(?:call|name)(?=\s+(?:it|this|that|them)\b)|"
    r"set|change|make|bump|"
    r"document|give|write|add|for|(?<!next\s)(?<!close\s)(?<!similar\s)to)\b",  # not "next to it"
    re.I,
)


# "The FIXME comment in DateTimeFormatter.format is stale": a comment said, and where it is
COMMENT_SAID = PATTERNS.compile(
    r"\b(?i:the|that|this)\s+(?:(?P<mark>[A-Z]{3,}|[`'\"“‘][^`'\"”’]+[`'\"”’])\s+)?(?i:comment)\b"
    r"(?:\s+(?:(?i:just|right|directly|immediately)\s+)?(?P<rel>(?i:in|inside|within|of|above))"
    r"\s+(?:the\s+)?(?:(?:function|method|class)\s+)?"
    r"`?(?P<scope>[\w.]+?)`?(?:\(\))?(?=[\s,;:!?]|\.(?!\w)|$))?"
)
# "pls remove the XXX comment from unpack_tarfile": a comment said by its mark, and where
DELETE_MARKED_COMMENT = PATTERNS.compile(
    rf"\b{DELETE_VERB}\s+(?:the|that|this)\s+(?:(?:stale|old|outdated|useless|obsolete)\s+)?"
    # ("the TODO comment about it in f": what it is about, said between)
    rf"(?P<mark>(?-i:[A-Z]{{3,}})|{TOKEN})\s+comment(?:\s+(?:about|on|for)\s+(?:it|that|this|them))?"
    rf"(?:\s+(?:in|inside|within|from|of)\s+"
    rf"(?:the\s+)?(?:(?:function|method|class)\s+)?(?P<scope>{TOKEN}|{IDENT}(?:\.{IDENT})*)(?:\(\))?)?"
    r"(?=\s*(?:[,;.!?]|$))",
    re.I,
)
# "remove the comment right above `get_dev`", "drop the stale comment block before class C"
# "delete the comment right above `if x:`", "the comment just above `if x:` in f is stale.
# Remove it.": the comment over a line of code, quoted
COMMENT_ABOVE_LINE = PATTERNS.compile(
    rf"\bthe\s+(?:(?:stale|old|outdated|out-of-date|obsolete)\s+)?comments?(?:\s+(?:block|lines?))?\s+"
    r"(?:(?:just|right|directly|immediately)\s+)?(?:above|over|on\s+top\s+of)\s+(?:the\s+line\s+)?"
    rf"(?P<code>{TOKEN})(?:\s+in\s+(?:the\s+)?(?:function\s+|method\s+)?(?P<scope>{IDENT}(?:\.{IDENT})*)"
    rf"(?:\(\))?)?{_IN_FILE}?"
    # the request in the same sentence, or in the next one, said of it
    rf"(?:{_TAIL}|[^.!?]*[.!?]\s+(?:(?:please|so|just)\s+)?{DELETE_VERB}\s+(?:it|that|this|them|those|"
    r"(?:the|that|this)\s+comment(?:\s+lines?)?)\b)",
    re.I,
)
COMMENT_ABOVE = PATTERNS.compile(
    rf"\b{DELETE_VERB}\s+(?:the|that|this)\s+(?:(?:stale|old|outdated|out-of-date|obsolete)\s+)?"
    r"comments?(?:\s+(?:block|lines?))?\s+(?:(?:just|right|directly|immediately)\s+)?"
    r"(?:above|over|before|on\s+top\s+of)\s+(?:the\s+)?(?:(?:function|method|class|def)\s+)?"
    rf"(?!(?:line|import|it|this|that|here)\b)(?P<name>{TOKEN}|{IDENT}(?:\.{IDENT})*)(?:\(\))?(?:\s+(?:function|method|class))?"
    rf"{_IN_FILE}?{_TAIL}",
    re.I,
)


# "the message prints a literal {name} because the string has no f prefix. Make it an
# f-string": the string that holds that field, made an f-string
F_STRING_ASKED = PATTERNS.compile(
    r"\b(?:make|turn|convert|change)\s+(?:it|this|that|the\s+(?:string|message|text|literal))\s+"
    r"(?:(?:in)?to\s+)?(?:an?\s+)?f-?string\b|"
    r"\b(?:add|put)\s+(?:the\s+|an?\s+)?(?:missing\s+)?`?f`?\s+(?:prefix|in\s+front)\b",
    re.I,
)
FIELD_SAID = PATTERNS.compile(r"\{([A-Za-z_]\w*)(?:[!:][^{}\s]*)?\}")
# a request said as the change itself: "ITER_CHUNK_SIZE = 512 -> 1024", "`X` -> `Y`"
# ("_combined_printing: False -> True": a name, a colon, the value it has and the new one)
CHANGE_AS_CODE = PATTERNS.compile(r"`?[A-Za-z_][\w.-]*`?\s*(?:=|->|→|:\s*[^\s:]+\s*(?:->|→))")
# what may start the request after sentences of context: a sentence, or code ("... for our big
# streams. ITER_CHUNK_SIZE = 512 -> 1024", "... . find_x -> find_y in that comment")
REQUEST_START = r"[A-Z]|[_`'\"“‘]|[a-z][\w-]*(?:\.\w+)*\s*(?:->|→|=>)"


# values of one kind: "The purple #6622aa ... swap it for #336699", "... is 30 in f(). Change it
# to 60": the value said before of the kind of the new one
VALUE_KINDS = (r"#[0-9a-fA-F]{3,8}\b", r"\b0[xob][0-9a-fA-F_]+\b", r"\b\d+(?:\.\d+)+\b", r"\b\d+\b")


NEXT_TO = PATTERNS.compile(
    r"\blines?\s+(?:\w+\s+)?(?:after|before|below|above|following|preceding)\b", re.I
)
# an assignment said in a sentence without quotes: "... the first line, num_sent = 0, is dead"
ASSIGNMENT_SAID = PATTERNS.compile(
    rf"(?<![\w.=!<>])((?:{IDENT}\.)*{IDENT}(?:\[[^\]\n]*\])?\s*=\s*(?:{TOKEN}|[\w.\-+]+(?:\(\))?))"
    # said to be what goes: "x = 0, is dead code", "x = 0 is unused"
    r"(?=\s*,?\s*(?:is|was)\s+(?:\w+\s+)?(?:dead|unused|useless|redundant|pointless|obsolete|"
    r"unneeded|unnecessary|superfluous|wrong|leftover|noise|overwritten|never\s+(?:used|read)|"
    r"not\s+(?:needed|used)))"
)


SENTENCE_END = PATTERNS.compile(r"[.;!?](?!\w)")  # a file's "." is no sentence's end


# a request that opens with the name it is about as the subject: "__all__ should export X too, ..."
NAME_AS_SUBJECT = PATTERNS.compile(
    rf"^\W*(?:(?:TODO|FIXME|XXX)\s*(?:\([^)\n]*\))?\s*:\s*)?(?:{FILE_SAID}\s*:\s*|in\s+{FILE_SAID}\s*,\s*)?"
    rf"(?P<name>{TOKEN}|_*(?-i:[A-Z][A-Z0-9_]*|__\w+__|\w*_\w*))\s+(?:should|must|needs?\s+to|has\s+to)\b",
    re.I,
)


# after a name: the definition it is nested in ("the callback nested in version_option")
NESTED_OF = PATTERNS.compile(
    rf"`?(?:\(\))?`?(?:\s+(?:generator|function|callback|closure|helper|coroutine))?\s+"
    rf"(?:of|in|inside|within)\s+(?:the\s+)?(?:function\s+|method\s+)?"
    rf"`?(?P<owner>{IDENT}(?:\.{IDENT})?)`?(?:\(\))?(?![\w./])",
    re.I,
)
NESTED_IN = PATTERNS.compile(
    rf"\s+\(?(?:(?:that\s+is|that's)\s+)?(?:nested\s+(?:in|inside|within)|inside|within|defined\s+"
    rf"(?:in|inside)|in\s+(?:the\s+)?(?:function|method))\s+(?:the\s+)?(?:function\s+|method\s+)?"
    rf"`?(?P<owner>{IDENT}(?:\.{IDENT})?)`?(?:\(\))?(?![\w./])",
    re.I,
)


# what a definition to document is called before its name ("the little _update_dict helper")
SMALL_WORDS = (
    r"(?:(?:little|small|tiny|nested|inner|private|internal|local|lone|poor|helper)\s+"
    r"(?=(?:function\s+|method\s+|class\s+)?`?[A-Za-z_]\w*(?:\.\w+)*`?(?:\(\))?(?:\s|[:,]|$)))*"
)


# a URL: up to a space or a quote, less the punctuation that ends a sentence
URL = r"https?://[^\s`'\"”’<>]*[^\s`'\"”’<>.,;:!?)]"
# one written bare (not already in quotes)
BARE_URL = PATTERNS.compile(rf"(?<![\w`'\"“‘/]){URL}")


PATTERNS.save()
