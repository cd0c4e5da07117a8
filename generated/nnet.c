/* Generated from specs/nnet.yaml by `opspec generate`. Edit the spec, not this file.
   What it contributes to the C kernels of nnet: per op a block of scalar functions
   (or body: kernels), one per dtype instantiation; each kernel is compiled from this text and
   the loops its KernelSpec gives (opspec/kernels). ABI: opspec/kernels/opspec_kernel.h. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Softmax (specs/nnet.yaml:4) */
#ifdef OPSPEC_OP_Softmax
#ifdef OPSPEC_KERNEL_Softmax__float32__float32
int Softmax__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, int64_t axis)
{
    typedef float opspec_T_x;
    typedef float opspec_T_out;
    static const int opspec_sizes[] = {4, 4};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 13 "specs/nnet.yaml"
        int ax = (int)(axis < 0 ? axis + x.ndim : axis);
        if (ax < 0 || ax >= x.ndim) FAIL("axis %lld is out of range for %d dimensions", (long long)axis, x.ndim);
        npy_intp len = x.shape[ax], lanes = 1;
        for (int d = 0; d < x.ndim; ++d) lanes *= d == ax ? 1 : x.shape[d];
        if (len == 0) FAIL("zero-size array to reduction operation maximum which has no identity");
        for (npy_intp k = 0; k < lanes && len > 0; ++k) {
            const char *px = x.data + opspec_lane_offset(x, ax, k);
            char *po = out.data + opspec_lane_offset(out, ax, k);
            TYPE(x) m = -INFINITY, s = 0;
            for (npy_intp i = 0; i < len; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(px + i * x.strides[ax]);
                if (v != v || v > m) m = v;
                if (m != m) break;
            }
            for (npy_intp i = 0; i < len; ++i) {
                TYPE(x) z = exp(*(const TYPE(x) *)(px + i * x.strides[ax]) - m);
                *(TYPE(out) *)(po + i * out.strides[ax]) = z;
                s += z;
            }
            for (npy_intp i = 0; i < len; ++i)
                *(TYPE(out) *)(po + i * out.strides[ax]) /= s;
        }
#line 45 "nnet.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_Softmax__float64__float64
int Softmax__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, int64_t axis)
{
    typedef double opspec_T_x;
    typedef double opspec_T_out;
    static const int opspec_sizes[] = {8, 8};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 13 "specs/nnet.yaml"
        int ax = (int)(axis < 0 ? axis + x.ndim : axis);
        if (ax < 0 || ax >= x.ndim) FAIL("axis %lld is out of range for %d dimensions", (long long)axis, x.ndim);
        npy_intp len = x.shape[ax], lanes = 1;
        for (int d = 0; d < x.ndim; ++d) lanes *= d == ax ? 1 : x.shape[d];
        if (len == 0) FAIL("zero-size array to reduction operation maximum which has no identity");
        for (npy_intp k = 0; k < lanes && len > 0; ++k) {
            const char *px = x.data + opspec_lane_offset(x, ax, k);
            char *po = out.data + opspec_lane_offset(out, ax, k);
            TYPE(x) m = -INFINITY, s = 0;
            for (npy_intp i = 0; i < len; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(px + i * x.strides[ax]);
                if (v != v || v > m) m = v;
                if (m != m) break;
            }
            for (npy_intp i = 0; i < len; ++i) {
                TYPE(x) z = exp(*(const TYPE(x) *)(px + i * x.strides[ax]) - m);
                *(TYPE(out) *)(po + i * out.strides[ax]) = z;
                s += z;
            }
            for (npy_intp i = 0; i < len; ++i)
                *(TYPE(out) *)(po + i * out.strides[ax]) /= s;
        }
#line 85 "nnet.c"
    }
    return OPSPEC_OK;
}
#endif
#endif /* Softmax */

/* ------------------------------------------------------------ LogSoftmax (specs/nnet.yaml:39) */
#ifdef OPSPEC_OP_LogSoftmax
#ifdef OPSPEC_KERNEL_LogSoftmax__float32__float32
int LogSoftmax__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, int64_t axis)
{
    typedef float opspec_T_x;
    typedef float opspec_T_out;
    static const int opspec_sizes[] = {4, 4};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 48 "specs/nnet.yaml"
        int ax = (int)(axis < 0 ? axis + x.ndim : axis);
        if (ax < 0 || ax >= x.ndim) FAIL("axis %lld is out of range for %d dimensions", (long long)axis, x.ndim);
        npy_intp len = x.shape[ax], lanes = len ? SIZE(x) / len : 0;
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *px = x.data + opspec_lane_offset(x, ax, k);
            char *po = out.data + opspec_lane_offset(out, ax, k);
            TYPE(x) m = -INFINITY, s = 0;
            for (npy_intp i = 0; i < len; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(px + i * x.strides[ax]);
                if (v != v || v > m) m = v;
                if (m != m) break;
            }
            if (!isfinite(m)) m = 0;
            for (npy_intp i = 0; i < len; ++i)
                s += exp(*(const TYPE(x) *)(px + i * x.strides[ax]) - m);
            TYPE(x) lse = log(s) + m;
            for (npy_intp i = 0; i < len; ++i)
                *(TYPE(out) *)(po + i * out.strides[ax]) = *(const TYPE(x) *)(px + i * x.strides[ax]) - lse;
        }
