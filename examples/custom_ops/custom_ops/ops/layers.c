/* Generated from specs/layers.yaml by `opspec generate`. Edit the spec, not this file.
   What it contributes to the C kernels of layers: per op a block of scalar functions
   (or body: kernels), one per dtype instantiation; each kernel is compiled from this text and
   the loops its KernelSpec gives (opspec/kernels). ABI: opspec/kernels/opspec_kernel.h. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ GatedSoftsign (specs/layers.yaml:5) */
#ifdef OPSPEC_OP_GatedSoftsign
static inline void GatedSoftsign__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 11 "specs/layers.yaml"
    out = (x / (1 + fabs(x)) / (1 + exp(-x))
#line 15 "layers.c"
    );
    *opspec_out_out = out;
}
static inline void GatedSoftsign__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 11 "specs/layers.yaml"
    out = (x / (1 + fabs(x)) / (1 + exp(-x))
#line 24 "layers.c"
    );
    *opspec_out_out = out;
}
#endif /* GatedSoftsign */
