"""Several processes building and loading the same new kernels at once, through one cache (what
``pytest -n 2`` and two users' scripts do): each kernel is compiled at most once, by one process,
and every process gets working modules, however the processes split the kernels into single
builds and batches of different kernels.

Builds are counted with a ``$CC`` wrapper (as in test_c_cache.py), so "no kernel compiled twice"
is observed, not assumed."""
import multiprocessing as mp
import os
import random
import shlex
import uuid

import pytest

from opspec.link.c import build, cache
from opspec.link.c.build import compile_module, compile_together, compiler_command
from opspec.link.c.cache import CacheEntry

PROCESSES = 4
KERNELS = 8


def _job(k: int, nonce: str) -> dict:
    """A kernel new to every run (``nonce``), returning ``x * k + 0.5``."""
    return dict(name=f"hammer{k}", source=f"/* {nonce} */\ndouble hammer{k}(double x) {{ return x * {k} + 0.5; }}",
                cdef=f"double hammer{k}(double);", flags=("-O0",), libraries=(), include_dirs=(), headers=(),
                origin=None)


def _worker(barrier, queue, cache_path, cc, nonce, seed, kernels):
    """Build and load every kernel: some alone, the others in batches whose make-up depends on
    ``seed`` (so the processes' batches overlap without matching), then load them all again
    from disk. Puts the kernels' results, or the error, on ``queue``."""
    os.environ["OPSPEC_CACHE_DIR"] = str(cache_path)
    os.environ["CC"] = cc
    try:
        build.compiler_identity()   # warm up, so that the processes race on the builds themselves
        cache.environment_fingerprint()
        rng = random.Random(seed)
        order = list(range(kernels))
        rng.shuffle(order)
        groups, rest = [], order
        while rest:
            size = rng.choice((1, 1, 2, 3))
            groups.append(rest[:size])
            rest = rest[size:]
        barrier.wait(timeout=120)
        results = {}
        for group in groups:
            jobs = [_job(k, nonce) for k in group]
            if len(jobs) == 1:
                modules = [compile_module(**jobs[0])]
            else:
                modules = compile_together(jobs, "\n".join(job["source"] for job in jobs))
            for k, module in zip(group, modules):
                results[k] = getattr(module.lib, f"hammer{k}")(2.0)
        barrier.wait(timeout=120)   # every kernel is in the cache now: read it back, verified
        build.clear_memory_cache()
        again = {k: getattr(compile_module(**_job(k, nonce)).lib, f"hammer{k}")(2.0) for k in range(kernels)}
        queue.put((results, again))
    except Exception as exc:    # noqa: BLE001 - reported to the parent instead of hanging it
        queue.put(repr(exc))


@pytest.fixture
def counting_cc(tmp_path):
    """A $CC that logs each real compile; returns (its path, count())."""
    log = tmp_path / "cc.log"
    script = tmp_path / "cc-counting"
    script.write_text(
        "#!/bin/sh\n"
        f'case " $* " in *" -shared "*) echo build >> {shlex.quote(str(log))} ;; esac\n'
        f'exec {shlex.join(compiler_command())} "$@"\n'
    )
    script.chmod(0o755)
    return str(script), lambda: len(log.read_text().splitlines()) if log.exists() else 0


def test_processes_building_the_same_new_kernels_share_every_build(tmp_path, counting_cc):
    cc, builds = counting_cc
    shared = tmp_path / "cache"
    nonce = uuid.uuid4().hex
    ctx = mp.get_context("spawn")
    barrier, queue = ctx.Barrier(PROCESSES), ctx.Queue()
    procs = [ctx.Process(target=_worker, args=(barrier, queue, shared, cc, nonce, seed, KERNELS)) for seed in range(PROCESSES)]
    for p in procs:
        p.start()
    try:
        answers = [queue.get(timeout=300) for _ in procs]
    finally:
        for p in procs:
            p.join(timeout=60)
    expected = {k: 2.0 * k + 0.5 for k in range(KERNELS)}
    assert answers == [(expected, expected)] * PROCESSES
    assert all(p.exitcode == 0 for p in procs)
    # each compile installs at least one kernel no other process had built: none is built twice
    assert 1 <= builds() <= KERNELS
    modules = sorted(p.stem for p in shared.glob("*.so"))
    assert len(modules) == KERNELS
    assert all(CacheEntry(shared, name).verify() for name in modules)
    assert not list(shared.glob(".build-*")) and not list(shared.glob("*.failed"))


def _compile_and_run(barrier, queue, cache_path, offset):
    """A process compiling a function whose kernels (and the helpers and program runner, in a
    new cache) other processes compile at the same moment: puts its results, or the error."""
    os.environ["OPSPEC_CACHE_DIR"] = str(cache_path)
    try:
        import numpy as np

        import opspec
        import opspec.tensor as ot
        opspec.config.wait_for_c = True     # as in the tests' processes (tests/conftest.py): C, not the tiered start
        x, y = ot.dvector("x"), ot.dvector("y")
        outputs = [ot.exp(x) * offset + ot.tanh(y), (x * y - offset).sum(), ot.maximum(x, y) / offset]
        barrier.wait(timeout=120)
        f = opspec.function([x, y], outputs)
        xv, yv = np.linspace(-1, 1, 7), np.linspace(2, -2, 7)
        queue.put(([impl for _, impl in f.node_impls()], [r.tolist() for r in f(xv, yv)]))
    except Exception as exc:    # noqa: BLE001 - reported to the parent instead of hanging it
        queue.put(repr(exc))


def test_processes_compiling_one_function_in_a_new_cache_get_the_same_c(tmp_path):
    """The whole way a function compiles (helpers, program runner, fused kernels batched) from
    three processes at once, into a cache none of it is in yet."""
    import numpy as np
    offset = 1.0 + uuid.uuid4().int % 1000 / 1000       # kernels of this run's own
    ctx = mp.get_context("spawn")
    barrier, queue = ctx.Barrier(3), ctx.Queue()
    procs = [ctx.Process(target=_compile_and_run, args=(barrier, queue, tmp_path / "cache", offset)) for _ in range(3)]
    for p in procs:
        p.start()
    try:
        answers = [queue.get(timeout=300) for _ in procs]
    finally:
        for p in procs:
            p.join(timeout=60)
    assert all(isinstance(a, tuple) for a in answers), answers
    xv, yv = np.linspace(-1, 1, 7), np.linspace(2, -2, 7)
    want = [np.exp(xv) * offset + np.tanh(yv), (xv * yv - offset).sum(), np.maximum(xv, yv) / offset]
    for impls, results in answers:
        assert impls and set(impls) == {"c"}
        for got, expected in zip(results, want):
            np.testing.assert_allclose(got, expected, rtol=1e-12)
    assert answers[0][1] == answers[1][1] == answers[2][1]      # the same kernels: the same bits
    assert not list((tmp_path / "cache").glob(".build-*")) and not list((tmp_path / "cache").glob("*.failed"))
