/* Generated from specs/nnet.yaml by `opspec generate`. Edit the spec, not this file.
   What it contributes to the C kernels of nnet: per op a block of scalar functions
   (or body: kernels), one per dtype instantiation; each kernel is compiled from this text and
   the loops its KernelSpec gives (opspec/kernels). ABI: opspec/kernels/opspec_kernel.h. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ support of Softmax, SoftmaxGrad, LogSoftmax, LogSoftmaxGrad, LogSumExp */
#if defined(OPSPEC_OP_Softmax) || defined(OPSPEC_OP_SoftmaxGrad) || defined(OPSPEC_OP_LogSoftmax) || defined(OPSPEC_OP_LogSoftmaxGrad) || defined(OPSPEC_OP_LogSumExp)
#line 13 "specs/nnet.yaml"
#ifndef OPSPEC_ROWWISE
#define OPSPEC_ROWWISE
/* The softmax family works on one lane at a time (the elements along the axis for one
   index of the other dimensions), the lane in cache: its max, the sum of exp(x - max),
   then the lane normalised, each a loop over a contiguous row, which vectorizes (exp
   inlined: exp_inline of opspec_kernel.h). A lane that is not contiguous is copied into a
   buffer of its thread and back. Lanes split over threads as elementwise kernels split their elements
   (opspec_omp_threads_for); every lane is computed by one thread, in one order, so the
   results do not depend on the thread count. */
#define OPSPEC_ROW_FOLDS(T, S)                                                        \
    /* max in eight partial results: the loop vectorizes. It skips NaN (x > m is false),    \
       which still makes its whole lane NaN through the sum of exp, as numpy's max does */ \
    static inline T opspec_row_max_##S(const T *x, npy_intp n)                           \
    {                                                                                    \
        T m[8];                                                                          \
        for (int j = 0; j < 8; ++j) m[j] = -INFINITY;                                    \
        npy_intp i = 0;                                                                  \
        for (; i + 8 <= n; i += 8)                                                       \
            for (int j = 0; j < 8; ++j) m[j] = x[i + j] > m[j] ? x[i + j] : m[j];        \
        for (; i < n; ++i) m[0] = x[i] > m[0] ? x[i] : m[0];                             \
        for (int j = 1; j < 8; ++j) m[0] = m[j] > m[0] ? m[j] : m[0];                    \
        return m[0];                                                                     \
    }                                                                                    \
    /* sum of x * y (y NULL: of x) in eight partial sums, as the reductions sum */       \
    static inline T opspec_row_dot_##S(const T *x, const T *y, npy_intp n)               \
    {                                                                                    \
        T s[8] = {0};                                                                    \
        npy_intp i = 0;                                                                  \
        if (y)                                                                           \
            for (; i + 8 <= n; i += 8)                                                   \
                for (int j = 0; j < 8; ++j) s[j] += x[i + j] * y[i + j];                 \
        else                                                                             \
            for (; i + 8 <= n; i += 8)                                                   \
                for (int j = 0; j < 8; ++j) s[j] += x[i + j];                            \
        for (; i < n; ++i) s[0] += y ? x[i] * y[i] : x[i];                               \
        return ((s[0] + s[4]) + (s[2] + s[6])) + ((s[1] + s[5]) + (s[3] + s[7]));        \
    }                                                                                    \
    /* sum of exp(x - m), in opspec_row_dot's order: the exps go straight into the       \
       partial sums (no pass writing them and one reading them back) */                  \
    static inline T opspec_row_expsum_##S(const T *x, T m, npy_intp n)                   \
    {                                                                                    \
        T s[8] = {0};                                                                    \
        npy_intp i = 0;                                                                  \
        for (; i + 8 <= n; i += 8)                                                       \
            for (int j = 0; j < 8; ++j) s[j] += exp_inline(x[i + j] - m);                \
        for (; i < n; ++i) s[0] += exp_inline(x[i] - m);                                 \
        return ((s[0] + s[4]) + (s[2] + s[6])) + ((s[1] + s[5]) + (s[3] + s[7]));        \
    }
