"""The runtime core with two hand-written Ops: build a graph, compile it, run it, print it."""
import numpy as np

import opspec
import opspec.tensor as ot
from opspec.graph.basic import Apply
from opspec.graph.op import Op
from opspec.printing import debugprint


class DoubleOp(Op):
    """x * 2, any tensor."""

    __props__ = ()

    def make_node(self, x):
        x = ot.as_tensor_variable(x)
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0] * 2

    def infer_shape(self, fgraph, node, input_shapes):
        return input_shapes


class AXPBOp(Op):
    """a * x + b on float64 matrices, with a and b fixed when the Op is made."""

    __props__ = ("a", "b")
    itypes = [ot.dmatrix]
    otypes = [ot.dmatrix]

    def __init__(self, a, b):
        self.a = a
        self.b = b

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = self.a * inputs[0] + self.b


def main():
    x = ot.dmatrix("x")
    y = AXPBOp(a=4, b=5)(DoubleOp()(x))
    y.name = "y"
    f = opspec.function([x], y)
    value = np.arange(6.0).reshape(2, 3)
    print("x =")
    print(value)
    print("f(x) = 4 * (2 * x) + 5 =")
    print(f(value))
    print()
    print("the compiled graph:")
    debugprint(f, print_type=True)


if __name__ == "__main__":
    main()
