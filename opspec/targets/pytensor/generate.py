"""Spec files → Python modules of genuine PyTensor Ops (``opspec generate --target pytensor``).

The specs are loaded and checked by opspec's loader, as for its own runtime; each op becomes an
:class:`~opspec.targets.pytensor.opviews.OpView` (every decision made in Python) that
``templates/module.py.j2`` lays out. Next to each module goes the same C file opspec generates
for its own runtime: the non-elementwise ops run those kernels in PyTensor's C backend.

Ops of the specs generated together call each other's generated classes (the standard library
generated for PyTensor is self-contained); a user's specs calling the library get PyTensor's
built-in counterparts (:mod:`.names`). What a backend cannot run is said at generate time
(:class:`~opspec.targets.pytensor.opviews.Note`), and recorded in the module's ``NOT_LOWERED``.
"""
from __future__ import annotations

from pathlib import Path

import jinja2

from opspec.spec.c_codegen import c_module
from opspec.spec.codegen import comment, docstring
from opspec.spec.errors import SpecError
from opspec.spec.generate import _check_c_path, relocate, shown_path
from opspec.spec.model import SpecFile
from opspec.targets.pytensor.formulas import Entry, Resolver
from opspec.targets.pytensor.names import RANDOM_REASON
from opspec.targets.pytensor.opviews import Note, OpGenerator

TEMPLATES = Path(__file__).parent / "templates"
_ENV = jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATES)), keep_trailing_newline=True,
                          trim_blocks=True, lstrip_blocks=True, undefined=jinja2.StrictUndefined,
                          autoescape=False)

#: names every generated module binds itself (an op or instance may not take them)
MODULE_NAMES = frozenset({"np", "math", "builtins", "pytensor", "ps", "pt", "Apply", "Elemwise", "lib", "rt",
                          "annotations", "NOT_LOWERED", "kernels", "C_FILE"})


def entries(specs: list[SpecFile]) -> dict[str, dict[str, Entry]]:
    """module -> {name: Entry} of every op class and instance of ``specs``, as seen from that
    module: its own ops, then the ops of the other specs generated with it."""
    by_module = {}
    for spec in specs:
        own = {}
        for op in spec.ops:
            if op.random is not None:       # not generated (render_module): nothing to refer to
                continue
            instance = op.instance if op.instance and (not op.props or op.props_all_default) else None
            own[op.name] = Entry(spec.module, op.elemwise, True)
            if instance:
                own[instance] = Entry(spec.module, op.elemwise, False,
                                      f"scalar_{instance}" if op.elemwise else instance)
        by_module[spec.module] = own
    out = {}
    for spec in specs:
        seen = {}
        for module, own in by_module.items():
            if module != spec.module:
                seen.update(own)
        seen.update(by_module[spec.module])
        out[spec.module] = seen
    return out


def render_module(spec: SpecFile, found: dict[str, Entry], package: str | None, tables=()) -> tuple[str, list]:
    """(the module's source, its notes); ``tables``: the C kernels of its ops (opspec's
    :func:`~opspec.spec.c_codegen.c_module`), which its non-elementwise ops run."""
    by_op = {t.op: t for t in tables}
    module_names = MODULE_NAMES | {n for n, e in found.items() if e.module == spec.module}
    resolver = Resolver(spec.module, found)
    views, notes = [], []
    for op in spec.ops:
        if op.random is not None:
            notes.append(Note(op.name, "PyTensor", RANDOM_REASON, op.loc))
            continue
        table = by_op.get(op.name) if not op.elemwise else None
        generator = OpGenerator(op, resolver, frozenset(module_names), spec.module, table)
        views.append(generator.view())
        notes += generator.notes
    used = sorted({e.module for op in spec.ops for e in found.values()
                   if e.module != spec.module and _mentions(views, e.module)})
    imports = [f"from . import {m} as {m}_ops" if package else f"import {m} as {m}_ops" for m in used]
    sources = " ".join(m.text for v in views for c in v.classes for m in c.methods)
    sources += " ".join(f.text for v in views for f in v.functions)
    text = _ENV.get_template("module.py.j2").render(
        path=comment(spec.path), doc=docstring(spec.doc or f"PyTensor Ops generated from {spec.path}."),
        views=views, names=[n for v in views for n in v.names], imports=imports,
        uses_builtins="builtins." in sources, uses_math="math." in sources,
        c_file=any(not op.elemwise and op.name in by_op for op in spec.ops),
        not_lowered=[(repr(n.op), repr(n.backend), repr(n.reason)) for n in notes])
    return text, notes


def _mentions(views, module) -> bool:
    needle = f"{module}_ops."
    return any(needle in m.text for v in views for c in v.classes for m in c.methods) or \
        any(needle in f.text for v in views for f in v.functions)


def render_files(specs: list[SpecFile], out_dir, package: str | None = None) -> tuple[dict, list]:
    """({path: text} of every file to write, the notes of what a backend does not run)."""
    out_dir = Path(out_dir)
    files, notes = {}, []
    found = entries(specs)
    for spec in specs:
        shown = shown_path(spec.path, out_dir)
        local = relocate(spec, spec.path, shown)
        try:
            # the C file is what the non-elementwise ops' kernels are built from (an elementwise
            # op's C is its scalar expression, inside PyTensor's own loops)
            c_text, tables = c_module(local, out_dir / f"{spec.module}.c")
            text, spec_notes = render_module(local, found[spec.module], package, tables)
            c_files = {f"{spec.module}.c": c_text} if c_text is not None and \
                any(not op.elemwise and op.name in {t.op for t in tables} for op in spec.ops) else {}
        except SpecError as e:
            raise SpecError(e.message, file=spec.path if e.file == shown else e.file, line=e.line,
                            op=e.op, key=e.key) from None
        files[out_dir / f"{spec.module}.py"] = text
        if c_files:
            _check_c_path(spec, shown)
        for name, c_text in c_files.items():
            files[out_dir / name] = c_text
        notes += spec_notes
    if package:
        files[out_dir / "__init__.py"] = _ENV.get_template("package_init.py.j2").render(
            modules=[s.module for s in specs], package=package)
    return files, notes
