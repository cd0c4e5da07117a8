"""Spec ``rewrites:`` rules → Python source of registered pattern rewriters.

``render_rewrites(spec_file, code)`` returns the source appended to the generated
module (empty when no op declares rules); ``code(formula, keep)`` is the generator's
formula translator (names bound to ``ot.``, module-level ops, locals in ``keep``).

Each rule becomes one decorated function, e.g. for ``"log1p(exp(x)) -> softplus(x)"``
declared at line 112 of specs/math.yaml with ``tags: [stabilize]``::

    @rewrite_rule(
        'specs/math.yaml:112: log1p(exp(x)) -> softplus(x)',
        pattern=lambda: (log1p, (exp, 'x')),
        stages=('stabilize',),
    )
    def softplus_0(x):
        return softplus(x)

The left side becomes a nested tuple (see ``opspec.rewriting.patterns``): op calls give
``(op, *arguments)``, operators the standard ops (``x * 1`` → ``(ot.mul, 'x', 1)``, ``-x``
→ ``ot.neg``, ``x.T`` → ``TRANSPOSE``), a class called with props ``Sum(axis=a)(...)`` an
``OpPattern(Sum, axis=Var('a'))``, ``*rest`` as the last argument binds the remaining
inputs. ``when:`` becomes a lambda over the pattern variables; the right side is the
generator's translation of the formula. Nothing from the spec is evaluated here: the
strings are parsed with ``ast`` and re-written as source.

Checked here (each a SpecError at the rule's line): stage tags, ops the left side cannot
match (helpers such as ``sum()``), constructs a pattern cannot hold, ``==`` / ``and`` on
tensors on the right side, names that would collide in the generated module.
"""
from __future__ import annotations

import ast

from opspec.spec.codegen import comment, py_literal
from opspec.spec.errors import SpecError, suggest
from opspec.spec.model import RULE_STAGES as STAGES, Formula
from opspec.spec.namespace import RUNTIME_NAMES, WHEN_NAMES, installed_library

_BINARY = {ast.Add: "add", ast.Sub: "sub", ast.Mult: "mul", ast.Div: "true_div", ast.FloorDiv: "int_div",
           ast.Mod: "mod", ast.Pow: "pow", ast.MatMult: "matmul", ast.BitAnd: "and_", ast.BitOr: "or_",
           ast.BitXor: "xor"}
_UNARY = {ast.USub: "neg", ast.Invert: "invert"}
_COMPARE = {ast.Lt: "lt", ast.LtE: "le", ast.Gt: "gt", ast.GtE: "ge", ast.Eq: "eq", ast.NotEq: "neq"}
_BUILTIN_WHEN = frozenset({"len", "all", "any", "abs"})
_PREDICATES = WHEN_NAMES - _BUILTIN_WHEN
#: names the generated section binds at module level (besides the template's own)
_RESERVED = frozenset({"ot", "np", "math", "builtins", "rules", "rewrite_rule", "OpPattern", "Var",
                       "TRANSPOSE", "Apply", "SpecOp", "Elemwise", "CAReduce", "convert_prop"})


def _stdlib_instances() -> frozenset:
    """Instance names of the installed standard library's ops (empty before its first generation)."""
    return frozenset(h[1] for headers in installed_library().values() for h in headers if h[1])


