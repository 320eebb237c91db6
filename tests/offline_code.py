"""Code the offline model's tests ask about, and the helpers that ask: shared by
``test_offline_questions.py`` and the ``test_offline_edit_*.py`` files."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from ctxmagic.agent.events import ToolStarted
from ctxmagic.agent.loop import run_turn
from tests.conftest import make_agent

LEVELS = '''"""Log levels."""

DEFAULT = 20  # the level used when none is set


def level_name(level):
    """The name of a numeric level."""
    name = NAMES.get(level)
    if name is None:
        raise UnknownLevel(level)
    return name


def lookup(text):
    level = level_name(int(text))
    return level


class UnknownLevel(ValueError):
    """A level that has no name."""


NAMES = {10: "DEBUG", 20: "INFO"}
'''


SINK = '''from .levels import level_name


class FileSink:
    """Writes each record to a file on disk."""

    def emit(self, record):
        # the line is formatted first, then appended
        line = f"{level_name(record.level)}: {record.text}"
        with open(self.path, "a") as fh:
            fh.write(line + "\\n")


def parse_json_config(text):
    """Read the sink's settings from a JSON document."""
    return dict(item.split("=") for item in text.split(","))
'''


def ask(store, workspace, prompt):
    agent = make_agent(store, workspace)
    events = []
    run_turn(agent, prompt, events.append)
    calls = [e.call for e in events if isinstance(e, ToolStarted)]
    return store.messages(agent.session_id)[-1].text, calls


def asked_unchanged(store, workspace, prompt):
    """``ask``, checking that no Python file of the workspace changed."""
    before = {p: p.read_text() for p in workspace.rglob("*.py")}
    answer, calls = ask(store, workspace, prompt)
    assert {p: p.read_text() for p in workspace.rglob("*.py")} == before
    return answer, calls


def first_citation(answer: str) -> tuple[str, int]:
    path, line = re.search(r"`([\w/.-]+\.\w+):(\d+)`", answer).groups()
    return path, int(line)


MAIL = '''"""A mail client."""

import re

CRLF = "\\r\\n"


def _fix_eols(data):
    return re.sub(r"(?:\\r\\n|\\n|\\r(?!\\n))", CRLF, data)


def _quote_periods(bindata):
    return re.sub(br"(?m)^\\.", b"..", bindata)


class SMTP:
    """A connection to a mail server."""

    def data(self, msg):
        """Send the message text to the server, ending it with a line holding a dot."""
        self.putcmd("data")
        code, reply = self.getreply()
        if code != 354:
            raise ValueError(reply)
        if isinstance(msg, str):  # text, every
            msg = _fix_eols(msg).encode("ascii")
        q = _quote_periods(msg)
        if q[-2:] != CRLF.encode():
            q = q + CRLF.encode()
        q = q + b"." + CRLF.encode()
        self.send(q)
        return self.getreply()
''' + "".join(
    f"\n\ndef {name}(self, arg=''):\n    return self.docmd('{name}', arg)\n"
    for name in "helo ehlo mail rcpt rset noop quit vrfy expn help auth login starttls etrn "
    "atrn bdat burl xclient xforward onex".split()
)


WARN = """import sys


def filterwarnings(action, message="", category=Warning, append=False):
    assert action in ("error", "ignore"), "invalid action: %r" % (action,)
    assert isinstance(message, str), "message must be a string"
    return action


class LocaleTime:
    def __calc_am_pm(self):
        # Set self.am_pm by using time.strftime().
        self.am_pm = []


def _strptime(data):
    try:
        found = data[0]
    except KeyError as err:
        del err
        raise ValueError("bad directive") from None
    return found


def create_dict(local, idt):
    def thread_deleted(_):
        dct = local.dicts.pop(idt)

    return thread_deleted


_MAXCACHE = 512

if not sys.warnoptions:
    simplefilter("default", category=DeprecationWarning)
    simplefilter("ignore", category=ImportWarning, append=1)
"""


TTY = '''"""Terminal utilities."""

__all__ = ["setraw", "setcbreak"]

