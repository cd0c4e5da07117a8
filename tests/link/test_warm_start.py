"""A process that finds every kernel in the cache (a warm start) does only what loading needs:
each kernel's content key is hashed once per process, yet is the key it always was, and the
tools of a build (subprocess, shutil, tempfile, a thread pool's queue, sysconfig) are never imported, nor
the random variables when the graph has none."""
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np

import opspec
import opspec.tensor as ot
from opspec.link.c import build
from opspec.link.c.cache import content_key

ROOT = Path(__file__).resolve().parents[2]


def _library_units():
    import importlib

    import opspec.ops
    from opspec.kernels import module_kernels
    from opspec.link.c.module import CSource
    for path in sorted(Path(opspec.ops.__file__).parent.glob("*.c")):
        module = importlib.import_module(f"opspec.ops.{path.stem}")
        yield from CSource(path, path.read_text(), module_kernels(module)).all_units()


def test_every_library_kernel_keeps_its_key_when_asked_again():
    """For every kernel of the standard library: the key from the memo is the key hashed anew,
    and both are content_key over the parts the cache has always hashed (entries built before
    the memo existed are still found)."""
    units = list(_library_units())
    assert len(units) > 200
    first = [build.cache_entry(**u.job()).modname for u in units]
    assert [build.cache_entry(**u.job()).modname for u in units] == first       # from the memo
    build._keys.clear()
    assert [build.cache_entry(**u.job()).modname for u in units] == first       # hashed anew
    job = units[0].job()
    headers = [build._resolved(h) for h in job["headers"]]     # the kernel header and what it includes
    flags = tuple(job["flags"])
    include_dirs = (*job["include_dirs"], *dict.fromkeys(str(h.parent) for h in headers))
    expected = content_key("source", job["source"].encode(), "cdef", job["cdef"],
                           "headers", [(str(h), build._header_digest(h)) for h in headers],
                           "compiler", build.compiler_identity(),
                           "command", build._command(("<cc>",), flags, include_dirs, tuple(job["libraries"]),
                                                     "<c>", "<so>", python=("<python>",)))
    assert first[0] == build._module_name(job["name"], expected)


def test_a_header_edited_in_the_same_process_changes_the_key(tmp_path):
    """The memo holds every input of the key: an edited header is a new key, not a stale hit."""
    header = tmp_path / "extra.h"
    header.write_text("#define EXTRA 1\n")
    job = dict(name="withheader", source='#include "extra.h"\nint f(void) { return EXTRA; }\n',
               cdef="int f(void);", headers=[header])
    before = build.cache_entry(**job).modname
    assert build.cache_entry(**job).modname == before
    header.write_text("#define EXTRA 2\n")
    os.utime(header, ns=(1, 1))         # a new stamp even where mtimes are coarse
    assert build.cache_entry(**job).modname != before


def test_the_memo_of_keys_stays_bounded(monkeypatch):
    monkeypatch.setattr(build, "_MAX_KEYS", 3)
    build._keys.clear()
    for k in range(10):
        build.cache_entry(name=f"k{k}", source=f"int f{k}(void) {{ return {k}; }}\n", cdef=f"int f{k}(void);")
    assert 0 < len(build._keys) <= 3


def test_a_warm_start_imports_no_build_tools():
    """A new process compiling a graph whose kernels are all cached runs every node in C
    without importing what only a build needs, nor the random variables (numpy.random costs
    ~8 ms), the profiler or indexing that the graph does not use; ``ot.random`` still works
    once asked for."""
    x = ot.dvector("x")
    opspec.function([x], [ot.exp(x) * 2.0 + ot.log1p(x * x), (x * 3.0).sum()])(np.arange(3.0))   # fills the cache
    code = textwrap.dedent("""
        import json, sys
        import numpy as np, opspec, opspec.tensor as ot
        x = ot.dvector("x")
        f = opspec.function([x], [ot.exp(x) * 2.0 + ot.log1p(x * x), (x * 3.0).sum()])
        out = [np.asarray(v).tolist() for v in f(np.arange(3.0))]
        tools = [m for m in ("subprocess", "shutil", "tempfile", "queue", "signal", "sysconfig", "numpy.random",
                             "opspec.tensor.random") if m in sys.modules]
        # nor what this graph does not use: the profiler, indexing
        tools += [m for m in ("opspec.compile.profiling", "opspec.tensor.indexing") if m in sys.modules]
        tools += [] if ot.random.normal and "opspec.tensor.random" in sys.modules else ["ot.random unbound"]
        print(json.dumps([sorted({i for _, i in f.node_impls()}), tools, out]))
    """)
    done = subprocess.run([sys.executable, "-c", code], env=dict(os.environ), capture_output=True, text=True,
                          cwd=str(ROOT), timeout=300)
    assert done.returncode == 0, done.stderr
    impls, tools, out = json.loads(done.stdout.strip().splitlines()[-1])
    assert impls == ["c"]
    assert tools == []
    np.testing.assert_allclose(out[0], np.exp(np.arange(3.0)) * 2 + np.log1p(np.arange(3.0) ** 2))
    assert out[1] == 9.0


def test_a_source_read_for_keys_is_read_again_once_edited(tmp_path):
    """The helpers' and the runner's sources are read once per version: an edit (a new stamp)
    is read, never a stale text returned."""
    source = tmp_path / "helpers.c"
    source.write_text("int a;\n")
    assert build.source_text(source) == "int a;\n"
    assert build.source_text(source) is build.source_text(source)      # not read again
    source.write_text("int b;\n")
    os.utime(source, ns=(1, 1))         # a new stamp even where mtimes are coarse
    assert build.source_text(source) == "int b;\n"
