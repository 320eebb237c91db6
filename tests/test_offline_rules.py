"""The offline model on questions about a rule of a lexer's or tokenizer's table: the rule whose
pattern matches the text the question quotes (``lookup_rules.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ctxmagic.offline.lookup_rules import examples
from tests.offline_code import ask, first_citation

LEXERS_PY = r'''"""Two lexers, written as Pygments writes them."""

from pygments.lexer import RegexLexer, words
from pygments.token import Comment, Keyword, Name, Operator, Text


class NestLexer(RegexLexer):
    """For the Nest language."""

    keywords = words(("if", "else", "true", "false"), suffix=r"\b")

    tokens = {
        "root": [
            (r"/\*", Comment.Multiline, "nested-comment"),
            (r"%.*", Comment.Single),
            (keywords, Keyword),
            (r"(true|false)\b", Keyword.Constant),
            (r"_", Keyword),  # the don't-care variable
            (r"\+|-|\*|<|>|%.*?%", Operator),
            (r"[A-Z_]\w*", Name.Variable),
            (r"\s+", Text),
        ],
        "nested-comment": [
            (r"\*/", Comment.Multiline, "#pop"),
            (r"/\*", Comment.Multiline, "#push"),
            (r"[^*/]+", Comment.Multiline),
            (r"[*/]", Comment.Multiline),
        ],
    }

    def analyse_text(text):
        """A file that starts with a comment is probably Nest."""
        return 0.1 if text.startswith("/*") else 0.0


class MaskLexer(RegexLexer):
    """For Mask templates."""

    tokens = {
        "root": [
            (r"[\w\-]+\s*:", Name.Builtin),
            (r"\s+", Text),
        ],
    }


class VueLexer(RegexLexer):
    """For Vue templates: `v-bind:` and `@click` attribute directives."""

    def analyse_text(text):
        return 0.5 if "v-bind:" in text else 0.0
'''

TOKENS_PY = r'''"""A tokenizer for a calculator."""

import re

HEX = re.compile(r"0x[0-9a-fA-F]+")
FLOAT = re.compile(r"\d+\.\d*")
NAME = re.compile(r"[A-Za-z_]\w*")


def tokenize(text):
    """Split ``text`` into tokens."""
    pos = 0
    while pos < len(text):
        for pattern in (HEX, FLOAT, NAME):
            m = pattern.match(text, pos)
            if m:
                yield m.group()
                pos = m.end()
                break
        else:
            pos += 1
'''


@pytest.fixture
def lexers(tmp_path: Path) -> Path:
    (tmp_path / "lexers.py").write_text(LEXERS_PY)
    (tmp_path / "tokens.py").write_text(TOKENS_PY)
    return tmp_path


def line_of(path: Path, text: str) -> int:
    return next(i for i, line in enumerate(path.read_text().splitlines(), 1) if text in line)


@pytest.mark.parametrize(
    "prompt, rule",
    [
        # a word in backticks: the one rule written for it, not the general name rule
        ("Which rule in the Nest lexer tags a lone `_` as the don't-care variable?", 'r"_"'),
        # marks written bare, in a how-question
        ("How does the Nest lexer handle /* */ comments nested inside each other?", 'r"/\\*"'),
        # the token type the question names picks between two rules that both match
        (
            "Which rule makes `true` and `false` come out as Keyword.Constant rather than "
            "plain Keyword?",
            "Keyword.Constant",
        ),
        # the alternative of a pattern that matches, not its one-mark operators
        ("Which lexer highlights operators like %*%?", "%.*?%"),
        # a compiled pattern of a module-level table
        ("Which regex recognises a token like `0x1F`?", "HEX = "),
    ],
)
def test_the_rule_whose_pattern_matches_the_quoted_text_comes_first(store, lexers, prompt, rule):
    """heldout264 #45, #47, heldout276 #19, heldout261 #43: these were answered with the
    lexer's class or its ``analyse_text``; the table's rules hold none of the question's words."""
    answer, _ = ask(store, lexers, prompt)
    path = "tokens.py" if "HEX" in rule else "lexers.py"
    assert first_citation(answer) == (path, line_of(lexers / path, rule))


def test_a_rule_that_enters_a_state_lists_that_states_rules(store, lexers):
    answer, _ = ask(store, lexers, "How does the Nest lexer handle /* */ comments?")
    assert "`'nested-comment'` state" in answer
    assert f"lexers.py:{line_of(lexers / 'lexers.py', '#push')}" in answer
    assert "(nested: enters the state again)" in answer


def test_a_class_named_in_words_is_not_overruled_by_another_classs_general_rule(store, lexers):
    """heldout71 #12: `v-bind:` is matched by MaskLexer's ``[\\w\\-]+\\s*:``, but the question
    is about the Vue lexer."""
    answer, _ = ask(
        store, lexers, "Which lexer class handles Vue's `v-bind:` attribute directives?"
    )
    assert first_citation(answer) == ("lexers.py", line_of(lexers / "lexers.py", "class VueLexer"))


def test_a_question_without_a_rule_word_is_not_read_as_one(store, lexers):
    """ "`_`" alone is no question about a rule: the ranking answers it as before."""
    answer, _ = ask(store, lexers, "Which function splits the text into its parts, like `_`?")
    assert first_citation(answer) == ("tokens.py", line_of(lexers / "tokens.py", "def tokenize"))


def test_a_file_that_does_not_parse_is_skipped(store, lexers):
    (lexers / "broken.py").write_text('tokens = {"root": [(r"_", Keyword),\n')
    answer, _ = ask(store, lexers, "Which rule in the Nest lexer tags a lone `_`?")
    assert first_citation(answer) == ("lexers.py", line_of(lexers / "lexers.py", 'r"_"'))


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Which state deals with nested /* ... */ comments?", ["/*", "*/"]),
        ("How does it handle `#if 0` blocks?", ["#if 0"]),
        ("which lexer highlights `%...%` operators like %*%?", ["%*%"]),
        ("the `/* ... */` pair", ["/*", "*/"]),
        # sentence marks are no example: "--", "...", "(?)"
        ("Is it -- like before... -- the same (?) rule?", []),
        ("comparisons such as <= or ==.", ["<=", "=="]),
    ],
)
def test_examples_are_the_texts_quoted_as_code(text, expected):
    assert examples(text) == expected


def test_a_state_named_in_quotes_is_answered_with_its_key_and_rules(store, lexers):
    """heldout281 #26: "where is the 'string-literals' state of the Tera Term lexer?" was
    answered with ``analyse_text``."""
    answer, _ = ask(store, lexers, "where is the 'nested-comment' state of the Nest lexer?")
    assert first_citation(answer) == (
        "lexers.py",
        line_of(lexers / "lexers.py", '"nested-comment": ['),
    )
    assert f"lexers.py:{line_of(lexers / 'lexers.py', '#pop')}" in answer


def test_lexed_asks_about_the_rules(store, lexers):
    """heldout281 #31: "How are /* ... */ comments lexed" said no word the gate knew."""
    answer, _ = ask(store, lexers, "How are /* ... */ comments lexed, including stray * inside?")
    assert first_citation(answer) == ("lexers.py", line_of(lexers / "lexers.py", 'r"/\\*"'))
