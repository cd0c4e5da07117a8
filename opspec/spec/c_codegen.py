"""Spec ``c:`` kernels → one C source per spec module (compiled through cffi at first use).

``render_c_module(spec_file)`` returns ``{file name: text}`` to write next to the
generated Python module (empty when no op has C).
"""
from __future__ import annotations


def render_c_module(spec_file) -> dict[str, str]:
    return {}
