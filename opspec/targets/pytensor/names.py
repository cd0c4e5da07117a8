"""What every name a spec may use becomes in a generated PyTensor module: tables, not code.

A formula sees opspec's namespace (the standard library's ops and classes, the runtime helpers
of :mod:`opspec.spec.namespace`). :data:`SYMBOLIC` maps each of those names to its PyTensor
counterpart twice: in a tensor formula (grad, r_op, shape of a non-elementwise op) and in a scalar
formula (the derivative of an elementwise op, which PyTensor's Elemwise differentiates on
``pytensor.scalar`` variables). ``None`` says there is none, with the reason in
:data:`NO_COUNTERPART`; using such a name is a generate-time error naming the op and the name.
Ops of the specs generated together are not looked up here: they become the generated classes.
So a library op needs an entry only for specs generated without its spec (the error then names
the spec to add); a runtime helper has no generated class, and each needs its entry.

The modules the counterparts live in are what a generated module imports: ``pt``
(``pytensor.tensor``), ``ps`` (``pytensor.scalar``), ``pytensor`` and ``lib``
(:mod:`opspec.targets.pytensor.library`, the few adapters PyTensor has no name for).

:data:`JAX_NUMPY`, :data:`NUMBA_NUMPY` and :data:`C_FUNCTIONS` say which calls of a ``python:``
kernel or of a scalar ``c:`` expression each backend can run; they are static, so that what is
generated does not depend on what is installed.
"""
from __future__ import annotations

