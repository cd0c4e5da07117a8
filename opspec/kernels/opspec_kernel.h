/* opspec_kernel.h: the ABI shared by every generated kernel and the Python runtime.
 *
 * A kernel never allocates and never sees a Python object. It is called as
 *
 *     int kernel(char **data, const int *ndims, const npy_intp *dims, char *err, <params>)
 *
 * with one operand per input then per output, in declaration order:
 *   data[k]   operand k's data pointer (the element at index 0, ..., 0)
 *   ndims[k]  operand k's rank
 *   dims      for each operand in turn: its shape (ndims[k] values), then its strides in
 *             bytes (ndims[k] values); strides may be negative or zero
 *   err       a buffer of OPSPEC_ERRLEN bytes for a message when the kernel fails
 *   params    op props that reach C as values (numbers, bools, int lists), never
 *             compiled in, so one build serves every prop value
 * and returns OPSPEC_OK, OPSPEC_ERROR (message in err) or OPSPEC_UNALIGNED (an operand is
 * not aligned for its type: the caller computes the node another way).
 *
 * The return codes and sizes (OPSPEC_OK, OPSPEC_MAXDIMS, ...) are defined before this header,
 * from the one table both C and Python read (opspec/kernels/abi.py: c_defines). The iterators
 * and checks below that are only declared here are defined once, in opspec_runtime.c: a
 * library loaded (symbols global) before any kernel.
 */
#ifndef OPSPEC_KERNEL_H
#define OPSPEC_KERNEL_H

#ifndef OPSPEC_OK
#error "compile kernels with the ABI of opspec.kernels.abi.c_defines() before this header"
#endif

#include <stdint.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>   /* malloc: a long reduction's per-block partials */
#include <string.h>
#include <tgmath.h>   /* exp(x) on a float calls expf, as numpy computes float32 in float32 */

typedef intptr_t npy_intp;  /* same type as numpy's npy_intp (C11 allows the repeat) */

#define OPSPEC_NOINLINE __attribute__((noinline))

/* In a kernel body: FAIL("x must be positive, got %g", v); */
#define FAIL(...) do { snprintf(opspec_err, OPSPEC_ERRLEN, __VA_ARGS__); return OPSPEC_ERROR; } while (0)

/* A scalar expression cannot return a status: it records a failure here (the first one wins)
 * and the elementwise kernel reports it once its loop is done. Per thread: kernels run without
 * the GIL. */
static _Thread_local const char *opspec_elem_error;

static inline void opspec_elem_fail(const char *message)
{
    if (!opspec_elem_error) opspec_elem_error = message;
}

static inline int opspec_elem_finish(char *opspec_err)
{
    if (!opspec_elem_error) return OPSPEC_OK;
    snprintf(opspec_err, OPSPEC_ERRLEN, "%s", opspec_elem_error);
    opspec_elem_error = NULL;
    return OPSPEC_ERROR;
}

#include "opspec_vmath.h"  /* exp, log, log1p, expm1, tanh: vectorizable, numpy's values */

/* ------------------------------------------------------------------ threads (OpenMP)
 * Elementwise kernels split their iteration across threads above opspec_omp_min elements. The
 * settings live once, in the kernels' shared helpers (opspec_runtime.c), where opspec.config's
 * omp_threads and omp_threshold are set whenever they change (opspec.link.c.runtime): a change
 * needs no rebuild and reaches every kernel. Built without OpenMP, kernels are serial. */
#ifdef _OPENMP
#include <omp.h>
#endif

extern int opspec_omp_nthreads;                 /* 0: every core */
extern npy_intp opspec_omp_min;
void opspec_set_omp(int threads, npy_intp threshold);

