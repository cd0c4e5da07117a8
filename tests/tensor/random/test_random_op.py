"""RandomVariable nodes: size and parameter checks, shapes (static and infer_shape), dtypes,
generator values, no derivatives, the inplace variant and when FAST_RUN uses it."""
import warnings

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
import opspec.tensor.random as ptr
from opspec.compile.checking import BadDestroyMap
from opspec.compile.io import In
from opspec.gradient import NullTypeGradError
from opspec.tensor.random import utils
from opspec.tensor.random.basic import NormalRV
from opspec.tensor.random.type import random_generator_type
from opspec.tensor.random.variable import RandomGeneratorSharedVariable, RandomGeneratorVariable
from opspec.testing.shape_checks import InferShapeTester


def shared(seed=0):
    return opspec.shared(np.random.default_rng(seed))


# ------------------------------------------------------------------ sizes, parameters, shapes
@pytest.mark.parametrize("size,static", [(None, (3,)), (3, (3,)), ((2, 3), (2, 3)), ([4, 1, 3], (4, 1, 3)),
                                         (np.array([5, 3]), (5, 3))])
def test_size_forms_give_static_shapes(size, static):
    x = ptr.normal(ot.tensor("float64", (3,)), 1.0, size=size, rng=shared())
    assert x.type.shape == static
    assert ptr.normal(size=[], rng=shared()).type.shape == ()
    assert ptr.normal(size=(ot.lscalar(), 2), rng=shared()).type.shape == (None, 2)


def test_symbolic_size_and_infer_shape():
    n, m = ot.lscalar("n"), ot.lscalar("m")
    r = ptr.rng("r")
    x = ptr.normal(ot.dvector("loc"), 1.0, size=(n, m), rng=r)
    assert x.type.shape == (None, None)
    tester = InferShapeTester()
    tester._compile_and_check([r, n, m, x.owner.inputs[2]], [x],
                              [np.random.default_rng(0), 2, 3, np.zeros(3)], NormalRV, warn=False)
    y = ptr.dirichlet(ot.dmatrix("a"), rng=r)
    tester._compile_and_check([r, y.owner.inputs[2]], [y], [np.random.default_rng(0), np.ones((4, 3))],
                              ptr.basic.DirichletRV, warn=False)


def test_an_int_scalar_variable_is_a_size_of_one_dimension():
    n = ot.lscalar("n")
    x = ptr.uniform(size=n, rng=shared(3))
    f = opspec.function([n], x)
    np.testing.assert_array_equal(f(4), np.random.default_rng(3).uniform(size=4))


@pytest.mark.parametrize("size,error", [
    (-1, "non-negative"), ((2, -3), "non-negative"), (2.5, "sequence of ints"), ("3", "sequence of ints"),
    (ot.lvector("s"), "known"), ([1.5, 2.0], "sequence of ints"),
])
def test_bad_sizes_are_clear_errors(size, error):
    with pytest.raises((TypeError, ValueError), match=error):
        ptr.normal(size=size, rng=shared())


def test_sizes_and_parameters_that_cannot_broadcast():
    with pytest.raises(ValueError, match="does not broadcast to size"):
        ptr.normal(np.zeros(3), 1.0, size=(2,), rng=shared())
    with pytest.raises(ValueError, match="fewer than the 2 batch dimensions"):
        ptr.normal(np.zeros((2, 3)), 1.0, size=(3,), rng=shared())
    with pytest.raises(ValueError, match="core dimension 'n'"):
        ptr.multivariate_normal(np.zeros(3), np.eye(2), rng=shared())
    with pytest.raises(ValueError, match="fewer than the 1 of its core"):
        ptr.categorical(0.5, rng=shared())
    # known only when it runs: numpy's own error
    f = opspec.function([loc := ot.dvector()], ptr.normal(loc, 1.0, size=(2,), rng=shared()))
    with pytest.raises(ValueError):
        f(np.zeros(3))


def test_parameters_are_checked_against_their_classes():
    with pytest.raises(TypeError, match="must be int"):
        ptr.binomial(3.5, 0.5, rng=shared())
    with pytest.raises(TypeError, match="takes 2 parameters"):
        ptr.normal.make_node(shared(), None, 0.0, 1.0, 2.0)


# ------------------------------------------------------------------ dtypes
def test_dtype_keyword_and_floatx():
    r = shared(5)
    x = ptr.normal(0.0, 1.0, size=3, rng=r, dtype="float32")
    assert x.type.dtype == "float32"
    np.testing.assert_array_equal(opspec.function([], x)(),
                                  np.random.default_rng(5).normal(0.0, 1.0, 3).astype("float32"))
    with pytest.raises(ValueError, match="cannot change the dtype"):
        ptr.normal(rng=r, dtype="int64")
    with pytest.raises(TypeError, match="unexpected keyword argument 'dtyp'"):
        ptr.normal(rng=r, dtyp="float32")
    old = opspec.config.floatX
    try:
        opspec.config.floatX = "float32"
        assert ptr.uniform(rng=r).type.dtype == "float32"
        assert ptr.normal.dtype == "floatX"        # the instance commits when applied
    finally:
        opspec.config.floatX = old
    assert ptr.uniform(rng=r).type.dtype == old


