"""Random graphs of library ops in FAST_RUN (fusion, inplace, C) and FAST_COMPILE, against numpy.

3 to 12 steps over N x N matrices (mostly float64; also float32/16, signed and unsigned ints
and bool, in any memory layout a caller may pass), each step an op of the library applied to
earlier values (inputs reused, subexpressions shared by several outputs), or a view or an
in-place candidate (reversed slices, transposes, set/inc_subtensor of rows and columns); often
the gradient, L-op or R-op of the last value too. The vocabulary comes from the specs: every
elemwise op and every one- or two-input op that maps N x N matrices to one value of a
broadcastable shape, with props drawn from what their types admit; a step the drawn dtypes do
not admit (a TypeError when built) is drawn again. Every mode must give numpy's dtype and shape,
or raise numpy's exception class. Values computed only by exactly rounded ops are compared bit
for bit; float64 values rounded only in float64 within a rounding bound (others by dtype and
shape: a float32 rounding difference grows past any useful bound through a chain); ops that are
discontinuous (floor division, sign, a comparison, a cast to integers) only ever see exact
values, so a rounding difference upstream cannot flip them. The issue 25 bug 2 class (inplace
meeting fusion in R-ops and L-ops of shared subexpressions) is folded in here from
tests/rewriting/test_inplace.py.
"""
from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field

import numpy as np
from hypothesis import assume, given
from hypothesis import strategies as st

import opspec
import opspec.tensor as ot
from opspec.compile.mode import get_mode
from opspec.gradient import Lop, NullTypeGradError, Rop
from opspec.graph.basic import ancestors
from opspec.testing.spec_checks import module_of

from fuzz_arrays import LAYOUTS, bits, with_layout
from fuzz_oracle import attempt, describe, same_error_class
from fuzz_settings import CASES, fuzz_settings
from fuzz_reach import excused, expected
from fuzz_specs import OPS, coerced, evaluate, shape_only_inputs, transcendental, zero_sign_open

N = 3
SPECIAL = [np.nan, np.inf, -np.inf, -0.0, 0.0, 1e300, -1e-310, 710.0]
#: input dtypes of a graph, float64 most often (the one whose inexact values are compared)
OTHER_DTYPES = ("float32", "int64", "int32", "int8", "uint8", "uint64", "bool", "float16")


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
    #: the op declares a gradient nobody knows (grad_not_implemented / undefined): the name grad
    #: must raise NullTypeGradError with, when one is asked for through it
    unknown_grad: str | None = None
    #: positions of the operands it reads only for their shapes (fuzz_reach's rule)
    shape_only: frozenset = frozenset()


def _candidates(kind, op):
    """Prop values worth trying on N x N matrices, by type (and what the samples use)."""
    seen = [dict(s.props)[kind.name] for s in op.samples if kind.name in dict(s.props)]
    by_type = {"axes": [(0,), (1,), None], "bool": [True], "int": [0, 1, -1],
               "dtype": ["float64", "float32", "int16", "uint8", "bool"]}
    values = by_type.get(kind.type, []) + ([] if kind.type in by_type else seen)
    if kind.has_default and kind.default not in values:
        values.append(kind.default)
    return list(dict.fromkeys(map(lambda v: tuple(v) if isinstance(v, list) else v, values)))


def _discontinuous(op) -> bool:
    entries = op.derivative or op.grad
    return any(e.kind == "zero" or (e.formula is not None and "int_div" in e.formula.source) for e in entries) \
        or any(i.dtype == "bool" for i in op.inputs)


def _unknown_grad(op) -> str | None:
    """The op's name when its spec declares a gradient not implemented or undefined."""
    entries = op.derivative or op.grad
    unknown = any(e.kind in ("undefined", "not_implemented") or
                  (e.formula is not None and re.search(r"\bgrad_(not_implemented|undefined)\(", e.formula.source))
                  for e in entries)
    return op.name if unknown else None


