/* opspec_runtime.c: the helpers every kernel calls (iterators, shape and alignment checks),
 * compiled once into a library that is loaded, with its symbols global, before any kernel
 * module (opspec.link.c.runtime). Kernels see only their declarations in opspec_kernel.h:
 * compiling these bodies into each of a graph's kernels cost a third of its compile time.
 * The thread settings live here too: one copy that every kernel reads.
 */
#include "opspec_kernel.h"

int opspec_omp_nthreads = 0;
npy_intp opspec_omp_min = 200000;

void opspec_set_omp(int threads, npy_intp threshold)
{
    opspec_omp_nthreads = threads < 0 ? 0 : threads;
    opspec_omp_min = threshold < 0 ? 0 : threshold;
}

int opspec_check_aligned(int nop, char **data, const int *ndims, const npy_intp *dims,
                                const int *itemsizes)
{
    const npy_intp *p = dims;
    for (int k = 0; k < nop; ++k) {
        npy_intp size = 1;
        for (int d = 0; d < ndims[k]; ++d) size *= p[d];
        if (size > 0 && itemsizes[k] > 1) {
            if (opspec_off_grid((intptr_t)data[k], itemsizes[k])) return OPSPEC_UNALIGNED;
            for (int d = 0; d < ndims[k]; ++d)
                if (p[d] > 1 && opspec_off_grid(p[ndims[k] + d], itemsizes[k])) return OPSPEC_UNALIGNED;
        }
        p += 2 * ndims[k];
    }
    return OPSPEC_OK;
}

void opspec_format_shape(char *buf, size_t len, int ndim, const npy_intp *shape)
{
    size_t used = (size_t)snprintf(buf, len, "(");
    for (int d = 0; d < ndim && used < len; ++d)
        used += (size_t)snprintf(buf + used, len - used, d ? ", %lld" : "%lld", (long long)shape[d]);
    if (used < len)
        snprintf(buf + used, len - used, ndim == 1 ? ",)" : ")");
}

/* Reorders dims[0..nd) (dimensions of `strides`, outer first) into numpy's iteration order,
 * the order its reductions fold elements in (products are the same only in the same order).
 * numpy's nditer sorts the axes, innermost first, by a stable insertion sort in which axis x
 * moves inside axis y only if every operand with nonzero strides along both has the larger
 * one along y: a stride of 0 (a broadcast input, a reduced axis of the output) says nothing,
 * an axis no operand orders is passed over, and where operands disagree C order stays. */
static void numpy_order(int *dims, int nd, int nop, int ndim, const npy_intp *strides)
{
    int inner[OPSPEC_MAXDIMS];
    for (int j = 0; j < nd; ++j) inner[j] = dims[nd - 1 - j];
    for (int i = 1; i < nd; ++i) {
        int x = inner[i], to = i;
        for (int j = i - 1; j >= 0; --j) {
            int y = inner[j], ordered = 0, inside = 0;
            for (int k = 0; k < nop; ++k) {
                npy_intp sx = strides[k * ndim + x], sy = strides[k * ndim + y];
                if (sx == 0 || sy == 0) continue;
                sx = sx < 0 ? -sx : sx;
                sy = sy < 0 ? -sy : sy;
                inside = sy > sx && (inside || !ordered);
                ordered = 1;
            }
            if (!ordered) continue;
            if (!inside) break;
            to = j;
        }
        for (int j = i; j > to; --j) inner[j] = inner[j - 1];
        inner[to] = x;
    }
    for (int j = 0; j < nd; ++j) dims[j] = inner[nd - 1 - j];
}

