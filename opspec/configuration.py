"""Process-wide settings, read once from ``OPSPEC_FLAGS`` and changeable at run time.

``OPSPEC_FLAGS="floatX=float32,mode=FAST_COMPILE"`` sets flags from the environment;
``opspec.config.floatX = "float32"`` or ``with opspec.config.change(floatX="float32"):``
(alias ``change_flags``, also a decorator) changes them in code.
"""
from __future__ import annotations

import contextlib
import os

_CHOICES = {
    "floatX": ("float64", "float32"),
    "mode": ("FAST_RUN", "FAST_COMPILE", "DebugMode", "NanGuardMode"),
    "linker": ("auto", "c", "py"),
    "on_c_error": ("warn", "raise"),
    "on_unused_input": ("raise", "warn", "ignore"),
    "on_opt_error": ("raise", "warn", "ignore"),
    "cycle_detection": ("regular", "fast"),
}


class Config:
    """Flags with their defaults; unknown names and out-of-range values are refused."""

    _defaults = {
        "floatX": "float64",
        "mode": "FAST_RUN",
        # "auto": C where an op has it, Python otherwise; "c": C required; "py": perform only
        "linker": "auto",
        "on_c_error": "warn",
        # a function input that no output uses: an error, a warning or nothing
        "on_unused_input": "raise",
        # a rewrite that raises (or rewriting that does not settle): stop with the error, or
        # warn and go on without it
        "on_opt_error": "raise",
        # which destroyers (in-place ops) a DestroyHandler made now accepts: "regular" every safe
        # one, "fast" refuses those overwriting a variable with other clients, or a view or in-place
        # result, as PyTensor's "fast" (opspec.graph.destroyhandler.CYCLE_DETECTION)
        "cycle_detection": "regular",
        # C compiler flags for the kernels; empty: their own (-O2 -ftree-vectorize and what keeps
        # numpy's semantics, see opspec.link.c.flags); given: these replace the optimisation flags
        "cflags": "",
        # 0: strict tolerances in assert_allclose; 1 and 2 loosen them
        "sloppy": 0,
        "print_rewrites": False,
        # rewrites that change IEEE results (x - x -> 0 though x may be inf or nan, log(exp(x)) -> x
        # though exp(x) may overflow, the stable softplus / log_softmax forms) fire only when True
        "fast_math": False,
        # False: calling a compiled function runs plain Python down to each thunk (step through it
        # in a debugger), instead of code made for the function and C programs; read when compiling
        "fast_call": True,
        # a function whose C kernels the cache lacks: False runs its ops' python (perform) while the
        # compiler builds them in the background, then switches to C (opspec.link.tier); True
        # waits for the compiler in function(), as the test suite does (its C checks test C)
        "wait_for_c": False,
        # profile every compiled function (opspec.compile.profiling) and print the profiles at exit
        "profile": False,
        # how many ops and nodes a profile's summary lists; where the profiles printed at exit go
        # ("stderr", "stdout" or a file name)
        "profiling__n_ops": 20,
        "profiling__n_apply": 20,
        "profiling__destination": "stderr",
        "omp_threads": 0,
        "omp_threshold": 200_000,
    }

    def __init__(self, flags: str = ""):
        object.__setattr__(self, "_values", dict(self._defaults))
        object.__setattr__(self, "_watchers", {})
        object.__setattr__(self, "_instances", {})
        for item in filter(None, (f.strip() for f in flags.split(","))):
            name, sep, value = item.partition("=")
            if not sep:
                raise ValueError(f"OPSPEC_FLAGS: expected name=value, got {item!r}")
            setattr(self, name.strip(), value.strip())

    def __getattr__(self, name):
        try:
            return self._values[name]
        except KeyError:
            raise AttributeError(f"opspec.config has no flag {name!r} "
                                 f"(flags: {', '.join(sorted(self._values))})") from None

    def __setattr__(self, name, value):
        if name not in self._values:
            raise AttributeError(f"opspec.config has no flag {name!r} "
                                 f"(flags: {', '.join(sorted(self._values))})")
        default = self._defaults[name]
        if isinstance(default, bool) and isinstance(value, str):
            value = value.lower() in ("1", "true", "yes", "on")
        elif isinstance(default, int) and not isinstance(default, bool):
            value = int(value)
        choices = _CHOICES.get(name)
        if choices and value not in choices and not isinstance(value, self._instances.get(name, ())):
            also = "".join(f", or an instance of {cls.__module__}.{cls.__name__}"
                           for cls in self._instances.get(name, ()))
            raise ValueError(f"opspec.config.{name} must be one of {', '.join(choices)}{also}, got {value!r}")
        self._values[name] = value
        for callback in self._watchers.get(name, ()):
            callback()

    def accept_instances(self, name: str, cls: type):
        """Let flag ``name`` also hold instances of ``cls`` (``config.mode = Mode(...)``): the
        module defining ``cls`` says so, as this module sits below it."""
        self._instances[name] = (*self._instances.get(name, ()), cls)

    def watch(self, name: str, callback):
        """Call ``callback()`` after every change of flag ``name`` (for state that lives in C)."""
        self._watchers.setdefault(name, []).append(callback)

    @contextlib.contextmanager
    def change(self, **flags):
        """Set flags for the duration of a ``with`` block."""
        old = {name: getattr(self, name) for name in flags}
        try:
            for name, value in flags.items():
                setattr(self, name, value)
            yield self
        finally:
            for name, value in old.items():
                setattr(self, name, value)

    #: PyTensor's name; also a decorator (``@config.change_flags(floatX="float32")``)
    change_flags = change


config = Config(os.environ.get("OPSPEC_FLAGS", ""))
