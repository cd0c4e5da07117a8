"""DestroyHandler: view chains, orderings of readers before destroyers, what it refuses,
and that its incremental checks agree with checking from scratch, in linear time."""

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.compile.mode import get_mode
from opspec.graph.basic import Apply, Constant
from opspec.graph.destroyhandler import DestroyHandler
from opspec.graph.features import Bookkeeper, Supervisor
from opspec.graph.fg import FunctionGraph, InconsistencyError
from opspec.graph.op import Op
from opspec.ops.arith import AddInplace, NegInplace
from opspec.ops.math import SinInplace
from opspec.ops.shape import DimShuffle

neg_inplace, add_inplace, sin_inplace = NegInplace(), AddInplace(), SinInplace()
transpose = DimShuffle((1, 0))


def fgraph(inputs, outputs, validate=False):
    fg = FunctionGraph(inputs, outputs, clone=False)
    dh = DestroyHandler()
    fg.attach_feature(dh)
    if validate:
        fg.validate()
    return fg, dh


def position(order, var):
    return order.index(var.owner)


def refused(fg, old, new, match):
    before = [n.op for n in fg.toposort()]
    with pytest.raises(InconsistencyError, match=match):
        fg.replace_validate(old, new, reason="test")
    assert [n.op for n in fg.toposort()] == before          # rolled back
    assert fg.consistent()
    fg.check_integrity()


# ------------------------------------------------------------------ the feature

def test_a_bookkeeper_lending_destroyers_one_per_graph():
    x = ot.dvector("x")
    t = ot.exp(x)
    d = neg_inplace(t)
    fg, dh = fgraph([x], [d, ot.sin(x)])
    assert isinstance(dh, Bookkeeper) and fg.destroy_handler is dh
    assert fg.destroyers(t) == [d.owner] and fg.destroyers(x) == []
    assert fg.has_destroyers([x, t]) and not fg.has_destroyers([x])
    fg.attach_feature(DestroyHandler())                 # AlreadyThere: the first one stays
    assert [f for f in fg.features if isinstance(f, DestroyHandler)] == [dh]
    with pytest.raises(ValueError, match="serves one"):
        dh.on_attach(FunctionGraph([x], [ot.exp(x)]))
    assert isinstance(dh.clone(), DestroyHandler) and dh.clone() is not dh
    fg.remove_feature(dh)
    assert not hasattr(fg, "destroy_handler") and not hasattr(fg, "destroyers")


# ------------------------------------------------------------------ orderings

def test_readers_of_a_view_run_before_the_destroyer():
    x = ot.dmatrix("x")
    t = ot.exp(x)
    read = ot.exp(transpose(t))              # reads t through a view
    d = neg_inplace(t)
    fg, dh = fgraph([x], [d, read], validate=True)
    order = fg.toposort()
    assert position(order, read) < position(order, d)
    assert position(order, read.owner.inputs[0]) < position(order, d)
    assert set(dh.orderings(fg)[d.owner]) == {read.owner, read.owner.inputs[0].owner}


def test_view_then_destroy_chain_computes_correct_values():
    # the view of t is destroyed (so t is), while another view of t is read later
    x = ot.dmatrix("x")
    t = ot.exp(x)
    v = transpose(t)
    d = add_inplace(v, 1.0)
    other = ot.sin(transpose(t)) * 1.0
    f = opspec.function([x], [d, other, ot.cos(t)], mode="FAST_COMPILE")
    xv = np.arange(6.0).reshape(2, 3) / 10
    got = f(xv)
    e = np.exp(xv)
    np.testing.assert_allclose(got[0], e.T + 1)
    np.testing.assert_allclose(got[1], np.sin(e.T))
    np.testing.assert_allclose(got[2], np.cos(e))
    np.testing.assert_array_equal(xv, np.arange(6.0).reshape(2, 3) / 10)


def test_destroying_the_output_of_a_destroyer_is_a_new_value():
    x = ot.dvector("x")
    t = ot.exp(x)
    a = neg_inplace(t)
    b = add_inplace(a, 2.0)                  # a chain of destroyers: each overwrites the last value
    fgraph([x], [b], validate=True)
    f = opspec.function([x], b, mode="FAST_COMPILE")
    np.testing.assert_allclose(f(np.zeros(2)), [1.0, 1.0])


# ------------------------------------------------------------------ refusals

