"""The spec-driven checks, on the PyTensor target, with PyTensor's own tools.

For each op and sample of specs generated with ``--target pytensor``: the values and dtypes
against the spec's reference in PyTensor's C (CVM), Numba and JAX modes; the gradient with
``pytensor.gradient.verify_grad``; ``infer_shape`` against the computed shape, with the op gone
from the shape graph; the inplace variants under PyTensor's DebugMode. A backend the generator
said it does not lower the op to (the module's ``NOT_LOWERED``) must refuse it as said: JAX
cannot compile it, Numba runs it in object mode with a warning.

:func:`cases` lists them for pytest (``tests/targets``); each raises ``NotApplicable`` (a skip
with its reason) where a check does not apply.
"""
from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import Any

import numpy as np

from opspec.gradient.verify import numeric_tolerances
from opspec.testing.asserts import assert_allclose
from opspec.testing.spec_checks import NotApplicable, expected_dtype, reference, sample_values

__all__ = ["CHECKS", "BACKENDS", "Case", "cases", "generate_package"]

#: backend -> PyTensor mode: C through the C VM, Numba, JAX
BACKENDS = ("c", "numba", "jax")


def mode_of(backend: str):
    from pytensor.compile.mode import Mode
    return {"c": Mode(linker="cvm", optimizer="fast_run"), "numba": "NUMBA", "jax": "JAX"}[backend]


def tensor_op(module, op, sample):
    """The op as PyTensor users call it: Elemwise(scalar op) for an elementwise spec."""
    cls = getattr(module, op.name)
    instance = cls(**dict(sample.props)) if op.props else cls()
    if op.elemwise:
        from pytensor.tensor.elemwise import Elemwise
        return Elemwise(instance)
    return instance


def symbolic_inputs(values):
    """One input per value; a size-1 dimension is static (PyTensor broadcasts only those)."""
    import pytensor.tensor as pt
    return [pt.tensor(dtype=v.dtype.name, shape=tuple(1 if s == 1 else None for s in v.shape), name=f"in{k}")
            for k, v in enumerate(values)]


def _values(op, k, seed=1234):
    return sample_values(op, op.samples[k], np.random.default_rng(seed + k))


def check_values(case, backend: str):
    """Compile the op on the sample in ``backend``'s mode; outputs equal the reference, have the
    dtype of the spec's rule and the static shape of the node; inputs are left alone."""
    import pytensor
    op, module, sample = case.op, case.module, case.op.samples[case.sample]
    values = _values(op, case.sample)
    inputs = symbolic_inputs(values)
    outputs = tensor_op(module, op, sample)(*inputs, return_list=True)
    why = module.NOT_LOWERED.get((op.name, backend))
    if backend == "jax" and why is not None:
        try:
            pytensor.function(inputs, outputs, mode=mode_of(backend))
        except NotImplementedError:
            raise NotApplicable(f"not lowered to JAX: {why}") from None
        raise AssertionError(f"{op.name} is listed as not lowered to JAX ({why}), but JAX compiled it")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")     # Numba's object-mode fallback warns, as it should
        f = pytensor.function(inputs, outputs, mode=mode_of(backend))
    originals = [v.copy() for v in values]
    results = [np.asarray(r) for r in f(*values)]
    for before, after in zip(originals, values):
        np.testing.assert_array_equal(before, after, err_msg=f"{op.name} modified its input")
    expected = reference(op, sample, [v.copy() for v in values], module)
    props = dict(sample.props)
    for out_spec, var, got, want in zip(op.outputs, outputs, results, expected):
        want = np.asarray(want)
        rule = expected_dtype(op, out_spec, values, props, module)
        assert var.type.dtype == rule, f"{op.name}.{out_spec.name}: the rule gives {rule}, the node {var.type.dtype}"
        assert got.dtype.name == var.type.dtype, f"{op.name}.{out_spec.name}: {backend} gave {got.dtype}, " \
                                                 f"the node says {var.type.dtype}"
        for static, size in zip(var.type.shape, got.shape):
            assert static is None or static == size, f"{op.name}: static shape {var.type.shape}, value {got.shape}"
        assert got.shape == want.shape, f"{op.name}.{out_spec.name}: shape {got.shape}, reference {want.shape}"
        assert_allclose(want.astype(got.dtype), got, rtol=sample.rtol, atol=sample.atol)


