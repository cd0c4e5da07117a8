/* opspec_program.c: run a planned sequence of kernel calls in one call from Python.
 *
 * A program is the C nodes of a graph between two Python nodes. Python plans it once
 * (opspec/link/c/program.py): every variable becomes a slot, every node a step holding its
 * kernel's address; intermediates live in workspace buffers that persist between calls and
 * are shared by variables whose lifetimes do not overlap. A call then does, in C:
 *
 *   1. shapes: every step's output shapes from its inputs' (broadcasting, reductions,
 *      dimshuffles), checked before anything runs; when an array Python allocated for an
 *      output has the wrong shape the call returns OPSPEC_RESHAPE with the shapes it needs,
 *      so nothing (in particular no in-place kernel) has run and Python can call again;
 *   2. memory: workspace buffers grown to the largest size each must hold;
 *   3. run: each kernel called as the generated thunk would call it.
 * Calling a program without Python (a builtin function object) is opspec_caller.c, compiled
 * after this file as one source.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef intptr_t npy_intp;

/* OPSPEC_OK ..., the limits and the kinds of slots (SLOT_*), shapes (SHAPE_*) and calls (CALL_*)
 * are defined before this file, from the table Python reads too (opspec/kernels/abi.py). */

typedef struct {
    int kind;          /* SLOT_* */
    int ndim;
    int itemsize;
    int buffer;        /* SLOT_BUFFER: its workspace buffer */
    int source;        /* SLOT_ALIAS / SLOT_VIEW / SLOT_SAME: the slot whose memory it uses;
                          SLOT_LEND: the SAME slot whose array it may use */
    int external;      /* SLOT_EXTERNAL (a SLOT_SAME read outside): its position among the call's arrays */
    char *data;
    npy_intp shape[OPSPEC_MAXDIMS];
    npy_intp strides[OPSPEC_MAXDIMS];
} opspec_slot;

typedef struct {
    void *fn;
    int shape_kind;    /* SHAPE_* */
    int call_kind;     /* CALL_* */
    int nin, nout;
    int space_ndim;    /* rank the inputs broadcast to (SHAPE_BROADCAST, SHAPE_REDUCE) */
    int keepdims;
    int naxes;
    npy_intp axes[OPSPEC_MAXDIMS];        /* reduced axes (SHAPE_REDUCE), sorted */
    char reduced[OPSPEC_MAXDIMS + 1];     /* the same as a mask */
    int order[OPSPEC_MAXDIMS];            /* SHAPE_DIMSHUFFLE: input axis or -1 per output axis;
                                             SHAPE_LIKE: the input whose shape the output has;
                                             SHAPE_SIZE: the dimension whose size is the output */
    int operand[OPSPEC_MAXARGS];          /* slots: inputs, then outputs */
    int nparams;                          /* CALL_INTS: the kernel's int params */
    int64_t params[OPSPEC_MAXPARAMS];
} opspec_step;

typedef struct {
    char *data;
    size_t capacity;
} opspec_buffer;

typedef int (*kernel_plain)(char **, const int *, const npy_intp *, char *);
typedef int (*kernel_mask)(char **, const int *, const npy_intp *, char *, const char *);
typedef int (*kernel_axes)(char **, const int *, const npy_intp *, char *, const npy_intp *, int);
typedef int (*kernel_int1)(char **, const int *, const npy_intp *, char *, int64_t);
typedef int (*kernel_int2)(char **, const int *, const npy_intp *, char *, int64_t, int64_t);
typedef int (*kernel_int3)(char **, const int *, const npy_intp *, char *, int64_t, int64_t, int64_t);

static int fail(char *err, const char *message)
{
    snprintf(err, OPSPEC_ERRLEN, "%s", message);
    return OPSPEC_ERROR;
}

static void format_shape(char *out, size_t n, const opspec_slot *s)
{
    size_t used = (size_t)snprintf(out, n, "(");
    for (int d = 0; d < s->ndim && used < n; ++d)
        used += (size_t)snprintf(out + used, n - used, d ? ", %ld" : "%ld", (long)s->shape[d]);
    if (used < n) snprintf(out + used, n - used, s->ndim == 1 ? ",)" : ")");
}

