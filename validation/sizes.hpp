// Size distributions for variable-size batches.
#pragma once

#include <string>
#include <vector>

#include "validation/rng.hpp"

namespace myriad::validation {

enum class SizeDist {
  Fixed,     ///< every size = max
  Uniform1,  ///< uniform in [1, max]
  Uniform0,  ///< uniform in [0, max] (includes empty matrices)
  Gaussian,  ///< normal around max/2, sd max/6, clipped to [1, max]
  PowerLaw,  ///< P(s) ~ s^-2 on [1, max]: many tiny, a few large
  OneLarge,  ///< one matrix of size max (at a random index), others in [1, 4]
};

const std::vector<SizeDist>& all_size_dists();
/// "fixed", "uniform", "uniform0", "gaussian", "powerlaw", "one-large".
const char* dist_name(SizeDist d);
bool parse_dist(const std::string& name, SizeDist& d);

/// count sizes in [0, max] drawn from d (reproducible for a given rng state).
std::vector<int> generate_sizes(SizeDist d, int max, int count, Rng& rng);

}  // namespace myriad::validation
