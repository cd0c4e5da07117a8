"""The one error type of the spec loader, and how errors find their line.

Every problem found in a spec file (YAML syntax, structure, names, formulas)
is a :class:`SpecError` whose ``str()`` is a single line::

    specs/mathx.yaml:14: op Softplus: grad: no input named 'y' (inputs: x)

that is ``file:line: [op NAME: ][KEY: ]message``.

To give every error its line, this module also holds the YAML reader that
remembers the line of every key and value (:func:`read_yaml`, :func:`line_of`)
and the translation of JSON-schema errors into SpecErrors (:func:`check_schema`).
"""

from __future__ import annotations

import difflib
import json
import re
import unicodedata
from collections.abc import Iterable
from pathlib import Path

import jsonschema
import yaml

__all__ = ["SpecError", "SpecErrors", "LineDict", "LineList", "read_yaml", "line_of", "check_schema",
           "describe", "error_at", "keypath", "suggest"]


class SpecError(Exception):
    """A mistake in a spec file.

    Attributes:
        file: the spec path, exactly as it was given to the loader.
        line: 1-based line of the offending node (None if unknown).
        op: the name of the op the mistake is in, or None for file-level errors.
        key: the key path inside the op (or the file) such as ``grad`` or
            ``samples[1]``, or None.
        message: what is wrong and what would be right.
    """

    def __init__(self, message: str, *, file: str | None = None, line: int | None = None,
                 op: str | None = None, key: str | None = None):
        self.message = message
        self.file = file
        self.line = line
        self.op = op
        self.key = key
        super().__init__(str(self))

    def __str__(self) -> str:
        where = ""
        if self.file is not None:
            where = f"{self.file}:{self.line}: " if self.line is not None else f"{self.file}: "
        if self.op is not None:
            where += f"op {self.op}: "
        if self.key:
            where += f"{self.key}: "
        return one_line(where + self.message)

    def __reduce__(self):  # keep pickling (multiprocessing, pytest-xdist) working
        return (_rebuild, (self.message, self.file, self.line, self.op, self.key))


def one_line(text: str) -> str:
    """``text`` with its control characters escaped (a name from a spec may hold a newline):
    an error is one line."""
    return "".join(repr(c)[1:-1] if unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp") else c
                   for c in text)


def _rebuild(message, file, line, op, key):
    return SpecError(message, file=file, line=line, op=op, key=key)


class SpecErrors(SpecError):
    """Several mistakes (``errors``, in the order found: file by file, line by line).

    It is a SpecError with the first mistake's attributes, so ``except SpecError`` sees one
    error; ``str()`` has one line per mistake.
    """

    def __init__(self, errors):
        flat = []
        for err in errors:
            flat.extend(err.errors if isinstance(err, SpecErrors) else [err])
        self.errors = flat
        first = flat[0]
        super().__init__(first.message, file=first.file, line=first.line, op=first.op, key=first.key)

    def __str__(self) -> str:
        return "\n".join(SpecError.__str__(e) for e in self.errors)

    def __reduce__(self):
        return (SpecErrors, (self.errors,))


def raise_all(errors) -> None:
    """Raise the mistakes found (one SpecError, or SpecErrors for several); nothing if none."""
    if len(errors) == 1 and not isinstance(errors[0], SpecErrors):
        raise errors[0]
    if errors:
        raise SpecErrors(errors)


def suggest(name: str, candidates: Iterable[str]) -> str | None:
    """The closest candidate to ``name`` (difflib), or None."""
    found = difflib.get_close_matches(name, sorted(set(candidates)), n=1, cutoff=0.7)
    return found[0] if found else None


# -- 1. YAML with lines --------------------------------------------------------------------------

class LineDict(dict):
    """A YAML mapping that knows its line and the lines of its keys and values."""
    __slots__ = ("line", "key_lines", "value_lines")


class LineList(list):
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