MAPPING = {
    "dummy_thread": "_dummy_thread",
    "thread": "_thread",
}


def setraw(fd):
    comp = fd
    return comp


def setcbreak(fd):
    return fd


try:
    from _win import WindowsIO
except ImportError:
    pass
'''


HOOKS = '''"""Hooks."""

import inspect

RAISES_KEYWORDS = ("Raises", "Exceptions")


class ParseError(Exception):
    pass


def varnames(func):
    """Return tuple of positional and keywrord argument names for a function."""
    return inspect.signature(func)


def register(func):
    names = varnames(func)
    return names


def warnings(settings=None):
    return {}


def _keep_alive(event):
    return True


def process(event):
    if not _keep_alive(event):
        raise ParseError("no keywords set")
    return event


def parse_version(version):
    if not version.isdigit():
        raise ValueError("malformed version")
    return int(version)


class Table:
    def headers(self, rows):
        headers = list(map(str, rows))
        #    rows = list(map(list, rows))
        return headers


__all__ = ["varnames", "register"]
'''


TWELFTH = '''"""Signers and pools."""

import os

DEL = 0x7F
MAX_SELECT = 24 * 3600


def ascii(c):
    return c & 0x7F


def unikey(label):
    return " ".join(label.split()).lower()


def parse_link_label(text):
    """Parse a link label: the link's text between brackets, normalised."""
    label = text.strip("[]")
    return label


def run_once(timeout):
    return min(timeout, MAX_SELECT)


class Signer:
    default_key_derivation: str = "django-concat"

    def derive_key(self, key_derivation=None):
        if key_derivation is None:
            key_derivation = self.default_key_derivation
        return key_derivation


class ThreadPoolExecutor:
    def __init__(self, max_workers=None):
        if max_workers is None:
            max_workers = min(32, (os.cpu_count() or 1) + 4)
        self._max_workers = max_workers

    def _adjust_thread_count(self):
        if len(self._threads) < self._max_workers:
            self._threads.add(1)
'''


THIRTEENTH = '''"""Cookies, keys and formatters."""

import os
from collections.abc import Sequence

DEFAULT_EXPONENT = 65537
RECONNECT = 0


class MockRequest:
    def __init__(self, request):
        assert request is not None
        self._r = request

    def get_full_url(self):
        # Only return the URL if the user
        # did not set the Host header
        if not self._r.get("Host"):
            return self._r["url"]
        return self._r["host"]


def find_value(jar, name):
    toReturn = None
    for cookie in jar:
        if cookie == name:
            toReturn = cookie
    return toReturn


class BaseFormatter:
    """Base formatter."""

    def _get_rename(self, key):
        return key

    def add_fields(self, log_data, stamp):
        key = stamp if isinstance(stamp, str) else "timestamp"
        log_data[key] = "timestamp"
        return log_data


# Pull this out so it is easy to stub
def get_dev(path):
    return os.lstat(path).st_dev


def is_no_proxy(no_proxy):
    if "*" in no_proxy:
        return True
    return False
'''


SECOND_ROUND = '''"""Timers, colours and env files."""

import signal


def set_timer(item, method):
    if method == "signal":

        def cancel():
            signal.setitimer(signal.ITIMER_REAL, 0)

        item.cancel = cancel
    else:

        def cancel():
            item.timer.cancel()

        item.cancel = cancel
    return True


def find_env(path):
    # walk up from here, one folder at a time,
    # until the root, and give up there
    # (never past it)
    while path:
        assert isinstance(path, str)
        path = path.rpartition("/")[0]
    return path


def hilite(colors):
    colors[None] = '29'
    return colors


def enabled(sys):
    return sys.monitoring.get_tool(1) != None


class DotEnv:
    def get(self, key):
        """ """
        return key


class _Numbers:
    def wrap(self, n):
        return n


_wn = _Numbers()


def wrap_numbers(n):
    return _wn.wrap(n)
'''


WINDOWS = """def general_hamming(M, alpha, sym=True):
    return alpha - (1.0 - alpha) * cos(M)


def hamming(M, sym=True):
    return general_hamming(M, 0.54, sym)


def hann(M, sym=True):
    return general_hamming(M, 0.5, sym)
"""


WINDOWS = '''def _len_guards(M):
    return M <= 1


