"""YAML spec files -> :mod:`opspec.spec.model`, with strict validation.

Three stages, each raising :class:`SpecError` at the offending line:

1. YAML, read by a SafeLoader subclass (YAML 1.2 booleans and floats) into
   dicts/lists that remember the line of every key and value; duplicate keys
   are errors;
2. the structure, checked against ``schema.json`` (JSON Schema 2020-12);
3. the meaning, checked here and in :mod:`.formula` (names, type rules,
   formulas, rewrites, samples, ...).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable
from pathlib import Path

import jsonschema
import yaml

from .errors import SpecError
from .formula import Namespace, suggest
from .model import Location, SpecFile
from .namespace import RUNTIME_NAMES

__all__ = ["load_spec", "load_specs", "read_yaml"]


# -- 1. YAML with lines --------------------------------------------------------------------------

class _Map(dict):
    """A YAML mapping that knows its line and the lines of its keys and values."""
    __slots__ = ("line", "key_lines", "value_lines")


class _Seq(list):
    """A YAML sequence that knows its line and the lines of its items."""
    __slots__ = ("line", "item_lines")


class _Loader(yaml.SafeLoader):
    """SafeLoader with YAML 1.2 scalars: only true/false are booleans, 1e-5 is a float,
    no timestamps."""


_Loader.yaml_implicit_resolvers = {}
for _tag, _regex, _first in (
    ("bool", r"^(?:true|True|TRUE|false|False|FALSE)$", "tTfF"),
    ("int", r"^[-+]?(?:0|[1-9][0-9_]*)$|^0x[0-9a-fA-F_]+$|^0o[0-7_]+$", "-+0123456789"),
    ("float", r"^[-+]?(?:\.[0-9]+|[0-9][0-9_]*(?:\.[0-9_]*)?)(?:[eE][-+]?[0-9]+)?$"
              r"|^[-+]?\.(?:inf|Inf|INF)$|^\.(?:nan|NaN|NAN)$", "-+.0123456789"),
    ("null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
    ("merge", r"^(?:<<)$", "<"),
):
    _Loader.add_implicit_resolver(f"tag:yaml.org,2002:{_tag}", re.compile(_regex), list(_first))


def _construct_int(loader, node):
    return int(loader.construct_scalar(node), 0)


def _construct_float(loader, node):
    text = loader.construct_scalar(node).lower().replace("_", "")
    if text.endswith((".inf", ".nan")):
        return float(text.replace(".", ""))
    return float(text)


_Loader.add_constructor("tag:yaml.org,2002:int", _construct_int)
_Loader.add_constructor("tag:yaml.org,2002:float", _construct_float)


def _where(path) -> tuple:
    """(op, key path) of a path in a spec file's data."""
    if len(path) >= 2 and path[0] == "ops":
        return path[1], _keypath(path[2:])
    return None, _keypath(path)


def _keypath(path) -> str | None:
    out = ""
    for p in path:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out or None


def _error(message, file, line, path=()) -> SpecError:
    op, key = _where(path)
    return SpecError(message, file=file, line=line, op=op, key=key)


def read_yaml(text: str, file: str):
    """Parse YAML text into nested ``_Map`` / ``_Seq`` / scalars that remember lines."""
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        return _build(loader, node, file, (), set())
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        what = e.problem or e.context or "invalid YAML"
        raise SpecError(f"YAML syntax error: {what}", file=file,
                        line=mark.line + 1 if mark else 1) from None
    except yaml.YAMLError as e:
        raise SpecError(f"YAML syntax error: {e}", file=file, line=1) from None
    finally:
        loader.dispose()


def _value_line(node) -> int:
    line = node.start_mark.line + 1
    if isinstance(node, yaml.ScalarNode) and node.style in ("|", ">"):
        line += 1       # a block scalar's text starts on the next line
    return line


