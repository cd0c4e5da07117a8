"""CompositeReduce: a reduction fused with the elementwise graph (a Composite) feeding it.

``(exp(x) * y).sum(axis=1)`` becomes one node whose C kernel evaluates the composite per
element, a chunk at a time into a small buffer, and folds it with the reduction's ``combine``
from its ``identity``, accumulating in the reduction's output dtype: the full-size temporary
is never materialized. ``impl`` computes the composite then reduces it with numpy; the gradient
is the unfused graph's, rebuilt on the outer inputs (as ``Composite.L_op`` does).
"""
from __future__ import annotations

import numpy as np

from opspec.configuration import config
from opspec.graph.basic import Apply
from opspec.kernels.dtypes import output_dtype
from opspec.kernels.model import KernelCall, Operand, Param, Reduce
from opspec.tensor.specop import SpecOp


class CompositeReduce(SpecOp):
    """``reduce_op(composite(*inputs))`` in one pass; ``composite`` has a single output and
    ``reduce_op`` is a CAReduce with a C fold (``identity`` and ``combine``) and normalized axes."""

    __props__ = ("composite", "reduce_op")

    def __init__(self, composite, reduce_op):
        if len(composite.outputs_ref) != 1 or composite.inplace_input is not None:
            raise ValueError(f"CompositeReduce needs a single-output, non-inplace Composite, got {composite}")
        self.composite = composite
        self.reduce_op = reduce_op
        self.input_names = composite.input_names
        self.output_names = ("out",)
        self.origin = f"fusion of {reduce_op} with {composite.origin}"

    def __str__(self):
        return f"CompositeReduce{{{self.reduce_op}; {self.composite}}}"

    @property
    def axis(self):
        return self.reduce_op.axis

    @property
    def keepdims(self):
        return self.reduce_op.keepdims

    def make_node(self, *inputs):
        inner = self.composite.make_node(*inputs)
        reduced = self.reduce_op.make_node(inner.outputs[0])
        if reduced.op != self.reduce_op:
            raise ValueError(f"{self}: the reduction's axes must be normalized, got {self.reduce_op.axis}")
        return Apply(self, list(inner.inputs), [reduced.outputs[0].type.make_variable()])

    def output_shapes(self, *input_shapes):
        [shape] = self.composite.output_shapes(*input_shapes)
        return self.reduce_op.output_shapes(shape)

    def infer_shape(self, fgraph, node, input_shapes):
        inner = self.composite.make_node(*node.inputs)
        [shape] = self.composite.infer_shape(fgraph, inner, input_shapes)
        return self.reduce_op.infer_shape(fgraph, None, [shape])

    def _dtype(self) -> str:
        red = self.reduce_op
        return output_dtype(red.output_dtypes[0], self.composite.output_dtypes, red.input_names,
                            lambda name: getattr(red, name), config.floatX)

    def c_kernel(self, node):
        """One loop computing the composite a chunk at a time into a buffer and folding it with
        the reduction's fold (its kernels' description), rendered and compiled at run time."""
        spec = self.__dict__.get("_c_spec")
        if spec is None:
            from opspec.kernels.render import fused_code, fused_spec
            comp, red = self.composite, self.reduce_op
            spec = self._c_spec = fused_spec(
                "fused_reduce", str(self), comp.input_dtypes, (self._dtype(),), fused_code(comp.c_steps(), comp.outputs_ref),
                params=(Param("axis", "axes"),), fold=red.c_kernels.fold,
                element=Operand(red.c_kernels.inputs[0][0], comp.output_dtypes[0]))
        axes = self.reduce_op.axis
        return KernelCall(spec, (axes,), Reduce(axes, self.keepdims))

    def impl(self, *inputs):
        value = np.asarray(self.composite.impl(*inputs), dtype=self.composite.output_dtypes[0])
        return self.reduce_op.reduce_value(value, self._dtype())

    def expand(self, inputs):
        """The unfused graph, built on ``inputs``."""
        return self.reduce_op(*self.composite.expand(list(inputs)))

    def L_op(self, inputs, outputs, output_grads):
        from opspec.gradient import Lop
        return list(Lop([self.expand(inputs)], list(inputs), list(output_grads)))

    def R_op(self, inputs, eval_points):
        from opspec.gradient import Rop
        return list(Rop([self.expand(inputs)], list(inputs), list(eval_points)))
