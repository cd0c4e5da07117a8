"""Kernels the cache lacks compiled several to a module (opspec.link.c.batch): one compiler run
per batch, yet each kernel keeps its own cache entry, which a new process finds without
compiling; a batch that does not compile falls back to single kernels, each with its own error;
no batch holds two kernels of one name; fused kernels of the same dtypes have names of their own."""
import json
import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.compile.mode import Mode
from opspec.link.c import runtime
from opspec.link.c.batch import Batch, plan
from opspec.link.c.build import cache_entry
from opspec.link.c.module import KernelCompileError, unit_for

from test_c_units import BROKEN_LINE, _cmodule, _module_source, _run, _unit, env, spec_module  # noqa: F401


def _units(module, *names):
    source = _module_source(module)
    return [unit_for(next(s for s in source.specs if s.name == name)) for name in names]


def test_a_batch_is_one_compiler_run_and_each_kernel_keeps_its_own_entry(spec_module, tmp_path):
    module, _, builds = spec_module
    runtime.load()
    units = _units(module, "Good__float64__float64", "Good__float32__float32", "Twice__float64__float64")
    before = builds()
    Batch(units).build()
    assert builds() - before == 1
    assert all(u.loaded and u.fn is not None and u.error is None for u in units)
    entries = [cache_entry(**u.job()) for u in units]
    assert all(e.verify() for e in entries)
    assert [u.module_name for u in units] == [e.modname for e in entries]      # loaded by its own name
    x, y = ot.dvector("x"), ot.fvector("y")
    f = opspec.function([x, y], [module.good(x), module.twice(x), module.good(y)], mode=Mode("c"))
    assert {impl for _, impl in f.node_impls()} == {"c"}
    good, twice, good32 = f(np.arange(3.0), np.arange(3, dtype="float32"))
    np.testing.assert_allclose(good, np.arange(3.0) + 1)
    np.testing.assert_allclose(twice, np.arange(3.0) * 2)
    assert good32.dtype == np.float32
    assert builds() - before == 1
    # a new process finds every kernel under its own key: no compiler run
    code = textwrap.dedent(f"""
        import importlib.util, json, sys, numpy as np, opspec, opspec.tensor as ot
        from opspec.compile.mode import Mode
        from opspec.link.c import runtime
        runtime.load()
        before = len(open({str(tmp_path / "cc.log")!r}).read().splitlines())
        spec = importlib.util.spec_from_file_location({module.__name__!r}, {module.__file__!r})
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module
        spec.loader.exec_module(module)
        x, y = ot.dvector("x"), ot.fvector("y")
        f = opspec.function([x, y], [module.good(x), module.twice(x), module.good(y)], mode=Mode("c"))
        out = [v.tolist() for v in f(np.arange(3.0), np.arange(3, dtype="float32"))]
        after = len(open({str(tmp_path / "cc.log")!r}).read().splitlines())
        print(json.dumps([after - before, out, sorted({{i for _, i in f.node_impls()}})]))
    """)
    compiled, out, impls = json.loads(_run(code, {}))
    assert compiled == 0 and impls == ["c"]
    assert out == [[1.0, 2.0, 3.0], [0.0, 2.0, 4.0], [1.0, 2.0, 3.0]]


def test_a_batch_that_does_not_compile_leaves_each_kernel_to_build_alone(spec_module):
    module, spec_path, builds = spec_module
    runtime.load()
    good, broken = _units(module, "Good__float64__float64", "Broken__float64__float64")
    before = builds()
    Batch([good, broken]).build()
    assert not good.loaded and not broken.loaded
    assert good.load().fn is not None
    assert isinstance(broken.load().error, KernelCompileError)
    assert str(broken.error).startswith(f"{spec_path}:{BROKEN_LINE}: op Broken: C kernel does not compile")
    assert builds() - before == 3       # the batch, then each kernel


SHARED_SUPPORT = textwrap.dedent("""\
    ops:
      Half:
        doc: x / 2, through support code Third shares.
        elemwise: true
        inputs: {x: float}
        outputs: {out: x}
        python: x / 2
        c:
          loop: "out = opspec_scaled(x, 2);"
          support: &scaled |
            static double opspec_scaled(double x, double by) { return x / by; }
      Third:
        doc: x / 3, through the same support code (a YAML alias).
        elemwise: true
        inputs: {x: float}
        outputs: {out: x}
        python: x / 3
        c: {loop: "out = opspec_scaled(x, 3);", support: *scaled}
      Quarter:
        doc: x / 4, with support code of its own that defines the same name (never in one unit with Half).
        elemwise: true
        inputs: {x: float}
        outputs: {out: x}
        python: x / 4
        c:
          loop: "out = opspec_scaled(x, 4);"
          support: |
            static double opspec_scaled(double x, double d) { return x / d; }
    """)


