"""Faults of the C cache: a directory that cannot be written (read-only, full), a lock held too
long, a process killed mid-compile, corrupt entries. Each falls back or repairs itself instead
of failing a compiled function: with one warning when this process must build elsewhere."""
import errno
import os
import shlex
import signal
import socket
import subprocess
import sys
import time
import warnings

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.link.c import build, cache
from opspec.link.c.build import cache_entry, compile_module, compiler_command
from opspec.link.c.cache import CacheDirError, CacheDirWarning, CacheLockTimeout

#: the cache the test session uses (the fixture below replaces it with a fresh one per test)
SESSION_CACHE = os.environ.get("OPSPEC_CACHE_DIR")
ADD_SRC = "double add(double a, double b) { return a + b; }"
ADD_CDEF = "double add(double, double);"


@pytest.fixture(autouse=True)
def private_cache(tmp_path, monkeypatch):
    d = tmp_path / "cache"
    d.mkdir(mode=0o700)
    monkeypatch.setenv("OPSPEC_CACHE_DIR", str(d))
    monkeypatch.setattr(cache, "_private", {})      # no fallback of an earlier test carries over
    build.clear_memory_cache()
    yield d
    build.clear_memory_cache()


def _unwritable(monkeypatch, directory, code):
    """Make ``directory`` refuse every write with OSError(code), as a read-only or full file
    system does: creating or opening files for writing, making directories. (Permissions
    would not do it for root.)"""
    real_open, real_mkdir = os.open, os.mkdir
    inside = str(directory) + os.sep

    def guarded_open(path, flags, *args, **kwargs):
        if os.fspath(path).startswith(inside) and flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
            raise OSError(code, os.strerror(code), os.fspath(path))
        return real_open(path, flags, *args, **kwargs)

    def guarded_mkdir(path, *args, **kwargs):
        if os.fspath(path).startswith(inside):
            raise OSError(code, os.strerror(code), os.fspath(path))
        return real_mkdir(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", guarded_open)
    monkeypatch.setattr(os, "mkdir", guarded_mkdir)


@pytest.mark.parametrize("code", [errno.EROFS, errno.EACCES, errno.ENOSPC], ids=["read-only", "denied", "full"])
def test_an_unwritable_cache_builds_into_a_private_directory_with_one_warning(private_cache, monkeypatch, code):
    _unwritable(monkeypatch, private_cache, code)
    with pytest.warns(CacheDirWarning, match=f"cannot write the C cache directory {private_cache}") as record:
        mod = compile_module("add", ADD_SRC, ADD_CDEF)
    assert mod.lib.add(2.0, 3.0) == 5.0
    private = cache.private_for(private_cache)
    assert private is not None and os.path.dirname(mod.__file__) == str(private)
    assert oct(os.stat(private).st_mode & 0o777) == "0o700"
    with warnings.catch_warnings():
        warnings.simplefilter("error")              # one warning per process, not one per module
        other = compile_module("sub", ADD_SRC.replace("add", "sub").replace("+", "-"), ADD_CDEF.replace("add", "sub"))
    assert other.lib.sub(2.0, 3.0) == -1.0
    assert len([w for w in record if issubclass(w.category, CacheDirWarning)]) == 1
    assert list(private_cache.iterdir()) == []


def test_a_read_only_cache_still_serves_what_it_holds(private_cache, monkeypatch):
    first = compile_module("add", ADD_SRC, ADD_CDEF)
    build.clear_memory_cache()
    _unwritable(monkeypatch, private_cache, errno.EROFS)
    with warnings.catch_warnings():
        warnings.simplefilter("error")              # a hit needs no write, hence no fallback
        again = compile_module("add", ADD_SRC, ADD_CDEF)
    assert again.__file__ == first.__file__ and cache.private_for(private_cache) is None


def test_functions_compile_against_a_read_only_cache(private_cache, monkeypatch):
    """End to end in a process whose helpers and runner came from the user's cache: a kernel a
    read-only cache lacks is built privately, the function runs in C, and nothing is written to
    the cache. (The read-only cache is this test's own: other test processes may be writing to
    the session's cache meanwhile, so its listing proves nothing.)"""
    if SESSION_CACHE:
        monkeypatch.setenv("OPSPEC_CACHE_DIR", SESSION_CACHE)
    else:
        monkeypatch.delenv("OPSPEC_CACHE_DIR")
    x = ot.dvector("x")
    opspec.function([x], ot.exp(x) * 2.0 + 1.0)(np.ones(2))     # helpers and runner loaded
    monkeypatch.setenv("OPSPEC_CACHE_DIR", str(private_cache))
    real = cache.cache_dir()
    before = sorted(os.listdir(real))
    _unwritable(monkeypatch, real, errno.EROFS)
    offset = float(time.time_ns() % 100_000) + 0.25               # a kernel no cache holds yet
    with pytest.warns(CacheDirWarning):
        f = opspec.function([x], ot.tanh(x * 3.0 - offset) + offset)
    assert [impl for _, impl in f.node_impls()] == ["c"]
    np.testing.assert_allclose(f(np.arange(3.0)), np.tanh(np.arange(3.0) * 3 - offset) + offset)
    assert sorted(os.listdir(real)) == before


def test_with_no_writable_directory_at_all_functions_run_through_perform(private_cache, monkeypatch):
    _unwritable(monkeypatch, private_cache, errno.ENOSPC)
    monkeypatch.setattr(cache.tempfile, "mkdtemp", lambda **kw: (_ for _ in ()).throw(OSError(errno.ENOSPC, "full")))
    with pytest.raises(CacheDirError, match="nor make a private one"):
        compile_module("add", ADD_SRC, ADD_CDEF)
    from opspec.link.c.module import forget_modules
    from opspec.link.c.thunk import CKernelWarning
    forget_modules()
    x = ot.dvector("x")
    with pytest.warns(CKernelWarning) as record:
        f = opspec.function([x], [ot.exp(x) * 2.0, ot.gt(x, 1.0), x.sum()])
    assert len([w for w in record if issubclass(w.category, CKernelWarning)]) == 1
    assert {impl for _, impl in f.node_impls()} == {"py"}
    r = f(np.arange(3.0))
    np.testing.assert_allclose(r[0], np.exp(np.arange(3.0)) * 2)
    forget_modules()


def test_an_unsafe_cache_gives_one_warning(private_cache):
    from opspec.link.c.module import forget_modules
    from opspec.link.c.thunk import CKernelWarning
    private_cache.chmod(0o777)
    forget_modules()
    x = ot.dvector("x")
    with pytest.warns(CKernelWarning, match="writable by group or others") as record:
        f = opspec.function([x], [ot.exp(x) * 2.0, ot.gt(x, 1.0), x.sum(), ot.tanh(x).max()])
    assert len([w for w in record if issubclass(w.category, CKernelWarning)]) == 1
    np.testing.assert_allclose(f(np.arange(3.0))[2], 3.0)
    forget_modules()


# ------------------------------------------------------------------ other processes
def _python(code, **kwargs):
    return subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, **kwargs)


