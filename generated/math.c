/* Generated from specs/math.yaml by `opspec generate`. Edit the spec, not this file.
   What it contributes to the C kernels of math: per op a block of scalar functions
   (or body: kernels), one per dtype instantiation; each kernel is compiled from this text and
   the loops its KernelSpec gives (opspec/kernels). ABI: opspec/kernels/opspec_kernel.h. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Exp (specs/math.yaml:3) */
#ifdef OPSPEC_OP_Exp
static inline void Exp__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 9 "specs/math.yaml"
    out = (exp(x)
#line 15 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Exp__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 9 "specs/math.yaml"
    out = (exp(x)
#line 24 "math.c"
    );
    *opspec_out_out = out;
}
#endif /* Exp */

/* ------------------------------------------------------------ Log (specs/math.yaml:17) */
#ifdef OPSPEC_OP_Log
static inline void Log__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 23 "specs/math.yaml"
    out = (log(x)
#line 37 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Log__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 23 "specs/math.yaml"
    out = (log(x)
#line 46 "math.c"
    );
    *opspec_out_out = out;
}
#endif /* Log */

/* ------------------------------------------------------------ Log1p (specs/math.yaml:28) */
#ifdef OPSPEC_OP_Log1p
static inline void Log1p__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 34 "specs/math.yaml"
    out = (log1p(x)
#line 59 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Log1p__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 34 "specs/math.yaml"
    out = (log1p(x)
#line 68 "math.c"
    );
    *opspec_out_out = out;
}
#endif /* Log1p */

/* ------------------------------------------------------------ Expm1 (specs/math.yaml:40) */
#ifdef OPSPEC_OP_Expm1
static inline void Expm1__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 46 "specs/math.yaml"
    out = (expm1(x)
#line 81 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Expm1__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 46 "specs/math.yaml"
    out = (expm1(x)
#line 90 "math.c"
    );
    *opspec_out_out = out;
}
#endif /* Expm1 */

/* ------------------------------------------------------------ Sqrt (specs/math.yaml:51) */
#ifdef OPSPEC_OP_Sqrt
static inline void Sqrt__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 57 "specs/math.yaml"
    out = (sqrt(x)
#line 103 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Sqrt__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 57 "specs/math.yaml"
    out = (sqrt(x)
#line 112 "math.c"
    );
    *opspec_out_out = out;
}
#endif /* Sqrt */

/* ------------------------------------------------------------ Sin (specs/math.yaml:62) */
#ifdef OPSPEC_OP_Sin
static inline void Sin__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 68 "specs/math.yaml"
    out = (sin(x)
#line 125 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Sin__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 68 "specs/math.yaml"
    out = (sin(x)
#line 134 "math.c"
    );
    *opspec_out_out = out;
}
#endif /* Sin */

/* ------------------------------------------------------------ Cos (specs/math.yaml:73) */
#ifdef OPSPEC_OP_Cos
static inline void Cos__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 79 "specs/math.yaml"
    out = (cos(x)
#line 147 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Cos__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 79 "specs/math.yaml"
    out = (cos(x)
#line 156 "math.c"
    );
    *opspec_out_out = out;
}
#endif /* Cos */

/* ------------------------------------------------------------ Tanh (specs/math.yaml:84) */
#ifdef OPSPEC_OP_Tanh
static inline void Tanh__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 90 "specs/math.yaml"
    out = (tanh(x)
#line 169 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Tanh__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 90 "specs/math.yaml"
    out = (tanh(x)
#line 178 "math.c"
    );
    *opspec_out_out = out;
}
#endif /* Tanh */

/* ------------------------------------------------------------ Sigmoid (specs/math.yaml:95) */
#ifdef OPSPEC_OP_Sigmoid
static inline void Sigmoid__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 101 "specs/math.yaml"
    out = ((x >= 0 ? 1 : exp(-fabs(x))) / (1 + exp(-fabs(x)))
#line 191 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Sigmoid__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 101 "specs/math.yaml"
    out = ((x >= 0 ? 1 : exp(-fabs(x))) / (1 + exp(-fabs(x)))
#line 200 "math.c"
    );
    *opspec_out_out = out;
}
#endif /* Sigmoid */

/* ------------------------------------------------------------ Softplus (specs/math.yaml:110) */
#ifdef OPSPEC_OP_Softplus
static inline void Softplus__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 116 "specs/math.yaml"
    out = ((x > 0 ? x : 0) + log1p(exp(-fabs(x)))
#line 213 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Softplus__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 116 "specs/math.yaml"
    out = ((x > 0 ? x : 0) + log1p(exp(-fabs(x)))
#line 222 "math.c"
    );
    *opspec_out_out = out;
}
#endif /* Softplus */

/* ------------------------------------------------------------ Erf (specs/math.yaml:125) */
#ifdef OPSPEC_OP_Erf
static inline void Erf__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 132 "specs/math.yaml"
    out = (erf(x)
#line 235 "math.c"
    );
    *opspec_out_out = out;
}
static inline void Erf__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 132 "specs/math.yaml"
    out = (erf(x)
#line 244 "math.c"
    );
    *opspec_out_out = out;
}
#endif /* Erf */
