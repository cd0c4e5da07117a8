"""Tiered execution (opspec.link.tier): a function whose kernels the cache lacks runs its ops'
python while they build, then C; values are numpy's on both sides of the switch.

Most tests make the build wait on a gate (kernels the suite has built load in milliseconds) and
make ``c_ready`` say no, so each side of the switch is seen for sure; the failure tests and the
exit test start real builds (a missing compiler, a flag the compiler refuses, an empty cache)."""
import os
import subprocess
import sys
import textwrap
import threading
import time
import warnings
from pathlib import Path

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.configuration import config
from opspec.link import tier
from opspec.link.c import module
from opspec.link.c.thunk import CKernelWarning


@pytest.fixture
def gated(monkeypatch):
    """Tiered functions whose C build waits for ``gate.set()``."""
    gate = threading.Event()
    build = tier.build_c

    def build_after_gate(nodes):
        gate.wait(60)
        build(nodes)
    monkeypatch.setattr(tier, "c_ready", lambda nodes: False)
    monkeypatch.setattr(tier, "build_c", build_after_gate)
    with config.change(wait_for_c=False):
        yield gate
    gate.set()


def impls(f) -> set:
    return {impl for _, impl in f.node_impls()}


def logreg():
    x, y, w = ot.dmatrix("x"), ot.dvector("y"), ot.dvector("w")
    b = ot.dscalar("b")
    p = ot.sigmoid(x @ w + b)
    loss = -(y * ot.log(p) + (1.0 - y) * ot.log(1.0 - p)).mean()
    return [x, y, w, b], [loss, *opspec.grad(loss, [w, b])]


def logreg_numpy(x, y, w, b):
    p = 1.0 / (1.0 + np.exp(-(x @ w + b)))
    loss = -np.mean(y * np.log(p) + (1.0 - y) * np.log(1.0 - p))
    g = (p - y) / x.shape[0]
    return [loss, x.T @ g, g.sum()]


def logreg_values(seed=0):
    rng = np.random.default_rng(seed)
    return [rng.standard_normal((50, 7)), (rng.random(50) < 0.5).astype(float), rng.standard_normal(7) * 0.1,
            np.array(0.3)]


def test_first_calls_run_perform_then_c_with_numpy_values(gated):
    ins, outs = logreg()
    f = opspec.function(ins, outs)
    build = f.vm.tier
    assert build is not None and impls(f) == {"py"}
    values = logreg_values()
    for got, want in zip(f(*values), logreg_numpy(*values)):
        np.testing.assert_allclose(got, want, rtol=1e-12)
    gated.set()
    assert build.wait(60)
    assert "c" in impls(f) and f.vm.tier is None
    for got, want in zip(f(*values), logreg_numpy(*values)):
        np.testing.assert_allclose(got, want, rtol=1e-12)


def test_exactly_rounded_values_are_the_same_bits_before_and_after_the_switch(gated):
    x, y, z = ot.dvectors("x", "y", "z")
    f = opspec.function([x, y, z], [(x * y + z) / (y - 3.0), ot.sqrt(x * x + z * z)])
    rng = np.random.default_rng(1)
    values = [rng.standard_normal(101) for _ in range(3)]
    want = [(values[0] * values[1] + values[2]) / (values[1] - 3.0), np.sqrt(values[0] ** 2 + values[2] ** 2)]
    before = f(*values)
    gated.set()
    f.vm.tier.wait(60)
    assert "c" in impls(f)
    after = f(*values)
    for b, a, w in zip(before, after, want):
        np.testing.assert_array_equal(b, w)
        np.testing.assert_array_equal(a, w)


