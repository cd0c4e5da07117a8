"""C programs: runs of C nodes executed by one call compute what the Python path computes."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import opspec
import opspec.tensor as ot
from opspec.graph.basic import Constant
from opspec.compile.mode import FAST_RUN
from opspec.link.c.program import runner
from opspec.testing import assert_allclose

pytestmark = pytest.mark.skipif(runner() is None, reason="no C compiler: programs are never formed")

UNFUSED = FAST_RUN.excluding("fusion")


def softmax(x):
    e = ot.exp(x - x.max(axis=1).dimshuffle(0, "x"))
    return e / e.sum(axis=1).dimshuffle(0, "x")


GRAPHS = {
    # name: (ranks of the inputs, outputs)
    "softmax": ((2,), lambda x: [softmax(x)]),
    "center_scale": ((2, 1), lambda x, v: [(x - x.mean(axis=0)) * v, (x * x).sum(axis=1)]),
    "reduce_then_broadcast": ((2, 2), lambda x, y: [(ot.exp(x) * y).sum(axis=1) + y.max(axis=1), x * 2.0 - y]),
    "chain_of_reductions": ((3,), lambda x: [x.sum(axis=2).max(axis=0) * 3.0 - x.min(axis=(0, 2))]),
    # Shape_i, sum_to_shape (x and y may broadcast at run time) and a view read outside
    "broadcast_grad": ((1, 1), lambda x, y: [*opspec.grad(ot.mean(ot.exp(x) * y), [x, y]),
                                            (x * 2.0).dimshuffle("x", 0)]),
}
#: graphs whose inputs are drawn with sizes n or 1 independently (they broadcast at run time)
BROADCASTING = {"reduce_then_broadcast", "broadcast_grad"}


def programs(f):
    return [t.program for t, _, _ in f._vm.units if hasattr(t, "program")]


@pytest.mark.parametrize("name", sorted(GRAPHS))
@pytest.mark.parametrize("mode", [FAST_RUN, UNFUSED], ids=["fused", "unfused"])
def test_c_nodes_run_as_one_program(name, mode):
    ranks, build = GRAPHS[name]
    inputs = [ot.tensor("float64", (None,) * r) for r in ranks]
    f = opspec.function(inputs, build(*inputs), mode=mode)
    [program, *_] = programs(f)
    assert len(program.nodes) >= 2
    assert all(impl == "c" for node, impl in f.node_impls() if node in program.nodes)
    values = [np.random.default_rng(0).random((3, 4, 5)[3 - r:]) for r in ranks]
    plain = opspec.function(inputs, build(*inputs), mode="FAST_COMPILE")
    for want, got in zip(plain(*values), f(*values)):
        assert_allclose(want, got)


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_programs_match_the_python_path(data):
    """Shapes, broadcasting, dtypes and layouts (non-contiguous, negative strides, 0-d, empty)."""
    name = data.draw(st.sampled_from(sorted(GRAPHS)))
    ranks, build = GRAPHS[name]
    dtype = data.draw(st.sampled_from(["float32", "float64"]))
    side = st.integers(0 if name == "center_scale" else 1, 4)
    base = data.draw(st.lists(side, min_size=3, max_size=3))
    shapes = []
    for r in ranks:
        shape = base[len(base) - r:] if name not in BROADCASTING else base[:r]
        shapes.append(tuple(data.draw(st.sampled_from([n, 1])) if name in BROADCASTING else n
                            for n in shape))
    values = [data.draw(hnp.arrays(dtype, s, elements=st.floats(-3, 3, width=32))) for s in shapes]
    if data.draw(st.booleans()):
        values = [v[..., ::-1] if v.ndim else v for v in values]
    if data.draw(st.booleans()):
        values = [np.asfortranarray(v) for v in values]
    inputs = [ot.tensor(dtype, (None,) * r) for r in ranks]
    mode = data.draw(st.sampled_from([FAST_RUN, UNFUSED]))
    f = opspec.function(inputs, build(*inputs), mode=mode)
    plain = opspec.function(inputs, build(*inputs), mode="FAST_COMPILE")
    try:
        want = plain(*values)
    except ValueError:
        with pytest.raises(ValueError):
            f(*values)
        return
    copies = [v.copy() for v in values]
    got = f(*values)
    for w, g in zip(want, got):
        assert g.dtype == w.dtype and g.shape == w.shape
        assert_allclose(w, g)
    for v, c in zip(values, copies):
        np.testing.assert_array_equal(v, c)      # never modifies a user's array


def test_shapes_may_change_between_calls():
    x = ot.dmatrix("x")
    f = opspec.function([x], softmax(x))
    rng = np.random.default_rng(1)
    for shape in [(3, 4), (3, 4), (7, 2), (1, 1), (0, 5), (3, 4)]:
        v = rng.random(shape)
        e = np.exp(v - v.max(axis=1, keepdims=True)) if v.size else v
        assert_allclose(e / e.sum(axis=1, keepdims=True) if v.size else v, f(v))


def test_intermediates_share_workspace_buffers():
    """Ten unfused elementwise steps: the intermediates of a chain need two buffers, not nine."""
    a, b = ot.dvectors("a", "b")
    out = a
    for k in range(10):
        out = (out * b + k) if k % 2 else ot.exp(-abs(out)) * 2.0
    f = opspec.function([a, b], out.sum(), mode=UNFUSED.excluding("inplace"))
    [program] = programs(f)
    assert len(program.nodes) > 10
    assert program.nbuffers <= 2
    x, y = np.linspace(-1, 1, 50), np.linspace(0, 2, 50)
    assert_allclose(opspec.function([a, b], out.sum(), mode="FAST_COMPILE")(x, y), f(x, y))


def test_outputs_are_fresh_arrays_each_call():
    x = ot.dvector("x")
    f = opspec.function([x], [ot.exp(x).sum() * x, x.max() + x])
    first = f(np.ones(3))
    kept = [r.copy() for r in first]
    second = f(np.full(3, 2.0))
    for r, k in zip(first, kept):
        np.testing.assert_array_equal(r, k)
    assert not np.shares_memory(first[0], second[0])


def test_in_place_results_read_outside_the_program():
    """An in-place step's result that is a function output comes back as its own array."""
    x, y = ot.dvectors("x", "y")
    f = opspec.function([x, y], ot.exp(x + y).sum() + (x + y) * 2.0, mode=UNFUSED)
    assert any(node.op.destroy_map for node in f._vm.nodes), "the graph should have an in-place step"
    assert programs(f)
    v, w = np.arange(3.0), np.ones(3)
    assert_allclose(np.exp(v + w).sum() + (v + w) * 2, f(v, w))
    np.testing.assert_array_equal(v, np.arange(3.0))


