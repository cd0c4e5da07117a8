"""Products reduce in numpy's order, so they are numpy's to the last bit in every layout.

numpy multiplies a reduction's elements one at a time (no pairwise scheme, unlike its sums), in
the order its nditer picks: axes sorted by strides with a stride of 0 saying nothing and C order
winning where operands disagree. The C kernels iterated in the input's memory order by its
strides alone, so over a broadcast (stride-0) matrix they folded column by column where numpy
goes row by row: ``prod`` of ``broadcast_to(v, (m, n))`` was 1 ulp off (graph fuzz seed 90417).
"""
from __future__ import annotations

import itertools

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot


@st.composite
def layouts(draw):
    """An array of rank 2-3 in any layout: C, Fortran, transposed, reversed, strided, broadcast."""
    ndim = draw(st.integers(2, 3))          # (the order of one axis is its own)
    shape = tuple(draw(st.lists(st.integers(2, 5), min_size=ndim, max_size=ndim)))
    dtype = draw(st.sampled_from(["float64", "float32", "complex128"]))
    rng = np.random.default_rng(draw(st.integers(0, 2 ** 16)))
    kind = draw(st.sampled_from(["C", "F", "transposed", "reversed", "strided", "broadcast", "broadcast"]))
    if kind == "broadcast":
        ones = draw(st.lists(st.booleans(), min_size=ndim, max_size=ndim).filter(lambda b: any(b) and not all(b)))
        values = rng.uniform(0.5, 1.5, tuple(1 if one else n for one, n in zip(ones, shape)))
    else:
        values = rng.uniform(0.5, 1.5, tuple(2 * n for n in shape) if kind == "strided" else shape)
    if dtype == "complex128":
        values = values * np.exp(1j * rng.uniform(-0.3, 0.3, values.shape))
    values = values.astype(dtype)
    if kind == "F":
        return np.asfortranarray(values)
    if kind == "transposed":
        order = draw(st.permutations(range(ndim)))
        return np.ascontiguousarray(values.transpose(order)).transpose(np.argsort(order))
    if kind == "reversed":
        return values[tuple(slice(None, None, -1) if draw(st.booleans()) else slice(None) for _ in shape)]
    if kind == "strided":
        return values[tuple(slice(None, None, 2) for _ in shape)]
    if kind == "broadcast":
        return np.broadcast_to(values, shape)
    return values


@settings(max_examples=40, deadline=None)
@given(x=layouts(), keepdims=st.booleans())
def test_prod_is_numpys_bit_for_bit_in_every_layout(x, keepdims):
    v = ot.tensor(x.dtype.name, shape=(None,) * x.ndim, name="x")
    c = np.array(1.25, x.dtype)
    for axis in [None, *itertools.chain.from_iterable(itertools.combinations(range(x.ndim), k) for k in (1, 2))]:
        # the reduction alone, and fused with the elementwise step feeding it (numpy's x * c is
        # a fresh array in x's memory order, then reduced)
        f = opspec.function([v], [ot.prod(v, axis=axis, keepdims=keepdims), ot.prod(v * c, axis=axis, keepdims=keepdims)],
                            mode="FAST_RUN")
        assert x.dtype.kind == "c" or "CompositeReduce" in str(f.maker.fgraph.toposort())    # (complex: not fused)
        wants = [np.prod(x, axis=axis, keepdims=keepdims), np.prod(x * c, axis=axis, keepdims=keepdims)]
        for got, want in zip(f(x), wants):
            assert got.dtype == want.dtype
            np.testing.assert_array_equal(got, want, err_msg=f"axis={axis}")
