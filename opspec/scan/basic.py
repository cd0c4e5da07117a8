"""``scan``: build a loop from a Python function that describes one step.

The function is called once, on symbolic stand-ins for one step's values; what it returns
becomes the inner graph of a ``Scan`` Op (``opspec.scan.op``). The arguments, names,
defaults and return conventions are PyTensor's.
"""
from __future__ import annotations

import warnings

import numpy as np

from opspec.compile.sharedvalue import SharedVariable, collect_new_shareds
from opspec.graph.basic import Constant, Variable, clone_replace
from opspec.graph.fg import MissingInputError
from opspec.graph.traversal import graph_inputs
from opspec.scan.parts import Carry, NitSot, ScanParts, State
from opspec.scan.utils import safe_new, until
from opspec.tensor.basic import constant_scalar_or_none
from opspec.tensor.type import TensorType


def scan(fn, sequences=None, outputs_info=None, non_sequences=None, n_steps=None, truncate_gradient=-1,
         go_backwards=False, mode=None, name=None, profile=False, allow_gc=None, strict=False, return_list=False,
         return_updates=True):
    """Apply ``fn`` step after step, like a for loop (or a while loop, with ``until``).

    fn: called once with, in order, the slices of every sequence (one per tap), the earlier
    values of every output with an initial value (one per tap) and the non-sequences; it
    returns the outputs of one step (in the order of ``outputs_info``), optionally an update
    dict or list of pairs for shared variables, optionally ``until(condition)``, in that order.
    sequences: Variables, or ``dict(input=x, taps=[...])`` (taps default to [0]: step t reads
    ``x[t + tap]``).
    outputs_info: per output, None (not fed back), an initial value (the output reads its
    value at the previous step: taps [-1]), or ``dict(initial=x, taps=[...])`` with negative
    taps (``initial`` then holds ``-min(taps)`` rows, the oldest first).
    non_sequences: passed to every step (shared variables and other outer variables fn uses
    are found without being listed, unless ``strict``).
    n_steps: the number of steps (default: the length of the shortest sequence); a while
    loop runs at most this many.
    truncate_gradient: back propagation through time goes back this many steps (-1: all).
    go_backwards: iterate over the sequences from their end.
    mode: the mode to compile the step in (default: by the outer function's: FAST_RUN when it
    runs C, FAST_COMPILE when it runs Python); allow_gc: the step function's garbage collection.
    return_list: always return a list of outputs. return_updates: return (outputs, updates),
    PyTensor's current default (with its DeprecationWarning); False returns the outputs only and
    refuses updates.

    Returns the outputs: per output, all its values (an output with an initial value: the values
    after it, one per step); a single output is returned as itself, none as None.
    """
    import opspec.tensor as ot
    if not callable(fn):
        raise TypeError(f"scan: fn must be callable, got {fn!r}")
    seqs = [_sequence_info(s, k) for k, s in enumerate(_listed(sequences))]
    outs_info = [_output_info(o, k) for k, o in enumerate(_listed(outputs_info))]
    non_seqs = [v if isinstance(v, Variable) else ot.as_tensor_variable(v) for v in _listed(non_sequences)]
    if n_steps is not None:
        n_steps_var = ot.as_tensor_variable(n_steps)
        if n_steps_var.type.ndim != 0 or n_steps_var.type.dtype[:3] not in ("int", "uin"):
            raise ValueError(f"scan: n_steps must be an integer scalar, got {n_steps!r} of type {n_steps_var.type}")
        n_steps_var = ot.cast(n_steps_var, "int64") if n_steps_var.type.dtype != "int64" else n_steps_var
    single_step = n_steps is not None and constant_scalar_or_none(n_steps_var) == 1

    # sequences: one outer slice and one inner stand-in per tap
    outer_seqs, inner_seqs = [], []
    for seq, taps in seqs:
        low, high = min(min(taps), 0), max(max(taps), 0)
        for tap in taps:
            start, stop = tap - low, tap - high
            piece = seq[start:stop] if stop else (seq[start:] if start else seq)
            outer_seqs.append(piece[::-1] if go_backwards else piece)
            inner = safe_new(seq[0])
            if seq.name is not None:
                inner.name = f"{seq.name}[t{'' if tap == 0 else f'{tap:+d}'}]"
            inner_seqs.append(inner)
    if n_steps is None:
        if not outer_seqs:
            raise ValueError("scan: no information about the number of steps: give n_steps, or sequences")
        n_steps_var = outer_seqs[0].shape[0]
        for piece in outer_seqs[1:]:
            n_steps_var = ot.minimum(n_steps_var, piece.shape[0])
    if n_steps is not None or len(outer_seqs) > 1:
        outer_seqs = [piece[:n_steps_var] for piece in outer_seqs]

    # outputs fed back: their initial values and one inner stand-in per tap
    state_args = []         # per output: its stand-ins (empty for outputs not fed back)
    for info in outs_info:
        if "initial" not in info:
            state_args.append([])
            continue
        init = info["initial"]
        if len(info["taps"]) == 1 and info["taps"][0] == -1:
            stand_ins = [safe_new(init, "[t-1]")]
        else:
            stand_ins = [safe_new(init[0]) for _ in info["taps"]]
            for arg, tap in zip(stand_ins, info["taps"]):
                if init.name is not None:
                    arg.name = f"{init.name}[t{tap}]"
        state_args.append(stand_ins)

    if single_step:     # one step: no loop at all (PyTensor does the same)
        firsts = [piece[0] for piece in outer_seqs]
        olds = [[info["initial"]] if info.get("taps") == [-1] else
                [info["initial"][tap - min(info["taps"])] for tap in info["taps"]]
                for info in outs_info if "initial" in info]
        condition, outputs, updates = _step_results(fn(*firsts, *[a for args in olds for a in args], *non_seqs))
        outputs = [ot.shape_padleft(o) if hasattr(o.type, "ndim") else o for o in outputs]
        return _returned(outputs, updates, return_list, return_updates)

    args = inner_seqs + [a for args in state_args for a in args] + non_seqs
    with collect_new_shareds() as created:
        condition, outputs, updates = _step_results(fn(*args))
    # shared variables the step made (a RandomStream's generators): their default updates are
    # updates of the loop, which advances them step by step (as PyTensor's scan does)
    for var in created:
        if var.default_update is not None and all(var is not target for target, _ in updates):
            updates.append((var, var.default_update))
            var.default_update = None
    if outs_info and len(outputs) != len(outs_info):
        raise ValueError(f"scan: fn returned {len(outputs)} outputs but outputs_info describes {len(outs_info)}; "
                         "give None in outputs_info for any output that does not feed back into the loop")
    if not outs_info:
        outs_info = [{} for _ in outputs]
        state_args = [[] for _ in outputs]
    outputs = [ot.as_tensor_variable(o) if not isinstance(o, Variable) else o for o in outputs]

    # what the step uses without being given it: more non-sequences (shared variables among them)
    known = set(args)
    found = graph_inputs(outputs + [v for _, v in updates] + ([condition] if condition is not None else []),
                         blockers=args)
    implicit = [v for v in found if v not in known and not isinstance(v, Constant) and v not in non_seqs]
    if strict:
        hidden = [v for v in implicit if isinstance(v, SharedVariable)]
        if hidden:
            raise MissingInputError(f"scan(strict=True): fn uses the shared variables {hidden} without them being "
                                    "given in non_sequences", variable=hidden[0])
    non_seqs += [v for v in implicit if not isinstance(v, SharedVariable)]
    shared_used = [v for v in implicit if isinstance(v, SharedVariable)]
    for var in non_seqs:
        if isinstance(var, SharedVariable) and var not in shared_used:
            shared_used.append(var)
    # constants stay in the step as constants (rewrites inside the loop can use their values)
    non_seqs = [v for v in non_seqs if not isinstance(v, (SharedVariable, Constant))]

    # shared variables with an update become states (the update: their last value); the
    # others non-sequences
    update_of = {}
    for target, value in updates:
        if not isinstance(target, SharedVariable):
            raise TypeError(f"scan: fn returned an update of {target}, which is not a shared variable")
        update_of[target] = value
        if target not in shared_used:
            shared_used.append(target)
    updated = [v for v in shared_used if v in update_of]
    shared_in = [v for v in shared_used if v not in update_of]

    # the step's graph over stand-ins of everything it reads
    inner_non_seqs = [safe_new(v, "_copy") for v in non_seqs + shared_in]
    inner_updated = [safe_new(v, "_copy") for v in updated]
    replace = dict(zip(non_seqs + shared_in + updated, inner_non_seqs + inner_updated))
    roots = outputs + [update_of[v] for v in updated] + ([condition] if condition is not None else [])
    roots = clone_replace(roots, replace) if roots else []
    new_outputs, new_updates = roots[:len(outputs)], roots[len(outputs):len(outputs) + len(updated)]

    parts = ScanParts(n_steps_var, seqs=list(zip(outer_seqs, inner_seqs)),
                      non_seqs=list(zip(non_seqs + shared_in, inner_non_seqs)),
                      condition=roots[-1] if condition is not None else None)
    where = []          # per output: ("state" | "nit" | "carry", position in that list of parts)
    for i, (info, out) in enumerate(zip(outs_info, new_outputs)):
        if "initial" not in info:
            where.append(("nit", len(parts.nit_sots)))
            parts.nit_sots.append(NitSot(out))
            continue
        init, taps, stand_ins = info["initial"], info["taps"], state_args[i]
        out = _like(out, stand_ins[0], f"output {i}")
        if isinstance(init.type, TensorType):
            where.append(("state", len(parts.states)))
            rows = ot.shape_padleft(init) if taps == [-1] else init[:-min(taps)]
            parts.states.append(State(rows, tuple(taps), stand_ins, out))
        else:
            where.append(("carry", len(parts.carries)))
            parts.carries.append(Carry(init, stand_ins[0], out))
    updated_at = []
    for var, stand_in, value in zip(updated, inner_updated, new_updates):
        value = _like(value, stand_in, f"the update of {var}")
        if isinstance(var.type, TensorType):
            updated_at.append(("state", len(parts.states)))
            parts.states.append(State(ot.shape_padleft(var), (-1,), [stand_in], value))
        else:
            updated_at.append(("carry", len(parts.carries)))
            parts.carries.append(Carry(var, stand_in, value))
    results, _ = parts.build(mode=mode, truncate_gradient=truncate_gradient, name=name, profile=profile,
                             allow_gc=allow_gc, strict=strict)
    offsets = {"state": 0, "nit": len(parts.states), "carry": len(parts.states) + len(parts.nit_sots)}

    def result(kind, k):
        value = results[offsets[kind] + k]
        return value[-min(parts.states[k].taps):] if kind == "state" else value

    final = {var: result(*at) if at[0] == "carry" else results[at[1]][-1] for var, at in zip(updated, updated_at)}
    return _returned([result(*at) for at in where], final, return_list, return_updates)


