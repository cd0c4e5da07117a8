"""Random graphs of library ops in FAST_RUN (fusion, inplace, C) and FAST_COMPILE, against numpy.

3 to 12 steps over N x N float64 matrices, each step an op of the library applied to earlier
values (inputs reused, subexpressions shared by several outputs), or a view or an in-place
candidate (reversed slices, transposes, set/inc_subtensor of rows and columns); often the
gradient, L-op or R-op of the last value too. The vocabulary comes from the specs: every
elemwise op and every one- or two-input op that maps N x N float64 matrices to float64 values
of a broadcastable shape, with props drawn from what their types admit. Values computed only
by exactly rounded ops are compared bit for bit; others within a rounding bound; ops that are
discontinuous (floor division, sign, a condition) only ever see exact values, so a rounding
difference upstream cannot flip them. The issue 25 bug 2 class (inplace meeting fusion in
R-ops and L-ops of shared subexpressions) is folded in here from tests/rewriting/test_inplace.py.
"""
from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.compile.mode import get_mode
from opspec.gradient import Lop, Rop
from opspec.graph.basic import ancestors
from opspec.testing.spec_checks import module_of

from fuzz_arrays import bits
from fuzz_oracle import attempt, describe
from fuzz_settings import CASES, fuzz_settings
from fuzz_specs import OPS, coerced, evaluate, transcendental

N = 3
SPECIAL = [np.nan, np.inf, -np.inf, -0.0, 0.0, 1e300, -1e-310, 710.0]


@dataclass(frozen=True)
class Step:
    """One kind of node: ``build(*variables)`` and ``numpy(*arrays)``. ``exact``: rounds as
    numpy does (C and numpy agree bit for bit); ``discontinuous``: a rounding difference in its
    inputs can change its result by much (floor, sign, a condition)."""
    name: str
    arity: int
    build: object
    numpy: object
    exact: bool
    discontinuous: bool
    full: bool = True       # takes N x N operands only (elemwise ops take any that broadcast)


def _candidates(kind, op):
    """Prop values worth trying on N x N matrices, by type (and what the samples use)."""
    seen = [dict(s.props)[kind.name] for s in op.samples if kind.name in dict(s.props)]
    by_type = {"axes": [(0,), (1,), None], "bool": [True], "int": [0, 1, -1], "dtype": ["float64"]}
    values = by_type.get(kind.type, []) + ([] if kind.type in by_type else seen)
    if kind.has_default and kind.default not in values:
        values.append(kind.default)
    return list(dict.fromkeys(map(lambda v: tuple(v) if isinstance(v, list) else v, values)))


def _discontinuous(op) -> bool:
    entries = op.derivative or op.grad
    return any(e.kind == "zero" or (e.formula is not None and "int_div" in e.formula.source) for e in entries) \
        or any(i.dtype == "bool" for i in op.inputs)


def _exact(op) -> bool:
    merge = op.reduce.merge if op.reduce is not None else None
    return not transcendental(op) and not (merge and re.search(r"[-+*]", merge)) and \
        not re.search(r"\b(dot|matmul|outer)\b", op.python.source)


def _fits(instance, arity):
    """Whether the op maps N x N float64 matrices to one float64 value of a shape broadcasting
    against them."""
    xs = [ot.tensor("float64", (N, N)) for _ in range(arity)]
    try:
        outs = instance(*xs, return_list=True)
    except (TypeError, ValueError, IndexError, NotImplementedError):
        return False
    return len(outs) == 1 and outs[0].type.dtype == "float64" and outs[0].type.ndim == 2 and \
        all(s in (1, N) for s in outs[0].type.shape)


def spec_steps():
    """Every op of specs/ that fits, with every combination of candidate props."""
    steps = []
    for name, (spec_file, op) in sorted(OPS.items()):
        if op.variadic_input is not None or len(op.inputs) > 3:
            continue
        cls = getattr(module_of(spec_file), op.name)
        kinds = list(op.props)
        for combo in itertools.product(*[_candidates(k, op) for k in kinds]):
            props = dict(zip((k.name for k in kinds), combo))
            try:
                instance = cls(**props)
            except (TypeError, ValueError):
                continue
            if not _fits(instance, len(op.inputs)):
                continue
            label = name + (f"{props}" if props else "")
            steps.append(Step(label, len(op.inputs), instance,
                              lambda *a, op=op, props=props: evaluate(op, op.python.source, props, coerced(op, a))[0],
                              _exact(op), _discontinuous(op), not op.elemwise))
    return steps


