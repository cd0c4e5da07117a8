"""Compiling graphs: ``function``, its inputs and outputs, shared variables, modes, ``wrap_py``.

The names PyTensor's ``pytensor.compile`` has, from the modules that hold them.
"""
from opspec.compile.function import function  # noqa: F401  (first: the name is the function, not the module)
from opspec.compile.executor import AliasedMemoryError, Function  # noqa: F401
from opspec.compile.io import In, Out, SymbolicInput, SymbolicOutput  # noqa: F401
from opspec.compile.maker import FunctionMaker, UnusedInputError  # noqa: F401
from opspec.compile.mode import (  # noqa: F401
    FAST_COMPILE, FAST_RUN, OPT_FAST_COMPILE, OPT_FAST_RUN, OPT_MERGE, OPT_NONE, OPT_O2, OPT_O3, OPT_STABILIZE, Mode,
    get_default_mode, get_mode, optdb, predefined_modes, predefined_optimizers, register_mode, register_optimizer,
)
from opspec.compile.checking import DebugMode, NanGuardMode  # noqa: F401  (registers them as named modes)
from opspec.compile.ops import FromFunctionOp, as_op, wrap_py  # noqa: F401
from opspec.compile.profiling import ProfileStats  # noqa: F401
from opspec.compile.rebuild import rebuild_collect_shared  # noqa: F401
from opspec.compile.sharedvalue import SharedVariable, shared, shared_constructor  # noqa: F401


def __getattr__(name):
    # the copy ops live with the module that needs the tensor library
    if name in ("DeepCopyOp", "deep_copy_op", "ViewOp", "view_op"):
        from opspec.compile import ops
        return getattr(ops, name)
    raise AttributeError(f"module 'opspec.compile' has no attribute {name!r}")
