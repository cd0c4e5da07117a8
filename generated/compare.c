/* Generated from specs/compare.yaml by `opspec generate`. Edit the spec, not this file.
   What it contributes to the C kernels of compare: per op a block of scalar functions
   (or body: kernels), one per dtype instantiation; each kernel is compiled from this text and
   the loops its KernelSpec gives (opspec/kernels). ABI: opspec/kernels/opspec_kernel.h. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Eq (specs/compare.yaml:3) */
#ifdef OPSPEC_OP_Eq
static inline void Eq__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
#line 9 "specs/compare.yaml"
    out = (x == y
#line 15 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Eq__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 9 "specs/compare.yaml"
    out = (x == y
#line 24 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Eq__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 9 "specs/compare.yaml"
    out = (x == y
#line 33 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Eq__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 9 "specs/compare.yaml"
    out = (x == y
#line 42 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Eq__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 9 "specs/compare.yaml"
    out = (x == y
#line 51 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Eq__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
#line 9 "specs/compare.yaml"
    out = (x == y
#line 60 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Eq__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
#line 9 "specs/compare.yaml"
    out = (x == y
#line 69 "compare.c"
    );
    *opspec_out_out = out;
}
#endif /* Eq */

/* ------------------------------------------------------------ Neq (specs/compare.yaml:14) */
#ifdef OPSPEC_OP_Neq
static inline void Neq__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
#line 20 "specs/compare.yaml"
    out = (x != y
#line 82 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Neq__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 20 "specs/compare.yaml"
    out = (x != y
#line 91 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Neq__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 20 "specs/compare.yaml"
    out = (x != y
#line 100 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Neq__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 20 "specs/compare.yaml"
    out = (x != y
#line 109 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Neq__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 20 "specs/compare.yaml"
    out = (x != y
#line 118 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Neq__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
#line 20 "specs/compare.yaml"
    out = (x != y
#line 127 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Neq__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
#line 20 "specs/compare.yaml"
    out = (x != y
#line 136 "compare.c"
    );
    *opspec_out_out = out;
}
#endif /* Neq */

/* ------------------------------------------------------------ Lt (specs/compare.yaml:25) */
#ifdef OPSPEC_OP_Lt
static inline void Lt__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
#line 31 "specs/compare.yaml"
    out = (x < y
#line 149 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Lt__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 31 "specs/compare.yaml"
    out = (x < y
#line 158 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Lt__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 31 "specs/compare.yaml"
    out = (x < y
#line 167 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Lt__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 31 "specs/compare.yaml"
    out = (x < y
#line 176 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Lt__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 31 "specs/compare.yaml"
    out = (x < y
#line 185 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Lt__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
#line 31 "specs/compare.yaml"
    out = (x < y
#line 194 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Lt__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
#line 31 "specs/compare.yaml"
    out = (x < y
#line 203 "compare.c"
    );
    *opspec_out_out = out;
}
#endif /* Lt */

/* ------------------------------------------------------------ Le (specs/compare.yaml:36) */
#ifdef OPSPEC_OP_Le
static inline void Le__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
#line 42 "specs/compare.yaml"
    out = (x <= y
#line 216 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Le__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 42 "specs/compare.yaml"
    out = (x <= y
#line 225 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Le__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 42 "specs/compare.yaml"
    out = (x <= y
#line 234 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Le__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 42 "specs/compare.yaml"
    out = (x <= y
#line 243 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Le__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 42 "specs/compare.yaml"
    out = (x <= y
#line 252 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Le__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
#line 42 "specs/compare.yaml"
    out = (x <= y
#line 261 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Le__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
#line 42 "specs/compare.yaml"
    out = (x <= y
#line 270 "compare.c"
    );
    *opspec_out_out = out;
}
#endif /* Le */

/* ------------------------------------------------------------ Gt (specs/compare.yaml:47) */
#ifdef OPSPEC_OP_Gt
static inline void Gt__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
#line 53 "specs/compare.yaml"
    out = (x > y
#line 283 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Gt__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 53 "specs/compare.yaml"
    out = (x > y
#line 292 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Gt__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 53 "specs/compare.yaml"
    out = (x > y
#line 301 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Gt__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 53 "specs/compare.yaml"
    out = (x > y
#line 310 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Gt__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 53 "specs/compare.yaml"
    out = (x > y
#line 319 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Gt__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
#line 53 "specs/compare.yaml"
    out = (x > y
#line 328 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Gt__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
#line 53 "specs/compare.yaml"
    out = (x > y
#line 337 "compare.c"
    );
    *opspec_out_out = out;
}
#endif /* Gt */

/* ------------------------------------------------------------ Ge (specs/compare.yaml:58) */
#ifdef OPSPEC_OP_Ge
static inline void Ge__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
#line 64 "specs/compare.yaml"
    out = (x >= y
#line 350 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Ge__int8_int8__bool_elem(const int8_t x, const int8_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 64 "specs/compare.yaml"
    out = (x >= y
#line 359 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Ge__int32_int32__bool_elem(const int32_t x, const int32_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 64 "specs/compare.yaml"
    out = (x >= y
#line 368 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Ge__int64_int64__bool_elem(const int64_t x, const int64_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 64 "specs/compare.yaml"
    out = (x >= y
#line 377 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Ge__uint8_uint8__bool_elem(const uint8_t x, const uint8_t y, _Bool *opspec_out_out)
{
    _Bool out;
#line 64 "specs/compare.yaml"
    out = (x >= y
#line 386 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Ge__float32_float32__bool_elem(const float x, const float y, _Bool *opspec_out_out)
{
    _Bool out;
#line 64 "specs/compare.yaml"
    out = (x >= y
#line 395 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Ge__float64_float64__bool_elem(const double x, const double y, _Bool *opspec_out_out)
{
    _Bool out;
#line 64 "specs/compare.yaml"
    out = (x >= y
#line 404 "compare.c"
    );
    *opspec_out_out = out;
}
#endif /* Ge */

/* ------------------------------------------------------------ And (specs/compare.yaml:69) */
#ifdef OPSPEC_OP_And
static inline void And__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
#line 76 "specs/compare.yaml"
    out = (x & y
#line 417 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void And__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
#line 76 "specs/compare.yaml"
    out = (x & y
#line 426 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void And__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
#line 76 "specs/compare.yaml"
    out = (x & y
#line 435 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void And__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
#line 76 "specs/compare.yaml"
    out = (x & y
#line 444 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void And__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 76 "specs/compare.yaml"
    out = (x & y
#line 453 "compare.c"
    );
    *opspec_out_out = out;
}
#endif /* And */

/* ------------------------------------------------------------ Or (specs/compare.yaml:81) */
#ifdef OPSPEC_OP_Or
static inline void Or__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
#line 88 "specs/compare.yaml"
    out = (x | y
#line 466 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Or__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
#line 88 "specs/compare.yaml"
    out = (x | y
#line 475 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Or__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
#line 88 "specs/compare.yaml"
    out = (x | y
#line 484 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Or__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
#line 88 "specs/compare.yaml"
    out = (x | y
#line 493 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Or__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 88 "specs/compare.yaml"
    out = (x | y
#line 502 "compare.c"
    );
    *opspec_out_out = out;
}
#endif /* Or */

/* ------------------------------------------------------------ Xor (specs/compare.yaml:93) */
#ifdef OPSPEC_OP_Xor
static inline void Xor__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
#line 99 "specs/compare.yaml"
    out = (x ^ y
#line 515 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Xor__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
#line 99 "specs/compare.yaml"
    out = (x ^ y
#line 524 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Xor__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
#line 99 "specs/compare.yaml"
    out = (x ^ y
#line 533 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Xor__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
#line 99 "specs/compare.yaml"
    out = (x ^ y
#line 542 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Xor__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 99 "specs/compare.yaml"
    out = (x ^ y
#line 551 "compare.c"
    );
    *opspec_out_out = out;
}
#endif /* Xor */

/* ------------------------------------------------------------ Invert (specs/compare.yaml:104) */
#ifdef OPSPEC_OP_Invert
static inline void Invert__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
#line 110 "specs/compare.yaml"
    out = (_Generic((x), _Bool: !x, default: ~x)
#line 564 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Invert__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
#line 110 "specs/compare.yaml"
    out = (_Generic((x), _Bool: !x, default: ~x)
#line 573 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Invert__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
#line 110 "specs/compare.yaml"
    out = (_Generic((x), _Bool: !x, default: ~x)
#line 582 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Invert__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
#line 110 "specs/compare.yaml"
    out = (_Generic((x), _Bool: !x, default: ~x)
#line 591 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Invert__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 110 "specs/compare.yaml"
    out = (_Generic((x), _Bool: !x, default: ~x)
#line 600 "compare.c"
    );
    *opspec_out_out = out;
}
#endif /* Invert */

/* ------------------------------------------------------------ Switch (specs/compare.yaml:115) */
#ifdef OPSPEC_OP_Switch
static inline void Switch__bool_bool_bool__bool_elem(const _Bool cond, const _Bool a, const _Bool b, _Bool *opspec_out_out)
{
    _Bool out;
#line 121 "specs/compare.yaml"
    out = (cond ? a : b
#line 613 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Switch__bool_int8_int8__int8_elem(const _Bool cond, const int8_t a, const int8_t b, int8_t *opspec_out_out)
{
    int8_t out;
#line 121 "specs/compare.yaml"
    out = (cond ? a : b
#line 622 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Switch__bool_int32_int32__int32_elem(const _Bool cond, const int32_t a, const int32_t b, int32_t *opspec_out_out)
{
    int32_t out;
#line 121 "specs/compare.yaml"
    out = (cond ? a : b
#line 631 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Switch__bool_int64_int64__int64_elem(const _Bool cond, const int64_t a, const int64_t b, int64_t *opspec_out_out)
{
    int64_t out;
#line 121 "specs/compare.yaml"
    out = (cond ? a : b
#line 640 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Switch__bool_uint8_uint8__uint8_elem(const _Bool cond, const uint8_t a, const uint8_t b, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 121 "specs/compare.yaml"
    out = (cond ? a : b
#line 649 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Switch__bool_float32_float32__float32_elem(const _Bool cond, const float a, const float b, float *opspec_out_out)
{
    float out;
#line 121 "specs/compare.yaml"
    out = (cond ? a : b
#line 658 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Switch__bool_float64_float64__float64_elem(const _Bool cond, const double a, const double b, double *opspec_out_out)
{
    double out;
#line 121 "specs/compare.yaml"
    out = (cond ? a : b
#line 667 "compare.c"
    );
    *opspec_out_out = out;
}
#endif /* Switch */

/* ------------------------------------------------------------ Second (specs/compare.yaml:128) */
#ifdef OPSPEC_OP_Second
static inline void Second__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
#line 136 "specs/compare.yaml"
    out = (y
#line 680 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Second__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
#line 136 "specs/compare.yaml"
    out = (y
#line 689 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Second__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
#line 136 "specs/compare.yaml"
    out = (y
#line 698 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Second__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
#line 136 "specs/compare.yaml"
    out = (y
#line 707 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Second__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 136 "specs/compare.yaml"
    out = (y
#line 716 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Second__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 136 "specs/compare.yaml"
    out = (y
#line 725 "compare.c"
    );
    *opspec_out_out = out;
}
static inline void Second__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 136 "specs/compare.yaml"
    out = (y
#line 734 "compare.c"
    );
    *opspec_out_out = out;
}
#endif /* Second */
