"""Arrays for differential fuzzing: edge values of every dtype, and every memory layout a caller
can hand a compiled function (C, Fortran, strided, reversed, broadcast, unaligned, byte-swapped,
read-only), all drawn by hypothesis so that a failure shrinks and replays."""
from __future__ import annotations

import numpy as np
from hypothesis import strategies as st

from opspec.kernels.dtypes import DTYPE_CLASSES, class_members

#: every dtype a tensor may have, widest classes last (hypothesis shrinks towards the first)
ALL_DTYPES = ("float64", "int64", "bool", "float32", "int8", "int16", "int32", "uint8", "uint16",
              "uint32", "uint64", "float16", "complex128", "complex64")

LAYOUTS = ("C", "F", "strided", "reversed", "broadcast", "unaligned", "byteswapped", "readonly")


def float_edges(dtype) -> list:
    info = np.finfo(dtype)
    return [0.0, -0.0, 1.0, -1.0, 0.5, np.nan, np.inf, -np.inf, float(info.max), float(-info.max),
            float(info.tiny), float(info.smallest_subnormal), -float(info.smallest_subnormal), 1e-7, 3.0]


def int_edges(dtype) -> list:
    info = np.iinfo(dtype)
    return sorted({0, 1, -1 if info.min < 0 else 2, 2, 7, info.min, info.max, info.max // 2 + 1,
                   info.min + 1, info.max - 1})


def elements(dtype, small: bool = False):
    """Scalars of ``dtype``: edges (nan, inf, -0.0, subnormals, the extremes) mixed with
    ordinary values; ``small``: sizes and indices (|v| <= 6), which must not allocate gigabytes."""
    dt = np.dtype(dtype)
    if dt.kind == "b":
        return st.booleans()
    if dt.kind in "iu":
        info = np.iinfo(dt)
        if small:
            return st.integers(max(info.min, -6), min(info.max, 6))
        return st.one_of(st.integers(-4, 9).filter(lambda v: info.min <= v <= info.max),
                         st.sampled_from(int_edges(dt)), st.integers(int(info.min), int(info.max)))
    if dt.kind == "f":
        if small:       # quarters: arange(0, 5, 1e-9) would fill gigabytes
            return st.one_of(st.integers(-24, 24).map(lambda v: v / 4),
                             st.sampled_from([-0.0, np.nan, np.inf, -np.inf]))
        return st.one_of(st.floats(-4, 4, width=dt.itemsize * 8), st.sampled_from(float_edges(dt)),
                         st.floats(width=dt.itemsize * 8))
    part = elements("float64" if dt.itemsize == 16 else "float32", small)
    return st.builds(complex, part, part)


@st.composite
def arrays(draw, dtype, shape, small=False):
    """A C-contiguous array of ``dtype`` and ``shape`` with edge values."""
    size = int(np.prod(shape, dtype=np.int64))
    flat = draw(st.lists(elements(dtype, small), min_size=size, max_size=size))
    with np.errstate(all="ignore"):
        return np.array(flat, dtype=dtype).reshape(shape)


def dtypes_of(dtype_class: str) -> tuple:
    """The dtypes a spec's input class admits (``float``, ``int|uint|bool``, a dtype...)."""
    return class_members(dtype_class)


def dtype_for(draw, dtype_class: str, outside: float = 0.15) -> str:
    """A dtype of the class, or now and then any dtype (numpy decides what those give)."""
    members = [d for d in ALL_DTYPES if d in dtypes_of(dtype_class)] or list(dtypes_of(dtype_class))
    if draw(st.integers(0, 99)) < outside * 100:
        return draw(st.sampled_from(ALL_DTYPES))
    return draw(st.sampled_from(members))


def with_layout(value: np.ndarray, layout: str) -> np.ndarray:
    """``value``'s elements in another memory layout (``broadcast`` repeats its first element
    along the first axis of size > 1, as a 0-stride view: the values change, so apply layouts
    before computing a reference)."""
    value = np.asarray(value)
    if layout == "C" or value.ndim == 0 and layout in ("F", "strided", "reversed", "broadcast"):
        return np.array(value, order="C", copy=True)
    if layout == "F":
        return np.asfortranarray(value.copy())
    if layout == "strided":
        big = np.zeros(tuple(2 * n + 1 for n in value.shape), dtype=value.dtype)
        view = big[tuple(slice(1, None, 2) for _ in value.shape)]
        view[...] = value
        return view
    if layout == "reversed":
        flip = tuple(slice(None, None, -1) for _ in value.shape)
        return np.ascontiguousarray(value[flip])[flip]
    if layout == "broadcast":
        axis = next((a for a, n in enumerate(value.shape) if n > 1), None)
        if axis is None:
            return np.broadcast_to(value.copy(), value.shape)
        first = np.take(value, [0], axis=axis)
        return np.broadcast_to(first, value.shape)
    if layout == "unaligned":
        record = np.zeros(value.shape, dtype=[("pad", "u1"), ("v", value.dtype)])
        record["v"] = value
        return record["v"]
    if layout == "byteswapped":
        return value.astype(value.dtype.newbyteorder())
    if layout == "readonly":
        out = value.copy()
        out.setflags(write=False)
        return out
    raise ValueError(layout)


def bits(value: np.ndarray) -> bytes:
    """The exact content of an array (dtype, shape and every bit, nan payloads and -0.0 too)."""
    value = np.asarray(value)
    native = value.astype(value.dtype.newbyteorder("="), copy=True)
    return repr((native.dtype.str, native.shape)).encode() + np.ascontiguousarray(native).tobytes()


@st.composite
def broadcast_shapes(draw, n: int, max_dims: int = 3, mismatch: float = 0.05):
    """Shapes of ``n`` operands that broadcast together (sizes 0, 1, 2, 3, 5; fewer dimensions
    and size-1 dimensions), and now and then shapes that do not."""
    ndim = draw(st.integers(0, max_dims))
    base = [draw(st.sampled_from([2, 3, 1, 0, 5])) for _ in range(ndim)]
    shapes = []
    for _ in range(n):
        k = draw(st.integers(0, ndim)) if draw(st.booleans()) else ndim
        shape = [1 if draw(st.integers(0, 3)) == 0 else size for size in base[ndim - k:]]
        shapes.append(tuple(shape))
    if n > 1 and ndim and draw(st.integers(0, 99)) < mismatch * 100:
        i = draw(st.integers(0, n - 1))
        if shapes[i]:
            shape = list(shapes[i])
            shape[-1] = shape[-1] + 2
            shapes[i] = tuple(shape)
    return shapes


__all__ = ["ALL_DTYPES", "LAYOUTS", "DTYPE_CLASSES", "arrays", "bits", "broadcast_shapes", "dtype_for",
           "dtypes_of", "elements", "with_layout"]
