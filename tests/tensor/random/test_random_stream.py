"""RandomStream: one generator per variable, spawned from one seed as documented (so numpy can
reproduce the draws), default updates that advance them, reseeding, and updates as pairs."""
import numpy as np
import pytest

import opspec
from opspec.tensor.random import RandomStream
from opspec.tensor.random.type import random_generator_type


def child(seed, k):
    return np.random.default_rng(np.random.SeedSequence(seed, spawn_key=(k,)))


def test_the_kth_variable_draws_from_the_kth_spawned_generator():
    srng = RandomStream(99)
    xs = [srng.uniform(size=2) for _ in range(4)]
    f = opspec.function([], xs)
    generators = [np.random.default_rng(seq) for seq in np.random.SeedSequence(99).spawn(4)]
    for k, g in enumerate(generators):          # the same as SeedSequence(99, spawn_key=(k,))
        assert random_generator_type.values_eq(g, child(99, k))
    for _ in range(3):
        for value, g in zip(f(), generators):
            np.testing.assert_array_equal(value, g.uniform(size=2))


def test_default_updates_and_their_overrides():
    srng = RandomStream(5)
    x = srng.normal(size=3)
    (rng, next_rng), = srng.updates()
    assert rng.default_update is next_rng and x.owner.outputs[0] is next_rng
    advancing = opspec.function([], x)
    assert not np.array_equal(advancing(), advancing())
    fixed = opspec.function([], x, no_default_updates=True)
    np.testing.assert_array_equal(fixed(), fixed())
    fixed_too = opspec.function([], x, no_default_updates=[rng])
    np.testing.assert_array_equal(fixed_too(), fixed_too())
    rewound = opspec.function([], x, updates={rng: rng})          # an explicit update wins
    np.testing.assert_array_equal(rewound(), rewound())


def test_seed_resets_every_generator_reproducibly():
    srng = RandomStream(1)
    x, y = srng.normal(size=2), srng.integers(100, size=3)
    f = opspec.function([], [x, y])
    first = [f() for _ in range(3)]
    srng.seed(1)
    again = [f() for _ in range(3)]
    for a, b in zip(first, again):
        for u, v in zip(a, b):
            np.testing.assert_array_equal(u, v)
    srng.seed(2)
    other = f()
    np.testing.assert_array_equal(other[0], child(2, 0).normal(size=2))
    np.testing.assert_array_equal(other[1], child(2, 1).integers(100, size=3))
    srng.seed()                                   # the stream's own seed again
    np.testing.assert_array_equal(f()[0], first[0][0])
    z = srng.uniform()                            # variables made after seed() continue the spawn order
    np.testing.assert_array_equal(opspec.function([], z)(), child(1, 2).uniform())


def test_a_stream_without_seed_is_reproducible_from_its_entropy():
    srng = RandomStream()
    x = srng.normal(size=4)
    got = opspec.function([], x)()
    g = child(srng.gen_seedgen.entropy, 0)
    np.testing.assert_array_equal(got, g.normal(size=4))


def test_stream_arguments_and_namespace():
    srng = RandomStream(0)
    with pytest.raises(ValueError, match="takes no rng"):
        srng.normal(rng=opspec.shared(np.random.default_rng()))
    with pytest.raises(AttributeError, match="no distribution 'nonsense'"):
        srng.nonsense
    x = srng.normal(2.0, 0.5, size=(2, 2), name="x", dtype="float32")
    assert x.name == "x" and x.type.dtype == "float32"
    custom = RandomStream(0, rng_ctor=lambda seq: np.random.Generator(np.random.MT19937(seq)))
    y = custom.uniform(size=3)
    np.testing.assert_array_equal(opspec.function([], y)(),
                                  np.random.Generator(np.random.MT19937(np.random.SeedSequence(0).spawn(1)[0]))
                                  .uniform(size=3))


def test_a_stream_gives_the_next_state_when_asked():
    srng = RandomStream(6)
    next_rng, x = srng.poisson(3.0, size=2, return_next_rng=True)
    (rng, update), = srng.updates()
    assert update is next_rng and x.owner.outputs[0] is next_rng