def _build(loader, node, file, path, active):
    if isinstance(node, yaml.ScalarNode):
        return loader.construct_object(node)
    if id(node) in active:
        raise _error("a YAML alias refers to itself", file, node.start_mark.line + 1, path)
    active.add(id(node))
    try:
        if isinstance(node, yaml.SequenceNode):
            seq = _Seq()
            seq.line, seq.item_lines = node.start_mark.line + 1, []
            for i, item in enumerate(node.value):
                seq.append(_build(loader, item, file, path + (i,), active))
                seq.item_lines.append(_value_line(item))
            return seq
        loader.flatten_mapping(node)
        data = _Map()
        data.line, data.key_lines, data.value_lines = node.start_mark.line + 1, {}, {}
        for key_node, value_node in node.value:
            line = key_node.start_mark.line + 1
            key = loader.construct_object(key_node) \
                if isinstance(key_node, yaml.ScalarNode) else None
            if not isinstance(key, str):
                shown = key_node.value if isinstance(key_node, yaml.ScalarNode) else "a collection"
                raise _error(f"key {shown!s} is not a name; keys are plain strings", file, line,
                             path)
            if key in data:
                raise _error(f"duplicate key '{key}' (first at line {data.key_lines[key]})",
                             file, line, path)
            data[key] = _build(loader, value_node, file, path + (key,), active)
            data.key_lines[key] = line
            data.value_lines[key] = _value_line(value_node)
        return data
    finally:
        active.discard(id(node))


def line_of(data, path, *, key: bool = False) -> int:
    """Line of the node at ``path`` (of its key with ``key=True``; containers: their key)."""
    node, line = data, getattr(data, "line", 1)
    for step in path:
        if isinstance(node, _Map) and step in node:
            child = node[step]
            line = node.key_lines[step] if key or isinstance(child, (_Map, _Seq)) \
                else node.value_lines[step]
        elif isinstance(node, _Seq) and isinstance(step, int) and step < len(node):
            child, line = node[step], node.item_lines[step]
        else:
            break
        node = child
    return line


# -- 2. the schema ----------------------------------------------------------------------------

_SCHEMA = json.loads(Path(__file__).with_name("schema.json").read_text(encoding="utf-8"))
_VALIDATOR = jsonschema.Draft202012Validator(_SCHEMA)
_TYPE_WORDS = {"object": "a mapping", "array": "a list", "string": "a string",
               "number": "a number", "integer": "an integer", "boolean": "true or false",
               "null": "null"}


def _describe(value) -> str:
    if value is None:
        return "empty (null)"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, str):
        return f"the string '{value}'"
    return f"the number {value}"


def _choices(word: str, valid) -> str:
    close = suggest(word, valid) if isinstance(word, str) else None
    return f"did you mean '{close}'?" if close else f"valid: {', '.join(map(str, valid))}"


def check_schema(data, file: str) -> None:
    """Validate against ``schema.json``; raise the error that comes first in the file."""
    best = None
    for err in _VALIDATOR.iter_errors(data):
        line, exc = _schema_error(err, data, file)
        if best is None or line < best[0]:
            best = (line, exc)
    if best is not None:
        raise best[1]


