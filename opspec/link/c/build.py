"""Compile generated C into cffi API-mode extension modules, through the on-disk cache.

Why not setuptools: it is slow and prints to the process's stdout. We let cffi emit the
extension's C file and invoke the compiler ourselves with ``subprocess``, which is fast and
captures the compiler's messages for ``CompileError``.

Why these default flags: ``-O3 -fno-math-errno`` for speed (errno is never read), plus
``-ffp-contract=off`` so GCC/Clang do not fuse ``a*b+c`` into an FMA (GNU C defaults to
``fast`` contraction, which changes rounding versus numpy; it is real on aarch64 and with
``-march`` flags), and ``-fwrapv`` so signed integer overflow wraps like numpy instead of being
undefined behaviour the optimiser may exploit. ``-Werror=implicit-function-declaration``
because a kernel that forgets ``<math.h>`` would otherwise call ``exp`` as an ``int`` function
and silently return garbage. Never ``-ffast-math`` (it breaks NaN/Inf/signed-zero semantics).
"""

from __future__ import annotations

import functools
import hashlib
import importlib.util
import os
import re
import threading
from pathlib import Path
from typing import Callable, Sequence

from . import cache, processes
from .cache import (SYSCONFIG_LOCK, CacheDirError, CacheEntry, cache_dir, content_key,
                    new_build_dir, remembered, tool_stamp)
from .words import split_words

__all__ = [
    "DEFAULT_FLAGS",
    "CompileError",
    "CompilerNotFound",
    "LoadError",
    "build_many",
    "cache_entry",
    "clear_memory_cache",
    "compile_module",
    "compile_together",
    "compiler_command",
    "compiler_identity",
]


def _log():
    """This module's logger; logging is imported on first use (it only reports trouble, and a
    process that loads cached kernels need not pay for its import)."""
    import logging
    return logging.getLogger(__name__)


#: what numpy's results need, whatever else a build asks for (see the module docstring)
SEMANTIC_FLAGS: tuple[str, ...] = ("-ffp-contract=off", "-fwrapv", "-Werror=implicit-function-declaration")
#: the flags of a module built without others (kernels: opspec.link.c.flags, from config.cflags)
DEFAULT_FLAGS: tuple[str, ...] = ("-O3", "-fno-math-errno", *SEMANTIC_FLAGS)
COMPILE_TIMEOUT = 600.0  # seconds; a hung compiler must not block every waiter forever
_MAX_MESSAGE_LINES = 40
_MAX_MESSAGE_CHARS = 4000


# --------------------------------------------------------------------------- errors


class CompileError(Exception):
    """C compilation failed. ``str()`` starts with ``origin`` and includes the compiler output."""

    def __init__(self, origin: str, command: Sequence[str], stderr: str, summary: str = "C compilation failed"):
        self.origin = origin
        self.command = list(command)
        self.stderr = stderr
        self.summary = summary
        super().__init__(origin, self.command, stderr, summary)  # picklable across processes

    def __str__(self) -> str:
        text = self.stderr.strip()
        lines = text.splitlines()
        if len(lines) > _MAX_MESSAGE_LINES:
            text = "\n".join(lines[:_MAX_MESSAGE_LINES]) + f"\n... ({len(lines) - _MAX_MESSAGE_LINES} more lines)"
        if len(text) > _MAX_MESSAGE_CHARS:
            text = text[:_MAX_MESSAGE_CHARS] + "\n... (truncated)"
        import shlex
        cmd = shlex.join(self.command) if self.command else "(none)"
        return f"{self.origin}: {self.summary}\n{text}\ncommand: {cmd}"


class CompilerNotFound(CompileError):
    """The C compiler executable does not exist; callers fall back to Python."""


class LoadError(CompileError):
    """A freshly built module could not be loaded (e.g. a library missing at run time)."""


# --------------------------------------------------------------------------- compiler


def compiler_command() -> tuple[str, ...]:
    """``$CC`` (may hold arguments, e.g. ``ccache gcc``) or ``cc``; read on every call (tests
    change it), split once per value (every kernel's key asks)."""
    return _split_cc(os.environ.get("CC") or "cc")


@functools.lru_cache(maxsize=8)
def _split_cc(value: str) -> tuple[str, ...]:
    return split_words(value) or ("cc",)