OPSPEC_ROW_FOLDS(float, float32)
OPSPEC_ROW_FOLDS(double, float64)
#define opspec_row_max(x, n) _Generic((x), float *: opspec_row_max_float32, \
    double *: opspec_row_max_float64)(x, n)
#define opspec_row_dot(x, y, n) _Generic((x), float *: opspec_row_dot_float32, \
    double *: opspec_row_dot_float64)(x, y, n)
#define opspec_row_expsum(x, m, n) _Generic((x), float *: opspec_row_expsum_float32, \
    double *: opspec_row_expsum_float64)(x, m, n)

static inline int opspec_thread_id(void)
{
#ifdef _OPENMP
    return omp_get_thread_num();
#else
    return 0;
#endif
}

/* The lanes of operands: along one axis (operands of one shape), or over the dimensions
   `reduced` marks as one lane in C order (logsumexp: one operand). Per operand, the one
   stride of a lane's elements (0: none, the lane is gathered element by element). */
typedef struct {
    opspec_array a[3];
    int nop, axis;
    char kept[OPSPEC_MAXDIMS], reduced[OPSPEC_MAXDIMS];
    npy_intp len, lanes, step[3], size;
} opspec_lanes;

/* the stride of a lane's elements: of its only non-trivial dimension, the item size when
   its dimensions are contiguous in C order, else 0 */
static inline npy_intp opspec_lane_step(opspec_array a, const char *reduced, npy_intp size)
{
    int n = 0, last = 0, contiguous = 1;
    npy_intp want = size;
    for (int d = a.ndim - 1; d >= 0; --d) {
        if (!reduced[d] || a.shape[d] == 1) continue;
        ++n;
        last = d;
        contiguous &= a.strides[d] == want;
        want *= a.shape[d];
    }
    return n == 0 ? size : n == 1 ? a.strides[last] : contiguous ? size : 0;
}

static inline int opspec_lanes_init(opspec_lanes *l, int nop, const opspec_array *a, int64_t axis,
                                    const char *reduced, npy_intp size, char *opspec_err)
{
    int nd = a[0].ndim;
    l->nop = nop;
    l->size = size;
    l->axis = -1;
    if (!reduced) {
        if (axis < -nd || axis >= nd)
            FAIL("axis %lld is out of bounds for array of dimension %d", (long long)axis, nd);
        l->axis = (int)(axis < 0 ? axis + nd : axis);
    }
    l->len = l->lanes = 1;
    for (int d = 0; d < nd; ++d) {
        l->reduced[d] = reduced ? reduced[d] : d == l->axis;
        l->kept[d] = !l->reduced[d];
        *(l->reduced[d] ? &l->len : &l->lanes) *= a[0].shape[d];
    }
    for (int k = 0; k < nop; ++k) {
        int same = a[k].ndim == nd;
        for (int d = 0; same && d < nd; ++d) same = a[k].shape[d] == a[0].shape[d];
        if (!same) FAIL("operands of different shapes along axis %d", l->axis);
        l->a[k] = a[k];
        l->step[k] = opspec_lane_step(a[k], l->reduced, size);
    }
    return OPSPEC_OK;
}

/* threads for the lanes: as an elementwise kernel of their size would, at most one per lane */
static inline int opspec_lane_threads(const opspec_lanes *l)
{
    int nt = opspec_omp_threads_for(l->len * l->lanes);
    return nt <= l->lanes ? nt : l->lanes > 0 ? (int)l->lanes : 1;
}

/* `rows` lanes of scratch per thread in *bufs when some operand's lanes are not contiguous
   rows or when `always`, else NULL */
