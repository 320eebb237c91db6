"""The hundred-and-thirty-sixth set: questions on one module each of four third-party packages,
copied from the installed site-packages (matplotlib 3.11.2: ``matplotlib/backend_tools.py``; moto
5.2.1: ``moto/acm/models.py``; fontTools 4.68.0: ``fontTools/ttLib/sfnt.py``; scipy 1.17.1:
``scipy/stats/_survival.py``), written blind: by reading only those files, never the model's code
or its notes, and committed before the model was asked any of them. It is a tuning set: its misses
are read and fixed in general, never by fitting a rule to one question.

The questions are weighted by the size of the files (matplotlib's backend tools most, then
fontTools' sfnt reader and writer, scipy's survival functions, moto's certificate manager models).
About a fifth of them are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit, each
in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands need the whole
package to import, so they run against the installed package; each exercises the one file its
workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h136_mpl_backend_tools": ["matplotlib/backend_tools.py"],
    "h136_moto_acm": ["moto/acm/models.py"],
    "h136_fonttools_sfnt": ["fontTools/ttLib/sfnt.py"],
    "h136_scipy_survival": ["scipy/stats/_survival.py"],
}

TOOLS = "matplotlib/backend_tools.py"
ACM = "moto/acm/models.py"
SFNT = "fontTools/ttLib/sfnt.py"
SURV = "scipy/stats/_survival.py"


QUESTIONS: list[dict] = [
    # --- matplotlib/backend_tools.py ---------------------------------------------------------
    q(
        "h136_mpl_backend_tools",
        "where",
        "where does `_find_tool_class` live?",
        {"def": "_find_tool_class"},
    ),
    q(
        "h136_mpl_backend_tools",
        "where",
        "Which line of backend_tools.py starts the scroll_zoom method of ZoomPanBase?",
        {"def": "ZoomPanBase.scroll_zoom"},
    ),
    q(
        "h136_mpl_backend_tools",
        "returns",
        "ToolHelpBase.format_shortcut -- what comes back from it for a one-character key vs "
        "something like 'ctrl+a'?",
        {"returns": "ToolHelpBase.format_shortcut"},
    ),
    q(
        "h136_mpl_backend_tools",
        "calls",
        "I'm tracing the history stack of the navigation tools. From where does "
        "push_current get invoked?",
        grep(r"\.push_current\(", TOOLS),
    ),
    q(
        "h136_mpl_backend_tools",
        "calls",
        "who calls update_home_views in matplotlib/backend_tools.py",
        grep(r"\.update_home_views\(", TOOLS),
    ),
    q(
        "h136_mpl_backend_tools",
        "raises",
        "My custom backend crashes with NotImplementedError as soon as I drag a zoom box. Which "
        "line in the tools module throws that?",
        grep(r"raise NotImplementedError", TOOLS),
    ),
    q(
        "h136_mpl_backend_tools",
        "const",
        "Where is the half-second `scrollthresh` for scroll zooming set?",
        grep(r"self\.scrollthresh = \.5", TOOLS),
    ),
    q(
        "h136_mpl_backend_tools",
        "which",
        "Which ToolSetCursor method decides between showing the active tool's cursor and "
        "falling back to the default pointer?",
        {"def": "ToolSetCursor._set_cursor_cbk"},
    ),
    q(
        "h136_mpl_backend_tools",
        "which",
        "Say I stick another subplot into a window after it's already up on screen. Which method "
        "sees to it that the new panel also gets a remembered starting zoom, so the reset button "
        "still works for it?",
        {"body": "ToolViewsPositions.update_home_views"},
        own=True,
    ),
    q(
        "h136_mpl_backend_tools",
        "which",
        "which function puts the toolbar buttons into their groups (navigation, zoompan, io) "
        "one position after another?",
        {"def": "add_tools_to_container"},
    ),
    q(
        "h136_mpl_backend_tools",
        "how",
        "When I use the magnifying-glass icon and only drag a teeny bit, nothing happens at "
        "all. How does it decide my drag was too small to count?",
        grep(r"if abs\(x - lastx\) < 5 or abs\(y - lasty\) < 5:", TOOLS),
        own=True,
    ),
    q(
        "h136_mpl_backend_tools",
        "how",
        "Dragging out a box with the magnifying-glass icon: if I hold a key down, the box "
        "snaps to the full height or the full width of the plot. how does that work?",
        {"body": "ToolZoom._mouse_move"},
        {"body": "ToolZoom._switch_on_zoom_mode"},
        own=True,
    ),
    run(
        "h136_mpl_backend_tools",
        "Can you execute {} and tell me how the shortcuts come out?",
        "from matplotlib.backend_tools import ToolHelpBase; "
        "print(ToolHelpBase.format_shortcut('ctrl+S'), ToolHelpBase.format_shortcut('q'))",
        "Ctrl+Shift+S q",
    ),
    q(
        "h136_mpl_backend_tools",
        "edit",
        "`ToolSetCursor._tool_trigger_cbk` has no docstring. Please add one saying it remembers "
        "the triggered tool (if it is toggled on) and refreshes the cursor.",
        {"effect": {"docstring": "ToolSetCursor._tool_trigger_cbk"}},
    ),
    q(
        "h136_mpl_backend_tools",
        "edit",
        "In matplotlib/backend_tools.py, scroll_zoom forces a redraw on every wheel tick. "
        "Comment out the line `self.figure.canvas.draw_idle()  # force re-draw` for now, I'm "
        "profiling.",
        {"effect": {"comment_out": [TOOLS, "self.figure.canvas.draw_idle()  # force re-draw"]}},
    ),
    # --- moto/acm/models.py ------------------------------------------------------------------
    q(
        "h136_moto_acm",
        "where",
        "where is export_certificate defined in moto's acm models?",
        {"def": "AWSCertificateManagerBackend.export_certificate"},
    ),
    q(
        "h136_moto_acm",
        "returns",
        "What can `_get_arn_from_idempotency_token` give back, e.g. once the token is older "
        "than an hour?",
        {"returns": "AWSCertificateManagerBackend._get_arn_from_idempotency_token"},
    ),
    q(
        "h136_moto_acm",
        "calls",
        "Where does TagHolder use its _validate_kv check?",
        grep(r"self\._validate_kv\(", ACM),
    ),
    q(
        "h136_moto_acm",
        "raises",
        "tagging a cert with key 'aws:team' fails with 'AWS internal tags cannot be changed with "
        "this API'. where is that raised?",
        grep(r"AWS internal tags cannot be changed", ACM),
    ),
    q(
        "h136_moto_acm",
        "raises",
        "Hi, put_account_configuration with DaysBeforeExpiry=120 gives me a validation error in "
        "my tests. Where in models.py is that rejected?",
        grep(r"DaysBeforeExpiry must be between 1 and 90", ACM),
    ),
    q(
        "h136_moto_acm",
        "const",
        "where's the cap of 50 tags per certificate defined?",
        grep(r"MAX_TAG_COUNT = 50", ACM),
    ),
    q(
        "h136_moto_acm",
        "which",
        "Which method marks a certificate EXPIRED, or moves a pending Amazon-issued one over to "
        "ISSUED once enough time has gone by?",
        {"def": "CertBundle.check"},
    ),
    q(
        "h136_moto_acm",
        "which",
        "Which bit turns the secret key into a password-locked text blob that can be handed out?",
        {"body": "CertBundle.serialize_pk"},
        own=True,
    ),
    q(
        "h136_moto_acm",
        "how",
        "My deploy script sometimes fires the same 'give me a new one' call twice with the same "
        "retry key. Do I end up with two of them? How does it decide?",
        {"body": "AWSCertificateManagerBackend.request_certificate"},
        {"body": "AWSCertificateManagerBackend._get_arn_from_idempotency_token"},
        own=True,
    ),
    q(
        "h136_moto_acm",
        "how",
        "how does TagHolder.remove handle a tag that comes without a Value, versus one whose "
        "value doesn't match what's stored?",
        {"body": "TagHolder.remove"},
    ),
    run(
        "h136_moto_acm",
        "what does {} print?",
        "from moto.acm.models import CertBundle; "
        "b = CertBundle.generate_cert('example.com', '123456789012', 'us-east-1'); "
        "d = b.describe()['Certificate']; print(d['KeyAlgorithm'], d['Status'], d['Type'])",
        "RSA_2048 PENDING_VALIDATION AMAZON_ISSUED",
    ),
    q(
        "h136_moto_acm",
        "edit",
        "please rename _set_idempotency_token_arn to _store_idempotency_token everywhere in "
        "moto/acm/models.py",
        {"effect": {"renamed": ["_set_idempotency_token_arn", "_store_idempotency_token"]}},
    ),
    q(
        "h136_moto_acm",
        "edit",
        "CertBundle.describe is way too long. Could you split it into smaller helpers and write "
        "pytest tests covering imported vs amazon-issued certificates?",
        {"effect": {"declined": True}},
    ),
    # --- fontTools/ttLib/sfnt.py -------------------------------------------------------------
    q(
        "h136_fonttools_sfnt",
        "where",
        "Where's readTTCHeader?",
        {"def": "readTTCHeader"},
    ),
    q(
        "h136_fonttools_sfnt",
        "returns",
        "what does sfnt's `compress` return when USE_ZOPFLI is off, and when it's on?",
        {"returns": "compress"},
    ),
    q(
        "h136_fonttools_sfnt",
        "calls",
        "List the places in sfnt.py that call calcChecksum (not the doctests).",
        grep(r"(= |append\()calcChecksum\(", SFNT),
    ),
    q(
        "h136_fonttools_sfnt",
        "raises",
        "Saving a font dies with 'wrong number of tables; expected 12, found 11'. Where does "
        "that come from?",
        grep(r"wrong number of tables; expected", SFNT),
    ),
    q(
        "h136_fonttools_sfnt",
        "raises",
        "where does SFNTWriter refuse to write the same table twice",
        grep(r"raise TTLibError\(\"cannot rewrite", SFNT),
    ),
    q(
        "h136_fonttools_sfnt",
        "which",
        "Which method hands back a WOFF2Reader instead of a plain reader when the file starts "
        "with wOF2?",
        {"def": "SFNTReader.__new__"},
    ),
    q(
        "h136_fonttools_sfnt",
        "which",
        "which function sums up a run of bytes as big-endian 32-bit numbers, wrapping around on "
        "overflow, and copes when the count of bytes doesn't divide evenly?",
        {"body": "calcChecksum"},
        own=True,
    ),
    q(
        "h136_fonttools_sfnt",
        "how",
        "How does WOFFDirectoryEntry.encodeData choose between storing a table zlib-compressed "
        "and storing it raw?",
        {"body": "WOFFDirectoryEntry.encodeData"},
    ),
    q(
        "h136_fonttools_sfnt",
        "how",
        "When a font gets saved, how does each piece it puts out end up lined up on an even "
        "4-byte spot, including the last piece that has nothing after it?",
        {"body": "SFNTWriter.__setitem__"},
        own=True,
    ),
    run(
        "h136_fonttools_sfnt",
        "Run {} for me -- what number do you get?",
        "from fontTools.ttLib.sfnt import calcChecksum; print(calcChecksum(bytes([0, 0, 0, 1, 2])))",
        "33554433",
    ),
    q(
        "h136_fonttools_sfnt",
        "edit",
        "Set ZLIB_COMPRESSION_LEVEL in fontTools/ttLib/sfnt.py to 9, I care more about size "
        "than speed.",
        {"effect": {"value_set": [SFNT, "ZLIB_COMPRESSION_LEVEL", "9"]}},
    ),
    q(
        "h136_fonttools_sfnt",
        "edit",
        "In SFNTReader.__getitem__, right after the line `entry = self.tables[Tag(tag)]`, insert "
        '`log.debug("reading %s table", tag)`.',
        {
            "effect": {
                "line_after": [
                    SFNT,
                    "entry = self.tables[Tag(tag)]",
                    'log.debug("reading %s table", tag)',
                ]
            }
        },
    ),
    # --- scipy/stats/_survival.py ------------------------------------------------------------
    q(
        "h136_scipy_survival",
        "where",
        "where is the LogRankResult dataclass declared?",
        {"def": "LogRankResult"},
    ),
    q(
        "h136_scipy_survival",
        "returns",
        "What does _ecdf_uncensored return? I want the order of the tuple.",
        {"returns": "_ecdf_uncensored"},
    ),
    q(
        "h136_scipy_survival",
        "calls",
        "In scipy/stats/_survival.py, where is `_iv_CensoredData` called?",
        grep(r"= _iv_CensoredData\(", SURV),
    ),
    q(
        "h136_scipy_survival",
        "raises",
        "res.sf.confidence_interval(method='plain') gives a ValueError. Where's the check on "
        "`method`?",
        grep(r"`method` must be one of|if method\.lower\(\) not in methods:", SURV),
    ),
    q(
        "h136_scipy_survival",
        "raises",
        "I passed CensoredData with left-censored values to stats.ecdf and got "
        "NotImplementedError. where is that thrown?",
        grep(r'message = \("Currently, only uncensored|^\s+"supported\."\)$', SURV),
    ),
    q(
        "h136_scipy_survival",
        "which",
        "Which function does the Kaplan-Meier estimate when some observations are right-censored?",
        {"def": "_ecdf_right_censored"},
    ),
    q(
        "h136_scipy_survival",
        "which",
        "Which method makes a staircase-shaped chart of the result, and stretches it a little "
        "past the smallest and the biggest value?",
        {"body": "EmpiricalDistributionFunction.plot"},
        own=True,
    ),
    q(
        "h136_scipy_survival",
        "how",
        "how does `_loglog_ci` compute the bounds, and why are low/high swapped when kind is cdf?",
        {"body": "EmpiricalDistributionFunction._loglog_ci"},
    ),
    q(
        "h136_scipy_survival",
        "how",
        "For the check of whether two bunches of people hold out equally long: how does it "
        "count how many from the first bunch were still in the running each time somebody "
        "passed away?",
        grep(
            r"res_x = ecdf\(x\)|i = np\.searchsorted\(res_x\.sf\.quantiles, times_xy\)"
            r"|at_risk_x = np\.append\(",
            SURV,
        ),
        own=True,
    ),
    run(
        "h136_scipy_survival",
        "I'd like to see the step heights: please run {}",
        "from scipy.stats import ecdf; print(ecdf([3, 1, 2, 2]).cdf.probabilities)",
        "[0.25 0.75 1.  ]",
    ),
    q(
        "h136_scipy_survival",
        "edit",
        "EmpiricalDistributionFunction.plot pads the x range by 5%; make it 10% by replacing "
        "`np.ptp(self.quantiles)*0.05` with `np.ptp(self.quantiles)*0.1`.",
        {
            "effect": {
                "text_replaced": [
                    SURV,
                    "np.ptp(self.quantiles)*0.05",
                    "np.ptp(self.quantiles)*0.1",
                ]
            }
        },
    ),
    q(
        "h136_scipy_survival",
        "edit",
        "logrank only takes two samples. Can you generalize it to k groups, add a stratified "
        "option, and make it faster on a million rows?",
        {"effect": {"declined": True}},
    ),
]
