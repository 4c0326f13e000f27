// Grid size of a grid-stride kernel (internal): plain arithmetic on the
// queue's SM count, so host code and tests can use it too.
#pragma once

#include <algorithm>
#include <cstdint>

#include "core/queue_impl.hpp"

namespace myriad::detail {

/// Blocks for a grid-stride loop over `work` items, `per_block` items a
/// block: enough for every item, at most blocks_per_sm per SM (the loop
/// takes the rest), at least one. An SM count of 0 (not known) counts as 80.
inline unsigned grid_stride_blocks(const Queue::Impl& q, std::int64_t work,
                                   int per_block, int blocks_per_sm) {
  const std::int64_t need = (work + per_block - 1) / per_block;
  const std::int64_t cap =
      static_cast<std::int64_t>(q.sm_count > 0 ? q.sm_count : 80) *
      blocks_per_sm;
  return static_cast<unsigned>(std::max<std::int64_t>(1, std::min(need, cap)));
}

}  // namespace myriad::detail
