"""Profiles of compiled functions: what is recorded (nodes, calls, flops, compile split), how a
profiled function runs (node by node), nesting of inner functions, the summary and the print at
exit. Structure and counts only: never how long anything took."""
import io
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import opspec
import opspec.tensor as ot
from opspec.compile.builders import OpFromGraph
from opspec.compile.executor import Function
from opspec.compile.profiling import NODE_BY_NODE, ProfileStats
from opspec.configuration import config

MODES = ["FAST_RUN", "FAST_COMPILE", "DebugMode", "NanGuardMode"]
x, m = ot.dvector("x"), ot.dmatrix("m")


def nodes_of(f):
    return f.maker.fgraph.toposort()


def summary_of(stats, **kwargs):
    out = io.StringIO()
    stats.summary(out, **kwargs)
    return out.getvalue()


@pytest.mark.parametrize("mode", MODES)
def test_every_node_is_timed_and_counted_per_call(mode):
    f = opspec.function([x, m], [(ot.exp(x) * 2).sum() + ot.dot(m, x).sum(), m.T], profile=True, mode=mode)
    plain = opspec.function([x, m], [(ot.exp(x) * 2).sum() + ot.dot(m, x).sum(), m.T], mode=mode)
    a, b = np.linspace(0, 1, 5), np.arange(20.0).reshape(4, 5)
    for _ in range(3):
        for got, want in zip(f(a, b), plain(a, b)):
            np.testing.assert_array_equal(got, want)
    stats = f.profile
    assert isinstance(stats, ProfileStats) and f.maker.profile is stats and f.maker.fgraph.profile is stats
    fg = f.maker.fgraph
    assert set(stats.apply_callcount) == {(fg, node) for node in nodes_of(f)}
    assert set(stats.apply_callcount.values()) == {3}
    assert set(stats.apply_time) == set(stats.apply_callcount)
    assert stats.fct_callcount == 3 and stats.nb_nodes == len(nodes_of(f))
    # nested measurements: the nodes inside the VM's run, the run inside the call
    assert 0 < sum(stats.apply_time.values()) <= stats.vm_call_time <= stats.fct_call_time
    assert stats.compile_time == stats.rewriting_time + stats.linker_time
    assert stats.modes == [mode]


def test_a_profiled_function_runs_node_by_node_through_the_plain_call():
    f = opspec.function([x], ot.tanh(ot.exp(x) + 1) * x + ot.dot(x, x), profile=True)
    assert type(f).__call__ is Function.__call__
    assert all(stop - start == 1 for _, start, stop in f.vm.units)
    assert not any(hasattr(unit, "program") for unit, _, _ in f.vm.units)
    assert f.vm.run == f.vm.run_timed
    assert f.profile.runs == [NODE_BY_NODE]
    assert "unfused call path" in summary_of(f.profile)
    # an unprofiled function of the same graph is untouched
    g = opspec.function([x], ot.tanh(ot.exp(x) + 1) * x + ot.dot(x, x))
    assert g.profile is None and g.vm.profile is None
    np.testing.assert_array_equal(f(np.ones(3)), g(np.ones(3)))


def test_c_or_python_per_node_and_the_compile_split():
    f = opspec.function([x], ot.exp(x) + 1, profile=True, mode="FAST_RUN")
    g = opspec.function([x], ot.exp(x) + 1, profile=True, mode="FAST_COMPILE")
    for fn in (f, g):
        fn(np.ones(2))
    assert g.profile.apply_cimpl == {node: False for node in nodes_of(g)} and g.profile.c_build_time == 0
    impls = dict(f.node_impls())
    assert f.profile.apply_cimpl == {n: impls[n] == "c" for n in nodes_of(f)}
    stats = f.profile
    assert set(stats.linker_make_thunk_time) == set(nodes_of(f))
    assert stats.linker_node_make_thunks == sum(stats.linker_make_thunk_time.values())
    assert 0 <= stats.c_build_time <= stats.linker_node_make_thunks <= stats.linker_time
    text = summary_of(stats)
    for line in ("Rewrite time:", "Linker time:", "C kernels (built, or read from the cache):",
                 "Node make_thunk time:"):
        assert line in text


