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

from opspec.graph.basic import Constant, Variable

__all__ = ["RandomStream", "copy_generator", "normalize_size_param"]


def copy_generator(rng: np.random.Generator) -> np.random.Generator:
    """A new Generator in the same state as ``rng`` (and with a copy of its SeedSequence, so that
    spawning from one never changes the other): what a random variable draws from when it must
    leave its input generator as it was. Much cheaper than ``copy.deepcopy``."""
    bits = rng.bit_generator
    seed_seq = bits.seed_seq
    if isinstance(seed_seq, np.random.SeedSequence):
        seed_seq = np.random.SeedSequence(seed_seq.entropy, spawn_key=seed_seq.spawn_key,
                                          pool_size=seed_seq.pool_size,
                                          n_children_spawned=seed_seq.n_children_spawned)
    new = type(bits)(seed_seq)
    new.state = bits.state
    return np.random.Generator(new)


def normalize_size_param(size) -> Variable:
    """``size`` as a random variable's input: ``NoneConst`` for None, else an int64 vector of
    known length (numpy's size: an int, a sequence of ints or int scalars, or an int vector)."""
    import opspec.tensor as ot
    from opspec.tensor.type_other import NoneConst, NoneTypeT

    if size is None:
        return NoneConst
    if isinstance(size, Variable) and isinstance(size.type, NoneTypeT):
        return size
    if isinstance(size, (int, np.integer)) and not isinstance(size, bool) or \
            isinstance(size, np.ndarray) and size.ndim == 0 and size.dtype.kind in "iu":
        size = [int(size)]
    elif isinstance(size, Variable) and getattr(size.type, "ndim", None) == 0:
        size = [size]
    elif not isinstance(size, (list, tuple, np.ndarray, Variable)):
        raise TypeError(f"size must be None, an int or a sequence of ints, got {size!r}")
    if isinstance(size, (list, tuple)) and any(isinstance(s, Variable) for s in size):
        return ot.make_vector(*[_size_entry(s, size) for s in size])     # keeps the known sizes static
    try:
        var = ot.as_tensor_variable(size)
    except (TypeError, ValueError) as err:
        raise TypeError(f"size must be None, an int or a sequence of ints, got {size!r}: {err}") from None
    if var.type.ndim != 1 or not (var.type.dtype.startswith(("int", "uint")) or
                                  (isinstance(var, Constant) and var.data.size == 0)):
        raise TypeError(f"size must be None, an int or a sequence of ints, got {size!r} ({var.type})")
    if isinstance(var, Constant) and np.any(var.data < 0):
        raise ValueError(f"size must be non-negative, got {tuple(int(s) for s in var.data)}")
    if var.type.dtype != "int64":
        var = ot.cast(var, "int64")
    try:
        ot.get_vector_length(var)
    except ValueError:
        raise ValueError(f"size {size} has a length only known at run time; random variables need the number "
                         "of dimensions of their draws (give a tuple of int scalars)") from None
    return var


def _size_entry(entry, size):
    import opspec.tensor as ot
    var = ot.as_tensor_variable(entry)
    if var.type.ndim != 0 or not var.type.dtype.startswith(("int", "uint")):
        raise TypeError(f"size must be None, an int or a sequence of ints, got {size!r} ({entry} is a {var.type})")
    if isinstance(var, Constant) and var.data < 0:
        raise ValueError(f"size must be non-negative, got {size!r}")
    return var if var.type.dtype == "int64" else ot.cast(var, "int64")


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
        if namespace is None:
            from opspec.tensor.random import basic as namespace
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
        from opspec.compile.sharedvalue import shared

        if "rng" in kwargs:
            raise ValueError("RandomStream makes the generator of each variable: it takes no rng= argument")
        both = kwargs.pop("return_next_rng", False)
        (child,) = self.gen_seedgen.spawn(1)
        rng = shared(self.rng_ctor(child), borrow=True)
        next_rng, out = op(*args, rng=rng, return_next_rng=True, **kwargs)
        rng.default_update = next_rng
        self.state_updates.append((rng, next_rng))
        return (next_rng, out) if both else out
