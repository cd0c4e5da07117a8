"""opspec: a tensor-graph compiler whose Ops are declared in YAML.

``opspec.function`` compiles graphs, ``opspec.shared`` makes values that live between calls,
``opspec.grad`` differentiates and ``opspec.config`` holds the flags (``OPSPEC_FLAGS`` in
the environment). The top-level names are PyTensor's.
"""
from opspec.configuration import config

__version__ = "0.1.0"

#: top-level name -> module holding it (loaded on first use: ``import opspec`` stays light)
_LAZY = {
    "function": "opspec.compile.maker", "In": "opspec.compile.io", "Out": "opspec.compile.io",
    "shared": "opspec.compile.sharedvalue", "Mode": "opspec.compile.mode", "get_mode": "opspec.compile.mode",
    "wrap_py": "opspec.compile.ops", "as_op": "opspec.compile.ops",
    "grad": "opspec.gradient", "Lop": "opspec.gradient", "Rop": "opspec.gradient", "jacobian": "opspec.gradient",
    "hessian": "opspec.gradient", "pushforward": "opspec.gradient", "pullback": "opspec.gradient",
    "dprint": "opspec.printing", "debugprint": "opspec.printing", "pprint": "opspec.printing",
    "pp": "opspec.printing", "map": "opspec.scan.views", "OpFromGraph": "opspec.compile.builders",
}
_SUBMODULES = ("tensor", "graph", "printing", "gradient", "compile", "rewriting", "testing", "link", "spec",
               "configdefaults", "ops", "scan", "ifelse", "raise_op", "utils", "dask")


def __getattr__(name):
    import importlib
    if name in _LAZY:
        value = getattr(importlib.import_module(_LAZY[name]), "debugprint" if name == "dprint" else name)
        globals()[name] = value
        return value
    if name in _SUBMODULES:
        return importlib.import_module(f"opspec.{name}")
    raise AttributeError(f"module 'opspec' has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(_LAZY) | set(_SUBMODULES))
