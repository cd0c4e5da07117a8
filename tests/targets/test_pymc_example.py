"""examples/pymc: a PyMC model whose likelihood is a spec'd Op, sampled with NUTS on Numba and
on NumPyro (JAX); the posterior mean of the model's one parameter has a closed form."""
import importlib.util
import sys
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "pymc"

pytest.importorskip("pymc", reason="the PyMC example needs opspec[pytensor] (pymc not installed)")


@pytest.fixture(scope="module")
def example():
    sys.path.insert(0, str(EXAMPLE))
    try:
        spec = importlib.util.spec_from_file_location("pymc_example_model", EXAMPLE / "model.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        yield module
    finally:
        sys.path.remove(str(EXAMPLE))


def test_generated_ops_are_fresh():
    from opspec.cli import main
    assert main(["generate", str(EXAMPLE / "specs"), "-o", str(EXAMPLE / "pymc_ops"), "--package", "pymc_ops",
                 "--target", "pytensor", "--check"]) == 0


def test_the_model_logp_runs_the_spec_op(example):
    from pytensor.graph.traversal import ancestors
    from pytensor.tensor.elemwise import Elemwise
    m = example.model(example.data(n=5))
    logp = m.logp()
    ops = {type(v.owner.op.scalar_op).__name__ for v in ancestors([logp])
           if v.owner is not None and isinstance(v.owner.op, Elemwise)}
    assert "NormalLogpdf" in ops, ops


@pytest.mark.parametrize("sampler", ["pymc", "numpyro"])
def test_nuts_finds_the_closed_form_posterior(example, sampler):
    if sampler == "numpyro":
        pytest.importorskip("numpyro", reason="NumPyro's NUTS needs numpyro (opspec[pytensor])")
    y = example.data()
    mean, sd = example.closed_form(y)
    draws = example.sample(y, sampler, draws=300, tune=300)
    assert abs(draws.mean() - mean) < 0.3 * sd, (draws.mean(), mean, sd)
    assert 0.7 * sd < draws.std() < 1.3 * sd, (draws.std(), sd)