def where(path) -> tuple:
    """(op, shown key) of a path in a spec file's data (see :func:`keypath`)."""
    if len(path) >= 2 and path[0] == "ops":
        return path[1], keypath(path[2:])
    return None, keypath(path)


def keypath(path) -> str | None:
    """The key shown in messages: the first key of ``path`` and its list index, if any
    (``grad``, ``samples[1]``); the line points at the node itself."""
    if not path:
        return None
    if len(path) > 1 and isinstance(path[1], int):
        return f"{path[0]}[{path[1]}]"
    return str(path[0])


def error_at(message, file, line, path=()) -> SpecError:
    op, key = where(path)
    return SpecError(message, file=file, line=line, op=op, key=key)


def read_yaml(text: str, file: str):
    """Parse YAML text into nested ``LineDict`` / ``LineList`` / scalars that remember lines."""
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        return _build(loader, node, file, (), set())
    except yaml.MarkedYAMLError as e:
        line, what = _yaml_mistake(e, text)
        raise SpecError(f"YAML syntax error: {what}", file=file, line=line) from None
    except yaml.YAMLError as e:
        raise SpecError(f"YAML syntax error: {e}", file=file, line=1) from None
    finally:
        loader.dispose()


_OPENERS = {"flow mapping": ("{", "}"), "flow sequence": ("[", "]")}


def _yaml_mistake(e, text: str) -> tuple[int, str]:
    """(line, message) of a YAML syntax error, at the line of the mistake: PyYAML notices an
    unclosed bracket or quote only where the text goes on, so those point back at the opening."""
    mark = e.problem_mark or e.context_mark
    line = mark.line + 1 if mark else 1
    what = e.problem or e.context or "invalid YAML"
    lines = text.split("\n")
    start = e.context_mark.line + 1 if e.context_mark else None
    context = e.context or ""
    if start is not None and start < line:
        opened = next((pair for kind, pair in _OPENERS.items() if kind in context), None)
        source = lines[start - 1] if start <= len(lines) else ""
        if opened and source.count(opened[0]) > source.count(opened[1]):
            return start, f"'{opened[0]}' is not closed on this line (expected '{opened[1]}')"
        if "quoted scalar" in context:
            return start, "a quoted string starts here and is never closed"
    if "block end" in what and mark is not None:
        indent = mark.column
        above = next((len(s) - len(s.lstrip(" ")) for s in reversed(lines[:mark.line]) if s.strip()
                      and not s.lstrip().startswith("#")), None)
        if above is not None and above != indent:
            return line, (f"this line is indented by {indent} spaces, the line above by {above}: "
                          "keys of one mapping (and items of one list) line up")
    if "'\\t'" in what:
        return line, "a tab character: YAML indents with spaces only"
    if e.problem and context and start is not None and start != line:
        what += f" ({context} started at line {start})"
    return line, what


def _value_line(node) -> int:
    line = node.start_mark.line + 1
    if isinstance(node, yaml.ScalarNode) and node.style in ("|", ">"):
        line += 1       # a block scalar's text starts on the next line
    return line


