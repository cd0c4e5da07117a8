"""PyTensor's ``tensor.rewriting``: where users register their rewrites (``basic``)."""
