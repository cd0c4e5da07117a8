"""PyTensor's public module paths and names exist under ``opspec`` (issue 18's list)."""
import importlib
import os

import numpy as np
import pytest

import opspec

NAMES = {
    "opspec": ["function", "shared", "grad", "dprint", "config", "In", "Out", "Mode", "get_mode", "wrap_py",
               "pushforward", "pullback", "Lop", "Rop", "tensor", "graph", "compile"],
    "opspec.tensor.math": ["exp", "dot", "outer", "any", "sum", "max", "argmax", "Dot", "Max", "Min", "sqr",
                           "square", "true_divide", "max_and_argmax", "tanh", "sigmoid", "maximum"],
    "opspec.tensor.basic": ["join", "stack", "split", "Split", "MakeVector", "Join", "arange", "ARange", "eye",
                            "identity_like", "tri", "tril", "triu", "diag", "as_tensor_variable", "constant",
                            "alloc", "zeros_like", "get_scalar_constant_value", "switch", "second"],
    "opspec.tensor.elemwise": ["Elemwise", "DimShuffle"],
    "opspec.tensor.shape": ["Shape", "Shape_i", "Reshape", "shape_padleft", "shape_padright", "reshape"],
    "opspec.tensor.subtensor": ["Subtensor", "IncSubtensor", "AdvancedSubtensor1", "set_subtensor",
                                "inc_subtensor"],
    "opspec.tensor.type": ["TensorType", "scalars", "vectors", "dmatrix", "row", "col", "discrete_dtypes",
                           "values_eq_approx_always_true"],
    "opspec.tensor.variable": ["TensorVariable", "TensorConstant"],
    "opspec.tensor.extra_ops": ["cumsum", "cumprod", "CumOp", "broadcast_to", "broadcast_shape"],
    "opspec.tensor.sharedvar": ["TensorSharedVariable"],
    "opspec.tensor.rewriting.basic": ["register_canonicalize", "register_stabilize", "register_specialize",
                                      "optdb", "constant_folding"],
    "opspec.graph.basic": ["Apply", "Variable", "Constant", "clone", "clone_get_equiv", "equal_computations",
                           "as_string"],
    "opspec.graph.op": ["Op"],
    "opspec.graph.fg": ["FunctionGraph"],
    "opspec.graph.traversal": ["ancestors", "graph_inputs", "io_toposort", "general_toposort", "walk",
                               "applys_between", "vars_between", "truncated_graph_inputs", "explicit_graph_inputs"],
    "opspec.graph.utils": ["MissingInputError", "MethodNotDefined"],
    "opspec.graph.replace": ["clone_replace", "graph_replace"],
    "opspec.graph.rewriting.basic": ["PatternNodeRewriter", "SubstitutionNodeRewriter", "RemovalNodeRewriter",
                                     "node_rewriter", "in2out", "out2in", "WalkingGraphRewriter",
                                     "EquilibriumGraphRewriter", "MergeOptimizer", "SequentialNodeRewriter",
                                     "graph_rewriter", "dfs_rewriter"],
    "opspec.graph.rewriting.db": ["EquilibriumDB", "SequenceDB", "RewriteDatabaseQuery", "RewriteDatabase"],
    "opspec.graph.rewriting.utils": ["rewrite_graph"],
    "opspec.graph.rewriting.unify": ["OpPattern", "LiteralString"],
    "opspec.compile": ["function", "In", "Out", "shared", "SharedVariable", "Mode", "get_mode", "optdb"],
    "opspec.compile.function": ["function", "Function", "In", "Out", "UnusedInputError"],
    "opspec.compile.maker": ["function", "FunctionMaker", "UnusedInputError"],
    "opspec.compile.executor": ["Function"],
    "opspec.compile.mode": ["Mode", "get_mode", "get_default_mode", "predefined_modes", "FAST_RUN"],
    "opspec.compile.io": ["In", "Out", "SymbolicInput", "SymbolicOutput"],
    "opspec.compile.ops": ["as_op", "wrap_py", "FromFunctionOp", "ViewOp", "view_op", "DeepCopyOp",
                           "deep_copy_op"],
    "opspec.compile.sharedvalue": ["SharedVariable", "shared", "shared_constructor"],
    "opspec.compile.rebuild": ["rebuild_collect_shared"],
    "opspec.configdefaults": ["config"],
    "opspec.printing": ["debugprint", "pprint", "pp", "dprint"],
    "opspec.link.c.type": ["Generic", "generic"],
    "opspec.gradient": ["grad", "pushforward", "pullback", "jacobian", "hessian", "zero_grad", "disconnected_grad",
                        "grad_clip", "grad_scale", "hessian_vector_product", "subgraph_grad", "undefined_grad",
                        "DisconnectedInputError", "NullTypeGradError", "verify_grad"],
}