def _compiler_env() -> dict[str, str]:
    # Untranslated messages, plain ASCII quotes: stable to parse and to show.
    return {**os.environ, "LC_ALL": "C"}


_identity_cache: dict[tuple[str, ...], str | CompilerNotFound] = {}
_identity_lock = threading.Lock()


def compiler_identity(cc: Sequence[str] | None = None) -> str:
    """First line of ``cc --version``, once per compiler: memoised in this process and, keyed by
    the compiler binaries' stamps, in the cache directory (cache.remembered: a warm start runs
    no compiler); raises CompilerNotFound.

    The failure is memoised too (in this process only), so detecting a missing compiler costs
    one exec per process.
    """
    cc = tuple(cc or compiler_command())
    with _identity_lock:
        cached = _identity_cache.get(cc)
        if cached is None:
            failed: list[CompilerNotFound] = []

            def probe():
                found = _ask_version(cc)
                if isinstance(found, CompilerNotFound):
                    failed.append(found)
                    return None
                return found
            try:
                stamp = tool_stamp(cc)
            except OSError:
                cached = probe()
            else:
                cached = remembered("identity", stamp, probe)
            _identity_cache[cc] = cached = failed[0] if failed else cached
    if isinstance(cached, CompilerNotFound):
        raise cached
    return cached


def identity_known(cc: Sequence[str] | None = None) -> bool:
    """Whether ``compiler_identity`` returns (or raises) without running the compiler: asked in
    this process already, or remembered by an earlier one."""
    cc = tuple(cc or compiler_command())
    if cc in _identity_cache:
        return True
    try:
        identity = cache.recall("identity", tool_stamp(cc))
    except OSError:
        return False
    if identity is None:
        return False
    with _identity_lock:        # what compiler_identity would recall next: kept, not read again
        _identity_cache.setdefault(cc, identity)
    return True


def _ask_version(cc: tuple[str, ...]) -> str | CompilerNotFound:
    import subprocess   # only a probe runs it (see processes: a warm start does not)

    try:
        out = subprocess.run(
            [*cc, "--version"], capture_output=True, text=True, errors="replace",
            env=_compiler_env(), timeout=60,
        )
        if out.returncode == 0:
            return (out.stdout or out.stderr).strip().splitlines()[0]
        return CompilerNotFound(
            "C compiler", [*cc, "--version"], out.stderr,
            f"C compiler {cc[0]!r} is not usable (`--version` exited {out.returncode}); "
            "set CC to a working compiler",
        )
    except (OSError, IndexError, subprocess.TimeoutExpired) as exc:
        return CompilerNotFound(
            "C compiler", [*cc, "--version"], str(exc),
            f"C compiler {cc[0]!r} not found; install one or set CC",
        )


_includes: tuple[str, ...] | None = None


def _python_includes() -> tuple[str, ...]:
    """Python's include directories, once per process: what a build needs (a key names Python
    by environment_fingerprint instead, so that loading a cached kernel never imports sysconfig;
    see cache.SYSCONFIG_LOCK for why this takes a lock)."""
    global _includes
    if _includes is None:
        with SYSCONFIG_LOCK:
            if _includes is None:
                import sysconfig
                sysconfig.get_config_vars()     # its lazy setup, complete, under the lock
                paths = sysconfig.get_paths()
                _includes = tuple(dict.fromkeys(p for p in (paths.get("include"), paths.get("platinclude")) if p))
    return _includes


_header_digests: dict[Path, tuple[tuple[int, int, int], str]] = {}


def _header_digest(path: Path) -> str:
    """sha256 of a header's bytes, re-read only when its size, inode or mtime changed (one
    ``stat``): every kernel's key names the headers it includes by content."""
    st = os.stat(path)
    stamp = (st.st_mtime_ns, st.st_size, st.st_ino)
    cached = _header_digests.get(path)
    if cached is None or cached[0] != stamp:
        cached = _header_digests[path] = (stamp, hashlib.sha256(path.read_bytes()).hexdigest())
    return cached[1]


_texts: dict[Path, tuple[tuple[int, int, int], str]] = {}


