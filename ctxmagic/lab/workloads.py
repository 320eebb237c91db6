"""Workloads for the lab: synthetic sessions from a few parameters, and reference traces.

``synthetic`` builds a session without running anything: each turn is a prompt, a number of tool
rounds whose outputs are drawn from a size distribution, and an answer, with a think time between
turns and a step time between the requests of a turn. Its text is made of code-like lines (paths,
symbols, numbers), so the fidelity probe has identifiers to find.

The reference traces (``reference(name)``) were recorded by running the offline model over real
code nobody here wrote: packages of Python's own standard library copied into a temporary
workspace, asked questions generated from their definitions. ``record_reference`` remakes them
(``python -m ctxmagic.lab``); they ship gzipped in ``ctxmagic/lab/traces/``.
"""

from __future__ import annotations

import ast
import random
import shutil
import sys
import sysconfig
import tempfile
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from ..context.assemble import system_blocks
from ..context.externalize import memory_block
from ..errors import ConfigError
from ..messages.ids import new_id
from ..messages.parts import FinishPart, Message, TextPart, ToolCallPart, ToolResultPart
from ..model.tokens import count_text
from ..model.usage import Usage
from ..tools.registry import TOOLS, tool_specs
from .trace import Recorded, Trace

START_MS = 1_767_225_600_000  # 2026-01-01 00:00 UTC: synthetic clocks start here
SIZES = ("fixed", "lognormal", "pareto")


@dataclass(frozen=True)
class Workload:
    """The parameters of a synthetic session."""

    turns: int = 20
    tokens_per_turn: int = 3000  # new tokens a turn adds: prompt, tool outputs and answer
    tool_rounds: int = 1  # requests with tool calls per turn (then one answer request)
    sizes: str = "lognormal"  # how tool output sizes vary around their mean
    spread: float = 0.8  # lognormal sigma, or pareto shape's inverse
    prompt_tokens: int = 60
    answer_tokens: int = 250
    think_seconds: float = 60.0  # between turns (the user reading and typing)
    step_seconds: float = 8.0  # between the requests of a turn (model and tools)
    seed: int = 0

    def check(self) -> None:
        if self.turns < 1 or self.tokens_per_turn < 1 or self.tool_rounds < 0:
            raise ConfigError("a workload needs turns >= 1, tokens_per_turn >= 1, tool_rounds >= 0")
        if self.sizes not in SIZES:
            raise ConfigError(f"sizes must be one of {', '.join(SIZES)}; got {self.sizes!r}")
        if self.think_seconds < 0 or self.step_seconds < 0 or self.spread < 0:
            raise ConfigError("think_seconds, step_seconds and spread must be >= 0")


WORDS = (
    "config cache parser token window request session store result summary index buffer "
    "reader writer handler context message prompt budget entry value record chunk stream"
).split()


class _Text:
    """Code-like lines with paths, symbols and numbers, to a token count."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def line(self) -> str:
        r = self.rng
        a, b = r.choice(WORDS), r.choice(WORDS)
        kind = r.randrange(4)
        if kind == 0:
            return f"def {a}_{b}(self, {r.choice(WORDS)}: int = {r.randrange(100, 99999)}):"
        if kind == 1:
            return f"src/{a}/{b}_{r.randrange(1000)}.py:{r.randrange(1, 900)}: {a}.{b}()"
        if kind == 2:
            return f"    {a.capitalize()}{b.capitalize()}({r.choice(WORDS)}={r.random():.4f})"
        return f"    # {a} {b} {r.choice(WORDS)} {r.choice(WORDS)} {r.randrange(10, 10000)}"

    def of(self, tokens: int) -> str:
        lines: list[str] = []
        used = 0
        while used < tokens:
            line = self.line()
            lines.append(line)
            used += count_text(line + "\n")
        return "\n".join(lines)


def _sizes(w: Workload, rng: random.Random, total: int, n: int) -> list[int]:
    """``n`` tool output sizes summing to about ``total``, drawn from the workload's distribution."""
    if n == 0:
        return []
    if w.sizes == "fixed" or w.spread == 0:
        draws = [1.0] * n
    elif w.sizes == "lognormal":
        draws = [rng.lognormvariate(0, w.spread) for _ in range(n)]
    else:
        draws = [rng.paretovariate(1 / w.spread if w.spread else 3.0) for _ in range(n)]
    scale = total / sum(draws)
    return [max(int(d * scale), 1) for d in draws]