#: opspec name -> (tensor counterpart, scalar counterpart); None: not available there
SYMBOLIC = {
    # -- the standard library's elementwise ops (arith, math, compare)
    "add": ("pt.add", "ps.add"), "sub": ("pt.sub", "ps.sub"), "mul": ("pt.mul", "ps.mul"),
    "true_div": ("pt.true_div", "ps.true_div"), "neg": ("pt.neg", "ps.neg"), "abs": ("pt.abs", "ps.abs"),
    "sign": ("pt.sign", "ps.sign"), "maximum": ("pt.maximum", "ps.maximum"),
    "minimum": ("pt.minimum", "ps.minimum"), "int_div": ("pt.int_div", "ps.int_div"),
    "mod": ("pt.mod", "ps.mod"), "pow": ("pt.pow", "ps.pow"),
    "exp": ("pt.exp", "ps.exp"), "log": ("pt.log", "ps.log"), "log1p": ("pt.log1p", "ps.log1p"),
    "expm1": ("pt.expm1", "ps.expm1"), "sqrt": ("pt.sqrt", "ps.sqrt"), "sin": ("pt.sin", "ps.sin"),
    "cos": ("pt.cos", "ps.cos"), "tanh": ("pt.tanh", "ps.tanh"), "sigmoid": ("pt.sigmoid", "ps.sigmoid"),
    "softplus": ("pt.softplus", "ps.softplus"), "erf": ("pt.erf", "ps.erf"),
    "eq": ("pt.eq", "ps.eq"), "neq": ("pt.neq", "ps.neq"), "lt": ("pt.lt", "ps.lt"), "le": ("pt.le", "ps.le"),
    "gt": ("pt.gt", "ps.gt"), "ge": ("pt.ge", "ps.ge"), "and_": ("pt.and_", "ps.and_"),
    "or_": ("pt.or_", "ps.or_"), "xor": ("pt.xor", "ps.xor"), "invert": ("pt.invert", "ps.invert"),
    "switch": ("pt.switch", "ps.switch"), "second": ("pt.second", "ps.second"),
    "Cast": ("lib.Cast", "lib.ScalarCast"),
    # -- the standard library's other ops, by instance and by class
    "dot": ("pt.dot", None), "matmul": ("pt.matmul", None), "outer": ("pt.outer", None),
    "shape_op": ("pt.shape", None), "make_vector": ("lib.make_vector", None),
    "reshape_op": ("lib.reshape_op", None), "alloc_op": ("lib.alloc_op", None),
    "broadcast_to_op": ("lib.broadcast_to_op", None), "sum_to_shape_op": ("lib.sum_to_shape", None),
    "view_op": ("lib.view_op", None), "deep_copy_op": ("lib.deep_copy_op", None),
    "nonzero_op": ("lib.nonzero", None), "advanced_subtensor1": ("lib.advanced_subtensor1", None),
    "advanced_inc_subtensor1": ("lib.advanced_inc_subtensor1", None),
    "allocdiag": ("lib.AllocDiag()", None), "extractdiag": ("lib.ExtractDiag()", None),
    "cumop": ("lib.CumOp()", None),
    "Sum": ("lib.Sum", None), "Prod": ("lib.Prod", None), "Max": ("lib.Max", None), "Min": ("lib.Min", None),
    "All": ("lib.All", None), "Any": ("lib.Any", None), "Argmax": ("lib.Argmax", None),
    "Softmax": ("lib.Softmax", None), "LogSoftmax": ("lib.LogSoftmax", None),
    "LogSumExp": ("lib.LogSumExp", None), "CumOp": ("lib.CumOp", None), "Shape_i": ("lib.Shape_i", None),
    "DimShuffle": ("lib.DimShuffle", None), "Join": ("lib.Join", None), "SliceAxis": ("lib.SliceAxis", None),
    "ARange": ("lib.ARange", None), "Eye": ("lib.Eye", None), "Tri": ("lib.Tri", None),
    "AllocDiag": ("lib.AllocDiag", None), "ExtractDiag": ("lib.ExtractDiag", None),
    "AdvancedIncSubtensor1": ("lib.AdvancedIncSubtensor1", None),
    "Einsum": ("lib.Einsum", None),
    # -- linear algebra, sorting and searching (opspec.targets.pytensor.linalg)
    "matrix_inverse": ("pt.linalg.inv", None), "det": ("pt.linalg.det", None), "slogdet": ("pt.linalg.slogdet", None),
    "svdvals": ("lib.svdvals", None), "solve_op": ("lib.solve_op", None), "broadcast_size": ("lib.broadcast_size", None),
    **{cls: (f"lib.{cls}", None) for cls in (
        "MatrixPinv", "Lstsq", "Eigh", "Eigvalsh", "SVD", "QR", "Cholesky", "SolveTriangular", "CholeskySolve", "Sort",
        "Argsort", "Partition", "Argpartition", "SearchSorted", "Bincount", "WeightedBincount", "Unique",
        "TakeAlongAxis", "PutAlongAxis")},
    **{instance: (f"lib.{cls}()", None) for instance, cls in (
        ("matrixpinv", "MatrixPinv"), ("lstsq", "Lstsq"), ("eigh", "Eigh"), ("eigvalsh", "Eigvalsh"), ("svd", "SVD"),
        ("qr", "QR"), ("cholesky", "Cholesky"), ("solvetriangular", "SolveTriangular"),
        ("choleskysolve", "CholeskySolve"), ("sort", "Sort"), ("argsort", "Argsort"),
        ("searchsorted", "SearchSorted"), ("bincount", "Bincount"), ("weightedbincount", "WeightedBincount"),
        ("unique", "Unique"))},
    "Subtensor": (None, None), "IncSubtensor": (None, None), "AdvancedSubtensor": (None, None),
    "AdvancedIncSubtensor": (None, None),
    # -- numpy's other elementwise functions, scipy.special's, statistics (trigonometric ... integer, errorfunc, gammafunc, stats):
    #    PyTensor's own where it has them; the others are their generated classes (see counterpart)
    **{name: (f"pt.{name}", f"ps.{name}") for name in (
        "tan", "arcsin", "arccos", "arctan", "arctan2", "sinh", "cosh", "arcsinh", "arccosh", "arctanh", "exp2",
        "log2", "log10", "reciprocal", "deg2rad", "rad2deg", "floor", "ceil", "trunc", "round_half_to_even",
        "isnan", "isinf", "real", "imag", "conj", "angle", "erfc", "erfcx", "erfinv", "erfcinv",
        "gammaln", "gamma", "gammainc", "gammaincc", "log1mexp")},
    "rint": ("pt.round_half_to_even", "ps.round_half_to_even"), "Round": ("lib.Round", "lib.ScalarRound"),
    "digamma": ("pt.digamma", "ps.psi"), "logaddexp": ("lib.logaddexp", "lib.scalar_logaddexp"),
    "clip": ("lib.clip", "lib.scalar_clip"), "polygamma": ("lib.polygamma", "lib.scalar_polygamma"),
    "betaln": ("pt.special.betaln", "ps.betaln"), "logit": ("pt.special.logit", "lib.scalar_logit"),
    "Argmin": ("lib.Argmin", None), "Median": ("lib.Median", None), "Variance": ("lib.Variance", None),
    "StdDev": ("lib.StdDev", None), "cum_extreme_grad": ("lib.cum_extreme_grad", None),
    "quantile_grad": ("lib.quantile_grad", None), "quantile_grad_q": ("lib.quantile_grad_q", None),
    # -- the runtime helpers (opspec.spec.namespace.RUNTIME_HELPERS)
    "add_terms": ("lib.add_terms", "lib.add_terms"), "all": ("pt.all", None), "any": ("pt.any", None),
    "alloc": ("pt.alloc", None), "argmax": ("pt.argmax", None),
    "as_tensor_variable": ("pt.as_tensor_variable", None), "broadcast_to": ("pt.broadcast_to", None),
    "cast": ("pt.cast", "ps.cast"), "concatenate": ("pt.concatenate", None), "constant": ("pt.constant", None),
    "dimshuffle": ("lib.dimshuffle", None), "dimshuffle_grad": ("lib.dimshuffle_grad", None),
    "disconnected": ("lib.disconnected", "lib.disconnected"), "dot_grad_x": ("lib.dot_grad_x", None),
    "dot_grad_y": ("lib.dot_grad_y", None), "e": ("np.e", "np.e"), "expand_dims": ("pt.expand_dims", None),
    "expand_reduced": ("lib.expand_reduced", None), "fill": ("pt.fill", "ps.second"),
    "fill_tangents": ("lib.fill_tangents", None), "floatX": ("pytensor.config.floatX", "pytensor.config.floatX"),
    "getitem": ("lib.getitem", None), "grad_not_implemented": ("pytensor.gradient.grad_not_implemented",) * 2,
    "grad_undefined": ("pytensor.gradient.grad_undefined",) * 2, "inc_subtensor": ("pt.inc_subtensor", None),
    "inf": ("np.inf", "np.inf"), "is_integer": ("lib.is_integer", "lib.is_integer"),
    "log_softmax": ("lib.log_softmax", None), "logsumexp": ("lib.logsumexp", None),
    "matmul_grad_x": ("lib.matmul_grad_x", None), "matmul_grad_y": ("lib.matmul_grad_y", None),
    "max": ("pt.max", None), "mean": ("pt.mean", None), "min": ("pt.min", None), "nan": ("np.nan", "np.nan"),
    "nonzero": ("lib.nonzero", None), "ones": ("pt.ones", None), "ones_like": ("pt.ones_like", "lib.scalar_ones_like"),
    "pad_axis": ("lib.pad_axis", None), "pi": ("np.pi", "np.pi"), "prod": ("pt.prod", None),
    "prod_grad": ("lib.prod_grad", None), "reshape": ("pt.reshape", None), "set_subtensor": ("pt.set_subtensor", None),
    "shape": ("pt.shape", None), "shape_i": ("lib.shape_i", None), "shape_tuple": ("lib.shape_tuple", None),
    "softmax": ("lib.softmax", None), "split_grad": ("lib.split_grad", None), "sqr": ("pt.sqr", "ps.sqr"),
    "squeeze": ("pt.squeeze", None), "stack": ("pt.stack", None), "sum": ("pt.sum", None),
    "sum_to_shape": ("lib.sum_to_shape", None), "take": ("pt.take", None), "transpose": ("pt.transpose", None),
    "where": ("pt.where", "ps.switch"), "zeros": ("pt.zeros", None),
    "zeros_like": ("pt.zeros_like", "lib.scalar_zeros_like"), "cum_grad": ("lib.cum_grad", None),
    "cum_rop": ("lib.cum_rop", None), "extract_diag_grad": ("lib.extract_diag_grad", None),
    # shape helpers: in shape rules (see SHAPE_HELPERS); also usable in grad formulas
    "arange_length": ("lib.arange_length", None), "cum_shape": ("lib.cum_shape", None),
    "diag_length": ("lib.diag_length", None), "extract_diag_shape": ("lib.extract_diag_shape", None),
    "advanced_shape": ("lib.advanced_shape", None), "broadcast_shape": ("lib.broadcast_shape", None),
    "dimshuffle_shape": ("lib.dimshuffle_shape", None), "dot_shape": ("lib.dot_shape", None),
    "gemm_shape": ("lib.gemm_shape", None),
    "join_shape": ("lib.join_shape", None), "matmul_shape": ("lib.matmul_shape", None),
    "reduce_shape": ("lib.reduce_shape", None), "reshape_shape": ("lib.reshape_shape", None),
    "slice_axis_shape": ("lib.slice_axis_shape", None), "subtensor_shape": ("lib.subtensor_shape", None),
    "normalize_axes": ("lib.normalize_axes", None), "shape_along": ("lib.shape_along", None),
    "single_axis": ("lib.single_axis", None), "einsum_shape": ("lib.einsum_shape", None),
    "matrices_shape": ("lib.matrices_shape", None), "square_matrices_shape": ("lib.square_matrices_shape", None),
    "pinv_shape": ("lib.pinv_shape", None), "solve_shape": ("lib.solve_shape", None),
    "lstsq_shape": ("lib.lstsq_shape", None),
    "take_along_axis_shape": ("lib.take_along_axis_shape", None),
    "put_along_axis_shape": ("lib.put_along_axis_shape", None), "inc_rows_shape": ("lib.inc_rows_shape", None),
    "inc_basic_shape": ("lib.inc_basic_shape", None), "inc_advanced_shape": ("lib.inc_advanced_shape", None),
    "broadcast_to_shape": ("lib.broadcast_to_shape", None), "nonempty": ("lib.nonempty", None),
    "median_shape": ("lib.median_shape", None), "quantile_shape": ("lib.quantile_shape", None),
    "partition_shape": ("lib.partition_shape", None),
    "sum_to_shape_shape": ("lib.sum_to_shape_shape", None),
    # linear algebra helpers: opspec.tensor.linalg_rules run on PyTensor graphs (.linalg)
    "einsum_grad": ("lib.einsum_grad", None), "eigh_grad": ("lib.eigh_grad", None), "qr_grad": ("lib.qr_grad", None),
    "svd_grad": ("lib.svd_grad", None), "sym_tri_grad": ("lib.sym_tri_grad", None), "eye_like": ("lib.eye_like", None),
    "or_zeros": ("lib.or_zeros", None), "matrix_transpose": ("pt.matrix_transpose", None),
    "tril": ("pt.tril", None), "triu": ("pt.triu", None),
}

