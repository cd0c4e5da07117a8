"""Which profile a function compiled now records into (``opspec.compile.profiling`` holds the
profiles themselves).

A module of its own because every ``opspec.function`` asks, and an unprofiled one (the usual
case) need not import the profiler (~0.4 ms of a warm start).
"""
from __future__ import annotations

import contextlib
import threading
from typing import TYPE_CHECKING

from opspec.configuration import config

if TYPE_CHECKING:
    from opspec.compile.profiling import ProfileStats

_linking = threading.local()


def profile_for(profile, name=None) -> ProfileStats | None:
    """The ProfileStats a function compiled with ``profile=`` records into, or None.

    None: ``config.profile``, or nested in the profile of a function being linked in this
    thread; True or a message: a new ProfileStats; a ProfileStats: that one; False: none."""
    outer = getattr(_linking, "profile", None)
    if profile is None:
        if not (config.profile or outer is not None):
            return None
        profile = True
    if profile is False:
        return None
    from opspec.compile.profiling import ProfileStats
    if isinstance(profile, ProfileStats):
        stats = profile
    elif profile is True or isinstance(profile, str):
        stats = ProfileStats(atexit_print=outer is None, message=profile if isinstance(profile, str) else name)
    else:
        raise TypeError(f"profile must be None, a bool, a message or a ProfileStats, got {profile!r}")
    if outer is not None and stats is not outer and stats not in outer.inner:
        outer.inner.append(stats)
    return stats


@contextlib.contextmanager
def linking(stats: ProfileStats | None):
    """While a function profiled into ``stats`` links, functions compiled in this thread (its
    ops' inner functions) are profiled into profiles nested in it."""
    outer = getattr(_linking, "profile", None)
    _linking.profile = stats if stats is not None else outer
    try:
        yield
    finally:
        _linking.profile = outer


def linking_profile() -> ProfileStats | None:
    """The profile of the function being linked in this thread, if it is profiled (an op
    with a cached inner function compiles a profiled one of its own then)."""
    return getattr(_linking, "profile", None)
