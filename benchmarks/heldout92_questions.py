"""The ninety-second held-out set: questions on one third-party package that no other set uses,
copied from the installed site-packages (awscli 1.45.11: its command-line driver and argument
handling, ``awscli/clidriver.py``, ``awscli/argparser.py``, ``awscli/argprocess.py`` and
``awscli/paramfile.py``, and its ``aws s3`` commands, ``awscli/customizations/s3/``), written blind:
by reading only those files, never the model's code or its notes, and committed before the model
was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the two workspaces (the s3 commands about three times
the driver and argument files). About a fifth of them are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it); the rest
name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h92_awscli_core": [
        "awscli/clidriver.py",
        "awscli/argparser.py",
        "awscli/argprocess.py",
        "awscli/paramfile.py",
    ],
    "h92_awscli_s3": ["awscli/customizations/s3"],
}

CLIDRIVER = "awscli/clidriver.py"
ARGPARSER = "awscli/argparser.py"
ARGPROCESS = "awscli/argprocess.py"
PARAMFILE = "awscli/paramfile.py"
SUBCOMMANDS = "awscli/customizations/s3/subcommands.py"
S3UTILS = "awscli/customizations/s3/utils.py"
S3HANDLER = "awscli/customizations/s3/s3handler.py"
TRANSFERCONFIG = "awscli/customizations/s3/transferconfig.py"
CASECONFLICT = "awscli/customizations/s3/syncstrategy/caseconflict.py"


QUESTIONS: list[dict] = [
    # --- awscli driver and argument handling ---------------------------------------------------
    q(
        "h92_awscli_core",
        "where",
        "where is unpack_argument defined",
        {"def": "unpack_argument"},
    ),
    q(
        "h92_awscli_core",
        "returns",
        "What does `unpack_scalar_cli_arg` return? Mostly wondering what I get for a boolean "
        "param when I pass the string 'False'.",
        {"returns": "unpack_scalar_cli_arg"},
    ),
    q(
        "h92_awscli_core",
        "calls",
        "who calls _unpack_json_cli_arg in argprocess.py?",
        grep(r"return _unpack_json_cli_arg\(", ARGPROCESS),
    ),
    q(
        "h92_awscli_core",
        "raises",
        "I keep getting \"Error parsing parameter '--filters': ...\". Where in argprocess.py is "
        "ParamError raised?",
        grep(r"raise ParamError\(", ARGPROCESS),
    ),
    q(
        "h92_awscli_core",
        "raises",
        "where can loading a file:// or http:// parameter value fail with a ResourceLoadingError",
        grep(r"raise ResourceLoadingError\(", PARAMFILE),
    ),
    run(
        "h92_awscli_core",
        "what does {} print? I expected argparse to complain.",
        "from awscli.argparser import ArgTableArgParser; "
        "print(ArgTableArgParser({}).parse_known_args(['help']))",
        "(Namespace(help='help'), [])",
    ),
    q(
        "h92_awscli_core",
        "edit",
        "In awscli/argparser.py please change ChoicesPerLine from 2 to 3 so the invalid-choice "
        "message is more compact.",
        {"effect": {"text_replaced": [ARGPARSER, "ChoicesPerLine = 2", "ChoicesPerLine = 3"]}},
    ),
    q(
        "h92_awscli_core",
        "edit",
        'can you comment out the `LOG.debug("Arguments entered to CLI: %s", sys.argv[1:])` '
        "line in clidriver.py? it dumps my secrets into the debug log",
        {
            "effect": {
                "comment_out": [
                    CLIDRIVER,
                    'LOG.debug("Arguments entered to CLI: %s", sys.argv[1:])',
                ]
            }
        },
    ),
    q(
        "h92_awscli_core",
        "which",
        "Which function decides whether a parameter value gets parsed as shorthand syntax "
        "(Key=Value,Key2=Value2) rather than as JSON?",
        {"body": "ParamShorthandParser._should_parse_as_shorthand"},
        {"body": "_supports_shorthand_syntax"},
        {"body": "ParamShorthandParser.__call__"},
    ),
    q(
        "h92_awscli_core",
        "which",
        "when i fat-finger a service name like `aws s33 ls`, which code guesses the similarly "
        "spelled one I was probably going for?",
        {"body": "CLIArgParser._check_value"},
        own=True,
    ),
    q(
        "h92_awscli_core",
        "how",
        "How does a value like `file://policy.json` or `fileb://blob.bin` get swapped for the "
        "contents of the file before the request is made?",
        {"body": "get_paramfile"},
        {"body": "get_file"},
        {"body": "URIArgumentHandler._check_for_uri_param"},
        {"body": "URIArgumentHandler.__call__"},
    ),
    q(
        "h92_awscli_core",
        "how",
        "If one of my option values is a web address, does the tool go off and download "
        "whatever is behind it? Where is that decided, and can I turn it off?",
        {"body": "register_uri_param_handler"},
        {"body": "get_uri"},
        own=True,
    ),
    # --- aws s3 commands ----------------------------------------------------------------------
    q("h92_awscli_s3", "where", "where's the Comparator class?", {"def": "Comparator"}),
    q(
        "h92_awscli_s3",
        "where",
        "Where is CommandArchitecture.choose_sync_strategies defined?",
        {"def": "CommandArchitecture.choose_sync_strategies"},
    ),
    q(
        "h92_awscli_s3",
        "where",
        "get_file_stat -- which file is that in, and on what line does it start?",
        {"def": "get_file_stat"},
    ),
    q(
        "h92_awscli_s3",
        "returns",
        "what does FileFormat.local_format return",
        {"returns": "FileFormat.local_format"},
    ),
    q(
        "h92_awscli_s3",
        "returns",
        "What does `ListCommand._check_no_objects` return? Trying to understand why "
        "`aws s3 ls s3://bucket/missing-prefix` exits with 1.",
        {"returns": "ListCommand._check_no_objects"},
    ),
    q(
        "h92_awscli_s3",
        "calls",
        "Who calls find_dest_path_comp_key?",
        {"grep": r"= find_dest_path_comp_key\("},
    ),
    q(
        "h92_awscli_s3",
        "calls",
        "where is create_warning called from? I want to see every kind of warning the s3 "
        "commands can emit",
        {"grep": r"(?<!def )\bcreate_warning\("},
    ),
    q(
        "h92_awscli_s3",
        "calls",
        "which places call `_raise_if_mv_same_paths`?",
        grep(r"self\._raise_if_mv_same_paths\(", SUBCOMMANDS),
    ),
    q(
        "h92_awscli_s3",
        "calls",
        "Is FileInfo.is_glacier_compatible actually used anywhere? where?",
        grep(r"\.is_glacier_compatible\(\)", S3HANDLER),
    ),
    q(
        "h92_awscli_s3",
        "raises",
        "where does the s3 transfer config raise InvalidConfigError",
        grep(r"raise InvalidConfigError\(", TRANSFERCONFIG),
    ),
    q(
        "h92_awscli_s3",
        "raises",
        "List every spot in customizations/s3/subcommands.py that raises a ValueError, please.",
        grep(r"raise ValueError\(", SUBCOMMANDS),
    ),
    q(
        "h92_awscli_s3",
        "raises",
        'Where is the "Error: Invalid argument type" TypeError raised in the s3 commands?',
        grep(r"raise TypeError\(", SUBCOMMANDS),
    ),
    q(
        "h92_awscli_s3",
        "raises",
        "if i set multipart_chunksize = 10 megs in my config, human_readable_to_bytes chokes. "
        "where exactly does it raise?",
        grep(r'raise ValueError\("Invalid size value', S3UTILS),
    ),
    q(
        "h92_awscli_s3",
        "raises",
        "Where's CaseConflictException raised?",
        grep(r"raise CaseConflictException\(", CASECONFLICT),
    ),
    q(
        "h92_awscli_s3",
        "raises",
        "I ran `aws s3 mv s3://b/k s3://b/k` by accident. Where is the 'Cannot mv a file onto "
        "itself' error thrown?",
        grep(r"Cannot mv a file onto itself", SUBCOMMANDS),
    ),
    q(
        "h92_awscli_s3",
        "const",
        "where is MAX_UPLOAD_SIZE set",
        grep(r"^MAX_UPLOAD_SIZE = ", S3UTILS),
    ),
    q(
        "h92_awscli_s3",
        "const",
        "Where are the default multipart threshold and multipart chunk size (8 MB) for s3 "
        "transfers defined?",
        grep(r"'multipart_(threshold|chunksize)': 8 \* ", TRANSFERCONFIG),
    ),
    run(
        "h92_awscli_s3",
        "Can you run {} and tell me exactly what it prints?",
        "from awscli.customizations.s3.utils import human_readable_size; "
        "print(human_readable_size(1023), human_readable_size(1536), "
        "human_readable_size(1024 ** 3))",
        "1023 Bytes 1.5 KiB 1.0 GiB",
    ),
    run(
        "h92_awscli_s3",
        "What's the output of {}",
        "from awscli.customizations.s3.utils import split_s3_bucket_key; "
        "print(split_s3_bucket_key('s3://arn:aws:s3:us-west-2:123456789012:accesspoint/my-ap/"
        "logs/a.txt'))",
        "('arn:aws:s3:us-west-2:123456789012:accesspoint/my-ap', 'logs/a.txt')",
    ),
    run(
        "h92_awscli_s3",
        "what does {} output?",
        "from awscli.customizations.s3.transferconfig import RuntimeConfig; "
        "print(RuntimeConfig().build_config(multipart_chunksize='16MB', max_bandwidth='1MB/s'))",
        "{'multipart_threshold': 8388608, 'multipart_chunksize': 16777216, "
        "'max_concurrent_requests': 10, 'max_queue_size': 1000, 'max_bandwidth': 1048576}",
    ),
    q(
        "h92_awscli_s3",
        "edit",
        "In s3handler.py, bump S3TransferHandlerFactory.MAX_IN_MEMORY_CHUNKS from 6 to 10.",
        {
            "effect": {
                "text_replaced": [
                    S3HANDLER,
                    "MAX_IN_MEMORY_CHUNKS = 6",
                    "MAX_IN_MEMORY_CHUNKS = 10",
                ]
            }
        },
    ),
    q(
        "h92_awscli_s3",
        "edit",
        "add 'ZiB' to the end of the HUMANIZE_SUFFIXES tuple in awscli/customizations/s3/utils.py",
        {
            "effect": {
                "value_set": [
                    S3UTILS,
                    "HUMANIZE_SUFFIXES",
                    "('KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB')",
                ]
            }
        },
    ),
    q(
        "h92_awscli_s3",
        "edit",
        "Nothing in the s3 package uses the StablePriorityQueue class in s3/utils.py any more. "
        "Could you delete that class (and only that)?",
        {"effect": {"definition_deleted": [S3UTILS, "StablePriorityQueue"]}},
    ),
    q(
        "h92_awscli_s3",
        "edit",
        "Could you make `aws s3 sync` compare MD5 checksums against the ETags instead of size and "
        "timestamp, behind a new --checksum flag, wired into the sync strategies, with tests?",
        {"effect": {"declined": True}},
    ),
    q(
        "h92_awscli_s3",
        "which",
        "During a sync, which code decides that a file that's already on both sides has to be "
        "copied again? Unchanged files sometimes get re-uploaded for me and I want to know why.",
        {"body": "SizeAndLastModifiedSync"},
        {"body": "BaseSync.compare_time"},
        {"body": "BaseSync.compare_size"},
        own=True,
    ),
    q(
        "h92_awscli_s3",
        "which",
        "Which method chooses between ResultPrinter, NoProgressResultPrinter and "
        "OnlyShowErrorsResultPrinter?",
        {"body": "S3TransferHandlerFactory._add_result_printer"},
    ),
    q(
        "h92_awscli_s3",
        "which",
        "Some of my objects were moved to the cheap archive tier and never brought back. Which "
        "part makes a download skip those with a warning instead of trying?",
        {"body": "FileInfo.is_glacier_compatible"},
        {"body": "FileInfo._is_glacier_object"},
        {"body": "FileInfo._is_restored"},
        {"body": "BaseTransferRequestSubmitter._warn_glacier"},
        own=True,
    ),
    q(
        "h92_awscli_s3",
        "which",
        "which code stops a download from writing a file outside the folder I'm downloading into, "
        "when an object's name climbs up out of it?",
        {"body": "BaseTransferRequestSubmitter._warn_parent_reference"},
        own=True,
    ),
    q(
        "h92_awscli_s3",
        "which",
        "which function turns `--grants read=uri=http://acs.amazonaws.com/groups/global/AllUsers` "
        "into the request parameters?",
        {"body": "RequestParamsMapper._set_grant_params"},
        {"body": "RequestParamsMapper._permission_to_param"},
    ),
    q(
        "h92_awscli_s3",
        "which",
        "When I upload pictures and web pages, which bit makes sure browsers get told what kind "
        "of file each one is, so they display them instead of downloading them?",
        {"body": "guess_content_type"},
        {"body": "BaseProvideContentTypeSubscriber.on_queued"},
        {"body": "ProvideUploadContentTypeSubscriber"},
        {"body": "BaseTransferRequestSubmitter._should_inject_content_type"},
        own=True,
    ),
    q(
        "h92_awscli_s3",
        "how",
        "how does it line up the two file lists, my side and the bucket side, to spot what is "
        "new or missing, without holding everything in memory at once?",
        {"body": "Comparator.call"},
        {"body": "Comparator.compare_comp_key"},
        own=True,
    ),
    q(
        "h92_awscli_s3",
        "how",
        "If I tell it to skip everything but then let *.jpg back in, what happens to a photo "
        "caught by both -- which one wins?",
        {"body": "Filter.call"},
        {"body": "Filter._match_pattern"},
        own=True,
    ),
    q(
        "h92_awscli_s3",
        "how",
        "when I pipe data into the upload and give a dash instead of a file name, how does it "
        "read what I piped in?",
        {"body": "UploadStreamRequestSubmitter"},
        {"body": "NonSeekableStream"},
        {"body": "CommandParameters._validate_streaming_paths"},
        own=True,
    ),
    q(
        "h92_awscli_s3",
        "how",
        "How does `aws s3 rb --force` empty the bucket before it deletes it?",
        {"body": "RbCommand._force"},
    ),
    q(
        "h92_awscli_s3",
        "how",
        "One of my files has a bogus last-changed date way out in the future that the OS can't "
        "even turn into a calendar date. What does the upload do with it?",
        {"body": "FileGenerator._validate_update_time"},
        {"body": "get_file_stat"},
        own=True,
    ),
    q(
        "h92_awscli_s3",
        "how",
        "how is the return code of aws s3 cp / sync decided? when is it 1 and when 2?",
        grep(r"rc = [012]$|files\[0\]\.num_tasks_(failed|warned) > 0", SUBCOMMANDS),
    ),
]
