"""The ``opspec`` command line: ``check``, ``generate``, ``build``, ``test``, ``new``, ``docs``
and ``cache`` (``opspec COMMAND --help`` for each).

Each subcommand is a function ``cmd_<name>(args) -> int`` registered in :func:`build_parser`;
spec mistakes are printed as one ``file:line: message`` line each on stderr (all of them, up
to ``--max-errors``), never a traceback.
"""

from __future__ import annotations

import argparse
import shlex
import sys
from pathlib import Path

from opspec.spec import spec_paths

__all__ = ["main", "build_parser", "spec_paths"]


def report(errors, args) -> None:
    """Print mistakes one per line on stderr (``-v``: with the compiler's messages), at most
    ``--max-errors`` of them."""
    limit = getattr(args, "max_errors", 50)
    flat = [e for err in errors for e in getattr(err, "errors", [err])]
    for err in flat[:limit]:
        print(str(err), file=sys.stderr)
        details = getattr(err, "details", None)
        if details and getattr(args, "verbose", False):
            print("    " + details.strip().replace("\n", "\n    "), file=sys.stderr)
    if len(flat) > limit:
        print(f"... and {len(flat) - limit} more mistake(s)", file=sys.stderr)


def _load(args, command):
    """The spec files of the command line, loaded and checked; None (mistakes printed) if not."""
    from opspec.spec.errors import SpecError
    from opspec.spec.load import load_specs

    paths = spec_paths(args.specs)
    if not paths:
        print(f"opspec {command}: no spec files found", file=sys.stderr)
        return None
    try:
        return load_specs(paths)
    except SpecError as e:
        report([e], args)
    except Exception as e:  # a loader bug: still one line, never a traceback
        print(f"opspec {command}: internal error ({type(e).__name__}: {e}); please report it with "
              "the spec file", file=sys.stderr)
    return None


def cmd_check(args) -> int:
    """Validate spec files together and compile the C kernels of those without mistakes; print
    every mistake, or ``ok: N ops in M files``."""
    from opspec.spec.load import load_specs

    paths = spec_paths(args.specs)
    if not paths:
        print("opspec check: no spec files found", file=sys.stderr)
        return 1
    errors: list = []
    try:
        specs = load_specs(paths, problems=errors)
    except Exception as e:  # a loader bug: still one line, never a traceback
        print(f"opspec check: internal error ({type(e).__name__}: {e}); please report it with "
              "the spec file", file=sys.stderr)
        return 1
    if not args.no_c:
        errors += _c_errors(specs, args)
    if errors:
        report(errors, args)
        return 1
    n_ops = sum(len(s.ops) for s in specs)
    print(f"ok: {n_ops} op{'s' * (n_ops != 1)} in {len(specs)} file{'s' * (len(specs) != 1)}")
    return 0


def _c_errors(specs, args, c_files=None) -> list:
    """The C kernels of ``specs`` compiled: their mistakes (a missing compiler is only noted)."""
    from opspec.spec.c_check import c_errors
    notes: list = []
    errors = c_errors(specs, c_files, jobs=args.jobs, notes=notes)
    for note in notes:
        print(f"note: {note}", file=sys.stderr)
    return errors


def _generate_command(args) -> str:
    words = ["opspec", "generate", *args.specs, "-o", args.output]
    words += ["--package", args.package] if args.package else []
    words += ["--target", args.target] if args.target != "opspec" else []
    return shlex.join(words)


def _render(specs, args) -> dict:
    """{path: text} of the target's files; a target's notes (what a backend cannot run) printed."""
    from opspec.spec.generate import render_files
    from opspec.spec.stale import with_stale
    if args.target == "opspec":
        return with_stale(render_files(specs, args.output, package=args.package), specs, args.output)
    from opspec.targets.pytensor import render_files as render_pytensor
    files, notes = render_pytensor(specs, args.output, package=args.package)
    if not args.check:
        for note in notes:
            print(f"note: {note}", file=sys.stderr)
    return with_stale(files, specs, args.output)


