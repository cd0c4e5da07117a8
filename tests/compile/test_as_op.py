"""wrap_py (as_op, deprecated): Python functions as Ops."""

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.compile.ops import FromFunctionOp, as_op, wrap_py


def _rows_shape(fgraph, node, input_shapes):
    return [(input_shapes[0][0],)]


@wrap_py(itypes=[ot.dmatrix], otypes=[ot.dvector], infer_shape=_rows_shape)
def row_sums(m):
    return m.sum(axis=1)


@wrap_py(itypes=[ot.dvector, ot.dvector], otypes=[ot.dvector, ot.ivector])
def sum_and_count(a, b):
    return a + b, [len(a)] * len(a)        # a list: stored as an int32 array


def test_as_op_builds_and_runs():
    assert isinstance(row_sums, FromFunctionOp)
    m = ot.dmatrix("m")
    y = row_sums(m)
    assert y.type == ot.dvector
    f = opspec.function([m], y)
    np.testing.assert_array_equal(f(np.arange(6.0).reshape(2, 3)), [3.0, 12.0])


def test_as_op_checks_input_types():
    with pytest.raises(TypeError, match="expected float64 matrix"):
        row_sums(ot.fmatrix())


def test_as_op_several_outputs_get_the_output_dtypes():
    a, b = ot.dvectors("a", "b")
    s, n = sum_and_count(a, b)
    f = opspec.function([a, b], [s, n])
    rs, rn = f(np.ones(3), np.ones(3))
    np.testing.assert_array_equal(rs, [2.0] * 3)
    assert rn.dtype == np.int32 and list(rn) == [3, 3, 3]


def test_as_op_wrong_number_of_results():
    @wrap_py(itypes=[ot.dvector], otypes=[ot.dvector, ot.dvector])
    def one(a):
        return a

    x = ot.dvector("x")
    f = opspec.function([x], one(x))
    with pytest.raises(ValueError, match="must return 2 values"):
        f(np.ones(2))


def test_as_op_never_returns_the_input_itself():
    @wrap_py(itypes=[ot.dvector], otypes=[ot.dvector])
    def same(a):
        return a

    x = ot.dvector("x")
    f = opspec.function([x], same(x))
    inp = np.ones(2)
    assert not np.shares_memory(f(inp), inp)


def test_as_op_equality_and_str():
    def fn(a):
        return a

    op1 = wrap_py([ot.dvector], [ot.dvector])(fn)
    op2 = wrap_py([ot.dvector], [ot.dvector])(fn)
    op3 = wrap_py([ot.fvector], [ot.fvector])(fn)
    assert op1 == op2 and hash(op1) == hash(op2)
    assert op1 != op3 and op1 != row_sums
    assert str(row_sums) == "FromFunctionOp{row_sums}"
    assert row_sums.__name__ == "row_sums"
    assert not hasattr(FromFunctionOp, "__props__") or FromFunctionOp.__props__ is None


def test_as_op_single_types_need_no_list():
    @wrap_py(ot.dvector, ot.dvector)
    def neg(a):
        return -a

    x = ot.dvector("x")
    np.testing.assert_array_equal(neg(x).eval({x: np.ones(2)}), [-1.0, -1.0])


def test_as_op_infer_shape_delegates():
    m = ot.dmatrix("m")
    node = row_sums(m).owner
    assert row_sums.infer_shape(None, node, [(4, 7)]) == [(4,)]
    assert not hasattr(sum_and_count, "infer_shape")


def test_as_op_argument_checks():
    with pytest.raises(TypeError, match="itypes must be Types"):
        wrap_py([np.float64], [ot.dvector])
    with pytest.raises(TypeError, match="infer_shape must be callable"):
        wrap_py([ot.dvector], [ot.dvector], infer_shape=3)


@wrap_py(itypes=[ot.dvector], otypes=[ot.dvector])
def module_level_double(x):
    return 2 * x


def test_module_level_ops_pickle_by_reference_and_functions_using_them_pickle():
    import copy
    import pickle
    assert pickle.loads(pickle.dumps(module_level_double)) is module_level_double
    assert copy.deepcopy(module_level_double) is module_level_double
    x = ot.dvector("x")
    f = opspec.function([x], module_level_double(x) + 1)
    g = pickle.loads(pickle.dumps(f))
    np.testing.assert_array_equal(g(np.array([1.0, 2.0])), [3.0, 5.0])

    @wrap_py(itypes=[ot.dvector], otypes=[ot.dvector])
    def local(v):
        return v

    with pytest.raises(pickle.PicklingError, match="module level"):
        pickle.dumps(local)
    assert copy.deepcopy(local) is local


def test_wrap_py_takes_pytensor_32_infer_shape():
    @wrap_py([ot.dvector], [ot.dvector], lambda node, shapes: [shapes[0]])
    def ident(v):
        return v.copy()

    x = ot.dvector("x")
    f = opspec.function([x], ident(x).shape)
    assert not any(n.op is ident for n in f.maker.fgraph.apply_nodes)


def test_as_op_is_wrap_py_with_pytensors_deprecation_warning():
    def double(a):
        return a * 2

    with pytest.warns(FutureWarning, match="as_op is deprecated.*use opspec.wrap_py") as record:
        op = as_op([ot.dvector], [ot.dvector])(double)
    assert record[0].filename == __file__          # points at the caller
    assert op == wrap_py([ot.dvector], [ot.dvector])(double)
    assert opspec.as_op is as_op


def test_wrap_py_does_not_warn():
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        wrap_py([ot.dvector], [ot.dvector])(np.negative)