/* numpy broadcasting of the step's inputs, right-aligned, to `ndim` dimensions */
static int broadcast(const opspec_step *st, const opspec_slot *slots, int ndim, npy_intp *shape, char *err)
{
    for (int d = 0; d < ndim; ++d) shape[d] = 1;
    for (int k = 0; k < st->nin; ++k) {
        const opspec_slot *in = &slots[st->operand[k]];
        int off = ndim - in->ndim;
        if (off < 0) return fail(err, "an input has more dimensions than the output");
        for (int d = 0; d < in->ndim; ++d) {
            npy_intp n = in->shape[d];
            if (n == shape[off + d] || n == 1) continue;
            if (shape[off + d] != 1) {
                char listed[OPSPEC_ERRLEN] = "", one[128];
                for (int j = 0; j < st->nin; ++j) {
                    format_shape(one, sizeof one, &slots[st->operand[j]]);
                    strncat(listed, j ? ", " : "", sizeof listed - strlen(listed) - 1);
                    strncat(listed, one, sizeof listed - strlen(listed) - 1);
                }
                snprintf(err, OPSPEC_ERRLEN, "input shapes do not broadcast: %s", listed);
                return OPSPEC_ERROR;
            }
            shape[off + d] = n;
        }
    }
    return OPSPEC_OK;
}

/* Copy or compare n dimensions (shapes, strides): inline for the usual ranks, since a call of
 * memcpy per operand is a visible part of a small program's call */
static inline void copy_dims(npy_intp *to, const npy_intp *from, int n)
{
    switch (n) {
    case 4: to[3] = from[3]; /* fall through */
    case 3: to[2] = from[2]; /* fall through */
    case 2: to[1] = from[1]; /* fall through */
    case 1: to[0] = from[0]; /* fall through */
    case 0: return;
    default: memcpy(to, from, (size_t)n * sizeof(npy_intp));
    }
}

static inline int same_dims(const npy_intp *a, const npy_intp *b, int n)
{
    for (int d = 0; d < n; ++d)
        if (a[d] != b[d]) return 0;
    return 1;
}

/* the shape of every output of step `st`, written into its slots (strides of views too) */
static int step_shapes(const opspec_step *st, opspec_slot *slots, char *err)
{
    npy_intp shape[OPSPEC_MAXDIMS];
    int ndim = 0;
    if (st->shape_kind == SHAPE_DIMSHUFFLE || st->shape_kind == SHAPE_CHECK) {   /* a check: order is 0, 1, ... */
        const opspec_slot *in = &slots[st->operand[0]];
        opspec_slot *out = &slots[st->operand[st->nin]];
        char kept[OPSPEC_MAXDIMS] = {0};
        for (int d = 0; d < out->ndim; ++d) {
            int a = st->order[d];
            out->shape[d] = a < 0 ? 1 : in->shape[a];
            if (out->kind == SLOT_VIEW) out->strides[d] = a < 0 ? 0 : in->strides[a];
            if (a >= 0) kept[a] = 1;
        }
        for (int a = 0; a < in->ndim; ++a)
            if (!kept[a] && in->shape[a] != 1) {
                snprintf(err, OPSPEC_ERRLEN, "drops dimension %d of size %ld; only size-1 dimensions can "
                         "be dropped", a, (long)in->shape[a]);
                return OPSPEC_ERROR;
            }
        return OPSPEC_OK;
    }
    if (st->shape_kind == SHAPE_LIKE) {
        const opspec_slot *in = &slots[st->operand[st->order[0]]];
        opspec_slot *out = &slots[st->operand[st->nin]];
        if (out->ndim != in->ndim) return fail(err, "the output's rank differs from the node's");
        copy_dims(out->shape, in->shape, in->ndim);
        return OPSPEC_OK;
    }
    if (st->shape_kind == SHAPE_SIZE) {     /* a 0-d output */
        const opspec_slot *in = &slots[st->operand[0]];
        if (st->order[0] >= in->ndim) {
            snprintf(err, OPSPEC_ERRLEN, "no dimension %d in an array of %d dimensions", st->order[0], in->ndim);
            return OPSPEC_ERROR;
        }
        return OPSPEC_OK;
    }
    if (broadcast(st, slots, st->space_ndim, shape, err)) return OPSPEC_ERROR;
    ndim = st->space_ndim;
    if (st->shape_kind == SHAPE_REDUCE) {
        int j = 0;
        for (int d = 0; d < st->space_ndim; ++d) {
            if (!st->reduced[d]) shape[j++] = shape[d];
            else if (st->keepdims) shape[j++] = 1;
        }
        ndim = j;
    }
    for (int i = 0; i < st->nout; ++i) {
        opspec_slot *out = &slots[st->operand[st->nin + i]];
        if (out->ndim != ndim) return fail(err, "the output's rank differs from the node's");
        copy_dims(out->shape, shape, ndim);
    }
    return OPSPEC_OK;
}

