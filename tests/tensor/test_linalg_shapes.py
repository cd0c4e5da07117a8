"""Every op of specs/nlinalg.yaml and specs/slinalg.yaml, read only for its shape (docs/shapes.md).

``op(...).shape`` compiled in FAST_RUN is lifted from the inputs' shapes and the op is not
computed. Over shapes square and not, with batch axes that broadcast or not, right-hand sides
that fit or not, ranks 0 to 4 and dtypes float16 / float32 / float64 / int32, the shape alone
must raise the class of error numpy (the op's ``python:``) raises, and give numpy's shapes
otherwise; the op itself, computed, agrees with numpy too. The values are well conditioned
(ones plus n times the identity: symmetric positive definite, invertible), so every error
numpy raises here depends on shapes and dtypes only.
"""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.ops import nlinalg, slinalg
from opspec.tensor import linalg, slinalg as scipy_names
from opspec.testing.spec_checks import python_namespace, stdlib_cases

MODULES = {"nlinalg": nlinalg, "slinalg": slinalg}
OPS = {op.name: (spec.module, op) for spec, op, _ in stdlib_cases() if spec.module in MODULES}
DTYPES = ("float64", "float32", "float16", "int32")


def variants(op):
    """The op's props as its defaults and samples give them, and each bool prop flipped."""
    defaults = {p.name: p.default for p in op.props if p.has_default}
    seen = [dict(defaults)] + [{**defaults, **dict(s.props)} for s in op.samples]
    seen += [{**defaults, p.name: not p.default} for p in op.props if isinstance(p.default, bool)]
    return [dict(t) for t in dict.fromkeys(tuple(sorted(v.items())) for v in seen)]


CASES = [(name, props) for name, (_, op) in sorted(OPS.items()) for props in variants(op)]


def test_every_linalg_op_is_covered():
    assert {"Det", "SLogDet", "MatrixInverse", "Cholesky", "Eigh", "Eigvalsh", "Solve", "SolveTriangular",
            "CholeskySolve", "Lstsq", "SVD", "SVDVals", "QR", "MatrixPinv"} <= set(OPS)


@st.composite
def shapes(draw, op):
    """Input shapes that are often, not always, what the op needs: sizes drawn near one size n,
    so that matrices are square, right-hand sides fit and batch axes broadcast now and then."""
    n = draw(st.integers(0, 3), label="n")
    size = st.one_of(st.just(n), st.integers(0, 3))
    batch = draw(st.lists(st.sampled_from([1, 2]), max_size=2), label="batch")
    out = []
    for spec in op.inputs:
        ndim = spec.ndim if spec.ndim is not None else draw(st.sampled_from([2, 2, 3, 4, 1, 0]), label="ndim")
        core = [draw(size) for _ in range(min(ndim, 2))]
        lead = draw(st.sampled_from([batch, batch[1:], [1] * len(batch), [3] * len(batch)])) if ndim > 2 else []
        lead = (list(lead) + [draw(st.sampled_from([1, 2]))] * ndim)[:max(ndim - 2, 0)]
        out.append(tuple(lead + core))
    return out


def well_conditioned(shape, dtype):
    """Ones plus n times the identity on the last two axes (symmetric positive definite when
    square), ones for fewer than two dimensions."""
    if len(shape) < 2:
        return np.ones(shape, dtype)
    return (np.ones(shape) + shape[-1] * np.eye(*shape[-2:])).astype(dtype)


def outcome(fn):
    """The arrays ``fn`` returns, or the class of the error it raises."""
    try:
        with np.errstate(all="ignore"):
            return [np.asarray(v) for v in fn()]
    except (np.linalg.LinAlgError, ValueError, TypeError, IndexError) as err:
        return type(err)


#: the solve ops take stacks of matrices only, as scipy does (numpy.linalg.solve reads a vector
#: b as one right-hand side, and np.tril makes a matrix of a vector a): their python: never sees
#: what make_node refuses
SOLVES = ("Solve", "SolveTriangular", "CholeskySolve")


def numpy_result(op, props, arrays):
    """What the op's ``python:`` (numpy) gives, integers computed in float64 as numpy.linalg does."""
    if op.name in SOLVES and arrays[0].ndim < 2:
        raise np.linalg.LinAlgError("a must be a stack of matrices")
    if op.name in SOLVES and arrays[1].ndim < 2:
        raise ValueError("b must be a stack of matrices")
    arrays = [a.astype("float64") if a.dtype.kind == "i" else a for a in arrays]
    env = {**python_namespace(), **props, **{spec.name: a for spec, a in zip(op.inputs, arrays)}}
    result = eval(op.python.source, env)   # noqa: S307 - the library's own numpy formula
    return result if len(op.outputs) > 1 else [result]