/* key >= 0: the memory order of operand key; key < 0: numpy's order (numpy_order) */
int opspec_iter_setup(opspec_iter *it, int nop, char **data, int ndim, const npy_intp *shape,
                             const npy_intp *strides, const int *itemsizes, int key)
{
    int dims[OPSPEC_MAXDIMS], nd = 0;
    it->nop = nop;
    it->size = 1;
    for (int d = 0; d < ndim; ++d) {
        it->size *= shape[d];
        if (shape[d] != 1) dims[nd++] = d;
    }
    for (int k = 0; k < nop; ++k) it->ptr[k] = data[k];
    if (it->size == 0) return OPSPEC_OK;
    for (int k = 0; k < nop; ++k) {
        if (itemsizes && itemsizes[k] > 1) {
            if (opspec_off_grid((intptr_t)data[k], itemsizes[k])) return OPSPEC_UNALIGNED;
            for (int j = 0; j < nd; ++j)
                if (opspec_off_grid(strides[k * ndim + dims[j]], itemsizes[k])) return OPSPEC_UNALIGNED;
        }
    }
    if (key < 0) numpy_order(dims, nd, nop, ndim, strides);
    /* memory order of operand `key`: stable insertion sort by decreasing |stride| */
    for (int j = 1; key >= 0 && j < nd; ++j) {
        int d = dims[j], i = j;
        npy_intp s = strides[key * ndim + d];
        s = s < 0 ? -s : s;
        while (i > 0) {
            npy_intp t = strides[key * ndim + dims[i - 1]];
            if ((t < 0 ? -t : t) >= s) break;
            dims[i] = dims[i - 1];
            --i;
        }
        dims[i] = d;
    }
    /* merge neighbours that are contiguous for every operand */
    npy_intp sh[OPSPEC_MAXDIMS];
    int m = 0;
    for (int j = 0; j < nd; ++j) {
        int d = dims[j], merge = m > 0;
        for (int k = 0; merge && k < nop; ++k)
            merge = it->stride[m - 1][k] == strides[k * ndim + d] * shape[d];
        if (merge) {
            sh[m - 1] *= shape[d];
            for (int k = 0; k < nop; ++k) it->stride[m - 1][k] = strides[k * ndim + d];
        } else {
            sh[m] = shape[d];
            for (int k = 0; k < nop; ++k) it->stride[m][k] = strides[k * ndim + d];
            ++m;
        }
    }
    if (m == 0) {           /* a single element */
        it->ndim = 0;
        it->n = 1;
        for (int k = 0; k < nop; ++k) it->inner[k] = 0;
        return OPSPEC_OK;
    }
    it->ndim = m - 1;
    it->n = sh[m - 1];
    for (int k = 0; k < nop; ++k) it->inner[k] = it->stride[m - 1][k];
    for (int d = 0; d < m - 1; ++d) {
        it->shape[d] = sh[d];
        it->index[d] = 0;
    }
    return OPSPEC_OK;
}

void opspec_repeat(void *buf, const void *value, size_t itemsize, npy_intp n)
{
    size_t done = itemsize, total = itemsize * (size_t)n;
    if (n <= 0) return;
    memcpy(buf, value, itemsize);
    while (done < total) {
        size_t more = done < total - done ? done : total - done;
        memcpy((char *)buf + done, buf, more);
        done += more;
    }
}

/* Operand k's shape and strides inside `dims` (each operand's shape, then its strides). */
static int split_operands(int nop, const int *ndims, const npy_intp *dims, const npy_intp **shape_of,
                          const npy_intp **strides_of, char *opspec_err)
{
    const npy_intp *p = dims;
    if (nop > OPSPEC_MAXARGS) FAIL("%d operands, more than the %d a kernel takes", nop, OPSPEC_MAXARGS);
    for (int k = 0; k < nop; ++k) {
        if (ndims[k] > OPSPEC_MAXDIMS) FAIL("operand %d has %d dimensions (at most %d)", k, ndims[k], OPSPEC_MAXDIMS);
        shape_of[k] = p;
        strides_of[k] = p + ndims[k];
        p += 2 * ndims[k];
    }
    return OPSPEC_OK;
}

/* The common case, every operand an aligned C-contiguous array of the output's shape: one
 * run over all elements (without the general setup's sorting and merging of dimensions). */
