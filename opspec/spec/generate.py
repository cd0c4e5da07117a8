"""Spec files → Python modules of Op classes.

Every decision is made here, in Python: each op becomes an ``OpView`` whose
attributes and methods are finished source text; the jinja2 template only lays
them out. Files are written only when their text changes, so ``make generate`` is
idempotent and timestamps stay put.

Nothing of a spec reaches the generated code unescaped: formulas are re-written from their
``ast``, names are checked identifiers, values are Python literals, and docs and paths are
escaped (:func:`docstring`, :func:`comment`), so that a spec can break neither the import of
its module nor run anything at import.

Generated files name their spec by its path relative to the project (the common folder of the
spec and the output), so regenerating from any working directory gives the same bytes, and
record the spec's hash, so importing a module whose spec has changed warns (``opspec.spec.fresh``).
"""
from __future__ import annotations

import ast
import dataclasses
import hashlib
import os
import unicodedata
from pathlib import Path

import jinja2

from opspec.spec.c_codegen import c_module, table_source
from opspec.spec.casting import cast_lines
from opspec.spec.codegen import (LOCAL_BUILTINS, STRUCTURAL_BUILTINS, Method, OpView, comment, docstring,
                                  py_literal, translate, uses_shape_of, uses_value_of)
from opspec.spec.errors import SpecError
from opspec.spec.library_tables import declared_rules, exported_names
from opspec.spec.model import Location, OpSpec, SpecFile
from opspec.spec.namespace import PYTHON_OP_NAMES, summary
from opspec.spec.random_codegen import RandomOp
from opspec.spec.rewrite_codegen import render_rewrites
from opspec.spec.stale import with_stale
from opspec.spec.weak_ints import weak_ints

TEMPLATES = Path(__file__).parent / "templates"


_ENV = jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATES)), keep_trailing_newline=True,
                          trim_blocks=True, lstrip_blocks=True, undefined=jinja2.StrictUndefined,
                          autoescape=False)

#: the package the standard library is generated into (its __init__ differs from a user package's)
LIBRARY_PACKAGE = "opspec.ops"
#: names the generated module binds besides its ops (an op, instance or imported module may not take them)
MODULE_NAMES = frozenset({"np", "ot", "math", "Apply", "Elemwise", "CAReduce", "RandomVariable", "SpecOp",
                          "convert_prop", "warn_if_stale", "annotations", "builtins", "rules", "rewrite_rule",
                          "OpPattern", "Var", "TRANSPOSE", "kernels", "C_FILE", "check_casting"})
#: what a generated module may import, by the name it binds, in the order imports are written
#: (each is imported when the module uses it: no unused imports)
_IMPORTS = {
    "builtins": "import builtins", "math": "import math", "np": "import numpy as np", "ot": "import opspec.tensor as ot",
    "Apply": "opspec.graph.basic", "warn_if_stale": "opspec.spec.fresh", "Elemwise": "opspec.tensor.elemwise",
    "CAReduce": "opspec.tensor.reduction", "rules": "import opspec.tensor.rules as rules",
    "RandomVariable": "opspec.tensor.random.op", "SpecOp": "opspec.tensor.specop",
    "convert_prop": "opspec.tensor.specop", "kernels": "from opspec import kernels",
    "check_casting": "opspec.tensor.casting",
}