def test_a_lock_held_too_long_times_out_naming_its_holder(private_cache, monkeypatch):
    entry = cache_entry("add", ADD_SRC, ADD_CDEF)
    holder = _python(f"from opspec.link.c.cache import CacheEntry\n"
                     f"with CacheEntry({str(private_cache)!r}, {entry.modname!r}).locked():\n"
                     f"    print('held', flush=True)\n"
                     f"    import time; time.sleep(120)\n")
    try:
        assert holder.stdout.readline().strip() == "held"
        monkeypatch.setattr(cache, "LOCK_TIMEOUT", 0.5)
        with pytest.raises(CacheLockTimeout, match=rf"held by pid {holder.pid} on {socket.gethostname()} since"):
            compile_module("add", ADD_SRC, ADD_CDEF)
    finally:
        holder.kill()
        holder.wait()
    assert compile_module("add", ADD_SRC, ADD_CDEF).lib.add(1.0, 2.0) == 3.0     # freed by its death


def test_a_compile_killed_midway_leaves_no_lasting_litter(private_cache, tmp_path):
    """kill -9 of a process while its compiler runs: its lock dies with it, and the next
    process that builds removes its build directory."""
    started = tmp_path / "started"
    slow_cc = tmp_path / "slow-cc"
    slow_cc.write_text("#!/bin/sh\n"         # the build (not the probes of the compiler) hangs
                       f'case " $* " in *" -shared "*) touch {shlex.quote(str(started))}; sleep 120 ;; esac\n'
                       f'exec {shlex.join(compiler_command())} "$@"\n')
    slow_cc.chmod(0o755)
    victim = _python(f"from opspec.link.c.build import compile_module\n"
                     f"compile_module('add', {ADD_SRC!r}, {ADD_CDEF!r})\n",
                     env={**os.environ, "CC": str(slow_cc)}, start_new_session=True)
    try:
        deadline = time.monotonic() + 60
        while not started.exists() and victim.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert started.exists(), "the compiler never started"
        assert list(private_cache.glob(".build-*"))
    finally:
        os.killpg(victim.pid, signal.SIGKILL)      # the process and its compiler, as kill -9 of a job
        victim.wait()
    assert list(private_cache.glob(".build-*")), "the killed build left its directory"
    cache._swept.discard(private_cache)     # as in a new process: its first build sweeps
    assert compile_module("add", ADD_SRC, ADD_CDEF).lib.add(2.0, 2.0) == 4.0
    assert not list(private_cache.glob(".build-*"))