/* Whether a SLOT_SAME output has its source's shape: it is then a view of the source, and its
 * step (a kernel that would only copy) does not run */
static inline int same_as_source(const opspec_slot *slots, const opspec_slot *out)
{
    const opspec_slot *src = &slots[out->source];
    return src->ndim == out->ndim && same_dims(src->shape, out->shape, out->ndim);
}

static npy_intp slot_size(const opspec_slot *s)
{
    npy_intp n = 1;
    for (int d = 0; d < s->ndim; ++d) n *= s->shape[d];
    return n;
}

static void contiguous_strides(opspec_slot *s)
{
    npy_intp stride = s->itemsize;
    for (int d = s->ndim - 1; d >= 0; --d) {
        s->strides[d] = stride;
        stride *= s->shape[d] > 1 ? s->shape[d] : 1;
    }
}

/* Whether `offset` is not a multiple of `itemsize` (a mask for the power-of-two sizes of every
 * numeric type: a division costs more than a small kernel) */
static int off_grid(intptr_t offset, npy_intp itemsize)
{
    return (itemsize & (itemsize - 1)) ? offset % itemsize != 0 : (offset & (itemsize - 1)) != 0;
}

static int misaligned(const opspec_slot *s)
{
    if (off_grid((intptr_t)s->data, s->itemsize)) return 1;
    for (int d = 0; d < s->ndim; ++d)
        if (off_grid(s->strides[d], s->itemsize)) return 1;
    return 0;
}

/* Free the workspace of a program (Python calls it when the program is collected). */
void opspec_program_free(opspec_buffer *buffers, int nbuffers)
{
    for (int b = 0; b < nbuffers; ++b) {
        free(buffers[b].data);
        buffers[b].data = NULL;
        buffers[b].capacity = 0;
    }
}

/* ------------------------------------------------------------------ one call at a time per state
 * A program's slots (this call's pointers, shapes and strides) and its workspace buffers are
 * reused by every call. Calls from several threads overlap once one of them runs without the
 * GIL (large arrays; every call through cffi): a call that finds the state in use works on a
 * copy of its own, freed when it returns. Every call writes all it reads of the slots (static
 * fields apart), so the copy's stale values are never used. The program's `busy` flag is only
 * read and written with the GIL held (by caller_call, and by the Python side around
 * opspec_program_run), which orders it: no atomic instruction on the common path. */
typedef struct {
    opspec_slot *slots;
    opspec_buffer *buffers;
    int nbuffers;
    int *busy;         /* the program's flag, to clear when this call gives its state back */
    int copied;        /* slots and buffers are this call's own copy */
} opspec_state;

#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int copy_state(opspec_state *s, const opspec_slot *slots, int nslots, int nbuffers)
{
    s->slots = malloc((size_t)(nslots > 0 ? nslots : 1) * sizeof(opspec_slot));
    s->buffers = calloc((size_t)(nbuffers > 0 ? nbuffers : 1), sizeof(opspec_buffer));
    s->nbuffers = nbuffers;
    s->copied = 1;
    if (!s->slots || !s->buffers) {
        free(s->slots);
        free(s->buffers);
        s->slots = NULL;
        s->buffers = NULL;
        s->copied = 0;
        return OPSPEC_ERROR;
    }
    memcpy(s->slots, slots, (size_t)nslots * sizeof(opspec_slot));
    return OPSPEC_OK;
}

