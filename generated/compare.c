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
   Switch: int Switch__bool_int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Switch: int Switch__bool_int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Switch: int Switch__bool_int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Switch: int Switch__bool_uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Switch: int Switch__bool_float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Switch: int Switch__bool_float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
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
#line 86 "compare.c"
    );
    *opspec_out_out = out;
}
int Eq__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:3  Eq  int8, int8 -> bool */
static inline void Eq__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 9 "specs/compare.yaml"
    x == y
#line 134 "compare.c"
    );
    *opspec_out_out = out;
}
int Eq__int8_int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:3  Eq  int32, int32 -> bool */
static inline void Eq__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 9 "specs/compare.yaml"
    x == y
#line 182 "compare.c"
    );
    *opspec_out_out = out;
}
int Eq__int32_int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:3  Eq  int64, int64 -> bool */
static inline void Eq__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 9 "specs/compare.yaml"
    x == y
#line 230 "compare.c"
    );
    *opspec_out_out = out;
}
int Eq__int64_int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:3  Eq  uint8, uint8 -> bool */
static inline void Eq__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 9 "specs/compare.yaml"
    x == y
#line 278 "compare.c"
    );
    *opspec_out_out = out;
}
int Eq__uint8_uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:3  Eq  float32, float32 -> bool */
static inline void Eq__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 9 "specs/compare.yaml"
    x == y
#line 326 "compare.c"
    );
    *opspec_out_out = out;
}
int Eq__float32_float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:3  Eq  float64, float64 -> bool */
static inline void Eq__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 9 "specs/compare.yaml"
    x == y
#line 374 "compare.c"
    );
    *opspec_out_out = out;
}
int Eq__float64_float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* Eq */

/* ------------------------------------------------------------ Neq (specs/compare.yaml:13) */
#ifndef OPSPEC_SKIP_Neq
/* specs/compare.yaml:13  Neq  bool, bool -> bool */
static inline void Neq__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 19 "specs/compare.yaml"
    x != y
#line 426 "compare.c"
    );
    *opspec_out_out = out;
}
int Neq__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:13  Neq  int8, int8 -> bool */
static inline void Neq__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 19 "specs/compare.yaml"
    x != y
#line 474 "compare.c"
    );
    *opspec_out_out = out;
}
int Neq__int8_int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:13  Neq  int32, int32 -> bool */
static inline void Neq__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 19 "specs/compare.yaml"
    x != y
#line 522 "compare.c"
    );
    *opspec_out_out = out;
}
int Neq__int32_int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:13  Neq  int64, int64 -> bool */
static inline void Neq__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 19 "specs/compare.yaml"
    x != y
#line 570 "compare.c"
    );
    *opspec_out_out = out;
}
int Neq__int64_int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:13  Neq  uint8, uint8 -> bool */
static inline void Neq__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 19 "specs/compare.yaml"
    x != y
#line 618 "compare.c"
    );
    *opspec_out_out = out;
}
int Neq__uint8_uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:13  Neq  float32, float32 -> bool */
static inline void Neq__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 19 "specs/compare.yaml"
    x != y
#line 666 "compare.c"
    );
    *opspec_out_out = out;
}
int Neq__float32_float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:13  Neq  float64, float64 -> bool */
static inline void Neq__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 19 "specs/compare.yaml"
    x != y
#line 714 "compare.c"
    );
    *opspec_out_out = out;
}
int Neq__float64_float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* Neq */

/* ------------------------------------------------------------ Lt (specs/compare.yaml:23) */
#ifndef OPSPEC_SKIP_Lt
/* specs/compare.yaml:23  Lt  bool, bool -> bool */
static inline void Lt__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 29 "specs/compare.yaml"
    x < y
#line 766 "compare.c"
    );
    *opspec_out_out = out;
}
int Lt__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:23  Lt  int8, int8 -> bool */
static inline void Lt__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 29 "specs/compare.yaml"
    x < y
#line 814 "compare.c"
    );
    *opspec_out_out = out;
}
int Lt__int8_int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:23  Lt  int32, int32 -> bool */
static inline void Lt__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 29 "specs/compare.yaml"
    x < y
#line 862 "compare.c"
    );
    *opspec_out_out = out;
}
int Lt__int32_int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:23  Lt  int64, int64 -> bool */
static inline void Lt__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 29 "specs/compare.yaml"
    x < y
#line 910 "compare.c"
    );
    *opspec_out_out = out;
}
int Lt__int64_int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:23  Lt  uint8, uint8 -> bool */
static inline void Lt__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 29 "specs/compare.yaml"
    x < y