def test_broadcast_error_names_the_node_and_shapes():
    x, y = ot.dmatrices("x", "y")
    f = opspec.function([x, y], [(ot.exp(x) * y).sum(axis=1), x - y.max(axis=0)])
    assert programs(f)
    with pytest.raises(ValueError, match="do not broadcast") as info:
        f(np.ones((2, 3)), np.ones((4, 3)))
    notes = "\n".join(getattr(info.value, "__notes__", []))
    assert "while running node" in notes and "input shapes" in notes


def test_dimshuffle_step_refuses_to_drop_a_long_dimension():
    x = ot.tensor("float64", (None, None))
    out = ot.exp(x).sum(axis=1).dimshuffle("x", 0) * 2.0
    y = ot.tensor("float64", (None, 1))
    g = opspec.function([y], (ot.exp(y) * 2.0).dimshuffle(0) + 1.0)
    assert_allclose(np.exp(np.ones((3, 1))).ravel() * 2 + 1, g(np.ones((3, 1))))
    f = opspec.function([x], out)
    assert_allclose(np.exp(np.ones((2, 3))).sum(axis=1)[None, :] * 2, f(np.ones((2, 3))))


def test_shape_sizes_sums_to_shape_and_read_views_are_steps():
    x, y = ot.dvectors("x", "y")
    _, build = GRAPHS["broadcast_grad"]
    f = opspec.function([x, y], build(x, y))
    stepped = {type(node.op).__name__ for program in programs(f) for node in program.nodes}
    assert {"Shape_i", "SumToShape", "DimShuffle"} <= stepped, stepped
    first = f(np.ones(3), np.ones(1))
    kept = [r.copy() for r in first]
    f(np.full(3, 2.0), np.full(1, 3.0))
    for r, k in zip(first, kept):       # the view was copied out, not left in a workspace buffer
        np.testing.assert_array_equal(r, k)
    assert_allclose(np.full(3, np.e / 3), first[0])
    assert_allclose([np.e], first[1])
    assert_allclose(np.full((1, 3), 2.0), first[2])


