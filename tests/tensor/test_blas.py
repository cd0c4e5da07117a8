"""numpy's BLAS bound through cffi (opspec.tensor.blas) and the matmul kernels' thread policy
(opspec.tensor.blas_kernels): results are numpy's, bit for bit, found or not."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec.tensor.blas as blas_module
import opspec.tensor.blas_kernels as kernels
from opspec.tensor.blas import blas

needs_blas = pytest.mark.skipif(blas() is None, reason="numpy's BLAS is not an OpenBLAS found here")


@needs_blas
def test_binds_the_library_numpy_loaded():
    lib = blas()
    assert lib.path in blas_module.library_candidates()
    before = lib.get_num_threads()
    lib.set_num_threads(1)
    try:
        assert lib.get_num_threads() == 1
    finally:
        lib.set_num_threads(before)
    assert lib.get_num_threads() == before
    assert set(lib.gemm) == {np.dtype(np.float32), np.dtype(np.float64)}
    if "64_" in lib.path.rpartition("/")[2]:          # scipy-openblas64: USE64BITINT
        assert lib.int_type == "int64_t"


def test_not_found_when_told(monkeypatch):
    monkeypatch.setenv("OPSPEC_NO_BLAS", "1")
    blas.cache_clear()
    try:
        assert blas() is None
    finally:
        monkeypatch.delenv("OPSPEC_NO_BLAS")
        blas.cache_clear()


def test_a_library_without_blas_symbols_is_not_bound():
    import ctypes.util
    libm = ctypes.util.find_library("m")
    if libm is None:
        pytest.skip("no libm")
    assert blas_module._bind(libm) is None


def _layout(a, layout):
    if layout == "F":
        return np.asfortranarray(a)
    if layout == "T":                                   # a transposed view (F-contiguous)
        return np.ascontiguousarray(a.T).T
    if layout == "strided":                             # neither C nor F: every other column
        wide = np.repeat(a, 2, axis=1)
        return wide[:, ::2]
    return np.ascontiguousarray(a)


layouts = st.sampled_from(["C", "F", "T", "strided"])


@settings(max_examples=25, deadline=None)
@given(m=st.sampled_from([1, 3, 64, 256]), k=st.sampled_from([0, 1, 10, 16]), n=st.sampled_from([1, 5, 256, 300]),
       dtype=st.sampled_from(["float64", "float32"]), lx=layouts, ly=layouts, found=st.booleans())
def test_matmul_and_dot_are_numpys_bit_for_bit(m, k, n, dtype, lx, ly, found):
    """Sizes span the one-thread window [THREADED, SMALL) (256 x 10 x 256) and both sides of it."""
    with pytest.MonkeyPatch.context() as patch:
        if not found:
            patch.setattr(kernels, "blas", lambda: None)
        _check_products(m, k, n, dtype, lx, ly)


def _check_products(m, k, n, dtype, lx, ly):
    rng = np.random.default_rng(m * 7 + k * 3 + n)
    x = _layout(rng.standard_normal((m, k)).astype(dtype), lx)
    y = _layout(rng.standard_normal((k, n)).astype(dtype), ly)
    threads = blas().get_num_threads() if blas() else None
    assert np.array_equal(kernels.matmul_value(x, y), np.matmul(x, y))
    assert np.array_equal(kernels.dot_value(x, y), np.dot(x, y))
    assert np.array_equal(kernels.matmul_value(x[None], y), np.matmul(x[None], y))
    if threads is not None:
        assert blas().get_num_threads() == threads


@needs_blas
def test_the_window_runs_on_one_thread_and_restores_the_count(monkeypatch):
    lib = blas()
    seen = []
    monkeypatch.setattr(kernels, "_on_one_thread", lambda product, x, y: seen.append(x.shape) or product(x, y))
    x, y = np.ones((256, 10)), np.ones((10, 256))
    kernels.matmul_value(x, y)
    kernels.matmul_value(np.ones((4, 4)), np.ones((4, 4)))           # OpenBLAS's own one-thread size
    kernels.matmul_value(np.ones((256, 64)), np.ones((64, 256)))     # two threads pay
    kernels.matmul_value(x.astype(int), y.astype(int))               # not BLAS
    assert seen == [(256, 10)]
    monkeypatch.undo()
    before = lib.get_num_threads()
    with pytest.raises(ValueError):
        kernels.matmul_value(x, np.ones((11, 256)))                    # numpy's error, count restored
    assert lib.get_num_threads() == before


@needs_blas
def test_overlapping_calls_restore_the_count_once():
    """Two threads in the one-thread section at once: the count ends where it began, never 1."""
    import threading
    lib = blas()
    before = lib.get_num_threads()
    inside, release = threading.Event(), threading.Event()

    def slow(x, y):
        inside.set()
        release.wait(5)
        return x @ y

    worker = threading.Thread(target=kernels._on_one_thread, args=(slow, np.ones((2, 2)), np.ones((2, 2))))
    worker.start()
    inside.wait(5)
    assert lib.get_num_threads() == 1
    kernels._on_one_thread(np.matmul, np.ones((2, 2)), np.ones((2, 2)))     # enters and leaves meanwhile
    assert lib.get_num_threads() == 1
    release.set()
    worker.join()
    assert lib.get_num_threads() == before