def build(module, name, props, arrays, static):
    """Symbolic inputs (of static shapes, or unknown sizes) and the op's outputs."""
    xs = [ot.tensor(dtype=a.dtype.name, shape=a.shape if static else (None,) * a.ndim) for a in arrays]
    return xs, getattr(MODULES[module], name)(**props)(*xs, return_list=True)


def shapes_alone(module, name, props, arrays, static):
    xs, outs = build(module, name, props, arrays, static)
    return opspec.function(xs, [ot.shape(o) for o in outs], mode="FAST_RUN")(*arrays)


def values(module, name, props, arrays, static):
    xs, outs = build(module, name, props, arrays, static)
    return opspec.function(xs, outs, mode="FAST_COMPILE")(*arrays)


def scalar_results(module, name, props, arrays):
    """Whether the op, given inputs of these ranks (in float64), has 0-d results only."""
    try:
        outs = build(module, name, props, [a.astype("float64") for a in arrays], static=False)[1]
    except (np.linalg.LinAlgError, ValueError, TypeError):
        return False
    return all(o.type.ndim == 0 for o in outs)


@pytest.mark.parametrize("name, props", CASES, ids=[f"{n}{p}" for n, p in CASES])
@settings(max_examples=15, deadline=None)
@given(data=st.data())
def test_the_shape_alone_raises_what_the_op_raises(name, props, data):
    module, op = OPS[name]
    dtypes = [data.draw(st.sampled_from(DTYPES), label=f"dtype of {spec.name}") for spec in op.inputs]
    arrays = [well_conditioned(s, d) for s, d in zip(data.draw(shapes(op), label="shapes"), dtypes)]
    static = data.draw(st.booleans(), label="static shapes")
    want = outcome(lambda: numpy_result(op, props, arrays))
    got = outcome(lambda: shapes_alone(module, name, props, arrays, static))
    computed = outcome(lambda: values(module, name, props, arrays, static))
    if "float16" in dtypes:
        # refused when the graph is built; numpy refuses it too, when it runs (after the shape
        # checks it makes first: the class may differ where the shape is wrong as well; pinv
        # returns an empty input's empty result before it looks at the dtype)
        assert isinstance(want, type) or all(a.size == 0 for a in arrays), f"numpy computes float16: {want}"
        assert got is TypeError and computed is TypeError, f"float16: the shape gives {got}, the op {computed}"
        return
    if isinstance(want, type):
        assert isinstance(computed, type) and issubclass(computed, want), f"the op gives {computed}, numpy raises {want}"
        if not static and scalar_results(module, name, props, arrays):
            # the shape of a 0-d result (det of one matrix) is the empty vector: no size to
            # carry the check when the sizes are unknown until run (docs/shapes.md)
            assert [s.shape for s in got] == [(0,)] * len(op.outputs)
            return
        assert isinstance(got, type) and issubclass(got, want), f"the shape alone gives {got}, numpy raises {want}"
        return
    assert not isinstance(got, type), f"the shape alone raises {got}, numpy gives shapes {[w.shape for w in want]}"
    assert [tuple(s) for s in got] == [w.shape for w in want]
    assert not isinstance(computed, type), f"the op raises {computed}, numpy gives shapes {[w.shape for w in want]}"
    assert [c.shape for c in computed] == [w.shape for w in want]


@pytest.mark.parametrize("name", SOLVES)
@pytest.mark.parametrize("ndim", [0, 1])
def test_solve_ops_refuse_a_vector_b(name, ndim):
    a, b = ot.dmatrix("a"), ot.tensor(dtype="float64", shape=(None,) * ndim)
    with pytest.raises(ValueError, match=r"b has \d dimensions.*v\[\.\.\., None\]"):
        getattr(slinalg, name)()(a, b)


@pytest.mark.parametrize("name", sorted(OPS))
def test_float16_is_refused_when_the_graph_is_built_with_the_fix(name):
    """numpy.linalg has no float16 (LAPACK computes in float32 and float64): every op refuses
    it in make_node, naming itself, the input and the cast that fixes it."""
    module, op = OPS[name]
    for k, spec in enumerate(op.inputs):
        xs = [ot.tensor(dtype="float16" if i == k else "float64", shape=(None,) * (s.ndim or 2))
              for i, s in enumerate(op.inputs)]
        with pytest.raises(TypeError, match=rf"{name}.*input {spec.name}.*float16.*cast it to float32"):
            getattr(MODULES[module], name)()(*xs)


