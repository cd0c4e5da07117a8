"""C thunks: run the kernel a node's op describes (``op.c_kernel(node)``: opspec.kernels.model)
with preallocated or reused outputs.

Why the thunk is generated Python: the per-call cost of a C node is Python's (a kernel on ten
elements takes nanoseconds), so everything that does not depend on the values is decided at
make_thunk time and the body is unrolled per arity: no loops, no star-args, cffi buffers
allocated once. A kernel that does not compile makes its op run ``perform`` (one warning), and
the other kernels of the module are built without it.
"""
from __future__ import annotations

import warnings
from collections import namedtuple

import numpy as np

from opspec.configuration import config
from opspec.kernels.abi import ERRLEN, Status
from opspec.kernels.shapes import broadcast_shapes
from opspec.link.c.build import CompilerNotFound
from opspec.link.c.cache import CacheDirError, caller_level, compiled_code
from opspec.kernels.model import Broadcast, KernelCall, Like, Reduce
from opspec.link.c.module import _warned, unit_for


class CKernelWarning(UserWarning):
    """An op with C code runs through ``perform`` because its kernel cannot be used."""


def _c_unavailable(op, err, impl, key):
    """A kernel that cannot be used: raise when C is required, else warn once and use perform
    (once per process for what stops every kernel: no compiler, an unusable cache)."""
    if impl == "c" or config.on_c_error == "raise":
        raise err
    if isinstance(err, CacheDirError):
        key = ("cache", str(err))
    if key not in _warned:
        _warned.add(key)
        if isinstance(err, CompilerNotFound):
            what = f"no usable C compiler ({err.summary}); ops run through perform (python:)"
        elif isinstance(err, CacheDirError):
            what = f"{err}\nopspec: ops with C kernels run through perform (python:) instead"
        else:
            what = f"{err}\nopspec: {op} runs through perform (python:) instead"
        warnings.warn(what, CKernelWarning, stacklevel=caller_level())


# ------------------------------------------------------------------ thunks
# (a namedtuple, not typing.NamedTuple: its annotations, strings here, cost a compile() each on import)
Kernel = namedtuple("Kernel", "module fn call name")
Kernel.__doc__ = """The compiled kernel that runs one node: its unit (KernelUnit), function, call
(opspec.kernels.model.KernelCall: the spec, whose operand dtypes the inputs may need a cast to,
the params' values, and how the output shapes follow) and name."""


def find_kernel(node, impl) -> Kernel | None:
    """The kernel ``node``'s op describes for it (``op.c_kernel(node)``), built on first use as
    its own module; None when the node runs ``perform`` (no kernel for these dtypes, or a kernel
    that cannot be built: warned once, or raised when ``impl`` is "c")."""
    op = node.op
    call = op.c_kernel(node)
    if call is None or call.spec is None:
        return None
    unit = unit_for(call.spec).load()
    if unit.failure is not None:
        key = ("no compiler",) if isinstance(unit.failure, CompilerNotFound) else ("module", unit.path)
        _c_unavailable(op, unit.failure, impl, key)
        return None
    if unit.error is not None:
        _c_unavailable(op, unit.error, impl, ("op", unit.path, unit.op))
        return None
    return Kernel(unit, unit.fn, call, unit.name)


def make_c_thunk(node, storage_map, compute_map, impl):
    """A thunk running the C kernel ``node``'s op describes, or None when perform should run:
    code made for the node, or with ``config.fast_call=False`` a ``PlainCThunk``."""
    kernel = find_kernel(node, impl)
    if kernel is None:
        return None
    node.op.prepare_node(node, storage_map, compute_map, impl)
    if not config.fast_call:
        return PlainCThunk(node, storage_map, compute_map, kernel)
    return _build_thunk(node.op, node, storage_map, compute_map, kernel)


def _extra_args(call: KernelCall, node, ffi):
    """Values for the parameters after the fixed four: the params' values in their C form, or a
    reduction's mask of reduced axes."""
    values, keep = [], []
    if call.spec.kind == "reduce":
        axes = set(call.shape.axes)
        mask = ffi.new("char[]", bytes(1 if d in axes else 0 for d in range(node.inputs[0].type.ndim)) + b"\0")
        keep.append(mask)
        return [mask], keep
    for param, value in zip(call.spec.params, call.args):
        if param.type in ("ints", "axes"):
            if value is None:
                values += [ffi.NULL, -1]
            else:
                arr = ffi.new("npy_intp[]", [int(v) for v in value] or [0])
                keep.append(arr)
                values += [arr, len(value)]
        elif param.type == "str":
            arr = ffi.new("char[]", str(value).encode())
            keep.append(arr)
            values.append(arr)
        else:
            values.append(int(value) if isinstance(value, (bool, np.bool_)) else value)
    return values, keep


