"""OpFromGraph: inline or compiled, gradients and their overrides, R_op, shapes, equality,
shared variables, pickling, in every mode."""
import pickle
from functools import partial

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.compile.builders import OpFromGraph
from opspec.gradient import DisconnectedType, disconnected_type, grad, verify_grad
from opspec.graph.basic import equal_computations
from opspec.graph.fg import MissingInputError
from opspec.testing import InferShapeTester

rng = np.random.default_rng(5)
KINDS = [OpFromGraph, partial(OpFromGraph, inline=True)]
x, y, z = ot.dmatrix("x"), ot.dmatrix("y"), ot.dmatrix("z")
ones = np.ones((2, 2))


def ops_in(f):
    return [type(n.op).__name__ for n in f.maker.fgraph.toposort()]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("mode", ["FAST_RUN", "FAST_COMPILE", "DebugMode"])
def test_values_inline_or_compiled(kind, mode):
    op = kind([x, y, z], [x + y * z])
    f = opspec.function([x, y, z], op(x, y, z) - op(y, z, x), mode=mode)
    np.testing.assert_array_equal(f(ones, 3 * ones, 5 * ones), 8 * ones)
    assert ("OpFromGraph" in ops_in(f)) != op.is_inline
    sizes = kind([x, y], [ot.dot(x, y)])
    g = opspec.function([x, y, z], sizes(x, sizes(y, z)), mode=mode)
    assert g(np.ones((2, 3)), np.ones((3, 4)) * 3, np.ones((4, 5)) * 5).shape == (2, 5)


@pytest.mark.parametrize("kind", KINDS)
def test_gradients_and_second_derivatives(kind):
    op = kind([x, y, z], [x * ot.exp(y) + z ** 2])
    verify_grad(lambda a, b, c: op(a, b, c), [rng.random((2, 3)) for _ in range(3)], rng=rng)
    verify_grad(lambda a, b, c: grad(op(a, b, c).sum(), b), [rng.random((2, 3)) for _ in range(3)], rng=rng)


@pytest.mark.parametrize("kind", KINDS)
def test_shared_variables_are_implicit_inputs(kind):
    s = opspec.shared(rng.random((2, 2)), name="s")
    op = kind([x, y, z], [x + y * z + s])
    assert op.shared_inputs == [s]
    f = opspec.function([x, y, z], op(x, y, z) - grad(op(x, y, z).sum(), s))
    np.testing.assert_allclose(f(ones, 3 * ones, 5 * ones), 15 + s.get_value())
    with pytest.raises(ValueError, match="strict"):
        OpFromGraph([x], [x + s], strict=True)
    other = opspec.shared(np.full((2, 2), 10.0))
    moved = op.make_node(x, y, z, other).op          # another shared variable: another Op
    assert moved.shared_inputs == [other]
    plain = op.make_node(x, y, z, ot.dmatrix("w")).op   # a plain variable: an ordinary input
    assert plain.shared_inputs == [] and len(plain.inner_inputs) == 4


@pytest.mark.parametrize("kind", KINDS)
def test_pullback_overrides_in_every_form(kind):
    v = ot.dvector("v")
    sig = 1.0 / (1.0 + ot.exp(-v))

    def doubled(inputs, outputs, output_grads):
        (out,), (g,) = outputs, output_grads
        return [2.0 * out * (1.0 - out) * g]

    out_, g_ = ot.dvector(), ot.dvector()
    as_op = kind([v, out_, g_], [2.0 * out_ * (1.0 - out_) * g_])
    xx = ot.dvector("xx")
    want = 2.0 * grad(ot.sigmoid(xx).sum(), xx)
    for override in (doubled, as_op, [lambda i, o, g: 2.0 * o[0] * (1.0 - o[0]) * g[0]]):
        op = kind([v], [sig], pullback=override)
        a, b = opspec.function([xx], [want, grad(op(xx).sum(), xx)])(rng.random(5))
        np.testing.assert_allclose(a, b)
    with pytest.warns(FutureWarning, match="lop_overrides is deprecated"):
        op = kind([v], [sig], lop_overrides=doubled)
    np.testing.assert_allclose(*opspec.function([xx], [want, grad(op(xx).sum(), xx)])(rng.random(5)))