#line 958 "compare.c"
    );
    *opspec_out_out = out;
}
int Lt__uint8_uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:23  Lt  float32, float32 -> bool */
static inline void Lt__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 29 "specs/compare.yaml"
    x < y
#line 1006 "compare.c"
    );
    *opspec_out_out = out;
}
int Lt__float32_float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:23  Lt  float64, float64 -> bool */
static inline void Lt__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 29 "specs/compare.yaml"
    x < y
#line 1054 "compare.c"
    );
    *opspec_out_out = out;
}
int Lt__float64_float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* Lt */

/* ------------------------------------------------------------ Le (specs/compare.yaml:33) */
#ifndef OPSPEC_SKIP_Le
/* specs/compare.yaml:33  Le  bool, bool -> bool */
static inline void Le__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 39 "specs/compare.yaml"
    x <= y
#line 1106 "compare.c"
    );
    *opspec_out_out = out;
}
int Le__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:33  Le  int8, int8 -> bool */
static inline void Le__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 39 "specs/compare.yaml"
    x <= y
#line 1154 "compare.c"
    );
    *opspec_out_out = out;
}
int Le__int8_int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:33  Le  int32, int32 -> bool */
static inline void Le__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 39 "specs/compare.yaml"
    x <= y
#line 1202 "compare.c"
    );
    *opspec_out_out = out;
}
int Le__int32_int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:33  Le  int64, int64 -> bool */
static inline void Le__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 39 "specs/compare.yaml"
    x <= y
#line 1250 "compare.c"
    );
    *opspec_out_out = out;
}
int Le__int64_int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:33  Le  uint8, uint8 -> bool */
static inline void Le__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 39 "specs/compare.yaml"
    x <= y
#line 1298 "compare.c"
    );
    *opspec_out_out = out;
}
int Le__uint8_uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:33  Le  float32, float32 -> bool */
static inline void Le__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 39 "specs/compare.yaml"
    x <= y
#line 1346 "compare.c"
    );
    *opspec_out_out = out;
}
int Le__float32_float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:33  Le  float64, float64 -> bool */
static inline void Le__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 39 "specs/compare.yaml"
    x <= y
#line 1394 "compare.c"
    );
    *opspec_out_out = out;
}
int Le__float64_float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* Le */

/* ------------------------------------------------------------ Gt (specs/compare.yaml:43) */
#ifndef OPSPEC_SKIP_Gt
/* specs/compare.yaml:43  Gt  bool, bool -> bool */
static inline void Gt__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 49 "specs/compare.yaml"
    x > y
#line 1446 "compare.c"
    );
    *opspec_out_out = out;
}
int Gt__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:43  Gt  int8, int8 -> bool */
static inline void Gt__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 49 "specs/compare.yaml"
    x > y
#line 1494 "compare.c"
    );
    *opspec_out_out = out;
}
int Gt__int8_int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:43  Gt  int32, int32 -> bool */
static inline void Gt__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 49 "specs/compare.yaml"
    x > y
#line 1542 "compare.c"
    );
    *opspec_out_out = out;
}
int Gt__int32_int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:43  Gt  int64, int64 -> bool */
static inline void Gt__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 49 "specs/compare.yaml"
    x > y
#line 1590 "compare.c"
    );
    *opspec_out_out = out;
}
int Gt__int64_int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:43  Gt  uint8, uint8 -> bool */
static inline void Gt__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 49 "specs/compare.yaml"
    x > y
#line 1638 "compare.c"
    );
    *opspec_out_out = out;
}
int Gt__uint8_uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:43  Gt  float32, float32 -> bool */
static inline void Gt__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 49 "specs/compare.yaml"
    x > y
#line 1686 "compare.c"
    );
    *opspec_out_out = out;
}
int Gt__float32_float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:43  Gt  float64, float64 -> bool */
static inline void Gt__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 49 "specs/compare.yaml"
    x > y
#line 1734 "compare.c"
    );
    *opspec_out_out = out;
}
int Gt__float64_float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* Gt */

/* ------------------------------------------------------------ Ge (specs/compare.yaml:53) */
#ifndef OPSPEC_SKIP_Ge
/* specs/compare.yaml:53  Ge  bool, bool -> bool */
static inline void Ge__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 59 "specs/compare.yaml"
    x >= y
#line 1786 "compare.c"
    );
    *opspec_out_out = out;
}
int Ge__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:53  Ge  int8, int8 -> bool */
static inline void Ge__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 59 "specs/compare.yaml"
    x >= y
#line 1834 "compare.c"
    );
    *opspec_out_out = out;
}
int Ge__int8_int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:53  Ge  int32, int32 -> bool */
static inline void Ge__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 59 "specs/compare.yaml"
    x >= y
