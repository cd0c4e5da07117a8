"""C thunks: load a generated module's kernels (lazily, on the first node that needs them), pick
the kernel for a node's dtypes, and call it with preallocated or reused outputs.

Why the thunk is generated Python: the per-call cost of a C node is Python's (a kernel on ten
elements takes nanoseconds), so everything that does not depend on the values is decided at
make_thunk time and the body is unrolled per arity: no loops, no star-args, cffi buffers
allocated once. A kernel that does not compile makes its op run ``perform`` (one warning), and
the other kernels of the module are built without it.
"""
from __future__ import annotations

import logging
import re
import shlex
import threading
import warnings
from pathlib import Path

import numpy as np

from opspec.configuration import config
from opspec.link.c.build import DEFAULT_FLAGS, CompileError, CompilerNotFound, compile_module
from opspec.link.c.cache import CacheDirError
from opspec.link.c.elemwise_loop import MANIFEST_HEAD, kernel_name, kernel_signature

log = logging.getLogger(__name__)

KERNEL_HEADER = Path(__file__).with_name("opspec_kernel.h")
_CDEF_PRELUDE = "typedef int... npy_intp;\n"
#: the thread settings every module including opspec_kernel.h exports (see there)
_CDEF_OMP = "void opspec_set_omp(int threads, npy_intp threshold);\n"
_DIAG = re.compile(r"^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?:\d+:)? (?P<kind>fatal error|error|warning|note):")
_IN_FUNCTION = re.compile(r"^[^\s:][^:]*: (In function|At top level)")
_NO_LIB = re.compile(r"cannot find -l(\S+?)(?::|\s|$)")


class CKernelWarning(UserWarning):
    """An op with C code runs through ``perform`` because its kernel cannot be used."""


class KernelCompileError(CompileError):
    """One op's kernel does not compile; ``str()`` starts with ``spec:line: op NAME``."""


# ------------------------------------------------------------------ compiler flags
#: -O2 with vectorization: the contiguous loops vectorize as at -O3, and a module with hundreds of
#: instantiations compiles in half the time (no unswitching/peeling of every loop)
KERNEL_FLAGS = ("-O2", "-ftree-vectorize", *(f for f in DEFAULT_FLAGS if not f.startswith("-O")))


def compile_flags() -> tuple[str, ...]:
    """KERNEL_FLAGS while ``config.cflags`` has its default; else the user's flags plus those
    numpy semantics need (no FMA contraction, wrapping ints). Plus ``-fopenmp`` when the
    compiler builds OpenMP code (kernels are serial without it)."""
    if config.cflags.strip() == "-O3 -fno-math-errno":
        return KERNEL_FLAGS + openmp_flags()
    user = shlex.split(config.cflags)
    return (*user, *(f for f in (*DEFAULT_FLAGS, *openmp_flags()) if not f.startswith("-O") and f not in user))


_openmp: tuple[str, ...] | None = None
_openmp_lock = threading.Lock()


def openmp_flags() -> tuple[str, ...]:
    """``("-fopenmp",)`` when the C compiler compiles and links an OpenMP library with it (probed
    once per process, only when a module is loaded), else ``()``."""
    global _openmp
    if _openmp is None:
        with _openmp_lock:
            if _openmp is None:
                _openmp = _probe_openmp()
    return _openmp


def _probe_openmp() -> tuple[str, ...]:
    import os
    import subprocess
    import tempfile
    from opspec.link.c.build import compiler_command
    try:
        cc = list(compiler_command())
        with tempfile.TemporaryDirectory(prefix="opspec-omp-") as tmp:
            src = os.path.join(tmp, "probe.c")
            with open(src, "w") as f:
                f.write("#include <omp.h>\nint opspec_probe(void) { return omp_get_num_procs(); }\n")
            out = subprocess.run([*cc, "-shared", "-fPIC", "-fopenmp", "-o", os.path.join(tmp, "probe.so"), src],
                                 capture_output=True, timeout=60, env={**os.environ, "LC_ALL": "C"})
        return ("-fopenmp",) if out.returncode == 0 else ()
    except Exception:       # no compiler, timeout...: the module build reports it
        return ()