class _Rule:
    """One rule of one op, turned into source text."""

    def __init__(self, spec_file, op, index, rule, code, module_names, instances, imports):
        self.spec_file, self.op, self.rule = spec_file, op, rule
        self.key = f"rewrites[{index}]"
        self.code = code
        self.module_names = module_names
        self.instances = instances
        self.imports = imports
        self.variables = list(rule.variables)
        self.prop_vars: set = set()

    def fail(self, message, loc=None):
        loc = loc or self.rule.loc or self.rule.lhs.loc
        return SpecError(message, file=loc.file, line=loc.line, op=self.op.name, key=self.key)

    # ------------------------------------------------------------------ left side
    def resolve(self, name) -> str:
        return self.code(Formula(name, self.rule.lhs.loc), ())

    def head_of_name(self, name) -> str:
        source = self.resolve(name)
        if (source == f"ot.{name}" and name in RUNTIME_NAMES and name not in self.instances
                and name not in self.module_names):
            raise self.fail(f"'{name}' in the pattern '{self.rule.lhs.source}' is a helper function, not an op; "
                            "a pattern matches ops: call the op itself (for a reduction, its class with props, "
                            "e.g. Sum(axis=a, keepdims=k)(x))")
        return source

    def pattern(self, node) -> str:
        """Source of the pattern tuple for an expression that applies an op."""
        if isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name):
                head = self.head_of_name(func.id)
            elif isinstance(func, ast.Call) and isinstance(func.func, ast.Name) and not func.args:
                head = self.op_pattern(func)
            else:
                raise self.fail(f"'{ast.unparse(func)}' in the pattern '{self.rule.lhs.source}' is not an op; "
                                "call an op by its instance name, or its class with props")
            args = [self.argument(a, last=k == len(node.args) - 1) for k, a in enumerate(node.args)]
            return self.tuple(head, args)
        if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
            return self.tuple(self.operator(_BINARY[type(node.op)]),
                              [self.argument(node.left), self.argument(node.right)])
        if isinstance(node, ast.UnaryOp) and type(node.op) in _UNARY and not _number(node):
            return self.tuple(self.operator(_UNARY[type(node.op)]), [self.argument(node.operand)])
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.UAdd):
            return self.pattern(node.operand)
        if isinstance(node, ast.Compare):
            if len(node.ops) != 1:
                raise self.fail(f"chained comparison '{ast.unparse(node)}' in a pattern; write one comparison")
            return self.tuple(self.operator(_COMPARE[type(node.ops[0])]),
                              [self.argument(node.left), self.argument(node.comparators[0])])
        if isinstance(node, ast.Attribute):
            if node.attr != "T":
                raise self.fail(f"'{ast.unparse(node)}' is not a pattern (of attributes, patterns know .T); "
                                "put conditions on shapes and dtypes in when:, e.g. when: ndim(x) == 2")
            self.imports.add("TRANSPOSE")
            return self.tuple("TRANSPOSE", [self.argument(node.value)])
        what = "a number" if _number(node) is not None else f"'{ast.unparse(node)}'"
        raise self.fail(f"{what} is not a pattern: patterns are op calls and operators over pattern "
                        f"variables and numbers (in '{self.rule.lhs.source}')")

    def operator(self, name) -> str:
        # always the standard library's op: that is what Python operators on tensors build
        return f"ot.{name}"

    def op_pattern(self, call) -> str:
        cls = self.resolve(call.func.id)
        if not call.keywords:
            return cls
        self.imports.add("OpPattern")
        props = []
        for kw in call.keywords:
            props.append(f"{kw.arg}={self.prop_value(kw.value)}")
        return f"OpPattern({cls}, {', '.join(props)})"

    def prop_value(self, node) -> str:
        if isinstance(node, ast.Name):
            self.imports.add("Var")
            self.prop_vars.add(node.id)
            return f"Var({node.id!r})"
        value = _literal(node)
        if value is _NOT_LITERAL:
            raise self.fail(f"prop value '{ast.unparse(node)}' in a pattern must be a literal or a pattern "
                            "variable")
        return py_literal(value)

    def argument(self, node, last=True) -> str:
        if isinstance(node, ast.Name):
            if node.id not in self.variables:
                raise self.fail(f"'{node.id}' is an op or helper, used as a value in the pattern "
                                f"'{self.rule.lhs.source}'; patterns apply ops to variables and numbers")
            return repr(node.id)
        if isinstance(node, ast.Starred):
            if not last or not isinstance(node.value, ast.Name):
                raise self.fail(f"'{ast.unparse(node)}' in a pattern: only the last argument may be "
                                "*name (the remaining inputs)")
            return repr(f"*{node.value.id}")
        number = _number(node)
        if number is not None:
            return py_literal(number)
        return self.pattern(node)

    @staticmethod
    def tuple(head, args) -> str:
        return f"({head}, {', '.join(args)})" if args else f"({head},)"

    # ------------------------------------------------------------------ right side and when
    def replacement(self) -> str:
        tree = ast.parse(self.rule.rhs.source, mode="eval")
        for node in ast.walk(tree):
            if isinstance(node, ast.Compare) and any(isinstance(o, (ast.Eq, ast.NotEq)) for o in node.ops):
                if not all(self.static(o) for o in [node.left, *node.comparators]):
                    raise self.fail(f"'{ast.unparse(node)}' on the right side compares Variables by identity; "
                                    "use eq(a, b) / neq(a, b)")
            if isinstance(node, (ast.BoolOp, ast.IfExp)) or (isinstance(node, ast.UnaryOp)
                                                             and isinstance(node.op, ast.Not)):
                operands = (node.values if isinstance(node, ast.BoolOp) else [node.test]
                            if isinstance(node, ast.IfExp) else [node.operand])
                if not all(self.static(o) for o in operands):
                    raise self.fail(f"'{ast.unparse(node)}' on the right side asks a tensor for its truth value; "
                                    "use and_(a, b) / or_(a, b) / invert(a) / switch(c, a, b)")
        return self.code(self.rule.rhs, set(self.variables))

    def static(self, node) -> bool:
        """Whether an expression is a Python value at rewrite time (literals, bound props)."""
        if isinstance(node, ast.Name):
            return node.id in self.prop_vars
        if isinstance(node, (ast.Tuple, ast.List)):
            return all(self.static(e) for e in node.elts)
        return _literal(node) is not _NOT_LITERAL

    def condition(self) -> str | None:
        when = self.rule.when
        if when is None:
            return None
        tree = ast.parse(when.source, mode="eval")
        clashing = self.module_names

        class Bind(ast.NodeTransformer):
            def visit_Name(inner, node):
                name = node.id
                if name in self.variables:
                    return node
                if name in _BUILTIN_WHEN:
                    if name in clashing:
                        self.imports.add("builtins")
                        return ast.copy_location(ast.Attribute(ast.Name("builtins", ast.Load()), name,
                                                               ast.Load()), node)
                    return node
                if name in _PREDICATES:
                    if name in clashing:
                        self.imports.add("rules")
                        return ast.copy_location(ast.Attribute(ast.Name("rules", ast.Load()), name,
                                                               ast.Load()), node)
                    self.imports.add(name)
                return node

        body = ast.unparse(ast.fix_missing_locations(Bind().visit(tree)))
        return f"lambda {', '.join(self.variables)}: {body}" if self.variables else f"lambda: {body}"

    # ------------------------------------------------------------------ the whole rule
    def stages_and_tags(self):
        stages, tags = [], []
        for tag in self.rule.tags:
            if tag in STAGES:
                stages.append(tag)
            else:
                close = suggest(tag, STAGES)
                if close:
                    raise self.fail(f"unknown stage tag '{tag}' (did you mean '{close}'?); stages: "
                                    f"{', '.join(STAGES)}")
                tags.append(tag)
        if not stages:
            raise self.fail(f"tags {list(self.rule.tags)} name no stage; add one of {', '.join(STAGES)}")
        return stages, tags

    def check_names(self, taken):
        name = self.rule.name
        if name in self.module_names or name in _RESERVED or name in WHEN_NAMES:
            raise self.fail(f"rewrite name '{name}' is also a name of the generated module; pick another")
        if name in taken:
            raise self.fail(f"rewrite name '{name}' is used by another rule of {self.spec_file.path}; "
                            "names are unique in a file")
        for var in self.variables:
            if var in _RESERVED or var in WHEN_NAMES or var in self.module_names:
                raise self.fail(f"pattern variable '{var}' would hide the name '{var}' in the generated code; "
                                "rename the variable")

    def render(self, taken) -> str:
        self.check_names(taken)
        stages, tags = self.stages_and_tags()
        tree = ast.parse(self.rule.lhs.source, mode="eval").body
        pattern = self.pattern(tree)
        when = self.condition()
        body = self.replacement()
        label = f"{self.rule.loc or self.rule.lhs.loc}: {self.rule}"
        lines = ["@rewrite_rule(", f"    {label!r},", f"    pattern=lambda: {pattern},"]
        if when is not None:
            lines.append(f"    when={when},")
        if stages != ["canonicalize"]:
            lines.append(f"    stages={tuple(stages)!r},")
        if tags:
            lines.append(f"    tags={tuple(tags)!r},")
        lines.append(")")
        lines.append(f"def {self.rule.name}({', '.join(self.variables)}):")
        lines.append(f"    return {body}")
        return "\n".join(lines)


