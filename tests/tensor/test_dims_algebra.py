"""One dimension algebra (opspec.tensor.dims.Dims), two libraries: opspec's instance and the
PyTensor target's give the same sizes and raise the same errors for every case of a table, on
known sizes, unknown ones and symbolic ones computed when run."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.tensor import dims
from opspec.tensor.dims import UNKNOWN

pt_dims = pytest.importorskip("opspec.targets.pytensor.dims", reason="needs opspec[pytensor]",
                              exc_type=ImportError)

#: name -> (rule of two sizes n and m, through an algebra d, giving a shape; what a refusal says)
CASES = {
    "min_max": (lambda d, n, m: (d.minimum(n, m), d.maximum([n, m, 2])), None),
    "if": (lambda d, n, m: (d.if_(d.compare(">", n, m), lambda: n - m, lambda: m - n),), None),
    "and_or_not": (lambda d, n, m: (d.if_(d.or_(d.not_(d.compare("!=", n, 0)), lambda: d.compare("<=", m, 1)),
                                          lambda: n, lambda: m),), None),
    "sequences": (lambda d, n, m: (d.if_(d.compare("==", (n, m), (m, n)), lambda: 1, lambda: 0),), None),
    "checked": (lambda d, n, m: d.checked((n, m), d.compare("==", n, m), "sizes differ"), "sizes differ"),
    "one_or": (lambda d, n, m: d.checked((m,), d.one_or(n, m), "n does not stretch to m"), "does not stretch"),
    "nonzero": (lambda d, n, m: d.nonzero((n, m), [n], "empty lane"), "empty lane"),
    "broadcast": (lambda d, n, m: (d.broadcast(n, m),), "shape mismatch"),
    "broadcasts": (lambda d, n, m: d.checked((n + m,), d.broadcasts(n, m), "do not broadcast"), "do not broadcast"),
    "checked_known": (lambda d, n, m: d.checked((n, 3), d.compare("<", n, 4), "n too big", IndexError), "too big"),
}
SIZES = st.integers(0, 4)


def outcome(compute):
    """The shape ``compute()`` gives, or the type of error it raises and its message."""
    try:
        return tuple(int(s) for s in compute())
    except (ValueError, IndexError) as err:
        return type(err), str(err)


def evaluate(rule, d, n, m):
    """The rule on sizes known now."""
    return outcome(lambda: rule(d, n, m))


@pytest.mark.parametrize("name", sorted(CASES))
@settings(max_examples=15, deadline=None)
@given(n=SIZES, m=SIZES)
def test_known_sizes_agree(name, n, m):
    rule, _ = CASES[name]
    assert evaluate(rule, dims, n, m) == evaluate(rule, pt_dims, n, m)


@pytest.mark.parametrize("name", sorted(CASES))
def test_unknown_sizes_agree(name):
    rule, _ = CASES[name]
    for n, m in [(UNKNOWN, 3), (2, UNKNOWN), (UNKNOWN, UNKNOWN), (1, UNKNOWN)]:
        got = [rule(d, n, m) for d in (dims, pt_dims)]
        assert got[0] == got[1]


_compiled = {}


def symbolic(name, library):
    """A function of the two sizes, as int64 scalars of ``library``, giving the rule's shape."""
    key = name, library
    if key not in _compiled:
        rule, _ = CASES[name]
        if library == "opspec":
            n, m = ot.lscalar("n"), ot.lscalar("m")
            f = opspec.function([n, m], list(rule(dims, n, m)), mode="FAST_RUN", on_unused_input="ignore")
        else:
            import pytensor
            import pytensor.tensor as pt
            n, m = pt.lscalar("n"), pt.lscalar("m")
            f = pytensor.function([n, m], [pt.as_tensor_variable(s) for s in rule(pt_dims, n, m)],
                                on_unused_input="ignore", mode="FAST_COMPILE")      # no C to build
        _compiled[key] = f
    return _compiled[key]


@pytest.mark.parametrize("name", sorted(CASES))
@settings(max_examples=20, deadline=None)
@given(n=SIZES, m=SIZES)
def test_symbolic_sizes_agree_with_each_other_and_with_known_ones(name, n, m):
    """Computed when run, each library's graph gives the sizes the rule gives on ints now, and
    raises the same error type with the rule's message where the rule refuses them."""
    _, refusal = CASES[name]
    now = evaluate(CASES[name][0], dims, n, m)
    for library in ("opspec", "pytensor"):
        got = outcome(lambda: symbolic(name, library)(n, m))
        if isinstance(now[0], type):
            assert got[0] is now[0] and refusal in got[1], (library, got, now)
        else:
            assert got == now, library


def test_the_pytensor_instance_builds_pytensor_graphs_only():
    """Each instance builds its own library's graphs: opspec's never sees a PyTensor variable."""
    import pytensor.tensor as pt
    from pytensor.graph.basic import Variable
    n = pt.lscalar("n")
    assert isinstance(pt_dims.compare("<", n, 3), Variable)
    assert isinstance(pt_dims.checked((n,), pt_dims.compare("==", n, 2), "no")[0], Variable)
    assert not dims.ours(n) and pt_dims.ours(n) and not pt_dims.ours(ot.lscalar())


def test_a_constant_is_compared_as_its_number_in_both_libraries():
    import pytensor.tensor as pt
    assert dims.compare("==", ot.constant(1, dtype="int64"), 1) is True
    assert pt_dims.compare("==", pt.constant(1, dtype="int64"), 1) is True
    assert pt_dims.broadcast(pt.constant(1, dtype="int64"), 5) == 5