def _general_cosine_impl(M, a, sym=True):
    """The window itself."""
    return [a] * M


def general_hamming(M, alpha, sym=True):
    if _len_guards(M):
        return [1.0]
    return _general_cosine_impl(M, [alpha, 1.0 - alpha], sym=sym)


def blackman(M, sym=True):
    if _len_guards(M):
        return [1.0]
    return _general_cosine_impl(M, [0.42, 0.50, 0.08], sym=sym)


def nuttall(M, sym=True):
    if _len_guards(M):
        return [1.0]
    return _general_cosine_impl(M, [0.36, 0.49, 0.14, 0.01], sym=sym)


def hann(M, sym=True):
    return general_hamming(M, 0.5, sym)
'''


PARSER = """class SpawnParser:
    DEFAULT_TAGS = {"!": "!"}

    def __init__(self, timeout=30):
        self.delaybeforesend = 0.05
        self.timeout = timeout

    def parse_implicit_document_start(self):
        if not self.check_token(DirectiveToken, DocumentStartToken, StreamEndToken):
            self.tag_handles = self.DEFAULT_TAGS
            token = self.peek_token()
            start_mark = end_mark = token.start_mark
            event = DocumentStartEvent(start_mark, end_mark, explicit=False)
            self.states.append(self.parse_document_end)
            return event
        return self.parse_document_start()

    def parse_document_start(self):
        if self.check_token(StreamEndToken):
            token = self.get_token()
            event = StreamEndEvent(token.start_mark, token.end_mark)
            assert not self.states
            assert not self.marks
            return event
        return None

    def process_empty_scalar(self, mark):
        return ScalarEvent(None, None, (True, False), "", mark, mark)

    def parse_node(self):
        return self.process_empty_scalar(self.peek_token().end_mark)


class Formatter:
    max_width = Integer(79).tag(config=True)


def bind_unix_socket(file):
    # Stream orientated processing.
    return file


"""


COLORBAR = '''class Colorbar:
    def _get_ticker_locator_formatter(self):
        """
        Return the locator and formatter of the bar, from the axis when none were set.
        """
        locator = self._locator
        formatter = self._formatter
        minor = self._minor
        if isinstance(self.norm, BoundaryNorm):
            if locator is None:
                locator = FixedLocator(self.norm.boundaries, nbins=10)
            if minor is None:
                minor = FixedLocator(self.norm.boundaries)
        else:
            if locator is None:
                # the default for this axis
                locator = self.long_axis.get_major_locator()
            if minor is None:
                minor = self.long_axis.get_minor_locator()
        if formatter is None:
            formatter = self.long_axis.get_major_formatter()

        self._locator = locator
        self._formatter = formatter
        self._minor = minor
        _log.debug("locator: %r", locator)


class RegularGridInterpolator:
    def __init__(self, points, values, method="linear"):
        self.method = method
        self.grid = points

    def _evaluate_nearest(self, indices, norm_distances):
        """Pick the nearest grid point; a point exactly halfway goes to the lower one."""
        idx_res = [np.where(yi <= 0.5, i, i + 1) for i, yi in zip(indices, norm_distances)]
        return self.values[tuple(idx_res)]


class FrameLocator:
    def _child_selector(self, selector):
        """Glue the frame selector onto the inner one."""
        return self._frame_selector + " >> internal:control=enter-frame >> " + selector

    def inner(self):
        return self.get("inner")

    def frame(self):
        return self.get("frame")

    def get(self, name):
        return name
'''


PROGRESS = '''import sys
from functools import lru_cache


class Column:
    max_refresh = None

    def __call__(self, task):
        return self.render(task)


class TimeRemainingColumn(Column):
    """Renders estimated time remaining."""

    max_refresh = 0.5

    def __init__(self, compact=False):
        self.compact = compact

    def render(self, task):
        remaining = task.time_remaining
        return str(remaining)


