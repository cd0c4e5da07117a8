"""Nothing copied from a spec into generated code can break its import or run at import.

Docs, names, prop defaults and dtype strings are arbitrary text here (hypothesis, with the
pieces that break naive generators mixed in: quotes, backslashes, newlines, NULs, code): each
spec is either refused by the loader with file:line, or generated and imported, and then the
text comes back as it was (docstrings, prop defaults) and nothing else ran.
"""
import builtins
import importlib
import itertools
import sys

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from opspec.spec.errors import SpecError
from opspec.spec.generate import generate
from opspec.spec.load import load_specs

CANARY = "OPSPEC_INJECTION_CANARY"
PIECES = ['"""', "'''", '"', "'", "\\", "\n", "\r", "\r\n", "\x00", "\x0b", "\u2028", "\ufeff", "#", "*/",
          "{{ x }}", "{% if %}", f"\nimport builtins; builtins.{CANARY} = 1\n",
          f"\"\"\"\nimport builtins; builtins.{CANARY} = 1\n\"\"\"", f"'); import builtins; builtins.{CANARY} = 1; ('",
          "x\\", "\\N{", "\\u12", "é", "ﬁ", " ", "\t"]
TEXT = st.lists(st.one_of(st.text(max_size=12), st.sampled_from(PIECES)), max_size=6).map("".join)
NAMES = st.one_of(TEXT, st.sampled_from(["Fine", "Foo\n", "Ok_1", "class", "Évil", "ﬁx", "A-b", "Apply", "x"]))
DTYPES = st.one_of(TEXT, st.sampled_from(["float", "float64", "vector(float)", "int|bool", "float)", "float\n"]))
_counter = itertools.count()


def _spec(doc, op_name, input_name, default, dtype):
    return {"doc": doc, "ops": {op_name: {
        "doc": doc,
        "props": {"label": {"type": "str", "default": default}},
        "inputs": {input_name: dtype},
        "outputs": {"out": input_name},
        "shape": {"out": f"{input_name}.shape"},
        "python": input_name,
    }}}


def _generate_and_import(tmp, data):
    """(module, op spec) of the generated module, or the SpecError the spec got."""
    k = next(_counter)
    folder = tmp / f"case{k}"
    folder.mkdir()
    spec = folder / f"injected_{k}.yaml"
    spec.write_text(yaml.safe_dump(data, allow_unicode=False, sort_keys=False), encoding="utf-8")
    specs = load_specs([str(spec)])
    out = folder / "out"
    generate(specs, out)
    name = specs[0].module
    sys.path.insert(0, str(out))
    try:
        module = importlib.import_module(name)
        assert module.__file__.startswith(str(out)), f"generated module {name} shadowed by {module.__file__}"
        return module, specs[0]
    finally:
        sys.path.remove(str(out))
        sys.modules.pop(name, None)


def _fold(text):
    return " ".join(str(text).split())


def _outcome(tmp, data):
    """(module, spec) when the spec generates and imports; None when the loader refused it, with
    every mistake on a line of its own, naming the file and line. Either way nothing ran."""
    try:
        return _generate_and_import(tmp, data)
    except SpecError as err:
        for line in str(err).split("\n"):
            assert line.startswith(str(tmp)) and line[len(str(tmp)):].split(":")[1].isdigit(), line
        return None
    finally:
        assert not hasattr(builtins, CANARY), "generated code ran something at import"


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(doc=TEXT, module_doc=TEXT, default=TEXT)
def test_docs_and_prop_defaults_round_trip_through_generate_and_import(tmp_path, doc, module_doc, default):
    data = _spec(doc, "Op", "x", default, "float")
    data["doc"] = module_doc
    module, spec = _outcome(tmp_path, data)
    assert _fold(module.Op.__doc__) == _fold(spec.ops[0].doc)
    if _fold(spec.doc):
        assert _fold(module.__doc__) == _fold(spec.doc)
    assert module.Op().label == default


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(op_name=NAMES, input_name=NAMES, dtype=DTYPES, module_name=st.one_of(st.none(), NAMES))
def test_names_and_dtype_strings_are_refused_or_work(tmp_path, op_name, input_name, dtype, module_name):
    data = _spec("d", op_name, input_name, "", dtype)
    if module_name is not None:
        data["module"] = module_name
    found = _outcome(tmp_path, data)
    if found is not None:
        module, spec = found
        op = spec.ops[0]
        assert getattr(module, op.name).input_names == (op.inputs[0].name,)
        assert op.name == op_name and op.inputs[0].name == input_name


