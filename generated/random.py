# Generated from specs/random.yaml by `opspec generate`. Edit the spec, not this file.
"""Random variables: draws of numpy Generators as graph values (opspec.tensor.random re-exports
    them, with RandomStream). Each draws exactly what the numpy method in its python: would."""
from __future__ import annotations

from opspec.spec.fresh import warn_if_stale
from opspec.tensor.random.op import RandomVariable
from opspec.tensor.specop import convert_prop

# the spec (relative to this file) and its sha256 when generated: importing warns if it has changed
warn_if_stale(__name__, __file__, '../specs/random.yaml', '744f5130683cc9065cdd99b0ec4d2825976f3f586f47b854eea45fb5c6d24d7a')

__all__ = [
    "UniformRV", "UniformRVInplace", "uniform", "NormalRV", "NormalRVInplace", "normal",
    "BetaRV", "BetaRVInplace", "beta", "GammaRV", "GammaRVInplace", "gamma",
    "BinomialRV", "BinomialRVInplace", "binomial", "BernoulliRV", "BernoulliRVInplace", "bernoulli",
    "PoissonRV", "PoissonRVInplace", "poisson", "IntegersRV", "IntegersRVInplace", "integers_rv",
    "CategoricalRV", "CategoricalRVInplace", "categorical",
    "DirichletRV", "DirichletRVInplace", "dirichlet",
    "MvNormalRV", "MvNormalRVInplace", "multivariate_normal",
    "PermutationRV", "PermutationRVInplace", "permutation_rv",
    "ChoiceRV", "ChoiceRVInplace", "choice_rv",
    "WeightedChoiceRV", "WeightedChoiceRVInplace", "weighted_choice_rv",
]


# specs/random.yaml:6
class UniformRV(RandomVariable):
    """Uniform draws in [low, high), as numpy's Generator.uniform."""

    __props__ = ('dtype',)
    origin = 'specs/random.yaml:6'
    name = 'uniform'
    input_names = ('rng', 'size', 'low', 'high')
    output_names = ('next_rng', 'out')
    signature = '(),()->()'
    param_dtypes = ('float', 'float')
    param_ndims = (None, None)
    output_rule = 'prop:dtype'
    prop_types = {'dtype': 'dtype'}

    def __init__(self, dtype='floatX'):
        self.dtype = convert_prop('dtype', 'dtype', dtype)

    def __call__(self, low=0.0, high=1.0, size=None, **kwargs):
        """The draws; with return_next_rng=True, (the generator's next state, the draws)."""
        return super().__call__(low, high, size=size, **kwargs)

    def rng_fn(self, rng, low, high, size):
        return rng.uniform(low, high, size)


class UniformRVInplace(UniformRV):
    """UniformRV drawing from its generator in place (the node's next_rng is it)."""

    destroy_map = {0: [0]}


UniformRV.inplace_variant = UniformRVInplace
uniform = UniformRV()


# specs/random.yaml:24
class NormalRV(RandomVariable):
    """Normal draws of mean loc and standard deviation scale, as numpy's Generator.normal."""

    __props__ = ('dtype',)
    origin = 'specs/random.yaml:24'
    name = 'normal'
    input_names = ('rng', 'size', 'loc', 'scale')
    output_names = ('next_rng', 'out')
    signature = '(),()->()'
    param_dtypes = ('float', 'float')
    param_ndims = (None, None)
    output_rule = 'prop:dtype'
    prop_types = {'dtype': 'dtype'}

    def __init__(self, dtype='floatX'):
        self.dtype = convert_prop('dtype', 'dtype', dtype)

    def __call__(self, loc=0.0, scale=1.0, size=None, **kwargs):
        """The draws; with return_next_rng=True, (the generator's next state, the draws)."""
        return super().__call__(loc, scale, size=size, **kwargs)

    def rng_fn(self, rng, loc, scale, size):
        return rng.normal(loc, scale, size)


