// The live meter (anywidget front end): the stacked bar of the window with the auto-compact
// line, the legend and figures, and the session's history as an SVG chart. Python computes the
// state and the text (ctxmagic/display/meter.py); this only draws it, updating elements in place
// so a streaming turn moves the bar instead of re-rendering the output. The same structure and
// class names as the static form (meter_static.py), so both read the same.

const SVG = "http://www.w3.org/2000/svg";
const MAX_COLUMNS = 300;

function div(cls, parent) {
  const el = document.createElement("div");
  if (cls) el.className = cls;
  if (parent) parent.appendChild(el);
  return el;
}

function pct(tokens, scale) {
  return scale ? `${(100 * tokens) / scale}%` : "0%";
}

function svg(tag, attrs, parent) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  if (parent) parent.appendChild(el);
  return el;
}

const NUMBER = new Intl.NumberFormat("en-US"); // toLocaleString builds one per call: slow
function fmt(n) {
  return NUMBER.format(n);
}

function build(el) {
  const root = div("ctxmagic-meter ctxmagic-w", el);
  const parts = { root };
  parts.head = div("ctxmagic-meter-head", root);
  parts.labelRow = div("ctxmagic-line-row", root);
  parts.label = div("ctxmagic-line-label", parts.labelRow);
  parts.bar = div("ctxmagic-bar", root);
  parts.segs = {};
  parts.ghost = div("ctxmagic-ghost", parts.bar);
  parts.end = div("ctxmagic-window-end", parts.bar);
  parts.line = div("ctxmagic-line", parts.bar);
  parts.legend = div("ctxmagic-legend", root);
  parts.srcbar = div("ctxmagic-srcbar", root); // the context by source, same scale
  parts.reserve = div("ctxmagic-src-reserve", parts.srcbar);
  parts.srcs = {};
  parts.srclegend = div("ctxmagic-src-legend", root);
  parts.refs = [];
  for (const key of ["request", "turn", "cost", "next", "compactions", "line", "drop"]) {
    parts[key] = div(`ctxmagic-meter-${key} ctxmagic-meter-text`, root);
  }
  parts.toggle = div("ctxmagic-chart-toggle", root); // the chart: billing split or sources
  parts.by = "billing";
  for (const by of ["billing", "sources"]) {
    const b = document.createElement("button");
    b.className = "ctxmagic-toggle";
    b.dataset.by = by;
    b.textContent = by === "billing" ? "cache split" : "by source";
    parts.toggle.appendChild(b);
  }
  parts.chart = svg("svg", { class: "ctxmagic-chart", viewBox: "0 0 600 80",
    preserveAspectRatio: "none", role: "img" }, root);
  parts.caption = div("ctxmagic-chart-caption ctxmagic-meter-text", root);
  return parts;
}

function countdown(f, received) {
  // seconds to the expiry, measured on the kernel's clock (at_ms) plus the time since the
  // state arrived here: a browser clock set differently does not shift it
  if (!f || f.expires_ms === null || f.expires_ms === undefined) return null;
  return Math.max(0, (f.expires_ms - f.at_ms - (Date.now() - received)) / 1000);
}

function mmss(seconds) {
  const s = Math.ceil(seconds);
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), r = s % 60;
  const two = (n) => String(n).padStart(2, "0");
  return h ? `${h}:${two(m)}:${two(r)}` : `${m}:${two(r)}`;
}

function drawNext(p, m) {
  const f = m.forecast;
  if (!f || m.streaming) { p.next.style.display = "none"; return; }
  p.next.style.display = "block";
  const left = countdown(f, p.received);
  let text = m.lines.next || "";
  if (left !== null) {
    const cut = text.indexOf(" · after the cache expires");
    const head = cut >= 0 ? text.slice(0, cut) : text;
    text = left > 0
      ? `${head} · cache expires in ${mmss(left)}, then $${f.expired_cost.toFixed(4)}`
      : `${head.replace(/\$[0-9.]+/, `$${f.expired_cost.toFixed(4)}`)} · the cache has expired: ` +
        "the prefix is written again";
  }
  p.next.textContent = text;
  p.next.dataset.secondsLeft = left === null ? "" : String(Math.round(left));
}