class _Op:
    """Turns one OpSpec into an OpView (and its inplace variant)."""

    def __init__(self, spec: OpSpec, module_names: frozenset, foreign: dict, table=None):
        self.spec = spec
        self.table = table      # its C kernels (opspec.kernels.model.OpKernels), or None
        self.module_names = module_names
        self.foreign = foreign
        self.props = spec.prop_names
        self.inputs = spec.input_names
        self.outputs = spec.output_names
        self.variadic = self._variadic()

    def _variadic(self):
        names = [i.name for i in self.spec.inputs if getattr(i, "variadic", False)]
        return names[0] if names else None

    def fail(self, key, message, loc=None):
        loc = loc or self.spec.loc
        raise SpecError(message, file=loc.file, line=loc.line, op=self.spec.name, key=key)

    def code(self, formula, keep=(), shape_inputs=(), shape=False, op_names=()):
        return translate(formula.source, props=tuple(self.props) + tuple(op_names), keep=set(keep) | {"self"},
                         module_names=self.module_names, foreign=self.foreign, shape_inputs=shape_inputs,
                         shape=shape)

    # ------------------------------------------------------------------ pieces
    @property
    def base(self):
        if self.spec.elemwise:
            return "Elemwise"
        if self.spec.reduce is not None:
            return "CAReduce"
        return "SpecOp"

    def unpack(self, names, source):
        star = {self.variadic, f"ev_{self.variadic}"} if self.variadic else set()   # inputs or eval points
        if len(names) == 1:
            return f"{names[0]} = list({source})" if names[0] in star else f"{names[0]}, = {source}"
        names = [f"*{n}" if n in star else n for n in names]
        return f"{', '.join(names)} = {source}"

    def input_signature(self):
        return ", ".join(f"*{n}" if n == self.variadic else n for n in self.inputs)

    def attrs(self):
        s = self.spec
        attrs = [("__props__", repr(tuple(self.props))), ("origin", repr(str(s.loc))),
                 ("input_names", repr(self.inputs)), ("output_names", repr(self.outputs))]
        if self.base in ("Elemwise", "CAReduce"):
            attrs.append(("input_dtypes", repr(tuple(i.dtype for i in s.inputs))))
            attrs.append(("output_dtypes", repr(tuple(o.rule for o in s.outputs))))
        reading = weak_ints(s.python.source, self.inputs) if s.elemwise and len(s.inputs) > 1 else None
        if reading:
            attrs.append(("weak_ints", repr(reading)))
        if s.reduce is not None:
            attrs.append(("identity", py_literal(s.reduce.identity)))
            if not s.reduce.has_identity:
                attrs.append(("has_identity", "False"))
        if self.table is not None:
            attrs.append(("c_kernels", table_source(self.table)))
        if self.variadic:
            attrs.append(("variadic", repr(self.inputs.index(self.variadic))))
        if s.shape and not s.elemwise and s.reduce is None:
            attrs.append(("shape_args", repr(self.shape_args())))
        if s.view:
            attrs.append(("view_map", repr(s.view_map)))
        if s.readonly_view:
            attrs.append(("readonly_view", "True"))
        if s.dask:
            attrs.append(("dask_lowering", repr({k: dict(v) if isinstance(v, tuple) else v for k, v in s.dask})))
        if s.default_output is not None:
            attrs.append(("default_output", repr(s.default_output)))
        return attrs

    def shape_args(self):
        sources = [f.source for _, f in self.spec.shape]
        args = []
        for name in self.inputs:
            by_value = any(uses_value_of(src, name) for src in sources)
            by_shape = any(uses_shape_of(src, name) for src in sources)
            if by_value and by_shape:
                self.fail("shape", f"shape rules read both the shape and the value of input {name!r}; "
                          "use one of them")
            args.append("value" if by_value else "shape")
        return tuple(args)

    # ------------------------------------------------------------------ methods
    def init(self):
        if not self.props:
            return None
        params = []
        for p in self.spec.props:
            params.append(f"{p.name}={py_literal(p.default)}" if p.has_default else p.name)
        body = [f"self.{p.name} = convert_prop({p.type!r}, {p.name!r}, {p.name})" for p in self.spec.props]
        return Method(f"__init__(self, {', '.join(params)})", body)

    def make_node(self):
        s = self.spec
        if s.elemwise or s.reduce is not None:
            return None
        body = []
        for k, inp in enumerate(s.inputs):
            check = f"self.checked_input({k}, {{}}, {inp.dtype!r}, {inp.ndim!r})"
            if inp.name == self.variadic:
                body.append(f"{inp.name} = [{check.format('v')} for v in {inp.name}]")
            else:
                body.append(f"{inp.name} = {check.format(inp.name)}")
        listed = ", ".join(f"*{n}" if n == self.variadic else n for n in self.inputs)
        body.append(f"inputs = [{listed}]")
        body += cast_lines(s)
        rules = ", ".join(repr(o.rule) for o in s.outputs)
        body.append(f"dtypes = [self.output_dtype(rule, inputs) for rule in ({rules}{',' if len(s.outputs) == 1 else ''})]")
        if s.shape:
            if len(s.shape) != len(s.outputs):
                self.fail("shape", "give a shape rule for every output, or for none "
                          f"(outputs: {', '.join(self.outputs)})")
            body.append("shapes = self.static_shapes(inputs)")
        else:
            ranks = []
            for o in s.outputs:
                if o.ndim is not None:
                    ranks.append(f"(None,) * {o.ndim}")
                elif o.rank_of:
                    ranks.append(f"(None,) * {o.rank_of}.type.ndim")
                else:
                    self.fail("outputs", f"output {o.name!r} has no known rank: give it a rank "
                              "(e.g. vector(float64)) or a shape rule", o.loc)
            body.append(f"shapes = [{', '.join(ranks)}]")
        body.append("return Apply(self, inputs, self.make_outputs(dtypes, shapes))")
        return Method(f"make_node(self, {self.input_signature()})", body)

    def output_shapes(self):
        s = self.spec
        if not s.shape or s.elemwise or s.reduce is not None:
            return []
        args = self.shape_args()
        params = [f"{n}_shape" if a == "shape" else n for n, a in zip(self.inputs, args)]
        shaped = [n for n, a in zip(self.inputs, args) if a == "shape"]
        rules = dict(s.shape)
        keep = set(self.inputs) | set(params) | LOCAL_BUILTINS
        exprs = [self.code(rules[o], keep=keep, shape_inputs=shaped, shape=True) for o in self.outputs]
        body = [f"return [{', '.join(exprs)}]"]
        return [Method(f"output_shapes(self, {', '.join(params)})", body,
                       doc="Output shapes from input shapes: static, symbolic or at run time."),
                Method("infer_shape(self, fgraph, node, input_shapes)",
                       ["return self.output_shapes(*self.shape_arguments(node.inputs, input_shapes))"])]

    def impl(self):
        s = self.spec
        keep = set(self.inputs) | LOCAL_BUILTINS
        return Method(f"impl(self, {self.input_signature()})",
                      [f"return {self.code(s.python, keep=keep, op_names=PYTHON_OP_NAMES)}"])

    def grad_expr(self, entry, index):
        name = self.inputs[index]
        marker = {"undefined": "ot.grad_undefined(self, {i}, {v})",
                  "not_implemented": "ot.grad_not_implemented(self, {i}, {v})",
                  "disconnected": "ot.disconnected({v})",
                  "zero": "ot.zeros_like({v}, dtype=ot.floatX)"}
        if entry is None:
            entry_kind = "not_implemented"
        else:
            entry_kind = entry.kind
        if name == self.variadic:
            if entry_kind == "formula":
                return f"*{self.code(entry.formula, keep=self.grad_locals())}"
            return f"*({marker[entry_kind].format(i=f'{index} + k', v='v')} for k, v in enumerate({name}))"
        if entry_kind == "formula":
            return self.code(entry.formula, keep=self.grad_locals())
        return marker[entry_kind].format(i=index, v=name)

    def grad_locals(self):
        return (set(self.inputs) | set(self.outputs) | {f"g_{o}" for o in self.outputs}
                | {f"ev_{i}" for i in self.inputs} | STRUCTURAL_BUILTINS)

    def gradient(self):
        s = self.spec
        if not s.grad and not s.derivative:
            return []
        header = [(list(self.inputs), "inputs"), (list(self.outputs), "outputs"),
                  ([f"g_{o}" for o in self.outputs], "output_grads")]
        if s.derivative:
            terms = [self.chain_rule(k, name) for k, name in enumerate(self.inputs)]
            return [Method("grad_terms(self, inputs, outputs, output_grads)",
                           self.unpacked(header, [f"return [{', '.join(terms)}]"]))]
        entries = {e.input: e for e in s.grad}
        exprs = [self.grad_expr(entries.get(name), k) for k, name in enumerate(self.inputs)]
        return [Method("grad_terms(self, inputs, outputs, output_grads)",
                       self.unpacked(header, [f"return [{', '.join(exprs)}]"]))]

    def unpacked(self, pairs, body) -> list[str]:
        """``body`` after the lines unpacking each of ``pairs`` ((names, source), in order) that
        it or a later such line reads: a generated method binds only the names it uses."""
        used = {n.id for n in ast.walk(ast.parse("\n".join(body))) if isinstance(n, ast.Name)}
        lines = []
        for names, source in reversed(pairs):
            if used & {n.lstrip("*") for n in names}:
                lines.insert(0, self.unpack(names, source))
                used |= {n.id for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Name)}
        return lines + body

    def chain_rule(self, k, name):
        """d cost / d input ``name``: the sum over outputs of g_<output> * d output / d input
        (an undefined or not implemented entry makes the whole gradient so)."""
        entries = [d for d in self.spec.derivative if d.input == name]
        for d in entries:
            if d.kind in ("undefined", "not_implemented"):
                return self.grad_expr(d, k)
        terms = [_times(f"g_{d.output}", self.code(d.formula, keep=self.grad_locals()))
                 for d in entries if d.kind == "formula"]
        if not terms:
            return self.grad_expr(entries[0] if entries else None, k)
        return terms[0] if len(terms) == 1 else f"ot.add_terms([{', '.join(terms)}])"

    def r_op(self):
        s = self.spec
        keep = self.grad_locals()
        header = [(list(self.inputs), "inputs"), ([f"ev_{i}" for i in self.inputs], "eval_points"),
                  (list(self.outputs), "self(*inputs, return_list=True)")]
        if s.r_op:
            rules = dict(s.r_op)
            body = [f"return [{', '.join(self.code(rules[o], keep=keep) if o in rules else 'None' for o in self.outputs)}]"]
            return [Method(f"{self.r_op_name}(self, inputs, eval_points)", self.unpacked(header, body))]
        if not s.derivative:
            return []       # with grad: only, SpecOp.R_op derives it from the gradient
        outputs = [[self.tangent_term(d, keep) for d in s.derivative if d.kind == "formula" and d.output == o]
                   for o in self.outputs]
        return [Method(f"{self.r_op_name}(self, inputs, eval_points)", self.unpacked(header, _return_sums(outputs)))]

    def tangent_term(self, d, keep) -> str:
        """Derivative entry ``d``'s term of a tangent: its formula times the input's eval point,
        None when that input has none (``ot.add_terms`` skips it)."""
        term = _times(f"ev_{d.input}", self.code(d.formula, keep=keep))
        return term if term == f"ev_{d.input}" else f"None if ev_{d.input} is None else {term}"

    @property
    def r_op_name(self) -> str:
        """Elemwise ops give their tangents' terms (the base broadcasts them to the outputs, as
        it sums gradients back to the inputs); other ops give R_op itself."""
        return "tangent_terms" if self.spec.elemwise else "R_op"

    def connection_pattern(self):
        s = self.spec
        if s.connection_pattern is None and not any(g.kind == "disconnected" for g in s.grad):
            return []
        rows = [list(r) for r in s.effective_connection_pattern]
        if self.variadic:
            k = self.inputs.index(self.variadic)
            fixed = rows[:k]
            body = [f"fixed = {fixed!r}", f"return fixed + [{rows[k]!r}] * (len(node.inputs) - {k})"]
        else:
            body = [f"return {rows!r}"]
        return [Method("connection_pattern(self, node)", body)]

    def constant_folding(self):
        if self.spec.constant_folding:
            return []
        return [Method("do_constant_folding(self, fgraph, node)", ["return False"])]

    def flops(self):
        s = self.spec
        if s.flops is None:
            return []
        keep = set(self.inputs) | set(self.outputs) | LOCAL_BUILTINS
        body = [self.unpack([f"{i}" for i in self.inputs], "inputs"), self.unpack(list(self.outputs), "outputs"),
                f"return {self.code(s.flops, keep=keep)}"]
        return [Method("flops(self, inputs, outputs)", body, doc="Floating-point operations, from input and output values.")]

    # ------------------------------------------------------------------ assembly
    def view(self) -> OpView:
        s = self.spec
        methods = [m for m in (self.init(), self.make_node()) if m is not None]
        methods += self.output_shapes()
        methods.append(self.impl())
        methods += self.gradient() + self.r_op() + self.connection_pattern() + self.constant_folding() + self.flops()
        op = OpView(s.name, self.base, docstring(s.doc), comment(s.loc), self.attrs(), methods)
        if s.instance and (not s.props or s.props_all_default):
            op.instance, op.instance_expr = s.instance, f"{s.name}()"
        if s.inplace:
            op.links.append(f"{s.name}.inplace_variant = {s.name}Inplace")
            op.variants.append(OpView(
                f"{s.name}Inplace", s.name,
                f"{s.name} writing its result into its input{'s' if len(s.inplace) > 1 else ''} "
                f"({', '.join(i for _, i in s.inplace)}).",
                comment(s.loc), [("destroy_map", repr(s.destroy_map))], []))
        return op


