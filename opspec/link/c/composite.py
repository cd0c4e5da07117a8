"""C for fused elemwise graphs: every inner op's scalar expression inlined in one loop.

Each step gets its own C block in which the op's input names are bound to the values it
reads (cast to the dtype its own kernel computes in), so the spec's expression text is
used unchanged and numpy's per-op casting is kept; the compiler folds the blocks away.
"""
from __future__ import annotations

from opspec.link.c.elemwise_loop import (C_TYPES, elemwise_loop, kernel_name, kernel_signature,
                                         module_source)


def composite_kernel(op, din, dout) -> tuple[str, str]:
    """(function name, C text) of the loop computing Composite ``op`` for these dtypes."""
    name = kernel_name("Composite", din, dout)
    inputs = [(f"i{k}", d) for k, d in enumerate(din)]
    outputs = [(f"o{j}", d) for j, d in enumerate(dout)]
    body = []
    dtypes = []
    for j, (inner, refs, dtype) in enumerate(op.steps):
        ref_dtypes = [din[k] if kind == "in" else dtypes[k] for kind, k in refs]
        kin, _ = kernel_signature(inner.input_dtypes, inner.output_dtypes, inner.input_names,
                                  ref_dtypes, (dtype,))
        body.append(f"{C_TYPES[dtype]} t{j};")
        body.append(f"{{   /* {inner} */")
        for (kind, k), arg, arg_dtype in zip(refs, inner.input_names, kin):
            source = f"i{k}" if kind == "in" else f"t{k}"
            body.append(f"    const {C_TYPES[arg_dtype]} {arg} = ({C_TYPES[arg_dtype]})({source});")
        for prop, value in inner._props_dict().items() if inner.__props__ else ():
            if isinstance(value, (bool, int, float)) and prop != "dtype":
                body.append(f"    const double {prop} = {float(value)!r};")
        body.append(f"    t{j} = ({C_TYPES[dtype]})({inner.c_exprs[0]});")
        body.append("}")
        dtypes.append(dtype)
    body += [f"o{j} = t{k};" for j, k in enumerate(op.outputs_ref)]
    return name, elemwise_loop(name, inputs, outputs, "\n".join(body), comment=str(op))


def composite_source(op, din, dout) -> str:
    name, text = composite_kernel(op, din, dout)
    return module_source("Composite", [(name, text, ())], comment=f"fused: {op}")
