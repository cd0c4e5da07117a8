"""Parameters numpy refuses: a compiled draw raises numpy's own error (type and message) and
leaves the shared generator where it was; empty arguments draw what numpy draws."""
import numpy as np
import pytest

import opspec
import opspec.tensor as ot
import opspec.tensor.random as ptr

#: name -> (the draw of symbolic parameters, numpy's call, the parameters' values); the values
#: reach the function when it runs, so the error is numpy's, not a check of the graph
BAD = {
    "normal_negative_scale": (lambda kw, loc, scale: ptr.normal(loc, scale, **kw),
                              lambda g, loc, scale: g.normal(loc, scale), [0.0, -1.0]),
    "uniform_size_against_parameters": (lambda kw, low, n: ptr.uniform(low, 1.0, size=(n,), **kw),
                                        lambda g, low, n: g.uniform(low, 1.0, size=(n,)), [np.zeros(3), 2]),
    "beta_zero": (lambda kw, a: ptr.beta(a, 1.0, **kw), lambda g, a: g.beta(a, 1.0), [0.0]),
    "gamma_negative_shape": (lambda kw, k: ptr.gamma(k, **kw), lambda g, k: g.gamma(k), [-1.0]),
    "binomial_p_above_one": (lambda kw, n, p: ptr.binomial(n, p, **kw), lambda g, n, p: g.binomial(n, p), [3, 1.5]),
    "binomial_negative_n": (lambda kw, n, p: ptr.binomial(n, p, **kw), lambda g, n, p: g.binomial(n, p), [-3, 0.5]),
    "bernoulli_negative_p": (lambda kw, p: ptr.bernoulli(p, **kw), lambda g, p: g.binomial(1, p), [-0.1]),
    "poisson_nan": (lambda kw, lam: ptr.poisson(lam, size=2, **kw), lambda g, lam: g.poisson(lam, size=2),
                    [np.nan]),
    "integers_empty_range": (lambda kw, lo, hi: ptr.integers(lo, hi, **kw), lambda g, lo, hi: g.integers(lo, hi),
                             [5, 5]),
    "integers_out_of_dtype": (lambda kw, lo, hi: ptr.integers(lo, hi, dtype="int8", **kw),
                              lambda g, lo, hi: g.integers(lo, hi, dtype="int8"), [0, 300]),
    "categorical_p_not_summing_to_one": (lambda kw, p: ptr.categorical(p, **kw), lambda g, p: g.choice(2, p=p),
                                         [np.array([0.5, 0.6])]),
    "choice_more_than_the_population": (lambda kw, n: ptr.choice(n, size=5, replace=False, **kw),
                                        lambda g, n: g.choice(n, size=5, replace=False), [3]),
    "choice_of_nothing": (lambda kw, n: ptr.choice(n, **kw), lambda g, n: g.choice(n), [0]),
    "choice_p_of_another_length": (lambda kw, n, p: ptr.choice(n, p=p, **kw), lambda g, n, p: g.choice(n, p=p),
                                   [3, np.array([0.5, 0.5])]),
    "dirichlet_negative_alpha": (lambda kw, a: ptr.dirichlet(a, **kw), lambda g, a: g.dirichlet(a),
                                 [np.array([1.0, -1.0])]),
    "multivariate_normal_lengths_differ": (lambda kw, m, c: ptr.multivariate_normal(m, c, **kw),
                                           lambda g, m, c: g.multivariate_normal(m, c), [np.zeros(3), np.eye(2)]),
}


def _symbolic(value):
    value = np.asarray(value)
    return ot.tensor(value.dtype, (None,) * value.ndim)


@pytest.mark.parametrize("mode", ["FAST_RUN", "FAST_COMPILE"])
@pytest.mark.parametrize("name", list(BAD))
def test_numpys_errors_for_what_numpy_refuses(name, mode):
    ours, theirs, values = BAD[name]
    with pytest.raises(Exception) as expected:
        theirs(np.random.default_rng(0), *values)
    r = opspec.shared(np.random.default_rng(0))
    inputs = [_symbolic(v) for v in values]
    next_rng, x = ours(dict(rng=r, return_next_rng=True), *inputs)
    f = opspec.function(inputs, x, updates={r: next_rng}, mode=mode)
    with pytest.raises(type(expected.value)) as got:
        f(*values)
    assert str(expected.value) in str(got.value)
    assert r.type.values_eq(r.get_value(), np.random.default_rng(0)), "a failed draw advanced the generator"


def test_a_batch_that_does_not_fit_the_size_when_it_runs():
    mean = ot.dmatrix("mean")
    f = opspec.function([mean], ptr.multivariate_normal(mean, np.eye(2), size=(2,), rng=opspec.shared(
        np.random.default_rng(0))))
    with pytest.raises(ValueError):
        f(np.zeros((3, 2)))
    assert f(np.zeros((1, 2))).shape == (2, 2)


@pytest.mark.parametrize("mode", ["FAST_RUN", "FAST_COMPILE", "DebugMode"])
@pytest.mark.parametrize("x", [0, -1, np.arange(0.0), np.zeros((0, 2)), np.zeros((2, 0))], ids=repr)
def test_permutations_of_nothing(x, mode):
    # numpy shuffles an empty array in place, without a copy: constants (read-only) must not break it
    r = opspec.shared(np.random.default_rng(0))
    next_rng, y = ptr.permutation(x, rng=r, return_next_rng=True)
    f = opspec.function([], y, updates={r: next_rng}, mode=mode)
    g = np.random.default_rng(0)
    for _ in range(2):
        np.testing.assert_array_equal(f(), g.permutation(x))
