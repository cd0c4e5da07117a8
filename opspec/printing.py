"""Graphs as text: ``debugprint`` draws a graph as an indented tree.

    >>> debugprint(z)
    AXPBOp{a=4, b=5} [id A] 'z'
     |DoubleOp [id B]
     | |x [id C]

Each line is one Variable: the Op that computes it (``.i`` for output ``i`` of a node with
several), an id, its name and optionally its type; the lines under it, one level deeper,
are the node's inputs. A node is expanded once: later uses print ``*** id B`` in place of
the id and stop there. The walk is iterative, so chains 100,000 nodes deep print fine;
past ``MAX_INDENT`` levels the indentation is replaced by the depth number.
"""
from __future__ import annotations

import sys
from itertools import count

from opspec.graph.basic import Apply, Variable

#: levels drawn as " |" before the depth is written as a number instead
MAX_INDENT = 40


def _letters(n: int) -> str:
    """0 → A, 25 → Z, 26 → AA, ... (bijective base 26)."""
    out = ""
    n += 1
    while n:
        n, rem = divmod(n - 1, 26)
        out = chr(ord("A") + rem) + out
    return out


class _Labels:
    """Short, stable ids for the nodes and graph inputs of one printout."""

    def __init__(self, style: str):
        if style not in ("id", "CHAR", "int", "auto", ""):
            raise ValueError(f"debugprint ids must be 'id', 'CHAR', 'int', 'auto' or '', got {style!r}")
        self.style = style
        self.labels: dict[int, str] = {}
        self.next = count()

    def __call__(self, key, var: Variable) -> str:
        if not self.style:
            return ""
        label = self.labels.get(id(key))
        if label is None:
            if self.style == "auto":
                label = var.auto_name
            elif self.style == "int":
                label = str(next(self.next))
            else:
                label = _letters(next(self.next))
            self.labels[id(key)] = label
        return label


def _roots(obj) -> list[Variable]:
    """The Variables to print for a Variable, an Apply, a FunctionGraph, a Function or a list of them."""
    maker = getattr(obj, "maker", None)
    if maker is not None and hasattr(maker, "fgraph"):
        return list(maker.fgraph.outputs)
    if isinstance(obj, Variable):
        return [obj]
    if isinstance(obj, Apply):
        return list(obj.outputs)
    if hasattr(obj, "outputs") and hasattr(obj, "apply_nodes"):     # a FunctionGraph
        return list(obj.outputs)
    if isinstance(obj, (list, tuple)):
        roots = []
        for item in obj:
            roots.extend(_roots(item))
        return roots
    raise TypeError(f"debugprint prints Variables, Apply nodes, FunctionGraphs and compiled functions, "
                    f"not {type(obj).__name__}")


def _indent(depth: int) -> str:
    if depth <= MAX_INDENT:
        return " |" * depth
    return f" |[depth {depth}] |"


def _line(var: Variable, labels: _Labels, print_type: bool, seen_nodes: set) -> tuple[str, bool]:
    """The text for ``var`` and whether its node's inputs should be printed under it."""
    node = var.owner
    if node is None:
        head = str(var)
        label = labels(var, var)
        tag = f" [id {label}]" if label else ""
        name = ""
        expand = False
        if var.name is None and not hasattr(var, "data"):
            print_type = False      # an unnamed input is already shown by its type
    else:
        head = str(node.op) + (f".{var.index}" if len(node.outputs) > 1 else "")
        label = labels(node, var)
        repeated = id(node) in seen_nodes
        if repeated:
            tag = f" *** id {label}" if label else " ***"
        else:
            tag = f" [id {label}]" if label else ""
            seen_nodes.add(id(node))
        name = f" '{var.name}'" if var.name is not None else ""
        expand = not repeated
    kind = f" <{var.type}>" if print_type else ""
    return head + tag + name + kind, expand


def debugprint(obj, file=None, print_type: bool = False, ids: str = "id", depth: int = -1):
    """Print the graph of ``obj`` (Variable(s), Apply, FunctionGraph or compiled Function).

    For a compiled function the rewritten graph that really runs is printed.
    ``file``: a writable text file (default stdout), or ``"str"`` to get the text back.
    ``ids``: ``"id"`` (letters), ``"int"``, ``"auto"`` (the variables' auto names) or ``""``.
    ``depth``: how many levels to print below each root (-1: all).
    """
    roots = _roots(obj)
    labels = _Labels(ids)
    seen_nodes: set = set()
    lines: list[str] = []
    for root in roots:
        stack = [(root, 0)]
        while stack:
            var, level = stack.pop()
            text, expand = _line(var, labels, print_type, seen_nodes)
            lines.append(_indent(level) + text)
            if expand and (depth < 0 or level < depth):
                stack.extend((inp, level + 1) for inp in reversed(var.owner.inputs))
    text = "\n".join(lines) + "\n" if lines else ""
    if file == "str":
        return text
    out = sys.stdout if file is None else file
    out.write(text)
    return out
