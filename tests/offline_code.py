"""Code the offline model's tests ask about, and the helpers that ask: shared by
``test_offline_questions.py`` and ``test_offline_edits.py``."""

from __future__ import annotations

import re

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
