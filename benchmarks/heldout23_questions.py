"""The twenty-third held-out set: questions on six third-party packages, not the standard library
(fastjsonschema, jsonpath_ng, iniconfig, pycparser, lazy_object_proxy and the single module
typing_inspect.py). ``bench_answers.make_workspace`` copies them from the installed
site-packages. They were read at fastjsonschema 2.22.3, jsonpath-ng 1.8.0, iniconfig 2.3.0,
pycparser 3.0, lazy-object-proxy 1.12.0 and typing-inspect 0.9.0; every .py file of each package
parses with ``ast``, so each workspace is the whole package (nothing left out). Golds name code,
never line numbers, so they hold as long as those definitions do.

The set was written blind: by reading only those packages, never the model's code or its notes,
and committed before the model was asked any of them. Nothing is tuned on it: only its totals
are looked at.

29 questions name the code (where a definition is, what it returns, who calls it, where an
exception is raised or a constant set, how a named function does something; three ask where a
function fails without naming the exception), 10 are in the user's own words (``"own": True``:
behaviour described in everyday words the code does not use for it), 4 run a command and 6 ask
for an edit (2 of them beyond a program that is not an LLM, to be declined). Gold forms are
those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "fastjsonschema": ["fastjsonschema"],
    "jsonpath_ng": ["jsonpath_ng"],
    "iniconfig": ["iniconfig"],
    "pycparser": ["pycparser"],
    "lazy_object_proxy": ["lazy_object_proxy"],
    "typing_inspect": ["typing_inspect.py"],
}

FINIT = "fastjsonschema/__init__.py"
FGEN = "fastjsonschema/generator.py"
FREF = "fastjsonschema/ref_resolver.py"
JPATH = "jsonpath_ng/jsonpath.py"
JLEX = "jsonpath_ng/lexer.py"
IPARSE = "iniconfig/_parse.py"
PINIT = "pycparser/__init__.py"
PPARSER = "pycparser/c_parser.py"
PGEN = "pycparser/c_generator.py"
LSIMPLE = "lazy_object_proxy/simple.py"
TI = "typing_inspect.py"


QUESTIONS: list[dict] = [
    # --- fastjsonschema ---------------------------------------------------------------------
    q(
        "fastjsonschema",
        "where",
        "where is _get_code_generator_class defined",
        {"def": "_get_code_generator_class"},
    ),
    q(
        "fastjsonschema",
        "returns",
        "What does `resolve_path` in ref_resolver.py hand back to the caller?",
        {"returns": "resolve_path"},
    ),
    q(
        "fastjsonschema",
        "raises",
        "RefResolver.walk — where does it give up if the schema it's fed is bad?",
        grep(r"raise JsonSchemaDefinitionException\(\s*$", FREF),
    ),
    q(
        "fastjsonschema",
        "calls",
        "who calls _factory in fastjsonschema? need every call site pls",
        grep(r"= _factory\($", FINIT),
    ),
    q(
        "fastjsonschema",
        "where",
        "Hi! Where does generator.py set VALIDATION_EXCEPTIONS?",
        grep(r"^VALIDATION_EXCEPTIONS = ", FGEN),
    ),
    q(
        "fastjsonschema",
        "which",
        "if somebody puts a not-a-number or infinite float as the fallback value in their schema, "
        "how does the lib make sure the python it spits out still runs?",
        {"body": "repr_default"},
        own=True,
    ),
    q(
        "fastjsonschema",
        "which",
        "The emitted validator sometimes has two back-to-back blocks guarded by the very same "
        "check; where does it fold them into one instead of repeating the test?",
        {"body": "indent", "file": "fastjsonschema/indent.py"},
        own=True,
    ),
    run(
        "fastjsonschema",
        "what does {} print out?",
        "import fastjsonschema as f; e = f.JsonSchemaValueException('m', name='data.a[0].b'); "
        "print(e.path)",
        "['data', 'a', '0', 'b']",
    ),
    q(
        "fastjsonschema",
        "edit",
        "In fastjsonschema/ref_resolver.py please set MAX_SCHEMA_WALK_DEPTH to a flat 300.",
        {"effect": {"value_set": [FREF, "MAX_SCHEMA_WALK_DEPTH", "300"]}},
    ),
    # --- jsonpath_ng ------------------------------------------------------------------------
    q("jsonpath_ng", "where", "Where's the `Descendants` class?", {"def": "Descendants"}),
    q(
        "jsonpath_ng",
        "calls",
        "apart from itself, what calls _clean_list_keys?",
        grep(r"return _clean_list_keys\(data\)", JPATH),
    ),
    q(
        "jsonpath_ng",
        "raises",
        "where do we raise JsonPathLexerError",
        grep(r"raise JsonPathLexerError\(", JLEX),
    ),
    q(
        "jsonpath_ng",
        "where",
        "In the ext filter module, where is OPERATOR_MAP defined?",
        grep(r"^OPERATOR_MAP = ", "jsonpath_ng/ext/filter.py"),
    ),
    q(
        "jsonpath_ng",
        "how",
        "How does Slice.find cope when the thing being sliced isn't a list (a dict or a plain "
        "number, say)?",
        {"body": "Slice.find"},
    ),
    q(
        "jsonpath_ng",
        "which",
        "when I write a path with two dots like $..price, which code digs through every nested "
        "level of the document looking for matches?",
        {"body": "Descendants.find"},
        own=True,
    ),
    run(
        "jsonpath_ng",
        "Could you run {} and tell me what it prints?",
        "from jsonpath_ng import parse; "
        "print([m.value for m in parse('a[*].b').find({'a': [{'b': 1}, {'b': 2}]})])",
        "[1, 2]",
    ),
    q(
        "jsonpath_ng",
        "edit",
        "rewrite jsonpath_ng's lexer so it no longer needs the vendored PLY at all, a hand-written "
        "scanner is fine",
        {"effect": {"declined": True}},
    ),
    # --- iniconfig --------------------------------------------------------------------------
    q("iniconfig", "where", "where's ParseError defined in iniconfig?", {"def": "ParseError"}),
    q(
        "iniconfig",
        "raises",
        "Where does parse_ini_data blow up when the ini text is malformed?",
        grep(r'raise ParseError\(path, lineno, (?:"no section|f"duplicate)', IPARSE),
    ),
    q(
        "iniconfig",
        "how",
        "how does SectionWrapper.__iter__ decide what order the keys come out in?",
        {"body": "SectionWrapper.__iter__"},
    ),
    q(
        "iniconfig",
        "returns",
        "what does IniConfig.lineof give back",
        {"returns": "IniConfig.lineof"},
    ),
    q(
        "iniconfig",
        "which",
        "If a line in my config starts with spaces it gets glued onto the value above it. "
        "Where is that gluing done?",
        {"body": "parse_lines"},
        own=True,
    ),
    q(
        "iniconfig",
        "which",
        "how does the ini reader tell that a line is just a remark it should skip?",
        {"body": "iscommentline"},
        own=True,
    ),
    run(
        "iniconfig",
        "What's the output of {}",
        "from iniconfig import iscommentline; print(iscommentline('  ; hi'), iscommentline('x;'))",
        "True False",
    ),
    q(
        "iniconfig",
        "edit",
        "iniconfig/_parse.py: change COMMENTCHARS so only '#' counts (drop the semicolon).",
        {"effect": {"value_set": [IPARSE, "COMMENTCHARS", '"#"']}},
    ),
    # --- pycparser --------------------------------------------------------------------------
    q("pycparser", "where", "Where is `fix_switch_cases` defined?", {"def": "fix_switch_cases"}),
    q(
        "pycparser",
        "raises",
        "which lines in c_parser.py raise ValueError?",
        grep(r"raise ValueError\(", PPARSER),
    ),
    q(
        "pycparser",
        "calls",
        "who calls preprocess_file",
        grep(r"= preprocess_file\(", PINIT),
    ),
    q(
        "pycparser",
        "returns",
        "What does CGenerator._parenthesize_if return?",
        {"returns": "CGenerator._parenthesize_if"},
    ),
    q(
        "pycparser",
        "raises",
        "where's the RuntimeError thrown when cpp can't be launched?",
        grep(r"raise RuntimeError\(", PINIT),
    ),
    q(
        "pycparser",
        "which",
        "when the tree is printed back as C, which bit decides whether something like a + b "
        "inside a * (...) needs brackets around it?",
        {"body": "CGenerator.visit_BinaryOp"},
        own=True,
    ),
    q(
        "pycparser",
        "how",
        "how does the code printer pick which routine handles each kind of node it meets?",
        {"body": "CGenerator.visit"},
        own=True,
    ),
    q(
        "pycparser",
        "edit",
        "add a short docstring to CGenerator._make_indent in c_generator.py",
        {"effect": {"docstring": "CGenerator._make_indent"}},
    ),
    # --- lazy_object_proxy ------------------------------------------------------------------
    q(
        "lazy_object_proxy",
        "where",
        "where's cached_property defined in lazy_object_proxy",
        {"def": "cached_property"},
    ),
    q(
        "lazy_object_proxy",
        "how",
        "How does the pure-python Proxy in simple.py build the real object behind `__wrapped__`?",
        {"body": "Proxy.__wrapped__", "file": LSIMPLE},
    ),
    q(
        "lazy_object_proxy",
        "returns",
        "what does await_ return?",
        {"returns": "await_"},
    ),
    q(
        "lazy_object_proxy",
        "raises",
        "Where is ValueError raised in lazy_object_proxy?",
        grep(r"raise ValueError\(", "lazy_object_proxy/simple.py"),
        grep(r"raise ValueError\(", "lazy_object_proxy/slots.py"),
    ),
    q(
        "lazy_object_proxy",
        "where",
        "where is make_proxy_method defined?",
        {"def": "make_proxy_method"},
    ),
    q(
        "lazy_object_proxy",
        "which",
        "If I pickle one of these lazy stand-ins, what actually gets saved, and where's that "
        "handled?",
        grep(r"def __reduce(?:_ex)?__\(", LSIMPLE),
        grep(r"def __reduce(?:_ex)?__\(", "lazy_object_proxy/slots.py"),
        own=True,
    ),
    q(
        "lazy_object_proxy",
        "which",
        "which code picks the compiled, faster version when it is there and otherwise falls back "
        "to the plain python one?",
        grep(r"from \.(?:cext|simple) import Proxy", "lazy_object_proxy/__init__.py"),
        own=True,
    ),
    q(
        "lazy_object_proxy",
        "edit",
        "Make Proxy thread safe so the factory is guaranteed to run only once even when many "
        "threads touch it at the same time, in the C extension too.",
        {"effect": {"declined": True}},
    ),
    # --- typing_inspect ---------------------------------------------------------------------
    q("typing_inspect", "where", "where is typed_dict_keys?", {"def": "typed_dict_keys"}),
    q(
        "typing_inspect",
        "raises",
        "Where is TypeError raised in typing_inspect.py?",
        grep(r"raise TypeError\(", TI),
    ),
    q(
        "typing_inspect",
        "raises",
        "get_args: where does it refuse when I pass evaluate=False?",
        grep(r"raise ValueError\('evaluate can only", TI),
    ),
    q(
        "typing_inspect",
        "calls",
        "which functions call _eval_args?",
        grep(r"= _eval_args\(", TI),
        grep(r"_eval_args\(arg\[1:\]\)\)\)$", TI),
    ),
    q(
        "typing_inspect",
        "where",
        "where's NEW_TYPING set",
        grep(r"^NEW_TYPING = ", TI),
    ),
    q(
        "typing_inspect",
        "which",
        "Which function tells me whether an annotation also accepts None, i.e. the value may be "
        "left empty?",
        {"body": "is_optional_type"},
        own=True,
    ),
    run(
        "typing_inspect",
        "run {} for me",
        "import typing, typing_inspect as ti; "
        "print(ti.is_optional_type(typing.Optional[int]), ti.get_origin(typing.List[int]))",
        "True <class 'list'>",
    ),
    q(
        "typing_inspect",
        "edit",
        "please delete the get_forward_arg function from typing_inspect.py, nobody uses it",
        {"effect": {"definition_deleted": [TI, "get_forward_arg"]}},
    ),
]