class _RandomOp(RandomOp, _Op):
    """An op of the random: kind (opspec.spec.random_codegen)."""


def _times(factor: str, source: str) -> str:
    """``factor * (source)`` with only the parentheses Python needs; ``* 1`` dropped."""
    tree = ast.parse(source, mode="eval").body
    if isinstance(tree, ast.Constant) and tree.value == 1:
        return factor
    if isinstance(tree, ast.UnaryOp) and isinstance(tree.op, ast.USub) and \
            isinstance(tree.operand, ast.Constant) and tree.operand.value == 1:
        return f"-{factor}"
    return ast.unparse(ast.BinOp(ast.Name(factor, ast.Load()), ast.Mult(), tree))


def _return_sums(outputs) -> list[str]:
    """Lines returning, per output, the sum of its terms (``ot.add_terms`` skips Nones; None
    without terms): on one line when it fits, else a term per line."""
    def total(terms):
        return "None" if not terms else terms[0] if len(terms) == 1 else f"ot.add_terms([{', '.join(terms)}])"

    line = f"return [{', '.join(total(terms) for terms in outputs)}]"
    if len(line) <= 100:
        return [line]
    if len(outputs) == 1:
        return ["return [ot.add_terms([", *(f"    {t}," for t in outputs[0]), "])]"]
    lines = ["return ["]
    for terms in outputs:
        if len(terms) < 2 or len(total(terms)) <= 90:
            lines.append(f"    {total(terms)},")
        else:
            lines += ["    ot.add_terms([", *(f"        {t}," for t in terms), "    ]),"]
    return lines + ["]"]