def test_pullback_list_mixes_defaults_disconnected_and_callables():
    a, b, c = ot.dvector("a"), ot.dvector("b"), ot.dvector("c")
    op = OpFromGraph([a, b, c], [a * b + c], pullback=[None, lambda i, o, g: g[0] * 10, disconnected_type()])
    ga, gb = grad(op(a, b, c).sum(), [a, b])
    got = opspec.function([a, b, c], [ga, gb], on_unused_input="ignore")(np.full(2, 2.0), np.full(2, 3.0), np.ones(2))
    np.testing.assert_allclose(got[0], 3.0)
    np.testing.assert_allclose(got[1], 10.0)
    assert isinstance(grad(op(a, b, c).sum(), c, disconnected_inputs="ignore",
                           return_disconnected="disconnected").type, DisconnectedType)


def test_pullback_sees_which_output_gradients_are_disconnected():
    a, b = ot.dscalar("a"), ot.dscalar("b")
    seen = []

    def pullback(inputs, outputs, output_grads):
        seen.append(tuple(isinstance(g.type, DisconnectedType) for g in output_grads))
        da = ot.zeros_like(inputs[0])
        for g, d in zip(output_grads, (2 * inputs[0], 3.0)):
            if not isinstance(g.type, DisconnectedType):
                da = da + g * d
        return [da, disconnected_type()]

    op = OpFromGraph([a, b], [a ** 2, a * 3.0 + b], pullback=pullback)
    both = op(a, b)
    f = opspec.function([a, b], [grad(op(a, b)[0], a), grad(op(a, b)[1], a), grad(both[0] + both[1], a)],
                        on_unused_input="ignore")
    np.testing.assert_allclose(f(2.0, 1.0), [4.0, 3.0, 7.0])
    assert {(False, True), (True, False), (False, False)} <= set(seen)


@pytest.mark.parametrize("kind", KINDS)
def test_rop_from_the_graph_and_its_overrides(kind):
    a, M = ot.dvector("a"), ot.dmatrix("M")
    du, dM = ot.dvector("du"), ot.dmatrix("dM")
    av, Mv, duv, dMv = rng.random(3), rng.random((3, 4)), rng.random(3), rng.random((3, 4))
    for pushforward in (None, lambda ins, evs: [ot.dot(evs[0], ins[1]) + ot.dot(ins[0], evs[1])],
                        [lambda ins, evs: ot.dot(evs[0], ins[1]) + ot.dot(ins[0], evs[1])]):
        op = kind([a, M], [ot.dot(a, M)], pushforward=pushforward)
        f = opspec.function([a, M, du, dM], opspec.Rop(op(a, M), [a, M], [du, dM]))
        np.testing.assert_allclose(f(av, Mv, duv, dMv), duv @ Mv + av @ dMv)
    op = kind([a, M], [ot.dot(a, M), ot.dot(a, M) * 0 + 1])
    f = opspec.function([a, M, du], opspec.Rop(op(a, M)[0], a, du))
    np.testing.assert_allclose(f(av, Mv, duv), duv @ Mv)
    with pytest.warns(FutureWarning, match="rop_overrides is deprecated"):
        OpFromGraph([a, M], [ot.dot(a, M)], rop_overrides=lambda ins, evs: [evs[0]])


