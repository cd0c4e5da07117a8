"""TensorType: an ndarray's dtype and static shape (None = unknown, 1 = broadcastable)."""
from __future__ import annotations

import hashlib

import numpy as np

from opspec.configuration import config
from opspec.graph.basic import Variable
from opspec.graph.type import Type
from opspec.kernels.dtypes import DTYPE_CLASSES, INTEGER_DTYPES  # re-exported: the one table

_RANK_NAMES = {0: "scalar", 1: "vector", 2: "matrix"}


def dtype_name(dtype) -> str:
    return "floatX" if dtype == "floatX" else np.dtype(dtype).name


class TensorType(Type):
    """The type of ndarrays of one dtype and rank, with optional static sizes."""

    def __init__(self, dtype, shape=None, broadcastable=None, name=None):
        if dtype == "floatX":
            dtype = config.floatX
        self.dtype = np.dtype(dtype).name
        self._np_dtype = np.dtype(self.dtype)
        if shape is None:
            if broadcastable is None:
                raise TypeError("TensorType needs a shape (or broadcastable pattern)")
            shape = tuple(1 if b else None for b in broadcastable)
        self.shape = tuple(None if s is None else int(s) for s in shape)
        if any(s is not None and s < 0 for s in self.shape):
            raise ValueError(f"negative static size in shape {self.shape}")
        self.name = name
        self._hash = hash((TensorType, self.dtype, self.shape))

    # ------------------------------------------------------------------ descriptions
    @property
    def ndim(self):
        return len(self.shape)

    @property
    def broadcastable(self):
        return tuple(s == 1 for s in self.shape)

    @property
    def numpy_dtype(self):
        return np.dtype(self.dtype)

    def __eq__(self, other):
        return type(other) is type(self) and other.dtype == self.dtype and other.shape == self.shape

    def __hash__(self):
        return self._hash

    def __str__(self):
        if self.name:
            return self.name
        rank = _RANK_NAMES.get(self.ndim, f"{self.ndim}-d tensor")
        if all(s is None for s in self.shape):
            return f"{self.dtype} {rank}"
        dims = ", ".join("?" if s is None else str(s) for s in self.shape)
        return f"{self.dtype} {rank} of shape ({dims}{',' if self.ndim == 1 else ''})"

    __repr__ = __str__

    def clone(self, dtype=None, shape=None):
        return TensorType(self.dtype if dtype is None else dtype, self.shape if shape is None else shape)

    # ------------------------------------------------------------------ values
    def filter(self, data, strict=False, allow_downcast=None):
        # dtype equality, not names: a byte-swapped float64 is named "float64" too, and kernels,
        # perform and the caller (numpy returns native arrays) all expect native byte order
        if type(data) is np.ndarray and (data.dtype is self._np_dtype or data.dtype == self._np_dtype):
            pass
        elif strict:
            if isinstance(data, np.ndarray):
                raise TypeError(f"expected a {self}, got a {data.dtype} array")
            raise TypeError(f"expected a {self} (numpy array), got {type(data).__name__}")
        else:
            data = self._convert(data, allow_downcast)
        if data.ndim != self.ndim:
            raise TypeError(f"expected a {self}, got a {data.dtype} array with {data.ndim} dimensions "
                            f"(shape {data.shape})")
        for i, (want, got) in enumerate(zip(self.shape, data.shape)):
            if want is not None and want != got:
                raise TypeError(f"expected a {self}, got shape {data.shape} (dimension {i} must be {want})")
        return data

    def _convert(self, data, allow_downcast):
        """``data`` (not yet an array of this dtype) converted as the ``allow_downcast`` policy
        allows: True: any cast; otherwise arrays only by safe casts, and Python values (numbers,
        lists, numpy scalars) when their values survive the conversion exactly, or (policy None)
        when they are floats and this dtype is floatX."""
        if isinstance(data, Variable):
            raise TypeError(f"expected an array-like value for a {self}, got the symbolic variable {data} "
                            "(a function takes values; a shared variable's value is var.get_value())")
        arr = np.asarray(data)
        if arr.dtype == object:
            raise TypeError(f"expected a {self}, got {type(data).__name__} {data!r}")
        if arr.dtype == self._np_dtype:
            return arr
        target = self.numpy_dtype
        if allow_downcast:
            return arr.astype(target)
        if np.can_cast(arr.dtype, target, "safe"):
            return arr.astype(target)
        if not isinstance(data, np.ndarray):
            if allow_downcast is None and isinstance(data, (float, np.floating)) and self.dtype == config.floatX:
                return arr.astype(target)
            with np.errstate(all="ignore"):
                # numpy's own conversion: a Python int out of the dtype's range is its OverflowError
                converted = np.asarray(data, dtype=target)
            if _same_values(arr, converted):
                return converted
        raise TypeError(f"expected a {self}, got a {arr.dtype} {_RANK_NAMES.get(arr.ndim, 'array')}: "
                        f"casting {arr.dtype} to {self.dtype} could lose information "
                        "(cast it yourself, or pass allow_input_downcast=True)")

    def is_valid_value(self, data):
        return (isinstance(data, np.ndarray) and data.dtype == self._np_dtype and data.ndim == self.ndim
                and all(s is None or s == d for s, d in zip(self.shape, data.shape)))

    def values_eq(self, a, b):
        a, b = np.asarray(a), np.asarray(b)
        return a.shape == b.shape and a.dtype == b.dtype and bool(np.all((a == b) | (np.isnan(a) & np.isnan(b))
                                                                          if a.dtype.kind in "fc" else a == b))

    def values_eq_approx(self, a, b, rtol=None, atol=None):
        a, b = np.asarray(a), np.asarray(b)
        if a.shape != b.shape:
            return False
        if a.dtype.kind not in "fc" and b.dtype.kind not in "fc":
            return bool(np.array_equal(a, b))
        default_rtol, default_atol = tolerance(a.dtype, b.dtype)
        return bool(np.allclose(a, b, rtol=default_rtol if rtol is None else rtol,
                                atol=default_atol if atol is None else atol, equal_nan=True))

    def constant_signature(self, data):
        data = np.ascontiguousarray(data)
        raw = data.tobytes()
        if len(raw) > 64:
            raw = hashlib.blake2b(raw, digest_size=20).digest()
        return (self, data.shape, raw)

    def convert_variable(self, var):
        """``var`` as a variable of this type: itself when its type says at least as much, else
        a SpecifyShape of the sizes this type knows and ``var``'s does not (a rewrite may find a
        replacement whose shape is less static, e.g. ``reshape(x, 3, 3) -> x``); None when the
        dtype, the rank or a known size differ."""
        other = var.type
        if other == self:
            return var
        if not isinstance(other, TensorType) or other.dtype != self.dtype or other.ndim != self.ndim:
            return None
        if self.is_super(other):
            return var
        if any(s is not None and o is not None and s != o for s, o in zip(self.shape, other.shape)):
            return None
        from opspec.tensor.shape import specify_shape
        return specify_shape(var, self.shape)

    def is_super(self, other):
        """Whether every value of ``other`` fits this type (same dtype and rank, sizes compatible)."""
        return (isinstance(other, TensorType) and other.dtype == self.dtype and other.ndim == self.ndim
                and all(s is None or s == o for s, o in zip(self.shape, other.shape)))

    def value_zeros(self, shape):
        return np.zeros(shape, dtype=self.dtype)

    @staticmethod
    def may_share_memory(a, b):
        return isinstance(a, np.ndarray) and isinstance(b, np.ndarray) and np.may_share_memory(a, b)

    def make_variable(self, name=None):
        from opspec.tensor.variable import TensorVariable
        return TensorVariable(self, None, None, name)

    def make_constant(self, value, name=None):
        from opspec.tensor.variable import TensorConstant
        return TensorConstant(self, value, name)