#: what users write that the specs do not spell out: views with negative strides, and updates
#: of rows and columns, which the inplace rewrite makes destructive. (An update of an indexed
#: value updates what that value indexes, x[::-1][1:] = v updating x: updates go through a
#: view_op here, so that they update the value itself, as the numpy beside them does.)
HAND = [
    Step("x[::-1]", 1, lambda x: x[::-1], lambda x: x[::-1], True, False),
    Step("x[:, ::-1]", 1, lambda x: x[:, ::-1], lambda x: x[:, ::-1], True, False),
    Step("set_subtensor(x[1:], y[:-1])", 2, lambda x, y: ot.set_subtensor(ot.view_op(x)[1:], y[:-1]),
         lambda x, y: np.concatenate([x[:1], y[:-1]]), True, False),
    Step("inc_subtensor(x[:, :1], y[:, 1:2])", 2, lambda x, y: ot.inc_subtensor(ot.view_op(x)[:, :1], y[:, 1:2]),
         lambda x, y: np.concatenate([x[:, :1] + y[:, 1:2], x[:, 1:]], axis=1), True, False),
    Step("inc_subtensor(x[[0, 0, 2]], y[:1])", 2, lambda x, y: ot.inc_subtensor(ot.view_op(x)[[0, 0, 2]], y[:1]),
         lambda x, y: _add_at(x, [0, 0, 2], y[:1]), True, False),
]


def _add_at(x, rows, v):
    out = x.copy()
    np.add.at(out, rows, v)
    return out


STEPS = spec_steps() + HAND


# ------------------------------------------------------------------ graphs
@dataclass
class Graph:
    n_inputs: int
    steps: list            # (Step, operand indices)
    outputs: list          # value indices
    extra: str | None      # "grad", "lop", "rop", "both" or None
    linker: str            # FAST_RUN's linker
    seed: int
    debug: bool            # DebugMode too
    names: list = field(default_factory=list)

    def __str__(self):
        names = [f"in{k}" for k in range(self.n_inputs)]
        lines = []
        for k, (step, refs) in enumerate(self.steps):
            names.append(f"v{k}")
            lines.append(f"v{k} = {step.name}({', '.join(names[r] for r in refs)})")
        return "; ".join(lines) + f" -> outputs {[names[i] for i in self.outputs]} extra={self.extra} " \
                                  f"linker={self.linker} seed={self.seed} debug={self.debug}"

    def _repr_pretty_(self, printer, cycle):
        printer.text(str(self))


@st.composite
def graphs(draw):
    n_inputs = draw(st.integers(1, 3))
    steps, exact = [], [True] * n_inputs
    values = [ot.tensor("float64", (N, N)) for _ in range(n_inputs)]     # for the shapes
    length = draw(st.integers(3, 12))
    while len(steps) < length:
        step = draw(st.sampled_from(STEPS))
        usable = [i for i, (e, v) in enumerate(zip(exact, values))
                  if (e or not step.discontinuous) and (v.type.shape == (N, N) or not step.full)]
        if not usable:
            continue
        # recent values more often: chains, with earlier values reused now and then
        refs = [draw(st.sampled_from(usable[-3:]) | st.sampled_from(usable)) for _ in range(step.arity)]
        steps.append((step, refs))
        exact.append(step.exact and all(exact[r] for r in refs))
        values.append(step.build(*[values[r] for r in refs]))
    last = n_inputs + len(steps) - 1
    shared = draw(st.lists(st.integers(0, last - 1), max_size=2, unique=True))
    extra = draw(st.sampled_from([None, "grad", "lop", "rop", "both"]))
    return Graph(n_inputs, steps, shared + [last], extra, draw(st.sampled_from(["c", "c", "py"])),
                 draw(st.integers(0, 2 ** 16)), draw(st.integers(0, 9)) == 0)


def build(graph, variables):
    values = list(variables)
    for step, refs in graph.steps:
        values.append(step.build(*[values[r] for r in refs]))
    return values


def numpy_values(graph, arrays):
    values = list(arrays)
    with np.errstate(all="ignore"):
        for step, refs in graph.steps:
            values.append(np.asarray(step.numpy(*[values[r] for r in refs])))
    return values


def exactness(graph):
    exact = [True] * graph.n_inputs
    for step, refs in graph.steps:
        exact.append(step.exact and all(exact[r] for r in refs))
    return exact


