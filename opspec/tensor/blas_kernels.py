"""The Python kernels of ``Dot``, ``Matmul`` and ``Gemm`` (specs/linalg.yaml) on numpy's own BLAS
(opspec.tensor.blas): products of a middle size on one BLAS thread, and GEMM with beta = 1.

Where numpy's BLAS is not found every kernel is numpy's, with identical results.
"""
from __future__ import annotations

import threading

import numpy as np

from opspec.tensor.blas import COL_MAJOR, NO_TRANS, ROW_MAJOR, TRANS, blas

__all__ = ["matmul_value", "dot_value", "gemm_value"]

#: OpenBLAS's GEMM runs on one thread up to m*n*k = 2 * 65536 * 4 (interface/gemm.c: at least
#: 65536 * GEMM_MULTITHREAD_THRESHOLD multiply-adds a thread); above it on two threads here.
THREADED = 2 * 65536 * 4
#: From THREADED up to SMALL two threads never paid (bench/bench_blas.py, 2-core VM, OpenBLAS
#: 0.3.31 SkylakeX, us per call, 1 vs 2 threads): 256x10x256 (0.66M) 33.6 vs 34.1, y transposed
#: 36.1 vs 45.8, f32 19.4 vs 25.8; 256x256x10 26.1 vs 26.1; in the MLP's backward pass dz @ w2.T
#: was seen at 330 us on two threads against 32 on one. From 1M up two threads win on a quiet
#: host: 128x64x128 56.6 vs 41.0, 64x256x64 61.2 vs 42.2, 256x64x256 172 vs 119, 256x784x256
#: 2183 vs 1571. On a busy host they may lose (256x64x256 169 vs 316; with a busy process p99
#: 4.2 ms vs 16 ms): a larger SMALL would trade the quiet host's gains for that.
SMALL = 1 << 20
_FLOATS = (np.dtype(np.float32), np.dtype(np.float64))


def _one_thread(x, y, m, k, n):
    """Whether the product of an m x k and a k x n matrix runs faster on one thread."""
    return THREADED <= m * k * n < SMALL and x.dtype in _FLOATS and y.dtype in _FLOATS


_lock = threading.Lock()
_one = {"depth": 0, "saved": None}      # calls inside the one-thread section; the count before


def _on_one_thread(product, x, y):
    """``product(x, y)`` with OpenBLAS on one thread, its thread count restored after. The count
    is the process's: the first of concurrent callers (Python threads, dask) saves it, the last
    restores it, so overlapping calls never leave it at 1 (other threads' products meanwhile
    run on one thread too)."""
    lib = blas()
    if lib is None:
        return product(x, y)
    with _lock:
        if _one["depth"] == 0:
            _one["saved"] = lib.get_num_threads()
            lib.set_num_threads(1)
        _one["depth"] += 1
    try:
        return product(x, y)
    finally:
        with _lock:
            _one["depth"] -= 1
            if _one["depth"] == 0:
                lib.set_num_threads(_one["saved"])


def matmul_value(x, y):
    """``np.matmul(x, y)``; matrices (or stacks of them) of a middle size on one BLAS thread."""
    if x.ndim >= 2 and y.ndim >= 2 and _one_thread(x, y, x.shape[-2], x.shape[-1], y.shape[-1]):
        return _on_one_thread(np.matmul, x, y)
    return np.matmul(x, y)


def dot_value(x, y):
    """``np.dot(x, y)``; matrices of a middle size on one BLAS thread."""
    if x.ndim == 2 and y.ndim == 2 and _one_thread(x, y, x.shape[0], x.shape[1], y.shape[1]):
        return _on_one_thread(np.dot, x, y)
    return np.dot(x, y)


# ------------------------------------------------------------------ GEMM with beta = 1
def _layout(a):
    """``a`` as BLAS reads it: ``(array, 'C' or 'F')``, a copy where it is neither (or unaligned)."""
    if a.flags.aligned:
        if a.flags.c_contiguous:
            return a, "C"
        if a.flags.f_contiguous:
            return a, "F"
    return np.ascontiguousarray(a), "C"


def _operand(a, layout, order):
    """(transpose flag, leading dimension) of operand ``a`` stored in ``layout``, for a call in
    ``order``: a matrix in the other order is its transpose in this one."""
    native = "C" if order == ROW_MAJOR else "F"
    ld = a.shape[1] if layout == "C" else a.shape[0]
    return (NO_TRANS if layout == native else TRANS), max(1, ld)


def _gemm_into(lib, out, x, y):
    """out += x @ y by BLAS (beta = 1); ``out`` aligned and C- or F-contiguous."""
    order = ROW_MAJOR if out.flags.c_contiguous else COL_MAJOR
    x, x_layout = _layout(x)
    y, y_layout = _layout(y)
    (m, k), n = x.shape, y.shape[1]
    trans_x, ldx = _operand(x, x_layout, order)
    trans_y, ldy = _operand(y, y_layout, order)
    ldo = max(1, n if order == ROW_MAJOR else m)
    lib.gemm[out.dtype](order, trans_x, trans_y, m, n, k, 1.0, lib.pointer(x), ldx, lib.pointer(y), ldy,
                        1.0, lib.pointer(out), ldo)


def gemm_value(z, x, y, inplace=False):
    """``z + x @ y`` for matrices of one float dtype, by BLAS GEMM with beta = 1 into a copy of z
    (into z itself when ``inplace``): no temporary product, no second pass over z.

    Its rounding is not numpy's ``z + x @ y``: BLAS adds z to the partial sums of the first
    panel of k (OpenBLAS's GEMM_Q), numpy to the finished product; the rewrite to Gemm is
    fast_math's (opspec.rewriting.gemm). An empty k (nothing to add, where numpy adds
    +0.0 to z) and dtypes BLAS lacks are numpy's ``np.add(z, x @ y)``."""
    out = z if inplace else None
    if x.ndim != 2 or y.ndim != 2 or x.shape[1] != y.shape[0] or z.shape != (x.shape[0], y.shape[1]):
        # (BLAS would read past an operand)
        raise ValueError(f"gemm: z of shape {z.shape}, x of shape {x.shape} and y of shape {y.shape}: "
                         "x @ y must have z's shape")
    lib = blas()
    if lib is None or z.dtype not in lib.gemm or x.dtype != z.dtype or y.dtype != z.dtype or x.shape[1] == 0:
        return np.add(z, np.matmul(x, y), out=out)
    if out is None:
        out = z.copy(order="F" if z.flags.f_contiguous and not z.flags.c_contiguous else "C")
    if out.size == 0:
        return out
    target = out if out.flags.aligned and (out.flags.c_contiguous or out.flags.f_contiguous) else \
        np.ascontiguousarray(out)
    if _one_thread(x, y, x.shape[0], x.shape[1], y.shape[1]):
        _on_one_thread(lambda x, y: _gemm_into(lib, target, x, y), x, y)
    else:
        _gemm_into(lib, target, x, y)
    if target is not out:
        out[...] = target
    return out
