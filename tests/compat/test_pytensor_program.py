"""PyTensor code ports by renaming ``pytensor`` to ``opspec``: a program written for PyTensor
(pytensor_program.py) runs with only that change, and computes what numpy computes."""
import pathlib
import re
import types

import numpy as np
import pytest

SOURCE = pathlib.Path(__file__).with_name("pytensor_program.py").read_text()


@pytest.fixture(scope="module")
def program():
    """pytensor_program.py with every ``pytensor`` replaced by ``opspec``, as a module (its
    rewrite unregistered afterwards)."""
    assert "opspec" not in SOURCE            # the program is PyTensor code, nothing else
    module = types.ModuleType("ported_program")
    exec(compile(re.sub(r"\bpytensor\b", "opspec", SOURCE), "pytensor_program.py (ported)", "exec"),
         module.__dict__)
    yield module
    from opspec.rewriting.db import canonicalize_db
    canonicalize_db.remove("softsign_of_neg")


def softsign(z):
    return z / (1 + np.abs(z))


def numpy_train(X, y, steps, lr):
    w, b, costs = np.zeros(X.shape[1]), 0.0, []
    for _ in range(steps):
        z = X @ w + b
        err = softsign(z) - y
        costs.append(np.mean(err ** 2))
        dz = 2 * err / len(y) / (1 + np.abs(z)) ** 2
        w, b = w - lr * X.T @ dz, b - lr * dz.sum()
    return w, b, costs


def test_training_with_shared_weights_and_updates_matches_numpy(program):
    rng = np.random.default_rng(42)
    X = rng.normal(size=(40, 3))
    y = softsign(X @ np.array([1.5, -2.0, 0.5]) + 0.3)
    w, b, costs = program.train(X, y, steps=25, learning_rate=0.5)
    want_w, want_b, want_costs = numpy_train(X, y, steps=25, lr=0.5)
    np.testing.assert_allclose(w, want_w, rtol=1e-10, atol=1e-12)
    np.testing.assert_allclose(b, want_b, rtol=1e-10, atol=1e-12)
    np.testing.assert_allclose(costs, want_costs, rtol=1e-10, atol=1e-12)
    assert costs[-1] < costs[0] / 4


def test_pushforward_of_a_hand_written_op_matches_numpy(program):
    rng = np.random.default_rng(1)
    X, w, v = rng.normal(size=(5, 3)), rng.normal(size=3), rng.normal(size=3)
    want = (X @ v) / (1 + np.abs(X @ w)) ** 2
    np.testing.assert_allclose(program.directional_derivative(X, w, v), want, rtol=1e-12)


def test_registered_pattern_rewrite_runs_and_keeps_values(program):
    x = np.array([-2.0, -0.5, 0.0, 3.0])
    value, text = program.rewritten(x)
    np.testing.assert_allclose(value, softsign(-x))
    lines = text.splitlines()
    assert lines[0].startswith("Neg")                     # -softsign(x): the rewrite fired
    assert lines[1].lstrip(" |").startswith("Softsign") and lines[2].lstrip(" |").startswith("x")


def test_ifelse_specify_shape_assert_and_a_mode_object_in_the_config(program):
    long, short = np.array([3.0, 4.0, 12.0]), np.array([0.1, 0.2, 0.2])
    np.testing.assert_allclose(program.clip_to_norm(long, 2.0), long * 2.0 / 13.0)
    np.testing.assert_allclose(program.clip_to_norm(short, 2.0), short)
    with pytest.raises(AssertionError, match="threshold must be positive"):
        program.clip_to_norm(short, -1.0)
    with pytest.raises(AssertionError, match="SpecifyShape"):
        program.clip_to_norm(np.ones(4), 2.0)


def test_constant_values_and_their_error(program):
    import opspec.tensor as ot
    assert program.known_length(ot.tensor("float64", (5,))) == 5
    assert program.known_length(ot.dvector()) is None
