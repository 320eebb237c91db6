"""What a prompt asks the offline model, read with plain rules (there is no model to read it).

``read_question`` sorts a prompt into one kind (run a command, an edit, where something is
defined, what it returns, where it is raised or called, which class handles a concept, how
something works, a listing) and pulls out what the planner needs: the names it mentions
(backticked, dotted, or shaped like identifiers), quoted text, files, the words to rank code
with, and for edits what to change. A language named in passing ("the json package") is a word,
not a file filter: only "json files" or ``*.json`` restrict a search to a file type.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from . import concepts
from .command_request import read_command
from .compiled import PatternCache
from .edit_phrasings import EDIT_VERB
from .edit_request import looks_like_change, read_edit, requests_change
from .index import NUMBER_WORD, STOP, stem, words
from .raise_search import EXCEPTION_NAME
from .request_text import FILE_EXTENSIONS, EditRequest, untypo

PATTERNS = PatternCache(__file__)  # kept between processes (compiled.py)

FENCED = PATTERNS.compile(r"```[\w+-]*\n(.*?)```", re.S)
BACKTICKED = PATTERNS.compile(r"`([^`\n]+)`")
# (a mark alone in single quotes is quoted too: "maps '<', '<=' and '<>' to ...", never the
# ", " between two quotes)
QUOTED = PATTERNS.compile(
    r"\"([^\"\n]{2,80})\"|(?<![\w])'([^\w\s'\n]|(?!\s)[^'\n]{2,80}(?<!\s))'(?![\w])"
)
IDENT = r"[^\W\d]\w*"  # a Python identifier, letters of any script (PEP 3131)
# (never "e.g." or "i.e.": Latin, not a name)
DOTTED = PATTERNS.compile(
    rf"(?<![\w./-])(?!(?i:e\.g|i\.e|etc|vs|cf)\b)({IDENT}(?:\.{IDENT})+)(?![\w/])"
)
# (a reference with its fragment names no file asked about: "a link like other.json#/defs/foo")
FILE_MENTION = PATTERNS.compile(r"(?<![\w/.@-])((?:[\w.-]+/)*[\w-]+\.([A-Za-z0-9]{1,8}))(?![\w/#])")
LANGUAGE_EXT = {
    "python": "py", "javascript": "js", "typescript": "ts", "markdown": "md", "rust": "rs",
    "go": "go", "java": "java", "toml": "toml", "yaml": "yaml", "json": "json", "shell": "sh",
    "notebook": "ipynb",
}  # fmt: skip
RUN_TESTS = PATTERNS.compile(
    r"^\W*(?:please\s+)?(?:run|execute)\s+(?:the\s+)?(?:unit\s+)?tests?\b", re.I
)
LISTING = PATTERNS.compile(
    r"\b(list (?:the |all )?files|ls\b|tree\b|structure|layout|overview|what(?:'s| is) in)\b", re.I
)
# a layout, structure or overview is the project's when said of it or asked for in a few words
# ("show me the layout"), not "if I make a top-level layout and never say how big ..."
PROJECT_SAID = PATTERNS.compile(
    r"\b(?:project|repo(?:sitory)?|workspace|code\s*base|package|folders?|director(?:y|ies)|"
    r"files|modules)\b",
    re.I,
)


def _asks_listing(body: str) -> bool:
    m = LISTING.search(body)
    # ("how does it track down the whole family tree of launched programs": a tree, not files)
    if m is None or m[1].lower() not in ("structure", "layout", "overview", "tree"):
        return m is not None
    return bool(PROJECT_SAID.search(body)) or len(body.split()) <= 6


# "How does the loader find test files in a directory tree?" asks how code works, not for a
# listing; "how do I see the layout" still wants one.
EXPLAINING = PATTERNS.compile(
    r"^\W*(?:how|why)\s+(?:does|do|did|is|are|can|could|would|will)\s+(?!(?:i|we|you)\b)|"
    r"^\W*what\s+happens\b",
    re.I,
)
_KIND = r"(?:function|method|class|exception|helper)"  # "the X method", "class X"
# a function's name said after a verb (an exception's is CamelCase): "trigger `_redraw`"
_FUNCTION_NAMED = r"\s+(?:`[a-z_][\w.]*`|(?-i:[a-z_]\w*_\w*)(?:\(\))?\b)"
_HOLDS = r"(?:module|file|package)\s+(?:has|holds|contains)"  # "which module has Context"
# "which line sets X", "on which line is it set?", "what line is X assigned on"
_LINE_SETS = (
    r"(?:which|what)\s+line\s+(?:sets|assigns|initiali[sz]es)|"
    r"(?:on\s+|at\s+)?(?:which|what)\s+line\s+(?:is|was)\s+(?:it|`?(?-i:[A-Z_][A-Z0-9_]*)`?)\s+"
    r"(?:set|assigned|defined|declared|given)"
)
_FILE_AND_LINE = r"(?:which|what)\s+file\s+and\s+line"  # "which file and line is C in?"
# The roles classes are named for ("CoalesceStreamsPreprocessor", "SlidesExporter"): "which
# preprocessor ..." asks for a class of that role.
ROLES = (
    r"(?:(?:pre|post)?processor|exporter|importer|filter|validator|parser|lexer|tokenizer|"
    r"manager|provider|loader|converter|renderer|writer|reader|serializer|formatter|factory|"
    r"builder|wrapper|adapter|backend|mixin|middleware|visitor|transformer|translator|resolver|"
    r"checker|collector|registry|executor|scheduler|dispatcher|listener|encoder|decoder|"
    r"strategy|strategies|generator|authenticator|authorizer)s?"
)
# "what fallback value is used": the value asked for, not where something is used
VALUE_USED = PATTERNS.compile(
    r"\b(?:values?|defaults?|fallbacks?|number|setting|limit)\s+(?:is|are|gets|get|will\s+be)\s+$",
    re.I,
)
# an exception the sentence is about, "raised" or "thrown" saying where it came from
RAISED_OBJECT = PATTERNS.compile(
    r"(?:\w*(?:Error|Exception|Warning)|\b(?:exceptions?|errors?))`?\s+(?:raised|thrown)\b"
)
HOW_PASSIVE = PATTERNS.compile(r"\W*how\s+(?:is|are|was|were|gets?|come)\b", re.I)
KIND_CUES = {
    "raises": PATTERNS.compile(
        # never "raises a complex interval to an integer power" (a power, not an exception)
        r"\b(rais(?:e|es|ed|ing)(?![^.?!]{0,60}?\bto\s+(?:the|a|an)\s+(?:[\w-]+\s+){0,2}power\b)|throws?(?!\s+(?:out|away)\b)|thrown|threw(?!\s+(?:out|away)\b)|"
        rf"trigger(?:s|ed)?(?!{_FUNCTION_NAMED})|"
        r"go(?:es)?\s+wrong)\b|"
        r"(?:exception|error)\s+(?:comes?|came|coming)\s+from\b|"  # "the ValueError comes from"
        # "f(...) gives me a ValueError on my box -- where's that coming from?", "connect() keeps
        # failing with 'Redirect limit exhausted'. where's that coming from?"
        r"(?:(?-i:\w*(?:Error|Exception)\b)|\b(?:fail(?:s|ed|ing)?|crash(?:es|ed|ing)?|dies|died|"
        r"dying|errors?\s+out|blows?\s+up)\s+with\s+['\"“‘`])"
        r".*\bwhere(?:['’]s|\s+is|\s+does)\s+(?:that|it|this)(?:\s+(?:coming|come)\s+from\b|"
        # ("... dies with 'All strings must be XML compatible'. Where's that check?")
        r"\s+(?:check|raised|thrown)\b|\s*[?.!]*\s*$)|"
        # "I called reduction() without a dtype and got 'Must specify dtype'. where is that?"
        r"\b(?:got|get|gets|getting|saw|see|seeing)\s+(?:an?\s+|the\s+)?(?:error\s+|message\s+)?"
        r"['\"“‘`][^'\"”’`\n]{3,}['\"”’`][.!,;]?\s+(?:so\s+)?where(?:['’]s|\s+is|\s+does)\s+"
        r"(?:that|it|this)\b(?:\s+(?:coming|come)\s+from\b|\s+(?:raised|thrown)\b|\s*[?.!]*\s*$)|"
        # "where can lines() hit an AssertionError?", "what assert is that?"
        r"\b(?:hit|hits|run\s+into|runs\s+into|trips?\s+(?:over|on))\s+(?:an?\s+|the\s+)?`?"
        r"(?-i:\w*(?:Error|Exception))\b|\b(?:what|which)\s+assert(?:ion)?\b|"
        # "where does F let the error through": where it raises it again ("let SystemExit
        # through")
        r"\blets?\s+(?:the\s+|an?\s+|that\s+|this\s+|any\s+)?(?:\w*error|\w*exception|"
        r"(?-i:\w*(?:Exit|Interrupt)))s?\s+"
        r"(?:through|propagate|escape|bubble\s+up)\b|"
        # "where is SystemExit let through rather than printed": an exception named first
        r"(?-i:\w*(?:Error|Exception|Exit|Interrupt|Warning)|StopIteration)\s+(?:is\s+|are\s+|gets?\s+)?"
        r"(?:let|allowed|passed)\s+(?:through|to\s+propagate|to\s+escape)\b|"
        r"\bwhen\s+(?:does|do|can|could|would|will|might)\b.*\bfail\b|"
        # "where does Resolver.lookup turn a missing resource into an Unresolvable error?"
        r"\b(?:turns?|converts?|wraps?|translates?)\b[^.?!]{1,60}?\binto\s+(?:an?\s+)?`?"
        r"(?-i:\w*(?:Error|Exception)\b|[A-Z]\w*`?\s+(?:error|exception)\b)|"
        # "list the spots that reject k < 1 with a ValueError": a refusal, by its exception
        r"\b(?:reject|refuse|forbid|disallow|den(?:y|ie))\w*\b[^.?!]*?\bwith\s+(?:an?\s+)?`?"
        r"(?-i:\w*(?:Error|Exception))\b",
        re.I,
    ),
    "calls": PATTERNS.compile(
        # (not the noun of "extended key usage", "memory usage": what is used up or meant)
        r"\b(called|calls|call sites?|callers?|invoked|invokes|used|uses|"
        r"(?<!key\s)(?<!memory\s)(?<!disk\s)(?<!cpu\s)(?<!token\s)(?<!bandwidth\s)usages?|reused|re-used|"
        r"(?<!-)references?|referenced|imported|"
        # "what depends on `parse`", not "does it depend on reader vs writer?"
        r"(?:depends?|relies|rely|lean(?:s|ing)?|fall(?:s|ing)?\s+back)\s+on(?=\s+(?:the\s+)?(?:`|(?-i:\w*[_.A-Z]\w*)|\w+\(\)))|"
        # "which places pass a freshly made class through `_registered`?": what goes through it
        r"(?:pass|passes|passing|route|routes|send|sends|run|runs)\s+(?:(?!through\b)[\w-]+\s+){1,4}"
        r"through(?=\s+(?:`|(?-i:\w*[_A-Z]\w*\b)))|"
        # "where does _ActualTreeParamName use its `_get_param_node()` helper": a use asked
        r"(?:(?<=\bdoes\s)|(?<=\bdid\s))(?:[\w.`]+\s+){1,3}?use(?=\s+(?:its\s+|the\s+)?`)|"
        # "which writer functions go through cmd.write_or_delete_file?"
        r"(?:go|goes|going|went|route|routes)\s+through(?=\s+(?:`|(?-i:\w*[_.A-Z]\w*\b)))|"
        r"(?:call|calls|invoke|invokes|(?<=\w\s)run)(?=\s+`)|calls\s+(?:to|of)|"
        r"(?<=every\s)call\s+to|(?<=each\s)call\s+to|(?<=a\s)call\s+to|(?<=the\s)call\s+to|"
        # "where do we call foo", "which functions call foo?": the verb, then only the name
        # ("where does eigen.py call _householder_vector from?")
        # ("where does anything call the client's `_process_response_data`?": an owner said)
        # ("where does rrule's constructor call its private __construct_byset helper?")
        rf"(?:call|invoke)(?=\s+(?:the\s+|its\s+|their\s+)?(?:(?:own|private|internal|protected|"
        rf"little|nested|inner|local)\s+)?(?:\w+['’]s\s+)?`?(?:{IDENT}\.)?{IDENT}`?"
        # ("which functions in F call strongly_connected_components(G) themselves?")
        rf"(?:\(\)|\([\w\s,=*]{{1,30}}\))?(?:\s+{_KIND})?(?:\s+from)?(?:\s+(?:themselves|itself|directly))?"
        # ("where does anything call apply_in_place on a transform?": what it is called on)
        rf"(?:\s+on\s+(?:an?|the|each|every|its|their)\s+[\w-]+)?\s*(?:[?.!]?\s*$|,\s|[?.!]\s))|"
        # "every place that asks get_default_datatype to guess a type": a name asked to do it
        r"\basks?(?=\s+`?(?-i:\w*_\w*|\w*[a-z][A-Z]\w*)`?(?:\(\))?\s+(?:to|for)\s)|"
        r"(?<=is\s)calling|(?<=are\s)calling|calls\s+into|"  # "which code is calling X"
        # "which of the SWF handlers run _check_exclusivity on their filters": a helper run
        r"(?<=\s)(?:run|runs)(?=\s+`?(?-i:_?[a-z]\w*_\w*)`?(?:\(\))?\s+(?:on|over|against)\s)|"
        # "Where does F create AuxTransformBox instances?": a class called to make one
        r"(?:creates?|instantiates?|constructs?|makes?|builds?)(?=\s+(?:an?\s+|the\s+)?(?:new\s+)?"
        r"`?(?-i:[A-Z]\w*)`?(?:\(\))?\s+(?:instances?|objects?)\b)|"
        # "Which places actually call its generate_aliases method?"
        r"(?<=places\s)call|(?<=actually\s)call|"
        # "Which BlockingPortal methods call _check_running before ...", "which of the
        # estimators call _pad ...": what things (a plural) call, a name of code
        r"(?<=[a-z]s\s)call(?=\s+`?(?-i:\w*[_A-Z]\w*))|"
        # "Which methods hand their results to `_relpath_detail`?": what they pass it through
        r"(?:hand|hands|pass|passes|feed|feeds|send|sends)\s+(?:their|its|the)\s+[\w-]+\s+"
        r"(?:over\s+)?to(?=\s+(?:`|(?-i:\w*[_A-Z]\w*\b)|[A-Za-z]\w*\(\)))|"  # (or "to ordered()")
        # "list the places in sfnt.py that call calcChecksum", "where does C use its _check?"
        r"(?<=that\s)call(?=\s+`?(?-i:\w*[_A-Z]\w*))|\buse\s+(?:its|their)\s+(?=`?(?-i:\w*[_A-Z]\w*))|"
        # "where does DistributionPath use _generate_cache": a private name, used
        r"(?<=\s)use\s+(?=`?_\w+`?(?:\(\))?\s*[?.!]*\s*$)|"
        # "which places check _using_pending_kernels()?": a verb of reading before a name
        r"(?<=places\s)(?:check|read|touch|access|consult|test)s?(?=\s+(?:the\s+)?`?(?-i:\w*[_A-Z]\w*))|"
        # "which places end up calling X", "who ends up invoking X", "whos calling X"
        r"(?:ends?|ended)\s+up\s+(?:calling|invoking)|(?:calling|invoking)(?=\s+`)|"
        # "which methods make use of the `_list_ppid_and_pid` helper?"
        r"(?:make|makes|making|made)\s+use\s+of(?=\s+(?:the\s+|its\s+)?`?(?-i:\w*[_A-Z]\w*))|"
        r"who(?:'?s|\s+is)?\s+(?:calling|invoking)|"
        # "go through `f`", "which functions go through _preprocess_graph first?"
        r"(?:go|goes|going|went|pass|passes|route|routes)\s+through(?=\s+(?:`|(?-i:\w*[_A-Z]\w*\b)))|"
        r"instantiat(?:ed|es|ing)|constructed|"  # "where is a StreamRecoder constructed?"
        # "Which attributes of Response are built with `_set_property`?": the things it makes
        r"(?:(?<=are\s)|(?<=were\s))(?:built|made|created|generated|defined|produced)\s+"
        r"(?:with|by|via|using|through)(?=\s+(?:`|(?-i:\w*[_A-Z]\w*\b)))|"
        # "which wrappers build an `Illinois(...)`": a call written out is what is made
        r"(?:build|create|construct|make|instantiate)s?(?=\s+(?:an?\s+|the\s+|new\s+){0,2}`?"
        r"[A-Za-z_][\w.]*\((?:\.\.\.|…)?\))|"
        # "which places trigger `_write_progress`": a function's name (an exception's is a raise)
        rf"trigger(?:s|ed)?(?={_FUNCTION_NAMED})|"
        # "where are `_ParseResultsWithOffset` objects created?", "where do we make a new Foo?"
        r"(?<=objects\s)(?:created|made|built)|(?<=instances\s)(?:created|made|built)|"
        r"(?:(?<=we\s)|(?<=it\s)|(?<=they\s)|(?<=you\s))(?:create|construct|make|build)(?=\s+(?:an?\s+|the\s+|new\s+){0,2}"
        r"`?(?-i:[A-Z]\w*[a-z]|_\w*[A-Z])\w*`?\s*(?:objects?|instances?)?\s*[?.!]*\s*$)|"
        # "Who fetches the policy template through _get_policy?": whoever calls it for that
        r"(?<=who\s)\w+s(?=\s[^?]*?\b(?:through|via|by\s+calling)\s+`?(?-i:\w*[_A-Z]\w*))|"
        # "who wraps the serializer in a ParamValidationDecorator?": where the class is made
        r"(?<=who\s)(?:wraps|creates|builds|constructs|instantiates)(?=\s.*?\b(?-i:[A-Z]\w*[a-z]\w*))|"
        # "which places in add.py call _addsort to put terms in order?": what for, after the name
        r"(?:call|invoke)(?=\s+`?(?-i:\w+(?:\.\w+)+|\w*[_\dA-Z]\w*)`?(?:\(\))?\s+(?:to|for|so|when|while)\b)|"
        # "which parts of the code use all_tasks?": a name shaped like code
        # "which places use varnames() to work out ...": what it is used for, after the name
        rf"use(?=\s+(?:the\s+)?`?(?:(?-i:(?:\w+\.)*\w*[_\dA-Z]\w*)|{IDENT}\(\))`?(?:\s+{_KIND})?"
        # ("which places use _transformation_a in formal.py")
        # ("which places use X? I want to change its signature": a sentence after it)
        rf"(?:\s+in\s+[\w./-]+\.\w+)?(?:\s*[?.!]?\s*$|\s*[?.!]\s|\s+(?:to|for|so|when|while)\b))|"
        # "where does greedy_color hand off to `_greedy_coloring_with_interchange`?"
        r"(?:hands?|handed|handing)\s+(?:it\s+|(?:things|work|control)\s+)?(?:off|over)\s+to"
        r"(?=\s+`?(?-i:\w*[_A-Z]\w*))|delegat(?:e|es|ed|ing)\s+to(?=\s+`?(?-i:\w*[_A-Z]\w*)))\b",
        re.I,
    ),
    "returns": PATTERNS.compile(
        r"\b(returns?|returned|returning|gives? back|gets? back|hands? back|yields?|return value|"
        r"produces?\s+as\s+(?:its|a|the)\s+result|"
        r"(?:result|output)s?\s+of|comes?\s+(?:out\s+of|back)|gives?\s+(?:you|me|us)\s+back|"
        # "what will I receive", "what's its output", "what value X gives"
        r"what\s+(?:will|would|do|does|did)\s+(?:i|we|you)\s+(?:receive|get)|"
        r"its\s+(?:output|result|return\s+value)|what\s+(?:value|result)s?\b(?=.*\bgives?\b))\b",
        re.I,
    ),
    # "which function", "which little helper", "which bit of code": a size or a place said first
    "which": PATTERNS.compile(
        r"^\W*(?:which|what)\s+(?:(?:little|small|tiny|short|internal|private|public|inner|"
        r"nested|low-level|high-level|module-level|top-level|exact|specific|particular|single|"
        r"separate|standalone|utility|helper|special|underlying|actual)\s+)?"
        r"(?:(?:bit|piece|part|chunk|section)s?\s+of\s+(?:the\s+)?(?=code\b))?"
        # "Which Stubber method ...": the class said before the kind
        # ("which FrameLocator helper glues ...": a helper of the class, a method)
        # ("Which TNTLexer method": a name may start with an acronym)
        r"(?:(?P<owner>(?-i:[A-Z]+[a-z]\w*))\s+(?=(?:methods?|helpers?|sub-?class(?:es)?)\b))?"
        # "which parser method ...": a method, of the code named for that role
        rf"(?:(?P<role_of>{ROLES})\s+(?=(?:methods?|functions?)\b))?"
        # "which solver class ...", "which sorting function ...": a sort of definition said first
        # ("which internal command class ...": after a word of the kind above too)
        r"(?:(?:(?<=which\s)|(?<=internal\s)|(?<=private\s)|(?<=public\s)|(?<=little\s)|(?<=small\s))"
        r"(?P<sort>(?-i:[a-z][a-z-]{2,}))\s+(?=(?:class(?:es)?|functions?|methods?)\b))?"
        # ("which classmethod combines ...": a method of that kind)
        r"(?P<target>(?:class|static)[- ]?methods?|class(?:es)?|sub-?class(?:es)?|functions?|methods?|modules?|files?|"
        r"parts?|code|handler|helpers?|"
        # "which bit decides ...", never "which bit of ..."
        r"routines?|funcs?|decorators?|(?:bits?|pieces?)\b(?!\s+of\b)|"
        # "which error do I get back when ...": an exception's class
        r"(?:errors?|exceptions?)(?=\s+(?:do|does|did|will|would|should|can|could|might)\s+"
        r"(?:i|we|you|they|users?)\s+(?:get|see|receive|hit|run\s+into)\b)|"
        # "... fits a pattern like 'div.note > p'. which one do I call?": any definition
        r"one(?=\s+(?:do|should|would|could|can|must)\s+(?:i|we|you)\s+"
        r"(?:call|use|need|want|pick|invoke)\b)|"
        # a role code names its classes by: "which preprocessor merges ...", "which exporter"
        rf"{ROLES})\b",
        re.I,
    ),
    "where": PATTERNS.compile(
        r"\b(where|locate|defined|defines?|definition|declared|declares?|implemented|def\s+(?:of|for)|"
        rf"{_LINE_SETS}|point\s+(?:me\s+)?to|"
        r"take\s+me\s+to|"
        # "which line starts the class for ... `dop853`?": its definition's first line
        r"(?<=line\s)(?:starts|begins|opens)(?=\s+(?:the\s+)?(?:class|function|method|def)\b)|"
        rf"{_FILE_AND_LINE}|"
        rf"in\s+what\s+place|(?:is|are)\s+written|{_HOLDS})\b",
        re.I,
    ),
}
# words that say what is asked rather than what it is about
CUE_WORDS = frozenset(
    """defined define definition declared implemented locate show tell explain describe
    work works happen happens handle handles handled class function method
    module file files code part package library please everywhere every place places call
    called calls caller callers used use uses usage raise raises raised throw thrown return
    returns returned give gives back value yield""".split()
)


@dataclass
class Question:
    kind: str  # command | edit | where | returns | raises | calls | which | how | listing | file
    text: str
    symbols: list[str] = field(default_factory=list)  # names the prompt gives
    subject: str | None = None  # a plain word in the name's slot ("where is urljoin defined")
    phrases: list[str] = field(default_factory=list)  # quoted text that is not a name
    files: list[str] = field(default_factory=list)
    modules: list[str] = field(default_factory=list)  # "in the cookiejar module": where to look
    words: list[str] = field(default_factory=list)  # stemmed words to rank code with
    weights: dict[str, float] = field(default_factory=dict)  # below 1: a subordinate clause's
    extension: str | None = None  # only when files of one type are asked for
    command: str | None = None
    edit: EditRequest | None = None
    target: str | None = None  # "which class/function ..." -> class/function
    also: str = ""  # a second question in the prompt ("..., and how is VAT applied?")
    predicate: bool = False  # "which function tells whether ...": it asks for a yes/no test
    value: bool = False  # "what is the maximum line length?": it asks for a setting's value
    seen: bool = False  # "i got 'X' -- where does that come from": a message the user saw
    shape: str = ""  # "which classmethod / nested function / property ...": classmethod | ...


def _identifier_like(token: str) -> bool:
    return bool(re.fullmatch(rf"{IDENT}(?:\.{IDENT})*(?:\(\))?", token))


WHEN_CALLED = PATTERNS.compile(
    r"\b(?:when|once|after|if)\s+(?:it'?s|it\s+is|it\s+gets|you|i|we)\s+(?:call|called|calls)\b|"
    r"\bto\s+(?:the|its)\s+callers?\b",  # "what does f hand back to the caller"
    re.I,
)
# "where is the `fake_frame` class that Profile uses?": what uses it only says which one is meant
WHERE_IS_THE_ONE = PATTERNS.compile(
    r"^\W*where(?:'s|\s+is|\s+are)\s+(?:the\s+)?[^?]*?\s(?:that|which)\s+(?:[\w.`]+\s+){1,3}?"
    r"(?:uses|calls|invokes|returns|raises|throws)\s*[?.!]*\s*$",
    re.I,
)
# "how does it decide whether to raise an error or drop the bits?": a choice, not a raise
WHETHER_TO = PATTERNS.compile(r"\bwhether\s+(?:or\s+not\s+)?to\s+\w+", re.I)
LINE_SETS = PATTERNS.compile(rf"\b{_LINE_SETS}\b", re.I)
DEFINED_IN = PATTERNS.compile(
    rf"\bwhere(?:['’]s|\s+is|\s+are)\s+(?:the\s+)?(?P<name>{IDENT})\s+(?:(?:class|function|method)\s+)?"
    rf"(?:defined|declared|implemented)\s+in\s+(?:the\s+)?(?P<place>{IDENT}(?:\.{IDENT})*)"
    r"(?:\s+(?:package|module|library))?\s*[?.!]*\s*$",
    re.I,
)
DEFINED = PATTERNS.compile(
    rf"\b(?:defined|declared|implemented|defines?|def\s+(?:of|for)|{_HOLDS}|{_FILE_AND_LINE})\b",
    re.I,
)
CALLED = PATTERNS.compile(rf"(?<![\w.`])({IDENT})\(\)")  # a word written as a call is a name


def _code_shaped(word: str) -> bool:
    return "_" in word or any(c.isdigit() for c in word) or any(c.isupper() for c in word[1:])


def _files(prompt: str) -> list[str]:
    found = []
    for path, ext in FILE_MENTION.findall(prompt):
        if ext.lower() in FILE_EXTENSIONS or "/" in path:
            found.append(path)
    return list(dict.fromkeys(found))


def _extension(prompt: str) -> str | None:
    m = re.search(r"\*\.(\w+)|(?<![\w.])\.(\w{1,6})\s+files\b", prompt)
    if m:
        return m.group(1) or m.group(2)
    for word, ext in LANGUAGE_EXT.items():
        if re.search(rf"\b{word}\s+(?:files|sources|modules|scripts)\b", prompt, re.I):
            return ext
    return None


# a sentence in backticks, said of an error: "gives `Unexpected variable '$w' in constant value.`"
MESSAGE_LIKE = re.compile(r"[A-Z][a-z]+(?:\s+[^\s`(){}=]+){2,}")
MESSAGE_CONTEXT = re.compile(
    r"\b(?:rais\w*|throw\w*|errors?|exceptions?|messages?|complain\w*|gives?|says?|prints?|"
    r"printed|shows?)\b",
    re.I,
)
RULED_OUT = PATTERNS.compile(rf"\bnot\s+(?:the\s+|an?\s+)?`?({IDENT}(?:\.{IDENT})*)")


HYPHENATED_NAME = PATTERNS.compile(
    r"(?<![\w-])([A-Z][a-z]+(?:-[A-Z][a-z]+)+)(?![\w-])(?:\s+(distribution|model|test|algorithm|"
    r"method|transform|filter|process|graph|code|format|encoding|parser|solver))?"
)
# a builtin applied to an instance: the special method it calls
BUILTIN_OF = PATTERNS.compile(
    r"\b(str|repr|len|iter|hash|bool|bytes|format|reversed|int|float)\(\)\s+(?:of|on|for)\s+"
    rf"(?:an?\s+|the\s+|my\s+|this\s+)?`?({IDENT})`?"
)


def read_question(prompt: str) -> Question:
    """Sort ``prompt`` into a kind and extract what the planner needs for it."""
    prompt = untypo(prompt)  # "wheres X set?", "wich function"
    body = FENCED.sub(" ", prompt)
    ticks = BACKTICKED.findall(body)
    q = Question(kind="how", text=prompt)
    q.files = _files(
        BACKTICKED.sub(
            lambda m: m.group(0) if "/" in m.group(1) or "." in m.group(1) else " ", body
        )
    )
    q.extension = _extension(body)
    q.modules = [m for m in MODULE_MENTION.findall(body) if m.lower() not in NOT_MODULES]
    command = read_command(prompt)
    if command or RUN_TESTS.search(body):
        q.kind = "command"
        q.command = command or "python -m pytest -q"
        return q
    # names: backticked, dotted, or identifier-shaped words
    plain = BACKTICKED.sub(" ", body)
    for t in ticks:
        t = t.strip()
        # "`unrad(...)`", "`f(x, n=2)`": the name called (not a snippet of the user's code, as
        # "`st.lists(st.integers(0, 20), unique=True)`", whose call is an example)
        # ("`lists(..., unique=True)`": an elision among the arguments too)
        call = re.fullmatch(rf"({IDENT}(?:\.{IDENT})*)\((?:\.\.\.|…|[\w\s,=*.…]*)\)", t)
        t = call[1] if call else t
        if _identifier_like(t) and t not in q.files:
            q.symbols.append(t.removesuffix("()"))
        q.symbols += MAGIC_SAID.findall(t)  # "`%history -l`": the magic's function
        error = ERROR_PRINTED.fullmatch(t)
        if error:  # "`ValueError: invalid wheel name`": the exception and its message
            q.symbols.append(error["exc"])
            q.phrases.append(error["message"])
        elif re.fullmatch(r"[A-Za-z]+(?: [A-Za-z]+){1,6}", t) and re.search(
            rf"`{re.escape(t)}`\s+(?:error|exception|message|warning)s?\b", body, re.I
        ):
            q.phrases.append(t)  # "raises a `digest mismatch` error": words, a message's
        elif MESSAGE_LIKE.fullmatch(t) and MESSAGE_CONTEXT.search(plain):
            q.phrases.append(t)  # "gives `Unexpected variable '$w' in constant value.`"
    for name in DOTTED.findall(plain):
        if name not in q.files and not any(name == f or f.startswith(name + ".") for f in q.files):
            q.symbols.append(name)
    q.symbols += [w for w in CALLED.findall(plain) if w.lower() not in NOT_NAMES]  # "read()"
    # "the Yule-Simon distribution": a name of people joined, as code writes it (`YuleSimon`)
    # (and with the noun after it, as a class is named: `YuleSimonDistribution`)
    for name, noun in HYPHENATED_NAME.findall(plain):
        joined = "".join(name.split("-"))
        q.symbols += [joined + noun.capitalize()] if noun else []
        q.symbols.append(joined)
    calls = _call_spans(plain)
    for a, _b in calls:  # "I did Config(retries={...})": a name called so
        called = re.search(r"[A-Za-z_]\w*$", plain[: a - 1])
        if called and len(called[0]) > 1 and called[0].lower() not in NOT_NAMES:
            q.symbols.append(called[0])
    dotted_parts = {p for s in q.symbols for p in s.split(".")}
    for word in re.findall(IDENT, QUOTED.sub(" ", plain)):
        if word.isupper() and word.lower() in STOP:
            continue  # "the connections coming INTO a point": a word stressed, not a name
        if re.fullmatch(r"[A-Z]{2,}s", word):
            continue  # "like most GIFs", "URLs with spaces": an acronym's plural, a word
        if _code_shaped(word) and word not in dotted_parts and not any(word in f for f in q.files):
            q.symbols.append(word)
    # "the %history magic": ``def history`` (after a name said as code: "the _format_lineno
    # helper in %history" asks about the helper)
    q.symbols += MAGIC_SAID.findall(plain)
    q.symbols += CLASS_SAID.findall(plain)  # "the Profile class": a name, written as a word
    q.symbols += EXCEPTION_SAID.findall(plain)  # "the parser's Error exception"
    # "the MergeErrors for ...": the exception, said in the plural
    q.symbols = [re.sub(r"(?<=[a-z])(Error|Exception|Warning)s$", r"\1", n) for n in q.symbols]
    q.symbols = list(dict.fromkeys(q.symbols))
    # "complete_trailer (not the Completion._complete_trailer method)": a name said not to be the
    # one asked about comes after the others
    ruled_out = {m[1] for m in RULED_OUT.finditer(body)} & set(q.symbols)
    if ruled_out and len(ruled_out) < len(q.symbols):
        q.symbols = [s for s in q.symbols if s not in ruled_out] + [
            s for s in q.symbols if s in ruled_out
        ]
    # "MatrixBase's _op_priority", "where does TagHolder use its _validate_kv check?"
    members = [(m[1] or m[3], m[2] or m[4]) for m in OWN_MEMBER.finditer(plain)]
    for owner, member in POSSESSIVE_MEMBER.findall(plain) + members:
        if owner in q.symbols and member in q.symbols:
            q.symbols = [f"{owner}.{member}", *(s for s in q.symbols if s not in (owner, member))]
    # "what does str() of an _HTTPRequestContext return?": the class's __str__
    for builtin, owner in BUILTIN_OF.findall(plain):
        if owner in q.symbols:
            q.symbols = [
                f"{owner}.__{builtin}__",
                *(s for s in q.symbols if s not in (builtin, owner)),
            ]
    defined_in = DEFINED_IN.search(plain)
    if defined_in:  # "where's Interval defined in annotated_types": the name, then its place
        name, place = defined_in["name"], defined_in["place"]
        owned = place[:1].isupper() and "." not in place  # "defined in Foo": Foo's method
        q.symbols = [f"{place}.{name}" if owned else name] + [
            s for s in q.symbols if s not in (name, place)
        ]
        q.modules += [] if owned else [place]
    for quote in QUOTED.finditer(plain):
        text = quote[1] or quote[2]
        if text in q.files:  # 'File "x.py", line 3': a file, said as a traceback says it
            continue
        if re.search(r"\w\s*=\s*$", plain[: quote.start()]):
            continue  # "like dir='left'": a value given, no message and no name
        if any(
            a < quote.start() < b
            or (a == quote.start() and plain[a - 1 : a] == "(" and re.search(r"=\s*\($", plain[:a]))
            for a, b in calls
        ):
            continue  # "I did Config(retries={'mode': 'turbo'})": a value passed, no message
        error = ERROR_PRINTED.fullmatch(text)
        if error:  # "'ValueError: invalid wheel name'": the exception and its message
            q.symbols.append(error["exc"])
            q.phrases.append(error["message"])
            continue
        if _identifier_like(text):  # 'fill' may be a name or a word of a message: both
            q.symbols.append(text.removesuffix("()"))
        if not _identifier_like(text) or text.isalpha():
            q.phrases.append(text)
    pasted = ERROR_PASTED.match(body)
    if pasted and not q.phrases and len(pasted["message"].split()) >= 2:
        # "Error: Unexpected handle -- where does it raise this?": the message, as printed
        q.phrases.append(pasted["message"])
        q.symbols += [] if pasted["exc"] in q.symbols else [pasted["exc"]]
    second = SECOND_CLAUSE.search(body)
    if second:
        q.also = second.group(1).strip().rstrip("?.!")
    q.words = question_words(_without_files(FENCED.sub(" ", prompt), q.files))
    q.weights = clause_weights(FENCED.sub(" ", prompt))
    # edits come before questions: "add a docstring to X" is not a question about X, but
    # "how do I rename X to Y?" is a question ("can you rename X to Y?" is a request)
    edit = read_edit(prompt)
    if edit is not None and not _asks_rather_than_requests(body):
        q.kind, q.edit = "edit", edit
        return q
    if looks_like_change(body) and not _asks_rather_than_requests(body):
        q.kind, q.edit = "edit", EditRequest("decline")  # nothing changed, said so
        return q
    start = _question_start(body)
    framed = body[start:]
    which = KIND_CUES["which"].search(framed) or WHICH_FRAMED.search(framed)
    if which and DEFINED.search(body) and _subject(body, "where"):
        which = None  # "in which file is Handle defined?": where a name is, not a description
    if (
        which
        and q.symbols
        and re.match(r"\W*where\b", body, re.I)
        and re.search(r"\band\s+$", body[: start + which.start()], re.I)
    ):
        which = None  # "Where is X set, and which type prefixes are in it?": a where, then more
    # "... two columns both called the same thing. Which function does that?": what comes
    # before a which-question is context, not what it asks
    cued = framed if which and start else body
    cued = WHETHER_TO.sub(" ", WHEN_CALLED.sub(" ", cued))  # "... give back when it's called"
    # "If a view returns a 2-tuple, how does make_response tell ...": the condition first
    cued = LEADING_CONDITION.sub("", cued)
    if HOW_START.match(cued):  # "how does `decorate` build ... when the caller is ...": a how
        cued = CONDITION_CLAUSE.sub(" ", cued)
    main = cued[:1] + CONDITION_CLAUSE.sub(" ", cued[1:])
    if main != cued and _complains(main, q.symbols):
        cued = main  # "where does f fail when the return type is wrong": the clause says when
    cued = "" if WHERE_IS_THE_ONE.match(cued) else cued
    cued = NAMED_CALLED.sub(r"\1named ", cued)  # "an attribute called `keys`" calls nothing
    cued = NAME_ASKED.sub(" named", cued)  # "..., and what's the file called?": its name
    # ("Say I ask for `os` to go away but the file has `import os as o` and never uses o. How
    # does it treat that statement?": a how-question after sentences that only set it up)
    asked = re.split(r"(?<=[.!])\s+(?=[A-Z])", cued)
    how = bool(HOW_START.match(cued)) or (
        len(asked) > 1 and "?" not in "".join(asked[:-1]) and bool(HOW_START.match(asked[-1]))
    )
    # "What does `f` return? I see four things unpacked at the call sites": the first question
    # asks; a later sentence's words are context
    first_asked = re.split(r"(?<=\?)\s+", cued, maxsplit=1)[0]
    for kind in ("raises", "calls", "returns"):
        if kind != "returns" and RETURN_ASKED_FIRST.match(cued):
            continue
        if (
            kind in ("raises", "calls")
            and first_asked != cued
            and KIND_CUES["returns"].search(first_asked)
            and not KIND_CUES[kind].search(first_asked)
        ):
            continue
        if kind == "calls" and APPLIED_WHERE.match(cued):
            q.kind = kind  # "where is _only_one_at_a_time applied": where it is used
            break
        if kind == "raises" and THAT_RAISED.search(cued):
            q.kind = kind  # "passing pack=3 to cdef blows up, which line raises that?"
            break
        if (
            kind == "raises"
            and STOPPED_BY.search(cued)
            and any(EXCEPTION_NAME.search(s) for s in q.symbols)
        ):
            q.kind = kind  # "... got a bare AssertionError with no message. Which line stops me?"
            break
        if (
            kind == "raises"
            and ERROR_PRINTED.match(body.lstrip(" \t\n`'\"“‘"))
            and ASKS_WHERE.search(body)
        ):
            q.kind = kind  # "TypeError: swarm_spec must be a dictionary -- where's that check?"
            break
        if how and kind == "calls":
            continue  # "how does C stop people from instantiating a class": how C works
        if how and kind == "raises" and RAISED_OBJECT.search(cued) and not HOW_PASSIVE.match(cued):
            continue  # "How does F turn a DirectiveError thrown inside run() into ...": how
        if which and kind == "calls" and not (q.symbols or q.phrases) and _verb_later(cued):
            continue  # "which function rewrites X so that it only uses plain letters": a which
        if how and kind == "raises" and RAISES_AS_A_GIVEN.search(cued):
            continue  # "How does X's repr avoid ..., given that encipher_only raises then?"
        if which and kind == "calls" and SHARED_CALLEE.search(cued):
            continue  # "which function do blackman and nuttall both call?": what they share
        if which and kind == "calls" and CALLED_AS_A_CONDITION.search(cued):
            continue  # "Which method moves ... once the child calls task_status.started()?"
        if which and kind == "calls" and _owner_only(which, q.symbols, q.phrases, body):
            continue  # "Which KeyProcessor method invokes a binding's handler ...": a which
        if which and kind == "returns" and _verb_later(cued, kind):
            continue  # "Which function reads a DIMACS string and gives back an And": a which
        if which and kind == "calls" and MAKES_INSTANCES.search(cued):
            continue  # "Which method of SOCKSProxy builds the Socks5Connection objects ...?"
        if which and kind == "returns" and _only_arguments_named(cued, q.symbols):
            continue  # "Which method gives back ... when passed a BackendFilter?": a which
        if which and kind == "returns" and re.match(r"\W*which\s+(?:error|exception)", cued, re.I):
            continue  # "Which error do I get back when I drop a protected table?": its class
        if kind == "calls" and LINE_SETS.search(cued):
            continue  # "Which line sets X, the factor used between retries?": where X is set
        if kind == "calls" and DECLARED_LAST.match(cued):
            continue  # "where is the csv dialect used for the :header: option declared?": where
        if kind == "calls" and WHERE_IS_WHAT_USES.match(cued):
            continue  # "Where is the ReadWriteLock class that the disk buffer uses?": where
        if kind == "calls" and DEFINITION_ASKED.match(cued):
            first = re.split(r"(?<=[.?!])\s+", cued, maxsplit=1)[0]
            if not KIND_CUES["calls"].search(first):
                continue  # "Could you point me to the definition of X? I think Y uses it": where
        cue = KIND_CUES["calls"].search(cued) if kind == "calls" else None
        if cue and cue[0].lower() in ("used", "uses") and _complains(cued, q.symbols):
            continue  # "where does with_config refuse to be used on ...": where it complains
        if which and cue and cue[0].lower() == "used":
            continue  # "Which class ... once too many leaves were used?": what it describes
        if cue and cue[0].lower() in ("use", "uses") and CLAUSE_END.match(cued, cue.end()):
            continue  # "the default timeout start_client uses, and where's it set?": its value
        if cue and cue[0].lower() == "used" and VALUE_USED.search(cued, 0, cue.start()):
            continue  # "what fallback value is used and where is it set?": the value
        if which and kind == "raises" and _raise_as_noun(cued):
            continue  # "Which class ... collects the bare re-raises ...": what it collects
        said = KIND_CUES["returns"].search(cued) if how and kind == "returns" else None
        if said and re.search(
            r"\b(?:that|which|who|keeps?|kept)\s+(?:\w+\s+){0,2}$", cued[: said.start()]
        ):
            continue  # "How does X guard against a service that keeps returning ...": how
        if said and re.match(r"\s+(?:types?|annotations?|hints?)\b", cued[said.end() :]):
            continue  # "How does C figure out the return type when I don't pass one?": how
        if said and re.search(r"\b(?:decides?|chooses?|whether|when)\b", cued[: said.start()]):
            continue  # "How does simplify() decide to ... and return the input unchanged?": how
        if KIND_CUES[kind].search(cued) and (q.symbols or q.phrases or _subject(body, kind)):
            q.kind = kind
            break
        if kind == "raises" and MESSAGE_ORIGIN.search(cued):
            if q.phrases:  # "i got 'Invalid ...' -- where does that come from"
                q.kind, q.seen = kind, True
                break
            if any(EXCEPTION_NAME.search(s) for s in q.symbols):
                q.kind = kind  # "... gets a ValueError saying the line is out of range. Where
                break  # does that come from?": the error, said in words
    else:
        if which:
            target = _singular(
                which.group("target" if which.re is KIND_CUES["which"] else 1).lower()
            )
            owner = which.groupdict().get("owner")
            # ("Which method of Match hands back ...": the class said after the kind)
            of = METHOD_OF.match(framed[which.end() :]) if target.endswith("method") else None
            owner = owner or (of[1] if of else None)
            if owner:  # "Which Stubber method ...": a method of Stubber
                q.symbols = [owner, *(s for s in q.symbols if s != owner)]
            role_of = which.groupdict().get("role_of")
            q.shape = _shape(which[0], target)
            q.kind = "which"  # ("which classmethod ...": a method of that shape)
            q.target = "method" if q.shape in SHAPES else TARGET_ALIASES.get(target, target)
            q.words = description_words(_without_files(framed[which.end() :], q.files))
            q.words += words(role_of) if role_of else []
            q.words += words(which.groupdict().get("sort") or "")
            before = _without_files(GREETING.sub(" ", body[:start]), q.files)
            # "... . Which piece of code makes that call?": a question that only points back
            # at what was said before it; what was said is what it asks for
            pointing = start and POINTS_BACK.fullmatch(framed[which.end() :])
            context = [w for w in question_words(before) if pointing or w not in q.words]
            if pointing:
                q.words = context
            elif context:  # "I have a tally ... . Which code throws those entries away?"
                q.words += context
                q.weights = {**q.weights, **{w: CLAUSE_WEIGHT for w in context}}
            q.predicate = bool(PREDICATE.search(body))
        elif _complains(body, q.symbols):
            q.kind = "raises"  # "where does it complain that ...": a raise, described
        elif (
            KIND_CUES["where"].search(body)
            and (q.symbols or _subject(body, "where"))
            and not _how_first(body)
        ):
            q.kind = "where"
        elif _asks_listing(body) and not q.symbols and not EXPLAINING.match(body):
            q.kind = "listing"
    if q.kind == "calls" and THAT_ERROR_ASKED.search(body):
        q.kind = "raises"  # "I called TypedDict(...) and it complained ... where is that error?"
    if q.kind != "raises" and q.phrases and MESSAGE_NAMED.match(body):
        q.kind, q.seen = "raises", True  # "Where's the 'must select only one ...' error produced?"
    if (
        q.kind == "where"
        and q.phrases
        and any(EXCEPTION_NAME.search(s) for s in q.symbols)
        and WHERE_IS_THAT.search(body)
    ):
        q.kind, q.seen = "raises", True  # "... -> EOFError 'no more images'. where is that?"
    if not q.symbols:
        q.subject = _subject(body, q.kind)
    elif q.kind == "returns":
        # "what does fprati return? ... two formulas depending on p3": the name in the frame,
        # said before the code-shaped ones, is the one asked about
        said = _subject(body, q.kind)
        first = min((body.find(n) for n in q.symbols if n in body), default=-1)
        if (
            said
            and said not in q.symbols
            and said.lower() not in TYPE_NOUNS
            and not any(n.startswith(said + ".") for n in q.symbols)  # "Builder.add_x"
            and 0 <= body.find(said) < first
            and not re.search(rf"\b{re.escape(said)}['’]s\b", body)  # "gruntz's `compare`"
        ):
            q.symbols.insert(0, said)
    q.value = q.kind in ("how", "where") and bool(VALUE.search(body))
    if q.value:  # "how many headers ...": the frame, not a word of the setting's name
        q.words = [w for w in q.words if w not in ("many", "much")]
    if (
        q.files
        and not q.symbols
        and not q.phrases
        and q.kind in ("how", "listing")
        and set(q.words) <= FILE_OVERVIEW
    ):
        # "what does bookshop/pricing.py define?"; "where does process.py fall back to exit
        # code 255 ...?" asks about one behaviour inside the file, not for its outline
        q.kind = "file"
    return q


def _how_first(body: str) -> bool:
    """Whether a how-question about the code comes first, and a where only after it or in a
    relative clause ("how does DigestAuth build the header? where's the hashing done", "how
    does V pick the spot where new imports go?"): the how is what is asked ("how do I find
    where X is defined" asks where)."""
    # ("In ConditionExpressionParser, how is precedence handled ..., and where does NOT come in?":
    # a setting said first)
    return bool(re.match(r"\W*how\s+(?:does|did|is|are)\b", SETTING_LEAD.sub("", body), re.I))


def _owner_only(which: re.Match, symbols: list[str], phrases: list[str], body: str) -> bool:
    """Whether the only name a which-question says is the owner of what it asks for ("Which
    KeyProcessor method invokes a binding's handler"): the owner is where to look, not what is
    called ("Which Parser method calls tokenize?" still asks for tokenize's callers)."""
    owner = which.groupdict().get("owner")
    return bool(owner) and not phrases and set(symbols) <= {owner} and not _subject(body, "calls")


# "..., given that encipher_only raises in that case": a raise the question takes as known
RAISES_AS_A_GIVEN = PATTERNS.compile(
    r"\b(?:given\s+that|since|because|although|even\s+though|knowing\s+that)\s+[^?.!]*?"
    r"\b(?:raises?|throws?|raising|throwing)\b",
    re.I,
)
# "which function do A, B and C all end up calling?": the one they share, a which-question
SHARED_CALLEE = PATTERNS.compile(
    r"\b(?:do|did)\s+[^?]*?\b(?:both|all(?:\s+of\s+them)?)\s+(?:end\s+up\s+)?"
    r"(?:call|calling|use|using|invoke|invoking)\b",
    re.I,
)


# "... create AuxTransformBox instances": where a class is called (a which asks for the one
# definition that does)
MAKES_INSTANCES = PATTERNS.compile(
    r"\b(?:creates?|instantiates?|constructs?|makes?|builds?)\s+(?:an?\s+|the\s+)?(?:new\s+)?"
    r"`?(?-i:[A-Z]\w*)`?(?:\(\))?\s+(?:instances?|objects?)\b",
    re.I,
)


def _only_arguments_named(text: str, symbols: list[str]) -> bool:
    """Whether every name a which-question says is what is passed in ("... when passed a
    BackendFilter", "given a Foo"), not whose result is asked."""
    passed = (
        r"\b(?:passed|given|handed|fed|takes|taking|accepts|with)\s+(?:an?\s+|the\s+|some\s+)?`?"
    )
    return bool(symbols) and all(
        re.search(passed + re.escape(s.split(".")[-1]) + r"\b", text, re.I) for s in symbols
    )


def _verb_later(text: str, kind: str = "calls") -> bool:
    """Whether a which-question's call (or return) verb comes after its own verb ("which
    function rewrites ... so that it only uses ...", "which function reads ... and gives back
    ..."), not as it ("which functions call set")."""
    which = KIND_CUES["which"].search(text) or WHICH_FRAMED.search(text)
    cue = which and KIND_CUES[kind].search(text, which.end())
    return bool(cue) and len(text[which.end() : cue.start()].split()) > 2


# "Could you point me to the definition of X?", "where is X defined": a definition asked first
DEFINITION_ASKED = PATTERNS.compile(
    r"\W*(?:(?:hi|hey|hello)\W+)?(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?"
    r"(?:point\s+me\s+to|show\s+me|find|where\s+is|where's)\s+(?:the\s+)?"
    r"(?:definition|source|declaration)\s+(?:of|for)\b",
    re.I,
)
# what a value is, said as a noun ("the list _DATETIME_FORMATS"): never a name in a frame
TYPE_NOUNS = frozenset(
    "list dict dictionary set tuple string str number int float value object array mapping "
    "constant variable attribute field flag".split()
)
# "where is the X class that the disk buffer uses": where X is, said by what uses it
WHERE_IS_WHAT_USES = PATTERNS.compile(
    r"\W*where(?:'s|\s+is|\s+are)\s+(?:the\s+)?(?:`[^`\s]+`|(?-i:[A-Z]\w*|\w*_\w*|\w+(?:\.\w+)+))"
    r"(?:\s+(?:class|function|method|helper|constant|variable))?\s+(?:that|which)\s",
    re.I,
)
# "where is EXPORTS_FILENAME set, and what's the file called?": a name asked, no call
NAME_ASKED = PATTERNS.compile(
    r"\bwhat(?:['’]s|\s+is|\s+are|\s+was)\s+(?:(?:the|this|that|it|its|they|their)\s+)?(?:[\w-]+\s+){0,2}"
    r"called(?=\s*[?.!]*\s*$)",
    re.I,
)
# "an attribute called `keys`", "a file called 'x.cfg'": *called* names, it asks about no call
NAMED_CALLED = PATTERNS.compile(
    r"\b((?:an?|some|any|one)\s+(?:[\w-]+\s+){0,2})called\s+(?=[`'\"‘“])", re.I
)

# an error as Python prints it: "ValueError: invalid wheel name", "errors.HeaderParseError: ..."
_EXCEPTION = r"[A-Z]\w*(?:Error|Exception|Warning|Exit)"
ERROR_PRINTED = PATTERNS.compile(
    rf"(?:[\w.]+\.)?(?P<exc>(?-i:{_EXCEPTION}))\s*:\s*(?P<message>\S.*?)\s*"
)
# an error pasted first, unquoted ("Error: ..." too), its message ended by a dash, a line's
# end or a sentence's
ERROR_PASTED = PATTERNS.compile(
    rf"\s*(?:[\w.]+\.)?(?P<exc>(?-i:{_EXCEPTION}|Error|Exception))\s*:"
    r"\s*(?P<message>[^\s`'\"“‘][^\n`'\"“‘”’]*?)\s*(?:\s[-—–]+\s|\n|[.?!](?:\s|$))"
)
CLASS_SAID = PATTERNS.compile(r"\b(?:the|that|this)\s+((?-i:[A-Z][a-z]+[A-Za-z]*))\s+class\b", re.I)
EXCEPTION_SAID = PATTERNS.compile(r"(?:\bthe|\w['’]s)\s+((?-i:[A-Z]\w*))\s+exception\b", re.I)
MODULE_MENTION = PATTERNS.compile(
    r"\b(?:in|inside|within|from|of)\s+(?:the\s+)?`?([A-Za-z_][\w.]*)`?\s+(?:module|package)\b",
    re.I,
)
# a backticked text of code that is no name: no spaces, and a mark no name holds ("%24.16e")
CODE_TOKEN = PATTERNS.compile(r"(?=.*[^\w.])[^\s`-][^\s`]{2,}")


def code_tokens(q: Question) -> list[str]:
    """The texts of code a question writes in backticks that are no names ("where is the
    `%24.16e` format set up?"); a user's own input too ("`item~5..2`"), so only where the
    workspace is asked where it writes them."""
    return [
        t
        for t in BACKTICKED.findall(FENCED.sub(" ", q.text))
        if CODE_TOKEN.fullmatch(t) and t not in q.files and not MAGIC_SAID.search(t)
    ]


# the words of a request for a file's outline ("a high-level overview of", "the contents of",
# "look into each of these modules", a sub-agent's "In `X` only: ...")
FILE_OVERVIEW = frozenset(
    "about content contain each explor go high level list look main only over overview part "
    "purpos read review skim structur summary summariz through walk".split()
)
NOT_MODULES = frozenset("this that same main whole other standard python".split())
# A question about a setting's value: "what is the maximum line length?", "how many headers can
# a response have at most?", "where is the default port set?".
VALUE = PATTERNS.compile(
    r"^\W*(?:what(?:'s|\s+is|\s+are)\s+the|where\s+(?:is|are)\s+the)\s+(?:\w+\s+){0,2}?"
    r"(?:default|maximum|minimum|max|min|largest|smallest|longest|shortest|biggest|limit|"
    r"size|timeout|port|number|count|version|encoding|value)s?\b|"
    r"^\W*how\s+(?:many|much|long|big|large|deep)\b.*\b(?:at\s+most|at\s+least|maximum|"
    r"minimum|limit|allowed|by\s+default|max)\b",
    re.I,
)
IN_FILE = PATTERNS.compile(
    r"^\W*(?:in|inside|within)\s+(?:the\s+file\s+)?`?[\w./-]+\.\w+`?\s*,\s*", re.I
)
# What may come before a "which ..." question: a greeting or a word that only leads in ("hi!",
# "ok so", "Quick question:", "Thanks! And ..."), or sentences of context ("I'm new to this
# code. Which function ...").
_GREETING = (
    r"(?:hi|hey|hello|ok|okay|so|and|also|btw|thanks|thank\s+you|sorry|um+|hmm+|"
    r"quick\s+question|(?:one\s+)?(?:more\s+)?question|i\s+mean|in\s+other\s+words|"
    r"basically|actually|(?:more\s+)?(?:precisely|specifically)|to\s+be\s+(?:precise|specific))\b"
)
LEAD_IN = PATTERNS.compile(
    rf"\W*(?:{_GREETING}[\s,.!:;-]*)+", re.I
)  # matched at a position, never searched
GREETING = PATTERNS.compile(rf"\b{_GREETING}", re.I)
SENTENCE_END = PATTERNS.compile(r"[.!?:;,](?=\s)\s*|\s+-+\s+")


def _question_start(body: str) -> int:
    """Where a "which ..." question starts: after the file it is asked in, a greeting, or a
    sentence of context before it; 0 when it starts the prompt (or is no "which" question)."""
    in_file = IN_FILE.match(body)
    lead = in_file or LEAD_IN.match(body)
    if lead and asks_which(body[lead.end() :]):
        return lead.end()
    for end in SENTENCE_END.finditer(body):
        greeting = LEAD_IN.match(body, end.end())
        at = greeting.end() if greeting else end.end()
        if asks_which(body[at:]):
            return at
    return in_file.end() if in_file else 0


# "where is the _only_one_at_a_time decorator applied?" (the whole question: "where is X
# defined, and how is VAT applied?" asks where X is)
APPLIED_WHERE = PATTERNS.compile(
    rf"\W*where\s+(?:is|are|do\s+we|does\s+\w+)\s+(?:the\s+)?`?{IDENT}`?(?:\(\))?"
    r"(?:\s+(?:decorator|function|helper|mixin|wrapper))?\s+applied\s*[?.!]?\s*$",
    re.I,
)
# the raise of what was said before: "... blows up, which line raises that?"
# a where-question whose verb comes last: "where is the dialect used for X (HeaderDialect) declared?"
DECLARED_LAST = PATTERNS.compile(
    r"^\W*where(?:['’]s|\s+is|\s+are|\s+was)\b.*\b(?:declared|defined)\s*[?.!]*\s*$|"
    # "where is the fallback range defined, the one used when ...": what it is for, after
    r"^\W*where(?:['’]s|\s+is|\s+are|\s+was)\b[^,;]*\b(?:declared|defined|set)\s*[,;]\s+"
    r"(?:the\s+one|the\s+\w+|which\s+is|that\s+is|that's)\s+(?:only\s+)?used\b",
    re.I,
)
# "What does `_get_loop` return when ... last used it?": a return asked first, whatever follows
RETURN_ASKED_FIRST = PATTERNS.compile(
    r"^\W*what\s+(?:does|do|did|will|would|should|can)\s+`?[A-Za-z_][\w.]*`?(?:\(\))?\s+"
    r"(?:return|give\s+back|hand\s+back|yield)\b",
    re.I,
)
THAT_RAISED = PATTERNS.compile(
    r"\b(?:which|what)\s+(?:line|code|statement|check|part)\s+(?:raises|throws|produces|emits|makes)\s+"
    r"(?:that|it|this)\b",
    re.I,
)
# the check an error said before comes from: "... got an AssertionError. Which line stops me?",
# "... died with a bare AssertionError. Which line is asserting?"
STOPPED_BY = PATTERNS.compile(
    r"\b(?:which|what)\s+(?:line|code|statement|check|part|assert(?:ion)?)\s+"
    r"(?:(?:stops|blocks|rejects|refuses)\s+(?:me|us|it|that|this|them)\b|(?:is\s+)?(?:asserting|"
    r"asserts|fail(?:s|ed|ing)|fir(?:es|ed|ing)|trip(?:s|ped))\b)",
    re.I,
)
# where an error pasted first (as Python prints it) comes from
ASKS_WHERE = PATTERNS.compile(
    r"\bwhere(?:['’]s|\s+is|\s+does|\s+do)?\b|\bwhich\s+(?:line|check|statement|code|part)\b", re.I
)
# a call said as when something happens: "... once the child calls task_status.started()"
CALLED_AS_A_CONDITION = PATTERNS.compile(
    r"\b(?:once|when|whenever|after|before|until|if|as\s+soon\s+as)\s+(?:the\s+|a\s+|an\s+|my\s+)?"
    r"[\w.]+\s+(?:calls|invokes|uses|has\s+called)\b",
    re.I,
)
HOW_START = PATTERNS.compile(r"\W*how\s+(?:does|do|did|is|are|can|will|would)\b", re.I)
CONDITION_CLAUSE = PATTERNS.compile(r"\b(?:when|whenever|if|while|unless|once)\b[^,.;?!]*", re.I)


def _call_spans(text: str) -> list[tuple[int, int]]:
    """Where the arguments of each call written in ``text`` are (``f(x, 'y')``); a commit's
    scope written like one ("chore(jedi/references): ...") is none."""
    spans = []
    # (and a value given after "=": "method= ('matching', 'fu')" lists values, not names)
    for m in re.finditer(r"\b[A-Za-z_][\w.]*\(|=\s*\(", text):
        depth = 0
        for i in range(m.end() - 1, len(text)):
            depth += (text[i] in "([{") - (text[i] in ")]}")
            if depth == 0:
                if not re.match(r"\)\s*!?:", text[i:]):
                    spans.append((m.end(), i))
                break
    return spans


CLAUSE_END = PATTERNS.compile(r"\s*(?:[?.!,;:]|$)")


def _raise_as_noun(text: str) -> bool:
    """A which-question's raise word said as a noun after its own verb ("which class walks the
    ast to collect ... the bare re-raises"), not as the verb ("which function raises ...")."""
    cue = KIND_CUES["raises"].search(text)
    if cue is None or not _verb_later(text, "raises"):
        return False
    before = re.sub(r"\bre-$", "", text[: cue.start()])
    return bool(
        re.search(
            r"\b(?:the|an?|any|all|its|their|those|these|bare)\s+(?:[\w-]+\s+)?$", before, re.I
        )
    )


def _complains(body: str, names: list[str]) -> bool:
    """The question asks where code complains, the names it says blanked first: a word inside
    ``RAISES_KEYWORDS`` is no verb."""
    for name in sorted(names, key=len, reverse=True):
        body = re.sub(rf"(?<![\w.]){re.escape(name)}(?!\w)", "X", body)
    body = re.sub(r"\(\s*(?:\.\.\.|…)\s*\)", "()", body)  # "Limit(...)": no sentence's end
    return bool(COMPLAINT.search(body) or FAILURE_THEN_WHERE.search(body))


def asks_which(text: str) -> bool:
    """Whether ``text`` starts by asking which definition ("Which function ...")."""
    return bool(KIND_CUES["which"].match(text) or WHICH_FRAMED.match(text))


def _without_files(text: str, files: list[str]) -> str:
    """The text without the files it names and the frame of a module it names: they say where
    to look, not what the code does."""
    for f in files:
        text = re.sub(rf"(?<![\w/.-]){re.escape(f)}(?![\w/])", " ", text)
    return MODULE_MENTION.sub(r" \1 ", text)  # "in the cookiejar module": *cookiejar* only


# a which-question that only points back at what was said before it ("... . Which function
# in this file does that?", "which piece of code makes that call?")
POINTS_BACK = PATTERNS.compile(
    r"\s*(?:(?:in|of|from)\s+(?:this|that|the)\s+(?:file|module|class|package)\s+)?"
    r"(?:(?:does|do|handles?|takes?\s+care\s+of|is\s+(?:responsible\s+for|in\s+charge\s+of))"
    r"\s+(?:that|this|it)|makes?\s+(?:that|this|the)\s+(?:call|decision|choice)|"
    r"(?:is|'s)\s+(?:responsible|in\s+charge))"
    r"(?:\s+(?:for\s+me|here|then|exactly))?\s*[?.!]*\s*",
    re.I,
)


# an IPython magic said as it is typed ("%history", "%%timeit"): the method named for it
MAGIC_SAID = PATTERNS.compile(r"(?<![\w%'\"])%{1,2}([A-Za-z_]\w{2,})\b")


# "Which" questions in other words: "which one of the functions ...", "in which method ...",
# "what is the class that ...", "is there a function that ...", "name the method that ...".
_TARGETS = (
    r"class(?:es)?|functions?|methods?|modules?|files?|parts?|code|helpers?|routines?|types?|"
    r"objects?|decorators?|properties|property|something|anything"
)
WHICH_FRAMED = PATTERNS.compile(
    r"^\W*(?:(?:please|can\s+you|could\s+you|would\s+you)\s+)?(?:tell\s+me\s+)?"
    r"(?:(?:which|what)(?:\s+one)?\s+of\s+the|in\s+which|which|"
    r"(?:what\s+is|what's|what\s+are|where\s+is|where's|is\s+there|are\s+there|name|find|"
    r"show\s+me|give\s+me|i\s+need|i\s+want|(?:i'?m\s+|i\s+am\s+)?looking\s+for)"
    r"(?:\s+(?:the|a|an|any)(?!\s+(?:some|any)thing\b)|(?=\s+(?:some|any)thing\b))"
    rf"(?=\s+(?:python\s+)?(?:{_TARGETS})\s+(?:that|which|who|to)\b))"  # the noun, then "that"
    rf"\s+(?:python\s+)?({_TARGETS})\b",
    re.I,
)
# a condition that opens a question before its wh-word
LEADING_CONDITION = PATTERNS.compile(
    r"^\W*(?:if|when|whenever|once)\b[^,?]*,\s*(?=(?:how|where|what|which|who|why)\b)", re.I
)
TARGET_ALIASES = {
    "error": "class",
    "exception": "class",
    "helper": "function",
    "routine": "function",
    "decorator": "function",
    "type": "class",
    "object": "class",
    "property": "method",
    "propertie": "method",
    "func": "function",
    "bit": "code",
    "piece": "code",
    "one": "code",
    "something": "code",  # "is there something that tells me whether ...": any definition
    "anything": "code",
}

COMPLAINT = PATTERNS.compile(
    # at the start, after a clause ("If I hand f junk, where does it bail out?") or a sentence
    # (after a greeting too: "hey, if I hand f junk, where ...")
    r"(?:^|^(?:(?:[^,.?!]|[.?!](?=\w))*,\s*){1,2}|[.!?:]\s+|\s[-—–]+\s+|^\W*(?:if|when)\s[^?]*?\s)\W*"
    r"(?:where|in\s+which\s+place|at\s+(?:what|which)\s+points?)\b"
    r"(?:[^.?!]|[.?!](?=\w))*\b(?:complain\w*|gives?\s+up|"  # "b.py" is no sentence's end
    r"errors?\s+out|(?:it|this|that|they|X)\s+errors?\b|reject\w*|refus\w*|fail\w*|rais\w*|"
    r"throw\w*|bails?\s+out|abort\w*|"
    r"blows?\s+up|crash\w*|chok\w*|falls?\s+over|"
    r"an?\s+error|an?\s+exception|forbid\w*|disallow\w*|not\s+allowed|"
    # "where does it stop someone from assigning ...", "where won't it let me ..."
    r"stops?\s+(?:\w+\s+){0,3}?from\s+\w+ing|"
    # "where is the check that an entry point's name can't begin with module://?": a rule
    # checked, said as what may not be
    r"checks?\s+that\s+(?:[^.?!]|[.?!](?=\w)){0,80}?\b(?:can['’]?t|cannot|must(?:n['’]t)?|"
    r"may\s+not|never)|"
    r"(?:won'?t|doesn'?t|don'?t|not)\s+(?:it\s+|the\s+\w+\s+)?(?:let|allow))\b",
    re.I,
)
# "memoize falls over when I call it with a list. Where does that happen?": the failure said
# first, then where it happens
FAILURE_THEN_WHERE = PATTERNS.compile(
    r"\b(?:falls?\s+over|fell\s+over|fail(?:s|ed)?|crash(?:es|ed)?|blows?\s+up|blew\s+up|breaks?|broke|"
    r"chok(?:e|es|ed)|errors?\s+out|errored\s+out|"
    r"bails?\s+out|gives?\s+up|throws?|raises?|reject(?:s|ed)?|refuse[sd]?|"
    # ("tree_isomorphism gave me NetworkXError 't1 is not a tree'. Where is that check?")
    # (an exception's name is blanked to X here: "gave me X 't1 is not a tree'")
    r"(?:got|get|gets|getting|gave|gives|giving)\s+(?:me\s+|us\s+)?(?:an?\s+)?"
    r"(?:\w*(?:error|exception)|X(?=\s+['\"“‘])))\b"
    r"[^?]*?(?:[.!?;:]|\s[-—–]+)\s*(?:so\s+|and\s+)?"
    r"(?:where\s+(?:exactly\s+)?(?:does|did|do|is|would)\s+(?:that|this|it)\s+(?:happen|occur|come\s+from|"
    r"take\s+place|get\s+raised|get\s+thrown)|where(?:'s|\s+is)\s+(?:that|this|the)\s+check|"
    # ("f errors out when z lacks ... -- where is that checked?", "... blew up. Where's that?")
    r"where(?:['’]s|\s+is|\s+are)\s+(?:that|this|it|those)\s+(?:checked|tested|validated|"
    r"enforced|caught|detected|raised|thrown)|where(?:['’]s|\s+is)\s+(?:that|this)(?=\s*[?.!]*\s*$)|"
    # ("kneser_graph(0, 2) blew up on me. Where does it check n and k?")
    r"where\s+(?:does|did|do)\s+(?:it|that|this|X)\s+(?:check|validate|verify|test))\b",
    re.I,
)
# A message the user saw, quoted, then where it comes from: where it is raised
# a class's member said with a possessive: "MatrixBase's _op_priority"
OWN_MEMBER = PATTERNS.compile(
    r"`?([A-Za-z_]\w*)`?\s+(?:use|uses|call|calls)\s+its\s+`?([A-Za-z_]\w*)`?|"
    # "Where does PolarAxes define set_rlabel_position?": a class's member, said by its verb
    r"\bdoes\s+`?((?-i:[A-Z])\w*)`?\s+(?:define|implement|declare)\s+(?:its\s+)?`?([A-Za-z_]\w*)`?"
)
POSSESSIVE_MEMBER = PATTERNS.compile(rf"\b((?-i:[A-Z])\w*)['’]s\s+`?({IDENT})`?")
# a message quoted and called an error: where it is made ("Where's the 'must select ...' error
# for subscriptions produced?")
MESSAGE_NAMED = PATTERNS.compile(
    r"^\W*where(?:['’]s|\s+is|\s+are|\s+does|\s+do)\s+(?:(?:the|that|this)\s+)?['\"“‘`][^'\"”’`]+['\"”’`]\s+"
    r"(?:(?:error|message|warning|exception|complaint)s?\b|(?:come|coming|originate|originating)"
    r"\s+from\b|from\b)",  # ('Where does "No worker found" come from?': the quote, what was seen)
    re.I,
)
# "where is that?", "where's it from?": the last thing said, asked about
WHERE_IS_THAT = PATTERNS.compile(
    r"\bwhere(?:['’]s|\s+is|\s+does)\s+(?:that|this|it)(?:\s+(?:come\s+from|coming\s+from|from|"
    r"raised|thrown))?\s*\??\s*$",
    re.I,
)
# "where is that error?", "where's that check": the error seen is what is asked about
THAT_ERROR_ASKED = PATTERNS.compile(
    r"\bwhere(?:['’]s|\s+is|\s+does)\s+(?:that|this)\s+(?:error|exception|warning|complaint|"
    r"check|message)\b",
    re.I,
)
MESSAGE_ORIGIN = PATTERNS.compile(
    r"\b(?:got|get|gets|getting|see|seeing|saw|says|said|prints?|printed|shows?|showed|"
    r"gives|gave|tells\s+me|told\s+me|errors?\s+out|errored\s+out|"
    r"blew\s+up|blows?\s+up|threw|throws|raised|raises|crashed|crashes|failed|fails)\b.*"
    # ("... errors out with 'Maximum 2 arguments allowed.' -- which line in the parser does that?")
    r"\b(?:(?:which|what)\s+(?:line|code|part|bit|check)\b[^?.!]*?\bdoes\s+(?:that|this)|"
    # ("where does that message come from?": what was seen, said by its kind)
    r"(?:does|did|is|'s)\s+(?:that|this|it)(?:\s+(?:message|error|warning|text|output|"
    r"exception|line))?\s+(?:come|coming)\s+from|where'?s\s+(?:that|this|it)\s+from|"
    # ("... gives 'Unknown integration method rk45'. where is that check?")
    r"where(?:['’]s|\s+is)\s+(?:that|this|the)\s+(?:check|test|complaint)|"
    r"where\s+does\s+it\s+(?:check|test)\s+(?:that|this|for\s+(?:that|this|it))\b)\b",
    re.I,
)
ASKING = PATTERNS.compile(
    r"^\W*(?:how|where|what|why|which|who|when|does|do|is|are|should|shall|explain|describe|"
    r"show|tell|find|locate|list|walk)\b(?![./-]\w)",  # (not a file: "describe.py: replace ...")
    re.I,
)
# a phrase of setting before the question it leads: "In vi insert mode, ", "For big files, "
SETTING_LEAD = PATTERNS.compile(
    r"^\W*(?:in|inside|within|for|on|with|under|during|while)\b[^,?]{1,60},\s*", re.I
)
# a request however it ends ("Please make it faster?", "I'd like you to ..."), not a question
REQUESTING = PATTERNS.compile(
    r"^\W*(?:(?:hey|hi|hello|ok|okay|so)\W+)?(?:please\b|(?:can|could|would|will)\s+you\b|"
    r"i(?:'d|\s+would)\s+like\s+you\s+to\b|i\s+(?:want|need)\s+you\s+to\b)",
    re.I,
)


def _asks_rather_than_requests(body: str) -> bool:
    """A question about a change ("how would I rename X?") rather than a request to make it
    (an imperative is a request even with a question mark: "Hey, make it faster?")."""
    sentences = re.split(r"(?<=[.!?])\s+(?=[A-Z])", body.strip())
    # ("... are nearly copy-paste of each other. Can you fold them into one?": the last asks)
    if any(REQUESTING.search(s) for s in sentences) or requests_change(body):
        return False
    if ASKING.search(body):
        return True
    # "renaming a notebook onto a name that exists gives me a 409 -- where's that thrown?"
    last = re.split(r"(?<=[.!?])\s+|\s+[—–-]+\s+", body.strip())[-1]
    if last.endswith("?") and ASKING.search(SETTING_LEAD.sub("", last)):
        return True  # ("In vi insert mode, which bit lets me ...?": a setting said first)
    return body.rstrip().endswith("?") and not EDIT_VERB.search(body)


# A question about a yes/no test: code names those ``is_*``, ``has_*`` and returns True or False.
PREDICATE = PATTERNS.compile(r"\bwhether\b|\b(?:tells?|checks?|tests?|sees?)\s+if\b", re.I)

SECOND_CLAUSE = PATTERNS.compile(
    r"(?:,|;)?\s+and\s+((?:how|why|what|which|where|when)\b[^?]*)", re.I
)

FAILS = r"(?:fail|complain|error|blow\s+up|bail|choke|crash|reject|refuse|give\s+up|abort)"
# The frames that put a name as the subject of each kind of question, one group each: "where is
# X", "which module defines X", "what does X return", "X returns what?", "who calls X", "I want to
# change X, what calls it?", "where is E raised", "which code paths trigger E" ...
_KIND_NAME = rf"(?:the\s+)?(?:{_KIND}\s+)?({IDENT})(?:\(\))?"
# the name ends the clause: "find X", "find X? I looked", "a def for X somewhere"
_END = r"`?(?:\s+(?:somewhere|anywhere|here|at\s+all))?\s*(?:[?.!,;]|$)"
_FRAMES = {
    "where": (
        rf"\bwhere(?:'s|\s+is|\s+are|\s+do\s+i\s+find)\s+(?:the\s+)?({IDENT})\b(?!\s+(?:of|for|in|that|which|when)\b)",
        rf"\b(?:define|defines|def(?:inition)?\s+(?:of|for)|declaration\s+of|find|locate)\s+{_KIND_NAME}{_END}",
        rf"\bsource(?:\s+code)?\s+(?:of|for)\s+{_KIND_NAME}",
        rf"\b(?:is|are|was|gets)\s+{_KIND_NAME}\s+(?:defined|declared|implemented)\b",
        rf"\bwhere\s+{_KIND_NAME}\s+(?:is|gets|was)\s+(?:defined|declared|implemented)\b",
        rf"^\W*({IDENT})(?:\(\))?\W*\s*[-:–—,]\s*where\b",
        rf"\b(?:is|are)\s+(?:defined|declared|implemented|written)\s+{_KIND_NAME}{_END}",
        rf"\b({IDENT})'s\s+(?:definition|declaration|source)\b",  # "show me after's definition"
        rf"\b(?:which|what)\s+{_HOLDS}\s+{_KIND_NAME}{_END}",
        rf"\b{_FILE_AND_LINE}\s+(?:is|are)\s+{_KIND_NAME}(?:\s+{_KIND})?\s+in\b",
        # a setting's line: "which line sets HIGHEST_PROTOCOL", "where does X get assigned"
        rf"\b(?:which|what)\s+line\s+(?:sets|assigns|defines|initiali[sz]es)\s+(?:the\s+)?({IDENT}){_END}",
        rf"\bwhere\s+(?:is|are|does|do)\s+(?:the\s+)?({IDENT})\s+(?:get\s+)?(?:set|assigned|initiali[sz]ed){_END}",
    ),
    "returns": (
        rf"\bwhat\s+(?:does|do|will|can)\s+(?:the\s+)?({IDENT})\b",
        rf"\b(?:does|do|did)\s+{_KIND_NAME}(?:\s+{_KIND})?\s+return\b",
        rf"\bwhat\s+{_KIND_NAME}(?:\s+{_KIND})?\s+returns\b",
        rf"\b(?:output|result)s?\s+of\s+(?:the\s+)?(?:calling\s+)?({IDENT})\b",
        rf"\bwhat\s+(?:value|result)s?\s+(?:does\s+|do\s+)?{_KIND_NAME}\s+(?:gives?|produces?)\b",
        rf"\b(?:result|value)\s+(?:that|which)\s+{_KIND_NAME}\s+(?:hands|gives|returns)\b",
        rf"\b({IDENT})(?:\(\))?\s+is\s+returning\b",
        rf"\bthe\s+(?:{_KIND}\s+)?({IDENT})(?:\(\))?\s+produces?\b",
        rf"\b(?:return(?:ed)?\s+(?:value\s+|type\s+)?(?:of|by|from)|back\s+from(?:\s+calling)?)\s+"
        rf"(?:the\s+)?(?:a\s+)?(?:call\s+(?:of|to)\s+)?({IDENT})\b",
        rf"^\W*({IDENT})(?:\(\))?\s+returns\s+what\b",
        rf"\bcall(?:ing)?\s+{_KIND_NAME}\s*,?\s+what\b",  # "when I call items, what do I get back?"
    ),
    "calls": (
        rf"\b(?:where\s+is|where's|who\s+calls|callers\s+of|calls?\s+to|uses\s+of|usages?\s+of|"
        rf"call\s+sites?\s+of|who\s+invokes|invokes|calls|uses)\s+(?:the\s+)?(?!calls?\b)({IDENT})\b",
        rf"\b(?:call|invoke)\s+{_KIND_NAME}(?:\s+{_KIND})?{_END}",
        rf"\b(?:does|do|is|are)\s+{_KIND_NAME}\s+(?:get\s+)?(?:called|invoked|used|reused|re-used)\b",
        rf"\b(?:is|are)\s+(?:called|invoked|used)\s+{_KIND_NAME}{_END}",
        rf"\buse\s+(?:the\s+)?`?({IDENT})(?:\(\))?{_END}",
        rf"\b(?:change|modify|edit|touch|remove|rename|delete)\s+{_KIND_NAME}\s*[,;:-]+\s*(?:what|who|which)\b",
        rf"\b(?:is|are|up|who'?s)\s+(?:calling|invoking)\s+{_KIND_NAME}",
        rf"\bcallers?\s+(?:does|do)\s+{_KIND_NAME}\s+have\b",
    ),
    "raises": (
        rf"\brais(?:e|es|ed)\s+(?:an?\s+|the\s+)?({IDENT})\b",
        rf"\b(?:is|are|does|do|gets?)\s+(?:an?\s+|the\s+)?({IDENT})(?:\s+(?:exception|error))?\s+"
        rf"(?:get\s+)?(?:raised|thrown)\b",
        rf"\btrigger(?:s|ed)?\s+(?:an?\s+|the\s+)?({IDENT})\b",
        rf"\b(?:is|are)\s+(?:raised|thrown)\s+{_KIND_NAME}{_END}",
        rf"\b({IDENT})(?:\s+(?:exception|error))?\s+(?:comes?|came|coming)\s+from\b",
        # the definition that fails: "Where does relpath fail when you hand it an empty path?"
        rf"\bwhere\s+(?:does|do|did|can|could|would|will|might)\s+{_KIND_NAME}\s+{FAILS}",
        rf"\b(?:call|calling|give|giving|hand|pass|use)\s+{_KIND_NAME}\s[^?]*?\bwhere\s+(?:does|do|"
        rf"did|can|will|would)\s+it\s+{FAILS}",
    ),
}
SUBJECT = {kind: [re.compile(f, re.I) for f in frames] for kind, frames in _FRAMES.items()}
NOT_NAMES = frozenset(
    "the a an it this that there function method class module file files code package every "
    "helper helpers routine line lines bit piece part "
    "all any each one where what when if for in by on because while with whenever call "
    "calls called used invoked defined declared implemented raised thrown i we you they into "
    # "remote calls so they ...": a word of the sentence, not a name
    "so and or but then than too also to from as at of out up over only just not no "
    # "a function calling itself": a word of the sentence too
    "itself themselves himself herself myself yourself ourselves again".split()
)


# A question whose subject is a pronoun, and the name it stands for, said before it: "dump -
# who calls it?", "I'm confused about _fixname: what's its output?", "I want to delete metrics.
# Is it called by anything?", "File "x.py", line 12, in connect -- where is this function"
_IT = r"(?:it|this|that)(?:\s+(?:function|method|class|one))?"
PRONOUN = {
    "where": PATTERNS.compile(
        rf"\bwhere\s+(?:is|does|do|did)\s+{_IT}\b|\bwhere\s+{_IT}\s+is\b", re.I
    ),
    "calls": PATTERNS.compile(
        rf"\b(?:who|what|which\s+\w+)\s+(?:is\s+)?(?:calls?|calling|uses?)\s+(?:into\s+)?{_IT}\b|"
        rf"\b(?:is|does)\s+{_IT}\s+(?:ever\s+)?(?:get\s+)?(?:called|used|invoked)\b",
        re.I,
    ),
    "returns": PATTERNS.compile(
        rf"\bits\s+(?:output|result|return\s+value)\b|\bwhat\s+does\s+{_IT}\s+return\b", re.I
    ),
}
_NAMED = rf"`?({IDENT})`?(?:\(\))?"
ANTECEDENT = (
    PATTERNS.compile(
        rf"^\W*(?:(?:i'?m\s+\w+\s+)?(?:about|regarding)\s+)?(?:the\s+)?{_NAMED}"
        # ("the mkstemp function in _tempfile.py: what does it return?")
        r"(?:\s+(?:function|method|helper|coroutine|class))?(?:\s+(?:in|of|from)\s+[\w./-]+\.\w+)?"
        r"\s*[:—–-]+\s",
        re.I,
    ),
    PATTERNS.compile(rf"\b(?:about|regarding)\s+{_NAMED}\s*[:,—–-]", re.I),
    PATTERNS.compile(rf"\bline\s+\d+,\s+in\s+({IDENT})\b", re.I),  # a traceback's line
    PATTERNS.compile(
        rf"\b(?:delete|remove|change|read|rename|see|seeing|saw|found|noticed|shows?)\s+"
        rf"(?:the\s+)?{_NAMED}(?:\s+(?:in|at|on)\s+the\s+\w+)?\s*[.,;:]",
        re.I,
    ),
)


# a kind of function said before its name ("what does the async mkstemp return?"): no name
_DEF_ADJECTIVE = PATTERNS.compile(
    r"\b(the|a|an|this|that)\s+(?:async|asynchronous|sync|synchronous|static|private|public|"
    r"abstract|overloaded|inner|nested)\s+(?=[A-Za-z_]\w*\b(?!\s+(?:function|method|def)))",
    re.I,
)


def _subject(body: str, kind: str) -> str | None:
    body = _DEF_ADJECTIVE.sub(r"\1 ", body)
    for pattern in SUBJECT.get(kind, ()):
        for m in pattern.finditer(body):
            if m.group(1).lower() not in NOT_NAMES:
                return m.group(1)
    pronoun = PRONOUN.get(kind)
    if pronoun is not None and pronoun.search(body):
        for pattern in ANTECEDENT:
            m = pattern.search(body)
            if m and m.group(1).lower() not in NOT_NAMES:
                return m.group(1)
    return None


# Words of a question that say nothing about the code ("whether", "one"), and phrasal verbs
# that mean one word ("works out whether" is "determines whether").
NOISE = frozenset(
    "whether one ones go goes going gone thing things something anything everything way ways "
    "somehow exactly actually really basically since already whose given certain various "
    "particular specific still even "
    # what is left of a contraction ("doesn't": doesn, t)
    "doesn didn isn aren wasn weren won wouldn couldn shouldn hasn haven hadn cannot".split()
)
# "gives back", "hands back": returns (a line said so in an edit request too)
GIVES_BACK = PATTERNS.compile(
    r"\b(?:give|gives|gave|giving|hand|hands|handed|handing|pass|passes|passed|passing)\s+back\b",
    re.I,
)
PHRASAL = (
    (
        PATTERNS.compile(r"\b(?:work|works|worked|working|figure|figures|figured)\s+out\b", re.I),
        "determines",
    ),
    (PATTERNS.compile(r"\b(?:look|looks|looked|looking)\s+up\b", re.I), "finds"),
    (PATTERNS.compile(r"\b(?:give|gives|gave|giving)\s+up\b", re.I), "fails"),
    (PATTERNS.compile(r"\b(?:set|sets|setting)\s+up\b", re.I), "initializes"),
    (PATTERNS.compile(r"\b(?:clean|cleans|cleaning)\s+up\b", re.I), "cleans"),
    (PATTERNS.compile(r"\b(?:shut|shuts|shutting)\s+down\b", re.I), "shutdown"),
    (PATTERNS.compile(r"\b(?:leave|leaves|leaving|left)\s+out\b", re.I), "skips"),
    (PATTERNS.compile(r"\b(?:show|shows|showed|showing|turn|turns|turned)\s+up\b", re.I), "occurs"),
    (
        PATTERNS.compile(r"\b(?:break|breaks|broke|breaking|split|splits|splitting)\s+up\b", re.I),
        "splits",
    ),
    (PATTERNS.compile(r"\b(?:find|finds|found|finding)\s+out\b", re.I), "determines"),
    (PATTERNS.compile(r"\b(?:pick|picks|picked|picking)\s+out\b", re.I), "selects"),
    (PATTERNS.compile(r"\b(?:turn|turns|turned|turning)\s+on\b", re.I), "enables"),
    (PATTERNS.compile(r"\b(?:turn|turns|turned|turning)\s+off\b", re.I), "disables"),
    (PATTERNS.compile(r"\b(?:keep|keeps|kept|keeping)\s+track\s+of\b", re.I), "tracks"),
    (PATTERNS.compile(r"\b(?:carry|carries|carried|carrying)\s+out\b", re.I), "performs"),
    (PATTERNS.compile(r"\btime\s+limits?\b", re.I), "timeout"),
    (PATTERNS.compile(r"\b(?:make|makes|made|making)\s+sure\b", re.I), "ensures"),
    # "steers clear of the greys": avoids them (not *clear*)
    (
        PATTERNS.compile(
            r"\b(?:steer|steers|steered|steering|stay|stays|stayed|staying|keep|keeps|kept|"
            r"keeping)\s+(?:clear|away)\s+(?:of|from)\b",
            re.I,
        ),
        "avoids",
    ),
    (GIVES_BACK, "returns"),
    (PATTERNS.compile(r"\bline[\s-]+endings?\b", re.I), "eol"),
    (PATTERNS.compile(r"\bat\s+most\b", re.I), "maximum"),
    (PATTERNS.compile(r"\bat\s+least\b", re.I), "minimum"),
)


ORDINAL = PATTERNS.compile(r"\b\d+(?:st|nd|rd|th)\b", re.I)
OWN = PATTERNS.compile(r"\b(its|his|her|our|my|their|your)\s+own\b", re.I)
# Phrases that only frame a question: "walk me through how ...", "which function do I call to
# ...", and the passive "get" ("words get broken" is "words are broken"; ``get`` is a code word).
FRAMING = PATTERNS.compile(
    r"\bwalk\s+(?:me|us)\s+through\b|\bhelp\s+me\s+(?:understand|see|find)\b|"
    r"\bi(?:'d|\s+would)?\s+(?:like|want|need|wish)\s+to\s+(?:know|understand|see|learn)\b|"
    r"\bi\s+(?:need|want)\b|\bi\s+wonder\b|\bi'?m\s+(?:curious|wondering)(?:\s+about)?\b|"
    r"\bby\s+what\s+means\b|"
    # ("which function in this file does that?": the file asked in, no word of what it does)
    r"\b(?:in|of|from)\s+(?:this|that|the\s+same)\s+(?:file|module)\b|"
    r"\b(?:do|does|should|can|could|would|must|shall)\s+(?:i|we|you|one)\s+"
    r"(?:call|use|run|invoke|need)(?:\s+to)?\b|"
    # ("which error do I get back when ...": no *get*, no *back* of *backup*)
    r"\b(?:do|does|did|will|would|should|can|could|might)\s+(?:i|we|you)\s+(?:get|receive)"
    r"(?:\s+back)?\b|"
    r"\b(?:get|gets|got|gotten|getting)(?=\s+\w+(?:ed|en|wn|ne|lt|pt|ft)\b)",
    re.I,
)


def question_words(text: str, cue_words: frozenset[str] = CUE_WORDS) -> list[str]:
    """The stemmed words of a question that say what it is about (cue words and noise out)."""
    for pattern, word in PHRASAL:
        text = pattern.sub(word, text)
    text = concepts.rewrite(text, concepts.load(stem))  # "at the same time": concurrent
    text = ORDINAL.sub(" ", text)  # "the 29th of February": no word "th"
    text = FRAMING.sub(" ", text)
    text = OWN.sub(r"\1", text)  # "its own thread" is a thread; "the thread that owns" keeps it
    cues = {_stemmed(c) for c in cue_words} | {_stemmed(n) for n in NOISE}
    shaped = [w for shape, said in VALUE_SHAPES if shape.search(text) for w in words(said)]
    return [w for w in words(text) if w not in cues] + NUMBER_WORD.findall(text) + shaped


# What a value written in a question is, by its shape: the words code names such values by
# ("falls inside a block written as 10.0.0.0/8": a network, an address)
VALUE_SHAPES = [
    (re.compile(r"(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}/\d{1,2}(?![\w.])"), "network subnet mask cidr"),
    (re.compile(r"(?<![\w./])\d{1,3}(?:\.\d{1,3}){3}(?![\w.])"), "ip address"),
    (re.compile(r"\b(?:https?|ftp)://\S+", re.I), "url"),
    # ("people often type just example.com": a domain, what a link is made of)
    (
        re.compile(r"(?<![\w@./:-])(?:[a-z0-9-]+\.)+(?:com|org|net|io|edu|gov|dev|info)(?![\w.-])"),
        "url domain host",
    ),
    # ("a link like other.json#/defs/foo": the part after the hash)
    (
        re.compile(r"(?:(?<=\w)#|(?<![\w&#])#/)[A-Za-z_][\w-]*(?:/[\w-]+)*"),
        "fragment anchor pointer",
    ),
    (re.compile(r"(?<![\w.])v?\d+\.\d+\.\d+(?:[-+][\w.]+)?(?![\w.])"), "version"),
    (re.compile(r"(?<![\w.])[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?![\w.])"), "email address"),
    (re.compile(r"(?<![\w-])\d{4}-\d{2}-\d{2}(?![\w-])"), "date"),
    (re.compile(r"(?<![\w:])\d{1,2}:\d{2}(?::\d{2})?(?![\w:])"), "time"),
    # (a letter among its digits: "issue #123" is a number)
    (
        re.compile(r"(?<![\w&])#(?=\d*[a-fA-F])(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{3})(?!\w)"),
        "color colour hex",
    ),
    (re.compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b", re.I), "uuid"),
]


# The verb that only frames a "which ..." question ("which class handles ...").
WHICH_FRAME = PATTERNS.compile(
    r"^\s*(?:(?:is|are)\s+)?(?:handles?|deals?\s+with|takes?\s+care\s+of|implements?|returns?|"
    r"gives?\s+back|does|(?:is\s+)?(?:responsible\s+for|used\s+(?:to|for)|called\s+(?:to|for)))\b",
    re.I,
)
# Words that ask rather than describe, even inside a description.
DESCRIPTION_CUES = frozenset(
    "defined define definition declared implemented locate please everywhere".split()
)


def description_words(text: str) -> list[str]:
    """The words of what a "which function ..." question describes: after its frame, every word
    counts ("which method *shows* the *files* of a folder": cue words elsewhere, content here)."""
    return question_words(WHICH_FRAME.sub(" ", text, count=1), DESCRIPTION_CUES)


SUBORDINATE = PATTERNS.compile(
    r"\b(?:when|whenever|before|after|while|if|because|until|once|so)\b",
    re.I,
)
CLAUSE_WEIGHT = 0.5
# "before"/"after" and a noun phrase with no verb of its own is a preposition, not a clause:
# "the month *before a given one*", "parts one *after another*" say which thing is asked about;
# "*after the server has started*" is a clause.
NOUN_PHRASE = PATTERNS.compile(
    r"\s+(?:a|an|the|each|every|this|that|these|those|its|their|it|them|one|another|any|some|"
    r"all|other)\b(?!(?:\W+\w+){0,3}?\W+(?:is|are|was|were|has|have|had|does|did|do|will|can|"
    r"could|would|should|may|might|must|gets?|got)\b)",
    re.I,
)


# "tells me if a character is ...", "checks if the file exists": *if* says *whether*, and what
# follows is what the question is about, not a condition around it.
ASKS_IF = PATTERNS.compile(
    r"\b(?:tells?(?:\s+(?:me|you|us|the\s+caller))?|telling|checks?|checking|tests?|testing|"
    r"sees?|know|knows|decides?|deciding|determines?|determining|asks?|verif(?:y|ies)|reports?|"
    r"says?|works?\s+out|finds?\s+out|figures?\s+out|wonder)\s*$",
    re.I,
)


def _noun_phrase(text: str, at: int) -> bool:
    """What follows *before* / *after* at ``at`` is a short noun phrase (at most four words to
    the end of the sentence, no verb of its own): "before a given one", not "before a process
    pool's map ships them to the workers"."""
    rest = re.split(r"[?.!,;:]", text[at:], maxsplit=1)[0]
    return bool(NOUN_PHRASE.match(text, at)) and len(rest.split()) <= 4


def clause_weights(text: str) -> dict[str, float]:
    """Weights below 1 for the words that only a subordinate clause holds: in "which method turns
    tabs into spaces before wrapping?" the question is about turning tabs into spaces."""
    start = re.match(r"^\W*(?:\w+\W+){3}", text)  # the question's own "which ..." is no clause
    offset = start.end() if start else 0
    m = SUBORDINATE.search(text, offset)
    while m and (
        (m.group(0).lower() in ("before", "after") and _noun_phrase(text, m.end()))
        or (m.group(0).lower() == "if" and ASKS_IF.search(text, 0, m.start()))
    ):
        m = SUBORDINATE.search(text, m.end())
    if m is None:
        return {}
    head = set(question_words(text[: m.start()]))
    return {w: CLAUSE_WEIGHT for w in question_words(text[m.start() :]) if w not in head}


METHOD_OF = PATTERNS.compile(
    rf"\s+(?:of|on|in)\s+(?:the\s+)?`?((?-i:[A-Z]){IDENT})`?(?:\s+class)?\b", re.I
)
SHAPES = frozenset({"classmethod", "staticmethod", "property"})
NESTED_SAID = PATTERNS.compile(r"\b(?:inner|nested|local)\s+(?:functions?|helpers?|funcs?)\b", re.I)


def _shape(said: str, target: str) -> str:
    """The kind of definition a which-question names beyond function or method ("which
    classmethod", "which nested function"), or ""."""
    if NESTED_SAID.search(said):
        return "nested"
    shape = re.sub(r"[- ]", "", target)
    return shape if shape in SHAPES else ""


def _singular(noun: str) -> str:
    """classes -> class, functions -> function, class -> class (not "clas")."""
    if noun.endswith("sses"):
        return noun[:-2]
    return noun[:-1] if noun.endswith("s") and not noun.endswith("ss") else noun


def _stemmed(word: str) -> str:
    found = words(word)
    return found[0] if found else word


PATTERNS.save()
