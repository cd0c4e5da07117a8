"""C kernels against numpy: which implementation runs, dtypes, layouts, special values, shape
errors, output reuse, props as arguments and the body-kernel accessors."""
import importlib.util
import re
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.compile.mode import Mode
from opspec.configuration import config
from opspec.kernels.model import DEFAULT_DTYPES
from opspec.ops import arith, math, reduce

C = Mode("c", include=(), name="C, no rewrites")
PY = Mode("py", include=(), name="perform, no rewrites")
INTS = [d for d in DEFAULT_DTYPES if d[0] in "iu"]


def compile_both(build, *values):
    ins = [ot.tensor(v.dtype, (None,) * v.ndim) for v in values]
    outs = build(*ins)
    return opspec.function(ins, outs, mode=C), opspec.function(ins, outs, mode=PY)


def assert_same(expected, got):
    """Equal values, dtype and shape; floats bit for bit up to NaN payloads (signed zeros too)."""
    expected, got = np.asarray(expected), np.asarray(got)
    assert got.dtype == expected.dtype and got.shape == expected.shape
    if got.dtype.kind == "f":
        np.testing.assert_array_equal(np.isnan(got), np.isnan(expected))
        ok = ~np.isnan(expected)
        np.testing.assert_array_equal(got[ok], expected[ok])
        np.testing.assert_array_equal(np.signbit(got[ok]), np.signbit(expected[ok]))
    else:
        np.testing.assert_array_equal(got, expected)


def c_result(build, *values):
    f, _ = compile_both(build, *values)
    assert all(impl == "c" for _, impl in f.node_impls()), f.node_impls()
    with np.errstate(all="ignore"):
        return f(*values)


# ------------------------------------------------------------------ which implementation runs
def test_fast_run_runs_c_and_fast_compile_runs_perform():
    x, y = ot.dvector("x"), ot.dvector("y")
    f = opspec.function([x, y], ot.exp(x) * y, mode=opspec.compile.mode.FAST_RUN.excluding("fusion"))
    assert {impl for _, impl in f.node_impls()} == {"c"}
    assert any(th.kernel == "Exp__float64__float64" for th in f._vm.thunks)
    g = opspec.function([x, y], ot.exp(x) * y, mode="FAST_COMPILE")
    assert {impl for _, impl in g.node_impls()} == {"py"}
    a, b = np.linspace(-1, 1, 7), np.arange(7.0)
    np.testing.assert_allclose(f(a, b), np.exp(a) * b)
    np.testing.assert_allclose(g(a, b), np.exp(a) * b)


def test_config_and_mode_force_the_linker():
    x = ot.dvector("x")
    with config.change(linker="py"):
        assert {i for _, i in opspec.function([x], ot.sqrt(x)).node_impls()} == {"py"}
    assert {i for _, i in opspec.function([x], ot.sqrt(x), mode=C).node_impls()} == {"c"}
    # ops without C (shape ops, dot) run perform in the same VM
    m = ot.dmatrix("m")
    f = opspec.function([m], ot.exp(ot.dot(m, m.T)), mode=C)
    impls = {type(node.op).__name__: impl for node, impl in f.node_impls()}
    assert impls["Exp"] == "c" and impls["Dot"] == "py"


def test_dtypes_without_an_instantiation_run_perform():
    x = ot.tensor("float16", (None,))
    f = opspec.function([x], ot.exp(x), mode=C)
    assert [impl for _, impl in f.node_impls()] == ["py"]
    v = np.array([0.5, 1.0], dtype="float16")
    assert_same(np.exp(v), f(v))


def test_mixed_dtypes_are_cast_like_numpy():
    # int inputs of a true division compute in float; int8 + float32 computes in float32
    a, b = np.array([7, -7, 3], dtype="int64"), np.array([2, 2, -4], dtype="int64")
    assert_same(np.true_divide(a, b), c_result(ot.true_div, a, b))
    p, q = np.array([1, -2, 3], dtype="int8"), np.array([0.5, 0.25, 1e-3], dtype="float32")
    assert_same(np.add(p, q), c_result(ot.add, p, q))
    assert_same(np.less(a, q), c_result(ot.lt, a, q))


