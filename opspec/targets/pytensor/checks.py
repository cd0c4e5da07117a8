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


class _Built:
    """One op on one sample, as a graph: its input values, symbolic inputs and outputs."""

    def __init__(self, case):
        op, sample = case.op, case.op.samples[case.sample]
        self.values = _values(op, case.sample)
        self.inputs = symbolic_inputs(self.values)
        self.outputs = tensor_op(case.module, op, sample)(*self.inputs, return_list=True)


#: (module, backend) -> {(op, sample): (_Built, results)}: every sample of a spec module compiled
#: as one function per backend (one compile instead of one per sample)
_batches: dict = {}


def _batch(case, backend):
    """The batch holding ``case``: its module's samples whose op the generator lowered to
    ``backend``, or those it did not (Numba runs them in object mode: a function PyTensor cannot
    cache, kept apart from the one it can)."""
    lowered = (case.op.name, backend) not in case.module.NOT_LOWERED
    linked = backend == "c" and _c_linked(case.op, case.module)
    key = (case.module.__name__, backend, lowered, linked)
    if key not in _batches:
        import pytensor
        built = {}
        for op in case.spec.ops:
            if ((op.name, backend) not in case.module.NOT_LOWERED) != lowered or \
                    (backend == "c" and _c_linked(op, case.module) != linked):
                continue
            for k in range(len(op.samples) if lowered else 1):
                built[(op.name, k)] = _Built(Case(case.spec, op, k, case.check, case.module))
        inputs = [i for b in built.values() for i in b.inputs]
        outputs = [o for b in built.values() for o in b.outputs]
        with warnings.catch_warnings(record=True) as said:
            warnings.simplefilter("always")
            f = pytensor.function(inputs, outputs, mode=_C_LINKED() if linked else mode_of(backend))
        _check_fallbacks(case, backend, lowered, {name for name, _ in built}, said, None if linked else f)
        values = [v for b in built.values() for v in b.values]
        originals = [v.copy() for v in values]
        results = iter(np.asarray(r) for r in f(*values))
        for before, after in zip(originals, values):
            np.testing.assert_array_equal(before, after, err_msg=f"{case.spec.module}: an op modified its input")
        _batches[key] = {name: (b, [next(results) for _ in b.outputs]) for name, b in built.items()}
    return _batches[key]


def _check_fallbacks(case, backend, lowered, names, said, f):
    """Ops the generator lowered to ``backend`` run there, not in a fallback: no Numba
    object-mode warning, and ops with a C kernel run it in C mode; ops it did not lower to Numba
    do fall back to object mode (NOT_LOWERED is honest both ways). ``f``: the function compiled
    with the VM (None: compiled by the C linker, which has no fallback)."""
    fallbacks = [str(w.message) for w in said if "object mode" in str(w.message)]
    where = f"{case.spec.module} ({', '.join(sorted(names))})"
    if backend == "numba" and lowered:
        assert not fallbacks, f"{where}: lowered to Numba, but Numba fell back: {fallbacks}"
    if backend == "numba" and not lowered:
        silent = [n for n in names if not any(n in message for message in fallbacks)]
        assert not silent, f"{silent}: listed as not lowered to Numba, but Numba compiled them ({fallbacks})"
    if backend == "c" and f is not None:
        from opspec.targets.pytensor.runtime import SpecOp
        for node, thunk in zip(f.vm.nodes, f.vm.thunks):
            if isinstance(node.op, SpecOp) and node.op.has_c:
                assert getattr(thunk, "impl", None) == "c", f"{where}: {node.op} has a C kernel but ran in Python"


def _c_linked(op, module) -> bool:
    """Elementwise ops with C code: all of a module's compiled as one C module (PyTensor's C
    linker), one compiler run instead of one per node."""
    return op.elemwise and (op.name, "C") not in module.NOT_LOWERED


def _PYTHON():
    """Gradients are checked on perform (no compiler runs): their formulas are what is tested."""
    from pytensor.compile.mode import Mode
    return Mode(linker="py", optimizer="fast_compile")


def _C_LINKED():
    from pytensor.compile.mode import Mode
    return Mode(linker="c", optimizer="fast_run")


