"""A tiny bookshop back office (sample workspace for the ctxmagic notebooks)."""
