"""PyTensor's ``tensor.rewriting.basic``: registering rewrites in the stages of the database."""
from opspec.rewriting.constant_folding import constant_folding  # noqa: F401
from opspec.rewriting.db import (  # noqa: F401
    optdb, register_canonicalize, register_inplace, register_specialize, register_stabilize,
)
