"""The C ABI shared by kernels, the program runner and Python, stated once.

Python reads these values; C gets them as ``#define``s and enums (``c_defines``) at the top of
every source that is compiled: the kernels, their shared helpers (opspec_runtime.c) and the
program runner (opspec_program.c). ``opspec_kernel.h`` (next to this file) holds the rest of the
kernels' ABI: the iterators and the array accessors of ``body:`` kernels; it includes
``opspec_vmath.h``, the math they call.
"""
from __future__ import annotations

from enum import IntEnum
from pathlib import Path

#: the header every kernel includes (after ``c_defines()``)
KERNEL_HEADER = Path(__file__).with_name("opspec_kernel.h")
#: every header a kernel's source reaches through KERNEL_HEADER: a build keys by their contents
KERNEL_HEADERS = (KERNEL_HEADER, KERNEL_HEADER.with_name("opspec_vmath.h"))


class Status(IntEnum):
    """What a kernel, or a program of kernels, returns."""
    OK = 0
    ERROR = 1        # the message is in the error buffer
    UNALIGNED = 2    # an operand is not aligned for its type: the caller computes the node another way
    RESHAPE = 3      # a program: its output arrays need other shapes (given), nothing has run
    STEPWISE = 4     # a program: a step's shapes fail after a check that may explain it; nothing has
                     # run: the caller runs the nodes one by one, so a failing check raises first


#: sizes both sides allocate or check
LIMITS = {
    "ERRLEN": 512,          # bytes of the error message buffer
    "MAXDIMS": 32,          # dimensions of an operand
    "MAXARGS": 64,          # operands of one kernel
    "CHUNK": 256,           # elements per chunk of a contiguous inner loop
    "MIN_SPAN": 1024,       # the fewest elements of one run a reduction gives a thread
    "MAXEXTERNALS": 256,    # arrays of a program that a builtin call takes (opspec_caller.c)
    "MAXBUFFERS": 256,      # workspace buffers of a program that a builtin call takes
    "MAXPARAMS": 3,         # int params a program step passes its kernel (CallKind.INTS)
}
ERRLEN, MAXDIMS, MAXARGS = LIMITS["ERRLEN"], LIMITS["MAXDIMS"], LIMITS["MAXARGS"]


class Slot(IntEnum):
    """Where a program keeps a variable."""
    EXTERNAL = 0     # a numpy array Python passes in or hands out
    BUFFER = 1       # a workspace buffer
    ALIAS = 2        # the memory of the input an in-place step overwrites
    VIEW = 3         # a view of another slot (a DimShuffle)
    CONSTANT = 4     # a constant array, set once
    SAME = 5         # a view of its source when it has the source's shape (the step runs no
                     # kernel), else a workspace buffer (or its array) the kernel fills (SumToShape)
    LEND = 6         # a workspace buffer, or the array of the SAME slot read outside that views
                     # it (its ``source``) when that one has its shape: computed in place there


class ShapeKind(IntEnum):
    """How a program step's output shapes follow from its inputs'."""
    BROADCAST = 0    # numpy broadcasting (elementwise)
    REDUCE = 1       # the broadcast of the inputs with reduced axes dropped or kept
    DIMSHUFFLE = 2   # reordered, dropped and inserted dimensions
    LIKE = 3         # one input's shape
    SIZE = 4         # a 0-d int64: one dimension's size
    CHECK = 5        # the first input's (a CheckAndRaise: its value, the others 0-d bool conditions)


class CallKind(IntEnum):
    """How a program step calls its kernel (or computes without one)."""
    PLAIN = 0        # the fixed parameters only
    MASK = 1         # and a mask of the reduced axes (reduction kernels)
    AXES = 2         # and the reduced axes, a list and its length (fused reductions)
    NONE = 3         # no call: a view
    SIZE = 4         # no call: writes a dimension's size
    COPY = 5         # no call: copies a view into its own array
    CHECK = 6        # no call: fails unless every condition holds, then passes the value on (its
                     # memory; a check of a view read outside: copied into its own array)
    INTS = 7         # and the kernel's params, each an ``int`` prop (int64_t), at most MAXPARAMS


#: the fixed leading parameters of every kernel
PREFIX = "char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err"


def c_defines(program: bool = False) -> str:
    """The ABI as C: return codes and limits as ``OPSPEC_<NAME>``; with ``program``, also the
    kinds of slots, shapes and calls of the program runner (``SLOT_BUFFER``, ...)."""
    lines = [f"#define OPSPEC_{status.name} {status.value}" for status in Status]
    lines += [f"#define OPSPEC_{name} {value}" for name, value in LIMITS.items()]
    if program:
        for prefix, kinds in (("SLOT", Slot), ("SHAPE", ShapeKind), ("CALL", CallKind)):
            lines.append("enum { " + ", ".join(f"{prefix}_{k.name} = {k.value}" for k in kinds) + " };")
    return "\n".join(lines) + "\n"
