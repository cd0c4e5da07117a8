"""get_active_mode: a rewrite asks which mode compiles the graph it rewrites."""
import subprocess
import sys

import opspec
import opspec.tensor as ot
from opspec.compile.mode import Mode, get_mode
from opspec.graph.fg import FunctionGraph
from opspec.graph.rewriting.basic import get_active_mode, graph_rewriter


def _recording_mode(seen, linker="py"):
    @graph_rewriter
    def record(fgraph):
        seen.append(get_active_mode(fgraph))
    return Mode(linker=linker, optimizer=record)


def test_a_rewrite_sees_the_mode_compiling_it():
    seen = []
    mode = _recording_mode(seen)
    x = ot.vector("x")
    opspec.function([x], ot.exp(x), mode=mode)
    assert seen == [mode]
    assert seen[0].linker == "py"


def test_outside_a_compilation_the_default_mode():
    fg = FunctionGraph([x := ot.vector("x")], [ot.exp(x)])
    assert get_active_mode(fg) is get_mode(None)
    with opspec.config.change_flags(mode="FAST_COMPILE"):
        assert get_active_mode(fg) is get_mode("FAST_COMPILE")


def test_the_record_does_not_outlive_the_compilation():
    seen = []
    x = ot.vector("x")
    f = opspec.function([x], ot.exp(x), mode=_recording_mode(seen))
    assert not hasattr(f.maker.fgraph, "_compile_mode")


def test_a_mode_set_on_the_graph_wins():
    """PyTensor's code rewriting an inner graph sets ``fgraph._compile_mode`` itself."""
    fg = FunctionGraph([x := ot.vector("x")], [ot.exp(x)])
    fg._compile_mode = "FAST_COMPILE"
    assert get_active_mode(fg) is get_mode("FAST_COMPILE")


def test_the_rewriting_layer_loads_no_compile_module_for_it():
    code = ("import sys; from opspec.graph.rewriting.basic import get_active_mode; "
            "print(' '.join(m for m in sys.modules if m.startswith('opspec.compile')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
