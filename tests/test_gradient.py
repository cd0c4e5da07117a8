"""opspec.gradient: grad / Lop / Rop / jacobian / hessian over the Op contract."""
import warnings

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.graph.basic import Apply
from opspec.graph.op import Op
from opspec.gradient import (DisconnectedInputError, DisconnectedType, Lop, NullType, NullTypeGradError, Rop,
                             disconnected_type, grad, grad_not_implemented, grad_undefined, hessian, is_null,
                             jacobian, verify_grad)


def run(inputs, outputs, *values):
    return opspec.function(inputs, outputs, mode="FAST_COMPILE", on_unused_input="ignore")(*values)


# ------------------------------------------------------------------ Ops of the Op contract's examples
class DoubleOp(Op):
    """x * 2, with grad and R_op as the Op contract's example writes them."""

    __props__ = ()

    def make_node(self, x):
        x = ot.as_tensor_variable(x)
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0] * 2

    def grad(self, inputs, output_grads):
        return [output_grads[0] * 2]

    def R_op(self, inputs, eval_points):
        if eval_points[0] is None:
            return eval_points
        return self.grad(inputs, eval_points)


class MulOp(Op):
    """x * y of two float64 matrices (the contract's two-input example)."""

    __props__ = ()
    itypes = [ot.dmatrix, ot.dmatrix]
    otypes = [ot.dmatrix]

    def perform(self, node, inputs, output_storage):
        x, y = inputs
        output_storage[0][0] = x * y

    def grad(self, inputs, output_grads):
        x, y = inputs
        (g,) = output_grads
        return [g * y, g * x]

    def R_op(self, inputs, eval_points):
        x, y = inputs
        ex, ey = eval_points
        terms = [t for t in (None if ex is None else ex * y, None if ey is None else x * ey) if t is not None]
        return [ot.add_terms(terms)]


class PowIntOp(Op):
    """x ** n for an integer tensor n: the gradient with respect to n is undefined."""

    __props__ = ()

    def make_node(self, x, n):
        x, n = ot.as_tensor_variable(x), ot.as_tensor_variable(n)
        return Apply(self, [x, n], [x.type()])

    def perform(self, node, inputs, output_storage):
        x, n = inputs
        output_storage[0][0] = (x ** n).astype(x.dtype)

    def grad(self, inputs, output_grads):
        x, n = inputs
        return [output_grads[0] * n * x ** (n - 1), grad_undefined(self, 1, n, "n is a count")]


class ScaleByShapeOp(Op):
    """x * like.shape[0]: the value of ``like`` never matters, only its shape (disconnected)."""

    __props__ = ()

    def make_node(self, x, like):
        x, like = ot.as_tensor_variable(x), ot.as_tensor_variable(like)
        return Apply(self, [x, like], [x.type()])

    def perform(self, node, inputs, output_storage):
        x, like = inputs
        output_storage[0][0] = x * like.shape[0]

    def connection_pattern(self, node):
        return [[True], [False]]

    def grad(self, inputs, output_grads):
        x, like = inputs
        return [output_grads[0] * ot.cast(ot.shape_i(like, 0), x.dtype), disconnected_type()]


class NoGradOp(Op):
    __props__ = ()

    def make_node(self, x):
        x = ot.as_tensor_variable(x)
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0].copy()


class SplitSignOp(Op):
    """Two outputs: |x| and sign(x) as int8 (integer valued)."""

    __props__ = ()

    def make_node(self, x):
        x = ot.as_tensor_variable(x)
        return Apply(self, [x], [x.type(), ot.tensor("int8", x.type.shape)])

    def perform(self, node, inputs, output_storage):
        x = inputs[0]
        output_storage[0][0] = np.abs(x)
        output_storage[1][0] = np.sign(x).astype("int8")

    def grad(self, inputs, output_grads):
        (x,), (g_abs, g_sign) = inputs, output_grads
        self.seen = output_grads
        if isinstance(g_abs.type, DisconnectedType):
            return [ot.zeros_like(x)]
        return [g_abs * ot.sign(x)]


