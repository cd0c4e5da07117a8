"""PyTensor's path to DebugMode and its errors (they live in ``opspec.compile.checking``)."""
from opspec.compile.checking import (  # noqa: F401
    BadDestroyMap, BadOptimization, BadThunkOutput, BadViewMap, DebugMode, DebugModeError, InvalidValueError,
    StochasticOrder, str_diagnostic,
)
