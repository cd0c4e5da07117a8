"""The scalar layer: views of the library's elementwise ops, scalar graphs, Composite, and the
tensor ops PyTensor code builds from scalar ops."""
import pickle

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import opspec
import opspec.scalar as ps
import opspec.tensor as ot
from opspec.graph.fg import FunctionGraph
from opspec.scalar.ops import SpecScalarOp
from opspec.tensor.elemwise import CAReduce, DimShuffle, Elemwise
from opspec.testing import verify_grad
from opspec.testing.ulps import assert_ulps_close, elementwise_bound, spec_of

VIEWS = sorted(n for n in ps.__all__ if isinstance(getattr(ps, n), SpecScalarOp) and not n.startswith("convert_to"))


def test_every_library_elemwise_op_has_its_scalar_view():
    for name in ("add", "sub", "mul", "true_div", "exp", "log", "sigmoid", "softplus", "eq", "switch", "and_"):
        assert name in VIEWS
        assert Elemwise(getattr(ps, name)) == getattr(ot, name)
        assert getattr(ot, name).scalar_op == getattr(ps, name)


@pytest.mark.parametrize("name", VIEWS)
@settings(max_examples=4, deadline=None)
@given(data=st.data())
def test_scalar_view_computes_as_the_tensor_op_on_0d(name, data):
    """A scalar op's value and dtype are its tensor op's on 0-d tensors, for any dtypes."""
    op = getattr(ps, name)
    dtypes = data.draw(st.lists(st.sampled_from(["int8", "int64", "float32", "float64", "bool"]),
                                min_size=op.nin, max_size=op.nin))
    values = [np.asarray(data.draw(st.integers(-3, 3) if d != "bool" else st.booleans()), dtype=d) for d in dtypes]
    scalars = [ps.ScalarType(d)() for d in dtypes]
    tensors = [ot.TensorType(d, ())() for d in dtypes]
    try:
        out = op(*scalars)
    except TypeError:           # the tensor op refuses these dtypes: so does the scalar op
        with pytest.raises(TypeError):
            op.tensor_op(*tensors)
        return
    t_out = op.tensor_op(*tensors)
    assert out.type.dtype == t_out.type.dtype
    with np.errstate(all="ignore"):
        try:
            got = opspec.function(scalars, out)(*values)
        except ValueError:      # numpy refuses (int ** negative int): so does the library's numpy kernel
            with pytest.raises(ValueError):
                op.tensor_op.impl(*values)
            return
        want = opspec.function(tensors, t_out)(*values)
    # the view runs the op's python: (numpy), the tensor op its C (glibc): as far apart as the
    # fuzz suite allows the two (exact, or the ulps of functions numpy and libm round differently)
    ulps, slack = elementwise_bound(spec_of(op.tensor_op), values)
    assert_ulps_close(np.asarray(got), np.asarray(want), ulps, slack)


def test_scalar_graphs_build_and_run():
    a = ps.float64("a")
    e = ps.add(a, 1)
    assert e.type == ps.float64 and e.owner.inputs[1].type == ps.float64     # weak Python number
    assert str(e.owner.op) == "add" and ps.exp(ps.int8("i")).type == ps.float64
    x, y = ps.floats("xy")
    fn = opspec.function([x, y], ps.mul(ps.add(x, y), ps.true_div(x, y)))
    assert fn(1.0, 2.0) == 1.5
    assert (x + y * 2 - x / y).owner.op == ps.sub


def test_scalar_types():
    assert ps.ScalarType("float64") is ps.float64
    assert pickle.loads(pickle.dumps(ps.float64)) is ps.float64
    assert ps.float64.filter(3) == 3.0 and ps.float64.filter(3).dtype == np.float64
    with pytest.raises(TypeError, match="without loss"):
        ps.int8.filter(3.5)
    with pytest.raises(TypeError, match="scalar"):
        ps.float64.filter(np.zeros(2))
    assert ps.int8.filter(3.5, allow_downcast=True) == 3
    assert ps.constant(2.5).type == ps.float64 and ps.as_scalar(2).type == ps.int8 and ps.constant(300).type == ps.int16


def test_composite_identity_pickle_and_value():
    x, y = ps.floats("xy")
    c1, c2, c3 = ps.Composite([x, y], [x + y]), ps.Composite([x, y], [x + y]), ps.Composite([x, y], [x * y])
    assert c1 == c2 and hash(c1) == hash(c2) and c1 != c3
    assert pickle.loads(pickle.dumps(c1)) == c1
    with_const = ps.Composite([x, y], [ps.mul(ps.add(70.0, y), ps.true_div(x, y))])
    assert opspec.function([x, y], with_const(x, y))(1.0, 2.0) == 36.0
    with pytest.raises(TypeError, match="not a scalar"):
        ps.Composite([ot.dvector()], [ot.dvector()])


