"""A generated C file as the runtime sees it, and its kernels as units of the cache.

A generated file holds hundreds of kernels (one per op and dtype); the runtime needs a few. So
each kernel is its own unit (``KernelUnit``): the file's prelude (the text before its first op
block, without the manifest) plus its op's block (``#ifndef OPSPEC_SKIP_<op>`` ... ``#endif /*
<op> */``: the op's headers, support code and kernels), where every other kernel of the op is
made ``static`` (and unused), so the compiler checks it but generates no code for it.
``#line`` directives keep the generated file's line numbers, so a compiler message names the
spec line and op as before. The unit's cache key therefore depends on its op's block and the
prelude only, never on which other ops a graph uses nor on other ops' code (but an edit that
moves lines, e.g. one more kernel in the manifest, changes the block's ``#line`` numbers).

Why per kernel and not per op or per file (measured, gcc 12, -O2 -fopenmp, 2 cores): an op has
up to 49 kernels (Cast: 4.3 s as one module), a file up to 117 (arith.c: 9-13 s), and the
logistic-regression gradient needs 5 stdlib kernels: per kernel they cost ~1.2 s of compiler
time, per op ~7 s, per file ~22 s. (The iterators of opspec_kernel.h are compiled once, into
the helpers' library, opspec.link.c.runtime, which ``load`` makes sure is loaded first.)

A unit is the granularity of the cache, not of the compiler: the kernels a graph lacks are
compiled a few to a module, on a pool of threads ahead of the linker (opspec.link.c.batch),
sparing each kernel after the first the ~70 ms every module costs however small (Python.h,
cffi's glue, the link); ``opspec build`` fills the very cache entries the runtime looks up.
"""
from __future__ import annotations

import logging
import re
import sys
import threading
import time
from pathlib import Path

from opspec.link.c.build import CompileError, CompilerNotFound, compile_module
from opspec.link.c.cache import CacheDirError
from opspec.link.c.elemwise_loop import MANIFEST_HEAD, finish_lines, kernel_name, kernel_signature
from opspec.link.c import runtime
from opspec.link.c.flags import compile_flags

log = logging.getLogger(__name__)

KERNEL_HEADER = Path(__file__).with_name("opspec_kernel.h")
_CDEF_PRELUDE = "typedef int... npy_intp;\n"
_BLOCK = "#ifndef OPSPEC_SKIP_"
_DIAG = re.compile(r"^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?:\d+:)? (?P<kind>fatal error|error|warning|note):")
_IN_FUNCTION = re.compile(r"^[^\s:][^:]*: (In function|At top level)")
_NO_LIB = re.compile(r"cannot find -l(\S+?)(?::|\s|$)")


class KernelCompileError(CompileError):
    """One op's kernel does not compile; ``str()`` starts with ``spec:line: op NAME``."""


# ------------------------------------------------------------------ one kernel
class KernelUnit:
    """One kernel instantiation of a C file, a cffi module of its own in the cache; the ``module`` of
    a ``thunk.Kernel``: after ``load()``, ``ffi``, ``lib`` and ``fn`` (the kernel), or ``error``
    (its op's C does not compile: a KernelCompileError naming spec line and op) or ``failure``
    (no compiler, unusable cache, a compile error outside any op)."""

    def __init__(self, cmodule: CModule, op: str, name: str, decl: str):
        self.cmodule = cmodule
        self.path = cmodule.path
        self.op = op
        self.name = name
        self.decl = decl
        self.lib = self.ffi = self.fn = None
        self.error: KernelCompileError | None = None
        self.failure: Exception | None = None
        self.seconds = 0.0      # spent in load(), building or fetching
        self.module_name: str | None = None     # the cffi module's, once loaded (key inside)
        self.batch = None       # a batch.Batch building it with other kernels, if any
        self._job = None
        self._lock = threading.Lock()
        self._done = False
        self._queued = False

    def __repr__(self):
        return f"<KernelUnit {self.path.name}:{self.name}>"

    @property
    def loaded(self) -> bool:
        """True once ``load()`` finished (successfully or not)."""
        return self._done

    def job(self) -> dict:
        """Keyword arguments of ``compile_module`` for this kernel (computed once)."""
        if self._job is None:
            self._job = self.cmodule.unit_job(self.op, self.name, self.decl)
        return self._job

    def load(self) -> KernelUnit:
        """Fetch from the cache or build, once; threads asking meanwhile wait for the result.
        A unit of a batch waits for its batch first, and is built alone only if that failed."""
        if self._done:
            return self
        if self.batch is not None:
            self.batch.build()
            if self._done:
                return self
        with self._lock:
            if self._done:
                return self
            start = time.perf_counter()
            try:
                runtime.load()      # the helpers the kernel calls, before it is loaded
                mod = compile_module(**self.job())
            except CompilerNotFound as exc:
                self.failure = exc
            except CompileError as exc:
                error = self.cmodule.split_errors(exc, ()).get(self.op)
                if error is None:       # not attributable to the op: nothing of the file builds
                    self.failure = exc
                else:
                    self.error = error
            except CacheDirError as exc:
                self.failure = exc
            else:
                self._set(mod)
            self.seconds = time.perf_counter() - start
            self._done = True
        return self

    def take(self, mod, seconds: float) -> None:
        """Become loaded from ``mod``, the module a batch built with this kernel in it."""
        with self._lock:
            if not self._done:
                self._set(mod)
                self.seconds = seconds
                self._done = True

    def _set(self, mod) -> None:
        self.lib, self.ffi, self.fn = mod.lib, mod.ffi, getattr(mod.lib, self.name)
        self.module_name = mod.__name__


