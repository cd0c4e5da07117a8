"""Spec formulas → Python source for generated methods.

Each formula is re-parsed with ``ast`` and its free names rewritten for the method it
lands in: props become ``self.<prop>``, ops and helpers of other modules become
``ot.<name>``, ``x.shape`` in a shape rule becomes the argument ``x_shape``. Nothing
from a spec is evaluated here; the result is plain source text. Values (``py_literal``)
and text (``docstring``, ``comment``) of a spec are written so that no spec can change
what the generated code does beyond its own formulas.
"""
from __future__ import annotations

import ast
import builtins
import dataclasses
import textwrap
import unicodedata

#: Python's builtins: a name a formula keeps as a builtin (``max`` in a python: kernel) is
#: qualified as ``builtins.max`` where the generated module defines an op of that name (``abs``)
PYTHON_BUILTINS = frozenset(name for name in dir(builtins) if not name.startswith("_"))

#: names a python: kernel uses as they are (numpy and Python builtins)
LOCAL_BUILTINS = frozenset({
    "np", "abs", "all", "any", "bool", "float", "int", "len", "list", "max", "min", "range",
    "round", "sorted", "sum", "tuple", "zip", "enumerate", "isinstance", "None", "True", "False", "math",
})


#: builtins a symbolic formula (grad, r_op, derivative) uses as they are; sum, abs,
#: max... there mean the symbolic ops of opspec.tensor
STRUCTURAL_BUILTINS = frozenset({
    "len", "range", "tuple", "list", "int", "float", "bool", "zip", "enumerate", "isinstance",
    "None", "True", "False",
})


class _Renamer(ast.NodeTransformer):
    def __init__(self, props, module_names, shape_inputs, keep, foreign):
        self.props = props
        self.foreign = foreign
        self.module_names = module_names
        self.shape_inputs = shape_inputs
        self.keep = keep

    def visit_Attribute(self, node):
        # x.shape / x.ndim in shape rules read the shape argument
        if isinstance(node.value, ast.Name) and node.value.id in self.shape_inputs:
            name = node.value.id
            if node.attr == "shape":
                return ast.copy_location(ast.Name(f"{name}_shape", ast.Load()), node)
            if node.attr == "ndim":
                call = ast.Call(ast.Name("len", ast.Load()), [ast.Name(f"{name}_shape", ast.Load())], [])
                return ast.copy_location(call, node)
        self.generic_visit(node)
        return node

    def _visit_comprehension(self, node):
        # the comprehension's own variables stay local names
        saved = self.keep
        self.keep = saved | {n.id for gen in node.generators for n in ast.walk(gen.target)
                             if isinstance(n, ast.Name)}
        self.generic_visit(node)
        self.keep = saved
        return node

    visit_ListComp = visit_GeneratorExp = _visit_comprehension

    def visit_Name(self, node):
        name = node.id
        if name in self.keep:
            if name in self.module_names and name in PYTHON_BUILTINS:
                return ast.copy_location(ast.Attribute(ast.Name("builtins", ast.Load()), name, ast.Load()), node)
            return node
        if name in self.props:
            return ast.copy_location(ast.Attribute(ast.Name("self", ast.Load()), name, ast.Load()), node)
        if name in self.module_names:
            return node
        if name in self.foreign:
            module, attr = self.foreign[name].split(".")
            return ast.copy_location(ast.Attribute(ast.Name(module, ast.Load()), attr, ast.Load()), node)
        return ast.copy_location(ast.Attribute(ast.Name("ot", ast.Load()), name, ast.Load()), node)


#: calls of a shape rule that combine dimensions -> the function of opspec.tensor.dims doing it
DIM_FUNCTIONS = {"min": "minimum", "max": "maximum", "minimum": "minimum", "maximum": "maximum"}
_DIM_COMPARE = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!="}


def _dims(function, args):
    dims = ast.Attribute(ast.Name("ot", ast.Load()), "dims", ast.Load())
    return ast.Call(ast.Attribute(dims, function, ast.Load()), list(args), [])


def _thunk(body):
    return ast.Lambda(ast.arguments([], [], None, [], [], None, []), body)


class _ShapeRenamer(_Renamer):
    """A shape rule, evaluated on ints, unknown sizes and symbolic scalars alike: min / max,
    comparisons, conditionals and and / or / not become calls of ``opspec.tensor.dims``
    (``ot.dims``)."""

    def visit_Call(self, node):
        self.generic_visit(node)
        func = node.func
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "ot" \
                and func.attr in DIM_FUNCTIONS:     # renamed as a library name by visit_Name
            return ast.copy_location(_dims(DIM_FUNCTIONS[func.attr], node.args), node)
        if isinstance(func, ast.Name) and func.id in DIM_FUNCTIONS:
            return ast.copy_location(_dims(DIM_FUNCTIONS[func.id], node.args), node)
        return node

    def visit_Compare(self, node):
        self.generic_visit(node)
        terms, left = [], node.left
        for op, right in zip(node.ops, node.comparators):
            terms.append(_dims("compare", [ast.Constant(_DIM_COMPARE[type(op)]), left, right]))
            left = right
        call = terms[0] if len(terms) == 1 else _dims("and_", [_thunk(t) for t in terms])
        return ast.copy_location(call, node)

    def visit_IfExp(self, node):
        self.generic_visit(node)
        return ast.copy_location(_dims("if_", [node.test, _thunk(node.body), _thunk(node.orelse)]), node)

    def visit_BoolOp(self, node):
        self.generic_visit(node)
        name = "and_" if isinstance(node.op, ast.And) else "or_"
        return ast.copy_location(_dims(name, [_thunk(v) for v in node.values]), node)

    def visit_UnaryOp(self, node):
        self.generic_visit(node)
        if isinstance(node.op, ast.Not):
            return ast.copy_location(_dims("not_", [node.operand]), node)
        return node


