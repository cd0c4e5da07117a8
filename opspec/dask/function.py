"""``mode="DASK"``: a compiled graph that runs on dask, chunk by chunk.

``opspec.function(inputs, outputs, mode="DASK")`` (or ``opspec.dask.function(inputs, outputs,
chunks=..., compute=...)``) compiles as usual, with FAST_RUN's rewrites and fusion (not the
in-place ones: dask's blocks are shared between tasks and never written), checks that every op
can be lowered (``opspec.dask.lowering``), and returns a ``DaskFunction``. Each call lowers the
graph onto the arrays it is given and returns dask arrays, lazy, or computed with
``compute=True`` by whatever scheduler is current (a ``dask.distributed.Client`` when one is).
"""
from __future__ import annotations

import dask
import dask.array as da
import numpy as np

from opspec.compile.mode import Mode
from opspec.dask.lowering import check_lowerable, is_lazy, lower
from opspec.graph.fg import FunctionGraph


class DaskMode(Mode):
    """FAST_RUN's rewrites without in-place ones, lowered to dask. ``chunks``: how numpy
    inputs are cut (a dask chunks spec for every input, such as ``"auto"``, ``100_000``,
    ``"64MiB"`` or ``(1000, 100)``, whose last entries a lower-rank input takes, as broadcasting
    aligns ranks; or a dict from input variables or names to one); ``compute``: return computed
    arrays instead of dask arrays."""

    def __init__(self, chunks="auto", compute=False, **mode_args):
        fields = dict(linker="auto", include=("fast_run",), exclude=("inplace",), name="DASK")
        fields.update(mode_args)
        super().__init__(**fields)
        self.chunks = chunks
        self.compute = compute

    def _derive(self, **changes):
        derived = super()._derive(**changes)
        derived.chunks, derived.compute = self.chunks, self.compute
        return derived

    def compile_function(self, ins, outs, single, update_vars):
        """What ``opspec.function`` returns in this mode (its inputs, outputs and updates resolved)."""
        if update_vars:
            raise ValueError("mode DASK: updates are not supported: a dask graph computes new arrays, it does "
                             "not write into shared variables; compute the new values as outputs instead")
        fgraph = FunctionGraph([inp.variable for inp in ins], [o.variable for o in outs], clone=True)
        self.rewriter().rewrite(fgraph)
        check_lowerable(fgraph)
        explicit = [inp for inp in ins if not inp.implicit]
        held = [inp.value for inp in ins if inp.implicit]
        return DaskFunction(fgraph, explicit, held, single, self.chunks, self.compute)


class DaskFunction:
    """A compiled graph whose calls build (and with ``compute=True`` run) a dask graph.

    Call it with one value per input, positionally: dask arrays (of the input's dtype and
    rank), or anything the input's type accepts (numpy arrays are cut into chunks).
    """

    def __init__(self, fgraph, ins, held, single, chunks="auto", compute=False):
        self.fgraph = fgraph
        self.ins = ins
        self._held = held           # containers of shared variables, read at each call
        self._single = single
        self.chunks = chunks
        self.compute = compute

    def __call__(self, *values):
        if len(values) != len(self.ins):
            raise TypeError(f"this function takes {len(self.ins)} inputs "
                            f"({', '.join(str(inp.variable) for inp in self.ins)}), got {len(values)}")
        types = [v.type for v in self.fgraph.inputs]
        arrays = [self._as_input(v, inp.variable, t) for v, inp, t in zip(values, self.ins, types)]
        arrays += [self._as_input(c.storage[0], c.type if hasattr(c, "type") else None, t)
                   for c, t in zip(self._held, types[len(self.ins):])]
        outs = [o if is_lazy(o) else da.from_array(np.asarray(o), chunks=np.shape(o))
                for o in lower(self.fgraph, arrays)]
        if self.compute:
            outs = list(dask.compute(*outs))
        return outs[0] if self._single else outs

    def dprint(self, **kwargs):
        """Print the rewritten graph that each call lowers."""
        from opspec.printing import debugprint
        return debugprint(self.fgraph, **kwargs)

    def _chunks_for(self, variable, ndim):
        chunks = self.chunks
        if isinstance(chunks, dict):
            found = [chunks[key] for key in (variable, variable.name) if key is not None and key in chunks]
            chunks = found[0] if found else "auto"
        if isinstance(chunks, (tuple, list)) and len(chunks) > ndim:
            chunks = tuple(chunks)[len(chunks) - ndim:]     # ranks aligned on the right, as broadcasting
        return chunks

    def _as_input(self, value, variable, type_):
        if is_lazy(value):
            if value.dtype.newbyteorder("=") == np.dtype(type_.dtype) != value.dtype:
                value = value.astype(type_.dtype)       # a non-native byte order: the kernels read native
            if value.ndim != type_.ndim or value.dtype != np.dtype(type_.dtype):
                raise TypeError(f"input {variable}: expected a {type_}, got a dask {value.dtype} array of rank "
                                f"{value.ndim} (cast it with .astype, reshape it first)")
            for k, (want, got) in enumerate(zip(type_.shape, value.shape)):
                if want is not None and got != want:
                    raise ValueError(f"input {variable}: size {got} of dimension {k} does not match the static "
                                     f"size {want} of its type {type_}")
            return value
        array = type_.filter(value)
        if array.ndim == 0:
            return array
        return da.from_array(array, chunks=self._chunks_for(variable, array.ndim))


def function(inputs, outputs=None, chunks="auto", compute=False, **kwargs):
    """``opspec.function`` in mode DASK, with this call's ``chunks`` and ``compute`` (see
    ``DaskMode``); other keywords (``givens``, ``on_unused_input``...) are ``opspec.function``'s."""
    from opspec.compile.maker import function as compile_function
    return compile_function(inputs, outputs, mode=DaskMode(chunks=chunks, compute=compute), **kwargs)
