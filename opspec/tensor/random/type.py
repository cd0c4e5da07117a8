"""The type of numpy ``Generator``s as graph values.

A generator is a value like an array: a graph input (shared, usually), the input of a
random variable, and the new state that random variable gives back. Two generators are
equal values when their bit generators are in the same state (``==`` on Generators is
identity, which would make every copy differ).
"""
from __future__ import annotations

import numpy as np

from opspec.graph.type import Type


class RandomType(Type):
    """Base of the types of random number generators."""


class RandomGeneratorType(RandomType):
    """The type of ``numpy.random.Generator`` values."""

    def filter(self, data, strict=False, allow_downcast=None):
        if isinstance(data, np.random.Generator):
            return data
        if isinstance(data, np.random.RandomState):
            raise TypeError("numpy's RandomState is not a graph value; use a Generator: "
                            "np.random.default_rng(seed)")
        raise TypeError(f"expected a numpy Generator (np.random.default_rng(seed)), got {type(data).__name__}")

    def values_eq(self, a, b) -> bool:
        """Whether two generators would draw the same numbers: same bit generator, same state."""
        sa, sb = a.bit_generator.state, b.bit_generator.state
        return _same_state(sa, sb)

    @staticmethod
    def may_share_memory(a, b) -> bool:
        return a.bit_generator is b.bit_generator

    def constant_signature(self, data):
        return (self, id(data))

    def __eq__(self, other):
        return type(self) is type(other)

    def __hash__(self):
        return hash(type(self))

    def __str__(self):
        return "RandomGeneratorType"

    __repr__ = __str__


def _same_state(a, b) -> bool:
    if isinstance(a, dict):
        return isinstance(b, dict) and a.keys() == b.keys() and all(_same_state(a[k], b[k]) for k in a)
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return np.array_equal(a, b)
    return a == b


random_generator_type = RandomGeneratorType()

__all__ = ["RandomType", "RandomGeneratorType", "random_generator_type", "copy_generator"]


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
