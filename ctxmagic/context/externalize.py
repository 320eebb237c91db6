"""Externalize (DESIGN 2.6): keep what must survive compaction outside the messages array.

Three pieces, each a setting: a memory directory the model reads and writes with the ``memory``
tool (its index goes into the system prompt), a repo map of the workspace's most used definitions
(a system block within ``repo_map_tokens``), and the project context files (AGENTS.md, CLAUDE.md,
...) that assembly already injects. None of them touches the history, so ``apply`` changes
nothing and the messages' prompt cache is untouched.

One cost to know: the system prompt sits before the messages in the cache prefix, so when the
memory index or the repo map changes (a note written, a definition added), the next request
re-reads the whole history uncached. Building the blocks once per user turn, not per request,
keeps that to at most one miss a turn.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from ..messages.parts import Message
from ..model.request import SystemBlock
from ..model.tokens import TokenCounter
from ..tools.memory import VIRTUAL_ROOT, format_size, list_memory
from .assemble import system_blocks as assembly_blocks
from .params import Param, check_params, tokens
from .projectfiles import ContextFile, find_context_files
from .repomap import build_repo_map
from .strategy import StrategyContext, StrategyReport

NAME = "externalize"
PARAMS = (
    Param("memory", True, "a memory directory the model reads and writes with the memory tool"),
    Param("repo_map", True, "a map of the workspace's most referenced definitions"),
    tokens("repo_map_tokens", 1024, "the repo map's budget in tokens", low=1),
    Param("context_files", True, "project files such as AGENTS.md and CLAUDE.md"),
)
DEFAULTS: dict[str, Any] = {p.name: p.default for p in PARAMS}
MAX_INDEX_FILES = 50  # memory files named in the index; the rest are counted
CONTEXT_FILE_COLUMNS = ["path", "tokens", "truncated"]
MEMORY_COLUMNS = ["path", "bytes", "modified"]

MEMORY_SOURCE = "memory index"
REPO_MAP_SOURCE = "repo map"


def settings_for(settings: dict[str, Any] | None) -> dict[str, Any]:
    """The defaults overridden by ``settings``, checked."""
    return check_params(NAME, PARAMS, settings)


def memory_block(workspace: str | Path) -> SystemBlock:
    """The memory directory's index and how to use it: check it first, record as you go."""
    files = list_memory(workspace)
    if files:
        shown = [f"- {f.path} ({format_size(f.bytes)})" for f in files[:MAX_INDEX_FILES]]
        if len(files) > MAX_INDEX_FILES:
            shown.append(f"- ... and {len(files) - MAX_INDEX_FILES} more (view {VIRTUAL_ROOT})")
        index = (
            "It holds:\n" + "\n".join(shown) + "\nBefore starting work, view the notes that "
            "bear on the task."
        )
    else:
        index = (
            f"It is empty: create a note (e.g. {VIRTUAL_ROOT}/progress.md) once you have "
            "progress or decisions worth keeping."
        )
    text = (
        f"Memory: you have a persistent memory directory, {VIRTUAL_ROOT}, that you read and write "
        "with the memory tool. It survives context compaction and new sessions; your context "
        f"may be compacted or reset at any time. {index}\n"
        "As you work, record progress, decisions and facts you will need again, and keep the "
        "notes current."
    )
    return SystemBlock(text, source=MEMORY_SOURCE)


def repo_map_block(
    workspace: str | Path, budget_tokens: int, counter: TokenCounter
) -> SystemBlock | None:
    """The repo map within ``budget_tokens`` (the map's own text), or None if nothing fits."""
    repo = build_repo_map(workspace, budget_tokens=budget_tokens, counter=counter)
    if not repo.entries:
        return None
    shown = (
        f"the {len(repo.entries)} most referenced of {repo.definitions_found}"
        if repo.truncated
        else f"all {len(repo.entries)}"
    )
    intro = (
        f"Repo map: {shown} Python definitions in the workspace, most used first, grouped by "
        "file as `line: signature`. Use it to find code; view the file before relying on details."
    )
    return SystemBlock(f"{intro}\n\n{repo.text}", source=REPO_MAP_SOURCE)


def system_blocks(
    workspace: str | Path, settings: dict[str, Any] | None, counter: TokenCounter
) -> list[SystemBlock]:
    """The blocks externalize adds after assembly's (which already holds the context files)."""
    values = settings_for(settings)
    blocks: list[SystemBlock] = []
    if values["memory"]:
        blocks.append(memory_block(workspace))
    if values["repo_map"]:
        block = repo_map_block(workspace, values["repo_map_tokens"], counter)
        if block is not None:
            blocks.append(block)
    return blocks


def tool_names(settings: dict[str, Any] | None) -> list[str]:
    """The optional tools externalize adds to the request: ``memory`` when memory is on."""
    return ["memory"] if settings_for(settings)["memory"] else []


def project_context_files(
    workspace: str | Path, settings: dict[str, Any] | None
) -> list[ContextFile]:
    """The context files assembly should inject: all found, or none when context_files is off.

    Pass the result to ``assemble.system_blocks(context_files=...)``.
    """
    return find_context_files(workspace) if settings_for(settings)["context_files"] else []


def context_files_table_rows(workspace: str | Path, counter: TokenCounter) -> list[list[Any]]:
    """``%ctx context``: [path, tokens, truncated] per project context file.

    Tokens are those of the block as assembly sends it (with its heading), for ``counter``'s model.
    """
    rows: list[list[Any]] = []
    for f in find_context_files(workspace):
        block = assembly_blocks(workspace, context_files=[f])[-1]
        rows.append([f.path, counter.text(block.text), f.truncated])
    return rows


def memory_rows(workspace: str | Path) -> list[list[Any]]:
    """``%ctx context``: [path, bytes, modified (local time)] per memory file."""
    return [
        [f.path, f.bytes, time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(f.modified))]
        for f in list_memory(workspace)
    ]


def apply(messages: list[Message], ctx: StrategyContext) -> tuple[list[Message], StrategyReport]:
    """No change to the messages; the report says what system context externalize adds."""
    values = settings_for(ctx.settings)
    blocks = system_blocks(ctx.workspace, values, ctx.counter)
    total = sum(ctx.counter.text(b.text) for b in blocks)
    pieces = [b.source for b in blocks]
    if pieces:
        note = f"system context: {' + '.join(pieces)} ({total:,} tokens)"
    else:
        note = "system context: none (memory and repo_map are off, or the map is empty)"
    count = ctx.counter.messages(messages)
    report = StrategyReport(
        strategy=NAME,
        tokens_before=count,
        tokens_after=count,
        note=note,
    )
    return messages, report
