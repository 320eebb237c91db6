import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ctxmagic.messages.parts import Message, TextPart, ToolCallPart, ToolResultPart
from ctxmagic.model.catalog import builtin_catalog
from ctxmagic.model.tokens import TokenCounter, calibrate, count_text, encoding


def test_counts_match_the_vocabulary():
    text = "def line_total(book, quantity):\n    return round(net * (1 + vat))\n"
    assert count_text(text) == len(encoding("o200k_base").encode(text))
    assert count_text(text, "cl100k_base") == len(encoding("cl100k_base").encode(text))
    assert count_text("") == 0


def test_special_token_text_is_counted_not_refused():
    assert count_text("<|endoftext|>") > 1


@pytest.mark.parametrize("chars", [1_000_000, 1_500_001])
def test_texts_beyond_the_tokenizer_limits_are_counted_in_pieces(chars):
    """bpe-openai refuses >= 1M characters and > 200k tokens in one call."""
    line = "a b c d e f g h i j k l m n o p q r s t u v w x y z 0 1 2 3 4 5 6 7 8 9\n"
    text = (line * (chars // len(line) + 1))[:chars]
    per_line = count_text(line)
    assert count_text(text) == pytest.approx(per_line * chars / len(line), rel=0.01)


def test_counter_memoises_by_content():
    c = TokenCounter()
    m = Message(role="tool", parts=[ToolResultPart("c", "view", "x = 1\n" * 500)])
    first = c.message(m)
    misses = c.misses
    again = Message.from_dict(m.to_dict())  # a different object with the same content
    assert c.message(again) == first and c.misses == misses and c.hits >= 1


def test_pruned_results_count_the_placeholder():
    r = ToolResultPart("c", "view", "long output " * 1000)
    c = TokenCounter()
    full = c.part(r)
    r.pruned_at = 1
    assert c.part(r) < 10 < full


def test_estimated_models_apply_their_factor():
    claude = builtin_catalog().get("claude-sonnet-4-6")
    c = TokenCounter.for_model(claude, factor=1.2)
    assert c.estimated
    raw = count_text("hello world " * 100)
    assert c.text("hello world " * 100) == round(raw * 1.2)
    call = ToolCallPart("c", "grep", {"pattern": "x"})
    assert c.part(call) > 0
    assert TokenCounter().message(Message(role="user", parts=[TextPart("")])) == 4


def test_calibration_is_a_moving_average_from_the_first_sample():
    factor, n = calibrate(None, 0, counted=1000, reported=1100)
    assert (round(factor, 6), n) == (1.1, 1)
    factor, n = calibrate(factor, n, counted=1000, reported=1000)
    assert factor == pytest.approx(1.1 + 0.3 * (1.0 - 1.1)) and n == 2
    assert calibrate(1.05, 3, counted=0, reported=10) == (1.05, 3)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "\n",
                "<",
                ">",
                " ",
                "  ",
                "\t",
                "a",
                "Z",
                "1",
                "é",
                "'s",
                "/",
                "\r",
                "\n<",
                "\n\n<",
                "🙂",
                ".",
                "\n ",
                " \n",
                '<msg a="1">',
                "0.5",
            ]
        ),
        min_size=1,
        max_size=3000,
    ),
    st.sampled_from(["o200k_base", "cl100k_base"]),
)
def test_a_long_text_counted_by_tag_lines_is_counted_exactly(pieces, tokenizer):
    from ctxmagic.model.tokens import _count

    text = "x" * 4097 + "".join(pieces)  # long enough to be cut where lines start with "<"
    assert count_text(text, tokenizer) == _count(text, tokenizer)


def test_counting_a_longer_history_continues_from_the_last_ones():
    """A history that begins with a list already counted adds only its newer messages; any
    other list (a strategy's output, another session's) is counted as it is."""
    history = [
        Message(role="user", parts=[TextPart(f"question {i} " * (i + 1))]) for i in range(30)
    ]
    counter = TokenCounter()
    fresh = lambda messages: TokenCounter().messages([m.copy() for m in messages])  # noqa: E731
    for n in (5, 12, 30):
        assert counter.messages(history[:n]) == fresh(history[:n])
    other = [*history[:10], Message(role="user", parts=[TextPart("a different turn")])]
    assert counter.messages(other) == fresh(other)
    assert counter.messages(history[:3]) == fresh(history[:3])  # shorter than any kept
    assert counter.messages([*history, *other]) == fresh([*history, *other])
    assert counter.messages([]) == 0
