"""The Feature protocol and the standard features of opspec.graph.features."""

import pickle

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.graph.basic import Apply
from opspec.graph.destroyhandler import DestroyHandler
from opspec.graph.features import (AlreadyThere, Bookkeeper, Feature, FullHistory, History, InconsistencyError,
                                   NodeFinder, PreserveVariableAttributes, ReplaceValidate,
                                   ReplacementDidNotRemoveError, Supervisor, Validator, register_feature_callback)
from opspec.graph.fg import FunctionGraph
from opspec.graph.op import Op
from opspec.ops.arith import NegInplace
from opspec.ops.shape import DimShuffle


class Unary(Op):
    __props__ = ("tag",)

    def __init__(self, tag):
        self.tag = tag

    def make_node(self, x):
        return Apply(self, [x], [x.type()])

    def __str__(self):
        return self.tag


u, v, w = Unary("u"), Unary("v"), Unary("w")


def chain():
    x = ot.dvector("x")
    a = u(x)
    b = v(a)
    return FunctionGraph([x], [b], clone=False), (x, a, b)


# ------------------------------------------------------------------ the protocol

def test_feature_defaults_do_nothing_and_are_not_called():
    fg, (x, a, b) = chain()
    feature = Feature()
    fg.attach_feature(feature)
    assert feature.clone() is feature
    assert feature.orderings(fg) == {}
    fg.replace(b, w(a))
    assert fg._listeners("on_change_input") and feature not in [f.__self__ for f in fg._listeners("on_import")]


def test_registered_callbacks_are_dispatched_and_clashes_refused():
    class Pinged(Feature):
        def __init__(self):
            self.seen = []

        @register_feature_callback
        def on_ping(self, fgraph, value):
            self.seen.append(value)

    fg, _ = chain()
    pinged = Pinged()
    fg.attach_feature(pinged)
    fg.execute_callbacks("on_ping", 3)
    assert pinged.seen == [3]
    assert "on_ping" in Pinged._feature_callbacks

    with pytest.raises(TypeError, match="both in provides and callbacks"):
        class Bad(Feature):
            provides = ("on_validate",)

    with pytest.raises(TypeError, match="both in provides and callbacks"):
        class AlsoBad(Feature):
            provides = ("on_ping",)

            @register_feature_callback
            def on_ping(self, fgraph):
                pass


def test_bookkeeper_sees_existing_nodes_on_attach_and_detach():
    class Count(Bookkeeper):
        def __init__(self):
            self.live = set()

        def on_import(self, fgraph, node, reason):
            self.live.add(node)

        def on_prune(self, fgraph, node, reason):
            self.live.discard(node)

    fg, (x, a, b) = chain()
    count = Count()
    fg.attach_feature(count)
    assert count.live == {a.owner, b.owner}
    fg.remove_feature(count)
    assert count.live == set()


# ------------------------------------------------------------------ history and validation

def test_history_reverts_to_the_latest_checkpoint_only():
    fg, (x, a, b) = chain()
    first = fg.checkpoint()
    fg.replace(b, w(a))
    second = fg.checkpoint()
    fg.replace(a, u(x))
    with pytest.raises(ValueError, match="latest checkpoint"):
        fg.revert(first)
    fg.revert(second)
    assert fg.outputs[0].owner.op == w and fg.outputs[0].owner.inputs[0] is a
    fg.check_integrity()


def test_history_serves_several_graphs_and_refuses_a_second_history():
    history = History()
    fg1, _ = chain()
    fg2, _ = chain()
    with pytest.raises(AlreadyThere):
        history.on_attach(fg1)                 # every graph has ReplaceValidate, itself a History
    fg1.remove_feature(next(f for f in fg1.features if isinstance(f, ReplaceValidate)))
    fg2.remove_feature(next(f for f in fg2.features if isinstance(f, ReplaceValidate)))
    fg1.attach_feature(history)
    fg2.attach_feature(history)
    assert set(history.history) == {fg1, fg2}
    mark = fg1.checkpoint()
    fg1.replace(fg1.outputs[0], w(fg1.inputs[0]))
    assert len(history.history[fg1]) == 1 and history.history[fg2] == []
    fg1.revert(mark)
    assert fg1.outputs[0].owner.op == v


def test_history_entries_pickle_with_their_reason_as_text():
    fg, (x, a, b) = chain()

    def some_rewrite():
        pass

    fg.replace_all_validate([(b, w(a))], reason=some_rewrite)
    fg2 = pickle.loads(pickle.dumps(fg))
    replace_validate = next(f for f in fg2.features if isinstance(f, ReplaceValidate))
    assert [e.reason for e in replace_validate.history[fg2]] == ["some_rewrite"]


