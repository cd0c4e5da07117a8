"""Spec formulas as the source of a generated PyTensor module, per place they land.

Formulas are first bound the way opspec's generator binds them (:func:`opspec.spec.codegen.translate`:
props become ``self.<prop>``, shape rules' ``x.shape`` an argument, ``min`` / comparisons the
dims calls), with every global name left as ``ot.<name>``; :class:`Resolver` then replaces each
``ot.<name>`` by what it is in the PyTensor module: an op of this module, an op of a spec
generated with it (``module.name``), or its PyTensor counterpart (:mod:`.names`). A name with
none is a :class:`SpecError` naming the op and the name, at generate time.

:func:`lower` does the same for a backend's kernel (Numba or JAX) and says, instead of failing
at run time, which construct the backend cannot take (:class:`Unlowerable`).
"""
from __future__ import annotations

import ast
from dataclasses import dataclass

from opspec.spec.codegen import LOCAL_BUILTINS, STRUCTURAL_BUILTINS, translate
from opspec.spec.errors import SpecError
from opspec.spec.namespace import PYTHON_HELPERS
from opspec.targets.pytensor.names import (ARRAY_METHODS, JAX_FIXED, JAX_NUMPY, JAX_REFUSED, NUMBA_ARRAY_NUMPY,
                                           NUMBA_AXES, NUMBA_FIXED, NUMBA_MODULES, NUMBA_NUMPY, NUMBA_ORDER,
                                           NUMBA_REFUSED,
                                           counterpart)
from opspec.tensor.special_values import __all__ as SPECIAL_VALUES

#: numpy helpers of python: kernels that JAX runs: name -> its spelling with the JAX helpers
JAX_HELPERS = {"softmax_value": "jlib.softmax_value", "logsumexp_value": "jlib.logsumexp_value",
               "dimshuffle_value": "jlib.dimshuffle_value", "normalize_axes": "jlib.normalize_axes",
               "reduce_shape": "jlib.reduce_shape", "erfcinv_value": "jlib.erfcinv_value",
               "digamma_value": "jlib.digamma_value", "svd_input": "jlib.svd_input",
               **{f"{name}_value": f"jax.scipy.special.{name}" for name in (
                   "erfcx", "erfinv", "gammaln", "betaln", "gamma", "gammainc", "gammaincc", "log_ndtr",
                   "xlogy", "xlog1py")}}
#: numpy helpers of python: kernels that JAX cannot run: name -> why
JAX_REFUSED_HELPERS = {
    "polygamma_value": "polygamma_value(n, x): jax.scipy.special.polygamma takes an integer n only (the "
                       "spec's n is any number, nan where it is not a natural one)"}
#: numpy helpers of python: kernels that Numba runs: name -> its Numba version (numba_axes,
#: numba_special: the same signature)
NUMBA_HELPERS = {"softmax_value": "nax.softmax_value", "logsumexp_value": "nax.logsumexp_value",
                 **{name: f"nsp.{name}" for name in SPECIAL_VALUES}}


@dataclass(frozen=True)
class Entry:
    """An op of the specs being generated: the module holding it (None: this one)."""
    module: str | None
    elemwise: bool
    is_class: bool
    instance: str | None = None      # for an elemwise instance: the scalar op's instance name


#: keywords of numpy functions that Numba's versions do not take
_NUMBA_KEYWORDS = ("axis", "keepdims", "out", "where")
#: numpy functions Numba compiles for vectors and matrices only
_NUMBA_MATRIX = ("dot", "outer")


class Unlowerable(Exception):
    """A formula uses something a backend cannot run (the message names it)."""