def check_values(case, backend: str):
    """The op on the sample in ``backend``'s mode (all samples of the module compiled together):
    outputs equal the reference, have the dtype of the spec's rule and the static shape of the
    node. An op the generator did not lower to JAX must be refused by JAX."""
    import pytensor
    op, module, sample = case.op, case.module, case.op.samples[case.sample]
    why = module.NOT_LOWERED.get((op.name, backend))
    if backend == "jax" and why is not None:
        built = _Built(case)
        try:
            pytensor.function(built.inputs, built.outputs, mode=mode_of(backend))
        except NotImplementedError:
            raise NotApplicable(f"not lowered to JAX: {why}") from None
        raise AssertionError(f"{op.name} is listed as not lowered to JAX ({why}), but JAX compiled it")
    if why is not None and case.sample > 0:
        raise NotApplicable(f"not lowered to {backend} ({why}): PyTensor runs its perform there, checked on "
                            "sample 0 (the C-mode cases check perform on every sample)")
    built, results = _batch(case, backend)[(op.name, case.sample)]
    values, outputs = built.values, built.outputs
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

    wrt = [i for i in wrt if values[i].size]      # verify_grad cannot compare an empty gradient
    if not wrt:
        raise NotApplicable("empty inputs: nothing to differentiate")
    xs = symbolic_inputs([values[i] for i in wrt])
    outs = fun(*xs)
    if not any(o.type.dtype.startswith("float") for o in outs):
        # integer or bool outputs: the gradient must be zero (or undefined), not a finite difference
        cost = pt.add(*[pt.sum(pt.cast(o, "float64")) for o in outs]) if len(outs) > 1 else \
            pt.sum(pt.cast(outs[0], "float64"))
        grads = pytensor.grad(cost, xs, disconnected_inputs="ignore", null_gradients="return")
        defined = [(x, g) for x, g in zip(xs, grads) if not isinstance(g.type, NullType)]
        got = pytensor.function([x for x, _ in defined], [g for _, g in defined], mode=_PYTHON(),
                                on_unused_input="ignore")(*[values[wrt[xs.index(x)]] for x, _ in defined]) \
            if defined else []
        for (x, _), g in zip(defined, got):
            assert not np.any(g), f"{op.name}: integer outputs, but a nonzero gradient {g}"
        return
    evaluated = pytensor.function(xs, outs, mode=_PYTHON())(*[values[i] for i in wrt])
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
                                  mode=_PYTHON(), eps=step, abs_tol=sample.atol or abs_tol,
                                  rel_tol=sample.rtol or rel_tol)


def _has_shape_rule(op) -> bool:
    return bool(op.shape) or op.elemwise or op.reduce is not None


#: module -> {(op, sample): (the op's class, shapes given by infer_shape, shapes computed, and
#: the shape graph's apply nodes)}: a module's shape graphs compiled as one function, its ops as another
_shape_batches: dict = {}


def _shape_batch(case):
    key = case.module.__name__
    if key not in _shape_batches:
        import pytensor
        from pytensor.compile.mode import Mode
        from pytensor.graph.basic import ancestors
        built = {}
        for op in case.spec.ops:
            if not _has_shape_rule(op):
                continue
            for k in range(len(op.samples)):
                built[(op.name, k)] = _Built(Case(case.spec, op, k, "infer_shape", case.module))
        inputs = [i for b in built.values() for i in b.inputs]
        shapes = [o.shape for b in built.values() for o in b.outputs]
        mode = Mode(linker="py", optimizer="fast_run")
        shape_f = pytensor.function(inputs, shapes, mode=mode, on_unused_input="ignore")
        real_f = pytensor.function(inputs, [o for b in built.values() for o in b.outputs], mode=mode)
        values = [v for b in built.values() for v in b.values]
        got, real = iter(shape_f(*values)), iter(real_f(*values))
        graph_outputs = iter(shape_f.maker.fgraph.outputs)
        _shape_batches[key] = {}
        for name, b in built.items():
            n = len(b.outputs)
            outs = [next(graph_outputs) for _ in range(n)]
            ours = type(b.outputs[0].owner.op) if not case.spec.op(name[0]).elemwise else \
                type(b.outputs[0].owner.op.scalar_op)
            _shape_batches[key][name] = (ours, [tuple(next(got)) for _ in range(n)],
                                         [np.shape(next(real)) for _ in range(n)],
                                         [v.owner for v in ancestors(outs) if v.owner is not None])
    return _shape_batches[key]


def check_infer_shape(case):
    """The shape graph of each output, rewritten by PyTensor's shape inference, no longer runs
    the op, and gives the shape the op computes (a module's samples compiled together)."""
    op = case.op
    if not _has_shape_rule(op):
        raise NotApplicable(f"{op.name} declares no shape rule")
    ours, got, computed, nodes = _shape_batch(case)[(op.name, case.sample)]
    for node in nodes:
        inner = getattr(node.op, "scalar_op", node.op)
        assert not isinstance(inner, ours) and not isinstance(node.op, ours), \
            f"{op.name}: the shape graph still runs the op ({node})"
    assert got == computed, f"{op.name}: infer_shape gives {got}, the op computes {computed}"


