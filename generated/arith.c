/* Generated from specs/arith.yaml by `opspec generate`. Edit the spec, not this file.
   The C kernels of opspec.ops.arith: one function per op and dtype
   instantiation, ABI in opspec/link/c/opspec_kernel.h. */
/* cffi declarations (op: declaration), read by opspec.link.c.thunk:
   Add: int Add__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Add: int Add__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Add: int Add__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Add: int Add__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Add: int Add__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Add: int Add__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Sub: int Sub__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Sub: int Sub__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Sub: int Sub__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Sub: int Sub__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Sub: int Sub__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Sub: int Sub__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Mul: int Mul__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Mul: int Mul__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Mul: int Mul__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Mul: int Mul__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Mul: int Mul__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Mul: int Mul__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   TrueDiv: int TrueDiv__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   TrueDiv: int TrueDiv__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Neg: int Neg__int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Neg: int Neg__int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Neg: int Neg__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Neg: int Neg__uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Neg: int Neg__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Neg: int Neg__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Abs: int Abs__int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Abs: int Abs__int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Abs: int Abs__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Abs: int Abs__uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Abs: int Abs__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Abs: int Abs__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Sign: int Sign__int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Sign: int Sign__int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Sign: int Sign__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Sign: int Sign__uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Sign: int Sign__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Sign: int Sign__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Maximum: int Maximum__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Maximum: int Maximum__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Maximum: int Maximum__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Maximum: int Maximum__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Maximum: int Maximum__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Maximum: int Maximum__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Minimum: int Minimum__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Minimum: int Minimum__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Minimum: int Minimum__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Minimum: int Minimum__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Minimum: int Minimum__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Minimum: int Minimum__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   IntDiv: int IntDiv__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   IntDiv: int IntDiv__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   IntDiv: int IntDiv__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   IntDiv: int IntDiv__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   IntDiv: int IntDiv__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   IntDiv: int IntDiv__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Mod: int Mod__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Mod: int Mod__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Mod: int Mod__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Mod: int Mod__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Mod: int Mod__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Mod: int Mod__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Pow: int Pow__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Pow: int Pow__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Pow: int Pow__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Pow: int Pow__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Pow: int Pow__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Pow: int Pow__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__bool__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__bool__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__bool__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__bool__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__bool__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__bool__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__int8__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__int8__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__int8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__int8__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__int8__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__int32__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__int32__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__int32__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__int32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__int32__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__int64__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__int64__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__int64__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__int64__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__int64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__uint8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__uint8__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__uint8__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__uint8__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__uint8__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__float32__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__float32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__float32__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__float32__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__float32__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__float64__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__float64__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__float64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__float64__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__float64__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Cast: int Cast__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
*/
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Add (specs/arith.yaml:4) */
#ifndef OPSPEC_SKIP_Add
/* specs/arith.yaml:4  Add  int8, int8 -> int8 */
static inline void Add__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 10 "specs/arith.yaml"
    x + y