def test_inputs_are_the_supervisors_business():
    x = ot.dmatrix("x")
    y = ot.neg(transpose(x))
    fg, _ = fgraph([x], [y])
    fg.replace_validate(y, neg_inplace(y.owner.inputs[0]))   # no Supervisor: x may be overwritten
    assert fg.consistent()
    fg, _ = fgraph([x], [ot.neg(transpose(x))])
    fg.attach_feature(Supervisor([x]))
    y = fg.outputs[0]
    refused(fg, y, neg_inplace(y.owner.inputs[0]), "protected")


def test_refuses_destroying_a_constant_or_an_indestructible_variable():
    x = ot.dvector("x")
    c = ot.constant(np.ones(3))
    y = ot.neg(c) + x
    fg, _ = fgraph([x], [y])
    refused(fg, y.owner.inputs[0], neg_inplace(c), "constant")
    assert isinstance(c, Constant) and np.all(c.data == 1)
    z = ot.dmatrix("z")
    z.tag.indestructible = True
    out = ot.neg(transpose(z))
    fg, _ = fgraph([z], [out])
    refused(fg, out, neg_inplace(out.owner.inputs[0]), "indestructible")


def test_refuses_destroying_a_value_twice():
    x = ot.dvector("x")
    t = ot.exp(x)
    a, b = ot.neg(t), ot.sin(t)
    fg, _ = fgraph([x], [a, b])
    fg.replace_validate(a, neg_inplace(t))
    refused(fg, b, sin_inplace(t), "also overwritten")
    fg, _ = fgraph([x], [ot.add(neg_inplace(t), sin_inplace(t))])
    with pytest.raises(InconsistencyError, match="also overwritten"):
        fg.validate()


def test_refuses_destroying_a_value_whose_view_is_an_output():
    x = ot.dmatrix("x")
    t = ot.exp(x)
    v = transpose(t)
    y = ot.neg(t)
    fg, _ = fgraph([x], [v, y])
    refused(fg, y, neg_inplace(t), "output 0")


def test_an_output_moved_onto_destroyed_memory_is_refused():
    x = ot.dvector("x")
    t = ot.exp(x)
    d = neg_inplace(t)
    fg, _ = fgraph([x], [d, ot.sin(x)], validate=True)
    refused(fg, fg.outputs[1], t, "still shown by output 1")


def test_refuses_a_value_read_after_the_destroyer():
    x = ot.dvector("x")
    t = ot.exp(x)
    d = ot.neg(t)
    fg, _ = fgraph([x], [d + t])              # the add reads t and needs d
    refused(fg, d, neg_inplace(t), "both before and after")


def test_refuses_a_destroyer_reading_the_same_memory_through_another_input():
    x = ot.dmatrix("x")
    t = ot.exp(x)
    y = ot.add(t, transpose(t))
    fg, _ = fgraph([x], [y])
    refused(fg, y, add_inplace(t, y.owner.inputs[1]), "reading the same memory")
    fg, _ = fgraph([x], [ot.add(t, t)])
    refused(fg, fg.outputs[0], add_inplace(t, t), "reading the same memory")


class Scale(Op):
    """out = x * y, overwriting x; may tolerate y being x (or any view of it)."""

    destroy_map = {0: [0]}

    def __init__(self, same=(), aliased=()):
        self.destroyhandler_tolerate_same = list(same)
        self.destroyhandler_tolerate_aliased = list(aliased)

    def make_node(self, x, y):
        return Apply(self, [x, y], [x.type()])

    def perform(self, node, inputs, outputs):
        x, y = inputs
        x *= y
        outputs[0][0] = x


@pytest.mark.parametrize("op, second, accepted", [
    (Scale(), lambda t: t, False),
    (Scale(same=[(0, 1)]), lambda t: t, True),
    (Scale(same=[(0, 1)]), transpose, False),              # "same" means the very variable
    (Scale(aliased=[(0, 1)]), lambda t: t, True),
    (Scale(aliased=[(0, 1)]), transpose, True),            # "aliased": any view
    (Scale(aliased=[(1, 0)]), transpose, False),           # the pair names the destroyed input first
])
def test_tolerated_aliasing(op, second, accepted):
    x = ot.dmatrix("x")
    t = ot.exp(x)
    fg, _ = fgraph([x], [op(t, second(t))])
    assert fg.consistent() is accepted


def test_a_replacement_making_a_reader_late_is_refused():
    x = ot.dvector("x")
    t = ot.exp(x)
    d = neg_inplace(t)
    u = ot.cos(x)
    s = t + u                                 # reads t, may run before d
    fg, dh = fgraph([x], [d, s], validate=True)
    refused(fg, u, d * 1.0, "both before and after")
    assert dh.levels[d.owner] > dh.levels[t.owner]


