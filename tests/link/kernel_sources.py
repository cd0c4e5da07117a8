"""The guard of C backend refactorings: every standard-library kernel's C, normalised.

    python tests/link/kernel_sources.py save before.json     # before a change (the raw sources)
    python tests/link/kernel_sources.py compare before.json  # after it: the kernels that differ

For each kernel of the standard library (every op, every dtype instantiation) and for the fused
kernels of a few graphs, this renders the source the compiler gets, then normalises it: the
code the defines selecting ops and kernels leave out dropped (as the preprocessor does), then
comments, ``#line`` directives and the ABI's defines, the run-time digests in fused kernels'
names replaced, and the source cut into top-level items (a function, a declaration, a
preprocessor line), compared token by token, of which only those of the kernel itself are
kept (not the op's other, unused instantiations). Two renderings that agree here compile to the
same kernels, whatever file layout, comments or line numbers produced them. It reads trees
from before KernelSpec too (their CModule), so ``save`` can run on any commit.
"""
from __future__ import annotations

import json
import re
import sys

_COMMENT = re.compile(r"/\*.*?\*/", re.S)
#: C tokens: string and char literals, names and numbers, then single characters
_TOKEN = re.compile(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'|[A-Za-z_]\w*|\d[\w.]*|\S')
_DIGEST = re.compile(r"\b(Composite|CompositeReduce)_[0-9a-f]{10}(?=_|\b)")

#: fused graphs whose kernels are compared (inputs: name -> (dtype, ndim))
FUSED = [
    ("exp(a) * b + log1p(c * c)", {"a": ("float64", 1), "b": ("float64", 1), "c": ("float64", 1)}),
    ("(a * 2 + 1).sum(axis=1)", {"a": ("float64", 2)}),
    ("(exp(a) - b).max(axis=0)", {"a": ("float32", 2), "b": ("float32", 2)}),
    ("(where(a > 0, a, 0) * a).sum()", {"a": ("int64", 1)}),
    ("sigmoid(a) * (1 - sigmoid(a))", {"a": ("float64", 2)}),
    ("cast(a, \"float32\") * b + 1", {"a": ("int32", 1), "b": ("float32", 1)}),
    ("((a - b) ** 2).mean(axis=0)", {"a": ("float64", 2), "b": ("float64", 1)}),
]


def _abi_lines() -> set:
    """The ABI's defines (opspec.kernels.abi), which every source starts with: the same values
    the kernel header defined before they had a table of their own."""
    try:
        from opspec.kernels.abi import c_defines
    except ImportError:
        return set()
    return {" ".join(line.split()) for line in c_defines(program=True).splitlines()}


_SELECT = re.compile(r"#\s*(ifdef|ifndef)\s+(OPSPEC_(?:OP|KERNEL|SKIP)_\w+)\s*$")
_DEFINE = re.compile(r"#\s*define\s+(OPSPEC_(?:OP|KERNEL)_\w+)\s*$")


def selected(lines: list[str]) -> list[str]:
    """The lines the preprocessor compiles, as far as the defines selecting ops and kernels
    decide (``OPSPEC_OP_*``, ``OPSPEC_KERNEL_*``, the former ``OPSPEC_SKIP_*``), without those
    directives; every other conditional is kept as it is."""
    defined, stack, out = set(), [], []
    for line in lines:
        s = line.strip()
        m = _DEFINE.match(s)
        if m:
            defined.add(m.group(1))
            continue
        if re.match(r"#\s*undef\s+\w+$", s):
            defined.discard(s.split()[-1])
            continue
        m = _SELECT.match(s)
        if m:
            stack.append((m.group(2) in defined) == (m.group(1) == "ifdef"))
            continue
        if re.match(r"#\s*if", s):
            stack.append(None)
        elif re.match(r"#\s*endif", s):
            if stack.pop() is not None:
                continue
        if all(active is not False for active in stack):
            out.append(line)
    return out


def items(source: str) -> list[str]:
    """The top-level items of C ``source``, normalised (the ABI's defines left out)."""
    abi = _abi_lines()
    text = _COMMENT.sub(" ", source)
    lines = []
    for line in selected(text.split("\n")):
        s = line.strip()
        if s.startswith("#line") or re.match(r"#define \w+ __attribute__\(\(unused\)\) static", s):
            continue
        lines.append(line)
    out, current, depth = [], [], 0
    for line in lines:
        s = line.strip()
        if not s:
            continue
        if s.startswith("#") and depth == 0 and not current:
            if " ".join(s.split()) not in abi:
                out.append(" ".join(s.split()))
            continue
        current.append(s)
        depth += s.count("{") - s.count("}")
        if depth == 0 and (s.endswith("}") or s.endswith(";")):
            out.append(" ".join(" ".join(current).split()))
            current = []
    if current:
        out.append(" ".join(" ".join(current).split()))
    return [_DIGEST.sub(r"\1_X", " ".join(_TOKEN.findall(item))) for item in out]


