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
static inline int64_t Prod__bool__int64_fold(int64_t acc, const _Bool x)
{
#line 25 "specs/reduce.yaml"
    return (int64_t)(acc * x
#line 116 "reduce.c"
    );
}
static inline int64_t Prod__int8__int64_fold(int64_t acc, const int8_t x)
{
#line 25 "specs/reduce.yaml"
    return (int64_t)(acc * x
#line 123 "reduce.c"
    );
}
static inline int64_t Prod__int32__int64_fold(int64_t acc, const int32_t x)
{
#line 25 "specs/reduce.yaml"
    return (int64_t)(acc * x
#line 130 "reduce.c"
    );
}
static inline int64_t Prod__int64__int64_fold(int64_t acc, const int64_t x)
{
#line 25 "specs/reduce.yaml"
    return (int64_t)(acc * x
#line 137 "reduce.c"
    );
}
static inline uint64_t Prod__uint8__uint64_fold(uint64_t acc, const uint8_t x)
{
#line 25 "specs/reduce.yaml"
    return (uint64_t)(acc * x
#line 144 "reduce.c"
    );
}
static inline float Prod__float32__float32_fold(float acc, const float x)
{
#line 25 "specs/reduce.yaml"
    return (float)(acc * x
#line 151 "reduce.c"
    );
}
static inline double Prod__float64__float64_fold(double acc, const double x)
{
#line 25 "specs/reduce.yaml"
    return (double)(acc * x
#line 158 "reduce.c"
    );
}
#endif /* Prod */

/* ------------------------------------------------------------ Max (specs/reduce.yaml:33) */
#ifdef OPSPEC_OP_Max
static inline _Bool Max__bool__bool_fold(_Bool acc, const _Bool x)
{
#line 38 "specs/reduce.yaml"
    return (_Bool)((acc != acc || acc > x) ? acc : x
#line 169 "reduce.c"
    );
}
static inline _Bool Max__bool__bool_merge(_Bool acc, const _Bool x)
{
#line 38 "specs/reduce.yaml"
    return (_Bool)((acc != acc || acc > x) ? acc : x
#line 176 "reduce.c"
    );
}
static inline int8_t Max__int8__int8_fold(int8_t acc, const int8_t x)
{
#line 38 "specs/reduce.yaml"
    return (int8_t)((acc != acc || acc > x) ? acc : x
#line 183 "reduce.c"
    );
}
static inline int8_t Max__int8__int8_merge(int8_t acc, const int8_t x)
{
#line 38 "specs/reduce.yaml"
    return (int8_t)((acc != acc || acc > x) ? acc : x
#line 190 "reduce.c"
    );
}
static inline int32_t Max__int32__int32_fold(int32_t acc, const int32_t x)
{
#line 38 "specs/reduce.yaml"
    return (int32_t)((acc != acc || acc > x) ? acc : x
#line 197 "reduce.c"
    );
}
static inline int32_t Max__int32__int32_merge(int32_t acc, const int32_t x)
{
#line 38 "specs/reduce.yaml"
    return (int32_t)((acc != acc || acc > x) ? acc : x
#line 204 "reduce.c"
    );
}
static inline int64_t Max__int64__int64_fold(int64_t acc, const int64_t x)
{
#line 38 "specs/reduce.yaml"
    return (int64_t)((acc != acc || acc > x) ? acc : x
#line 211 "reduce.c"
    );
}
static inline int64_t Max__int64__int64_merge(int64_t acc, const int64_t x)
{
#line 38 "specs/reduce.yaml"
    return (int64_t)((acc != acc || acc > x) ? acc : x
#line 218 "reduce.c"
    );
}
static inline uint8_t Max__uint8__uint8_fold(uint8_t acc, const uint8_t x)
{
#line 38 "specs/reduce.yaml"
    return (uint8_t)((acc != acc || acc > x) ? acc : x
#line 225 "reduce.c"
    );
}
static inline uint8_t Max__uint8__uint8_merge(uint8_t acc, const uint8_t x)
{
#line 38 "specs/reduce.yaml"
    return (uint8_t)((acc != acc || acc > x) ? acc : x
#line 232 "reduce.c"
    );
}
static inline float Max__float32__float32_fold(float acc, const float x)
{
#line 38 "specs/reduce.yaml"
    return (float)((acc != acc || acc > x) ? acc : x
#line 239 "reduce.c"
    );
}
static inline float Max__float32__float32_merge(float acc, const float x)
{
#line 38 "specs/reduce.yaml"
    return (float)((acc != acc || acc > x) ? acc : x
#line 246 "reduce.c"
    );
}
static inline double Max__float64__float64_fold(double acc, const double x)
{
#line 38 "specs/reduce.yaml"
    return (double)((acc != acc || acc > x) ? acc : x
#line 253 "reduce.c"
    );
}
static inline double Max__float64__float64_merge(double acc, const double x)
{
#line 38 "specs/reduce.yaml"
    return (double)((acc != acc || acc > x) ? acc : x
#line 260 "reduce.c"
    );
}
#endif /* Max */

