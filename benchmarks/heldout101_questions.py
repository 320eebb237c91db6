"""The hundred-and-first held-out set: questions on two parts of one third-party package that no
other set uses, copied from the installed site-packages (moto 5.2.1: its whole ``moto/dynamodb``
package, and ``moto/sqs/models.py`` on its own), written blind: by reading only those files, never
the model's code or its notes, and committed before the model was asked any of them. Nothing is
tuned on it: only its totals are looked at.

The questions are weighted by the size of the two workspaces (the DynamoDB mock by far the most).
About a fifth of them are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit, each
in a phrasing of its own. The commands only read files of the workspace (``exec`` of a module with
no package imports, ``ast``, a plain text file), since moto's own modules do not import from a
partial copy. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h101_dynamo": ["moto/dynamodb"],
    "h101_sqs": ["moto/sqs/models.py"],
}

DDB = "moto/dynamodb"
MODELS = f"{DDB}/models/__init__.py"
TABLE = f"{DDB}/models/table.py"
RESPONSES = f"{DDB}/responses.py"
SQS = "moto/sqs/models.py"


QUESTIONS: list[dict] = [
    # --- h101_dynamo: where / returns --------------------------------------------------------
    q(
        "h101_dynamo",
        "where",
        "where's ExpressionTokenizer.make_list defined?",
        {"def": "ExpressionTokenizer.make_list"},
    ),
    q(
        "h101_dynamo",
        "where",
        "I'm stepping through a paginated query in the debugger. Where is "
        "`_item_comes_before_dct` defined?",
        {"def": "Table._item_comes_before_dct"},
    ),
    q(
        "h101_dynamo",
        "where",
        "Where can I find validate_put_has_empty_keys?",
        {"def": "validate_put_has_empty_keys"},
    ),
    q(
        "h101_dynamo",
        "returns",
        "what does DynamoDBBackend.list_tables return? esp. the 2nd value when there are no more "
        "pages",
        {"returns": "DynamoDBBackend.list_tables"},
    ),
    q(
        "h101_dynamo",
        "returns",
        "What does `DynamoType.child_attr` give back when the key isn't there?",
        {"returns": "DynamoType.child_attr"},
    ),
    q(
        "h101_dynamo",
        "returns",
        "Quick one: what does find_path_overlaps in moto/dynamodb/utils.py return?",
        {"returns": "find_path_overlaps"},
    ),
    # --- h101_dynamo: who calls ---------------------------------------------------------------
    q(
        "h101_dynamo",
        "calls",
        "who calls validate_schema",
        {"grep": r"= validate_schema\("},
    ),
    q(
        "h101_dynamo",
        "calls",
        "Which handlers go through `_validate_table_creation`? I want to know every call site.",
        grep(r"self\._validate_table_creation\(", RESPONSES),
    ),
    q(
        "h101_dynamo",
        "calls",
        "where is find_duplicates used?",
        {"grep": r"= find_duplicates\("},
    ),
    q(
        "h101_dynamo",
        "calls",
        "Hi! Could you show me where Table._get_last_evaluated_key gets called from?",
        grep(r"self\._get_last_evaluated_key\(", TABLE),
    ),
    # --- h101_dynamo: where raised ------------------------------------------------------------
    q(
        "h101_dynamo",
        "raises",
        "Where are HashKeyTooLong and RangeKeyTooLong raised?",
        grep(r"raise (HashKeyTooLong|RangeKeyTooLong)\b", TABLE),
    ),
    q(
        "h101_dynamo",
        "raises",
        "my put_item fails with 'Missing the key ... in the item' -- where does that error come "
        "from?",
        grep(r"Missing the key", TABLE),
    ),
    q(
        "h101_dynamo",
        "raises",
        "Where does the backend raise TransactionCanceledException?",
        grep(r"raise TransactionCanceledException\(", MODELS),
    ),
    q(
        "h101_dynamo",
        "raises",
        "where is InvalidTokenException thrown",
        {"grep": r"raise InvalidTokenException\("},
    ),
    q(
        "h101_dynamo",
        "raises",
        "Running a parallel scan I get a validation error about Segment/TotalSegments. Where is "
        "that raised?",
        grep(r"The (TotalSegments|Segment) parameter is", RESPONSES),
    ),
    q(
        "h101_dynamo",
        "raises",
        "where does it raise TooManyClauses?",
        grep(r"raise TooManyClauses\(", f"{DDB}/parsing/validators.py"),
    ),
    # --- h101_dynamo: constant ----------------------------------------------------------------
    q(
        "h101_dynamo",
        "const",
        "Where's RESULT_SIZE_LIMIT set and to what?",
        grep(r"^RESULT_SIZE_LIMIT = ", TABLE),
    ),
    # --- h101_dynamo: commands ----------------------------------------------------------------
    run(
        "h101_dynamo",
        "What does {} print?",
        "exec(open('moto/dynamodb/utils.py').read()); "
        "print(find_path_overlaps(['a.b', 'a', 'c']), find_duplicates(['x', 'y', 'x']))",
        "['a.b', 'a'] ['x', 'x']",
    ),
    run(
        "h101_dynamo",
        "can you run {} and tell me what comes out",
        "exec(open('moto/dynamodb/models/utilities.py').read()); "
        "print(find_nested_key(['a', 'b[1]'], {'a': {'b': [10, 20, 30], 'c': 1}}))",
        "{'a': {'b': [20]}}",
    ),
    run(
        "h101_dynamo",
        "I want to know how many reserved words moto knows about. Output of {}?",
        "words = open('moto/dynamodb/parsing/reserved_keywords.txt').read().split(); "
        "print(len(words), 'STATUS' in words, 'NAME' in words)",
        "573 True True",
    ),
    run(
        "h101_dynamo",
        "Please run {} in the workspace and paste the result.",
        "import ast; t = ast.parse(open('moto/dynamodb/exceptions.py').read()); "
        "names = [n.name for n in t.body if isinstance(n, ast.ClassDef) and "
        "any(getattr(b, 'id', '') == 'MockValidationException' for b in n.bases)]; "
        "print(len(names), names[0], names[-1])",
        "23 KeyIsEmptyStringException DeletionProtectedException",
    ),
    # --- h101_dynamo: edits -------------------------------------------------------------------
    q(
        "h101_dynamo",
        "edit",
        "Set TRANSACTION_MAX_ITEMS in moto/dynamodb/responses.py to 100, AWS raised the limit.",
        {"effect": {"value_set": [RESPONSES, "TRANSACTION_MAX_ITEMS", "100"]}},
    ),
    q(
        "h101_dynamo",
        "edit",
        "add a docstring to find_duplicates in moto/dynamodb/utils.py -- it returns the first "
        "duplicated entry twice, or an empty list",
        {"effect": {"docstring": "find_duplicates"}},
    ),
    q(
        "h101_dynamo",
        "edit",
        'Could you comment out the `logger.debug("End reached")` line in '
        "moto/dynamodb/parsing/expressions.py? Too noisy at debug level.",
        {
            "effect": {
                "comment_out": [f"{DDB}/parsing/expressions.py", 'logger.debug("End reached")']
            }
        },
    ),
    q(
        "h101_dynamo",
        "edit",
        "NodeDepthLeftTypeFetcher in parsing/ast_nodes.py isn't used anywhere. Please delete "
        "that class.",
        {
            "effect": {
                "definition_deleted": [f"{DDB}/parsing/ast_nodes.py", "NodeDepthLeftTypeFetcher"]
            }
        },
    ),
    q(
        "h101_dynamo",
        "edit",
        "Scans over big tables are slow in my tests. Can you rework Table.scan and Table.query "
        "to keep a sorted index of the items so they don't re-sort every time, and make the whole "
        "thing thread-safe while you're at it?",
        {"effect": {"declined": True}},
    ),
    # --- h101_dynamo: which -------------------------------------------------------------------
    q(
        "h101_dynamo",
        "which",
        "Which class turns an UpdateExpression string like 'SET a = :v REMOVE b' into a syntax "
        "tree?",
        {"body": "UpdateExpressionParser"},
    ),
    q(
        "h101_dynamo",
        "which",
        "which function maps the operator names (EQ, <=, BEGINS_WITH, BETWEEN...) to the actual "
        "comparison that gets run",
        {"body": "get_comparison_func"},
        grep(r"^COMPARISON_FUNCS = ", f"{DDB}/comparisons.py"),
    ),
    q(
        "h101_dynamo",
        "which",
        "When I split reading a whole table across several workers, which code decides which "
        "worker's share a given row ends up in?",
        {"body": "Item.is_within_segment"},
        own=True,
    ),
    q(
        "h101_dynamo",
        "which",
        "which bit stops me from saving a record that's a few hundred kilobytes too big?",
        {"body": "LimitedSizeDict"},
        own=True,
    ),
    q(
        "h101_dynamo",
        "which",
        "Which class actually applies the SET / REMOVE / ADD / DELETE actions to the item once the "
        "update expression has been validated?",
        {"body": "UpdateExpressionExecutor"},
    ),
    q(
        "h101_dynamo",
        "which",
        "which piece builds a brand-new table out of a snapshot I saved earlier?",
        {"body": "RestoredTable"},
        {"body": "DynamoDBBackend.restore_table_from_backup"},
        own=True,
    ),
    q(
        "h101_dynamo",
        "which",
        "Which check complains when a single update both replaces a whole map and also changes a "
        "field inside that same map?",
        {"body": "OverlappingPathsValidator"},
        own=True,
    ),
    # --- h101_dynamo: how ---------------------------------------------------------------------
    q(
        "h101_dynamo",
        "how",
        "How does Table.query know where the previous page ended when I pass ExclusiveStartKey?",
        {"body": "Table._item_comes_before_dct"},
        grep(r"if processing_previous_page:", TABLE),
    ),
    q(
        "h101_dynamo",
        "how",
        "If I read a huge table in one go, how does it decide to stop partway and hand me a "
        "bookmark to carry on from?",
        grep(r"reached_size_limit = ", TABLE),
        {"body": "Table._get_last_evaluated_key"},
        own=True,
    ),
    q(
        "h101_dynamo",
        "how",
        "how are if_not_exists and list_append evaluated in a SET expression?",
        {"body": "UpdateExpressionFunctionEvaluator.process_function"},
    ),
    q(
        "h101_dynamo",
        "how",
        "When one update drops two positions out of the same list (say the 2nd and the 5th), how "
        "does it make sure dropping the first one doesn't shift the other?",
        {"body": "Node.normalize"},
        {"body": "UpdateExpressionRemoveAction.__lt__"},
        own=True,
    ),
    q(
        "h101_dynamo",
        "how",
        "how does the mock pass along change notifications to my lambda whenever a row is added, "
        "changed or removed?",
        {"body": "StreamShard.add"},
        own=True,
    ),
    q(
        "h101_dynamo",
        "how",
        "I send a group of writes that should be all-or-nothing. If one of them fails, how does "
        "it undo the ones that already went through?",
        {"body": "DynamoDBBackend.transact_write_items"},
        own=True,
    ),
    q(
        "h101_dynamo",
        "how",
        "In ConditionExpressionParser, how is precedence handled -- does AND bind tighter than OR, "
        "and where does NOT come in?",
        {"body": "ConditionExpressionParser._apply_booleans"},
        {"body": "ConditionExpressionParser.parse"},
    ),
    # --- h101_sqs -----------------------------------------------------------------------------
    q(
        "h101_sqs",
        "where",
        "where is receive_message implemented in the sqs backend",
        {"def": "SQSBackend.receive_message"},
    ),
    q(
        "h101_sqs",
        "calls",
        "Who calls `_validate_message`?",
        grep(r"self\._validate_message\(", SQS),
    ),
    q(
        "h101_sqs",
        "raises",
        "Where does moto's SQS raise ReceiptHandleIsInvalid?",
        grep(r"raise ReceiptHandleIsInvalid", SQS),
    ),
    q(
        "h101_sqs",
        "raises",
        "creating a fifo queue blows up with 'Queue name must end in .fifo' - where's that raised?",
        grep(r"Queue name must end in \.fifo", SQS),
    ),
    q(
        "h101_sqs",
        "const",
        "what's MAXIMUM_MESSAGE_DELAY and where is it defined?",
        grep(r"^MAXIMUM_MESSAGE_DELAY = ", SQS),
    ),
    q(
        "h101_sqs",
        "which",
        "Which part moves a message that keeps failing to get processed over to the backup queue?",
        grep(
            r"queue\.dead_letter_queue is not None|messages_to_dlq\.append\(message\)"
            r"|dead_letter_queue\.add_message\(message\)",
            SQS,
        ),
        own=True,
    ),
    q(
        "h101_sqs",
        "how",
        "With a first-in-first-out queue, how does it avoid handing out the same message twice if "
        "I accidentally send it again a minute later?",
        {"body": "Queue.add_message"},
        {"body": "SQSBackend.send_message"},
        own=True,
    ),
    q(
        "h101_sqs",
        "edit",
        "please change DEDUPLICATION_TIME_IN_SECONDS in moto/sqs/models.py from 300 to 600",
        {"effect": {"value_set": [SQS, "DEDUPLICATION_TIME_IN_SECONDS", "600"]}},
    ),
]
