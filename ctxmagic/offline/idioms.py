"""Code idioms read as the words people use for them: what a reader sees in a function's shape.

A question in a user's own words says what code *does* ("refuses a negative count", "tries
again", "gives the items one at a time", "too long to fit"); the code often says it only in its
constructs (``if n < 0: raise``, a ``while`` around a ``try``, ``yield``, ``len(s) > width``).
This module names those constructs in a function's syntax tree and gives the everyday words for
each, from the Python documentation's own descriptions where it has one (cited per entry). The
index adds them to a function's words as words of their own (``MARK`` + word), so they count
at a reduced weight and never as the function's name (``index.IDIOM_WEIGHT``).

A table by construct, written from general programming knowledge before measuring; it is not
tuned to any question.
"""

from __future__ import annotations

import ast
from collections.abc import Callable

MARK = "~"  # an idiom's word is kept apart from the words the code spells out

# construct -> the words people use for what it does.
IDIOMS: dict[str, tuple[str, ...]] = {
    # x < 0, n <= 0, 0 > x: a sign test (reference: "Comparisons", a number against zero)
    "sign": ("negative", "positive", "zero", "sign"),
    # raise: the function refuses its input ("raise ... to signal an error", tutorial 8.4)
    "raise": ("fail", "refuse", "reject", "complain", "invalid", "error"),
    # a loop around try/except that continues: tries again, or tries each way in turn
    "retry": ("retry", "again", "attempt", "try", "until", "repeat"),
    # yield: "a generator ... returns values one at a time" (glossary, *generator iterator*)
    "yield": ("generate", "generator", "lazily", "lazy", "stream", "iterate"),
    # the function calls itself
    "recursive": ("recursive", "recursion", "recurse", "nested"),
    # sorted(...), x.sort(...)
    "sort": ("sort", "sorted", "order", "ordered", "arrange"),
    # os.fork, os.getpid, os.register_at_fork: "fork a child process" (os module docs)
    "fork": ("fork", "process", "child", "parent"),
    # f.read(n) / sock.recv(n) in a loop: reads a block at a time
    "chunk": ("block", "chunk", "piece", "part", "buffer"),
    # id(x) in seen / seen.add(id(x)): a guard against cycles ("reprlib ... recursive calls")
    "seen": ("cycle", "circular", "seen", "visited", "twice", "recursion"),
    # isinstance(x, ...): a test of the kind of a value
    "type": ("type",),
    # time.time(), time.monotonic(), time.perf_counter(): the clock
    "clock": ("time", "clock", "elapsed", "now", "current", "duration"),
    # time.sleep(s): "suspend execution ... for the given number of seconds" (time docs)
    "sleep": ("wait", "pause", "delay", "sleep"),
    # with self._lock: a critical section ("thread-safe", threading docs)
    "lock": ("thread", "safe", "lock", "concurrent", "simultaneous", "exclusive"),
    # random.*, secrets.*, os.urandom
    "random": ("random", "chance", "unpredictable"),
    # hashlib.*: "secure hash and message digest" (hashlib docs)
    "hash": ("hash", "digest", "fingerprint", "checksum"),
    # zlib.crc32 / binascii.crc32: "a checksum ... to detect corrupted data" (zlib docs)
    "checksum": ("checksum", "corrupt", "damaged", "integrity", "verify"),
    # len(x) > width / limit / maximum: a length against a bound
    "width": ("long", "width", "fit", "limit", "wide", "length"),
    # .lower() / .casefold() / .upper(): "caseless matching" (str.casefold docs)
    "case": ("case", "insensitive", "caseless", "uppercase", "lowercase", "capital"),
    # sys.exit(...), os._exit(...)
    "exit": ("exit", "quit", "terminate", "stop"),
    # os.environ / os.getenv
    "environ": ("environment", "variable", "setting"),
    # sys.stderr / sys.stdout / print(...): output a person reads
    "console": ("console", "terminal", "screen", "print", "output"),
    # reversed(x), x[::-1], x.reverse()
    "reverse": ("reverse", "backwards", "backward"),
    # re.compile / re.match / re.sub
    "pattern": ("pattern", "regex", "regular", "expression", "match"),
    # threading.Thread(...): work in the background
    "thread": ("thread", "background", "parallel", "concurrent"),
    # socket.socket(...), socket.create_connection(...)
    "network": ("network", "socket", "connect", "connection"),
    # set(...): "unordered collection with no duplicate elements" (tutorial 5.4)
    "unique": ("unique", "distinct", "duplicate", "duplicates"),
    # min(...) / max(...)
    "extreme": ("smallest", "largest", "biggest", "lowest", "highest", "least", "most"),
    # sum(...)
    "total": ("total", "add", "sum"),
    # zip(...): "iterate over several iterables in parallel" (zip docs)
    "pair": ("pair", "pairs", "together", "side"),
    # enumerate(...): a counter with each item
    "number": ("number", "numbered", "position", "index"),
    # x.insert(0, ...) / appendleft(...): at the front
    "front": ("front", "beginning", "start", "prepend"),
    # x % n: the remainder, wrapping around
    "modulo": ("remainder", "wrap", "around", "cycle", "odd", "even"),
    # ljust / rjust / center / zfill: padding text to a width
    "pad": ("pad", "align", "centre", "center", "fill", "justify"),
    # any(...) / all(...)
    "quantifier": ("any", "every", "all"),
    # d.get(k, default) / d.setdefault(k, v) / except KeyError: a missing key
    "missing": ("missing", "absent", "default", "fallback"),
    # .startswith(...) / .endswith(...)
    "affix": ("prefix", "suffix", "begins", "starts", "ends"),
    # .isdigit() / .isalpha() / .isspace() / .isalnum()
    "charclass": ("digit", "letter", "blank", "whitespace", "alphabetic"),
    # float("inf") / math.inf
    "infinite": ("infinite", "infinity", "unbounded", "forever"),
    # weakref.ref / WeakValueDictionary: "a weak reference ... does not keep it alive"
    "weak": ("weak", "garbage", "alive"),
}

