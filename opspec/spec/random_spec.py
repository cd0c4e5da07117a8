"""The random-variable part of a spec: ``random:``, checked into a RandomSpec.

A random op draws from a numpy Generator. Its spec declares the distribution's parameters
as ``inputs:`` and the draw as its one output; the generated Op's node also takes the
generator and ``size`` first (``rng``, ``size``: names its ``python:`` uses) and gives the
generator's next state first (``next_rng``), as PyTensor's RandomVariable does. What a
random op cannot have (a gradient, a C kernel, its own inplace or view declarations) is an
error at its line, saying why.
"""
from __future__ import annotations

from opspec.spec.formula import parse_literal
from opspec.spec.model import RandomSpec, parse_signature

__all__ = ["RANDOM_NAMES", "RANDOM_OUTPUT", "build_random", "check_random_names"]

#: what a random op's node takes before its declared inputs (its python: may use them)
RANDOM_NAMES = ("rng", "size")
#: the output a random op's node gives before its declared one
RANDOM_OUTPUT = "next_rng"

#: op keys a random op does not take, and why
_NOT_RANDOM = {
    "elemwise": "a random op is not elemwise (random: gives its broadcasting); remove elemwise:",
    "reduce": "a random op is not a reduction; remove reduce:",
    "c": "random ops run their python: kernel, numpy's generator methods; remove c:",
    "grad": "random draws have no gradient (grad raises for them); remove grad:",
    "derivative": "random draws have no derivative; remove derivative:",
    "r_op": "random draws have no R_op; remove r_op:",
    "connection_pattern": "a random op's connection pattern is fixed; remove connection_pattern:",
    "inplace": "random: already gives the inplace variant (drawing from the generator in place); remove inplace:",
    "view": "a draw is new memory, never a view; remove view:",
    "default_output": "the draw is a random op's default output; remove default_output:",
    "rewrites": "rewrite rules cannot match draws; remove rewrites:",
    "constant_folding": "a draw is never constant-folded; remove constant_folding:",
    "flops": "a draw's cost is numpy's; remove flops:",
}


def check_random_names(b):
    """Names a random op's node keeps for itself are not its inputs', props' or output's."""
    for section, names, what in (("inputs", b.raw_inputs, "input"), ("props", b.props, "prop"),
                                 ("outputs", b.outputs, "output")):
        for name in names:
            key = b.raw_inputs[name] if section == "inputs" else name
            if name in RANDOM_NAMES + (RANDOM_OUTPUT,):
                raise b.fail((section, key), f"{what} name '{name}' is taken: a random op's node takes rng and size "
                             "before its inputs and gives next_rng before its draw", key=True)


def build_random(b) -> RandomSpec:
    """The RandomSpec of the op ``b`` (an OpBuilder) is building; raises its first mistake."""
    d, spec = b.d, b.d["random"]
    for key, why in _NOT_RANDOM.items():
        if key in d:
            raise b.fail((key,), why, key=True)
    check_random_names(b)
    if len(b.outputs) != 1:
        raise b.fail(("outputs",), f"a random op has one output, its draw (the generator's next state is added "
                     f"before it), not {len(b.outputs)}", key=True)
    for name, key in b.raw_inputs.items():
        if key != name:
            raise b.fail(("inputs", key), "a random op takes no variadic input", key=True)
    signature = spec.get("signature")
    if signature is not None:
        try:
            groups, _ = parse_signature(signature)
        except ValueError as e:
            raise b.fail(("random", "signature"), str(e)) from None
        if len(groups) != len(b.inputs):
            raise b.fail(("random", "signature"), f"the signature has {len(groups)} input groups, the op "
                         f"{len(b.inputs)} inputs ({', '.join(b.inputs) or 'none'})")
        for name, inp in b.inputs.items():
            if inp.ndim is not None:
                raise b.fail(("inputs", name), f"input '{name}' takes no rank: the signature gives its core "
                             "dimensions, and it may have more (batches of draws)")
        out = next(iter(b.outputs))
        if "(" in str(d["outputs"][out]):
            raise b.fail(("outputs", out), f"output '{out}' takes no rank: the signature and size give "
                         "it (write a dtype rule such as dtype, int64 or x)")
        if "shape" in d:
            raise b.fail(("shape",), "the signature gives the draw's shape; remove shape:", key=True)
    elif "shape" not in d:
        raise b.fail(("random",), "without a signature, give shape: {out: ...}, the draw's shape from size (the "
                     "size argument as a list of dimensions, empty when not given) and the inputs; or give "
                     "random: {signature: ...} to batch over size", key=True)
    defaults, seen_default = [], None
    given = spec.get("defaults") or {}
    for name in given:
        if name not in b.inputs:
            raise b.fail(("random", "defaults", name), f"no input named '{name}' (inputs: "
                         f"{', '.join(b.inputs) or 'none'})", key=True)
    for name in b.inputs:
        if name in given:
            ok, value = parse_literal(given[name])
            if not ok:
                raise b.fail(("random", "defaults", name), f"default of input '{name}': {value}")
            defaults.append((name, value))
            seen_default = name
        elif seen_default is not None:
            raise b.fail(("random", "defaults"), f"input '{name}' has no default but comes after '{seen_default}', "
                         "which has one: defaults go to the last inputs", key=True)
    return RandomSpec(signature, tuple(defaults), b.loc("random", key=True))