def render_module(spec: SpecFile, imports=(), foreign=None, fresh=None, tables=None) -> str:
    """One module's source. ``imports``: lines importing the user modules it uses; ``foreign``
    maps their op names to how to reach them (``module.name``); ``fresh``: (spec path relative to
    the module, its sha256) for the staleness check at import; ``tables``: its ops' C kernels
    (opspec.spec.c_codegen.c_module; computed when not given)."""
    if tables is None:
        _, tables = c_module(spec)
    by_op = {table.op: table for table in tables}
    module_names = frozenset(name for op in spec.ops for name in (op.name, op.instance) if name)
    ops = [(_RandomOp if op.random else _Op)(op, module_names, foreign or {}, by_op.get(op.name)).view()
           for op in spec.ops]
    _check_module_names(spec, foreign or {})
    groups = [[op.name, *(v.name for v in op.variants), *filter(None, [op.instance])] for op in ops]

    def code(formula, keep=()):
        return translate(formula.source, keep=set(keep), module_names=module_names, foreign=foreign or {})

    rule_names, rewrites = render_rewrites(spec, code)
    template = _ENV.get_template("module.py.j2")
    context = dict(path=comment(spec.path), doc=docstring(spec.doc or f"Ops generated from {spec.path}."), ops=ops,
                   rewrites=rewrites, all_lines=_fill(groups), c_file=any(t.file is not None for t in tables),
                   fresh=fresh and (repr(fresh[0]), repr(fresh[1])))
    body = template.render(import_groups=[], **context)
    return template.render(import_groups=_import_groups(body, rule_names, imports), **context)


