"""Every spec-driven check on every op and sample of any spec files: ``opspec test`` and pytest.

``spec_cases(specs, package=...)`` gives one :class:`SpecCase` per (op, sample, check); each
runs one check on the generated module of its spec. In a project's test suite::

    import pytest
    from opspec.testing import spec_cases

    CASES = spec_cases("specs", package="mypkg.ops")

    @pytest.mark.parametrize("case", CASES, ids=str)
    def test_spec(case):
        case()          # fails with the spec's file:line; skips what does not apply

Where the generated modules come from: ``package`` (importable, e.g. installed), ``output``
(a folder ``opspec generate`` wrote), or by default a fresh generation of the specs into a
temporary package, so that what is tested is the specs as written. A module generated from
an older version of its spec is an error, not something to test.
"""
from __future__ import annotations

import atexit
import importlib
import importlib.util
import shutil
import sys
import tempfile
import traceback
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from opspec.testing.spec_checks import NotApplicable

__all__ = ["CHECKS", "SpecCase", "spec_cases", "run_cases"]


def _perform(case):
    from opspec.testing.spec_checks import check_perform
    check_perform(case.spec, case.op, case.sample, module=case.module)


def _c(case):
    from opspec.testing.c_checks import check_c, has_c
    if not has_c(case.op):
        raise NotApplicable(f"{case.op.name} has no C kernel")
    if not check_c(case.spec, case.op, case.sample, module=case.module):
        raise NotApplicable("no C instantiation for this sample's dtypes")


def _infer_shape(case):
    from opspec.testing.shape_checks import check_infer_shape
    if not check_infer_shape(case.spec, case.op, case.sample, module=case.module):
        raise NotApplicable(f"{case.op.name} declares no shape rule (no infer_shape)")


def _grad(case):
    from opspec.testing.spec_checks import check_grad
    check_grad(case.spec, case.op, case.sample, module=case.module)


def _rop(case):
    from opspec.testing.spec_checks import check_rop
    check_rop(case.spec, case.op, case.sample, module=case.module)


def _inplace(case):
    from opspec.testing.contract_checks import check_inplace
    from opspec.testing.spec_checks import check_inputs_protected
    check_inputs_protected(case.spec, case.op, case.sample, module=case.module)
    if case.op.inplace:
        check_inplace(case.spec, case.op, case.sample, module=case.module)


def _view(case):
    from opspec.testing.contract_checks import check_view
    check_view(case.spec, case.op, case.sample, module=case.module)


def _debugmode(case):
    from opspec.testing.contract_checks import check_debugmode
    check_debugmode(case.spec, case.op, case.sample, module=case.module)


#: check name -> what it runs: the reference against python (values, dtype rule, static
#: shape), C against python over layouts and dtypes, infer_shape, verify_grad, R_op (against
#: finite differences and L_op), inputs never modified nor aliased and the inplace variant,
#: view: declarations, the whole Op contract under DebugMode
CHECKS = {"perform": _perform, "c": _c, "infer_shape": _infer_shape, "grad": _grad, "rop": _rop,
          "inplace": _inplace, "view": _view, "debugmode": _debugmode}


@dataclass
class SpecCase:
    """One check of one op on one of its samples."""
    spec: Any           # SpecFile
    op: Any             # OpSpec
    sample: int
    check: str
    module: Any         # the generated module

    @property
    def id(self) -> str:
        return f"{self.spec.module}.{self.op.name}[{self.sample}]-{self.check}"

    @property
    def where(self) -> str:
        """file:line of the sample."""
        loc = self.op.samples[self.sample].loc or self.op.loc
        return str(loc)

    def __str__(self) -> str:
        return self.id

    def run(self) -> None:
        """Run the check: AssertionError (or the error met) when it fails, NotApplicable when it
        does not apply. Random ops have checks of their own (``opspec.testing.random_checks``)."""
        if self.op.random is not None:
            from opspec.testing.random_checks import RANDOM_CHECKS
            RANDOM_CHECKS[self.check](self)
        else:
            CHECKS[self.check](self)

    def __call__(self) -> None:
        """``run()`` for pytest: a check that does not apply is skipped, a failure names the spec line."""
        try:
            self.run()
        except NotApplicable as why:
            import pytest
            pytest.skip(str(why))
        except AssertionError as err:
            raise AssertionError(f"{self.where}: op {self.op.name}: {self.check}: {err}") from err


