/* Generated from specs/special.yaml by `opspec generate`. Edit the spec, not this file.
   The C kernels of opspec.ops.special: one function per op and dtype
   instantiation, ABI in opspec/link/c/opspec_kernel.h. */
/* cffi declarations (op: declaration), read by opspec.link.c.thunk:
   Erfc: int Erfc__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Erfc: int Erfc__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Erfcx: int Erfcx__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Erfcx: int Erfcx__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Erfinv: int Erfinv__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Erfinv: int Erfinv__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Erfcinv: int Erfcinv__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Erfcinv: int Erfcinv__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Gammaln: int Gammaln__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Gammaln: int Gammaln__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Gamma: int Gamma__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Gamma: int Gamma__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Digamma: int Digamma__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Digamma: int Digamma__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Polygamma: int Polygamma__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Polygamma: int Polygamma__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Betaln: int Betaln__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Betaln: int Betaln__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Gammainc: int Gammainc__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Gammainc: int Gammainc__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Gammaincc: int Gammaincc__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Gammaincc: int Gammaincc__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Ndtr: int Ndtr__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Ndtr: int Ndtr__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   LogNdtr: int LogNdtr__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   LogNdtr: int LogNdtr__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Ndtri: int Ndtri__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Ndtri: int Ndtri__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   XLogY: int XLogY__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   XLogY: int XLogY__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   XLog1PY: int XLog1PY__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   XLog1PY: int XLog1PY__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Log1mexp: int Log1mexp__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Log1mexp: int Log1mexp__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Logit: int Logit__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
   Logit: int Logit__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err);
*/
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Erfc (specs/special.yaml:4) */
#ifndef OPSPEC_SKIP_Erfc
/* specs/special.yaml:4  Erfc  float32 -> float32 */
static inline void Erfc__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 10 "specs/special.yaml"
    erfc(x)
