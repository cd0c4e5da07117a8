"""examples/sgd: minibatch SGD with RandomStream, shared weights and updates, checked against
the same training as a numpy loop on the same stream."""
import importlib.util
from pathlib import Path

import numpy as np
import pytest

SGD = Path(__file__).resolve().parents[3] / "examples" / "sgd" / "sgd.py"


@pytest.fixture(scope="module")
def sgd():
    spec = importlib.util.spec_from_file_location("sgd_example", SGD)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def problem(sgd):
    return sgd.make_problem(n=1000, d=4)


def test_training_converges_to_the_true_weights(sgd, problem):
    X, y, w_true, b_true = problem
    run = sgd.SGD(X, y, batch=32, rate=0.05)
    costs = run.train(400)
    assert np.mean(costs[-50:]) < 0.02 and costs[0] > 1.0     # noise variance: 0.01
    np.testing.assert_allclose(run.w.get_value(), w_true, atol=0.03)
    assert abs(float(run.b.get_value()) - b_true) < 0.03


@pytest.mark.parametrize("mode,steps", [("FAST_RUN", 200), ("FAST_COMPILE", 100), ("DebugMode", 5)])
def test_the_minibatches_are_numpys_draws(sgd, problem, mode, steps):
    X, y, _, _ = problem
    run = sgd.SGD(X, y, seed=7, mode=mode)
    run.train(steps)
    w, b = sgd.numpy_sgd(X, y, steps, seed=7)
    np.testing.assert_allclose(run.w.get_value(), w, rtol=1e-12, atol=1e-14)
    np.testing.assert_allclose(run.b.get_value(), b, rtol=1e-12, atol=1e-14)


def test_restart_repeats_the_run(sgd, problem):
    X, y, _, _ = problem
    run = sgd.SGD(X, y, seed=3)
    first = run.train(30)
    run.restart()
    assert run.train(30) == first
    assert any(name == "IntegersRVInplace" for name in (type(n.op).__name__ for n in run.step.maker.fgraph.apply_nodes))


def test_main_prints_the_fit(sgd, capsys):
    sgd.main()
    out = capsys.readouterr().out
    assert "|w - w_true|" in out and "0.00e+00" in out
