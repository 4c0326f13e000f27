// Reproducible random numbers for the generators. The sequence depends only
// on (seed, stream), never on the C++ library (std::uniform_real_distribution
// differs between implementations), so a failing case printed by a test or by
// myriad-validate is reproduced bit for bit anywhere. Each matrix of a batch
// draws from its own stream (its index), so generating matrix b does not
// depend on how many numbers matrices 0..b-1 used.
#pragma once

#include <cmath>
#include <cstdint>

namespace myriad::validation {

class Rng {
 public:
  explicit Rng(std::uint64_t seed, std::uint64_t stream = 0) {
    std::uint64_t x = seed ^ (0x9e3779b97f4a7c15ULL * (stream + 1));
    for (auto& s : s_) s = splitmix(x);
  }

  /// xoshiro256** (Blackman and Vigna).
  std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  /// Uniform in [0, 1), 53 random bits.
  double uniform01() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
  /// Uniform in (-1, 1) (LAPACK's dlarnv idist = 2).
  double uniform() {
    double u;
    do u = 2.0 * uniform01() - 1.0;
    while (u == -1.0);
    return u;
  }
  /// Uniform integer in [lo, hi].
  int integer(int lo, int hi) {
    const std::uint64_t span = static_cast<std::uint64_t>(hi - lo) + 1;
    return lo + static_cast<int>(next() % span);
  }
  /// Standard normal (Box-Muller).
  double normal() {
    double u1;
    do u1 = uniform01();
    while (u1 == 0.0);
    const double u2 = uniform01();
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
  }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
  }
  static std::uint64_t splitmix(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  std::uint64_t s_[4];
};

}  // namespace myriad::validation