def _same_values(a, b):
    with np.errstate(invalid="ignore"):
        return bool(np.all((a == b) | (np.isnan(a) & np.isnan(b)) if a.dtype.kind in "fc" else a == b))


def tolerance(*dtypes) -> tuple[float, float]:
    """(rtol, atol) for comparing values of these dtypes, loosened by ``config.sloppy``."""
    narrow = min(np.finfo(np.dtype(d)).bits if np.dtype(d).kind in "fc" else 64 for d in dtypes)
    rtol, atol = {16: (5e-3, 5e-3), 32: (1e-4, 1e-5)}.get(narrow, (1e-5, 1e-8))
    scale = (1, 10, 100)[min(config.sloppy, 2)]
    return rtol * scale, atol * scale


def _is_dtype_name(value) -> bool:
    """Whether a first argument of ``tensor`` is a dtype (anything but a str is; a str when it
    is a dtype's name)."""
    if not isinstance(value, str):
        return value is not None
    if value == "floatX":
        return True
    try:
        return np.dtype(value).name == value
    except TypeError:
        return False


def tensor(*args, dtype=None, shape=None, name=None, ndim=None, broadcastable=None):
    """A symbolic tensor; ``shape`` entries are None (unknown) or sizes, ``ndim`` for all unknown.

    PyTensor's form ``tensor("x", dtype="float32", shape=(None, 3))`` takes the name first;
    opspec's ``tensor("float32", (None, 3), name="x")`` the dtype and shape (a first argument
    that is a dtype name is a dtype: PyTensor refuses such names).
    """
    args = list(args)
    if len(args) > 2:
        raise TypeError(f"tensor() takes at most 2 positional arguments, got {len(args)}")
    if args and dtype is None and _is_dtype_name(args[0]):
        dtype = args.pop(0)
        if args:
            if shape is not None:
                raise TypeError("tensor() got the shape twice")
            shape = args.pop()
    elif args:
        if name is not None:
            raise TypeError("tensor() got the name twice")
        name = args.pop(0)
        if args:
            raise TypeError("tensor(name, ...) takes the other arguments by keyword: dtype=..., shape=...")
    if shape is None and broadcastable is not None:
        shape = tuple(1 if b else None for b in broadcastable)
    if shape is None:
        shape = (None,) * (ndim or 0)
    elif ndim is not None and ndim != len(shape):
        raise ValueError(f"tensor(): shape {tuple(shape)} does not have ndim={ndim} dimensions")
    return TensorType(dtype or "floatX", shape).make_variable(name)


