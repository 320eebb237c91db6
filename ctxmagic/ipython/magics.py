"""The IPython surface: ``%%agent`` (one user turn per cell) and ``%ctx`` (inspect and manage).

A thin adapter over the Python API in ``runtime.py``: settings are traitlets on ``CtxMagic`` (so
``%config CtxMagic.model = ...`` and ``ipython_config.py`` both work) that become a ``Settings``;
everything else, from which model a name means to how a turn runs, is the runtime's. Errors a
user can fix print as one line, never a traceback. Importing this module loads nothing heavy.
"""

from __future__ import annotations

import inspect
import os
import sys
from dataclasses import fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

from IPython.core.error import UsageError
from IPython.core.magic import Magics, cell_magic, line_magic, magics_class
from IPython.core.magic_arguments import argument, magic_arguments
from traitlets import (
    Bool,
    CaselessStrEnum,
    Dict,
    Float,
    Int,
    TraitError,
    Unicode,
    Union,
    default,
    validate,
)
from traitlets.config import LoggingConfigurable

if TYPE_CHECKING:
    from ..agent.loop import Agent
    from ..runtime import Runtime
    from ..store.database import Session

from ..display.words import count
from ..errors import ConfigError, CtxMagicError, user_message
from ..hints import did_you_mean
from ..providers import KEY_ENV, PROVIDERS
from ..safety.limits import CHECKED, check_setting
from .magic_errors import (
    HELP_FLAGS,
    config_log,
    config_refused,
    ill_typed,
    one_line_errors,
    parse_options,
    read_secret,
    split_line,
)

SUBCOMMANDS = (
    "status",
    "sessions",
    "new",
    "resume",
    "parts",
    "requests",
    "config",
    "models",
    "key",
    "strategy",
    "compact",
    "context",
    "compactions",
    "repomap",
    "export",
    "import",
    "lab",
    "meter",
)


# IPython prints only a plain UsageError as one line (a subclass gets a traceback)
CtxMagicUsage = UsageError


