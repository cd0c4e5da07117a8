"""Generated files that no spec produces any more: a removed or renamed spec's module, the C of a
spec that no longer has any. Left behind, they stay importable and go on shadowing the spec
that replaced them, so ``opspec generate`` deletes them (and ``--check`` lists them).

Only files ``opspec generate`` wrote are touched: their first line names the spec they came
from. A file is stale when that spec is one of those being generated (which no longer produces
it) or no longer exists; modules of other specs that exist are left alone, so generating one
spec of a project into a shared folder never deletes its siblings.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

__all__ = ["stale_files", "with_stale"]

#: the first line of every file opspec generate writes, whatever the target
_HEADER = re.compile(r"^(?:#|/\*) Generated from (?P<spec>.+?) by `opspec generate[^`]*`")
_SUFFIXES = (".py", ".c")


def with_stale(files: dict, specs, out_dir) -> dict:
    """``files`` (``{path: text}`` of a generation) and, as None (to delete), the generated files
    in ``out_dir`` that no spec produces any more."""
    return {**files, **dict.fromkeys(stale_files(out_dir, files, [s.path for s in specs]))}


def stale_files(out_dir, written, spec_paths) -> list[Path]:
    """Generated files in ``out_dir`` not among ``written`` whose spec is one of ``spec_paths``
    or is gone, sorted."""
    out_dir = Path(out_dir)
    if not out_dir.is_dir():
        return []
    written = {Path(p).resolve() for p in written}
    generating = {Path(p).resolve() for p in spec_paths}
    stale = []
    for path in sorted(out_dir.iterdir()):
        if path.suffix not in _SUFFIXES or path.resolve() in written or not path.is_file():
            continue
        shown = _source(path)
        if shown is None:
            continue
        candidates = _spec_candidates(out_dir, shown)
        if any(c in generating for c in candidates) or not any(c.is_file() for c in candidates):
            stale.append(path)
    return stale


def _source(path: Path) -> str | None:
    """The spec a generated file names on its first line; None for a file opspec did not write."""
    try:
        with path.open(encoding="utf-8") as f:
            first = f.readline()
    except (OSError, UnicodeDecodeError):
        return None
    match = _HEADER.match(first)
    return match["spec"] if match else None


def _spec_candidates(out_dir: Path, shown: str) -> list[Path]:
    """Where the spec a header names may be: the header gives it relative to the folder that
    holds both the spec and the output (opspec.spec.generate.shown_path), one of out_dir's
    ancestors; every ancestor consistent with that is a candidate."""
    out = out_dir.resolve()
    found = []
    for root in (out, *out.parents):
        candidate = Path(os.path.normpath(root / shown))
        if Path(os.path.commonpath([candidate, out])) == root:
            found.append(candidate)
    return found
