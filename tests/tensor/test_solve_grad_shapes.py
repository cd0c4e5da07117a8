"""Gradients of the batched solves: their shapes need no check of their own, their values are
numpy's, batch axes of size 1 broadcasting (docs/shapes.md).

A solve's batch sizes broadcast a's against b's (the algebra's broadcast, after the solve's own
check), and the gradient sums each term back to a or b: sum_to_shape_shape sees from the graph
that the term's sizes came from that input's, so the gradient's shape is its input's shape,
with no CheckAndRaise (it had 9-17 of them, and 21-35 nodes, on main before this test)."""
from __future__ import annotations

from collections import Counter

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.compile.mode import Mode
from opspec.ops import slinalg

#: op -> (its function of a and b, numpy's solve of the same a, the matrix it solves with)
SOLVES = {
    "solve": (lambda a, b: ot.solve_op(a, b), lambda a: a),
    "solve_triangular": (lambda a, b: slinalg.SolveTriangular(lower=True)(a, b), np.tril),
    "cho_solve": (lambda a, b: slinalg.CholeskySolve(lower=True)(a, b),
                  lambda c: np.tril(c) @ np.swapaxes(np.tril(c), -1, -2)),
}
MODES = {"FAST_RUN": "FAST_RUN", "py": Mode("py", "fast_run")}


def op_counts(outputs, inputs):
    f = opspec.function(inputs, outputs, mode="FAST_RUN")
    return Counter(type(n.op).__name__ for n in f.maker.fgraph.apply_nodes)


@pytest.mark.parametrize("name", sorted(SOLVES))
@pytest.mark.parametrize("shapes", [((None, None, None), (None, None)), ((None, None, None), (None, None, None)),
                                    ((None, 1, None, None), (None, None, None)), ((None, None), (None, None, None))])
def test_gradient_shape_is_the_inputs_shape(name, shapes):
    """The shape graph of a batched solve's gradient is that of its inputs' shapes: no check,
    no node more (the batch sizes a sum_to_shape could not trace carried guards)."""
    build, _ = SOLVES[name]
    a, b = (ot.tensor("float64", s) for s in shapes)
    ga, gb = opspec.grad(build(a, b).sum(), [a, b])
    assert op_counts([ot.shape(ga), ot.shape(gb)], [a, b]) == op_counts([ot.shape(a), ot.shape(b)], [a, b])


@st.composite
def batch_shapes(draw):
    """a's and b's batch shapes (0-2 axes each) that broadcast, with 1s anywhere."""
    full = draw(st.lists(st.integers(1, 3), max_size=2))
    picks = [draw(st.lists(st.booleans(), min_size=len(full), max_size=len(full))) for _ in range(2)]
    shapes = [tuple(1 if one else size for size, one in zip(full, pick)) for pick in picks]
    return tuple(s[draw(st.integers(0, len(s))):] for s in shapes)      # and fewer leading axes


def sum_to(x, shape):
    """numpy's x summed down to ``shape``, the shape it was broadcast from."""
    x = x.sum(axis=tuple(range(x.ndim - len(shape))))
    return x.sum(axis=tuple(i for i, s in enumerate(shape) if s == 1 and x.shape[i] != 1), keepdims=True)


_compiled = {}


def gradient(name, ndims, mode):
    key = name, ndims, mode
    if key not in _compiled:
        a, b, w = (ot.tensor("float64", (None,) * nd) for nd in ndims)
        out = SOLVES[name][0](a, b)
        grads = opspec.grad((out * w).sum(), [a, b])
        _compiled[key] = opspec.function([a, b, w], grads, mode=MODES[mode])
    return _compiled[key]


@pytest.mark.parametrize("mode", sorted(MODES))
@pytest.mark.parametrize("name", sorted(SOLVES))
@settings(max_examples=12, deadline=None)
@given(batches=batch_shapes(), n=st.integers(1, 3), k=st.integers(1, 2), seed=st.integers(0, 2**16))
def test_gradient_values_and_shapes_are_numpys(mode, name, batches, n, k, seed):
    rng = np.random.default_rng(seed)
    a = rng.uniform(-0.3, 0.3, batches[0] + (n, n)) + 2 * n * np.eye(n)     # well conditioned, any triangle
    b = rng.normal(size=batches[1] + (n, k))
    m = SOLVES[name][1](a)
    x = np.linalg.solve(m, b)
    w = rng.normal(size=x.shape)
    ga, gb = gradient(name, (a.ndim, b.ndim, w.ndim), mode)(a, b, w)
    bbar = np.linalg.solve(np.swapaxes(m, -1, -2), w)
    assert gb.shape == b.shape and ga.shape == a.shape
    np.testing.assert_allclose(gb, sum_to(bbar, b.shape), rtol=1e-9, atol=1e-12)
    if name == "solve":          # the others' a-gradients fold Abar onto the triangle read (spec samples check them)
        np.testing.assert_allclose(ga, sum_to(-bbar @ np.swapaxes(x, -1, -2), a.shape), rtol=1e-9, atol=1e-12)


@pytest.mark.parametrize("mode", sorted(MODES))
def test_gradient_of_batches_that_do_not_broadcast_raises_numpys_error(mode):
    """With no check on the gradient's shape, computing it still raises what numpy.linalg.solve
    raises for batches that do not broadcast."""
    f = gradient("solve", (3, 3, 3), mode)
    with pytest.raises(ValueError, match="could not be broadcast"):
        f(np.ones((2, 3, 3)) + np.eye(3), np.ones((4, 3, 1)), np.ones((4, 3, 1)))
