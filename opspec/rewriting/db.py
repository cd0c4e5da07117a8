"""The rewrite database: rewriters registered with tags and positions, queried by modes."""
from __future__ import annotations


class RewriterSequence:
    """Rewriters applied in position order."""

    def __init__(self, rewriters):
        self.rewriters = list(rewriters)

    def rewrite(self, fgraph):
        for rewriter in self.rewriters:
            rewriter.rewrite(fgraph)


_REGISTRY: list[tuple[float, str, frozenset, object]] = []


def register(name: str, rewriter, *tags: str, position: float = 50.0):
    """Register a graph rewriter (an object with ``rewrite(fgraph)``) under tags."""
    if any(entry[1] == name for entry in _REGISTRY):
        raise ValueError(f"a rewrite named {name!r} is already registered")
    _REGISTRY.append((position, name, frozenset(tags) | {name}, rewriter))
    _REGISTRY.sort(key=lambda entry: (entry[0], entry[1]))
    return rewriter


def query(include=(), exclude=(), require=()) -> RewriterSequence:
    chosen = [r for _, _, tags, r in _REGISTRY
              if tags & set(include) and not tags & set(exclude) and set(require) <= tags]
    return RewriterSequence(chosen)