#: numpy functions that sum in an order of their own (pairwise, blocked, BLAS): a kernel summing
#: in another order rounds differently (std and var of a graph fuzzed with seed 90417)
SUMS = re.compile(r"\b(dot|matmul|outer|inner|vdot|tensordot|einsum|trace|sum|nansum|mean|nanmean|average|"
                  r"std|nanstd|var|nanvar)\b")


def _exact(op) -> bool:
    """Whether the op rounds as numpy does, bit for bit; not where numpy leaves the sign of a
    zero result open (nanmax of 0.0 and -0.0: zero_sign_open, seed 90417)."""
    merge = op.reduce.merge if op.reduce is not None else None
    return not transcendental(op) and not (merge and re.search(r"[-+*]", merge)) and \
        not SUMS.search(op.python.source) and not zero_sign_open(op)


def _fits(instance, arity):
    """The output's dtype when the op maps N x N float64 matrices to one value of a shape
    broadcasting against them, else None."""
    xs = [ot.tensor("float64", (N, N)) for _ in range(arity)]
    try:
        outs = instance(*xs, return_list=True)
    except (TypeError, ValueError, IndexError, NotImplementedError):
        return None
    fits = len(outs) == 1 and outs[0].type.ndim == 2 and all(s in (1, N) for s in outs[0].type.shape)
    return outs[0].type.dtype if fits else None


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
            dtype = _fits(instance, len(op.inputs))
            if dtype is None:
                continue
            label = name + (f"{props}" if props else "")
            # an integer or bool result of floats jumps where its inputs cross a threshold
            jumps = _discontinuous(op) or not dtype.startswith("float")
            steps.append(Step(label, len(op.inputs), instance,
                              lambda *a, op=op, props=props: evaluate(op, op.python.source, props, coerced(op, a))[0],
                              _exact(op), jumps, not op.elemwise, _unknown_grad(op), shape_only_inputs(op)))
    return steps


#: what users write that the specs do not spell out: views with negative strides, and updates
#: of rows and columns, which the inplace rewrite makes destructive. (An update of an indexed
#: value updates what that value indexes, x[::-1][1:] = v updating x: updates go through a
#: view_op here, so that they update the value itself, as the numpy beside them does.)
HAND = [
    Step("x[::-1]", 1, lambda x: x[::-1], lambda x: x[::-1], True, False),
    Step("x[:, ::-1]", 1, lambda x: x[:, ::-1], lambda x: x[:, ::-1], True, False),
    Step("set_subtensor(x[1:], y[:-1])", 2, lambda x, y: ot.set_subtensor(ot.view_op(x)[1:], y[:-1]),
         lambda x, y: _updated(x, np.s_[1:], y[:-1], "set"), True, False),
    Step("inc_subtensor(x[:, :1], y[:, 1:2])", 2, lambda x, y: ot.inc_subtensor(ot.view_op(x)[:, :1], y[:, 1:2]),
         lambda x, y: _updated(x, np.s_[:, :1], y[:, 1:2], "inc"), True, False),
    Step("inc_subtensor(x[[0, 0, 2]], y[:1])", 2, lambda x, y: ot.inc_subtensor(ot.view_op(x)[[0, 0, 2]], y[:1]),
         lambda x, y: _updated(x, [0, 0, 2], y[:1], "at"), True, False),
]


def _updated(x, key, v, how):
    """numpy's x[key] = v, x[key] += v or np.add.at(x, key, v) on a copy: x's dtype is kept."""
    out = np.array(x, copy=True)
    if how == "set":
        out[key] = v
    elif how == "inc":
        out[key] += v
    else:
        np.add.at(out, key, v)
    return out


STEPS = spec_steps() + HAND


