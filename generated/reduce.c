/* Generated from specs/reduce.yaml by `opspec generate`. Edit the spec, not this file.
   The C kernels of opspec.ops.reduce: one function per op and dtype
   instantiation, ABI in opspec/link/c/opspec_kernel.h. */
/* cffi declarations (op: declaration), read by opspec.link.c.thunk:
   Sum: int Sum__bool__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Sum: int Sum__int8__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Sum: int Sum__int32__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Sum: int Sum__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Sum: int Sum__uint8__uint64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Sum: int Sum__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Sum: int Sum__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Prod: int Prod__bool__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Prod: int Prod__int8__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Prod: int Prod__int32__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Prod: int Prod__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Prod: int Prod__uint8__uint64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Prod: int Prod__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Prod: int Prod__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Max: int Max__bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Max: int Max__int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Max: int Max__int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Max: int Max__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Max: int Max__uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Max: int Max__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Max: int Max__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Min: int Min__bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Min: int Min__int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Min: int Min__int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Min: int Min__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Min: int Min__uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Min: int Min__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Min: int Min__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   All: int All__bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   All: int All__int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   All: int All__int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   All: int All__int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   All: int All__uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   All: int All__float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   All: int All__float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Any: int Any__bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Any: int Any__int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Any: int Any__int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Any: int Any__int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Any: int Any__uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Any: int Any__float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Any: int Any__float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   Argmax: int Argmax__bool__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims);
   Argmax: int Argmax__int8__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims);
   Argmax: int Argmax__int32__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims);
   Argmax: int Argmax__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims);
   Argmax: int Argmax__uint8__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims);
   Argmax: int Argmax__float32__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims);
   Argmax: int Argmax__float64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims);
*/
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Sum (specs/reduce.yaml:4) */
#ifndef OPSPEC_SKIP_Sum
/* specs/reduce.yaml:4  Sum  bool -> int64 */
static inline int64_t Sum__bool__int64_fold(int64_t acc, const _Bool x)
{
    return (int64_t)(
#line 9 "specs/reduce.yaml"
acc + x
#line 66 "reduce.c"
    );
}
static inline int64_t Sum__bool__int64_merge(int64_t acc, const int64_t x)
{
    return (int64_t)(
#line 9 "specs/reduce.yaml"
acc + x
#line 74 "reduce.c"
    );
}
static inline int64_t Sum__bool__int64_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    int64_t opspec_a0 = 0, opspec_a1 = 0, opspec_a2 = 0, opspec_a3 = 0, opspec_a4 = 0, opspec_a5 = 0, opspec_a6 = 0, opspec_a7 = 0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Sum__bool__int64_fold(opspec_a0, (*(const uint8_t *)(opspec_px + (opspec_i + 0) * 1) != 0));
        opspec_a1 = Sum__bool__int64_fold(opspec_a1, (*(const uint8_t *)(opspec_px + (opspec_i + 1) * 1) != 0));
        opspec_a2 = Sum__bool__int64_fold(opspec_a2, (*(const uint8_t *)(opspec_px + (opspec_i + 2) * 1) != 0));
        opspec_a3 = Sum__bool__int64_fold(opspec_a3, (*(const uint8_t *)(opspec_px + (opspec_i + 3) * 1) != 0));
        opspec_a4 = Sum__bool__int64_fold(opspec_a4, (*(const uint8_t *)(opspec_px + (opspec_i + 4) * 1) != 0));
        opspec_a5 = Sum__bool__int64_fold(opspec_a5, (*(const uint8_t *)(opspec_px + (opspec_i + 5) * 1) != 0));
        opspec_a6 = Sum__bool__int64_fold(opspec_a6, (*(const uint8_t *)(opspec_px + (opspec_i + 6) * 1) != 0));
        opspec_a7 = Sum__bool__int64_fold(opspec_a7, (*(const uint8_t *)(opspec_px + (opspec_i + 7) * 1) != 0));
    }
    opspec_a0 = Sum__bool__int64_merge(opspec_a0, opspec_a4);
    opspec_a1 = Sum__bool__int64_merge(opspec_a1, opspec_a5);
    opspec_a2 = Sum__bool__int64_merge(opspec_a2, opspec_a6);
    opspec_a3 = Sum__bool__int64_merge(opspec_a3, opspec_a7);
    return Sum__bool__int64_merge(Sum__bool__int64_merge(opspec_a0, opspec_a2), Sum__bool__int64_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE int64_t Sum__bool__int64_partials(const char *opspec_px, npy_intp opspec_end, int64_t acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    int64_t *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Sum__bool__int64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Sum__bool__int64_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Sum__bool__int64_merge(acc, Sum__bool__int64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Sum__bool__int64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        int64_t acc = *(int64_t *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 1) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Sum__bool__int64_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Sum__bool__int64_fold(acc, (*(const uint8_t *)(opspec_px + opspec_i * opspec_sx) != 0));
        *(int64_t *)opspec_po = acc;
    } else if (opspec_sx == 1 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((int64_t *)opspec_po)[opspec_i] = Sum__bool__int64_fold(((int64_t *)opspec_po)[opspec_i], (*(const uint8_t *)(opspec_px + opspec_i * 1) != 0));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(int64_t *)opspec_po = Sum__bool__int64_fold(*(int64_t *)opspec_po, (*(const uint8_t *)(opspec_px + opspec_i * opspec_sx) != 0));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Sum__bool__int64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Sum__bool__int64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Sum__bool__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {1, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(int64_t *)opspec_po = 0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Sum__bool__int64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Sum__bool__int64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Sum__bool__int64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:4  Sum  int8 -> int64 */
static inline int64_t Sum__int8__int64_fold(int64_t acc, const int8_t x)
{
    return (int64_t)(
#line 9 "specs/reduce.yaml"
acc + x
#line 221 "reduce.c"
    );
}
static inline int64_t Sum__int8__int64_merge(int64_t acc, const int64_t x)
{
    return (int64_t)(
#line 9 "specs/reduce.yaml"
acc + x
#line 229 "reduce.c"
    );
}
static inline int64_t Sum__int8__int64_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    int64_t opspec_a0 = 0, opspec_a1 = 0, opspec_a2 = 0, opspec_a3 = 0, opspec_a4 = 0, opspec_a5 = 0, opspec_a6 = 0, opspec_a7 = 0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Sum__int8__int64_fold(opspec_a0, *(const int8_t *)(opspec_px + (opspec_i + 0) * 1));
        opspec_a1 = Sum__int8__int64_fold(opspec_a1, *(const int8_t *)(opspec_px + (opspec_i + 1) * 1));
        opspec_a2 = Sum__int8__int64_fold(opspec_a2, *(const int8_t *)(opspec_px + (opspec_i + 2) * 1));
        opspec_a3 = Sum__int8__int64_fold(opspec_a3, *(const int8_t *)(opspec_px + (opspec_i + 3) * 1));
        opspec_a4 = Sum__int8__int64_fold(opspec_a4, *(const int8_t *)(opspec_px + (opspec_i + 4) * 1));
        opspec_a5 = Sum__int8__int64_fold(opspec_a5, *(const int8_t *)(opspec_px + (opspec_i + 5) * 1));
        opspec_a6 = Sum__int8__int64_fold(opspec_a6, *(const int8_t *)(opspec_px + (opspec_i + 6) * 1));
        opspec_a7 = Sum__int8__int64_fold(opspec_a7, *(const int8_t *)(opspec_px + (opspec_i + 7) * 1));
    }
    opspec_a0 = Sum__int8__int64_merge(opspec_a0, opspec_a4);
    opspec_a1 = Sum__int8__int64_merge(opspec_a1, opspec_a5);
    opspec_a2 = Sum__int8__int64_merge(opspec_a2, opspec_a6);
    opspec_a3 = Sum__int8__int64_merge(opspec_a3, opspec_a7);
    return Sum__int8__int64_merge(Sum__int8__int64_merge(opspec_a0, opspec_a2), Sum__int8__int64_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE int64_t Sum__int8__int64_partials(const char *opspec_px, npy_intp opspec_end, int64_t acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    int64_t *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Sum__int8__int64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Sum__int8__int64_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Sum__int8__int64_merge(acc, Sum__int8__int64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Sum__int8__int64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        int64_t acc = *(int64_t *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 1) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Sum__int8__int64_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Sum__int8__int64_fold(acc, *(const int8_t *)(opspec_px + opspec_i * opspec_sx));
        *(int64_t *)opspec_po = acc;
    } else if (opspec_sx == 1 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((int64_t *)opspec_po)[opspec_i] = Sum__int8__int64_fold(((int64_t *)opspec_po)[opspec_i], *(const int8_t *)(opspec_px + opspec_i * 1));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(int64_t *)opspec_po = Sum__int8__int64_fold(*(int64_t *)opspec_po, *(const int8_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Sum__int8__int64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Sum__int8__int64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Sum__int8__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {1, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(int64_t *)opspec_po = 0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Sum__int8__int64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Sum__int8__int64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Sum__int8__int64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:4  Sum  int32 -> int64 */
static inline int64_t Sum__int32__int64_fold(int64_t acc, const int32_t x)
{
    return (int64_t)(
#line 9 "specs/reduce.yaml"
acc + x
#line 376 "reduce.c"
    );
}
static inline int64_t Sum__int32__int64_merge(int64_t acc, const int64_t x)
{
    return (int64_t)(
#line 9 "specs/reduce.yaml"
acc + x
#line 384 "reduce.c"
    );
}
static inline int64_t Sum__int32__int64_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    int64_t opspec_a0 = 0, opspec_a1 = 0, opspec_a2 = 0, opspec_a3 = 0, opspec_a4 = 0, opspec_a5 = 0, opspec_a6 = 0, opspec_a7 = 0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Sum__int32__int64_fold(opspec_a0, *(const int32_t *)(opspec_px + (opspec_i + 0) * 4));
        opspec_a1 = Sum__int32__int64_fold(opspec_a1, *(const int32_t *)(opspec_px + (opspec_i + 1) * 4));
        opspec_a2 = Sum__int32__int64_fold(opspec_a2, *(const int32_t *)(opspec_px + (opspec_i + 2) * 4));
        opspec_a3 = Sum__int32__int64_fold(opspec_a3, *(const int32_t *)(opspec_px + (opspec_i + 3) * 4));
        opspec_a4 = Sum__int32__int64_fold(opspec_a4, *(const int32_t *)(opspec_px + (opspec_i + 4) * 4));
        opspec_a5 = Sum__int32__int64_fold(opspec_a5, *(const int32_t *)(opspec_px + (opspec_i + 5) * 4));
        opspec_a6 = Sum__int32__int64_fold(opspec_a6, *(const int32_t *)(opspec_px + (opspec_i + 6) * 4));
        opspec_a7 = Sum__int32__int64_fold(opspec_a7, *(const int32_t *)(opspec_px + (opspec_i + 7) * 4));
    }
    opspec_a0 = Sum__int32__int64_merge(opspec_a0, opspec_a4);
    opspec_a1 = Sum__int32__int64_merge(opspec_a1, opspec_a5);
    opspec_a2 = Sum__int32__int64_merge(opspec_a2, opspec_a6);
    opspec_a3 = Sum__int32__int64_merge(opspec_a3, opspec_a7);
    return Sum__int32__int64_merge(Sum__int32__int64_merge(opspec_a0, opspec_a2), Sum__int32__int64_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE int64_t Sum__int32__int64_partials(const char *opspec_px, npy_intp opspec_end, int64_t acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    int64_t *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Sum__int32__int64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Sum__int32__int64_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Sum__int32__int64_merge(acc, Sum__int32__int64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Sum__int32__int64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        int64_t acc = *(int64_t *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 4) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Sum__int32__int64_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Sum__int32__int64_fold(acc, *(const int32_t *)(opspec_px + opspec_i * opspec_sx));
        *(int64_t *)opspec_po = acc;
    } else if (opspec_sx == 4 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((int64_t *)opspec_po)[opspec_i] = Sum__int32__int64_fold(((int64_t *)opspec_po)[opspec_i], *(const int32_t *)(opspec_px + opspec_i * 4));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(int64_t *)opspec_po = Sum__int32__int64_fold(*(int64_t *)opspec_po, *(const int32_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Sum__int32__int64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Sum__int32__int64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Sum__int32__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {4, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(int64_t *)opspec_po = 0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Sum__int32__int64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Sum__int32__int64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Sum__int32__int64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:4  Sum  int64 -> int64 */
static inline int64_t Sum__int64__int64_fold(int64_t acc, const int64_t x)
{
    return (int64_t)(
#line 9 "specs/reduce.yaml"
acc + x
#line 531 "reduce.c"
    );
}
static inline int64_t Sum__int64__int64_merge(int64_t acc, const int64_t x)
{
    return (int64_t)(
#line 9 "specs/reduce.yaml"
acc + x
#line 539 "reduce.c"
    );
}
static inline int64_t Sum__int64__int64_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    int64_t opspec_a0 = 0, opspec_a1 = 0, opspec_a2 = 0, opspec_a3 = 0, opspec_a4 = 0, opspec_a5 = 0, opspec_a6 = 0, opspec_a7 = 0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Sum__int64__int64_fold(opspec_a0, *(const int64_t *)(opspec_px + (opspec_i + 0) * 8));
        opspec_a1 = Sum__int64__int64_fold(opspec_a1, *(const int64_t *)(opspec_px + (opspec_i + 1) * 8));
        opspec_a2 = Sum__int64__int64_fold(opspec_a2, *(const int64_t *)(opspec_px + (opspec_i + 2) * 8));
        opspec_a3 = Sum__int64__int64_fold(opspec_a3, *(const int64_t *)(opspec_px + (opspec_i + 3) * 8));
        opspec_a4 = Sum__int64__int64_fold(opspec_a4, *(const int64_t *)(opspec_px + (opspec_i + 4) * 8));
        opspec_a5 = Sum__int64__int64_fold(opspec_a5, *(const int64_t *)(opspec_px + (opspec_i + 5) * 8));
        opspec_a6 = Sum__int64__int64_fold(opspec_a6, *(const int64_t *)(opspec_px + (opspec_i + 6) * 8));
        opspec_a7 = Sum__int64__int64_fold(opspec_a7, *(const int64_t *)(opspec_px + (opspec_i + 7) * 8));
    }
    opspec_a0 = Sum__int64__int64_merge(opspec_a0, opspec_a4);
    opspec_a1 = Sum__int64__int64_merge(opspec_a1, opspec_a5);
    opspec_a2 = Sum__int64__int64_merge(opspec_a2, opspec_a6);
    opspec_a3 = Sum__int64__int64_merge(opspec_a3, opspec_a7);
    return Sum__int64__int64_merge(Sum__int64__int64_merge(opspec_a0, opspec_a2), Sum__int64__int64_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE int64_t Sum__int64__int64_partials(const char *opspec_px, npy_intp opspec_end, int64_t acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    int64_t *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Sum__int64__int64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Sum__int64__int64_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Sum__int64__int64_merge(acc, Sum__int64__int64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Sum__int64__int64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        int64_t acc = *(int64_t *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 8) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Sum__int64__int64_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Sum__int64__int64_fold(acc, *(const int64_t *)(opspec_px + opspec_i * opspec_sx));
        *(int64_t *)opspec_po = acc;
    } else if (opspec_sx == 8 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((int64_t *)opspec_po)[opspec_i] = Sum__int64__int64_fold(((int64_t *)opspec_po)[opspec_i], *(const int64_t *)(opspec_px + opspec_i * 8));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(int64_t *)opspec_po = Sum__int64__int64_fold(*(int64_t *)opspec_po, *(const int64_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Sum__int64__int64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Sum__int64__int64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Sum__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(int64_t *)opspec_po = 0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Sum__int64__int64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Sum__int64__int64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Sum__int64__int64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:4  Sum  uint8 -> uint64 */
static inline uint64_t Sum__uint8__uint64_fold(uint64_t acc, const uint8_t x)
{
    return (uint64_t)(
#line 9 "specs/reduce.yaml"
acc + x
#line 686 "reduce.c"
    );
}
static inline uint64_t Sum__uint8__uint64_merge(uint64_t acc, const uint64_t x)
{
    return (uint64_t)(
#line 9 "specs/reduce.yaml"
acc + x
#line 694 "reduce.c"
    );
}
static inline uint64_t Sum__uint8__uint64_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    uint64_t opspec_a0 = 0, opspec_a1 = 0, opspec_a2 = 0, opspec_a3 = 0, opspec_a4 = 0, opspec_a5 = 0, opspec_a6 = 0, opspec_a7 = 0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Sum__uint8__uint64_fold(opspec_a0, *(const uint8_t *)(opspec_px + (opspec_i + 0) * 1));
        opspec_a1 = Sum__uint8__uint64_fold(opspec_a1, *(const uint8_t *)(opspec_px + (opspec_i + 1) * 1));
        opspec_a2 = Sum__uint8__uint64_fold(opspec_a2, *(const uint8_t *)(opspec_px + (opspec_i + 2) * 1));
        opspec_a3 = Sum__uint8__uint64_fold(opspec_a3, *(const uint8_t *)(opspec_px + (opspec_i + 3) * 1));
        opspec_a4 = Sum__uint8__uint64_fold(opspec_a4, *(const uint8_t *)(opspec_px + (opspec_i + 4) * 1));
        opspec_a5 = Sum__uint8__uint64_fold(opspec_a5, *(const uint8_t *)(opspec_px + (opspec_i + 5) * 1));
        opspec_a6 = Sum__uint8__uint64_fold(opspec_a6, *(const uint8_t *)(opspec_px + (opspec_i + 6) * 1));
        opspec_a7 = Sum__uint8__uint64_fold(opspec_a7, *(const uint8_t *)(opspec_px + (opspec_i + 7) * 1));
    }
    opspec_a0 = Sum__uint8__uint64_merge(opspec_a0, opspec_a4);
    opspec_a1 = Sum__uint8__uint64_merge(opspec_a1, opspec_a5);
    opspec_a2 = Sum__uint8__uint64_merge(opspec_a2, opspec_a6);
    opspec_a3 = Sum__uint8__uint64_merge(opspec_a3, opspec_a7);
    return Sum__uint8__uint64_merge(Sum__uint8__uint64_merge(opspec_a0, opspec_a2), Sum__uint8__uint64_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE uint64_t Sum__uint8__uint64_partials(const char *opspec_px, npy_intp opspec_end, uint64_t acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    uint64_t *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Sum__uint8__uint64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Sum__uint8__uint64_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Sum__uint8__uint64_merge(acc, Sum__uint8__uint64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Sum__uint8__uint64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        uint64_t acc = *(uint64_t *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 1) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Sum__uint8__uint64_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Sum__uint8__uint64_fold(acc, *(const uint8_t *)(opspec_px + opspec_i * opspec_sx));
        *(uint64_t *)opspec_po = acc;
    } else if (opspec_sx == 1 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((uint64_t *)opspec_po)[opspec_i] = Sum__uint8__uint64_fold(((uint64_t *)opspec_po)[opspec_i], *(const uint8_t *)(opspec_px + opspec_i * 1));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(uint64_t *)opspec_po = Sum__uint8__uint64_fold(*(uint64_t *)opspec_po, *(const uint8_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Sum__uint8__uint64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Sum__uint8__uint64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Sum__uint8__uint64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {1, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(uint64_t *)opspec_po = 0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Sum__uint8__uint64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Sum__uint8__uint64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Sum__uint8__uint64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:4  Sum  float32 -> float32 */
static inline float Sum__float32__float32_fold(float acc, const float x)
{
    return (float)(
#line 9 "specs/reduce.yaml"
acc + x
#line 841 "reduce.c"
    );
}
static inline float Sum__float32__float32_merge(float acc, const float x)
{
    return (float)(
#line 9 "specs/reduce.yaml"
acc + x
#line 849 "reduce.c"
    );
}
static inline float Sum__float32__float32_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    float opspec_a0 = 0.0, opspec_a1 = 0.0, opspec_a2 = 0.0, opspec_a3 = 0.0, opspec_a4 = 0.0, opspec_a5 = 0.0, opspec_a6 = 0.0, opspec_a7 = 0.0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Sum__float32__float32_fold(opspec_a0, *(const float *)(opspec_px + (opspec_i + 0) * 4));
        opspec_a1 = Sum__float32__float32_fold(opspec_a1, *(const float *)(opspec_px + (opspec_i + 1) * 4));
        opspec_a2 = Sum__float32__float32_fold(opspec_a2, *(const float *)(opspec_px + (opspec_i + 2) * 4));
        opspec_a3 = Sum__float32__float32_fold(opspec_a3, *(const float *)(opspec_px + (opspec_i + 3) * 4));
        opspec_a4 = Sum__float32__float32_fold(opspec_a4, *(const float *)(opspec_px + (opspec_i + 4) * 4));
        opspec_a5 = Sum__float32__float32_fold(opspec_a5, *(const float *)(opspec_px + (opspec_i + 5) * 4));
        opspec_a6 = Sum__float32__float32_fold(opspec_a6, *(const float *)(opspec_px + (opspec_i + 6) * 4));
        opspec_a7 = Sum__float32__float32_fold(opspec_a7, *(const float *)(opspec_px + (opspec_i + 7) * 4));
    }
    opspec_a0 = Sum__float32__float32_merge(opspec_a0, opspec_a4);
    opspec_a1 = Sum__float32__float32_merge(opspec_a1, opspec_a5);
    opspec_a2 = Sum__float32__float32_merge(opspec_a2, opspec_a6);
    opspec_a3 = Sum__float32__float32_merge(opspec_a3, opspec_a7);
    return Sum__float32__float32_merge(Sum__float32__float32_merge(opspec_a0, opspec_a2), Sum__float32__float32_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE float Sum__float32__float32_partials(const char *opspec_px, npy_intp opspec_end, float acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    float *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Sum__float32__float32_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Sum__float32__float32_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Sum__float32__float32_merge(acc, Sum__float32__float32_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Sum__float32__float32_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        float acc = *(float *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 4) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Sum__float32__float32_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Sum__float32__float32_fold(acc, *(const float *)(opspec_px + opspec_i * opspec_sx));
        *(float *)opspec_po = acc;
    } else if (opspec_sx == 4 && opspec_so == 4) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((float *)opspec_po)[opspec_i] = Sum__float32__float32_fold(((float *)opspec_po)[opspec_i], *(const float *)(opspec_px + opspec_i * 4));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(float *)opspec_po = Sum__float32__float32_fold(*(float *)opspec_po, *(const float *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Sum__float32__float32_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Sum__float32__float32_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Sum__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {4, 4};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(float *)opspec_po = 0.0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Sum__float32__float32_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Sum__float32__float32_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Sum__float32__float32_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:4  Sum  float64 -> float64 */
static inline double Sum__float64__float64_fold(double acc, const double x)
{
    return (double)(
#line 9 "specs/reduce.yaml"
acc + x
#line 996 "reduce.c"
    );
}
static inline double Sum__float64__float64_merge(double acc, const double x)
{
    return (double)(
#line 9 "specs/reduce.yaml"
acc + x
#line 1004 "reduce.c"
    );
}
static inline double Sum__float64__float64_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    double opspec_a0 = 0.0, opspec_a1 = 0.0, opspec_a2 = 0.0, opspec_a3 = 0.0, opspec_a4 = 0.0, opspec_a5 = 0.0, opspec_a6 = 0.0, opspec_a7 = 0.0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Sum__float64__float64_fold(opspec_a0, *(const double *)(opspec_px + (opspec_i + 0) * 8));
        opspec_a1 = Sum__float64__float64_fold(opspec_a1, *(const double *)(opspec_px + (opspec_i + 1) * 8));
        opspec_a2 = Sum__float64__float64_fold(opspec_a2, *(const double *)(opspec_px + (opspec_i + 2) * 8));
        opspec_a3 = Sum__float64__float64_fold(opspec_a3, *(const double *)(opspec_px + (opspec_i + 3) * 8));
        opspec_a4 = Sum__float64__float64_fold(opspec_a4, *(const double *)(opspec_px + (opspec_i + 4) * 8));
        opspec_a5 = Sum__float64__float64_fold(opspec_a5, *(const double *)(opspec_px + (opspec_i + 5) * 8));
        opspec_a6 = Sum__float64__float64_fold(opspec_a6, *(const double *)(opspec_px + (opspec_i + 6) * 8));
        opspec_a7 = Sum__float64__float64_fold(opspec_a7, *(const double *)(opspec_px + (opspec_i + 7) * 8));
    }
    opspec_a0 = Sum__float64__float64_merge(opspec_a0, opspec_a4);
    opspec_a1 = Sum__float64__float64_merge(opspec_a1, opspec_a5);
    opspec_a2 = Sum__float64__float64_merge(opspec_a2, opspec_a6);
    opspec_a3 = Sum__float64__float64_merge(opspec_a3, opspec_a7);
    return Sum__float64__float64_merge(Sum__float64__float64_merge(opspec_a0, opspec_a2), Sum__float64__float64_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE double Sum__float64__float64_partials(const char *opspec_px, npy_intp opspec_end, double acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    double *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Sum__float64__float64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Sum__float64__float64_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Sum__float64__float64_merge(acc, Sum__float64__float64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Sum__float64__float64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        double acc = *(double *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 8) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Sum__float64__float64_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Sum__float64__float64_fold(acc, *(const double *)(opspec_px + opspec_i * opspec_sx));
        *(double *)opspec_po = acc;
    } else if (opspec_sx == 8 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((double *)opspec_po)[opspec_i] = Sum__float64__float64_fold(((double *)opspec_po)[opspec_i], *(const double *)(opspec_px + opspec_i * 8));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(double *)opspec_po = Sum__float64__float64_fold(*(double *)opspec_po, *(const double *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Sum__float64__float64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Sum__float64__float64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Sum__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(double *)opspec_po = 0.0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Sum__float64__float64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Sum__float64__float64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Sum__float64__float64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

#endif /* Sum */

/* ------------------------------------------------------------ Prod (specs/reduce.yaml:19) */
#ifndef OPSPEC_SKIP_Prod
/* specs/reduce.yaml:19  Prod  bool -> int64 */
static inline int64_t Prod__bool__int64_fold(int64_t acc, const _Bool x)
{
    return (int64_t)(
#line 25 "specs/reduce.yaml"
acc * x
#line 1155 "reduce.c"
    );
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Prod__bool__int64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        int64_t acc = *(int64_t *)opspec_po;
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            acc = Prod__bool__int64_fold(acc, (*(const uint8_t *)(opspec_px + opspec_i * opspec_sx) != 0));
        *(int64_t *)opspec_po = acc;
    } else if (opspec_sx == 1 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((int64_t *)opspec_po)[opspec_i] = Prod__bool__int64_fold(((int64_t *)opspec_po)[opspec_i], (*(const uint8_t *)(opspec_px + opspec_i * 1) != 0));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(int64_t *)opspec_po = Prod__bool__int64_fold(*(int64_t *)opspec_po, (*(const uint8_t *)(opspec_px + opspec_i * opspec_sx) != 0));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Prod__bool__int64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Prod__bool__int64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Prod__bool__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {1, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(int64_t *)opspec_po = 1;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Prod__bool__int64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Prod__bool__int64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Prod__bool__int64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:19  Prod  int8 -> int64 */
static inline int64_t Prod__int8__int64_fold(int64_t acc, const int8_t x)
{
    return (int64_t)(
#line 25 "specs/reduce.yaml"
acc * x
#line 1255 "reduce.c"
    );
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Prod__int8__int64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        int64_t acc = *(int64_t *)opspec_po;
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            acc = Prod__int8__int64_fold(acc, *(const int8_t *)(opspec_px + opspec_i * opspec_sx));
        *(int64_t *)opspec_po = acc;
    } else if (opspec_sx == 1 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((int64_t *)opspec_po)[opspec_i] = Prod__int8__int64_fold(((int64_t *)opspec_po)[opspec_i], *(const int8_t *)(opspec_px + opspec_i * 1));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(int64_t *)opspec_po = Prod__int8__int64_fold(*(int64_t *)opspec_po, *(const int8_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Prod__int8__int64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Prod__int8__int64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Prod__int8__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {1, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(int64_t *)opspec_po = 1;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Prod__int8__int64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Prod__int8__int64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Prod__int8__int64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:19  Prod  int32 -> int64 */
static inline int64_t Prod__int32__int64_fold(int64_t acc, const int32_t x)
{
    return (int64_t)(
#line 25 "specs/reduce.yaml"
acc * x
#line 1355 "reduce.c"
    );
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Prod__int32__int64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        int64_t acc = *(int64_t *)opspec_po;
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            acc = Prod__int32__int64_fold(acc, *(const int32_t *)(opspec_px + opspec_i * opspec_sx));
        *(int64_t *)opspec_po = acc;
    } else if (opspec_sx == 4 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((int64_t *)opspec_po)[opspec_i] = Prod__int32__int64_fold(((int64_t *)opspec_po)[opspec_i], *(const int32_t *)(opspec_px + opspec_i * 4));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(int64_t *)opspec_po = Prod__int32__int64_fold(*(int64_t *)opspec_po, *(const int32_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Prod__int32__int64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Prod__int32__int64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Prod__int32__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {4, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(int64_t *)opspec_po = 1;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Prod__int32__int64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Prod__int32__int64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Prod__int32__int64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:19  Prod  int64 -> int64 */
static inline int64_t Prod__int64__int64_fold(int64_t acc, const int64_t x)
{
    return (int64_t)(
#line 25 "specs/reduce.yaml"
acc * x
#line 1455 "reduce.c"
    );
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Prod__int64__int64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        int64_t acc = *(int64_t *)opspec_po;
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            acc = Prod__int64__int64_fold(acc, *(const int64_t *)(opspec_px + opspec_i * opspec_sx));
        *(int64_t *)opspec_po = acc;
    } else if (opspec_sx == 8 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((int64_t *)opspec_po)[opspec_i] = Prod__int64__int64_fold(((int64_t *)opspec_po)[opspec_i], *(const int64_t *)(opspec_px + opspec_i * 8));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(int64_t *)opspec_po = Prod__int64__int64_fold(*(int64_t *)opspec_po, *(const int64_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Prod__int64__int64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Prod__int64__int64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Prod__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(int64_t *)opspec_po = 1;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Prod__int64__int64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Prod__int64__int64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Prod__int64__int64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:19  Prod  uint8 -> uint64 */
static inline uint64_t Prod__uint8__uint64_fold(uint64_t acc, const uint8_t x)
{
    return (uint64_t)(
#line 25 "specs/reduce.yaml"
acc * x
#line 1555 "reduce.c"
    );
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Prod__uint8__uint64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        uint64_t acc = *(uint64_t *)opspec_po;
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            acc = Prod__uint8__uint64_fold(acc, *(const uint8_t *)(opspec_px + opspec_i * opspec_sx));
        *(uint64_t *)opspec_po = acc;
    } else if (opspec_sx == 1 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((uint64_t *)opspec_po)[opspec_i] = Prod__uint8__uint64_fold(((uint64_t *)opspec_po)[opspec_i], *(const uint8_t *)(opspec_px + opspec_i * 1));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(uint64_t *)opspec_po = Prod__uint8__uint64_fold(*(uint64_t *)opspec_po, *(const uint8_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Prod__uint8__uint64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Prod__uint8__uint64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Prod__uint8__uint64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {1, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(uint64_t *)opspec_po = 1;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Prod__uint8__uint64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Prod__uint8__uint64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Prod__uint8__uint64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:19  Prod  float32 -> float32 */
static inline float Prod__float32__float32_fold(float acc, const float x)
{
    return (float)(
#line 25 "specs/reduce.yaml"
acc * x
#line 1655 "reduce.c"
    );
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Prod__float32__float32_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        float acc = *(float *)opspec_po;
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            acc = Prod__float32__float32_fold(acc, *(const float *)(opspec_px + opspec_i * opspec_sx));
        *(float *)opspec_po = acc;
    } else if (opspec_sx == 4 && opspec_so == 4) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((float *)opspec_po)[opspec_i] = Prod__float32__float32_fold(((float *)opspec_po)[opspec_i], *(const float *)(opspec_px + opspec_i * 4));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(float *)opspec_po = Prod__float32__float32_fold(*(float *)opspec_po, *(const float *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Prod__float32__float32_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Prod__float32__float32_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Prod__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {4, 4};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(float *)opspec_po = 1.0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Prod__float32__float32_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Prod__float32__float32_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Prod__float32__float32_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:19  Prod  float64 -> float64 */
static inline double Prod__float64__float64_fold(double acc, const double x)
{
    return (double)(
#line 25 "specs/reduce.yaml"
acc * x
#line 1755 "reduce.c"
    );
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Prod__float64__float64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        double acc = *(double *)opspec_po;
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            acc = Prod__float64__float64_fold(acc, *(const double *)(opspec_px + opspec_i * opspec_sx));
        *(double *)opspec_po = acc;
    } else if (opspec_sx == 8 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((double *)opspec_po)[opspec_i] = Prod__float64__float64_fold(((double *)opspec_po)[opspec_i], *(const double *)(opspec_px + opspec_i * 8));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(double *)opspec_po = Prod__float64__float64_fold(*(double *)opspec_po, *(const double *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Prod__float64__float64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Prod__float64__float64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Prod__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(double *)opspec_po = 1.0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Prod__float64__float64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Prod__float64__float64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Prod__float64__float64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

#endif /* Prod */

/* ------------------------------------------------------------ Max (specs/reduce.yaml:33) */
#ifndef OPSPEC_SKIP_Max
/* specs/reduce.yaml:33  Max  bool -> bool */
static inline _Bool Max__bool__bool_fold(_Bool acc, const _Bool x)
{
    return (_Bool)(
#line 38 "specs/reduce.yaml"
(acc != acc || acc > x) ? acc : x
#line 1859 "reduce.c"
    );
}
static inline _Bool Max__bool__bool_merge(_Bool acc, const _Bool x)
{
    return (_Bool)(
#line 38 "specs/reduce.yaml"
(acc != acc || acc > x) ? acc : x
#line 1867 "reduce.c"
    );
}
static inline _Bool Max__bool__bool_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    _Bool opspec_a0 = 0, opspec_a1 = 0, opspec_a2 = 0, opspec_a3 = 0, opspec_a4 = 0, opspec_a5 = 0, opspec_a6 = 0, opspec_a7 = 0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Max__bool__bool_fold(opspec_a0, (*(const uint8_t *)(opspec_px + (opspec_i + 0) * 1) != 0));
        opspec_a1 = Max__bool__bool_fold(opspec_a1, (*(const uint8_t *)(opspec_px + (opspec_i + 1) * 1) != 0));
        opspec_a2 = Max__bool__bool_fold(opspec_a2, (*(const uint8_t *)(opspec_px + (opspec_i + 2) * 1) != 0));
        opspec_a3 = Max__bool__bool_fold(opspec_a3, (*(const uint8_t *)(opspec_px + (opspec_i + 3) * 1) != 0));
        opspec_a4 = Max__bool__bool_fold(opspec_a4, (*(const uint8_t *)(opspec_px + (opspec_i + 4) * 1) != 0));
        opspec_a5 = Max__bool__bool_fold(opspec_a5, (*(const uint8_t *)(opspec_px + (opspec_i + 5) * 1) != 0));
        opspec_a6 = Max__bool__bool_fold(opspec_a6, (*(const uint8_t *)(opspec_px + (opspec_i + 6) * 1) != 0));
        opspec_a7 = Max__bool__bool_fold(opspec_a7, (*(const uint8_t *)(opspec_px + (opspec_i + 7) * 1) != 0));
    }
    opspec_a0 = Max__bool__bool_merge(opspec_a0, opspec_a4);
    opspec_a1 = Max__bool__bool_merge(opspec_a1, opspec_a5);
    opspec_a2 = Max__bool__bool_merge(opspec_a2, opspec_a6);
    opspec_a3 = Max__bool__bool_merge(opspec_a3, opspec_a7);
    return Max__bool__bool_merge(Max__bool__bool_merge(opspec_a0, opspec_a2), Max__bool__bool_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE _Bool Max__bool__bool_partials(const char *opspec_px, npy_intp opspec_end, _Bool acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    _Bool *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Max__bool__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Max__bool__bool_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Max__bool__bool_merge(acc, Max__bool__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Max__bool__bool_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        _Bool acc = *(_Bool *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 1) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Max__bool__bool_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Max__bool__bool_fold(acc, (*(const uint8_t *)(opspec_px + opspec_i * opspec_sx) != 0));
        *(_Bool *)opspec_po = acc;
    } else if (opspec_sx == 1 && opspec_so == 1) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((_Bool *)opspec_po)[opspec_i] = Max__bool__bool_fold(((_Bool *)opspec_po)[opspec_i], (*(const uint8_t *)(opspec_px + opspec_i * 1) != 0));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(_Bool *)opspec_po = Max__bool__bool_fold(*(_Bool *)opspec_po, (*(const uint8_t *)(opspec_px + opspec_i * opspec_sx) != 0));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Max__bool__bool_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Max__bool__bool_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Max__bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_m == 0)
        FAIL("zero-size array to reduction operation Max which has no identity");
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(_Bool *)opspec_po = 0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Max__bool__bool_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Max__bool__bool_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Max__bool__bool_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:33  Max  int8 -> int8 */
static inline int8_t Max__int8__int8_fold(int8_t acc, const int8_t x)
{
    return (int8_t)(
#line 38 "specs/reduce.yaml"
(acc != acc || acc > x) ? acc : x
#line 2016 "reduce.c"
    );
}
static inline int8_t Max__int8__int8_merge(int8_t acc, const int8_t x)
{
    return (int8_t)(
#line 38 "specs/reduce.yaml"
(acc != acc || acc > x) ? acc : x
#line 2024 "reduce.c"
    );
}
static inline int8_t Max__int8__int8_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    int8_t opspec_a0 = -128, opspec_a1 = -128, opspec_a2 = -128, opspec_a3 = -128, opspec_a4 = -128, opspec_a5 = -128, opspec_a6 = -128, opspec_a7 = -128;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Max__int8__int8_fold(opspec_a0, *(const int8_t *)(opspec_px + (opspec_i + 0) * 1));
        opspec_a1 = Max__int8__int8_fold(opspec_a1, *(const int8_t *)(opspec_px + (opspec_i + 1) * 1));
        opspec_a2 = Max__int8__int8_fold(opspec_a2, *(const int8_t *)(opspec_px + (opspec_i + 2) * 1));
        opspec_a3 = Max__int8__int8_fold(opspec_a3, *(const int8_t *)(opspec_px + (opspec_i + 3) * 1));
        opspec_a4 = Max__int8__int8_fold(opspec_a4, *(const int8_t *)(opspec_px + (opspec_i + 4) * 1));
        opspec_a5 = Max__int8__int8_fold(opspec_a5, *(const int8_t *)(opspec_px + (opspec_i + 5) * 1));
        opspec_a6 = Max__int8__int8_fold(opspec_a6, *(const int8_t *)(opspec_px + (opspec_i + 6) * 1));
        opspec_a7 = Max__int8__int8_fold(opspec_a7, *(const int8_t *)(opspec_px + (opspec_i + 7) * 1));
    }
    opspec_a0 = Max__int8__int8_merge(opspec_a0, opspec_a4);
    opspec_a1 = Max__int8__int8_merge(opspec_a1, opspec_a5);
    opspec_a2 = Max__int8__int8_merge(opspec_a2, opspec_a6);
    opspec_a3 = Max__int8__int8_merge(opspec_a3, opspec_a7);
    return Max__int8__int8_merge(Max__int8__int8_merge(opspec_a0, opspec_a2), Max__int8__int8_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE int8_t Max__int8__int8_partials(const char *opspec_px, npy_intp opspec_end, int8_t acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    int8_t *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Max__int8__int8_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Max__int8__int8_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Max__int8__int8_merge(acc, Max__int8__int8_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Max__int8__int8_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        int8_t acc = *(int8_t *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 1) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Max__int8__int8_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Max__int8__int8_fold(acc, *(const int8_t *)(opspec_px + opspec_i * opspec_sx));
        *(int8_t *)opspec_po = acc;
    } else if (opspec_sx == 1 && opspec_so == 1) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((int8_t *)opspec_po)[opspec_i] = Max__int8__int8_fold(((int8_t *)opspec_po)[opspec_i], *(const int8_t *)(opspec_px + opspec_i * 1));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(int8_t *)opspec_po = Max__int8__int8_fold(*(int8_t *)opspec_po, *(const int8_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Max__int8__int8_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Max__int8__int8_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Max__int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_m == 0)
        FAIL("zero-size array to reduction operation Max which has no identity");
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(int8_t *)opspec_po = -128;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Max__int8__int8_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Max__int8__int8_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Max__int8__int8_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:33  Max  int32 -> int32 */
static inline int32_t Max__int32__int32_fold(int32_t acc, const int32_t x)
{
    return (int32_t)(
#line 38 "specs/reduce.yaml"
(acc != acc || acc > x) ? acc : x
#line 2173 "reduce.c"
    );
}
static inline int32_t Max__int32__int32_merge(int32_t acc, const int32_t x)
{
    return (int32_t)(
#line 38 "specs/reduce.yaml"
(acc != acc || acc > x) ? acc : x
#line 2181 "reduce.c"
    );
}
static inline int32_t Max__int32__int32_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    int32_t opspec_a0 = INT64_C(-2147483648), opspec_a1 = INT64_C(-2147483648), opspec_a2 = INT64_C(-2147483648), opspec_a3 = INT64_C(-2147483648), opspec_a4 = INT64_C(-2147483648), opspec_a5 = INT64_C(-2147483648), opspec_a6 = INT64_C(-2147483648), opspec_a7 = INT64_C(-2147483648);
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Max__int32__int32_fold(opspec_a0, *(const int32_t *)(opspec_px + (opspec_i + 0) * 4));
        opspec_a1 = Max__int32__int32_fold(opspec_a1, *(const int32_t *)(opspec_px + (opspec_i + 1) * 4));
        opspec_a2 = Max__int32__int32_fold(opspec_a2, *(const int32_t *)(opspec_px + (opspec_i + 2) * 4));
        opspec_a3 = Max__int32__int32_fold(opspec_a3, *(const int32_t *)(opspec_px + (opspec_i + 3) * 4));
        opspec_a4 = Max__int32__int32_fold(opspec_a4, *(const int32_t *)(opspec_px + (opspec_i + 4) * 4));
        opspec_a5 = Max__int32__int32_fold(opspec_a5, *(const int32_t *)(opspec_px + (opspec_i + 5) * 4));
        opspec_a6 = Max__int32__int32_fold(opspec_a6, *(const int32_t *)(opspec_px + (opspec_i + 6) * 4));
        opspec_a7 = Max__int32__int32_fold(opspec_a7, *(const int32_t *)(opspec_px + (opspec_i + 7) * 4));
    }
    opspec_a0 = Max__int32__int32_merge(opspec_a0, opspec_a4);
    opspec_a1 = Max__int32__int32_merge(opspec_a1, opspec_a5);
    opspec_a2 = Max__int32__int32_merge(opspec_a2, opspec_a6);
    opspec_a3 = Max__int32__int32_merge(opspec_a3, opspec_a7);
    return Max__int32__int32_merge(Max__int32__int32_merge(opspec_a0, opspec_a2), Max__int32__int32_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE int32_t Max__int32__int32_partials(const char *opspec_px, npy_intp opspec_end, int32_t acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    int32_t *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Max__int32__int32_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Max__int32__int32_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Max__int32__int32_merge(acc, Max__int32__int32_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Max__int32__int32_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        int32_t acc = *(int32_t *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 4) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Max__int32__int32_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Max__int32__int32_fold(acc, *(const int32_t *)(opspec_px + opspec_i * opspec_sx));
        *(int32_t *)opspec_po = acc;
    } else if (opspec_sx == 4 && opspec_so == 4) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((int32_t *)opspec_po)[opspec_i] = Max__int32__int32_fold(((int32_t *)opspec_po)[opspec_i], *(const int32_t *)(opspec_px + opspec_i * 4));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(int32_t *)opspec_po = Max__int32__int32_fold(*(int32_t *)opspec_po, *(const int32_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Max__int32__int32_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Max__int32__int32_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Max__int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {4, 4};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_m == 0)
        FAIL("zero-size array to reduction operation Max which has no identity");
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(int32_t *)opspec_po = INT64_C(-2147483648);
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Max__int32__int32_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Max__int32__int32_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Max__int32__int32_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:33  Max  int64 -> int64 */
static inline int64_t Max__int64__int64_fold(int64_t acc, const int64_t x)
{
    return (int64_t)(
#line 38 "specs/reduce.yaml"
(acc != acc || acc > x) ? acc : x
#line 2330 "reduce.c"
    );
}
static inline int64_t Max__int64__int64_merge(int64_t acc, const int64_t x)
{
    return (int64_t)(
#line 38 "specs/reduce.yaml"
(acc != acc || acc > x) ? acc : x
#line 2338 "reduce.c"
    );
}
static inline int64_t Max__int64__int64_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    int64_t opspec_a0 = INT64_MIN, opspec_a1 = INT64_MIN, opspec_a2 = INT64_MIN, opspec_a3 = INT64_MIN, opspec_a4 = INT64_MIN, opspec_a5 = INT64_MIN, opspec_a6 = INT64_MIN, opspec_a7 = INT64_MIN;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Max__int64__int64_fold(opspec_a0, *(const int64_t *)(opspec_px + (opspec_i + 0) * 8));
        opspec_a1 = Max__int64__int64_fold(opspec_a1, *(const int64_t *)(opspec_px + (opspec_i + 1) * 8));
        opspec_a2 = Max__int64__int64_fold(opspec_a2, *(const int64_t *)(opspec_px + (opspec_i + 2) * 8));
        opspec_a3 = Max__int64__int64_fold(opspec_a3, *(const int64_t *)(opspec_px + (opspec_i + 3) * 8));
        opspec_a4 = Max__int64__int64_fold(opspec_a4, *(const int64_t *)(opspec_px + (opspec_i + 4) * 8));
        opspec_a5 = Max__int64__int64_fold(opspec_a5, *(const int64_t *)(opspec_px + (opspec_i + 5) * 8));
        opspec_a6 = Max__int64__int64_fold(opspec_a6, *(const int64_t *)(opspec_px + (opspec_i + 6) * 8));
        opspec_a7 = Max__int64__int64_fold(opspec_a7, *(const int64_t *)(opspec_px + (opspec_i + 7) * 8));
    }
    opspec_a0 = Max__int64__int64_merge(opspec_a0, opspec_a4);
    opspec_a1 = Max__int64__int64_merge(opspec_a1, opspec_a5);
    opspec_a2 = Max__int64__int64_merge(opspec_a2, opspec_a6);
    opspec_a3 = Max__int64__int64_merge(opspec_a3, opspec_a7);
    return Max__int64__int64_merge(Max__int64__int64_merge(opspec_a0, opspec_a2), Max__int64__int64_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE int64_t Max__int64__int64_partials(const char *opspec_px, npy_intp opspec_end, int64_t acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    int64_t *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Max__int64__int64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Max__int64__int64_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Max__int64__int64_merge(acc, Max__int64__int64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Max__int64__int64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        int64_t acc = *(int64_t *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 8) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Max__int64__int64_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Max__int64__int64_fold(acc, *(const int64_t *)(opspec_px + opspec_i * opspec_sx));
        *(int64_t *)opspec_po = acc;
    } else if (opspec_sx == 8 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((int64_t *)opspec_po)[opspec_i] = Max__int64__int64_fold(((int64_t *)opspec_po)[opspec_i], *(const int64_t *)(opspec_px + opspec_i * 8));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(int64_t *)opspec_po = Max__int64__int64_fold(*(int64_t *)opspec_po, *(const int64_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Max__int64__int64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Max__int64__int64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Max__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_m == 0)
        FAIL("zero-size array to reduction operation Max which has no identity");
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(int64_t *)opspec_po = INT64_MIN;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Max__int64__int64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Max__int64__int64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Max__int64__int64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:33  Max  uint8 -> uint8 */
static inline uint8_t Max__uint8__uint8_fold(uint8_t acc, const uint8_t x)
{
    return (uint8_t)(
#line 38 "specs/reduce.yaml"
(acc != acc || acc > x) ? acc : x
#line 2487 "reduce.c"
    );
}
static inline uint8_t Max__uint8__uint8_merge(uint8_t acc, const uint8_t x)
{
    return (uint8_t)(
#line 38 "specs/reduce.yaml"
(acc != acc || acc > x) ? acc : x
#line 2495 "reduce.c"
    );
}
static inline uint8_t Max__uint8__uint8_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    uint8_t opspec_a0 = 0, opspec_a1 = 0, opspec_a2 = 0, opspec_a3 = 0, opspec_a4 = 0, opspec_a5 = 0, opspec_a6 = 0, opspec_a7 = 0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Max__uint8__uint8_fold(opspec_a0, *(const uint8_t *)(opspec_px + (opspec_i + 0) * 1));
        opspec_a1 = Max__uint8__uint8_fold(opspec_a1, *(const uint8_t *)(opspec_px + (opspec_i + 1) * 1));
        opspec_a2 = Max__uint8__uint8_fold(opspec_a2, *(const uint8_t *)(opspec_px + (opspec_i + 2) * 1));
        opspec_a3 = Max__uint8__uint8_fold(opspec_a3, *(const uint8_t *)(opspec_px + (opspec_i + 3) * 1));
        opspec_a4 = Max__uint8__uint8_fold(opspec_a4, *(const uint8_t *)(opspec_px + (opspec_i + 4) * 1));
        opspec_a5 = Max__uint8__uint8_fold(opspec_a5, *(const uint8_t *)(opspec_px + (opspec_i + 5) * 1));
        opspec_a6 = Max__uint8__uint8_fold(opspec_a6, *(const uint8_t *)(opspec_px + (opspec_i + 6) * 1));
        opspec_a7 = Max__uint8__uint8_fold(opspec_a7, *(const uint8_t *)(opspec_px + (opspec_i + 7) * 1));
    }
    opspec_a0 = Max__uint8__uint8_merge(opspec_a0, opspec_a4);
    opspec_a1 = Max__uint8__uint8_merge(opspec_a1, opspec_a5);
    opspec_a2 = Max__uint8__uint8_merge(opspec_a2, opspec_a6);
    opspec_a3 = Max__uint8__uint8_merge(opspec_a3, opspec_a7);
    return Max__uint8__uint8_merge(Max__uint8__uint8_merge(opspec_a0, opspec_a2), Max__uint8__uint8_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE uint8_t Max__uint8__uint8_partials(const char *opspec_px, npy_intp opspec_end, uint8_t acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    uint8_t *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Max__uint8__uint8_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Max__uint8__uint8_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Max__uint8__uint8_merge(acc, Max__uint8__uint8_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Max__uint8__uint8_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        uint8_t acc = *(uint8_t *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 1) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Max__uint8__uint8_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Max__uint8__uint8_fold(acc, *(const uint8_t *)(opspec_px + opspec_i * opspec_sx));
        *(uint8_t *)opspec_po = acc;
    } else if (opspec_sx == 1 && opspec_so == 1) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((uint8_t *)opspec_po)[opspec_i] = Max__uint8__uint8_fold(((uint8_t *)opspec_po)[opspec_i], *(const uint8_t *)(opspec_px + opspec_i * 1));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(uint8_t *)opspec_po = Max__uint8__uint8_fold(*(uint8_t *)opspec_po, *(const uint8_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Max__uint8__uint8_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Max__uint8__uint8_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Max__uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_m == 0)
        FAIL("zero-size array to reduction operation Max which has no identity");
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(uint8_t *)opspec_po = 0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Max__uint8__uint8_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Max__uint8__uint8_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Max__uint8__uint8_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:33  Max  float32 -> float32 */
static inline float Max__float32__float32_fold(float acc, const float x)
{
    return (float)(
#line 38 "specs/reduce.yaml"
(acc != acc || acc > x) ? acc : x
#line 2644 "reduce.c"
    );
}
static inline float Max__float32__float32_merge(float acc, const float x)
{
    return (float)(
#line 38 "specs/reduce.yaml"
(acc != acc || acc > x) ? acc : x
#line 2652 "reduce.c"
    );
}
static inline float Max__float32__float32_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    float opspec_a0 = (-INFINITY), opspec_a1 = (-INFINITY), opspec_a2 = (-INFINITY), opspec_a3 = (-INFINITY), opspec_a4 = (-INFINITY), opspec_a5 = (-INFINITY), opspec_a6 = (-INFINITY), opspec_a7 = (-INFINITY);
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Max__float32__float32_fold(opspec_a0, *(const float *)(opspec_px + (opspec_i + 0) * 4));
        opspec_a1 = Max__float32__float32_fold(opspec_a1, *(const float *)(opspec_px + (opspec_i + 1) * 4));
        opspec_a2 = Max__float32__float32_fold(opspec_a2, *(const float *)(opspec_px + (opspec_i + 2) * 4));
        opspec_a3 = Max__float32__float32_fold(opspec_a3, *(const float *)(opspec_px + (opspec_i + 3) * 4));
        opspec_a4 = Max__float32__float32_fold(opspec_a4, *(const float *)(opspec_px + (opspec_i + 4) * 4));
        opspec_a5 = Max__float32__float32_fold(opspec_a5, *(const float *)(opspec_px + (opspec_i + 5) * 4));
        opspec_a6 = Max__float32__float32_fold(opspec_a6, *(const float *)(opspec_px + (opspec_i + 6) * 4));
        opspec_a7 = Max__float32__float32_fold(opspec_a7, *(const float *)(opspec_px + (opspec_i + 7) * 4));
    }
    opspec_a0 = Max__float32__float32_merge(opspec_a0, opspec_a4);
    opspec_a1 = Max__float32__float32_merge(opspec_a1, opspec_a5);
    opspec_a2 = Max__float32__float32_merge(opspec_a2, opspec_a6);
    opspec_a3 = Max__float32__float32_merge(opspec_a3, opspec_a7);
    return Max__float32__float32_merge(Max__float32__float32_merge(opspec_a0, opspec_a2), Max__float32__float32_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE float Max__float32__float32_partials(const char *opspec_px, npy_intp opspec_end, float acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    float *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Max__float32__float32_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Max__float32__float32_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Max__float32__float32_merge(acc, Max__float32__float32_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Max__float32__float32_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        float acc = *(float *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 4) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Max__float32__float32_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Max__float32__float32_fold(acc, *(const float *)(opspec_px + opspec_i * opspec_sx));
        *(float *)opspec_po = acc;
    } else if (opspec_sx == 4 && opspec_so == 4) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((float *)opspec_po)[opspec_i] = Max__float32__float32_fold(((float *)opspec_po)[opspec_i], *(const float *)(opspec_px + opspec_i * 4));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(float *)opspec_po = Max__float32__float32_fold(*(float *)opspec_po, *(const float *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Max__float32__float32_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Max__float32__float32_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Max__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {4, 4};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_m == 0)
        FAIL("zero-size array to reduction operation Max which has no identity");
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(float *)opspec_po = (-INFINITY);
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Max__float32__float32_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Max__float32__float32_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Max__float32__float32_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:33  Max  float64 -> float64 */
static inline double Max__float64__float64_fold(double acc, const double x)
{
    return (double)(
#line 38 "specs/reduce.yaml"
(acc != acc || acc > x) ? acc : x
#line 2801 "reduce.c"
    );
}
static inline double Max__float64__float64_merge(double acc, const double x)
{
    return (double)(
#line 38 "specs/reduce.yaml"
(acc != acc || acc > x) ? acc : x
#line 2809 "reduce.c"
    );
}
static inline double Max__float64__float64_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    double opspec_a0 = (-INFINITY), opspec_a1 = (-INFINITY), opspec_a2 = (-INFINITY), opspec_a3 = (-INFINITY), opspec_a4 = (-INFINITY), opspec_a5 = (-INFINITY), opspec_a6 = (-INFINITY), opspec_a7 = (-INFINITY);
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Max__float64__float64_fold(opspec_a0, *(const double *)(opspec_px + (opspec_i + 0) * 8));
        opspec_a1 = Max__float64__float64_fold(opspec_a1, *(const double *)(opspec_px + (opspec_i + 1) * 8));
        opspec_a2 = Max__float64__float64_fold(opspec_a2, *(const double *)(opspec_px + (opspec_i + 2) * 8));
        opspec_a3 = Max__float64__float64_fold(opspec_a3, *(const double *)(opspec_px + (opspec_i + 3) * 8));
        opspec_a4 = Max__float64__float64_fold(opspec_a4, *(const double *)(opspec_px + (opspec_i + 4) * 8));
        opspec_a5 = Max__float64__float64_fold(opspec_a5, *(const double *)(opspec_px + (opspec_i + 5) * 8));
        opspec_a6 = Max__float64__float64_fold(opspec_a6, *(const double *)(opspec_px + (opspec_i + 6) * 8));
        opspec_a7 = Max__float64__float64_fold(opspec_a7, *(const double *)(opspec_px + (opspec_i + 7) * 8));
    }
    opspec_a0 = Max__float64__float64_merge(opspec_a0, opspec_a4);
    opspec_a1 = Max__float64__float64_merge(opspec_a1, opspec_a5);
    opspec_a2 = Max__float64__float64_merge(opspec_a2, opspec_a6);
    opspec_a3 = Max__float64__float64_merge(opspec_a3, opspec_a7);
    return Max__float64__float64_merge(Max__float64__float64_merge(opspec_a0, opspec_a2), Max__float64__float64_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE double Max__float64__float64_partials(const char *opspec_px, npy_intp opspec_end, double acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    double *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Max__float64__float64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Max__float64__float64_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Max__float64__float64_merge(acc, Max__float64__float64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Max__float64__float64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        double acc = *(double *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 8) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Max__float64__float64_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Max__float64__float64_fold(acc, *(const double *)(opspec_px + opspec_i * opspec_sx));
        *(double *)opspec_po = acc;
    } else if (opspec_sx == 8 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((double *)opspec_po)[opspec_i] = Max__float64__float64_fold(((double *)opspec_po)[opspec_i], *(const double *)(opspec_px + opspec_i * 8));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(double *)opspec_po = Max__float64__float64_fold(*(double *)opspec_po, *(const double *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Max__float64__float64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Max__float64__float64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Max__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_m == 0)
        FAIL("zero-size array to reduction operation Max which has no identity");
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(double *)opspec_po = (-INFINITY);
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Max__float64__float64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Max__float64__float64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Max__float64__float64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

#endif /* Max */

/* ------------------------------------------------------------ Min (specs/reduce.yaml:46) */
#ifndef OPSPEC_SKIP_Min
/* specs/reduce.yaml:46  Min  bool -> bool */
static inline _Bool Min__bool__bool_fold(_Bool acc, const _Bool x)
{
    return (_Bool)(
#line 51 "specs/reduce.yaml"
(acc != acc || acc < x) ? acc : x
#line 2962 "reduce.c"
    );
}
static inline _Bool Min__bool__bool_merge(_Bool acc, const _Bool x)
{
    return (_Bool)(
#line 51 "specs/reduce.yaml"
(acc != acc || acc < x) ? acc : x
#line 2970 "reduce.c"
    );
}
static inline _Bool Min__bool__bool_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    _Bool opspec_a0 = 1, opspec_a1 = 1, opspec_a2 = 1, opspec_a3 = 1, opspec_a4 = 1, opspec_a5 = 1, opspec_a6 = 1, opspec_a7 = 1;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Min__bool__bool_fold(opspec_a0, (*(const uint8_t *)(opspec_px + (opspec_i + 0) * 1) != 0));
        opspec_a1 = Min__bool__bool_fold(opspec_a1, (*(const uint8_t *)(opspec_px + (opspec_i + 1) * 1) != 0));
        opspec_a2 = Min__bool__bool_fold(opspec_a2, (*(const uint8_t *)(opspec_px + (opspec_i + 2) * 1) != 0));
        opspec_a3 = Min__bool__bool_fold(opspec_a3, (*(const uint8_t *)(opspec_px + (opspec_i + 3) * 1) != 0));
        opspec_a4 = Min__bool__bool_fold(opspec_a4, (*(const uint8_t *)(opspec_px + (opspec_i + 4) * 1) != 0));
        opspec_a5 = Min__bool__bool_fold(opspec_a5, (*(const uint8_t *)(opspec_px + (opspec_i + 5) * 1) != 0));
        opspec_a6 = Min__bool__bool_fold(opspec_a6, (*(const uint8_t *)(opspec_px + (opspec_i + 6) * 1) != 0));
        opspec_a7 = Min__bool__bool_fold(opspec_a7, (*(const uint8_t *)(opspec_px + (opspec_i + 7) * 1) != 0));
    }
    opspec_a0 = Min__bool__bool_merge(opspec_a0, opspec_a4);
    opspec_a1 = Min__bool__bool_merge(opspec_a1, opspec_a5);
    opspec_a2 = Min__bool__bool_merge(opspec_a2, opspec_a6);
    opspec_a3 = Min__bool__bool_merge(opspec_a3, opspec_a7);
    return Min__bool__bool_merge(Min__bool__bool_merge(opspec_a0, opspec_a2), Min__bool__bool_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE _Bool Min__bool__bool_partials(const char *opspec_px, npy_intp opspec_end, _Bool acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    _Bool *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Min__bool__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Min__bool__bool_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Min__bool__bool_merge(acc, Min__bool__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Min__bool__bool_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        _Bool acc = *(_Bool *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 1) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Min__bool__bool_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Min__bool__bool_fold(acc, (*(const uint8_t *)(opspec_px + opspec_i * opspec_sx) != 0));
        *(_Bool *)opspec_po = acc;
    } else if (opspec_sx == 1 && opspec_so == 1) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((_Bool *)opspec_po)[opspec_i] = Min__bool__bool_fold(((_Bool *)opspec_po)[opspec_i], (*(const uint8_t *)(opspec_px + opspec_i * 1) != 0));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(_Bool *)opspec_po = Min__bool__bool_fold(*(_Bool *)opspec_po, (*(const uint8_t *)(opspec_px + opspec_i * opspec_sx) != 0));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Min__bool__bool_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Min__bool__bool_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Min__bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_m == 0)
        FAIL("zero-size array to reduction operation Min which has no identity");
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(_Bool *)opspec_po = 1;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Min__bool__bool_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Min__bool__bool_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Min__bool__bool_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:46  Min  int8 -> int8 */
static inline int8_t Min__int8__int8_fold(int8_t acc, const int8_t x)
{
    return (int8_t)(
#line 51 "specs/reduce.yaml"
(acc != acc || acc < x) ? acc : x
#line 3119 "reduce.c"
    );
}
static inline int8_t Min__int8__int8_merge(int8_t acc, const int8_t x)
{
    return (int8_t)(
#line 51 "specs/reduce.yaml"
(acc != acc || acc < x) ? acc : x
#line 3127 "reduce.c"
    );
}
static inline int8_t Min__int8__int8_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    int8_t opspec_a0 = 127, opspec_a1 = 127, opspec_a2 = 127, opspec_a3 = 127, opspec_a4 = 127, opspec_a5 = 127, opspec_a6 = 127, opspec_a7 = 127;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Min__int8__int8_fold(opspec_a0, *(const int8_t *)(opspec_px + (opspec_i + 0) * 1));
        opspec_a1 = Min__int8__int8_fold(opspec_a1, *(const int8_t *)(opspec_px + (opspec_i + 1) * 1));
        opspec_a2 = Min__int8__int8_fold(opspec_a2, *(const int8_t *)(opspec_px + (opspec_i + 2) * 1));
        opspec_a3 = Min__int8__int8_fold(opspec_a3, *(const int8_t *)(opspec_px + (opspec_i + 3) * 1));
        opspec_a4 = Min__int8__int8_fold(opspec_a4, *(const int8_t *)(opspec_px + (opspec_i + 4) * 1));
        opspec_a5 = Min__int8__int8_fold(opspec_a5, *(const int8_t *)(opspec_px + (opspec_i + 5) * 1));
        opspec_a6 = Min__int8__int8_fold(opspec_a6, *(const int8_t *)(opspec_px + (opspec_i + 6) * 1));
        opspec_a7 = Min__int8__int8_fold(opspec_a7, *(const int8_t *)(opspec_px + (opspec_i + 7) * 1));
    }
    opspec_a0 = Min__int8__int8_merge(opspec_a0, opspec_a4);
    opspec_a1 = Min__int8__int8_merge(opspec_a1, opspec_a5);
    opspec_a2 = Min__int8__int8_merge(opspec_a2, opspec_a6);
    opspec_a3 = Min__int8__int8_merge(opspec_a3, opspec_a7);
    return Min__int8__int8_merge(Min__int8__int8_merge(opspec_a0, opspec_a2), Min__int8__int8_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE int8_t Min__int8__int8_partials(const char *opspec_px, npy_intp opspec_end, int8_t acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    int8_t *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Min__int8__int8_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Min__int8__int8_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Min__int8__int8_merge(acc, Min__int8__int8_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Min__int8__int8_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        int8_t acc = *(int8_t *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 1) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Min__int8__int8_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Min__int8__int8_fold(acc, *(const int8_t *)(opspec_px + opspec_i * opspec_sx));
        *(int8_t *)opspec_po = acc;
    } else if (opspec_sx == 1 && opspec_so == 1) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((int8_t *)opspec_po)[opspec_i] = Min__int8__int8_fold(((int8_t *)opspec_po)[opspec_i], *(const int8_t *)(opspec_px + opspec_i * 1));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(int8_t *)opspec_po = Min__int8__int8_fold(*(int8_t *)opspec_po, *(const int8_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Min__int8__int8_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Min__int8__int8_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Min__int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_m == 0)
        FAIL("zero-size array to reduction operation Min which has no identity");
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(int8_t *)opspec_po = 127;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Min__int8__int8_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Min__int8__int8_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Min__int8__int8_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:46  Min  int32 -> int32 */
static inline int32_t Min__int32__int32_fold(int32_t acc, const int32_t x)
{
    return (int32_t)(
#line 51 "specs/reduce.yaml"
(acc != acc || acc < x) ? acc : x
#line 3276 "reduce.c"
    );
}
static inline int32_t Min__int32__int32_merge(int32_t acc, const int32_t x)
{
    return (int32_t)(
#line 51 "specs/reduce.yaml"
(acc != acc || acc < x) ? acc : x
#line 3284 "reduce.c"
    );
}
static inline int32_t Min__int32__int32_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    int32_t opspec_a0 = 2147483647, opspec_a1 = 2147483647, opspec_a2 = 2147483647, opspec_a3 = 2147483647, opspec_a4 = 2147483647, opspec_a5 = 2147483647, opspec_a6 = 2147483647, opspec_a7 = 2147483647;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Min__int32__int32_fold(opspec_a0, *(const int32_t *)(opspec_px + (opspec_i + 0) * 4));
        opspec_a1 = Min__int32__int32_fold(opspec_a1, *(const int32_t *)(opspec_px + (opspec_i + 1) * 4));
        opspec_a2 = Min__int32__int32_fold(opspec_a2, *(const int32_t *)(opspec_px + (opspec_i + 2) * 4));
        opspec_a3 = Min__int32__int32_fold(opspec_a3, *(const int32_t *)(opspec_px + (opspec_i + 3) * 4));
        opspec_a4 = Min__int32__int32_fold(opspec_a4, *(const int32_t *)(opspec_px + (opspec_i + 4) * 4));
        opspec_a5 = Min__int32__int32_fold(opspec_a5, *(const int32_t *)(opspec_px + (opspec_i + 5) * 4));
        opspec_a6 = Min__int32__int32_fold(opspec_a6, *(const int32_t *)(opspec_px + (opspec_i + 6) * 4));
        opspec_a7 = Min__int32__int32_fold(opspec_a7, *(const int32_t *)(opspec_px + (opspec_i + 7) * 4));
    }
    opspec_a0 = Min__int32__int32_merge(opspec_a0, opspec_a4);
    opspec_a1 = Min__int32__int32_merge(opspec_a1, opspec_a5);
    opspec_a2 = Min__int32__int32_merge(opspec_a2, opspec_a6);
    opspec_a3 = Min__int32__int32_merge(opspec_a3, opspec_a7);
    return Min__int32__int32_merge(Min__int32__int32_merge(opspec_a0, opspec_a2), Min__int32__int32_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE int32_t Min__int32__int32_partials(const char *opspec_px, npy_intp opspec_end, int32_t acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    int32_t *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Min__int32__int32_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Min__int32__int32_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Min__int32__int32_merge(acc, Min__int32__int32_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Min__int32__int32_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        int32_t acc = *(int32_t *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 4) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Min__int32__int32_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Min__int32__int32_fold(acc, *(const int32_t *)(opspec_px + opspec_i * opspec_sx));
        *(int32_t *)opspec_po = acc;
    } else if (opspec_sx == 4 && opspec_so == 4) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((int32_t *)opspec_po)[opspec_i] = Min__int32__int32_fold(((int32_t *)opspec_po)[opspec_i], *(const int32_t *)(opspec_px + opspec_i * 4));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(int32_t *)opspec_po = Min__int32__int32_fold(*(int32_t *)opspec_po, *(const int32_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Min__int32__int32_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Min__int32__int32_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Min__int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {4, 4};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_m == 0)
        FAIL("zero-size array to reduction operation Min which has no identity");
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(int32_t *)opspec_po = 2147483647;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Min__int32__int32_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Min__int32__int32_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Min__int32__int32_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:46  Min  int64 -> int64 */
static inline int64_t Min__int64__int64_fold(int64_t acc, const int64_t x)
{
    return (int64_t)(
#line 51 "specs/reduce.yaml"
(acc != acc || acc < x) ? acc : x
#line 3433 "reduce.c"
    );
}
static inline int64_t Min__int64__int64_merge(int64_t acc, const int64_t x)
{
    return (int64_t)(
#line 51 "specs/reduce.yaml"
(acc != acc || acc < x) ? acc : x
#line 3441 "reduce.c"
    );
}
static inline int64_t Min__int64__int64_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    int64_t opspec_a0 = INT64_C(9223372036854775807), opspec_a1 = INT64_C(9223372036854775807), opspec_a2 = INT64_C(9223372036854775807), opspec_a3 = INT64_C(9223372036854775807), opspec_a4 = INT64_C(9223372036854775807), opspec_a5 = INT64_C(9223372036854775807), opspec_a6 = INT64_C(9223372036854775807), opspec_a7 = INT64_C(9223372036854775807);
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Min__int64__int64_fold(opspec_a0, *(const int64_t *)(opspec_px + (opspec_i + 0) * 8));
        opspec_a1 = Min__int64__int64_fold(opspec_a1, *(const int64_t *)(opspec_px + (opspec_i + 1) * 8));
        opspec_a2 = Min__int64__int64_fold(opspec_a2, *(const int64_t *)(opspec_px + (opspec_i + 2) * 8));
        opspec_a3 = Min__int64__int64_fold(opspec_a3, *(const int64_t *)(opspec_px + (opspec_i + 3) * 8));
        opspec_a4 = Min__int64__int64_fold(opspec_a4, *(const int64_t *)(opspec_px + (opspec_i + 4) * 8));
        opspec_a5 = Min__int64__int64_fold(opspec_a5, *(const int64_t *)(opspec_px + (opspec_i + 5) * 8));
        opspec_a6 = Min__int64__int64_fold(opspec_a6, *(const int64_t *)(opspec_px + (opspec_i + 6) * 8));
        opspec_a7 = Min__int64__int64_fold(opspec_a7, *(const int64_t *)(opspec_px + (opspec_i + 7) * 8));
    }
    opspec_a0 = Min__int64__int64_merge(opspec_a0, opspec_a4);
    opspec_a1 = Min__int64__int64_merge(opspec_a1, opspec_a5);
    opspec_a2 = Min__int64__int64_merge(opspec_a2, opspec_a6);
    opspec_a3 = Min__int64__int64_merge(opspec_a3, opspec_a7);
    return Min__int64__int64_merge(Min__int64__int64_merge(opspec_a0, opspec_a2), Min__int64__int64_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE int64_t Min__int64__int64_partials(const char *opspec_px, npy_intp opspec_end, int64_t acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    int64_t *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Min__int64__int64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Min__int64__int64_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Min__int64__int64_merge(acc, Min__int64__int64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Min__int64__int64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        int64_t acc = *(int64_t *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 8) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Min__int64__int64_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Min__int64__int64_fold(acc, *(const int64_t *)(opspec_px + opspec_i * opspec_sx));
        *(int64_t *)opspec_po = acc;
    } else if (opspec_sx == 8 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((int64_t *)opspec_po)[opspec_i] = Min__int64__int64_fold(((int64_t *)opspec_po)[opspec_i], *(const int64_t *)(opspec_px + opspec_i * 8));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(int64_t *)opspec_po = Min__int64__int64_fold(*(int64_t *)opspec_po, *(const int64_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Min__int64__int64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Min__int64__int64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Min__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_m == 0)
        FAIL("zero-size array to reduction operation Min which has no identity");
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(int64_t *)opspec_po = INT64_C(9223372036854775807);
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Min__int64__int64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Min__int64__int64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Min__int64__int64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:46  Min  uint8 -> uint8 */
static inline uint8_t Min__uint8__uint8_fold(uint8_t acc, const uint8_t x)
{
    return (uint8_t)(
#line 51 "specs/reduce.yaml"
(acc != acc || acc < x) ? acc : x
#line 3590 "reduce.c"
    );
}
static inline uint8_t Min__uint8__uint8_merge(uint8_t acc, const uint8_t x)
{
    return (uint8_t)(
#line 51 "specs/reduce.yaml"
(acc != acc || acc < x) ? acc : x
#line 3598 "reduce.c"
    );
}
static inline uint8_t Min__uint8__uint8_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    uint8_t opspec_a0 = 255, opspec_a1 = 255, opspec_a2 = 255, opspec_a3 = 255, opspec_a4 = 255, opspec_a5 = 255, opspec_a6 = 255, opspec_a7 = 255;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Min__uint8__uint8_fold(opspec_a0, *(const uint8_t *)(opspec_px + (opspec_i + 0) * 1));
        opspec_a1 = Min__uint8__uint8_fold(opspec_a1, *(const uint8_t *)(opspec_px + (opspec_i + 1) * 1));
        opspec_a2 = Min__uint8__uint8_fold(opspec_a2, *(const uint8_t *)(opspec_px + (opspec_i + 2) * 1));
        opspec_a3 = Min__uint8__uint8_fold(opspec_a3, *(const uint8_t *)(opspec_px + (opspec_i + 3) * 1));
        opspec_a4 = Min__uint8__uint8_fold(opspec_a4, *(const uint8_t *)(opspec_px + (opspec_i + 4) * 1));
        opspec_a5 = Min__uint8__uint8_fold(opspec_a5, *(const uint8_t *)(opspec_px + (opspec_i + 5) * 1));
        opspec_a6 = Min__uint8__uint8_fold(opspec_a6, *(const uint8_t *)(opspec_px + (opspec_i + 6) * 1));
        opspec_a7 = Min__uint8__uint8_fold(opspec_a7, *(const uint8_t *)(opspec_px + (opspec_i + 7) * 1));
    }
    opspec_a0 = Min__uint8__uint8_merge(opspec_a0, opspec_a4);
    opspec_a1 = Min__uint8__uint8_merge(opspec_a1, opspec_a5);
    opspec_a2 = Min__uint8__uint8_merge(opspec_a2, opspec_a6);
    opspec_a3 = Min__uint8__uint8_merge(opspec_a3, opspec_a7);
    return Min__uint8__uint8_merge(Min__uint8__uint8_merge(opspec_a0, opspec_a2), Min__uint8__uint8_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE uint8_t Min__uint8__uint8_partials(const char *opspec_px, npy_intp opspec_end, uint8_t acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    uint8_t *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Min__uint8__uint8_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Min__uint8__uint8_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Min__uint8__uint8_merge(acc, Min__uint8__uint8_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Min__uint8__uint8_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        uint8_t acc = *(uint8_t *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 1) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Min__uint8__uint8_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Min__uint8__uint8_fold(acc, *(const uint8_t *)(opspec_px + opspec_i * opspec_sx));
        *(uint8_t *)opspec_po = acc;
    } else if (opspec_sx == 1 && opspec_so == 1) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((uint8_t *)opspec_po)[opspec_i] = Min__uint8__uint8_fold(((uint8_t *)opspec_po)[opspec_i], *(const uint8_t *)(opspec_px + opspec_i * 1));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(uint8_t *)opspec_po = Min__uint8__uint8_fold(*(uint8_t *)opspec_po, *(const uint8_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Min__uint8__uint8_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Min__uint8__uint8_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Min__uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_m == 0)
        FAIL("zero-size array to reduction operation Min which has no identity");
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(uint8_t *)opspec_po = 255;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Min__uint8__uint8_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Min__uint8__uint8_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Min__uint8__uint8_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:46  Min  float32 -> float32 */
static inline float Min__float32__float32_fold(float acc, const float x)
{
    return (float)(
#line 51 "specs/reduce.yaml"
(acc != acc || acc < x) ? acc : x
#line 3747 "reduce.c"
    );
}
static inline float Min__float32__float32_merge(float acc, const float x)
{
    return (float)(
#line 51 "specs/reduce.yaml"
(acc != acc || acc < x) ? acc : x
#line 3755 "reduce.c"
    );
}
static inline float Min__float32__float32_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    float opspec_a0 = INFINITY, opspec_a1 = INFINITY, opspec_a2 = INFINITY, opspec_a3 = INFINITY, opspec_a4 = INFINITY, opspec_a5 = INFINITY, opspec_a6 = INFINITY, opspec_a7 = INFINITY;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Min__float32__float32_fold(opspec_a0, *(const float *)(opspec_px + (opspec_i + 0) * 4));
        opspec_a1 = Min__float32__float32_fold(opspec_a1, *(const float *)(opspec_px + (opspec_i + 1) * 4));
        opspec_a2 = Min__float32__float32_fold(opspec_a2, *(const float *)(opspec_px + (opspec_i + 2) * 4));
        opspec_a3 = Min__float32__float32_fold(opspec_a3, *(const float *)(opspec_px + (opspec_i + 3) * 4));
        opspec_a4 = Min__float32__float32_fold(opspec_a4, *(const float *)(opspec_px + (opspec_i + 4) * 4));
        opspec_a5 = Min__float32__float32_fold(opspec_a5, *(const float *)(opspec_px + (opspec_i + 5) * 4));
        opspec_a6 = Min__float32__float32_fold(opspec_a6, *(const float *)(opspec_px + (opspec_i + 6) * 4));
        opspec_a7 = Min__float32__float32_fold(opspec_a7, *(const float *)(opspec_px + (opspec_i + 7) * 4));
    }
    opspec_a0 = Min__float32__float32_merge(opspec_a0, opspec_a4);
    opspec_a1 = Min__float32__float32_merge(opspec_a1, opspec_a5);
    opspec_a2 = Min__float32__float32_merge(opspec_a2, opspec_a6);
    opspec_a3 = Min__float32__float32_merge(opspec_a3, opspec_a7);
    return Min__float32__float32_merge(Min__float32__float32_merge(opspec_a0, opspec_a2), Min__float32__float32_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE float Min__float32__float32_partials(const char *opspec_px, npy_intp opspec_end, float acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    float *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Min__float32__float32_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Min__float32__float32_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Min__float32__float32_merge(acc, Min__float32__float32_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Min__float32__float32_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        float acc = *(float *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 4) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Min__float32__float32_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Min__float32__float32_fold(acc, *(const float *)(opspec_px + opspec_i * opspec_sx));
        *(float *)opspec_po = acc;
    } else if (opspec_sx == 4 && opspec_so == 4) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((float *)opspec_po)[opspec_i] = Min__float32__float32_fold(((float *)opspec_po)[opspec_i], *(const float *)(opspec_px + opspec_i * 4));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(float *)opspec_po = Min__float32__float32_fold(*(float *)opspec_po, *(const float *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Min__float32__float32_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Min__float32__float32_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Min__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {4, 4};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_m == 0)
        FAIL("zero-size array to reduction operation Min which has no identity");
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(float *)opspec_po = INFINITY;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Min__float32__float32_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Min__float32__float32_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Min__float32__float32_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:46  Min  float64 -> float64 */
static inline double Min__float64__float64_fold(double acc, const double x)
{
    return (double)(
#line 51 "specs/reduce.yaml"
(acc != acc || acc < x) ? acc : x
#line 3904 "reduce.c"
    );
}
static inline double Min__float64__float64_merge(double acc, const double x)
{
    return (double)(
#line 51 "specs/reduce.yaml"
(acc != acc || acc < x) ? acc : x
#line 3912 "reduce.c"
    );
}
static inline double Min__float64__float64_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    double opspec_a0 = INFINITY, opspec_a1 = INFINITY, opspec_a2 = INFINITY, opspec_a3 = INFINITY, opspec_a4 = INFINITY, opspec_a5 = INFINITY, opspec_a6 = INFINITY, opspec_a7 = INFINITY;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Min__float64__float64_fold(opspec_a0, *(const double *)(opspec_px + (opspec_i + 0) * 8));
        opspec_a1 = Min__float64__float64_fold(opspec_a1, *(const double *)(opspec_px + (opspec_i + 1) * 8));
        opspec_a2 = Min__float64__float64_fold(opspec_a2, *(const double *)(opspec_px + (opspec_i + 2) * 8));
        opspec_a3 = Min__float64__float64_fold(opspec_a3, *(const double *)(opspec_px + (opspec_i + 3) * 8));
        opspec_a4 = Min__float64__float64_fold(opspec_a4, *(const double *)(opspec_px + (opspec_i + 4) * 8));
        opspec_a5 = Min__float64__float64_fold(opspec_a5, *(const double *)(opspec_px + (opspec_i + 5) * 8));
        opspec_a6 = Min__float64__float64_fold(opspec_a6, *(const double *)(opspec_px + (opspec_i + 6) * 8));
        opspec_a7 = Min__float64__float64_fold(opspec_a7, *(const double *)(opspec_px + (opspec_i + 7) * 8));
    }
    opspec_a0 = Min__float64__float64_merge(opspec_a0, opspec_a4);
    opspec_a1 = Min__float64__float64_merge(opspec_a1, opspec_a5);
    opspec_a2 = Min__float64__float64_merge(opspec_a2, opspec_a6);
    opspec_a3 = Min__float64__float64_merge(opspec_a3, opspec_a7);
    return Min__float64__float64_merge(Min__float64__float64_merge(opspec_a0, opspec_a2), Min__float64__float64_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE double Min__float64__float64_partials(const char *opspec_px, npy_intp opspec_end, double acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    double *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Min__float64__float64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Min__float64__float64_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Min__float64__float64_merge(acc, Min__float64__float64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Min__float64__float64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        double acc = *(double *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 8) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Min__float64__float64_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Min__float64__float64_fold(acc, *(const double *)(opspec_px + opspec_i * opspec_sx));
        *(double *)opspec_po = acc;
    } else if (opspec_sx == 8 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((double *)opspec_po)[opspec_i] = Min__float64__float64_fold(((double *)opspec_po)[opspec_i], *(const double *)(opspec_px + opspec_i * 8));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(double *)opspec_po = Min__float64__float64_fold(*(double *)opspec_po, *(const double *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Min__float64__float64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Min__float64__float64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Min__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_m == 0)
        FAIL("zero-size array to reduction operation Min which has no identity");
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(double *)opspec_po = INFINITY;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Min__float64__float64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Min__float64__float64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Min__float64__float64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

#endif /* Min */

/* ------------------------------------------------------------ All (specs/reduce.yaml:58) */
#ifndef OPSPEC_SKIP_All
/* specs/reduce.yaml:58  All  bool -> bool */
static inline _Bool All__bool__bool_fold(_Bool acc, const _Bool x)
{
    return (_Bool)(
#line 63 "specs/reduce.yaml"
acc && x
#line 4065 "reduce.c"
    );
}
static inline _Bool All__bool__bool_merge(_Bool acc, const _Bool x)
{
    return (_Bool)(
#line 63 "specs/reduce.yaml"
acc && x
#line 4073 "reduce.c"
    );
}
static inline _Bool All__bool__bool_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    _Bool opspec_a0 = 1, opspec_a1 = 1, opspec_a2 = 1, opspec_a3 = 1, opspec_a4 = 1, opspec_a5 = 1, opspec_a6 = 1, opspec_a7 = 1;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = All__bool__bool_fold(opspec_a0, (*(const uint8_t *)(opspec_px + (opspec_i + 0) * 1) != 0));
        opspec_a1 = All__bool__bool_fold(opspec_a1, (*(const uint8_t *)(opspec_px + (opspec_i + 1) * 1) != 0));
        opspec_a2 = All__bool__bool_fold(opspec_a2, (*(const uint8_t *)(opspec_px + (opspec_i + 2) * 1) != 0));
        opspec_a3 = All__bool__bool_fold(opspec_a3, (*(const uint8_t *)(opspec_px + (opspec_i + 3) * 1) != 0));
        opspec_a4 = All__bool__bool_fold(opspec_a4, (*(const uint8_t *)(opspec_px + (opspec_i + 4) * 1) != 0));
        opspec_a5 = All__bool__bool_fold(opspec_a5, (*(const uint8_t *)(opspec_px + (opspec_i + 5) * 1) != 0));
        opspec_a6 = All__bool__bool_fold(opspec_a6, (*(const uint8_t *)(opspec_px + (opspec_i + 6) * 1) != 0));
        opspec_a7 = All__bool__bool_fold(opspec_a7, (*(const uint8_t *)(opspec_px + (opspec_i + 7) * 1) != 0));
    }
    opspec_a0 = All__bool__bool_merge(opspec_a0, opspec_a4);
    opspec_a1 = All__bool__bool_merge(opspec_a1, opspec_a5);
    opspec_a2 = All__bool__bool_merge(opspec_a2, opspec_a6);
    opspec_a3 = All__bool__bool_merge(opspec_a3, opspec_a7);
    return All__bool__bool_merge(All__bool__bool_merge(opspec_a0, opspec_a2), All__bool__bool_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE _Bool All__bool__bool_partials(const char *opspec_px, npy_intp opspec_end, _Bool acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    _Bool *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = All__bool__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = All__bool__bool_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = All__bool__bool_merge(acc, All__bool__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void All__bool__bool_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        _Bool acc = *(_Bool *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 1) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = All__bool__bool_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = All__bool__bool_fold(acc, (*(const uint8_t *)(opspec_px + opspec_i * opspec_sx) != 0));
        *(_Bool *)opspec_po = acc;
    } else if (opspec_sx == 1 && opspec_so == 1) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((_Bool *)opspec_po)[opspec_i] = All__bool__bool_fold(((_Bool *)opspec_po)[opspec_i], (*(const uint8_t *)(opspec_px + opspec_i * 1) != 0));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(_Bool *)opspec_po = All__bool__bool_fold(*(_Bool *)opspec_po, (*(const uint8_t *)(opspec_px + opspec_i * opspec_sx) != 0));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void All__bool__bool_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        All__bool__bool_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int All__bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(_Bool *)opspec_po = 1;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            All__bool__bool_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) All__bool__bool_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    All__bool__bool_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:58  All  int8 -> bool */
static inline _Bool All__int8__bool_fold(_Bool acc, const int8_t x)
{
    return (_Bool)(
#line 63 "specs/reduce.yaml"
acc && x
#line 4220 "reduce.c"
    );
}
static inline _Bool All__int8__bool_merge(_Bool acc, const _Bool x)
{
    return (_Bool)(
#line 63 "specs/reduce.yaml"
acc && x
#line 4228 "reduce.c"
    );
}
static inline _Bool All__int8__bool_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    _Bool opspec_a0 = 1, opspec_a1 = 1, opspec_a2 = 1, opspec_a3 = 1, opspec_a4 = 1, opspec_a5 = 1, opspec_a6 = 1, opspec_a7 = 1;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = All__int8__bool_fold(opspec_a0, *(const int8_t *)(opspec_px + (opspec_i + 0) * 1));
        opspec_a1 = All__int8__bool_fold(opspec_a1, *(const int8_t *)(opspec_px + (opspec_i + 1) * 1));
        opspec_a2 = All__int8__bool_fold(opspec_a2, *(const int8_t *)(opspec_px + (opspec_i + 2) * 1));
        opspec_a3 = All__int8__bool_fold(opspec_a3, *(const int8_t *)(opspec_px + (opspec_i + 3) * 1));
        opspec_a4 = All__int8__bool_fold(opspec_a4, *(const int8_t *)(opspec_px + (opspec_i + 4) * 1));
        opspec_a5 = All__int8__bool_fold(opspec_a5, *(const int8_t *)(opspec_px + (opspec_i + 5) * 1));
        opspec_a6 = All__int8__bool_fold(opspec_a6, *(const int8_t *)(opspec_px + (opspec_i + 6) * 1));
        opspec_a7 = All__int8__bool_fold(opspec_a7, *(const int8_t *)(opspec_px + (opspec_i + 7) * 1));
    }
    opspec_a0 = All__int8__bool_merge(opspec_a0, opspec_a4);
    opspec_a1 = All__int8__bool_merge(opspec_a1, opspec_a5);
    opspec_a2 = All__int8__bool_merge(opspec_a2, opspec_a6);
    opspec_a3 = All__int8__bool_merge(opspec_a3, opspec_a7);
    return All__int8__bool_merge(All__int8__bool_merge(opspec_a0, opspec_a2), All__int8__bool_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE _Bool All__int8__bool_partials(const char *opspec_px, npy_intp opspec_end, _Bool acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    _Bool *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = All__int8__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = All__int8__bool_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = All__int8__bool_merge(acc, All__int8__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void All__int8__bool_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        _Bool acc = *(_Bool *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 1) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = All__int8__bool_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = All__int8__bool_fold(acc, *(const int8_t *)(opspec_px + opspec_i * opspec_sx));
        *(_Bool *)opspec_po = acc;
    } else if (opspec_sx == 1 && opspec_so == 1) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((_Bool *)opspec_po)[opspec_i] = All__int8__bool_fold(((_Bool *)opspec_po)[opspec_i], *(const int8_t *)(opspec_px + opspec_i * 1));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(_Bool *)opspec_po = All__int8__bool_fold(*(_Bool *)opspec_po, *(const int8_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void All__int8__bool_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        All__int8__bool_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int All__int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(_Bool *)opspec_po = 1;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            All__int8__bool_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) All__int8__bool_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    All__int8__bool_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:58  All  int32 -> bool */
static inline _Bool All__int32__bool_fold(_Bool acc, const int32_t x)
{
    return (_Bool)(
#line 63 "specs/reduce.yaml"
acc && x
#line 4375 "reduce.c"
    );
}
static inline _Bool All__int32__bool_merge(_Bool acc, const _Bool x)
{
    return (_Bool)(
#line 63 "specs/reduce.yaml"
acc && x
#line 4383 "reduce.c"
    );
}
static inline _Bool All__int32__bool_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    _Bool opspec_a0 = 1, opspec_a1 = 1, opspec_a2 = 1, opspec_a3 = 1, opspec_a4 = 1, opspec_a5 = 1, opspec_a6 = 1, opspec_a7 = 1;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = All__int32__bool_fold(opspec_a0, *(const int32_t *)(opspec_px + (opspec_i + 0) * 4));
        opspec_a1 = All__int32__bool_fold(opspec_a1, *(const int32_t *)(opspec_px + (opspec_i + 1) * 4));
        opspec_a2 = All__int32__bool_fold(opspec_a2, *(const int32_t *)(opspec_px + (opspec_i + 2) * 4));
        opspec_a3 = All__int32__bool_fold(opspec_a3, *(const int32_t *)(opspec_px + (opspec_i + 3) * 4));
        opspec_a4 = All__int32__bool_fold(opspec_a4, *(const int32_t *)(opspec_px + (opspec_i + 4) * 4));
        opspec_a5 = All__int32__bool_fold(opspec_a5, *(const int32_t *)(opspec_px + (opspec_i + 5) * 4));
        opspec_a6 = All__int32__bool_fold(opspec_a6, *(const int32_t *)(opspec_px + (opspec_i + 6) * 4));
        opspec_a7 = All__int32__bool_fold(opspec_a7, *(const int32_t *)(opspec_px + (opspec_i + 7) * 4));
    }
    opspec_a0 = All__int32__bool_merge(opspec_a0, opspec_a4);
    opspec_a1 = All__int32__bool_merge(opspec_a1, opspec_a5);
    opspec_a2 = All__int32__bool_merge(opspec_a2, opspec_a6);
    opspec_a3 = All__int32__bool_merge(opspec_a3, opspec_a7);
    return All__int32__bool_merge(All__int32__bool_merge(opspec_a0, opspec_a2), All__int32__bool_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE _Bool All__int32__bool_partials(const char *opspec_px, npy_intp opspec_end, _Bool acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    _Bool *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = All__int32__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = All__int32__bool_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = All__int32__bool_merge(acc, All__int32__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void All__int32__bool_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        _Bool acc = *(_Bool *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 4) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = All__int32__bool_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = All__int32__bool_fold(acc, *(const int32_t *)(opspec_px + opspec_i * opspec_sx));
        *(_Bool *)opspec_po = acc;
    } else if (opspec_sx == 4 && opspec_so == 1) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((_Bool *)opspec_po)[opspec_i] = All__int32__bool_fold(((_Bool *)opspec_po)[opspec_i], *(const int32_t *)(opspec_px + opspec_i * 4));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(_Bool *)opspec_po = All__int32__bool_fold(*(_Bool *)opspec_po, *(const int32_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void All__int32__bool_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        All__int32__bool_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int All__int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {4, 1};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(_Bool *)opspec_po = 1;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            All__int32__bool_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) All__int32__bool_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    All__int32__bool_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:58  All  int64 -> bool */
static inline _Bool All__int64__bool_fold(_Bool acc, const int64_t x)
{
    return (_Bool)(
#line 63 "specs/reduce.yaml"
acc && x
#line 4530 "reduce.c"
    );
}
static inline _Bool All__int64__bool_merge(_Bool acc, const _Bool x)
{
    return (_Bool)(
#line 63 "specs/reduce.yaml"
acc && x
#line 4538 "reduce.c"
    );
}
static inline _Bool All__int64__bool_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    _Bool opspec_a0 = 1, opspec_a1 = 1, opspec_a2 = 1, opspec_a3 = 1, opspec_a4 = 1, opspec_a5 = 1, opspec_a6 = 1, opspec_a7 = 1;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = All__int64__bool_fold(opspec_a0, *(const int64_t *)(opspec_px + (opspec_i + 0) * 8));
        opspec_a1 = All__int64__bool_fold(opspec_a1, *(const int64_t *)(opspec_px + (opspec_i + 1) * 8));
        opspec_a2 = All__int64__bool_fold(opspec_a2, *(const int64_t *)(opspec_px + (opspec_i + 2) * 8));
        opspec_a3 = All__int64__bool_fold(opspec_a3, *(const int64_t *)(opspec_px + (opspec_i + 3) * 8));
        opspec_a4 = All__int64__bool_fold(opspec_a4, *(const int64_t *)(opspec_px + (opspec_i + 4) * 8));
        opspec_a5 = All__int64__bool_fold(opspec_a5, *(const int64_t *)(opspec_px + (opspec_i + 5) * 8));
        opspec_a6 = All__int64__bool_fold(opspec_a6, *(const int64_t *)(opspec_px + (opspec_i + 6) * 8));
        opspec_a7 = All__int64__bool_fold(opspec_a7, *(const int64_t *)(opspec_px + (opspec_i + 7) * 8));
    }
    opspec_a0 = All__int64__bool_merge(opspec_a0, opspec_a4);
    opspec_a1 = All__int64__bool_merge(opspec_a1, opspec_a5);
    opspec_a2 = All__int64__bool_merge(opspec_a2, opspec_a6);
    opspec_a3 = All__int64__bool_merge(opspec_a3, opspec_a7);
    return All__int64__bool_merge(All__int64__bool_merge(opspec_a0, opspec_a2), All__int64__bool_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE _Bool All__int64__bool_partials(const char *opspec_px, npy_intp opspec_end, _Bool acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    _Bool *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = All__int64__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = All__int64__bool_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = All__int64__bool_merge(acc, All__int64__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void All__int64__bool_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        _Bool acc = *(_Bool *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 8) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = All__int64__bool_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = All__int64__bool_fold(acc, *(const int64_t *)(opspec_px + opspec_i * opspec_sx));
        *(_Bool *)opspec_po = acc;
    } else if (opspec_sx == 8 && opspec_so == 1) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((_Bool *)opspec_po)[opspec_i] = All__int64__bool_fold(((_Bool *)opspec_po)[opspec_i], *(const int64_t *)(opspec_px + opspec_i * 8));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(_Bool *)opspec_po = All__int64__bool_fold(*(_Bool *)opspec_po, *(const int64_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void All__int64__bool_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        All__int64__bool_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int All__int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {8, 1};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(_Bool *)opspec_po = 1;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            All__int64__bool_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) All__int64__bool_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    All__int64__bool_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:58  All  uint8 -> bool */
static inline _Bool All__uint8__bool_fold(_Bool acc, const uint8_t x)
{
    return (_Bool)(
#line 63 "specs/reduce.yaml"
acc && x
#line 4685 "reduce.c"
    );
}
static inline _Bool All__uint8__bool_merge(_Bool acc, const _Bool x)
{
    return (_Bool)(
#line 63 "specs/reduce.yaml"
acc && x
#line 4693 "reduce.c"
    );
}
static inline _Bool All__uint8__bool_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    _Bool opspec_a0 = 1, opspec_a1 = 1, opspec_a2 = 1, opspec_a3 = 1, opspec_a4 = 1, opspec_a5 = 1, opspec_a6 = 1, opspec_a7 = 1;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = All__uint8__bool_fold(opspec_a0, *(const uint8_t *)(opspec_px + (opspec_i + 0) * 1));
        opspec_a1 = All__uint8__bool_fold(opspec_a1, *(const uint8_t *)(opspec_px + (opspec_i + 1) * 1));
        opspec_a2 = All__uint8__bool_fold(opspec_a2, *(const uint8_t *)(opspec_px + (opspec_i + 2) * 1));
        opspec_a3 = All__uint8__bool_fold(opspec_a3, *(const uint8_t *)(opspec_px + (opspec_i + 3) * 1));
        opspec_a4 = All__uint8__bool_fold(opspec_a4, *(const uint8_t *)(opspec_px + (opspec_i + 4) * 1));
        opspec_a5 = All__uint8__bool_fold(opspec_a5, *(const uint8_t *)(opspec_px + (opspec_i + 5) * 1));
        opspec_a6 = All__uint8__bool_fold(opspec_a6, *(const uint8_t *)(opspec_px + (opspec_i + 6) * 1));
        opspec_a7 = All__uint8__bool_fold(opspec_a7, *(const uint8_t *)(opspec_px + (opspec_i + 7) * 1));
    }
    opspec_a0 = All__uint8__bool_merge(opspec_a0, opspec_a4);
    opspec_a1 = All__uint8__bool_merge(opspec_a1, opspec_a5);
    opspec_a2 = All__uint8__bool_merge(opspec_a2, opspec_a6);
    opspec_a3 = All__uint8__bool_merge(opspec_a3, opspec_a7);
    return All__uint8__bool_merge(All__uint8__bool_merge(opspec_a0, opspec_a2), All__uint8__bool_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE _Bool All__uint8__bool_partials(const char *opspec_px, npy_intp opspec_end, _Bool acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    _Bool *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = All__uint8__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = All__uint8__bool_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = All__uint8__bool_merge(acc, All__uint8__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void All__uint8__bool_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        _Bool acc = *(_Bool *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 1) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = All__uint8__bool_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = All__uint8__bool_fold(acc, *(const uint8_t *)(opspec_px + opspec_i * opspec_sx));
        *(_Bool *)opspec_po = acc;
    } else if (opspec_sx == 1 && opspec_so == 1) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((_Bool *)opspec_po)[opspec_i] = All__uint8__bool_fold(((_Bool *)opspec_po)[opspec_i], *(const uint8_t *)(opspec_px + opspec_i * 1));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(_Bool *)opspec_po = All__uint8__bool_fold(*(_Bool *)opspec_po, *(const uint8_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void All__uint8__bool_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        All__uint8__bool_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int All__uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(_Bool *)opspec_po = 1;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            All__uint8__bool_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) All__uint8__bool_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    All__uint8__bool_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:58  All  float32 -> bool */
static inline _Bool All__float32__bool_fold(_Bool acc, const float x)
{
    return (_Bool)(
#line 63 "specs/reduce.yaml"
acc && x
#line 4840 "reduce.c"
    );
}
static inline _Bool All__float32__bool_merge(_Bool acc, const _Bool x)
{
    return (_Bool)(
#line 63 "specs/reduce.yaml"
acc && x
#line 4848 "reduce.c"
    );
}
static inline _Bool All__float32__bool_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    _Bool opspec_a0 = 1, opspec_a1 = 1, opspec_a2 = 1, opspec_a3 = 1, opspec_a4 = 1, opspec_a5 = 1, opspec_a6 = 1, opspec_a7 = 1;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = All__float32__bool_fold(opspec_a0, *(const float *)(opspec_px + (opspec_i + 0) * 4));
        opspec_a1 = All__float32__bool_fold(opspec_a1, *(const float *)(opspec_px + (opspec_i + 1) * 4));
        opspec_a2 = All__float32__bool_fold(opspec_a2, *(const float *)(opspec_px + (opspec_i + 2) * 4));
        opspec_a3 = All__float32__bool_fold(opspec_a3, *(const float *)(opspec_px + (opspec_i + 3) * 4));
        opspec_a4 = All__float32__bool_fold(opspec_a4, *(const float *)(opspec_px + (opspec_i + 4) * 4));
        opspec_a5 = All__float32__bool_fold(opspec_a5, *(const float *)(opspec_px + (opspec_i + 5) * 4));
        opspec_a6 = All__float32__bool_fold(opspec_a6, *(const float *)(opspec_px + (opspec_i + 6) * 4));
        opspec_a7 = All__float32__bool_fold(opspec_a7, *(const float *)(opspec_px + (opspec_i + 7) * 4));
    }
    opspec_a0 = All__float32__bool_merge(opspec_a0, opspec_a4);
    opspec_a1 = All__float32__bool_merge(opspec_a1, opspec_a5);
    opspec_a2 = All__float32__bool_merge(opspec_a2, opspec_a6);
    opspec_a3 = All__float32__bool_merge(opspec_a3, opspec_a7);
    return All__float32__bool_merge(All__float32__bool_merge(opspec_a0, opspec_a2), All__float32__bool_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE _Bool All__float32__bool_partials(const char *opspec_px, npy_intp opspec_end, _Bool acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    _Bool *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = All__float32__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = All__float32__bool_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = All__float32__bool_merge(acc, All__float32__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void All__float32__bool_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        _Bool acc = *(_Bool *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 4) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = All__float32__bool_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = All__float32__bool_fold(acc, *(const float *)(opspec_px + opspec_i * opspec_sx));
        *(_Bool *)opspec_po = acc;
    } else if (opspec_sx == 4 && opspec_so == 1) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((_Bool *)opspec_po)[opspec_i] = All__float32__bool_fold(((_Bool *)opspec_po)[opspec_i], *(const float *)(opspec_px + opspec_i * 4));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(_Bool *)opspec_po = All__float32__bool_fold(*(_Bool *)opspec_po, *(const float *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void All__float32__bool_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        All__float32__bool_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int All__float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {4, 1};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(_Bool *)opspec_po = 1;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            All__float32__bool_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) All__float32__bool_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    All__float32__bool_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:58  All  float64 -> bool */
static inline _Bool All__float64__bool_fold(_Bool acc, const double x)
{
    return (_Bool)(
#line 63 "specs/reduce.yaml"
acc && x
#line 4995 "reduce.c"
    );
}
static inline _Bool All__float64__bool_merge(_Bool acc, const _Bool x)
{
    return (_Bool)(
#line 63 "specs/reduce.yaml"
acc && x
#line 5003 "reduce.c"
    );
}
static inline _Bool All__float64__bool_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    _Bool opspec_a0 = 1, opspec_a1 = 1, opspec_a2 = 1, opspec_a3 = 1, opspec_a4 = 1, opspec_a5 = 1, opspec_a6 = 1, opspec_a7 = 1;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = All__float64__bool_fold(opspec_a0, *(const double *)(opspec_px + (opspec_i + 0) * 8));
        opspec_a1 = All__float64__bool_fold(opspec_a1, *(const double *)(opspec_px + (opspec_i + 1) * 8));
        opspec_a2 = All__float64__bool_fold(opspec_a2, *(const double *)(opspec_px + (opspec_i + 2) * 8));
        opspec_a3 = All__float64__bool_fold(opspec_a3, *(const double *)(opspec_px + (opspec_i + 3) * 8));
        opspec_a4 = All__float64__bool_fold(opspec_a4, *(const double *)(opspec_px + (opspec_i + 4) * 8));
        opspec_a5 = All__float64__bool_fold(opspec_a5, *(const double *)(opspec_px + (opspec_i + 5) * 8));
        opspec_a6 = All__float64__bool_fold(opspec_a6, *(const double *)(opspec_px + (opspec_i + 6) * 8));
        opspec_a7 = All__float64__bool_fold(opspec_a7, *(const double *)(opspec_px + (opspec_i + 7) * 8));
    }
    opspec_a0 = All__float64__bool_merge(opspec_a0, opspec_a4);
    opspec_a1 = All__float64__bool_merge(opspec_a1, opspec_a5);
    opspec_a2 = All__float64__bool_merge(opspec_a2, opspec_a6);
    opspec_a3 = All__float64__bool_merge(opspec_a3, opspec_a7);
    return All__float64__bool_merge(All__float64__bool_merge(opspec_a0, opspec_a2), All__float64__bool_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE _Bool All__float64__bool_partials(const char *opspec_px, npy_intp opspec_end, _Bool acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    _Bool *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = All__float64__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = All__float64__bool_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = All__float64__bool_merge(acc, All__float64__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void All__float64__bool_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        _Bool acc = *(_Bool *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 8) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = All__float64__bool_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = All__float64__bool_fold(acc, *(const double *)(opspec_px + opspec_i * opspec_sx));
        *(_Bool *)opspec_po = acc;
    } else if (opspec_sx == 8 && opspec_so == 1) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((_Bool *)opspec_po)[opspec_i] = All__float64__bool_fold(((_Bool *)opspec_po)[opspec_i], *(const double *)(opspec_px + opspec_i * 8));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(_Bool *)opspec_po = All__float64__bool_fold(*(_Bool *)opspec_po, *(const double *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void All__float64__bool_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        All__float64__bool_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int All__float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {8, 1};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(_Bool *)opspec_po = 1;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            All__float64__bool_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) All__float64__bool_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    All__float64__bool_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

#endif /* All */

/* ------------------------------------------------------------ Any (specs/reduce.yaml:69) */
#ifndef OPSPEC_SKIP_Any
/* specs/reduce.yaml:69  Any  bool -> bool */
static inline _Bool Any__bool__bool_fold(_Bool acc, const _Bool x)
{
    return (_Bool)(
#line 74 "specs/reduce.yaml"
acc || x
#line 5154 "reduce.c"
    );
}
static inline _Bool Any__bool__bool_merge(_Bool acc, const _Bool x)
{
    return (_Bool)(
#line 74 "specs/reduce.yaml"
acc || x
#line 5162 "reduce.c"
    );
}
static inline _Bool Any__bool__bool_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    _Bool opspec_a0 = 0, opspec_a1 = 0, opspec_a2 = 0, opspec_a3 = 0, opspec_a4 = 0, opspec_a5 = 0, opspec_a6 = 0, opspec_a7 = 0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Any__bool__bool_fold(opspec_a0, (*(const uint8_t *)(opspec_px + (opspec_i + 0) * 1) != 0));
        opspec_a1 = Any__bool__bool_fold(opspec_a1, (*(const uint8_t *)(opspec_px + (opspec_i + 1) * 1) != 0));
        opspec_a2 = Any__bool__bool_fold(opspec_a2, (*(const uint8_t *)(opspec_px + (opspec_i + 2) * 1) != 0));
        opspec_a3 = Any__bool__bool_fold(opspec_a3, (*(const uint8_t *)(opspec_px + (opspec_i + 3) * 1) != 0));
        opspec_a4 = Any__bool__bool_fold(opspec_a4, (*(const uint8_t *)(opspec_px + (opspec_i + 4) * 1) != 0));
        opspec_a5 = Any__bool__bool_fold(opspec_a5, (*(const uint8_t *)(opspec_px + (opspec_i + 5) * 1) != 0));
        opspec_a6 = Any__bool__bool_fold(opspec_a6, (*(const uint8_t *)(opspec_px + (opspec_i + 6) * 1) != 0));
        opspec_a7 = Any__bool__bool_fold(opspec_a7, (*(const uint8_t *)(opspec_px + (opspec_i + 7) * 1) != 0));
    }
    opspec_a0 = Any__bool__bool_merge(opspec_a0, opspec_a4);
    opspec_a1 = Any__bool__bool_merge(opspec_a1, opspec_a5);
    opspec_a2 = Any__bool__bool_merge(opspec_a2, opspec_a6);
    opspec_a3 = Any__bool__bool_merge(opspec_a3, opspec_a7);
    return Any__bool__bool_merge(Any__bool__bool_merge(opspec_a0, opspec_a2), Any__bool__bool_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE _Bool Any__bool__bool_partials(const char *opspec_px, npy_intp opspec_end, _Bool acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    _Bool *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Any__bool__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Any__bool__bool_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Any__bool__bool_merge(acc, Any__bool__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Any__bool__bool_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        _Bool acc = *(_Bool *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 1) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Any__bool__bool_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Any__bool__bool_fold(acc, (*(const uint8_t *)(opspec_px + opspec_i * opspec_sx) != 0));
        *(_Bool *)opspec_po = acc;
    } else if (opspec_sx == 1 && opspec_so == 1) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((_Bool *)opspec_po)[opspec_i] = Any__bool__bool_fold(((_Bool *)opspec_po)[opspec_i], (*(const uint8_t *)(opspec_px + opspec_i * 1) != 0));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(_Bool *)opspec_po = Any__bool__bool_fold(*(_Bool *)opspec_po, (*(const uint8_t *)(opspec_px + opspec_i * opspec_sx) != 0));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Any__bool__bool_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Any__bool__bool_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Any__bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(_Bool *)opspec_po = 0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Any__bool__bool_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Any__bool__bool_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Any__bool__bool_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:69  Any  int8 -> bool */
static inline _Bool Any__int8__bool_fold(_Bool acc, const int8_t x)
{
    return (_Bool)(
#line 74 "specs/reduce.yaml"
acc || x
#line 5309 "reduce.c"
    );
}
static inline _Bool Any__int8__bool_merge(_Bool acc, const _Bool x)
{
    return (_Bool)(
#line 74 "specs/reduce.yaml"
acc || x
#line 5317 "reduce.c"
    );
}
static inline _Bool Any__int8__bool_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    _Bool opspec_a0 = 0, opspec_a1 = 0, opspec_a2 = 0, opspec_a3 = 0, opspec_a4 = 0, opspec_a5 = 0, opspec_a6 = 0, opspec_a7 = 0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Any__int8__bool_fold(opspec_a0, *(const int8_t *)(opspec_px + (opspec_i + 0) * 1));
        opspec_a1 = Any__int8__bool_fold(opspec_a1, *(const int8_t *)(opspec_px + (opspec_i + 1) * 1));
        opspec_a2 = Any__int8__bool_fold(opspec_a2, *(const int8_t *)(opspec_px + (opspec_i + 2) * 1));
        opspec_a3 = Any__int8__bool_fold(opspec_a3, *(const int8_t *)(opspec_px + (opspec_i + 3) * 1));
        opspec_a4 = Any__int8__bool_fold(opspec_a4, *(const int8_t *)(opspec_px + (opspec_i + 4) * 1));
        opspec_a5 = Any__int8__bool_fold(opspec_a5, *(const int8_t *)(opspec_px + (opspec_i + 5) * 1));
        opspec_a6 = Any__int8__bool_fold(opspec_a6, *(const int8_t *)(opspec_px + (opspec_i + 6) * 1));
        opspec_a7 = Any__int8__bool_fold(opspec_a7, *(const int8_t *)(opspec_px + (opspec_i + 7) * 1));
    }
    opspec_a0 = Any__int8__bool_merge(opspec_a0, opspec_a4);
    opspec_a1 = Any__int8__bool_merge(opspec_a1, opspec_a5);
    opspec_a2 = Any__int8__bool_merge(opspec_a2, opspec_a6);
    opspec_a3 = Any__int8__bool_merge(opspec_a3, opspec_a7);
    return Any__int8__bool_merge(Any__int8__bool_merge(opspec_a0, opspec_a2), Any__int8__bool_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE _Bool Any__int8__bool_partials(const char *opspec_px, npy_intp opspec_end, _Bool acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    _Bool *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Any__int8__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Any__int8__bool_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Any__int8__bool_merge(acc, Any__int8__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Any__int8__bool_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        _Bool acc = *(_Bool *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 1) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Any__int8__bool_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Any__int8__bool_fold(acc, *(const int8_t *)(opspec_px + opspec_i * opspec_sx));
        *(_Bool *)opspec_po = acc;
    } else if (opspec_sx == 1 && opspec_so == 1) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((_Bool *)opspec_po)[opspec_i] = Any__int8__bool_fold(((_Bool *)opspec_po)[opspec_i], *(const int8_t *)(opspec_px + opspec_i * 1));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(_Bool *)opspec_po = Any__int8__bool_fold(*(_Bool *)opspec_po, *(const int8_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Any__int8__bool_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Any__int8__bool_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Any__int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(_Bool *)opspec_po = 0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Any__int8__bool_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Any__int8__bool_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Any__int8__bool_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:69  Any  int32 -> bool */
static inline _Bool Any__int32__bool_fold(_Bool acc, const int32_t x)
{
    return (_Bool)(
#line 74 "specs/reduce.yaml"
acc || x
#line 5464 "reduce.c"
    );
}
static inline _Bool Any__int32__bool_merge(_Bool acc, const _Bool x)
{
    return (_Bool)(
#line 74 "specs/reduce.yaml"
acc || x
#line 5472 "reduce.c"
    );
}
static inline _Bool Any__int32__bool_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    _Bool opspec_a0 = 0, opspec_a1 = 0, opspec_a2 = 0, opspec_a3 = 0, opspec_a4 = 0, opspec_a5 = 0, opspec_a6 = 0, opspec_a7 = 0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Any__int32__bool_fold(opspec_a0, *(const int32_t *)(opspec_px + (opspec_i + 0) * 4));
        opspec_a1 = Any__int32__bool_fold(opspec_a1, *(const int32_t *)(opspec_px + (opspec_i + 1) * 4));
        opspec_a2 = Any__int32__bool_fold(opspec_a2, *(const int32_t *)(opspec_px + (opspec_i + 2) * 4));
        opspec_a3 = Any__int32__bool_fold(opspec_a3, *(const int32_t *)(opspec_px + (opspec_i + 3) * 4));
        opspec_a4 = Any__int32__bool_fold(opspec_a4, *(const int32_t *)(opspec_px + (opspec_i + 4) * 4));
        opspec_a5 = Any__int32__bool_fold(opspec_a5, *(const int32_t *)(opspec_px + (opspec_i + 5) * 4));
        opspec_a6 = Any__int32__bool_fold(opspec_a6, *(const int32_t *)(opspec_px + (opspec_i + 6) * 4));
        opspec_a7 = Any__int32__bool_fold(opspec_a7, *(const int32_t *)(opspec_px + (opspec_i + 7) * 4));
    }
    opspec_a0 = Any__int32__bool_merge(opspec_a0, opspec_a4);
    opspec_a1 = Any__int32__bool_merge(opspec_a1, opspec_a5);
    opspec_a2 = Any__int32__bool_merge(opspec_a2, opspec_a6);
    opspec_a3 = Any__int32__bool_merge(opspec_a3, opspec_a7);
    return Any__int32__bool_merge(Any__int32__bool_merge(opspec_a0, opspec_a2), Any__int32__bool_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE _Bool Any__int32__bool_partials(const char *opspec_px, npy_intp opspec_end, _Bool acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    _Bool *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Any__int32__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Any__int32__bool_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Any__int32__bool_merge(acc, Any__int32__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Any__int32__bool_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        _Bool acc = *(_Bool *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 4) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Any__int32__bool_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Any__int32__bool_fold(acc, *(const int32_t *)(opspec_px + opspec_i * opspec_sx));
        *(_Bool *)opspec_po = acc;
    } else if (opspec_sx == 4 && opspec_so == 1) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((_Bool *)opspec_po)[opspec_i] = Any__int32__bool_fold(((_Bool *)opspec_po)[opspec_i], *(const int32_t *)(opspec_px + opspec_i * 4));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(_Bool *)opspec_po = Any__int32__bool_fold(*(_Bool *)opspec_po, *(const int32_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Any__int32__bool_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Any__int32__bool_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Any__int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {4, 1};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(_Bool *)opspec_po = 0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Any__int32__bool_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Any__int32__bool_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Any__int32__bool_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:69  Any  int64 -> bool */
static inline _Bool Any__int64__bool_fold(_Bool acc, const int64_t x)
{
    return (_Bool)(
#line 74 "specs/reduce.yaml"
acc || x
#line 5619 "reduce.c"
    );
}
static inline _Bool Any__int64__bool_merge(_Bool acc, const _Bool x)
{
    return (_Bool)(
#line 74 "specs/reduce.yaml"
acc || x
#line 5627 "reduce.c"
    );
}
static inline _Bool Any__int64__bool_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    _Bool opspec_a0 = 0, opspec_a1 = 0, opspec_a2 = 0, opspec_a3 = 0, opspec_a4 = 0, opspec_a5 = 0, opspec_a6 = 0, opspec_a7 = 0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Any__int64__bool_fold(opspec_a0, *(const int64_t *)(opspec_px + (opspec_i + 0) * 8));
        opspec_a1 = Any__int64__bool_fold(opspec_a1, *(const int64_t *)(opspec_px + (opspec_i + 1) * 8));
        opspec_a2 = Any__int64__bool_fold(opspec_a2, *(const int64_t *)(opspec_px + (opspec_i + 2) * 8));
        opspec_a3 = Any__int64__bool_fold(opspec_a3, *(const int64_t *)(opspec_px + (opspec_i + 3) * 8));
        opspec_a4 = Any__int64__bool_fold(opspec_a4, *(const int64_t *)(opspec_px + (opspec_i + 4) * 8));
        opspec_a5 = Any__int64__bool_fold(opspec_a5, *(const int64_t *)(opspec_px + (opspec_i + 5) * 8));
        opspec_a6 = Any__int64__bool_fold(opspec_a6, *(const int64_t *)(opspec_px + (opspec_i + 6) * 8));
        opspec_a7 = Any__int64__bool_fold(opspec_a7, *(const int64_t *)(opspec_px + (opspec_i + 7) * 8));
    }
    opspec_a0 = Any__int64__bool_merge(opspec_a0, opspec_a4);
    opspec_a1 = Any__int64__bool_merge(opspec_a1, opspec_a5);
    opspec_a2 = Any__int64__bool_merge(opspec_a2, opspec_a6);
    opspec_a3 = Any__int64__bool_merge(opspec_a3, opspec_a7);
    return Any__int64__bool_merge(Any__int64__bool_merge(opspec_a0, opspec_a2), Any__int64__bool_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE _Bool Any__int64__bool_partials(const char *opspec_px, npy_intp opspec_end, _Bool acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    _Bool *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Any__int64__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Any__int64__bool_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Any__int64__bool_merge(acc, Any__int64__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Any__int64__bool_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        _Bool acc = *(_Bool *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 8) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Any__int64__bool_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Any__int64__bool_fold(acc, *(const int64_t *)(opspec_px + opspec_i * opspec_sx));
        *(_Bool *)opspec_po = acc;
    } else if (opspec_sx == 8 && opspec_so == 1) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((_Bool *)opspec_po)[opspec_i] = Any__int64__bool_fold(((_Bool *)opspec_po)[opspec_i], *(const int64_t *)(opspec_px + opspec_i * 8));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(_Bool *)opspec_po = Any__int64__bool_fold(*(_Bool *)opspec_po, *(const int64_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Any__int64__bool_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Any__int64__bool_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Any__int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {8, 1};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(_Bool *)opspec_po = 0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Any__int64__bool_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Any__int64__bool_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Any__int64__bool_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:69  Any  uint8 -> bool */
static inline _Bool Any__uint8__bool_fold(_Bool acc, const uint8_t x)
{
    return (_Bool)(
#line 74 "specs/reduce.yaml"
acc || x
#line 5774 "reduce.c"
    );
}
static inline _Bool Any__uint8__bool_merge(_Bool acc, const _Bool x)
{
    return (_Bool)(
#line 74 "specs/reduce.yaml"
acc || x
#line 5782 "reduce.c"
    );
}
static inline _Bool Any__uint8__bool_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    _Bool opspec_a0 = 0, opspec_a1 = 0, opspec_a2 = 0, opspec_a3 = 0, opspec_a4 = 0, opspec_a5 = 0, opspec_a6 = 0, opspec_a7 = 0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Any__uint8__bool_fold(opspec_a0, *(const uint8_t *)(opspec_px + (opspec_i + 0) * 1));
        opspec_a1 = Any__uint8__bool_fold(opspec_a1, *(const uint8_t *)(opspec_px + (opspec_i + 1) * 1));
        opspec_a2 = Any__uint8__bool_fold(opspec_a2, *(const uint8_t *)(opspec_px + (opspec_i + 2) * 1));
        opspec_a3 = Any__uint8__bool_fold(opspec_a3, *(const uint8_t *)(opspec_px + (opspec_i + 3) * 1));
        opspec_a4 = Any__uint8__bool_fold(opspec_a4, *(const uint8_t *)(opspec_px + (opspec_i + 4) * 1));
        opspec_a5 = Any__uint8__bool_fold(opspec_a5, *(const uint8_t *)(opspec_px + (opspec_i + 5) * 1));
        opspec_a6 = Any__uint8__bool_fold(opspec_a6, *(const uint8_t *)(opspec_px + (opspec_i + 6) * 1));
        opspec_a7 = Any__uint8__bool_fold(opspec_a7, *(const uint8_t *)(opspec_px + (opspec_i + 7) * 1));
    }
    opspec_a0 = Any__uint8__bool_merge(opspec_a0, opspec_a4);
    opspec_a1 = Any__uint8__bool_merge(opspec_a1, opspec_a5);
    opspec_a2 = Any__uint8__bool_merge(opspec_a2, opspec_a6);
    opspec_a3 = Any__uint8__bool_merge(opspec_a3, opspec_a7);
    return Any__uint8__bool_merge(Any__uint8__bool_merge(opspec_a0, opspec_a2), Any__uint8__bool_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE _Bool Any__uint8__bool_partials(const char *opspec_px, npy_intp opspec_end, _Bool acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    _Bool *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Any__uint8__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Any__uint8__bool_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Any__uint8__bool_merge(acc, Any__uint8__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Any__uint8__bool_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        _Bool acc = *(_Bool *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 1) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Any__uint8__bool_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Any__uint8__bool_fold(acc, *(const uint8_t *)(opspec_px + opspec_i * opspec_sx));
        *(_Bool *)opspec_po = acc;
    } else if (opspec_sx == 1 && opspec_so == 1) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((_Bool *)opspec_po)[opspec_i] = Any__uint8__bool_fold(((_Bool *)opspec_po)[opspec_i], *(const uint8_t *)(opspec_px + opspec_i * 1));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(_Bool *)opspec_po = Any__uint8__bool_fold(*(_Bool *)opspec_po, *(const uint8_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Any__uint8__bool_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Any__uint8__bool_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Any__uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(_Bool *)opspec_po = 0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Any__uint8__bool_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Any__uint8__bool_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Any__uint8__bool_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:69  Any  float32 -> bool */
static inline _Bool Any__float32__bool_fold(_Bool acc, const float x)
{
    return (_Bool)(
#line 74 "specs/reduce.yaml"
acc || x
#line 5929 "reduce.c"
    );
}
static inline _Bool Any__float32__bool_merge(_Bool acc, const _Bool x)
{
    return (_Bool)(
#line 74 "specs/reduce.yaml"
acc || x
#line 5937 "reduce.c"
    );
}
static inline _Bool Any__float32__bool_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    _Bool opspec_a0 = 0, opspec_a1 = 0, opspec_a2 = 0, opspec_a3 = 0, opspec_a4 = 0, opspec_a5 = 0, opspec_a6 = 0, opspec_a7 = 0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Any__float32__bool_fold(opspec_a0, *(const float *)(opspec_px + (opspec_i + 0) * 4));
        opspec_a1 = Any__float32__bool_fold(opspec_a1, *(const float *)(opspec_px + (opspec_i + 1) * 4));
        opspec_a2 = Any__float32__bool_fold(opspec_a2, *(const float *)(opspec_px + (opspec_i + 2) * 4));
        opspec_a3 = Any__float32__bool_fold(opspec_a3, *(const float *)(opspec_px + (opspec_i + 3) * 4));
        opspec_a4 = Any__float32__bool_fold(opspec_a4, *(const float *)(opspec_px + (opspec_i + 4) * 4));
        opspec_a5 = Any__float32__bool_fold(opspec_a5, *(const float *)(opspec_px + (opspec_i + 5) * 4));
        opspec_a6 = Any__float32__bool_fold(opspec_a6, *(const float *)(opspec_px + (opspec_i + 6) * 4));
        opspec_a7 = Any__float32__bool_fold(opspec_a7, *(const float *)(opspec_px + (opspec_i + 7) * 4));
    }
    opspec_a0 = Any__float32__bool_merge(opspec_a0, opspec_a4);
    opspec_a1 = Any__float32__bool_merge(opspec_a1, opspec_a5);
    opspec_a2 = Any__float32__bool_merge(opspec_a2, opspec_a6);
    opspec_a3 = Any__float32__bool_merge(opspec_a3, opspec_a7);
    return Any__float32__bool_merge(Any__float32__bool_merge(opspec_a0, opspec_a2), Any__float32__bool_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE _Bool Any__float32__bool_partials(const char *opspec_px, npy_intp opspec_end, _Bool acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    _Bool *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Any__float32__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Any__float32__bool_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Any__float32__bool_merge(acc, Any__float32__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Any__float32__bool_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        _Bool acc = *(_Bool *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 4) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Any__float32__bool_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Any__float32__bool_fold(acc, *(const float *)(opspec_px + opspec_i * opspec_sx));
        *(_Bool *)opspec_po = acc;
    } else if (opspec_sx == 4 && opspec_so == 1) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((_Bool *)opspec_po)[opspec_i] = Any__float32__bool_fold(((_Bool *)opspec_po)[opspec_i], *(const float *)(opspec_px + opspec_i * 4));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(_Bool *)opspec_po = Any__float32__bool_fold(*(_Bool *)opspec_po, *(const float *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Any__float32__bool_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Any__float32__bool_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Any__float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {4, 1};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(_Bool *)opspec_po = 0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Any__float32__bool_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Any__float32__bool_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Any__float32__bool_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/reduce.yaml:69  Any  float64 -> bool */
static inline _Bool Any__float64__bool_fold(_Bool acc, const double x)
{
    return (_Bool)(
#line 74 "specs/reduce.yaml"
acc || x
#line 6084 "reduce.c"
    );
}
static inline _Bool Any__float64__bool_merge(_Bool acc, const _Bool x)
{
    return (_Bool)(
#line 74 "specs/reduce.yaml"
acc || x
#line 6092 "reduce.c"
    );
}
static inline _Bool Any__float64__bool_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    _Bool opspec_a0 = 0, opspec_a1 = 0, opspec_a2 = 0, opspec_a3 = 0, opspec_a4 = 0, opspec_a5 = 0, opspec_a6 = 0, opspec_a7 = 0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = Any__float64__bool_fold(opspec_a0, *(const double *)(opspec_px + (opspec_i + 0) * 8));
        opspec_a1 = Any__float64__bool_fold(opspec_a1, *(const double *)(opspec_px + (opspec_i + 1) * 8));
        opspec_a2 = Any__float64__bool_fold(opspec_a2, *(const double *)(opspec_px + (opspec_i + 2) * 8));
        opspec_a3 = Any__float64__bool_fold(opspec_a3, *(const double *)(opspec_px + (opspec_i + 3) * 8));
        opspec_a4 = Any__float64__bool_fold(opspec_a4, *(const double *)(opspec_px + (opspec_i + 4) * 8));
        opspec_a5 = Any__float64__bool_fold(opspec_a5, *(const double *)(opspec_px + (opspec_i + 5) * 8));
        opspec_a6 = Any__float64__bool_fold(opspec_a6, *(const double *)(opspec_px + (opspec_i + 6) * 8));
        opspec_a7 = Any__float64__bool_fold(opspec_a7, *(const double *)(opspec_px + (opspec_i + 7) * 8));
    }
    opspec_a0 = Any__float64__bool_merge(opspec_a0, opspec_a4);
    opspec_a1 = Any__float64__bool_merge(opspec_a1, opspec_a5);
    opspec_a2 = Any__float64__bool_merge(opspec_a2, opspec_a6);
    opspec_a3 = Any__float64__bool_merge(opspec_a3, opspec_a7);
    return Any__float64__bool_merge(Any__float64__bool_merge(opspec_a0, opspec_a2), Any__float64__bool_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE _Bool Any__float64__bool_partials(const char *opspec_px, npy_intp opspec_end, _Bool acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    _Bool *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = Any__float64__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = Any__float64__bool_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = Any__float64__bool_merge(acc, Any__float64__bool_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void Any__float64__bool_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        _Bool acc = *(_Bool *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 8) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = Any__float64__bool_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = Any__float64__bool_fold(acc, *(const double *)(opspec_px + opspec_i * opspec_sx));
        *(_Bool *)opspec_po = acc;
    } else if (opspec_sx == 8 && opspec_so == 1) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((_Bool *)opspec_po)[opspec_i] = Any__float64__bool_fold(((_Bool *)opspec_po)[opspec_i], *(const double *)(opspec_px + opspec_i * 8));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(_Bool *)opspec_po = Any__float64__bool_fold(*(_Bool *)opspec_po, *(const double *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void Any__float64__bool_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        Any__float64__bool_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int Any__float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {8, 1};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(_Bool *)opspec_po = 0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            Any__float64__bool_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) Any__float64__bool_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Any__float64__bool_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

#endif /* Any */

/* ------------------------------------------------------------ Argmax (specs/reduce.yaml:80) */
#ifndef OPSPEC_SKIP_Argmax
/* specs/reduce.yaml:80  Argmax  bool -> int64 */
int Argmax__bool__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
{
    typedef _Bool opspec_T_x;
    typedef int64_t opspec_T_out;
    static const int opspec_sizes[] = {1, 8};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 89 "specs/reduce.yaml"
        /* the first largest element (a NaN counts as largest, as in numpy) */
        if (axis_n > 1) FAIL("argmax takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmax of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v > m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 6267 "reduce.c"
    }
    return OPSPEC_OK;
}

/* specs/reduce.yaml:80  Argmax  int8 -> int64 */
int Argmax__int8__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
{
    typedef int8_t opspec_T_x;
    typedef int64_t opspec_T_out;
    static const int opspec_sizes[] = {1, 8};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 89 "specs/reduce.yaml"
        /* the first largest element (a NaN counts as largest, as in numpy) */
        if (axis_n > 1) FAIL("argmax takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmax of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v > m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 6302 "reduce.c"
    }
    return OPSPEC_OK;
}

/* specs/reduce.yaml:80  Argmax  int32 -> int64 */
int Argmax__int32__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
{
    typedef int32_t opspec_T_x;
    typedef int64_t opspec_T_out;
    static const int opspec_sizes[] = {4, 8};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 89 "specs/reduce.yaml"
        /* the first largest element (a NaN counts as largest, as in numpy) */
        if (axis_n > 1) FAIL("argmax takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmax of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v > m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 6337 "reduce.c"
    }
    return OPSPEC_OK;
}

/* specs/reduce.yaml:80  Argmax  int64 -> int64 */
int Argmax__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
{
    typedef int64_t opspec_T_x;
    typedef int64_t opspec_T_out;
    static const int opspec_sizes[] = {8, 8};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 89 "specs/reduce.yaml"
        /* the first largest element (a NaN counts as largest, as in numpy) */
        if (axis_n > 1) FAIL("argmax takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmax of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v > m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 6372 "reduce.c"
    }
    return OPSPEC_OK;
}

/* specs/reduce.yaml:80  Argmax  uint8 -> int64 */
int Argmax__uint8__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
{
    typedef uint8_t opspec_T_x;
    typedef int64_t opspec_T_out;
    static const int opspec_sizes[] = {1, 8};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 89 "specs/reduce.yaml"
        /* the first largest element (a NaN counts as largest, as in numpy) */
        if (axis_n > 1) FAIL("argmax takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmax of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v > m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 6407 "reduce.c"
    }
    return OPSPEC_OK;
}

/* specs/reduce.yaml:80  Argmax  float32 -> int64 */
int Argmax__float32__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
{
    typedef float opspec_T_x;
    typedef int64_t opspec_T_out;
    static const int opspec_sizes[] = {4, 8};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 89 "specs/reduce.yaml"
        /* the first largest element (a NaN counts as largest, as in numpy) */
        if (axis_n > 1) FAIL("argmax takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmax of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v > m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 6442 "reduce.c"
    }
    return OPSPEC_OK;
}

/* specs/reduce.yaml:80  Argmax  float64 -> int64 */
int Argmax__float64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
{
    typedef double opspec_T_x;
    typedef int64_t opspec_T_out;
    static const int opspec_sizes[] = {8, 8};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 89 "specs/reduce.yaml"
        /* the first largest element (a NaN counts as largest, as in numpy) */
        if (axis_n > 1) FAIL("argmax takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmax of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v > m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 6477 "reduce.c"
    }
    return OPSPEC_OK;
}

#endif /* Argmax */
