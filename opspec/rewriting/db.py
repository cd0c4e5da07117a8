"""The rewrite database: rewriters registered by name, with tags and positions.

``rewrite_db`` (alias ``optdb``) runs its entries in position order::

    0     merge            MergeOptimizer                         fast_run fast_compile merge
    1     canonicalize     equilibrium stage (EquilibriumDB)      fast_run fast_compile
    1.5   stabilize        equilibrium stage                      fast_run fast_compile
    2     specialize       equilibrium stage                      fast_run fast_compile
    49    fusion           sequence stage (SequenceDB)            fast_run
    75    inplace          sequence stage                         fast_run inplace
    100   merge_final      MergeOptimizer                         fast_run fast_compile merge

A mode's query ``(include, exclude, require)`` selects an entry when one of its tags is
included, none is excluded and every required tag is present; an entry's name is one of
its tags, and inside a stage every entry also carries the stage's name. Stages are
queried with the same query, so ``FAST_COMPILE`` (include ``fast_compile``) runs merge and
only the stage members tagged ``fast_compile`` (constant folding), ``FAST_RUN`` runs every
member tagged ``fast_run``, ``Mode().excluding("constant_folding")`` drops one rewrite
everywhere and ``including("canonicalize")`` adds a whole stage. A stage with no
selected member is skipped.

Queries are built from the registry as it is when a function is compiled (and cached
until the next registration), so modules may register rewrites at any time (the standard
library's are loaded by ``opspec.rewriting.library``, which modes query)::

    @register_canonicalize
    @node_rewriter([Neg])
    def local_neg_neg(fgraph, node): ...

    register_specialize(local_pow_to_mul, "fast_compile")     # extra tags
    register("my_pass", MyGraphRewriter(), "fast_run", position=60)
"""
from __future__ import annotations

from itertools import count

from opspec.rewriting.basic import GraphRewriter, NodeRewriter, SequentialGraphRewriter
from opspec.rewriting.drivers import EquilibriumGraphRewriter, in2out
from opspec.rewriting.constant_folding import constant_folding
from opspec.rewriting.merge import MergeOptimizer

_generation = count()
_state = {"generation": next(_generation)}


def _changed():
    _state["generation"] = next(_generation)


class _Entry:
    __slots__ = ("name", "obj", "tags", "position", "order", "final")

    def __init__(self, name, obj, tags, position, order, final):
        self.name, self.obj, self.tags = name, obj, tags
        self.position, self.order, self.final = position, order, final


class Query:
    """Which entries to take: ``include`` any of, ``exclude`` none of, ``require`` all of these tags."""

    def __init__(self, include=(), exclude=(), require=()):
        self.include = frozenset(include)
        self.exclude = frozenset(exclude)
        self.require = frozenset(require)

    def matches(self, tags) -> bool:
        return bool(tags & self.include) and not tags & self.exclude and self.require <= tags

    def key(self):
        return (self.include, self.exclude, self.require)

    def including(self, *tags):
        return type(self)(self.include | set(tags), self.exclude, self.require)

    def excluding(self, *tags):
        return type(self)(self.include, self.exclude | set(tags), self.require)

    def requiring(self, *tags):
        return type(self)(self.include, self.exclude, self.require | set(tags))

    @classmethod
    def from_tags(cls, *tags):
        """A query from tag strings: ``"x"`` / ``"+x"`` include, ``"-x"`` exclude, ``"&x"`` require."""
        include, exclude, require = set(), set(), set()
        for tag in tags:
            if not isinstance(tag, str) or not tag:
                raise TypeError(f"query tags are non-empty strings, got {tag!r}")
            {"-": exclude, "&": require}.get(tag[0], include).add(tag.lstrip("+-&"))
        return cls(include, exclude, require)

    def __repr__(self):
        return (f"{type(self).__name__}(include={sorted(self.include)}, exclude={sorted(self.exclude)}, "
                f"require={sorted(self.require)})")


class RewriteDatabaseQuery(Query):
    """PyTensor's spelling of a ``Query``: ``RewriteDatabaseQuery(include, require=None, exclude=None)``."""

    def __init__(self, include=(), require=None, exclude=None):
        super().__init__(include or (), exclude or (), require or ())

    def including(self, *tags):
        return RewriteDatabaseQuery(self.include | set(tags), self.require, self.exclude)

    def excluding(self, *tags):
        return RewriteDatabaseQuery(self.include, self.require, self.exclude | set(tags))

    def requiring(self, *tags):
        return RewriteDatabaseQuery(self.include, self.require | set(tags), self.exclude)


def _is_node_rewriter(obj):
    return isinstance(obj, NodeRewriter) or (hasattr(obj, "transform") and hasattr(obj, "tracks"))


def _is_graph_rewriter(obj):
    return isinstance(obj, GraphRewriter) or hasattr(obj, "rewrite")