function drawSources(p, m) {
  const seen = new Set();
  let left = 0;
  for (const [group, tokens, colour] of m.sources || []) {
    seen.add(group);
    let seg = p.srcs[group];
    if (!seg) {
      seg = p.srcs[group] = div("ctxmagic-src", p.srcbar);
      seg.dataset.group = group;
    }
    seg.style.background = colour;
    seg.dataset.tokens = tokens;
    seg.title = `${group}: ${fmt(tokens)} tokens`;
    seg.style.left = pct(left, m.scale);
    seg.style.width = pct(tokens, m.scale);
    left += tokens;
  }
  for (const group of Object.keys(p.srcs)) {
    if (!seen.has(group)) { p.srcs[group].remove(); delete p.srcs[group]; }
  }
  const shown = (m.sources || []).length > 0 && m.sources[0][0] !== "not recorded";
  p.srcbar.style.display = shown ? "block" : "none";
  p.srclegend.style.display = shown ? "block" : "none";
  p.reserve.style.display = m.line && m.line < m.window ? "block" : "none";
  if (m.line) {
    p.reserve.style.left = pct(m.line, m.scale);
    p.reserve.style.width = pct(m.window - m.line, m.scale);
    p.reserve.title = `beyond the auto-compact line: ${fmt(m.window - m.line)} tokens`;
  }
  const label = document.createElement("span");
  label.className = "ctxmagic-src-label";
  label.textContent = "by source:";
  p.srclegend.replaceChildren(label, ...(m.sources || []).map(([group, tokens, colour]) => {
    const item = document.createElement("span");
    item.className = "ctxmagic-legend-item";
    item.dataset.group = group;
    const sw = document.createElement("span");
    sw.className = "ctxmagic-swatch";
    sw.style.background = colour;
    const b = document.createElement("b");
    b.textContent = fmt(tokens);
    item.append(sw, `${group} `, b);
    return item;
  }));
  for (const r of p.refs) r.remove();
  p.refs = (m.references || []).map(([agent, tokens, definition]) => {
    const r = div("ctxmagic-ref", p.bar);
    r.style.left = pct(tokens, m.scale);
    r.title = `${agent} would compact here: ${definition}`;
    r.dataset.agent = agent;
    return r;
  });
}

function drawMeter(p, m) {
  const c = m.colours;
  p.root.dataset.status = m.status;
  p.root.dataset.streaming = m.streaming ? "1" : "0";
  p.root.dataset.context = m.context;
  p.root.dataset.window = m.window;
  p.root.dataset.requests = m.figures.requests;
  p.head.textContent = m.lines.head;
  const seen = new Set();
  let left = 0;
  for (const [kind, tokens, label] of m.segments) {
    if (!tokens) continue;
    seen.add(kind);
    let seg = p.segs[kind];
    if (!seg) {
      seg = p.segs[kind] = document.createElement("div");
      seg.className = `ctxmagic-seg ctxmagic-seg-${kind}`;
      seg.dataset.kind = kind;
      seg.style.background = c[kind];
      p.bar.insertBefore(seg, p.ghost);
    }
    seg.dataset.tokens = tokens;
    seg.title = `${label}: ${fmt(tokens)} tokens`;
    seg.style.left = pct(left, m.scale);
    seg.style.width = pct(tokens, m.scale);
    left += tokens;
  }
  // segments keep their order: re-insert in the state's order
  for (const [kind] of m.segments) if (p.segs[kind]) p.bar.insertBefore(p.segs[kind], p.ghost);
  for (const kind of Object.keys(p.segs)) {
    if (!seen.has(kind)) { p.segs[kind].remove(); delete p.segs[kind]; }
  }
  p.ghost.style.display = m.ghost ? "block" : "none";
  if (m.ghost) {
    p.ghost.style.width = pct(m.ghost[0], m.scale);
    p.ghost.title = m.lines.drop || "";
  }
  const over = m.window < m.scale;
  p.end.style.display = over ? "block" : "none";
  p.end.style.left = pct(m.window, m.scale);
  p.end.title = `the window: ${fmt(m.window)} tokens`;
  p.bar.classList.toggle("ctxmagic-over", over);
  p.line.style.display = m.line ? "block" : "none";
  p.labelRow.style.display = m.line ? "block" : "none";
  if (m.line) {
    p.line.style.left = pct(m.line, m.scale);
    p.line.title = `auto-compact line: ${m.line_definition ||
      `${fmt(m.line)} tokens (${Math.round(m.threshold * 100)}% of the window)`}`;
    p.label.style.right = `${100 - (100 * m.line) / m.scale}%`;
    p.label.textContent = `auto-compact ${Math.round(m.threshold * 100)}% ▾`;
  }
  p.legend.replaceChildren(...m.segments.map(([kind, tokens, label]) => {
    const item = document.createElement("span");
    item.className = "ctxmagic-legend-item";
    item.dataset.kind = kind;
    const sw = document.createElement("span");
    sw.className = "ctxmagic-swatch";
    sw.style.background = c[kind];
    const b = document.createElement("b");
    b.textContent = fmt(tokens);
    item.append(sw, `${label} `, b);
    return item;
  }));
  for (const key of ["request", "turn", "cost", "compactions", "line", "drop"]) {
    p[key].textContent = m.lines[key] || "";
    p[key].style.display = m.lines[key] ? "block" : "none";
  }
  drawSources(p, m);
  drawNext(p, m);
}