def test_double_op_grad_rop_and_verify_grad():
    x = ot.dmatrix("x")
    y = DoubleOp()(x)
    gx = grad(y.sum(), x)
    value = np.random.default_rng(0).random((5, 7))
    np.testing.assert_allclose(run([x], gx, value), np.full((5, 7), 2.0))
    verify_grad(DoubleOp(), [value], mode="FAST_COMPILE")
    v = ot.dmatrix("v")
    np.testing.assert_allclose(run([x, v], Rop(y, x, v), value, value), 2 * value)


def test_mul_op_two_inputs():
    x, y = ot.dmatrix("x"), ot.dmatrix("y")
    gx, gy = grad(MulOp()(x, y).sum(), [x, y])
    rng = np.random.default_rng(1)
    xv, yv = rng.random((3, 4)), rng.random((3, 4))
    got_x, got_y = run([x, y], [gx, gy], xv, yv)
    np.testing.assert_allclose(got_x, yv)
    np.testing.assert_allclose(got_y, xv)
    verify_grad(MulOp(), [xv, yv], rng=rng, mode="FAST_COMPILE")


# ------------------------------------------------------------------ undefined, not implemented, disconnected
def test_undefined_gradient_raises_naming_the_op():
    x, n = ot.dvector("x"), ot.lvector("n")
    cost = PowIntOp()(x, n).sum()
    gx = grad(cost, x)          # the defined input is fine
    np.testing.assert_allclose(run([x, n], gx, [1.0, 2.0], [2, 3]), [2.0, 12.0])
    with pytest.raises(NullTypeGradError, match="PowIntOp.*input 1.*undefined.*n is a count"):
        grad(cost, n)
    null = grad(cost, n, null_gradients="return")
    assert is_null(null) and isinstance(null.type, NullType)


def test_null_gradient_propagates_through_later_ops():
    x, n = ot.dvector("x"), ot.lvector("n")
    y = PowIntOp()(x, ot.cast(n * 2, "int64"))
    with pytest.raises(NullTypeGradError, match="PowIntOp"):
        grad(ot.exp(y).sum(), n)


class UnknownGradOp(Op):
    """x ** 3 whose gradient is marked (not implemented, or undefined)."""

    __props__ = ("marker",)

    def __init__(self, marker):
        self.marker = marker

    def make_node(self, x):
        x = ot.as_tensor_variable(x)
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0] ** 3

    def grad(self, inputs, output_grads):
        return [self.marker(self, 0, inputs[0])]


@settings(max_examples=30, deadline=None)
@given(dtype=st.sampled_from(["bool", "int8", "uint16", "int64"]),
       marker=st.sampled_from([grad_not_implemented, grad_undefined]), floats_between=st.integers(0, 2))
def test_unknown_gradient_of_a_float_made_from_integers_stops_at_them(dtype, marker, floats_between):
    """f(cast(n)) does not vary with the float x that n was made of, whatever f' is: the unknown
    gradient of a float value stops at the integers it was cast from (Gammainc of bools made the
    gradient of x undefined), while one an op gives an integer input itself goes on (above)."""
    x = ot.dvector("x")
    v = ot.cast(ot.gt(x, 0) if dtype == "bool" else ot.cast(x, dtype), "float64")
    for _ in range(floats_between):
        v = ot.exp(v)
    cost = UnknownGradOp(marker)(v).sum() + (x * x).sum()
    np.testing.assert_array_equal(run([x], grad(cost, x), [1.0, -2.0]), [2.0, -4.0])
    with pytest.raises(NullTypeGradError, match="UnknownGradOp"):      # the float itself: still unknown
        grad(UnknownGradOp(marker)(x).sum(), x)


def test_missing_grad_method_is_not_implemented_naming_the_op():
    x = ot.dvector("x")
    cost = ot.exp(NoGradOp()(x)).sum()
    with pytest.raises(NullTypeGradError, match="NoGradOp.*not implemented"):
        grad(cost, x)