class RewriteDB:
    """Rewriters by name, each with tags; ``query`` assembles the selected ones."""

    def __init__(self, name=None):
        self.name = name or type(self).__name__
        self._entries: dict[str, _Entry] = {}
        self._order = count()

    def __repr__(self):
        return f"<{type(self).__name__} {self.name}: {', '.join(self._entries)}>"

    def __contains__(self, name):
        return name in self._entries

    def __getitem__(self, name):
        try:
            return self._entries[name].obj
        except KeyError:
            raise KeyError(f"{self.name} has no rewrite named {name!r} "
                           f"(it has: {', '.join(self._entries) or 'nothing'})") from None

    def names(self) -> list[str]:
        return list(self._entries)

    def tags_of(self, name) -> frozenset:
        return self._entries[name].tags

    def _check(self, name, obj):
        raise NotImplementedError

    def register(self, name: str, rewriter, *tags: str, position: float = 50.0, final: bool = False,
                 final_rewriter: bool = False):
        """Register ``rewriter`` as ``name`` with ``tags``; returns the rewriter.
        ``final`` (PyTensor: ``final_rewriter``): run at the end of each equilibrium round."""
        final = final or final_rewriter
        if not isinstance(name, str) or not name:
            raise TypeError(f"{self.name}: a rewrite is registered under a name (a string), got {name!r}")
        for tag in tags:
            if not isinstance(tag, str):
                raise TypeError(f"{self.name}: tags of {name!r} must be strings, got {tag!r}")
        old = self._entries.get(name)
        if old is not None:
            if old.obj is rewriter:
                return rewriter
            raise ValueError(f"{self.name} already has a rewrite named {name!r} ({old.obj!r}); "
                             "pick another name or remove the old one first")
        self._check(name, rewriter)
        self._entries[name] = _Entry(name, rewriter, frozenset(tags) | {name}, float(position),
                                     next(self._order), final)
        _changed()
        return rewriter

    def remove(self, name: str):
        """Unregister ``name``; returns what was registered."""
        entry = self._entries.pop(name, None)
        if entry is None:
            raise KeyError(f"{self.name} has no rewrite named {name!r}")
        _changed()
        return entry.obj

    def _selected(self, query: Query, inherited: frozenset):
        return [e for e in self._entries.values() if query.matches(e.tags | inherited)]

    def query(self, *query, inherited: frozenset = frozenset()):
        """The rewriter assembling the selected entries; ``query`` is a ``Query`` or tag
        strings (``db.query("fast_run", "-inplace")``)."""
        if len(query) == 1 and isinstance(query[0], Query):
            return self._assemble(query[0], inherited)
        return self._assemble(Query.from_tags(*query), inherited)

    def _assemble(self, query: Query, inherited: frozenset):
        raise NotImplementedError(f"{type(self).__name__} must implement _assemble")


class SequenceDB(RewriteDB):
    """Graph rewriters (and nested databases) run once each, in position order.

    A node rewriter registered here runs as one ``in2out`` walk.
    """

    def _check(self, name, obj):
        if not (isinstance(obj, RewriteDB) or _is_node_rewriter(obj) or _is_graph_rewriter(obj)):
            raise TypeError(f"{self.name}: {name!r} must be a graph rewriter, a node rewriter or a "
                            f"rewrite database, got {obj!r}")

    def _assemble(self, query: Query, inherited: frozenset):
        chosen = []
        entries = sorted(self._selected(query, inherited), key=lambda e: (e.position, e.order))
        for entry in entries:
            obj = entry.obj
            if isinstance(obj, RewriteDB):
                obj = obj.query(query, inherited=frozenset({entry.name}))
                if obj is None:
                    continue
            if _is_node_rewriter(obj) and not _is_graph_rewriter(obj):
                obj = in2out(obj, name=entry.name)
            chosen.append(obj)
        if not chosen and inherited:
            return None
        return SequentialGraphRewriter(chosen, name=self.name)


class EquilibriumDB(RewriteDB):
    """A stage: node rewriters (and graph rewriters) applied until none applies, tried in
    position order, then in the order they were registered (constant folding and the rules
    specs declare have position 0, other rewrites 50 unless given one).

    ``final=True`` registers a graph rewriter that runs at the end of each round.
    Duplicates are merged as the stage goes unless ``merge`` is excluded.
    """

    def __init__(self, name=None, max_use_ratio=8.0):
        super().__init__(name)
        self.max_use_ratio = max_use_ratio

    def _check(self, name, obj):
        if not (_is_node_rewriter(obj) or _is_graph_rewriter(obj) or isinstance(obj, RewriteDB)):
            raise TypeError(f"{self.name}: {name!r} must be a node rewriter (see @node_rewriter), a graph "
                            f"rewriter or a LocalGroupDB, got {obj!r}")

    def _assemble(self, query: Query, inherited: frozenset):
        entries = sorted(self._selected(query, inherited), key=lambda e: (e.position, e.order))
        rewriters = [e.obj.query(query, inherited=frozenset({e.name})) if isinstance(e.obj, RewriteDB) else e.obj
                     for e in entries if not e.final]
        rewriters = [r for r in rewriters if r is not None]
        if not rewriters:
            return None
        final = [e.obj for e in entries if e.final]
        merge = query.matches(frozenset({"merge", "fast_run", "fast_compile"}) | inherited)
        return EquilibriumGraphRewriter(rewriters, max_use_ratio=self.max_use_ratio, final_rewriters=final,
                                        merge=merge, name=self.name)


