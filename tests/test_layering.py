"""The package import graph: stages in pipeline order, no cycles, no stage importing a later one.

Every import in ``opspec/`` and ``generated/`` (``opspec.ops``), at top level or inside a
function, is an edge between modules; each module belongs to a stage of the pipeline below. The
tests require that

- a module imports only modules of its own stage or earlier ones, and the module graph has no
  cycle, except through the few edges ``EXCEPTIONS`` names (each says why; README.md's "Design
  notes" explain them);
- top-level imports alone have no cycle at all, exceptions included: import order never matters;
- importing any module of a package runs the package's ``__init__``, so its top-level imports
  stay within the earliest stage of the package's modules (``import opspec.tensor.type`` does not
  load the op library);
- every exception is still needed, and every module has a stage.

Run it to print the graph: ``python tests/test_layering.py`` (``-v`` lists the modules per stage
and every edge between stages).
"""
from __future__ import annotations

import ast
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: the pipeline, earliest first: (stage, module prefixes, what it is). A module belongs to the
#: stage of its longest matching prefix ("=name": that module only).
STAGES = (
    ("config", ("=opspec", "opspec.configuration", "opspec.configdefaults", "opspec.utils"),
     "flags; the top-level package, which imports them (every module imports it first); platform constants"),
    ("kernels", ("opspec.kernels",), "what a C kernel is made of (the dtype table); numpy only"),
    ("spec", ("opspec.spec",), "the spec language: loading, checking, generating code"),
    ("graph", ("opspec.graph", "opspec.printing"), "Variable, Apply, Op, Type, FunctionGraph; printing them"),
    ("gradient", ("opspec.gradient",), "grad / Lop / Rop over the Op contract"),
    ("tensor", ("opspec.tensor", "opspec.raise_op"),
     "tensor types and variables, the Op bases generated ops subclass, helpers, checks in graphs"),
    ("ops", ("opspec.ops",), "generated from specs/"),
    ("library", ("=opspec.tensor", "opspec.tensor.math", "opspec.tensor.subtensor", "opspec.tensor.extra_ops",
                 "opspec.tensor.nlinalg", "opspec.tensor.slinalg", "opspec.tensor.special",
                 "=opspec.tensor.random", "opspec.tensor.random.basic", "opspec.tensor.random.utils"),
     "the op library's namespace (opspec.tensor, opspec.tensor.random) and PyTensor's module paths into it"),
    ("scalar", ("opspec.scalar",),
     "PyTensor's scalar layer: scalar types and graphs, views of the library's elementwise ops"),
    ("rewriting", ("opspec.rewriting", "opspec.graph.rewriting", "opspec.tensor.rewriting"),
     "rewriters, the rewrite database and the standard rewrites (loaded in opspec.rewriting.library)"),
    ("link", ("opspec.link",), "storage, thunks and the VM; building and calling C"),
    ("compile", ("opspec.compile", "opspec.ifelse"), "opspec.function, modes, shared variables, lazy branches"),
    ("scan", ("opspec.scan",), "loops: the Scan Op compiles its step with opspec.function"),
    ("targets", ("opspec.targets",),
     "the same specs as another library's Ops (--target pytensor): generating them reads the specs, "
     "the Ops run opspec's C kernels"),
    ("tools", ("opspec.testing", "opspec.cli", "opspec.spec.docs", "opspec.spec.c_check",
               "opspec.targets.pytensor.checks"),
     "checks and commands: they run everything above (spec's docs and check run the library, the "
     "target's checks run its Ops against the spec-driven checks' samples)"),
    ("dask", ("opspec.dask",), "mode DASK: compiled graphs lowered to dask arrays (an optional dependency)"),
)

_RANK = {name: k for k, (name, _, _) in enumerate(STAGES)}