# ------------------------------------------------------------------ graphs
@dataclass
class Graph:
    n_inputs: int
    dtypes: list           # per input
    layouts: list          # per input
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
        inputs = ", ".join(f"in{k}: {d} {lay}" for k, (d, lay) in enumerate(zip(self.dtypes, self.layouts)))
        return f"{inputs}; " + "; ".join(lines) + f" -> outputs {[names[i] for i in self.outputs]} " \
            f"extra={self.extra} linker={self.linker} seed={self.seed} debug={self.debug}"

    def _repr_pretty_(self, printer, cycle):
        printer.text(str(self))


@st.composite
def graphs(draw):
    n_inputs = draw(st.integers(1, 3))
    dtypes = [draw(st.sampled_from(OTHER_DTYPES)) if draw(st.integers(0, 2)) == 0 else "float64"
              for _ in range(n_inputs)]
    layouts = [draw(st.sampled_from(LAYOUTS)) if draw(st.booleans()) else "C" for _ in range(n_inputs)]
    steps, exact = [], [True] * n_inputs
    values = [ot.tensor(d, (N, N)) for d in dtypes]     # for the shapes and dtypes
    length = draw(st.integers(3, 12))
    for _ in range(20 * length):
        if len(steps) == length:
            break
        step = draw(st.sampled_from(STEPS))
        usable = [i for i, (e, v) in enumerate(zip(exact, values))
                  if (e or not step.discontinuous) and (v.type.shape == (N, N) or not step.full)]
        if not usable:
            continue
        # recent values more often: chains, with earlier values reused now and then
        refs = [draw(st.sampled_from(usable[-3:]) | st.sampled_from(usable)) for _ in range(step.arity)]
        try:
            value = step.build(*[values[r] for r in refs])
        except TypeError:       # refused for these dtypes when built (numpy may refuse too)
            continue
        steps.append((step, refs))
        exact.append(step.exact and all(exact[r] for r in refs))
        values.append(value)
    assume(steps)
    last = n_inputs + len(steps) - 1
    shared = draw(st.lists(st.integers(0, last - 1), max_size=2, unique=True))
    extra = draw(st.sampled_from([None, "grad", "lop", "rop", "both"]))
    return Graph(n_inputs, dtypes, layouts, steps, shared + [last], extra, draw(st.sampled_from(["c", "c", "py"])),
                 draw(st.integers(0, 2 ** 16)), draw(st.integers(0, 9)) == 0)


def input_array(rng, dtype, special: bool) -> np.ndarray:
    """An N x N array of ``dtype``: floats in [-2, 2] (with edge values when ``special``), small
    integers (their extremes when ``special``), or booleans."""
    dt = np.dtype(dtype)
    if dt.kind == "b":
        return rng.random((N, N)) < 0.5
    if dt.kind in "iu":
        info = np.iinfo(dt)
        a = rng.integers(max(info.min, -5), 6, (N, N)).astype(dt)
        if special:
            a.flat[rng.integers(0, a.size, 2)] = np.array([info.min, info.max], dtype=dt)[rng.integers(0, 2, 2)]
        return a
    with np.errstate(all="ignore"):
        a = rng.uniform(-2, 2, (N, N)).astype(dt)
        if special:
            a.flat[rng.integers(0, a.size, 2)] = rng.choice(SPECIAL, 2)
    return a


def build(graph, variables):
    values = list(variables)
    for step, refs in graph.steps:
        values.append(step.build(*[values[r] for r in refs]))
    return values


def numpy_outcome(graph, arrays):
    """numpy's outcome (fuzz_reach.expected): the value of every step the outputs need (None for
    the others, whose errors are none of a compiled function's business), or the error every mode
    must raise, and the errors of steps whose values no output needs, which a mode may raise."""
    steps = [(step.numpy, refs, step.shape_only) for step, refs in graph.steps]
    return expected(graph.n_inputs, steps, graph.outputs, arrays)


