"""PyTensor's ``utils`` constants that code reads: the platform's pointer width in bits
(``LOCAL_BITWIDTH``) and the width of numpy's default integer for Python ints
(``PYTHON_INT_BITWIDTH``, what ``shared(3)`` and ``constant(3)`` hold)."""
import struct

import numpy as np

LOCAL_BITWIDTH = struct.calcsize("P") * 8
PYTHON_INT_BITWIDTH = np.dtype(np.int_).itemsize * 8

__all__ = ["LOCAL_BITWIDTH", "PYTHON_INT_BITWIDTH"]
