"""Binder, built as repo2docker builds it: a fresh virtual environment, `pip install -r
binder/requirements.txt`, then `bash binder/postBuild` from the repository root; then every
notebook runs in it with zero cell errors, and the quick start's "run the tests" turn passes.

Offline: pip installs from the wheelhouse `.ci/fill-wheelhouse` downloads (`.ci/run` fills it
where the package index is reachable), through pip's own environment variables, so the two
Binder files run unchanged. Skipped, with the command to run, when there is no wheelhouse.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
import urllib.parse
from pathlib import Path

import nbformat
import pytest

from ctxmagic.ipython.headless import COMMANDS_PASS

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]
WHEELHOUSE = ROOT / ".ci" / "wheelhouse"
REFILL = "bash .ci/fill-wheelhouse"
# Not under /tmp: the agent's bash runs in a sandbox with a private /tmp, where a virtual
# environment there would not exist (python: command not found).
BASE = ROOT / "build" / "binder-test"
MISSING = re.compile(r"(No matching distribution found for \S+|Could not find a version .*)")


def environment(venv: Path, home: Path) -> dict[str, str]:
    """A user's shell in the built image: its bin first on PATH, nothing of this process's
    Python (no PYTHONPATH, no virtual environment), pip pointed at the wheelhouse only."""
    env = {k: v for k, v in os.environ.items() if k in ("LANG", "LC_ALL", "TZ", "USER", "TERM")}
    env.update(
        PATH=f"{venv / 'bin'}:/usr/local/bin:/usr/bin:/bin",
        HOME=str(home),
        PIP_NO_INDEX="1",
        PIP_FIND_LINKS=str(WHEELHOUSE),
        PIP_CONFIG_FILE=os.devnull,  # this machine's pip configuration is not Binder's
        PIP_DISABLE_PIP_VERSION_CHECK="1",
        PIP_NO_CACHE_DIR="1",
    )
    return env


def step(argv: list[str], env: dict[str, str], what: str, timeout: float) -> str:
    done = subprocess.run(
        argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout, check=False
    )
    out = done.stdout + done.stderr
    if done.returncode != 0:
        missing = MISSING.search(out)
        if missing:
            pytest.fail(
                f"{what}: the wheelhouse lacks a dependency ({missing.group(1)}); refill it "
                f"where the package index is reachable: {REFILL}",
                pytrace=False,
            )
        pytest.fail(f"{what} failed ({done.returncode}):\n{out[-3000:]}", pytrace=False)
    return out


def test_the_readme_badge_opens_the_quick_start_on_binder():
    badge = re.search(
        r"\]\((https://mybinder\.org/v2/gh/[^)]+)\)", (ROOT / "README.md").read_text()
    )
    assert badge, "README.md has no Binder badge"
    url = badge.group(1)
    assert url.startswith("https://mybinder.org/v2/gh/ctxmagic/ctxmagic/HEAD?urlpath=lab%2Ftree%2F")
    target = urllib.parse.unquote(url.split("urlpath=lab%2Ftree%2F", 1)[1])
    assert target == "notebooks/01-quickstart.ipynb" and (ROOT / target).is_file()
    assert (ROOT / "binder" / "runtime.txt").read_text().strip() == "python-3.11"


@pytest.mark.binder
def test_binder_environment_runs_every_notebook():
    if not any(WHEELHOUSE.glob("*.whl")):
        pytest.skip(
            f"no wheelhouse at .ci/wheelhouse: the Binder test builds its environment offline "
            f"from it; fill it where the package index is reachable with {REFILL} (.ci/run does)"
        )
    wanted = (ROOT / "binder" / "runtime.txt").read_text().strip().removeprefix("python-")
    if f"{sys.version_info[0]}.{sys.version_info[1]}" != wanted:
        pytest.skip(f"binder/runtime.txt asks for Python {wanted}; run the test with that Python")
    shutil.rmtree(BASE, ignore_errors=True)
    venv, home = BASE / "venv", BASE / "home"
    home.mkdir(parents=True)
    env = environment(venv, home)
    started = time.monotonic()
    step([sys.executable, "-m", "venv", str(venv)], env, "python -m venv", 300)
    step(["python", "-m", "pip", "install", "-r", "binder/requirements.txt"], env, "pip", 900)
    step(["bash", "binder/postBuild"], env, "binder/postBuild", 900)
    build_seconds = time.monotonic() - started

    # what a Binder user gets: the kernel is this environment's Python, widgets render in Lab
    probe = step(
        [
            "python",
            "-c",
            "import sys, ctxmagic; from jupyter_client.kernelspec import KernelSpecManager as K;"
            "print(sys.prefix); print(K().get_kernel_spec('python3').resource_dir)",
        ],
        env,
        "the kernel probe",
        120,
    )
    prefix, kernel_dir = probe.split()[-2:]
    assert Path(prefix) == venv and Path(kernel_dir).is_relative_to(venv), probe
    assert (venv / "share/jupyter/labextensions/@jupyter-widgets/jupyterlab-manager").is_dir()
    assert (venv / "share/jupyter/labextensions/anywidget").is_dir()  # the live meter's front end
    assert "4." in step(["jupyter-lab", "--version"], env, "jupyter-lab --version", 120)

    notebooks = BASE / "notebooks"
    shutil.copytree(
        ROOT / "notebooks",
        notebooks,
        ignore=shutil.ignore_patterns(
            ".ctxmagic", "__pycache__", ".pytest_cache", "build", "limits_lab"
        ),
    )
    sources = sorted(notebooks.glob("*.ipynb"))
    started = time.monotonic()
    ran = step(
        ["python", "-m", "ctxmagic", "run", *map(str, sources), "-o", str(BASE / "out")],
        env,
        "python -m ctxmagic run",
        1800,
    )
    run_seconds = time.monotonic() - started
    reports = re.findall(r"executed \S+/(\S+\.ipynb) -> \S+ in ([\d.]+) s\n(.*)", ran)
    assert [name for name, _, _ in reports] == [p.name for p in sources], ran
    assert all(verdict.endswith(", ok") for _, _, verdict in reports), ran

    quick = nbformat.read(BASE / "out" / "01-quickstart.ipynb", as_version=4)
    tests = [c for c in quick.cells if COMMANDS_PASS in c.get("metadata", {}).get("tags", [])]
    record = next(
        o["metadata"]["ctxmagic"]["record"] for o in tests[0].outputs if "ctxmagic" in o.metadata
    )
    results = [
        p["data"] for m in record["messages"] for p in m["parts"] if p["type"] == "tool_result"
    ]
    assert results and all(r["metadata"]["exit_code"] == 0 for r in results)
    assert re.search(r"\b\d+ passed\b", results[-1]["content"]), results[-1]["content"]

    timings = {name: float(s) for name, s, _ in reports}
    (ROOT / "build" / "binder-timings.json").write_text(
        json.dumps({"build_s": round(build_seconds, 1), "run_s": round(run_seconds, 1), **timings})
    )
    shutil.rmtree(BASE)  # about 700 MB; kept when the test fails, to look into


def readme_quick_start() -> str:
    """The README's first command: install, then open the quick start in JupyterLab."""
    readme = (ROOT / "README.md").read_text()
    section = readme.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    return re.search(r"```bash\n(.+?)\n```", section, re.S).group(1).strip()