def source_text(path: Path) -> str:
    """A C source's text, read again only when its size, inode or mtime changed (one ``stat``):
    the helpers' and the runner's sources are read for their keys when function() starts, when
    the link checks the cache and when they load (three reads each per warm start)."""
    st = os.stat(path)
    stamp = (st.st_mtime_ns, st.st_size, st.st_ino)
    cached = _texts.get(path)
    if cached is None or cached[0] != stamp:
        cached = _texts[path] = (stamp, path.read_text())
    return cached[1]


_resolved_paths: dict[str, tuple[Path, str, str]] = {}


def _resolved_names(header) -> tuple[Path, str, str]:
    """A header's real path, its text and its folder's, resolved once per process (every
    kernel's key names the same headers: resolving walks each component of the path, and
    pathlib's parsing cost a warm start's 30 lookups of a key ~0.3 ms)."""
    names = _resolved_paths.get(str(header))
    if names is None:
        path = Path(header).resolve()
        names = _resolved_paths[str(header)] = (path, str(path), str(path.parent))
    return names


def _resolved(header) -> Path:
    """A header's real path (``_resolved_names``)."""
    return _resolved_names(header)[0]


def _command(cc, flags, include_dirs, libraries, cfile, out, python=None) -> list[str]:
    """The compiler's command line; ``python``: Python's include directories (by default
    ``_python_includes()``; a key puts a placeholder there)."""
    return [
        *cc, "-shared", "-fPIC", *flags,
        *(f"-I{d}" for d in (*(_python_includes() if python is None else python), *include_dirs)),
        "-o", str(out), str(cfile),
        *(f"-l{lib}" for lib in libraries), "-lm",
    ]


# --------------------------------------------------------------------------- modules

_RESET_MARK = "#line 1 \"__opspec_reset_line__\""
_memory: dict[Path, object] = {}
_key_locks: dict[Path, threading.Lock] = {}
_key_locks_guard = threading.Lock()


def clear_memory_cache() -> None:
    """Forget modules loaded by this process (they stay loaded; the next call re-reads disk)."""
    _memory.clear()


def _module_name(name: str, key: str) -> str:
    """A valid module and file name: the readable part is cut to 80 characters (a fused
    kernel's name lists every operand's dtype, and file names stop at 255 bytes); the key
    keeps it unique."""
    return f"_opspec_{re.sub(r'[^0-9A-Za-z_]', '_', name)[:80]}_{key[:16]}"


_keys: dict[tuple, str] = {}
_MAX_KEYS = 1024


def _key(source: str, cdef: str, header_digests: tuple, identity: str, command: tuple) -> str:
    """The content key of a module, once per process for the same inputs: a kernel's is asked
    when the linker checks the cache and again when it loads, and hashing a generated C file
    (up to 90 kB) each time cost a warm start ~3 ms. Every input is part of the memo's key,
    so nothing stale is ever returned (a header's digest follows its bytes)."""
    memo = (source, cdef, header_digests, identity, command)
    key = _keys.get(memo)
    if key is None:     # the source as bytes: hashed as it is (repr would copy and escape it)
        if len(_keys) >= _MAX_KEYS:     # a long-lived process compiling many graphs: bounded
            _keys.clear()
        key = _keys[memo] = content_key("source", source.encode(), "cdef", cdef, "headers", list(header_digests),
                                        "compiler", identity, "command", list(command))
    return key


def _prepare(name, source, cdef, libraries, include_dirs, headers, flags, origin):
    """(cache entry, arguments of ``_locked_load_or_build`` after the entry)."""
    origin = origin or name
    cc = compiler_command()
    flags = DEFAULT_FLAGS if flags is None else tuple(flags)
    header_names = [_resolved_names(h) for h in headers]
    include_dirs = (*map(str, include_dirs), *dict.fromkeys(folder for _, _, folder in header_names))
    libraries = tuple(libraries)
    try:
        header_digests = [(text, _header_digest(path)) for path, text, _ in header_names]
    except OSError as exc:
        raise CompileError(origin, [], str(exc), "cannot read header") from exc

    key = _key(source, cdef, tuple(header_digests), compiler_identity(cc),
               tuple(_command(("<cc>",), flags, include_dirs, libraries, "<c>", "<so>", python=("<python>",))))
    entry = CacheEntry(cache_dir(), _module_name(name, key))
    return entry, (source, cdef, cc, flags, include_dirs, libraries, origin)


