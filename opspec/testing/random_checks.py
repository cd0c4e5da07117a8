"""The spec-driven checks of random ops (``random:``): what ``opspec test`` runs on their samples.

A sample gives the parameters, ``size`` and how to compare: ``seeded`` (default) runs the op
and the reference (``reference:``, else ``python:``, both evaluated here with numpy) on two
generators seeded alike, and wants the same draws bit for bit and the same generator state
after; ``distribution`` runs them on differently seeded generators and wants each component
of the draws to pass a two-sample Kolmogorov-Smirnov test (at 1e-6, on fixed seeds: never
flaky). The reference reads the documented batching rule here, independently of the runtime:
numpy's call once, or (parameters with more dimensions than their core) once per batch index.

The checks: ``perform`` (draws, dtype rule, static shape, the caller's generator untouched),
``infer_shape``, ``grad`` / ``rop`` (both raise: draws have no derivative), ``inplace`` (the
inplace variant draws from the caller's generator in place; FAST_RUN puts it where a shared
generator is updated, and leaves a caller's generator alone), ``debugmode``.
"""
from __future__ import annotations

import math

import numpy as np

from opspec.configuration import config
from opspec.testing.spec_checks import NotApplicable, make_op, module_of, python_namespace, sample_values

__all__ = ["RANDOM_CHECKS", "reference_draws", "ks_statistic"]

#: the significance of the distribution comparison's test
ALPHA = 1e-6


# ------------------------------------------------------------------ setting up
class _Setup:
    """A sample of a random op: its parameter values, the op, symbolic inputs and the draw."""

    def __init__(self, case, seed_base=1000):
        import opspec.tensor as ot
        from opspec.tensor.random import rng

        self.spec, self.op = case.spec, case.op
        self.module = module_of(case.spec, case.module)
        self.sample = self.op.samples[case.sample]
        self.values = sample_values(self.op, self.sample, np.random.default_rng(2024 + case.sample))
        self.instance = make_op(self.module, self.op, self.sample)
        self.seed = self.sample.seed if self.sample.seed is not None else seed_base + case.sample
        self.size = None if self.sample.size is None else tuple(self.sample.size)
        self.rng = rng("rng")
        self.params = [ot.tensor(v.dtype, (None,) * v.ndim, name=i.name) for v, i in zip(self.values, self.op.inputs)]

    def draw(self, op=None, rng=None):
        """(next_rng, draw) of the op (or ``op``) on the symbolic parameters."""
        return (op or self.instance)(*self.params, size=self.size, rng=rng or self.rng, return_next_rng=True)

    def generator(self, shift=0):
        return np.random.default_rng(self.seed + shift)

    def reference(self, generator):
        return reference_draws(self.op, self.sample, self.values, generator)


def reference_draws(op, sample, values, generator):
    """What numpy draws for a sample, from ``generator`` (advanced as the op would)."""
    props = {p.name: p.default for p in op.props if p.has_default}
    props.update(dict(sample.props))
    props = {k: config.floatX if v == "floatX" else v for k, v in props.items()}
    size = None if sample.size is None else tuple(sample.size)
    source = (sample.reference or op.python).source
    code = compile(source, f"<{op.name} reference>", "eval")

    def call(params, size):
        env = python_namespace()
        env.update(props)
        env.update({i.name: v[()] if v.ndim == 0 else v for i, v in zip(op.inputs, map(np.asarray, params))})
        env.update(rng=generator, size=size)
        return eval(code, env)  # noqa: S307 - the test oracle

    if sample.reference is not None or op.random.signature is None:
        return call(values, size)
    groups, out = op.random.core
    batched = [v.ndim > len(g) for v, g in zip(values, groups)]
    numpy_batches = not any(groups) and not out
    if numpy_batches or (not any(batched) and (size is None or "size" in op.python.names)):
        return call(values, size)
    batch = size if size is not None else np.broadcast_shapes(*[v.shape[:v.ndim - len(g)]
                                                                for v, g in zip(values, groups)])
    values = [np.broadcast_to(v, batch + v.shape[v.ndim - len(g):]) for v, g in zip(values, groups)]
    draws = [np.asarray(call([v[index] for v in values], None)) for index in np.ndindex(*batch)]
    core = draws[0].shape if draws else ()
    return np.array(draws).reshape(batch + core)


