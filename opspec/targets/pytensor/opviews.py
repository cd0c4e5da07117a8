"""One OpSpec → the classes, functions and statements of its generated PyTensor module.

Every decision is made here, in Python; the template only lays the results out. An elementwise
spec becomes a scalar op (``pytensor.scalar``) wrapped in PyTensor's ``Elemwise``, so fusion,
broadcasting and the inplace rewrite treat it like a built-in op; any other spec becomes an
``Op``. Each op gets a Numba and a JAX function where its formulas lower to them; where they do
not, a :class:`Note` says which backend and why (the op then runs ``perform`` there, or, under
JAX, does not compile).
"""
from __future__ import annotations

import dataclasses
import hashlib

from opspec.spec.c_codegen import table_source
from opspec.spec.casting import cast_lines
from opspec.spec.codegen import (LOCAL_BUILTINS, PYTHON_BUILTINS, STRUCTURAL_BUILTINS, comment, docstring,
                                  py_literal)
from opspec.spec.generate import Method, _times
from opspec.spec.model import OUTPUT_RULES, OpSpec
from opspec.spec.namespace import PYTHON_OP_NAMES
from opspec.targets.pytensor import cexpr
from opspec.targets.pytensor.formulas import Resolver, Unlowerable, common_subexpressions, lower
from opspec.targets.pytensor.names import NUMBA_MODULES

#: bumped when what this generator emits for the same spec changes (the C cache and Numba keys)
TARGET_VERSION = 3
_RULES = OUTPUT_RULES      # the rules without a reference (input:x, prop:dtype have one)


@dataclasses.dataclass
class Note:
    """An op that a backend does not run as generated code, and why."""
    op: str
    backend: str
    reason: str
    loc: object

    def __str__(self):
        return f"{self.loc}: {self.op}: not lowered to {self.backend}: {self.reason}"


@dataclasses.dataclass
class ClassView:
    name: str
    base: str
    doc: str
    origin: str
    attrs: list
    methods: list


@dataclasses.dataclass
class FunctionView:
    """A module-level function (a backend's factory): ``text`` is its source."""
    text: str


@dataclasses.dataclass
class OpView:
    classes: list
    functions: list
    statements: list
    names: list          # what the module exports for this op


def rule(out) -> str:
    if out.dtype_rule in _RULES:
        return out.dtype_rule
    if out.dtype_rule in ("input", "prop", "rule"):
        return f"{out.dtype_rule}:{out.dtype_ref}"
    return out.dtype_ref


def digest(op: OpSpec) -> str:
    """What identifies the generated code of an op: its spec (as parsed) and this generator; the
    same in every process (sets are sorted), as PyTensor's C cache and Numba's keys need."""
    return hashlib.sha256(_stable((TARGET_VERSION, op)).encode()).hexdigest()[:16]


def _stable(value) -> str:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = (_stable(getattr(value, f.name)) for f in dataclasses.fields(value))
        return f"{type(value).__name__}({', '.join(fields)})"
    if isinstance(value, (set, frozenset)):
        return "{" + ", ".join(sorted(_stable(v) for v in value)) + "}"
    if isinstance(value, (tuple, list)):
        return "(" + ", ".join(_stable(v) for v in value) + ")"
    return repr(value)


def function(name, params, body, doc=None) -> FunctionView:
    lines = [f"def {name}({params}):"]
    if doc:
        lines.append(f'    """{doc}"""')
    lines += [f"    {line}" if line else "" for line in body]
    return FunctionView("\n".join(lines))