def test_unaligned_inputs_run_node_by_node():
    x = ot.dmatrix("x")
    f = opspec.function([x], softmax(x))
    raw = np.zeros(8 * 12 + 1, dtype=np.uint8)
    v = np.frombuffer(raw.data, dtype=np.float64, count=12, offset=1).reshape(3, 4)
    assert not v.flags.aligned
    e = np.exp(v - v.max(axis=1, keepdims=True))
    assert_allclose(e / e.sum(axis=1, keepdims=True), f(v))


def test_fallback_and_programs_agree_on_the_python_thunks_too():
    """Python nodes between programs (a dot) still see the values they need."""
    x, w = ot.dmatrix("x"), ot.dvector("w")
    p = ot.sigmoid(ot.dot(x, w) + 1.0)
    loss = -ot.mean(ot.log(p))
    g = opspec.grad(loss, w)
    f = opspec.function([x, w], [loss, g])
    plain = opspec.function([x, w], [loss, g], mode="FAST_COMPILE")
    rng = np.random.default_rng(2)
    xv, wv = rng.standard_normal((20, 5)), rng.standard_normal(5)
    for want, got in zip(plain(xv, wv), f(xv, wv)):
        assert_allclose(want, got)


# ------------------------------------------------------------------ the whole call in C
def test_a_one_program_function_is_called_in_c():
    x, y = ot.dvectors("x", "y")
    f = opspec.function([x, y], [ot.exp(x) * y, (x - y).sum()])
    assert type(f.__call__).__name__ == "builtin_function_or_method"
    a, b = np.arange(4.0), np.linspace(0, 1, 4)
    r0, r1 = f(a, b)
    assert_allclose(np.exp(a) * b, r0)
    assert_allclose((a - b).sum(), r1)
    assert r1.shape == () and r0.flags.owndata and r0.flags.writeable


def test_c_call_hands_other_calls_to_python():
    x = ot.dvector("x")
    f = opspec.function([x], ot.exp(x) * 2.0)
    want = np.exp(np.arange(3.0)) * 2
    assert_allclose(want, f([0.0, 1.0, 2.0]))                     # a list: converted
    assert_allclose(want, f(x=np.arange(3.0)))                     # a keyword
    assert_allclose(want, f(np.arange(3.0).astype(">f8")))         # byte-swapped
    raw = np.zeros(8 * 3 + 1, dtype=np.uint8)
    unaligned = np.frombuffer(raw.data, dtype=np.float64, count=3, offset=1)
    unaligned[...] = np.arange(3.0) if unaligned.flags.writeable else 0
    assert_allclose(np.exp(unaligned) * 2, f(unaligned))          # unaligned: node by node
    with pytest.raises(TypeError):
        f(np.arange(3, dtype=np.int64).reshape(3, 1))                # wrong rank: the usual error
    with pytest.raises(TypeError):
        f()


