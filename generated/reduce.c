/* Generated from specs/reduce.yaml by `opspec generate`. Edit the spec, not this file.
   What it contributes to the C kernels of reduce: per op a block of scalar functions
   (or body: kernels), one per dtype instantiation; each kernel is compiled from this text and
   the loops its KernelSpec gives (opspec/kernels). ABI: opspec/kernels/opspec_kernel.h. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Sum (specs/reduce.yaml:4) */
#ifdef OPSPEC_OP_Sum
static inline int64_t Sum__bool__int64_fold(int64_t acc, const _Bool x)
{
#line 9 "specs/reduce.yaml"
    return (int64_t)(acc + x
#line 14 "reduce.c"
    );
}
static inline int64_t Sum__bool__int64_merge(int64_t acc, const int64_t x)
{
#line 9 "specs/reduce.yaml"
    return (int64_t)(acc + x
#line 21 "reduce.c"
    );
}
static inline int64_t Sum__int8__int64_fold(int64_t acc, const int8_t x)
{
#line 9 "specs/reduce.yaml"
    return (int64_t)(acc + x
#line 28 "reduce.c"
    );
}
static inline int64_t Sum__int8__int64_merge(int64_t acc, const int64_t x)
{
#line 9 "specs/reduce.yaml"
    return (int64_t)(acc + x
#line 35 "reduce.c"
    );
}
static inline int64_t Sum__int32__int64_fold(int64_t acc, const int32_t x)
{
#line 9 "specs/reduce.yaml"
    return (int64_t)(acc + x
#line 42 "reduce.c"
    );
}
static inline int64_t Sum__int32__int64_merge(int64_t acc, const int64_t x)
{
#line 9 "specs/reduce.yaml"
    return (int64_t)(acc + x
#line 49 "reduce.c"
    );
}
static inline int64_t Sum__int64__int64_fold(int64_t acc, const int64_t x)
{
#line 9 "specs/reduce.yaml"
    return (int64_t)(acc + x
#line 56 "reduce.c"
    );
}
static inline int64_t Sum__int64__int64_merge(int64_t acc, const int64_t x)
{
#line 9 "specs/reduce.yaml"
    return (int64_t)(acc + x
#line 63 "reduce.c"
    );
}
static inline uint64_t Sum__uint8__uint64_fold(uint64_t acc, const uint8_t x)
{
#line 9 "specs/reduce.yaml"
    return (uint64_t)(acc + x
#line 70 "reduce.c"
    );
}
static inline uint64_t Sum__uint8__uint64_merge(uint64_t acc, const uint64_t x)
{
#line 9 "specs/reduce.yaml"
    return (uint64_t)(acc + x
#line 77 "reduce.c"
    );
}
static inline float Sum__float32__float32_fold(float acc, const float x)
{
#line 9 "specs/reduce.yaml"
    return (float)(acc + x
#line 84 "reduce.c"
    );
}
static inline float Sum__float32__float32_merge(float acc, const float x)
{
#line 9 "specs/reduce.yaml"
    return (float)(acc + x
#line 91 "reduce.c"
    );
}
static inline double Sum__float64__float64_fold(double acc, const double x)
{
#line 9 "specs/reduce.yaml"
    return (double)(acc + x
#line 98 "reduce.c"
    );
}
static inline double Sum__float64__float64_merge(double acc, const double x)
{
#line 9 "specs/reduce.yaml"
    return (double)(acc + x
#line 105 "reduce.c"
    );
}
#endif /* Sum */

