"""Derivatives of a Scan: back propagation through time (L_op) and forward tangents (R_op).

Reverse mode is a second Scan running over the steps backwards. At forward step t a traced
state ``s`` with K earlier values read becomes ``s[t+K] = f(x[t], s[t+K-1], ..., w)``; going
back, the adjoint of ``s[t+K]`` is complete once every later step that read it has been
processed, and the steps that read it are at most K later. So the backward loop carries, per
state, a window of K partial adjoints (c_0: the adjoint of the value step t made, c_d:
contributions already received by the value d steps older), and at each step:

    A     = (output gradient of s[t+K]) + c_0
    dx, ds_tap, dw = the vector-Jacobian product of the step with A (and the nit-sot gradients)
    c'_d  = c_{d+1} + ds_{-(d+1)}      (c'_{K-1} = ds_{-K})
    acc_w = acc_w + dw                 (non-sequences: summed over the steps)

and returns dx per step. After the last step, the window holds the adjoints of the initial
values. The window and the sums are ordinary states of the backward loop, so it can be
differentiated in turn (second derivatives); only their last values are read, and
``scan_untrace_last`` then keeps only those instead of every step's. The backward step
recomputes the forward step from its inputs (the forward traces
and sequences are sequences of the backward loop), so no multiple-output taps (PyTensor's
mit-mot) are needed. ``truncate_gradient`` = n: only the last n steps are gone through.

Forward mode is one more forward Scan that carries the tangent of each state (same taps) next
to its value and computes the tangent outputs with the step's R_op.
"""
from __future__ import annotations

from opspec.graph.basic import clone_replace
from opspec.scan.parts import Carry, NitSot, ScanParts, State
from opspec.scan.utils import depends_on, safe_new


def _ot():
    import opspec.tensor as ot
    return ot


def _float(var) -> bool:
    return getattr(var.type, "dtype", "")[:5] in ("float", "compl")


def _rows_reversed(x, start, stop):
    return x[start:stop][::-1]


