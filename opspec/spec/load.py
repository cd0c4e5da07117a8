"""YAML spec files -> :mod:`opspec.spec.model`, with strict validation.

Three stages, each raising :class:`SpecError` at the offending line:

1. YAML, read by a SafeLoader subclass (YAML 1.2 booleans and floats) into
   dicts/lists that remember the line of every key and value; duplicate keys
   are errors;
2. the structure, checked against ``schema.json`` (JSON Schema 2020-12);
3. the meaning, checked in :mod:`.op_builder` and :mod:`.formula` (names, type rules,
   formulas, rewrites, samples, ...).

Every mistake of every file is reported, not only the first (``SpecErrors``): a file whose
YAML is broken is skipped, an op whose structure is wrong is skipped, and within an op each
section (shape, python, c, gradients, rewrites, samples...) is checked on its own.

This module resolves files and their ``imports:`` and builds each file's namespace: the
standard library (:mod:`.namespace`), then the modules it imports, then its own ops, each
layer shadowing the one before.
"""

from __future__ import annotations

import keyword
import os
import re
from collections.abc import Iterable, Mapping
from pathlib import Path

from .errors import (LineDict, SpecError, check_schema, describe, error_at, line_of, raise_all,
                     read_yaml)
from .formula import Namespace
from .model import SpecFile
from .namespace import RUNTIME_NAMES, installed_library, is_library_spec, summary
from .op_builder import OpBuilder

__all__ = ["load_spec", "load_specs", "op_headers"]


# -- files ---------------------------------------------------------------------------------------

def op_headers(ops) -> list:
    """(class, instance or None, prop names, input names, summary) of each op: what other
    specs see of a module (a variadic input keeps its ``*``). Random ops are not among them:
    formulas build deterministic graphs, where a draw has no place."""
    out = []
    for name, op in ops.items():
        if not isinstance(op, Mapping) or "random" in op:
            continue
        props = op.get("props") if isinstance(op.get("props"), Mapping) else {}
        inputs = op.get("inputs") if isinstance(op.get("inputs"), Mapping) else {}
        defaults = all(isinstance(p, Mapping) and "default" in p for p in props.values())
        instance = op.get("instance", name.lower() if defaults else None)
        instance = instance if isinstance(instance, str) else None
        out.append((name, instance, tuple(props), tuple(inputs), summary(op.get("doc"))))
    return out


class _Raw:
    """A spec file read and structurally valid (but for the ops in ``bad_ops``), not yet built."""

    def __init__(self, path: str, data, bad_ops=frozenset()):
        self.path, self.data = path, data
        stem = Path(path).stem
        self.module = data.get("module", stem)
        if "module" not in data and not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", stem):
            raise SpecError(f"the file name '{stem}' is not a Python identifier; add "
                            "module: <name>", file=path, line=1, key="module")
        if keyword.iskeyword(self.module) or self.module.startswith("__"):
            why = "a Python keyword" if keyword.iskeyword(self.module) else "reserved"
            raise error_at(f"the module name '{self.module}' is {why}; name the module (module: <name>) "
                           "or the file otherwise", path, line_of(data, ("module",)) if "module" in data else 1,
                           ("module",))
        self.imports = tuple(data.get("imports", ()))
        self.headers = op_headers(data["ops"])
        self.bad_ops = bad_ops
        self.library = is_library_spec(path)

    def error(self, message, path, *, key=False) -> SpecError:
        return error_at(message, self.path, line_of(self.data, path, key=key), path)


class _Installed:
    """A standard-library module known from the installed ``opspec.ops.HEADERS`` (an
    installed opspec need not ship the library's spec files)."""

    imports = ()
    library = True

    def __init__(self, module: str, headers):
        self.module, self.headers = module, headers
        self.path = f"opspec.ops.{module}"


def _read(path: str, problems: list) -> _Raw:
    """The file read and checked against the schema; its op-level schema mistakes go to
    ``problems`` (those ops are skipped), a file-level one is raised with the others."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SpecError("no such spec file", file=path) from None
    except (OSError, UnicodeDecodeError) as e:
        raise SpecError(f"cannot read the spec file: {getattr(e, 'strerror', None) or e}",
                        file=path) from None
    data = read_yaml(text, path)
    if data is None:
        raise SpecError("the file is empty; a spec needs at least ops:", file=path, line=1)
    if not isinstance(data, LineDict):
        raise SpecError(f"a spec file is a mapping (module:, doc:, imports:, ops:), not "
                        f"{describe(data)}", file=path, line=1)
    found = check_schema(data, path)
    if any(len(where) < 2 or where[0] != "ops" for where, _ in found):
        raise_all([err for _, err in found])
    problems.extend(err for _, err in found)
    return _Raw(path, data, frozenset(where[1] for where, _ in found))


def _sibling(importer: str, module: str) -> str | None:
    folder = os.path.dirname(importer)
    for ext in (".yaml", ".yml"):
        candidate = os.path.join(folder, module + ext)
        if os.path.isfile(candidate):
            return candidate
    return None


# -- namespaces ----------------------------------------------------------------------------------

def _library(raws: dict) -> dict:
    """module -> headers of the standard library: its spec files in this run (when the library
    itself is being generated), else the installed package's."""
    library = {m: [tuple(h) + ("",) * (5 - len(h)) for h in hs] for m, hs in installed_library().items()}
    library.update({m: raw.headers for m, raw in raws.items() if isinstance(raw, _Raw) and raw.library})
    return library


