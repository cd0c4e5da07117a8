"""Each library op's PyTensor counterpart (:data:`opspec.targets.pytensor.names.SYMBOLIC`, what a
user's formula calling the op becomes) computes what the op computes, on the op's own samples:
the tensor counterpart, and for an elementwise op also the scalar one (what a derivative calls),
inside PyTensor's Elemwise."""
import importlib.util
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(importlib.util.find_spec("pytensor") is None, reason="needs opspec[pytensor]")


def _cases():
    if importlib.util.find_spec("pytensor") is None:
        return []
    from opspec.spec.load import load_specs
    from opspec.targets.pytensor.names import SYMBOLIC
    out = []
    for spec in load_specs(sorted((ROOT / "specs").glob("*.yaml"))):
        for op in spec.ops:
            if op.random is not None:
                continue
            for scalar in (False, True) if op.elemwise else (False,):
                target = SYMBOLIC.get(op.name, (None, None))[scalar]
                if target is None:
                    continue
                where = "scalar" if scalar else "tensor"
                out += [pytest.param(op, k, target, scalar, id=f"{spec.module}.{op.name}[{k}]-{where}")
                        for k in range(len(op.samples))]
    return out


def _on_scalars(function, values):
    """``function`` of pytensor.scalar variables (a derivative's scalar graph), run with each
    scalar op's impl on each element of the broadcast values."""
    import pytensor
    import pytensor.scalar as ps
    from pytensor.compile.mode import Mode
    scalars = [ps.get_scalar_type(v.dtype.name)() for v in values]
    outs = function(*scalars)
    outs = list(outs) if isinstance(outs, (list, tuple)) else [outs]
    f = pytensor.function(scalars, outs, mode=Mode(linker="py", optimizer=None))
    broadcast = np.broadcast_arrays(*values)
    results = [f(*[b[i] for b in broadcast]) for i in np.ndindex(broadcast[0].shape)]
    return [np.array([r[k] for r in results], dtype=o.type.dtype).reshape(broadcast[0].shape)
            for k, o in enumerate(outs)]


@pytest.mark.parametrize("op, k, target, scalar", _cases())
def test_counterpart_gives_the_ops_values(op, k, target, scalar):
    import pytensor
    import pytensor.scalar as ps
    import pytensor.tensor as pt
    from opspec.targets.pytensor import library as lib
    from opspec.testing.asserts import assert_allclose
    from opspec.testing.spec_checks import reference, sample_values
    sample = op.samples[k]
    values = sample_values(op, sample, np.random.default_rng(11 + k))
    props = {name: tuple(v) if isinstance(v, list) else v for name, v in dict(sample.props).items()}
    refused = {p: v for p, v in lib.REFUSED_PROPS.get(op.name, {}).items() if props.get(p) == v}
    if refused:      # said when the graph is built, naming what to do instead
        with pytest.raises(ValueError, match="generate specs/"):
            eval(target, {"lib": lib})(**props)
        return
    made = eval(target, {"pt": pt, "ps": ps, "lib": lib, "np": np, "pytensor": pytensor})  # noqa: S307
    function = made(**props) if op.props or target.startswith("lib.instance_of") else made
    with np.errstate(all="ignore"):
        if scalar:
            got = _on_scalars(function, values)
        else:
            outs = function(*[pt.constant(v) for v in values])
            outs = list(outs) if isinstance(outs, (list, tuple)) else [outs]
            got = pytensor.function([], outs, mode="FAST_COMPILE")()
    want = reference(op, sample, [v.copy() for v in values], None)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert np.shape(g) == np.shape(w), f"{op.name}: {np.shape(g)} vs numpy's {np.shape(w)}"
        assert_allclose(np.asarray(w).astype(np.asarray(g).dtype), g, rtol=sample.rtol or 1e-6, atol=sample.atol or 1e-8)


@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_cum_extreme_grad_routes_as_opspecs(data):
    """PyTensor's cum_extreme_grad (ranks by a cumsum; PyTensor has no running max) sends each
    output's gradient where opspec's does: the last of ties, the last nan, along any axis or the
    flattened array."""
    import opspec
    import opspec.tensor as ot
    import pytensor
    import pytensor.tensor as pt
    from opspec.targets.pytensor import library as lib
    from opspec.tensor.statistics import cum_extreme_grad
    shape = data.draw(st.lists(st.integers(1, 4), min_size=1, max_size=3), label="shape")
    size = int(np.prod(shape))
    x = np.array(data.draw(st.lists(st.sampled_from([0.0, 1.0, 2.0, -1.0, np.nan]), min_size=size, max_size=size)))
    x = x.reshape(shape)
    axis = data.draw(st.sampled_from([None] + [(a,) for a in range(-len(shape), len(shape))]), label="axis")
    mode = data.draw(st.sampled_from([np.maximum, np.minimum]), label="mode")
    out = mode.accumulate(x.ravel() if axis is None else x, axis=0 if axis is None else axis[0])
    g = np.arange(1.0, out.size + 1).reshape(out.shape)      # a distinct weight per output reveals the routing
    got = pytensor.function([], lib.cum_extreme_grad(*map(pt.constant, (g, x, out)), axis), mode="FAST_COMPILE")()
    want = opspec.function([], cum_extreme_grad(*map(ot.constant, (g, x, out)), axis), mode="FAST_COMPILE")()
    np.testing.assert_array_equal(got, want)
