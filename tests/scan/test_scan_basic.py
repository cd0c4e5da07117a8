"""scan's forward semantics against numpy loops, in every mode, and its argument handling."""
import warnings

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.graph.fg import MissingInputError
from opspec.scan import foldl, foldr, map as scan_map, reduce as scan_reduce, scan, until
from opspec.scan.op import Scan

MODES = ["FAST_RUN", "FAST_COMPILE", "DebugMode"]
rng = np.random.default_rng(42)


def run(inputs, outputs, values, mode, **kwargs):
    return opspec.function(inputs, outputs, mode=mode, **kwargs)(*values)


def scan_nodes(f):
    return [n for n in f.maker.fgraph.toposort() if isinstance(n.op, Scan)]


@pytest.mark.parametrize("mode", MODES)
def test_recurrence_with_sequence_and_non_sequence(mode):
    x, h0, w = ot.dvector("x"), ot.dscalar("h0"), ot.dscalar("w")
    hs = scan(lambda xt, h, w: ot.tanh(h * w + xt), sequences=x, outputs_info=h0, non_sequences=w,
              return_updates=False)
    xv = rng.random(12)
    expected, h = [], 0.3
    for v in xv:
        h = np.tanh(h * 0.9 + v)
        expected.append(h)
    np.testing.assert_allclose(run([x, h0, w], hs, [xv, 0.3, 0.9], mode), expected)


@pytest.mark.parametrize("mode", MODES)
def test_taps_on_sequences_and_outputs_several_outputs(mode):
    x, a0, h0 = ot.dvector("x"), ot.dvector("a0"), ot.dscalar("h0")

    def step(x_m1, x_t, x_p2, a_m3, a_m1, h):
        a = a_m1 * 0.5 + a_m3 * x_t
        return a, h + x_m1 * x_p2, a * 2        # a mit-sot, a sit-sot and a nit-sot

    a, h, twice = scan(step, sequences=dict(input=x, taps=[-1, 0, 2]),
                       outputs_info=[dict(initial=a0, taps=[-3, -1]), h0, None], return_updates=False)
    xv, a0v = rng.random(9), rng.random(3)
    trace, hv, hs = list(a0v), 0.1, []
    for t in range(1, len(xv) - 2):
        trace.append(trace[-1] * 0.5 + trace[-3] * xv[t])
        hv = hv + xv[t - 1] * xv[t + 2]
        hs.append(hv)
    got = run([x, a0, h0], [a, h, twice], [xv, a0v, 0.1], mode)
    np.testing.assert_allclose(got[0], trace[3:])
    np.testing.assert_allclose(got[1], hs)
    np.testing.assert_allclose(got[2], 2 * np.array(trace[3:]))


@pytest.mark.parametrize("mode", MODES)
def test_go_backwards_and_the_functional_forms(mode):
    x, h0 = ot.dvector("x"), ot.dscalar("h0")
    back = scan(lambda v, h: h * 0.5 + v, sequences=x, outputs_info=h0, go_backwards=True, return_updates=False)
    squares = scan_map(lambda v: v * v, sequences=x, return_updates=False)
    total = scan_reduce(lambda v, acc: acc + v, sequences=x, outputs_info=h0, return_updates=False)
    left = foldl(lambda v, acc: acc * 0.5 + v, sequences=x, outputs_info=h0, return_updates=False)
    right = foldr(lambda v, acc: acc * 0.5 + v, sequences=x, outputs_info=h0, return_updates=False)
    xv = rng.random(7)

    def fold(values):
        acc, out = 0.25, []
        for v in values:
            acc = acc * 0.5 + v
            out.append(acc)
        return np.array(out)

    got = run([x, h0], [back, squares, total, left, right], [xv, 0.25], mode)
    np.testing.assert_allclose(got[0], fold(xv[::-1]))
    np.testing.assert_allclose(got[1], xv ** 2)
    np.testing.assert_allclose(got[2], 0.25 + xv.sum())
    np.testing.assert_allclose(got[3], fold(xv)[-1])
    np.testing.assert_allclose(got[4], fold(xv[::-1])[-1])


