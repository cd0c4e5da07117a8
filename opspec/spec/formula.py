"""The small languages inside spec strings, parsed with ``ast`` and never evaluated.

* formulas (``python:``, ``shape:``, ``grad:``, ``derivative:``, ``r_op:``, ``flops:``,
  sample ``reference:``, rewrite ``when:``): one Python expression whose free
  names must all be allowed for its kind;
* rewrite rules ``"LHS -> RHS"``: patterns over op names and pattern variables;
* sample values ``rand(5, 4, low=0.1)`` / ``randint(3, high=7)``;
* type strings ``float``, ``vector(float64)``, ``matrix(x)``.

Every mistake raises :class:`SpecError` at the string's location.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Mapping

from .errors import SpecError, describe, suggest
from .model import DTYPE_CLASSES, DTYPES, RANKS, Formula, Location, Sample, SampleValue
from .namespace import RUNTIME_NAMES, WHEN_NAMES

__all__ = [
    "Namespace", "parse_formula", "parse_rewrite", "parse_sample_value", "split_type",
    "dtype_hint", "prop_value", "parse_literal", "parse_sample", "suggest",
    "PROP_WORDS",
]

_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_PATTERN_VAR = re.compile(r"^[a-z_][a-z0-9_]*$")

_ALLOWED_NODES = (
    ast.Expression, ast.BoolOp, ast.BinOp, ast.UnaryOp, ast.IfExp, ast.Dict, ast.Set,
    ast.Compare, ast.Call, ast.Constant, ast.Attribute, ast.Subscript, ast.Starred, ast.Name,
    ast.List, ast.Tuple, ast.Slice, ast.keyword, ast.expr_context, ast.operator, ast.unaryop,
    ast.cmpop, ast.boolop,
)
_FORBIDDEN = {
    ast.Lambda: "a lambda", ast.NamedExpr: "an assignment expression (:=)",
    ast.SetComp: "a set comprehension", ast.DictComp: "a dict comprehension",
    ast.JoinedStr: "an f-string", ast.FormattedValue: "an f-string", ast.Await: "await",
    ast.Yield: "yield", ast.YieldFrom: "yield",
}


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


class Namespace:
    """The global names of a spec file's formulas.

    ``runtime``: names without a known signature (RUNTIME_NAMES, names given by
    a caller); ``ops``: op instance name -> (op class name, input names);
    ``classes``: op class name -> (prop names, input names); ``elsewhere``:
    name -> module, for ops of modules the file does not import (used in
    error messages only).
    """

    def __init__(self, runtime: Iterable[str] = RUNTIME_NAMES, ops: Mapping | None = None,
                 classes: Mapping | None = None, elsewhere: Mapping | None = None,
                 imports: tuple = ()):
        self.runtime = frozenset(runtime)
        self.ops = dict(ops or {})
        self.classes = dict(classes or {})
        self.elsewhere = {} if elsewhere is None else elsewhere     # may be read lazily
        self.imports = tuple(imports)

    def import_hint(self, name: str) -> str | None:
        """``did you mean m.name? add imports: [..., m]`` when ``name`` is an op of a module
        the file does not import, else None."""
        module = self.elsewhere.get(name)
        if module is None:
            return None
        return f"did you mean {module}.{name}? add imports: [{', '.join(self.imports + (module,))}]"

    @property
    def names(self) -> frozenset:
        return self.runtime | self.ops.keys() | self.classes.keys()

    def __contains__(self, name: str) -> bool:
        return name in self.runtime or name in self.ops or name in self.classes


class _Context:
    """Where a string came from, to raise errors at the right place."""

    def __init__(self, text, loc: Location, key, op):
        self.text, self.loc, self.key, self.op = text, loc, key, op

    def error(self, message: str, lineno: int = 1) -> SpecError:
        return SpecError(message, file=self.loc.file, line=self.loc.line + max(lineno, 1) - 1,
                         op=self.op, key=self.key)


def _parse_expr(ctx: _Context, text, what: str = "formula") -> ast.Expression:
    source = str(text).strip()
    if not source:
        raise ctx.error(f"empty {what}; write a Python expression")
    if "\n" in source:      # a multi-line block: allow implicit continuation
        source = "(" + source + ")"
    try:
        return ast.parse(source, mode="eval")
    except SyntaxError as e:
        msg = (e.msg or "invalid syntax").rstrip(".")
        raise ctx.error(f"invalid Python expression '{_one_line(text)}': {msg}",
                        e.lineno or 1) from None


class _Walker:
    """Collects free names (in source order) and calls; rejects forbidden constructs."""

    def __init__(self, ctx: _Context):
        self.ctx = ctx
        self.free: list[ast.Name] = []
        self.calls: list[ast.Call] = []

    def walk(self, node, bound=frozenset()):
        if isinstance(node, ast.Name):
            if node.id.startswith("__"):
                raise self._forbid(f"the name '{node.id}' (names starting with '__')", node)
            if node.id not in bound:
                self.free.append(node)
            return
        if isinstance(node, (ast.ListComp, ast.GeneratorExp)):
            inner = set(bound)
            for gen in node.generators:
                if gen.is_async:
                    raise self._forbid("an async comprehension", node)
                self.walk(gen.iter, frozenset(inner))
                inner |= self._targets(gen.target)
                for cond in gen.ifs:
                    self.walk(cond, frozenset(inner))
            self.walk(node.elt, frozenset(inner))
            return
        if isinstance(node, ast.Attribute) and node.attr.startswith("_"):
            raise self._forbid(f"the attribute '.{node.attr}' (names starting with '_')", node)
        if isinstance(node, ast.Call):
            self.calls.append(node)
        if not isinstance(node, _ALLOWED_NODES):
            what = _FORBIDDEN.get(type(node), f"'{type(node).__name__}'")
            raise self._forbid(what, node)
        for child in ast.iter_child_nodes(node):
            self.walk(child, bound)

    def _targets(self, target) -> set:
        if isinstance(target, ast.Name):
            return {target.id}
        if isinstance(target, (ast.Tuple, ast.List)):
            return set().union(*(self._targets(t) for t in target.elts))
        raise self._forbid("a comprehension target other than names", target)

    def _forbid(self, what: str, node) -> SpecError:
        return self.ctx.error(
            f"{what} is not allowed in '{_one_line(self.ctx.text)}'; a formula is one Python "
            "expression (operators, calls, attributes, subscripts, literals, conditional "
            "expressions, list comprehensions)", getattr(node, "lineno", 1))


def _check_arity(ctx: _Context, calls, ns: Namespace | None, shadowed) -> None:
    """Calls of spec ops must pass one positional argument per input."""
    if ns is None:
        return
    for call in calls:
        if any(isinstance(a, ast.Starred) for a in call.args):
            continue
        func, label, inputs = call.func, None, None
        if isinstance(func, ast.Name) and func.id in ns.ops and func.id not in shadowed \
                and func.id not in ns.runtime:
            label, inputs = func.id, ns.ops[func.id][1]
            if call.keywords:
                raise ctx.error(f"{label}() takes its inputs as positional arguments, not "
                                f"keywords, in '{_one_line(ctx.text)}'", call.lineno)
        elif isinstance(func, ast.Name) and func.id in ns.classes and func.id not in shadowed:
            props = ns.classes[func.id][0]
            if call.args:
                raise ctx.error(f"{func.id}(...) takes its props as keywords "
                                f"({', '.join(props) or 'no props'}), as in "
                                f"{func.id}({', '.join(p + '=...' for p in props)})(inputs), "
                                f"in '{_one_line(ctx.text)}'", call.lineno)
            for kw in call.keywords:
                if kw.arg is not None and kw.arg not in props:
                    raise ctx.error(f"{func.id} has no prop '{kw.arg}' "
                                    f"(props: {', '.join(props) or 'none'})", call.lineno)
            continue
        elif (isinstance(func, ast.Call) and isinstance(func.func, ast.Name)
              and func.func.id in ns.classes and func.func.id not in shadowed):
            label, inputs = f"{func.func.id}(...)", ns.classes[func.func.id][1]
        if inputs is None:
            continue
        fixed = len(inputs) - (1 if inputs and inputs[-1].startswith("*") else 0)
        if len(call.args) != len(inputs) if fixed == len(inputs) else len(call.args) < fixed:
            least = "" if fixed == len(inputs) else "at least "
            raise ctx.error(
                f"{label} takes {least}{fixed} argument{'s' * (fixed != 1)} "
                f"({', '.join(inputs) or 'none'}), got {len(call.args)} in "
                f"'{_one_line(ctx.text)}'", call.lineno)


def parse_formula(text, *, loc: Location, names: Iterable[str] = (), ns: Namespace | None = None,
                  key: str | None = None, op: str | None = None,
                  hint: str | None = None) -> Formula:
    """Parse and check one formula.

    ``names`` are the names allowed besides the namespace ``ns`` (inputs,
    props, ``g_out`` ..., builtins). Calls of spec ops in ``ns`` are
    arity-checked. ``hint`` is said when an unknown name has no close match.
    """
    ctx = _Context(text, loc, key, op)
    tree = _parse_expr(ctx, text)
    walker = _Walker(ctx)
    walker.walk(tree.body)
    local = frozenset(names)
    allowed = local | (ns.names if ns is not None else frozenset())
    for node in walker.free:
        if node.id not in allowed:
            raise ctx.error(_unknown_name(node.id, text, allowed, ns, hint), node.lineno)
    _check_arity(ctx, walker.calls, ns, local)
    return Formula(ast.unparse(tree), loc, frozenset(n.id for n in walker.free))


def _unknown_name(name, text, allowed, ns, hint) -> str:
    msg = f"unknown name '{name}' in '{_one_line(text)}'"
    hint_import = ns.import_hint(name) if ns is not None else None
    if hint_import:
        return f"{msg} ({hint_import})"
    close = suggest(name, allowed)
    if close:
        return f"{msg} (did you mean '{close}'?)"
    return f"{msg} ({hint})" if hint else msg


# -- rewrite rules -----------------------------------------------------------------------------

def parse_rewrite(rule, *, loc: Location, ns: Namespace, key: str | None = None,
                  op: str | None = None, when=None, when_loc: Location | None = None):
    """Parse ``"LHS -> RHS"`` (and its ``when``) into ``(lhs, rhs, when, variables)``.

    Names on either side are ops / runtime names of ``ns`` or pattern
    variables (lower-case identifiers); every variable on the right side and
    in ``when`` must be bound on the left.
    """
    ctx = _Context(rule, loc, key, op)
    text = str(rule)
    if text.count("->") != 1:
        raise ctx.error(f"rule '{_one_line(text)}' needs exactly one '->' between a pattern and "
                        "its replacement, as in \"log(exp(x)) -> x\"")
    left_text, right_text = (s.strip() for s in text.split("->"))
    sides = []
    for side, part in (("left", left_text), ("right", right_text)):
        tree = _parse_expr(_Context(part, loc, key, op), part, f"{side} side")
        walker = _Walker(_Context(part, loc, key, op))
        walker.walk(tree.body)
        variables = _pattern_names(ctx, walker, ns, part)
        _check_arity(_Context(part, loc, key, op), walker.calls, ns, frozenset())
        sides.append((tree, walker, variables))
    (ltree, lwalk, lvars), (rtree, rwalk, rvars) = sides
    if isinstance(ltree.body, (ast.Name, ast.Constant)):
        raise ctx.error(f"the left side '{left_text}' must be an op call or an operator "
                        "expression, as in \"exp(log(x)) -> x\"")
    for var in rvars:
        if var not in lvars:
            raise ctx.error(f"unbound variable '{var}' on the right side of '{_one_line(text)}' "
                            f"(variables bound on the left: {', '.join(lvars) or 'none'})")
    lhs = Formula(ast.unparse(ltree), loc, frozenset(n.id for n in lwalk.free))
    rhs = Formula(ast.unparse(rtree), loc, frozenset(n.id for n in rwalk.free))
    cond = None
    if when is not None:
        cond = parse_formula(when, loc=when_loc or loc, names=set(lvars) | WHEN_NAMES,
                             key=key, op=op,
                             hint=f"when: may use the pattern variables ({', '.join(lvars)}) "
                                  f"and {', '.join(sorted(WHEN_NAMES))}")
    return lhs, rhs, cond, tuple(lvars)


def _pattern_names(ctx, walker: _Walker, ns: Namespace, part: str) -> list:
    called = {id(c.func) for c in walker.calls}
    variables: list[str] = []
    for node in walker.free:
        name = node.id
        if name in ns:
            continue
        if id(node) in called:
            close = suggest(name, ns.ops.keys() | ns.classes.keys() | ns.runtime)
            where = ns.import_hint(name)
            extra = (f" ({where})" if where
                     else f" (did you mean '{close}'?)" if close else
                     " (ops are called by their instance name, e.g. exp(x))")
            raise ctx.error(f"unknown op '{name}' in '{_one_line(part)}'{extra}")
        if not _PATTERN_VAR.match(name):
            raise ctx.error(f"unknown name '{name}' in '{_one_line(part)}' (pattern variables "
                            "are lower-case identifiers such as x or y2)")
        if name not in variables:
            variables.append(name)
    return variables


# -- sample values -----------------------------------------------------------------------------

_RANDOM = {"rand": (0.0, 1.0), "randint": (0, 10)}


def parse_sample_value(text, *, loc: Location, key: str | None = None,
                       op: str | None = None) -> SampleValue:
    """Parse ``rand(5, 4, low=0.1, high=2.0, dtype=float32)`` or ``randint(...)``."""
    ctx = _Context(text, loc, key, op)
    forms = "rand(d0, d1, ..., low=, high=, dtype=) or randint(d0, ..., low=, high=, dtype=)"
    try:
        tree = ast.parse(str(text).strip(), mode="eval").body
    except SyntaxError:
        tree = None
    if not (isinstance(tree, ast.Call) and isinstance(tree.func, ast.Name)
            and tree.func.id in _RANDOM):
        raise ctx.error(f"input value '{_one_line(text)}' is neither a literal (number, list) "
                        f"nor a call {forms}")
    kind = tree.func.id
    shape = []
    for arg in tree.args:
        dim = _literal_number(arg)
        if type(dim) is not int or dim < 0:
            raise ctx.error(f"{kind}(): shape arguments must be non-negative integers, got "
                            f"'{ast.unparse(arg)}' in '{_one_line(text)}'")
        shape.append(dim)
    low, high = _RANDOM[kind]
    dtype = None
    for kw in tree.keywords:
        if kw.arg == "dtype":
            dtype = kw.value.id if isinstance(kw.value, ast.Name) else _literal_number(kw.value)
            if dtype not in DTYPES:
                raise ctx.error(f"{kind}(): dtype={ast.unparse(kw.value)} is not a dtype "
                                f"(dtypes: {', '.join(DTYPES)})")
            if kind == "randint" and not dtype.startswith(("int", "uint", "bool")):
                raise ctx.error(f"randint(): dtype={dtype} is not an integer or bool dtype; use "
                                "rand() for floats")
        elif kw.arg in ("low", "high"):
            value = _literal_number(kw.value)
            ok = type(value) is int if kind == "randint" else type(value) in (int, float)
            if not ok:
                need = "an integer" if kind == "randint" else "a number"
                raise ctx.error(f"{kind}(): {kw.arg}= must be {need}, got "
                                f"'{ast.unparse(kw.value)}'")
            if kw.arg == "low":
                low = value
            else:
                high = value
        else:
            close = suggest(kw.arg or "**", ("low", "high", "dtype"))
            extra = f"; did you mean '{close}'?" if close else ""
            raise ctx.error(f"{kind}() takes the shape as positional arguments and the keywords "
                            f"low, high, dtype, not '{kw.arg}'{extra}")
    if kind == "rand":
        low, high = float(low), float(high)
    if not low < high:
        raise ctx.error(f"{kind}(): low ({low}) must be less than high ({high})")
    return SampleValue(kind, None, tuple(shape), low, high, dtype, loc)


def parse_sample(sample, *, index: int, inputs: tuple, props: Mapping, loc_of, op: str,
                 reference_names: Iterable[str] = (), hint: str | None = None, random: bool = False) -> Sample:
    """Check one entry of ``samples:`` (a list of input values or a mapping).

    ``inputs`` are the input names as declared (``"*xs"`` for a variadic last
    input), ``props`` maps prop names to PropSpecs, ``loc_of(*path)`` gives the
    Location of a node under ``samples``; ``random``: the op draws random numbers (its
    samples may say ``size``, ``compare`` and ``seed``).
    """
    key = f"samples[{index}]"

    def fail(message, *path):
        loc = loc_of(index, *path)
        return SpecError(message, file=loc.file, line=loc.line, op=op, key=key)

    form = sample if isinstance(sample, dict) else {"inputs": sample}
    sub = ("inputs",) if isinstance(sample, dict) else ()
    values, n_in = form["inputs"], len(inputs)
    for j, v in enumerate(values):
        if isinstance(v, str) and v.count("(") > v.count(")"):
            parts = [str(x) for x in values[j:]]
            end = next((k for k in range(1, len(parts) + 1) if ", ".join(parts[:k]).count("(")
                        <= ", ".join(parts[:k]).count(")")), 1)
            raise fail(f"'{v}' is a call cut at a comma by YAML's [a, b] syntax; quote it: "
                       f"\"{', '.join(parts[:end])}\"", *sub, j)
    star = bool(inputs) and inputs[-1].startswith("*")
    if len(values) != n_in if not star else len(values) < n_in - 1:
        least, n = ("at least ", n_in - 1) if star else ("", n_in)
        raise fail(f"expected {least}{n} input value{'s' * (n != 1)} "
                   f"({', '.join(inputs) or 'none'}), got {len(values)}")
    names = [i.lstrip("*") for i in inputs]
    names = names[:-1] + names[-1:] * (len(values) - n_in + 1) if star else names
    out = []
    for j, (iname, v) in enumerate(zip(names, values)):
        loc = loc_of(index, *sub, j)
        if isinstance(v, str):
            out.append(parse_sample_value(v, loc=loc, key=key, op=op))
            continue
        ok, literal = parse_literal(v)
        if not ok:
            raise fail(f"input '{iname}': {literal}", *sub, j)
        out.append(SampleValue("literal", literal, loc=loc))
    given, values = form.get("props") or {}, []
    for pname, v in given.items():
        if pname not in props:
            raise fail(f"no prop named '{pname}' (props: {', '.join(props) or 'none'})",
                       "props", pname)
        ok, value = prop_value(props[pname].type, v)
        if not ok:
            raise fail(f"value {value} of prop '{pname}' is not "
                       f"{PROP_WORDS[props[pname].type]}", "props", pname)
        values.append((pname, value))
    for p in props.values():
        if not p.has_default and p.name not in given:
            raise fail(f"no value for prop '{p.name}', which has no default; write the sample "
                       f"as {{props: {{{p.name}: ...}}, inputs: [...]}}")
    for word in ("size", "compare", "seed"):
        if word in form and not random:
            raise fail(f"{word}: is for the samples of random ops (random:)", word)
    reference = None
    if "reference" in form:
        reference = parse_formula(form["reference"], loc=loc_of(index, "reference"),
                                  names=reference_names, key=key, op=op, hint=hint)
    return Sample(tuple(out), tuple(values), reference, form.get("dtype"), loc_of(index),
                  grad=form.get("grad", True), rop=form.get("rop", True) and form.get("grad", True),
                  rtol=form.get("rtol"), atol=form.get("atol"),
                  size=None if form.get("size") is None else tuple(form["size"]),
                  compare=form.get("compare", "seeded"), seed=form.get("seed"))


def _literal_number(node):
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        value = _literal_number(node.operand)
        if type(value) in (int, float):
            return -value if isinstance(node.op, ast.USub) else value
        return None
    if isinstance(node, ast.Constant) and not isinstance(node.value, bool):
        return node.value
    return None


def parse_literal(value):
    """(True, value as nested tuples) for a number / bool / rectangular nested list."""
    if isinstance(value, (bool, int, float)):
        return True, value
    if isinstance(value, list):
        items = []
        for v in value:
            if not isinstance(v, (bool, int, float, list)):
                return False, (f"nested lists may hold only numbers and true/false, not "
                               f"{describe(v)}")
            ok, item = parse_literal(v)
            if not ok:
                return False, item
            items.append(item)
        shapes = {_shape_of(x) for x in items}
        if len(shapes) > 1:
            return False, "ragged nested list: the rows must have equal lengths"
        return True, tuple(items)
    return False, (f"a value is a literal (number, true/false, nested list) or a string "
                   f"rand(...)/randint(...), not {describe(value)}")


def _shape_of(x) -> tuple:
    return (len(x),) + (_shape_of(x[0]) if x else ()) if isinstance(x, tuple) else ()


# -- type strings ------------------------------------------------------------------------------

_WORDS = r"[A-Za-z_]\w*(?:\s*\|\s*[A-Za-z_]\w*)*"
_TYPE = re.compile(rf"^\s*(?:([A-Za-z_]\w*)\s*\(\s*({_WORDS})\s*\)|({_WORDS}))\s*$")


def split_type(text: str) -> tuple:
    """``'vector(float64)'`` -> ``('vector', 'float64')``; ``'float'`` -> ``(None, 'float')``;
    unions keep their ``|`` without spaces: ``'int | bool'`` -> ``(None, 'int|bool')``.

    Raises ValueError with a message when the form or the constructor is wrong.
    """
    m = _TYPE.match(str(text))
    if not m:
        raise ValueError(f"'{text}' is not a type; write a dtype class or dtype (float, "
                         "float64), optionally in a rank constructor: "
                         f"{', '.join(c + '(...)' for c in RANKS)}")
    ctor, inner, bare = (re.sub(r"\s+", "", g) if g else g for g in m.groups())
    if ctor is None:
        return None, bare
    if ctor not in RANKS:
        close = suggest(ctor, RANKS)
        extra = f"did you mean '{close}'? " if close else ""
        raise ValueError(f"unknown rank constructor '{ctor}' in '{text}' ({extra}rank "
                         f"constructors: {', '.join(RANKS)})")
    return ctor, inner


def dtype_hint(name: str) -> str:
    """A suggestion for a misspelt dtype class or dtype."""
    close = suggest(name, DTYPE_CLASSES + DTYPES)
    extra = f"did you mean '{close}'? " if close else ""
    return (f"{extra}dtype classes: {', '.join(DTYPE_CLASSES)}; or a dtype such as float64, "
            "int32")


# -- prop values -------------------------------------------------------------------------------

#: what a value of each prop type is, for messages
PROP_WORDS = {
    "int": "an integer", "float": "a number", "bool": "true or false", "str": "a string",
    "dtype": "a dtype name (" + ", ".join(DTYPES) + ") or floatX", "ints": "a list of integers",
    "axes": "null, an integer or a list of integers",
    "tuple": "a (nested) list of numbers, strings, booleans and nulls",
}


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def prop_value(ptype: str, value) -> tuple:
    """``(True, normalized value)`` if ``value`` fits ``ptype``, else ``(False, shown value)``.

    floats accept integers (made float); ints and axes lists become tuples.
    """
    if ptype == "int" and _is_int(value) or ptype == "bool" and isinstance(value, bool) \
            or ptype == "str" and isinstance(value, str) \
            or ptype == "dtype" and (value in DTYPES or value == "floatX") and isinstance(value, str):
        return True, value
    if ptype == "float" and (_is_int(value) or isinstance(value, float)):
        return True, float(value)
    if ptype in ("ints", "axes") and isinstance(value, list) and all(map(_is_int, value)):
        return True, tuple(value)
    if ptype == "axes" and (value is None or _is_int(value)):
        return True, value
    if ptype == "tuple" and isinstance(value, list) and _is_plain(value):
        return True, _deep_tuple(value)
    return False, _show(value)


def _is_plain(value) -> bool:
    if isinstance(value, list):
        return all(_is_plain(v) for v in value)
    return value is None or isinstance(value, (bool, int, float, str))


def _deep_tuple(value):
    return tuple(_deep_tuple(v) for v in value) if isinstance(value, list) else value


def _show(value) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f"'{value}'"
    if isinstance(value, list):
        return "[" + ", ".join(_show(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_show(v)}" for k, v in value.items()) + "}"
    return str(value)