function drawChart(p, h, colours) {
  const bySource = p.by === "sources" && (h.sources || []).some((v) => v.length);
  p.chart.dataset.by = bySource ? "sources" : "billing";
  for (const b of p.toggle.children) b.classList.toggle("ctxmagic-on", b.dataset.by === p.chart.dataset.by);
  p.toggle.style.display = h.points.length > 1 && h.has_sources ? "block" : "none";
  // by source: each column is split by kind (the same colours as the bar by source); a
  // request whose sources were not recorded is one grey column
  const pts = bySource
    ? h.points.map((q, i) => (h.sources[i] && h.sources[i].length ? h.sources[i] : [q[0] + q[1] + q[2] + q[3]]))
    : h.points;
  const n = pts.length;
  p.chart.replaceChildren();
  p.chart.style.display = n > 1 ? "block" : "none";
  p.caption.style.display = n > 1 ? "block" : "none";
  p.columns = [];
  if (n < 2) return;
  const totals = pts.map((q) => q.reduce((a, b) => a + b, 0));
  let top = h.window || 1;
  for (const t of totals) if (t > top) top = t;
  top *= 1.08;
  const k = Math.min(n, MAX_COLUMNS);
  const w = 600 / k;
  p.chart.dataset.requests = n;
  p.chart.dataset.columns = k;
  const kinds = bySource ? h.kinds : ["cache_read", "cache_write", "uncached", "output"];
  const fills = bySource ? h.kind_colours : kinds.map((k) => colours[k]);
  const paths = kinds.map(() => []); // one path per part of the split: few elements to draw
  const grey = [];
  for (let i = 0; i < k; i++) {
    const a = Math.floor((i * n) / k), b = Math.floor(((i + 1) * n) / k);
    let best = a;
    for (let j = a; j < b; j++) if (totals[j] > totals[best]) best = j;
    const q = pts[best];
    p.columns.push([a, b, best]);
    let y = 80;
    q.forEach((tokens, s) => {
      const hgt = (80 * tokens) / top;
      y -= hgt;
      const target = q.length === 1 && bySource ? grey : paths[s];
      if (hgt > 0) target.push(`M${(i * w).toFixed(2)} ${y.toFixed(2)}h${(w * 0.8).toFixed(2)}v${hgt.toFixed(2)}h${(-w * 0.8).toFixed(2)}z`);
    });
  }
  paths.forEach((d, s) => {
    if (d.length) svg("path", { d: d.join(""), fill: fills[s], class: `ctxmagic-chart-${String(kinds[s]).replace(/\W+/g, "-")}` }, p.chart);
  });
  if (grey.length) svg("path", { d: grey.join(""), fill: colours.context, class: "ctxmagic-chart-unrecorded" }, p.chart);
  const line = (tokens, cls) => {
    const y = 80 - (80 * tokens) / top;
    svg("line", { x1: 0, x2: 600, y1: y, y2: y, class: cls }, p.chart);
  };
  if (h.window) line(h.window, "ctxmagic-chart-window");
  if (h.line) line(h.line, "ctxmagic-chart-threshold");
  for (const [at, before, after, reason] of h.drops) {
    const x = Math.min(Math.floor((at * k) / n), k - 1) * w;
    const d = svg("line", { x1: x, x2: x, y1: 0, y2: 80, class: "ctxmagic-chart-drop" }, p.chart);
    svg("title", {}, d).textContent = `${reason}: ${fmt(before)} -> ${fmt(after)} tokens`;
  }
  for (const [at, reason, tokens, text] of h.misses || []) { // lost cache reads: a mark on top
    const x = Math.min(Math.floor((at * k) / n), k - 1) * w;
    const m = svg("rect", { x: x, y: 0, width: w * 0.8, height: 3, class: "ctxmagic-chart-miss" }, p.chart);
    svg("title", {}, m).textContent = `request ${at + 1}: ${text}`;
  }
  p.tip = svg("title", {}, p.chart);
  p.chart.onmousemove = (e) => { // the hovered column's figures, computed when asked
    const box = p.chart.getBoundingClientRect();
    const col = p.columns[Math.min(Math.floor(((e.clientX - box.left) / box.width) * k), k - 1)];
    if (!col) return;
    const [a, b, best] = col;
    const q = pts[best];
    const what = bySource
      ? (q.length > 1 ? kinds.map((k, s) => [k, q[s]]).filter(([, t]) => t).map(([k, t]) => `${k} ${fmt(t)}`).join(", ") : "sources not recorded")
      : `cache read ${fmt(q[0])}, write ${fmt(q[1])}, uncached ${fmt(q[2])}, output ${fmt(q[3])}`;
    p.tip.textContent = `${b - a > 1 ? `requests ${a + 1}-${b}` : `request ${a + 1}`}: ` +
      `${fmt(totals[best])} tokens (${what})`;
  };
  const count = (k, word) => `${fmt(k)} ${word}${k === 1 ? "" : "s"}`;
  p.caption.textContent = `context per request: ${count(n, "request")} in ${count(h.turns, "turn")}` +
    (k < n ? `, ${k} columns (the largest of each bin)` : "") +
    "; solid: the window, dashed: the auto-compact line, dotted: a compaction or pruning" +
    ((h.misses || []).length ? "; a mark on top: a cache miss (its reason on hover)" : "");
}