/* ------------------------------------------------------------ Prod (specs/reduce.yaml:19) */
#ifdef OPSPEC_OP_Prod
static inline float Prod__float32__float32_fold(float acc, const float x)
{
#line 25 "specs/reduce.yaml"
    return (float)(acc * x
#line 116 "reduce.c"
    );
}
static inline double Prod__float64__float64_fold(double acc, const double x)
{
#line 25 "specs/reduce.yaml"
    return (double)(acc * x
#line 123 "reduce.c"
    );
}
static inline int64_t Prod__int8__int64_fold(int64_t acc, const int8_t x)
{
#line 25 "specs/reduce.yaml"
    return (int64_t)(acc * x
#line 130 "reduce.c"
    );
}
static inline int64_t Prod__int16__int64_fold(int64_t acc, const int16_t x)
{
#line 25 "specs/reduce.yaml"
    return (int64_t)(acc * x
#line 137 "reduce.c"
    );
}
static inline int64_t Prod__int32__int64_fold(int64_t acc, const int32_t x)
{
#line 25 "specs/reduce.yaml"
    return (int64_t)(acc * x
#line 144 "reduce.c"
    );
}
static inline int64_t Prod__int64__int64_fold(int64_t acc, const int64_t x)
{
#line 25 "specs/reduce.yaml"
    return (int64_t)(acc * x
#line 151 "reduce.c"
    );
}
static inline uint64_t Prod__uint8__uint64_fold(uint64_t acc, const uint8_t x)
{
#line 25 "specs/reduce.yaml"
    return (uint64_t)(acc * x
#line 158 "reduce.c"
    );
}
static inline uint64_t Prod__uint16__uint64_fold(uint64_t acc, const uint16_t x)
{
#line 25 "specs/reduce.yaml"
    return (uint64_t)(acc * x
#line 165 "reduce.c"
    );
}
static inline uint64_t Prod__uint32__uint64_fold(uint64_t acc, const uint32_t x)
{
#line 25 "specs/reduce.yaml"
    return (uint64_t)(acc * x
#line 172 "reduce.c"
    );
}
static inline uint64_t Prod__uint64__uint64_fold(uint64_t acc, const uint64_t x)
{
#line 25 "specs/reduce.yaml"
    return (uint64_t)(acc * x
#line 179 "reduce.c"
    );
}
#endif /* Prod */

