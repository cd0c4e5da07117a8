"""The backend tables and helpers of the PyTensor target against what they stand for: the JAX
table against the installed jax.numpy, Numba's axis= functions against numpy's, Numba's special
functions against opspec's references."""
import ast
import functools
import math
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from opspec.targets.pytensor.names import JAX_FIXED, JAX_NUMPY, JAX_REFUSED

ROOT = Path(__file__).resolve().parents[2]


def _numpy_names_of_the_specs():
    from opspec.cli import spec_paths
    from opspec.spec.load import load_specs
    names = set()
    for spec in load_specs(spec_paths([str(ROOT / "specs")])):
        for op in spec.ops:
            formula = op.python.source if op.python is not None else ""
            names |= {n.attr for n in ast.walk(ast.parse(formula or "0", mode="eval"))
                      if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == "np"}
    return names


def test_the_jax_table_says_what_jax_numpy_has():
    """A name the table gives as jax.numpy's (or refuses for another reason) is in jax.numpy; a
    name of the specs' python: kernels it leaves out (said: not in jax.numpy) is not."""
    jnp = pytest.importorskip("jax.numpy", reason="needs opspec[pytensor]")
    assert not JAX_NUMPY & set(JAX_REFUSED) and not (JAX_NUMPY | set(JAX_REFUSED)) & set(JAX_FIXED)
    known = JAX_NUMPY | set(JAX_REFUSED) | set(JAX_FIXED)
    assert sorted(n for n in known if not hasattr(jnp, n)) == []
    used = _numpy_names_of_the_specs()
    assert sorted(n for n in used - known if hasattr(jnp, n)) == []


# ------------------------------------------------------------------ Numba: numpy's axis= functions
def _kernel(name, axis, keepdims):
    import numba

    from opspec.targets.pytensor import numba_axes as nax
    f = getattr(nax, name)
    if name.startswith("cum"):
        return numba.njit(lambda x: f(x, axis=axis))
    if name in ("var", "std"):
        return numba.njit(lambda x: f(x, axis=axis, keepdims=keepdims, ddof=1))
    return numba.njit(lambda x: f(x, axis=axis, keepdims=keepdims))


#: (function, dtype, axis, keepdims): each form of axis, a nan, numpy's result dtypes; what the ops'
#: samples (tests/targets' spec checks, in Numba mode) do not reach
_AXIS_CASES = [
    ("sum", "int8", (0, 2), True), ("max", "float64", None, False), ("mean", "float64", (), False),
    ("var", "float64", -1, True), ("argmax", "float64", (1,), False), ("cumsum", "bool", None, False),
]


@pytest.mark.parametrize("name, dtype, axis, keepdims", _AXIS_CASES, ids=str)
def test_numbas_axis_functions_are_numpys(name, dtype, axis, keepdims):
    """On a non-contiguous array (with a nan, for floats): numpy's values, dtype and shape."""
    pytest.importorskip("numba", reason="needs opspec[pytensor]")
    x = np.random.default_rng(3).uniform(-4, 4, (4, 3, 5)).astype(dtype)[:, ::-1, 1:]
    if dtype == "float64":
        x[1, 2, 0] = np.nan
    kw = {} if name.startswith("cum") else {"keepdims": keepdims}
    if name in ("var", "std"):
        kw["ddof"] = 1
    along = axis[0] if isinstance(axis, tuple) and name.startswith(("arg", "cum")) else axis     # numpy's takes an int
    with np.errstate(all="ignore"):
        want = np.asarray(getattr(np, name)(x, axis=along, **kw))
        got = _kernel(name, axis, keepdims)(x)
    assert (got.dtype, got.shape) == (want.dtype, want.shape)
    np.testing.assert_allclose(got, want, rtol=1e-12, equal_nan=True)


@pytest.mark.parametrize("name, message", [("argmin", "empty sequence")])
def test_numbas_reduction_of_an_empty_lane_without_identity_is_an_error(name, message):
    pytest.importorskip("numba", reason="needs opspec[pytensor]")
    with pytest.raises(ValueError, match=message):
        _kernel(name, (1,), False)(np.zeros((3, 0)))


