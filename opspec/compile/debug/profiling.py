"""PyTensor's path to the profiler (it lives in ``opspec.compile.profiling``)."""
from opspec.compile.profiling import ProfileStats, print_profiles  # noqa: F401
