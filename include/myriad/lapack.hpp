// Myriad: batched LAPACK routines, C++ interface (all routines).
#pragma once

#include "myriad/getrf.hpp"
#include "myriad/potrf.hpp"