#: the classes of the library's ops without props: ``Exp()`` is the op ``exp``
INSTANCE_CLASSES = {
    "Add": "add", "Sub": "sub", "Mul": "mul", "TrueDiv": "true_div", "Neg": "neg", "Abs": "abs", "Sign": "sign",
    "Maximum": "maximum", "Minimum": "minimum", "IntDiv": "int_div", "Mod": "mod", "Pow": "pow",
    "Eq": "eq", "Neq": "neq", "Lt": "lt", "Le": "le", "Gt": "gt", "Ge": "ge", "And": "and_", "Or": "or_",
    "Xor": "xor", "Invert": "invert", "Switch": "switch", "Second": "second", "Exp": "exp", "Log": "log",
    "Log1p": "log1p", "Expm1": "expm1", "Sqrt": "sqrt", "Sin": "sin", "Cos": "cos", "Tanh": "tanh",
    "Sigmoid": "sigmoid", "Softplus": "softplus", "Erf": "erf", "Dot": "dot", "Matmul": "matmul",
    "Outer": "outer", "Shape": "shape_op", "MakeVector": "make_vector", "Reshape": "reshape_op",
    "Alloc": "alloc_op", "BroadcastTo": "broadcast_to_op", "SumToShape": "sum_to_shape_op", "ViewOp": "view_op",
    "DeepCopyOp": "deep_copy_op", "Nonzero": "nonzero_op", "AdvancedSubtensor1": "advanced_subtensor1",
    "MatrixInverse": "matrix_inverse", "Det": "det", "SLogDet": "slogdet", "SVDVals": "svdvals", "Solve": "solve_op",
    "BroadcastSize": "broadcast_size",
    "Tan": "tan", "ArcSin": "arcsin", "ArcCos": "arccos", "ArcTan": "arctan", "ArcTan2": "arctan2", "Sinh": "sinh",
    "Cosh": "cosh", "ArcSinh": "arcsinh", "ArcCosh": "arccosh", "ArcTanh": "arctanh", "Exp2": "exp2", "Log2": "log2",
    "Log10": "log10", "Reciprocal": "reciprocal", "Deg2Rad": "deg2rad", "Rad2Deg": "rad2deg", "Floor": "floor",
    "Ceil": "ceil", "Trunc": "trunc", "Rint": "rint", "LogAddExp": "logaddexp", "IsNan": "isnan", "IsInf": "isinf",
    "Clip": "clip", "Real": "real", "Imag": "imag", "Conj": "conj", "Angle": "angle", "Erfc": "erfc",
    "Erfcx": "erfcx", "Erfinv": "erfinv", "Erfcinv": "erfcinv", "Gammaln": "gammaln", "Gamma": "gamma",
    "Digamma": "digamma", "Polygamma": "polygamma", "Betaln": "betaln", "Gammainc": "gammainc",
    "Gammaincc": "gammaincc", "Log1mexp": "log1mexp", "Logit": "logit",
}
SYMBOLIC.update({cls: tuple(None if t is None else f"lib.instance_of({t})" for t in SYMBOLIC[instance])
                 for cls, instance in INSTANCE_CLASSES.items()})

