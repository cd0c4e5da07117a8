"""Kernels as units of the cache: each kernel is compiled as a module of its own (``KernelUnit``),
from the text that defines it (``CSource``: a generated C file, or the text rendered for a kernel
made at run time) preceded by the ABI and the defines that select it.

A generated C file holds every kernel of its ops; the runtime needs a few. Each op's block is
compiled only when ``OPSPEC_OP_<op>`` is defined and each kernel only when ``OPSPEC_KERNEL_<name>``
is, so a unit compiles one kernel, and an op whose C does not compile spoils no other op's units.
Which kernels exist, their declarations and libraries come from their ``KernelSpec``s
(opspec.kernels.model), never from the C text. ``#line`` directives name the file's own lines and
the spec's (for user code), so a compiler message names the spec line and op. A unit's cache key
covers the whole file: an edit anywhere in it rebuilds its kernels.

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

import re
import threading
import time
from pathlib import Path

from opspec.kernels.abi import KERNEL_HEADERS, c_defines
from opspec.kernels.model import KernelSpec
from opspec.kernels.render import kernel_text, loop_text
from opspec.link.c import runtime
from opspec.link.c.build import CompileError, CompilerNotFound, cache_entry, compile_module
from opspec.link.c.cache import CacheDirError, cache_dir
from opspec.link.c.flags import compile_flags

_CDEF_PRELUDE = "typedef int... npy_intp;\n"
#: the end of the name compiler messages give the loops rendered for a kernel (after its file)
RENDERED = " (rendered)"
# patterns of the compiler's messages: compiled by ``re`` when a kernel fails (a warm start, which
# reads none, need not spend ~0.4 ms compiling them)
_DIAG = r"^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?:\d+:)? (?P<kind>fatal error|error|warning|note):"
_NO_LIB = r"cannot find -l(\S+?)(?::|\s|$)"
#: a compiler error in one of these is not an op's mistake
_HEADER_NAMES = {header.name for header in KERNEL_HEADERS}


class KernelCompileError(CompileError):
    """One op's kernel does not compile; ``str()`` starts with ``spec:line: op NAME``."""


# ------------------------------------------------------------------ one kernel
class KernelUnit:
    """One kernel, a cffi module of its own in the cache; the ``module`` of a ``thunk.Kernel``:
    after ``load()``, ``ffi``, ``lib`` and ``fn`` (the kernel), or ``error`` (its op's C does
    not compile: a KernelCompileError naming spec line and op) or ``failure`` (no compiler, an
    unusable cache, a compile error outside the op's code)."""

    def __init__(self, source: CSource, spec: KernelSpec):
        self.source = source
        self.spec = spec
        self.path = source.path
        self.op = spec.op
        self.name = spec.name
        self.lib = self.ffi = self.fn = None
        self.error: KernelCompileError | None = None
        self.failure: Exception | None = None
        self.seconds = 0.0      # spent in load(), building or fetching
        self.module_name: str | None = None     # the cffi module's, once loaded (key inside)
        self.batch = None       # a batch.Batch building it with other kernels, if any
        self._job = None
        self._entry = None
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
            spec = self.spec
            # the file's own folder only for `#include "..."` of user headers: elsewhere it would
            # put the install location into the cache key
            self._job = dict(name=f"{self.source.name}_{spec.name}", source=c_defines() + self.source.text_for([spec]),
                             cdef=_CDEF_PRELUDE + spec.declaration, libraries=sorted(set(spec.libraries)),
                             include_dirs=[str(self.path.parent)] if spec.local_headers else [],
                             headers=KERNEL_HEADERS, flags=compile_flags(), origin=str(self.path))
        return self._job

    def in_cache(self) -> bool:
        """Whether the cache holds this kernel, built or known not to compile (loading it runs
        no compiler). Its entry is computed once per cache directory: a link asks for every
        node (opspec.link.tier, batch.plan), and a key hashes the kernel's whole C text."""
        directory = cache_dir()
        if self._entry is None or self._entry.directory != directory:
            self._entry = cache_entry(**self.job())
        return self._entry.exists() or self._entry.known_failure() is not None

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
                error = self.source.kernel_error(exc, self.spec)
                if error is None:       # not in the op's code: no kernel of the file builds
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


