/* Generated from specs/arith.yaml by `opspec generate`. Edit the spec, not this file.
   What it contributes to the C kernels of arith: per op a block of scalar functions
   (or body: kernels), one per dtype instantiation; each kernel is compiled from this text and
   the loops its KernelSpec gives (opspec/kernels). ABI: opspec/kernels/opspec_kernel.h. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Add (specs/arith.yaml:4) */
#ifdef OPSPEC_OP_Add
static inline void Add__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
#line 10 "specs/arith.yaml"
    out = (x + y
#line 15 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Add__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
#line 10 "specs/arith.yaml"
    out = (x + y
#line 24 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Add__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
#line 10 "specs/arith.yaml"
    out = (x + y
#line 33 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Add__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
#line 10 "specs/arith.yaml"
    out = (x + y
#line 42 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Add__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 10 "specs/arith.yaml"
    out = (x + y
#line 51 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Add__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 10 "specs/arith.yaml"
    out = (x + y
#line 60 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Add__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 10 "specs/arith.yaml"
    out = (x + y
#line 69 "arith.c"
    );
    *opspec_out_out = out;
}
#endif /* Add */

/* ------------------------------------------------------------ Sub (specs/arith.yaml:18) */
#ifdef OPSPEC_OP_Sub
static inline void Sub__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
#line 24 "specs/arith.yaml"
    out = (x - y
#line 82 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Sub__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
#line 24 "specs/arith.yaml"
    out = (x - y
#line 91 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Sub__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
#line 24 "specs/arith.yaml"
    out = (x - y
#line 100 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Sub__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 24 "specs/arith.yaml"
    out = (x - y
#line 109 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Sub__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 24 "specs/arith.yaml"
    out = (x - y
#line 118 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Sub__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 24 "specs/arith.yaml"
    out = (x - y
#line 127 "arith.c"
    );
    *opspec_out_out = out;
}
#endif /* Sub */

/* ------------------------------------------------------------ Mul (specs/arith.yaml:32) */
#ifdef OPSPEC_OP_Mul
static inline void Mul__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
#line 38 "specs/arith.yaml"
    out = (x * y
#line 140 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mul__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
#line 38 "specs/arith.yaml"
    out = (x * y
#line 149 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mul__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
#line 38 "specs/arith.yaml"
    out = (x * y
#line 158 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mul__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
#line 38 "specs/arith.yaml"
    out = (x * y
#line 167 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mul__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 38 "specs/arith.yaml"
    out = (x * y
#line 176 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mul__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 38 "specs/arith.yaml"
    out = (x * y
#line 185 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mul__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 38 "specs/arith.yaml"
    out = (x * y
#line 194 "arith.c"
    );
    *opspec_out_out = out;
}
#endif /* Mul */

/* ------------------------------------------------------------ TrueDiv (specs/arith.yaml:44) */
#ifdef OPSPEC_OP_TrueDiv
static inline void TrueDiv__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 51 "specs/arith.yaml"
    out = (x / y
#line 207 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void TrueDiv__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 51 "specs/arith.yaml"
    out = (x / y
#line 216 "arith.c"
    );
    *opspec_out_out = out;
}
#endif /* TrueDiv */

/* ------------------------------------------------------------ Neg (specs/arith.yaml:57) */
#ifdef OPSPEC_OP_Neg
static inline void Neg__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
#line 63 "specs/arith.yaml"
    out = (-x
#line 229 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Neg__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
#line 63 "specs/arith.yaml"
    out = (-x
#line 238 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Neg__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
#line 63 "specs/arith.yaml"
    out = (-x
#line 247 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Neg__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 63 "specs/arith.yaml"
    out = (-x
#line 256 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Neg__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 63 "specs/arith.yaml"
    out = (-x
#line 265 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Neg__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 63 "specs/arith.yaml"
    out = (-x
#line 274 "arith.c"
    );
    *opspec_out_out = out;
}
#endif /* Neg */

/* ------------------------------------------------------------ IntDiv (specs/arith.yaml:69) */
#ifdef OPSPEC_OP_IntDiv
static inline void IntDiv__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
#line 76 "specs/arith.yaml"
    out = (opspec_floor_divide(x, y)
#line 287 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void IntDiv__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
#line 76 "specs/arith.yaml"
    out = (opspec_floor_divide(x, y)
#line 296 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void IntDiv__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
#line 76 "specs/arith.yaml"
    out = (opspec_floor_divide(x, y)
#line 305 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void IntDiv__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 76 "specs/arith.yaml"
    out = (opspec_floor_divide(x, y)
#line 314 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void IntDiv__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 76 "specs/arith.yaml"
    out = (opspec_floor_divide(x, y)
#line 323 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void IntDiv__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 76 "specs/arith.yaml"
    out = (opspec_floor_divide(x, y)
#line 332 "arith.c"
    );
    *opspec_out_out = out;
}
#endif /* IntDiv */

/* ------------------------------------------------------------ Mod (specs/arith.yaml:81) */
#ifdef OPSPEC_OP_Mod
static inline void Mod__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
#line 87 "specs/arith.yaml"
    out = (opspec_remainder(x, y)
#line 345 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mod__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
#line 87 "specs/arith.yaml"
    out = (opspec_remainder(x, y)
#line 354 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mod__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
#line 87 "specs/arith.yaml"
    out = (opspec_remainder(x, y)
#line 363 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mod__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 87 "specs/arith.yaml"
    out = (opspec_remainder(x, y)
#line 372 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mod__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 87 "specs/arith.yaml"
    out = (opspec_remainder(x, y)
#line 381 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Mod__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 87 "specs/arith.yaml"
    out = (opspec_remainder(x, y)
#line 390 "arith.c"
    );
    *opspec_out_out = out;
}
#endif /* Mod */

/* ------------------------------------------------------------ Pow (specs/arith.yaml:92) */
#ifdef OPSPEC_OP_Pow
static inline void Pow__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
#line 98 "specs/arith.yaml"
    out = (opspec_power(x, y)
#line 403 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Pow__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
#line 98 "specs/arith.yaml"
    out = (opspec_power(x, y)
#line 412 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Pow__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
#line 98 "specs/arith.yaml"
    out = (opspec_power(x, y)
#line 421 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Pow__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 98 "specs/arith.yaml"
    out = (opspec_power(x, y)
#line 430 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Pow__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 98 "specs/arith.yaml"
    out = (opspec_power(x, y)
#line 439 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Pow__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 98 "specs/arith.yaml"
    out = (opspec_power(x, y)
#line 448 "arith.c"
    );
    *opspec_out_out = out;
}
#endif /* Pow */

/* ------------------------------------------------------------ Cast (specs/arith.yaml:104) */
#ifdef OPSPEC_OP_Cast
static inline void Cast__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
#line 111 "specs/arith.yaml"
    out = (x
#line 461 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__bool__int8_elem(const _Bool x, int8_t *opspec_out_out)
{
    int8_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 470 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__bool__int32_elem(const _Bool x, int32_t *opspec_out_out)
{
    int32_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 479 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__bool__int64_elem(const _Bool x, int64_t *opspec_out_out)
{
    int64_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 488 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__bool__uint8_elem(const _Bool x, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 497 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__bool__float32_elem(const _Bool x, float *opspec_out_out)
{
    float out;
#line 111 "specs/arith.yaml"
    out = (x
#line 506 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__bool__float64_elem(const _Bool x, double *opspec_out_out)
{
    double out;
#line 111 "specs/arith.yaml"
    out = (x
#line 515 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int8__bool_elem(const int8_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 111 "specs/arith.yaml"
    out = (x
#line 524 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 533 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int8__int32_elem(const int8_t x, int32_t *opspec_out_out)
{
    int32_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 542 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int8__int64_elem(const int8_t x, int64_t *opspec_out_out)
{
    int64_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 551 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int8__uint8_elem(const int8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 560 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int8__float32_elem(const int8_t x, float *opspec_out_out)
{
    float out;
#line 111 "specs/arith.yaml"
    out = (x
#line 569 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int8__float64_elem(const int8_t x, double *opspec_out_out)
{
    double out;
#line 111 "specs/arith.yaml"
    out = (x
#line 578 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int32__bool_elem(const int32_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 111 "specs/arith.yaml"
    out = (x
#line 587 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int32__int8_elem(const int32_t x, int8_t *opspec_out_out)
{
    int8_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 596 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 605 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int32__int64_elem(const int32_t x, int64_t *opspec_out_out)
{
    int64_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 614 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int32__uint8_elem(const int32_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 623 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int32__float32_elem(const int32_t x, float *opspec_out_out)
{
    float out;
#line 111 "specs/arith.yaml"
    out = (x
#line 632 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int32__float64_elem(const int32_t x, double *opspec_out_out)
{
    double out;
#line 111 "specs/arith.yaml"
    out = (x
#line 641 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int64__bool_elem(const int64_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 111 "specs/arith.yaml"
    out = (x
#line 650 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int64__int8_elem(const int64_t x, int8_t *opspec_out_out)
{
    int8_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 659 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int64__int32_elem(const int64_t x, int32_t *opspec_out_out)
{
    int32_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 668 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 677 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int64__uint8_elem(const int64_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 686 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int64__float32_elem(const int64_t x, float *opspec_out_out)
{
    float out;
#line 111 "specs/arith.yaml"
    out = (x
#line 695 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__int64__float64_elem(const int64_t x, double *opspec_out_out)
{
    double out;
#line 111 "specs/arith.yaml"
    out = (x
#line 704 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__uint8__bool_elem(const uint8_t x, _Bool *opspec_out_out)
{
    _Bool out;
#line 111 "specs/arith.yaml"
    out = (x
#line 713 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__uint8__int8_elem(const uint8_t x, int8_t *opspec_out_out)
{
    int8_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 722 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__uint8__int32_elem(const uint8_t x, int32_t *opspec_out_out)
{
    int32_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 731 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__uint8__int64_elem(const uint8_t x, int64_t *opspec_out_out)
{
    int64_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 740 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 749 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__uint8__float32_elem(const uint8_t x, float *opspec_out_out)
{
    float out;
#line 111 "specs/arith.yaml"
    out = (x
#line 758 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__uint8__float64_elem(const uint8_t x, double *opspec_out_out)
{
    double out;
#line 111 "specs/arith.yaml"
    out = (x
#line 767 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float32__bool_elem(const float x, _Bool *opspec_out_out)
{
    _Bool out;
#line 111 "specs/arith.yaml"
    out = (x
#line 776 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float32__int8_elem(const float x, int8_t *opspec_out_out)
{
    int8_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 785 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float32__int32_elem(const float x, int32_t *opspec_out_out)
{
    int32_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 794 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float32__int64_elem(const float x, int64_t *opspec_out_out)
{
    int64_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 803 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float32__uint8_elem(const float x, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 812 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 111 "specs/arith.yaml"
    out = (x
#line 821 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float32__float64_elem(const float x, double *opspec_out_out)
{
    double out;
#line 111 "specs/arith.yaml"
    out = (x
#line 830 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float64__bool_elem(const double x, _Bool *opspec_out_out)
{
    _Bool out;
#line 111 "specs/arith.yaml"
    out = (x
#line 839 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float64__int8_elem(const double x, int8_t *opspec_out_out)
{
    int8_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 848 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float64__int32_elem(const double x, int32_t *opspec_out_out)
{
    int32_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 857 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float64__int64_elem(const double x, int64_t *opspec_out_out)
{
    int64_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 866 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float64__uint8_elem(const double x, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 111 "specs/arith.yaml"
    out = (x
#line 875 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float64__float32_elem(const double x, float *opspec_out_out)
{
    float out;
#line 111 "specs/arith.yaml"
    out = (x
#line 884 "arith.c"
    );
    *opspec_out_out = out;
}
static inline void Cast__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 111 "specs/arith.yaml"
    out = (x
#line 893 "arith.c"
    );
    *opspec_out_out = out;
}
#endif /* Cast */
