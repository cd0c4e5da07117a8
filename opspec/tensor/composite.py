"""Composite: a subgraph of elemwise ops fused into one elemwise op.

Its C loop (built by the C linker from each inner op's scalar expression) makes one pass
over the data with no temporaries; ``impl`` evaluates the inner ops with numpy for the
Python path, and the gradient is the inner graph's, rebuilt on the outer inputs.
"""
from __future__ import annotations

import numpy as np

from opspec.kernels.model import Broadcast, KernelCall, Step
from opspec.tensor.elemwise import Elemwise


class Composite(Elemwise):
    """Elemwise ops applied in sequence; ``steps`` are ``(op, refs, dtype)`` where each ref is
    ``("in", k)`` (outer input k) or ``("tmp", j)`` (the result of step j)."""

    __props__ = ("input_dtypes", "steps", "outputs_ref", "inplace_input")

    def __init__(self, input_dtypes, steps, outputs_ref, inplace_input=None):
        self.input_dtypes = tuple(input_dtypes)
        self.steps = tuple((op, tuple(refs), dtype) for op, refs, dtype in steps)
        self.outputs_ref = tuple(outputs_ref)
        self.output_dtypes = tuple(self.steps[j][2] for j in self.outputs_ref)
        self.input_names = tuple(f"i{k}" for k in range(len(self.input_dtypes)))
        self.output_names = tuple(f"o{k}" for k in range(len(self.outputs_ref)))
        self.origin = "fusion of " + ", ".join(type(op).__name__ for op, _, _ in self.steps)
        #: the input the (single) output overwrites, for the inplace rewrite; None: none
        self.inplace_input = inplace_input
        self.destroy_map = {} if inplace_input is None else {0: [inplace_input]}

    @staticmethod
    def inplace_variant(op):
        """The same loop writing into an input of the output's dtype: one candidate per such
        input (the inplace rewrite takes the first it may overwrite)."""
        if len(op.outputs_ref) != 1:
            return None
        return [Composite(op.input_dtypes, op.steps, op.outputs_ref, inplace_input=k)
                for k, dtype in enumerate(op.input_dtypes) if dtype == op.output_dtypes[0]]

    def __str__(self):
        inner = []
        for op, refs, _ in self.steps:
            args = ", ".join(f"i{k}" if kind == "in" else f"t{k}" for kind, k in refs)
            inner.append(f"{op}({args})")
        inplace = "" if self.inplace_input is None else f", inplace on i{self.inplace_input}"
        return f"Composite{{{'; '.join(inner)}{inplace}}}"

    def c_kernel(self, node):
        """One loop computing every step: each inner op's expression inlined (their kernels'
        description, c_kernels), rendered and compiled at run time."""
        spec = self.__dict__.get("_c_spec")
        if spec is None:            # asked a few times per node while linking: described once
            from opspec.kernels.render import fused_code, fused_spec
            spec = self._c_spec = fused_spec("loop", str(self), self.input_dtypes, self.output_dtypes,
                                             fused_code(self.c_steps(), self.outputs_ref))
        return KernelCall(spec, (), Broadcast())

    def c_steps(self) -> list[Step]:
        """Each step as its C is inlined: the dtypes it reads its inputs in are those its own
        kernel would compute in for the dtypes it gets (numpy's casts, step by step)."""
        steps, dtypes = [], []
        for inner, refs, dtype in self.steps:
            table = inner.c_kernels
            ref_dtypes = [self.input_dtypes[k] if kind == "in" else dtypes[k] for kind, k in refs]
            kin, _ = table.signature(ref_dtypes, (dtype,))
            args = tuple((name, d, f"i{k}" if kind == "in" else f"t{k}")
                         for (name, _), (kind, k), d in zip(table.inputs, refs, kin))
            steps.append(Step(table.expr, args, tuple(zip(table.params, inner.c_arguments())), dtype, str(inner)))
            dtypes.append(dtype)
        return steps

    def impl(self, *inputs):
        results = []
        for op, refs, dtype in self.steps:
            args = [inputs[k] if kind == "in" else results[k] for kind, k in refs]
            results.append(np.asarray(op.impl(*args), dtype=dtype))
        outs = tuple(results[j] for j in self.outputs_ref)
        return outs[0] if len(outs) == 1 else outs

    def expand(self, inputs) -> list:
        """The unfused graph of this composite, built on ``inputs``."""
        results = []
        for op, refs, _ in self.steps:
            results.append(op(*[inputs[k] if kind == "in" else results[k] for kind, k in refs]))
        return [results[j] for j in self.outputs_ref]

    def L_op(self, inputs, outputs, output_grads):
        from opspec.gradient import Lop
        from opspec.graph.basic import clone_replace
        # one stand-in per input position: a variable feeding two positions (f(x, x)) gets each
        # position's gradient once, not the sum of both at every position
        stand_ins = [v.type() for v in inputs]
        inner = self.expand(stand_ins)
        pairs = [(o, g) for o, g in zip(inner, output_grads) if not _disconnected(g)]
        grads = Lop([o for o, _ in pairs], stand_ins, [g for _, g in pairs])
        return clone_replace(list(grads), dict(zip(stand_ins, inputs)))

    def R_op(self, inputs, eval_points):
        from opspec.gradient import Rop
        from opspec.graph.basic import clone_replace
        moved = [(v.type(), v, e) for v, e in zip(inputs, eval_points) if e is not None]
        stand_ins = iter(moved)
        inner = self.expand([v if e is None else next(stand_ins)[0] for v, e in zip(inputs, eval_points)])
        tangents = Rop(inner, [s for s, _, _ in moved], [e for _, _, e in moved])
        return clone_replace(list(tangents), {s: v for s, v, _ in moved})


def _disconnected(g):
    return type(g.type).__name__ == "DisconnectedType"