def scalar(name=None, dtype="floatX"):
    return tensor(dtype, (), name=name)


def vector(name=None, dtype="floatX", shape=None):
    return tensor(dtype, shape or (None,), name=name)


def matrix(name=None, dtype="floatX", shape=None):
    return tensor(dtype, shape or (None, None), name=name)


def row(name=None, dtype="floatX"):
    """A matrix of one row: static shape (1, None)."""
    return tensor(dtype, (1, None), name=name)


def col(name=None, dtype="floatX"):
    """A matrix of one column: static shape (None, 1)."""
    return tensor(dtype, (None, 1), name=name)


def tensor3(name=None, dtype="floatX", shape=None):
    return tensor(dtype, shape or (None,) * 3, name=name)


def tensor4(name=None, dtype="floatX", shape=None):
    return tensor(dtype, shape or (None,) * 4, name=name)


def tensor5(name=None, dtype="floatX", shape=None):
    return tensor(dtype, shape or (None,) * 5, name=name)


def tensor6(name=None, dtype="floatX", shape=None):
    return tensor(dtype, shape or (None,) * 6, name=name)


def tensor7(name=None, dtype="floatX", shape=None):
    return tensor(dtype, shape or (None,) * 7, name=name)


def _plural(single):
    """``xs(3)``: three unnamed; ``xs("a", "b")``: named a and b; ``xs("abc")``: one per
    letter; ``xs("a")``: a single variable (PyTensor's naming)."""
    def many(*names, **kwargs):
        if names and isinstance(names[0], int):
            if len(names) != 1:
                raise TypeError("give either a count or names")
            return [single(None, **kwargs) for _ in range(names[0])]
        if len(names) == 1:
            names = names[0]
        if len(names) == 1:
            return single(names[0] if isinstance(names, (list, tuple)) else names, **kwargs)
        return [single(name, **kwargs) for name in names]
    return many


