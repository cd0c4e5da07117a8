"""The PyTensor target's Quantile has numpy.quantile's dtype, the one opspec's rule function
gives (opspec.kernels.dtype_rules.quantile_dtype), in PyTensor's Python mode and in its Numba
and JAX lowerings: x's for a discrete method, x and q's (float64 for int64 x and float32 q,
where JAX's own promotion says float32) for one that interpolates."""
import numpy as np
import pytest

pytest.importorskip("pytensor", reason="needs opspec[pytensor] (pytensor not installed)")

#: (x dtype, q dtype) pairs whose result dtypes differ between methods and from JAX's promotion
PAIRS = [("float32", "float64"), ("int64", "float32"), ("int8", "float32"), ("uint8", "float64")]
METHODS = ("nearest", "linear", "midpoint", "weibull")


@pytest.fixture(scope="module")
def stats(pytensor_package):
    return pytensor_package("quantile_dtype_pkg", "specs/stats.yaml", "specs/sort.yaml").stats


def test_the_nodes_have_numpys_dtype(stats):
    import pytensor.tensor as pt

    from opspec.kernels.dtype_rules import QUANTILE_METHODS
    for x_dtype, q_dtype in PAIRS + [("bool", "float64"), ("float16", "float32")]:
        x, q = pt.matrix(dtype=x_dtype), pt.vector(dtype=q_dtype)
        xv, qv = np.zeros((2, 3), dtype=x_dtype), np.array([0.5], dtype=q_dtype)
        for method in QUANTILE_METHODS:
            try:
                want = np.quantile(xv, qv, axis=1, method=method).dtype.name
            except TypeError:       # a bool x numpy refuses to interpolate: numpy's error when computed
                continue
            assert stats.Quantile(axis=(1,), method=method)(x, q).type.dtype == want, (x_dtype, q_dtype, method)


@pytest.mark.parametrize("backend", ["py", "JAX", "NUMBA"])
def test_every_backend_computes_numpys_dtype_and_values(stats, backend):
    pytest.importorskip({"JAX": "jax", "NUMBA": "numba"}.get(backend, "numpy"), reason="needs opspec[pytensor]")
    import pytensor
    import pytensor.tensor as pt
    from pytensor.compile.mode import Mode
    inputs, outs, values, wants, tolerances = [], [], [], [], []
    rng = np.random.default_rng(3)
    # Numba compiles a kernel per method and dtypes (tens of seconds each on a busy machine): the
    # one whose interpolation numpy computes in a dtype neither input has (int64 and float32)
    pairs, methods = (PAIRS[1:2], ("linear",)) if backend == "NUMBA" else (PAIRS, METHODS)
    for x_dtype, q_dtype in pairs:
        x, q = pt.matrix(dtype=x_dtype, shape=(3, 5)), pt.vector(dtype=q_dtype)
        xv = rng.integers(0, 100, (3, 5)).astype(x_dtype)
        qv = np.array([0.1, 0.45, 0.9], dtype=q_dtype)
        inputs += [x, q]
        values += [xv, qv]
        for method in methods:
            outs.append(stats.Quantile(axis=(1,), method=method)(x, q))
            wants.append(np.quantile(xv, qv, axis=1, method=method))
            tolerances.append(8 * np.finfo(q_dtype).eps)      # XLA fuses the positions' arithmetic (fma)
    mode = Mode(linker="py", optimizer="fast_compile") if backend == "py" else backend
    got = pytensor.function(inputs, outs, mode=mode)(*values)
    for k, (g, w, o, rtol) in enumerate(zip(got, wants, outs, tolerances)):
        assert g.dtype == w.dtype == o.type.dtype, (k, g.dtype, w.dtype, o.type.dtype)
        if backend == "JAX" and w.dtype.kind == "f":
            np.testing.assert_allclose(g, w, rtol=rtol, err_msg=str(k))
        else:
            np.testing.assert_array_equal(g, w, err_msg=str(k))
