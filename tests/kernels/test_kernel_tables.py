"""The one dtype table, the one ABI table and numpy's broadcasting, each stated once and read by
the loader, the generators, the runtime and C (issue 20 step 1)."""
import re

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import opspec.tensor as ot
from opspec.configuration import config
from opspec.kernels import abi, dtypes
from opspec.kernels.shapes import broadcast_shapes

NUMERIC = [d for d in dtypes.DTYPES if d != "float16"]


# ------------------------------------------------------------------ dtypes
def test_the_spec_language_and_the_runtime_read_the_one_table():
    from opspec.spec import model
    from opspec.tensor import type as tensor_type
    assert model.DTYPES is dtypes.DTYPES and model.OUTPUT_RULES is dtypes.OUTPUT_RULES
    assert set(model.DTYPE_CLASSES) == set(dtypes.DTYPE_CLASSES)
    assert tensor_type.DTYPE_CLASSES is dtypes.DTYPE_CLASSES
    assert tensor_type.integer_dtypes == dtypes.INTEGER_DTYPES
    assert set(dtypes.C_TYPES) <= set(dtypes.DTYPES)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(NUMERIC), min_size=1, max_size=3), st.sampled_from(dtypes.OUTPUT_RULES))
def test_output_rules_are_numpys(din, rule):
    """The evaluator both the ops (make_node) and the kernels' signatures use, against numpy's
    own results on arrays of these dtypes."""
    up = np.result_type(*[np.dtype(d) for d in din])
    expected = {"upcast": up.name, "bool": "bool",
                "float": up.name if up.kind in "fc" else config.floatX,      # float-only ops upgrade ints
                "accumulate": np.sum(np.ones(2, up)).dtype.name,            # numpy's sum of these
                "real": np.abs(np.ones(2, up)).dtype.name,
                "number": np.floor_divide(np.ones(2, up), np.ones(2, up)).dtype.name if up.kind != "c"
                else up.name}[rule]      # numpy's loops of ops without bool ones (True // True: int8)
    assert dtypes.output_dtype(rule, din, float_x=config.floatX) == expected
    if rule == "float" and up.kind not in "fc":     # set by config: a caller without it gets None
        assert dtypes.output_dtype(rule, din) is None


def test_input_and_prop_rules():
    assert dtypes.output_dtype("input:y", ["int8", "float32"], ["x", "y"]) == "float32"
    assert dtypes.output_dtype("prop:dtype", ["int8"], ["x"], {"dtype": "uint16"}.get) == "uint16"
    assert dtypes.output_dtype("prop:dtype", ["int8"], ["x"]) is None
    # a dtype prop saying "floatX" (random variables' default) is config.floatX, given by the caller
    assert dtypes.output_dtype("prop:dtype", ["int8"], ["x"], {"dtype": "floatX"}.get, "float32") == "float32"
    assert dtypes.output_dtype("float64", ["int8"], ["x"]) == "float64"


def test_every_prop_type_that_reaches_c_has_its_c_parameters():
    from opspec.kernels.model import Param
    assert Param("axis", "axes").decls == ["const npy_intp *axis", "int axis_n"]
    assert Param("k", "int").decls == ["int64_t k"] and Param("s", "str").decls == ["const char *s"]
    assert Param("d", "dtype").decls == [] and Param("t", "tuple").decls == []


# ------------------------------------------------------------------ the ABI
def test_the_abi_is_defined_in_one_table():
    """C gets the values from the table (c_defines); neither the header nor the program runner
    defines them again, and Python reads the same values."""
    from pathlib import Path
    import opspec.link.c
    names = [f"OPSPEC_{s.name}" for s in abi.Status] + [f"OPSPEC_{n}" for n in abi.LIMITS]
    runner = Path(opspec.link.c.__file__).parent
    for source in (abi.KERNEL_HEADER, runner / "opspec_program.c", runner / "opspec_caller.c",
                   runner / "opspec_runtime.c"):
        defined = re.findall(r"#define (OPSPEC_\w+)", source.read_text())
        assert not set(defined) & set(names), (source.name, set(defined) & set(names))
        assert not re.search(r"enum \{ *(SLOT|SHAPE|CALL)_", source.read_text()), source.name
    text = abi.c_defines(program=True)
    assert "#define OPSPEC_UNALIGNED 2" in text and f"#define OPSPEC_MAXDIMS {abi.MAXDIMS}" in text
    assert "SLOT_BUFFER = 1" in text and "CALL_AXES = 2" in text and "SHAPE_LIKE = 3" in text
    assert "SLOT_" not in abi.c_defines()        # kernels see no program kinds


def test_the_kernel_header_refuses_to_compile_without_the_abi(tmp_path):
    from opspec.link.c.build import CompileError, CompilerNotFound, compile_module
    try:
        with pytest.raises(CompileError, match="compile kernels with the ABI"):
            compile_module("no_abi", '#include "opspec_kernel.h"\nint f(void) { return 0; }\n', "int f(void);",
                           headers=abi.KERNEL_HEADERS)
    except CompilerNotFound:
        pytest.skip("no C compiler")


# ------------------------------------------------------------------ broadcasting
@settings(max_examples=200, deadline=None)
@given(hnp.mutually_broadcastable_shapes(num_shapes=3, min_dims=0, max_dims=4, max_side=3))
def test_broadcasting_is_numpys(shapes):
    assert broadcast_shapes(shapes.input_shapes) == np.broadcast_shapes(*shapes.input_shapes)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.lists(st.integers(1, 4), max_size=3).map(tuple), min_size=2, max_size=3))
def test_shapes_that_do_not_broadcast_are_an_error_naming_them(shapes):
    try:
        want = np.broadcast_shapes(*shapes)
    except ValueError:
        with pytest.raises(ValueError, match=r"Op: shapes do not broadcast: a \(.*\), b \("):
            broadcast_shapes(shapes, what="Op", names=["a", "b", "c"])
    else:
        assert broadcast_shapes(shapes) == want


def test_unknown_and_symbolic_sizes():
    assert broadcast_shapes([(None, 1, 3), (1, None, 3)]) == (None, None, 3)
    assert broadcast_shapes([(None,), (5,)]) == (5,)
    n, m = ot.lscalar("n"), ot.lscalar("m")
    with pytest.raises(TypeError, match="cannot broadcast"):
        broadcast_shapes([(n,), (m,)])
    (size,) = ot.broadcast_shape((n,), (m,))          # joined by the tensor runtime: a switch
    import opspec
    f = opspec.function([n, m], size)
    assert f(1, 4) == 4 and f(4, 1) == 4 and f(3, 3) == 3
    assert ot.broadcast_shape((n,), (1,)) == (n,)


def test_every_header_a_kernel_includes_is_in_its_build_key():
    """A build keys by the contents of abi.KERNEL_HEADERS: a header the kernel header includes
    but that list misses would leave stale kernels in the cache when only it changes."""
    names = {header.name for header in abi.KERNEL_HEADERS}
    for header in abi.KERNEL_HEADERS:
        assert header.is_file()
        included = set(re.findall(r'^#include "([^"]+)"', header.read_text(), re.M))
        assert included <= names, (header.name, included - names)
