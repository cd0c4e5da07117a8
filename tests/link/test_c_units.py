"""Kernels compiled one by one: a graph builds only the kernels its nodes use, each unit compiles
one kernel of one op, errors still name spec line and op, keys are the same in every thread and
process, a graph's kernels build in parallel, and ``opspec build`` fills the very entries the
runtime looks up. (Several kernels compiled as one module: test_c_batch.py.)"""
import importlib.util
import json
import os
import re
import shlex
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.compile.mode import Mode
from opspec.kernels.abi import KERNEL_HEADER
from opspec.link.c import build, runtime
from opspec.link.c.batch import build_modules
from opspec.link.c.build import cache_entry, compiler_command
from opspec.kernels import module_kernels
from opspec.link.c.module import CSource, KernelCompileError

ROOT = Path(__file__).resolve().parents[2]

SPEC = textwrap.dedent("""\
    ops:
      Good:
        doc: x + 1, in C.
        elemwise: true
        inputs: {x: float}
        outputs: {out: x}
        python: x + 1
        c: "x + 1"

      Twice:
        doc: 2 x, in C.
        elemwise: true
        inputs: {x: float}
        outputs: {out: x}
        python: x * 2
        c: "x * 2"

      Broken:
        doc: 3 x, with a typo in its C.
        elemwise: true
        inputs: {x: float}
        outputs: {out: x}
        python: x * 3
        c: "x * undefined_name"

      Unlinked:
        doc: x, through a library that does not exist.
        inputs: {x: vector(float64)}
        outputs: {out: x}
        shape: {out: x.shape}
        python: x.copy()
        c:
          libraries: [opspec_no_such_library]
          body: |
            for (npy_intp i = 0; i < x.shape[0]; ++i) AT(out, i) = AT(x, i);
    """)
BROKEN_LINE = next(k for k, line in enumerate(SPEC.splitlines(), 1) if "undefined_name" in line)
UNLINKED_LINE = next(k for k, line in enumerate(SPEC.splitlines(), 1) if line.strip() == "Unlinked:")


def _counting_cc(path: Path, log: Path, delay: float = 0.0, runner: bool = False) -> str:
    """A $CC logging the start and end time of each kernel build (not of the flag probes, nor
    of the program runner unless ``runner``), which it slows down by ``delay`` seconds."""
    cc = shlex.join(compiler_command())
    skip = "" if runner else f'*_opspec_opspec_program_*) exec {cc} "$@" ;;'
    path.write_text(textwrap.dedent(f"""\
        #!/bin/sh
        case "$*" in
          {skip}
          *_opspec_*)
            start=$(date +%s.%N)
            sleep {delay}
            {cc} "$@"
            rc=$?
            echo "$start $(date +%s.%N)" >> {shlex.quote(str(log))}
            exit $rc ;;
        esac
        exec {cc} "$@"
        """))
    path.chmod(0o755)
    return str(path)


