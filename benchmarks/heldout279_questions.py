"""The two-hundred-and-seventy-ninth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (fontTools 4.69.1: ``fontTools/subset/svg.py``;
moto 5.2.1: ``moto/stepfunctions/parser/asl/component/state/exec/state_task/service/
state_task_service_api_gateway.py``; awscli 1.45.11: ``awscli/customizations/ecs/deploy.py``;
dask 2026.8.0: ``dask/typing.py``), written blind: by reading only those files, the format of
``heldout128_questions.py``, ``question_helpers.py`` and the gold functions of
``bench_answers.py``, never the model's code, its notes or other sets, and committed before the
model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (awscli's ECS deploy command most, then moto's
API Gateway task, fontTools' SVG subsetter, dask's typing protocols, which are mostly docstrings).
About a fifth of the non-edit questions are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command
or ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` on this file printed ``0 bad`` (every gold
names exactly one definition or at least one line); each command was run against the installed
package and its gold is a substring of what it printed; every edit was made by hand on a scratch
copy of its workspace and ``check_effect`` held after it (and, for the two to decline, with the
files untouched and an answer saying so).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h279_fonttools_svg": ["fontTools/subset/svg.py"],
    "h279_moto_apigateway": [
        "moto/stepfunctions/parser/asl/component/state/exec/state_task/service/"
        "state_task_service_api_gateway.py"
    ],
    "h279_awscli_deploy": ["awscli/customizations/ecs/deploy.py"],
    "h279_dask_typing": ["dask/typing.py"],
}

SVG = "fontTools/subset/svg.py"
APIGW = (
    "moto/stepfunctions/parser/asl/component/state/exec/state_task/service/"
    "state_task_service_api_gateway.py"
)
DEPLOY = "awscli/customizations/ecs/deploy.py"
TYPING = "dask/typing.py"


QUESTIONS: list[dict] = [
    # --- fontTools/subset/svg.py ---------------------------------------------------------------
    q(
        "h279_fonttools_svg",
        "where",
        "where is closure_element_ids defined?",
        {"def": "closure_element_ids"},
    ),
    q(
        "h279_fonttools_svg",
        "returns",
        "What does `href_local_target` return when the element's xlink:href isn't a local "
        "'#something' link?",
        {"returns": "href_local_target"},
    ),
    q(
        "h279_fonttools_svg",
        "calls",
        "who calls href_local_target in the svg subsetter",
        grep(r"= href_local_target\(", SVG),
    ),
    q(
        "h279_fonttools_svg",
        "calls",
        "Which places use the cached `xpath()` helper to build their XPath queries?",
        grep(r"(?<!def )\bxpath\(", SVG),
    ),
    q(
        "h279_fonttools_svg",
        "raises",
        "Subsetting my emoji font fails with 'Invalid CSS declaration syntax: ...'. Where does "
        "that ValueError come from?",
        grep(r'raise ValueError\(f"Invalid CSS declaration syntax', SVG),
    ),
    q(
        "h279_fonttools_svg",
        "raises",
        "pyftsubset blew up saying lxml is missing, but only on a font with an SVG table. where "
        "is that raised?",
        grep(r"raise ImportError\(", SVG),
    ),
    q(
        "h279_fonttools_svg",
        "which",
        "When a character gets thrown out of the font, its drawing gets a new name with a dot "
        "stuck in front so it can't collide with the renumbered ones. Which function does that?",
        {"body": "remap_glyph_ids"},
        own=True,
    ),
    q(
        "h279_fonttools_svg",
        "which",
        "Which function collapses a bunch of glyph indices into sorted (start, end) runs of "
        "consecutive numbers?",
        {"body": "ranges"},
    ),
    q(
        "h279_fonttools_svg",
        "how",
        "How does subset_elements decide whether an element stays or gets removed from the SVG "
        "tree?",
        {"body": "subset_elements"},
    ),
    q(
        "h279_fonttools_svg",
        "how",
        "say the picture for one letter uses a shared colour fade, and that fade borrows from yet "
        "another shape. how does it make sure all of those survive when I cut the font down?",
        {"body": "closure_element_ids"},
        {"body": "iter_referenced_ids"},
        own=True,
    ),
    run(
        "h279_fonttools_svg",
        "What do I get from {}?",
        "from fontTools.subset.svg import ranges; print(list(ranges([8, 2, 3, 4, 10, 7, 3])))",
        "[(2, 4), (7, 8), (10, 10)]",
    ),
    q(
        "h279_fonttools_svg",
        "edit",
        "The ranges() helper in fontTools/subset/svg.py only has a comment. Give it a proper "
        "docstring instead (yields sorted, non-overlapping (min, max) runs of consecutive ints).",
        {"effect": {"docstring": "ranges"}},
    ),
    # --- moto .../state_task_service_api_gateway.py ----------------------------------------------
    q(
        "h279_moto_apigateway",
        "where",
        "Where's `_invoke_output_of` defined?",
        {"def": "StateTaskServiceApiGateway._invoke_output_of"},
    ),
    q(
        "h279_moto_apigateway",
        "returns",
        "what does _query_parameters_of return, and what if the task has no QueryParameters at all",
        {"returns": "StateTaskServiceApiGateway._query_parameters_of"},
    ),
    q(
        "h279_moto_apigateway",
        "calls",
        "Where is _query_parameters_of called from?",
        grep(r"StateTaskServiceApiGateway\._query_parameters_of\(parameters\)", APIGW),
    ),
    q(
        "h279_moto_apigateway",
        "raises",
        "My mocked state machine fails with \"The 'Headers' field contains unsupported values: "
        'Host". Where is that raised?',
        grep(r"raise ValueError\($|The 'Headers' field contains unsupported values", APIGW),
    ),
    q(
        "h279_moto_apigateway",
        "raises",
        "where does the api gateway task throw SfnGatewayException when the endpoint answers with "
        "something other than 200?",
        grep(r"raise SfnGatewayException\(", APIGW),
    ),
    q(
        "h279_moto_apigateway",
        "const",
        "Where is PATH_USER_REQUEST set, and what's its value?",
        grep(r"^PATH_USER_REQUEST = ", APIGW),
    ),
    q(
        "h279_moto_apigateway",
        "which",
        "Which method turns an exception into the FailureEvent, with an error name like "
        "ApiGateway.404?",
        {"body": "StateTaskServiceApiGateway._from_error"},
    ),
    q(
        "h279_moto_apigateway",
        "which",
        "which piece puts together the full address the request is sent to, out of the base "
        "endpoint, the deployment environment name and the route?",
        {"body": "StateTaskServiceApiGateway._invoke_url_of"},
        own=True,
    ),
    q(
        "h279_moto_apigateway",
        "how",
        "How does _headers_of deal with headers that start with X-Amz or X-Forwarded?",
        {"body": "StateTaskServiceApiGateway._headers_of"},
    ),
    q(
        "h279_moto_apigateway",
        "how",
        "If the backend answers with plain text that isn't valid JSON, what ends up as the body "
        "in the step's result?",
        {"body": "StateTaskServiceApiGateway._invoke_output_of"},
        own=True,
    ),
    run(
        "h279_moto_apigateway",
        "I'm debugging the invoke URL, can you run {} and tell me the result?",
        "from moto.stepfunctions.parser.asl.component.state.exec.state_task.service."
        "state_task_service_api_gateway import StateTaskServiceApiGateway as G; "
        "print(G._invoke_url_of({'ApiEndpoint': 'https://abc.execute-api.us-east-1.amazonaws.com', "
        "'Stage': 'prod', 'Path': 'pets', 'QueryParameters': {'kind': ['cat', 'dog']}}))",
        "prod/_user_request_/pets/?kind=dog",
    ),
    q(
        "h279_moto_apigateway",
        "edit",
        "Also forbid Proxy-Authorization: in the forbidden header set of the API Gateway task, "
        'add `"Proxy-Authorization",` on the line right after `"Proxy-Authenticate",` '
        "(moto/stepfunctions/parser/asl/component/state/exec/state_task/service/"
        "state_task_service_api_gateway.py).",
        {"effect": {"line_after": [APIGW, '"Proxy-Authenticate",', '"Proxy-Authorization",']}},
    ),
    q(
        "h279_moto_apigateway",
        "edit",
        "The API Gateway task ignores AllowNullValues and AuthType. Implement both properly "
        "(IAM SigV4 signing included), add type hints everywhere and write tests for it.",
        {"effect": {"declined": True}},
    ),
    # --- awscli/customizations/ecs/deploy.py ---------------------------------------------------
    q(
        "h279_awscli_deploy",
        "where",
        "where is validate_deployment_group defined",
        {"def": "CodeDeployValidator.validate_deployment_group"},
    ),
    q(
        "h279_awscli_deploy",
        "returns",
        "What does CodeDeployValidator.get_deployment_wait_time return, e.g. before the "
        "deployment group was described?",
        {"returns": "CodeDeployValidator.get_deployment_wait_time"},
    ),
    q(
        "h279_awscli_deploy",
        "calls",
        "who calls `_get_file_contents`?",
        grep(r"self\._get_file_contents\(", DEPLOY),
    ),
    q(
        "h279_awscli_deploy",
        "calls",
        "Where does _show_deploy_wait_msg get called?",
        grep(r"self\._show_deploy_wait_msg\(", DEPLOY),
    ),
    q(
        "h279_awscli_deploy",
        "raises",
        "`aws ecs deploy` fails with InvalidServiceError for my service. Where in deploy.py is "
        "that raised?",
        grep(r"raise exceptions\.InvalidServiceError\(", DEPLOY),
    ),
    q(
        "h279_awscli_deploy",
        "raises",
        "List the places that raise InvalidPlatformError.",
        grep(r"raise exceptions\.InvalidPlatformError\(", DEPLOY),
    ),
    q(
        "h279_awscli_deploy",
        "raises",
        "My blue/green group is hooked up to a cluster other than the one I'm deploying to, and "
        "the command refuses to go on. where does it bail out for that?",
        grep(r"resource='cluster', resource_name=cluster", DEPLOY),
        own=True,
    ),
    q(
        "h279_awscli_deploy",
        "const",
        "What's MAX_WAIT_MIN and where is it set?",
        grep(r"^MAX_WAIT_MIN = ", DEPLOY),
    ),
    q(
        "h279_awscli_deploy",
        "which",
        "Which method writes the new task definition ARN into the appspec's resources?",
        {"body": "CodeDeployer.update_task_def_arn"},
    ),
    q(
        "h279_awscli_deploy",
        "which",
        "which bit works out a fingerprint of the spec file so it can be sent along when the "
        "rollout is started?",
        {"body": "CodeDeployer._get_appspec_hash"},
        own=True,
    ),
    q(
        "h279_awscli_deploy",
        "how",
        "How does wait_for_deploy_success decide how long to wait and how many attempts the "
        "waiter gets?",
        {"body": "CodeDeployer.wait_for_deploy_success"},
    ),
    q(
        "h279_awscli_deploy",
        "how",
        "If I leave out which cluster my service lives in, what does it assume instead?",
        grep(r"if cluster is None or ''|cluster = 'default'", DEPLOY),
        own=True,
    ),
    run(
        "h279_awscli_deploy",
        "Please run {} -- what hash comes out?",
        "from awscli.customizations.ecs.deploy import CodeDeployer; "
        "print(CodeDeployer(None, {'version': 0.0})._get_appspec_hash())",
        "ffb2fb769fad7871",
    ),
    q(
        "h279_awscli_deploy",
        "edit",
        "set TIMEOUT_BUFFER_MIN to 15 in awscli/customizations/ecs/deploy.py",
        {"effect": {"value_set": [DEPLOY, "TIMEOUT_BUFFER_MIN", "15"]}},
    ),
    q(
        "h279_awscli_deploy",
        "edit",
        "Something about how ECSClient falls back to the default cluster looks off to me. Can you "
        "find the bug there and fix it?",
        {"effect": {"declined": True}},
    ),
    # --- dask/typing.py ------------------------------------------------------------------------
    q(
        "h279_dask_typing",
        "where",
        "Where is __dask_postpersist__ declared in the DaskCollection protocol?",
        {"def": "DaskCollection.__dask_postpersist__"},
    ),
    q(
        "h279_dask_typing",
        "returns",
        "what does _NoDefault.__repr__ return",
        {"returns": "_NoDefault.__repr__"},
    ),
    q(
        "h279_dask_typing",
        "which",
        "Which protocol adds `__dask_layers__` on top of DaskCollection?",
        {"body": "HLGDaskCollection"},
    ),
    q(
        "h279_dask_typing",
        "which",
        "I need a placeholder meaning 'nobody passed anything here', for a function where an "
        "empty value is itself a perfectly valid input. What in this module is meant for that?",
        {"body": "_NoDefault"},
        own=True,
    ),
    q(
        "h279_dask_typing",
        "how",
        "How is the Key type defined, can a key be a nested tuple?",
        grep(r"^Key: TypeAlias = ", TYPING),
    ),
    q(
        "h279_dask_typing",
        "how",
        "When I write my own lazy collection class, how do I tell it which engine should run the "
        "work by default when the user doesn't choose one?",
        grep(r"__dask_scheduler__: staticmethod", TYPING),
        {"body": "SchedulerGetCallable"},
        own=True,
    ),
    run(
        "h279_dask_typing",
        "run {} and show me what it prints",
        "import dask; from dask.typing import DaskCollection, no_default; "
        "print(isinstance(dask.delayed(1), DaskCollection), isinstance(1, DaskCollection), "
        "repr(no_default))",
        "True False <no_default>",
    ),
    q(
        "h279_dask_typing",
        "edit",
        'In dask/typing.py, DaskCollection.visualize has filename default "mydask"; change it to '
        '"dask-graph".',
        {
            "effect": {
                "text_replaced": [
                    TYPING,
                    'filename: str = "mydask",',
                    'filename: str = "dask-graph",',
                ]
            }
        },
    ),
]
