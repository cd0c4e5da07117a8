"""What a function's graph really is: givens substituted, shared variables and updates found.

``opspec.function(inputs, outputs, updates=..., givens=...)`` computes more than its outputs:
each shared variable the graph reads becomes an implicit input, and each update (given, or
a shared variable's ``default_update``) an extra output written back after the call.
``collect`` works that out; ``rebuild_collect_shared`` is the same with PyTensor's result.
"""
from __future__ import annotations

from opspec.compile.io import Out
from opspec.compile.sharedvalue import SharedVariable, shared
from opspec.graph.basic import Variable, clone_get_equiv, graph_inputs


class Rebuilt:
    """The outcome of ``collect``: outputs and update expressions with givens substituted,
    the (shared variable, expression) updates in order, and the shared variables read."""

    def __init__(self, outputs, updates, shared_inputs, memo):
        self.outputs = outputs
        self.updates = updates
        self.shared_inputs = shared_inputs
        self.memo = memo


def _givens(givens, rebuild_strict) -> dict:
    pairs = list(givens.items()) if isinstance(givens, dict) else list(givens or ())
    checked = {}
    for pair in pairs:
        if not (isinstance(pair, (tuple, list)) and len(pair) == 2):
            raise TypeError(f"givens must be (variable, replacement) pairs or a dict, got {pair!r}")
        old, new = pair
        if not isinstance(old, Variable):
            raise TypeError(f"givens: the keys must be Variables, got {type(old).__name__} {old!r}")
        if not isinstance(new, Variable):
            new = shared(new)               # a value: held by a shared variable of its own
        if rebuild_strict:
            try:
                new = old.type.filter_variable(new)
            except TypeError:
                raise TypeError(f"givens: {old} (type {old.type}) cannot be replaced by {new} of type {new.type}; "
                                "pass rebuild_strict=False to rebuild the graph for the new type") from None
        if old in checked:
            raise ValueError(f"givens: {old} is replaced twice")
        checked[old] = new
    for old, new in checked.items():
        if any(v in checked and v is not old for v in graph_inputs([new], list(checked))):
            raise ValueError(f"givens: the replacement of {old} ({new}) depends on another replaced variable; "
                             "replacements are not chained (givens={a: b, b: a + 1} is not allowed)")
    return checked


def _updates(updates) -> list:
    pairs = list(updates.items()) if isinstance(updates, dict) else list(updates or ())
    checked, seen = [], set()
    for pair in pairs:
        if not (isinstance(pair, (tuple, list)) and len(pair) == 2):
            raise TypeError(f"updates must be (shared variable, new value) pairs or a dict, got {pair!r}")
        target, value = pair
        if not isinstance(target, SharedVariable):
            raise TypeError(f"update target must be a SharedVariable, got {type(target).__name__} {target!r}")
        if target in seen:
            raise ValueError(f"the shared variable {target} is given two updates")
        seen.add(target)
        try:
            value = target.type.filter_variable(value)
        except TypeError:
            raise TypeError(f"An update must have the same type as the original shared variable (shared_var="
                            f"{target}, shared_var.type={target.type}, update_val={value}, update_val.type="
                            f"{getattr(value, 'type', None)}).") from None
        checked.append((target, value))
    return checked


def collect(outputs, updates=None, givens=None, no_default_updates=False, rebuild_strict=True,
            clone=None, blockers=()) -> Rebuilt:
    """Substitute ``givens`` in ``outputs`` and the update expressions, add the default
    updates of the shared variables reached (unless ``no_default_updates`` is True or lists
    them), and list the shared variables the result reads (not through ``blockers``, the
    function's inputs). The graph is cloned when there are givens (or ``clone=True``);
    ``Rebuilt.memo`` maps originals to their copies."""
    if not isinstance(no_default_updates, (bool, list, tuple, set)):
        raise TypeError(f"no_default_updates must be a bool or a list of variables, got {no_default_updates!r}")
    pairs = _updates(updates)
    replace = _givens(givens, rebuild_strict)
    memo = dict(replace)
    keys = list(replace)
    copy = bool(replace) if clone is None else clone

    def rebuild(variables):
        if not copy:
            return list(variables)
        clone_get_equiv(keys, variables, copy_inputs=False, memo=memo)
        return [memo[v] for v in variables]

    outputs = rebuild(outputs)
    pairs = list(zip([t for t, _ in pairs], rebuild([v for _, v in pairs])))
    updated = {target for target, _ in pairs}
    skip = set(no_default_updates) if isinstance(no_default_updates, (list, tuple, set)) else set()
    shared_inputs, found, k = [], set(), 0
    frontier = outputs + [v for _, v in pairs]
    while True:
        for var in graph_inputs(frontier, blockers):
            if isinstance(var, SharedVariable) and var not in found:
                found.add(var)
                shared_inputs.append(var)
        frontier = []
        for var in shared_inputs[k:]:
            default = var.default_update
            if default is None or no_default_updates is True or var in skip or var in updated:
                continue
            [value] = rebuild([default])
            pairs.append((var, value))
            updated.add(var)
            frontier.append(value)
        k = len(shared_inputs)
        if not frontier:
            break
    for target, _ in pairs:
        if target not in found:
            found.add(target)
            shared_inputs.append(target)
    return Rebuilt(outputs, pairs, shared_inputs, memo)


def rebuild_collect_shared(outputs, inputs=None, replace=None, updates=None, rebuild_strict=True,
                           copy_inputs_over=True, no_default_updates=False):
    """PyTensor's form of ``collect``, cloning the graph: returns ``(inputs, outputs,
    (clone_d, update_d, update_expr, shared_inputs))``, where ``clone_d`` maps each original
    variable to its copy and ``update_d`` each updated shared variable to its expression."""
    inputs = list(inputs or ())
    for v in inputs:
        if isinstance(v, SharedVariable):
            raise TypeError(f"Cannot use a shared variable ({v}) as explicit input. Consider substituting a "
                            "non-shared variable via the `givens` parameter")
    single = not isinstance(outputs, (list, tuple))
    outs = [] if outputs is None else ([outputs] if single else list(outputs))
    variables = [o.variable if isinstance(o, Out) else o for o in outs]
    for v in variables:
        if not isinstance(v, Variable):
            raise TypeError(f"outputs must be Variables or Out instances, got {type(v).__name__} {v!r}")
    if not copy_inputs_over:
        replace = dict(replace or {})
        for v in inputs:
            replace.setdefault(v, v.clone())
    rebuilt = collect(variables, updates, replace, no_default_updates, rebuild_strict, clone=True)
    memo = rebuilt.memo
    new_inputs = [memo.get(v, v) for v in inputs]
    new_outs = [Out(new, borrow=o.borrow) if isinstance(o, Out) else new for o, new in zip(outs, rebuilt.outputs)]
    if outputs is not None and single:
        new_outs = new_outs[0]
    update_d = dict(rebuilt.updates)
    return new_inputs, new_outs, (memo, update_d, list(rebuilt.updates), rebuilt.shared_inputs)
