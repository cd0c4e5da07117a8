/* Generated from specs/compare.yaml by `opspec generate`. Edit the spec, not this file.
   The C kernels of compare: per op a block, per dtype instantiation a function,
   each compiled when the unit building it defines OPSPEC_OP_<op> and OPSPEC_KERNEL_<kernel>
   (opspec.link.c.module). ABI: opspec/kernels/opspec_kernel.h and opspec/kernels/abi.py. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Eq (specs/compare.yaml:3) */
#ifdef OPSPEC_OP_Eq
#ifdef OPSPEC_KERNEL_Eq__bool_bool__bool
static inline void Eq__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 9 "specs/compare.yaml"
    x == y
#line 17 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Eq__bool_bool__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Eq__bool_bool__bool_elem(opspec_q0[opspec_i] != 0, opspec_q1[opspec_i] != 0, opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Eq__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0), (*(const uint8_t *)(opspec_p1) != 0), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Eq__bool_bool__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Eq__bool_bool__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Eq__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Eq__bool_bool__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Eq__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Eq__int8_int8__bool
static inline void Eq__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 9 "specs/compare.yaml"
    x == y
#line 97 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Eq__int8_int8__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Eq__int8_int8__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Eq__int8_int8__bool_elem(*(const int8_t *)(opspec_p0), *(const int8_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Eq__int8_int8__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Eq__int8_int8__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Eq__int8_int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Eq__int8_int8__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Eq__int8_int8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Eq__int32_int32__bool
static inline void Eq__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 9 "specs/compare.yaml"
    x == y
#line 177 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Eq__int32_int32__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Eq__int32_int32__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Eq__int32_int32__bool_elem(*(const int32_t *)(opspec_p0), *(const int32_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Eq__int32_int32__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Eq__int32_int32__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Eq__int32_int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
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
            Eq__int32_int32__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Eq__int32_int32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Eq__int64_int64__bool
static inline void Eq__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 9 "specs/compare.yaml"
    x == y
#line 257 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Eq__int64_int64__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Eq__int64_int64__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Eq__int64_int64__bool_elem(*(const int64_t *)(opspec_p0), *(const int64_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Eq__int64_int64__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Eq__int64_int64__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Eq__int64_int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
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
            Eq__int64_int64__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Eq__int64_int64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Eq__uint8_uint8__bool
static inline void Eq__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 9 "specs/compare.yaml"
    x == y
#line 337 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Eq__uint8_uint8__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Eq__uint8_uint8__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Eq__uint8_uint8__bool_elem(*(const uint8_t *)(opspec_p0), *(const uint8_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Eq__uint8_uint8__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Eq__uint8_uint8__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Eq__uint8_uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Eq__uint8_uint8__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Eq__uint8_uint8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Eq__float32_float32__bool
static inline void Eq__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 9 "specs/compare.yaml"
    x == y
#line 417 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Eq__float32_float32__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Eq__float32_float32__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Eq__float32_float32__bool_elem(*(const float *)(opspec_p0), *(const float *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Eq__float32_float32__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Eq__float32_float32__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Eq__float32_float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
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
            Eq__float32_float32__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Eq__float32_float32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Eq__float64_float64__bool
static inline void Eq__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 9 "specs/compare.yaml"
    x == y
#line 497 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Eq__float64_float64__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Eq__float64_float64__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Eq__float64_float64__bool_elem(*(const double *)(opspec_p0), *(const double *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Eq__float64_float64__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Eq__float64_float64__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Eq__float64_float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
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
            Eq__float64_float64__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Eq__float64_float64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Eq */

/* ------------------------------------------------------------ Neq (specs/compare.yaml:14) */
#ifdef OPSPEC_OP_Neq
#ifdef OPSPEC_KERNEL_Neq__bool_bool__bool
static inline void Neq__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 20 "specs/compare.yaml"
    x != y
#line 581 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Neq__bool_bool__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Neq__bool_bool__bool_elem(opspec_q0[opspec_i] != 0, opspec_q1[opspec_i] != 0, opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Neq__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0), (*(const uint8_t *)(opspec_p1) != 0), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Neq__bool_bool__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Neq__bool_bool__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Neq__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Neq__bool_bool__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Neq__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Neq__int8_int8__bool
static inline void Neq__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 20 "specs/compare.yaml"
    x != y
#line 661 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Neq__int8_int8__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Neq__int8_int8__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Neq__int8_int8__bool_elem(*(const int8_t *)(opspec_p0), *(const int8_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Neq__int8_int8__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Neq__int8_int8__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Neq__int8_int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Neq__int8_int8__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Neq__int8_int8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Neq__int32_int32__bool
static inline void Neq__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 20 "specs/compare.yaml"
    x != y
#line 741 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Neq__int32_int32__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Neq__int32_int32__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Neq__int32_int32__bool_elem(*(const int32_t *)(opspec_p0), *(const int32_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Neq__int32_int32__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Neq__int32_int32__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Neq__int32_int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
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
            Neq__int32_int32__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Neq__int32_int32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Neq__int64_int64__bool
static inline void Neq__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 20 "specs/compare.yaml"
    x != y
#line 821 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Neq__int64_int64__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Neq__int64_int64__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Neq__int64_int64__bool_elem(*(const int64_t *)(opspec_p0), *(const int64_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Neq__int64_int64__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Neq__int64_int64__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Neq__int64_int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
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
            Neq__int64_int64__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Neq__int64_int64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Neq__uint8_uint8__bool