def translate(source: str, *, props=(), keep=(), module_names=(), shape_inputs=(), foreign=None,
              shape=False) -> str:
    """``source`` with its names bound for a generated method.

    keep: local names (inputs, outputs, g_*, ev_*, builtins) left as they are;
    props: become ``self.<name>``; module_names: ops of the module being generated,
    used bare; foreign: name -> "module.name" for ops of other generated user modules;
    every other name is looked up in ``opspec.tensor`` as ``ot.<name>``. shape: the
    formula is a shape rule (see _ShapeRenamer).
    """
    tree = ast.parse(source, mode="eval")
    renamer = _ShapeRenamer if shape else _Renamer
    tree = renamer(set(props), set(module_names), set(shape_inputs), set(keep), foreign or {}).visit(tree)
    return ast.unparse(ast.fix_missing_locations(tree))


def uses_shape_of(source: str, name: str) -> bool:
    """Whether a shape rule reads ``name.shape`` / ``name.ndim``."""
    for node in ast.walk(ast.parse(source, mode="eval")):
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                and node.value.id == name and node.attr in ("shape", "ndim")):
            return True
    return False


def uses_value_of(source: str, name: str) -> bool:
    """Whether a shape rule reads the value of input ``name`` (not only its shape)."""
    tree = ast.parse(source, mode="eval")
    shaped = {id(n.value) for n in ast.walk(tree)
              if isinstance(n, ast.Attribute) and n.attr in ("shape", "ndim")}
    return any(isinstance(n, ast.Name) and n.id == name and id(n) not in shaped for n in ast.walk(tree))


# -- values and text of a spec as Python source ------------------------------------------------

def py_literal(value) -> str:
    """Python source for a prop or identity value: repr, except that inf / nan are spelled out
    (their repr is not Python) at any depth of a tuple."""
    if isinstance(value, float) and (value != value or value in (float("inf"), float("-inf"))):
        return f'float("{value}")'
    if isinstance(value, tuple):
        items = [py_literal(v) for v in value]
        return f"({items[0]},)" if len(items) == 1 else f"({', '.join(items)})"
    return repr(value)


def _escape(char: str) -> str:
    """A character as an escape sequence (``\\x07``, ``\\ud800``): what repr shows of it."""
    return repr(char)[1:-1]


def comment(text) -> str:
    """``text`` safe on a ``#`` comment line: control characters (a newline, a carriage return
    would end the comment) and lone surrogates (not UTF-8) escaped."""
    return "".join(_escape(c) if unicodedata.category(c) in ("Cc", "Cs") else c for c in str(text))


def docstring(doc) -> str:
    """A doc as the body of a ``\"\"\"...\"\"\"`` literal: folded onto lines of 92 columns, with
    backslashes, quotes, control characters and lone surrogates escaped, so any text gives a
    string literal whose value is the text (folded) and nothing else."""
    text = textwrap.fill(" ".join(str(doc).split()), 92, subsequent_indent="    ",
                         break_long_words=False, break_on_hyphens=False)
    out = []
    for c in text:
        if c in '\\"':
            out.append("\\" + c)
        elif c != "\n" and unicodedata.category(c) in ("Cc", "Cs"):
            out.append(_escape(c))
        else:
            out.append(c)
    return "".join(out)


@dataclasses.dataclass
class Method:
    """A method of a generated class, as finished source lines (the template only indents them)."""

    signature: str
    body: list[str]
    doc: str | None = None

    @property
    def text(self) -> str:
        lines = [f"def {self.signature}:"]
        if self.doc:
            lines.append(f'    """{self.doc}"""')
        lines += [f"    {line}" if line else "" for line in self.body]
        return textwrap.indent("\n".join(lines), "    ")


@dataclasses.dataclass
class OpView:
    """A generated class: everything the module template lays out for one op (and its variants)."""

    name: str
    base: str
    doc: str
    origin: str
    attrs: list[tuple[str, str]]
    methods: list[Method]
    instance: str | None = None
    instance_expr: str | None = None
    variants: list["OpView"] = dataclasses.field(default_factory=list)
    links: list[str] = dataclasses.field(default_factory=list)

    @property
    def statements(self) -> list[str]:
        """The module-level lines after the class and its variants: links, then the instance."""
        return self.links + ([f"{self.instance} = {self.instance_expr}"] if self.instance else [])
