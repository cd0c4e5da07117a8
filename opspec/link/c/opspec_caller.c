/* opspec_caller.c: a program's call without Python, compiled after opspec_program.c as one
 * source (opspec/link/c/program.py: runner), whose steps it runs.
 *
 * A builtin function object (made by opspec_caller_new) runs a program with no Python on the
 * common path: it checks that every input is an aligned, native-order ndarray of exactly the
 * expected dtype and rank, computes the shapes, allocates the outputs with numpy and runs the
 * steps (releasing the GIL for large arrays only: for small ones releasing it costs more than
 * the work). Two uses:
 *   call mode: a compiled function that is one program; f(*args) returns its outputs;
 *   cell mode: a program inside a graph; it reads and writes the VM's storage cells.
 * Anything else (keywords, values needing conversion, a shape error) goes to `fallback`
 * (the function's Python call, or the program's Python thunk), which converts or reports; an
 * error of a kernel in cell mode goes to `on_error`, as in-place steps may have run. */
#define NPY_NO_DEPRECATED_API NPY_1_7_API_VERSION
#include <numpy/arrayobject.h>

#define OPSPEC_GIL_MIN 16384     /* elements: release the GIL from this many */

typedef struct {
    opspec_slot *slots;
    int nslots;
    int *busy;               /* the program's: see take_state */
    const opspec_step *steps;
    int nsteps;
    opspec_buffer *buffers;
    int nbuffers;
    const int *externals;    /* slots: the program's inputs, then its outputs */
    int nexternals;
    int ninputs;
    int nargs;               /* the function's inputs */
    const int *input_arg;    /* per program input: the function input it is, or -1: a constant */
    void **constants;        /* per program input: the constant's array (input_arg < 0) */
    const int *typenums;     /* per external: numpy's type number */
    const int *outputs;      /* per function output: the external holding it */
    int noutputs;
    int single;              /* return the array itself, not a list */
    void *fallback;          /* the function's Python call: fallback(*args, **kwargs) */
    void **input_cells;      /* cell mode: per program input, its storage cell (NULL: call mode) */
    int nescaping;           /* cell mode: the values read outside the program, ... */
    const int *escaping_from;    /* ... the external holding each, */
    void **escaping_cells;   /* ... its storage cell */
    void **computed_cells;   /* ... and its compute flag */
    void *on_error;          /* cell mode: on_error(step, message) raises the kernel's error */
    void *recycled;          /* call mode: list, per external, of the last small output made */
} opspec_caller;


static void release(PyObject **out, int from, int to)
{
    for (int e = from; e < to; ++e) Py_CLEAR(out[e]);
}

/* True when `a` is an array made for external `e` of a previous call, now of the shape of
 * `x` again, whose only reference is the caller's: nothing else can see it (no view, name,
 * buffer or weak reference), so filling it again is the same as making a new one. */
static int reusable(const opspec_caller *c, int e, PyObject *obj, const opspec_slot *x)
{
    if (obj == Py_None || Py_REFCNT(obj) != 1) return 0;
    PyArrayObject *a = (PyArrayObject *)obj;
    return ((PyArrayObject_fields *)a)->weakreflist == NULL && PyArray_TYPE(a) == c->typenums[e] &&
        PyArray_NDIM(a) == x->ndim && PyArray_CHKFLAGS(a, NPY_ARRAY_CARRAY | NPY_ARRAY_OWNDATA) &&
        same_dims(PyArray_DIMS(a), x->shape, x->ndim);
}

/* A new reference to an array for external `e`, of the shape of `x`. In call mode, small
 * outputs are remembered and the last one is filled again when reusable(): a tiny function's
 * call then costs no allocation (numpy's is a third of it). */
static PyObject *output_array(const opspec_caller *c, int e, const opspec_slot *x)
{
    PyObject *recycled = c->input_cells ? NULL : (PyObject *)c->recycled;
    if (recycled) {
        PyObject *last = PyList_GET_ITEM(recycled, e);
        if (reusable(c, e, last, x)) {
            Py_INCREF(last);
            return last;
        }
    }
    PyObject *a = PyArray_SimpleNew(x->ndim, x->shape, c->typenums[e]);
    if (a && recycled) {
        PyObject *keep = slot_size(x) < OPSPEC_GIL_MIN ? a : Py_None;
        Py_INCREF(keep);
        PyList_SetItem(recycled, e, keep);
    }
    return a;
}

