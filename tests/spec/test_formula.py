"""Formulas, rewrite patterns, sample calls and type strings (opspec.spec.formula)."""

import numpy as np
import pytest

from opspec.spec.errors import SpecError
from opspec.spec.formula import (Namespace, parse_formula, parse_rewrite, parse_sample_value,
                                 prop_value, split_type)
from opspec.spec.load import load_spec
from opspec.spec.model import Location
from opspec.spec.namespace import PYTHON_NAMES, RUNTIME_NAMES, WHEN_NAMES
from opspec.testing.spec_checks import python_namespace

LOC = Location("specs/t.yaml", 7)
NS = Namespace(ops={"exp": ("Exp", ("x",)), "log": ("Log", ("x",)),
                    "add": ("Add", ("x", "y")), "sigmoid": ("Sigmoid", ("x",))},
               classes={"Exp": ((), ("x",)), "AXPB": (("a", "b"), ("x",))})


def f(text, names=(), ns=NS, **kw):
    return parse_formula(text, loc=LOC, names=names, ns=ns, key="grad", op="Foo", **kw)


def error(text, names=(), ns=NS, **kw) -> str:
    with pytest.raises(SpecError) as info:
        f(text, names, ns, **kw)
    return str(info.value)


# -- formulas ----------------------------------------------------------------------------------

def test_normalized_source_and_free_names():
    formula = f("g_out*sigmoid( x )", {"x", "g_out"})
    assert formula.source == "g_out * sigmoid(x)"
    assert formula.names == frozenset({"g_out", "sigmoid", "x"})
    assert formula.loc == LOC
    assert f(2).source == "2"                       # YAML numbers are formulas too


def test_unknown_name_with_suggestion():
    assert error("g_out * sigmod(x)", {"x", "g_out"}) == (
        "specs/t.yaml:7: op Foo: grad: unknown name 'sigmod' in 'g_out * sigmod(x)' "
        "(did you mean 'sigmoid'?)")


def test_unknown_name_without_suggestion_uses_hint():
    msg = error("g_out * zzz", {"x", "g_out"}, hint="names here: x, g_out")
    assert msg.endswith("unknown name 'zzz' in 'g_out * zzz' (names here: x, g_out)")


def test_unknown_name_of_a_module_not_imported():
    ns = Namespace(elsewhere={"crossentropy": "losses"}, imports=("layers",))
    assert error("crossentropy(x)", {"x"}, ns=ns).endswith(
        "(did you mean losses.crossentropy? add imports: [layers, losses])")


def test_comprehension_variables_are_bound():
    formula = f("[d for i, d in enumerate(x.shape) if i != axis]",
                {"x", "axis", "enumerate"}, ns=None)
    assert formula.names == frozenset({"x", "axis", "enumerate"})
    assert "unknown name 'i'" in error("[d for d in x.shape] + [i]", {"x"}, ns=None)


@pytest.mark.parametrize("text, what", [
    ("(lambda v: v)(x)", "a lambda"),
    ("(y := x)", "an assignment expression (:=)"),
    ("{k: x for k in x}", "a dict comprehension"),
    ("{k for k in x}", "a set comprehension"),
    ("f'{x}'", "an f-string"),
    ("x.__class__", "the attribute '.__class__'"),
    ("x._private", "the attribute '._private'"),
    ("__import__('os')", "the name '__import__'"),
])
def test_forbidden_constructs(text, what):
    msg = error(text, {"x"})
    assert f"grad: {what}" in msg and "is not allowed in" in msg


@pytest.mark.parametrize("text", ["x +", "x = 1", "import os", "g_out *", "(x"])
def test_syntax_errors(text):
    assert "grad: invalid Python expression" in error(text, {"x", "g_out"})


def test_empty_formula():
    assert error("  ", {"x"}).endswith("grad: empty formula; write a Python expression")


def test_syntax_error_line_in_a_block():
    with pytest.raises(SpecError) as info:
        f("x +\n  (y *\n  )", {"x", "y"})
    assert info.value.line == 9                     # third line of the block at line 7


def test_multiline_block_is_one_expression():
    assert f("x +\n  y", {"x", "y"}).source == "x + y"


def test_arity_of_op_calls():
    assert error("add(x)", {"x"}).endswith("add takes 2 arguments (x, y), got 1 in 'add(x)'")
    assert "takes its inputs as positional arguments" in error("exp(x=x)", {"x"})
    f("add(x, x)", {"x"})
    f("add(*x)", {"x"})                             # starred: not checked


