"""Every distribution draws what numpy's Generator draws, bit for bit: a compiled function called
several times gives what the same numpy method, called as often on a generator seeded the
same way, gives; sizes and parameter shapes vary (hypothesis), in every mode."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import opspec
import opspec.tensor as ot
import opspec.tensor.random as ptr
from opspec.tensor.random import RandomStream

MODES = ["FAST_RUN", "FAST_COMPILE", "DebugMode"]


def stream_generator(seed, k=0):
    """The numpy generator of a RandomStream(seed)'s k-th variable (opspec.tensor.random.utils)."""
    return np.random.default_rng(np.random.SeedSequence(seed, spawn_key=(k,)))


P3 = np.array([0.2, 0.3, 0.5])
COV = np.array([[2.0, 0.5], [0.5, 1.0]])
A = np.arange(12.0).reshape(4, 3)

#: name -> (the opspec call on a stream, the numpy call on a generator), same arguments
CASES = {
    "normal": (lambda s: s.normal(1.0, 2.0, size=(2, 3)), lambda g: g.normal(1.0, 2.0, size=(2, 3))),
    "normal_default": (lambda s: s.normal(), lambda g: g.normal()),
    "uniform": (lambda s: s.uniform(-1.0, [1.0, 2.0, 3.0]), lambda g: g.uniform(-1.0, [1.0, 2.0, 3.0])),
    "beta": (lambda s: s.beta(0.5, 2.0, size=5), lambda g: g.beta(0.5, 2.0, size=5)),
    "gamma": (lambda s: s.gamma([0.5, 3.0], size=(4, 2)), lambda g: g.gamma([0.5, 3.0], size=(4, 2))),
    "gamma_scale": (lambda s: s.gamma(2.0, scale=3.0), lambda g: g.gamma(2.0, scale=3.0)),
    "binomial": (lambda s: s.binomial(10, [0.1, 0.9], size=(3, 2)), lambda g: g.binomial(10, [0.1, 0.9], size=(3, 2))),
    "bernoulli": (lambda s: s.bernoulli(0.3, size=7), lambda g: g.binomial(1, 0.3, size=7)),
    "poisson": (lambda s: s.poisson([[1.0], [30.0]], size=(2, 3)), lambda g: g.poisson([[1.0], [30.0]], size=(2, 3))),
    "integers": (lambda s: s.integers(-5, 5, size=6), lambda g: g.integers(-5, 5, size=6)),
    "integers_high": (lambda s: s.integers(7, size=4), lambda g: g.integers(7, size=4)),
    "integers_int8": (lambda s: s.integers(0, 100, size=9, dtype="int8"),
                      lambda g: g.integers(0, 100, size=9, dtype="int8")),
    "integers_endpoint": (lambda s: s.integers(1, 3, size=8, endpoint=True),
                          lambda g: g.integers(1, 3, size=8, endpoint=True)),
    "categorical": (lambda s: s.categorical(P3, size=(2, 4)), lambda g: g.choice(3, size=(2, 4), p=P3)),
    "choice_int": (lambda s: s.choice(10, size=4), lambda g: g.choice(10, size=4)),
    "choice_array": (lambda s: s.choice(A, size=(2, 2)), lambda g: g.choice(A, size=(2, 2))),
    "choice_p": (lambda s: s.choice([5.0, 6.0, 7.0], size=5, p=P3), lambda g: g.choice([5.0, 6.0, 7.0], size=5, p=P3)),
    "choice_no_replace": (lambda s: s.choice(A, size=3, replace=False), lambda g: g.choice(A, size=3, replace=False)),
    "choice_no_replace_p": (lambda s: s.choice(3, size=2, replace=False, p=P3),
                            lambda g: g.choice(3, size=2, replace=False, p=P3)),
    "choice_scalar": (lambda s: s.choice(10), lambda g: g.choice(10)),
    "permutation_int": (lambda s: s.permutation(6), lambda g: g.permutation(6)),
    "permutation_vector": (lambda s: s.permutation(np.arange(5.0)), lambda g: g.permutation(np.arange(5.0))),
    "permutation_rows": (lambda s: s.permutation(A), lambda g: g.permutation(A)),
    "dirichlet": (lambda s: s.dirichlet([0.5, 1.0, 2.0], size=3), lambda g: g.dirichlet([0.5, 1.0, 2.0], size=3)),
    "multivariate_normal": (lambda s: s.multivariate_normal([0.0, 1.0], COV, size=4),
                            lambda g: g.multivariate_normal([0.0, 1.0], COV, size=4)),
    "multivariate_normal_cholesky": (lambda s: s.multivariate_normal([0.0, 1.0], COV, method="cholesky"),
                                     lambda g: g.multivariate_normal([0.0, 1.0], COV, method="cholesky")),
}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("name", list(CASES))
def test_stream_draws_equal_numpy_call_after_call(name, mode):
    ours, theirs = CASES[name]
    srng = RandomStream(1234)
    x = ours(srng)
    f = opspec.function([], x, mode=mode)
    g = stream_generator(1234)
    for call in range(3):
        got, want = f(), np.asarray(theirs(g))
        assert got.shape == want.shape, (call, got.shape, want.shape)
        assert got.dtype == (want.dtype if want.dtype.kind != "f" else opspec.config.floatX)
        np.testing.assert_array_equal(got, want, err_msg=f"call {call}")