#line 1882 "compare.c"
    );
    *opspec_out_out = out;
}
int Ge__int32_int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:53  Ge  int64, int64 -> bool */
static inline void Ge__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 59 "specs/compare.yaml"
    x >= y
#line 1930 "compare.c"
    );
    *opspec_out_out = out;
}
int Ge__int64_int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:53  Ge  uint8, uint8 -> bool */
static inline void Ge__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 59 "specs/compare.yaml"
    x >= y
#line 1978 "compare.c"
    );
    *opspec_out_out = out;
}
int Ge__uint8_uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:53  Ge  float32, float32 -> bool */
static inline void Ge__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 59 "specs/compare.yaml"
    x >= y
#line 2026 "compare.c"
    );
    *opspec_out_out = out;
}
int Ge__float32_float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:53  Ge  float64, float64 -> bool */
static inline void Ge__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 59 "specs/compare.yaml"
    x >= y
#line 2074 "compare.c"
    );
    *opspec_out_out = out;
}
int Ge__float64_float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* Ge */

/* ------------------------------------------------------------ And (specs/compare.yaml:63) */
#ifndef OPSPEC_SKIP_And
/* specs/compare.yaml:63  And  bool, bool -> bool */
static inline void And__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 70 "specs/compare.yaml"
    x & y
#line 2126 "compare.c"
    );
    *opspec_out_out = out;
}
int And__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:63  And  int8, int8 -> int8 */
static inline void And__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 70 "specs/compare.yaml"
    x & y
#line 2174 "compare.c"
    );
    *opspec_out_out = out;
}
int And__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:63  And  int32, int32 -> int32 */
static inline void And__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 70 "specs/compare.yaml"
    x & y
#line 2222 "compare.c"
    );
    *opspec_out_out = out;
}
int And__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:63  And  int64, int64 -> int64 */
static inline void And__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 70 "specs/compare.yaml"
    x & y
#line 2270 "compare.c"
    );
    *opspec_out_out = out;
}
int And__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:63  And  uint8, uint8 -> uint8 */
static inline void And__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 70 "specs/compare.yaml"
    x & y
#line 2318 "compare.c"
    );
    *opspec_out_out = out;
}
int And__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* And */

/* ------------------------------------------------------------ Or (specs/compare.yaml:75) */
#ifndef OPSPEC_SKIP_Or
/* specs/compare.yaml:75  Or  bool, bool -> bool */
static inline void Or__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 82 "specs/compare.yaml"
    x | y
#line 2370 "compare.c"
    );
    *opspec_out_out = out;
}
int Or__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:75  Or  int8, int8 -> int8 */
static inline void Or__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 82 "specs/compare.yaml"
    x | y
#line 2418 "compare.c"
    );
    *opspec_out_out = out;
}
int Or__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:75  Or  int32, int32 -> int32 */
static inline void Or__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 82 "specs/compare.yaml"
    x | y
#line 2466 "compare.c"
    );
    *opspec_out_out = out;
}
int Or__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:75  Or  int64, int64 -> int64 */
static inline void Or__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 82 "specs/compare.yaml"
    x | y
#line 2514 "compare.c"
    );
    *opspec_out_out = out;
}
int Or__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:75  Or  uint8, uint8 -> uint8 */
static inline void Or__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 82 "specs/compare.yaml"
    x | y
#line 2562 "compare.c"
    );
    *opspec_out_out = out;
}
int Or__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* Or */

/* ------------------------------------------------------------ Xor (specs/compare.yaml:87) */
#ifndef OPSPEC_SKIP_Xor
/* specs/compare.yaml:87  Xor  bool, bool -> bool */
static inline void Xor__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 93 "specs/compare.yaml"
    x ^ y
#line 2614 "compare.c"
    );
    *opspec_out_out = out;
}
int Xor__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:87  Xor  int8, int8 -> int8 */
static inline void Xor__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 93 "specs/compare.yaml"
    x ^ y
#line 2662 "compare.c"
    );
    *opspec_out_out = out;
}
int Xor__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:87  Xor  int32, int32 -> int32 */
static inline void Xor__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 93 "specs/compare.yaml"
    x ^ y
#line 2710 "compare.c"
    );
    *opspec_out_out = out;
}
int Xor__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:87  Xor  int64, int64 -> int64 */
static inline void Xor__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 93 "specs/compare.yaml"
    x ^ y
#line 2758 "compare.c"
    );
    *opspec_out_out = out;
}
int Xor__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:87  Xor  uint8, uint8 -> uint8 */
static inline void Xor__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 93 "specs/compare.yaml"
    x ^ y
#line 2806 "compare.c"
    );
    *opspec_out_out = out;
}
int Xor__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 2, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* Xor */

