"""Compiler flags of the generated kernels: optimisation that keeps numpy's IEEE semantics, plus
OpenMP when the compiler has it (probed once per process)."""
from __future__ import annotations

import shlex
import threading

from opspec.configuration import config
from opspec.link.c.build import DEFAULT_FLAGS

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
