"""Compiler flags of the generated kernels: optimisation that keeps numpy's IEEE semantics, plus
this CPU's instruction set and OpenMP when the compiler has them. Each probe runs once per
compiler (and CPU): its answer is remembered in the cache directory, keyed by the compiler
binaries' stamps (cache.tool_stamp), so a new process that finds its kernels cached starts no
compiler at all. (Installing or removing an OpenMP library without changing the compiler is
not noticed: delete the cache's ``probe-*.json`` files then.)"""
from __future__ import annotations

import functools
import threading

from opspec.configuration import config
from opspec.link.c.build import DEFAULT_FLAGS, compiler_command
from opspec.link.c.words import split_words
from opspec.link.c.cache import recall, remembered, tool_stamp

#: -O2 with vectorization: the contiguous loops vectorize as at -O3, and a module with hundreds of
#: instantiations compiles in half the time (no unswitching/peeling of every loop)
KERNEL_FLAGS = ("-O2", "-ftree-vectorize", *(f for f in DEFAULT_FLAGS if not f.startswith("-O")))


def compile_flags() -> tuple[str, ...]:
    """The kernels' flags: ``base_flags()`` plus this CPU's architecture (``arch_flags()``,
    unless the user's flags choose one) and ``-fopenmp`` when the compiler builds OpenMP code
    (kernels are serial without it)."""
    user = split_words(config.cflags)
    arch = () if any(f.startswith(("-march=", "-mcpu=")) for f in user) else arch_flags()
    return (*base_flags(), *(f for f in (*arch, *openmp_flags()) if f not in user))


def base_flags() -> tuple[str, ...]:
    """KERNEL_FLAGS while ``config.cflags`` is empty (its default); else the user's flags plus those
    numpy semantics need (no FMA contraction, wrapping ints). Alone, they build the kernels'
    helpers and the program runner: bookkeeping that gains nothing from vector instructions or
    threads, so a cold start compiles them while the compiler is still being probed."""
    if not config.cflags.strip():
        return KERNEL_FLAGS
    user = split_words(config.cflags)
    return (*user, *(f for f in DEFAULT_FLAGS if not f.startswith("-O") and f not in user))


def known() -> bool:
    """Whether ``compile_flags()`` returns without running the compiler: its probes answered in
    this process already, or remembered by an earlier one."""
    try:
        stamp = tool_stamp(compiler_command())
    except OSError:
        return False
    global _arch, _openmp
    chosen = any(f.startswith(("-march=", "-mcpu=")) for f in split_words(config.cflags))
    # a recalled answer is what arch_flags() / openmp_flags() would recall next: kept, not read again
    if not chosen and _arch is None:
        arch = recall("arch", (stamp, cpu_identity()))
        if arch is None:
            return False
        _arch = tuple(arch)
    if _openmp is None:
        openmp = recall("openmp", (stamp,))
        if openmp is None:
            return False
        _openmp = tuple(openmp)
    return True


_arch: tuple[str, ...] | None = None
_arch_lock = threading.Lock()


def arch_flags() -> tuple[str, ...]:
    """This CPU's architecture as concrete flags, e.g. ``("-march=znver3", "-mavx512f", ...)``, so
    that loops vectorize with its widest vectors (AVX2, AVX-512) and the exp/log of
    opspec_kernel.h use its FMA. Resolved from ``-march=native`` by asking the compiler, never
    passed as "native": the flags are part of the compile cache key, so a module built for one
    CPU is never handed to another. ``()`` when the compiler cannot tell (not GCC, say)."""
    global _arch
    if _arch is None:
        with _arch_lock:
            if _arch is None:
                _arch = _remembered_probe("arch", _probe_arch, cpu_identity())
    return _arch


def _remembered_probe(name, probe, *more) -> tuple[str, ...]:
    """``probe()`` (flags, or None when it could not tell) remembered per compiler; () on failure."""
    try:
        stamp = (tool_stamp(compiler_command()), *more)
    except OSError:     # the compiler vanished while we looked: probe, and remember nothing
        return tuple(probe() or ())

    def compute():
        flags = probe()
        return None if flags is None else list(flags)
    return tuple(remembered(name, stamp, compute) or ())


