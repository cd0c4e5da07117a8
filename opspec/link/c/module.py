"""A generated C file as the runtime sees it: its manifest (which kernel each op has), the spec
line behind every C line (to name the op when gcc fails), and its build: fetched from the cache or
compiled, without the ops whose kernel does not compile."""
from __future__ import annotations

import re
import threading
from pathlib import Path

from opspec.configuration import config
from opspec.link.c.build import CompileError, CompilerNotFound, compile_module
from opspec.link.c.cache import CacheDirError
from opspec.link.c.elemwise_loop import MANIFEST_HEAD
from opspec.link.c.flags import compile_flags

KERNEL_HEADER = Path(__file__).with_name("opspec_kernel.h")
_CDEF_PRELUDE = "typedef int... npy_intp;\n"
#: the thread settings every module including opspec_kernel.h exports (see there)
_CDEF_OMP = "void opspec_set_omp(int threads, npy_intp threshold);\n"
_DIAG = re.compile(r"^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?:\d+:)? (?P<kind>fatal error|error|warning|note):")
_IN_FUNCTION = re.compile(r"^[^\s:][^:]*: (In function|At top level)")
_NO_LIB = re.compile(r"cannot find -l(\S+?)(?::|\s|$)")


class KernelCompileError(CompileError):
    """One op's kernel does not compile; ``str()`` starts with ``spec:line: op NAME``."""


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


def spec_op_name(op, mod: CModule) -> str | None:
    for cls in type(op).__mro__:
        if cls.__name__ in mod.decls:
            return cls.__name__
    return None