@magics_class
class CtxMagic(Magics, LoggingConfigurable):
    """ctxmagic settings: ``%config CtxMagic`` lists them, ``%config CtxMagic.<name> = value`` sets one."""

    provider = CaselessStrEnum(
        PROVIDERS,
        default_value="offline",
        help="offline (the default stand-in, no key), anthropic, openai, openai-compatible, gemini.",
    ).tag(config=True)
    model = Unicode("", help="Model name from the catalog; empty for the provider's default.").tag(
        config=True
    )
    workspace = Unicode(
        "", help="Root the tools act in; empty for the current directory (the notebook's folder)."
    ).tag(config=True)
    db_path = Unicode("", help="SQLite file; empty for <workspace>/.ctxmagic/sessions.db.").tag(
        config=True
    )
    base_url = Unicode(
        "", help="Server URL for openai-compatible providers (vLLM, Ollama, ...)."
    ).tag(config=True)
    api_key_env = Unicode(
        "", help="Environment variable holding the API key; empty for the provider's usual one."
    ).tag(config=True)
    context_window = Int(0, help="Override the model's context window in tokens (0: catalog).").tag(
        config=True
    )
    max_output_tokens = Int(0, help="max_tokens per request (0: model default, <= window/2).").tag(
        config=True
    )
    max_steps = Int(25, help="Most model requests in one %%agent turn.").tag(config=True)
    bash_timeout = Float(
        60.0, help="Default bash timeout in seconds (the model may ask up to 600)."
    ).tag(config=True)
    bash_sandbox = CaselessStrEnum(
        ("auto", "on", "off"),
        default_value="auto",
        help="Run bash in a bubblewrap sandbox: auto (when it works here), on (or refuse), off.",
    ).tag(config=True)
    compact_threshold = Float(
        0.95, help="Auto-compact when context reaches this share of the window."
    ).tag(config=True)
    cache_policy = CaselessStrEnum(
        ("opencode", "rolling", "none"),
        default_value="opencode",
        help="Anthropic cache_control placement.",
    ).tag(config=True)
    cache_ttl = CaselessStrEnum(
        ("5m", "1h", "24h"),
        default_value="5m",
        help="Prompt cache lifetime: Anthropic's cache_control TTL (5m, 1h); 24h asks OpenAI "
        "for prompt_cache_retention 24h.",
    ).tag(config=True)
    thinking_budget = Int(0, help="Extended thinking / reasoning budget in tokens (0: off).").tag(
        config=True
    )
    offline_delay = Float(0.0, help="Seconds between streamed chunks of the offline model.").tag(
        config=True
    )
    teaching_pace = Bool(
        False,
        help="The offline model streams at about a real model's speed, so the meter visibly "
        "moves (the workshop notebooks turn it on; CTXMAGIC_TEACHING_PACE=0 turns it off, as the "
        "headless runner does; offline_delay, when set, wins).",
    ).tag(config=True)
    offline_simulates = Unicode(
        "", help="Catalog model whose prices and cache rules the offline model reports as."
    ).tag(config=True)
    models = Dict(help="Extra or corrected catalog entries: {name: {field: value}}.").tag(
        config=True
    )
    models_file = Unicode("", help='A TOML file of extra catalog entries ([models."name"]).').tag(
        config=True
    )
    show_tools = Bool(True, help="Show tool calls and results in the cell.").tag(config=True)
    # Roles (docs/agents.md): coder = model, max_output_tokens, tools
    tools = Unicode("", help="The coder's tools, comma-separated (empty: all seven and task).").tag(
        config=True
    )
    summarizer_model = Unicode("", help="Model writing summaries (empty: the coder's).").tag(
        config=True
    )
    summarizer_max_tokens = Int(0, help="max_tokens of a summary (0: up to 8192).").tag(config=True)
    task_model = Unicode("", help="Model of task sub-agents (empty: the coder's).").tag(config=True)
    task_max_tokens = Int(0, help="max_tokens per sub-agent request (0: as the coder).").tag(
        config=True
    )
    task_tools = Unicode(
        "view,grep,glob,ls", help="Tools of task sub-agents, comma-separated."
    ).tag(config=True)
    task_max_steps = Int(10, help="Most requests in one sub-agent run.").tag(config=True)
    task_max_calls = Int(
        8, help="Most sub-agents one response starts (the calls over it get an error result)."
    ).tag(config=True)
    title_model = Unicode(
        "",
        help="Model naming sessions (empty: the provider's small one; offline: extractive; off).",
    ).tag(config=True)
    title_max_tokens = Int(0, help="max_tokens of the title request (0: up to 256).").tag(
        config=True
    )
    permissions = Union(
        [Dict(), Unicode()],
        default_value={},
        help="allow / ask / deny for bash, write, edit, e.g. {'bash': {'*': 'ask', 'git *': "
        "'allow'}, 'edit': 'allow'} ({}: ask with a real provider, allow offline).",
    ).tag(config=True)
    connect_timeout = Float(
        10.0, help="Seconds a real provider may take to accept a connection."
    ).tag(config=True)
    read_timeout = Float(
        60.0, help="Seconds a real provider may stay silent before or between streamed chunks."
    ).tag(config=True)
    debug = Bool(
        False, help="Show the full traceback of an error instead of one line (for developers)."
    ).tag(config=True)

    @default("log")
    def _log(self) -> Any:
        return config_log()

    @validate(*CHECKED)
    def _check_setting(self, proposal: Any) -> Any:
        """Refuse an out-of-range ``%config`` value before it is set (one line, nothing kept)."""
        try:
            return check_setting(proposal["trait"].name, proposal["value"])
        except ConfigError as exc:
            raise TraitError(str(exc)) from None

    @validate("permissions")
    def _check_permissions(self, proposal: Any) -> Any:
        """Refuse a malformed policy at ``%config`` time rather than at the next turn."""
        from ..safety.permissions import parse_permissions

        try:
            parse_permissions(proposal["value"], offline=False)
        except ConfigError as exc:
            raise TraitError(str(exc)) from None
        return proposal["value"]

    def update_config(self, config: Any) -> None:
        """``%config``: a value of the wrong type or out of range is refused with one line of
        ours, and nothing is set."""
        problem = ill_typed(self, config)
        if problem is not None:
            return config_refused(problem)
        try:
            super().update_config(config)
        except TraitError as exc:  # a range check (_check_setting, _check_permissions)
            config_refused(exc)

    def __init__(self, shell: Any = None, **kwargs: Any) -> None:
        super().__init__(shell=shell, **kwargs)
        self._runtime: Runtime | None = None
        self.session_id: str | None = None
        self._meters: list[Any] = []  # %ctx meter's session meters (display/meter_widget.py)
        self._history: Any = None  # the session's requests folded (display/meter_history.py)
        self._publisher: Any = None  # the running %%agent cell's, for the permission prompt

    # State ----------------------------------------------------------------------------------
    @property
    def runtime(self) -> Runtime:
        """The runtime, with the current ``%config`` values (a new database forgets the session)."""
        from ..runtime import Runtime, Settings

        settings = Settings(**{f.name: getattr(self, f.name) for f in fields(Settings)})
        if self._runtime is None:
            from ..safety.approval import approver_for

            self._runtime = Runtime(settings)
            self._runtime.approver = self._telling_the_cell(approver_for(self.shell))
        # the database open now, against the one the settings name (a workspace that is not a
        # directory is refused here, before the runtime takes the settings: fixing the setting
        # is then enough)
        previous = self._runtime._store.path if self._runtime._store is not None else None
        if previous is not None and previous != settings.db_file:
            self.session_id = None
        self._runtime.configure(settings)
        return self._runtime

    def _telling_the_cell(self, approve: Any) -> Any:
        """``approve``, telling the running cell's transcript that a prompt shows for a call
        (it then ends at that call, so the buttons sit beside it) and how it was answered (the
        call's block keeps it)."""
        if approve is None:
            return None
        from ..safety.approval import outcome

        def ask(call: Any, verdict: Any) -> Any:
            publisher = self._publisher
            if publisher is not None:
                publisher.asking(call.id)
            answer = None
            try:
                answer = approve(call, verdict)
                return answer
            finally:
                if publisher is not None:
                    publisher.asking(call.id, outcome(verdict, answer))

        return ask

    @property
    def store(self) -> Any:
        return self.runtime.store

    def current_session(self, *, create: bool = True, title: str = "") -> Session | None:
        from ..store.database import SessionNotFound

        runtime = self.runtime
        if self.session_id:
            try:
                return runtime.store.get_session(self.session_id)
            except SessionNotFound:
                self.session_id = None
        if not create:
            return None
        session = runtime.new_session(title)
        self.session_id = session.id
        return session

    # %%agent --------------------------------------------------------------------------------
    @magic_arguments()
    @argument("-p", "--provider", help=f"Provider for this turn: {', '.join(PROVIDERS)}.")
    @argument("-m", "--model", help="Model for this turn (a catalog name).")
    @argument("-s", "--session", help="Continue this session (id or unique prefix).")
    @argument("-n", "--new", action="store_true", help="Start a new session with this turn.")
    @argument("-t", "--title", default="", help="Title of the new session.")
    @argument(
        "-w",
        "--window",
        type=int,
        default=None,
        help="Context window in tokens for this session, kept for its later cells (0: back to "
        "CtxMagic.context_window or the model's).",
    )
    @argument("--max-steps", type=int, default=0, help="Most model requests in this turn.")
    @cell_magic
    @one_line_errors
    def agent(self, line: str, cell: str) -> None:
        """Run one user turn of the agent: the cell body is the prompt.

        The turn streams into the cell: the model's text, each tool call with its (truncated)
        result, and a footer with the context used against the window, the prompt-cache split and
        the cost. Everything is saved to SQLite as it completes.
        """
        args = parse_options(self.agent, line, "%%agent")
        if args is not None:
            self._run_agent(args, cell)

    def _run_agent(self, args: Any, cell: str) -> None:
        from ..display.publish import make_publisher
        from ..logbook.cells import cell_id_of, start_cell
        from ..safety import redact as redaction

        prompt = cell.strip()
        if not prompt:
            raise CtxMagicError("the cell is empty: write the prompt below %%agent")
        if args.new and args.session is not None:
            raise CtxMagicUsage(
                "%%agent: give --new (a new session) or --session ID (that one), not both"
            )
        runtime = self.runtime
        provider = (args.provider or "").lower()
        if args.session is not None:
            target = runtime.find_session(args.session)
        else:
            target = None if args.new else self.current_session(create=False)
        runtime.check(  # before anything is saved
            provider or self.provider,
            args.model or "",
            window=args.window,
            max_steps=args.max_steps,
            prompt=prompt,
            session=target,
        )
        if args.session is not None:
            self.session_id = target.id
        elif args.new:
            self.session_id = None
        if not self.session_id:
            session = runtime.new_session(args.title, provider, args.model or "")
            self.session_id = session.id
        run = start_cell(runtime.store, self.session_id, cell_id_of(self.shell))
        try:
            agent = runtime.agent(
                run.session_id, provider=provider, model=args.model or "", window=args.window
            )
            publisher = make_publisher(
                self.shell,
                threshold=_threshold(agent),
                show_tools=self.show_tools,
                meter=self._session_meter(agent),
                followers=self._meters,
            )
        except BaseException:
            run.abandon(runtime.store)  # no empty fork left behind
            raise
        self.session_id = run.session_id  # a re-run cell writes to a fork (logbook/cells.py)
        publisher.view.origin = run.origin
        events = agent.turn(prompt, max_steps=args.max_steps, metadata=run.message_metadata)
        self._publisher = publisher
        try:
            for event in events:
                publisher.update(event)
            publisher.priced(_forecast(agent))
        except KeyboardInterrupt:
            events.close()  # runs the loop's cleanup: partial text and tool results saved
            publisher.interrupted(agent.session)
            raise
        except Exception as exc:  # the turn did not finish: its cell must not say "running"
            publisher.view.status = "error"
            publisher.view.error = redaction.redact(user_message(exc))
            raise
        finally:
            try:
                if publisher.keeps_metadata:
                    publisher.view.record = run.record(
                        runtime.store, kind="turn", status=publisher.view.status
                    )
            finally:
                self._publisher = None
                publisher.close()

    def _session_meter(self, agent: Agent) -> Any:
        """The session's meter so far, from its recorded requests: where a turn's meter starts.
        The requests are folded once (``display/meter_history.py``): a cell reads only those
        stored since the last cell, so its cost does not grow with the session."""
        from ..display.meter import session_state
        from ..display.meter_history import recorded_history

        runtime = self.runtime
        pricing = runtime.catalog.priced_as(agent.model)
        self._history = recorded_history(self._history, runtime.store, agent.session_id, pricing)
        return session_state(agent, runtime.store, pricing, self._history)

    def _session(self) -> Session:
        session = self.current_session(create=False)
        if session is None:
            raise CtxMagicError("no current session: run an %%agent cell or `%ctx resume ID` first")
        return session

    def _agent(self, session: Session) -> Agent:
        """The session's agent, for inspection (no key needed: nothing is sent)."""
        return self.runtime.agent(session, require_key=False)

    # %ctx -----------------------------------------------------------------------------------
    @line_magic
    @one_line_errors
    def ctx(self, line: str) -> Any:
        """Inspect and manage ctxmagic sessions.

        Usage: %ctx <subcommand> [options]

          status            the current session: model, context used, cache split, cost
          sessions [--from PATH|AGENT]
                            all sessions in the database, sub-agents under their parent;
                            --from: another agent's sessions (claude-code, codex, opencode, pi)
          new [TITLE]       start a new session; the next %%agent cell goes there
          resume [ID]       continue a session by id or unique prefix (latest if omitted);
                            works after a kernel restart
          parts [--all] [--session ID]
                            the parts the next request will carry (--all: the whole history;
                            --session: another session's, e.g. a sub-agent's)
          requests          one row per API request: tokens, cache split, cost, latency
          config            the settings (%config CtxMagic.<name> = value changes one)
          models            the model catalog: windows and prices
          key PROVIDER|VAR  type an API key at a hidden prompt; it is kept in this process's
                            environment only (never in the notebook or the database)
          strategy [NAMES] [name.param=value ...]
                            show or set the session's context policy: append, externalize,
                            truncate, microcompact, prune, window, summarize, replay (e.g.
                            `%ctx strategy prune summarize prune.protect_tokens=20000`)
          strategy preset NAME [name.param=value ...]
                            a real agent's policy: opencode, claude-code, codex, pi, goose,
                            opencode-go (`%ctx strategy presets` lists them and what they do)
          compact [INSTRUCTIONS]
                            summarise the session now, with optional extra instructions
          context [--request N | --next]
                            the context by source (system prompt, tools, project files,
                            memory, summary, text, tool results per tool, ...), adding up to
                            the status's context figure, with free space and the reserve;
                            --request N: row N of %ctx requests; --next: the next request,
                            priced by the cache simulator
          compactions [N]   the session's compactions (when, before -> after, the summary's
                            cost, identifiers kept); N: what compaction N kept, by source
          repomap [TOKENS]  the repo map of the workspace (most referenced definitions)
          export [PATH.ipynb] [--session ID] [--force]
                            write a session (the current one) as a notebook, one %%agent cell
                            per turn with its outputs and records
          import PATH.ipynb rebuild the sessions a saved notebook records; the last becomes
                            current
          lab [--strategies NAME ...] [--presets NAME ...|all] [--provider P --model M]
              [--session ID] [--trace NAME|FILE] [--window N] [--ttl 5m|1h]
              [--set strategy.param=value] [--from PATH|AGENT [--calibrate] [--json]]
                            replay the session under other strategies and settings and
                            compare cost, cache hits, context and what was lost (docs/lab.md);
                            --from: another agent's session; --calibrate: its bill against
                            the simulator; --json: one JSON document
          meter [--session ID]
                            the session's meter and history chart, following every later
                            %%agent cell (a live widget in JupyterLab, text in a terminal)

        Tables render as HTML and convert with .to_pandas(); `t = %ctx parts` keeps one.
        """
        words = split_line(line, "%ctx") or ["status"]
        sub, rest = words[0].lower(), words[1:]
        if sub in HELP_FLAGS or sub == "help" or any(w in HELP_FLAGS for w in rest):
            print(inspect.cleandoc(CtxMagic.ctx.__doc__ or ""))
            return None
        handler = getattr(self, f"_ctx_{sub}", None)
        if sub not in SUBCOMMANDS or handler is None:
            raise CtxMagicUsage(
                f"%ctx: unknown subcommand {sub!r};{did_you_mean(sub, SUBCOMMANDS)} "
                f"valid subcommands: {', '.join(SUBCOMMANDS)}"
            )
        return handler(rest)

    def _no_options(
        self, sub: str, rest: list[str], allowed: tuple[str, ...] = (), *, words: bool = True
    ) -> None:
        """Refuse an option not in ``allowed`` and, unless ``words``, any argument at all."""
        bad = [w for w in rest if w.startswith("-") and w not in allowed]
        if bad:
            valid = f"valid options: {', '.join(allowed)}" if allowed else "it takes no options"
            hint = did_you_mean(bad[0], allowed)
            raise CtxMagicUsage(f"%ctx {sub}: unknown option {bad[0]!r};{hint} {valid}")
        extra = [w for w in rest if not w.startswith("-")]
        if extra and not words:
            raise CtxMagicUsage(f"%ctx {sub} takes no arguments; remove {extra[0]!r}")

    def _ctx_status(self, rest: list[str]) -> Any:
        from ..context.policy import compact_line
        from ..display import views

        self._no_options("status", rest, words=False)
        runtime = self.runtime
        session = self.current_session(create=False)
        provider = session.provider if session and session.provider else self.provider
        model = runtime.model_info(provider, session.model if session and session.model else "")
        window = runtime.window(session, model)
        context_rows = []
        if session is not None:
            from ..display.context_view import status_rows

            context_rows = status_rows(self._agent(session), runtime.store, _pricing(runtime))
        return views.Status(
            session=session,
            provider=provider,
            model=model.id + (f" (priced as {model.simulates})" if model.simulates else ""),
            window=window,
            window_source=window_source(session, self.context_window),
            threshold=compact_line(
                runtime.policy(session), window, runtime.reply_budget(model, window)
            )
            if session
            else 0.0,
            db_path=runtime.store.path,
            workspace=str(runtime.settings.workspace_path),
            extra=safety_rows(runtime, provider),
            context_rows=context_rows,
        )

    def _ctx_sessions(self, rest: list[str]) -> Any:
        from ..display import views

        if rest and rest[0] == "--from":
            from ..lab.sessions import listing

            if len(rest) != 2:
                raise CtxMagicUsage(
                    "%ctx sessions --from takes one source: a session file, a folder, or an "
                    "agent (claude-code, codex, opencode, pi)"
                )
            return listing(rest[1], catalog=self.runtime.catalog)
        self._no_options("sessions", rest, ("--from",), words=False)
        return views.sessions_table(self.store.sessions(), current=self.session_id)

    def _ctx_new(self, rest: list[str]) -> Any:
        self._no_options("new", rest)
        self.session_id = None
        session = self.current_session(title=" ".join(rest))
        assert session is not None
        print(f"new session {session.id}" + (f" ({session.title})" if session.title else ""))
        return None

    def _ctx_resume(self, rest: list[str]) -> Any:
        self._no_options("resume", rest)
        if len(rest) > 1:
            raise CtxMagicUsage("%ctx resume takes one session id")
        runtime = self.runtime
        if rest:
            session = runtime.find_session(rest[0])
        else:
            sessions = runtime.store.sessions() if runtime.has_database else []
            if not sessions:
                raise CtxMagicError(
                    f"no sessions in {runtime.settings.db_file} yet; run an %%agent cell first"
                )
            session = sessions[0]
        self.session_id = session.id
        print(
            f"resumed {session.id} ({session.title or 'untitled'}): {count(session.message_count, 'message')}, "
            f"{session.context_tokens:,} tokens of context, ${session.cost:.4f} so far"
        )
        if session.agent == "task":
            print(
                f"a task sub-agent of {session.parent_session_id}: `%ctx parts` and `%ctx requests` "
                "inspect it; an %%agent cell continues it with the task agent's tools"
            )
        return None

    def _ctx_parts(self, rest: list[str]) -> Any:
        from ..display import views

        self._no_options("parts", rest, ("--all", "--session"))
        rest, session_id = _option_value(rest, "--session", "%ctx parts --session ID")
        if any(not w.startswith("-") for w in rest):
            raise CtxMagicUsage("%ctx parts takes no arguments besides --all and --session ID")
        session = self.runtime.find_session(session_id) if session_id else self._session()
        agent = self._agent(session)
        preview = agent.preview()
        stored = self.store.messages(agent.session_id)
        return views.parts_table(
            preview.prepared,
            agent.counter,
            history=stored if "--all" in rest else None,
            names=views.message_names(stored),
            in_history={m.id for m in agent.history},
            cached=preview.cached,
            replayed=agent.policy.has("replay"),
            total=agent.count(preview.prepared),
            context=agent.session.context_tokens,
            server_edits=preview.server_edits,
        )

    def _ctx_requests(self, rest: list[str]) -> Any:
        from ..display import views

        self._no_options("requests", rest, words=False)
        return views.requests_table(self.store.requests(self._session().id))

    def _ctx_config(self, rest: list[str]) -> Any:
        from ..display import views

        self._no_options("config", rest, words=False)
        values = []
        for name, trait in sorted(self.traits(config=True).items()):
            value = getattr(self, name)
            values.append((name, value, trait.help))
        env = self.api_key_env or KEY_ENV.get(self.provider, "")
        if env:
            state = "set" if os.environ.get(env) else "not set"
            values.append(
                (
                    "(api key)",
                    f"${env} is {state}",
                    "keys are read from the environment, never stored",
                )
            )
        values.append(("(database)", self.runtime.settings.db_file, "where sessions are saved"))
        return views.config_table(values)

    def _ctx_key(self, rest: list[str]) -> Any:
        self._no_options("key", rest)
        if len(rest) != 1:
            raise CtxMagicUsage(
                "%ctx key takes a provider (anthropic, openai, gemini) or an environment variable name"
            )
        name = KEY_ENV.get(rest[0].lower(), rest[0])
        if not name.replace("_", "").isalnum():
            raise CtxMagicUsage(f"%ctx key: {rest[0]!r} is neither a provider nor a variable name")
        value = read_secret(f"{name}: ", name)
        if not value:
            raise CtxMagicError(f"no key typed; {name} is unchanged")
        os.environ[name] = value
        print(f"{name} is set for this kernel ({len(value)} characters); it is not saved anywhere")
        return None

    def _ctx_strategy(self, rest: list[str]) -> Any:
        if [w.lower() for w in rest] == ["presets"]:
            from ..context.presets import all_presets
            from ..display import views

            return views.presets_table(list(all_presets().values()))
        if rest:  # checked before the session it belongs to is started
            self.runtime.check_policy(rest, self.current_session(create=False))
        # setting a policy before the first turn starts the session it belongs to
        session = self.current_session(create=True)
        assert session is not None
        runtime = self.runtime
        policy = runtime.set_policy(session.id, rest) if rest else runtime.policy(session)
        for line in runtime.policy_warnings(policy, runtime.store.get_session(session.id)):
            print(
                f"ctxmagic warning: {line}", file=sys.stderr
            )  # not an error (ipython/headless.py)
        if not rest:
            return policy
        from ..logbook.commands import Recorded
        from ..logbook.record import strategy_record

        # the saved notebook keeps the change, even when no turn follows it
        return Recorded(policy, strategy_record(runtime.store, session.id).to_dict())

    def _ctx_compact(self, rest: list[str]) -> Any:
        from ..display import views
        from ..logbook.cells import start_cell
        from ..logbook.commands import Recorded

        if rest and rest[0].startswith("--"):  # an option it does not have, not instructions
            raise CtxMagicUsage(
                f"%ctx compact takes no options ({rest[0]!r}); usage: %ctx compact "
                "[INSTRUCTIONS], e.g. %ctx compact keep the failing test's name"
            )
        agent = self._agent(self._session())
        run = start_cell(self.store, agent.session_id, None)
        event = list(agent.compact(" ".join(rest)))[-1]
        for meter in self._meters:  # %ctx meter's session meters draw it too
            if meter.session_id == agent.session_id:
                meter.follow(agent.session_id, event)
                meter.state.forecast = _forecast(agent)
                meter.idle()
        print(f"compacted: {event.report.summary_line(event.offset)}")
        table = views.strategy_table(event.report, event.offset, agent.counter)
        return Recorded(table, run.record(self.store, kind="compact", status="compacted"))

    def _ctx_export(self, rest: list[str]) -> Any:
        from ..logbook.commands import export_command

        if not self.runtime.has_database:  # a refused export creates no database
            raise CtxMagicError(
                f"nothing to export: no session database at {self.runtime.settings.db_file} yet"
            )
        print(export_command(self.store, rest, current=self.session_id))

    def _ctx_import(self, rest: list[str]) -> Any:
        from ..logbook.commands import import_command

        # the notebook is read and checked before the database is opened: a refused import
        # leaves no new (empty) database behind
        had = self.runtime.has_database
        try:
            result = import_command(lambda: self.store, rest)
        except BaseException:
            if not had:  # a refusal found once the database was made: it goes again
                self.runtime.close()
                for suffix in ("", "-wal", "-shm", "-journal"):
                    Path(f"{self.runtime.settings.db_file}{suffix}").unlink(missing_ok=True)
            raise
        self.session_id = result.current.id  # the session the notebook is about, not a child
        print(result)

    def _ctx_context(self, rest: list[str]) -> Any:
        from ..display.context_view import context_table

        self._no_options("context", rest, ("--request", "--next"))
        rest, request = _option_value(rest, "--request", "%ctx context --request N")
        if rest and rest != ["--next"]:
            word = next((w for w in rest if w != "--next"), rest[0])
            raise CtxMagicUsage(f"%ctx context takes --request N or --next; remove {word!r}")
        if request is not None and rest:
            raise CtxMagicUsage("%ctx context: give --request N or --next, not both")
        if request is not None and not request.isdigit():
            raise CtxMagicUsage(
                f"%ctx context --request {request!r}: give a row number of %ctx requests, "
                "e.g. --request 3"
            )
        session = self.current_session(create=False)
        if session is None:  # nothing to read yet, and looking creates no database
            if request is not None or rest:
                raise CtxMagicError(
                    "no current session: run an %%agent cell or `%ctx resume ID` first"
                )
            return _first_request(self.runtime)
        return context_table(
            self._agent(session),
            self.store,
            request=int(request) if request is not None else None,
            next_request=bool(rest),
        )

    def _ctx_compactions(self, rest: list[str]) -> Any:
        from ..display.sources import compaction_history, compactions_table, survival_table

        self._no_options("compactions", rest)
        if len(rest) > 1 or (rest and not rest[0].isdigit()):
            raise CtxMagicUsage(
                "%ctx compactions takes an optional compaction number, e.g. %ctx compactions 1"
            )
        session = self._session()
        history = compaction_history(
            self.store.messages(session.id), self.store.requests(session.id)
        )
        if not rest:
            return compactions_table(history, session.turn_count)
        n = int(rest[0])
        if not 1 <= n <= len(history):
            raise CtxMagicError(
                f"%ctx compactions {n}: the session has {len(history)} compaction"
                f"{'' if len(history) == 1 else 's'}"
                + (f"; give a number from 1 to {len(history)}" if history else "")
            )
        return survival_table(history[n - 1])

    def _ctx_repomap(self, rest: list[str]) -> Any:
        from ..context.repomap import build_repo_map
        from ..model.tokens import TokenCounter

        self._no_options("repomap", rest)
        if len(rest) > 1 or (rest and not rest[0].isdigit()):
            raise CtxMagicUsage(
                "%ctx repomap takes an optional token budget, e.g. %ctx repomap 2048"
            )
        budget = check_setting(
            "repomap_tokens", int(rest[0]) if rest else 1024, where="%ctx repomap"
        )
        workspace = self.runtime.settings.workspace_path
        return build_repo_map(workspace, budget_tokens=budget, counter=TokenCounter())

    def _ctx_lab(self, rest: list[str]) -> Any:
        from ..lab.magic import lab_command

        return lab_command(self.runtime, self.session_id, rest)

    def _ctx_meter(self, rest: list[str]) -> Any:
        from ..display.meter_static import meter_text
        from ..display.meter_widget import SessionMeter, widgets_shown

        self._no_options("meter", rest, ("--session",))
        rest, session_id = _option_value(rest, "--session", "%ctx meter --session ID")
        if rest:
            raise CtxMagicUsage(
                f"%ctx meter takes no arguments besides --session ID; remove {rest[0]!r}"
            )
        # like %ctx strategy, before the first turn it starts the session that turn will use
        session = self.store.get_session(session_id) if session_id else self.current_session()
        assert session is not None
        agent = self._agent(session)
        state = self._session_meter(agent)
        state.forecast = _forecast(agent)
        if getattr(self.shell, "kernel", None) is None:
            print(meter_text(state))
            return None
        meter = SessionMeter(state, session.id, widget=widgets_shown(self.shell))
        self._meters.append(meter)
        return None

    def _ctx_models(self, rest: list[str]) -> Any:
        from ..display import views

        self._no_options("models", rest, words=False)
        return views.models_table(self.runtime.catalog)


