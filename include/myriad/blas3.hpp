// Myriad: batched Level-3 BLAS, C++ interface (all routines).
#pragma once

#include "myriad/gemm.hpp"