def _schema_error(err, data, file):
    path = tuple(err.absolute_path)
    schema = err.schema if isinstance(err.schema, dict) else {}
    custom = schema.get("x-error", {})
    value, kind = err.instance, err.validator
    if "propertyNames" in err.absolute_schema_path:
        line = line_of(data, path + (value,), key=True)
        msg = custom.get(kind) or f"'{value}' is not a valid name"
        return line, _error(msg.format(value=value), file, line, path)
    if kind == "additionalProperties":
        allowed = list(schema.get("properties", {}))
        extra = [k for k in value if k not in allowed]
        extra.sort(key=lambda k: value.key_lines.get(k, 0) if isinstance(value, _Map) else 0)
        where = {"top-level": "top-level ", "op": "op "}.get(schema.get("x-keys"), "")
        line = line_of(data, path + (extra[0],), key=True)
        return line, _error(f"unknown {where}key '{extra[0]}' ({_choices(extra[0], allowed)})",
                            file, line, path)
    if kind == "required":
        missing = [k for k in err.validator_value if k not in value]
        line = line_of(data, path, key=True)
        need = ", ".join(err.validator_value)
        return line, _error(f"missing required key '{missing[0]}' (required keys: {need})",
                            file, line, path)
    line = line_of(data, path)
    template = custom.get("null") if kind == "type" and value is None else None
    template = template or custom.get(kind)
    if kind == "type" and not template:
        types = err.validator_value if isinstance(err.validator_value, list) \
            else [err.validator_value]
        template = f"should be {' or '.join(_TYPE_WORDS[t] for t in types)}, not {{actual}}"
    elif kind == "enum":
        template = (template or "'{value}' is not allowed") + \
            f" ({_choices(value, err.validator_value)})"
    elif kind == "uniqueItems":
        template = "lists the same name twice"
    elif not template:
        template = err.message.replace("{", "{{").replace("}", "}}")
    last = path[-1] if path else ""
    if "{key}" in template:
        path = path[:-1]
    msg = template.format(value=value, key=last, actual=_describe(value))
    return line, _error(msg, file, line, path)


# -- 3. files, imports and the namespace ----------------------------------------------------

class _Raw:
    """A spec file read and structurally valid, not yet built."""

    def __init__(self, path: str, data):
        self.path, self.data = path, data
        stem = Path(path).stem
        self.module = data.get("module", stem)
        if "module" not in data and not stem.isidentifier():
            raise SpecError(f"the file name '{stem}' is not a Python identifier; add "
                            "module: <name>", file=path, line=1, key="module")
        self.imports = tuple(data.get("imports", ()))
        self.headers = _headers(data["ops"])

    def error(self, message, path, *, key=False) -> SpecError:
        return _error(message, self.path, line_of(self.data, path, key=key), path)


def _headers(ops) -> list:
    """(class name, instance name or None, prop names, input names) of each op."""
    out = []
    for name, op in ops.items():
        props = op.get("props") or {}
        defaults = all(isinstance(p, dict) and "default" in p for p in props.values())
        instance = op.get("instance", name.lower() if defaults else None)
        out.append((name, instance, tuple(props), tuple(op.get("inputs") or ())))
    return out


def _read(path: str) -> _Raw:
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
    if not isinstance(data, _Map):
        raise SpecError(f"a spec file is a mapping (module:, doc:, imports:, ops:), not "
                        f"{_describe(data)}", file=path, line=1)
    check_schema(data, path)
    return _Raw(path, data)


def _namespace(raw: _Raw, raws: dict, base: Iterable[str] = RUNTIME_NAMES) -> Namespace:
    ops, classes, owner = {}, {}, {}
    for i, module in enumerate((raw.module,) + raw.imports):
        for cls, inst, props, inputs in raws[module].headers:
            for name in (cls, inst):
                if name and name in owner:
                    other = owner[name]
                    where = ("imports", i - 1) if i else ("ops", cls)
                    raise raw.error(f"the name '{name}' is an op of both module '{other}' and "
                                    f"module '{module}'; rename one (instance: or op name)",
                                    where, key=not i)
                if name:
                    owner[name] = module
            if inst:
                ops[inst] = (cls, inputs)
            classes[cls] = (props, inputs)
    elsewhere = {}
    for module, other in raws.items():
        if module not in owner.values():
            for cls, inst, _, _ in other.headers:
                elsewhere.setdefault(cls, module)
                if inst:
                    elsewhere.setdefault(inst, module)
    return Namespace(runtime=base, ops=ops, classes=classes, elsewhere=elsewhere)


