"""numpy's broadcasting of shapes, stated once for every kind of size the runtime meets.

Sizes are ints (arrays at run time), unknown static sizes (None, or any object standing for
one, compared by identity) or symbolic sizes (graph variables), which only the caller knows how
to combine: it passes ``join(a, b)``, the size of a dimension of sizes a and b, checked when run
as numpy checks it (the tensor runtime builds ``broadcast_size``): a symbolic size next to a
known one is joined with it too, so ``(x + y).shape`` raises where computing ``x + y`` would.
Elementwise kernels iterate the same way (opspec_kernel.h's iterator checks it again in C).
"""
from __future__ import annotations

import numpy as np


def _is_int(size) -> bool:
    return isinstance(size, (int, np.integer)) and not isinstance(size, bool)


def broadcast_shapes(shapes, join=None, what: str = "shapes", names=None) -> tuple:
    """The broadcast of ``shapes`` (aligned on the right, numpy's rule). Known sizes other than
    1 must agree: a ValueError names ``what`` and the shapes (each by its name in ``names``)."""
    shapes = [tuple(s) for s in shapes]
    ndim = max((len(s) for s in shapes), default=0)
    out = []
    for axis in range(ndim):
        sizes = [s[axis - ndim + len(s)] for s in shapes if axis - ndim + len(s) >= 0]
        known = {int(d) for d in sizes if _is_int(d) and d != 1}
        if len(known) > 1:
            listed = ", ".join(f"{n} {s}" for n, s in zip(names, shapes)) if names else ", ".join(map(str, shapes))
            raise ValueError(f"{what}: shapes do not broadcast: {listed} (sizes {sorted(known)} in dimension "
                             f"{axis})")
        rest = [d for d in sizes if not _is_int(d)]      # unknown or symbolic
        if known and join is None:
            out.append(known.pop())      # (unknown static sizes: the known one is the result's)
            continue
        size = known.pop() if known else rest.pop(0) if rest else 1
        for other in rest:
            if other is not size:
                if join is None:
                    raise TypeError(f"{what}: cannot broadcast the sizes {size!r} and {other!r}")
                size = join(size, other)
        out.append(size)
    return tuple(out)
