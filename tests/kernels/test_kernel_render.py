"""C from KernelSpecs: the committed C holds what the specs contribute, the loops are rendered when
a kernel is built, each piece once, from one template file (issue 20 steps 3 and 4)."""
import re
from pathlib import Path

import pytest

import opspec.ops
from opspec.kernels import text
from opspec.kernels.render import loop_text, scalar_text

from test_kernel_model import tables

GENERATED = sorted(Path(opspec.ops.__file__).parent.glob("*.c"))


@pytest.mark.parametrize("cfile", GENERATED, ids=[p.name for p in GENERATED])
def test_the_committed_c_holds_no_loops(cfile):
    """Scalar functions (static inline) and body: kernels only: no run, span or fold loops."""
    source = cfile.read_text()
    assert not re.search(r"_(run|span|fold_runs|fold_run|block|partials|partial)\(", source), cfile.name
    bodies = re.findall(r"^int (\w+)\(", source, re.M)
    guards = re.findall(r"^#ifdef OPSPEC_KERNEL_(\w+)$", source, re.M)
    assert bodies == guards           # a body: kernel is compiled by its own unit only


def test_each_kernel_is_its_file_and_its_loops_each_piece_once():
    files = {p.name: p.read_text() for p in GENERATED}
    count = 0
    for table in tables().values():
        if table.file is None:
            continue            # a builtin of the program runner: no kernel
        source = files[table.file.name]
        for spec in table.specs():
            loops = loop_text(spec)
            if spec.kind != "body":     # the scalar function: in the file, called by the loops
                scalar = rf"^static inline \w+ {spec.name}_{'elem' if spec.kind == 'loop' else 'fold'}\("
                assert len(re.findall(scalar, source, re.M)) == 1 and not re.search(scalar, loops, re.M), spec.name
            assert len(re.findall(rf"^int {spec.name}\(", source + loops, re.M)) == 1, spec.name  # the kernel: once
            count += 1
    assert count >= 300


def test_the_committed_scalar_functions_are_the_emitters():
    """The generator writes what scalar_text renders from the kernel's spec, 9 lines a function."""
    from opspec.ops import arith
    spec = arith.Add.c_kernels.spec(("float64",) * 3)
    rendered = [line for line in scalar_text(spec).splitlines() if not line.startswith("#line")]
    generated = [line for line in (Path(opspec.ops.__file__).parent / "arith.c").read_text().splitlines()
                 if not line.startswith("#line")]
    start = generated.index(rendered[0])
    assert generated[start:start + len(rendered)] == rendered and len(rendered) + 2 == 9     # and 2 #line


def test_every_template_section_is_used():
    """No dead C in the templates: each section is filled by an emitter."""
    sections = text._load()
    emitters = "".join(p.read_text() for p in Path(text.__file__).parent.glob("*.py"))
    unused = [name for name in sections if f'"{name}"' not in emitters]
    assert not unused, unused
    with pytest.raises(KeyError):
        text.fill("elem", name="x")          # every placeholder must be given
