"""The two-hundred-and-thirteenth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (sympy 1.14.0: ``sympy/series/limitseq.py``;
pandas 3.1.1: ``pandas/plotting/_matplotlib/style.py``; awscli 1.45.11:
``awscli/customizations/eks/update_kubeconfig.py``; matplotlib 3.11.2:
``matplotlib/axes/_secondary_axes.py``), written blind: by reading only those files (and the set
format, ``question_helpers.py`` and the gold functions of ``bench_answers.py``), never the model's
code or its notes, and committed before the model was asked any of them. Nothing is tuned on it:
only its totals are looked at.

The questions are weighted by the size of the files (the EKS update-kubeconfig command most, then
matplotlib's secondary axes, pandas' plotting colours, sympy's limits of sequences). About a fifth
of the non-edit questions are in the user's own words (``"own": True``: behaviour described in
everyday words the code and its docstrings do not use for it, with one definition that fits); the
rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` printed ``0 bad`` on this file (every
grep gold matches the intended lines, every named definition is unique, every command prints its
expected text against the installed packages); each edit was made by hand on a scratch copy of its
workspace and ``bench_answers.check_effect`` held after it (for the two to decline: the copy left
unchanged and an answer saying so). The commands need the whole package to import, so they run
against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h213_sympy_limitseq": ["sympy/series/limitseq.py"],
    "h213_pandas_style": ["pandas/plotting/_matplotlib/style.py"],
    "h213_awscli_update_kubeconfig": ["awscli/customizations/eks/update_kubeconfig.py"],
    "h213_matplotlib_secondary_axes": ["matplotlib/axes/_secondary_axes.py"],
}

LSEQ = "sympy/series/limitseq.py"
STYLE = "pandas/plotting/_matplotlib/style.py"
EKS = "awscli/customizations/eks/update_kubeconfig.py"
SECAX = "matplotlib/axes/_secondary_axes.py"


QUESTIONS: list[dict] = [
    # --- sympy/series/limitseq.py ------------------------------------------------------------
    q(
        "h213_sympy_limitseq",
        "where",
        "Where is difference_delta defined?",
        {"def": "difference_delta"},
    ),
    q(
        "h213_sympy_limitseq",
        "returns",
        "what comes back from `_limit_inf` when sympy can't compute the limit (PoleError etc)?",
        {"returns": "_limit_inf"},
    ),
    q(
        "h213_sympy_limitseq",
        "calls",
        "In limitseq.py, which places call dominant()?",
        grep(r"= dominant\(", LSEQ),
    ),
    q(
        "h213_sympy_limitseq",
        "raises",
        "limit_seq(x*y/n) -> ValueError: Expression has more than one variable. Please specify a "
        "variable. Where's that coming from?",
        grep(r"Expression has more than one variable", LSEQ),
    ),
    q(
        "h213_sympy_limitseq",
        "raises",
        "I passed step=oo to difference_delta and it refused. Which line raises that?",
        grep(r'raise ValueError\("Step should be a finite number', LSEQ),
    ),
    q(
        "h213_sympy_limitseq",
        "const",
        "what step does difference_delta use by default, and where is that set?",
        grep(r"^def difference_delta\(expr, n=None, step=1\):", LSEQ),
    ),
    q(
        "h213_sympy_limitseq",
        "which",
        "Given a bunch of pieces added together, which function finds the one piece that outgrows "
        "every other piece as the index gets huge (and gives up when two of them grow equally "
        "fast)?",
        {"body": "dominant"},
        own=True,
    ),
    q(
        "h213_sympy_limitseq",
        "how",
        "My sequence keeps jumping back and forth between two values and never settles. What does "
        "the sequence-limit code do about that, and what do I get back?",
        grep(
            r"n1 = Dummy|n2 = Dummy|expr\.has\(cos, sin\)|L2 = _limit_seq\(|"
            r"return AccumulationBounds\(",
            LSEQ,
        ),
        own=True,
    ),
    q(
        "h213_sympy_limitseq",
        "how",
        "when none of the trials work, how does limit_seq fall back on Abs() of the expression?",
        grep(r"Abs\(expr\.xreplace|lim is not None and lim\.is_zero", LSEQ),
    ),
    run(
        "h213_sympy_limitseq",
        "can you run {} for me and tell me the result",
        "from sympy import limit_seq, Symbol; n = Symbol('n', integer=True); "
        "print(limit_seq((-1)**n + 1/n, n))",
        "AccumBounds(-1, 1)",
    ),
    q(
        "h213_sympy_limitseq",
        "edit",
        "limit_seq keeps returning None on my sums. In sympy/series/limitseq.py please bump the "
        "default trials from 5 to 10.",
        {
            "effect": {
                "text_replaced": [
                    LSEQ,
                    "def limit_seq(expr, n=None, trials=5):",
                    "def limit_seq(expr, n=None, trials=10):",
                ]
            }
        },
    ),
    # --- pandas/plotting/_matplotlib/style.py ------------------------------------------------
    q(
        "h213_pandas_style",
        "where",
        "where's `_cycle_colors`?",
        {"def": "_cycle_colors"},
    ),
    q(
        "h213_pandas_style",
        "returns",
        "What does get_standard_colors return? Is it always a list, even if color is a dict?",
        {"returns": "get_standard_colors"},
    ),
    q(
        "h213_pandas_style",
        "calls",
        "who calls _is_single_color",
        grep(r"if _is_single_color\(", STYLE),
    ),
    q(
        "h213_pandas_style",
        "raises",
        "df.plot(color=[]) gives 'Invalid color argument: []'. Where does pandas raise it?",
        grep(r'raise ValueError\(f"Invalid color argument', STYLE),
    ),
    q(
        "h213_pandas_style",
        "raises",
        "Where is the \"color_type must be either 'default' or 'random'\" error thrown?",
        grep(r"color_type must be either 'default' or 'random'", STYLE),
    ),
    q(
        "h213_pandas_style",
        "which",
        "I passed both color= and colormap= to a plot and got a warning that only color is used. "
        "Which function emits it?",
        {"body": "_derive_colors"},
    ),
    q(
        "h213_pandas_style",
        "which",
        "which helper tells whether a piece of text like 'firebrick' names just one paint shade, "
        "by simply attempting the conversion and catching the failure?",
        {"body": "_is_single_string_color"},
        own=True,
    ),
    q(
        "h213_pandas_style",
        "how",
        "How are colors picked for color_type='random'? Do I get the same ones every run?",
        {"body": "_get_colors_from_color_type"},
    ),
    q(
        "h213_pandas_style",
        "how",
        "Say I draw seven lines but only hand over three shades. How do the remaining lines get "
        "theirs?",
        {"body": "_cycle_colors"},
        own=True,
    ),
    run(
        "h213_pandas_style",
        "What does {} print?",
        "from pandas.plotting._matplotlib.style import get_standard_colors; "
        "print(get_standard_colors(5, color=['r', 'g']))",
        "['r', 'g', 'r', 'g', 'r']",
    ),
    q(
        "h213_pandas_style",
        "edit",
        "Remove the `# GH #36972` comment line from _is_single_color in "
        "pandas/plotting/_matplotlib/style.py.",
        {"effect": {"line_deleted": [STYLE, "# GH #36972"]}},
    ),
    q(
        "h213_pandas_style",
        "edit",
        "I think there's a bug in _get_cmap_instance: the `if colormap is None` check can never "
        "fire, because looking up an unknown name raises before that. Can you work out what "
        "really happens for a bad name and fix it so the user gets a proper message?",
        {"effect": {"declined": True}},
    ),
    # --- awscli/customizations/eks/update_kubeconfig.py --------------------------------------
    q(
        "h213_awscli_update_kubeconfig",
        "where",
        "Where is KubeconfigSelector.choose_kubeconfig defined",
        {"def": "KubeconfigSelector.choose_kubeconfig"},
    ),
    q(
        "h213_awscli_update_kubeconfig",
        "returns",
        "What does the EKSClient.cluster_description property return, and does it call "
        "describe-cluster every time?",
        {"returns": "EKSClient.cluster_description"},
    ),
    q(
        "h213_awscli_update_kubeconfig",
        "calls",
        "Where does update-kubeconfig call _display_entries?",
        grep(r"self\._display_entries\(", EKS),
    ),
    q(
        "h213_awscli_update_kubeconfig",
        "calls",
        "who uses KubeconfigSelector._expand_path?",
        grep(r"self\._expand_path\(", EKS),
    ),
    q(
        "h213_awscli_update_kubeconfig",
        "raises",
        "aws eks update-kubeconfig --name foo says 'Cluster not found'. Where is that raised?",
        grep(r'raise EKSClusterError\("Cluster not found"\)', EKS),
    ),
    q(
        "h213_awscli_update_kubeconfig",
        "raises",
        'hi, running update-kubeconfig right after create-cluster fails with "Cluster status is '
        'CREATING" - where in the code is that error raised?',
        grep(r"Cluster status is", EKS),
    ),
    q(
        "h213_awscli_update_kubeconfig",
        "const",
        "Where's the exec apiVersion (client.authentication.k8s.io/v1beta1) for the generated user "
        "defined?",
        grep(r"^API_VERSION = ", EKS),
    ),
    q(
        "h213_awscli_update_kubeconfig",
        "which",
        "Which method puts AWS_PROFILE into the env of the generated user's exec block?",
        {"body": "EKSClient.get_user_entry"},
    ),
    q(
        "h213_awscli_update_kubeconfig",
        "which",
        "My environment variable lists several cluster config files separated by colons. Which "
        "code picks the one that gets modified: the file that already mentions my cluster, "
        "otherwise the first in the list?",
        {"body": "KubeconfigSelector.choose_kubeconfig"},
        own=True,
    ),
    q(
        "h213_awscli_update_kubeconfig",
        "how",
        "How does it decide whether the get-token args use --cluster-name or --cluster-id?",
        grep(r"outpost_config|cluster_identification_parameter = ", EKS),
    ),
    q(
        "h213_awscli_update_kubeconfig",
        "how",
        "Our cluster lives in a different AWS account. How does the tool borrow temporary keys "
        "there before it looks the cluster up?",
        grep(r"assume_role|credentials\[|sts_client", EKS),
        own=True,
    ),
    run(
        "h213_awscli_update_kubeconfig",
        "I'm checking what token args get written. Output of {}?",
        "from awscli.customizations.eks.update_kubeconfig import EKSClient; "
        "from types import SimpleNamespace as N; "
        "c = EKSClient(N(profile=None), N(cluster_name='demo', role_arn=None, proxy_url=None)); "
        "c._cluster_description = {'arn': 'arn:aws:eks:eu-west-1:123:cluster/demo'}; "
        "print(c.get_user_entry()['user']['exec']['args'])",
        "'get-token', '--cluster-name', 'demo'",
    ),
    q(
        "h213_awscli_update_kubeconfig",
        "edit",
        "In _run_main, right after the line `writer.write_kubeconfig(config)`, add "
        '`LOG.debug("Wrote kubeconfig to %s", config.path)` (update_kubeconfig.py).',
        {
            "effect": {
                "line_after": [
                    EKS,
                    "writer.write_kubeconfig(config)",
                    'LOG.debug("Wrote kubeconfig to %s", config.path)',
                ]
            }
        },
    ),
    # --- matplotlib/axes/_secondary_axes.py --------------------------------------------------
    q(
        "h213_matplotlib_secondary_axes",
        "where",
        "where is set_alignment for secondary axes defined?",
        {"def": "SecondaryAxis.set_alignment"},
    ),
    q(
        "h213_matplotlib_secondary_axes",
        "returns",
        "SecondaryAxis.set_xticks -- what's its return value?",
        {"returns": "SecondaryAxis.set_xticks"},
    ),
    q(
        "h213_matplotlib_secondary_axes",
        "calls",
        "Which methods of SecondaryAxis call `_set_lims`?",
        grep(r"self\._set_lims\(\)", SECAX),
    ),
    q(
        "h213_matplotlib_secondary_axes",
        "raises",
        "TypeError: Cannot set xticks on a secondary y-axis -- where's that raised?",
        grep(r'raise TypeError\("Cannot set xticks on a secondary y-axis"\)', SECAX),
    ),
    q(
        "h213_matplotlib_secondary_axes",
        "raises",
        "sec.set_location(None) on my secondary axis -> ValueError: location must be 'top', "
        "'bottom', or a float, not None. where's that check?",
        grep(r"raise ValueError\($|location must be ", SECAX),
    ),
    q(
        "h213_matplotlib_secondary_axes",
        "which",
        'which method emits the warning "Secondary Axes can\'t set the aspect ratio"?',
        {"body": "SecondaryAxis.set_aspect"},
    ),
    q(
        "h213_matplotlib_secondary_axes",
        "which",
        "Which method paints the extra axis's tick marks, its edge line and its caption all in "
        "one shade?",
        {"body": "SecondaryAxis.set_color"},
        own=True,
    ),
    q(
        "h213_matplotlib_secondary_axes",
        "which",
        "I pinned tick positions by hand on the extra axis. Which part makes sure they survive "
        "when the main plot is switched to logarithmic?",
        {"body": "SecondaryAxis._set_scale"},
        own=True,
    ),
    q(
        "h213_matplotlib_secondary_axes",
        "how",
        "How does SecondaryAxis.set_location handle a float location vs 'top', and what does it "
        "do with the transform argument?",
        {"body": "SecondaryAxis.set_location"},
    ),
    q(
        "h213_matplotlib_secondary_axes",
        "how",
        "If the mapping I give runs backwards (like 1/x), how does the twin ruler keep its two "
        "ends the right way round?",
        {"body": "SecondaryAxis._set_lims"},
        own=True,
    ),
    run(
        "h213_matplotlib_secondary_axes",
        "Please run {} - what are the limits?",
        "import matplotlib; matplotlib.use('Agg'); import matplotlib.pyplot as plt; "
        "fig, ax = plt.subplots(); ax.set_xlim(1, 4); "
        "sec = ax.secondary_xaxis('top', functions=(lambda x: 1 / x, lambda x: 1 / x)); "
        "fig.canvas.draw(); print([float(v) for v in sec.get_xlim()])",
        "[0.25, 1.0]",
    ),
    q(
        "h213_matplotlib_secondary_axes",
        "edit",
        "SecondaryAxis.apply_aspect only has a `# docstring inherited.` comment; give it a real "
        "docstring (it refreshes the limits from the parent Axes, then applies the aspect).",
        {"effect": {"docstring": "SecondaryAxis.apply_aspect"}},
    ),
    q(
        "h213_matplotlib_secondary_axes",
        "edit",
        "could you add full type hints to every method in matplotlib/axes/_secondary_axes.py and "
        "make sure mypy --strict passes on it?",
        {"effect": {"declined": True}},
    ),
]
