"""A spec's scalar C expression (``c: "x > 0 ? x : 0"``), read for two backends.

PyTensor's C backend compiles C++, so the expression goes there nearly as written: its operands
renamed to PyTensor's variables (:func:`render`). Numba's scalar function is the same math in
Python, so the expression is parsed (C's precedence, ``?:``, ``&&``, casts) into a Python ``ast``
(:func:`to_python`). Both refuse what they cannot carry, with the construct named
(:class:`NotLowered`), so the generator can say so at generate time.
"""
from __future__ import annotations

import ast
import re

from opspec.targets.pytensor.names import C_CONSTANTS, C_FUNCTIONS, C_ONLY

_TOKEN = re.compile(r"""
    (?P<space>\s+)
  | (?P<number>(0[xX][0-9a-fA-F]+|(\d+\.\d*|\.\d+|\d+)([eE][+-]?\d+)?)[fFlLuU]*)
  | (?P<name>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<op>\|\||&&|==|!=|<=|>=|<<|>>|[-+*/%<>!~&|^?:(),])
""", re.VERBOSE)

#: C's binary operators, loosest first (each level left-associative)
_LEVELS = [("||",), ("&&",), ("|",), ("^",), ("&",), ("==", "!="), ("<", "<=", ">", ">="), ("<<", ">>"),
           ("+", "-"), ("*", "/", "%")]
_BINOPS = {"|": ast.BitOr, "^": ast.BitXor, "&": ast.BitAnd, "<<": ast.LShift, ">>": ast.RShift,
           "+": ast.Add, "-": ast.Sub, "*": ast.Mult, "/": ast.Div, "%": ast.Mod}
_COMPARE = {"==": ast.Eq, "!=": ast.NotEq, "<": ast.Lt, "<=": ast.LtE, ">": ast.Gt, ">=": ast.GtE}
#: C type names a cast may name -> the Python conversion Numba understands
_CASTS = {"double": "float", "float": "float", "int": "int", "long": "int", "int64_t": "int", "int32_t": "int",
          "npy_intp": "int", "bool": "bool"}


class NotLowered(Exception):
    """The expression uses a construct a backend cannot take (the message names it)."""


def tokens(expr: str) -> list[tuple[str, str]]:
    """(kind, text) of each token; a character C expressions do not use is NotLowered."""
    out, pos = [], 0
    while pos < len(expr):
        m = _TOKEN.match(expr, pos)
        if m is None:
            raise NotLowered(f"the character {expr[pos]!r} of {expr!r}")
        pos = m.end()
        if m.lastgroup != "space":
            out.append((m.lastgroup, m.group()))
    return out


def check_cpp(expr: str, operands) -> None:
    """Refuse what PyTensor's C++ cannot compile or this module cannot name: C-only keywords
    and identifiers that are neither operands, known math functions nor constants."""
    for kind, text in tokens(expr):
        if kind != "name":
            continue
        if text in C_ONLY:
            raise NotLowered(C_ONLY[text])
        if text not in operands and text not in C_FUNCTIONS and text not in C_CONSTANTS and text not in _CASTS:
            raise NotLowered(f"the C name {text!r}, which PyTensor's C code does not define")


def render(expr: str, operands: dict[str, str]) -> str:
    """The expression with each operand name replaced by its C text (PyTensor's variable, or a
    literal prop value); everything else as written."""
    parts = []
    for kind, text in tokens(expr):
        parts.append(operands.get(text, text) if kind == "name" else text)
    return " ".join(parts)


def to_python(expr: str, operands) -> str:
    """The expression as Python source for a Numba scalar function: C's operators and
    precedence, ``c ? a : b`` as ``a if c else b``, math functions from :data:`C_FUNCTIONS`."""
    check_cpp(expr, operands)
    parser = _Parser(tokens(expr), frozenset(operands))
    tree = parser.ternary()
    if parser.pos != len(parser.toks):
        raise NotLowered(f"the text after {expr[:40]!r}: {parser.toks[parser.pos][1]!r}")
    return ast.unparse(ast.fix_missing_locations(tree))


class _Parser:
    def __init__(self, toks, operands):
        self.toks, self.pos, self.operands = toks, 0, operands

    def peek(self):
        return self.toks[self.pos][1] if self.pos < len(self.toks) else None

    def take(self, expected=None):
        if self.pos >= len(self.toks):
            raise NotLowered("an incomplete expression")
        text = self.toks[self.pos][1]
        if expected is not None and text != expected:
            raise NotLowered(f"{expected!r} expected, found {text!r}")
        self.pos += 1
        return self.toks[self.pos - 1]

    def ternary(self):
        cond = self.binary(0)
        if self.peek() != "?":
            return cond
        self.take("?")
        then = self.ternary()
        self.take(":")
        return ast.IfExp(cond, then, self.ternary())

    def binary(self, level):
        if level == len(_LEVELS):
            return self.unary()
        left = self.binary(level + 1)
        while self.peek() in _LEVELS[level]:
            op = self.take()[1]
            right = self.binary(level + 1)
            if op in ("&&", "||"):
                left = ast.BoolOp(ast.And() if op == "&&" else ast.Or(), [left, right])
            elif op in _COMPARE:
                left = ast.Compare(left, [_COMPARE[op]()], [right])
            else:
                left = ast.BinOp(left, _BINOPS[op](), right)
        return left

    def unary(self):
        op = self.peek()
        if op in ("-", "+", "!", "~"):
            self.take()
            operand = self.unary()
            kind = {"-": ast.USub, "+": ast.UAdd, "!": ast.Not, "~": ast.Invert}[op]
            return ast.UnaryOp(kind(), operand)
        if op == "(" and self.pos + 2 < len(self.toks) and self.toks[self.pos + 1][1] in _CASTS \
                and self.toks[self.pos + 2][1] == ")":
            self.take("(")
            target = _CASTS[self.take()[1]]
            self.take(")")
            return ast.Call(ast.Name(target, ast.Load()), [self.unary()], [])
        return self.primary()

    def primary(self):
        kind, text = self.take()
        if text == "(":
            inner = self.ternary()
            self.take(")")
            return inner
        if kind == "number":
            return ast.Constant(_number(text))
        if kind != "name":
            raise NotLowered(f"{text!r} where an operand was expected")
        if self.peek() == "(":
            if text not in C_FUNCTIONS:
                raise NotLowered(f"the C function {text!r}")
            self.take("(")
            args = []
            while self.peek() != ")":
                args.append(self.ternary())
                if self.peek() == ",":
                    self.take(",")
            self.take(")")
            return ast.Call(ast.parse(C_FUNCTIONS[text], mode="eval").body, args, [])
        if text in self.operands:
            return ast.Name(text, ast.Load())
        if text in C_CONSTANTS:
            return ast.parse(C_CONSTANTS[text], mode="eval").body
        raise NotLowered(f"the C name {text!r}")


def _number(text: str):
    core = text.rstrip("fFlLuU") if not text.lower().startswith("0x") else text.rstrip("lLuU")
    if core.lower().startswith("0x"):
        return int(core, 16)
    if any(c in core for c in ".eE"):
        return float(core)
    return int(core)
