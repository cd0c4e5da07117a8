/* Generated from specs/compare.yaml by `opspec generate`. Edit the spec, not this file.
   The C kernels of opspec.ops.compare: one function per op and dtype
   instantiation, ABI in opspec/link/c/opspec_kernel.h. */
/* cffi declarations (op: declaration), read by opspec.link.c.thunk:
   Eq: int Eq__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Eq: int Eq__int8_int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Eq: int Eq__int32_int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Eq: int Eq__int64_int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Eq: int Eq__uint8_uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Eq: int Eq__float32_float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Eq: int Eq__float64_float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Neq: int Neq__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Neq: int Neq__int8_int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Neq: int Neq__int32_int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Neq: int Neq__int64_int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Neq: int Neq__uint8_uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Neq: int Neq__float32_float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Neq: int Neq__float64_float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Lt: int Lt__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Lt: int Lt__int8_int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Lt: int Lt__int32_int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Lt: int Lt__int64_int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Lt: int Lt__uint8_uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Lt: int Lt__float32_float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Lt: int Lt__float64_float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Le: int Le__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Le: int Le__int8_int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Le: int Le__int32_int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Le: int Le__int64_int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Le: int Le__uint8_uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Le: int Le__float32_float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Le: int Le__float64_float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Gt: int Gt__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Gt: int Gt__int8_int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Gt: int Gt__int32_int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Gt: int Gt__int64_int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Gt: int Gt__uint8_uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Gt: int Gt__float32_float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Gt: int Gt__float64_float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Ge: int Ge__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Ge: int Ge__int8_int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Ge: int Ge__int32_int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Ge: int Ge__int64_int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Ge: int Ge__uint8_uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Ge: int Ge__float32_float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Ge: int Ge__float64_float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   And: int And__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   And: int And__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   And: int And__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   And: int And__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   And: int And__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Or: int Or__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Or: int Or__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Or: int Or__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Or: int Or__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Or: int Or__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Xor: int Xor__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Xor: int Xor__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Xor: int Xor__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Xor: int Xor__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Xor: int Xor__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Invert: int Invert__bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Invert: int Invert__int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Invert: int Invert__int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Invert: int Invert__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Invert: int Invert__uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Switch: int Switch__bool_bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Switch: int Switch__bool_int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Switch: int Switch__bool_int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Switch: int Switch__bool_int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Switch: int Switch__bool_uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Switch: int Switch__bool_float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Switch: int Switch__bool_float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Second: int Second__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Second: int Second__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Second: int Second__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Second: int Second__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Second: int Second__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Second: int Second__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Second: int Second__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
*/
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Eq (specs/compare.yaml:3) */
#ifndef OPSPEC_SKIP_Eq
/* specs/compare.yaml:3  Eq  bool, bool -> bool */
static inline void Eq__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 9 "specs/compare.yaml"
    x == y
#line 94 "compare.c"
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
                Eq__bool_bool__bool_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1[opspec_i] != 0,
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Eq__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (*(const uint8_t *)(opspec_p1) != 0),
                    (_Bool *)opspec_p2);
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
#endif
    Eq__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:3  Eq  int8, int8 -> bool */
static inline void Eq__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 9 "specs/compare.yaml"
    x == y
