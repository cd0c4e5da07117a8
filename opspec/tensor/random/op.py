"""``RandomVariable``: the base of the ops that draw from a numpy Generator.

A node of a random variable takes ``(rng, size, *params)`` and gives ``(next_rng, draw)``;
calling the op returns the draw (``return_next_rng=True``: both). ``rng_fn(rng, *params,
size)`` is the numpy call of the distribution (a spec's ``python:``; 0-d parameters reach it
as numpy scalars), made on the very generator the node is given, so a graph draws exactly
what numpy would.

Shapes follow numpy. An op with a ``signature`` (gufunc style, ``"(),()->()"``,
``"(n),(n,n)->(n)"``) batches: its draw has the shape ``batch + core``, where the batch is
``size`` when given, else the broadcast of the parameters' dimensions before their core
ones. When the parameters have no such dimensions numpy is called once with ``size``;
with batched parameters (which numpy's method does not take), once per batch index in C
order, on that index's parameters with size None. Parameters of an all-scalar signature
broadcast in numpy itself. An op without a signature passes ``size`` to numpy as it is
and says in ``output_shapes`` (its spec's ``shape:``) what shape that gives.

The node leaves its input generator as it was (it draws from a copy) unless it is the
inplace variant (``destroy_map = {0: [0]}``), which the inplace rewrite puts where the
generator may be overwritten: a shared generator the function updates, in FAST_RUN.
"""
from __future__ import annotations

import warnings

import numpy as np

from opspec.configuration import config
from opspec.graph.basic import Apply, Variable
from opspec.graph.op import Op
from opspec.tensor.dims import UNKNOWN
from opspec.tensor.random.size import (is_none, normalize_size_param, runtime_size, static_size,
                                       symbolic_size)
from opspec.tensor.random.type import RandomType, copy_generator, random_generator_type
from opspec.tensor.specop import SpecOp, _python_scalar, _static_value
from opspec.tensor.type import TensorType

__all__ = ["RandomVariable", "default_rng"]