#: why a name has no counterpart (the rest: a scalar formula calls scalar functions only)
NO_COUNTERPART = {
    "Subtensor": "opspec's index structures (idx) have no PyTensor spelling; index with x[...] in "
                 "python: and use set_subtensor / inc_subtensor in gradients",
    "IncSubtensor": "opspec's index structures (idx) have no PyTensor spelling; use set_subtensor / "
                    "inc_subtensor",
    "AdvancedSubtensor": "opspec's index structures (idx) have no PyTensor spelling; use getitem",
    "AdvancedIncSubtensor": "opspec's index structures (idx) have no PyTensor spelling; use inc_subtensor",
}
#: specs/random.yaml's ops (class: instance). They are not generated for PyTensor: its random
#: variables are the RandomVariable Ops of pytensor.tensor.random, drawing from its own generator
#: type, with a Numba and a JAX sampler per distribution; a random: spec says none of that.
RANDOM_OPS = {
    "UniformRV": "uniform", "NormalRV": "normal", "BetaRV": "beta", "GammaRV": "gamma", "BinomialRV": "binomial",
    "BernoulliRV": "bernoulli", "PoissonRV": "poisson", "IntegersRV": "integers_rv",
    "CategoricalRV": "categorical", "DirichletRV": "dirichlet", "MvNormalRV": "multivariate_normal",
    "PermutationRV": "permutation_rv", "ChoiceRV": "choice_rv", "WeightedChoiceRV": "weighted_choice_rv",
}
RANDOM_REASON = "a random: op (PyTensor draws with pytensor.tensor.random's RandomVariable Ops)"
SYMBOLIC.update({name: (None, None) for pair in RANDOM_OPS.items() for name in pair})
NO_COUNTERPART.update({name: RANDOM_REASON for pair in RANDOM_OPS.items() for name in pair})

