"""Shape inference (ShapeFeature), the shape rewrites, and InferShapeTester."""
import importlib
import sys
import warnings

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.compile.mode import Mode
from opspec.graph.basic import Constant
from opspec.graph.traversal import ancestors
from opspec.graph.fg import FunctionGraph
from opspec.graph.op import Op
from opspec.rewriting.shape import ShapeFeature, attach_shape_feature, same_scalar
from opspec.spec.generate import generate
from opspec.spec.load import load_specs
from opspec.testing import InferShapeTester

FAST_RUN_PY = Mode("py", include=("fast_run",))


def op_names(f):
    return {type(node.op).__name__.replace("Inplace", "") for node in f.maker.fgraph.apply_nodes}


def feature_for(inputs, outputs):
    fg = FunctionGraph(inputs, outputs, clone=False)
    return fg, attach_shape_feature(fg)


class Opaque(Op):
    """An op without infer_shape: its output's shape is known only by running it."""
    __props__ = ()
    itypes = [ot.dmatrix]
    otypes = [ot.dmatrix]

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0].copy()


# --------------------------------------------------------------------------- ShapeFeature

def test_shapes_of_inputs_constants_and_static_sizes():
    x = ot.tensor("float64", (None, 4), name="x")
    c = ot.constant(np.zeros((2, 5)))
    fg, sf = feature_for([x], [x + 1.0])
    d0, d1 = sf.shape_tuple(x)
    assert isinstance(d0.owner.op, ot.Shape_i) and d0.owner.inputs[0] is x
    assert isinstance(d1, Constant) and d1.data == 4
    assert [d.data.item() for d in sf.shape_tuple(c)] == [2, 5]
    assert sf.shape_tuple(ot.dscalar("s")) == ()


def test_attaching_is_free_and_inference_is_lazy():
    x = ot.dmatrix("x")
    out = ot.exp(ot.exp(x))
    fg, sf = feature_for([x], [out])
    assert sf.shape_of == {}
    assert sf.shape_tuple(out) == sf.shape_tuple(x)            # elemwise: x's own sizes
    assert len(sf.shape_of) == 3


def test_elemwise_broadcasting_shapes():
    x, y = ot.dmatrix("x"), ot.tensor("float64", (1, None), name="y")
    fg, sf = feature_for([x, y], [x * y])
    d0, d1 = sf.shape_tuple(x * y)
    # y's size 1 broadcasts: x's size, which, like every size, carries the check of the sizes
    # that are only known when run (x * y raises when they differ: so does its shape)
    assert type(d0.owner.op).__name__ == "CheckAndRaise" and d0.owner.inputs[0] is sf.shape_i(x, 0)
    checked = d1.owner.inputs[0]
    assert type(checked.owner.op).__name__ == "BroadcastSize"  # two unknown sizes: checked when run
    assert checked in ancestors([d0])


def test_a_deep_chain_is_inferred_without_recursion():
    x = ot.dvector("x")
    out = x
    for _ in range(30_000):
        out = ot.exp(out)
    fg, sf = feature_for([x], [out])
    assert sf.shape_tuple(out) == sf.shape_tuple(x)      # 30x the recursion limit: no RecursionError


def test_ops_without_infer_shape_get_shape_i_of_their_outputs():
    x = ot.dmatrix("x")
    out = Opaque()(x)
    fg, sf = feature_for([x], [ot.exp(out)])
    d0, _ = sf.shape_tuple(ot.exp(out).owner.inputs[0])
    assert d0.owner.inputs[0] is out


def test_a_replaced_variable_is_not_brought_back_by_kept_shapes():
    x = ot.dmatrix("x")
    out = Opaque()(x)
    y = ot.exp(out)
    fg, sf = feature_for([x], [y])
    leaf = sf.shape_i(y, 0)
    assert leaf.owner.inputs[0] is out
    other = Opaque()(ot.exp(ot.log(x)))        # same value, another graph
    fg.replace(out, other)
    assert leaf.owner.inputs[0] is other
    assert sf.shape_i(y, 0) is leaf


