"""A kernel that does not compile is remembered in the cache: no process compiles it again."""
import pytest

from opspec.link.c import build
from opspec.link.c.build import CompileError, compile_module

BAD = ("double known_bad(double a) { return a + ; }", "double known_bad(double);")


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("OPSPEC_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def test_a_source_that_does_not_compile_is_compiled_once(cache, monkeypatch):
    with pytest.raises(CompileError) as first:
        compile_module("known_bad", *BAD, origin="specs/x.yaml")
    assert list(cache.glob("*.failed"))
    calls = []
    monkeypatch.setattr(build, "_run_compiler", lambda *args: calls.append(args))
    with pytest.raises(CompileError) as again:
        compile_module("known_bad", *BAD, origin="specs/x.yaml")
    assert calls == [], "the compiler ran again for a source known not to compile"
    assert again.value.stderr == first.value.stderr and "error" in again.value.stderr
    assert str(again.value).startswith("specs/x.yaml: C compilation failed")


def test_another_source_compiles(cache):
    with pytest.raises(CompileError):
        compile_module("known_bad", *BAD)
    fixed = compile_module("known_bad", "double known_bad(double a) { return a + 1; }", BAD[1])
    assert fixed.lib.known_bad(1.0) == 2.0


@pytest.mark.parametrize("summary, stderr", [
    ("C compiler timed out after 600s", ""),
    ("C compilation failed", "/usr/bin/ld: cannot find -lnosuchlib\ncollect2: error: ld returned 1 exit status"),
])
def test_failures_that_may_pass_later_are_not_remembered(cache, monkeypatch, summary, stderr):
    def fail(cc, flags, include_dirs, libraries, cfile, out, origin):
        raise CompileError(origin, ["cc", str(cfile)], stderr, summary)
    monkeypatch.setattr(build, "_run_compiler", fail)
    with pytest.raises(CompileError):
        compile_module("maybe_later", *BAD)
    assert not list(cache.glob("*.failed"))


def test_a_known_failure_never_spoils_a_batch(cache, tmp_path):
    """plan() builds a kernel known not to compile on its own (it only reads its error)."""
    from opspec.link.c.batch import build_units, plan
    from opspec.link.c.module import CSource
    from opspec.spec.c_codegen import c_module
    from opspec.spec.load import load_specs

    spec = tmp_path / "two.yaml"
    spec.write_text("ops:\n"
                    "  Good:\n    doc: d\n    elemwise: true\n    inputs: {x: float}\n    outputs: {out: float}\n"
                    "    python: x\n    c: \"x + 1\"\n"
                    "  Bad:\n    doc: d\n    elemwise: true\n    inputs: {x: float}\n    outputs: {out: float}\n"
                    "    python: x\n    c: \"x + \"\n")
    text, tables = c_module(load_specs([str(spec)])[0])
    kernels = [k for t in tables for k in t.specs()]
    units = CSource(tmp_path / "two.c", text, kernels).all_units()
    build_units(units)
    bad = [u for u in units if u.op == "Bad"]
    assert all(u.error is not None for u in bad) and all(u.fn is not None for u in units if u.op == "Good")
    fresh = CSource(tmp_path / "two.c", text, kernels).all_units()
    groups = plan([u for u in fresh if u.op == "Bad"] + [u for u in fresh if u.op == "Good"][:1], workers=1)
    assert all(len(g) == 1 for g in groups)
