"""The graph: Variables, Apply nodes, Ops, Types and FunctionGraph."""
from opspec.graph.basic import Apply, Constant, Variable, ancestors, clone_graph, graph_inputs, io_toposort
from opspec.graph.fg import FunctionGraph, InconsistencyError
from opspec.graph.op import Op
from opspec.graph.type import Type
