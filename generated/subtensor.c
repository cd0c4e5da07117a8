/* Generated from specs/subtensor.yaml by `opspec generate`. Edit the spec, not this file.
   What it contributes to the C kernels of subtensor: per op a block of scalar functions
   (or body: kernels), one per dtype instantiation; each kernel is compiled from this text and
   the loops its KernelSpec gives (opspec/kernels). ABI: opspec/kernels/opspec_kernel.h. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ support of AdvancedSubtensor1, AdvancedIncSubtensor1 */
#if defined(OPSPEC_OP_AdvancedSubtensor1) || defined(OPSPEC_OP_AdvancedIncSubtensor1)
#line 99 "specs/subtensor.yaml"
#ifndef OPSPEC_ROW_OFFSET
#define OPSPEC_ROW_OFFSET
/* byte offset of element j (C order) of the dimensions after the first */
static inline npy_intp opspec_row_offset(int nd, const npy_intp *shape, const npy_intp *strides,
                                         npy_intp j)
{
    if (nd == 2) return j * strides[1];     /* matrices: no division in the inner loop */
    if (nd == 1) return 0;
    npy_intp off = 0;
    for (int d = nd - 1; d >= 1; --d) { off += (j % shape[d]) * strides[d]; j /= shape[d]; }
    return off;
}

/* whether the elements of each row (the dimensions after the first) are contiguous in C
   order, so that a row is one block of memory */
static inline int opspec_rows_contiguous(int nd, const npy_intp *shape, const npy_intp *strides, npy_intp size)
{
    for (int d = nd - 1; d >= 1; --d) {
        if (shape[d] != 1 && strides[d] != size) return 0;
        size *= shape[d];
    }
    return 1;
}

/* this thread's share [*from, *to) of `total` rows (all of them on one thread) */
static inline void opspec_my_rows(npy_intp total, npy_intp *from, npy_intp *to)
{
#ifdef _OPENMP
    opspec_thread_range(total, from, to);
#else
    *from = 0;
    *to = total;
#endif
}
#endif
#line 46 "subtensor.c"
#endif

