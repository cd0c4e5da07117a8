"""``opspec.function``: compile a graph into a callable.

The graph (outputs and updates, givens substituted, shared variables as implicit inputs)
is cloned into a FunctionGraph, rewritten by the mode, linked into a VM, and wrapped in a
``Function``. What the function was made from is kept as its *recipe* (the arguments of
``function`` with everything resolved), from which copies and unpickled functions are
compiled again.
"""
from __future__ import annotations

import gc
import time
import warnings

from opspec.compile.aliasing import outputs_to_copy, overwritten_inputs, protect_inputs
from opspec.compile.executor import Function
from opspec.compile.io import In, Out
from opspec.compile.mode import get_mode
from opspec.compile.profiled import linking, profile_for
from opspec.compile.rebuild import collect
from opspec.compile.sharedvalue import Container, SharedVariable
from opspec.configuration import config
from opspec.graph.basic import Constant, Variable, ancestors, clone_replace
from opspec.graph.fg import FunctionGraph
from opspec.graph.null_type import NullType
from opspec.link.vm import link


class UnusedInputError(ValueError):
    """An input of ``function`` does not reach any output."""


class FunctionMaker:
    """What compiling produced: the rewritten graph, the linked VM, timings, the input and
    output specs (``inputs`` lists the shared variables' implicit inputs after the explicit
    ones) and the recipe the function can be compiled again from."""

    def __init__(self, fgraph, vm, mode, rewrite_time, link_time, inputs=(), outputs=(), recipe=None, profile=None):
        self.fgraph = fgraph
        self.vm = vm
        self.mode = mode
        self.rewrite_time = rewrite_time
        self.link_time = link_time
        self.inputs = list(inputs)
        self.outputs = list(outputs)
        self.recipe = recipe
        #: the ProfileStats the function records into, or None
        self.profile = profile

    def picklable_recipe(self) -> dict:
        """The recipe with a predefined mode by its name (modes hold no data worth pickling)."""
        from opspec.compile.mode import predefined_modes
        recipe = dict(self.recipe)
        mode = recipe["mode"]
        for name, known in predefined_modes.items():
            if known is mode:
                recipe["mode"] = name
        return recipe

    # a Function compiles itself again through its maker (copies, unpickling): no import of
    # this module from opspec.compile.executor, which this module imports
    @staticmethod
    def compile_recipe(recipe: dict, profile=None) -> Function:
        """Compile a function from a recipe (see ``FunctionMaker.recipe``)."""
        recipe = dict(recipe)
        trust = recipe.pop("trust_input", False)
        f = function(**recipe, profile=profile)
        f.trust_input = trust
        return f

    @staticmethod
    def swap_shared(recipe: dict, swap: dict, used: list) -> dict:
        """The recipe with the shared variables of ``swap``'s keys replaced by its values."""
        for old, new in swap.items():
            if old not in used:
                raise ValueError(f"SharedVariable: {getattr(old, 'name', old)} not found (this function uses: "
                                 f"{', '.join(str(v) for v in used) or 'none'})")
            if not isinstance(new, SharedVariable):
                raise TypeError(f"copy(swap=...): {old} can only be swapped for a SharedVariable, got {new!r}")
            if not new.type.in_same_class(old.type):
                raise TypeError(f"copy(swap=...): {old} has type {old.type}, its replacement {new} {new.type}")
        recipe = dict(recipe)
        single = isinstance(recipe["outputs"], Out)
        outs = [recipe["outputs"]] if single else recipe["outputs"]
        updates = recipe["updates"]
        variables = [o.variable for o in outs] + [value for _, value in updates]
        replaced = clone_replace(variables, dict(swap)) if variables else []
        new_outs = [Out(v, borrow=o.borrow) for o, v in zip(outs, replaced)]
        recipe["outputs"] = new_outs[0] if single else new_outs
        recipe["updates"] = [(swap.get(target, target), v) for (target, _), v in zip(updates, replaced[len(outs):])]
        return recipe