def check_grad(case):
    """pytensor.gradient.verify_grad with respect to the float inputs (the others held fixed)."""
    import pytensor
    import pytensor.tensor as pt
    from pytensor.graph.null_type import NullType
    op, sample = case.op, case.op.samples[case.sample]
    if not sample.grad:
        raise NotApplicable(f"sample {case.sample} is marked grad: false")
    values = _values(op, case.sample, seed=4321)
    kinds = {i.name: next((g.kind for g in (op.derivative or op.grad) if g.input == i.name), None)
             for i in op.inputs}
    declared = list(op.inputs)
    wrt = [i for i, v in enumerate(values) if v.dtype.kind == "f" and kinds[declared[min(i, len(declared) - 1)].name]
           not in ("undefined", "not_implemented", "disconnected", "zero")]
    if not wrt:
        raise NotApplicable("no float input with a gradient")
    instance = tensor_op(case.module, op, sample)

    def fun(*xs):
        args = [pt.constant(v) for v in values]
        for i, x in zip(wrt, xs):
            args[i] = x
        return instance(*args, return_list=True)

    if not any(values[i].size for i in wrt):
        raise NotApplicable("empty inputs: nothing to differentiate")
    xs = symbolic_inputs([values[i] for i in wrt])
    outs = fun(*xs)
    if not any(o.type.dtype.startswith("float") for o in outs):
        # integer or bool outputs: the gradient must be zero (or undefined), not a finite difference
        cost = pt.add(*[pt.sum(pt.cast(o, "float64")) for o in outs]) if len(outs) > 1 else \
            pt.sum(pt.cast(outs[0], "float64"))
        grads = pytensor.grad(cost, xs, disconnected_inputs="ignore", null_gradients="return")
        defined = [(x, g) for x, g in zip(xs, grads) if not isinstance(g.type, NullType)]
        got = pytensor.function([x for x, _ in defined], [g for _, g in defined], mode="FAST_COMPILE",
                                on_unused_input="ignore")(*[values[wrt[xs.index(x)]] for x, _ in defined]) \
            if defined else []
        for (x, _), g in zip(defined, got):
            assert not np.any(g), f"{op.name}: integer outputs, but a nonzero gradient {g}"
        return
    evaluated = pytensor.function(xs, outs, mode="FAST_COMPILE")(*[values[i] for i in wrt])
    largest = max((np.max(np.abs(r[np.isfinite(r)].astype(np.float64)), initial=0)
                   for r in map(np.asarray, evaluated) if r.dtype.kind == "f"), default=0)
    if largest > 1e100:
        raise NotApplicable(f"outputs reach {largest:.0e}: verify_grad's random projection of all outputs "
                            "cannot resolve the finite differences of the small ones (the values check covers it)")
    step, abs_tol, rel_tol = numeric_tolerances([v.dtype for v in values] + [o.type.dtype for o in outs])

    def projected(*xs):
        floats = [o for o in fun(*xs) if o.type.dtype.startswith("float")]
        return floats[0] if len(floats) == 1 else pt.add(*[o.sum() for o in floats])

    pytensor.gradient.verify_grad(projected, [values[i] for i in wrt], rng=np.random.default_rng(7 + case.sample),
                                  mode="FAST_COMPILE", eps=step, abs_tol=sample.atol or abs_tol,
                                  rel_tol=sample.rtol or rel_tol)


def check_infer_shape(case):
    """The shape graph of each output, rewritten by PyTensor's shape inference, no longer runs
    the op, and gives the shape the op computes."""
    import pytensor
    from pytensor.compile.mode import Mode
    op, sample = case.op, case.op.samples[case.sample]
    if not op.shape and not op.elemwise and op.reduce is None:
        raise NotApplicable(f"{op.name} declares no shape rule")
    values = _values(op, case.sample)
    inputs = symbolic_inputs(values)
    outputs = tensor_op(case.module, op, sample)(*inputs, return_list=True)
    mode = Mode(linker="py", optimizer="fast_run")
    shapes = pytensor.function(inputs, [o.shape for o in outputs], mode=mode, on_unused_input="ignore")
    ours = type(outputs[0].owner.op) if not op.elemwise else type(outputs[0].owner.op.scalar_op)
    for node in shapes.maker.fgraph.apply_nodes:
        inner = getattr(node.op, "scalar_op", node.op)
        assert not isinstance(inner, ours) and not isinstance(node.op, ours), \
            f"{op.name}: the shape graph still runs the op ({node})"
    got = [tuple(s) for s in shapes(*values)]
    real = pytensor.function(inputs, outputs, mode=mode)(*values)
    assert got == [np.shape(r) for r in real], f"{op.name}: infer_shape gives {got}, the op {[np.shape(r) for r in real]}"