def _build_file(raw: _Raw, ns: Namespace) -> SpecFile:
    ops = []
    instances = {}
    for name in raw.data["ops"]:
        op = _OpBuilder(raw, name, ns).build()
        if op.instance and op.instance in instances:
            raise raw.error(f"instance '{op.instance}' is also the instance of op "
                            f"{instances[op.instance]}; set instance: to another name",
                            ("ops", name, "instance") if "instance" in raw.data["ops"][name]
                            else ("ops", name), key=True)
        if op.instance:
            instances[op.instance] = name
        ops.append(op)
    return SpecFile(raw.path, raw.module, raw.data.get("doc", ""), raw.imports, tuple(ops))


def _sibling(importer: str, module: str) -> str | None:
    folder = os.path.dirname(importer)
    for ext in (".yaml", ".yml"):
        candidate = os.path.join(folder, module + ext)
        if os.path.isfile(candidate):
            return candidate
    return None


def load_specs(paths: Iterable) -> list[SpecFile]:
    """Load and check several spec files together.

    Imported modules not among ``paths`` are looked for next to the file that
    imports them (``<module>.yaml``) and checked too. Each file's formulas may
    use its own ops, the ops of its ``imports`` and RUNTIME_NAMES. Returns one
    SpecFile per given path, in order.
    """
    given = [_read(str(p)) for p in paths]
    raws: dict[str, _Raw] = {}
    for raw in given:
        if raw.module in raws:
            raise raw.error(f"module '{raw.module}' is also defined by {raws[raw.module].path}",
                            ("module",) if "module" in raw.data else ())
        raws[raw.module] = raw
    queue = list(given)
    while queue:
        raw = queue.pop(0)
        for i, module in enumerate(raw.imports):
            if module == raw.module:
                raise raw.error("a module cannot import itself", ("imports", i))
            if module not in raws:
                found = _sibling(raw.path, module)
                if found is None:
                    looked = os.path.join(os.path.dirname(raw.path), module + ".yaml")
                    raise raw.error(f"no spec module '{module}' (looked for {looked})",
                                    ("imports", i))
                raws[module] = _read(found)
                queue.append(raws[module])
    _check_cycles(raws)
    built = {module: _build_file(raw, _namespace(raw, raws)) for module, raw in raws.items()}
    return [built[raw.module] for raw in given]


def _check_cycles(raws: dict) -> None:
    state: dict[str, int] = {}

    def visit(module, chain):
        state[module] = 1
        raw = raws[module]
        for i, dep in enumerate(raw.imports):
            if state.get(dep) == 1:
                cycle = " -> ".join(chain[chain.index(dep):] + [dep])
                raise raw.error(f"import cycle {cycle}", ("imports", i))
            if dep not in state:
                visit(dep, chain + [dep])
        state[module] = 2

    for module in raws:
        if module not in state:
            visit(module, [module])


def load_spec(path, namespace=None) -> SpecFile:
    """Load and check one spec file.

    Without ``namespace`` this is ``load_specs([path])[0]`` (imports are
    resolved next to the file). With ``namespace`` (a :class:`Namespace`, or
    an iterable of names that formulas may use besides the file's own ops and
    RUNTIME_NAMES), ``imports`` are not resolved: the caller vouches for them.
    """
    if namespace is None:
        return load_specs([path])[0]
    raw = _read(str(path))
    if isinstance(namespace, Namespace):
        base = Namespace(namespace.runtime | RUNTIME_NAMES, namespace.ops, namespace.classes,
                         namespace.elsewhere)
    else:
        base = Namespace(RUNTIME_NAMES | frozenset(namespace))
    own = _namespace(raw, {raw.module: raw}, base.runtime)
    for name in own.ops.keys() | own.classes.keys():
        base.ops.pop(name, None)
        base.classes.pop(name, None)
    ns = Namespace(base.runtime, {**base.ops, **own.ops}, {**base.classes, **own.classes},
                   base.elsewhere)
    return _build_file(raw, ns)


def location(raw: _Raw, path, *, key: bool = False) -> Location:
    return Location(raw.path, line_of(raw.data, path, key=key))