/* ------------------------------------------------------------ AdvancedSubtensor1 (specs/subtensor.yaml:89) */
#ifdef OPSPEC_OP_AdvancedSubtensor1
#ifdef OPSPEC_KERNEL_AdvancedSubtensor1__bool_int64__bool
int AdvancedSubtensor1__bool_int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    typedef _Bool opspec_T_x;
    typedef int64_t opspec_T_idx;
    typedef _Bool opspec_T_out;
    static const int opspec_sizes[] = {1, 8, 1};
    if (opspec_check_aligned(3, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array idx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    (void)x; (void)idx; (void)out;
    {
#line 135 "specs/subtensor.yaml"
        if (x.ndim < 1) FAIL("IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed");
        npy_intp rows = x.shape[0], n = idx.shape[0], inner = 1;
        for (int d = 1; d < x.ndim; ++d) inner *= x.shape[d];
        for (npy_intp k = 0; k < n; ++k)
            if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* rows copied as blocks when they are (numpy's take does the same), by output row on threads */
        const int blocks = opspec_rows_contiguous(x.ndim, x.shape, x.strides, sizeof(TYPE(x)))
                           && opspec_rows_contiguous(out.ndim, out.shape, out.strides, sizeof(TYPE(out)));
        int nt = opspec_omp_threads_for(n * inner);
#pragma omp parallel num_threads(nt) if (nt > 1)
        {
            npy_intp k0, k1;
            opspec_my_rows(n, &k0, &k1);
            for (npy_intp k = k0; k < k1; ++k) {
                npy_intp i = AT(idx, k);
                if (i < 0) i += rows;
                const char *src = x.data + i * x.strides[0];
                char *dst = out.data + k * out.strides[0];
                if (blocks) {
                    memcpy(dst, src, (size_t)inner * sizeof(TYPE(x)));
                    continue;
                }
                for (npy_intp j = 0; j < inner; ++j)
                    *(TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j)) =
                        *(const TYPE(x) *)(src + opspec_row_offset(x.ndim, x.shape, x.strides, j));
            }
        }
#line 94 "subtensor.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_AdvancedSubtensor1__int8_int64__int8
int AdvancedSubtensor1__int8_int64__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    typedef int8_t opspec_T_x;
    typedef int64_t opspec_T_idx;
    typedef int8_t opspec_T_out;
    static const int opspec_sizes[] = {1, 8, 1};
    if (opspec_check_aligned(3, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array idx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    (void)x; (void)idx; (void)out;
    {
#line 135 "specs/subtensor.yaml"
        if (x.ndim < 1) FAIL("IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed");
        npy_intp rows = x.shape[0], n = idx.shape[0], inner = 1;
        for (int d = 1; d < x.ndim; ++d) inner *= x.shape[d];
        for (npy_intp k = 0; k < n; ++k)
            if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* rows copied as blocks when they are (numpy's take does the same), by output row on threads */
        const int blocks = opspec_rows_contiguous(x.ndim, x.shape, x.strides, sizeof(TYPE(x)))
                           && opspec_rows_contiguous(out.ndim, out.shape, out.strides, sizeof(TYPE(out)));
        int nt = opspec_omp_threads_for(n * inner);
#pragma omp parallel num_threads(nt) if (nt > 1)
        {
            npy_intp k0, k1;
            opspec_my_rows(n, &k0, &k1);
            for (npy_intp k = k0; k < k1; ++k) {
                npy_intp i = AT(idx, k);
                if (i < 0) i += rows;
                const char *src = x.data + i * x.strides[0];
                char *dst = out.data + k * out.strides[0];
                if (blocks) {
                    memcpy(dst, src, (size_t)inner * sizeof(TYPE(x)));
                    continue;
                }
                for (npy_intp j = 0; j < inner; ++j)
                    *(TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j)) =
                        *(const TYPE(x) *)(src + opspec_row_offset(x.ndim, x.shape, x.strides, j));
            }
        }
#line 142 "subtensor.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_AdvancedSubtensor1__int16_int64__int16
int AdvancedSubtensor1__int16_int64__int16(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    typedef int16_t opspec_T_x;
    typedef int64_t opspec_T_idx;
    typedef int16_t opspec_T_out;
    static const int opspec_sizes[] = {2, 8, 2};
    if (opspec_check_aligned(3, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array idx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    (void)x; (void)idx; (void)out;
    {
#line 135 "specs/subtensor.yaml"
        if (x.ndim < 1) FAIL("IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed");
        npy_intp rows = x.shape[0], n = idx.shape[0], inner = 1;
        for (int d = 1; d < x.ndim; ++d) inner *= x.shape[d];
        for (npy_intp k = 0; k < n; ++k)
            if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* rows copied as blocks when they are (numpy's take does the same), by output row on threads */
        const int blocks = opspec_rows_contiguous(x.ndim, x.shape, x.strides, sizeof(TYPE(x)))
                           && opspec_rows_contiguous(out.ndim, out.shape, out.strides, sizeof(TYPE(out)));
        int nt = opspec_omp_threads_for(n * inner);
#pragma omp parallel num_threads(nt) if (nt > 1)
        {
            npy_intp k0, k1;
            opspec_my_rows(n, &k0, &k1);
            for (npy_intp k = k0; k < k1; ++k) {
                npy_intp i = AT(idx, k);
                if (i < 0) i += rows;
                const char *src = x.data + i * x.strides[0];
                char *dst = out.data + k * out.strides[0];
                if (blocks) {
                    memcpy(dst, src, (size_t)inner * sizeof(TYPE(x)));
                    continue;
                }
                for (npy_intp j = 0; j < inner; ++j)
                    *(TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j)) =
                        *(const TYPE(x) *)(src + opspec_row_offset(x.ndim, x.shape, x.strides, j));
            }
        }
#line 190 "subtensor.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_AdvancedSubtensor1__int32_int64__int32
int AdvancedSubtensor1__int32_int64__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    typedef int32_t opspec_T_x;
    typedef int64_t opspec_T_idx;
    typedef int32_t opspec_T_out;
    static const int opspec_sizes[] = {4, 8, 4};
    if (opspec_check_aligned(3, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array idx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    (void)x; (void)idx; (void)out;
    {
#line 135 "specs/subtensor.yaml"
        if (x.ndim < 1) FAIL("IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed");
        npy_intp rows = x.shape[0], n = idx.shape[0], inner = 1;
        for (int d = 1; d < x.ndim; ++d) inner *= x.shape[d];
        for (npy_intp k = 0; k < n; ++k)
            if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* rows copied as blocks when they are (numpy's take does the same), by output row on threads */
        const int blocks = opspec_rows_contiguous(x.ndim, x.shape, x.strides, sizeof(TYPE(x)))
                           && opspec_rows_contiguous(out.ndim, out.shape, out.strides, sizeof(TYPE(out)));
        int nt = opspec_omp_threads_for(n * inner);
#pragma omp parallel num_threads(nt) if (nt > 1)
        {
            npy_intp k0, k1;
            opspec_my_rows(n, &k0, &k1);
            for (npy_intp k = k0; k < k1; ++k) {
                npy_intp i = AT(idx, k);
                if (i < 0) i += rows;
                const char *src = x.data + i * x.strides[0];
                char *dst = out.data + k * out.strides[0];
                if (blocks) {
                    memcpy(dst, src, (size_t)inner * sizeof(TYPE(x)));
                    continue;
                }
                for (npy_intp j = 0; j < inner; ++j)
                    *(TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j)) =
                        *(const TYPE(x) *)(src + opspec_row_offset(x.ndim, x.shape, x.strides, j));
            }
        }
#line 238 "subtensor.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_AdvancedSubtensor1__int64_int64__int64
int AdvancedSubtensor1__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    typedef int64_t opspec_T_x;
    typedef int64_t opspec_T_idx;
    typedef int64_t opspec_T_out;
    static const int opspec_sizes[] = {8, 8, 8};
    if (opspec_check_aligned(3, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array idx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    (void)x; (void)idx; (void)out;
    {
#line 135 "specs/subtensor.yaml"
        if (x.ndim < 1) FAIL("IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed");
        npy_intp rows = x.shape[0], n = idx.shape[0], inner = 1;
        for (int d = 1; d < x.ndim; ++d) inner *= x.shape[d];
        for (npy_intp k = 0; k < n; ++k)
            if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* rows copied as blocks when they are (numpy's take does the same), by output row on threads */
        const int blocks = opspec_rows_contiguous(x.ndim, x.shape, x.strides, sizeof(TYPE(x)))
                           && opspec_rows_contiguous(out.ndim, out.shape, out.strides, sizeof(TYPE(out)));
        int nt = opspec_omp_threads_for(n * inner);
#pragma omp parallel num_threads(nt) if (nt > 1)
        {
            npy_intp k0, k1;
            opspec_my_rows(n, &k0, &k1);
            for (npy_intp k = k0; k < k1; ++k) {
                npy_intp i = AT(idx, k);
                if (i < 0) i += rows;
                const char *src = x.data + i * x.strides[0];
                char *dst = out.data + k * out.strides[0];
                if (blocks) {
                    memcpy(dst, src, (size_t)inner * sizeof(TYPE(x)));
                    continue;
                }
                for (npy_intp j = 0; j < inner; ++j)
                    *(TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j)) =
                        *(const TYPE(x) *)(src + opspec_row_offset(x.ndim, x.shape, x.strides, j));
            }
        }
#line 286 "subtensor.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_AdvancedSubtensor1__uint8_int64__uint8
int AdvancedSubtensor1__uint8_int64__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    typedef uint8_t opspec_T_x;
    typedef int64_t opspec_T_idx;
    typedef uint8_t opspec_T_out;
    static const int opspec_sizes[] = {1, 8, 1};
    if (opspec_check_aligned(3, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array idx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    (void)x; (void)idx; (void)out;
    {
#line 135 "specs/subtensor.yaml"
        if (x.ndim < 1) FAIL("IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed");
        npy_intp rows = x.shape[0], n = idx.shape[0], inner = 1;
        for (int d = 1; d < x.ndim; ++d) inner *= x.shape[d];
        for (npy_intp k = 0; k < n; ++k)
            if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* rows copied as blocks when they are (numpy's take does the same), by output row on threads */
        const int blocks = opspec_rows_contiguous(x.ndim, x.shape, x.strides, sizeof(TYPE(x)))
                           && opspec_rows_contiguous(out.ndim, out.shape, out.strides, sizeof(TYPE(out)));
        int nt = opspec_omp_threads_for(n * inner);
#pragma omp parallel num_threads(nt) if (nt > 1)
        {
            npy_intp k0, k1;
            opspec_my_rows(n, &k0, &k1);
            for (npy_intp k = k0; k < k1; ++k) {
                npy_intp i = AT(idx, k);
                if (i < 0) i += rows;
                const char *src = x.data + i * x.strides[0];
                char *dst = out.data + k * out.strides[0];
                if (blocks) {
                    memcpy(dst, src, (size_t)inner * sizeof(TYPE(x)));
                    continue;
                }
                for (npy_intp j = 0; j < inner; ++j)
                    *(TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j)) =
                        *(const TYPE(x) *)(src + opspec_row_offset(x.ndim, x.shape, x.strides, j));
            }
        }
#line 334 "subtensor.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_AdvancedSubtensor1__uint16_int64__uint16
int AdvancedSubtensor1__uint16_int64__uint16(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    typedef uint16_t opspec_T_x;
    typedef int64_t opspec_T_idx;
    typedef uint16_t opspec_T_out;
    static const int opspec_sizes[] = {2, 8, 2};
    if (opspec_check_aligned(3, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array idx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    (void)x; (void)idx; (void)out;
    {
#line 135 "specs/subtensor.yaml"
        if (x.ndim < 1) FAIL("IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed");
        npy_intp rows = x.shape[0], n = idx.shape[0], inner = 1;
        for (int d = 1; d < x.ndim; ++d) inner *= x.shape[d];
        for (npy_intp k = 0; k < n; ++k)
            if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* rows copied as blocks when they are (numpy's take does the same), by output row on threads */
        const int blocks = opspec_rows_contiguous(x.ndim, x.shape, x.strides, sizeof(TYPE(x)))
                           && opspec_rows_contiguous(out.ndim, out.shape, out.strides, sizeof(TYPE(out)));
        int nt = opspec_omp_threads_for(n * inner);
#pragma omp parallel num_threads(nt) if (nt > 1)
        {
            npy_intp k0, k1;
            opspec_my_rows(n, &k0, &k1);
            for (npy_intp k = k0; k < k1; ++k) {
                npy_intp i = AT(idx, k);
                if (i < 0) i += rows;
                const char *src = x.data + i * x.strides[0];
                char *dst = out.data + k * out.strides[0];
                if (blocks) {
                    memcpy(dst, src, (size_t)inner * sizeof(TYPE(x)));
                    continue;
                }
                for (npy_intp j = 0; j < inner; ++j)
                    *(TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j)) =
                        *(const TYPE(x) *)(src + opspec_row_offset(x.ndim, x.shape, x.strides, j));
            }
        }
#line 382 "subtensor.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_AdvancedSubtensor1__uint32_int64__uint32
int AdvancedSubtensor1__uint32_int64__uint32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    typedef uint32_t opspec_T_x;
    typedef int64_t opspec_T_idx;
    typedef uint32_t opspec_T_out;
    static const int opspec_sizes[] = {4, 8, 4};
    if (opspec_check_aligned(3, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array idx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    (void)x; (void)idx; (void)out;
    {
#line 135 "specs/subtensor.yaml"
        if (x.ndim < 1) FAIL("IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed");
        npy_intp rows = x.shape[0], n = idx.shape[0], inner = 1;
        for (int d = 1; d < x.ndim; ++d) inner *= x.shape[d];
        for (npy_intp k = 0; k < n; ++k)
            if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* rows copied as blocks when they are (numpy's take does the same), by output row on threads */
        const int blocks = opspec_rows_contiguous(x.ndim, x.shape, x.strides, sizeof(TYPE(x)))
                           && opspec_rows_contiguous(out.ndim, out.shape, out.strides, sizeof(TYPE(out)));
        int nt = opspec_omp_threads_for(n * inner);
#pragma omp parallel num_threads(nt) if (nt > 1)
        {
            npy_intp k0, k1;
            opspec_my_rows(n, &k0, &k1);
            for (npy_intp k = k0; k < k1; ++k) {
                npy_intp i = AT(idx, k);
                if (i < 0) i += rows;
                const char *src = x.data + i * x.strides[0];
                char *dst = out.data + k * out.strides[0];
                if (blocks) {
                    memcpy(dst, src, (size_t)inner * sizeof(TYPE(x)));
                    continue;
                }
                for (npy_intp j = 0; j < inner; ++j)
                    *(TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j)) =
                        *(const TYPE(x) *)(src + opspec_row_offset(x.ndim, x.shape, x.strides, j));
            }
        }
#line 430 "subtensor.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_AdvancedSubtensor1__uint64_int64__uint64
int AdvancedSubtensor1__uint64_int64__uint64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    typedef uint64_t opspec_T_x;
    typedef int64_t opspec_T_idx;
    typedef uint64_t opspec_T_out;
    static const int opspec_sizes[] = {8, 8, 8};
    if (opspec_check_aligned(3, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array idx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    (void)x; (void)idx; (void)out;
    {
#line 135 "specs/subtensor.yaml"
        if (x.ndim < 1) FAIL("IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed");
        npy_intp rows = x.shape[0], n = idx.shape[0], inner = 1;
        for (int d = 1; d < x.ndim; ++d) inner *= x.shape[d];
        for (npy_intp k = 0; k < n; ++k)
            if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* rows copied as blocks when they are (numpy's take does the same), by output row on threads */
        const int blocks = opspec_rows_contiguous(x.ndim, x.shape, x.strides, sizeof(TYPE(x)))
                           && opspec_rows_contiguous(out.ndim, out.shape, out.strides, sizeof(TYPE(out)));
        int nt = opspec_omp_threads_for(n * inner);
#pragma omp parallel num_threads(nt) if (nt > 1)
        {
            npy_intp k0, k1;
            opspec_my_rows(n, &k0, &k1);
            for (npy_intp k = k0; k < k1; ++k) {
                npy_intp i = AT(idx, k);
                if (i < 0) i += rows;
                const char *src = x.data + i * x.strides[0];
                char *dst = out.data + k * out.strides[0];
                if (blocks) {
                    memcpy(dst, src, (size_t)inner * sizeof(TYPE(x)));
                    continue;
                }
                for (npy_intp j = 0; j < inner; ++j)
                    *(TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j)) =
                        *(const TYPE(x) *)(src + opspec_row_offset(x.ndim, x.shape, x.strides, j));
            }
        }
#line 478 "subtensor.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_AdvancedSubtensor1__float32_int64__float32
int AdvancedSubtensor1__float32_int64__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    typedef float opspec_T_x;
    typedef int64_t opspec_T_idx;
    typedef float opspec_T_out;
    static const int opspec_sizes[] = {4, 8, 4};
    if (opspec_check_aligned(3, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array idx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    (void)x; (void)idx; (void)out;
    {
#line 135 "specs/subtensor.yaml"
        if (x.ndim < 1) FAIL("IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed");
        npy_intp rows = x.shape[0], n = idx.shape[0], inner = 1;
        for (int d = 1; d < x.ndim; ++d) inner *= x.shape[d];
        for (npy_intp k = 0; k < n; ++k)
            if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* rows copied as blocks when they are (numpy's take does the same), by output row on threads */
        const int blocks = opspec_rows_contiguous(x.ndim, x.shape, x.strides, sizeof(TYPE(x)))
                           && opspec_rows_contiguous(out.ndim, out.shape, out.strides, sizeof(TYPE(out)));
        int nt = opspec_omp_threads_for(n * inner);
#pragma omp parallel num_threads(nt) if (nt > 1)
        {
            npy_intp k0, k1;
            opspec_my_rows(n, &k0, &k1);
            for (npy_intp k = k0; k < k1; ++k) {
                npy_intp i = AT(idx, k);
                if (i < 0) i += rows;
                const char *src = x.data + i * x.strides[0];
                char *dst = out.data + k * out.strides[0];
                if (blocks) {
                    memcpy(dst, src, (size_t)inner * sizeof(TYPE(x)));
                    continue;
                }
                for (npy_intp j = 0; j < inner; ++j)
                    *(TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j)) =
                        *(const TYPE(x) *)(src + opspec_row_offset(x.ndim, x.shape, x.strides, j));
            }
        }
#line 526 "subtensor.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_AdvancedSubtensor1__float64_int64__float64
int AdvancedSubtensor1__float64_int64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    typedef double opspec_T_x;
    typedef int64_t opspec_T_idx;
    typedef double opspec_T_out;
    static const int opspec_sizes[] = {8, 8, 8};
    if (opspec_check_aligned(3, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array idx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    (void)x; (void)idx; (void)out;
    {
#line 135 "specs/subtensor.yaml"
        if (x.ndim < 1) FAIL("IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed");
        npy_intp rows = x.shape[0], n = idx.shape[0], inner = 1;
        for (int d = 1; d < x.ndim; ++d) inner *= x.shape[d];
        for (npy_intp k = 0; k < n; ++k)
            if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* rows copied as blocks when they are (numpy's take does the same), by output row on threads */
        const int blocks = opspec_rows_contiguous(x.ndim, x.shape, x.strides, sizeof(TYPE(x)))
                           && opspec_rows_contiguous(out.ndim, out.shape, out.strides, sizeof(TYPE(out)));
        int nt = opspec_omp_threads_for(n * inner);
#pragma omp parallel num_threads(nt) if (nt > 1)
        {
            npy_intp k0, k1;
            opspec_my_rows(n, &k0, &k1);
            for (npy_intp k = k0; k < k1; ++k) {
                npy_intp i = AT(idx, k);
                if (i < 0) i += rows;
                const char *src = x.data + i * x.strides[0];
                char *dst = out.data + k * out.strides[0];
                if (blocks) {
                    memcpy(dst, src, (size_t)inner * sizeof(TYPE(x)));
                    continue;
                }
                for (npy_intp j = 0; j < inner; ++j)
                    *(TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j)) =
                        *(const TYPE(x) *)(src + opspec_row_offset(x.ndim, x.shape, x.strides, j));
            }
        }
#line 574 "subtensor.c"
    }
    return OPSPEC_OK;
}
#endif
#endif /* AdvancedSubtensor1 */

/* ------------------------------------------------------------ AdvancedIncSubtensor1 (specs/subtensor.yaml:167) */
#ifdef OPSPEC_OP_AdvancedIncSubtensor1
#ifdef OPSPEC_KERNEL_AdvancedIncSubtensor1__bool_bool_int64__bool
int AdvancedIncSubtensor1__bool_bool_int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, int set)
{
    typedef _Bool opspec_T_x;
    typedef _Bool opspec_T_v;
    typedef int64_t opspec_T_idx;
    typedef _Bool opspec_T_out;
    static const int opspec_sizes[] = {1, 1, 8, 1};
    if (opspec_check_aligned(4, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array v = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array idx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 3);
    (void)x; (void)v; (void)idx; (void)out;
    {
#line 181 "specs/subtensor.yaml"
        if (x.ndim < 1) FAIL("IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed");
        npy_intp rows = x.shape[0], n = idx.shape[0], inner = 1;
        for (int d = 1; d < x.ndim; ++d) inner *= x.shape[d];
        if (!set)   /* np.add.at checks the indices before v's shape (assignment: the other way round) */
            for (npy_intp k = 0; k < n; ++k)
                if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                    FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* v broadcast against the (n, ...) block it updates: stride 0 where it broadcasts; as
           numpy's assignment, set drops leading size-1 dimensions of v (np.add.at does not) */
        npy_intp vshape[OPSPEC_MAXDIMS], vstrides[OPSPEC_MAXDIMS];
        int lead = x.ndim - v.ndim;
        for (int d = 0; d < -lead; ++d)
            if (!set || v.shape[d] != 1)
                FAIL("v has %d dimensions, more than x's %d%s", v.ndim, x.ndim,
                     set ? ", and its extra leading ones are not all of size 1" : "");
        for (int d = 0; d < x.ndim; ++d) {
            npy_intp want = d == 0 ? n : x.shape[d];
            npy_intp have = d < lead ? 1 : v.shape[d - lead];
            if (have != want && have != 1)
                FAIL("v of shape dimension %d = %lld does not broadcast to %lld", d, (long long)have, (long long)want);
            vshape[d] = want;
            vstrides[d] = (d < lead || have == 1) ? 0 : v.strides[d - lead];
        }
        if (set)
            for (npy_intp k = 0; k < n; ++k)
                if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                    FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* On one thread: x's rows copied (as blocks when rows are contiguous), then the updates
           applied in index order, as vectors when rows are blocks. The work is bound by reading
           v. Threads owning rows of the destination (each reading every index and a scattered
           half of v's rows) were slower here: 1.28x JAX's serial scatter on a quiet machine,
           and on a loaded one twice the CPU time and twice the wall time of one thread. */
        const npy_intp size = sizeof(TYPE(out));
        const int out_blocks = opspec_rows_contiguous(out.ndim, out.shape, out.strides, size);
        const int x_blocks = out_blocks && opspec_rows_contiguous(x.ndim, x.shape, x.strides, size);
        const int v_blocks = out_blocks && opspec_rows_contiguous(x.ndim, vshape, vstrides, size);
        if (out.data != x.data) {
            for (npy_intp i = 0; i < rows; ++i) {
                char *dst = out.data + i * out.strides[0];
                const char *src = x.data + i * x.strides[0];
                if (x_blocks) {
                    memcpy(dst, src, (size_t)(inner * size));
                    continue;
                }
                for (npy_intp j = 0; j < inner; ++j)
                    *(TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j)) =
                        *(const TYPE(x) *)(src + opspec_row_offset(x.ndim, x.shape, x.strides, j));
            }
        }
        for (npy_intp k = 0; k < n; ++k) {
            npy_intp i = AT(idx, k);
            if (i < 0) i += rows;
            char *dst = out.data + i * out.strides[0];
            const char *src = v.data + k * vstrides[0];
            if (v_blocks) {
                TYPE(out) *o = (TYPE(out) *)dst;
                const TYPE(v) *w = (const TYPE(v) *)src;
                if (set) memcpy(o, w, (size_t)(inner * size));
                else for (npy_intp j = 0; j < inner; ++j) o[j] = o[j] + w[j];
                continue;
            }
            for (npy_intp j = 0; j < inner; ++j) {
                TYPE(out) *o = (TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j));
                TYPE(v) value = *(const TYPE(v) *)(src + opspec_row_offset(x.ndim, vshape, vstrides, j));
                *o = set ? value : *o + value;
            }
        }
#line 667 "subtensor.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_AdvancedIncSubtensor1__int8_int8_int64__int8
int AdvancedIncSubtensor1__int8_int8_int64__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, int set)
{
    typedef int8_t opspec_T_x;
    typedef int8_t opspec_T_v;
    typedef int64_t opspec_T_idx;
    typedef int8_t opspec_T_out;
    static const int opspec_sizes[] = {1, 1, 8, 1};
    if (opspec_check_aligned(4, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array v = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array idx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 3);
    (void)x; (void)v; (void)idx; (void)out;
    {
#line 181 "specs/subtensor.yaml"
        if (x.ndim < 1) FAIL("IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed");
        npy_intp rows = x.shape[0], n = idx.shape[0], inner = 1;
        for (int d = 1; d < x.ndim; ++d) inner *= x.shape[d];
        if (!set)   /* np.add.at checks the indices before v's shape (assignment: the other way round) */
            for (npy_intp k = 0; k < n; ++k)
                if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                    FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* v broadcast against the (n, ...) block it updates: stride 0 where it broadcasts; as
           numpy's assignment, set drops leading size-1 dimensions of v (np.add.at does not) */
        npy_intp vshape[OPSPEC_MAXDIMS], vstrides[OPSPEC_MAXDIMS];
        int lead = x.ndim - v.ndim;
        for (int d = 0; d < -lead; ++d)
            if (!set || v.shape[d] != 1)
                FAIL("v has %d dimensions, more than x's %d%s", v.ndim, x.ndim,
                     set ? ", and its extra leading ones are not all of size 1" : "");
        for (int d = 0; d < x.ndim; ++d) {
            npy_intp want = d == 0 ? n : x.shape[d];
            npy_intp have = d < lead ? 1 : v.shape[d - lead];
            if (have != want && have != 1)
                FAIL("v of shape dimension %d = %lld does not broadcast to %lld", d, (long long)have, (long long)want);
            vshape[d] = want;
            vstrides[d] = (d < lead || have == 1) ? 0 : v.strides[d - lead];
        }
        if (set)
            for (npy_intp k = 0; k < n; ++k)
                if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                    FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* On one thread: x's rows copied (as blocks when rows are contiguous), then the updates
           applied in index order, as vectors when rows are blocks. The work is bound by reading
           v. Threads owning rows of the destination (each reading every index and a scattered
           half of v's rows) were slower here: 1.28x JAX's serial scatter on a quiet machine,
           and on a loaded one twice the CPU time and twice the wall time of one thread. */
        const npy_intp size = sizeof(TYPE(out));
        const int out_blocks = opspec_rows_contiguous(out.ndim, out.shape, out.strides, size);
        const int x_blocks = out_blocks && opspec_rows_contiguous(x.ndim, x.shape, x.strides, size);
        const int v_blocks = out_blocks && opspec_rows_contiguous(x.ndim, vshape, vstrides, size);
        if (out.data != x.data) {
            for (npy_intp i = 0; i < rows; ++i) {
                char *dst = out.data + i * out.strides[0];
                const char *src = x.data + i * x.strides[0];
                if (x_blocks) {
                    memcpy(dst, src, (size_t)(inner * size));
                    continue;
                }
                for (npy_intp j = 0; j < inner; ++j)
                    *(TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j)) =
                        *(const TYPE(x) *)(src + opspec_row_offset(x.ndim, x.shape, x.strides, j));
            }
        }
        for (npy_intp k = 0; k < n; ++k) {
            npy_intp i = AT(idx, k);
            if (i < 0) i += rows;
            char *dst = out.data + i * out.strides[0];
            const char *src = v.data + k * vstrides[0];
            if (v_blocks) {
                TYPE(out) *o = (TYPE(out) *)dst;
                const TYPE(v) *w = (const TYPE(v) *)src;
                if (set) memcpy(o, w, (size_t)(inner * size));
                else for (npy_intp j = 0; j < inner; ++j) o[j] = o[j] + w[j];
                continue;
            }
            for (npy_intp j = 0; j < inner; ++j) {
                TYPE(out) *o = (TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j));
                TYPE(v) value = *(const TYPE(v) *)(src + opspec_row_offset(x.ndim, vshape, vstrides, j));
                *o = set ? value : *o + value;
            }
        }
#line 756 "subtensor.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_AdvancedIncSubtensor1__int16_int16_int64__int16
int AdvancedIncSubtensor1__int16_int16_int64__int16(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, int set)
{
    typedef int16_t opspec_T_x;
    typedef int16_t opspec_T_v;
    typedef int64_t opspec_T_idx;
    typedef int16_t opspec_T_out;
    static const int opspec_sizes[] = {2, 2, 8, 2};
    if (opspec_check_aligned(4, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array v = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array idx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 3);
    (void)x; (void)v; (void)idx; (void)out;
    {
#line 181 "specs/subtensor.yaml"
        if (x.ndim < 1) FAIL("IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed");
        npy_intp rows = x.shape[0], n = idx.shape[0], inner = 1;
        for (int d = 1; d < x.ndim; ++d) inner *= x.shape[d];
        if (!set)   /* np.add.at checks the indices before v's shape (assignment: the other way round) */
            for (npy_intp k = 0; k < n; ++k)
                if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                    FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* v broadcast against the (n, ...) block it updates: stride 0 where it broadcasts; as
           numpy's assignment, set drops leading size-1 dimensions of v (np.add.at does not) */
        npy_intp vshape[OPSPEC_MAXDIMS], vstrides[OPSPEC_MAXDIMS];
        int lead = x.ndim - v.ndim;
        for (int d = 0; d < -lead; ++d)
            if (!set || v.shape[d] != 1)
                FAIL("v has %d dimensions, more than x's %d%s", v.ndim, x.ndim,
                     set ? ", and its extra leading ones are not all of size 1" : "");
        for (int d = 0; d < x.ndim; ++d) {
            npy_intp want = d == 0 ? n : x.shape[d];
            npy_intp have = d < lead ? 1 : v.shape[d - lead];
            if (have != want && have != 1)
                FAIL("v of shape dimension %d = %lld does not broadcast to %lld", d, (long long)have, (long long)want);
            vshape[d] = want;
            vstrides[d] = (d < lead || have == 1) ? 0 : v.strides[d - lead];
        }
        if (set)
            for (npy_intp k = 0; k < n; ++k)
                if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                    FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* On one thread: x's rows copied (as blocks when rows are contiguous), then the updates
           applied in index order, as vectors when rows are blocks. The work is bound by reading
           v. Threads owning rows of the destination (each reading every index and a scattered
           half of v's rows) were slower here: 1.28x JAX's serial scatter on a quiet machine,
           and on a loaded one twice the CPU time and twice the wall time of one thread. */
        const npy_intp size = sizeof(TYPE(out));
        const int out_blocks = opspec_rows_contiguous(out.ndim, out.shape, out.strides, size);
        const int x_blocks = out_blocks && opspec_rows_contiguous(x.ndim, x.shape, x.strides, size);
        const int v_blocks = out_blocks && opspec_rows_contiguous(x.ndim, vshape, vstrides, size);
        if (out.data != x.data) {
            for (npy_intp i = 0; i < rows; ++i) {
                char *dst = out.data + i * out.strides[0];
                const char *src = x.data + i * x.strides[0];
                if (x_blocks) {
                    memcpy(dst, src, (size_t)(inner * size));
                    continue;
                }
                for (npy_intp j = 0; j < inner; ++j)
                    *(TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j)) =
                        *(const TYPE(x) *)(src + opspec_row_offset(x.ndim, x.shape, x.strides, j));
            }
        }
        for (npy_intp k = 0; k < n; ++k) {
            npy_intp i = AT(idx, k);
            if (i < 0) i += rows;
            char *dst = out.data + i * out.strides[0];
            const char *src = v.data + k * vstrides[0];
            if (v_blocks) {
                TYPE(out) *o = (TYPE(out) *)dst;
                const TYPE(v) *w = (const TYPE(v) *)src;
                if (set) memcpy(o, w, (size_t)(inner * size));
                else for (npy_intp j = 0; j < inner; ++j) o[j] = o[j] + w[j];
                continue;
            }
            for (npy_intp j = 0; j < inner; ++j) {
                TYPE(out) *o = (TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j));
                TYPE(v) value = *(const TYPE(v) *)(src + opspec_row_offset(x.ndim, vshape, vstrides, j));
                *o = set ? value : *o + value;
            }
        }
#line 845 "subtensor.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_AdvancedIncSubtensor1__int32_int32_int64__int32
int AdvancedIncSubtensor1__int32_int32_int64__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, int set)
{
    typedef int32_t opspec_T_x;
    typedef int32_t opspec_T_v;
    typedef int64_t opspec_T_idx;
    typedef int32_t opspec_T_out;
    static const int opspec_sizes[] = {4, 4, 8, 4};
    if (opspec_check_aligned(4, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array v = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array idx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 3);
    (void)x; (void)v; (void)idx; (void)out;
    {
#line 181 "specs/subtensor.yaml"
        if (x.ndim < 1) FAIL("IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed");
        npy_intp rows = x.shape[0], n = idx.shape[0], inner = 1;
        for (int d = 1; d < x.ndim; ++d) inner *= x.shape[d];
        if (!set)   /* np.add.at checks the indices before v's shape (assignment: the other way round) */
            for (npy_intp k = 0; k < n; ++k)
                if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                    FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* v broadcast against the (n, ...) block it updates: stride 0 where it broadcasts; as
           numpy's assignment, set drops leading size-1 dimensions of v (np.add.at does not) */
        npy_intp vshape[OPSPEC_MAXDIMS], vstrides[OPSPEC_MAXDIMS];
        int lead = x.ndim - v.ndim;
        for (int d = 0; d < -lead; ++d)
            if (!set || v.shape[d] != 1)
                FAIL("v has %d dimensions, more than x's %d%s", v.ndim, x.ndim,
                     set ? ", and its extra leading ones are not all of size 1" : "");
        for (int d = 0; d < x.ndim; ++d) {
            npy_intp want = d == 0 ? n : x.shape[d];
            npy_intp have = d < lead ? 1 : v.shape[d - lead];
            if (have != want && have != 1)
                FAIL("v of shape dimension %d = %lld does not broadcast to %lld", d, (long long)have, (long long)want);
            vshape[d] = want;
            vstrides[d] = (d < lead || have == 1) ? 0 : v.strides[d - lead];
        }
        if (set)
            for (npy_intp k = 0; k < n; ++k)
                if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                    FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* On one thread: x's rows copied (as blocks when rows are contiguous), then the updates
           applied in index order, as vectors when rows are blocks. The work is bound by reading
           v. Threads owning rows of the destination (each reading every index and a scattered
           half of v's rows) were slower here: 1.28x JAX's serial scatter on a quiet machine,
           and on a loaded one twice the CPU time and twice the wall time of one thread. */
        const npy_intp size = sizeof(TYPE(out));
        const int out_blocks = opspec_rows_contiguous(out.ndim, out.shape, out.strides, size);
        const int x_blocks = out_blocks && opspec_rows_contiguous(x.ndim, x.shape, x.strides, size);
        const int v_blocks = out_blocks && opspec_rows_contiguous(x.ndim, vshape, vstrides, size);
        if (out.data != x.data) {
            for (npy_intp i = 0; i < rows; ++i) {
                char *dst = out.data + i * out.strides[0];
                const char *src = x.data + i * x.strides[0];
                if (x_blocks) {
                    memcpy(dst, src, (size_t)(inner * size));
                    continue;
                }
                for (npy_intp j = 0; j < inner; ++j)
                    *(TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j)) =
                        *(const TYPE(x) *)(src + opspec_row_offset(x.ndim, x.shape, x.strides, j));
            }
        }
        for (npy_intp k = 0; k < n; ++k) {
            npy_intp i = AT(idx, k);
            if (i < 0) i += rows;
            char *dst = out.data + i * out.strides[0];
            const char *src = v.data + k * vstrides[0];
            if (v_blocks) {
                TYPE(out) *o = (TYPE(out) *)dst;
                const TYPE(v) *w = (const TYPE(v) *)src;
                if (set) memcpy(o, w, (size_t)(inner * size));
                else for (npy_intp j = 0; j < inner; ++j) o[j] = o[j] + w[j];
                continue;
            }
            for (npy_intp j = 0; j < inner; ++j) {
                TYPE(out) *o = (TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j));
                TYPE(v) value = *(const TYPE(v) *)(src + opspec_row_offset(x.ndim, vshape, vstrides, j));
                *o = set ? value : *o + value;
            }
        }
#line 934 "subtensor.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_AdvancedIncSubtensor1__int64_int64_int64__int64
int AdvancedIncSubtensor1__int64_int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, int set)
{
    typedef int64_t opspec_T_x;
    typedef int64_t opspec_T_v;
    typedef int64_t opspec_T_idx;
    typedef int64_t opspec_T_out;
    static const int opspec_sizes[] = {8, 8, 8, 8};
    if (opspec_check_aligned(4, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array v = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array idx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 3);
    (void)x; (void)v; (void)idx; (void)out;
    {
#line 181 "specs/subtensor.yaml"
        if (x.ndim < 1) FAIL("IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed");
        npy_intp rows = x.shape[0], n = idx.shape[0], inner = 1;
        for (int d = 1; d < x.ndim; ++d) inner *= x.shape[d];
        if (!set)   /* np.add.at checks the indices before v's shape (assignment: the other way round) */
            for (npy_intp k = 0; k < n; ++k)
                if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                    FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* v broadcast against the (n, ...) block it updates: stride 0 where it broadcasts; as
           numpy's assignment, set drops leading size-1 dimensions of v (np.add.at does not) */
        npy_intp vshape[OPSPEC_MAXDIMS], vstrides[OPSPEC_MAXDIMS];
        int lead = x.ndim - v.ndim;
        for (int d = 0; d < -lead; ++d)
            if (!set || v.shape[d] != 1)
                FAIL("v has %d dimensions, more than x's %d%s", v.ndim, x.ndim,
                     set ? ", and its extra leading ones are not all of size 1" : "");
        for (int d = 0; d < x.ndim; ++d) {
            npy_intp want = d == 0 ? n : x.shape[d];
            npy_intp have = d < lead ? 1 : v.shape[d - lead];
            if (have != want && have != 1)
                FAIL("v of shape dimension %d = %lld does not broadcast to %lld", d, (long long)have, (long long)want);
            vshape[d] = want;
            vstrides[d] = (d < lead || have == 1) ? 0 : v.strides[d - lead];
        }
        if (set)
            for (npy_intp k = 0; k < n; ++k)
                if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                    FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* On one thread: x's rows copied (as blocks when rows are contiguous), then the updates
           applied in index order, as vectors when rows are blocks. The work is bound by reading
           v. Threads owning rows of the destination (each reading every index and a scattered
           half of v's rows) were slower here: 1.28x JAX's serial scatter on a quiet machine,
           and on a loaded one twice the CPU time and twice the wall time of one thread. */
        const npy_intp size = sizeof(TYPE(out));
        const int out_blocks = opspec_rows_contiguous(out.ndim, out.shape, out.strides, size);
        const int x_blocks = out_blocks && opspec_rows_contiguous(x.ndim, x.shape, x.strides, size);
        const int v_blocks = out_blocks && opspec_rows_contiguous(x.ndim, vshape, vstrides, size);
        if (out.data != x.data) {
            for (npy_intp i = 0; i < rows; ++i) {
                char *dst = out.data + i * out.strides[0];
                const char *src = x.data + i * x.strides[0];
                if (x_blocks) {
                    memcpy(dst, src, (size_t)(inner * size));
                    continue;
                }
                for (npy_intp j = 0; j < inner; ++j)
                    *(TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j)) =
                        *(const TYPE(x) *)(src + opspec_row_offset(x.ndim, x.shape, x.strides, j));
            }
        }
        for (npy_intp k = 0; k < n; ++k) {
            npy_intp i = AT(idx, k);
            if (i < 0) i += rows;
            char *dst = out.data + i * out.strides[0];
            const char *src = v.data + k * vstrides[0];
            if (v_blocks) {
                TYPE(out) *o = (TYPE(out) *)dst;
                const TYPE(v) *w = (const TYPE(v) *)src;
                if (set) memcpy(o, w, (size_t)(inner * size));
                else for (npy_intp j = 0; j < inner; ++j) o[j] = o[j] + w[j];
                continue;
            }
            for (npy_intp j = 0; j < inner; ++j) {
                TYPE(out) *o = (TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j));
                TYPE(v) value = *(const TYPE(v) *)(src + opspec_row_offset(x.ndim, vshape, vstrides, j));
                *o = set ? value : *o + value;
            }
        }
#line 1023 "subtensor.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_AdvancedIncSubtensor1__uint8_uint8_int64__uint8
int AdvancedIncSubtensor1__uint8_uint8_int64__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, int set)
{
    typedef uint8_t opspec_T_x;
    typedef uint8_t opspec_T_v;
    typedef int64_t opspec_T_idx;
    typedef uint8_t opspec_T_out;
    static const int opspec_sizes[] = {1, 1, 8, 1};
    if (opspec_check_aligned(4, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array v = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array idx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 3);
    (void)x; (void)v; (void)idx; (void)out;
    {
#line 181 "specs/subtensor.yaml"
        if (x.ndim < 1) FAIL("IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed");
        npy_intp rows = x.shape[0], n = idx.shape[0], inner = 1;
        for (int d = 1; d < x.ndim; ++d) inner *= x.shape[d];
        if (!set)   /* np.add.at checks the indices before v's shape (assignment: the other way round) */
            for (npy_intp k = 0; k < n; ++k)
                if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                    FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* v broadcast against the (n, ...) block it updates: stride 0 where it broadcasts; as
           numpy's assignment, set drops leading size-1 dimensions of v (np.add.at does not) */
        npy_intp vshape[OPSPEC_MAXDIMS], vstrides[OPSPEC_MAXDIMS];
        int lead = x.ndim - v.ndim;
        for (int d = 0; d < -lead; ++d)
            if (!set || v.shape[d] != 1)
                FAIL("v has %d dimensions, more than x's %d%s", v.ndim, x.ndim,
                     set ? ", and its extra leading ones are not all of size 1" : "");
        for (int d = 0; d < x.ndim; ++d) {
            npy_intp want = d == 0 ? n : x.shape[d];
            npy_intp have = d < lead ? 1 : v.shape[d - lead];
            if (have != want && have != 1)
                FAIL("v of shape dimension %d = %lld does not broadcast to %lld", d, (long long)have, (long long)want);
            vshape[d] = want;
            vstrides[d] = (d < lead || have == 1) ? 0 : v.strides[d - lead];
        }
        if (set)
            for (npy_intp k = 0; k < n; ++k)
                if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                    FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* On one thread: x's rows copied (as blocks when rows are contiguous), then the updates
           applied in index order, as vectors when rows are blocks. The work is bound by reading
           v. Threads owning rows of the destination (each reading every index and a scattered
           half of v's rows) were slower here: 1.28x JAX's serial scatter on a quiet machine,
           and on a loaded one twice the CPU time and twice the wall time of one thread. */
        const npy_intp size = sizeof(TYPE(out));
        const int out_blocks = opspec_rows_contiguous(out.ndim, out.shape, out.strides, size);
        const int x_blocks = out_blocks && opspec_rows_contiguous(x.ndim, x.shape, x.strides, size);
        const int v_blocks = out_blocks && opspec_rows_contiguous(x.ndim, vshape, vstrides, size);
        if (out.data != x.data) {
            for (npy_intp i = 0; i < rows; ++i) {
                char *dst = out.data + i * out.strides[0];
                const char *src = x.data + i * x.strides[0];
                if (x_blocks) {
                    memcpy(dst, src, (size_t)(inner * size));
                    continue;
                }
                for (npy_intp j = 0; j < inner; ++j)
                    *(TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j)) =
                        *(const TYPE(x) *)(src + opspec_row_offset(x.ndim, x.shape, x.strides, j));
            }
        }
        for (npy_intp k = 0; k < n; ++k) {
            npy_intp i = AT(idx, k);
            if (i < 0) i += rows;
            char *dst = out.data + i * out.strides[0];
            const char *src = v.data + k * vstrides[0];
            if (v_blocks) {
                TYPE(out) *o = (TYPE(out) *)dst;
                const TYPE(v) *w = (const TYPE(v) *)src;
                if (set) memcpy(o, w, (size_t)(inner * size));
                else for (npy_intp j = 0; j < inner; ++j) o[j] = o[j] + w[j];
                continue;
            }
            for (npy_intp j = 0; j < inner; ++j) {
                TYPE(out) *o = (TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j));
                TYPE(v) value = *(const TYPE(v) *)(src + opspec_row_offset(x.ndim, vshape, vstrides, j));
                *o = set ? value : *o + value;
            }
        }
#line 1112 "subtensor.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_AdvancedIncSubtensor1__uint16_uint16_int64__uint16
int AdvancedIncSubtensor1__uint16_uint16_int64__uint16(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, int set)
{
    typedef uint16_t opspec_T_x;
    typedef uint16_t opspec_T_v;
    typedef int64_t opspec_T_idx;
    typedef uint16_t opspec_T_out;
    static const int opspec_sizes[] = {2, 2, 8, 2};
    if (opspec_check_aligned(4, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array v = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array idx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 3);
    (void)x; (void)v; (void)idx; (void)out;
    {
#line 181 "specs/subtensor.yaml"
        if (x.ndim < 1) FAIL("IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed");
        npy_intp rows = x.shape[0], n = idx.shape[0], inner = 1;
        for (int d = 1; d < x.ndim; ++d) inner *= x.shape[d];
        if (!set)   /* np.add.at checks the indices before v's shape (assignment: the other way round) */
            for (npy_intp k = 0; k < n; ++k)
                if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                    FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* v broadcast against the (n, ...) block it updates: stride 0 where it broadcasts; as
           numpy's assignment, set drops leading size-1 dimensions of v (np.add.at does not) */
        npy_intp vshape[OPSPEC_MAXDIMS], vstrides[OPSPEC_MAXDIMS];
        int lead = x.ndim - v.ndim;
        for (int d = 0; d < -lead; ++d)
            if (!set || v.shape[d] != 1)
                FAIL("v has %d dimensions, more than x's %d%s", v.ndim, x.ndim,
                     set ? ", and its extra leading ones are not all of size 1" : "");
        for (int d = 0; d < x.ndim; ++d) {
            npy_intp want = d == 0 ? n : x.shape[d];
            npy_intp have = d < lead ? 1 : v.shape[d - lead];
            if (have != want && have != 1)
                FAIL("v of shape dimension %d = %lld does not broadcast to %lld", d, (long long)have, (long long)want);
            vshape[d] = want;
            vstrides[d] = (d < lead || have == 1) ? 0 : v.strides[d - lead];
        }
        if (set)
            for (npy_intp k = 0; k < n; ++k)
                if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                    FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* On one thread: x's rows copied (as blocks when rows are contiguous), then the updates
           applied in index order, as vectors when rows are blocks. The work is bound by reading
           v. Threads owning rows of the destination (each reading every index and a scattered
           half of v's rows) were slower here: 1.28x JAX's serial scatter on a quiet machine,
           and on a loaded one twice the CPU time and twice the wall time of one thread. */
        const npy_intp size = sizeof(TYPE(out));
        const int out_blocks = opspec_rows_contiguous(out.ndim, out.shape, out.strides, size);
        const int x_blocks = out_blocks && opspec_rows_contiguous(x.ndim, x.shape, x.strides, size);
        const int v_blocks = out_blocks && opspec_rows_contiguous(x.ndim, vshape, vstrides, size);
        if (out.data != x.data) {
            for (npy_intp i = 0; i < rows; ++i) {
                char *dst = out.data + i * out.strides[0];
                const char *src = x.data + i * x.strides[0];
                if (x_blocks) {
                    memcpy(dst, src, (size_t)(inner * size));
                    continue;
                }
                for (npy_intp j = 0; j < inner; ++j)
                    *(TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j)) =
                        *(const TYPE(x) *)(src + opspec_row_offset(x.ndim, x.shape, x.strides, j));
            }
        }
        for (npy_intp k = 0; k < n; ++k) {
            npy_intp i = AT(idx, k);
            if (i < 0) i += rows;
            char *dst = out.data + i * out.strides[0];
            const char *src = v.data + k * vstrides[0];
            if (v_blocks) {
                TYPE(out) *o = (TYPE(out) *)dst;
                const TYPE(v) *w = (const TYPE(v) *)src;
                if (set) memcpy(o, w, (size_t)(inner * size));
                else for (npy_intp j = 0; j < inner; ++j) o[j] = o[j] + w[j];
                continue;
            }
            for (npy_intp j = 0; j < inner; ++j) {
                TYPE(out) *o = (TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j));
                TYPE(v) value = *(const TYPE(v) *)(src + opspec_row_offset(x.ndim, vshape, vstrides, j));
                *o = set ? value : *o + value;
            }
        }
#line 1201 "subtensor.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_AdvancedIncSubtensor1__uint32_uint32_int64__uint32
int AdvancedIncSubtensor1__uint32_uint32_int64__uint32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, int set)
{
    typedef uint32_t opspec_T_x;
    typedef uint32_t opspec_T_v;
    typedef int64_t opspec_T_idx;
    typedef uint32_t opspec_T_out;
    static const int opspec_sizes[] = {4, 4, 8, 4};
    if (opspec_check_aligned(4, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array v = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array idx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 3);
    (void)x; (void)v; (void)idx; (void)out;
    {
#line 181 "specs/subtensor.yaml"
        if (x.ndim < 1) FAIL("IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed");
        npy_intp rows = x.shape[0], n = idx.shape[0], inner = 1;
        for (int d = 1; d < x.ndim; ++d) inner *= x.shape[d];
        if (!set)   /* np.add.at checks the indices before v's shape (assignment: the other way round) */
            for (npy_intp k = 0; k < n; ++k)
                if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                    FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* v broadcast against the (n, ...) block it updates: stride 0 where it broadcasts; as
           numpy's assignment, set drops leading size-1 dimensions of v (np.add.at does not) */
        npy_intp vshape[OPSPEC_MAXDIMS], vstrides[OPSPEC_MAXDIMS];
        int lead = x.ndim - v.ndim;
        for (int d = 0; d < -lead; ++d)
            if (!set || v.shape[d] != 1)
                FAIL("v has %d dimensions, more than x's %d%s", v.ndim, x.ndim,
                     set ? ", and its extra leading ones are not all of size 1" : "");
        for (int d = 0; d < x.ndim; ++d) {
            npy_intp want = d == 0 ? n : x.shape[d];
            npy_intp have = d < lead ? 1 : v.shape[d - lead];
            if (have != want && have != 1)
                FAIL("v of shape dimension %d = %lld does not broadcast to %lld", d, (long long)have, (long long)want);
            vshape[d] = want;
            vstrides[d] = (d < lead || have == 1) ? 0 : v.strides[d - lead];
        }
        if (set)
            for (npy_intp k = 0; k < n; ++k)
                if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                    FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* On one thread: x's rows copied (as blocks when rows are contiguous), then the updates
           applied in index order, as vectors when rows are blocks. The work is bound by reading
           v. Threads owning rows of the destination (each reading every index and a scattered
           half of v's rows) were slower here: 1.28x JAX's serial scatter on a quiet machine,
           and on a loaded one twice the CPU time and twice the wall time of one thread. */
        const npy_intp size = sizeof(TYPE(out));
        const int out_blocks = opspec_rows_contiguous(out.ndim, out.shape, out.strides, size);
        const int x_blocks = out_blocks && opspec_rows_contiguous(x.ndim, x.shape, x.strides, size);
        const int v_blocks = out_blocks && opspec_rows_contiguous(x.ndim, vshape, vstrides, size);
        if (out.data != x.data) {
            for (npy_intp i = 0; i < rows; ++i) {
                char *dst = out.data + i * out.strides[0];
                const char *src = x.data + i * x.strides[0];
                if (x_blocks) {
                    memcpy(dst, src, (size_t)(inner * size));
                    continue;
                }
                for (npy_intp j = 0; j < inner; ++j)
                    *(TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j)) =
                        *(const TYPE(x) *)(src + opspec_row_offset(x.ndim, x.shape, x.strides, j));
            }
        }
        for (npy_intp k = 0; k < n; ++k) {
            npy_intp i = AT(idx, k);
            if (i < 0) i += rows;
            char *dst = out.data + i * out.strides[0];
            const char *src = v.data + k * vstrides[0];
            if (v_blocks) {
                TYPE(out) *o = (TYPE(out) *)dst;
                const TYPE(v) *w = (const TYPE(v) *)src;
                if (set) memcpy(o, w, (size_t)(inner * size));
                else for (npy_intp j = 0; j < inner; ++j) o[j] = o[j] + w[j];
                continue;
            }
            for (npy_intp j = 0; j < inner; ++j) {
                TYPE(out) *o = (TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j));
                TYPE(v) value = *(const TYPE(v) *)(src + opspec_row_offset(x.ndim, vshape, vstrides, j));
                *o = set ? value : *o + value;
            }
        }
#line 1290 "subtensor.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_AdvancedIncSubtensor1__uint64_uint64_int64__uint64
int AdvancedIncSubtensor1__uint64_uint64_int64__uint64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, int set)
{
    typedef uint64_t opspec_T_x;
    typedef uint64_t opspec_T_v;
    typedef int64_t opspec_T_idx;
    typedef uint64_t opspec_T_out;
    static const int opspec_sizes[] = {8, 8, 8, 8};
    if (opspec_check_aligned(4, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array v = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array idx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 3);
    (void)x; (void)v; (void)idx; (void)out;
    {
#line 181 "specs/subtensor.yaml"
        if (x.ndim < 1) FAIL("IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed");
        npy_intp rows = x.shape[0], n = idx.shape[0], inner = 1;
        for (int d = 1; d < x.ndim; ++d) inner *= x.shape[d];
        if (!set)   /* np.add.at checks the indices before v's shape (assignment: the other way round) */
            for (npy_intp k = 0; k < n; ++k)
                if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                    FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* v broadcast against the (n, ...) block it updates: stride 0 where it broadcasts; as
           numpy's assignment, set drops leading size-1 dimensions of v (np.add.at does not) */
        npy_intp vshape[OPSPEC_MAXDIMS], vstrides[OPSPEC_MAXDIMS];
        int lead = x.ndim - v.ndim;
        for (int d = 0; d < -lead; ++d)
            if (!set || v.shape[d] != 1)
                FAIL("v has %d dimensions, more than x's %d%s", v.ndim, x.ndim,
                     set ? ", and its extra leading ones are not all of size 1" : "");
        for (int d = 0; d < x.ndim; ++d) {
            npy_intp want = d == 0 ? n : x.shape[d];
            npy_intp have = d < lead ? 1 : v.shape[d - lead];
            if (have != want && have != 1)
                FAIL("v of shape dimension %d = %lld does not broadcast to %lld", d, (long long)have, (long long)want);
            vshape[d] = want;
            vstrides[d] = (d < lead || have == 1) ? 0 : v.strides[d - lead];
        }
        if (set)
            for (npy_intp k = 0; k < n; ++k)
                if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                    FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* On one thread: x's rows copied (as blocks when rows are contiguous), then the updates
           applied in index order, as vectors when rows are blocks. The work is bound by reading
           v. Threads owning rows of the destination (each reading every index and a scattered
           half of v's rows) were slower here: 1.28x JAX's serial scatter on a quiet machine,
           and on a loaded one twice the CPU time and twice the wall time of one thread. */
        const npy_intp size = sizeof(TYPE(out));
        const int out_blocks = opspec_rows_contiguous(out.ndim, out.shape, out.strides, size);
        const int x_blocks = out_blocks && opspec_rows_contiguous(x.ndim, x.shape, x.strides, size);
        const int v_blocks = out_blocks && opspec_rows_contiguous(x.ndim, vshape, vstrides, size);
        if (out.data != x.data) {
            for (npy_intp i = 0; i < rows; ++i) {
                char *dst = out.data + i * out.strides[0];
                const char *src = x.data + i * x.strides[0];
                if (x_blocks) {
                    memcpy(dst, src, (size_t)(inner * size));
                    continue;
                }
                for (npy_intp j = 0; j < inner; ++j)
                    *(TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j)) =
                        *(const TYPE(x) *)(src + opspec_row_offset(x.ndim, x.shape, x.strides, j));
            }
        }
        for (npy_intp k = 0; k < n; ++k) {
            npy_intp i = AT(idx, k);
            if (i < 0) i += rows;
            char *dst = out.data + i * out.strides[0];
            const char *src = v.data + k * vstrides[0];
            if (v_blocks) {
                TYPE(out) *o = (TYPE(out) *)dst;
                const TYPE(v) *w = (const TYPE(v) *)src;
                if (set) memcpy(o, w, (size_t)(inner * size));
                else for (npy_intp j = 0; j < inner; ++j) o[j] = o[j] + w[j];
                continue;
            }
            for (npy_intp j = 0; j < inner; ++j) {
                TYPE(out) *o = (TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j));
                TYPE(v) value = *(const TYPE(v) *)(src + opspec_row_offset(x.ndim, vshape, vstrides, j));
                *o = set ? value : *o + value;
            }
        }
#line 1379 "subtensor.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_AdvancedIncSubtensor1__float32_float32_int64__float32
int AdvancedIncSubtensor1__float32_float32_int64__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, int set)
{
    typedef float opspec_T_x;
    typedef float opspec_T_v;
    typedef int64_t opspec_T_idx;
    typedef float opspec_T_out;
    static const int opspec_sizes[] = {4, 4, 8, 4};
    if (opspec_check_aligned(4, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array v = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array idx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 3);
    (void)x; (void)v; (void)idx; (void)out;
    {
#line 181 "specs/subtensor.yaml"
        if (x.ndim < 1) FAIL("IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed");
        npy_intp rows = x.shape[0], n = idx.shape[0], inner = 1;
        for (int d = 1; d < x.ndim; ++d) inner *= x.shape[d];
        if (!set)   /* np.add.at checks the indices before v's shape (assignment: the other way round) */
            for (npy_intp k = 0; k < n; ++k)
                if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                    FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* v broadcast against the (n, ...) block it updates: stride 0 where it broadcasts; as
           numpy's assignment, set drops leading size-1 dimensions of v (np.add.at does not) */
        npy_intp vshape[OPSPEC_MAXDIMS], vstrides[OPSPEC_MAXDIMS];
        int lead = x.ndim - v.ndim;
        for (int d = 0; d < -lead; ++d)
            if (!set || v.shape[d] != 1)
                FAIL("v has %d dimensions, more than x's %d%s", v.ndim, x.ndim,
                     set ? ", and its extra leading ones are not all of size 1" : "");
        for (int d = 0; d < x.ndim; ++d) {
            npy_intp want = d == 0 ? n : x.shape[d];
            npy_intp have = d < lead ? 1 : v.shape[d - lead];
            if (have != want && have != 1)
                FAIL("v of shape dimension %d = %lld does not broadcast to %lld", d, (long long)have, (long long)want);
            vshape[d] = want;
            vstrides[d] = (d < lead || have == 1) ? 0 : v.strides[d - lead];
        }
        if (set)
            for (npy_intp k = 0; k < n; ++k)
                if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                    FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* On one thread: x's rows copied (as blocks when rows are contiguous), then the updates
           applied in index order, as vectors when rows are blocks. The work is bound by reading
           v. Threads owning rows of the destination (each reading every index and a scattered
           half of v's rows) were slower here: 1.28x JAX's serial scatter on a quiet machine,
           and on a loaded one twice the CPU time and twice the wall time of one thread. */
        const npy_intp size = sizeof(TYPE(out));
        const int out_blocks = opspec_rows_contiguous(out.ndim, out.shape, out.strides, size);
        const int x_blocks = out_blocks && opspec_rows_contiguous(x.ndim, x.shape, x.strides, size);
        const int v_blocks = out_blocks && opspec_rows_contiguous(x.ndim, vshape, vstrides, size);
        if (out.data != x.data) {
            for (npy_intp i = 0; i < rows; ++i) {
                char *dst = out.data + i * out.strides[0];
                const char *src = x.data + i * x.strides[0];
                if (x_blocks) {
                    memcpy(dst, src, (size_t)(inner * size));
                    continue;
                }
                for (npy_intp j = 0; j < inner; ++j)
                    *(TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j)) =
                        *(const TYPE(x) *)(src + opspec_row_offset(x.ndim, x.shape, x.strides, j));
            }
        }
        for (npy_intp k = 0; k < n; ++k) {
            npy_intp i = AT(idx, k);
            if (i < 0) i += rows;
            char *dst = out.data + i * out.strides[0];
            const char *src = v.data + k * vstrides[0];
            if (v_blocks) {
                TYPE(out) *o = (TYPE(out) *)dst;
                const TYPE(v) *w = (const TYPE(v) *)src;
                if (set) memcpy(o, w, (size_t)(inner * size));
                else for (npy_intp j = 0; j < inner; ++j) o[j] = o[j] + w[j];
                continue;
            }
            for (npy_intp j = 0; j < inner; ++j) {
                TYPE(out) *o = (TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j));
                TYPE(v) value = *(const TYPE(v) *)(src + opspec_row_offset(x.ndim, vshape, vstrides, j));
                *o = set ? value : *o + value;
            }
        }
#line 1468 "subtensor.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_AdvancedIncSubtensor1__float64_float64_int64__float64
int AdvancedIncSubtensor1__float64_float64_int64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, int set)
{
    typedef double opspec_T_x;
    typedef double opspec_T_v;
    typedef int64_t opspec_T_idx;
    typedef double opspec_T_out;
    static const int opspec_sizes[] = {8, 8, 8, 8};
    if (opspec_check_aligned(4, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array v = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array idx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 3);
    (void)x; (void)v; (void)idx; (void)out;
    {
#line 181 "specs/subtensor.yaml"
        if (x.ndim < 1) FAIL("IndexError: too many indices for array: array is 0-dimensional, but 1 were indexed");
        npy_intp rows = x.shape[0], n = idx.shape[0], inner = 1;
        for (int d = 1; d < x.ndim; ++d) inner *= x.shape[d];
        if (!set)   /* np.add.at checks the indices before v's shape (assignment: the other way round) */
            for (npy_intp k = 0; k < n; ++k)
                if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                    FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* v broadcast against the (n, ...) block it updates: stride 0 where it broadcasts; as
           numpy's assignment, set drops leading size-1 dimensions of v (np.add.at does not) */
        npy_intp vshape[OPSPEC_MAXDIMS], vstrides[OPSPEC_MAXDIMS];
        int lead = x.ndim - v.ndim;
        for (int d = 0; d < -lead; ++d)
            if (!set || v.shape[d] != 1)
                FAIL("v has %d dimensions, more than x's %d%s", v.ndim, x.ndim,
                     set ? ", and its extra leading ones are not all of size 1" : "");
        for (int d = 0; d < x.ndim; ++d) {
            npy_intp want = d == 0 ? n : x.shape[d];
            npy_intp have = d < lead ? 1 : v.shape[d - lead];
            if (have != want && have != 1)
                FAIL("v of shape dimension %d = %lld does not broadcast to %lld", d, (long long)have, (long long)want);
            vshape[d] = want;
            vstrides[d] = (d < lead || have == 1) ? 0 : v.strides[d - lead];
        }
        if (set)
            for (npy_intp k = 0; k < n; ++k)
                if (AT(idx, k) < -rows || AT(idx, k) >= rows)
                    FAIL("IndexError: index %lld is out of bounds for axis 0 with size %lld", (long long)AT(idx, k), (long long)rows);
        /* On one thread: x's rows copied (as blocks when rows are contiguous), then the updates
           applied in index order, as vectors when rows are blocks. The work is bound by reading
           v. Threads owning rows of the destination (each reading every index and a scattered
           half of v's rows) were slower here: 1.28x JAX's serial scatter on a quiet machine,
           and on a loaded one twice the CPU time and twice the wall time of one thread. */
        const npy_intp size = sizeof(TYPE(out));
        const int out_blocks = opspec_rows_contiguous(out.ndim, out.shape, out.strides, size);
        const int x_blocks = out_blocks && opspec_rows_contiguous(x.ndim, x.shape, x.strides, size);
        const int v_blocks = out_blocks && opspec_rows_contiguous(x.ndim, vshape, vstrides, size);
        if (out.data != x.data) {
            for (npy_intp i = 0; i < rows; ++i) {
                char *dst = out.data + i * out.strides[0];
                const char *src = x.data + i * x.strides[0];
                if (x_blocks) {
                    memcpy(dst, src, (size_t)(inner * size));
                    continue;
                }
                for (npy_intp j = 0; j < inner; ++j)
                    *(TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j)) =
                        *(const TYPE(x) *)(src + opspec_row_offset(x.ndim, x.shape, x.strides, j));
            }
        }
        for (npy_intp k = 0; k < n; ++k) {
            npy_intp i = AT(idx, k);
            if (i < 0) i += rows;
            char *dst = out.data + i * out.strides[0];
            const char *src = v.data + k * vstrides[0];
            if (v_blocks) {
                TYPE(out) *o = (TYPE(out) *)dst;
                const TYPE(v) *w = (const TYPE(v) *)src;
                if (set) memcpy(o, w, (size_t)(inner * size));
                else for (npy_intp j = 0; j < inner; ++j) o[j] = o[j] + w[j];
                continue;
            }
            for (npy_intp j = 0; j < inner; ++j) {
                TYPE(out) *o = (TYPE(out) *)(dst + opspec_row_offset(out.ndim, out.shape, out.strides, j));
                TYPE(v) value = *(const TYPE(v) *)(src + opspec_row_offset(x.ndim, vshape, vstrides, j));
                *o = set ? value : *o + value;
            }
        }
#line 1557 "subtensor.c"
    }
    return OPSPEC_OK;
}
#endif
#endif /* AdvancedIncSubtensor1 */