class Resolver:
    """The names of one spec module's formulas, as its generated PyTensor module spells them.

    entries: every op class and instance of the specs generated together, by name.
    """

    def __init__(self, module: str, entries: dict[str, Entry]):
        self.module = module
        self.entries = entries

    def place(self, entry: Entry, name: str) -> str:
        return name if entry.module in (None, self.module) else f"{entry.module}_ops.{name}"

    def name(self, name: str, scalar: bool, op, loc) -> tuple[str, bool]:
        """(source of ``name``, whether a call of it must be wrapped in Elemwise)."""
        entry = self.entries.get(name)
        if entry is not None:
            if not scalar:
                return self.place(entry, name), entry.elemwise and entry.is_class
            if not entry.elemwise:
                raise _error(op, loc, f"{name} is not an elementwise op: the derivative of an elementwise "
                                      "op is a scalar formula (PyTensor's Elemwise differentiates it on "
                                      "pytensor.scalar variables)")
            return self.place(entry, name if entry.is_class else entry.instance), False
        target, why = counterpart(name, scalar)
        if target is None:
            raise _error(op, loc, f"'{name}' cannot be generated for PyTensor: {why}")
        return target, False

    def symbolic(self, formula, op, keep, props=(), scalar=False) -> str:
        """A grad / derivative / r_op formula: in tensor or (elemwise derivatives) scalar terms."""
        source = translate(formula.source, props=props, keep=set(keep) | {"self"})
        return _unparse(_Globals(self, scalar, op, formula.loc).visit(ast.parse(source, mode="eval")))

    def shape(self, formula, op, keep, props, shape_inputs) -> str:
        source = translate(formula.source, props=props, keep=set(keep) | {"self"},
                           shape_inputs=shape_inputs, shape=True)
        return _unparse(_Globals(self, False, op, formula.loc).visit(ast.parse(source, mode="eval")))

    def python(self, formula, keep, props, module_names) -> str:
        """A python: kernel (numpy on whole arrays): helpers from ``lib``; a builtin that a name of
        the module shadows (``abs``) reached as ``builtins.abs``."""
        source = translate(formula.source, props=props, keep=set(keep) | LOCAL_BUILTINS | {"self"},
                           module_names=module_names)
        return _unparse(_Helpers().visit(ast.parse(source, mode="eval")))


class _Globals(ast.NodeTransformer):
    def __init__(self, resolver, scalar, op, loc):
        self.resolver, self.scalar, self.op, self.loc = resolver, scalar, op, loc
        self.wrap: set[int] = set()

    def visit_Call(self, node):
        self.generic_visit(node)
        if id(node.func) in self.wrap:      # an elementwise class with its props: Elemwise(Class(...))
            return ast.Call(ast.Name("Elemwise", ast.Load()), [node], [])
        return node

    def visit_Attribute(self, node):
        self.generic_visit(node)
        if isinstance(node.value, ast.Name) and node.value.id == "ot" and node.attr != "dims":
            source, wrap = self.resolver.name(node.attr, self.scalar, self.op, self.loc)
            new = ast.copy_location(ast.parse(source, mode="eval").body, node)
            if wrap:
                self.wrap.add(id(new))
            return new
        if isinstance(node.value, ast.Name) and node.value.id == "ot" and node.attr == "dims":
            return ast.copy_location(ast.Attribute(ast.Name("lib", ast.Load()), "dims", ast.Load()), node)
        return node


class _Helpers(ast.NodeTransformer):
    def visit_Attribute(self, node):
        self.generic_visit(node)
        if isinstance(node.value, ast.Name) and node.value.id == "ot":
            return ast.copy_location(ast.Attribute(ast.Name("lib", ast.Load()), node.attr, ast.Load()), node)
        return node


def _error(op, loc, message):
    loc = loc or op.loc
    return SpecError(message, file=loc.file, line=loc.line, op=op.name, key="pytensor")


def _unparse(tree) -> str:
    return ast.unparse(ast.fix_missing_locations(tree))


# ------------------------------------------------------------------ Numba and JAX kernels
def lower(formula, backend: str, locals_, scalar: bool, ranks=None) -> str:
    """A python: kernel (or a numba: / jax: formula) as the body of a backend's function: props
    and inputs are the function's locals; numpy is ``np`` under Numba and ``jnp`` under JAX.
    Raises Unlowerable naming the first construct the backend cannot run."""
    tree = ast.parse(formula.source, mode="eval")
    checker = _Lowering(backend, frozenset(locals_), scalar, ranks or {})
    tree = checker.visit(tree)
    return _unparse(tree)


def _numpy_name(f) -> str | None:
    """``np.sum`` -> "sum", ``np.maximum.accumulate`` -> "maximum.accumulate", else None."""
    path = []
    while isinstance(f, ast.Attribute):
        path.insert(0, f.attr)
        f = f.value
    return ".".join(path) if isinstance(f, ast.Name) and f.id == "np" and path else None


def _is_math(f) -> bool:
    return isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == "math"