/* How many threads a loop over `size` elements uses (1: run serially). */
static inline int opspec_omp_threads_for(npy_intp size)
{
#ifdef _OPENMP
    if (size < opspec_omp_min || size < 2 || omp_in_parallel()) return 1;
    int t = opspec_omp_nthreads > 0 ? opspec_omp_nthreads : omp_get_num_procs();
    return (npy_intp)t > size ? (int)size : t;
#else
    (void)size;
    return 1;
#endif
}

#ifdef _OPENMP
/* This thread's share [*from, *to) of `total` items, in thread order, as even as can be. */
static inline void opspec_thread_range(npy_intp total, npy_intp *from, npy_intp *to)
{
    const npy_intp t = omp_get_thread_num(), nth = omp_get_num_threads();
    *from = total / nth * t + (total % nth) * t / nth;
    *to = t + 1 == nth ? total : total / nth * (t + 1) + (total % nth) * (t + 1) / nth;
}
#endif

/* A worker's failure (recorded in its own thread-local slot) handed to the calling thread. */
static inline void opspec_omp_gather_error(const char **shared)
{
    const char *mine = opspec_elem_error;
    if (!mine) return;
    opspec_elem_error = NULL;
#ifdef _OPENMP
#pragma omp critical(opspec_elem_error)
#endif
    {
        if (!*shared) *shared = mine;
    }
}

/* ------------------------------------------------------------------ arrays for {body:} kernels */

typedef struct {
    char *data;
    int ndim;
    const npy_intp *shape;
    const npy_intp *strides;   /* bytes */
} opspec_array;

static inline opspec_array opspec_operand(char **data, const int *ndims, const npy_intp *dims, int k)
{
    opspec_array a;
    const npy_intp *p = dims;
    for (int j = 0; j < k; ++j) p += 2 * ndims[j];
    a.data = data[k];
    a.ndim = ndims[k];
    a.shape = p;
    a.strides = p + ndims[k];
    return a;
}

static inline npy_intp opspec_size(opspec_array a)
{
    npy_intp n = 1;
    for (int d = 0; d < a.ndim; ++d) n *= a.shape[d];
    return n;
}

/* Whether `offset` (an address or a stride) is not a multiple of `itemsize`: a mask for the
 * power-of-two sizes of every numeric type, as a division costs more than a small kernel. */
static inline int opspec_off_grid(intptr_t offset, npy_intp itemsize)
{
    return (itemsize & (itemsize - 1)) ? offset % itemsize != 0 : (offset & (itemsize - 1)) != 0;
}

/* OPSPEC_UNALIGNED when an operand's data or strides are not multiples of its item size. */
int opspec_check_aligned(int nop, char **data, const int *ndims, const npy_intp *dims,
                                const int *itemsizes);

/* Byte offset of element k (C order) of the sub-array of `a` over the dimensions d with
 * in_sub[d] != 0 (the other indices 0). Every such dimension must be non-empty. */
static inline npy_intp opspec_sub_offset(opspec_array a, const char *in_sub, npy_intp k)
{
    npy_intp off = 0;
    for (int d = a.ndim - 1; d >= 0; --d) {
        if (!in_sub[d]) continue;
        off += (k % a.shape[d]) * a.strides[d];
        k /= a.shape[d];
    }
    return off;
}

/* Byte offset of lane k of `a` along `axis` (lanes in C order of the other dimensions), or of
 * element k in C order when axis < 0. */
static inline npy_intp opspec_lane_offset(opspec_array a, int axis, npy_intp k)
{
    npy_intp off = 0;
    for (int d = a.ndim - 1; d >= 0; --d) {
        if (d == axis) continue;
        off += (k % a.shape[d]) * a.strides[d];
        k /= a.shape[d];
    }
    return off;
}

