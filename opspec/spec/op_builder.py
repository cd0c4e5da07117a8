"""One op of a spec file: its checks, and its :class:`~opspec.spec.model.OpSpec`.

``OpBuilder(raw, name, namespace).build()`` checks the op's props, inputs and outputs first
(everything else refers to them), then each other section on its own, and raises every
mistake found (``SpecErrors`` when there are several), each at its line.
"""

from __future__ import annotations

import ast
import keyword
import re

from opspec.kernels.dtype_rules import DTYPE_RULES, rule_arity, rule_props
from opspec.kernels.model import BUILTINS

from .errors import SpecError, keypath, line_of, raise_all, suggest
from .formula import (PROP_WORDS, Namespace, dtype_hint, parse_formula,
                      parse_rewrite, parse_sample, prop_value, split_type)
from .model import (DTYPE_CLASSES, DTYPES, GRAD_MARKERS, OUTPUT_RULES, RANKS, CKernel,
                    Formula, GradEntry, InputSpec, Location, OpSpec, OutputSpec, PropSpec,
                    ReduceSpec, RewriteRule)
from .casting import build_casts
from .namespace import BACKEND_NAMES, PYTHON_NAMES, SHAPE_NAMES
from .random_spec import RANDOM_NAMES, build_random

__all__ = ["OpBuilder"]

#: names the generated methods need for themselves (self, the modules they use) or that a
#: spec reads as something else (rule words, dtypes)
_RESERVED = frozenset(("np", "ot", "math", "self", "acc") + OUTPUT_RULES + DTYPE_CLASSES + DTYPES)
_MARKERS = ", ".join(GRAD_MARKERS)


def _names(items) -> str:
    return ", ".join(items) or "none"


