"""Loops in the graph: ``scan`` and its forms ``map``, ``reduce``, ``foldl``, ``foldr``.

A loop is an Op (``opspec.scan.op.Scan``) whose body is a graph compiled once; it has
gradients (back propagation through time), R_op, shape inference, and rewrites that move
out of the loop what does not change between steps (``opspec.scan.rewriting``). As in
PyTensor, ``opspec.scan(...)`` is the function: this package can be called.
"""
import sys
import types

from opspec.scan.basic import scan
from opspec.scan.op import Scan, ScanInfo
from opspec.scan.utils import until
from opspec.scan.views import foldl, foldr, map, reduce
import opspec.scan.rewriting  # noqa: F401,E402  (registers the scan rewrites)


class _CallablePackage(types.ModuleType):
    """``opspec.scan`` names this package and PyTensor's function: calling it calls ``scan``
    (whichever of the two ``import opspec.scan`` and ``opspec.scan`` left in place)."""

    def __call__(self, *args, **kwargs):
        return scan(*args, **kwargs)


sys.modules[__name__].__class__ = _CallablePackage

__all__ = ["scan", "map", "reduce", "foldl", "foldr", "until", "Scan", "ScanInfo"]
