"""The C backend learns what to build from the kernels ops describe, never by looking at the ops:
opspec/link/c reaches an op only through the Op contract (``c_kernel`` and running it), and
imports no op module (tests/test_layering.py checks the imports)."""
import ast
from pathlib import Path

import opspec.link.c

LINK_C = Path(opspec.link.c.__file__).parent
#: what link/c may use of an op: its kernel, how it runs without C, what it overwrites or views
CONTRACT = {"c_kernel", "prepare_node", "perform", "make_py_thunk", "destroy_map", "view_map"}


def _is_op(node) -> bool:
    """``op`` or ``<something>.op`` (``node.op``)."""
    return isinstance(node, ast.Name) and node.id == "op" or isinstance(node, ast.Attribute) and node.attr == "op"


def _uses():
    for path in sorted(LINK_C.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and _is_op(node.value):
                yield path.name, node.lineno, node.attr
            elif isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("getattr", "hasattr", "type") \
                    and node.args and _is_op(node.args[0]):
                yield path.name, node.lineno, f"{node.func.id}(op...)"


def test_link_c_uses_only_the_op_contract():
    found = [(f, line, what) for f, line, what in _uses() if what not in CONTRACT]
    assert not found, f"link/c looks at ops beyond their contract: {found}"


def test_the_check_sees_what_link_c_uses():
    assert {what for _, _, what in _uses()} >= {"c_kernel", "destroy_map"}