#line 176 "compare.c"
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
                Eq__int8_int8__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Eq__int8_int8__bool_elem(*(const int8_t *)(opspec_p0),
                    *(const int8_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Eq__int8_int8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:3  Eq  int32, int32 -> bool */
static inline void Eq__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 9 "specs/compare.yaml"
    x == y
#line 258 "compare.c"
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
                Eq__int32_int32__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Eq__int32_int32__bool_elem(*(const int32_t *)(opspec_p0),
                    *(const int32_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Eq__int32_int32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:3  Eq  int64, int64 -> bool */
static inline void Eq__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 9 "specs/compare.yaml"
    x == y
#line 340 "compare.c"
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
                Eq__int64_int64__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Eq__int64_int64__bool_elem(*(const int64_t *)(opspec_p0),
                    *(const int64_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Eq__int64_int64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:3  Eq  uint8, uint8 -> bool */
static inline void Eq__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 9 "specs/compare.yaml"
    x == y
#line 422 "compare.c"
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
                Eq__uint8_uint8__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Eq__uint8_uint8__bool_elem(*(const uint8_t *)(opspec_p0),
                    *(const uint8_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Eq__uint8_uint8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:3  Eq  float32, float32 -> bool */
static inline void Eq__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 9 "specs/compare.yaml"
    x == y
#line 504 "compare.c"
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
                Eq__float32_float32__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Eq__float32_float32__bool_elem(*(const float *)(opspec_p0),
                    *(const float *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Eq__float32_float32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:3  Eq  float64, float64 -> bool */
static inline void Eq__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 9 "specs/compare.yaml"
    x == y
#line 586 "compare.c"
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
                Eq__float64_float64__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Eq__float64_float64__bool_elem(*(const double *)(opspec_p0),
                    *(const double *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Eq__float64_float64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Eq */

/* ------------------------------------------------------------ Neq (specs/compare.yaml:14) */
#ifndef OPSPEC_SKIP_Neq
/* specs/compare.yaml:14  Neq  bool, bool -> bool */
static inline void Neq__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 20 "specs/compare.yaml"
    x != y
#line 672 "compare.c"
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
                Neq__bool_bool__bool_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1[opspec_i] != 0,
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Neq__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (*(const uint8_t *)(opspec_p1) != 0),
                    (_Bool *)opspec_p2);
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
#endif
    Neq__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:14  Neq  int8, int8 -> bool */
static inline void Neq__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 20 "specs/compare.yaml"
    x != y
#line 754 "compare.c"
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
                Neq__int8_int8__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Neq__int8_int8__bool_elem(*(const int8_t *)(opspec_p0),
                    *(const int8_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Neq__int8_int8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:14  Neq  int32, int32 -> bool */
static inline void Neq__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 20 "specs/compare.yaml"
    x != y
#line 836 "compare.c"
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
                Neq__int32_int32__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Neq__int32_int32__bool_elem(*(const int32_t *)(opspec_p0),
                    *(const int32_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Neq__int32_int32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:14  Neq  int64, int64 -> bool */
static inline void Neq__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 20 "specs/compare.yaml"
    x != y
#line 918 "compare.c"
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
                Neq__int64_int64__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Neq__int64_int64__bool_elem(*(const int64_t *)(opspec_p0),
                    *(const int64_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Neq__int64_int64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:14  Neq  uint8, uint8 -> bool */
static inline void Neq__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 20 "specs/compare.yaml"
    x != y
#line 1000 "compare.c"
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
                Neq__uint8_uint8__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Neq__uint8_uint8__bool_elem(*(const uint8_t *)(opspec_p0),
                    *(const uint8_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Neq__uint8_uint8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:14  Neq  float32, float32 -> bool */
static inline void Neq__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 20 "specs/compare.yaml"
    x != y
#line 1082 "compare.c"
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
                Neq__float32_float32__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Neq__float32_float32__bool_elem(*(const float *)(opspec_p0),
                    *(const float *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Neq__float32_float32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:14  Neq  float64, float64 -> bool */
static inline void Neq__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 20 "specs/compare.yaml"
    x != y
#line 1164 "compare.c"
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
                Neq__float64_float64__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Neq__float64_float64__bool_elem(*(const double *)(opspec_p0),
                    *(const double *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Neq__float64_float64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Neq */

/* ------------------------------------------------------------ Lt (specs/compare.yaml:25) */
#ifndef OPSPEC_SKIP_Lt
/* specs/compare.yaml:25  Lt  bool, bool -> bool */
static inline void Lt__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 31 "specs/compare.yaml"
    x < y
#line 1250 "compare.c"
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
                Lt__bool_bool__bool_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1[opspec_i] != 0,
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Lt__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (*(const uint8_t *)(opspec_p1) != 0),
                    (_Bool *)opspec_p2);
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
#endif
    Lt__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:25  Lt  int8, int8 -> bool */
static inline void Lt__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 31 "specs/compare.yaml"
    x < y
#line 1332 "compare.c"
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
                Lt__int8_int8__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Lt__int8_int8__bool_elem(*(const int8_t *)(opspec_p0),
                    *(const int8_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Lt__int8_int8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:25  Lt  int32, int32 -> bool */
static inline void Lt__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 31 "specs/compare.yaml"
    x < y
#line 1414 "compare.c"
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
                Lt__int32_int32__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Lt__int32_int32__bool_elem(*(const int32_t *)(opspec_p0),
                    *(const int32_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Lt__int32_int32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:25  Lt  int64, int64 -> bool */
static inline void Lt__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 31 "specs/compare.yaml"
    x < y
#line 1496 "compare.c"
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
                Lt__int64_int64__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Lt__int64_int64__bool_elem(*(const int64_t *)(opspec_p0),
                    *(const int64_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Lt__int64_int64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:25  Lt  uint8, uint8 -> bool */
static inline void Lt__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 31 "specs/compare.yaml"
    x < y
#line 1578 "compare.c"
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
                Lt__uint8_uint8__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Lt__uint8_uint8__bool_elem(*(const uint8_t *)(opspec_p0),
                    *(const uint8_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Lt__uint8_uint8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:25  Lt  float32, float32 -> bool */
static inline void Lt__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 31 "specs/compare.yaml"
    x < y
#line 1660 "compare.c"
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
                Lt__float32_float32__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Lt__float32_float32__bool_elem(*(const float *)(opspec_p0),
                    *(const float *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Lt__float32_float32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:25  Lt  float64, float64 -> bool */
static inline void Lt__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 31 "specs/compare.yaml"
    x < y
#line 1742 "compare.c"
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
                Lt__float64_float64__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Lt__float64_float64__bool_elem(*(const double *)(opspec_p0),
                    *(const double *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Lt__float64_float64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Lt */

/* ------------------------------------------------------------ Le (specs/compare.yaml:36) */
#ifndef OPSPEC_SKIP_Le
/* specs/compare.yaml:36  Le  bool, bool -> bool */
static inline void Le__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 42 "specs/compare.yaml"
    x <= y
#line 1828 "compare.c"
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
                Le__bool_bool__bool_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1[opspec_i] != 0,
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Le__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (*(const uint8_t *)(opspec_p1) != 0),
                    (_Bool *)opspec_p2);
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
#endif
    Le__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:36  Le  int8, int8 -> bool */
static inline void Le__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 42 "specs/compare.yaml"
    x <= y
#line 1910 "compare.c"
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
                Le__int8_int8__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Le__int8_int8__bool_elem(*(const int8_t *)(opspec_p0),
                    *(const int8_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Le__int8_int8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:36  Le  int32, int32 -> bool */
static inline void Le__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 42 "specs/compare.yaml"
    x <= y
#line 1992 "compare.c"
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
                Le__int32_int32__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Le__int32_int32__bool_elem(*(const int32_t *)(opspec_p0),
                    *(const int32_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Le__int32_int32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:36  Le  int64, int64 -> bool */
static inline void Le__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 42 "specs/compare.yaml"
    x <= y
#line 2074 "compare.c"
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
                Le__int64_int64__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Le__int64_int64__bool_elem(*(const int64_t *)(opspec_p0),
                    *(const int64_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Le__int64_int64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:36  Le  uint8, uint8 -> bool */
static inline void Le__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 42 "specs/compare.yaml"
    x <= y
#line 2156 "compare.c"
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
                Le__uint8_uint8__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Le__uint8_uint8__bool_elem(*(const uint8_t *)(opspec_p0),
                    *(const uint8_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Le__uint8_uint8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:36  Le  float32, float32 -> bool */
static inline void Le__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 42 "specs/compare.yaml"
    x <= y
#line 2238 "compare.c"
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
                Le__float32_float32__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Le__float32_float32__bool_elem(*(const float *)(opspec_p0),
                    *(const float *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Le__float32_float32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:36  Le  float64, float64 -> bool */
static inline void Le__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 42 "specs/compare.yaml"
    x <= y
#line 2320 "compare.c"
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
                Le__float64_float64__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Le__float64_float64__bool_elem(*(const double *)(opspec_p0),
                    *(const double *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Le__float64_float64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Le */

/* ------------------------------------------------------------ Gt (specs/compare.yaml:47) */
#ifndef OPSPEC_SKIP_Gt
/* specs/compare.yaml:47  Gt  bool, bool -> bool */
static inline void Gt__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 53 "specs/compare.yaml"
    x > y
#line 2406 "compare.c"
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
                Gt__bool_bool__bool_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1[opspec_i] != 0,
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Gt__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (*(const uint8_t *)(opspec_p1) != 0),
                    (_Bool *)opspec_p2);
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
#endif
    Gt__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:47  Gt  int8, int8 -> bool */
static inline void Gt__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 53 "specs/compare.yaml"
    x > y
#line 2488 "compare.c"
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
                Gt__int8_int8__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Gt__int8_int8__bool_elem(*(const int8_t *)(opspec_p0),
                    *(const int8_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Gt__int8_int8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:47  Gt  int32, int32 -> bool */
static inline void Gt__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 53 "specs/compare.yaml"
    x > y
#line 2570 "compare.c"
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
                Gt__int32_int32__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Gt__int32_int32__bool_elem(*(const int32_t *)(opspec_p0),
                    *(const int32_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Gt__int32_int32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:47  Gt  int64, int64 -> bool */
static inline void Gt__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 53 "specs/compare.yaml"
    x > y
#line 2652 "compare.c"
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
                Gt__int64_int64__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Gt__int64_int64__bool_elem(*(const int64_t *)(opspec_p0),
                    *(const int64_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Gt__int64_int64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:47  Gt  uint8, uint8 -> bool */
static inline void Gt__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 53 "specs/compare.yaml"
    x > y
#line 2734 "compare.c"
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
                Gt__uint8_uint8__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Gt__uint8_uint8__bool_elem(*(const uint8_t *)(opspec_p0),
                    *(const uint8_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Gt__uint8_uint8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:47  Gt  float32, float32 -> bool */
static inline void Gt__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 53 "specs/compare.yaml"
    x > y
#line 2816 "compare.c"
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
                Gt__float32_float32__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Gt__float32_float32__bool_elem(*(const float *)(opspec_p0),
                    *(const float *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Gt__float32_float32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:47  Gt  float64, float64 -> bool */
static inline void Gt__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 53 "specs/compare.yaml"
    x > y
#line 2898 "compare.c"
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
                Gt__float64_float64__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Gt__float64_float64__bool_elem(*(const double *)(opspec_p0),
                    *(const double *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Gt__float64_float64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Gt */

/* ------------------------------------------------------------ Ge (specs/compare.yaml:58) */
#ifndef OPSPEC_SKIP_Ge
/* specs/compare.yaml:58  Ge  bool, bool -> bool */
static inline void Ge__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 64 "specs/compare.yaml"
    x >= y
#line 2984 "compare.c"
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
                Ge__bool_bool__bool_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1[opspec_i] != 0,
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Ge__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (*(const uint8_t *)(opspec_p1) != 0),
                    (_Bool *)opspec_p2);
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
#endif
    Ge__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:58  Ge  int8, int8 -> bool */
static inline void Ge__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 64 "specs/compare.yaml"
    x >= y
#line 3066 "compare.c"
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
                Ge__int8_int8__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Ge__int8_int8__bool_elem(*(const int8_t *)(opspec_p0),
                    *(const int8_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Ge__int8_int8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:58  Ge  int32, int32 -> bool */
static inline void Ge__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 64 "specs/compare.yaml"
    x >= y
#line 3148 "compare.c"
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
                Ge__int32_int32__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Ge__int32_int32__bool_elem(*(const int32_t *)(opspec_p0),
                    *(const int32_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Ge__int32_int32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:58  Ge  int64, int64 -> bool */
static inline void Ge__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 64 "specs/compare.yaml"
    x >= y
#line 3230 "compare.c"
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
                Ge__int64_int64__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Ge__int64_int64__bool_elem(*(const int64_t *)(opspec_p0),
                    *(const int64_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Ge__int64_int64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:58  Ge  uint8, uint8 -> bool */
static inline void Ge__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 64 "specs/compare.yaml"
    x >= y
#line 3312 "compare.c"
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
                Ge__uint8_uint8__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Ge__uint8_uint8__bool_elem(*(const uint8_t *)(opspec_p0),
                    *(const uint8_t *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Ge__uint8_uint8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:58  Ge  float32, float32 -> bool */
static inline void Ge__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 64 "specs/compare.yaml"
    x >= y
#line 3394 "compare.c"
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
                Ge__float32_float32__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Ge__float32_float32__bool_elem(*(const float *)(opspec_p0),
                    *(const float *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Ge__float32_float32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:58  Ge  float64, float64 -> bool */
static inline void Ge__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 64 "specs/compare.yaml"
    x >= y
#line 3476 "compare.c"
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
                Ge__float64_float64__bool_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Ge__float64_float64__bool_elem(*(const double *)(opspec_p0),
                    *(const double *)(opspec_p1),
                    (_Bool *)opspec_p2);
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
#endif
    Ge__float64_float64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Ge */

/* ------------------------------------------------------------ And (specs/compare.yaml:69) */
#ifndef OPSPEC_SKIP_And
/* specs/compare.yaml:69  And  bool, bool -> bool */
static inline void And__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 76 "specs/compare.yaml"
    x & y
#line 3562 "compare.c"
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
                And__bool_bool__bool_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1[opspec_i] != 0,
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            And__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (*(const uint8_t *)(opspec_p1) != 0),
                    (_Bool *)opspec_p2);
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
#endif
    And__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:69  And  int8, int8 -> int8 */
static inline void And__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 76 "specs/compare.yaml"
    x & y
#line 3644 "compare.c"
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
                And__int8_int8__int8_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            And__int8_int8__int8_elem(*(const int8_t *)(opspec_p0),
                    *(const int8_t *)(opspec_p1),
                    (int8_t *)opspec_p2);
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
#endif
    And__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:69  And  int32, int32 -> int32 */
static inline void And__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 76 "specs/compare.yaml"
    x & y
#line 3726 "compare.c"
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
                And__int32_int32__int32_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            And__int32_int32__int32_elem(*(const int32_t *)(opspec_p0),
                    *(const int32_t *)(opspec_p1),
                    (int32_t *)opspec_p2);
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
#endif
    And__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:69  And  int64, int64 -> int64 */
static inline void And__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 76 "specs/compare.yaml"
    x & y
#line 3808 "compare.c"
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
                And__int64_int64__int64_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            And__int64_int64__int64_elem(*(const int64_t *)(opspec_p0),
                    *(const int64_t *)(opspec_p1),
                    (int64_t *)opspec_p2);
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
#endif
    And__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:69  And  uint8, uint8 -> uint8 */
static inline void And__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 76 "specs/compare.yaml"
    x & y
#line 3890 "compare.c"
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
                And__uint8_uint8__uint8_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            And__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0),
                    *(const uint8_t *)(opspec_p1),
                    (uint8_t *)opspec_p2);
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
#endif
    And__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* And */

/* ------------------------------------------------------------ Or (specs/compare.yaml:81) */
#ifndef OPSPEC_SKIP_Or
/* specs/compare.yaml:81  Or  bool, bool -> bool */
static inline void Or__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 88 "specs/compare.yaml"
    x | y
#line 3976 "compare.c"
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
                Or__bool_bool__bool_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1[opspec_i] != 0,
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Or__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (*(const uint8_t *)(opspec_p1) != 0),
                    (_Bool *)opspec_p2);
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
#endif
    Or__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:81  Or  int8, int8 -> int8 */
static inline void Or__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 88 "specs/compare.yaml"
    x | y
#line 4058 "compare.c"
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
                Or__int8_int8__int8_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Or__int8_int8__int8_elem(*(const int8_t *)(opspec_p0),
                    *(const int8_t *)(opspec_p1),
                    (int8_t *)opspec_p2);
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
#endif
    Or__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:81  Or  int32, int32 -> int32 */
static inline void Or__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 88 "specs/compare.yaml"
    x | y
#line 4140 "compare.c"
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
                Or__int32_int32__int32_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Or__int32_int32__int32_elem(*(const int32_t *)(opspec_p0),
                    *(const int32_t *)(opspec_p1),
                    (int32_t *)opspec_p2);
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
#endif
    Or__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:81  Or  int64, int64 -> int64 */
static inline void Or__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 88 "specs/compare.yaml"
    x | y
#line 4222 "compare.c"
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
                Or__int64_int64__int64_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Or__int64_int64__int64_elem(*(const int64_t *)(opspec_p0),
                    *(const int64_t *)(opspec_p1),
                    (int64_t *)opspec_p2);
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
#endif
    Or__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:81  Or  uint8, uint8 -> uint8 */
static inline void Or__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 88 "specs/compare.yaml"
    x | y
#line 4304 "compare.c"
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
                Or__uint8_uint8__uint8_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Or__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0),
                    *(const uint8_t *)(opspec_p1),
                    (uint8_t *)opspec_p2);
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
#endif
    Or__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Or */

/* ------------------------------------------------------------ Xor (specs/compare.yaml:93) */
#ifndef OPSPEC_SKIP_Xor
/* specs/compare.yaml:93  Xor  bool, bool -> bool */
static inline void Xor__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 99 "specs/compare.yaml"
    x ^ y
#line 4390 "compare.c"
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
                Xor__bool_bool__bool_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1[opspec_i] != 0,
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Xor__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (*(const uint8_t *)(opspec_p1) != 0),
                    (_Bool *)opspec_p2);
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
#endif
    Xor__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:93  Xor  int8, int8 -> int8 */
static inline void Xor__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 99 "specs/compare.yaml"
    x ^ y
#line 4472 "compare.c"
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
                Xor__int8_int8__int8_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Xor__int8_int8__int8_elem(*(const int8_t *)(opspec_p0),
                    *(const int8_t *)(opspec_p1),
                    (int8_t *)opspec_p2);
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
#endif
    Xor__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:93  Xor  int32, int32 -> int32 */
static inline void Xor__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 99 "specs/compare.yaml"
    x ^ y
#line 4554 "compare.c"
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
                Xor__int32_int32__int32_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Xor__int32_int32__int32_elem(*(const int32_t *)(opspec_p0),
                    *(const int32_t *)(opspec_p1),
                    (int32_t *)opspec_p2);
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
#endif
    Xor__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:93  Xor  int64, int64 -> int64 */
static inline void Xor__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 99 "specs/compare.yaml"
    x ^ y
#line 4636 "compare.c"
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
                Xor__int64_int64__int64_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Xor__int64_int64__int64_elem(*(const int64_t *)(opspec_p0),
                    *(const int64_t *)(opspec_p1),
                    (int64_t *)opspec_p2);
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
#endif
    Xor__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:93  Xor  uint8, uint8 -> uint8 */
static inline void Xor__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 99 "specs/compare.yaml"
    x ^ y
#line 4718 "compare.c"
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
                Xor__uint8_uint8__uint8_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Xor__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0),
                    *(const uint8_t *)(opspec_p1),
                    (uint8_t *)opspec_p2);
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
#endif
    Xor__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Xor */

/* ------------------------------------------------------------ Invert (specs/compare.yaml:104) */
#ifndef OPSPEC_SKIP_Invert
/* specs/compare.yaml:104  Invert  bool -> bool */
static inline void Invert__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 110 "specs/compare.yaml"
    _Generic((x), _Bool: !x, default: ~x)
#line 4804 "compare.c"
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
                Invert__bool__bool_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Invert__bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (_Bool *)opspec_p1);
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
#endif
    Invert__bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:104  Invert  int8 -> int8 */
static inline void Invert__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 110 "specs/compare.yaml"
    _Generic((x), _Bool: !x, default: ~x)
#line 4881 "compare.c"
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
                Invert__int8__int8_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Invert__int8__int8_elem(*(const int8_t *)(opspec_p0),
                    (int8_t *)opspec_p1);
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
#endif
    Invert__int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:104  Invert  int32 -> int32 */
static inline void Invert__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 110 "specs/compare.yaml"
    _Generic((x), _Bool: !x, default: ~x)
#line 4958 "compare.c"
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
                Invert__int32__int32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Invert__int32__int32_elem(*(const int32_t *)(opspec_p0),
                    (int32_t *)opspec_p1);
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
#endif
    Invert__int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:104  Invert  int64 -> int64 */
static inline void Invert__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 110 "specs/compare.yaml"
    _Generic((x), _Bool: !x, default: ~x)
#line 5035 "compare.c"
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
                Invert__int64__int64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Invert__int64__int64_elem(*(const int64_t *)(opspec_p0),
                    (int64_t *)opspec_p1);
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
#endif
    Invert__int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:104  Invert  uint8 -> uint8 */
static inline void Invert__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 110 "specs/compare.yaml"
    _Generic((x), _Bool: !x, default: ~x)
#line 5112 "compare.c"
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
                Invert__uint8__uint8_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Invert__uint8__uint8_elem(*(const uint8_t *)(opspec_p0),
                    (uint8_t *)opspec_p1);
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
#endif
    Invert__uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Invert */

/* ------------------------------------------------------------ Switch (specs/compare.yaml:115) */
#ifndef OPSPEC_SKIP_Switch
/* specs/compare.yaml:115  Switch  bool, bool, bool -> bool */
static inline void Switch__bool_bool_bool__bool_elem(const _Bool cond, const _Bool a, const _Bool b, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 121 "specs/compare.yaml"
    cond ? a : b
#line 5193 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Switch__bool_bool_bool__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
            _Bool *opspec_q3 = (_Bool *)opspec_p3 + opspec_c;
            for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                Switch__bool_bool_bool__bool_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1[opspec_i] != 0,
                    opspec_q2[opspec_i] != 0,
                    opspec_q3 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2, opspec_p3 += opspec_s3)
            Switch__bool_bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (*(const uint8_t *)(opspec_p1) != 0),
                    (*(const uint8_t *)(opspec_p2) != 0),
                    (_Bool *)opspec_p3);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Switch__bool_bool_bool__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[4];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 4; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Switch__bool_bool_bool__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Switch__bool_bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Switch__bool_bool_bool__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Switch__bool_bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:115  Switch  bool, int8, int8 -> int8 */
static inline void Switch__bool_int8_int8__int8_elem(const _Bool cond, const int8_t a, const int8_t b, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 121 "specs/compare.yaml"
    cond ? a : b
#line 5280 "compare.c"
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
                Switch__bool_int8_int8__int8_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1[opspec_i],
                    opspec_q2[opspec_i],
                    opspec_q3 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2, opspec_p3 += opspec_s3)
            Switch__bool_int8_int8__int8_elem((*(const uint8_t *)(opspec_p0) != 0),
                    *(const int8_t *)(opspec_p1),
                    *(const int8_t *)(opspec_p2),
                    (int8_t *)opspec_p3);
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
#endif
    Switch__bool_int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:115  Switch  bool, int32, int32 -> int32 */
static inline void Switch__bool_int32_int32__int32_elem(const _Bool cond, const int32_t a, const int32_t b, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 121 "specs/compare.yaml"
    cond ? a : b
#line 5367 "compare.c"
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
                Switch__bool_int32_int32__int32_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1[opspec_i],
                    opspec_q2[opspec_i],
                    opspec_q3 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2, opspec_p3 += opspec_s3)
            Switch__bool_int32_int32__int32_elem((*(const uint8_t *)(opspec_p0) != 0),
                    *(const int32_t *)(opspec_p1),
                    *(const int32_t *)(opspec_p2),
                    (int32_t *)opspec_p3);
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
#endif
    Switch__bool_int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:115  Switch  bool, int64, int64 -> int64 */
static inline void Switch__bool_int64_int64__int64_elem(const _Bool cond, const int64_t a, const int64_t b, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 121 "specs/compare.yaml"
    cond ? a : b
#line 5454 "compare.c"
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
                Switch__bool_int64_int64__int64_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1[opspec_i],
                    opspec_q2[opspec_i],
                    opspec_q3 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2, opspec_p3 += opspec_s3)
            Switch__bool_int64_int64__int64_elem((*(const uint8_t *)(opspec_p0) != 0),
                    *(const int64_t *)(opspec_p1),
                    *(const int64_t *)(opspec_p2),
                    (int64_t *)opspec_p3);
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
#endif
    Switch__bool_int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:115  Switch  bool, uint8, uint8 -> uint8 */
static inline void Switch__bool_uint8_uint8__uint8_elem(const _Bool cond, const uint8_t a, const uint8_t b, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 121 "specs/compare.yaml"
    cond ? a : b
#line 5541 "compare.c"
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
                Switch__bool_uint8_uint8__uint8_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1[opspec_i],
                    opspec_q2[opspec_i],
                    opspec_q3 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2, opspec_p3 += opspec_s3)
            Switch__bool_uint8_uint8__uint8_elem((*(const uint8_t *)(opspec_p0) != 0),
                    *(const uint8_t *)(opspec_p1),
                    *(const uint8_t *)(opspec_p2),
                    (uint8_t *)opspec_p3);
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
#endif
    Switch__bool_uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:115  Switch  bool, float32, float32 -> float32 */
static inline void Switch__bool_float32_float32__float32_elem(const _Bool cond, const float a, const float b, float *opspec_out_out)
{
    float out;
    out = (
#line 121 "specs/compare.yaml"
    cond ? a : b
#line 5628 "compare.c"
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
                Switch__bool_float32_float32__float32_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1[opspec_i],
                    opspec_q2[opspec_i],
                    opspec_q3 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2, opspec_p3 += opspec_s3)
            Switch__bool_float32_float32__float32_elem((*(const uint8_t *)(opspec_p0) != 0),
                    *(const float *)(opspec_p1),
                    *(const float *)(opspec_p2),
                    (float *)opspec_p3);
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
#endif
    Switch__bool_float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:115  Switch  bool, float64, float64 -> float64 */
static inline void Switch__bool_float64_float64__float64_elem(const _Bool cond, const double a, const double b, double *opspec_out_out)
{
    double out;
    out = (
#line 121 "specs/compare.yaml"
    cond ? a : b
#line 5715 "compare.c"
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
                Switch__bool_float64_float64__float64_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1[opspec_i],
                    opspec_q2[opspec_i],
                    opspec_q3 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2, opspec_p3 += opspec_s3)
            Switch__bool_float64_float64__float64_elem((*(const uint8_t *)(opspec_p0) != 0),
                    *(const double *)(opspec_p1),
                    *(const double *)(opspec_p2),
                    (double *)opspec_p3);
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
#endif
    Switch__bool_float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Switch */

/* ------------------------------------------------------------ Second (specs/compare.yaml:128) */
#ifndef OPSPEC_SKIP_Second
/* specs/compare.yaml:128  Second  bool, bool -> bool */
static inline void Second__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 136 "specs/compare.yaml"
    y
#line 5806 "compare.c"
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
                Second__bool_bool__bool_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1[opspec_i] != 0,
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Second__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (*(const uint8_t *)(opspec_p1) != 0),
                    (_Bool *)opspec_p2);
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
#endif
    Second__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:128  Second  int8, int8 -> int8 */
static inline void Second__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 136 "specs/compare.yaml"
    y
#line 5888 "compare.c"
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
                Second__int8_int8__int8_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Second__int8_int8__int8_elem(*(const int8_t *)(opspec_p0),
                    *(const int8_t *)(opspec_p1),
                    (int8_t *)opspec_p2);
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
#endif
    Second__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:128  Second  int32, int32 -> int32 */
static inline void Second__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 136 "specs/compare.yaml"
    y
#line 5970 "compare.c"
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
                Second__int32_int32__int32_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Second__int32_int32__int32_elem(*(const int32_t *)(opspec_p0),
                    *(const int32_t *)(opspec_p1),
                    (int32_t *)opspec_p2);
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
#endif
    Second__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:128  Second  int64, int64 -> int64 */
static inline void Second__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 136 "specs/compare.yaml"
    y
#line 6052 "compare.c"
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
                Second__int64_int64__int64_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Second__int64_int64__int64_elem(*(const int64_t *)(opspec_p0),
                    *(const int64_t *)(opspec_p1),
                    (int64_t *)opspec_p2);
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
#endif
    Second__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:128  Second  uint8, uint8 -> uint8 */
static inline void Second__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 136 "specs/compare.yaml"
    y
#line 6134 "compare.c"
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
                Second__uint8_uint8__uint8_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Second__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0),
                    *(const uint8_t *)(opspec_p1),
                    (uint8_t *)opspec_p2);
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
#endif
    Second__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:128  Second  float32, float32 -> float32 */
static inline void Second__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 136 "specs/compare.yaml"
    y
#line 6216 "compare.c"
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
                Second__float32_float32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Second__float32_float32__float32_elem(*(const float *)(opspec_p0),
                    *(const float *)(opspec_p1),
                    (float *)opspec_p2);
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
#endif
    Second__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:128  Second  float64, float64 -> float64 */
static inline void Second__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 136 "specs/compare.yaml"
    y
#line 6298 "compare.c"
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
                Second__float64_float64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Second__float64_float64__float64_elem(*(const double *)(opspec_p0),
                    *(const double *)(opspec_p1),
                    (double *)opspec_p2);
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
#endif
    Second__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Second */