def _fill(groups, width=96) -> list[str]:
    """``__all__``'s lines as one writes them by hand: as many ops' names to a line as fit,
    an op's class, variants and instance never split."""
    lines = []
    for group in groups:
        text = " ".join(f'"{name}",' for name in group)
        if lines and len(lines[-1]) + 1 + len(text) <= width:
            lines[-1] += " " + text
        else:
            lines.append(text)
    return lines


def _import_groups(body: str, rule_names: set, extra=()) -> list[str]:
    """The import lines of a module whose code (without imports) is ``body``: the standard
    library, numpy, opspec (what ``_IMPORTS`` lists that ``body`` uses, and the rule helpers
    ``rule_names``), then ``extra`` (a user module's sibling modules)."""
    used = {n.id for n in ast.walk(ast.parse(body)) if isinstance(n, ast.Name)} | rule_names
    plain = [_IMPORTS[n] for n in _IMPORTS if n in used and _IMPORTS[n].startswith(("import ", "from "))]
    froms: dict = {}
    for name, module in _IMPORTS.items():
        if name in used and not module.startswith(("import ", "from ")):
            froms.setdefault(module, []).append(name)
    froms.setdefault("opspec.tensor.rules", []).extend(
        sorted(rule_names - set(_IMPORTS), key=lambda n: (0 if n.isupper() else 1 if n[0].isupper() else 2, n)))
    opspec_lines = [line for line in plain if " opspec" in line]
    opspec_lines += [f"from {m} import {', '.join(ns)}" for m, ns in sorted(froms.items()) if ns]
    groups = [[line for line in plain if line in ("import builtins", "import math")],
              [line for line in plain if line == "import numpy as np"], opspec_lines, list(extra)]
    return ["\n".join(group) for group in groups if group]