# ------------------------------------------------------------------ the text of kernels
class CSource:
    """The C text some kernels are defined in, at ``path`` (a generated file) or named so (a
    kernel made at run time); ``specs``, when given, are every kernel it defines (what ``opspec
    build`` and ``opspec check`` compile)."""

    def __init__(self, path: Path, text: str, specs=()):
        self.path = Path(path)
        self.text = text
        self.name = self.path.stem
        self.specs = list(specs)
        self.units: dict[str, KernelUnit] = {}              # kernel name -> its unit
        self._units_lock = threading.Lock()
        # filled by collect() once its kernels are loaded: the whole file, as `opspec build` sees it
        self.lib = self.ffi = None
        self.functions: dict[str, object] = {}
        self.broken: dict[str, KernelCompileError] = {}
        self.failure: Exception | None = None

    def __repr__(self):
        return f"<CSource {self.path}>"

    def text_for(self, specs) -> str:
        """The text compiling the kernels ``specs`` (after the ABI): the defines selecting their
        ops' blocks and their functions, this text with its own line numbers, the loops each
        generated kernel's KernelSpec gives (opspec.kernels.render), the defines undone (a batch
        holds several sources)."""
        names = list(dict.fromkeys([f"OPSPEC_OP_{s.op}" for s in specs] + [f"OPSPEC_KERNEL_{s.name}" for s in specs]))
        loops = [f'#line 1 "{s.name}{RENDERED}"\n{loop_text(s)}' for s in specs if s.file is not None]
        return "".join([*(f"#define {n}\n" for n in names), f'#line 1 "{self.path.name}"\n', self.text,
                        "" if self.text.endswith("\n") else "\n", *loops, *(f"#undef {n}\n" for n in names)])

    def unit(self, spec: KernelSpec) -> KernelUnit:
        """The unit of kernel ``spec`` (not built yet)."""
        unit = self.units.get(spec.name)
        if unit is None:
            with self._units_lock:
                unit = self.units.get(spec.name)
                if unit is None:
                    unit = self.units[spec.name] = KernelUnit(self, spec)
        return unit

    def all_units(self) -> list[KernelUnit]:
        """A unit for every kernel of ``specs``, in order."""
        return [self.unit(spec) for spec in self.specs]

    # -------------------------------------------------------------- the whole file
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

    def kernel_error(self, exc: CompileError, spec: KernelSpec) -> KernelCompileError | None:
        """A failed build of ``spec`` alone as its op's mistake, named at the spec line the
        compiler names (else where the op is declared); None when the compiler names neither the
        op's code nor its libraries (a broken header, the compiler's own trouble)."""
        errors = []         # (file, line) of each error in the op's code: the C file or a spec's
        for line in exc.stderr.splitlines():
            m = re.match(_DIAG, line)
            if m and "error" in m.group("kind") and Path(m.group("file")).name not in _HEADER_NAMES \
                    and not Path(m.group("file")).name.startswith("_opspec_"):       # not cffi's glue
                file = m.group("file")
                errors.append((self.path.name if file.endswith(RENDERED) else file, int(m.group("line"))))
            lib = re.search(_NO_LIB, line)
            if lib and lib.group(1) in spec.libraries:
                errors.append((self.path.name, 0))
        if not errors:
            return None
        file, _, line = spec.origin.rpartition(":")       # "spec:line" of a generated op
        declared = (file, int(line)) if file and line.isdigit() else (str(self.path), 0)
        where = next((e for e in errors if e[0] != self.path.name), declared)
        return KernelCompileError(f"{where[0]}:{where[1]}: op {spec.op}", exc.command, exc.stderr,
                                  "C kernel does not compile")


# ------------------------------------------------------------------ the runtime's units
_sources: dict[Path, CSource] = {}
_units: dict[KernelSpec, KernelUnit] = {}
_lock = threading.Lock()
_warned: set = set()


def unit_for(spec: KernelSpec) -> KernelUnit:
    """The unit of kernel ``spec`` (not built yet): from its generated file, read once, or for a
    kernel made at run time from its rendered text (equal specs, e.g. the same fusion in two
    graphs, share a unit)."""
    unit = _units.get(spec)
    if unit is None:
        with _lock:
            unit = _units.get(spec)
            if unit is None:
                unit = _units[spec] = _source_of(spec).unit(spec)
    return unit


def _source_of(spec: KernelSpec) -> CSource:
    if spec.file is None:
        return CSource(Path(f"{spec.op}.c"), kernel_text(spec))
    source = _sources.get(spec.file)
    if source is None:
        try:
            text = spec.file.read_text()
        except OSError:
            text = ""
        source = _sources[spec.file] = CSource(spec.file, text)
    return source


def forget_modules():
    """Drop loaded sources, units and warnings (tests that regenerate files use it)."""
    with _lock:
        _sources.clear()
        _units.clear()
        _warned.clear()