def _inplace_variant(op, module, sample):
    if op.elemwise:
        from pytensor.tensor.elemwise import Elemwise
        scalar = getattr(module, op.name)(**dict(sample.props)) if op.props else getattr(module, op.name)()
        return Elemwise(scalar, {o: i[0] for o, i in op.destroy_map.items()})
    cls = getattr(module, f"{op.name}Inplace")
    return cls(**dict(sample.props)) if op.props else cls()


def _inplace_ready(case):
    """(values, destroyed input indices) of the case, or NotApplicable when its inputs cannot
    hold the output (another dtype or shape)."""
    op, module, sample = case.op, case.module, case.op.samples[case.sample]
    if not op.inplace:
        raise NotApplicable(f"{op.name} has no inplace variant")
    values = _values(op, case.sample)
    destroyed = sorted({op.input_names.index(i) for _, i in op.inplace})
    out_dtype = expected_dtype(op, op.outputs[0], values, dict(sample.props), module)
    shape = np.broadcast_shapes(*[v.shape for v in values]) if op.elemwise else None
    for j in destroyed:
        if values[j].dtype.name != out_dtype or (shape is not None and values[j].shape != shape):
            raise NotApplicable(f"input {op.input_names[j]} cannot hold the output here (dtype or shape)")
    return values, destroyed


_inplace_batches: dict = {}


def _inplace_batch(case, linked):
    """Results of the inplace variants of a module's ops: under DebugMode (destroy_map honest,
    nothing else overwritten, perform's contract), and, ``linked``, the elementwise ones as one C
    module (their C code writing into the input)."""
    key = (case.module.__name__, linked)
    if key not in _inplace_batches:
        import pytensor
        from pytensor.compile.debugmode import DebugMode
        entries = {}
        for op in case.spec.ops:
            other = Case(case.spec, op, 0, "inplace", case.module)
            if linked and not _c_linked(op, case.module):
                continue
            try:
                values, destroyed = _inplace_ready(other)
            except NotApplicable:
                continue
            inputs = symbolic_inputs(values)
            sample = op.samples[0]
            entries[op.name] = (values, destroyed, inputs,
                                _inplace_variant(op, case.module, sample)(*inputs, return_list=True))
        # samples hold nan and inf on purpose (numpy's edge values): DebugMode's finiteness check
        # of every value is off, its checks of the Op contract stay on
        mode = _C_LINKED() if linked else DebugMode(check_c_code=False, check_isfinite=False)
        inputs = [i for e in entries.values() for i in e[2]]
        outputs = [o for e in entries.values() for o in e[3]]
        f = pytensor.function(inputs, outputs, mode=mode, accept_inplace=True)
        given = {name: [v.copy() for v in e[0]] for name, e in entries.items()}
        results = iter(f(*[v for g in given.values() for v in g]))
        _inplace_batches[key] = {name: (e[0], e[1], given[name], [next(results) for _ in e[3]])
                                 for name, e in entries.items()}
    return _inplace_batches[key]


def check_inplace(case):
    """The inplace variant, under DebugMode and (elementwise ops) compiled to C: the reference,
    written into its input."""
    op, module, sample = case.op, case.module, case.op.samples[case.sample]
    _inplace_ready(case)
    for linked in (False, True) if _c_linked(op, module) else (False,):
        values, destroyed, given, results = _inplace_batch(case, linked)[op.name]
        expected = reference(op, sample, [v.copy() for v in values], module)
        for want, got in zip(expected, results):
            assert_allclose(np.asarray(want).astype(got.dtype), got, rtol=sample.rtol, atol=sample.atol)
        for j in destroyed:
            assert_allclose(np.asarray(expected[0]).astype(given[j].dtype), given[j], rtol=sample.rtol,
                            atol=sample.atol)


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
    """One Case per op, sample and check of ``specs`` generated into ``package``; the inplace
    check (DebugMode, slow) on the op's first sample only."""
    import importlib
    out = []
    for spec in specs:
        module = importlib.import_module(f"{package}.{spec.module}")
        for op in spec.ops:
            if (op.name, "PyTensor") in module.NOT_LOWERED:     # not generated (a random: op)
                continue
            for k in range(len(op.samples)):
                out += [Case(spec, op, k, check, module) for check in (checks or CHECKS)
                        if check != "inplace" or k == 0]
    return out
