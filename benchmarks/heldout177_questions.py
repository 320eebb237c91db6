"""The hundred-and-seventy-seventh set: questions on four modules of one third-party package,
copied from the installed site-packages (sympy 1.14.0: ``sympy/stats/joint_rv_types.py``,
``sympy/stats/drv_types.py``, ``sympy/stats/frv_types.py`` and
``sympy/stats/matrix_distributions.py``), written blind: by reading only those files, never the
model's code or its notes, and committed before the model was asked any of them. This is a tuning
set: its misses are read and fixed, so its score is not a held-out measure.

The questions are weighted by the size of the files (the joint distributions most, then the finite
and the discrete ones, the matrix distributions least). About a fifth of them are in the user's own
words (``"own": True``: behaviour described in everyday words the code does not use for it); the
rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``. The commands need the whole package to import, so they run against
the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h177_sympy_joint_rv_types": ["sympy/stats/joint_rv_types.py"],
    "h177_sympy_drv_types": ["sympy/stats/drv_types.py"],
    "h177_sympy_frv_types": ["sympy/stats/frv_types.py"],
    "h177_sympy_matrix_distributions": ["sympy/stats/matrix_distributions.py"],
}

JOINT = "sympy/stats/joint_rv_types.py"
DRV = "sympy/stats/drv_types.py"
FRV = "sympy/stats/frv_types.py"
MAT = "sympy/stats/matrix_distributions.py"


QUESTIONS: list[dict] = [
    # --- sympy/stats/joint_rv_types.py -------------------------------------------------------
    q(
        "h177_sympy_joint_rv_types",
        "where",
        "where's the MultivariateEwensDistribution class declared?",
        {"def": "MultivariateEwensDistribution"},
    ),
    q(
        "h177_sympy_joint_rv_types",
        "returns",
        "What comes back from `marginal_distribution`? Is it always a Lambda or does it depend "
        "on the distribution?",
        {"returns": "marginal_distribution"},
    ),
    q(
        "h177_sympy_joint_rv_types",
        "calls",
        "In joint_rv_types.py, which constructors go through multivariate_rv?",
        grep(r"(?<!def )multivariate_rv\(", JOINT),
    ),
    q(
        "h177_sympy_joint_rv_types",
        "calls",
        "GeneralizedMultivariateLogGamma -- the function, not the Distribution class -- who "
        "calls it?",
        grep(r"return GeneralizedMultivariateLogGamma\(", JOINT),
    ),
    q(
        "h177_sympy_joint_rv_types",
        "raises",
        "calling marginal_distribution(X) with no indices blows up with a ValueError. where "
        "is that raised?",
        grep(r"raise ValueError\(\s*$|At least one component for marginal density", JOINT),
    ),
    q(
        "h177_sympy_joint_rv_types",
        "raises",
        "I used a symbolic n with MultivariateEwens and got 'Please use IndexedBase object for "
        "syms'. Which line throws that?",
        grep(r'raise ValueError\("Please use IndexedBase object', JOINT),
    ),
    q(
        "h177_sympy_joint_rv_types",
        "which",
        "I've got my own formula for how two quantities are spread out together, written with "
        "x[1] and x[2]. Which function turns that expression into something I can ask "
        "questions about?",
        {"def": "JointRV"},
        own=True,
    ),
    q(
        "h177_sympy_joint_rv_types",
        "which",
        "Which function takes the omega matrix, turns its determinant into delta and then "
        "hands off to the plain log-gamma constructor?",
        {"def": "GeneralizedMultivariateLogGammaOmega"},
    ),
    q(
        "h177_sympy_joint_rv_types",
        "how",
        "For the bell-curve shaped variable with several coordinates: if I only want to look at "
        "a couple of them, how does it shrink the centre vector and the spread matrix down to "
        "just those?",
        {"body": "MultivariateNormalDistribution._marginal_distribution"},
        own=True,
    ),
    q(
        "h177_sympy_joint_rv_types",
        "how",
        "how does NormalGammaDistribution._marginal_distribution decide what to return when you "
        "ask for the x part versus the tau part?",
        {"body": "NormalGammaDistribution._marginal_distribution"},
    ),
    q(
        "h177_sympy_joint_rv_types",
        "how",
        "Say I count how often each of several categories shows up over a fixed number of tries. "
        "What chance does it give me when my counts don't add up to that number of tries, and "
        "where is that worked out?",
        {"body": "MultinomialDistribution.pdf"},
        own=True,
    ),
    run(
        "h177_sympy_joint_rv_types",
        "Run {} and tell me the number it prints.",
        "from sympy import S; from sympy.stats import density, Multinomial; "
        "M = Multinomial('M', 4, S(1)/4, S(3)/4); print(density(M)(1, 3))",
        "27/64",
    ),
    q(
        "h177_sympy_joint_rv_types",
        "edit",
        "multivariate_rv in sympy/stats/joint_rv_types.py has no docstring. Could you add a short "
        "one? It sympifies the args, builds and checks the distribution and returns the value of "
        "a JointPSpace.",
        {"effect": {"docstring": "multivariate_rv"}},
    ),
    q(
        "h177_sympy_joint_rv_types",
        "edit",
        "please drop the `#TODO: Add support for sets provided by the user` comment line in "
        "JointRV, we're tracking it elsewhere",
        {"effect": {"line_deleted": [JOINT, "#TODO: Add support for sets provided by the user"]}},
    ),
    # --- sympy/stats/drv_types.py ------------------------------------------------------------
    q(
        "h177_sympy_drv_types",
        "where",
        "Where is the CDF of the Yule-Simon distribution implemented?",
        {"def": "YuleSimonDistribution._cdf"},
    ),
    q(
        "h177_sympy_drv_types",
        "returns",
        "in drv_types, what does the module-level `rv` helper hand back -- a RandomSymbol or the "
        "pspace?",
        {"returns": "rv"},
    ),
    q(
        "h177_sympy_drv_types",
        "calls",
        "Show me every place in drv_types.py that calls rv(...).",
        grep(r"return rv\(", DRV),
    ),
    q(
        "h177_sympy_drv_types",
        "raises",
        "cdf(Skellam('x', 1, 2)) raises NotImplementedError for me -- where does that come from?",
        grep(r"raise NotImplementedError\(|Skellam doesn't have closed form", DRV),
    ),
    q(
        "h177_sympy_drv_types",
        "raises",
        "With DiscreteRV(..., check=True) I get 'The pdf is incorrect on the given set.' Where "
        "is that check?",
        grep(r"The pdf is incorrect on the given set", DRV),
    ),
    q(
        "h177_sympy_drv_types",
        "const",
        "DiscreteRV doesn't validate the density unless I ask. Where does it set check to False "
        "by default?",
        grep(r"kwargs\['check'\] = kwargs\.pop\('check', False\)", DRV),
    ),
    q(
        "h177_sympy_drv_types",
        "which",
        "Which one do I want for one tally minus another, when each tally counts rare events "
        "that happen at their own average pace (like home goals minus away goals)?",
        {"def": "Skellam"},
        {"def": "SkellamDistribution"},
        own=True,
    ),
    q(
        "h177_sympy_drv_types",
        "which",
        "which one models how many times I have to flip a bent coin until heads comes up for "
        "the first time, counting that last flip?",
        {"def": "Geometric"},
        {"def": "GeometricDistribution"},
        own=True,
    ),
    q(
        "h177_sympy_drv_types",
        "how",
        "How does PoissonDistribution.expectation shortcut E(X) and the falling factorial "
        "moments instead of summing the series?",
        {"body": "PoissonDistribution.expectation"},
    ),
    q(
        "h177_sympy_drv_types",
        "how",
        "How is the Hermite pmf computed? I see a Sum over j somewhere, what are its bounds?",
        {"body": "HermiteDistribution.pdf"},
    ),
    run(
        "h177_sympy_drv_types",
        "what does {} print?",
        "from sympy import Rational; from sympy.stats import NegativeBinomial, E, variance; "
        "X = NegativeBinomial('x', 3, Rational(1, 2)); print('mean', E(X), 'var', variance(X))",
        "mean 3 var 6",
    ),
    q(
        "h177_sympy_drv_types",
        "edit",
        "In drv_types.py, reword the Zeta check message: 's should be greater than 1' should "
        "read 's must be greater than 1'.",
        {
            "effect": {
                "text_replaced": [
                    DRV,
                    "'s should be greater than 1'",
                    "'s must be greater than 1'",
                ]
            }
        },
    ),
    # --- sympy/stats/frv_types.py ------------------------------------------------------------
    q(
        "h177_sympy_frv_types",
        "where",
        "which line defines `Coin`?",
        {"def": "Coin"},
    ),
    q(
        "h177_sympy_frv_types",
        "where",
        "Where's RobustSolitonDistribution.Z? I want to see the normalisation.",
        {"def": "RobustSolitonDistribution.Z"},
    ),
    q(
        "h177_sympy_frv_types",
        "returns",
        "what does DieDistribution.set give back, both for a numeric and for a symbolic number "
        "of sides?",
        {"returns": "DieDistribution.set"},
    ),
    q(
        "h177_sympy_frv_types",
        "calls",
        "Where does frv_types.py build variables from BernoulliDistribution?",
        grep(r"return rv\(name, BernoulliDistribution", FRV),
    ),
    q(
        "h177_sympy_frv_types",
        "raises",
        "DiscreteUniform('X', [1, 1, 2]) raises a ValueError about repeated args and suggests "
        "FiniteRV. Where's that raise?",
        grep(r"raise ValueError\(filldedent", FRV),
    ),
    q(
        "h177_sympy_frv_types",
        "raises",
        "List the pmf lines that raise when x isn't a number, a Symbol or a RandomSymbol.",
        grep(r"raise ValueError\(\"'x' expected as an argument", FRV),
    ),
    q(
        "h177_sympy_frv_types",
        "const",
        "where is the default of six sides for Die set?",
        grep(r"^def Die\(name, sides=6\):", FRV),
    ),
    q(
        "h177_sympy_frv_types",
        "which",
        "I need a fair sign flip: minus one or plus one, half the time each. Which one in here "
        "gives me that?",
        {"def": "Rademacher"},
        {"def": "RademacherDistribution"},
        own=True,
    ),
    q(
        "h177_sympy_frv_types",
        "which",
        "Which property of HypergeometricDistribution gives the smallest value k can take, as a "
        "Piecewise?",
        {"def": "HypergeometricDistribution.low"},
    ),
    q(
        "h177_sympy_frv_types",
        "how",
        "Say I toss a coin n times and score my own made-up values for heads and for tails. "
        "How does it build the table of possible totals and their odds?",
        {"body": "BinomialDistribution.dict"},
        own=True,
    ),
    q(
        "h177_sympy_frv_types",
        "how",
        "When I hand over my own table of outcomes with a chance next to each one, how does it "
        "make sure those chances are sensible?",
        {"body": "FiniteDistributionHandmade.check"},
        own=True,
    ),
    run(
        "h177_sympy_frv_types",
        "can you execute {} and paste the dict?",
        "from sympy.stats import IdealSoliton, density; print(density(IdealSoliton('s', 4)).dict)",
        "{1: 1/4, 2: 1/2, 3: 1/6, 4: 1/12}",
    ),
    q(
        "h177_sympy_frv_types",
        "edit",
        "For an experiment, comment out the `z += log(self.R/self.delta)` line in "
        "RobustSolitonDistribution.Z (frv_types.py).",
        {"effect": {"comment_out": [FRV, "z += log(self.R/self.delta)"]}},
    ),
    # --- sympy/stats/matrix_distributions.py -------------------------------------------------
    q(
        "h177_sympy_matrix_distributions",
        "where",
        "where is `_sample_pymc` defined",
        {"def": "SampleMatrixPymc._sample_pymc"},
    ),
    q(
        "h177_sympy_matrix_distributions",
        "returns",
        "What does MatrixPSpace.compute_density return when the expression is a single random "
        "matrix symbol?",
        {"returns": "MatrixPSpace.compute_density"},
    ),
    q(
        "h177_sympy_matrix_distributions",
        "calls",
        "who calls the `rv` helper in matrix_distributions.py?",
        grep(r"return rv\(symbol,", MAT),
    ),
    q(
        "h177_sympy_matrix_distributions",
        "raises",
        "sample(W, library='tensorflow') says sampling from tensorflow is not supported yet. "
        "Where is that raised?",
        grep(r'raise NotImplementedError\("Sampling from %s is not supported yet', MAT),
    ),
    q(
        "h177_sympy_matrix_distributions",
        "which",
        "Which class maps WishartDistribution and MatrixNormalDistribution onto scipy.stats "
        "to draw samples?",
        {"def": "SampleMatrixScipy"},
    ),
    q(
        "h177_sympy_matrix_distributions",
        "which",
        "Before drawing random numbers, something makes sure the add-on package I named is "
        "actually installed and importable. Which method does that?",
        {"def": "MatrixDistribution.sample"},
        own=True,
    ),
    q(
        "h177_sympy_matrix_distributions",
        "how",
        "how does WishartDistribution.pdf put the density together from the trace, the "
        "multigamma and the determinants?",
        {"body": "WishartDistribution.pdf"},
    ),
    run(
        "h177_sympy_matrix_distributions",
        "Could you run {} -- I want to know what the density is at that point.",
        "from sympy.stats import density, MatrixNormal; "
        "M = MatrixNormal('M', [[1, 2]], [1], [[1, 0], [0, 1]]); "
        "print(density(M)([[1, 3]]).doit())",
        "exp(-1/2)/(2*pi)",
    ),
    q(
        "h177_sympy_matrix_distributions",
        "edit",
        "Rename `_get_sample_class_matrixrv` to `_MATRIX_SAMPLERS` in "
        "sympy/stats/matrix_distributions.py, everywhere it is used.",
        {"effect": {"renamed": ["_get_sample_class_matrixrv", "_MATRIX_SAMPLERS"]}},
    ),
    q(
        "h177_sympy_matrix_distributions",
        "edit",
        "The check() methods of MatrixNormalDistribution and MatrixStudentTDistribution repeat "
        "a lot of the same validation. Could you pull it into a shared helper, make sure the "
        "shape rules are actually right for the Student-T case, and add tests for both?",
        {"effect": {"declined": True}},
    ),
]
