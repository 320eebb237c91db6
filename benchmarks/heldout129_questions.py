"""The hundred-and-twenty-ninth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (rich 13.4.2 as vendored by pip 23.2.1:
``pip/_vendor/rich/text.py``; scipy 1.17.1: ``scipy/cluster/vq.py``; moto 5.2.1:
``moto/ecr/models.py``; fonttools 4.68.0: ``fontTools/misc/bezierTools.py``), written blind: by
reading only those files, never the model's code or its notes, and committed before the model was
asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (fontTools' Bezier tools and moto's ECR models
most, then rich's text, scipy's k-means). About a fifth of them are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it); the rest
name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``. The commands need the whole package to import, so they run against
the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h129_rich_text": ["pip/_vendor/rich/text.py"],
    "h129_scipy_vq": ["scipy/cluster/vq.py"],
    "h129_moto_ecr": ["moto/ecr/models.py"],
    "h129_fonttools_bezier": ["fontTools/misc/bezierTools.py"],
}

TEXT = "pip/_vendor/rich/text.py"
VQ = "scipy/cluster/vq.py"
ECR = "moto/ecr/models.py"
BEZIER = "fontTools/misc/bezierTools.py"


QUESTIONS: list[dict] = [
    # --- pip/_vendor/rich/text.py ------------------------------------------------------------
    q(
        "h129_rich_text",
        "where",
        "where does rich define Text.from_ansi?",
        {"def": "Text.from_ansi"},
    ),
    q(
        "h129_rich_text",
        "returns",
        "Span.split gives back a pair -- what exactly is in it when the offset falls outside the "
        "span vs inside it?",
        {"returns": "Span.split"},
    ),
    q(
        "h129_rich_text",
        "calls",
        "In the vendored rich text.py, where does a Text call its own `right_crop`?",
        grep(r"self\.right_crop\(", TEXT),
    ),
    q(
        "h129_rich_text",
        "raises",
        "text[::2] on a rich Text blows up for me. which line raises that?",
        grep(r'raise TypeError\("slices with step', TEXT),
    ),
    q(
        "h129_rich_text",
        "const",
        "Where is the default justify method for Text set?",
        grep(r"^DEFAULT_JUSTIFY", TEXT),
    ),
    q(
        "h129_rich_text",
        "which",
        "Which Text method puts a style underneath the styles that are already there, rather "
        "than on top?",
        {"def": "Text.stylize_before"},
    ),
    q(
        "h129_rich_text",
        "which",
        "I've got a chunk of source code as one string. Which part works out how many spaces "
        "make up one level of nesting in it?",
        {"body": "Text.detect_indentation"},
        own=True,
    ),
    q(
        "h129_rich_text",
        "how",
        "How does `Text.expand_tabs` figure out how many spaces each tab turns into? Is it "
        "always a fixed number?",
        {"body": "Text.expand_tabs"},
    ),
    q(
        "h129_rich_text",
        "how",
        "When a line is wider than the room it has and I asked for the cut to be visible with "
        "a little trailing dots mark, how does it shorten the line?",
        {"body": "Text.truncate"},
        own=True,
    ),
    run(
        "h129_rich_text",
        "what does {} print?",
        "from pip._vendor.rich.text import Text; t = Text('hello world'); "
        "t.stylize('bold', 0, 5); print(t.markup)",
        "[bold]hello[/bold] world",
    ),
    q(
        "h129_rich_text",
        "edit",
        'In pip/_vendor/rich/text.py please switch DEFAULT_OVERFLOW from "fold" to "crop".',
        {
            "effect": {
                "text_replaced": [
                    TEXT,
                    'DEFAULT_OVERFLOW: "OverflowMethod" = "fold"',
                    'DEFAULT_OVERFLOW: "OverflowMethod" = "crop"',
                ]
            }
        },
    ),
    q(
        "h129_rich_text",
        "edit",
        "Text.__rich_measure__ has no docstring. Could you add a short one? It returns the "
        "minimum (longest word) and maximum (longest line) width of the text.",
        {"effect": {"docstring": "Text.__rich_measure__"}},
    ),
    # --- scipy/cluster/vq.py -----------------------------------------------------------------
    q(
        "h129_scipy_vq",
        "where",
        "Where's the pure-python fallback py_vq defined in scipy's vq module?",
        {"def": "py_vq"},
    ),
    q(
        "h129_scipy_vq",
        "returns",
        "what does kmeans return? does it differ if I pass an initial codebook array instead "
        "of a number of clusters?",
        {"returns": "kmeans"},
    ),
    q(
        "h129_scipy_vq",
        "calls",
        "who calls `_kmeans`?",
        grep(r"(return|=) _kmeans\(", VQ),
    ),
    q(
        "h129_scipy_vq",
        "raises",
        "Where is ClusterError actually raised in scipy/cluster/vq.py?",
        grep(r"raise ClusterError\(", VQ),
    ),
    q(
        "h129_scipy_vq",
        "raises",
        "kmeans2(data, 3, missing='ignore') fails straight away with a ValueError. Where does "
        "that come from?",
        grep(r'raise ValueError\(f"Unknown missing method', VQ),
    ),
    q(
        "h129_scipy_vq",
        "which",
        "Which function chooses the starting group centres one at a time, making points that "
        "are far away from the ones already chosen more likely to be taken next?",
        {"body": "_kpp"},
        own=True,
    ),
    q(
        "h129_scipy_vq",
        "how",
        "Before grouping I rescale my measurements. What happens to a column where every row "
        "has the very same value -- do I get a division by zero?",
        {"body": "whiten"},
        own=True,
    ),
    run(
        "h129_scipy_vq",
        "Can you execute {} and tell me which codes come out?",
        "from scipy.cluster.vq import vq; import numpy as np; "
        "print(vq(np.array([[1.9, 2.3, 1.7], [1.5, 2.5, 2.2], [0.8, 0.6, 1.7]]), "
        "np.array([[1.0, 1.0, 1.0], [2.0, 2.0, 2.0]]))[0])",
        "[1 1 0]",
    ),
    q(
        "h129_scipy_vq",
        "edit",
        "rename `_missing_warn` to `_warn_empty_cluster` in vq.py (the definition and the "
        "place it's registered)",
        {"effect": {"renamed": ["_missing_warn", "_warn_empty_cluster"]}},
    ),
    # --- moto/ecr/models.py ------------------------------------------------------------------
    q(
        "h129_moto_ecr",
        "where",
        "Which file and line is ECRBackend._parse_resource_arn on?",
        {"def": "ECRBackend._parse_resource_arn"},
    ),
    q(
        "h129_moto_ecr",
        "returns",
        "What does Image.get_image_size_in_bytes give back, say for a manifest with layers but "
        "no config size, or one with no layers at all?",
        {"returns": "Image.get_image_size_in_bytes"},
    ),
    q(
        "h129_moto_ecr",
        "calls",
        "where is validate_image_tag_mutability_params_compatibility called from in the ECR "
        "models?",
        grep(r"\.validate_image_tag_mutability_params_compatibility\(", ECR),
    ),
    q(
        "h129_moto_ecr",
        "calls",
        "Who uses `_find_images_with_tags_matching_exclusion_filters`?",
        grep(r"self\._find_images_with_tags_matching_exclusion_filters\(", ECR),
    ),
    q(
        "h129_moto_ecr",
        "raises",
        "create_repository with an uppercase name gives me InvalidParameterException in moto. "
        "Where's the name check that raises it?",
        grep(r"Invalid parameter at 'repositoryName'", ECR),
    ),
    q(
        "h129_moto_ecr",
        "raises",
        "Show me every place that raises ImageAlreadyExistsException in moto/ecr/models.py.",
        grep(r"raise ImageAlreadyExistsException\(", ECR),
    ),
    q(
        "h129_moto_ecr",
        "raises",
        "I tried to get rid of a registry project that still holds some pushed builds, without "
        "saying I'm sure. Where does the fake service refuse that?",
        grep(r"raise RepositoryNotEmptyException\(", ECR),
        own=True,
    ),
    q(
        "h129_moto_ecr",
        "which",
        "Which method on Repository works out the encryption config, and makes up a KMS key "
        "ARN when only KMS is requested?",
        {"def": "Repository._determine_encryption_config"},
    ),
    q(
        "h129_moto_ecr",
        "which",
        "My account-wide automatic vulnerability check rules use patterns like 'prod-*'. Which "
        "function decides whether a given project name fits one of those patterns?",
        {"body": "ECRBackend._match_repository_filter"},
        own=True,
    ),
    q(
        "h129_moto_ecr",
        "how",
        "how does Image come up with a sha256 digest when none was passed in? is it based on "
        "the layers?",
        {"body": "Image._create_digest"},
    ),
    q(
        "h129_moto_ecr",
        "how",
        "If I kick off a security check of the same build twice on one day, what happens the "
        "second time, and how does it know it's the same day?",
        {"body": "ECRBackend.start_image_scan"},
        own=True,
    ),
    run(
        "h129_moto_ecr",
        "Run {} and tell me the URI it shows.",
        "from moto.ecr.models import Repository; "
        "r = Repository('123456789012', 'us-east-1', 'demo', None, None, None, 'IMMUTABLE'); "
        "print(r.uri, r.is_tag_immutable())",
        "123456789012.dkr.ecr.us-east-1.amazonaws.com/demo True",
    ),
    q(
        "h129_moto_ecr",
        "edit",
        "In ECRBackend.delete_repository, comment out the line "
        "`self.tagger.delete_all_tags_for_resource(repo.arn)` for now.",
        {"effect": {"comment_out": [ECR, "self.tagger.delete_all_tags_for_resource(repo.arn)"]}},
    ),
    q(
        "h129_moto_ecr",
        "edit",
        "I think batch_delete_image has a bug: it deletes from repository.images while it is "
        "still looping over it. Can you track down what goes wrong, fix it properly and add "
        "regression tests?",
        {"effect": {"declined": True}},
    ),
    # --- fontTools/misc/bezierTools.py -------------------------------------------------------
    q(
        "h129_fonttools_bezier",
        "where",
        "where is calcQuadraticArcLengthC",
        {"def": "calcQuadraticArcLengthC"},
    ),
    q(
        "h129_fonttools_bezier",
        "where",
        "Where is the `Intersection` namedtuple declared in fontTools' bezierTools?",
        grep(r"^Intersection = namedtuple", BEZIER),
    ),
    q(
        "h129_fonttools_bezier",
        "returns",
        "What does solveCubic hand back -- always three roots, or can it be fewer?",
        {"returns": "solveCubic"},
    ),
    q(
        "h129_fonttools_bezier",
        "calls",
        "which functions call solveQuadratic?",
        grep(r"(?<!def )solveQuadratic\(", BEZIER),
    ),
    q(
        "h129_fonttools_bezier",
        "raises",
        "I keep hitting ValueError('Unknown curve degree'). List every line in bezierTools.py "
        "that raises it.",
        grep(r'raise ValueError\("Unknown curve degree"\)', BEZIER),
    ),
    q(
        "h129_fonttools_bezier",
        "raises",
        "segmentSegmentIntersections complained it couldn't work out which intersection "
        "function to use. Where is that thrown?",
        grep(r"Couldn't work out which intersection function", BEZIER),
    ),
    q(
        "h129_fonttools_bezier",
        "const",
        "what is EPSILON set to in bezierTools and where?",
        grep(r"^EPSILON = ", BEZIER),
    ),
    q(
        "h129_fonttools_bezier",
        "which",
        "Which function computes the exact length of a quadratic bezier in closed form, as "
        "opposed to the Gauss-Legendre approximation?",
        {"body": "calcQuadraticArcLength"},
        {"body": "calcQuadraticArcLengthC"},
    ),
    q(
        "h129_fonttools_bezier",
        "which",
        "For a curve with two handles, which function finds the smallest upright box that "
        "fully encloses it?",
        {"body": "calcCubicBounds"},
        own=True,
    ),
    q(
        "h129_fonttools_bezier",
        "which",
        "Which helper builds the transform that rotates and shifts a segment so it lies along "
        "the x axis starting at the origin?",
        {"def": "_alignment_transformation"},
    ),
    q(
        "h129_fonttools_bezier",
        "how",
        "How does calcCubicArcLength decide when it has subdivided the curve enough to stop "
        "recursing?",
        {"body": "_calcCubicArcLengthCRecurse"},
    ),
    q(
        "h129_fonttools_bezier",
        "how",
        "When two bendy pieces of an outline might cross each other, how are the crossing spots "
        "tracked down? Does it keep chopping both pieces in half until they're tiny?",
        {"body": "_curve_curve_intersections_t"},
        own=True,
    ),
    q(
        "h129_fonttools_bezier",
        "how",
        "Where a bendy stroke meets a straight one, how does it make sure the meeting point "
        "really lands on the straight one, even when that one is perfectly upright or flat?",
        {"body": "curveLineIntersections"},
        own=True,
    ),
    run(
        "h129_fonttools_bezier",
        "I'd like to see how a quadratic gets cut in half: run {} for me",
        "from fontTools.misc.bezierTools import splitQuadraticAtT; "
        "print(splitQuadraticAtT((0, 0), (50, 100), (100, 0), 0.5))",
        "((50.0, 50.0), (75.0, 50.0), (100, 0))",
    ),
    q(
        "h129_fonttools_bezier",
        "edit",
        "set epsilonDigits to 8 in fontTools/misc/bezierTools.py",
        {"effect": {"value_set": [BEZIER, "epsilonDigits", "8"]}},
    ),
]