def test_connection_pattern_from_the_graph_or_given():
    a, b, c = ot.dvector("a"), ot.dvector("b"), ot.dvector("c")
    op = OpFromGraph([a, b, c], [a + b, b * 2, c * 3])
    node = op(a, b, c)[0].owner
    assert op.connection_pattern(node) == [[True, False, False], [True, True, False], [False, False, True]]
    given = OpFromGraph([a, b], [b + ot.sin(b)], connection_pattern=[[True], [False]], on_unused_input="ignore",
                        pullback=lambda i, o, g: [g[0], disconnected_type()])
    ga = grad(given(a, b).sum(), a)
    np.testing.assert_allclose(opspec.function([a, b], ga, on_unused_input="ignore")(np.ones(3), np.ones(3)), 1.0)


@pytest.mark.parametrize("kind", KINDS)
def test_nested(kind):
    a, b = ot.dscalar("a"), ot.dscalar("b")
    inner = kind([a, b], [a * b + 1])
    outer = kind([a, b], [inner(a, b) * inner(b, a)])
    f = opspec.function([a, b], [outer(a, b), grad(outer(a, b), a)])
    np.testing.assert_allclose(f(2.0, 3.0), [49.0, 2 * 7.0 * 3.0])


class TestInferShape(InferShapeTester):
    def test_shapes_from_the_graph_without_running_it(self):
        op = OpFromGraph([x, y], [ot.dot(x, y), x + 1])
        self._compile_and_check([x, y], op(x, y), [rng.random((2, 3)), rng.random((3, 4))], OpFromGraph)


def test_equality_merging_and_pickling():
    e = x + y * 2
    assert OpFromGraph([x, y], [e]) == OpFromGraph([x, y], [e])
    a, b = ot.dmatrix("a"), ot.dmatrix("b")
    assert hash(OpFromGraph([x, y], [e])) == hash(OpFromGraph([a, b], [a + b * 2]))
    assert OpFromGraph([x, y], [e]) != OpFromGraph([x, y], [x * y])
    assert OpFromGraph([x, y], [e]) != OpFromGraph([x, y], [e], inline=True)
    same = [OpFromGraph([x, y], [e], pullback=lambda i, o, g: [g[0], g[0] * 2]) for _ in range(2)]
    assert same[0] == same[1]
    assert same[0] != OpFromGraph([x, y], [e], pullback=lambda i, o, g: [g[0], g[0] * 3])
    f = opspec.function([x, y], OpFromGraph([x, y], [e])(x, y) + OpFromGraph([x, y], [e])(x, y))
    assert ops_in(f).count("OpFromGraph") == 1      # two equal nodes merged
    op = OpFromGraph([x, y], [e], name="affine")
    back = pickle.loads(pickle.dumps(op))
    assert back == op and hash(back) == hash(op) and str(back) == "affine{inline=False}"
    g = pickle.loads(pickle.dumps(opspec.function([x, y], op(x, y))))
    np.testing.assert_allclose(g(ones, ones), 3 * ones)
    clone = op.clone()
    assert clone == op and clone.fgraph is not op.fgraph
    assert equal_computations(clone.fgraph.outputs, op.fgraph.outputs)


def test_bad_construction_and_calls():
    with pytest.raises(TypeError, match="lists"):
        OpFromGraph((x,), (x,))
    with pytest.raises(TypeError, match="Variables"):
        OpFromGraph([1], [1])
    with pytest.raises(ValueError, match="more than once"):
        OpFromGraph([x, x, y], [x + y])
    OpFromGraph([x, x, y], [x + y], on_unused_input="ignore")
    with pytest.raises(MissingInputError):
        OpFromGraph([], [x])
    op = OpFromGraph([x], [x * 2])
    with pytest.raises(ValueError, match="Expected at least 1"):
        op()
    with pytest.raises(ValueError, match="Expected 1 input"):
        op.make_node()
    with pytest.raises(TypeError, match="expects"):
        op(ot.dvector())
    with pytest.raises(ValueError, match="mutually|not both"):
        OpFromGraph([x], [x], pullback=lambda *a: [a[2][0]], lop_overrides=lambda *a: [a[2][0]])