class Spine(Column):
    def draw(self, renderer):
        self._adjust_location()
        ret = super().draw(renderer)
        self.stale = False
        return ret


class AccessPoint:
    def __init__(self):
        self.life_cycle_state = "available"

    def info_json(self):
        return {
            "AccessPointId": self.access_point_id,
            "LifeCycleState": "available",
        }


@lru_cache(maxsize=128)
def clear_meta_and_links(style):
    return style


def quadrature(f, a, b):
    eps = sys.float_info.epsilon
    return (b - a) * f(a) + eps


transformedTableTags = ("glyf", "loca")
tableFormatSize = 4


class LifecycleHook:
    def __init__(self, name, timeout=None):
        self.name = name
        self.heartbeat_timeout = timeout or 3600


def create_lifecycle_hook(name, timeout=None):
    lifecycle_hook = LifecycleHook(name, timeout)
    return lifecycle_hook


class Estimator:
    def evaluate(self, points):
        d, m = points.shape
        if d != self.d:
            msg = (f"points have dimension {d}, "
                   f"dataset has dimension {self.d}")
            raise ValueError(msg)
        return points

    def check(self, dataset):
        if self.d > self.n:
            msg = ("Number of dimensions is greater than number of samples in the dataset; "
                   "each column of `dataset` is a point.")
            raise ValueError(msg)
'''


SOLVERS = """import re

LOCALS_MAX_STRING = 80
LOCALS_MAX_LENGTH = 10


class IntegratorBase:
    runner = None


class vode(IntegratorBase):
    def __init__(self, method="adams", rtol=1e-6):
        if re.match(method, r"adams", re.I):
            meth = 1
        elif re.match(method, r"bdf", re.I):
            meth = 2
        else:
            raise ValueError(f"Unknown integration method {method}")
        self.meth = meth


class dop853(IntegratorBase):
    name = "dop853"

    def __init__(self, rtol=1e-6, atol=1e-12, nsteps=500, ifactor=6.0, dfactor=0.3):
        self.rtol = rtol
        self.ifactor = ifactor


class Grid:
    def __init__(self, x):
        if not (x[1:] > x[:-1]).all():
            raise ValueError("'x' must be strictly increasing")
        self.x = x


class ReplicationGroup:
    def __init__(self, name, snapshot_window=None):
        self.name = name
        self.snapshot_window = snapshot_window or "05:00-6:00"


def integrate(f, x0, integration_max_error_scale=1.0):
    maxerror = 0.003 * integration_max_error_scale
    return f(x0) < maxerror


class FakeJob:
    def __init__(self, name, **kwargs):
        self.name = name
        self.role_arn = kwargs.get("role_arn")
        self.tags = kwargs.get("tags")


def parent_constraints(self):
    rows, cols = self.parent_pos
    return rows, cols


if __name__ == "__main__":
    data = {"a": 1}
    print(data)
"""


THIRD_ROUND = '''DEFAULT_THEME = "monokai"


def calcChecksum(data):
    """Calculate the checksum for an arbitrary block of data."""
    return sum(data) & 0xFFFFFFFF


class TagHolder(dict):
    def _validate_kv(self, key, value, index):
        if len(key) > 128:
            raise ValueError(f"tag {index} key too long")

    def add(self, tags):
        for i, (key, value) in enumerate(tags):
            self._validate_kv(key, value, i + 1)
            self[key] = value


class Syntax:
    def __init__(self, code, theme=DEFAULT_THEME):
        self.code = code
        self.theme = theme


class Writer:
    def close(self):
        checksum = calcChecksum(self.data)
        self.head.checkSumAdjustment = 0xB1B0AFBA - checksum


class EmpiricalDistributionFunction:
    def confidence_interval(self, confidence_level=0.95, *, method="linear"):
        methods = {"linear", "log-log"}
        if method.lower() not in methods:
            raise ValueError(f"`method` must be one of {methods}.")
        return confidence_level

    def plot(self, ax):
        delta = np.ptp(self.quantiles) * 0.05
        return ax.set_xlim(self.quantiles[0] - delta, self.quantiles[-1] + delta)


