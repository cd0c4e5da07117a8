"""What the standard library's ``__init__`` tells about each generated module without importing it.

``opspec.tensor`` binds a module's names and the rewrite database registers its rules before
anything imports the module (``opspec.tensor`` imports it on the first use of one of its names, a
rule's placeholder on the first node its rule could match), so that a program pays for the
modules it uses. Both tables are read from the module's generated source: they say exactly what
importing it would declare.

- ``exported_names(text)``: the module's ``__all__``;
- ``declared_rules(text)``: per ``@rewrite_rule``, ``(name, function, stages, tags, heads,
  pattern)``; ``heads`` are the ops its pattern names, the root first, each as written in the
  pattern: ``"log"`` (the module's own), ``"ot.log"`` (through ``opspec.tensor``) or
  ``"TRANSPOSE"``; ``pattern`` is the pattern's source (a rule whose ops are all opspec.tensor's
  is matched from it before its module is imported).
"""
from __future__ import annotations

import ast

__all__ = ["exported_names", "declared_rules"]


def exported_names(text: str) -> tuple[str, ...]:
    """The names a generated module lists in ``__all__``."""
    for node in ast.parse(text).body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "__all__" for t in node.targets):
            return tuple(ast.literal_eval(node.value))
    return ()


def declared_rules(text: str) -> tuple[tuple, ...]:
    """``(name, function, stages, tags, heads, pattern)`` of each rule a generated module declares,
    in order."""
    rules = []
    for node in ast.parse(text).body:
        if not isinstance(node, ast.FunctionDef):
            continue
        for deco in node.decorator_list:
            if isinstance(deco, ast.Call) and getattr(deco.func, "id", None) == "rewrite_rule":
                keywords = {k.arg: k.value for k in deco.keywords}
                stages = ast.literal_eval(keywords["stages"]) if "stages" in keywords else ("canonicalize",)
                tags = ast.literal_eval(keywords["tags"]) if "tags" in keywords else ()
                heads: list = []
                _heads(keywords["pattern"].body, heads)
                rules.append((ast.literal_eval(deco.args[0]), node.name, tuple(stages), tuple(tags), tuple(heads),
                              ast.unparse(keywords["pattern"].body)))
    return tuple(rules)


def _heads(pattern, found: list) -> None:
    """The op references of a pattern tuple's heads, outermost first (each once)."""
    if isinstance(pattern, ast.Dict):       # {"pattern": p, "constraint": f}
        for key, value in zip(pattern.keys, pattern.values):
            if isinstance(key, ast.Constant) and key.value == "pattern":
                _heads(value, found)
        return
    if not isinstance(pattern, ast.Tuple):
        return
    head = pattern.elts[0]
    if isinstance(head, ast.Call):          # OpPattern(Class, prop=...)
        head = head.args[0]
    reference = ast.unparse(head)
    if reference not in found:
        found.append(reference)
    for argument in pattern.elts[1:]:
        _heads(argument, found)
