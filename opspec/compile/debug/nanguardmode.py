"""PyTensor's path to NanGuardMode (it lives in ``opspec.compile.checking``)."""
from opspec.compile.checking import NanGuardError, NanGuardMode  # noqa: F401
