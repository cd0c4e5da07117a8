"""Loops: a 1,000-step scan against PyTensor's scan, JAX's ``lax.scan`` and a numpy loop.

Workloads (float64, 1,000 steps):
  scalar      h[t] = tanh(0.9 * h[t-1] + x[t]): a cumulative recurrence with a nonlinearity,
              almost no work per step, so the cost of a step is the loop machinery's
  vector      the same on a state of 256 elements, h[t] = tanh(w * h[t-1] + x[t]) with a
              weight vector w: some work per step
  gradient    sum(h) of the scalar loop and its gradient with respect to x and 0.9 (the
              weight, an input): back propagation through time; numpy's by hand

Rows: a numpy loop (a Python for loop over the steps, numpy per step), PyTensor's scan in its
default mode and on its C VM (its loop is compiled Cython), JAX ``lax.scan`` under ``jit``,
opspec FAST_RUN (the step is one C program: the loop runs in C, ``scan_loop.c``), opspec
FAST_RUN with the steps forced through the compiled step function called from Python once per
step (what runs when a step is not one C program), and opspec FAST_COMPILE. Every result is
checked against numpy's; rows are timed round-robin (``peers.py``). ``--steps N`` changes the
number of steps.
"""
from __future__ import annotations

import argparse
import functools
import os
import sys
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import peers  # noqa: E402  (before numpy: it sets OMP_WAIT_POLICY)
from peers import Row  # noqa: E402

import numpy as np  # noqa: E402

WIDTH = 256


# ---------------------------------------------------------------- numpy
def numpy_loop(x, h0, w):
    out = np.empty_like(x)
    h = h0
    for t in range(len(x)):
        h = np.tanh(w * h + x[t])
        out[t] = h
    return out


def numpy_gradient(x, h0, w):
    """loss = sum(h) and its gradient wrt x and w, back propagation through time by hand."""
    hs = numpy_loop(x, h0, w)
    gx = np.empty_like(x)
    gw, carry = 0.0, 0.0
    for t in range(len(x) - 1, -1, -1):
        local = (1.0 + carry) * (1.0 - hs[t] ** 2)
        gx[t] = local
        gw += local * (hs[t - 1] if t else h0)
        carry = local * w
    return [hs.sum(), gx, np.asarray(gw)]


# ---------------------------------------------------------------- the symbolic loop (opspec, PyTensor)
def symbolic_loop(lib, scan, xv, h0v, wv):
    """(inputs, hs) of the recurrence built with the library ``lib`` (opspec or pytensor)."""
    tt = lib.tensor
    x = tt.tensor(dtype="float64", shape=(None,) * xv.ndim)
    h0 = tt.tensor(dtype="float64", shape=(None,) * np.ndim(h0v))
    w = tt.tensor(dtype="float64", shape=(None,) * np.ndim(wv))
    hs = scan(lambda xt, h, w: tt.tanh(w * h + xt), sequences=x, outputs_info=h0, non_sequences=w,
              return_updates=False)
    return [x, h0, w], hs


def outputs_of(lib, ins, hs, gradient):
    if not gradient:
        return hs
    cost = hs.sum()
    return [cost, *lib.grad(cost, [ins[0], ins[2]])]


def opspec_row(args, gradient, mode="FAST_RUN", c_steps=True, label="opspec FAST_RUN"):
    def make():
        import opspec
        from opspec.scan import scan
        from opspec.scan.op import Scan
        ins, hs = symbolic_loop(opspec, scan, *args)
        f = opspec.function(ins, outputs_of(opspec, ins, hs, gradient), mode=mode, trust_input=True)
        loops = [n.op.runner("py" if mode == "FAST_COMPILE" else "c") for n in f.maker.fgraph.toposort()
                 if isinstance(n.op, Scan)]
        if not c_steps:
            for runner in loops:
                runner.c_steps = None          # every step through the compiled step function
        row.note = ", ".join("steps in C" if r.c_steps is not None else "a call per step" for r in loops)
        return lambda: f(*args)
    row = Row(label, make)
    return row


def pytensor_rows(args, gradient):
    def make(linker):
        pytensor = peers.need("pytensor")
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ins, hs = symbolic_loop(pytensor, pytensor.scan, *args)
            mode = linker and pytensor.compile.mode.Mode(linker=linker, optimizer="fast_run")
            f = pytensor.function(ins, outputs_of(pytensor, ins, hs, gradient), mode=mode)
        f.trust_input = True
        return lambda: f(*args)
    return [Row(peers.PYTENSOR, lambda: make(None), "default mode, trust_input"),
            Row(peers.PYTENSOR_C, lambda: make("cvm"), "linker cvm, trust_input")]


def jax_row(args, gradient):
    def make():
        jax = peers.need("jax")
        jnp = jax.numpy

        def loop(x, h0, w):
            def step(h, xt):
                h = jnp.tanh(w * h + xt)
                return h, h
            return jax.lax.scan(step, h0, x)[1]

        if gradient:
            value_and_grad = jax.value_and_grad(lambda x, h0, w: loop(x, h0, w).sum(), argnums=(0, 2))
            f = jax.jit(lambda x, h0, w: (lambda vg: [vg[0], *vg[1]])(value_and_grad(x, h0, w)))
        else:
            f = jax.jit(loop)
        dev = [jax.device_put(a) for a in args]
        return lambda: jax.block_until_ready(f(*dev))
    return Row(peers.JAX, make, "lax.scan")


def rows(args, gradient):
    reference = numpy_gradient if gradient else numpy_loop
    return [Row(peers.NUMPY, lambda: functools.partial(reference, *args), "a Python loop over the steps"),
            *pytensor_rows(args, gradient), jax_row(args, gradient),
            opspec_row(args, gradient),
            opspec_row(args, gradient, c_steps=False, label="opspec FAST_RUN, steps in Python"),
            opspec_row(args, gradient, mode="FAST_COMPILE", label="opspec FAST_COMPILE")]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", type=int, default=1000)
    options = parser.parse_args(argv)
    n = options.steps
    rng = np.random.default_rng(0)
    print(f"# bench_scan: {peers.versions()}")
    scalar = (rng.standard_normal(n) * 0.5, np.array(0.1), np.array(0.9))
    vector = (rng.standard_normal((n, WIDTH)) * 0.5, rng.standard_normal(WIDTH) * 0.1,
              rng.uniform(0.5, 1.0, WIDTH))
    workloads = [(f"scalar recurrence h = tanh(0.9 h + x[t]), {n} steps", scalar, False),
                 (f"vector recurrence on {WIDTH} elements, {n} steps", vector, False),
                 (f"loss and gradient of the scalar recurrence, {n} steps", scalar, True)]
    for title, args, gradient in workloads:
        reference = numpy_gradient if gradient else numpy_loop
        results = peers.measure(rows(args, gradient), lambda: reference(*args), rtol=1e-9, atol=1e-12)
        peers.print_results(title, results, {peers.NUMPY: "/ numpy"})
    missing = peers.missing()
    if missing:
        print("\nnot measured: " + "; ".join(missing))


if __name__ == "__main__":
    main()
