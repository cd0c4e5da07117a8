"""Tensors: types, variables, and the standard ops numpy-style (``ot.exp``, ``ot.dot``...).

The ops are generated from ``specs/`` into ``opspec.ops``; this namespace re-exports every
generated module's ops next to the hand-written helpers (``opspec.tensor.functions``...).

It loads lazily: importing it gives the types and variables; the first name it does not hold
yet binds the library's names, and a module is imported on the first use of one of its names
(``ot.exp`` imports opspec.ops.math only: ``opspec.ops.NAMES`` says which generated module holds
which name, opspec.tensor.hand_written which hand-written one); ``load_library()`` imports them
all now. So ``import opspec.tensor.type`` loads what a type needs, a program imports the op
modules it uses, and this namespace is where code below the library finds library ops by name
when it runs: the library is recursive at call time (``x + y`` makes an Add, Exp's gradient
multiplies), never at import time (README.md, "Design notes").
"""
import threading as _threading
from types import ModuleType as _ModuleType

from opspec.tensor.type import *  # noqa: F401,F403
from opspec.tensor.type import TensorType, tensor, scalar, vector, matrix, tensor3, tensor4  # noqa: F401
from opspec.tensor.variable import TensorConstant, TensorVariable  # noqa: F401
from opspec.tensor import shape as _shape_module  # noqa: F401  (PyTensor's module path; ``shape`` is the function)

del shape  # noqa: F821  (bound by the import above; the library binds the function)

#: names of opspec.tensor.basic, shape and extra_ops the namespace holds (their other names are
#: the library's, re-exported)
_BASIC = ("Split", "arange", "as_tensor_variable", "as_tensor", "constant", "diag", "diagonal", "eye",
          "get_scalar_constant_value", "get_underlying_scalar_constant_value", "stacklists", "horizontal_stack",
          "vertical_stack", "is_flat", "matrix_transpose",
          "identity_like", "join", "split", "tri", "tril", "triu")
_SHAPE = ("flatten", "get_vector_length", "shape_padaxis", "shape_padleft", "shape_padright", "SpecifyShape",
          "specify_shape", "specify_broadcastable")
_EXTRA = ("broadcast_arrays", "cumprod", "cumsum")
_LINALG = ("cross", "einsum", "kron", "tensordot", "trace")     # numpy's top-level names of opspec.tensor.linalg
#: PyTensor's crossings between scalar and tensor graphs, and its Elemwise of the scalar identity
_SCALAR_LAYER = ("tensor_from_scalar", "scalar_from_tensor", "TensorFromScalar", "ScalarFromTensor", "tensor_copy")

#: PyTensor's submodules of ``pytensor.tensor`` that opspec has, reachable as attributes without
#: importing them first (``pt.subtensor.set_subtensor``), as PyTensor's package imports them all.
#: ``shape``, ``sort`` and ``einsum`` are not here: the namespace's functions of those names win, as
#: in PyTensor. ``special`` is opspec.tensor.special once the library has it.
_SUBMODULES = ("basic", "elemwise", "exceptions", "extra_ops", "linalg", "math", "nlinalg", "random",
               "sharedvar", "slinalg", "special", "subtensor", "type", "type_other", "variable")

#: PyTensor's other names of library functions (``pt.power`` is ``pt.pow``)
_ALIASES = {"square": "sqr", "true_divide": "true_div", "divide": "true_div", "floor_divide": "int_div",
            "floor_div": "int_div", "power": "pow", "negative": "neg", "bitwise_and": "and_", "bitwise_or": "or_",
            "bitwise_xor": "xor", "bitwise_not": "invert", "abs_": "abs", "dense_dot": "dot", "extract_diag": "extractdiag", "greater": "gt",
            "greater_equal": "ge", "less": "lt", "less_equal": "le", "equal": "eq", "not_equal": "neq",
            "remainder": "mod", "round": "round_half_to_even", "around": "round_half_to_even", "conjugate": "conj"}

#: names of the library that are submodules imported on first use, not when the library binds
#: (``ot.random.normal``: opspec.tensor.random loads numpy.random, ~8 ms of a new process)
_ON_FIRST_USE = ("random",)

_lock = _threading.RLock()
_state = {"bound": False, "loader": None, "everything": False}     # loader: the thread binding the names
#: library names bound on first use: name -> (module, its attribute, or None: the module); they are
#: bound here when their module is imported (``_import_owner``)
_LAZY: dict = {}
_LAZY_BY_MODULE: dict = {}      # module -> the names _LAZY gives it
_imported: set = set()           # modules of _LAZY whose names are bound


def load_library():
    """Bind every name of the op library here, importing every module that holds one (the
    first use of a name imports only its own module)."""
    if _state["everything"]:
        return
    _bind_names()
    for module in list(_LAZY_BY_MODULE):
        _import_owner(module)
    _state["everything"] = True


def _bind_names():
    """Bind the library's names (each imported on first use), once."""
    if _state["bound"]:
        return
    with _lock:
        if _state["bound"]:
            return
        _state["loader"] = _threading.get_ident()
        try:
            eager, lazy = _library_names()
            _LAZY.update(lazy)
            for name, (module, _) in lazy.items():
                _LAZY_BY_MODULE.setdefault(module, []).append(name)
            globals().update(eager)
            _state["bound"] = True
        finally:
            _state["loader"] = None


