"""The generic per-result cap: boundaries, multi-byte cuts, the saved full output, request-only apply."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ctxmagic.context import truncate
from ctxmagic.context.policy import apply_one
from ctxmagic.context.strategy import StrategyContext
from ctxmagic.errors import ConfigError
from ctxmagic.messages.parts import (
    Message,
    ToolCallPart,
    ToolResultPart,
    tool_message,
    user_message,
)
from ctxmagic.model.tokens import TokenCounter
from ctxmagic.tools.base import ToolContext
from ctxmagic.tools.view import VIEW

MAX_LINES = truncate.DEFAULTS["max_lines"]
MAX_BYTES = truncate.DEFAULTS["max_bytes"]


def lines(n: int, width: int = 10) -> str:
    """``n`` numbered lines, each ending with a newline."""
    return "".join(f"{i:0{width}d}\n" for i in range(1, n + 1))


def cap(content: str, workspace: Path, call_id: str = "call_1", **limits):
    return truncate.truncate_output(
        content, {"tool_key": 7}, call_id=call_id, workspace=workspace, **limits
    )


def saved_path(text: str) -> str:
    m = re.search(r"saved at (\.ctxmagic/outputs/\S+\.txt)", text)
    assert m, text
    return m.group(1)


def test_defaults_are_opencodes_2000_lines_and_50_kb():
    assert MAX_LINES == 2000 and MAX_BYTES == 51200


def test_exactly_2000_lines_is_unchanged(tmp_path):
    content = lines(MAX_LINES)
    meta = {"tool_key": 7}
    out, out_meta = truncate.truncate_output(content, meta, call_id="c", workspace=tmp_path)
    assert out is content and out_meta is meta
    assert not (tmp_path / ".ctxmagic").exists()


def test_2001_lines_keeps_2000_and_saves_the_full_output(tmp_path):
    content = lines(MAX_LINES + 1)
    out, meta = cap(content, tmp_path)
    head = out.split("\n\n[Output truncated")[0] + "\n"
    assert head == lines(MAX_LINES)
    assert meta["truncated"] is True and meta["tool_key"] == 7
    assert meta["cap"]["lines_omitted"] == 1
    assert meta["cap"]["bytes_omitted"] == 11  # one 10-digit line and its newline
    path = saved_path(out)
    assert meta["full_output_path"] == path
    assert (tmp_path / path).read_bytes() == content.encode("utf-8")
    assert "1 line (11 bytes) omitted" in out


def test_the_note_tells_the_model_how_to_read_the_rest_with_view(tmp_path):
    content = lines(MAX_LINES + 30)
    out, _ = cap(content, tmp_path)
    m = re.search(r"view path=(\S+) offset=(\d+)", out)
    assert m, out
    result = VIEW.run({"path": m.group(1), "offset": int(m.group(2))}, ToolContext(tmp_path))
    first = result.content.splitlines()[0]
    assert first == f"{MAX_LINES + 1:6d}\t{MAX_LINES + 1:010d}"


def test_exactly_51200_bytes_is_unchanged_and_one_more_byte_truncates(tmp_path):
    row = "y" * 99 + "\n"  # 100 bytes, so 512 rows are exactly 50 KB in far fewer than 2000 lines
    content = row * 512
    assert len(content.encode()) == MAX_BYTES
    assert cap(content, tmp_path)[0] is content
    out, meta = cap(content + "z", tmp_path)
    assert out.startswith(content) and "z" not in out.split("[Output truncated")[0]
    assert meta["cap"] == {
        "max_lines": MAX_LINES,
        "max_bytes": MAX_BYTES,
        "lines_total": 513,
        "bytes_total": MAX_BYTES + 1,
        "lines_omitted": 1,
        "bytes_omitted": 1,
        "at_source": False,  # the tool had not cut it: only this cap did
    }


def test_bytes_are_utf8_bytes_not_characters(tmp_path):
    row = "€" * 33 + "\n"  # 100 bytes in 34 characters
    content = row * 512
    assert len(content) < MAX_BYTES and len(content.encode()) == MAX_BYTES
    assert cap(content, tmp_path)[0] is content
    out, meta = cap(content + "€", tmp_path)
    assert out.split("\n\n[Output truncated")[0] + "\n" == content
    assert meta["cap"]["bytes_omitted"] == 3


def test_a_single_line_over_the_byte_cap_is_cut_between_characters(tmp_path):
    content = "€" * 17067  # 51201 bytes, one line
    out, meta = cap(content, tmp_path)
    head = out.split("\n\n[Output truncated")[0]
    assert head == "€" * 17066  # 51198 bytes: the next character would cross the cap
    assert "\ufffd" not in out
    assert meta["cap"]["bytes_omitted"] == 3 and meta["cap"]["lines_omitted"] == 0
    assert "the start of line 1" in out
    assert (tmp_path / saved_path(out)).read_text(encoding="utf-8") == content


def test_whole_lines_only_when_a_later_line_would_cross_the_cap(tmp_path):
    first = "a" * 100 + "\n"
    content = first + "é" * 30000 + "\n"  # the second line alone is 60001 bytes
    out, meta = cap(content, tmp_path)
    assert out.split("\n\n[Output truncated")[0] + "\n" == first
    assert meta["cap"]["lines_omitted"] == 1


def test_small_caps_and_line_cap_win_over_byte_cap(tmp_path):
    out, meta = cap("a\nb\nc\n", tmp_path, max_lines=2, max_bytes=100)
    assert out.startswith("a\nb\n\n[Output truncated: showing the first 2 of 3 lines")
    assert meta["cap"]["lines_omitted"] == 1


def test_output_over_views_limit_points_at_grep_and_sed_instead(tmp_path):
    content = "q" * 99 + "\n"
    content = content * 3000  # 300 KB: view refuses files over 250 KB
    out, _ = cap(content, tmp_path)
    assert "sed -n" in out and "view path=" not in out


def test_call_ids_become_safe_distinct_file_names_inside_the_outputs_dir(tmp_path):
    paths = set()
    for call_id in ("../../escape", "a/b", "a_b", "toolu_01ABC", ""):
        out, meta = cap(lines(3), tmp_path, call_id=call_id, max_lines=1)
        target = (tmp_path / meta["full_output_path"]).resolve()
        assert target.parent == (tmp_path / ".ctxmagic" / "outputs").resolve()
        assert target.read_text() == lines(3)
        paths.add(meta["full_output_path"])
    assert len(paths) == 5
    assert truncate.output_path("toolu_01ABC") == ".ctxmagic/outputs/toolu_01ABC.txt"


def test_an_unwritable_workspace_still_caps_and_says_the_file_is_missing(tmp_path):
    (tmp_path / ".ctxmagic").write_text("a file where the directory should be")
    out, meta = cap(lines(MAX_LINES + 1), tmp_path)
    assert out.startswith(lines(MAX_LINES)) and "could not be saved" in out
    assert "saved at" not in out and meta["full_output_path"] is None
    assert meta["cap"]["save_error"]


@pytest.mark.parametrize("limits", [{"max_lines": 0}, {"max_bytes": 0}])
def test_caps_below_one_are_refused(tmp_path, limits):
    with pytest.raises(ConfigError, match="must be a whole number from 1 to"):
        cap("x", tmp_path, **limits)


# --- apply: the request-only pass over stored results ------------------------------------------


def ctx(tmp_path: Path, **settings) -> StrategyContext:
    return StrategyContext(
        counter=TokenCounter(),
        window=200_000,
        budget=150_000,
        context_tokens=0,
        settings=settings,
        workspace=tmp_path,
        now_ms=1,
    )


def history(*results: ToolResultPart) -> list[Message]:
    calls = [ToolCallPart(id=r.tool_call_id, name=r.name, input={}) for r in results]
    return [
        user_message("look"),
        Message(role="assistant", parts=list(calls)),
        tool_message(list(results)),
    ]


def test_apply_caps_stored_results_for_the_request_only(tmp_path):
    big = ToolResultPart("c1", "bash", lines(MAX_LINES + 500), metadata={"exit_code": 0})
    small = ToolResultPart("c2", "view", lines(3))
    messages = history(big, small)
    before = [m.to_dict() for m in messages]
    c = ctx(tmp_path)
    out, report = apply_one("truncate", messages, c)
    assert [m.to_dict() for m in messages] == before  # input untouched
    assert report.persist == [] and report.created == []
    cut = out[2].parts[0]
    assert isinstance(cut, ToolResultPart) and cut.metadata["cap"]["lines_omitted"] == 500
    assert cut.metadata["exit_code"] == 0
    assert out[2].parts[1] == small and out[:2] == messages[:2]
    [change] = report.changes
    assert (change.action, change.message_id, change.index) == ("truncated", messages[2].id, 0)
    assert change.tokens_before == c.counter.part(big) > change.tokens_after
    assert change.tokens_after == c.counter.part(cut)
    assert report.tokens_before == c.counter.messages(messages)
    assert report.tokens_after == c.counter.messages(out)
    assert report.before == messages and report.after == out
    # pure: the full output is handed over to be saved with the request, not written here
    assert report.outputs == {"c1": big.content}
    assert not (tmp_path / ".ctxmagic").exists()
    assert ".ctxmagic/outputs/c1.txt" in cut.content


def test_saving_with_the_request_keeps_an_existing_full_output_file(tmp_path):
    saved = tmp_path / ".ctxmagic" / "outputs" / "c1.txt"
    saved.parent.mkdir(parents=True)
    saved.write_text("what the tool really returned")
    _, report = apply_one(
        "truncate", history(ToolResultPart("c1", "bash", lines(50))), ctx(tmp_path, max_lines=10)
    )
    for call_id, content in report.outputs.items():
        truncate.save_output(tmp_path, call_id, content, overwrite=False)
    assert saved.read_text() == "what the tool really returned"


def test_apply_skips_results_already_capped_or_pruned(tmp_path):
    content, meta = cap(lines(MAX_LINES + 1), tmp_path)
    capped = ToolResultPart("c1", "bash", content, metadata=meta)
    pruned = ToolResultPart("c2", "bash", lines(MAX_LINES + 1), pruned_at=5)
    messages = history(capped, pruned)
    out, report = apply_one("truncate", messages, ctx(tmp_path))
    assert out == messages and report.changes == [] and not report.acted
    assert report.outputs == {}


def test_apply_reads_its_caps_from_settings_and_rejects_unknown_ones(tmp_path):
    messages = history(ToolResultPart("c1", "grep", lines(11)))
    out, report = apply_one("truncate", messages, ctx(tmp_path, max_lines=10))
    assert len(report.changes) == 1
    assert out[2].parts[0].content.startswith(lines(10) + "\n[Output truncated")
    assert apply_one("truncate", messages, ctx(tmp_path, max_lines=11))[1].changes == []
    with pytest.raises(ConfigError, match="valid parameters: max_lines, max_bytes"):
        apply_one("truncate", messages, ctx(tmp_path, max_line=10))
    with pytest.raises(ConfigError, match="max_lines must be a whole number"):
        apply_one("truncate", messages, ctx(tmp_path, max_lines="10"))


def test_a_result_its_tool_already_cut_keeps_all_its_lines(tmp_path):
    """docs/strategies.md: a tool's own cut is left alone unless still over the byte cap. It
    was cut again at 2,000 lines, which dropped the tail bash keeps on purpose (`seq 1 8000`
    answered "2000" for the last number)."""
    content = lines(MAX_LINES + 500)  # 27,511 bytes: within the byte cap
    meta = {"truncated": True, "lines_truncated": 1_800}
    out, out_meta = truncate.truncate_output(content, meta, call_id="c", workspace=tmp_path)
    assert out is content and out_meta is meta
    stored = ToolResultPart("c1", "bash", content, metadata=dict(meta))
    out_messages, report = apply_one("truncate", history(stored), ctx(tmp_path))
    assert out_messages[2].parts[0] is stored and report.changes == []


def test_a_result_its_tool_cut_is_still_held_to_the_byte_cap(tmp_path):
    content = lines(MAX_LINES, width=40)  # 82,000 bytes in 2,000 lines: view can return this
    out, meta = cap(content, tmp_path)
    out_tool, meta_tool = truncate.truncate_output(
        content, {"truncated": True}, call_id="c9", workspace=tmp_path
    )
    assert meta_tool["cap"]["bytes_omitted"] == meta["cap"]["bytes_omitted"] > 0
    assert len(out_tool.encode()) < MAX_BYTES + 1_000


def test_bash_keeps_its_tail_through_the_default_policy(tmp_path, workspace):
    """End to end: the last line of a long command's output reaches the model."""
    from ctxmagic.tools.bash import run_bash

    result = run_bash({"command": "seq 1 8000"}, ToolContext(workspace=workspace))
    assert result.metadata["truncated"] is True and "8000" in result.content
    out, _ = truncate.truncate_output(
        result.content, result.metadata, call_id="c", workspace=workspace
    )
    assert out.rstrip().splitlines()[-1].endswith("8000")
