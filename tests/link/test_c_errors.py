"""A C kernel that does not compile, or no compiler at all: the error names the spec file, line
and op with the compiler's message; FAST_RUN falls back to perform with one warning; forcing C
(or on_c_error=raise) raises; the module's other kernels still run in C."""
import importlib.util
import sys
import textwrap
import warnings

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.compile.mode import Mode
from opspec.configuration import config
from opspec.link.c import build
from opspec.link.c.build import CompilerNotFound
from opspec.link.c.module import KernelCompileError
from opspec.link.c.thunk import CKernelWarning

SPEC = textwrap.dedent("""\
    ops:
      Good:
        doc: x + 1, in C.
        elemwise: true
        inputs: {x: float}
        outputs: {out: x}
        python: x + 1
        c: "x + 1"

      Broken:
        doc: 2 x, with a typo in its C.
        elemwise: true
        inputs: {x: float}
        outputs: {out: x}
        python: x * 2
        c: "x * undefined_name"
    """)
BROKEN_C_LINE = next(k for k, line in enumerate(SPEC.splitlines(), 1) if "undefined_name" in line)


@pytest.fixture
def spec_module(tmp_path, monkeypatch):
    """Generate SPEC into a fresh module (own name, own cache) and import it."""
    from opspec.spec.generate import generate
    from opspec.spec.load import load_specs
    monkeypatch.setenv("OPSPEC_CACHE_DIR", str(tmp_path / "cache"))
    build.clear_memory_cache()
    name = f"cerr_{tmp_path.name.replace('-', '_')}"
    spec_path = tmp_path / f"{name}.yaml"
    spec_path.write_text(SPEC)
    generate(load_specs([str(spec_path)]), tmp_path / "gen")
    spec = importlib.util.spec_from_file_location(name, tmp_path / "gen" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    # generated code names its spec relative to the project (here tmp_path: the spec's and gen's folder)
    yield module, spec_path.name
    sys.modules.pop(name, None)
    build.clear_memory_cache()


def _fn(op, mode="FAST_RUN"):
    x = ot.dvector("x")
    return opspec.function([x], op(x), mode=mode)


def test_forcing_c_raises_an_error_naming_spec_line_op_and_compiler_message(spec_module):
    module, spec_path = spec_module
    with pytest.raises(KernelCompileError) as info:
        _fn(module.broken, Mode("c"))
    text = str(info.value)
    assert text.startswith(f"{spec_path}:{BROKEN_C_LINE}: op Broken: C kernel does not compile")
    assert "undefined_name" in text and "error" in text      # the compiler's own message
    assert f"{spec_path}:{BROKEN_C_LINE}:" in text.split("\n", 1)[1]  # mapped by #line


def test_fast_run_falls_back_to_perform_with_one_warning(spec_module):
    module, spec_path = spec_module
    with pytest.warns(CKernelWarning, match=rf"{spec_path}:{BROKEN_C_LINE}: op Broken") as record:
        f = _fn(module.broken)
    assert len([w for w in record if issubclass(w.category, CKernelWarning)]) == 1
    assert [impl for _, impl in f.node_impls()] == ["py"]
    np.testing.assert_allclose(f(np.arange(3.0)), 2 * np.arange(3.0))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        g = _fn(module.broken)                       # no second warning
        h = _fn(module.good)                         # the rest of the module still builds
    assert [impl for _, impl in g.node_impls()] == ["py"]
    assert [impl for _, impl in h.node_impls()] == ["c"]
    np.testing.assert_allclose(h(np.arange(3.0)), np.arange(3.0) + 1)


def test_a_fused_kernel_that_does_not_compile_names_the_spec_line(spec_module):
    """Fused, the broken expression is inlined into a kernel made at run time: its #line still
    points at the spec, so the error and the warning name the spec line, not the fused file."""
    module, spec_path = spec_module
    x = ot.dvector("x")
    with pytest.raises(KernelCompileError) as info:
        opspec.function([x], module.broken(x + 1.0) * 3.0, mode=Mode("c"))
    assert "Composite" in str(info.value)
    assert str(info.value).startswith(f"{spec_path}:{BROKEN_C_LINE}: op Composite_")
    with pytest.warns(CKernelWarning, match=rf"(?s){spec_path}:{BROKEN_C_LINE}: op Composite_.*undefined_name.*Broken"):
        f = opspec.function([x], module.broken(x + 1.0) * 3.0)
    assert [type(node.op).__name__ for node in f.maker.fgraph.toposort()] == ["Composite"]
    np.testing.assert_allclose(f(np.arange(3.0)), (np.arange(3.0) + 1) * 6)


def test_on_c_error_raise(spec_module):
    module, _ = spec_module
    with config.change(on_c_error="raise"), pytest.raises(KernelCompileError):
        _fn(module.broken)


def test_fast_compile_never_compiles(spec_module, monkeypatch):
    module, _ = spec_module
    monkeypatch.setattr(build, "compile_module", None)   # would fail if called
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        f = _fn(module.broken, "FAST_COMPILE")
    np.testing.assert_allclose(f(np.ones(2)), [2.0, 2.0])


def test_missing_compiler_falls_back_the_same_way(spec_module, monkeypatch):
    module, _ = spec_module
    monkeypatch.setenv("CC", "/nonexistent/opspec-test-cc")
    with pytest.warns(CKernelWarning, match="no usable C compiler"):
        f = _fn(module.good)
    assert [impl for _, impl in f.node_impls()] == ["py"]
    np.testing.assert_allclose(f(np.ones(2)), [2.0, 2.0])
    from opspec.link.c.module import forget_modules
    forget_modules()
    with pytest.raises(CompilerNotFound):
        _fn(module.good, Mode("c"))


def test_opspec_build_reports_the_broken_kernel(tmp_path, monkeypatch, capsys):
    from opspec.cli import main
    monkeypatch.setenv("OPSPEC_CACHE_DIR", str(tmp_path / "cache"))
    spec = tmp_path / "buildme.yaml"
    spec.write_text(SPEC)
    assert main(["build", str(spec)]) == 1
    out, err = capsys.readouterr()
    assert "opspec build: 1 C module(s), 4 kernels" in out and "[1/1] buildme" in out
    assert f"{spec}:{BROKEN_C_LINE}: op Broken: C kernel does not compile" in err


def test_names_reserved_in_c_are_spec_errors(tmp_path):
    from opspec.spec.c_codegen import render_c_module
    from opspec.spec.errors import SpecError
    from opspec.spec.load import load_specs
    spec = tmp_path / "reserved.yaml"
    spec.write_text(SPEC.replace("inputs: {x: float}\n    outputs: {out: x}\n    python: x + 1\n    c: \"x + 1\"",
                                 "inputs: {double: float}\n    outputs: {out: double}\n    python: double + 1\n"
                                 "    c: \"double + 1\""))
    with pytest.raises(SpecError, match=r"reserved.yaml:8: op Good: c: the name 'double' cannot be used in C"):
        render_c_module(load_specs([str(spec)])[0])
