"""A random op's spec -> its generated class, a ``RandomVariable`` (opspec.tensor.random.op).

The class says what the spec says and the base class cannot know: the signature, each
parameter's dtype class and rank, the draw's dtype rule, the call with its defaults, and
``rng_fn``, the spec's ``python:`` (numpy's call). Its inplace variant draws from the
generator in place; the inplace rewrite uses it where the generator may be overwritten.
"""
from __future__ import annotations

from opspec.spec.codegen import LOCAL_BUILTINS, Method, OpView, comment, docstring, py_literal
from opspec.spec.random_spec import RANDOM_NAMES, RANDOM_OUTPUT

__all__ = ["RandomOp"]


class RandomOp:
    """Turns the OpSpec of a random op into an OpView (and its inplace variant): mixed into the
    generator's op view (``opspec.spec.generate``), whose pieces it reuses (``init``, ``rule``,
    ``code``, ``shape_args``) and whose ``base``, ``attrs`` and ``view`` it replaces."""

    @property
    def base(self):
        return "RandomVariable"

    def attrs(self):
        s = self.spec
        out = s.outputs[0]
        attrs = [("__props__", repr(tuple(self.props))), ("origin", repr(str(s.loc))),
                 ("name", repr(s.instance or s.name.lower())),
                 ("input_names", repr(RANDOM_NAMES + self.inputs)),
                 ("output_names", repr((RANDOM_OUTPUT,) + self.outputs)),
                 ("signature", repr(s.random.signature)),
                 ("param_dtypes", repr(tuple(i.dtype for i in s.inputs))),
                 ("param_ndims", repr(tuple(i.ndim for i in s.inputs))),
                 ("output_rule", repr(out.rule))]
        if s.random.signature and "size" not in s.python.names:
            attrs.append(("takes_size", "False"))
        if s.props:
            attrs.append(("prop_types", repr({p.name: p.type for p in s.props})))
        if s.shape:
            attrs.append(("shape_args", repr(self.shape_args())))
        return attrs

    def call(self):
        defaults = dict(self.spec.random.defaults)
        params = [f"{n}={py_literal(defaults[n])}" if n in defaults else n for n in self.inputs]
        return Method(f"__call__(self, {', '.join(params + ['size=None', '**kwargs'])})",
                      [f"return super().__call__({', '.join(self.inputs + ('size=size', '**kwargs'))})"],
                      doc="The draws; with return_next_rng=True, (the generator's next state, the draws).")

    def output_shapes(self):
        """numpy's own size (no signature): the draw's shape from the spec's rule, which reads
        ``size`` as a list of dimensions."""
        if not self.spec.shape:
            return []
        args = self.shape_args()
        params = [f"{n}_shape" if a == "shape" else n for n, a in zip(self.inputs, args)]
        shaped = [n for n, a in zip(self.inputs, args) if a == "shape"]
        keep = set(self.inputs) | set(params) | {"size"} | LOCAL_BUILTINS
        rule = dict(self.spec.shape)[self.outputs[0]]
        return [Method(f"output_shapes(self, size, {', '.join(params)})",
                       [f"return [{self.code(rule, keep=keep, shape_inputs=shaped, shape=True)}]"],
                       doc="The draw's shape from size (a list of dimensions) and the parameters.")]

    def rng_fn(self):
        keep = set(self.inputs) | set(RANDOM_NAMES) | LOCAL_BUILTINS
        return Method(f"rng_fn(self, rng, {', '.join(self.inputs + ('size',))})",
                      [f"return {self.code(self.spec.python, keep=keep)}"])

    def view(self) -> OpView:
        s = self.spec
        methods = [m for m in (self.init(), self.call()) if m is not None]
        methods += self.output_shapes() + [self.rng_fn()]
        op = OpView(s.name, self.base, docstring(s.doc), comment(s.loc), self.attrs(), methods)
        if s.instance:
            op.instance, op.instance_expr = s.instance, f"{s.name}()"
        op.links.append(f"{s.name}.inplace_variant = {s.name}Inplace")
        op.variants.append(OpView(f"{s.name}Inplace", s.name,
                                  f"{s.name} drawing from its generator in place (the node's next_rng is it).",
                                  comment(s.loc), [("destroy_map", repr({0: [0]}))], []))
        return op

