#include "validation/sizes.hpp"

#include <algorithm>
#include <cmath>

namespace myriad::validation {

namespace {
struct DistName {
  SizeDist dist;
  const char* name;
};
const DistName kDistNames[] = {
    {SizeDist::Fixed, "fixed"},       {SizeDist::Uniform1, "uniform"},
    {SizeDist::Uniform0, "uniform0"}, {SizeDist::Gaussian, "gaussian"},
    {SizeDist::PowerLaw, "powerlaw"}, {SizeDist::OneLarge, "one-large"},
};
}  // namespace

const std::vector<SizeDist>& all_size_dists() {
  static const std::vector<SizeDist> v = [] {
    std::vector<SizeDist> d;
    for (const auto& dn : kDistNames) d.push_back(dn.dist);
    return d;
  }();
  return v;
}

const char* dist_name(SizeDist d) {
  for (const auto& dn : kDistNames)
    if (dn.dist == d) return dn.name;
  return "unknown";
}

bool parse_dist(const std::string& name, SizeDist& d) {
  for (const auto& dn : kDistNames)
    if (name == dn.name) {
      d = dn.dist;
      return true;
    }
  return false;
}

std::vector<int> generate_sizes(SizeDist d, int max, int count, Rng& rng) {
  std::vector<int> s(std::max(count, 0), max);
  if (max <= 0) {
    std::fill(s.begin(), s.end(), 0);
    return s;
  }
  switch (d) {
    case SizeDist::Fixed:
      break;
    case SizeDist::Uniform1:
      for (auto& v : s) v = rng.integer(1, max);
      break;
    case SizeDist::Uniform0:
      for (auto& v : s) v = rng.integer(0, max);
      break;
    case SizeDist::Gaussian:
      for (auto& v : s) {
        const double x = 0.5 * max + rng.normal() * max / 6.0;
        v = std::clamp(static_cast<int>(std::lround(x)), 1, max);
      }
      break;
    case SizeDist::PowerLaw:
      // Inverse CDF of density ~ s^-2 on [1, max + 1).
      for (auto& v : s) {
        const double u = rng.uniform01();
        const double x = 1.0 / (1.0 - u * (1.0 - 1.0 / (max + 1.0)));
        v = std::clamp(static_cast<int>(x), 1, max);
      }
      break;
    case SizeDist::OneLarge:
      for (auto& v : s) v = rng.integer(1, std::min(4, max));
      if (count > 0) s[rng.integer(0, count - 1)] = max;
      break;
  }
  return s;
}

}  // namespace myriad::validation