static int contiguous_run(opspec_iter *it, int nop, char **data, const int *ndims, const npy_intp *const *shape_of,
                          const npy_intp *const *strides_of, const int *itemsizes, int ndim, const npy_intp *shape)
{
    for (int k = 0; k < nop; ++k) {
        if (ndims[k] != ndim || opspec_off_grid((intptr_t)data[k], itemsizes[k])) return 0;
        npy_intp step = itemsizes[k];
        for (int d = ndim - 1; d >= 0; --d) {
            if (shape_of[k][d] != shape[d] || (shape[d] != 1 && strides_of[k][d] != step)) return 0;
            step *= shape[d];
        }
    }
    it->nop = nop;
    it->ndim = 0;
    it->size = 1;
    for (int d = 0; d < ndim; ++d) it->size *= shape[d];
    it->n = it->size ? it->size : 1;
    for (int k = 0; k < nop; ++k) {
        it->ptr[k] = data[k];
        it->inner[k] = itemsizes[k];
    }
    return 1;
}

int opspec_iter_elemwise(opspec_iter *it, int nin, int nout, char **data, const int *ndims,
                                const npy_intp *dims, const int *itemsizes, char *opspec_err)
{
    const npy_intp *shape_of[OPSPEC_MAXARGS], *strides_of[OPSPEC_MAXARGS];
    npy_intp strides[OPSPEC_MAXARGS * OPSPEC_MAXDIMS];
    int nop = nin + nout;
    if (split_operands(nop, ndims, dims, shape_of, strides_of, opspec_err)) return OPSPEC_ERROR;
    int ndim = ndims[nin];
    const npy_intp *shape = shape_of[nin];
    if (itemsizes && contiguous_run(it, nop, data, ndims, shape_of, strides_of, itemsizes, ndim, shape))
        return OPSPEC_OK;
    for (int k = 0; k < nop; ++k) {
        int off = ndim - ndims[k];
        int bad = off < 0 || (k >= nin && off != 0);
        for (int d = 0; !bad && d < ndims[k]; ++d)
            bad = shape_of[k][d] != shape[off + d] && (k >= nin || shape_of[k][d] != 1);
        if (bad) {
            char a[160], b[160];
            opspec_format_shape(a, sizeof a, ndims[k], shape_of[k]);
            opspec_format_shape(b, sizeof b, ndim, shape);
            if (k < nin) FAIL("input %d has shape %s, which does not broadcast to the output shape %s", k, a, b);
            FAIL("output %d has shape %s, expected %s", k - nin, a, b);
        }
        for (int d = 0; d < ndim; ++d) {
            int e = d - off;
            strides[k * ndim + d] = (e < 0 || shape_of[k][e] == 1) ? 0 : strides_of[k][e];
        }
    }
    return opspec_iter_setup(it, nop, data, ndim, shape, strides, itemsizes, nin);
}

int opspec_iter_reduce(opspec_iter *it, opspec_iter *fill, char **data, const int *ndims,
                              const npy_intp *dims, const char *reduced, const int *itemsizes,
                              npy_intp *reduced_size, char *opspec_err)
{
    int nd = ndims[0], ond = ndims[1], nred = 0;
    const npy_intp *xs = dims, *xst = dims + nd, *os = dims + 2 * nd, *ost = os + ond;
    npy_intp strides[2 * OPSPEC_MAXDIMS], ostrides[OPSPEC_MAXDIMS], expect[OPSPEC_MAXDIMS];
    if (nd > OPSPEC_MAXDIMS || ond > OPSPEC_MAXDIMS) FAIL("too many dimensions (at most %d)", OPSPEC_MAXDIMS);
    for (int d = 0; d < nd; ++d) nred += reduced[d] != 0;
    int keep = ond == nd;
    if (!keep && ond != nd - nred) FAIL("output has %d dimensions, expected %d or %d", ond, nd - nred, nd);
    *reduced_size = 1;
    for (int d = 0, o = 0; d < nd; ++d) {
        strides[d] = xst[d];
        if (reduced[d]) {
            *reduced_size *= xs[d];
            if (keep) expect[o++] = 1;
            strides[nd + d] = 0;
        } else {
            strides[nd + d] = keep ? ost[d] : ost[o];
            expect[o++] = xs[d];
        }
    }
    for (int d = 0; d < ond; ++d) {
        ostrides[d] = ost[d];
        if (os[d] != expect[d]) {
            char a[160], b[160];
            opspec_format_shape(a, sizeof a, ond, os);
            opspec_format_shape(b, sizeof b, ond, expect);
            FAIL("output has shape %s, expected %s", a, b);
        }
    }
    int r = opspec_iter_setup(fill, 1, data + 1, ond, os, ostrides, itemsizes ? itemsizes + 1 : NULL, 0);
    if (r) return r;
    return opspec_iter_setup(it, 2, data, nd, xs, strides, itemsizes, -1);    /* numpy's fold order */
}

