"""A user's spec declares how mode DASK runs its ops (``dask:``), and is refused without it."""
import importlib
import sys
import textwrap

import numpy as np
import pytest

pytest.importorskip("dask.array", reason="mode DASK needs dask: pip install 'opspec[dask]'")

import opspec  # noqa: E402
import opspec.tensor as ot  # noqa: E402
from opspec.dask import UnsupportedOpError  # noqa: E402
from opspec.spec.generate import generate  # noqa: E402
from opspec.spec.load import load_specs  # noqa: E402

SPEC = """
module: dask_user_ops
ops:
  Clip01:
    doc: x clipped to [0, 1], not elemwise (written with a shape rule).
    inputs: {x: float}
    outputs: {out: x}
    shape: {out: x.shape}
    python: np.clip(x, 0, 1)
    dask: {blockwise: true}
  SumSquares:
    doc: Sum of x * x over axis (partial sums merge by adding, not by squaring again).
    props: {axis: axes, keepdims: {type: bool, default: false}}
    inputs: {x: float}
    outputs: {out: x}
    reduce: {identity: 0, combine: "acc + x * x", merge: "acc + x"}
    python: np.sum(x * x, axis=axis, keepdims=keepdims)
    dask: {reduction: {merge: Sum}}
  SumSquaresUndeclared:
    doc: The same without dask lowering data.
    props: {axis: axes, keepdims: {type: bool, default: false}}
    inputs: {x: float}
    outputs: {out: x}
    reduce: {identity: 0, combine: "acc + x * x", merge: "acc + x"}
    python: np.sum(x * x, axis=axis, keepdims=keepdims)
"""


@pytest.fixture(scope="module")
def user_ops(tmp_path_factory):
    folder = tmp_path_factory.mktemp("dask_spec")
    (folder / "dask_user_ops.yaml").write_text(textwrap.dedent(SPEC), encoding="utf-8")
    generate(load_specs([str(folder / "dask_user_ops.yaml")]), folder / "out")
    sys.path.insert(0, str(folder / "out"))
    try:
        yield importlib.import_module("dask_user_ops")
    finally:
        sys.path.remove(str(folder / "out"))
        sys.modules.pop("dask_user_ops", None)


def test_the_key_reaches_the_generated_class(user_ops):
    assert user_ops.Clip01.dask_lowering == {"blockwise": True}
    assert user_ops.SumSquares.dask_lowering == {"reduction": {"merge": "Sum"}}
    assert not hasattr(user_ops.SumSquaresUndeclared, "dask_lowering")


@pytest.mark.parametrize("axis", [0, 1, None])
def test_declared_ops_run_blockwise_and_merge_with_the_named_op(user_ops, axis):
    x = ot.dmatrix("x")
    clipped = user_ops.clip01(x)
    total = user_ops.SumSquares(axis=axis)(clipped * 3)
    xv = np.random.default_rng(5).normal(size=(9, 7))
    got = opspec.dask.function([x], [clipped, total], chunks=(2, 3), compute=True)(xv)
    np.testing.assert_array_equal(got[0], np.clip(xv, 0, 1))
    np.testing.assert_allclose(got[1], np.sum(np.clip(xv, 0, 1) ** 2 * 9, axis=axis), rtol=1e-13)


def test_an_undeclared_reduction_whose_merge_is_not_its_combine_is_refused(user_ops):
    x = ot.dmatrix("x")
    with pytest.raises(UnsupportedOpError, match=r"SumSquaresUndeclared\{axis=\(0,\), keepdims=False\} \(from "):
        opspec.function([x], user_ops.SumSquaresUndeclared(axis=0)(x), mode="DASK")


def test_copies_and_views_of_the_library_declare_blockwise():
    from opspec.compile.ops import deep_copy_op
    x = ot.dvector("x")
    f = opspec.dask.function([x], [x, deep_copy_op(x + 1), ot.view_op(x * 2)], chunks=3, compute=True)
    names = {type(node.op).__name__ for node in f.fgraph.toposort()}
    assert {"DeepCopyOp", "ViewOp"} <= names
    got = f(np.arange(7.0))
    for value, want in zip(got, [np.arange(7.0), np.arange(7.0) + 1, np.arange(7.0) * 2]):
        np.testing.assert_array_equal(value, want)