/* The program's state when no other call uses it (call with the GIL), else a copy. */
static inline int take_state(opspec_state *s, opspec_slot *slots, int nslots, opspec_buffer *buffers, int nbuffers,
                             int *busy)
{
    if (*busy) return copy_state(s, slots, nslots, nbuffers);
    *busy = 1;
    s->slots = slots;
    s->buffers = buffers;
    s->nbuffers = nbuffers;
    s->busy = busy;
    s->copied = 0;
    return OPSPEC_OK;
}

static void give_state(opspec_state *s)
{
    if (s->copied) {
        opspec_program_free(s->buffers, s->nbuffers);
        free(s->buffers);
        free(s->slots);
    } else if (s->busy) {
        *s->busy = 0;
    }
    s->slots = NULL;
    s->busy = NULL;
    s->copied = 0;
}

/* 1. shapes, before anything runs: every step's outputs; buffer slots get contiguous strides and
 * `needed` their buffer's size. An external output's shape is compared with `given_at` (the
 * array Python allocated) when given; *reshape is set when one differs. */
static int program_shapes(opspec_slot *slots, const opspec_step *steps, int nsteps, size_t *needed,
                          const npy_intp **given_at, int *reshape, int *failed, char *err)
{
    for (int k = 0; k < nsteps; ++k) {
        const opspec_step *st = &steps[k];
        *failed = k;
        if (step_shapes(st, slots, err)) {
            for (int j = 0; j < k; ++j)     /* a check before it runs first (node by node) */
                if (steps[j].shape_kind == SHAPE_CHECK) return OPSPEC_STEPWISE;
            return OPSPEC_ERROR;
        }
        for (int i = 0; i < st->nout; ++i) {
            opspec_slot *out = &slots[st->operand[st->nin + i]];
            switch (out->kind) {
            case SLOT_EXTERNAL:
                if (given_at && !same_dims(given_at[out->external], out->shape, out->ndim))
                    *reshape = 1;
                break;
            case SLOT_SAME:     /* read outside (external >= 0): an array of its own, or a view */
                if (out->external >= 0 && given_at && !same_dims(given_at[out->external], out->shape, out->ndim))
                    *reshape = 1;
                if (same_as_source(slots, out)) {
                    copy_dims(out->strides, slots[out->source].strides, out->ndim);
                    break;
                }
                if (out->external >= 0) break;
                /* fall through: a buffer this call */
            case SLOT_LEND:     /* a buffer, unless lent (program_steps) */
            case SLOT_BUFFER: {
                size_t bytes = (size_t)slot_size(out) * (size_t)out->itemsize;
                contiguous_strides(out);
                if (bytes > needed[out->buffer]) needed[out->buffer] = bytes;
                break;
            }
            case SLOT_ALIAS: {
                const opspec_slot *into = &slots[out->source];
                if (into->ndim != out->ndim || !same_dims(into->shape, out->shape, out->ndim))
                    return fail(err, "the output's shape differs from the input it overwrites");
                copy_dims(out->strides, into->strides, out->ndim);
                break;
            }
            default:    /* SLOT_VIEW: strides set by step_shapes */
                break;
            }
        }
    }
    *failed = -1;
    return OPSPEC_OK;
}

/* 2. the workspace: each buffer grown to what it must hold this call */
static int program_memory(opspec_buffer *buffers, int nbuffers, const size_t *needed, char *err)
{
    for (int b = 0; b < nbuffers; ++b) {
        if (needed[b] <= buffers[b].capacity && buffers[b].data) continue;
        free(buffers[b].data);
        buffers[b].capacity = 0;
        buffers[b].data = malloc(needed[b] ? needed[b] : 1);
        if (!buffers[b].data) return fail(err, "out of memory for the intermediates");
        buffers[b].capacity = needed[b];
    }
    return OPSPEC_OK;
}

