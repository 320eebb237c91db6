"""What a model is, what it is sent and what it bills.

``catalog.py`` (windows, output limits, prices and cache rules from ``data/models.toml``),
``request.py`` (a request and its response, provider-neutral), ``usage.py`` (token usage and its
cost), ``tokens.py`` (offline token counts) and ``cache.py`` (the prompt-cache simulator).
"""