# ------------------------------------------------------------------ one generated C file
class CModule:
    """A generated C file: its manifest, its op blocks and, once built, its kernels."""

    def __init__(self, path: Path, text: str):
        self.path = path
        self.text = text
        self.name = path.stem
        self.decls: dict[str, list[tuple[str, str]]] = {}   # op -> [(function, declaration)]
        self.libraries: dict[str, list[str]] = {}
        self._parse_manifest()
        self.owner: dict[tuple[str, int], str] = {}          # (file, line) of user code -> op
        self.first_line: dict[str, tuple[str, int]] = {}    # op -> its first spec line
        self._parse_blocks()
        self.lib = self.ffi = None
        self.functions: dict[str, object] = {}
        self.broken: dict[str, KernelCompileError] = {}
        self.failure: Exception | None = None
        self._lock = threading.Lock()
        self._done = False
        #: [threads, threshold] last given to the module's opspec_set_omp
        self.omp = [None, None]

    def sync_omp(self):
        """Hand config.omp_threads / omp_threshold to the module's kernels (no rebuild)."""
        threads, threshold = config.omp_threads, config.omp_threshold
        setter = getattr(self.lib, "opspec_set_omp", None) if self.lib is not None else None
        if setter is not None:
            setter(int(threads), int(threshold))
        self.omp[0], self.omp[1] = threads, threshold

    def _parse_manifest(self):
        lines = self.text.split("\n")
        try:
            start = lines.index(MANIFEST_HEAD) + 1
        except ValueError:
            return
        for line in lines[start:]:
            if line.strip() == "*/":
                break
            op, _, decl = line.strip().partition(": ")
            if decl.startswith("libraries "):
                self.libraries[op] = decl.split()[1:]
            elif decl:
                fname = decl.split("(", 1)[0].split()[-1]
                self.decls.setdefault(op, []).append((fname, decl))

    def _parse_blocks(self):
        op, where = None, None
        for k, line in enumerate(self.text.split("\n"), 1):
            if line.startswith("#ifndef OPSPEC_SKIP_"):
                op, where = line[len("#ifndef OPSPEC_SKIP_"):].strip(), None
            elif op is None:
                continue
            if line.startswith("#endif /* ") and line.endswith(f"{op} */"):
                self.owner[(self.path.name, k)] = op
                op = None
                continue
            self.owner[(self.path.name, k)] = op
            m = re.match(r'#line (\d+) "(.*)"$', line)
            if m:
                where = None if m.group(2) == self.path.name else [m.group(2), int(m.group(1))]
                if where is not None:
                    self.first_line.setdefault(op, tuple(where))
            elif where is not None:
                self.owner[(where[0], where[1])] = op
                where[1] += 1

    def source(self, skip=()) -> tuple[str, str]:
        """(C source, cdef) without the ops in ``skip``."""
        defines = "".join(f"#define OPSPEC_SKIP_{op} 1\n" for op in sorted(skip))
        source = f'{defines}#line 1 "{self.path.name}"\n{self.text}'
        cdef = _CDEF_PRELUDE + (_CDEF_OMP if "opspec_kernel.h" in self.text else "") + "\n".join(d for op, ds in self.decls.items() if op not in skip for _, d in ds)
        return source, cdef

    def job(self, skip=()) -> dict:
        """Keyword arguments of ``compile_module`` for this file."""
        source, cdef = self.source(skip)
        libs = sorted({lib for op, ls in self.libraries.items() if op not in skip for lib in ls})
        # the file's own folder only for `#include "..."` of user headers: elsewhere it would put
        # the install location into the cache key
        local = any(line.startswith('#include "') and "opspec_kernel.h" not in line
                    for line in self.text.split("\n"))
        return dict(name=self.name, source=source, cdef=cdef, libraries=libs,
                    include_dirs=[str(self.path.parent)] if local else [], headers=[KERNEL_HEADER],
                    flags=compile_flags(), origin=str(self.path))

    def load(self):
        """Build (or fetch from the cache) once; afterwards ``functions``, ``broken``, ``failure``."""
        if self._done:
            return
        with self._lock:
            if self._done:
                return
            skip: dict[str, KernelCompileError] = {}
            while True:
                try:
                    mod = compile_module(**self.job(skip))
                    break
                except CompilerNotFound as exc:
                    self.failure = exc
                    break
                except CompileError as exc:
                    found = self.split_errors(exc, skip)
                    if not found:       # not attributable to an op: the whole file fails
                        self.failure = exc
                        break
                    skip.update(found)  # build again without them
                except CacheDirError as exc:
                    self.failure = exc
                    break
            if self.failure is None:
                self.lib, self.ffi = mod.lib, mod.ffi
                self.functions = {f: getattr(mod.lib, f) for op, ds in self.decls.items()
                                  if op not in skip for f, _ in ds}
                self.broken = skip
            self._done = True

    def split_errors(self, exc: CompileError, known) -> dict[str, KernelCompileError]:
        """Attribute a failed build's diagnostics to ops, by the line each one names."""
        groups: list[tuple[str | None, list[str]]] = []
        for line in exc.stderr.splitlines():
            m = _DIAG.match(line)
            if m or _IN_FUNCTION.match(line) or not groups:
                op = self.owner.get((m.group("file"), int(m.group("line")))) if m else None
                if m is None:
                    lib = _NO_LIB.search(line)
                    op = next((o for o, ls in self.libraries.items() if lib and lib.group(1) in ls), None)
                groups.append((op, [line]))
            else:
                groups[-1][1].append(line)
        errors: dict[str, list[str]] = {}
        seen = set()
        for op, lines in groups:
            # one message per spec line, not one per dtype instantiation
            if op is not None and op not in known and tuple(lines) not in seen:
                seen.add(tuple(lines))
                errors.setdefault(op, []).extend(lines)
        found = {}
        for op, lines in errors.items():
            if not any("error" in line for line in lines):
                continue
            where = self.first_line.get(op, (str(self.path), 0))
            for line in lines:
                m = _DIAG.match(line)
                if m and "error" in m.group("kind") and m.group("file") != self.path.name:
                    where = (m.group("file"), int(m.group("line")))
                    break
            found[op] = KernelCompileError(f"{where[0]}:{where[1]}: op {op}", exc.command, "\n".join(lines),
                                           "C kernel does not compile")
        return found


