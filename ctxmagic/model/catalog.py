"""The model catalog: windows, output limits, prices and cache rules, loaded from a data file.

Numbers that come from providers live in ``data/models.toml`` with their source and the date they
were checked, never in code. Users add or correct models with a TOML file of their own
(``CtxMagic.models_file``) or a dict (``%config CtxMagic.models = {...}``).
"""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass, field, fields, replace
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from ..errors import ConfigError, UnknownModelError
from ..hints import did_you_mean
from ..safety.limits import check_url
from ..safety.userfiles import NotAFile, read_user_file

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on 3.10 only
    import tomli as tomllib


@dataclass(frozen=True)
class ModelInfo:
    id: str
    provider: str  # anthropic | openai | gemini | offline | openai-compatible
    api_name: str = ""
    context_window: int = 0
    default_output: int = 4096
    max_output: int = 4096
    price_input: float = 0.0  # dollars per million tokens
    price_output: float = 0.0
    price_cache_write_5m: float = 0.0
    price_cache_write_1h: float = 0.0
    price_cache_read: float = 0.0
    min_cache_tokens: int = 0
    cache: str = "none"  # which rules in [cache.*] apply: anthropic | openai | gemini | none
    tokenizer: str = "o200k_base"
    token_factor: float = 1.0  # multiply o200k counts by this to estimate this model's tokens
    tokens_estimated: bool = False  # True where no exact offline tokenizer exists
    simulates: str = ""  # offline only: the model whose prices and cache rules it reports as
    source: str = ""
    checked: str = ""
    notes: str = ""
    base_url: str = ""  # OpenAI-compatible endpoint for this model ("" = the provider's default)
    aliases: tuple[str, ...] = ()  # other names that resolve to this entry (dated snapshots)
    # Some providers bill a whole request at higher rates once its prompt passes a threshold.
    long_context_threshold: int = 0  # prompt tokens (input + cache); 0 = one flat rate
    long_context_input_factor: float = 1.0  # applies to input and every cache price
    long_context_output_factor: float = 1.0

    def __post_init__(self) -> None:
        if not self.api_name:
            object.__setattr__(self, "api_name", self.id)
        if isinstance(self.aliases, str):
            object.__setattr__(self, "aliases", (self.aliases,))
        else:
            object.__setattr__(self, "aliases", tuple(self.aliases))

    @property
    def output_budget(self) -> int:
        """Default max_tokens for a request: the model default, clamped to half the window."""
        budget = self.default_output or self.max_output
        if self.context_window:
            budget = min(budget, self.context_window // 2)
        return max(budget, 1)

    def priced_for(self, prompt_tokens: int) -> ModelInfo:
        """This model with the prices that apply to a request whose prompt has this many tokens.

        Providers with long-context tiers bill the *whole* request at the higher rates once the
        prompt (uncached input plus cache reads and writes) exceeds the threshold.
        """
        if not self.long_context_threshold or prompt_tokens <= self.long_context_threshold:
            return self
        fin, fout = self.long_context_input_factor, self.long_context_output_factor
        return replace(
            self,
            price_input=self.price_input * fin,
            price_output=self.price_output * fout,
            price_cache_write_5m=self.price_cache_write_5m * fin,
            price_cache_write_1h=self.price_cache_write_1h * fin,
            price_cache_read=self.price_cache_read * fin,
            long_context_threshold=0,
        )


@dataclass(frozen=True)
class Catalog:
    models: dict[str, ModelInfo]
    cache_rules: dict[str, dict[str, Any]] = field(default_factory=dict)

    def get(self, name: str) -> ModelInfo:
        if name in self.models:
            return self.models[name]
        for info in self.models.values():
            if info.api_name == name or name in info.aliases:
                return info
        names = [*self.models, *(a for m in self.models.values() for a in m.aliases)]
        hint = did_you_mean(name, names, cutoff=0.8)
        raise UnknownModelError(
            f"unknown model {name!r}{f';{hint} or' if hint else ':'} declare it with %config CtxMagic.models = "
            f"{{{name!r}: {{'provider': 'openai-compatible', 'context_window': 32768, "
            "'price_input': 0, 'price_output': 0}} (or a [models.\"...\"] table in "
            "CtxMagic.models_file); `%ctx models` lists the known ones"
        )

    def priced_as(self, model: ModelInfo) -> ModelInfo:
        """The entry whose prices and cache rules bill ``model``: the model itself, or for the
        offline stand-in the model it simulates."""
        return self.get(model.simulates) if model.simulates else model

    def with_models(self, extra: dict[str, dict[str, Any]]) -> Catalog:
        """A copy with user entries added; an entry naming a known model overrides its fields."""
        models = dict(self.models)
        for name, values in extra.items():
            base = models.get(name)
            models[name] = _model(name, values, base)
        return Catalog(models=models, cache_rules=self.cache_rules)


MAX_MODELS_FILE_BYTES = 16 * 1024 * 1024
_FIELDS = {f.name for f in fields(ModelInfo)}


def _model(name: str, values: dict[str, Any], base: ModelInfo | None = None) -> ModelInfo:
    if not isinstance(values, dict):
        raise ConfigError(
            f"model {name!r}: give its fields as a table, e.g. "
            "{'provider': 'openai-compatible', 'context_window': 32768}"
        )
    unknown = set(values) - _FIELDS
    if unknown:
        raise ConfigError(
            f"model {name!r}: unknown field(s) {sorted(unknown)}; valid fields are {sorted(_FIELDS - {'id'})}"
        )
    for key, value in values.items():
        _check_field(name, key, value)
    if base is not None:
        return replace(base, **values)
    if "provider" not in values:
        raise ConfigError(
            f"model {name!r}: 'provider' is required (anthropic, openai, openai-compatible, gemini)"
        )
    return ModelInfo(id=name, **values)


_DEFAULTS = {f.name: f.default for f in fields(ModelInfo)}


def _check_field(name: str, key: str, value: Any) -> None:
    """A user's catalog value has the type of the field's default, and a number is finite, not
    negative, and within what a token count or a price can be."""
    default = _DEFAULTS.get(key)
    if isinstance(default, bool | str) and not isinstance(value, type(default)):
        raise ConfigError(
            f"model {name!r}: {key} must be a {type(default).__name__}, not {value!r}"
        )
    if isinstance(default, int | float) and not isinstance(default, bool):
        number = isinstance(value, int | float) and not isinstance(value, bool)
        if not number or not math.isfinite(value) or not 0 <= value <= 1e9:
            raise ConfigError(
                f"model {name!r}: {key} must be a number from 0 to 1,000,000,000, not {value!r}"
            )
        if isinstance(default, int) and not isinstance(value, int):
            raise ConfigError(f"model {name!r}: {key} must be a whole number, not {value!r}")
    if key == "base_url" and value:
        check_url(value, f"model {name!r}: base_url")


def parse_catalog(data: dict[str, Any]) -> Catalog:
    models = {name: _model(name, values) for name, values in (data.get("models") or {}).items()}
    return Catalog(models=models, cache_rules=dict(data.get("cache") or {}))


@lru_cache(maxsize=1)
def builtin_catalog() -> Catalog:
    text = resources.files("ctxmagic").joinpath("data/models.toml").read_text(encoding="utf-8")
    return parse_catalog(tomllib.loads(text))


def load_catalog(
    models_file: str | Path | None = None, models: dict[str, dict] | None = None
) -> Catalog:
    """The built-in catalog, then a user TOML file, then a dict of overrides, each on top."""
    catalog = builtin_catalog()
    if models_file:
        path = Path(models_file).expanduser()
        try:
            data = tomllib.loads(read_user_file(path, MAX_MODELS_FILE_BYTES).decode("utf-8"))
        except NotAFile as exc:
            raise ConfigError(
                f"models file {str(path)!r} {exc}; point CtxMagic.models_file at a TOML file"
            ) from None
        except FileNotFoundError:
            raise ConfigError(
                f"models file {str(path)!r} does not exist; fix CtxMagic.models_file"
            ) from None
        except UnicodeDecodeError:
            raise ConfigError(
                f"models file {str(path)!r} is not a text file (not UTF-8); point "
                "CtxMagic.models_file at a TOML file"
            ) from None
        except OSError as exc:
            raise ConfigError(
                f"models file {str(path)!r} cannot be read ({exc.strerror}); fix "
                "CtxMagic.models_file"
            ) from None
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError(f"models file {str(path)!r} is not valid TOML: {exc}") from None
        if not isinstance(data.get("models", {}), dict):
            raise ConfigError(
                f'models file {str(path)!r}: write each model as a [models."name"] table'
            )
        catalog = catalog.with_models(data.get("models") or {})
    if models:
        catalog = catalog.with_models(models)
    return catalog