def test_several_variables_of_one_stream_draw_from_their_own_generators():
    srng = RandomStream(7)
    x, y, z = srng.normal(size=3), srng.uniform(size=2), srng.integers(10, size=4)
    f = opspec.function([], [x, y, z])
    gs = [stream_generator(7, k) for k in range(3)]
    for _ in range(2):
        a, b, c = f()
        np.testing.assert_array_equal(a, gs[0].normal(size=3))
        np.testing.assert_array_equal(b, gs[1].uniform(size=2))
        np.testing.assert_array_equal(c, gs[2].integers(10, size=4))


# ------------------------------------------------------------------ hypothesis: shapes and sizes
#: name -> (number of parameters, function of a numpy rng and the shapes giving parameter values
#: in the domain, the numpy method's name (bernoulli: binomial(1, p)))
SCALAR = {
    "normal": (2, lambda r, s: [r.normal(size=s[0]), r.uniform(0.1, 3, s[1])]),
    "uniform": (2, lambda r, s: [r.uniform(-3, 0, s[0]), r.uniform(0.5, 3, s[1])]),
    "beta": (2, lambda r, s: [r.uniform(0.2, 3, s[0]), r.uniform(0.2, 3, s[1])]),
    "gamma": (2, lambda r, s: [r.uniform(0.2, 3, s[0]), r.uniform(0.2, 3, s[1])]),
    "binomial": (2, lambda r, s: [r.integers(0, 30, s[0]), r.uniform(0, 1, s[1])]),
    "bernoulli": (1, lambda r, s: [r.uniform(0, 1, s[0])]),
    "poisson": (1, lambda r, s: [r.uniform(0, 40, s[0])]),
    "integers": (2, lambda r, s: [r.integers(-9, 0, s[0]), r.integers(1, 9, s[1])]),
}


def _numpy_call(g, name, params, size):
    if name == "bernoulli":
        return g.binomial(1, *params, size=size)
    return getattr(g, name)(*params, size=size)


@st.composite
def scalar_cases(draw):
    name = draw(st.sampled_from(sorted(SCALAR)))
    n, values = SCALAR[name]
    shapes = draw(hnp.mutually_broadcastable_shapes(num_shapes=n, max_dims=3, max_side=3))
    extra = draw(st.lists(st.integers(0, 3), max_size=2))
    size = draw(st.sampled_from([None, tuple(extra) + shapes.result_shape]))
    seed = draw(st.integers(0, 2 ** 32 - 1))
    params = values(np.random.default_rng(seed), shapes.input_shapes)
    return name, [np.asarray(p) for p in params], size, seed, draw(st.sampled_from(MODES[:2]))


@settings(max_examples=60, deadline=None)
@given(scalar_cases())
def test_scalar_distributions_broadcast_and_size_as_numpy(case):
    name, params, size, seed, mode = case
    shared = opspec.shared(np.random.default_rng(seed))
    symbolic = [ot.tensor(p.dtype, (None,) * p.ndim) for p in params]
    next_rng, x = getattr(ptr, name)(*symbolic, size=size, rng=shared, return_next_rng=True)
    f = opspec.function(symbolic, x, updates={shared: next_rng}, mode=mode)
    g = np.random.default_rng(seed)
    for _ in range(2):
        want = np.asarray(_numpy_call(g, name, params, size))
        got = f(*params)
        assert got.shape == want.shape
        np.testing.assert_array_equal(got, want.astype(got.dtype))
    np.testing.assert_array_equal(shared.get_value().random(3), g.random(3))     # the same state after


