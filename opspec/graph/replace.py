"""Graphs with some variables replaced: ``clone_replace`` (a copy) and ``graph_replace``
(a copy of only what the replacements change)."""
from __future__ import annotations

from opspec.graph.basic import Constant, Variable, clone_get_equiv, clone_replace  # noqa: F401
from opspec.graph.traversal import truncated_graph_inputs


def graph_replace(outputs, replace=None, *, strict=True):
    """``outputs`` with each key of ``replace`` (a dict or pairs) replaced by its value.

    Only the nodes that depend on a replaced variable are rebuilt; the rest of the graph is
    shared with the original. ``strict``: a key the outputs do not depend on is an error.
    """
    single = isinstance(outputs, Variable)
    outs = [outputs] if single else list(outputs)
    pairs = dict(replace.items() if isinstance(replace, dict) else (replace or ()))
    for old, new in pairs.items():
        if not isinstance(old, Variable) or not isinstance(new, Variable):
            raise TypeError(f"graph_replace: replacements are Variables, got {old!r} -> {new!r}")
    keep = [v for v in truncated_graph_inputs(outs, pairs) if v not in pairs]
    reached = set(truncated_graph_inputs(outs, pairs))
    unused = [old for old in pairs if old not in reached]
    if strict and unused:
        raise ValueError(f"Some replacements were not used: the outputs do not depend on "
                         f"{', '.join(map(str, unused))} (pass strict=False to ignore such replacements)")
    memo = {old: new for old, new in pairs.items() if old in reached}
    memo.update((v, v) for v in keep)
    clone_get_equiv(list(memo), outs, copy_inputs=False, memo=memo)
    result = [memo[o] for o in outs]
    return result[0] if single else result


__all__ = ["clone_replace", "graph_replace"]