class _Elsewhere(Mapping):
    """name -> module, for ops of modules a file does not import (the other files of the run
    and the spec files next to it), for "did you mean" messages; read on first use only."""

    def __init__(self, raw, raws, seen, neighbours: dict):
        self.raw, self.raws, self.seen = raw, raws, seen
        self.neighbours = neighbours        # folder -> {module: headers}, shared by a run
        self._found = None

    def _names(self) -> dict:
        if self._found is None:
            modules = {m: raw.headers for m, raw in self.raws.items() if not raw.library}
            for module, headers in self._folder(Path(self.raw.path).parent).items():
                modules.setdefault(module, headers)
            self._found = {}
            for module, headers in modules.items():
                if module not in self.seen:
                    for cls, inst, *_ in headers:
                        for name in (cls, inst):
                            if name:
                                self._found.setdefault(name, module)
        return self._found

    def _folder(self, folder: Path) -> dict:
        """module -> headers of the spec files in a folder (read once per run)."""
        if folder not in self.neighbours:
            found = self.neighbours[folder] = {}
            for path in sorted(folder.glob("*.y*ml")) if folder.is_dir() else ():
                try:
                    data = read_yaml(path.read_text(encoding="utf-8"), str(path))
                    found.setdefault(data.get("module", path.stem), op_headers(data["ops"]))
                except Exception:   # noqa: BLE001 - a broken neighbour only misses a hint
                    continue
        return self.neighbours[folder]

    def __getitem__(self, name):
        return self._names()[name]

    def __iter__(self):
        return iter(self._names())

    def __len__(self):
        return len(self._names())


def _namespace(raw: _Raw, raws: dict, library: Mapping, imports: tuple | None = None,
               neighbours: dict | None = None) -> Namespace:
    """The names of ``raw``'s formulas: the library's ops, then its imports' (all in ``raws``),
    then its own, each layer shadowing the one before; the last two must not clash."""
    ops, classes, owner = {}, {}, {}
    for headers in library.values():
        for cls, inst, props, inputs, *_ in headers:
            if inst:
                ops[inst] = (cls, inputs)
            classes[cls] = (props, inputs)
    modules = (raw.module,) + (raw.imports if imports is None else imports)
    for i, module in enumerate(modules):
        for cls, inst, props, inputs, *_ in raws[module].headers:
            for name in (cls, inst):
                if name in owner and not i:
                    implicit = "" if "instance" in raw.data["ops"][cls] else \
                        " (the op name in lower case)"
                    raise raw.error(f"instance '{name}'{implicit} is also the instance of op "
                                    f"{owner[name][1]}; set instance: to another name",
                                    ("ops", cls), key=True)
                if name in owner:
                    raise raw.error(f"the name '{name}' is an op of both module "
                                    f"'{owner[name][0]}' and module '{module}'; rename one",
                                    ("imports", i - 1))
                if name:
                    owner[name] = (module, cls)
            if inst:
                ops[inst] = (cls, inputs)
            classes[cls] = (props, inputs)
    return Namespace(runtime=RUNTIME_NAMES, ops=ops, classes=classes,
                     elsewhere=_Elsewhere(raw, raws, set(modules), {} if neighbours is None else neighbours),
                     imports=raw.imports)


def _imported(raw: _Raw, raws: dict) -> tuple:
    """(module, op and instance names) of the user modules ``raw`` imports."""
    out = []
    for module in raw.imports:
        other = raws[module]
        if not other.library:
            out.append((module, tuple(n for cls, inst, *_ in other.headers for n in (cls, inst) if n)))
    return tuple(out)


def _build_file(raw: _Raw, ns: Namespace, problems: list, imported: tuple = ()) -> SpecFile | None:
    ops = []
    for name in raw.data["ops"]:
        if name in raw.bad_ops:
            continue
        try:
            ops.append(OpBuilder(raw, name, ns).build())
        except SpecError as e:
            problems.append(e)
    if raw.bad_ops or len(ops) < len(raw.data["ops"]):
        return None
    return SpecFile(raw.path, raw.module, raw.data.get("doc", ""), raw.imports, tuple(ops), imported)