SCALAR_ONLY = ("the derivative of an elementwise op is a scalar formula: PyTensor's Elemwise "
               "differentiates it on pytensor.scalar variables, where {name} does not exist")

#: what a python: kernel calls (numpy on whole arrays) -> the same under jax.numpy, for the
#: JAX implementation; a numpy name absent here and from JAX_REFUSED is not in jax.numpy
#: (tests/targets checks both against the installed jax.numpy)
JAX_NUMPY = frozenset("""
abs absolute add all amax amin any arccos arccosh arcsin arcsinh arctan arctan2 arctanh argmax argmin
around array asarray bitwise_and bitwise_not bitwise_or bitwise_xor broadcast_arrays broadcast_shapes
broadcast_to cbrt ceil clip concatenate conj copysign cos cosh cumprod cumsum deg2rad diag diagonal divide
dot e equal exp exp2 expand_dims expm1 eye fabs float16 float32 float64 floor floor_divide fmax fmin fmod
full full_like greater greater_equal heaviside hypot inf int8 int16 int32 int64 invert isfinite isinf isnan
less less_equal log log10 log1p log2 logaddexp logaddexp2 logical_and logical_not logical_or logical_xor
matmul max maximum mean min minimum mod moveaxis multiply nan negative not_equal ones ones_like outer pi
power prod rad2deg reciprocal remainder reshape rint round sign sin sinh sqrt square squeeze stack
subtract sum swapaxes take tan tanh transpose tri tril triu true_divide uint8 uint16 uint32 uint64 where
zeros zeros_like bool_ trunc real imag conjugate conj angle signbit left_shift right_shift gcd lcm nextafter
median nanmax nanmin nansum std var sort argsort einsum searchsorted take_along_axis result_type
linalg arange
""".split())
#: numpy functions whose jax.numpy version differs from numpy's -> the version of
#: :mod:`opspec.targets.pytensor.jax_helpers` (``jlib``) a JAX function calls instead
JAX_FIXED = {"quantile": "jlib.quantile"}   # jnp's: five of numpy's 13 methods, q of rank 1 at most, other rounding
#: numpy names jax.numpy has, but not so that a python: kernel calling them runs under jit -> why
JAX_REFUSED = {
    "argpartition": "jnp.argpartition takes one kth and orders each side otherwise than numpy",
    "bincount": "its output length depends on the values (jnp.bincount under jit needs a static length=)",
    "unique": "its output length depends on the values (jnp.unique under jit needs a static size=)",
    "vectorize": "np.vectorize of a Python function (jnp.vectorize traces it; math's functions take no traced value)",
}