def test_a_live_build_directory_is_left_alone(private_cache):
    live = cache.new_build_dir(private_cache, "someone")
    old = private_cache / ".build-stale-x"
    old.mkdir()
    (old / "owner").write_text(f"{os.getpid()} elsewhere.example\n")       # another host's...
    os.utime(old, (time.time() - 2 * cache.LOCK_TIMEOUT,) * 2)             # ...long dead
    cache.sweep_builds(private_cache)
    assert live.exists() and not old.exists()


# ------------------------------------------------------------------ corrupt entries
@pytest.mark.parametrize("part", ["so_path", "sha_path", "lock_path"])
def test_a_directory_where_an_entry_file_belongs_is_rebuilt(private_cache, part):
    entry = cache_entry("add", ADD_SRC, ADD_CDEF)
    target = getattr(entry, part)
    target.mkdir()
    (target / "inside").write_text("not a module")
    assert compile_module("add", ADD_SRC, ADD_CDEF).lib.add(2.0, 5.0) == 7.0
    assert entry.verify() and entry.so_path.is_file() and entry.sha_path.is_file() and entry.lock_path.is_file()


def test_other_corrupt_entries_are_rebuilt(private_cache):
    entry = cache_entry("add", ADD_SRC, ADD_CDEF)
    for corrupt in [lambda: entry.sha_path.write_text(""),              # an empty digest
                    lambda: entry.sha_path.write_text("0" * 64),        # a wrong one
                    lambda: entry.so_path.chmod(0),                     # unreadable (root reads it anyway)
                    lambda: entry.so_path.unlink()]:                    # a digest without its module
        compile_module("add", ADD_SRC, ADD_CDEF)
        build.clear_memory_cache()
        corrupt()
        assert compile_module("add", ADD_SRC, ADD_CDEF).lib.add(1.0, 1.0) == 2.0
        assert entry.verify()
        build.clear_memory_cache()
    record = private_cache / "probe-x-0.json"
    record.mkdir()
    assert cache.remembered("x", 1, lambda: 5) == 5


def test_a_batch_falls_back_the_same_way(private_cache, monkeypatch):
    """A batch (several kernels as one module) falls back the same way."""
    _unwritable(monkeypatch, private_cache, errno.EROFS)
    jobs = [dict(name=n, source=ADD_SRC.replace("add", n), cdef=ADD_CDEF.replace("add", n), libraries=(),
                 include_dirs=(), headers=(), flags=None, origin=None) for n in ("p", "q")]
    with pytest.warns(CacheDirWarning):
        mods = build.compile_together(jobs, "\n".join(job["source"] for job in jobs))
    assert [m.lib.p(1.0, 2.0) if k == 0 else m.lib.q(1.0, 2.0) for k, m in enumerate(mods)] == [3.0, 3.0]
    assert all(os.path.dirname(m.__file__) == str(cache.private_for(private_cache)) for m in mods)