def test_elemwise_of_scalar_ops_is_the_library_op():
    assert Elemwise(ps.add) is ot.add or Elemwise(ps.add) == ot.add
    assert isinstance(Elemwise(ps.add, {0: 0}), type(ot.add)) and Elemwise(ps.add, {0: 0}).destroy_map == {0: [0]}
    x = ot.dvector("x")
    assert (x + 1).owner.op.scalar_op is ps.add
    assert ot.exp(x).owner.op.scalar_op == ps.exp
    assert isinstance(ot.cast(x, "float32").owner.op.scalar_op, ps.Cast)
    with pytest.raises(ValueError, match="in-place"):
        Elemwise(ps.add, {0: 1})


def test_elemwise_of_composite_is_fused_runs_and_differentiates():
    a, b = ps.floats("ab")
    comp = ps.Composite([a, b], [ps.exp(a) * b + ps.sigmoid(b)])
    op = Elemwise(comp)
    assert type(op).__name__ == "Composite" and op.scalar_op == comp
    x = ot.dvector("x")
    v = np.array([0.5, 1.0, -2.0])
    np.testing.assert_allclose(opspec.function([x], op(x, 2 * x))(v), np.exp(v) * 2 * v + 1 / (1 + np.exp(-2 * v)))
    rng = np.random.default_rng(1)
    verify_grad(lambda p, q: op(p, q), [rng.random(3), rng.random(3)], rng=rng)
    # one variable feeding both inputs: each position's gradient counted once
    g = opspec.function([x], opspec.grad(op(x, x).sum(), x))(v)
    np.testing.assert_allclose(g, np.exp(v) * v + np.exp(v) + np.exp(-v) / (1 + np.exp(-v)) ** 2)
    shifted = Elemwise(ps.Composite([a, b], [ps.add(a, 1.5) * b]))       # a constant: evaluated in Python
    np.testing.assert_allclose(opspec.function([x], opspec.grad(shifted(x, x).sum(), x))(v), 2 * v + 1.5)


def test_careduce_of_scalar_ops_is_the_library_reduction():
    m = ot.dmatrix("m")
    value = np.arange(6.0).reshape(2, 3)
    for scalar_op, numpy_fn in ((ps.add, np.sum), (ps.mul, np.prod), (ps.maximum, np.max), (ps.minimum, np.min)):
        red = CAReduce(scalar_op, axis=(1,))
        assert red.scalar_op == scalar_op
        np.testing.assert_allclose(opspec.function([m], red(m))(value), numpy_fn(value, axis=1))
    assert ot.sum(m).owner.op.scalar_op is not None
    with pytest.raises(TypeError, match="reduces with"):
        CAReduce(ps.exp)
    assert DimShuffle is ot.DimShuffle


def test_crossings_and_tensor_copy():
    s = ps.float64("s")
    t = ps.tensor_from_scalar(s)
    assert t.type.ndim == 0 and ps.scalar_from_tensor(t).type == ps.float64
    x = ot.dvector("x")
    assert opspec.function([s, x], x * s)(2.0, np.ones(2)).tolist() == [2.0, 2.0]   # mixed graphs
    value = np.array([1.0, 2.0])
    copy = ps.tensor_copy(x) if hasattr(ps, "tensor_copy") else Elemwise(ps.identity)(x)
    out = opspec.function([x], copy)(value)
    assert out.tolist() == [1.0, 2.0] and not np.shares_memory(out, value)
    g = opspec.grad(ps.exp(s) * s, s)
    assert opspec.function([s], g)(1.0) == pytest.approx(2 * np.e)


def test_elemwise_of_a_python_scalar_op():
    class Hypot(ps.ScalarOp):
        nin = 2

        def impl(self, x, y):
            return float(np.hypot(x, y))

    hypot = Hypot(ps.upgrade_to_float, name="hypot")
    op = Elemwise(hypot)
    x = ot.dvector("x")
    np.testing.assert_allclose(opspec.function([x], op(x, 4.0))(np.array([3.0, 0.0])), [5.0, 4.0])
    assert op.scalar_op is hypot


