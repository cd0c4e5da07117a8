"""ScalarType: the type of a single number of one dtype, PyTensor's ``pytensor.scalar`` types.

Scalar graphs describe what an elementwise op computes at one position; their variables hold
numpy scalars. The types are cached per dtype (``ScalarType("float64") is float64``) and
variables built from them have the scalar operators (``x + y`` is ``scalar.add(x, y)``).
"""
from __future__ import annotations

import numpy as np

from opspec.graph.basic import Constant, Variable
from opspec.graph.type import Type

#: every dtype a scalar can have, in PyTensor's order
DTYPES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "float16", "float32", "float64", "complex64", "complex128")


class ScalarType(Type):
    """One number of ``dtype``; ``ScalarType(d)`` returns the shared instance for ``d``."""

    _cache: dict = {}
    ndim = 0
    shape = ()
    broadcastable = ()

    def __new__(cls, dtype):
        dtype = np.dtype("float64" if dtype == "floatX" else dtype).name
        if dtype not in DTYPES:
            raise TypeError(f"ScalarType: unsupported dtype {dtype!r} (one of {', '.join(DTYPES)})")
        key = (cls, dtype)
        if key not in cls._cache:
            self = super().__new__(cls)
            self.dtype = dtype
            cls._cache[key] = self
        return cls._cache[key]

    def __getnewargs__(self):          # pickles as its dtype, and unpickles as the shared instance
        return (self.dtype,)

    def __eq__(self, other):
        return type(other) is type(self) and other.dtype == self.dtype

    def __hash__(self):
        return hash((type(self), self.dtype))

    def __str__(self):
        return self.dtype

    def __repr__(self):
        return f"ScalarType({self.dtype})"

    def filter(self, data, strict: bool = False, allow_downcast: bool | None = None):
        """``data`` as a numpy scalar of this dtype; a lossy conversion needs ``allow_downcast``
        (and ``strict`` accepts only that dtype already)."""
        if strict:
            if not (isinstance(data, np.generic) and data.dtype.name == self.dtype):
                raise TypeError(f"{self}: expected a numpy {self.dtype} scalar, got {data!r}")
            return data
        array = np.asarray(data)
        if array.ndim != 0:
            raise TypeError(f"{self}: expected a scalar, got an array of shape {array.shape}")
        converted = array.astype(self.dtype)
        if not allow_downcast and array.dtype != converted.dtype:
            with np.errstate(invalid="ignore"):
                same = converted == array or (np.isnan(array) and np.isnan(converted)
                                              if array.dtype.kind in "fc" else False)
            if not (same or np.can_cast(array.dtype, self.dtype)):
                raise TypeError(f"{self}: {data!r} ({array.dtype}) does not fit {self.dtype} "
                                "without loss (pass allow_downcast=True to convert anyway)")
        return converted[()]

    def is_valid_value(self, data) -> bool:
        try:
            self.filter(data, strict=True)
        except TypeError:
            return False
        return True

    def values_eq(self, a, b) -> bool:
        return bool(np.asarray(a) == np.asarray(b))

    def values_eq_approx(self, a, b) -> bool:
        return bool(np.allclose(a, b, equal_nan=True))

    def constant_signature(self, data):
        return (self.dtype, np.asarray(data).tobytes())

    def make_variable(self, name=None) -> Variable:
        return ScalarVariable(self, name=name)

    def make_constant(self, value, name=None) -> Constant:
        return ScalarConstant(self, self.filter(value, allow_downcast=True), name=name)

    def c_literal(self, value) -> str:
        """``value`` written as a C literal of this dtype (inf and nan as macros)."""
        value = np.asarray(value, dtype=self.dtype)[()]
        if self.dtype == "bool":
            return "1" if value else "0"
        if np.isnan(value):
            return "NAN"
        if np.isinf(value):
            return "INFINITY" if value > 0 else "-INFINITY"
        if self.dtype.startswith("float"):
            return repr(float(value))
        return f"{int(value)}{'ULL' if self.dtype.startswith('uint') else 'LL'}"


#: the scalar ops behind the operators, by name: filled by opspec.scalar.basic, which makes them
#: from the op library (variables exist before the ops they combine with)
OPERATOR_OPS: dict = {}


class _Ops:
    def __getattr__(self, name):
        return OPERATOR_OPS[name]


def _ops():
    return _Ops()


