// Myriad: batched Level-3 BLAS, C++ interface (all routines).
#pragma once

#include "myriad/gemm.hpp"
#include "myriad/symm.hpp"
#include "myriad/syrk.hpp"
#include "myriad/trmm.hpp"
#include "myriad/trsm.hpp"