# ------------------------------------------------------------------ one file
class CModule:
    """A generated C file: its manifest, its op blocks, and a KernelUnit per kernel."""

    def __init__(self, path: Path, text: str):
        self.path = Path(path)
        self.text = text
        self.name = self.path.stem
        self.decls: dict[str, list[tuple[str, str]]] = {}   # op -> [(function, declaration)]
        self.libraries: dict[str, list[str]] = {}
        self._lines = text.split("\n")
        self._manifest = (0, 0)                             # its lines [start, stop), 0-based
        self._parse_manifest()
        self.blocks: dict[str, tuple[int, int]] = {}        # op -> lines [start, stop), 0-based
        self._find_blocks()
        self._owner = self._first_line = None
        self._prelude = None
        self.units: dict[str, KernelUnit] = {}              # function -> its unit
        self._units_lock = threading.Lock()
        # filled by load() / collect(): the whole file, as `opspec build` sees it
        self.lib = self.ffi = None
        self.functions: dict[str, object] = {}
        self.broken: dict[str, KernelCompileError] = {}
        self.failure: Exception | None = None

    def __repr__(self):
        return f"<CModule {self.path}>"

    # -------------------------------------------------------------- parsing
    def _parse_manifest(self):
        lines = self._lines
        try:
            start = lines.index(MANIFEST_HEAD)
        except ValueError:
            return
        stop = start + 1
        for line in lines[start + 1:]:
            stop += 1
            if line.strip() == "*/":
                break
            op, _, decl = line.strip().partition(": ")
            if decl.startswith("libraries "):
                self.libraries[op] = decl.split()[1:]
            elif decl:
                fname = decl.split("(", 1)[0].split()[-1]
                self.decls.setdefault(op, []).append((fname, decl))
        self._manifest = (start, stop)

    def _find_blocks(self):
        # by searching the text for the marks and counting the lines between them: a loop over
        # a file's ~10,000 lines was most of a warm start's time spent on C files
        text, marks = self.text, []
        for needle in (f"\n{_BLOCK}", "\n#endif /* "):
            at = text.find(needle)
            while at >= 0:
                marks.append(at + 1)
                at = text.find(needle, at + 1)
        op, start, line, at = None, 0, 0, 0
        for mark in sorted(marks):
            line += text.count("\n", at, mark)
            at = mark
            end = text.find("\n", mark)
            found = text[mark:end if end >= 0 else len(text)]
            if found.startswith(_BLOCK):
                op, start = found[len(_BLOCK):].strip(), line
            elif op is not None and found.endswith(f"{op} */"):
                self.blocks[op] = (start, line + 1)
                op = None

    def _parse_owners(self):
        """(file, line) of every line of a block, in the C file and in the spec -> its op."""
        owner, first_line = {}, {}
        for op, (start, stop) in self.blocks.items():
            where = None
            for k in range(start, stop):
                line = self._lines[k]
                owner[(self.path.name, k + 1)] = op
                m = re.match(r'#line (\d+) "(.*)"$', line)
                if m:
                    where = None if m.group(2) == self.path.name else [m.group(2), int(m.group(1))]
                    if where is not None:
                        first_line.setdefault(op, tuple(where))
                elif where is not None:
                    owner[(where[0], where[1])] = op
                    where[1] += 1
        self._owner, self._first_line = owner, first_line

    @property
    def owner(self) -> dict[tuple[str, int], str]:
        if self._owner is None:
            self._parse_owners()
        return self._owner

    @property
    def first_line(self) -> dict[str, tuple[str, int]]:
        if self._first_line is None:
            self._parse_owners()
        return self._first_line

    # -------------------------------------------------------------- units
    def prelude(self) -> list[tuple[int, str]]:
        """(first line, text) of the chunks every unit starts with: the lines before the first
        block, without the manifest and without the comment heading the first block."""
        if self._prelude is None:
            stop = min((start for start, _ in self.blocks.values()), default=len(self._lines))
            while stop > 0 and self._lines[stop - 1].startswith("/*") and self._lines[stop - 1].endswith("*/"):
                stop -= 1
            m0, m1 = self._manifest
            spans = [(0, m0), (m1, stop)] if m0 < m1 <= stop else [(0, stop)]
            self._prelude = [(a + 1, "\n".join(self._lines[a:b])) for a, b in spans if b > a]
        return self._prelude

    def unit_source(self, op: str, name: str) -> str:
        """C source of kernel ``name`` of ``op``: the prelude and the op's block, in which the
        op's other kernels are static (unused, so not compiled), with the file's line numbers."""
        return self.prelude_source() + self.block_source(op, [name])

    def prelude_source(self) -> str:
        return "".join(f'#line {line} "{self.path.name}"\n{text}\n' for line, text in self.prelude())

    def block_source(self, op: str, names) -> str:
        """The block of ``op`` compiling its kernels ``names`` only (the others made static and
        unused, for the block alone: a batch holds several blocks, see opspec.link.c.batch)."""
        hidden = [f for f, _ in self.decls.get(op, ()) if f not in names]
        start, stop = self.blocks[op]
        return "".join(
            [f"#define {f} __attribute__((unused)) static opspec_unused_{f}\n" for f in hidden]
            + [f'#line {start + 1} "{self.path.name}"\n', "\n".join(self._lines[start:stop]), "\n"]
            + [f"#undef {f}\n" for f in hidden])

    def unit_job(self, op: str, name: str, decl: str) -> dict:
        """Keyword arguments of ``compile_module`` for kernel ``name`` of ``op``."""
        source = self.unit_source(op, name)
        cdef = _CDEF_PRELUDE + decl
        # the file's own folder only for `#include "..."` of user headers: elsewhere it would put
        # the install location into the cache key
        local = any(line.startswith('#include "') and "opspec_kernel.h" not in line
                    for line in source.split("\n"))
        return dict(name=f"{self.name}_{name}", source=source, cdef=cdef,
                    libraries=sorted(set(self.libraries.get(op, ()))),
                    include_dirs=[str(self.path.parent)] if local else [], headers=[KERNEL_HEADER],
                    flags=compile_flags(), origin=str(self.path))

    def unit(self, name: str) -> KernelUnit | None:
        """The unit of kernel ``name`` (not built yet), None when the manifest has no such kernel."""
        unit = self.units.get(name)
        if unit is None:
            with self._units_lock:
                unit = self.units.get(name)
                if unit is None:
                    found = next(((op, decl) for op, ds in self.decls.items() if op in self.blocks
                                  for f, decl in ds if f == name), None)
                    if found is None:
                        return None
                    unit = self.units[name] = KernelUnit(self, found[0], name, found[1])
        return unit

    def kernel_names(self, op: str) -> list[str]:
        return [f for f, _ in self.decls.get(op, ())] if op in self.blocks else []

    def all_units(self) -> list[KernelUnit]:
        """A unit for every kernel of the file, in manifest order."""
        return [self.unit(f) for op in self.decls if op in self.blocks for f in self.kernel_names(op)]

    # -------------------------------------------------------------- the whole file
    def load(self):
        """Load every kernel of the file (building in parallel what the cache lacks); then
        ``functions``, ``broken`` (op -> error), ``failure``, and the ``ffi``/``lib`` of one of
        them (cffi types are shared: its ``ffi`` makes arguments for any kernel)."""
        from opspec.link.c.batch import build_units
        build_units(self.all_units())
        self.collect()

    def collect(self):
        """Fill ``functions``, ``broken`` and ``failure`` from the units loaded so far."""
        for unit in self.all_units():
            if not unit.loaded:
                continue
            if unit.fn is not None:
                self.functions[unit.name] = unit.fn
                if self.lib is None:
                    self.lib, self.ffi = unit.lib, unit.ffi
            elif unit.error is not None:
                self.broken.setdefault(unit.op, unit.error)
            elif unit.failure is not None and self.failure is None:
                self.failure = unit.failure

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


