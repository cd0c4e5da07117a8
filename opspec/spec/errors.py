"""The one error type of the spec loader.

Every problem found in a spec file (YAML syntax, structure, names, formulas)
is a :class:`SpecError` whose ``str()`` is a single line::

    specs/mathx.yaml:14: op Softplus: grad: no input named 'y' (inputs: x)

that is ``file:line: [op NAME: ][KEY: ]message``.
"""

from __future__ import annotations

__all__ = ["SpecError"]


class SpecError(Exception):
    """A mistake in a spec file.

    Attributes:
        file: the spec path, exactly as it was given to the loader.
        line: 1-based line of the offending node (None if unknown).
        op: the name of the op the mistake is in, or None for file-level errors.
        key: the key path inside the op (or the file) such as ``grad`` or
            ``samples[1]``, or None.
        message: what is wrong and what would be right.
    """

    def __init__(self, message: str, *, file: str | None = None, line: int | None = None,
                 op: str | None = None, key: str | None = None):
        self.message = message
        self.file = file
        self.line = line
        self.op = op
        self.key = key
        super().__init__(str(self))

    def __str__(self) -> str:
        where = ""
        if self.file is not None:
            where = f"{self.file}:{self.line}: " if self.line is not None else f"{self.file}: "
        if self.op is not None:
            where += f"op {self.op}: "
        if self.key:
            where += f"{self.key}: "
        return where + self.message

    def __reduce__(self):  # keep pickling (multiprocessing, pytest-xdist) working
        return (_rebuild, (self.message, self.file, self.line, self.op, self.key))


def _rebuild(message, file, line, op, key):
    return SpecError(message, file=file, line=line, op=op, key=key)
