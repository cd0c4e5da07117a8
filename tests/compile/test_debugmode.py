"""DebugMode: deliberately lying ops and rewrites are each caught with their own exception."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.compile.mode import get_mode
from opspec.compile.checking import (BadDestroyMap, BadOptimization, BadThunkOutput, BadViewMap,
                                     InvalidValueError, StochasticOrder, DebugModeError)
from opspec.compile.mode import DebugMode, Mode, get_mode
from opspec.graph.basic import Apply
from opspec.graph.op import Op
from opspec.kernels.model import Broadcast, Code, KernelCall, KernelSpec, Operand
from opspec.ops.math import Exp, Sin
from opspec.rewriting import node_rewriter
from opspec.rewriting.db import canonicalize_db, register_canonicalize
from opspec.testing.spec_checks import case_id, make_op, module_of, sample_values, stdlib_cases, symbolic_inputs


class Unary(Op):
    """x + 1, unless a subclass lies."""

    __props__ = ()

    def make_node(self, x):
        x = ot.as_tensor_variable(x)
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0] + 1


def run(op, value=None, mode="DebugMode"):
    x = ot.dvector("x")
    f = opspec.function([x], op(x) * 1.0, mode=mode)
    return f(np.array([1.0, 2.0, 3.0]) if value is None else value)


def test_mode_by_name_and_class():
    assert isinstance(get_mode("DebugMode"), DebugMode)
    assert issubclass(DebugMode, Mode)
    mode = DebugMode(check_preallocated_output=("strided",)).excluding("inplace")
    assert isinstance(mode, DebugMode) and mode.check_preallocated_output == ("strided",)
    np.testing.assert_allclose(run(Unary(), mode=mode), [2.0, 3.0, 4.0])
    with pytest.raises(ValueError, match="unknown preallocated"):
        DebugMode(check_preallocated_output=("sideways",))


def test_node_impls_names_what_each_node_runs():
    """One entry per node as in the other modes: "c" where a C kernel is cross-checked."""
    x = ot.dvector("x")
    f = opspec.function([x], [ot.exp(x), Unary()(x)], mode="DebugMode")
    impls = {type(node.op).__name__: impl for node, impl in f.node_impls()}
    assert impls == {"Exp": "c", "Unary": "py"}
    assert [node for node, _ in f.node_impls()] == f.maker.fgraph.toposort()
    py = opspec.function([x], ot.exp(x), mode=DebugMode(check_c=False))
    assert [impl for _, impl in py.node_impls()] == ["py"]


def test_writes_into_an_input_without_destroy_map():
    class Liar(Unary):
        def perform(self, node, inputs, output_storage):
            inputs[0] += 1
            output_storage[0][0] = inputs[0].copy()

    with pytest.raises(BadDestroyMap, match=r"changed input 0") as err:
        run(Liar())
    assert "Liar" in str(err.value) and "test_debugmode.py" in str(err.value)   # where the op is declared
    assert "before: float64 array of shape (3,): [1. 2. 3.]" in str(err.value)


def test_returns_a_view_without_view_map():
    class Liar(Unary):
        def perform(self, node, inputs, output_storage):
            output_storage[0][0] = inputs[0][:]

    with pytest.raises(BadViewMap, match="shares memory with input 0"):
        run(Liar())


def test_read_only_output_that_is_not_a_view():
    """An output the op owns may be written by an in-place op after it, so it must be writable."""
    class Frozen(Unary):
        def perform(self, node, inputs, output_storage):
            out = inputs[0] + 1
            out.flags.writeable = False
            output_storage[0][0] = out

    with pytest.raises(InvalidValueError, match="read-only, though not a view"):
        run(Frozen())


def test_outputs_sharing_memory_with_each_other():
    class Pair(Op):
        def make_node(self, x):
            return Apply(self, [x], [x.type(), x.type()])

        def perform(self, node, inputs, output_storage):
            out = inputs[0] * 2
            output_storage[0][0] = out
            output_storage[1][0] = out[:]

    x = ot.dvector("x")
    a, b = Pair()(x)
    f = opspec.function([x], [a + 1.0, b + 1.0], mode="DebugMode")
    with pytest.raises(BadViewMap, match="shares memory with output 0"):
        f(np.ones(2))


class WrongC(Exp):
    """A generated op whose C kernel disagrees with perform."""

    def c_kernel(self, node):
        spec = KernelSpec("WrongC__float64__float64", "loop", (Operand("x", "float64"),),
                          (Operand("out", "float64"),), op="WrongC", code=Code("out = exp(x) + 1e-3;"))
        return KernelCall(spec, (), Broadcast())


def test_c_thunk_disagreeing_with_perform():
    with pytest.raises(BadThunkOutput, match="differs between perform and C") as err:
        run(WrongC())
    text = str(err.value)
    assert "specs/math.yaml:" in text and "WrongC" in text          # spec file and line of the op
    assert "largest difference at index" in text


def test_debug_perform_disagreeing_with_perform():
    class Liar(Unary):
        def debug_perform(self, node, inputs, output_storage):
            output_storage[0][0] = inputs[0] + 2

    with pytest.raises(BadThunkOutput, match="perform and debug_perform"):
        run(Liar())


def test_value_of_the_wrong_type():
    class Liar(Unary):
        def perform(self, node, inputs, output_storage):
            output_storage[0][0] = (inputs[0] + 1).astype("float32")

    with pytest.raises(InvalidValueError, match="is not a valid float64 vector"):
        run(Liar())


def test_output_not_computed():
    class Lazy(Unary):
        def perform(self, node, inputs, output_storage):
            pass

    with pytest.raises(InvalidValueError, match="did not compute"):
        run(Lazy())


@pytest.mark.parametrize("how", ["previous", "wrong_size", "strided"])
def test_careless_reuse_of_output_storage(how):
    class Careless(Unary):
        """Writes into whatever storage it is offered, whatever its size or layout."""

        def perform(self, node, inputs, output_storage):
            out = output_storage[0][0]
            x = inputs[0]
            if out is None:
                output_storage[0][0] = x + 1
            elif how == "previous":
                out[...] = out + 1                   # reads the stale value
            elif how == "wrong_size":
                out.reshape(-1)[:x.size] = x + 1     # keeps the wrong shape
            else:
                output_storage[0][0] = np.ascontiguousarray(out)   # forgets to write at all

    with pytest.raises(BadThunkOutput, match=f"preallocated output storage: {how}"):
        run(Careless(), mode=DebugMode(check_preallocated_output=(how,)))


def test_rewrite_that_changes_values():
    @node_rewriter([Sin])
    def sin_to_cos(fgraph, node):
        return [ot.cos(node.inputs[0])]

    register_canonicalize(sin_to_cos, name="test_sin_to_cos")
    try:
        x = ot.dvector("x")
        f = opspec.function([x], ot.exp(ot.sin(x)), mode=DebugMode(check_preallocated_output=()))
        with pytest.raises(BadOptimization, match="rewrite sin_to_cos replaced Sin") as err:
            f(np.array([1.0, 2.0]))
        assert "specs/math.yaml:" in str(err.value) and "old value: float64 array" in str(err.value)
        np.testing.assert_allclose(opspec.function([x], ot.sin(x), mode="FAST_RUN")(np.zeros(1)), [1.0])
    finally:
        canonicalize_db.remove("test_sin_to_cos")


def test_correct_inplace_graph_passes_and_returns_right_values():
    x = ot.dmatrix("x")
    t = ot.exp(x)
    outs = [ot.sin(t) * 2.0 + ot.cos(t), t.T + 1.0, ot.view_op(ot.neg(t))]
    f = opspec.function([x], outs, mode=get_mode("DebugMode").excluding("fusion"))
    kinds = [type(n.op).__name__ for n in f.maker.fgraph.toposort()]
    assert any(k.endswith("Inplace") for k in kinds)
    xv = np.arange(6.0).reshape(2, 3) / 7
    e = np.exp(xv)
    got = f(xv)
    for g, w in zip(got, [np.sin(e) * 2 + np.cos(e), e.T + 1, -e]):
        np.testing.assert_allclose(g, w)
    np.testing.assert_array_equal(xv, np.arange(6.0).reshape(2, 3) / 7)


def test_errors_share_a_base_class():
    for cls in (BadThunkOutput, BadDestroyMap, BadViewMap, InvalidValueError, StochasticOrder, BadOptimization):
        assert issubclass(cls, DebugModeError)


CASES = stdlib_cases()


@pytest.mark.parametrize("case", CASES, ids=[case_id(c) for c in CASES])
def test_stdlib_ops_pass_debugmode(case):
    spec_file, op, k = case
    sample = op.samples[k]
    values = sample_values(op, sample, np.random.default_rng(99 + k))
    inputs = symbolic_inputs(values)
    outs = make_op(module_of(spec_file), op, sample)(*inputs, return_list=True)
    opspec.function(inputs, outs, mode="DebugMode", on_unused_input="ignore")(*values)


INPLACE_CASES = [c for c in CASES
                 if c[1].elemwise and getattr(module_of(c[0]), c[1].name).__dict__.get("inplace_variant")]


@pytest.mark.parametrize("case", INPLACE_CASES, ids=[case_id(c) for c in INPLACE_CASES])
def test_stdlib_inplace_variants_pass_debugmode(case):
    # the destructive variant, built directly on the (copied) inputs: perform and C must both
    # write into the input they declare, and agree
    spec_file, op, k = case
    sample = op.samples[k]
    values = sample_values(op, sample, np.random.default_rng(7 + k))
    inputs = symbolic_inputs(values)
    base = make_op(module_of(spec_file), op, sample)
    out = base(*inputs)
    if out.type.dtype != values[0].dtype or np.broadcast_shapes(*[v.shape for v in values]) != values[0].shape:
        pytest.skip("the result does not fit in the first input")
    variant = type(base).inplace_variant(**base._props_dict()) if base.__props__ else type(base).inplace_variant()
    f = opspec.function(inputs, variant(*inputs), mode="DebugMode")
    before = [v.copy() for v in values]
    np.testing.assert_allclose(f(*values), opspec.function(inputs, out, mode="FAST_COMPILE")(*values))
    for a, b in zip(before, values):
        np.testing.assert_array_equal(a, b)


@settings(max_examples=40, deadline=None)
@given(values=st.lists(st.floats(0.5, 2.0), min_size=12, max_size=12),
       layout=st.sampled_from(["F", "C", "transposed"]), reduce=st.sampled_from(["prod", "sum"]))
def test_nodes_are_checked_on_copies_in_their_inputs_memory_order(values, layout, reduce):
    """DebugMode's private copies keep the memory order of what they copy: its products over
    every axis of a Fortran array differed from FAST_COMPILE's (numpy's) in the last bit, as
    numpy's reductions follow memory order (found by the graph fuzzing)."""
    a = np.array(values).reshape(3, 4)
    a = {"F": np.asfortranarray(a), "C": a, "transposed": a.T}[layout]
    x = ot.matrix("x")
    out = getattr(ot, reduce)(x)
    want = opspec.function([x], out, mode="FAST_COMPILE")(a)
    got = opspec.function([x], out, mode="DebugMode")(a)
    assert got.tobytes() == want.tobytes() == getattr(np, reduce)(a).tobytes()