def list_deployments(deployments, status=None):
    def matches_filters(deployment):
        return status is None or deployment.status == status

    return [d for d in deployments if matches_filters(d)]


def create_deployment_group(name, deployment_config_name=None):
    if deployment_config_name is None:
        deployment_config_name = CodeDeployDefault.OneAtATime
    return name, deployment_config_name
'''


COMPLETER = '''import atexit

import jedi


def _jedi_matches(self, text):
    namespaces = [self.namespace]
    interpreter = jedi.Interpreter(text, namespaces)
    first_child = next(c for c in interpreter._get_module().tree_node.children)
    return first_child


class HistorySavingThread:
    def __init__(self, history):
        self.history = history
        atexit.register(self.stop)
        self.start()

    def stop(self):
        self.history = None


def create_host_config(port_bindings=None):
    """Make the host config.

    port_bindings (dict): See create_container
    """
    return {"PortBindings": convert_port_bindings(port_bindings)}


def convert_port_bindings(port_bindings):
    return {key: _convert_port_binding(v) for key, v in port_bindings.items()}


def _convert_port_binding(binding):
    """Turn one port binding into a dict of HostIp and HostPort entries."""
    result = {"HostIp": "", "HostPort": ""}
    result["HostPort"] = str(binding)
    return result
'''


# --- code and helpers of the edit tests (tests/test_offline_edit_*.py) ----------------------


def docstring_of(path: Path, name: str) -> str | None:
    tree = ast.parse(path.read_text())
    node = next(n for n in ast.walk(tree) if getattr(n, "name", None) == name)
    return ast.get_docstring(node)


def _edited(store, code, prompt):
    before = (code / "logpkg/levels.py").read_text()
    answer, calls = ask(store, code, prompt)
    after = (code / "logpkg/levels.py").read_text()
    ast.parse(after)  # every edit leaves valid Python
    return answer, calls, before.splitlines(), after.splitlines()


def _levels_after(store, code, prompt: str) -> str:
    """``logpkg/levels.py`` after ``prompt``, whose answer reports a change; it still parses."""
    answer, _ = ask(store, code, prompt)
    text = (code / "logpkg/levels.py").read_text()
    assert not answer.startswith("I did not change anything"), answer
    ast.parse(text)
    return text


TWINS = """class A:
    def __init__(self, func):
        self.func = func


class B:
    def __init__(self, func):
        self.func = func
"""


TABLES = """import warnings

__all__ = ["parse", "dump","load"]

COMMANDS = {
    'FETCH':   ('SELECTED',),
    'PARTIAL': ('SELECTED',),  # NB: obsolete
    'STORE':   ('SELECTED',),
}

EXPORTS = [
    'parse',
    'dump'
]

warnings.warn("tables is deprecated", DeprecationWarning)


def parse(text):
    print("start")
    for line in text.splitlines():
        print(line)
    print("done")
    if text is None:
        raise ValueError('size must be nonnegative')
    raise ValueError('size must be nonnegative, got %r' % text)


def dump(data):
    return data


def load(text):
    return text
"""


def _tables(tmp_path: Path) -> Path:
    (tmp_path / "tables.py").write_text(TABLES)
    return tmp_path / "tables.py"


DEMO = (
    "import sys\n\n\ndef run(x):\n    return x\n\n\ndef test():\n    print(run(sys.argv))\n\n\n"
    "if __name__ == '__main__':\n    test()\n"
)


WEAK = '''"""Weak sets."""

import io

BUFFER_SIZE = io.DEFAULT_BUFFER_SIZE


class WeakSet:
    def pop(self):
        while True:
            try:
                item = self.data.pop()
            except KeyError:
                raise KeyError('pop from empty WeakSet') from None
            return item

    def discard(self, item):
        raise KeyError('pop from empty WeakSet')


class DecompressReader:
    def _rewind(self):
        self._pos = 0

    def seek(self, offset):
        if offset < self._pos:
            self._rewind()
        return offset


class ABCMeta(type):
    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        abstracts = {name for name, value in namespace.items()}
        cls.__abstractmethods__ = frozenset(abstracts)
        return cls


