"""The standard rewrites load in one place (``opspec.rewriting.library``): not when ops are
imported; with the rules specs declare tried first in their stage whichever module was imported
first; and with the rules of modules imported later registered at the next compile."""
import subprocess
import sys

import numpy as np

import opspec
import opspec.tensor as ot
from opspec.rewriting import library
from opspec.rewriting.db import STAGES
from opspec.tensor.rules import rewrite_rule

ORDER = ("from opspec.rewriting.library import load; from opspec.rewriting.db import STAGES; load(); "
         "print(chr(10).join(e.name for e in sorted(STAGES['canonicalize']._entries.values(), "
         "key=lambda e: (e.position, e.order))))")


def canonicalize_order(first_import: str) -> list:
    """The names of the canonicalize stage in the order they are tried, in a new process that
    imports ``first_import`` first."""
    code = f"{first_import}; {ORDER}"
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    return out.splitlines()


def test_importing_ops_registers_no_rewrite():
    code = ("import opspec.tensor as ot; ot.load_library(); import sys; "
            "print(any(m.startswith('opspec.rewriting') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    assert out.strip() == "False"


def test_declared_rules_are_tried_first_whatever_was_imported_first():
    plain = canonicalize_order("import opspec")
    early = canonicalize_order("import opspec.rewriting.broadcast, opspec.rewriting.shape")
    for order in (plain, early):
        spec_rules = [k for k, name in enumerate(order) if name.startswith("specs/")]
        assert order[0] == "constant_folding" and spec_rules == list(range(1, len(spec_rules) + 1))
    assert early[:len(spec_rules) + 1] == plain[:len(spec_rules) + 1] and sorted(early) == sorted(plain)


def test_a_rule_declared_later_is_registered_at_the_next_compile():
    library.load()
    name = "test_library.py: exp(log(x)) -> x, declared after loading"

    @rewrite_rule(name, pattern=lambda: (ot.exp, (ot.log, "x")))
    def exp_log(x):
        return x

    assert name not in STAGES["canonicalize"]
    x = ot.dvector("x")
    f = opspec.function([x], ot.exp(ot.log(x)))
    assert name in STAGES["canonicalize"]
    assert not f.maker.fgraph.apply_nodes                 # the rule fired: x itself is returned
    np.testing.assert_array_equal(f(np.array([1.0, 2.0])), [1.0, 2.0])
    STAGES["canonicalize"].remove(name)
