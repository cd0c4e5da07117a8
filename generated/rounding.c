/* Generated from specs/rounding.yaml by `opspec generate`. Edit the spec, not this file.
   What it contributes to the C kernels of rounding: per op a block of scalar functions
   (or body: kernels), one per dtype instantiation; each kernel is compiled from this text and
   the loops its KernelSpec gives (opspec/kernels). ABI: opspec/kernels/opspec_kernel.h. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Floor (specs/rounding.yaml:4) */
#ifdef OPSPEC_OP_Floor
static inline void Floor__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
#line 10 "specs/rounding.yaml"
    out = (_Generic((x), float: floorf(x), double: floor(x), default: x)
#line 15 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Floor__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
#line 10 "specs/rounding.yaml"
    out = (_Generic((x), float: floorf(x), double: floor(x), default: x)
#line 24 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Floor__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
#line 10 "specs/rounding.yaml"
    out = (_Generic((x), float: floorf(x), double: floor(x), default: x)
#line 33 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Floor__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
#line 10 "specs/rounding.yaml"
    out = (_Generic((x), float: floorf(x), double: floor(x), default: x)
#line 42 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Floor__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 10 "specs/rounding.yaml"
    out = (_Generic((x), float: floorf(x), double: floor(x), default: x)
#line 51 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Floor__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 10 "specs/rounding.yaml"
    out = (_Generic((x), float: floorf(x), double: floor(x), default: x)
#line 60 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Floor__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 10 "specs/rounding.yaml"
    out = (_Generic((x), float: floorf(x), double: floor(x), default: x)
#line 69 "rounding.c"
    );
    *opspec_out_out = out;
}
#endif /* Floor */

/* ------------------------------------------------------------ Ceil (specs/rounding.yaml:15) */
#ifdef OPSPEC_OP_Ceil
static inline void Ceil__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
#line 21 "specs/rounding.yaml"
    out = (_Generic((x), float: ceilf(x), double: ceil(x), default: x)
#line 82 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Ceil__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
#line 21 "specs/rounding.yaml"
    out = (_Generic((x), float: ceilf(x), double: ceil(x), default: x)
#line 91 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Ceil__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
#line 21 "specs/rounding.yaml"
    out = (_Generic((x), float: ceilf(x), double: ceil(x), default: x)
#line 100 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Ceil__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
#line 21 "specs/rounding.yaml"
    out = (_Generic((x), float: ceilf(x), double: ceil(x), default: x)
#line 109 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Ceil__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 21 "specs/rounding.yaml"
    out = (_Generic((x), float: ceilf(x), double: ceil(x), default: x)
#line 118 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Ceil__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 21 "specs/rounding.yaml"
    out = (_Generic((x), float: ceilf(x), double: ceil(x), default: x)
#line 127 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Ceil__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 21 "specs/rounding.yaml"
    out = (_Generic((x), float: ceilf(x), double: ceil(x), default: x)
#line 136 "rounding.c"
    );
    *opspec_out_out = out;
}
#endif /* Ceil */

/* ------------------------------------------------------------ Trunc (specs/rounding.yaml:26) */
#ifdef OPSPEC_OP_Trunc
static inline void Trunc__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
#line 32 "specs/rounding.yaml"
    out = (_Generic((x), float: truncf(x), double: trunc(x), default: x)
#line 149 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Trunc__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
#line 32 "specs/rounding.yaml"
    out = (_Generic((x), float: truncf(x), double: trunc(x), default: x)
#line 158 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Trunc__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
#line 32 "specs/rounding.yaml"
    out = (_Generic((x), float: truncf(x), double: trunc(x), default: x)
#line 167 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Trunc__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
#line 32 "specs/rounding.yaml"
    out = (_Generic((x), float: truncf(x), double: trunc(x), default: x)
#line 176 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Trunc__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 32 "specs/rounding.yaml"
    out = (_Generic((x), float: truncf(x), double: trunc(x), default: x)
#line 185 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Trunc__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 32 "specs/rounding.yaml"
    out = (_Generic((x), float: truncf(x), double: trunc(x), default: x)
#line 194 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Trunc__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 32 "specs/rounding.yaml"
    out = (_Generic((x), float: truncf(x), double: trunc(x), default: x)
#line 203 "rounding.c"
    );
    *opspec_out_out = out;
}
#endif /* Trunc */

/* ------------------------------------------------------------ Rint (specs/rounding.yaml:37) */
#ifdef OPSPEC_OP_Rint
static inline void Rint__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 43 "specs/rounding.yaml"
    out = (rint(x)
#line 216 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Rint__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 43 "specs/rounding.yaml"
    out = (rint(x)
#line 225 "rounding.c"
    );
    *opspec_out_out = out;
}
#endif /* Rint */

/* ------------------------------------------------------------ Round (specs/rounding.yaml:48) */
#ifdef OPSPEC_OP_Round
static inline void Round__float32__float32_elem(const float x, float *opspec_out_out, int64_t decimals)
{
    float out;
#line 56 "specs/rounding.yaml"
    out = (decimals == 0 ? rint(x) : decimals > 0 ? rint(x * (__typeof__(x))pow(10.0, decimals)) / (__typeof__(x))pow(10.0, decimals) : rint(x / (__typeof__(x))pow(10.0, -decimals)) * (__typeof__(x))pow(10.0, -decimals)
#line 238 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Round__float64__float64_elem(const double x, double *opspec_out_out, int64_t decimals)
{
    double out;
#line 56 "specs/rounding.yaml"
    out = (decimals == 0 ? rint(x) : decimals > 0 ? rint(x * (__typeof__(x))pow(10.0, decimals)) / (__typeof__(x))pow(10.0, decimals) : rint(x / (__typeof__(x))pow(10.0, -decimals)) * (__typeof__(x))pow(10.0, -decimals)
#line 247 "rounding.c"
    );
    *opspec_out_out = out;
}
#endif /* Round */

/* ------------------------------------------------------------ Fmod (specs/rounding.yaml:64) */
#ifdef OPSPEC_OP_Fmod
static inline void Fmod__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
#line 70 "specs/rounding.yaml"
    out = (_Generic((x), float: fmodf(x, y), double: fmod(x, y), uint64_t: (uint64_t)y == 0 ? 0 : (uint64_t)x % (uint64_t)y, default: ((long long)y == 0 || (long long)y == -1) ? 0 : (long long)x % (long long)y)
#line 260 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Fmod__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
#line 70 "specs/rounding.yaml"
    out = (_Generic((x), float: fmodf(x, y), double: fmod(x, y), uint64_t: (uint64_t)y == 0 ? 0 : (uint64_t)x % (uint64_t)y, default: ((long long)y == 0 || (long long)y == -1) ? 0 : (long long)x % (long long)y)
#line 269 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Fmod__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
#line 70 "specs/rounding.yaml"
    out = (_Generic((x), float: fmodf(x, y), double: fmod(x, y), uint64_t: (uint64_t)y == 0 ? 0 : (uint64_t)x % (uint64_t)y, default: ((long long)y == 0 || (long long)y == -1) ? 0 : (long long)x % (long long)y)
#line 278 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Fmod__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 70 "specs/rounding.yaml"
    out = (_Generic((x), float: fmodf(x, y), double: fmod(x, y), uint64_t: (uint64_t)y == 0 ? 0 : (uint64_t)x % (uint64_t)y, default: ((long long)y == 0 || (long long)y == -1) ? 0 : (long long)x % (long long)y)
#line 287 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Fmod__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 70 "specs/rounding.yaml"
    out = (_Generic((x), float: fmodf(x, y), double: fmod(x, y), uint64_t: (uint64_t)y == 0 ? 0 : (uint64_t)x % (uint64_t)y, default: ((long long)y == 0 || (long long)y == -1) ? 0 : (long long)x % (long long)y)
#line 296 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Fmod__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 70 "specs/rounding.yaml"
    out = (_Generic((x), float: fmodf(x, y), double: fmod(x, y), uint64_t: (uint64_t)y == 0 ? 0 : (uint64_t)x % (uint64_t)y, default: ((long long)y == 0 || (long long)y == -1) ? 0 : (long long)x % (long long)y)
#line 305 "rounding.c"
    );
    *opspec_out_out = out;
}
#endif /* Fmod */

/* ------------------------------------------------------------ CopySign (specs/rounding.yaml:77) */
#ifdef OPSPEC_OP_CopySign
static inline void CopySign__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 83 "specs/rounding.yaml"
    out = (copysign(x, y)
#line 318 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void CopySign__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 83 "specs/rounding.yaml"
    out = (copysign(x, y)
#line 327 "rounding.c"
    );
    *opspec_out_out = out;
}
#endif /* CopySign */

/* ------------------------------------------------------------ NextAfter (specs/rounding.yaml:88) */
#ifdef OPSPEC_OP_NextAfter
static inline void NextAfter__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 94 "specs/rounding.yaml"
    out = (nextafter(x, y)
#line 340 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void NextAfter__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 94 "specs/rounding.yaml"
    out = (nextafter(x, y)
#line 349 "rounding.c"
    );
    *opspec_out_out = out;
}
#endif /* NextAfter */

/* ------------------------------------------------------------ IsNan (specs/rounding.yaml:99) */
#ifdef OPSPEC_OP_IsNan
static inline void IsNan__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
#line 105 "specs/rounding.yaml"
    out = (x != x
#line 362 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void IsNan__int8__bool_elem(const int8_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 105 "specs/rounding.yaml"
    out = (x != x
#line 371 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void IsNan__int32__bool_elem(const int32_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 105 "specs/rounding.yaml"
    out = (x != x
#line 380 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void IsNan__int64__bool_elem(const int64_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 105 "specs/rounding.yaml"
    out = (x != x
#line 389 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void IsNan__uint8__bool_elem(const uint8_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 105 "specs/rounding.yaml"
    out = (x != x
#line 398 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void IsNan__float32__bool_elem(const float x, _Bool *opspec_out_out)
{
    _Bool out;
#line 105 "specs/rounding.yaml"
    out = (x != x
#line 407 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void IsNan__float64__bool_elem(const double x, _Bool *opspec_out_out)
{
    _Bool out;
#line 105 "specs/rounding.yaml"
    out = (x != x
#line 416 "rounding.c"
    );
    *opspec_out_out = out;
}
#endif /* IsNan */

/* ------------------------------------------------------------ IsInf (specs/rounding.yaml:109) */
#ifdef OPSPEC_OP_IsInf
static inline void IsInf__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
#line 115 "specs/rounding.yaml"
    out = (x == x && x - x != x - x
#line 429 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void IsInf__int8__bool_elem(const int8_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 115 "specs/rounding.yaml"
    out = (x == x && x - x != x - x
#line 438 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void IsInf__int32__bool_elem(const int32_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 115 "specs/rounding.yaml"
    out = (x == x && x - x != x - x
#line 447 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void IsInf__int64__bool_elem(const int64_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 115 "specs/rounding.yaml"
    out = (x == x && x - x != x - x
#line 456 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void IsInf__uint8__bool_elem(const uint8_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 115 "specs/rounding.yaml"
    out = (x == x && x - x != x - x
#line 465 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void IsInf__float32__bool_elem(const float x, _Bool *opspec_out_out)
{
    _Bool out;
#line 115 "specs/rounding.yaml"
    out = (x == x && x - x != x - x
#line 474 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void IsInf__float64__bool_elem(const double x, _Bool *opspec_out_out)
{
    _Bool out;
#line 115 "specs/rounding.yaml"
    out = (x == x && x - x != x - x
#line 483 "rounding.c"
    );
    *opspec_out_out = out;
}
#endif /* IsInf */

/* ------------------------------------------------------------ IsFinite (specs/rounding.yaml:119) */
#ifdef OPSPEC_OP_IsFinite
static inline void IsFinite__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
#line 125 "specs/rounding.yaml"
    out = (x - x == x - x
#line 496 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void IsFinite__int8__bool_elem(const int8_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 125 "specs/rounding.yaml"
    out = (x - x == x - x
#line 505 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void IsFinite__int32__bool_elem(const int32_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 125 "specs/rounding.yaml"
    out = (x - x == x - x
#line 514 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void IsFinite__int64__bool_elem(const int64_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 125 "specs/rounding.yaml"
    out = (x - x == x - x
#line 523 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void IsFinite__uint8__bool_elem(const uint8_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 125 "specs/rounding.yaml"
    out = (x - x == x - x
#line 532 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void IsFinite__float32__bool_elem(const float x, _Bool *opspec_out_out)
{
    _Bool out;
#line 125 "specs/rounding.yaml"
    out = (x - x == x - x
#line 541 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void IsFinite__float64__bool_elem(const double x, _Bool *opspec_out_out)
{
    _Bool out;
#line 125 "specs/rounding.yaml"
    out = (x - x == x - x
#line 550 "rounding.c"
    );
    *opspec_out_out = out;
}
#endif /* IsFinite */

/* ------------------------------------------------------------ SignBit (specs/rounding.yaml:129) */
#ifdef OPSPEC_OP_SignBit
static inline void SignBit__int8__bool_elem(const int8_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 135 "specs/rounding.yaml"
    out = (_Generic((x), float: signbit((float)x), double: signbit((double)x), default: x < 0)
#line 563 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void SignBit__int32__bool_elem(const int32_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 135 "specs/rounding.yaml"
    out = (_Generic((x), float: signbit((float)x), double: signbit((double)x), default: x < 0)
#line 572 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void SignBit__int64__bool_elem(const int64_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 135 "specs/rounding.yaml"
    out = (_Generic((x), float: signbit((float)x), double: signbit((double)x), default: x < 0)
#line 581 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void SignBit__uint8__bool_elem(const uint8_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 135 "specs/rounding.yaml"
    out = (_Generic((x), float: signbit((float)x), double: signbit((double)x), default: x < 0)
#line 590 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void SignBit__float32__bool_elem(const float x, _Bool *opspec_out_out)
{
    _Bool out;
#line 135 "specs/rounding.yaml"
    out = (_Generic((x), float: signbit((float)x), double: signbit((double)x), default: x < 0)
#line 599 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void SignBit__float64__bool_elem(const double x, _Bool *opspec_out_out)
{
    _Bool out;
#line 135 "specs/rounding.yaml"
    out = (_Generic((x), float: signbit((float)x), double: signbit((double)x), default: x < 0)
#line 608 "rounding.c"
    );
    *opspec_out_out = out;
}
#endif /* SignBit */

/* ------------------------------------------------------------ Clip (specs/rounding.yaml:139) */
#ifdef OPSPEC_OP_Clip
static inline void Clip__bool_bool_bool__bool_elem(const _Bool x, const _Bool a_min, const _Bool a_max, _Bool *opspec_out_out)
{
    _Bool out;
#line 145 "specs/rounding.yaml"
    out = ((x != x || x > a_min) ? ((x != x || x < a_max) ? x : a_max) : ((a_min != a_min || a_min < a_max) ? a_min : a_max)
#line 621 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Clip__int8_int8_int8__int8_elem(const int8_t x, const int8_t a_min, const int8_t a_max, int8_t *opspec_out_out)
{
    int8_t out;
#line 145 "specs/rounding.yaml"
    out = ((x != x || x > a_min) ? ((x != x || x < a_max) ? x : a_max) : ((a_min != a_min || a_min < a_max) ? a_min : a_max)
#line 630 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Clip__int32_int32_int32__int32_elem(const int32_t x, const int32_t a_min, const int32_t a_max, int32_t *opspec_out_out)
{
    int32_t out;
#line 145 "specs/rounding.yaml"
    out = ((x != x || x > a_min) ? ((x != x || x < a_max) ? x : a_max) : ((a_min != a_min || a_min < a_max) ? a_min : a_max)
#line 639 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Clip__int64_int64_int64__int64_elem(const int64_t x, const int64_t a_min, const int64_t a_max, int64_t *opspec_out_out)
{
    int64_t out;
#line 145 "specs/rounding.yaml"
    out = ((x != x || x > a_min) ? ((x != x || x < a_max) ? x : a_max) : ((a_min != a_min || a_min < a_max) ? a_min : a_max)
#line 648 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Clip__uint8_uint8_uint8__uint8_elem(const uint8_t x, const uint8_t a_min, const uint8_t a_max, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 145 "specs/rounding.yaml"
    out = ((x != x || x > a_min) ? ((x != x || x < a_max) ? x : a_max) : ((a_min != a_min || a_min < a_max) ? a_min : a_max)
#line 657 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Clip__float32_float32_float32__float32_elem(const float x, const float a_min, const float a_max, float *opspec_out_out)
{
    float out;
#line 145 "specs/rounding.yaml"
    out = ((x != x || x > a_min) ? ((x != x || x < a_max) ? x : a_max) : ((a_min != a_min || a_min < a_max) ? a_min : a_max)
#line 666 "rounding.c"
    );
    *opspec_out_out = out;
}
static inline void Clip__float64_float64_float64__float64_elem(const double x, const double a_min, const double a_max, double *opspec_out_out)
{
    double out;
#line 145 "specs/rounding.yaml"
    out = ((x != x || x > a_min) ? ((x != x || x < a_max) ? x : a_max) : ((a_min != a_min || a_min < a_max) ? a_min : a_max)
#line 675 "rounding.c"
    );
    *opspec_out_out = out;
}
#endif /* Clip */
