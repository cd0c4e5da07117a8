"""Use the ops declared in specs/ in a compiled function, with their gradients."""
import numpy as np

import opspec
import opspec.tensor as ot
from custom_ops.ops import layers, mathx


def main():
    x = ot.dmatrix("x")
    v = ot.dvector("v")
    y = mathx.softsign(mathx.AXPB(a=2.0, b=0.5)(x))
    gated = layers.gatedsoftsign(x)
    loss = y.sum() + gated.sum() + mathx.cumsum1d(layers.Head(k=3)(v)).sum()
    f = opspec.function([x, v], [y, loss, *opspec.grad(loss, [x, v])])

    xv = np.array([[-2.0, 0.0], [1.0, 3.0]])
    vv = np.arange(5.0)
    out, total, gx, gv = f(xv, vv)
    print("softsign(2x + 0.5) =\n", out)
    print("loss =", total)
    print("d loss / d x =\n", gx)
    print("d loss / d v =", gv)       # the reversed running count of the first 3: [3, 2, 1, 0, 0]
    z = 2 * xv + 0.5
    assert np.allclose(out, z / (1 + np.abs(z)))
    assert np.allclose(gv, [3.0, 2.0, 1.0, 0.0, 0.0])
    opspec.printing.debugprint(f)


if __name__ == "__main__":
    main()
