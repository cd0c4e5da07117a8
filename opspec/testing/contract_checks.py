"""Spec-driven checks of the Op contract's memory promises, and of the whole contract under DebugMode.

* ``check_inplace``: the op's ``<Op>Inplace`` variant (from ``inplace:``), run by perform and
  by C, gives the op's values, writes them into the input it declares, and changes nothing else;
* ``check_view``: outputs share memory only with the inputs ``view:`` declares, and no input
  changes;
* ``check_debugmode``: the op on the sample under DebugMode, which runs every implementation,
  compares them and checks destroy_map, view_map and preallocated outputs.
"""
from __future__ import annotations

import numpy as np

from opspec.testing.asserts import assert_allclose
from opspec.testing.spec_checks import NotApplicable, make_op, module_of, sample_values, symbolic_inputs


def _setup(spec_file, op, k, module, seed):
    module = module_of(spec_file, module)
    sample = op.samples[k]
    values = sample_values(op, sample, np.random.default_rng(seed + k))
    return module, sample, values, symbolic_inputs(values)


def check_debugmode(spec_file, op, k, module=None):
    """The op on sample k compiled and run in DebugMode (raises DebugModeError on a breach)."""
    import opspec

    module, sample, values, inputs = _setup(spec_file, op, k, module, 99)
    outs = make_op(module, op, sample)(*inputs, return_list=True)
    opspec.function(inputs, outs, mode="DebugMode", on_unused_input="ignore")(*values)


def check_inplace(spec_file, op, k, module=None):
    """The inplace variant, on copies of sample k's values, by perform and by C (when it has a
    kernel for them): same values as the op, written into the declared input, no other input
    changed; and in DebugMode."""
    import opspec
    from opspec.graph.fg import FunctionGraph
    from opspec.link.vm import link

    if not op.inplace:
        raise NotApplicable(f"{op.name} declares no inplace: variant")
    module, sample, values, inputs = _setup(spec_file, op, k, module, 7)
    base = make_op(module, op, sample)
    variant_cls = getattr(type(base), "inplace_variant", None)
    assert variant_cls is not None, f"{op.name} declares inplace: but its class has no inplace_variant"
    variant = variant_cls(**base._props_dict()) if base.__props__ else variant_cls()
    outs = base(*inputs, return_list=True)
    for o, i in variant.destroy_map.items():
        if outs[o].type.dtype != values[i[0]].dtype or outs[o].type.ndim != values[i[0]].ndim or \
                (op.elemwise and np.broadcast_shapes(*[v.shape for v in values]) != values[i[0]].shape):
            raise NotApplicable(f"{op.name} sample {k}: output {o} does not fit in input {i[0]}")
    want = opspec.function(inputs, outs, mode="FAST_COMPILE")(*values)
    for impl in ("py", "c"):
        fg = FunctionGraph(inputs, variant(*inputs, return_list=True), clone=True)
        vm = link(fg, impl=impl, allow_gc=False)
        copies = [v.copy() for v in values]
        for var, value in zip(fg.inputs, copies):
            vm.storage_map[var][0] = value
        vm()
        got = [vm.storage_map[v][0] for v in fg.outputs]
        where = f"{op.name}Inplace sample {k} ({impl})"
        for j, (g, w) in enumerate(zip(got, want)):
            assert_allclose(w, g, rtol=sample.rtol, atol=sample.atol, err_msg=f"{where}: output {j}")
        for o, (i,) in variant.destroy_map.items():
            assert got[o] is copies[i] or np.shares_memory(got[o], copies[i]), \
                f"{where}: output {o} was not written into input {i}, as inplace: declares"
        kept = set(range(len(values))) - {i for (i,) in variant.destroy_map.values()}
        for i in kept:
            np.testing.assert_array_equal(copies[i], values[i], err_msg=f"{where}: changed input {i}")
    originals = [v.copy() for v in values]
    got = opspec.function(inputs, variant(*inputs, return_list=True), mode="DebugMode")(*values)
    for j, (g, w) in enumerate(zip(got, want)):
        assert_allclose(w, g, rtol=sample.rtol, atol=sample.atol, err_msg=f"{op.name}Inplace in DebugMode")
    for before, after in zip(originals, values):
        np.testing.assert_array_equal(before, after, err_msg=f"{op.name}Inplace modified the caller's array")


def check_view(spec_file, op, k, module=None):
    """The ``view:`` contract, as perform computes sample k: an output shares memory only with
    the input it is declared a view of (it may be a copy: a view is allowed, not required), and
    the op changes none of its inputs."""
    if not op.view:
        raise NotApplicable(f"{op.name} declares no view:")
    module, sample, values, inputs = _setup(spec_file, op, k, module, 11)
    instance = make_op(module, op, sample)
    node = instance.make_node(*inputs)
    storage = [[None] for _ in node.outputs]
    originals = [v.copy() for v in values]
    instance.perform(node, values, storage)
    declared = {(op.output_names.index(o), op.input_names.index(i)) for o, i in op.view}
    for o, (out,) in enumerate(storage):
        for j, value in enumerate(values):
            if np.shares_memory(out, value) and (o, min(j, len(op.inputs) - 1)) not in declared:
                raise AssertionError(f"{op.name} sample {k}: output {o} shares memory with input {j}, "
                                     "which view: does not declare")
    for j, (before, after) in enumerate(zip(originals, values)):
        np.testing.assert_array_equal(before, after, err_msg=f"{op.name} (a view) changed its input {j}")
