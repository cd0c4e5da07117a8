"""A Scan taken apart: its inputs and outputs by kind, each inner variable with the outer
one it belongs to. The gradient and the rewrites edit these lists (drop an output, add a
non-sequence...) and build a new Scan from them, instead of computing positions by hand.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from opspec.scan.op import Scan, ScanInfo


@dataclass
class State:
    """A traced state: its initial rows (outer), its taps with their inner inputs, its new
    value (inner output). ``result`` is the outer output (its trace) when taken from a node."""
    init: object
    taps: tuple
    inner_ins: list
    inner_out: object
    result: object = None


@dataclass
class Carry:
    """An untraced state: initial value (outer), inner input, new value, outer output."""
    init: object
    inner_in: object
    inner_out: object
    result: object = None


@dataclass
class NitSot:
    """An output not fed back: its value at each step (inner) and their stack (outer)."""
    inner_out: object
    result: object = None


@dataclass
class ScanParts:
    n_steps: object
    seqs: list = field(default_factory=list)         # (outer sequence, inner input)
    states: list = field(default_factory=list)       # State; mit-sot (several or other taps) and sit-sot alike
    nit_sots: list = field(default_factory=list)     # NitSot
    carries: list = field(default_factory=list)      # Carry
    non_seqs: list = field(default_factory=list)     # (outer value, inner input)
    condition: object = None                         # the inner stopping condition, or None

    @classmethod
    def of_node(cls, node) -> "ScanParts":
        """The parts of a Scan node, over a fresh copy of its inner graph."""
        op, info = node.op, node.op.info
        fgraph = op.fgraph.unfreeze()
        ins, outs = list(fgraph.inputs), list(fgraph.outputs)
        s, o = info.outer_input_slices(), info.output_slices()
        inner = info.inner_input_slices()
        parts = cls(node.inputs[0])
        parts.seqs = list(zip(node.inputs[s["seqs"]], ins[inner["seqs"]]))
        for j, (init, taps, positions) in enumerate(zip(node.inputs[s["states"]], info.state_taps,
                                                      info.tap_positions())):
            parts.states.append(State(init, tuple(taps), [ins[k] for k in positions], outs[j], node.outputs[j]))
        for k in range(o["nit_sot"].start, o["nit_sot"].stop):
            parts.nit_sots.append(NitSot(outs[k], node.outputs[k]))
        for init, var, out, result in zip(node.inputs[s["untraced"]], ins[inner["untraced"]], outs[o["untraced"]],
                                          node.outputs[o["untraced"]]):
            parts.carries.append(Carry(init, var, out, result))
        parts.non_seqs = list(zip(node.inputs[s["non_seqs"]], ins[inner["non_seqs"]]))
        parts.condition = outs[-1] if info.as_while else None
        return parts

    def inner_inputs(self) -> list:
        mit, sit = self._split_states()
        return ([v for _, v in self.seqs] + [v for st in mit + sit for v in st.inner_ins]
                + [c.inner_in for c in self.carries] + [v for _, v in self.non_seqs])

    def inner_outputs(self) -> list:
        mit, sit = self._split_states()
        return ([st.inner_out for st in mit + sit] + [n.inner_out for n in self.nit_sots]
                + [c.inner_out for c in self.carries] + ([self.condition] if self.condition is not None else []))

    def _split_states(self):
        """mit-sot states, sit-sot states (a single tap -1), each in their order."""
        mit = [st for st in self.states if tuple(st.taps) != (-1,)]
        sit = [st for st in self.states if tuple(st.taps) == (-1,)]
        return mit, sit

    def info(self) -> ScanInfo:
        mit, sit = self._split_states()
        return ScanInfo(n_seqs=len(self.seqs), mit_sot_in_slices=tuple(tuple(st.taps) for st in mit),
                        sit_sot_in_slices=tuple((-1,) for _ in sit), n_nit_sot=len(self.nit_sots),
                        n_untraced_sit_sot=len(self.carries), n_non_seqs=len(self.non_seqs),
                        as_while=self.condition is not None)

    def build(self, like: Scan | None = None, **settings):
        """(outputs by part, the new Scan's node): a Scan over these parts, with the settings
        of ``like`` (mode, truncate_gradient, name...) unless ``settings`` say otherwise.
        The outputs are in the order of the parts: states, nit-sots, carries."""
        if like is not None:
            base = dict(mode=like.mode, truncate_gradient=like.truncate_gradient, name=like.name,
                        profile=like.profile, allow_gc=like.allow_gc, strict=like.strict)
            base.update(settings)
            settings = base
        op = Scan(self.inner_inputs(), self.inner_outputs(), self.info(), **settings)
        mit, sit = self._split_states()
        outer = ([self.n_steps] + [x for x, _ in self.seqs] + [st.init for st in mit + sit]
                 + [c.init for c in self.carries] + [x for x, _ in self.non_seqs])
        results = op(*outer, return_list=True)
        by_state = dict(zip(map(id, mit + sit), results))
        n = len(mit) + len(sit)
        ordered = [by_state[id(st)] for st in self.states] + results[n:]
        return ordered, results[0].owner if results else None


__all__ = ["ScanParts", "State", "Carry", "NitSot"]