def test_grad_not_implemented_marker():
    var = grad_not_implemented(NoGradOp(), 0, ot.dvector("x"), "later")
    assert is_null(var) and "not implemented" in var.type.why_null and "later" in var.type.why_null


def test_disconnected_input_of_an_op():
    x, like = ot.dvector("x"), ot.dmatrix("like")
    cost = ScaleByShapeOp()(x, like).sum()
    gx = grad(cost, x)
    np.testing.assert_allclose(run([x, like], gx, [1.0, 2.0], np.zeros((3, 5))), [3.0, 3.0])
    with pytest.raises(DisconnectedInputError, match="does not depend on wrt 0"):
        grad(cost, like)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        g = grad(cost, like, disconnected_inputs="warn")
    assert any("does not depend" in str(w.message) for w in caught)
    np.testing.assert_array_equal(run([like], g, np.ones((2, 2))), np.zeros((2, 2)))
    assert grad(cost, like, disconnected_inputs="ignore", return_disconnected="none") is None
    assert isinstance(grad(cost, [like], disconnected_inputs="ignore",
                           return_disconnected="disconnected")[0].type, DisconnectedType)


def test_variable_outside_the_graph_is_disconnected():
    x, z = ot.dscalar("x"), ot.dscalar("z")
    with pytest.raises(DisconnectedInputError):
        grad(x * 2, z)
    assert run([z], grad(x * 2, z, disconnected_inputs="ignore"), 1.0) == 0.0


def test_gradient_for_a_disconnected_input_is_an_error():
    class Liar(ScaleByShapeOp):
        def grad(self, inputs, output_grads):
            return [output_grads[0], ot.zeros_like(inputs[1])]
    x, like = ot.dvector("x"), ot.dvector("like")
    with pytest.raises(TypeError, match="Liar.grad returned .* connection_pattern"):
        grad((Liar()(x, like) * like).sum(), [x, like])


def test_none_and_integer_gradients_are_rejected():
    class ReturnsNone(DoubleOp):
        def grad(self, inputs, output_grads):
            return [None]

    class ReturnsInt(DoubleOp):
        def grad(self, inputs, output_grads):
            return [ot.cast(output_grads[0], "int64")]
    x = ot.dvector("x")
    with pytest.raises(TypeError, match="ReturnsNone.grad returned None"):
        grad(ReturnsNone()(x).sum(), x)
    with pytest.raises(TypeError, match="integer-valued gradient"):
        grad(ReturnsInt()(x).sum(), x)


# ------------------------------------------------------------------ integers
def test_argmax_integer_output_gives_zero_gradient():
    x = ot.dmatrix("x")
    cost = ot.cast(ot.argmax(x, axis=1), "float64").sum() + (x * 0).sum()
    np.testing.assert_array_equal(run([x], grad(cost, x), np.random.rand(3, 4)), np.zeros((3, 4)))


def test_integer_wrt_gets_float_zeros():
    n = ot.lvector("n")
    g = grad((n * 2.5).sum(), n)
    assert g.type.dtype == opspec.config.floatX
    np.testing.assert_array_equal(run([n], g, [1, 2, 3]), [0.0, 0.0, 0.0])


#: structural ops whose gradient formulas add the output gradient into zeros of the input's dtype
INT_PATHS = {
    "subtensor": lambda n: n[1:],
    "index": lambda n: n[-1],
    "advanced": lambda n: n[[0, 2]],
    "reshape": lambda n: n.reshape((3, 1)),
    "dimshuffle": lambda n: n.dimshuffle("x", 0),
    "join": lambda n: ot.concatenate([n, n]),
    "alloc": lambda n: ot.alloc(n, 2, 3),
    "set_subtensor": lambda n: ot.set_subtensor(n[:1], n[2:]),
    "inc_subtensor": lambda n: ot.inc_subtensor(n[:2], n[1:]),
    "specify_shape": lambda n: ot.specify_shape(n, (3,)),
    "split": lambda n: ot.split(n, [1, 2], 2)[1],
}


