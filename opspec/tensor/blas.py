"""numpy's own BLAS, found and bound through cffi's ABI mode.

numpy wheels bundle OpenBLAS (``numpy.libs/libscipy_openblas64_*.so`` on Linux,
``numpy/.dylibs`` on macOS) without exposing it to Python. Binding the very library numpy
loaded (dlopen of the same file returns the loaded copy) lets the kernels choose OpenBLAS's
thread count per call and call GEMM with ``beta`` — on the same kernels numpy's ``@`` runs, so
results stay numpy's. Nothing is compiled: cffi's ABI mode needs no compiler, and the library
is searched for on first use only (``blas()``), so importing opspec pays nothing for it.

When numpy runs on another BLAS (MKL, Accelerate, a system OpenBLAS that cannot be found),
``blas()`` is None and callers compute with numpy alone, with identical results.
"""
from __future__ import annotations

import functools
import glob
import os
import sys
from dataclasses import dataclass

import numpy as np

__all__ = ["Blas", "blas", "library_candidates", "NO_TRANS", "TRANS", "ROW_MAJOR", "COL_MAJOR"]

# CBLAS's enums (cblas.h)
ROW_MAJOR, COL_MAJOR, NO_TRANS, TRANS = 101, 102, 111, 112

#: symbol naming schemes, as (prefix, suffix): scipy-openblas wheels prefix ``scipy_`` and, with
#: 64-bit integers, suffix ``64_``; a plain OpenBLAS has neither
SCHEMES = (("scipy_", "64_"), ("scipy_", ""), ("", "64_"), ("", ""))

_CONFIG = "char *{p}openblas_get_config{s}(void);"
_THREADS = "int {p}openblas_get_num_threads{s}(void); void {p}openblas_set_num_threads{s}(int);"
_GEMM = """
void {p}cblas_{t}gemm{s}(int order, int trans_a, int trans_b, {i} m, {i} n, {i} k, {f} alpha,
                         const {f} *a, {i} lda, const {f} *b, {i} ldb, {f} beta, {f} *c, {i} ldc);
"""


@dataclass(frozen=True)
class Blas:
    """One bound library: its path, its integer type and its functions (cffi ABI calls)."""
    path: str
    int_type: str                 # "int64_t" (USE64BITINT) or "int32_t"
    ffi: object
    get_num_threads: object
    set_num_threads: object
    gemm: dict                    # numpy dtype -> cblas_?gemm

    def pointer(self, array: np.ndarray):
        """A C pointer to the first element of ``array``, a C- or F-contiguous array of a gemm
        dtype (``from_buffer``: 0.4 us where ``array.ctypes.data`` costs 1.7)."""
        ctype = "double[]" if array.dtype == np.float64 else "float[]"
        return self.ffi.from_buffer(ctype, array if array.flags.c_contiguous else array.T)


def library_candidates() -> list[str]:
    """Files that may be numpy's BLAS: the wheel's bundled libraries, then (Linux) any OpenBLAS
    mapped into this process (a numpy built against the system's library)."""
    root = os.path.dirname(np.__file__)
    found = []
    for pattern in ("../numpy.libs/*openblas*", ".dylibs/*openblas*", "../numpy.libs/*blas*.dll"):
        found += sorted(glob.glob(os.path.join(root, pattern)))
    if sys.platform.startswith("linux"):
        try:
            with open("/proc/self/maps") as maps:
                mapped = {line.split(None, 5)[-1].strip() for line in maps if "openblas" in line}
        except OSError:
            mapped = set()
        found += sorted(p for p in mapped if p.startswith("/"))
    return list(dict.fromkeys(os.path.realpath(p) for p in found))


def _bind(path: str):
    """The library at ``path`` bound under the first naming scheme it exports, else None."""
    import cffi
    for prefix, suffix in SCHEMES:
        names = dict(p=prefix, s=suffix)
        ffi = cffi.FFI()
        ffi.cdef(_THREADS.format(**names))
        try:
            lib = ffi.dlopen(path)
            get = getattr(lib, f"{prefix}openblas_get_num_threads{suffix}")
            put = getattr(lib, f"{prefix}openblas_set_num_threads{suffix}")
        except (OSError, AttributeError):
            continue
        int_type = _int_type(ffi, lib, names)
        ffi.cdef("".join(_GEMM.format(t=t, f=f, i=int_type, **names) for t, f in (("s", "float"), ("d", "double"))))
        try:
            gemm = {np.dtype(np.float32): getattr(lib, f"{prefix}cblas_sgemm{suffix}"),
                    np.dtype(np.float64): getattr(lib, f"{prefix}cblas_dgemm{suffix}")}
        except AttributeError:
            continue
        return Blas(path, int_type, ffi, get, put, gemm)
    return None


def _int_type(ffi, lib, names) -> str:
    """BLAS's integer: what ``openblas_get_config()`` says (``USE64BITINT``), else what the
    ``64_`` suffix of the names promises."""
    ffi.cdef(_CONFIG.format(**names))
    try:
        config = ffi.string(getattr(lib, "{p}openblas_get_config{s}".format(**names))()).decode()
    except AttributeError:
        return "int64_t" if names["s"] == "64_" else "int32_t"
    return "int64_t" if "USE64BITINT" in config else "int32_t"


@functools.cache
def blas() -> Blas | None:
    """numpy's BLAS bound, or None where it is not an OpenBLAS this can find (then numpy
    computes everything; ``OPSPEC_NO_BLAS=1`` forces that, as tests do)."""
    if os.environ.get("OPSPEC_NO_BLAS"):
        return None
    for path in library_candidates():
        bound = _bind(path)
        if bound is not None:
            return bound
    return None
