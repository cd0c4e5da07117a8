"""Compiling graphs: ``function``, its inputs and outputs, shared variables, modes, ``wrap_py``.

The names PyTensor's ``pytensor.compile`` has, from the modules that hold them. The checking
modes, ``as_op`` and the profiler load on first use: ``opspec.function`` imports this package, and
a program that compiles in FAST_RUN need not pay for DebugMode's checks (~1.4 ms of a warm start)
nor for ProfileStats (~0.4 ms).
"""
from opspec.compile.function import function  # noqa: F401  (first: the name is the function, not the module)
from opspec.compile.executor import AliasedMemoryError, Function  # noqa: F401
from opspec.compile.io import In, Out, SymbolicInput, SymbolicOutput  # noqa: F401
from opspec.compile.maker import FunctionMaker, UnusedInputError  # noqa: F401
from opspec.compile.mode import (  # noqa: F401
    FAST_COMPILE, FAST_RUN, OPT_FAST_COMPILE, OPT_FAST_RUN, OPT_MERGE, OPT_NONE, OPT_O2, OPT_O3, OPT_STABILIZE, Mode,
    get_default_mode, get_mode, optdb, predefined_modes, predefined_optimizers, register_mode, register_optimizer,
)
from opspec.compile.rebuild import rebuild_collect_shared  # noqa: F401
from opspec.compile.sharedvalue import SharedVariable, shared, shared_constructor  # noqa: F401


#: names loaded on first use -> their module (the copy ops live with the module that needs the
#: tensor library; opspec.compile.checking registers its modes by name when imported)
_LAZY = {"ProfileStats": "profiling", "DebugMode": "checking", "NanGuardMode": "checking", "FromFunctionOp": "ops", "as_op": "ops",
         "wrap_py": "ops", "DeepCopyOp": "ops", "deep_copy_op": "ops", "ViewOp": "ops", "view_op": "ops"}


def __getattr__(name):
    if name in _LAZY:
        import importlib
        return getattr(importlib.import_module(f"opspec.compile.{_LAZY[name]}"), name)
    raise AttributeError(f"module 'opspec.compile' has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(_LAZY))