def _build(loader, node, file, path, active):
    if isinstance(node, yaml.ScalarNode):
        return loader.construct_object(node)
    if id(node) in active:
        raise error_at("a YAML alias refers to itself", file, node.start_mark.line + 1, path)
    active.add(id(node))
    try:
        if isinstance(node, yaml.SequenceNode):
            seq = LineList()
            seq.line, seq.item_lines = node.start_mark.line + 1, []
            for i, item in enumerate(node.value):
                seq.append(_build(loader, item, file, path + (i,), active))
                seq.item_lines.append(_value_line(item))
            return seq
        loader.flatten_mapping(node)
        data = LineDict()
        data.line, data.key_lines, data.value_lines = node.start_mark.line + 1, {}, {}
        for key_node, value_node in node.value:
            line = key_node.start_mark.line + 1
            key = loader.construct_object(key_node) \
                if isinstance(key_node, yaml.ScalarNode) else None
            if not isinstance(key, str):
                shown = key_node.value if isinstance(key_node, yaml.ScalarNode) else "a collection"
                raise error_at(f"key {shown!s} is not a name; keys are plain strings", file, line,
                             path)
            if key in data:
                raise error_at(f"duplicate key '{key}' (first at line {data.key_lines[key]})",
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
        if isinstance(node, LineDict) and step in node:
            child = node[step]
            line = node.key_lines[step] if key or isinstance(child, (LineDict, LineList)) \
                else node.value_lines[step]
        elif isinstance(node, LineList) and isinstance(step, int) and step < len(node):
            child, line = node[step], node.item_lines[step]
        else:
            break
        node = child
    return line


# -- 2. the schema ----------------------------------------------------------------------------

_SCHEMA = json.loads(Path(__file__).with_name("schema.json").read_text(encoding="utf-8"))


def _pattern(validator, pattern, instance, schema):
    """JSON Schema's ``pattern`` as ECMA 262 reads it: ``$`` ends the string. (Python's ``$``
    also matches before a final newline, which let a name such as ``"Foo\\n"`` through to
    the generated code.)"""
    if validator.is_type(instance, "string"):
        python = pattern[:-1] + r"\Z" if pattern.endswith("$") and not pattern.endswith("\\$") else pattern
        if not re.search(python, instance):
            yield jsonschema.ValidationError(f"{instance!r} does not match {pattern!r}")


_VALIDATOR = jsonschema.validators.extend(jsonschema.Draft202012Validator, {"pattern": _pattern})(_SCHEMA)
_TYPE_WORDS = {"object": "a mapping", "array": "a list", "string": "a string",
               "number": "a number", "integer": "an integer", "boolean": "true or false",
               "null": "null"}


def describe(value) -> str:
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


def check_schema(data, file: str) -> list[tuple[tuple, SpecError]]:
    """Validate against ``schema.json``: ``(path, error)`` for every mistake, in line order
    (one per node: the first the file shows)."""
    errors = list(_VALIDATOR.iter_errors(data))
    # an unknown key usually explains a missing one (pyhton: / python:): report it instead
    unknown = {tuple(e.absolute_path) for e in errors if e.validator == "additionalProperties"}
    found: dict[tuple, tuple[int, SpecError]] = {}
    for err in errors:
        path = tuple(err.absolute_path)
        if err.validator == "required" and path in unknown:
            continue
        line, exc = _translate(err, data, file)
        if path not in found or line < found[path][0]:
            found[path] = (line, exc)
    return [(path, exc) for path, (line, exc) in sorted(found.items(), key=lambda kv: kv[1][0])]


def _translate(err, data, file):
    path = tuple(err.absolute_path)
    schema = err.schema if isinstance(err.schema, dict) else {}
    custom = schema.get("x-error", {})
    value, kind = err.instance, err.validator
    if "propertyNames" in err.absolute_schema_path:
        line = line_of(data, path + (value,), key=True)
        msg = custom.get(kind) or f"'{value}' is not a valid name"
        return line, error_at(msg.format(value=value), file, line, path)
    if kind == "additionalProperties":
        allowed = list(schema.get("properties", {}))
        extra = [k for k in value if k not in allowed]
        extra.sort(key=lambda k: value.key_lines.get(k, 0) if isinstance(value, LineDict) else 0)
        where = {"top-level": "top-level ", "op": "op "}.get(schema.get("x-keys"), "")
        line = line_of(data, path + (extra[0],), key=True)
        return line, error_at(f"unknown {where}key '{extra[0]}' ({_choices(extra[0], allowed)})",
                            file, line, path)
    if kind == "required":
        missing = [k for k in err.validator_value if k not in value]
        line = line_of(data, path, key=True)
        need = ", ".join(err.validator_value)
        return line, error_at(f"missing required key '{missing[0]}' (required keys: {need})",
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
    msg = template.format(value=value, key=last, actual=describe(value))
    return line, error_at(msg, file, line, path)