#line 54 "special.c"
    );
    *opspec_out_out = out;
}
static inline void Erfc__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Erfc__float32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Erfc__float32__float32_elem(*(const float *)(opspec_p0),
                    (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Erfc__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Erfc__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Erfc__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Erfc__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Erfc__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/special.yaml:4  Erfc  float64 -> float64 */
static inline void Erfc__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 10 "specs/special.yaml"
    erfc(x)
#line 131 "special.c"
    );
    *opspec_out_out = out;
}
static inline void Erfc__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Erfc__float64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Erfc__float64__float64_elem(*(const double *)(opspec_p0),
                    (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Erfc__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Erfc__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Erfc__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Erfc__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Erfc__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Erfc */

/* ------------------------------------------------------------ Erfcx (specs/special.yaml:16) */
#ifndef OPSPEC_SKIP_Erfcx
#line 25 "specs/special.yaml"
#ifndef OPSPEC_SPECIAL_DEFINED
#define OPSPEC_SPECIAL_DEFINED
/* The algorithms of opspec/tensor/special_values.py (the python references), in double. */
static double opspec_erfcx(double x)
{
    if (x != x) return x;
    if (x < 2) return x * x < 709 ? exp(x * x) * erfc(x) : INFINITY;
    double f = x;       /* erfc's continued fraction, evaluated from its 60th term back */
    for (int n = 60; n >= 1; --n) f = x + 0.5 * n / f;
    return 1 / (1.7724538509055160273 * f);
}
static double opspec_giles(double t, double w)
{
    static const double lo[] = {3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087,
                                -0.00125372503, -0.00417768164, 0.246640727, 1.50140941};
    static const double hi[] = {0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773,
                                -0.0076224613, 0.00943887047, 1.00167406, 2.83297682};
    const double *c = w < 5 ? lo : hi;
    double p = w < 5 ? 2.81022636e-08 : -0.000200214257;
    w = w < 5 ? w - 2.5 : sqrt(w) - 3;
    for (int i = 0; i < 8; ++i) p = c[i] + p * w;
    return p * t;
}
static double opspec_erfinv(double y)
{
    if (y != y || y < -1 || y > 1) return NAN;
    if (y == 1 || y == -1) return copysign(INFINITY, y);
    double x = opspec_giles(y, -log((1 - y) * (1 + y)));
    for (int i = 0; i < 3; ++i) x -= (erf(x) - y) / (1.1283791670955126 * exp(-x * x));
    return x;
}
static double opspec_erfcinv(double y)
{
    if (y != y || y < 0 || y > 2) return NAN;
    if (y == 0) return INFINITY;
    if (y == 2) return -INFINITY;
    if (y > 1) return -opspec_erfcinv(2 - y);
    double w = -log(y * (2 - y));
    double x = w < 37 ? opspec_giles(1 - y, w) : sqrt(w);
    for (int i = 0; i < 8; ++i) {   /* Newton on log(erfc(x)) = log(erfcx(x)) - x*x */
        double e = opspec_erfcx(x);
        x += (log(e) - x * x - log(y)) * 1.7724538509055160273 * e / 2;
    }
    return x;
}
static double opspec_digamma(double x)
{
    if (x != x || x == -INFINITY) return NAN;
    if (x == INFINITY) return x;
    if (x <= 0 && isfinite(x) && floor(x) == x) return x == 0 ? copysign(INFINITY, -x) : NAN;
    if (x < 0) return opspec_digamma(1 - x) - 3.14159265358979323846 / tan(3.14159265358979323846 * x);
    double r = 0;
    for (; x < 10; x += 1) r -= 1 / x;
    double z = 1 / (x * x);
    double series = z * (1.0 / 12 - z * (1.0 / 120 - z * (1.0 / 252 - z * (1.0 / 240 - z * (1.0 / 132 - z * 691.0 / 32760)))));
    return r + log(x) - 0.5 / x - series;
}
static double opspec_polygamma(double n, double x)
{
    static const double b2j[] = {1.0 / 12, -1.0 / 720, 1.0 / 30240, -1.0 / 1209600, 1.0 / 47900160,
                                 -691.0 / 1307674368000, 1.0 / 74724249600, -3617.0 / 10670622842880000};
    if (n != n || x != x || n < 0 || n != floor(n)) return NAN;
    if (n == 0) return opspec_digamma(x);
    if (x <= 0 && isfinite(x) && floor(x) == x) return fmod(n, 2) ? INFINITY : NAN;
    if (x < -1e6) return NAN;
    double s = n + 1, r = 0;   /* Hurwitz zeta(s, x): terms up to x >= 12, then Euler-Maclaurin */
    for (; x < 12; x += 1) r += pow(x, -s);
    double tail = pow(x, 1 - s) / (s - 1) + 0.5 * pow(x, -s), rising = s, power = pow(x, -s - 1);
    for (int j = 0; j < 8; ++j) {
        tail += b2j[j] * rising * power;
        rising *= (s + 2 * j + 1) * (s + 2 * j + 2);
        power /= x * x;
    }
    return (fmod(n, 2) ? 1 : -1) * tgamma(n + 1) * (r + tail);
}
/* the regularised incomplete gamma functions: lower (upper = 0) or upper (upper = 1) */
static double opspec_gammainc(double a, double x, int upper)
{
    if (a != a || x != x || a < 0 || x < 0) return NAN;
    if (a == 0) return x > 0 ? (double)!upper : NAN;
    if (x == 0) return upper;
    if (x == INFINITY) return !upper;
    double front = exp(a * log(x) - x - lgamma(a));
    if (x < a + 1) {    /* the power series of P */
        double term = 1 / a, total = term;
        for (int n = 1; n < 100000; ++n) {
            term *= x / (a + n);
            total += term;
            if (fabs(term) < fabs(total) * 0x1p-53) break;
        }
        return upper ? 1 - front * total : front * total;
    }
    const double tiny = 1e-300;     /* the continued fraction of Q, modified Lentz */
    double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
    for (int i = 1; i < 100000; ++i) {
        double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (fabs(d) < tiny) d = tiny;
        c = b + an / c;
        if (fabs(c) < tiny) c = tiny;
        d = 1 / d;
        h *= d * c;
        if (fabs(d * c - 1) < 0x1p-53) break;
    }
    return upper ? front * h : 1 - front * h;
}
static double opspec_gammaln(double x)
{
    if (x <= 0 && floor(x) == x) return INFINITY;
    return lgamma(x);
}
static double opspec_gamma(double x)
{
    if (x < 0 && floor(x) == x) return NAN;
    if (x == -INFINITY) return NAN;
    return tgamma(x);
}
#endif
#line 325 "special.c"
/* specs/special.yaml:16  Erfcx  float32 -> float32 */
static inline void Erfcx__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 23 "specs/special.yaml"
    out = opspec_erfcx(x);
#line 332 "special.c"
    *opspec_out_out = out;
}
static inline void Erfcx__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Erfcx__float32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Erfcx__float32__float32_elem(*(const float *)(opspec_p0),
                    (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Erfcx__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Erfcx__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Erfcx__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Erfcx__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Erfcx__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/special.yaml:16  Erfcx  float64 -> float64 */
static inline void Erfcx__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 23 "specs/special.yaml"
    out = opspec_erfcx(x);
#line 407 "special.c"
    *opspec_out_out = out;
}
static inline void Erfcx__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Erfcx__float64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Erfcx__float64__float64_elem(*(const double *)(opspec_p0),
                    (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Erfcx__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Erfcx__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Erfcx__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Erfcx__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Erfcx__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Erfcx */

/* ------------------------------------------------------------ Erfinv (specs/special.yaml:148) */
#ifndef OPSPEC_SKIP_Erfinv
#line 25 "specs/special.yaml"
#ifndef OPSPEC_SPECIAL_DEFINED
#define OPSPEC_SPECIAL_DEFINED
/* The algorithms of opspec/tensor/special_values.py (the python references), in double. */
static double opspec_erfcx(double x)
{
    if (x != x) return x;
    if (x < 2) return x * x < 709 ? exp(x * x) * erfc(x) : INFINITY;
    double f = x;       /* erfc's continued fraction, evaluated from its 60th term back */
    for (int n = 60; n >= 1; --n) f = x + 0.5 * n / f;
    return 1 / (1.7724538509055160273 * f);
}
static double opspec_giles(double t, double w)
{
    static const double lo[] = {3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087,
                                -0.00125372503, -0.00417768164, 0.246640727, 1.50140941};
    static const double hi[] = {0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773,
                                -0.0076224613, 0.00943887047, 1.00167406, 2.83297682};
    const double *c = w < 5 ? lo : hi;
    double p = w < 5 ? 2.81022636e-08 : -0.000200214257;
    w = w < 5 ? w - 2.5 : sqrt(w) - 3;
    for (int i = 0; i < 8; ++i) p = c[i] + p * w;
    return p * t;
}
static double opspec_erfinv(double y)
{
    if (y != y || y < -1 || y > 1) return NAN;
    if (y == 1 || y == -1) return copysign(INFINITY, y);
    double x = opspec_giles(y, -log((1 - y) * (1 + y)));
    for (int i = 0; i < 3; ++i) x -= (erf(x) - y) / (1.1283791670955126 * exp(-x * x));
    return x;
}
static double opspec_erfcinv(double y)
{
    if (y != y || y < 0 || y > 2) return NAN;
    if (y == 0) return INFINITY;
    if (y == 2) return -INFINITY;
    if (y > 1) return -opspec_erfcinv(2 - y);
    double w = -log(y * (2 - y));
    double x = w < 37 ? opspec_giles(1 - y, w) : sqrt(w);
    for (int i = 0; i < 8; ++i) {   /* Newton on log(erfc(x)) = log(erfcx(x)) - x*x */
        double e = opspec_erfcx(x);
        x += (log(e) - x * x - log(y)) * 1.7724538509055160273 * e / 2;
    }
    return x;
}
static double opspec_digamma(double x)
{
    if (x != x || x == -INFINITY) return NAN;
    if (x == INFINITY) return x;
    if (x <= 0 && isfinite(x) && floor(x) == x) return x == 0 ? copysign(INFINITY, -x) : NAN;
    if (x < 0) return opspec_digamma(1 - x) - 3.14159265358979323846 / tan(3.14159265358979323846 * x);
    double r = 0;
    for (; x < 10; x += 1) r -= 1 / x;
    double z = 1 / (x * x);
    double series = z * (1.0 / 12 - z * (1.0 / 120 - z * (1.0 / 252 - z * (1.0 / 240 - z * (1.0 / 132 - z * 691.0 / 32760)))));
    return r + log(x) - 0.5 / x - series;
}
static double opspec_polygamma(double n, double x)
{
    static const double b2j[] = {1.0 / 12, -1.0 / 720, 1.0 / 30240, -1.0 / 1209600, 1.0 / 47900160,
                                 -691.0 / 1307674368000, 1.0 / 74724249600, -3617.0 / 10670622842880000};
    if (n != n || x != x || n < 0 || n != floor(n)) return NAN;
    if (n == 0) return opspec_digamma(x);
    if (x <= 0 && isfinite(x) && floor(x) == x) return fmod(n, 2) ? INFINITY : NAN;
    if (x < -1e6) return NAN;
    double s = n + 1, r = 0;   /* Hurwitz zeta(s, x): terms up to x >= 12, then Euler-Maclaurin */
    for (; x < 12; x += 1) r += pow(x, -s);
    double tail = pow(x, 1 - s) / (s - 1) + 0.5 * pow(x, -s), rising = s, power = pow(x, -s - 1);
    for (int j = 0; j < 8; ++j) {
        tail += b2j[j] * rising * power;
        rising *= (s + 2 * j + 1) * (s + 2 * j + 2);
        power /= x * x;
    }
    return (fmod(n, 2) ? 1 : -1) * tgamma(n + 1) * (r + tail);
}
/* the regularised incomplete gamma functions: lower (upper = 0) or upper (upper = 1) */
static double opspec_gammainc(double a, double x, int upper)
{
    if (a != a || x != x || a < 0 || x < 0) return NAN;
    if (a == 0) return x > 0 ? (double)!upper : NAN;
    if (x == 0) return upper;
    if (x == INFINITY) return !upper;
    double front = exp(a * log(x) - x - lgamma(a));
    if (x < a + 1) {    /* the power series of P */
        double term = 1 / a, total = term;
        for (int n = 1; n < 100000; ++n) {
            term *= x / (a + n);
            total += term;
            if (fabs(term) < fabs(total) * 0x1p-53) break;
        }
        return upper ? 1 - front * total : front * total;
    }
    const double tiny = 1e-300;     /* the continued fraction of Q, modified Lentz */
    double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
    for (int i = 1; i < 100000; ++i) {
        double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (fabs(d) < tiny) d = tiny;
        c = b + an / c;
        if (fabs(c) < tiny) c = tiny;
        d = 1 / d;
        h *= d * c;
        if (fabs(d * c - 1) < 0x1p-53) break;
    }
    return upper ? front * h : 1 - front * h;
}
static double opspec_gammaln(double x)
{
    if (x <= 0 && floor(x) == x) return INFINITY;
    return lgamma(x);
}
static double opspec_gamma(double x)
{
    if (x < 0 && floor(x) == x) return NAN;
    if (x == -INFINITY) return NAN;
    return tgamma(x);
}
#endif
#line 600 "special.c"
/* specs/special.yaml:148  Erfinv  float32 -> float32 */
static inline void Erfinv__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 154 "specs/special.yaml"
    out = opspec_erfinv(x);
#line 607 "special.c"
    *opspec_out_out = out;
}
static inline void Erfinv__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Erfinv__float32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Erfinv__float32__float32_elem(*(const float *)(opspec_p0),
                    (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Erfinv__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Erfinv__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Erfinv__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Erfinv__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Erfinv__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/special.yaml:148  Erfinv  float64 -> float64 */
static inline void Erfinv__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 154 "specs/special.yaml"
    out = opspec_erfinv(x);
#line 682 "special.c"
    *opspec_out_out = out;
}
static inline void Erfinv__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Erfinv__float64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Erfinv__float64__float64_elem(*(const double *)(opspec_p0),
                    (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Erfinv__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Erfinv__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Erfinv__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Erfinv__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Erfinv__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Erfinv */

/* ------------------------------------------------------------ Erfcinv (specs/special.yaml:160) */
#ifndef OPSPEC_SKIP_Erfcinv
#line 25 "specs/special.yaml"
#ifndef OPSPEC_SPECIAL_DEFINED
#define OPSPEC_SPECIAL_DEFINED
/* The algorithms of opspec/tensor/special_values.py (the python references), in double. */
static double opspec_erfcx(double x)
{
    if (x != x) return x;
    if (x < 2) return x * x < 709 ? exp(x * x) * erfc(x) : INFINITY;
    double f = x;       /* erfc's continued fraction, evaluated from its 60th term back */
    for (int n = 60; n >= 1; --n) f = x + 0.5 * n / f;
    return 1 / (1.7724538509055160273 * f);
}
static double opspec_giles(double t, double w)
{
    static const double lo[] = {3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087,
                                -0.00125372503, -0.00417768164, 0.246640727, 1.50140941};
    static const double hi[] = {0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773,
                                -0.0076224613, 0.00943887047, 1.00167406, 2.83297682};
    const double *c = w < 5 ? lo : hi;
    double p = w < 5 ? 2.81022636e-08 : -0.000200214257;
    w = w < 5 ? w - 2.5 : sqrt(w) - 3;
    for (int i = 0; i < 8; ++i) p = c[i] + p * w;
    return p * t;
}
static double opspec_erfinv(double y)
{
    if (y != y || y < -1 || y > 1) return NAN;
    if (y == 1 || y == -1) return copysign(INFINITY, y);
    double x = opspec_giles(y, -log((1 - y) * (1 + y)));
    for (int i = 0; i < 3; ++i) x -= (erf(x) - y) / (1.1283791670955126 * exp(-x * x));
    return x;
}
static double opspec_erfcinv(double y)
{
    if (y != y || y < 0 || y > 2) return NAN;
    if (y == 0) return INFINITY;
    if (y == 2) return -INFINITY;
    if (y > 1) return -opspec_erfcinv(2 - y);
    double w = -log(y * (2 - y));
    double x = w < 37 ? opspec_giles(1 - y, w) : sqrt(w);
    for (int i = 0; i < 8; ++i) {   /* Newton on log(erfc(x)) = log(erfcx(x)) - x*x */
        double e = opspec_erfcx(x);
        x += (log(e) - x * x - log(y)) * 1.7724538509055160273 * e / 2;
    }
    return x;
}
static double opspec_digamma(double x)
{
    if (x != x || x == -INFINITY) return NAN;
    if (x == INFINITY) return x;
    if (x <= 0 && isfinite(x) && floor(x) == x) return x == 0 ? copysign(INFINITY, -x) : NAN;
    if (x < 0) return opspec_digamma(1 - x) - 3.14159265358979323846 / tan(3.14159265358979323846 * x);
    double r = 0;
    for (; x < 10; x += 1) r -= 1 / x;
    double z = 1 / (x * x);
    double series = z * (1.0 / 12 - z * (1.0 / 120 - z * (1.0 / 252 - z * (1.0 / 240 - z * (1.0 / 132 - z * 691.0 / 32760)))));
    return r + log(x) - 0.5 / x - series;
}
static double opspec_polygamma(double n, double x)
{
    static const double b2j[] = {1.0 / 12, -1.0 / 720, 1.0 / 30240, -1.0 / 1209600, 1.0 / 47900160,
                                 -691.0 / 1307674368000, 1.0 / 74724249600, -3617.0 / 10670622842880000};
    if (n != n || x != x || n < 0 || n != floor(n)) return NAN;
    if (n == 0) return opspec_digamma(x);
    if (x <= 0 && isfinite(x) && floor(x) == x) return fmod(n, 2) ? INFINITY : NAN;
    if (x < -1e6) return NAN;
    double s = n + 1, r = 0;   /* Hurwitz zeta(s, x): terms up to x >= 12, then Euler-Maclaurin */
    for (; x < 12; x += 1) r += pow(x, -s);
    double tail = pow(x, 1 - s) / (s - 1) + 0.5 * pow(x, -s), rising = s, power = pow(x, -s - 1);
    for (int j = 0; j < 8; ++j) {
        tail += b2j[j] * rising * power;
        rising *= (s + 2 * j + 1) * (s + 2 * j + 2);
        power /= x * x;
    }
    return (fmod(n, 2) ? 1 : -1) * tgamma(n + 1) * (r + tail);
}
/* the regularised incomplete gamma functions: lower (upper = 0) or upper (upper = 1) */
static double opspec_gammainc(double a, double x, int upper)
{
    if (a != a || x != x || a < 0 || x < 0) return NAN;
    if (a == 0) return x > 0 ? (double)!upper : NAN;
    if (x == 0) return upper;
    if (x == INFINITY) return !upper;
    double front = exp(a * log(x) - x - lgamma(a));
    if (x < a + 1) {    /* the power series of P */
        double term = 1 / a, total = term;
        for (int n = 1; n < 100000; ++n) {
            term *= x / (a + n);
            total += term;
            if (fabs(term) < fabs(total) * 0x1p-53) break;
        }
        return upper ? 1 - front * total : front * total;
    }
    const double tiny = 1e-300;     /* the continued fraction of Q, modified Lentz */
    double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
    for (int i = 1; i < 100000; ++i) {
        double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (fabs(d) < tiny) d = tiny;
        c = b + an / c;
        if (fabs(c) < tiny) c = tiny;
        d = 1 / d;
        h *= d * c;
        if (fabs(d * c - 1) < 0x1p-53) break;
    }
    return upper ? front * h : 1 - front * h;
}
static double opspec_gammaln(double x)
{
    if (x <= 0 && floor(x) == x) return INFINITY;
    return lgamma(x);
}
static double opspec_gamma(double x)
{
    if (x < 0 && floor(x) == x) return NAN;
    if (x == -INFINITY) return NAN;
    return tgamma(x);
}
#endif
#line 875 "special.c"
/* specs/special.yaml:160  Erfcinv  float32 -> float32 */
static inline void Erfcinv__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 166 "specs/special.yaml"
    out = opspec_erfcinv(x);
#line 882 "special.c"
    *opspec_out_out = out;
}
static inline void Erfcinv__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Erfcinv__float32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Erfcinv__float32__float32_elem(*(const float *)(opspec_p0),
                    (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Erfcinv__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Erfcinv__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Erfcinv__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Erfcinv__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Erfcinv__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/special.yaml:160  Erfcinv  float64 -> float64 */
static inline void Erfcinv__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 166 "specs/special.yaml"
    out = opspec_erfcinv(x);
#line 957 "special.c"
    *opspec_out_out = out;
}
static inline void Erfcinv__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Erfcinv__float64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Erfcinv__float64__float64_elem(*(const double *)(opspec_p0),
                    (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Erfcinv__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Erfcinv__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Erfcinv__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Erfcinv__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Erfcinv__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Erfcinv */

/* ------------------------------------------------------------ Gammaln (specs/special.yaml:171) */
#ifndef OPSPEC_SKIP_Gammaln
#line 25 "specs/special.yaml"
#ifndef OPSPEC_SPECIAL_DEFINED
#define OPSPEC_SPECIAL_DEFINED
/* The algorithms of opspec/tensor/special_values.py (the python references), in double. */
static double opspec_erfcx(double x)
{
    if (x != x) return x;
    if (x < 2) return x * x < 709 ? exp(x * x) * erfc(x) : INFINITY;
    double f = x;       /* erfc's continued fraction, evaluated from its 60th term back */
    for (int n = 60; n >= 1; --n) f = x + 0.5 * n / f;
    return 1 / (1.7724538509055160273 * f);
}
static double opspec_giles(double t, double w)
{
    static const double lo[] = {3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087,
                                -0.00125372503, -0.00417768164, 0.246640727, 1.50140941};
    static const double hi[] = {0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773,
                                -0.0076224613, 0.00943887047, 1.00167406, 2.83297682};
    const double *c = w < 5 ? lo : hi;
    double p = w < 5 ? 2.81022636e-08 : -0.000200214257;
    w = w < 5 ? w - 2.5 : sqrt(w) - 3;
    for (int i = 0; i < 8; ++i) p = c[i] + p * w;
    return p * t;
}
static double opspec_erfinv(double y)
{
    if (y != y || y < -1 || y > 1) return NAN;
    if (y == 1 || y == -1) return copysign(INFINITY, y);
    double x = opspec_giles(y, -log((1 - y) * (1 + y)));
    for (int i = 0; i < 3; ++i) x -= (erf(x) - y) / (1.1283791670955126 * exp(-x * x));
    return x;
}
static double opspec_erfcinv(double y)
{
    if (y != y || y < 0 || y > 2) return NAN;
    if (y == 0) return INFINITY;
    if (y == 2) return -INFINITY;
    if (y > 1) return -opspec_erfcinv(2 - y);
    double w = -log(y * (2 - y));
    double x = w < 37 ? opspec_giles(1 - y, w) : sqrt(w);
    for (int i = 0; i < 8; ++i) {   /* Newton on log(erfc(x)) = log(erfcx(x)) - x*x */
        double e = opspec_erfcx(x);
        x += (log(e) - x * x - log(y)) * 1.7724538509055160273 * e / 2;
    }
    return x;
}
static double opspec_digamma(double x)
{
    if (x != x || x == -INFINITY) return NAN;
    if (x == INFINITY) return x;
    if (x <= 0 && isfinite(x) && floor(x) == x) return x == 0 ? copysign(INFINITY, -x) : NAN;
    if (x < 0) return opspec_digamma(1 - x) - 3.14159265358979323846 / tan(3.14159265358979323846 * x);
    double r = 0;
    for (; x < 10; x += 1) r -= 1 / x;
    double z = 1 / (x * x);
    double series = z * (1.0 / 12 - z * (1.0 / 120 - z * (1.0 / 252 - z * (1.0 / 240 - z * (1.0 / 132 - z * 691.0 / 32760)))));
    return r + log(x) - 0.5 / x - series;
}
static double opspec_polygamma(double n, double x)
{
    static const double b2j[] = {1.0 / 12, -1.0 / 720, 1.0 / 30240, -1.0 / 1209600, 1.0 / 47900160,
                                 -691.0 / 1307674368000, 1.0 / 74724249600, -3617.0 / 10670622842880000};
    if (n != n || x != x || n < 0 || n != floor(n)) return NAN;
    if (n == 0) return opspec_digamma(x);
    if (x <= 0 && isfinite(x) && floor(x) == x) return fmod(n, 2) ? INFINITY : NAN;
    if (x < -1e6) return NAN;
    double s = n + 1, r = 0;   /* Hurwitz zeta(s, x): terms up to x >= 12, then Euler-Maclaurin */
    for (; x < 12; x += 1) r += pow(x, -s);
    double tail = pow(x, 1 - s) / (s - 1) + 0.5 * pow(x, -s), rising = s, power = pow(x, -s - 1);
    for (int j = 0; j < 8; ++j) {
        tail += b2j[j] * rising * power;
        rising *= (s + 2 * j + 1) * (s + 2 * j + 2);
        power /= x * x;
    }
    return (fmod(n, 2) ? 1 : -1) * tgamma(n + 1) * (r + tail);
}
/* the regularised incomplete gamma functions: lower (upper = 0) or upper (upper = 1) */
static double opspec_gammainc(double a, double x, int upper)
{
    if (a != a || x != x || a < 0 || x < 0) return NAN;
    if (a == 0) return x > 0 ? (double)!upper : NAN;
    if (x == 0) return upper;
    if (x == INFINITY) return !upper;
    double front = exp(a * log(x) - x - lgamma(a));
    if (x < a + 1) {    /* the power series of P */
        double term = 1 / a, total = term;
        for (int n = 1; n < 100000; ++n) {
            term *= x / (a + n);
            total += term;
            if (fabs(term) < fabs(total) * 0x1p-53) break;
        }
        return upper ? 1 - front * total : front * total;
    }
    const double tiny = 1e-300;     /* the continued fraction of Q, modified Lentz */
    double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
    for (int i = 1; i < 100000; ++i) {
        double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (fabs(d) < tiny) d = tiny;
        c = b + an / c;
        if (fabs(c) < tiny) c = tiny;
        d = 1 / d;
        h *= d * c;
        if (fabs(d * c - 1) < 0x1p-53) break;
    }
    return upper ? front * h : 1 - front * h;
}
static double opspec_gammaln(double x)
{
    if (x <= 0 && floor(x) == x) return INFINITY;
    return lgamma(x);
}
static double opspec_gamma(double x)
{
    if (x < 0 && floor(x) == x) return NAN;
    if (x == -INFINITY) return NAN;
    return tgamma(x);
}
#endif
#line 1150 "special.c"
/* specs/special.yaml:171  Gammaln  float32 -> float32 */
static inline void Gammaln__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 177 "specs/special.yaml"
    out = opspec_gammaln(x);
#line 1157 "special.c"
    *opspec_out_out = out;
}
static inline void Gammaln__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Gammaln__float32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Gammaln__float32__float32_elem(*(const float *)(opspec_p0),
                    (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Gammaln__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Gammaln__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Gammaln__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Gammaln__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Gammaln__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/special.yaml:171  Gammaln  float64 -> float64 */
static inline void Gammaln__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 177 "specs/special.yaml"
    out = opspec_gammaln(x);
#line 1232 "special.c"
    *opspec_out_out = out;
}
static inline void Gammaln__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Gammaln__float64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Gammaln__float64__float64_elem(*(const double *)(opspec_p0),
                    (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Gammaln__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Gammaln__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Gammaln__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Gammaln__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Gammaln__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Gammaln */

/* ------------------------------------------------------------ Gamma (specs/special.yaml:182) */
#ifndef OPSPEC_SKIP_Gamma
#line 25 "specs/special.yaml"
#ifndef OPSPEC_SPECIAL_DEFINED
#define OPSPEC_SPECIAL_DEFINED
/* The algorithms of opspec/tensor/special_values.py (the python references), in double. */
static double opspec_erfcx(double x)
{
    if (x != x) return x;
    if (x < 2) return x * x < 709 ? exp(x * x) * erfc(x) : INFINITY;
    double f = x;       /* erfc's continued fraction, evaluated from its 60th term back */
    for (int n = 60; n >= 1; --n) f = x + 0.5 * n / f;
    return 1 / (1.7724538509055160273 * f);
}
static double opspec_giles(double t, double w)
{
    static const double lo[] = {3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087,
                                -0.00125372503, -0.00417768164, 0.246640727, 1.50140941};
    static const double hi[] = {0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773,
                                -0.0076224613, 0.00943887047, 1.00167406, 2.83297682};
    const double *c = w < 5 ? lo : hi;
    double p = w < 5 ? 2.81022636e-08 : -0.000200214257;
    w = w < 5 ? w - 2.5 : sqrt(w) - 3;
    for (int i = 0; i < 8; ++i) p = c[i] + p * w;
    return p * t;
}
static double opspec_erfinv(double y)
{
    if (y != y || y < -1 || y > 1) return NAN;
    if (y == 1 || y == -1) return copysign(INFINITY, y);
    double x = opspec_giles(y, -log((1 - y) * (1 + y)));
    for (int i = 0; i < 3; ++i) x -= (erf(x) - y) / (1.1283791670955126 * exp(-x * x));
    return x;
}
static double opspec_erfcinv(double y)
{
    if (y != y || y < 0 || y > 2) return NAN;
    if (y == 0) return INFINITY;
    if (y == 2) return -INFINITY;
    if (y > 1) return -opspec_erfcinv(2 - y);
    double w = -log(y * (2 - y));
    double x = w < 37 ? opspec_giles(1 - y, w) : sqrt(w);
    for (int i = 0; i < 8; ++i) {   /* Newton on log(erfc(x)) = log(erfcx(x)) - x*x */
        double e = opspec_erfcx(x);
        x += (log(e) - x * x - log(y)) * 1.7724538509055160273 * e / 2;
    }
    return x;
}
static double opspec_digamma(double x)
{
    if (x != x || x == -INFINITY) return NAN;
    if (x == INFINITY) return x;
    if (x <= 0 && isfinite(x) && floor(x) == x) return x == 0 ? copysign(INFINITY, -x) : NAN;
    if (x < 0) return opspec_digamma(1 - x) - 3.14159265358979323846 / tan(3.14159265358979323846 * x);
    double r = 0;
    for (; x < 10; x += 1) r -= 1 / x;
    double z = 1 / (x * x);
    double series = z * (1.0 / 12 - z * (1.0 / 120 - z * (1.0 / 252 - z * (1.0 / 240 - z * (1.0 / 132 - z * 691.0 / 32760)))));
    return r + log(x) - 0.5 / x - series;
}
static double opspec_polygamma(double n, double x)
{
    static const double b2j[] = {1.0 / 12, -1.0 / 720, 1.0 / 30240, -1.0 / 1209600, 1.0 / 47900160,
                                 -691.0 / 1307674368000, 1.0 / 74724249600, -3617.0 / 10670622842880000};
    if (n != n || x != x || n < 0 || n != floor(n)) return NAN;
    if (n == 0) return opspec_digamma(x);
    if (x <= 0 && isfinite(x) && floor(x) == x) return fmod(n, 2) ? INFINITY : NAN;
    if (x < -1e6) return NAN;
    double s = n + 1, r = 0;   /* Hurwitz zeta(s, x): terms up to x >= 12, then Euler-Maclaurin */
    for (; x < 12; x += 1) r += pow(x, -s);
    double tail = pow(x, 1 - s) / (s - 1) + 0.5 * pow(x, -s), rising = s, power = pow(x, -s - 1);
    for (int j = 0; j < 8; ++j) {
        tail += b2j[j] * rising * power;
        rising *= (s + 2 * j + 1) * (s + 2 * j + 2);
        power /= x * x;
    }
    return (fmod(n, 2) ? 1 : -1) * tgamma(n + 1) * (r + tail);
}
/* the regularised incomplete gamma functions: lower (upper = 0) or upper (upper = 1) */
static double opspec_gammainc(double a, double x, int upper)
{
    if (a != a || x != x || a < 0 || x < 0) return NAN;
    if (a == 0) return x > 0 ? (double)!upper : NAN;
    if (x == 0) return upper;
    if (x == INFINITY) return !upper;
    double front = exp(a * log(x) - x - lgamma(a));
    if (x < a + 1) {    /* the power series of P */
        double term = 1 / a, total = term;
        for (int n = 1; n < 100000; ++n) {
            term *= x / (a + n);
            total += term;
            if (fabs(term) < fabs(total) * 0x1p-53) break;
        }
        return upper ? 1 - front * total : front * total;
    }
    const double tiny = 1e-300;     /* the continued fraction of Q, modified Lentz */
    double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
    for (int i = 1; i < 100000; ++i) {
        double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (fabs(d) < tiny) d = tiny;
        c = b + an / c;
        if (fabs(c) < tiny) c = tiny;
        d = 1 / d;
        h *= d * c;
        if (fabs(d * c - 1) < 0x1p-53) break;
    }
    return upper ? front * h : 1 - front * h;
}
static double opspec_gammaln(double x)
{
    if (x <= 0 && floor(x) == x) return INFINITY;
    return lgamma(x);
}
static double opspec_gamma(double x)
{
    if (x < 0 && floor(x) == x) return NAN;
    if (x == -INFINITY) return NAN;
    return tgamma(x);
}
#endif
#line 1425 "special.c"
/* specs/special.yaml:182  Gamma  float32 -> float32 */
static inline void Gamma__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 188 "specs/special.yaml"
    out = opspec_gamma(x);
#line 1432 "special.c"
    *opspec_out_out = out;
}
static inline void Gamma__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Gamma__float32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Gamma__float32__float32_elem(*(const float *)(opspec_p0),
                    (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Gamma__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Gamma__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Gamma__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Gamma__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Gamma__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/special.yaml:182  Gamma  float64 -> float64 */
static inline void Gamma__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 188 "specs/special.yaml"
    out = opspec_gamma(x);
#line 1507 "special.c"
    *opspec_out_out = out;
}
static inline void Gamma__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Gamma__float64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Gamma__float64__float64_elem(*(const double *)(opspec_p0),
                    (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Gamma__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Gamma__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Gamma__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Gamma__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Gamma__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Gamma */

/* ------------------------------------------------------------ Digamma (specs/special.yaml:193) */
#ifndef OPSPEC_SKIP_Digamma
#line 25 "specs/special.yaml"
#ifndef OPSPEC_SPECIAL_DEFINED
#define OPSPEC_SPECIAL_DEFINED
/* The algorithms of opspec/tensor/special_values.py (the python references), in double. */
static double opspec_erfcx(double x)
{
    if (x != x) return x;
    if (x < 2) return x * x < 709 ? exp(x * x) * erfc(x) : INFINITY;
    double f = x;       /* erfc's continued fraction, evaluated from its 60th term back */
    for (int n = 60; n >= 1; --n) f = x + 0.5 * n / f;
    return 1 / (1.7724538509055160273 * f);
}
static double opspec_giles(double t, double w)
{
    static const double lo[] = {3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087,
                                -0.00125372503, -0.00417768164, 0.246640727, 1.50140941};
    static const double hi[] = {0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773,
                                -0.0076224613, 0.00943887047, 1.00167406, 2.83297682};
    const double *c = w < 5 ? lo : hi;
    double p = w < 5 ? 2.81022636e-08 : -0.000200214257;
    w = w < 5 ? w - 2.5 : sqrt(w) - 3;
    for (int i = 0; i < 8; ++i) p = c[i] + p * w;
    return p * t;
}
static double opspec_erfinv(double y)
{
    if (y != y || y < -1 || y > 1) return NAN;
    if (y == 1 || y == -1) return copysign(INFINITY, y);
    double x = opspec_giles(y, -log((1 - y) * (1 + y)));
    for (int i = 0; i < 3; ++i) x -= (erf(x) - y) / (1.1283791670955126 * exp(-x * x));
    return x;
}
static double opspec_erfcinv(double y)
{
    if (y != y || y < 0 || y > 2) return NAN;
    if (y == 0) return INFINITY;
    if (y == 2) return -INFINITY;
    if (y > 1) return -opspec_erfcinv(2 - y);
    double w = -log(y * (2 - y));
    double x = w < 37 ? opspec_giles(1 - y, w) : sqrt(w);
    for (int i = 0; i < 8; ++i) {   /* Newton on log(erfc(x)) = log(erfcx(x)) - x*x */
        double e = opspec_erfcx(x);
        x += (log(e) - x * x - log(y)) * 1.7724538509055160273 * e / 2;
    }
    return x;
}
static double opspec_digamma(double x)
{
    if (x != x || x == -INFINITY) return NAN;
    if (x == INFINITY) return x;
    if (x <= 0 && isfinite(x) && floor(x) == x) return x == 0 ? copysign(INFINITY, -x) : NAN;
    if (x < 0) return opspec_digamma(1 - x) - 3.14159265358979323846 / tan(3.14159265358979323846 * x);
    double r = 0;
    for (; x < 10; x += 1) r -= 1 / x;
    double z = 1 / (x * x);
    double series = z * (1.0 / 12 - z * (1.0 / 120 - z * (1.0 / 252 - z * (1.0 / 240 - z * (1.0 / 132 - z * 691.0 / 32760)))));
    return r + log(x) - 0.5 / x - series;
}
static double opspec_polygamma(double n, double x)
{
    static const double b2j[] = {1.0 / 12, -1.0 / 720, 1.0 / 30240, -1.0 / 1209600, 1.0 / 47900160,
                                 -691.0 / 1307674368000, 1.0 / 74724249600, -3617.0 / 10670622842880000};
    if (n != n || x != x || n < 0 || n != floor(n)) return NAN;
    if (n == 0) return opspec_digamma(x);
    if (x <= 0 && isfinite(x) && floor(x) == x) return fmod(n, 2) ? INFINITY : NAN;
    if (x < -1e6) return NAN;
    double s = n + 1, r = 0;   /* Hurwitz zeta(s, x): terms up to x >= 12, then Euler-Maclaurin */
    for (; x < 12; x += 1) r += pow(x, -s);
    double tail = pow(x, 1 - s) / (s - 1) + 0.5 * pow(x, -s), rising = s, power = pow(x, -s - 1);
    for (int j = 0; j < 8; ++j) {
        tail += b2j[j] * rising * power;
        rising *= (s + 2 * j + 1) * (s + 2 * j + 2);
        power /= x * x;
    }
    return (fmod(n, 2) ? 1 : -1) * tgamma(n + 1) * (r + tail);
}
/* the regularised incomplete gamma functions: lower (upper = 0) or upper (upper = 1) */
static double opspec_gammainc(double a, double x, int upper)
{
    if (a != a || x != x || a < 0 || x < 0) return NAN;
    if (a == 0) return x > 0 ? (double)!upper : NAN;
    if (x == 0) return upper;
    if (x == INFINITY) return !upper;
    double front = exp(a * log(x) - x - lgamma(a));
    if (x < a + 1) {    /* the power series of P */
        double term = 1 / a, total = term;
        for (int n = 1; n < 100000; ++n) {
            term *= x / (a + n);
            total += term;
            if (fabs(term) < fabs(total) * 0x1p-53) break;
        }
        return upper ? 1 - front * total : front * total;
    }
    const double tiny = 1e-300;     /* the continued fraction of Q, modified Lentz */
    double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
    for (int i = 1; i < 100000; ++i) {
        double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (fabs(d) < tiny) d = tiny;
        c = b + an / c;
        if (fabs(c) < tiny) c = tiny;
        d = 1 / d;
        h *= d * c;
        if (fabs(d * c - 1) < 0x1p-53) break;
    }
    return upper ? front * h : 1 - front * h;
}
static double opspec_gammaln(double x)
{
    if (x <= 0 && floor(x) == x) return INFINITY;
    return lgamma(x);
}
static double opspec_gamma(double x)
{
    if (x < 0 && floor(x) == x) return NAN;
    if (x == -INFINITY) return NAN;
    return tgamma(x);
}
#endif
#line 1700 "special.c"
/* specs/special.yaml:193  Digamma  float32 -> float32 */
static inline void Digamma__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 199 "specs/special.yaml"
    out = opspec_digamma(x);
#line 1707 "special.c"
    *opspec_out_out = out;
}
static inline void Digamma__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Digamma__float32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Digamma__float32__float32_elem(*(const float *)(opspec_p0),
                    (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Digamma__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Digamma__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Digamma__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Digamma__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Digamma__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/special.yaml:193  Digamma  float64 -> float64 */
static inline void Digamma__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 199 "specs/special.yaml"
    out = opspec_digamma(x);
#line 1782 "special.c"
    *opspec_out_out = out;
}
static inline void Digamma__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Digamma__float64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Digamma__float64__float64_elem(*(const double *)(opspec_p0),
                    (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Digamma__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Digamma__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Digamma__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Digamma__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Digamma__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Digamma */

/* ------------------------------------------------------------ Polygamma (specs/special.yaml:204) */
#ifndef OPSPEC_SKIP_Polygamma
#line 25 "specs/special.yaml"
#ifndef OPSPEC_SPECIAL_DEFINED
#define OPSPEC_SPECIAL_DEFINED
/* The algorithms of opspec/tensor/special_values.py (the python references), in double. */
static double opspec_erfcx(double x)
{
    if (x != x) return x;
    if (x < 2) return x * x < 709 ? exp(x * x) * erfc(x) : INFINITY;
    double f = x;       /* erfc's continued fraction, evaluated from its 60th term back */
    for (int n = 60; n >= 1; --n) f = x + 0.5 * n / f;
    return 1 / (1.7724538509055160273 * f);
}
static double opspec_giles(double t, double w)
{
    static const double lo[] = {3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087,
                                -0.00125372503, -0.00417768164, 0.246640727, 1.50140941};
    static const double hi[] = {0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773,
                                -0.0076224613, 0.00943887047, 1.00167406, 2.83297682};
    const double *c = w < 5 ? lo : hi;
    double p = w < 5 ? 2.81022636e-08 : -0.000200214257;
    w = w < 5 ? w - 2.5 : sqrt(w) - 3;
    for (int i = 0; i < 8; ++i) p = c[i] + p * w;
    return p * t;
}
static double opspec_erfinv(double y)
{
    if (y != y || y < -1 || y > 1) return NAN;
    if (y == 1 || y == -1) return copysign(INFINITY, y);
    double x = opspec_giles(y, -log((1 - y) * (1 + y)));
    for (int i = 0; i < 3; ++i) x -= (erf(x) - y) / (1.1283791670955126 * exp(-x * x));
    return x;
}
static double opspec_erfcinv(double y)
{
    if (y != y || y < 0 || y > 2) return NAN;
    if (y == 0) return INFINITY;
    if (y == 2) return -INFINITY;
    if (y > 1) return -opspec_erfcinv(2 - y);
    double w = -log(y * (2 - y));
    double x = w < 37 ? opspec_giles(1 - y, w) : sqrt(w);
    for (int i = 0; i < 8; ++i) {   /* Newton on log(erfc(x)) = log(erfcx(x)) - x*x */
        double e = opspec_erfcx(x);
        x += (log(e) - x * x - log(y)) * 1.7724538509055160273 * e / 2;
    }
    return x;
}
static double opspec_digamma(double x)
{
    if (x != x || x == -INFINITY) return NAN;
    if (x == INFINITY) return x;
    if (x <= 0 && isfinite(x) && floor(x) == x) return x == 0 ? copysign(INFINITY, -x) : NAN;
    if (x < 0) return opspec_digamma(1 - x) - 3.14159265358979323846 / tan(3.14159265358979323846 * x);
    double r = 0;
    for (; x < 10; x += 1) r -= 1 / x;
    double z = 1 / (x * x);
    double series = z * (1.0 / 12 - z * (1.0 / 120 - z * (1.0 / 252 - z * (1.0 / 240 - z * (1.0 / 132 - z * 691.0 / 32760)))));
    return r + log(x) - 0.5 / x - series;
}
static double opspec_polygamma(double n, double x)
{
    static const double b2j[] = {1.0 / 12, -1.0 / 720, 1.0 / 30240, -1.0 / 1209600, 1.0 / 47900160,
                                 -691.0 / 1307674368000, 1.0 / 74724249600, -3617.0 / 10670622842880000};
    if (n != n || x != x || n < 0 || n != floor(n)) return NAN;
    if (n == 0) return opspec_digamma(x);
    if (x <= 0 && isfinite(x) && floor(x) == x) return fmod(n, 2) ? INFINITY : NAN;
    if (x < -1e6) return NAN;
    double s = n + 1, r = 0;   /* Hurwitz zeta(s, x): terms up to x >= 12, then Euler-Maclaurin */
    for (; x < 12; x += 1) r += pow(x, -s);
    double tail = pow(x, 1 - s) / (s - 1) + 0.5 * pow(x, -s), rising = s, power = pow(x, -s - 1);
    for (int j = 0; j < 8; ++j) {
        tail += b2j[j] * rising * power;
        rising *= (s + 2 * j + 1) * (s + 2 * j + 2);
        power /= x * x;
    }
    return (fmod(n, 2) ? 1 : -1) * tgamma(n + 1) * (r + tail);
}
/* the regularised incomplete gamma functions: lower (upper = 0) or upper (upper = 1) */
static double opspec_gammainc(double a, double x, int upper)
{
    if (a != a || x != x || a < 0 || x < 0) return NAN;
    if (a == 0) return x > 0 ? (double)!upper : NAN;
    if (x == 0) return upper;
    if (x == INFINITY) return !upper;
    double front = exp(a * log(x) - x - lgamma(a));
    if (x < a + 1) {    /* the power series of P */
        double term = 1 / a, total = term;
        for (int n = 1; n < 100000; ++n) {
            term *= x / (a + n);
            total += term;
            if (fabs(term) < fabs(total) * 0x1p-53) break;
        }
        return upper ? 1 - front * total : front * total;
    }
    const double tiny = 1e-300;     /* the continued fraction of Q, modified Lentz */
    double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
    for (int i = 1; i < 100000; ++i) {
        double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (fabs(d) < tiny) d = tiny;
        c = b + an / c;
        if (fabs(c) < tiny) c = tiny;
        d = 1 / d;
        h *= d * c;
        if (fabs(d * c - 1) < 0x1p-53) break;
    }
    return upper ? front * h : 1 - front * h;
}
static double opspec_gammaln(double x)
{
    if (x <= 0 && floor(x) == x) return INFINITY;
    return lgamma(x);
}
static double opspec_gamma(double x)
{
    if (x < 0 && floor(x) == x) return NAN;
    if (x == -INFINITY) return NAN;
    return tgamma(x);
}
#endif
#line 1975 "special.c"
/* specs/special.yaml:204  Polygamma  float32, float32 -> float32 */
static inline void Polygamma__float32_float32__float32_elem(const float n, const float x, float *opspec_out_out)
{
    float out;
#line 210 "specs/special.yaml"
    out = opspec_polygamma(n, x);
#line 1982 "special.c"
    *opspec_out_out = out;
}
static inline void Polygamma__float32_float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Polygamma__float32_float32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Polygamma__float32_float32__float32_elem(*(const float *)(opspec_p0),
                    *(const float *)(opspec_p1),
                    (float *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Polygamma__float32_float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Polygamma__float32_float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Polygamma__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Polygamma__float32_float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Polygamma__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/special.yaml:204  Polygamma  float64, float64 -> float64 */
static inline void Polygamma__float64_float64__float64_elem(const double n, const double x, double *opspec_out_out)
{
    double out;
#line 210 "specs/special.yaml"
    out = opspec_polygamma(n, x);
#line 2062 "special.c"
    *opspec_out_out = out;
}
static inline void Polygamma__float64_float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Polygamma__float64_float64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Polygamma__float64_float64__float64_elem(*(const double *)(opspec_p0),
                    *(const double *)(opspec_p1),
                    (double *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Polygamma__float64_float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Polygamma__float64_float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Polygamma__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Polygamma__float64_float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Polygamma__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Polygamma */

/* ------------------------------------------------------------ Betaln (specs/special.yaml:217) */
#ifndef OPSPEC_SKIP_Betaln
#line 25 "specs/special.yaml"
#ifndef OPSPEC_SPECIAL_DEFINED
#define OPSPEC_SPECIAL_DEFINED
/* The algorithms of opspec/tensor/special_values.py (the python references), in double. */
static double opspec_erfcx(double x)
{
    if (x != x) return x;
    if (x < 2) return x * x < 709 ? exp(x * x) * erfc(x) : INFINITY;
    double f = x;       /* erfc's continued fraction, evaluated from its 60th term back */
    for (int n = 60; n >= 1; --n) f = x + 0.5 * n / f;
    return 1 / (1.7724538509055160273 * f);
}
static double opspec_giles(double t, double w)
{
    static const double lo[] = {3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087,
                                -0.00125372503, -0.00417768164, 0.246640727, 1.50140941};
    static const double hi[] = {0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773,
                                -0.0076224613, 0.00943887047, 1.00167406, 2.83297682};
    const double *c = w < 5 ? lo : hi;
    double p = w < 5 ? 2.81022636e-08 : -0.000200214257;
    w = w < 5 ? w - 2.5 : sqrt(w) - 3;
    for (int i = 0; i < 8; ++i) p = c[i] + p * w;
    return p * t;
}
static double opspec_erfinv(double y)
{
    if (y != y || y < -1 || y > 1) return NAN;
    if (y == 1 || y == -1) return copysign(INFINITY, y);
    double x = opspec_giles(y, -log((1 - y) * (1 + y)));
    for (int i = 0; i < 3; ++i) x -= (erf(x) - y) / (1.1283791670955126 * exp(-x * x));
    return x;
}
static double opspec_erfcinv(double y)
{
    if (y != y || y < 0 || y > 2) return NAN;
    if (y == 0) return INFINITY;
    if (y == 2) return -INFINITY;
    if (y > 1) return -opspec_erfcinv(2 - y);
    double w = -log(y * (2 - y));
    double x = w < 37 ? opspec_giles(1 - y, w) : sqrt(w);
    for (int i = 0; i < 8; ++i) {   /* Newton on log(erfc(x)) = log(erfcx(x)) - x*x */
        double e = opspec_erfcx(x);
        x += (log(e) - x * x - log(y)) * 1.7724538509055160273 * e / 2;
    }
    return x;
}
static double opspec_digamma(double x)
{
    if (x != x || x == -INFINITY) return NAN;
    if (x == INFINITY) return x;
    if (x <= 0 && isfinite(x) && floor(x) == x) return x == 0 ? copysign(INFINITY, -x) : NAN;
    if (x < 0) return opspec_digamma(1 - x) - 3.14159265358979323846 / tan(3.14159265358979323846 * x);
    double r = 0;
    for (; x < 10; x += 1) r -= 1 / x;
    double z = 1 / (x * x);
    double series = z * (1.0 / 12 - z * (1.0 / 120 - z * (1.0 / 252 - z * (1.0 / 240 - z * (1.0 / 132 - z * 691.0 / 32760)))));
    return r + log(x) - 0.5 / x - series;
}
static double opspec_polygamma(double n, double x)
{
    static const double b2j[] = {1.0 / 12, -1.0 / 720, 1.0 / 30240, -1.0 / 1209600, 1.0 / 47900160,
                                 -691.0 / 1307674368000, 1.0 / 74724249600, -3617.0 / 10670622842880000};
    if (n != n || x != x || n < 0 || n != floor(n)) return NAN;
    if (n == 0) return opspec_digamma(x);
    if (x <= 0 && isfinite(x) && floor(x) == x) return fmod(n, 2) ? INFINITY : NAN;
    if (x < -1e6) return NAN;
    double s = n + 1, r = 0;   /* Hurwitz zeta(s, x): terms up to x >= 12, then Euler-Maclaurin */
    for (; x < 12; x += 1) r += pow(x, -s);
    double tail = pow(x, 1 - s) / (s - 1) + 0.5 * pow(x, -s), rising = s, power = pow(x, -s - 1);
    for (int j = 0; j < 8; ++j) {
        tail += b2j[j] * rising * power;
        rising *= (s + 2 * j + 1) * (s + 2 * j + 2);
        power /= x * x;
    }
    return (fmod(n, 2) ? 1 : -1) * tgamma(n + 1) * (r + tail);
}
/* the regularised incomplete gamma functions: lower (upper = 0) or upper (upper = 1) */
static double opspec_gammainc(double a, double x, int upper)
{
    if (a != a || x != x || a < 0 || x < 0) return NAN;
    if (a == 0) return x > 0 ? (double)!upper : NAN;
    if (x == 0) return upper;
    if (x == INFINITY) return !upper;
    double front = exp(a * log(x) - x - lgamma(a));
    if (x < a + 1) {    /* the power series of P */
        double term = 1 / a, total = term;
        for (int n = 1; n < 100000; ++n) {
            term *= x / (a + n);
            total += term;
            if (fabs(term) < fabs(total) * 0x1p-53) break;
        }
        return upper ? 1 - front * total : front * total;
    }
    const double tiny = 1e-300;     /* the continued fraction of Q, modified Lentz */
    double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
    for (int i = 1; i < 100000; ++i) {
        double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (fabs(d) < tiny) d = tiny;
        c = b + an / c;
        if (fabs(c) < tiny) c = tiny;
        d = 1 / d;
        h *= d * c;
        if (fabs(d * c - 1) < 0x1p-53) break;
    }
    return upper ? front * h : 1 - front * h;
}
static double opspec_gammaln(double x)
{
    if (x <= 0 && floor(x) == x) return INFINITY;
    return lgamma(x);
}
static double opspec_gamma(double x)
{
    if (x < 0 && floor(x) == x) return NAN;
    if (x == -INFINITY) return NAN;
    return tgamma(x);
}
#endif
#line 2260 "special.c"
/* specs/special.yaml:217  Betaln  float32, float32 -> float32 */
static inline void Betaln__float32_float32__float32_elem(const float a, const float b, float *opspec_out_out)
{
    float out;
#line 223 "specs/special.yaml"
    out = opspec_gammaln(a) + opspec_gammaln(b) - opspec_gammaln(a + b);
#line 2267 "special.c"
    *opspec_out_out = out;
}
static inline void Betaln__float32_float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Betaln__float32_float32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Betaln__float32_float32__float32_elem(*(const float *)(opspec_p0),
                    *(const float *)(opspec_p1),
                    (float *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Betaln__float32_float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Betaln__float32_float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Betaln__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Betaln__float32_float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Betaln__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/special.yaml:217  Betaln  float64, float64 -> float64 */
static inline void Betaln__float64_float64__float64_elem(const double a, const double b, double *opspec_out_out)
{
    double out;
#line 223 "specs/special.yaml"
    out = opspec_gammaln(a) + opspec_gammaln(b) - opspec_gammaln(a + b);
#line 2347 "special.c"
    *opspec_out_out = out;
}
static inline void Betaln__float64_float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Betaln__float64_float64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Betaln__float64_float64__float64_elem(*(const double *)(opspec_p0),
                    *(const double *)(opspec_p1),
                    (double *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Betaln__float64_float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Betaln__float64_float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Betaln__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Betaln__float64_float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Betaln__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Betaln */

/* ------------------------------------------------------------ Gammainc (specs/special.yaml:228) */
#ifndef OPSPEC_SKIP_Gammainc
#line 25 "specs/special.yaml"
#ifndef OPSPEC_SPECIAL_DEFINED
#define OPSPEC_SPECIAL_DEFINED
/* The algorithms of opspec/tensor/special_values.py (the python references), in double. */
static double opspec_erfcx(double x)
{
    if (x != x) return x;
    if (x < 2) return x * x < 709 ? exp(x * x) * erfc(x) : INFINITY;
    double f = x;       /* erfc's continued fraction, evaluated from its 60th term back */
    for (int n = 60; n >= 1; --n) f = x + 0.5 * n / f;
    return 1 / (1.7724538509055160273 * f);
}
static double opspec_giles(double t, double w)
{
    static const double lo[] = {3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087,
                                -0.00125372503, -0.00417768164, 0.246640727, 1.50140941};
    static const double hi[] = {0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773,
                                -0.0076224613, 0.00943887047, 1.00167406, 2.83297682};
    const double *c = w < 5 ? lo : hi;
    double p = w < 5 ? 2.81022636e-08 : -0.000200214257;
    w = w < 5 ? w - 2.5 : sqrt(w) - 3;
    for (int i = 0; i < 8; ++i) p = c[i] + p * w;
    return p * t;
}
static double opspec_erfinv(double y)
{
    if (y != y || y < -1 || y > 1) return NAN;
    if (y == 1 || y == -1) return copysign(INFINITY, y);
    double x = opspec_giles(y, -log((1 - y) * (1 + y)));
    for (int i = 0; i < 3; ++i) x -= (erf(x) - y) / (1.1283791670955126 * exp(-x * x));
    return x;
}
static double opspec_erfcinv(double y)
{
    if (y != y || y < 0 || y > 2) return NAN;
    if (y == 0) return INFINITY;
    if (y == 2) return -INFINITY;
    if (y > 1) return -opspec_erfcinv(2 - y);
    double w = -log(y * (2 - y));
    double x = w < 37 ? opspec_giles(1 - y, w) : sqrt(w);
    for (int i = 0; i < 8; ++i) {   /* Newton on log(erfc(x)) = log(erfcx(x)) - x*x */
        double e = opspec_erfcx(x);
        x += (log(e) - x * x - log(y)) * 1.7724538509055160273 * e / 2;
    }
    return x;
}
static double opspec_digamma(double x)
{
    if (x != x || x == -INFINITY) return NAN;
    if (x == INFINITY) return x;
    if (x <= 0 && isfinite(x) && floor(x) == x) return x == 0 ? copysign(INFINITY, -x) : NAN;
    if (x < 0) return opspec_digamma(1 - x) - 3.14159265358979323846 / tan(3.14159265358979323846 * x);
    double r = 0;
    for (; x < 10; x += 1) r -= 1 / x;
    double z = 1 / (x * x);
    double series = z * (1.0 / 12 - z * (1.0 / 120 - z * (1.0 / 252 - z * (1.0 / 240 - z * (1.0 / 132 - z * 691.0 / 32760)))));
    return r + log(x) - 0.5 / x - series;
}
static double opspec_polygamma(double n, double x)
{
    static const double b2j[] = {1.0 / 12, -1.0 / 720, 1.0 / 30240, -1.0 / 1209600, 1.0 / 47900160,
                                 -691.0 / 1307674368000, 1.0 / 74724249600, -3617.0 / 10670622842880000};
    if (n != n || x != x || n < 0 || n != floor(n)) return NAN;
    if (n == 0) return opspec_digamma(x);
    if (x <= 0 && isfinite(x) && floor(x) == x) return fmod(n, 2) ? INFINITY : NAN;
    if (x < -1e6) return NAN;
    double s = n + 1, r = 0;   /* Hurwitz zeta(s, x): terms up to x >= 12, then Euler-Maclaurin */
    for (; x < 12; x += 1) r += pow(x, -s);
    double tail = pow(x, 1 - s) / (s - 1) + 0.5 * pow(x, -s), rising = s, power = pow(x, -s - 1);
    for (int j = 0; j < 8; ++j) {
        tail += b2j[j] * rising * power;
        rising *= (s + 2 * j + 1) * (s + 2 * j + 2);
        power /= x * x;
    }
    return (fmod(n, 2) ? 1 : -1) * tgamma(n + 1) * (r + tail);
}
/* the regularised incomplete gamma functions: lower (upper = 0) or upper (upper = 1) */
static double opspec_gammainc(double a, double x, int upper)
{
    if (a != a || x != x || a < 0 || x < 0) return NAN;
    if (a == 0) return x > 0 ? (double)!upper : NAN;
    if (x == 0) return upper;
    if (x == INFINITY) return !upper;
    double front = exp(a * log(x) - x - lgamma(a));
    if (x < a + 1) {    /* the power series of P */
        double term = 1 / a, total = term;
        for (int n = 1; n < 100000; ++n) {
            term *= x / (a + n);
            total += term;
            if (fabs(term) < fabs(total) * 0x1p-53) break;
        }
        return upper ? 1 - front * total : front * total;
    }
    const double tiny = 1e-300;     /* the continued fraction of Q, modified Lentz */
    double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
    for (int i = 1; i < 100000; ++i) {
        double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (fabs(d) < tiny) d = tiny;
        c = b + an / c;
        if (fabs(c) < tiny) c = tiny;
        d = 1 / d;
        h *= d * c;
        if (fabs(d * c - 1) < 0x1p-53) break;
    }
    return upper ? front * h : 1 - front * h;
}
static double opspec_gammaln(double x)
{
    if (x <= 0 && floor(x) == x) return INFINITY;
    return lgamma(x);
}
static double opspec_gamma(double x)
{
    if (x < 0 && floor(x) == x) return NAN;
    if (x == -INFINITY) return NAN;
    return tgamma(x);
}
#endif
#line 2545 "special.c"
/* specs/special.yaml:228  Gammainc  float32, float32 -> float32 */
static inline void Gammainc__float32_float32__float32_elem(const float a, const float x, float *opspec_out_out)
{
    float out;
#line 234 "specs/special.yaml"
    out = opspec_gammainc(a, x, 0);
#line 2552 "special.c"
    *opspec_out_out = out;
}
static inline void Gammainc__float32_float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Gammainc__float32_float32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Gammainc__float32_float32__float32_elem(*(const float *)(opspec_p0),
                    *(const float *)(opspec_p1),
                    (float *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Gammainc__float32_float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Gammainc__float32_float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Gammainc__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Gammainc__float32_float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Gammainc__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/special.yaml:228  Gammainc  float64, float64 -> float64 */
static inline void Gammainc__float64_float64__float64_elem(const double a, const double x, double *opspec_out_out)
{
    double out;
#line 234 "specs/special.yaml"
    out = opspec_gammainc(a, x, 0);
#line 2632 "special.c"
    *opspec_out_out = out;
}
static inline void Gammainc__float64_float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Gammainc__float64_float64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Gammainc__float64_float64__float64_elem(*(const double *)(opspec_p0),
                    *(const double *)(opspec_p1),
                    (double *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Gammainc__float64_float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Gammainc__float64_float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Gammainc__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Gammainc__float64_float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Gammainc__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Gammainc */

/* ------------------------------------------------------------ Gammaincc (specs/special.yaml:241) */
#ifndef OPSPEC_SKIP_Gammaincc
#line 25 "specs/special.yaml"
#ifndef OPSPEC_SPECIAL_DEFINED
#define OPSPEC_SPECIAL_DEFINED
/* The algorithms of opspec/tensor/special_values.py (the python references), in double. */
static double opspec_erfcx(double x)
{
    if (x != x) return x;
    if (x < 2) return x * x < 709 ? exp(x * x) * erfc(x) : INFINITY;
    double f = x;       /* erfc's continued fraction, evaluated from its 60th term back */
    for (int n = 60; n >= 1; --n) f = x + 0.5 * n / f;
    return 1 / (1.7724538509055160273 * f);
}
static double opspec_giles(double t, double w)
{
    static const double lo[] = {3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087,
                                -0.00125372503, -0.00417768164, 0.246640727, 1.50140941};
    static const double hi[] = {0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773,
                                -0.0076224613, 0.00943887047, 1.00167406, 2.83297682};
    const double *c = w < 5 ? lo : hi;
    double p = w < 5 ? 2.81022636e-08 : -0.000200214257;
    w = w < 5 ? w - 2.5 : sqrt(w) - 3;
    for (int i = 0; i < 8; ++i) p = c[i] + p * w;
    return p * t;
}
static double opspec_erfinv(double y)
{
    if (y != y || y < -1 || y > 1) return NAN;
    if (y == 1 || y == -1) return copysign(INFINITY, y);
    double x = opspec_giles(y, -log((1 - y) * (1 + y)));
    for (int i = 0; i < 3; ++i) x -= (erf(x) - y) / (1.1283791670955126 * exp(-x * x));
    return x;
}
static double opspec_erfcinv(double y)
{
    if (y != y || y < 0 || y > 2) return NAN;
    if (y == 0) return INFINITY;
    if (y == 2) return -INFINITY;
    if (y > 1) return -opspec_erfcinv(2 - y);
    double w = -log(y * (2 - y));
    double x = w < 37 ? opspec_giles(1 - y, w) : sqrt(w);
    for (int i = 0; i < 8; ++i) {   /* Newton on log(erfc(x)) = log(erfcx(x)) - x*x */
        double e = opspec_erfcx(x);
        x += (log(e) - x * x - log(y)) * 1.7724538509055160273 * e / 2;
    }
    return x;
}
static double opspec_digamma(double x)
{
    if (x != x || x == -INFINITY) return NAN;
    if (x == INFINITY) return x;
    if (x <= 0 && isfinite(x) && floor(x) == x) return x == 0 ? copysign(INFINITY, -x) : NAN;
    if (x < 0) return opspec_digamma(1 - x) - 3.14159265358979323846 / tan(3.14159265358979323846 * x);
    double r = 0;
    for (; x < 10; x += 1) r -= 1 / x;
    double z = 1 / (x * x);
    double series = z * (1.0 / 12 - z * (1.0 / 120 - z * (1.0 / 252 - z * (1.0 / 240 - z * (1.0 / 132 - z * 691.0 / 32760)))));
    return r + log(x) - 0.5 / x - series;
}
static double opspec_polygamma(double n, double x)
{
    static const double b2j[] = {1.0 / 12, -1.0 / 720, 1.0 / 30240, -1.0 / 1209600, 1.0 / 47900160,
                                 -691.0 / 1307674368000, 1.0 / 74724249600, -3617.0 / 10670622842880000};
    if (n != n || x != x || n < 0 || n != floor(n)) return NAN;
    if (n == 0) return opspec_digamma(x);
    if (x <= 0 && isfinite(x) && floor(x) == x) return fmod(n, 2) ? INFINITY : NAN;
    if (x < -1e6) return NAN;
    double s = n + 1, r = 0;   /* Hurwitz zeta(s, x): terms up to x >= 12, then Euler-Maclaurin */
    for (; x < 12; x += 1) r += pow(x, -s);
    double tail = pow(x, 1 - s) / (s - 1) + 0.5 * pow(x, -s), rising = s, power = pow(x, -s - 1);
    for (int j = 0; j < 8; ++j) {
        tail += b2j[j] * rising * power;
        rising *= (s + 2 * j + 1) * (s + 2 * j + 2);
        power /= x * x;
    }
    return (fmod(n, 2) ? 1 : -1) * tgamma(n + 1) * (r + tail);
}
/* the regularised incomplete gamma functions: lower (upper = 0) or upper (upper = 1) */
static double opspec_gammainc(double a, double x, int upper)
{
    if (a != a || x != x || a < 0 || x < 0) return NAN;
    if (a == 0) return x > 0 ? (double)!upper : NAN;
    if (x == 0) return upper;
    if (x == INFINITY) return !upper;
    double front = exp(a * log(x) - x - lgamma(a));
    if (x < a + 1) {    /* the power series of P */
        double term = 1 / a, total = term;
        for (int n = 1; n < 100000; ++n) {
            term *= x / (a + n);
            total += term;
            if (fabs(term) < fabs(total) * 0x1p-53) break;
        }
        return upper ? 1 - front * total : front * total;
    }
    const double tiny = 1e-300;     /* the continued fraction of Q, modified Lentz */
    double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
    for (int i = 1; i < 100000; ++i) {
        double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (fabs(d) < tiny) d = tiny;
        c = b + an / c;
        if (fabs(c) < tiny) c = tiny;
        d = 1 / d;
        h *= d * c;
        if (fabs(d * c - 1) < 0x1p-53) break;
    }
    return upper ? front * h : 1 - front * h;
}
static double opspec_gammaln(double x)
{
    if (x <= 0 && floor(x) == x) return INFINITY;
    return lgamma(x);
}
static double opspec_gamma(double x)
{
    if (x < 0 && floor(x) == x) return NAN;
    if (x == -INFINITY) return NAN;
    return tgamma(x);
}
#endif
#line 2830 "special.c"
/* specs/special.yaml:241  Gammaincc  float32, float32 -> float32 */
static inline void Gammaincc__float32_float32__float32_elem(const float a, const float x, float *opspec_out_out)
{
    float out;
#line 247 "specs/special.yaml"
    out = opspec_gammainc(a, x, 1);
#line 2837 "special.c"
    *opspec_out_out = out;
}
static inline void Gammaincc__float32_float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Gammaincc__float32_float32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Gammaincc__float32_float32__float32_elem(*(const float *)(opspec_p0),
                    *(const float *)(opspec_p1),
                    (float *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Gammaincc__float32_float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Gammaincc__float32_float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Gammaincc__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Gammaincc__float32_float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Gammaincc__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/special.yaml:241  Gammaincc  float64, float64 -> float64 */
static inline void Gammaincc__float64_float64__float64_elem(const double a, const double x, double *opspec_out_out)
{
    double out;
#line 247 "specs/special.yaml"
    out = opspec_gammainc(a, x, 1);
#line 2917 "special.c"
    *opspec_out_out = out;
}
static inline void Gammaincc__float64_float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Gammaincc__float64_float64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            Gammaincc__float64_float64__float64_elem(*(const double *)(opspec_p0),
                    *(const double *)(opspec_p1),
                    (double *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Gammaincc__float64_float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Gammaincc__float64_float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Gammaincc__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Gammaincc__float64_float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Gammaincc__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Gammaincc */

/* ------------------------------------------------------------ Ndtr (specs/special.yaml:254) */
#ifndef OPSPEC_SKIP_Ndtr
/* specs/special.yaml:254  Ndtr  float32 -> float32 */
static inline void Ndtr__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 260 "specs/special.yaml"
    0.5 * erfc(-x * M_SQRT1_2)
#line 3002 "special.c"
    );
    *opspec_out_out = out;
}
static inline void Ndtr__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Ndtr__float32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Ndtr__float32__float32_elem(*(const float *)(opspec_p0),
                    (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Ndtr__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Ndtr__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Ndtr__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Ndtr__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Ndtr__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/special.yaml:254  Ndtr  float64 -> float64 */
static inline void Ndtr__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 260 "specs/special.yaml"
    0.5 * erfc(-x * M_SQRT1_2)
#line 3079 "special.c"
    );
    *opspec_out_out = out;
}
static inline void Ndtr__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Ndtr__float64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Ndtr__float64__float64_elem(*(const double *)(opspec_p0),
                    (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Ndtr__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Ndtr__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Ndtr__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Ndtr__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Ndtr__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Ndtr */

/* ------------------------------------------------------------ LogNdtr (specs/special.yaml:265) */
#ifndef OPSPEC_SKIP_LogNdtr
#line 25 "specs/special.yaml"
#ifndef OPSPEC_SPECIAL_DEFINED
#define OPSPEC_SPECIAL_DEFINED
/* The algorithms of opspec/tensor/special_values.py (the python references), in double. */
static double opspec_erfcx(double x)
{
    if (x != x) return x;
    if (x < 2) return x * x < 709 ? exp(x * x) * erfc(x) : INFINITY;
    double f = x;       /* erfc's continued fraction, evaluated from its 60th term back */
    for (int n = 60; n >= 1; --n) f = x + 0.5 * n / f;
    return 1 / (1.7724538509055160273 * f);
}
static double opspec_giles(double t, double w)
{
    static const double lo[] = {3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087,
                                -0.00125372503, -0.00417768164, 0.246640727, 1.50140941};
    static const double hi[] = {0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773,
                                -0.0076224613, 0.00943887047, 1.00167406, 2.83297682};
    const double *c = w < 5 ? lo : hi;
    double p = w < 5 ? 2.81022636e-08 : -0.000200214257;
    w = w < 5 ? w - 2.5 : sqrt(w) - 3;
    for (int i = 0; i < 8; ++i) p = c[i] + p * w;
    return p * t;
}
static double opspec_erfinv(double y)
{
    if (y != y || y < -1 || y > 1) return NAN;
    if (y == 1 || y == -1) return copysign(INFINITY, y);
    double x = opspec_giles(y, -log((1 - y) * (1 + y)));
    for (int i = 0; i < 3; ++i) x -= (erf(x) - y) / (1.1283791670955126 * exp(-x * x));
    return x;
}
static double opspec_erfcinv(double y)
{
    if (y != y || y < 0 || y > 2) return NAN;
    if (y == 0) return INFINITY;
    if (y == 2) return -INFINITY;
    if (y > 1) return -opspec_erfcinv(2 - y);
    double w = -log(y * (2 - y));
    double x = w < 37 ? opspec_giles(1 - y, w) : sqrt(w);
    for (int i = 0; i < 8; ++i) {   /* Newton on log(erfc(x)) = log(erfcx(x)) - x*x */
        double e = opspec_erfcx(x);
        x += (log(e) - x * x - log(y)) * 1.7724538509055160273 * e / 2;
    }
    return x;
}
static double opspec_digamma(double x)
{
    if (x != x || x == -INFINITY) return NAN;
    if (x == INFINITY) return x;
    if (x <= 0 && isfinite(x) && floor(x) == x) return x == 0 ? copysign(INFINITY, -x) : NAN;
    if (x < 0) return opspec_digamma(1 - x) - 3.14159265358979323846 / tan(3.14159265358979323846 * x);
    double r = 0;
    for (; x < 10; x += 1) r -= 1 / x;
    double z = 1 / (x * x);
    double series = z * (1.0 / 12 - z * (1.0 / 120 - z * (1.0 / 252 - z * (1.0 / 240 - z * (1.0 / 132 - z * 691.0 / 32760)))));
    return r + log(x) - 0.5 / x - series;
}
static double opspec_polygamma(double n, double x)
{
    static const double b2j[] = {1.0 / 12, -1.0 / 720, 1.0 / 30240, -1.0 / 1209600, 1.0 / 47900160,
                                 -691.0 / 1307674368000, 1.0 / 74724249600, -3617.0 / 10670622842880000};
    if (n != n || x != x || n < 0 || n != floor(n)) return NAN;
    if (n == 0) return opspec_digamma(x);
    if (x <= 0 && isfinite(x) && floor(x) == x) return fmod(n, 2) ? INFINITY : NAN;
    if (x < -1e6) return NAN;
    double s = n + 1, r = 0;   /* Hurwitz zeta(s, x): terms up to x >= 12, then Euler-Maclaurin */
    for (; x < 12; x += 1) r += pow(x, -s);
    double tail = pow(x, 1 - s) / (s - 1) + 0.5 * pow(x, -s), rising = s, power = pow(x, -s - 1);
    for (int j = 0; j < 8; ++j) {
        tail += b2j[j] * rising * power;
        rising *= (s + 2 * j + 1) * (s + 2 * j + 2);
        power /= x * x;
    }
    return (fmod(n, 2) ? 1 : -1) * tgamma(n + 1) * (r + tail);
}
/* the regularised incomplete gamma functions: lower (upper = 0) or upper (upper = 1) */
static double opspec_gammainc(double a, double x, int upper)
{
    if (a != a || x != x || a < 0 || x < 0) return NAN;
    if (a == 0) return x > 0 ? (double)!upper : NAN;
    if (x == 0) return upper;
    if (x == INFINITY) return !upper;
    double front = exp(a * log(x) - x - lgamma(a));
    if (x < a + 1) {    /* the power series of P */
        double term = 1 / a, total = term;
        for (int n = 1; n < 100000; ++n) {
            term *= x / (a + n);
            total += term;
            if (fabs(term) < fabs(total) * 0x1p-53) break;
        }
        return upper ? 1 - front * total : front * total;
    }
    const double tiny = 1e-300;     /* the continued fraction of Q, modified Lentz */
    double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
    for (int i = 1; i < 100000; ++i) {
        double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (fabs(d) < tiny) d = tiny;
        c = b + an / c;
        if (fabs(c) < tiny) c = tiny;
        d = 1 / d;
        h *= d * c;
        if (fabs(d * c - 1) < 0x1p-53) break;
    }
    return upper ? front * h : 1 - front * h;
}
static double opspec_gammaln(double x)
{
    if (x <= 0 && floor(x) == x) return INFINITY;
    return lgamma(x);
}
static double opspec_gamma(double x)
{
    if (x < 0 && floor(x) == x) return NAN;
    if (x == -INFINITY) return NAN;
    return tgamma(x);
}
#endif
#line 3273 "special.c"
/* specs/special.yaml:265  LogNdtr  float32 -> float32 */
static inline void LogNdtr__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 272 "specs/special.yaml"
    out = x > -1 ? log1p(-0.5 * erfc(x * M_SQRT1_2)) : log(0.5 * opspec_erfcx(-x * M_SQRT1_2)) - x * x / 2;
#line 3280 "special.c"
    *opspec_out_out = out;
}
static inline void LogNdtr__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                LogNdtr__float32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            LogNdtr__float32__float32_elem(*(const float *)(opspec_p0),
                    (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void LogNdtr__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        LogNdtr__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int LogNdtr__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            LogNdtr__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    LogNdtr__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/special.yaml:265  LogNdtr  float64 -> float64 */
static inline void LogNdtr__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 272 "specs/special.yaml"
    out = x > -1 ? log1p(-0.5 * erfc(x * M_SQRT1_2)) : log(0.5 * opspec_erfcx(-x * M_SQRT1_2)) - x * x / 2;
#line 3355 "special.c"
    *opspec_out_out = out;
}
static inline void LogNdtr__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                LogNdtr__float64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            LogNdtr__float64__float64_elem(*(const double *)(opspec_p0),
                    (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void LogNdtr__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        LogNdtr__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int LogNdtr__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            LogNdtr__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    LogNdtr__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* LogNdtr */

/* ------------------------------------------------------------ Ndtri (specs/special.yaml:278) */
#ifndef OPSPEC_SKIP_Ndtri
#line 25 "specs/special.yaml"
#ifndef OPSPEC_SPECIAL_DEFINED
#define OPSPEC_SPECIAL_DEFINED
/* The algorithms of opspec/tensor/special_values.py (the python references), in double. */
static double opspec_erfcx(double x)
{
    if (x != x) return x;
    if (x < 2) return x * x < 709 ? exp(x * x) * erfc(x) : INFINITY;
    double f = x;       /* erfc's continued fraction, evaluated from its 60th term back */
    for (int n = 60; n >= 1; --n) f = x + 0.5 * n / f;
    return 1 / (1.7724538509055160273 * f);
}
static double opspec_giles(double t, double w)
{
    static const double lo[] = {3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087,
                                -0.00125372503, -0.00417768164, 0.246640727, 1.50140941};
    static const double hi[] = {0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773,
                                -0.0076224613, 0.00943887047, 1.00167406, 2.83297682};
    const double *c = w < 5 ? lo : hi;
    double p = w < 5 ? 2.81022636e-08 : -0.000200214257;
    w = w < 5 ? w - 2.5 : sqrt(w) - 3;
    for (int i = 0; i < 8; ++i) p = c[i] + p * w;
    return p * t;
}
static double opspec_erfinv(double y)
{
    if (y != y || y < -1 || y > 1) return NAN;
    if (y == 1 || y == -1) return copysign(INFINITY, y);
    double x = opspec_giles(y, -log((1 - y) * (1 + y)));
    for (int i = 0; i < 3; ++i) x -= (erf(x) - y) / (1.1283791670955126 * exp(-x * x));
    return x;
}
static double opspec_erfcinv(double y)
{
    if (y != y || y < 0 || y > 2) return NAN;
    if (y == 0) return INFINITY;
    if (y == 2) return -INFINITY;
    if (y > 1) return -opspec_erfcinv(2 - y);
    double w = -log(y * (2 - y));
    double x = w < 37 ? opspec_giles(1 - y, w) : sqrt(w);
    for (int i = 0; i < 8; ++i) {   /* Newton on log(erfc(x)) = log(erfcx(x)) - x*x */
        double e = opspec_erfcx(x);
        x += (log(e) - x * x - log(y)) * 1.7724538509055160273 * e / 2;
    }
    return x;
}
static double opspec_digamma(double x)
{
    if (x != x || x == -INFINITY) return NAN;
    if (x == INFINITY) return x;
    if (x <= 0 && isfinite(x) && floor(x) == x) return x == 0 ? copysign(INFINITY, -x) : NAN;
    if (x < 0) return opspec_digamma(1 - x) - 3.14159265358979323846 / tan(3.14159265358979323846 * x);
    double r = 0;
    for (; x < 10; x += 1) r -= 1 / x;
    double z = 1 / (x * x);
    double series = z * (1.0 / 12 - z * (1.0 / 120 - z * (1.0 / 252 - z * (1.0 / 240 - z * (1.0 / 132 - z * 691.0 / 32760)))));
    return r + log(x) - 0.5 / x - series;
}
static double opspec_polygamma(double n, double x)
{
    static const double b2j[] = {1.0 / 12, -1.0 / 720, 1.0 / 30240, -1.0 / 1209600, 1.0 / 47900160,
                                 -691.0 / 1307674368000, 1.0 / 74724249600, -3617.0 / 10670622842880000};
    if (n != n || x != x || n < 0 || n != floor(n)) return NAN;
    if (n == 0) return opspec_digamma(x);
    if (x <= 0 && isfinite(x) && floor(x) == x) return fmod(n, 2) ? INFINITY : NAN;
    if (x < -1e6) return NAN;
    double s = n + 1, r = 0;   /* Hurwitz zeta(s, x): terms up to x >= 12, then Euler-Maclaurin */
    for (; x < 12; x += 1) r += pow(x, -s);
    double tail = pow(x, 1 - s) / (s - 1) + 0.5 * pow(x, -s), rising = s, power = pow(x, -s - 1);
    for (int j = 0; j < 8; ++j) {
        tail += b2j[j] * rising * power;
        rising *= (s + 2 * j + 1) * (s + 2 * j + 2);
        power /= x * x;
    }
    return (fmod(n, 2) ? 1 : -1) * tgamma(n + 1) * (r + tail);
}
/* the regularised incomplete gamma functions: lower (upper = 0) or upper (upper = 1) */
static double opspec_gammainc(double a, double x, int upper)
{
    if (a != a || x != x || a < 0 || x < 0) return NAN;
    if (a == 0) return x > 0 ? (double)!upper : NAN;
    if (x == 0) return upper;
    if (x == INFINITY) return !upper;
    double front = exp(a * log(x) - x - lgamma(a));
    if (x < a + 1) {    /* the power series of P */
        double term = 1 / a, total = term;
        for (int n = 1; n < 100000; ++n) {
            term *= x / (a + n);
            total += term;
            if (fabs(term) < fabs(total) * 0x1p-53) break;
        }
        return upper ? 1 - front * total : front * total;
    }
    const double tiny = 1e-300;     /* the continued fraction of Q, modified Lentz */
    double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
    for (int i = 1; i < 100000; ++i) {
        double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (fabs(d) < tiny) d = tiny;
        c = b + an / c;
        if (fabs(c) < tiny) c = tiny;
        d = 1 / d;
        h *= d * c;
        if (fabs(d * c - 1) < 0x1p-53) break;
    }
    return upper ? front * h : 1 - front * h;
}
static double opspec_gammaln(double x)
{
    if (x <= 0 && floor(x) == x) return INFINITY;
    return lgamma(x);
}
static double opspec_gamma(double x)
{
    if (x < 0 && floor(x) == x) return NAN;
    if (x == -INFINITY) return NAN;
    return tgamma(x);
}
#endif
#line 3548 "special.c"
/* specs/special.yaml:278  Ndtri  float32 -> float32 */
static inline void Ndtri__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 284 "specs/special.yaml"
    out = -M_SQRT2 * opspec_erfcinv(2 * x);
#line 3555 "special.c"
    *opspec_out_out = out;
}
static inline void Ndtri__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Ndtri__float32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Ndtri__float32__float32_elem(*(const float *)(opspec_p0),
                    (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Ndtri__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Ndtri__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Ndtri__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Ndtri__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Ndtri__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/special.yaml:278  Ndtri  float64 -> float64 */
static inline void Ndtri__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 284 "specs/special.yaml"
    out = -M_SQRT2 * opspec_erfcinv(2 * x);
#line 3630 "special.c"
    *opspec_out_out = out;
}
static inline void Ndtri__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Ndtri__float64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Ndtri__float64__float64_elem(*(const double *)(opspec_p0),
                    (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Ndtri__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Ndtri__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Ndtri__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Ndtri__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Ndtri__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Ndtri */

/* ------------------------------------------------------------ XLogY (specs/special.yaml:289) */
#ifndef OPSPEC_SKIP_XLogY
/* specs/special.yaml:289  XLogY  float32, float32 -> float32 */
static inline void XLogY__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 296 "specs/special.yaml"
    x == 0 && y == y ? 0 : x * log(y)
#line 3710 "special.c"
    );
    *opspec_out_out = out;
}
static inline void XLogY__float32_float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                XLogY__float32_float32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            XLogY__float32_float32__float32_elem(*(const float *)(opspec_p0),
                    *(const float *)(opspec_p1),
                    (float *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void XLogY__float32_float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        XLogY__float32_float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int XLogY__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            XLogY__float32_float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    XLogY__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/special.yaml:289  XLogY  float64, float64 -> float64 */
static inline void XLogY__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 296 "specs/special.yaml"
    x == 0 && y == y ? 0 : x * log(y)
#line 3792 "special.c"
    );
    *opspec_out_out = out;
}
static inline void XLogY__float64_float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                XLogY__float64_float64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            XLogY__float64_float64__float64_elem(*(const double *)(opspec_p0),
                    *(const double *)(opspec_p1),
                    (double *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void XLogY__float64_float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        XLogY__float64_float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int XLogY__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            XLogY__float64_float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    XLogY__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* XLogY */

/* ------------------------------------------------------------ XLog1PY (specs/special.yaml:301) */
#ifndef OPSPEC_SKIP_XLog1PY
/* specs/special.yaml:301  XLog1PY  float32, float32 -> float32 */
static inline void XLog1PY__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
    out = (
#line 308 "specs/special.yaml"
    x == 0 && y == y ? 0 : x * log1p(y)
#line 3878 "special.c"
    );
    *opspec_out_out = out;
}
static inline void XLog1PY__float32_float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                XLog1PY__float32_float32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            XLog1PY__float32_float32__float32_elem(*(const float *)(opspec_p0),
                    *(const float *)(opspec_p1),
                    (float *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void XLog1PY__float32_float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        XLog1PY__float32_float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int XLog1PY__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            XLog1PY__float32_float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    XLog1PY__float32_float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/special.yaml:301  XLog1PY  float64, float64 -> float64 */
static inline void XLog1PY__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
    out = (
#line 308 "specs/special.yaml"
    x == 0 && y == y ? 0 : x * log1p(y)
#line 3960 "special.c"
    );
    *opspec_out_out = out;
}
static inline void XLog1PY__float64_float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                XLog1PY__float64_float64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1[opspec_i],
                    opspec_q2 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1, opspec_p2 += opspec_s2)
            XLog1PY__float64_float64__float64_elem(*(const double *)(opspec_p0),
                    *(const double *)(opspec_p1),
                    (double *)opspec_p2);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void XLog1PY__float64_float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[3];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 3; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        XLog1PY__float64_float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int XLog1PY__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            XLog1PY__float64_float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    XLog1PY__float64_float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* XLog1PY */

/* ------------------------------------------------------------ Log1mexp (specs/special.yaml:313) */
#ifndef OPSPEC_SKIP_Log1mexp
/* specs/special.yaml:313  Log1mexp  float32 -> float32 */
static inline void Log1mexp__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 319 "specs/special.yaml"
    x > 0 ? NAN : x > -M_LN2 ? log(-expm1(x)) : log1p(-exp(x))
#line 4046 "special.c"
    );
    *opspec_out_out = out;
}
static inline void Log1mexp__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Log1mexp__float32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Log1mexp__float32__float32_elem(*(const float *)(opspec_p0),
                    (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Log1mexp__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Log1mexp__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Log1mexp__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Log1mexp__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Log1mexp__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/special.yaml:313  Log1mexp  float64 -> float64 */
static inline void Log1mexp__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 319 "specs/special.yaml"
    x > 0 ? NAN : x > -M_LN2 ? log(-expm1(x)) : log1p(-exp(x))
#line 4123 "special.c"
    );
    *opspec_out_out = out;
}
static inline void Log1mexp__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Log1mexp__float64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Log1mexp__float64__float64_elem(*(const double *)(opspec_p0),
                    (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Log1mexp__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Log1mexp__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Log1mexp__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Log1mexp__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Log1mexp__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Log1mexp */

/* ------------------------------------------------------------ Logit (specs/special.yaml:328) */
#ifndef OPSPEC_SKIP_Logit
/* specs/special.yaml:328  Logit  float32 -> float32 */
static inline void Logit__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
    out = (
#line 334 "specs/special.yaml"
    log(x / (1 - x))
#line 4204 "special.c"
    );
    *opspec_out_out = out;
}
static inline void Logit__float32__float32_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Logit__float32__float32_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Logit__float32__float32_elem(*(const float *)(opspec_p0),
                    (float *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Logit__float32__float32_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Logit__float32__float32_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Logit__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Logit__float32__float32_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Logit__float32__float32_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

/* specs/special.yaml:328  Logit  float64 -> float64 */
static inline void Logit__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
    out = (
#line 334 "specs/special.yaml"
    log(x / (1 - x))
#line 4281 "special.c"
    );
    *opspec_out_out = out;
}
static inline void Logit__float64__float64_run(char *const *opspec_ptr, const npy_intp *opspec_step, const npy_intp opspec_n)
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
                Logit__float64__float64_elem(opspec_q0[opspec_i],
                    opspec_q1 + opspec_i);
        }
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_p0 += opspec_s0, opspec_p1 += opspec_s1)
            Logit__float64__float64_elem(*(const double *)(opspec_p0),
                    (double *)opspec_p1);
    }
}
/* `left` elements in iteration order, from `at` in the current inner loop: the one copy of
   the loops, which the serial path and every thread run (inlined into both, it would be
   optimised twice: two fifths of the kernel's compile time) */
static OPSPEC_NOINLINE void Logit__float64__float64_span(opspec_iter *opspec_it, npy_intp opspec_at, npy_intp opspec_left)
{
    char *opspec_q[2];
    while (opspec_left > 0) {
        const npy_intp opspec_m = opspec_it->n - opspec_at < opspec_left ? opspec_it->n - opspec_at : opspec_left;
        for (int opspec_k = 0; opspec_k < 2; ++opspec_k)
            opspec_q[opspec_k] = opspec_it->ptr[opspec_k] + opspec_at * opspec_it->inner[opspec_k];
        Logit__float64__float64_run(opspec_q, opspec_it->inner, opspec_m);
        opspec_left -= opspec_m;
        opspec_at = 0;
        if (opspec_left > 0) opspec_iter_next(opspec_it);
    }
}
int Logit__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
            Logit__float64__float64_span(&opspec_part, opspec_at, opspec_left);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    Logit__float64__float64_span(&opspec_it, 0, opspec_it.size);
    return opspec_elem_finish(opspec_err);
}

#endif /* Logit */