def own(all_items: list[str], name: str, op: str) -> list[str]:
    """The items of kernel ``name`` of ``op``: its own functions and everything that is no
    instantiation of the op (headers, support code)."""
    kept = []
    for item in all_items:
        fns = re.findall(rf"\b({re.escape(op)}__\w+?)(?:_elem|_run|_span|_fold_runs|_fold_run|_fold_long|_fold"
                         rf"|_merge|_block|_partials|_partial)?\s*\(", item.split("{")[0])
        if fns and not any(f == name for f in fns):
            continue
        kept.append(item)
    return kept


def normalised(raw: dict) -> dict[str, list[str]]:
    """{kernel: its normalised items} from {kernel: (op, name, source)} (``own`` for the
    standard library, whose sources held an op's other instantiations)."""
    return {key: own(items(source), name, op) if op else items(source) for key, (op, name, source) in raw.items()}


def fused_kernels() -> dict[str, tuple[str, str, str]]:
    import opspec
    import opspec.tensor as ot
    out = {}
    for expr, inputs in FUSED:
        variables = {n: ot.tensor(dtype=d, shape=(None,) * nd, name=n) for n, (d, nd) in inputs.items()}
        env = {**variables, "exp": ot.exp, "log1p": ot.log1p, "sigmoid": ot.sigmoid, "where": ot.where, "cast": ot.cast}
        out_var = eval(expr, env)   # noqa: S307 - our own table above
        f = opspec.function(list(variables.values()), out_var, mode="FAST_RUN")
        for k, (name, source) in enumerate(fused_sources(f)):
            out[f"{expr} #{k}"] = ("", name, source)
    return out


# ------------------------------------------------------------------ what the runtime compiles
def stdlib_sources() -> dict[str, tuple[str, str, str]]:
    """{file:kernel: (op, kernel, the source compiled for it)} of the standard library (through
    the runtime's units: opspec.link.c.module, or the CModule of trees before KernelSpec)."""
    import importlib
    import inspect
    from pathlib import Path

    import opspec.ops
    from opspec.link.c import module as units
    out = {}
    for path in sorted(Path(opspec.ops.__file__).parent.glob("*.c")):
        if not hasattr(units, "unit_for"):
            mod = units.CModule(path, path.read_text())
            for unit in mod.all_units():
                out[f"{mod.name}:{unit.name}"] = (unit.op, unit.name, unit.job()["source"])
            continue
        module = importlib.import_module(f"opspec.ops.{path.stem}")
        for _, cls in inspect.getmembers(module, inspect.isclass):
            table = cls.__dict__.get("c_kernels")
            if table is None or table.file is None:
                continue
            for spec in table.specs():
                out[f"{path.stem}:{spec.name}"] = (spec.op, spec.name, units.unit_for(spec).job()["source"])
    return out


def fused_sources(f) -> list[tuple[str, str]]:
    """(kernel, source) of the fused kernels of compiled function ``f``."""
    from opspec.link.c import module as units
    out = []
    for node in f.maker.fgraph.toposort():
        if not hasattr(units, "unit_for"):
            if callable(getattr(node.op, "c_source", None)):
                out += [(unit.name, unit.job()["source"]) for unit in units.c_module_for(node.op).all_units()]
            continue
        call = node.op.c_kernel(node)
        if call is not None and call.spec is not None and call.spec.file is None:
            out.append((call.spec.name, units.unit_for(call.spec).job()["source"]))
    return out


def render() -> dict[str, tuple[str, str, str]]:
    """{kernel: (op, name, source)}: every stdlib kernel and the fused kernels of FUSED."""
    return {**{k: v for k, v in stdlib_sources().items()}, **fused_kernels()}


def main(argv):
    if len(argv) != 3 or argv[1] not in ("save", "compare"):
        print(__doc__)
        return 2
    raw = render()
    if argv[1] == "save":
        with open(argv[2], "w") as f:
            json.dump(raw, f, indent=0, sort_keys=True)
        print(f"saved {len(raw)} kernels")
        return 0
    with open(argv[2]) as f:
        before = normalised(json.load(f))
    now = normalised(raw)
    missing = sorted(set(before) - set(now))
    extra = sorted(set(now) - set(before))
    changed = sorted(k for k in set(before) & set(now) if before[k] != now[k])
    for k in missing:
        print(f"missing: {k}")
    for k in extra:
        print(f"new: {k}")
    for k in changed:
        print(f"changed: {k}")
        a, b = before[k], now[k]
        for x in a:
            if x not in b:
                print(f"   - {x[:300]}")
        for x in b:
            if x not in a:
                print(f"   + {x[:300]}")
    print(f"{len(now)} kernels: {len(changed)} changed, {len(missing)} missing, {len(extra)} new")
    return 1 if missing or extra or changed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