/* TYPE(x): the C element type of operand x; AT(x, i, j, ...): the element (an lvalue). */
#define TYPE(a) opspec_T_##a
#define SIZE(a) opspec_size(a)
#define OPSPEC_EL(a, off) (*(TYPE(a) *)((a).data + (off)))
#define OPSPEC_S(a, d, i) ((npy_intp)(i) * (a).strides[d])
#define OPSPEC_AT0(a) OPSPEC_EL(a, 0)
#define OPSPEC_AT1(a, i) OPSPEC_EL(a, OPSPEC_S(a, 0, i))
#define OPSPEC_AT2(a, i, j) OPSPEC_EL(a, OPSPEC_S(a, 0, i) + OPSPEC_S(a, 1, j))
#define OPSPEC_AT3(a, i, j, k) OPSPEC_EL(a, OPSPEC_S(a, 0, i) + OPSPEC_S(a, 1, j) + OPSPEC_S(a, 2, k))
#define OPSPEC_AT4(a, i, j, k, l) \
    OPSPEC_EL(a, OPSPEC_S(a, 0, i) + OPSPEC_S(a, 1, j) + OPSPEC_S(a, 2, k) + OPSPEC_S(a, 3, l))
#define OPSPEC_AT5(a, i, j, k, l, m) \
    OPSPEC_EL(a, OPSPEC_S(a, 0, i) + OPSPEC_S(a, 1, j) + OPSPEC_S(a, 2, k) + OPSPEC_S(a, 3, l) \
                 + OPSPEC_S(a, 4, m))
#define OPSPEC_PICK(_0, _1, _2, _3, _4, _5, NAME, ...) NAME
#define AT(...) OPSPEC_PICK(__VA_ARGS__, OPSPEC_AT5, OPSPEC_AT4, OPSPEC_AT3, OPSPEC_AT2, OPSPEC_AT1, \
                            OPSPEC_AT0, _)(__VA_ARGS__)

/* ------------------------------------------------------------------ the strided iterator
 *
 * Every operand is seen with the iteration shape (broadcast dimensions get stride 0). The
 * iterator drops size-1 dimensions, orders the rest by the strides of one operand (memory
 * order), merges dimensions that are contiguous for every operand, and hands out the
 * innermost dimension as a 1-d loop: n elements, inner[k] bytes apart, from ptr[k].
 */
typedef struct {
    int nop;
    int ndim;                  /* outer dimensions (the inner one is not counted) */
    npy_intp size;             /* elements in total; 0: nothing to do */
    npy_intp n;                /* inner loop length */
    npy_intp inner[OPSPEC_MAXARGS];
    char *ptr[OPSPEC_MAXARGS];
    npy_intp shape[OPSPEC_MAXDIMS];
    npy_intp index[OPSPEC_MAXDIMS];
    npy_intp stride[OPSPEC_MAXDIMS][OPSPEC_MAXARGS];
} opspec_iter;

void opspec_format_shape(char *buf, size_t len, int ndim, const npy_intp *shape);

/* shape: the iteration shape (ndim dims); strides[k * ndim + d]: operand k's stride along d. */
int opspec_iter_setup(opspec_iter *it, int nop, char **data, int ndim, const npy_intp *shape,
                             const npy_intp *strides, const int *itemsizes, int key);

/* buf[0..n) = n copies of the item at value (a stride-0 operand as a contiguous run). */
void opspec_repeat(void *buf, const void *value, size_t itemsize, npy_intp n);

/* Advance to the next inner loop; 0 when done. */
static inline int opspec_iter_next(opspec_iter *it)
{
    for (int d = it->ndim - 1; d >= 0; --d) {
        if (++it->index[d] < it->shape[d]) {
            for (int k = 0; k < it->nop; ++k) it->ptr[k] += it->stride[d][k];
            return 1;
        }
        it->index[d] = 0;
        for (int k = 0; k < it->nop; ++k) it->ptr[k] -= it->stride[d][k] * (it->shape[d] - 1);
    }
    return 0;
}

/* Part `part` of `parts` of the iteration, as contiguous ranges of elements in iteration order:
 * positions `it` at the first inner loop of the part; `*at` is the offset inside that inner
 * loop and `*left` the number of elements of the part. */