#: numpy functions Numba compiles on scalars and arrays (elementwise ufuncs and a few others);
#: a python: kernel calling anything else is not lowered to Numba
NUMBA_NUMPY = frozenset("""
abs absolute add arccos arccosh arcsin arcsinh arctan arctan2 arctanh bitwise_and bitwise_not bitwise_or
bitwise_xor cbrt ceil copysign cos cosh deg2rad divide equal exp exp2 expm1 fabs float32 float64 floor
floor_divide fmax fmin fmod greater greater_equal hypot int8 int16 int32 int64 invert isfinite isinf isnan
less less_equal log log10 log1p log2 logaddexp logaddexp2 logical_and logical_not logical_or logical_xor
maximum minimum mod multiply negative not_equal power rad2deg reciprocal remainder rint sign sin sinh sqrt
square subtract tan tanh true_divide uint8 uint16 uint32 uint64 e pi inf nan trunc real imag conj conjugate
signbit nextafter angle
""".split())
#: numpy functions whose Numba version gives wrong values for some dtypes -> the version of
#: :mod:`opspec.targets.pytensor.numba_helpers` (``nlib``) a Numba kernel calls instead
NUMBA_FIXED = {"fmod": "nlib.fmod",     # Numba's np.fmod on integers: fmod(-7, 3) gives 0, not -1
               "gcd": "nlib.gcd", "lcm": "nlib.lcm"}    # Numba's overflow at the most negative integer; lcm differs
#: numpy functions a Numba kernel could compute, but not as the spec's reference does -> why
NUMBA_REFUSED = {"argpartition": "np.argpartition: the order on each side of kth is what numpy's selection leaves "
                                 "(its SIMD builds differ by CPU); a Numba selection gives another valid order, which "
                                 "the op's values (numpy's) do not allow"}
#: numpy functions called with axis= / keepdims= (which Numba's take at most as an int) -> the
#: keywords :mod:`opspec.targets.pytensor.numba_axes` (``nax``) takes: a Numba kernel calls its
#: function of the same name instead (``maximum.accumulate``: ``maximum_accumulate``), with the
#: axes the op's props (constants in the kernel)
NUMBA_AXES = {**{name: ("axis", "keepdims") for name in ("sum", "prod", "max", "min", "mean", "argmax", "argmin")},
              "var": ("axis", "keepdims", "ddof"), "std": ("axis", "keepdims", "ddof"),
              "cumsum": ("axis",), "cumprod": ("axis",), "maximum.accumulate": ("axis",),
              "minimum.accumulate": ("axis",)}
#: numpy's order statistics, the same for :mod:`opspec.targets.pytensor.numba_order` (``nord``)
NUMBA_ORDER = {"sort": ("axis", "kind"), "argsort": ("axis", "kind"), "median": ("axis", "keepdims"),
               "quantile": ("axis", "keepdims", "method"), "take_along_axis": ("axis",)}
