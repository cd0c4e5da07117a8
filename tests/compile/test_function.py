"""opspec.function: input checking, keywords, several outputs, constants, ownership, modes."""

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.compile.function import Function, In, UnusedInputError
from opspec.compile.mode import FAST_COMPILE, Mode, get_mode
from opspec.graph.basic import Apply
from opspec.graph.op import Op

pytestmark = pytest.mark.usefixtures("call_path")      # each test on the fast and the plain call path


class AXPBOp(Op):
    __props__ = ("a", "b")

    def __init__(self, a, b):
        self.a = a
        self.b = b

    def make_node(self, x):
        x = ot.as_tensor_variable(x)
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = self.a * inputs[0] + self.b


class Add(Op):
    __props__ = ()

    def make_node(self, x, y):
        x, y = ot.as_tensor_variable(x), ot.as_tensor_variable(y)
        return Apply(self, [x, y], [x.type()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0] + inputs[1]


class InPlaceReuse(Op):
    """x + 1, written into the previous output when one is offered (storage reuse)."""

    def make_node(self, x):
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):
        prev = output_storage[0][0]
        if prev is not None and prev.shape == inputs[0].shape:
            np.add(inputs[0], 1, out=prev)
        else:
            output_storage[0][0] = inputs[0] + 1


class ViewOp(Op):
    """Returns its input itself, declared through view_map."""

    view_map = {0: [0]}

    def make_node(self, x):
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0]


add = Add()


def test_compile_and_call():
    x, y = ot.dvectors("x", "y")
    f = opspec.function([x, y], add(AXPBOp(2, 1)(x), y), name="f")
    assert isinstance(f, Function) and f.name == "f"
    np.testing.assert_array_equal(f([1.0, 2.0], [10.0, 10.0]), [13.0, 15.0])


def test_the_caller_graph_is_not_changed():
    x = ot.dvector("x")
    out = AXPBOp(2, 1)(x)
    f = opspec.function([x], out)
    assert f.maker.fgraph.outputs[0] is not out
    assert f.maker.fgraph.inputs[0] is not x
    assert out.owner.inputs == [x]


def test_inputs_are_cast_through_filter():
    x = ot.dvector("x")
    f = opspec.function([x], AXPBOp(1, 0)(x))
    out = f(np.array([1, 2], dtype="int32"))     # safe upcast
    assert out.dtype == np.float64
    assert f([1, 2]).dtype == np.float64


def test_input_errors_name_the_input_and_both_types():
    x = ot.fvector("x")
    f = opspec.function([x], AXPBOp(1, 0)(x))
    with pytest.raises(TypeError) as info:
        f(np.zeros(2))
    msg = str(info.value)
    assert "'x'" in msg and "position 0" in msg and "float32 vector" in msg and "float64" in msg
    with pytest.raises(TypeError, match=r"input 'x' .* float64 matrix .* float32 vector"):
        f(np.zeros((2, 2), dtype="float32").astype("float64"))
    with pytest.raises(TypeError, match=r"input 'x' .*2 dimensions"):
        f(np.zeros((2, 2), dtype="float32"))
    with pytest.raises(TypeError, match="input 'x'"):
        f([[1.0], [1.0, 2.0]])                      # ragged: numpy refuses it
    y = ot.dvector()
    g = opspec.function([y], AXPBOp(1, 0)(y))
    with pytest.raises(TypeError, match=r"input 0 \(position 0\)"):
        g("text")


def test_allow_input_downcast():
    x = ot.fvector("x")
    f = opspec.function([x], AXPBOp(1, 0)(x), allow_input_downcast=True)
    assert f(np.array([1.5, 2.5])).dtype == np.float32


def test_trust_input_skips_checks():
    x = ot.dvector("x")
    f = opspec.function([x], AXPBOp(2, 0)(x), trust_input=True)
    np.testing.assert_array_equal(f(np.ones(2)), [2.0, 2.0])


def test_keyword_arguments_by_input_name():
    x, y = ot.dvectors("x", "y")
    f = opspec.function([x, y], add(x, AXPBOp(10, 0)(y)))
    expected = [21.0, 21.0]
    np.testing.assert_array_equal(f(y=np.full(2, 2.0), x=np.ones(2)), expected)
    np.testing.assert_array_equal(f(np.ones(2), y=np.full(2, 2.0)), expected)
    with pytest.raises(TypeError, match="no input named 'z'"):
        f(np.ones(2), z=np.ones(2))
    with pytest.raises(TypeError, match="got input 'x' twice"):
        f(np.ones(2), x=np.ones(2))
    with pytest.raises(TypeError, match="missing input 'y'"):
        f(np.ones(2))
    with pytest.raises(TypeError, match="takes 2 inputs, got 3"):
        f(np.ones(2), np.ones(2), np.ones(2))


def test_in_with_a_name_and_a_default():
    x, y = ot.dvectors("x", "y")
    f = opspec.function([x, In(y, name="offset", value=np.full(2, 5.0))], add(x, y))
    np.testing.assert_array_equal(f(np.ones(2)), [6.0, 6.0])
    np.testing.assert_array_equal(f(np.ones(2), offset=np.zeros(2)), [1.0, 1.0])


def test_several_outputs():
    x = ot.dvector("x")
    f = opspec.function([x], [AXPBOp(1, 1)(x), AXPBOp(2, 0)(x)])
    a, b = f(np.ones(3))
    np.testing.assert_array_equal(a, [2.0] * 3)
    np.testing.assert_array_equal(b, [2.0] * 3)
    assert a is not b
    single = opspec.function([x], [AXPBOp(1, 1)(x)])
    assert isinstance(single(np.ones(1)), list)