def test_calls_from_threads_during_the_switch_give_numpy_values(gated):
    ins, outs = logreg()
    f = opspec.function(ins, outs)
    build = f.vm.tier
    values = [logreg_values(seed) for seed in range(4)]
    wants = [logreg_numpy(*v) for v in values]
    errors, paths = [], set()
    started = threading.Barrier(5)

    def caller(k):
        started.wait()
        try:
            for _ in range(60):
                for got, want in zip(f(*values[k]), wants[k]):
                    np.testing.assert_allclose(got, want, rtol=1e-12)
                paths.update(impls(f))
        except Exception as exc:    # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=caller, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    started.wait()
    gated.set()
    for t in threads:
        t.join()
    assert not errors
    assert build.wait(60) and "c" in impls(f)
    for got, want in zip(f(*values[0]), wants[0]):
        np.testing.assert_allclose(got, want, rtol=1e-12)


def test_inplace_nodes_and_user_arrays_across_the_switch(gated):
    """The rewritten graph overwrites an intermediate in place (a fused loop writing into the
    matmul's result); the caller's arrays stay as they were on both paths, and every call gets
    the same values."""
    x, w = ot.dmatrix("x"), ot.dvector("w")
    m = x @ w
    out = ot.tanh(m + 1.0) * 2.0
    f = opspec.function([x, w], [out, out.sum()])
    assert any(getattr(node.op, "destroy_map", None) for node in f.maker.fgraph.apply_nodes)
    rng = np.random.default_rng(2)
    xv, wv = rng.standard_normal((30, 4)), rng.standard_normal(4)
    keep = xv.copy(), wv.copy()
    want = np.tanh(xv @ wv + 1.0) * 2.0
    for _ in range(2):
        got, total = f(xv, wv)
        np.testing.assert_allclose(got, want, rtol=1e-13)
        np.testing.assert_allclose(total, want.sum(), rtol=1e-12)
    gated.set()
    f.vm.tier.wait(60)
    assert "c" in impls(f)
    for _ in range(2):
        got, total = f(xv, wv)
        np.testing.assert_allclose(got, want, rtol=1e-13)
        np.testing.assert_allclose(total, want.sum(), rtol=1e-12)
    np.testing.assert_array_equal(xv, keep[0])
    np.testing.assert_array_equal(wv, keep[1])


def test_updates_of_shared_variables_across_the_switch(gated):
    """State carried from call to call (an update overwriting its shared variable in place)
    goes on through the switch: each call sees the value the previous one left, either path."""
    acc = opspec.shared(np.zeros(5), "acc")
    x = ot.dvector("x")
    f = opspec.function([x], acc * 2.0, updates=[(acc, acc + ot.exp(x))])
    build = f.vm.tier
    xv = np.linspace(-1.0, 1.0, 5)
    total = np.zeros(5)
    for k in range(6):
        if k == 3:
            gated.set()
            assert build.wait(60) and "c" in impls(f)
        np.testing.assert_allclose(f(xv), total * 2.0, rtol=1e-14)
        total = total + np.exp(xv)
        np.testing.assert_allclose(acc.get_value(), total, rtol=1e-14)


def test_the_build_starts_when_the_first_call_returns(monkeypatch):
    """The compiler waits for the first result (``START_AFTER`` at most); then it runs."""
    started = threading.Event()
    monkeypatch.setattr(tier, "c_ready", lambda nodes: False)
    monkeypatch.setattr(tier, "START_AFTER", 60.0)
    monkeypatch.setattr(tier, "build_c", lambda nodes: started.set())
    x = ot.dvector("x")
    with config.change(wait_for_c=False):
        f = opspec.function([x], ot.exp(x) + 1.0)
    build = f.vm.tier
    assert not build.first_call.is_set() and not started.is_set()
    np.testing.assert_allclose(f(np.zeros(2)), [2.0, 2.0])
    assert build.first_call.is_set() and started.wait(60)


