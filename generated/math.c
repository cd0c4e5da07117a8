/* Generated from specs/math.yaml by `opspec generate`. Edit the spec, not this file.
   The C kernels of math: per op a block, per dtype instantiation a function,
   each compiled when the unit building it defines OPSPEC_OP_<op> and OPSPEC_KERNEL_<kernel>
   (opspec.link.c.module). ABI: opspec/kernels/opspec_kernel.h and opspec/kernels/abi.py. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Exp (specs/math.yaml:3) */
#ifdef OPSPEC_OP_Exp
#ifdef OPSPEC_KERNEL_Exp__float32__float32
static inline void Exp__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 9 "specs/math.yaml"
    exp(x)
#line 17 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Exp__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Exp__float32__float32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Exp__float32__float32_elem(*(const float *)(opspec_p0), (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Exp__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Exp__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Exp__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Exp__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Exp__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Exp__float64__float64
static inline void Exp__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 9 "specs/math.yaml"
    exp(x)
#line 94 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Exp__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Exp__float64__float64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Exp__float64__float64_elem(*(const double *)(opspec_p0), (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Exp__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Exp__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Exp__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Exp__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Exp__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Exp */

/* ------------------------------------------------------------ Log (specs/math.yaml:17) */
#ifdef OPSPEC_OP_Log
#ifdef OPSPEC_KERNEL_Log__float32__float32
static inline void Log__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 23 "specs/math.yaml"
    log(x)
#line 175 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Log__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Log__float32__float32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Log__float32__float32_elem(*(const float *)(opspec_p0), (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Log__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Log__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Log__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Log__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Log__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Log__float64__float64
static inline void Log__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 23 "specs/math.yaml"
    log(x)
#line 252 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Log__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Log__float64__float64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Log__float64__float64_elem(*(const double *)(opspec_p0), (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Log__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Log__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Log__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Log__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Log__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Log */

/* ------------------------------------------------------------ Log1p (specs/math.yaml:28) */
#ifdef OPSPEC_OP_Log1p
#ifdef OPSPEC_KERNEL_Log1p__float32__float32
static inline void Log1p__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 34 "specs/math.yaml"
    log1p(x)
#line 333 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Log1p__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Log1p__float32__float32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Log1p__float32__float32_elem(*(const float *)(opspec_p0), (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Log1p__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Log1p__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Log1p__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Log1p__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Log1p__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Log1p__float64__float64
static inline void Log1p__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 34 "specs/math.yaml"
    log1p(x)
#line 410 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Log1p__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Log1p__float64__float64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Log1p__float64__float64_elem(*(const double *)(opspec_p0), (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Log1p__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Log1p__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Log1p__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Log1p__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Log1p__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Log1p */

/* ------------------------------------------------------------ Expm1 (specs/math.yaml:40) */
#ifdef OPSPEC_OP_Expm1
#ifdef OPSPEC_KERNEL_Expm1__float32__float32
static inline void Expm1__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 46 "specs/math.yaml"
    expm1(x)
#line 491 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Expm1__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Expm1__float32__float32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Expm1__float32__float32_elem(*(const float *)(opspec_p0), (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Expm1__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Expm1__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Expm1__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Expm1__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Expm1__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Expm1__float64__float64
static inline void Expm1__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 46 "specs/math.yaml"
    expm1(x)
#line 568 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Expm1__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Expm1__float64__float64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Expm1__float64__float64_elem(*(const double *)(opspec_p0), (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Expm1__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Expm1__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Expm1__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Expm1__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Expm1__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Expm1 */

/* ------------------------------------------------------------ Sqrt (specs/math.yaml:51) */
#ifdef OPSPEC_OP_Sqrt
#ifdef OPSPEC_KERNEL_Sqrt__float32__float32
static inline void Sqrt__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 57 "specs/math.yaml"
    sqrt(x)
#line 649 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Sqrt__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Sqrt__float32__float32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Sqrt__float32__float32_elem(*(const float *)(opspec_p0), (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Sqrt__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Sqrt__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Sqrt__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Sqrt__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Sqrt__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Sqrt__float64__float64
static inline void Sqrt__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 57 "specs/math.yaml"
    sqrt(x)
#line 726 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Sqrt__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Sqrt__float64__float64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Sqrt__float64__float64_elem(*(const double *)(opspec_p0), (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Sqrt__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Sqrt__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Sqrt__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Sqrt__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Sqrt__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Sqrt */

/* ------------------------------------------------------------ Sin (specs/math.yaml:62) */
#ifdef OPSPEC_OP_Sin
#ifdef OPSPEC_KERNEL_Sin__float32__float32
static inline void Sin__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 68 "specs/math.yaml"
    sin(x)