def cmd_generate(args) -> int:
    """Generate Python modules (and C) from spec files; with --check, list what would change."""
    from opspec.spec.errors import SpecError
    from opspec.spec.generate import write_files

    specs = _load(args, "generate")
    if specs is None:
        return 1
    try:
        files = _render(specs, args)
    except SpecError as e:
        report([e], args)
        return 1
    if args.check:
        changed = write_files(files, check=True)
        for path in changed:
            print(f"would {'delete' if files[path] is None else 'change'}: {path}")
        if changed:
            print(f"{len(changed)} generated file(s) are out of date; run: {_generate_command(args)}",
                  file=sys.stderr)
        return 1 if changed else 0
    if not args.no_c:
        c_files = {s.path: {p: text for p, text in files.items()
                        if p.suffix == ".c" and p.stem == s.module and text is not None}
                   for s in specs}
        errors = _c_errors(specs, args, c_files)
        if errors:
            report(errors, args)
            if not args.allow_c_errors:
                print("opspec generate: nothing written (--allow-c-errors writes anyway; those ops "
                      "then run their python: kernel)", file=sys.stderr)
                return 1
    changed = write_files(files)
    for path in changed:
        print(f"{'deleted' if files[path] is None else 'wrote'} {path}")
    print(f"generated {len(specs)} module(s) into {args.output} ({len(changed)} changed)")
    return 0


def cmd_build(args) -> int:
    """Compile the C kernels of spec files (default: the standard library) into the cache: each
    kernel on its own, as the runtime looks it up, on ``--jobs`` compiler processes."""
    import time

    from opspec.link.c.batch import build_modules
    from opspec.link.c.module import CSource
    from opspec.spec.c_codegen import c_module

    if args.specs:
        specs = _load(args, "build")
        if specs is None:
            return 1
        modules = []
        for s in specs:
            path = Path(s.path).parent / f"{s.module}.c"
            text, tables = c_module(s, path)
            if text is not None:
                modules.append(CSource(path, text, [k for t in tables for k in t.specs()]))
    else:
        modules = _library_sources()
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


def _library_sources() -> list:
    """The standard library's C files, each with the kernels its ops' tables (c_kernels) list."""
    import importlib

    import opspec.ops
    from opspec.kernels import module_kernels
    from opspec.link.c.module import CSource
    return [CSource(path, path.read_text(), module_kernels(importlib.import_module(f"opspec.ops.{path.stem}")))
            for path in sorted(Path(opspec.ops.__file__).parent.glob("*.c"))]


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


def cmd_test(args) -> int:
    """Run every spec-driven check on spec files' ops; one line per failing case."""
    from opspec.configuration import config
    from opspec.testing.spec_cases import run_cases, spec_cases

    config.wait_for_c = True        # the checks run the C they compare (not perform while it builds)
    specs = _load(args, "test")
    if specs is None:
        return 1
    checks = args.checks.split(",") if args.checks else None
    try:
        cases = spec_cases(specs, package=args.package, output=args.output, checks=checks)
    except (ImportError, ValueError) as e:
        print(f"opspec test: {e}", file=sys.stderr)
        return 1
    if args.k:
        cases = [c for c in cases if args.k in c.id]
    return run_cases(cases, verbose=args.verbose)


def cmd_new(args) -> int:
    """Write a commented op entry (a new spec file, or one more op of an existing one)."""
    from opspec.spec.scaffold import ScaffoldError, add_op

    try:
        text = add_op(args.name, elemwise=args.elemwise, props=args.props,
                      existing=Path(args.output).read_text(encoding="utf-8")
                      if args.output and Path(args.output).exists() else None)
    except ScaffoldError as e:
        print(f"opspec new: {e}", file=sys.stderr)
        return 1
    if not args.output:
        sys.stdout.write(text)
        return 0
    Path(args.output).parent.mkdir(parents=True, exist_ok=True)
    Path(args.output).write_text(text, encoding="utf-8")
    print(f"wrote op {args.name} into {args.output}; next: opspec check {args.output}")
    return 0