static inline void Neq__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 20 "specs/compare.yaml"
    x != y
#line 901 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Neq__uint8_uint8__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Neq__uint8_uint8__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Neq__uint8_uint8__bool_elem(*(const uint8_t *)(opspec_p0), *(const uint8_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Neq__uint8_uint8__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Neq__uint8_uint8__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Neq__uint8_uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Neq__uint8_uint8__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Neq__uint8_uint8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Neq__float32_float32__bool
static inline void Neq__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 20 "specs/compare.yaml"
    x != y
#line 981 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Neq__float32_float32__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Neq__float32_float32__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Neq__float32_float32__bool_elem(*(const float *)(opspec_p0), *(const float *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Neq__float32_float32__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Neq__float32_float32__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Neq__float32_float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
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
            Neq__float32_float32__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Neq__float32_float32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Neq__float64_float64__bool
static inline void Neq__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 20 "specs/compare.yaml"
    x != y
#line 1061 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Neq__float64_float64__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Neq__float64_float64__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Neq__float64_float64__bool_elem(*(const double *)(opspec_p0), *(const double *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Neq__float64_float64__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Neq__float64_float64__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Neq__float64_float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
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
            Neq__float64_float64__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Neq__float64_float64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Neq */

/* ------------------------------------------------------------ Lt (specs/compare.yaml:25) */
#ifdef OPSPEC_OP_Lt
#ifdef OPSPEC_KERNEL_Lt__bool_bool__bool
static inline void Lt__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 31 "specs/compare.yaml"
    x < y
#line 1145 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Lt__bool_bool__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Lt__bool_bool__bool_elem(opspec_q0[opspec_i] != 0, opspec_q1[opspec_i] != 0, opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Lt__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0), (*(const uint8_t *)(opspec_p1) != 0), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Lt__bool_bool__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Lt__bool_bool__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Lt__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Lt__bool_bool__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Lt__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Lt__int8_int8__bool
static inline void Lt__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 31 "specs/compare.yaml"
    x < y
#line 1225 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Lt__int8_int8__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Lt__int8_int8__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Lt__int8_int8__bool_elem(*(const int8_t *)(opspec_p0), *(const int8_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Lt__int8_int8__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Lt__int8_int8__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Lt__int8_int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Lt__int8_int8__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Lt__int8_int8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Lt__int32_int32__bool
static inline void Lt__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 31 "specs/compare.yaml"
    x < y
#line 1305 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Lt__int32_int32__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Lt__int32_int32__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Lt__int32_int32__bool_elem(*(const int32_t *)(opspec_p0), *(const int32_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Lt__int32_int32__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Lt__int32_int32__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Lt__int32_int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
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
            Lt__int32_int32__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Lt__int32_int32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Lt__int64_int64__bool
static inline void Lt__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 31 "specs/compare.yaml"
    x < y
#line 1385 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Lt__int64_int64__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Lt__int64_int64__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Lt__int64_int64__bool_elem(*(const int64_t *)(opspec_p0), *(const int64_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Lt__int64_int64__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Lt__int64_int64__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Lt__int64_int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
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
            Lt__int64_int64__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Lt__int64_int64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Lt__uint8_uint8__bool
static inline void Lt__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 31 "specs/compare.yaml"
    x < y
#line 1465 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Lt__uint8_uint8__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Lt__uint8_uint8__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Lt__uint8_uint8__bool_elem(*(const uint8_t *)(opspec_p0), *(const uint8_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Lt__uint8_uint8__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Lt__uint8_uint8__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Lt__uint8_uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Lt__uint8_uint8__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Lt__uint8_uint8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Lt__float32_float32__bool
static inline void Lt__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 31 "specs/compare.yaml"
    x < y
#line 1545 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Lt__float32_float32__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Lt__float32_float32__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Lt__float32_float32__bool_elem(*(const float *)(opspec_p0), *(const float *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Lt__float32_float32__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Lt__float32_float32__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Lt__float32_float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
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
            Lt__float32_float32__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Lt__float32_float32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Lt__float64_float64__bool
static inline void Lt__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 31 "specs/compare.yaml"
    x < y
#line 1625 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Lt__float64_float64__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Lt__float64_float64__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Lt__float64_float64__bool_elem(*(const double *)(opspec_p0), *(const double *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Lt__float64_float64__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Lt__float64_float64__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Lt__float64_float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
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
            Lt__float64_float64__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Lt__float64_float64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Lt */

/* ------------------------------------------------------------ Le (specs/compare.yaml:36) */
#ifdef OPSPEC_OP_Le
#ifdef OPSPEC_KERNEL_Le__bool_bool__bool
static inline void Le__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 42 "specs/compare.yaml"
    x <= y
#line 1709 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Le__bool_bool__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Le__bool_bool__bool_elem(opspec_q0[opspec_i] != 0, opspec_q1[opspec_i] != 0, opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Le__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0), (*(const uint8_t *)(opspec_p1) != 0), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Le__bool_bool__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Le__bool_bool__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Le__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Le__bool_bool__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Le__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Le__int8_int8__bool
static inline void Le__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 42 "specs/compare.yaml"
    x <= y