def test_integer_draws_keep_numpys_dtype_algorithm():
    # integers(dtype=int8) is numpy's 8-bit algorithm, not int64 draws cast down
    x = ptr.integers(0, 100, size=20, dtype="int8", rng=shared(9))
    got = opspec.function([], x)()
    assert got.dtype == np.int8
    np.testing.assert_array_equal(got, np.random.default_rng(9).integers(0, 100, 20, dtype=np.int8))


# ------------------------------------------------------------------ generators as values
def test_generator_type_and_values():
    t = random_generator_type
    g = np.random.default_rng(1)
    assert t.filter(g) is g
    with pytest.raises(TypeError, match="RandomState"):
        t.filter(np.random.RandomState(0))
    with pytest.raises(TypeError, match="Generator"):
        t.filter(np.zeros(3))
    h = utils.copy_generator(g)
    assert h is not g and t.values_eq(g, h) and not t.may_share_memory(g, h)
    h.random()
    assert not t.values_eq(g, h)
    assert t.values_eq(np.random.Generator(np.random.MT19937(3)), np.random.Generator(np.random.MT19937(3)))


def test_copy_generator_keeps_the_seed_sequence_apart():
    g = np.random.default_rng(4)
    h = utils.copy_generator(g)
    g.spawn(2)
    np.testing.assert_array_equal(h.spawn(1)[0].random(3), np.random.default_rng(4).spawn(1)[0].random(3))


def test_shared_generators():
    g = np.random.default_rng(2)
    r = opspec.shared(g, name="r")
    assert isinstance(r, RandomGeneratorSharedVariable) and isinstance(r, RandomGeneratorVariable)
    assert r.get_value() is not g and r.get_value(borrow=True) is not g       # copied in
    r.set_value(seed=3)
    assert random_generator_type.values_eq(r.get_value(), np.random.default_rng(3))
    with pytest.raises(ValueError, match="not both"):
        r.set_value(g, seed=3)
    with pytest.raises(TypeError, match="RandomState"):
        opspec.shared(np.random.RandomState(0))
    assert random_generator_type.values_eq(ptr.shared_rng(seed=8).get_value(), np.random.default_rng(8))


def test_rng_methods_chain_states():
    r = ptr.rng("r")
    r1, x = r.normal(0.0, 1.0, size=2)
    r2, y = r1.integers(5, size=3)
    f = opspec.function([In(r, mutable=True)], [x, y, r2])
    g, ref = np.random.default_rng(6), np.random.default_rng(6)
    a, b, state = f(g)
    np.testing.assert_array_equal(a, ref.normal(0.0, 1.0, 2))
    np.testing.assert_array_equal(b, ref.integers(5, size=3))
    assert random_generator_type.values_eq(state, ref)


def test_rng_must_be_a_generator_variable():
    with pytest.raises(TypeError, match="shared variable holding the generator"):
        ptr.normal(rng=np.random.default_rng())
    with pytest.raises(TypeError, match="generator variable"):
        ptr.normal(rng=ot.dscalar())
    with pytest.warns(UserWarning, match="no rng= given"):
        x = ptr.normal(size=2)
    f = opspec.function([], x)
    np.testing.assert_array_equal(f(), f())      # no update: the same draws every call, as warned


def test_default_rng_op():
    seed = ot.lscalar("seed")
    g = ptr.default_rng(seed)
    x = ptr.normal(size=3, rng=g)
    f = opspec.function([seed], x)
    np.testing.assert_array_equal(f(11), np.random.default_rng(11).normal(size=3))
    np.testing.assert_array_equal(f(11), f(11))


# ------------------------------------------------------------------ no derivatives
def test_gradients_of_draws_and_generators_are_undefined():
    loc = ot.dscalar("loc")
    r = shared()
    next_rng, x = ptr.normal(loc, 1.0, rng=r, return_next_rng=True)
    with pytest.raises(NullTypeGradError, match="random draws have no gradient"):
        opspec.grad(x, loc)
    with pytest.raises(NullTypeGradError, match="random draws have no gradient"):
        opspec.grad(x * loc, r)
    with pytest.raises(NullTypeGradError, match="random draws have no tangent"):
        opspec.Rop(x, loc, ot.constant(1.0))
    # a path that does not go through the draw's parameters differentiates as usual: d(w x)/dw = x
    w = ot.dscalar("w")
    gw = opspec.grad(w * ptr.normal(0.0, 1.0, rng=r), w)
    np.testing.assert_array_equal(opspec.function([w], gw)(2.0), np.random.default_rng(0).normal(0.0, 1.0))