def scan_pullback(op, inputs, outputs, output_grads):
    """``Scan.L_op``: one gradient per outer input (see the module docstring)."""
    from opspec.gradient import disconnected_type, grad, grad_not_implemented, is_disconnected, is_null
    ot = _ot()
    node = outputs[0].owner
    parts = ScanParts.of_node(node)
    info = op.info
    pattern = op.connection_pattern(node)
    n_out = info.n_outer_outputs
    live = [g is not None and not is_disconnected(g) for g in output_grads]

    def connected(i):
        return any(pattern[i][j] and live[j] for j in range(n_out))

    results = [disconnected_type() for _ in inputs]

    def undefined(i, why):
        return grad_not_implemented(op, i, inputs[i], why)

    o = info.output_slices()
    untraced_live = any(live[o["untraced"]])
    states = parts.states
    nit_live = [(n, g) for n, g, ok in zip(parts.nit_sots, output_grads[o["nit_sot"]], live[o["nit_sot"]])
                if ok and _float(n.inner_out)]
    why = ("back propagation through an untraced state (a shared variable's update inside the loop, or a "
           "state that is not a tensor, such as a random generator whose draws the gradient reads) is not "
           "implemented: carry the value as an output with an initial value instead")
    if untraced_live:
        return [undefined(i, why) if connected(i) and _float(x) else disconnected_type()
                for i, x in enumerate(inputs)]

    # the number of steps that ran, from the outputs (a while loop may stop early)
    if states:
        total = outputs[0].shape[0] - info.depths[0]
    elif parts.nit_sots:
        total = outputs[info.n_states].shape[0]
    else:
        total = inputs[0]
    steps = total if op.truncate_gradient < 0 else ot.minimum(total, op.truncate_gradient)
    start = 0 if op.truncate_gradient < 0 else total - steps

    # the backward step, over stand-ins for what it reads
    back = ScanParts(steps)
    replace = {}
    for k, (x, var) in enumerate(parts.seqs):
        stand_in = safe_new(var)
        back.seqs.append((_rows_reversed(x, start, total), stand_in))
        replace[var] = stand_in
    for st in states:           # the values each step read: rows of the forward traces
        depth = -min(st.taps)
        for tap, var in zip(st.taps, st.inner_ins):
            stand_in = safe_new(var)
            back.seqs.append((_rows_reversed(st.result, depth + tap + start, depth + tap + total), stand_in))
            replace[var] = stand_in
    diff_states = [j for j, st in enumerate(states) if _float(st.inner_out)]    # integer states: no adjoint
    for x, var in parts.non_seqs:
        stand_in = safe_new(var)
        back.non_seqs.append((x, stand_in))
        replace[var] = stand_in
    # what the forward step computed is read back, not computed again (tanh's gradient reads tanh)
    computed = set(replace) | {c.inner_in for c in parts.carries}
    for st in states:
        if st.inner_out.owner is not None and st.inner_out not in computed:
            depth = -min(st.taps)
            computed.add(st.inner_out)
            replace[st.inner_out] = stand_in = safe_new(st.inner_out)
            back.seqs.append((_rows_reversed(st.result, depth + start, depth + total), stand_in))
    for n, _ in nit_live:
        if n.inner_out.owner is not None and n.inner_out not in computed:
            computed.add(n.inner_out)
            replace[n.inner_out] = stand_in = safe_new(n.inner_out)
            back.seqs.append((_rows_reversed(n.result, start, total), stand_in))
    known = {}
    carries = {}            # state index -> its window of carried adjoints (stand-ins)
    for j in diff_states:
        st, g = states[j], output_grads[j]
        depth = -min(st.taps)
        window = [st.inner_ins[0].type() for _ in range(depth)]
        carries[j] = window
        adjoint = window[0]
        if live[j]:
            g_row = safe_new(st.inner_ins[0])
            back.seqs.append((_rows_reversed(g, depth + start, depth + total), g_row))
            adjoint = adjoint + g_row
        known[st.inner_out] = adjoint if st.inner_out not in known else known[st.inner_out] + adjoint
    for n, g in nit_live:
        g_row = safe_new(n.inner_out)
        back.seqs.append((_rows_reversed(g, start, total), g_row))
        known[n.inner_out] = g_row if n.inner_out not in known else known[n.inner_out] + g_row
    wrt_seqs = [var for _, var in parts.seqs]
    wrt_taps = [var for j in diff_states for var in states[j].inner_ins]
    wrt_non_seqs = [var for _, var in parts.non_seqs]
    wrt = [v for v in wrt_seqs + wrt_taps + wrt_non_seqs if _float(v)]
    known = {v: g for v, g in known.items() if not isinstance(v, ot.TensorConstant)}
    grads = grad(None, wrt, known_grads=known, disconnected_inputs="ignore", return_disconnected="zero",
                 null_gradients="return") if wrt and known else [ot.zeros_like(v) for v in wrt]
    grad_of = dict(zip(wrt, grads))
    if any(is_null(grad_of.get(v)) for v in wrt_seqs + wrt_taps):
        bad = next(grad_of[v] for v in wrt_seqs + wrt_taps if is_null(grad_of.get(v)))
        return [undefined(i, bad.type.why_null) if connected(i) and _float(x) else disconnected_type()
                for i, x in enumerate(inputs)]

    # the step's results, written over the stand-ins
    new_windows = {}
    for j in diff_states:
        st, window = states[j], carries[j]
        by_tap = {-tap: grad_of[var] for tap, var in zip(st.taps, st.inner_ins)}
        new = [window[d + 1] + by_tap[d + 1] if d + 1 in by_tap else window[d + 1] for d in range(len(window) - 1)]
        new.append(by_tap[len(window)])
        new_windows[j] = new
    seq_grads = [grad_of[var] for var in wrt_seqs if _float(var)]
    non_seq_grads = [(k, grad_of[var]) for k, var in enumerate(wrt_non_seqs)
                     if _float(var) and not is_null(grad_of[var])]
    accumulators = [safe_new(wrt_non_seqs[k]) for k, _ in non_seq_grads]
    step_outs = ([d for j in diff_states for d in new_windows[j]] + seq_grads
                 + [acc + g for acc, (_, g) in zip(accumulators, non_seq_grads)])
    step_outs = clone_replace(step_outs, replace) if step_outs else []
    # the backward loop has no untraced states: a gradient that reads one (the draws of a random
    # generator the loop carries, say) cannot be computed; one that does not (noise added to a
    # state) can
    if depends_on(step_outs, [c.inner_in for c in parts.carries]):
        return [undefined(i, why) if connected(i) and _float(x) else disconnected_type()
                for i, x in enumerate(inputs)]
    n_windows = sum(len(new_windows[j]) for j in diff_states)
    window_outs, seq_outs = step_outs[:n_windows], step_outs[n_windows:n_windows + len(seq_grads)]
    acc_outs = step_outs[n_windows + len(seq_grads):]
    # the carried adjoints and sums are sit-sot states (so the backward loop has a gradient
    # too); only their last values are read, and scan_untrace_last keeps only those
    k = 0
    for j in diff_states:
        zeros = ot.shape_padleft(ot.zeros_like(states[j].init[0]))
        for var in carries[j]:
            back.states.append(State(zeros, (-1,), [var], _as_type(window_outs[k], var)))
            k += 1
    for (k, _), acc, out in zip(non_seq_grads, accumulators, acc_outs):
        zeros = ot.shape_padleft(ot.zeros_like(parts.non_seqs[k][0]))
        back.states.append(State(zeros, (-1,), [acc], _as_type(out, acc)))
    for out in seq_outs:
        back.nit_sots.append(NitSot(out))
    backward, _ = back.build(op, truncate_gradient=-1, name=f"grad_of_{op.name or 'scan_fn'}")
    n_windows = sum(len(carries[j]) for j in diff_states)
    n_states = len(back.states)
    final_windows = [trace[-1] for trace in backward[:n_windows]]
    acc_results = [trace[-1] for trace in backward[n_windows:n_states]]
    seq_results = backward[n_states:]

    # gradients of the outer inputs
    s = info.outer_input_slices()
    float_seqs = [k for k, (x, var) in enumerate(parts.seqs) if _float(var)]
    for k, result in zip(float_seqs, seq_results):
        i = s["seqs"].start + k
        if connected(i):
            x = inputs[i]
            results[i] = ot.set_subtensor(ot.zeros_like(x)[start:total], result[::-1])
    k = 0
    for j in diff_states:
        i = s["states"].start + j
        depth = len(carries[j])
        window = final_windows[k:k + depth]
        k += depth
        if not connected(i):
            continue
        rows = ot.stack(window[::-1])           # the adjoints of trace rows start .. start + depth
        if op.truncate_gradient >= 0:
            padded = ot.zeros((2 * depth, *[rows.shape[d] for d in range(1, rows.type.ndim)]), dtype=rows.dtype)
            offset = ot.minimum(start, depth)
            rows = ot.set_subtensor(padded[offset:offset + depth], rows)[:depth]
        g = output_grads[j]
        results[i] = rows + g[:depth] if live[j] else rows
    for (k, _), acc in zip(non_seq_grads, acc_results):
        i = s["non_seqs"].start + k
        if connected(i):
            results[i] = acc
    for k, var in enumerate(wrt_non_seqs):
        i = s["non_seqs"].start + k
        if connected(i) and _float(var) and is_null(grad_of[var]):
            results[i] = grad_of[var]
    return results


