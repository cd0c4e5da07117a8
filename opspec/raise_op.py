"""PyTensor's ``raise_op``: ``CheckAndRaise(exc_type, msg)(value, *conds)`` is ``value`` (a
view), and raises ``exc_type(msg)`` when it runs if a condition is false; ``Assert(msg)``
raises AssertionError. Its output must be used for the check to run, and a check whose
conditions are constant and true folds away.
"""
from __future__ import annotations

from opspec.graph.basic import Apply, Constant, Variable
from opspec.graph.op import Op
from opspec.graph.type import Generic


class ExceptionType(Generic):
    """The type of an exception class held by an op (PyTensor's name)."""

    def __eq__(self, other):
        return type(self) is type(other)

    def __hash__(self):
        return hash(type(self))


exception_type = ExceptionType()


class CheckAndRaise(Op):
    """``value``, once every condition (scalars, made bool) holds; else ``exc_type(msg)``."""

    __props__ = ("msg", "exc_type")
    view_map = {0: [0]}

    def __init__(self, exc_type, msg=""):
        if not (isinstance(exc_type, type) and issubclass(exc_type, Exception)):
            raise ValueError("`exc_type` must be an Exception subclass")
        self.exc_type, self.msg = exc_type, msg

    def __str__(self):
        msg = self.msg if len(self.msg) <= 30 else self.msg[:27] + "..."
        return f"{type(self).__name__}{{raises={self.exc_type.__name__}, msg='{msg}'}}"

    def make_node(self, value, *conds):
        import opspec.tensor as ot
        if not isinstance(value, Variable):
            value = ot.as_tensor_variable(value)
        checked = []
        for cond in conds:
            cond = ot.as_tensor_variable(cond)
            if cond.type.ndim != 0:
                raise TypeError(f"{self}: conditions must be scalars, got {cond} of type {cond.type}")
            checked.append(cond if cond.type.dtype == "bool" else ot.neq(cond, 0))
        return Apply(self, [value, *checked], [value.type()])

    def perform(self, node, inputs, output_storage):
        value, *conds = inputs
        if not all(conds):
            raise self.exc_type(self.msg)
        output_storage[0][0] = value

    def infer_shape(self, fgraph, node, input_shapes):
        return [input_shapes[0]]

    def connection_pattern(self, node):
        return [[True]] + [[False]] * (len(node.inputs) - 1)

    def L_op(self, inputs, outputs, output_grads):
        from opspec.graph.null_type import disconnected_type
        return [output_grads[0]] + [disconnected_type() for _ in inputs[1:]]

    def R_op(self, inputs, eval_points):
        return [eval_points[0]]

    def c_kernel(self, node):
        """In a C program, the runner checks the conditions itself (no kernel), and the
        program raises what ``perform`` raises; a subclass computing something else has none."""
        from opspec.kernels.model import Check, KernelCall
        if type(self).perform is not CheckAndRaise.perform:
            return None
        return KernelCall(None, (), Check(self.exc_type, self.msg))

    def do_constant_folding(self, fgraph, node):
        # folding computes the check at compile time: only a check known to pass may fold
        return all(isinstance(c, Constant) and bool(c.data) for c in node.inputs[1:])


class Assert(CheckAndRaise):
    """``value`` once every condition holds; else an AssertionError with ``msg``."""

    def __init__(self, msg="PyTensor Assert failed!"):
        super().__init__(AssertionError, msg)

    def __str__(self):
        msg = self.msg if len(self.msg) <= 30 else self.msg[:27] + "..."
        return f"Assert{{msg='{msg}'}}"


assert_op = Assert()

__all__ = ["ExceptionType", "exception_type", "CheckAndRaise", "Assert", "assert_op"]
