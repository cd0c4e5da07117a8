"""`opspec new`, `opspec docs`, `opspec cache`, and the tables of names they and the checker share."""
import inspect
from pathlib import Path

import pytest

import opspec.tensor as ot
from opspec.cli import main
from opspec.spec import namespace
from opspec.spec.docs import NAMES_BEGIN, NAMES_END, render_names, render_names_into, render_reference
from opspec.spec.load import load_specs
from opspec.spec.scaffold import ScaffoldError, add_op, new_op

REPO = Path(__file__).resolve().parents[2]


def _cli(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


# -- opspec new -------------------------------------------------------------------------------------

@pytest.mark.parametrize("flags", [["--props", "a:float,k:int"], ["--elemwise", "--props", "scale"]])
def test_new_op_passes_check_generate_and_test(tmp_path, capsys, flags):
    spec = tmp_path / "specs" / "mine.yaml"
    assert _cli(capsys, "new", "Swish", *flags, "-o", spec)[0] == 0
    assert _cli(capsys, "new", "Other", "-o", spec)[0] == 0         # a second op, appended
    assert [op.name for op in load_specs([str(spec)])[0].ops] == ["Swish", "Other"]
    assert _cli(capsys, "check", spec)[0] == 0
    assert _cli(capsys, "generate", spec, "-o", tmp_path / "out")[0] == 0
    code, out, _ = _cli(capsys, "test", spec)
    assert code == 0 and "0 failed" in out, out


def test_new_writes_to_stdout_and_refuses_what_it_cannot_make(capsys):
    code, out, _ = _cli(capsys, "new", "Gelu", "--elemwise")
    assert code == 0 and out.startswith("# A spec file") and "  Gelu:\n" in out
    for name, props in (("gelu", ""), ("Class", "x:float"), ("Ok", "a:str"), ("Ok", "a:float,a:int")):
        with pytest.raises(ScaffoldError):
            new_op(name, props=props)
    with pytest.raises(ScaffoldError, match="already has an op"):
        add_op("Gelu", existing=out)
    with pytest.raises(ScaffoldError, match="last top-level key"):
        add_op("New", existing="ops:\n  A: {}\ndoc: x\n")


# -- opspec docs ---------------------------------------------------------------------------------------

def test_the_library_reference_is_fresh():
    """docs/ops.md is rendered from specs/ (make docs), like generated/."""
    specs = load_specs(sorted(str(p.relative_to(REPO)) for p in (REPO / "specs").glob("*.yaml")))
    committed = (REPO / "docs" / "ops.md").read_text()
    assert render_reference(specs, title="The standard library's ops") == committed, \
        "docs/ops.md is stale: run make docs"


def test_every_row_of_the_library_reference_has_two_cells():
    """A pipe in a cell (``float32|float64`` inputs, C's ``x | y``) is escaped once, so no row of
    an op's table splits into more cells than its header's two."""
    import re
    rows = [line for line in (REPO / "docs" / "ops.md").read_text().splitlines()
            if line.startswith("| ") and not line.startswith("| |")]
    assert rows
    split = [line for line in rows if len(re.split(r"(?<!\\)\|", line)) != 4]
    assert not split, split[:3]


def test_the_names_table_of_the_spec_language_is_fresh():
    text = (REPO / "docs" / "spec-language.md").read_text()
    assert NAMES_BEGIN in text and NAMES_END in text
    assert render_names_into(text) == text, "docs/spec-language.md's names table is stale: run make docs"
    assert "yaml-language-server: $schema=" in text


def test_the_names_table_lists_what_the_checker_accepts():
    table = render_names()
    for name in ["sigmoid(x)", "where(cond, a=None, b=None)", "Sum(axis, keepdims)(x)", "cast(x, dtype)",
                 "softmax_value(x, axis)", "same_type(x, y)", "make_vector(*xs)"]:
        assert f"`{name}`" in table, name


def test_helper_signatures_are_opspec_tensors():
    """The tables are written out (the generator runs before opspec.tensor exists); their
    signatures must be the real functions'."""
    for table in (namespace.RUNTIME_HELPERS, namespace.PYTHON_HELPERS):
        for name, (params, _) in table.items():
            value = getattr(ot, name)
            if not callable(value):
                assert params == "", name
                continue
            real = inspect.signature(value)
            written = inspect.signature(eval(f"lambda {params}: None"))  # noqa: S307 - our own table
            assert [(p.name, p.kind, p.default) for p in written.parameters.values()] == \
                [(p.name, p.kind, p.default) for p in real.parameters.values()], name


def test_shape_names_are_helpers_or_builtins():
    import builtins
    for name in namespace.SHAPE_NAMES:
        assert name in namespace.RUNTIME_HELPERS or hasattr(builtins, name) or name in ("minimum", "maximum"), name


# -- opspec cache -----------------------------------------------------------------------------------

def test_cache_info_and_clear(tmp_path, capsys, monkeypatch):
    from opspec.link.c.build import compile_module
    monkeypatch.setenv("OPSPEC_CACHE_DIR", str(tmp_path / "cache"))
    compile_module("probe_add", "double probe_add(double a, double b) { return a + b; }",
                   "double probe_add(double, double);")
    try:
        compile_module("probe_bad", "double probe_bad(double a) { return a + ; }", "double probe_bad(double);")
    except Exception:   # noqa: BLE001 - a failure the cache remembers
        pass
    code, out, _ = _cli(capsys, "cache", "info")
    assert code == 0
    assert f"cache: {tmp_path / 'cache'}" in out and "entries: 1 compiled module(s), 1 known not to compile" in out
    code, out, _ = _cli(capsys, "cache", "clear")
    assert code == 0 and "removed" in out
    assert not [p for p in (tmp_path / "cache").iterdir() if p.name.startswith("_opspec_")]
    assert "entries: 0 compiled module(s)" in _cli(capsys, "cache", "info")[1]