class _ScalarOperators:
    """Python operators of scalar variables, each the scalar op of the same name."""

    def __add__(self, other): return _ops().add(self, other)
    def __radd__(self, other): return _ops().add(other, self)
    def __sub__(self, other): return _ops().sub(self, other)
    def __rsub__(self, other): return _ops().sub(other, self)
    def __mul__(self, other): return _ops().mul(self, other)
    def __rmul__(self, other): return _ops().mul(other, self)
    def __truediv__(self, other): return _ops().true_div(self, other)
    def __rtruediv__(self, other): return _ops().true_div(other, self)
    def __floordiv__(self, other): return _ops().int_div(self, other)
    def __rfloordiv__(self, other): return _ops().int_div(other, self)
    def __mod__(self, other): return _ops().mod(self, other)
    def __rmod__(self, other): return _ops().mod(other, self)
    def __pow__(self, other): return _ops().pow(self, other)
    def __rpow__(self, other): return _ops().pow(other, self)
    def __neg__(self): return _ops().neg(self)
    def __abs__(self): return _ops().abs(self)
    def __lt__(self, other): return _ops().lt(self, other)
    def __le__(self, other): return _ops().le(self, other)
    def __gt__(self, other): return _ops().gt(self, other)
    def __ge__(self, other): return _ops().ge(self, other)
    def __and__(self, other): return _ops().and_(self, other)
    def __rand__(self, other): return _ops().and_(other, self)
    def __or__(self, other): return _ops().or_(self, other)
    def __ror__(self, other): return _ops().or_(other, self)
    def __xor__(self, other): return _ops().xor(self, other)
    def __rxor__(self, other): return _ops().xor(other, self)
    def __invert__(self): return _ops().invert(self)

    __hash__ = Variable.__hash__

    @property
    def dtype(self):
        return self.type.dtype

    @property
    def ndim(self):
        return 0

    @property
    def shape(self):
        """A scalar's shape: the empty int64 vector (as a tensor)."""
        from opspec.tensor.basic import constant as tensor_constant
        return tensor_constant(np.zeros(0, dtype="int64"))

    def zeros_like(self, dtype=None):
        return OPERATOR_OPS["second"](self, constant(0, dtype=dtype or self.type.dtype))

    def ones_like(self, dtype=None):
        return OPERATOR_OPS["second"](self, constant(1, dtype=dtype or self.type.dtype))

    def astype(self, dtype):
        return OPERATOR_OPS["cast"](self, dtype)


class ScalarVariable(_ScalarOperators, Variable):
    """A variable of a ScalarType."""


class ScalarConstant(_ScalarOperators, Constant):
    """A scalar known when the graph is built."""


def get_scalar_type(dtype) -> ScalarType:
    return ScalarType(dtype)


def constant(x, name=None, dtype=None) -> ScalarConstant:
    """``x`` as a scalar constant: of ``dtype``; else a Python int in the smallest int dtype
    holding it and a float in floatX when exact (PyTensor's autocasting), numpy values keep theirs."""
    if dtype is None and isinstance(x, (int, float)) and not isinstance(x, bool):
        dtype = _autocast(x)
    value = np.asarray(x, dtype=dtype)
    if value.ndim != 0:
        raise TypeError(f"scalar.constant: {x!r} is not a scalar")
    return ScalarType(value.dtype.name).make_constant(value[()], name=name)


def _autocast(x) -> str:
    from opspec.configuration import config
    if isinstance(x, int):
        for dtype in ("int8", "int16", "int32", "int64"):
            info = np.iinfo(dtype)
            if info.min <= x <= info.max:
                return dtype
        return "uint64" if x >= 0 else "int64"     # numpy raises for what fits neither
    narrow = np.asarray(x, dtype=config.floatX)
    return config.floatX if narrow == x or np.isnan(x) else "float64"


def upcast(dtype, *dtypes) -> str:
    """The dtype numpy computes ``dtype`` and ``dtypes`` in together."""
    return np.result_type(*(np.dtype(d) for d in (dtype, *dtypes))).name


def _across(t):
    """PyTensor's helpers ``floats("xyz")`` (one variable per character or per name given) and
    ``floats(3)`` (three unnamed ones)."""
    def make(*names):
        if names and isinstance(names[0], int):
            return [t() for _ in range(names[0])]
        if len(names) == 1:
            names = names[0]
        if len(names) == 1:
            return t(names)
        return [t(name) for name in names]
    return make
