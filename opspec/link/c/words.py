"""Shell words of the compiler's settings (``$CC``, ``config.cflags``) without importing shlex on a
warm start, where they are plain words."""
from __future__ import annotations

#: what makes shlex split a text otherwise than ``str.split`` does (its quotes and escape, and the
#: ASCII characters ``str.split`` takes for whitespace and shlex does not)
_SHELL_SYNTAX = frozenset("'\"\\\x0b\x0c\x1c\x1d\x1e\x1f")


def split_words(text: str) -> tuple[str, ...]:
    """The shell words of ``text`` (``$CC``, ``config.cflags``), as ``shlex.split``; shlex only
    when ``text`` quotes or escapes something (its import compiles a regex: ~0.4 ms of a warm
    start, which splits ``cc`` and an empty ``cflags``)."""
    if _SHELL_SYNTAX.isdisjoint(text) and text.isascii():
        return tuple(text.split())
    import shlex
    return tuple(shlex.split(text))