/* ------------------------------------------------------------ Max (specs/reduce.yaml:33) */
#ifdef OPSPEC_OP_Max
static inline float Max__float32__float32_fold(float acc, const float x)
{
#line 38 "specs/reduce.yaml"
    return (float)((acc != acc || acc > x) ? acc : x
#line 190 "reduce.c"
    );
}
static inline float Max__float32__float32_merge(float acc, const float x)
{
#line 38 "specs/reduce.yaml"
    return (float)((acc != acc || acc > x) ? acc : x
#line 197 "reduce.c"
    );
}
static inline double Max__float64__float64_fold(double acc, const double x)
{
#line 38 "specs/reduce.yaml"
    return (double)((acc != acc || acc > x) ? acc : x
#line 204 "reduce.c"
    );
}
static inline double Max__float64__float64_merge(double acc, const double x)
{
#line 38 "specs/reduce.yaml"
    return (double)((acc != acc || acc > x) ? acc : x
#line 211 "reduce.c"
    );
}
static inline int8_t Max__int8__int8_fold(int8_t acc, const int8_t x)
{
#line 38 "specs/reduce.yaml"
    return (int8_t)((acc != acc || acc > x) ? acc : x
#line 218 "reduce.c"
    );
}
static inline int8_t Max__int8__int8_merge(int8_t acc, const int8_t x)
{
#line 38 "specs/reduce.yaml"
    return (int8_t)((acc != acc || acc > x) ? acc : x
#line 225 "reduce.c"
    );
}
static inline int16_t Max__int16__int16_fold(int16_t acc, const int16_t x)
{
#line 38 "specs/reduce.yaml"
    return (int16_t)((acc != acc || acc > x) ? acc : x
#line 232 "reduce.c"
    );
}
static inline int16_t Max__int16__int16_merge(int16_t acc, const int16_t x)
{
#line 38 "specs/reduce.yaml"
    return (int16_t)((acc != acc || acc > x) ? acc : x
#line 239 "reduce.c"
    );
}
static inline int32_t Max__int32__int32_fold(int32_t acc, const int32_t x)
{
#line 38 "specs/reduce.yaml"
    return (int32_t)((acc != acc || acc > x) ? acc : x
#line 246 "reduce.c"
    );
}
static inline int32_t Max__int32__int32_merge(int32_t acc, const int32_t x)
{
#line 38 "specs/reduce.yaml"
    return (int32_t)((acc != acc || acc > x) ? acc : x
#line 253 "reduce.c"
    );
}
static inline int64_t Max__int64__int64_fold(int64_t acc, const int64_t x)
{
#line 38 "specs/reduce.yaml"
    return (int64_t)((acc != acc || acc > x) ? acc : x
#line 260 "reduce.c"
    );
}
static inline int64_t Max__int64__int64_merge(int64_t acc, const int64_t x)
{
#line 38 "specs/reduce.yaml"
    return (int64_t)((acc != acc || acc > x) ? acc : x
#line 267 "reduce.c"
    );
}
static inline uint8_t Max__uint8__uint8_fold(uint8_t acc, const uint8_t x)
{
#line 38 "specs/reduce.yaml"
    return (uint8_t)((acc != acc || acc > x) ? acc : x
#line 274 "reduce.c"
    );
}
static inline uint8_t Max__uint8__uint8_merge(uint8_t acc, const uint8_t x)
{
#line 38 "specs/reduce.yaml"
    return (uint8_t)((acc != acc || acc > x) ? acc : x
#line 281 "reduce.c"
    );
}
static inline uint16_t Max__uint16__uint16_fold(uint16_t acc, const uint16_t x)
{
#line 38 "specs/reduce.yaml"
    return (uint16_t)((acc != acc || acc > x) ? acc : x
#line 288 "reduce.c"
    );
}
static inline uint16_t Max__uint16__uint16_merge(uint16_t acc, const uint16_t x)
{
#line 38 "specs/reduce.yaml"
    return (uint16_t)((acc != acc || acc > x) ? acc : x
#line 295 "reduce.c"
    );
}
static inline uint32_t Max__uint32__uint32_fold(uint32_t acc, const uint32_t x)
{
#line 38 "specs/reduce.yaml"
    return (uint32_t)((acc != acc || acc > x) ? acc : x
#line 302 "reduce.c"
    );
}
static inline uint32_t Max__uint32__uint32_merge(uint32_t acc, const uint32_t x)
{
#line 38 "specs/reduce.yaml"
    return (uint32_t)((acc != acc || acc > x) ? acc : x
#line 309 "reduce.c"
    );
}
static inline uint64_t Max__uint64__uint64_fold(uint64_t acc, const uint64_t x)
{
#line 38 "specs/reduce.yaml"
    return (uint64_t)((acc != acc || acc > x) ? acc : x
#line 316 "reduce.c"
    );
}
static inline uint64_t Max__uint64__uint64_merge(uint64_t acc, const uint64_t x)
{
#line 38 "specs/reduce.yaml"
    return (uint64_t)((acc != acc || acc > x) ? acc : x
#line 323 "reduce.c"
    );
}
#endif /* Max */

