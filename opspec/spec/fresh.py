"""Is a generated module older than its spec? Checked when the module is imported.

A generated module records the path of its spec (relative to itself) and the spec's sha256;
importing it while the spec next to it says something else warns once, with the command that
regenerates it. An installed package has no spec next to it, and is not checked.
"""
from __future__ import annotations

import hashlib
import os
import warnings
from pathlib import Path

__all__ = ["StaleModuleWarning", "warn_if_stale"]

_warned: set = set()


class StaleModuleWarning(UserWarning):
    """A generated module was imported while its spec has changed since it was generated."""


def _shown(path: Path) -> str:
    try:
        rel = os.path.relpath(path)
    except ValueError:      # another drive
        return str(path)
    return str(path) if rel.split(os.sep)[0] == os.pardir else rel


def warn_if_stale(module: str, file: str, spec: str, digest: str) -> bool:
    """Warn (once per module) when the spec at ``spec`` (relative to ``file``) no longer has the
    sha256 ``digest`` it had when ``module`` was generated; True when it has changed."""
    folder = Path(file).resolve().parent
    path = Path(os.path.normpath(folder / spec))
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return False
    if hashlib.sha256(text.encode("utf-8")).hexdigest() == digest:
        return False
    if module not in _warned:
        _warned.add(module)
        package = module.rpartition(".")[0]
        command = f"opspec generate {_shown(path.parent)} -o {_shown(folder)}"
        command += f" --package {package}" if package else ""
        warnings.warn(f"{module} was generated from {_shown(path)}, which has changed since; it is "
                      f"stale until you regenerate it: {command}", StaleModuleWarning, stacklevel=3)
    return True