def test_constant_outputs_stay_valid_between_calls():
    x = ot.dvector("x")
    c = ot.constant(np.array([1.0, 2.0]))
    f = opspec.function([x], [AXPBOp(2, 0)(x), c])
    for _ in range(3):
        out, const = f(np.ones(2))
        np.testing.assert_array_equal(const, [1.0, 2.0])
        const[0] = 99.0                         # the caller owns it: no effect on the function
    assert f(np.ones(2))[1][0] == 1.0
    g = opspec.function([], ot.constant(3.0))
    assert g() == 3.0 and g() == 3.0


def test_constant_inputs_of_nodes_survive_calls():
    x = ot.dvector("x")
    c = ot.constant(np.array([1.0, 2.0]))
    f = opspec.function([x], [add(x, c), c])
    for _ in range(2):
        out, const = f(np.zeros(2))
        np.testing.assert_array_equal(out, [1.0, 2.0])


def test_outputs_are_fresh_arrays_the_caller_owns():
    x = ot.dvector("x")
    f = opspec.function([x], InPlaceReuse()(x))
    r1 = f(np.zeros(2))
    r2 = f(np.ones(2))
    assert r1 is not r2 and not np.shares_memory(r1, r2)
    np.testing.assert_array_equal(r1, [1.0, 1.0])       # not overwritten by the second call
    np.testing.assert_array_equal(r2, [2.0, 2.0])


def test_identity_function_does_not_alias_its_input():
    x = ot.dvector("x")
    f = opspec.function([x], x)
    inp = np.arange(3.0)
    out = f(inp)
    np.testing.assert_array_equal(out, inp)
    assert not np.shares_memory(out, inp)
    out[0] = 100.0
    assert inp[0] == 0.0


def test_view_of_an_input_is_copied():
    x = ot.dvector("x")
    f = opspec.function([x], ViewOp()(x))
    inp = np.arange(3.0)
    assert not np.shares_memory(f(inp), inp)


def test_same_output_twice_gives_two_arrays():
    x = ot.dvector("x")
    y = AXPBOp(2, 0)(x)
    f = opspec.function([x], [y, y])
    a, b = f(np.ones(2))
    np.testing.assert_array_equal(a, b)
    assert not np.shares_memory(a, b)
    g = opspec.function([x], [x, x])
    a, b = g(np.ones(2))
    assert not np.shares_memory(a, b)


def test_unused_inputs():
    x, y = ot.dvectors("x", "y")
    with pytest.raises(UnusedInputError, match=r"y \(position 1\).*on_unused_input='ignore'"):
        opspec.function([x, y], AXPBOp(1, 0)(x))
    f = opspec.function([x, y], AXPBOp(1, 0)(x), on_unused_input="ignore")
    np.testing.assert_array_equal(f(np.ones(2), np.zeros(5)), [1.0, 1.0])
    np.testing.assert_array_equal(f(np.ones(2), y=np.zeros(5)), [1.0, 1.0])
    with pytest.warns(UserWarning, match="not used"):
        opspec.function([x, y], AXPBOp(1, 0)(x), on_unused_input="warn")
    with pytest.raises(ValueError, match="on_unused_input must be"):
        opspec.function([x], x, on_unused_input="maybe")


def test_bad_inputs_to_function():
    x = ot.dvector("x")
    with pytest.raises(TypeError, match="is a ndarray, not a Variable"):
        opspec.function([np.ones(2)], x)
    with pytest.raises(TypeError, match="is a Constant"):
        opspec.function([ot.constant(1.0)], x)
    with pytest.raises(ValueError, match="given twice"):
        opspec.function([x, x], x)


def test_givens_replace_variables():
    x, y = ot.dvectors("x", "y")
    f = opspec.function([y], AXPBOp(2, 0)(x), givens={x: AXPBOp(1, 1)(y)})
    np.testing.assert_array_equal(f(np.ones(2)), [4.0, 4.0])


def test_modes():
    x = ot.dvector("x")
    out = AXPBOp(2, 0)(x)
    for mode in (None, "FAST_RUN", "FAST_COMPILE", FAST_COMPILE, Mode("py"), Mode("auto").excluding("x")):
        f = opspec.function([x], out, mode=mode)
        np.testing.assert_array_equal(f(np.ones(2)), [2.0, 2.0])
    assert get_mode("FAST_COMPILE").linker == "py"
    with pytest.raises(ValueError, match="linker must be"):
        Mode("jit")
    f = opspec.function([x], out, mode="FAST_COMPILE")
    assert [impl for _, impl in f.node_impls()] == ["py"]


def test_eval():
    x = ot.dvector("x")
    y = AXPBOp(3, 0)(x)
    np.testing.assert_array_equal(y.eval({x: np.ones(2)}), [3.0, 3.0])
    np.testing.assert_array_equal(y.eval({x: np.zeros(2)}), [0.0, 0.0])


@pytest.mark.parametrize("call_path", [True], indirect=True)     # compile time: one path is enough
def test_deep_chain_compiles_and_runs():
    x = ot.dvector("x")
    op = AXPBOp(1, 1)
    y = x
    depth = 20_000      # twenty times Python's recursion limit (bench_compile times 100,000)
    for _ in range(depth):
        y = Apply(op, [y], [y.type()]).outputs[0]
    f = opspec.function([x], y)
    np.testing.assert_array_equal(f(np.zeros(2)), [depth, depth])
