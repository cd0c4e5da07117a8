/* Generated from specs/special.yaml by `opspec generate`. Edit the spec, not this file.
   What it contributes to the C kernels of special: per op a block of scalar functions
   (or body: kernels), one per dtype instantiation; each kernel is compiled from this text and
   the loops its KernelSpec gives (opspec/kernels). ABI: opspec/kernels/opspec_kernel.h. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Erfc (specs/special.yaml:4) */
#ifdef OPSPEC_OP_Erfc
static inline void Erfc__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 10 "specs/special.yaml"
    out = (erfc(x)
#line 15 "special.c"
    );
    *opspec_out_out = out;
}
static inline void Erfc__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 10 "specs/special.yaml"
    out = (erfc(x)
#line 24 "special.c"
    );
    *opspec_out_out = out;
}
#endif /* Erfc */

/* ------------------------------------------------------------ support of Erfcx, Erfinv, Erfcinv, Gammaln, Gamma, Digamma, Polygamma, Betaln, Gammainc, Gammaincc, LogNdtr, Ndtri */
#if defined(OPSPEC_OP_Erfcx) || defined(OPSPEC_OP_Erfinv) || defined(OPSPEC_OP_Erfcinv) || defined(OPSPEC_OP_Gammaln) || defined(OPSPEC_OP_Gamma) || defined(OPSPEC_OP_Digamma) || defined(OPSPEC_OP_Polygamma) || defined(OPSPEC_OP_Betaln) || defined(OPSPEC_OP_Gammainc) || defined(OPSPEC_OP_Gammaincc) || defined(OPSPEC_OP_LogNdtr) || defined(OPSPEC_OP_Ndtri)
#line 25 "specs/special.yaml"
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
#line 149 "special.c"
#endif

/* ------------------------------------------------------------ Erfcx (specs/special.yaml:16) */
#ifdef OPSPEC_OP_Erfcx
static inline void Erfcx__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 23 "specs/special.yaml"
    out = opspec_erfcx(x);
#line 159 "special.c"
    *opspec_out_out = out;
}
static inline void Erfcx__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 23 "specs/special.yaml"
    out = opspec_erfcx(x);
#line 167 "special.c"
    *opspec_out_out = out;
}
#endif /* Erfcx */

/* ------------------------------------------------------------ Erfinv (specs/special.yaml:145) */
#ifdef OPSPEC_OP_Erfinv
static inline void Erfinv__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 151 "specs/special.yaml"
    out = opspec_erfinv(x);
#line 179 "special.c"
    *opspec_out_out = out;
}
static inline void Erfinv__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 151 "specs/special.yaml"
    out = opspec_erfinv(x);
#line 187 "special.c"
    *opspec_out_out = out;
}
#endif /* Erfinv */

/* ------------------------------------------------------------ Erfcinv (specs/special.yaml:157) */
#ifdef OPSPEC_OP_Erfcinv
static inline void Erfcinv__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 163 "specs/special.yaml"
    out = opspec_erfcinv(x);
#line 199 "special.c"
    *opspec_out_out = out;
}
static inline void Erfcinv__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 163 "specs/special.yaml"
    out = opspec_erfcinv(x);
#line 207 "special.c"
    *opspec_out_out = out;
}
#endif /* Erfcinv */

/* ------------------------------------------------------------ Gammaln (specs/special.yaml:168) */
#ifdef OPSPEC_OP_Gammaln
static inline void Gammaln__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 174 "specs/special.yaml"
    out = opspec_gammaln(x);
#line 219 "special.c"
    *opspec_out_out = out;
}
static inline void Gammaln__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 174 "specs/special.yaml"
    out = opspec_gammaln(x);
#line 227 "special.c"
    *opspec_out_out = out;
}
#endif /* Gammaln */

/* ------------------------------------------------------------ Gamma (specs/special.yaml:179) */
#ifdef OPSPEC_OP_Gamma
static inline void Gamma__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 185 "specs/special.yaml"
    out = opspec_gamma(x);