_NOT_LITERAL = object()


def _number(node):
    """The number a literal (possibly negated) expression is, or None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, (bool, int, float, complex)):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = _number(node.operand)
        if inner is not None and not isinstance(inner, bool):
            return -inner
    return None


def _literal(node):
    """A Python literal (numbers, strings, None, tuples of them), or _NOT_LITERAL."""
    number = _number(node)
    if number is not None:
        return number
    if isinstance(node, ast.Constant) and (node.value is None or isinstance(node.value, str)):
        return node.value
    if isinstance(node, (ast.Tuple, ast.List)):
        items = [_literal(e) for e in node.elts]
        return _NOT_LITERAL if any(i is _NOT_LITERAL for i in items) else tuple(items)
    return _NOT_LITERAL


def render_rewrites(spec_file, code) -> tuple[set, str]:
    """The rules of ``spec_file``'s ops as declarations (``opspec.tensor.rules``), and the names
    they use from there ("rules": the module itself, "builtins": Python's); ``(set(), "")``
    without rules."""
    rules = [(op, k, rule) for op in spec_file.ops for k, rule in enumerate(op.rewrites)]
    if not rules:
        return set(), ""
    module_names = frozenset(n for op in spec_file.ops for n in (op.name, op.instance) if n)
    instances = _stdlib_instances()
    imports: set = {"rewrite_rule"}
    blocks, taken = [], set()
    for op, k, rule in rules:
        blocks.append(_Rule(spec_file, op, k, rule, code, module_names, instances, imports).render(taken))
        taken.add(rule.name)
    header = (f"# Rewrite rules declared under rewrites: in {comment(spec_file.path)} "
              "(see opspec.rewriting.patterns).\n")
    return imports, header + "\n\n\n".join(blocks)