def exactness(graph, values):
    """Per value, how its modes must match numpy: "exact" (only exactly rounded steps led to
    it), "near" (a float64 value of float64 roundings) or None (a lower precision rounded it
    somewhere: dtype and shape only)."""
    how = ["exact"] * graph.n_inputs
    for (step, refs), value in zip(graph.steps, values[graph.n_inputs:]):
        if step.exact and all(how[r] == "exact" for r in refs):
            how.append("exact")
        elif value.type.dtype == "float64" and all(how[r] is not None for r in refs):
            how.append("near")
        else:
            how.append(None)
    return how


def close(got, want, how, scale) -> str | None:
    """None when ``got`` matches ``want`` in dtype and shape, and in value as ``how`` says
    (see exactness): bit for bit (nan payloads aside), or within a rounding bound of the graph's
    largest magnitude (nan and infinities alike); integers and bools always exactly."""
    got, want = np.asarray(got), np.asarray(want)
    if not got.dtype.isnative:
        return f"byte order {got.dtype.byteorder} (results are native, whatever the inputs')"
    if got.dtype.name != want.dtype.name or got.shape != want.shape:      # numpy's views keep byte order
        return f"{describe(got)} vs numpy {describe(want)}"
    if want.dtype.kind not in "fc":
        ok = got == want
    else:
        nan = np.isnan(got) & np.isnan(want)
        same = (got == want) & (np.signbit(got) == np.signbit(want))
        if how == "exact":
            ok = nan | same
        elif how == "near":
            finite = np.isfinite(got) & np.isfinite(want)
            with np.errstate(all="ignore"):
                near = finite & (np.abs(got - want) <= 1e-9 * np.abs(want) + 1e-12 * scale)
            ok = nan | same | near
        else:
            return None
    if not np.all(ok):
        k = tuple(int(i) for i in np.argwhere(~ok)[0]) if got.ndim else ()
        return f"at {k}: {got[k]!r} vs {want[k]!r} ({how or 'integers'}, scale {scale:.3g})"
    return None


def magnitude(values) -> float:
    """1 + the largest finite magnitude among float arrays (the scale of rounding errors)."""
    finite = [np.abs(v[np.isfinite(v)]) for v in map(np.asarray, values) if v.dtype.kind == "f"]
    return 1.0 + max((float(f.max(initial=0.0)) for f in finite), default=0.0)


def derivatives(graph, rng, xs, values):
    """(extra inputs, their arrays, extra outputs): the gradient, L-op and/or R-op the graph asks
    for, with respect to its float inputs (none when the last value reads none)."""
    last = values[-1]
    floats = [x for x in xs if x.type.dtype.startswith("float") and x in set(ancestors([last]))]
    if graph.extra is None or not floats:
        return [], [], []
    wrt = floats[0]
    unknown = {step.unknown_grad for step, _ in graph.steps if step.unknown_grad}
    if unknown:
        # an op of the graph declares a gradient nobody knows: where it is on the way, asking
        # for one raises NullTypeGradError naming that op (and nothing else does)
        try:
            opspec.grad((last * 1.0).sum(), floats, disconnected_inputs="ignore")
        except NullTypeGradError as err:
            assert any(name in str(err) for name in unknown), f"{graph}\n  {err}"
            return [], [], []
    inputs, arrays, outputs = [], [], []
    if graph.extra in ("grad", "both"):
        weights = rng.uniform(-1, 1, (N, N))
        outputs += opspec.grad((last * weights).sum(), floats, disconnected_inputs="ignore")
    if graph.extra in ("lop", "both") and last.type.dtype.startswith("float"):
        u = ot.tensor(last.type.dtype, last.type.shape, name="u")
        inputs.append(u)
        arrays.append(rng.uniform(-1, 1, [n or N for n in last.type.shape]).astype(last.type.dtype))
        outputs.append(Lop(last, wrt, u, disconnected_inputs="ignore"))
    if graph.extra in ("rop", "both"):
        v = ot.tensor(wrt.type.dtype, (N, N), name="v")
        inputs.append(v)
        arrays.append(rng.uniform(-1, 1, (N, N)).astype(wrt.type.dtype))
        outputs.append(Rop(last, wrt, v, disconnected_outputs="ignore"))
    return inputs, arrays, outputs


