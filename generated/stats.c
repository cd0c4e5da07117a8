/* Generated from specs/stats.yaml by `opspec generate`. Edit the spec, not this file.
   The C kernels of opspec.ops.stats: one function per op and dtype
   instantiation, ABI in opspec/link/c/opspec_kernel.h. */
/* cffi declarations (op: declaration), read by opspec.link.c.thunk:
   Argmin: int Argmin__bool__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims);
   Argmin: int Argmin__int8__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims);
   Argmin: int Argmin__int32__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims);
   Argmin: int Argmin__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims);
   Argmin: int Argmin__uint8__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims);
   Argmin: int Argmin__float32__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims);
   Argmin: int Argmin__float64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims);
   NanSum: int NanSum__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   NanSum: int NanSum__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   NanSum: int NanSum__int8__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   NanSum: int NanSum__int16__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   NanSum: int NanSum__int32__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   NanSum: int NanSum__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   NanSum: int NanSum__uint8__uint64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   NanSum: int NanSum__uint16__uint64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   NanSum: int NanSum__uint32__uint64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   NanSum: int NanSum__uint64__uint64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   NanMax: int NanMax__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   NanMax: int NanMax__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   NanMin: int NanMin__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
   NanMin: int NanMin__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced);
*/
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Argmin (specs/stats.yaml:4) */
#ifndef OPSPEC_SKIP_Argmin
/* specs/stats.yaml:4  Argmin  bool -> int64 */
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
#line 13 "specs/stats.yaml"
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
#line 62 "stats.c"
    }
    return OPSPEC_OK;
}

/* specs/stats.yaml:4  Argmin  int8 -> int64 */
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
#line 13 "specs/stats.yaml"
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
#line 97 "stats.c"
    }
    return OPSPEC_OK;
}

/* specs/stats.yaml:4  Argmin  int32 -> int64 */
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
#line 13 "specs/stats.yaml"
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
#line 132 "stats.c"
    }
    return OPSPEC_OK;
}

/* specs/stats.yaml:4  Argmin  int64 -> int64 */
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
#line 13 "specs/stats.yaml"
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
#line 167 "stats.c"
    }
    return OPSPEC_OK;
}

/* specs/stats.yaml:4  Argmin  uint8 -> int64 */
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
#line 13 "specs/stats.yaml"
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
#line 202 "stats.c"
    }
    return OPSPEC_OK;
}

/* specs/stats.yaml:4  Argmin  float32 -> int64 */
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
#line 13 "specs/stats.yaml"
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
#line 237 "stats.c"
    }
    return OPSPEC_OK;
}

/* specs/stats.yaml:4  Argmin  float64 -> int64 */
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
#line 13 "specs/stats.yaml"
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
#line 272 "stats.c"
    }
    return OPSPEC_OK;
}

#endif /* Argmin */