static inline void opspec_iter_split(opspec_iter *it, int part, int parts, npy_intp *at, npy_intp *left)
{
    npy_intp begin = it->size / parts * part + (it->size % parts) * part / parts;
    npy_intp end = part + 1 == parts ? it->size
                 : it->size / parts * (part + 1) + (it->size % parts) * (part + 1) / parts;
    npy_intp outer = begin / it->n;
    *at = begin % it->n;
    *left = end - begin;
    for (int d = it->ndim - 1; d >= 0; --d) {
        npy_intp i = outer % it->shape[d];
        outer /= it->shape[d];
        it->index[d] = i;
        for (int k = 0; k < it->nop; ++k) it->ptr[k] += i * it->stride[d][k];
    }
}

/* Elementwise operands: the iteration shape is output 0's; every input must broadcast to it
 * (numpy rules, aligned on the right) and every other output must have it exactly. This check
 * is what makes a wrong shape a ValueError instead of an out-of-bounds write. */
int opspec_iter_elemwise(opspec_iter *it, int nin, int nout, char **data, const int *ndims,
                                const npy_intp *dims, const int *itemsizes, char *opspec_err);

/* A reduction: operand 0 is x, operand 1 the output (kept or dropped reduced axes, told by its
 * rank). The output is seen with x's shape and stride 0 along reduced axes, so one pass over x in
 * its memory order folds each element into its output element. `*reduced_size` gets the number of
 * elements folded into each output element; `fill` is an iterator over the output alone. */
int opspec_iter_reduce(opspec_iter *it, opspec_iter *fill, char **data, const int *ndims,
                              const npy_intp *dims, const char *reduced, const int *itemsizes,
                              npy_intp *reduced_size, char *opspec_err);

/* A reduction fused with the elementwise expression feeding it: operands 0..nin-1 are the
 * expression's inputs, which broadcast (numpy rules) to the iteration shape (rank: the largest
 * input rank); operand nin is the output, seen with stride 0 along the reduced axes as in
 * opspec_iter_reduce. `axes` (naxes of them, distinct, in [0, rank)) are the reduced axes. */
int opspec_iter_fused_reduce(opspec_iter *it, opspec_iter *fill, int nin, char **data, const int *ndims,
                                    const npy_intp *dims, const npy_intp *axes, int naxes, const int *itemsizes,
                                    npy_intp *reduced_size, char *opspec_err);

/* ------------------------------------------------------------------ numpy's integer and float
 * floor division and remainder (Python semantics: the remainder takes the divisor's sign).
 * Integer division by zero gives 0, as numpy does (numpy also warns; kernels cannot). */
#define OPSPEC_INT_DIVMOD(T, NAME, SIGNED)                                                   \
    static inline T opspec_floordiv_##NAME(T a, T b)                                         \
    {                                                                                        \
        if (b == 0) return 0;                                                                \
        if (SIGNED && b == (T)-1) return (T)(0 - a); /* INT_MIN / -1 traps; numpy wraps */   \
        T q = (T)(a / b);                                                                    \
        if (SIGNED && (T)(a % b) != 0 && ((a < 0) != (b < 0))) q = (T)(q - 1);               \
        return q;                                                                            \
    }                                                                                        \
    static inline T opspec_mod_##NAME(T a, T b)                                              \
    {                                                                                        \
        if (b == 0 || (SIGNED && b == (T)-1)) return 0;                                      \
        T r = (T)(a % b);                                                                    \
        if (SIGNED && r != 0 && ((r < 0) != (b < 0))) r = (T)(r + b);                        \
        return r;                                                                            \
    }
OPSPEC_INT_DIVMOD(int8_t, int8, 1)
OPSPEC_INT_DIVMOD(int16_t, int16, 1)
OPSPEC_INT_DIVMOD(int32_t, int32, 1)
OPSPEC_INT_DIVMOD(int64_t, int64, 1)
OPSPEC_INT_DIVMOD(uint8_t, uint8, 0)
OPSPEC_INT_DIVMOD(uint16_t, uint16, 0)
OPSPEC_INT_DIVMOD(uint32_t, uint32, 0)
OPSPEC_INT_DIVMOD(uint64_t, uint64, 0)