class OpBuilder:
    """Checks one op of a structurally valid file and builds its OpSpec."""

    def __init__(self, raw, name: str, ns: Namespace):
        self.raw, self.name, self.ns = raw, name, ns
        self.d = raw.data["ops"][name]
        self.base = ("ops", name)
        self.elemwise = bool(self.d.get("elemwise", False))
        self.random = "random" in self.d
        #: names a python: kernel (and a random op's shape rule) sees besides inputs and props
        self.kernel_names = RANDOM_NAMES if self.random else ()

    def loc(self, *keys, key=False) -> Location:
        return Location(self.raw.path, line_of(self.raw.data, self.base + keys, key=key))

    def fail(self, keys, message, *, key=False) -> SpecError:
        """An error at the node ``keys`` (a path inside the op) shown under ``keys[0]``."""
        line = line_of(self.raw.data, self.base + tuple(keys), key=key)
        return SpecError(message, file=self.raw.path, line=line, op=self.name,
                         key=keypath(keys[:1]))

    def formula(self, keys, names, *, ns=True, hint=None, shown=None) -> Formula:
        node = self.d
        for k in keys:
            node = node[k]
        return parse_formula(node, loc=self.loc(*keys), names=names,
                             ns=self.ns if ns else None, key=shown or keypath(keys[:1]),
                             op=self.name, hint=hint)

    def hint(self, *groups, ns=True) -> str:
        names = [n for g in groups for n in g]
        tail = " and the ops and runtime helpers" if ns else ", np and Python builtins"
        return f"names here: {_names(names)}{tail}"

    # -- the op ----------------------------------------------------------------------------
    def build(self) -> OpSpec:
        """The OpSpec; raises every mistake of the op (props, inputs and outputs first: the
        other sections refer to them, and are then checked each on its own)."""
        d = self.d
        self.props = self.build_props()
        self.inputs = self.build_inputs()
        self.reduce = self.build_reduce()
        self.outputs, self.ranked = self.build_outputs()
        self.I, self.O = tuple(self.inputs), tuple(self.outputs)
        self.P = tuple(self.props)
        self.check_distinct()
        self.problems: list[SpecError] = []
        instance = self.section(self.build_instance)
        random = self.section(lambda: build_random(self)) if self.random else None
        shape = () if self.random and random is None else self.section(self.build_shape, ())
        python = self.section(lambda: self.formula(
            ("python",), self.I + self.P + self.kernel_names + tuple(PYTHON_NAMES), ns=False,
            hint=self.hint(self.I, self.P, self.kernel_names, ns=False)))
        c = self.section(self.build_c)
        grad, derivative = self.section(self.build_grads, ((), ()))
        r_op = self.section(lambda: self.build_r_op(bool(derivative)), ())
        flops = None
        if "flops" in d:
            flops = self.section(lambda: self.formula(
                ("flops",), self.I + self.O + self.P + tuple(PYTHON_NAMES), ns=False,
                hint=self.hint(self.I, self.O, self.P, ns=False)))
        backends = tuple((key, self.section(lambda key=key: self.formula(
            (key,), self.I + self.P + BACKEND_NAMES[key], ns=False,
            hint=self.hint(self.I, self.P, BACKEND_NAMES[key][:2], ns=False))))
            for key in BACKEND_NAMES if key in d)
        parts = dict(
            backends=backends,
            connection_pattern=self.section(self.build_connection_pattern),
            inplace=self.section(lambda: self.build_alias("inplace"), ()),
            view=self.section(lambda: self.build_alias("view"), ()),
            readonly_view=self.section(self.build_readonly_view, False),
            casts=self.section(lambda: build_casts(self), ()),
            dask=self.section(self.build_dask, ()),
            default_output=self.section(self.build_default_output),
            rewrites=self.section(self.build_rewrites, ()),
            samples=self.section(self.build_samples, ()))
        raise_all(self.problems)
        return OpSpec(
            name=self.name, doc=d["doc"], instance=instance,
            props=tuple(self.props.values()), inputs=tuple(self.inputs.values()),
            outputs=tuple(self.outputs.values()), elemwise=self.elemwise, reduce=self.reduce,
            shape=shape, python=python, c=c, grad=grad, derivative=derivative, r_op=r_op,
            constant_folding=bool(d.get("constant_folding", True)) and not self.random, flops=flops,
            loc=Location(self.raw.path, line_of(self.raw.data, self.base, key=True)), random=random, **parts)

    def section(self, build, failed=None):
        """``build()``, or ``failed`` with its mistakes noted (raised together by build)."""
        try:
            return build()
        except SpecError as e:
            self.problems.append(e)
            return failed

    def check_name(self, section, key, what, name=None):
        name = name or key
        if keyword.iskeyword(name) or name in _RESERVED or name.startswith("__"):
            why = "a Python keyword" if keyword.iskeyword(name) else "reserved"
            raise self.fail((section, key), f"{what} name '{name}' is {why}; choose another "
                            "name", key=True)

    def build_props(self) -> dict:
        out = {}
        for pname, spec in (self.d.get("props") or {}).items():
            self.check_name("props", pname, "prop")
            loc = self.loc("props", pname, key=True)
            if isinstance(spec, str):
                out[pname] = PropSpec(pname, spec, None, False, loc)
                continue
            ptype, has = spec["type"], "default" in spec
            value = None
            if has:
                ok, value = prop_value(ptype, spec["default"])
                if not ok:
                    raise self.fail(("props", pname, "default"), f"default {value} of prop "
                                    f"'{pname}' is not {PROP_WORDS[ptype]} (type {ptype})")
            out[pname] = PropSpec(pname, ptype, value, has, loc)
        return out

    def build_inputs(self) -> dict:
        out, self.raw_inputs = {}, {}
        raw = list(self.d.get("inputs") or {})
        for key, text in (self.d.get("inputs") or {}).items():
            iname = key.lstrip("*")
            self.raw_inputs[iname] = key
            self.check_name("inputs", key, "input", iname)
            at = ("inputs", key)
            if key != iname and key != raw[-1]:
                raise self.fail(at, f"the variadic input '{key}' must be the last input",
                                key=True)
            try:
                ctor, inner = split_type(text)
            except ValueError as e:
                raise self.fail(at, f"input '{iname}': {e}") from None
            for part in inner.split("|"):
                if part not in DTYPE_CLASSES and part not in DTYPES:
                    raise self.fail(at, f"input '{iname}': unknown dtype '{part}' "
                                    f"({dtype_hint(part)})")
            if self.elemwise and ctor not in (None, "tensor"):
                raise self.fail(at, f"input '{iname}' of an elemwise op takes no rank "
                                f"(elemwise ops broadcast): write {inner} instead of {text}")
            out[iname] = InputSpec(iname, inner, RANKS[ctor] if ctor else None,
                                   self.loc(*at, key=True), key != iname)
        return out

    def build_outputs(self):
        out, ranked = {}, {}
        dprops = [p for p, s in self.props.items() if s.type == "dtype"]
        rules = list(OUTPUT_RULES)
        rules += [f"an input name ({_names(self.inputs)})"] if self.inputs else []
        rules += [f"a dtype prop ({_names(dprops)})"] if dprops else []
        rules += [f"a rule function ({_names(DTYPE_RULES)})"]
        rules = f"rules: {', '.join(rules)} or a dtype such as float64"
        for oname, text in self.d["outputs"].items():
            self.check_name("outputs", oname, "output")
            at = ("outputs", oname)
            try:
                ctor, inner = split_type(text)
            except ValueError as e:
                why = str(e) if str(e).startswith("unknown rank") else \
                    f"'{text}' is not a type rule ({rules}, optionally in a rank constructor " \
                    "such as vector(...))"
                raise self.fail(at, f"output '{oname}': {why}") from None
            ref = inner
            if inner in OUTPUT_RULES:
                kind, ref = inner, None
            elif inner in self.inputs:
                kind = "input"
            elif inner in self.props:
                if self.props[inner].type != "dtype":
                    raise self.fail(at, f"output '{oname}': prop '{inner}' is of type "
                                    f"{self.props[inner].type}; only a prop of type dtype can "
                                    "give an output's dtype")
                kind = "prop"
            elif inner in DTYPE_RULES:
                kind = "rule"
                self.check_rule_function(at, oname, inner)
            elif inner in DTYPES:
                kind = "dtype"
            elif inner in DTYPE_CLASSES:
                example = {"int": "int64", "uint": "uint64", "complex": "complex128"}
                raise self.fail(at, f"output '{oname}': '{inner}' is a dtype class, not a type "
                                f"rule; use a dtype such as {example.get(inner, 'float64')} "
                                f"({rules})")
            else:
                close = suggest(inner, OUTPUT_RULES + tuple(self.inputs) + tuple(dprops) + DTYPES + tuple(DTYPE_RULES))
                extra = f"did you mean '{close}'? " if close else ""
                raise self.fail(at, f"output '{oname}': unknown type rule '{inner}' "
                                f"({extra}{rules})")
            if self.elemwise and ctor not in (None, "tensor"):
                raise self.fail(at, f"output '{oname}' of an elemwise op takes no rank (it has "
                                f"the broadcast shape of the inputs): write {inner} instead of "
                                f"{text}")
            ndim, rank_of = None, None
            ranked[oname] = False
            if not self.elemwise and ctor not in (None, "tensor"):
                ndim, ranked[oname] = RANKS[ctor], True
            elif not self.elemwise and ctor is None and kind == "input" and not self.reduce:
                ndim, rank_of, ranked[oname] = self.inputs[inner].ndim, inner, True
            out[oname] = OutputSpec(oname, kind, ref, ndim, self.loc(*at, key=True), rank_of)
        return out, ranked

    def check_rule_function(self, at, oname, name):
        """A rule function reads every input's dtype, in order, and props the op has."""
        arity, missing = rule_arity(name), [p for p in rule_props(name) if p not in self.props]
        if arity != len(self.inputs) or missing:
            raise self.fail(at, f"output '{oname}': the rule function {name} takes {arity} input dtypes and the "
                            f"props {_names(rule_props(name))}; the op's inputs: {_names(self.inputs)}"
                            + (f", and it has no prop {_names(missing)}" if missing else ""))

    def check_distinct(self):
        seen = {}
        groups = [("inputs", self.I, "an input"), ("props", self.P, "a prop"),
                  ("outputs", self.O, "an output")]
        derived = [(f"g_{o}", f"the output gradient of '{o}'") for o in self.O]
        derived += [(f"ev_{i}", f"the eval point of '{i}'") for i in self.I]
        for n, role in derived:
            seen[n] = role
        for section, names, role in groups:
            for n in names:
                if n in seen:
                    key = self.raw_inputs[n] if section == "inputs" else n
                    raise self.fail((section, key), f"name '{n}' is both {seen[n]} and {role}; "
                                    "inputs, outputs and props need distinct names", key=True)
                seen[n] = role

    def build_instance(self):
        nodefault = [p.name for p in self.props.values() if not p.has_default]
        if "instance" in self.d:
            if nodefault:
                raise self.fail(("instance",), f"props without defaults ({_names(nodefault)}): "
                                "only ops whose props all have defaults get a module-level "
                                "instance; remove instance: or give the props defaults")
            return self.d["instance"]
        return None if nodefault else self.name.lower()

    def build_reduce(self):
        r = self.d.get("reduce")
        if r is None:
            return None
        at = ("reduce",)
        if self.elemwise:
            raise self.fail(at, "a reduction is not elemwise; remove elemwise: true")
        if len(self.inputs) != 1:
            raise self.fail(at, f"a reduction takes exactly one input, op has "
                            f"{len(self.inputs)} ({_names(self.inputs)})")
        if len(self.d["outputs"]) != 1:
            raise self.fail(at, f"a reduction has exactly one output, op has "
                            f"{len(self.d['outputs'])} ({_names(self.d['outputs'])})")
        for pname, ptype, example in (("axis", "axes", "axis: {type: axes, default: null}"),
                                      ("keepdims", "bool",
                                       "keepdims: {type: bool, default: false}")):
            if pname not in self.props:
                raise self.fail(at, f"a reduction needs a prop '{pname}' of type {ptype}; add "
                                f"to props: {example}")
            if self.props[pname].type != ptype:
                raise self.fail(("props", pname), f"prop '{pname}' of a reduction must be of "
                                f"type {ptype}, not {self.props[pname].type}")
        if ("identity" in r) == ("start" in r):
            raise self.fail(at, "give a reduction either identity: (the value of a reduction over "
                            "nothing) or start: (the fold's start value; empty input raises)")
        identity = r.get("identity", r.get("start"))
        if isinstance(identity, str):
            identity = float(identity)
        return ReduceSpec(identity, r["combine"], self.loc("reduce", key=True),
                          line_of(self.raw.data, self.base + ("reduce", "combine")),
                          has_identity="identity" in r, merge=r.get("merge"),
                          merge_line=line_of(self.raw.data, self.base + ("reduce", "merge")))

    def build_shape(self) -> tuple:
        names = self.I + self.P + self.kernel_names[1:] + tuple(sorted(SHAPE_NAMES))
        if self.random and "shape" not in self.d:
            return ()           # the signature gives the draw's shape
        if "shape" not in self.d:
            if self.reduce is None:
                self.check_ranks({})
                return ()
            text = f"reduce_shape({self.I[0]}.shape, axis, keepdims)"
            f = parse_formula(text, loc=self.reduce.loc, names=names, key="reduce", op=self.name)
            return ((self.O[0], f),)
        if self.elemwise:
            raise self.fail(("shape",), "elemwise ops take their shape from broadcasting; "
                            "remove shape:", key=True)
        out = []
        for oname in self.d["shape"]:
            if oname not in self.outputs:
                raise self.fail(("shape", oname), f"no output named '{oname}' (outputs: "
                                f"{_names(self.O)})", key=True)
            out.append((oname, self.formula(
                ("shape", oname), names, ns=False,
                hint=f"names here: {_names(self.I + self.P + self.kernel_names[1:])}, x.shape / x.ndim of inputs, "
                     "+, -, *, //, "
                     "min, max, comparisons, conditionals and the shape helpers (*_shape)")))
        self.check_ranks(dict(out))
        return tuple(out)

    def check_ranks(self, rules):
        for o, spec in self.outputs.items():
            rule = rules.get(o)
            if rule is not None and spec.ndim is not None:
                tree = ast.parse(rule.source, mode="eval").body
                if isinstance(tree, (ast.List, ast.Tuple)) and len(tree.elts) != spec.ndim \
                        and not any(isinstance(e, ast.Starred) for e in tree.elts):
                    raise self.fail(("shape", o), f"the rule for '{o}' gives {len(tree.elts)} "
                                    f"dimensions but the output has rank {spec.ndim}")
            if not self.elemwise and not self.ranked[o] and o not in rules:
                raise self.fail(("outputs", o), f"the rank of output '{o}' cannot be determined: "
                                f"give it a rank (vector(upcast), matrix(float64), ...), name an "
                                f"input (out: x) or add a shape rule (shape: {{{o}: ...}})")

    def build_c(self):
        c = self.d.get("c")
        if c is None:
            return None
        loc = self.loc("c", key=True)
        if isinstance(c, str):
            if not self.elemwise:
                raise self.fail(("c",), "a C expression string is for elemwise ops only; use "
                                "c: {loop: ...} or c: {body: ...}")
            return CKernel("expr", c, loc=loc, code_line=line_of(self.raw.data,
                                                                  self.base + ("c",)))
        kinds = [k for k in ("loop", "body", "builtin") if k in c]
        if len(kinds) != 1:
            raise self.fail(("c",), f"give either {kinds[0]}: or {kinds[1]}:, not both" if kinds else
                            "needs loop: (C statements over aligned arrays) or body: (the "
                            "kernel body)", key=True)
        kind = kinds[0]
        if kind == "builtin":
            return self.build_builtin(c, loc)
        if not c[kind].strip():
            raise self.fail(("c", kind), f"{kind}: is empty; write the C code")
        for key, pattern, what in (("headers", r"[<\"]?[A-Za-z0-9_./+-]+[>\"]?", "a header such as "
                                    "math.h, <math.h> or \"mine.h\""),
                                   ("libraries", r"[A-Za-z0-9_.+-]+", "a library name such as m or "
                                    "gfortran")):
            for k, item in enumerate(c.get(key, ())):
                if not re.fullmatch(pattern, item):
                    raise self.fail(("c", key, k), f"{key}: {item!r} is not {what}")
        return CKernel(kind, c[kind], c.get("support", ""), tuple(c.get("headers", ())),
                       tuple(c.get("libraries", ())), tuple(c.get("dtypes", ())), loc,
                       line_of(self.raw.data, self.base + ("c", kind)),
                       line_of(self.raw.data, self.base + ("c", "support")) if "support" in c else 0)

    def build_builtin(self, c, loc):
        """``c: {builtin: NAME}``: the program runner computes the op, reading one prop."""
        name = c["builtin"]
        if name not in BUILTINS:
            raise self.fail(("c", "builtin"), f"unknown builtin '{name}' (builtins: {_names(BUILTINS)})")
        others = [k for k in c if k != "builtin"]
        if others:
            raise self.fail(("c", others[0]), f"a builtin takes no {others[0]}:", key=True)
        prop, ptype = BUILTINS[name]
        if prop not in self.props or self.props[prop].type != ptype:
            raise self.fail(("c", "builtin"), f"builtin {name} reads a prop '{prop}' of type {ptype}; add it "
                            f"to props:")
        if len(self.inputs) != 1 or len(self.outputs) != 1:
            raise self.fail(("c", "builtin"), f"builtin {name} takes one input and gives one output")
        return CKernel("builtin", name, loc=loc)

    def build_grads(self):
        d = self.d
        if "derivative" in d:
            if not self.elemwise:
                raise self.fail(("derivative",), "only elemwise ops have derivatives; use grad: "
                                "for non-elemwise ops", key=True)
            if "grad" in d:
                raise self.fail(("derivative",), "give either grad: or derivative:, not both "
                                "(derivative: gives grad and R_op)", key=True)
        g_names = self.I + self.O + self.P + tuple(f"g_{o}" for o in self.O)
        grads = self.g_entries(("grad",), g_names) if "grad" in d else ()
        derivs = self.derivatives() if "derivative" in d else ()
        return grads, derivs

    def derivatives(self) -> tuple:
        """d output / d input entries: ``{x: ...}`` for a one-output op, ``{out: {x: ...}}`` per
        output (required with several outputs: the first one's is never silently used)."""
        value, names = self.d["derivative"], self.I + self.O + self.P
        nested = [k for k, v in value.items() if isinstance(v, dict)]
        if not nested:
            if len(self.O) > 1:
                example = ", ".join(f"{o}: {{{self.I[0] if self.I else 'x'}: ...}}" for o in self.O)
                raise self.fail(("derivative",), f"the op has {len(self.O)} outputs "
                                f"({_names(self.O)}): give a derivative per output, as in "
                                f"derivative: {{{example}}}", key=True)
            return self.g_entries(("derivative",), names, self.O[0])
        for k in value:
            if k not in self.outputs or k not in nested:
                what = "an output name with a mapping input -> formula" if k in self.outputs else \
                    f"an output name (outputs: {_names(self.O)})"
                raise self.fail(("derivative", k), f"'{k}': per-output derivatives are keyed by "
                                f"{what}", key=True)
        missing = [o for o in self.O if o not in value]
        if missing:
            raise self.fail(("derivative",), f"no derivative of output '{missing[0]}' (give "
                            f"{missing[0]}: {{input: formula or marker}})", key=True)
        return tuple(e for o in self.O for e in self.g_entries(("derivative", o), names, o))

    def g_entries(self, path, names, output=None) -> tuple:
        section = path[0]
        value = self.d
        for k in path:
            value = value[k]
        if isinstance(value, str):      # one marker for every input
            return tuple(GradEntry(i, value, None, self.loc(*path), output) for i in self.I)
        for k in value:
            if k not in self.inputs:
                raise self.fail((*path, k), f"no input named '{k}' (inputs: "
                                f"{_names(self.I)})", key=True)
        for i in self.I:
            if i not in value:
                raise self.fail(path, f"no entry for input '{i}' (give a formula or a "
                                f"marker: {_MARKERS})", key=True)
        out = []
        for i, v in value.items():
            text = str(v).strip()
            loc = self.loc(*path, i)
            if text in GRAD_MARKERS:
                out.append(GradEntry(i, text, None, loc, output))
                continue
            close = suggest(text, GRAD_MARKERS)
            if text.isidentifier() and text not in names and text not in self.ns and close:
                raise self.fail((*path, i), f"'{text}' is neither a formula nor a marker "
                                f"(did you mean '{close}'? markers: {_MARKERS})")
            out.append(GradEntry(i, "formula", self.formula(
                (*path, i), names, hint=self.hint(names), shown=section), loc, output))
        return tuple(out)

    def build_r_op(self, has_derivative) -> tuple:
        if "r_op" not in self.d:
            return ()
        if has_derivative:
            raise self.fail(("r_op",), "derivative: already gives R_op; remove r_op:", key=True)
        value = self.d["r_op"]
        for k in value:
            if k not in self.outputs:
                raise self.fail(("r_op", k), f"no output named '{k}' (outputs: "
                                f"{_names(self.O)})", key=True)
        for o in self.O:
            if o not in value:
                raise self.fail(("r_op",), f"no formula for output '{o}'", key=True)
        names = self.I + self.O + self.P + tuple(f"ev_{i}" for i in self.I)
        return tuple((o, self.formula(("r_op", o), names, hint=self.hint(names))) for o in value)

    def build_connection_pattern(self):
        cp = self.d.get("connection_pattern")
        if cp is None:
            return None
        if len(cp) != len(self.I):
            raise self.fail(("connection_pattern",), f"expected {len(self.I)} rows (one per "
                            f"input: {_names(self.I)}), got {len(cp)}")
        for i, row in enumerate(cp):
            if len(row) != len(self.O):
                raise SpecError(
                    f"expected {len(self.O)} values (one per output: {_names(self.O)}), got "
                    f"{len(row)}", file=self.raw.path,
                    line=line_of(self.raw.data, self.base + ("connection_pattern", i)),
                    op=self.name, key=f"connection_pattern[{i}]")
        return tuple(tuple(row) for row in cp)

    def build_alias(self, section) -> tuple:
        pairs = []
        for o, i in (self.d.get(section) or {}).items():
            if o not in self.outputs:
                raise self.fail((section, o), f"no output named '{o}' (outputs: "
                                f"{_names(self.O)})", key=True)
            if i not in self.inputs:
                raise self.fail((section, o), f"no input named '{i}' (inputs: {_names(self.I)})")
            pairs.append((o, i))
        if section == "view":
            for o, _ in pairs:
                if o in (self.d.get("inplace") or {}):
                    raise self.fail((section, o), f"output '{o}' is also in inplace:; an output "
                                    "either overwrites or views an input", key=True)
        return tuple(pairs)

    def build_readonly_view(self) -> bool:
        value = bool(self.d.get("readonly_view", False))
        if value and not self.d.get("view"):
            raise self.fail(("readonly_view",), "the op has no view: to make read-only (view: {output: input})",
                            key=True)
        return value

    def build_dask(self) -> tuple:
        value = self.d.get("dask")
        if not value:
            return ()
        if "reduction" in value:
            if self.reduce is None:
                raise self.fail(("dask", "reduction"), "reduction: is for reductions (ops with reduce:); mode DASK "
                                "runs other ops per block with blockwise: true")
            if value.get("blockwise"):
                raise self.fail(("dask",), "give either blockwise: or reduction:, not both")
            return (("reduction", tuple(sorted(value["reduction"].items()))),)
        if value.get("blockwise") and self.reduce is not None:
            raise self.fail(("dask", "blockwise"), "a reduction is not blockwise; declare {reduction: {merge: Op}} "
                            "(Op: the reduction that merges partial results)")
        return (("blockwise", bool(value.get("blockwise"))),)

    def build_default_output(self):
        value = self.d.get("default_output")
        if value is None:
            return None
        valid = ", ".join(f"{n} {o}" for n, o in enumerate(self.O))
        if isinstance(value, str):
            if value not in self.outputs:
                raise self.fail(("default_output",), f"no output named '{value}' (outputs: "
                                f"{valid})")
            return self.O.index(value)
        if not 0 <= value < len(self.O):
            raise self.fail(("default_output",), f"{value} is out of range (outputs: {valid})")
        return value

    def build_rewrites(self) -> tuple:
        out, names = [], set()
        for i, r in enumerate(self.d.get("rewrites") or ()):
            at = ("rewrites", i)
            key = f"rewrites[{i}]"
            if isinstance(r, str):
                r = {"rule": r}
                rule_loc = self.loc(*at)
            else:
                rule_loc = self.loc(*at, "rule")
            when_loc = self.loc(*at, "when") if "when" in r else None
            lhs, rhs, when, variables = parse_rewrite(
                r["rule"], loc=rule_loc, ns=self.ns, key=key, op=self.name,
                when=r.get("when"), when_loc=when_loc)
            name = r.get("name", f"{self.name.lower()}_{i}")
            if name in names:
                raise SpecError(f"rewrite name '{name}' is used twice; names are unique",
                                file=self.raw.path, line=self.loc(*at).line, op=self.name,
                                key=key)
            names.add(name)
            out.append(RewriteRule(lhs, rhs, when, tuple(r.get("tags", ("canonicalize",))),
                                   name, self.loc(*at), variables))
        return tuple(out)

    def build_samples(self) -> tuple:
        names = self.I + self.P + self.kernel_names + tuple(PYTHON_NAMES)
        hint = self.hint(self.I, self.P, self.kernel_names, ns=False)
        return tuple(
            parse_sample(s, index=i, inputs=tuple(self.raw_inputs.values()), props=self.props,
                         loc_of=lambda *path: self.loc("samples", *path), op=self.name,
                         reference_names=names, hint=hint, random=self.random)
            for i, s in enumerate(self.d.get("samples") or ()))