def test_a_function_whose_build_ended_before_it_was_made_starts_in_c(monkeypatch):
    """The build can finish before ``Function`` attaches to it: the function switches at once."""
    monkeypatch.setattr(tier, "c_ready", lambda nodes: False)
    made = []
    original = tier.Tier.attach

    def attach_late(self, take):
        self.thread.join(60)        # the build is done and found no owner
        made.append(self)
        original(self, take)
    monkeypatch.setattr(tier.Tier, "attach", attach_late)
    x = ot.dvector("x")
    with config.change(wait_for_c=False):
        f = opspec.function([x], ot.exp(x) * 2.0)
    assert made and made[0].switched.is_set() and "c" in impls(f)
    np.testing.assert_allclose(f(np.arange(3.0)), np.exp(np.arange(3.0)) * 2.0, rtol=1e-15)


@pytest.mark.parametrize("flags, kwargs", [(dict(wait_for_c=True), {}), (dict(fast_call=False), {}),
                                           (dict(on_c_error="raise"), {}), ({}, dict(mode="DebugMode")),
                                           ({}, dict(profile=True))])
def test_what_is_never_tiered(monkeypatch, flags, kwargs):
    """Waiting is asked for (the suite's setting), or the function must be what it runs from its
    first call: the plain call path to step through, C errors as errors, checking modes and
    profiles (they check and time what they linked)."""
    monkeypatch.setattr(tier, "c_ready", lambda nodes: False)
    x = ot.dvector("x")
    with config.change(**{"wait_for_c": False, **flags}):
        f = opspec.function([x], ot.exp(x) + x, **kwargs)
    assert getattr(f.vm, "tier", None) is None
    if "mode" not in kwargs:        # DebugMode runs both paths and reports its VM's nodes as py
        assert "c" in impls(f)
    np.testing.assert_allclose(f(np.arange(3.0)), np.exp(np.arange(3.0)) + np.arange(3.0), rtol=1e-15)


def test_c_ready_when_everything_is_cached_not_with_an_empty_cache(monkeypatch, tmp_path):
    x = ot.dvector("x")
    with config.change(wait_for_c=True):
        f = opspec.function([x], ot.exp(x) * 3.0 + 1.0)
    nodes = f.maker.fgraph.toposort()
    assert tier.c_ready(nodes)
    monkeypatch.setenv("OPSPEC_CACHE_DIR", str(tmp_path / "empty"))
    module.forget_modules()     # the units this process loaded are not the empty cache's
    try:
        assert not tier.c_ready(nodes)
    finally:
        monkeypatch.undo()
        module.forget_modules()


def test_a_failed_build_keeps_perform_and_warns_once(monkeypatch, tmp_path):
    """No compiler where the build looks for one: the tiered function keeps running perform,
    with numpy's values, and the process is told once (a later function, linked knowing there
    is no compiler, is not told again)."""
    builds = []

    class Recorded(tier.Tier):
        def __init__(self, *args):
            builds.append(self)
            super().__init__(*args)
    monkeypatch.setattr(tier, "Tier", Recorded)
    monkeypatch.setenv("CC", str(tmp_path / "no-such-cc"))
    module.forget_modules()
    try:
        x = ot.dvector("x")
        with config.change(wait_for_c=False), warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            first = opspec.function([x], ot.exp(x) * 2.0 + x)
            assert len(builds) == 1 and builds[0].wait(60)
            second = opspec.function([x], ot.exp(x) * 3.0 + x)
        told = [w for w in caught if issubclass(w.category, CKernelWarning)]
        assert len(told) == 1 and "no usable C compiler" in str(told[0].message)
        for k, f in zip((2.0, 3.0), (first, second)):
            assert impls(f) == {"py"}
            np.testing.assert_allclose(f(np.arange(4.0)), np.exp(np.arange(4.0)) * k + np.arange(4.0), rtol=1e-15)
    finally:
        monkeypatch.undo()
        module.forget_modules()


