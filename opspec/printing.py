"""Graphs as text: ``debugprint`` (alias ``dprint``, also ``var.dprint()``) draws a graph as an
indented tree; ``pprint`` (alias ``pp``) writes a variable's graph as one line of math.

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

from opspec.graph.basic import AbstractApply, Apply, Variable
from opspec.graph.op import Op
from opspec.graph.traversal import general_toposort

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
    if isinstance(obj, AbstractApply):
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


# --------------------------------------------------------------------------- pprint

#: infix operators by op class name: (symbol, precedence); higher binds tighter
_INFIX = {"Add": ("+", 10), "Sub": ("-", 10), "Mul": ("*", 20), "TrueDiv": ("/", 20), "IntDiv": ("//", 20),
          "Mod": ("%", 20), "Pow": ("**", 40), "Eq": ("==", 5), "Neq": ("!=", 5), "Lt": ("<", 5),
          "Le": ("<=", 5), "Gt": (">", 5), "Ge": (">=", 5), "And": ("&", 3), "Or": ("|", 1), "Xor": ("^", 2),
          "Dot": ("@", 30), "Matmul": ("@", 30)}
_PREFIX = {"Neg": ("-", 30), "Invert": ("~", 30)}


class PPrinter:
    """A variable's graph as one line of math: ``pprint(x * (y + 1))`` is ``'x * (y + 1)'``.

    Inputs and named variables print as their names, constants as their values, the
    arithmetic and comparison ops as operators, other ops as calls. Iterative: deep graphs
    print too.
    """

    def __call__(self, obj) -> str:
        roots = _roots(obj)
        return "\n".join(self._one(v) for v in roots)

    def _one(self, root) -> str:
        def deps(var):
            if var.owner is None or (var.name is not None and var is not root):
                return ()
            return var.owner.inputs

        text: dict = {}
        for var in general_toposort([root], deps):      # inputs before the variables using them
            text[id(var)] = self._render(var, text, is_root=var is root)
        return text[id(root)][0]

    def _render(self, var, text, is_root):
        if var.owner is None or (var.name is not None and not is_root):
            return (var.name if var.name is not None else str(var)), 100
        node = var.owner
        name = type(node.op).__name__
        args = [text[id(v)] for v in node.inputs]
        if name in _INFIX and len(args) == 2:
            symbol, prec = _INFIX[name]
            left = args[0][0] if args[0][1] >= prec else f"({args[0][0]})"
            right = args[1][0] if args[1][1] > prec or (args[1][1] == prec and symbol in "+*") else \
                f"({args[1][0]})"
            return f"{left} {symbol} {right}", prec
        if name in _PREFIX and len(args) == 1:
            symbol, prec = _PREFIX[name]
            inner = args[0][0] if args[0][1] >= prec else f"({args[0][0]})"
            return f"{symbol}{inner}", prec
        suffix = f".{var.index}" if len(node.outputs) > 1 else ""
        return f"{node.op}({', '.join(a for a, _ in args)}){suffix}", 100


#: ``pprint(var)`` / ``pp(var)``: the graph as one line of math
pprint = pp = PPrinter()
#: PyTensor's short name of ``debugprint``
dprint = debugprint


# --------------------------------------------------------------------------- Print

def _print_fn(op, value):
    for attr in op.attrs:
        shown = getattr(value, attr)
        print(op.message, attr, "=", shown() if callable(shown) else shown)


class Print(Op):
    """``Print(message)(x)`` is ``x`` (a view); computing it prints ``message`` and, for each
    of ``attrs``, that attribute of the value (called when a method): the graph's way to look
    at a value when it is computed. ``global_fn(op, value)`` replaces the printing. Only a
    computed Print prints: its output must be used."""

    __props__ = ("message", "attrs", "global_fn")
    view_map = {0: [0]}

    def __init__(self, message="", attrs=("__str__",), global_fn=_print_fn):
        self.message, self.attrs, self.global_fn = message, tuple(attrs), global_fn

    def make_node(self, xin):
        if not isinstance(xin, Variable):
            raise TypeError(f"{type(self).__name__} prints a Variable, got {type(xin).__name__} {xin!r}")
        return Apply(self, [xin], [xin.type()])

    def perform(self, node, inputs, output_storage):
        output_storage[0][0] = inputs[0]
        self.global_fn(self, inputs[0])

    def infer_shape(self, fgraph, node, input_shapes):
        return input_shapes

    def L_op(self, inputs, outputs, output_grads):
        return list(output_grads)

    def R_op(self, inputs, eval_points):
        return list(eval_points)

    def do_constant_folding(self, fgraph, node):
        return False        # it prints when the function runs, not once at compile time