#line 1789 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Le__int8_int8__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Le__int8_int8__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Le__int8_int8__bool_elem(*(const int8_t *)(opspec_p0), *(const int8_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Le__int8_int8__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Le__int8_int8__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Le__int8_int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Le__int8_int8__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Le__int8_int8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Le__int32_int32__bool
static inline void Le__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 42 "specs/compare.yaml"
    x <= y
#line 1869 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Le__int32_int32__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Le__int32_int32__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Le__int32_int32__bool_elem(*(const int32_t *)(opspec_p0), *(const int32_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Le__int32_int32__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Le__int32_int32__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Le__int32_int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
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
            Le__int32_int32__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Le__int32_int32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Le__int64_int64__bool
static inline void Le__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 42 "specs/compare.yaml"
    x <= y
#line 1949 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Le__int64_int64__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Le__int64_int64__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Le__int64_int64__bool_elem(*(const int64_t *)(opspec_p0), *(const int64_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Le__int64_int64__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Le__int64_int64__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Le__int64_int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
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
            Le__int64_int64__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Le__int64_int64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Le__uint8_uint8__bool
static inline void Le__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 42 "specs/compare.yaml"
    x <= y
#line 2029 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Le__uint8_uint8__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Le__uint8_uint8__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Le__uint8_uint8__bool_elem(*(const uint8_t *)(opspec_p0), *(const uint8_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Le__uint8_uint8__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Le__uint8_uint8__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Le__uint8_uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Le__uint8_uint8__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Le__uint8_uint8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Le__float32_float32__bool
static inline void Le__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 42 "specs/compare.yaml"
    x <= y
#line 2109 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Le__float32_float32__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Le__float32_float32__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Le__float32_float32__bool_elem(*(const float *)(opspec_p0), *(const float *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Le__float32_float32__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Le__float32_float32__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Le__float32_float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
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
            Le__float32_float32__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Le__float32_float32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Le__float64_float64__bool
static inline void Le__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 42 "specs/compare.yaml"
    x <= y
#line 2189 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Le__float64_float64__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Le__float64_float64__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Le__float64_float64__bool_elem(*(const double *)(opspec_p0), *(const double *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Le__float64_float64__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Le__float64_float64__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Le__float64_float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
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
            Le__float64_float64__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Le__float64_float64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Le */

/* ------------------------------------------------------------ Gt (specs/compare.yaml:47) */
#ifdef OPSPEC_OP_Gt
#ifdef OPSPEC_KERNEL_Gt__bool_bool__bool
static inline void Gt__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 53 "specs/compare.yaml"
    x > y
#line 2273 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Gt__bool_bool__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Gt__bool_bool__bool_elem(opspec_q0[opspec_i] != 0, opspec_q1[opspec_i] != 0, opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Gt__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0), (*(const uint8_t *)(opspec_p1) != 0), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Gt__bool_bool__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Gt__bool_bool__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Gt__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Gt__bool_bool__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Gt__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Gt__int8_int8__bool
static inline void Gt__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 53 "specs/compare.yaml"
    x > y
#line 2353 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Gt__int8_int8__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Gt__int8_int8__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Gt__int8_int8__bool_elem(*(const int8_t *)(opspec_p0), *(const int8_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Gt__int8_int8__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Gt__int8_int8__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Gt__int8_int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Gt__int8_int8__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Gt__int8_int8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Gt__int32_int32__bool
static inline void Gt__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 53 "specs/compare.yaml"
    x > y
#line 2433 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Gt__int32_int32__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Gt__int32_int32__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Gt__int32_int32__bool_elem(*(const int32_t *)(opspec_p0), *(const int32_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Gt__int32_int32__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Gt__int32_int32__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Gt__int32_int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
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
            Gt__int32_int32__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Gt__int32_int32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Gt__int64_int64__bool
static inline void Gt__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 53 "specs/compare.yaml"
    x > y
#line 2513 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Gt__int64_int64__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Gt__int64_int64__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Gt__int64_int64__bool_elem(*(const int64_t *)(opspec_p0), *(const int64_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Gt__int64_int64__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Gt__int64_int64__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Gt__int64_int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
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
            Gt__int64_int64__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Gt__int64_int64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Gt__uint8_uint8__bool
static inline void Gt__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 53 "specs/compare.yaml"
    x > y
#line 2593 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Gt__uint8_uint8__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Gt__uint8_uint8__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Gt__uint8_uint8__bool_elem(*(const uint8_t *)(opspec_p0), *(const uint8_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Gt__uint8_uint8__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Gt__uint8_uint8__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Gt__uint8_uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Gt__uint8_uint8__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Gt__uint8_uint8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Gt__float32_float32__bool
static inline void Gt__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 53 "specs/compare.yaml"
    x > y
#line 2673 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Gt__float32_float32__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Gt__float32_float32__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Gt__float32_float32__bool_elem(*(const float *)(opspec_p0), *(const float *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Gt__float32_float32__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Gt__float32_float32__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Gt__float32_float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
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
            Gt__float32_float32__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Gt__float32_float32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Gt__float64_float64__bool
static inline void Gt__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 53 "specs/compare.yaml"
    x > y
#line 2753 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Gt__float64_float64__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Gt__float64_float64__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Gt__float64_float64__bool_elem(*(const double *)(opspec_p0), *(const double *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Gt__float64_float64__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Gt__float64_float64__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Gt__float64_float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
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
            Gt__float64_float64__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Gt__float64_float64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Gt */

