"""Every flag of ``opspec.config`` does something: it is read outside the module defining it,
and what it says is what happens (``cflags``: the flags the kernels are built with)."""
import ast
from pathlib import Path

import pytest

from opspec.configuration import Config, config
from opspec.link.c.flags import KERNEL_FLAGS, base_flags, compile_flags

ROOT = Path(__file__).resolve().parents[1] / "opspec"


def flags_read() -> set:
    """Names of the flags the package reads: ``config.<flag>`` or ``config.watch("<flag>", ...)``."""
    read = set()
    for path in ROOT.rglob("*.py"):
        if path.name == "configuration.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "config":
                read.add(node.attr)
            elif isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "watch" and node.args \
                    and isinstance(node.args[0], ast.Constant):
                read.add(node.args[0].value)
    return read


def test_every_flag_is_read_somewhere():
    assert not set(Config._defaults) - flags_read(), "flags nothing reads: honour them or remove them"


def test_cflags_default_is_the_kernels_own_flags():
    assert config.cflags == "" and base_flags() == KERNEL_FLAGS


@pytest.mark.parametrize("flags", ["-O1", "-O0 -g"])
def test_cflags_replace_the_optimisation_flags(flags):
    with config.change(cflags=flags):
        built = compile_flags()
    assert all(f in built for f in flags.split())
    assert "-O2" not in built and "-ftree-vectorize" not in built
    assert "-fwrapv" in built          # what numpy's integer semantics need stays


def test_config_mode_takes_a_mode_object_as_pytensor_does():
    import numpy as np

    import opspec
    import opspec.tensor as ot
    from opspec.compile.mode import Mode, get_default_mode

    mode = Mode("py", include=("fast_run",))
    with config.change_flags(mode=mode):
        assert get_default_mode() is mode
        x = ot.dvector("x")
        f = opspec.function([x], x * 2)
        assert f.maker.mode is mode
        np.testing.assert_allclose(f(np.ones(2)), [2.0, 2.0])
    assert config.mode == "FAST_RUN"
    with pytest.raises(ValueError, match="or an instance of opspec.compile.mode.Mode, got 3"):
        config.mode = 3
    with pytest.raises(ValueError, match="got 'fast'"):
        Config("mode=fast")
