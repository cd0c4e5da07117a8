"""Generator targets besides opspec's own runtime: the same specs, emitted for another library.

``opspec generate --target pytensor`` writes genuine PyTensor Ops (:mod:`opspec.targets.pytensor`).
"""