/* ------------------------------------------------------------ Min (specs/reduce.yaml:46) */
#ifdef OPSPEC_OP_Min
static inline float Min__float32__float32_fold(float acc, const float x)
{
#line 51 "specs/reduce.yaml"
    return (float)((acc != acc || acc < x) ? acc : x
#line 334 "reduce.c"
    );
}
static inline float Min__float32__float32_merge(float acc, const float x)
{
#line 51 "specs/reduce.yaml"
    return (float)((acc != acc || acc < x) ? acc : x
#line 341 "reduce.c"
    );
}
static inline double Min__float64__float64_fold(double acc, const double x)
{
#line 51 "specs/reduce.yaml"
    return (double)((acc != acc || acc < x) ? acc : x
#line 348 "reduce.c"
    );
}
static inline double Min__float64__float64_merge(double acc, const double x)
{
#line 51 "specs/reduce.yaml"
    return (double)((acc != acc || acc < x) ? acc : x
#line 355 "reduce.c"
    );
}
static inline int8_t Min__int8__int8_fold(int8_t acc, const int8_t x)
{
#line 51 "specs/reduce.yaml"
    return (int8_t)((acc != acc || acc < x) ? acc : x
#line 362 "reduce.c"
    );
}
static inline int8_t Min__int8__int8_merge(int8_t acc, const int8_t x)
{
#line 51 "specs/reduce.yaml"
    return (int8_t)((acc != acc || acc < x) ? acc : x
#line 369 "reduce.c"
    );
}
static inline int16_t Min__int16__int16_fold(int16_t acc, const int16_t x)
{
#line 51 "specs/reduce.yaml"
    return (int16_t)((acc != acc || acc < x) ? acc : x
#line 376 "reduce.c"
    );
}
static inline int16_t Min__int16__int16_merge(int16_t acc, const int16_t x)
{
#line 51 "specs/reduce.yaml"
    return (int16_t)((acc != acc || acc < x) ? acc : x
#line 383 "reduce.c"
    );
}
static inline int32_t Min__int32__int32_fold(int32_t acc, const int32_t x)
{
#line 51 "specs/reduce.yaml"
    return (int32_t)((acc != acc || acc < x) ? acc : x
#line 390 "reduce.c"
    );
}
static inline int32_t Min__int32__int32_merge(int32_t acc, const int32_t x)
{
#line 51 "specs/reduce.yaml"
    return (int32_t)((acc != acc || acc < x) ? acc : x
#line 397 "reduce.c"
    );
}
static inline int64_t Min__int64__int64_fold(int64_t acc, const int64_t x)
{
#line 51 "specs/reduce.yaml"
    return (int64_t)((acc != acc || acc < x) ? acc : x
#line 404 "reduce.c"
    );
}
static inline int64_t Min__int64__int64_merge(int64_t acc, const int64_t x)
{
#line 51 "specs/reduce.yaml"
    return (int64_t)((acc != acc || acc < x) ? acc : x
#line 411 "reduce.c"
    );
}
static inline uint8_t Min__uint8__uint8_fold(uint8_t acc, const uint8_t x)
{
#line 51 "specs/reduce.yaml"
    return (uint8_t)((acc != acc || acc < x) ? acc : x
#line 418 "reduce.c"
    );
}
static inline uint8_t Min__uint8__uint8_merge(uint8_t acc, const uint8_t x)
{
#line 51 "specs/reduce.yaml"
    return (uint8_t)((acc != acc || acc < x) ? acc : x
#line 425 "reduce.c"
    );
}
static inline uint16_t Min__uint16__uint16_fold(uint16_t acc, const uint16_t x)
{
#line 51 "specs/reduce.yaml"
    return (uint16_t)((acc != acc || acc < x) ? acc : x
#line 432 "reduce.c"
    );
}
static inline uint16_t Min__uint16__uint16_merge(uint16_t acc, const uint16_t x)
{
#line 51 "specs/reduce.yaml"
    return (uint16_t)((acc != acc || acc < x) ? acc : x
#line 439 "reduce.c"
    );
}
static inline uint32_t Min__uint32__uint32_fold(uint32_t acc, const uint32_t x)
{
#line 51 "specs/reduce.yaml"
    return (uint32_t)((acc != acc || acc < x) ? acc : x
#line 446 "reduce.c"
    );
}
static inline uint32_t Min__uint32__uint32_merge(uint32_t acc, const uint32_t x)
{
#line 51 "specs/reduce.yaml"
    return (uint32_t)((acc != acc || acc < x) ? acc : x
#line 453 "reduce.c"
    );
}
static inline uint64_t Min__uint64__uint64_fold(uint64_t acc, const uint64_t x)
{
#line 51 "specs/reduce.yaml"
    return (uint64_t)((acc != acc || acc < x) ? acc : x
#line 460 "reduce.c"
    );
}
static inline uint64_t Min__uint64__uint64_merge(uint64_t acc, const uint64_t x)
{
#line 51 "specs/reduce.yaml"
    return (uint64_t)((acc != acc || acc < x) ? acc : x
#line 467 "reduce.c"
    );
}
#endif /* Min */