def cache_entry(
    name: str,
    source: str,
    cdef: str,
    *,
    libraries: Sequence[str] = (),
    include_dirs: Sequence[str] = (),
    headers: Sequence[str | os.PathLike] = (),
    flags: Sequence[str] | None = None,
    origin: str | None = None,
) -> CacheEntry:
    """The cache entry ``compile_module`` with these arguments loads or builds (builds nothing)."""
    return _prepare(name, source, cdef, libraries, include_dirs, headers, flags, origin)[0]


def compile_module(
    name: str,
    source: str,
    cdef: str,
    *,
    libraries: Sequence[str] = (),
    include_dirs: Sequence[str] = (),
    headers: Sequence[str | os.PathLike] = (),
    flags: Sequence[str] | None = None,
    origin: str | None = None,
):
    """Return the loaded cffi module (``.ffi``, ``.lib``) for ``source``, building it if needed.

    ``headers`` are header files the source includes: their contents enter the key and their
    directories the include path, so editing a header rebuilds. Raises CompileError (with the
    compiler's messages), CompilerNotFound, LoadError, or cache.CacheDirError (an unsafe cache,
    a lock held too long, or no writable directory at all).
    """
    entry, args = _prepare(name, source, cdef, libraries, include_dirs, headers, flags, origin)
    mod = _memory.get(entry.so_path)
    if mod is not None:
        return mod
    with _key_locks_guard:
        key_lock = _key_locks.setdefault(entry.so_path, threading.Lock())
    with key_lock:  # one thread per key in this process; the file lock handles other processes
        mod = _memory.get(entry.so_path)
        if mod is None:
            mod = _fast_load(entry)
        if mod is None:
            # (asked only now: a cached module is the common case, and a failure is never cached beside one)
            known = entry.known_failure()
            if known is not None:       # compiled and failed before (this process or another): not again
                raise CompileError(origin, known.get("command", []), known.get("stderr", ""),
                                   known.get("summary", "C compilation failed"))
            mod = _writable([entry], lambda entries: [_locked_load_or_build(entries[0], *args)])[0]
        _memory[entry.so_path] = mod
    return mod


def _writable(entries, work):
    """``work(entries)`` (which locks them and returns their modules) in the cache; when the
    cache cannot be written (read-only, full: an OSError), in this process's private directory
    instead (see cache.fall_back), under the same names."""
    directory = entries[0].directory
    private = cache.private_for(directory)
    if private is None:
        try:
            return work(entries)
        except OSError as exc:
            private = cache.fall_back(directory, exc)
    try:
        return work([CacheEntry(private, e.modname) for e in entries])
    except OSError as exc:
        raise CacheDirError(f"opspec: cannot write the cache directory {directory} nor the private "
                            f"directory {private} ({cache.reason(exc)})") from exc