class _Lowering(ast.NodeTransformer):
    def __init__(self, backend, locals_, scalar, ranks):
        self.backend, self.locals, self.scalar, self.ranks = backend, locals_, scalar, ranks
        self.bound: set[str] = set()

    def _module_call(self, module, attr):
        if self.backend == "jax":
            if module in ("jnp", "jax"):
                return None
            if module == "np" and attr in JAX_NUMPY:
                return "jnp"
            if module == "math" and attr in ("pi", "e", "inf", "nan"):
                return "jnp"
            if module == "np" and attr in JAX_REFUSED:
                raise Unlowerable(f"np.{attr}: {JAX_REFUSED[attr]}")
            if module == "math":
                raise Unlowerable(f"math.{attr} of a traced value (math's functions take Python numbers)")
            raise Unlowerable(f"{module}.{attr} (not in jax.numpy)")
        if module == "math":
            return None
        allowed = NUMBA_NUMPY if self.scalar else NUMBA_NUMPY | NUMBA_ARRAY_NUMPY
        if module == "np" and attr in _NUMBA_MATRIX and any(r not in (1, 2) for r in self.ranks.values()):
            raise Unlowerable(f"np.{attr} on inputs of any rank (Numba's takes vectors and matrices)")
        if module == "np" and attr in allowed:
            return None
        where = "in a scalar function" if self.scalar else "on arrays"
        raise Unlowerable(f"{module}.{attr} (not among the numpy functions Numba compiles {where})")

    def visit_ListComp(self, node):
        self.bound |= {n.id for g in node.generators for n in ast.walk(g.target) if isinstance(n, ast.Name)}
        return self.generic_visit(node)

    visit_GeneratorExp = visit_ListComp

    def visit_Attribute(self, node):
        if isinstance(node.value, ast.Name) and node.value.id in (*NUMBA_MODULES, "jlib"):   # put here by this lowering
            return node
        if isinstance(node.value, ast.Name) and node.value.id in ("np", "math", "jnp", "jax"):
            fixed = {"numba": NUMBA_FIXED, "jax": JAX_FIXED}[self.backend]
            if node.value.id == "np" and node.attr in fixed:
                return ast.copy_location(ast.parse(fixed[node.attr], mode="eval").body, node)
            module = self._module_call(node.value.id, node.attr)
            if module is not None:
                return ast.copy_location(ast.Attribute(ast.Name(module, ast.Load()), node.attr, ast.Load()), node)
            return node
        if isinstance(node.value, ast.Name) and node.attr not in ARRAY_METHODS:
            raise Unlowerable(f"the array attribute .{node.attr}")
        return self.generic_visit(node)

    def visit_Call(self, node):
        if self.backend == "jax" and _is_math(node.func) and not self._traced(node):
            return node         # math of constants: a number when JAX traces the function
        if isinstance(node.func, ast.Name) and self.backend == "jax" and node.func.id in ("int", "float", "bool") \
                and any(isinstance(n, ast.Name) and n.id in self.locals for n in ast.walk(node)):
            raise Unlowerable(f"{node.func.id}() of a traced value")
        name = _numpy_name(node.func)
        if self.backend == "numba" and name in NUMBA_REFUSED:
            raise Unlowerable(NUMBA_REFUSED[name])
        refused = [k.arg for k in node.keywords if k.arg in _NUMBA_KEYWORDS]
        if refused and self.backend == "numba":
            module, keywords = ("nax", NUMBA_AXES.get(name)) if name in NUMBA_AXES else ("nord", NUMBA_ORDER.get(name))
            if keywords is None or any(k.arg not in keywords for k in node.keywords):
                raise Unlowerable(f"the keyword {refused[0]}= (Numba's numpy does not take it)")
            node.func = ast.copy_location(ast.Attribute(ast.Name(module, ast.Load()), name.replace(".", "_"),
                                                        ast.Load()), node.func)
        return self.generic_visit(node)

    def _traced(self, node) -> bool:
        return any(isinstance(n, ast.Name) and (n.id in self.locals or n.id in self.bound) for n in ast.walk(node))

    def visit_Name(self, node):
        name = node.id
        if name in self.locals or name in self.bound or name in ("np", "math", "jnp", "jax"):
            return node
        if name in PYTHON_HELPERS:
            helpers = JAX_HELPERS if self.backend == "jax" else NUMBA_HELPERS
            if name in helpers:
                return ast.copy_location(ast.parse(helpers[name], mode="eval").body, node)
            if self.backend == "jax" and name in JAX_REFUSED_HELPERS:
                raise Unlowerable(JAX_REFUSED_HELPERS[name])
            raise Unlowerable(f"the helper {name}() (numpy only)")
        if name in STRUCTURAL_BUILTINS or name in LOCAL_BUILTINS:
            return node
        raise Unlowerable(f"the name {name}")


