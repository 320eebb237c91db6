"""The provider registry: each provider declares its key variables, server and default model.

A paid provider is used only when the user selects it, never because a key happens to be set in
the environment; the default is the offline stand-in. Keys are read from the environment when a
request is sent (so a key typed with ``%ctx key`` after ``%load_ext`` is picked up), and a
provider that needs one refuses to start a turn without it. Importing this module is cheap: the
SDKs load when a provider is made.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..errors import AuthError, ConfigError
from .keys import read_key

if TYPE_CHECKING:
    from ..model.request import Provider
    from .retry import Timeouts

GEMINI_OPENAI_BASE_URL = "https://generativelanguage.googleapis.com/v1beta/openai/"


@dataclass(frozen=True)
class ProviderSpec:
    name: str
    key_env: tuple[str, ...] = ()  # variables read for the key, first set wins
    key_required: bool = True
    base_url: str = ""  # the default server ("" = the SDK's own)
    default_model: str = ""
    small_model: str = ""  # the title agent's default (opencode's "small model")
    models_of: str = ""  # the catalog provider of the models it runs ("" = any but offline)
    label: str = ""

    def key_variables(self, api_key_env: str = "") -> tuple[str, ...]:
        """The variables to read: the user's ``CtxMagic.api_key_env`` wins over the defaults."""
        return (api_key_env,) if api_key_env else self.key_env

    def key(self, api_key_env: str = "") -> str | None:
        return read_key(self.key_variables(api_key_env))

    def require_key(self, api_key_env: str = "") -> None:
        """Refuse, before anything is sent or saved, when the provider needs a key and has none."""
        if not self.key_required or self.key(api_key_env):
            return
        names = self.key_variables(api_key_env)
        raise AuthError(
            f"no {self.label or self.name} API key: set {' or '.join(names)} before starting "
            f"Jupyter, or type it at a hidden prompt with `%ctx key {names[0]}`, "
            "or use the offline model"
        )


SPECS: dict[str, ProviderSpec] = {
    spec.name: spec
    for spec in (
        ProviderSpec("offline", key_required=False, default_model="offline", models_of="offline"),
        ProviderSpec(
            "anthropic",
            ("ANTHROPIC_API_KEY",),
            default_model="claude-sonnet-4-6",
            small_model="claude-haiku-4-5",
            models_of="anthropic",
            label="Anthropic",
        ),
        ProviderSpec(
            "openai",
            ("OPENAI_API_KEY",),
            default_model="gpt-5.4",
            small_model="gpt-5.4-nano",
            models_of="openai",
            label="OpenAI",
        ),
        # the same models through the Responses API (providers/openai_responses.py)
        ProviderSpec(
            "openai-responses",
            ("OPENAI_API_KEY",),
            default_model="gpt-5.4",
            small_model="gpt-5.4-nano",
            models_of="openai",
            label="OpenAI",
        ),
        # a local server (vLLM, Ollama, llama.cpp) usually needs no key
        ProviderSpec("openai-compatible", ("OPENAI_API_KEY",), key_required=False),
        ProviderSpec(
            "gemini",
            ("GEMINI_API_KEY", "GOOGLE_API_KEY"),
            base_url=GEMINI_OPENAI_BASE_URL,
            default_model="gemini-2.5-flash",
            small_model="gemini-2.5-flash-lite",
            models_of="gemini",
            label="Gemini",
        ),
    )
}
PROVIDERS: tuple[str, ...] = tuple(SPECS)
KEY_ENV: dict[str, str] = {name: s.key_env[0] for name, s in SPECS.items() if s.key_env}


def spec(name: str) -> ProviderSpec:
    try:
        return SPECS[name]
    except KeyError:
        raise ConfigError(
            f"unknown provider {name!r}; choose one of {', '.join(PROVIDERS)}"
        ) from None


def default_model(provider: str) -> str:
    model = spec(provider).default_model
    if not model:
        raise ConfigError(
            f"provider {provider!r} has no default model: set %config CtxMagic.model = '<name>' "
            "and declare it with CtxMagic.models if the catalog does not know it"
        )
    return model


def require_server(name: str, base_url: str = "") -> str:
    """The server ``name`` talks to (``base_url``, else the provider's own); an OpenAI-compatible
    provider has none of its own, so it needs one given (checked before anything is saved)."""
    base_url = base_url or spec(name).base_url
    if name == "openai-compatible" and not base_url:
        raise ConfigError(
            "provider 'openai-compatible' needs a server: "
            "%config CtxMagic.base_url = 'http://localhost:8000/v1'"
        )
    return base_url


def make_provider(
    name: str,
    *,
    base_url: str = "",
    api_key_env: str = "",
    api_key: str | None = None,
    offline_delay: float = 0.0,
    offline_latency: float = 0.0,
    biller: Any = None,
    workspace: Any = None,
    timeouts: Timeouts | None = None,
) -> Provider:
    """Build the provider called ``name``; keys come from the environment (or ``api_key``).
    ``workspace`` is the directory the offline stand-in indexes (other providers ignore it);
    ``timeouts`` bound how long a real provider's request waits to connect and for each chunk."""
    s = spec(name)
    if name == "offline":
        from .offline import OfflineProvider

        return OfflineProvider(
            delay=offline_delay, latency=offline_latency, biller=biller, workspace=workspace
        )
    keys = s.key_variables(api_key_env)
    if name == "anthropic":
        from .anthropic import AnthropicProvider

        return AnthropicProvider(
            api_key=api_key, base_url=base_url or None, key_env=keys, timeouts=timeouts
        )
    if name == "openai-responses":
        from .openai_responses import OpenAIResponsesProvider

        return OpenAIResponsesProvider(
            api_key=api_key, base_url=base_url or None, key_env=keys, timeouts=timeouts
        )
    from .openai import OpenAIProvider

    base_url = require_server(name, base_url)
    return OpenAIProvider(
        api_key=api_key,
        base_url=base_url or None,
        compatible=name != "openai",
        key_env=keys,
        key_required=s.key_required,
        name=name,
        timeouts=timeouts,
    )