@pytest.mark.parametrize("module", sorted(NAMES))
def test_pytensor_paths_exist(module):
    mod = importlib.import_module(module)
    missing = [name for name in NAMES[module] if not hasattr(mod, name)]
    assert not missing, f"{module} lacks {missing}"


def test_names_are_the_functions_not_submodules():
    import opspec.compile.function  # noqa: F401
    import opspec.tensor.shape  # noqa: F401
    assert callable(opspec.compile.function) and callable(opspec.tensor.shape)
    assert opspec.tensor.shape(opspec.tensor.dvector()).ndim == 1


def test_config_change_flags_is_a_context_manager_and_a_decorator():
    with opspec.config.change_flags(floatX="float32"):
        assert opspec.config.floatX == "float32"
    assert opspec.config.floatX == "float64"

    @opspec.config.change_flags(floatX="float32")
    def inside():
        return opspec.config.floatX

    assert inside() == "float32" and opspec.config.floatX == "float64"


def test_modes_in_pytensor_spelling():
    from opspec.compile.mode import Mode
    x = opspec.tensor.dvector("x")
    for mode in (Mode("py", "fast_run"), Mode(linker="cvm", optimizer="fast_compile"), Mode("c|py", None)):
        assert opspec.function([x], x * 2, mode=mode)([1.0]) == [2.0]
    assert Mode("py", None).include == () and Mode(optimizer="merge").include == ("merge",)
    with pytest.raises(ValueError, match="numba"):
        Mode(linker="numba")


def test_predefined_optimizers_and_rewrite_queries_as_mode_optimizers():
    from opspec.compile.mode import OPT_O3, Mode, predefined_optimizers, register_optimizer
    from opspec.graph.rewriting.db import RewriteDatabaseQuery
    x = opspec.tensor.dvector("x")
    out = opspec.tensor.log(opspec.tensor.exp(x)) * 2 + opspec.tensor.exp(x)      # exp twice: merged by o1

    def nodes(mode):
        return len(opspec.function([x], out, mode=mode).maker.fgraph.apply_nodes)

    assert Mode(optimizer="o1").include == ("fast_compile",)
    assert Mode(optimizer=OPT_O3).exclude == ("inplace",) and Mode(optimizer="o3").include == ("fast_run",)
    assert nodes(Mode("py", optimizer="o4")) < nodes(Mode("py", optimizer="o1")) < nodes(Mode("py", optimizer=None))
    query = RewriteDatabaseQuery(include=["fast_run"], exclude=["stabilize", "specialize", "fusion"])
    register_optimizer("no_stabilize", query)
    try:
        assert Mode("py", optimizer="no_stabilize").exclude == ("fusion", "specialize", "stabilize")
        with pytest.raises(ValueError, match="already taken"):
            register_optimizer("no_stabilize", query)
    finally:
        del predefined_optimizers["no_stabilize"]
    with pytest.raises(TypeError, match="RewriteDatabaseQuery"):
        Mode(optimizer=3)


def test_pytensors_test_helpers():
    from opspec.compile.debug.debugmode import str_diagnostic
    from opspec.tensor.math import _allclose
    text = str_diagnostic(np.array([1.0, 2.0]), np.array([1.0, 2.5]), 1e-5, None)
    assert "largest difference at index (1,)" in text and "max abs diff: 0.5" in text and "rtol=1e-05" in text
    assert "shapes differ" in str_diagnostic(np.ones(2), np.ones(3), None, None)
    assert _allclose(np.float32(1), np.float32(1 + 1e-6)) and not _allclose(1.0, 1 + 1e-4)
    assert _allclose(1.0, 1.1, rtol=0.2)


