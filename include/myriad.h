/* Myriad: batched dense linear algebra on GPUs and CPUs. C interface.
 * Conventions (names, batch kinds, memory, status): see myriad/c/common.h. */
#ifndef MYRIAD_H
#define MYRIAD_H

#include "myriad/c/common.h"
#include "myriad/c/gemm.h"
#include "myriad/c/getrf.h"
#include "myriad/c/potrf.h"
#include "myriad/c/symm.h"
#include "myriad/c/syrk.h"
#include "myriad/c/trmm.h"
#include "myriad/c/trsm.h"

#endif /* MYRIAD_H */
