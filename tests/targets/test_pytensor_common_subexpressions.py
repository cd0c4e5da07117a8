"""Backend kernels compute a repeated pure call once (formulas.common_subexpressions): the same
values, never more calls, and nothing moved out of a branch or a comprehension that binds it."""
import ast

from hypothesis import given, settings
from hypothesis import strategies as st

from opspec.targets.pytensor.formulas import common_subexpressions


def test_a_log_sum_exp_takes_its_maximum_once():
    common, expr = common_subexpressions("np.log(np.sum(np.exp(x - np.max(x)))) + np.max(x)", {"x"})
    assert common == [("common", "np.max(x)")]
    assert expr == "np.log(np.sum(np.exp(x - common))) + common"


def test_what_may_not_run_stays_where_it_is():
    # both occurrences only sometimes evaluated: hoisting would run np.f where the formula does not
    assert common_subexpressions("np.f(x) if c else np.f(x)", {"x", "c"}) == ([], "np.f(x) if c else np.f(x)")
    assert common_subexpressions("c and np.f(x) or np.f(x)", {"x", "c"})[0] == []
    # a comprehension's k is another k: its call is not the outer one
    common, expr = common_subexpressions("np.f(k) + np.f(k) + sum(np.f(k) for k in y)", {"k", "y"})
    assert common == [("common", "np.f(k)")] and expr.endswith("sum((np.f(k) for k in y))")
    # random draws are not pure
    assert common_subexpressions("np.random.normal() + np.random.normal()", set())[0] == []


def test_new_locals_avoid_the_names_in_use():
    common, expr = common_subexpressions("common + np.max(x) * np.max(x)", {"x", "common_1"})
    assert common == [("common_2", "np.max(x)")] and expr == "common + common_2 * common_2"


# ------------------------------------------------------------------ any formula of a small grammar
_LEAVES = st.sampled_from(["x", "k", "np.f(x)", "np.g(x)", "np.f(k)"])


def _formulas(children):
    call = st.tuples(st.sampled_from(["np.f", "np.g"]), children).map(lambda t: f"{t[0]}({t[1]})")
    return (call | st.tuples(children, children).map(lambda t: f"({t[0]} + {t[1]})")
            | st.tuples(children, children).map(lambda t: f"({t[0]} if c else {t[1]})")
            | st.tuples(children, children).map(lambda t: f"(c and {t[0]} or {t[1]})")
            | children.map(lambda e: f"sum([{e} for k in range(2)])")
            | children.map(lambda e: f"({e} - 2 * {e})"))          # a repeat, the case hoisting is for


class _CountingNumpy:
    """np.f / np.g: pure, counting their calls."""

    def __init__(self):
        self.calls = 0

    def f(self, v):
        self.calls += 1
        return 3 * v + 1

    def g(self, v):
        self.calls += 1
        return v * v - 2


def _run(assignments, expr, c):
    np = _CountingNumpy()
    scope = {"np": np, "x": 2, "y": 5, "k": 7, "c": c}
    for name, value in assignments:
        scope[name] = eval(value, scope)    # noqa: S307 - formulas of the test's own grammar
    return eval(expr, scope), np.calls       # noqa: S307


@settings(max_examples=200, deadline=None)
@given(formula=st.recursive(_LEAVES, _formulas, max_leaves=12), c=st.booleans())
def test_hoisting_keeps_the_value_and_never_adds_a_call(formula, c):
    common, expr = common_subexpressions(formula, {"x", "y", "k", "c"})
    ast.parse(expr, mode="eval")
    want, calls = _run([], formula, c)
    got, hoisted_calls = _run(common, expr, c)
    assert got == want
    assert hoisted_calls <= calls