def build_modules(modules, workers=None, progress=None):
    """Load (building as needed) several modules in parallel threads; ``progress(done, total,
    module, seconds)`` is called from this thread as each finishes."""
    import os
    import time
    from concurrent.futures import ThreadPoolExecutor, as_completed

    def one(mod):
        start = time.perf_counter()
        mod.load()
        return time.perf_counter() - start

    workers = workers or min(len(modules), os.cpu_count() or 1) or 1
    with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="opspec-build") as pool:
        futures = {pool.submit(one, mod): mod for mod in modules}
        for done, fut in enumerate(as_completed(futures), 1):
            if progress is not None:
                progress(done, len(modules), futures[fut], fut.result())
    return modules


_modules: dict[Path, CModule] = {}
_modules_lock = threading.Lock()
_warned: set = set()


def c_module_for(op) -> CModule | None:
    """The C file of ``op`` (not built yet): what ``op.c_source()`` returns when the op has
    that method (ops whose C is made at run time, e.g. by fusion; the text is laid out like a
    generated file), else the generated file next to the module defining its class."""
    import hashlib
    import sys
    make_source = getattr(op, "c_source", None)
    if callable(make_source):
        text = make_source()
        path = Path(f"{type(op).__name__}_{hashlib.sha256(text.encode()).hexdigest()[:16]}.c")
    else:
        module = sys.modules.get(type(op).__module__)
        file = getattr(module, "__file__", None)
        if not file:
            return None
        path, text = Path(file).with_suffix(".c"), None
    mod = _modules.get(path)
    if mod is None:
        with _modules_lock:
            mod = _modules.get(path)
            if mod is None:
                if text is None:
                    try:
                        text = path.read_text()
                    except OSError:
                        text = ""
                mod = _modules[path] = CModule(path, text)
    return mod