def cmd_docs(args) -> int:
    """Write an operator reference (or, with --names, the table of names formulas may call)."""
    from opspec.spec.docs import render_names_into, render_reference

    if args.names:
        target = Path(args.output)
        old = target.read_text(encoding="utf-8") if target.exists() else None
        text = render_names_into(old)
    else:
        if not args.specs:
            print("opspec docs: give spec files (or --names)", file=sys.stderr)
            return 1
        specs = _load(args, "docs")
        if specs is None:
            return 1
        text = render_reference(specs, title=args.title)
        target = Path(args.output)
        old = target.read_text(encoding="utf-8") if target.exists() else None
    if args.check:
        if old != text:
            print(f"{target} is out of date; run: opspec docs {'--names' if args.names else ' '.join(args.specs)} "
                  f"-o {target}", file=sys.stderr)
            return 1
        return 0
    if old != text:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        print(f"wrote {target}")
    return 0


def cmd_cache(args) -> int:
    """Where the compiled-kernel cache is, its size and entries; or empty it."""
    from opspec.link.c.cache import CacheDirError, cache_dir

    try:
        folder = cache_dir()
    except CacheDirError as e:
        print(f"opspec cache: {e}", file=sys.stderr)
        return 1
    mine = [p for p in folder.iterdir() if p.name.startswith(("_opspec_", ".build-_opspec_", "probe-", "._opspec_"))]
    modules = [p for p in mine if p.suffix == ".so"]
    if args.action == "info":
        size = sum(_size(p) for p in mine)
        failed = sum(p.suffix == ".failed" for p in mine)
        print(f"cache: {folder}")
        print(f"size: {size / 1e6:.1f} MB")
        print(f"entries: {len(modules)} compiled module(s)" + (f", {failed} known not to compile" if failed else ""))
        return 0
    removed, busy = _clear(folder, mine)
    print(f"cleared {folder}: {removed} file(s) removed" + (f", {busy} in use by a build and kept" if busy else ""))
    return 0