function render({ model, el }) {
  const p = build(el);
  p.received = Date.now();
  const meter = () => { p.received = Date.now(); drawMeter(p, model.get("meter")); };
  // the history drawn: the model's (sent whole) and what the kernel appended since
  // its points come as the JSON text of their list (a long session's, sent whole)
  const received = () => {
    const v = model.get("history");
    return typeof v.points === "string" ? { ...v, points: JSON.parse(v.points) } : v;
  };
  let h = received();
  const history = () => drawChart(p, h, model.get("meter").colours);
  const whole = () => { h = received(); history(); };
  const append = (msg) => {
    const add = msg && msg.append;
    if (!add) return;
    const [points, drops, misses] = add.since;
    if (points !== h.points.length || drops !== (h.drops || []).length || misses !== (h.misses || []).length) {
      model.send({ want: "history" }); // drawn from an older copy: ask for the whole
      return;
    }
    h = {
      ...h, ...add,
      points: h.points.concat(add.points),
      drops: (h.drops || []).concat(add.drops),
      misses: (h.misses || []).concat(add.misses),
    };
    history();
  };
  p.by = model.get("by") || "billing";
  for (const b of p.toggle.children) {
    b.onclick = () => { // the kernel sends the sources' history when asked for it
      p.by = b.dataset.by;
      model.set("by", p.by);
      model.save_changes();
      history();
    };
  }
  meter();
  history();
  model.on("change:meter", meter);
  model.on("change:history", whole);
  model.on("msg:custom", append);
  model.on("change:by", () => { p.by = model.get("by"); history(); });
  const tick = setInterval(() => drawNext(p, model.get("meter")), 1000); // the countdown
  return () => {
    clearInterval(tick);
    model.off("change:meter", meter);
    model.off("change:history", whole);
    model.off("msg:custom", append);
  };
}

export default { render };