class Sequence:
    @classmethod
    def register(cls, other):
        return other


Sequence.register(memoryview)
'''


SITE = """no_pad = '__no__pad__'

UNSAFE_ATTRIBUTES = {"gi_frame", "gi_code"}

COMPILER_VARS = ('CC', 'CXX', 'LDSHARED')

maxlen = 0


def partition_all(n, seq):
    if n < 0:
        raise LookupError("parition_all needs a positive size")
    return seq


class SortedList:
    def __init__(self, iterable=None, key=None):
        assert key is None
        self._load = 1000


def lock_file(path, timeout=None, retry_period=0.05):
    return path


class LRU:
    def evict(self):
        key = next(iter(self.heavy or self.order))
        return key


def sethelper():
    return None


def main():
    sethelper()
    return 0
"""


EDITS12 = '''"""Formatting and pools."""

import os
import re

__author__ = 'Brian Quinlan (brian@sweetapp.com)'
INVISIBLE_CHAR = "?"


class Lock:
    def release(self):
        if not self._locked:
            raise RuntimeError('Lock is not acquired.')
        self._locked = False


class Warning_(UserWarning):
    pass


class Formatter:
    def format(self, dt, fmt):
        # FIXME: _format_token() is nullable
        return re.sub("x", "y", fmt)

    def _format_token(self, dt, token):
        if token == "YYYY":
            return "year"


class Pool:
    def __init__(self, max_workers=None, prefix=""):
        if max_workers is None:
            # But we limit it to 32 to avoid consuming surprisingly large resource
            max_workers = min(32, (os.cpu_count() or 1) + 4)
        self.prefix = prefix or ("ThreadPoolExecutor-%d" % 1)
        self.lang = ""
        self.depth = 1
        self.error = "Location must start with /"


class searcher_re:
    def __init__(self, patterns):
        self.patterns = patterns

    def __str__(self):
        return "re"


class searcher_string:
    def __str__(self):
        return "string"


def fence(token):
    info = token.info
    langName = ""
    langAttrs = ""
    return info + langName + langAttrs


def disabled(value):
    """A list on block tokens, then a list on block tokens."""
    return value in {"1", "true", "t", "yes", "y"}
'''


# the second four sets of the twelfth pass (heldout17-18, edits28-29), written after the fixes
# for the first four
SECOND12 = '''"""Protocols, bytes and helpers."""

import tempfile

ALLOWED_PROTOCOLS = frozenset(("http", "https", "mailto"))
digits = b"abcdefghijklmnopqrstuvwxyz0123456789"
default = "file"
known = {"file": "local", "memory": "ram"}


def escape_filename(name):
    return name.replace("/", "_")


def make_dir():
    return tempfile.mkdtemp(suffix='.partd', prefix="x")


def escapeHtml(raw):
    return (
        raw.replace("&", "&amp;")
        .replace("<", "&lt;")
    )


def quote_html(raw):
    raw = raw.replace('"', "&quot;")
    return raw


def from_fp(fp):
    """Same thing than from_bytes but with a file pointer."""
    return fp.read()


def from_path(path):
    """Same thing than from_fp but with a path."""
    return path


def byte_compile(py_files):
    #py_files = map(str, py_files)
    return py_files
'''


FOURTEENTH = '''"""Strings, locks and encoders."""

__all__ = ['NumericString', 'PrintableString',
           'IA5String', 'ISO646String',
           'UTF8String']


class Options:
    def __init__(self, *, before: int = 3, after: int = 1):
        self.before, self.after = before, after


def lines(text, before=2):
    return text.splitlines()[-before:]


class Writer:
    def write_plain_text(self, text):
        return text

    def write(self, text):
        return self.write_plain_text(text)


def linkify(text):
    def make_link(m):
        return "<a>" + m.group(1) + "</a>"

    return make_link


class Context:
    def set_npn_protocols(self, protocols):
        return protocols

    def set_alpn_protocols(self, protocols):
        return protocols


def _serialize(data):
    out = list(data)
    # assert out
    return out