#line 126 "nnet.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_LogSoftmax__float64__float64
int LogSoftmax__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, int64_t axis)
{
    typedef double opspec_T_x;
    typedef double opspec_T_out;
    static const int opspec_sizes[] = {8, 8};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 48 "specs/nnet.yaml"
        int ax = (int)(axis < 0 ? axis + x.ndim : axis);
        if (ax < 0 || ax >= x.ndim) FAIL("axis %lld is out of range for %d dimensions", (long long)axis, x.ndim);
        npy_intp len = x.shape[ax], lanes = len ? SIZE(x) / len : 0;
        for (npy_intp k = 0; k < lanes; ++k) {
            const char *px = x.data + opspec_lane_offset(x, ax, k);
            char *po = out.data + opspec_lane_offset(out, ax, k);
            TYPE(x) m = -INFINITY, s = 0;
            for (npy_intp i = 0; i < len; ++i) {
                TYPE(x) v = *(const TYPE(x) *)(px + i * x.strides[ax]);
                if (v != v || v > m) m = v;
                if (m != m) break;
            }
            if (!isfinite(m)) m = 0;
            for (npy_intp i = 0; i < len; ++i)
                s += exp(*(const TYPE(x) *)(px + i * x.strides[ax]) - m);
            TYPE(x) lse = log(s) + m;
            for (npy_intp i = 0; i < len; ++i)
                *(TYPE(out) *)(po + i * out.strides[ax]) = *(const TYPE(x) *)(px + i * x.strides[ax]) - lse;
        }
#line 163 "nnet.c"
    }
    return OPSPEC_OK;
}
#endif
#endif /* LogSoftmax */

/* ------------------------------------------------------------ LogSumExp (specs/nnet.yaml:72) */
#ifdef OPSPEC_OP_LogSumExp
#ifdef OPSPEC_KERNEL_LogSumExp__float32__float32
int LogSumExp__float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
{
    typedef float opspec_T_x;
    typedef float opspec_T_out;
    static const int opspec_sizes[] = {4, 4};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 81 "specs/nnet.yaml"
        char red[OPSPEC_MAXDIMS] = {0}, kept[OPSPEC_MAXDIMS];
        for (int i = 0; i < axis_n; ++i) {
            npy_intp a = axis[i] < 0 ? axis[i] + x.ndim : axis[i];
            if (a < 0 || a >= x.ndim) FAIL("axis %lld is out of range", (long long)axis[i]);
            red[a] = 1;
        }
        npy_intp count = 1;
        for (int d = 0; d < x.ndim; ++d) {
            if (axis_n < 0) red[d] = 1;
            kept[d] = !red[d];
            if (red[d]) count *= x.shape[d];
        }
        for (npy_intp k = 0; k < SIZE(out); ++k) {
            const char *px = x.data + opspec_sub_offset(x, kept, k);
            TYPE(x) m = -INFINITY, s = 0;
            for (npy_intp j = 0; j < count && m == m; ++j) {
                TYPE(x) v = *(const TYPE(x) *)(px + opspec_sub_offset(x, red, j));
                if (v != v || v > m) m = v;
            }
            if (!isfinite(m)) m = 0;
            for (npy_intp j = 0; j < count; ++j)
                s += exp(*(const TYPE(x) *)(px + opspec_sub_offset(x, red, j)) - m);
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, -1, k)) = log(s) + m;
        }
#line 209 "nnet.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_LogSumExp__float64__float64
int LogSumExp__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, const npy_intp *axis, int axis_n, int keepdims)
{
    typedef double opspec_T_x;
    typedef double opspec_T_out;
    static const int opspec_sizes[] = {8, 8};
    if (opspec_check_aligned(2, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array x = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array out = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    (void)x; (void)out;
    {
#line 81 "specs/nnet.yaml"
        char red[OPSPEC_MAXDIMS] = {0}, kept[OPSPEC_MAXDIMS];
        for (int i = 0; i < axis_n; ++i) {
            npy_intp a = axis[i] < 0 ? axis[i] + x.ndim : axis[i];
            if (a < 0 || a >= x.ndim) FAIL("axis %lld is out of range", (long long)axis[i]);
            red[a] = 1;
        }
        npy_intp count = 1;
        for (int d = 0; d < x.ndim; ++d) {
            if (axis_n < 0) red[d] = 1;
            kept[d] = !red[d];
            if (red[d]) count *= x.shape[d];
        }
        for (npy_intp k = 0; k < SIZE(out); ++k) {
            const char *px = x.data + opspec_sub_offset(x, kept, k);
            TYPE(x) m = -INFINITY, s = 0;
            for (npy_intp j = 0; j < count && m == m; ++j) {
                TYPE(x) v = *(const TYPE(x) *)(px + opspec_sub_offset(x, red, j));
                if (v != v || v > m) m = v;
            }
            if (!isfinite(m)) m = 0;
            for (npy_intp j = 0; j < count; ++j)
                s += exp(*(const TYPE(x) *)(px + opspec_sub_offset(x, red, j)) - m);
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, -1, k)) = log(s) + m;
        }
#line 251 "nnet.c"
    }
    return OPSPEC_OK;
}
#endif
#endif /* LogSumExp */
