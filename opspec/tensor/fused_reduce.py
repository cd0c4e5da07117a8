"""CompositeReduce: a reduction fused with the elementwise graph (a Composite) feeding it.

``(exp(x) * y).sum(axis=1)`` becomes one node whose C kernel evaluates the composite per
element, a chunk at a time into a small buffer, and folds it with the reduction's ``combine``
from its ``identity``, accumulating in the reduction's output dtype: the full-size temporary
is never materialized. ``impl`` computes the composite then reduces it with numpy; the gradient
is the unfused graph's, rebuilt on the outer inputs (as ``Composite.L_op`` does).
"""
from __future__ import annotations

import numpy as np

from opspec.graph.basic import Apply
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
        ndim = max((len(s) for s in input_shapes), default=0)
        shape = [1] * ndim
        for s in input_shapes:
            off = ndim - len(s)
            for d, n in enumerate(s):
                if n != 1:
                    if shape[off + d] not in (1, n):
                        raise ValueError(f"{self}: input shapes do not broadcast: {list(input_shapes)}")
                    shape[off + d] = n
        return self.reduce_op.output_shapes(tuple(shape))

    def infer_shape(self, fgraph, node, input_shapes):
        inner = self.composite.make_node(*node.inputs)
        [shape] = self.composite.infer_shape(fgraph, inner, input_shapes)
        return self.reduce_op.infer_shape(fgraph, None, [shape])

    def _dtype(self) -> str:
        return self.reduce_op.output_dtype(self.reduce_op.output_dtypes[0], [_Typed(self.composite.output_dtypes[0])])

    def c_source(self) -> str:
        from opspec.link.c.composite import composite_reduce_source
        return composite_reduce_source(self, self.composite.input_dtypes, (self._dtype(),))

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


class _Typed:
    """Just enough of a Variable for ``output_dtype`` rules (``v.type.dtype``)."""

    def __init__(self, dtype):
        self.type = self
        self.dtype = dtype