@settings(max_examples=25, deadline=None)
@given(st.lists(st.sampled_from(sorted(INT_PATHS)), min_size=1, max_size=3),
       st.sampled_from(["int8", "int32", "int64", "uint16", "bool"]))
def test_integer_inputs_of_structural_ops_get_float_zeros(path, dtype):
    """PyTensor gives an integer input a zero gradient whatever ops lead from it to the cost."""
    n, w = ot.tensor(dtype, (3,), name="n"), ot.dvector("w")
    out = n
    for step in path:
        flat = INT_PATHS[step](out).reshape((-1,))
        out = ot.concatenate([flat, flat, flat])[:3]        # back to 3 elements for the next step
    cost = (ot.cast(out, "float64") * w).sum() + ot.cast(out, "float32").sum() * 1.5
    g_n, g_w = grad(cost, [n, w])
    assert g_n.type.dtype == opspec.config.floatX
    got_n, got_w = run([n, w], [g_n, g_w], np.array([1, 0, 1]).astype(dtype), np.ones(3))
    np.testing.assert_array_equal(got_n, np.zeros(3))
    assert got_w.shape == (3,)


def test_nonzero_constant_gradient_through_integer_output_is_an_error():
    class Floor(DoubleOp):
        def make_node(self, x):
            x = ot.as_tensor_variable(x)
            return Apply(self, [x], [ot.tensor("int64", x.type.shape)])

        def grad(self, inputs, output_grads):
            return [ot.ones_like(inputs[0])]
    x = ot.dvector("x")
    with pytest.raises(ValueError, match="integer-valued outputs"):
        grad(ot.cast(Floor()(x), "float64").sum(), x)


def test_multi_output_op_gets_disconnected_output_gradients():
    x = ot.dvector("x")
    op = SplitSignOp()
    absx, sign = op(x)
    g = grad(ot.cast(sign, "float64").sum() + (x * 0).sum(), x)
    assert isinstance(op.seen[0].type, DisconnectedType)
    np.testing.assert_array_equal(run([x], g, [-1.0, 2.0]), [0.0, 0.0])
    g = grad(absx.sum(), x)
    np.testing.assert_array_equal(run([x], g, [-1.0, 2.0]), [-1.0, 1.0])


# ------------------------------------------------------------------ broadcasting, accumulation, dtypes
def test_matrix_plus_row_sums_the_gradient_back():
    m, r = ot.dmatrix("m"), ot.tensor("float64", (1, None), name="r")
    gm, gr = grad(((m + r) ** 2).sum(), [m, r])
    assert gr.type.shape[0] == 1
    mv, rv = np.random.rand(3, 4), np.random.rand(1, 4)
    got_m, got_r = run([m, r], [gm, gr], mv, rv)
    np.testing.assert_allclose(got_m, 2 * (mv + rv))
    np.testing.assert_allclose(got_r, (2 * (mv + rv)).sum(axis=0, keepdims=True))
    verify_grad(lambda a, b: (a + b) ** 2, [mv, rv], mode="FAST_COMPILE")


def test_broadcast_known_only_at_run_time_is_summed_back():
    a, b = ot.dmatrix("a"), ot.dmatrix("b")        # b is (1, 4) only when called
    gb = grad((a * b).sum(), b)
    av, bv = np.random.rand(3, 4), np.random.rand(1, 4)
    np.testing.assert_allclose(run([a, b], gb, av, bv), av.sum(axis=0, keepdims=True))


def test_scalar_and_vector_broadcast():
    s, v = ot.dscalar("s"), ot.dvector("v")
    gs, gv = grad((s * v).sum(), [s, v])
    got_s, got_v = run([s, v], [gs, gv], 3.0, [1.0, 2.0, 4.0])
    assert got_s.shape == () and got_s == 7.0
    np.testing.assert_allclose(got_v, [3.0, 3.0, 3.0])