def test_arity_of_variadic_ops():
    ns = Namespace(ops={"stackv": ("Stack", ("axis", "*xs"))})
    f("stackv(a)", {"a"}, ns=ns)
    f("stackv(a, a, a)", {"a"}, ns=ns)
    assert error("stackv()", ns=ns).endswith(
        "stackv takes at least 1 argument (axis, *xs), got 0 in 'stackv()'")


def test_class_calls():
    assert f("AXPB(a=2.0)(x)", {"x"}).names == frozenset({"AXPB", "x"})
    assert error("AXPB(c=1)(x)", {"x"}).endswith("AXPB has no prop 'c' (props: a, b)")
    assert error("AXPB(a=1)(x, x)", {"x"}).endswith(
        "AXPB(...) takes 1 argument (x), got 2 in 'AXPB(a=1)(x, x)'")
    assert "takes its props as keywords" in error("AXPB(1.0)(x)", {"x"})


def test_local_names_shadow_ops():
    f("exp(x, 2)", {"x", "exp"})                    # a local 'exp' is not the op


# -- formula kinds, through specs ------------------------------------------------------------------

OP = """ops:
  Sigmoid:
    doc: s.
    elemwise: true
    inputs: {x: float}
    outputs: {out: float}
    python: 1 / (1 + np.exp(-x))
  Foo:
    doc: foo.
    props: {a: {type: float, default: 1.0}}
    inputs: {x: tensor(float)}
    outputs: {out: x}
    python: a * x
"""


def _load(tmp_path, extra):
    path = tmp_path / "k.yaml"
    path.write_text(OP + extra)
    return load_spec(str(path))


@pytest.mark.parametrize("extra", [
    "    grad: {x: g_out * a * sigmoid(x) + out}\n",
    "    r_op: {out: ev_x * a + zeros_like(out)}\n",
    "    shape: {out: 'reduce_shape(x.shape, None, False) if a else x.shape'}\n",
    "    flops: x.size * len(out.shape)\n",
    "    samples: [{inputs: [1.0], reference: 'np.abs(x) * a'}]\n",
    "    rewrites: [{rule: 'foo(sigmoid(y)) -> y', when: 'ndim(y) == 0 and is_float(y)'}]\n",
])
def test_allowed_names_per_kind(tmp_path, extra):
    _load(tmp_path, extra)


@pytest.mark.parametrize("extra, name", [
    ("    grad: {x: ev_x}\n", "ev_x"),                  # grad: no eval points
    ("    r_op: {out: g_out}\n", "g_out"),              # r_op: no output grads
    ("    shape: {out: out.shape}\n", "out"),           # shape: no outputs
    ("    samples: [{inputs: [1.0], reference: sigmoid(x)}]\n", "sigmoid"),   # numpy only
    ("    rewrites: [{rule: 'foo(y) -> y', when: 'sigmoid(y)'}]\n", "sigmoid"),  # predicates
])
def test_forbidden_names_per_kind(tmp_path, extra, name):
    with pytest.raises(SpecError, match=f"unknown name '{name}'"):
        _load(tmp_path, extra)


def test_python_cannot_use_grads_or_ops(tmp_path):
    path = tmp_path / "p.yaml"
    path.write_text(OP.replace("python: a * x\n", "python: sigmoid(x) * g_out\n"))
    with pytest.raises(SpecError, match="python: unknown name 'sigmoid'"):
        load_spec(str(path))


def test_namespace_lists_are_sane():
    assert "np" in PYTHON_NAMES and "reduce_shape" in RUNTIME_NAMES and "dtype" in WHEN_NAMES


@pytest.mark.parametrize("source, values, error", [
    ("np.add(x, y)", {"x": np.int8([1]), "y": 300}, OverflowError),
    ("np.bitwise_or(x, y)", {"x": np.int8([1]), "y": 2 ** 63 - 1}, OverflowError),
    ("np.sum(x, axis=3)", {"x": np.zeros(2)}, np.exceptions.AxisError),
    ("np.subtract(x, x)", {"x": np.ones(2, bool)}, TypeError),
    ("np.reshape(x, (3,))", {"x": np.zeros(2)}, ValueError),
])
def test_numpys_own_errors_come_through_the_python_namespace(source, values, error):
    """numpy imports lazily through its caller's builtins when it raises: a python: kernel
    evaluated in python_namespace() (the reference checks) raised KeyError('__import__')."""
    env = python_namespace()
    env.update(values)
    with pytest.raises(error):
        eval(source, env)  # noqa: S307 - what the reference checks do
    assert "__import__" not in PYTHON_NAMES      # no formula can name it


# -- rewrites ----------------------------------------------------------------------------------

def rw(rule, when=None):
    return parse_rewrite(rule, loc=LOC, ns=NS, key="rewrites[0]", op="Foo", when=when)