def _expected_dtype(op, sample, values) -> str:
    out = op.outputs[0]
    if out.dtype_rule == "prop":
        props = {p.name: p.default for p in op.props if p.has_default}
        props.update(dict(sample.props))
        value = props[out.dtype_ref]
        return config.floatX if value == "floatX" else np.dtype(value).name
    if out.dtype_rule == "input":
        return values[op.input_names.index(out.dtype_ref)].dtype.name
    if out.dtype_rule == "dtype":
        return np.dtype(out.dtype_ref).name
    return None         # upcast / float... rules: checked against the node's type only


def ks_statistic(a, b) -> float:
    """The two-sample Kolmogorov-Smirnov statistic: the largest gap between the empirical
    distribution functions of ``a`` and ``b``."""
    a, b = np.sort(np.ravel(a)), np.sort(np.ravel(b))
    grid = np.concatenate([a, b])
    fa = np.searchsorted(a, grid, side="right") / a.size
    fb = np.searchsorted(b, grid, side="right") / b.size
    return float(np.max(np.abs(fa - fb)))


def _same_distribution(got, want, where):
    want = np.asarray(want)
    assert got.shape == want.shape, f"{where}: draws of shape {got.shape}, reference {want.shape}"
    n = got.shape[0] if got.ndim else 0
    assert n >= 100, (f"{where}: compare: distribution needs a size with at least 100 draws on its first "
                      f"dimension, got {got.shape}")
    critical = math.sqrt(-math.log(ALPHA / 2) / 2) * math.sqrt(2 / n)
    for j, (a, b) in enumerate(zip(got.reshape(n, -1).T, want.reshape(n, -1).T)):
        d = ks_statistic(a, b)
        assert d <= critical, (f"{where}: component {j} of the draws does not follow the reference's distribution "
                               f"(Kolmogorov-Smirnov statistic {d:.4f} > {critical:.4f}: p < {ALPHA})")


# ------------------------------------------------------------------ checks
def check_draws(case, mode="FAST_COMPILE"):
    """The draws against the reference (seeded: bit for bit, with the generator's next state;
    distribution: a two-sample test), the dtype rule and the static shape; the caller's
    generator is left as it was."""
    from opspec.compile.function import function
    from opspec.tensor.random.type import random_generator_type as gtype

    s = _Setup(case)
    next_rng, draw = s.draw()
    f = function([s.rng, *s.params], [next_rng, draw], mode=mode)
    generator = s.generator()
    before = generator.bit_generator.state
    new_generator, got = f(generator, *s.values)
    assert generator.bit_generator.state == before, "the op changed the caller's generator"
    assert got.dtype.name == draw.type.dtype, f"drew {got.dtype}, the node's type says {draw.type}"
    want_dtype = _expected_dtype(s.op, s.sample, s.values)
    assert want_dtype is None or draw.type.dtype == want_dtype, \
        f"the dtype rule gives {want_dtype}, the node {draw.type.dtype}"
    for want_size, got_size in zip(draw.type.shape, got.shape):
        assert want_size is None or want_size == got_size, f"static shape {draw.type.shape}, draws {got.shape}"
    assert len(draw.type.shape) == got.ndim, f"the node's type has rank {draw.type.ndim}, the draws {got.ndim}"
    if s.sample.compare == "distribution":
        _same_distribution(got, s.reference(s.generator(1)), f"{s.op.name}")
        return
    reference_generator = s.generator()
    want = np.asarray(s.reference(reference_generator))
    assert got.shape == want.shape, f"draws of shape {got.shape}, the reference's {want.shape}"
    np.testing.assert_array_equal(got, want.astype(got.dtype), err_msg="the draws differ from numpy's")
    assert gtype.values_eq(new_generator, reference_generator), \
        "the generator's next state differs from the state numpy leaves it in"


def check_infer_shape(case):
    """infer_shape gives the draw's shape without drawing (the op leaves the shape graph)."""
    from opspec.testing.shape_checks import InferShapeTester

    s = _Setup(case)
    tester = InferShapeTester()
    tester.setup_method()
    tester._compile_and_check([s.rng, *s.params], [s.draw()[1]], [s.generator(), *s.values], type(s.instance),
                              warn=False)


