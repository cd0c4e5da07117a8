"""Every op of the standard library, fuzzed against numpy in FAST_RUN and FAST_COMPILE.

Cases come from each op's spec, not from a list of ops: its input dtype classes give the
dtypes (and now and then any other dtype), its samples give shapes, literal values and props
(mutated: sizes relabelled, ranks changed, props redrawn by their declared type), elemwise
ops get broadcasting shapes and Python scalars. Arrays carry edge values (nan, inf, -0.0,
subnormals, integer extremes) in every layout (see fuzz_arrays). The oracle is the op's
``python:`` evaluated with numpy on the inputs as the spec language documents they are read
(an input of class float given integers is floatX, one of class bool given numbers is their
truth), and numpy's own function where the op has one. Every mode must agree with it:
values, dtype, shape, or the same exception; and never modify an input.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import opspec.tensor as ot
from opspec.spec.codegen import uses_value_of
from opspec.testing.spec_checks import module_of, sample_values
from opspec.testing.ulps import lgamma_scale

from fuzz_arrays import (ALL_DTYPES, LAYOUTS, arrays, broadcast_shapes, dtype_for, dtypes_of, elements,
                         with_layout)
from fuzz_oracle import EXACT, MODES, Outcome, Tolerance, Verdict, attempt, compile_and_call, describe
from fuzz_settings import CASES, fuzz_settings
from fuzz_specs import (OPS, REIMPLEMENTED_ULPS, ULPS, coerced, evaluate, input_specs, oracles, refused, reimplemented, transcendental,
                        weak_arrays, zero_sign_open)


# ------------------------------------------------------------------ cases
@dataclass
class Case:
    spec: object
    op: object
    props: dict
    args: list            # per input: an array (a symbolic input) or a Python scalar (a constant)
    static: list          # per array argument: its static shape
    layouts: list         # per array argument
    debug: bool           # also run DebugMode

    @property
    def arrays(self):
        return [a for a in self.args if isinstance(a, np.ndarray)]

    def __str__(self):
        parts = []
        for a in self.args:
            parts.append(describe(a) if isinstance(a, np.ndarray) else f"python {a!r}")
        layout = ", ".join(f"{lay} static={s}" for lay, s in zip(self.layouts, self.static))
        return f"{self.op.name}({', '.join(parts)}) props={self.props} [{layout}]"

    __repr__ = __str__

    def _repr_pretty_(self, printer, cycle):      # hypothesis prints the case this way
        printer.text(str(self))


def _small(op, k, spec) -> bool:
    """Inputs that are sizes or indices (scalars, integer inputs after the first of a
    non-elemwise op, and integer inputs whose values give the output's size: no shape: rule or
    one reading their values): small values, or arange(0, 1e18), eye(10**9) and bincount([3e8])
    would allocate forever."""
    if op.elemwise:
        return False
    kinds = {d[0] for d in dtypes_of(spec.dtype)}
    sized = not op.shape or any(uses_value_of(f.source, spec.name) for _, f in op.shape)
    return spec.ndim == 0 or (k > 0 and kinds <= set("iu")) or (sized and kinds <= set("iub"))


@st.composite
def prop_values(draw, op, name, kind, ndim):
    """A value of a prop, from what its type admits (axes of the input's rank, dtypes...)
    or from the values the op's samples and default give it."""
    seen = [dict(s.props)[name] for s in op.samples if name in dict(s.props)]
    prop = op.prop(name)
    if prop.has_default:
        seen.append(prop.default)
    nd = max(ndim, 1)
    generic = {
        "bool": st.booleans(),
        "int": st.integers(-nd - 1, nd + 1),
        "float": elements("float64"),
        "dtype": st.sampled_from(ALL_DTYPES),
        "axes": st.none() | st.lists(st.integers(-ndim - 1, ndim), max_size=ndim + 1, unique=True).map(tuple),
        "ints": _orders(ndim),
    }.get(kind)
    if seen and (generic is None or draw(st.booleans())):
        return draw(st.sampled_from(seen))
    return draw(generic) if generic is not None else None


def _orders(ndim):
    """DimShuffle-like orders: a permutation of the kept axes with -1 (new axes) inserted."""
    @st.composite
    def order(draw):
        kept = draw(st.permutations(range(ndim)))
        kept = kept[:draw(st.integers(max(ndim - 1, 0), ndim))]
        out = list(kept)
        for _ in range(draw(st.integers(0, 2))):
            out.insert(draw(st.integers(0, len(out))), -1)
        if draw(st.integers(0, 9)) == 0:
            out.append(draw(st.integers(-2, ndim + 1)))
        return tuple(out)
    return order()


@st.composite
def python_scalars(draw):
    """Python scalars as a user writes them next to tensors (numpy 2 reads them weakly)."""
    return draw(st.one_of(
        st.integers(-3, 300), st.sampled_from([2 ** 63 - 1, 2 ** 63, -2 ** 63, 2 ** 64 - 1, -1, -129, 255, 256]),
        st.sampled_from([0.5, -0.0, 1e300, float("inf"), float("nan"), 2.0]), st.booleans(),
        st.sampled_from([1 + 2j, -0.5j])))


@st.composite
def op_cases(draw, name):
    """A case of the op ``name`` ("module.Op")."""
    spec_file, op = OPS[name]
    sample = op.samples[draw(st.integers(0, len(op.samples) - 1))]
    template = sample_values(op, sample, np.random.default_rng(draw(st.integers(0, 2 ** 16))))
    specs = input_specs(op, len(template))
    if op.elemwise:
        shapes = draw(broadcast_shapes(len(template)))
    else:
        shapes = [t.shape for t in template]
        if draw(st.booleans()):           # other sizes, equal sizes staying equal (dot's inner size)
            sizes = sorted({n for s in shapes for n in s})
            new = dict(zip(sizes, draw(st.lists(st.sampled_from([0, 1, 2, 3, 4, 5]), min_size=len(sizes),
                                                max_size=len(sizes)))))
            shapes = [tuple(new[n] for n in s) for s in shapes]
        main = [k for k, spec in enumerate(specs) if not _small(op, k, spec)]
        if len(main) == 1 and specs[main[0]].ndim is None and draw(st.integers(0, 2)) == 0:
            shapes[main[0]] = tuple(draw(st.lists(st.sampled_from([2, 3, 1, 0, 4]), max_size=4)))
    args, static, layouts = [], [], []
    for k, (spec, t, shape) in enumerate(zip(specs, template, shapes)):
        small = _small(op, k, spec)
        dtype = (draw(st.sampled_from([t.dtype.name] + list(dtypes_of(spec.dtype)))) if small
                 else dtype_for(draw, spec.dtype))
        with np.errstate(all="ignore"):
            literal = t.astype(dtype)
        keep_literal = small and draw(st.booleans()) and shape == t.shape and np.array_equal(literal, t)
        value = literal if keep_literal else draw(arrays(dtype, shape, small=small))
        if op.elemwise and len(template) > 1 and draw(st.integers(0, 5)) == 0:
            args.append(draw(python_scalars()))
            continue
        layout = draw(st.sampled_from(LAYOUTS)) if draw(st.booleans()) else "C"
        value = with_layout(value, layout)
        args.append(value)
        layouts.append(layout)
        choice = draw(st.integers(0, 4))
        static.append(value.shape if choice == 0 else tuple(1 if n == 1 else None for n in value.shape)
                      if choice == 1 else (None,) * value.ndim)
    if not any(isinstance(a, np.ndarray) for a in args):
        args[0] = np.asarray(args[0])
        layouts.insert(0, "C")
        static.insert(0, ())
    ndim = next((a.ndim for a in args if isinstance(a, np.ndarray)), 0)
    props = {p.name: p.default for p in op.props if p.has_default}
    if draw(st.booleans()) and sample.props:
        props.update(sample.props)
    else:
        props.update({p.name: draw(prop_values(op, p.name, p.type, ndim)) for p in op.props})
    props = {k: tuple(v) if isinstance(v, list) else v for k, v in props.items()}
    return Case(spec_file, op, props, args, static, layouts, debug=draw(st.integers(0, 7)) == 0)


def tolerances(op, case, want: Outcome) -> list:
    """Per output, how far a C kernel may be from numpy (python: kernels are held to numpy's bits)."""
    ulps = ULPS if transcendental(op) else 0
    if not want.ok:
        return []
    x = case.arrays[0] if case.arrays else None
    out = []
    for v in want.values:
        tol = Tolerance(ulps=ulps, why=f"{ulps} ulps: libm vs numpy's SIMD") if ulps else EXACT
        if reimplemented(op):
            tol = Tolerance(ulps=REIMPLEMENTED_ULPS, terms=REIMPLEMENTED_ULPS, magnitude=lgamma_scale(case.args),
                            why=f"{REIMPLEMENTED_ULPS} ulps of the result or of the lgamma terms it may cancel")
        if op.reduce is not None and op.reduce.merge and re.search(r"[-+*]", op.reduce.merge) and x is not None:
            terms = max(1, x.size // max(v.size, 1))
            magnitude = attempt(lambda: evaluate(op, op.python.source, case.props,
                                                 [np.abs(a) for a in coerced(op, case.args)])[0], "magnitude")
            if magnitude.ok and v.dtype.kind in "fc":
                tol = Tolerance(terms=terms, magnitude=np.abs(magnitude.values),
                                why=f"sum of {terms} terms in another order than numpy's pairwise one")
        elif not op.elemwise and op.c is not None and ulps and x is not None:
            lane = max(x.shape, default=1)
            finite = np.abs(x[np.isfinite(x)]).astype(np.float64)
            tol = Tolerance(ulps=ulps, terms=lane + 2, magnitude=max(1.0, finite.max(initial=0.0)),
                            why=f"exp/log summed along {lane} elements, in C's order")
        if zero_sign_open(op):
            tol = replace(tol, zero_sign=False, why=tol.why + "; zeros of either sign (C99 fmax / fmin)")
        out.append(tol)
    return out


def build(case: Case):
    """(the symbolic inputs, the op's outputs) of a case: its arrays as inputs of their static
    shapes, its Python scalars as they are."""
    cls = getattr(module_of(case.spec), case.op.name)
    instance = cls(**case.props) if case.op.props else cls()
    it = iter(case.static)
    inputs, args = [], []
    for a in case.args:
        if isinstance(a, np.ndarray):
            var = ot.tensor(a.dtype.newbyteorder("=").name, next(it), name=f"in{len(inputs)}")
            inputs.append(var)
            args.append(var)
        else:
            args.append(a)
    return inputs, instance(*args, return_list=True)


def judge(case: Case):
    op = case.op
    verdict = Verdict()
    graph = attempt(lambda: build(case), "build")
    outcomes, extra = {}, []
    modes = MODES + (("DebugMode",) if case.debug else ())
    for mode in modes:
        if graph.ok:
            outcomes[mode], problems = compile_and_call(*graph.values, case.arrays, mode)
            extra += problems
        else:
            outcomes[mode] = graph
    for name, source, args in oracles(op, case.args):
        if name == "numpy":
            want = attempt(lambda: evaluate(op, source, case.props, args, {"np": np}), "numpy")
        else:
            # a Python number is read as documented too (an int for a float input is floatX)
            want = attempt(lambda: evaluate(op, source, case.props, coerced(op, weak_arrays(op, args))), "numpy")
        tols = tolerances(op, case, want)
        for mode, got in outcomes.items():
            # python: kernels (FAST_COMPILE) are numpy itself: held to its bits
            exact = mode == "FAST_COMPILE" and source == op.python.source
            verdict.check_pair(mode, got, name, want, [EXACT if exact else t for t in tols],
                               refused=refused(op, case.args, case.props))
    verdict.check_errors_alike(outcomes)
    problems = extra + verdict.problems
    assert not problems, f"{case.spec.path}: {case}\n  " + "\n  ".join(problems)


@pytest.mark.parametrize("name", sorted(OPS))
@fuzz_settings(bounded=5)
@given(data=st.data())
def test_op_agrees_with_numpy(name, data):
    case = data.draw(op_cases(name), label="case")
    CASES["ops"] += 1
    judge(case)

