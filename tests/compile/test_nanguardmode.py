"""NanGuardMode: NaN / Inf / huge values traced to the node that made them; the opt-out tag."""

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.compile.checking import NanGuardError
from opspec.compile.mode import NanGuardMode, get_mode


def test_log_of_zero_is_caught_at_the_log():
    x = ot.dvector("x")
    f = opspec.function([x], ot.log(x) * 2.0, mode="NanGuardMode")
    np.testing.assert_allclose(f(np.array([1.0, np.e])), [0.0, 2.0])
    with pytest.raises(NanGuardError, match=r"Inf in output 0 .* of node 0 of 2, the first") as err:
        f(np.array([1.0, 0.0]))
    text = str(err.value)
    assert "Log(x)" in text and "specs/math.yaml:" in text and "x = float64 array of shape (2,): [1. 0.]" in text


def test_each_check_can_be_switched_off():
    x = ot.dvector("x")
    nan = opspec.function([x], ot.log(x), mode=NanGuardMode())
    with pytest.raises(NanGuardError, match="NaN"):
        nan(np.array([-1.0]))
    quiet = opspec.function([x], ot.log(x), mode=NanGuardMode(nan_is_error=False))
    assert np.isnan(quiet(np.array([-1.0]))[0])
    with pytest.raises(NanGuardError, match="Inf"):
        quiet(np.array([0.0]))
    big = opspec.function([x], ot.exp(x), mode=NanGuardMode(inf_is_error=False))
    with pytest.raises(NanGuardError, match="huge value"):
        big(np.array([30.0]))
    assert np.isinf(opspec.function([x], ot.exp(x), mode=NanGuardMode(inf_is_error=False, big_is_error=False))(
        np.array([1000.0]))[0])
    small = NanGuardMode(big_threshold=10.0)
    with pytest.raises(NanGuardError, match="10"):
        opspec.function([x], ot.exp(x), mode=small)(np.array([3.0]))


def test_graph_inputs_are_checked_unless_tagged():
    x = ot.dvector("x")
    f = opspec.function([x], ot.exp(x), mode="NanGuardMode")
    with pytest.raises(NanGuardError, match="graph input x"):
        f(np.array([np.nan]))
    y = ot.dvector("y")
    y.tag.nan_guard_mode_check = False
    g = opspec.function([y], ot.maximum(y, 0.0), mode="NanGuardMode")
    np.testing.assert_array_equal(g(np.array([-np.inf, 1.0])), [0.0, 1.0])


def test_tag_follows_the_variable_through_the_inplace_rewrite():
    x = ot.dvector("x")
    y = ot.log(ot.sin(x))                     # sin(x) is an intermediate: log overwrites it
    y.tag.nan_guard_mode_check = False
    out = ot.maximum(y, -5.0)
    f = opspec.function([x], out, mode="NanGuardMode")
    kinds = [type(n.op).__name__ for n in f.maker.fgraph.toposort()]
    assert "LogInplace" in kinds
    np.testing.assert_allclose(f(np.array([0.0, np.pi / 2])), [-5.0, 0.0])   # log(0) = -inf, not reported
    untagged = opspec.function([x], ot.maximum(ot.log(ot.sin(x)), -5.0), mode="NanGuardMode")
    with pytest.raises(NanGuardError, match="LogInplace"):
        untagged(np.array([0.0]))


def test_mode_by_name_and_derived_modes_keep_their_settings():
    assert isinstance(get_mode("NanGuardMode"), NanGuardMode)
    mode = NanGuardMode(nan_is_error=False).excluding("inplace")
    assert isinstance(mode, NanGuardMode) and not mode.nan_is_error and "inplace" in mode.exclude


def test_integer_values_are_not_checked_for_size():
    i = ot.lvector("i")
    f = opspec.function([i], i * 10**12, mode="NanGuardMode")
    assert f(np.array([3]))[0] == 3 * 10**12