def test_full_history_moves_back_and_forth():
    fg, (x, a, b) = chain()
    history = FullHistory()
    fg.attach_feature(history)
    with pytest.raises(ValueError, match="serves one"):
        history.on_attach(chain()[0])
    states = [list(fg.outputs)]
    for op in (w, u, v):
        fg.replace(fg.outputs[0], op(fg.outputs[0].owner.inputs[0]))
        states.append(list(fg.outputs))
    history.start()
    assert fg.outputs == states[0]
    history.next()
    assert fg.outputs == states[1]
    history.end()
    assert fg.outputs == states[3]
    history.prev()
    assert fg.outputs == states[2]
    history.goto(1)
    assert fg.outputs == states[1]
    for _ in range(5):
        history.next()
    assert fg.outputs == states[3] and len(history.fw) == 3
    for _ in range(5):
        history.prev()
    assert fg.outputs == states[0]
    with pytest.raises(ValueError, match="outside the history"):
        history.goto(4)
    fg.check_integrity()


def test_validator_validate_and_consistent():
    class Veto(Feature):
        def __init__(self):
            self.active = True

        def on_validate(self, fgraph):
            if self.active:
                raise InconsistencyError("vetoed")

    fg, _ = chain()
    veto = Veto()
    fg.attach_feature(veto)
    with pytest.raises(InconsistencyError, match="vetoed"):
        fg.validate()
    assert not fg.consistent()
    veto.active = False
    assert fg.consistent()
    with pytest.raises(AlreadyThere):
        Validator().on_attach(fg)


def test_replace_all_validate_returns_its_checkpoint_and_reports(capsys):
    fg, (x, a, b) = chain()
    mark = fg.replace_all_validate([(b, w(a))], reason="swap", verbose=True)
    assert "rewrite swap: v.0 -> w.0" in capsys.readouterr().out
    fg.revert(mark)
    assert fg.outputs[0] is b


def test_replace_all_validate_remove():
    fg, (x, a, b) = chain()
    with pytest.warns(UserWarning, match="leaves"):
        with pytest.raises(ReplacementDidNotRemoveError):
            fg.replace_all_validate_remove([(b, w(b))], remove=[b.owner], reason="keeps b")
    assert fg.outputs[0] is b
    fg.replace_all_validate_remove([(b, w(a))], remove=[b.owner], reason="drops b", warn=False)
    assert b.owner not in fg.apply_nodes
    with pytest.raises(InconsistencyError, match="brought back"):
        fg.replace_validate(fg.outputs[0], b)          # the removed node may not come back
    assert fg.outputs[0].owner.op == w


# ------------------------------------------------------------------ other features

def test_node_finder_keeps_nodes_by_op():
    fg, (x, a, b) = chain()
    finder = NodeFinder()
    fg.attach_feature(finder)
    assert fg.get_nodes(u) == [a.owner] and fg.get_nodes(w) == []
    fg.replace(b, w(a))
    assert fg.get_nodes(v) == [] and len(fg.get_nodes(w)) == 1
    fg.attach_feature(NodeFinder())                     # AlreadyThere: left out
    assert sum(isinstance(f, NodeFinder) for f in fg.features) == 1
    with pytest.raises(ValueError, match="serves one"):
        finder.on_attach(chain()[0])
    fg.remove_feature(finder)
    assert not hasattr(fg, "get_nodes")


def test_preserve_variable_attributes():
    fg, (x, a, b) = chain()
    fg.attach_feature(PreserveVariableAttributes())
    b.name = "result"
    b.tag.nan_guard_mode_check = True
    new = w(a)
    fg.replace(b, new)
    assert new.name == "result" and new.tag.nan_guard_mode_check is True
    c = ot.constant(np.ones(2), name="ones")
    fg.replace(a, u(c))
    assert c.name == "ones"


# ------------------------------------------------------------------ Supervisor

neg_inplace = NegInplace()


def supervised(outputs, inputs, protected, dh=True):
    fg = FunctionGraph(inputs, outputs, clone=False)
    if dh:
        fg.attach_feature(DestroyHandler())
    fg.attach_feature(Supervisor(protected))
    return fg


def test_supervisor_protects_inputs_and_their_views():
    x, y = ot.dmatrix("x"), ot.dmatrix("y")
    out = ot.neg(DimShuffle((1, 0))(x)) + ot.neg(y)
    fg = supervised([out], [x, y], protected=[x])
    view_neg, y_neg = out.owner.inputs
    with pytest.raises(InconsistencyError, match="protected"):
        fg.replace_validate(view_neg, neg_inplace(view_neg.owner.inputs[0]))
    fg.replace_validate(y_neg, neg_inplace(y))           # y is not protected
    assert fg.consistent()


def test_supervisor_protects_intermediate_variables_too():
    x = ot.dvector("x")
    t = ot.exp(x)
    out = ot.neg(t)
    fg = supervised([out], [x], protected=[t])
    with pytest.raises(InconsistencyError, match="protected"):
        fg.replace_validate(out, neg_inplace(t))


