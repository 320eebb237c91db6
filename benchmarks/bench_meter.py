"""The meter: what one update costs the kernel at 1,000 requests of history, against 10.

Run: python benchmarks/bench_meter.py
An update is what the cell does for one event: fold it into the ``MeterState``, build the widget's
state and serialise it as the comm message would (JSON). While a response streams only the
``meter`` trait is sent (at most ten a second); when a response ends its point goes too, as a
message the view appends (a new view gets the whole ``history`` trait, one entry per request); a kernel without a widget front end sends the static HTML instead;
the end of the turn draws the final static form. Each figure is the median of many updates, with
10 requests of history measured in the same run as the baseline.
"""

from __future__ import annotations

import json
import statistics
import time

from ctxmagic.agent.events import StepFinished, StepStarted
from ctxmagic.context import composition as cp
from ctxmagic.display.meter import MeterState
from ctxmagic.display.meter_static import meter_html, meter_lines
from ctxmagic.model.request import TextDelta
from ctxmagic.model.usage import Usage
from ctxmagic.store.database import RequestRecord, Session

WINDOW = 200_000


def composition(prompt: int, usage: Usage) -> dict:
    """A request's sources as a session records them: the fixed part, then a history of text,
    calls and results of three tools that grows with the prompt."""
    rest = max(prompt - 1_900, 0)
    runs = [
        cp.Run(cp.TOOL_DEFINITIONS, "tools", 1_600),
        cp.Run(cp.SYSTEM_PROMPT, "system prompt", 240),
        cp.Run(cp.PROJECT_FILE, "AGENTS.md", 60),
        cp.Run(cp.USER, cp.USER, rest // 20),
        cp.Run(cp.ASSISTANT, cp.ASSISTANT, rest // 8),
        cp.Run(cp.CALLS, cp.CALLS, rest // 10),
        cp.Run(cp.RESULTS, "tool results: view", rest // 2),
        cp.Run(cp.RESULTS, "tool results: grep", rest // 8),
        cp.Run(cp.RESULTS, "tool results: bash", rest // 10),
        cp.Run(cp.FRAMING, cp.FRAMING, rest // 40),
    ]
    return cp.of_request(runs, usage, [cp.Run(cp.ASSISTANT, cp.ASSISTANT, usage.output)]).to_json()


def record(i: int) -> RequestRecord:
    prompt = 2_000 + 150 * (i % 1_200)
    usage = Usage(input=40, cache_read=prompt - 400, cache_write_5m=360, output=120)
    return RequestRecord(
        session_id="ses_bench",
        provider="offline",
        model="claude-sonnet-4-6",
        usage=usage,
        cost=0.001,
        context_tokens=prompt + 120,
        context_window=WINDOW,
        turn=i // 4 + 1,
        step=i % 4 + 1,
        estimated=True,
        composition=composition(prompt, usage),
    )


def state_with(n: int) -> MeterState:
    return MeterState.from_history(
        [record(i) for i in range(n)], window=WINDOW, threshold=0.95, session_cost=1.0
    )


def median_ms(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return 1000 * statistics.median(times)


def figures(n: int) -> dict[str, float]:
    state = state_with(n)
    session = Session(id="ses_bench", cost=1.0)
    state.apply(StepStarted(1, state.context + 500))
    delta = TextDelta("word ")

    def streaming() -> None:
        state.apply(delta)
        json.dumps({"meter": state.to_dict()})

    done = [0]

    def response() -> None:
        done[0] += 1
        r = record(n + done[0])
        before = state.counts()
        state.apply(StepFinished(1, None, r, WINDOW, session))  # type: ignore[arg-type]
        json.dumps({"meter": state.to_dict()})
        json.dumps({"append": state.history(since=before)})  # the message meter.js appends
        state.points.pop()  # keep the history at n requests
        state.apply(StepStarted(2, state.context + 500))

    def whole() -> None:  # what a new view draws from: the cell's first widget state
        json.dumps({"meter": state.to_dict(), "history": state.history()})

    def static() -> None:
        state.apply(delta)
        json.dumps({"text/html": meter_html(state), "text/plain": meter_lines(state)})

    return {
        "streaming update (meter trait)": median_ms(streaming, 2_000),
        "response update (meter trait + the new point)": median_ms(response, 300),
        "a new view (meter + whole history traits)": median_ms(whole, 300),
        "static update (no widget front end) / final form": median_ms(static, 300),
    }


BROWSER = """async ([esm, meter, history, repeat]) => {
    const url = URL.createObjectURL(new Blob([esm], {type: 'text/javascript'}));
    const widget = (await import(url)).default;
    const handlers = {};
    const state = {meter, history};
    const model = {get: (k) => state[k], on: (e, f) => { handlers[e] = f; }, off: () => {}};
    const el = document.createElement('div');
    document.body.appendChild(el);
    widget.render({model, el});
    const time = (name) => {
        const t = [];
        for (let i = 0; i < repeat; i++) {
            const t0 = performance.now();
            handlers[name]();
            el.getBoundingClientRect();  // layout included
            t.push(performance.now() - t0);
        }
        t.sort((a, b) => a - b);
        return t[Math.floor(t.length / 2)];
    };
    return {meter: time('change:meter'), history: time('change:history')};
}"""


def browser_figures() -> dict[int, dict[str, float]] | None:
    """The widget's redraw in headless Chromium (the front end's share), when it is here."""
    import shutil
    from pathlib import Path

    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return None
    if not Path(chromium).exists():
        return None
    esm = (Path(__file__).parents[1] / "ctxmagic" / "display" / "meter.js").read_text()
    out = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        page = browser.new_page()
        for n in (10, 1_000):
            state = state_with(n)
            out[n] = page.evaluate(BROWSER, [esm, state.to_dict(), state.history(), 200])
            page.set_content("")
        browser.close()
    return out


def main() -> None:
    small, large = figures(10), figures(1_000)
    print(f"{'one meter update':52} {'10 requests':>12} {'1,000 requests':>15} {'ratio':>7}")
    for name in small:
        a, b = small[name], large[name]
        print(f"{name:52} {a:9.3f} ms {b:12.3f} ms {b / a:6.1f}x")
    size = len(json.dumps(state_with(1_000).history()))
    html = len(meter_html(state_with(1_000)))
    print(f"history trait at 1,000 requests: {size:,} bytes; static form: {html:,} bytes")
    drawn = browser_figures()
    if drawn is None:
        print("(no chromium/playwright: the browser's redraw is not measured)")
        return
    for key, name in (
        ("meter", "browser: redraw the bar"),
        ("history", "browser: redraw the chart"),
    ):
        a, b = drawn[10][key], drawn[1_000][key]
        print(f"{name:52} {a:9.3f} ms {b:12.3f} ms {b / a:6.1f}x")


if __name__ == "__main__":
    main()