int opspec_iter_fused_reduce(opspec_iter *it, opspec_iter *fill, int nin, char **data, const int *ndims,
                                    const npy_intp *dims, const npy_intp *axes, int naxes, const int *itemsizes,
                                    npy_intp *reduced_size, char *opspec_err)
{
    char reduced[OPSPEC_MAXDIMS];
    const npy_intp *shape_of[OPSPEC_MAXARGS], *strides_of[OPSPEC_MAXARGS];
    npy_intp shape[OPSPEC_MAXDIMS], expect[OPSPEC_MAXDIMS], strides[OPSPEC_MAXARGS * OPSPEC_MAXDIMS];
    int nop = nin + 1, nd = 0, nred = 0;
    if (split_operands(nop, ndims, dims, shape_of, strides_of, opspec_err)) return OPSPEC_ERROR;
    for (int k = 0; k < nin; ++k)
        if (ndims[k] > nd) nd = ndims[k];
    memset(reduced, 0, sizeof reduced);
    for (int j = 0; j < naxes; ++j) {
        if (axes[j] < 0 || axes[j] >= nd) FAIL("axis %lld is out of range for %d dimensions", (long long)axes[j], nd);
        reduced[axes[j]] = 1;
    }
    for (int d = 0; d < nd; ++d) shape[d] = 1;
    for (int k = 0; k < nin; ++k) {
        int off = nd - ndims[k];
        for (int d = 0; d < ndims[k]; ++d) {
            npy_intp n = shape_of[k][d];
            if (n == 1) continue;
            if (shape[off + d] == 1) shape[off + d] = n;
            else if (shape[off + d] != n) {
                char a[160];
                opspec_format_shape(a, sizeof a, ndims[k], shape_of[k]);
                FAIL("input %d has shape %s, which does not broadcast with the others", k, a);
            }
        }
    }
    for (int k = 0; k < nin; ++k) {
        int off = nd - ndims[k];
        for (int d = 0; d < nd; ++d) {
            int e = d - off;
            strides[k * nd + d] = (e < 0 || shape_of[k][e] == 1) ? 0 : strides_of[k][e];
        }
    }
    int ond = ndims[nin];
    const npy_intp *os = shape_of[nin], *ost = strides_of[nin];
    for (int d = 0; d < nd; ++d) nred += reduced[d];
    int keep = ond == nd;
    if (!keep && ond != nd - nred) FAIL("output has %d dimensions, expected %d or %d", ond, nd - nred, nd);
    *reduced_size = 1;
    for (int d = 0, o = 0; d < nd; ++d) {
        if (reduced[d]) {
            *reduced_size *= shape[d];
            if (keep) expect[o++] = 1;
            strides[nin * nd + d] = 0;
        } else {
            strides[nin * nd + d] = keep ? ost[d] : ost[o];
            expect[o++] = shape[d];
        }
    }
    for (int d = 0; d < ond; ++d) {
        if (os[d] != expect[d]) {
            char a[160], b[160];
            opspec_format_shape(a, sizeof a, ond, os);
            opspec_format_shape(b, sizeof b, ond, expect);
            FAIL("output has shape %s, expected %s", a, b);
        }
    }
    int r = opspec_iter_setup(fill, 1, data + nin, ond, os, ost, itemsizes ? itemsizes + nin : NULL, 0);
    if (r) return r;
    return opspec_iter_setup(it, nop, data, nd, shape, strides, itemsizes, -1);   /* numpy's fold order */
}
