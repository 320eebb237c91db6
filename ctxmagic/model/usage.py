"""Token usage as an addable value object, with the providers' semantics normalised.

Canonical meaning, whatever the provider: ``input`` is the uncached input (billed at the base
price), ``cache_read`` and ``cache_write_*`` are the cached parts, so the whole prompt is
``input + cache_read + cache_write``. Anthropic already reports it this way; OpenAI and Gemini
report cached tokens as a *subset* of the prompt, which ``from_openai`` subtracts. Cache reads are
never output (opencode's Go version counted them as completion tokens and inflated its meter).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .catalog import ModelInfo


def _get(obj: Any, name: str, default: Any = None) -> Any:
    if obj is None:
        return default
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


def _int(value: Any) -> int:
    return int(value or 0)


@dataclass(frozen=True)
class Usage:
    input: int = 0
    output: int = 0
    cache_read: int = 0
    cache_write_5m: int = 0
    cache_write_1h: int = 0
    reasoning: int = 0  # part of output, reported apart when the provider does

    def __post_init__(self) -> None:
        for name in _FIELDS:
            if getattr(self, name) < 0:
                raise ValueError(f"Usage.{name} must be >= 0, got {getattr(self, name)}")

    @property
    def cache_write(self) -> int:
        return self.cache_write_5m + self.cache_write_1h

    @property
    def prompt(self) -> int:
        """Every input token of the request, cached or not: the context the model saw."""
        return self.input + self.cache_read + self.cache_write

    @property
    def context(self) -> int:
        """Prompt plus output: what the next request will carry at least."""
        return self.prompt + self.output

    @property
    def cache_hit_rate(self) -> float:
        return self.cache_read / self.prompt if self.prompt else 0.0

    def __add__(self, other: Usage) -> Usage:
        if not isinstance(other, Usage):
            return NotImplemented
        return Usage(
            **{f.name: getattr(self, f.name) + getattr(other, f.name) for f in fields(self)}
        )

    def __radd__(self, other: Any) -> Usage:
        """Lets ``sum(usages)`` start from 0."""
        if other == 0:
            return self
        return self.__add__(other)

    def blend(self, other: Usage, share: float) -> Usage:
        """The expected bill when ``other`` happens with probability ``share`` and this one
        otherwise, in whole tokens; the prompt stays this one's (largest remainders)."""
        mix = {
            f.name: (1 - share) * getattr(self, f.name) + share * getattr(other, f.name)
            for f in fields(self)
        }
        whole = {name: int(value) for name, value in mix.items()}
        parts = ("input", "cache_read", "cache_write_5m", "cache_write_1h")
        short = self.prompt - sum(whole[name] for name in parts)
        for name in sorted(parts, key=lambda n: whole[n] - mix[n])[:short]:
            whole[name] += 1
        whole["output"], whole["reasoning"] = round(mix["output"]), round(mix["reasoning"])
        return Usage(**whole)

    def to_dict(self) -> dict[str, int]:
        return {f: getattr(self, f) for f in _FIELDS}  # asdict() deep-copies: slow, per step

    @classmethod
    def from_dict(cls, value: dict[str, Any] | None) -> Usage:
        names = {f.name for f in fields(cls)}
        return cls(**{k: _int(v) for k, v in (value or {}).items() if k in names})

    @classmethod
    def from_anthropic(cls, usage: Any) -> Usage:
        """Anthropic: input_tokens counts only tokens after the last cache breakpoint.

        ``output_tokens_details.thinking_tokens`` (newer API versions) is the reasoning share.
        """
        write_total = _int(_get(usage, "cache_creation_input_tokens"))
        creation = _get(usage, "cache_creation")
        w5 = _int(_get(creation, "ephemeral_5m_input_tokens"))
        w1 = _int(_get(creation, "ephemeral_1h_input_tokens"))
        if creation is None or (w5 + w1 == 0 and write_total):
            w5, w1 = write_total, 0
        return cls(
            input=_int(_get(usage, "input_tokens")),
            output=_int(_get(usage, "output_tokens")),
            cache_read=_int(_get(usage, "cache_read_input_tokens")),
            cache_write_5m=w5,
            cache_write_1h=w1,
            reasoning=_int(_get(_get(usage, "output_tokens_details"), "thinking_tokens")),
        )

    @classmethod
    def from_openai(cls, usage: Any) -> Usage:
        """OpenAI Chat Completions (and compatible servers, Gemini included).

        ``prompt_tokens`` includes ``cached_tokens`` (and ``cache_write_tokens`` where reported),
        so both are subtracted to get the uncached input.
        """
        prompt = _int(_get(usage, "prompt_tokens", _get(usage, "input_tokens")))
        details = _get(usage, "prompt_tokens_details", _get(usage, "input_tokens_details"))
        cached = _int(_get(details, "cached_tokens"))
        written = _int(_get(details, "cache_write_tokens", _get(usage, "cache_write_tokens")))
        out_details = _get(usage, "completion_tokens_details", _get(usage, "output_tokens_details"))
        return cls(
            input=max(prompt - cached - written, 0),
            output=_int(_get(usage, "completion_tokens", _get(usage, "output_tokens"))),
            cache_read=cached,
            cache_write_5m=written,
            reasoning=_int(_get(out_details, "reasoning_tokens")),
        )

    def cost(self, model: ModelInfo) -> float:
        """Dollars, from the catalog's per-million prices (opencode's TrackUsage, names fixed)."""
        return (
            self.input * model.price_input
            + self.output * model.price_output
            + self.cache_read * model.price_cache_read
            + self.cache_write_5m * model.price_cache_write_5m
            + self.cache_write_1h * model.price_cache_write_1h
        ) / 1_000_000

    def __str__(self) -> str:
        parts = [f"input={self.input:,}", f"output={self.output:,}"]
        if self.cache_read:
            parts.append(f"cache_read={self.cache_read:,}")
        if self.cache_write_5m:
            parts.append(f"cache_write_5m={self.cache_write_5m:,}")
        if self.cache_write_1h:
            parts.append(f"cache_write_1h={self.cache_write_1h:,}")
        if self.reasoning:
            parts.append(f"reasoning={self.reasoning:,}")
        return "Usage(" + ", ".join(parts) + ")"

    def _repr_html_(self) -> str:
        rows = "".join(
            f"<tr><td>{name}</td><td style='text-align:right'>{value:,}</td></tr>"
            for name, value in (
                ("uncached input", self.input),
                ("cache read", self.cache_read),
                ("cache write 5m", self.cache_write_5m),
                ("cache write 1h", self.cache_write_1h),
                ("output", self.output),
                ("  of which reasoning", self.reasoning),
                ("prompt total", self.prompt),
            )
        )
        return f"<table class='ctxmagic-usage'>{rows}</table>"


_FIELDS = tuple(f.name for f in fields(Usage))