def _import_owner(module: str):
    """Import ``module`` (a name of _LAZY_BY_MODULE) and bind the names it owns here."""
    if module in _imported:
        return
    import importlib
    with _lock:
        if module in _imported:
            return
        loaded = importlib.import_module(module)
        names = globals()
        for name in _LAZY_BY_MODULE.get(module, ()):
            attribute = _LAZY[name][1]
            names[name] = loaded if attribute is None else getattr(loaded, attribute)
        _imported.add(module)


def _library_names() -> tuple[dict, dict]:
    """The library's names, as they were always bound (a later module's name wins): ``(eager,
    lazy)``: the values of names held by modules already imported (opspec.tensor.basic, shape) and,
    for the others, (module, attribute, None for the module itself) to import on first use: a
    hand-written module's (opspec.tensor.hand_written), a generated one's (``opspec.ops.NAMES``) and
    those named here (``_EXTRA``, ``_LINALG``...)."""
    import opspec.ops
    import opspec.tensor.basic as basic
    from opspec.tensor.hand_written import MODULES as HAND_WRITTEN

    eager: dict = {}
    lazy: dict = {}

    def put(values: dict):
        eager.update(values)
        for name in values:
            lazy.pop(name, None)

    def defer(module: str, names, attribute=lambda name: name):
        for name in names:
            eager.pop(name, None)
            lazy[name] = (module, attribute(name))

    def defer_hand_written(modules):
        for module in modules:
            defer(f"opspec.tensor.{module}", HAND_WRITTEN[module])

    put({n: getattr(basic, n) for n in _BASIC})
    defer_hand_written(("functions", "kernels", "indexing", "construct_rules", "linalg_rules", "special_values",
                        "blas_kernels"))
    for module in opspec.ops.MODULES:
        defer(f"opspec.ops.{module}", opspec.ops.NAMES[module])
    put({n: getattr(_shape_module, n) for n in _SHAPE})
    defer("opspec.tensor.functions", ["shape"])
    defer("opspec.tensor.extra_ops", _EXTRA)
    # numpy's signatures over ops of the same names: they win
    defer_hand_written(("sorting", "construction", "rearrange", "statistics"))
    defer("opspec.tensor.linalg", _LINALG)
    defer("opspec.tensor.linalg", ["linalg"], lambda name: None)   # ot.linalg.solve(...), as numpy's np.linalg
    defer("opspec.tensor.sharedvar", ["TensorSharedVariable"])
    defer("opspec.gradient", ["grad", "jacobian", "hessian"])
    defer("opspec.tensor.type_other", ["NoneConst", "none_type_t"])
    defer("opspec.tensor.elemwise", ["Elemwise"])   # the base class, for code below the library asking what a node is
    for alias, name in _ALIASES.items():
        if name in lazy:
            defer(lazy[name][0], [alias], lambda _: lazy[name][1])
        else:
            put({alias: eager[name]})
    return eager, lazy


def _library_owner(name: str) -> str | None:
    """The module holding library name ``name`` while it is not imported, else None."""
    _bind_names()
    owner = _LAZY.get(name)
    return owner[0] if owner is not None and owner[0] not in _imported else None


def _public() -> list:
    """``__all__``: every name of the library (generated modules' too, imported or not), not the
    submodules that happen to be imported (but ``linalg``, which the library binds)."""
    names = {n for n, v in globals().items()
             if not n.startswith("_") and n != "load_library" and (n == "linalg" or not isinstance(v, _ModuleType))}
    return sorted(names | set(_LAZY) | set(_ON_FIRST_USE))


def __getattr__(name):
    if name == "floatX":
        from opspec.configuration import config
        return config.floatX
    if name.startswith("__") and name != "__all__":
        raise AttributeError(name)
    if name in _SUBMODULES:
        return _submodule(name)
    if _state["loader"] == _threading.get_ident():      # a submodule being imported (the import
        # system asks for it first), or a library module using this namespace at import time
        raise AttributeError(f"opspec.tensor.{name} is not bound while the library loads (a library "
                             "module must not use opspec.tensor's names at import time)")
    _bind_names()
    if name == "__all__":
        return _public()
    if name in _LAZY:
        _import_owner(_LAZY[name][0])
    elif name in _SCALAR_LAYER:   # made of the library (opspec.scalar), so found when first asked for
        import opspec.scalar.lift as scalar_lift
        return getattr(scalar_lift, name)
    try:
        return globals()[name]
    except KeyError:
        raise AttributeError(f"module 'opspec.tensor' has no attribute {name!r}") from None


def __dir__():
    _bind_names()
    return _public()


def _submodule(name):
    """``opspec.tensor.<name>``, imported now (the import binds it here for later lookups)."""
    import importlib

    try:
        return importlib.import_module(f"opspec.tensor.{name}")
    except ModuleNotFoundError as err:
        if err.name != f"opspec.tensor.{name}":
            raise
        raise AttributeError(f"module 'opspec.tensor' has no attribute {name!r}") from None


def __dir__():
    load_library()
    return sorted(globals())
