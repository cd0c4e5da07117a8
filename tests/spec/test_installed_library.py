"""installed_library() reads the HEADERS of the installed ``opspec.ops`` once per version of its
``__init__.py`` (every spec load asks for them): a regenerated file is read again, and what a
caller does with the result does not reach the next caller."""
import importlib.machinery
import importlib.util

from opspec.spec.namespace import installed_library


def test_headers_are_read_again_when_the_package_is_regenerated(tmp_path, monkeypatch):
    init = tmp_path / "__init__.py"
    spec = importlib.machinery.ModuleSpec("opspec.ops", None, origin=str(init))
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, package=None: spec)
    init.write_text("HEADERS = {'m': [('Exp', 'exp', (), ('x',), 'e')]}\n")
    first = installed_library()
    assert first == {"m": [("Exp", "exp", (), ("x",), "e")]}
    first["m"].append("changed by a caller")
    first["other"] = []
    assert installed_library() == {"m": [("Exp", "exp", (), ("x",), "e")]}
    init.write_text("HEADERS = {'m': [('Log', 'log', (), ('x',), 'l')], 'n': []}\n")
    assert installed_library() == {"m": [("Log", "log", (), ("x",), "l")], "n": []}
    init.write_text("HEADERS = {broken\n")
    assert installed_library() == {}