def _size(path: Path) -> int:
    if path.is_dir():
        return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _clear(folder: Path, files) -> tuple[int, int]:
    """Remove the cache's files. An entry being built (another process holds its lock) stays, as
    does a build directory younger than the longest a compile may take."""
    import re
    import shutil
    import time

    from filelock import FileLock, Timeout

    from opspec.link.c.build import COMPILE_TIMEOUT

    removed = busy = 0
    entries: dict = {}
    for path in files:
        if path.name.startswith(".build-"):
            if time.time() - path.stat().st_mtime > COMPILE_TIMEOUT:
                shutil.rmtree(path, ignore_errors=True)
                removed += 1
            else:
                busy += 1
            continue
        m = re.search(r"_opspec_\w*?_[0-9a-f]{16}", path.name)
        entries.setdefault(m.group(0) if m else None, []).append(path)
    for key, paths in entries.items():
        lock = FileLock(str(folder / f"{key}.lock"), timeout=0) if key else None
        try:
            if lock is not None:
                lock.acquire()
            for path in paths:
                if path.suffix != ".lock":
                    path.unlink(missing_ok=True)
                    removed += 1
        except Timeout:
            busy += len(paths)
            continue
        finally:
            if lock is not None and lock.is_locked:
                lock.release()
        if key:
            (folder / f"{key}.lock").unlink(missing_ok=True)
    return removed, busy


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="opspec", description="Ops declared in YAML, generated into a tensor-graph compiler.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True

    def specs_arg(p, nargs="+"):
        p.add_argument("specs", nargs=nargs, metavar="SPEC",
                       help="spec files (a directory stands for its *.yaml files)")

    def c_args(p):
        p.add_argument("--no-c", action="store_true", help="do not compile the C kernels")
        p.add_argument("-j", "--jobs", type=int, default=None, metavar="N",
                       help="parallel compiler processes (default: CPU count)")
        p.add_argument("-v", "--verbose", action="store_true", help="show the compiler's messages")
        p.add_argument("--max-errors", type=int, default=50, metavar="N",
                       help="print at most N mistakes (default 50)")

    check = sub.add_parser("check", help="validate spec files and compile their C",
                           description="Validate spec files together (names, types, formulas, "
                                       "rewrites, samples) and compile their C kernels; print "
                                       "every mistake as file:line: message and exit 1.")
    specs_arg(check)
    c_args(check)
    check.set_defaults(func=cmd_check)

    gen = sub.add_parser("generate", help="generate Op modules from spec files",
                         description="Render each spec file into a Python module of Op classes "
                                     "and its C (files are rewritten only when their text "
                                     "changes); the C kernels are compiled first.")
    specs_arg(gen)
    gen.add_argument("-o", "--output", required=True, metavar="DIR", help="output directory")
    gen.add_argument("--package", metavar="NAME", default=None,
                     help="the output is the package NAME (mypkg.ops): write its __init__.py and "
                          "import sibling modules relatively; opspec.ops is the standard library")
    gen.add_argument("--check", action="store_true",
                     help="write (and compile) nothing; exit 1 and list the files that would change")
    gen.add_argument("--target", choices=("opspec", "pytensor"), default="opspec",
                     help="what the modules are for: opspec's runtime (default) or PyTensor (genuine "
                          "PyTensor Ops with C, Numba and JAX implementations; pip install "
                          "'opspec[pytensor]' to use them)")
    gen.add_argument("--allow-c-errors", action="store_true",
                     help="write the files even when a C kernel does not compile")
    c_args(gen)
    gen.set_defaults(func=cmd_generate)

    bld = sub.add_parser("build", help="compile C kernels ahead of use",
                         description="Compile the C kernels of spec files (default: the standard "
                                     "library) into the cache, in parallel, with progress; exit 1 "
                                     "if a kernel does not compile.")
    specs_arg(bld, "*")
    bld.add_argument("-j", "--jobs", type=int, default=None, metavar="N",
                     help="parallel compiler processes (default: CPU count)")
    bld.set_defaults(func=cmd_build)

    tst = sub.add_parser("test", help="run the spec-driven checks on spec files' ops",
                         description="Check every op on every sample: reference vs python vs C over "
                                     "layouts and dtypes, dtype and shape rules, infer_shape, "
                                     "gradients, R_op, inplace and view contracts, DebugMode. "
                                     "Without --package / -o, the specs are generated afresh.")
    specs_arg(tst)
    where = tst.add_mutually_exclusive_group()
    where.add_argument("--package", metavar="NAME", help="test the generated package NAME (importable)")
    where.add_argument("-o", "--output", metavar="DIR", help="test the modules generated into DIR")
    tst.add_argument("--checks", metavar="LIST", help="comma-separated checks to run (default: all)")
    tst.add_argument("-k", metavar="TEXT", help="only the cases whose id contains TEXT")
    tst.add_argument("-v", "--verbose", action="store_true", help="one line per case, and tracebacks")
    tst.set_defaults(func=cmd_test)

    new = sub.add_parser("new", help="write a new op entry to start from",
                         description="Write a commented op entry that passes check, generate and "
                                     "test as written: into FILE (a new spec file, or appended to "
                                     "an existing one's ops), or to stdout.")
    new.add_argument("name", metavar="NAME", help="the op's class name (CamelCase)")
    new.add_argument("--elemwise", action="store_true", help="an elementwise op (a scalar C expression)")
    new.add_argument("--props", metavar="a:float,...", default="",
                     help="props as name:type (int, float, bool)")
    new.add_argument("-o", "--output", metavar="FILE", help="the spec file to write or extend")
    new.set_defaults(func=cmd_new)

    docs = sub.add_parser("docs", help="write an operator reference in Markdown",
                          description="Render spec files' ops (signature, doc, types, shape, "
                                      "gradient, variants, rewrites, an example) into FILE.md; with "
                                      "--names, the names formulas may call.")
    specs_arg(docs, "*")
    docs.add_argument("-o", "--output", required=True, metavar="FILE.md", help="the file to write")
    docs.add_argument("--names", action="store_true",
                      help="write the table of names a formula may call (between the markers of FILE)")
    docs.add_argument("--title", default=None, help="the reference's title")
    docs.add_argument("--check", action="store_true", help="write nothing; exit 1 if FILE is out of date")
    docs.set_defaults(func=cmd_docs)

    cache = sub.add_parser("cache", help="the compiled-kernel cache: info or clear",
                           description="info: where the cache is, its size and entries; clear: empty it.")
    cache.add_argument("action", choices=("info", "clear"))
    cache.set_defaults(func=cmd_cache)
    return parser


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
