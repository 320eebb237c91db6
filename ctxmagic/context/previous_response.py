"""The Responses API's ``previous_response_id``: send only what is new since the last response.

A provider-side strategy that changes how a request is sent, not what the model reads: the
server prepends the previous response's input and output, so a request carries the turn's new
items and the id. OpenAI bills the same input tokens either way ("all previous input tokens for
responses in the chain are billed as input tokens"), and the cache serves the same prefix; what
changes is what travels (the lab counts the bytes sent) and what a client-side strategy can do:
once it changes what was already sent (truncate, prune, a summary), the chain no longer holds
what the model should read, and the request is sent whole again, without the id, as OpenAI says
to do when an id cannot be used. The responses are stored on OpenAI's side (``store``), which
zero-data-retention organisations cannot use.
Source: https://developers.openai.com/api/docs/guides/conversation-state
"""

from __future__ import annotations

NAME = "previous_response"
SERVER = True
PROVIDERS = ("openai-responses",)
PARAMS: tuple = ()
