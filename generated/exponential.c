/* Generated from specs/exponential.yaml by `opspec generate`. Edit the spec, not this file.
   What it contributes to the C kernels of exponential: per op a block of scalar functions
   (or body: kernels), one per dtype instantiation; each kernel is compiled from this text and
   the loops its KernelSpec gives (opspec/kernels). ABI: opspec/kernels/opspec_kernel.h. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Exp2 (specs/exponential.yaml:4) */
#ifdef OPSPEC_OP_Exp2
static inline void Exp2__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 10 "specs/exponential.yaml"
    out = (exp2(x)
#line 15 "exponential.c"
    );
    *opspec_out_out = out;
}
static inline void Exp2__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 10 "specs/exponential.yaml"
    out = (exp2(x)
#line 24 "exponential.c"
    );
    *opspec_out_out = out;
}
#endif /* Exp2 */

/* ------------------------------------------------------------ Log2 (specs/exponential.yaml:15) */
#ifdef OPSPEC_OP_Log2
static inline void Log2__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 21 "specs/exponential.yaml"
    out = (log2(x)
#line 37 "exponential.c"
    );
    *opspec_out_out = out;
}
static inline void Log2__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 21 "specs/exponential.yaml"
    out = (log2(x)
#line 46 "exponential.c"
    );
    *opspec_out_out = out;
}
#endif /* Log2 */

/* ------------------------------------------------------------ Log10 (specs/exponential.yaml:26) */
#ifdef OPSPEC_OP_Log10
static inline void Log10__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 32 "specs/exponential.yaml"
    out = (log10(x)
#line 59 "exponential.c"
    );
    *opspec_out_out = out;
}
static inline void Log10__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 32 "specs/exponential.yaml"
    out = (log10(x)
#line 68 "exponential.c"
    );
    *opspec_out_out = out;
}
#endif /* Log10 */

/* ------------------------------------------------------------ Cbrt (specs/exponential.yaml:37) */
#ifdef OPSPEC_OP_Cbrt
static inline void Cbrt__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 43 "specs/exponential.yaml"
    out = (cbrt(x)
#line 81 "exponential.c"
    );
    *opspec_out_out = out;
}
static inline void Cbrt__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 43 "specs/exponential.yaml"
    out = (cbrt(x)
#line 90 "exponential.c"
    );
    *opspec_out_out = out;
}
#endif /* Cbrt */

/* ------------------------------------------------------------ Reciprocal (specs/exponential.yaml:48) */
#ifdef OPSPEC_OP_Reciprocal
static inline void Reciprocal__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 54 "specs/exponential.yaml"
    out = (1 / x
#line 103 "exponential.c"
    );
    *opspec_out_out = out;
}
static inline void Reciprocal__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 54 "specs/exponential.yaml"
    out = (1 / x
#line 112 "exponential.c"
    );
    *opspec_out_out = out;
}
#endif /* Reciprocal */

/* ------------------------------------------------------------ LogAddExp (specs/exponential.yaml:59) */
#ifdef OPSPEC_OP_LogAddExp
static inline void LogAddExp__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 65 "specs/exponential.yaml"
    out = (x == y ? x + M_LN2 : x > y ? x + log1p(exp(y - x)) : y + log1p(exp(x - y))
#line 125 "exponential.c"
    );
    *opspec_out_out = out;
}
static inline void LogAddExp__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 65 "specs/exponential.yaml"
    out = (x == y ? x + M_LN2 : x > y ? x + log1p(exp(y - x)) : y + log1p(exp(x - y))
#line 134 "exponential.c"
    );
    *opspec_out_out = out;
}
#endif /* LogAddExp */

/* ------------------------------------------------------------ LogAddExp2 (specs/exponential.yaml:72) */
#ifdef OPSPEC_OP_LogAddExp2
static inline void LogAddExp2__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 78 "specs/exponential.yaml"
    out = (x == y ? x + 1 : x > y ? x + log1p(exp2(y - x)) / M_LN2 : y + log1p(exp2(x - y)) / M_LN2
#line 147 "exponential.c"
    );
    *opspec_out_out = out;
}
static inline void LogAddExp2__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 78 "specs/exponential.yaml"
    out = (x == y ? x + 1 : x > y ? x + log1p(exp2(y - x)) / M_LN2 : y + log1p(exp2(x - y)) / M_LN2
#line 156 "exponential.c"
    );
    *opspec_out_out = out;
}
#endif /* LogAddExp2 */
