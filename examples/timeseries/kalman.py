"""The log-likelihood of a noisy AR(1) series by a Kalman filter written with ``scan``, its
gradient checked by ``verify_grad``, and a maximum-likelihood fit by gradient ascent.

The model: a hidden AR(1) state observed with noise,

    x[t] = phi * x[t-1] + N(0, q),     y[t] = x[t] + N(0, r),

with parameters ``theta = (atanh(phi), log q, log r)`` (unconstrained: |phi| < 1, q, r > 0).
One filter step (an ``OpFromGraph``, inlined, so the whole step still compiles to one C
program and the loop runs in C) predicts the state's mean and variance, scores the
observation and updates them; ``scan`` carries (mean, variance) through the series and
returns each step's log-density, whose sum is the log-likelihood.

    ../../.venv/bin/python kalman.py          # or: make run
"""
import numpy as np

import opspec
import opspec.tensor as ot
from opspec.compile.builders import OpFromGraph
from opspec.gradient import verify_grad
from opspec.scan import scan

LOG_2PI = float(np.log(2 * np.pi))


def filter_step_op():
    """One step of the filter as an Op: (y, mean, var, phi, q, r) -> (mean, var, log-density)."""
    y, m, v = ot.dscalar("y"), ot.dscalar("m"), ot.dscalar("v")
    phi, q, r = ot.dscalar("phi"), ot.dscalar("q"), ot.dscalar("r")
    m_pred, v_pred = phi * m, phi * phi * v + q
    s = v_pred + r                           # variance of the innovation y - m_pred
    gain = v_pred / s
    innovation = y - m_pred
    logp = -0.5 * (LOG_2PI + ot.log(s) + innovation * innovation / s)
    return OpFromGraph([y, m, v, phi, q, r], [m_pred + gain * innovation, (1 - gain) * v_pred, logp], inline=True,
                       name="kalman_step")


STEP = filter_step_op()


def log_likelihood(theta, ys):
    """The log-likelihood of the observations ``ys`` (a vector) under ``theta`` (a 3-vector)."""
    phi, q, r = ot.tanh(theta[0]), ot.exp(theta[1]), ot.exp(theta[2])
    stationary = q / (1 - phi * phi)          # the state's variance before the first observation

    def step(y, m, v, phi, q, r):
        return STEP(y, m, v, phi, q, r)

    _, _, logps = scan(step, sequences=ys, outputs_info=[ot.constant(0.0), stationary, None],
                       non_sequences=[phi, q, r], return_updates=False, name="kalman")
    return logps.sum()


def numpy_log_likelihood(theta, ys):
    """The same filter as a Python loop (the reference)."""
    phi, q, r = np.tanh(theta[0]), np.exp(theta[1]), np.exp(theta[2])
    m, v, total = 0.0, q / (1 - phi * phi), 0.0
    for y in ys:
        m_pred, v_pred = phi * m, phi * phi * v + q
        s = v_pred + r
        total += -0.5 * (LOG_2PI + np.log(s) + (y - m_pred) ** 2 / s)
        gain = v_pred / s
        m, v = m_pred + gain * (y - m_pred), (1 - gain) * v_pred
    return total


def simulate(n, phi, q, r, rng):
    x, ys = rng.normal(scale=np.sqrt(q / (1 - phi * phi))), []
    for _ in range(n):
        x = phi * x + rng.normal(scale=np.sqrt(q))
        ys.append(x + rng.normal(scale=np.sqrt(r)))
    return np.array(ys)


def compile_objective(mode=None):
    """(log-likelihood, its gradient) of (theta, ys), compiled."""
    theta, ys = ot.dvector("theta"), ot.dvector("ys")
    ll = log_likelihood(theta, ys)
    return opspec.function([theta, ys], [ll, opspec.grad(ll, theta)], mode=mode)


def fit(ys, steps=300, rate=0.5, mode=None, print_every=100):
    """Maximum likelihood by gradient ascent (with a step that shrinks when it overshoots)."""
    objective = compile_objective(mode)
    theta = np.array([0.0, 0.0, 0.0])
    ll, g = objective(theta, ys)
    for k in range(steps):
        candidate = theta + rate * g / len(ys)
        new_ll, new_g = objective(candidate, ys)
        if new_ll < ll:
            rate *= 0.5
            continue
        theta, ll, g = candidate, new_ll, new_g
        rate *= 1.2
        if print_every and k % print_every == 0:
            print(f"step {k:4d}  log-likelihood {ll:10.3f}")
    return theta, ll


def main():
    rng = np.random.default_rng(0)
    phi, q, r = 0.8, 0.5, 0.3
    ys = simulate(400, phi, q, r, rng)
    theta = np.array([np.arctanh(0.5), np.log(1.0), np.log(1.0)])
    objective = compile_objective()
    ll, _ = objective(theta, ys)
    print(f"log-likelihood at (phi, q, r) = (0.5, 1, 1): {ll:.6f} (numpy loop: {numpy_log_likelihood(theta, ys):.6f})")
    verify_grad(lambda t: log_likelihood(t, ys[:100]), [theta], rng=rng)
    print("verify_grad: the gradient through scan matches finite differences")
    fitted, ll = fit(ys)
    print(f"fitted (phi, q, r) = ({np.tanh(fitted[0]):.3f}, {np.exp(fitted[1]):.3f}, {np.exp(fitted[2]):.3f}); "
          f"simulated with ({phi}, {q}, {r})")


if __name__ == "__main__":
    main()
