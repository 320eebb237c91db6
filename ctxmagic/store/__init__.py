"""The session store: SQLite persistence of sessions, messages and requests, and its schema.

``database.py`` (the ``Store``), ``migrations.py`` (ordered schema changes), ``dbfile.py`` (what a
``db_path`` holds, checked before anything is written), ``space.py`` (a file that is mostly free
pages given back), ``lease.py`` (one turn at a time per session, across kernels), ``fork.py`` (a
session copied up to a turn) and ``partkeys.py`` (a request's part keys as an edit of the
previous request's, in the database, in a notebook's records and in the lab's traces).
"""