def _shape_plan(op, node, call: KernelCall):
    """How the thunk gets output shapes and whether it may call the kernel "flat".

    Returns (lines computing ``s0, s1, ...`` from inputs ``x0 ...``, helpers they use, whether
    output ranks need checking, flat) where flat is None (never), or (condition or None,
    per-operand strides of the flat call, extra args of the flat call). Flat means: every operand
    seen as a 1-d run of n elements (the contiguous fast path), which needs only n per call
    instead of every shape and stride.
    """
    nin, nout = len(node.inputs), len(node.outputs)
    spec, shape = call.spec, call.shape
    in_sizes = [np.dtype(x.dtype).itemsize for x in spec.inputs]      # the kernel's dtypes: inputs may be cast
    out_sizes = [np.dtype(x.dtype).itemsize for x in spec.outputs]
    names = [x.name for x in spec.inputs]
    what = str(op)      # once: a fused op's name is built from its graph (~10 us, per call it was most of one)
    if isinstance(shape, Broadcast):
        ndim = node.outputs[0].type.ndim
        relevant = [k for k, v in enumerate(node.inputs) if any(s != 1 for s in v.type.shape)]
        lines, cond = [], None
        if not relevant:
            lines.append(f"    s0 = {(1,) * ndim!r}")
        elif len(relevant) == 1 and node.inputs[relevant[0]].type.ndim == ndim:
            lines.append(f"    s0 = x{relevant[0]}.shape")
        else:
            first, rest = relevant[0], relevant[1:]
            same = "".join(f" or x{k}.shape != s0" for k in rest)
            everything = ", ".join(f"x{k}.shape" for k in range(nin))
            lines += [f"    s0 = x{first}.shape", "    flat = True",
                      f"    if len(s0) != {ndim}{same}:",
                      f"        s0 = bshape(({everything},))", "        flat = False"]
            cond = "flat"
        lines += [f"    s{i} = s0" for i in range(1, nout)]

        def bshape(shapes):
            shape = broadcast_shapes(shapes, what=what, names=names)
            if len(shape) != ndim:
                raise ValueError(f"{op}: the inputs have {len(shape)} dimensions, more than the output's {ndim}")
            return shape
        strides = [size if k in relevant else 0 for k, size in enumerate(in_sizes)] + out_sizes
        return lines, {"bshape": bshape}, False, (cond, [(1, s, True) for s in strides], None)
    if isinstance(shape, Reduce):
        axes = set(shape.axes)
        ndim = max(v.type.ndim for v in node.inputs)
        if shape.keepdims:
            parts = ["1" if d in axes else f"t[{d}]" for d in range(ndim)]
        else:
            parts = [f"t[{d}]" for d in range(ndim) if d not in axes]
        body = ", ".join(parts) + ("," if len(parts) == 1 else "")
        rshape = eval(f"lambda t: ({body})")  # noqa: S307 - built from ints above
        if spec.kind != "reduce":      # a fused reduction: the inputs broadcast first
            def bshape(shapes):
                return broadcast_shapes(shapes, what=what, names=names)
            return [f"    s0 = rshape(bshape(({', '.join(f'x{k}.shape' for k in range(nin))},)))"], \
                {"rshape": rshape, "bshape": bshape}, True, None
        flat = None
        if axes == set(range(ndim)):     # a full reduction of a contiguous x: one 1-d run
            out = [(1, out_sizes[0], False)] if shape.keepdims else [(0, 0, False)]
            flat = (None, [(1, in_sizes[0], True)] + out, [b"\1\0"])
        return ["    s0 = rshape(x0.shape)"], {"rshape": rshape}, False, flat
    if isinstance(shape, Like):
        return [f"    s0 = x{shape.input}.shape"], {}, False, None
    if all(v.type.ndim == 0 for v in node.outputs):     # scalars (sizes, counts): no rule to run per call
        return [f"    s{i} = ()" for i in range(nout)], {}, False, None
    targets = ", ".join(f"s{i}" for i in range(nout)) + ("," if nout == 1 else "")
    return [f"    {targets} = runtime_shapes([{', '.join(f'x{k}' for k in range(nin))}])"], \
        {"runtime_shapes": shape.rule}, True, None


