"""examples/logreg: a user project whose own spec'd ops are trained through opspec.grad."""
import importlib.util
from pathlib import Path

import numpy as np
import pytest

from opspec.spec import load_spec
from opspec.spec.generate import generate
from opspec.testing.spec_checks import NotApplicable, check_grad, check_rop

LOGREG = Path(__file__).resolve().parents[1] / "examples" / "logreg"


def _load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def train_module():
    return _load("logreg_train", LOGREG / "train.py")


def test_loss_decreases_and_the_curve_is_printed(train_module, capsys):
    losses = train_module.train(steps=60, print_every=20, mode="FAST_COMPILE")
    assert losses[-1] < 0.6 * losses[0], losses
    rises = sum(b > a + 1e-12 for a, b in zip(losses, losses[1:]))
    assert rises <= 3, f"the loss went up {rises} times: {losses}"
    printed = capsys.readouterr().out.splitlines()
    assert [line.split()[1] for line in printed] == ["0", "20", "40", "59"]
    assert all("loss" in line and "accuracy" in line for line in printed)


def test_fast_run_trains_as_fast_compile(train_module):
    """The default mode (fusion, in-place, C) on the example's gradient graph, whose fills and
    recomputed nodes make many diamonds: the in-place stage once took exponential time here."""
    fast = train_module.train(steps=20, print_every=0)
    plain = train_module.train(steps=20, print_every=0, mode="FAST_COMPILE")
    np.testing.assert_allclose(fast, plain, rtol=1e-9)


def test_committed_generated_module_is_fresh(monkeypatch):
    monkeypatch.chdir(LOGREG)                   # as `make generate` runs, from inside the example
    assert generate([load_spec("specs/layers.yaml")], "generated", check=True) == []


@pytest.mark.parametrize("check", [check_grad, check_rop])
def test_example_ops_pass_the_gradient_checks(train_module, check):
    spec = load_spec(str(LOGREG / "specs" / "layers.yaml"))
    for op in spec.ops:
        for k in range(len(op.samples)):
            try:
                check(spec, op, k, module=train_module.layers)
            except NotApplicable:
                pass