class NormalRVInplace(NormalRV):
    """NormalRV drawing from its generator in place (the node's next_rng is it)."""

    destroy_map = {0: [0]}


NormalRV.inplace_variant = NormalRVInplace
normal = NormalRV()


# specs/random.yaml:43
class BetaRV(RandomVariable):
    """Beta draws of shapes a and b, as numpy's Generator.beta."""

    __props__ = ('dtype',)
    origin = 'specs/random.yaml:43'
    name = 'beta'
    input_names = ('rng', 'size', 'a', 'b')
    output_names = ('next_rng', 'out')
    signature = '(),()->()'
    param_dtypes = ('float', 'float')
    param_ndims = (None, None)
    output_rule = 'prop:dtype'
    prop_types = {'dtype': 'dtype'}

    def __init__(self, dtype='floatX'):
        self.dtype = convert_prop('dtype', 'dtype', dtype)

    def __call__(self, a, b, size=None, **kwargs):
        """The draws; with return_next_rng=True, (the generator's next state, the draws)."""
        return super().__call__(a, b, size=size, **kwargs)

    def rng_fn(self, rng, a, b, size):
        return rng.beta(a, b, size)


class BetaRVInplace(BetaRV):
    """BetaRV drawing from its generator in place (the node's next_rng is it)."""

    destroy_map = {0: [0]}


BetaRV.inplace_variant = BetaRVInplace
beta = BetaRV()


# specs/random.yaml:55
class GammaRV(RandomVariable):
    """Gamma draws of shape and scale (1 / rate), as numpy's Generator.gamma."""

    __props__ = ('dtype',)
    origin = 'specs/random.yaml:55'
    name = 'gamma'
    input_names = ('rng', 'size', 'shape', 'scale')
    output_names = ('next_rng', 'out')
    signature = '(),()->()'
    param_dtypes = ('float', 'float')
    param_ndims = (None, None)
    output_rule = 'prop:dtype'
    prop_types = {'dtype': 'dtype'}

    def __init__(self, dtype='floatX'):
        self.dtype = convert_prop('dtype', 'dtype', dtype)

    def __call__(self, shape, scale=1.0, size=None, **kwargs):
        """The draws; with return_next_rng=True, (the generator's next state, the draws)."""
        return super().__call__(shape, scale, size=size, **kwargs)

    def rng_fn(self, rng, shape, scale, size):
        return rng.gamma(shape, scale, size)


class GammaRVInplace(GammaRV):
    """GammaRV drawing from its generator in place (the node's next_rng is it)."""

    destroy_map = {0: [0]}


GammaRV.inplace_variant = GammaRVInplace
gamma = GammaRV()


# specs/random.yaml:68
class BinomialRV(RandomVariable):
    """Binomial draws, the numbers of successes of n trials of probability p, as numpy's
    Generator.binomial."""

    __props__ = ('dtype',)
    origin = 'specs/random.yaml:68'
    name = 'binomial'
    input_names = ('rng', 'size', 'n', 'p')
    output_names = ('next_rng', 'out')
    signature = '(),()->()'
    param_dtypes = ('int|uint', 'float')
    param_ndims = (None, None)
    output_rule = 'prop:dtype'
    prop_types = {'dtype': 'dtype'}

    def __init__(self, dtype='int64'):
        self.dtype = convert_prop('dtype', 'dtype', dtype)

    def __call__(self, n, p, size=None, **kwargs):
        """The draws; with return_next_rng=True, (the generator's next state, the draws)."""
        return super().__call__(n, p, size=size, **kwargs)

    def rng_fn(self, rng, n, p, size):
        return rng.binomial(n, p, size)


class BinomialRVInplace(BinomialRV):
    """BinomialRV drawing from its generator in place (the node's next_rng is it)."""

    destroy_map = {0: [0]}


BinomialRV.inplace_variant = BinomialRVInplace
binomial = BinomialRV()


