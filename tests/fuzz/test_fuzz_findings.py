"""What long fuzz runs found, kept as the classes of cases they belong to (judged as the op fuzz
judges: every mode against numpy, values, dtypes and errors).

- ``make fuzz`` seed 7103: Ndtr of float32 in the tail (x = -3) was 5 ulps from its python:
  reference, which rounded ``-x / sqrt(2)`` to float32 before erfc where C computes it in double.
- graph fuzz seed 90417: NanSum of bool summed floatX (its class lacked bool), numpy sums int64;
  std was held bit for bit to numpy, as if it rounded exactly (its kernel sums in its own order).
- graph fuzz seed 90417 again: nanmax of zeros of both signs was held to numpy's sign of zero.
- shape fuzz seed 333607: argsort of a 0-d along axis 1, argpartition around an empty kth.
"""
from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from fuzz_settings import CASES, fuzz_settings
from fuzz_specs import OPS
from test_fuzz_ops import Case, judge


def _judge(name, args, props=None):
    spec, op = OPS[name]
    arrays = [a for a in args if isinstance(a, np.ndarray)]
    judge(Case(spec, op, props or {}, args, [a.shape for a in arrays], ["C"] * len(arrays), debug=False))


@fuzz_settings(bounded=30, share=0.5)
@given(x=st.lists(st.floats(-12, 6, width=32), min_size=1, max_size=6), dtype=st.sampled_from(["float32", "float64"]))
def test_ndtr_in_its_tail_is_computed_as_numpy_computes_it(x, dtype):
    CASES["findings"] += 1
    _judge("errorfunc.Ndtr", [np.array(x, dtype)])


@fuzz_settings(bounded=20, share=0.5)
@given(values=st.lists(st.booleans(), min_size=0, max_size=6), keepdims=st.booleans(),
       name=st.sampled_from(["stats.NanSum", "reduce.Sum", "reduce.Prod"]))
def test_bool_sums_accumulate_as_numpy_does(values, keepdims, name):
    CASES["findings"] += 1
    _judge(name, [np.array(values, bool)], {"axis": None, "keepdims": keepdims})


def test_summing_ops_are_held_to_a_rounding_bound_in_graphs():
    """graph fuzz seed 90417: DebugMode's std of a broadcast matrix's double was 1 ulp from
    numpy's (its kernel sums in another order than numpy's pairwise sum for that layout); the
    graph fuzz held it bit for bit, as if std rounded exactly. Every op whose numpy sums is
    compared within a rounding bound there."""
    from test_fuzz_graphs import _exact
    summing = [name for name, (_, op) in OPS.items()
               if any(f"np.{f}(" in op.python.source for f in ("std", "var", "mean", "sum", "nansum", "dot", "matmul"))]
    assert {"stats.StdDev", "stats.Variance"} <= set(summing)
    assert not [name for name in summing if _exact(OPS[name][1])]


@fuzz_settings(bounded=30, share=0.5)
@given(name=st.sampled_from(["sort.Argsort", "sort.Argpartition", "sort.Sort"]),
       axis=st.integers(-3, 2), kth=st.sampled_from([(), (0,), (-1,), (0, 1)]), ndim=st.integers(0, 1))
def test_sorting_a_0d_or_around_no_kth_raises_what_numpy_raises(name, axis, kth, ndim):
    """shape fuzz seed 333607: argsort of a 0-d array along axis 1 (numpy's AxisError: one
    element along one axis) and argpartition around an empty kth (numpy's TypeError) gave
    shapes; the shapes and the values must raise numpy's error."""
    CASES["findings"] += 1
    _, op = OPS[name]
    props = {p.name: p.default for p in op.props if p.has_default} | {"axis": axis}
    if any(p.name == "kth" for p in op.props):
        props["kth"] = kth
    _judge(name, [np.arange(1.0, 3.0) if ndim else np.array(1.0)], props)


def test_ops_leaving_the_sign_of_zero_open_are_not_held_bit_for_bit_in_graphs():
    """graph fuzz seed 90417: nanmax of fmod(x, x) (zeros of both signs) was 0.0 in C and -0.0
    in numpy, whose loops leave that sign open; the graph fuzz held it bit for bit."""
    from fuzz_specs import zero_sign_open
    from test_fuzz_graphs import _exact
    open_ = [name for name, (_, op) in OPS.items() if zero_sign_open(op)]
    assert {"stats.NanMax", "stats.NanMin"} <= set(open_)
    assert not [name for name in open_ if _exact(OPS[name][1])]
