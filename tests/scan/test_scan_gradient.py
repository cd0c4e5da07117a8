"""Derivatives through scan: verify_grad on loops of 1, 2 and 100 steps, every kind of input
and output, while loops, truncated back propagation, R_op, second derivatives."""
import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.gradient import verify_grad
from opspec.scan import scan, until
from opspec.scan.op import Scan

rng = np.random.default_rng(7)


def recurrence(x, h0, w):
    return scan(lambda xt, h, w: ot.tanh(h * w + xt), sequences=x, outputs_info=h0, non_sequences=w,
                return_updates=False)


@pytest.mark.parametrize("steps", [1, 2, 100])
@pytest.mark.parametrize("mode", ["FAST_RUN", "FAST_COMPILE"])
def test_verify_grad_on_loops_of_1_2_and_100_steps(steps, mode):
    verify_grad(recurrence, [rng.random(steps), np.array(0.3), np.array(0.9)], rng=rng, mode=mode)


def test_verify_grad_through_every_kind_of_input_and_output():
    def loop(x, a0, h0, w):
        def step(x_m1, x_t, x_p1, a_m2, a_m1, h, w):
            a = a_m1 * w + ot.sin(a_m2) * x_t
            h_new = ot.tanh(h * w + x_m1 * x_p1)
            return a, h_new, a * h_new          # mit-sot, sit-sot, nit-sot
        return scan(step, sequences=dict(input=x, taps=[-1, 0, 1]), non_sequences=w, return_updates=False,
                    outputs_info=[dict(initial=a0, taps=[-2, -1]), h0, None])
    verify_grad(loop, [rng.random(7), rng.random(2), np.array(0.2), np.array(0.6)], rng=rng)


def test_verify_grad_of_a_matrix_recurrence_backwards():
    def rnn(X, h0, W):
        return scan(lambda xt, h, W: ot.tanh(ot.dot(W, h) + xt), sequences=X, outputs_info=h0, non_sequences=W,
                    go_backwards=True, return_updates=False)
    verify_grad(rnn, [rng.random((5, 3)), rng.random(3), rng.random((3, 3)) - 0.5], rng=rng)


def test_verify_grad_of_a_while_loop():
    def grow(h0, w):
        return scan(lambda h, w: (h * w + 0.1, until(h > 3.0)), outputs_info=h0, non_sequences=w, n_steps=50,
                    return_updates=False)
    verify_grad(grow, [np.array(1.0), np.array(1.3)], rng=rng)


@pytest.mark.filterwarnings("ignore::DeprecationWarning")     # updates need return_updates=True
def test_gradient_of_a_shared_variable_updated_inside():
    counter = opspec.shared(np.array(1.0))
    _, updates = scan(lambda: {counter: counter * 1.5 + 1.0}, n_steps=4)
    final = updates[counter]
    np.testing.assert_allclose(opspec.function([], opspec.grad(final, counter))(), 1.5 ** 4)


def test_truncate_gradient_goes_back_that_many_steps():
    x, h0, w = ot.dvector("x"), ot.dscalar("h0"), ot.dscalar("w")

    def loop(truncate):
        return scan(lambda xt, h, w: ot.tanh(h * w + xt), sequences=x, outputs_info=h0, non_sequences=w,
                    truncate_gradient=truncate, return_updates=False)
    values = [rng.random(6), 0.3, 0.8]
    full = opspec.function([x, h0, w], opspec.grad(loop(-1)[-1], [x, h0, w]))(*values)
    cut = opspec.function([x, h0, w], opspec.grad(loop(3)[-1], [x, h0, w]))(*values)
    np.testing.assert_allclose(cut[0][3:], full[0][3:])         # the last 3 steps: as without truncation
    np.testing.assert_allclose(cut[0][:3], 0)
    assert cut[1] == 0 and full[1] != 0
    dw, hs = 0.0, [0.3]
    for v in values[0]:
        hs.append(np.tanh(hs[-1] * 0.8 + v))
    carry = 1.0                 # d h_T: back through the last 3 steps only, by hand
    for t in (6, 5, 4):
        local = carry * (1 - hs[t] ** 2)
        dw += local * hs[t - 1]
        carry = local * 0.8
    np.testing.assert_allclose(cut[2], dw)


def test_truncated_gradient_reaches_initial_rows_of_a_mit_sot_state():
    """Taps reach 2 steps back: with a window of 1 step, the initial value read by the last
    step (row 1) still gets its gradient."""
    a0, x = ot.dvector("a0"), ot.dvector("x")
    out = scan(lambda xt, a_m2, a_m1: a_m1 * 0.5 + a_m2 * xt, sequences=x,
               outputs_info=dict(initial=a0, taps=[-2, -1]), truncate_gradient=1, return_updates=False)
    g = opspec.function([x, a0], opspec.grad(out[-1], a0))(np.array([3.0, 3.0]), np.array([1.0, 2.0]))
    np.testing.assert_allclose(g, [0.0, 3.0])      # a[3] = 0.5 a[2] + 3 a[1]; a[2] is beyond the window


