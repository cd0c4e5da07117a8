/* Generated from specs/mathx.yaml by `opspec generate`. Edit the spec, not this file.
   What it contributes to the C kernels of mathx: per op a block of scalar functions
   (or body: kernels), one per dtype instantiation; each kernel is compiled from this text and
   the loops its KernelSpec gives (opspec/kernels). ABI: opspec/kernels/opspec_kernel.h. */
#include "opspec_kernel.h"

/* ------------------------------------------------------------ Softsign (specs/mathx.yaml:4) */
#ifdef OPSPEC_OP_Softsign
static inline void Softsign__float32__float32_elem(const float x, float *opspec_out_out)
{
    float out;
#line 10 "specs/mathx.yaml"
    out = (x / (1 + fabs(x))
#line 15 "mathx.c"
    );
    *opspec_out_out = out;
}
static inline void Softsign__float64__float64_elem(const double x, double *opspec_out_out)
{
    double out;
#line 10 "specs/mathx.yaml"
    out = (x / (1 + fabs(x))
#line 24 "mathx.c"
    );
    *opspec_out_out = out;
}
#endif /* Softsign */

/* ------------------------------------------------------------ AXPB (specs/mathx.yaml:17) */
#ifdef OPSPEC_OP_AXPB
static inline void AXPB__float32__float32_elem(const float x, float *opspec_out_out, double a, double b)
{
    float out;
#line 24 "specs/mathx.yaml"
    out = a * x + b;
#line 37 "mathx.c"
    *opspec_out_out = out;
}
static inline void AXPB__float64__float64_elem(const double x, double *opspec_out_out, double a, double b)
{
    double out;
#line 24 "specs/mathx.yaml"
    out = a * x + b;
#line 45 "mathx.c"
    *opspec_out_out = out;
}
#endif /* AXPB */

/* ------------------------------------------------------------ CumSum1D (specs/mathx.yaml:28) */
#ifdef OPSPEC_OP_CumSum1D
#ifdef OPSPEC_KERNEL_CumSum1D__float64__float64
int CumSum1D__float64__float64(char **opspec_data, const int *opspec_ndims, const npy_intp *opspec_dims, char *opspec_err)
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
#line 36 "specs/mathx.yaml"
        double acc = 0.0;
        for (npy_intp i = 0; i < x.shape[0]; ++i) { acc += AT(x, i); AT(out, i) = acc; }
#line 67 "mathx.c"
    }
    return OPSPEC_OK;
}
#endif
#endif /* CumSum1D */