@pytest.fixture
def env(tmp_path, monkeypatch):
    """A private cache and a counting compiler; returns the number of module builds so far."""
    log = tmp_path / "cc.log"
    monkeypatch.setenv("OPSPEC_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("CC", _counting_cc(tmp_path / "cc", log))
    build.clear_memory_cache()
    yield lambda: len(log.read_text().splitlines()) if log.exists() else 0
    build.clear_memory_cache()


@pytest.fixture
def spec_module(tmp_path, env):
    """SPEC generated into a fresh importable module; (module, spec path, builds counter)."""
    from opspec.spec.generate import generate
    from opspec.spec.load import load_specs
    name = f"units_{tmp_path.name.replace('-', '_')}"
    spec_path = tmp_path / f"{name}.yaml"
    spec_path.write_text(SPEC)
    generate(load_specs([str(spec_path)]), tmp_path / "gen")
    spec = importlib.util.spec_from_file_location(name, tmp_path / "gen" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    # generated code names its spec relative to the project (here tmp_path: the spec's and gen's folder)
    yield module, spec_path.name, env
    sys.modules.pop(name, None)


def _cmodule(text=SPEC, name="unitspec", directory=None):
    """The CSource of ``text`` rendered as spec ``<directory>/<name>.yaml`` (the spec path is
    part of the C: ``#line`` directives name it), with every kernel it defines."""
    import tempfile
    from opspec.spec.c_codegen import c_module
    from opspec.spec.load import load_specs
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(directory or tmp) / f"{name}.yaml"
        path.write_text(text)
        (spec,) = load_specs([str(path)])
        ctext, tables = c_module(spec)
    return CSource(path.with_suffix(".c"), ctext, [k for t in tables for k in t.specs()])


def _unit(source, name):
    return source.unit(next(spec for spec in source.specs if spec.name == name))


def _module_source(module) -> CSource:
    """The C file of a generated module, with every kernel its ops' tables list."""
    return CSource(module.C_FILE, module.C_FILE.read_text(), module_kernels(module))


def _run(code: str, env: dict) -> str:
    done = subprocess.run([sys.executable, "-c", code], env={**os.environ, **env}, capture_output=True,
                          text=True, cwd=str(ROOT), timeout=600)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().splitlines()[-1]


# ------------------------------------------------------------------ granularity
def test_a_graph_builds_only_the_kernels_its_nodes_use(spec_module):
    module, _, builds = spec_module
    runtime.load()              # the kernels' helpers: built once per cache, loaded once per process
    before = builds()
    x = ot.dvector("x")
    f = opspec.function([x], module.good(x), mode=Mode("c"))
    np.testing.assert_allclose(f(np.arange(3.0)), np.arange(3.0) + 1)
    assert builds() - before == 1                          # Good float64: not the file, not the op
    y = ot.fvector("y")
    g = opspec.function([y], module.good(y), mode=Mode("c"))
    assert g(np.ones(2, "float32")).dtype == np.float32
    assert builds() - before == 2                          # Good float32: one more kernel
    opspec.function([x], module.good(x), mode=Mode("c"))
    assert builds() - before == 2


def test_a_unit_compiles_one_kernel_of_its_op_only(spec_module):
    """A unit is its file selected by two defines: another op's broken code in the file is never
    compiled, and the module exports the one kernel."""
    module, _, builds = spec_module
    from opspec.link.c.module import unit_for
    runtime.load()
    before = builds()
    unit = unit_for(module.Good.c_kernels.spec(("float64", "float64")))
    source = unit.job()["source"]
    assert re.findall(r"#define (OPSPEC_\w+)\n", source) == ["OPSPEC_OP_Good", "OPSPEC_KERNEL_Good__float64__float64"]
    assert "undefined_name" in source                                       # Broken's block, not compiled
    unit.load()
    assert unit.error is None and unit.failure is None
    exported = {n for n in dir(unit.lib) if not n.startswith("_")}
    assert exported == {"Good__float64__float64"}
    assert builds() - before == 1


def test_a_key_names_its_kernel_and_the_text_of_its_file(tmp_path):
    """Every kernel of a file has a key of its own; an edit of the file changes them (its line
    numbers are part of each kernel's text anyway), the same text keeps them."""
    base = _cmodule(directory=tmp_path)
    same = _cmodule(directory=tmp_path)
    edited = _cmodule(SPEC.replace("x * undefined_name", "x * other_name"), directory=tmp_path)

    def key(mod, name="Good__float64__float64"):
        return cache_entry(**_unit(mod, name).job()).modname
    assert key(base) == key(same) and key(base) != key(edited)
    names = [s.name for s in base.specs if s.op in ("Good", "Twice")]
    assert len(names) == 4 and len({key(base, name) for name in names}) == 4


# ------------------------------------------------------------------ errors
def test_errors_name_spec_line_and_op_and_other_kernels_build(spec_module):
    module, spec_path, builds = spec_module
    mod = _module_source(module)
    build_modules([mod])
    assert mod.failure is None
    assert set(mod.broken) == {"Broken", "Unlinked"}
    assert str(mod.broken["Broken"]).startswith(f"{spec_path}:{BROKEN_LINE}: op Broken: C kernel does not compile")
    assert "undefined_name" in str(mod.broken["Broken"])
    unlinked = str(mod.broken["Unlinked"])
    assert unlinked.startswith(f"{spec_path}:") and "op Unlinked" in unlinked and "opspec_no_such_library" in unlinked
    assert {u.name for u in mod.all_units() if u.fn is not None} == {
        "Good__float32__float32", "Good__float64__float64", "Twice__float32__float32", "Twice__float64__float64"}
    for unit in mod.all_units():
        assert (unit.fn is None) == (unit.op in ("Broken", "Unlinked"))
        assert unit.error is None or isinstance(unit.error, KernelCompileError)
    x = ot.dvector("x")
    with pytest.raises(KernelCompileError, match=rf"op Broken"):
        opspec.function([x], module.broken(x), mode=Mode("c"))
    f = opspec.function([x], module.twice(x), mode=Mode("c"))
    np.testing.assert_allclose(f(np.arange(2.0)), [0.0, 2.0])


# ------------------------------------------------------------------ keys across threads and processes
_BUILD_IN_THREADS = """
import json, sys, threading
from pathlib import Path
from opspec.link.c.build import cache_entry, compiler_identity
from opspec.link.c.batch import build_units
from opspec.link.c.module import CSource
from opspec.spec.c_codegen import c_module
from opspec.spec.load import load_specs
text, tables = c_module(load_specs([sys.argv[1]])[0])
mod = CSource(Path(sys.argv[1]).with_suffix(".c"), text, [k for t in tables for k in t.specs()])
units = [u for u in mod.all_units() if u.op in ("Good", "Twice")]
jobs = [u.job() for u in units]         # compiler flags, probed here: nothing else is set up yet
compiler_identity()
barrier, keys = threading.Barrier(len(jobs)), [None] * len(jobs)

def key(i):                             # every thread computes its first key at the same time
    barrier.wait()
    keys[i] = cache_entry(**jobs[i]).modname

threads = [threading.Thread(target=key, args=(i,)) for i in range(len(jobs))]
[t.start() for t in threads]
[t.join() for t in threads]
build_units(units, workers=4)
print(json.dumps([keys, [u.module_name for u in units]]))
"""


def test_keys_are_the_same_in_every_thread_and_process(tmp_path):
    """Two processes build the same kernels on four threads each, starting cold: same keys, and
    the second compiles nothing. (sysconfig's lazy setup is not thread-safe before Python 3.13:
    a thread could read EXT_SUFFIX as None into the key, so keys alternated between runs.)"""
    spec = tmp_path / "unitspec.yaml"
    spec.write_text(SPEC)
    log = tmp_path / "cc.log"
    env = {"OPSPEC_CACHE_DIR": str(tmp_path / "cache"), "CC": _counting_cc(tmp_path / "cc", log)}
    code = _BUILD_IN_THREADS.replace("sys.argv[1]", repr(str(spec)))
    first = json.loads(_run(code, env))
    builds = len(log.read_text().splitlines())
    second = json.loads(_run(code, env))
    assert first[0] == first[1] and len(set(first[0])) == 4      # the keys the builds used
    assert second == first
    # four kernels and the kernels' helpers (opspec_runtime.c); the second process built nothing
    assert len(log.read_text().splitlines()) == builds == 5


def test_fingerprint_is_complete_whichever_thread_asks_first():
    code = ("import json, threading\n"
            "from opspec.link.c import cache, build\n"
            "barrier, out = threading.Barrier(4), []\n"
            "def ask():\n"
            "    barrier.wait()\n"
            "    out.append([cache.environment_fingerprint(), build._python_includes()])\n"
            "threads = [threading.Thread(target=ask) for _ in range(4)]\n"
            "[t.start() for t in threads]; [t.join() for t in threads]\n"
            "print(json.dumps(out))\n")
    runs = [json.loads(_run(code, {})) for _ in range(2)]
    values = [json.dumps(v) for run in runs for v in run]
    assert len(set(values)) == 1
    fingerprint = dict(runs[0][0][0])
    assert all(v and v != "None" for v in fingerprint.values())
    assert fingerprint["ext_suffix"].endswith(".so") or fingerprint["ext_suffix"].endswith(".pyd")


# ------------------------------------------------------------------ parallel builds at link time
def test_a_graphs_kernels_build_in_parallel(tmp_path, monkeypatch):
    """The linker asks for one kernel at a time; the others are already building meanwhile,
    in one batch per core (opspec.link.c.batch)."""
    from opspec.link.c.batch import _workers
    from opspec.graph.fg import FunctionGraph
    from opspec.link.vm import link
    from opspec.spec.generate import generate
    from opspec.spec.load import load_specs
    log = tmp_path / "cc.log"
    monkeypatch.setenv("OPSPEC_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("CC", _counting_cc(tmp_path / "cc", log, delay=1.0))
    name = f"units_par_{tmp_path.name.replace('-', '_')}"
    (tmp_path / f"{name}.yaml").write_text(SPEC)
    generate(load_specs([str(tmp_path / f"{name}.yaml")]), tmp_path / "gen")
    spec = importlib.util.spec_from_file_location(name, tmp_path / "gen" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
        x, y = ot.dvector("x"), ot.fvector("y")
        fg = FunctionGraph([x, y], [module.good(x), module.twice(x), module.good(y)], clone=True)
        vm = link(fg, impl="c")
    finally:
        sys.modules.pop(name, None)
    assert [t.impl for t in vm.thunks] == ["c"] * 3
    spans = sorted(tuple(map(float, line.split())) for line in log.read_text().splitlines())
    assert len(spans) == min(3, _workers())
    assert len(spans) == 1 or any(b[0] < a[1] for a, b in zip(spans, spans[1:])), f"no two builds overlapped: {spans}"


# ------------------------------------------------------------------ opspec build
def test_opspec_build_fills_the_entries_the_runtime_uses(tmp_path):
    log = tmp_path / "cc.log"
    env = {"OPSPEC_CACHE_DIR": str(tmp_path / "cache"), "CC": _counting_cc(tmp_path / "cc", log, runner=True)}
    done = subprocess.run([sys.executable, "-m", "opspec.cli", "build", "specs/math.yaml", "specs/nnet.yaml"],
                          env={**os.environ, **env}, capture_output=True, text=True, cwd=str(ROOT), timeout=600)
    assert done.returncode == 0, done.stderr
    kernels = len(_cmodule((ROOT / "specs" / "math.yaml").read_text(), "math").all_units()) + \
        len(_cmodule((ROOT / "specs" / "nnet.yaml").read_text(), "nnet").all_units())
    assert f"2 C module(s), {kernels} kernels" in done.stdout
    assert re.search(r"\[[12]/2\] math ", done.stdout) and re.search(r"\[[12]/2\] nnet ", done.stdout)
    from opspec.link.c.batch import MAX_BATCH
    from opspec.link.c.batch import _workers
    batches = max(min(_workers(), kernels), -(-kernels // MAX_BATCH))
    assert len(log.read_text().splitlines()) == batches + 2           # the program runner, the helpers
    # a new process compiles every op of those files for every dtype it has: nothing to build
    code = textwrap.dedent("""
        import json, numpy as np, opspec, opspec.tensor as ot
        from opspec.compile.mode import Mode
        from opspec.ops import math, nnet
        impls = []
        for dtype in ("float64", "float32"):
            for op in (math.exp, math.log, math.log1p, math.expm1, math.sqrt, math.sin, math.cos,
                       math.tanh, math.sigmoid, math.softplus, math.erf):
                x = ot.vector("x", dtype=dtype)
                f = opspec.function([x], op(x), mode=Mode("c"))
                impls += [i for _, i in f.node_impls()]
            m = ot.matrix("m", dtype=dtype)
            for op in (nnet.Softmax(axis=1), nnet.LogSoftmax(axis=0), nnet.LogSumExp(axis=1)):
                f = opspec.function([m], op(m), mode=Mode("c"))
                impls += [i for _, i in f.node_impls()]
        print(json.dumps(impls))
    """)
    impls = json.loads(_run(code, env))
    assert set(impls) == {"c"} and len(impls) == 28
    assert len(log.read_text().splitlines()) == batches + 2    # zero compiler runs


def test_the_runner_is_queued_once_and_early(monkeypatch):
    """function() starts the program runner (and, on threads of their own, the probes of the
    kernels' flags) before rewriting; it is queued once per process, so no pool thread ever
    waits on the runner's lock instead of building a kernel."""
    from opspec.link.c import batch, program
    submitted = []
    monkeypatch.setattr(batch, "_submit", lambda fn, *args: submitted.append(fn))
    monkeypatch.setattr(batch, "_runner_queued", False)
    monkeypatch.setattr(program, "_runner", None)
    x = ot.dvector("x")
    opspec.function([x], ot.exp(x), mode=Mode("py"))      # no C: nothing started
    assert submitted == []
    batch.start_early()
    batch.start_early()
    batch._prefetch_program_runner()
    assert submitted == [program.runner]


def test_kernels_call_the_helpers_of_one_shared_library():
    """The iterators and checks are compiled once (opspec_runtime.c), not into every kernel."""
    lib = runtime.load()
    assert lib.opspec_iter_setup and lib.opspec_iter_elemwise and lib.opspec_format_shape
    header = KERNEL_HEADER.read_text()
    assert "int opspec_iter_setup(" in header and "static int opspec_iter_setup(" not in header
    x = ot.dvector("x")
    f = opspec.function([x], ot.exp(x[::2]) * 2.0, mode=Mode("c"))     # strided: the iterator's work
    np.testing.assert_allclose(f(np.arange(6.0)), np.exp(np.arange(6.0)[::2]) * 2)
