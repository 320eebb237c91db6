"""What keeps the agent's actions and a user's secrets in bounds.

``permissions.py`` (the policy: allow, ask or deny a call) and ``approval.py`` (asking the user),
``workspace.py`` (every path a tool touches resolves inside the workspace), ``bwrap.py`` and
``reaper.py`` (bash's process sandbox and the clean-up of what a command leaves), ``redact.py``
(keys never shown or stored), ``limits.py`` (the ranges settings must lie in) and ``userfiles.py``
(files a user names, read with size caps).
"""