#: the edges allowed to break the rules: (name, sources, targets, why); sources and targets are
#: stages, modules, or packages (a name ending with ".": the modules inside it)
EXCEPTIONS = (
    ("the top-level package's names", ("=opspec",), tuple(name for name, _, _ in STAGES[1:]),
     "opspec.function, opspec.grad... load their modules on first use: `import opspec` loads the flags only"),
    ("late binding to the op library", ("gradient", "tensor", "ops"), ("=opspec.tensor",),
     "building graph needs ops (x + y makes an Add, Exp's gradient multiplies, Sum's broadcasts), and "
     "the ops are made of the runtime: code below the library finds ops by name in the opspec.tensor "
     "namespace when it runs, never while modules load (the namespace loads the library lazily)"),
    ("PyTensor's scalar layer seen from tensor ops", ("opspec.tensor.elemwise", "opspec.tensor.reduction",
                                                      "opspec.tensor.basic", "=opspec.tensor"),
     ("opspec.scalar.lift", "opspec.scalar.convert"),
     "Elemwise(scalar_op) / CAReduce(scalar_op, axis) construct the library's op, op.scalar_op names the "
     "scalar op it applies, as_tensor_variable takes a scalar variable, opspec.tensor names tensor_copy and "
     "the crossings: each looks into opspec.scalar "
     "when called (opspec.scalar is made of the library, so it loads after it)"),
    ("PyTensor's rewriter names on opspec.graph", ("=opspec.graph",),
     ("opspec.rewriting.basic", "opspec.rewriting.db", "opspec.graph.rewriting.utils"),
     "pytensor.graph exports node_rewriter, graph_rewriter, rewrite_graph and RewriteDatabaseQuery; "
     "opspec.graph gives them on first use"),
    ("PyTensor's submodule paths as attributes of opspec.tensor", ("=opspec.tensor",), ("opspec.tensor.",),
     "pt.subtensor.set_subtensor works right after `import opspec.tensor as pt`, as PyTensor's package "
     "imports its submodules: the namespace imports the submodule named in its _SUBMODULES table when that "
     "attribute is first asked for (the f-string import counts every opspec.tensor module, "
     "opspec.tensor.rewriting included, though the table names none of the later stages)"),
    ("conveniences of graph objects", ("opspec.graph.basic", "opspec.graph.fg"),
     ("opspec.compile.function", "opspec.printing", "opspec.graph.frozen"),
     "Variable.eval compiles and runs, dprint prints, FunctionGraph.freeze makes a frozen graph (which is "
     "built on FunctionGraph): PyTensor's methods, calling what depends on them when used"),
    ("PyTensor's path to verify_grad", ("=opspec.gradient",), ("opspec.testing.gradient",),
     "verify_grad compiles the functions it checks, so it lives in opspec.testing; "
     "opspec.gradient.verify_grad names it there on first use"),
    ("Ops made of graphs and their derivatives", ("opspec.scan.op", "opspec.compile.builders"),
     ("opspec.scan.gradient", "opspec.compile.builders_grad"),
     "Scan's and OpFromGraph's L_op / R_op build the derivative loop or graph, which is a new Scan or "
     "OpFromGraph: the Op calls into the module of its derivatives when differentiated, and that module "
     "builds instances of the Op (one concept in two modules, split for size)"),
    ("modes loaded on first use", ("opspec.compile.mode",), ("=opspec.dask", "=opspec.compile.checking"),
     "mode=\"DASK\" names a mode that lives with its optional dependency, mode=\"DebugMode\" (NanGuardMode) one "
     "that lives with its checks: get_mode imports opspec.dask or opspec.compile.checking, which registers it, "
     "only when that name is asked for (import opspec never imports dask; a FAST_RUN program never loads "
     "DebugMode's checks)"),
)


# --------------------------------------------------------------------------- the graph

def module_files() -> dict[str, Path]:
    """module name -> file, for opspec/ and generated/ (which installs as opspec.ops)."""
    found = {}
    for base, package in ((ROOT / "opspec", "opspec"), (ROOT / "generated", "opspec.ops")):
        for path in sorted(base.rglob("*.py")):
            parts = list(path.relative_to(base).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join([package, *parts])] = path
    return found


def _matches(module: str, entry: str) -> bool:
    """Whether ``entry`` names ``module``: "=name" that module only, "name." the modules inside
    package name, "name" the module and those inside it."""
    if entry.startswith("="):
        return module == entry[1:]
    if entry.endswith("."):
        return module.startswith(entry)
    return module == entry or module.startswith(entry + ".")


