"""What the JAX lowering says and does where numpy's helpers have no JAX twin: the reason given for
Polygamma is true of the installed JAX, and svd_input turns a matrix LAPACK cannot take into nan
(a traced function cannot raise numpy's LinAlgError)."""
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
jax = pytest.importorskip("jax", reason="needs opspec[pytensor]")


def _notes(spec_file):
    from opspec.spec.load import load_specs
    from opspec.targets.pytensor import render_files
    _, notes = render_files(load_specs([str(ROOT / "specs" / spec_file)]), Path("unused"), package="unused")
    return {(n.op, n.backend): n.reason for n in notes}


def test_polygamma_is_refused_by_jax_for_the_reason_it_gives():
    reason = _notes("gammafunc.yaml")[("Polygamma", "jax")]
    assert "integer n only" in reason
    import jax.numpy as jnp
    with pytest.raises(Exception, match="integer"):
        jax.scipy.special.polygamma(jnp.asarray([1.5]), jnp.asarray([2.0]))


def test_the_svd_ops_are_lowered_to_jax():
    notes = _notes("nlinalg.yaml")
    assert [op for op in ("SVD", "SVDVals", "MatrixPinv", "Lstsq") if (op, "jax") in notes] == []


@pytest.mark.parametrize("bad", [np.inf, -np.inf, np.nan])
def test_jax_svd_input_makes_a_matrix_with_inf_or_nan_all_nan(bad):
    import jax.numpy as jnp

    from opspec.targets.pytensor.jax_helpers import svd_input
    x = np.eye(3)
    np.testing.assert_array_equal(np.asarray(jax.jit(svd_input)(jnp.asarray(x))), x)
    x[1, 2] = bad
    assert np.isnan(np.asarray(jax.jit(lambda m: jnp.linalg.pinv(svd_input(m)))(jnp.asarray(x)))).all()
    ints = jnp.arange(4).reshape(2, 2)
    assert svd_input(ints) is ints          # numpy.linalg's own TypeError / casting decides