@pytest.mark.parametrize("name", ["Foo\n", "Foo\r", "Fo o", "Foo;import os", "Évil"])
def test_names_are_checked_as_whole_strings(tmp_path, name):
    """The schema's patterns end at the string's end (Python's $ also matches before a final newline)."""
    with pytest.raises(SpecError, match=r"is not a CamelCase Python identifier"):
        _generate_and_import(tmp_path, _spec("d", name, "x", "", "float"))


def test_doc_ending_with_a_backslash_and_quotes(tmp_path):
    doc = 'a """ quote, then\n""" import os \\'
    module, spec = _generate_and_import(tmp_path, _spec(doc, "Op", "x", 'd"""\\', "float"))
    assert _fold(module.Op.__doc__) == _fold(doc) and module.Op().label == 'd"""\\'


def test_infinite_and_nan_prop_defaults_are_python(tmp_path):
    data = {"ops": {"Op": {"doc": "d", "props": {"a": {"type": "float", "default": float("inf")},
                                                   "t": {"type": "tuple", "default": [float("-inf"), "x"]}},
                           "inputs": {"x": "float"}, "outputs": {"out": "x"}, "shape": {"out": "x.shape"},
                           "python": "x"}}}
    module, _ = _generate_and_import(tmp_path, data)
    assert module.Op().a == float("inf") and module.Op().t == (float("-inf"), "x")


@pytest.mark.parametrize("name", ["np", "ot", "self", "math"])
def test_names_the_generated_code_needs_are_reserved(tmp_path, name):
    with pytest.raises(SpecError, match="reserved"):
        _generate_and_import(tmp_path, _spec("d", "Op", name, "", "float"))


@pytest.mark.parametrize("op_name, why", [("Apply", "a name the generated module imports"),
                                          ("SpecOp", "a name the generated module imports")])
def test_op_names_may_not_shadow_the_module_imports(tmp_path, op_name, why):
    with pytest.raises(SpecError, match=why):
        _generate_and_import(tmp_path, _spec("d", op_name, "x", "", "float"))


def test_a_spec_path_the_c_cannot_name_is_refused(tmp_path):
    folder = tmp_path / 'quote"dir'
    folder.mkdir()
    spec = folder / "m.yaml"
    spec.write_text('ops:\n  Op:\n    doc: d\n    elemwise: true\n    inputs: {x: float}\n'
                    '    outputs: {out: float}\n    python: x\n    c: "x"\n')
    with pytest.raises(SpecError, match="cannot be named in the generated C"):
        generate(load_specs([str(spec)]), tmp_path / "out")


@pytest.mark.parametrize("key, value", [("headers", ["math.h>\n#define exp log\n#include <stdio.h"]),
                                        ("libraries", ["m -o /tmp/x"])])
def test_c_headers_and_libraries_are_names(tmp_path, key, value):
    spec = tmp_path / "m.yaml"
    spec.write_text(yaml.safe_dump({"ops": {"Op": {
        "doc": "d", "inputs": {"x": "vector(float64)"}, "outputs": {"out": "x"}, "python": "x",
        "c": {"body": "return 0;", key: value}}}}))
    with pytest.raises(SpecError, match=rf"m.yaml:\d+: op Op: c: {key}: .* is not a"):
        load_specs([str(spec)])


@pytest.mark.parametrize("module", ["class", "__init__"])
def test_module_names_a_package_cannot_import_are_refused(tmp_path, module):
    data = _spec("d", "Op", "x", "", "float")
    data["module"] = module
    with pytest.raises(SpecError, match="module name"):
        _generate_and_import(tmp_path, data)
