"""The ``opspec`` command line: ``opspec check SPEC...``, ``opspec generate SPEC... -o DIR``,
``opspec build [SPEC...]``.

Each subcommand is a function ``cmd_<name>(args) -> int`` registered in
:func:`build_parser`; spec mistakes are printed as their one-line
:class:`~opspec.spec.errors.SpecError` message on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

__all__ = ["main", "build_parser", "spec_paths"]


def spec_paths(args) -> list[str]:
    """The spec files named on the command line; a directory stands for its ``*.yaml``."""
    paths: list[str] = []
    for arg in args:
        if Path(arg).is_dir():
            found = sorted(str(p) for p in Path(arg).iterdir()
                           if p.suffix in (".yaml", ".yml") and p.is_file())
            paths.extend(found)
        else:
            paths.append(arg)
    return paths


def cmd_check(args) -> int:
    """Validate spec files together; print ``ok: N ops in M files``."""
    from opspec.spec.errors import SpecError
    from opspec.spec.load import load_specs

    paths = spec_paths(args.specs)
    if not paths:
        print("opspec check: no spec files found", file=sys.stderr)
        return 1
    try:
        specs = load_specs(paths)
    except SpecError as e:
        print(str(e), file=sys.stderr)
        return 1
    except Exception as e:  # a loader bug: still one line, never a traceback
        print(f"opspec check: internal error ({type(e).__name__}: {e}); please report it with "
              "the spec file", file=sys.stderr)
        return 1
    n_ops = sum(len(s.ops) for s in specs)
    print(f"ok: {n_ops} op{'s' * (n_ops != 1)} in {len(specs)} file{'s' * (len(specs) != 1)}")
    return 0


def cmd_generate(args) -> int:
    """Generate Python modules from spec files; with --check, list what would change."""
    from opspec.spec.errors import SpecError
    from opspec.spec.generate import generate
    from opspec.spec.load import load_specs

    paths = spec_paths(args.specs)
    if not paths:
        print("opspec generate: no spec files found", file=sys.stderr)
        return 1
    try:
        specs = load_specs(paths)
        changed = generate(specs, args.output, package=args.package, check=args.check)
    except SpecError as e:
        print(str(e), file=sys.stderr)
        return 1
    if args.check:
        for path in changed:
            print(f"would change: {path}")
        if changed:
            print(f"{len(changed)} generated file(s) are out of date; run `make generate`", file=sys.stderr)
        return 1 if changed else 0
    for path in changed:
        print(f"wrote {path}")
    print(f"generated {len(specs)} module(s) into {args.output} ({len(changed)} changed)")
    return 0


def cmd_build(args) -> int:
    """Compile the C kernels of spec files (default: the standard library) into the cache: each
    kernel on its own, as the runtime looks it up, on ``--jobs`` compiler processes."""
    import time

    from opspec.link.c.batch import build_modules
    from opspec.link.c.module import CModule
    from opspec.spec.c_codegen import render_c_module
    from opspec.spec.errors import SpecError
    from opspec.spec.load import load_specs

    if args.specs:
        try:
            specs = load_specs(spec_paths(args.specs))
        except SpecError as e:
            print(str(e), file=sys.stderr)
            return 1
        modules = [CModule(Path(s.path).parent / name, text)
                   for s in specs for name, text in render_c_module(s).items()]
    else:
        import opspec.ops
        modules = [CModule(p, p.read_text()) for p in sorted(Path(opspec.ops.__file__).parent.glob("*.c"))]
    if not modules:
        print("opspec build: no C kernels to build")
        return 0
    kernels = sum(len(m.all_units()) for m in modules)
    print(f"opspec build: {len(modules)} C module(s), {kernels} kernels", flush=True)
    tty = sys.stdout.isatty()
    width = max(len(m.name) for m in modules)
    start = time.perf_counter()

    def progress(done, total, mod, seconds):
        state = "FAILED" if mod.failure else f"{len(mod.broken)} op(s) broken" if mod.broken else "ok"
        line = f"[{done}/{total}] {mod.name:<{width}}  {len(mod.all_units()):4d} kernels  {seconds:6.2f} s  {state}"
        print(("\r\033[K" if tty else "") + line, flush=True)

    def unit_progress(done, total, unit):
        if tty:
            print(f"\r\033[K  {done}/{total} kernels  {unit.cmodule.name}.{unit.name}", end="", flush=True)

    runner = _start_program_runner()
    build_modules(modules, workers=args.jobs, progress=progress, unit_progress=unit_progress)
    failed = 0
    if runner is not None:
        runner.join()
        if runner.error is not None:
            failed += 1
            print(f"\nopspec_program: {runner.error}", file=sys.stderr)
    for mod in modules:
        for err in [mod.failure] if mod.failure else list(mod.broken.values()):
            failed += 1
            print(f"\n{err}", file=sys.stderr)
    if failed:
        print(f"opspec build: {failed} failure(s) in {time.perf_counter() - start:.1f} s", file=sys.stderr)
    return 1 if failed else 0


def _start_program_runner():
    """Build the runner of C programs (opspec.link.c.program), which every graph linked with C
    uses, on a thread of its own; None when this opspec has none."""
    import threading
    try:
        from opspec.link.c.program import runner
    except ImportError:
        return None

    def build():
        try:
            if runner() is None:
                thread.error = "the program runner does not compile"
        except Exception as exc:  # noqa: BLE001 - reported with the kernels' errors
            thread.error = exc

    thread = threading.Thread(target=build, name="opspec-build-runner", daemon=True)
    thread.error = None
    thread.start()
    return thread


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="opspec", description="Ops declared in YAML, generated into a tensor-graph compiler.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    check = sub.add_parser("check", help="validate spec files",
                           description="Validate spec files together (names, types, formulas, "
                                       "rewrites, samples); exit 1 with file:line: message on "
                                       "the first mistake.")
    check.add_argument("specs", nargs="+", metavar="SPEC",
                       help="spec files (a directory stands for its *.yaml files)")
    check.set_defaults(func=cmd_check)
    gen = sub.add_parser("generate", help="generate Op modules from spec files",
                         description="Render each spec file into a Python module of Op classes "
                                     "(files are rewritten only when their text changes).")
    gen.add_argument("specs", nargs="+", metavar="SPEC",
                     help="spec files (a directory stands for its *.yaml files)")
    gen.add_argument("-o", "--output", required=True, metavar="DIR", help="output directory")
    gen.add_argument("--check", action="store_true",
                     help="write nothing; exit 1 and list the files that would change")
    gen.add_argument("--package", action="store_true",
                     help="the output is the standard library package (also writes __init__.py)")
    gen.set_defaults(func=cmd_generate)
    bld = sub.add_parser("build", help="compile C kernels ahead of use",
                         description="Compile the C kernels of spec files (default: the standard "
                                     "library) into the cache, in parallel, with progress; exit 1 "
                                     "if a kernel does not compile.")
    bld.add_argument("specs", nargs="*", metavar="SPEC",
                     help="spec files (a directory stands for its *.yaml files)")
    bld.add_argument("-j", "--jobs", type=int, default=None, metavar="N",
                     help="parallel compiler processes (default: CPU count)")
    bld.set_defaults(func=cmd_build)
    return parser


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
