"""``map``, ``reduce``, ``foldl`` and ``foldr``: ``scan`` with the arguments of the usual
functional forms (PyTensor's names and signatures)."""
from __future__ import annotations

from opspec.scan.basic import scan


def map(fn, sequences, non_sequences=None, truncate_gradient=-1, go_backwards=False, mode=None, name=None,
        return_updates=True):
    """``fn`` applied to each step of ``sequences``: its outputs stacked, none fed back."""
    return scan(fn=fn, sequences=sequences, outputs_info=[], non_sequences=non_sequences,
                truncate_gradient=truncate_gradient, go_backwards=go_backwards, mode=mode, name=name,
                return_updates=return_updates)


def reduce(fn, sequences, outputs_info, non_sequences=None, go_backwards=False, mode=None, name=None,
           return_updates=True):
    """The last value of each output of the loop (the whole loop's fold)."""
    result = scan(fn=fn, sequences=sequences, outputs_info=outputs_info, non_sequences=non_sequences,
                  go_backwards=go_backwards, truncate_gradient=-1, mode=mode, name=name,
                  return_updates=return_updates)
    outputs, updates = result if return_updates else (result, None)
    last = [x[-1] for x in outputs] if isinstance(outputs, (list, tuple)) else outputs[-1]
    return (last, updates) if return_updates else last


def foldl(fn, sequences, outputs_info, non_sequences=None, mode=None, name=None, return_updates=True):
    """``reduce`` from the first step to the last."""
    return reduce(fn=fn, sequences=sequences, outputs_info=outputs_info, non_sequences=non_sequences,
                  go_backwards=False, mode=mode, name=name, return_updates=return_updates)


def foldr(fn, sequences, outputs_info, non_sequences=None, mode=None, name=None, return_updates=True):
    """``reduce`` from the last step to the first."""
    return reduce(fn=fn, sequences=sequences, outputs_info=outputs_info, non_sequences=non_sequences,
                  go_backwards=True, mode=mode, name=name, return_updates=return_updates)


__all__ = ["map", "reduce", "foldl", "foldr"]