# ------------------------------------------------------------------ numpy semantics
@pytest.mark.parametrize("dtype", INTS)
def test_integer_floor_division_and_remainder(dtype):
    info = np.iinfo(dtype)
    vals = np.array(sorted({0, 1, 2, 3, 7, info.max, info.min, info.min + 1, *([-1, -2, -3, -7] if info.min else [])}),
                    dtype=dtype)
    x, y = np.meshgrid(vals, vals)
    x, y = x.ravel().copy(), y.ravel().copy()
    with np.errstate(all="ignore"):
        assert_same(np.floor_divide(x, y), c_result(ot.int_div, x, y))
        assert_same(np.mod(x, y), c_result(ot.mod, x, y))


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_float_floor_division_and_remainder(dtype):
    vals = np.array([0.0, -0.0, 1.0, -1.0, 2.5, -2.5, 7.0, -0.5, 3.0, 1e30, -1e-30, np.inf, -np.inf, np.nan],
                    dtype=dtype)
    x, y = (a.ravel().copy() for a in np.meshgrid(vals, vals))
    with np.errstate(all="ignore"):
        assert_same(np.floor_divide(x, y), c_result(ot.int_div, x, y))
        assert_same(np.mod(x, y), c_result(ot.mod, x, y))


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_nan_signed_zero_and_inf_rules(dtype):
    vals = np.array([0.0, -0.0, 1.0, -2.0, np.inf, -np.inf, np.nan], dtype=dtype)
    x, y = (a.ravel().copy() for a in np.meshgrid(vals, vals))
    for name, ref in [("maximum", np.maximum), ("minimum", np.minimum), ("add", np.add),
                      ("true_div", np.true_divide), ("eq", np.equal), ("lt", np.less), ("neq", np.not_equal)]:
        with np.errstate(all="ignore"):
            assert_same(ref(x, y), c_result(getattr(ot, name), x, y))
    for name, ref in [("abs", np.abs), ("sign", np.sign), ("neg", np.negative), ("exp", np.exp),
                      ("log", np.log), ("sqrt", np.sqrt)]:
        f, g = compile_both(getattr(ot, name), vals)
        with np.errstate(all="ignore"):
            np.testing.assert_allclose(f(vals), ref(vals), rtol=1e-6 if dtype == "float32" else 1e-15)
            if name in ("abs", "sign", "neg"):
                assert_same(g(vals), f(vals))


@pytest.mark.parametrize("dtype", INTS)
def test_integer_power_is_exact_and_refuses_negative_exponents(dtype):
    x = np.array([0, 1, 2, 3, 5, 7, 100], dtype=dtype)
    y = np.array([0, 5, 7, 2, 3, 11, 9], dtype=dtype)
    with np.errstate(all="ignore"):
        assert_same(np.power(x, y), c_result(ot.pow, x, y))
    if dtype.startswith("int"):
        f, _ = compile_both(ot.pow, x, y)
        with pytest.raises(ValueError, match="Integers to negative integer powers are not allowed"):
            f(x, -y)


@pytest.mark.parametrize("src", DEFAULT_DTYPES)
def test_cast_every_pair(src):
    raw = [0, 1, 2, 100, 127, -1, -3, 1.5, -2.5, 3e4] if src.startswith("float") else [0, 1, 2, 100, 127, -1, -3]
    x = np.array(raw).astype(src)
    for dst in DEFAULT_DTYPES:
        if src.startswith("float") and dst != "bool" and not dst.startswith("float"):
            ok = (x >= np.iinfo(dst).min) & (x <= np.iinfo(dst).max)
            v = x[ok]                          # out-of-range float -> int is undefined in numpy too
        else:
            v = x
        with np.errstate(all="ignore"):
            assert_same(v.astype(dst), c_result(lambda t, d=dst: arith.Cast(d)(t), v))