# ------------------------------------------------------------------ the generated modules
def _specs(specs) -> list:
    """SpecFiles from SpecFiles, spec paths or folders."""
    if isinstance(specs, (str, Path)):
        specs = [specs]
    specs = list(specs)
    if all(hasattr(s, "ops") for s in specs):
        return specs
    from opspec.spec import spec_paths
    from opspec.spec.load import load_specs
    return load_specs(spec_paths([str(s) for s in specs]))


_fresh: dict = {}


def _fresh_package(specs) -> str:
    """Generate ``specs`` into a temporary package (once per process and set of specs); its name."""
    from opspec.spec.generate import generate
    key = tuple(s.path for s in specs)
    if key not in _fresh:
        root = Path(tempfile.mkdtemp(prefix="opspec-test-"))
        atexit.register(shutil.rmtree, root, True)
        name = f"opspec_test_{len(_fresh)}"
        generate(specs, root / name, package=name)
        sys.path.insert(0, str(root))
        _fresh[key] = name
    return _fresh[key]


def _folder_package(output) -> str:
    """A folder ``opspec generate`` wrote, importable: a package under a name of its own, or (no
    ``__init__.py``: modules that import each other by name) its modules on sys.path."""
    folder = Path(output).resolve()
    if not folder.is_dir():
        raise ValueError(f"no folder {output}")
    if not (folder / "__init__.py").exists():
        if str(folder) not in sys.path:
            sys.path.insert(0, str(folder))
        return ""
    name = "opspec_tested_" + "".join(c if c.isalnum() else "_" for c in folder.name)
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, folder / "__init__.py",
                                                      submodule_search_locations=[str(folder)])
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return name


def _import(spec, package: str):
    """The generated module of ``spec`` in ``package`` (or top-level); a stale one is an error."""
    from opspec.spec.fresh import StaleModuleWarning
    name = f"{package}.{spec.module}" if package else spec.module
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always", StaleModuleWarning)
        try:
            try:
                module = importlib.import_module(name)
            except ModuleNotFoundError as e:
                if e.name != name.split(".")[0] or str(Path.cwd()) in sys.path:
                    raise
                sys.path.insert(0, str(Path.cwd()))     # a project's package, from its folder
                module = importlib.import_module(name)
        except ImportError as e:
            raise ImportError(f"cannot import {name}, generated from {spec.path}: {e}") from None
    stale = [w for w in seen if issubclass(w.category, StaleModuleWarning)]
    if stale:
        raise ValueError(str(stale[0].message))
    return module


def spec_cases(specs, *, package: str | None = None, output=None, checks=None) -> list[SpecCase]:
    """One SpecCase per op, sample and check of ``specs`` (SpecFiles, or spec paths / folders).

    package: the generated package to test (importable); output: the folder generate wrote;
    neither: the specs generated afresh. checks: names of CHECKS (default: all).
    """
    specs = _specs(specs)
    checks = list(checks or CHECKS)
    unknown = [c for c in checks if c not in CHECKS]
    if unknown:
        raise ValueError(f"unknown check {unknown[0]!r} (checks: {', '.join(CHECKS)})")
    if package is None and output is None:
        package = _fresh_package(specs)
    elif output is not None:
        package = _folder_package(output)
    cases = []
    for spec in specs:
        module = _import(spec, package)
        for op in spec.ops:
            for k in range(len(op.samples)):
                cases += [SpecCase(spec, op, k, check, module) for check in checks]
    return cases


def run_cases(cases, verbose: bool = False, out=None) -> int:
    """Run cases, printing one line per failure (``file:line: op NAME sample K: check: message``)
    and a summary; 0 when none failed."""
    out = out or sys.stdout
    failed = skipped = 0
    ops = {(c.spec.module, c.op.name) for c in cases}
    for case in cases:
        try:
            case.run()
        except NotApplicable as why:
            skipped += 1
            if verbose:
                print(f"skip {case.id}: {why}", file=out)
            continue
        except Exception as err:  # noqa: BLE001 - every failure is reported, one line each
            failed += 1
            first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
            kind = "" if isinstance(err, AssertionError) else f"{type(err).__name__}: "
            print(f"{case.where}: op {case.op.name} sample {case.sample}: {case.check}: {kind}{first}", file=out)
            if verbose:
                traceback.print_exception(err, file=out)
            continue
        if verbose:
            print(f"ok   {case.id}", file=out)
    passed = len(cases) - failed - skipped
    print(f"{'FAILED' if failed else 'ok'}: {passed} passed, {failed} failed, {skipped} not applicable "
          f"({len(ops)} ops, {len(cases)} cases)", file=out)
    return 1 if failed else 0