# -- loading -------------------------------------------------------------------------------------

def load_specs(paths: Iterable, problems: list | None = None) -> list[SpecFile]:
    """Load and check several spec files together.

    Imported modules not among ``paths`` are looked for next to the file that imports them
    (``<module>.yaml``) and checked too. Each file's formulas may use the standard library,
    its ``imports`` and its own ops. Returns one SpecFile per given path, in order; raises
    every mistake found in any file (SpecErrors when there are several). With ``problems``
    (a list), the mistakes are added to it instead, and the files without any are returned.
    """
    collect = problems
    paths = list(paths)
    problems: list[SpecError] = []
    given = []
    for p in paths:
        try:
            given.append(_read(str(p), problems))
        except SpecError as e:
            problems.append(e)
    raws: dict = {}
    broken: set = set()
    for raw in given:
        if raw.module in raws:
            problems.append(raw.error(f"module '{raw.module}' is also defined by "
                                      f"{raws[raw.module].path}",
                                      ("module",) if "module" in raw.data else ()))
            continue
        raws[raw.module] = raw
    installed = installed_library()
    queue = list(raws.values())
    while queue:
        raw = queue.pop(0)
        for i, module in enumerate(raw.imports):
            if module == raw.module:
                problems.append(raw.error("a module cannot import itself", ("imports", i)))
                broken.add(raw.module)
            elif module not in raws:
                found = _sibling(raw.path, module)
                if found is None and module in installed:
                    raws[module] = _Installed(module, installed[module])
                elif found is None:
                    looked = os.path.join(os.path.dirname(raw.path), module + ".yaml")
                    problems.append(raw.error(f"no spec module '{module}' (looked for {looked})",
                                              ("imports", i)))
                    broken.add(raw.module)
                else:
                    try:
                        raws[module] = _read(found, problems)
                        queue.append(raws[module])
                    except SpecError as e:
                        problems.append(e)
                        broken.add(raw.module)
    broken |= _cycles(raws, problems)
    library = _library(raws)
    built, neighbours = {}, {}
    for module, raw in raws.items():
        if isinstance(raw, _Raw) and module not in broken:
            try:
                built[module] = _build_file(raw, _namespace(raw, raws, library, neighbours=neighbours),
                                            problems, _imported(raw, raws))
            except SpecError as e:
                problems.append(e)
    order = {str(p): k for k, p in enumerate(paths)}
    problems.sort(key=lambda e: (order.get(e.file, len(order)), e.file or "", e.line or 0))
    if collect is None:
        raise_all(problems)
    else:
        collect.extend(problems)
    return [built[raw.module] for raw in given if built.get(raw.module) is not None]


def _cycles(raws: dict, problems: list) -> set:
    """Report each import cycle; the modules on one."""
    state: dict[str, int] = {}
    on_cycle: set = set()

    def visit(module, chain):
        state[module] = 1
        raw = raws.get(module)
        for i, dep in enumerate(getattr(raw, "imports", ())):
            if dep == module:
                continue        # reported as "cannot import itself"
            if state.get(dep) == 1:
                cycle = chain[chain.index(dep):] + [dep]
                problems.append(raw.error(f"import cycle {' -> '.join(cycle)}", ("imports", i)))
                on_cycle.update(cycle)
            elif dep not in state and dep in raws:
                visit(dep, chain + [dep])
        state[module] = 2

    for module in raws:
        if module not in state:
            visit(module, [module])
    return on_cycle


def load_spec(path, namespace=None) -> SpecFile:
    """Load and check one spec file.

    Without ``namespace`` this is ``load_specs([path])[0]`` (imports are
    resolved next to the file). With ``namespace`` (a :class:`Namespace`, or
    an iterable of names that formulas may use besides the file's own ops, the
    library and RUNTIME_NAMES), ``imports`` are not resolved: the caller vouches for them.
    """
    if namespace is None:
        return load_specs([path])[0]
    problems: list = []
    raw = _read(str(path), problems)
    raise_all(problems)
    own = _namespace(raw, {raw.module: raw}, _library({raw.module: raw}), imports=())
    extra = namespace if isinstance(namespace, Namespace) else Namespace(frozenset(namespace))
    mine = {n for cls, inst, *_ in raw.headers for n in (cls, inst) if n}
    ns = Namespace(own.runtime | extra.runtime,
                   {**own.ops, **{k: v for k, v in extra.ops.items() if k not in mine}},
                   {**own.classes, **{k: v for k, v in extra.classes.items() if k not in mine}},
                   extra.elsewhere if isinstance(namespace, Namespace) else own.elsewhere, raw.imports)
    built = _build_file(raw, ns, problems)
    raise_all(problems)
    return built