def test_by_op_and_by_class_tables_add_up():
    f = opspec.function([x, m], [ot.exp(x) + ot.exp(m).sum(), ot.exp(x * 3)], profile=True, mode="FAST_COMPILE")
    for _ in range(4):
        f(np.ones(3), np.ones((2, 3)))
    stats = f.profile
    exp_nodes = [n for n in nodes_of(f) if type(n.op).__name__ == "Exp"]
    assert len(exp_nodes) == 3
    exp = exp_nodes[0].op
    assert stats.op_nodes()[exp] == 3 and stats.op_callcount()[exp] == 12
    assert stats.op_time()[exp] == pytest.approx(sum(stats.apply_time[(f.maker.fgraph, n)] for n in exp_nodes))
    assert stats.class_nodes()[type(exp)] == 3 and stats.class_impl()[type(exp)] == "Py"
    assert sum(stats.class_callcount().values()) == sum(stats.apply_callcount.values())
    assert sum(stats.op_time().values()) == pytest.approx(sum(stats.apply_time.values()))


def test_flops_where_the_spec_declares_them():
    a, b = ot.dmatrix("a"), ot.dmatrix("b")
    f = opspec.function([a, b], ot.dot(a, b) + 1, profile=True)
    f(np.ones((3, 4)), np.ones((4, 5)))
    f(np.ones((2, 4)), np.ones((4, 5)))
    fg = f.maker.fgraph
    (dot,) = [n for n in nodes_of(f) if type(n.op).__name__ == "Dot"]
    assert f.profile.apply_flops == {(fg, dot): 2 * 15 * 4 + 2 * 10 * 4}     # only Dot's spec has flops:
    assert f.profile.op_flops() == {dot.op: 200}
    text = summary_of(f.profile)
    assert "<flops per call>" in text and "100" in text.split("Apply\n")[1]
    u, v, s = ot.dvector("u"), ot.dvector("v"), ot.tensor3("s")
    g = opspec.function([u, v, s], [ot.outer(u, v), ot.matmul(s, ot.outer(v, u))], profile=True)
    g(np.ones(3), np.ones(4), np.ones((2, 5, 4)))
    by_op = {type(op).__name__: n for op, n in g.profile.op_flops().items()}
    assert by_op == {"Outer": 12 + 12, "Matmul": 2 * (2 * 5 * 3) * 4}


@pytest.mark.parametrize("mode", MODES)
def test_a_scans_step_is_profiled_inside_the_outer_profile(mode):
    h0, w = ot.dscalar("h0"), ot.dscalar("w")
    hs = opspec.scan(lambda xt, h, w: ot.tanh(h * w + xt), sequences=x, outputs_info=h0, non_sequences=w,
                     return_updates=False)
    f = opspec.function([x, h0, w], [hs, opspec.grad(hs.sum(), w)], profile=True, mode=mode)
    plain = opspec.function([x, h0, w], [hs, opspec.grad(hs.sum(), w)], mode=mode)
    for _ in range(2):
        for got, want in zip(f(np.linspace(0, 1, 7), 0.5, 0.3), plain(np.linspace(0, 1, 7), 0.5, 0.3)):
            np.testing.assert_allclose(got, want)
    inner = f.profile.inner
    names = sorted(s.message for s in inner)
    assert any("scan_fn" in n and "grad" not in n for n in names) and any("grad_of_scan_fn" in n for n in names)
    for stats in inner:
        # every step of every call ran through the profiled step function, node by node
        assert stats.fct_callcount > 0 and stats.fct_callcount % (2 * 7) == 0
        fg, = {fg for fg, _ in stats.apply_callcount}
        assert set(stats.apply_callcount.values()) == {stats.fct_callcount}
        assert len(stats.apply_callcount) == len(fg.apply_nodes)
    assert summary_of(f.profile).count("Inner function") == len(inner)
    # the unprofiled function's loops keep their compiled steps: no profile anywhere
    assert plain.profile is None


def test_an_op_from_graphs_graph_is_profiled_inside_the_outer_profile():
    a, b = ot.dmatrix("a"), ot.dmatrix("b")
    op = OpFromGraph([a, b], [ot.exp(a) * b], name="expmul")
    f = opspec.function([a, b], op(a, b) + op(b, a), profile=True)
    f(np.ones((2, 2)), np.ones((2, 2)))
    inner = f.profile.inner         # each node's thunk calls a profiled function of its own
    assert len(inner) == 2
    for stats in inner:
        assert stats.fct_callcount == 1 and "expmul" in stats.message
        assert set(stats.apply_callcount.values()) == {1}


