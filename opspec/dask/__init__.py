"""Run compiled graphs on dask: ``opspec.function(..., mode="DASK")`` or ``opspec.dask.function``.

The graph is compiled as usual (rewrites, fusion), then lowered node by node to dask arrays
whose blocks opspec's own kernels compute (``opspec.dask.lowering``), locally out of core or
on a ``dask.distributed`` cluster. dask is an optional dependency (``pip install 'opspec[dask]'``):
nothing outside this package imports it.
"""
try:
    import dask.array  # noqa: F401
except ImportError as err:      # pragma: no cover (the test environment has dask)
    raise ImportError("opspec's mode DASK needs dask: pip install 'opspec[dask]'") from err

from opspec.compile.mode import predefined_modes, register_mode
from opspec.dask.function import DaskFunction, DaskMode, function
from opspec.dask.lowering import LoweringError, UnsupportedOpError

if "DASK" not in predefined_modes:
    register_mode("DASK", DaskMode())

__all__ = ["function", "DaskFunction", "DaskMode", "UnsupportedOpError", "LoweringError"]
