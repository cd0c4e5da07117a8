"""The compiled-module cache: directory safety, keys, cross-process locking, corruption repair.

Builds are counted with a ``$CC`` wrapper that appends one line to a log per real compile
(``-shared`` in its arguments), so "exactly one build" is observed, not assumed.
"""

import multiprocessing as mp
import os
import shlex
import stat
from concurrent.futures import ProcessPoolExecutor

import pytest

from opspec.link.c import build, cache
from opspec.link.c.build import compile_module, compiler_command
from opspec.link.c.cache import CacheDirError, CacheEntry, cache_dir, content_key, file_sha256

ADD_SRC = "double add(double a, double b) { return a + b; }"
ADD_CDEF = "double add(double, double);"


@pytest.fixture(autouse=True)
def private_cache(tmp_path, monkeypatch):
    d = tmp_path / "cache"
    monkeypatch.setenv("OPSPEC_CACHE_DIR", str(d))
    build.clear_memory_cache()
    yield d
    build.clear_memory_cache()


@pytest.fixture
def counting_cc(tmp_path, monkeypatch):
    """A $CC that logs each real compile to ``cc.log``; returns (cc, count())."""
    log = tmp_path / "cc.log"
    script = tmp_path / "cc-counting"
    real = shlex.join(compiler_command())
    script.write_text(
        "#!/bin/sh\n"
        f'case " $* " in *" -shared "*) echo build >> {shlex.quote(str(log))} ;; esac\n'
        f'exec {real} "$@"\n'
    )
    script.chmod(0o755)
    monkeypatch.setenv("CC", str(script))
    return str(script), lambda: len(log.read_text().splitlines()) if log.exists() else 0


def _fresh_compile(cache_path, cc, source=ADD_SRC):
    """Runs in a spawned process: nothing is loaded or memoised there yet."""
    os.environ["OPSPEC_CACHE_DIR"] = str(cache_path)
    os.environ["CC"] = cc
    mod = compile_module("add", source, ADD_CDEF)
    return mod.lib.add(2.0, 3.0)


def _in_fresh_process(*args):
    with ProcessPoolExecutor(1, mp_context=mp.get_context("spawn")) as ex:
        return ex.submit(_fresh_compile, *args).result()


def _race_worker(barrier, queue, cache_path, cc):
    os.environ["OPSPEC_CACHE_DIR"] = str(cache_path)
    os.environ["CC"] = cc
    build.compiler_identity()  # warm up, so the processes race on the build itself
    cache.environment_fingerprint()
    barrier.wait()
    try:
        queue.put(compile_module("add", ADD_SRC, ADD_CDEF).lib.add(2.0, 3.0))
    except Exception as exc:  # report instead of hanging the parent
        queue.put(repr(exc))


# --------------------------------------------------------------------------- directory


def test_new_cache_dir_is_created_private(private_cache, monkeypatch):
    nested = private_cache / "a" / "b"
    monkeypatch.setenv("OPSPEC_CACHE_DIR", str(nested))
    assert cache_dir() == nested
    assert stat.S_IMODE(nested.stat().st_mode) == 0o700


def test_world_writable_cache_dir_is_refused(private_cache):
    private_cache.mkdir()
    private_cache.chmod(0o777)
    with pytest.raises(CacheDirError, match=r"writable by group or others.*chmod 700"):
        cache_dir()
    with pytest.raises(CacheDirError):
        compile_module("add", ADD_SRC, ADD_CDEF)
    private_cache.chmod(0o770)
    with pytest.raises(CacheDirError):
        cache_dir()
    private_cache.chmod(0o755)  # readable by others is fine, writable is not
    assert cache_dir() == private_cache


@pytest.mark.skipif(os.geteuid() != 0, reason="needs root to chown")
def test_cache_dir_owned_by_someone_else_is_refused(private_cache):
    private_cache.mkdir(mode=0o700)
    os.chown(private_cache, 65534, 65534)
    with pytest.raises(CacheDirError, match="not by you"):
        cache_dir()


def test_cache_dir_resolution(tmp_path, monkeypatch):
    monkeypatch.delenv("OPSPEC_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache_dir() == tmp_path / "xdg" / "opspec"
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/ignored")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert cache_dir() == tmp_path / "home" / ".cache" / "opspec"


# --------------------------------------------------------------------------- keys


def test_content_key_separates_parts():
    assert content_key("ab", "c") != content_key("a", "bc")
    assert content_key("x") == content_key("x")
    assert len(content_key("x")) == 64
    fingerprint = dict(cache.environment_fingerprint())
    assert set(fingerprint) >= {"python", "platform", "numpy", "cffi", "opspec"}


def test_key_depends_on_source_flags_and_headers(private_cache, tmp_path):
    header = tmp_path / "inc" / "k.h"
    header.parent.mkdir()
    header.write_text("#define K 1.0\n")
    src = '#include "k.h"\ndouble add(double a, double b) { return a + b + K; }'
    m1 = compile_module("add", src, ADD_CDEF, headers=[header])
    assert m1.lib.add(1, 1) == 3.0
    m2 = compile_module("add", src, ADD_CDEF, headers=[header], flags=("-O0",))
    header.write_text("#define K 10.0\n")
    m3 = compile_module("add", src, ADD_CDEF, headers=[header])
    assert m3.lib.add(1, 1) == 12.0  # editing the header rebuilt the module
    names = {m.__name__ for m in (m1, m2, m3)}
    assert len(names) == 3
    assert len(list(private_cache.glob("*.so"))) == 3


# --------------------------------------------------------------------------- concurrency


def test_concurrent_processes_build_once(private_cache, counting_cc):
    cc, builds = counting_cc
    ctx = mp.get_context("spawn")
    barrier, queue = ctx.Barrier(4), ctx.Queue()
    procs = [ctx.Process(target=_race_worker, args=(barrier, queue, private_cache, cc)) for _ in range(4)]
    for p in procs:
        p.start()
    results = [queue.get(timeout=60) for _ in procs]
    for p in procs:
        p.join(timeout=60)
        assert p.exitcode == 0
    assert results == [5.0] * 4
    assert builds() == 1
    assert len(list(private_cache.glob("*.so"))) == 1
    assert not list(private_cache.glob(".build-*"))  # temporary build dirs are cleaned up


# --------------------------------------------------------------------------- corruption


def test_corrupt_entries_are_rebuilt(private_cache, counting_cc):
    cc, builds = counting_cc
    assert _in_fresh_process(private_cache, cc) == 5.0
    (so,) = private_cache.glob("*.so")
    entry = CacheEntry(private_cache, so.stem)
    assert builds() == 1 and entry.verify()

    # A warm hit in a new process compiles nothing.
    assert _in_fresh_process(private_cache, cc) == 5.0
    assert builds() == 1

    # Truncated .so: checksum mismatch -> rebuilt.
    with open(so, "r+b") as f:
        f.truncate(100)
    assert not entry.verify()
    assert _in_fresh_process(private_cache, cc) == 5.0
    assert builds() == 2 and entry.verify()

    # Garbage whose checksum matches: the load fails (ImportError) -> rebuilt.
    so.write_bytes(b"\x7fELF not really a shared object")
    entry.sha_path.write_text(file_sha256(so) + "\n")
    assert _in_fresh_process(private_cache, cc) == 5.0
    assert builds() == 3 and entry.verify()

    # Crash between installing the .so and its checksum: rebuilt.
    entry.sha_path.unlink()
    assert _in_fresh_process(private_cache, cc) == 5.0
    assert builds() == 4 and entry.verify()