# ------------------------------------------------------------------ inplace and DebugMode
def _ops(f):
    return [type(node.op).__name__ for node in f.maker.fgraph.toposort()]


def test_fast_run_draws_in_place_only_where_the_generator_may_be_overwritten(monkeypatch):
    copies = []
    real = utils.copy_generator
    monkeypatch.setattr("opspec.tensor.random.op.copy_generator", lambda g: copies.append(1) or real(g))
    r = shared(1)
    next_rng, x = ptr.normal(size=2, rng=r, return_next_rng=True)
    f = opspec.function([], x, updates={r: next_rng}, mode="FAST_RUN")
    assert _ops(f) == ["NormalRVInplace"]
    held = r.get_value(borrow=True)
    f(), f()
    assert copies == [] and r.get_value(borrow=True) is held        # the same generator, advanced
    assert "NormalRV" in _ops(opspec.function([], x, updates={r: next_rng}, mode="FAST_COMPILE"))
    # no update, or a caller's generator: drawn from a copy, the generator stays as it was
    f2 = opspec.function([], x, mode="FAST_RUN")
    assert _ops(f2) == ["NormalRV"]
    before = r.get_value().bit_generator.state
    f2()
    assert r.get_value().bit_generator.state == before and copies == [1]
    s = ptr.rng("s")
    f3 = opspec.function([s], ptr.normal(rng=s), mode="FAST_RUN")
    g = np.random.default_rng(0)
    f3(g)
    assert g.bit_generator.state == np.random.default_rng(0).bit_generator.state
    f4 = opspec.function([In(s, mutable=True)], ptr.normal(rng=s), mode="FAST_RUN")
    assert _ops(f4) == ["NormalRVInplace"]
    f4(g)
    assert g.bit_generator.state != np.random.default_rng(0).bit_generator.state


def test_draws_are_never_constant_folded():
    r = shared(4)
    nr, x = ptr.normal(0.0, 1.0, rng=r, return_next_rng=True)
    f = opspec.function([], x, updates={r: nr})
    assert f() != f()


class MutatingNormal(NormalRV):
    """A broken random variable: draws from its input generator without declaring it."""

    def perform(self, node, inputs, outputs):
        rng, size, loc, scale = inputs
        outputs[0][0] = rng
        outputs[1][0] = np.asarray(rng.normal(loc, scale, size))


def test_debugmode_catches_a_random_variable_that_changes_its_generator():
    r = ptr.rng("r")
    x = MutatingNormal()(0.0, 1.0, rng=r)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        f = opspec.function([r], x, mode="DebugMode")
    with pytest.raises(BadDestroyMap):
        f(np.random.default_rng(0))
    # the generated op draws from a copy: DebugMode runs it twice and gets the same draws
    x = ptr.normal(0.0, 1.0, size=3, rng=r)
    np.testing.assert_array_equal(opspec.function([r], x, mode="DebugMode")(np.random.default_rng(0)),
                                  np.random.default_rng(0).normal(size=3))


def test_functions_with_generators_pickle_and_copy():
    import pickle
    r = shared(12)
    nr, x = ptr.uniform(size=2, rng=r, return_next_rng=True)
    f = opspec.function([], x, updates={r: nr})
    g = pickle.loads(pickle.dumps(f))
    np.testing.assert_array_equal(f(), g())        # each has its own generator, in the same state
    reference = np.random.default_rng(12)
    reference.uniform(size=2)
    h = f.copy()            # a copy updates the same shared generator: it continues the stream
    np.testing.assert_array_equal(h(), reference.uniform(size=2))
    np.testing.assert_array_equal(f(), reference.uniform(size=2))


@pytest.mark.parametrize("mode", ["FAST_RUN", "FAST_COMPILE", "DebugMode"])
def test_two_draws_from_one_updated_generator_read_its_state_before_either(mode):
    # the update is the normal's next state; the uniform reads the same starting state (it is
    # not chained), so the in-place normal must run after it
    r = shared(21)
    next_rng, x = ptr.normal(size=2, rng=r, return_next_rng=True)
    y = ptr.uniform(size=2, rng=r)
    f = opspec.function([], [y, x], updates={r: next_rng}, mode=mode)
    for call in range(2):
        got_y, got_x = f()
        start = np.random.default_rng(21)
        for _ in range(call):
            start.normal(size=2)
        np.testing.assert_array_equal(got_y, utils.copy_generator(start).uniform(size=2))
        np.testing.assert_array_equal(got_x, start.normal(size=2))


def test_more_size_and_argument_forms():
    assert ptr.normal(size=np.array(3), rng=shared()).type.shape == (3,)
    with pytest.raises(TypeError, match="integer or an array"):
        ptr.permutation(2.5, rng=shared())
    assert ptr.permutation(4, rng=shared()).type.dtype == "int64"