static inline int opspec_lane_buffers(const opspec_lanes *l, int nt, int rows, int always, void **bufs,
                                      char *opspec_err)
{
    *bufs = NULL;
    for (int k = 0; k < l->nop; ++k) always |= l->step[k] != l->size;
    if (!always || l->len == 0) return OPSPEC_OK;
    *bufs = malloc((size_t)nt * (size_t)rows * (size_t)(l->len * l->size));
    if (!*bufs) FAIL("out of memory for %d buffers of %lld elements", nt * rows, (long long)l->len);
    return OPSPEC_OK;
}

static inline npy_intp opspec_lane_start(const opspec_lanes *l, int k, npy_intp lane)
{
    return l->axis >= 0 ? opspec_lane_offset(l->a[k], l->axis, lane) : opspec_sub_offset(l->a[k], l->kept, lane);
}

static inline npy_intp opspec_lane_element(const opspec_lanes *l, int k, npy_intp i)
{
    return l->step[k] ? i * l->step[k] : opspec_sub_offset(l->a[k], l->reduced, i);
}

/* one element, of a size known when the kernel is compiled (a plain load and store) */
static inline void opspec_copy_item(char *dst, const char *src, npy_intp size)
{
    if (size == 8) memcpy(dst, src, 8);
    else memcpy(dst, src, 4);
}

/* lane `lane` of operand k as a contiguous row: itself when it is one, else copied into buf */
static inline void *opspec_lane_in(const opspec_lanes *l, int k, npy_intp lane, void *buf)
{
    const char *p = l->a[k].data + opspec_lane_start(l, k, lane);
    if (l->step[k] == l->size) return (void *)p;
    for (npy_intp i = 0; i < l->len; ++i)
        opspec_copy_item((char *)buf + i * l->size, p + opspec_lane_element(l, k, i), l->size);
    return buf;
}

/* where lane `lane` of operand k is computed: in place when it is a contiguous row, else buf */
static inline void *opspec_lane_out(const opspec_lanes *l, int k, npy_intp lane, void *buf)
{
    return l->step[k] == l->size ? l->a[k].data + opspec_lane_start(l, k, lane) : buf;
}

/* a lane computed into buf copied to operand k (nothing when it was computed in place) */
static inline void opspec_lane_store(const opspec_lanes *l, int k, npy_intp lane, const void *row)
{
    char *p = l->a[k].data + opspec_lane_start(l, k, lane);
    if (row == p) return;
    for (npy_intp i = 0; i < l->len; ++i)
        opspec_copy_item(p + opspec_lane_element(l, k, i), (const char *)row + i * l->size, l->size);
}
#endif
#line 193 "nnet.c"
#endif

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
#line 196 "specs/nnet.yaml"
        opspec_lanes l;
        void *bufs;
        if (opspec_lanes_init(&l, 2, (opspec_array[]){x, out}, axis, NULL, sizeof(TYPE(x)), opspec_err)) return OPSPEC_ERROR;
        if (l.len == 0) FAIL("zero-size array to reduction operation maximum which has no identity");
        int nt = opspec_lane_threads(&l);
        if (opspec_lane_buffers(&l, nt, 1, 0, &bufs, opspec_err)) return OPSPEC_ERROR;
#pragma omp parallel for num_threads(nt) schedule(static) if (nt > 1)
        for (npy_intp k = 0; k < l.lanes; ++k) {
            TYPE(x) *buf = bufs ? (TYPE(x) *)bufs + opspec_thread_id() * l.len : NULL;
            TYPE(x) *row = opspec_lane_in(&l, 0, k, buf), *o = opspec_lane_out(&l, 1, k, buf);
            TYPE(x) m = opspec_row_max(row, l.len);
            for (npy_intp i = 0; i < l.len; ++i) o[i] = exp_inline(row[i] - m);
            TYPE(x) s = opspec_row_dot(o, (TYPE(x) *)NULL, l.len);
            for (npy_intp i = 0; i < l.len; ++i) o[i] = o[i] / s;
            opspec_lane_store(&l, 1, k, o);
        }
        free(bufs);
