"""PyTensor's ``graph.rewriting.db``: rewrite databases and the queries selecting from them."""
from opspec.rewriting.db import (  # noqa: F401
    EquilibriumDB, Query, RewriteDatabaseQuery, SequenceDB, optdb,
)
from opspec.rewriting.groups import LocalGroupDB, ProxyDB, TopoDB  # noqa: F401
from opspec.rewriting.db import RewriteDB as RewriteDatabase  # noqa: F401
