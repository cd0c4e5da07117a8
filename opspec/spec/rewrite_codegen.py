"""Spec ``rewrites:`` rules → Python source of registered pattern rewriters.

``render_rewrites(spec_file, code)`` returns the source appended to the generated
module (empty when no op declares rules); ``code(formula, keep)`` is the generator's
formula translator (names bound to ``ot.``, module-level ops, locals in ``keep``).
"""
from __future__ import annotations


def render_rewrites(spec_file, code) -> str:
    return ""
