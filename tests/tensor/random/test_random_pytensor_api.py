"""PyTensor's API of random variables under opspec's names: module paths, ``pt.random.<name>``
as functions, the tutorial's RandomStream program, PyTensor's ``gamma(rate=)`` and batching
helpers, and derivatives where PyTensor has them (none through a draw's parameters)."""
import subprocess
import sys
import warnings

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import opspec
import opspec.tensor as pt
from opspec.gradient import NullTypeGradError

NAMES = {
    "opspec.tensor.random": ["RandomStream", "RandomVariable", "RandomGeneratorType", "default_rng", "normal",
                             "uniform", "binomial", "bernoulli", "poisson", "gamma", "beta", "categorical",
                             "integers", "choice", "permutation", "dirichlet", "multivariate_normal"],
    "opspec.tensor.random.basic": ["NormalRV", "UniformRV", "BinomialRV", "BernoulliRV", "PoissonRV", "GammaRV",
                                   "BetaRV", "CategoricalRV", "IntegersRV", "DirichletRV", "MvNormalRV",
                                   "PermutationRV", "normal", "gamma", "choice", "permutation", "integers"],
    "opspec.tensor.random.op": ["RandomVariable", "default_rng"],
    "opspec.tensor.random.type": ["RandomType", "RandomGeneratorType", "random_generator_type"],
    "opspec.tensor.random.utils": ["RandomStream", "normalize_size_param", "params_broadcast_shapes",
                                   "broadcast_params"],
    "opspec.tensor.random.var": ["RandomGeneratorSharedVariable"],
}


@pytest.mark.parametrize("module", list(NAMES))
def test_pytensors_module_paths(module):
    import importlib
    mod = importlib.import_module(module)
    assert not [name for name in NAMES[module] if not hasattr(mod, name)]


def test_every_distribution_is_a_function_and_a_method_of_generator_variables():
    from opspec.tensor.random import basic
    from opspec.tensor.random.variable import DISTRIBUTIONS, RandomGeneratorVariable
    assert sorted(basic.__all__) == sorted(DISTRIBUTIONS)
    assert all(callable(getattr(basic, n)) and callable(getattr(RandomGeneratorVariable, n)) for n in DISTRIBUTIONS)


def test_the_distributions_through_the_tensor_namespace_in_a_fresh_process():
    # pt.random is bound by the library: nothing but `import opspec.tensor as pt` needed
    code = ("import numpy as np, opspec, opspec.tensor as pt; rng = opspec.shared(np.random.default_rng(3)); "
            "print(pt.random.normal(0, 1, size=3, rng=rng).eval().tolist())")
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    assert out.strip() == str(np.random.default_rng(3).normal(0, 1, size=3).tolist())


def test_the_tutorial_program():
    # PyTensor's "Using Random Numbers" tutorial, with pytensor renamed to opspec
    from opspec.tensor.random.utils import RandomStream
    srng = RandomStream(seed=234)
    rv_u = srng.uniform(0, 1, size=(2, 2))
    rv_n = srng.normal(0, 1, size=(2, 2))
    f = opspec.function([], rv_u)
    g = opspec.function([], rv_n, no_default_updates=True)
    nearly_zeros = opspec.function([], rv_u + rv_u - 2 * rv_u)
    assert not np.array_equal(f(), f())
    np.testing.assert_array_equal(g(), g())
    np.testing.assert_allclose(nearly_zeros(), np.zeros((2, 2)), atol=1e-15)
    # a generator's state set by hand draws what numpy draws from that state
    rng_val = rv_u.owner.inputs[0].get_value(borrow=True)
    rng_val.bit_generator.state = np.random.default_rng(7).bit_generator.state
    rv_u.owner.inputs[0].set_value(rng_val, borrow=True)
    np.testing.assert_array_equal(f(), np.random.default_rng(7).uniform(0, 1, size=(2, 2)))
    srng.seed(902340)
    first = f()
    srng.seed(902340)
    np.testing.assert_array_equal(f(), first)


