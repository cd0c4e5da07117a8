"""The PyTensor target's own SVDs (PyTensor's pt.linalg.svd and pinv, the counterparts of svd,
svdvals, MatrixPinv and Lstsq for specs generated without specs/nlinalg.yaml) on a matrix
holding inf: numpy's LinAlgError, never a hang. With numpy before 2.5 LAPACK's SVD never returns
on this 3 x 4 matrix (np.linalg.pinv of it hangs with numpy 2.4); the check runs in a child
process under a timeout, so that a regression fails instead of stopping the suite."""
import subprocess
import sys

import pytest

pytest.importorskip("pytensor", reason="needs opspec[pytensor]")

_SCRIPT = """
import numpy as np
import pytensor
import pytensor.tensor as pt
from opspec.targets.pytensor import library as lib

hangs = np.array([[2.4400233899630415, 2.46352631789195, 0.122604488337136, np.inf],
                  [-3.5685543809467486, -0.9330489537158542, -0.7322143566400108, -3.6377984487804387],
                  [-3.6099383141826555, 3.9934089205205714, 1.2189528927039017, -2.1239183866414084]])
x, b = pt.dmatrix("x"), pt.dvector("b")
graphs = {"svd": lib.SVD(False)(x), "svdvals": [lib.svdvals(x)], "pinv": [lib.MatrixPinv()(x)],
          "pinv_cut": [lib.MatrixPinv(0.1)(x)], "lstsq": [lib.Lstsq()(x, b)]}
finite = np.arange(12.0).reshape(3, 4) ** 1.5
for mode in ("FAST_RUN", "FAST_COMPILE"):
    for name, outs in graphs.items():
        f = pytensor.function([x, b], outs, mode=mode, on_unused_input="ignore")
        try:
            f(hangs, np.ones(3))
        except np.linalg.LinAlgError as e:
            assert "did not converge" in str(e), (name, mode, e)
        else:
            raise AssertionError(f"{name} ({mode}) returned on a matrix holding inf")
        got = f(finite, np.ones(3))
        want = {"svd": np.linalg.svd(finite, full_matrices=False), "svdvals": [np.linalg.svd(finite, compute_uv=False)],
                "pinv": [np.linalg.pinv(finite)], "pinv_cut": [np.linalg.pinv(finite, 0.1)],
                "lstsq": [np.linalg.lstsq(finite, np.ones(3), rcond=None)[0]]}[name]
        for g, w in zip(got, want):
            np.testing.assert_allclose(np.abs(g) if name == "svd" else g, np.abs(w) if name == "svd" else w,
                                       rtol=1e-10, atol=1e-10, err_msg=name)
print("ok")
"""


def test_pytensors_svds_raise_on_inf_instead_of_hanging():
    done = subprocess.run([sys.executable, "-c", _SCRIPT], capture_output=True, text=True, timeout=240)
    assert done.stdout.strip().endswith("ok"), done.stderr[-3000:]
