"""The Python code linking writes for a graph is compiled once for every process: the next
process loads it from the cache directory (opspec.link.c.cache.compiled_code), and a damaged
file is compiled again."""
import json
import os
import subprocess
import sys

import pytest

from opspec.link.c import cache

SOURCE = "def factory(k):\n    def run(x):\n        return x * k + 1\n    return run\n"


@pytest.fixture
def counted(tmp_path, monkeypatch):
    """A private cache directory, and the list of sources ``compile`` was called on."""
    monkeypatch.setenv("OPSPEC_CACHE_DIR", str(tmp_path / "cache"))
    calls = []

    def counting(source, filename, mode):
        calls.append(source)
        return compile(source, filename, mode)

    monkeypatch.setattr(cache, "compile", counting, raising=False)     # the module's name shadows the builtin
    return calls


def run(code):
    scope: dict = {}
    exec(code, scope)  # noqa: S102 - the test's own source
    return scope["factory"](3)(2)


def test_the_next_process_loads_what_one_compiled(counted, tmp_path):
    assert run(cache.compiled_code(SOURCE, "<test>")) == 7 and len(counted) == 1
    assert run(cache.compiled_code(SOURCE, "<test>")) == 7 and len(counted) == 1     # loaded from the file
    assert [p.name.startswith("_opspec_code_") for p in (tmp_path / "cache").iterdir()] == [True]
    assert run(cache.compiled_code(SOURCE.replace("+ 1", "+ 2"), "<test>")) == 8 and len(counted) == 2


@pytest.mark.parametrize("damage", [lambda b: b[:40], lambda b: b[:32] + bytes(len(b) - 32), lambda b: b"",
                                    lambda b: b[:-1] + bytes([b[-1] ^ 1])])
def test_a_damaged_file_is_compiled_again(counted, tmp_path, damage):
    cache.compiled_code(SOURCE, "<test>")
    (path,) = (tmp_path / "cache").iterdir()
    path.write_bytes(damage(path.read_bytes()))
    assert run(cache.compiled_code(SOURCE, "<test>")) == 7 and len(counted) == 2
    assert run(cache.compiled_code(SOURCE, "<test>")) == 7 and len(counted) == 2     # rewritten whole


def test_a_warm_start_compiles_no_link_code(tmp_path):
    code = ("import json, numpy as np, opspec, opspec.tensor as ot\n"
            "from opspec.link.c import cache\n"
            "calls = []\n"
            "cache.compile = lambda *a: calls.append(a[1]) or compile(*a)\n"
            "x = ot.dvector('x')\n"
            "f = opspec.function([x], [ot.exp(x) * 2.0, (x * 3.0).sum()])\n"
            "print(json.dumps([len(calls), np.asarray(f(np.arange(3.0))[1]).tolist()]))\n")
    env = dict(os.environ, OPSPEC_CACHE_DIR=str(tmp_path / "cache"), OPSPEC_FLAGS="wait_for_c=True")
    outs = [json.loads(subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True,
                                      text=True).stdout.strip().splitlines()[-1]) for _ in range(2)]
    assert outs[0][0] > 0 and outs[1] == [0, 9.0]
