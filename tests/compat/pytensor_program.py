"""A small PyTensor program, written as PyTensor documents it (not collected by pytest).

test_pytensor_program.py runs it with the module name replaced by the port's and nothing
else changed, and checks what it computes against numpy.
"""
import numpy as np

import pytensor
import pytensor.tensor as pt
from pytensor.compile.mode import Mode
from pytensor.gradient import pushforward
from pytensor.graph.basic import Apply
from pytensor.graph.op import Op
from pytensor.graph.rewriting.basic import PatternNodeRewriter
from pytensor.ifelse import ifelse
from pytensor.printing import debugprint
from pytensor.raise_op import Assert
from pytensor.tensor.basic import get_scalar_constant_value
from pytensor.tensor.exceptions import NotScalarConstantError
from pytensor.tensor.rewriting.basic import register_canonicalize


class Softsign(Op):
    """x / (1 + |x|), elementwise: a hand-written Op with a gradient (L_op)."""

    __props__ = ()

    def make_node(self, x):
        x = pt.as_tensor_variable(x)
        return Apply(self, [x], [x.type()])

    def perform(self, node, inputs, output_storage):
        (x,) = inputs
        output_storage[0][0] = x / (1 + np.abs(x))

    def L_op(self, inputs, outputs, output_grads):
        (x,) = inputs
        (gz,) = output_grads
        return [gz / (1 + pt.abs(x)) ** 2]

    def infer_shape(self, fgraph, node, input_shapes):
        return input_shapes


softsign = Softsign()

# softsign is odd: softsign(-x) is -softsign(x); a rewrite of our own, run with canonicalize
softsign_of_neg = PatternNodeRewriter((softsign, (pt.neg, "x")), (pt.neg, (softsign, "x")))
register_canonicalize(softsign_of_neg, name="softsign_of_neg")


def train(X_data, y_data, steps, learning_rate):
    """Fit softsign(X @ w + b) to y by gradient descent: the weights are shared variables,
    each call of the compiled step updates them."""
    X = pt.matrix("X")
    y = pt.vector("y")
    w = pytensor.shared(np.zeros(X_data.shape[1]), name="w")
    b = pytensor.shared(0.0, name="b")
    prediction = softsign(pt.dot(X, w) + b)
    cost = pt.mean((prediction - y) ** 2)
    gw, gb = pytensor.grad(cost, [w, b])
    step = pytensor.function([X, y], cost, updates=[(w, w - learning_rate * gw), (b, b - learning_rate * gb)])
    costs = [step(X_data, y_data) for _ in range(steps)]
    return w.get_value(), b.get_value(), costs


def directional_derivative(X_data, w_data, v_data):
    """d softsign(X @ w) / d w in direction v (a Jacobian-vector product)."""
    X = pt.matrix("X")
    w = pt.vector("w")
    v = pt.vector("v")
    jvp = pushforward(softsign(pt.dot(X, w)), w, v)
    return pytensor.function([X, w, v], jvp)(X_data, w_data, v_data)


def rewritten(x_data):
    """softsign(-x), compiled: its value and the graph that runs (as text)."""
    x = pt.vector("x")
    f = pytensor.function([x], softsign(-x))
    return f(x_data), debugprint(f, file="str")


def clip_to_norm(x_data, threshold):
    """x scaled down to norm ``threshold`` when it is longer (only the branch taken is
    computed); x must have 3 entries and the threshold must be positive. Compiled in a mode
    set through the config, as a Mode object."""
    x = pt.vector("x")
    t = pt.scalar("t")
    x3 = pt.specify_shape(x, (3,))
    positive_t = Assert("threshold must be positive")(t, pt.gt(t, 0))
    norm = pt.sqrt((x3 ** 2).sum())
    clipped = ifelse(pt.gt(norm, positive_t), x3 * (positive_t / norm), x3)
    with pytensor.config.change_flags(mode=Mode(linker="py", optimizer="fast_compile")):
        f = pytensor.function([x, t], clipped)
    return f(x_data, threshold)


def known_length(v):
    """The length of vector ``v`` when the graph fixes it, else None."""
    try:
        return int(get_scalar_constant_value(v.shape[0]))
    except NotScalarConstantError:
        return None