QUICK_START = re.compile(
    r"pip install -e '\.\[(?P<extra>[\w,]+)\]' && jupyter lab (?P<nb>\S+\.ipynb)"
)


def extra_requirements(extra: str, seen: frozenset[str] = frozenset()) -> list[str]:
    """The requirements an extra of pyproject.toml installs, the extras it names expanded."""
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"][
        "optional-dependencies"
    ]
    out = []
    for req in extras[extra]:
        inner = re.fullmatch(r"ctxmagic\[([\w,]+)\]", req)
        if inner:
            for name in inner.group(1).split(","):
                if name not in seen:
                    out += extra_requirements(name, seen | {extra})
        else:
            out.append(req)
    return out


def test_the_readme_quick_start_opens_the_quick_start_in_jupyterlab():
    """A newcomer's first command installs what `jupyter lab` needs and opens the quick start:
    the `notebooks` extra had nbclient and ipykernel but no JupyterLab, and the README ran the
    notebook headless, so a student never reached an `%%agent` cell in a browser."""
    quick_start = readme_quick_start()
    readme = (ROOT / "README.md").read_text().split("## Quick start", 1)[1].split("\n## ", 1)[0]
    assert readme.count("```bash") == 2, "the quick start is exactly two commands"
    found = QUICK_START.fullmatch(quick_start)
    assert found, quick_start
    names = {
        re.match(r"[\w.-]+", r).group(0).lower()
        for x in found["extra"].split(",")
        for r in extra_requirements(x)
    }
    # jupyterlab provides `jupyter lab`; the kernel, the headless runner and the quick start's
    # "run the tests" turn need the rest
    assert {"jupyterlab", "ipykernel", "nbclient", "pytest"} <= names, names
    notebook = ROOT / found["nb"]
    assert notebook.is_file() and notebook == ROOT / "notebooks" / "01-quickstart.ipynb"


@pytest.mark.binder
def test_the_readme_quick_start_works_in_a_fresh_venv():
    """The quick start's first command, as a new user types it in a fresh virtual environment,
    up to the server: the install, then `jupyter lab` there (its version, not a server), then the
    notebook it opens run headless in that environment as a student would run it cell by cell.
    It once answered "No module named pytest" (the quick start runs the sample project's tests
    and `.[notebooks]` did not install pytest)."""
    if not any(WHEELHOUSE.glob("*.whl")):
        pytest.skip(f"no wheelhouse at .ci/wheelhouse; fill it with {REFILL} (.ci/run does)")
    found = QUICK_START.fullmatch(readme_quick_start())
    assert found, readme_quick_start()
    install, notebook = readme_quick_start().split(" && ")[0], found["nb"]
    base = ROOT / "build" / "readme-test"  # not under /tmp (see BASE)
    shutil.rmtree(base, ignore_errors=True)
    repo, venv, home = base / "repo", base / "venv", base / "home"
    tracked = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split("\0")
    for name in filter(None, tracked):  # a clean checkout, as a new user clones it
        if (ROOT / name).is_file():
            (repo / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, repo / name)
    home.mkdir(parents=True)
    env = environment(venv, home)
    step([sys.executable, "-m", "venv", str(venv)], env, "python -m venv", 300)
    out = ""
    for command in (install, "jupyter lab --version", f"python -m ctxmagic run {notebook}"):
        done = subprocess.run(
            ["bash", "-c", command], cwd=repo, env=env, capture_output=True, text=True, timeout=1200
        )
        out = done.stdout + done.stderr
        missing = MISSING.search(out)
        if missing:
            pytest.fail(
                f"the wheelhouse lacks {missing.group(1)}; refill it: {REFILL}", pytrace=False
            )
        assert done.returncode == 0, f"{command}:\n{out[-3000:]}"
    assert re.search(r"\d+ %%agent turns, ok", out), out[-3000:]
    assert (repo / "build" / "01-quickstart.ipynb").is_file()  # where the README says it goes
    shutil.rmtree(base)
