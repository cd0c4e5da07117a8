"""One typed description of every C kernel and the C it is made of: the dtype table
(``dtypes``), the ABI (``abi``, ``opspec_kernel.h``), numpy's broadcasting (``shapes``) and the
model ops describe their kernels with (``model``). Generated modules name what they use from
here as ``kernels.OpKernels``, ``kernels.Code``, ...; the C backend (opspec.link.c) builds,
loads and calls what these describe."""
from pathlib import Path

from opspec.kernels.model import Code, Fold, KernelCall, KernelSpec, OpKernels, Param


def c_file(module_file) -> Path:
    """The C file generated beside a generated module (``arith.py`` -> ``arith.c``)."""
    return Path(module_file).with_suffix(".c")


def rows(*signatures: str) -> tuple[tuple[str, ...], ...]:
    """An op table's instantiations as generated modules write them: one string of dtypes
    (inputs then outputs, space-separated) per kernel."""
    return tuple(tuple(s.split()) for s in signatures)


def module_kernels(module) -> list[KernelSpec]:
    """Every kernel of a generated module's C file: the kernels of its ops' tables."""
    tables = [cls.__dict__["c_kernels"] for cls in vars(module).values()
              if isinstance(cls, type) and cls.__module__ == module.__name__ and "c_kernels" in cls.__dict__]
    return [spec for table in tables if table.file is not None for spec in table.specs()]


__all__ = ["Code", "Fold", "KernelCall", "KernelSpec", "OpKernels", "Param", "c_file", "module_kernels", "rows"]