def test_gamma_takes_pytensors_rate():
    r = opspec.shared(np.random.default_rng(5))
    with pytest.warns(FutureWarning, match="rate"):
        x = pt.random.gamma(2.0, rate=4.0, size=3, rng=r)
    np.testing.assert_array_equal(x.eval(), np.random.default_rng(5).gamma(2.0, 0.25, size=3))
    rate = pt.dscalar("rate")
    with pytest.warns(FutureWarning):
        y = pt.random.gamma(2.0, rate=rate, rng=r)
    assert opspec.function([rate], y)(4.0) == np.random.default_rng(5).gamma(2.0, 0.25)
    with pytest.raises(ValueError, match="not both"):
        pt.random.gamma(2.0, 1.0, rate=2.0, rng=r)
    with warnings.catch_warnings():
        warnings.simplefilter("error")      # numpy's way warns about nothing
        np.testing.assert_array_equal(pt.random.gamma(2.0, 3.0, rng=r).eval(),
                                      np.random.default_rng(5).gamma(2.0, 3.0))


@st.composite
def batched_params(draw):
    ndims = draw(st.lists(st.integers(0, 2), min_size=1, max_size=3))
    batch = draw(hnp.mutually_broadcastable_shapes(num_shapes=len(ndims), max_dims=3, max_side=3))
    core = [draw(hnp.array_shapes(min_dims=k, max_dims=k, min_side=1, max_side=3)) if k else () for k in ndims]
    return ndims, [b + c for b, c in zip(batch.input_shapes, core)], batch.result_shape


@settings(max_examples=40, deadline=None)
@given(batched_params())
def test_broadcast_params_as_numpy_broadcasts_the_batch(case):
    from opspec.tensor.random.utils import broadcast_params, params_broadcast_shapes
    ndims, shapes, batch = case
    values = [np.random.default_rng(k).normal(size=s) for k, s in enumerate(shapes)]
    want = [batch + s[len(s) - k:] for s, k in zip(shapes, ndims)]
    assert params_broadcast_shapes(shapes, ndims, use_opspec=False) == want
    assert [a.shape for a in broadcast_params(values, ndims)] == want
    symbolic = [pt.tensor("float64", (None,) * len(s)) for s in shapes]
    got = opspec.function(symbolic, broadcast_params(symbolic, ndims), mode="FAST_COMPILE")(*values)
    for g, v, s in zip(got, values, want):
        np.testing.assert_array_equal(g, np.broadcast_to(v, s))


# ------------------------------------------------------------------ derivatives, as PyTensor has them
def test_no_gradient_through_a_draws_parameters_even_when_disconnected_inputs_are_ignored():
    # PyTensor's pullback of a random variable is grad_undefined for every input: undefined is
    # not disconnected, so no option turns it into zeros
    loc = pt.dscalar("loc")
    x = pt.random.normal(loc, 1.0, rng=opspec.shared(np.random.default_rng(0)))
    for option in ("raise", "warn", "ignore"):
        with pytest.raises(NullTypeGradError, match="random draws have no gradient"):
            opspec.grad(x, loc, disconnected_inputs=option)


@pytest.mark.parametrize("mode", ["FAST_RUN", "FAST_COMPILE"])
def test_a_draw_whose_size_is_the_shape_of_wrt_is_a_constant_of_the_gradient(mode):
    # the size reads only w's shape (Shape has no gradient path), so d sum(w * x) / dw = x
    r = opspec.shared(np.random.default_rng(3))
    w = pt.dvector("w")
    next_rng, x = pt.random.normal(0.0, 1.0, size=w.shape, rng=r, return_next_rng=True)
    f = opspec.function([w], [x, opspec.grad((w * x).sum(), w)], updates={r: next_rng}, mode=mode)
    g = np.random.default_rng(3)
    for n in (3, 5):
        draws, grad = f(np.ones(n))
        np.testing.assert_array_equal(draws, g.normal(0.0, 1.0, size=n))
        np.testing.assert_array_equal(grad, draws)


def test_a_draw_from_the_state_another_draw_leaves_inherits_its_undefined_gradient():
    # as in PyTensor: the generator state is an output of the first draw, whose parameters
    # depend on loc, so the second draw's (undefined) gradient w.r.t. that state reaches loc
    loc = pt.dscalar("loc")
    next_rng, _ = pt.random.normal(loc, 1.0, rng=opspec.shared(np.random.default_rng(0)), return_next_rng=True)
    with pytest.raises(NullTypeGradError, match="random draws have no gradient"):
        opspec.grad(loc ** 2 + pt.random.normal(0.0, 1.0, rng=next_rng), loc)