class OpGenerator:
    """Turns one OpSpec into an OpView and its notes."""

    def __init__(self, spec: OpSpec, resolver: Resolver, module_names: frozenset, module: str, table=None):
        self.spec, self.resolver, self.module_names, self.module = spec, resolver, module_names, module
        self.table = table      # its C kernels (opspec.kernels.OpKernels, as opspec's generator makes them)
        self.props = spec.prop_names
        self.inputs = spec.input_names
        self.outputs = spec.output_names
        self.variadic = spec.variadic_input.name if spec.variadic_input is not None else None
        self.notes: list[Note] = []
        self.digest = digest(spec)

    def note(self, backend, reason):
        self.notes.append(Note(self.spec.name, backend, reason, self.spec.loc))

    # ------------------------------------------------------------------ shared pieces
    @property
    def instance(self):
        s = self.spec
        return s.instance if s.instance and (not s.props or s.props_all_default) else None

    def unpack(self, names, source):
        star = {self.variadic, f"ev_{self.variadic}"} if self.variadic else set()
        if len(names) == 1:
            return f"{names[0]} = list({source})" if names[0] in star else f"{names[0]}, = {source}"
        return f"{', '.join(f'*{n}' if n in star else n for n in names)} = {source}"

    def free_name(self, name):
        """``name``, or ``name_`` (...) where an input, output or prop of the op has it."""
        taken = set(self.inputs) | set(self.outputs) | set(self.props) | {f"g_{o}" for o in self.outputs}
        while name in taken:
            name += "_"
        return name

    def signature(self):
        return ", ".join(f"*{n}" if n == self.variadic else n for n in self.inputs)

    def grad_locals(self):
        return (set(self.inputs) | set(self.outputs) | {f"g_{o}" for o in self.outputs}
                | {f"ev_{i}" for i in self.inputs} | STRUCTURAL_BUILTINS)

    def symbolic(self, formula, scalar=False):
        return self.resolver.symbolic(formula, self.spec, self.grad_locals(), self.props, scalar)

    def init(self):
        if not self.props:
            return None
        params = [f"{p.name}={py_literal(p.default)}" if p.has_default else p.name for p in self.spec.props]
        body = [f"self.{p.name} = rt.convert_prop({p.type!r}, {p.name!r}, {p.name})" for p in self.spec.props]
        if self.spec.elemwise:
            params.append("name=None")
            body.append("super().__init__(name=name)")
        return Method(f"__init__(self, {', '.join(params)})", body)

    def impl(self):
        keep = set(self.inputs) | LOCAL_BUILTINS
        code = self.resolver.python(self.spec.python, keep, tuple(self.props) + tuple(PYTHON_OP_NAMES), self.module_names)
        return Method(f"impl(self, {self.signature()})", [f"return {code}"],
                      doc="python: of the spec (numpy)." if self.spec.elemwise else None)

    def marker(self, kind, index, name, scalar):
        dtype = "pytensor.config.floatX"
        return {"undefined": f"pytensor.gradient.grad_undefined(self, {index}, {name})",
                "not_implemented": f"pytensor.gradient.grad_not_implemented(self, {index}, {name})",
                "disconnected": "pytensor.gradient.disconnected_type()",
                "zero": (f"lib.scalar_zeros_like({name}, dtype={dtype})" if scalar
                         else f"pt.zeros_like({name}, dtype={dtype})")}[kind]

    def grad_expr(self, entry, index, scalar):
        name = self.inputs[index]
        kind = "not_implemented" if entry is None else entry.kind
        if name == self.variadic:
            if kind == "formula":
                return f"*{self.symbolic(entry.formula, scalar)}"
            k, item = self.free_name("k"), self.free_name("item")
            return f"*({self.marker(kind, f'{index} + {k}', item, scalar)} for {k}, {item} in enumerate({name}))"
        if kind == "formula":
            return self.symbolic(entry.formula, scalar)
        return self.marker(kind, index, name, scalar)

    def chain_rule(self, k, name, scalar):
        entries = [d for d in self.spec.derivative if d.input == name]
        for d in entries:
            if d.kind in ("undefined", "not_implemented"):
                return self.grad_expr(d, k, scalar)
        terms = [_times(f"g_{d.output}", self.symbolic(d.formula, scalar)) for d in entries if d.kind == "formula"]
        if not terms:
            return self.grad_expr(entries[0] if entries else None, k, scalar)
        return terms[0] if len(terms) == 1 else f"lib.add_terms([{', '.join(terms)}])"

    def gradient(self, scalar):
        s = self.spec
        if not s.grad and not s.derivative:
            return []
        body = [self.unpack(list(self.inputs), "inputs"), self.unpack(list(self.outputs), "outputs"),
                self.unpack([f"g_{o}" for o in self.outputs], "output_grads")]
        if s.derivative:
            exprs = [self.chain_rule(k, n, scalar) for k, n in enumerate(self.inputs)]
            source = "derivative:"
        else:
            entries = {e.input: e for e in s.grad}
            exprs = [self.grad_expr(entries.get(n), k, scalar) for k, n in enumerate(self.inputs)]
            source = "grad:"
        body.append(f"return [{', '.join(exprs)}]")
        return [Method("spec_grad(self, inputs, outputs, output_grads)", body, doc=f"{source} of the spec.")]

    def connection_pattern(self, scalar):
        s = self.spec
        if s.connection_pattern is None and not any(g.kind == "disconnected" for g in s.grad):
            return []
        rows = [list(r) for r in s.effective_connection_pattern]
        if self.variadic:
            k = self.inputs.index(self.variadic)
            body = [f"return {rows[:k]!r} + [{rows[k]!r}] * (len(node.inputs) - {k})"]
        else:
            body = [f"return {rows!r}"]
        return [Method("connection_pattern(self, node)", body)]

    # ------------------------------------------------------------------ backends
    def backend_formula(self, backend):
        return dict(self.spec.backends).get(backend)

    def lowered(self, backend, scalar):
        """(source of the backend's kernel expression, where it comes from) or None (noted)."""
        s = self.spec
        own = self.backend_formula(backend)
        names = set(self.inputs) | set(self.props)
        if own is not None:
            try:
                return lower(own, backend, names, scalar), f"{backend}: of the spec"
            except Unlowerable as why:      # the loader checked its names: only a construct is left
                self.note(backend, f"{backend}: uses {why}")
                return None
        c = s.c
        if backend == "numba" and scalar and c is not None and c.kind == "expr" and len(self.outputs) == 1:
            try:
                return cexpr.to_python(c.code, names), "the scalar C expression of the spec"
            except cexpr.NotLowered as why:
                reason = f"c: uses {why}"
            try:
                return lower(s.python, backend, names, scalar), "python: of the spec"
            except Unlowerable as why:
                self.note(backend, f"{reason}; python: uses {why}")
                return None
        if self.variadic and backend == "numba":
            self.note(backend, "a variadic input (Numba functions take a fixed number of arrays)")
            return None
        if backend == "jax" and not scalar and "value" in self.shape_args():
            self.note(backend, "its output shape depends on input values, which JAX traces (shapes must be static)")
            return None
        try:
            ranks = {i.name: i.ndim for i in s.inputs}
            return lower(s.python, backend, names, scalar, ranks), "python: of the spec"
        except Unlowerable as why:
            self.note(backend, f"python: uses {why}")
            return None

    def backend_factory(self, backend, scalar, op_class):
        """The factory function registered for ``backend`` and its registration, or nothing."""
        if backend == "numba" and self.spec.reduce is not None and self.backend_formula(backend) is None:
            return self.numba_fold(op_class)
        found = self.lowered(backend, scalar)
        if found is None:
            return [], []
        expr, source = found
        inner = self.instance or self.spec.name.lower()
        inner = self.free_name(inner + "_" if inner in PYTHON_BUILTINS else inner)
        body = []
        if backend == "numba":
            body += [f"from opspec.targets.pytensor import {module} as {name}" for name, module in NUMBA_MODULES.items()
                     if f"{name}." in expr]
        if backend == "jax":
            body.append("import jax.numpy as jnp")
            if "jlib." in expr:
                body.append("from opspec.targets.pytensor import jax_helpers as jlib")
            if "jax." in expr:
                body.append("import jax")
        if self.props:
            body.append(f"{', '.join(self.props)} = {', '.join(f'op.{p}' for p in self.props)}")
        if backend == "jax" and len(self.outputs) == 1:
            body.append("dtype = node.outputs[0].dtype")
            expr = f"jnp.asarray({expr}, dtype=dtype)"
        taken = set(self.inputs) | set(self.props) | {inner, "dtype", "np", "math", "jnp", "jax", "jlib", *NUMBA_MODULES}
        common, expr = common_subexpressions(expr, taken)
        body += ["", f"def {inner}({self.signature()}):", *(f"    {name} = {value}" for name, value in common),
                 f"    return {expr}", "", f"return {inner}"]
        name = f"{backend}_{inner}"
        what = "scalar function" if scalar else "function"
        doc = f"{'Numba' if backend == 'numba' else 'JAX'}'s {what} of {self.spec.name}, from {source}"
        return [function(name, "op, node", body, doc=doc + ".")], [f"rt.register_{backend}({op_class}, {name})"]

    def numba_fold(self, op_class):
        """A reduction's Numba factory: the spec's ``combine`` (its C, read as Python) folded over
        the reduced axes by numba_helpers.fold (numpy's ``axis=`` does not compile in Numba)."""
        r, x = self.spec.reduce, self.inputs[0]
        try:
            combine = cexpr.to_python(r.combine, {"acc", x})
        except cexpr.NotLowered as why:
            self.note("numba", f"reduce: combine uses {why}")
            return [], []
        name = f"numba_{self.free_name(self.instance or self.spec.name.lower())}"
        body = ["from opspec.targets.pytensor import numba_helpers as nlib", "", f"def combine(acc, {x}):",
                f"    return {combine}", "",
                f"return nlib.fold(node, combine, {py_literal(r.identity)}, has_identity={r.has_identity})"]
        doc = f"Numba's function of {self.spec.name}, from reduce: of the spec (combine folded over the axes)."
        return [function(name, "op, node", body, doc=doc)], [f"rt.register_numba({op_class}, {name})"]

    # ------------------------------------------------------------------ elementwise
    def elemwise(self) -> OpView:
        s = self.spec
        attrs = [("__props__", repr(tuple(self.props))), ("nin", str(len(self.inputs))),
                 ("nout", str(len(self.outputs))), ("origin", repr(comment(s.loc))),
                 ("spec_digest", repr(self.digest)), ("input_names", repr(self.inputs)),
                 ("input_dtypes", repr(tuple(i.dtype for i in s.inputs))),
                 ("output_rules", repr(tuple(rule(o) for o in s.outputs)))]
        attrs += self.c_attrs()
        methods = [m for m in (self.init(),) if m is not None]
        methods.append(self.impl())
        methods += self.gradient(scalar=True) + self.connection_pattern(scalar=True)
        cls = ClassView(s.name, "rt.SpecScalarOp", docstring(s.doc), comment(s.loc), attrs, methods)
        statements, names = [], [s.name]
        if self.instance:
            inst = self.instance
            statements += [f"scalar_{inst} = {s.name}(name={inst!r})",
                           f"{inst} = Elemwise(scalar_{inst}, name={s.name!r})"]
            names += [f"scalar_{inst}", inst]
            if s.inplace:
                pattern = {o: i[0] for o, i in s.destroy_map.items()}
                statements.append(f"{inst}_inplace = Elemwise(scalar_{inst}, {pattern!r}, name={s.name + 'Inplace'!r})")
                names.append(f"{inst}_inplace")
        functions, registrations = [], []
        for backend in ("numba", "jax"):
            f, r = self.backend_factory(backend, True, s.name)
            functions += f
            registrations += r
        return OpView([cls], functions, statements + registrations, names)

    def c_attrs(self):
        s = self.spec
        c = s.c
        if c is None:
            self.note("C", "no c: in the spec (PyTensor's C backend runs python: element by element)")
            return []
        if c.kind != "expr":
            self.note("C", "c: is a loop, not a scalar expression (an Elemwise's C is one expression)")
            return []
        try:
            cexpr.check_cpp(c.code, set(self.inputs) | set(self.props))
        except cexpr.NotLowered as why:
            self.note("C", f"c: uses {why}")
            return []
        attrs = [("c_expression", repr(c.code)), ("c_version", repr((TARGET_VERSION, int(self.digest, 16))))]
        if "opspec_" in c.code:
            attrs.append(("c_support", "lib.C_SUPPORT"))
        return attrs

    # ------------------------------------------------------------------ other ops
    def op(self) -> OpView:
        s = self.spec
        base = "rt.SpecReduce" if s.reduce is not None else "rt.SpecOp"
        attrs = [("__props__", repr(tuple(self.props))), ("origin", repr(comment(s.loc))),
                 ("spec_digest", repr(self.digest)), ("input_names", repr(self.inputs)),
                 ("output_names", repr(self.outputs)), ("input_dtypes", repr(tuple(i.dtype for i in s.inputs))),
                 ("input_ndims", repr(tuple(i.ndim for i in s.inputs)))]
        if self.variadic:
            attrs.append(("variadic", repr(self.inputs.index(self.variadic))))
        if s.shape:
            attrs.append(("shape_args", repr(self.shape_args())))
        if s.reduce is not None:
            attrs.append(("output_rule", repr(rule(s.outputs[0]))))
        if s.c is not None or s.reduce is not None:
            if self.variadic or s.view or self.table is None:
                self.note("C", "a variadic or view op: opspec's C kernels take neither (runs python:)")
            elif self.table.builtin:
                self.note("C", f"c: builtin {self.table.kind}: opspec's program runner computes it, no kernel "
                               "(runs python:)")
            else:
                attrs.append(("c_kernels", table_source(self.table)))
        else:
            self.note("C", "no c: in the spec (runs python:)")
        if s.view:
            attrs.append(("view_map", repr(s.view_map)))
        if s.default_output is not None:
            attrs.append(("default_output", repr(s.default_output)))
        methods = [m for m in (self.init(), self.make_node()) if m is not None]
        methods += self.output_shapes()
        methods.append(self.impl())
        methods += self.gradient(scalar=False) + self.r_op() + self.connection_pattern(scalar=False)
        if not s.constant_folding:
            methods.append(Method("do_constant_folding(self, fgraph, node)", ["return False"]))
        classes = [ClassView(s.name, base, docstring(s.doc), comment(s.loc), attrs, methods)]
        statements, names = [], [s.name]
        if s.inplace:
            variant = f"{s.name}Inplace"
            classes.append(ClassView(variant, s.name, f"{s.name} writing its result into its input "
                                     f"({', '.join(i for _, i in s.inplace)}).", comment(s.loc),
                                     [("destroy_map", repr(s.destroy_map))], []))
            statements.append(f"rt.register_inplace({s.name}, {variant})")
            names.append(variant)
        if self.instance:
            statements.insert(0, f"{self.instance} = {s.name}()")
            names.append(self.instance)
        functions, registrations = [], []
        for backend in ("numba", "jax"):
            f, r = self.backend_factory(backend, False, s.name)
            functions += f
            registrations += r
        return OpView(classes, functions, statements + registrations, names)

    def shape_args(self):
        from opspec.spec.codegen import uses_shape_of, uses_value_of
        sources = [f.source for _, f in self.spec.shape]
        return tuple("value" if any(uses_value_of(src, n) for src in sources) and
                     not any(uses_shape_of(src, n) for src in sources) else "shape" for n in self.inputs)

    def make_node(self):
        s = self.spec
        if s.reduce is not None:
            return None
        body = []
        for k, name in enumerate(self.inputs):
            if name == self.variadic:
                item = self.free_name("item")
                body.append(f"{name} = [self.check_input({k}, {item}) for {item} in {name}]")
            else:
                body.append(f"{name} = self.check_input({k}, {name})")
        listed = ", ".join(f"*{n}" if n == self.variadic else n for n in self.inputs)
        body.append(f"inputs = [{listed}]")
        body += cast_lines(s, check="lib.check_casting")      # numpy's casting rules, as opspec's make_node
        if s.shape:
            body.append("shapes = self.static_shapes(inputs)")
            shapes = [f"shapes[{k}]" for k in range(len(self.outputs))]
        else:
            shapes = []
            for o in s.outputs:
                if o.ndim is not None:
                    shapes.append(f"(None,) * {o.ndim}")
                elif o.rank_of:
                    shapes.append(f"(None,) * {o.rank_of}.type.ndim")
                else:
                    raise ValueError(f"{s.name}: output {o.name} has no known rank")
        outs = [f"pt.tensor(dtype=self.output_dtype({rule(o)!r}, inputs), shape={shape})"
                for o, shape in zip(s.outputs, shapes)]
        body.append(f"return Apply(self, inputs, [{', '.join(outs)}])")
        return Method(f"make_node(self, {self.signature()})", body)

    def output_shapes(self):
        s = self.spec
        if not s.shape:
            return []
        args = self.shape_args()
        params = [f"{n}_shape" if a == "shape" else n for n, a in zip(self.inputs, args)]
        shaped = [n for n, a in zip(self.inputs, args) if a == "shape"]
        keep = set(self.inputs) | set(params) | LOCAL_BUILTINS
        rules = dict(s.shape)
        exprs = [self.resolver.shape(rules[o], s, keep, self.props, shaped) for o in self.outputs]
        return [Method(f"output_shapes(self, {', '.join(params)})", [f"return [{', '.join(exprs)}]"],
                       doc="shape: of the spec, on static sizes, symbolic sizes (infer_shape) and ints."),
                Method("infer_shape(self, fgraph, node, input_shapes)", ["return self.shapes_of(node, input_shapes)"])]

    def r_op(self):
        s = self.spec
        keep = self.grad_locals()
        if s.r_op:
            body = [self.unpack(list(self.inputs), "inputs"),
                    self.unpack([f"ev_{i}" for i in self.inputs], "eval_points")]
            if any(o in f.names for _, f in s.r_op for o in self.outputs):
                body.append(self.unpack(list(self.outputs), "self(*inputs, return_list=True)"))
            rules = dict(s.r_op)
            exprs = [self.resolver.symbolic(rules[o], s, keep, self.props) if o in rules else "None"
                     for o in self.outputs]
            body.append(f"return [{', '.join(exprs)}]")
            return [Method("R_op(self, inputs, eval_points)", body, doc="From r_op: of the spec.")]
        return []

    def view(self) -> OpView:
        return self.elemwise() if self.spec.elemwise else self.op()