#line 239 "special.c"
    *opspec_out_out = out;
}
static inline void Gamma__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 185 "specs/special.yaml"
    out = opspec_gamma(x);
#line 247 "special.c"
    *opspec_out_out = out;
}
#endif /* Gamma */

/* ------------------------------------------------------------ Digamma (specs/special.yaml:190) */
#ifdef OPSPEC_OP_Digamma
static inline void Digamma__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 196 "specs/special.yaml"
    out = opspec_digamma(x);
#line 259 "special.c"
    *opspec_out_out = out;
}
static inline void Digamma__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 196 "specs/special.yaml"
    out = opspec_digamma(x);
#line 267 "special.c"
    *opspec_out_out = out;
}
#endif /* Digamma */

/* ------------------------------------------------------------ Polygamma (specs/special.yaml:201) */
#ifdef OPSPEC_OP_Polygamma
static inline void Polygamma__float32_float32__float32_elem(const float n, const float x, float *opspec_out_out)
{
    float out;
#line 207 "specs/special.yaml"
    out = opspec_polygamma(n, x);
#line 279 "special.c"
    *opspec_out_out = out;
}
static inline void Polygamma__float64_float64__float64_elem(const double n, const double x, double *opspec_out_out)
{
    double out;
#line 207 "specs/special.yaml"
    out = opspec_polygamma(n, x);
#line 287 "special.c"
    *opspec_out_out = out;
}
#endif /* Polygamma */

/* ------------------------------------------------------------ Betaln (specs/special.yaml:214) */
#ifdef OPSPEC_OP_Betaln
static inline void Betaln__float32_float32__float32_elem(const float a, const float b, float *opspec_out_out)
{
    float out;
#line 220 "specs/special.yaml"
    out = opspec_gammaln(a) + opspec_gammaln(b) - opspec_gammaln(a + b);
#line 299 "special.c"
    *opspec_out_out = out;
}
static inline void Betaln__float64_float64__float64_elem(const double a, const double b, double *opspec_out_out)
{
    double out;
#line 220 "specs/special.yaml"
    out = opspec_gammaln(a) + opspec_gammaln(b) - opspec_gammaln(a + b);
#line 307 "special.c"
    *opspec_out_out = out;
}
#endif /* Betaln */

/* ------------------------------------------------------------ Gammainc (specs/special.yaml:225) */
#ifdef OPSPEC_OP_Gammainc
static inline void Gammainc__float32_float32__float32_elem(const float a, const float x, float *opspec_out_out)
{
    float out;
#line 231 "specs/special.yaml"
    out = opspec_gammainc(a, x, 0);
#line 319 "special.c"
    *opspec_out_out = out;
}
static inline void Gammainc__float64_float64__float64_elem(const double a, const double x, double *opspec_out_out)
{
    double out;
#line 231 "specs/special.yaml"
    out = opspec_gammainc(a, x, 0);
#line 327 "special.c"
    *opspec_out_out = out;
}
#endif /* Gammainc */

/* ------------------------------------------------------------ Gammaincc (specs/special.yaml:238) */
#ifdef OPSPEC_OP_Gammaincc
static inline void Gammaincc__float32_float32__float32_elem(const float a, const float x, float *opspec_out_out)
{
    float out;
#line 244 "specs/special.yaml"
    out = opspec_gammainc(a, x, 1);
#line 339 "special.c"
    *opspec_out_out = out;
}
static inline void Gammaincc__float64_float64__float64_elem(const double a, const double x, double *opspec_out_out)
{
    double out;
#line 244 "specs/special.yaml"
    out = opspec_gammainc(a, x, 1);
#line 347 "special.c"
    *opspec_out_out = out;
}
#endif /* Gammaincc */

/* ------------------------------------------------------------ Ndtr (specs/special.yaml:251) */
#ifdef OPSPEC_OP_Ndtr
static inline void Ndtr__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 257 "specs/special.yaml"
    out = (0.5 * erfc(-x * M_SQRT1_2)
#line 359 "special.c"
    );
    *opspec_out_out = out;
}
static inline void Ndtr__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 257 "specs/special.yaml"
    out = (0.5 * erfc(-x * M_SQRT1_2)
#line 368 "special.c"
    );
    *opspec_out_out = out;
}
#endif /* Ndtr */

