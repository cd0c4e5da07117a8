"""The standard library's rules are registered before their op modules are imported
(``opspec.rewriting.deferred.LibraryRule``): registered as the declared rules would be, matching
as they do, and importing a module only when a node its rule could match exists."""
import json
import subprocess
import sys

import numpy as np

import opspec
import opspec.ops
import opspec.tensor as ot
from opspec.rewriting.db import STAGES
from opspec.rewriting.library import load
from opspec.rewriting.deferred import LibraryRule
from opspec.rewriting.patterns import PatternRewriter, declared_rules

REGISTRY = """
import json
from opspec.rewriting.library import load
from opspec.rewriting.db import STAGES
load()
print(json.dumps({stage: [[e.name, sorted(e.tags), e.position, type(e.obj).__name__] for e in
                          sorted(STAGES[stage]._entries.values(), key=lambda e: (e.position, e.order))]
                  for stage in ("canonicalize", "stabilize", "specialize")}))
"""


def registry(first: str) -> dict:
    code = f"{first}\n{REGISTRY}"
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def test_registered_the_same_whatever_was_imported_first():
    nothing = registry("import opspec")
    everything = registry("import opspec.tensor as ot; ot.load_library()")
    assert nothing == everything


def test_every_declared_library_rule_has_its_placeholder_in_its_stages_in_order():
    load()
    ot.load_library()                   # every module declares its rules
    library = [r for r in declared_rules([f"opspec.ops.{m}" for m in opspec.ops.MODULES])
               if r.module.startswith("opspec.ops.")]
    assert len(library) == sum(len(rules) for rules in opspec.ops.RULES.values()) > 30
    for stage in ("canonicalize", "stabilize", "specialize"):
        entries = sorted(STAGES[stage]._entries.values(), key=lambda e: (e.position, e.order))
        placed = [e for e in entries if isinstance(e.obj, LibraryRule)]
        expected = [r for r in library if stage in r.stages]
        assert [e.name for e in placed] == [r.name for r in expected]
        for entry, rule in zip(placed, expected):
            assert entry.tags == frozenset({"fast_run", rule.build.__name__, *rule.tags, rule.name})
            assert entry.position == 0
            real = PatternRewriter(rule.pattern, rule.build, rule.when, rule.name)
            assert entry.obj.tracks() == real.tracks()           # its modules are imported: the same op
            assert entry.obj.rewriter().__wrapped__ is rule.build
            if all(h.startswith("ot.") or h == "TRANSPOSE" for h in entry.obj.heads):     # matched from its source
                assert repr(entry.obj.foreign_pattern()) == repr(real.pattern)


def test_a_rule_of_a_module_not_imported_yet_imports_it_on_its_first_match():
    code = """
import json, sys
import numpy as np
import opspec, opspec.tensor as ot
from opspec.configuration import config
x = ot.dvector("x")
opspec.function([x], ot.log(2 - ot.exp(x)))   # errorfunc's rules name only ops of math and arith: not matched
before = "opspec.ops.errorfunc" in sys.modules
y = ot.log(1 - ot.exp(x))       # errorfunc's log1mexp rule (under fast_math)
config.fast_math = False
plain = opspec.function([x], y)
after_plain = "opspec.ops.errorfunc" in sys.modules
config.fast_math = True
fast = opspec.function([x], y)
ops = [type(n.op).__name__ for n in fast.maker.fgraph.toposort()]
value = fast(np.array([-0.5, -3.0])).tolist()
print(json.dumps([before, after_plain, "opspec.ops.errorfunc" in sys.modules, ops, value]))
"""
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    before, after_plain, after, ops, value = json.loads(out.strip().splitlines()[-1])
    assert not before
    assert after_plain          # the pattern matches: the module is imported for the rule's condition
    assert after and ops == ["Log1mexp"]
    np.testing.assert_allclose(value, np.log(-np.expm1([-0.5, -3.0])))


def test_a_rewrite_whose_ops_do_not_exist_imports_nothing_until_they_do():
    code = """
import json, sys
import opspec, opspec.tensor as ot
x = ot.dvector("x")
f = opspec.function([x], ot.exp(x) * 2)
unused = sorted(m for m in ("opspec.ops.errorfunc", "opspec.ops.nnet", "opspec.ops.piecewise", "opspec.ops.subtensor")
                if m in sys.modules)
y = ot.tensor("float64", (4, 5, 6))
g = opspec.function([y], y[1:][::2, None, -1][0])    # subtensor_of_subtensor tracks Subtensor by a stand-in
print(json.dumps([unused, [type(n.op).__name__ for n in g.maker.fgraph.toposort()]]))
"""
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    assert json.loads(out.strip().splitlines()[-1]) == [[], ["Subtensor"]]


def test_placeholders_rewrite_as_the_rules_do():
    x = ot.dvector("x")
    f = opspec.function([x], ot.neg(ot.neg(x)) * 1)      # arith's neg(neg(x)) -> x and x * 1 -> x
    assert not f.maker.fgraph.apply_nodes
    np.testing.assert_array_equal(f(np.array([1.0, -2.0])), [1.0, -2.0])
