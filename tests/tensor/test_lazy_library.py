"""opspec.tensor imports a generated module on the first use of one of its names, and binds
every name as it always did (``opspec.ops.NAMES``, written by the generator, says where each is)."""
import importlib
import json
import pickle
import subprocess
import sys

import opspec.ops
import opspec.tensor as ot
from opspec.rewriting.patterns import declared_rules


def run(code: str):
    """The JSON a new process prints after running ``code``."""
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


GENERATED_LOADED = ("import json, sys; print(json.dumps(sorted(m[len('opspec.ops.'):] for m in sys.modules "
                    "if m.startswith('opspec.ops.'))))")


def test_a_graph_imports_only_the_generated_modules_it_uses():
    assert run("import opspec, opspec.tensor as ot; ot.exp(ot.vector()); " + GENERATED_LOADED) == ["math"]
    assert run("import opspec.tensor as ot; ot.matrix() + 1; " + GENERATED_LOADED) == ["arith"]
    assert run("import opspec.tensor as ot; ot.cumsum(ot.vector()); " + GENERATED_LOADED) == ["extra"]


def test_the_tables_are_what_the_modules_declare():
    for module in opspec.ops.MODULES:
        loaded = importlib.import_module(f"opspec.ops.{module}")
        assert opspec.ops.NAMES[module] == tuple(loaded.__all__), module
        declared = [(r.name, r.build.__name__, r.stages, r.tags) for r in declared_rules()
                    if r.module == loaded.__name__]
        assert [rule[:4] for rule in opspec.ops.RULES.get(module, ())] == declared, module


CHECK_NAMES = """
import json, opspec.tensor as ot
lazily = {name: getattr(ot, name) for name in ot.__all__}      # one at a time, each module on first use
ot.load_library()
eager = {name: getattr(ot, name) for name in ot.__all__}
print(json.dumps([sorted(lazily) == sorted(eager), [n for n in eager if eager[n] is not lazily[n]]]))
"""


def test_every_public_name_resolves_to_what_loading_everything_binds():
    assert run(CHECK_NAMES) == [True, []]


def test_later_modules_names_win_as_before():
    import opspec.tensor.sorting as sorting
    from opspec.ops import arith, reduce

    assert ot.add is arith.add and ot.power is arith.pow            # a generated name, and its alias
    assert ot.sort is sorting.sort and ot.sort is not opspec.ops.sort.sort   # numpy's signature wins
    assert ot.Sum is reduce.Sum
    assert set(opspec.ops.NAMES["math"]) <= set(ot.__all__) and "random" in ot.__all__
    assert "exp" in dir(ot)


def test_ops_of_modules_imported_on_first_use_pickle():
    code = ("import json, pickle, opspec.tensor as ot; x = ot.dvector('x'); y = ot.erfcx(x); "
            "op = pickle.loads(pickle.dumps(y.owner.op)); print(json.dumps([op == y.owner.op, type(op).__module__]))")
    assert run(code) == [True, "opspec.ops.errorfunc"]
    assert pickle.loads(pickle.dumps(ot.exp)) == ot.exp


def test_importing_a_generated_module_first_binds_the_same_ops():
    code = ("import json, opspec.ops.math as m, opspec.tensor as ot; "
            "print(json.dumps([ot.exp is m.exp, ot.Exp is m.Exp]))")
    assert run(code) == [True, True]


HAND_WRITTEN_LOADED = ("import json, sys, opspec.tensor.hand_written as h; "
                       "print(json.dumps(sorted(m for m in h.MODULES if 'opspec.tensor.' + m in sys.modules)))")


def test_a_hand_written_module_is_imported_on_first_use_of_its_names():
    loaded = run("import opspec.tensor as ot; ot.exp(ot.vector()); " + HAND_WRITTEN_LOADED)
    assert not {"sorting", "statistics", "special_values", "rearrange", "construction"} & set(loaded)
    assert "sorting" in run("import opspec.tensor as ot; ot.sort; " + HAND_WRITTEN_LOADED)


def test_the_hand_written_table_is_what_the_modules_declare():
    from opspec.tensor import hand_written

    assert hand_written.MODULES == hand_written.current()
    assert hand_written.main(["--check"]) == 0


def test_a_stale_hand_written_table_fails_the_check(monkeypatch, capsys):
    from pathlib import Path

    from opspec.tensor import hand_written

    before = Path(hand_written.__file__).read_text()
    grown = {module: names + (("new_helper",) if module == "sorting" else ()) for module, names in
             hand_written.current().items()}
    monkeypatch.setattr(hand_written, "current", lambda: grown)
    assert hand_written.main(["--check"]) == 1
    assert "stale table" in capsys.readouterr().err
    assert Path(hand_written.__file__).read_text() == before        # --check writes nothing
