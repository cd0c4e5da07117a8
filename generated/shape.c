/* Generated from specs/shape.yaml by `opspec generate`. Edit the spec, not this file.
   What it contributes to the C kernels of shape: per op a block of scalar functions
   (or body: kernels), one per dtype instantiation; each kernel is compiled from this text and
   the loops its KernelSpec gives (opspec/kernels). ABI: opspec/kernels/opspec_kernel.h. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ BroadcastSize (specs/shape.yaml:34) */
#ifdef OPSPEC_OP_BroadcastSize
#ifdef OPSPEC_KERNEL_BroadcastSize__int64_int64__int64
int BroadcastSize__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    typedef int64_t opspec_T_a;
    typedef int64_t opspec_T_b;
    typedef int64_t opspec_T_out;
    static const int opspec_sizes[] = {8, 8, 8};
    if (opspec_check_aligned(3, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array a = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array b = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    (void)a; (void)b; (void)out;
    {
#line 46 "specs/shape.yaml"
        int64_t n = AT(a), m = AT(b);
        if (n < 0 || m < 0) FAIL("negative dimensions are not allowed");
        if (n != m && n != 1 && m != 1)
            FAIL("shape mismatch: objects cannot be broadcast to a single shape (sizes %lld and %lld)",
                 (long long)n, (long long)m);
        AT(out) = n == 1 ? m : n;
#line 31 "shape.c"
    }
    return OPSPEC_OK;
}
#endif
#endif /* BroadcastSize */

/* ------------------------------------------------------------ SumToShape (specs/shape.yaml:112) */
#ifdef OPSPEC_OP_SumToShape
#ifdef OPSPEC_KERNEL_SumToShape__float32_float32__float32
int SumToShape__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    typedef float opspec_T_x;
    typedef float opspec_T_like;
    typedef float opspec_T_out;
    static const int opspec_sizes[] = {4, 4, 4};
    if (opspec_check_aligned(3, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array like = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    (void)x; (void)like; (void)out;
    {
#line 122 "specs/shape.yaml"
        /* x seen through out: stride 0 along the dimensions x was broadcast along */
        int nd = x.ndim, lead = x.ndim - out.ndim;
        npy_intp strides[2 * OPSPEC_MAXDIMS];
        char *data[2] = {x.data, out.data};
        for (int d = 0; d < nd; ++d) {
            npy_intp want = d < lead ? 1 : out.shape[d - lead];
            if (lead < 0 || (want != x.shape[d] && want != 1)) {
                char a[160], b[160];
                opspec_format_shape(a, sizeof a, x.ndim, x.shape);
                opspec_format_shape(b, sizeof b, out.ndim, out.shape);
                FAIL("cannot sum an array of shape %s down to shape %s", a, b);
            }
            strides[d] = x.strides[d];
            strides[nd + d] = want == x.shape[d] && d >= lead ? out.strides[d - lead] : 0;
        }
        if (lead < 0) FAIL("x has fewer dimensions than like");
        int summed = lead > 0;
        for (int d = lead; d < nd; ++d) summed |= out.shape[d - lead] != x.shape[d];
        opspec_iter it;
        int r;
        if (summed) {   /* sums start at +0, as numpy's */
            r = opspec_iter_setup(&it, 1, data + 1, out.ndim, out.shape, out.strides, NULL, 0);
            if (r || it.size == 0) return r;
            do {
                char *po = it.ptr[0];
                for (npy_intp i = 0; i < it.n; ++i, po += it.inner[0]) *(TYPE(out) *)po = 0.0;
            } while (opspec_iter_next(&it));
        }
        r = opspec_iter_setup(&it, 2, data, nd, x.shape, strides, NULL, 0);
        if (r || it.size == 0) return r;
        /* nothing broadcast (the usual gradient): a copy, in one pass; a run contiguous in both
           (x's rows summed into one row) typed, so that it vectorizes. Each sum adds in x's
           memory order either way. */
        do {
            const char *px = it.ptr[0];
            char *po = it.ptr[1];
            if (it.inner[0] == sizeof(TYPE(x)) && it.inner[1] == sizeof(TYPE(out))) {
                const TYPE(x) *restrict xs = (const TYPE(x) *)px;
                TYPE(out) *restrict os = (TYPE(out) *)po;
                if (summed) for (npy_intp i = 0; i < it.n; ++i) os[i] += xs[i];
                else for (npy_intp i = 0; i < it.n; ++i) os[i] = xs[i];
            } else if (summed) {
                for (npy_intp i = 0; i < it.n; ++i, px += it.inner[0], po += it.inner[1])
                    *(TYPE(out) *)po += *(const TYPE(x) *)px;
            } else {
                for (npy_intp i = 0; i < it.n; ++i, px += it.inner[0], po += it.inner[1])
                    *(TYPE(out) *)po = *(const TYPE(x) *)px;
            }
        } while (opspec_iter_next(&it));
#line 104 "shape.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_SumToShape__float64_float64__float64
int SumToShape__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    typedef double opspec_T_x;
    typedef double opspec_T_like;
    typedef double opspec_T_out;
    static const int opspec_sizes[] = {8, 8, 8};
    if (opspec_check_aligned(3, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array like = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    (void)x; (void)like; (void)out;
    {
#line 122 "specs/shape.yaml"
        /* x seen through out: stride 0 along the dimensions x was broadcast along */
        int nd = x.ndim, lead = x.ndim - out.ndim;
        npy_intp strides[2 * OPSPEC_MAXDIMS];
        char *data[2] = {x.data, out.data};
        for (int d = 0; d < nd; ++d) {
            npy_intp want = d < lead ? 1 : out.shape[d - lead];
            if (lead < 0 || (want != x.shape[d] && want != 1)) {
                char a[160], b[160];
                opspec_format_shape(a, sizeof a, x.ndim, x.shape);
                opspec_format_shape(b, sizeof b, out.ndim, out.shape);
                FAIL("cannot sum an array of shape %s down to shape %s", a, b);
            }
            strides[d] = x.strides[d];
            strides[nd + d] = want == x.shape[d] && d >= lead ? out.strides[d - lead] : 0;
        }
        if (lead < 0) FAIL("x has fewer dimensions than like");
        int summed = lead > 0;
        for (int d = lead; d < nd; ++d) summed |= out.shape[d - lead] != x.shape[d];
        opspec_iter it;
        int r;
        if (summed) {   /* sums start at +0, as numpy's */
            r = opspec_iter_setup(&it, 1, data + 1, out.ndim, out.shape, out.strides, NULL, 0);
            if (r || it.size == 0) return r;
            do {
                char *po = it.ptr[0];
                for (npy_intp i = 0; i < it.n; ++i, po += it.inner[0]) *(TYPE(out) *)po = 0.0;
            } while (opspec_iter_next(&it));
        }
        r = opspec_iter_setup(&it, 2, data, nd, x.shape, strides, NULL, 0);
        if (r || it.size == 0) return r;
        /* nothing broadcast (the usual gradient): a copy, in one pass; a run contiguous in both
           (x's rows summed into one row) typed, so that it vectorizes. Each sum adds in x's
           memory order either way. */
        do {
            const char *px = it.ptr[0];
            char *po = it.ptr[1];
            if (it.inner[0] == sizeof(TYPE(x)) && it.inner[1] == sizeof(TYPE(out))) {
                const TYPE(x) *restrict xs = (const TYPE(x) *)px;
                TYPE(out) *restrict os = (TYPE(out) *)po;
                if (summed) for (npy_intp i = 0; i < it.n; ++i) os[i] += xs[i];
                else for (npy_intp i = 0; i < it.n; ++i) os[i] = xs[i];
            } else if (summed) {
                for (npy_intp i = 0; i < it.n; ++i, px += it.inner[0], po += it.inner[1])
                    *(TYPE(out) *)po += *(const TYPE(x) *)px;
            } else {
                for (npy_intp i = 0; i < it.n; ++i, px += it.inner[0], po += it.inner[1])
                    *(TYPE(out) *)po = *(const TYPE(x) *)px;
            }
        } while (opspec_iter_next(&it));
#line 173 "shape.c"
    }
    return OPSPEC_OK;
}
#endif
#endif /* SumToShape */
