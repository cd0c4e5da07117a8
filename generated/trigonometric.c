/* Generated from specs/trigonometric.yaml by `opspec generate`. Edit the spec, not this file.
   What it contributes to the C kernels of trigonometric: per op a block of scalar functions
   (or body: kernels), one per dtype instantiation; each kernel is compiled from this text and
   the loops its KernelSpec gives (opspec/kernels). ABI: opspec/kernels/opspec_kernel.h. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Tan (specs/trigonometric.yaml:4) */
#ifdef OPSPEC_OP_Tan
static inline void Tan__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 10 "specs/trigonometric.yaml"
    out = (tan(x)
#line 15 "trigonometric.c"
    );
    *opspec_out_out = out;
}
static inline void Tan__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 10 "specs/trigonometric.yaml"
    out = (tan(x)
#line 24 "trigonometric.c"
    );
    *opspec_out_out = out;
}
#endif /* Tan */

/* ------------------------------------------------------------ ArcSin (specs/trigonometric.yaml:15) */
#ifdef OPSPEC_OP_ArcSin
static inline void ArcSin__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 21 "specs/trigonometric.yaml"
    out = (asin(x)
#line 37 "trigonometric.c"
    );
    *opspec_out_out = out;
}
static inline void ArcSin__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 21 "specs/trigonometric.yaml"
    out = (asin(x)
#line 46 "trigonometric.c"
    );
    *opspec_out_out = out;
}
#endif /* ArcSin */

/* ------------------------------------------------------------ ArcCos (specs/trigonometric.yaml:26) */
#ifdef OPSPEC_OP_ArcCos
static inline void ArcCos__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 32 "specs/trigonometric.yaml"
    out = (acos(x)
#line 59 "trigonometric.c"
    );
    *opspec_out_out = out;
}
static inline void ArcCos__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 32 "specs/trigonometric.yaml"
    out = (acos(x)
#line 68 "trigonometric.c"
    );
    *opspec_out_out = out;
}
#endif /* ArcCos */

/* ------------------------------------------------------------ ArcTan (specs/trigonometric.yaml:37) */
#ifdef OPSPEC_OP_ArcTan
static inline void ArcTan__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 43 "specs/trigonometric.yaml"
    out = (atan(x)
#line 81 "trigonometric.c"
    );
    *opspec_out_out = out;
}
static inline void ArcTan__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 43 "specs/trigonometric.yaml"
    out = (atan(x)
#line 90 "trigonometric.c"
    );
    *opspec_out_out = out;
}
#endif /* ArcTan */

/* ------------------------------------------------------------ ArcTan2 (specs/trigonometric.yaml:48) */
#ifdef OPSPEC_OP_ArcTan2
static inline void ArcTan2__float32_float32__float32_elem(const float y, const float x, float *opspec_out_out)
{
    float out;
#line 54 "specs/trigonometric.yaml"
    out = (atan2(y, x)
#line 103 "trigonometric.c"
    );
    *opspec_out_out = out;
}
static inline void ArcTan2__float64_float64__float64_elem(const double y, const double x, double *opspec_out_out)
{
    double out;
#line 54 "specs/trigonometric.yaml"
    out = (atan2(y, x)
#line 112 "trigonometric.c"
    );
    *opspec_out_out = out;
}
#endif /* ArcTan2 */

/* ------------------------------------------------------------ Sinh (specs/trigonometric.yaml:61) */
#ifdef OPSPEC_OP_Sinh
static inline void Sinh__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 67 "specs/trigonometric.yaml"
    out = (sinh(x)
#line 125 "trigonometric.c"
    );
    *opspec_out_out = out;
}
static inline void Sinh__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 67 "specs/trigonometric.yaml"
    out = (sinh(x)
#line 134 "trigonometric.c"
    );
    *opspec_out_out = out;
}
#endif /* Sinh */