def test_bool_kernels_read_bools_as_bools():
    a = np.array([True, False, True, False])
    b = np.array([True, True, False, False])
    assert_same(~a, c_result(ot.invert, a))
    for name, ref in [("and_", np.bitwise_and), ("or_", np.bitwise_or), ("xor", np.bitwise_xor), ("eq", np.equal)]:
        assert_same(ref(a, b), c_result(getattr(ot, name), a, b))
    assert_same(np.invert(np.array([0, 5, -8], dtype="int8")), c_result(ot.invert, np.array([0, 5, -8], dtype="int8")))
    assert_same(np.sum(a), c_result(lambda t: ot.sum(t), a))


def test_switch_broadcasts_its_condition():
    cond = np.array([[True], [False]])
    a, b = np.arange(6.0).reshape(2, 3), np.float64(-1.0) * np.ones(3)
    assert_same(np.where(cond, a, b), c_result(ot.switch, cond, a, b))


# ------------------------------------------------------------------ layouts (hypothesis)
def _layout(draw, value):
    kind = draw(st.sampled_from(["c", "fortran", "reversed", "spaced", "zero-stride"]))
    if kind == "fortran":
        return np.asfortranarray(value)
    if kind == "reversed":
        return np.flip(np.flip(value).copy())
    if kind == "spaced" and value.ndim:
        big = np.zeros(tuple(2 * s + 1 for s in value.shape), value.dtype)
        view = big[tuple(slice(1, None, 2) for _ in value.shape)]
        view[...] = value
        return view
    if kind == "zero-stride" and value.ndim and value.shape[-1]:
        return np.broadcast_to(value[..., :1], value.shape)
    return value


@st.composite
def broadcast_pairs(draw):
    shape = draw(st.lists(st.integers(0, 4), min_size=0, max_size=4))
    a_shape = [draw(st.sampled_from([s, 1])) for s in shape]
    b_shape = [draw(st.sampled_from([s, 1])) for s in shape][draw(st.integers(0, len(shape))):]
    dtype = draw(st.sampled_from(["float32", "float64", "int32", "int64", "uint8"]))
    rng = np.random.default_rng(draw(st.integers(0, 2 ** 16)))
    a = rng.integers(-50, 50, size=a_shape).astype(dtype)
    b = rng.integers(1, 50, size=b_shape).astype(dtype)
    return _layout(draw, a), _layout(draw, b)


@settings(max_examples=60, deadline=None)
@given(broadcast_pairs(), st.sampled_from(["add", "mul", "maximum", "lt", "int_div", "mod"]))
def test_elemwise_broadcasting_and_strides(pair, name):
    a, b = pair
    ref = {"add": np.add, "mul": np.multiply, "maximum": np.maximum, "lt": np.less,
           "int_div": np.floor_divide, "mod": np.mod}[name]
    with np.errstate(all="ignore"):
        assert_same(ref(a, b), c_result(getattr(ot, name), a, b))


@st.composite
def reductions(draw):
    shape = draw(st.lists(st.integers(0, 5), min_size=0, max_size=4))
    dtype = draw(st.sampled_from(["float64", "float32", "int64", "int8", "uint8", "bool"]))
    rng = np.random.default_rng(draw(st.integers(0, 2 ** 16)))
    x = (rng.integers(0, 3, size=shape) > 0) if dtype == "bool" else rng.integers(-9, 9, size=shape).astype(dtype)
    axes = draw(st.one_of(st.none(), st.lists(st.integers(0, max(0, len(shape) - 1)), unique=True, max_size=len(shape))))
    return _layout(draw, x), axes, draw(st.booleans())


