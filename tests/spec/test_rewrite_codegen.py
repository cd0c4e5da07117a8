"""Spec rewrite rules → generated pattern rewriters: the source, its checks, and rules that fire."""
import contextlib
import importlib
import io
import re
import sys
from pathlib import Path

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.compile.mode import Mode
from opspec.rewriting.db import STAGES
from opspec.spec import SpecError
from opspec.spec.generate import generate
from opspec.spec.load import load_specs

REPO = Path(__file__).resolve().parents[2]

HEADER = """\
imports: [math, arith, reduce]
ops:
  Twice:
    doc: 2 * x, elementwise.
    elemwise: true
    inputs: {x: float}
    outputs: {out: float}
    python: 2 * x
    derivative: {x: "2"}
"""


@contextlib.contextmanager
def user_module(tmp_path, rewrites, name="userrules"):
    """Generate a spec with ``rewrites`` under Twice into tmp_path and import it; unregister after."""
    spec = tmp_path / f"{name}.yaml"
    spec.write_text(HEADER + "    rewrites:\n" + "".join(f"      - {r}\n" for r in rewrites))
    out = tmp_path / "out"
    generate(load_specs([str(spec)]), out)
    sys.path.insert(0, str(out))
    try:
        yield importlib.import_module(name), (out / f"{name}.py").read_text()
    finally:
        sys.path.remove(str(out))
        sys.modules.pop(name, None)
        for db in STAGES.values():
            for entry in db.names():
                if entry.startswith(str(spec)):
                    db.remove(entry)


def spec_error(tmp_path, rewrites):
    spec = tmp_path / "bad.yaml"
    spec.write_text(HEADER + "    rewrites:\n" + "".join(f"      - {r}\n" for r in rewrites))
    with pytest.raises(SpecError) as err:
        generate(load_specs([str(spec)]), tmp_path / "out")
    return str(err.value), str(spec)


def compile_logged(inputs, outputs):
    log = io.StringIO()
    with opspec.config.change(print_rewrites=True), contextlib.redirect_stdout(log):
        f = opspec.function(inputs, outputs, mode=Mode("py", include=("fast_run",)))
    return f, log.getvalue()


# --------------------------------------------------------------------------- the generated source

def test_stdlib_rules_read_as_hand_written_code():
    text = (REPO / "generated" / "math.py").read_text()
    assert re.search(r"@rewrite_rule\(\n"
                     r"    'specs/math\.yaml:\d+: log\(exp\(x\)\) -> x',\n"
                     r"    pattern=lambda: \(log, \(exp, 'x'\)\),\n"
                     r"    when=lambda x: fast_math\(\),\n"
                     r"\)\n"
                     r"def exp_0\(x\):\n"
                     r"    return x\n", text)
    assert "stages=('stabilize',)" in text
    nnet = (REPO / "generated" / "nnet.py").read_text()
    assert "pattern=lambda: (ot.log, (OpPattern(ot.Sum, axis=Var('a'), keepdims=Var('k')), (ot.exp, 'x')))" in nnet
    shape = (REPO / "generated" / "shape.py").read_text()
    assert "when=lambda x, dims: None not in shape(x) and shape(x) == value(dims)," in shape
    assert "pattern=lambda: (TRANSPOSE, (TRANSPOSE, 'x'))," in shape
    for path in (REPO / "generated").glob("*.py"):
        assert "eval(" not in path.read_text()