def test_broken_infer_shape_warns_and_wrong_lengths_raise():
    class Broken(Opaque):
        def infer_shape(self, fgraph, node, shapes):
            raise RuntimeError("oops")

    class Short(Opaque):
        def infer_shape(self, fgraph, node, shapes):
            return [(shapes[0][0],)]

    x = ot.dmatrix("x")
    fg, sf = feature_for([x], [Broken()(x)])
    with pytest.warns(UserWarning, match="infer_shape of Broken failed"):
        d0, _ = sf.shape_tuple(fg.outputs[0])
    assert d0.owner.inputs[0] is fg.outputs[0]
    fg, sf = feature_for([x], [Short()(x)])
    with pytest.raises(ValueError, match="gave 1 sizes"):
        sf.shape_tuple(fg.outputs[0])


def test_same_scalar_is_structural():
    x = ot.dmatrix("x")
    assert same_scalar(ot.Shape_i(i=0)(x), ot.Shape_i(i=0)(x))
    assert not same_scalar(ot.Shape_i(i=0)(x), ot.Shape_i(i=1)(x))
    assert same_scalar(ot.constant(3, dtype="int64"), ot.constant(3, dtype="int32"))


def test_only_one_shape_feature_per_graph():
    x = ot.dvector("x")
    fg = FunctionGraph([x], [ot.exp(x)], clone=False)
    attach_shape_feature(fg)
    with pytest.raises(ValueError, match="already has a ShapeFeature"):
        fg.attach_feature(ShapeFeature())


# --------------------------------------------------------------------------- rewrites

def test_shape_of_an_op_compiles_without_the_op():
    x, y = ot.dmatrix("x"), ot.dmatrix("y")
    f = opspec.function([x, y], (ot.exp(ot.dot(x, y.T)) * x[:, :1]).shape, mode=FAST_RUN_PY)
    assert not op_names(f) & {"Exp", "Dot", "Mul", "DimShuffle"}
    assert f(np.ones((2, 3)), np.ones((5, 3))).tolist() == [2, 5]


def test_shape_of_constants_and_static_sizes_fold_to_constants():
    x = ot.tensor("float64", (3, None), name="x")
    f = opspec.function([x], [x.shape[0], ot.constant(np.ones((2, 7))).shape, ot.exp(x).shape],
                        mode=FAST_RUN_PY)
    out = f.maker.fgraph.outputs
    assert isinstance(out[0], Constant) and out[0].data == 3
    assert isinstance(out[1], Constant) and out[1].data.tolist() == [2, 7]
    assert [r.tolist() for r in f(np.ones((3, 5)))] == [3, [2, 7], [3, 5]]


def test_shape_i_of_an_op_is_the_inferred_size():
    x = ot.dmatrix("x")
    f = opspec.function([x], ot.sum(ot.exp(x), axis=0).shape[0], mode=FAST_RUN_PY)
    assert op_names(f) == {"Shape_i"}
    assert f(np.ones((2, 6))) == 6


def test_reshape_with_minus_one_infers_the_size():
    v = ot.dvector("v")
    f = opspec.function([v], v.reshape((-1, 2)).shape, mode=FAST_RUN_PY)
    assert "Reshape" not in op_names(f)
    assert f(np.arange(6.0)).tolist() == [3, 2]


def test_reshape_to_its_own_shape_is_removed():
    x = ot.dmatrix("x")
    f = opspec.function([x], ot.exp(x).reshape(x.shape), mode=FAST_RUN_PY)
    assert "Reshape" not in op_names(f)


def test_dimshuffles_in_a_row_merge():
    x = ot.dmatrix("x")
    out = x.dimshuffle(1, "x", 0).dimshuffle(2, 0, 1)
    f = opspec.function([x], out, mode=FAST_RUN_PY)
    assert [type(n.op).__name__ for n in f.maker.fgraph.apply_nodes] == ["DimShuffle"]
    value = np.arange(6.0).reshape(2, 3)
    np.testing.assert_array_equal(f(value), value.T[:, None, :].transpose(2, 0, 1))
    t = ot.tensor3("t")
    assert t.transpose(2, 0, 1).owner.op.order == (2, 0, 1)      # transpose keeps the order given
    g = opspec.function([t], t.transpose(2, 0, 1).transpose(1, 2, 0), mode=FAST_RUN_PY)
    assert g.maker.fgraph.outputs[0] is g.maker.fgraph.inputs[0]