/* ------------------------------------------------------------ Cosh (specs/trigonometric.yaml:72) */
#ifdef OPSPEC_OP_Cosh
static inline void Cosh__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 78 "specs/trigonometric.yaml"
    out = (cosh(x)
#line 147 "trigonometric.c"
    );
    *opspec_out_out = out;
}
static inline void Cosh__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 78 "specs/trigonometric.yaml"
    out = (cosh(x)
#line 156 "trigonometric.c"
    );
    *opspec_out_out = out;
}
#endif /* Cosh */

/* ------------------------------------------------------------ ArcSinh (specs/trigonometric.yaml:83) */
#ifdef OPSPEC_OP_ArcSinh
static inline void ArcSinh__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 89 "specs/trigonometric.yaml"
    out = (asinh(x)
#line 169 "trigonometric.c"
    );
    *opspec_out_out = out;
}
static inline void ArcSinh__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 89 "specs/trigonometric.yaml"
    out = (asinh(x)
#line 178 "trigonometric.c"
    );
    *opspec_out_out = out;
}
#endif /* ArcSinh */

/* ------------------------------------------------------------ ArcCosh (specs/trigonometric.yaml:94) */
#ifdef OPSPEC_OP_ArcCosh
static inline void ArcCosh__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 100 "specs/trigonometric.yaml"
    out = (acosh(x)
#line 191 "trigonometric.c"
    );
    *opspec_out_out = out;
}
static inline void ArcCosh__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 100 "specs/trigonometric.yaml"
    out = (acosh(x)
#line 200 "trigonometric.c"
    );
    *opspec_out_out = out;
}
#endif /* ArcCosh */

/* ------------------------------------------------------------ ArcTanh (specs/trigonometric.yaml:105) */
#ifdef OPSPEC_OP_ArcTanh
static inline void ArcTanh__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 111 "specs/trigonometric.yaml"
    out = (atanh(x)
#line 213 "trigonometric.c"
    );
    *opspec_out_out = out;
}
static inline void ArcTanh__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 111 "specs/trigonometric.yaml"
    out = (atanh(x)
#line 222 "trigonometric.c"
    );
    *opspec_out_out = out;
}
#endif /* ArcTanh */

/* ------------------------------------------------------------ Hypot (specs/trigonometric.yaml:116) */
#ifdef OPSPEC_OP_Hypot
static inline void Hypot__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 122 "specs/trigonometric.yaml"
    out = (hypot(x, y)
#line 235 "trigonometric.c"
    );
    *opspec_out_out = out;
}
static inline void Hypot__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 122 "specs/trigonometric.yaml"
    out = (hypot(x, y)
#line 244 "trigonometric.c"
    );
    *opspec_out_out = out;
}
#endif /* Hypot */

/* ------------------------------------------------------------ Deg2Rad (specs/trigonometric.yaml:127) */
#ifdef OPSPEC_OP_Deg2Rad
static inline void Deg2Rad__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 133 "specs/trigonometric.yaml"
    out = (x * ((__typeof__(x))M_PI / 180)
#line 257 "trigonometric.c"
    );
    *opspec_out_out = out;
}
static inline void Deg2Rad__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 133 "specs/trigonometric.yaml"
    out = (x * ((__typeof__(x))M_PI / 180)
#line 266 "trigonometric.c"
    );
    *opspec_out_out = out;
}
#endif /* Deg2Rad */

/* ------------------------------------------------------------ Rad2Deg (specs/trigonometric.yaml:138) */
#ifdef OPSPEC_OP_Rad2Deg
static inline void Rad2Deg__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 144 "specs/trigonometric.yaml"
    out = (x * (180 / (__typeof__(x))M_PI)
#line 279 "trigonometric.c"
    );
    *opspec_out_out = out;
}
static inline void Rad2Deg__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 144 "specs/trigonometric.yaml"
    out = (x * (180 / (__typeof__(x))M_PI)
#line 288 "trigonometric.c"
    );
    *opspec_out_out = out;
}
#endif /* Rad2Deg */