/* ------------------------------------------------------------ Min (specs/reduce.yaml:46) */
#ifdef OPSPEC_OP_Min
static inline _Bool Min__bool__bool_fold(_Bool acc, const _Bool x)
{
#line 51 "specs/reduce.yaml"
    return (_Bool)((acc != acc || acc < x) ? acc : x
#line 271 "reduce.c"
    );
}
static inline _Bool Min__bool__bool_merge(_Bool acc, const _Bool x)
{
#line 51 "specs/reduce.yaml"
    return (_Bool)((acc != acc || acc < x) ? acc : x
#line 278 "reduce.c"
    );
}
static inline int8_t Min__int8__int8_fold(int8_t acc, const int8_t x)
{
#line 51 "specs/reduce.yaml"
    return (int8_t)((acc != acc || acc < x) ? acc : x
#line 285 "reduce.c"
    );
}
static inline int8_t Min__int8__int8_merge(int8_t acc, const int8_t x)
{
#line 51 "specs/reduce.yaml"
    return (int8_t)((acc != acc || acc < x) ? acc : x
#line 292 "reduce.c"
    );
}
static inline int32_t Min__int32__int32_fold(int32_t acc, const int32_t x)
{
#line 51 "specs/reduce.yaml"
    return (int32_t)((acc != acc || acc < x) ? acc : x
#line 299 "reduce.c"
    );
}
static inline int32_t Min__int32__int32_merge(int32_t acc, const int32_t x)
{
#line 51 "specs/reduce.yaml"
    return (int32_t)((acc != acc || acc < x) ? acc : x
#line 306 "reduce.c"
    );
}
static inline int64_t Min__int64__int64_fold(int64_t acc, const int64_t x)
{
#line 51 "specs/reduce.yaml"
    return (int64_t)((acc != acc || acc < x) ? acc : x
#line 313 "reduce.c"
    );
}
static inline int64_t Min__int64__int64_merge(int64_t acc, const int64_t x)
{
#line 51 "specs/reduce.yaml"
    return (int64_t)((acc != acc || acc < x) ? acc : x
#line 320 "reduce.c"
    );
}
static inline uint8_t Min__uint8__uint8_fold(uint8_t acc, const uint8_t x)
{
#line 51 "specs/reduce.yaml"
    return (uint8_t)((acc != acc || acc < x) ? acc : x
#line 327 "reduce.c"
    );
}
static inline uint8_t Min__uint8__uint8_merge(uint8_t acc, const uint8_t x)
{
#line 51 "specs/reduce.yaml"
    return (uint8_t)((acc != acc || acc < x) ? acc : x
#line 334 "reduce.c"
    );
}
static inline float Min__float32__float32_fold(float acc, const float x)
{
#line 51 "specs/reduce.yaml"
    return (float)((acc != acc || acc < x) ? acc : x
#line 341 "reduce.c"
    );
}
static inline float Min__float32__float32_merge(float acc, const float x)
{
#line 51 "specs/reduce.yaml"
    return (float)((acc != acc || acc < x) ? acc : x
#line 348 "reduce.c"
    );
}
static inline double Min__float64__float64_fold(double acc, const double x)
{
#line 51 "specs/reduce.yaml"
    return (double)((acc != acc || acc < x) ? acc : x
#line 355 "reduce.c"
    );
}
static inline double Min__float64__float64_merge(double acc, const double x)
{
#line 51 "specs/reduce.yaml"
    return (double)((acc != acc || acc < x) ? acc : x
#line 362 "reduce.c"
    );
}
#endif /* Min */

