"""What the compiled gradient of a model written as a user writes it computes: the nodes numpy
by hand needs, and none that only copy, transpose or reshape."""
import numpy as np

import opspec
import opspec.tensor as ot


def _logreg():
    x, y, w, b = ot.matrix("x"), ot.vector("y"), ot.vector("w"), ot.scalar("b")
    p = ot.sigmoid(x @ w + b)
    loss = -(y * ot.log(p) + (1.0 - y) * ot.log(1.0 - p)).mean()
    return [x, y, w, b], [loss, *opspec.grad(loss, [w, b])]


def test_logistic_regression_gradient_is_two_matmuls_on_x_as_given():
    """bench_peers' logistic-regression row: x @ w forward and g @ x backward (x.T @ g without
    the transpose), each reading x itself; no Reshape, and no DimShuffle of x or of a column."""
    ins, outs = _logreg()
    f = opspec.function(ins, outs, trust_input=True)
    nodes = f.maker.fgraph.apply_nodes
    x = f.maker.fgraph.inputs[0]
    matmuls = [n for n in nodes if isinstance(n.op, ot.Matmul)]
    assert len(matmuls) == 2
    assert all(x in n.inputs and all(v.type.ndim <= 2 for v in n.inputs) for n in matmuls)
    assert not [n for n in nodes if isinstance(n.op, ot.Reshape)]
    assert not [n for n in nodes if isinstance(n.op, ot.DimShuffle) and n.inputs[0].type.ndim == 2]
    assert not [n for n in nodes if isinstance(n.op, ot.DimShuffle) and n.outputs[0].type.ndim == 2]

    rng = np.random.default_rng(0)
    xv, yv = rng.standard_normal((50, 4)), (rng.random(50) > 0.5).astype(float)
    wv, bv = rng.standard_normal(4), np.array(0.3)
    p = 1.0 / (1.0 + np.exp(-(xv @ wv + bv)))
    g = (p - yv) / len(yv)
    loss, gw, gb = f(xv, yv, wv, bv)
    np.testing.assert_allclose(loss, -np.mean(yv * np.log(p) + (1 - yv) * np.log(1 - p)), rtol=1e-12)
    np.testing.assert_allclose(gw, xv.T @ g, rtol=1e-10)
    np.testing.assert_allclose(gb, g.sum(), rtol=1e-10)
