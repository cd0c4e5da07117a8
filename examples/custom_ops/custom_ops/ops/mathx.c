/* Generated from specs/mathx.yaml by `opspec generate`. Edit the spec, not this file.
   The C kernels of mathx: per op a block, per dtype instantiation a function,
   each compiled when the unit building it defines OPSPEC_OP_<op> and OPSPEC_KERNEL_<kernel>
   (opspec.link.c.module). ABI: opspec/kernels/opspec_kernel.h and opspec/kernels/abi.py. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Softsign (specs/mathx.yaml:4) */
#ifdef OPSPEC_OP_Softsign
#ifdef OPSPEC_KERNEL_Softsign__float32__float32
static inline void Softsign__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 10 "specs/mathx.yaml"
    x / (1 + fabs(x))
#line 17 "mathx.c"
    );
    *opspec_out_out = out;
}
static inline void Softsign__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Softsign__float32__float32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Softsign__float32__float32_elem(*(const float *)(opspec_p0), (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Softsign__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Softsign__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Softsign__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Softsign__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Softsign__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_Softsign__float64__float64
static inline void Softsign__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 10 "specs/mathx.yaml"
    x / (1 + fabs(x))
#line 94 "mathx.c"
    );
    *opspec_out_out = out;
}
static inline void Softsign__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Softsign__float64__float64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Softsign__float64__float64_elem(*(const double *)(opspec_p0), (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Softsign__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Softsign__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Softsign__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Softsign__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    Softsign__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* Softsign */

/* ------------------------------------------------------------ AXPB (specs/mathx.yaml:17) */
#ifdef OPSPEC_OP_AXPB
#ifdef OPSPEC_KERNEL_AXPB__float32__float32
static inline void AXPB__float32__float32_elem(const float x, float *opspec_out_out, double a, double b)
{
    float out;
#line 24 "specs/mathx.yaml"
    out = a * x + b;
#line 174 "mathx.c"
    *opspec_out_out = out;
}
static inline void AXPB__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n, double a, double b)
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
                AXPB__float32__float32_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i, a, b);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            AXPB__float32__float32_elem(*(const float *)(opspec_p0), (float *)opspec_p1, a, b);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void AXPB__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left, double a, double b)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        AXPB__float32__float32_run(opspec_q, opspec_it->inner, opspec_m, a, b);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int AXPB__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, double a, double b)
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
            AXPB__float32__float32_span(&opspec_part, opspec_at, opspec_left, a, b);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    AXPB__float32__float32_span(&opspec_it, 0, opspec_it.size, a, b);
    return opspec_elem_finish(opspec_err);
}
#endif
#ifdef OPSPEC_KERNEL_AXPB__float64__float64
static inline void AXPB__float64__float64_elem(const double x, double *opspec_out_out, double a, double b)
{
    double out;
#line 24 "specs/mathx.yaml"
    out = a * x + b;
#line 249 "mathx.c"
    *opspec_out_out = out;
}
static inline void AXPB__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n, double a, double b)
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
                AXPB__float64__float64_elem(opspec_q0[opspec_i], opspec_q1 + opspec_i, a, b);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            AXPB__float64__float64_elem(*(const double *)(opspec_p0), (double *)opspec_p1, a, b);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void AXPB__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left, double a, double b)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        AXPB__float64__float64_run(opspec_q, opspec_it->inner, opspec_m, a, b);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int AXPB__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, double a, double b)
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
            AXPB__float64__float64_span(&opspec_part, opspec_at, opspec_left, a, b);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }

/* ================================================================== reductions */
#endif
    AXPB__float64__float64_span(&opspec_it, 0, opspec_it.size, a, b);
    return opspec_elem_finish(opspec_err);
}
#endif
#endif /* AXPB */

/* ------------------------------------------------------------ CumSum1D (specs/mathx.yaml:28) */
#ifdef OPSPEC_OP_CumSum1D
#ifdef OPSPEC_KERNEL_CumSum1D__float64__float64
int CumSum1D__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
{
    typedef double opspec_T_x;
    typedef double opspec_T_out;
    static const int opspec_sizes[] = {8, 8};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x;

/* ================================================================== fused elementwise graphs */ (void)out;

/* ================================================================== fused elementwise graphs */
    {
#line 36 "specs/mathx.yaml"
        double acc = 0.0;
        for (npy_intp i = 0; i < x.shape[0]; ++i) { acc += AT(x, i); AT(out, i) = acc; }
#line 341 "mathx.c"
    }
    return OPSPEC_OK;
}
#endif
#endif /* CumSum1D */