# ------------------------------------------------------------------ the runtime's choice
_modules: dict[Path, CModule] = {}
_modules_lock = threading.Lock()
_warned: set = set()


#: what c_module_for found, by op class (generated files) or by op (C made at run time: equal
#: ops, e.g. the same fusion in two graphs, have the same C)
_found: dict = {}


def c_module_for(op) -> CModule | None:
    """The C file of ``op`` (not built yet): what ``op.c_source()`` returns when the op has
    that method (ops whose C is made at run time, e.g. by fusion; the text is laid out like a
    generated file), else the generated file next to the module defining its class."""
    make_source = getattr(op, "c_source", None)
    key = op if callable(make_source) else type(op)
    try:
        return _found[key]
    except KeyError:
        mod = _found[key] = _find_module(op, make_source)
        return mod
    except TypeError:       # an op whose props do not hash: looked up every time
        return _find_module(op, make_source)


def _find_module(op, make_source) -> CModule | None:
    import hashlib
    if callable(make_source):
        text = make_source()
        path = Path(f"{type(op).__name__}_{hashlib.sha256(text.encode()).hexdigest()[:16]}.c")
        text = finish_lines(text, path.name)    # after the spec code it inlines, its own lines again
    else:
        module = sys.modules.get(type(op).__module__)
        file = getattr(module, "__file__", None)
        if not file:
            return None
        path, text = Path(file).with_suffix(".c"), None
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
        _found.clear()
        _warned.clear()


