"""The C side of the spec-driven checks: an op's C kernel must give what its ``perform`` gives,
on every sample and on layout variants of it.

Variants reuse the sample's values (so domain constraints such as ``log`` of positives still
hold) in other dtypes and layouts: float32 / float64, Fortran order, negative and non-unit
strides, zero strides (read-only broadcast views), broadcast inputs, zero-size and 0-d inputs.
Both sides run the bare node (no rewrites), the C side with the linker forced to C; a variant
that cannot be built (e.g. a 0-d input to a reduction over axis 1) is skipped. Each C node is
also run once more into a preallocated output of its shape, which it must fill in place.
"""
from __future__ import annotations

import numpy as np

from opspec.testing.asserts import assert_allclose
from opspec.testing.spec_checks import make_op, module_of, sample_values, symbolic_inputs

_FLOATS = ("float32", "float64")


def has_c(op) -> bool:
    """Whether the op has a C kernel (a ``builtin:`` op has none: the program runner computes it)."""
    return op.c is not None and op.c.kind != "builtin" or op.reduce is not None


def layout_variants(op, values):
    """(label, values) pairs: the sample and the same data in other dtypes and layouts."""
    out = [("sample", values)]
    classes = [i.dtype for i in op.inputs]
    for dtype in _FLOATS:
        if any(v.dtype.kind == "f" and v.dtype.name != dtype for v in values):
            with np.errstate(over="ignore"):        # a float64 sample of extremes stays extreme
                cast = [v.astype(dtype) if v.dtype.kind == "f" and _admits(c, dtype) else v
                        for v, c in zip(values, classes)]
            out.append((dtype, cast))

    def each(label, fn, when=lambda v: v.ndim >= 1):
        changed = [fn(v) if when(v) else v for v in values]
        if any(c is not v for c, v in zip(changed, values)):
            out.append((label, changed))

    each("fortran", np.asfortranarray, lambda v: v.ndim >= 2)
    each("negative strides", lambda v: np.flip(np.flip(v).copy()))
    each("every other element", _spaced)
    each("zero strides", lambda v: np.broadcast_to(v[..., :1], v.shape), lambda v: v.ndim >= 1 and v.shape[-1] > 1)
    if op.elemwise:
        for k, v in enumerate(values):
            if v.ndim >= 1 and v.shape[0] > 1:
                out.append((f"broadcast input {k}", values[:k] + [v[:1]] + values[k + 1:]))
        ndim = max(v.ndim for v in values)
        each("zero-size", lambda v: v[:0], lambda v: v.ndim == ndim and ndim > 0 and v.shape[0] != 1)
        if all(v.size for v in values):
            out.append(("0-d", [np.asarray(v.reshape(-1)[0]) for v in values]))
    else:
        each("zero-size", lambda v: v[:0])
    return out


def _admits(dtype_class, dtype):
    from opspec.kernels.dtypes import admits
    return admits(dtype_class, dtype)


def _spaced(v):
    big = np.zeros(tuple(2 * s for s in v.shape), dtype=v.dtype)
    view = big[tuple(slice(None, None, 2) for _ in v.shape)]
    view[...] = v
    return view


def _run(f, values):
    try:
        with np.errstate(all="ignore"):     # numpy warns where C cannot; results are compared
            return f(*values), None
    except Exception as err:  # noqa: BLE001 - compared with the other side's
        return None, err


def check_c(spec_file, op, k, rng=None, module=None) -> list[str]:
    """Compare the C kernel with perform on sample k and its variants; return the labels of the
    variants where C really ran (so a caller can tell "no kernel for these dtypes")."""
    from opspec.compile.function import function
    from opspec.compile.mode import Mode

    module = module_of(spec_file, module)
    sample = op.samples[k]
    rng = rng or np.random.default_rng(4321 + k)
    values = sample_values(op, sample, rng)
    c_mode, py_mode = Mode("c", include=(), name="C only"), Mode("py", include=(), name="perform only")
    ran_c = []
    for label, variant in layout_variants(op, values):
        inputs = symbolic_inputs(variant)
        try:
            outputs = make_op(module, op, sample)(*inputs, return_list=True)
        except (TypeError, ValueError):
            continue                    # this variant does not make a valid node
        f_c = function(inputs, outputs, mode=c_mode)
        f_py = function(inputs, outputs, mode=py_mode)
        impls = [impl for node, impl in f_c.node_impls() if type(node.op).__name__ == op.name]
        originals = [v.copy() for v in variant]
        got, c_err = _run(f_c, variant)
        want, py_err = _run(f_py, variant)
        where = f"{op.name} sample {k} ({label}, inputs {[(v.dtype.name, v.shape) for v in variant]})"
        for before, after in zip(originals, variant):
            np.testing.assert_array_equal(before, after, err_msg=f"{where}: C modified an input")
        if py_err is not None or c_err is not None:
            assert type(c_err) is type(py_err), f"{where}: perform gave {py_err!r}, C gave {c_err!r}"
            continue
        for i, (g, w) in enumerate(zip(got, want)):
            assert g.dtype == w.dtype and g.shape == w.shape, \
                f"{where}: output {i} is {g.dtype}{g.shape} from C, {w.dtype}{w.shape} from perform"
            assert_allclose(w, g, rtol=sample.rtol, atol=sample.atol, err_msg=f"{where}: output {i}")
        if "c" in impls:
            ran_c.append(label)
            _check_reuse(inputs, outputs, variant, want, where)
    return ran_c


def _check_reuse(inputs, outputs, values, want, where):
    """Run the C node with output cells already holding arrays of the right shape and dtype (one
    of them non-contiguous): it must write into them, not allocate."""
    from opspec.graph.fg import FunctionGraph
    from opspec.link.vm import link

    fg = FunctionGraph(inputs, outputs, clone=True)
    vm = link(fg, impl="c", allow_gc=False)
    for var, value in zip(fg.inputs, values):
        vm.storage_map[var][0] = value
    planted = []
    for var, w in zip(fg.outputs, want):
        w = np.asarray(w)
        buf = np.full(w.shape[::-1], 7, dtype=w.dtype).T if w.ndim >= 2 else np.full(w.shape, 7, dtype=w.dtype)
        vm.storage_map[var][0] = buf
        planted.append(buf)
    vm()
    for var, buf, w in zip(fg.outputs, planted, want):
        value = vm.storage_map[var][0]
        thunk = vm.thunks[vm.nodes.index(var.owner)]
        if getattr(thunk, "impl", "py") == "c":
            assert value is buf, f"{where}: the C thunk did not reuse its preallocated output"
        assert_allclose(np.asarray(w), value, err_msg=f"{where}: into a preallocated output")