/* ------------------------------------------------------------ Invert (specs/compare.yaml:98) */
#ifndef OPSPEC_SKIP_Invert
/* specs/compare.yaml:98  Invert  bool -> bool */
static inline void Invert__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 104 "specs/compare.yaml"
    _Generic((x), _Bool: !x, default: ~x)
#line 2858 "compare.c"
    );
    *opspec_out_out = out;
}
int Invert__bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:98  Invert  int8 -> int8 */
static inline void Invert__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 104 "specs/compare.yaml"
    _Generic((x), _Bool: !x, default: ~x)
#line 2901 "compare.c"
    );
    *opspec_out_out = out;
}
int Invert__int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:98  Invert  int32 -> int32 */
static inline void Invert__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 104 "specs/compare.yaml"
    _Generic((x), _Bool: !x, default: ~x)
#line 2944 "compare.c"
    );
    *opspec_out_out = out;
}
int Invert__int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:98  Invert  int64 -> int64 */
static inline void Invert__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 104 "specs/compare.yaml"
    _Generic((x), _Bool: !x, default: ~x)
#line 2987 "compare.c"
    );
    *opspec_out_out = out;
}
int Invert__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:98  Invert  uint8 -> uint8 */
static inline void Invert__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 104 "specs/compare.yaml"
    _Generic((x), _Bool: !x, default: ~x)
#line 3030 "compare.c"
    );
    *opspec_out_out = out;
}
int Invert__uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* Invert */

/* ------------------------------------------------------------ Switch (specs/compare.yaml:109) */
#ifndef OPSPEC_SKIP_Switch
/* specs/compare.yaml:109  Switch  bool, int8, int8 -> int8 */
static inline void Switch__bool_int8_int8__int8_elem(const _Bool cond, const int8_t a, const int8_t b, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 115 "specs/compare.yaml"
    cond ? a : b
#line 3077 "compare.c"
    );
    *opspec_out_out = out;
}
int Switch__bool_int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 3, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2], *opspec_p3 = opspec_it.ptr[3];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2], opspec_s3 = opspec_it.inner[3];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:109  Switch  bool, int32, int32 -> int32 */
static inline void Switch__bool_int32_int32__int32_elem(const _Bool cond, const int32_t a, const int32_t b, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 115 "specs/compare.yaml"
    cond ? a : b
#line 3130 "compare.c"
    );
    *opspec_out_out = out;
}
int Switch__bool_int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 3, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2], *opspec_p3 = opspec_it.ptr[3];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2], opspec_s3 = opspec_it.inner[3];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:109  Switch  bool, int64, int64 -> int64 */
static inline void Switch__bool_int64_int64__int64_elem(const _Bool cond, const int64_t a, const int64_t b, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 115 "specs/compare.yaml"
    cond ? a : b
#line 3183 "compare.c"
    );
    *opspec_out_out = out;
}
int Switch__bool_int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 3, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2], *opspec_p3 = opspec_it.ptr[3];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2], opspec_s3 = opspec_it.inner[3];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:109  Switch  bool, uint8, uint8 -> uint8 */
static inline void Switch__bool_uint8_uint8__uint8_elem(const _Bool cond, const uint8_t a, const uint8_t b, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 115 "specs/compare.yaml"
    cond ? a : b
#line 3236 "compare.c"
    );
    *opspec_out_out = out;
}
int Switch__bool_uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 1, 1, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 3, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2], *opspec_p3 = opspec_it.ptr[3];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2], opspec_s3 = opspec_it.inner[3];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:109  Switch  bool, float32, float32 -> float32 */
static inline void Switch__bool_float32_float32__float32_elem(const _Bool cond, const float a, const float b, float *opspec_out_out)
{
    float out;
    out = (
#line 115 "specs/compare.yaml"
    cond ? a : b
#line 3289 "compare.c"
    );
    *opspec_out_out = out;
}
int Switch__bool_float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 4, 4, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 3, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2], *opspec_p3 = opspec_it.ptr[3];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2], opspec_s3 = opspec_it.inner[3];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/compare.yaml:109  Switch  bool, float64, float64 -> float64 */
static inline void Switch__bool_float64_float64__float64_elem(const _Bool cond, const double a, const double b, double *opspec_out_out)
{
    double out;
    out = (
#line 115 "specs/compare.yaml"
    cond ? a : b
#line 3342 "compare.c"
    );
    *opspec_out_out = out;
}
int Switch__bool_float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 8, 8, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 3, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1], *opspec_p2 = opspec_it.ptr[2], *opspec_p3 = opspec_it.ptr[3];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1], opspec_s2 = opspec_it.inner[2], opspec_s3 = opspec_it.inner[3];
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
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* Switch */
