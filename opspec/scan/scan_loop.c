/* scan_loop.c: run the steps of a scan whose step is one C program, without Python per step.
 *
 * The step's compiled function is one program of opspec/link/c/opspec_program.c; this loop
 * calls that runner's public entry points (their addresses are passed in: the two are separate
 * modules). Every array the program reads or writes (its "externals": inputs, then outputs) is
 * a row of a scan array: `where` holds, per external, four numbers (base address, stride,
 * shift, period), and at step t external e is at
 *
 *     base + row * stride,   row = t + shift, or (t + shift) % period when period > 0
 *
 * (a sequence: its rows; a state's taps and new value: rows of its trace; a non-sequence:
 * stride 0; an untraced state: two rows used in turn). The shape and strides of a row do not
 * change between steps: `dims` holds them once, as the runner expects them. The first step
 * computes every shape (opspec_program_run); when the caller owns the program's state, the
 * others only run the kernels on the new pointers (opspec_program_rerun). An output row of
 * another shape makes the first step answer OPSPEC_RESHAPE before it runs anything: the loop
 * stops and reports it (a step whose result changes shape is an error). */
#include <stdint.h>
#include <stdlib.h>

typedef intptr_t npy_intp;

#define SCAN_OK 0
#define SCAN_MAX_ON_STACK 256

typedef int (*program_run_fn)(void *slots, int nslots, int own, const void *steps, int nsteps, void *buffers,
                              int nbuffers, const int *externals, int nexternals, char **data, const npy_intp *dims,
                              npy_intp *wanted, int *failed, char *err);
typedef int (*program_rerun_fn)(void *slots, const void *steps, int nsteps, const void *buffers, const int *externals,
                                int nexternals, char **data, int *failed, char *err);

/* Steps first..last-1. `stop`: the external holding the while condition (a bool), or -1.
 * Returns the runner's status of the step that failed (0: none); *done is the number of
 * steps completed (a while loop's last one included). */
int opspec_scan_run(void *run, void *rerun, void *slots, int nslots, int own, const void *steps, int nsteps,
                    void *buffers, int nbuffers, const int *externals, int nexternals, const npy_intp *where,
                    const npy_intp *dims, npy_intp first, npy_intp last, int stop, npy_intp *done, npy_intp *wanted,
                    int *failed, char *err)
{
    program_run_fn program = (program_run_fn)run;
    program_rerun_fn again = own ? (program_rerun_fn)rerun : NULL;
    char *on_stack[SCAN_MAX_ON_STACK];
    char **data = nexternals <= SCAN_MAX_ON_STACK ? on_stack : malloc((size_t)nexternals * sizeof(char *));
    int status = SCAN_OK;
    *done = first;
    if (!data) return 1;
    for (npy_intp t = first; t < last; ++t) {
        for (int e = 0; e < nexternals; ++e) {
            const npy_intp *w = where + 4 * e;
            npy_intp row = t + w[2];
            if (w[3] > 0) row %= w[3];
            data[e] = (char *)w[0] + row * w[1];
        }
        if (again && t > first)
            status = again(slots, steps, nsteps, buffers, externals, nexternals, data, failed, err);
        else
            status = program(slots, nslots, own, steps, nsteps, buffers, nbuffers, externals, nexternals, data, dims,
                             wanted, failed, err);
        if (status != SCAN_OK) break;
        *done = t + 1;
        if (stop >= 0 && *(const unsigned char *)data[stop]) break;
    }
    if (data != on_stack) free(data);
    return status;
}