@settings(max_examples=80, deadline=None)
@given(reductions(), st.sampled_from(["sum", "prod", "max", "min", "all", "any"]))
def test_reductions_over_any_axes_and_layout(case, name):
    x, axes, keepdims = case
    if axes is not None and x.ndim == 0:
        axes = None
    if name in ("prod", "max", "min") and x.dtype == bool:
        return                                   # number-only ops
    ref = {"sum": np.sum, "prod": np.prod, "max": np.max, "min": np.min, "all": np.all, "any": np.any}[name]
    op = getattr(reduce, name.capitalize())(axis=tuple(axes) if axes is not None else None, keepdims=keepdims)
    f, g = compile_both(op, x)
    assert [impl for _, impl in f.node_impls()] == ["c"]
    try:
        want = ref(x, axis=tuple(axes) if axes is not None else None, keepdims=keepdims)
    except ValueError:
        with pytest.raises(ValueError, match="zero-size array"):
            f(x)
        return
    got = f(x)
    if x.dtype.kind == "f":
        np.testing.assert_allclose(got, want, rtol=1e-5)
        assert got.dtype == want.dtype and got.shape == np.shape(want)
    else:
        assert_same(want, got)


def test_long_float_sums_are_accurate():
    x = np.random.default_rng(0).random(1_000_003).astype("float32")
    got = c_result(lambda t: ot.sum(t), x)
    assert abs(float(got) - float(np.sum(x.astype("float64")))) < 1e-6 * x.size


# ------------------------------------------------------------------ shapes and storage
def test_mismatched_broadcasting_is_a_value_error_naming_the_op():
    x, y = ot.dvector("x"), ot.dvector("y")
    f = opspec.function([x, y], x + y, mode=C)
    with pytest.raises(ValueError, match=r"Add.*\(3,\).*\(4,\)"):
        f(np.ones(3), np.ones(4))


def test_kernel_refuses_wrong_shapes_itself():
    """Even called directly with inconsistent shapes, a kernel reports instead of writing."""
    from opspec.link.c.module import unit_for
    unit = unit_for(arith.Add.c_kernels.spec(("float64",) * 3)).load()
    ffi, fn = unit.ffi, unit.fn
    x, y, out = np.ones(3), np.ones(3), np.zeros(2)
    data = ffi.new("char *[]", [ffi.from_buffer(v) for v in (x, y, out)])
    dims = ffi.new("npy_intp[]", [3, 8, 3, 8, 2, 8])
    err = ffi.new("char[512]")
    assert fn(data, ffi.new("int[]", [1, 1, 1]), dims, err) == 1
    assert "does not broadcast to the output shape (2,)" in ffi.string(err).decode()
    assert not out.any()


def test_outputs_are_reused_between_calls_when_they_fit():
    from opspec.graph.fg import FunctionGraph
    from opspec.link.vm import link
    x = ot.dvector("x")
    fg = FunctionGraph([x], [ot.exp(x) + 1.0], clone=True)
    vm = link(fg, impl="c", allow_gc=False)
    cell_in, mid, out = vm.storage_map[fg.inputs[0]], vm.storage_map[fg.outputs[0].owner.inputs[0]], \
        vm.storage_map[fg.outputs[0]]
    cell_in[0] = np.arange(4.0)
    vm()
    first_mid, first_out = mid[0], out[0]
    cell_in[0] = np.arange(4.0) + 1
    vm()
    assert mid[0] is first_mid and out[0] is first_out
    np.testing.assert_allclose(out[0], np.exp(np.arange(4.0) + 1) + 1)
    cell_in[0] = np.arange(5.0)                   # another shape: fresh arrays
    vm()
    assert out[0] is not first_out and out[0].shape == (5,)


def test_inplace_variant_writes_into_its_input():
    x = ot.dvector("x")
    y = math.ExpInplace()(x + 1.0)
    f = opspec.function([x], y, mode=C)
    node = [n for n, _ in f.node_impls() if type(n.op).__name__ == "ExpInplace"][0]
    assert dict((type(n.op).__name__, i) for n, i in f.node_impls())["ExpInplace"] == "c"
    assert node.op.destroy_map == {0: [0]}
    np.testing.assert_allclose(f(np.arange(3.0)), np.exp(np.arange(3.0) + 1))


