"""The public names of the op library's hand-written modules, so that ``opspec.tensor`` binds them
without importing the modules: each is imported on the first use of one of its names, as a
generated module is (``opspec.ops.NAMES``). A program building a logistic regression needs none of
sorting, statistics or the special functions' references, and importing them all cost a warm
start ~3 ms of CPU.

``MODULES`` is each module's ``__all__``, written by ``python -m opspec.tensor.hand_written``
(``make generate``) and checked by ``--check`` (``make check-generated``): a name added to a
module without running it fails the check, never silently misses the namespace.
"""
from __future__ import annotations

# (what writes and checks the table imports its modules inside: importing the table is all a
# program's first use of the namespace pays for)

# BEGIN TABLE (written by `python -m opspec.tensor.hand_written`; do not edit)
MODULES = {
    'functions': (
        'add_terms', 'all', 'alloc', 'any', 'argmax', 'as_tensor_variable', 'broadcast_shape',
        'broadcast_shapes', 'broadcast_to', 'builtins', 'cast', 'ceil_intdiv', 'concatenate',
        'constant', 'dimshuffle', 'disconnected', 'dtype_in_class', 'e', 'expand_dims',
        'expand_reduced', 'fill', 'grad_not_implemented', 'grad_undefined', 'inf', 'is_integer',
        'isneginf', 'isposinf', 'largest', 'log_softmax', 'logsumexp', 'max', 'max_and_argmax', 'mean',
        'min', 'nan', 'normalize_axes', 'ones', 'ones_like', 'pi', 'prod', 'reduce_shape',
        'reduce_to_shape', 'reshape', 'shape', 'shape_i', 'shape_tuple', 'smallest', 'softmax', 'sqr',
        'squeeze', 'stack', 'sum', 'sum_to_shape', 'transpose', 'where', 'zeros', 'zeros_like',
    ),
    'kernels': (
        'broadcast_to_shape', 'dimshuffle_grad', 'dimshuffle_shape', 'dimshuffle_value', 'dot_grad_x',
        'dot_grad_y', 'dot_shape', 'fill_tangents', 'gemm_shape', 'join_shape', 'logsumexp_value',
        'matmul_grad_x', 'matmul_grad_y', 'matmul_shape', 'median_shape', 'nonempty', 'normalize_axes',
        'pad_axis', 'partition_shape', 'prod_grad', 'quantile_shape', 'reduce_shape', 'reshape_shape',
        'shape_along', 'single_axis', 'slice_axis_shape', 'slice_axis_value', 'softmax_value',
        'split_grad', 'sum_to_shape_shape', 'svd_input',
    ),
    'indexing': (
        'getitem', 'set_subtensor', 'inc_subtensor', 'take', 'nonzero', 'slice_length',
        'subtensor_shape', 'advanced_shape', 'inc_rows_shape', 'inc_basic_shape', 'inc_advanced_shape',
        'basic_index', 'advanced_index', 'inc_basic_value', 'inc_advanced_value', 'inc_rows_value',
        'nonzero_value',
    ),
    'construct_rules': (
        'arange_length', 'diag_length', 'extract_diag_shape', 'extract_diag_grad', 'cum_shape',
        'cum_grad', 'cum_rop',
    ),
    'linalg_rules': (
        'matrix_transpose', 'eye_like', 'or_zeros', 'sym_tri_grad', 'eigh_grad', 'svd_grad', 'qr_grad',
        'matrices_shape', 'square_matrices_shape', 'pinv_shape', 'solve_shape', 'lstsq_shape',
        'einsum_shape', 'einsum_grad',
    ),
    'special_values': (
        'erfcx_value', 'erfinv_value', 'erfcinv_value', 'gammaln_value', 'gamma_value', 'digamma_value',
        'polygamma_value', 'gammainc_value', 'gammaincc_value', 'log_ndtr_value', 'xlogy_value',
        'xlog1py_value', 'betaln_value',
    ),
    'blas_kernels': (
        'matmul_value', 'dot_value', 'gemm_value',
    ),
    'sorting': (
        'sort', 'argsort', 'partition', 'argpartition', 'searchsorted', 'bincount', 'unique',
        'take_along_axis', 'put_along_axis', 'take_along_axis_shape', 'put_along_axis_shape',
        'put_along_axis_value', 'one_hot', 'to_one_hot',
    ),
    'construction': (
        'linspace', 'identity', 'full', 'full_like', 'empty', 'empty_like', 'meshgrid', 'where',
    ),
    'rearrange': (
        'moveaxis', 'swapaxes', 'flip', 'roll', 'repeat', 'tile', 'pad', 'array_split', 'atleast_1d',
        'atleast_2d', 'atleast_3d', 'hstack', 'vstack', 'dstack',
    ),
    'statistics': (
        'argmin', 'cum_extreme_grad', 'cummax', 'cummin', 'diff', 'median', 'nanmax', 'nanmin',
        'nansum', 'ptp', 'quantile', 'quantile_grad', 'quantile_grad_q', 'std', 'var',
    ),
}
# END TABLE


def current() -> dict:
    """``{module: names}`` as importing each module declares them now: the hand-written modules of
    opspec.tensor whose ``__all__`` the namespace re-exports."""
    import opspec.tensor.blas_kernels as blas_kernels
    import opspec.tensor.construct_rules as construct_rules
    import opspec.tensor.construction as construction
    import opspec.tensor.functions as functions
    import opspec.tensor.indexing as indexing
    import opspec.tensor.kernels as kernels
    import opspec.tensor.linalg_rules as linalg_rules
    import opspec.tensor.rearrange as rearrange
    import opspec.tensor.sorting as sorting
    import opspec.tensor.special_values as special_values
    import opspec.tensor.statistics as statistics

    modules = (functions, kernels, indexing, construct_rules, linalg_rules, special_values, blas_kernels, sorting,
               construction, rearrange, statistics)
    return {module.__name__.rpartition(".")[2]: tuple(module.__all__) for module in modules}


def _rendered(table: dict) -> str:
    import textwrap
    from pathlib import Path

    text = Path(__file__).read_text()
    head, rest = text.split("# BEGIN TABLE", 1)
    _, tail = rest.split("# END TABLE", 1)
    lines = ["MODULES = {"]
    for module, names in table.items():
        lines.append(f"    {module!r}: (")
        lines += textwrap.wrap(" ".join(f"{n!r}," for n in names), 104, initial_indent=" " * 8,
                               subsequent_indent=" " * 8, break_on_hyphens=False)
        lines.append("    ),")
    lines.append("}")
    return (f"{head}# BEGIN TABLE (written by `python -m opspec.tensor.hand_written`; do not edit)\n"
            + "\n".join(lines) + f"\n# END TABLE{tail}")


def main(argv=None) -> int:
    """Write the table into this file, or with ``--check`` say whether it is stale (exit 1)."""
    import sys
    from pathlib import Path

    argv = sys.argv[1:] if argv is None else argv
    path = Path(__file__)
    wanted = _rendered(current())
    if "--check" in argv:
        if path.read_text() != wanted:
            print(f"{path}: stale table of hand-written names; run `python -m opspec.tensor.hand_written`",
                  file=sys.stderr)
            return 1
        return 0
    if path.read_text() != wanted:
        path.write_text(wanted)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
