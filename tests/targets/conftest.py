"""The PyTensor target's tests generate spec files into packages of their own, importable."""
from __future__ import annotations

import importlib
from pathlib import Path
from types import SimpleNamespace

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def pytensor_package(tmp_path_factory):
    """``pytensor_package(name, *paths)``: the spec files or folders at ``paths`` (from the
    repository's root, or absolute) generated for PyTensor as package ``name`` on sys.path; its
    modules, by spec module name."""
    def generate(name, *paths):
        from opspec.cli import spec_paths
        from opspec.spec.load import load_specs
        from opspec.targets.pytensor.checks import generate_package
        specs = load_specs(spec_paths([str(ROOT / p) for p in paths]))
        generate_package(specs, tmp_path_factory.mktemp(name), name)
        return SimpleNamespace(**{s.module: importlib.import_module(f"{name}.{s.module}") for s in specs})
    return generate
