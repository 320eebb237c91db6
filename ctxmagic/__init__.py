"""ctxmagic: a notebook laboratory for the context engineering of coding agents."""

__version__ = "0.1.0"
