/* Generated from specs/errorfunc.yaml by `opspec generate`. Edit the spec, not this file.
   What it contributes to the C kernels of errorfunc: per op a block of scalar functions
   (or body: kernels), one per dtype instantiation; each kernel is compiled from this text and
   the loops its KernelSpec gives (opspec/kernels). ABI: opspec/kernels/opspec_kernel.h. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Erfc (specs/errorfunc.yaml:4) */
#ifdef OPSPEC_OP_Erfc
static inline void Erfc__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 11 "specs/errorfunc.yaml"
    out = (erfc(x)
#line 15 "errorfunc.c"
    );
    *opspec_out_out = out;
}
static inline void Erfc__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 11 "specs/errorfunc.yaml"
    out = (erfc(x)
#line 24 "errorfunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Erfc */

/* ------------------------------------------------------------ support of Erfcx, Erfinv, Erfcinv, LogNdtr, Ndtri */
#if defined(OPSPEC_OP_Erfcx) || defined(OPSPEC_OP_Erfinv) || defined(OPSPEC_OP_Erfcinv) || defined(OPSPEC_OP_LogNdtr) || defined(OPSPEC_OP_Ndtri)
#line 26 "specs/errorfunc.yaml"
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
#line 76 "errorfunc.c"
#endif

/* ------------------------------------------------------------ Erfcx (specs/errorfunc.yaml:17) */
#ifdef OPSPEC_OP_Erfcx
static inline void Erfcx__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 24 "specs/errorfunc.yaml"
    out = opspec_erfcx(x);
#line 86 "errorfunc.c"
    *opspec_out_out = out;
}
static inline void Erfcx__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 24 "specs/errorfunc.yaml"
    out = opspec_erfcx(x);
#line 94 "errorfunc.c"
    *opspec_out_out = out;
}
#endif /* Erfcx */

/* ------------------------------------------------------------ Erfinv (specs/errorfunc.yaml:73) */
#ifdef OPSPEC_OP_Erfinv
static inline void Erfinv__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 79 "specs/errorfunc.yaml"
    out = opspec_erfinv(x);
#line 106 "errorfunc.c"
    *opspec_out_out = out;
}
static inline void Erfinv__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 79 "specs/errorfunc.yaml"
    out = opspec_erfinv(x);
#line 114 "errorfunc.c"
    *opspec_out_out = out;
}
#endif /* Erfinv */

/* ------------------------------------------------------------ Erfcinv (specs/errorfunc.yaml:85) */
#ifdef OPSPEC_OP_Erfcinv
static inline void Erfcinv__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 91 "specs/errorfunc.yaml"
    out = opspec_erfcinv(x);
#line 126 "errorfunc.c"
    *opspec_out_out = out;
}
static inline void Erfcinv__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 91 "specs/errorfunc.yaml"
    out = opspec_erfcinv(x);
#line 134 "errorfunc.c"
    *opspec_out_out = out;
}
#endif /* Erfcinv */

/* ------------------------------------------------------------ Ndtr (specs/errorfunc.yaml:96) */
#ifdef OPSPEC_OP_Ndtr
static inline void Ndtr__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 103 "specs/errorfunc.yaml"
    out = (0.5 * erfc(-x * M_SQRT1_2)
#line 146 "errorfunc.c"
    );
    *opspec_out_out = out;
}
static inline void Ndtr__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 103 "specs/errorfunc.yaml"
    out = (0.5 * erfc(-x * M_SQRT1_2)
#line 155 "errorfunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Ndtr */

/* ------------------------------------------------------------ LogNdtr (specs/errorfunc.yaml:108) */
#ifdef OPSPEC_OP_LogNdtr
static inline void LogNdtr__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 115 "specs/errorfunc.yaml"
    out = x > -1 ? log1p(-0.5 * erfc(x * M_SQRT1_2)) : log(0.5 * opspec_erfcx(-x * M_SQRT1_2)) - x * x / 2;
#line 168 "errorfunc.c"
    *opspec_out_out = out;
}
static inline void LogNdtr__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 115 "specs/errorfunc.yaml"
    out = x > -1 ? log1p(-0.5 * erfc(x * M_SQRT1_2)) : log(0.5 * opspec_erfcx(-x * M_SQRT1_2)) - x * x / 2;
#line 176 "errorfunc.c"
    *opspec_out_out = out;
}
#endif /* LogNdtr */

/* ------------------------------------------------------------ Ndtri (specs/errorfunc.yaml:121) */
#ifdef OPSPEC_OP_Ndtri
static inline void Ndtri__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 127 "specs/errorfunc.yaml"
    out = -M_SQRT2 * opspec_erfcinv(2 * x);
#line 188 "errorfunc.c"
    *opspec_out_out = out;
}
static inline void Ndtri__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 127 "specs/errorfunc.yaml"
    out = -M_SQRT2 * opspec_erfcinv(2 * x);
#line 196 "errorfunc.c"
    *opspec_out_out = out;
}
#endif /* Ndtri */

/* ------------------------------------------------------------ Log1mexp (specs/errorfunc.yaml:132) */
#ifdef OPSPEC_OP_Log1mexp
static inline void Log1mexp__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 138 "specs/errorfunc.yaml"
    out = (x > 0 ? NAN : x > -M_LN2 ? log(-expm1(x)) : log1p(-exp(x))
#line 208 "errorfunc.c"
    );
    *opspec_out_out = out;
}
static inline void Log1mexp__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 138 "specs/errorfunc.yaml"
    out = (x > 0 ? NAN : x > -M_LN2 ? log(-expm1(x)) : log1p(-exp(x))
#line 217 "errorfunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Log1mexp */

/* ------------------------------------------------------------ Logit (specs/errorfunc.yaml:147) */
#ifdef OPSPEC_OP_Logit
static inline void Logit__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 153 "specs/errorfunc.yaml"
    out = (log(x / (1 - x))
#line 230 "errorfunc.c"
    );
    *opspec_out_out = out;
}
static inline void Logit__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 153 "specs/errorfunc.yaml"
    out = (log(x / (1 - x))
#line 239 "errorfunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Logit */
