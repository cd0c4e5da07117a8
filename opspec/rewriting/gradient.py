"""Rewrites of what only gradients need: the gradient views (``zero_grad``, ``grad_clip``...)
compute their input unchanged, so once gradients are taken compiled graphs drop them."""
from __future__ import annotations

from opspec.gradient.views import GradientView
from opspec.rewriting.basic import node_rewriter
from opspec.rewriting.db import register_canonicalize


@register_canonicalize("fast_compile")
@node_rewriter([GradientView], name="local_remove_gradient_views")
def local_remove_gradient_views(fgraph, node):
    return [node.inputs[0]]