/* ------------------------------------------------------------ All (specs/reduce.yaml:58) */
#ifdef OPSPEC_OP_All
static inline _Bool All__bool__bool_fold(_Bool acc, const _Bool x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 373 "reduce.c"
    );
}
static inline _Bool All__bool__bool_merge(_Bool acc, const _Bool x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 380 "reduce.c"
    );
}
static inline _Bool All__int8__bool_fold(_Bool acc, const int8_t x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 387 "reduce.c"
    );
}
static inline _Bool All__int8__bool_merge(_Bool acc, const _Bool x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 394 "reduce.c"
    );
}
static inline _Bool All__int32__bool_fold(_Bool acc, const int32_t x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 401 "reduce.c"
    );
}
static inline _Bool All__int32__bool_merge(_Bool acc, const _Bool x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 408 "reduce.c"
    );
}
static inline _Bool All__int64__bool_fold(_Bool acc, const int64_t x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 415 "reduce.c"
    );
}
static inline _Bool All__int64__bool_merge(_Bool acc, const _Bool x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 422 "reduce.c"
    );
}
static inline _Bool All__uint8__bool_fold(_Bool acc, const uint8_t x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 429 "reduce.c"
    );
}
static inline _Bool All__uint8__bool_merge(_Bool acc, const _Bool x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 436 "reduce.c"
    );
}
static inline _Bool All__float32__bool_fold(_Bool acc, const float x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 443 "reduce.c"
    );
}
static inline _Bool All__float32__bool_merge(_Bool acc, const _Bool x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 450 "reduce.c"
    );
}
static inline _Bool All__float64__bool_fold(_Bool acc, const double x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 457 "reduce.c"
    );
}
static inline _Bool All__float64__bool_merge(_Bool acc, const _Bool x)
{
#line 63 "specs/reduce.yaml"
    return (_Bool)(acc && x
#line 464 "reduce.c"
    );
}
#endif /* All */

/* ------------------------------------------------------------ Any (specs/reduce.yaml:69) */
#ifdef OPSPEC_OP_Any
static inline _Bool Any__bool__bool_fold(_Bool acc, const _Bool x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 475 "reduce.c"
    );
}
static inline _Bool Any__bool__bool_merge(_Bool acc, const _Bool x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 482 "reduce.c"
    );
}
static inline _Bool Any__int8__bool_fold(_Bool acc, const int8_t x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 489 "reduce.c"
    );
}
static inline _Bool Any__int8__bool_merge(_Bool acc, const _Bool x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 496 "reduce.c"
    );
}
static inline _Bool Any__int32__bool_fold(_Bool acc, const int32_t x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 503 "reduce.c"
    );
}
static inline _Bool Any__int32__bool_merge(_Bool acc, const _Bool x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 510 "reduce.c"
    );
}
static inline _Bool Any__int64__bool_fold(_Bool acc, const int64_t x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 517 "reduce.c"
    );
}
static inline _Bool Any__int64__bool_merge(_Bool acc, const _Bool x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 524 "reduce.c"
    );
}
static inline _Bool Any__uint8__bool_fold(_Bool acc, const uint8_t x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 531 "reduce.c"
    );
}
static inline _Bool Any__uint8__bool_merge(_Bool acc, const _Bool x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 538 "reduce.c"
    );
}
static inline _Bool Any__float32__bool_fold(_Bool acc, const float x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 545 "reduce.c"
    );
}
static inline _Bool Any__float32__bool_merge(_Bool acc, const _Bool x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 552 "reduce.c"
    );
}
static inline _Bool Any__float64__bool_fold(_Bool acc, const double x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 559 "reduce.c"
    );
}
static inline _Bool Any__float64__bool_merge(_Bool acc, const _Bool x)
{
#line 74 "specs/reduce.yaml"
    return (_Bool)(acc || x
#line 566 "reduce.c"
    );
}
#endif /* Any */

/* ------------------------------------------------------------ Argmax (specs/reduce.yaml:80) */
#ifdef OPSPEC_OP_Argmax
#ifdef OPSPEC_KERNEL_Argmax__bool__int64
int Argmax__bool__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
{
    typedef _Bool opspec_T_x;
    typedef int64_t opspec_T_out;
    static const int opspec_sizes[] = {1, 8};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 91 "specs/reduce.yaml"
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
#line 603 "reduce.c"
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
#line 91 "specs/reduce.yaml"
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
#line 638 "reduce.c"
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
#line 91 "specs/reduce.yaml"
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
#line 673 "reduce.c"
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
#line 91 "specs/reduce.yaml"
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
#line 91 "specs/reduce.yaml"
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
#line 91 "specs/reduce.yaml"
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
#line 91 "specs/reduce.yaml"
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
#endif /* Argmax */