/* ------------------------------------------------------------ NanSum (specs/stats.yaml:37) */
#ifndef OPSPEC_SKIP_NanSum
/* specs/stats.yaml:37  NanSum  float32 -> float32 */
static inline float NanSum__float32__float32_fold(float acc, const float x)
{
    return (float)(
#line 40 "specs/stats.yaml"
acc + (x != x ? 0 : x)
#line 287 "stats.c"
    );
}
static inline float NanSum__float32__float32_merge(float acc, const float x)
{
    return (float)(
#line 40 "specs/stats.yaml"
acc + x
#line 295 "stats.c"
    );
}
static inline float NanSum__float32__float32_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    float opspec_a0 = 0.0, opspec_a1 = 0.0, opspec_a2 = 0.0, opspec_a3 = 0.0, opspec_a4 = 0.0, opspec_a5 = 0.0, opspec_a6 = 0.0, opspec_a7 = 0.0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = NanSum__float32__float32_fold(opspec_a0, *(const float *)(opspec_px + (opspec_i + 0) * 4));
        opspec_a1 = NanSum__float32__float32_fold(opspec_a1, *(const float *)(opspec_px + (opspec_i + 1) * 4));
        opspec_a2 = NanSum__float32__float32_fold(opspec_a2, *(const float *)(opspec_px + (opspec_i + 2) * 4));
        opspec_a3 = NanSum__float32__float32_fold(opspec_a3, *(const float *)(opspec_px + (opspec_i + 3) * 4));
        opspec_a4 = NanSum__float32__float32_fold(opspec_a4, *(const float *)(opspec_px + (opspec_i + 4) * 4));
        opspec_a5 = NanSum__float32__float32_fold(opspec_a5, *(const float *)(opspec_px + (opspec_i + 5) * 4));
        opspec_a6 = NanSum__float32__float32_fold(opspec_a6, *(const float *)(opspec_px + (opspec_i + 6) * 4));
        opspec_a7 = NanSum__float32__float32_fold(opspec_a7, *(const float *)(opspec_px + (opspec_i + 7) * 4));
    }
    opspec_a0 = NanSum__float32__float32_merge(opspec_a0, opspec_a4);
    opspec_a1 = NanSum__float32__float32_merge(opspec_a1, opspec_a5);
    opspec_a2 = NanSum__float32__float32_merge(opspec_a2, opspec_a6);
    opspec_a3 = NanSum__float32__float32_merge(opspec_a3, opspec_a7);
    return NanSum__float32__float32_merge(NanSum__float32__float32_merge(opspec_a0, opspec_a2), NanSum__float32__float32_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE float NanSum__float32__float32_partials(const char *opspec_px, npy_intp opspec_end, float acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    float *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = NanSum__float32__float32_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = NanSum__float32__float32_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = NanSum__float32__float32_merge(acc, NanSum__float32__float32_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void NanSum__float32__float32_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        float acc = *(float *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 4) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = NanSum__float32__float32_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = NanSum__float32__float32_fold(acc, *(const float *)(opspec_px + opspec_i * opspec_sx));
        *(float *)opspec_po = acc;
    } else if (opspec_sx == 4 && opspec_so == 4) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((float *)opspec_po)[opspec_i] = NanSum__float32__float32_fold(((float *)opspec_po)[opspec_i], *(const float *)(opspec_px + opspec_i * 4));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(float *)opspec_po = NanSum__float32__float32_fold(*(float *)opspec_po, *(const float *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void NanSum__float32__float32_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        NanSum__float32__float32_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int NanSum__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {4, 4};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(float *)opspec_po = 0.0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            NanSum__float32__float32_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) NanSum__float32__float32_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    NanSum__float32__float32_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/stats.yaml:37  NanSum  float64 -> float64 */
static inline double NanSum__float64__float64_fold(double acc, const double x)
{
    return (double)(
#line 40 "specs/stats.yaml"
acc + (x != x ? 0 : x)
#line 442 "stats.c"
    );
}
static inline double NanSum__float64__float64_merge(double acc, const double x)
{
    return (double)(
#line 40 "specs/stats.yaml"
acc + x
#line 450 "stats.c"
    );
}
static inline double NanSum__float64__float64_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    double opspec_a0 = 0.0, opspec_a1 = 0.0, opspec_a2 = 0.0, opspec_a3 = 0.0, opspec_a4 = 0.0, opspec_a5 = 0.0, opspec_a6 = 0.0, opspec_a7 = 0.0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = NanSum__float64__float64_fold(opspec_a0, *(const double *)(opspec_px + (opspec_i + 0) * 8));
        opspec_a1 = NanSum__float64__float64_fold(opspec_a1, *(const double *)(opspec_px + (opspec_i + 1) * 8));
        opspec_a2 = NanSum__float64__float64_fold(opspec_a2, *(const double *)(opspec_px + (opspec_i + 2) * 8));
        opspec_a3 = NanSum__float64__float64_fold(opspec_a3, *(const double *)(opspec_px + (opspec_i + 3) * 8));
        opspec_a4 = NanSum__float64__float64_fold(opspec_a4, *(const double *)(opspec_px + (opspec_i + 4) * 8));
        opspec_a5 = NanSum__float64__float64_fold(opspec_a5, *(const double *)(opspec_px + (opspec_i + 5) * 8));
        opspec_a6 = NanSum__float64__float64_fold(opspec_a6, *(const double *)(opspec_px + (opspec_i + 6) * 8));
        opspec_a7 = NanSum__float64__float64_fold(opspec_a7, *(const double *)(opspec_px + (opspec_i + 7) * 8));
    }
    opspec_a0 = NanSum__float64__float64_merge(opspec_a0, opspec_a4);
    opspec_a1 = NanSum__float64__float64_merge(opspec_a1, opspec_a5);
    opspec_a2 = NanSum__float64__float64_merge(opspec_a2, opspec_a6);
    opspec_a3 = NanSum__float64__float64_merge(opspec_a3, opspec_a7);
    return NanSum__float64__float64_merge(NanSum__float64__float64_merge(opspec_a0, opspec_a2), NanSum__float64__float64_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE double NanSum__float64__float64_partials(const char *opspec_px, npy_intp opspec_end, double acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    double *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = NanSum__float64__float64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = NanSum__float64__float64_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = NanSum__float64__float64_merge(acc, NanSum__float64__float64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void NanSum__float64__float64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        double acc = *(double *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 8) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = NanSum__float64__float64_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = NanSum__float64__float64_fold(acc, *(const double *)(opspec_px + opspec_i * opspec_sx));
        *(double *)opspec_po = acc;
    } else if (opspec_sx == 8 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((double *)opspec_po)[opspec_i] = NanSum__float64__float64_fold(((double *)opspec_po)[opspec_i], *(const double *)(opspec_px + opspec_i * 8));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(double *)opspec_po = NanSum__float64__float64_fold(*(double *)opspec_po, *(const double *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void NanSum__float64__float64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        NanSum__float64__float64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int NanSum__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(double *)opspec_po = 0.0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            NanSum__float64__float64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) NanSum__float64__float64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    NanSum__float64__float64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/stats.yaml:37  NanSum  int8 -> int64 */
static inline int64_t NanSum__int8__int64_fold(int64_t acc, const int8_t x)
{
    return (int64_t)(
#line 40 "specs/stats.yaml"
acc + (x != x ? 0 : x)
#line 597 "stats.c"
    );
}
static inline int64_t NanSum__int8__int64_merge(int64_t acc, const int64_t x)
{
    return (int64_t)(
#line 40 "specs/stats.yaml"
acc + x
#line 605 "stats.c"
    );
}
static inline int64_t NanSum__int8__int64_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    int64_t opspec_a0 = 0, opspec_a1 = 0, opspec_a2 = 0, opspec_a3 = 0, opspec_a4 = 0, opspec_a5 = 0, opspec_a6 = 0, opspec_a7 = 0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = NanSum__int8__int64_fold(opspec_a0, *(const int8_t *)(opspec_px + (opspec_i + 0) * 1));
        opspec_a1 = NanSum__int8__int64_fold(opspec_a1, *(const int8_t *)(opspec_px + (opspec_i + 1) * 1));
        opspec_a2 = NanSum__int8__int64_fold(opspec_a2, *(const int8_t *)(opspec_px + (opspec_i + 2) * 1));
        opspec_a3 = NanSum__int8__int64_fold(opspec_a3, *(const int8_t *)(opspec_px + (opspec_i + 3) * 1));
        opspec_a4 = NanSum__int8__int64_fold(opspec_a4, *(const int8_t *)(opspec_px + (opspec_i + 4) * 1));
        opspec_a5 = NanSum__int8__int64_fold(opspec_a5, *(const int8_t *)(opspec_px + (opspec_i + 5) * 1));
        opspec_a6 = NanSum__int8__int64_fold(opspec_a6, *(const int8_t *)(opspec_px + (opspec_i + 6) * 1));
        opspec_a7 = NanSum__int8__int64_fold(opspec_a7, *(const int8_t *)(opspec_px + (opspec_i + 7) * 1));
    }
    opspec_a0 = NanSum__int8__int64_merge(opspec_a0, opspec_a4);
    opspec_a1 = NanSum__int8__int64_merge(opspec_a1, opspec_a5);
    opspec_a2 = NanSum__int8__int64_merge(opspec_a2, opspec_a6);
    opspec_a3 = NanSum__int8__int64_merge(opspec_a3, opspec_a7);
    return NanSum__int8__int64_merge(NanSum__int8__int64_merge(opspec_a0, opspec_a2), NanSum__int8__int64_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE int64_t NanSum__int8__int64_partials(const char *opspec_px, npy_intp opspec_end, int64_t acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    int64_t *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = NanSum__int8__int64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = NanSum__int8__int64_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = NanSum__int8__int64_merge(acc, NanSum__int8__int64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void NanSum__int8__int64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        int64_t acc = *(int64_t *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 1) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = NanSum__int8__int64_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = NanSum__int8__int64_fold(acc, *(const int8_t *)(opspec_px + opspec_i * opspec_sx));
        *(int64_t *)opspec_po = acc;
    } else if (opspec_sx == 1 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((int64_t *)opspec_po)[opspec_i] = NanSum__int8__int64_fold(((int64_t *)opspec_po)[opspec_i], *(const int8_t *)(opspec_px + opspec_i * 1));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(int64_t *)opspec_po = NanSum__int8__int64_fold(*(int64_t *)opspec_po, *(const int8_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void NanSum__int8__int64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        NanSum__int8__int64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int NanSum__int8__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {1, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(int64_t *)opspec_po = 0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            NanSum__int8__int64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) NanSum__int8__int64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    NanSum__int8__int64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/stats.yaml:37  NanSum  int16 -> int64 */
static inline int64_t NanSum__int16__int64_fold(int64_t acc, const int16_t x)
{
    return (int64_t)(
#line 40 "specs/stats.yaml"
acc + (x != x ? 0 : x)
#line 752 "stats.c"
    );
}
static inline int64_t NanSum__int16__int64_merge(int64_t acc, const int64_t x)
{
    return (int64_t)(
#line 40 "specs/stats.yaml"
acc + x
#line 760 "stats.c"
    );
}
static inline int64_t NanSum__int16__int64_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    int64_t opspec_a0 = 0, opspec_a1 = 0, opspec_a2 = 0, opspec_a3 = 0, opspec_a4 = 0, opspec_a5 = 0, opspec_a6 = 0, opspec_a7 = 0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = NanSum__int16__int64_fold(opspec_a0, *(const int16_t *)(opspec_px + (opspec_i + 0) * 2));
        opspec_a1 = NanSum__int16__int64_fold(opspec_a1, *(const int16_t *)(opspec_px + (opspec_i + 1) * 2));
        opspec_a2 = NanSum__int16__int64_fold(opspec_a2, *(const int16_t *)(opspec_px + (opspec_i + 2) * 2));
        opspec_a3 = NanSum__int16__int64_fold(opspec_a3, *(const int16_t *)(opspec_px + (opspec_i + 3) * 2));
        opspec_a4 = NanSum__int16__int64_fold(opspec_a4, *(const int16_t *)(opspec_px + (opspec_i + 4) * 2));
        opspec_a5 = NanSum__int16__int64_fold(opspec_a5, *(const int16_t *)(opspec_px + (opspec_i + 5) * 2));
        opspec_a6 = NanSum__int16__int64_fold(opspec_a6, *(const int16_t *)(opspec_px + (opspec_i + 6) * 2));
        opspec_a7 = NanSum__int16__int64_fold(opspec_a7, *(const int16_t *)(opspec_px + (opspec_i + 7) * 2));
    }
    opspec_a0 = NanSum__int16__int64_merge(opspec_a0, opspec_a4);
    opspec_a1 = NanSum__int16__int64_merge(opspec_a1, opspec_a5);
    opspec_a2 = NanSum__int16__int64_merge(opspec_a2, opspec_a6);
    opspec_a3 = NanSum__int16__int64_merge(opspec_a3, opspec_a7);
    return NanSum__int16__int64_merge(NanSum__int16__int64_merge(opspec_a0, opspec_a2), NanSum__int16__int64_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE int64_t NanSum__int16__int64_partials(const char *opspec_px, npy_intp opspec_end, int64_t acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    int64_t *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = NanSum__int16__int64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = NanSum__int16__int64_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = NanSum__int16__int64_merge(acc, NanSum__int16__int64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void NanSum__int16__int64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        int64_t acc = *(int64_t *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 2) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = NanSum__int16__int64_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = NanSum__int16__int64_fold(acc, *(const int16_t *)(opspec_px + opspec_i * opspec_sx));
        *(int64_t *)opspec_po = acc;
    } else if (opspec_sx == 2 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((int64_t *)opspec_po)[opspec_i] = NanSum__int16__int64_fold(((int64_t *)opspec_po)[opspec_i], *(const int16_t *)(opspec_px + opspec_i * 2));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(int64_t *)opspec_po = NanSum__int16__int64_fold(*(int64_t *)opspec_po, *(const int16_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void NanSum__int16__int64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        NanSum__int16__int64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int NanSum__int16__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {2, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(int64_t *)opspec_po = 0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            NanSum__int16__int64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) NanSum__int16__int64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    NanSum__int16__int64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/stats.yaml:37  NanSum  int32 -> int64 */
static inline int64_t NanSum__int32__int64_fold(int64_t acc, const int32_t x)
{
    return (int64_t)(
#line 40 "specs/stats.yaml"
acc + (x != x ? 0 : x)
#line 907 "stats.c"
    );
}
static inline int64_t NanSum__int32__int64_merge(int64_t acc, const int64_t x)
{
    return (int64_t)(
#line 40 "specs/stats.yaml"
acc + x
#line 915 "stats.c"
    );
}
static inline int64_t NanSum__int32__int64_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    int64_t opspec_a0 = 0, opspec_a1 = 0, opspec_a2 = 0, opspec_a3 = 0, opspec_a4 = 0, opspec_a5 = 0, opspec_a6 = 0, opspec_a7 = 0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = NanSum__int32__int64_fold(opspec_a0, *(const int32_t *)(opspec_px + (opspec_i + 0) * 4));
        opspec_a1 = NanSum__int32__int64_fold(opspec_a1, *(const int32_t *)(opspec_px + (opspec_i + 1) * 4));
        opspec_a2 = NanSum__int32__int64_fold(opspec_a2, *(const int32_t *)(opspec_px + (opspec_i + 2) * 4));
        opspec_a3 = NanSum__int32__int64_fold(opspec_a3, *(const int32_t *)(opspec_px + (opspec_i + 3) * 4));
        opspec_a4 = NanSum__int32__int64_fold(opspec_a4, *(const int32_t *)(opspec_px + (opspec_i + 4) * 4));
        opspec_a5 = NanSum__int32__int64_fold(opspec_a5, *(const int32_t *)(opspec_px + (opspec_i + 5) * 4));
        opspec_a6 = NanSum__int32__int64_fold(opspec_a6, *(const int32_t *)(opspec_px + (opspec_i + 6) * 4));
        opspec_a7 = NanSum__int32__int64_fold(opspec_a7, *(const int32_t *)(opspec_px + (opspec_i + 7) * 4));
    }
    opspec_a0 = NanSum__int32__int64_merge(opspec_a0, opspec_a4);
    opspec_a1 = NanSum__int32__int64_merge(opspec_a1, opspec_a5);
    opspec_a2 = NanSum__int32__int64_merge(opspec_a2, opspec_a6);
    opspec_a3 = NanSum__int32__int64_merge(opspec_a3, opspec_a7);
    return NanSum__int32__int64_merge(NanSum__int32__int64_merge(opspec_a0, opspec_a2), NanSum__int32__int64_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE int64_t NanSum__int32__int64_partials(const char *opspec_px, npy_intp opspec_end, int64_t acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    int64_t *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = NanSum__int32__int64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = NanSum__int32__int64_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = NanSum__int32__int64_merge(acc, NanSum__int32__int64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void NanSum__int32__int64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        int64_t acc = *(int64_t *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 4) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = NanSum__int32__int64_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = NanSum__int32__int64_fold(acc, *(const int32_t *)(opspec_px + opspec_i * opspec_sx));
        *(int64_t *)opspec_po = acc;
    } else if (opspec_sx == 4 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((int64_t *)opspec_po)[opspec_i] = NanSum__int32__int64_fold(((int64_t *)opspec_po)[opspec_i], *(const int32_t *)(opspec_px + opspec_i * 4));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(int64_t *)opspec_po = NanSum__int32__int64_fold(*(int64_t *)opspec_po, *(const int32_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void NanSum__int32__int64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        NanSum__int32__int64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int NanSum__int32__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {4, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(int64_t *)opspec_po = 0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            NanSum__int32__int64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) NanSum__int32__int64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    NanSum__int32__int64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/stats.yaml:37  NanSum  int64 -> int64 */
static inline int64_t NanSum__int64__int64_fold(int64_t acc, const int64_t x)
{
    return (int64_t)(
#line 40 "specs/stats.yaml"
acc + (x != x ? 0 : x)
#line 1062 "stats.c"
    );
}
static inline int64_t NanSum__int64__int64_merge(int64_t acc, const int64_t x)
{
    return (int64_t)(
#line 40 "specs/stats.yaml"
acc + x
#line 1070 "stats.c"
    );
}
static inline int64_t NanSum__int64__int64_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    int64_t opspec_a0 = 0, opspec_a1 = 0, opspec_a2 = 0, opspec_a3 = 0, opspec_a4 = 0, opspec_a5 = 0, opspec_a6 = 0, opspec_a7 = 0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = NanSum__int64__int64_fold(opspec_a0, *(const int64_t *)(opspec_px + (opspec_i + 0) * 8));
        opspec_a1 = NanSum__int64__int64_fold(opspec_a1, *(const int64_t *)(opspec_px + (opspec_i + 1) * 8));
        opspec_a2 = NanSum__int64__int64_fold(opspec_a2, *(const int64_t *)(opspec_px + (opspec_i + 2) * 8));
        opspec_a3 = NanSum__int64__int64_fold(opspec_a3, *(const int64_t *)(opspec_px + (opspec_i + 3) * 8));
        opspec_a4 = NanSum__int64__int64_fold(opspec_a4, *(const int64_t *)(opspec_px + (opspec_i + 4) * 8));
        opspec_a5 = NanSum__int64__int64_fold(opspec_a5, *(const int64_t *)(opspec_px + (opspec_i + 5) * 8));
        opspec_a6 = NanSum__int64__int64_fold(opspec_a6, *(const int64_t *)(opspec_px + (opspec_i + 6) * 8));
        opspec_a7 = NanSum__int64__int64_fold(opspec_a7, *(const int64_t *)(opspec_px + (opspec_i + 7) * 8));
    }
    opspec_a0 = NanSum__int64__int64_merge(opspec_a0, opspec_a4);
    opspec_a1 = NanSum__int64__int64_merge(opspec_a1, opspec_a5);
    opspec_a2 = NanSum__int64__int64_merge(opspec_a2, opspec_a6);
    opspec_a3 = NanSum__int64__int64_merge(opspec_a3, opspec_a7);
    return NanSum__int64__int64_merge(NanSum__int64__int64_merge(opspec_a0, opspec_a2), NanSum__int64__int64_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE int64_t NanSum__int64__int64_partials(const char *opspec_px, npy_intp opspec_end, int64_t acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    int64_t *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = NanSum__int64__int64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = NanSum__int64__int64_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = NanSum__int64__int64_merge(acc, NanSum__int64__int64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void NanSum__int64__int64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        int64_t acc = *(int64_t *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 8) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = NanSum__int64__int64_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = NanSum__int64__int64_fold(acc, *(const int64_t *)(opspec_px + opspec_i * opspec_sx));
        *(int64_t *)opspec_po = acc;
    } else if (opspec_sx == 8 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((int64_t *)opspec_po)[opspec_i] = NanSum__int64__int64_fold(((int64_t *)opspec_po)[opspec_i], *(const int64_t *)(opspec_px + opspec_i * 8));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(int64_t *)opspec_po = NanSum__int64__int64_fold(*(int64_t *)opspec_po, *(const int64_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void NanSum__int64__int64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        NanSum__int64__int64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int NanSum__int64__int64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(int64_t *)opspec_po = 0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            NanSum__int64__int64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) NanSum__int64__int64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    NanSum__int64__int64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/stats.yaml:37  NanSum  uint8 -> uint64 */
static inline uint64_t NanSum__uint8__uint64_fold(uint64_t acc, const uint8_t x)
{
    return (uint64_t)(
#line 40 "specs/stats.yaml"
acc + (x != x ? 0 : x)
#line 1217 "stats.c"
    );
}
static inline uint64_t NanSum__uint8__uint64_merge(uint64_t acc, const uint64_t x)
{
    return (uint64_t)(
#line 40 "specs/stats.yaml"
acc + x
#line 1225 "stats.c"
    );
}
static inline uint64_t NanSum__uint8__uint64_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    uint64_t opspec_a0 = 0, opspec_a1 = 0, opspec_a2 = 0, opspec_a3 = 0, opspec_a4 = 0, opspec_a5 = 0, opspec_a6 = 0, opspec_a7 = 0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = NanSum__uint8__uint64_fold(opspec_a0, *(const uint8_t *)(opspec_px + (opspec_i + 0) * 1));
        opspec_a1 = NanSum__uint8__uint64_fold(opspec_a1, *(const uint8_t *)(opspec_px + (opspec_i + 1) * 1));
        opspec_a2 = NanSum__uint8__uint64_fold(opspec_a2, *(const uint8_t *)(opspec_px + (opspec_i + 2) * 1));
        opspec_a3 = NanSum__uint8__uint64_fold(opspec_a3, *(const uint8_t *)(opspec_px + (opspec_i + 3) * 1));
        opspec_a4 = NanSum__uint8__uint64_fold(opspec_a4, *(const uint8_t *)(opspec_px + (opspec_i + 4) * 1));
        opspec_a5 = NanSum__uint8__uint64_fold(opspec_a5, *(const uint8_t *)(opspec_px + (opspec_i + 5) * 1));
        opspec_a6 = NanSum__uint8__uint64_fold(opspec_a6, *(const uint8_t *)(opspec_px + (opspec_i + 6) * 1));
        opspec_a7 = NanSum__uint8__uint64_fold(opspec_a7, *(const uint8_t *)(opspec_px + (opspec_i + 7) * 1));
    }
    opspec_a0 = NanSum__uint8__uint64_merge(opspec_a0, opspec_a4);
    opspec_a1 = NanSum__uint8__uint64_merge(opspec_a1, opspec_a5);
    opspec_a2 = NanSum__uint8__uint64_merge(opspec_a2, opspec_a6);
    opspec_a3 = NanSum__uint8__uint64_merge(opspec_a3, opspec_a7);
    return NanSum__uint8__uint64_merge(NanSum__uint8__uint64_merge(opspec_a0, opspec_a2), NanSum__uint8__uint64_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE uint64_t NanSum__uint8__uint64_partials(const char *opspec_px, npy_intp opspec_end, uint64_t acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    uint64_t *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = NanSum__uint8__uint64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = NanSum__uint8__uint64_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = NanSum__uint8__uint64_merge(acc, NanSum__uint8__uint64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void NanSum__uint8__uint64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        uint64_t acc = *(uint64_t *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 1) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = NanSum__uint8__uint64_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = NanSum__uint8__uint64_fold(acc, *(const uint8_t *)(opspec_px + opspec_i * opspec_sx));
        *(uint64_t *)opspec_po = acc;
    } else if (opspec_sx == 1 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((uint64_t *)opspec_po)[opspec_i] = NanSum__uint8__uint64_fold(((uint64_t *)opspec_po)[opspec_i], *(const uint8_t *)(opspec_px + opspec_i * 1));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(uint64_t *)opspec_po = NanSum__uint8__uint64_fold(*(uint64_t *)opspec_po, *(const uint8_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void NanSum__uint8__uint64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        NanSum__uint8__uint64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int NanSum__uint8__uint64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {1, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(uint64_t *)opspec_po = 0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            NanSum__uint8__uint64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) NanSum__uint8__uint64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    NanSum__uint8__uint64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/stats.yaml:37  NanSum  uint16 -> uint64 */
static inline uint64_t NanSum__uint16__uint64_fold(uint64_t acc, const uint16_t x)
{
    return (uint64_t)(
#line 40 "specs/stats.yaml"
acc + (x != x ? 0 : x)
#line 1372 "stats.c"
    );
}
static inline uint64_t NanSum__uint16__uint64_merge(uint64_t acc, const uint64_t x)
{
    return (uint64_t)(
#line 40 "specs/stats.yaml"
acc + x
#line 1380 "stats.c"
    );
}
static inline uint64_t NanSum__uint16__uint64_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    uint64_t opspec_a0 = 0, opspec_a1 = 0, opspec_a2 = 0, opspec_a3 = 0, opspec_a4 = 0, opspec_a5 = 0, opspec_a6 = 0, opspec_a7 = 0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = NanSum__uint16__uint64_fold(opspec_a0, *(const uint16_t *)(opspec_px + (opspec_i + 0) * 2));
        opspec_a1 = NanSum__uint16__uint64_fold(opspec_a1, *(const uint16_t *)(opspec_px + (opspec_i + 1) * 2));
        opspec_a2 = NanSum__uint16__uint64_fold(opspec_a2, *(const uint16_t *)(opspec_px + (opspec_i + 2) * 2));
        opspec_a3 = NanSum__uint16__uint64_fold(opspec_a3, *(const uint16_t *)(opspec_px + (opspec_i + 3) * 2));
        opspec_a4 = NanSum__uint16__uint64_fold(opspec_a4, *(const uint16_t *)(opspec_px + (opspec_i + 4) * 2));
        opspec_a5 = NanSum__uint16__uint64_fold(opspec_a5, *(const uint16_t *)(opspec_px + (opspec_i + 5) * 2));
        opspec_a6 = NanSum__uint16__uint64_fold(opspec_a6, *(const uint16_t *)(opspec_px + (opspec_i + 6) * 2));
        opspec_a7 = NanSum__uint16__uint64_fold(opspec_a7, *(const uint16_t *)(opspec_px + (opspec_i + 7) * 2));
    }
    opspec_a0 = NanSum__uint16__uint64_merge(opspec_a0, opspec_a4);
    opspec_a1 = NanSum__uint16__uint64_merge(opspec_a1, opspec_a5);
    opspec_a2 = NanSum__uint16__uint64_merge(opspec_a2, opspec_a6);
    opspec_a3 = NanSum__uint16__uint64_merge(opspec_a3, opspec_a7);
    return NanSum__uint16__uint64_merge(NanSum__uint16__uint64_merge(opspec_a0, opspec_a2), NanSum__uint16__uint64_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE uint64_t NanSum__uint16__uint64_partials(const char *opspec_px, npy_intp opspec_end, uint64_t acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    uint64_t *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = NanSum__uint16__uint64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = NanSum__uint16__uint64_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = NanSum__uint16__uint64_merge(acc, NanSum__uint16__uint64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void NanSum__uint16__uint64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        uint64_t acc = *(uint64_t *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 2) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = NanSum__uint16__uint64_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = NanSum__uint16__uint64_fold(acc, *(const uint16_t *)(opspec_px + opspec_i * opspec_sx));
        *(uint64_t *)opspec_po = acc;
    } else if (opspec_sx == 2 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((uint64_t *)opspec_po)[opspec_i] = NanSum__uint16__uint64_fold(((uint64_t *)opspec_po)[opspec_i], *(const uint16_t *)(opspec_px + opspec_i * 2));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(uint64_t *)opspec_po = NanSum__uint16__uint64_fold(*(uint64_t *)opspec_po, *(const uint16_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void NanSum__uint16__uint64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        NanSum__uint16__uint64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int NanSum__uint16__uint64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {2, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(uint64_t *)opspec_po = 0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            NanSum__uint16__uint64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) NanSum__uint16__uint64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    NanSum__uint16__uint64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/stats.yaml:37  NanSum  uint32 -> uint64 */
static inline uint64_t NanSum__uint32__uint64_fold(uint64_t acc, const uint32_t x)
{
    return (uint64_t)(
#line 40 "specs/stats.yaml"
acc + (x != x ? 0 : x)
#line 1527 "stats.c"
    );
}
static inline uint64_t NanSum__uint32__uint64_merge(uint64_t acc, const uint64_t x)
{
    return (uint64_t)(
#line 40 "specs/stats.yaml"
acc + x
#line 1535 "stats.c"
    );
}
static inline uint64_t NanSum__uint32__uint64_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    uint64_t opspec_a0 = 0, opspec_a1 = 0, opspec_a2 = 0, opspec_a3 = 0, opspec_a4 = 0, opspec_a5 = 0, opspec_a6 = 0, opspec_a7 = 0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = NanSum__uint32__uint64_fold(opspec_a0, *(const uint32_t *)(opspec_px + (opspec_i + 0) * 4));
        opspec_a1 = NanSum__uint32__uint64_fold(opspec_a1, *(const uint32_t *)(opspec_px + (opspec_i + 1) * 4));
        opspec_a2 = NanSum__uint32__uint64_fold(opspec_a2, *(const uint32_t *)(opspec_px + (opspec_i + 2) * 4));
        opspec_a3 = NanSum__uint32__uint64_fold(opspec_a3, *(const uint32_t *)(opspec_px + (opspec_i + 3) * 4));
        opspec_a4 = NanSum__uint32__uint64_fold(opspec_a4, *(const uint32_t *)(opspec_px + (opspec_i + 4) * 4));
        opspec_a5 = NanSum__uint32__uint64_fold(opspec_a5, *(const uint32_t *)(opspec_px + (opspec_i + 5) * 4));
        opspec_a6 = NanSum__uint32__uint64_fold(opspec_a6, *(const uint32_t *)(opspec_px + (opspec_i + 6) * 4));
        opspec_a7 = NanSum__uint32__uint64_fold(opspec_a7, *(const uint32_t *)(opspec_px + (opspec_i + 7) * 4));
    }
    opspec_a0 = NanSum__uint32__uint64_merge(opspec_a0, opspec_a4);
    opspec_a1 = NanSum__uint32__uint64_merge(opspec_a1, opspec_a5);
    opspec_a2 = NanSum__uint32__uint64_merge(opspec_a2, opspec_a6);
    opspec_a3 = NanSum__uint32__uint64_merge(opspec_a3, opspec_a7);
    return NanSum__uint32__uint64_merge(NanSum__uint32__uint64_merge(opspec_a0, opspec_a2), NanSum__uint32__uint64_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE uint64_t NanSum__uint32__uint64_partials(const char *opspec_px, npy_intp opspec_end, uint64_t acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    uint64_t *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = NanSum__uint32__uint64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = NanSum__uint32__uint64_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = NanSum__uint32__uint64_merge(acc, NanSum__uint32__uint64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void NanSum__uint32__uint64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        uint64_t acc = *(uint64_t *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 4) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = NanSum__uint32__uint64_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = NanSum__uint32__uint64_fold(acc, *(const uint32_t *)(opspec_px + opspec_i * opspec_sx));
        *(uint64_t *)opspec_po = acc;
    } else if (opspec_sx == 4 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((uint64_t *)opspec_po)[opspec_i] = NanSum__uint32__uint64_fold(((uint64_t *)opspec_po)[opspec_i], *(const uint32_t *)(opspec_px + opspec_i * 4));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(uint64_t *)opspec_po = NanSum__uint32__uint64_fold(*(uint64_t *)opspec_po, *(const uint32_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void NanSum__uint32__uint64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        NanSum__uint32__uint64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int NanSum__uint32__uint64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {4, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(uint64_t *)opspec_po = 0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            NanSum__uint32__uint64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) NanSum__uint32__uint64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    NanSum__uint32__uint64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/stats.yaml:37  NanSum  uint64 -> uint64 */
static inline uint64_t NanSum__uint64__uint64_fold(uint64_t acc, const uint64_t x)
{
    return (uint64_t)(
#line 40 "specs/stats.yaml"
acc + (x != x ? 0 : x)
#line 1682 "stats.c"
    );
}
static inline uint64_t NanSum__uint64__uint64_merge(uint64_t acc, const uint64_t x)
{
    return (uint64_t)(
#line 40 "specs/stats.yaml"
acc + x
#line 1690 "stats.c"
    );
}
static inline uint64_t NanSum__uint64__uint64_block(const char *opspec_px, npy_intp opspec_i, npy_intp opspec_stop)
{
    /* eight independent chains over a contiguous [i, stop), stop - i a multiple of 8 */
    uint64_t opspec_a0 = 0, opspec_a1 = 0, opspec_a2 = 0, opspec_a3 = 0, opspec_a4 = 0, opspec_a5 = 0, opspec_a6 = 0, opspec_a7 = 0;
    for (; opspec_i < opspec_stop; opspec_i += 8) {
        opspec_a0 = NanSum__uint64__uint64_fold(opspec_a0, *(const uint64_t *)(opspec_px + (opspec_i + 0) * 8));
        opspec_a1 = NanSum__uint64__uint64_fold(opspec_a1, *(const uint64_t *)(opspec_px + (opspec_i + 1) * 8));
        opspec_a2 = NanSum__uint64__uint64_fold(opspec_a2, *(const uint64_t *)(opspec_px + (opspec_i + 2) * 8));
        opspec_a3 = NanSum__uint64__uint64_fold(opspec_a3, *(const uint64_t *)(opspec_px + (opspec_i + 3) * 8));
        opspec_a4 = NanSum__uint64__uint64_fold(opspec_a4, *(const uint64_t *)(opspec_px + (opspec_i + 4) * 8));
        opspec_a5 = NanSum__uint64__uint64_fold(opspec_a5, *(const uint64_t *)(opspec_px + (opspec_i + 5) * 8));
        opspec_a6 = NanSum__uint64__uint64_fold(opspec_a6, *(const uint64_t *)(opspec_px + (opspec_i + 6) * 8));
        opspec_a7 = NanSum__uint64__uint64_fold(opspec_a7, *(const uint64_t *)(opspec_px + (opspec_i + 7) * 8));
    }
    opspec_a0 = NanSum__uint64__uint64_merge(opspec_a0, opspec_a4);
    opspec_a1 = NanSum__uint64__uint64_merge(opspec_a1, opspec_a5);
    opspec_a2 = NanSum__uint64__uint64_merge(opspec_a2, opspec_a6);
    opspec_a3 = NanSum__uint64__uint64_merge(opspec_a3, opspec_a7);
    return NanSum__uint64__uint64_merge(NanSum__uint64__uint64_merge(opspec_a0, opspec_a2), NanSum__uint64__uint64_merge(opspec_a1, opspec_a3));
}
/* [0, end) of a contiguous run, end a multiple of 8, in blocks of 1024 merged into acc in
   order; the blocks on several threads when the run is long enough, with the same result */
static OPSPEC_NOINLINE uint64_t NanSum__uint64__uint64_partials(const char *opspec_px, npy_intp opspec_end, uint64_t acc)
{
    const npy_intp opspec_nb = (opspec_end + 1023) / 1024;
#ifdef _OPENMP
    const int opspec_nt = opspec_omp_threads_for(opspec_end);
    uint64_t *opspec_part = opspec_nt > 1 ? malloc((size_t)opspec_nb * sizeof(*opspec_part)) : NULL;
    if (opspec_part) {
#pragma omp parallel for num_threads(opspec_nt) schedule(static)
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            opspec_part[opspec_b] = NanSum__uint64__uint64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end);
        for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
            acc = NanSum__uint64__uint64_merge(acc, opspec_part[opspec_b]);
        free(opspec_part);
        return acc;
    }
#endif
    for (npy_intp opspec_b = 0; opspec_b < opspec_nb; ++opspec_b)
        acc = NanSum__uint64__uint64_merge(acc, NanSum__uint64__uint64_block(opspec_px, opspec_b * 1024, opspec_b + 1 < opspec_nb ? (opspec_b + 1) * 1024 : opspec_end));
    return acc;
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void NanSum__uint64__uint64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        uint64_t acc = *(uint64_t *)opspec_po;
        npy_intp opspec_i = 0;
        if (opspec_n >= 32 && opspec_sx == 8) {
            opspec_i = opspec_n & ~(npy_intp)7;
            acc = NanSum__uint64__uint64_partials(opspec_px, opspec_i, acc);
        }
        for (; opspec_i < opspec_n; ++opspec_i)
            acc = NanSum__uint64__uint64_fold(acc, *(const uint64_t *)(opspec_px + opspec_i * opspec_sx));
        *(uint64_t *)opspec_po = acc;
    } else if (opspec_sx == 8 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((uint64_t *)opspec_po)[opspec_i] = NanSum__uint64__uint64_fold(((uint64_t *)opspec_po)[opspec_i], *(const uint64_t *)(opspec_px + opspec_i * 8));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(uint64_t *)opspec_po = NanSum__uint64__uint64_fold(*(uint64_t *)opspec_po, *(const uint64_t *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void NanSum__uint64__uint64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        NanSum__uint64__uint64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int NanSum__uint64__uint64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(uint64_t *)opspec_po = 0;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            NanSum__uint64__uint64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) NanSum__uint64__uint64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    NanSum__uint64__uint64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

#endif /* NanSum */

/* ------------------------------------------------------------ NanMax (specs/stats.yaml:51) */
#ifndef OPSPEC_SKIP_NanMax
/* specs/stats.yaml:51  NanMax  float32 -> float32 */
static inline float NanMax__float32__float32_fold(float acc, const float x)
{
    return (float)(
#line 54 "specs/stats.yaml"
(acc != acc || x > acc) ? x : acc
#line 1841 "stats.c"
    );
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void NanMax__float32__float32_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        float acc = *(float *)opspec_po;
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            acc = NanMax__float32__float32_fold(acc, *(const float *)(opspec_px + opspec_i * opspec_sx));
        *(float *)opspec_po = acc;
    } else if (opspec_sx == 4 && opspec_so == 4) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((float *)opspec_po)[opspec_i] = NanMax__float32__float32_fold(((float *)opspec_po)[opspec_i], *(const float *)(opspec_px + opspec_i * 4));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(float *)opspec_po = NanMax__float32__float32_fold(*(float *)opspec_po, *(const float *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void NanMax__float32__float32_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        NanMax__float32__float32_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int NanMax__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {4, 4};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_m == 0)
        FAIL("zero-size array to reduction operation NanMax which has no identity");
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(float *)opspec_po = NAN;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            NanMax__float32__float32_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) NanMax__float32__float32_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    NanMax__float32__float32_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/stats.yaml:51  NanMax  float64 -> float64 */
static inline double NanMax__float64__float64_fold(double acc, const double x)
{
    return (double)(
#line 54 "specs/stats.yaml"
(acc != acc || x > acc) ? x : acc
#line 1943 "stats.c"
    );
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void NanMax__float64__float64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        double acc = *(double *)opspec_po;
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            acc = NanMax__float64__float64_fold(acc, *(const double *)(opspec_px + opspec_i * opspec_sx));
        *(double *)opspec_po = acc;
    } else if (opspec_sx == 8 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((double *)opspec_po)[opspec_i] = NanMax__float64__float64_fold(((double *)opspec_po)[opspec_i], *(const double *)(opspec_px + opspec_i * 8));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(double *)opspec_po = NanMax__float64__float64_fold(*(double *)opspec_po, *(const double *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void NanMax__float64__float64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        NanMax__float64__float64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int NanMax__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_m == 0)
        FAIL("zero-size array to reduction operation NanMax which has no identity");
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(double *)opspec_po = NAN;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            NanMax__float64__float64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) NanMax__float64__float64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    NanMax__float64__float64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

#endif /* NanMax */

/* ------------------------------------------------------------ NanMin (specs/stats.yaml:64) */
#ifndef OPSPEC_SKIP_NanMin
/* specs/stats.yaml:64  NanMin  float32 -> float32 */
static inline float NanMin__float32__float32_fold(float acc, const float x)
{
    return (float)(
#line 67 "specs/stats.yaml"
(acc != acc || x < acc) ? x : acc
#line 2049 "stats.c"
    );
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void NanMin__float32__float32_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        float acc = *(float *)opspec_po;
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            acc = NanMin__float32__float32_fold(acc, *(const float *)(opspec_px + opspec_i * opspec_sx));
        *(float *)opspec_po = acc;
    } else if (opspec_sx == 4 && opspec_so == 4) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((float *)opspec_po)[opspec_i] = NanMin__float32__float32_fold(((float *)opspec_po)[opspec_i], *(const float *)(opspec_px + opspec_i * 4));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(float *)opspec_po = NanMin__float32__float32_fold(*(float *)opspec_po, *(const float *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void NanMin__float32__float32_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        NanMin__float32__float32_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int NanMin__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {4, 4};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_m == 0)
        FAIL("zero-size array to reduction operation NanMin which has no identity");
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(float *)opspec_po = NAN;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            NanMin__float32__float32_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) NanMin__float32__float32_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    NanMin__float32__float32_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

/* specs/stats.yaml:64  NanMin  float64 -> float64 */
static inline double NanMin__float64__float64_fold(double acc, const double x)
{
    return (double)(
#line 67 "specs/stats.yaml"
(acc != acc || x < acc) ? x : acc
#line 2151 "stats.c"
    );
}
/* fold one 1-d run of the iteration (x, then the output) */
static inline void NanMin__float64__float64_fold_run(char *const *opspec_ptr, const npy_intp *opspec_inner, const npy_intp opspec_n)
{
    const char *opspec_px = opspec_ptr[0];
    char *opspec_po = opspec_ptr[1];
    const npy_intp opspec_sx = opspec_inner[0], opspec_so = opspec_inner[1];
    if (opspec_so == 0) {
        double acc = *(double *)opspec_po;
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            acc = NanMin__float64__float64_fold(acc, *(const double *)(opspec_px + opspec_i * opspec_sx));
        *(double *)opspec_po = acc;
    } else if (opspec_sx == 8 && opspec_so == 8) {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i)
            ((double *)opspec_po)[opspec_i] = NanMin__float64__float64_fold(((double *)opspec_po)[opspec_i], *(const double *)(opspec_px + opspec_i * 8));
    } else {
        for (npy_intp opspec_i = 0; opspec_i < opspec_n; ++opspec_i, opspec_po += opspec_so)
            *(double *)opspec_po = NanMin__float64__float64_fold(*(double *)opspec_po, *(const double *)(opspec_px + opspec_i * opspec_sx));
    }
}
/* `runs` inner loops from the iterator's position: the one copy of the loops, which the
   serial path and every thread run */
static OPSPEC_NOINLINE void NanMin__float64__float64_fold_runs(opspec_iter *opspec_it, npy_intp opspec_runs)
{
    for (; opspec_runs > 0; --opspec_runs) {
        NanMin__float64__float64_fold_run(opspec_it->ptr, opspec_it->inner, opspec_it->n);
        if (opspec_runs > 1) opspec_iter_next(opspec_it);
    }
}
int NanMin__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const char *opspec_reduced)
{
    static const int opspec_sizes[] = {8, 8};
    opspec_iter opspec_it, opspec_fill;
    npy_intp opspec_m;
    int opspec_r = opspec_iter_reduce(&opspec_it, &opspec_fill, opspec_data, opspec_ndims, opspec_dims,
                                      opspec_reduced, opspec_sizes, &opspec_m, opspec_err);
    if (opspec_r != OPSPEC_OK) return opspec_r;
    if (opspec_m == 0)
        FAIL("zero-size array to reduction operation NanMin which has no identity");
    if (opspec_fill.size == 0) return OPSPEC_OK;
    do {
        char *opspec_po = opspec_fill.ptr[0];
        for (npy_intp opspec_i = 0; opspec_i < opspec_fill.n; ++opspec_i, opspec_po += opspec_fill.inner[0])
            *(double *)opspec_po = NAN;
    } while (opspec_iter_next(&opspec_fill));
    if (opspec_it.size == 0) return OPSPEC_OK;
#ifdef _OPENMP
    /* threads only over the outer dimension, and only when it indexes distinct output
       elements: each output element is folded by one thread, in the serial order */
    int opspec_nt = opspec_it.ndim > 0 && opspec_it.stride[0][1] != 0
                    ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.shape[0]) opspec_nt = (int)opspec_it.shape[0];
    npy_intp opspec_runs = 1;
    for (int opspec_d = 1; opspec_d < opspec_it.ndim; ++opspec_d) opspec_runs *= opspec_it.shape[opspec_d];
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_r0, opspec_r1;
            opspec_thread_range(opspec_it.shape[0], &opspec_r0, &opspec_r1);
            opspec_part.index[0] = opspec_r0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_r0 * opspec_part.stride[0][opspec_k];
            NanMin__float64__float64_fold_runs(&opspec_part, (opspec_r1 - opspec_r0) * opspec_runs);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
    /* each thread's range of a run at least OPSPEC_MIN_SPAN elements: narrower ranges cost
       their per-run overhead on every row, and threads writing neighbouring elements
       share cache lines */
    opspec_nt = opspec_it.inner[1] != 0 ? opspec_omp_threads_for(opspec_it.size) : 1;
    if (opspec_nt > 1 && opspec_nt > opspec_it.n / OPSPEC_MIN_SPAN) opspec_nt = (int)(opspec_it.n / OPSPEC_MIN_SPAN);
    if (opspec_nt > 1) {
        const char *opspec_shared_error = NULL;
#pragma omp parallel num_threads(opspec_nt)
        {
            opspec_iter opspec_part = opspec_it;
            npy_intp opspec_c0, opspec_c1;
            opspec_thread_range(opspec_it.n, &opspec_c0, &opspec_c1);
            opspec_part.n = opspec_c1 - opspec_c0;
            for (int opspec_k = 0; opspec_k < 2; ++opspec_k) opspec_part.ptr[opspec_k] += opspec_c0 * opspec_part.inner[opspec_k];
            if (opspec_part.n > 0) NanMin__float64__float64_fold_runs(&opspec_part, opspec_it.size / opspec_it.n);
            opspec_omp_gather_error(&opspec_shared_error);
        }
        if (opspec_shared_error) opspec_elem_fail(opspec_shared_error);
        return opspec_elem_finish(opspec_err);
    }
#endif
    NanMin__float64__float64_fold_runs(&opspec_it, opspec_it.size / opspec_it.n);
    return OPSPEC_OK;
}

#endif /* NanMin */