def stage_of(module: str) -> str | None:
    """The stage of ``module``: that of its longest matching prefix."""
    best = None
    for name, prefixes, _ in STAGES:
        for prefix in prefixes:
            if _matches(module, prefix) and (best is None or len(prefix) > len(best[1])):
                best = (name, prefix)
    return best[0] if best else None


def imports(module: str, path: Path, modules) -> list[tuple[str, str, int]]:
    """(imported module, "top" or "call", line) for every import in ``module``. ``from a import b``
    imports ``a.b`` when that is a module; ``importlib.import_module`` of a literal (or of an
    f-string starting with a package's name: any module of that package) counts too."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = []

    def walk(node, when):
        for child in ast.iter_child_nodes(node):
            inner = "call" if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) else when
            if isinstance(child, ast.Import):
                found.extend((alias.name, when, child.lineno) for alias in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    parts = package.split(".")
                    base = ".".join(parts[:len(parts) - child.level + 1] + ([base] if base else []))
                for alias in child.names:
                    target = f"{base}.{alias.name}"
                    found.append((target if target in modules else base, when, child.lineno))
            elif isinstance(child, ast.Call) and getattr(child.func, "attr", None) == "import_module" and child.args:
                arg = child.args[0]
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    found.append((arg.value, when, child.lineno))
                elif isinstance(arg, ast.JoinedStr) and arg.values and isinstance(arg.values[0], ast.Constant):
                    prefix = arg.values[0].value
                    found.extend((m, when, child.lineno) for m in modules if m.startswith(prefix))
            walk(child, inner)

    walk(tree, "top")
    return [(target, when, line) for target, when, line in found if target in modules and target != module]


def build_graph():
    """(modules -> file, [(source, target, "top"/"call", line)])."""
    modules = module_files()
    edges = [(m, target, when, line) for m, path in modules.items() for target, when, line in imports(m, path, modules)]
    return modules, edges


def exception_for(source: str, target: str):
    """The EXCEPTIONS entry allowing ``source -> target``, or None."""
    def named(module, entries):
        return any(stage_of(module) == e if e in _RANK else _matches(module, e) for e in entries)

    return next((e for e in EXCEPTIONS if named(source, e[1]) and named(target, e[2])), None)


def cycles(nodes, edges) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's, iterative)."""
    succ = defaultdict(set)
    for a, b in edges:
        succ[a].add(b)
    index, low, on_stack, stack, found, counter = {}, {}, set(), [], [], [0]
    for root in sorted(nodes):
        if root in index:
            continue
        work = [(root, iter(sorted(succ[root])))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter[0]
                    counter[0] += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(succ[child]))))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return found


def _describe(edges, members) -> str:
    inside = set(members)
    return "\n".join(f"    {a} -> {b} ({when}, line {line})" for a, b, when, line in edges if a in inside and b in inside)


# --------------------------------------------------------------------------- the tests

@pytest.fixture(scope="module")
def graph():
    return build_graph()


def test_every_module_has_a_stage(graph):
    modules, _ = graph
    assert not [m for m in modules if stage_of(m) is None], "add these modules to a stage of STAGES"


def test_no_stage_imports_a_later_one(graph):
    _, edges = graph
    wrong = [f"{a} ({stage_of(a)}) -> {b} ({stage_of(b)}), {when} line {line}" for a, b, when, line in edges
             if _RANK[stage_of(a)] < _RANK[stage_of(b)] and exception_for(a, b) is None]
    assert not wrong, "imports of a later stage:\n" + "\n".join(wrong)


def test_no_cycles_outside_the_exceptions(graph):
    modules, edges = graph
    kept = [e for e in edges if exception_for(e[0], e[1]) is None]
    found = cycles(modules, [(a, b) for a, b, _, _ in kept])
    assert not found, "import cycles:\n" + "\n\n".join(_describe(kept, c) for c in found)


