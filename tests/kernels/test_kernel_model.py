"""KernelSpec: ops describe their kernels (generated ops carry a table of them), the C backend
builds and calls what they describe; nothing reads the op's class, attributes or C text
(issue 20 step 2)."""
import importlib
import inspect
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.ops
import opspec.tensor as ot
from opspec.kernels import module_kernels
from opspec.kernels.abi import CallKind
from opspec.kernels.model import (Broadcast, Code, Computed, Dimshuffle, Fold, KernelCall, Like, OpKernels, Reduce, Size,
                                  kernel_signature, signatures)
from opspec.ops import arith, compare, nnet, reduce, shape, subtensor

LIBRARY = sorted(p.stem for p in Path(opspec.ops.__file__).parent.glob("*.py") if p.stem != "__init__")


def tables():
    """Every op table of the standard library, by op name."""
    found = {}
    for name in LIBRARY:
        module = importlib.import_module(f"opspec.ops.{name}")
        for _, cls in inspect.getmembers(module, inspect.isclass):
            table = cls.__dict__.get("c_kernels")
            if isinstance(table, OpKernels):
                found[table.op] = table
    return found


def test_the_generated_tables_are_the_specs_tables():
    """What a generated class carries is what the generator makes of its spec (a fresh render
    of specs/ gives the same tables: same kinds, operands, params, folds and instantiations)."""
    from opspec.spec.c_codegen import op_kernels
    from opspec.spec.load import load_specs
    root = Path(__file__).resolve().parents[2]
    carried = tables()
    specs = load_specs(sorted(str(p.relative_to(root)) for p in (root / "specs").glob("*.yaml")))
    made = {op.name: op_kernels(spec, op, None) for spec in specs for op in spec.ops}
    made = {k: v for k, v in made.items() if v is not None}
    assert set(made) == set(carried)
    for name, table in made.items():
        mine = carried[name]
        assert (mine.kind, mine.inputs, mine.outputs, mine.dtypes, mine.params, mine.expr, mine.fold, mine.elemwise,
                mine.shape_of) == (table.kind, table.inputs, table.outputs, table.dtypes, table.params, table.expr,
                                   table.fold, table.elemwise, table.shape_of), name


@settings(max_examples=20, deadline=None)
@given(identity=st.just(float("nan")) | st.floats() | st.integers(-3, 3))
def test_folds_alike_are_equal_and_hash_alike(identity):
    """Two descriptions of one fold are one fold, a nan identity too (nanmax's: two nan objects
    are unequal and hash apart, so the generated table was not its spec's)."""
    def fold():
        value = float(str(identity)) if isinstance(identity, float) else identity    # a new object
        return Fold(value, Code("(acc != acc || x > acc) ? x : acc"), has_identity=False, name="NanMax")
    assert fold() == fold() and hash(fold()) == hash(fold())


@pytest.mark.parametrize("op", sorted(tables()))
def test_every_instantiation_is_the_one_its_dtypes_select(op):
    table = tables()[op]
    nin = len(table.inputs)
    for dtypes in table.dtypes:
        spec = table.select(dtypes[:nin], dtypes[nin:])
        assert spec is not None and [x.dtype for x in (*spec.inputs, *spec.outputs)] == list(dtypes)
        assert spec.name == f"{op}__{'_'.join(dtypes[:nin])}__{'_'.join(dtypes[nin:])}"


def test_an_elemwise_node_computes_in_its_dtype_and_casts_its_inputs():
    """numpy's rule: int8 + float32 computes in float32, so the node runs the float32 kernel."""
    x, y = ot.bvector("x"), ot.fvector("y")
    node = (x + y).owner
    call = node.op.c_kernel(node)
    assert call.spec.name == "Add__float32_float32__float32" and call.shape == Broadcast()
    assert kernel_signature(("number", "number"), ("upcast",), ("x", "y"), ("int8", "float32"), ("float32",)) == \
        (("float32", "float32"), ("float32",))
    assert arith.Add.c_kernels.select(("int16", "int16"), ("int16",)) is None     # not instantiated: perform


