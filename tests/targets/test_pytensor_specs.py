"""Every op of the standard library and of the example projects, generated with ``--target
pytensor``, through the spec-driven checks with PyTensor's own tools: values and dtypes in
PyTensor's C, Numba and JAX modes, verify_grad, infer_shape, inplace variants under DebugMode
(opspec.targets.pytensor.checks).

The generated PyTensor library is not committed: it is generated here, into a temporary package,
from the specs as they are (so it cannot drift from them).
"""
import importlib.util
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC_SETS = {"stdlib": ROOT / "specs", "custom_ops": ROOT / "examples" / "custom_ops" / "specs",
             "logreg": ROOT / "examples" / "logreg" / "specs"}
MISSING = [m for m in ("pytensor", "numba", "jax") if importlib.util.find_spec(m) is None]


def _cases():
    if MISSING:
        return []
    from opspec.cli import spec_paths
    from opspec.spec.load import load_specs
    from opspec.targets.pytensor.checks import cases, generate_package
    root = Path(tempfile.mkdtemp(prefix="opspec-pytensor-"))
    out = []
    for name, folder in SPEC_SETS.items():
        specs = load_specs(spec_paths([str(folder)]))
        generate_package(specs, root, f"pt_{name}")
        out += cases(specs, f"pt_{name}")
    return out


CASES = _cases()


@pytest.mark.skipif(bool(MISSING), reason=f"needs opspec[pytensor] ({', '.join(MISSING)} not installed)")
@pytest.mark.parametrize("case", CASES or [None], ids=str)
def test_spec_on_pytensor(case):
    case()


def test_generated_library_is_importable_without_numba_or_jax_loaded(tmp_path):
    """Importing a generated module loads neither Numba nor JAX: their implementations are handed
    to PyTensor when it loads those backends."""
    pytest.importorskip("pytensor", reason="needs opspec[pytensor]")
    import subprocess
    script = (
        "import sys\n"
        "from opspec.cli import main\n"
        f"main(['generate', {str(ROOT / 'examples/custom_ops/specs')!r}, '-o', {str(tmp_path / 'ex')!r}, "
        "'--package', 'ex', '--target', 'pytensor', '--no-c'])\n"
        f"sys.path.insert(0, {str(tmp_path)!r})\n"
        "import ex.mathx\n"
        "assert 'numba' not in sys.modules and 'jax' not in sys.modules, sorted(sys.modules)\n"
        "import pytensor.link.numba.dispatch.basic as nb\n"
        "from pytensor.link.numba.dispatch.basic import numba_funcify\n"
        "assert numba_funcify.dispatch(ex.mathx.Softsign) is not numba_funcify.dispatch(object)\n"
        "print('ok')\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert done.stdout.strip().endswith("ok"), done.stderr[-3000:]