def synthetic(workload: Workload | None = None, **values: object) -> Trace:
    """A synthetic session (``Workload`` fields as keywords), deterministic for a seed."""
    w = workload or Workload(**values)  # type: ignore[arg-type]
    w.check()
    rng = random.Random(w.seed)
    text = _Text(rng)
    tool_budget = max(w.tokens_per_turn - w.prompt_tokens - w.answer_tokens, 1)
    messages: list[Message] = []
    responses: dict[str, Recorded] = {}
    clock = START_MS
    step_ms, think_ms = int(w.step_seconds * 1000), int(w.think_seconds * 1000)
    for turn in range(1, w.turns + 1):
        if turn > 1:
            clock += think_ms
        messages.append(_message("user", [TextPart(f"Turn {turn}: " + text.of(w.prompt_tokens))]))
        for size in _sizes(w, rng, tool_budget, w.tool_rounds):
            call = ToolCallPart(new_id("call"), "view", {"path": f"src/{rng.choice(WORDS)}.py"})
            reply = _message("assistant", [TextPart("Reading it."), call, FinishPart("tool_use")])
            messages.append(reply)
            responses[reply.id] = _recorded(clock, "Reading it." + call.name + str(call.input))
            clock += step_ms
            result = ToolResultPart(call.id, "view", text.of(size))
            messages.append(_message("tool", [result]))
        answer = text.of(w.answer_tokens)
        final = _message("assistant", [TextPart(answer), FinishPart("end_turn")])
        messages.append(final)
        responses[final.id] = _recorded(clock, answer)
    with tempfile.TemporaryDirectory() as empty:
        memory = memory_block(empty)
    name = (
        f"synthetic: {w.turns} turns x {w.tokens_per_turn:,} tokens, {w.tool_rounds} tool "
        f"round(s), {w.sizes} sizes, seed {w.seed}"
    )
    return Trace(
        messages=messages,
        responses=responses,
        system=system_blocks("/synthetic", context_files=[]),
        tools=tool_specs(list(TOOLS)),
        externalized=[memory],
        external_tools=tool_specs(["memory"]),
        title=name,
        provider="offline",
        model="offline",
        priced_as="",
        window=0,
        policy={"strategies": [], "params": {}},
        workspace="/synthetic",
        source=name,
    )


def _message(role: str, parts: list) -> Message:
    return Message(role=role, parts=parts, created_at=START_MS)


def _recorded(at_ms: int, output_text: str) -> Recorded:
    return Recorded(at_ms=at_ms, usage=Usage(output=count_text(output_text)))


# ---------------------------------------------------------------------------------------------
# Reference traces

REFERENCE = {
    # name: (standard library packages copied, turns)
    "stdlib-json": (("json",), 12),
    "stdlib-email": (("email",), 30),
    "stdlib-200": (("json", "http", "email", "logging"), 67),
}


def reference_names() -> list[str]:
    return sorted(REFERENCE)


def reference(name: str) -> Trace:
    """A reference trace shipped with ctxmagic (``reference_names()`` lists them)."""
    if name not in REFERENCE:
        raise ConfigError(f"no reference trace {name!r}; choose from {', '.join(REFERENCE)}")
    path = resources.files("ctxmagic.lab").joinpath(f"traces/{name}.json.gz")
    with resources.as_file(path) as file:
        return Trace.load(file)


SAMPLES = "traces/sample-sessions.tar.gz"


