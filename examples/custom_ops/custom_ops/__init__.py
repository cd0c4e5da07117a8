"""A user's own ops: declared in specs/*.yaml, generated into custom_ops.ops by opspec."""
