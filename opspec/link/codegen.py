"""Python code made at link time: closures compiled from lines of source.

The fast call paths (``Function``'s call, the VM's run, a C program's thunk) are written for
one graph: every value they use is a closure variable, decided when linking, so a call does
no per-call lookups or loops that do not depend on the values. ``config.fast_call=False``
uses none of them (see ``opspec.link.vm``).
"""
from __future__ import annotations

_code_cache: dict[str, object] = {}


def compile_closure(name, lines, ns, filename):
    """``name`` defined by ``lines`` as a closure over the values ``ns`` (no global lookups
    per call); code objects are shared between identical sources, and between processes
    through the cache directory (opspec.link.c.cache.compiled_code)."""
    params = sorted(ns)
    source = f"def factory({', '.join(params)}):\n" + "".join(f"    {line}\n" for line in lines) + \
        f"    return {name}\n"
    code = _code_cache.get(source)
    if code is None:
        if len(_code_cache) > 1024:
            _code_cache.clear()
        from opspec.link.c.cache import compiled_code
        code = _code_cache[source] = compiled_code(source, filename)
    scope: dict = {}
    exec(code, scope)  # noqa: S102 - our own source; values arrive as arguments
    # positionally: CPython matches each keyword by a scan of the parameters, so keywords
    # cost quadratic time (16,000 values, a 4,000-term tree's program: 1 s)
    return scope["factory"](*[ns[p] for p in params])