def test_unaligned_and_byteswapped_inputs():
    buf = np.zeros(8 * 6 + 1, dtype=np.uint8)
    buf[1:] = np.arange(6.0).view(np.uint8)
    x = np.frombuffer(buf.data, dtype="float64", offset=1)
    assert not x.flags.aligned
    v = ot.dvector("v")
    f = opspec.function([v], ot.exp(v), mode=C)
    np.testing.assert_allclose(f(x), np.exp(np.arange(6.0)))      # the kernel declines: perform
    swapped = np.arange(6.0).astype(">f8")
    np.testing.assert_allclose(f(swapped), np.exp(np.arange(6.0)))


# ------------------------------------------------------------------ user specs: props, body kernels
SPEC = textwrap.dedent("""\
    ops:
      Affine:
        doc: a * x + b, with a and b passed to C as arguments.
        elemwise: true
        props: {a: float, b: {type: float, default: 0.0}}
        inputs: {x: float}
        outputs: {out: x}
        python: a * x + b
        c: {loop: "out = a * x + b;"}
        samples: [{props: {a: 2.0}, inputs: [[1.0, 2.0]]}]

      RunningSum:
        doc: Running sum along the last axis, scaled; a body kernel with support code.
        props: {scale: float}
        inputs: {x: matrix(float)}
        outputs: {out: x}
        shape: {out: x.shape}
        python: scale * np.cumsum(x, axis=-1)
        c:
          headers: [math.h]
          libraries: [m]
          dtypes: [float64]
          support: |
            static inline double opspec_test_scaled(double v, double s) { return v * s; }
          body: |
            for (npy_intp i = 0; i < x.shape[0]; ++i) {
                TYPE(x) acc = 0;
                for (npy_intp j = 0; j < x.shape[1]; ++j) {
                    acc += AT(x, i, j);
                    AT(out, i, j) = opspec_test_scaled(acc, scale);
                }
            }
        samples: [{props: {scale: 0.5}, inputs: ["rand(3, 4)"]}]
    """)