def close(got, want, exact, scale) -> str | None:
    """None when ``got`` matches ``want``: bit for bit (nan payloads aside) when exact, else
    within a rounding bound of the graph's largest magnitude, with nan and infinities alike."""
    got, want = np.asarray(got), np.asarray(want)
    if got.dtype != want.dtype or got.shape != want.shape:
        return f"{describe(got)} vs numpy {describe(want)}"
    nan = np.isnan(got) & np.isnan(want)
    same = (got == want) & (np.signbit(got) == np.signbit(want))
    if exact:
        ok = nan | same
    else:
        finite = np.isfinite(got) & np.isfinite(want)
        with np.errstate(all="ignore"):
            near = finite & (np.abs(got - want) <= 1e-9 * np.abs(want) + 1e-12 * scale)
        ok = nan | same | near
    if not np.all(ok):
        k = tuple(int(i) for i in np.argwhere(~ok)[0]) if got.ndim else ()
        return f"at {k}: {got[k]!r} vs {want[k]!r} ({'exact' if exact else f'scale {scale:.3g}'})"
    return None


@fuzz_settings(bounded=25, share=2)
@given(graph=graphs())
def test_random_graphs_agree_in_every_mode_and_with_numpy(graph):
    CASES["graphs"] += 1
    rng = np.random.default_rng(graph.seed)
    xs = [ot.tensor("float64", (N, N), name=f"in{k}") for k in range(graph.n_inputs)]
    arrays = [rng.uniform(-2, 2, (N, N)) for _ in xs]
    for a in arrays:        # now and then edge values, which fused loops must propagate as numpy
        if graph.seed % 3 == 0:
            a.flat[rng.integers(0, a.size, 2)] = rng.choice(SPECIAL, 2)
    values = build(graph, xs)
    outputs = [values[i] for i in graph.outputs]
    inputs = list(xs)
    last = values[-1]
    wrt = next(x for x in xs if x in set(ancestors([last])))      # an input the last value reads
    if graph.extra in ("grad", "both"):
        weights = rng.uniform(-1, 1, (N, N))
        outputs += opspec.grad((last * weights).sum(), xs, disconnected_inputs="ignore")
    if graph.extra in ("lop", "both"):
        u = ot.tensor("float64", last.type.shape, name="u")
        inputs.append(u)
        arrays.append(rng.uniform(-1, 1, [n or N for n in last.type.shape]))
        outputs.append(Lop(last, wrt, u, disconnected_inputs="ignore"))
    if graph.extra in ("rop", "both"):
        v = ot.tensor("float64", (N, N), name="v")
        inputs.append(v)
        arrays.append(rng.uniform(-1, 1, (N, N)))
        outputs.append(Rop(last, wrt, v, disconnected_outputs="ignore"))
    want = numpy_values(graph, arrays[:graph.n_inputs])
    exact = exactness(graph)
    finite = [np.abs(w[np.isfinite(w)]) for w in want]
    scale = 1.0 + max(float(f.max(initial=0.0)) for f in finite)
    kept = [bits(a) for a in arrays]
    results = {}
    modes = [get_mode("FAST_RUN").with_linker(graph.linker), "FAST_COMPILE"] + (["DebugMode"] if graph.debug else [])
    for mode in modes:
        name = mode if isinstance(mode, str) else f"FAST_RUN/{graph.linker}"
        f = opspec.function(inputs, outputs, mode=mode, on_unused_input="ignore")
        got = attempt(lambda: [np.array(r, copy=True) for r in f(*arrays)], "call")
        assert got.ok, f"{graph}\n  {name} {got}"
        results[name] = got.values
        assert [bits(a) for a in arrays] == kept, f"{graph}\n  {name} modified an input"
    problems = []
    fast, slow = list(results.values())[:2]
    for k, i in enumerate(graph.outputs):
        for name, got in results.items():
            why = close(got[k], want[i], exact[i], scale)
            if why:
                problems.append(f"output {k} (value {i}) in {name}: {why}")
    for k in range(len(graph.outputs), len(outputs)):
        bound = 1.0 + max(float(np.abs(r[np.isfinite(r)]).max(initial=0.0)) for r in (fast[k], slow[k]))
        why = close(fast[k], slow[k], False, max(scale, bound))
        if why:
            problems.append(f"derivative output {k}: FAST_RUN vs FAST_COMPILE {why}")
    assert not problems, f"{graph}\n  " + "\n  ".join(problems)
