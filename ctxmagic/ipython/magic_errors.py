"""How the magics report what went wrong: one line, never a traceback (unless debugging).

IPython prints a bare ``UsageError`` as one line and any other exception, a ``UsageError``
subclass included, with a full traceback. So a usage error (bad syntax, an unknown option) is
raised as a plain ``UsageError``, which fails the cell as a Python error would; an error met
while running (an unknown session, a missing key, a database that cannot be used) is printed as
``ctxmagic: <one line>`` on stderr. With ``%config CtxMagic.debug = True`` (or
``CTXMAGIC_DEBUG=1``) the original exception propagates, traceback and all.
"""

from __future__ import annotations

import functools
import logging
import shlex
import sys
from collections.abc import Callable
from typing import Any, TypeVar

from IPython.core.error import UsageError
from traitlets import Bool, Dict, Enum, Float, Int, TraitError, TraitType, Unicode, Union
from traitlets.config.loader import Config, LazyConfigValue

from ..errors import debug_enabled, first_line, user_message
from ..hints import unknown_option_message

F = TypeVar("F", bound=Callable[..., Any])
HELP_FLAGS = ("-h", "--help")
INTERRUPTED = "interrupted; what was complete is saved and the session database is consistent"


def one_line_errors(method: F) -> F:
    """Wrap a magic method so that every error it raises reaches the user as one line."""

    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except KeyboardInterrupt:
            if debug_enabled(bool(getattr(self, "debug", False))):
                raise
            # still raised, so that Run All stops; without the dozen frames of ctxmagic's
            # internals it passed through (IPython hides a frame marked like this one)
            __tracebackhide__ = True  # noqa: F841
            raise KeyboardInterrupt(INTERRUPTED) from None
        except Exception as exc:
            if debug_enabled(bool(getattr(self, "debug", False))):
                raise
            if isinstance(exc, UsageError):
                raise UsageError(first_line(str(exc))) from None
            report(exc)
            return None

    return wrapper  # type: ignore[return-value]


def report(exc: BaseException) -> None:
    print(f"ctxmagic: {user_message(exc)}", file=sys.stderr)


def split_line(line: str, magic: str) -> list[str]:
    """The words of a magic's line, shell-style; an unbalanced quote is a usage error."""
    try:
        return shlex.split(line)
    except ValueError as exc:
        raise UsageError(f"{magic}: cannot read {line!r} ({exc}); check the quotes") from None


def parse_options(fn: Any, line: str, magic: str) -> Any:
    """``parse_argstring`` for a ``magic_arguments`` magic, with one-line errors that suggest
    the option meant (``--windw`` -> ``--window``). Returns None after printing the help for
    ``-h`` / ``--help``."""
    parser = fn.parser
    words = split_line(line, magic)
    if any(w in HELP_FLAGS for w in words):
        text = parser.format_help().strip().removeprefix("::").strip()
        print(text.replace(f"%{parser.prog}", magic, 1))
        return None
    try:
        return parser.parse_args(words)
    except UsageError as exc:
        message = unknown_option_message(magic, words, parser._option_string_actions)
        raise UsageError(message or f"{magic}: {first_line(str(exc))}") from None


def read_secret(prompt: str, name: str) -> str:
    """A key typed at a hidden prompt, or a one-line error when nothing can be typed: no stdin
    (a headless run, a front end without input requests), end of input, or Ctrl-D."""
    import getpass
    import warnings

    from IPython.core.error import StdinNotImplementedError

    refusal = (
        f"no input to type {name} into (headless, or the front end has no input box); set "
        f"{name} in the environment before starting Jupyter instead"
    )
    if getpass.getpass.__module__ == "getpass" and not _has_terminal():
        raise UsageError(f"%ctx key: {refusal}")  # the stdlib would echo the key, or hang
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", getpass.GetPassWarning)
            return getpass.getpass(prompt).strip()
    except (EOFError, StdinNotImplementedError, OSError):
        raise UsageError(f"%ctx key: {refusal}") from None


def _has_terminal() -> bool:
    """Whether the stdlib's getpass can prompt without echoing: a controlling terminal."""
    try:
        with open("/dev/tty", "rb"):
            return True
    except OSError:
        return sys.stdin is not None and sys.stdin.isatty()


def ill_typed(configurable: Any, config: Config) -> str | None:
    """The one line refusing the first value in ``config`` that ``configurable``'s traits do not
    take (traitlets' own message names the trait class and instance but not the values that
    work), or None when every value has the right type. Ranges are the validators' job."""
    section = type(configurable).__name__
    values = config[section] if section in config else {}  # noqa: SIM401 (get() would not find it)
    traits = configurable.traits(config=True)
    for name, value in values.items():
        trait = traits.get(name)
        if trait is None or isinstance(value, LazyConfigValue):
            continue
        expected = _expected(trait)
        wrong = isinstance(value, bool) and not isinstance(trait, Bool | Union)
        if not wrong:
            try:
                trait.validate(configurable, value)
            except TraitError:
                wrong = True
        if wrong:
            return f"%config {section}.{name} must be {expected}, not {value!r:.80}"
    return None


def _expected(trait: TraitType) -> str:
    if isinstance(trait, Enum):
        return "one of " + ", ".join(repr(v) for v in trait.values or ())
    if isinstance(trait, Union):
        return " or ".join(_expected(t) for t in trait.trait_types)
    kinds = ((Bool, "True or False"), (Int, "a whole number"), (Float, "a number"))
    kinds += ((Dict, "a dict"), (Unicode, "a string"))
    return next((text for kind, text in kinds if isinstance(trait, kind)), trait.info())


def config_refused(exc: TraitError | str) -> None:
    """Print a refused ``%config`` value as ``ctxmagic: <one line>`` (IPython would log it on
    the root logger as ``ERROR:root:...``, or not at all once that logger has a stale stream)."""
    print(f"ctxmagic: {first_line(str(exc))}", file=sys.stderr)


class _Stderr(logging.Handler):
    """Writes to the ``sys.stderr`` of the moment (a kernel's cell, a test's capture)."""

    def emit(self, record: logging.LogRecord) -> None:
        print(f"ctxmagic: {record.getMessage()}", file=sys.stderr)


def config_log() -> logging.Logger:
    """The logger traitlets warns on for a ``%config CtxMagic.<typo>``: one line in the cell
    (traitlets' "Did you mean" included) instead of a two-line Python warning."""
    log = logging.getLogger("ctxmagic.config")
    if not log.handlers:
        log.addHandler(_Stderr())
        log.propagate = False
    return log
