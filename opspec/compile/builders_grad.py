"""Derivatives of an ``OpFromGraph``: its pullback and pushforward, from its graph or from the
overrides it was given, each packaged as an OpFromGraph of its own (built once per pattern of
disconnected output gradients) so a gradient graph stays as compact as the forward one.

Overrides are called on stand-ins: the Op's inputs, its outputs and the output gradients
(or eval points) as fresh variables, which the packaged Op receives as inputs; an override
reading the outputs thus reads the values the forward node computed.
"""
from __future__ import annotations

from opspec.graph.basic import Constant, Variable


def _continuous(var) -> bool:
    return getattr(var.type, "dtype", "")[:5] in ("float", "compl")


def _special(var) -> bool:
    from opspec.gradient import is_disconnected, is_null
    return is_disconnected(var) or is_null(var)


def _entries(override, args, n, who, default):
    """The results of an override called on ``args``: a callable's list, or a list's entries
    (None: ``default(k)``, a DisconnectedType / NullType variable, or a callable's result)."""
    if isinstance(override, list):
        if len(override) != n:
            raise ValueError(f"{who}: the override list has {len(override)} entries, {n} are needed (one per "
                             f"{'input' if 'pullback' in who else 'output'})")
        results = []
        for k, entry in enumerate(override):
            if entry is None:
                results.append(default(k))
            elif isinstance(entry, Variable):
                if not _special(entry):
                    raise ValueError(f"{who}: an override list holds None, callables, or DisconnectedType / "
                                     f"NullType variables, got {entry} of type {entry.type}")
                results.append(entry)
            elif callable(entry):
                results.append(entry(*args))
            else:
                raise ValueError(f"{who}: an override list holds None, Variables or callables, got {entry!r}")
        return results
    if not callable(override):
        raise TypeError(f"{who}: the override must be None, an OpFromGraph, a list or a callable, got {override!r}")
    results = override(*args)
    if not isinstance(results, list):
        raise TypeError(f"{who}: the overriding function must return a list, got {type(results).__name__}")
    if len(results) != n:
        raise ValueError(f"{who}: the overriding function must return {n} results, got {len(results)}")
    return results


def _package(op, ins, results, suffix):
    """(an OpFromGraph computing the results that are not DisconnectedType / NullType from
    ``ins``, or None when there are none; the results)."""
    from opspec.compile.builders import OpFromGraph
    import opspec.tensor as ot
    results = [r if isinstance(r, Variable) or r is None else ot.as_tensor_variable(r) for r in results]
    real = [r for r in results if r is not None and not _special(r)]
    if not real:
        return None, results
    name = None if op.name is None else f"{op.name}_{suffix}"
    return OpFromGraph(list(ins), real, inline=op.is_inline, name=name, on_unused_input="ignore"), results


def _combined(packaged, results, args):
    """Each result: the packaged Op's output, or the DisconnectedType / NullType / None one."""
    values = iter(packaged(*args, return_list=True) if packaged is not None else [])
    return [r if r is None or _special(r) else next(values) for r in results]


# ------------------------------------------------------------------ reverse mode
def ofg_pullback(op, inputs, outputs, output_grads):
    """``OpFromGraph.L_op``."""
    from opspec.compile.builders import OpFromGraph
    from opspec.gradient import disconnected_type, is_disconnected
    import opspec.tensor as ot
    disconnected = tuple(g is None or is_disconnected(g) for g in output_grads)
    override = op.pullback_overrides
    if isinstance(override, OpFromGraph):
        grads = [ot.zeros_like(o) if d else g for o, g, d in zip(outputs, output_grads, disconnected)]
        results = override(*inputs, *outputs, *grads, return_list=True)
    else:
        built = op._lop_cache.get(disconnected)
        if built is None:
            built = op._lop_cache[disconnected] = _build_pullback(op, disconnected)
        packaged, results = built
        connected = [g for g, d in zip(output_grads, disconnected) if not d]
        results = _combined(packaged, results, [*inputs, *outputs, *connected])
    pattern = op.connection_pattern(outputs[0].owner) if outputs else []
    return [disconnected_type() if not any(row) or r is None else r for row, r in zip(pattern, results)]