/* A DimShuffle read outside the program: its elements copied into the output array */
static void copy_view(const opspec_step *st, const opspec_slot *in, const opspec_slot *out)
{
    npy_intp from[OPSPEC_MAXDIMS], index[OPSPEC_MAXDIMS] = {0};
    int nd = out->ndim;
    size_t item = (size_t)out->itemsize;
    for (int d = 0; d < nd; ++d) from[d] = st->order[d] < 0 ? 0 : in->strides[st->order[d]];
    if (slot_size(out) == 0) return;
    for (;;) {
        const char *src = in->data;
        char *dst = out->data;
        for (int d = 0; d < nd; ++d) {
            src += index[d] * from[d];
            dst += index[d] * out->strides[d];
        }
        memcpy(dst, src, item);
        int d = nd - 1;
        while (d >= 0 && ++index[d] == out->shape[d]) index[d--] = 0;
        if (d < 0) return;
    }
}

/* 3. every kernel, called as the generated thunk would call it */
static int program_steps(opspec_slot *slots, const opspec_step *steps, int nsteps, const opspec_buffer *buffers,
                         int *failed, char *err)
{
    for (int k = 0; k < nsteps; ++k) {
        const opspec_step *st = &steps[k];
        int n = st->nin + st->nout, viewed = 0;
        for (int i = 0; i < st->nout; ++i) {
            opspec_slot *out = &slots[st->operand[st->nin + i]];
            if (out->kind == SLOT_BUFFER) {
                out->data = buffers[out->buffer].data;
            } else if (out->kind == SLOT_SAME) {    /* else: strides set by program_shapes */
                viewed = same_as_source(slots, out);
                if (viewed) {
                    out->data = slots[out->source].data;
                    copy_dims(out->strides, slots[out->source].strides, out->ndim);
                } else if (out->external < 0) {     /* else: the array set for the call */
                    out->data = buffers[out->buffer].data;
                }
            } else if (out->kind == SLOT_LEND) {    /* computed in the array of the view of it */
                const opspec_slot *to = &slots[out->source];
                out->data = same_as_source(slots, to) ? to->data : buffers[out->buffer].data;
            } else if (out->kind == SLOT_ALIAS) {   /* the memory (and layout) of its input */
                out->data = slots[out->source].data;
                copy_dims(out->strides, slots[out->source].strides, out->ndim);
            } else if (out->kind == SLOT_VIEW) {    /* strides again: the source may be new */
                out->data = slots[out->source].data;
                step_shapes(st, slots, err);
            }
        }
        if (st->call_kind == CALL_NONE || viewed) continue;
        if (st->call_kind == CALL_COPY) {
            copy_view(st, &slots[st->operand[0]], &slots[st->operand[1]]);
            continue;
        }
        if (st->call_kind == CALL_CHECK) {
            for (int j = 1; j < st->nin; ++j)
                if (!*(const unsigned char *)slots[st->operand[j]].data) {
                    *failed = k;    /* Python raises the op's exception (program.py: raise_error) */
                    return fail(err, "a check's condition is false");
                }
            if (slots[st->operand[st->nin]].kind == SLOT_EXTERNAL)
                copy_view(st, &slots[st->operand[0]], &slots[st->operand[st->nin]]);
            continue;
        }
        if (st->call_kind == CALL_SIZE) {
            *(npy_intp *)slots[st->operand[1]].data = slots[st->operand[0]].shape[st->order[0]];
            continue;
        }
        char *args[OPSPEC_MAXARGS];
        int ndims[OPSPEC_MAXARGS];
        npy_intp operand_dims[2 * OPSPEC_MAXARGS * OPSPEC_MAXDIMS], *q = operand_dims;
        for (int j = 0; j < n; ++j) {
            const opspec_slot *x = &slots[st->operand[j]];
            args[j] = x->data;
            ndims[j] = x->ndim;
            copy_dims(q, x->shape, x->ndim);
            copy_dims(q + x->ndim, x->strides, x->ndim);
            q += 2 * x->ndim;
        }
        int r;
        switch (st->call_kind) {
        case CALL_MASK: r = ((kernel_mask)st->fn)(args, ndims, operand_dims, err, st->reduced); break;
        case CALL_AXES: r = ((kernel_axes)st->fn)(args, ndims, operand_dims, err, st->axes, st->naxes); break;
        case CALL_INTS:
            switch (st->nparams) {
            case 1: r = ((kernel_int1)st->fn)(args, ndims, operand_dims, err, st->params[0]); break;
            case 2: r = ((kernel_int2)st->fn)(args, ndims, operand_dims, err, st->params[0], st->params[1]); break;
            default:
                r = ((kernel_int3)st->fn)(args, ndims, operand_dims, err, st->params[0], st->params[1], st->params[2]);
            }
            break;
        default: r = ((kernel_plain)st->fn)(args, ndims, operand_dims, err); break;
        }
        if (r) {
            *failed = k;
            return r == OPSPEC_UNALIGNED ? fail(err, "an operand is not aligned for its type") : r;
        }
    }
    return OPSPEC_OK;
}