#line 228 "nnet.c"
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
#line 196 "specs/nnet.yaml"
        opspec_lanes l;
        void *bufs;
        if (opspec_lanes_init(&l, 2, (opspec_array[]){x, out}, axis, NULL, sizeof(TYPE(x)), opspec_err)) return OPSPEC_ERROR;
        if (l.len == 0) FAIL("zero-size array to reduction operation maximum which has no identity");
        int nt = opspec_lane_threads(&l);
        if (opspec_lane_buffers(&l, nt, 1, 0, &bufs, opspec_err)) return OPSPEC_ERROR;
#pragma omp parallel for num_threads(nt) schedule(static) if (nt > 1)
        for (npy_intp k = 0; k < l.lanes; ++k) {
            TYPE(x) *buf = bufs ? (TYPE(x) *)bufs + opspec_thread_id() * l.len : NULL;
            TYPE(x) *row = opspec_lane_in(&l, 0, k, buf), *o = opspec_lane_out(&l, 1, k, buf);
            TYPE(x) m = opspec_row_max(row, l.len);
            for (npy_intp i = 0; i < l.len; ++i) o[i] = exp_inline(row[i] - m);
            TYPE(x) s = opspec_row_dot(o, (TYPE(x) *)NULL, l.len);
            for (npy_intp i = 0; i < l.len; ++i) o[i] = o[i] / s;
            opspec_lane_store(&l, 1, k, o);
        }
        free(bufs);
#line 263 "nnet.c"
    }
    return OPSPEC_OK;
}
#endif
#endif /* Softmax */

