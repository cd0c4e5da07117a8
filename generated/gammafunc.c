/* Generated from specs/gammafunc.yaml by `opspec generate`. Edit the spec, not this file.
   What it contributes to the C kernels of gammafunc: per op a block of scalar functions
   (or body: kernels), one per dtype instantiation; each kernel is compiled from this text and
   the loops its KernelSpec gives (opspec/kernels). ABI: opspec/kernels/opspec_kernel.h. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ support of Gammaln, Gamma, Digamma, Polygamma, Betaln, Gammainc, Gammaincc */
#if defined(OPSPEC_OP_Gammaln) || defined(OPSPEC_OP_Gamma) || defined(OPSPEC_OP_Digamma) || defined(OPSPEC_OP_Polygamma) || defined(OPSPEC_OP_Betaln) || defined(OPSPEC_OP_Gammainc) || defined(OPSPEC_OP_Gammaincc)
#line 13 "specs/gammafunc.yaml"
/* The algorithms of opspec/tensor/special_values.py (the python references), in double. */
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
    if (n != n || x != x || n < 0 || n == INFINITY || n != floor(n)) return NAN;
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
#line 85 "gammafunc.c"
#endif

/* ------------------------------------------------------------ Gammaln (specs/gammafunc.yaml:4) */
#ifdef OPSPEC_OP_Gammaln
static inline void Gammaln__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 11 "specs/gammafunc.yaml"
    out = opspec_gammaln(x);
#line 95 "gammafunc.c"
    *opspec_out_out = out;
}
static inline void Gammaln__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 11 "specs/gammafunc.yaml"
    out = opspec_gammaln(x);
#line 103 "gammafunc.c"
    *opspec_out_out = out;
}
#endif /* Gammaln */

/* ------------------------------------------------------------ Gamma (specs/gammafunc.yaml:91) */
#ifdef OPSPEC_OP_Gamma
static inline void Gamma__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 97 "specs/gammafunc.yaml"
    out = opspec_gamma(x);
#line 115 "gammafunc.c"
    *opspec_out_out = out;
}
static inline void Gamma__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 97 "specs/gammafunc.yaml"
    out = opspec_gamma(x);
#line 123 "gammafunc.c"
    *opspec_out_out = out;
}
#endif /* Gamma */

/* ------------------------------------------------------------ Digamma (specs/gammafunc.yaml:102) */
#ifdef OPSPEC_OP_Digamma
static inline void Digamma__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 108 "specs/gammafunc.yaml"
    out = opspec_digamma(x);
#line 135 "gammafunc.c"
    *opspec_out_out = out;
}
static inline void Digamma__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 108 "specs/gammafunc.yaml"
    out = opspec_digamma(x);
#line 143 "gammafunc.c"
    *opspec_out_out = out;
}
#endif /* Digamma */

/* ------------------------------------------------------------ Polygamma (specs/gammafunc.yaml:113) */
#ifdef OPSPEC_OP_Polygamma
static inline void Polygamma__float32_float32__float32_elem(const float n, const float x, float *opspec_out_out)
{
    float out;
#line 119 "specs/gammafunc.yaml"
    out = opspec_polygamma(n, x);
#line 155 "gammafunc.c"
    *opspec_out_out = out;
}
static inline void Polygamma__float64_float64__float64_elem(const double n, const double x, double *opspec_out_out)
{
    double out;
#line 119 "specs/gammafunc.yaml"
    out = opspec_polygamma(n, x);
#line 163 "gammafunc.c"
    *opspec_out_out = out;
}
#endif /* Polygamma */

/* ------------------------------------------------------------ Betaln (specs/gammafunc.yaml:126) */
#ifdef OPSPEC_OP_Betaln
static inline void Betaln__float32_float32__float32_elem(const float a, const float b, float *opspec_out_out)
{
    float out;
#line 133 "specs/gammafunc.yaml"
    out = opspec_gammaln(a) + opspec_gammaln(b) - opspec_gammaln((double)a + b);
#line 175 "gammafunc.c"
    *opspec_out_out = out;
}
static inline void Betaln__float64_float64__float64_elem(const double a, const double b, double *opspec_out_out)
{
    double out;
#line 133 "specs/gammafunc.yaml"
    out = opspec_gammaln(a) + opspec_gammaln(b) - opspec_gammaln((double)a + b);
#line 183 "gammafunc.c"
    *opspec_out_out = out;
}
#endif /* Betaln */

/* ------------------------------------------------------------ Gammainc (specs/gammafunc.yaml:138) */
#ifdef OPSPEC_OP_Gammainc
static inline void Gammainc__float32_float32__float32_elem(const float a, const float x, float *opspec_out_out)
{
    float out;
#line 144 "specs/gammafunc.yaml"
    out = opspec_gammainc(a, x, 0);
#line 195 "gammafunc.c"
    *opspec_out_out = out;
}
static inline void Gammainc__float64_float64__float64_elem(const double a, const double x, double *opspec_out_out)
{
    double out;
#line 144 "specs/gammafunc.yaml"
    out = opspec_gammainc(a, x, 0);
#line 203 "gammafunc.c"
    *opspec_out_out = out;
}
#endif /* Gammainc */

/* ------------------------------------------------------------ Gammaincc (specs/gammafunc.yaml:151) */
#ifdef OPSPEC_OP_Gammaincc
static inline void Gammaincc__float32_float32__float32_elem(const float a, const float x, float *opspec_out_out)
{
    float out;
#line 157 "specs/gammafunc.yaml"
    out = opspec_gammainc(a, x, 1);
#line 215 "gammafunc.c"
    *opspec_out_out = out;
}
static inline void Gammaincc__float64_float64__float64_elem(const double a, const double x, double *opspec_out_out)
{
    double out;
#line 157 "specs/gammafunc.yaml"
    out = opspec_gammainc(a, x, 1);
#line 223 "gammafunc.c"
    *opspec_out_out = out;
}
#endif /* Gammaincc */

/* ------------------------------------------------------------ XLogY (specs/gammafunc.yaml:164) */
#ifdef OPSPEC_OP_XLogY
static inline void XLogY__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 171 "specs/gammafunc.yaml"
    out = (x == 0 && y == y ? 0 : x * log(y)
#line 235 "gammafunc.c"
    );
    *opspec_out_out = out;
}
static inline void XLogY__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 171 "specs/gammafunc.yaml"
    out = (x == 0 && y == y ? 0 : x * log(y)
#line 244 "gammafunc.c"
    );
    *opspec_out_out = out;
}
#endif /* XLogY */

/* ------------------------------------------------------------ XLog1PY (specs/gammafunc.yaml:176) */
#ifdef OPSPEC_OP_XLog1PY
static inline void XLog1PY__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 183 "specs/gammafunc.yaml"
    out = (x == 0 && y == y ? 0 : x * log1p(y)
#line 257 "gammafunc.c"
    );
    *opspec_out_out = out;
}
static inline void XLog1PY__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 183 "specs/gammafunc.yaml"
    out = (x == 0 && y == y ? 0 : x * log1p(y)
#line 266 "gammafunc.c"
    );
    *opspec_out_out = out;
}
#endif /* XLog1PY */