@pytest.fixture(scope="module")
def user_module(tmp_path_factory):
    from opspec.spec.generate import generate
    from opspec.spec.load import load_specs
    root = tmp_path_factory.mktemp("userspec")
    (root / "userk.yaml").write_text(SPEC)
    generate(load_specs([str(root / "userk.yaml")]), root / "gen")
    spec = importlib.util.spec_from_file_location("userk_c_tests", root / "gen" / "userk.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["userk_c_tests"] = module
    spec.loader.exec_module(module)
    yield module, (root / "gen" / "userk.c").read_text()
    sys.modules.pop("userk_c_tests", None)


def test_props_reach_kernels_as_arguments(user_module):
    module, source = user_module
    assert "double a, double b" in source and "2.0" not in source
    x = ot.dvector("x")
    v = np.array([1.0, -2.0, 3.0])
    for a, b in [(2.0, 0.0), (-1.5, 4.0)]:
        f = opspec.function([x], module.Affine(a=a, b=b)(x), mode=C)
        assert [i for _, i in f.node_impls()] == ["c"]
        np.testing.assert_allclose(f(v), a * v + b)


def test_body_kernel_accessors_support_headers_and_dtypes(user_module):
    module, source = user_module
    assert "RunningSum__float64__float64" in source and "RunningSum__float32" not in source
    m = ot.dmatrix("m")
    f = opspec.function([m], module.RunningSum(scale=0.5)(m), mode=C)
    assert [i for _, i in f.node_impls()] == ["c"]
    v = np.random.default_rng(1).random((3, 5))
    for layout in (v, np.asfortranarray(v), v[::-1, ::2]):
        np.testing.assert_allclose(f(layout), 0.5 * np.cumsum(layout, axis=-1))
    n = ot.fmatrix("n")
    h = opspec.function([n], module.RunningSum(scale=2.0)(n), mode=C)   # float32: not instantiated
    assert [i for _, i in h.node_impls()] == ["py"]


def test_opspec_build_precompiles_with_progress(tmp_path, monkeypatch, capsys):
    from opspec.cli import main
    monkeypatch.setenv("OPSPEC_CACHE_DIR", str(tmp_path / "cache"))
    math_spec = str(Path(__file__).resolve().parents[2] / "specs" / "math.yaml")
    assert main(["build", "-j", "1", math_spec]) == 0
    out = capsys.readouterr().out
    assert "opspec build: 1 C module(s)" in out and "[1/1] math" in out and out.rstrip().endswith("ok")
    kernels = int(re.search(r"C module\(s\), (\d+) kernels", out).group(1))
    assert len(list((tmp_path / "cache").glob("_opspec_math_*.so"))) == kernels   # one module per kernel
    assert main(["build", math_spec]) == 0                     # a cache hit: nothing new
    assert len(list((tmp_path / "cache").glob("_opspec_math_*.so"))) == kernels


def test_generated_c_maps_lines_back_to_spec_and_file():
    """Each kernel's code is preceded by #line naming its spec line (an expression starts on the
    line of what it is assigned to or returned as), and followed by a #line that names the
    generated file's own next line (so other messages point at the right place)."""
    import re
    root = Path(__file__).resolve().parents[2]
    for cfile in sorted((root / "generated").glob("*.c")):
        lines = cfile.read_text().split("\n")
        spec = (root / "specs" / f"{cfile.stem}.yaml").read_text().split("\n")
        for k, line in enumerate(lines, 1):
            m = re.match(r'#line (\d+) "(.*)"$', line)
            if not m:
                continue
            n, file = int(m.group(1)), m.group(2)
            if file == cfile.name:
                assert n == k + 1, f"{cfile.name}:{k}: {line}"
            else:
                assert file == f"specs/{cfile.stem}.yaml"
                code = re.sub(r"^(\w+ = \(|return \(\w+\)\()", "", lines[k].strip())
                if not code.startswith("#include"):
                    assert code.split()[0] in spec[n - 1], f"{cfile.name}:{k}: {code!r} vs {spec[n - 1]!r}"


def test_cast_inputs_take_the_contiguous_path(monkeypatch):
    """An input cast to the kernel's dtype is a fresh contiguous array that the kernel handles
    itself (were it described wrongly, the kernel would decline and perform would run)."""
    calls = []
    original = arith.Add.perform
    monkeypatch.setattr(arith.Add, "perform", lambda *a: calls.append(1) or original(*a))
    p, q = np.arange(5, dtype="int8"), np.linspace(0, 1, 5, dtype="float32")
    f, _ = compile_both(ot.add, p, q)
    assert_same(p + q, f(p, q))
    assert calls == []


def test_ops_can_bring_c_made_at_run_time():
    """What fusion does: an op describes a kernel with its scalar code and no file (a KernelSpec),
    which is rendered, compiled and run like a generated one."""
    from opspec.kernels.model import Broadcast, Code, KernelCall, KernelSpec, Operand
    from opspec.tensor.elemwise import Elemwise

    class TwicePlusOne(Elemwise):
        __props__ = ()
        input_names, output_names = ("x",), ("out",)
        input_dtypes, output_dtypes = ("float64",), ("float64",)

        def impl(self, x):
            return 2 * x + 1

        def c_kernel(self, node):
            spec = KernelSpec("TwicePlusOne__float64__float64", "loop", (Operand("x", "float64"),),
                              (Operand("out", "float64"),), op="TwicePlusOne",
                              code=Code("double t = 2 * x;\nout = t + 1;"))
            return KernelCall(spec, (), Broadcast())

    x = ot.dvector("x")
    f = opspec.function([x], TwicePlusOne()(x), mode=C)
    assert [impl for _, impl in f.node_impls()] == ["c"]
    np.testing.assert_allclose(f(np.arange(4.0)[::-1]), 2 * np.arange(4.0)[::-1] + 1)