def test_kernels_that_do_not_compile_keep_perform_and_warn_once_each(monkeypatch, tmp_path):
    """Every kernel of the build fails (a flag the compiler refuses): the function goes on with
    numpy's values, each failure is told once, and a second function like it tells nothing."""
    monkeypatch.setenv("OPSPEC_CACHE_DIR", str(tmp_path / "cache"))
    module.forget_modules()
    try:
        x = ot.dvector("x")
        with config.change(wait_for_c=False, cflags="-O2 -fno-such-option-anywhere"), \
                warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            f = opspec.function([x], ot.exp(x) * 2.0 + x)
            assert f.vm.tier is not None and f.vm.tier.wait(60)
            told = [w for w in caught if issubclass(w.category, CKernelWarning)]
            assert told and all("runs through perform" in str(w.message) for w in told)
            assert len({str(w.message) for w in told}) == len(told)
            g = opspec.function([x], ot.exp(x) * 2.0 + x)
            assert len([w for w in caught if issubclass(w.category, CKernelWarning)]) == len(told)
        for fn in (f, g):
            assert impls(fn) == {"py"}
            np.testing.assert_allclose(fn(np.arange(4.0)), np.exp(np.arange(4.0)) * 2.0 + np.arange(4.0), rtol=1e-15)
    finally:
        monkeypatch.undo()
        module.forget_modules()


def test_a_failed_switch_keeps_perform_and_warns(gated, monkeypatch):
    """Linking with C fails when the build is done (here: an op's thunk raises): the function
    keeps running perform, with numpy's values, and says so once."""
    from opspec.link import vm
    node_thunk = vm.node_thunk

    def refuse_c(node, storage_map, compute_map, no_recycling=(), impl="auto"):
        if impl != "py":
            raise RuntimeError("no C today")
        return node_thunk(node, storage_map, compute_map, no_recycling, impl)
    monkeypatch.setattr(vm, "node_thunk", refuse_c)
    x = ot.dvector("x")
    f = opspec.function([x], ot.exp(x) * 2.0 + x)
    build = f.vm.tier
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        gated.set()
        assert build.wait(60)
    told = [w for w in caught if issubclass(w.category, CKernelWarning)]
    assert len(told) == 1 and "no C today" in str(told[0].message)
    assert impls(f) == {"py"}
    np.testing.assert_allclose(f(np.arange(4.0)), np.exp(np.arange(4.0)) * 2.0 + np.arange(4.0), rtol=1e-15)


@pytest.mark.skipif(not Path("/proc/self/cmdline").exists(), reason="looks for compilers in /proc")
def test_a_process_finishes_its_builds_at_exit_and_the_next_run_starts_in_c(tmp_path):
    """A process whose function still builds gives its result at once, then finishes the build
    when it exits (no thread keeps it alive before that, no compiler outlives it): the next run
    of the same script finds every kernel in the cache and is not tiered."""
    cache = tmp_path / "cache"
    script = textwrap.dedent("""
        import threading
        import numpy as np
        import opspec, opspec.tensor as ot
        x = ot.dvector("x")
        f = opspec.function([x], ot.exp(x) * 2.0 + 1.0)
        print(f.vm.tier is not None)
        print(f(np.arange(3.0)).tolist())
        print([t.name for t in threading.enumerate() if not t.daemon and t is not threading.main_thread()])
    """)
    env = {**os.environ, "OPSPEC_CACHE_DIR": str(cache), "OPSPEC_FLAGS": "wait_for_c=False"}
    runs = [subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=300)
            for _ in range(2)]
    for done in runs:
        assert done.returncode == 0, done.stderr
        lines = done.stdout.splitlines()
        np.testing.assert_allclose(eval(lines[1]), np.exp(np.arange(3.0)) * 2.0 + 1.0, rtol=1e-15)
        assert lines[2] == "[]"
    assert [done.stdout.splitlines()[0] for done in runs] == ["True", "False"]    # tiered, then warm
    assert not running_on(cache), "a compiler outlived the process that started it"


def running_on(cache) -> list:
    """The processes whose command line names ``cache``."""
    found = []
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            if str(cache).encode() in cmdline.read_bytes():
                found.append(cmdline.parent.name)
        except OSError:
            pass
    return found