/* ------------------------------------------------------------ All (specs/reduce.yaml:58) */
#ifdef OPSPEC_OP_All
static inline _Bool All__bool__bool_fold(_Bool acc, const _Bool x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 478 "reduce.c"
    );
}
static inline _Bool All__bool__bool_merge(_Bool acc, const _Bool x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 485 "reduce.c"
    );
}
static inline _Bool All__int8__bool_fold(_Bool acc, const int8_t x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 492 "reduce.c"
    );
}
static inline _Bool All__int8__bool_merge(_Bool acc, const _Bool x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 499 "reduce.c"
    );
}
static inline _Bool All__int32__bool_fold(_Bool acc, const int32_t x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 506 "reduce.c"
    );
}
static inline _Bool All__int32__bool_merge(_Bool acc, const _Bool x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 513 "reduce.c"
    );
}
static inline _Bool All__int64__bool_fold(_Bool acc, const int64_t x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 520 "reduce.c"
    );
}
static inline _Bool All__int64__bool_merge(_Bool acc, const _Bool x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 527 "reduce.c"
    );
}
static inline _Bool All__uint8__bool_fold(_Bool acc, const uint8_t x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 534 "reduce.c"
    );
}
static inline _Bool All__uint8__bool_merge(_Bool acc, const _Bool x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 541 "reduce.c"
    );
}
static inline _Bool All__float32__bool_fold(_Bool acc, const float x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 548 "reduce.c"
    );
}
static inline _Bool All__float32__bool_merge(_Bool acc, const _Bool x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 555 "reduce.c"
    );
}
static inline _Bool All__float64__bool_fold(_Bool acc, const double x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 562 "reduce.c"
    );
}
static inline _Bool All__float64__bool_merge(_Bool acc, const _Bool x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 569 "reduce.c"
    );
}
#endif /* All */

/* ------------------------------------------------------------ Any (specs/reduce.yaml:69) */
#ifdef OPSPEC_OP_Any
static inline _Bool Any__bool__bool_fold(_Bool acc, const _Bool x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 580 "reduce.c"
    );
}
static inline _Bool Any__bool__bool_merge(_Bool acc, const _Bool x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 587 "reduce.c"
    );
}
static inline _Bool Any__int8__bool_fold(_Bool acc, const int8_t x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 594 "reduce.c"
    );
}
static inline _Bool Any__int8__bool_merge(_Bool acc, const _Bool x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 601 "reduce.c"
    );
}
static inline _Bool Any__int32__bool_fold(_Bool acc, const int32_t x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 608 "reduce.c"
    );
}
static inline _Bool Any__int32__bool_merge(_Bool acc, const _Bool x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 615 "reduce.c"
    );
}
static inline _Bool Any__int64__bool_fold(_Bool acc, const int64_t x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 622 "reduce.c"
    );
}
static inline _Bool Any__int64__bool_merge(_Bool acc, const _Bool x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 629 "reduce.c"
    );
}
static inline _Bool Any__uint8__bool_fold(_Bool acc, const uint8_t x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 636 "reduce.c"
    );
}
static inline _Bool Any__uint8__bool_merge(_Bool acc, const _Bool x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 643 "reduce.c"
    );
}
static inline _Bool Any__float32__bool_fold(_Bool acc, const float x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 650 "reduce.c"
    );
}
static inline _Bool Any__float32__bool_merge(_Bool acc, const _Bool x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 657 "reduce.c"
    );
}
static inline _Bool Any__float64__bool_fold(_Bool acc, const double x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 664 "reduce.c"
    );
}
static inline _Bool Any__float64__bool_merge(_Bool acc, const _Bool x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 671 "reduce.c"
    );
}
#endif /* Any */

