"""Graph rewriting under PyTensor's paths: ``basic`` (rewriters and their drivers), ``db``
(the rewrite databases), ``utils`` (``rewrite_graph``), ``unify`` (``OpPattern``).

The code lives in ``opspec.rewriting``; these modules name it as PyTensor does.
"""
from opspec.graph.rewriting.utils import rewrite_graph  # noqa: F401