def function(inputs, outputs=None, mode=None, updates=None, givens=None, no_default_updates=False,
             accept_inplace=False, name=None, rebuild_strict=True, allow_input_downcast=None, profile=None,
             on_unused_input=None, trust_input=False, borrow_outputs=False) -> Function:
    """Compile ``outputs`` as a function of ``inputs``.

    inputs: Variables or ``In``; outputs: a Variable or ``Out`` (the call returns it), a
    list of them (the call returns a list), or None.
    updates: (shared variable, expression) pairs or a dict; after computing the outputs,
    each shared variable is given its expression's value (in place when that is safe).
    givens: (variable, replacement) pairs or a dict substituted in the graph first.
    no_default_updates: True, or a list of shared variables whose ``default_update`` is
    not applied.
    profile: True, a message, or a ``ProfileStats`` (which several functions may share):
    profile the calls and the compile into ``f.profile`` (``opspec.compile.profiling``); None
    follows ``config.profile``; False never profiles.
    Outputs never share memory with the inputs, constants, shared values or each other
    unless borrowed (``Out(var, borrow=True)`` with ``In(var, borrow=True)``; or
    ``borrow_outputs=True`` for every output). ``accept_inplace`` is accepted for
    PyTensor's sake: graphs that overwrite their inputs by construction always compile
    (those inputs are copied on each call unless ``In(mutable=True)``).
    """
    stats = profile_for(profile, name)
    on_unused_input = on_unused_input or config.on_unused_input
    if not isinstance(inputs, (list, tuple)):
        raise TypeError(f"function inputs must be a list or a tuple, got {type(inputs).__name__}")
    ins = [x if isinstance(x, In) else In(x) for x in inputs]
    _check_inputs(ins)
    if givens:
        keys = set(givens) if isinstance(givens, dict) else {pair[0] for pair in givens}
        for inp in ins:
            if inp.variable in keys:
                raise RuntimeError(f"givens would replace {inp.variable}, an input of the function; give the "
                                   "replacement as the input instead")
    explicit = [_with_state(inp) for inp in ins if not inp.implicit]
    held = [inp for inp in ins if inp.implicit]         # state of their own, in a container
    single = outputs is not None and not isinstance(outputs, (list, tuple))
    outs = [] if outputs is None else ([outputs] if single else list(outputs))
    outs = [o if isinstance(o, Out) else Out(o, borrow=borrow_outputs) for o in outs]
    from opspec.tensor.basic import as_tensor_variable
    out_vars = [o.variable if isinstance(o.variable, Variable) else as_tensor_variable(o.variable) for o in outs]
    held_updates = [inp.update for inp in held if inp.update is not None]

    rebuilt = collect(out_vars + held_updates, updates, givens, no_default_updates, rebuild_strict,
                      blockers=[inp.variable for inp in ins])
    out_vars = rebuilt.outputs[:len(outs)]
    held_updates = iter(rebuilt.outputs[len(outs):])
    held = [In(inp.variable, name=inp.name, value=inp.value, mutable=inp.mutable, borrow=inp.borrow, implicit=True,
               update=None if inp.update is None else next(held_updates)) for inp in held]
    outs = [Out(v, borrow=o.borrow) for o, v in zip(outs, out_vars)]
    pending = {target: value for target, value in rebuilt.updates}
    shared_ins = [In(v, value=v.container, update=pending.get(v), mutable=v in pending, borrow=True, implicit=True,
                     shared=True) for v in rebuilt.shared_inputs]
    all_ins = explicit + held + shared_ins
    update_vars = [inp.update for inp in all_ins if inp.update is not None]
    _check_graph([inp.variable for inp in all_ins if not inp.shared], out_vars + update_vars, on_unused_input)
    recipe = dict(inputs=ins, outputs=outs[0] if single else outs, mode=mode, updates=list(rebuilt.updates),
                  name=name, rebuild_strict=rebuild_strict, allow_input_downcast=allow_input_downcast,
                  on_unused_input=on_unused_input, trust_input=trust_input, no_default_updates=True)

    mode = recipe["mode"] = get_mode(mode)
    compile_elsewhere = getattr(mode, "compile_function", None)
    if compile_elsewhere is not None:       # a mode lowering the graph to another engine (DASK)
        return compile_elsewhere(all_ins, outs, single, update_vars)
    # a plain function may run perform while its C builds (opspec.link.tier); a profiled one is
    # timed as it will run, and checking modes check what they link
    tiered = stats is None and getattr(mode, "make_vm", None) is None
    if (config.linker if mode.linker == "auto" else mode.linker) != "py":
        from opspec.link.c.batch import start_early
        start_early(tiered)       # builds the runner meanwhile, if the cache lacks it
    # graphs are large webs of reference cycles: the cyclic collector would rescan them
    # again and again while compiling (5x the compile time of a 100,000-node chain)
    collecting = gc.isenabled()
    gc.disable()
    try:
        fgraph = FunctionGraph([inp.variable for inp in all_ins], out_vars + update_vars, clone=True)
        mutable = {v for v, inp in zip(fgraph.inputs, all_ins) if inp.mutable}
        private_inputs = protect_inputs(fgraph, mutable)
        mode.prepare(fgraph)
        t0 = time.perf_counter()
        fgraph._compile_mode = mode     # what get_active_mode(fgraph) tells the rewrites
        try:
            mode.rewriter().rewrite(fgraph)
        finally:
            del fgraph._compile_mode
        t1 = time.perf_counter()
        make_vm = getattr(mode, "make_vm", None)
        with linking(stats):        # a profiled function's nodes run one by one (no programs)
            vm = make_vm(fgraph) if make_vm is not None else \
                link(fgraph, impl=mode.linker, allow_gc=mode.allow_gc, programs=stats is None, tiered=tiered)
        t2 = time.perf_counter()
    finally:
        if collecting:
            gc.enable()
    if stats is not None:
        stats.record_compile(fgraph, vm, mode, t1 - t0, t2 - t1)
    maker = FunctionMaker(fgraph, vm, mode, t1 - t0, t2 - t1, all_ins, outs, recipe, profile=stats)
    updated = {v for v, inp in zip(fgraph.inputs, all_ins) if inp.update is not None}
    owned = {fgraph.inputs[k] for k in private_inputs}
    copies = outputs_to_copy(fgraph, [inp.borrow for inp in all_ins],
                             [o.borrow for o in outs] + [False] * len(update_vars), updated, owned)
    overwritten = [k for k in overwritten_inputs(fgraph) if all_ins[k].mutable]
    return Function(explicit, outs, maker, single, name=name, trust_input=trust_input,
                    allow_input_downcast=allow_input_downcast, copy_outputs=copies, copy_inputs=private_inputs,
                    overwritten=overwritten)