def _check_module_names(spec, foreign):
    """Every module-level name once, none shadowing what the module imports."""
    seen = {}
    modules = {target.split(".")[0] for target in foreign.values()}
    for op in spec.ops:
        mine = [op.name, op.instance, f"{op.name}Inplace" if op.inplace else None]
        for name in filter(None, mine):
            why = ("a name the generated module imports" if name in MODULE_NAMES | modules
                   else f"also the name of op {seen[name]}" if name in seen else None)
            if why:
                loc = op.loc
                raise SpecError(f"'{name}' is {why}; rename the op or set instance:", file=loc.file,
                                line=loc.line, op=op.name)
            seen[name] = op.name


def write_if_changed(path: Path, text: str) -> bool:
    """Write ``text`` (UTF-8, as Python reads source) unless the file already holds it; True when
    written."""
    if _read(path) == text:
        return False
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8", newline="\n")
    tmp.replace(path)
    return True


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def render_package_init(specs: list[SpecFile], package: str, texts: dict | None = None) -> str:
    """The package's ``__init__``: the library's lists its modules, their ops' headers (what
    every spec sees) and, from their generated source ``texts`` ({module: text}), each module's
    names and rewrite rules (what opspec.tensor and the rewrite database know before importing
    it: opspec.spec.library_tables); a user package's lists its modules."""
    # the library's modules of random variables are opspec.tensor.random's, not opspec.tensor's (and
    # their ops are no formula names)
    library = [s for s in specs if package != LIBRARY_PACKAGE or not any(op.random for op in s.ops)]
    headers = {s.module: [repr((op.name, op.instance if (not op.props or op.props_all_default) else None,
                                op.prop_names, tuple(("*" if i.variadic else "") + i.name for i in op.inputs),
                                summary(op.doc)))
                          for op in s.ops] for s in library}
    texts = texts or {}
    names = {s.module: _fill([[n] for n in exported_names(texts[s.module])], width=100)
             for s in library if s.module in texts}
    rules = {s.module: declared_rules(texts[s.module]) for s in library if s.module in texts}
    template = "package_init.py.j2" if package == LIBRARY_PACKAGE else "user_package_init.py.j2"
    return _ENV.get_template(template).render(modules=[s.module for s in library], headers=headers,
                                              names=names, rules={m: r for m, r in rules.items() if r},
                                              package=package)