_PREFIXES = {"b": "int8", "w": "int16", "i": "int32", "l": "int64", "f": "float32", "d": "float64",
             "c": "complex64", "z": "complex128"}
_RANKS = {"scalar": (), "vector": (None,), "matrix": (None, None), "row": (1, None), "col": (None, 1),
          "tensor3": (None,) * 3, "tensor4": (None,) * 4, "tensor5": (None,) * 5, "tensor6": (None,) * 6,
          "tensor7": (None,) * 7}
_PLURALS = {"scalar": "scalars", "vector": "vectors", "matrix": "matrices", "row": "rows", "col": "cols",
            "tensor3": "tensor3s", "tensor4": "tensor4s", "tensor5": "tensor5s", "tensor6": "tensor6s",
            "tensor7": "tensor7s"}

# dvector, fmatrix, ...: TensorType instances, so ``itypes=[dvector]`` and ``dvector("x")`` both work
for _p, _dt in _PREFIXES.items():
    for _r, _nd in _RANKS.items():
        _t = TensorType(_dt, _nd)
        globals()[f"{_p}{_r}"] = _t
        globals()[f"{_p}{_PLURALS[_r]}"] = _plural(_t)
for _r in _RANKS:
    globals()[_PLURALS[_r]] = _plural(globals()[_r])
del _p, _dt, _r, _nd, _t

#: PyTensor's dtype groups
int_dtypes = DTYPE_CLASSES["int"]
uint_dtypes = DTYPE_CLASSES["uint"]
float_dtypes = DTYPE_CLASSES["float"]
complex_dtypes = DTYPE_CLASSES["complex"]
integer_dtypes = INTEGER_DTYPES
discrete_dtypes = ("bool",) + integer_dtypes
continuous_dtypes = float_dtypes + complex_dtypes
all_dtypes = discrete_dtypes + continuous_dtypes

#: PyTensor's groups of ready-made types by dtype kind and rank
int_types = int_scalar_types = (bscalar, wscalar, iscalar, lscalar)  # noqa: F821 (bound by the loop above)
float_types = float_scalar_types = (fscalar, dscalar)  # noqa: F821
complex_types = complex_scalar_types = (cscalar, zscalar)  # noqa: F821
int_vector_types = (bvector, wvector, ivector, lvector)  # noqa: F821
float_vector_types = (fvector, dvector)  # noqa: F821
complex_vector_types = (cvector, zvector)  # noqa: F821
int_matrix_types = (bmatrix, wmatrix, imatrix, lmatrix)  # noqa: F821
float_matrix_types = (fmatrix, dmatrix)  # noqa: F821
complex_matrix_types = (cmatrix, zmatrix)  # noqa: F821
_TYPE_GROUPS = [f"{kind}_{rank}types" for kind in ("int", "float", "complex") for rank in ("", "scalar_", "vector_",
                                                                                           "matrix_")]


def values_eq_approx_always_true(a, b):
    """A ``values_eq_approx`` accepting any pair (for values no check can compare)."""
    return True


__all__ = ["TensorType", "tensor", "scalar", "vector", "matrix", "row", "col", "tensor3", "tensor4", "tensor5",
           "tensor6", "tensor7", *_TYPE_GROUPS,
           "DTYPE_CLASSES", "tolerance", "int_dtypes", "uint_dtypes", "float_dtypes", "complex_dtypes",
           "integer_dtypes", "discrete_dtypes", "continuous_dtypes", "all_dtypes",
           "values_eq_approx_always_true"] + [f"{p}{n}" for p in _PREFIXES for r in _RANKS for n in (r, _PLURALS[r])] + [
           _PLURALS[r] for r in _RANKS]
