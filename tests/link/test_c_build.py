"""Compiling C through cffi API mode: calls, cache hits, errors, parallel builds, the GIL."""

import shlex
import threading
import time

import pytest

from opspec.link.c import build
from opspec.link.c.build import (
    DEFAULT_FLAGS,
    CompileError,
    CompilerNotFound,
    LoadError,
    build_many,
    compile_module,
    compiler_command,
)

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
def builds(tmp_path, monkeypatch):
    """Install a $CC that logs each real compile; return a function counting them."""
    log = tmp_path / "cc.log"
    script = tmp_path / "cc-counting"
    script.write_text(
        "#!/bin/sh\n"
        f'case " $* " in *" -shared "*) echo build >> {shlex.quote(str(log))} ;; esac\n'
        f'exec {shlex.join(compiler_command())} "$@"\n'
    )
    script.chmod(0o755)
    monkeypatch.setenv("CC", str(script))
    return lambda: len(log.read_text().splitlines()) if log.exists() else 0


def test_default_flags_keep_ieee_semantics():
    assert DEFAULT_FLAGS[:2] == ("-O3", "-fno-math-errno")
    assert "-ffp-contract=off" in DEFAULT_FLAGS and "-fwrapv" in DEFAULT_FLAGS
    assert not any("fast-math" in f or f == "-Ofast" for f in DEFAULT_FLAGS)


def test_compile_call_and_cache_hits(private_cache, builds):
    mod = compile_module("add", ADD_SRC, ADD_CDEF)
    assert mod.lib.add(1.5, 2.25) == 3.75
    assert mod.__name__.startswith("_opspec_add_") and len(mod.__name__) == len("_opspec_add_") + 16
    assert builds() == 1
    (so,) = private_cache.glob("*.so")
    mtime = so.stat().st_mtime_ns

    assert compile_module("add", ADD_SRC, ADD_CDEF) is mod  # in-process hit
    build.clear_memory_cache()
    again = compile_module("add", ADD_SRC, ADD_CDEF)  # on-disk hit
    assert again.lib.add(1.0, 1.0) == 2.0
    assert builds() == 1 and so.stat().st_mtime_ns == mtime

    other = compile_module("add", ADD_SRC.replace("a + b", "a - b"), ADD_CDEF)
    assert other.__name__ != mod.__name__ and other.lib.add(1.0, 1.0) == 0.0
    assert builds() == 2 and len(list(private_cache.glob("*.so"))) == 2


def test_ieee_special_values_survive():
    src = "double mul(double a, double b) { return a * b; }"
    lib = compile_module("mul", src, "double mul(double, double);").lib
    assert lib.mul(float("inf"), 0.0) != lib.mul(float("inf"), 0.0)  # NaN
    assert str(lib.mul(-0.0, 1.0)) == "-0.0"


def test_compile_error_points_at_spec_line():
    src = '#line 7 "specs/broken.yaml"\ndouble f(double x) { return x + ; }\n'
    with pytest.raises(CompileError) as info:
        compile_module("broken", src, "double f(double);", origin="specs/broken.yaml")
    err = info.value
    assert not isinstance(err, CompilerNotFound)
    assert str(err).startswith("specs/broken.yaml")
    assert "specs/broken.yaml:7" in str(err) and "error" in err.stderr
    assert err.origin == "specs/broken.yaml" and "-shared" in err.command


def test_bad_cdef_is_a_compile_error():
    with pytest.raises(CompileError, match="specs/x.yaml.*cdef"):
        compile_module("x", ADD_SRC, "double add(double, double) oops;", origin="specs/x.yaml")


def test_missing_compiler(monkeypatch):
    import subprocess
    from opspec.link.c import processes
    monkeypatch.setenv("CC", "/nonexistent/cc")
    tries = []
    for module, name in ((processes, "run"), (subprocess, "run")):     # compiles, and the compiler's probes
        real = getattr(module, name)
        monkeypatch.setattr(module, name, lambda cmd, *a, real=real, **k: tries.append(cmd) or real(cmd, *a, **k))
    with pytest.raises(CompilerNotFound, match="/nonexistent/cc"):
        compile_module("add", ADD_SRC, ADD_CDEF)
    first = len(tries)
    assert first >= 1
    with pytest.raises(CompileError):  # memoised (the compiler is not looked for again), still a CompileError
        compile_module("add", ADD_SRC, ADD_CDEF)
    assert len(tries) == first


def test_unloadable_module_raises_load_error(private_cache):
    src = "double missing(double);\ndouble g(double x) { return missing(x); }"
    with pytest.raises(LoadError, match="undefined symbol: missing"):
        compile_module("unloadable", src, "double g(double);", origin="specs/u.yaml")
    assert not list(private_cache.glob("*.so"))  # the bad entry is not left behind


def test_build_many_with_progress(builds):
    jobs = [
        dict(name=f"k{i}", source=f"double k{i}(double x) {{ return x * {i}; }}", cdef=f"double k{i}(double);")
        for i in range(3)
    ]
    calls = []
    mods = build_many(jobs, workers=2, progress=lambda done, total, name: calls.append((done, total, name)))
    assert [getattr(m.lib, f"k{i}")(2.0) for i, m in enumerate(mods)] == [0.0, 2.0, 4.0]
    assert [c[:2] for c in calls] == [(1, 3), (2, 3), (3, 3)]
    assert sorted(c[2] for c in calls) == ["k0", "k1", "k2"]
    assert builds() == 3
    assert build_many(jobs) == mods  # all hits now


def test_build_many_raises_after_all_finished():
    jobs = [
        dict(name="bad", source="double bad(double x) { return x + ; }", cdef="double bad(double);", origin="specs/bad.yaml"),
        dict(name="good", source="double good(double x) { return x; }", cdef="double good(double);"),
    ]
    calls = []
    with pytest.raises(CompileError, match="^specs/bad.yaml"):
        build_many(jobs, progress=lambda *a: calls.append(a))
    assert len(calls) == 2
    assert compile_module(**jobs[1]).lib.good(4.0) == 4.0


WAIT_SRC = """
#include <time.h>
static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}
int wait_for(volatile int *flag, double seconds) {
    double end = now() + seconds;
    while (!*flag)
        if (now() > end) return 0;
    return 1;
}
"""


def test_calls_release_the_gil():
    """cffi API-mode calls drop the GIL: a C call waiting for a flag sees Python set it from
    another thread while it waits (holding the GIL, it would wait until its 60 s ran out)."""
    mod = compile_module("wait_for", WAIT_SRC, "int wait_for(volatile int *, double);")
    flag = mod.ffi.new("int *")
    seen = []
    waiter = threading.Thread(target=lambda: seen.append(mod.lib.wait_for(flag, 60.0)))
    waiter.start()
    time.sleep(0.05)        # let the call begin (setting the flag earlier only makes it trivial)
    flag[0] = 1             # Python: needs the GIL, which the waiting call must have released
    waiter.join()
    assert seen == [1]


def test_long_names_fit_the_file_system(private_cache):
    """A fused kernel's name lists all its operands' dtypes; its cache files must still open."""
    long_name = "Composite_" + "_float64" * 60
    mod = compile_module(long_name, ADD_SRC, ADD_CDEF)
    assert mod.lib.add(1.0, 2.0) == 3.0
    assert all(len(p.name) < 255 for p in private_cache.iterdir())
    other = compile_module(long_name + "_x", ADD_SRC.replace("a + b", "a * b"), ADD_CDEF)
    assert other.__name__ != mod.__name__ and other.lib.add(2.0, 3.0) == 6.0
