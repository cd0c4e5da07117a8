"""PyTensor's ``pytensor.scalar.basic`` names: scalar types, the scalar op of every spec'd
elementwise op of the library (``add``, ``exp``, ``sigmoid``... named as the tensor ops are),
``Composite``, ``cast`` and ``identity``.

The views are made from the op library when this module loads: adding an elementwise spec
adds its scalar op, and no op's math is written here.
"""
from __future__ import annotations

import importlib

import numpy as np

import opspec.ops
from opspec.scalar.composite import Composite
from opspec.scalar.convert import ScalarFromTensor, TensorFromScalar, as_scalar, scalar_from_tensor, tensor_from_scalar
from opspec.scalar.ops import (ScalarOp, SpecScalarOp, Identity, bool_out, float_out, int_out, same_out,
                               upcast_out, upgrade_to_float)
from opspec.scalar.type import (DTYPES, OPERATOR_OPS, ScalarConstant, ScalarType, ScalarVariable, _across,
                                constant, get_scalar_type, upcast)
from opspec.tensor.elemwise import Elemwise as _TensorElemwise


class ComplexError(NotImplementedError):
    """Raised by operations that are not defined on complex numbers."""


class IntegerDivisionError(Exception):
    """Raised by true division of integers where it is not allowed."""


# ---------------------------------------------------------------- types

bool = ScalarType("bool")          # noqa: A001 (PyTensor's name)
int8, int16, int32, int64 = (ScalarType(d) for d in ("int8", "int16", "int32", "int64"))
uint8, uint16, uint32, uint64 = (ScalarType(d) for d in ("uint8", "uint16", "uint32", "uint64"))
float16, float32, float64 = (ScalarType(d) for d in ("float16", "float32", "float64"))
complex64, complex128 = ScalarType("complex64"), ScalarType("complex128")

int_types = (int8, int16, int32, int64)
uint_types = (uint8, uint16, uint32, uint64)
float_types = (float16, float32, float64)
complex_types = (complex64, complex128)
integer_types = int_types + uint_types
discrete_types = (bool, *integer_types)
continuous_types = float_types + complex_types
all_types = discrete_types + continuous_types
discrete_dtypes = tuple(t.dtype for t in discrete_types)
all_dtypes = DTYPES

ints, floats = _across(int64), _across(float64)
complexs = complexs128 = _across(complex128)
complexs64 = _across(complex64)


# ---------------------------------------------------------------- views of the op library

_VIEWS: dict = {}       # tensor op class -> its scalar view class


def view_class(tensor_cls) -> type:
    """The scalar op class viewing elementwise op class ``tensor_cls`` (its in-place variant
    views the same op): made on first use, so user spec modules get theirs too."""
    while tensor_cls.__dict__.get("destroy_map"):       # AddInplace -> Add
        tensor_cls = tensor_cls.__mro__[1]
    found = _VIEWS.get(tensor_cls)
    if found is None:
        module = importlib.import_module(tensor_cls.__module__)
        default = next((v for v in vars(module).values() if type(v) is tensor_cls), None)
        name = next((n for n, v in vars(module).items() if v is default), tensor_cls.__name__.lower())
        found = _VIEWS[tensor_cls] = type(tensor_cls.__name__, (SpecScalarOp,), {
            "tensor_op": default, "default_name": name, "__module__": __name__,
            "__doc__": f"Scalar view of {tensor_cls.__module__}.{tensor_cls.__name__}: {tensor_cls.__doc__}"})
    return found


def view_of(tensor_op) -> SpecScalarOp:
    """The scalar op of spec'd elementwise op ``tensor_op``."""
    cls = view_class(type(tensor_op))
    if cls is Cast:
        return Cast(ScalarType(tensor_op.dtype))
    if cls.tensor_op is not None and not getattr(tensor_op, "__props__", ()):
        return globals().get(cls.default_name) if isinstance(globals().get(cls.default_name), cls) else cls()
    return cls(_without_inplace(tensor_op))


def _without_inplace(tensor_op):
    cls = type(tensor_op)
    if not cls.__dict__.get("destroy_map"):
        return tensor_op
    return cls.__mro__[1](**tensor_op._props_dict())


def _bind_library():
    names = {}
    for module_name in opspec.ops.MODULES:
        module = importlib.import_module(f"opspec.ops.{module_name}")
        for name in module.__all__:
            value = getattr(module, name)
            if isinstance(value, _TensorElemwise) and not value.__props__ and not value.destroy_map:
                cls = view_class(type(value))
                names[cls.__name__] = cls
                names[name] = cls()
    return names


globals().update(_bind_library())


class Cast(SpecScalarOp):
    """Conversion to the dtype of ``o_type`` (the library's Cast, as a scalar op)."""

    __props__ = ("o_type",)
    default_name = "cast"

    def __init__(self, o_type, name=None):
        import opspec.tensor as ot
        self.o_type = ScalarType(o_type.dtype if isinstance(o_type, ScalarType) else o_type)
        super().__init__(ot.Cast(dtype=self.o_type.dtype), name or f"convert_to_{self.o_type.dtype}")

    def __str__(self):
        return self.name


_VIEWS[type(Cast(float64).tensor_op)] = Cast
for _t in all_types:
    globals()[f"convert_to_{_t.dtype}"] = Cast(_t)


def cast(x, dtype):
    """``x`` (a scalar variable or number) converted to ``dtype``; itself when it has it."""
    x = as_scalar(x)
    dtype = "float64" if dtype == "floatX" else np.dtype(dtype).name
    return x if x.type.dtype == dtype else Cast(ScalarType(dtype))(x)


identity = Identity(same_out, name="identity")
OPERATOR_OPS.update({name: globals()[name] for name in (
    "add", "sub", "mul", "true_div", "int_div", "mod", "pow", "neg", "abs", "lt", "le", "gt", "ge",
    "and_", "or_", "xor", "invert", "cast", "second")})

# PyTensor's other spellings of the same ops
EQ, NEQ, LT, GT, LE, GE = Eq, Neq, Lt, Gt, Le, Ge                      # noqa: F821 (bound above)
AND, OR, XOR = And, Or, Xor                                            # noqa: F821
floor_div = int_div                                                    # noqa: F821
ScalarMaximum, ScalarMinimum = Maximum, Minimum                        # noqa: F821
scalar_maximum, scalar_minimum = maximum, minimum                      # noqa: F821


__all__ = sorted(n for n, v in globals().items()
                 if not n.startswith("_") and n not in ("annotations", "importlib", "np", "opspec"))
