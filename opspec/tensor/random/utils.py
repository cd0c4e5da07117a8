"""What random variables share: the ``size`` argument as a graph value, copying generators,
and ``RandomStream``, which gives each variable a generator of its own.

How ``RandomStream(seed)`` seeds: it holds ``np.random.SeedSequence(seed)`` and spawns one
child per random variable it makes, in order of creation; the k-th variable (k = 0, 1, ...)
draws from ``np.random.default_rng(np.random.SeedSequence(seed).spawn(k + 1)[k])``, which is
``np.random.default_rng(np.random.SeedSequence(seed, spawn_key=(k,)))``. Each call of a
compiled function advances that generator exactly as calling the same numpy method on it
would, so a numpy loop seeded this way reproduces the draws bit for bit::

    srng = RandomStream(42)
    x = srng.normal(0, 1, size=3)            # the stream's variable 0
    f = opspec.function([], x)
    g = np.random.default_rng(np.random.SeedSequence(42, spawn_key=(0,)))
    assert all((f() == g.normal(0, 1, size=3)).all() for _ in range(5))

``srng.seed(s)`` gives every variable made so far the generator it would have had from
``RandomStream(s)``; ``srng.gen_seedgen`` is the SeedSequence (its ``entropy`` is the seed
drawn from the operating system when none was given).
"""
from __future__ import annotations

import functools

import numpy as np

from opspec.graph.basic import Variable
from opspec.tensor.basic import as_tensor_variable
from opspec.tensor.functions import broadcast_shape, broadcast_to
from opspec.tensor.random import basic
from opspec.tensor.random.size import normalize_size_param  # noqa: F401  (PyTensor's path to it)
from opspec.tensor.random.type import copy_generator  # noqa: F401
from opspec.tensor.random.variable import shared_rng

__all__ = ["RandomStream", "broadcast_params", "copy_generator", "normalize_size_param", "params_broadcast_shapes"]


def params_broadcast_shapes(param_shapes, ndims_params, use_opspec=True) -> list[tuple]:
    """Each parameter's shape once the batch dimensions of all of them (those before each one's
    ``ndims_params`` core dimensions) broadcast by numpy's rule: ints (``use_opspec=False``,
    PyTensor's ``use_pytensor``) or graph sizes. What a batched random variable's parameters
    look like index by index."""
    shapes = [tuple(s) for s in param_shapes]
    batches = [s[:len(s) - k] for s, k in zip(shapes, ndims_params)]
    batch = tuple(broadcast_shape(*batches) if use_opspec else np.broadcast_shapes(*batches))
    return [batch + s[len(s) - k:] for s, k in zip(shapes, ndims_params)]


def broadcast_params(params, ndims_params) -> list:
    """The parameters broadcast to their common batch shape (``params_broadcast_shapes``):
    numpy arrays (read-only views) for arrays, graph variables if any parameter is one."""
    if not any(isinstance(p, Variable) for p in params):
        arrays = [np.asarray(p) for p in params]
        shapes = params_broadcast_shapes([a.shape for a in arrays], ndims_params, use_opspec=False)
        return [np.broadcast_to(a, s) for a, s in zip(arrays, shapes)]
    params = [as_tensor_variable(p) for p in params]
    known = [tuple(1 if d == 1 else p.shape[k] for k, d in enumerate(p.type.shape)) for p in params]
    return [broadcast_to(p, s) for p, s in zip(params, params_broadcast_shapes(known, ndims_params))]


class RandomStream:
    """Random variables, each drawing from a generator of its own, spawned from one seed.

    ``srng.normal(loc, scale, size=...)`` (and every distribution of
    ``opspec.tensor.random.basic``) makes a shared generator, draws from it, and sets its
    ``default_update`` to the next state, so each call of a compiled function advances the
    stream. ``seed(s)`` reseeds every generator made so far; ``updates()`` lists the
    (generator, next state) pairs. See the module's doc for how to reproduce the draws with
    numpy.
    """

    def __init__(self, seed=None, namespace=None, rng_ctor=np.random.default_rng):
        namespace = basic if namespace is None else namespace
        self.namespaces = [(namespace, set(namespace.__all__))]
        self.default_instance_seed = seed
        self.state_updates: list = []
        self.gen_seedgen = np.random.SeedSequence(seed)
        self.rng_ctor = rng_ctor

    def __getattr__(self, name):
        if name.startswith("_") or name in ("namespaces",):
            raise AttributeError(name)
        found = next((getattr(ns, name) for ns, names in self.namespaces if name in names), None)
        if found is None:
            raise AttributeError(f"RandomStream has no distribution {name!r}")

        @functools.wraps(found)
        def draw(*args, **kwargs):
            return self.gen(found, *args, **kwargs)

        setattr(self, name, draw)
        return draw

    def updates(self) -> list:
        """The (shared generator, its next state) pairs of the variables made so far."""
        return list(self.state_updates)

    def seed(self, seed=None):
        """Reseed: every generator made so far gets the one ``RandomStream(seed)`` would have
        given it (``seed`` None: the stream's own seed again)."""
        if seed is None:
            seed = self.default_instance_seed
        self.gen_seedgen = np.random.SeedSequence(seed)
        for (rng, _), child in zip(self.state_updates, self.gen_seedgen.spawn(len(self.state_updates))):
            rng.set_value(self.rng_ctor(child), borrow=True)

    def gen(self, op, *args, **kwargs):
        """``op(*args, **kwargs)`` drawing from a new shared generator of this stream."""
        if "rng" in kwargs:
            raise ValueError("RandomStream makes the generator of each variable: it takes no rng= argument")
        both = kwargs.pop("return_next_rng", False)
        (child,) = self.gen_seedgen.spawn(1)
        rng = shared_rng(self.rng_ctor(child), borrow=True)
        next_rng, out = op(*args, rng=rng, return_next_rng=True, **kwargs)
        rng.default_update = next_rng
        self.state_updates.append((rng, next_rng))
        return (next_rng, out) if both else out
