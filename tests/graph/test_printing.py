"""debugprint: graphs as indented text."""

import io

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.graph.basic import Apply
from opspec.graph.fg import FunctionGraph
from opspec.graph.op import Op
from opspec.printing import MAX_INDENT, debugprint


class DoubleOp(Op):
    __props__ = ()

    def make_node(self, x):
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0] * 2


class AXPBOp(Op):
    __props__ = ("a", "b")

    def __init__(self, a, b):
        self.a, self.b = a, b

    def make_node(self, x):
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = self.a * inputs[0] + self.b


class Pair(Op):
    def make_node(self, x, y):
        return Apply(self, [x, y], [x.type(), y.type()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0].copy()
        output_storage[1][0] = inputs[1].copy()

    def __str__(self):
        return "Pair"


def test_tree_with_ids_names_and_references():
    x, y = ot.dvector("x"), ot.dvector()
    d = DoubleOp()(x)
    first, second = Pair()(d, y)
    z = AXPBOp(4, 5)(first)
    z.name = "z"
    text = debugprint([z, second, d], file="str")
    assert text == (
        "AXPBOp{a=4, b=5} [id A] 'z'\n"
        " |Pair.0 [id B]\n"
        " | |DoubleOp [id C]\n"
        " | | |x [id D]\n"
        " | |<float64 vector> [id E]\n"
        "Pair.1 *** id B\n"
        "DoubleOp *** id C\n"
    )


def test_print_type_and_id_styles():
    x = ot.dvector("x")
    z = DoubleOp()(ot.constant(np.array([1.0, 2.0])))
    y = AXPBOp(1, 2)(DoubleOp()(x))
    assert debugprint(y, file="str", print_type=True).splitlines()[0] == "AXPBOp{a=1, b=2} [id A] <float64 vector>"
    assert debugprint(y, file="str", ids="int").splitlines()[1] == " |DoubleOp [id 1]"
    assert debugprint(y, file="str", ids="") == "AXPBOp{a=1, b=2}\n |DoubleOp\n | |x\n"
    assert y.auto_name in debugprint(y, file="str", ids="auto")
    assert debugprint(z, file="str").splitlines()[1] == " |[1., 2.] [id B]"
    assert debugprint(y, file="str", depth=1) == "AXPBOp{a=1, b=2} [id A]\n |DoubleOp [id B]\n"
    with pytest.raises(ValueError, match="ids must be"):
        debugprint(y, file="str", ids="hex")
    with pytest.raises(TypeError, match="debugprint prints"):
        debugprint(3, file="str")


def test_writes_to_a_file_or_stdout(capsys):
    x = ot.dvector("x")
    y = DoubleOp()(x)
    buf = io.StringIO()
    assert debugprint(y, file=buf) is buf
    assert buf.getvalue() == "DoubleOp [id A]\n |x [id B]\n"
    debugprint(y)
    assert capsys.readouterr().out == buf.getvalue()


def test_apply_fgraph_and_compiled_function():
    x = ot.dvector("x")
    y = DoubleOp()(x)
    assert debugprint(y.owner, file="str") == debugprint(y, file="str")
    fg = FunctionGraph([x], [y])
    assert debugprint(fg, file="str") == "DoubleOp [id A]\n |x [id B]\n"
    f = opspec.function([x], [y, AXPBOp(1, 0)(y)])
    text = debugprint(f, file="str")
    assert text.splitlines()[0] == "DoubleOp [id A]"
    assert "AXPBOp{a=1, b=0} [id C]\n |DoubleOp *** id A" in text


def test_deep_chain_prints_without_recursion():
    x = ot.dvector("x")
    y = x
    op = DoubleOp()
    depth = 20_000      # twenty times Python's recursion limit
    for _ in range(depth):
        y = Apply(op, [y], [y.type()]).outputs[0]
    text = debugprint(y, file="str", ids="")
    lines = text.splitlines()
    assert len(lines) == depth + 1
    assert lines[MAX_INDENT] == " |" * MAX_INDENT + "DoubleOp"
    assert lines[-1] == f" |[depth {depth}] |x"


@pytest.mark.parametrize("mode", ["FAST_RUN", "FAST_COMPILE"])
def test_print_op_prints_when_computed_and_passes_the_value(mode, capsys):
    import pickle

    import numpy as np

    import opspec
    from opspec.printing import Print
    x = opspec.tensor.dvector("x")
    f = opspec.function([x], Print("x is", attrs=("__str__", "shape"))(x) * 2, mode=mode)
    np.testing.assert_array_equal(f(np.array([1.0, 3.0])), [2.0, 6.0])
    assert capsys.readouterr().out.splitlines() == ["x is __str__ = [1. 3.]", "x is shape = (2,)"]
    seen = []
    g = opspec.grad((Print("g", global_fn=lambda op, v: seen.append(v.copy()))(x) ** 2).sum(), x)
    np.testing.assert_array_equal(opspec.function([x], g, mode=mode)(np.array([1.0, 2.0])), [2.0, 4.0])
    assert len(seen) == 1 and list(seen[0]) == [1.0, 2.0]
    assert Print("a") == Print("a") != Print("b") and pickle.loads(pickle.dumps(Print("a"))) == Print("a")
    assert not Print("a").do_constant_folding(None, None)
    with pytest.raises(TypeError, match="prints a Variable"):
        Print("a")(np.ones(2))
