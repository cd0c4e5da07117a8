"""The installed package holds every module: pyproject's package list names each folder of
opspec/ (an editable install finds folders it does not list; a wheel would silently lack them)."""
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def test_every_package_folder_is_listed():
    config = tomllib.loads((REPO / "pyproject.toml").read_text())
    listed = set(config["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(REPO).parts) for p in (REPO / "opspec").rglob("__init__.py")}
    assert found - listed == set(), f"pyproject.toml does not list {sorted(found - listed)}"
    assert "opspec.ops" in listed


def test_every_c_or_header_file_is_package_data():
    config = tomllib.loads((REPO / "pyproject.toml").read_text())
    data = config["tool"]["setuptools"]["package-data"]
    for path in list((REPO / "opspec").rglob("*.c")) + list((REPO / "opspec").rglob("*.h")):
        package = ".".join(path.parent.relative_to(REPO).parts)
        assert any(path.match(pattern) for pattern in data.get(package, ())), \
            f"{path.relative_to(REPO)} is not package data of {package}"
