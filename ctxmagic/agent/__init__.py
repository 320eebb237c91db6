"""The agent loop and what runs inside a turn.

``loop.py`` (the ``Agent``: request, run the tool calls, append the results, repeat), the events a
turn yields (``events.py``), sub-agents run by the task tool (``subagents.py``) and the title agent
(``title.py``). ``ctxmagic/runtime.py`` assembles an ``Agent`` from settings; the magics and the
lab drive it. See ``docs/engine.md`` for the layout and the direction of imports.
"""
