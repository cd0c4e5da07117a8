"""A fused op's derivatives when one variable feeds several of its inputs: each input position
contributes its own part once (the gradient used to be the full one at every position)."""
import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.tensor.composite import Composite


def _fused():
    # i0 * exp(i1) + i1: every input read in a different way
    return Composite(("float64", "float64"), [(ot.exp, (("in", 1),), "float64"),
                                              (ot.mul, (("in", 0), ("tmp", 0)), "float64"),
                                              (ot.add, (("tmp", 1), ("in", 1)), "float64")], [2])


@pytest.mark.parametrize("feed", [("x", "x"), ("x", "y"), ("y", "x")])
def test_gradient_and_tangent_match_the_unfused_graph(feed):
    x, y = ot.dvector("x"), ot.dvector("y")
    named = {"x": x, "y": y}
    a, b = (named[k] for k in feed)
    fused = _fused()(a, b)
    plain = a * ot.exp(b) + b
    xv, yv = np.array([0.3, -1.2]), np.array([0.7, 2.0])
    grads = opspec.function([x, y], opspec.grad(fused.sum(), [x, y], disconnected_inputs="ignore"))(xv, yv)
    want = opspec.function([x, y], opspec.grad(plain.sum(), [x, y], disconnected_inputs="ignore"))(xv, yv)
    for g, w in zip(grads, want):
        np.testing.assert_allclose(g, w)
    ev = ot.dvector("ev")
    tangent = opspec.function([x, y, ev], opspec.Rop(fused, x, ev), on_unused_input="ignore")
    tangent_plain = opspec.function([x, y, ev], opspec.Rop(plain, x, ev), on_unused_input="ignore")
    np.testing.assert_allclose(tangent(xv, yv, np.ones(2)), tangent_plain(xv, yv, np.ones(2)))