/* ------------------------------------------------------------ SoftmaxGrad (specs/nnet.yaml:217) */
#ifdef OPSPEC_OP_SoftmaxGrad
#ifdef OPSPEC_KERNEL_SoftmaxGrad__float32_float32__float32
int SoftmaxGrad__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, int64_t axis)
{
    typedef float opspec_T_dy;
    typedef float opspec_T_y;
    typedef float opspec_T_dx;
    static const int opspec_sizes[] = {4, 4, 4};
    if (opspec_check_aligned(3, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array dy = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array y = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array dx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    (void)dy; (void)y; (void)dx;
    {
#line 228 "specs/nnet.yaml"
        opspec_lanes l;
        void *bufs;
        if (opspec_lanes_init(&l, 3, (opspec_array[]){dy, y, dx}, axis, NULL, sizeof(TYPE(y)), opspec_err)) return OPSPEC_ERROR;
        int nt = opspec_lane_threads(&l);
        if (opspec_lane_buffers(&l, nt, 3, 0, &bufs, opspec_err)) return OPSPEC_ERROR;
#pragma omp parallel for num_threads(nt) schedule(static) if (nt > 1)
        for (npy_intp k = 0; k < l.lanes; ++k) {
            TYPE(y) *buf = bufs ? (TYPE(y) *)bufs + opspec_thread_id() * 3 * l.len : NULL;
            TYPE(y) *g = opspec_lane_in(&l, 0, k, buf), *v = opspec_lane_in(&l, 1, k, buf ? buf + l.len : NULL);
            TYPE(y) *o = opspec_lane_out(&l, 2, k, buf ? buf + 2 * l.len : NULL);
            TYPE(y) s = opspec_row_dot(g, v, l.len);
            for (npy_intp i = 0; i < l.len; ++i) o[i] = v[i] * (g[i] - s);
            opspec_lane_store(&l, 2, k, o);
        }
        free(bufs);
#line 302 "nnet.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_SoftmaxGrad__float64_float64__float64
int SoftmaxGrad__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, int64_t axis)
{
    typedef double opspec_T_dy;
    typedef double opspec_T_y;
    typedef double opspec_T_dx;
    static const int opspec_sizes[] = {8, 8, 8};
    if (opspec_check_aligned(3, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array dy = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array y = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array dx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    (void)dy; (void)y; (void)dx;
    {
#line 228 "specs/nnet.yaml"
        opspec_lanes l;
        void *bufs;
        if (opspec_lanes_init(&l, 3, (opspec_array[]){dy, y, dx}, axis, NULL, sizeof(TYPE(y)), opspec_err)) return OPSPEC_ERROR;
        int nt = opspec_lane_threads(&l);
        if (opspec_lane_buffers(&l, nt, 3, 0, &bufs, opspec_err)) return OPSPEC_ERROR;
#pragma omp parallel for num_threads(nt) schedule(static) if (nt > 1)
        for (npy_intp k = 0; k < l.lanes; ++k) {
            TYPE(y) *buf = bufs ? (TYPE(y) *)bufs + opspec_thread_id() * 3 * l.len : NULL;
            TYPE(y) *g = opspec_lane_in(&l, 0, k, buf), *v = opspec_lane_in(&l, 1, k, buf ? buf + l.len : NULL);
            TYPE(y) *o = opspec_lane_out(&l, 2, k, buf ? buf + 2 * l.len : NULL);
            TYPE(y) s = opspec_row_dot(g, v, l.len);
            for (npy_intp i = 0; i < l.len; ++i) o[i] = v[i] * (g[i] - s);
            opspec_lane_store(&l, 2, k, o);
        }
        free(bufs);
#line 337 "nnet.c"
    }
    return OPSPEC_OK;
}
#endif
#endif /* SoftmaxGrad */

/* ------------------------------------------------------------ LogSoftmax (specs/nnet.yaml:250) */
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
#line 262 "specs/nnet.yaml"
        opspec_lanes l;
        void *bufs;
        if (opspec_lanes_init(&l, 2, (opspec_array[]){x, out}, axis, NULL, sizeof(TYPE(x)), opspec_err)) return OPSPEC_ERROR;
        if (l.len == 0) FAIL("zero-size array to reduction operation maximum which has no identity");
        int nt = opspec_lane_threads(&l);
        if (opspec_lane_buffers(&l, nt, 2, 0, &bufs, opspec_err)) return OPSPEC_ERROR;
#pragma omp parallel for num_threads(nt) schedule(static) if (nt > 1)
        for (npy_intp k = 0; k < l.lanes; ++k) {
            TYPE(x) *buf = bufs ? (TYPE(x) *)bufs + opspec_thread_id() * 2 * l.len : NULL;
            TYPE(x) *row = opspec_lane_in(&l, 0, k, buf), *o = opspec_lane_out(&l, 1, k, buf ? buf + l.len : NULL);
            TYPE(x) m = opspec_row_max(row, l.len);
            if (!isfinite(m)) m = 0;
            TYPE(x) lse = log(opspec_row_expsum(row, m, l.len)) + m;
            for (npy_intp i = 0; i < l.len; ++i) o[i] = row[i] - lse;
            opspec_lane_store(&l, 1, k, o);
        }
        free(bufs);
#line 376 "nnet.c"
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
#line 262 "specs/nnet.yaml"
        opspec_lanes l;
        void *bufs;
        if (opspec_lanes_init(&l, 2, (opspec_array[]){x, out}, axis, NULL, sizeof(TYPE(x)), opspec_err)) return OPSPEC_ERROR;
        if (l.len == 0) FAIL("zero-size array to reduction operation maximum which has no identity");
        int nt = opspec_lane_threads(&l);
        if (opspec_lane_buffers(&l, nt, 2, 0, &bufs, opspec_err)) return OPSPEC_ERROR;
#pragma omp parallel for num_threads(nt) schedule(static) if (nt > 1)
        for (npy_intp k = 0; k < l.lanes; ++k) {
            TYPE(x) *buf = bufs ? (TYPE(x) *)bufs + opspec_thread_id() * 2 * l.len : NULL;
            TYPE(x) *row = opspec_lane_in(&l, 0, k, buf), *o = opspec_lane_out(&l, 1, k, buf ? buf + l.len : NULL);
            TYPE(x) m = opspec_row_max(row, l.len);
            if (!isfinite(m)) m = 0;
            TYPE(x) lse = log(opspec_row_expsum(row, m, l.len)) + m;
            for (npy_intp i = 0; i < l.len; ++i) o[i] = row[i] - lse;
            opspec_lane_store(&l, 1, k, o);
        }
        free(bufs);
#line 411 "nnet.c"
    }
    return OPSPEC_OK;
}
#endif
#endif /* LogSoftmax */

/* ------------------------------------------------------------ LogSoftmaxGrad (specs/nnet.yaml:284) */
#ifdef OPSPEC_OP_LogSoftmaxGrad
#ifdef OPSPEC_KERNEL_LogSoftmaxGrad__float32_float32__float32
int LogSoftmaxGrad__float32_float32__float32(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, int64_t axis)
{
    typedef float opspec_T_dy;
    typedef float opspec_T_y;
    typedef float opspec_T_dx;
    static const int opspec_sizes[] = {4, 4, 4};
    if (opspec_check_aligned(3, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array dy = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array y = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array dx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    (void)dy; (void)y; (void)dx;
    {
#line 295 "specs/nnet.yaml"
        opspec_lanes l;
        void *bufs;
        if (opspec_lanes_init(&l, 3, (opspec_array[]){dy, y, dx}, axis, NULL, sizeof(TYPE(y)), opspec_err)) return OPSPEC_ERROR;
        int nt = opspec_lane_threads(&l);
        if (opspec_lane_buffers(&l, nt, 3, 0, &bufs, opspec_err)) return OPSPEC_ERROR;
#pragma omp parallel for num_threads(nt) schedule(static) if (nt > 1)
        for (npy_intp k = 0; k < l.lanes; ++k) {
            TYPE(y) *buf = bufs ? (TYPE(y) *)bufs + opspec_thread_id() * 3 * l.len : NULL;
            TYPE(y) *g = opspec_lane_in(&l, 0, k, buf), *v = opspec_lane_in(&l, 1, k, buf ? buf + l.len : NULL);
            TYPE(y) *o = opspec_lane_out(&l, 2, k, buf ? buf + 2 * l.len : NULL);
            TYPE(y) s = opspec_row_dot(g, (TYPE(y) *)NULL, l.len);
            for (npy_intp i = 0; i < l.len; ++i) o[i] = g[i] - exp_inline(v[i]) * s;
            opspec_lane_store(&l, 2, k, o);
        }
        free(bufs);
#line 450 "nnet.c"
    }
    return OPSPEC_OK;
}
#endif
#ifdef OPSPEC_KERNEL_LogSoftmaxGrad__float64_float64__float64
int LogSoftmaxGrad__float64_float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err, int64_t axis)
{
    typedef double opspec_T_dy;
    typedef double opspec_T_y;
    typedef double opspec_T_dx;
    static const int opspec_sizes[] = {8, 8, 8};
    if (opspec_check_aligned(3, opspec_data, opspec_ndims, opspec_dims, opspec_sizes))
        return OPSPEC_UNALIGNED;
    opspec_array dy = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 0);
    opspec_array y = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 1);
    opspec_array dx = opspec_operand(opspec_data, opspec_ndims, opspec_dims, 2);
    (void)dy; (void)y; (void)dx;
    {
#line 295 "specs/nnet.yaml"
        opspec_lanes l;
        void *bufs;
        if (opspec_lanes_init(&l, 3, (opspec_array[]){dy, y, dx}, axis, NULL, sizeof(TYPE(y)), opspec_err)) return OPSPEC_ERROR;
        int nt = opspec_lane_threads(&l);
        if (opspec_lane_buffers(&l, nt, 3, 0, &bufs, opspec_err)) return OPSPEC_ERROR;
#pragma omp parallel for num_threads(nt) schedule(static) if (nt > 1)
        for (npy_intp k = 0; k < l.lanes; ++k) {
            TYPE(y) *buf = bufs ? (TYPE(y) *)bufs + opspec_thread_id() * 3 * l.len : NULL;
            TYPE(y) *g = opspec_lane_in(&l, 0, k, buf), *v = opspec_lane_in(&l, 1, k, buf ? buf + l.len : NULL);
            TYPE(y) *o = opspec_lane_out(&l, 2, k, buf ? buf + 2 * l.len : NULL);
            TYPE(y) s = opspec_row_dot(g, (TYPE(y) *)NULL, l.len);
            for (npy_intp i = 0; i < l.len; ++i) o[i] = g[i] - exp_inline(v[i]) * s;
            opspec_lane_store(&l, 2, k, o);
        }
        free(bufs);
#line 485 "nnet.c"
    }
    return OPSPEC_OK;
}
#endif
#endif /* LogSoftmaxGrad */

/* ------------------------------------------------------------ LogSumExp (specs/nnet.yaml:317) */
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
#line 327 "specs/nnet.yaml"
        char red[OPSPEC_MAXDIMS] = {0};
        for (int i = 0; i < axis_n; ++i) {
            npy_intp a = axis[i] < 0 ? axis[i] + x.ndim : axis[i];
            if (a < 0 || a >= x.ndim) FAIL("axis %lld is out of range", (long long)axis[i]);
            red[a] = 1;
        }
        for (int d = 0; d < x.ndim; ++d) red[d] |= axis_n < 0;
        /* one lane (a reduced block) per element of out, in C order */
        opspec_lanes l;
        void *bufs;
        if (opspec_lanes_init(&l, 1, &x, 0, red, sizeof(TYPE(x)), opspec_err)) return OPSPEC_ERROR;
        int nt = opspec_lane_threads(&l);
        if (opspec_lane_buffers(&l, nt, 1, 0, &bufs, opspec_err)) return OPSPEC_ERROR;
#pragma omp parallel for num_threads(nt) schedule(static) if (nt > 1)
        for (npy_intp k = 0; k < l.lanes; ++k) {
            TYPE(x) *buf = bufs ? (TYPE(x) *)bufs + opspec_thread_id() * l.len : NULL;
            TYPE(x) *row = opspec_lane_in(&l, 0, k, buf);
            TYPE(x) m = opspec_row_max(row, l.len);
            if (!isfinite(m)) m = 0;
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, -1, k)) = log(opspec_row_expsum(row, m, l.len)) + m;
        }
        free(bufs);