def test_c_call_reports_kernel_errors_like_the_python_call():
    x, y = ot.dvectors("x", "y")
    f = opspec.function([x, y], ot.exp(x) * y)
    with pytest.raises(ValueError, match="do not broadcast") as info:
        f(np.ones(2), np.ones(3))
    assert "while running node" in "\n".join(getattr(info.value, "__notes__", []))


def test_c_call_keeps_reference_counts_balanced():
    import sys
    x = ot.dvector("x")
    f = opspec.function([x], [ot.exp(x), x.sum()])
    a = np.arange(5.0)
    before = sys.getrefcount(a)
    for _ in range(1000):
        out = f(a)
    assert sys.getrefcount(a) == before
    import weakref
    first = weakref.ref(out[0])
    del out
    f(a)        # the function remembers its last small outputs until the next call
    assert first() is None, "the output array leaked a reference"


def test_c_call_fills_its_last_output_again_only_when_nobody_holds_it():
    import weakref
    x = ot.dvector("x")
    f = opspec.function([x], ot.exp(x) * 2.0)
    a, b = np.arange(4.0), np.linspace(0, 1, 4)
    first = f(a)
    address = first.ctypes.data
    del first                                       # dropped: the next call may fill it again
    again = f(b)
    assert again.ctypes.data == address
    assert_allclose(np.exp(b) * 2, again)
    held = f(a)                                     # `again` held: a new array
    assert_allclose(np.exp(b) * 2, again)
    assert_allclose(np.exp(a) * 2, held)
    view = held[1:]
    del held                                        # a view keeps it
    f(b)
    assert_allclose(np.exp(a[1:]) * 2, view)
    watched = weakref.ref(f(a))                     # a weak reference: it could see a change
    out = f(b)
    assert watched() is None, "an array with a weak reference was filled again"
    assert_allclose(np.exp(b) * 2, out)
    frozen = f(a)
    frozen.flags.writeable = False
    del frozen                                      # read-only: never written again
    assert f(b).flags.writeable
    assert f(np.arange(6.0)).shape == (6,)          # another shape: a new array
    big = weakref.ref(f(np.ones(1 << 15)))
    assert big() is None, "large outputs are not kept between calls"


def test_thread_settings_reach_the_kernels_programs_call():
    """The settings live once, in the kernels' helpers (opspec_runtime.c): no kernel module has
    a copy of its own (a copy once shadowed the settings: every kernel bound its setter to the
    helpers' symbol and kept reading its own defaults)."""
    import ctypes
    import os

    from opspec.link.c import runtime
    from opspec.link.c.build import cache_entry
    x, w = ot.dmatrix("x"), ot.dvector("w")
    f = opspec.function([x, w], ot.exp(ot.dot(x, w)).sum() * ot.exp(w))      # a dot, then a program
    [program] = programs(f)
    lib = runtime.load()
    threads = ctypes.c_int.in_dll(lib, "opspec_omp_nthreads")
    threshold = ctypes.c_ssize_t.in_dll(lib, "opspec_omp_min")
    with opspec.config.change(omp_threads=1, omp_threshold=12345):
        assert (threads.value, threshold.value) == (1, 12345)
        xv, wv = np.ones((3, 2)), np.ones(2)
        assert_allclose(np.exp(xv @ wv).sum() * np.exp(wv), f(xv, wv))
    assert (threads.value, threshold.value) == (opspec.config.omp_threads, opspec.config.omp_threshold)
    units = {id(t.c_kernel.module): t.c_kernel.module for t in program.thunks if hasattr(t, "c_kernel")}
    assert units
    for unit in units.values():
        kernel = ctypes.CDLL(str(cache_entry(**unit.job()).so_path), mode=os.RTLD_NOLOAD)
        assert not hasattr(kernel, "opspec_omp_min") and not hasattr(kernel, "opspec_set_omp")


