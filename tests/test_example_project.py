"""examples/custom_ops is a real outside project: copied out of the repository, it regenerates
byte for byte, installs (against the installed opspec, offline) and passes `opspec test`, its
own pytest suite and its script, all on the installed package."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

from opspec.spec.generate import generate
from opspec.spec.load import load_specs

REPO = Path(__file__).resolve().parents[1]
EXAMPLE = REPO / "examples" / "custom_ops"


def test_the_committed_generated_package_is_fresh():
    specs = load_specs(sorted(str(p) for p in (EXAMPLE / "specs").glob("*.yaml")))
    stale = generate(specs, EXAMPLE / "custom_ops" / "ops", package="custom_ops.ops", check=True)
    assert stale == [], "examples/custom_ops is stale: run make -C examples/custom_ops generate"


def _run(args, cwd, env):
    done = subprocess.run([str(a) for a in args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"{' '.join(map(str, args))}\n{done.stdout}\n{done.stderr}"
    return done.stdout


def test_the_example_installs_and_works_outside_the_repository(tmp_path):
    project, site, elsewhere = tmp_path / "custom_ops", tmp_path / "site", tmp_path / "elsewhere"
    shutil.copytree(EXAMPLE, project, ignore=shutil.ignore_patterns("__pycache__", "build", "*.egg-info"))
    elsewhere.mkdir()
    opspec = Path(sys.executable).with_name("opspec")
    env = {**os.environ, "PYTHONPATH": str(site), "PYTHONDONTWRITEBYTECODE": "1"}

    out = _run([opspec, "generate", "specs", "-o", "custom_ops/ops", "--package", "custom_ops.ops"], project, env)
    assert out.endswith("(0 changed)\n"), out            # the same bytes, from another place
    _run([sys.executable, "-m", "pip", "install", "-q", "--no-build-isolation", "--no-deps", "--no-index",
          "--target", site, project], elsewhere, env)
    where = _run([sys.executable, "-c", "import custom_ops.ops.mathx as m; print(m.__file__)"], elsewhere, env)
    assert where.startswith(str(site)) and (site / "custom_ops" / "ops" / "mathx.c").exists()

    out = _run([opspec, "test", project / "specs", "--package", "custom_ops.ops"], elsewhere, env)
    assert out.splitlines()[-1].startswith("ok: ") and " 0 failed" in out, out
    out = _run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", project / "tests"], elsewhere, env)
    assert " passed" in out and "failed" not in out, out
    out = _run([site / "bin" / "custom-ops-demo"], elsewhere, env)
    assert "d loss / d v = [3. 2. 1. 0. 0.]" in out
