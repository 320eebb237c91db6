"""The one place that assembles ctxmagic: settings in, a ready agent out.

Everything that runs turns goes through here (the ``%%agent`` magic, the tests, the benchmarks,
the strategy lab, a user's script), so a setting means the same thing everywhere::

    from ctxmagic import open_session

    agent = open_session(workspace="sample_project")
    for event in agent.turn("Where is `line_total` defined?"):
        print(event)

A ``Runtime`` owns one store and the catalog, resolves the model and what it is priced as, builds
the provider from the registry (key variables, server, defaults), the offline stand-in's cache
simulator, the summarizer and the session's context policy, and keeps one agent per open session
so its memory (messages, token counts, cache state) lives from one turn to the next.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from .agent import Agent, AgentSettings, Summarizer
from .catalog import Catalog, ModelInfo, load_catalog
from .context.policy import Policy, parse_policy
from .context.summarize import threshold_tokens
from .errors import ConfigError
from .providers import default_model as provider_default_model
from .providers import make_provider, spec
from .request import Provider
from .store import Session, Store, default_db_path
from .tokens import TokenCounter


@dataclass(frozen=True)
class Settings:
    """Every setting of a runtime; ``%config CtxMagic.<name>`` sets the same names."""

    workspace: str = ""  # the root the tools act in ("": the current directory)
    provider: str = "offline"
    model: str = ""  # a catalog name ("": the provider's default)
    db_path: str = ""  # "": <workspace>/.ctxmagic/sessions.db
    base_url: str = ""  # the server of an OpenAI-compatible provider, or a proxy
    api_key_env: str = ""  # the variable holding the key ("": the provider's usual ones)
    context_window: int = 0  # override the model's window (0: the catalog's)
    max_output_tokens: int = 0  # max_tokens per request (0: model default, <= window/2)
    max_steps: int = 25
    bash_timeout: float = 60.0
    compact_threshold: float = 0.95  # summarize's threshold when the session sets none
    cache_policy: str = "opencode"
    cache_ttl: str = "5m"
    thinking_budget: int = 0
    offline_delay: float = 0.0  # seconds between the offline model's streamed chunks
    offline_simulates: str = ""  # the catalog model the offline stand-in is priced as
    models: dict[str, dict[str, Any]] = field(default_factory=dict)  # extra catalog entries
    models_file: str = ""  # a TOML file of extra catalog entries

    @property
    def workspace_path(self) -> Path:
        path = Path(self.workspace or os.getcwd()).expanduser().resolve()
        if not path.is_dir():
            raise ConfigError(
                f"workspace {str(path)!r} is not a directory; fix %config CtxMagic.workspace"
            )
        return path

    @property
    def db_file(self) -> str:
        if self.db_path:
            return str(Path(self.db_path).expanduser())
        return str(default_db_path(self.workspace_path))


def check_model_provider(model: ModelInfo, provider: str) -> None:
    """A model runs only on the provider its catalog entry names (any for OpenAI-compatible)."""
    if provider == "offline" and model.provider != "offline":
        raise ConfigError(
            f"the offline provider runs the 'offline' model; to price it as {model.id!r} use "
            f"%config CtxMagic.offline_simulates = {model.id!r}"
        )
    if provider == "openai-compatible":
        if model.provider == "offline":
            raise ConfigError("the 'offline' model runs only with --provider offline")
        return
    if model.provider != provider:
        raise ConfigError(
            f"model {model.id!r} belongs to provider {model.provider!r}, not {provider!r}; "
            f"use --provider {model.provider} or pick another model"
        )


class Runtime:
    """One store and catalog, and an agent per open session, built from ``Settings``."""

    def __init__(
        self, settings: Settings | None = None, *, store: Store | None = None, **values: Any
    ) -> None:
        """``store`` uses an open store instead of ``settings.db_file`` (a test's or the lab's
        in-memory one); ``values`` override fields of ``settings``."""
        valid = [f.name for f in fields(Settings)]
        unknown = sorted(set(values) - set(valid))
        if unknown:
            raise ConfigError(
                f"unknown setting {', '.join(unknown)}; valid settings: {', '.join(valid)}"
            )
        self.settings = replace(settings or Settings(), **values)
        self._given_store = store
        self._store: Store | None = store
        self._catalog: tuple[Any, Catalog] | None = None
        self._agents: dict[str, tuple[tuple[Any, ...], Agent]] = {}
        self._billers: dict[tuple[str, str], Any] = {}

    def configure(self, settings: Settings) -> None:
        """New settings; open agents pick them up at their next ``agent()`` call."""
        self.settings = settings

    # The pieces -------------------------------------------------------------------------------
    @property
    def store(self) -> Store:
        if self._given_store is not None:
            return self._given_store
        path = self.settings.db_file
        if self._store is None or self._store.path != path:
            self.close()
            self._store = Store(path)
        return self._store

    @property
    def catalog(self) -> Catalog:
        key = (self.settings.models_file, repr(sorted(self.settings.models.items())))
        if self._catalog is None or self._catalog[0] != key:
            self._catalog = (
                key,
                load_catalog(self.settings.models_file or None, self.settings.models or None),
            )
        return self._catalog[1]

    def model_info(self, provider: str, model: str = "") -> ModelInfo:
        """The catalog entry ``model`` names (the provider's default if empty), checked against
        the provider; the offline stand-in carries the model it is priced as."""
        spec(provider)
        name = model or (self.settings.model if provider == self.settings.provider else "")
        info = self.catalog.get(name or provider_default_model(provider))
        check_model_provider(info, provider)
        if info.provider == "offline" and self.settings.offline_simulates:
            self.catalog.get(self.settings.offline_simulates)  # an unknown name fails here
            info = replace(info, simulates=self.settings.offline_simulates)
        return info

    def provider(self, name: str, model: ModelInfo, session_id: str) -> Any:
        """The provider for one session; the offline stand-in bills through the session's cache
        simulator (the provider-side cache, which lives as long as the runtime)."""
        s = self.settings
        biller = None
        if name == "offline":
            from .providers.offline_billing import make_biller

            key = (session_id, self.catalog.priced_as(model).id)
            if key not in self._billers:
                self._billers[key] = make_biller(self.catalog, model)
            biller = self._billers[key]
        return make_provider(
            name,
            base_url=s.base_url or model.base_url,
            api_key_env=s.api_key_env,
            offline_delay=s.offline_delay,
            biller=biller,
        )

    def policy(self, session: Session) -> Policy:
        """The session's stored policy; ``compact_threshold`` fills an unset threshold."""
        try:
            policy = Policy.from_dict(session.strategy)
        except ConfigError as exc:
            raise ConfigError(
                f"the session's stored context policy does not check ({exc}); set it again with "
                "%ctx strategy"
            ) from None
        params = {name: dict(values) for name, values in policy.params.items()}
        params.setdefault("summarize", {}).setdefault("threshold", self.settings.compact_threshold)
        return Policy(policy.strategies, params)

    def summarizer(
        self,
        policy: Policy,
        session: Session,
        provider: Any,
        model: ModelInfo,
        *,
        require_key: bool = True,
    ) -> Summarizer:
        """Who writes the session's summaries: ``summarize.provider`` / ``summarize.model``, or
        the session's own provider and model."""
        values = policy.settings("summarize")
        if not (values["provider"] or values["model"]):
            return Summarizer(provider, model, self.catalog.priced_as(model))
        name = values["provider"] or session.provider or self.settings.provider
        summary_model = self.model_info(name, values["model"])
        if require_key:
            spec(name).require_key(self.settings.api_key_env)
        return Summarizer(
            self.provider(name, summary_model, session.id),
            summary_model,
            self.catalog.priced_as(summary_model),
        )

    def agent_settings(self, *, window: int = 0) -> AgentSettings:
        s = self.settings
        return AgentSettings(
            workspace=s.workspace_path,
            max_steps=s.max_steps,
            bash_timeout=s.bash_timeout,
            context_window=window or s.context_window,
            max_output_tokens=s.max_output_tokens,
            cache_policy=s.cache_policy,
            cache_ttl=s.cache_ttl,
            thinking_budget=s.thinking_budget,
        )

    # Sessions and their agents ----------------------------------------------------------------
    def new_session(self, title: str = "", provider: str = "", model: str = "") -> Session:
        provider = provider or self.settings.provider
        info = self.model_info(provider, model)
        return self.store.create_session(
            title, workspace=str(self.settings.workspace_path), provider=provider, model=info.id
        )

    def check(self, provider: str, model: str = "") -> ModelInfo:
        """What a turn on ``provider`` / ``model`` would run, or a one-line error (unknown name,
        a model of another provider, no key), before anything is saved."""
        info = self.model_info(provider, model)
        spec(provider).require_key(self.settings.api_key_env)
        return info

    def agent(
        self,
        session: str | Session,
        *,
        provider: str = "",
        model: str = "",
        window: int = 0,
        require_key: bool = True,
        client: Provider | None = None,
    ) -> Agent:
        """A ready agent on ``session`` (an id or unique prefix). Provider and model default to
        the session's own; naming others switches the session to them. The same agent (and its
        memory) is returned while the provider, model and pricing stay the same.

        ``client`` sends the requests instead of the provider the registry would build (a
        scripted provider in tests, or your own implementation of ``request.Provider``).
        """
        store = self.store
        row = session if isinstance(session, Session) else store.get_session(session)
        name = (provider or row.provider or self.settings.provider).lower()
        info = self.model_info(name, model or (row.model if name == row.provider else ""))
        if require_key:  # no key: fail before anything is saved
            spec(name).require_key(self.settings.api_key_env)
        s = self.settings
        key = (name, info, s.base_url, s.api_key_env, s.offline_delay, s.workspace_path, client)
        settings = self.agent_settings(window=window)
        cached = self._agents.get(row.id)
        if cached is not None and cached[0] == key:
            agent = cached[1]
            agent.settings = settings
            agent.tool_context.bash_timeout = s.bash_timeout
        else:
            pricing = self.catalog.priced_as(info)
            counter = None
            if cached is not None and cached[1].pricing.id == pricing.id:
                counter = cached[1].counter  # keep what it has counted
            agent = Agent(
                store,
                row,
                client or self.provider(name, info, row.id),
                info,
                settings,
                pricing=pricing,
                counter=counter or TokenCounter.for_model(pricing),
                policy=self.policy(row),
            )
            self._agents[row.id] = (key, agent)
        agent.sync()
        # a switch of provider or model is written with the next prompt, under the lease
        same = (agent.session.provider, agent.session.model) == (name, info.id)
        agent.pending = {} if same else {"provider": name, "model": info.id}
        agent.policy = self.policy(agent.session)
        agent.summarizer = self.summarizer(
            agent.policy, agent.session, agent.provider, info, require_key=require_key
        )
        return agent

    def open(
        self,
        session: str | None = None,
        *,
        title: str = "",
        provider: str = "",
        model: str = "",
        client: Provider | None = None,
    ) -> Agent:
        """An agent on ``session`` (an id or unique prefix), or on a new session when None."""
        if session is None:
            session = self.new_session(title, provider, model).id
        return self.agent(session, provider=provider, model=model, client=client)

    def set_policy(self, session_id: str, words: list[str]) -> Policy:
        """``%ctx strategy`` words applied to the session's policy; every value is checked
        (the summarizer's model against the catalog, a reserve against the window) before
        anything is stored."""
        row = self.store.get_session(session_id)
        policy = parse_policy(words, row.strategy)
        values = policy.settings("summarize")
        if values["provider"] or values["model"]:
            name = values["provider"] or row.provider or self.settings.provider
            self.model_info(name, values["model"])
        provider = row.provider or self.settings.provider
        window = self.settings.context_window or self.model_info(provider, row.model).context_window
        if window:
            threshold_tokens(window, values)
        row = self.store.update_session(session_id, strategy=policy.to_dict())
        cached = self._agents.get(session_id)
        if cached is not None:
            cached[1].sync()
            cached[1].policy = self.policy(row)
        return self.policy(row)

    def close(self) -> None:
        if self._store is not None and self._store is not self._given_store:
            self._store.close()
        self._store = None
        self._agents.clear()
        self._billers.clear()


def open_session(
    workspace: str | Path = ".",
    *,
    session: str | None = None,
    title: str = "",
    **settings: Any,
) -> Agent:
    """An agent on a new session (or on ``session``, an id or unique prefix) in ``workspace``.

    ``settings`` are ``Settings`` fields: ``provider``, ``model``, ``db_path``, ``context_window``
    and so on. ``agent.turn(prompt)`` yields the turn's events; the session is in the store
    (``<workspace>/.ctxmagic/sessions.db`` by default) as each step completes.
    """
    runtime = Runtime(workspace=str(workspace), **settings)
    return runtime.open(session, title=title)


__all__ = ["Runtime", "Settings", "check_model_provider", "open_session"]
