/* Generated from specs/complexparts.yaml by `opspec generate`. Edit the spec, not this file.
   What it contributes to the C kernels of complexparts: per op a block of scalar functions
   (or body: kernels), one per dtype instantiation; each kernel is compiled from this text and
   the loops its KernelSpec gives (opspec/kernels). ABI: opspec/kernels/opspec_kernel.h. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Real (specs/complexparts.yaml:4) */
#ifdef OPSPEC_OP_Real
static inline void Real__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
#line 10 "specs/complexparts.yaml"
    out = (_Generic((x), float _Complex: crealf(x), double _Complex: creal(x), default: x)
#line 15 "complexparts.c"
    );
    *opspec_out_out = out;
}
static inline void Real__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
#line 10 "specs/complexparts.yaml"
    out = (_Generic((x), float _Complex: crealf(x), double _Complex: creal(x), default: x)
#line 24 "complexparts.c"
    );
    *opspec_out_out = out;
}
static inline void Real__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
#line 10 "specs/complexparts.yaml"
    out = (_Generic((x), float _Complex: crealf(x), double _Complex: creal(x), default: x)
#line 33 "complexparts.c"
    );
    *opspec_out_out = out;
}
static inline void Real__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
#line 10 "specs/complexparts.yaml"
    out = (_Generic((x), float _Complex: crealf(x), double _Complex: creal(x), default: x)
#line 42 "complexparts.c"
    );
    *opspec_out_out = out;
}
static inline void Real__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 10 "specs/complexparts.yaml"
    out = (_Generic((x), float _Complex: crealf(x), double _Complex: creal(x), default: x)
#line 51 "complexparts.c"
    );
    *opspec_out_out = out;
}
static inline void Real__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 10 "specs/complexparts.yaml"
    out = (_Generic((x), float _Complex: crealf(x), double _Complex: creal(x), default: x)
#line 60 "complexparts.c"
    );
    *opspec_out_out = out;
}
static inline void Real__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 10 "specs/complexparts.yaml"
    out = (_Generic((x), float _Complex: crealf(x), double _Complex: creal(x), default: x)
#line 69 "complexparts.c"
    );
    *opspec_out_out = out;
}
#endif /* Real */

/* ------------------------------------------------------------ Imag (specs/complexparts.yaml:14) */
#ifdef OPSPEC_OP_Imag
static inline void Imag__bool__bool_elem(const _Bool x, _Bool *opspec_out_out)
{
    _Bool out;
#line 20 "specs/complexparts.yaml"
    out = (_Generic((x), float _Complex: cimagf(x), double _Complex: cimag(x), default: 0)
#line 82 "complexparts.c"
    );
    *opspec_out_out = out;
}
static inline void Imag__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
#line 20 "specs/complexparts.yaml"
    out = (_Generic((x), float _Complex: cimagf(x), double _Complex: cimag(x), default: 0)
#line 91 "complexparts.c"
    );
    *opspec_out_out = out;
}
static inline void Imag__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
#line 20 "specs/complexparts.yaml"
    out = (_Generic((x), float _Complex: cimagf(x), double _Complex: cimag(x), default: 0)
#line 100 "complexparts.c"
    );
    *opspec_out_out = out;
}
static inline void Imag__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
#line 20 "specs/complexparts.yaml"
    out = (_Generic((x), float _Complex: cimagf(x), double _Complex: cimag(x), default: 0)
#line 109 "complexparts.c"
    );
    *opspec_out_out = out;
}
static inline void Imag__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 20 "specs/complexparts.yaml"
    out = (_Generic((x), float _Complex: cimagf(x), double _Complex: cimag(x), default: 0)
#line 118 "complexparts.c"
    );
    *opspec_out_out = out;
}
static inline void Imag__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 20 "specs/complexparts.yaml"
    out = (_Generic((x), float _Complex: cimagf(x), double _Complex: cimag(x), default: 0)
#line 127 "complexparts.c"
    );
    *opspec_out_out = out;
}
static inline void Imag__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 20 "specs/complexparts.yaml"
    out = (_Generic((x), float _Complex: cimagf(x), double _Complex: cimag(x), default: 0)
#line 136 "complexparts.c"
    );
    *opspec_out_out = out;
}
#endif /* Imag */

/* ------------------------------------------------------------ Conj (specs/complexparts.yaml:24) */
#ifdef OPSPEC_OP_Conj
static inline void Conj__int8__int8_elem(const int8_t x, int8_t *opspec_out_out)
{
    int8_t out;
#line 30 "specs/complexparts.yaml"
    out = (_Generic((x), float _Complex: conjf(x), double _Complex: conj(x), default: x)
#line 149 "complexparts.c"
    );
    *opspec_out_out = out;
}
static inline void Conj__int32__int32_elem(const int32_t x, int32_t *opspec_out_out)
{
    int32_t out;
#line 30 "specs/complexparts.yaml"
    out = (_Generic((x), float _Complex: conjf(x), double _Complex: conj(x), default: x)
#line 158 "complexparts.c"
    );
    *opspec_out_out = out;
}
static inline void Conj__int64__int64_elem(const int64_t x, int64_t *opspec_out_out)
{
    int64_t out;
#line 30 "specs/complexparts.yaml"
    out = (_Generic((x), float _Complex: conjf(x), double _Complex: conj(x), default: x)
#line 167 "complexparts.c"
    );
    *opspec_out_out = out;
}
static inline void Conj__uint8__uint8_elem(const uint8_t x, uint8_t *opspec_out_out)
{
    uint8_t out;
#line 30 "specs/complexparts.yaml"
    out = (_Generic((x), float _Complex: conjf(x), double _Complex: conj(x), default: x)
#line 176 "complexparts.c"
    );
    *opspec_out_out = out;
}
static inline void Conj__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 30 "specs/complexparts.yaml"
    out = (_Generic((x), float _Complex: conjf(x), double _Complex: conj(x), default: x)
#line 185 "complexparts.c"
    );
    *opspec_out_out = out;
}
static inline void Conj__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 30 "specs/complexparts.yaml"
    out = (_Generic((x), float _Complex: conjf(x), double _Complex: conj(x), default: x)
#line 194 "complexparts.c"
    );
    *opspec_out_out = out;
}
#endif /* Conj */

/* ------------------------------------------------------------ Angle (specs/complexparts.yaml:35) */
#ifdef OPSPEC_OP_Angle
static inline void Angle__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 41 "specs/complexparts.yaml"
    out = (_Generic((x), float _Complex: cargf(x), double _Complex: carg(x), default: atan2(0.0, x))
#line 207 "complexparts.c"
    );
    *opspec_out_out = out;
}
static inline void Angle__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 41 "specs/complexparts.yaml"
    out = (_Generic((x), float _Complex: cargf(x), double _Complex: carg(x), default: atan2(0.0, x))
#line 216 "complexparts.c"
    );
    *opspec_out_out = out;
}
#endif /* Angle */
