"""What a conversation is made of: typed message parts, their ids, running figures over a
message list (``folds.py``) and the replay transcript format. Everything else builds on these."""