/* Floats: x // 0 is x / 0 (inf or nan); the quotient is rounded to the nearest integer after
 * removing the remainder, so that x == (x // y) * y + x % y as closely as floats allow. */
#define OPSPEC_FLOAT_DIVMOD(T, NAME)                                                         \
    static inline T opspec_floordiv_##NAME(T a, T b)                                         \
    {                                                                                        \
        if (b == 0) return a / b;                                                            \
        T m = fmod(a, b);                                                                    \
        T d = (a - m) / b;                                                                   \
        if (m != 0 && ((b < 0) != (m < 0))) d -= 1;                                          \
        if (d == 0) return copysign((T)0, a / b);                                            \
        T f = floor(d);                                                                      \
        return (d - f > (T)0.5) ? f + 1 : f;                                                 \
    }                                                                                        \
    static inline T opspec_mod_##NAME(T a, T b)                                              \
    {                                                                                        \
        if (b == 0) return fmod(a, b);                                                       \
        T m = fmod(a, b);                                                                    \
        if (m == 0) return copysign((T)0, b);                                                \
        return ((b < 0) != (m < 0)) ? m + b : m;                                             \
    }
OPSPEC_FLOAT_DIVMOD(float, float32)
OPSPEC_FLOAT_DIVMOD(double, float64)

/* numpy.power: exact integer powers by squaring (wrapping like numpy); negative integer
 * exponents are an error, as in numpy. Floats use pow. */
#define OPSPEC_INT_POW(T, NAME, SIGNED)                                                      \
    static inline T opspec_pow_##NAME(T a, T b)                                              \
    {                                                                                        \
        if (SIGNED && b < 0) {                                                               \
            opspec_elem_fail("Integers to negative integer powers are not allowed.");        \
            return 0;                                                                        \
        }                                                                                    \
        T r = 1;                                                                             \
        while (b) {                                                                          \
            if (b & 1) r = (T)(r * a);                                                       \
            a = (T)(a * a);                                                                  \
            b = (T)(b >> 1);                                                                 \
        }                                                                                    \
        return r;                                                                            \
    }
OPSPEC_INT_POW(int8_t, int8, 1)
OPSPEC_INT_POW(int16_t, int16, 1)
OPSPEC_INT_POW(int32_t, int32, 1)
OPSPEC_INT_POW(int64_t, int64, 1)
OPSPEC_INT_POW(uint8_t, uint8, 0)
OPSPEC_INT_POW(uint16_t, uint16, 0)
OPSPEC_INT_POW(uint32_t, uint32, 0)
OPSPEC_INT_POW(uint64_t, uint64, 0)
static inline float opspec_pow_float32(float a, float b) { return powf(a, b); }
static inline double opspec_pow_float64(double a, double b) { return pow(a, b); }

#define OPSPEC_GENERIC2(F, a, b) _Generic((a),                                               \
    int8_t: F##_int8, int16_t: F##_int16, int32_t: F##_int32, int64_t: F##_int64,            \
    uint8_t: F##_uint8, uint16_t: F##_uint16, uint32_t: F##_uint32, uint64_t: F##_uint64,    \
    float: F##_float32, double: F##_float64)(a, b)
/* numpy.floor_divide and numpy.remainder for two operands of one type */
#define opspec_floor_divide(a, b) OPSPEC_GENERIC2(opspec_floordiv, a, b)
#define opspec_remainder(a, b) OPSPEC_GENERIC2(opspec_mod, a, b)
#define opspec_power(a, b) OPSPEC_GENERIC2(opspec_pow, a, b)

#endif /* OPSPEC_KERNEL_H */