# ------------------------------------------------------------------ arguments
def _listed(value) -> list:
    if value is None:
        return []
    return list(value) if isinstance(value, (list, tuple)) else [value]


def _sequence_info(seq, k):
    import opspec.tensor as ot
    if isinstance(seq, dict):
        unknown = set(seq) - {"input", "taps"}
        if unknown or "input" not in seq:
            raise ValueError(f"scan: sequence {k} is a dict with keys {sorted(seq)}; it takes 'input' and 'taps'")
        taps = seq.get("taps")
        taps = [0] if taps is None else [int(t) for t in _listed(taps)]
        seq = seq["input"]
    else:
        taps = [0]
    if not taps:
        raise ValueError(f"scan: sequence {k} has no taps")
    seq = ot.as_tensor_variable(seq)
    if seq.type.ndim == 0:
        raise ValueError(f"scan: sequence {k} ({seq}) is a scalar; a sequence has a leading time axis")
    return seq, taps


def _output_info(info, k):
    import opspec.tensor as ot
    if info is None:
        return {}
    if not isinstance(info, dict):
        info = {"initial": info, "taps": [-1]}
    else:
        unknown = set(info) - {"initial", "taps", "inplace"}
        if unknown:
            raise ValueError(f"scan: outputs_info[{k}] has unexpected keys {sorted(unknown)}")
        info = dict(info)
        info.pop("inplace", None)
        if info.get("initial") is None:
            if info.get("taps"):
                raise ValueError(f"scan: outputs_info[{k}] gives taps without an initial value: {info}")
            return {}
        if info.get("taps") is None:
            if "taps" in info:
                warnings.warn(f"scan: outputs_info[{k}] has an initial value but taps=None; it reads tap -1",
                              stacklevel=3)
            info["taps"] = [-1]
    taps = [int(t) for t in _listed(info["taps"])]
    if len(set(taps)) != len(taps):
        raise ValueError(f"scan: the taps of outputs_info[{k}] must be different, got {taps}")
    if any(t >= 0 for t in taps):
        raise ValueError(f"scan: the taps of outputs_info[{k}] must be negative (earlier steps), got {taps}")
    init = info["initial"]
    if not isinstance(init, Variable):
        init = ot.as_tensor_variable(init)
    return {"initial": init, "taps": taps}