# --------------------------------------------------------------------------- the database

rewrite_db = SequenceDB("rewrite_db")
optdb = rewrite_db

canonicalize_db = EquilibriumDB("canonicalize")
stabilize_db = EquilibriumDB("stabilize")
specialize_db = EquilibriumDB("specialize")
fusion_db = SequenceDB("fusion")
inplace_db = SequenceDB("inplace")

rewrite_db.register("merge", MergeOptimizer("merge"), "fast_run", "fast_compile", "merge", position=0)
rewrite_db.register("canonicalize", canonicalize_db, "fast_run", "fast_compile", position=1)
rewrite_db.register("stabilize", stabilize_db, "fast_run", "fast_compile", position=1.5)
rewrite_db.register("specialize", specialize_db, "fast_run", "fast_compile", position=2)
rewrite_db.register("fusion", fusion_db, "fast_run", position=49)
rewrite_db.register("inplace", inplace_db, "fast_run", "inplace", position=75)
rewrite_db.register("merge_final", MergeOptimizer("merge_final"), "fast_run", "fast_compile", "merge",
                    position=100)

canonicalize_db.register("constant_folding", constant_folding, "fast_run", "fast_compile", position=0)
specialize_db.register("constant_folding", constant_folding, "fast_run", "fast_compile", position=0)

STAGES = {"canonicalize": canonicalize_db, "stabilize": stabilize_db, "specialize": specialize_db,
          "fusion": fusion_db, "inplace": inplace_db}


def register(name: str, rewriter, *tags: str, position: float = 50.0):
    """Register a graph rewriter (or a node rewriter, run as one in2out walk) at ``position``."""
    return rewrite_db.register(name, rewriter, *tags, position=position)


def remove(name: str):
    return rewrite_db.remove(name)


_cache: dict = {}


def query(include=(), exclude=(), require=()) -> SequentialGraphRewriter:
    """The selected entries of ``rewrite_db`` in position order, as registered now (a mode's
    rewriter: ``opspec.rewriting.library.query``, which loads the standard rewrites first)."""
    q = Query(include, exclude, require)
    key = (q.key(), _state["generation"])
    found = _cache.get(key)
    if found is None:
        if len(_cache) > 64:
            _cache.clear()
        found = _cache[key] = rewrite_db.query(q)
    return found


def _stage_registrar(db: RewriteDB, default_tags: tuple, doc: str):
    def register_in(rewriter=None, *tags, name=None, **kwargs):
        if rewriter is None or isinstance(rewriter, str):
            more = tags if rewriter is None else (rewriter, *tags)
            return lambda rw: register_in(rw, *more, name=name, **kwargs)
        if not (_is_node_rewriter(rewriter) or _is_graph_rewriter(rewriter)):
            raise TypeError(f"register in {db.name}: {rewriter!r} is not a rewriter; decorate the function "
                            "with @node_rewriter([...]) first")
        label = name or getattr(rewriter, "name", None) or getattr(rewriter, "__name__", None)
        db.register(label, rewriter, *default_tags, *tags, **kwargs)
        return rewriter

    register_in.__doc__ = doc
    return register_in


register_canonicalize = _stage_registrar(
    canonicalize_db, ("fast_run",),
    "Register a node rewriter in the canonicalize stage (tags fast_run + ``tags``); usable as a decorator.")
register_stabilize = _stage_registrar(
    stabilize_db, ("fast_run",),
    "Register a node rewriter in the stabilize stage (tags fast_run + ``tags``); usable as a decorator.")
register_specialize = _stage_registrar(
    specialize_db, ("fast_run",),
    "Register a node rewriter in the specialize stage (tags fast_run + ``tags``); usable as a decorator.")
register_fusion = _stage_registrar(
    fusion_db, ("fast_run",),
    "Register a rewriter in the fusion stage (``position=`` orders it there); usable as a decorator.")
register_inplace = _stage_registrar(
    inplace_db, ("fast_run", "inplace"),
    "Register a rewriter in the inplace stage (``position=`` orders it there); usable as a decorator.")