def _load(entry: CacheEntry):
    spec = importlib.util.spec_from_file_location(entry.modname, entry.so_path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot make an import spec for {entry.so_path}")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _fast_load(entry: CacheEntry):
    """Lock-free hit: load a verified entry. Never deletes anything (that needs the lock)."""
    if not entry.verify():
        return None
    try:
        return _load(entry)
    except (ImportError, OSError) as exc:
        _log().debug("cached %s failed to load (%s); will re-check under the lock", entry.so_path, exc)
        return None


def _locked_load_or_build(entry, source, cdef, cc, flags, include_dirs, libraries, origin):
    with entry.locked():
        return _load_or_build(entry, source, cdef, cc, flags, include_dirs, libraries, origin)


def _load_or_build(entry, source, cdef, cc, flags, include_dirs, libraries, origin):
    # Another process may have finished the build while we waited for the lock.
    if entry.exists():
        if entry.verify():
            try:
                return _load(entry)
            except (ImportError, OSError) as exc:
                _log().warning("opspec: cached module %s is broken (%s); rebuilding", entry.so_path, exc)
        else:
            _log().warning("opspec: cached module %s failed its checksum; rebuilding", entry.so_path)
        entry.remove()
    try:
        _build(entry, source, cdef, cc, flags, include_dirs, libraries, origin)
    except CompileError as exc:
        if _will_fail_again(exc):
            entry.remember_failure(exc.command, exc.stderr, exc.summary)
        raise
    try:
        return _load(entry)
    except (ImportError, OSError) as exc:
        entry.remove()  # do not leave a known-unloadable entry behind
        raise LoadError(origin, [], str(exc), f"built module {entry.modname} cannot be loaded") from exc


def _emit(modname: str, source: str, cdef: str, cfile: Path, origin: str) -> None:
    import cffi

    # After the user source, point diagnostics back at the emitted file: ``#line``
    # directives in the source must not mislabel cffi's own glue code.
    marked = f"{source}\n{_RESET_MARK}\n" if "#line" in source else source
    try:
        ffi = cffi.FFI()
        ffi.cdef(cdef)
        ffi.set_source(modname, marked, compiler_verbose=False)  # no stdout
        ffi.emit_c_code(str(cfile))
    except (cffi.CDefError, cffi.FFIError, cffi.VerificationError) as exc:
        raise CompileError(origin, [], str(exc), "invalid cffi declarations (cdef)") from exc
    if marked is not source:
        lines = cfile.read_text().splitlines(keepends=True)
        for i, line in enumerate(lines):
            if line.strip() == _RESET_MARK:
                lines[i] = f'#line {i + 2} "{cfile}"\n'
        cfile.write_text("".join(lines))


def _build(entry, source, cdef, cc, flags, include_dirs, libraries, origin) -> None:
    """Emit, compile into a private temp dir, install atomically. Call with the lock held."""
    import shutil

    tmp = new_build_dir(entry.directory, entry.modname)
    try:
        cfile = tmp / f"{entry.modname}.c"
        _emit(entry.modname, source, cdef, cfile, origin)
        out = tmp / f"{entry.modname}.so"
        _run_compiler(cc, flags, include_dirs, libraries, cfile, out, origin)
        entry.install(out)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _run_compiler(cc, flags, include_dirs, libraries, cfile, out, origin) -> None:
    import subprocess

    cmd = _command(cc, flags, include_dirs, libraries, cfile, out)
    try:
        returncode, stdout, stderr = processes.run(cmd, cfile.parent, _compiler_env(), COMPILE_TIMEOUT)
    except OSError as exc:      # missing, not executable: not the cache's fault (see _writable)
        raise CompilerNotFound(origin, cmd, str(exc), f"C compiler {cc[0]!r} cannot be run") from exc
    except subprocess.TimeoutExpired as exc:
        raise CompileError(origin, cmd, str(exc), f"C compiler timed out after {COMPILE_TIMEOUT:.0f}s") from exc
    except processes.Exiting as exc:
        raise CompileInterrupted(origin, cmd, "", str(exc)) from exc
    if returncode != 0 or not out.exists():
        raise CompileError(origin, cmd, stderr + stdout)
    if stderr.strip():
        _log().debug("compiler messages for %s:\n%s", origin, stderr)


class CompileInterrupted(CompileError):
    """A build stopped (or never started) because the process is exiting (opspec.link.c.processes):
    nothing is wrong with the source, so nothing is remembered about it."""


def _will_fail_again(exc: CompileError) -> bool:
    """Whether a failed build fails for its source alone: the compiler rejected the code (not a
    missing compiler, a timeout, or a link step whose libraries may be installed later)."""
    return type(exc) is CompileError and bool(exc.command) and "timed out" not in exc.summary and \
        not re.search(r"ld returned|cannot find -l|undefined reference", exc.stderr)


# --------------------------------------------------------------------------- several as one

#: how cffi's emitted module initialises itself (cffi 1.x): the version number is reused for
#: the extra entry points of a shared build
#: (compiled by ``re`` when first used: only building a batch reads it)
_CFFI_INIT = r'_cffi_init\("[^"]*", (0x[0-9a-fA-F]+), &_cffi_type_context\)'


def compile_together(jobs: Sequence[dict], source: str) -> list:
    """Build ``source``, which defines the functions of every job (keyword arguments of
    ``compile_module``), as one module, and install it under every job's own cache entry; return
    the jobs' modules, each loaded by its own name, exactly as ``compile_module(**job)`` would
    find it later (see opspec.link.c.batch for why). An entry another process built meanwhile
    is loaded as it is. Raises CompileError (the batch does not compile, or the jobs differ in
    compiler or flags), CompilerNotFound, LoadError or cache.CacheDirError."""
    prepared = {entry.so_path: (entry, args) for entry, args in (_prepare(**job) for job in jobs)}
    entries = [entry for entry, _ in prepared.values()]
    _, _, cc, flags, _, _, origin = next(iter(prepared.values()))[1]
    if any(args[2:4] != (cc, flags) for _, args in prepared.values()):
        raise CompileError(origin, [], "", "kernels built together need one compiler and the same flags")
    cdef = "".join(dict.fromkeys(f"{line}\n" for _, args in prepared.values() for line in args[1].splitlines()))
    include_dirs = tuple(dict.fromkeys(d for _, args in prepared.values() for d in args[4]))
    libraries = tuple(dict.fromkeys(lib for _, args in prepared.values() for lib in args[5]))
    modules = _writable(entries, lambda targets: _together(targets, source, cdef, cc, flags, include_dirs,
                                                           libraries, origin))
    for entry, module in zip(entries, modules):
        _memory[entry.so_path] = module
    return modules


def _together(entries, source, cdef, cc, flags, include_dirs, libraries, origin) -> list:
    from contextlib import ExitStack

    with ExitStack() as locks:
        for entry in sorted(entries, key=lambda e: e.modname):  # one order: batches never deadlock
            locks.enter_context(entry.locked())
        missing = [entry for entry in entries if not entry.verify()]
        if missing:
            for entry in missing:
                entry.remove()
            _build_shared(missing, source, cdef, cc, flags, include_dirs, libraries, origin)
        modules = []
        for entry in entries:
            try:
                module = _load(entry)
            except (ImportError, OSError) as exc:
                raise LoadError(origin, [], str(exc), f"built module {entry.modname} cannot be loaded") from exc
            modules.append(module)
    return modules


def _build_shared(entries, source, cdef, cc, flags, include_dirs, libraries, origin) -> None:
    """Compile one shared object that initialises as any of ``entries``' modules and install
    it under each of them (hard links where the filesystem has them). Call with their locks."""
    import shutil

    name = _module_name("batch", content_key("batch", source, cdef, [e.modname for e in entries]))
    tmp = new_build_dir(entries[0].directory, name)
    try:
        cfile = tmp / f"{name}.c"
        _emit(name, source, cdef, cfile, origin)
        text = cfile.read_text()
        version = re.search(_CFFI_INIT, text)
        if version is None:
            raise CompileError(origin, [], "", "unknown cffi module layout: kernels are built one by one")
        cfile.write_text(text + "".join(
            f"\n#ifndef PYPY_VERSION\nPyMODINIT_FUNC PyInit_{e.modname}(void)\n"
            f'{{ return _cffi_init("{e.modname}", {version.group(1)}, &_cffi_type_context); }}\n#endif\n'
            for e in entries))
        out = tmp / f"{name}.so"
        _run_compiler(cc, flags, include_dirs, libraries, cfile, out, origin)
        for k, entry in enumerate(entries):
            copy = tmp / f"{k}.so"
            try:
                os.link(out, copy)
            except OSError:     # no hard links here: a copy of its own
                shutil.copyfile(out, copy)
            entry.install(copy)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


# --------------------------------------------------------------------------- many


def build_many(
    jobs: Sequence[dict],
    workers: int | None = None,
    progress: Callable[[int, int, str], None] | None = None,
) -> list:
    """Compile several modules in parallel threads (each compile is a subprocess).

    ``progress(done, total, name)`` is called from the calling thread after each job. Returns
    the modules in job order; once all jobs finished, re-raises the first failure (job order).
    """
    jobs = list(jobs)
    if not jobs:
        return []
    workers = workers or min(len(jobs), os.cpu_count() or 1)
    results: list = [None] * len(jobs)
    errors: list[BaseException | None] = [None] * len(jobs)
    from concurrent.futures import ThreadPoolExecutor, as_completed
    with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="opspec-cc") as pool:
        futures = {pool.submit(compile_module, **job): i for i, job in enumerate(jobs)}
        for done, fut in enumerate(as_completed(futures), 1):
            i = futures[fut]
            try:
                results[i] = fut.result()
            except Exception as exc:  # noqa: BLE001 - re-raised below, after all jobs
                errors[i] = exc
            if progress is not None:
                progress(done, len(jobs), jobs[i].get("name", str(i)))
    for exc in errors:
        if exc is not None:
            raise exc
    return results
