"""Random ops from specs (random:): the library's under DebugMode (tests/test_ops.py runs their
other checks), a user's random ops generated, imported and checked, and checks that fail
when the op is not what its samples say."""
import textwrap

import numpy as np
import pytest

import opspec
from opspec.spec.generate import generate
from opspec.spec.load import load_specs
from opspec.testing import spec_cases
from opspec.testing.random_checks import ks_statistic
from opspec.testing.spec_checks import REPO

LIBRARY = spec_cases([str(REPO / "specs" / "random.yaml")], package="opspec.ops", checks=["debugmode"])


@pytest.mark.parametrize("case", LIBRARY, ids=str)
def test_library_random_ops_under_debugmode(case):
    case()


USER_SPEC = """\
module: noise
ops:
  LaplaceRV:
    doc: Laplace draws, as numpy's Generator.laplace.
    instance: laplace
    random: {signature: "(),()->()", defaults: {loc: 0.0, scale: 1.0}}
    props: {dtype: {type: dtype, default: floatX}}
    inputs: {loc: float, scale: float}
    outputs: {out: dtype}
    python: rng.laplace(loc, scale, size)
    samples:
      - [0.0, 1.0]
      - {inputs: ["rand(3)", 2.0], size: [2, 3], reference: "rng.laplace(loc, scale, size)"}
      - inputs: [1.0, 2.0]
        size: [3000]
        compare: distribution
        # the difference of two exponentials is a Laplace variable
        reference: loc + scale * (rng.exponential(1.0, size) - rng.exponential(1.0, size))
  ShuffledRange:
    doc: The first k of a shuffled range(n), as numpy's Generator.permutation(n)[:k].
    random: {}
    inputs: {n: scalar(int), k: scalar(int)}
    outputs: {out: int64}
    shape: {out: "[k]"}
    python: rng.permutation(n)[:k]
    samples: [[10, 4], [5, 0]]
"""


def _project(tmp_path, text, name):
    spec = tmp_path / "specs" / "noise.yaml"
    spec.parent.mkdir(exist_ok=True)
    spec.write_text(textwrap.dedent(text))
    return load_specs([str(spec)])


def test_a_users_random_ops_generate_import_and_pass_every_check(tmp_path):
    specs = _project(tmp_path, USER_SPEC, "noise")
    cases = spec_cases(specs)
    for case in cases:
        try:
            case.run()
        except Exception as err:         # noqa: BLE001 - say which case
            if type(err).__name__ != "NotApplicable":
                raise AssertionError(f"{case}: {err}") from err
    module = cases[0].module
    source = open(module.__file__).read()
    assert "class LaplaceRV(RandomVariable):" in source and "def rng_fn(self, rng, loc, scale, size):" in source
    assert "class LaplaceRVInplace(LaplaceRV):" in source and "def output_shapes(self, size, n_shape, k):" in source
    r = opspec.shared(np.random.default_rng(3))
    nr, x = module.laplace(size=4, rng=r, return_next_rng=True)
    f = opspec.function([], x, updates={r: nr})
    g = np.random.default_rng(3)
    for _ in range(2):
        np.testing.assert_array_equal(f(), g.laplace(0.0, 1.0, 4))
    y = module.ShuffledRange()(7, 3, rng=r)
    assert y.type.shape == (3,)


@pytest.mark.parametrize("change,message", [
    ("python: rng.laplace(loc, scale, size)", "the draws differ from numpy's"),
    ("reference: loc + scale * (rng.exponential(1.0, size) - rng.exponential(1.0, size))",
     "does not follow the reference's distribution"),
])
def test_checks_fail_when_the_op_is_not_its_reference(tmp_path, change, message):
    wrong = {"python: rng.laplace(loc, scale, size)": "python: rng.laplace(loc, scale * 1.0001, size)",
             "reference: loc + scale * (rng.exponential(1.0, size) - rng.exponential(1.0, size))":
                 "reference: loc + scale * rng.exponential(1.0, size)"}[change]
    specs = _project(tmp_path, USER_SPEC.replace(change, wrong), "noise")
    failures = []
    for case in spec_cases(specs, checks=["perform"]):
        try:
            case.run()
        except AssertionError as err:
            failures.append(str(err))
    assert failures and all(message in f for f in failures), failures


def test_generating_random_ops_into_a_package_and_reading_it_back(tmp_path):
    specs = _project(tmp_path, USER_SPEC, "noise")
    written = generate(specs, tmp_path / "pkg", package="pkg")
    assert {p.name for p in written} == {"noise.py", "__init__.py"}
    assert generate(specs, tmp_path / "pkg", package="pkg") == []          # idempotent


def test_ks_statistic():
    a = np.arange(100.0)
    assert ks_statistic(a, a) == 0.0
    assert ks_statistic(a, a + 1000) == 1.0
    assert abs(ks_statistic(a, a + 10) - 0.1) < 1e-12


def test_kernels_evaluated_for_references_and_docs_may_call_numpy_that_imports():
    # numpy's first Generator.dirichlet in a process imports through the calling frame's builtins:
    # the restricted namespace of python: kernels must let it (a fresh process: nothing drew yet)
    import ast
    import subprocess
    import sys
    code = ("import numpy as np; from opspec.testing.spec_checks import python_namespace; env = python_namespace(); "
            "env.update(rng=np.random.default_rng(0)); "
            "print(eval('rng.dirichlet(np.array([0.5, 1.0, 2.0]), None)', env).tolist())")
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    assert ast.literal_eval(out) == np.random.default_rng(0).dirichlet([0.5, 1.0, 2.0]).tolist()
