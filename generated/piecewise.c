/* Generated from specs/piecewise.yaml by `opspec generate`. Edit the spec, not this file.
   What it contributes to the C kernels of piecewise: per op a block of scalar functions
   (or body: kernels), one per dtype instantiation; each kernel is compiled from this text and
   the loops its KernelSpec gives (opspec/kernels). ABI: opspec/kernels/opspec_kernel.h. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Abs (specs/piecewise.yaml:3) */
#ifdef OPSPEC_OP_Abs
static inline void Abs__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
#line 9 "specs/piecewise.yaml"
    out = (x < 0 ? -x : (x == 0 ? 0 : x)
#line 15 "piecewise.c"
    );
    *opspec_out_out = out;
}
static inline void Abs__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
#line 9 "specs/piecewise.yaml"
    out = (x < 0 ? -x : (x == 0 ? 0 : x)
#line 24 "piecewise.c"
    );
    *opspec_out_out = out;
}
static inline void Abs__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
#line 9 "specs/piecewise.yaml"
    out = (x < 0 ? -x : (x == 0 ? 0 : x)
#line 33 "piecewise.c"
    );
    *opspec_out_out = out;
}
static inline void Abs__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
#line 9 "specs/piecewise.yaml"
    out = (x < 0 ? -x : (x == 0 ? 0 : x)
#line 42 "piecewise.c"
    );
    *opspec_out_out = out;
}
static inline void Abs__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 9 "specs/piecewise.yaml"
    out = (x < 0 ? -x : (x == 0 ? 0 : x)
#line 51 "piecewise.c"
    );
    *opspec_out_out = out;
}
static inline void Abs__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 9 "specs/piecewise.yaml"
    out = (x < 0 ? -x : (x == 0 ? 0 : x)
#line 60 "piecewise.c"
    );
    *opspec_out_out = out;
}
static inline void Abs__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 9 "specs/piecewise.yaml"
    out = (x < 0 ? -x : (x == 0 ? 0 : x)
#line 69 "piecewise.c"
    );
    *opspec_out_out = out;
}
#endif /* Abs */

/* ------------------------------------------------------------ Sign (specs/piecewise.yaml:17) */
#ifdef OPSPEC_OP_Sign
static inline void Sign__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
#line 23 "specs/piecewise.yaml"
    out = (x != x ? x : (x > 0) - (x < 0)
#line 82 "piecewise.c"
    );
    *opspec_out_out = out;
}
static inline void Sign__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
#line 23 "specs/piecewise.yaml"
    out = (x != x ? x : (x > 0) - (x < 0)
#line 91 "piecewise.c"
    );
    *opspec_out_out = out;
}
static inline void Sign__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
#line 23 "specs/piecewise.yaml"
    out = (x != x ? x : (x > 0) - (x < 0)
#line 100 "piecewise.c"
    );
    *opspec_out_out = out;
}
static inline void Sign__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 23 "specs/piecewise.yaml"
    out = (x != x ? x : (x > 0) - (x < 0)
#line 109 "piecewise.c"
    );
    *opspec_out_out = out;
}
static inline void Sign__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 23 "specs/piecewise.yaml"
    out = (x != x ? x : (x > 0) - (x < 0)
#line 118 "piecewise.c"
    );
    *opspec_out_out = out;
}
static inline void Sign__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 23 "specs/piecewise.yaml"
    out = (x != x ? x : (x > 0) - (x < 0)
#line 127 "piecewise.c"
    );
    *opspec_out_out = out;
}
#endif /* Sign */

/* ------------------------------------------------------------ Maximum (specs/piecewise.yaml:28) */
#ifdef OPSPEC_OP_Maximum
static inline void Maximum__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
#line 34 "specs/piecewise.yaml"
    out = ((x != x || x > y) ? x : y
#line 140 "piecewise.c"
    );
    *opspec_out_out = out;
}
static inline void Maximum__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
#line 34 "specs/piecewise.yaml"
    out = ((x != x || x > y) ? x : y
#line 149 "piecewise.c"
    );
    *opspec_out_out = out;
}
static inline void Maximum__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
#line 34 "specs/piecewise.yaml"
    out = ((x != x || x > y) ? x : y
#line 158 "piecewise.c"
    );
    *opspec_out_out = out;
}
static inline void Maximum__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
#line 34 "specs/piecewise.yaml"
    out = ((x != x || x > y) ? x : y
#line 167 "piecewise.c"
    );
    *opspec_out_out = out;
}
static inline void Maximum__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 34 "specs/piecewise.yaml"
    out = ((x != x || x > y) ? x : y
#line 176 "piecewise.c"
    );
    *opspec_out_out = out;
}
static inline void Maximum__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 34 "specs/piecewise.yaml"
    out = ((x != x || x > y) ? x : y
#line 185 "piecewise.c"
    );
    *opspec_out_out = out;
}
static inline void Maximum__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 34 "specs/piecewise.yaml"
    out = ((x != x || x > y) ? x : y
#line 194 "piecewise.c"
    );
    *opspec_out_out = out;
}
#endif /* Maximum */

/* ------------------------------------------------------------ Minimum (specs/piecewise.yaml:39) */
#ifdef OPSPEC_OP_Minimum
static inline void Minimum__bool_bool__bool_elem(const _Bool x, const _Bool y, _Bool *opspec_out_out)
{
    _Bool out;
#line 45 "specs/piecewise.yaml"
    out = ((x != x || x < y) ? x : y
#line 207 "piecewise.c"
    );
    *opspec_out_out = out;
}
static inline void Minimum__int8_int8__int8_elem(const int8_t x, const int8_t y, int8_t *opspec_out_out)
{
    int8_t out;
#line 45 "specs/piecewise.yaml"
    out = ((x != x || x < y) ? x : y
#line 216 "piecewise.c"
    );
    *opspec_out_out = out;
}
static inline void Minimum__int32_int32__int32_elem(const int32_t x, const int32_t y, int32_t *opspec_out_out)
{
    int32_t out;
#line 45 "specs/piecewise.yaml"
    out = ((x != x || x < y) ? x : y
#line 225 "piecewise.c"
    );
    *opspec_out_out = out;
}
static inline void Minimum__int64_int64__int64_elem(const int64_t x, const int64_t y, int64_t *opspec_out_out)
{
    int64_t out;
#line 45 "specs/piecewise.yaml"
    out = ((x != x || x < y) ? x : y
#line 234 "piecewise.c"
    );
    *opspec_out_out = out;
}
static inline void Minimum__uint8_uint8__uint8_elem(const uint8_t x, const uint8_t y, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 45 "specs/piecewise.yaml"
    out = ((x != x || x < y) ? x : y
#line 243 "piecewise.c"
    );
    *opspec_out_out = out;
}
static inline void Minimum__float32_float32__float32_elem(const float x, const float y, float *opspec_out_out)
{
    float out;
#line 45 "specs/piecewise.yaml"
    out = ((x != x || x < y) ? x : y
#line 252 "piecewise.c"
    );
    *opspec_out_out = out;
}
static inline void Minimum__float64_float64__float64_elem(const double x, const double y, double *opspec_out_out)
{
    double out;
#line 45 "specs/piecewise.yaml"
    out = ((x != x || x < y) ? x : y
#line 261 "piecewise.c"
    );
    *opspec_out_out = out;
}
#endif /* Minimum */
