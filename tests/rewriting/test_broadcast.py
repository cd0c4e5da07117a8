"""Broadcast signatures and the gradient rewrites they prove (opspec.rewriting.broadcast)."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.compile.mode import Mode
from opspec.rewriting import broadcast
from opspec.rewriting.broadcast import signature
from opspec.testing import assert_allclose

FAST_RUN_PY = Mode("py", include=("fast_run",))


def op_names(f):
    return [type(node.op).__name__ for node in f.maker.fgraph.toposort()]


def test_signatures_follow_broadcasting():
    x, y = ot.dvector("x"), ot.dmatrix("y")
    row = ot.tensor("float64", (1, None), name="row")
    (sx,), (sy0, sy1) = signature(x), signature(y)
    assert signature(ot.exp(x) * y) == (sy0, sx | sy1)
    assert signature(row + 1.0) == (frozenset(), signature(row)[1])       # a static 1 has no source
    assert signature(x.dimshuffle("x", 0)) == (frozenset(), sx)
    assert signature(ot.sum_to_shape(y, row)) == signature(row)
    assert signature(ot.tensor("float64", (3,))) == ({("static", 3)},)
    assert signature(ot.dot(y, x)) != signature(y[:, 0])     # other ops are their own sources


def test_a_signature_gives_up_past_its_budget(monkeypatch):
    x = ot.dvector("x")
    out = x
    for _ in range(20):
        out = ot.exp(out)
    monkeypatch.setattr(broadcast, "BUDGET", 8)
    assert signature(out) is None
    monkeypatch.setattr(broadcast, "BUDGET", 512)
    assert signature(out) == signature(x)


def test_gradient_of_a_mean_needs_no_sum_to_shape():
    x = ot.dvector("x")
    cost = ot.mean(ot.exp(x) * 2.0)
    f = opspec.function([x], opspec.grad(cost, x), mode=FAST_RUN_PY)
    names = op_names(f)
    assert "SumToShape" not in names and "BroadcastTo" not in names, names
    v = np.linspace(-1, 1, 5)
    assert_allclose(np.exp(v) * 2.0 / 5, f(v))


def test_fill_takes_its_shape_from_inputs_not_intermediates():
    """The fill of sum's gradient is sunk to the inputs, so exp(x) * y is not kept for its shape."""
    x, y = ot.dvectors("x", "y")
    g = opspec.grad(ot.sum(ot.exp(x) * y), y)
    f = opspec.function([x, y], g, mode=FAST_RUN_PY.excluding("fusion"))
    for node in f.maker.fgraph.apply_nodes:
        if isinstance(node.op, ot.Second):
            assert all(v.owner is None or not isinstance(v.owner.op, ot.Mul) for v in node.inputs), node
    v, w = np.linspace(0, 1, 4), np.linspace(1, 2, 4)
    assert_allclose(np.exp(v), f(v, w))


def test_second_of_a_value_with_the_shape_already_is_the_value():
    x = ot.dvector("x")
    f = opspec.function([x], ot.second(x, ot.exp(x) + 1.0), mode=FAST_RUN_PY)
    assert "Second" not in op_names(f)
    assert_allclose(np.exp([1.0, 2.0]) + 1, f(np.array([1.0, 2.0])))


@settings(max_examples=30, deadline=None)
@given(nx=st.sampled_from([1, 4]), ny=st.sampled_from([1, 4]), c=st.booleans())
def test_sums_to_shape_that_broadcasting_needs_are_kept(nx, ny, c):
    """x and y of sizes 1 or 4 broadcast at run time: the gradient sums exactly where they did."""
    x, y = ot.dvectors("x", "y")
    cost = ot.mean(y * ot.log(ot.sigmoid(x)) + (1.0 - y) * ot.log(1.0 - ot.sigmoid(x)))
    mode = "FAST_RUN" if c else FAST_RUN_PY
    f = opspec.function([x, y], opspec.grad(cost, [x, y]), mode=mode)
    v, w = np.linspace(-1, 1, nx), np.linspace(0, 1, ny)
    p = 1 / (1 + np.exp(-v))
    n = max(nx, ny)
    gx = np.broadcast_to((w - p) / n, (n,))        # d/dx of y log p + (1 - y) log(1 - p) is y - p
    gy = np.broadcast_to((np.log(p) - np.log(1 - p)) / n, (n,))
    want_x = gx.sum(keepdims=True) if nx == 1 else gx
    want_y = gy.sum(keepdims=True) if ny == 1 else gy
    got_x, got_y = f(v, w)
    assert got_x.shape == (nx,) and got_y.shape == (ny,)
    assert_allclose(want_x, got_x)
    assert_allclose(want_y, got_y)


def test_sum_to_shape_reports_shapes_it_cannot_sum():
    x, like = ot.dvectors("x", "like")
    for mode in ("FAST_RUN", "FAST_COMPILE"):
        f = opspec.function([x, like], ot.sum_to_shape_op(ot.exp(x), like) * 2.0, mode=mode)
        with pytest.raises(ValueError, match="cannot sum"):
            f(np.ones(3), np.ones(2))
        assert_allclose([2 * 3 * np.e], f(np.ones(3), np.ones(1)))


@pytest.mark.parametrize("like_shape", [(2, 3), (1, 3), (3,), (2, 1), ()])
@pytest.mark.parametrize("mode", ["FAST_RUN", "FAST_COMPILE", FAST_RUN_PY])
def test_sum_to_shape_of_negative_zeros_alike_in_every_mode(like_shape, mode):
    """Nothing broadcast: x itself, -0.0 included (as the rewrite dropping the op gives); sums
    over broadcast dimensions start at +0, as numpy's. The C kernel summed into +0 always, so
    FAST_RUN turned -0.0 into 0.0 where perform (and the rewrite) kept it."""
    x, like = ot.dmatrix("x"), ot.tensor("float64", (None,) * len(like_shape))
    v = -np.zeros((2, 3))
    lead = 2 - len(like_shape)
    axes = tuple(range(lead)) + tuple(lead + i for i, n in enumerate(like_shape) if n == 1)
    want = v if like_shape == v.shape else np.sum(v, axis=axes, keepdims=True).reshape(like_shape)
    got = opspec.function([x, like], ot.sum_to_shape_op(x, like), mode=mode)(v, np.ones(like_shape))
    np.testing.assert_array_equal(np.signbit(got), np.signbit(want))
    np.testing.assert_array_equal(got, want)


def test_debug_mode_passes_on_the_rewritten_logistic_regression_gradient():
    x, y, w, b = ot.dmatrix("x"), ot.dvector("y"), ot.dvector("w"), ot.dscalar("b")
    p = ot.sigmoid(ot.dot(x, w) + b)
    loss = -ot.mean(y * ot.log(p) + (1.0 - y) * ot.log(1.0 - p))
    outs = [loss, *opspec.grad(loss, [w, b])]
    rng = np.random.default_rng(0)
    xv, wv = rng.normal(size=(6, 3)), rng.normal(size=3)
    for yv in (rng.random(6), np.array([0.25])):       # y broadcast against the rows, or not
        got = opspec.function([x, y, w, b], outs, mode="DebugMode")(xv, yv, wv, np.array(0.1))
        pv = 1 / (1 + np.exp(-(xv @ wv + 0.1)))
        g = (pv - yv) / 6
        assert_allclose(-np.mean(yv * np.log(pv) + (1 - yv) * np.log(1 - pv)), got[0])
        assert_allclose(xv.T @ g, got[1])
        assert_allclose(g.sum(), got[2])