def _as_type(value, like):
    """``value`` as a variable of ``like``'s dtype (gradients of sums may come out wider)."""
    ot = _ot()
    value = ot.as_tensor_variable(value)
    if value.type.dtype != like.type.dtype:
        value = ot.cast(value, like.type.dtype)
    return value


def scan_pushforward(op, inputs, eval_points):
    """``Scan.R_op``: per outer output its tangent, or None where no eval point reaches it."""
    from opspec.gradient import Rop
    ot = _ot()
    node = op.make_node(*inputs)
    parts = ScanParts.of_node(node)
    info = op.info
    pattern = op.connection_pattern(node)
    given = [e is not None and _float(x) for e, x in zip(eval_points, inputs)]
    reached = [any(pattern[i][j] for i in range(len(inputs)) if given[i]) for j in range(info.n_outer_outputs)]
    s = info.outer_input_slices()
    tangent_of = {}         # inner input -> its tangent stand-in
    new = ScanParts(parts.n_steps, list(parts.seqs), list(parts.states), list(parts.nit_sots), list(parts.carries),
                    list(parts.non_seqs), parts.condition)
    for k, (x, var) in enumerate(parts.seqs):
        i = s["seqs"].start + k
        if given[i]:
            t = safe_new(var)
            new.seqs.append((eval_points[i], t))
            tangent_of[var] = t
    for k, (x, var) in enumerate(parts.non_seqs):
        i = s["non_seqs"].start + k
        if given[i]:
            t = safe_new(var)
            new.non_seqs.append((eval_points[i], t))
            tangent_of[var] = t
    o = info.output_slices()
    states = [j for j, st in enumerate(parts.states) if reached[j] and _float(st.inner_out)]
    carries = [m for m, c in enumerate(parts.carries) if reached[o["untraced"].start + m] and _float(c.inner_out)]
    nits = [k for k, n in enumerate(parts.nit_sots) if reached[o["nit_sot"].start + k] and _float(n.inner_out)]
    for j in states:
        st = parts.states[j]
        stand_ins = [safe_new(v) for v in st.inner_ins]
        tangent_of.update(zip(st.inner_ins, stand_ins))
    for m in carries:
        c = parts.carries[m]
        tangent_of[c.inner_in] = safe_new(c.inner_in)
    wrt = list(tangent_of)
    fs = [parts.states[j].inner_out for j in states] + [parts.nit_sots[k].inner_out for k in nits] + \
        [parts.carries[m].inner_out for m in carries]
    tangents = Rop(fs, wrt, [tangent_of[v] for v in wrt], disconnected_outputs="ignore") if fs else []
    tangents = list(tangents) if isinstance(tangents, (list, tuple)) else [tangents]
    k = 0
    for j in states:
        st = parts.states[j]
        i = s["states"].start + j
        init = eval_points[i] if given[i] else ot.zeros_like(st.init)
        ins = [tangent_of[v] for v in st.inner_ins]
        new.states.append(State(init, st.taps, ins, _as_type(tangents[k], ins[0])))
        k += 1
    for kk in nits:
        new.nit_sots.append(NitSot(tangents[k]))
        k += 1
    for m in carries:
        c = parts.carries[m]
        i = s["untraced"].start + m
        init = eval_points[i] if given[i] else ot.zeros_like(c.init)
        new.carries.append(Carry(init, tangent_of[c.inner_in], _as_type(tangents[k], c.inner_in)))
        k += 1
    outs, _ = new.build(op, name=f"rop_of_{op.name or 'scan_fn'}")
    n_states, n_nit = len(parts.states), len(parts.nit_sots)
    tangent_states = outs[n_states:n_states + len(states)]
    rest = outs[n_states + len(states):]
    tangent_nits = rest[n_nit:n_nit + len(nits)]
    tangent_carries = rest[n_nit + len(nits) + len(parts.carries):]
    results = [None] * info.n_outer_outputs
    for j, t in zip(states, tangent_states):
        results[j] = t
    for kk, t in zip(nits, tangent_nits):
        results[o["nit_sot"].start + kk] = t
    for m, t in zip(carries, tangent_carries):
        results[o["untraced"].start + m] = t
    return results


__all__ = ["scan_pullback", "scan_pushforward"]