def test_signatures_are_their_own_answers():
    """The generator instantiates a signature only when a node of those dtypes selects it."""
    cases = [(("x", "y"), ("number", "number"), ("upcast",)), (("x",), ("float",), ("float",)),
             (("x", "y"), ("any", "any"), ("bool",)), (("cond", "a", "b"), ("bool", "any", "any"), ("input:a",))]
    for names, classes, rules in cases:
        found = signatures(classes, rules, names)
        assert found
        for kin, kout in found:
            assert kernel_signature(classes, rules, names, kin, kout) == (kin, kout)


def test_ops_describe_how_their_shapes_follow():
    x, m = ot.dvector("x"), ot.dmatrix("m")
    cases = [
        ((x + 1).owner, Broadcast),
        (ot.sum(m, axis=1).owner, Reduce),
        (ot.sum_to_shape(m, x).owner, Like),
        (m.dimshuffle(1, 0).owner, Dimshuffle),
        (ot.shape_i(m, 1).owner, Size),
        (nnet.Softmax(axis=1)(m).owner, Like),
    ]
    for node, kind in cases:
        call = node.op.c_kernel(node)
        assert isinstance(call, KernelCall) and isinstance(call.shape, kind), (node, call)
    reduction = ot.sum(m, axis=1).owner
    assert reduction.op.c_kernel(reduction).shape == Reduce((1,), False)
    assert reduction.op.c_kernel(reduction).spec.call_kind is CallKind.MASK
    view = m.dimshuffle(1, "x", 0).owner
    assert view.op.c_kernel(view) == KernelCall(None, (), Dimshuffle((1, -1, 0)))    # the runner's builtin
    size = ot.shape_i(m, 1).owner
    assert size.op.c_kernel(size).shape == Size(1)
    softmax = nnet.Softmax(axis=1)(m).owner
    assert softmax.op.c_kernel(softmax).args == (1,)                            # a prop's value, passed
    idx = ot.lvector("idx")
    gather = subtensor.AdvancedSubtensor1()(m, idx).owner
    assert isinstance(gather.op.c_kernel(gather).shape, Computed)


def test_views_inplace_casts_and_missing_c_run_perform():
    x = ot.dvector("x")
    reshape = ot.reshape(x, (2, -1)).owner
    assert reshape.op.c_kernel(reshape) is None                   # a view, not a builtin
    assert opspec.graph.op.Op().c_kernel(None) is None            # hand-written ops: no C by default
    cond = compare.Gt()(x, 0.0).owner
    assert cond.op.c_kernel(cond).spec.outputs[0].dtype == "bool"
    inplace = arith.AddInplace()
    node = inplace.make_node(ot.bvector("b"), ot.fvector("f"))
    assert inplace.c_kernel(node) is None                          # would cast the input it overwrites


def test_fused_kernels_compose_their_ops_kernels():
    """A Composite's kernel inlines each op's expression (its table's), props with the C types
    their own kernels give them; a CompositeReduce folds with the reduction's fold."""
    x, y = ot.dvectors("x", "y")
    f = opspec.function([x, y], [(ot.exp(x) * y).sum(axis=0), ot.cast(x, "float32") + 1])
    calls = [n.op.c_kernel(n) for n in f.maker.fgraph.toposort()]
    kinds = sorted(c.spec.kind for c in calls if c is not None and c.spec is not None and c.spec.file is None)
    assert kinds == ["fused_reduce", "loop"]
    fused = next(c for c in calls if c.spec.kind == "fused_reduce")
    assert fused.spec.fold == reduce.Sum.c_kernels.fold and fused.args == ((0,),)
    assert "exp(x)" in fused.spec.code.text and fused.spec.element.name == "x"
    np.testing.assert_allclose(f(np.ones(3), np.ones(3))[0], np.e * 3)


def test_generated_modules_list_their_kernels_for_opspec_build():
    kernels = module_kernels(shape)
    assert {k.op for k in kernels} == {"SumToShape", "BroadcastSize"}      # builtins have no kernels
    assert len(module_kernels(arith)) == len({k.name for k in module_kernels(arith)}) > 90