def _check_inputs(ins):
    for i, inp in enumerate(ins):
        var = inp.variable
        if not isinstance(var, Variable):
            raise TypeError(f"function input {i} is a {type(var).__name__}, not a Variable")
        if isinstance(var, Constant):
            raise TypeError(f"function input {i} ({var}) is a Constant; inputs must be symbolic")
        if isinstance(var, SharedVariable):
            raise TypeError(f"Cannot use a shared variable ({var}) as explicit input. Consider substituting a "
                            "non-shared variable via the `givens` parameter")
        if inp.implicit and not isinstance(inp.value, Container):
            raise TypeError(f"function input {i} ({var}) is implicit: its value must be a Container holding it")
    variables = [inp.variable for inp in ins]
    for var in set(variables):
        if variables.count(var) > 1:
            raise UnusedInputError(f"Variable {var} is used twice in inputs to opspec.function (given twice)")


def _with_state(inp):
    """An explicit input with an update keeps the updated value in a container of its own:
    a call that leaves the input out uses it."""
    if inp.update is None or isinstance(inp.value, Container):
        return inp
    start = inp.value if inp.has_default else None
    return In(inp.variable, name=inp.name, value=Container(inp.variable, [start]), update=inp.update,
              mutable=inp.mutable, strict=inp.strict, allow_downcast=inp.allow_downcast, implicit=False,
              borrow=inp.borrow)


def _check_graph(inputs, outputs, policy):
    """Refuse graphs that cannot be computed (an undefined gradient in them), and inputs
    that do not reach the outputs (by ``policy``: raise, warn or ignore)."""
    if policy not in ("raise", "warn", "ignore"):
        raise ValueError(f"on_unused_input must be raise, warn or ignore, got {policy!r}")
    reached = ancestors(outputs, inputs)
    for var in reached:
        if var.owner is None and isinstance(var.type, NullType):
            raise TypeError(f"the graph cannot be compiled: it contains an undefined gradient ({var}): "
                            f"{var.type.why_null}")
    if policy == "ignore" or not inputs:
        return
    used = set(reached)
    unused = [i for i, v in enumerate(inputs) if v not in used]
    if not unused:
        return
    msg = (f"function inputs {', '.join(f'{inputs[i]} (position {i})' for i in unused)} are not used to "
           "compute the outputs; pass on_unused_input='ignore' (or 'warn') if that is intended")
    if policy == "raise":
        raise UnusedInputError(msg)
    warnings.warn(msg, stacklevel=3)
