"""What a C kernel is made of, independent of how it is built or called: the dtype table
(``dtypes``). Imports numpy only, so the spec generator, the tensor runtime and the C
backend can all read the same facts."""