@settings(max_examples=15, deadline=None)
@given(x=hnp.arrays(np.float64, hnp.array_shapes(min_dims=2, max_dims=2, max_side=5),
                    elements=st.floats(-800, 800) | st.sampled_from([math.nan, math.inf, -math.inf])),
       axis=st.sampled_from([0, 1]))
def test_numbas_softmax_and_logsumexp_are_the_references(x, axis):
    """The lanes of the softmax family, nan and infinities included, as opspec's numpy kernels."""
    pytest.importorskip("numba", reason="needs opspec[pytensor]")
    from opspec.tensor.kernels import logsumexp_value, softmax_value
    softmax, logsumexp = _compiled_softmax(axis)
    with np.errstate(all="ignore"):
        np.testing.assert_allclose(softmax(x), softmax_value(x, axis), rtol=1e-12, atol=1e-300, equal_nan=True)
        np.testing.assert_allclose(logsumexp(x), logsumexp_value(x, (axis,), True), rtol=1e-12, equal_nan=True)


@functools.cache
def _compiled_softmax(axis):
    """Compiled once per axis for all the examples."""
    import numba

    from opspec.targets.pytensor import numba_axes as nax
    return (numba.njit(lambda x: nax.softmax_value(x, axis)),
            numba.njit(lambda x: nax.logsumexp_value(x, (axis,), True)))


# ------------------------------------------------------------------ Numba: the special functions
_EDGES = [0.0, -0.0, -1.0, -2.0, 0.5, 1.0, 2.0, 1e-300, -1e-300, 1e300, 171.7, -170.5, math.inf, -math.inf, math.nan]


@settings(max_examples=15, deadline=None)
@given(data=st.data())
def test_numbas_special_functions_are_the_references(data):
    """Each compiled special function gives what its opspec reference gives (on scalars, in an
    elementwise op's scalar function, the spec checks of tests/targets test them)."""
    pytest.importorskip("numba", reason="needs opspec[pytensor]")
    from opspec.targets.pytensor import numba_special as nsp
    from opspec.tensor import special_values
    values = st.one_of(st.sampled_from(_EDGES), st.floats(-50, 50), st.floats(0, 30))
    for name in nsp.__all__:
        f, reference = getattr(nsp, name), getattr(special_values, name)
        args = [np.array(data.draw(st.lists(values, min_size=1, max_size=6), label=name)) for _ in range(f.nin)]
        n = min(a.size for a in args)
        args = [a[:n] for a in args]
        with np.errstate(all="ignore"):
            want = reference(*args)
            got = f(*args)
        # libm's lgamma and Python's differ by an ulp or so, which near lgamma's zeros is relatively large
        np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-14, equal_nan=True, err_msg=f"{name}{args}")


# ------------------------------------------------------------------ Numba: numpy's gcd and lcm
@functools.cache
def _gcd_lcm(signature):
    import numba

    from opspec.targets.pytensor import numba_helpers as nlib
    return (numba.vectorize([signature])(lambda x, y: nlib.gcd(x, y)),
            numba.vectorize([signature])(lambda x, y: nlib.lcm(x, y)))


@pytest.mark.parametrize("signature", ["int64(int64,int64)", "int8(int8,int8)", "uint64(uint64,uint64)",
                                       "int16(int8,int16)"])
def test_numbas_gcd_and_lcm_are_numpys(signature):
    """Every pair of the dtypes' edge values (0, +-1, the extremes, whose magnitude overflows)
    and small ones: numpy's results, wrap-arounds included (Numba's own np.gcd / np.lcm differ)."""
    pytest.importorskip("numba", reason="needs opspec[pytensor]")
    gcd, lcm = _gcd_lcm(signature)
    a, b = signature[signature.index("(") + 1:-1].split(",")

    def values(dtype):
        info = np.iinfo(dtype)
        return np.array(sorted({0, 1, 2, 6, 9, 12, 18, info.max, info.min, info.min + 1, -1 if info.min else 3,
                                -6 if info.min else 4}), dtype=dtype)
    x, y = np.meshgrid(values(a), values(b))
    with np.errstate(all="ignore"):
        np.testing.assert_array_equal(gcd(x, y), np.gcd(x, y))
        np.testing.assert_array_equal(lcm(x, y), np.lcm(x, y))