def test_a_shared_profile_collects_several_functions():
    stats = ProfileStats(atexit_print=False, message="both")
    f = opspec.function([x], ot.exp(x), profile=stats)
    g = opspec.function([x], ot.log(x) * 2, profile=stats)
    f(np.ones(2))
    g(np.ones(2))
    g(np.ones(2))
    assert f.profile is g.profile is stats and stats.fct_callcount == 3
    fgraphs = {fg for fg, _ in stats.apply_callcount}
    assert fgraphs == {f.maker.fgraph, g.maker.fgraph}
    assert stats.nb_nodes == len(nodes_of(f)) + len(nodes_of(g))
    assert stats.compile_time == pytest.approx(f.maker.rewrite_time + f.maker.link_time + g.maker.rewrite_time
                                               + g.maker.link_time)
    stats.reset()
    assert stats.fct_callcount == 0 and not stats.apply_time and not stats.apply_callcount
    assert stats.compile_time > 0      # compiling is not forgotten


def test_which_profile_a_function_gets():
    f = opspec.function([x], ot.exp(x), profile="my message")
    assert f.profile.message == "my message"
    assert opspec.function([x], ot.exp(x), profile=True, name="named").profile.message == "named"
    assert opspec.function([x], ot.exp(x)).profile is None
    with config.change(profile=True):
        assert opspec.function([x], ot.exp(x), name="by flag").profile.message == "by flag"
        assert opspec.function([x], ot.exp(x), profile=False).profile is None
    with pytest.raises(TypeError, match="profile must be"):
        opspec.function([x], ot.exp(x), profile=3)


def test_copies_updates_and_errors_under_profiling():
    s = opspec.shared(np.zeros(3), name="s")
    f = opspec.function([x], s.sum(), updates=[(s, s + x)], profile=True)
    f(np.ones(3))
    f(np.ones(3))
    np.testing.assert_array_equal(s.get_value(), [2, 2, 2])
    assert f.profile.fct_callcount == 2
    g = f.copy(profile=True)
    assert g.profile is not None and g.profile is not f.profile
    g(np.ones(3))
    assert g.profile.fct_callcount == 1 and f.profile.fct_callcount == 2
    h = opspec.function([m, x], ot.dot(m, x), profile=True)
    with pytest.raises(ValueError):
        h(np.ones((2, 3)), np.ones(4))
    assert h.profile.fct_callcount == 1         # the failed call counts, its node did not finish
    assert sum(h.profile.apply_callcount.values()) == 0


def test_summary_sections_and_limits():
    f = opspec.function([x], [ot.exp(x), ot.log(x), ot.sin(x), ot.cos(x)], profile=True, name="four",
                        mode="FAST_COMPILE")
    f(np.ones(2))
    text = summary_of(f.profile, n_ops_to_print=2, n_apply_to_print=3)
    for heading in ("Function profiling", "Message: four", "Class\n-----", "Ops\n---", "Apply\n-----",
                    "Time in 1 calls to Function.__call__", "Number of Apply nodes: 4"):
        assert heading in text
    apply_rows = text.split("Apply\n-----\n")[1].split("\n\n")[0].splitlines()[1:]
    assert len(apply_rows) == 4 and "remaining 1 Apply nodes" in apply_rows[-1]
    ops_rows = text.split("Ops\n---\n")[1].split("\n\n")[0].splitlines()[1:]
    assert len(ops_rows) == 3 and "remaining 2 rows" in ops_rows[-1]
    empty = summary_of(opspec.function([x], ot.exp(x), profile=True).profile)
    assert "Time in 0 calls" in empty and "Apply\n-----" not in empty


def run_script(code, flags):
    env = {"OPSPEC_FLAGS": flags, "PATH": "/usr/bin:/bin"}
    import os
    env.update({k: v for k, v in os.environ.items() if k.startswith(("OPSPEC_CACHE", "HOME"))})
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, env=env,
                          timeout=300)


SCRIPT = """
    import numpy as np, opspec, opspec.tensor as ot
    x = ot.dvector("x")
    f = opspec.function([x], ot.exp(x) * 2, name="at_exit_{0}", mode="FAST_COMPILE", profile={1})
    f(np.ones(3))
"""


def test_profiles_are_printed_at_exit_when_config_profile_is_on(tmp_path):
    done = run_script(SCRIPT.format("flag", None), "profile=True")
    assert done.returncode == 0, done.stderr
    assert "Message: at_exit_flag" in done.stderr and "Apply\n-----" in done.stderr
    # profile=True alone: the summary is there to print, nothing at exit (PyTensor's rule)
    done = run_script(SCRIPT.format("arg", True), "")
    assert done.returncode == 0 and "Function profiling" not in done.stderr + done.stdout
    target = tmp_path / "profile.txt"
    done = run_script(SCRIPT.format("file", True), f"profile=True,profiling__destination={target}")
    assert done.returncode == 0, done.stderr
    assert "Message: at_exit_file" in target.read_text() and "Function profiling" not in done.stderr
