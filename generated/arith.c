/* Generated from specs/arith.yaml by `opspec generate`. Edit the spec, not this file.
   The C kernels of arith: per op a block, per dtype instantiation a function,
   each compiled when the unit building it defines OPSPEC_OP_<op> and OPSPEC_KERNEL_<kernel>
   (opspec.link.c.module). ABI: opspec/kernels/opspec_kernel.h and opspec/kernels/abi.py. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Add (specs/arith.yaml:4) */
#ifdef OPSPEC_OP_Add
#ifdef OPSPEC_KERNEL_Add__int8_int8__int8
static inline void Add__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 10 "specs/arith.yaml"
    x + y
#line 17 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Add__int8_int8__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1 || opspec_s1 == 0) && (opspec_s2 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int8_t opspec_b0[OPSPEC_CHUNK];
        int8_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int8_t *opspec_q0 = opspec_s0 ? (const int8_t *)opspec_p0 + opspec_c : opspec_b0;
            const int8_t *opspec_q1 = opspec_s1 ? (const int8_t *)opspec_p1 + opspec_c : opspec_b1;
            int8_t *opspec_q2 = (int8_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Add__int8_int8__int8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Add__int8_int8__int8_elem(*(const int8_t *)(opspec_p0), *(const int8_t *)(opspec_p1), (int8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Add__int8_int8__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Add__int8_int8__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Add__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Add__int8_int8__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Add__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Add__int32_int32__int32
static inline void Add__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 10 "specs/arith.yaml"
    x + y
#line 97 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Add__int32_int32__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int32_t opspec_b0[OPSPEC_CHUNK];
        int32_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int32_t *opspec_q0 = opspec_s0 ? (const int32_t *)opspec_p0 + opspec_c : opspec_b0;
            const int32_t *opspec_q1 = opspec_s1 ? (const int32_t *)opspec_p1 + opspec_c : opspec_b1;
            int32_t *opspec_q2 = (int32_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Add__int32_int32__int32_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Add__int32_int32__int32_elem(*(const int32_t *)(opspec_p0), *(const int32_t *)(opspec_p1), (int32_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Add__int32_int32__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Add__int32_int32__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Add__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Add__int32_int32__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Add__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Add__int64_int64__int64
static inline void Add__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 10 "specs/arith.yaml"
    x + y
#line 177 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Add__int64_int64__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int64_t opspec_b0[OPSPEC_CHUNK];
        int64_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int64_t *opspec_q0 = opspec_s0 ? (const int64_t *)opspec_p0 + opspec_c : opspec_b0;
            const int64_t *opspec_q1 = opspec_s1 ? (const int64_t *)opspec_p1 + opspec_c : opspec_b1;
            int64_t *opspec_q2 = (int64_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Add__int64_int64__int64_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Add__int64_int64__int64_elem(*(const int64_t *)(opspec_p0), *(const int64_t *)(opspec_p1), (int64_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Add__int64_int64__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Add__int64_int64__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Add__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Add__int64_int64__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Add__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Add__uint8_uint8__uint8
static inline void Add__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 10 "specs/arith.yaml"
    x + y
#line 257 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Add__uint8_uint8__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1 || opspec_s1 == 0) && (opspec_s2 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        uint8_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            const uint8_t *opspec_q1 = opspec_s1 ? (const uint8_t *)opspec_p1 + opspec_c : opspec_b1;
            uint8_t *opspec_q2 = (uint8_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Add__uint8_uint8__uint8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Add__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0), *(const uint8_t *)(opspec_p1), (uint8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Add__uint8_uint8__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Add__uint8_uint8__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Add__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Add__uint8_uint8__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Add__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Add__float32_float32__float32
static inline void Add__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 10 "specs/arith.yaml"
    x + y
#line 337 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Add__float32_float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        float opspec_b0[OPSPEC_CHUNK];
        float opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
            const float *opspec_q1 = opspec_s1 ? (const float *)opspec_p1 + opspec_c : opspec_b1;
            float *opspec_q2 = (float *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Add__float32_float32__float32_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Add__float32_float32__float32_elem(*(const float *)(opspec_p0), *(const float *)(opspec_p1), (float *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Add__float32_float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Add__float32_float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Add__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Add__float32_float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Add__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Add__float64_float64__float64
static inline void Add__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 10 "specs/arith.yaml"
    x + y
#line 417 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Add__float64_float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        double opspec_b0[OPSPEC_CHUNK];
        double opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
            const double *opspec_q1 = opspec_s1 ? (const double *)opspec_p1 + opspec_c : opspec_b1;
            double *opspec_q2 = (double *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Add__float64_float64__float64_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Add__float64_float64__float64_elem(*(const double *)(opspec_p0), *(const double *)(opspec_p1), (double *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Add__float64_float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Add__float64_float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Add__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Add__float64_float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Add__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Add */

/* ------------------------------------------------------------ Sub (specs/arith.yaml:18) */
#ifdef OPSPEC_OP_Sub
#ifdef OPSPEC_KERNEL_Sub__int8_int8__int8
static inline void Sub__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 24 "specs/arith.yaml"
    x - y
#line 501 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Sub__int8_int8__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1 || opspec_s1 == 0) && (opspec_s2 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int8_t opspec_b0[OPSPEC_CHUNK];
        int8_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int8_t *opspec_q0 = opspec_s0 ? (const int8_t *)opspec_p0 + opspec_c : opspec_b0;
            const int8_t *opspec_q1 = opspec_s1 ? (const int8_t *)opspec_p1 + opspec_c : opspec_b1;
            int8_t *opspec_q2 = (int8_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Sub__int8_int8__int8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Sub__int8_int8__int8_elem(*(const int8_t *)(opspec_p0), *(const int8_t *)(opspec_p1), (int8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Sub__int8_int8__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Sub__int8_int8__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Sub__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Sub__int8_int8__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Sub__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Sub__int32_int32__int32
static inline void Sub__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 24 "specs/arith.yaml"
    x - y
#line 581 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Sub__int32_int32__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int32_t opspec_b0[OPSPEC_CHUNK];
        int32_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int32_t *opspec_q0 = opspec_s0 ? (const int32_t *)opspec_p0 + opspec_c : opspec_b0;
            const int32_t *opspec_q1 = opspec_s1 ? (const int32_t *)opspec_p1 + opspec_c : opspec_b1;
            int32_t *opspec_q2 = (int32_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Sub__int32_int32__int32_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Sub__int32_int32__int32_elem(*(const int32_t *)(opspec_p0), *(const int32_t *)(opspec_p1), (int32_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Sub__int32_int32__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Sub__int32_int32__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Sub__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Sub__int32_int32__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Sub__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Sub__int64_int64__int64
static inline void Sub__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 24 "specs/arith.yaml"
    x - y
#line 661 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Sub__int64_int64__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int64_t opspec_b0[OPSPEC_CHUNK];
        int64_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int64_t *opspec_q0 = opspec_s0 ? (const int64_t *)opspec_p0 + opspec_c : opspec_b0;
            const int64_t *opspec_q1 = opspec_s1 ? (const int64_t *)opspec_p1 + opspec_c : opspec_b1;
            int64_t *opspec_q2 = (int64_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Sub__int64_int64__int64_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Sub__int64_int64__int64_elem(*(const int64_t *)(opspec_p0), *(const int64_t *)(opspec_p1), (int64_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Sub__int64_int64__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Sub__int64_int64__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Sub__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Sub__int64_int64__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Sub__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Sub__uint8_uint8__uint8
static inline void Sub__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 24 "specs/arith.yaml"
    x - y
#line 741 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Sub__uint8_uint8__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1 || opspec_s1 == 0) && (opspec_s2 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        uint8_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            const uint8_t *opspec_q1 = opspec_s1 ? (const uint8_t *)opspec_p1 + opspec_c : opspec_b1;
            uint8_t *opspec_q2 = (uint8_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Sub__uint8_uint8__uint8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Sub__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0), *(const uint8_t *)(opspec_p1), (uint8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Sub__uint8_uint8__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Sub__uint8_uint8__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Sub__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Sub__uint8_uint8__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Sub__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Sub__float32_float32__float32
static inline void Sub__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 24 "specs/arith.yaml"
    x - y
#line 821 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Sub__float32_float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        float opspec_b0[OPSPEC_CHUNK];
        float opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
            const float *opspec_q1 = opspec_s1 ? (const float *)opspec_p1 + opspec_c : opspec_b1;
            float *opspec_q2 = (float *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Sub__float32_float32__float32_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Sub__float32_float32__float32_elem(*(const float *)(opspec_p0), *(const float *)(opspec_p1), (float *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Sub__float32_float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Sub__float32_float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Sub__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Sub__float32_float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Sub__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Sub__float64_float64__float64
static inline void Sub__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 24 "specs/arith.yaml"
    x - y
#line 901 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Sub__float64_float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        double opspec_b0[OPSPEC_CHUNK];
        double opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
            const double *opspec_q1 = opspec_s1 ? (const double *)opspec_p1 + opspec_c : opspec_b1;
            double *opspec_q2 = (double *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Sub__float64_float64__float64_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Sub__float64_float64__float64_elem(*(const double *)(opspec_p0), *(const double *)(opspec_p1), (double *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Sub__float64_float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Sub__float64_float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Sub__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Sub__float64_float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Sub__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Sub */

/* ------------------------------------------------------------ Mul (specs/arith.yaml:32) */
#ifdef OPSPEC_OP_Mul
#ifdef OPSPEC_KERNEL_Mul__int8_int8__int8
static inline void Mul__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 38 "specs/arith.yaml"
    x * y
#line 985 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mul__int8_int8__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1 || opspec_s1 == 0) && (opspec_s2 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int8_t opspec_b0[OPSPEC_CHUNK];
        int8_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int8_t *opspec_q0 = opspec_s0 ? (const int8_t *)opspec_p0 + opspec_c : opspec_b0;
            const int8_t *opspec_q1 = opspec_s1 ? (const int8_t *)opspec_p1 + opspec_c : opspec_b1;
            int8_t *opspec_q2 = (int8_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Mul__int8_int8__int8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Mul__int8_int8__int8_elem(*(const int8_t *)(opspec_p0), *(const int8_t *)(opspec_p1), (int8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Mul__int8_int8__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Mul__int8_int8__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Mul__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Mul__int8_int8__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Mul__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Mul__int32_int32__int32
static inline void Mul__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 38 "specs/arith.yaml"
    x * y
#line 1065 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mul__int32_int32__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int32_t opspec_b0[OPSPEC_CHUNK];
        int32_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int32_t *opspec_q0 = opspec_s0 ? (const int32_t *)opspec_p0 + opspec_c : opspec_b0;
            const int32_t *opspec_q1 = opspec_s1 ? (const int32_t *)opspec_p1 + opspec_c : opspec_b1;
            int32_t *opspec_q2 = (int32_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Mul__int32_int32__int32_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Mul__int32_int32__int32_elem(*(const int32_t *)(opspec_p0), *(const int32_t *)(opspec_p1), (int32_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Mul__int32_int32__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Mul__int32_int32__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Mul__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Mul__int32_int32__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Mul__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Mul__int64_int64__int64
static inline void Mul__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 38 "specs/arith.yaml"
    x * y
#line 1145 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mul__int64_int64__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int64_t opspec_b0[OPSPEC_CHUNK];
        int64_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int64_t *opspec_q0 = opspec_s0 ? (const int64_t *)opspec_p0 + opspec_c : opspec_b0;
            const int64_t *opspec_q1 = opspec_s1 ? (const int64_t *)opspec_p1 + opspec_c : opspec_b1;
            int64_t *opspec_q2 = (int64_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Mul__int64_int64__int64_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Mul__int64_int64__int64_elem(*(const int64_t *)(opspec_p0), *(const int64_t *)(opspec_p1), (int64_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Mul__int64_int64__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Mul__int64_int64__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Mul__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Mul__int64_int64__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Mul__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Mul__uint8_uint8__uint8
static inline void Mul__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 38 "specs/arith.yaml"
    x * y
#line 1225 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mul__uint8_uint8__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1 || opspec_s1 == 0) && (opspec_s2 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        uint8_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            const uint8_t *opspec_q1 = opspec_s1 ? (const uint8_t *)opspec_p1 + opspec_c : opspec_b1;
            uint8_t *opspec_q2 = (uint8_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Mul__uint8_uint8__uint8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Mul__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0), *(const uint8_t *)(opspec_p1), (uint8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Mul__uint8_uint8__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Mul__uint8_uint8__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Mul__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Mul__uint8_uint8__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Mul__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Mul__float32_float32__float32
static inline void Mul__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 38 "specs/arith.yaml"
    x * y
#line 1305 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mul__float32_float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        float opspec_b0[OPSPEC_CHUNK];
        float opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
            const float *opspec_q1 = opspec_s1 ? (const float *)opspec_p1 + opspec_c : opspec_b1;
            float *opspec_q2 = (float *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Mul__float32_float32__float32_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Mul__float32_float32__float32_elem(*(const float *)(opspec_p0), *(const float *)(opspec_p1), (float *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Mul__float32_float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Mul__float32_float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Mul__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Mul__float32_float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Mul__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Mul__float64_float64__float64
static inline void Mul__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 38 "specs/arith.yaml"
    x * y
#line 1385 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mul__float64_float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        double opspec_b0[OPSPEC_CHUNK];
        double opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
            const double *opspec_q1 = opspec_s1 ? (const double *)opspec_p1 + opspec_c : opspec_b1;
            double *opspec_q2 = (double *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Mul__float64_float64__float64_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Mul__float64_float64__float64_elem(*(const double *)(opspec_p0), *(const double *)(opspec_p1), (double *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Mul__float64_float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Mul__float64_float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Mul__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Mul__float64_float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Mul__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Mul */

/* ------------------------------------------------------------ TrueDiv (specs/arith.yaml:44) */
#ifdef OPSPEC_OP_TrueDiv
#ifdef OPSPEC_KERNEL_TrueDiv__float32_float32__float32
static inline void TrueDiv__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 51 "specs/arith.yaml"
    x / y
#line 1469 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void TrueDiv__float32_float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        float opspec_b0[OPSPEC_CHUNK];
        float opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
            const float *opspec_q1 = opspec_s1 ? (const float *)opspec_p1 + opspec_c : opspec_b1;
            float *opspec_q2 = (float *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                TrueDiv__float32_float32__float32_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            TrueDiv__float32_float32__float32_elem(*(const float *)(opspec_p0), *(const float *)(opspec_p1), (float *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void TrueDiv__float32_float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        TrueDiv__float32_float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int TrueDiv__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            TrueDiv__float32_float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    TrueDiv__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_TrueDiv__float64_float64__float64
static inline void TrueDiv__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 51 "specs/arith.yaml"
    x / y
#line 1549 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void TrueDiv__float64_float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        double opspec_b0[OPSPEC_CHUNK];
        double opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
            const double *opspec_q1 = opspec_s1 ? (const double *)opspec_p1 + opspec_c : opspec_b1;
            double *opspec_q2 = (double *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                TrueDiv__float64_float64__float64_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            TrueDiv__float64_float64__float64_elem(*(const double *)(opspec_p0), *(const double *)(opspec_p1), (double *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void TrueDiv__float64_float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        TrueDiv__float64_float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int TrueDiv__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            TrueDiv__float64_float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    TrueDiv__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* TrueDiv */

/* ------------------------------------------------------------ Neg (specs/arith.yaml:57) */
#ifdef OPSPEC_OP_Neg
#ifdef OPSPEC_KERNEL_Neg__int8__int8
static inline void Neg__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 63 "specs/arith.yaml"
    -x
#line 1633 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Neg__int8__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int8_t *opspec_q0 = opspec_s0 ? (const int8_t *)opspec_p0 + opspec_c : opspec_b0;
            int8_t *opspec_q1 = (int8_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Neg__int8__int8_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Neg__int8__int8_elem(*(const int8_t *)(opspec_p0), (int8_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Neg__int8__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Neg__int8__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Neg__int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Neg__int8__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Neg__int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Neg__int32__int32
static inline void Neg__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 63 "specs/arith.yaml"
    -x
#line 1710 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Neg__int32__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int32_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int32_t *opspec_q0 = opspec_s0 ? (const int32_t *)opspec_p0 + opspec_c : opspec_b0;
            int32_t *opspec_q1 = (int32_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Neg__int32__int32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Neg__int32__int32_elem(*(const int32_t *)(opspec_p0), (int32_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Neg__int32__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Neg__int32__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Neg__int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Neg__int32__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Neg__int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Neg__int64__int64
static inline void Neg__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 63 "specs/arith.yaml"
    -x
#line 1787 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Neg__int64__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int64_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int64_t *opspec_q0 = opspec_s0 ? (const int64_t *)opspec_p0 + opspec_c : opspec_b0;
            int64_t *opspec_q1 = (int64_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Neg__int64__int64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Neg__int64__int64_elem(*(const int64_t *)(opspec_p0), (int64_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Neg__int64__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Neg__int64__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Neg__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Neg__int64__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Neg__int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Neg__uint8__uint8
static inline void Neg__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 63 "specs/arith.yaml"
    -x
#line 1864 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Neg__uint8__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            uint8_t *opspec_q1 = (uint8_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Neg__uint8__uint8_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Neg__uint8__uint8_elem(*(const uint8_t *)(opspec_p0), (uint8_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Neg__uint8__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Neg__uint8__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Neg__uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Neg__uint8__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Neg__uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Neg__float32__float32
static inline void Neg__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 63 "specs/arith.yaml"
    -x
#line 1941 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Neg__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        float opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
            float *opspec_q1 = (float *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Neg__float32__float32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Neg__float32__float32_elem(*(const float *)(opspec_p0), (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Neg__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Neg__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Neg__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Neg__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Neg__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Neg__float64__float64
static inline void Neg__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 63 "specs/arith.yaml"
    -x
#line 2018 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Neg__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        double opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
            double *opspec_q1 = (double *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Neg__float64__float64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Neg__float64__float64_elem(*(const double *)(opspec_p0), (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Neg__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Neg__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Neg__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Neg__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Neg__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Neg */

/* ------------------------------------------------------------ Abs (specs/arith.yaml:69) */
#ifdef OPSPEC_OP_Abs
#ifdef OPSPEC_KERNEL_Abs__int8__int8
static inline void Abs__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 75 "specs/arith.yaml"
    x < 0 ? -x : (x == 0 ? 0 : x)
#line 2099 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Abs__int8__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int8_t *opspec_q0 = opspec_s0 ? (const int8_t *)opspec_p0 + opspec_c : opspec_b0;
            int8_t *opspec_q1 = (int8_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Abs__int8__int8_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Abs__int8__int8_elem(*(const int8_t *)(opspec_p0), (int8_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Abs__int8__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Abs__int8__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Abs__int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Abs__int8__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Abs__int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Abs__int32__int32
static inline void Abs__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 75 "specs/arith.yaml"
    x < 0 ? -x : (x == 0 ? 0 : x)
#line 2176 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Abs__int32__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int32_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int32_t *opspec_q0 = opspec_s0 ? (const int32_t *)opspec_p0 + opspec_c : opspec_b0;
            int32_t *opspec_q1 = (int32_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Abs__int32__int32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Abs__int32__int32_elem(*(const int32_t *)(opspec_p0), (int32_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Abs__int32__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Abs__int32__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Abs__int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Abs__int32__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Abs__int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Abs__int64__int64
static inline void Abs__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 75 "specs/arith.yaml"
    x < 0 ? -x : (x == 0 ? 0 : x)
#line 2253 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Abs__int64__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int64_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int64_t *opspec_q0 = opspec_s0 ? (const int64_t *)opspec_p0 + opspec_c : opspec_b0;
            int64_t *opspec_q1 = (int64_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Abs__int64__int64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Abs__int64__int64_elem(*(const int64_t *)(opspec_p0), (int64_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Abs__int64__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Abs__int64__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Abs__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Abs__int64__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Abs__int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Abs__uint8__uint8
static inline void Abs__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 75 "specs/arith.yaml"
    x < 0 ? -x : (x == 0 ? 0 : x)
#line 2330 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Abs__uint8__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            uint8_t *opspec_q1 = (uint8_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Abs__uint8__uint8_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Abs__uint8__uint8_elem(*(const uint8_t *)(opspec_p0), (uint8_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Abs__uint8__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Abs__uint8__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Abs__uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Abs__uint8__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Abs__uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Abs__float32__float32
static inline void Abs__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 75 "specs/arith.yaml"
    x < 0 ? -x : (x == 0 ? 0 : x)
#line 2407 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Abs__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        float opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
            float *opspec_q1 = (float *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Abs__float32__float32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Abs__float32__float32_elem(*(const float *)(opspec_p0), (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Abs__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Abs__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Abs__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Abs__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Abs__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Abs__float64__float64
static inline void Abs__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 75 "specs/arith.yaml"
    x < 0 ? -x : (x == 0 ? 0 : x)
#line 2484 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Abs__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        double opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
            double *opspec_q1 = (double *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Abs__float64__float64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Abs__float64__float64_elem(*(const double *)(opspec_p0), (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Abs__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Abs__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Abs__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Abs__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Abs__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Abs */

/* ------------------------------------------------------------ Sign (specs/arith.yaml:83) */
#ifdef OPSPEC_OP_Sign
#ifdef OPSPEC_KERNEL_Sign__int8__int8
static inline void Sign__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 89 "specs/arith.yaml"
    x != x ? x : (x > 0) - (x < 0)
#line 2565 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Sign__int8__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int8_t *opspec_q0 = opspec_s0 ? (const int8_t *)opspec_p0 + opspec_c : opspec_b0;
            int8_t *opspec_q1 = (int8_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Sign__int8__int8_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Sign__int8__int8_elem(*(const int8_t *)(opspec_p0), (int8_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Sign__int8__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Sign__int8__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Sign__int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Sign__int8__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Sign__int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Sign__int32__int32
static inline void Sign__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 89 "specs/arith.yaml"
    x != x ? x : (x > 0) - (x < 0)
#line 2642 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Sign__int32__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int32_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int32_t *opspec_q0 = opspec_s0 ? (const int32_t *)opspec_p0 + opspec_c : opspec_b0;
            int32_t *opspec_q1 = (int32_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Sign__int32__int32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Sign__int32__int32_elem(*(const int32_t *)(opspec_p0), (int32_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Sign__int32__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Sign__int32__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Sign__int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Sign__int32__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Sign__int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Sign__int64__int64
static inline void Sign__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 89 "specs/arith.yaml"
    x != x ? x : (x > 0) - (x < 0)
#line 2719 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Sign__int64__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int64_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int64_t *opspec_q0 = opspec_s0 ? (const int64_t *)opspec_p0 + opspec_c : opspec_b0;
            int64_t *opspec_q1 = (int64_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Sign__int64__int64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Sign__int64__int64_elem(*(const int64_t *)(opspec_p0), (int64_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Sign__int64__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Sign__int64__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Sign__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Sign__int64__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Sign__int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Sign__uint8__uint8
static inline void Sign__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 89 "specs/arith.yaml"
    x != x ? x : (x > 0) - (x < 0)
#line 2796 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Sign__uint8__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            uint8_t *opspec_q1 = (uint8_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Sign__uint8__uint8_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Sign__uint8__uint8_elem(*(const uint8_t *)(opspec_p0), (uint8_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Sign__uint8__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Sign__uint8__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Sign__uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Sign__uint8__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Sign__uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Sign__float32__float32
static inline void Sign__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 89 "specs/arith.yaml"
    x != x ? x : (x > 0) - (x < 0)
#line 2873 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Sign__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        float opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
            float *opspec_q1 = (float *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Sign__float32__float32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Sign__float32__float32_elem(*(const float *)(opspec_p0), (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Sign__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Sign__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Sign__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Sign__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Sign__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Sign__float64__float64
static inline void Sign__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 89 "specs/arith.yaml"
    x != x ? x : (x > 0) - (x < 0)
#line 2950 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Sign__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        double opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
            double *opspec_q1 = (double *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Sign__float64__float64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Sign__float64__float64_elem(*(const double *)(opspec_p0), (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Sign__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Sign__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Sign__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Sign__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Sign__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Sign */

/* ------------------------------------------------------------ Maximum (specs/arith.yaml:94) */
#ifdef OPSPEC_OP_Maximum
#ifdef OPSPEC_KERNEL_Maximum__int8_int8__int8
static inline void Maximum__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 100 "specs/arith.yaml"
    (x != x || x > y) ? x : y
#line 3031 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Maximum__int8_int8__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1 || opspec_s1 == 0) && (opspec_s2 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int8_t opspec_b0[OPSPEC_CHUNK];
        int8_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int8_t *opspec_q0 = opspec_s0 ? (const int8_t *)opspec_p0 + opspec_c : opspec_b0;
            const int8_t *opspec_q1 = opspec_s1 ? (const int8_t *)opspec_p1 + opspec_c : opspec_b1;
            int8_t *opspec_q2 = (int8_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Maximum__int8_int8__int8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Maximum__int8_int8__int8_elem(*(const int8_t *)(opspec_p0), *(const int8_t *)(opspec_p1), (int8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Maximum__int8_int8__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Maximum__int8_int8__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Maximum__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Maximum__int8_int8__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Maximum__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Maximum__int32_int32__int32
static inline void Maximum__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 100 "specs/arith.yaml"
    (x != x || x > y) ? x : y
#line 3111 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Maximum__int32_int32__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int32_t opspec_b0[OPSPEC_CHUNK];
        int32_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int32_t *opspec_q0 = opspec_s0 ? (const int32_t *)opspec_p0 + opspec_c : opspec_b0;
            const int32_t *opspec_q1 = opspec_s1 ? (const int32_t *)opspec_p1 + opspec_c : opspec_b1;
            int32_t *opspec_q2 = (int32_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Maximum__int32_int32__int32_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Maximum__int32_int32__int32_elem(*(const int32_t *)(opspec_p0), *(const int32_t *)(opspec_p1), (int32_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Maximum__int32_int32__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Maximum__int32_int32__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Maximum__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Maximum__int32_int32__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Maximum__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Maximum__int64_int64__int64
static inline void Maximum__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 100 "specs/arith.yaml"
    (x != x || x > y) ? x : y
#line 3191 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Maximum__int64_int64__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int64_t opspec_b0[OPSPEC_CHUNK];
        int64_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int64_t *opspec_q0 = opspec_s0 ? (const int64_t *)opspec_p0 + opspec_c : opspec_b0;
            const int64_t *opspec_q1 = opspec_s1 ? (const int64_t *)opspec_p1 + opspec_c : opspec_b1;
            int64_t *opspec_q2 = (int64_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Maximum__int64_int64__int64_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Maximum__int64_int64__int64_elem(*(const int64_t *)(opspec_p0), *(const int64_t *)(opspec_p1), (int64_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Maximum__int64_int64__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Maximum__int64_int64__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Maximum__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Maximum__int64_int64__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Maximum__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Maximum__uint8_uint8__uint8
static inline void Maximum__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 100 "specs/arith.yaml"
    (x != x || x > y) ? x : y
#line 3271 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Maximum__uint8_uint8__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1 || opspec_s1 == 0) && (opspec_s2 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        uint8_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            const uint8_t *opspec_q1 = opspec_s1 ? (const uint8_t *)opspec_p1 + opspec_c : opspec_b1;
            uint8_t *opspec_q2 = (uint8_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Maximum__uint8_uint8__uint8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Maximum__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0), *(const uint8_t *)(opspec_p1), (uint8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Maximum__uint8_uint8__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Maximum__uint8_uint8__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Maximum__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Maximum__uint8_uint8__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Maximum__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Maximum__float32_float32__float32
static inline void Maximum__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 100 "specs/arith.yaml"
    (x != x || x > y) ? x : y
#line 3351 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Maximum__float32_float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        float opspec_b0[OPSPEC_CHUNK];
        float opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
            const float *opspec_q1 = opspec_s1 ? (const float *)opspec_p1 + opspec_c : opspec_b1;
            float *opspec_q2 = (float *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Maximum__float32_float32__float32_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Maximum__float32_float32__float32_elem(*(const float *)(opspec_p0), *(const float *)(opspec_p1), (float *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Maximum__float32_float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Maximum__float32_float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Maximum__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Maximum__float32_float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Maximum__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Maximum__float64_float64__float64
static inline void Maximum__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 100 "specs/arith.yaml"
    (x != x || x > y) ? x : y
#line 3431 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Maximum__float64_float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        double opspec_b0[OPSPEC_CHUNK];
        double opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
            const double *opspec_q1 = opspec_s1 ? (const double *)opspec_p1 + opspec_c : opspec_b1;
            double *opspec_q2 = (double *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Maximum__float64_float64__float64_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Maximum__float64_float64__float64_elem(*(const double *)(opspec_p0), *(const double *)(opspec_p1), (double *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Maximum__float64_float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Maximum__float64_float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Maximum__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Maximum__float64_float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Maximum__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Maximum */

/* ------------------------------------------------------------ Minimum (specs/arith.yaml:105) */
#ifdef OPSPEC_OP_Minimum
#ifdef OPSPEC_KERNEL_Minimum__int8_int8__int8
static inline void Minimum__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 111 "specs/arith.yaml"
    (x != x || x < y) ? x : y
#line 3515 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Minimum__int8_int8__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1 || opspec_s1 == 0) && (opspec_s2 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int8_t opspec_b0[OPSPEC_CHUNK];
        int8_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int8_t *opspec_q0 = opspec_s0 ? (const int8_t *)opspec_p0 + opspec_c : opspec_b0;
            const int8_t *opspec_q1 = opspec_s1 ? (const int8_t *)opspec_p1 + opspec_c : opspec_b1;
            int8_t *opspec_q2 = (int8_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Minimum__int8_int8__int8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Minimum__int8_int8__int8_elem(*(const int8_t *)(opspec_p0), *(const int8_t *)(opspec_p1), (int8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Minimum__int8_int8__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Minimum__int8_int8__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Minimum__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Minimum__int8_int8__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Minimum__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Minimum__int32_int32__int32
static inline void Minimum__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 111 "specs/arith.yaml"
    (x != x || x < y) ? x : y
#line 3595 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Minimum__int32_int32__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int32_t opspec_b0[OPSPEC_CHUNK];
        int32_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int32_t *opspec_q0 = opspec_s0 ? (const int32_t *)opspec_p0 + opspec_c : opspec_b0;
            const int32_t *opspec_q1 = opspec_s1 ? (const int32_t *)opspec_p1 + opspec_c : opspec_b1;
            int32_t *opspec_q2 = (int32_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Minimum__int32_int32__int32_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Minimum__int32_int32__int32_elem(*(const int32_t *)(opspec_p0), *(const int32_t *)(opspec_p1), (int32_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Minimum__int32_int32__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Minimum__int32_int32__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Minimum__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Minimum__int32_int32__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Minimum__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Minimum__int64_int64__int64
static inline void Minimum__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 111 "specs/arith.yaml"
    (x != x || x < y) ? x : y
#line 3675 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Minimum__int64_int64__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int64_t opspec_b0[OPSPEC_CHUNK];
        int64_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int64_t *opspec_q0 = opspec_s0 ? (const int64_t *)opspec_p0 + opspec_c : opspec_b0;
            const int64_t *opspec_q1 = opspec_s1 ? (const int64_t *)opspec_p1 + opspec_c : opspec_b1;
            int64_t *opspec_q2 = (int64_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Minimum__int64_int64__int64_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Minimum__int64_int64__int64_elem(*(const int64_t *)(opspec_p0), *(const int64_t *)(opspec_p1), (int64_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Minimum__int64_int64__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Minimum__int64_int64__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Minimum__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Minimum__int64_int64__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Minimum__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Minimum__uint8_uint8__uint8
static inline void Minimum__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 111 "specs/arith.yaml"
    (x != x || x < y) ? x : y
#line 3755 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Minimum__uint8_uint8__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1 || opspec_s1 == 0) && (opspec_s2 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        uint8_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            const uint8_t *opspec_q1 = opspec_s1 ? (const uint8_t *)opspec_p1 + opspec_c : opspec_b1;
            uint8_t *opspec_q2 = (uint8_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Minimum__uint8_uint8__uint8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Minimum__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0), *(const uint8_t *)(opspec_p1), (uint8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Minimum__uint8_uint8__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Minimum__uint8_uint8__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Minimum__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Minimum__uint8_uint8__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Minimum__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Minimum__float32_float32__float32
static inline void Minimum__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 111 "specs/arith.yaml"
    (x != x || x < y) ? x : y
#line 3835 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Minimum__float32_float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        float opspec_b0[OPSPEC_CHUNK];
        float opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
            const float *opspec_q1 = opspec_s1 ? (const float *)opspec_p1 + opspec_c : opspec_b1;
            float *opspec_q2 = (float *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Minimum__float32_float32__float32_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Minimum__float32_float32__float32_elem(*(const float *)(opspec_p0), *(const float *)(opspec_p1), (float *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Minimum__float32_float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Minimum__float32_float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Minimum__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Minimum__float32_float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Minimum__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Minimum__float64_float64__float64
static inline void Minimum__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 111 "specs/arith.yaml"
    (x != x || x < y) ? x : y
#line 3915 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Minimum__float64_float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        double opspec_b0[OPSPEC_CHUNK];
        double opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
            const double *opspec_q1 = opspec_s1 ? (const double *)opspec_p1 + opspec_c : opspec_b1;
            double *opspec_q2 = (double *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Minimum__float64_float64__float64_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Minimum__float64_float64__float64_elem(*(const double *)(opspec_p0), *(const double *)(opspec_p1), (double *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Minimum__float64_float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Minimum__float64_float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Minimum__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Minimum__float64_float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Minimum__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Minimum */

/* ------------------------------------------------------------ IntDiv (specs/arith.yaml:116) */
#ifdef OPSPEC_OP_IntDiv
#ifdef OPSPEC_KERNEL_IntDiv__int8_int8__int8
static inline void IntDiv__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 123 "specs/arith.yaml"
    opspec_floor_divide(x, y)
#line 3999 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void IntDiv__int8_int8__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1 || opspec_s1 == 0) && (opspec_s2 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int8_t opspec_b0[OPSPEC_CHUNK];
        int8_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int8_t *opspec_q0 = opspec_s0 ? (const int8_t *)opspec_p0 + opspec_c : opspec_b0;
            const int8_t *opspec_q1 = opspec_s1 ? (const int8_t *)opspec_p1 + opspec_c : opspec_b1;
            int8_t *opspec_q2 = (int8_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                IntDiv__int8_int8__int8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            IntDiv__int8_int8__int8_elem(*(const int8_t *)(opspec_p0), *(const int8_t *)(opspec_p1), (int8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void IntDiv__int8_int8__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        IntDiv__int8_int8__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int IntDiv__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            IntDiv__int8_int8__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    IntDiv__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_IntDiv__int32_int32__int32
static inline void IntDiv__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 123 "specs/arith.yaml"
    opspec_floor_divide(x, y)
#line 4079 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void IntDiv__int32_int32__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int32_t opspec_b0[OPSPEC_CHUNK];
        int32_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int32_t *opspec_q0 = opspec_s0 ? (const int32_t *)opspec_p0 + opspec_c : opspec_b0;
            const int32_t *opspec_q1 = opspec_s1 ? (const int32_t *)opspec_p1 + opspec_c : opspec_b1;
            int32_t *opspec_q2 = (int32_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                IntDiv__int32_int32__int32_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            IntDiv__int32_int32__int32_elem(*(const int32_t *)(opspec_p0), *(const int32_t *)(opspec_p1), (int32_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void IntDiv__int32_int32__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        IntDiv__int32_int32__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int IntDiv__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            IntDiv__int32_int32__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    IntDiv__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_IntDiv__int64_int64__int64
static inline void IntDiv__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 123 "specs/arith.yaml"
    opspec_floor_divide(x, y)
#line 4159 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void IntDiv__int64_int64__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int64_t opspec_b0[OPSPEC_CHUNK];
        int64_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int64_t *opspec_q0 = opspec_s0 ? (const int64_t *)opspec_p0 + opspec_c : opspec_b0;
            const int64_t *opspec_q1 = opspec_s1 ? (const int64_t *)opspec_p1 + opspec_c : opspec_b1;
            int64_t *opspec_q2 = (int64_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                IntDiv__int64_int64__int64_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            IntDiv__int64_int64__int64_elem(*(const int64_t *)(opspec_p0), *(const int64_t *)(opspec_p1), (int64_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void IntDiv__int64_int64__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        IntDiv__int64_int64__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int IntDiv__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            IntDiv__int64_int64__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    IntDiv__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_IntDiv__uint8_uint8__uint8
static inline void IntDiv__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 123 "specs/arith.yaml"
    opspec_floor_divide(x, y)
#line 4239 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void IntDiv__uint8_uint8__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1 || opspec_s1 == 0) && (opspec_s2 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        uint8_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            const uint8_t *opspec_q1 = opspec_s1 ? (const uint8_t *)opspec_p1 + opspec_c : opspec_b1;
            uint8_t *opspec_q2 = (uint8_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                IntDiv__uint8_uint8__uint8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            IntDiv__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0), *(const uint8_t *)(opspec_p1), (uint8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void IntDiv__uint8_uint8__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        IntDiv__uint8_uint8__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int IntDiv__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            IntDiv__uint8_uint8__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    IntDiv__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_IntDiv__float32_float32__float32
static inline void IntDiv__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 123 "specs/arith.yaml"
    opspec_floor_divide(x, y)
#line 4319 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void IntDiv__float32_float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        float opspec_b0[OPSPEC_CHUNK];
        float opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
            const float *opspec_q1 = opspec_s1 ? (const float *)opspec_p1 + opspec_c : opspec_b1;
            float *opspec_q2 = (float *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                IntDiv__float32_float32__float32_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            IntDiv__float32_float32__float32_elem(*(const float *)(opspec_p0), *(const float *)(opspec_p1), (float *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void IntDiv__float32_float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        IntDiv__float32_float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int IntDiv__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            IntDiv__float32_float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    IntDiv__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_IntDiv__float64_float64__float64
static inline void IntDiv__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 123 "specs/arith.yaml"
    opspec_floor_divide(x, y)
#line 4399 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void IntDiv__float64_float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        double opspec_b0[OPSPEC_CHUNK];
        double opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
            const double *opspec_q1 = opspec_s1 ? (const double *)opspec_p1 + opspec_c : opspec_b1;
            double *opspec_q2 = (double *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                IntDiv__float64_float64__float64_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            IntDiv__float64_float64__float64_elem(*(const double *)(opspec_p0), *(const double *)(opspec_p1), (double *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void IntDiv__float64_float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        IntDiv__float64_float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int IntDiv__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            IntDiv__float64_float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    IntDiv__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* IntDiv */

/* ------------------------------------------------------------ Mod (specs/arith.yaml:128) */
#ifdef OPSPEC_OP_Mod
#ifdef OPSPEC_KERNEL_Mod__int8_int8__int8
static inline void Mod__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 134 "specs/arith.yaml"
    opspec_remainder(x, y)
#line 4483 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mod__int8_int8__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1 || opspec_s1 == 0) && (opspec_s2 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int8_t opspec_b0[OPSPEC_CHUNK];
        int8_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int8_t *opspec_q0 = opspec_s0 ? (const int8_t *)opspec_p0 + opspec_c : opspec_b0;
            const int8_t *opspec_q1 = opspec_s1 ? (const int8_t *)opspec_p1 + opspec_c : opspec_b1;
            int8_t *opspec_q2 = (int8_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Mod__int8_int8__int8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Mod__int8_int8__int8_elem(*(const int8_t *)(opspec_p0), *(const int8_t *)(opspec_p1), (int8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Mod__int8_int8__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Mod__int8_int8__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Mod__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Mod__int8_int8__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Mod__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Mod__int32_int32__int32
static inline void Mod__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 134 "specs/arith.yaml"
    opspec_remainder(x, y)
#line 4563 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mod__int32_int32__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int32_t opspec_b0[OPSPEC_CHUNK];
        int32_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int32_t *opspec_q0 = opspec_s0 ? (const int32_t *)opspec_p0 + opspec_c : opspec_b0;
            const int32_t *opspec_q1 = opspec_s1 ? (const int32_t *)opspec_p1 + opspec_c : opspec_b1;
            int32_t *opspec_q2 = (int32_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Mod__int32_int32__int32_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Mod__int32_int32__int32_elem(*(const int32_t *)(opspec_p0), *(const int32_t *)(opspec_p1), (int32_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Mod__int32_int32__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Mod__int32_int32__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Mod__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Mod__int32_int32__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Mod__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Mod__int64_int64__int64
static inline void Mod__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 134 "specs/arith.yaml"
    opspec_remainder(x, y)
#line 4643 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mod__int64_int64__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int64_t opspec_b0[OPSPEC_CHUNK];
        int64_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int64_t *opspec_q0 = opspec_s0 ? (const int64_t *)opspec_p0 + opspec_c : opspec_b0;
            const int64_t *opspec_q1 = opspec_s1 ? (const int64_t *)opspec_p1 + opspec_c : opspec_b1;
            int64_t *opspec_q2 = (int64_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Mod__int64_int64__int64_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Mod__int64_int64__int64_elem(*(const int64_t *)(opspec_p0), *(const int64_t *)(opspec_p1), (int64_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Mod__int64_int64__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Mod__int64_int64__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Mod__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Mod__int64_int64__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Mod__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Mod__uint8_uint8__uint8
static inline void Mod__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 134 "specs/arith.yaml"
    opspec_remainder(x, y)
#line 4723 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mod__uint8_uint8__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1 || opspec_s1 == 0) && (opspec_s2 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        uint8_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            const uint8_t *opspec_q1 = opspec_s1 ? (const uint8_t *)opspec_p1 + opspec_c : opspec_b1;
            uint8_t *opspec_q2 = (uint8_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Mod__uint8_uint8__uint8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Mod__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0), *(const uint8_t *)(opspec_p1), (uint8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Mod__uint8_uint8__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Mod__uint8_uint8__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Mod__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Mod__uint8_uint8__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Mod__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Mod__float32_float32__float32
static inline void Mod__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 134 "specs/arith.yaml"
    opspec_remainder(x, y)
#line 4803 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mod__float32_float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        float opspec_b0[OPSPEC_CHUNK];
        float opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
            const float *opspec_q1 = opspec_s1 ? (const float *)opspec_p1 + opspec_c : opspec_b1;
            float *opspec_q2 = (float *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Mod__float32_float32__float32_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Mod__float32_float32__float32_elem(*(const float *)(opspec_p0), *(const float *)(opspec_p1), (float *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Mod__float32_float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Mod__float32_float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Mod__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Mod__float32_float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Mod__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Mod__float64_float64__float64
static inline void Mod__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 134 "specs/arith.yaml"
    opspec_remainder(x, y)
#line 4883 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mod__float64_float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        double opspec_b0[OPSPEC_CHUNK];
        double opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
            const double *opspec_q1 = opspec_s1 ? (const double *)opspec_p1 + opspec_c : opspec_b1;
            double *opspec_q2 = (double *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Mod__float64_float64__float64_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Mod__float64_float64__float64_elem(*(const double *)(opspec_p0), *(const double *)(opspec_p1), (double *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Mod__float64_float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Mod__float64_float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Mod__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Mod__float64_float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Mod__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Mod */

/* ------------------------------------------------------------ Pow (specs/arith.yaml:139) */
#ifdef OPSPEC_OP_Pow
#ifdef OPSPEC_KERNEL_Pow__int8_int8__int8
static inline void Pow__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 145 "specs/arith.yaml"
    opspec_power(x, y)
#line 4967 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Pow__int8_int8__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1 || opspec_s1 == 0) && (opspec_s2 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int8_t opspec_b0[OPSPEC_CHUNK];
        int8_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int8_t *opspec_q0 = opspec_s0 ? (const int8_t *)opspec_p0 + opspec_c : opspec_b0;
            const int8_t *opspec_q1 = opspec_s1 ? (const int8_t *)opspec_p1 + opspec_c : opspec_b1;
            int8_t *opspec_q2 = (int8_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Pow__int8_int8__int8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Pow__int8_int8__int8_elem(*(const int8_t *)(opspec_p0), *(const int8_t *)(opspec_p1), (int8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Pow__int8_int8__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Pow__int8_int8__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Pow__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Pow__int8_int8__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Pow__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Pow__int32_int32__int32
static inline void Pow__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 145 "specs/arith.yaml"
    opspec_power(x, y)
#line 5047 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Pow__int32_int32__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int32_t opspec_b0[OPSPEC_CHUNK];
        int32_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int32_t *opspec_q0 = opspec_s0 ? (const int32_t *)opspec_p0 + opspec_c : opspec_b0;
            const int32_t *opspec_q1 = opspec_s1 ? (const int32_t *)opspec_p1 + opspec_c : opspec_b1;
            int32_t *opspec_q2 = (int32_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Pow__int32_int32__int32_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Pow__int32_int32__int32_elem(*(const int32_t *)(opspec_p0), *(const int32_t *)(opspec_p1), (int32_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Pow__int32_int32__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Pow__int32_int32__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Pow__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Pow__int32_int32__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Pow__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Pow__int64_int64__int64
static inline void Pow__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 145 "specs/arith.yaml"
    opspec_power(x, y)
#line 5127 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Pow__int64_int64__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int64_t opspec_b0[OPSPEC_CHUNK];
        int64_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int64_t *opspec_q0 = opspec_s0 ? (const int64_t *)opspec_p0 + opspec_c : opspec_b0;
            const int64_t *opspec_q1 = opspec_s1 ? (const int64_t *)opspec_p1 + opspec_c : opspec_b1;
            int64_t *opspec_q2 = (int64_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Pow__int64_int64__int64_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Pow__int64_int64__int64_elem(*(const int64_t *)(opspec_p0), *(const int64_t *)(opspec_p1), (int64_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Pow__int64_int64__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Pow__int64_int64__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Pow__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Pow__int64_int64__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Pow__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Pow__uint8_uint8__uint8
static inline void Pow__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 145 "specs/arith.yaml"
    opspec_power(x, y)
#line 5207 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Pow__uint8_uint8__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1 || opspec_s1 == 0) && (opspec_s2 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        uint8_t opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            const uint8_t *opspec_q1 = opspec_s1 ? (const uint8_t *)opspec_p1 + opspec_c : opspec_b1;
            uint8_t *opspec_q2 = (uint8_t *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Pow__uint8_uint8__uint8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Pow__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0), *(const uint8_t *)(opspec_p1), (uint8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Pow__uint8_uint8__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Pow__uint8_uint8__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Pow__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Pow__uint8_uint8__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Pow__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Pow__float32_float32__float32
static inline void Pow__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 145 "specs/arith.yaml"
    opspec_power(x, y)
#line 5287 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Pow__float32_float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        float opspec_b0[OPSPEC_CHUNK];
        float opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
            const float *opspec_q1 = opspec_s1 ? (const float *)opspec_p1 + opspec_c : opspec_b1;
            float *opspec_q2 = (float *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Pow__float32_float32__float32_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Pow__float32_float32__float32_elem(*(const float *)(opspec_p0), *(const float *)(opspec_p1), (float *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Pow__float32_float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Pow__float32_float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Pow__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Pow__float32_float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Pow__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Pow__float64_float64__float64
static inline void Pow__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 145 "specs/arith.yaml"
    opspec_power(x, y)
#line 5367 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Pow__float64_float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        double opspec_b0[OPSPEC_CHUNK];
        double opspec_b1[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
            const double *opspec_q1 = opspec_s1 ? (const double *)opspec_p1 + opspec_c : opspec_b1;
            double *opspec_q2 = (double *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Pow__float64_float64__float64_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Pow__float64_float64__float64_elem(*(const double *)(opspec_p0), *(const double *)(opspec_p1), (double *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Pow__float64_float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Pow__float64_float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Pow__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Pow__float64_float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Pow__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Pow */

/* ------------------------------------------------------------ Cast (specs/arith.yaml:151) */
#ifdef OPSPEC_OP_Cast
#ifdef OPSPEC_KERNEL_Cast__bool__bool
static inline void Cast__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 5451 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__bool__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            _Bool *opspec_q1 = (_Bool *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__bool__bool_elem(opspec_q0[opspec_i] != 0, opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0), (_Bool *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__bool__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__bool__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__bool__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__bool__int8
static inline void Cast__bool__int8_elem(const _Bool x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 5528 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__bool__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            int8_t *opspec_q1 = (int8_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__bool__int8_elem(opspec_q0[opspec_i] != 0, opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__bool__int8_elem((*(const uint8_t *)(opspec_p0) != 0), (int8_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__bool__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__bool__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__bool__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__bool__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__bool__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__bool__int32
static inline void Cast__bool__int32_elem(const _Bool x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 5605 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__bool__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            int32_t *opspec_q1 = (int32_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__bool__int32_elem(opspec_q0[opspec_i] != 0, opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__bool__int32_elem((*(const uint8_t *)(opspec_p0) != 0), (int32_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__bool__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__bool__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__bool__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__bool__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__bool__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__bool__int64
static inline void Cast__bool__int64_elem(const _Bool x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 5682 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__bool__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            int64_t *opspec_q1 = (int64_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__bool__int64_elem(opspec_q0[opspec_i] != 0, opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__bool__int64_elem((*(const uint8_t *)(opspec_p0) != 0), (int64_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__bool__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__bool__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__bool__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__bool__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__bool__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__bool__uint8
static inline void Cast__bool__uint8_elem(const _Bool x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 5759 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__bool__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            uint8_t *opspec_q1 = (uint8_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__bool__uint8_elem(opspec_q0[opspec_i] != 0, opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__bool__uint8_elem((*(const uint8_t *)(opspec_p0) != 0), (uint8_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__bool__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__bool__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__bool__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__bool__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__bool__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__bool__float32
static inline void Cast__bool__float32_elem(const _Bool x, float *opspec_out_out)
{
    float out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 5836 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__bool__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            float *opspec_q1 = (float *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__bool__float32_elem(opspec_q0[opspec_i] != 0, opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__bool__float32_elem((*(const uint8_t *)(opspec_p0) != 0), (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__bool__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__bool__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__bool__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__bool__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__bool__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__bool__float64
static inline void Cast__bool__float64_elem(const _Bool x, double *opspec_out_out)
{
    double out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 5913 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__bool__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            double *opspec_q1 = (double *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__bool__float64_elem(opspec_q0[opspec_i] != 0, opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__bool__float64_elem((*(const uint8_t *)(opspec_p0) != 0), (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__bool__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__bool__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__bool__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__bool__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__bool__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__int8__bool
static inline void Cast__int8__bool_elem(const int8_t x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 5990 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int8__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int8_t *opspec_q0 = opspec_s0 ? (const int8_t *)opspec_p0 + opspec_c : opspec_b0;
            _Bool *opspec_q1 = (_Bool *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__int8__bool_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int8__bool_elem(*(const int8_t *)(opspec_p0), (_Bool *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__int8__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__int8__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__int8__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__int8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__int8__int8
static inline void Cast__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6067 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int8__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int8_t *opspec_q0 = opspec_s0 ? (const int8_t *)opspec_p0 + opspec_c : opspec_b0;
            int8_t *opspec_q1 = (int8_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__int8__int8_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int8__int8_elem(*(const int8_t *)(opspec_p0), (int8_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__int8__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__int8__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__int8__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__int8__int32
static inline void Cast__int8__int32_elem(const int8_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6144 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int8__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int8_t *opspec_q0 = opspec_s0 ? (const int8_t *)opspec_p0 + opspec_c : opspec_b0;
            int32_t *opspec_q1 = (int32_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__int8__int32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int8__int32_elem(*(const int8_t *)(opspec_p0), (int32_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__int8__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__int8__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__int8__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__int8__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__int8__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__int8__int64
static inline void Cast__int8__int64_elem(const int8_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6221 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int8__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int8_t *opspec_q0 = opspec_s0 ? (const int8_t *)opspec_p0 + opspec_c : opspec_b0;
            int64_t *opspec_q1 = (int64_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__int8__int64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int8__int64_elem(*(const int8_t *)(opspec_p0), (int64_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__int8__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__int8__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__int8__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__int8__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__int8__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__int8__uint8
static inline void Cast__int8__uint8_elem(const int8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6298 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int8__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int8_t *opspec_q0 = opspec_s0 ? (const int8_t *)opspec_p0 + opspec_c : opspec_b0;
            uint8_t *opspec_q1 = (uint8_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__int8__uint8_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int8__uint8_elem(*(const int8_t *)(opspec_p0), (uint8_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__int8__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__int8__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__int8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__int8__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__int8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__int8__float32
static inline void Cast__int8__float32_elem(const int8_t x, float *opspec_out_out)
{
    float out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6375 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int8__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int8_t *opspec_q0 = opspec_s0 ? (const int8_t *)opspec_p0 + opspec_c : opspec_b0;
            float *opspec_q1 = (float *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__int8__float32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int8__float32_elem(*(const int8_t *)(opspec_p0), (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__int8__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__int8__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__int8__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__int8__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__int8__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__int8__float64
static inline void Cast__int8__float64_elem(const int8_t x, double *opspec_out_out)
{
    double out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6452 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int8__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int8_t *opspec_q0 = opspec_s0 ? (const int8_t *)opspec_p0 + opspec_c : opspec_b0;
            double *opspec_q1 = (double *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__int8__float64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int8__float64_elem(*(const int8_t *)(opspec_p0), (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__int8__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__int8__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__int8__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__int8__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__int8__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__int32__bool
static inline void Cast__int32__bool_elem(const int32_t x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6529 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int32__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int32_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int32_t *opspec_q0 = opspec_s0 ? (const int32_t *)opspec_p0 + opspec_c : opspec_b0;
            _Bool *opspec_q1 = (_Bool *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__int32__bool_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int32__bool_elem(*(const int32_t *)(opspec_p0), (_Bool *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__int32__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__int32__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__int32__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__int32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__int32__int8
static inline void Cast__int32__int8_elem(const int32_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6606 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int32__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int32_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int32_t *opspec_q0 = opspec_s0 ? (const int32_t *)opspec_p0 + opspec_c : opspec_b0;
            int8_t *opspec_q1 = (int8_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__int32__int8_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int32__int8_elem(*(const int32_t *)(opspec_p0), (int8_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__int32__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__int32__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__int32__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__int32__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__int32__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__int32__int32
static inline void Cast__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6683 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int32__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int32_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int32_t *opspec_q0 = opspec_s0 ? (const int32_t *)opspec_p0 + opspec_c : opspec_b0;
            int32_t *opspec_q1 = (int32_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__int32__int32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int32__int32_elem(*(const int32_t *)(opspec_p0), (int32_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__int32__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__int32__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__int32__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__int32__int64
static inline void Cast__int32__int64_elem(const int32_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6760 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int32__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int32_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int32_t *opspec_q0 = opspec_s0 ? (const int32_t *)opspec_p0 + opspec_c : opspec_b0;
            int64_t *opspec_q1 = (int64_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__int32__int64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int32__int64_elem(*(const int32_t *)(opspec_p0), (int64_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__int32__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__int32__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__int32__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__int32__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__int32__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__int32__uint8
static inline void Cast__int32__uint8_elem(const int32_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6837 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int32__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int32_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int32_t *opspec_q0 = opspec_s0 ? (const int32_t *)opspec_p0 + opspec_c : opspec_b0;
            uint8_t *opspec_q1 = (uint8_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__int32__uint8_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int32__uint8_elem(*(const int32_t *)(opspec_p0), (uint8_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__int32__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__int32__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__int32__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__int32__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__int32__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__int32__float32
static inline void Cast__int32__float32_elem(const int32_t x, float *opspec_out_out)
{
    float out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6914 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int32_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int32_t *opspec_q0 = opspec_s0 ? (const int32_t *)opspec_p0 + opspec_c : opspec_b0;
            float *opspec_q1 = (float *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__int32__float32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int32__float32_elem(*(const int32_t *)(opspec_p0), (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__int32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__int32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__int32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__int32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__int32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__int32__float64
static inline void Cast__int32__float64_elem(const int32_t x, double *opspec_out_out)
{
    double out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6991 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int32__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int32_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int32_t *opspec_q0 = opspec_s0 ? (const int32_t *)opspec_p0 + opspec_c : opspec_b0;
            double *opspec_q1 = (double *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__int32__float64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int32__float64_elem(*(const int32_t *)(opspec_p0), (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__int32__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__int32__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__int32__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__int32__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__int32__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__int64__bool
static inline void Cast__int64__bool_elem(const int64_t x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7068 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int64__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int64_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int64_t *opspec_q0 = opspec_s0 ? (const int64_t *)opspec_p0 + opspec_c : opspec_b0;
            _Bool *opspec_q1 = (_Bool *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__int64__bool_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int64__bool_elem(*(const int64_t *)(opspec_p0), (_Bool *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__int64__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__int64__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__int64__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__int64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__int64__int8
static inline void Cast__int64__int8_elem(const int64_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7145 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int64__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int64_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int64_t *opspec_q0 = opspec_s0 ? (const int64_t *)opspec_p0 + opspec_c : opspec_b0;
            int8_t *opspec_q1 = (int8_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__int64__int8_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int64__int8_elem(*(const int64_t *)(opspec_p0), (int8_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__int64__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__int64__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__int64__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__int64__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__int64__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__int64__int32
static inline void Cast__int64__int32_elem(const int64_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7222 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int64__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int64_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int64_t *opspec_q0 = opspec_s0 ? (const int64_t *)opspec_p0 + opspec_c : opspec_b0;
            int32_t *opspec_q1 = (int32_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__int64__int32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int64__int32_elem(*(const int64_t *)(opspec_p0), (int32_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__int64__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__int64__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__int64__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__int64__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__int64__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__int64__int64
static inline void Cast__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7299 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int64__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int64_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int64_t *opspec_q0 = opspec_s0 ? (const int64_t *)opspec_p0 + opspec_c : opspec_b0;
            int64_t *opspec_q1 = (int64_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__int64__int64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int64__int64_elem(*(const int64_t *)(opspec_p0), (int64_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__int64__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__int64__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__int64__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__int64__uint8
static inline void Cast__int64__uint8_elem(const int64_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7376 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int64__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int64_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int64_t *opspec_q0 = opspec_s0 ? (const int64_t *)opspec_p0 + opspec_c : opspec_b0;
            uint8_t *opspec_q1 = (uint8_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__int64__uint8_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int64__uint8_elem(*(const int64_t *)(opspec_p0), (uint8_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__int64__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__int64__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__int64__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__int64__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__int64__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__int64__float32
static inline void Cast__int64__float32_elem(const int64_t x, float *opspec_out_out)
{
    float out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7453 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int64__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int64_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int64_t *opspec_q0 = opspec_s0 ? (const int64_t *)opspec_p0 + opspec_c : opspec_b0;
            float *opspec_q1 = (float *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__int64__float32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int64__float32_elem(*(const int64_t *)(opspec_p0), (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__int64__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__int64__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__int64__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__int64__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__int64__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__int64__float64
static inline void Cast__int64__float64_elem(const int64_t x, double *opspec_out_out)
{
    double out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7530 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        int64_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const int64_t *opspec_q0 = opspec_s0 ? (const int64_t *)opspec_p0 + opspec_c : opspec_b0;
            double *opspec_q1 = (double *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__int64__float64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int64__float64_elem(*(const int64_t *)(opspec_p0), (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__int64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__int64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__int64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__int64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__int64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__uint8__bool
static inline void Cast__uint8__bool_elem(const uint8_t x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7607 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__uint8__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            _Bool *opspec_q1 = (_Bool *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__uint8__bool_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__uint8__bool_elem(*(const uint8_t *)(opspec_p0), (_Bool *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__uint8__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__uint8__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__uint8__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__uint8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__uint8__int8
static inline void Cast__uint8__int8_elem(const uint8_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7684 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__uint8__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            int8_t *opspec_q1 = (int8_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__uint8__int8_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__uint8__int8_elem(*(const uint8_t *)(opspec_p0), (int8_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__uint8__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__uint8__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__uint8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__uint8__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__uint8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__uint8__int32
static inline void Cast__uint8__int32_elem(const uint8_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7761 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__uint8__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            int32_t *opspec_q1 = (int32_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__uint8__int32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__uint8__int32_elem(*(const uint8_t *)(opspec_p0), (int32_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__uint8__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__uint8__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__uint8__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__uint8__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__uint8__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__uint8__int64
static inline void Cast__uint8__int64_elem(const uint8_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7838 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__uint8__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            int64_t *opspec_q1 = (int64_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__uint8__int64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__uint8__int64_elem(*(const uint8_t *)(opspec_p0), (int64_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__uint8__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__uint8__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__uint8__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__uint8__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__uint8__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__uint8__uint8
static inline void Cast__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7915 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__uint8__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            uint8_t *opspec_q1 = (uint8_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__uint8__uint8_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__uint8__uint8_elem(*(const uint8_t *)(opspec_p0), (uint8_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__uint8__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__uint8__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__uint8__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__uint8__float32
static inline void Cast__uint8__float32_elem(const uint8_t x, float *opspec_out_out)
{
    float out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7992 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__uint8__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            float *opspec_q1 = (float *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__uint8__float32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__uint8__float32_elem(*(const uint8_t *)(opspec_p0), (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__uint8__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__uint8__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__uint8__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__uint8__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__uint8__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__uint8__float64
static inline void Cast__uint8__float64_elem(const uint8_t x, double *opspec_out_out)
{
    double out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8069 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__uint8__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            double *opspec_q1 = (double *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__uint8__float64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__uint8__float64_elem(*(const uint8_t *)(opspec_p0), (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__uint8__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__uint8__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__uint8__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__uint8__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__uint8__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__float32__bool
static inline void Cast__float32__bool_elem(const float x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8146 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float32__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        float opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
            _Bool *opspec_q1 = (_Bool *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__float32__bool_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float32__bool_elem(*(const float *)(opspec_p0), (_Bool *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__float32__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__float32__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__float32__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__float32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__float32__int8
static inline void Cast__float32__int8_elem(const float x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8223 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float32__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        float opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
            int8_t *opspec_q1 = (int8_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__float32__int8_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float32__int8_elem(*(const float *)(opspec_p0), (int8_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__float32__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__float32__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__float32__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__float32__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__float32__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__float32__int32
static inline void Cast__float32__int32_elem(const float x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8300 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float32__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        float opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
            int32_t *opspec_q1 = (int32_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__float32__int32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float32__int32_elem(*(const float *)(opspec_p0), (int32_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__float32__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__float32__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__float32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__float32__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__float32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__float32__int64
static inline void Cast__float32__int64_elem(const float x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8377 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float32__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        float opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
            int64_t *opspec_q1 = (int64_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__float32__int64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float32__int64_elem(*(const float *)(opspec_p0), (int64_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__float32__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__float32__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__float32__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__float32__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__float32__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__float32__uint8
static inline void Cast__float32__uint8_elem(const float x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8454 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float32__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        float opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
            uint8_t *opspec_q1 = (uint8_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__float32__uint8_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float32__uint8_elem(*(const float *)(opspec_p0), (uint8_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__float32__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__float32__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__float32__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__float32__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__float32__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__float32__float32
static inline void Cast__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8531 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        float opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
            float *opspec_q1 = (float *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__float32__float32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float32__float32_elem(*(const float *)(opspec_p0), (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__float32__float64
static inline void Cast__float32__float64_elem(const float x, double *opspec_out_out)
{
    double out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8608 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float32__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        float opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
            double *opspec_q1 = (double *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__float32__float64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float32__float64_elem(*(const float *)(opspec_p0), (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__float32__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__float32__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__float32__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__float32__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__float32__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__float64__bool
static inline void Cast__float64__bool_elem(const double x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8685 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float64__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        double opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
            _Bool *opspec_q1 = (_Bool *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__float64__bool_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float64__bool_elem(*(const double *)(opspec_p0), (_Bool *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__float64__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__float64__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__float64__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__float64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__float64__int8
static inline void Cast__float64__int8_elem(const double x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8762 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float64__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        double opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
            int8_t *opspec_q1 = (int8_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__float64__int8_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float64__int8_elem(*(const double *)(opspec_p0), (int8_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__float64__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__float64__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__float64__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__float64__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__float64__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__float64__int32
static inline void Cast__float64__int32_elem(const double x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8839 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float64__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        double opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
            int32_t *opspec_q1 = (int32_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__float64__int32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float64__int32_elem(*(const double *)(opspec_p0), (int32_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__float64__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__float64__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__float64__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__float64__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__float64__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__float64__int64
static inline void Cast__float64__int64_elem(const double x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8916 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float64__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        double opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
            int64_t *opspec_q1 = (int64_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__float64__int64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float64__int64_elem(*(const double *)(opspec_p0), (int64_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__float64__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__float64__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__float64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__float64__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__float64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__float64__uint8
static inline void Cast__float64__uint8_elem(const double x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8993 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float64__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        double opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
            uint8_t *opspec_q1 = (uint8_t *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__float64__uint8_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float64__uint8_elem(*(const double *)(opspec_p0), (uint8_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__float64__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__float64__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__float64__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__float64__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__float64__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__float64__float32
static inline void Cast__float64__float32_elem(const double x, float *opspec_out_out)
{
    float out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 9070 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float64__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        double opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
            float *opspec_q1 = (float *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__float64__float32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float64__float32_elem(*(const double *)(opspec_p0), (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__float64__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__float64__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__float64__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__float64__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__float64__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cast__float64__float64
static inline void Cast__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 9147 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        double opspec_b0[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
            double *opspec_q1 = (double *)opspec_p1 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Cast__float64__float64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float64__float64_elem(*(const double *)(opspec_p0), (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cast__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cast__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cast__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_it.size);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_at, opspec_left;
            opspec_iter_split(&opspec_part, omp_get_thread_num(), omp_get_num_threads(), &opspec_at, &opspec_left);
            Cast__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cast__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Cast */