def sample_sessions() -> Path:
    """A folder of other agents' session logs shipped with ctxmagic (Claude Code 2.1.332 with a
    sub-agent and a compaction, Codex 0.171.0, pi 0.73.1, opencode 1.18.33; written by the real
    agents against a stub model: tests/fixtures/sessions/README.md), unpacked once into the
    temporary folder. Point ``%ctx lab --from`` at it to try the importers without logs of your
    own."""
    import hashlib
    import tarfile

    source = resources.files("ctxmagic.lab").joinpath(SAMPLES)
    with resources.as_file(source) as archive:
        data = Path(archive).read_bytes()
        folder = Path(tempfile.gettempdir()) / (
            "ctxmagic-sample-sessions-" + hashlib.sha256(data).hexdigest()[:12]
        )
        if not (folder / "done").is_file():
            staging = Path(tempfile.mkdtemp(prefix="ctxmagic-samples-"))
            with tarfile.open(archive) as tar:
                tar.extractall(staging, filter="data")
            (staging / "done").write_text("")
            try:
                staging.rename(folder)
            except OSError:  # another process unpacked it first
                shutil.rmtree(staging, ignore_errors=True)
    return folder


def questions(root: Path, count: int, seed: int = 0) -> list[str]:
    """Questions about the Python code under ``root``, made from its definitions."""
    rng = random.Random(seed)
    names: list[tuple[str, str]] = []
    for path in sorted(root.rglob("*.py")):
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (SyntaxError, UnicodeDecodeError):
            continue
        rel = path.relative_to(root).as_posix()
        for node in tree.body:
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and not node.name.startswith("_"):
                names.append((node.name, rel))
    if not names:
        raise ConfigError(f"no Python definitions under {root}")
    forms = (
        "Where is `{name}` defined, and what does it do?",
        "Which code calls `{name}`?",
        "How does `{name}` in {path} handle errors?",
        "What does {path} contain?",
    )
    out = []
    for i in range(count):
        name, path = rng.choice(names)
        out.append(forms[i % len(forms)].format(name=name, path=path))
    return out


THINK_SECONDS = 45.0  # between the turns of a reference trace (under the 5-minute TTL)


def record_reference(name: str, dest: Path) -> Trace:
    """Run the offline model over copies of the reference's packages and save its trace.

    Recorded with a new session's defaults (truncate + summarize, the offline model's window);
    the trace keeps the tools' outputs in full (capped ones come back from their saved files).
    The recording runs in milliseconds; its turns are then spread ``THINK_SECONDS`` apart, as a
    user's are.
    """
    from ..agent.loop import run_turn
    from ..runtime import Runtime
    from .trace import from_store

    packages, turns = REFERENCE[name]
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    with tempfile.TemporaryDirectory(prefix="ctxmagic-ref-") as tmp:
        workspace = Path(tmp) / "workspace"
        for package in packages:
            shutil.copytree(
                stdlib / package,
                workspace / package,
                ignore=shutil.ignore_patterns("__pycache__", "test", "tests"),
            )
        runtime = Runtime(workspace=str(workspace))
        try:
            agent = runtime.open(title=name)
            for prompt in questions(workspace, turns):
                run_turn(agent, prompt)
            trace = from_store(runtime.store, agent.session_id)
        finally:
            runtime.close()
    _think_gaps(trace, THINK_SECONDS)
    trace.title = name
    trace.source = (
        f"offline model over Python {sys.version_info.major}.{sys.version_info.minor}'s "
        f"{', '.join(packages)} ({turns} turns)"
    )
    trace.workspace = ""
    trace.notes = []
    trace.save(dest / f"{name}.json.gz")
    return trace


def _think_gaps(trace: Trace, seconds: float) -> None:
    """Spread a freshly recorded trace's turns ``seconds`` apart (recording runs in
    milliseconds; a user reads and types between turns)."""
    shift = 0
    previous = None
    for message in trace.messages:
        recorded = trace.responses.get(message.id)
        if recorded is None:
            if message.role == "user" and previous is not None:
                shift += int(seconds * 1000)
            continue
        recorded.at_ms += shift
        previous = recorded
