"""A declared rule is an immutable record equal only to itself (each declaration is its own rule)."""
import pytest

from opspec.tensor.rules import Rule, declared_rules


def test_a_rule_is_immutable_and_equal_only_to_itself():
    a, b = (Rule("r", ("exp", "x"), len, None, ("canonicalize",), (), "m") for _ in range(2))
    assert a == a and a != b and not (a == b) and len({a, b}) == 2
    with pytest.raises(AttributeError):
        a.name = "other"
    assert (a.name, a.build, a.when, a.stages, a.module) == ("r", len, None, ("canonicalize",), "m")


def test_declared_rules_are_distinct_records():
    import opspec.tensor as ot
    ot.load_library()
    rules = declared_rules()
    assert rules and len(set(rules)) == len(rules) and all(isinstance(r, Rule) for r in rules)
