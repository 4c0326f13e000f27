// Myriad: batched dense linear algebra on GPUs and CPUs. C++ umbrella header.
#pragma once

#include "myriad/batch.hpp"
#include "myriad/blas3.hpp"
#include "myriad/lapack.hpp"
#include "myriad/queue.hpp"
#include "myriad/status.hpp"
#include "myriad/types.hpp"
#include "myriad/version.hpp"