def test_supervisor_sees_a_view_moving_onto_protected_memory():
    x = ot.dmatrix("x")
    s = ot.exp(x)
    view = DimShuffle((1, 0))(s)
    out = neg_inplace(view)
    fg = supervised([out], [x], protected=[x])
    assert fg.consistent()
    fg.replace(s, x)                                     # the destroyed view now views x
    assert not fg.consistent()


def test_supervisor_without_a_destroy_handler_has_nothing_to_check():
    x = ot.dvector("x")
    fg = supervised([ot.neg(x)], [x], protected=[x], dh=False)
    assert fg.consistent()
    fg.attach_feature(Supervisor([x]))                   # AlreadyThere: left out
    assert sum(isinstance(f, Supervisor) for f in fg.features) == 1
    assert Supervisor([x]).clone().protected == [x]


def test_function_protects_its_inputs_through_a_supervisor():
    x = ot.dvector("x")
    f = opspec.function([x], ot.exp(ot.neg(x)) * 2.0)
    supervisors = [feat for feat in f.maker.fgraph.features if isinstance(feat, Supervisor)]
    assert len(supervisors) == 1 and supervisors[0].protected == list(f.maker.fgraph.inputs)
    xv = np.array([0.5, 1.5])
    np.testing.assert_allclose(f(xv), np.exp(-xv) * 2)
    np.testing.assert_array_equal(xv, [0.5, 1.5])


def test_no_output_from_inplace_refuses_and_reverts_an_inplace_output():
    from opspec.graph.features import NoOutputFromInplace
    x = ot.dvector("x")
    neg, other = -(x * 2), x + 1
    fg = FunctionGraph([x], [neg, other], clone=False)
    first = NoOutputFromInplace([0])
    fg.attach_feature(first)
    fg.attach_feature(NoOutputFromInplace([1]))          # refused (AlreadyThere): one per graph
    assert fg._no_output_from_inplace is first
    mul = neg.owner.inputs[0]
    with pytest.raises(InconsistencyError, match="output 0 .* in place"):
        fg.replace_validate(fg.outputs[0], NegInplace()(mul))
    assert fg.outputs[0] is neg                          # the refused change was undone
    fg.replace_validate(fg.outputs[1], NegInplace()(x * 3))      # output 1 is not protected
    assert isinstance(fg.outputs[1].owner.op, NegInplace)


def _tap_graph():
    """x overwritten in place by a node; outputs: exp(x) computed first, and a free slot."""
    x, y = ot.dmatrix("x"), ot.dmatrix("y")
    fg = FunctionGraph([x, y], [ot.exp(x), y * 2], clone=False)
    fg.attach_feature(DestroyHandler())
    return fg, x, y


def test_no_output_inplace_on_input_refuses_outputs_carrying_an_overwritten_input():
    from opspec.graph.features import NoOutputInplaceOnInput
    fg, x, y = _tap_graph()
    first = NoOutputInplaceOnInput([0])
    fg.attach_feature(first)
    fg.attach_feature(NoOutputInplaceOnInput([1]))      # refused (AlreadyThere): one per graph
    assert fg._no_output_inplace_on_input is first
    # the in-place result itself as an output
    with pytest.raises(InconsistencyError, match="output 1 .* memory of input 0"):
        fg.replace_validate(fg.outputs[1], NegInplace()(x))
    assert fg.outputs[1].owner.op != NegInplace()           # undone
    # a view of the in-place result as an output
    with pytest.raises(InconsistencyError, match="output 1 .* memory of input 0"):
        fg.replace_validate(fg.outputs[1], DimShuffle((1, 0))(NegInplace()(x)))
    assert fg.consistent()


def test_no_output_inplace_on_input_lets_inner_nodes_overwrite_it():
    from opspec.graph.features import NoOutputInplaceOnInput
    fg, x, y = _tap_graph()
    fg.attach_feature(NoOutputInplaceOnInput([0]))
    fg.replace_validate(fg.outputs[1], ot.exp(NegInplace()(x)))      # fresh memory out of the overwritten x
    fg.replace_validate(fg.outputs[0], NegInplace()(ot.exp(x)))      # overwrites an intermediate, not x
    assert fg.destroyers(x) and fg.consistent()


def test_no_output_inplace_on_input_guards_only_the_inputs_it_names():
    from opspec.graph.features import NoOutputInplaceOnInput
    fg, x, y = _tap_graph()
    fg.attach_feature(NoOutputInplaceOnInput([0]))
    fg.replace_validate(fg.outputs[1], NegInplace()(y))              # y is not protected
    assert isinstance(fg.outputs[1].owner.op, NegInplace)
    clone = fg._no_output_inplace_on_input.clone()
    assert clone.protected_input_idxs == (0,) and clone is not fg._no_output_inplace_on_input


def test_no_output_inplace_on_input_without_destroy_handler_has_nothing_to_check():
    from opspec.graph.features import NoOutputInplaceOnInput
    x = ot.dvector("x")
    fg = FunctionGraph([x], [NegInplace()(x)], clone=False)
    fg.attach_feature(NoOutputInplaceOnInput([0]))
    fg.validate()
