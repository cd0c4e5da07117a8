"""C backend: compile generated kernels through cffi (API mode) into a safe per-user cache."""

from .build import (
    DEFAULT_FLAGS,
    CompileError,
    CompilerNotFound,
    LoadError,
    build_many,
    cache_entry,
    compile_module,
)
from .cache import CacheDirError, cache_dir

__all__ = [
    "DEFAULT_FLAGS",
    "CacheDirError",
    "CompileError",
    "CompilerNotFound",
    "LoadError",
    "build_many",
    "cache_dir",
    "cache_entry",
    "compile_module",
]
