"""Checking an op's shape inference: ``InferShapeTester`` and the spec-driven ``check_infer_shape``.

``_compile_and_check(inputs, outputs, numeric_inputs, cls)`` compiles two functions: the
outputs themselves, and their shapes. After rewriting, the shape function must no longer
contain an op of class ``cls`` (its shapes came from ``infer_shape``, not from running it;
nodes doing arithmetic on sizes, such as the Eq and Switch of broadcasting two unknown
sizes, do not count), and on ``numeric_inputs`` it must give the shapes the outputs really have::

    class TestMyOp(InferShapeTester):
        def test_infer_shape(self):
            x = ot.matrix("x")
            self._compile_and_check([x], [MyOp()(x)], [np.ones((3, 4))], MyOp)

Test inputs whose dimensions repeat a size (a square matrix) cannot tell a rule that
mixes up two dimensions from a right one: the check warns about them.
"""
from __future__ import annotations

import warnings

import numpy as np

from opspec.testing.asserts import fetch_seed


class InferShapeTester:
    """Base class (pytest style) for tests of ``infer_shape``."""

    def setup_method(self, method=None):
        from opspec.compile.mode import Mode

        # every rewrite of FAST_RUN (shape inference is one), run through perform: the
        # test is about shapes, not kernels
        self.mode = Mode("py", include=("fast_run",), name="InferShapeTester")
        self.rng = np.random.default_rng(fetch_seed())

    def _compile_and_check(self, inputs, outputs, numeric_inputs, cls, excluding=None, warn=True,
                           check_topo=True):
        from opspec.compile.function import function

        if not hasattr(self, "mode"):
            self.setup_method()
        mode = self.mode if not excluding else self.mode.excluding(*excluding)
        outputs = list(outputs) if isinstance(outputs, (list, tuple)) else [outputs]
        if warn:
            _warn_repeated_sizes(numeric_inputs, cls)
        shapes_f = function(inputs, [o.shape for o in outputs], mode=mode, on_unused_input="ignore")
        if check_topo:
            left = [node for node in shapes_f.maker.fgraph.apply_nodes
                    if _is_of(node.op, cls) and not _on_sizes(node)]
            if left:
                from opspec.printing import debugprint
                import io
                text = io.StringIO()
                debugprint(shapes_f, file=text)
                raise AssertionError(f"{_name(cls)} is still in the compiled shape graph ({len(left)} node(s)): "
                                     f"its infer_shape was not used\n{text.getvalue()}")
        outputs_f = function(inputs, outputs, mode=mode, on_unused_input="ignore")
        values = outputs_f(*numeric_inputs)
        shapes = shapes_f(*numeric_inputs)
        for k, (value, shape) in enumerate(zip(values, shapes)):
            got, want = tuple(int(s) for s in shape), tuple(np.shape(value))
            assert got == want, (f"{_name(cls)}: inferred shape {got} of output {k} ({outputs[k]}), "
                                 f"but computing it gives shape {want}")
        return values, shapes


def _is_of(op, cls) -> bool:
    if isinstance(cls, type):
        return isinstance(op, cls)
    return op == cls


def _on_sizes(node) -> bool:
    """Whether a node only does arithmetic on sizes (0-d ints and bools): an Eq or a Switch
    there comes from broadcasting two unknown sizes, not from computing the tested op."""
    return all(getattr(v.type, "ndim", None) == 0 and v.type.dtype.startswith(("int", "uint", "bool"))
               for v in (*node.inputs, *node.outputs))


def _name(cls) -> str:
    return cls.__name__ if isinstance(cls, type) else str(cls)


def _warn_repeated_sizes(numeric_inputs, cls):
    for k, value in enumerate(numeric_inputs):
        sizes = [s for s in np.shape(value) if s != 1]
        if len(set(sizes)) != len(sizes):
            warnings.warn(f"testing infer_shape of {_name(cls)} on input {k} of shape {np.shape(value)}: "
                          "a size appears in two dimensions, so a shape rule that swaps them would pass; "
                          "use distinct sizes", stacklevel=3)


# --------------------------------------------------------------------------- spec-driven

def check_infer_shape(spec_file, op, k, warn=False, module=None) -> bool:
    """Check op's infer_shape on sample k with InferShapeTester; False when the op has none.

    Tensor inputs are symbolic with unknown sizes. Inputs the shape rule reads by value
    (``reshape(x, *dims)``'s dims) are constants, as in ``x.reshape((-1, 4))``: their
    values decide the output shape.
    """
    import opspec.tensor as ot
    from opspec.testing.spec_checks import make_op, module_of, sample_values

    module = module_of(spec_file, module)
    sample = op.samples[k]
    instance = make_op(module, op, sample)
    if getattr(instance, "infer_shape", None) is None:
        return False
    values = sample_values(op, sample, np.random.default_rng(fetch_seed() + k))
    kinds = instance._arg_kinds(len(values)) if hasattr(instance, "_arg_kinds") else ["shape"] * len(values)
    if op.elemwise or op.reduce is not None:
        kinds = ["shape"] * len(values)
    inputs, numeric = [], []
    for j, (value, kind) in enumerate(zip(values, kinds)):
        if kind == "value":
            inputs.append(ot.constant(value))
        else:
            inputs.append(ot.tensor(value.dtype, (None,) * value.ndim, name=f"in{j}"))
            numeric.append(value)
    outputs = instance(*inputs, return_list=True)
    symbolic = [v for v in inputs if not isinstance(v, ot.TensorConstant)]
    tester = InferShapeTester()
    tester.setup_method()
    tester._compile_and_check(symbolic, outputs, numeric, type(instance), warn=warn)
    return True
