"""opspec: a tensor-graph compiler whose Ops are declared in YAML.

``opspec.function`` compiles graphs, ``opspec.grad`` differentiates them and
``opspec.config`` holds the flags (``OPSPEC_FLAGS`` in the environment).
"""
from opspec.configuration import config

__version__ = "0.1.0"


def __getattr__(name):
    # keep `import opspec` light: the compiler and gradients load on first use
    if name in ("function", "In", "Out"):
        from opspec.compile import function as _function
        return getattr(_function, name)
    if name in ("grad", "Lop", "Rop", "jacobian", "hessian"):
        from opspec import gradient
        return getattr(gradient, name)
    if name in ("tensor", "graph", "printing", "gradient", "compile", "rewriting", "testing", "link", "spec"):
        import importlib
        return importlib.import_module(f"opspec.{name}")
    raise AttributeError(f"module 'opspec' has no attribute {name!r}")