def test_rewrite_parts():
    lhs, rhs, when, variables = rw("exp(log(x)) -> x")
    assert (lhs.source, rhs.source, when, variables) == ("exp(log(x))", "x", None, ("x",))
    lhs, rhs, when, variables = rw("add(x, y)*1->add(y, x)", when="dtype(x) == dtype(y)")
    assert lhs.source == "add(x, y) * 1" and variables == ("x", "y")
    assert when.names == frozenset({"dtype", "x", "y"})


def test_rewrite_operators_and_attributes():
    assert rw("-(-x) -> x")[3] == ("x",)
    assert rw("x.T.T -> x")[0].source == "x.T.T"


def _rw_error(rule, when=None):
    with pytest.raises(SpecError) as info:
        rw(rule, when)
    return info.value.message


def test_rewrite_errors():
    assert _rw_error("exp(lg(x)) -> x") == "unknown op 'lg' in 'exp(lg(x))' (did you mean 'log'?)"
    assert _rw_error("exp(x) -> y").startswith("unbound variable 'y' on the right side")
    assert _rw_error("exp(x, y) -> x") == "exp takes 1 argument (x), got 2 in 'exp(x, y)'"
    assert "needs exactly one '->'" in _rw_error("exp(log(x)) = x")
    assert "needs exactly one '->'" in _rw_error("a -> b -> c")
    assert "must be an op call or an operator expression" in _rw_error("x -> exp(x)")
    assert "pattern variables are lower-case" in _rw_error("exp(X) -> X")
    assert _rw_error("exp(x) -> x", when="dtype(z)").startswith("unknown name 'z'")
    assert "invalid Python expression" in _rw_error("exp(x -> x")


# -- samples -----------------------------------------------------------------------------------

def sv(text):
    return parse_sample_value(text, loc=LOC, key="samples[0]", op="Foo")


def test_sample_calls():
    v = sv("rand(5, 4)")
    assert (v.kind, v.shape, v.low, v.high, v.dtype) == ("rand", (5, 4), 0.0, 1.0, None)
    v = sv("rand(3, low=0.1, high=2.0, dtype=float32)")
    assert (v.shape, v.low, v.high, v.dtype) == ((3,), 0.1, 2.0, "float32")
    v = sv("randint(4, 5, low=-3, high=10)")
    assert (v.kind, v.shape, v.low, v.high) == ("randint", (4, 5), -3, 10)
    assert sv("rand()").shape == ()
    assert sv("rand(2, dtype='float64')").dtype == "float64"


@pytest.mark.parametrize("text, message", [
    ("rand(5, hgh=2)", "not 'hgh'; did you mean 'high'?"),
    ("rand(2.5)", "shape arguments must be non-negative integers, got '2.5'"),
    ("rand(-1)", "shape arguments must be non-negative integers"),
    ("rand(n)", "shape arguments must be non-negative integers, got 'n'"),
    ("randint(3, low=0.5)", "low= must be an integer"),
    ("rand(3, dtype=flaot32)", "dtype=flaot32 is not a dtype"),
    ("randint(3, dtype=float32)", "not an integer or bool dtype"),
    ("rand(3, low=2, high=1)", "low (2.0) must be less than high (1.0)"),
    ("normal(3)", "is neither a literal"),
    ("rand(3", "is neither a literal"),
])
def test_bad_sample_calls(text, message):
    with pytest.raises(SpecError) as info:
        sv(text)
    assert message in info.value.message
    assert str(info.value).startswith("specs/t.yaml:7: op Foo: samples[0]: ")


# -- type strings and prop values -----------------------------------------------------------

def test_split_type():
    assert split_type("float") == (None, "float")
    assert split_type(" vector( float64 ) ") == ("vector", "float64")
    assert split_type("tensor4(x)") == ("tensor4", "x")
    assert split_type("int | uint|bool") == (None, "int|uint|bool")
    assert split_type("matrix(int|bool)") == ("matrix", "int|bool")
    with pytest.raises(ValueError, match="did you mean 'vector'"):
        split_type("vectr(float)")
    with pytest.raises(ValueError, match="is not a type"):
        split_type("vector(vector(float))")


def test_prop_values():
    assert prop_value("float", 1) == (True, 1.0)
    assert prop_value("int", True) == (False, "true")
    assert prop_value("ints", [1, 2]) == (True, (1, 2))
    assert prop_value("axes", None) == (True, None)
    assert prop_value("axes", -1) == (True, -1)
    assert prop_value("axes", [0, "a"]) == (False, "[0, 'a']")
    assert prop_value("dtype", "float32") == (True, "float32")
    assert prop_value("dtype", "floaty") == (False, "'floaty'")
    assert prop_value("str", "abc") == (True, "abc")