def _like(value, stand_in, what):
    """A step's new value of a state, as the type of its earlier values (a clear error when the
    step changes its dtype or rank)."""
    import opspec.tensor as ot
    from opspec.tensor.type import TensorType
    if not isinstance(stand_in.type, TensorType):
        if value.type != stand_in.type and stand_in.type.convert_variable(value) is None:
            raise TypeError(f"scan: {what} has type {value.type} after a step, {stand_in.type} before")
        return value
    value = ot.as_tensor_variable(value)
    if value.type.ndim != stand_in.type.ndim:
        raise ValueError(f"scan: {what} has {value.type.ndim} dimensions after a step but its initial value has "
                         f"{stand_in.type.ndim} ({value.type} vs {stand_in.type}); a state keeps its shape")
    if value.type.dtype != stand_in.type.dtype:
        if np.can_cast(value.type.dtype, stand_in.type.dtype, casting="same_kind") and \
                np.dtype(value.type.dtype).kind == np.dtype(stand_in.type.dtype).kind and \
                np.dtype(value.type.dtype).itemsize <= np.dtype(stand_in.type.dtype).itemsize:
            return ot.cast(value, stand_in.type.dtype)
        raise TypeError(f"scan: {what} has dtype {value.type.dtype} after a step but {stand_in.type.dtype} before "
                        f"(its initial value's); cast one of them so that they agree")
    return value


