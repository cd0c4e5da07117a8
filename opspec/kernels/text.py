"""The C templates (``templates.c.tmpl``) and the text helpers every emitter of C uses.

Templates hold C layout only: ``${name}`` placeholders, filled by the emitters (loops.py,
folds.py, render.py), which decide everything in Python. A section starts at a line
``/*== name ==*/`` and ends at the next one (lines ``/* ====... */`` head groups of sections
and belong to none); one-line sections are fragments repeated per operand or per chain.

Rendering is a join of each section's pieces, split once at its placeholders (``Section``):
loops are rendered whenever a process looks a kernel up (its cache key is the hash of its C), and
``string.Template``, which calls back into Python per placeholder, cost a warm start of the
logistic-regression gradient ~3 ms for its 2,000 placeholders (jinja2's import would cost more).
"""
from __future__ import annotations

import re
from pathlib import Path

TEMPLATES = Path(__file__).with_name("templates.c.tmpl")
_SECTION = re.compile(r"^/\*== (\w+) ==\*/$", re.M)
#: a line heading a group of sections (``/* ===... loops */``): part of none
_GROUP = re.compile(r"^/\* ={10,} .*\*/\n", re.M)
_PLACEHOLDER = re.compile(r"\$\{(\w+)\}")


class Section:
    """One template section: its text split at its ``${name}`` placeholders, once."""

    __slots__ = ("literals", "names")

    def __init__(self, text: str):
        if "$" in _PLACEHOLDER.sub("", text):
            raise ValueError(f"a '$' that is not a ${{name}} placeholder in {text!r}")
        pieces = _PLACEHOLDER.split(text)
        self.literals = pieces[0::2]        # around the placeholders: one more than names
        self.names = pieces[1::2]

    def substitute(self, values) -> str:
        """The text with each placeholder replaced by ``str`` of its value (KeyError: one missing)."""
        literals = self.literals
        out = [literals[0]]
        for k, name in enumerate(self.names, 1):
            out.append(str(values[name]))
            out.append(literals[k])
        return "".join(out)


_sections: dict[str, Section] = {}

#: a line that ``finish_lines`` turns into ``#line <its own next line> "<file>"``
LINE_RESET = "#line @reset"


def _load() -> dict[str, Section]:
    if not _sections:
        parts = _SECTION.split(_GROUP.sub("", TEMPLATES.read_text()))
        _sections.update({name: Section(body.strip("\n")) for name, body in zip(parts[1::2], parts[2::2])})
    return _sections


def fill(section: str, **values) -> str:
    """The template ``section`` with its placeholders replaced (every one must be given)."""
    return _load()[section].substitute(values)


def each(section: str, rows, sep: str = "\n") -> str:
    """``section`` filled once per mapping of ``rows``, joined by ``sep``."""
    template = _load()[section]
    return sep.join(template.substitute(row) for row in rows)


def finish_lines(text: str, filename: str) -> str:
    """Replace each LINE_RESET by a ``#line`` naming the line after it in ``filename``."""
    lines = text.split("\n")
    for k, line in enumerate(lines):
        if line == LINE_RESET:
            lines[k] = f'#line {k + 2} "{filename}"'
    return "\n".join(lines)


def spec_code(code: str, line: int | None, file: str | None) -> str:
    """User C code framed by ``#line`` directives, so compiler messages name the spec line."""
    if not line or not file:
        return code.rstrip("\n")
    return f'#line {line} "{file}"\n{code.rstrip()}\n{LINE_RESET}'


def spec_expr(before: str, code, after: str) -> str:
    """C ``before`` + the spec's expression ``code`` (a Code) + ``after``, the expression's first
    line on the line of ``before`` (named the spec's line) and ``after`` on a line of its own
    (an expression may end with a ``//`` comment)."""
    return f"{spec_code(before + code.text, code.line, code.file)}\n{after}"


def c_comment(text: str) -> str:
    """``text`` as one C comment line (an op's str may hold any prop value, "*/" included)."""
    return "/* " + str(text).replace("*/", "* /").replace("\n", " ") + " */"


def indent(text: str, n: int = 4) -> str:
    """Indent code lines (not preprocessor directives) by n spaces."""
    pad = " " * n
    return "\n".join(pad + line if line and not line.startswith("#") else line for line in text.split("\n"))