def test_usage_loop_through_a_view_is_refused():
    """Issue 25, bug 3: dot(add_inplace(x, y), x.T) with x an intermediate needs the dot
    both after the destroyer (its result) and before it (x, through the view)."""
    a, y = ot.dmatrix("a"), ot.dmatrix("y")
    x = ot.exp(a)
    fg, _ = fgraph([a, y], [ot.dot(add_inplace(x, y), transpose(x))])
    with pytest.raises(InconsistencyError, match="both before and after"):
        fg.validate()
    assert not fg.consistent()                # stays refused until the graph changes
    s = ot.add(x, y)
    fg, _ = fgraph([a, y], [ot.dot(s, transpose(x))], validate=True)
    refused(fg, s, add_inplace(x, y), "both before and after")
    fg.replace_validate(s, add_inplace(ot.exp(a), y))     # a private copy of x: fine
    assert fg.toposort()


def test_a_refused_graph_becomes_consistent_once_fixed():
    x = ot.dmatrix("x")
    t = ot.exp(x)
    view = transpose(t)
    out = add_inplace(t, view)                # reads its own destroyed memory
    fg, _ = fgraph([x], [out])
    assert not fg.consistent()
    private = ot.sin(t)
    fg.replace(view, private)
    assert fg.consistent()
    fg.replace(private, transpose(t))
    assert not fg.consistent()
    fg.replace(out.owner.inputs[1], ot.cos(t))
    assert fg.consistent()


def test_a_view_moved_under_a_destroyer_is_checked():
    x, y = ot.dmatrix("x"), ot.dmatrix("y")
    base = ot.exp(x)
    e0 = transpose(transpose(ot.sin(base)))   # the sin is a copy: reading it is safe
    out = ot.dot(add_inplace(base, y), transpose(e0))
    fg, _ = fgraph([x, y], [out], validate=True)
    fg.replace(e0, base)                      # now the dot reads the destroyed value through views
    assert not fg.consistent()


def test_residual_chain_scales():
    # h = h + tanh(h): the destroyer's other reader always runs earlier; checks stay local
    x = ot.dvector("x")
    h = ot.exp(x)
    for _ in range(1500):
        h = h + ot.tanh(h)
    f = opspec.function([x], h, mode=get_mode("FAST_RUN").excluding("fusion"))
    kinds = [type(n.op).__name__ for n in f.maker.fgraph.toposort()]
    assert kinds.count("AddInplace") == 1500
    xv = np.array([0.1, -0.2])
    want = np.exp(xv)
    for _ in range(1500):
        want = want + np.tanh(want)
    np.testing.assert_allclose(f(xv), want)


def test_work_grows_linearly_with_the_depth_of_a_gradient():
    """Issue 25, bug 11: the handler's work in FAST_RUN rewriting of the gradient of a tanh
    chain grows in proportion to the graph (it was quadratic: 48 s at depth 10,000).
    Work: calls of its graph walks and the edges they follow, per node of the result."""
    counts = {}
    originals = {name: getattr(DestroyHandler, name) for name in ("_successors", "tree", "roots")}

    def counting(name):
        def wrapper(self, *args):
            result = originals[name](self, *args)
            if name == "_successors":
                result = list(result)
            counts[name] = counts.get(name, 0) + 1 + (len(result) if name == "_successors" else 0)
            return result
        return wrapper

    def work_per_node(depth):
        counts.clear()
        x = ot.dvector("x")
        y = x
        for _ in range(depth):
            y = ot.tanh(y)
        fg = FunctionGraph([x], [opspec.grad(y.sum(), x)])
        fg.attach_feature(Supervisor(fg.inputs))
        get_mode("FAST_RUN").rewriter().rewrite(fg)
        return sum(counts.values()) / len(fg.apply_nodes)

    try:
        for name in originals:
            setattr(DestroyHandler, name, counting(name))
        small, large = work_per_node(250), work_per_node(1000)
    finally:
        for name, fn in originals.items():
            setattr(DestroyHandler, name, fn)
    assert 0 < large < 1.5 * small, (small, large)


# ------------------------------------------------------------------ incremental = from scratch

square = ot.TensorType("float64", (3, 3))
VARIANTS = {"Neg": neg_inplace, "Sin": sin_inplace, "Add": add_inplace}


