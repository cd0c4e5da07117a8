"""The vectorizable exp, log, log1p, expm1 and tanh of opspec_vmath.h, through compiled opspec functions:
error in ulps against a long double reference (x87: 64-bit mantissa, about 2^-11 of a float64 ulp)
over the whole range and its edges, numpy's special values, contiguous (vectorized) and strided
inputs, a fused loop, and tgmath's dispatch for the other argument types."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

import opspec
import opspec.tensor as ot
from opspec.compile.mode import FAST_RUN
from opspec.link.c.build import CompileError, CompilerNotFound, compile_module
from opspec.link.c.flags import compile_flags
from opspec.kernels.abi import KERNEL_HEADERS, c_defines

LD = np.longdouble
pytestmark = pytest.mark.skipif(np.finfo(LD).nmant < 63, reason="long double is not the x87 80-bit type here")

FUNCS = {"exp": (ot.exp, np.exp), "log": (ot.log, np.log), "log1p": (ot.log1p, np.log1p),
         "expm1": (ot.expm1, np.expm1), "tanh": (ot.tanh, np.tanh)}
N = 40_000      # points per region


def _logu(rng, lo, hi, n):
    """n magnitudes spread evenly in log scale over [lo, hi]."""
    return np.exp(rng.uniform(np.log(lo), np.log(hi), n))


def _bits(rng, lo, hi, n):
    """n doubles with bit patterns uniform in [lo, hi): every binade equally likely."""
    return rng.integers(lo, hi, n, dtype=np.uint64).view(np.float64)


def _sign(rng, n):
    return rng.choice([-1.0, 1.0], n)


def points(name, dtype):
    """Inputs over the whole domain and its edges (the float64 thresholds, when dtype is float32,
    become float32's own by the same formulas)."""
    rng = np.random.default_rng(12345)
    big = float(np.log(np.finfo(dtype).max))           # overflow threshold
    tiny = float(np.log(np.finfo(dtype).smallest_subnormal))
    if name == "exp":
        parts = [rng.uniform(tiny - 1, big + 1, N), rng.uniform(-1, 1, N), rng.uniform(-0.36, 0.36, N),
                 rng.uniform(tiny - 1, tiny + 40, N),                          # subnormal results
                 rng.uniform(big - 3, big + 0.01, N), _logu(rng, 1e-300, 1, N) * _sign(rng, N)]
    elif name == "expm1":
        parts = [rng.uniform(-45, big + 0.01, N), rng.uniform(-1, 1, N), rng.uniform(-0.4, 0.4, N),
                 _logu(rng, 1e-300, 1, N) * _sign(rng, N), rng.uniform(-40, -30, N), rng.uniform(30, 45, N),
                 rng.uniform(big - 3, big + 0.01, N)]
    elif name == "tanh":
        parts = [rng.uniform(-25, 25, N), rng.uniform(-1, 1, N), rng.uniform(0.54, 0.56, N) * _sign(rng, N),
                 _logu(rng, 1e-300, 1, N) * _sign(rng, N), rng.uniform(18, 21, N) * _sign(rng, N),
                 _bits(rng, 1, 1 << 52, N) * _sign(rng, N)]
    elif name == "log":
        parts = [_bits(rng, 1, 0x7FF0000000000000, N), _bits(rng, 1, 1 << 52, N),   # all of it; subnormals
                 rng.uniform(0.5, 2, N), 1 + _logu(rng, 1e-17, 0.3, N) * _sign(rng, N),
                 rng.uniform(0.70, 0.72, N), rng.uniform(1.40, 1.43, N)]
    else:
        parts = [_logu(rng, 1e-300, 1e300, N), -_logu(rng, 1e-300, 1, N), -1 + _logu(rng, 1e-17, 0.75, N),
                 rng.uniform(-0.3, 0.42, N), rng.uniform(-0.2930, -0.2928, N), rng.uniform(0.4141, 0.4143, N),
                 rng.uniform(-1, 3, N), _bits(rng, 1, 1 << 52, N) * _sign(rng, N)]
    with np.errstate(over="ignore"):
        x = np.concatenate(parts).astype(dtype)
    return x[np.isfinite(x)]


def ulp_errors(got, x, ref_fn, dtype):
    """|got - f(x)| in ulps of the exact f(x) (an overflowing f(x) must give inf: error 0)."""
    info = np.finfo(dtype)
    with np.errstate(all="ignore"):
        ref = ref_fn(x.astype(LD))
    finite = np.isfinite(ref) & (ref != 0)
    assert np.array_equal(got[~finite], ref[~finite].astype(dtype), equal_nan=True)
    ref, got = ref[finite], got[finite]
    _, e = np.frexp(ref)
    ulp = np.ldexp(LD(1), np.maximum(e - (info.nmant + 1), info.minexp - info.nmant))
    err = np.abs(got.astype(LD) - ref) / ulp
    err[(np.abs(ref) > LD(info.max)) & np.isinf(got)] = 0
    return err


_functions = {}


def function(name, dtype):
    """The FAST_RUN opspec function of one op (one C node), built once."""
    if (name, dtype) not in _functions:
        x = ot.tensor(dtype, (None,))
        f = opspec.function([x], FUNCS[name][0](x), mode=FAST_RUN)
        assert [impl for _, impl in f.node_impls()] == ["c"]
        _functions[name, dtype] = f
    return _functions[name, dtype]


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("name", sorted(FUNCS))
def test_error_below_one_ulp(name, dtype):
    """float64: below 1 ulp everywhere (0.76 at worst, for subnormal exp results, which round twice;
    tanh 0.86, numpy's own 1.18);
    float32 goes through float64 and is correctly rounded up to that double rounding."""
    x = points(name, dtype)
    f = function(name, dtype)
    got = f(x)
    assert got.dtype == dtype
    err = ulp_errors(got, x, FUNCS[name][1], dtype)
    assert err.max() < (1.0 if dtype == "float64" else 0.5001), (err.max(), x[np.isfinite(x)][err.argmax()])
    # strided and reversed views run the kernel's strided loop: same values
    for view in (slice(None, None, 3), slice(None, None, -1)):
        np.testing.assert_array_equal(f(x[view]), got[view])


SPECIAL = [np.nan, -np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 1e-300, -1e-300,
           5e-324, -5e-324, 2.2250738585072014e-308, 1.7976931348623157e308, -1.7976931348623157e308,
           709.782712893384, 709.7827128933841, 710.0, -708.3964185322641, -745.1332191019411,
           -745.1332191019412, -746.0, 88.72283, 88.72284, -103.97208, -104.0, 36.7, -36.05, -37.5,
           -40.0, 1e-17, -1e-17, 0.34657359027997264, -0.34657359027997264, 0.41421356237309503,
           -0.2928932188134524, -0.9999999999999999, -1.0000000000000002]


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("name", sorted(FUNCS))
def test_special_values_as_numpy(name, dtype):
    """NaN, infinities, signed zeros, -1, overflow and underflow exactly as numpy gives them; the
    rest within 1 ulp of the exact value."""
    with np.errstate(all="ignore"):
        x = np.array(SPECIAL, dtype=dtype)
        want = FUNCS[name][1](x)
    got = function(name, dtype)(x)
    assert np.array_equal(np.isnan(got), np.isnan(want)), (x, got, want)
    exact = ~np.isnan(want) & (~np.isfinite(want) | (want == 0) | (np.abs(want) == 1))
    np.testing.assert_array_equal(got[exact], want[exact])
    np.testing.assert_array_equal(np.signbit(got[exact]), np.signbit(want[exact]))
    rest = ~np.isnan(want) & ~exact
    assert ulp_errors(got[rest], x[rest], FUNCS[name][1], dtype).max() < 1.0


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_fused_loop(dtype):
    """exp(a) * b + log1p(c * c) fused in one C loop: within a few ulps of the exact value."""
    a_, b_, c_ = (ot.tensor(dtype, (None,)) for _ in range(3))
    f = opspec.function([a_, b_, c_], ot.exp(a_) * b_ + ot.log1p(c_ * c_), mode=FAST_RUN)
    assert [impl for _, impl in f.node_impls()] == ["c"]
    rng = np.random.default_rng(7)
    n = 100_003                      # not a multiple of any vector width: the tail runs too
    a, b, c = (rng.standard_normal(n).astype(dtype) * 3 for _ in range(3))
    got = f(a, b, c)
    ref = (np.exp(a.astype(LD)) * b.astype(LD) + np.log1p(c.astype(LD) ** 2)).astype(dtype)
    scale = np.abs(np.exp(a.astype(LD)) * b.astype(LD)) + np.log1p(c.astype(LD) ** 2)   # no cancellation
    assert (np.abs(got - ref) <= 4 * np.finfo(dtype).eps * scale.astype(dtype)).all()
    np.testing.assert_array_equal(f(a[::2], b[::2], c[::2]), got[::2])


def test_tgmath_dispatch_keeps_other_types():
    """The routed names still dispatch like tgmath: ints to double, long double to libm."""
    source = c_defines() + '#include "opspec_kernel.h"\n' + "\n".join([
        "double int_exp(int k) { return exp(k); }",
        "double int_log1p(long k) { return log1p(k); }",
        "int float_stays_float(float x) { return sizeof(exp(x)) == sizeof(float) && sizeof(expm1(x)) == sizeof(float)"
        " && sizeof(tanh(x)) == sizeof(float); }",
        "double ld_tanh(double x) { return (double)tanh((long double)x); }",
        "double ld_log(double x) { return (double)log((long double)x); }",
        "double complex_exp_re(double x) { return creal(exp(x + 0.0 * I)); }",
    ])
    cdef = "\n".join(["double int_exp(int k);", "double int_log1p(long k);", "int float_stays_float(float x);",
                      "double ld_log(double x);", "double complex_exp_re(double x);", "double ld_tanh(double x);"])
    try:
        lib = compile_module("test_vector_math_tgmath", source, cdef, headers=KERNEL_HEADERS,
                             flags=compile_flags(), origin=__file__).lib
    except CompilerNotFound:
        pytest.skip("no C compiler")
    except CompileError as exc:
        raise AssertionError(str(exc)) from None
    assert abs(lib.int_exp(3) - np.exp(3.0)) <= np.spacing(np.exp(3.0))
    assert lib.int_log1p(0) == 0.0 and abs(lib.int_log1p(7) - np.log(8.0)) <= np.spacing(np.log(8.0))
    assert lib.float_stays_float(1.0)
    assert lib.ld_log(10.0) == float(np.log(LD(10)))
    assert lib.ld_tanh(0.25) == float(np.tanh(LD(0.25)))
    assert abs(lib.complex_exp_re(1.0) - np.e) <= np.spacing(np.e)


def test_arch_flags_name_this_cpu_concretely():
    """-march=native is resolved (the cache key must tell CPUs apart) and reaches the kernels."""
    from opspec.link.c.flags import arch_flags
    flags = arch_flags()
    assert arch_flags() is flags                      # probed once per process
    if flags:
        assert flags[0].startswith("-march=") and not any("native" in f for f in flags)
        assert all(f in compile_flags() for f in flags)


_inline_lib = []
#: loops over exp and tanh as kernels call them: through the SIMD clone (the tgmath name), inlined
#: (vector loop and scalar tail), inlined into a loop kept scalar; and inlined for float32
LOOPS = {f"{kind}_{f}": (call, t) for f in ("exp", "tanh") for kind, call, t in
         [("clone", f, "double"), ("inline", f"{f}_inline", "double"), ("scalar_inline", f"{f}_inline", "double"),
          ("clonef", f, "float"), ("inlinef", f"{f}_inline", "float"), ("scalar_inlinef", f"{f}_inline", "float")]}


def inline_lib():
    """The loops of LOOPS, compiled with the kernels' flags."""
    if not _inline_lib:
        barrier = {False: "", True: ' __asm__ volatile("" ::: "memory");'}
        source = c_defines() + '#include "opspec_kernel.h"\n' + "\n".join(
            f"void {name}(const {t} *x, {t} *o, long n) {{ for (long i = 0; i < n; ++i) {{ o[i] = {call}(x[i]);"
            f"{barrier[name.startswith('scalar')]} }} }}" for name, (call, t) in LOOPS.items())
        cdef = "\n".join(f"void {name}({t} *x, {t} *o, long n);" for name, (_, t) in LOOPS.items())
        try:
            module = compile_module("test_vector_math_inline", source, cdef, headers=KERNEL_HEADERS,
                                    flags=compile_flags(), origin=__file__)
        except CompilerNotFound:
            pytest.skip("no C compiler")
        _inline_lib.append(module)
    return _inline_lib[0]


def test_the_loops_vectorize(tmp_path):
    """Every loop of LOOPS but the ones kept scalar on purpose vectorizes with the kernels' flags
    (GCC's own report): a ?: the vectorizer cannot if-convert or a lookup it will not gather would
    leave a kernel scalar and still give the right values (the float exp_inline once ran 6 times
    slower so, unseen by the value tests)."""
    import os
    import subprocess
    from opspec.link.c.build import compiler_command
    cc = compiler_command()
    version = subprocess.run([*cc, "--version"], capture_output=True, text=True).stdout
    if "Free Software Foundation" not in version or "clang" in version:
        pytest.skip("the vectorization report is GCC's")
    names = [name for name in LOOPS if not name.startswith("scalar")]
    (tmp_path / "loops.c").write_text(c_defines() + '#include "opspec_kernel.h"\n' + "\n".join(
        f"void {name}(const {t} *x, {t} *o, long n) {{\nfor (long i = 0; i < n; ++i) o[i] = {call}(x[i]);\n}}"
        for name, (call, t) in ((n, LOOPS[n]) for n in names)))
    report = subprocess.run([*cc, *compile_flags(), "-fopt-info-vec-optimized", "-I", os.path.dirname(KERNEL_HEADERS[0]),
                             "-c", "loops.c", "-o", "loops.o"], cwd=tmp_path, capture_output=True, text=True)
    assert report.returncode == 0, report.stderr
    vectorized = {int(line.split(":")[1]) for line in report.stderr.splitlines() if "loop vectorized" in line}
    source = (tmp_path / "loops.c").read_text().splitlines()
    loop_lines = {name: next(i + 1 for i, line in enumerate(source) if line.startswith(f"void {name}(")) + 1
                  for name in names}
    assert {name for name, line in loop_lines.items() if line not in vectorized} == set()


def call_loop(name, x):
    module = inline_lib()
    x = np.ascontiguousarray(x)
    out = np.empty_like(x)
    ctype = "float" if x.dtype == np.float32 else "double"
    getattr(module.lib, name)(module.ffi.cast(f"{ctype} *", x.ctypes.data),
                              module.ffi.cast(f"{ctype} *", out.ctypes.data), x.size)
    return out


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_inline_exp_has_exps_accuracy(dtype):
    """exp_inline (the row and reduction kernels' exp) is within exp's bounds over the whole range,
    subnormal results included, and gives numpy's special values."""
    name = "inlinef_exp" if dtype == "float32" else "inline_exp"
    x = points("exp", dtype)
    assert ulp_errors(call_loop(name, x), x, np.exp, dtype).max() < (1.0 if dtype == "float64" else 0.5001)
    with np.errstate(all="ignore"):
        special = np.array(SPECIAL, dtype=dtype)
        want = np.exp(special)
    got = call_loop(name, special)
    exact = np.isnan(want) | ~np.isfinite(want) | (want == 0) | (want == 1)
    np.testing.assert_array_equal(got[exact], want[exact])
    assert ulp_errors(got[~exact], special[~exact], np.exp, dtype).max() < 1.0


ANY_DOUBLES = arrays(np.float64, st.integers(1, 67),
                     elements=st.floats(allow_nan=True, allow_infinity=True, allow_subnormal=True))
ANY_FLOATS = arrays(np.float32, st.integers(1, 67),
                    elements=st.floats(width=32, allow_nan=True, allow_infinity=True, allow_subnormal=True))


@settings(max_examples=60, deadline=None)
@given(st.data())
@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("f", ["exp", "tanh"])
def test_inline_is_the_clone_bit_for_bit(f, dtype, data):
    """The same code inlined (vector loop and scalar tail) and out of line: the same bits for any
    double or float, NaN, infinities and subnormals included."""
    x = data.draw(ANY_DOUBLES if dtype == "float64" else ANY_FLOATS)
    suffix, uint = ("", np.uint64) if dtype == "float64" else ("f", np.uint32)
    want = call_loop(f"clone{suffix}_{f}", x)
    for name in (f"inline{suffix}_{f}", f"scalar_inline{suffix}_{f}"):
        np.testing.assert_array_equal(call_loop(name, x).view(uint), want.view(uint))


#: where exp's result changes kind, per dtype: overflow to inf, normal to subnormal, subnormal to 0
EXP_EDGES = {dtype: [float(np.log(LD(np.finfo(dtype).max))), float(np.log(LD(np.finfo(dtype).tiny))),
                     float(np.log(LD(np.finfo(dtype).smallest_subnormal) / 2))] for dtype in ("float64", "float32")}


def exp_points(dtype, draw):
    """Any value of dtype, or one within a few thousand ulps of an edge of EXP_EDGES."""
    finfo = np.finfo(dtype)
    near = st.tuples(st.sampled_from(EXP_EDGES[dtype]), st.integers(-3000, 3000)).map(
        lambda e: np.asarray(e[0], dtype) + e[1] * np.spacing(np.asarray(e[0], dtype)))
    anything = st.floats(width=finfo.bits, allow_nan=True, allow_infinity=True, allow_subnormal=True)
    return np.array(draw(st.lists(st.one_of(near, anything), min_size=1, max_size=40)), dtype)


@settings(max_examples=150, deadline=None)
@given(st.data())
@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_exp_edges_as_numpy(dtype, data):
    """exp_inline against np.exp on any value and around where the result overflows, turns
    subnormal and underflows: NaN for NaN, exactly numpy's inf, 0 and 1 (+-0 and |x| < eps/4),
    within 1 ulp of the exact value elsewhere, subnormal results included (float64; float32 goes
    through float64: correctly rounded but for double rounding, so never more than 0.5001 ulp)."""
    x = exp_points(dtype, data.draw)
    got = call_loop("inline_exp" if dtype == "float64" else "inlinef_exp", x)
    with np.errstate(all="ignore"):
        want = np.exp(x)
    assert np.array_equal(np.isnan(got), np.isnan(x))
    tiny = np.abs(x) < np.finfo(dtype).eps / 4             # exp(x) rounds to 1 (numpy's and ours)
    exact = ~np.isnan(x) & (np.isinf(want) | (want == 0) | tiny)
    np.testing.assert_array_equal(got[exact], want[exact])
    rest = ~np.isnan(x) & ~exact
    assert (ulp_errors(got[rest], x[rest], np.exp, dtype) < (1.0 if dtype == "float64" else 0.5001)).all()


@settings(max_examples=200, deadline=None)
@given(ANY_DOUBLES)
def test_tanh_edges_as_numpy(x):
    """tanh against np.tanh on any double: NaN for NaN, exactly +-1 for infinities and huge values,
    x itself (sign and value) for zeros, subnormals and |x| < 2^-27, the rest within 2 ulps of numpy
    (ours is below 0.9 ulp of the exact value, numpy's below 1.2)."""
    got, want = call_loop("inline_tanh", x), np.tanh(x)
    assert np.array_equal(np.isnan(got), np.isnan(x))
    exact = ~np.isnan(x) & ((np.abs(x) >= 20) | (np.abs(x) < 2.0 ** -27))
    np.testing.assert_array_equal(got[exact].view(np.uint64), want[exact].view(np.uint64))
    assert (np.abs(got - want) <= 2 * np.spacing(np.abs(want)))[~np.isnan(x)].all()


def test_inline_tanh_has_tanhs_accuracy():
    """tanh_inline over the whole range and its edges: below 1 ulp of the exact value (float64),
    correctly rounded but for double rounding (float32, through float64)."""
    for name, dtype in (("inline_tanh", "float64"), ("inlinef_tanh", "float32")):
        x = points("tanh", dtype)
        assert ulp_errors(call_loop(name, x), x, np.tanh, dtype).max() < (1.0 if dtype == "float64" else 0.5001)