def test_user_rules_are_generated_registered_and_fire(tmp_path):
    rules = [
        '"twice(x) * 0.5 -> x"',
        '{rule: "twice(twice(x)) -> x * 4", tags: [stabilize, fast_compile], name: quadruple}',
        '{rule: "Sum(axis=a)(twice(x)) -> twice(Sum(axis=a)(x))", when: "ndim(x) == 2 and a == (1,)"}',
        '"twice(x.T) -> twice(x).T"',
    ]
    with user_module(tmp_path, rules) as (module, source):
        assert "pattern=lambda: (ot.mul, (twice, 'x'), 0.5)," in source
        assert "stages=('stabilize',),\n    tags=('fast_compile',),\n)\ndef quadruple(x):" in source
        assert "when=lambda a, x: ndim(x) == 2 and a == (1,)," in source
        x = ot.dmatrix("x")
        value = np.arange(6.0).reshape(2, 3)
        f, log = compile_logged([x], [module.twice(x) * 0.5, module.twice(module.twice(x)),
                                      ot.sum(module.twice(x), axis=1), ot.sum(module.twice(x), axis=0),
                                      module.twice(x.T)])
        assert log.count("userrules.yaml:") == 4, log
        assert "twice(twice(x)) -> x * 4" in log and "twice(x.T) -> twice(x).T" in log
        assert f.maker.fgraph.outputs[0] is f.maker.fgraph.inputs[0]
        got = f(value)
        for g, want in zip(got, [value, 4 * value, 2 * value.sum(1), 2 * value.sum(0), 2 * value.T]):
            np.testing.assert_allclose(g, want)
        # the stabilize rule also runs in FAST_COMPILE (tag fast_compile)
        g = opspec.function([x], module.twice(module.twice(x)), mode="FAST_COMPILE")
        assert [type(n.op).__name__ for n in g.maker.fgraph.apply_nodes] == ["Mul"]
    assert not any(str(tmp_path) in name for db in STAGES.values() for name in db.names())


# --------------------------------------------------------------------------- spec errors

@pytest.mark.parametrize("rule, message", [
    ('"log(sum(exp(x))) -> x"', "'sum' in the pattern 'log(sum(exp(x)))' is a helper function, not an op"),
    ('"exp(x.shape) -> x"', "'x.shape' is not a pattern"),
    ('"exp(x[0]) -> x"', "'x[0]' is not a pattern"),
    ('{rule: "exp(log(x)) -> x", tags: [stablize]}', "unknown stage tag 'stablize' (did you mean 'stabilize'?)"),
    ('{rule: "exp(log(x)) -> x", tags: [fast_compile]}', "name no stage"),
    ('"exp(x) -> switch(x == x, x, x)"', "compares Variables by identity; use eq(a, b)"),
    ('"exp(x) -> x if x else x"', "asks a tensor for its truth value"),
    ('{rule: "exp(log(x)) -> x", name: twice}', "rewrite name 'twice' is also a name of the generated module"),
    ('"exp(log(ot)) -> ot"', "pattern variable 'ot' would hide the name"),
    ('"exp(lg(x)) -> x"', "unknown op 'lg' in 'exp(lg(x))' (did you mean 'log'?)"),
    ('"exp(x, y) -> x"', "exp takes 1 argument (x), got 2"),
    ('"exp(x) -> exp(y)"', "unbound variable 'y' on the right side"),
    ('"exp(x) => x"', "needs exactly one '->'"),
])
def test_malformed_rules_are_spec_errors_with_file_and_line(tmp_path, rule, message):
    text, path = spec_error(tmp_path, [rule])
    assert text.startswith(f"{path}:11: op Twice: rewrites[0]: "), text
    assert message in text, text


def test_rule_names_are_unique_in_a_file(tmp_path):
    spec = tmp_path / "dup.yaml"
    spec.write_text(HEADER + "    rewrites: [{rule: \"exp(log(x)) -> x\", name: same}]\n"
                    "  Thrice:\n    doc: 3 * x.\n    elemwise: true\n    inputs: {x: float}\n"
                    "    outputs: {out: float}\n    python: 3 * x\n"
                    "    rewrites: [{rule: \"log(exp(x)) -> x\", name: same}]\n")
    with pytest.raises(SpecError, match=r"dup.yaml:17: op Thrice: rewrites\[0\]: rewrite name 'same' is used "
                                        "by another rule"):
        generate(load_specs([str(spec)]), tmp_path / "out")
