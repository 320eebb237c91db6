"""The IPython surface: ``%%agent`` and ``%ctx`` (``magics.py``), how they report errors
(``magic_errors.py``), and notebooks run headless (``headless.py``, ``python -m ctxmagic run``).
``%load_ext ctxmagic`` calls ``ctxmagic.load_ipython_extension``, which registers the magics."""
