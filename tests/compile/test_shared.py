"""Shared variables, updates, givens, copies and pickles of compiled functions."""
import copy
import pickle

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.compile.io import In, Out
from opspec.compile.sharedvalue import Container, SharedVariable, collect_new_shareds, shared
from opspec.graph.type import generic
from opspec.tensor.sharedvar import TensorSharedVariable

pytestmark = pytest.mark.usefixtures("call_path")      # each test on the fast and the plain call path


# ------------------------------------------------------------------ construction and values
def test_shared_types_follow_the_value():
    assert shared(7).type == ot.lscalar and shared(7.0).type == ot.dscalar
    assert shared(np.float32(7)).type == ot.fscalar and shared(True).type.dtype == "bool"
    m = shared(np.zeros((2, 3), dtype="int32"), name="m")
    assert isinstance(m, TensorSharedVariable) and m.name == "m"
    assert m.type == ot.TensorType("int32", (None, None))      # the value may be resized later
    assert shared(np.zeros((1, 3)), shape=(1, None)).type.shape == (1, None)
    assert shared([1, 2]).type == generic
    with pytest.raises(TypeError):
        shared(np.zeros(2), bad_option=1)
    with pytest.raises(TypeError, match="symbolic"):
        shared(ot.dvector())


def test_borrow_and_copies():
    a = np.zeros(3)
    s = shared(a)
    a[0] = 5
    assert s.get_value()[0] == 0                     # a copy was stored
    b = shared(a, borrow=True)
    assert b.get_value(borrow=True) is a
    assert b.get_value() is not a
    v = s.get_value()
    v[1] = 7
    assert s.get_value()[1] == 0
    s.set_value(np.ones(4))                          # resizing is allowed
    assert s.get_value().shape == (4,)
    with pytest.raises(TypeError):
        s.set_value(np.ones((2, 2)))
    with pytest.raises(TypeError, match="could lose information"):
        shared(np.zeros(2, dtype="float32")).set_value(np.ones(2))


def test_clone_shares_the_container_and_collect_new_shareds():
    with collect_new_shareds() as made:
        s = shared(1.0, name="s")
        t = s.clone(name="t")
    assert made == [s, t] and t.container is s.container and t.name == "t"
    s.set_value(3.0)
    assert t.get_value() == 3.0


def test_shared_tensor_operators_and_zero():
    s = shared(np.arange(3.0))
    np.testing.assert_array_equal((s * 2 + s[1]).eval(), [1.0, 3.0, 5.0])
    s.zero()
    np.testing.assert_array_equal(s.get_value(), 0)


# ------------------------------------------------------------------ updates
def test_updates_apply_after_the_outputs():
    state = shared(0)
    x = ot.lscalar("x")
    f = opspec.function([x], state * 10, updates=[(state, state + x)])
    assert f(1) == 0 and f(2) == 10 and f(0) == 30
    assert state.get_value() == 3


def test_all_updates_see_the_old_values():
    a, b = shared(1.0), shared(2.0)
    swap = opspec.function([], [], updates=[(a, b), (b, a)])
    swap()
    assert (a.get_value(), b.get_value()) == (2.0, 1.0)
    a.set_value(np.float64(5.0))
    swap()
    assert (a.get_value(), b.get_value()) == (1.0, 5.0)


def test_sgd_update_runs_in_place_in_fast_run():
    w = shared(np.zeros(5), name="w")
    x = ot.dvector("x")
    g = opspec.grad(((w - x) ** 2).sum(), w)
    step = opspec.function([x], [], updates=[(w, w - 0.1 * g)], mode="FAST_RUN")
    storage = w.get_value(borrow=True)
    data = np.arange(5.0)
    want = np.zeros(5)
    for _ in range(3):
        step(data)
        want = want - 0.1 * 2 * (want - data)
        assert w.get_value(borrow=True) is storage            # written where it was: no copy
    np.testing.assert_allclose(w.get_value(), want)
    assert any(node.op.destroy_map for node in step.maker.fgraph.apply_nodes)


def test_updates_that_cannot_run_in_place_still_give_the_right_values():
    w = shared(np.ones(3))
    f = opspec.function([], w * 1, updates=[(w, w + 1)], mode="FAST_RUN")   # the output reads w
    first = f()
    np.testing.assert_array_equal(first, 1)
    np.testing.assert_array_equal(f(), 2)
    np.testing.assert_array_equal(first, 1)                  # an earlier result is never changed


def test_an_output_that_is_the_update_does_not_alias_the_stored_value():
    w = shared(np.zeros(2))
    new = w + 1
    f = opspec.function([], new, updates=[(w, new)])
    out = f()
    out[0] = 100
    np.testing.assert_array_equal(w.get_value(), [1, 1])


def test_update_errors():
    w = shared(np.zeros(2))
    x = ot.dvector("x")
    with pytest.raises(TypeError, match="same type"):
        opspec.function([x], [], updates=[(w, ot.cast(x, "int32"))])
    with pytest.raises(TypeError, match="SharedVariable"):
        opspec.function([x], [], updates=[(x, x + 1)])
    with pytest.raises(ValueError, match="two updates"):
        opspec.function([x], [], updates=[(w, x), (w, x + 1)])
    with pytest.raises(TypeError, match="explicit input"):
        opspec.function([w], w + 1)