# -- where generated files say they come from -------------------------------------------------------

def shown_path(spec_path, out_dir) -> str:
    """The spec's path relative to the common folder of the spec and the output (the project):
    ``specs/math.yaml`` whether ``make generate`` runs in the repository or elsewhere."""
    spec, out = Path(spec_path).resolve(), Path(out_dir).resolve()
    root = Path(os.path.commonpath([spec, out]))
    return spec.relative_to(root).as_posix()


def relocate(node, old: str, new: str):
    """``node`` (a spec model, at any depth) with every Location in file ``old`` moved to ``new``."""
    if isinstance(node, Location):
        return Location(new, node.line) if node.file == old else node
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        changes = {f.name: relocate(getattr(node, f.name), old, new) for f in dataclasses.fields(node)}
        if isinstance(node, SpecFile):
            changes["path"] = new
        return dataclasses.replace(node, **changes)
    if isinstance(node, tuple):
        return tuple(relocate(item, old, new) for item in node)
    return node


def _spec_digest(path) -> str:
    """sha256 of a spec's text (newlines normalised, so a checkout's line endings do not matter)."""
    return hashlib.sha256(Path(path).read_text(encoding="utf-8").encode("utf-8")).hexdigest()


def _check_c_path(spec: SpecFile, shown: str):
    if any(c in '"\\' or unicodedata.category(c) in ("Cc", "Cs") for c in shown) or "*/" in shown:
        raise SpecError(f"the path {shown!r} cannot be named in the generated C (#line, comments); "
                        "rename the spec file or its folder", file=spec.path, line=1)


def render_files(specs: list[SpecFile], out_dir, package: str | None = None) -> dict[Path, str]:
    """``{path: text}`` of every file generating ``specs`` into ``out_dir`` writes.

    package: the output is that package (``mypkg.ops``): also its ``__init__.py``, and its
    modules import each other relatively (``from . import basics``); ``opspec.ops`` is the
    standard library, whose modules reach each other through ``opspec.tensor``. Without a
    package, modules import each other by name (``import basics``).
    """
    out_dir = Path(out_dir)
    files = {}
    for spec in specs:
        shown = shown_path(spec.path, out_dir)
        fresh = (os.path.relpath(Path(spec.path).resolve(), out_dir.resolve()).replace(os.sep, "/"),
                 _spec_digest(spec.path))
        local = relocate(spec, spec.path, shown)
        imports, foreign = [], {}
        if package != LIBRARY_PACKAGE:
            for module, names in spec.imported:
                imports.append(f"from . import {module}" if package else f"import {module}")
                foreign.update({name: f"{module}.{name}" for name in names})
        try:
            c_text, tables = c_module(local, out_dir / f"{spec.module}.c")
            files[out_dir / f"{spec.module}.py"] = render_module(local, imports, foreign, fresh, tables)
        except SpecError as e:      # said of the relocated spec: name the file as the user did
            raise SpecError(e.message, file=spec.path if e.file == shown else e.file, line=e.line,
                            op=e.op, key=e.key) from None
        if c_text is not None:
            _check_c_path(spec, shown)
            files[out_dir / f"{spec.module}.c"] = c_text
    if package:
        texts = {spec.module: files[out_dir / f"{spec.module}.py"] for spec in specs}
        files[out_dir / "__init__.py"] = render_package_init(specs, package, texts)
    return files


def write_files(files: dict[Path, str | None], check: bool = False) -> list[Path]:
    """Write the files whose text changed and delete those whose text is None (stale_files);
    return them (with check: only list them)."""
    changed = [p for p, text in files.items() if _read(p) != text]
    if not check:
        for path in changed:
            if files[path] is None:
                path.unlink()
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                write_if_changed(path, files[path])
    return changed


def generate(specs: list[SpecFile], out_dir, package: str | None = None, check: bool = False) -> list[Path]:
    """Render every spec file into ``out_dir`` (see render_files) and delete what no spec
    produces any more; return the files written or deleted (with check: those that would be,
    touching nothing)."""
    return write_files(with_stale(render_files(specs, out_dir, package), specs, out_dir), check)