_ZERO_TESTS = (ast.Lt, ast.LtE, ast.Gt, ast.GtE)
_BOUND_WORDS = ("width", "limit", "max", "size", "maxlen", "length", "cols", "columns")
_CLOCK = frozenset(
    {"time", "monotonic", "perf_counter", "time_ns", "monotonic_ns", "perf_counter_ns"}
)
_HASHES = frozenset({"md5", "sha1", "sha224", "sha256", "sha384", "sha512", "blake2b", "blake2s"})
_CASE = frozenset({"lower", "casefold", "upper"})
_FORK = frozenset({"fork", "forkpty", "getpid", "register_at_fork"})
_READS = frozenset({"read", "recv", "readinto", "recv_into", "read1"})


def _callee(call: ast.Call) -> tuple[str, str]:
    """(owner, name) of a call: ``os.fork()`` -> ("os", "fork"), ``sorted(x)`` -> ("", "sorted")."""
    func = call.func
    if isinstance(func, ast.Name):
        return "", func.id
    if isinstance(func, ast.Attribute):
        owner = func.value.id if isinstance(func.value, ast.Name) else ""
        return owner, func.attr
    return "", ""


def _is_zero(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) in (int, float) and node.value == 0


def _is_len(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "len"


def _names_bound(node: ast.AST) -> bool:
    name = (
        node.id
        if isinstance(node, ast.Name)
        else node.attr
        if isinstance(node, ast.Attribute)
        else ""
    ).lower()
    return any(word in name for word in _BOUND_WORDS)


def _compare(node: ast.Compare, found: set[str]) -> None:
    left = node.left
    for op, right in zip(node.ops, node.comparators, strict=True):
        if isinstance(op, _ZERO_TESTS):
            if _is_zero(left) or _is_zero(right):
                found.add("sign")
            if (_is_len(left) and _names_bound(right)) or (_is_len(right) and _names_bound(left)):
                found.add("width")
        elif isinstance(op, ast.In | ast.NotIn) and isinstance(left, ast.Call):
            found.update(["seen"] if _callee(left) == ("", "id") else [])
        left = right


def _call(node: ast.Call, name: str, found: set[str]) -> None:
    owner, callee = _callee(node)
    if callee == name and (owner in ("", "self", "cls")):
        found.add("recursive")
    if callee in ("sorted", "sort"):
        found.add("sort")
    if callee in _FORK and owner in ("os", ""):
        found.add("fork")
    if callee == "isinstance":
        found.add("type")
    if owner == "time" and callee in _CLOCK:
        found.add("clock")
    if owner == "time" and callee == "sleep":
        found.add("sleep")
    if owner in ("random", "secrets") or callee == "urandom":
        found.add("random")
    if owner == "hashlib" or callee in _HASHES:
        found.add("hash")
    if callee in ("crc32", "adler32"):
        found.add("checksum")
    if callee in _CASE:
        found.add("case")
    if (owner == "sys" and callee == "exit") or (owner == "os" and callee == "_exit"):
        found.add("exit")
    if owner == "os" and callee == "getenv":
        found.add("environ")
    if callee == "print":
        found.add("console")
    if callee == "reversed" or (callee == "reverse" and owner):
        found.add("reverse")
    if owner == "re":
        found.add("pattern")
    if callee == "Thread" and owner in ("threading", ""):
        found.add("thread")
    if owner == "socket" and callee in ("socket", "create_connection"):
        found.add("network")
    if callee in ("set", "frozenset") and not owner:
        found.add("unique")
    if callee in ("min", "max") and not owner:
        found.add("extreme")
    if callee in ("sum", "fsum"):
        found.add("total")
    if callee == "zip" and not owner:
        found.add("pair")
    if callee == "enumerate" and not owner:
        found.add("number")
    if callee == "appendleft" or (callee == "insert" and node.args and _is_zero(node.args[0])):
        found.add("front")
    if callee in ("ljust", "rjust", "center", "zfill"):
        found.add("pad")
    if callee in ("any", "all") and not owner:
        found.add("quantifier")
    if callee == "setdefault" or (callee == "get" and len(node.args) == 2):
        found.add("missing")
    if callee in ("startswith", "endswith"):
        found.add("affix")
    if callee in ("isdigit", "isalpha", "isspace", "isalnum", "isdecimal"):
        found.add("charclass")
    if owner == "weakref" or callee in ("WeakValueDictionary", "WeakKeyDictionary", "WeakSet"):
        found.add("weak")
    if callee == "float" and node.args and getattr(node.args[0], "value", None) == "inf":
        found.add("infinite")


def _loop(loop: ast.While | ast.For | ast.AsyncFor, found: set[str]) -> None:
    """A loop around a try whose handler goes on (``continue``), or one that reads with a size."""
    for node in ast.walk(loop):
        if isinstance(node, ast.Try):
            for handler in node.handlers:
                if any(isinstance(n, ast.Continue) for n in ast.walk(handler)):
                    found.add("retry")
        elif isinstance(node, ast.Call) and node.args:
            callee = _callee(node)[1]
            if callee in _READS and isinstance(node.func, ast.Attribute):
                found.add("chunk")


def detect(func: ast.AST, name: str) -> set[str]:
    """The idioms of ``func``'s body (its nested functions included), by key of ``IDIOMS``."""
    found: set[str] = set()
    for node in ast.walk(func):
        if isinstance(node, ast.Compare):
            _compare(node, found)
        elif isinstance(node, ast.Call):
            _call(node, name, found)
            arg = node.args[0] if node.args else None
            if (
                isinstance(arg, ast.Call)
                and _callee(node)[1] == "add"
                and _callee(arg) == ("", "id")
            ):
                found.add("seen")
        elif isinstance(node, ast.Raise):
            found.add("raise")
        elif isinstance(node, ast.Yield | ast.YieldFrom):
            found.add("yield")
        elif isinstance(node, ast.While | ast.For | ast.AsyncFor):
            _loop(node, found)
        elif isinstance(node, ast.With | ast.AsyncWith):
            for item in node.items:
                text = ast.unparse(item.context_expr).lower()
                if "lock" in text or "mutex" in text:
                    found.add("lock")
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            if node.value.id == "os" and node.attr == "environ":
                found.add("environ")
            elif node.value.id == "sys" and node.attr in ("stderr", "stdout"):
                found.add("console")
            elif node.value.id == "math" and node.attr == "inf":
                found.add("infinite")
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
            if not isinstance(node.left, ast.Constant | ast.JoinedStr):  # not "%s" % x
                found.add("modulo")
        elif isinstance(node, ast.ExceptHandler) and isinstance(node.type, ast.Name):
            if node.type.id == "KeyError":
                found.add("missing")
        elif isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
            step = node.slice.step
            if isinstance(step, ast.UnaryOp) and isinstance(step.op, ast.USub):
                found.add("reverse")
    return found


def idiom_words(func: ast.AST, name: str, stem: Callable[[str], str]) -> list[str]:
    """The marked, stemmed words of ``func``'s idioms, each once (``MARK`` + stem)."""
    out: dict[str, None] = {}
    for key in sorted(detect(func, name)):
        for word in IDIOMS[key]:
            out[MARK + stem(word)] = None
    return list(out)
