"""Spec formulas → Python source for generated methods.

Each formula is re-parsed with ``ast`` and its free names rewritten for the method it
lands in: props become ``self.<prop>``, ops and helpers of other modules become
``ot.<name>``, ``x.shape`` in a shape rule becomes the argument ``x_shape``. Nothing
from a spec is evaluated here; the result is plain source text.
"""
from __future__ import annotations

import ast
import builtins

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


def translate(source: str, *, props=(), keep=(), module_names=(), shape_inputs=(), foreign=None) -> str:
    """``source`` with its names bound for a generated method.

    keep: local names (inputs, outputs, g_*, ev_*, builtins) left as they are;
    props: become ``self.<name>``; module_names: ops of the module being generated,
    used bare; foreign: name -> "module.name" for ops of other generated user modules;
    every other name is looked up in ``opspec.tensor`` as ``ot.<name>``.
    """
    tree = ast.parse(source, mode="eval")
    tree = _Renamer(set(props), set(module_names), set(shape_inputs), set(keep), foreign or {}).visit(tree)
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
