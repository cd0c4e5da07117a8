"""What importing opspec costs: modules loaded and time, per entry point.

For each statement below, a fresh process runs it and reports how many modules it added
(opspec's own, and all of them: numpy, the standard library...) and its wall time, the best
of ``--repeat`` processes (bytecode already compiled: a warm-up process runs first). The
last rows also touch the op library (``ot.exp``) or compile a function, so that work moved
from import time to first use shows up where it went.

    python bench/bench_imports.py
    python bench/bench_imports.py --repeat 9
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys

STATEMENTS = (
    "import opspec",
    "import opspec.graph",
    "import opspec.tensor.type",
    "import opspec.tensor",
    "import opspec.tensor as ot; ot.exp",
    "import opspec, opspec.tensor as ot; x = ot.dvector(); opspec.function([x], ot.exp(x))",
)

_PROBE = """
import sys, time
before = set(sys.modules)
start = time.perf_counter()
exec({statement!r})
elapsed = time.perf_counter() - start
added = [m for m in sys.modules if m not in before]
print(__import__("json").dumps([elapsed, len(added), sum(m.split(".")[0] == "opspec" for m in added)]))
"""


def measure(statement: str) -> tuple[float, int, int]:
    out = subprocess.run([sys.executable, "-c", _PROBE.format(statement=statement)], check=True,
                         capture_output=True, text=True).stdout
    return tuple(json.loads(out.strip().splitlines()[-1]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    measure(STATEMENTS[-1])        # bytecode and the C cache filled before timing
    print(f"{'statement':<88} {'opspec mods':>11} {'all mods':>9} {'time':>9}")
    for statement in STATEMENTS:
        runs = [measure(statement) for _ in range(args.repeat)]
        best = min(r[0] for r in runs)
        _, total, own = runs[0]
        print(f"{statement:<88} {own:>11} {total:>9} {best * 1e3:>7.1f} ms")


if __name__ == "__main__":
    main()