@pytest.mark.parametrize("terms", [300, 1000])
def test_programs_with_more_arrays_than_a_builtin_takes(terms):
    """A sum of exp(x_i) * 2 over ``terms`` inputs: more arrays than the C call takes (it used
    to write past its array) and, at 1000 terms, more than a generated Python expression may
    nest."""
    xs = [ot.dvector(f"x{i}") for i in range(terms)]
    items = [ot.exp(x) * 2 for x in xs]
    while len(items) > 1:
        items = [a + b for a, b in zip(items[::2], items[1::2])] + items[len(items) - len(items) % 2:]
    f = opspec.function(xs, items[0])
    assert max(p.nexternals for p in programs(f)) > 256
    values = [np.linspace(-1, 1, 5) * (i % 7) for i in range(terms)]
    want = sum(np.exp(v) * 2 for v in values)
    for _ in range(2):
        assert_allclose(want, f(*values))


@pytest.mark.parametrize("terms", [150, 1000])
def test_a_program_holds_its_constants(terms):
    """A sum of exp(x * k_i) * c_i: the 2 constants per term live in the program's slots, set
    once, instead of being passed as arrays on every call: the call is the C builtin."""
    x = ot.dvector("x")
    ks, cs = 1.0 + np.arange(terms) / terms, 0.5 + np.arange(terms) / (2 * terms)
    items = [ot.exp(x * k) * c for k, c in zip(ks, cs)]
    while len(items) > 1:
        items = [a + b for a, b in zip(items[::2], items[1::2])] + items[len(items) - len(items) % 2:]
    f = opspec.function([x], items[0])
    assert [p.nexternals for p in programs(f)] == [2]
    assert hasattr(type(f).__call__, "__self__")      # the C builtin
    v = np.linspace(-1, 1, 5)
    want = sum(np.exp(v * k) * c for k, c in zip(ks, cs))
    for _ in range(2):
        assert_allclose(want, f(v))


def test_a_program_holds_constants_of_any_layout():
    """A constant is copied native and aligned when it is made (a byte-swapped or unaligned
    array is not what a kernel reads): the program holds it, and the result is right."""
    x = ot.dvector("x")
    raw = np.zeros(8 * 4 + 1, np.uint8)
    unaligned = np.ndarray((4,), np.float64, raw.data, offset=1)
    unaligned[...] = np.arange(4.0)
    swapped = np.arange(4.0).astype(">f8")
    f = opspec.function([x], ot.exp(x) * ot.constant(swapped) + ot.constant(unaligned))
    assert [p.nexternals for p in programs(f)] == [2]
    v = np.linspace(-1, 1, 4)
    assert_allclose(f(v), np.exp(v) * np.arange(4.0) + np.arange(4.0))


def test_a_call_finding_its_program_busy_runs_on_a_copy():
    """What a call does while another thread's call holds the program's state (its GIL
    released): the C builtin and the Python thunk both compute on a copy of the slots and
    buffers, and leave the other call's state and flag alone."""
    x = ot.dvector("x")
    f = opspec.function([x], ot.exp(x) * 2 + ot.log1p(x * x))
    [program] = programs(f)
    [(thunk, _, _)] = f._vm.units
    a = np.linspace(-1, 1, 50_000)
    want = np.exp(a) * 2 + np.log1p(a * a)
    program.busy[0] = 1
    try:
        assert_allclose(f(a), want)                     # the builtin, call mode
        assert_allclose(f(a[:7]), want[:7])
        f._input_cells[0][0] = a[::2]
        thunk()                                         # the Python side: opspec_program_run
        assert_allclose(f._output_cells[0][0], want[::2])
        assert program.busy[0] == 1
    finally:
        program.busy[0] = 0
        f._input_cells[0][0] = f._output_cells[0][0] = None
    assert_allclose(f(a), want)