def test_small_pytensor_names():
    import opspec.compile
    import opspec.tensor as pt
    from opspec.gradient import grad, pushforward, pushforward_through_pullback
    from opspec.graph.utils import Scratchpad
    from opspec.tensor.type_other import NoneConst
    from opspec.tensor.variable import DenseTensorConstant, DenseTensorVariable, TensorConstant, TensorVariable
    assert pt.grad is grad and pt.jacobian is opspec.gradient.jacobian and pt.hessian is opspec.gradient.hessian
    assert pt.NoneConst is NoneConst and pt.extract_diag is pt.extractdiag and Scratchpad is not None
    assert (DenseTensorVariable, DenseTensorConstant) == (TensorVariable, TensorConstant)
    assert opspec.compile.predefined_optimizers["o2"] is opspec.compile.OPT_O2
    x = pt.dvector("x")
    y = pt.exp(x)
    t = np.array([1.0, 2.0])
    through = pushforward_through_pullback(y, x, t).eval({x: t})
    np.testing.assert_allclose(through, pushforward(y, x, t, use_op_pushforward=True).eval({x: t}))
    np.testing.assert_allclose(through, np.exp(t) * t)


SUBMODULE_ATTRIBUTES = {"subtensor": "set_subtensor", "math": "exp", "basic": "join", "elemwise": "Elemwise",
                        "extra_ops": "cumsum", "variable": "TensorVariable", "type": "TensorType",
                        "linalg": "solve", "nlinalg": "MatrixInverse", "slinalg": "Cholesky",
                        "sharedvar": "TensorSharedVariable", "exceptions": "NotScalarConstantError",
                        "type_other": "NoneConst", "random": "normal"}


#: run in a fresh interpreter: imports the namespace once, then checks each submodule in a forked
#: child, which starts from the interpreter as it was right after the import (the children do not
#: see each other's imports), for one import instead of one per submodule
_FRESH_ACCESS = """
import os, sys, traceback
import opspec.tensor as pt
for submodule, name in sorted({pairs!r}.items()):
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            m = getattr(pt, submodule)
            assert m is sys.modules["opspec.tensor." + submodule], submodule
            assert getattr(m, name) is not None, (submodule, name)
            print(submodule, "type", type(m).__name__, flush=True)
            code = 0
        except BaseException:
            traceback.print_exc()
            sys.stderr.flush()
        os._exit(code)
    print(submodule, "exit", os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]), flush=True)
"""


@pytest.fixture(scope="module")
def fresh_access():
    """{submodule: (exit code, type name printed)} of the checks in ``_FRESH_ACCESS``, and its stderr."""
    import subprocess
    import sys
    out = subprocess.run([sys.executable, "-c", _FRESH_ACCESS.format(pairs=SUBMODULE_ATTRIBUTES)],
                         capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    found: dict = {}
    for line in out.stdout.splitlines():
        submodule, what, value = line.split()
        found.setdefault(submodule, {})[what] = value
    return found, out.stderr


@pytest.mark.skipif(not hasattr(os, "fork"), reason="checks each submodule in a forked interpreter")
@pytest.mark.parametrize("submodule, name", sorted(SUBMODULE_ATTRIBUTES.items()))
def test_submodules_are_attributes_right_after_importing_the_namespace(submodule, name, fresh_access):
    """``pt.subtensor.set_subtensor`` without importing the submodule, as PyTensor's package allows
    (a fresh interpreter: here every submodule may already be imported)."""
    found, stderr = fresh_access
    assert found[submodule]["exit"] == "0", stderr
    assert found[submodule]["type"] == "module"


def test_set_subtensor_through_the_submodule_attribute():
    import opspec.tensor as pt
    x = pt.vector("x")
    y = pt.subtensor.set_subtensor(x[1:], 0.0)
    np.testing.assert_array_equal(y.eval({x: np.arange(3.0)}), [0.0, 0.0, 0.0])


def test_a_name_that_is_no_submodule_stays_an_attribute_error():
    import opspec.tensor as pt
    with pytest.raises(AttributeError, match="no attribute 'fourier'"):
        pt.fourier    # noqa: B018  (PyTensor has it; opspec does not)
    assert callable(pt.shape) and callable(pt.sort)     # the functions win, as in PyTensor
