"""Spec files: finding (``spec_paths``), loading and checking (``load_spec``, ``load_specs``,
``SpecError``).

The loader is imported on first use, so ``import opspec.spec.model`` stays light.
"""
from pathlib import Path

__all__ = ["spec_paths", "load_spec", "load_specs", "SpecError"]


def spec_paths(args) -> list[str]:
    """The spec files named on the command line; a directory stands for its ``*.yaml``."""
    paths: list[str] = []
    for arg in args:
        if Path(arg).is_dir():
            found = sorted(str(p) for p in Path(arg).iterdir()
                           if p.suffix in (".yaml", ".yml") and p.is_file())
            paths.extend(found)
        else:
            paths.append(arg)
    return paths


def __getattr__(name):
    if name in ("load_spec", "load_specs"):
        from opspec.spec import load
        return getattr(load, name)
    if name == "SpecError":
        from opspec.spec.errors import SpecError
        return SpecError
    raise AttributeError(f"module 'opspec.spec' has no attribute {name!r}")