# specs/random.yaml:81
class BernoulliRV(RandomVariable):
    """Draws of 1 with probability p, else 0, as numpy's Generator.binomial(1, p, size)."""

    __props__ = ('dtype',)
    origin = 'specs/random.yaml:81'
    name = 'bernoulli'
    input_names = ('rng', 'size', 'p')
    output_names = ('next_rng', 'out')
    signature = '()->()'
    param_dtypes = ('float',)
    param_ndims = (None,)
    output_rule = 'prop:dtype'
    prop_types = {'dtype': 'dtype'}

    def __init__(self, dtype='int64'):
        self.dtype = convert_prop('dtype', 'dtype', dtype)

    def __call__(self, p, size=None, **kwargs):
        """The draws; with return_next_rng=True, (the generator's next state, the draws)."""
        return super().__call__(p, size=size, **kwargs)

    def rng_fn(self, rng, p, size):
        return rng.binomial(1, p, size)


class BernoulliRVInplace(BernoulliRV):
    """BernoulliRV drawing from its generator in place (the node's next_rng is it)."""

    destroy_map = {0: [0]}


BernoulliRV.inplace_variant = BernoulliRVInplace
bernoulli = BernoulliRV()


# specs/random.yaml:97
class PoissonRV(RandomVariable):
    """Poisson draws of rate lam, as numpy's Generator.poisson."""

    __props__ = ('dtype',)
    origin = 'specs/random.yaml:97'
    name = 'poisson'
    input_names = ('rng', 'size', 'lam')
    output_names = ('next_rng', 'out')
    signature = '()->()'
    param_dtypes = ('float',)
    param_ndims = (None,)
    output_rule = 'prop:dtype'
    prop_types = {'dtype': 'dtype'}

    def __init__(self, dtype='int64'):
        self.dtype = convert_prop('dtype', 'dtype', dtype)

    def __call__(self, lam=1.0, size=None, **kwargs):
        """The draws; with return_next_rng=True, (the generator's next state, the draws)."""
        return super().__call__(lam, size=size, **kwargs)

    def rng_fn(self, rng, lam, size):
        return rng.poisson(lam, size)


class PoissonRVInplace(PoissonRV):
    """PoissonRV drawing from its generator in place (the node's next_rng is it)."""

    destroy_map = {0: [0]}


PoissonRV.inplace_variant = PoissonRVInplace
poisson = PoissonRV()


# specs/random.yaml:110
class IntegersRV(RandomVariable):
    """Integers in [low, high) ([low, high] with endpoint), as numpy's Generator.integers;
    opspec.tensor.random.integers also takes integers(high) for [0, high)."""

    __props__ = ('dtype', 'endpoint')
    origin = 'specs/random.yaml:110'
    name = 'integers_rv'
    input_names = ('rng', 'size', 'low', 'high')
    output_names = ('next_rng', 'out')
    signature = '(),()->()'
    param_dtypes = ('int|uint', 'int|uint')
    param_ndims = (None, None)
    output_rule = 'prop:dtype'
    prop_types = {'dtype': 'dtype', 'endpoint': 'bool'}

    def __init__(self, dtype='int64', endpoint=False):
        self.dtype = convert_prop('dtype', 'dtype', dtype)
        self.endpoint = convert_prop('bool', 'endpoint', endpoint)

    def __call__(self, low, high, size=None, **kwargs):
        """The draws; with return_next_rng=True, (the generator's next state, the draws)."""
        return super().__call__(low, high, size=size, **kwargs)

    def rng_fn(self, rng, low, high, size):
        return rng.integers(low, high, size, dtype=self.dtype, endpoint=self.endpoint)


class IntegersRVInplace(IntegersRV):
    """IntegersRV drawing from its generator in place (the node's next_rng is it)."""

    destroy_map = {0: [0]}


IntegersRV.inplace_variant = IntegersRVInplace
integers_rv = IntegersRV()