@pytest.mark.parametrize("mode", MODES)
def test_until_stops_after_the_step_whose_condition_holds(mode):
    h0, limit = ot.dscalar("h0"), ot.dscalar("limit")
    hs = scan(lambda h, limit: (h * 2, until(h * 2 > limit)), outputs_info=h0, non_sequences=limit, n_steps=100,
              return_updates=False)
    np.testing.assert_allclose(run([h0, limit], hs, [1.5, 50.0], mode), [3, 6, 12, 24, 48, 96])
    np.testing.assert_allclose(run([h0, limit], hs, [1.0, 1e300], mode), 2.0 ** np.arange(1, 101))


@pytest.mark.parametrize("mode", MODES)
def test_matrix_recurrence_and_symbolic_n_steps(mode):
    X, h0, W = ot.dmatrix("X"), ot.dvector("h0"), ot.dmatrix("W")
    n = ot.lscalar("n")
    hs = scan(lambda xt, h, W: ot.tanh(ot.dot(W, h) + xt), sequences=X, outputs_info=h0, non_sequences=W,
              n_steps=n, return_updates=False)
    Xv, hv, Wv = rng.random((8, 3)), rng.random(3), rng.random((3, 3)) - 0.5
    expected, h = [], hv
    for xt in Xv[:5]:
        h = np.tanh(Wv @ h + xt)
        expected.append(h)
    f = opspec.function([X, h0, W, n], hs, mode=mode)
    np.testing.assert_allclose(f(Xv, hv, Wv, 5), expected)
    assert f(Xv, hv, Wv, 0).shape == (0, 3)
    with pytest.raises(ValueError, match="fewer than the 9 steps"):
        f(Xv, hv, Wv, 9)
    with pytest.raises(ValueError, match="0 or more steps"):
        f(Xv, hv, Wv, -1)


@pytest.mark.parametrize("mode", MODES)
def test_no_step_gives_empty_outputs_of_the_shape_a_step_makes(mode):
    X, h0 = ot.dmatrix("X"), ot.dscalar("h0")
    rows = scan_map(lambda xt: ot.concatenate([xt, xt]), sequences=X, return_updates=False)
    n = ot.lscalar("n")
    counts = scan(lambda h: h + 1, outputs_info=h0, n_steps=n, return_updates=False)
    got = run([X, h0, n], [rows, counts], [np.zeros((0, 3)), 1.0, 0], mode)
    assert got[0].shape == (0, 6) and got[1].shape == (0,)


@pytest.mark.filterwarnings("ignore::DeprecationWarning")     # updates need return_updates=True
@pytest.mark.parametrize("mode", MODES)
def test_shared_variables_read_and_updated_inside(mode):
    total = opspec.shared(np.array(0.0), name="total")
    scale = opspec.shared(np.array(3.0), name="scale")
    x = ot.dvector("x")
    ys, updates = scan(lambda v: (v * scale, {total: total + v}), sequences=x)
    f = opspec.function([x], ys, updates=updates, mode=mode)
    xv = rng.random(4)
    np.testing.assert_allclose(f(xv), 3 * xv)
    np.testing.assert_allclose(total.get_value(), xv.sum())
    f(xv)
    np.testing.assert_allclose(total.get_value(), 2 * xv.sum())


def test_the_step_function_receives_pytensor_s_arguments_in_order():
    x, y, w = ot.dvector("x"), ot.dmatrix("y"), ot.dscalar("w")
    a0, b0 = ot.dvector("a0"), ot.dscalar("b0")
    seen = []

    def step(*args):
        seen.extend(args)
        return [args[3] + args[0], args[4], args[2] * 0]

    scan(step, sequences=[dict(input=x, taps=[-2, 1]), y], non_sequences=[w], return_updates=False,
         outputs_info=[dict(initial=a0, taps=[-3]), b0, None])
    assert [v.type.ndim for v in seen] == [0, 0, 1, 0, 0, 0]
    assert seen[-1] is w
    assert seen[0].name == "x[t-2]" and seen[1].name == "x[t+1]"


