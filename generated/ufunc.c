/* Generated from specs/ufunc.yaml by `opspec generate`. Edit the spec, not this file.
   What it contributes to the C kernels of ufunc: per op a block of scalar functions
   (or body: kernels), one per dtype instantiation; each kernel is compiled from this text and
   the loops its KernelSpec gives (opspec/kernels). ABI: opspec/kernels/opspec_kernel.h. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Tan (specs/ufunc.yaml:4) */
#ifdef OPSPEC_OP_Tan
static inline void Tan__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 10 "specs/ufunc.yaml"
    out = (tan(x)
#line 15 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Tan__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 10 "specs/ufunc.yaml"
    out = (tan(x)
#line 24 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Tan */

/* ------------------------------------------------------------ ArcSin (specs/ufunc.yaml:15) */
#ifdef OPSPEC_OP_ArcSin
static inline void ArcSin__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 21 "specs/ufunc.yaml"
    out = (asin(x)
#line 37 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void ArcSin__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 21 "specs/ufunc.yaml"
    out = (asin(x)
#line 46 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* ArcSin */

/* ------------------------------------------------------------ ArcCos (specs/ufunc.yaml:26) */
#ifdef OPSPEC_OP_ArcCos
static inline void ArcCos__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 32 "specs/ufunc.yaml"
    out = (acos(x)
#line 59 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void ArcCos__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 32 "specs/ufunc.yaml"
    out = (acos(x)
#line 68 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* ArcCos */

/* ------------------------------------------------------------ ArcTan (specs/ufunc.yaml:37) */
#ifdef OPSPEC_OP_ArcTan
static inline void ArcTan__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 43 "specs/ufunc.yaml"
    out = (atan(x)
#line 81 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void ArcTan__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 43 "specs/ufunc.yaml"
    out = (atan(x)
#line 90 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* ArcTan */

/* ------------------------------------------------------------ ArcTan2 (specs/ufunc.yaml:48) */
#ifdef OPSPEC_OP_ArcTan2
static inline void ArcTan2__float32_float32__float32_elem(const float y, const float x, float *opspec_out_out)
{
    float out;
#line 54 "specs/ufunc.yaml"
    out = (atan2(y, x)
#line 103 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void ArcTan2__float64_float64__float64_elem(const double y, const double x, double *opspec_out_out)
{
    double out;
#line 54 "specs/ufunc.yaml"
    out = (atan2(y, x)
#line 112 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* ArcTan2 */

/* ------------------------------------------------------------ Sinh (specs/ufunc.yaml:61) */
#ifdef OPSPEC_OP_Sinh
static inline void Sinh__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 67 "specs/ufunc.yaml"
    out = (sinh(x)
#line 125 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Sinh__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 67 "specs/ufunc.yaml"
    out = (sinh(x)
#line 134 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Sinh */

/* ------------------------------------------------------------ Cosh (specs/ufunc.yaml:72) */
#ifdef OPSPEC_OP_Cosh
static inline void Cosh__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 78 "specs/ufunc.yaml"
    out = (cosh(x)
#line 147 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Cosh__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 78 "specs/ufunc.yaml"
    out = (cosh(x)
#line 156 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Cosh */

/* ------------------------------------------------------------ ArcSinh (specs/ufunc.yaml:83) */
#ifdef OPSPEC_OP_ArcSinh
static inline void ArcSinh__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 89 "specs/ufunc.yaml"
    out = (asinh(x)
#line 169 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void ArcSinh__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 89 "specs/ufunc.yaml"
    out = (asinh(x)
#line 178 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* ArcSinh */

/* ------------------------------------------------------------ ArcCosh (specs/ufunc.yaml:94) */
#ifdef OPSPEC_OP_ArcCosh
static inline void ArcCosh__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 100 "specs/ufunc.yaml"
    out = (acosh(x)
#line 191 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void ArcCosh__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 100 "specs/ufunc.yaml"
    out = (acosh(x)
#line 200 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* ArcCosh */

/* ------------------------------------------------------------ ArcTanh (specs/ufunc.yaml:105) */
#ifdef OPSPEC_OP_ArcTanh
static inline void ArcTanh__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 111 "specs/ufunc.yaml"
    out = (atanh(x)
#line 213 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void ArcTanh__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 111 "specs/ufunc.yaml"
    out = (atanh(x)
#line 222 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* ArcTanh */

/* ------------------------------------------------------------ Exp2 (specs/ufunc.yaml:116) */
#ifdef OPSPEC_OP_Exp2
static inline void Exp2__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 122 "specs/ufunc.yaml"
    out = (exp2(x)
#line 235 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Exp2__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 122 "specs/ufunc.yaml"
    out = (exp2(x)
#line 244 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Exp2 */

/* ------------------------------------------------------------ Log2 (specs/ufunc.yaml:127) */
#ifdef OPSPEC_OP_Log2
static inline void Log2__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 133 "specs/ufunc.yaml"
    out = (log2(x)
#line 257 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Log2__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 133 "specs/ufunc.yaml"
    out = (log2(x)
#line 266 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Log2 */

/* ------------------------------------------------------------ Log10 (specs/ufunc.yaml:138) */
#ifdef OPSPEC_OP_Log10
static inline void Log10__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 144 "specs/ufunc.yaml"
    out = (log10(x)
#line 279 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Log10__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 144 "specs/ufunc.yaml"
    out = (log10(x)
#line 288 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Log10 */

/* ------------------------------------------------------------ Cbrt (specs/ufunc.yaml:149) */
#ifdef OPSPEC_OP_Cbrt
static inline void Cbrt__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 155 "specs/ufunc.yaml"
    out = (cbrt(x)
#line 301 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Cbrt__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 155 "specs/ufunc.yaml"
    out = (cbrt(x)
#line 310 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Cbrt */

/* ------------------------------------------------------------ Reciprocal (specs/ufunc.yaml:160) */
#ifdef OPSPEC_OP_Reciprocal
static inline void Reciprocal__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 166 "specs/ufunc.yaml"
    out = (1 / x
#line 323 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Reciprocal__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 166 "specs/ufunc.yaml"
    out = (1 / x
#line 332 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Reciprocal */

/* ------------------------------------------------------------ Hypot (specs/ufunc.yaml:171) */
#ifdef OPSPEC_OP_Hypot
static inline void Hypot__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 177 "specs/ufunc.yaml"
    out = (hypot(x, y)
#line 345 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Hypot__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 177 "specs/ufunc.yaml"
    out = (hypot(x, y)
#line 354 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Hypot */

/* ------------------------------------------------------------ Deg2Rad (specs/ufunc.yaml:182) */
#ifdef OPSPEC_OP_Deg2Rad
static inline void Deg2Rad__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 188 "specs/ufunc.yaml"
    out = (x * ((__typeof__(x))M_PI / 180)
#line 367 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Deg2Rad__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 188 "specs/ufunc.yaml"
    out = (x * ((__typeof__(x))M_PI / 180)
#line 376 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Deg2Rad */

/* ------------------------------------------------------------ Rad2Deg (specs/ufunc.yaml:193) */
#ifdef OPSPEC_OP_Rad2Deg
static inline void Rad2Deg__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 199 "specs/ufunc.yaml"
    out = (x * (180 / (__typeof__(x))M_PI)
#line 389 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Rad2Deg__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 199 "specs/ufunc.yaml"
    out = (x * (180 / (__typeof__(x))M_PI)
#line 398 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Rad2Deg */

/* ------------------------------------------------------------ Floor (specs/ufunc.yaml:204) */
#ifdef OPSPEC_OP_Floor
static inline void Floor__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
#line 210 "specs/ufunc.yaml"
    out = (_Generic((x), float: floorf(x), double: floor(x), default: x)
#line 411 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Floor__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
#line 210 "specs/ufunc.yaml"
    out = (_Generic((x), float: floorf(x), double: floor(x), default: x)
#line 420 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Floor__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
#line 210 "specs/ufunc.yaml"
    out = (_Generic((x), float: floorf(x), double: floor(x), default: x)
#line 429 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Floor__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
#line 210 "specs/ufunc.yaml"
    out = (_Generic((x), float: floorf(x), double: floor(x), default: x)
#line 438 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Floor__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 210 "specs/ufunc.yaml"
    out = (_Generic((x), float: floorf(x), double: floor(x), default: x)
#line 447 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Floor__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 210 "specs/ufunc.yaml"
    out = (_Generic((x), float: floorf(x), double: floor(x), default: x)
#line 456 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Floor__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 210 "specs/ufunc.yaml"
    out = (_Generic((x), float: floorf(x), double: floor(x), default: x)
#line 465 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Floor */

/* ------------------------------------------------------------ Ceil (specs/ufunc.yaml:215) */
#ifdef OPSPEC_OP_Ceil
static inline void Ceil__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
#line 221 "specs/ufunc.yaml"
    out = (_Generic((x), float: ceilf(x), double: ceil(x), default: x)
#line 478 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Ceil__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
#line 221 "specs/ufunc.yaml"
    out = (_Generic((x), float: ceilf(x), double: ceil(x), default: x)
#line 487 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Ceil__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
#line 221 "specs/ufunc.yaml"
    out = (_Generic((x), float: ceilf(x), double: ceil(x), default: x)
#line 496 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Ceil__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
#line 221 "specs/ufunc.yaml"
    out = (_Generic((x), float: ceilf(x), double: ceil(x), default: x)
#line 505 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Ceil__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 221 "specs/ufunc.yaml"
    out = (_Generic((x), float: ceilf(x), double: ceil(x), default: x)
#line 514 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Ceil__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 221 "specs/ufunc.yaml"
    out = (_Generic((x), float: ceilf(x), double: ceil(x), default: x)
#line 523 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Ceil__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 221 "specs/ufunc.yaml"
    out = (_Generic((x), float: ceilf(x), double: ceil(x), default: x)
#line 532 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Ceil */

/* ------------------------------------------------------------ Trunc (specs/ufunc.yaml:226) */
#ifdef OPSPEC_OP_Trunc
static inline void Trunc__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
#line 232 "specs/ufunc.yaml"
    out = (_Generic((x), float: truncf(x), double: trunc(x), default: x)
#line 545 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Trunc__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
#line 232 "specs/ufunc.yaml"
    out = (_Generic((x), float: truncf(x), double: trunc(x), default: x)
#line 554 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Trunc__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
#line 232 "specs/ufunc.yaml"
    out = (_Generic((x), float: truncf(x), double: trunc(x), default: x)
#line 563 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Trunc__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
#line 232 "specs/ufunc.yaml"
    out = (_Generic((x), float: truncf(x), double: trunc(x), default: x)
#line 572 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Trunc__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 232 "specs/ufunc.yaml"
    out = (_Generic((x), float: truncf(x), double: trunc(x), default: x)
#line 581 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Trunc__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 232 "specs/ufunc.yaml"
    out = (_Generic((x), float: truncf(x), double: trunc(x), default: x)
#line 590 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Trunc__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 232 "specs/ufunc.yaml"
    out = (_Generic((x), float: truncf(x), double: trunc(x), default: x)
#line 599 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Trunc */

/* ------------------------------------------------------------ Rint (specs/ufunc.yaml:237) */
#ifdef OPSPEC_OP_Rint
static inline void Rint__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 243 "specs/ufunc.yaml"
    out = (rint(x)
#line 612 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Rint__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 243 "specs/ufunc.yaml"
    out = (rint(x)
#line 621 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Rint */

/* ------------------------------------------------------------ Round (specs/ufunc.yaml:248) */
#ifdef OPSPEC_OP_Round
static inline void Round__float32__float32_elem(const float x, float *opspec_out_out, int64_t decimals)
{
    float out;
#line 256 "specs/ufunc.yaml"
    out = (decimals == 0 ? rint(x) : decimals > 0 ? rint(x * (__typeof__(x))pow(10.0, decimals)) / (__typeof__(x))pow(10.0, decimals) : rint(x / (__typeof__(x))pow(10.0, -decimals)) * (__typeof__(x))pow(10.0, -decimals)
#line 634 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Round__float64__float64_elem(const double x, double *opspec_out_out, int64_t decimals)
{
    double out;
#line 256 "specs/ufunc.yaml"
    out = (decimals == 0 ? rint(x) : decimals > 0 ? rint(x * (__typeof__(x))pow(10.0, decimals)) / (__typeof__(x))pow(10.0, decimals) : rint(x / (__typeof__(x))pow(10.0, -decimals)) * (__typeof__(x))pow(10.0, -decimals)
#line 643 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Round */

/* ------------------------------------------------------------ Fmod (specs/ufunc.yaml:264) */
#ifdef OPSPEC_OP_Fmod
static inline void Fmod__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
#line 270 "specs/ufunc.yaml"
    out = (_Generic((x), float: fmodf(x, y), double: fmod(x, y), uint64_t: (uint64_t)y == 0 ? 0 : (uint64_t)x % (uint64_t)y, default: ((long long)y == 0 || (long long)y == -1) ? 0 : (long long)x % (long long)y)
#line 656 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Fmod__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
#line 270 "specs/ufunc.yaml"
    out = (_Generic((x), float: fmodf(x, y), double: fmod(x, y), uint64_t: (uint64_t)y == 0 ? 0 : (uint64_t)x % (uint64_t)y, default: ((long long)y == 0 || (long long)y == -1) ? 0 : (long long)x % (long long)y)
#line 665 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Fmod__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
#line 270 "specs/ufunc.yaml"
    out = (_Generic((x), float: fmodf(x, y), double: fmod(x, y), uint64_t: (uint64_t)y == 0 ? 0 : (uint64_t)x % (uint64_t)y, default: ((long long)y == 0 || (long long)y == -1) ? 0 : (long long)x % (long long)y)
#line 674 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Fmod__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 270 "specs/ufunc.yaml"
    out = (_Generic((x), float: fmodf(x, y), double: fmod(x, y), uint64_t: (uint64_t)y == 0 ? 0 : (uint64_t)x % (uint64_t)y, default: ((long long)y == 0 || (long long)y == -1) ? 0 : (long long)x % (long long)y)
#line 683 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Fmod__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 270 "specs/ufunc.yaml"
    out = (_Generic((x), float: fmodf(x, y), double: fmod(x, y), uint64_t: (uint64_t)y == 0 ? 0 : (uint64_t)x % (uint64_t)y, default: ((long long)y == 0 || (long long)y == -1) ? 0 : (long long)x % (long long)y)
#line 692 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Fmod__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 270 "specs/ufunc.yaml"
    out = (_Generic((x), float: fmodf(x, y), double: fmod(x, y), uint64_t: (uint64_t)y == 0 ? 0 : (uint64_t)x % (uint64_t)y, default: ((long long)y == 0 || (long long)y == -1) ? 0 : (long long)x % (long long)y)
#line 701 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Fmod */

/* ------------------------------------------------------------ CopySign (specs/ufunc.yaml:277) */
#ifdef OPSPEC_OP_CopySign
static inline void CopySign__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 283 "specs/ufunc.yaml"
    out = (copysign(x, y)
#line 714 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void CopySign__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 283 "specs/ufunc.yaml"
    out = (copysign(x, y)
#line 723 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* CopySign */

/* ------------------------------------------------------------ NextAfter (specs/ufunc.yaml:288) */
#ifdef OPSPEC_OP_NextAfter
static inline void NextAfter__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 294 "specs/ufunc.yaml"
    out = (nextafter(x, y)
#line 736 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void NextAfter__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 294 "specs/ufunc.yaml"
    out = (nextafter(x, y)
#line 745 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* NextAfter */

/* ------------------------------------------------------------ LogAddExp (specs/ufunc.yaml:299) */
#ifdef OPSPEC_OP_LogAddExp
static inline void LogAddExp__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 305 "specs/ufunc.yaml"
    out = (x == y ? x + M_LN2 : x > y ? x + log1p(exp(y - x)) : y + log1p(exp(x - y))
#line 758 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void LogAddExp__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 305 "specs/ufunc.yaml"
    out = (x == y ? x + M_LN2 : x > y ? x + log1p(exp(y - x)) : y + log1p(exp(x - y))
#line 767 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* LogAddExp */

/* ------------------------------------------------------------ LogAddExp2 (specs/ufunc.yaml:312) */
#ifdef OPSPEC_OP_LogAddExp2
static inline void LogAddExp2__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 318 "specs/ufunc.yaml"
    out = (x == y ? x + 1 : x > y ? x + log1p(exp2(y - x)) / M_LN2 : y + log1p(exp2(x - y)) / M_LN2
#line 780 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void LogAddExp2__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 318 "specs/ufunc.yaml"
    out = (x == y ? x + 1 : x > y ? x + log1p(exp2(y - x)) / M_LN2 : y + log1p(exp2(x - y)) / M_LN2
#line 789 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* LogAddExp2 */

/* ------------------------------------------------------------ IsNan (specs/ufunc.yaml:325) */
#ifdef OPSPEC_OP_IsNan
static inline void IsNan__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
#line 331 "specs/ufunc.yaml"
    out = (x != x
#line 802 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void IsNan__int8__bool_elem(const int8_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 331 "specs/ufunc.yaml"
    out = (x != x
#line 811 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void IsNan__int32__bool_elem(const int32_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 331 "specs/ufunc.yaml"
    out = (x != x
#line 820 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void IsNan__int64__bool_elem(const int64_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 331 "specs/ufunc.yaml"
    out = (x != x
#line 829 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void IsNan__uint8__bool_elem(const uint8_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 331 "specs/ufunc.yaml"
    out = (x != x
#line 838 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void IsNan__float32__bool_elem(const float x, _Bool *opspec_out_out)
{
    _Bool out;
#line 331 "specs/ufunc.yaml"
    out = (x != x
#line 847 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void IsNan__float64__bool_elem(const double x, _Bool *opspec_out_out)
{
    _Bool out;
#line 331 "specs/ufunc.yaml"
    out = (x != x
#line 856 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* IsNan */

/* ------------------------------------------------------------ IsInf (specs/ufunc.yaml:335) */
#ifdef OPSPEC_OP_IsInf
static inline void IsInf__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
#line 341 "specs/ufunc.yaml"
    out = (x == x && x - x != x - x
#line 869 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void IsInf__int8__bool_elem(const int8_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 341 "specs/ufunc.yaml"
    out = (x == x && x - x != x - x
#line 878 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void IsInf__int32__bool_elem(const int32_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 341 "specs/ufunc.yaml"
    out = (x == x && x - x != x - x
#line 887 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void IsInf__int64__bool_elem(const int64_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 341 "specs/ufunc.yaml"
    out = (x == x && x - x != x - x
#line 896 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void IsInf__uint8__bool_elem(const uint8_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 341 "specs/ufunc.yaml"
    out = (x == x && x - x != x - x
#line 905 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void IsInf__float32__bool_elem(const float x, _Bool *opspec_out_out)
{
    _Bool out;
#line 341 "specs/ufunc.yaml"
    out = (x == x && x - x != x - x
#line 914 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void IsInf__float64__bool_elem(const double x, _Bool *opspec_out_out)
{
    _Bool out;
#line 341 "specs/ufunc.yaml"
    out = (x == x && x - x != x - x
#line 923 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* IsInf */

/* ------------------------------------------------------------ IsFinite (specs/ufunc.yaml:345) */
#ifdef OPSPEC_OP_IsFinite
static inline void IsFinite__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
#line 351 "specs/ufunc.yaml"
    out = (x - x == x - x
#line 936 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void IsFinite__int8__bool_elem(const int8_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 351 "specs/ufunc.yaml"
    out = (x - x == x - x
#line 945 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void IsFinite__int32__bool_elem(const int32_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 351 "specs/ufunc.yaml"
    out = (x - x == x - x
#line 954 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void IsFinite__int64__bool_elem(const int64_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 351 "specs/ufunc.yaml"
    out = (x - x == x - x
#line 963 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void IsFinite__uint8__bool_elem(const uint8_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 351 "specs/ufunc.yaml"
    out = (x - x == x - x
#line 972 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void IsFinite__float32__bool_elem(const float x, _Bool *opspec_out_out)
{
    _Bool out;
#line 351 "specs/ufunc.yaml"
    out = (x - x == x - x
#line 981 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void IsFinite__float64__bool_elem(const double x, _Bool *opspec_out_out)
{
    _Bool out;
#line 351 "specs/ufunc.yaml"
    out = (x - x == x - x
#line 990 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* IsFinite */

/* ------------------------------------------------------------ SignBit (specs/ufunc.yaml:355) */
#ifdef OPSPEC_OP_SignBit
static inline void SignBit__int8__bool_elem(const int8_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 361 "specs/ufunc.yaml"
    out = (_Generic((x), float: signbit((float)x), double: signbit((double)x), default: x < 0)
#line 1003 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void SignBit__int32__bool_elem(const int32_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 361 "specs/ufunc.yaml"
    out = (_Generic((x), float: signbit((float)x), double: signbit((double)x), default: x < 0)
#line 1012 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void SignBit__int64__bool_elem(const int64_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 361 "specs/ufunc.yaml"
    out = (_Generic((x), float: signbit((float)x), double: signbit((double)x), default: x < 0)
#line 1021 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void SignBit__uint8__bool_elem(const uint8_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 361 "specs/ufunc.yaml"
    out = (_Generic((x), float: signbit((float)x), double: signbit((double)x), default: x < 0)
#line 1030 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void SignBit__float32__bool_elem(const float x, _Bool *opspec_out_out)
{
    _Bool out;
#line 361 "specs/ufunc.yaml"
    out = (_Generic((x), float: signbit((float)x), double: signbit((double)x), default: x < 0)
#line 1039 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void SignBit__float64__bool_elem(const double x, _Bool *opspec_out_out)
{
    _Bool out;
#line 361 "specs/ufunc.yaml"
    out = (_Generic((x), float: signbit((float)x), double: signbit((double)x), default: x < 0)
#line 1048 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* SignBit */

/* ------------------------------------------------------------ Clip (specs/ufunc.yaml:365) */
#ifdef OPSPEC_OP_Clip
static inline void Clip__bool_bool_bool__bool_elem(const _Bool x, const _Bool a_min, const _Bool a_max, _Bool *opspec_out_out)
{
    _Bool out;
#line 371 "specs/ufunc.yaml"
    out = ((x != x || x > a_min) ? ((x != x || x < a_max) ? x : a_max) : ((a_min != a_min || a_min < a_max) ? a_min : a_max)
#line 1061 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Clip__int8_int8_int8__int8_elem(const int8_t x, const int8_t a_min, const int8_t a_max, int8_t *opspec_out_out)
{
    int8_t out;
#line 371 "specs/ufunc.yaml"
    out = ((x != x || x > a_min) ? ((x != x || x < a_max) ? x : a_max) : ((a_min != a_min || a_min < a_max) ? a_min : a_max)
#line 1070 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Clip__int32_int32_int32__int32_elem(const int32_t x, const int32_t a_min, const int32_t a_max, int32_t *opspec_out_out)
{
    int32_t out;
#line 371 "specs/ufunc.yaml"
    out = ((x != x || x > a_min) ? ((x != x || x < a_max) ? x : a_max) : ((a_min != a_min || a_min < a_max) ? a_min : a_max)
#line 1079 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Clip__int64_int64_int64__int64_elem(const int64_t x, const int64_t a_min, const int64_t a_max, int64_t *opspec_out_out)
{
    int64_t out;
#line 371 "specs/ufunc.yaml"
    out = ((x != x || x > a_min) ? ((x != x || x < a_max) ? x : a_max) : ((a_min != a_min || a_min < a_max) ? a_min : a_max)
#line 1088 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Clip__uint8_uint8_uint8__uint8_elem(const uint8_t x, const uint8_t a_min, const uint8_t a_max, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 371 "specs/ufunc.yaml"
    out = ((x != x || x > a_min) ? ((x != x || x < a_max) ? x : a_max) : ((a_min != a_min || a_min < a_max) ? a_min : a_max)
#line 1097 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Clip__float32_float32_float32__float32_elem(const float x, const float a_min, const float a_max, float *opspec_out_out)
{
    float out;
#line 371 "specs/ufunc.yaml"
    out = ((x != x || x > a_min) ? ((x != x || x < a_max) ? x : a_max) : ((a_min != a_min || a_min < a_max) ? a_min : a_max)
#line 1106 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Clip__float64_float64_float64__float64_elem(const double x, const double a_min, const double a_max, double *opspec_out_out)
{
    double out;
#line 371 "specs/ufunc.yaml"
    out = ((x != x || x > a_min) ? ((x != x || x < a_max) ? x : a_max) : ((a_min != a_min || a_min < a_max) ? a_min : a_max)
#line 1115 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Clip */

/* ------------------------------------------------------------ Real (specs/ufunc.yaml:382) */
#ifdef OPSPEC_OP_Real
static inline void Real__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
#line 388 "specs/ufunc.yaml"
    out = (_Generic((x), float _Complex: crealf(x), double _Complex: creal(x), default: x)
#line 1128 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Real__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
#line 388 "specs/ufunc.yaml"
    out = (_Generic((x), float _Complex: crealf(x), double _Complex: creal(x), default: x)
#line 1137 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Real__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
#line 388 "specs/ufunc.yaml"
    out = (_Generic((x), float _Complex: crealf(x), double _Complex: creal(x), default: x)
#line 1146 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Real__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
#line 388 "specs/ufunc.yaml"
    out = (_Generic((x), float _Complex: crealf(x), double _Complex: creal(x), default: x)
#line 1155 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Real__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 388 "specs/ufunc.yaml"
    out = (_Generic((x), float _Complex: crealf(x), double _Complex: creal(x), default: x)
#line 1164 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Real__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 388 "specs/ufunc.yaml"
    out = (_Generic((x), float _Complex: crealf(x), double _Complex: creal(x), default: x)
#line 1173 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Real__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 388 "specs/ufunc.yaml"
    out = (_Generic((x), float _Complex: crealf(x), double _Complex: creal(x), default: x)
#line 1182 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Real */

/* ------------------------------------------------------------ Imag (specs/ufunc.yaml:392) */
#ifdef OPSPEC_OP_Imag
static inline void Imag__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
#line 398 "specs/ufunc.yaml"
    out = (_Generic((x), float _Complex: cimagf(x), double _Complex: cimag(x), default: 0)
#line 1195 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Imag__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
#line 398 "specs/ufunc.yaml"
    out = (_Generic((x), float _Complex: cimagf(x), double _Complex: cimag(x), default: 0)
#line 1204 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Imag__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
#line 398 "specs/ufunc.yaml"
    out = (_Generic((x), float _Complex: cimagf(x), double _Complex: cimag(x), default: 0)
#line 1213 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Imag__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
#line 398 "specs/ufunc.yaml"
    out = (_Generic((x), float _Complex: cimagf(x), double _Complex: cimag(x), default: 0)
#line 1222 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Imag__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 398 "specs/ufunc.yaml"
    out = (_Generic((x), float _Complex: cimagf(x), double _Complex: cimag(x), default: 0)
#line 1231 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Imag__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 398 "specs/ufunc.yaml"
    out = (_Generic((x), float _Complex: cimagf(x), double _Complex: cimag(x), default: 0)
#line 1240 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Imag__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 398 "specs/ufunc.yaml"
    out = (_Generic((x), float _Complex: cimagf(x), double _Complex: cimag(x), default: 0)
#line 1249 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Imag */

/* ------------------------------------------------------------ Conj (specs/ufunc.yaml:402) */
#ifdef OPSPEC_OP_Conj
static inline void Conj__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
#line 408 "specs/ufunc.yaml"
    out = (_Generic((x), float _Complex: conjf(x), double _Complex: conj(x), default: x)
#line 1262 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Conj__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
#line 408 "specs/ufunc.yaml"
    out = (_Generic((x), float _Complex: conjf(x), double _Complex: conj(x), default: x)
#line 1271 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Conj__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
#line 408 "specs/ufunc.yaml"
    out = (_Generic((x), float _Complex: conjf(x), double _Complex: conj(x), default: x)
#line 1280 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Conj__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 408 "specs/ufunc.yaml"
    out = (_Generic((x), float _Complex: conjf(x), double _Complex: conj(x), default: x)
#line 1289 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Conj__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 408 "specs/ufunc.yaml"
    out = (_Generic((x), float _Complex: conjf(x), double _Complex: conj(x), default: x)
#line 1298 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Conj__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 408 "specs/ufunc.yaml"
    out = (_Generic((x), float _Complex: conjf(x), double _Complex: conj(x), default: x)
#line 1307 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Conj */

/* ------------------------------------------------------------ Angle (specs/ufunc.yaml:413) */
#ifdef OPSPEC_OP_Angle
static inline void Angle__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 419 "specs/ufunc.yaml"
    out = (_Generic((x), float _Complex: cargf(x), double _Complex: carg(x), default: atan2(0.0, x))
#line 1320 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void Angle__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 419 "specs/ufunc.yaml"
    out = (_Generic((x), float _Complex: cargf(x), double _Complex: carg(x), default: atan2(0.0, x))
#line 1329 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* Angle */

/* ------------------------------------------------------------ LeftShift (specs/ufunc.yaml:423) */
#ifdef OPSPEC_OP_LeftShift
static inline void LeftShift__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
#line 430 "specs/ufunc.yaml"
    out = ((y < 0 || y >= 8 * (long long)sizeof(x)) ? 0 : x << y
#line 1342 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void LeftShift__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
#line 430 "specs/ufunc.yaml"
    out = ((y < 0 || y >= 8 * (long long)sizeof(x)) ? 0 : x << y
#line 1351 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void LeftShift__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
#line 430 "specs/ufunc.yaml"
    out = ((y < 0 || y >= 8 * (long long)sizeof(x)) ? 0 : x << y
#line 1360 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void LeftShift__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 430 "specs/ufunc.yaml"
    out = ((y < 0 || y >= 8 * (long long)sizeof(x)) ? 0 : x << y
#line 1369 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* LeftShift */

/* ------------------------------------------------------------ RightShift (specs/ufunc.yaml:435) */
#ifdef OPSPEC_OP_RightShift
static inline void RightShift__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
#line 442 "specs/ufunc.yaml"
    out = ((y < 0 || y >= 8 * (long long)sizeof(x)) ? (x < 0 ? -1 : 0) : x >> y
#line 1382 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void RightShift__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
#line 442 "specs/ufunc.yaml"
    out = ((y < 0 || y >= 8 * (long long)sizeof(x)) ? (x < 0 ? -1 : 0) : x >> y
#line 1391 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void RightShift__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
#line 442 "specs/ufunc.yaml"
    out = ((y < 0 || y >= 8 * (long long)sizeof(x)) ? (x < 0 ? -1 : 0) : x >> y
#line 1400 "ufunc.c"
    );
    *opspec_out_out = out;
}
static inline void RightShift__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 442 "specs/ufunc.yaml"
    out = ((y < 0 || y >= 8 * (long long)sizeof(x)) ? (x < 0 ? -1 : 0) : x >> y
#line 1409 "ufunc.c"
    );
    *opspec_out_out = out;
}
#endif /* RightShift */

/* ------------------------------------------------------------ support of Gcd, Lcm */
#if defined(OPSPEC_OP_Gcd) || defined(OPSPEC_OP_Lcm)
#line 456 "specs/ufunc.yaml"
#ifndef OPSPEC_GCD_DEFINED
#define OPSPEC_GCD_DEFINED
/* Euclid's algorithm on magnitudes, so the most negative integer does not overflow */
static inline unsigned long long opspec_gcd_u(unsigned long long a, unsigned long long b)
{
    while (b) { unsigned long long t = a % b; a = b; b = t; }
    return a;
}
#endif
#line 1427 "ufunc.c"
#endif

/* ------------------------------------------------------------ Gcd (specs/ufunc.yaml:447) */
#ifdef OPSPEC_OP_Gcd
static inline void Gcd__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
#line 454 "specs/ufunc.yaml"
    out = opspec_gcd_u(x < 0 ? 0 - (unsigned long long)x : (unsigned long long)x, y < 0 ? 0 - (unsigned long long)y : (unsigned long long)y);
#line 1437 "ufunc.c"
    *opspec_out_out = out;
}
static inline void Gcd__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
#line 454 "specs/ufunc.yaml"
    out = opspec_gcd_u(x < 0 ? 0 - (unsigned long long)x : (unsigned long long)x, y < 0 ? 0 - (unsigned long long)y : (unsigned long long)y);
#line 1445 "ufunc.c"
    *opspec_out_out = out;
}
static inline void Gcd__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
#line 454 "specs/ufunc.yaml"
    out = opspec_gcd_u(x < 0 ? 0 - (unsigned long long)x : (unsigned long long)x, y < 0 ? 0 - (unsigned long long)y : (unsigned long long)y);
#line 1453 "ufunc.c"
    *opspec_out_out = out;
}
static inline void Gcd__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 454 "specs/ufunc.yaml"
    out = opspec_gcd_u(x < 0 ? 0 - (unsigned long long)x : (unsigned long long)x, y < 0 ? 0 - (unsigned long long)y : (unsigned long long)y);
#line 1461 "ufunc.c"
    *opspec_out_out = out;
}
#endif /* Gcd */

/* ------------------------------------------------------------ Lcm (specs/ufunc.yaml:469) */
#ifdef OPSPEC_OP_Lcm
static inline void Lcm__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
#line 477 "specs/ufunc.yaml"
    unsigned long long a = x < 0 ? 0 - (unsigned long long)x : (unsigned long long)x;
    unsigned long long b = y < 0 ? 0 - (unsigned long long)y : (unsigned long long)y;
    unsigned long long g = opspec_gcd_u(a, b);
    out = g == 0 ? 0 : a / g * b;
#line 1476 "ufunc.c"
    *opspec_out_out = out;
}
static inline void Lcm__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
#line 477 "specs/ufunc.yaml"
    unsigned long long a = x < 0 ? 0 - (unsigned long long)x : (unsigned long long)x;
    unsigned long long b = y < 0 ? 0 - (unsigned long long)y : (unsigned long long)y;
    unsigned long long g = opspec_gcd_u(a, b);
    out = g == 0 ? 0 : a / g * b;
#line 1487 "ufunc.c"
    *opspec_out_out = out;
}
static inline void Lcm__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
#line 477 "specs/ufunc.yaml"
    unsigned long long a = x < 0 ? 0 - (unsigned long long)x : (unsigned long long)x;
    unsigned long long b = y < 0 ? 0 - (unsigned long long)y : (unsigned long long)y;
    unsigned long long g = opspec_gcd_u(a, b);
    out = g == 0 ? 0 : a / g * b;
#line 1498 "ufunc.c"
    *opspec_out_out = out;
}
static inline void Lcm__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 477 "specs/ufunc.yaml"
    unsigned long long a = x < 0 ? 0 - (unsigned long long)x : (unsigned long long)x;
    unsigned long long b = y < 0 ? 0 - (unsigned long long)y : (unsigned long long)y;
    unsigned long long g = opspec_gcd_u(a, b);
    out = g == 0 ? 0 : a / g * b;
#line 1509 "ufunc.c"
    *opspec_out_out = out;
}
#endif /* Lcm */
