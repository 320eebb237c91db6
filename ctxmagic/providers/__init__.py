"""Provider selection. A paid provider is used only when the user selects it, never because a key
happens to be set in the environment; the default is the offline stand-in."""

from __future__ import annotations

from ..errors import ConfigError
from .base import Provider

DEFAULT_MODELS: dict[str, str] = {
    "offline": "offline",
    "anthropic": "claude-sonnet-4-6",
    "openai": "gpt-5.4",
    "openai-compatible": "",
    "gemini": "gemini-2.5-flash",
}
PROVIDERS: tuple[str, ...] = tuple(DEFAULT_MODELS)
KEY_ENV: dict[str, str] = {
    "anthropic": "ANTHROPIC_API_KEY",
    "openai": "OPENAI_API_KEY",
    "openai-compatible": "OPENAI_API_KEY",
    "gemini": "GEMINI_API_KEY",
}


def default_model(provider: str) -> str:
    model = DEFAULT_MODELS.get(provider, "")
    if not model:
        raise ConfigError(
            f"provider {provider!r} has no default model: set %config CtxMagic.model = '<name>' "
            "and declare it with CtxMagic.models if the catalog does not know it"
        )
    return model


def make_provider(
    name: str,
    *,
    base_url: str = "",
    api_key_env: str = "",
    api_key: str | None = None,
    offline_delay: float = 0.0,
) -> Provider:
    """Build the provider called ``name``; keys come from the environment (or ``api_key``)."""
    if name == "offline":
        from .offline import OfflineProvider

        return OfflineProvider(delay=offline_delay)
    if name == "anthropic":
        from .anthropic import AnthropicProvider

        return AnthropicProvider(api_key=api_key, base_url=base_url or None)
    if name in ("openai", "openai-compatible", "gemini"):
        from .openai import OpenAIProvider

        env = api_key_env or KEY_ENV[name]
        if name == "gemini" and not base_url:
            base_url = "https://generativelanguage.googleapis.com/v1beta/openai/"
        if name == "openai-compatible" and not base_url:
            raise ConfigError(
                "provider 'openai-compatible' needs a server: "
                "%config CtxMagic.base_url = 'http://localhost:8000/v1'"
            )
        return OpenAIProvider(
            api_key=api_key,
            base_url=base_url or None,
            compatible=name != "openai",
            api_key_env=env,
        )
    raise ConfigError(f"unknown provider {name!r}; choose one of {', '.join(PROVIDERS)}")
