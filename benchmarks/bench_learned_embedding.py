"""Would word vectors learned from docstrings and the code they describe rank candidates better?

A measurement, not a feature. The issue asks for "a vocabulary learned from the code base". Here
that vocabulary is learned from other people's code: every documented function and class of the
packages in ``PACKAGES`` gives one pair, the words of its docstring's first paragraph and the words
of its name and body (docstring left out). None of those packages is one that a benchmark set copies
code from; the script refuses to run if one is. A neural bag of words (one shared table of word
vectors; a text is the normalised mean of its words' vectors) is trained on the pairs, each pair's
code against the others of its batch: the neural bag of words of CodeSearchNet (Husain et al.
2019, arXiv:1909.09436). The numpy gradients are written out below, so no PyTorch is needed.

Then the candidates ``bench_ranking.py`` ranks are re-ranked: BM25's score scaled to the best
candidate's, plus ``w`` times the cosine between the question's vector and the candidate's (its
name, body and docstring). The top-1 count is printed for every which / how question of every set
and for those in the user's own words. The pairs of five packages are held back; the vectors'
own retrieval score on them, each docstring among 1,000 bodies, is printed as it trains.

Needs what ctxmagic does not install (numpy) and the packages' wheels or sdists in one folder:
    pip download --no-deps -d WHEELS $(python benchmarks/bench_learned_embedding.py --list)
    python benchmarks/bench_learned_embedding.py WHEELS [--dim 64] [--epochs 20]
"""

from __future__ import annotations

import argparse
import ast
import random
import sys
import tarfile
import tempfile
import zipfile
from collections import Counter
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_answers import SETS, WORKSPACE_FILES, source  # noqa: E402
from bench_ranking import DEPTH, ranked_questions  # noqa: E402

from ctxmagic.offline import lookup  # noqa: E402
from ctxmagic.offline.index import words  # noqa: E402
from ctxmagic.offline.question import read_question  # noqa: E402

PACKAGES = """
aiohttp ansible-core arviz astroid astropy biopython black bokeh boltons bottle celery cerberus
cherrypy cvxpy cython dipy django eventlet fabric falcon fastapi gensim genshi geopandas gevent
gunicorn h5py hatchling html5lib igraph imageio invoke kedro kombu llvmlite luigi mako markdown
marshmallow mercurial mesa mkdocs mne more-itertools moviepy music21 nibabel nltk nox numba
numcodecs obspy openpyxl paramiko pdm peewee pelican persistent pint ply poetry-core prefect
pulp pydub pyglet pyinstaller pylint pymc pymongo pyomo pyproj pyqtgraph pyramid pytensor
pywavelets pywin32-ctypes rdflib redis reportlab sanic scikit-image scikit-learn scrapy seaborn
sh shapely simpy sphinx sqlalchemy sqlglot sqlparse starlette statsmodels sunpy tables textual
tox tqdm transaction transformers twisted uncertainties uvicorn virtualenv vispy voluptuous
wtforms xarray zarr zodb zope.interface
""".split()
SKIP_DIRS = frozenset({"tests", "test", "testing", "migrations", "locale"})
MIN_COUNT = 5  # a word in fewer pairs gets no vector
BATCH = 512
SCALE = 20.0  # the cosine's temperature in the softmax
WEIGHTS = (0.0, 0.1, 0.2, 0.3, 0.5, 0.8, 1.2)


def unpack(folder: Path, into: Path) -> dict[str, Path]:
    """Each wheel or sdist's .py files under ``into/<distribution>``."""
    out: dict[str, Path] = {}
    for archive in sorted(folder.iterdir()):
        dist = archive.name.split("-")[0].lower()
        target = into / dist
        if archive.suffix == ".whl":
            with zipfile.ZipFile(archive) as z:
                z.extractall(target, [n for n in z.namelist() if n.endswith(".py")])
        elif archive.name.endswith(".tar.gz"):
            with tarfile.open(archive) as t:
                members = [m for m in t.getmembers() if m.isfile() and m.name.endswith(".py")]
                t.extractall(target, members, filter="data")
        else:
            continue
        out[dist] = target
    return out


