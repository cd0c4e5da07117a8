"""The compiler probes (--version, -march=native, OpenMP) are remembered on disk per compiler:
a new process that finds them runs no compiler; a changed compiler (or CPU) asks again."""
from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
import textwrap
from pathlib import Path

from opspec.link.c.build import compiler_command
from opspec.link.c.cache import remembered, tool_stamp

ROOT = Path(__file__).resolve().parents[2]


def test_remembered_computes_once_per_stamp(tmp_path, monkeypatch):
    monkeypatch.setenv("OPSPEC_CACHE_DIR", str(tmp_path / "cache"))
    calls = []

    def compute(value):
        def run():
            calls.append(value)
            return value
        return run
    assert remembered("thing", ("a", 1), compute(["x"])) == ["x"]
    assert remembered("thing", ("a", 1), compute(["y"])) == ["x"]        # from disk
    assert remembered("thing", ("a", 2), compute(["z"])) == ["z"]        # another stamp
    assert calls == [["x"], ["z"]]
    assert remembered("fails", ("a",), compute(None)) is None
    assert remembered("fails", ("a",), compute(["ok"])) == ["ok"]        # a failure is not stored


def test_remembered_survives_a_broken_record(tmp_path, monkeypatch):
    monkeypatch.setenv("OPSPEC_CACHE_DIR", str(tmp_path / "cache"))
    assert remembered("thing", "s", lambda: 1) == 1
    (record,) = (tmp_path / "cache").glob("probe-thing-*.json")
    record.write_text("{not json")
    assert remembered("thing", "s", lambda: 2) == 2
    assert json.loads(record.read_text())["value"] == 2


def test_tool_stamp_changes_with_the_binary(tmp_path):
    tool = tmp_path / "mycc"
    tool.write_text("#!/bin/sh\nexit 0\n")
    tool.chmod(0o755)
    first = tool_stamp((str(tool), "-O2"))
    assert first[1] == ("-O2",)          # an argument, not a program
    tool.write_text("#!/bin/sh\n# upgraded\nexit 0\n")
    assert tool_stamp((str(tool), "-O2")) != first


_PROBE = """
import json
from opspec.link.c.build import compiler_identity
from opspec.link.c.flags import arch_flags, openmp_flags
print(json.dumps([compiler_identity(), list(arch_flags()), list(openmp_flags())]))
"""


def _logging_cc(path: Path, log: Path, comment: str = "") -> str:
    cc = shlex.join(compiler_command())
    path.write_text(textwrap.dedent(f"""\
        #!/bin/sh
        # {comment}
        echo "$*" >> {shlex.quote(str(log))}
        exec {cc} "$@"
        """))
    path.chmod(0o755)
    return str(path)


def _probe(env) -> list:
    done = subprocess.run([sys.executable, "-c", _PROBE], env={**os.environ, **env}, capture_output=True,
                          text=True, cwd=str(ROOT), timeout=600)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_new_process_reuses_the_probes_until_the_compiler_changes(tmp_path):
    log = tmp_path / "cc.log"
    cc = _logging_cc(tmp_path / "cc", log)
    env = {"OPSPEC_CACHE_DIR": str(tmp_path / "cache"), "CC": cc}

    first = _probe(env)
    calls = len(log.read_text().splitlines())
    assert calls >= 2                                   # --version, OpenMP, and -march when GCC
    assert _probe(env) == first
    assert len(log.read_text().splitlines()) == calls   # the second process ran no compiler

    _logging_cc(tmp_path / "cc", log, comment="a new compiler version")
    assert _probe(env) == first
    assert len(log.read_text().splitlines()) == 2 * calls   # every probe ran again


_RECALLS = """
import collections, json
from opspec.link.c import build, cache, flags
read = collections.Counter()
recall = cache.recall
def counted(name, stamp):
    read[name] += 1
    return recall(name, stamp)
cache.recall = flags.recall = counted
known = [build.identity_known(), flags.known(), build.identity_known(), flags.known()]
found = [build.compiler_identity(), list(flags.arch_flags()), list(flags.openmp_flags())]
print(json.dumps([known, found, read]))
"""


def test_asking_whether_the_probes_are_known_reads_each_record_once(tmp_path):
    """What identity_known() and flags.known() recall is what compiler_identity(), arch_flags()
    and openmp_flags() return next: kept, not read from disk again (a warm start asked twice
    each, and the probes' records were read five times)."""
    env = {"OPSPEC_CACHE_DIR": str(tmp_path / "cache")}
    first = _probe(env)
    done = subprocess.run([sys.executable, "-c", _RECALLS], env={**os.environ, **env}, capture_output=True,
                          text=True, cwd=str(ROOT), timeout=600)
    assert done.returncode == 0, done.stderr
    known, found, read = json.loads(done.stdout.strip().splitlines()[-1])
    assert known == [True] * 4
    assert found == first
    assert read == {"identity": 1, "arch": 1, "openmp": 1}
