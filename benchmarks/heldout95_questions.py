"""The ninety-fifth held-out set: questions on three modules of one third-party package that no
other set uses, copied from the installed site-packages (botocore 1.43.11: ``botocore/parsers.py``,
``botocore/serialize.py`` and ``botocore/validate.py`` only, as one workspace), written blind: by
reading only those files, never the model's code or its notes, and committed before the model was
asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (parsers.py most, then serialize.py, then
validate.py). About a fifth of them are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command
or ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h95_botocore": [
        "botocore/parsers.py",
        "botocore/serialize.py",
        "botocore/validate.py",
    ],
}

PARSERS = "botocore/parsers.py"
SERIALIZE = "botocore/serialize.py"
VALIDATE = "botocore/validate.py"

WS = "h95_botocore"


QUESTIONS: list[dict] = [
    # --- botocore/parsers.py ---------------------------------------------------------------------
    q(WS, "where", "where's ResponseParserFactory defined?", {"def": "ResponseParserFactory"}),
    q(
        WS,
        "where",
        "I'm stepping through an rpc-v2-cbor response in the debugger. Where is "
        "`BaseCBORParser.parse_data_item` defined?",
        {"def": "BaseCBORParser.parse_data_item"},
    ),
    q(
        WS,
        "returns",
        "what does BaseXMLResponseParser._member_key_name return",
        {"returns": "BaseXMLResponseParser._member_key_name"},
    ),
    q(
        WS,
        "calls",
        "Who calls `_build_name_to_xml_node`? I want to know every place the XML gets turned "
        "into that tag->node dict.",
        grep(r"self\._build_name_to_xml_node\(", PARSERS),
    ),
    q(
        WS,
        "calls",
        "where is _do_query_compatible_error_parse called from",
        grep(r"self\._do_query_compatible_error_parse\(", PARSERS),
    ),
    q(
        WS,
        "raises",
        "My rpc-v2-cbor call blows up with a ResponseParserError. Where can the CBOR decoding "
        "raise that?",
        grep(
            r"Unsupported inital byte|Invalid CBOR integer returned|Found CBOR tag not supported"
            r"|Unable to parse datetime value|Invalid additional info found for major type 7"
            r"|End of stream reached",
            PARSERS,
        ),
    ),
    q(
        WS,
        "raises",
        "where does the parser throw when the response body isn't valid XML?",
        grep(r"invalid XML received", PARSERS),
    ),
    q(
        WS,
        "raises",
        "Where's the 'Unknown tag' ResponseParserError raised (XML map parsing)?",
        grep(r"raise ResponseParserError\(f\"Unknown tag", PARSERS),
    ),
    q(
        WS,
        "raises",
        "which lines raise 'First event was not of type initial-response'??",
        grep(r"raise ResponseParserError\(error_msg\)", PARSERS),
    ),
    q(
        WS,
        "raises",
        "Where is the error raised when a tagged union in a response has more than one member set?",
        grep(r"raise ResponseParserError\(error_msg % shape\.name\)", PARSERS),
    ),
    q(
        WS,
        "const",
        "where is DEFAULT_TIMESTAMP_PARSER set in parsers.py",
        grep(r"^DEFAULT_TIMESTAMP_PARSER = ", PARSERS),
    ),
    q(
        WS,
        "which",
        "Which parser class handles the `rest-json` protocol?",
        {"body": "RestJSONParser"},
        grep(r"'rest-json': RestJSONParser", PARSERS),
    ),
    q(
        WS,
        "which",
        "which bit of code reads the very first byte of each value in the binary reply and "
        "splits it into 'what kind of thing comes next' and 'how long is it'?",
        {"body": "BaseCBORParser.parse_data_item"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Sometimes a gateway sitting in front of AWS answers with a plain web page that says "
        "it's temporarily out of order, instead of a proper error. Which code copes with that?",
        {"body": "ResponseParser._is_generic_error_response"},
        {"body": "ResponseParser._do_generic_error_parse"},
        own=True,
    ),
    q(
        WS,
        "how",
        "When an XML answer has the same name appearing several times side by side, how does it "
        "bundle those together?",
        {"body": "BaseXMLResponseParser._build_name_to_xml_node"},
        own=True,
    ),
    q(
        WS,
        "how",
        "s3 gave me back a failure with nothing in the reply except the number (404). how does "
        "it still work out what went wrong so I get something in the exception?",
        {"body": "RestXMLParser._parse_error_from_http_status"},
        {"body": "RestXMLParser._do_error_parse"},
        own=True,
    ),
    q(
        WS,
        "how",
        "How does RestJSONParser._inject_error_code decide on the error code - header or body, "
        "and what does it strip off?",
        {"body": "RestJSONParser._inject_error_code"},
    ),
    q(
        WS,
        "how",
        "how does the `_text_content` decorator deal with an empty xml node?",
        {"body": "_text_content"},
    ),
    run(
        WS,
        "What does {} print?",
        "from botocore.parsers import RestXMLParser; "
        "print(RestXMLParser().parse({'body': b'', 'status_code': 404, 'headers': {}}, None))",
        "{'Error': {'Code': '404', 'Message': 'Not Found'}, 'ResponseMetadata': "
        "{'RequestId': '', 'HostId': '', 'HTTPStatusCode': 404, 'HTTPHeaders': {}}}",
    ),
    run(
        WS,
        "can u run {} and tell me what comes out",
        "from botocore.parsers import BaseCBORParser; p = BaseCBORParser(); "
        "print(p.parse_data_item(p.get_peekable_stream_from_bytes("
        "bytes.fromhex('a26161206162f93c00'))))",
        "{'a': -1, 'b': 1.0}",
    ),
    q(
        WS,
        "edit",
        "Please comment out the `LOG.debug('Response body:\\n%r', response['body'])` line in "
        "botocore/parsers.py - it dumps whole payloads into my debug log.",
        {
            "effect": {
                "comment_out": [PARSERS, "LOG.debug('Response body:\\n%r', response['body'])"]
            }
        },
    ),
    q(
        WS,
        "edit",
        "add a docstring to _text_content in parsers.py explaining that it lets the scalar "
        "handlers take either an XML node or a plain string",
        {"effect": {"docstring": "_text_content"}},
    ),
    # --- botocore/serialize.py -------------------------------------------------------------------
    q(WS, "where", "Where is the create_serializer function?", {"def": "create_serializer"}),
    q(
        WS,
        "returns",
        "What does `Serializer._timestamp_unixtimestamp` return? int or float?",
        {"returns": "Serializer._timestamp_unixtimestamp"},
    ),
    q(
        WS,
        "calls",
        "Where's _expand_host_prefix used?",
        grep(r"self\._expand_host_prefix\(", SERIALIZE),
    ),
    q(
        WS,
        "calls",
        "who wraps the serializer in a ParamValidationDecorator?",
        grep(r"validate\.ParamValidationDecorator\(", SERIALIZE),
    ),
    q(
        WS,
        "raises",
        "where does serialize.py raise ParamValidationError? (i'm getting one about host labels)",
        grep(r"raise ParamValidationError\(", SERIALIZE),
    ),
    q(
        WS,
        "raises",
        "Which places in serialize.py raise ValueError?",
        grep(r"raise ValueError\(", SERIALIZE),
    ),
    q(
        WS,
        "const",
        "where's HOST_PREFIX_RE defined, and what characters does it allow?",
        grep(r"^HOST_PREFIX_RE = ", SERIALIZE),
    ),
    q(
        WS,
        "which",
        "For the ec2 protocol, which method makes the first letter of a member's locationName "
        "uppercase?",
        {"body": "EC2Serializer._get_serialized_name"},
    ),
    q(
        WS,
        "which",
        "I send a few tags packed into one of the HTTP metadata lines, and one tag has a "
        "separator character in it. which function makes sure it doesn't get split in two on the "
        "other end?",
        {"body": "BaseRestSerializer._escape_header_list_string"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Which function drops my bucket name and file name into the web address, while leaving "
        "the folder separators in the file name as they are?",
        {"body": "BaseRestSerializer._render_uri_template"},
        own=True,
    ),
    q(
        WS,
        "how",
        "If I pass a number that is infinitely large, or not a real number at all, what gets "
        "sent over the wire for it in a JSON-protocol request?",
        {"body": "Serializer._handle_float"},
        {"body": "JSONSerializer._serialize_type_float"},
        own=True,
    ),
    q(
        WS,
        "how",
        "How does QuerySerializer turn a list param into keys like Foo.member.1, Foo.member.2 "
        "- and what changes when the list is flattened?",
        {"body": "QuerySerializer._serialize_type_list"},
    ),
    q(
        WS,
        "how",
        "how are negative whole numbers written out in the compact binary request format? is "
        "there some off-by-one trick",
        {"body": "CBORSerializer._serialize_type_integer"},
        own=True,
    ),
    run(
        WS,
        "Could you run {} and paste the output?",
        "from botocore.serialize import BaseRestSerializer; "
        "print(BaseRestSerializer()._render_uri_template('/{Bucket}/{Key+}', "
        "{'Bucket': 'my bucket', 'Key': 'a b/c~d'}))",
        "/my%20bucket/a%20b/c~d",
    ),
    q(
        WS,
        "edit",
        "set DEFAULT_TIMESTAMP_FORMAT in botocore/serialize.py to 'unixtimestamp'",
        {"effect": {"value_set": [SERIALIZE, "DEFAULT_TIMESTAMP_FORMAT", "'unixtimestamp'"]}},
    ),
    q(
        WS,
        "edit",
        "I want to add some logging to serialize.py later. For now just add `import logging` "
        "up top with the other imports, nothing else.",
        {"effect": {"at_top": [SERIALIZE, "import logging"]}},
    ),
    q(
        WS,
        "edit",
        "Can you refactor serialize.py so every protocol serializer shares one generic "
        "type-dispatch table instead of the _serialize_type_* methods, make it faster, and keep "
        "the output byte-for-byte identical?",
        {"effect": {"declined": True}},
    ),
    # --- botocore/validate.py --------------------------------------------------------------------
    q(
        WS,
        "where",
        "where is ParamValidationDecorator.serialize_to_request defined",
        {"def": "ParamValidationDecorator.serialize_to_request"},
    ),
    q(
        WS,
        "returns",
        "What does ValidationErrors._get_name return when the name is empty?",
        {"returns": "ValidationErrors._get_name"},
    ),
    q(WS, "calls", "who calls range_check?", grep(r"(?<!def )range_check\(", VALIDATE)),
    q(
        WS,
        "raises",
        "Where in validate.py is ParamValidationError raised?",
        grep(r"raise ParamValidationError\(", VALIDATE),
    ),
    q(
        WS,
        "which",
        "which check lets me hand over a stream I opened myself instead of raw bytes for a "
        "binary field?",
        {"body": "ParamValidator._validate_blob"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Which ParamValidator method reports the 'missing required field' and 'unknown field' "
        "errors for a dict parameter?",
        {"body": "ParamValidator._validate_structure"},
    ),
    q(
        WS,
        "how",
        "I passed a few numbers where it wanted text and got one complaint per entry, with [0], "
        "[1] stuck on the name. How does it go through each entry?",
        {"body": "ParamValidator._validate_list"},
        own=True,
    ),
    run(
        WS,
        "what's the output of {}",
        "from types import SimpleNamespace as S; "
        "from botocore.validate import range_check, ValidationErrors; e = ValidationErrors(); "
        "range_check('.Count', 0, S(metadata={'min': 1}), 'invalid range', e); "
        "print(e.generate_report())",
        "Invalid value for parameter Count, value: 0, valid min value: 1",
    ),
    q(
        WS,
        "edit",
        "In validate.py, when the parameter name is empty, _get_name should return 'params' "
        "instead of 'input'. Change just that line.",
        {"effect": {"line_replaced": [VALIDATE, "return 'input'", "return 'params'"]}},
    ),
]