def test_support_code_ops_share_is_written_once_and_their_kernels_batch(env):
    """Ops giving the same support text (a YAML anchor, as the special functions do) get it
    once, compiled when any of them is: a batch of both ops' kernels is one compiler run (it
    was a failed batch, the function defined twice, then one build per kernel)."""
    source = _cmodule(SHARED_SUPPORT, name="shared")
    assert source.text.count("static double opspec_scaled") == 2        # shared once, Quarter's own
    runtime.load()
    units = [_unit(source, n) for n in ("Half__float64__float64", "Third__float64__float64",
                                        "Half__float32__float32", "Third__float32__float32")]
    before = env()
    Batch(units).build()
    assert env() - before == 1
    assert all(u.loaded and u.fn is not None and u.error is None for u in units)
    alone = _unit(source, "Quarter__float64__float64").load()
    assert alone.fn is not None and alone.error is None


def test_the_plan_batches_what_the_cache_lacks_and_never_two_kernels_of_one_name(env, tmp_path):
    from opspec.link.c.batch import MAX_BATCH
    first = _cmodule(name="first", directory=tmp_path)
    second = _cmodule(name="second", directory=tmp_path)        # the same ops and kernel names
    units = [_unit(m, n) for n in ("Good__float64__float64", "Twice__float64__float64", "Good__float32__float32")
             for m in (first, second)]
    for workers in (1, 2, 4):
        groups = plan(units, workers)
        assert sorted(map(id, units)) == sorted(id(u) for g in groups for u in g)
        for batch in groups:
            assert len({u.name for u in batch}) == len(batch) <= MAX_BATCH
            assert all(u.source is v.source for u in batch for v in batch if u.op == v.op)
    # one file: one batch per worker, an op's kernels together
    good = [_unit(first, n) for n in ("Good__float64__float64", "Good__float32__float32")]
    twice = [_unit(first, n) for n in ("Twice__float64__float64", "Twice__float32__float32")]
    assert sorted(map(sorted, ([u.name for u in g] for g in plan(good + twice, 2)))) == \
        sorted(map(sorted, ([u.name for u in good], [u.name for u in twice])))
    runtime.load()
    units[0].load()                                             # now cached: planned alone
    fresh = _unit(_cmodule(name="first", directory=tmp_path), "Good__float64__float64")
    assert [fresh] in plan([fresh, *units[1:]], 2)


def test_fused_kernels_of_the_same_dtypes_have_names_of_their_own():
    x, y = ot.dvector("x"), ot.dvector("y")

    def fused_names(expression):
        f = opspec.function([x, y], expression)
        calls = [n.op.c_kernel(n) for n in f.maker.fgraph.toposort()]
        return [call.spec.name for call in calls if call is not None and call.spec.file is None]

    (a,) = fused_names(ot.exp(x) * y + 1)
    (b,) = fused_names(ot.log1p(x) - y * 2)
    (c,) = fused_names(ot.exp(x) * y + 1)
    assert a.startswith("Composite_") and a.split("__", 1)[1] == b.split("__", 1)[1]     # same dtypes
    assert a != b and a == c


@pytest.mark.parametrize("kind", ["elemwise", "reduce"])
def test_kernels_built_together_compute_as_alone(kind, tmp_path, monkeypatch):
    """A whole graph's kernels, built in batches in a fresh cache, give the results of the
    Python path."""
    monkeypatch.setenv("OPSPEC_CACHE_DIR", str(tmp_path / "cache"))
    from opspec.link.c import build
    build.clear_memory_cache()
    from opspec.link.c.module import forget_modules
    forget_modules()
    try:
        x, y, z = ot.dmatrix("x"), ot.dmatrix("y"), ot.dvector("z")
        outs = [ot.exp(x) * y + z, ot.log1p(x * x) - z, (x * y).sum(axis=1) if kind == "reduce" else ot.tanh(y) * 3]
        f = opspec.function([x, y, z], outs)
        g = opspec.function([x, y, z], outs, mode=Mode("py"))
        rng = np.random.default_rng(0)
        values = [rng.normal(size=(4, 5)), rng.normal(size=(4, 5)), rng.normal(size=5)]
        for a, b in zip(f(*values), g(*values)):
            np.testing.assert_allclose(a, b, rtol=1e-12)
        assert len(list((tmp_path / "cache").glob("*.so"))) >= 3
    finally:
        build.clear_memory_cache()
        forget_modules()


