/* Generated from specs/arith.yaml by `opspec generate`. Edit the spec, not this file.
   The C kernels of opspec.ops.arith: one function per op and dtype
   instantiation, ABI in opspec/link/c/opspec_kernel.h. */
/* cffi declarations (op: declaration), read by opspec.link.c.thunk:
   Add: int Add__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
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
   Mul: int Mul__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
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
   Abs: int Abs__bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
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
   Maximum: int Maximum__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Maximum: int Maximum__int8_int8__int8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Maximum: int Maximum__int32_int32__int32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Maximum: int Maximum__int64_int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Maximum: int Maximum__uint8_uint8__uint8(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Maximum: int Maximum__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Maximum: int Maximum__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Minimum: int Minimum__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
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
/* specs/arith.yaml:4  Add  bool, bool -> bool */
static inline void Add__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 10 "specs/arith.yaml"
    x + y
#line 140 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Add__bool_bool__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Add__bool_bool__bool_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1[opspec_i] != 0,
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Add__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (*(const uint8_t *)(opspec_p1) != 0),
                    (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Add__bool_bool__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Add__bool_bool__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Add__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Add__bool_bool__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Add__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:4  Add  int8, int8 -> int8 */
static inline void Add__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 10 "specs/arith.yaml"
    x + y
#line 222 "arith.c"
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
#endif
    Add__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:4  Add  int32, int32 -> int32 */
static inline void Add__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 10 "specs/arith.yaml"
    x + y
#line 304 "arith.c"
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
#endif
    Add__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:4  Add  int64, int64 -> int64 */
static inline void Add__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 10 "specs/arith.yaml"
    x + y
#line 386 "arith.c"
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
#endif
    Add__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:4  Add  uint8, uint8 -> uint8 */
static inline void Add__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 10 "specs/arith.yaml"
    x + y
#line 468 "arith.c"
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
#endif
    Add__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:4  Add  float32, float32 -> float32 */
static inline void Add__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 10 "specs/arith.yaml"
    x + y
#line 550 "arith.c"
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
#endif
    Add__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:4  Add  float64, float64 -> float64 */
static inline void Add__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 10 "specs/arith.yaml"
    x + y
#line 632 "arith.c"
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
#endif
    Add__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Add */

/* ------------------------------------------------------------ Sub (specs/arith.yaml:18) */
#ifndef OPSPEC_SKIP_Sub
/* specs/arith.yaml:18  Sub  int8, int8 -> int8 */
static inline void Sub__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 24 "specs/arith.yaml"
    x - y
#line 718 "arith.c"
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
#endif
    Sub__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:18  Sub  int32, int32 -> int32 */
static inline void Sub__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 24 "specs/arith.yaml"
    x - y
#line 800 "arith.c"
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
#endif
    Sub__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:18  Sub  int64, int64 -> int64 */
static inline void Sub__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 24 "specs/arith.yaml"
    x - y
#line 882 "arith.c"
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
#endif
    Sub__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:18  Sub  uint8, uint8 -> uint8 */
static inline void Sub__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 24 "specs/arith.yaml"
    x - y
#line 964 "arith.c"
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
#endif
    Sub__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:18  Sub  float32, float32 -> float32 */
static inline void Sub__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 24 "specs/arith.yaml"
    x - y
#line 1046 "arith.c"
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
#endif
    Sub__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:18  Sub  float64, float64 -> float64 */
static inline void Sub__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 24 "specs/arith.yaml"
    x - y
#line 1128 "arith.c"
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
#endif
    Sub__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Sub */

/* ------------------------------------------------------------ Mul (specs/arith.yaml:32) */
#ifndef OPSPEC_SKIP_Mul
/* specs/arith.yaml:32  Mul  bool, bool -> bool */
static inline void Mul__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 38 "specs/arith.yaml"
    x * y
#line 1214 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mul__bool_bool__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Mul__bool_bool__bool_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1[opspec_i] != 0,
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Mul__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (*(const uint8_t *)(opspec_p1) != 0),
                    (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Mul__bool_bool__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Mul__bool_bool__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Mul__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Mul__bool_bool__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Mul__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:32  Mul  int8, int8 -> int8 */
static inline void Mul__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 38 "specs/arith.yaml"
    x * y
#line 1296 "arith.c"
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
#endif
    Mul__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:32  Mul  int32, int32 -> int32 */
static inline void Mul__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 38 "specs/arith.yaml"
    x * y
#line 1378 "arith.c"
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
#endif
    Mul__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:32  Mul  int64, int64 -> int64 */
static inline void Mul__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 38 "specs/arith.yaml"
    x * y
#line 1460 "arith.c"
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
#endif
    Mul__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:32  Mul  uint8, uint8 -> uint8 */
static inline void Mul__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 38 "specs/arith.yaml"
    x * y
#line 1542 "arith.c"
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
#endif
    Mul__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:32  Mul  float32, float32 -> float32 */
static inline void Mul__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 38 "specs/arith.yaml"
    x * y
#line 1624 "arith.c"
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
#endif
    Mul__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:32  Mul  float64, float64 -> float64 */
static inline void Mul__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 38 "specs/arith.yaml"
    x * y
#line 1706 "arith.c"
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
#endif
    Mul__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Mul */

/* ------------------------------------------------------------ TrueDiv (specs/arith.yaml:44) */
#ifndef OPSPEC_SKIP_TrueDiv
/* specs/arith.yaml:44  TrueDiv  float32, float32 -> float32 */
static inline void TrueDiv__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 51 "specs/arith.yaml"
    x / y
#line 1792 "arith.c"
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
#endif
    TrueDiv__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:44  TrueDiv  float64, float64 -> float64 */
static inline void TrueDiv__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 51 "specs/arith.yaml"
    x / y
#line 1874 "arith.c"
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
#endif
    TrueDiv__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* TrueDiv */

/* ------------------------------------------------------------ Neg (specs/arith.yaml:57) */
#ifndef OPSPEC_SKIP_Neg
/* specs/arith.yaml:57  Neg  int8 -> int8 */
static inline void Neg__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 63 "specs/arith.yaml"
    -x
#line 1960 "arith.c"
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
                Neg__int8__int8_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Neg__int8__int8_elem(*(const int8_t *)(opspec_p0),
                    (int8_t *)opspec_p1);
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
#endif
    Neg__int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:57  Neg  int32 -> int32 */
static inline void Neg__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 63 "specs/arith.yaml"
    -x
#line 2037 "arith.c"
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
                Neg__int32__int32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Neg__int32__int32_elem(*(const int32_t *)(opspec_p0),
                    (int32_t *)opspec_p1);
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
#endif
    Neg__int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:57  Neg  int64 -> int64 */
static inline void Neg__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 63 "specs/arith.yaml"
    -x
#line 2114 "arith.c"
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
                Neg__int64__int64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Neg__int64__int64_elem(*(const int64_t *)(opspec_p0),
                    (int64_t *)opspec_p1);
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
#endif
    Neg__int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:57  Neg  uint8 -> uint8 */
static inline void Neg__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 63 "specs/arith.yaml"
    -x
#line 2191 "arith.c"
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
                Neg__uint8__uint8_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Neg__uint8__uint8_elem(*(const uint8_t *)(opspec_p0),
                    (uint8_t *)opspec_p1);
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
#endif
    Neg__uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:57  Neg  float32 -> float32 */
static inline void Neg__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 63 "specs/arith.yaml"
    -x
#line 2268 "arith.c"
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
                Neg__float32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Neg__float32__float32_elem(*(const float *)(opspec_p0),
                    (float *)opspec_p1);
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
#endif
    Neg__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:57  Neg  float64 -> float64 */
static inline void Neg__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 63 "specs/arith.yaml"
    -x
#line 2345 "arith.c"
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
                Neg__float64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Neg__float64__float64_elem(*(const double *)(opspec_p0),
                    (double *)opspec_p1);
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
#endif
    Neg__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Neg */

/* ------------------------------------------------------------ Abs (specs/arith.yaml:69) */
#ifndef OPSPEC_SKIP_Abs
/* specs/arith.yaml:69  Abs  bool -> bool */
static inline void Abs__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 75 "specs/arith.yaml"
    x < 0 ? -x : (x == 0 ? 0 : x)
#line 2426 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Abs__bool__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Abs__bool__bool_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Abs__bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (_Bool *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Abs__bool__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Abs__bool__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Abs__bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Abs__bool__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Abs__bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:69  Abs  int8 -> int8 */
static inline void Abs__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 75 "specs/arith.yaml"
    x < 0 ? -x : (x == 0 ? 0 : x)
#line 2503 "arith.c"
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
                Abs__int8__int8_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Abs__int8__int8_elem(*(const int8_t *)(opspec_p0),
                    (int8_t *)opspec_p1);
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
#endif
    Abs__int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:69  Abs  int32 -> int32 */
static inline void Abs__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 75 "specs/arith.yaml"
    x < 0 ? -x : (x == 0 ? 0 : x)
#line 2580 "arith.c"
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
                Abs__int32__int32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Abs__int32__int32_elem(*(const int32_t *)(opspec_p0),
                    (int32_t *)opspec_p1);
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
#endif
    Abs__int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:69  Abs  int64 -> int64 */
static inline void Abs__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 75 "specs/arith.yaml"
    x < 0 ? -x : (x == 0 ? 0 : x)
#line 2657 "arith.c"
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
                Abs__int64__int64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Abs__int64__int64_elem(*(const int64_t *)(opspec_p0),
                    (int64_t *)opspec_p1);
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
#endif
    Abs__int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:69  Abs  uint8 -> uint8 */
static inline void Abs__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 75 "specs/arith.yaml"
    x < 0 ? -x : (x == 0 ? 0 : x)
#line 2734 "arith.c"
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
                Abs__uint8__uint8_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Abs__uint8__uint8_elem(*(const uint8_t *)(opspec_p0),
                    (uint8_t *)opspec_p1);
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
#endif
    Abs__uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:69  Abs  float32 -> float32 */
static inline void Abs__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 75 "specs/arith.yaml"
    x < 0 ? -x : (x == 0 ? 0 : x)
#line 2811 "arith.c"
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
                Abs__float32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Abs__float32__float32_elem(*(const float *)(opspec_p0),
                    (float *)opspec_p1);
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
#endif
    Abs__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:69  Abs  float64 -> float64 */
static inline void Abs__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 75 "specs/arith.yaml"
    x < 0 ? -x : (x == 0 ? 0 : x)
#line 2888 "arith.c"
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
                Abs__float64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Abs__float64__float64_elem(*(const double *)(opspec_p0),
                    (double *)opspec_p1);
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
#endif
    Abs__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Abs */

/* ------------------------------------------------------------ Sign (specs/arith.yaml:83) */
#ifndef OPSPEC_SKIP_Sign
/* specs/arith.yaml:83  Sign  int8 -> int8 */
static inline void Sign__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 89 "specs/arith.yaml"
    x != x ? x : (x > 0) - (x < 0)
#line 2969 "arith.c"
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
                Sign__int8__int8_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Sign__int8__int8_elem(*(const int8_t *)(opspec_p0),
                    (int8_t *)opspec_p1);
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
#endif
    Sign__int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:83  Sign  int32 -> int32 */
static inline void Sign__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 89 "specs/arith.yaml"
    x != x ? x : (x > 0) - (x < 0)
#line 3046 "arith.c"
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
                Sign__int32__int32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Sign__int32__int32_elem(*(const int32_t *)(opspec_p0),
                    (int32_t *)opspec_p1);
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
#endif
    Sign__int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:83  Sign  int64 -> int64 */
static inline void Sign__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 89 "specs/arith.yaml"
    x != x ? x : (x > 0) - (x < 0)
#line 3123 "arith.c"
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
                Sign__int64__int64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Sign__int64__int64_elem(*(const int64_t *)(opspec_p0),
                    (int64_t *)opspec_p1);
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
#endif
    Sign__int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:83  Sign  uint8 -> uint8 */
static inline void Sign__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 89 "specs/arith.yaml"
    x != x ? x : (x > 0) - (x < 0)
#line 3200 "arith.c"
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
                Sign__uint8__uint8_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Sign__uint8__uint8_elem(*(const uint8_t *)(opspec_p0),
                    (uint8_t *)opspec_p1);
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
#endif
    Sign__uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:83  Sign  float32 -> float32 */
static inline void Sign__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 89 "specs/arith.yaml"
    x != x ? x : (x > 0) - (x < 0)
#line 3277 "arith.c"
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
                Sign__float32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Sign__float32__float32_elem(*(const float *)(opspec_p0),
                    (float *)opspec_p1);
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
#endif
    Sign__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:83  Sign  float64 -> float64 */
static inline void Sign__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 89 "specs/arith.yaml"
    x != x ? x : (x > 0) - (x < 0)
#line 3354 "arith.c"
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
                Sign__float64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Sign__float64__float64_elem(*(const double *)(opspec_p0),
                    (double *)opspec_p1);
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
#endif
    Sign__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Sign */

/* ------------------------------------------------------------ Maximum (specs/arith.yaml:94) */
#ifndef OPSPEC_SKIP_Maximum
/* specs/arith.yaml:94  Maximum  bool, bool -> bool */
static inline void Maximum__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 100 "specs/arith.yaml"
    (x != x || x > y) ? x : y
#line 3435 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Maximum__bool_bool__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Maximum__bool_bool__bool_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1[opspec_i] != 0,
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Maximum__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (*(const uint8_t *)(opspec_p1) != 0),
                    (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Maximum__bool_bool__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Maximum__bool_bool__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Maximum__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Maximum__bool_bool__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Maximum__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:94  Maximum  int8, int8 -> int8 */
static inline void Maximum__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 100 "specs/arith.yaml"
    (x != x || x > y) ? x : y
#line 3517 "arith.c"
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
#endif
    Maximum__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:94  Maximum  int32, int32 -> int32 */
static inline void Maximum__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 100 "specs/arith.yaml"
    (x != x || x > y) ? x : y
#line 3599 "arith.c"
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
#endif
    Maximum__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:94  Maximum  int64, int64 -> int64 */
static inline void Maximum__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 100 "specs/arith.yaml"
    (x != x || x > y) ? x : y
#line 3681 "arith.c"
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
#endif
    Maximum__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:94  Maximum  uint8, uint8 -> uint8 */
static inline void Maximum__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 100 "specs/arith.yaml"
    (x != x || x > y) ? x : y
#line 3763 "arith.c"
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
#endif
    Maximum__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:94  Maximum  float32, float32 -> float32 */
static inline void Maximum__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 100 "specs/arith.yaml"
    (x != x || x > y) ? x : y
#line 3845 "arith.c"
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
#endif
    Maximum__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:94  Maximum  float64, float64 -> float64 */
static inline void Maximum__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 100 "specs/arith.yaml"
    (x != x || x > y) ? x : y
#line 3927 "arith.c"
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
#endif
    Maximum__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Maximum */

/* ------------------------------------------------------------ Minimum (specs/arith.yaml:105) */
#ifndef OPSPEC_SKIP_Minimum
/* specs/arith.yaml:105  Minimum  bool, bool -> bool */
static inline void Minimum__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 111 "specs/arith.yaml"
    (x != x || x < y) ? x : y
#line 4013 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Minimum__bool_bool__bool_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Minimum__bool_bool__bool_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1[opspec_i] != 0,
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Minimum__bool_bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (*(const uint8_t *)(opspec_p1) != 0),
                    (_Bool *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Minimum__bool_bool__bool_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Minimum__bool_bool__bool_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Minimum__bool_bool__bool(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Minimum__bool_bool__bool_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Minimum__bool_bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:105  Minimum  int8, int8 -> int8 */
static inline void Minimum__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 111 "specs/arith.yaml"
    (x != x || x < y) ? x : y
#line 4095 "arith.c"
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
#endif
    Minimum__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:105  Minimum  int32, int32 -> int32 */
static inline void Minimum__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 111 "specs/arith.yaml"
    (x != x || x < y) ? x : y
#line 4177 "arith.c"
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
#endif
    Minimum__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:105  Minimum  int64, int64 -> int64 */
static inline void Minimum__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 111 "specs/arith.yaml"
    (x != x || x < y) ? x : y
#line 4259 "arith.c"
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
#endif
    Minimum__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:105  Minimum  uint8, uint8 -> uint8 */
static inline void Minimum__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 111 "specs/arith.yaml"
    (x != x || x < y) ? x : y
#line 4341 "arith.c"
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
#endif
    Minimum__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:105  Minimum  float32, float32 -> float32 */
static inline void Minimum__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 111 "specs/arith.yaml"
    (x != x || x < y) ? x : y
#line 4423 "arith.c"
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
#endif
    Minimum__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:105  Minimum  float64, float64 -> float64 */
static inline void Minimum__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 111 "specs/arith.yaml"
    (x != x || x < y) ? x : y
#line 4505 "arith.c"
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
#endif
    Minimum__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Minimum */

/* ------------------------------------------------------------ IntDiv (specs/arith.yaml:116) */
#ifndef OPSPEC_SKIP_IntDiv
/* specs/arith.yaml:116  IntDiv  int8, int8 -> int8 */
static inline void IntDiv__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 123 "specs/arith.yaml"
    opspec_floor_divide(x, y)
#line 4591 "arith.c"
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
#endif
    IntDiv__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:116  IntDiv  int32, int32 -> int32 */
static inline void IntDiv__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 123 "specs/arith.yaml"
    opspec_floor_divide(x, y)
#line 4673 "arith.c"
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
#endif
    IntDiv__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:116  IntDiv  int64, int64 -> int64 */
static inline void IntDiv__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 123 "specs/arith.yaml"
    opspec_floor_divide(x, y)
#line 4755 "arith.c"
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
#endif
    IntDiv__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:116  IntDiv  uint8, uint8 -> uint8 */
static inline void IntDiv__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 123 "specs/arith.yaml"
    opspec_floor_divide(x, y)
#line 4837 "arith.c"
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
#endif
    IntDiv__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:116  IntDiv  float32, float32 -> float32 */
static inline void IntDiv__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 123 "specs/arith.yaml"
    opspec_floor_divide(x, y)
#line 4919 "arith.c"
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
#endif
    IntDiv__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:116  IntDiv  float64, float64 -> float64 */
static inline void IntDiv__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 123 "specs/arith.yaml"
    opspec_floor_divide(x, y)
#line 5001 "arith.c"
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
#endif
    IntDiv__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* IntDiv */

/* ------------------------------------------------------------ Mod (specs/arith.yaml:128) */
#ifndef OPSPEC_SKIP_Mod
/* specs/arith.yaml:128  Mod  int8, int8 -> int8 */
static inline void Mod__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 134 "specs/arith.yaml"
    opspec_remainder(x, y)
#line 5087 "arith.c"
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
#endif
    Mod__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:128  Mod  int32, int32 -> int32 */
static inline void Mod__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 134 "specs/arith.yaml"
    opspec_remainder(x, y)
#line 5169 "arith.c"
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
#endif
    Mod__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:128  Mod  int64, int64 -> int64 */
static inline void Mod__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 134 "specs/arith.yaml"
    opspec_remainder(x, y)
#line 5251 "arith.c"
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
#endif
    Mod__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:128  Mod  uint8, uint8 -> uint8 */
static inline void Mod__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 134 "specs/arith.yaml"
    opspec_remainder(x, y)
#line 5333 "arith.c"
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
#endif
    Mod__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:128  Mod  float32, float32 -> float32 */
static inline void Mod__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 134 "specs/arith.yaml"
    opspec_remainder(x, y)
#line 5415 "arith.c"
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
#endif
    Mod__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:128  Mod  float64, float64 -> float64 */
static inline void Mod__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 134 "specs/arith.yaml"
    opspec_remainder(x, y)
#line 5497 "arith.c"
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
#endif
    Mod__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Mod */

/* ------------------------------------------------------------ Pow (specs/arith.yaml:139) */
#ifndef OPSPEC_SKIP_Pow
/* specs/arith.yaml:139  Pow  int8, int8 -> int8 */
static inline void Pow__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 145 "specs/arith.yaml"
    opspec_power(x, y)
#line 5583 "arith.c"
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
#endif
    Pow__int8_int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:139  Pow  int32, int32 -> int32 */
static inline void Pow__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 145 "specs/arith.yaml"
    opspec_power(x, y)
#line 5665 "arith.c"
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
#endif
    Pow__int32_int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:139  Pow  int64, int64 -> int64 */
static inline void Pow__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 145 "specs/arith.yaml"
    opspec_power(x, y)
#line 5747 "arith.c"
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
#endif
    Pow__int64_int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:139  Pow  uint8, uint8 -> uint8 */
static inline void Pow__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 145 "specs/arith.yaml"
    opspec_power(x, y)
#line 5829 "arith.c"
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
#endif
    Pow__uint8_uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:139  Pow  float32, float32 -> float32 */
static inline void Pow__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 145 "specs/arith.yaml"
    opspec_power(x, y)
#line 5911 "arith.c"
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
#endif
    Pow__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:139  Pow  float64, float64 -> float64 */
static inline void Pow__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 145 "specs/arith.yaml"
    opspec_power(x, y)
#line 5993 "arith.c"
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
#endif
    Pow__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Pow */

/* ------------------------------------------------------------ Cast (specs/arith.yaml:151) */
#ifndef OPSPEC_SKIP_Cast
/* specs/arith.yaml:151  Cast  bool -> bool */
static inline void Cast__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6079 "arith.c"
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
                Cast__bool__bool_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__bool__bool_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (_Bool *)opspec_p1);
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
#endif
    Cast__bool__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  bool -> int8 */
static inline void Cast__bool__int8_elem(const _Bool x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6156 "arith.c"
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
                Cast__bool__int8_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__bool__int8_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (int8_t *)opspec_p1);
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
#endif
    Cast__bool__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  bool -> int32 */
static inline void Cast__bool__int32_elem(const _Bool x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6233 "arith.c"
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
                Cast__bool__int32_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__bool__int32_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (int32_t *)opspec_p1);
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
#endif
    Cast__bool__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  bool -> int64 */
static inline void Cast__bool__int64_elem(const _Bool x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6310 "arith.c"
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
                Cast__bool__int64_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__bool__int64_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (int64_t *)opspec_p1);
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
#endif
    Cast__bool__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  bool -> uint8 */
static inline void Cast__bool__uint8_elem(const _Bool x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6387 "arith.c"
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
                Cast__bool__uint8_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__bool__uint8_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (uint8_t *)opspec_p1);
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
#endif
    Cast__bool__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  bool -> float32 */
static inline void Cast__bool__float32_elem(const _Bool x, float *opspec_out_out)
{
    float out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6464 "arith.c"
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
                Cast__bool__float32_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__bool__float32_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (float *)opspec_p1);
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
#endif
    Cast__bool__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  bool -> float64 */
static inline void Cast__bool__float64_elem(const _Bool x, double *opspec_out_out)
{
    double out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6541 "arith.c"
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
                Cast__bool__float64_elem(opspec_q0[opspec_i] != 0,
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__bool__float64_elem((*(const uint8_t *)(opspec_p0) != 0),
                    (double *)opspec_p1);
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
#endif
    Cast__bool__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  int8 -> bool */
static inline void Cast__int8__bool_elem(const int8_t x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6618 "arith.c"
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
                Cast__int8__bool_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int8__bool_elem(*(const int8_t *)(opspec_p0),
                    (_Bool *)opspec_p1);
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
#endif
    Cast__int8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  int8 -> int8 */
static inline void Cast__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6695 "arith.c"
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
                Cast__int8__int8_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int8__int8_elem(*(const int8_t *)(opspec_p0),
                    (int8_t *)opspec_p1);
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
#endif
    Cast__int8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  int8 -> int32 */
static inline void Cast__int8__int32_elem(const int8_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6772 "arith.c"
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
                Cast__int8__int32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int8__int32_elem(*(const int8_t *)(opspec_p0),
                    (int32_t *)opspec_p1);
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
#endif
    Cast__int8__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  int8 -> int64 */
static inline void Cast__int8__int64_elem(const int8_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6849 "arith.c"
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
                Cast__int8__int64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int8__int64_elem(*(const int8_t *)(opspec_p0),
                    (int64_t *)opspec_p1);
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
#endif
    Cast__int8__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  int8 -> uint8 */
static inline void Cast__int8__uint8_elem(const int8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 6926 "arith.c"
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
                Cast__int8__uint8_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int8__uint8_elem(*(const int8_t *)(opspec_p0),
                    (uint8_t *)opspec_p1);
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
#endif
    Cast__int8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  int8 -> float32 */
static inline void Cast__int8__float32_elem(const int8_t x, float *opspec_out_out)
{
    float out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7003 "arith.c"
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
                Cast__int8__float32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int8__float32_elem(*(const int8_t *)(opspec_p0),
                    (float *)opspec_p1);
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
#endif
    Cast__int8__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  int8 -> float64 */
static inline void Cast__int8__float64_elem(const int8_t x, double *opspec_out_out)
{
    double out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7080 "arith.c"
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
                Cast__int8__float64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int8__float64_elem(*(const int8_t *)(opspec_p0),
                    (double *)opspec_p1);
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
#endif
    Cast__int8__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  int32 -> bool */
static inline void Cast__int32__bool_elem(const int32_t x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7157 "arith.c"
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
                Cast__int32__bool_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int32__bool_elem(*(const int32_t *)(opspec_p0),
                    (_Bool *)opspec_p1);
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
#endif
    Cast__int32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  int32 -> int8 */
static inline void Cast__int32__int8_elem(const int32_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7234 "arith.c"
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
                Cast__int32__int8_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int32__int8_elem(*(const int32_t *)(opspec_p0),
                    (int8_t *)opspec_p1);
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
#endif
    Cast__int32__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  int32 -> int32 */
static inline void Cast__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7311 "arith.c"
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
                Cast__int32__int32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int32__int32_elem(*(const int32_t *)(opspec_p0),
                    (int32_t *)opspec_p1);
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
#endif
    Cast__int32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  int32 -> int64 */
static inline void Cast__int32__int64_elem(const int32_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7388 "arith.c"
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
                Cast__int32__int64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int32__int64_elem(*(const int32_t *)(opspec_p0),
                    (int64_t *)opspec_p1);
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
#endif
    Cast__int32__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  int32 -> uint8 */
static inline void Cast__int32__uint8_elem(const int32_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7465 "arith.c"
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
                Cast__int32__uint8_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int32__uint8_elem(*(const int32_t *)(opspec_p0),
                    (uint8_t *)opspec_p1);
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
#endif
    Cast__int32__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  int32 -> float32 */
static inline void Cast__int32__float32_elem(const int32_t x, float *opspec_out_out)
{
    float out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7542 "arith.c"
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
                Cast__int32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int32__float32_elem(*(const int32_t *)(opspec_p0),
                    (float *)opspec_p1);
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
#endif
    Cast__int32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  int32 -> float64 */
static inline void Cast__int32__float64_elem(const int32_t x, double *opspec_out_out)
{
    double out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7619 "arith.c"
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
                Cast__int32__float64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int32__float64_elem(*(const int32_t *)(opspec_p0),
                    (double *)opspec_p1);
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
#endif
    Cast__int32__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  int64 -> bool */
static inline void Cast__int64__bool_elem(const int64_t x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7696 "arith.c"
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
                Cast__int64__bool_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int64__bool_elem(*(const int64_t *)(opspec_p0),
                    (_Bool *)opspec_p1);
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
#endif
    Cast__int64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  int64 -> int8 */
static inline void Cast__int64__int8_elem(const int64_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7773 "arith.c"
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
                Cast__int64__int8_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int64__int8_elem(*(const int64_t *)(opspec_p0),
                    (int8_t *)opspec_p1);
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
#endif
    Cast__int64__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  int64 -> int32 */
static inline void Cast__int64__int32_elem(const int64_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7850 "arith.c"
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
                Cast__int64__int32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int64__int32_elem(*(const int64_t *)(opspec_p0),
                    (int32_t *)opspec_p1);
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
#endif
    Cast__int64__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  int64 -> int64 */
static inline void Cast__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 7927 "arith.c"
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
                Cast__int64__int64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int64__int64_elem(*(const int64_t *)(opspec_p0),
                    (int64_t *)opspec_p1);
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
#endif
    Cast__int64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  int64 -> uint8 */
static inline void Cast__int64__uint8_elem(const int64_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8004 "arith.c"
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
                Cast__int64__uint8_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int64__uint8_elem(*(const int64_t *)(opspec_p0),
                    (uint8_t *)opspec_p1);
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
#endif
    Cast__int64__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  int64 -> float32 */
static inline void Cast__int64__float32_elem(const int64_t x, float *opspec_out_out)
{
    float out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8081 "arith.c"
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
                Cast__int64__float32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int64__float32_elem(*(const int64_t *)(opspec_p0),
                    (float *)opspec_p1);
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
#endif
    Cast__int64__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  int64 -> float64 */
static inline void Cast__int64__float64_elem(const int64_t x, double *opspec_out_out)
{
    double out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8158 "arith.c"
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
                Cast__int64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__int64__float64_elem(*(const int64_t *)(opspec_p0),
                    (double *)opspec_p1);
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
#endif
    Cast__int64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  uint8 -> bool */
static inline void Cast__uint8__bool_elem(const uint8_t x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8235 "arith.c"
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
                Cast__uint8__bool_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__uint8__bool_elem(*(const uint8_t *)(opspec_p0),
                    (_Bool *)opspec_p1);
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
#endif
    Cast__uint8__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  uint8 -> int8 */
static inline void Cast__uint8__int8_elem(const uint8_t x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8312 "arith.c"
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
                Cast__uint8__int8_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__uint8__int8_elem(*(const uint8_t *)(opspec_p0),
                    (int8_t *)opspec_p1);
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
#endif
    Cast__uint8__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  uint8 -> int32 */
static inline void Cast__uint8__int32_elem(const uint8_t x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8389 "arith.c"
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
                Cast__uint8__int32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__uint8__int32_elem(*(const uint8_t *)(opspec_p0),
                    (int32_t *)opspec_p1);
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
#endif
    Cast__uint8__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  uint8 -> int64 */
static inline void Cast__uint8__int64_elem(const uint8_t x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8466 "arith.c"
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
                Cast__uint8__int64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__uint8__int64_elem(*(const uint8_t *)(opspec_p0),
                    (int64_t *)opspec_p1);
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
#endif
    Cast__uint8__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  uint8 -> uint8 */
static inline void Cast__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8543 "arith.c"
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
                Cast__uint8__uint8_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__uint8__uint8_elem(*(const uint8_t *)(opspec_p0),
                    (uint8_t *)opspec_p1);
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
#endif
    Cast__uint8__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  uint8 -> float32 */
static inline void Cast__uint8__float32_elem(const uint8_t x, float *opspec_out_out)
{
    float out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8620 "arith.c"
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
                Cast__uint8__float32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__uint8__float32_elem(*(const uint8_t *)(opspec_p0),
                    (float *)opspec_p1);
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
#endif
    Cast__uint8__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  uint8 -> float64 */
static inline void Cast__uint8__float64_elem(const uint8_t x, double *opspec_out_out)
{
    double out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8697 "arith.c"
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
                Cast__uint8__float64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__uint8__float64_elem(*(const uint8_t *)(opspec_p0),
                    (double *)opspec_p1);
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
#endif
    Cast__uint8__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  float32 -> bool */
static inline void Cast__float32__bool_elem(const float x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8774 "arith.c"
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
                Cast__float32__bool_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float32__bool_elem(*(const float *)(opspec_p0),
                    (_Bool *)opspec_p1);
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
#endif
    Cast__float32__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  float32 -> int8 */
static inline void Cast__float32__int8_elem(const float x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8851 "arith.c"
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
                Cast__float32__int8_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float32__int8_elem(*(const float *)(opspec_p0),
                    (int8_t *)opspec_p1);
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
#endif
    Cast__float32__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  float32 -> int32 */
static inline void Cast__float32__int32_elem(const float x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 8928 "arith.c"
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
                Cast__float32__int32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float32__int32_elem(*(const float *)(opspec_p0),
                    (int32_t *)opspec_p1);
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
#endif
    Cast__float32__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  float32 -> int64 */
static inline void Cast__float32__int64_elem(const float x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 9005 "arith.c"
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
                Cast__float32__int64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float32__int64_elem(*(const float *)(opspec_p0),
                    (int64_t *)opspec_p1);
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
#endif
    Cast__float32__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  float32 -> uint8 */
static inline void Cast__float32__uint8_elem(const float x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 9082 "arith.c"
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
                Cast__float32__uint8_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float32__uint8_elem(*(const float *)(opspec_p0),
                    (uint8_t *)opspec_p1);
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
#endif
    Cast__float32__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  float32 -> float32 */
static inline void Cast__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 9159 "arith.c"
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
                Cast__float32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float32__float32_elem(*(const float *)(opspec_p0),
                    (float *)opspec_p1);
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
#endif
    Cast__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  float32 -> float64 */
static inline void Cast__float32__float64_elem(const float x, double *opspec_out_out)
{
    double out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 9236 "arith.c"
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
                Cast__float32__float64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float32__float64_elem(*(const float *)(opspec_p0),
                    (double *)opspec_p1);
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
#endif
    Cast__float32__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  float64 -> bool */
static inline void Cast__float64__bool_elem(const double x, _Bool *opspec_out_out)
{
    _Bool out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 9313 "arith.c"
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
                Cast__float64__bool_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float64__bool_elem(*(const double *)(opspec_p0),
                    (_Bool *)opspec_p1);
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
#endif
    Cast__float64__bool_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  float64 -> int8 */
static inline void Cast__float64__int8_elem(const double x, int8_t *opspec_out_out)
{
    int8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 9390 "arith.c"
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
                Cast__float64__int8_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float64__int8_elem(*(const double *)(opspec_p0),
                    (int8_t *)opspec_p1);
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
#endif
    Cast__float64__int8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  float64 -> int32 */
static inline void Cast__float64__int32_elem(const double x, int32_t *opspec_out_out)
{
    int32_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 9467 "arith.c"
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
                Cast__float64__int32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float64__int32_elem(*(const double *)(opspec_p0),
                    (int32_t *)opspec_p1);
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
#endif
    Cast__float64__int32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  float64 -> int64 */
static inline void Cast__float64__int64_elem(const double x, int64_t *opspec_out_out)
{
    int64_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 9544 "arith.c"
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
                Cast__float64__int64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float64__int64_elem(*(const double *)(opspec_p0),
                    (int64_t *)opspec_p1);
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
#endif
    Cast__float64__int64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  float64 -> uint8 */
static inline void Cast__float64__uint8_elem(const double x, uint8_t *opspec_out_out)
{
    uint8_t out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 9621 "arith.c"
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
                Cast__float64__uint8_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float64__uint8_elem(*(const double *)(opspec_p0),
                    (uint8_t *)opspec_p1);
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
#endif
    Cast__float64__uint8_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  float64 -> float32 */
static inline void Cast__float64__float32_elem(const double x, float *opspec_out_out)
{
    float out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 9698 "arith.c"
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
                Cast__float64__float32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float64__float32_elem(*(const double *)(opspec_p0),
                    (float *)opspec_p1);
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
#endif
    Cast__float64__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/arith.yaml:151  Cast  float64 -> float64 */
static inline void Cast__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 158 "specs/arith.yaml"
    x
#line 9775 "arith.c"
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
                Cast__float64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cast__float64__float64_elem(*(const double *)(opspec_p0),
                    (double *)opspec_p1);
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
#endif
    Cast__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Cast */
