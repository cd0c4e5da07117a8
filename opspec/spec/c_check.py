"""C kernels checked up front: ``opspec check`` and ``opspec generate`` compile every kernel.

A kernel that does not compile is then a mistake in the spec like any other, reported at the
spec line the compiler names (the generated C carries ``#line`` directives)::

    specs/mathx.yaml:12: op Softsign: C kernel does not compile: expected ';' before ')' token

Kernels are compiled through the runtime's cache, as the runtime would look them up, so a
checked spec costs nothing more at run time, and a kernel known not to compile is not compiled
again (``opspec cache clear`` forgets).
"""
from __future__ import annotations

import re
from pathlib import Path

from opspec.spec.errors import SpecError

__all__ = ["c_errors"]

_DIAG = re.compile(r"^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?:\d+:)? (?:fatal )?error: (?P<what>.*)$")


def c_errors(specs, c_files=None, jobs=None, notes=None) -> list[SpecError]:
    """Compile the C kernels of ``specs`` (SpecFiles); a SpecError per op whose kernel does not
    compile (its ``details``: the compiler's whole output). What no spec can fix (no compiler,
    an unusable cache: the ops then run their python: kernels) goes to ``notes``, one line per file.

    c_files: ``{spec: {path: text}}``, the C files as generate writes them (so that their cache
    entries are the runtime's); by default each spec's C rendered next to it.
    """
    from opspec.link.c.batch import build_modules
    from opspec.link.c.module import CSource
    from opspec.spec.c_codegen import c_module

    modules = []
    for spec in specs:
        files = c_files.get(spec.path, {}) if c_files is not None else \
            {Path(spec.path).parent / f"{spec.module}.c": None}
        for path, text in files.items():
            rendered, tables = c_module(spec, path)
            if rendered is not None:
                modules.append((spec, CSource(Path(path), rendered if text is None else text,
                                              [k for t in tables for k in t.specs()])))
    if not modules:
        return []
    build_modules([m for _, m in modules], workers=jobs)
    errors = []
    for spec, mod in modules:
        if mod.failure is not None:
            if notes is not None:
                first = str(mod.failure).strip().splitlines()[0]
                notes.append(f"{spec.path}: C kernels not compiled ({first}); its ops run their python: kernels")
            continue
        for op_name, failure in mod.broken.items():
            errors.append(_op_error(spec, op_name, failure, mod.path.name))
    return errors


def _op_error(spec, op_name, failure, c_file) -> SpecError:
    """``file:line: op NAME: C kernel does not compile: <the first error>``, at the spec line the
    compiler names (the op's c: line when it names the generated glue instead)."""
    op = next((o for o in spec.ops if o.name == op_name), None)
    line = op.c.loc.line if op is not None and op.c is not None else (op.loc.line if op else None)
    what = "see the compiler's messages (-v)"
    for text in failure.stderr.splitlines():
        m = _DIAG.match(text)
        if m:
            what = m.group("what").strip()
            if m.group("file") != c_file:
                line = int(m.group("line"))
            break
    err = SpecError(f"C kernel does not compile: {what}", file=spec.path, line=line, op=op_name)
    err.details = failure.stderr
    return err