def test_two_processes_building_the_same_batch_at_once(tmp_path):
    """Each kernel's entry lock is taken, in one order, before a batch builds: the second
    process waits, then finds every kernel built and compiles nothing."""
    from test_c_units import ROOT, _counting_cc
    spec = tmp_path / "unitspec.yaml"
    spec.write_text(textwrap.dedent(__import__("test_c_units").SPEC))
    log = tmp_path / "cc.log"
    env = {**os.environ, "OPSPEC_CACHE_DIR": str(tmp_path / "cache"),
           "CC": _counting_cc(tmp_path / "cc", log, delay=0.5)}
    code = textwrap.dedent(f"""
        import json, sys
        from pathlib import Path
        from opspec.link.c import runtime
        from opspec.link.c.batch import build_units
        from opspec.link.c.module import CSource
        from opspec.spec.c_codegen import c_module
        from opspec.spec.load import load_specs
        runtime.load()
        text, tables = c_module(load_specs([{str(spec)!r}])[0])
        mod = CSource(Path({str(spec)!r}).with_suffix(".c"), text, [k for t in tables for k in t.specs()])
        units = [u for u in mod.all_units() if u.op in ("Good", "Twice")]
        build_units(units, workers=2)
        print(json.dumps([u.fn is not None and u.error is None for u in units]))
    """)
    subprocess.run([sys.executable, "-c", "from opspec.link.c import runtime; runtime.load()"], env=env,
                   check=True, cwd=str(ROOT), timeout=600)         # the helpers, before counting
    before = len(log.read_text().splitlines()) if log.exists() else 0
    runs = [subprocess.Popen([sys.executable, "-c", code], env=env, cwd=str(ROOT), text=True,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE) for _ in range(2)]
    outs = [run.communicate(timeout=600) for run in runs]
    assert all(run.returncode == 0 for run in runs), [err for _, err in outs]
    assert all(json.loads(out.strip().splitlines()[-1]) == [True] * 4 for out, _ in outs)
    assert len(log.read_text().splitlines()) - before == 2      # one process's two batches


def test_without_hard_links_each_kernel_gets_a_copy(spec_module, monkeypatch):
    from opspec.link.c import build

    module, _, builds = spec_module
    runtime.load()

    def no_link(src, dst):
        raise OSError("hard links not supported here")
    monkeypatch.setattr(build.os, "link", no_link)
    units = _units(module, "Good__float64__float64", "Twice__float64__float64")
    Batch(units).build()
    assert all(u.fn is not None for u in units)
    entries = [cache_entry(**u.job()) for u in units]
    assert all(e.verify() for e in entries)
    assert os.stat(entries[0].so_path).st_ino != os.stat(entries[1].so_path).st_ino


def test_a_warm_cache_starts_no_thread(monkeypatch):
    """Every kernel, the helpers and the runner in the cache: function() and the linker load
    them where they need them, starting no build thread (a load holds the GIL: a thread would
    only take turns with the linker)."""
    from opspec.link.c import batch, module
    x = ot.dvector("x")
    graph = ot.exp(x) * 2.0 + ot.log1p(x * x)
    opspec.function([x], graph)(np.arange(3.0))             # fills the cache (and loads)
    module.forget_modules()                                 # kernels cached, not loaded here
    submitted, started = [], []
    monkeypatch.setattr(batch, "_submit", lambda fn, *args: submitted.append(fn))
    monkeypatch.setattr(batch.threading.Thread, "start", lambda self: started.append(self.name))
    f = opspec.function([x], graph)
    assert submitted == [] and started == []
    assert {impl for _, impl in f.node_impls()} == {"c"}
    np.testing.assert_allclose(f(np.arange(3.0)), np.exp(np.arange(3.0)) * 2 + np.log1p(np.arange(3.0) ** 2))