# specs/random.yaml:126
class CategoricalRV(RandomVariable):
    """Indices drawn with probabilities p (its last axis), as numpy's Generator.choice(len(p),
    size, p=p); p's other axes batch the draws."""

    __props__ = ('dtype',)
    origin = 'specs/random.yaml:126'
    name = 'categorical'
    input_names = ('rng', 'size', 'p')
    output_names = ('next_rng', 'out')
    signature = '(p)->()'
    param_dtypes = ('float',)
    param_ndims = (None,)
    output_rule = 'prop:dtype'
    prop_types = {'dtype': 'dtype'}

    def __init__(self, dtype='int64'):
        self.dtype = convert_prop('dtype', 'dtype', dtype)

    def __call__(self, p, size=None, **kwargs):
        """The draws; with return_next_rng=True, (the generator's next state, the draws)."""
        return super().__call__(p, size=size, **kwargs)

    def rng_fn(self, rng, p, size):
        return rng.choice(p.shape[-1], size, p=p)


class CategoricalRVInplace(CategoricalRV):
    """CategoricalRV drawing from its generator in place (the node's next_rng is it)."""

    destroy_map = {0: [0]}


CategoricalRV.inplace_variant = CategoricalRVInplace
categorical = CategoricalRV()


# specs/random.yaml:146
class DirichletRV(RandomVariable):
    """Dirichlet draws of concentrations alpha (its last axis), as numpy's Generator.dirichlet;
    alpha's other axes batch the draws."""

    __props__ = ('dtype',)
    origin = 'specs/random.yaml:146'
    name = 'dirichlet'
    input_names = ('rng', 'size', 'alpha')
    output_names = ('next_rng', 'out')
    signature = '(a)->(a)'
    param_dtypes = ('float',)
    param_ndims = (None,)
    output_rule = 'prop:dtype'
    prop_types = {'dtype': 'dtype'}

    def __init__(self, dtype='floatX'):
        self.dtype = convert_prop('dtype', 'dtype', dtype)

    def __call__(self, alpha, size=None, **kwargs):
        """The draws; with return_next_rng=True, (the generator's next state, the draws)."""
        return super().__call__(alpha, size=size, **kwargs)

    def rng_fn(self, rng, alpha, size):
        return rng.dirichlet(alpha, size)


class DirichletRVInplace(DirichletRV):
    """DirichletRV drawing from its generator in place (the node's next_rng is it)."""

    destroy_map = {0: [0]}


DirichletRV.inplace_variant = DirichletRVInplace
dirichlet = DirichletRV()


# specs/random.yaml:162
class MvNormalRV(RandomVariable):
    """Multivariate normal draws of mean and covariance cov, as numpy's
    Generator.multivariate_normal (with its method, svd by default); the inputs' other axes
    batch the draws."""

    __props__ = ('dtype', 'method')
    origin = 'specs/random.yaml:162'
    name = 'multivariate_normal'
    input_names = ('rng', 'size', 'mean', 'cov')
    output_names = ('next_rng', 'out')
    signature = '(n),(n,n)->(n)'
    param_dtypes = ('float', 'float')
    param_ndims = (None, None)
    output_rule = 'prop:dtype'
    prop_types = {'dtype': 'dtype', 'method': 'str'}

    def __init__(self, dtype='floatX', method='svd'):
        self.dtype = convert_prop('dtype', 'dtype', dtype)
        self.method = convert_prop('str', 'method', method)

    def __call__(self, mean, cov, size=None, **kwargs):
        """The draws; with return_next_rng=True, (the generator's next state, the draws)."""
        return super().__call__(mean, cov, size=size, **kwargs)

    def rng_fn(self, rng, mean, cov, size):
        return rng.multivariate_normal(mean, cov, size, method=self.method)


class MvNormalRVInplace(MvNormalRV):
    """MvNormalRV drawing from its generator in place (the node's next_rng is it)."""

    destroy_map = {0: [0]}


MvNormalRV.inplace_variant = MvNormalRVInplace
multivariate_normal = MvNormalRV()