# ------------------------------------------------------------------ common subexpressions
#: modules whose functions a kernel calls are pure: the same call gives the same value
_PURE_MODULES = frozenset({"np", "math", "jnp", "jax", *NUMBA_MODULES})
#: where a subexpression is evaluated only sometimes (a branch, a later operand of and / or, the
#: body of a comprehension or a lambda, which may also bind its names)
_LAZY_FIELDS = {ast.IfExp: ("body", "orelse"), ast.ListComp: ("elt", "generators"),
                ast.SetComp: ("elt", "generators"), ast.GeneratorExp: ("elt", "generators"),
                ast.DictComp: ("key", "value", "generators"), ast.Lambda: ("body",)}


def common_subexpressions(source: str, taken) -> tuple[list[tuple[str, str]], str]:
    """(assignments, expression): ``source`` with each call of a pure module's function made more
    than once (``np.max(x)`` twice in a log-sum-exp) computed once, into a local. A compiled kernel
    would otherwise run both: Numba does not merge two calls that each loop over an array.
    Only calls evaluated every time are taken (a call inside a branch of ``a if c else b`` is not
    moved out of it); locals are named ``common``, ``common_1``... avoiding ``taken``."""
    tree = ast.parse(source, mode="eval")
    taken = set(taken) | {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    assignments = []
    while True:
        repeated = _repeated_call(tree)
        if repeated is None:
            return assignments, _unparse(tree)
        name = next(n for n in ("common", *(f"common_{k}" for k in range(1, 1000))) if n not in taken)
        taken.add(name)
        assignments.append((name, ast.unparse(repeated)))
        tree = _Replace(repeated, name).visit(tree)


def _repeated_call(tree):
    """The smallest pure call that occurs twice and is evaluated every time, or None."""
    everywhere, eager = {}, set()

    def walk(node, lazy, bound):
        if _is_pure_call(node) and not bound & {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}:
            key = ast.dump(node)
            everywhere.setdefault(key, []).append(node)
            if not lazy:
                eager.add(key)
        lazy_fields = _LAZY_FIELDS.get(type(node), ())
        if lazy_fields and not isinstance(node, ast.IfExp):
            bound = bound | _bound(node)
        for field, value in ast.iter_fields(node):
            children = value if isinstance(value, list) else [value]
            for k, child in enumerate(children):
                if isinstance(child, ast.AST):
                    later_operand = isinstance(node, ast.BoolOp) and k > 0
                    walk(child, lazy or field in lazy_fields or later_operand, bound)

    walk(tree, False, frozenset())
    found = [nodes[0] for key, nodes in everywhere.items() if len(nodes) > 1 and key in eager]
    return min(found, key=lambda n: len(ast.dump(n)), default=None)


def _is_pure_call(node) -> bool:
    """A call of a function of a pure module (not of its random generators)."""
    path, f = [], node.func if isinstance(node, ast.Call) else None
    while isinstance(f, ast.Attribute):
        path.append(f.attr)
        f = f.value
    return isinstance(f, ast.Name) and f.id in _PURE_MODULES and bool(path) and "random" not in path


def _bound(node) -> set[str]:
    """The names a comprehension or a lambda binds inside itself."""
    if isinstance(node, ast.Lambda):
        return {a.arg for a in ast.walk(node.args) if isinstance(a, ast.arg)}
    return {n.id for g in node.generators for n in ast.walk(g.target) if isinstance(n, ast.Name)}


class _Replace(ast.NodeTransformer):
    """Each occurrence of ``expression`` becomes the local ``name``, except
    inside a scope that binds one of its names (there it is another value)."""

    def __init__(self, expression, name):
        self.key, self.name = ast.dump(expression), name
        self.names = {n.id for n in ast.walk(expression) if isinstance(n, ast.Name)}

    def generic_visit(self, node):
        if ast.dump(node) == self.key:
            return ast.copy_location(ast.Name(self.name, ast.Load()), node)
        if type(node) in _LAZY_FIELDS and not isinstance(node, ast.IfExp) and _bound(node) & self.names:
            return node
        return super().generic_visit(node)
