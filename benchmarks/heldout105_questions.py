"""The hundred-and-fifth held-out set: questions on two modules of matplotlib 3.11.2 that no other
set uses as a workspace of its own, copied from the installed site-packages
(``matplotlib/font_manager.py`` and ``matplotlib/animation.py``, each alone in its workspace),
written blind: by reading only those two files, never the model's code or its notes, and committed
before the model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The two files are about the same size, so each has half of the questions. About a fifth of them
are in the user's own words (``"own": True``: behaviour described in everyday words the code does
not use for it); the rest name the code, run a command or ask for an edit, each in a phrasing of
its own. A workspace holds a single module of the package, which does not import as
``matplotlib`` from there, so its commands read the file with ``ast`` instead of importing it.
Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h105_fonts": ["matplotlib/font_manager.py"],
    "h105_anim": ["matplotlib/animation.py"],
}

FM = "matplotlib/font_manager.py"
AN = "matplotlib/animation.py"


QUESTIONS: list[dict] = [
    # --- matplotlib/font_manager.py ----------------------------------------------------------
    q("h105_fonts", "where", "where is get_font defined?", {"def": "get_font"}),
    q(
        "h105_fonts",
        "where",
        "I want to register a .ttf that ships with my app without installing it system-wide. "
        "Where's `FontManager.addfont`?",
        {"def": "FontManager.addfont"},
    ),
    q(
        "h105_fonts",
        "returns",
        "what does get_fontext_synonyms give back if I pass it 'otf'?",
        {"returns": "get_fontext_synonyms"},
    ),
    q(
        "h105_fonts",
        "returns",
        "What does `FontManager.score_family` return -- e.g. when the family is the second entry "
        "of my list?",
        {"returns": "FontManager.score_family"},
    ),
    q(
        "h105_fonts",
        "calls",
        "who calls _get_font_alt_names",
        grep(r"in _get_font_alt_names\(", FM),
    ),
    q(
        "h105_fonts",
        "calls",
        "Where is `_expand_aliases` used in font_manager.py?",
        grep(r"self\._expand_aliases\(", FM),
    ),
    q(
        "h105_fonts",
        "calls",
        "Quick one: which places call _load_fontmanager()?",
        grep(r"= _load_fontmanager\(", FM),
    ),
    q(
        "h105_fonts",
        "raises",
        "Where does FontProperties.set_size raise when I give it a size string it doesn't know, "
        "like 'huge'?",
        grep(r'"Size is invalid\. Valid font size are "', FM),
    ),
    q(
        "h105_fonts",
        "raises",
        "where is the NotImplementedError for non-scalable fonts raised",
        grep(r'raise NotImplementedError\("Non-scalable fonts', FM),
    ),
    q(
        "h105_fonts",
        "raises",
        "My fontlist json cache got hand-edited and now loading blows up with 'Don't know how "
        "to deserialize'. Which line raises that?",
        grep(r"Don't know how to deserialize", FM),
    ),
    q(
        "h105_fonts",
        "const",
        "where's FontManager.__version__ set? I need to know when the font cache gets rebuilt",
        grep(r"^    __version__ = '", FM),
    ),
    q(
        "h105_fonts",
        "which",
        "Which method of FontManager compares the requested font weight against a candidate "
        "font's weight when matching?",
        {"body": "FontManager.score_weight"},
    ),
    q(
        "h105_fonts",
        "which",
        "Which class is the str subclass that also remembers which face inside a .ttc file to use?",
        {"body": "FontPath"},
    ),
    q(
        "h105_fonts",
        "which",
        "my Roboto Black shows up looking like the plain one. which code works out how thick the "
        "letter strokes of a font file are when it reads the file?",
        {"body": "ttfFontProperty"},
        own=True,
    ),
    q(
        "h105_fonts",
        "which",
        "A typeface I put on my laptop is called one thing in my word processor and something "
        "else in my design app. Which code lets matplotlib find it when I ask for it by the "
        "second title too?",
        {"body": "_get_font_alt_names"},
        {"body": "FontManager.addfont"},
        own=True,
    ),
    q(
        "h105_fonts",
        "how",
        "How does FontManager.findfont pick the best match? Is it scoring every font it knows "
        "about?",
        {"body": "FontManager._findfont_cached"},
        {"body": "FontManager.findfont"},
    ),
    q(
        "h105_fonts",
        "how",
        "If I ask for a typeface that isn't on my machine at all, what does it use instead, and "
        "where does that happen?",
        grep(r"Falling back to %s|default_prop", FM),
        {"body": "FontManager._find_fonts_by_props"},
        own=True,
    ),
    q(
        "h105_fonts",
        "how",
        "the very first import took forever, later ones are quick. how does it remember what "
        "it found on disk between runs so it doesn't have to look again every time?",
        {"body": "_load_fontmanager"},
        {"body": "json_dump"},
        {"body": "json_load"},
        own=True,
    ),
    q(
        "h105_fonts",
        "how",
        "On Linux, how does it discover which typefaces my computer has? Does it ask the OS's "
        "own tool for the list or just look through folders?",
        {"body": "findSystemFonts"},
        {"body": "_get_fontconfig_fonts"},
        own=True,
    ),
    run(
        "h105_fonts",
        "What does {} print?",
        "import ast; t=ast.parse(open('matplotlib/font_manager.py').read()); "
        "print(sorted(n.name for n in t.body if isinstance(n, ast.ClassDef)))",
        "['FontEntry', 'FontManager', 'FontPath', 'FontProperties', '_JSONEncoder']",
    ),
    run(
        "h105_fonts",
        "can you run {} and tell me what comes out",
        "import ast; t=ast.parse(open('matplotlib/font_manager.py').read()); "
        "c=[n for n in t.body if getattr(n, 'name', '')=='FontManager'][0]; "
        "print([f.name for f in c.body if isinstance(f, ast.FunctionDef) "
        "and f.name.startswith('score_')])",
        "['score_family', 'score_style', 'score_variant', 'score_stretch', 'score_weight', "
        "'score_size']",
    ),
    q(
        "h105_fonts",
        "edit",
        "In FontManager.__init__, the 'building the font cache' warning fires after 5 seconds; "
        "change that timer to 10 seconds.",
        {
            "effect": {
                "line_replaced": [
                    FM,
                    "timer = threading.Timer(5, lambda: _log.warning(",
                    "timer = threading.Timer(10, lambda: _log.warning(",
                ]
            }
        },
    ),
    q(
        "h105_fonts",
        "edit",
        "please delete the deprecated is_opentype_cff_font function from font_manager.py "
        "(decorator included), we don't use it",
        {"effect": {"definition_deleted": [FM, "is_opentype_cff_font"]}},
    ),
    q(
        "h105_fonts",
        "edit",
        "Add `addfont = fontManager.addfont` as the very last line of font_manager.py, next to "
        "the findfont and get_font_names aliases.",
        {"effect": {"last_line": [FM, "addfont = fontManager.addfont"]}},
    ),
    # --- matplotlib/animation.py -------------------------------------------------------------
    q("h105_anim", "where", "Where's the HTMLWriter class?", {"def": "HTMLWriter"}),
    q(
        "h105_anim",
        "where",
        "where is Animation.pause defined",
        {"def": "Animation.pause"},
    ),
    q(
        "h105_anim",
        "returns",
        "what does MovieWriterRegistry.is_available return for a name that was never registered?",
        {"returns": "MovieWriterRegistry.is_available"},
    ),
    q(
        "h105_anim",
        "calls",
        "who calls `_validate_grabframe_kwargs`?",
        grep(r"^\s+_validate_grabframe_kwargs\(savefig_kwargs\)$", AN),
    ),
    q(
        "h105_anim",
        "calls",
        "Where does _adjust_frame_size get called from?",
        grep(r"self\._adjust_frame_size\(\)", AN),
    ),
    q(
        "h105_anim",
        "raises",
        "ffmpeg failed and I got a CalledProcessError out of anim.save(). where in animation.py "
        "is that raised?",
        grep(r"raise subprocess\.CalledProcessError\(", AN),
    ),
    q(
        "h105_anim",
        "raises",
        "Where does Animation.save raise the RuntimeError about passing fps/codec/bitrate "
        "together with a writer instance?",
        grep(r"raise RuntimeError\('Passing in values for arguments '", AN),
    ),
    q(
        "h105_anim",
        "raises",
        "hi! grab_frame complains when I pass dpi in savefig_kwargs. where's the check that "
        "raises for that (and for savefig.bbox='tight')?",
        grep(r"must not be 'tight'|grab_frame got an unexpected keyword argument", AN),
    ),
    q(
        "h105_anim",
        "raises",
        "where does FuncAnimation raise an error when blit=True and my update function doesnt "
        "return artists?",
        grep(r"err = RuntimeError\('When blit=True|raise err|'When blit=True, the init_func", AN),
    ),
    q(
        "h105_anim",
        "raises",
        "Where is the TypeError raised if you try to instantiate MovieWriter directly?",
        grep(r"'MovieWriter cannot be instantiated directly\. Please use one '", AN),
    ),
    q(
        "h105_anim",
        "const",
        "where is subprocess_creation_flags set in animation.py?",
        grep(r"^subprocess_creation_flags = \($", AN),
    ),
    q(
        "h105_anim",
        "which",
        "which class do I actually get when I save with writer='ffmpeg_file'?",
        {"body": "FFMpegFileWriter"},
    ),
    q(
        "h105_anim",
        "which",
        "In ArtistAnimation, which method hides the artists of the previous frame before the "
        "next one is shown?",
        {"body": "ArtistAnimation._pre_draw"},
    ),
    q(
        "h105_anim",
        "which",
        "which part makes my animation start over from the beginning once it has shown the "
        "last picture?",
        {"body": "TimedAnimation._step"},
        own=True,
    ),
    q(
        "h105_anim",
        "which",
        "When I show my movie inline in a notebook, the later pictures just go missing and I "
        "get a warning about megabytes. Which code stops adding pictures once the page gets "
        "too big?",
        {"body": "HTMLWriter.grab_frame"},
        {"body": "Animation.to_html5_video"},
        own=True,
    ),
    q(
        "h105_anim",
        "how",
        "How does FuncAnimation's constructor treat `frames` -- None vs an int vs a generator "
        "function vs a list?",
        {"body": "FuncAnimation.__init__"},
    ),
    q(
        "h105_anim",
        "how",
        "Saving to mp4, my picture ends up a hair narrower than what I asked for. How does it "
        "decide on the new dimensions?",
        {"body": "adjusted_figsize"},
        {"body": "MovieWriter._adjust_frame_size"},
        own=True,
    ),
    q(
        "h105_anim",
        "how",
        "how does it avoid repainting the whole window on every tick, and only touch up the "
        "pieces that moved?",
        {"body": "Animation._blit_draw"},
        {"body": "Animation._blit_clear"},
        {"body": "Animation._setup_blit"},
        own=True,
    ),
    q(
        "h105_anim",
        "how",
        "My figure has a see-through background, but in the saved video it turns solid. How "
        "does saving deal with that when the output format can't keep see-through pixels?",
        grep(r"_pre_composite_to_white|writer\._supports_transparency\(\)", AN),
        own=True,
    ),
    run(
        "h105_anim",
        "what's the output of {}",
        "import ast; t=ast.parse(open('matplotlib/animation.py').read()); "
        "print([d.args[0].value for n in t.body if isinstance(n, ast.ClassDef) "
        "for d in n.decorator_list if isinstance(d, ast.Call)])",
        "['pillow', 'ffmpeg', 'ffmpeg_file', 'imagemagick', 'imagemagick_file', 'html']",
    ),
    run(
        "h105_anim",
        "Could you run this and tell me the result? {}",
        "import ast, numpy as np; t=ast.parse(open('matplotlib/animation.py').read()); "
        "f=[n for n in t.body if getattr(n, 'name', '')=='adjusted_figsize']; ns={'np': np}; "
        "exec(compile(ast.Module(f, []), 'a', 'exec'), ns); "
        "print(ns['adjusted_figsize'](6.4, 4.8, 100, 7))",
        "(6.37, 4.76)",
    ),
    q(
        "h105_anim",
        "edit",
        "comment out the `_log.debug('frame size in pixels is %s x %s', *self.frame_size)` line "
        "in MovieWriter._adjust_frame_size",
        {
            "effect": {
                "comment_out": [
                    AN,
                    "_log.debug('frame size in pixels is %s x %s', *self.frame_size)",
                ]
            }
        },
    ),
    q(
        "h105_anim",
        "edit",
        "Rename the helper _pre_composite_to_white inside Animation.save to "
        "_composite_over_white (and its call site).",
        {"effect": {"renamed": ["_pre_composite_to_white", "_composite_over_white"]}},
    ),
    q(
        "h105_anim",
        "edit",
        "Saving long FuncAnimations is slow for me. Could you make Animation.save render the "
        "frames in parallel across several processes and feed them to the writer in order?",
        {"effect": {"declined": True}},
    ),
]