@st.composite
def graphs(draw):
    """A random graph of 3x3 matrices: unary, binary, dot and transpose-view steps over two
    inputs, several outputs sharing subexpressions, and an order in which to try making
    each Neg / Sin / Add overwrite its first input."""
    xs = [square("a"), square("b")]
    pool = list(xs)
    for _ in range(draw(st.integers(3, 10))):
        kind = draw(st.sampled_from(["neg", "sin", "add", "dot", "view", "exp"]))
        p = pool[draw(st.integers(0, len(pool) - 1))]
        q = pool[draw(st.integers(0, len(pool) - 1))]
        pool.append({"neg": lambda: ot.neg(p), "sin": lambda: ot.sin(p), "exp": lambda: ot.exp(p),
                     "add": lambda: ot.add(p, q), "dot": lambda: ot.dot(p, q),
                     "view": lambda: transpose(p)}[kind]())
    made = pool[2:]
    outs = [made[-1]] + draw(st.lists(st.sampled_from(made), max_size=2))
    return xs, outs, draw(st.randoms(use_true_random=False))


def fresh_verdict(fg) -> bool:
    """What a new DestroyHandler, checking everything at once, says of the graph."""
    copy = fg.clone_get_equiv(attach_feature=False)[0]
    copy.attach_feature(DestroyHandler())
    return copy.consistent()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(graphs())
def test_incremental_checks_agree_with_checking_from_scratch(case):
    xs, outs, rnd = case
    fg = FunctionGraph(xs, outs)
    fg.attach_feature(DestroyHandler())
    fg.attach_feature(Supervisor(fg.inputs))
    reference = opspec.function(xs, outs, mode="FAST_COMPILE", on_unused_input="ignore")
    nodes = [n for n in fg.toposort() if type(n.op).__name__ in VARIANTS]
    rnd.shuffle(nodes)
    for node in nodes:
        new = VARIANTS[type(node.op).__name__].make_node(*node.inputs).outputs[0]
        copy, memo = fg.clone_get_equiv(attach_feature=False)
        copy.replace(memo[node.outputs[0]], VARIANTS[type(node.op).__name__](*[memo[v] for v in node.inputs]))
        copy.attach_feature(DestroyHandler())
        copy.attach_feature(Supervisor(copy.inputs))
        expected = copy.consistent()
        try:
            fg.replace_validate(node.outputs[0], new)
            accepted = True
        except InconsistencyError:
            accepted = False
        assert accepted == expected
        assert fg.consistent() and fresh_verdict(fg)
        fg.check_integrity()
        order = fg.toposort()                 # an accepted graph always has an order
        assert len(order) == len(fg.apply_nodes)
    f = opspec.function(fg.inputs, fg.outputs, mode="FAST_COMPILE", on_unused_input="ignore")
    rng = np.random.default_rng(0)
    values = [rng.uniform(-1, 1, (3, 3)) for _ in xs]
    kept = [v.copy() for v in values]
    for got, want in zip(f(*values), reference(*values)):
        np.testing.assert_allclose(got, want, rtol=1e-12)
    for v, k in zip(values, kept):
        np.testing.assert_array_equal(v, k)