/* ------------------------------------------------------------ Ge (specs/compare.yaml:58) */
#ifdef OPSPEC_OP_Ge
#ifdef OPSPEC_KERNEL_Ge__bool_bool__bool
static inline void Ge__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 64 "specs/compare.yaml"
    x >= y
#line 2837 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Ge__bool_bool__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Ge__bool_bool__bool_elem(opspec_q0[opspec_i] != 0, opspec_q1[opspec_i] != 0, opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Ge__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0), (*(const uint8_t *)(opspec_p1) != 0), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Ge__bool_bool__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Ge__bool_bool__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Ge__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Ge__bool_bool__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Ge__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Ge__int8_int8__bool
static inline void Ge__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 64 "specs/compare.yaml"
    x >= y
#line 2917 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Ge__int8_int8__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Ge__int8_int8__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Ge__int8_int8__bool_elem(*(const int8_t *)(opspec_p0), *(const int8_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Ge__int8_int8__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Ge__int8_int8__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Ge__int8_int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Ge__int8_int8__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Ge__int8_int8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Ge__int32_int32__bool
static inline void Ge__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 64 "specs/compare.yaml"
    x >= y
#line 2997 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Ge__int32_int32__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Ge__int32_int32__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Ge__int32_int32__bool_elem(*(const int32_t *)(opspec_p0), *(const int32_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Ge__int32_int32__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Ge__int32_int32__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Ge__int32_int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
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
            Ge__int32_int32__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Ge__int32_int32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Ge__int64_int64__bool
static inline void Ge__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 64 "specs/compare.yaml"
    x >= y
#line 3077 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Ge__int64_int64__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Ge__int64_int64__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Ge__int64_int64__bool_elem(*(const int64_t *)(opspec_p0), *(const int64_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Ge__int64_int64__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Ge__int64_int64__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Ge__int64_int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
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
            Ge__int64_int64__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Ge__int64_int64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Ge__uint8_uint8__bool
static inline void Ge__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 64 "specs/compare.yaml"
    x >= y
#line 3157 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Ge__uint8_uint8__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Ge__uint8_uint8__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Ge__uint8_uint8__bool_elem(*(const uint8_t *)(opspec_p0), *(const uint8_t *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Ge__uint8_uint8__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Ge__uint8_uint8__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Ge__uint8_uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Ge__uint8_uint8__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Ge__uint8_uint8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Ge__float32_float32__bool
static inline void Ge__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 64 "specs/compare.yaml"
    x >= y
#line 3237 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Ge__float32_float32__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 4 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Ge__float32_float32__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Ge__float32_float32__bool_elem(*(const float *)(opspec_p0), *(const float *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Ge__float32_float32__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Ge__float32_float32__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Ge__float32_float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
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
            Ge__float32_float32__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Ge__float32_float32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Ge__float64_float64__bool
static inline void Ge__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 64 "specs/compare.yaml"
    x >= y