@functools.cache
def cpu_identity() -> str:
    """What names this CPU's instruction sets (what ``-march=native`` resolves from): the
    first processor's model and feature lines of /proc/cpuinfo, else the platform's names.
    Read once per process (the kernel renders /proc/cpuinfo on every read; a warm start asked
    three times)."""
    keys = {"vendor_id", "cpu family", "model", "model name", "stepping", "flags",
            "CPU implementer", "CPU architecture", "CPU variant", "CPU part", "Features"}
    try:
        lines = []
        with open("/proc/cpuinfo") as f:
            for line in f:
                if not line.strip():
                    break
                if line.split(":", 1)[0].strip() in keys:
                    lines.append(" ".join(line.split()))
        if lines:
            return "\n".join(lines)
    except OSError:
        pass
    import platform
    return f"{platform.machine()} {platform.processor()} {platform.platform()}"


def _target_options(cc: list[str], march: str) -> dict[str, str]:
    """``cc -march=<march> -Q --help=target`` as {option: value}; {} when that fails."""
    import os
    import subprocess
    out = subprocess.run([*cc, f"-march={march}", "-Q", "--help=target"], capture_output=True, text=True,
                         errors="replace", timeout=60, stdin=subprocess.DEVNULL, env={**os.environ, "LC_ALL": "C"})
    options = {}
    for line in out.stdout.splitlines() if out.returncode == 0 else ():
        parts = line.split()
        if len(parts) == 2 and parts[0].startswith("-m"):
            options[parts[0]] = parts[1]
    return options


def _probe_arch() -> tuple[str, ...] | None:
    """-march=<what native means> plus the instruction sets native turns on or off beyond that
    name (a compiler older than the CPU names an older core: GCC 12 calls this AVX-512 EPYC
    "znver3" and enables AVX-512 only through these), checked by compiling with them; None
    when the probe itself failed (no compiler, a timeout: worth asking again next time)."""
    import os
    import re
    import subprocess
    import tempfile
    try:
        cc = list(compiler_command())
        native = _target_options(cc, "native")
        name = native.get("-march=", "")
        if not re.fullmatch(r"[\w.+-]+", name) or name == "native":
            return ()
        named = _target_options(cc, name)
        flags = [f"-march={name}"]
        for option, state in native.items():       # boolean -m<isa> options: [enabled] / [disabled]
            if state in ("[enabled]", "[disabled]") and named.get(option, state) != state \
                    and not option.startswith("-mno-"):
                flags.append(option if state == "[enabled]" else f"-mno-{option[2:]}")
        with tempfile.TemporaryDirectory(prefix="opspec-arch-") as tmp:
            src = os.path.join(tmp, "probe.c")
            with open(src, "w") as f:
                f.write("double opspec_probe(double x) { return x * x; }\n")
            out = subprocess.run([*cc, "-c", *flags, "-o", os.path.join(tmp, "probe.o"), src],
                                 capture_output=True, timeout=60, env={**os.environ, "LC_ALL": "C"})
        return tuple(flags) if out.returncode == 0 else ()
    except Exception:       # no compiler, timeout...: the module build reports it
        return None


_openmp: tuple[str, ...] | None = None
_openmp_lock = threading.Lock()


def openmp_flags() -> tuple[str, ...]:
    """``("-fopenmp",)`` when the C compiler compiles and links an OpenMP library with it (probed
    once per process, only when a module is loaded), else ``()``."""
    global _openmp
    if _openmp is None:
        with _openmp_lock:
            if _openmp is None:
                _openmp = _remembered_probe("openmp", _probe_openmp)
    return _openmp


def _probe_openmp() -> tuple[str, ...] | None:
    import os
    import subprocess
    import tempfile
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
        return None
