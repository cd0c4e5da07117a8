"""examples/timeseries: the Kalman-filter log-likelihood written with scan."""
import importlib.util
from pathlib import Path

import numpy as np
import pytest

from opspec.gradient import verify_grad
from opspec.scan.op import Scan

KALMAN = Path(__file__).resolve().parents[2] / "examples" / "timeseries" / "kalman.py"


@pytest.fixture(scope="module")
def kalman():
    spec = importlib.util.spec_from_file_location("kalman_example", KALMAN)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def series(kalman):
    return kalman.simulate(200, 0.8, 0.5, 0.3, np.random.default_rng(1))


@pytest.mark.parametrize("mode", ["FAST_RUN", "FAST_COMPILE", "DebugMode"])
def test_log_likelihood_matches_the_numpy_filter(kalman, series, mode):
    theta = np.array([0.4, -0.3, 0.2])
    ys = series[:40] if mode == "DebugMode" else series
    ll, grad = kalman.compile_objective(mode)(theta, ys)
    np.testing.assert_allclose(ll, kalman.numpy_log_likelihood(theta, ys), rtol=1e-10)
    eps = 1e-6
    numeric = [(kalman.numpy_log_likelihood(theta + eps * e, ys) - kalman.numpy_log_likelihood(theta - eps * e, ys))
               / (2 * eps) for e in np.eye(3)]
    np.testing.assert_allclose(grad, numeric, rtol=1e-5)


def test_verify_grad_and_both_loops_in_c(kalman, series):
    verify_grad(lambda t: kalman.log_likelihood(t, series[:60]), [np.array([0.3, 0.1, -0.2])],
                rng=np.random.default_rng(2))
    f = kalman.compile_objective()
    loops = [n.op for n in f.maker.fgraph.toposort() if isinstance(n.op, Scan)]
    assert len(loops) == 2 and all(op.runner("c").c_steps is not None for op in loops)


def test_fit_increases_the_likelihood(kalman, series):
    start = kalman.numpy_log_likelihood(np.zeros(3), series)
    theta, ll = kalman.fit(series, steps=40, print_every=0)
    assert ll > start + 5
    assert 0.4 < np.tanh(theta[0]) < 0.95