# --------------------------------------------------------------------------- InferShapeTester

class TestInferShapeTester(InferShapeTester):
    def test_stdlib_ops_pass(self):
        x, y = ot.dmatrix("x"), ot.dmatrix("y")
        xv, yv = self.rng.uniform(size=(3, 4)), self.rng.uniform(size=(4, 5))
        self._compile_and_check([x, y], [ot.dot(x, y)], [xv, yv], ot.Dot)
        self._compile_and_check([x], [ot.sum(x, axis=1, keepdims=True)], [xv], ot.Sum)
        self._compile_and_check([x, y], [ot.concatenate([x, y.T], axis=0)], [xv, yv], ot.Join)

    def test_an_op_without_infer_shape_fails(self):
        x = ot.dmatrix("x")
        with pytest.raises(AssertionError, match="still in the compiled shape graph"):
            self._compile_and_check([x], [Opaque()(x)], [np.ones((3, 4))], Opaque)

    def test_repeated_sizes_warn(self):
        x = ot.dmatrix("x")
        with pytest.warns(UserWarning, match="a size appears in two dimensions"):
            self._compile_and_check([x], [ot.exp(x)], [np.ones((3, 3))], ot.Exp)
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            self._compile_and_check([x], [ot.exp(x)], [np.ones((3, 3))], ot.Exp, warn=False)

    def test_a_wrong_shape_rule_fails(self, tmp_path):
        spec = tmp_path / "wrongshape.yaml"
        spec.write_text(
            "ops:\n"
            "  Twisted:\n"
            "    doc: A copy of x whose shape rule swaps the dimensions, wrongly.\n"
            "    inputs: {x: matrix(float64)}\n"
            "    outputs: {out: matrix(float64)}\n"
            "    shape: {out: \"[x.shape[1], x.shape[0]]\"}\n"
            "    python: x.copy()\n"
            "    samples: [[\"rand(3, 4)\"]]\n")
        generate(load_specs([str(spec)]), tmp_path / "out")
        sys.path.insert(0, str(tmp_path / "out"))
        try:
            module = importlib.import_module("wrongshape")
            x = ot.dmatrix("x")
            with pytest.raises(AssertionError, match=r"inferred shape \(4, 3\).*gives shape \(3, 4\)"):
                self._compile_and_check([x], [module.twisted(x)], [np.ones((3, 4))], module.Twisted)
        finally:
            sys.path.remove(str(tmp_path / "out"))
            sys.modules.pop("wrongshape", None)

    def test_excluding_the_shape_rewrites_leaves_the_op(self):
        x = ot.dmatrix("x")
        with pytest.raises(AssertionError, match="still in the compiled shape graph"):
            self._compile_and_check([x], [ot.exp(x)], [np.ones((3, 4))], ot.Exp,
                                    excluding=("local_shape_to_make_vector",))


@pytest.mark.parametrize("static", [True, False], ids=["static", "unknown"])
@pytest.mark.parametrize("x_shape, v_shape", [((0, 0), (0, 0)), ((0, 3), (2, 3)), ((0,), (1, 1))])
def test_a_static_size_keeps_every_check_in_order(static, x_shape, v_shape):
    """A size known when built keeps every check its rule chained on it, in their order, not only
    the last one: ``x[i] += v`` into an empty axis is numpy's IndexError (the index is checked
    first) even where v does not fit either (shape fuzz seed 777 found the ValueError instead)."""
    from opspec.ops.subtensor import IncSubtensor
    x = ot.tensor(dtype="float64", shape=x_shape if static else (None,) * len(x_shape))
    v = ot.tensor(dtype="float64", shape=v_shape if static else (None,) * len(v_shape))
    i = ot.lscalar()
    out = IncSubtensor(idx=(("int",),), set=False)(x, v, i)
    args = (np.zeros(x_shape), np.zeros(v_shape), 0)
    with pytest.raises(IndexError):
        args[0].copy()[0] += args[1]
    for mode in ("FAST_RUN", "FAST_COMPILE"):
        f = opspec.function([x, v, i], out.shape, on_unused_input="ignore", mode=mode)
        with pytest.raises(IndexError):
            f(*args)
