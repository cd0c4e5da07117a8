"""Output dtype rules that are functions: numpy's result dtype where the rule words of
``opspec.kernels.dtypes`` cannot say it, because it depends on a prop's value.

A spec names one as its output's rule (``out: tensor(quantile_dtype)``). The function takes the
dtypes of the op's inputs, in order, and the props it reads as keyword-only parameters (the
loader checks both against the op), and returns numpy's dtype (or raises numpy's error where
numpy refuses the props themselves).
"""
from __future__ import annotations

import inspect

import numpy as np

#: numpy.quantile's methods whose result is one order statistic of x, of x's dtype
QUANTILE_DISCRETE = ("inverted_cdf", "closest_observation", "lower", "higher", "nearest")
#: every method numpy.quantile takes; the others mix two order statistics (numpy's ``_lerp``)
QUANTILE_METHODS = (*QUANTILE_DISCRETE, "averaged_inverted_cdf", "linear", "midpoint", "interpolated_inverted_cdf",
                    "hazen", "weibull", "median_unbiased", "normal_unbiased")


def quantile_dtype(x: str, q: str, *, method: str) -> str:
    """numpy.quantile(x, q, method=method)'s dtype: x's for a discrete method; else the dtype x
    and q meet in, which interpolates. (A bool x there is numpy's TypeError when computed, after
    its IndexError for an empty x: the node computes numpy's, so both come in numpy's order.)"""
    if method not in QUANTILE_METHODS:
        raise ValueError(f"{method!r} is not a valid method. Use one of: {QUANTILE_METHODS}")
    if method in QUANTILE_DISCRETE:
        return x
    return np.result_type(x, q).name


#: the rule functions a spec may name, by name
DTYPE_RULES = {"quantile_dtype": quantile_dtype}


def rule_props(name: str) -> tuple[str, ...]:
    """The props rule function ``name`` reads (its keyword-only parameters)."""
    return tuple(p.name for p in inspect.signature(DTYPE_RULES[name]).parameters.values()
                 if p.kind is inspect.Parameter.KEYWORD_ONLY)


def rule_arity(name: str) -> int:
    """How many input dtypes rule function ``name`` takes."""
    return sum(p.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD
               for p in inspect.signature(DTYPE_RULES[name]).parameters.values())


def apply_rule(name: str, input_dtypes, prop) -> str:
    """The dtype rule function ``name`` gives for ``input_dtypes`` and ``prop(name)`` values."""
    return DTYPE_RULES[name](*input_dtypes, **{p: prop(p) for p in rule_props(name)})