def test_top_level_imports_have_no_cycle_at_all(graph):
    modules, edges = graph
    top = [e for e in edges if e[2] == "top"]
    found = cycles(modules, [(a, b) for a, b, _, _ in top])
    assert not found, "top-level import cycles:\n" + "\n\n".join(_describe(top, c) for c in found)


def test_importing_a_module_does_not_load_a_later_stage_through_its_package(graph):
    modules, edges = graph
    wrong = []
    for package, path in modules.items():
        if path.name != "__init__.py" or package == "opspec":   # opspec's own imports: config (below)
            continue
        members = [m for m in modules if m.startswith(package + ".")]
        floor = min(_RANK[stage_of(m)] for m in members + [package])
        wrong += [f"{package} imports {b} ({stage_of(b)}) at line {line}" for a, b, when, line in edges
                  if a == package and when == "top" and _RANK[stage_of(b)] > floor]
    wrong += [f"opspec imports {b} at line {line}" for a, b, when, line in edges
              if a == "opspec" and when == "top" and stage_of(b) != "config"]
    assert not wrong, "\n".join(wrong)


def test_every_exception_is_still_needed(graph):
    _, edges = graph
    used = {exception_for(a, b)[0] for a, b, _, _ in edges if exception_for(a, b) is not None}
    assert not [e[0] for e in EXCEPTIONS if e[0] not in used], "exceptions no edge needs any more: delete them"


@pytest.mark.parametrize("statement, forbidden", [
    ("import opspec.graph", ("opspec.ops", "opspec.tensor", "opspec.rewriting", "opspec.link", "opspec.compile")),
    ("import opspec.tensor.type", ("opspec.ops", "opspec.rewriting", "opspec.link", "opspec.compile",
                                   "opspec.gradient", "opspec.tensor.specop")),
    ("import opspec.tensor", ("opspec.ops", "opspec.rewriting", "opspec.link", "opspec.compile")),
    ("import opspec.ops.math", ("opspec.rewriting", "opspec.link", "opspec.compile", "opspec.ops.arith")),
    ("import opspec.gradient", ("opspec.ops", "opspec.compile", "opspec.testing", "opspec.link")),
])
def test_what_an_import_loads(statement, forbidden):
    code = f"import sys; {statement}; print(' '.join(sys.modules))"
    loaded = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True,
                            cwd=ROOT).stdout.split()
    assert not [m for m in loaded if m.startswith(forbidden)]


# --------------------------------------------------------------------------- the picture

def report(verbose=False) -> str:
    modules, edges = build_graph()
    lines = ["stages, earliest first (modules):"]
    members = defaultdict(list)
    for m in modules:
        members[stage_of(m)].append(m)
    for name, _, what in STAGES:
        lines.append(f"  {name:<10} {len(members[name]):>3}  {what}")
        if verbose:
            lines += [f"               {m}" for m in sorted(members[name])]
    between = defaultdict(lambda: {"top": 0, "call": 0})
    for a, b, when, _ in edges:
        if stage_of(a) != stage_of(b):
            between[(stage_of(a), stage_of(b))][when] += 1
    lines.append("\nimports between stages (top-level / inside functions):")
    for (a, b), count in sorted(between.items(), key=lambda kv: (_RANK[kv[0][0]], _RANK[kv[0][1]])):
        mark = "" if _RANK[a] >= _RANK[b] else "   <- later stage: an exception"
        lines.append(f"  {a:>10} -> {b:<10} {count['top']:>4} / {count['call']:<4}{mark}")
    lines.append("\nexceptions:")
    for name, *_, why in EXCEPTIONS:
        used = [(a, b, when, line) for a, b, when, line in edges if (exception_for(a, b) or ("",))[0] == name]
        lines.append(f"  {name} ({len(used)} imports): {why}")
        if verbose:
            lines += [f"      {a} -> {b} ({when}, line {line})" for a, b, when, line in used]
    problems = cycles(modules, [(a, b) for a, b, _, _ in edges if exception_for(a, b) is None])
    lines.append(f"\ncycles outside the exceptions: {len(problems)}")
    lines += [f"  {' / '.join(c)}" for c in problems]
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(verbose="-v" in sys.argv[1:]))