/* ------------------------------------------------------------ Argmax (specs/reduce.yaml:80) */
#ifdef OPSPEC_OP_Argmax
#ifdef OPSPEC_KERNEL_Argmax__float32__int64
int Argmax__float32__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
{
    typedef float opspec_T_x;
    typedef int64_t opspec_T_out;
    static const int opspec_sizes[] = {4, 8};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 89 "specs/reduce.yaml"
        /* the first largest element (a NaN counts as largest, as in numpy) */
        if (axis_n > 1) FAIL("argmax takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmax of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v > m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 708 "reduce.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_Argmax__float64__int64
int Argmax__float64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
{
    typedef double opspec_T_x;
    typedef int64_t opspec_T_out;
    static const int opspec_sizes[] = {8, 8};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 89 "specs/reduce.yaml"
        /* the first largest element (a NaN counts as largest, as in numpy) */
        if (axis_n > 1) FAIL("argmax takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmax of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v > m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 743 "reduce.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_Argmax__int8__int64
int Argmax__int8__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
{
    typedef int8_t opspec_T_x;
    typedef int64_t opspec_T_out;
    static const int opspec_sizes[] = {1, 8};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 89 "specs/reduce.yaml"
        /* the first largest element (a NaN counts as largest, as in numpy) */
        if (axis_n > 1) FAIL("argmax takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmax of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v > m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 778 "reduce.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_Argmax__int16__int64
int Argmax__int16__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
{
    typedef int16_t opspec_T_x;
    typedef int64_t opspec_T_out;
    static const int opspec_sizes[] = {2, 8};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 89 "specs/reduce.yaml"
        /* the first largest element (a NaN counts as largest, as in numpy) */
        if (axis_n > 1) FAIL("argmax takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmax of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v > m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 813 "reduce.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_Argmax__int32__int64
int Argmax__int32__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
{
    typedef int32_t opspec_T_x;
    typedef int64_t opspec_T_out;
    static const int opspec_sizes[] = {4, 8};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 89 "specs/reduce.yaml"
        /* the first largest element (a NaN counts as largest, as in numpy) */
        if (axis_n > 1) FAIL("argmax takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmax of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v > m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 848 "reduce.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_Argmax__int64__int64
int Argmax__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
{
    typedef int64_t opspec_T_x;
    typedef int64_t opspec_T_out;
    static const int opspec_sizes[] = {8, 8};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 89 "specs/reduce.yaml"
        /* the first largest element (a NaN counts as largest, as in numpy) */
        if (axis_n > 1) FAIL("argmax takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmax of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v > m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 883 "reduce.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_Argmax__uint8__int64
int Argmax__uint8__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
{
    typedef uint8_t opspec_T_x;
    typedef int64_t opspec_T_out;
    static const int opspec_sizes[] = {1, 8};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 89 "specs/reduce.yaml"
        /* the first largest element (a NaN counts as largest, as in numpy) */
        if (axis_n > 1) FAIL("argmax takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmax of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v > m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 918 "reduce.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_Argmax__uint16__int64
int Argmax__uint16__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
{
    typedef uint16_t opspec_T_x;
    typedef int64_t opspec_T_out;
    static const int opspec_sizes[] = {2, 8};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 89 "specs/reduce.yaml"
        /* the first largest element (a NaN counts as largest, as in numpy) */
        if (axis_n > 1) FAIL("argmax takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmax of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v > m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 953 "reduce.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_Argmax__uint32__int64
int Argmax__uint32__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
{
    typedef uint32_t opspec_T_x;
    typedef int64_t opspec_T_out;
    static const int opspec_sizes[] = {4, 8};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 89 "specs/reduce.yaml"
        /* the first largest element (a NaN counts as largest, as in numpy) */
        if (axis_n > 1) FAIL("argmax takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmax of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v > m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 988 "reduce.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_Argmax__uint64__int64
int Argmax__uint64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
{
    typedef uint64_t opspec_T_x;
    typedef int64_t opspec_T_out;
    static const int opspec_sizes[] = {8, 8};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 89 "specs/reduce.yaml"
        /* the first largest element (a NaN counts as largest, as in numpy) */
        if (axis_n > 1) FAIL("argmax takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmax of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v > m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 1023 "reduce.c"
    }
    return OPSPEC_OK;
}
#endif
#endif /* Argmax */
