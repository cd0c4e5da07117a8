"""Running one fuzz case in every mode and judging it against numpy.

An :class:`Outcome` is what one side did: its arrays, or the exception it raised (from
building the graph, compiling it or calling it). :func:`agree` compares two outcomes: the
same exception class, or arrays of the same dtype, shape and values, where "same values"
is bit-exact (nan payloads aside) unless a :class:`Tolerance` says otherwise.
"""
from __future__ import annotations

import warnings
from dataclasses import dataclass, field

import numpy as np

import opspec

from fuzz_arrays import bits

#: the modes every case runs in; numpy is the third party
MODES = ("FAST_RUN", "FAST_COMPILE")


@dataclass
class Outcome:
    values: list | None = None
    error: BaseException | None = None
    where: str = ""                   # "build", "compile" or "call" for an error

    @property
    def ok(self) -> bool:
        return self.error is None

    def __str__(self) -> str:
        if self.error is not None:
            return f"raised {type(self.error).__name__} at {self.where}: {str(self.error).splitlines()[0][:200] if str(self.error) else ''}"
        return "; ".join(describe(v) for v in self.values)


def describe(value) -> str:
    value = np.asarray(value)
    with np.printoptions(threshold=12, edgeitems=3, precision=17):
        text = np.array2string(value, separator=", ").replace("\n", " ")
    return f"{value.dtype}{list(value.shape)} {text}"


def attempt(fn, where) -> Outcome:
    """fn() as an Outcome; numpy's warnings (overflow, invalid) are not errors."""
    try:
        with np.errstate(all="ignore"), warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            warnings.simplefilter("ignore", np.exceptions.ComplexWarning)
            result = fn()
    except (ArithmeticError, LookupError, ValueError, TypeError, MemoryError, AssertionError,
            NotImplementedError, RuntimeError) as err:
        return Outcome(error=err, where=where)
    return Outcome(values=result)


# ------------------------------------------------------------------ tolerances
@dataclass(frozen=True)
class Tolerance:
    """How far a float result may be from numpy's.

    ``ulps``: elementwise, in units of the last place of the larger magnitude (libm and
    numpy's SIMD transcendental functions each round differently, by an ulp or two);
    ``sum``: a float sum accumulated in another order than numpy's pairwise one may differ by
    ``terms * eps * sum(|x|)`` (Higham's bound for both orders), given as the array
    ``magnitude`` (numpy's own sum of |x|) times ``terms``; ``zero_sign``: False where numpy
    leaves the sign of a zero unspecified (C99's fmax / fmin of 0.0 and -0.0, which its SIMD
    loops answer differently by array length).
    """
    ulps: float = 0
    terms: int = 0
    magnitude: object = None
    why: str = "exact"
    zero_sign: bool = True

    @property
    def exact(self) -> bool:
        return self.ulps == 0 and self.terms == 0


EXACT = Tolerance()


def _close_real(got, want, tol: Tolerance):
    """Mask of the elements of two real float arrays that agree."""
    nan = np.isnan(got) & np.isnan(want)
    same = (got == want) & ((np.signbit(got) == np.signbit(want)) | (not tol.zero_sign))
    if tol.exact:
        return nan | same
    with np.errstate(all="ignore"):
        diff = np.abs(got.astype(np.float64) - want.astype(np.float64))
        bound = np.zeros(np.broadcast_shapes(got.shape, want.shape))
        if tol.ulps:
            scale = np.maximum(np.abs(got), np.abs(want)).astype(want.dtype)
            bound = bound + tol.ulps * np.spacing(scale).astype(np.float64)
        if tol.terms:
            eps = np.finfo(want.dtype).eps
            bound = bound + tol.terms * eps * np.asarray(tol.magnitude, dtype=np.float64)
        finite = np.isfinite(got) & np.isfinite(want)
        near = finite & (diff <= bound)
    # a result rounded to zero has the sign of its exact value in any order (x + -x is +0
    # in round-to-nearest): zeros of different signs differ even under a tolerance
    signed_zeros = (got == 0) & (want == 0) & (np.signbit(got) != np.signbit(want)) & tol.zero_sign
    return nan | same | (near & ~signed_zeros)


def compare_arrays(got, want, tol: Tolerance = EXACT) -> str | None:
    """None when ``got`` is ``want`` (dtype, shape, values within ``tol``), else why not."""
    got, want = np.asarray(got), np.asarray(want)
    if got.dtype.name != want.dtype.name:
        return f"dtype {got.dtype.name}, numpy gives {want.dtype.name}"
    if got.shape != want.shape:
        return f"shape {got.shape}, numpy gives {want.shape}"
    kind = want.dtype.kind
    if kind in "fc":
        if kind == "c":
            ok = _close_real(got.real, want.real, tol) & _close_real(got.imag, want.imag, tol)
        else:
            ok = _close_real(got, want, tol)
    else:
        ok = got == want
    if not np.all(ok):
        bad = tuple(int(i) for i in np.argwhere(~np.asarray(ok))[0]) if got.ndim else ()
        return (f"values differ ({tol.why}) first at {bad}: {got[bad]!r} vs numpy {want[bad]!r}"
                f" ({int(np.size(ok) - np.count_nonzero(ok))} of {np.size(ok)})")
    return None


