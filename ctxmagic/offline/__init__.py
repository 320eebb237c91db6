"""The offline default model: a deterministic, tool-using stand-in for an LLM. It is not an LLM.

It exists so that the whole machinery (tool loop, store, meters, caching, compaction) runs with no
network and no key, on Binder or in CI. Like a real model it only sees the request: it reads the
latest user prompt and the tool results of the current turn (``turn.py``), sorts the prompt into a
kind (``question.py``; an edit request by ``edit_request.py`` over the phrasings of
``edit_phrasings.py``), plans real tool calls or writes the answer (``planner.py``, with the
handlers of ``lookup.py``, ``lookup_which.py``, ``lookup_raises.py``, ``lookup_calls.py``,
``lookup_rules.py`` (a lexer's table of patterns) and ``edits.py``, which hands each kind of edit to ``edit_lines.py`` (with ``line_search.py``),
``edit_by_number.py``, ``edit_definitions.py``, ``edit_rename.py`` or ``edit_values.py`` over
``edit_steps.py``, all over the workspace index of ``index.py``), delegates a question about several places
to sub-agents (``tasks.py``) and writes extractive summaries (``summary.py``).
``ctxmagic/providers/offline.py`` is the provider adapter that streams its steps and bills them as
the model it ``simulates``.
"""