#line 3317 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Ge__float64_float64__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2];
    if ((opspec_s0 == 8 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 1)) {
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Ge__float64_float64__bool_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Ge__float64_float64__bool_elem(*(const double *)(opspec_p0), *(const double *)(opspec_p1), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Ge__float64_float64__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Ge__float64_float64__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Ge__float64_float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
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
            Ge__float64_float64__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Ge__float64_float64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Ge */

/* ------------------------------------------------------------ And (specs/compare.yaml:69) */
#ifdef OPSPEC_OP_And
#ifdef OPSPEC_KERNEL_And__bool_bool__bool
static inline void And__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 76 "specs/compare.yaml"
    x & y
#line 3401 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void And__bool_bool__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                And__bool_bool__bool_elem(opspec_q0[opspec_i] != 0, opspec_q1[opspec_i] != 0, opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            And__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0), (*(const uint8_t *)(opspec_p1) != 0), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void And__bool_bool__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        And__bool_bool__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int And__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            And__bool_bool__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    And__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_And__int8_int8__int8
static inline void And__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 76 "specs/compare.yaml"
    x & y
#line 3481 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void And__int8_int8__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                And__int8_int8__int8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            And__int8_int8__int8_elem(*(const int8_t *)(opspec_p0), *(const int8_t *)(opspec_p1), (int8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void And__int8_int8__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        And__int8_int8__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int And__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            And__int8_int8__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    And__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_And__int32_int32__int32
static inline void And__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 76 "specs/compare.yaml"
    x & y
#line 3561 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void And__int32_int32__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                And__int32_int32__int32_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            And__int32_int32__int32_elem(*(const int32_t *)(opspec_p0), *(const int32_t *)(opspec_p1), (int32_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void And__int32_int32__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        And__int32_int32__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int And__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            And__int32_int32__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    And__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_And__int64_int64__int64
static inline void And__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 76 "specs/compare.yaml"
    x & y
#line 3641 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void And__int64_int64__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                And__int64_int64__int64_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            And__int64_int64__int64_elem(*(const int64_t *)(opspec_p0), *(const int64_t *)(opspec_p1), (int64_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void And__int64_int64__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        And__int64_int64__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int And__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            And__int64_int64__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    And__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_And__uint8_uint8__uint8
static inline void And__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 76 "specs/compare.yaml"
    x & y
#line 3721 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void And__uint8_uint8__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                And__uint8_uint8__uint8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            And__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0), *(const uint8_t *)(opspec_p1), (uint8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void And__uint8_uint8__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        And__uint8_uint8__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int And__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            And__uint8_uint8__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    And__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* And */

/* ------------------------------------------------------------ Or (specs/compare.yaml:81) */
#ifdef OPSPEC_OP_Or
#ifdef OPSPEC_KERNEL_Or__bool_bool__bool
static inline void Or__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 88 "specs/compare.yaml"
    x | y
#line 3805 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Or__bool_bool__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Or__bool_bool__bool_elem(opspec_q0[opspec_i] != 0, opspec_q1[opspec_i] != 0, opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Or__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0), (*(const uint8_t *)(opspec_p1) != 0), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Or__bool_bool__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Or__bool_bool__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Or__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Or__bool_bool__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Or__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Or__int8_int8__int8
static inline void Or__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 88 "specs/compare.yaml"
    x | y
#line 3885 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Or__int8_int8__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Or__int8_int8__int8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Or__int8_int8__int8_elem(*(const int8_t *)(opspec_p0), *(const int8_t *)(opspec_p1), (int8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Or__int8_int8__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Or__int8_int8__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Or__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Or__int8_int8__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Or__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Or__int32_int32__int32
static inline void Or__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 88 "specs/compare.yaml"
    x | y
#line 3965 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Or__int32_int32__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Or__int32_int32__int32_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Or__int32_int32__int32_elem(*(const int32_t *)(opspec_p0), *(const int32_t *)(opspec_p1), (int32_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Or__int32_int32__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Or__int32_int32__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Or__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Or__int32_int32__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Or__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Or__int64_int64__int64
static inline void Or__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 88 "specs/compare.yaml"
    x | y
#line 4045 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Or__int64_int64__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Or__int64_int64__int64_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Or__int64_int64__int64_elem(*(const int64_t *)(opspec_p0), *(const int64_t *)(opspec_p1), (int64_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Or__int64_int64__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Or__int64_int64__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Or__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Or__int64_int64__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Or__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Or__uint8_uint8__uint8
static inline void Or__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 88 "specs/compare.yaml"
    x | y
#line 4125 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Or__uint8_uint8__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Or__uint8_uint8__uint8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Or__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0), *(const uint8_t *)(opspec_p1), (uint8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Or__uint8_uint8__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Or__uint8_uint8__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Or__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Or__uint8_uint8__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Or__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Or */

/* ------------------------------------------------------------ Xor (specs/compare.yaml:93) */
#ifdef OPSPEC_OP_Xor
#ifdef OPSPEC_KERNEL_Xor__bool_bool__bool
static inline void Xor__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 99 "specs/compare.yaml"
    x ^ y
#line 4209 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Xor__bool_bool__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Xor__bool_bool__bool_elem(opspec_q0[opspec_i] != 0, opspec_q1[opspec_i] != 0, opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Xor__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0), (*(const uint8_t *)(opspec_p1) != 0), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Xor__bool_bool__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Xor__bool_bool__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Xor__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Xor__bool_bool__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Xor__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Xor__int8_int8__int8
static inline void Xor__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 99 "specs/compare.yaml"
    x ^ y
#line 4289 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Xor__int8_int8__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Xor__int8_int8__int8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Xor__int8_int8__int8_elem(*(const int8_t *)(opspec_p0), *(const int8_t *)(opspec_p1), (int8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Xor__int8_int8__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Xor__int8_int8__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Xor__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Xor__int8_int8__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Xor__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Xor__int32_int32__int32
static inline void Xor__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 99 "specs/compare.yaml"
    x ^ y
#line 4369 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Xor__int32_int32__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Xor__int32_int32__int32_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Xor__int32_int32__int32_elem(*(const int32_t *)(opspec_p0), *(const int32_t *)(opspec_p1), (int32_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Xor__int32_int32__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Xor__int32_int32__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Xor__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Xor__int32_int32__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Xor__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Xor__int64_int64__int64
static inline void Xor__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 99 "specs/compare.yaml"
    x ^ y
#line 4449 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Xor__int64_int64__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Xor__int64_int64__int64_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Xor__int64_int64__int64_elem(*(const int64_t *)(opspec_p0), *(const int64_t *)(opspec_p1), (int64_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Xor__int64_int64__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Xor__int64_int64__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Xor__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Xor__int64_int64__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Xor__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Xor__uint8_uint8__uint8
static inline void Xor__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 99 "specs/compare.yaml"
    x ^ y
#line 4529 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Xor__uint8_uint8__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Xor__uint8_uint8__uint8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Xor__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0), *(const uint8_t *)(opspec_p1), (uint8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Xor__uint8_uint8__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Xor__uint8_uint8__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Xor__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Xor__uint8_uint8__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Xor__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Xor */

/* ------------------------------------------------------------ Invert (specs/compare.yaml:104) */
#ifdef OPSPEC_OP_Invert
#ifdef OPSPEC_KERNEL_Invert__bool__bool
static inline void Invert__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 110 "specs/compare.yaml"
    _Generic((x), _Bool: !x, default: ~x)
#line 4613 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Invert__bool__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Invert__bool__bool_elem(opspec_q0[opspec_i] != 0, opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Invert__bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0), (_Bool *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Invert__bool__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Invert__bool__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Invert__bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Invert__bool__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Invert__bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Invert__int8__int8
static inline void Invert__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 110 "specs/compare.yaml"
    _Generic((x), _Bool: !x, default: ~x)
#line 4690 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Invert__int8__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Invert__int8__int8_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Invert__int8__int8_elem(*(const int8_t *)(opspec_p0), (int8_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Invert__int8__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Invert__int8__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Invert__int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Invert__int8__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Invert__int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Invert__int32__int32
static inline void Invert__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 110 "specs/compare.yaml"
    _Generic((x), _Bool: !x, default: ~x)
#line 4767 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Invert__int32__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Invert__int32__int32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Invert__int32__int32_elem(*(const int32_t *)(opspec_p0), (int32_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Invert__int32__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Invert__int32__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Invert__int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Invert__int32__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Invert__int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Invert__int64__int64
static inline void Invert__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 110 "specs/compare.yaml"
    _Generic((x), _Bool: !x, default: ~x)
#line 4844 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Invert__int64__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Invert__int64__int64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Invert__int64__int64_elem(*(const int64_t *)(opspec_p0), (int64_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Invert__int64__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Invert__int64__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Invert__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Invert__int64__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Invert__int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Invert__uint8__uint8
static inline void Invert__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 110 "specs/compare.yaml"
    _Generic((x), _Bool: !x, default: ~x)
#line 4921 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Invert__uint8__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Invert__uint8__uint8_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Invert__uint8__uint8_elem(*(const uint8_t *)(opspec_p0), (uint8_t *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Invert__uint8__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Invert__uint8__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Invert__uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Invert__uint8__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Invert__uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Invert */

/* ------------------------------------------------------------ Switch (specs/compare.yaml:115) */
#ifdef OPSPEC_OP_Switch
#ifdef OPSPEC_KERNEL_Switch__bool_int8_int8__int8
static inline void Switch__bool_int8_int8__int8_elem(const _Bool cond, const int8_t a, const int8_t b, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 121 "specs/compare.yaml"
    cond ? a : b
#line 5002 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Switch__bool_int8_int8__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2], *opspec_p3 = opspec_ptr[3];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2], opspec_s3 = opspec_step[3];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1 || opspec_s1 == 0) && (opspec_s2 == 1 || opspec_s2 == 0) && (opspec_s3 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        int8_t opspec_b1[OPSPEC_CHUNK];
        int8_t opspec_b2[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        if (opspec_s2 == 0) opspec_repeat(opspec_b2, opspec_p2, sizeof(opspec_b2[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            const int8_t *opspec_q1 = opspec_s1 ? (const int8_t *)opspec_p1 + opspec_c : opspec_b1;
            const int8_t *opspec_q2 = opspec_s2 ? (const int8_t *)opspec_p2 + opspec_c : opspec_b2;
            int8_t *opspec_q3 = (int8_t *)opspec_p3 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Switch__bool_int8_int8__int8_elem(opspec_q0[opspec_i] != 0, opspec_q1[opspec_i], opspec_q2[opspec_i], opspec_q3 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2, opspec_p3 += opspec_s3)
            Switch__bool_int8_int8__int8_elem((*(const uint8_t *)(opspec_p0) != 0), *(const int8_t *)(opspec_p1), *(const int8_t *)(opspec_p2), (int8_t *)opspec_p3);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Switch__bool_int8_int8__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[4];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 4; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Switch__bool_int8_int8__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Switch__bool_int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 3, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
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
            Switch__bool_int8_int8__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Switch__bool_int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Switch__bool_int32_int32__int32
static inline void Switch__bool_int32_int32__int32_elem(const _Bool cond, const int32_t a, const int32_t b, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 121 "specs/compare.yaml"
    cond ? a : b
#line 5085 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Switch__bool_int32_int32__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2], *opspec_p3 = opspec_ptr[3];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2], opspec_s3 = opspec_step[3];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 4 || opspec_s2 == 0) && (opspec_s3 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        int32_t opspec_b1[OPSPEC_CHUNK];
        int32_t opspec_b2[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        if (opspec_s2 == 0) opspec_repeat(opspec_b2, opspec_p2, sizeof(opspec_b2[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            const int32_t *opspec_q1 = opspec_s1 ? (const int32_t *)opspec_p1 + opspec_c : opspec_b1;
            const int32_t *opspec_q2 = opspec_s2 ? (const int32_t *)opspec_p2 + opspec_c : opspec_b2;
            int32_t *opspec_q3 = (int32_t *)opspec_p3 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Switch__bool_int32_int32__int32_elem(opspec_q0[opspec_i] != 0, opspec_q1[opspec_i], opspec_q2[opspec_i], opspec_q3 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2, opspec_p3 += opspec_s3)
            Switch__bool_int32_int32__int32_elem((*(const uint8_t *)(opspec_p0) != 0), *(const int32_t *)(opspec_p1), *(const int32_t *)(opspec_p2), (int32_t *)opspec_p3);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Switch__bool_int32_int32__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[4];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 4; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Switch__bool_int32_int32__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Switch__bool_int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 3, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
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
            Switch__bool_int32_int32__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Switch__bool_int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Switch__bool_int64_int64__int64
static inline void Switch__bool_int64_int64__int64_elem(const _Bool cond, const int64_t a, const int64_t b, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 121 "specs/compare.yaml"
    cond ? a : b
#line 5168 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Switch__bool_int64_int64__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2], *opspec_p3 = opspec_ptr[3];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2], opspec_s3 = opspec_step[3];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 8 || opspec_s2 == 0) && (opspec_s3 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        int64_t opspec_b1[OPSPEC_CHUNK];
        int64_t opspec_b2[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        if (opspec_s2 == 0) opspec_repeat(opspec_b2, opspec_p2, sizeof(opspec_b2[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            const int64_t *opspec_q1 = opspec_s1 ? (const int64_t *)opspec_p1 + opspec_c : opspec_b1;
            const int64_t *opspec_q2 = opspec_s2 ? (const int64_t *)opspec_p2 + opspec_c : opspec_b2;
            int64_t *opspec_q3 = (int64_t *)opspec_p3 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Switch__bool_int64_int64__int64_elem(opspec_q0[opspec_i] != 0, opspec_q1[opspec_i], opspec_q2[opspec_i], opspec_q3 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2, opspec_p3 += opspec_s3)
            Switch__bool_int64_int64__int64_elem((*(const uint8_t *)(opspec_p0) != 0), *(const int64_t *)(opspec_p1), *(const int64_t *)(opspec_p2), (int64_t *)opspec_p3);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Switch__bool_int64_int64__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[4];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 4; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Switch__bool_int64_int64__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Switch__bool_int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 3, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
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
            Switch__bool_int64_int64__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Switch__bool_int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Switch__bool_uint8_uint8__uint8
static inline void Switch__bool_uint8_uint8__uint8_elem(const _Bool cond, const uint8_t a, const uint8_t b, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 121 "specs/compare.yaml"
    cond ? a : b
#line 5251 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Switch__bool_uint8_uint8__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2], *opspec_p3 = opspec_ptr[3];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2], opspec_s3 = opspec_step[3];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 1 || opspec_s1 == 0) && (opspec_s2 == 1 || opspec_s2 == 0) && (opspec_s3 == 1)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        uint8_t opspec_b1[OPSPEC_CHUNK];
        uint8_t opspec_b2[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        if (opspec_s2 == 0) opspec_repeat(opspec_b2, opspec_p2, sizeof(opspec_b2[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            const uint8_t *opspec_q1 = opspec_s1 ? (const uint8_t *)opspec_p1 + opspec_c : opspec_b1;
            const uint8_t *opspec_q2 = opspec_s2 ? (const uint8_t *)opspec_p2 + opspec_c : opspec_b2;
            uint8_t *opspec_q3 = (uint8_t *)opspec_p3 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Switch__bool_uint8_uint8__uint8_elem(opspec_q0[opspec_i] != 0, opspec_q1[opspec_i], opspec_q2[opspec_i], opspec_q3 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2, opspec_p3 += opspec_s3)
            Switch__bool_uint8_uint8__uint8_elem((*(const uint8_t *)(opspec_p0) != 0), *(const uint8_t *)(opspec_p1), *(const uint8_t *)(opspec_p2), (uint8_t *)opspec_p3);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Switch__bool_uint8_uint8__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[4];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 4; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Switch__bool_uint8_uint8__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Switch__bool_uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 3, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
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
            Switch__bool_uint8_uint8__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Switch__bool_uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Switch__bool_float32_float32__float32
static inline void Switch__bool_float32_float32__float32_elem(const _Bool cond, const float a, const float b, float *opspec_out_out)
{
    float out;
    out = (
#line 121 "specs/compare.yaml"
    cond ? a : b
#line 5334 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Switch__bool_float32_float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2], *opspec_p3 = opspec_ptr[3];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2], opspec_s3 = opspec_step[3];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 4 || opspec_s1 == 0) && (opspec_s2 == 4 || opspec_s2 == 0) && (opspec_s3 == 4)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        float opspec_b1[OPSPEC_CHUNK];
        float opspec_b2[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        if (opspec_s2 == 0) opspec_repeat(opspec_b2, opspec_p2, sizeof(opspec_b2[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            const float *opspec_q1 = opspec_s1 ? (const float *)opspec_p1 + opspec_c : opspec_b1;
            const float *opspec_q2 = opspec_s2 ? (const float *)opspec_p2 + opspec_c : opspec_b2;
            float *opspec_q3 = (float *)opspec_p3 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Switch__bool_float32_float32__float32_elem(opspec_q0[opspec_i] != 0, opspec_q1[opspec_i], opspec_q2[opspec_i], opspec_q3 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2, opspec_p3 += opspec_s3)
            Switch__bool_float32_float32__float32_elem((*(const uint8_t *)(opspec_p0) != 0), *(const float *)(opspec_p1), *(const float *)(opspec_p2), (float *)opspec_p3);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Switch__bool_float32_float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[4];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 4; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Switch__bool_float32_float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Switch__bool_float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 3, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
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
            Switch__bool_float32_float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Switch__bool_float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Switch__bool_float64_float64__float64
static inline void Switch__bool_float64_float64__float64_elem(const _Bool cond, const double a, const double b, double *opspec_out_out)
{
    double out;
    out = (
#line 121 "specs/compare.yaml"
    cond ? a : b
#line 5417 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Switch__bool_float64_float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
{
    char *opspec_p0 = opspec_ptr[0], *opspec_p1 = opspec_ptr[1], *opspec_p2 = opspec_ptr[2], *opspec_p3 = opspec_ptr[3];
    const npy_intp opspec_s0 = opspec_step[0], opspec_s1 = opspec_step[1], opspec_s2 = opspec_step[2], opspec_s3 = opspec_step[3];
    if ((opspec_s0 == 1 || opspec_s0 == 0) && (opspec_s1 == 8 || opspec_s1 == 0) && (opspec_s2 == 8 || opspec_s2 == 0) && (opspec_s3 == 8)) {
        /* contiguous runs, or one value repeated (stride 0, e.g. a scalar) read from a
           small buffer: the inner loop is contiguous and vectorizes */
        uint8_t opspec_b0[OPSPEC_CHUNK];
        double opspec_b1[OPSPEC_CHUNK];
        double opspec_b2[OPSPEC_CHUNK];
        const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
        if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
        if (opspec_s1 == 0) opspec_repeat(opspec_b1, opspec_p1, sizeof(opspec_b1[0]), opspec_f);
        if (opspec_s2 == 0) opspec_repeat(opspec_b2, opspec_p2, sizeof(opspec_b2[0]), opspec_f);
        for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
            const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
            const uint8_t *opspec_q0 = opspec_s0 ? (const uint8_t *)opspec_p0 + opspec_c : opspec_b0;
            const double *opspec_q1 = opspec_s1 ? (const double *)opspec_p1 + opspec_c : opspec_b1;
            const double *opspec_q2 = opspec_s2 ? (const double *)opspec_p2 + opspec_c : opspec_b2;
            double *opspec_q3 = (double *)opspec_p3 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Switch__bool_float64_float64__float64_elem(opspec_q0[opspec_i] != 0, opspec_q1[opspec_i], opspec_q2[opspec_i], opspec_q3 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2, opspec_p3 += opspec_s3)
            Switch__bool_float64_float64__float64_elem((*(const uint8_t *)(opspec_p0) != 0), *(const double *)(opspec_p1), *(const double *)(opspec_p2), (double *)opspec_p3);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Switch__bool_float64_float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[4];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 4; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Switch__bool_float64_float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Switch__bool_float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 3, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
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
            Switch__bool_float64_float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Switch__bool_float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Switch */

/* ------------------------------------------------------------ Second (specs/compare.yaml:128) */
#ifdef OPSPEC_OP_Second
#ifdef OPSPEC_KERNEL_Second__bool_bool__bool
static inline void Second__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 136 "specs/compare.yaml"
    y
#line 5504 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Second__bool_bool__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
            _Bool *opspec_q2 = (_Bool *)opspec_p2 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Second__bool_bool__bool_elem(opspec_q0[opspec_i] != 0, opspec_q1[opspec_i] != 0, opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Second__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0), (*(const uint8_t *)(opspec_p1) != 0), (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Second__bool_bool__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Second__bool_bool__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Second__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Second__bool_bool__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Second__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Second__int8_int8__int8
static inline void Second__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 136 "specs/compare.yaml"
    y
#line 5584 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Second__int8_int8__int8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Second__int8_int8__int8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Second__int8_int8__int8_elem(*(const int8_t *)(opspec_p0), *(const int8_t *)(opspec_p1), (int8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Second__int8_int8__int8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Second__int8_int8__int8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Second__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Second__int8_int8__int8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Second__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Second__int32_int32__int32
static inline void Second__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 136 "specs/compare.yaml"
    y
#line 5664 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Second__int32_int32__int32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Second__int32_int32__int32_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Second__int32_int32__int32_elem(*(const int32_t *)(opspec_p0), *(const int32_t *)(opspec_p1), (int32_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Second__int32_int32__int32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Second__int32_int32__int32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Second__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Second__int32_int32__int32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Second__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Second__int64_int64__int64
static inline void Second__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 136 "specs/compare.yaml"
    y
#line 5744 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Second__int64_int64__int64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Second__int64_int64__int64_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Second__int64_int64__int64_elem(*(const int64_t *)(opspec_p0), *(const int64_t *)(opspec_p1), (int64_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Second__int64_int64__int64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Second__int64_int64__int64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Second__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Second__int64_int64__int64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Second__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Second__uint8_uint8__uint8
static inline void Second__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 136 "specs/compare.yaml"
    y
#line 5824 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Second__uint8_uint8__uint8_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Second__uint8_uint8__uint8_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Second__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0), *(const uint8_t *)(opspec_p1), (uint8_t *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Second__uint8_uint8__uint8_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Second__uint8_uint8__uint8_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Second__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Second__uint8_uint8__uint8_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Second__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Second__float32_float32__float32
static inline void Second__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 136 "specs/compare.yaml"
    y
#line 5904 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Second__float32_float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Second__float32_float32__float32_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Second__float32_float32__float32_elem(*(const float *)(opspec_p0), *(const float *)(opspec_p1), (float *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Second__float32_float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Second__float32_float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Second__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Second__float32_float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Second__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Second__float64_float64__float64
static inline void Second__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 136 "specs/compare.yaml"
    y
#line 5984 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Second__float64_float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Second__float64_float64__float64_elem(opspec_q0[opspec_i], opspec_q1[opspec_i], opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Second__float64_float64__float64_elem(*(const double *)(opspec_p0), *(const double *)(opspec_p1), (double *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Second__float64_float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Second__float64_float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Second__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Second__float64_float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Second__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Second */