def test_return_conventions():
    x, h0 = ot.dvector("x"), ot.dscalar("h0")
    with pytest.warns(DeprecationWarning, match="return_updates=False"):
        outputs, updates = scan(lambda v: v + 1, sequences=x)
    assert isinstance(outputs, ot.TensorVariable) and updates == {}
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        single = scan(lambda v: v + 1, sequences=x, return_updates=False)
        listed = scan(lambda v: v + 1, sequences=x, return_updates=False, return_list=True)
        none = scan(lambda: {}, n_steps=3, return_updates=False)
    assert isinstance(single, ot.TensorVariable) and isinstance(listed, list) and len(listed) == 1
    assert none is None
    counter = opspec.shared(np.array(0.0))
    with pytest.raises(ValueError, match="outputs_info"):
        scan(lambda: {counter: counter + 1}, n_steps=3, return_updates=False)
    one = scan(lambda h: h * 2, outputs_info=h0, n_steps=1, return_updates=False)
    assert one.owner is None or not isinstance(one.owner.op, Scan)     # one step: no loop
    np.testing.assert_allclose(opspec.function([h0], one)(1.5), [3.0])


@pytest.mark.parametrize("outputs_info, message", [
    (dict(initial=np.zeros(2), taps=[0]), "negative"),
    (dict(initial=np.zeros(2), taps=[-1, -1]), "different"),
    (dict(taps=[-1]), "without an initial value"),
    (dict(initial=np.zeros(2), other=1), "unexpected keys"),
])
def test_bad_outputs_info(outputs_info, message):
    x = ot.dvector("x")
    with pytest.raises(ValueError, match=message):
        scan(lambda v, *rest: v, sequences=x, outputs_info=outputs_info, return_updates=False)


def test_bad_arguments_are_clear_errors():
    x, h0 = ot.dvector("x"), ot.dscalar("h0")
    with pytest.raises(ValueError, match="number of steps"):
        scan(lambda h: h, outputs_info=h0, return_updates=False)
    with pytest.raises(ValueError, match="integer"):
        scan(lambda h: h, outputs_info=h0, n_steps=2.5, return_updates=False)
    with pytest.raises(ValueError, match="outputs_info describes 2"):
        scan(lambda v, h: h, sequences=x, outputs_info=[h0, None], return_updates=False)
    with pytest.raises(ValueError, match="dimensions after a step"):
        scan(lambda v, h: ot.stack([h, v]), sequences=x, outputs_info=h0, return_updates=False)
    with pytest.raises(TypeError, match="dtype"):
        scan(lambda h: ot.cast(h, "int64"), outputs_info=h0, n_steps=3, return_updates=False)
    with pytest.raises(ValueError, match="cannot read"):
        scan(lambda v: 3, sequences=x, return_updates=False)
    hidden = opspec.shared(np.array(2.0))
    with pytest.raises(MissingInputError, match="strict"):
        scan(lambda v: v * hidden, sequences=x, strict=True, return_updates=False)


@pytest.mark.parametrize("mode", ["FAST_RUN", "FAST_COMPILE"])
def test_a_step_changing_its_shape_is_an_error_naming_the_loop(mode):
    k = ot.lvector("k")
    ones = scan_map(lambda n: ot.ones(n), sequences=k, return_updates=False)
    f = opspec.function([k], ones, mode=mode)
    np.testing.assert_allclose(f(np.array([2, 2])), np.ones((2, 2)))
    with pytest.raises(ValueError, match=r"Scan\{.*output 0 .* has shape \(3,\) at step 2"):
        f(np.array([2, 2, 3]))
    X, h0 = ot.dmatrix("X"), ot.dvector("h0")
    hs = scan(lambda xt, h: h + xt, sequences=X, outputs_info=h0, return_updates=False)
    with pytest.raises(ValueError, match=r"state 0 has shape \(2,\) at step 0, but \(1,\)"):
        opspec.function([X, h0], hs, mode=mode)(np.ones((3, 2)), np.ones(1))


def test_scan_is_callable_as_the_package_and_the_top_level_names():
    import opspec.scan.basic  # noqa: F401  (importing the submodule leaves the package callable)
    x = ot.dvector("x")
    ys = opspec.scan(lambda v: v * 2, sequences=x, return_updates=False)
    np.testing.assert_allclose(opspec.function([x], ys)(np.arange(3.0)), [0, 2, 4])
    assert opspec.map is scan_map
    from opspec.scan.basic import scan as basic_scan
    from opspec.scan.views import foldl as views_foldl
    assert basic_scan is scan and views_foldl is foldl
