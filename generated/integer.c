/* Generated from specs/integer.yaml by `opspec generate`. Edit the spec, not this file.
   What it contributes to the C kernels of integer: per op a block of scalar functions
   (or body: kernels), one per dtype instantiation; each kernel is compiled from this text and
   the loops its KernelSpec gives (opspec/kernels). ABI: opspec/kernels/opspec_kernel.h. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ LeftShift (specs/integer.yaml:3) */
#ifdef OPSPEC_OP_LeftShift
static inline void LeftShift__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
#line 10 "specs/integer.yaml"
    out = ((y < 0 || y >= 8 * (long long)sizeof(x)) ? 0 : x << y
#line 15 "integer.c"
    );
    *opspec_out_out = out;
}
static inline void LeftShift__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
#line 10 "specs/integer.yaml"
    out = ((y < 0 || y >= 8 * (long long)sizeof(x)) ? 0 : x << y
#line 24 "integer.c"
    );
    *opspec_out_out = out;
}
static inline void LeftShift__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
#line 10 "specs/integer.yaml"
    out = ((y < 0 || y >= 8 * (long long)sizeof(x)) ? 0 : x << y
#line 33 "integer.c"
    );
    *opspec_out_out = out;
}
static inline void LeftShift__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 10 "specs/integer.yaml"
    out = ((y < 0 || y >= 8 * (long long)sizeof(x)) ? 0 : x << y
#line 42 "integer.c"
    );
    *opspec_out_out = out;
}
#endif /* LeftShift */

/* ------------------------------------------------------------ RightShift (specs/integer.yaml:15) */
#ifdef OPSPEC_OP_RightShift
static inline void RightShift__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
#line 22 "specs/integer.yaml"
    out = ((y < 0 || y >= 8 * (long long)sizeof(x)) ? (x < 0 ? -1 : 0) : x >> y
#line 55 "integer.c"
    );
    *opspec_out_out = out;
}
static inline void RightShift__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
#line 22 "specs/integer.yaml"
    out = ((y < 0 || y >= 8 * (long long)sizeof(x)) ? (x < 0 ? -1 : 0) : x >> y
#line 64 "integer.c"
    );
    *opspec_out_out = out;
}
static inline void RightShift__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
#line 22 "specs/integer.yaml"
    out = ((y < 0 || y >= 8 * (long long)sizeof(x)) ? (x < 0 ? -1 : 0) : x >> y
#line 73 "integer.c"
    );
    *opspec_out_out = out;
}
static inline void RightShift__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 22 "specs/integer.yaml"
    out = ((y < 0 || y >= 8 * (long long)sizeof(x)) ? (x < 0 ? -1 : 0) : x >> y
#line 82 "integer.c"
    );
    *opspec_out_out = out;
}
#endif /* RightShift */

/* ------------------------------------------------------------ support of Gcd, Lcm */
#if defined(OPSPEC_OP_Gcd) || defined(OPSPEC_OP_Lcm)
#line 36 "specs/integer.yaml"
#ifndef OPSPEC_GCD_DEFINED
#define OPSPEC_GCD_DEFINED
/* Euclid's algorithm on magnitudes, so the most negative integer does not overflow */
static inline unsigned long long opspec_gcd_u(unsigned long long a, unsigned long long b)
{
    while (b) { unsigned long long t = a % b; a = b; b = t; }
    return a;
}
#endif
#line 100 "integer.c"
#endif

/* ------------------------------------------------------------ Gcd (specs/integer.yaml:27) */
#ifdef OPSPEC_OP_Gcd
static inline void Gcd__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
#line 34 "specs/integer.yaml"
    out = opspec_gcd_u(x < 0 ? 0 - (unsigned long long)x : (unsigned long long)x, y < 0 ? 0 - (unsigned long long)y : (unsigned long long)y);
#line 110 "integer.c"
    *opspec_out_out = out;
}
static inline void Gcd__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
#line 34 "specs/integer.yaml"
    out = opspec_gcd_u(x < 0 ? 0 - (unsigned long long)x : (unsigned long long)x, y < 0 ? 0 - (unsigned long long)y : (unsigned long long)y);
#line 118 "integer.c"
    *opspec_out_out = out;
}
static inline void Gcd__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
#line 34 "specs/integer.yaml"
    out = opspec_gcd_u(x < 0 ? 0 - (unsigned long long)x : (unsigned long long)x, y < 0 ? 0 - (unsigned long long)y : (unsigned long long)y);
#line 126 "integer.c"
    *opspec_out_out = out;
}
static inline void Gcd__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 34 "specs/integer.yaml"
    out = opspec_gcd_u(x < 0 ? 0 - (unsigned long long)x : (unsigned long long)x, y < 0 ? 0 - (unsigned long long)y : (unsigned long long)y);
#line 134 "integer.c"
    *opspec_out_out = out;
}
#endif /* Gcd */

/* ------------------------------------------------------------ Lcm (specs/integer.yaml:49) */
#ifdef OPSPEC_OP_Lcm
static inline void Lcm__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
#line 57 "specs/integer.yaml"
    unsigned long long a = x < 0 ? 0 - (unsigned long long)x : (unsigned long long)x;
    unsigned long long b = y < 0 ? 0 - (unsigned long long)y : (unsigned long long)y;
    unsigned long long g = opspec_gcd_u(a, b);
    out = g == 0 ? 0 : a / g * b;
#line 149 "integer.c"
    *opspec_out_out = out;
}
static inline void Lcm__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
#line 57 "specs/integer.yaml"
    unsigned long long a = x < 0 ? 0 - (unsigned long long)x : (unsigned long long)x;
    unsigned long long b = y < 0 ? 0 - (unsigned long long)y : (unsigned long long)y;
    unsigned long long g = opspec_gcd_u(a, b);
    out = g == 0 ? 0 : a / g * b;
#line 160 "integer.c"
    *opspec_out_out = out;
}
static inline void Lcm__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
#line 57 "specs/integer.yaml"
    unsigned long long a = x < 0 ? 0 - (unsigned long long)x : (unsigned long long)x;
    unsigned long long b = y < 0 ? 0 - (unsigned long long)y : (unsigned long long)y;
    unsigned long long g = opspec_gcd_u(a, b);
    out = g == 0 ? 0 : a / g * b;
#line 171 "integer.c"
    *opspec_out_out = out;
}
static inline void Lcm__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 57 "specs/integer.yaml"
    unsigned long long a = x < 0 ? 0 - (unsigned long long)x : (unsigned long long)x;
    unsigned long long b = y < 0 ? 0 - (unsigned long long)y : (unsigned long long)y;
    unsigned long long g = opspec_gcd_u(a, b);
    out = g == 0 ? 0 : a / g * b;
#line 182 "integer.c"
    *opspec_out_out = out;
}
#endif /* Lcm */
