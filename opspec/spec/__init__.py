"""Spec files: loading and checking (``load_spec``, ``load_specs``, ``SpecError``).

The loader is imported on first use, so ``import opspec.spec.model`` stays light.
"""

__all__ = ["load_spec", "load_specs", "SpecError"]


def __getattr__(name):
    if name in ("load_spec", "load_specs"):
        from opspec.spec import load
        return getattr(load, name)
    if name == "SpecError":
        from opspec.spec.errors import SpecError
        return SpecError
    raise AttributeError(f"module 'opspec.spec' has no attribute {name!r}")