def used_by_sets() -> set[str]:
    """Top-level names (package or module) of the code the benchmark sets copy."""
    names = set()
    for files in WORKSPACE_FILES.values():
        for rel in files:
            parts = Path(source(rel)).parts
            top = (
                "site-packages"
                if "site-packages" in parts
                else f"python{sys.version_info[0]}.{sys.version_info[1]}"
            )
            if top in parts:
                names.add(parts[parts.index(top) + 1].removesuffix(".py").lower())
    return names


def pairs_of(root: Path) -> list[tuple[list[str], list[str]]]:
    """(docstring words, code words) for each documented definition under ``root``."""
    out = []
    for path in sorted(root.rglob("*.py")):
        if SKIP_DIRS & set(path.relative_to(root).parts):
            continue
        try:
            text = path.read_text(errors="replace")
            tree = ast.parse(text)
        except (SyntaxError, ValueError):
            continue
        lines = text.splitlines()
        for node in ast.walk(tree):
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                continue
            doc = ast.get_docstring(node)
            body = node.body[1:]
            if not doc or not body:
                continue
            said = words(doc.strip().split("\n\n")[0])
            code = words(node.name) * 2 + words(
                "\n".join(lines[body[0].lineno - 1 : node.end_lineno])
            )
            if 3 <= len(said) <= 60 and len(code) >= 3:
                out.append((said, code[:400]))
    return out


def encode(table: np.ndarray, texts: list[list[int]]):
    """Each text's normalised mean vector, and what the gradient needs (words, lengths, norms)."""
    flat = np.concatenate(texts)
    lengths = np.array([len(t) for t in texts])
    means = np.add.reduceat(table[flat], np.cumsum(lengths) - lengths) / lengths[:, None]
    norms = np.linalg.norm(means, axis=1, keepdims=True) + 1e-9
    return means / norms, (flat, lengths, norms)


def train(pairs, vocab: dict[str, int], dim: int, epochs: int, held) -> np.ndarray:
    """Word vectors by Adam on the symmetric in-batch softmax loss."""
    rng = np.random.default_rng(0)
    table = rng.normal(0, 0.1, (len(vocab) + 1, dim)).astype(np.float32)
    table[0] = 0
    m, v = np.zeros_like(table), np.zeros_like(table)
    ids = [([vocab.get(w, 0) for w in a], [vocab.get(w, 0) for w in b]) for a, b in pairs]
    step = 0
    for epoch in range(epochs):
        order = list(range(len(ids)))
        random.Random(epoch).shuffle(order)
        for start in range(0, len(order) - BATCH + 1, BATCH):
            batch = [ids[i] for i in order[start : start + BATCH]]
            qa, q_ctx = encode(table, [a for a, _ in batch])
            cb, c_ctx = encode(table, [b for _, b in batch])
            logits = SCALE * qa @ cb.T
            grad = np.zeros_like(logits)
            for lg, axis in ((logits, 1), (logits, 0)):  # question -> code and code -> question
                p = np.exp(lg - lg.max(axis=axis, keepdims=True))
                p /= p.sum(axis=axis, keepdims=True)
                grad += (p - np.eye(len(batch))) / (2 * len(batch))
            d_qa, d_cb = SCALE * grad @ cb, SCALE * grad.T @ qa
            g = np.zeros_like(table)
            for unit, (flat, lengths, norms), d in ((qa, q_ctx, d_qa), (cb, c_ctx, d_cb)):
                d_mean = (d - unit * (unit * d).sum(1, keepdims=True)) / norms / lengths[:, None]
                np.add.at(g, flat, np.repeat(d_mean, lengths, axis=0))
            g[0] = 0
            step += 1
            m = 0.9 * m + 0.1 * g
            v = 0.999 * v + 0.001 * g * g
            table -= 3e-3 * (m / (1 - 0.9**step)) / (np.sqrt(v / (1 - 0.999**step)) + 1e-8)
        print(
            f"epoch {epoch + 1}: held-back docstrings, right body first among 1,000: "
            f"{retrieval(table, vocab, held):.1%}",
            flush=True,
        )
    return table


