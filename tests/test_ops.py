"""Every op of specs/ through the spec-driven checks, one case per sample."""
import pytest

from opspec.testing.spec_checks import case_id, check_perform, stdlib_cases

CASES = stdlib_cases()


@pytest.mark.parametrize("case", CASES, ids=[case_id(c) for c in CASES])
def test_perform_matches_reference(case):
    check_perform(*case)


@pytest.mark.parametrize("case", CASES, ids=[case_id(c) for c in CASES])
def test_fast_run_never_touches_inputs_or_aliases_outputs(case):
    from opspec.testing.spec_checks import check_inputs_protected
    check_inputs_protected(*case)


@pytest.mark.parametrize("case", CASES, ids=[case_id(c) for c in CASES])
def test_infer_shape(case):
    from opspec.testing.shape_checks import check_infer_shape
    if not check_infer_shape(*case):
        pytest.skip("the op declares no shape rule (no infer_shape)")


def _skipping_not_applicable(check, case):
    from opspec.testing.spec_checks import NotApplicable
    try:
        check(*case)
    except NotApplicable as why:
        pytest.skip(str(why))


@pytest.mark.parametrize("case", CASES, ids=[case_id(c) for c in CASES])
def test_grad_matches_finite_differences(case):
    from opspec.testing.spec_checks import check_grad
    _skipping_not_applicable(check_grad, case)


@pytest.mark.parametrize("case", CASES, ids=[case_id(c) for c in CASES])
def test_rop_matches_finite_differences_and_lop(case):
    from opspec.testing.spec_checks import check_rop
    _skipping_not_applicable(check_rop, case)


@pytest.mark.parametrize("case", CASES, ids=[case_id(c) for c in CASES])
def test_c_matches_perform(case):
    """The C kernel equals perform on the sample and its dtype/layout variants (and fills a
    preallocated output); a sample whose dtypes have no instantiation is skipped."""
    from opspec.testing.c_checks import check_c, has_c
    if not has_c(case[1]):
        pytest.skip("the op has no C kernel")
    if not check_c(*case):
        pytest.skip("no C instantiation for this sample's dtypes")