class RandomVariable(SpecOp):
    """Draws of a distribution from a numpy Generator (see the module's doc). Subclasses,
    generated from specs with ``random:``, set the class attributes below and ``rng_fn``."""

    #: gufunc-style core signature of the parameters and the draw; None: numpy's own size
    signature: str | None = None
    #: per parameter, its dtype class (a spec's input type) and declared rank (None: any)
    param_dtypes: tuple = ()
    param_ndims: tuple = ()
    #: the draw's dtype rule (``prop:dtype``, ``input:x``, a dtype...)
    output_rule: str = "float"
    #: each prop's spec type ("dtype", "bool"...): a dtype prop may say "floatX"
    prop_types: dict = {}
    #: whether ``rng_fn`` hands ``size`` to numpy (else a size means one call per batch index)
    takes_size: bool = True
    #: calling the op returns the draw
    default_output = 1
    name = "random"

    # ------------------------------------------------------------------ PyTensor's view
    @property
    def inplace(self) -> bool:
        return bool(self.destroy_map)

    @property
    def core(self) -> tuple:
        """(core dimension names of each parameter, of the draw) from the signature."""
        from opspec.spec.model import parse_signature      # on first use: not with the op library
        return parse_signature(self.signature)

    @property
    def ndims_params(self) -> tuple:
        return tuple(len(g) for g in self.core[0]) if self.signature else tuple(n or 0 for n in self.param_ndims)

    @property
    def ndim_supp(self) -> int:
        return len(self.core[1]) if self.signature else 0

    def rng_param(self, node) -> Variable:
        return node.inputs[0]

    def size_param(self, node) -> Variable:
        return node.inputs[1]

    def dist_params(self, node) -> list:
        return list(node.inputs[2:])

    def update(self, node) -> dict:
        """The generator a node reads -> the state it leaves it in (a shared generator's update)."""
        return {node.inputs[0]: node.outputs[0]}

    def rng_fn(self, rng, *args):
        raise NotImplementedError(f"{type(self).__name__} has no rng_fn (its spec's python:)")

    # ------------------------------------------------------------------ building
    def __call__(self, *params, size=None, name=None, rng=None, return_next_rng=False, **props):
        """The draws of the distribution (``return_next_rng``: the generator's next state and the
        draws); props given as keywords (``dtype=``, ``method=``...) draw with those props."""
        if props:
            op = self._with(props)
            return op(*params, size=size, name=name, rng=rng, return_next_rng=return_next_rng)
        node = self.make_node(rng, size, *params)
        next_rng, draw = node.outputs
        if name is not None:
            draw.name = name
        return (next_rng, draw) if return_next_rng else draw

    def _with(self, props):
        """This op with other props."""
        unknown = [k for k in props if k not in (self.__props__ or ())]
        if unknown:
            raise TypeError(f"{self} got an unexpected keyword argument {unknown[0]!r} (its props: "
                            f"{', '.join(self.__props__ or ()) or 'none'})")
        if "dtype" in props and props["dtype"] is not None:
            new, old = _resolved(props["dtype"]), _resolved(self.dtype)
            if (np.dtype(new).kind == "f") != (np.dtype(old).kind == "f"):
                raise ValueError(f"{self}: cannot change the dtype of its draws from {old} to {new}")
        elif "dtype" in props:
            props = {k: v for k, v in props.items() if k != "dtype"}
        return type(self)(**{**self._props_dict(), **props})

    def make_node(self, rng, size, *params):
        floatx = {p for p, kind in self.prop_types.items() if kind == "dtype" and getattr(self, p) == "floatX"}
        if floatx:          # commit to the configured float type when the op is applied
            op = type(self)(**{**self._props_dict(), **{p: config.floatX for p in floatx}})
            return op.make_node(rng, size, *params)
        rng = self._rng_input(rng)
        size = normalize_size_param(size)
        if len(params) != len(self.param_dtypes):
            names = ", ".join(self.input_names[2:])
            raise TypeError(f"{self} takes {len(self.param_dtypes)} parameters ({names}), got {len(params)}")
        params = [self.checked_input(2 + k, p, dtype, None if self.signature else ndim)
                  for k, (p, dtype, ndim) in enumerate(zip(params, self.param_dtypes, self.param_ndims))]
        if self.signature:
            self._check_ranks(params, size)
        inputs = [rng, size, *params]
        shape = self.draw_shape("static", size, params, [tuple(s if s is not None else UNKNOWN for s in p.type.shape)
                                                         for p in params])
        static = tuple(d if isinstance(d, (int, np.integer)) and not isinstance(d, bool) else None for d in shape)
        draw = TensorType(self.output_dtype(self.output_rule, inputs), static).make_variable()
        return Apply(self, inputs, [rng.type(), draw])

    def _rng_input(self, rng):
        if rng is None:
            from opspec.tensor.random.variable import shared_rng
            warnings.warn(f"{self}: no rng= given, so it draws from a new unseeded shared generator that no "
                          "update advances (a compiled function draws the same numbers on every call); pass "
                          "rng= or use RandomStream", UserWarning, stacklevel=4)
            return shared_rng(np.random.default_rng())
        if isinstance(rng, np.random.Generator):
            raise TypeError(f"{self}: rng= is a graph value: give a shared variable holding the generator "
                            "(opspec.shared(generator)) or a symbolic one (opspec.tensor.random.rng())")
        if not isinstance(rng, Variable) or not isinstance(rng.type, RandomType):
            raise TypeError(f"{self}: rng must be a generator variable (RandomGeneratorType), got {rng!r}")
        return rng

    def _check_ranks(self, params, size):
        """Each parameter has at least its core rank; with a size, no more batch dimensions than it
        and (where known) sizes that broadcast to it; core dimensions of one name agree."""
        import opspec.tensor as ot
        groups = self.core[0]
        n_size = None if is_none(size) else ot.get_vector_length(size)
        sizes = static_size(size)
        core_sizes: dict = {}
        for name, p, group in zip(self.input_names[2:], params, groups):
            batch = p.type.ndim - len(group)
            if batch < 0:
                raise ValueError(f"{self}: parameter {name} has {p.type.ndim} dimensions, fewer than the "
                                 f"{len(group)} of its core (signature {self.signature})")
            if n_size is not None and batch > n_size:
                raise ValueError(f"{self}: size has {n_size} dimensions, fewer than the {batch} batch dimensions of "
                                 f"parameter {name} ({p.type}): size must cover the parameters' batch shape")
            if sizes is not None:
                for d, s in zip(reversed(p.type.shape[:batch]), reversed(sizes)):
                    if d is not None and d != 1 and s is not UNKNOWN and d != s:
                        raise ValueError(f"{self}: parameter {name} of shape {p.type.shape} does not broadcast to "
                                         f"size {tuple(sizes)}")
            for dim, s in zip(group, p.type.shape[batch:]):
                if s is None:
                    continue
                want = int(dim) if dim.isdigit() else core_sizes.setdefault(dim, s)
                if want != s:
                    raise ValueError(f"{self}: core dimension {dim!r} of parameter {name} has size {s}, another "
                                     f"parameter gives it {want} (signature {self.signature})")

    def output_dtype(self, rule, inputs):
        kind, _, name = rule.partition(":")
        if kind == "input":
            return inputs[self.input_names.index(name)].type.dtype
        return super().output_dtype(rule, inputs[2:])

    # ------------------------------------------------------------------ shapes
    def draw_shape(self, how, size, params, param_shapes) -> tuple:
        """The draw's shape, one entry per dimension: ``how`` is "static" (ints and UNKNOWN),
        "symbolic" (int64 scalars) or "runtime" (ints, from the arrays)."""
        sizes = {"static": static_size, "symbolic": symbolic_size, "runtime": runtime_size}[how](size)
        if not self.signature:
            value = {"static": _static_value, "symbolic": _python_scalar,
                     "runtime": lambda v: v.item() if v.ndim == 0 else v}[how]
            args = [value(p) if kind == "value" else s for p, s, kind in zip(params, param_shapes, self.shape_args)]
            return tuple(self.output_shapes(list(sizes or ()), *args)[0])
        import opspec.tensor as ot
        groups, out = self.core
        shapes = [tuple(s) for s in param_shapes]
        batches = [s[:len(s) - len(g)] for s, g in zip(shapes, groups)]
        if sizes is not None:
            batch = tuple(sizes)
        elif how == "runtime":
            batch = np.broadcast_shapes(*batches) if batches else ()
        else:
            batch = ot.broadcast_shape(*batches) if batches else ()
        named: dict = {}
        for s, g in zip(shapes, groups):
            for dim, d in zip(g, s[len(s) - len(g):]):
                if named.get(dim) is None or named[dim] is UNKNOWN:
                    named[dim] = d
        return tuple(batch) + tuple(int(d) if d.isdigit() else named[d] for d in out)

    def infer_shape(self, fgraph, node, input_shapes):
        _, size, *params = node.inputs
        return [None, list(self.draw_shape("symbolic", size, params, input_shapes[2:]))]

    # ------------------------------------------------------------------ drawing
    def make_thunk(self, node, storage_map, compute_map, no_recycling, impl=None):
        """Draws run in Python (numpy's generators), whatever the linker."""
        return Op.make_thunk(self, node, storage_map, compute_map, no_recycling, impl)

    def perform(self, node, inputs, outputs):
        rng, size, *params = inputs
        if not self.destroy_map:
            rng = copy_generator(rng)
        shape = self.draw_shape("runtime", size, params, [p.shape for p in params])
        dtype = node.outputs[1].type.dtype
        draw = np.asarray(self.draw(rng, size, params, shape, dtype), dtype=dtype)
        if draw.shape != shape:
            raise ValueError(f"{self} (declared at {self.origin}) drew an array of shape {draw.shape}, but its "
                             f"parameters and size {size} give shape {shape}")
        if any(np.may_share_memory(draw, p) for p in params if isinstance(p, np.ndarray)):
            draw = draw.copy()
        outputs[0][0] = rng
        outputs[1][0] = draw

    def draw(self, rng, size, params, shape, dtype):
        """numpy's draw: one call of ``rng_fn``, or one per batch index (see the module's doc)."""
        size = None if size is None else tuple(int(s) for s in size)
        if not self.signature or self._numpy_batches(params, size):
            return self.rng_fn(rng, *[p[()] if p.ndim == 0 else _for_numpy(p) for p in params], size)
        ndims = self.ndims_params
        batch = shape[:len(shape) - self.ndim_supp]
        params = [np.broadcast_to(p, batch + p.shape[p.ndim - k:]) for p, k in zip(params, ndims)]
        out = np.empty(shape, dtype=dtype)
        for index in np.ndindex(*batch):
            out[index] = self.rng_fn(rng, *[_for_numpy(p[index]) for p in params], None)
        return out

    def _numpy_batches(self, params, size) -> bool:
        """Whether numpy's own call gives the batch: an all-scalar signature (numpy broadcasts),
        or parameters without batch dimensions and a size numpy takes (or none)."""
        ndims = self.ndims_params
        if not any(ndims) and not self.ndim_supp:
            return True
        return all(p.ndim == k for p, k in zip(params, ndims)) and (size is None or self.takes_size)

    # ------------------------------------------------------------------ no derivatives
    def do_constant_folding(self, fgraph, node) -> bool:
        return False            # a draw is not a constant, even of constant parameters

    def L_op(self, inputs, outputs, output_grads):
        from opspec.gradient import grad_undefined
        return [grad_undefined(self, k, x, "random draws have no gradient (nor do generator states)")
                for k, x in enumerate(inputs)]

    def R_op(self, inputs, eval_points):
        from opspec.gradient import grad_undefined
        pushed = [k for k, e in enumerate(eval_points) if e is not None]
        if not pushed:
            return [None, None]
        return [None, grad_undefined(self, pushed[0], inputs[pushed[0]], "random draws have no tangent")]