def test_default_updates_and_no_default_updates():
    counter = shared(0)
    counter.default_update = counter + 1
    f = opspec.function([], counter * 1)
    assert [f(), f(), f()] == [0, 1, 2]
    g = opspec.function([], counter * 1, no_default_updates=True)
    assert g() == 3 and g() == 3
    h = opspec.function([], counter * 1, no_default_updates=[counter])
    assert h() == 3 and counter.get_value() == 3
    k = opspec.function([], counter * 1, updates=[(counter, counter + 10)])   # given ones win
    assert k() == 3 and counter.get_value() == 13
    b = 2 * counter
    assert opspec.function([b], b)(5) == 5 and counter.get_value() == 13   # not read: not updated


def test_givens():
    x = shared(0)
    y = ot.lvector("y")
    f = opspec.function([y], y * x, givens={x: 6})
    np.testing.assert_array_equal(f([1, 2]), [6, 12])
    assert x.get_value() == 0
    a = shared(1.0)
    a.default_update = a + 3
    g = opspec.function([], a + 10, givens={a: a + 10})      # a replacement may use the variable
    assert g() == 21 and g() == 34
    z = ot.dscalar("z")
    with pytest.raises(TypeError, match="cannot be replaced"):
        opspec.function([z], z * 2, givens={x: z})
    with pytest.raises(RuntimeError, match="input of the function"):
        opspec.function([z], z * 2, givens={z: z + 1})


def test_implicit_inputs_with_containers_keep_state():
    a = ot.dscalar("a")
    c = Container(a, storage=[np.array(0.0)])
    f = opspec.function([In(a, value=c, implicit=True, update=a + 1)], a)
    assert [float(f()) for _ in range(3)] == [0.0, 1.0, 2.0]
    with pytest.raises(TypeError):
        In(a, update=ot.dvector())


def test_mutable_inputs_are_copied_when_another_input_shares_their_memory():
    x, y = ot.dvectors("x", "y")
    f = opspec.function([In(x, mutable=True), In(y, mutable=True)], ot.dot(x * 2, ot.ones((3, 3))) + y * 3)
    v = np.arange(3.0)
    want = (v * 2) @ np.ones((3, 3)) + v * 3
    np.testing.assert_allclose(f(v, v), want)
    np.testing.assert_allclose(f(v.copy(), v.copy()), want)


# ------------------------------------------------------------------ copies and pickles
def make_step():
    w = shared(np.zeros(2), name="w")
    x = ot.dvector("x")
    return w, opspec.function([x], (w * x).sum(), updates=[(w, w + x)], name="step")


def test_copy_shares_state_and_swap_gives_other_state():
    w, f = make_step()
    g = f.copy()
    g(np.ones(2))
    np.testing.assert_array_equal(w.get_value(), 1)          # the copy updates the same variable
    other = shared(np.full(2, 10.0), name="other")
    h = f.copy(swap={w: other}, name="h")
    assert h.name == "h" and f.copy().name == "step copy"
    assert h(np.ones(2)) == 20.0
    np.testing.assert_array_equal(other.get_value(), 11)
    np.testing.assert_array_equal(w.get_value(), 1)
    frozen = f.copy(delete_updates=True)
    frozen(np.ones(2))
    np.testing.assert_array_equal(w.get_value(), 1)
    with pytest.raises(ValueError, match="not found"):
        f.copy(swap={shared(np.zeros(2)): other})
    with pytest.raises(TypeError):
        f.copy(swap={w: shared(np.zeros((2, 2)))})


def test_functions_pickle_and_deep_copy_with_their_state():
    w, f = make_step()
    f(np.ones(2))
    for clone in (pickle.loads(pickle.dumps(f)), copy.deepcopy(f)):
        assert clone.name == "step"
        assert clone(np.ones(2)) == 2.0                       # the value w had, carried along
        assert clone(np.ones(2)) == 4.0
        assert clone.get_shared()[0] is not w                 # its own variable
    np.testing.assert_array_equal(w.get_value(), 1)          # the original is untouched
    f.trust_input = True
    assert pickle.loads(pickle.dumps(f)).trust_input


def test_pickled_functions_keep_one_shared_variable_for_two_functions():
    w, f = make_step()
    g = opspec.function([], w * 2)
    f2, g2 = pickle.loads(pickle.dumps((f, g)))
    f2(np.ones(2))
    np.testing.assert_array_equal(g2(), [2, 2])
    np.testing.assert_array_equal(g(), [0, 0])


# ------------------------------------------------------------------ the call contract (issue 25)
def test_borrowed_output_of_an_unborrowed_input_is_a_copy():
    a = ot.dmatrix("a")
    aval = np.random.default_rng(0).random((3, 3))
    for out in (a[0, :], a.T, a + 1):
        f = opspec.function([In(a, borrow=False)], Out(out, borrow=True))
        assert not np.may_share_memory(f(aval), aval)
    f = opspec.function([In(a, borrow=True)], Out(a[0, :], borrow=True))
    assert np.may_share_memory(f(aval), aval)


def test_undefined_gradient_in_a_compiled_graph_names_the_op():
    from opspec.gradient import grad, grad_undefined
    from opspec.graph.basic import Apply
    from opspec.graph.op import Op

    class Blocky(Op):
        __props__ = ()

        def make_node(self, x):
            return Apply(self, [x], [x.type()])

        def perform(self, node, inputs, output_storage):
            output_storage[0][0] = np.round(inputs[0])

        def grad(self, inputs, output_grads):
            return [grad_undefined(self, 0, inputs[0])]

    x = ot.dscalar("x")
    g = grad(Blocky()(x), x, null_gradients="return")
    for policy in ("raise", "ignore"):
        with pytest.raises(TypeError, match="Blocky"):
            opspec.function([x], g, on_unused_input=policy)