def forget_modules():
    """Drop loaded modules and warnings (tests that regenerate files use it)."""
    with _modules_lock:
        _modules.clear()
        _warned.clear()


def _spec_op_name(op, mod: CModule) -> str | None:
    for cls in type(op).__mro__:
        if cls.__name__ in mod.decls:
            return cls.__name__
    return None


def _c_unavailable(op, err, impl, key):
    """A kernel that cannot be used: raise when C is required, else warn once and use perform."""
    if impl == "c" or config.on_c_error == "raise":
        raise err
    if key not in _warned:
        _warned.add(key)
        if isinstance(err, CompilerNotFound):
            what = f"no usable C compiler ({err.summary}); ops run through perform (python:)"
        else:
            what = f"{err}\nopspec: {op} runs through perform (python:) instead"
        warnings.warn(what, CKernelWarning, stacklevel=_caller_level())


def _caller_level() -> int:
    """The stacklevel that points a warning at the first frame outside opspec."""
    import sys
    frame, level = sys._getframe(2), 2
    while frame is not None and frame.f_globals.get("__name__", "").startswith("opspec"):
        frame, level = frame.f_back, level + 1
    return level


# ------------------------------------------------------------------ thunks
def op_kind(op) -> str:
    """"elemwise", "reduce" or "other", by the attributes the tensor bases define (the linker
    does not import opspec.tensor)."""
    if all(hasattr(op, a) for a in ("identity", "combine", "axis", "keepdims")):
        return "reduce"
    if all(hasattr(op, a) for a in ("input_dtypes", "output_dtypes", "nin", "c_exprs")):
        return "elemwise"
    return "other"


def make_c_thunk(op, node, storage_map, compute_map, no_recycling, impl):
    """A thunk running ``op``'s C kernel for ``node``, or None when perform should run."""
    if op.view_map or getattr(op, "variadic", None) is not None:
        return None
    mod = c_module_for(op)
    if mod is None or not mod.decls:
        return None
    name = _spec_op_name(op, mod)
    if name is None:
        return None
    mod.load()
    if mod.failure is not None:
        key = ("no compiler",) if isinstance(mod.failure, CompilerNotFound) else ("module", mod.path)
        _c_unavailable(op, mod.failure, impl, key)
        return None
    if name in mod.broken:
        _c_unavailable(op, mod.broken[name], impl, ("op", mod.path, name))
        return None
    din = [v.type.dtype for v in node.inputs]
    dout = [v.type.dtype for v in node.outputs]
    fn = None
    if op_kind(op) == "elemwise":
        kin, kout = kernel_signature(op.input_dtypes, op.output_dtypes, op.input_names, din, dout)
        fn = mod.functions.get(kernel_name(name, kin, kout))
    if fn is None:
        kin, kout = tuple(din), tuple(dout)
        fn = mod.functions.get(kernel_name(name, kin, kout))
    if fn is None:
        log.debug("%s: no C instantiation for %s -> %s; using perform", op, din, dout)
        return None
    decl = dict(mod.decls[name])[kernel_name(name, kin, kout)]
    for j, i in ((ins[0], o) for o, ins in op.destroy_map.items()):
        if kin[j] != din[j] or din[j] != dout[i]:
            return None
    return _build_thunk(op, node, storage_map, compute_map, mod, fn, decl, kin, kout)