def _build_pullback(op, disconnected):
    from opspec.gradient import disconnected_type, grad
    fresh = [t() for t in op.input_types]
    computed = op._frozen_fgraph.bind(fresh)
    outs = [t() for t in op.output_types]
    grads = [disconnected_type() if d else t() for t, d in zip(op.output_types, disconnected)]
    known = {}
    for out, g, d in zip(computed, grads, disconnected):
        if not d and not isinstance(out, Constant):
            known[out] = known[out] + g if out in known else g

    def default(k=None):
        wrt = [v for v in fresh if _continuous(v)]
        if not known or not wrt:
            found = {}
        else:
            found = dict(zip(wrt, grad(None, wrt, known_grads=known, disconnected_inputs="ignore",
                                       return_disconnected="disconnected", null_gradients="return")))
        results = [found.get(v, disconnected_type()) for v in fresh]
        return results if k is None else results[k]

    override = op.pullback_overrides
    if override is None:
        results = default()
    else:
        results = _entries(override, (fresh, outs, grads), len(fresh), f"{op} pullback", default)
    connected = [g for g, d in zip(grads, disconnected) if not d]
    return _package(op, fresh + outs + connected, results, "LOp")


# ------------------------------------------------------------------ forward mode
def ofg_pushforward(op, inputs, eval_points):
    """``OpFromGraph.R_op``: one tangent per output, None where no eval point reaches it."""
    from opspec.compile.builders import OpFromGraph
    import opspec.tensor as ot
    points = [ot.zeros_like(x) if e is None else e for x, e in zip(inputs, eval_points)]
    override = op.pushforward_overrides
    if isinstance(override, OpFromGraph):
        results = override(*inputs, *points, return_list=True)
    else:
        if op._rop_cache is None:
            op._rop_cache = _build_pushforward(op)
        packaged, results = op._rop_cache
        results = _combined(packaged, results, [*inputs, *points])
    from opspec.gradient import is_disconnected
    return [None if r is None or is_disconnected(r) else r for r in results]


def _build_pushforward(op):
    from opspec.gradient import Rop
    fresh = [t() for t in op.input_types]
    points = [t() for t in op.input_types]
    computed = op._frozen_fgraph.bind(fresh)
    wrt = [(v, p) for v, p in zip(fresh, points) if _continuous(v)]

    def tangents(outputs):
        if not wrt or not outputs:
            return [None] * len(outputs)
        found = Rop(outputs, [v for v, _ in wrt], [p for _, p in wrt], disconnected_outputs="ignore",
                    return_disconnected="none")
        return list(found) if isinstance(found, (list, tuple)) else [found]

    override = op.pushforward_overrides
    if override is None:
        results = tangents(computed)
    else:
        defaults = {}

        def default(k):
            if not defaults:
                defaults.update(enumerate(tangents(computed)))
            return defaults[k]

        results = _entries(override, (fresh, points), len(computed), f"{op} pushforward", default)
    return _package(op, fresh + points, results, "rop")


# ------------------------------------------------------------------ equality of overrides
def freeze_override(override, arg_types, n):
    """A comparable key of an override: None; an OpFromGraph's frozen graph; or the pattern of
    DisconnectedType / NullType / default results and the frozen graph of the others, from a
    call on stand-ins. An override that cannot be frozen that way is keyed by identity."""
    from opspec.compile.builders import OpFromGraph
    from opspec.gradient import is_disconnected
    from opspec.graph.frozen import FrozenFunctionGraph
    if override is None:
        return None
    if isinstance(override, OpFromGraph):
        return ("op", override._frozen_fgraph)
    args = [[t() for t in types] for types in arg_types]
    try:
        results = _entries(override, args, n, "override", lambda k: None)
        pattern = tuple("default" if r is None else "disconnected" if is_disconnected(r) else
                        "null" if _special(r) else "value" for r in results)
        real = [r for r, p in zip(results, pattern) if p == "value"]
        flat = [v for group in args for v in group]
        return ("graph", pattern, FrozenFunctionGraph.from_io(flat, real) if real else None)
    except Exception:       # reads variables outside its arguments, or refuses stand-ins
        return ("identity", id(override))


__all__ = ["ofg_pullback", "ofg_pushforward", "freeze_override"]
