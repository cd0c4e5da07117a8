"""PyTensor's ``pytensor.compile.debug``: the checking modes and the profiler, under their paths.

The code lives in ``opspec.compile.checking`` (DebugMode, NanGuardMode) and
``opspec.compile.profiling`` (ProfileStats).
"""