def check_inplace(case):
    """The inplace variant under DebugMode (which checks destroy_map, perform against C, and
    that nothing else is overwritten); its result is the reference, written into its input."""
    import pytensor
    op, module, sample = case.op, case.module, case.op.samples[case.sample]
    if not op.inplace:
        raise NotApplicable(f"{op.name} has no inplace variant")
    values = _values(op, case.sample)
    destroyed = {op.input_names.index(i) for _, i in op.inplace}
    out_dtypes = [expected_dtype(op, o, values, dict(sample.props), module) for o in op.outputs]
    shape = np.broadcast_shapes(*[v.shape for v in values]) if op.elemwise else None
    for j in destroyed:
        if values[j].dtype.name != out_dtypes[0] or (shape is not None and values[j].shape != shape):
            raise NotApplicable(f"input {op.input_names[j]} cannot hold the output here (dtype or shape)")
    inputs = symbolic_inputs(values)
    if op.elemwise:
        from pytensor.tensor.elemwise import Elemwise
        scalar = getattr(module, op.name)(**dict(sample.props)) if op.props else getattr(module, op.name)()
        variant = Elemwise(scalar, {o: i[0] for o, i in op.destroy_map.items()})
    else:
        cls = getattr(module, f"{op.name}Inplace")
        variant = cls(**dict(sample.props)) if op.props else cls()
    outputs = variant(*inputs, return_list=True)
    f = pytensor.function(inputs, outputs, mode="DebugMode", accept_inplace=True)
    expected = reference(op, sample, [v.copy() for v in values], module)
    given = [v.copy() for v in values]
    results = f(*given)
    for want, got in zip(expected, results):
        assert_allclose(np.asarray(want).astype(got.dtype), got, rtol=sample.rtol, atol=sample.atol)
    for j in destroyed:
        assert_allclose(np.asarray(expected[0]).astype(given[j].dtype), given[j])


#: check name -> function(case)
CHECKS = {"c": lambda case: check_values(case, "c"), "numba": lambda case: check_values(case, "numba"),
          "jax": lambda case: check_values(case, "jax"), "grad": check_grad, "infer_shape": check_infer_shape,
          "inplace": check_inplace}


@dataclass
class Case:
    spec: Any
    op: Any
    sample: int
    check: str
    module: Any

    @property
    def id(self) -> str:
        return f"{self.spec.module}.{self.op.name}[{self.sample}]-{self.check}"

    def __str__(self):
        return self.id

    def __call__(self):
        try:
            CHECKS[self.check](self)
        except NotApplicable as why:
            import pytest
            pytest.skip(str(why))
        except AssertionError as err:
            loc = self.op.samples[self.sample].loc or self.op.loc
            raise AssertionError(f"{loc}: op {self.op.name}: {self.check}: {err}") from err


def generate_package(specs, root, name: str) -> list:
    """Generate ``specs`` for PyTensor as package ``name`` under ``root`` (on sys.path); the notes."""
    import sys
    from pathlib import Path

    from opspec.spec.generate import write_files
    from opspec.targets.pytensor import render_files
    files, notes = render_files(specs, Path(root) / name, package=name)
    write_files(files)
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    return notes


def cases(specs, package: str, checks=None) -> list[Case]:
    import importlib
    out = []
    for spec in specs:
        module = importlib.import_module(f"{package}.{spec.module}")
        for op in spec.ops:
            for k in range(len(op.samples)):
                out += [Case(spec, op, k, check, module) for check in (checks or CHECKS)]
    return out