# ------------------------------------------------------------------ graphs that once had a cycle
@pytest.mark.parametrize("mode", ["FAST_RUN", "FAST_COMPILE", "DebugMode"])
def test_gradient_through_reshapes_around_a_softmax_compiles(mode):
    """Issue 25 (e): the gradient of reshape(softmax(reshape(m, (s0, -1))), s) failed in FAST_RUN
    with 'the graph has a cycle' (views of views under inplace nodes)."""
    m = ot.tensor3("m")
    s = m.shape
    y = ot.reshape(ot.softmax(ot.reshape(m, (s[0], -1)), axis=-1), s)
    w = np.random.default_rng(0).normal(size=(2, 3, 4))
    cost = (y * w).sum()
    f = opspec.function([m], [cost, opspec.grad(cost, m)], mode=mode)
    v = np.random.default_rng(1).normal(size=(2, 3, 4))
    z = np.exp(v.reshape(2, -1) - v.reshape(2, -1).max(axis=1, keepdims=True))
    p = (z / z.sum(axis=1, keepdims=True)).reshape(v.shape)
    g = p * (w - (p * w).reshape(2, -1).sum(axis=1).reshape(2, 1, 1))
    got_cost, got_grad = f(v)
    np.testing.assert_allclose(got_cost, (p * w).sum(), rtol=1e-12)
    np.testing.assert_allclose(got_grad, g, rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("mode", ["FAST_RUN", "FAST_COMPILE", "DebugMode"])
def test_hessian_vector_product_of_overlapping_slices_compiles(mode):
    """Issue 25 (e): hessian_vector_product of (x**3).sum() + (x[1:] * x[:-1]).sum() failed in
    FAST_RUN with 'the graph has a cycle'."""
    from opspec.gradient import hessian_vector_product
    x, v = ot.dvector("x"), ot.dvector("v")
    cost = (x ** 3).sum() + (x[1:] * x[:-1]).sum()
    f = opspec.function([x, v], hessian_vector_product(cost, x, v), mode=mode)
    xv, vv = np.array([1.0, 2.0, 3.0, -0.5]), np.array([1.0, 0.0, -1.0, 2.0])
    hessian = np.diag(6 * xv) + np.diag(np.ones(3), 1) + np.diag(np.ones(3), -1)
    np.testing.assert_allclose(f(xv, vv), hessian @ vv, rtol=1e-12)


# ------------------------------------------------------------------ config.cycle_detection

def test_cycle_detection_takes_pytensors_two_values_and_no_other():
    assert opspec.config.cycle_detection == "regular"
    for algo in ("regular", "fast"):
        with opspec.config.change_flags(cycle_detection=algo):
            assert DestroyHandler().algo == algo
            assert DestroyHandler().clone().algo == algo
    with pytest.raises(ValueError):
        opspec.config.cycle_detection = "slow"
    with pytest.raises(ValueError, match="algo"):
        DestroyHandler("slow")


def _destroy_shared(algo):
    """x -> t = exp(x); t read by sin and overwritten by neg_inplace."""
    x = ot.dvector("x")
    t = ot.exp(x)
    fg = FunctionGraph([x], [ot.sin(t), ot.exp(t)], clone=False)
    fg.attach_feature(DestroyHandler(algo))
    return fg, t


def test_fast_refuses_overwriting_a_variable_with_other_clients():
    fg, t = _destroy_shared("regular")
    fg.replace_validate(fg.outputs[1], ot.exp(neg_inplace(t)))     # ordered after sin(t)
    order = fg.toposort()
    assert position(order, fg.outputs[0]) < position(order, fg.outputs[1].owner.inputs[0])
    fg, t = _destroy_shared("fast")
    refused(fg, fg.outputs[1], ot.exp(neg_inplace(t)), "other clients.*fast")


def test_fast_refuses_overwriting_a_view_or_an_inplace_result():
    x = ot.dmatrix("x")
    for make in (lambda t: transpose(t), lambda t: sin_inplace(t)):
        for algo, ok in (("regular", True), ("fast", False)):
            t = ot.exp(x)
            fg = FunctionGraph([x], [ot.exp(make(t))], clone=False)
            fg.attach_feature(DestroyHandler(algo))
            middle = fg.outputs[0].owner.inputs[0]
            if ok:
                fg.replace_validate(fg.outputs[0], neg_inplace(middle))
                assert fg.outputs[0].owner.op == neg_inplace
            else:
                refused(fg, fg.outputs[0], neg_inplace(middle), "view or an in-place result.*fast")


def test_fast_accepts_a_lone_client_of_fresh_memory_and_refuses_a_later_reader():
    x = ot.dvector("x")
    t = ot.exp(x)
    fg = FunctionGraph([x], [ot.exp(t), ot.sin(x)], clone=False)
    fg.attach_feature(DestroyHandler("fast"))
    fg.replace_validate(fg.outputs[0], ot.exp(neg_inplace(t)))
    d = fg.outputs[0].owner.inputs[0]
    assert fg.destroyers(t) == [d.owner]
    refused(fg, fg.outputs[1], ot.sin(t), "other clients.*fast")    # a new reader of overwritten t


@pytest.mark.parametrize("algo", ["regular", "fast"])
def test_compiled_functions_agree_under_both_values(algo):
    x = ot.dvector("x")
    t = ot.exp(x)
    outs = [ot.sin(t) + 1, -(t * 2), ot.exp(-ot.cos(x))]
    xv = np.linspace(-1, 1, 5)
    want = [np.sin(np.exp(xv)) + 1, -(np.exp(xv) * 2), np.exp(-np.cos(xv))]
    with opspec.config.change_flags(cycle_detection=algo):
        f = opspec.function([x], outs, mode=get_mode("FAST_RUN"))
    for got, expected in zip(f(xv), want):
        np.testing.assert_allclose(got, expected)
    assert f.maker.fgraph.destroy_handler.algo == algo
