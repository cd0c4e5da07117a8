"""PyTensor's path to the flags: ``from opspec.configdefaults import config``."""
from opspec.configuration import config  # noqa: F401