def derivative_error(results, xs, outputs, arrays) -> bool:
    """Whether every mode raised one error class that computing the derivatives raises, the
    values alone being computed without error: numpy has no derivative to hold them to (a
    gradient may solve with a transposed matrix that LU finds singular where the matrix was
    not), so the modes need only agree."""
    kinds = {type(got.error) for got in results.values()}
    if len(kinds) != 1 or None in {got.error for got in results.values()}:
        return False
    f = opspec.function(xs, outputs, mode="FAST_COMPILE", on_unused_input="ignore")
    return attempt(lambda: f(*arrays[:len(xs)]), "call").ok


@fuzz_settings(bounded=25, share=4)
@given(graph=graphs())
def test_random_graphs_agree_in_every_mode_and_with_numpy(graph):
    CASES["graphs"] += 1
    rng = np.random.default_rng(graph.seed)
    xs = [ot.tensor(d, (N, N), name=f"in{k}") for k, d in enumerate(graph.dtypes)]
    # edge values now and then, which fused loops must propagate as numpy
    arrays = [with_layout(input_array(rng, d, graph.seed % 3 == 0), lay) for d, lay in zip(graph.dtypes, graph.layouts)]
    values = build(graph, xs)
    outputs = [values[i] for i in graph.outputs]
    more_inputs, more_arrays, more_outputs = derivatives(graph, rng, xs, values)
    inputs, arrays, outputs = xs + more_inputs, arrays + more_arrays, outputs + more_outputs
    want = numpy_outcome(graph, arrays[:graph.n_inputs])
    kept = [bits(a) for a in arrays]
    results = {}
    modes = [get_mode("FAST_RUN").with_linker(graph.linker), "FAST_COMPILE"] + (["DebugMode"] if graph.debug else [])
    for mode in modes:
        name = mode if isinstance(mode, str) else f"FAST_RUN/{graph.linker}"
        f = opspec.function(inputs, outputs, mode=mode, on_unused_input="ignore")
        results[name] = attempt(lambda: [np.array(r, copy=True) for r in f(*arrays)], "call")
        assert [bits(a) for a in arrays] == kept, f"{graph}\n  {name} modified an input"
    if want.error is not None:     # numpy raised: every mode raises its class (or a subclass)
        wrong = {name: got for name, got in results.items() if got.ok or not same_error_class(got.error, want.error)}
        assert not wrong, f"{graph}\n  numpy raised {want.error!r}\n  " + "\n  ".join(f"{n} {g}" for n, g in wrong.items())
        return
    # an error of a step no output needs the value of may be raised (if a mode computes it) or not
    results = {name: got for name, got in results.items() if not excused(want, got)}
    failed = {name: got for name, got in results.items() if not got.ok}
    if failed and more_outputs and derivative_error(results, xs, outputs[:len(graph.outputs)], arrays):
        return
    assert not failed, f"{graph}\n  " + "\n  ".join(f"{n} {g}" for n, g in failed.items())
    how = exactness(graph, values)
    want = want.values
    scale = magnitude([w for w in want if w is not None])
    problems = []
    computed = list(results.values())
    fast, slow = (computed[0].values, computed[1].values) if len(computed) > 1 else (None, None)
    for k, i in enumerate(graph.outputs):
        for name, got in results.items():
            why = close(got.values[k], want[i], how[i], scale)
            if why:
                problems.append(f"output {k} (value {i}) in {name}: {why}")
    for k in range(len(graph.outputs), len(outputs) if fast is not None else 0):
        precise = "near" if None not in how and fast[k].dtype == np.float64 else None
        why = close(fast[k], slow[k], precise, max(scale, magnitude([fast[k], slow[k]])))
        if why:
            problems.append(f"derivative output {k}: FAST_RUN vs FAST_COMPILE {why}")
    assert not problems, f"{graph}\n  " + "\n  ".join(problems)