def test_uses_accumulate():
    x = ot.dscalar("x")
    assert run([x], grad(x * x + x + ot.exp(x), x), 2.0) == pytest.approx(2 * 2 + 1 + np.exp(2.0))


def test_float32_wrt_keeps_float32():
    x = ot.fvector("x")
    g = grad((x * np.float64(2.0)).sum(), x)
    assert g.type.dtype == "float32"


def test_consider_constant_stops_the_walk():
    x = ot.dscalar("x")
    y = x * 3
    g = grad(y * x, x, consider_constant=[y])
    assert run([x], g, 2.0) == 6.0
    assert run([x], grad(y * x, x), 2.0) == 12.0


def test_cost_must_be_scalar_and_names():
    x = ot.dvector("x")
    with pytest.raises(TypeError, match="scalar"):
        grad(x * 2, x)
    cost = (x * x).sum()
    cost.name = "c"
    assert grad(cost, x).name == "(dc/dx)"


def test_grad_of_list_and_tuple_keeps_the_container():
    x, y = ot.dscalar("x"), ot.dscalar("y")
    assert isinstance(grad(x * y, [x, y]), list)
    assert isinstance(grad(x * y, (x, y)), tuple)


def test_known_grads_and_lop():
    x = ot.dvector("x")
    y = ot.exp(x)
    u = ot.dvector("u")
    xv, uv = np.array([0.0, 1.0]), np.array([2.0, 3.0])
    np.testing.assert_allclose(run([x, u], Lop(y, x, u), xv, uv), uv * np.exp(xv))
    np.testing.assert_allclose(run([x, u], grad(None, x, known_grads={y: u}), xv, uv), uv * np.exp(xv))
    with pytest.raises(TypeError, match="float"):
        grad(None, x, known_grads={y: ot.lvector("k")})


# ------------------------------------------------------------------ Rop
def test_rop_of_elemwise_broadcasts_to_the_output():
    m, r = ot.dmatrix("m"), ot.dvector("r")
    er = ot.dvector("er")
    out = Rop(m + r, r, er)              # d(m + r) = er, broadcast over the rows
    got = run([m, r, er], out, np.zeros((3, 2)), np.zeros(2), np.array([1.0, 2.0]))
    np.testing.assert_allclose(got, [[1.0, 2.0]] * 3)


def test_rop_dot_and_chain():
    x, w = ot.dmatrix("x"), ot.dmatrix("w")
    ev = ot.dmatrix("ev")
    y = ot.tanh(ot.dot(x, w))
    xv, wv, evv = np.random.rand(2, 3), np.random.rand(3, 4), np.random.rand(3, 4)
    got = run([x, w, ev], Rop(y, w, ev), xv, wv, evv)
    np.testing.assert_allclose(got, (1 - np.tanh(xv @ wv) ** 2) * (xv @ evv))


def test_rop_non_differentiable_path():
    x, v = ot.dvector("x"), ot.dvector("v")
    y = ot.cast(ot.argmax(x), "float64")
    with pytest.raises(DisconnectedInputError):
        Rop(y, x, v)
    assert Rop(y, x, v, disconnected_outputs="ignore", return_disconnected="none") is None
    with pytest.raises(NotImplementedError, match="NoGradOp has no R_op"):
        Rop(NoGradOp()(x), x, v)


# ------------------------------------------------------------------ gradients keep their inputs
MODES = ["FAST_RUN", "FAST_COMPILE", "DebugMode"]


@pytest.mark.parametrize("mode", MODES)
def test_constant_gradients_compile_with_their_input(mode):
    """The seed is shaped like (and reads) the cost, zeros like the wrt: a gradient that is a
    constant still uses its inputs, as in PyTensor (no UnusedInputError)."""
    x, y = ot.dscalar("x"), ot.dscalar("y")
    assert opspec.function([x], grad(2 * x, x), mode=mode)(3.0) == 2.0
    assert opspec.function([x], grad(x, x), mode=mode)(3.0) == 1.0
    assert opspec.function([y], grad(2 * x, y, disconnected_inputs="ignore"), mode=mode)(3.0) == 0.0
    assert grad(x, x).eval({x: 12.0}) == 1.0


