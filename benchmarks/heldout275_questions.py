"""The two-hundred-and-seventy-fifth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (dask 2026.8.0:
``dask/array/_array_expr/_map_blocks.py``; matplotlib 3.11.2:
``matplotlib/backends/qt_editor/figureoptions.py``; fonttools 4.69.1:
``fontTools/varLib/instancer/names.py``; moto 5.2.1: ``moto/ecr/responses.py``), written blind: by
reading only those files, the format of set 128, ``question_helpers.py`` and the gold functions of
``bench_answers.py``, never the model's code, its notes or other sets, and committed before the
model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (fontTools' name-table instancing most, then
moto's ECR responses, matplotlib's Qt figure options editor, and dask's array-expr map_blocks,
whose file is mostly one long docstring). About a fifth of the non-edit questions are in the
user's own words (``"own": True``: behaviour described in everyday words the code does not use for
it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold
forms are those of ``code_questions.py``. The commands need the whole package to import, so they
run against the installed package; each exercises the one file its workspace holds (dask's with
``array.query-planning`` switched on, so that ``da.map_blocks`` is this module's; matplotlib's
needs Qt, which is not installed, so it has none).

The golds were checked with ``benchmarks/check_set.py`` (0 bad), the commands' outputs by running
them, and every edit by making the correct edit by hand on a scratch copy of its workspace and
checking that ``bench_answers.check_effect`` holds after it (and not before it); the declined
request by checking that an untouched copy with a "did not change" answer passes.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h275_dask_map_blocks": ["dask/array/_array_expr/_map_blocks.py"],
    "h275_matplotlib_figureoptions": ["matplotlib/backends/qt_editor/figureoptions.py"],
    "h275_fonttools_names": ["fontTools/varLib/instancer/names.py"],
    "h275_moto_responses": ["moto/ecr/responses.py"],
}

MAPB = "dask/array/_array_expr/_map_blocks.py"
FIGOPT = "matplotlib/backends/qt_editor/figureoptions.py"
NAMES = "fontTools/varLib/instancer/names.py"
ECR = "moto/ecr/responses.py"


QUESTIONS: list[dict] = [
    # --- dask/array/_array_expr/_map_blocks.py -----------------------------------------------
    q(
        "h275_dask_map_blocks",
        "where",
        "where is map_blocks defined for the array-expr backend?",
        {"def": "map_blocks"},
    ),
    q(
        "h275_dask_map_blocks",
        "returns",
        "What does map_blocks in _array_expr/_map_blocks.py return at the end -- the first "
        "blockwise result or the rewritten one?",
        {"returns": "map_blocks"},
    ),
    q(
        "h275_dask_map_blocks",
        "calls",
        "Where does map_blocks call blockwise? I count more than one call",
        grep(r"out = blockwise\(", MAPB),
    ),
    q(
        "h275_dask_map_blocks",
        "raises",
        "da.map_blocks(x, np.sin) with the arguments the wrong way round gives "
        "`TypeError: First argument must be callable function, not Array`. Where's that raised?",
        grep(r"raise TypeError\(msg|First argument must be callable function", MAPB),
    ),
    q(
        "h275_dask_map_blocks",
        "raises",
        "I told it to get rid of dimension 3 of my 2-d data while running my function chunk by "
        "chunk, and it refused before doing anything. where is that check?",
        grep(r"drop_axis out of range|if any\(i < -ndim_out or i >= ndim_out", MAPB),
        own=True,
    ),
    q(
        "h275_dask_map_blocks",
        "how",
        "How does map_blocks deal with the old token= keyword? Does it still work or is it "
        "ignored?",
        grep(r"^    if token:|category=FutureWarning|^        name = token$", MAPB),
    ),
    q(
        "h275_dask_map_blocks",
        "how",
        "I never say what kind of numbers my per-piece function spits out. How does it work "
        "that out by itself before anything is computed?",
        grep(
            r"if dtype is None and meta is None:|meta = compute_meta\(|"
            r"dtype = apply_infer_dtype\(",
            MAPB,
        ),
        own=True,
    ),
    run(
        "h275_dask_map_blocks",
        "Can you run {} and tell me the output?",
        "import dask; dask.config.set({'array.query-planning': True}); import dask.array as da; "
        "x = da.ones((2, 3), chunks=1); "
        "print(x.map_blocks(lambda b: b.sum(axis=0), drop_axis=0).compute())",
        "[2. 2. 2.]",
    ),
    q(
        "h275_dask_map_blocks",
        "edit",
        "The FutureWarning about token= points at dask's own code instead of the caller. In "
        "dask/array/_array_expr/_map_blocks.py add `stacklevel=2,` on the line right after "
        "`category=FutureWarning,`.",
        {"effect": {"line_after": [MAPB, "category=FutureWarning,", "stacklevel=2,"]}},
    ),
    # --- matplotlib/backends/qt_editor/figureoptions.py --------------------------------------
    q(
        "h275_matplotlib_figureoptions",
        "where",
        "Where's prepare_data (the helper nested in figure_edit)?",
        {"def": "figure_edit.prepare_data"},
    ),
    q(
        "h275_matplotlib_figureoptions",
        "returns",
        "what does convert_limits give back for a date axis compared to an ordinary one?",
        {"returns": "figure_edit.convert_limits"},
    ),
    q(
        "h275_matplotlib_figureoptions",
        "calls",
        "Which lines call prepare_data in figureoptions.py?",
        grep(r"(?<!def )prepare_data\(", FIGOPT),
    ),
    q(
        "h275_matplotlib_figureoptions",
        "raises",
        "where is 'Unexpected field' raised in the qt figure options editor?",
        grep(r'raise ValueError\("Unexpected field"\)', FIGOPT),
    ),
    q(
        "h275_matplotlib_figureoptions",
        "const",
        "Where is the DRAWSTYLES table for the editor's 'Draw style' dropdown defined?",
        grep(r"^DRAWSTYLES = \{", FIGOPT),
    ),
    q(
        "h275_matplotlib_figureoptions",
        "which",
        "Which function pushes the current view onto the navigation toolbar's stack when the "
        "axis limits were changed in the dialog?",
        {"body": "figure_edit.apply_callback"},
    ),
    q(
        "h275_matplotlib_figureoptions",
        "which",
        "a couple of my plotted lines never show up in that edit-the-plot window at all. which "
        "bit decides to leave them out?",
        grep(r"if label == '_nolegend_'", FIGOPT),
        own=True,
    ),
    q(
        "h275_matplotlib_figureoptions",
        "how",
        "When the '(Re-)Generate automatic legend' box is ticked, how does apply_callback keep "
        "the old legend's draggable state and number of columns?",
        grep(
            r"if generate_legend:|draggable = old_legend\._draggable is not None|"
            r"ncols = old_legend\._ncols|new_legend\.set_draggable\(draggable\)",
            FIGOPT,
        ),
    ),
    q(
        "h275_matplotlib_figureoptions",
        "how",
        "In the options window I typed the top of my image's colour range smaller than the "
        "bottom by mistake. What happens then, does it just swap them round?",
        grep(r"mappable\.set_clim\(\*sorted\(\[low, high\]\)\)", FIGOPT),
        own=True,
    ),
    q(
        "h275_matplotlib_figureoptions",
        "edit",
        "In matplotlib/backends/qt_editor/figureoptions.py, change the dialog's window title "
        'from "Figure options" to "Axes options".',
        {"effect": {"text_replaced": [FIGOPT, 'title="Figure options"', 'title="Axes options"']}},
    ),
    # --- fontTools/varLib/instancer/names.py -------------------------------------------------
    q(
        "h275_fonttools_names",
        "where",
        "where is _updateUniqueIdNameRecord defined",
        {"def": "_updateUniqueIdNameRecord"},
    ),
    q(
        "h275_fonttools_names",
        "where",
        "Show me the definition of `checkAxisValuesExist`.",
        {"def": "checkAxisValuesExist"},
    ),
    q(
        "h275_fonttools_names",
        "returns",
        "_updatePSNameRecord: what does it return, and what if the name comes out longer than "
        "127 characters?",
        {"returns": "_updatePSNameRecord"},
    ),
    q(
        "h275_fonttools_names",
        "calls",
        "who calls _isRibbi?",
        grep(r"(?<!def )_isRibbi\(", NAMES),
    ),
    q(
        "h275_fonttools_names",
        "calls",
        "Where is getVariationNameIDs used in the instancer's names module?",
        grep(r"(?<!def )getVariationNameIDs\(", NAMES),
    ),
    q(
        "h275_fonttools_names",
        "raises",
        "updateNameTable fails with 'Cannot update name table since there is no STAT table.' "
        "-- which line raises it?",
        grep(r"there is no STAT table", NAMES),
    ),
    q(
        "h275_fonttools_names",
        "raises",
        "Instancing at wght=450 gives me `ValueError: Cannot find Axis Values {'wght': 450}`. "
        "Where does that come from?",
        grep(r'raise ValueError\(f"Cannot find Axis Values', NAMES),
    ),
    q(
        "h275_fonttools_names",
        "raises",
        "where's the 'Missing required NameIDs 1 and 2 for platform' error",
        grep(r"Missing required NameIDs 1 and 2", NAMES),
    ),
    q(
        "h275_fonttools_names",
        "const",
        "Where is ELIDABLE_AXIS_VALUE_NAME set, and to what?",
        grep(r"^ELIDABLE_AXIS_VALUE_NAME = ", NAMES),
    ),
    q(
        "h275_fonttools_names",
        "which",
        "After I pin some of the sliders of my adjustable font, the text labels that only "
        "belonged to the sliders that went away should disappear too. Which piece cleans those "
        "leftovers out?",
        {"body": "pruningUnusedNames"},
        own=True,
    ),
    q(
        "h275_fonttools_names",
        "which",
        "Which function checks whether a name ID's English (3, 1, 0x409) record is Regular, "
        "Italic, Bold or Bold Italic?",
        {"body": "_isRibbi"},
    ),
    q(
        "h275_fonttools_names",
        "which",
        "which helper makes format 4 axis values win over format 1/2/3 ones for the same axis "
        "when the style name is put together?",
        {"body": "_sortAxisValues"},
    ),
    q(
        "h275_fonttools_names",
        "how",
        "My font's version text reads 'Version 2.004; ttfautohint (v1.8.3)'. How does this code "
        "boil that down to just the number when it has to make up a fresh ID string for the "
        "font?",
        {"body": "_fontVersion"},
        own=True,
    ),
    q(
        "h275_fonttools_names",
        "how",
        "How does updateNameTable decide which STAT axis values to leave out of the new "
        "subfamily name?",
        grep(r'ignore "elidable" axis values|if not v\.Flags & ELIDABLE_AXIS_VALUE_NAME', NAMES),
    ),
    run(
        "h275_fonttools_names",
        "what does {} print?",
        "from fontTools.ttLib import TTFont, newTable; "
        "from fontTools.varLib.instancer.names import _updatePSNameRecord; "
        "f = TTFont(); f['name'] = newTable('name'); f['name'].names = []; "
        "print(_updatePSNameRecord(f, 'Open Sans', 'Bold Italic', (3, 1, 0x409)))",
        "OpenSans-BoldItalic",
    ),
    q(
        "h275_fonttools_names",
        "edit",
        "_isRibbi in fontTools/varLib/instancer/names.py has no docstring. Could you add one? "
        "It says whether the English Windows name record for nameID is one of the four "
        "R/I/B/BI style names.",
        {"effect": {"docstring": "_isRibbi"}},
    ),
    q(
        "h275_fonttools_names",
        "edit",
        "The 'Pruning name table' message is noise in my build logs. Please comment out "
        'log.info("Pruning name table") in names.py, I may want it back later.',
        {"effect": {"comment_out": [NAMES, 'log.info("Pruning name table")']}},
    ),
    # --- moto/ecr/responses.py ---------------------------------------------------------------
    q(
        "h275_moto_responses",
        "where",
        "In moto's ECR responses, where is put_registry_scanning_configuration?",
        {"def": "ECRResponse.put_registry_scanning_configuration"},
    ),
    q(
        "h275_moto_responses",
        "returns",
        "What does the `ecr_backend` property on ECRResponse return?",
        {"returns": "ECRResponse.ecr_backend"},
    ),
    q(
        "h275_moto_responses",
        "calls",
        "where does ECRResponse read self.current_account",
        grep(r"self\.current_account", ECR),
    ),
    q(
        "h275_moto_responses",
        "raises",
        "Which ECR actions just raise NotImplementedError in moto/ecr/responses.py?",
        grep(r"raise NotImplementedError\(", ECR),
    ),
    q(
        "h275_moto_responses",
        "which",
        "I asked for the security-check setup of a handful of repos, a couple of which I never "
        "made. Which bit tells me which ones don't exist?",
        {"body": "ECRResponse.batch_get_repository_scanning_configuration"},
        own=True,
    ),
    q(
        "h275_moto_responses",
        "which",
        "An image I pushed without any label comes back from the detailed image lookup with no "
        "label key at all, not even an empty list. Which method drops it?",
        {"body": "ECRResponse.describe_images"},
        own=True,
    ),
    q(
        "h275_moto_responses",
        "which",
        "Which ECRResponse method would handle uploading a single part of a layer?",
        {"body": "ECRResponse.upload_layer_part"},
    ),
    q(
        "h275_moto_responses",
        "how",
        "When I ask the mocked docker image store for login details without saying which "
        "account, whose account does it use, and what password does it make up?",
        {"body": "ECRResponse.get_authorization_token"},
        own=True,
    ),
    q(
        "h275_moto_responses",
        "how",
        "how does list_images handle an image that has no tags at all?",
        {"body": "ECRResponse.list_images"},
    ),
    run(
        "h275_moto_responses",
        "I'm mocking ECR. What's printed by {}?",
        "import base64, boto3; from moto import mock_aws; m = mock_aws(); m.start(); "
        "c = boto3.client('ecr', region_name='eu-west-1'); "
        "d = c.get_authorization_token(registryIds=['111122223333'])['authorizationData'][0]; "
        "print(d['proxyEndpoint'], base64.b64decode(d['authorizationToken']).decode())",
        "AWS:111122223333-auth-token",
    ),
    q(
        "h275_moto_responses",
        "edit",
        "The fake ECR auth tokens expire on 1 Jan 2015, so my client thinks they're stale. In "
        "moto/ecr/responses.py change datetime(2015, 1, 1) -> datetime(2030, 1, 1).",
        {"effect": {"text_replaced": [ECR, "datetime(2015, 1, 1)", "datetime(2030, 1, 1)"]}},
    ),
    q(
        "h275_moto_responses",
        "edit",
        "Please implement the whole layer upload flow in moto's ECR (initiate_layer_upload, "
        "upload_layer_part, complete_layer_upload, batch_check_layer_availability) with the "
        "layers stored in the backend, so docker push works against the mock.",
        {"effect": {"declined": True}},
    ),
]
