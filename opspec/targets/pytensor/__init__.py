"""``opspec generate --target pytensor``: the same specs as genuine PyTensor Ops.

Elementwise specs become PyTensor scalar ops inside ``Elemwise`` (C from the spec's scalar C
expression, fused and made inplace by PyTensor's own rewrites); the others become ``Op``\\ s whose
C backend calls the kernel opspec compiles from the spec's ``c:``. Every op registers Numba and
JAX implementations where its formulas lower to them. Needs ``pip install 'opspec[pytensor]'``
to import the generated modules; generating them needs only opspec.
"""
from opspec.targets.pytensor.generate import render_files

__all__ = ["render_files"]