def same_error_class(a: BaseException, b: BaseException) -> bool:
    """numpy's exception classes form a small hierarchy (AxisError is a ValueError and an
    IndexError): one side's class must be the other's or derive from it."""
    return isinstance(a, type(b)) or isinstance(b, type(a))


@dataclass
class Verdict:
    """Collects the disagreements of one case."""
    problems: list = field(default_factory=list)

    def add(self, text):
        self.problems.append(text)

    def check_pair(self, name, got: Outcome, ref_name, want: Outcome, tols, refused=False):
        """``refused``: an input has a dtype the op's spec does not admit: then the op may refuse
        it when the graph is built (a TypeError, whatever numpy does with it), and a build error
        matches any numpy error (numpy refusing it for its own reason)."""
        if not want.ok:
            if got.ok:
                self.add(f"{name} gives {got}, but {ref_name} {want}")
            elif refused and got.where == "build":
                return
            elif not same_error_class(got.error, want.error):
                self.add(f"{name} {got}, but {ref_name} {want}")
            return
        if not got.ok:
            if not (refused and got.where == "build" and isinstance(got.error, TypeError)):
                self.add(f"{name} {got}, but {ref_name} gives {want}")
            return
        if len(got.values) != len(want.values):
            self.add(f"{name} gives {len(got.values)} outputs, {ref_name} {len(want.values)}")
            return
        for k, (g, w, tol) in enumerate(zip(got.values, want.values, tols)):
            why = compare_arrays(g, w, tol)
            if why:
                self.add(f"{name} output {k}: {why}\n      {name}: {describe(g)}\n      {ref_name}: {describe(w)}")

    def check_errors_alike(self, outcomes: dict):
        """Every mode raises the same class, or none raises."""
        kinds = {m: (type(o.error).__name__ if o.error is not None else None) for m, o in outcomes.items()}
        if len(set(kinds.values())) > 1:
            self.add("modes disagree: " + "; ".join(f"{m} {o}" for m, o in outcomes.items()))


def compile_and_call(inputs, outputs, args, mode, calls=2) -> tuple[Outcome, list]:
    """Compile ``outputs`` of ``inputs`` in ``mode`` and call it ``calls`` times on ``args``:
    the outcome of the first call (its arrays copied before the next call), and the problems
    seen: inputs modified, a result changed by a later call, a later call disagreeing, a
    result's dtype not its variable's, non-native byte order."""
    problems = []
    compiled = attempt(lambda: opspec.function(inputs, outputs, mode=mode, on_unused_input="ignore"), "compile")
    if not compiled.ok:
        return compiled, problems
    f = compiled.values
    before = [bits(a) for a in args]
    first = attempt(lambda: f(*args), "call")
    if not first.ok:
        again = attempt(lambda: f(*args), "call")
        if again.ok or type(again.error) is not type(first.error):
            problems.append(f"{mode}: a second call gives {again}, the first {first}")
        return first, problems
    first.values = list(first.values) if isinstance(first.values, (list, tuple)) else [first.values]
    kept = [bits(v) for v in first.values]
    copies = [np.array(v, copy=True) for v in first.values]
    for k in range(1, calls):
        later = attempt(lambda: f(*args), "call")
        later_values = (list(later.values) if isinstance(later.values, (list, tuple)) else [later.values]) \
            if later.ok else None
        if not later.ok or [bits(v) for v in later_values] != kept:
            problems.append(f"{mode}: call {k + 1} gives {later}, the first gave "
                            + "; ".join(describe(v) for v in copies))
    if [bits(v) for v in first.values] != kept:
        problems.append(f"{mode}: a later call changed the first call's results")
    for j, (a, b) in enumerate(zip(args, before)):
        if bits(a) != b:
            problems.append(f"{mode}: input {j} was modified")
    for k, (v, var) in enumerate(zip(first.values, outputs)):
        v = np.asarray(v)
        if v.dtype.name != var.type.dtype:
            problems.append(f"{mode}: output {k} is {v.dtype.name}, its variable says {var.type}")
        if not v.dtype.isnative:
            problems.append(f"{mode}: output {k} has byte order {v.dtype.byteorder}")
        if any(s is not None and s != n for s, n in zip(var.type.shape, v.shape)) or v.ndim != var.type.ndim:
            problems.append(f"{mode}: output {k} has shape {v.shape}, its variable says {var.type}")
    first.values = copies
    return first, problems