def _step_results(results):
    """(condition, outputs, updates as pairs) from what the step function returned."""
    def is_var(x):
        return isinstance(x, Variable)

    def is_outputs(x):
        return is_var(x) or (isinstance(x, (list, tuple)) and all(is_var(v) for v in x))

    def is_updates(x):
        return isinstance(x, dict) or (isinstance(x, (list, tuple)) and x and all(
            isinstance(p, (list, tuple)) and len(p) == 2 and is_var(p[0]) for p in x))

    def as_list(x):
        return list(x) if isinstance(x, (list, tuple)) else [x]

    def pairs(x):
        return list(x.items()) if isinstance(x, dict) else [tuple(p) for p in x]

    if isinstance(results, until):
        return results.condition, [], []
    if is_outputs(results):
        return None, as_list(results), []
    if is_updates(results):
        return None, [], pairs(results)
    parts = list(results) if isinstance(results, (list, tuple)) else [results]
    condition = None
    if parts and isinstance(parts[-1], until):
        condition = parts.pop().condition
    outputs, updates = [], []
    if len(parts) == 2 and is_outputs(parts[0]) and is_updates(parts[1]):
        outputs, updates = as_list(parts[0]), pairs(parts[1])
    elif len(parts) == 2 and is_updates(parts[0]) and is_outputs(parts[1]):
        raise ValueError("scan: fn must return its outputs first, then its updates, then until(...)")
    elif len(parts) == 1 and is_outputs(parts[0]):
        outputs = as_list(parts[0])
    elif len(parts) == 1 and is_updates(parts[0]):
        updates = pairs(parts[0])
    elif parts or condition is None:
        raise ValueError(f"scan: cannot read what fn returned ({results!r}); it returns its outputs (Variables), "
                         "optionally followed by an update dict, optionally followed by until(condition); use "
                         "opspec.tensor.constant for constant outputs")
    return condition, outputs, updates


def _returned(outputs, updates, return_list, return_updates):
    if not return_list and len(outputs) == 1:
        outputs = outputs[0]
    elif not outputs:
        outputs = None
    if return_updates:
        warnings.warn("scan returns (outputs, updates) while return_updates=True, the current default; the "
                      "default will become the outputs alone: pass return_updates=False to get them and avoid this "
                      "warning", DeprecationWarning, stacklevel=3)
        return outputs, dict(updates)
    if updates:
        raise ValueError(f"scan(return_updates=False): the step updates shared variables ({dict(updates)}), which "
                         "only return_updates=True returns; carry such values as outputs with an initial value "
                         "(outputs_info) instead")
    return outputs


__all__ = ["scan"]