/* Run the program. `externals` lists the slots of the external arrays (the program's inputs,
 * then the arrays Python allocated for its outputs); `data` and `dims` describe them as a
 * kernel's operands are described: data pointers, then each one's shape and strides. On
 * OPSPEC_RESHAPE, `wanted` holds the shape every external needs, at the same offsets as in
 * `dims`. On failure `*failed` is the step. `own`: the caller took the program's state (its
 * busy flag, with the GIL); else the call runs on a copy. */
int opspec_program_run(opspec_slot *program_slots, int nslots, int own, const opspec_step *steps, int nsteps,
                       opspec_buffer *program_buffers, int nbuffers, const int *externals, int nexternals,
                       char **data, const npy_intp *dims, npy_intp *wanted, int *failed, char *err)
{
    size_t need[OPSPEC_MAXBUFFERS];
    size_t *needed = nbuffers <= OPSPEC_MAXBUFFERS ? need : malloc((size_t)nbuffers * sizeof(size_t));
    const npy_intp *given[OPSPEC_MAXEXTERNALS];
    const npy_intp **given_at = nexternals <= OPSPEC_MAXEXTERNALS ? given
                                : malloc((size_t)nexternals * sizeof(npy_intp *));
    int reshape = 0, status = OPSPEC_OK;
    opspec_state state = {program_slots, program_buffers, nbuffers, NULL, 0};
    *failed = -1;
    if (!needed || !given_at || (!own && copy_state(&state, program_slots, nslots, nbuffers))) {
        status = fail(err, "out of memory");
        goto done;
    }
    opspec_slot *slots = state.slots;
    memset(needed, 0, (size_t)nbuffers * sizeof(size_t));
    const npy_intp *p = dims;
    for (int e = 0; e < nexternals; ++e) {
        opspec_slot *x = &slots[externals[e]];
        x->data = data[e];
        given_at[e] = p;
        copy_dims(x->shape, p, x->ndim);
        copy_dims(x->strides, p + x->ndim, x->ndim);
        p += 2 * x->ndim;
        if (misaligned(x)) { status = OPSPEC_UNALIGNED; goto done; }
    }
    if ((status = program_shapes(slots, steps, nsteps, needed, given_at, &reshape, failed, err))) goto done;
    if (reshape) {
        for (int e = 0; e < nexternals; ++e) {
            const opspec_slot *x = &slots[externals[e]];
            copy_dims(wanted + (given_at[e] - dims), x->shape, x->ndim);
        }
        status = OPSPEC_RESHAPE;
        goto done;
    }
    if ((status = program_memory(state.buffers, nbuffers, needed, err))) goto done;
    status = program_steps(slots, steps, nsteps, state.buffers, failed, err);
done:
    give_state(&state);
    if (needed && needed != need) free(needed);
    if (given_at && given_at != given) free((void *)given_at);
    return status;
}

/* Run the steps again on new data for the externals, every shape and stride as in the last
 * opspec_program_run on these slots (which the caller owns): for a loop whose every step reads
 * and writes arrays of the same shapes (opspec/scan/scan_loop.c). `data` as for that call. */
int opspec_program_rerun(opspec_slot *slots, const opspec_step *steps, int nsteps, const opspec_buffer *buffers,
                         const int *externals, int nexternals, char **data, int *failed, char *err)
{
    for (int e = 0; e < nexternals; ++e) slots[externals[e]].data = data[e];
    *failed = -1;
    return program_steps(slots, steps, nsteps, buffers, failed, err);
}