def test_the_checking_modes_load_on_first_use_by_name():
    """A FAST_RUN program does not import the checks; naming a checking mode (argument, flag,
    PyTensor's attribute paths) imports and registers it in a process that never did."""
    import json
    import os
    import subprocess
    import sys

    code = ("import json, sys, opspec, opspec.tensor as ot; x = ot.dvector('x'); opspec.function([x], ot.exp(x)); "
            "before = 'opspec.compile.checking' in sys.modules; f = opspec.function([x], ot.exp(x), mode='DebugMode'); "
            "from opspec.compile import NanGuardMode; import opspec.compile.mode as m; "
            "print(json.dumps([before, type(f.maker.mode).__name__, m.NanGuardMode is NanGuardMode, "
            "sorted(m.predefined_modes), f([0.0]).tolist(), type(opspec.compile.get_default_mode()).__name__]))")
    for flags, default in (("", "Mode"), ("mode=NanGuardMode", "NanGuardMode")):
        out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True,
                             env=dict(os.environ, OPSPEC_FLAGS=flags)).stdout
        assert json.loads(out.strip().splitlines()[-1]) == [
            False if not flags else True, "DebugMode", True,
            ["DebugMode", "FAST_COMPILE", "FAST_RUN", "NanGuardMode"], [1.0], default]
