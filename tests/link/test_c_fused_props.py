"""Props in fused kernels: a fused kernel declares each inner op's props with the C types its own
kernel gives them (one table, opspec.kernels.dtypes), and with their exact values. Fused
kernels once declared every prop ``double``: ``x << k`` compiled unfused but not fused."""
import importlib.util
import os
import sys
import textwrap

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.kernels.dtypes import PROP_PARAMS, float_literal, int_literal, prop_locals, str_literal
from opspec.link.c.program import runner

SPEC = textwrap.dedent("""\
    ops:
      ShiftBy:
        doc: x << k.
        elemwise: true
        props: {k: int}
        inputs: {x: uint64}
        outputs: {out: x}
        python: np.left_shift(x, np.uint64(k))
        c: "x << k"
      OffsetBy:
        doc: x + k, wrapping around.
        elemwise: true
        props: {k: int}
        inputs: {x: int64}
        outputs: {out: x}
        python: (x.astype(np.uint64) + np.uint64(k % 2 ** 64)).astype(np.int64)
        c: "(int64_t)((uint64_t)x + (uint64_t)k)"
      ScaleBy:
        doc: x * a.
        elemwise: true
        props: {a: float}
        inputs: {x: float64}
        outputs: {out: x}
        python: x * a
        c: "x * a"
      FlipIf:
        doc: -x when flag.
        elemwise: true
        props: {flag: bool}
        inputs: {x: float64}
        outputs: {out: x}
        python: -x if flag else x
        c: "flag ? -x : x"
      AddLength:
        doc: x plus the length of s in bytes.
        elemwise: true
        props: {s: str}
        inputs: {x: float64}
        outputs: {out: x}
        python: x + len(s.encode())
        c: "x + (double)strlen(s)"
      AddFirst:
        doc: x plus the first of ks (0 when none) plus the number of axes (-1 for None).
        elemwise: true
        props: {ks: ints, axes: {type: axes, default: null}}
        inputs: {x: float64}
        outputs: {out: x}
        python: x + (ks[0] if len(ks) else 0) + (len(axes) if axes is not None else -1)
        c: "x + (double)(ks_n > 0 ? ks[0] : 0) + (double)axes_n"
    """)


@pytest.fixture(scope="module")
def propc(tmp_path_factory):
    """SPEC generated and imported (the spec named by a relative path: the fused kernels' C,
    which holds #line directives naming it, is the same in every run, so it is cached)."""
    from opspec.spec.generate import generate
    from opspec.spec.load import load_specs
    folder = tmp_path_factory.mktemp("propc")
    (folder / "propc.yaml").write_text(SPEC)
    cwd = os.getcwd()
    os.chdir(folder)
    try:
        generate(load_specs(["propc.yaml"]), folder / "gen")
    finally:
        os.chdir(cwd)
    spec = importlib.util.spec_from_file_location("propc", folder / "gen" / "propc.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["propc"] = module
    spec.loader.exec_module(module)
    yield module
    sys.modules.pop("propc", None)


def test_the_table_covers_every_prop_type_a_spec_may_pass_to_c():
    from opspec.spec.model import PROP_TYPES
    assert set(PROP_PARAMS) == set(PROP_TYPES) - {"dtype", "tuple"}      # the two that never reach C
    assert int_literal(-2 ** 63) == "INT64_MIN" and int_literal(2 ** 40) == "INT64_C(1099511627776)"
    assert float_literal(-0.0) == "(-0.0)" and float_literal(float("nan")) == "NAN"
    assert str_literal('a"\\?*/é') == '"a\\042\\134\\077*/\\303\\251"'
    assert prop_locals("d", "dtype", "float64") == []


FLOATS = st.floats(allow_nan=True, allow_infinity=True) | st.sampled_from([-0.0, 5e-324, 1.7976931348623157e308])


@pytest.mark.skipif(runner() is None, reason="no C compiler")
@settings(max_examples=3, deadline=None)
@given(k=st.integers(0, 63), offset=st.integers(-2 ** 63, 2 ** 63 - 1), a=FLOATS, flag=st.booleans(),
       s=st.text(st.characters(blacklist_characters="\0"), max_size=6),     # C strings end at a NUL
       ks=st.lists(st.integers(-2 ** 63, 2 ** 63 - 1), max_size=3),
       axes=st.none() | st.lists(st.integers(0, 3), max_size=3, unique=True))
@example(k=63, offset=-2 ** 63, a=float("-inf"), flag=True, s='"*/\\?\né', ks=[], axes=None)
def test_fused_kernels_see_every_prop_as_the_ops_own_kernel_does(propc, k, offset, a, flag, s, ks, axes):
    u, i, d = ot.vector(dtype="uint64"), ot.lvector(), ot.dvector()
    outs = [propc.ShiftBy(k=k)(u + 1) + 1, propc.OffsetBy(k=offset)(i + 1) + 1,
            propc.ScaleBy(a=a)(d + 1) + 1, propc.FlipIf(flag=flag)(d + 2) * 2,
            propc.AddLength(s=s)(d + 3) + 1, propc.AddFirst(ks=ks, axes=axes)(d + 4) + 1]
    f = opspec.function([u, i, d], outs)
    fused = [node for node, impl in f.node_impls() if type(node.op).__name__ == "Composite"]
    assert len(fused) == len(outs) and all(impl == "c" for _, impl in f.node_impls())
    values = [np.arange(4, dtype=np.uint64) * 3, np.array([-2 ** 63, -1, 0, 2 ** 63 - 2]), np.linspace(-2, 2, 4)]
    with np.errstate(all="ignore"):
        want = opspec.function([u, i, d], outs, mode="FAST_COMPILE")(*values)
        got = f(*values)
    for w, g in zip(want, got):
        assert g.dtype == w.dtype
        np.testing.assert_array_equal(g, w)       # the same values, nan where nan
