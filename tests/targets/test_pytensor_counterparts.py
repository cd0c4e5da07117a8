"""Each library op's PyTensor counterpart (:data:`opspec.targets.pytensor.names.SYMBOLIC`, what a
user's formula calling the op becomes) computes what the op computes, on the op's own samples."""
import importlib.util
from pathlib import Path

import numpy as np
import pytest

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
            target = SYMBOLIC.get(op.name, (None,))[0]
            if target is None or op.elemwise or op.random is not None:
                continue
            out += [pytest.param(op, k, target, id=f"{spec.module}.{op.name}[{k}]") for k in range(len(op.samples))]
    return out


@pytest.mark.parametrize("op, k, target", _cases())
def test_counterpart_gives_the_ops_values(op, k, target):
    import pytensor
    import pytensor.scalar as ps  # noqa: F401 (a counterpart may name it)
    import pytensor.tensor as pt
    from opspec.targets.pytensor import library as lib  # noqa: F401
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
    outs = function(*[pt.constant(v) for v in values])
    outs = list(outs) if isinstance(outs, (list, tuple)) else [outs]
    got = pytensor.function([], outs, mode="FAST_COMPILE")()
    want = reference(op, sample, [v.copy() for v in values], None)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert np.shape(g) == np.shape(w), f"{op.name}: {np.shape(g)} vs numpy's {np.shape(w)}"
        assert_allclose(np.asarray(w).astype(np.asarray(g).dtype), g, rtol=sample.rtol or 1e-6, atol=sample.atol or 1e-8)