def _extra_args(op, node, ffi, decl):
    """Values for the parameters after the fixed four (props, or the reduced-axes mask)."""
    params = [p.strip() for p in decl[decl.index("(") + 1:decl.rindex(")")].split(",")][4:]
    values, keep = [], []
    k = 0
    while k < len(params):
        p = params[k]
        pname = re.split(r"[\s*]+", p)[-1]
        if pname == "opspec_reduced":
            axes = set(op.axis)
            mask = ffi.new("char[]", bytes(1 if d in axes else 0 for d in range(node.inputs[0].type.ndim)) + b"\0")
            keep.append(mask)
            values.append(mask)
        elif "npy_intp" in p and "*" in p:
            value = getattr(op, pname)
            if value is None:
                values += [ffi.NULL, -1]
            else:
                arr = ffi.new("npy_intp[]", [int(v) for v in value] or [0])
                keep.append(arr)
                values += [arr, len(value)]
            k += 1
        elif "char" in p and "*" in p:
            arr = ffi.new("char[]", str(getattr(op, pname)).encode())
            keep.append(arr)
            values.append(arr)
        else:
            value = getattr(op, pname)
            values.append(int(value) if isinstance(value, (bool, np.bool_)) else value)
        k += 1
    return values, keep


def _shape_plan(op, node, kin, kout):
    """How the thunk gets output shapes and whether it may call the kernel "flat".

    Returns (lines computing ``s0, s1, ...`` from inputs ``x0 ...``, helpers they use, whether
    output ranks need checking, flat) where flat is None (never), or (condition or None,
    per-operand strides of the flat call, extra args of the flat call). Flat means: every operand
    seen as a 1-d run of n elements (the contiguous fast path), which needs only n per call
    instead of every shape and stride.
    """
    nin, nout = len(node.inputs), len(node.outputs)
    kind = op_kind(op)
    in_sizes = [np.dtype(d).itemsize for d in kin]      # the kernel's dtypes: inputs may be cast
    out_sizes = [np.dtype(d).itemsize for d in kout]
    if kind == "elemwise":
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
        names = op.input_names

        def bshape(shapes):
            return broadcast_shape(op, names, shapes, ndim)
        strides = [size if k in relevant else 0 for k, size in enumerate(in_sizes)] + out_sizes
        return lines, {"bshape": bshape}, False, (cond, [(1, s, True) for s in strides], None)
    if kind == "reduce" and nin == 1:
        axes = set(op.axis)
        ndim = node.inputs[0].type.ndim
        if op.keepdims:
            parts = ["1" if d in axes else f"t[{d}]" for d in range(ndim)]
        else:
            parts = [f"t[{d}]" for d in range(ndim) if d not in axes]
        body = ", ".join(parts) + ("," if len(parts) == 1 else "")
        rshape = eval(f"lambda t: ({body})")  # noqa: S307 - built from ints above
        flat = None
        if axes == set(range(ndim)):     # a full reduction of a contiguous x: one 1-d run
            out = [(1, out_sizes[0], False)] if op.keepdims else [(0, 0, False)]
            flat = (None, [(1, in_sizes[0], True)] + out, [b"\1\0"])
        return ["    s0 = rshape(x0.shape)"], {"rshape": rshape}, False, flat
    targets = ", ".join(f"s{i}" for i in range(nout)) + ("," if nout == 1 else "")
    runtime_shapes = op.runtime_shapes
    return [f"    {targets} = runtime_shapes([{', '.join(f'x{k}' for k in range(nin))}])"], \
        {"runtime_shapes": runtime_shapes}, True, None


def broadcast_shape(op, names, shapes, ndim):
    """numpy broadcasting of ``shapes`` to rank ``ndim``, with an error naming op and inputs."""
    out = [1] * ndim
    for name, shape in zip(names, shapes):
        off = ndim - len(shape)
        if off < 0:
            raise ValueError(f"{op}: input {name} has {len(shape)} dimensions, more than the output's {ndim}")
        for d, n in enumerate(shape):
            if n != out[off + d]:
                if out[off + d] == 1:
                    out[off + d] = n
                elif n != 1:
                    listed = ", ".join(f"{a} {tuple(s)}" for a, s in zip(names, shapes))
                    raise ValueError(f"{op}: input shapes do not broadcast: {listed}")
    return tuple(out)


_code_cache: dict[str, object] = {}