#line 807 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Sin__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Sin__float32__float32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Sin__float32__float32_elem(*(const float *)(opspec_p0), (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Sin__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Sin__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Sin__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Sin__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Sin__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Sin__float64__float64
static inline void Sin__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 68 "specs/math.yaml"
    sin(x)
#line 884 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Sin__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Sin__float64__float64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Sin__float64__float64_elem(*(const double *)(opspec_p0), (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Sin__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Sin__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Sin__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Sin__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Sin__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Sin */

/* ------------------------------------------------------------ Cos (specs/math.yaml:73) */
#ifdef OPSPEC_OP_Cos
#ifdef OPSPEC_KERNEL_Cos__float32__float32
static inline void Cos__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 79 "specs/math.yaml"
    cos(x)
#line 965 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Cos__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Cos__float32__float32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cos__float32__float32_elem(*(const float *)(opspec_p0), (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cos__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cos__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cos__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Cos__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cos__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Cos__float64__float64
static inline void Cos__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 79 "specs/math.yaml"
    cos(x)
#line 1042 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Cos__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Cos__float64__float64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Cos__float64__float64_elem(*(const double *)(opspec_p0), (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Cos__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Cos__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Cos__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Cos__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Cos__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Cos */

/* ------------------------------------------------------------ Tanh (specs/math.yaml:84) */
#ifdef OPSPEC_OP_Tanh
#ifdef OPSPEC_KERNEL_Tanh__float32__float32
static inline void Tanh__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 90 "specs/math.yaml"
    tanh(x)
#line 1123 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Tanh__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Tanh__float32__float32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Tanh__float32__float32_elem(*(const float *)(opspec_p0), (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Tanh__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Tanh__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Tanh__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Tanh__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Tanh__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Tanh__float64__float64
static inline void Tanh__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 90 "specs/math.yaml"
    tanh(x)
#line 1200 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Tanh__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Tanh__float64__float64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Tanh__float64__float64_elem(*(const double *)(opspec_p0), (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Tanh__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Tanh__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Tanh__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Tanh__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Tanh__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Tanh */

/* ------------------------------------------------------------ Sigmoid (specs/math.yaml:95) */
#ifdef OPSPEC_OP_Sigmoid
#ifdef OPSPEC_KERNEL_Sigmoid__float32__float32
static inline void Sigmoid__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 101 "specs/math.yaml"
    (x >= 0 ? 1 : exp(-fabs(x))) / (1 + exp(-fabs(x)))
#line 1281 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Sigmoid__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Sigmoid__float32__float32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Sigmoid__float32__float32_elem(*(const float *)(opspec_p0), (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Sigmoid__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Sigmoid__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Sigmoid__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Sigmoid__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Sigmoid__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Sigmoid__float64__float64
static inline void Sigmoid__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 101 "specs/math.yaml"
    (x >= 0 ? 1 : exp(-fabs(x))) / (1 + exp(-fabs(x)))
#line 1358 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Sigmoid__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Sigmoid__float64__float64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Sigmoid__float64__float64_elem(*(const double *)(opspec_p0), (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Sigmoid__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Sigmoid__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Sigmoid__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Sigmoid__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Sigmoid__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Sigmoid */

/* ------------------------------------------------------------ Softplus (specs/math.yaml:110) */
#ifdef OPSPEC_OP_Softplus
#ifdef OPSPEC_KERNEL_Softplus__float32__float32
static inline void Softplus__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 116 "specs/math.yaml"
    (x > 0 ? x : 0) + log1p(exp(-fabs(x)))
#line 1439 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Softplus__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Softplus__float32__float32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Softplus__float32__float32_elem(*(const float *)(opspec_p0), (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Softplus__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Softplus__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Softplus__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Softplus__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Softplus__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Softplus__float64__float64
static inline void Softplus__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 116 "specs/math.yaml"
    (x > 0 ? x : 0) + log1p(exp(-fabs(x)))
#line 1516 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Softplus__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Softplus__float64__float64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Softplus__float64__float64_elem(*(const double *)(opspec_p0), (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Softplus__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Softplus__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Softplus__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Softplus__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Softplus__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Softplus */

/* ------------------------------------------------------------ Erf (specs/math.yaml:125) */
#ifdef OPSPEC_OP_Erf
#ifdef OPSPEC_KERNEL_Erf__float32__float32
static inline void Erf__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 131 "specs/math.yaml"
    erf(x)
#line 1597 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Erf__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Erf__float32__float32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Erf__float32__float32_elem(*(const float *)(opspec_p0), (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Erf__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Erf__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Erf__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Erf__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Erf__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Erf__float64__float64
static inline void Erf__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 131 "specs/math.yaml"
    erf(x)
#line 1674 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Erf__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Erf__float64__float64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Erf__float64__float64_elem(*(const double *)(opspec_p0), (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Erf__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Erf__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Erf__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Erf__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Erf__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Erf */