def spec_op_name(op, mod: CModule) -> str | None:
    """The op of ``mod``'s manifest that ``op`` is: its class's (or a base's) name, or for a
    file made at run time (``op.c_source()``, whose op carries a digest) the file's only op."""
    for cls in type(op).__mro__:
        if cls.__name__ in mod.decls:
            return cls.__name__
    if callable(getattr(op, "c_source", None)) and len(mod.decls) == 1:
        return next(iter(mod.decls))
    return None


def _is_elemwise(op) -> bool:
    # the test of thunk.op_kind, which imports this module
    return all(hasattr(op, a) for a in ("input_dtypes", "output_dtypes", "nin", "c_exprs")) and \
        not all(hasattr(op, a) for a in ("identity", "combine", "axis", "keepdims"))


def select_kernel(op, node) -> tuple[KernelUnit, tuple, tuple] | None:
    """(unit, input dtypes, output dtypes) of the kernel that would run ``node``, chosen from
    the file's manifest without building anything; None when the node runs ``perform`` (no
    C, a view, no instantiation for these dtypes, an inplace op whose kernel would cast)."""
    if op.view_map or getattr(op, "variadic", None) is not None:
        return None
    mod = c_module_for(op)
    if mod is None or not mod.decls:
        return None
    name = spec_op_name(op, mod)
    if name is None:
        return None
    din = tuple(v.type.dtype for v in node.inputs)
    dout = tuple(v.type.dtype for v in node.outputs)
    unit = None
    if _is_elemwise(op):
        kin, kout = kernel_signature(op.input_dtypes, op.output_dtypes, op.input_names, din, dout)
        unit = mod.unit(kernel_name(name, kin, kout))
    if unit is None:
        kin, kout = din, dout
        unit = mod.unit(kernel_name(name, kin, kout))
    if unit is None:
        log.debug("%s: no C instantiation for %s -> %s; using perform", op, din, dout)
        return None
    for j, i in ((ins[0], o) for o, ins in op.destroy_map.items()):
        if kin[j] != din[j] or din[j] != dout[i]:
            return None
    return unit, tuple(kin), tuple(kout)
