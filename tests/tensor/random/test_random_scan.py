"""Random variables inside scan: a generator the step makes (RandomStream) advances step by step
and call by call; one carried explicitly as a state does too; gradients through a loop with
noise exist where they do not read the draws."""
import warnings

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.gradient import NullTypeGradError
from opspec.tensor.random import RandomStream

MODES = ["FAST_RUN", "FAST_COMPILE", "DebugMode"]


def child(seed, k=0):
    return np.random.default_rng(np.random.SeedSequence(seed, spawn_key=(k,)))


def scan(*args, **kwargs):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)     # scan's (outputs, updates) return
        return opspec.scan(*args, **kwargs)


@pytest.mark.parametrize("mode", MODES)
def test_a_stream_used_in_the_step_advances_per_step_and_per_call(mode):
    srng = RandomStream(3)
    xs, updates = scan(lambda: srng.normal(0.0, 1.0, size=2), n_steps=4)
    (rng, last), = updates.items()
    assert rng.default_update is None          # the loop updates it, the function applies the last state
    f = opspec.function([], xs, updates=updates, mode=mode)
    g = child(3)
    for _ in range(2):
        np.testing.assert_array_equal(f(), np.stack([g.normal(0.0, 1.0, size=2) for _ in range(4)]))


@pytest.mark.parametrize("mode", MODES[:2])
def test_a_recurrence_with_noise_and_its_gradient(mode):
    srng = RandomStream(8)
    w, x0 = ot.dscalar("w"), ot.dscalar("x0")
    xs, updates = scan(lambda x, w: x * w + srng.normal(0.0, 0.1), outputs_info=x0, non_sequences=w, n_steps=6)
    cost = xs.sum()
    f = opspec.function([x0, w], [xs, opspec.grad(cost, w)], updates=updates, mode=mode)

    def numpy_loop(w, noise):
        x, out = 1.0, []
        for n in noise:
            x = x * w + n
            out.append(x)
        return np.array(out)

    g = child(8)
    for _ in range(2):
        noise = np.array([g.normal(0.0, 0.1) for _ in range(6)])
        got, dw = f(1.0, 0.9)
        np.testing.assert_array_equal(got, numpy_loop(0.9, noise))
        numeric = (numpy_loop(0.9 + 1e-6, noise).sum() - numpy_loop(0.9 - 1e-6, noise).sum()) / 2e-6
        np.testing.assert_allclose(dw, numeric, rtol=1e-6)


def test_gradients_that_read_the_draws_are_undefined():
    srng = RandomStream(8)
    w = ot.dscalar("w")
    xs, _ = scan(lambda w: w * srng.normal(), non_sequences=w, n_steps=3)
    with pytest.raises(NullTypeGradError, match="untraced state"):
        opspec.grad(xs.sum(), w)
    ys, _ = scan(lambda w: srng.normal(0.0, w), non_sequences=w, n_steps=3)
    with pytest.raises(NullTypeGradError, match="random draws have no gradient"):
        opspec.grad(ys.sum(), w)


@pytest.mark.parametrize("mode", MODES)
def test_a_generator_carried_as_a_state(mode):
    rng = opspec.shared(np.random.default_rng(5))

    def step(r):
        next_r, x = r.integers(0, 10, size=3)
        return next_r, x

    states, xs = scan(step, outputs_info=[rng, None], n_steps=4, return_updates=False)
    f = opspec.function([], xs, updates={rng: states}, mode=mode)
    g = np.random.default_rng(5)
    for _ in range(2):
        np.testing.assert_array_equal(f(), np.stack([g.integers(0, 10, size=3) for _ in range(4)]))


def test_a_stream_made_outside_the_loop_is_not_advanced_inside_it():
    # as in PyTensor: a shared generator from outside is a non-sequence; only the function's
    # default update advances it, once per call
    srng = RandomStream(4)
    noise = srng.normal(size=2)
    xs, updates = scan(lambda: noise + 0.0, n_steps=3)
    assert updates == {}
    rows = opspec.function([], xs)()
    np.testing.assert_array_equal(rows, np.stack([child(4).normal(size=2)] * 3))
