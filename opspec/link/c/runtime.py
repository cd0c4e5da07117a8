"""The kernels' shared helpers (``opspec_runtime.c``): one library per cache, loaded first.

Every kernel calls the iterators and checks of ``opspec_kernel.h``; compiled into each kernel
they were a third of its compile time. They are compiled once instead, as a module of their
own, whose symbols are made global (``RTLD_GLOBAL``) before any kernel module is loaded, so
the kernels' references to them resolve when they are loaded. The kernels' thread settings
live here as well, set from ``config.omp_threads`` / ``omp_threshold`` at load and whenever
either changes.
"""
from __future__ import annotations

import ctypes
import os
import threading
from pathlib import Path

from opspec.configuration import config
from opspec.kernels.abi import KERNEL_HEADERS, c_defines

RUNTIME_SOURCE = Path(__file__).with_name("opspec_runtime.c")

_lock = threading.Lock()
_loaded: list = []      # [the library] once loaded


def _new_lock():
    global _lock
    _lock = threading.Lock()    # a forked child may copy it held by a thread it does not have


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_new_lock)


def load():
    """Build (when the cache lacks it) and load the helpers with global symbols, once per
    process; raises what ``compile_module`` raises (no compiler, a compile error, cache trouble)."""
    if _loaded:
        return _loaded[0]
    with _lock:
        if not _loaded:
            from opspec.link.c.build import compile_module
            module = compile_module(**job())
            mode = os.RTLD_GLOBAL | getattr(os, "RTLD_NOLOAD", 0)      # the module loaded just now
            lib = ctypes.CDLL(module.__file__, mode=mode)
            lib.opspec_set_omp.argtypes = (ctypes.c_int, ctypes.c_ssize_t)
            lib.opspec_set_omp.restype = None
            _loaded.append(lib)
            sync_omp()
    return _loaded[0]


def job() -> dict:
    """The arguments of ``compile_module`` building the helpers."""
    from opspec.link.c.build import source_text
    from opspec.link.c.flags import base_flags
    return dict(name="opspec_runtime", source=c_defines() + source_text(RUNTIME_SOURCE), cdef="",
                headers=KERNEL_HEADERS, flags=base_flags(), origin=str(RUNTIME_SOURCE))


def sync_omp():
    """Hand config.omp_threads / omp_threshold to the kernels (no rebuild)."""
    if _loaded:
        _loaded[0].opspec_set_omp(int(config.omp_threads), int(config.omp_threshold))


config.watch("omp_threads", sync_omp)
config.watch("omp_threshold", sync_omp)