static PyObject *caller_call(PyObject *self, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames)
{
    const opspec_caller *c = PyLong_AsVoidPtr(PyTuple_GET_ITEM(self, 0));
    PyObject *out[OPSPEC_MAXEXTERNALS], *result = NULL;    /* only [ninputs, made) is set */
    size_t needed[OPSPEC_MAXBUFFERS];
    char err[OPSPEC_ERRLEN];
    int reshape = 0, failed = -1, r, made = c->ninputs;    /* out[ninputs, made): ours */
    npy_intp total = 0;
    opspec_state state = {NULL, NULL, 0, NULL, 0};
    if (kwnames || nargs != c->nargs || c->nbuffers > OPSPEC_MAXBUFFERS || c->nexternals > OPSPEC_MAXEXTERNALS) goto slow;
    if (take_state(&state, c->slots, c->nslots, c->buffers, c->nbuffers, c->busy)) goto slow;
    opspec_slot *slots = state.slots;
    for (int e = 0; e < c->ninputs; ++e) {
        PyObject *obj = c->input_cells ? PyList_GET_ITEM((PyObject *)c->input_cells[e], 0)
            : c->input_arg[e] >= 0 ? args[c->input_arg[e]] : (PyObject *)c->constants[e];
        opspec_slot *x = &slots[c->externals[e]];
        if (!PyArray_CheckExact(obj)) goto slow;
        PyArrayObject *a = (PyArrayObject *)obj;
        if (PyArray_TYPE(a) != c->typenums[e] || PyArray_NDIM(a) != x->ndim || !PyArray_ISNOTSWAPPED(a))
            goto slow;
        x->data = PyArray_BYTES(a);
        copy_dims(x->shape, PyArray_DIMS(a), x->ndim);
        copy_dims(x->strides, PyArray_STRIDES(a), x->ndim);
        if (misaligned(x)) goto slow;
        total += slot_size(x);
    }
    memset(needed, 0, (size_t)c->nbuffers * sizeof(size_t));
    if (program_shapes(slots, c->steps, c->nsteps, needed, NULL, &reshape, &failed, err)) goto slow;
    for (; made < c->nexternals; ++made) {
        opspec_slot *x = &slots[c->externals[made]];
        PyArrayObject *a = (PyArrayObject *)output_array(c, made, x);
        if (!a) goto error;
        out[made] = (PyObject *)a;
        x->data = PyArray_BYTES(a);
        copy_dims(x->strides, PyArray_STRIDES(a), x->ndim);
        total += slot_size(x);
    }
    if (program_memory(state.buffers, c->nbuffers, needed, err)) goto slow;
    if (total >= OPSPEC_GIL_MIN) {
        Py_BEGIN_ALLOW_THREADS
        r = program_steps(slots, c->steps, c->nsteps, state.buffers, &failed, err);
        Py_END_ALLOW_THREADS
    } else {
        r = program_steps(slots, c->steps, c->nsteps, state.buffers, &failed, err);
    }
    give_state(&state);
    if (r && c->input_cells) {
        release(out, c->ninputs, made);
        return PyObject_CallFunction((PyObject *)c->on_error, "is", failed, err);
    }
    if (r) goto slow;
    if (c->input_cells) {
        for (int j = 0; j < c->nescaping; ++j) {
            int e = c->escaping_from[j];
            PyObject *value = e < c->ninputs ? PyList_GET_ITEM((PyObject *)c->input_cells[e], 0) : out[e];
            Py_INCREF(value);
            PyList_SetItem((PyObject *)c->escaping_cells[j], 0, value);
            Py_INCREF(Py_True);
            PyList_SetItem((PyObject *)c->computed_cells[j], 0, Py_True);
        }
        result = Py_None;
        Py_INCREF(result);
    } else if (c->single) {
        result = out[c->outputs[0]];
        Py_INCREF(result);
    } else {
        result = PyList_New(c->noutputs);
        if (!result) goto error;
        for (int i = 0; i < c->noutputs; ++i) {
            Py_INCREF(out[c->outputs[i]]);
            PyList_SET_ITEM(result, i, out[c->outputs[i]]);
        }
    }
    release(out, c->ninputs, made);
    return result;
slow:   /* the state first: the fallback may run this program again */
    give_state(&state);
    release(out, c->ninputs, made);
    return PyObject_Vectorcall((PyObject *)c->fallback, args, (size_t)nargs, kwnames);
error:
    give_state(&state);
    release(out, c->ninputs, made);
    return NULL;
}

static PyMethodDef caller_def = {
    "opspec_call", (PyCFunction)(void (*)(void))caller_call, METH_FASTCALL | METH_KEYWORDS,
    "Call a compiled function whose graph is one C program."
};

/* A new reference to a builtin function running `(caller address, keep-alive)` = `self`. */
void *opspec_caller_new(void *self)
{
    PyGILState_STATE gil = PyGILState_Ensure();
    PyObject *fn = NULL;
    if (PyArray_API != NULL || _import_array() >= 0)
        fn = PyCFunction_NewEx(&caller_def, (PyObject *)self, NULL);
    if (!fn) PyErr_Clear();
    PyGILState_Release(gil);
    return fn;
}