# ------------------------------------------------------------------ every layout, every output
def _layout(value, layout):
    """``value`` (a native C array) as the given memory layout, same values."""
    if layout == "unaligned":       # a field of a packed record: one byte off its dtype's grid
        raw = np.zeros(value.nbytes + 1, np.uint8)
        out = np.ndarray(value.shape, value.dtype, raw.data, offset=1)
        out[...] = value
        return out
    if layout == "swapped":
        return value.astype(value.dtype.newbyteorder())
    if layout == "swapped_unaligned":
        return _layout(_layout(value, "swapped"), "unaligned")
    if layout == "reversed":
        return np.flip(value).copy()[tuple(slice(None, None, -1) for _ in value.shape)]
    if layout == "fortran":
        return np.asfortranarray(value) if value.ndim else value.copy()
    if layout == "broadcast" and value.ndim:     # a 0-stride view along the first axis
        return np.broadcast_to(value[:1], value.shape) if len(value) else value
    return value.copy()


LAYOUTS = ["c", "unaligned", "swapped", "swapped_unaligned", "reversed", "fortran", "broadcast"]


def _chain(x):
    return ((((x + 1) * 2) - 3) / 4) % 5


IN_PLACE_GRAPHS = {
    # name: (ranks allowed, outputs); each has in-place steps, fused or not
    "two_of_a_chain": ((0, 1, 2), lambda x: [ot.tanh(_chain(x)), ot.softplus(_chain(x))]),
    "one_of_a_chain": ((0, 1, 2), lambda x: ot.tanh(_chain(x)) * ot.exp(_chain(x)).sum()),
    "reversed_slice_and_shape": ((1,), lambda x: [x[2::-3], x[2::-3].shape]),
    "sum_and_in_place": ((0, 1, 2), lambda x: [ot.exp(x + 1).sum() * 2, (x + 1) * 2]),
    "in_place_on_a_view": ((0, 1, 2), lambda x: ot.tanh(_chain(x)).dimshuffle("x", *range(x.ndim)) * ot.exp(x).sum()),
}


@pytest.mark.parametrize("name", sorted(IN_PLACE_GRAPHS))
@pytest.mark.parametrize("mode", [FAST_RUN, UNFUSED], ids=["fused", "unfused"])
def test_the_layout_graphs_have_in_place_steps(name, mode):
    x = ot.dvector("x")
    f = opspec.function([x], IN_PLACE_GRAPHS[name][1](x), mode=mode)
    assert any(node.op.destroy_map for node in f._vm.nodes)
    # an in-place result of a view read outside its run cannot be a program's: node by node
    assert programs(f) or name == "in_place_on_a_view"


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_every_layout_gives_every_output(data):
    """A program falls back (node by node, or to Python) on inputs it cannot take as they
    are: unaligned, byte-swapped, ...; every path hands back every output. (An escaping
    in-place result was cleared as an intermediate after the node-by-node run: None.)"""
    name = data.draw(st.sampled_from(sorted(IN_PLACE_GRAPHS)))
    ranks, build = IN_PLACE_GRAPHS[name]
    ndim = data.draw(st.sampled_from(ranks))
    dtype = data.draw(st.sampled_from(["float32", "float64"]))
    mode = data.draw(st.sampled_from([FAST_RUN, UNFUSED]), label="mode")
    x = ot.tensor(dtype, (None,) * ndim)
    f = opspec.function([x], build(x), mode=mode)
    plain = opspec.function([x], build(x), mode="FAST_COMPILE")
    shape = tuple(data.draw(st.lists(st.integers(0, 5), min_size=ndim, max_size=ndim)))
    for _ in range(2):      # a second call: programs keep state between calls
        value = data.draw(hnp.arrays(dtype, shape, elements=st.floats(-3, 3, width=32)))
        layout = data.draw(st.sampled_from(LAYOUTS), label="layout")
        given_value = _layout(value, layout)
        kept = given_value.copy()
        want, got = plain(given_value.astype(dtype)), f(given_value)    # a native C copy for numpy
        for w, g in zip(want if isinstance(want, list) else [want], got if isinstance(got, list) else [got]):
            assert isinstance(g, np.ndarray), f"{layout}: {g!r}"
            assert g.dtype == w.dtype and g.shape == w.shape and g.dtype.isnative
            assert_allclose(w, g)
        np.testing.assert_array_equal(given_value, kept)


