"""PyTensor's ``tensor.subtensor``: indexing ops and ``set_subtensor`` / ``inc_subtensor``."""
from opspec.tensor import (  # noqa: F401
    AdvancedIncSubtensor, AdvancedIncSubtensor1, AdvancedSubtensor, AdvancedSubtensor1, IncSubtensor, Subtensor,
    advanced_inc_subtensor1, advanced_subtensor1, inc_subtensor, set_subtensor, take,
)
