"""Modes: which rewrites run and which implementations the linker picks.

``FAST_RUN`` runs every registered rewrite and prefers C kernels; ``FAST_COMPILE``
runs merge and a cheap subset and uses ``perform`` only.

PyTensor's spelling works too: ``Mode(linker="py", optimizer="fast_compile")``,
``Mode("cvm", None)`` (no rewrites), ``Mode(optimizer=my_graph_rewriter)``.
"""
from __future__ import annotations

from opspec.configuration import config
from opspec.rewriting.db import Query, RewriteDatabaseQuery, optdb  # noqa: F401  (optdb: PyTensor's name)

#: PyTensor's linker names: (opspec linker, allow_gc)
LINKERS = {"auto": ("auto", True), "c": ("c", True), "py": ("py", True), "c|py": ("auto", True),
           "cvm": ("auto", True), "vm": ("auto", True), "c|py_nogc": ("auto", False),
           "cvm_nogc": ("auto", False), "vm_nogc": ("auto", False)}

_UNSET = object()

# PyTensor's named rewrite selections (``Mode(optimizer="o1")``); the stages they pick are
# opspec's: merge, canonicalize, stabilize, specialize, fusion, inplace, merge_final
OPT_NONE = RewriteDatabaseQuery(include=[])
OPT_MERGE = RewriteDatabaseQuery(include=["merge"])
OPT_FAST_RUN = RewriteDatabaseQuery(include=["fast_run"])
OPT_FAST_COMPILE = RewriteDatabaseQuery(include=["fast_compile"])
OPT_STABILIZE = OPT_FAST_RUN.excluding("specialize", "fusion", "inplace")
OPT_O2 = OPT_FAST_COMPILE.including("fusion")
OPT_O3 = OPT_FAST_RUN.excluding("inplace")
predefined_optimizers = {None: OPT_NONE, "None": OPT_NONE, "merge": OPT_MERGE, "o4": OPT_FAST_RUN, "o3": OPT_O3,
                         "o2": OPT_O2, "o1": OPT_FAST_COMPILE, "fast_compile": OPT_FAST_COMPILE,
                         "fast_run": OPT_FAST_RUN, "stabilize": OPT_STABILIZE}


def register_optimizer(name, opt):
    """Name a rewrite selection (a RewriteDatabaseQuery or a graph rewriter) for ``Mode(optimizer=name)``."""
    if name in predefined_optimizers:
        raise ValueError(f"Optimizer name already taken: {name}")
    predefined_optimizers[name] = opt


class Mode:
    """A linker choice plus a query over the rewrite database (or a graph rewriter of one's own)."""

    def __init__(self, linker: str = "auto", include=("fast_run",), exclude=(), require=(), allow_gc=True,
                 name=None, optimizer=_UNSET):
        if linker is None:
            linker = "auto"
        if linker not in LINKERS:
            raise ValueError(f"Mode linker must be one of {', '.join(LINKERS)}, got {linker!r} (opspec links "
                             "its own Python VM and C kernels; it has no numba / jax / pytorch backend)")
        linker, gc = LINKERS[linker]
        if isinstance(include, str) or include is None:      # Mode("py", "fast_run"): an optimizer name
            optimizer, include = include, ("fast_run",)
        self.custom_rewriter = None
        if optimizer is not _UNSET:
            if isinstance(optimizer, str) and optimizer in predefined_optimizers:
                optimizer = predefined_optimizers[optimizer]
            if optimizer is None or optimizer == "None":
                include = ()
            elif isinstance(optimizer, Query):
                include, exclude, require = (tuple(sorted(t)) for t in optimizer.key())
            elif isinstance(optimizer, str):
                include = ("fast_run",) if optimizer == "default" else (optimizer,)
            elif hasattr(optimizer, "rewrite"):
                self.custom_rewriter = optimizer
            else:
                raise TypeError(f"Mode optimizer must be a rewrite tag, a name of predefined_optimizers, a "
                                f"RewriteDatabaseQuery, None or a graph rewriter, got {optimizer!r}")
        self.linker = linker
        self.include = tuple(include)
        self.exclude = tuple(exclude)
        self.require = tuple(require)
        self.allow_gc = allow_gc and gc
        self.name = name or f"Mode(linker={linker!r}, include={self.include}, exclude={self.exclude})"

    def __str__(self):
        return self.name

    __repr__ = __str__

    def _derive(self, **changes):
        fields = dict(linker=self.linker, include=self.include, exclude=self.exclude, require=self.require,
                      allow_gc=self.allow_gc)
        fields.update(changes)
        derived = type(self)(**fields)
        derived.custom_rewriter = self.custom_rewriter
        return derived

    def including(self, *tags):
        return self._derive(include=self.include + tags)

    def excluding(self, *names_or_tags):
        return self._derive(exclude=self.exclude + names_or_tags)

    def requiring(self, *tags):
        return self._derive(require=self.require + tags)

    def with_linker(self, linker):
        return self._derive(linker=linker)

    def rewriter(self):
        """The graph rewriter this mode runs (an empty sequence when none is registered)."""
        if self.custom_rewriter is not None:
            return self.custom_rewriter
        from opspec.rewriting.library import query
        return query(include=self.include, exclude=self.exclude, require=self.require)

    @property
    def optimizer(self):
        return self.rewriter()

    def prepare(self, fgraph):
        """Hook for modes that attach features before rewriting (DebugMode does)."""


config.accept_instances("mode", Mode)      # PyTensor's config.mode takes a Mode as well as a name

FAST_RUN = Mode("auto", include=("fast_run",), name="FAST_RUN")
FAST_COMPILE = Mode("py", include=("fast_compile",), name="FAST_COMPILE")

_PREDEFINED = {"FAST_RUN": FAST_RUN, "FAST_COMPILE": FAST_COMPILE}
#: PyTensor's name of the table of modes by name
predefined_modes = _PREDEFINED


def register_mode(name: str, mode: Mode):
    if name in _PREDEFINED:
        raise ValueError(f"mode {name!r} is already registered")
    _PREDEFINED[name] = mode


def get_default_mode() -> Mode:
    """The mode ``config.mode`` names."""
    return get_mode(None)


def get_mode(mode) -> Mode:
    """A Mode from None (``config.mode``), a name, or a Mode."""
    if mode is None:
        mode = config.mode
    if isinstance(mode, Mode):
        return mode
    if isinstance(mode, str):
        if mode not in _PREDEFINED:
            _register_on_first_use(mode)
        try:
            return _PREDEFINED[mode]
        except KeyError:
            raise ValueError(f"unknown mode {mode!r} (modes: {', '.join(sorted(_PREDEFINED))})") from None
    raise TypeError(f"mode must be a Mode or a mode name, got {type(mode).__name__}")


def _register_on_first_use(name: str) -> None:
    """Import the module that registers mode ``name``, if it is one of those loaded on first use:
    DebugMode and NanGuardMode live with their checks (opspec.compile.checking), which a program
    compiling in FAST_RUN need not import; DASK with its optional backend (needs dask)."""
    if name in ("DebugMode", "NanGuardMode"):
        import opspec.compile.checking  # noqa: F401
    elif name == "DASK":
        import opspec.dask  # noqa: F401


def __getattr__(name):
    # PyTensor's path to DebugMode / NanGuardMode
    if name in ("DebugMode", "NanGuardMode"):
        _register_on_first_use(name)
        return type(_PREDEFINED[name])
    raise AttributeError(f"module 'opspec.compile.mode' has no attribute {name!r}")