'''


LINES_20 = '''"""Lines said by what they do."""
import datetime


class Font:
    def names(self, glyphs):
        order = [None] * len(glyphs)
        order[0] = ".notdef"
        glyph_name = self.make_glyph_name(glyphs)
        order[1] = glyph_name
        return order

    def save(self, tags, writer):
        tags = sorted(tags)
        tags.pop(0)  # skip GlyphOrder tag
        count = len(tags)
        writer.write(tags, count)

    # FIXME: 'Font._parse_config_files' is too complex (14)
    def _parse_config_files(self, names):
        return [n for n in names if n]

    # FIXME: 'Font._set_options' is too complex (14)
    def _set_options(self, options):
        return dict(options)


class History:
    def store_string(self, write, line):
        write(f"\\n# {datetime.datetime.now()}\\n")
        write(f"+{line}\\n")


class Builder:
    def __init__(self, version):
        self._name = None
        self._version = Version.v3
        self._extensions = []
'''


def edits_to(store, tmp_path, name: str, text: str, prompt: str, old: str, new: str) -> None:
    """``prompt`` asked of a workspace holding ``text`` as ``name`` replaces ``old`` by ``new``."""
    path = tmp_path / name
    path.write_text(text)
    answer, _ = ask(store, tmp_path, prompt)
    assert path.read_text() == text.replace(old, new), answer


UTILS = """import subprocess

SHEBANG_PYTHON = b"#!python"


def get_resources_dests(base, rules):
    def get_rel_path(root, path):
        return path[len(root) :]

    out = {}
    for root, path in rules:
        out[get_rel_path(root, path)] = get_rel_path(base, path)
    return out


def escape_html(text):
    return text.replace("&", "&amp;")


def k_edge_augmentation(G, k):
    return greedy_k_edge_augmentation(G, k, seed=0)


def greedy_k_edge_augmentation(G, k, seed=None):
    return G


def local_edge_connectivity(G, s, t):
    H = build_auxiliary(G)
    return maximum_flow_value(H, s, t)


default_flow_func = None
"""


DIFFERENTIATE = '''"""Finite differences."""
_EERRORINCREASE = -1  # used in derivative
HEADER = b"%PDF-1.4\\n"
header_comment = "Code generated by a tool"


def derivative(f, x):
    def check_termination(work):
        i = work.error > work.error_last
        work.status[i] = _EERRORINCREASE
        return i

    return check_termination


def jacobian(f, x):
    res = derivative(f, x)
    del res.x  # the user knows `x`
    return res


def bootstrap_plot(series, size=50, samples=500):
    """Bootstrap plot.

    samples : int, default 500
    """
    return [series] * samples


class Reader:
    def is_empty(self):
        return not self.lines

    def read_to_next_empty_line(self):
        def is_empty(line):
            return not line.strip()

        return is_empty


def write_header(out):
    out.write(HEADER)
    return header_comment
'''


POOL = '''"""A pool of workers."""

from typing import cast

Payload = str | bytes
retries = 100


class Kind:
    IDLE = 1
    BUSY = 2


class Pool:
    retries = 10

    def __init__(self, size):
        self.size = size
        self.waiting = []

    def submit(self, *jobs: Payload):
        assert jobs
        for job in jobs:
            self._wake_idle(job)

    def check(self, job):
        assert job
        assert job not in self.waiting

    def _wake_idle(self, job):
        self.waiting.append(job)

    def run(self, job):
        if job.kind in ('json', 'csv'):
            self._wake_idle(job)
        return job


def retry(func):
    """Call func, swallowing its errors."""

    def wrapper(*args):
        try:
            return func(*args)
        except Exception:
            return None

    return wrapper


def mask_bits(mask):
    """The bits of a mask."""
    bits = 0xFFFFFFFF ^ (1 << 32 - mask) - 1
    return bits


def normalise(url):
    """The host of a url."""
    netloc = url.strip()
    netloc = cast(str, netloc)
    return netloc


def emit(message, out=None):
    """Write message and a newline to out."""
    print(message, file=out)
'''
