"""A PyMC model whose likelihood is an Op declared in specs/logdens.yaml, sampled with NUTS.

The data are normal with a known standard deviation and an unknown mean, whose prior is normal:
the posterior of the mean is normal too, so the sampler's answer can be checked against the
closed form. The likelihood is a ``pm.CustomDist`` whose log-density is the generated
``normal_logpdf`` (``make generate`` writes it from the spec: nobody wrote its Python, C,
gradient, Numba or JAX code). Run ``python model.py`` (``make run``).
"""
from __future__ import annotations

import sys
import time

import numpy as np
import pymc as pm

from pymc_ops.logdens import normal_logpdf

SIGMA = 2.0             # the data's standard deviation, known
PRIOR_MU, PRIOR_SD = 0.0, 10.0


def data(n=50, true_mu=1.5, seed=0):
    return np.random.default_rng(seed).normal(true_mu, SIGMA, size=n)


def closed_form(y):
    """Mean and standard deviation of the posterior of mu (normal prior, normal likelihood)."""
    precision = 1 / PRIOR_SD ** 2 + len(y) / SIGMA ** 2
    mean = (PRIOR_MU / PRIOR_SD ** 2 + y.sum() / SIGMA ** 2) / precision
    return mean, precision ** -0.5


def model(y):
    with pm.Model() as m:
        mu = pm.Normal("mu", PRIOR_MU, PRIOR_SD)
        pm.CustomDist("y", mu, SIGMA, logp=lambda value, mu, sigma: normal_logpdf(value, mu, sigma), observed=y)
    return m


def sample(y, sampler="pymc", draws=400, tune=400, seed=1):
    """Posterior draws of mu: PyMC's NUTS compiled with Numba, or NumPyro's NUTS (JAX)."""
    with model(y):
        if sampler == "numpyro":
            trace = pm.sample(draws=draws, tune=tune, chains=1, nuts_sampler="numpyro", random_seed=seed,
                              progressbar=False)
        else:
            trace = pm.sample(draws=draws, tune=tune, chains=1, cores=1, random_seed=seed, progressbar=False,
                              compile_kwargs={"mode": "NUMBA"})
    return trace.posterior["mu"].values.ravel()


def main(argv=None):
    y = data()
    mean, sd = closed_form(y)
    print(f"closed form: posterior mean of mu {mean:.4f}, sd {sd:.4f}")
    for sampler in (argv or ["pymc", "numpyro"]):
        start = time.perf_counter()
        draws = sample(y, sampler)
        print(f"{sampler:8s} NUTS: mean {draws.mean():.4f}, sd {draws.std():.4f} "
              f"({len(draws)} draws, {time.perf_counter() - start:.1f} s)")


if __name__ == "__main__":
    main(sys.argv[1:])