@pytest.mark.parametrize("axis", [0, 1, -1])
def test_kernels_with_int_props_are_steps(axis):
    """A kernel whose props are ints (an axis) is called by the program with their values
    (CallKind.INTS): log-softmax and its gradient join the elementwise work around them."""
    x, y = ot.dmatrix("x"), ot.dmatrix("y")
    loss = (ot.log_softmax(x * 2.0, axis=axis) * y).sum()
    f = opspec.function([x, y], [loss, opspec.grad(loss, x)])
    stepped = {type(node.op).__name__ for p in programs(f) for node in p.nodes}
    assert {"LogSoftmax", "LogSoftmaxGrad"} <= stepped
    rng = np.random.default_rng(axis + 1)
    v, w = rng.standard_normal((3, 4)), rng.random((3, 4))
    z = v * 2.0
    logp = z - np.log(np.exp(z - z.max(axis, keepdims=True)).sum(axis, keepdims=True)) - z.max(axis, keepdims=True)
    p = np.exp(logp)
    got_loss, got_grad = f(v, w)
    assert_allclose(got_loss, (logp * w).sum())
    assert_allclose(got_grad, 2.0 * (w - p * w.sum(axis, keepdims=True)))


@pytest.mark.parametrize("order", [(1, 0), (2, 0, 1), ("x", 1, 0)])
def test_a_transpose_read_by_python_is_one_numpy_view(order):
    """A dimshuffle outside a program that only reorders dimensions is the input's transpose
    (a view, made by one numpy call: opspec.link.c.steps.transpose_thunk); others keep their op's."""
    from opspec.compile.mode import FAST_RUN
    ndim = len([a for a in order if a != "x"])
    x = ot.tensor("float64", (None,) * ndim)
    y = x.dimshuffle(*order)
    f = opspec.function([x], y, mode=FAST_RUN.excluding("fusion"))
    [(node, thunk)] = [(n, t) for n, t in zip(f.vm.nodes, f.vm.thunks) if n.outputs[0] is f.maker.fgraph.outputs[0]]
    v = np.random.default_rng(0).random((2, 3, 4)[:ndim])
    got = f(v)
    want = np.expand_dims(v.T, 0) if "x" in order else v.transpose([a for a in order])
    np.testing.assert_array_equal(got, want)
    assert (thunk.__qualname__.startswith("transpose_thunk")) == ("x" not in order)


def test_a_transposed_subclass_is_an_ndarray(tmp_path):
    """As the op's perform gives: a memmap's transpose handed on is a plain ndarray view."""
    from opspec.compile.mode import FAST_RUN
    x = ot.dmatrix("x")
    f = opspec.function([x], [x.T, (x * 2.0).sum()], mode=FAST_RUN.excluding("fusion"))
    m = np.lib.format.open_memmap(tmp_path / "m.npy", mode="w+", dtype="float64", shape=(2, 3))
    m[:] = np.arange(6.0).reshape(2, 3)
    t, s = f(m)
    assert type(t) is np.ndarray
    np.testing.assert_array_equal(t, np.arange(6.0).reshape(2, 3).T)
    assert s == 30.0


def test_a_scalar_of_scalars_with_a_computed_shape_is_a_step():
    """BroadcastSize's shape rule is computed, yet its output is 0-d whatever its inputs: a
    step, whose kernel checks the values as the rule would."""
    a, b = ot.lscalar("a"), ot.lscalar("b")
    f = opspec.function([a, b], ot.broadcast_size(a, b) * 2)
    [program] = programs(f)
    assert {type(n.op).__name__ for n in program.nodes} >= {"BroadcastSize"}
    assert f(3, 1) == 6 and f(1, 4) == 8 and f(5, 5) == 10
    with pytest.raises(ValueError, match="shape mismatch: objects cannot be broadcast"):
        f(3, 4)
    with pytest.raises(ValueError, match="negative dimensions"):
        f(-1, 1)