def _option_value(words: list[str], name: str, usage: str) -> tuple[list[str], str | None]:
    """``words`` without ``name VALUE``, and the value (None when the option is absent)."""
    if name not in words:
        return words, None
    i = words.index(name)
    if i + 1 >= len(words) or words[i + 1].startswith("-"):
        raise CtxMagicUsage(f"{name} needs a value: {usage}")
    return words[:i] + words[i + 2 :], words[i + 1]


def window_source(session: Session | None, configured: int) -> str:
    """Where the window ``%ctx status`` shows comes from (``Runtime.window``'s order)."""
    fallback = "CtxMagic.context_window" if configured else "the model's"
    if session is not None and session.context_window:
        own = session.context_window
        return f"this session's (%%agent --window {own}; --window 0 returns to {fallback})"
    return fallback


def safety_rows(runtime: Runtime, provider: str) -> list[tuple[str, str]]:
    """``%ctx status``: whether bash is sandboxed and what the permission policy says."""
    from ..safety.bwrap import describe

    policy = runtime.permissions(provider).summary()
    rules = "; ".join(f"{tool}: {rule}" for tool, rule in policy.items())
    return [("bash sandbox", describe(runtime.settings.bash_sandbox)), ("permissions", rules)]


def _first_request(runtime: Runtime) -> Any:
    """``%ctx context`` before there is a session: what its first request will carry, as the
    next %%agent cell would build it (nothing is written)."""
    from ..agent.loop import base_context
    from ..context import summarize
    from ..context.policy import Policy
    from ..display.context_view import first_request_table
    from ..model.tokens import TokenCounter

    provider = runtime.settings.provider
    model = runtime.model_info(provider)
    pricing = runtime.catalog.priced_as(model)
    window = runtime.window(None, model)
    settings = {"threshold": runtime.settings.compact_threshold}
    counter = TokenCounter.for_model(pricing)
    system, tools = base_context(
        runtime.agent_settings(window=window, provider=provider), Policy.from_dict({}), counter
    )
    return first_request_table(
        system,
        tools,
        counter,
        window=window,
        line=summarize.threshold_tokens(window, settings),
        regions=summarize.line_regions(window, settings),
        pricing=pricing,
    )


def _forecast(agent: Agent) -> Any:
    """The next request's price (``agent/forecast.py``), or None when it cannot be priced."""
    from ..agent.forecast import forecast

    try:
        return forecast(agent)
    except (CtxMagicError, ValueError):  # a meter's extra line is not worth failing a cell
        return None


def _pricing(runtime: Runtime) -> Any:
    """The catalog entry a request of a model (by id) is billed as; None for an unknown id."""
    catalog = runtime.catalog

    def pricing(model_id: str) -> Any:
        try:
            return catalog.priced_as(catalog.get(model_id))
        except CtxMagicError:
            return None

    return pricing


def _threshold(agent: Agent) -> float:
    from ..context.policy import compact_line

    return compact_line(agent.policy, agent.context_window, agent.max_tokens)