def _for_numpy(param):
    """A parameter as numpy's method may take it: an empty read-only array (a constant, a
    broadcast batch) becomes a writeable one, since numpy's ``permutation`` shuffles an empty
    array in place instead of a copy and fails on one it may not write (numpy writes into no
    other parameter: the others go as they are, without copies)."""
    return param.copy() if param.size == 0 and not param.flags.writeable else param


def _resolved(dtype) -> str:
    return config.floatX if dtype == "floatX" else np.dtype(dtype).name


class DefaultGeneratorMakerOp(Op):
    """``np.random.default_rng(seed)`` as a node: a new generator from an int seed (or from
    the operating system's entropy without one)."""

    __props__ = ()

    def make_node(self, seed=None):
        import opspec.tensor as ot
        from opspec.tensor.type_other import NoneConst
        seed = NoneConst if seed is None else ot.as_tensor_variable(seed)
        if seed is not NoneConst and not seed.type.dtype.startswith(("int", "uint")):
            raise TypeError(f"default_rng: the seed must be an integer (or integer array), got {seed.type}")
        return Apply(self, [seed], [random_generator_type()])

    def perform(self, node, inputs, outputs):
        (seed,) = inputs
        if seed is not None and seed.ndim == 0:
            seed = int(seed)
        outputs[0][0] = np.random.default_rng(seed)

    def do_constant_folding(self, fgraph, node) -> bool:
        return False


default_rng = DefaultGeneratorMakerOp()
