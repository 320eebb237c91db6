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
import sys
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from .agent.loop import Agent, AgentSettings, Approver, Summarizer, base_context, check_window
from .agent.subagents import DEFAULT_TASK_TOOLS, TASK_SYSTEM_PROMPT, TaskRunner
from .agent.title import TitleAgent
from .context.policy import Policy, never_act
from .context.presets import parse as parse_policy
from .context.summarize import threshold_tokens
from .errors import ConfigError, SessionNotFound
from .model.catalog import Catalog, ModelInfo, load_catalog
from .model.request import Provider
from .model.tokens import TokenCounter
from .providers import default_model as provider_default_model
from .providers import make_provider, require_server, spec
from .providers.pace import pace_of
from .safety import redact as redaction
from .safety.approval import terminal_approver
from .safety.limits import check_setting, check_settings
from .safety.permissions import PermissionPolicy, parse_permissions
from .store import dbfile
from .store.database import Session, Store, default_db_path
from .tools.registry import TOOLS, find_tool
from .tools.task import TASK_TOOL

CODER_TOOLS = (*TOOLS, TASK_TOOL)


def tool_names(value: str | tuple[str, ...] | list[str], setting: str) -> tuple[str, ...]:
    """A tool list setting ("view, grep" or a sequence), each name checked."""
    names = [n.strip() for n in (value.split(",") if isinstance(value, str) else value)]
    names = [n for n in names if n]
    unknown = [n for n in names if find_tool(n) is None]
    if unknown:
        valid = ", ".join([*CODER_TOOLS, "memory"])
        raise ConfigError(
            f"unknown tool {unknown[0]!r} in CtxMagic.{setting}; valid tools: {valid}"
        )
    return tuple(dict.fromkeys(names))


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
    bash_sandbox: str = "auto"  # bubblewrap for bash: auto (when it works) | on | off
    compact_threshold: float = 0.95  # summarize's threshold when the session sets none
    cache_policy: str = "opencode"
    cache_ttl: str = "5m"
    thinking_budget: int = 0
    offline_delay: float = 0.0  # seconds between the offline model's streamed chunks
    teaching_pace: bool = False  # the offline model streams at a real model's speed
    offline_simulates: str = ""  # the catalog model the offline stand-in is priced as
    models: dict[str, dict[str, Any]] = field(default_factory=dict)  # extra catalog entries
    models_file: str = ""  # a TOML file of extra catalog entries
    # Roles (docs/agents.md): the coder is the main loop (model, max_output_tokens, tools); the
    # summarizer writes compaction summaries; the task agent is the sub-agent the task tool
    # starts; the title agent names a session. A role's model "" is the coder's.
    tools: str = ""  # the coder's tools, comma-separated ("": the seven tools and task)
    summarizer_model: str = ""  # "" the coder's (a session's `summarize.model` wins)
    summarizer_max_tokens: int = 0  # 0: up to 8192
    task_model: str = ""
    task_max_tokens: int = 0  # 0: as max_output_tokens
    task_tools: str = ",".join(DEFAULT_TASK_TOOLS)  # read-only by default
    task_max_steps: int = 10  # most requests in one sub-agent run
    task_max_calls: int = 8  # most sub-agents one response starts (the rest: an error result)
    title_model: str = ""  # "": the provider's small model (offline: extractive); "off": none
    title_max_tokens: int = 0  # 0: up to 256
    # allow / ask / deny for bash, write and edit ({} : ask with a real provider, allow offline);
    # see ctxmagic/safety/permissions.py
    permissions: dict[str, Any] | str = field(default_factory=dict)
    connect_timeout: float = 10.0  # seconds a real provider may take to accept a connection
    read_timeout: float = 60.0  # seconds it may stay silent (before or between streamed chunks)

    def __post_init__(self) -> None:
        check_settings({f.name: getattr(self, f.name) for f in fields(self)})

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
    if model.provider != (spec(provider).models_of or provider):
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
        self._watches: dict[str, Any] = {}  # session -> its cache-miss explainer
        # who answers a permission "ask": a prompt when there is a terminal, else nobody (the
        # call is refused); the magic sets the notebook's buttons or IPython's prompt
        self.approver: Approver | None = terminal_approver() if sys.stdin.isatty() else None
        self.grants: list[tuple[str, str]] = []  # "always allow" answers, for every session

    def configure(self, settings: Settings) -> None:
        """New settings; open agents pick them up at their next ``agent()`` call."""
        self.settings = settings

    # The pieces -------------------------------------------------------------------------------
    @property
    def store(self) -> Store:
        if self._given_store is not None:
            return self._given_store
        path = self.settings.db_file
        if self._store is not None and self._store.path == path:
            try:
                dbfile.check_same(path, self._store.identity)
            except ConfigError:
                self.close()  # the next use starts a new database there
                raise
        if self._store is None or self._store.path != path:
            self.close()
            self._store = Store(path, workspace=self.settings.workspace_path)
        return self._store

    @property
    def has_database(self) -> bool:
        """Whether there is a session database yet (looking one up must not create it)."""
        path = self.settings.db_file
        opened = self._store is not None and self._store.path == path
        return self._given_store is not None or opened or path == ":memory:" or os.path.exists(path)

    def find_session(self, session_id: str) -> Session:
        """A session by id or unique prefix; where there is no database yet, SessionNotFound
        without creating one (a refused lookup writes nothing)."""
        if not self.has_database:
            raise SessionNotFound(
                f"no session {session_id!r}: there is no session database at "
                f"{self.settings.db_file} yet; run an %%agent cell first"
            )
        return self.store.get_session(session_id)

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
        biller = timeouts = None
        if name == "offline":
            from .providers.offline_billing import make_biller

            key = (session_id, self.catalog.priced_as(model).id)
            if key not in self._billers:
                self._billers[key] = make_biller(self.catalog, model)
            biller = self._billers[key]
        else:  # the SDKs' HTTP layer loads only for a real provider
            from .providers.retry import Timeouts

            timeouts = Timeouts(connect=s.connect_timeout, read=s.read_timeout)
        pace = pace_of(s.teaching_pace, s.offline_delay, os.environ)
        made = make_provider(
            name,
            base_url=s.base_url or model.base_url,
            api_key_env=s.api_key_env,
            offline_delay=pace.delay,
            offline_latency=pace.latency,
            biller=biller,
            workspace=s.workspace_path if name == "offline" else None,
            timeouts=timeouts,
        )
        if name != "offline" and biller is None:
            # a simulator beside the real provider, fed the requests this kernel sends, prices
            # the next request before it is sent (agent/forecast.py; an estimate)
            from .providers.offline_billing import make_biller

            key = (session_id, f"shadow {self.catalog.priced_as(model).id}")
            if key not in self._billers:
                self._billers[key] = make_biller(self.catalog, model)
            made.shadow = self._billers[key]
        return made

    def cache_lifetime_ms(self, pricing: ModelInfo, ttl: str) -> int:
        """How long the provider ``pricing`` bills as keeps a cached prefix: the TTL a session
        asks Anthropic for (5 minutes or an hour), an automatic cache's lifetime (OpenAI,
        Gemini), 0 for a model without a cache (the catalog's ``[cache.*]`` rules)."""
        from .model.cache import CacheRules

        rules = CacheRules.for_model(pricing, self.catalog.cache_rules.get(pricing.cache, {}))
        if rules.kind == "anthropic":
            return rules.ttl_1h_ms if ttl == "1h" else rules.ttl_5m_ms
        return rules.ttl_ms if rules.kind in ("openai", "gemini") else 0

    def cache_watch(self, session_id: str) -> Any:
        """The session's cache-miss explainer (``providers/cache_watch.py``): it reads the
        offline stand-in's bills from the session's billers and shadows a real provider's."""
        from .providers.cache_watch import CacheWatch

        watch = self._watches.get(session_id)
        if watch is None:

            def offline(model: ModelInfo) -> Any:
                from .providers.offline_billing import make_biller

                key = (session_id, self.catalog.priced_as(model).id)
                if key not in self._billers:
                    self._billers[key] = make_biller(self.catalog, model)
                return self._billers[key]

            watch = self._watches[session_id] = CacheWatch(self.catalog, offline)
        return watch

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
        return Policy(policy.strategies, params, preset=policy.preset)

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
        max_tokens = self.settings.summarizer_max_tokens
        session_provider = session.provider or self.settings.provider
        if values["provider"] or values["model"]:
            name = values["provider"] or session_provider
            summary_model = self.model_info(name, values["model"])
        elif self.settings.summarizer_model:
            name, summary_model = self.role_model(
                self.settings.summarizer_model, session_provider, model
            )
        else:
            return Summarizer(provider, model, self.catalog.priced_as(model), max_tokens)
        if require_key:
            spec(name).require_key(self.settings.api_key_env)
        return Summarizer(
            self.provider(name, summary_model, session.id),
            summary_model,
            self.catalog.priced_as(summary_model),
            max_tokens,
        )

    def role_model(self, name: str, provider: str, model: ModelInfo) -> tuple[str, ModelInfo]:
        """A role's provider and model: ``name`` (a catalog name) on the session's provider when
        that provider runs it, else on the provider its catalog entry names; "" is ``model``."""
        if not name:
            return provider, model
        info = self.catalog.get(name)  # an unknown name fails here, with the fix
        try:
            check_model_provider(info, provider)
        except ConfigError:
            provider = info.provider
        return provider, self.model_info(provider, name)

    def title_agent(self, provider: str, model: ModelInfo, session_id: str) -> TitleAgent | None:
        """Who names the session: ``title_model`` ("": the provider's small model, or the
        coder's), extractive offline, none when switched off or when its key is missing."""
        name = self.settings.title_model.strip()
        if name.lower() == "off":
            return None
        if not name and provider != "offline":
            name = spec(provider).small_model
        title_provider, info = self.role_model(name, provider, model)
        if title_provider == "offline":
            return TitleAgent(None)
        if spec(title_provider).key_required and not spec(title_provider).key(
            self.settings.api_key_env
        ):
            return None  # a title is not worth an error: the provisional one stays
        return TitleAgent(
            self.provider(title_provider, info, session_id),
            info,
            self.catalog.priced_as(info),
            self.settings.title_max_tokens,
        )

    def task_runner(self) -> TaskRunner:
        return TaskRunner(
            self._start_child,
            max_steps=self.settings.task_max_steps,
            max_calls=self.settings.task_max_calls,
            done=self._forget,
        )

    def _start_child(self, parent: Session, session_id: str, title: str) -> Agent:
        """A task's child session (the task role's provider and model, the parent's context
        policy) and its agent."""
        provider = parent.provider or self.settings.provider
        name, info = self.role_model(
            self.settings.task_model, provider, self.model_info(provider, parent.model)
        )
        row = self.store.create_session(
            title,
            workspace=str(self.settings.workspace_path),
            provider=name,
            model=info.id,
            parent_session_id=parent.id,
            strategy=parent.strategy,
            session_id=session_id,
            agent=TASK_TOOL,
            context_window=parent.context_window,
        )
        return self.agent(row)

    def _forget(self, session_id: str) -> None:
        """Drop a finished sub-agent's agent and cache simulator (one task, one run)."""
        self._agents.pop(session_id, None)
        self._watches.pop(session_id, None)
        for key in [k for k in self._billers if k[0] == session_id]:
            del self._billers[key]

    def permissions(self, provider: str) -> PermissionPolicy:
        """The permission policy for turns on ``provider``, with this kernel's grants."""
        policy = parse_permissions(self.settings.permissions, offline=provider == "offline")
        for tool, pattern in self.grants:
            policy = policy.granting(tool, pattern)
        return policy

    def window(self, session: Session | None, model: ModelInfo, cell: int | None = None) -> int:
        """The context window a session's turns run under, the one every figure is shown
        against: this cell's ``--window`` (which the turn keeps as the session's), else the
        session's own, else ``CtxMagic.context_window``, else the model's."""
        own = cell if cell is not None else (session.context_window if session else 0)
        return own or self.settings.context_window or model.context_window

    def agent_settings(
        self,
        *,
        window: int = 0,
        task: bool = False,
        provider: str = "offline",
        protected: tuple[str, ...] = (),
    ) -> AgentSettings:
        """The coder's settings, or with ``task`` the task role's (a child session's)."""
        s = self.settings
        if task:
            tools = tool_names(s.task_tools, "task_tools")
            if TASK_TOOL in tools:
                raise ConfigError(
                    "a sub-agent cannot start sub-agents: remove task from CtxMagic.task_tools"
                )
        else:
            tools = tool_names(s.tools, "tools") or CODER_TOOLS
        return AgentSettings(
            permissions=self.permissions(provider),
            workspace=s.workspace_path,
            max_steps=s.task_max_steps if task else s.max_steps,
            bash_timeout=s.bash_timeout,
            bash_sandbox=s.bash_sandbox,
            context_window=window or s.context_window,
            max_output_tokens=(s.task_max_tokens if task else 0) or s.max_output_tokens,
            cache_policy=s.cache_policy,
            cache_ttl=s.cache_ttl,
            thinking_budget=s.thinking_budget,
            tools=tools,
            system_prompt=TASK_SYSTEM_PROMPT if task else None,
            protected=protected,
        )

    # Sessions and their agents ----------------------------------------------------------------
    def new_session(self, title: str = "", provider: str = "", model: str = "") -> Session:
        provider = provider or self.settings.provider
        info = self.model_info(provider, model)
        clean = redaction.current().value  # no key fragment, nothing SQLite cannot encode
        return self.store.create_session(
            clean(title),
            workspace=clean(str(self.settings.workspace_path)),
            provider=provider,
            model=info.id,
        )

    def check(
        self,
        provider: str,
        model: str = "",
        *,
        window: int | None = None,
        max_steps: int = 0,
        prompt: str = "",
        session: Session | None = None,
    ) -> ModelInfo:
        """What a turn on ``provider`` / ``model`` would run, or a one-line error (unknown name,
        a model of another provider, no key, a window too small for the system prompt, the tools
        and ``prompt``), before anything is saved. ``window``: the cell's ``--window`` (None
        when not given: ``session``'s own)."""
        if window is not None:
            check_setting("context_window", window, where="--window")
        check_setting("max_steps", max_steps or self.settings.max_steps, where="--max-steps")
        info = self.model_info(provider, model)
        spec(provider).require_key(self.settings.api_key_env)
        require_server(provider, self.settings.base_url or info.base_url)
        self.check_roles()
        self.permissions(provider)  # a bad rule fails here, before anything is saved
        if prompt:
            counter = TokenCounter.for_model(self.catalog.priced_as(info))
            base = base_context(self.agent_settings(), Policy(), counter)
            check_window(self.window(session, info, window), base, counter, prompt)
        return info

    def check_roles(self) -> None:
        """The roles' settings name known models and tools (one line naming the setting)."""
        s = self.settings
        for name in ("summarizer_model", "task_model", "title_model"):
            value = getattr(s, name).strip()
            if value and not (name == "title_model" and value.lower() == "off"):
                try:
                    self.catalog.get(value)
                except ConfigError as exc:
                    raise ConfigError(f"CtxMagic.{name}: {exc}") from None
        self.agent_settings(task=True)
        self.agent_settings()

    def agent(
        self,
        session: str | Session,
        *,
        provider: str = "",
        model: str = "",
        window: int | None = None,
        require_key: bool = True,
        client: Provider | None = None,
    ) -> Agent:
        """A ready agent on ``session`` (an id or unique prefix). Provider, model and window
        default to the session's own; naming others switches the session to them (``window``
        0: back to ``CtxMagic.context_window`` or the model's). The same agent (and its memory)
        is returned while the provider, model and pricing stay the same.

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
        key = (
            name,
            info,
            s.base_url,
            s.api_key_env,
            pace_of(s.teaching_pace, s.offline_delay, os.environ),
            s.workspace_path,
            client,
            s.connect_timeout,
            s.read_timeout,
        )
        child = row.agent == TASK_TOOL
        settings = self.agent_settings(
            window=self.window(row, info, window),
            task=child,
            provider=name,
            protected=() if store.path == ":memory:" else (os.path.abspath(store.path),),
        )
        cached = self._agents.get(row.id)
        if cached is not None and cached[0] == key:
            agent = cached[1]
            agent.settings = settings
            agent.tool_context.bash_timeout = s.bash_timeout
            agent.tool_context.bash_sandbox = s.bash_sandbox
            agent.tool_context.protected = settings.protected
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
            # why each request missed the cache: a watch per session, kept across agents
            # (a switch of model is one of the reasons); none for a client given here
            agent.cache_watch = None if client is not None else self.cache_watch(row.id)
        agent.cache_lifetime_ms = self.cache_lifetime_ms(agent.pricing, settings.cache_ttl)
        agent.approver, agent.grants = self.approver, self.grants
        agent.sync()
        # a switch of provider or model is written with the next prompt, under the lease
        same = (agent.session.provider, agent.session.model) == (name, info.id)
        agent.pending = {} if same else {"provider": name, "model": info.id}
        if window is not None and window != agent.session.context_window:
            agent.pending["context_window"] = window
        agent.policy = self.policy(agent.session)
        agent.summarizer = self.summarizer(
            agent.policy, agent.session, agent.provider, info, require_key=require_key
        )
        # a sub-agent starts no sub-agents and is not titled (its title is its task's)
        agent.tasks = None if child or TASK_TOOL not in settings.tools else self.task_runner()
        fresh = not child and agent.session.turn_count == 0
        agent.titler = self.title_agent(name, info, row.id) if fresh else None
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
            self.check_roles()  # bad settings fail here, before a session row is written
            self.permissions(provider or self.settings.provider)
            session = self.new_session(title, provider, model).id
        return self.agent(session, provider=provider, model=model, client=client)

    def check_policy(self, words: list[str], session: Session | None = None) -> Policy:
        """The policy ``%ctx strategy`` words make of ``session``'s (a new session's when None),
        every value checked (the summarizer's model against the catalog, a reserve against the
        window); nothing is stored."""
        policy = parse_policy(words, session.strategy if session else None)
        values = policy.settings("summarize")
        provider = (session.provider if session else "") or self.settings.provider
        if values["provider"] or values["model"]:
            self.model_info(values["provider"] or provider, values["model"])
        info = self.model_info(provider, session.model if session else "")
        window = self.window(session, info)
        if window:
            threshold_tokens(window, values, self.reply_budget(info, window))
        return policy

    def reply_budget(self, model: ModelInfo, window: int) -> int:
        """The reply budget (``max_tokens``) the session's requests ask for: what
        ``Agent.max_tokens`` gives for ``model`` under ``window``."""
        budget = self.settings.max_output_tokens or model.default_output or model.max_output
        return max(min(budget, window // 2 if window else budget), 1)

    def policy_warnings(self, policy: Policy, session: Session | None = None) -> list[str]:
        """What in ``policy`` can never act under ``session``'s window (``policy.never_act``)."""
        provider = (session.provider if session else "") or self.settings.provider
        info = self.model_info(provider, session.model if session else "")
        return never_act(policy, self.window(session, info))

    def set_policy(self, session_id: str, words: list[str]) -> Policy:
        """``%ctx strategy`` words applied to the session's policy; every value is checked
        (the summarizer's model against the catalog, a reserve against the window) before
        anything is stored."""
        row = self.store.get_session(session_id)
        policy = self.check_policy(words, row)
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
        self._watches.clear()


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