#: the modules of Numba helpers a generated Numba function may call, by the name it imports them as
NUMBA_MODULES = {"nlib": "numba_helpers", "nax": "numba_axes", "nsp": "numba_special", "nord": "numba_order"}
#: numpy functions Numba compiles on whole arrays only (not useful inside a scalar function)
NUMBA_ARRAY_NUMPY = frozenset("""
cumsum cumprod dot outer empty zeros ones zeros_like ones_like empty_like where copy ascontiguousarray
sum prod max min mean amax amin argmax argmin
""".split())
#: array methods and attributes a python: kernel may use in Numba and JAX alike
ARRAY_METHODS = frozenset({"astype", "copy", "shape", "ndim", "dtype", "size", "T", "reshape", "sum"})

#: C math functions a scalar c: expression may call -> their spelling in a Numba scalar function
#: (the C of PyTensor's C backend calls them as they are)
C_FUNCTIONS = {
    "exp": "math.exp", "exp2": "np.exp2", "expm1": "math.expm1", "log": "math.log", "log2": "math.log2",
    "log10": "math.log10", "log1p": "math.log1p", "sqrt": "math.sqrt", "cbrt": "np.cbrt", "pow": "np.power",
    "sin": "math.sin", "cos": "math.cos", "tan": "math.tan", "asin": "math.asin", "acos": "math.acos",
    "atan": "math.atan", "atan2": "math.atan2", "sinh": "math.sinh", "cosh": "math.cosh", "tanh": "math.tanh",
    "asinh": "math.asinh", "acosh": "math.acosh", "atanh": "math.atanh", "erf": "math.erf",
    "erfc": "math.erfc", "tgamma": "math.gamma", "lgamma": "math.lgamma", "fabs": "abs", "abs": "abs",
    "floor": "np.floor", "ceil": "np.ceil", "round": "np.round", "trunc": "np.trunc", "fmod": "np.fmod",
    "fmin": "np.fmin", "fmax": "np.fmax", "copysign": "np.copysign", "hypot": "math.hypot",
    "isnan": "np.isnan", "isinf": "np.isinf", "isfinite": "np.isfinite", "rint": "np.rint",
    "nextafter": "np.nextafter",
    # opspec's numpy-exact helpers (opspec_kernel.h); PyTensor's C gets them from lib.C_SUPPORT
    "opspec_floor_divide": "np.floor_divide", "opspec_remainder": "np.remainder", "opspec_power": "np.power",
}
#: C identifiers besides functions and operands a scalar c: expression may use
C_CONSTANTS = {"INFINITY": "np.inf", "NAN": "np.nan", "M_PI": "np.pi", "M_E": "np.e", "M_LN2": "0.6931471805599453",
               "M_SQRT1_2": "0.7071067811865476"}
#: C constructs with no C++ meaning (PyTensor compiles its C as C++) or no Python one
C_ONLY = {"_Generic": "C11's _Generic (PyTensor's C backend is C++)", "_Bool": "the C type _Bool",
          "_Complex": "C complex types", "sizeof": "sizeof"}


def library_module(name: str) -> str | None:
    """The standard-library module whose op (class or instance) is ``name``, else None."""
    from opspec.spec.namespace import installed_library
    for module, headers in installed_library().items():
        if any(name in (cls, instance) for cls, instance, *_ in headers):
            return module
    return None


def counterpart(name: str, scalar: bool) -> tuple[str | None, str]:
    """(the PyTensor spelling of a library name or helper, else None; why not).

    A library op needs no entry to be used: generated with its spec, it is that spec's
    generated class (:class:`~opspec.targets.pytensor.formulas.Resolver` finds it first); the
    entry is for specs generated without it."""
    pair = SYMBOLIC.get(name)
    if pair is None:
        module = library_module(name)
        if module is not None:
            return None, (f"{name} is an op of opspec's specs/{module}.yaml with no PyTensor counterpart in "
                          f"opspec/targets/pytensor/names.py: generate specs/{module}.yaml with your specs "
                          "(its generated PyTensor class is then used)")
        return None, f"{name!r} is not a name of opspec's formula namespace"
    target = pair[1] if scalar else pair[0]
    if target is not None:
        return target, ""
    if name in NO_COUNTERPART:
        return None, f"{name} has no PyTensor counterpart: {NO_COUNTERPART[name]}"
    return None, SCALAR_ONLY.format(name=name)