_code_cache: dict[str, object] = {}


def _build_thunk(op, node, storage_map, compute_map, kernel: Kernel):
    """The node's thunk, whose code is generated and compiled when first called or
    ``resolve()``d: the VM resolves the thunks it runs, while a node inside a C program runs
    its own only when the program cannot (unaligned arrays), so most are never made."""
    made = []

    def resolve():
        if not made:
            real = _make_thunk(op, node, storage_map, compute_map, kernel)
            real.__dict__.update(attrs)
            made.append(real)
        return made[0]

    def thunk():
        return resolve()()

    attrs = dict(inputs=[storage_map[v] for v in node.inputs], outputs=[storage_map[v] for v in node.outputs],
                 lazy=False, impl="c", kernel=kernel.name, c_kernel=kernel, perform=op.perform)
    thunk.__dict__.update(attrs, resolve=resolve)
    return thunk


def _make_thunk(op, node, storage_map, compute_map, kernel: Kernel):
    mod, fn, call, _ = kernel
    kin = [x.dtype for x in call.spec.inputs]
    kout = [x.dtype for x in call.spec.outputs]
    ffi = mod.ffi
    nin, nout = len(node.inputs), len(node.outputs)
    in_nd = [v.type.ndim for v in node.inputs]
    out_nd = [v.type.ndim for v in node.outputs]
    ns = {
        "ndarray": np.ndarray, "asarray": np.asarray, "empty": np.empty, "fn": fn,
        "fb": ffi.from_buffer, "addr": lambda v: ffi.cast("char *", v.__array_interface__["data"][0]),
        "data": ffi.new("char *[]", max(1, nin + nout)), "ndims": ffi.new("int[]", in_nd + out_nd or [0]),
        "dims": ffi.new("npy_intp[]", max(1, 2 * sum(in_nd + out_nd))),
        "err": ffi.new(f"char[{ERRLEN}]"), "string": ffi.string,
    }
    extra, keep = _extra_args(call, node, ffi)
    ns["keep"] = keep
    for k, value in enumerate(extra):
        ns[f"e{k}"] = value
    args = "".join(f", e{k}" for k in range(len(extra)))
    lines = ["def thunk():"]
    for k in range(nin):
        ns[f"ic{k}"], ns[f"d{k}"] = storage_map[node.inputs[k]], np.dtype(kin[k])
        lines += [f"    x{k} = ic{k}[0]",
                  f"    if type(x{k}) is not ndarray or x{k}.dtype is not d{k}:",
                  f"        x{k} = asarray(x{k}, d{k})",
                  f"    if x{k}.ndim != {in_nd[k]}:",
                  f"        bad_rank('input', {k}, x{k}.ndim, {in_nd[k]})"]
    shape_lines, helpers, check_rank, flat = _shape_plan(op, node, call)
    ns.update(helpers)
    lines += shape_lines
    for i in range(nout):
        ns[f"oc{i}"], ns[f"cm{i}"] = storage_map[node.outputs[i]], compute_map[node.outputs[i]]
        ns[f"o_dt{i}"] = np.dtype(kout[i])
        destroyed = op.destroy_map.get(i)
        if destroyed:
            j = destroyed[0]
            lines += [f"    o{i} = x{j}",
                      f"    if o{i}.shape != s{i} or not o{i}.flags.writeable:",
                      f"        bad_destroy({i}, {j}, o{i}, s{i})"]
        else:
            lines += [f"    o{i} = oc{i}[0]",
                      f"    if o{i} is None or o{i}.shape != s{i} or o{i}.dtype is not o_dt{i} "
                      f"or not o{i}.flags.writeable:",
                      f"        o{i} = empty(s{i}, o_dt{i})"]
        if check_rank:  # a shape rule could give the wrong rank; the kernel trusts ndims
            lines += [f"    if len(s{i}) != {out_nd[i]}:", f"        bad_rank('output', {i}, len(s{i}), {out_nd[i]})"]
    operands = [f"x{k}" for k in range(nin)] + [f"o{i}" for i in range(nout)]
    listed = ", ".join(operands)
    general = [f"def general({listed}):"]
    for k, v in enumerate(operands):
        general += ["    try:", f"        data[{k}] = fb({v})", "    except ValueError:",
                    f"        data[{k}] = addr({v})"]
    total = 2 * sum(in_nd + out_nd)
    if total:
        general.append(f"    dims[0:{total}] = {' + '.join(f'{v}.shape + {v}.strides' for v in operands)}")
    general.append(f"    return fn(data, ndims, dims, err{args})")
    if flat is None:
        lines.append(f"    r = general({listed})")
    else:
        cond, layout, flat_extra = flat
        ns["fndims"] = ffi.new("int[]", [nd for nd, _, _ in layout])
        ns["fdims"] = ffi.new("npy_intp[]", [v for nd, st, _ in layout for v in ((1, st) if nd else ())] or [0])
        n_at = [2 * j for j, (_, _, sized) in enumerate([x for x in layout if x[0]]) if sized]
        if flat_extra is not None:
            keep.extend(ffi.new("char[]", b) for b in flat_extra)
            flat_args = "".join(f", keep[{len(keep) - len(flat_extra) + j}]" for j in range(len(flat_extra)))
        else:
            flat_args = args
        pad = "    " if cond else ""
        if cond:
            lines += [f"    if not {cond}:", f"        r = general({listed})", "    else:"]
        lines += [f"{pad}    try:"]
        lines += [f"{pad}        data[{k}] = fb({v})" for k, v in enumerate(operands)]
        lines += [f"{pad}    except ValueError:", f"{pad}        r = general({listed})", f"{pad}    else:",
                  f"{pad}        n = x0.size" if isinstance(call.shape, Reduce) else f"{pad}        n = o0.size"]
        lines += [f"{pad}        fdims[{j}] = n" for j in n_at]
        lines += [f"{pad}        r = fn(data, fndims, fdims, err{flat_args})"]
    lines += ["    if r:",
              f"        if r == {int(Status.UNALIGNED)}:",
              "            return py()",
              "        fail()"]
    for i in range(nout):
        lines += [f"    oc{i}[0] = o{i}", f"    cm{i}[0] = True"]
    lines += [""] + general
    # everything the thunk uses is a closure variable of a factory: no global lookups per call
    params = sorted(set(ns) | {"fail", "bad_rank", "bad_destroy", "py"})
    source = f"def factory({', '.join(params)}):\n" + "".join(
        f"    {line}\n" if line else "\n" for line in lines) + "    return thunk\n"
    code = _code_cache.get(source)
    if code is None:
        # shared by nodes of one layout, and by processes through the cache directory
        code = _code_cache[source] = compiled_code(source, "<C thunk>")

    def fail():
        message = ns["string"](ns["err"]).decode(errors="replace")
        if message.startswith("IndexError: "):      # FAIL("IndexError: ...") for indexing kernels
            raise IndexError(f"{op}: {message[len('IndexError: '):]}")
        raise ValueError(f"{op}: {message}")

    def bad_rank(what, k, got, want):
        names = [x.name for x in (call.spec.inputs if what == "input" else call.spec.outputs)]
        raise ValueError(f"{op}: {what} {names[k] if k < len(names) else k} has {got} dimensions, "
                         f"the node expects {want}")

    def bad_destroy(i, j, value, shape):
        raise ValueError(f"{op}: output {i} (shape {shape}) cannot be written into input {j} "
                         f"(shape {value.shape}{'' if value.flags.writeable else ', read-only'})")

    ns.update(fail=fail, bad_rank=bad_rank, bad_destroy=bad_destroy,
              py=op.make_py_thunk(node, storage_map, compute_map, []))
    scope: dict = {}
    exec(code, scope)  # noqa: S102 - our own template; values arrive as arguments
    return scope["factory"](*[ns[p] for p in params])  # see vm._compile_closure


