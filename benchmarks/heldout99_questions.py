"""The ninety-ninth held-out set: questions on four modules of one third-party package that no
other set uses, copied from the installed site-packages (moto 5.2.1: ``moto/sns/models.py``,
``moto/sns/utils.py`` and ``moto/sns/exceptions.py`` in one workspace, ``moto/events/models.py`` in
another), written blind: by reading only those files, never the model's code or its notes, and
committed before the model was asked any of them. Nothing is tuned on it: only its totals are
looked at.

The questions are weighted by the size of the two workspaces (the EventBridge models a little more
than the three SNS files). About a fifth of them are in the user's own words (``"own": True``:
behaviour described in everyday words the code does not use for it); the rest name the code, run a
command or ask for an edit, each in a phrasing of its own. Gold forms are those of
``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h99_moto_sns": ["moto/sns/models.py", "moto/sns/utils.py", "moto/sns/exceptions.py"],
    "h99_moto_events": ["moto/events/models.py"],
}

SNS = "moto/sns/models.py"
SNS_UTILS = "moto/sns/utils.py"
EVENTS = "moto/events/models.py"


QUESTIONS: list[dict] = [
    # --- moto SNS ----------------------------------------------------------------------------
    q(
        "h99_moto_sns",
        "where",
        "where's TopicNotFound defined",
        {"def": "TopicNotFound"},
    ),
    q(
        "h99_moto_sns",
        "where",
        "Could you point me to SNSBackend.create_platform_endpoint? I want to read it.",
        {"def": "SNSBackend.create_platform_endpoint"},
    ),
    q(
        "h99_moto_sns",
        "returns",
        "What does `get_subscription_attributes` hand back? Does it include FilterPolicyScope "
        "when I never set a filter policy?",
        {"returns": "SNSBackend.get_subscription_attributes"},
    ),
    q(
        "h99_moto_sns",
        "calls",
        "who calls _validate_filter_policy",
        grep(r"self\._validate_filter_policy\(", SNS),
    ),
    q(
        "h99_moto_sns",
        "calls",
        "Where is make_arn_for_topic used? I'm trying to see every place a topic ARN gets built.",
        {"grep": r"(?<!def )make_arn_for_topic\("},
    ),
    q(
        "h99_moto_sns",
        "raises",
        "Where does the SNS mock raise TopicNotFound?",
        grep(r"raise TopicNotFound", SNS),
    ),
    q(
        "h99_moto_sns",
        "raises",
        "subscribing with protocol sms and endpoint '+1--555' blows up with InvalidParameter. "
        "which line raises that?",
        grep(r'raise SNSInvalidParameter\(f"Invalid SMS endpoint', SNS),
    ),
    q(
        "h99_moto_sns",
        "raises",
        "Where's SnsEndpointDisabled thrown?",
        grep(r"raise SnsEndpointDisabled\(", SNS),
    ),
    q(
        "h99_moto_sns",
        "raises",
        "in SNSBackend.publish, where does it raise the ValueError for a subject thats too long?",
        grep(r'raise ValueError\("Subject must be less than 100 characters"\)', SNS),
    ),
    q(
        "h99_moto_sns",
        "const",
        "where is MAXIMUM_MESSAGE_LENGTH set and what's the limit?",
        grep(r"^MAXIMUM_MESSAGE_LENGTH = ", SNS),
    ),
    q(
        "h99_moto_sns",
        "which",
        "Which method checks that a message published to a FIFO topic carries a MessageGroupId?",
        {"body": "SNSBackend.publish"},
        {"body": "SNSBackend.publish_batch"},
    ),
    q(
        "h99_moto_sns",
        "which",
        "Which function tells me whether a mobile number has asked not to get any more texts? "
        "I heard the mock just fakes the answer somehow.",
        {"body": "SNSBackend.check_if_phone_number_is_opted_out"},
        own=True,
    ),
    q(
        "h99_moto_sns",
        "which",
        "when something gets sent to a topic, which part skips the listeners who said they "
        "only care about certain kinds of messages?",
        {"body": "Subscription.publish"},
        {"body": "FilterPolicyMatcher.matches"},
        own=True,
    ),
    q(
        "h99_moto_sns",
        "which",
        "which method builds the JSON envelope (Type, MessageId, Signature, SigningCertURL ...) "
        "that http/https subscribers receive?",
        {"body": "Subscription.get_post_data"},
    ),
    q(
        "h99_moto_sns",
        "how",
        "How does SNSBackend.create_topic validate the topic name, and is it different for .fifo "
        "topics?",
        {"body": "SNSBackend.create_topic"},
    ),
    q(
        "h99_moto_sns",
        "how",
        "hey so if my test hooks the same queue up to the same topic two times, do I end up "
        "with two of them? how does it handle that",
        {"body": "SNSBackend._find_subscription"},
        grep(r"old_subscription = self\._find_subscription\(", SNS),
        own=True,
    ),
    q(
        "h99_moto_sns",
        "how",
        "I send one message that has a separate version of the text per delivery channel (one "
        "for queues, one for lambdas) plus a fallback for everybody else. How does it pick "
        "which text a given listener gets?",
        {"body": "Subscription._parse_message_structure"},
        grep(r"message = self\._parse_message_structure\(", SNS),
        own=True,
    ),
    q(
        "h99_moto_sns",
        "how",
        "If a subscriber only wants messages where the price is exactly 9.99, how close does "
        "the number in my message have to be to count? would 9.9900001 still get through?",
        {"body": "FilterPolicyMatcher._field_match._number_match"},
        own=True,
    ),
    run(
        "h99_moto_sns",
        "What does {} print?",
        "from moto.sns.utils import make_arn_for_topic; "
        "print(make_arn_for_topic('123456789012', 'alerts', 'cn-north-1'))",
        "arn:aws-cn:sns:cn-north-1:123456789012:alerts",
    ),
    run(
        "h99_moto_sns",
        "can u run {} and tell me what comes out",
        "import json; from moto.sns.utils import FilterPolicyMatcher; "
        "m = FilterPolicyMatcher({'price': [{'numeric': ['>', 10, '<=', 20]}]}, 'MessageBody'); "
        "print(m.matches(None, json.dumps({'price': 15})), "
        "m.matches(None, json.dumps({'price': 25})), m.matches(None, 'not json'))",
        "True False False",
    ),
    q(
        "h99_moto_sns",
        "edit",
        "Please set DEFAULT_PAGE_SIZE in moto/sns/models.py to 50 instead of 100.",
        {"effect": {"value_set": [SNS, "DEFAULT_PAGE_SIZE", "50"]}},
    ),
    q(
        "h99_moto_sns",
        "edit",
        'remove the "Receive" entry from VALID_POLICY_ACTIONS in moto/sns/models.py',
        {"effect": {"line_deleted": [SNS, '"Receive",']}},
    ),
    q(
        "h99_moto_sns",
        "edit",
        "Could you make the SNS mock really deliver email and sms subscriptions (through an SMTP "
        "server and an SMS gateway), retrying according to the topic's delivery policy?",
        {"effect": {"declined": True}},
    ),
    # --- moto EventBridge --------------------------------------------------------------------
    q(
        "h99_moto_events",
        "where",
        "where is EventPatternParser",
        {"def": "EventPatternParser"},
    ),
    q(
        "h99_moto_events",
        "where",
        "Where's `Replay.replay_events` defined?",
        {"def": "Replay.replay_events"},
    ),
    q(
        "h99_moto_events",
        "returns",
        "what does EventsBackend.start_replay return? the State in it looks odd to me",
        {"returns": "EventsBackend.start_replay"},
    ),
    q(
        "h99_moto_events",
        "returns",
        "What does _condition_param_to_stmt_condition return, and what if no condition is passed?",
        {"returns": "EventsBackend._condition_param_to_stmt_condition"},
    ),
    q(
        "h99_moto_events",
        "calls",
        "Who calls send_to_targets on a rule?",
        grep(r"rule\.send_to_targets\(", EVENTS),
    ),
    q(
        "h99_moto_events",
        "calls",
        "list the callers of _normalize_event_bus_arn pls",
        grep(r"self\._normalize_event_bus_arn\(", EVENTS),
    ),
    q(
        "h99_moto_events",
        "calls",
        "Where does `EventPattern.load` get called from?",
        grep(r"EventPattern\.load\(", EVENTS),
    ),
    q(
        "h99_moto_events",
        "raises",
        "where does put_rule reject a ScheduleExpression on a non-default event bus?",
        grep(r"ScheduleExpression is supported only on the default event bus", EVENTS),
    ),
    q(
        "h99_moto_events",
        "raises",
        "Where is InvalidEventPatternException raised?",
        grep(r"raise InvalidEventPatternException\(", EVENTS),
    ),
    q(
        "h99_moto_events",
        "raises",
        "My teardown calls delete_rule and gets a ValidationException about targets. Which line "
        "throws that?",
        grep(r"Rule can't be deleted since it has targets", EVENTS),
    ),
    q(
        "h99_moto_events",
        "raises",
        "where does cancel_replay raise IllegalStatusException",
        grep(r"raise IllegalStatusException\(", EVENTS),
    ),
    q(
        "h99_moto_events",
        "const",
        "What regex does EventsBackend use for rate(...) schedule expressions, and where is it "
        "set?",
        grep(r"_RATE_REGEX = re\.compile\(", EVENTS),
    ),
    q(
        "h99_moto_events",
        "which",
        "Which EventPattern method evaluates the named filters (prefix, suffix, numeric, cidr, "
        "anything-but ...)?",
        {"body": "EventPattern._does_item_match_named_filter"},
    ),
    q(
        "h99_moto_events",
        "which",
        "which code handles the star placeholder in a rule, like matching 'orders/*.json'? and "
        "can I match a real star character?",
        {"body": "EventPattern._wildcard_match"},
        own=True,
    ),
    q(
        "h99_moto_events",
        "which",
        "Which function keeps a copy of every event that goes through a bus so they can be "
        "played back later?",
        {"body": "EventsBackend.create_archive"},
        {"body": "Rule._send_to_events_archive"},
        own=True,
    ),
    q(
        "h99_moto_events",
        "which",
        "which method builds the resource policy JSON of an EventBus from its statements?",
        {"body": "EventBus.policy"},
    ),
    q(
        "h99_moto_events",
        "how",
        "When my rule looks at something buried a few levels down in the event, how does it "
        "find it? Does it squash the whole event into one level of dotted keys first?",
        {"body": "EventPattern._flatten_dict"},
        {"body": "EventPattern.matches_event"},
        own=True,
    ),
    q(
        "h99_moto_events",
        "how",
        "My first-in-first-out queue target never receives anything from the bus, and python "
        "just grumbles at me in the console. How does it decide to drop the message?",
        {"body": "Rule._send_to_sqs_queue"},
        own=True,
    ),
    q(
        "h99_moto_events",
        "how",
        "how does it stop events that I play back from an old recording from being recorded a "
        "second time?",
        grep(r'"replay-name"', EVENTS),
        own=True,
    ),
    q(
        "h99_moto_events",
        "how",
        "How does `list_rules` apply the prefix? Does it escape regex characters in my prefix?",
        {"body": "EventsBackend.list_rules"},
    ),
    run(
        "h99_moto_events",
        "what's the output of {}?",
        "import json; from moto.events.models import EventPattern; "
        "p = EventPattern.load(json.dumps({'source': [{'prefix': 'aws.'}], "
        "'detail': {'size': [{'numeric': ['>=', 100]}]}})); "
        "print(p.matches_event({'source': 'aws.s3', 'detail': {'size': 120}}), "
        "p.matches_event({'source': 'aws.s3', 'detail': {'size': 50}}))",
        "True False",
    ),
    run(
        "h99_moto_events",
        "Run {} please, what does it print?",
        "from moto.events.models import EventPattern; "
        "print(EventPattern._flatten_dict({'detail': {'state': {'name': 'up'}, 'tags': {}}, "
        "'source': 'x'}))",
        "{'detail.state.name': 'up', 'detail.tags': {}, 'source': 'x'}",
    ),
    q(
        "h99_moto_events",
        "edit",
        "rename Rule._check_target_exists to _find_target_index in moto/events/models.py, and "
        "update its callers",
        {"effect": {"renamed": ["_check_target_exists", "_find_target_index"]}},
    ),
    q(
        "h99_moto_events",
        "edit",
        'In put_events, comment out the `event_msg["ingestion-time"] = unix_time()` line; I '
        "don't want that key in my events.",
        {"effect": {"comment_out": [EVENTS, 'event_msg["ingestion-time"] = unix_time()']}},
    ),
    q(
        "h99_moto_events",
        "edit",
        "Can you add a docstring to EventsBackend._normalize_event_bus_arn explaining that it "
        "turns an ARN (or None) into a bus name?",
        {"effect": {"docstring": "EventsBackend._normalize_event_bus_arn"}},
    ),
]
