"""ifelse: the chosen branch's values, only that branch computed, in every mode; lists of
outputs, shared variables, static types, errors, and lazy gradients."""
import pickle

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.gradient import verify_grad
from opspec.ifelse import IfElse, ifelse
from opspec.printing import Print

MODES = ["FAST_RUN", "FAST_COMPILE", "DebugMode"]


def counted(x, calls, side):
    """``x`` through a Print that records when it is computed."""
    return Print(side, global_fn=lambda op, v: calls.append(side))(x)


@pytest.mark.parametrize("mode", MODES)
def test_values_of_the_chosen_branch(mode):
    a, b = ot.dscalars("a", "b")
    x = ot.dvector("x")
    z = ifelse(ot.lt(a, b), (x * 3).sum(), ot.exp(a))
    f = opspec.function([a, b, x], z, mode=mode)
    assert f(1.0, 2.0, np.ones(3)) == 9.0
    np.testing.assert_allclose(f(3.0, 2.0, np.ones(3)), np.exp(3.0))
    assert isinstance(z.owner.op, IfElse)


@pytest.mark.parametrize("mode", ["FAST_RUN", "FAST_COMPILE"])
def test_only_the_chosen_branch_is_computed(mode):
    calls = []
    c, x = ot.bscalar("c"), ot.dvector("x")
    z = ifelse(c, counted(x, calls, "then").sum(), counted(x * 2, calls, "else").sum())
    f = opspec.function([c, x], z, mode=mode)
    assert f(1, np.ones(2)) == 2.0 and calls == ["then"]
    assert f(0, np.ones(2)) == 4.0 and calls == ["then", "else"]


def test_lists_shared_variables_and_types():
    c = ot.iscalar("c")
    w = opspec.shared(np.array([1.0, 2.0]), name="w")
    x = ot.tensor("float64", (2,), name="x")
    y = ot.dvector("y")
    outs = ifelse(c, [w * 2, x], [w, y])
    assert isinstance(outs, list) and len(outs) == 2
    assert outs[1].type.shape == (None,)            # the sizes both branches have
    fixed = ifelse(c, x, x + 1)
    assert fixed.type.shape == (2,)
    f = opspec.function([c, x, y], [*outs, fixed])
    for got, want in zip(f(1, np.zeros(2), np.ones(3)), ([2.0, 4.0], [0.0, 0.0], [0.0, 0.0])):
        np.testing.assert_array_equal(got, want)
    for got, want in zip(f(0, np.zeros(2), np.ones(3)), ([1.0, 2.0], [1.0, 1.0, 1.0], [1.0, 1.0])):
        np.testing.assert_array_equal(got, want)
    assert ifelse(c, 1.0, 2.0).eval({c: 0}) == 2.0
    assert opspec.ifelse(c, x, x) is not None and callable(opspec.ifelse)
    op = fixed.owner.op
    assert op == pickle.loads(pickle.dumps(op)) and hash(op) == hash(pickle.loads(pickle.dumps(op)))


def test_errors():
    c, x = ot.iscalar("c"), ot.dvector("x")
    with pytest.raises(TypeError, match="same types"):
        ifelse(c, x, ot.lvector("n"))
    with pytest.raises(TypeError, match="same types"):
        ifelse(c, x, ot.dmatrix("m"))
    with pytest.raises(ValueError, match="2 outputs, the else branch 1"):
        ifelse(c, [x, x], [x])
    with pytest.raises(ValueError, match="both as lists"):
        ifelse(c, [x], x)
    with pytest.raises(TypeError, match="scalar"):
        ifelse(ot.ivector("v"), x, x)


@pytest.mark.parametrize("mode", MODES)
def test_gradients_follow_the_chosen_branch_lazily(mode):
    calls = []
    a, x = ot.dscalar("a"), ot.dvector("x")
    z = ifelse(ot.gt(a, 0), (counted(x, calls, "then") ** 2).sum() * a, ot.sin(a) + x.sum())
    g_a, g_x = opspec.grad(z, [a, x])
    f = opspec.function([a, x], [g_a, g_x], mode=mode)
    xv = np.array([1.0, 2.0])
    ga, gx = f(2.0, xv)
    np.testing.assert_allclose(ga, 5.0)
    np.testing.assert_allclose(gx, 2 * xv * 2.0)
    calls.clear()
    ga, gx = f(-1.0, xv)
    np.testing.assert_allclose(ga, np.cos(-1.0))
    np.testing.assert_allclose(gx, [1.0, 1.0])
    if mode != "DebugMode":                    # DebugMode reruns nodes to check them
        assert calls == []
    for av in (0.5, -0.5):
        verify_grad(lambda a, x: ifelse(ot.gt(a, 0), (x ** 2).sum() * a, ot.sin(a) * x.sum()),
                    [np.array(av), xv], rng=np.random.default_rng(1))


@pytest.mark.parametrize("use_op_pushforward", [True, False])
def test_pushforward_follows_the_chosen_branch(use_op_pushforward):
    from opspec.gradient import pushforward
    a, x, v = ot.dscalar("a"), ot.dvector("x"), ot.dvector("v")
    z = ifelse(ot.gt(a, 0), (x ** 2) * a, ot.sin(x))
    jvp = pushforward(z, x, v, use_op_pushforward=use_op_pushforward)
    f = opspec.function([a, x, v], jvp)
    xv, vv = np.array([1.0, 2.0]), np.array([0.5, -1.0])
    np.testing.assert_allclose(f(3.0, xv, vv), 2 * xv * 3.0 * vv)
    np.testing.assert_allclose(f(-3.0, xv, vv), np.cos(xv) * vv)