#line 529 "nnet.c"
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
#line 327 "specs/nnet.yaml"
        char red[OPSPEC_MAXDIMS] = {0};
        for (int i = 0; i < axis_n; ++i) {
            npy_intp a = axis[i] < 0 ? axis[i] + x.ndim : axis[i];
            if (a < 0 || a >= x.ndim) FAIL("axis %lld is out of range", (long long)axis[i]);
            red[a] = 1;
        }
        for (int d = 0; d < x.ndim; ++d) red[d] |= axis_n < 0;
        /* one lane (a reduced block) per element of out, in C order */
        opspec_lanes l;
        void *bufs;
        if (opspec_lanes_init(&l, 1, &x, 0, red, sizeof(TYPE(x)), opspec_err)) return OPSPEC_ERROR;
        int nt = opspec_lane_threads(&l);
        if (opspec_lane_buffers(&l, nt, 1, 0, &bufs, opspec_err)) return OPSPEC_ERROR;
#pragma omp parallel for num_threads(nt) schedule(static) if (nt > 1)
        for (npy_intp k = 0; k < l.lanes; ++k) {
            TYPE(x) *buf = bufs ? (TYPE(x) *)bufs + opspec_thread_id() * l.len : NULL;
            TYPE(x) *row = opspec_lane_in(&l, 0, k, buf);
            TYPE(x) m = opspec_row_max(row, l.len);
            if (!isfinite(m)) m = 0;
            *(TYPE(out) *)(out.data + opspec_lane_offset(out, -1, k)) = log(opspec_row_expsum(row, m, l.len)) + m;
        }
        free(bufs);
#line 569 "nnet.c"
    }
    return OPSPEC_OK;
}
#endif
#endif /* LogSumExp */