# specs/random.yaml:180
class PermutationRV(RandomVariable):
    """A shuffled copy of x, as numpy's Generator.permutation of a vector; a size (or x's axes
    before the last) batches permutations, each drawn in turn.
    opspec.tensor.random.permutation also takes an int n (a permutation of range(n)) or an
    array (its rows permuted), as numpy does."""

    __props__ = ()
    origin = 'specs/random.yaml:180'
    name = 'permutation_rv'
    input_names = ('rng', 'size', 'x')
    output_names = ('next_rng', 'out')
    signature = '(n)->(n)'
    param_dtypes = ('any',)
    param_ndims = (None,)
    output_rule = 'input:x'
    takes_size = False

    def __call__(self, x, size=None, **kwargs):
        """The draws; with return_next_rng=True, (the generator's next state, the draws)."""
        return super().__call__(x, size=size, **kwargs)

    def rng_fn(self, rng, x, size):
        return rng.permutation(x)


class PermutationRVInplace(PermutationRV):
    """PermutationRV drawing from its generator in place (the node's next_rng is it)."""

    destroy_map = {0: [0]}


PermutationRV.inplace_variant = PermutationRVInplace
permutation_rv = PermutationRV()


# specs/random.yaml:196
class ChoiceRV(RandomVariable):
    """Indices into range(n), with or without replacement, as numpy's Generator.choice(n, size,
    replace); opspec.tensor.random.choice takes an array too."""

    __props__ = ('replace',)
    origin = 'specs/random.yaml:196'
    name = 'choice_rv'
    input_names = ('rng', 'size', 'n')
    output_names = ('next_rng', 'out')
    signature = None
    param_dtypes = ('int|uint',)
    param_ndims = (0,)
    output_rule = 'int64'
    prop_types = {'replace': 'bool'}
    shape_args = ('shape',)

    def __init__(self, replace=True):
        self.replace = convert_prop('bool', 'replace', replace)

    def __call__(self, n, size=None, **kwargs):
        """The draws; with return_next_rng=True, (the generator's next state, the draws)."""
        return super().__call__(n, size=size, **kwargs)

    def output_shapes(self, size, n_shape):
        """The draw's shape from size (a list of dimensions) and the parameters."""
        return [size]

    def rng_fn(self, rng, n, size):
        return rng.choice(n, size, replace=self.replace)


class ChoiceRVInplace(ChoiceRV):
    """ChoiceRV drawing from its generator in place (the node's next_rng is it)."""

    destroy_map = {0: [0]}


ChoiceRV.inplace_variant = ChoiceRVInplace
choice_rv = ChoiceRV()


# specs/random.yaml:213
class WeightedChoiceRV(RandomVariable):
    """Indices into range(n) drawn with probabilities p, with or without replacement, as numpy's
    Generator.choice(n, size, replace, p)."""

    __props__ = ('replace',)
    origin = 'specs/random.yaml:213'
    name = 'weighted_choice_rv'
    input_names = ('rng', 'size', 'n', 'p')
    output_names = ('next_rng', 'out')
    signature = None
    param_dtypes = ('int|uint', 'float')
    param_ndims = (0, 1)
    output_rule = 'int64'
    prop_types = {'replace': 'bool'}
    shape_args = ('shape', 'shape')

    def __init__(self, replace=True):
        self.replace = convert_prop('bool', 'replace', replace)

    def __call__(self, n, p, size=None, **kwargs):
        """The draws; with return_next_rng=True, (the generator's next state, the draws)."""
        return super().__call__(n, p, size=size, **kwargs)

    def output_shapes(self, size, n_shape, p_shape):
        """The draw's shape from size (a list of dimensions) and the parameters."""
        return [size]

    def rng_fn(self, rng, n, p, size):
        return rng.choice(n, size, replace=self.replace, p=p)


class WeightedChoiceRVInplace(WeightedChoiceRV):
    """WeightedChoiceRV drawing from its generator in place (the node's next_rng is it)."""

    destroy_map = {0: [0]}


WeightedChoiceRV.inplace_variant = WeightedChoiceRVInplace
weighted_choice_rv = WeightedChoiceRV()