def _build_thunk(op, node, storage_map, compute_map, mod, fn, decl, kin, kout):
    ffi = mod.ffi
    nin, nout = len(node.inputs), len(node.outputs)
    in_nd = [v.type.ndim for v in node.inputs]
    out_nd = [v.type.ndim for v in node.outputs]
    ns = {
        "ndarray": np.ndarray, "asarray": np.asarray, "empty": np.empty, "fn": fn,
        "fb": ffi.from_buffer, "addr": lambda v: ffi.cast("char *", v.__array_interface__["data"][0]),
        "data": ffi.new("char *[]", max(1, nin + nout)), "ndims": ffi.new("int[]", in_nd + out_nd or [0]),
        "dims": ffi.new("npy_intp[]", max(1, 2 * sum(in_nd + out_nd))),
        "err": ffi.new("char[512]"), "string": ffi.string,
    }
    extra, keep = _extra_args(op, node, ffi, decl)
    ns["keep"] = keep
    for k, value in enumerate(extra):
        ns[f"e{k}"] = value
    args = "".join(f", e{k}" for k in range(len(extra)))
    lines = ["def thunk():"]
    if (op_kind(op) == "elemwise" or getattr(op, "c_threads", False)) and "opspec_set_omp" in dir(mod.lib):
        # the kernel may use threads: give it the current settings when they changed
        ns["cv"], ns["omp"], ns["sync_omp"] = config._values, mod.omp, mod.sync_omp
        lines += ["    if cv['omp_threads'] != omp[0] or cv['omp_threshold'] != omp[1]:",
                  "        sync_omp()"]
    for k in range(nin):
        ns[f"ic{k}"], ns[f"d{k}"] = storage_map[node.inputs[k]], np.dtype(kin[k])
        lines += [f"    x{k} = ic{k}[0]",
                  f"    if type(x{k}) is not ndarray or x{k}.dtype is not d{k}:",
                  f"        x{k} = asarray(x{k}, d{k})",
                  f"    if x{k}.ndim != {in_nd[k]}:",
                  f"        bad_rank('input', {k}, x{k}.ndim, {in_nd[k]})"]
    shape_lines, helpers, check_rank, flat = _shape_plan(op, node, kin, kout)
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
                  f"{pad}        n = x0.size" if op_kind(op) == "reduce" else f"{pad}        n = o0.size"]
        lines += [f"{pad}        fdims[{j}] = n" for j in n_at]
        lines += [f"{pad}        r = fn(data, fndims, fdims, err{flat_args})"]
    lines += ["    if r:",
              "        if r == 2:",
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
        code = _code_cache[source] = compile(source, f"<C thunk of {type(op).__name__}>", "exec")

    def fail():
        message = ns["string"](ns["err"]).decode(errors="replace")
        if message.startswith("IndexError: "):      # FAIL("IndexError: ...") for indexing kernels
            raise IndexError(f"{op}: {message[len('IndexError: '):]}")
        raise ValueError(f"{op}: {message}")

    def bad_rank(what, k, got, want):
        names = op.input_names if what == "input" else op.output_names
        raise ValueError(f"{op}: {what} {names[k] if k < len(names) else k} has {got} dimensions, "
                         f"the node expects {want}")

    def bad_destroy(i, j, value, shape):
        raise ValueError(f"{op}: output {i} (shape {shape}) cannot be written into input {j} "
                         f"(shape {value.shape}{'' if value.flags.writeable else ', read-only'})")

    ns.update(fail=fail, bad_rank=bad_rank, bad_destroy=bad_destroy,
              py=op.make_py_thunk(node, storage_map, compute_map, []))
    scope: dict = {}
    exec(code, scope)  # noqa: S102 - our own template; values arrive as arguments
    thunk = scope["factory"](**ns)
    thunk.inputs = [storage_map[v] for v in node.inputs]
    thunk.outputs = [storage_map[v] for v in node.outputs]
    thunk.lazy = False
    thunk.impl = "c"
    thunk.kernel = kernel_name(_spec_op_name(op, mod), kin, kout)
    thunk.perform = op.perform
    return thunk
