"""The rewrite stages a rule may be declared in, in the order the rewriter runs them.

Specs name them in a rule's tags (checked by the spec model) and hand-written rules in
``rewrite_rule(stages=...)`` (checked when declared, opspec.tensor.rules); this module is their
one table, apart from the spec model so that declaring a rule does not load the model's
dataclasses (a tenth of a warm compile's imports).
"""
RULE_STAGES = ("canonicalize", "stabilize", "specialize")