@settings(max_examples=30, deadline=None)
@given(ndim=st.integers(0, 2), dtype=st.sampled_from(["float32", "float64", "int64"]),
       a=st.sampled_from([-2.0, 0.5, 3.0]), form=st.sampled_from(["ax", "x", "-x", "ax+b", "sum"]),
       mode=st.sampled_from(MODES))
def test_affine_costs_have_constant_gradients_that_run(ndim, dtype, a, form, mode):
    x = ot.tensor(dtype, (None,) * ndim, name="x")
    total = ot.sum(x) if ndim else x
    cost = {"ax": a * total, "x": total, "-x": -total, "ax+b": a * total + 7.0, "sum": ot.sum(a * x)}[form]
    g = grad(cost, x)
    value = np.full((2,) * ndim, 5, dtype=dtype)
    slope = {"x": 1.0, "-x": -1.0}.get(form, a)
    if dtype == "int64":        # integer paths carry no gradient; d x / d x itself is 1, as in PyTensor
        slope = 1.0 if form == "x" and ndim == 0 else 0.0
    got = opspec.function([x], g, mode=mode)(value)
    np.testing.assert_allclose(got, np.full(value.shape, slope))
    assert got.shape == value.shape and got.dtype == (dtype if dtype != "int64" else opspec.config.floatX)


def test_jacobian_of_a_linear_map_uses_its_input():
    x = ot.tensor("float64", (3,), name="x")
    jac = jacobian(2 * x, x)
    np.testing.assert_array_equal(opspec.function([x], jac)(np.ones(3)), 2 * np.eye(3))


# ------------------------------------------------------------------ jacobian, hessian
def test_jacobian_and_hessian():
    x = ot.tensor("float64", (3,), name="x")
    y = x ** 2 * ot.sum(x)
    jac = jacobian(y, x)
    xv = np.array([1.0, 2.0, 3.0])
    expected = np.diag(2 * xv * xv.sum()) + np.outer(xv ** 2, np.ones(3))
    np.testing.assert_allclose(run([x], jac, xv), expected)
    hess = hessian((x ** 3).sum(), x)
    np.testing.assert_allclose(run([x], hess, xv), np.diag(6 * xv))
    with pytest.raises(DisconnectedInputError):
        jacobian(ot.dvector("z") * 2, x)        # any size; the cost must depend on x


# ------------------------------------------------------------------ deep graphs
def test_a_deep_chain_differentiates_without_recursion():
    # twenty times Python's recursion limit, twice the 10,000 PyMC sets on import: a recursive
    # walk would fail long before (bench/bench_compile.py times 100,000)
    import gc
    x = ot.dscalar("x")
    y = x
    gc.disable()            # building 20,000 nodes: the cyclic collector would rescan them
    try:
        for _ in range(20_000):
            y = ot.neg(y)
        g = grad(y * x, x)                  # d(x * x)/dx with an even number of negations
        assert run([x], g, 1.5) == pytest.approx(3.0)
    finally:
        gc.enable()


@pytest.mark.parametrize("use_op_pushforward", [True, False])
def test_pushforward_checks_wrt_against_tangents_before_f(use_op_pushforward):
    """PyTensor's order: a tangent of the wrong rank or count is a ValueError, whatever f is."""
    from opspec.gradient import pushforward
    m, v = ot.dmatrix("m"), ot.dvector("v")
    with pytest.raises(ValueError, match="differ in rank"):
        pushforward(0.0, [m], [v], use_op_pushforward=use_op_pushforward)
    with pytest.raises(ValueError, match="1 wrt but 2 tangents"):
        pushforward((m * 2).sum(), [m], [m, m], use_op_pushforward=use_op_pushforward)
    with pytest.raises(TypeError, match="f 0 is a float, not a Variable"):
        pushforward(0.0, [m], [m], use_op_pushforward=use_op_pushforward)
