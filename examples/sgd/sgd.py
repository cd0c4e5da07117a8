"""Stochastic gradient descent on a synthetic linear regression: the data and the weights are
shared variables, a ``RandomStream`` draws each step's minibatch, ``updates=`` moves the
weights, and one compiled function with no inputs is a whole training step.

    y = X @ w_true + b_true + N(0, noise**2)          (N examples, D features)

Each call of ``step()`` draws ``batch`` example indices (``srng.integers``: with replacement;
the stream advances on every call through its default update), computes the mean squared
error of that minibatch and its gradient, and writes ``w - rate * grad`` back into the
shared weights. The draws are numpy's: ``numpy_sgd`` runs the same training as a numpy loop
on the generator ``RandomStream(seed)`` gives its first variable, and ends with the same
weights.

    ../../.venv/bin/python sgd.py          # or: make run
"""
import numpy as np

import opspec
import opspec.tensor as ot
from opspec.tensor.random import RandomStream


def make_problem(n=2000, d=5, noise=0.1, seed=0):
    """(X, y, w_true, b_true) of a linear regression with Gaussian noise."""
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d))
    w_true, b_true = rng.normal(size=d), 0.5
    y = X @ w_true + b_true + noise * rng.normal(size=n)
    return X, y, w_true, b_true


class SGD:
    """The compiled training step and the shared state it reads and updates."""

    def __init__(self, X, y, batch=32, rate=0.05, seed=42, mode=None):
        n, d = X.shape
        self.X, self.y = opspec.shared(X, name="X"), opspec.shared(y, name="y")
        self.w, self.b = opspec.shared(np.zeros(d), name="w"), opspec.shared(0.0, name="b")
        self.srng = RandomStream(seed)
        index = self.srng.integers(0, n, size=batch)            # the minibatch: new rows every call
        error = ot.dot(self.X[index], self.w) + self.b - self.y[index]
        cost = (error ** 2).mean()
        gw, gb = opspec.grad(cost, [self.w, self.b])
        self.step = opspec.function([], cost, updates=[(self.w, self.w - rate * gw), (self.b, self.b - rate * gb)],
                                    mode=mode, name="sgd_step")
        self.seed = seed

    def train(self, steps, print_every=0):
        """Run ``steps`` steps; the minibatch costs."""
        costs = []
        for k in range(steps):
            costs.append(float(self.step()))
            if print_every and (k % print_every == 0 or k == steps - 1):
                print(f"step {k:5d}  minibatch cost {costs[-1]:.5f}")
        return costs

    def restart(self):
        """Weights back to zero and the stream back to its seed: training again gives the same run."""
        self.w.set_value(np.zeros_like(self.w.get_value()))
        self.b.set_value(0.0)
        self.srng.seed(self.seed)


def numpy_sgd(X, y, steps, batch=32, rate=0.05, seed=42):
    """The same training as a numpy loop, drawing the minibatches from the generator of
    ``RandomStream(seed)``'s first variable (opspec.tensor.random.utils)."""
    rng = np.random.default_rng(np.random.SeedSequence(seed, spawn_key=(0,)))
    w, b = np.zeros(X.shape[1]), 0.0
    for _ in range(steps):
        index = rng.integers(0, X.shape[0], size=batch)
        error = X[index] @ w + b - y[index]
        w, b = w - rate * 2 * X[index].T @ error / batch, b - rate * 2 * error.mean()
    return w, b


def main():
    X, y, w_true, b_true = make_problem()
    sgd = SGD(X, y)
    sgd.train(600, print_every=100)
    w, b = sgd.w.get_value(), float(sgd.b.get_value())
    print(f"|w - w_true| = {np.linalg.norm(w - w_true):.4f}, b = {b:.4f} (b_true = {b_true})")
    w_np, b_np = numpy_sgd(X, y, 600)
    print(f"the numpy loop on the same stream ends |w - w_numpy| = {np.linalg.norm(w - w_np):.2e} away")


if __name__ == "__main__":
    main()