/* ------------------------------------------------------------ LogNdtr (specs/special.yaml:262) */
#ifdef OPSPEC_OP_LogNdtr
static inline void LogNdtr__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 269 "specs/special.yaml"
    out = x > -1 ? log1p(-0.5 * erfc(x * M_SQRT1_2)) : log(0.5 * opspec_erfcx(-x * M_SQRT1_2)) - x * x / 2;
#line 381 "special.c"
    *opspec_out_out = out;
}
static inline void LogNdtr__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 269 "specs/special.yaml"
    out = x > -1 ? log1p(-0.5 * erfc(x * M_SQRT1_2)) : log(0.5 * opspec_erfcx(-x * M_SQRT1_2)) - x * x / 2;
#line 389 "special.c"
    *opspec_out_out = out;
}
#endif /* LogNdtr */

/* ------------------------------------------------------------ Ndtri (specs/special.yaml:275) */
#ifdef OPSPEC_OP_Ndtri
static inline void Ndtri__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 281 "specs/special.yaml"
    out = -M_SQRT2 * opspec_erfcinv(2 * x);
#line 401 "special.c"
    *opspec_out_out = out;
}
static inline void Ndtri__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 281 "specs/special.yaml"
    out = -M_SQRT2 * opspec_erfcinv(2 * x);
#line 409 "special.c"
    *opspec_out_out = out;
}
#endif /* Ndtri */

/* ------------------------------------------------------------ XLogY (specs/special.yaml:286) */
#ifdef OPSPEC_OP_XLogY
static inline void XLogY__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 293 "specs/special.yaml"
    out = (x == 0 && y == y ? 0 : x * log(y)
#line 421 "special.c"
    );
    *opspec_out_out = out;
}
static inline void XLogY__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 293 "specs/special.yaml"
    out = (x == 0 && y == y ? 0 : x * log(y)
#line 430 "special.c"
    );
    *opspec_out_out = out;
}
#endif /* XLogY */

/* ------------------------------------------------------------ XLog1PY (specs/special.yaml:298) */
#ifdef OPSPEC_OP_XLog1PY
static inline void XLog1PY__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 305 "specs/special.yaml"
    out = (x == 0 && y == y ? 0 : x * log1p(y)
#line 443 "special.c"
    );
    *opspec_out_out = out;
}
static inline void XLog1PY__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 305 "specs/special.yaml"
    out = (x == 0 && y == y ? 0 : x * log1p(y)
#line 452 "special.c"
    );
    *opspec_out_out = out;
}
#endif /* XLog1PY */

/* ------------------------------------------------------------ Log1mexp (specs/special.yaml:310) */
#ifdef OPSPEC_OP_Log1mexp
static inline void Log1mexp__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 316 "specs/special.yaml"
    out = (x > 0 ? NAN : x > -M_LN2 ? log(-expm1(x)) : log1p(-exp(x))
#line 465 "special.c"
    );
    *opspec_out_out = out;
}
static inline void Log1mexp__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 316 "specs/special.yaml"
    out = (x > 0 ? NAN : x > -M_LN2 ? log(-expm1(x)) : log1p(-exp(x))
#line 474 "special.c"
    );
    *opspec_out_out = out;
}
#endif /* Log1mexp */

/* ------------------------------------------------------------ Logit (specs/special.yaml:325) */
#ifdef OPSPEC_OP_Logit
static inline void Logit__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 331 "specs/special.yaml"
    out = (log(x / (1 - x))
#line 487 "special.c"
    );
    *opspec_out_out = out;
}
static inline void Logit__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 331 "specs/special.yaml"
    out = (log(x / (1 - x))
#line 496 "special.c"
    );
    *opspec_out_out = out;
}
#endif /* Logit */
