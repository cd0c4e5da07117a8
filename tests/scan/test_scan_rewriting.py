"""Scan rewrites (what moves out of the loop, what is dropped) and shape inference."""
import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.compile.builders import OpFromGraph
from opspec.scan import scan, until
from opspec.scan.op import Scan
from opspec.testing import InferShapeTester

rng = np.random.default_rng(11)


def scan_nodes(f):
    return [n for n in f.maker.fgraph.toposort() if isinstance(n.op, Scan)]


def inner_ops(node):
    return [type(n.op).__name__ for n in node.op.fgraph.toposort()]


def test_invariant_computations_move_out_of_the_loop():
    X, h0, W = ot.dmatrix("X"), ot.dvector("h0"), ot.dmatrix("W")
    hs = scan(lambda xt, h, W: ot.tanh(ot.dot(ot.exp(W) * 2, h) + xt), sequences=X, outputs_info=h0,
              non_sequences=W, return_updates=False)
    f = opspec.function([X, h0, W], hs)
    (node,) = scan_nodes(f)
    assert "Exp" not in str(inner_ops(node)) and "Composite" not in inner_ops(node)
    values = [rng.random((4, 3)), rng.random(3), rng.random((3, 3)) * 0.1]
    expected, h = [], values[1]
    for xt in values[0]:
        h = np.tanh(np.exp(values[2]) * 2 @ h + xt)
        expected.append(h)
    np.testing.assert_allclose(f(*values), expected)
    slow = opspec.function([X, h0, W], hs, mode="FAST_COMPILE")       # push-out is a fast_run rewrite
    assert "Exp" in inner_ops(scan_nodes(slow)[0])


def test_unused_outputs_and_inputs_are_dropped():
    x, h0, w, v = ot.dvector("x"), ot.dscalar("h0"), ot.dscalar("w"), ot.dscalar("v")
    h, y, z = scan(lambda xt, h, w, v: (h * w + xt, h * 2, xt * v), sequences=x, outputs_info=[h0, None, None],
                   non_sequences=[w, v], return_updates=False)
    f = opspec.function([x, h0, w, v], y, on_unused_input="ignore")
    (node,) = scan_nodes(f)
    info = node.op.info
    assert (info.n_sit_sot, info.n_nit_sot, info.n_non_seqs) == (1, 1, 1)     # h feeds y; z and v are gone
    xv = rng.random(5)
    hv, expected = 0.5, []
    for t in xv:
        expected.append(hv * 2)
        hv = hv * 0.3 + t
    np.testing.assert_allclose(f(xv, 0.5, 0.3, 9.0), expected)


def test_while_loops_keep_what_the_condition_reads():
    h0, c0 = ot.dscalar("h0"), ot.dscalar("c0")
    h, c = scan(lambda h, c: ((h + 1, c * 2), until(c > 10)), outputs_info=[h0, c0], n_steps=50,
                return_updates=False)
    f = opspec.function([h0, c0], h)
    assert scan_nodes(f)[0].op.info.n_sit_sot == 2
    np.testing.assert_allclose(f(0.0, 1.0), [1, 2, 3, 4, 5])    # the step reading c = 16 is the last


def test_sums_read_only_at_their_end_keep_one_value():
    total = opspec.shared(np.array(0.0))
    x = ot.dvector("x")
    with pytest.warns(DeprecationWarning):
        _, updates = scan(lambda v: {total: total + v}, sequences=x)
    f = opspec.function([x], [], updates=updates)
    info = scan_nodes(f)[0].op.info
    assert (info.n_sit_sot, info.n_untraced_sit_sot) == (0, 1)
    f(np.arange(4.0))
    assert total.get_value() == 6.0


class TestScanInferShape(InferShapeTester):
    def test_outputs_shapes_without_running_the_loop(self):
        X, h0, W = ot.dmatrix("X"), ot.dvector("h0"), ot.dmatrix("W")
        a0 = ot.dmatrix("a0")
        h, a, y = scan(lambda xt, h, a_m2, a_m1, W: (ot.tanh(ot.dot(W, h) + xt), a_m1 + a_m2, ot.outer(xt, h)),
                       sequences=X, outputs_info=[h0, dict(initial=a0, taps=[-2, -1]), None], non_sequences=W,
                       return_updates=False)
        self._compile_and_check([X, h0, a0, W], [h, a, y],
                                [rng.random((5, 3)), rng.random(3), rng.random((2, 4)), rng.random((3, 3))], Scan,
                                warn=False)     # W is square: dot(W, h) keeps h's size

    def test_while_loop_shapes_come_from_the_run(self):
        h0 = ot.dvector("h0")
        hs = scan(lambda h: (h * 2, until(h.sum() > 10)), outputs_info=h0, n_steps=20, return_updates=False)
        f = opspec.function([h0], hs.shape)
        np.testing.assert_array_equal(f(np.ones(2)), [4, 2])     # old sums 2, 4, 8, 16: the 4th step stops


def test_op_from_graph_inside_scan_inline_or_not():
    a, b = ot.dscalar("a"), ot.dscalar("b")
    for inline in (False, True):
        affine = OpFromGraph([a, b], [a * 0.5 + ot.sin(b)], inline=inline)
        x, h0 = ot.dvector("x"), ot.dscalar("h0")
        hs = scan(lambda xt, h: affine(h, xt), sequences=x, outputs_info=h0, return_updates=False)
        f = opspec.function([x, h0], [hs, opspec.grad(hs.sum(), x)])
        runner = scan_nodes(f)[0].op.runner("c")
        assert (runner.c_steps is not None) == inline      # inlined, the step is one C program
        xv, expected, h = rng.random(6), [], 0.2
        for v in xv:
            h = h * 0.5 + np.sin(v)
            expected.append(h)
        got = f(xv, 0.2)
        np.testing.assert_allclose(got[0], expected)
        np.testing.assert_allclose(got[1], np.cos(xv) * (1 - 0.5 ** np.arange(6, 0, -1)) / 0.5)