@pytest.mark.parametrize("mode", ["FAST_RUN", "FAST_COMPILE", "DebugMode"])
def test_gradients_agree_in_every_mode(mode):
    X, h0, W = ot.dmatrix("X"), ot.dvector("h0"), ot.dmatrix("W")
    hs = scan(lambda xt, h, W: ot.tanh(ot.dot(W, h) + xt), sequences=X, outputs_info=h0, non_sequences=W,
              return_updates=False)
    cost = (hs ** 2).sum()
    values = [rng.random((4, 3)), rng.random(3), rng.random((3, 3)) - 0.5]
    got = opspec.function([X, h0, W], opspec.grad(cost, [X, h0, W]), mode=mode)(*values)
    want = opspec.function([X, h0, W], opspec.grad(cost, [X, h0, W]), mode="FAST_COMPILE")(*values)
    for a, b in zip(got, want):
        np.testing.assert_allclose(a, b)


def _numeric_jvp(f, values, tangents, eps=1e-6):
    plus = f(*[v + eps * t for v, t in zip(values, tangents)])
    minus = f(*[v - eps * t for v, t in zip(values, tangents)])
    return (np.asarray(plus) - np.asarray(minus)) / (2 * eps)


def test_rop_against_finite_differences():
    a0, w, x = ot.dvector("a0"), ot.dscalar("w"), ot.dvector("x")
    out = scan(lambda xt, a_m2, a_m1, w: a_m1 * w + ot.sin(a_m2) * xt, sequences=x, non_sequences=w,
               outputs_info=dict(initial=a0, taps=[-2, -1]), return_updates=False)
    wrt = [x, a0, w]
    evs = [ot.dvector(), ot.dvector(), ot.dscalar()]
    f_rop = opspec.function(wrt + evs, opspec.Rop(out, wrt, evs))
    values = [rng.random(5), rng.random(2), np.array(0.7)]
    tangents = [rng.random(5), rng.random(2), np.array(0.3)]
    np.testing.assert_allclose(f_rop(*values, *tangents), _numeric_jvp(opspec.function(wrt, out), values, tangents),
                               atol=1e-6)


def test_second_derivatives_through_the_backward_loop():
    def gradient(x, h0, w):
        return opspec.grad((recurrence(x, h0, w) ** 2).sum(), [x, h0, w])
    verify_grad(gradient, [rng.random(4), np.array(0.3), np.array(0.8)], rng=rng)
    x, h0, w = ot.dvector("x"), ot.dscalar("h0"), ot.dscalar("w")
    f = opspec.function([x, h0, w], gradient(x, h0, w))
    backward = [n for n in f.maker.fgraph.toposort() if isinstance(n.op, Scan) and n.op.info.n_nit_sot]
    assert backward and backward[0].op.info.n_sit_sot == 0     # its sums keep only their last value
    assert backward[0].op.info.n_untraced_sit_sot == 2


def test_hessian_vector_product_by_rop_of_the_gradient():
    x, h0, w = ot.dvector("x"), ot.dscalar("h0"), ot.dscalar("w")
    gw = opspec.grad(recurrence(x, h0, w).sum(), w)
    v = ot.dscalar("v")
    f = opspec.function([x, h0, w, v], opspec.Rop(gw, w, v))
    g = opspec.function([x, h0, w], gw)
    xv = rng.random(5)
    np.testing.assert_allclose(f(xv, 0.3, 0.8, 1.0), _numeric_jvp(lambda w_: g(xv, 0.3, w_), [0.8], [1.0]),
                               rtol=1e-5)


def test_disconnected_and_integer_inputs():
    x, h0, k = ot.dvector("x"), ot.dscalar("h0"), ot.lvector("k")
    hs, counts = scan(lambda xt, kt, h, c: (h + xt, c + kt), sequences=[x, k],
                      outputs_info=[h0, ot.constant(0, dtype="int64")], return_updates=False)
    gx, gh = opspec.grad(hs.sum(), [x, h0])
    got = opspec.function([x, h0, k], [gx, gh], on_unused_input="ignore")(np.ones(3), 0.0, np.arange(3))
    np.testing.assert_allclose(got[0], [3, 2, 1])
    np.testing.assert_allclose(got[1], 3)
    with pytest.raises(ValueError, match="does not depend"):
        opspec.grad(hs.sum(), k)


def test_nested_loops_and_their_gradient():
    def nested(X, w):
        def row_step(row, acc, w):
            inner = scan(lambda v, h: ot.tanh(h * w + v), sequences=row, outputs_info=ot.constant(0.0),
                         return_updates=False)      # reads w from the outer step: an implicit non-sequence
            return acc + inner[-1]
        return scan(row_step, sequences=X, outputs_info=ot.constant(0.0), non_sequences=w, return_updates=False)

    X, w = ot.dmatrix("X"), ot.dscalar("w")
    Xv, acc, expected = rng.random((4, 5)), 0.0, []
    for row in Xv:
        h = 0.0
        for v in row:
            h = np.tanh(h * 0.7 + v)
        acc += h
        expected.append(acc)
    np.testing.assert_allclose(opspec.function([X, w], nested(X, w))(Xv, 0.7), expected)
    verify_grad(nested, [rng.random((3, 4)), np.array(0.7)], rng=rng)