def test_elemwise_of_a_python_scalar_op_differentiates_through_its_scalar_grad():
    """PyTensor's way: the scalar op's grad, built on scalars, applied elementwise."""
    class Scale(ps.ScalarOp):
        nin = 2

        def impl(self, n, x):
            return x * n

        def grad(self, inputs, output_grads):
            n, x = inputs
            return [output_grads[0] * x, output_grads[0] * n]

    op = Elemwise(Scale(ps.upcast_out, name="scale"))
    n, x = ot.dvector("n"), ot.dmatrix("x")
    out = op(n, x)
    gn, gx = opspec.grad(out.sum(), [n, x])
    nv, xv = np.array([2.0, 3.0]), np.arange(4.0).reshape(2, 2)
    f = opspec.function([n, x], [gn, gx])
    got_n, got_x = f(nv, xv)
    np.testing.assert_allclose(got_n, xv.sum(axis=0))         # n was broadcast along the rows
    np.testing.assert_allclose(got_x, np.broadcast_to(nv, (2, 2)))

    class NoGrad(ps.ScalarOp):
        nin = 1

        def impl(self, x):
            return x

    y = Elemwise(NoGrad(ps.same_out))(n)
    with pytest.raises(opspec.gradient.NullTypeGradError):
        opspec.grad(y.sum(), n)


def test_scalar_elemwise_names_the_library_op():
    from opspec.tensor.elemwise import scalar_elemwise

    @scalar_elemwise
    def exp(a):
        """e**a."""

    assert exp is ot.exp
    assert scalar_elemwise(symbolname="sigmoid")(lambda a: a) is ot.sigmoid
    with pytest.raises(AttributeError, match="no scalar op 'nothing'"):
        scalar_elemwise(lambda a: a, symbolname="nothing")


def test_fused_composite_nested_with_casts_and_two_outputs():
    i, f = ps.int8("i"), ps.float64("f")
    inner = ps.Composite([i], [ps.exp(i)])      # exp of an int8 computes in floatX, as the library's exp
    outer = ps.Composite([i, f], [inner(i) * f, ps.sigmoid(f)])
    op = Elemwise(outer)
    assert type(op).__name__ == "Composite"
    xi, xf = ot.bvector("xi"), ot.dvector("xf")
    iv, fv = np.array([1, 2], dtype="int8"), np.array([0.5, 2.0])
    first, second = opspec.function([xi, xf], op(xi, xf))(iv, fv)
    np.testing.assert_allclose(first, np.exp(iv.astype("float64")) * fv)
    np.testing.assert_allclose(second, 1 / (1 + np.exp(-fv)))
    assert outer.impl(np.int8(1), 0.5) == pytest.approx((np.e * 0.5, 1 / (1 + np.exp(-0.5))))


def test_composite_of_an_op_written_with_perform_and_two_outputs():
    from opspec.graph.basic import Apply

    class Twice(ps.ScalarOp):
        def make_node(self, x):
            return Apply(self, [x], [x.type(), x.type()])

        def perform(self, node, inputs, outputs):
            outputs[0][0] = outputs[1][0] = inputs[0]

    x = ps.float32("x")
    comp = ps.Composite([x], Twice()(x))
    y, z = comp(x)
    assert opspec.function([x], [y, z])(1.0) == [1.0, 1.0]
    v = ot.fvector("v")
    out = Elemwise(comp)(v)
    assert [o.tolist() for o in opspec.function([v], out)(np.array([1.0, 2.0], dtype="float32"))] == [[1.0, 2.0]] * 2


@pytest.mark.parametrize("mode", ["FAST_RUN", "FAST_COMPILE", "DebugMode"])
def test_scalar_layer_in_every_mode(mode):
    a, b = ps.floats("ab")
    fused = Elemwise(ps.Composite([a, b], [ps.exp(a) * b + ps.sigmoid(b)]))
    with_constant = Elemwise(ps.Composite([a, b], [ps.add(a, 1.5) * b]))
    x = ot.dvector("x")
    v = np.array([0.5, 1.0])
    outs = opspec.function([x], [fused(x, x), with_constant(x, x), opspec.grad(fused(x, x).sum(), x),
                                 CAReduce(ps.add, (0,))(x), ot.tensor_copy(x)], mode=mode)(v)
    sig = 1 / (1 + np.exp(-v))
    for got, want in zip(outs, [np.exp(v) * v + sig, (v + 1.5) * v, np.exp(v) * (1 + v) + sig * (1 - sig),
                                v.sum(), v]):
        np.testing.assert_allclose(got, want)
    grads = opspec.function([a, b], opspec.grad(ps.exp(a) * b, [a, b]), mode=mode)(1.0, 2.0)
    np.testing.assert_allclose(grads, [2 * np.e, np.e])


def test_outer_of_binary_elemwise_ops():
    x, y = ot.dmatrix("x"), ot.tensor3("y", dtype="float64")
    xv, yv = np.arange(6.0).reshape(2, 3), np.arange(4.0).reshape(1, 2, 2)
    for op, ufunc in ((ot.add, np.add), (Elemwise(ps.mul), np.multiply)):
        np.testing.assert_array_equal(opspec.function([x, y], op.outer(x, y))(xv, yv), ufunc.outer(xv, yv))
    with pytest.raises(TypeError, match="two inputs"):
        ot.exp.outer(x, y)