#line 135 "arith.c"
    );
    *opspec_out_out = out;
}
int Add__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Add__int8_int8__int8_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Add__int8_int8__int8_elem(*(const int8_t *)(opspec_p0),
                        *(const int8_t *)(opspec_p1),
                        (int8_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:4  Add  int32, int32 -> int32 */
static inline void Add__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 10 "specs/arith.yaml"
    x + y
#line 183 "arith.c"
    );
    *opspec_out_out = out;
}
int Add__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Add__int32_int32__int32_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Add__int32_int32__int32_elem(*(const int32_t *)(opspec_p0),
                        *(const int32_t *)(opspec_p1),
                        (int32_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:4  Add  int64, int64 -> int64 */
static inline void Add__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 10 "specs/arith.yaml"
    x + y
#line 231 "arith.c"
    );
    *opspec_out_out = out;
}
int Add__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Add__int64_int64__int64_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Add__int64_int64__int64_elem(*(const int64_t *)(opspec_p0),
                        *(const int64_t *)(opspec_p1),
                        (int64_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:4  Add  uint8, uint8 -> uint8 */
static inline void Add__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 10 "specs/arith.yaml"
    x + y
#line 279 "arith.c"
    );
    *opspec_out_out = out;
}
int Add__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Add__uint8_uint8__uint8_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Add__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0),
                        *(const uint8_t *)(opspec_p1),
                        (uint8_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:4  Add  float32, float32 -> float32 */
static inline void Add__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 10 "specs/arith.yaml"
    x + y
#line 327 "arith.c"
    );
    *opspec_out_out = out;
}
int Add__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Add__float32_float32__float32_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Add__float32_float32__float32_elem(*(const float *)(opspec_p0),
                        *(const float *)(opspec_p1),
                        (float *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:4  Add  float64, float64 -> float64 */
static inline void Add__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 10 "specs/arith.yaml"
    x + y
#line 375 "arith.c"
    );
    *opspec_out_out = out;
}
int Add__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Add__float64_float64__float64_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Add__float64_float64__float64_elem(*(const double *)(opspec_p0),
                        *(const double *)(opspec_p1),
                        (double *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* Add */

/* ------------------------------------------------------------ Sub (specs/arith.yaml:16) */
#ifndef OPSPEC_SKIP_Sub
/* specs/arith.yaml:16  Sub  int8, int8 -> int8 */
static inline void Sub__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 22 "specs/arith.yaml"
    x - y
#line 427 "arith.c"
    );
    *opspec_out_out = out;
}
int Sub__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Sub__int8_int8__int8_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Sub__int8_int8__int8_elem(*(const int8_t *)(opspec_p0),
                        *(const int8_t *)(opspec_p1),
                        (int8_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:16  Sub  int32, int32 -> int32 */
static inline void Sub__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 22 "specs/arith.yaml"
    x - y
#line 475 "arith.c"
    );
    *opspec_out_out = out;
}
int Sub__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Sub__int32_int32__int32_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Sub__int32_int32__int32_elem(*(const int32_t *)(opspec_p0),
                        *(const int32_t *)(opspec_p1),
                        (int32_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:16  Sub  int64, int64 -> int64 */
static inline void Sub__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 22 "specs/arith.yaml"
    x - y
#line 523 "arith.c"
    );
    *opspec_out_out = out;
}
int Sub__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Sub__int64_int64__int64_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Sub__int64_int64__int64_elem(*(const int64_t *)(opspec_p0),
                        *(const int64_t *)(opspec_p1),
                        (int64_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:16  Sub  uint8, uint8 -> uint8 */
static inline void Sub__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 22 "specs/arith.yaml"
    x - y
#line 571 "arith.c"
    );
    *opspec_out_out = out;
}
int Sub__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Sub__uint8_uint8__uint8_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Sub__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0),
                        *(const uint8_t *)(opspec_p1),
                        (uint8_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:16  Sub  float32, float32 -> float32 */
static inline void Sub__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 22 "specs/arith.yaml"
    x - y
#line 619 "arith.c"
    );
    *opspec_out_out = out;
}
int Sub__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Sub__float32_float32__float32_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Sub__float32_float32__float32_elem(*(const float *)(opspec_p0),
                        *(const float *)(opspec_p1),
                        (float *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:16  Sub  float64, float64 -> float64 */
static inline void Sub__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 22 "specs/arith.yaml"
    x - y
#line 667 "arith.c"
    );
    *opspec_out_out = out;
}
int Sub__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Sub__float64_float64__float64_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Sub__float64_float64__float64_elem(*(const double *)(opspec_p0),
                        *(const double *)(opspec_p1),
                        (double *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* Sub */

/* ------------------------------------------------------------ Mul (specs/arith.yaml:28) */
#ifndef OPSPEC_SKIP_Mul
/* specs/arith.yaml:28  Mul  int8, int8 -> int8 */
static inline void Mul__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 34 "specs/arith.yaml"
    x * y
#line 719 "arith.c"
    );
    *opspec_out_out = out;
}
int Mul__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Mul__int8_int8__int8_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Mul__int8_int8__int8_elem(*(const int8_t *)(opspec_p0),
                        *(const int8_t *)(opspec_p1),
                        (int8_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:28  Mul  int32, int32 -> int32 */
static inline void Mul__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 34 "specs/arith.yaml"
    x * y
#line 767 "arith.c"
    );
    *opspec_out_out = out;
}
int Mul__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Mul__int32_int32__int32_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Mul__int32_int32__int32_elem(*(const int32_t *)(opspec_p0),
                        *(const int32_t *)(opspec_p1),
                        (int32_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:28  Mul  int64, int64 -> int64 */
static inline void Mul__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 34 "specs/arith.yaml"
    x * y
#line 815 "arith.c"
    );
    *opspec_out_out = out;
}
int Mul__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Mul__int64_int64__int64_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Mul__int64_int64__int64_elem(*(const int64_t *)(opspec_p0),
                        *(const int64_t *)(opspec_p1),
                        (int64_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:28  Mul  uint8, uint8 -> uint8 */
static inline void Mul__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 34 "specs/arith.yaml"
    x * y
#line 863 "arith.c"
    );
    *opspec_out_out = out;
}
int Mul__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Mul__uint8_uint8__uint8_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Mul__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0),
                        *(const uint8_t *)(opspec_p1),
                        (uint8_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:28  Mul  float32, float32 -> float32 */
static inline void Mul__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 34 "specs/arith.yaml"
    x * y
#line 911 "arith.c"
    );
    *opspec_out_out = out;
}
int Mul__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Mul__float32_float32__float32_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Mul__float32_float32__float32_elem(*(const float *)(opspec_p0),
                        *(const float *)(opspec_p1),
                        (float *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:28  Mul  float64, float64 -> float64 */
static inline void Mul__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 34 "specs/arith.yaml"
    x * y
#line 959 "arith.c"
    );
    *opspec_out_out = out;
}
int Mul__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Mul__float64_float64__float64_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Mul__float64_float64__float64_elem(*(const double *)(opspec_p0),
                        *(const double *)(opspec_p1),
                        (double *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* Mul */

/* ------------------------------------------------------------ TrueDiv (specs/arith.yaml:40) */
#ifndef OPSPEC_SKIP_TrueDiv
/* specs/arith.yaml:40  TrueDiv  float32, float32 -> float32 */
static inline void TrueDiv__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 47 "specs/arith.yaml"
    x / y
#line 1011 "arith.c"
    );
    *opspec_out_out = out;
}
int TrueDiv__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    TrueDiv__float32_float32__float32_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                TrueDiv__float32_float32__float32_elem(*(const float *)(opspec_p0),
                        *(const float *)(opspec_p1),
                        (float *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:40  TrueDiv  float64, float64 -> float64 */
static inline void TrueDiv__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 47 "specs/arith.yaml"
    x / y
#line 1059 "arith.c"
    );
    *opspec_out_out = out;
}
int TrueDiv__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    TrueDiv__float64_float64__float64_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                TrueDiv__float64_float64__float64_elem(*(const double *)(opspec_p0),
                        *(const double *)(opspec_p1),
                        (double *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* TrueDiv */

/* ------------------------------------------------------------ Neg (specs/arith.yaml:53) */
#ifndef OPSPEC_SKIP_Neg
/* specs/arith.yaml:53  Neg  int8 -> int8 */
static inline void Neg__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 59 "specs/arith.yaml"
    -x
#line 1111 "arith.c"
    );
    *opspec_out_out = out;
}
int Neg__int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Neg__int8__int8_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Neg__int8__int8_elem(*(const int8_t *)(opspec_p0),
                        (int8_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:53  Neg  int32 -> int32 */
static inline void Neg__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 59 "specs/arith.yaml"
    -x
#line 1154 "arith.c"
    );
    *opspec_out_out = out;
}
int Neg__int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Neg__int32__int32_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Neg__int32__int32_elem(*(const int32_t *)(opspec_p0),
                        (int32_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:53  Neg  int64 -> int64 */
static inline void Neg__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 59 "specs/arith.yaml"
    -x
#line 1197 "arith.c"
    );
    *opspec_out_out = out;
}
int Neg__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Neg__int64__int64_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Neg__int64__int64_elem(*(const int64_t *)(opspec_p0),
                        (int64_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:53  Neg  uint8 -> uint8 */
static inline void Neg__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 59 "specs/arith.yaml"
    -x
#line 1240 "arith.c"
    );
    *opspec_out_out = out;
}
int Neg__uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Neg__uint8__uint8_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Neg__uint8__uint8_elem(*(const uint8_t *)(opspec_p0),
                        (uint8_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:53  Neg  float32 -> float32 */
static inline void Neg__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 59 "specs/arith.yaml"
    -x
#line 1283 "arith.c"
    );
    *opspec_out_out = out;
}
int Neg__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            float opspec_b0[OPSPEC_CHUNK];
            const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
            if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
            for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
                const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
                const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
                float *opspec_q1 = (float *)opspec_p1 + opspec_c;
                for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                    Neg__float32__float32_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Neg__float32__float32_elem(*(const float *)(opspec_p0),
                        (float *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:53  Neg  float64 -> float64 */
static inline void Neg__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 59 "specs/arith.yaml"
    -x
#line 1326 "arith.c"
    );
    *opspec_out_out = out;
}
int Neg__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            double opspec_b0[OPSPEC_CHUNK];
            const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
            if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
            for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
                const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
                const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
                double *opspec_q1 = (double *)opspec_p1 + opspec_c;
                for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                    Neg__float64__float64_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Neg__float64__float64_elem(*(const double *)(opspec_p0),
                        (double *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* Neg */

/* ------------------------------------------------------------ Abs (specs/arith.yaml:65) */
#ifndef OPSPEC_SKIP_Abs
/* specs/arith.yaml:65  Abs  int8 -> int8 */
static inline void Abs__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 71 "specs/arith.yaml"
    x < 0 ? -x : (x == 0 ? 0 : x)
#line 1373 "arith.c"
    );
    *opspec_out_out = out;
}
int Abs__int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Abs__int8__int8_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Abs__int8__int8_elem(*(const int8_t *)(opspec_p0),
                        (int8_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:65  Abs  int32 -> int32 */
static inline void Abs__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 71 "specs/arith.yaml"
    x < 0 ? -x : (x == 0 ? 0 : x)
#line 1416 "arith.c"
    );
    *opspec_out_out = out;
}
int Abs__int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Abs__int32__int32_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Abs__int32__int32_elem(*(const int32_t *)(opspec_p0),
                        (int32_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:65  Abs  int64 -> int64 */
static inline void Abs__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 71 "specs/arith.yaml"
    x < 0 ? -x : (x == 0 ? 0 : x)
#line 1459 "arith.c"
    );
    *opspec_out_out = out;
}
int Abs__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Abs__int64__int64_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Abs__int64__int64_elem(*(const int64_t *)(opspec_p0),
                        (int64_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:65  Abs  uint8 -> uint8 */
static inline void Abs__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 71 "specs/arith.yaml"
    x < 0 ? -x : (x == 0 ? 0 : x)
#line 1502 "arith.c"
    );
    *opspec_out_out = out;
}
int Abs__uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Abs__uint8__uint8_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Abs__uint8__uint8_elem(*(const uint8_t *)(opspec_p0),
                        (uint8_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:65  Abs  float32 -> float32 */
static inline void Abs__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 71 "specs/arith.yaml"
    x < 0 ? -x : (x == 0 ? 0 : x)
#line 1545 "arith.c"
    );
    *opspec_out_out = out;
}
int Abs__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            float opspec_b0[OPSPEC_CHUNK];
            const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
            if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
            for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
                const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
                const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
                float *opspec_q1 = (float *)opspec_p1 + opspec_c;
                for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                    Abs__float32__float32_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Abs__float32__float32_elem(*(const float *)(opspec_p0),
                        (float *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:65  Abs  float64 -> float64 */
static inline void Abs__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 71 "specs/arith.yaml"
    x < 0 ? -x : (x == 0 ? 0 : x)
#line 1588 "arith.c"
    );
    *opspec_out_out = out;
}
int Abs__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            double opspec_b0[OPSPEC_CHUNK];
            const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
            if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
            for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
                const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
                const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
                double *opspec_q1 = (double *)opspec_p1 + opspec_c;
                for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                    Abs__float64__float64_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Abs__float64__float64_elem(*(const double *)(opspec_p0),
                        (double *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* Abs */

/* ------------------------------------------------------------ Sign (specs/arith.yaml:77) */
#ifndef OPSPEC_SKIP_Sign
/* specs/arith.yaml:77  Sign  int8 -> int8 */
static inline void Sign__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 83 "specs/arith.yaml"
    x != x ? x : (x > 0) - (x < 0)
#line 1635 "arith.c"
    );
    *opspec_out_out = out;
}
int Sign__int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Sign__int8__int8_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Sign__int8__int8_elem(*(const int8_t *)(opspec_p0),
                        (int8_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:77  Sign  int32 -> int32 */
static inline void Sign__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 83 "specs/arith.yaml"
    x != x ? x : (x > 0) - (x < 0)
#line 1678 "arith.c"
    );
    *opspec_out_out = out;
}
int Sign__int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Sign__int32__int32_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Sign__int32__int32_elem(*(const int32_t *)(opspec_p0),
                        (int32_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:77  Sign  int64 -> int64 */
static inline void Sign__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 83 "specs/arith.yaml"
    x != x ? x : (x > 0) - (x < 0)
#line 1721 "arith.c"
    );
    *opspec_out_out = out;
}
int Sign__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Sign__int64__int64_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Sign__int64__int64_elem(*(const int64_t *)(opspec_p0),
                        (int64_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:77  Sign  uint8 -> uint8 */
static inline void Sign__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 83 "specs/arith.yaml"
    x != x ? x : (x > 0) - (x < 0)
#line 1764 "arith.c"
    );
    *opspec_out_out = out;
}
int Sign__uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Sign__uint8__uint8_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Sign__uint8__uint8_elem(*(const uint8_t *)(opspec_p0),
                        (uint8_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:77  Sign  float32 -> float32 */
static inline void Sign__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 83 "specs/arith.yaml"
    x != x ? x : (x > 0) - (x < 0)
#line 1807 "arith.c"
    );
    *opspec_out_out = out;
}
int Sign__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            float opspec_b0[OPSPEC_CHUNK];
            const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
            if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
            for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
                const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
                const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
                float *opspec_q1 = (float *)opspec_p1 + opspec_c;
                for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                    Sign__float32__float32_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Sign__float32__float32_elem(*(const float *)(opspec_p0),
                        (float *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:77  Sign  float64 -> float64 */
static inline void Sign__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 83 "specs/arith.yaml"
    x != x ? x : (x > 0) - (x < 0)
#line 1850 "arith.c"
    );
    *opspec_out_out = out;
}
int Sign__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            double opspec_b0[OPSPEC_CHUNK];
            const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
            if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
            for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
                const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
                const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
                double *opspec_q1 = (double *)opspec_p1 + opspec_c;
                for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                    Sign__float64__float64_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Sign__float64__float64_elem(*(const double *)(opspec_p0),
                        (double *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* Sign */

/* ------------------------------------------------------------ Maximum (specs/arith.yaml:88) */
#ifndef OPSPEC_SKIP_Maximum
/* specs/arith.yaml:88  Maximum  int8, int8 -> int8 */
static inline void Maximum__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 94 "specs/arith.yaml"
    (x != x || x > y) ? x : y
#line 1897 "arith.c"
    );
    *opspec_out_out = out;
}
int Maximum__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Maximum__int8_int8__int8_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Maximum__int8_int8__int8_elem(*(const int8_t *)(opspec_p0),
                        *(const int8_t *)(opspec_p1),
                        (int8_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:88  Maximum  int32, int32 -> int32 */
static inline void Maximum__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 94 "specs/arith.yaml"
    (x != x || x > y) ? x : y
#line 1945 "arith.c"
    );
    *opspec_out_out = out;
}
int Maximum__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Maximum__int32_int32__int32_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Maximum__int32_int32__int32_elem(*(const int32_t *)(opspec_p0),
                        *(const int32_t *)(opspec_p1),
                        (int32_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:88  Maximum  int64, int64 -> int64 */
static inline void Maximum__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 94 "specs/arith.yaml"
    (x != x || x > y) ? x : y
#line 1993 "arith.c"
    );
    *opspec_out_out = out;
}
int Maximum__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Maximum__int64_int64__int64_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Maximum__int64_int64__int64_elem(*(const int64_t *)(opspec_p0),
                        *(const int64_t *)(opspec_p1),
                        (int64_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:88  Maximum  uint8, uint8 -> uint8 */
static inline void Maximum__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 94 "specs/arith.yaml"
    (x != x || x > y) ? x : y
#line 2041 "arith.c"
    );
    *opspec_out_out = out;
}
int Maximum__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Maximum__uint8_uint8__uint8_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Maximum__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0),
                        *(const uint8_t *)(opspec_p1),
                        (uint8_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:88  Maximum  float32, float32 -> float32 */
static inline void Maximum__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 94 "specs/arith.yaml"
    (x != x || x > y) ? x : y
#line 2089 "arith.c"
    );
    *opspec_out_out = out;
}
int Maximum__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Maximum__float32_float32__float32_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Maximum__float32_float32__float32_elem(*(const float *)(opspec_p0),
                        *(const float *)(opspec_p1),
                        (float *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:88  Maximum  float64, float64 -> float64 */
static inline void Maximum__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 94 "specs/arith.yaml"
    (x != x || x > y) ? x : y
#line 2137 "arith.c"
    );
    *opspec_out_out = out;
}
int Maximum__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Maximum__float64_float64__float64_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Maximum__float64_float64__float64_elem(*(const double *)(opspec_p0),
                        *(const double *)(opspec_p1),
                        (double *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* Maximum */

/* ------------------------------------------------------------ Minimum (specs/arith.yaml:99) */
#ifndef OPSPEC_SKIP_Minimum
/* specs/arith.yaml:99  Minimum  int8, int8 -> int8 */
static inline void Minimum__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 105 "specs/arith.yaml"
    (x != x || x < y) ? x : y
#line 2189 "arith.c"
    );
    *opspec_out_out = out;
}
int Minimum__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Minimum__int8_int8__int8_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Minimum__int8_int8__int8_elem(*(const int8_t *)(opspec_p0),
                        *(const int8_t *)(opspec_p1),
                        (int8_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:99  Minimum  int32, int32 -> int32 */
static inline void Minimum__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 105 "specs/arith.yaml"
    (x != x || x < y) ? x : y
#line 2237 "arith.c"
    );
    *opspec_out_out = out;
}
int Minimum__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Minimum__int32_int32__int32_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Minimum__int32_int32__int32_elem(*(const int32_t *)(opspec_p0),
                        *(const int32_t *)(opspec_p1),
                        (int32_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:99  Minimum  int64, int64 -> int64 */
static inline void Minimum__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 105 "specs/arith.yaml"
    (x != x || x < y) ? x : y
#line 2285 "arith.c"
    );
    *opspec_out_out = out;
}
int Minimum__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Minimum__int64_int64__int64_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Minimum__int64_int64__int64_elem(*(const int64_t *)(opspec_p0),
                        *(const int64_t *)(opspec_p1),
                        (int64_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:99  Minimum  uint8, uint8 -> uint8 */
static inline void Minimum__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 105 "specs/arith.yaml"
    (x != x || x < y) ? x : y
#line 2333 "arith.c"
    );
    *opspec_out_out = out;
}
int Minimum__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Minimum__uint8_uint8__uint8_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Minimum__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0),
                        *(const uint8_t *)(opspec_p1),
                        (uint8_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:99  Minimum  float32, float32 -> float32 */
static inline void Minimum__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 105 "specs/arith.yaml"
    (x != x || x < y) ? x : y
#line 2381 "arith.c"
    );
    *opspec_out_out = out;
}
int Minimum__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Minimum__float32_float32__float32_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Minimum__float32_float32__float32_elem(*(const float *)(opspec_p0),
                        *(const float *)(opspec_p1),
                        (float *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:99  Minimum  float64, float64 -> float64 */
static inline void Minimum__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 105 "specs/arith.yaml"
    (x != x || x < y) ? x : y
#line 2429 "arith.c"
    );
    *opspec_out_out = out;
}
int Minimum__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Minimum__float64_float64__float64_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Minimum__float64_float64__float64_elem(*(const double *)(opspec_p0),
                        *(const double *)(opspec_p1),
                        (double *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* Minimum */

/* ------------------------------------------------------------ IntDiv (specs/arith.yaml:110) */
#ifndef OPSPEC_SKIP_IntDiv
/* specs/arith.yaml:110  IntDiv  int8, int8 -> int8 */
static inline void IntDiv__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 117 "specs/arith.yaml"
    opspec_floor_divide(x, y)
#line 2481 "arith.c"
    );
    *opspec_out_out = out;
}
int IntDiv__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    IntDiv__int8_int8__int8_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                IntDiv__int8_int8__int8_elem(*(const int8_t *)(opspec_p0),
                        *(const int8_t *)(opspec_p1),
                        (int8_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:110  IntDiv  int32, int32 -> int32 */
static inline void IntDiv__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 117 "specs/arith.yaml"
    opspec_floor_divide(x, y)
#line 2529 "arith.c"
    );
    *opspec_out_out = out;
}
int IntDiv__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    IntDiv__int32_int32__int32_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                IntDiv__int32_int32__int32_elem(*(const int32_t *)(opspec_p0),
                        *(const int32_t *)(opspec_p1),
                        (int32_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:110  IntDiv  int64, int64 -> int64 */
static inline void IntDiv__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 117 "specs/arith.yaml"
    opspec_floor_divide(x, y)
#line 2577 "arith.c"
    );
    *opspec_out_out = out;
}
int IntDiv__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    IntDiv__int64_int64__int64_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                IntDiv__int64_int64__int64_elem(*(const int64_t *)(opspec_p0),
                        *(const int64_t *)(opspec_p1),
                        (int64_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:110  IntDiv  uint8, uint8 -> uint8 */
static inline void IntDiv__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 117 "specs/arith.yaml"
    opspec_floor_divide(x, y)
#line 2625 "arith.c"
    );
    *opspec_out_out = out;
}
int IntDiv__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    IntDiv__uint8_uint8__uint8_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                IntDiv__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0),
                        *(const uint8_t *)(opspec_p1),
                        (uint8_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:110  IntDiv  float32, float32 -> float32 */
static inline void IntDiv__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 117 "specs/arith.yaml"
    opspec_floor_divide(x, y)
#line 2673 "arith.c"
    );
    *opspec_out_out = out;
}
int IntDiv__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    IntDiv__float32_float32__float32_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                IntDiv__float32_float32__float32_elem(*(const float *)(opspec_p0),
                        *(const float *)(opspec_p1),
                        (float *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:110  IntDiv  float64, float64 -> float64 */
static inline void IntDiv__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 117 "specs/arith.yaml"
    opspec_floor_divide(x, y)
#line 2721 "arith.c"
    );
    *opspec_out_out = out;
}
int IntDiv__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    IntDiv__float64_float64__float64_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                IntDiv__float64_float64__float64_elem(*(const double *)(opspec_p0),
                        *(const double *)(opspec_p1),
                        (double *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* IntDiv */

/* ------------------------------------------------------------ Mod (specs/arith.yaml:122) */
#ifndef OPSPEC_SKIP_Mod
/* specs/arith.yaml:122  Mod  int8, int8 -> int8 */
static inline void Mod__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 128 "specs/arith.yaml"
    opspec_remainder(x, y)
#line 2773 "arith.c"
    );
    *opspec_out_out = out;
}
int Mod__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Mod__int8_int8__int8_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Mod__int8_int8__int8_elem(*(const int8_t *)(opspec_p0),
                        *(const int8_t *)(opspec_p1),
                        (int8_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:122  Mod  int32, int32 -> int32 */
static inline void Mod__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 128 "specs/arith.yaml"
    opspec_remainder(x, y)
#line 2821 "arith.c"
    );
    *opspec_out_out = out;
}
int Mod__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Mod__int32_int32__int32_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Mod__int32_int32__int32_elem(*(const int32_t *)(opspec_p0),
                        *(const int32_t *)(opspec_p1),
                        (int32_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:122  Mod  int64, int64 -> int64 */
static inline void Mod__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 128 "specs/arith.yaml"
    opspec_remainder(x, y)
#line 2869 "arith.c"
    );
    *opspec_out_out = out;
}
int Mod__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Mod__int64_int64__int64_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Mod__int64_int64__int64_elem(*(const int64_t *)(opspec_p0),
                        *(const int64_t *)(opspec_p1),
                        (int64_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:122  Mod  uint8, uint8 -> uint8 */
static inline void Mod__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 128 "specs/arith.yaml"
    opspec_remainder(x, y)
#line 2917 "arith.c"
    );
    *opspec_out_out = out;
}
int Mod__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Mod__uint8_uint8__uint8_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Mod__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0),
                        *(const uint8_t *)(opspec_p1),
                        (uint8_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:122  Mod  float32, float32 -> float32 */
static inline void Mod__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 128 "specs/arith.yaml"
    opspec_remainder(x, y)
#line 2965 "arith.c"
    );
    *opspec_out_out = out;
}
int Mod__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Mod__float32_float32__float32_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Mod__float32_float32__float32_elem(*(const float *)(opspec_p0),
                        *(const float *)(opspec_p1),
                        (float *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:122  Mod  float64, float64 -> float64 */
static inline void Mod__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 128 "specs/arith.yaml"
    opspec_remainder(x, y)
#line 3013 "arith.c"
    );
    *opspec_out_out = out;
}
int Mod__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Mod__float64_float64__float64_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Mod__float64_float64__float64_elem(*(const double *)(opspec_p0),
                        *(const double *)(opspec_p1),
                        (double *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* Mod */

/* ------------------------------------------------------------ Pow (specs/arith.yaml:133) */
#ifndef OPSPEC_SKIP_Pow
/* specs/arith.yaml:133  Pow  int8, int8 -> int8 */
static inline void Pow__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 139 "specs/arith.yaml"
    opspec_power(x, y)
#line 3065 "arith.c"
    );
    *opspec_out_out = out;
}
int Pow__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Pow__int8_int8__int8_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Pow__int8_int8__int8_elem(*(const int8_t *)(opspec_p0),
                        *(const int8_t *)(opspec_p1),
                        (int8_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:133  Pow  int32, int32 -> int32 */
static inline void Pow__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 139 "specs/arith.yaml"
    opspec_power(x, y)
#line 3113 "arith.c"
    );
    *opspec_out_out = out;
}
int Pow__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Pow__int32_int32__int32_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Pow__int32_int32__int32_elem(*(const int32_t *)(opspec_p0),
                        *(const int32_t *)(opspec_p1),
                        (int32_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:133  Pow  int64, int64 -> int64 */
static inline void Pow__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 139 "specs/arith.yaml"
    opspec_power(x, y)
#line 3161 "arith.c"
    );
    *opspec_out_out = out;
}
int Pow__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Pow__int64_int64__int64_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Pow__int64_int64__int64_elem(*(const int64_t *)(opspec_p0),
                        *(const int64_t *)(opspec_p1),
                        (int64_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:133  Pow  uint8, uint8 -> uint8 */
static inline void Pow__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 139 "specs/arith.yaml"
    opspec_power(x, y)
#line 3209 "arith.c"
    );
    *opspec_out_out = out;
}
int Pow__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Pow__uint8_uint8__uint8_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Pow__uint8_uint8__uint8_elem(*(const uint8_t *)(opspec_p0),
                        *(const uint8_t *)(opspec_p1),
                        (uint8_t *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:133  Pow  float32, float32 -> float32 */
static inline void Pow__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 139 "specs/arith.yaml"
    opspec_power(x, y)
#line 3257 "arith.c"
    );
    *opspec_out_out = out;
}
int Pow__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Pow__float32_float32__float32_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Pow__float32_float32__float32_elem(*(const float *)(opspec_p0),
                        *(const float *)(opspec_p1),
                        (float *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:133  Pow  float64, float64 -> float64 */
static inline void Pow__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 139 "specs/arith.yaml"
    opspec_power(x, y)
#line 3305 "arith.c"
    );
    *opspec_out_out = out;
}
int Pow__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Pow__float64_float64__float64_elem(opspec_q0[opspec_i],
                        opspec_q1[opspec_i],
                        opspec_q2 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
                Pow__float64_float64__float64_elem(*(const double *)(opspec_p0),
                        *(const double *)(opspec_p1),
                        (double *)opspec_p2);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* Pow */

/* ------------------------------------------------------------ Cast (specs/arith.yaml:145) */
#ifndef OPSPEC_SKIP_Cast
/* specs/arith.yaml:145  Cast  bool -> bool */
static inline void Cast__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 3357 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Cast__bool__bool_elem(opspec_q0[opspec_i] != 0,
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0),
                        (_Bool *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  bool -> int8 */
static inline void Cast__bool__int8_elem(const _Bool x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 3400 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__bool__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                int8_t *opspec_q1 = (int8_t *)opspec_p1 + opspec_c;
                for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                    Cast__bool__int8_elem(opspec_q0[opspec_i] != 0,
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__bool__int8_elem((*(const uint8_t *)(opspec_p0) != 0),
                        (int8_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  bool -> int32 */
static inline void Cast__bool__int32_elem(const _Bool x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 3443 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__bool__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__bool__int32_elem(opspec_q0[opspec_i] != 0,
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__bool__int32_elem((*(const uint8_t *)(opspec_p0) != 0),
                        (int32_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  bool -> int64 */
static inline void Cast__bool__int64_elem(const _Bool x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 3486 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__bool__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__bool__int64_elem(opspec_q0[opspec_i] != 0,
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__bool__int64_elem((*(const uint8_t *)(opspec_p0) != 0),
                        (int64_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  bool -> uint8 */
static inline void Cast__bool__uint8_elem(const _Bool x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 3529 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__bool__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Cast__bool__uint8_elem(opspec_q0[opspec_i] != 0,
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__bool__uint8_elem((*(const uint8_t *)(opspec_p0) != 0),
                        (uint8_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  bool -> float32 */
static inline void Cast__bool__float32_elem(const _Bool x, float *opspec_out_out)
{
    float out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 3572 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__bool__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__bool__float32_elem(opspec_q0[opspec_i] != 0,
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__bool__float32_elem((*(const uint8_t *)(opspec_p0) != 0),
                        (float *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  bool -> float64 */
static inline void Cast__bool__float64_elem(const _Bool x, double *opspec_out_out)
{
    double out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 3615 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__bool__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__bool__float64_elem(opspec_q0[opspec_i] != 0,
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__bool__float64_elem((*(const uint8_t *)(opspec_p0) != 0),
                        (double *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  int8 -> bool */
static inline void Cast__int8__bool_elem(const int8_t x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 3658 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__int8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                _Bool *opspec_q1 = (_Bool *)opspec_p1 + opspec_c;
                for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                    Cast__int8__bool_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__int8__bool_elem(*(const int8_t *)(opspec_p0),
                        (_Bool *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  int8 -> int8 */
static inline void Cast__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 3701 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Cast__int8__int8_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__int8__int8_elem(*(const int8_t *)(opspec_p0),
                        (int8_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  int8 -> int32 */
static inline void Cast__int8__int32_elem(const int8_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 3744 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__int8__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__int8__int32_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__int8__int32_elem(*(const int8_t *)(opspec_p0),
                        (int32_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  int8 -> int64 */
static inline void Cast__int8__int64_elem(const int8_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 3787 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__int8__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__int8__int64_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__int8__int64_elem(*(const int8_t *)(opspec_p0),
                        (int64_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  int8 -> uint8 */
static inline void Cast__int8__uint8_elem(const int8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 3830 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__int8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                uint8_t *opspec_q1 = (uint8_t *)opspec_p1 + opspec_c;
                for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                    Cast__int8__uint8_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__int8__uint8_elem(*(const int8_t *)(opspec_p0),
                        (uint8_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  int8 -> float32 */
static inline void Cast__int8__float32_elem(const int8_t x, float *opspec_out_out)
{
    float out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 3873 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__int8__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__int8__float32_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__int8__float32_elem(*(const int8_t *)(opspec_p0),
                        (float *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  int8 -> float64 */
static inline void Cast__int8__float64_elem(const int8_t x, double *opspec_out_out)
{
    double out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 3916 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__int8__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__int8__float64_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__int8__float64_elem(*(const int8_t *)(opspec_p0),
                        (double *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  int32 -> bool */
static inline void Cast__int32__bool_elem(const int32_t x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 3959 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__int32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__int32__bool_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__int32__bool_elem(*(const int32_t *)(opspec_p0),
                        (_Bool *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  int32 -> int8 */
static inline void Cast__int32__int8_elem(const int32_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4002 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__int32__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__int32__int8_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__int32__int8_elem(*(const int32_t *)(opspec_p0),
                        (int8_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  int32 -> int32 */
static inline void Cast__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4045 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Cast__int32__int32_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__int32__int32_elem(*(const int32_t *)(opspec_p0),
                        (int32_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  int32 -> int64 */
static inline void Cast__int32__int64_elem(const int32_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4088 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__int32__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__int32__int64_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__int32__int64_elem(*(const int32_t *)(opspec_p0),
                        (int64_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  int32 -> uint8 */
static inline void Cast__int32__uint8_elem(const int32_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4131 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__int32__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__int32__uint8_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__int32__uint8_elem(*(const int32_t *)(opspec_p0),
                        (uint8_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  int32 -> float32 */
static inline void Cast__int32__float32_elem(const int32_t x, float *opspec_out_out)
{
    float out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4174 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__int32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                float *opspec_q1 = (float *)opspec_p1 + opspec_c;
                for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                    Cast__int32__float32_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__int32__float32_elem(*(const int32_t *)(opspec_p0),
                        (float *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  int32 -> float64 */
static inline void Cast__int32__float64_elem(const int32_t x, double *opspec_out_out)
{
    double out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4217 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__int32__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__int32__float64_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__int32__float64_elem(*(const int32_t *)(opspec_p0),
                        (double *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  int64 -> bool */
static inline void Cast__int64__bool_elem(const int64_t x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4260 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__int64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__int64__bool_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__int64__bool_elem(*(const int64_t *)(opspec_p0),
                        (_Bool *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  int64 -> int8 */
static inline void Cast__int64__int8_elem(const int64_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4303 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__int64__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__int64__int8_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__int64__int8_elem(*(const int64_t *)(opspec_p0),
                        (int8_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  int64 -> int32 */
static inline void Cast__int64__int32_elem(const int64_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4346 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__int64__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__int64__int32_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__int64__int32_elem(*(const int64_t *)(opspec_p0),
                        (int32_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  int64 -> int64 */
static inline void Cast__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4389 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Cast__int64__int64_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__int64__int64_elem(*(const int64_t *)(opspec_p0),
                        (int64_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  int64 -> uint8 */
static inline void Cast__int64__uint8_elem(const int64_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4432 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__int64__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__int64__uint8_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__int64__uint8_elem(*(const int64_t *)(opspec_p0),
                        (uint8_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  int64 -> float32 */
static inline void Cast__int64__float32_elem(const int64_t x, float *opspec_out_out)
{
    float out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4475 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__int64__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__int64__float32_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__int64__float32_elem(*(const int64_t *)(opspec_p0),
                        (float *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  int64 -> float64 */
static inline void Cast__int64__float64_elem(const int64_t x, double *opspec_out_out)
{
    double out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4518 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__int64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                double *opspec_q1 = (double *)opspec_p1 + opspec_c;
                for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                    Cast__int64__float64_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__int64__float64_elem(*(const int64_t *)(opspec_p0),
                        (double *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  uint8 -> bool */
static inline void Cast__uint8__bool_elem(const uint8_t x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4561 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__uint8__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Cast__uint8__bool_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__uint8__bool_elem(*(const uint8_t *)(opspec_p0),
                        (_Bool *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  uint8 -> int8 */
static inline void Cast__uint8__int8_elem(const uint8_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4604 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__uint8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                int8_t *opspec_q1 = (int8_t *)opspec_p1 + opspec_c;
                for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                    Cast__uint8__int8_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__uint8__int8_elem(*(const uint8_t *)(opspec_p0),
                        (int8_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  uint8 -> int32 */
static inline void Cast__uint8__int32_elem(const uint8_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4647 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__uint8__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__uint8__int32_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__uint8__int32_elem(*(const uint8_t *)(opspec_p0),
                        (int32_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  uint8 -> int64 */
static inline void Cast__uint8__int64_elem(const uint8_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4690 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__uint8__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__uint8__int64_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__uint8__int64_elem(*(const uint8_t *)(opspec_p0),
                        (int64_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  uint8 -> uint8 */
static inline void Cast__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4733 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
                    Cast__uint8__uint8_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__uint8__uint8_elem(*(const uint8_t *)(opspec_p0),
                        (uint8_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  uint8 -> float32 */
static inline void Cast__uint8__float32_elem(const uint8_t x, float *opspec_out_out)
{
    float out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4776 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__uint8__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__uint8__float32_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__uint8__float32_elem(*(const uint8_t *)(opspec_p0),
                        (float *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  uint8 -> float64 */
static inline void Cast__uint8__float64_elem(const uint8_t x, double *opspec_out_out)
{
    double out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4819 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__uint8__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {1, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__uint8__float64_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__uint8__float64_elem(*(const uint8_t *)(opspec_p0),
                        (double *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  float32 -> bool */
static inline void Cast__float32__bool_elem(const float x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4862 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__float32__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__float32__bool_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__float32__bool_elem(*(const float *)(opspec_p0),
                        (_Bool *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  float32 -> int8 */
static inline void Cast__float32__int8_elem(const float x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4905 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__float32__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__float32__int8_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__float32__int8_elem(*(const float *)(opspec_p0),
                        (int8_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  float32 -> int32 */
static inline void Cast__float32__int32_elem(const float x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4948 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__float32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            float opspec_b0[OPSPEC_CHUNK];
            const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
            if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
            for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
                const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
                const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
                int32_t *opspec_q1 = (int32_t *)opspec_p1 + opspec_c;
                for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                    Cast__float32__int32_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__float32__int32_elem(*(const float *)(opspec_p0),
                        (int32_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  float32 -> int64 */
static inline void Cast__float32__int64_elem(const float x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 4991 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__float32__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__float32__int64_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__float32__int64_elem(*(const float *)(opspec_p0),
                        (int64_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  float32 -> uint8 */
static inline void Cast__float32__uint8_elem(const float x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 5034 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__float32__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__float32__uint8_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__float32__uint8_elem(*(const float *)(opspec_p0),
                        (uint8_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  float32 -> float32 */
static inline void Cast__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 5077 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            float opspec_b0[OPSPEC_CHUNK];
            const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
            if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
            for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
                const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
                const float *opspec_q0 = opspec_s0 ? (const float *)opspec_p0 + opspec_c : opspec_b0;
                float *opspec_q1 = (float *)opspec_p1 + opspec_c;
                for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                    Cast__float32__float32_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__float32__float32_elem(*(const float *)(opspec_p0),
                        (float *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  float32 -> float64 */
static inline void Cast__float32__float64_elem(const float x, double *opspec_out_out)
{
    double out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 5120 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__float32__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {4, 8};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__float32__float64_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__float32__float64_elem(*(const float *)(opspec_p0),
                        (double *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  float64 -> bool */
static inline void Cast__float64__bool_elem(const double x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 5163 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__float64__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__float64__bool_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__float64__bool_elem(*(const double *)(opspec_p0),
                        (_Bool *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  float64 -> int8 */
static inline void Cast__float64__int8_elem(const double x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 5206 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__float64__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__float64__int8_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__float64__int8_elem(*(const double *)(opspec_p0),
                        (int8_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  float64 -> int32 */
static inline void Cast__float64__int32_elem(const double x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 5249 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__float64__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__float64__int32_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__float64__int32_elem(*(const double *)(opspec_p0),
                        (int32_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  float64 -> int64 */
static inline void Cast__float64__int64_elem(const double x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 5292 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__float64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            double opspec_b0[OPSPEC_CHUNK];
            const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
            if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
            for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
                const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
                const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
                int64_t *opspec_q1 = (int64_t *)opspec_p1 + opspec_c;
                for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                    Cast__float64__int64_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__float64__int64_elem(*(const double *)(opspec_p0),
                        (int64_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  float64 -> uint8 */
static inline void Cast__float64__uint8_elem(const double x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 5335 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__float64__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 1};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__float64__uint8_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__float64__uint8_elem(*(const double *)(opspec_p0),
                        (uint8_t *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  float64 -> float32 */
static inline void Cast__float64__float32_elem(const double x, float *opspec_out_out)
{
    float out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 5378 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__float64__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    static const int opspec_sizes[] = {8, 4};
    opspec_iter opspec_it;
    int opspec_r = opspec_iter_elemwise(&opspec_it, 1, 1, opspec_data, opspec_ndims, opspec_dims, opspec_sizes, opspec_err);
    if (opspec_r != OPSPEC_OK || opspec_it.size == 0) return opspec_r;
    do {
        char *opspec_p0 = opspec_it.ptr[0], *opspec_p1 = opspec_it.ptr[1];
        const npy_intp opspec_n = opspec_it.n, opspec_s0 = opspec_it.inner[0], opspec_s1 = opspec_it.inner[1];
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
                    Cast__float64__float32_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__float64__float32_elem(*(const double *)(opspec_p0),
                        (float *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:145  Cast  float64 -> float64 */
static inline void Cast__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 152 "specs/arith.yaml"
    x
#line 5421 "arith.c"
    );
    *opspec_out_out = out;
}
int Cast__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            double opspec_b0[OPSPEC_CHUNK];
            const npy_intp opspec_f = opspec_n < OPSPEC_CHUNK ? opspec_n : OPSPEC_CHUNK;
            if (opspec_s0 == 0) opspec_repeat(opspec_b0, opspec_p0, sizeof(opspec_b0[0]), opspec_f);
            for (npy_intp opspec_c = 0; opspec_c < opspec_n; opspec_c += OPSPEC_CHUNK) {
                const npy_intp opspec_m = opspec_n - opspec_c < OPSPEC_CHUNK ? opspec_n - opspec_c : OPSPEC_CHUNK;
                const double *opspec_q0 = opspec_s0 ? (const double *)opspec_p0 + opspec_c : opspec_b0;
                double *opspec_q1 = (double *)opspec_p1 + opspec_c;
                for (npy_intp opspec_i = 0; opspec_i < opspec_m; ++opspec_i)
                    Cast__float64__float64_elem(opspec_q0[opspec_i],
                        opspec_q1 + opspec_i);
            }
        } else {
            for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
                Cast__float64__float64_elem(*(const double *)(opspec_p0),
                        (double *)opspec_p1);
        }
    } while (opspec_iter_next(&opspec_it));
    return opspec_elem_finish(opspec_err);
}

#endif /* Cast */