class PlainCThunk:
    """A C node's call in plain Python, to step through (``config.fast_call=False``): what the
    generated thunk does, one statement at a time and without its shortcuts (the flat call of
    contiguous operands, code made per node)."""

    lazy, impl = False, "c"

    def __init__(self, node, storage_map, compute_map, kernel: Kernel):
        op = node.op
        self.op, self.node, self.c_kernel, self.kernel, self.perform = op, node, kernel, kernel.name, op.perform
        self.spec, self.ffi = kernel.call.spec, kernel.module.ffi
        self.inputs = [storage_map[v] for v in node.inputs]
        self.outputs = [storage_map[v] for v in node.outputs]
        self.computed = [compute_map[v] for v in node.outputs]
        self.extra, self.keep = _extra_args(kernel.call, node, self.ffi)
        self.error = self.ffi.new(f"char[{ERRLEN}]")
        self.py = op.make_py_thunk(node, storage_map, compute_map, [])

    def __call__(self):
        op, node, ffi, spec = self.op, self.node, self.ffi, self.spec
        xs = []
        for cell, operand, var in zip(self.inputs, spec.inputs, node.inputs):
            x = np.asarray(cell[0], operand.dtype)
            if x.ndim != var.type.ndim:
                raise ValueError(f"{op}: input {operand.name} has {x.ndim} dimensions, the node expects "
                                 f"{var.type.ndim}")
            xs.append(x)
        outs = [self._output(i, shape, xs) for i, shape in enumerate(self._output_shapes(xs))]
        operands = xs + outs
        data = ffi.new("char *[]", [_pointer(ffi, v) for v in operands] or [ffi.NULL])
        ndims = ffi.new("int[]", [v.ndim for v in operands] or [0])
        dims = ffi.new("npy_intp[]", [d for v in operands for d in (*v.shape, *v.strides)] or [0])
        status = self.c_kernel.fn(data, ndims, dims, self.error, *self.extra)
        if status == Status.UNALIGNED:      # the kernel declines these arrays: perform computes them
            return self.py()
        if status:
            message = ffi.string(self.error).decode(errors="replace")
            if message.startswith("IndexError: "):
                raise IndexError(f"{op}: {message[len('IndexError: '):]}")
            raise ValueError(f"{op}: {message}")
        for cell, flag, value in zip(self.outputs, self.computed, outs):
            cell[0] = value
            flag[0] = True

    def _output_shapes(self, xs) -> list[tuple]:
        """The outputs' shapes as the kernel's call says they follow from the inputs'."""
        op, node, shape = self.op, self.node, self.c_kernel.call.shape
        names = [x.name for x in self.spec.inputs]
        if isinstance(shape, Like):
            return [xs[shape.input].shape]
        if isinstance(shape, (Broadcast, Reduce)):
            if isinstance(shape, Reduce) and self.spec.kind == "reduce":
                full = xs[0].shape
            else:
                full = broadcast_shapes([x.shape for x in xs], what=str(op), names=names)
            if isinstance(shape, Broadcast):
                if len(full) != node.outputs[0].type.ndim:
                    raise ValueError(f"{op}: the inputs have {len(full)} dimensions, more than the output's "
                                     f"{node.outputs[0].type.ndim}")
                return [full] * len(node.outputs)
            axes = set(shape.axes)
            return [tuple(1 if d in axes else n for d, n in enumerate(full) if shape.keepdims or d not in axes)]
        shapes = [tuple(s) for s in shape.rule(xs)]
        for operand, got, var in zip(self.spec.outputs, shapes, node.outputs):
            if len(got) != var.type.ndim:
                raise ValueError(f"{op}: output {operand.name} has {len(got)} dimensions, the node expects "
                                 f"{var.type.ndim}")
        return shapes

    def _output(self, i, shape, xs):
        """Output ``i``'s array: the input it overwrites, last call's when it fits, or a new one."""
        destroyed = self.op.destroy_map.get(i)
        if destroyed:
            out = xs[destroyed[0]]
            if out.shape != shape or not out.flags.writeable:
                raise ValueError(f"{self.op}: output {i} (shape {shape}) cannot be written into input "
                                 f"{destroyed[0]} (shape {out.shape}{'' if out.flags.writeable else ', read-only'})")
            return out
        out, dtype = self.outputs[i][0], np.dtype(self.spec.outputs[i].dtype)
        if out is None or out.shape != shape or out.dtype != dtype or not out.flags.writeable:
            out = np.empty(shape, dtype)
        return out


def _pointer(ffi, array):
    """A char * to ``array``'s data (read-only arrays too, which ``from_buffer`` refuses)."""
    try:
        return ffi.from_buffer(array)
    except ValueError:
        return ffi.cast("char *", array.__array_interface__["data"][0])