def check_no_derivative(case, what="grad"):
    """``grad`` (or ``Rop``) of the draws with respect to a float parameter raises
    NullTypeGradError: draws have no derivative."""
    import opspec.tensor as ot
    from opspec.gradient import NullTypeGradError, Rop, grad

    s = _Setup(case)
    floats = [p for p in s.params if p.type.dtype.startswith("float")]
    if not floats:
        raise NotApplicable(f"{s.op.name} has no float parameter to differentiate with respect to")
    draw = s.draw()[1]
    if what == "Rop" and not draw.type.dtype.startswith("float"):
        raise NotApplicable(f"{s.op.name} draws integers, which carry no tangent")
    for p in floats:
        try:
            if what == "grad":
                grad(ot.sum(ot.cast(draw, config.floatX)), p)
            else:
                Rop(draw, p, ot.ones_like(p))
        except NullTypeGradError:
            continue
        raise AssertionError(f"{what} of the draws with respect to {p} did not raise NullTypeGradError")


def check_inplace(case):
    """The inplace variant draws from the caller's generator itself (mutable input); FAST_RUN
    uses it for a shared generator it updates (successive calls draw as successive numpy
    calls) and never for a caller's generator, which it leaves as it was."""
    import opspec
    from opspec.compile.io import In
    from opspec.tensor.random.type import random_generator_type as gtype

    s = _Setup(case)
    variant = type(s.instance).inplace_variant(**s.instance._props_dict())
    assert variant.destroy_map == {0: [0]}, f"{variant} does not declare destroy_map {{0: [0]}}"
    f = opspec.function([In(s.rng, mutable=True), *s.params], list(s.draw(variant)), mode="FAST_COMPILE")
    generator, reference = s.generator(), s.generator()
    before = generator.bit_generator.state
    new_generator, got = f(generator, *s.values)
    assert gtype.values_eq(new_generator, generator), \
        "the inplace variant's next state is not the state it left the caller's generator in"
    if s.sample.compare == "seeded":
        np.testing.assert_array_equal(got, np.asarray(s.reference(reference)).astype(got.dtype))
        assert gtype.values_eq(generator, reference), "the inplace variant did not draw from the caller's generator"
    else:
        assert generator.bit_generator.state != before, "the inplace variant did not draw from the caller's generator"

    protected = opspec.function([s.rng, *s.params], s.draw()[1], mode="FAST_RUN")
    assert not any(node.op.destroy_map for node in protected.maker.fgraph.apply_nodes), \
        "FAST_RUN overwrites the caller's generator (not an In(mutable=True))"
    generator = s.generator()
    before = generator.bit_generator.state
    protected(generator, *s.values)
    assert generator.bit_generator.state == before, "FAST_RUN changed the caller's generator"

    shared = opspec.shared(s.generator())
    next_rng, draw = s.draw(rng=shared)
    g = opspec.function(s.params, draw, updates={shared: next_rng}, mode="FAST_RUN")
    assert any(isinstance(node.op, type(variant)) for node in g.maker.fgraph.apply_nodes), \
        "FAST_RUN does not draw from the updated shared generator in place"
    if s.sample.compare == "seeded":
        reference = s.generator()
        for call in range(3):
            np.testing.assert_array_equal(g(*s.values), np.asarray(s.reference(reference)).astype(draw.type.dtype),
                                          err_msg=f"call {call} of a function updating its shared generator")


def check_debugmode(case):
    """DebugMode (every implementation, twice on copies of the inputs, the Op contract) on a
    caller's generator and on a shared one the function updates."""
    import opspec

    s = _Setup(case)
    next_rng, draw = s.draw()
    opspec.function([s.rng, *s.params], [next_rng, draw], mode="DebugMode")(s.generator(), *s.values)
    shared = opspec.shared(s.generator())
    next_rng, draw = s.draw(rng=shared)
    f = opspec.function(s.params, draw, updates={shared: next_rng}, mode="DebugMode")
    reference = s.generator()
    for _ in range(2):
        got = f(*s.values)
        if s.sample.compare == "seeded":
            np.testing.assert_array_equal(got, np.asarray(s.reference(reference)).astype(got.dtype))


def _not_applicable(why):
    def check(case):
        raise NotApplicable(why)
    return check


#: check name -> its random-op version (the names of ``opspec.testing.spec_cases.CHECKS``)
RANDOM_CHECKS = {
    "perform": check_draws, "c": _not_applicable("random ops run their python: kernel (numpy's generators)"),
    "infer_shape": check_infer_shape, "grad": check_no_derivative,
    "rop": lambda case: check_no_derivative(case, "Rop"),
    "inplace": check_inplace, "view": _not_applicable("a draw is new memory, never a view"),
    "debugmode": check_debugmode,
}