def retrieval(table: np.ndarray, vocab: dict[str, int], held) -> float:
    right = total = 0
    for start in range(0, len(held) - 999, 1000):
        chunk = held[start : start + 1000]
        qa, _ = encode(table, [[vocab.get(w, 0) for w in a] for a, _ in chunk])
        cb, _ = encode(table, [[vocab.get(w, 0) for w in b] for _, b in chunk])
        sims = qa @ cb.T
        right += int((sims.argmax(1) == np.arange(len(chunk))).sum())
        total += len(chunk)
    return right / max(total, 1)


def rerank(table: np.ndarray, vocab: dict[str, int]) -> None:
    def vector(text: list[str]) -> np.ndarray | None:
        ids = [vocab[w] for w in text if w in vocab]
        if not ids:
            return None
        mean = table[ids].mean(0)
        return mean / (np.linalg.norm(mean) + 1e-9)

    asked = []  # (own words, [(scaled score, cosine, right)])
    names = [
        n for n in SETS if n != "other" and any(q["kind"] in ("which", "how") for q in SETS[n][0])
    ]
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            for question, index in ranked_questions(name, Path(tmp)):
                q = read_question(question["ask"])
                kinds = lookup.CALLABLE
                if question["kind"] == "which" and (q.target or "class") == "class":
                    kinds = lookup.CODE_KINDS
                found = lookup.scored(q, index, kinds, DEPTH)
                if not found:
                    continue
                wanted = {g["body"] for g in question["gold"]}
                qv, best = vector(q.words), found[0][0] or 1.0
                rows = []
                for score, s in found:
                    lines = index.files[s.path].lines[s.line - 1 : s.end_line]
                    sv = vector(words(s.name) * 2 + words("\n".join(lines)))
                    cos = float(qv @ sv) if qv is not None and sv is not None else 0.0
                    rows.append((score / best, cos, s.qualname in wanted))
                asked.append((bool(question.get("own")), rows))
    own = [rows for is_own, rows in asked if is_own]
    print(f"\n{len(asked)} which / how questions, {len(own)} in the user's own words; top-1:")
    for w in WEIGHTS:
        print(f"  w={w:<4} all {top1([r for _, r in asked], w)}  own words {top1(own, w)}")


def top1(asked: list[list[tuple[float, float, bool]]], w: float) -> int:
    """How many questions' best candidate by scaled score + w * cosine is right."""
    return sum(max(rows, key=lambda row: row[0] + w * row[1])[2] for rows in asked)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "wheels", nargs="?", type=Path, help="folder of the packages' wheels / sdists"
    )
    parser.add_argument("--list", action="store_true", help="print the packages to download")
    parser.add_argument("--dim", type=int, default=64)
    parser.add_argument("--epochs", type=int, default=20)
    args = parser.parse_args()
    if args.list or not args.wheels:
        print(" ".join(PACKAGES))
        return
    overlap = {p.lower().replace("-", "_") for p in PACKAGES} & used_by_sets()
    if overlap:
        sys.exit(f"error: {sorted(overlap)} are copied by benchmark sets; drop them from PACKAGES")
    with tempfile.TemporaryDirectory() as tmp:
        roots = unpack(args.wheels, Path(tmp))
        by_package = {dist: pairs_of(root) for dist, root in roots.items()}
    dists = sorted(by_package)
    random.Random(0).shuffle(dists)
    held = [p for d in dists[:5] for p in by_package[d]]
    pairs = [p for d in dists[5:] for p in by_package[d]]
    counts = Counter(w for a, b in pairs for w in set(a) | set(b))
    vocab = {w: i + 1 for i, w in enumerate(w for w, n in counts.items() if n >= MIN_COUNT)}
    print(
        f"{len(pairs)} pairs from {len(dists) - 5} packages, {len(held)} held back "
        f"({', '.join(dists[:5])}); {len(vocab)} words"
    )
    rerank(train(pairs, vocab, args.dim, args.epochs, held), vocab)


if __name__ == "__main__":
    main()
