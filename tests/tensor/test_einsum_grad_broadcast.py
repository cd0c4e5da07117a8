"""Gradients of einsum where numpy broadcasts a letter of size 1 against a larger size, in an
output letter (the gradient sums back) and in a contracted one (the gradient spreads along it:
it raised SumToShape's 'cannot sum (2, 1) down to (2, 3)' for 'ij,jk->ik' of a 2x3 and a 1x4).

einsum is linear in each operand, so the reference gradient of sum(w * einsum(...)) at an
entry of operand i is the value with operand i replaced by that entry's basis array: exact."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot

#: subscripts -> the letters' sizes drawn per operand
SUBSCRIPTS = ["ij,jk->ik", "bij,bjk->bik", "ij,j->i", "ijk,ik->j", "ij,ij->i"]


def reference_grads(subscripts, xs, w):
    grads = []
    for i, x in enumerate(xs):
        g = np.zeros(x.shape)
        for idx in np.ndindex(*x.shape):
            basis = np.zeros(x.shape)
            basis[idx] = 1.0
            g[idx] = np.sum(w * np.einsum(subscripts, *(basis if j == i else y for j, y in enumerate(xs))))
        grads.append(g)
    return grads


@st.composite
def operands(draw):
    """Subscripts and shapes: each letter a size, each operand's size of it that size or 1;
    each operand's static shape known or not."""
    subscripts = draw(st.sampled_from(SUBSCRIPTS))
    ins = subscripts.split("->")[0].split(",")
    sizes = {c: draw(st.integers(1, 3)) for c in set("".join(ins))}
    shapes = [tuple(sizes[c] if draw(st.booleans()) else 1 for c in sub) for sub in ins]
    static = [draw(st.booleans()) for _ in ins]
    return subscripts, shapes, static


@settings(max_examples=40, deadline=None)
@given(case=operands(), seed=st.integers(0, 2**16))
def test_einsum_gradients_are_numpys_with_broadcast_letters(case, seed):
    subscripts, shapes, static = case
    rng = np.random.default_rng(seed)
    xs = [rng.normal(size=s) for s in shapes]
    out = np.einsum(subscripts, *xs)
    w = rng.normal(size=out.shape)
    vs = [ot.tensor("float64", s if known else (None,) * len(s)) for s, known in zip(shapes, static)]
    wv = ot.tensor("float64", (None,) * out.ndim)
    grads = opspec.grad((ot.einsum(subscripts, *vs) * wv).sum(), vs)
    got = opspec.function([*vs, wv], grads, mode="FAST_RUN")(*xs, w)
    for g, want in zip(got, reference_grads(subscripts, xs, w)):
        assert g.shape == want.shape
        np.testing.assert_allclose(g, want, rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("shapes", [((2, 3), (3, 4)), ((None, 3), (3, None))])
def test_no_spread_where_the_sizes_cannot_be_1(shapes):
    """A contracted letter whose size elsewhere is known not to be 1 needs no spreading: the
    gradient stays one einsum per operand (and the forward one, which gives g_out its shape
    when nothing rewrites it away)."""
    a, b = (ot.tensor("float64", s) for s in shapes)
    grads = opspec.grad(ot.einsum("ij,jk->ik", a, b).sum(), [a, b])
    f = opspec.function([a, b], grads, mode="FAST_COMPILE")
    assert sum(type(n.op).__name__ == "Einsum" for n in f.maker.fgraph.apply_nodes) == 3