def test_integers_are_still_computed_in_floatx():
    x = ot.imatrix("x")
    assert linalg.det(x).type.dtype == opspec.config.floatX
    f = opspec.function([x], linalg.det(x))
    assert np.isclose(f(np.array([[2, 1], [1, 3]], dtype="int32")), 5.0)


@pytest.mark.parametrize("fn, args", [
    (linalg.solve_triangular, ("a", "b")), (linalg.cho_solve, ("ca", "b")), (scipy_names.cholesky, ("a",)),
    (scipy_names.solve, ("a", "b")), (scipy_names.eigvalsh, ("a",)), (scipy_names.qr, ("a",)),
])
def test_scipy_names_compute_float16_in_float32_as_scipy_does(fn, args):
    a = ot.matrix("a", dtype="float16")
    b = ot.matrix("b", dtype="float16")
    given_args = [{"a": a, "b": b, "ca": (a, True)}[n] for n in args]
    out = fn(*given_args)
    outs = out if isinstance(out, tuple) else (out,)
    assert {o.type.dtype for o in outs} == {"float32"}
    spd = np.array([[4.0, 1.0], [1.0, 3.0]], dtype="float16")
    f = opspec.function([a, b], list(outs), on_unused_input="ignore")
    for got in f(spd, np.eye(2, dtype="float16")):
        assert got.dtype == np.float32 and np.all(np.isfinite(got))


def test_numpy_names_refuse_float16_as_numpy_does():
    a = ot.matrix("a", dtype="float16")
    for fn in (linalg.det, linalg.inv, linalg.cholesky, linalg.eigh, linalg.svd, linalg.pinv, linalg.qr):
        with pytest.raises(TypeError, match="float16"):
            fn(a)
    with pytest.raises(TypeError, match="float16"):
        np.linalg.det(np.eye(2, dtype="float16"))


@pytest.mark.parametrize("subscripts, shapes_, fits", [
    ("ij,jk->ik", [(0, 2), (0, 2)], False), ("ij,jk->ik", [(3, 1), (2, 4)], True),
    ("ij,jk->ik", [(3, 2), (2, 4)], True), ("ij,ij->ij", [(2, 1), (2, 3)], True),
    ("ii->i", [(2, 3)], False), ("ii->i", [(1, 3)], False), ("ii->i", [(3, 3)], True),
    ("ij,j->i", [(2, 3), (1,)], True), ("ij,j->i", [(2, 3), (2,)], False), ("ij,kj->ik", [(2, 3), (4, 2)], False),
])
@pytest.mark.parametrize("static", [True, False])
def test_einsum_shape_alone_checks_every_letter(subscripts, shapes_, fits, static):
    """numpy.einsum's checks, also on letters the output sums away: a repeated letter of one
    operand needs equal sizes, a letter shared by operands sizes that broadcast."""
    arrays = [np.ones(s) for s in shapes_]
    want = outcome(lambda: [np.einsum(subscripts, *arrays)])
    assert (not isinstance(want, type)) == fits

    def shape_alone():
        xs = [ot.tensor(dtype="float64", shape=s if static else (None,) * len(s)) for s in shapes_]
        return opspec.function(xs, [ot.shape(linalg.einsum(subscripts, *xs))], mode="FAST_RUN")(*arrays)
    got = outcome(shape_alone)
    if fits:
        assert [tuple(g) for g in got] == [want[0].shape]
    else:
        assert got is ValueError


def test_symbolic_batch_of_one_broadcasts_in_solve():
    """A batch size 1 known only at run time stretches to the other operand's."""
    a, b = ot.tensor3("a"), ot.tensor3("b")
    f = opspec.function([a, b], ot.shape(ot.solve_op(a, b)), mode="FAST_RUN")
    assert tuple(f(well_conditioned((1, 3, 3), "float64"), np.ones((4, 3, 2)))) == (4, 3, 2)
    assert tuple(f(well_conditioned((4, 3, 3), "float64"), np.ones((1, 3, 2)))) == (4, 3, 2)
    with pytest.raises(ValueError, match="solve"):
        f(well_conditioned((2, 3, 3), "float64"), np.ones((4, 3, 2)))
