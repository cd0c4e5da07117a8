"""Linking large graphs: the generated closures bind every value to its own name, and a
program with thousands of inputs links and computes (linear work, no list scans)."""
from __future__ import annotations

import numpy as np

import opspec
import opspec.tensor as ot
from opspec.link.codegen import compile_closure


def test_closure_binds_many_values_by_name():
    ns = {f"v{k}": k for k in range(3000)}
    ns["zz"], ns["a"] = "last", "first"          # sorted order differs from insertion order
    lines = ["def f():", "    return a, zz, v0, v2999, v1234"]
    assert compile_closure("f", lines, ns, "<test>")() == ("first", "last", 0, 2999, 1234)


def test_a_tree_with_many_constant_inputs_links_and_computes():
    n = 300
    x = ot.dvector("x")
    terms = [ot.exp(x * (1.0 + i / n)) * (0.5 + i / (2 * n)) for i in range(n)]
    while len(terms) > 1:
        terms = [terms[i] + terms[i + 1] if i + 1 < len(terms) else terms[i] for i in range(0, len(terms), 2)]
    f = opspec.function([x], terms[0])
    v = np.linspace(-1, 1, 5)
    want = sum(np.exp(v * (1.0 + i / n)) * (0.5 + i / (2 * n)) for i in range(n))
    np.testing.assert_allclose(f(v), want, rtol=1e-9)