def _loop(batch, draw_one):
    """numpy's draws of a batched distribution: one call per batch index, in C order."""
    draws = [np.asarray(draw_one(index)) for index in np.ndindex(*batch)]
    return np.array(draws).reshape(batch + (draws[0].shape if draws else ()))


@st.composite
def core_cases(draw):
    """(opspec call, numpy reference) of a distribution with core dimensions, on batched or
    plain parameters, with or without size."""
    seed = draw(st.integers(0, 2 ** 32 - 1))
    r = np.random.default_rng(seed)
    batch = tuple(draw(st.lists(st.integers(1, 3), max_size=2)))
    size = draw(st.sampled_from([None, batch, (2,) + batch]))
    k = draw(st.integers(1, 4))
    kind = draw(st.sampled_from(["categorical", "dirichlet", "multivariate_normal", "permutation"]))
    if kind == "categorical":
        p = r.uniform(0.1, 1, batch + (k,))
        p /= p.sum(axis=-1, keepdims=True)
        params = [p]
        one = lambda g, p: g.choice(p.shape[-1], p=p)    # noqa: E731
    elif kind == "dirichlet":
        params = [r.uniform(0.3, 2, batch + (k,))]
        one = lambda g, a: g.dirichlet(a)                # noqa: E731
    elif kind == "multivariate_normal":
        m = r.normal(size=(k, k))
        params = [r.normal(size=batch + (k,)), m @ m.T + k * np.eye(k)]
        one = lambda g, mean, cov: g.multivariate_normal(mean, cov)      # noqa: E731
    else:
        params = [r.normal(size=batch + (k,))]
        one = lambda g, x: g.permutation(x)              # noqa: E731

    def reference(g):
        if not batch and (size is None or kind != "permutation"):
            if kind == "categorical":
                return g.choice(k, size=size, p=params[0])
            if kind == "permutation":
                return g.permutation(params[0])
            return getattr(g, kind)(*params, size=size)
        shape = size if size is not None else batch
        cores = [(1,), (1,), (1, 2), (1,)][["categorical", "dirichlet", "multivariate_normal", "permutation"]
                                            .index(kind)]
        full = [np.broadcast_to(p, shape + p.shape[p.ndim - c:]) for p, c in zip(params, cores)]
        return _loop(shape, lambda index: one(g, *[p[index] for p in full]))

    return kind, params, size, seed, reference


@settings(max_examples=60, deadline=None)
@given(core_cases())
def test_batched_distributions_draw_one_numpy_call_per_batch_index(case):
    kind, params, size, seed, reference = case
    shared = opspec.shared(np.random.default_rng(seed))
    symbolic = [ot.tensor(p.dtype, (None,) * p.ndim) for p in params]
    op = ptr.basic.permutation_rv if kind == "permutation" else getattr(ptr, kind)
    next_rng, x = op(*symbolic, size=size, rng=shared, return_next_rng=True)
    f = opspec.function(symbolic, x, updates={shared: next_rng})
    g = np.random.default_rng(seed)
    for _ in range(2):
        want = np.asarray(reference(g))
        got = f(*params)
        assert got.shape == want.shape
        np.testing.assert_array_equal(got, want.astype(got.dtype))


@settings(max_examples=40, deadline=None)
@given(a_ndim=st.integers(0, 2), size=st.sampled_from([None, 3, (2, 2), ()]), replace=st.booleans(),
       weighted=st.booleans(), seed=st.integers(0, 2 ** 32 - 1))
def test_choice_and_permutation_as_numpy(a_ndim, size, replace, weighted, seed):
    a = 6 if a_ndim == 0 else np.arange(6.0 * 2 ** (a_ndim - 1)).reshape((6,) + (2,) * (a_ndim - 1))
    p = np.random.default_rng(seed).dirichlet(np.ones(6)) if weighted else None
    r = opspec.shared(np.random.default_rng(seed))
    next_rng, x = ptr.choice(a, size=size, replace=replace, p=p, rng=r, return_next_rng=True)
    next_rng2, y = ptr.permutation(a, rng=next_rng, return_next_rng=True)
    f = opspec.function([], [x, y], updates={r: next_rng2})
    g = np.random.default_rng(seed)
    for _ in range(2):
        got_x, got_y = f()
        np.testing.assert_array_equal(got_x, g.choice(a, size=size, replace=replace, p=p))
        np.testing.assert_array_equal(got_y, g.permutation(a))
