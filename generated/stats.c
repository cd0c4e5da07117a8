/* Generated from specs/stats.yaml by `opspec generate`. Edit the spec, not this file.
   What it contributes to the C kernels of stats: per op a block of scalar functions
   (or body: kernels), one per dtype instantiation; each kernel is compiled from this text and
   the loops its KernelSpec gives (opspec/kernels). ABI: opspec/kernels/opspec_kernel.h. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Argmin (specs/stats.yaml:4) */
#ifdef OPSPEC_OP_Argmin
#ifdef OPSPEC_KERNEL_Argmin__bool__int64
int Argmin__bool__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
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
#line 15 "specs/stats.yaml"
        /* the first smallest element (a NaN counts as smallest, as in numpy) */
        if (axis_n > 1) FAIL("argmin takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmin of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v < m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 40 "stats.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_Argmin__int8__int64
int Argmin__int8__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
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
#line 15 "specs/stats.yaml"
        /* the first smallest element (a NaN counts as smallest, as in numpy) */
        if (axis_n > 1) FAIL("argmin takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmin of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v < m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 75 "stats.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_Argmin__int32__int64
int Argmin__int32__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
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
#line 15 "specs/stats.yaml"
        /* the first smallest element (a NaN counts as smallest, as in numpy) */
        if (axis_n > 1) FAIL("argmin takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmin of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v < m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 110 "stats.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_Argmin__int64__int64
int Argmin__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
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
#line 15 "specs/stats.yaml"
        /* the first smallest element (a NaN counts as smallest, as in numpy) */
        if (axis_n > 1) FAIL("argmin takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmin of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v < m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 145 "stats.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_Argmin__uint8__int64
int Argmin__uint8__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
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
#line 15 "specs/stats.yaml"
        /* the first smallest element (a NaN counts as smallest, as in numpy) */
        if (axis_n > 1) FAIL("argmin takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmin of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v < m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 180 "stats.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_Argmin__float32__int64
int Argmin__float32__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
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
#line 15 "specs/stats.yaml"
        /* the first smallest element (a NaN counts as smallest, as in numpy) */
        if (axis_n > 1) FAIL("argmin takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmin of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v < m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 215 "stats.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_Argmin__float64__int64
int Argmin__float64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
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
#line 15 "specs/stats.yaml"
        /* the first smallest element (a NaN counts as smallest, as in numpy) */
        if (axis_n > 1) FAIL("argmin takes one axis, got %d", axis_n);
        int ax = axis_n < 0 ? -1 : (int)(axis[0] < 0 ? axis[0] + x.ndim : axis[0]);
        if (axis_n == 1 && (ax < 0 || ax >= x.ndim)) FAIL("axis %d is out of range", (int)axis[0]);
        npy_intp len = ax < 0 ? SIZE(x) : x.shape[ax];
        npy_intp lanes = SIZE(out), step = ax < 0 ? 0 : x.strides[ax];
        if (len == 0) FAIL("attempt to get argmin of an empty sequence");
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *p = x.data + (ax < 0 ? 0 : opspec_lane_offset(x, ax, k));
            npy_intp best = 0;
            TYPE(x) m = *(const TYPE(x) *)p;
            for (npy_intp i = 1; i < len && m == m; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(p + (ax < 0 ? opspec_lane_offset(x, -1, i) : i * step));
                if (v < m || v != v) { m = v; best = i; }
            }
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, keepdims && ax >= 0 ? ax : -1, k)) = best;
        }
#line 250 "stats.c"
    }
    return OPSPEC_OK;
}
#endif
#endif /* Argmin */

/* ------------------------------------------------------------ NanSum (specs/stats.yaml:39) */
#ifdef OPSPEC_OP_NanSum
static inline int64_t NanSum__bool__int64_fold(int64_t acc, const _Bool x)
{
#line 42 "specs/stats.yaml"
    return (int64_t)(acc + (x != x ? 0 : x)
#line 263 "stats.c"
    );
}
static inline int64_t NanSum__bool__int64_merge(int64_t acc, const int64_t x)
{
#line 42 "specs/stats.yaml"
    return (int64_t)(acc + x
#line 270 "stats.c"
    );
}
static inline int64_t NanSum__int8__int64_fold(int64_t acc, const int8_t x)
{
#line 42 "specs/stats.yaml"
    return (int64_t)(acc + (x != x ? 0 : x)
#line 277 "stats.c"
    );
}
static inline int64_t NanSum__int8__int64_merge(int64_t acc, const int64_t x)
{
#line 42 "specs/stats.yaml"
    return (int64_t)(acc + x
#line 284 "stats.c"
    );
}
static inline int64_t NanSum__int32__int64_fold(int64_t acc, const int32_t x)
{
#line 42 "specs/stats.yaml"
    return (int64_t)(acc + (x != x ? 0 : x)
#line 291 "stats.c"
    );
}
static inline int64_t NanSum__int32__int64_merge(int64_t acc, const int64_t x)
{
#line 42 "specs/stats.yaml"
    return (int64_t)(acc + x
#line 298 "stats.c"
    );
}
static inline int64_t NanSum__int64__int64_fold(int64_t acc, const int64_t x)
{
#line 42 "specs/stats.yaml"
    return (int64_t)(acc + (x != x ? 0 : x)
#line 305 "stats.c"
    );
}
static inline int64_t NanSum__int64__int64_merge(int64_t acc, const int64_t x)
{
#line 42 "specs/stats.yaml"
    return (int64_t)(acc + x
#line 312 "stats.c"
    );
}
static inline uint64_t NanSum__uint8__uint64_fold(uint64_t acc, const uint8_t x)
{
#line 42 "specs/stats.yaml"
    return (uint64_t)(acc + (x != x ? 0 : x)
#line 319 "stats.c"
    );
}
static inline uint64_t NanSum__uint8__uint64_merge(uint64_t acc, const uint64_t x)
{
#line 42 "specs/stats.yaml"
    return (uint64_t)(acc + x
#line 326 "stats.c"
    );
}
static inline float NanSum__float32__float32_fold(float acc, const float x)
{
#line 42 "specs/stats.yaml"
    return (float)(acc + (x != x ? 0 : x)
#line 333 "stats.c"
    );
}
static inline float NanSum__float32__float32_merge(float acc, const float x)
{
#line 42 "specs/stats.yaml"
    return (float)(acc + x
#line 340 "stats.c"
    );
}
static inline double NanSum__float64__float64_fold(double acc, const double x)
{
#line 42 "specs/stats.yaml"
    return (double)(acc + (x != x ? 0 : x)
#line 347 "stats.c"
    );
}
static inline double NanSum__float64__float64_merge(double acc, const double x)
{
#line 42 "specs/stats.yaml"
    return (double)(acc + x
#line 354 "stats.c"
    );
}
#endif /* NanSum */

/* ------------------------------------------------------------ NanMax (specs/stats.yaml:53) */
#ifdef OPSPEC_OP_NanMax
static inline float NanMax__float32__float32_fold(float acc, const float x)
{
#line 56 "specs/stats.yaml"
    return (float)((acc != acc || x > acc) ? x : acc
#line 365 "stats.c"
    );
}
static inline double NanMax__float64__float64_fold(double acc, const double x)
{
#line 56 "specs/stats.yaml"
    return (double)((acc != acc || x > acc) ? x : acc
#line 372 "stats.c"
    );
}
#endif /* NanMax */

/* ------------------------------------------------------------ NanMin (specs/stats.yaml:66) */
#ifdef OPSPEC_OP_NanMin
static inline float NanMin__float32__float32_fold(float acc, const float x)
{
#line 69 "specs/stats.yaml"
    return (float)((acc != acc || x < acc) ? x : acc
#line 383 "stats.c"
    );
}
static inline double NanMin__float64__float64_fold(double acc, const double x)
{
#line 69 "specs/stats.yaml"
    return (double)((acc != acc || x < acc) ? x : acc
#line 390 "stats.c"
    );
}
#endif /* NanMin */
