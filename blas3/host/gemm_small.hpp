// Small-matrix GEMM kernel of the host backend (internal).
//
// C = alpha op(A) op(B) + beta C for one matrix, written for the sizes where
// a BLAS call costs more than the arithmetic (see gemm_host_table.hpp). It
// follows the BLIS loop structure without packing B:
//   for each MR-row block of C (i0):
//     for each KC-slice of k (k0):
//       pack op(A)(i0:i0+MR, k0:k0+KC) into a micro-panel (MR x kc)
//       for each NR-column block of C (j0):
//         micro-tile (MR x NR) accumulated in vector registers
// Real NoTrans A is read in place; otherwise op(A) is packed (complex data
// into split real/imaginary panels, so that every inner loop is real
// arithmetic on whole vectors). A row block is cut into power-of-two pieces
// and the columns into NR-wide pieces: every micro-tile has a compile-time
// shape and whole-vector loads and stores, with no padding.
//
// Assumptions: column-major, m, n, k >= 1, valid leading dimensions, alpha
// and beta finite scalars; beta == 0 never reads C.
//
// Instruction-set variants: each ISA's .cpp instantiates SmallGemm with its
// own Isa tag under a target pragma. Everything here is a member of a
// template parameterized by Isa, so instances compiled for different ISAs
// never share a symbol (no ODR clash that could run AVX-512 code on a CPU
// without it).
#pragma once

#include <complex>
#include <cstdint>
#include <cstring>

#include "blas3/host/host_isa.hpp"
#include "myriad/types.hpp"

namespace myriad::detail {

/// One small GEMM, as a plain function so that an ISA can be chosen at run
/// time.
template <class T>
using SmallGemmFn = void (*)(Op transa, Op transb, int m, int n, int k, T alpha,
                             const T* A, int lda, const T* B, int ldb, T beta,
                             T* C, int ldc);

template <class T, class Isa>
struct SmallGemm {
  using R = real_t<T>;
  static constexpr bool kComplex = is_complex_v<T>;
  static constexpr int kVl = Isa::vector_bytes / static_cast<int>(sizeof(R));
  // Micro-tile MR x NR: MR is two vectors (real) or one vector of real and
  // one of imaginary parts (complex); NR as many columns (at most 8) as leave
  // 4 registers for A and B once the accumulators are placed.
  static constexpr int kMr = kComplex ? kVl : 2 * kVl;
  static constexpr int kNr =
      (Isa::vector_registers - 4) / 2 < 8 ? (Isa::vector_registers - 4) / 2 : 8;
  static_assert(kNr == 6 || kNr == 8, "tile_cols covers NR = 6 and 8");
  static constexpr int kKc = 128;  // k slice: the packed panel stays in L1

  /// Pointers and strides of one operand, in units of R.
  struct Operands {
    const R* a;  // micro-panel: element (i, l) at a[i + l * a_ld]
    std::int64_t a_ld;
    const R* a_im;  // complex: imaginary parts, same layout
    const R* b;     // op(B)(l, j) at b[l * b_l + j * b_j] (complex: x2)
    std::int64_t b_l, b_j;
    R b_conj;  // -1 when op(B) conjugates, else 1
  };

  static void run(Op transa, Op transb, int m, int n, int k, T alpha,
                  const T* A, int lda, const T* B, int ldb, T beta, T* C,
                  int ldc) {
    alignas(64) R pack_re[kMr * kKc];
    alignas(64) R pack_im[kComplex ? kMr * kKc : 1];
    const std::int64_t lda64 = lda, ldb64 = ldb;
    Operands op{};
    op.b_l = transb == Op::NoTrans ? 1 : ldb64;
    op.b_j = transb == Op::NoTrans ? ldb64 : 1;
    op.b_conj = transb == Op::ConjTrans ? R(-1) : R(1);
    for (int i0 = 0; i0 < m; i0 += kMr) {
      const int mr = m - i0 < kMr ? m - i0 : kMr;
      for (int k0 = 0; k0 < k; k0 += kKc) {
        const int kc = k - k0 < kKc ? k - k0 : kKc;
        const T beta_k = k0 == 0 ? beta : T(1);
        if (!kComplex && transa == Op::NoTrans) {
          op.a = reinterpret_cast<const R*>(A) + i0 + k0 * lda64;
          op.a_ld = lda64;
        } else {
          pack_a(transa, A, lda64, i0, mr, k0, kc, pack_re, pack_im);
          op.a = pack_re;
          op.a_im = pack_im;
          op.a_ld = mr;
        }
        // mr rows as power-of-two pieces (8 + 4 + 1 for 13), each a
        // compile-time tile height with whole-vector loads and stores.
        for (int piece = kMr, r = 0; piece >= 1; piece /= 2) {
          if (!(mr & piece)) continue;
          Operands opp = op;
          opp.a += r;
          if constexpr (kComplex) opp.a_im += r;
          for (int j0 = 0; j0 < n; j0 += kNr) {
            const int nr = n - j0 < kNr ? n - j0 : kNr;
            const std::int64_t boff = k0 * op.b_l + j0 * op.b_j;
            opp.b =
                reinterpret_cast<const R*>(B) + (kComplex ? 2 * boff : boff);
            T* c = C + (i0 + r) + j0 * static_cast<std::int64_t>(ldc);
            tile_rows(piece, nr, kc, opp, alpha, beta_k, c, ldc);
          }
          r += piece;
        }
      }
    }
  }

 private:
  /// op(A)(i0:i0+mr, k0:k0+kc) into a panel with leading dimension mr
  /// (complex: split into real and imaginary panels, conjugated for 'C').
  static void pack_a(Op transa, const T* A, std::int64_t lda, int i0, int mr,
                     int k0, int kc, R* re, R* im) {
    const R sign = transa == Op::ConjTrans ? R(-1) : R(1);
    for (int l = 0; l < kc; ++l) {
      R* pr = re + l * mr;
      R* pi = im + (kComplex ? l * mr : 0);
      for (int i = 0; i < mr; ++i) {
        const std::int64_t at = transa == Op::NoTrans
                                    ? (i0 + i) + (k0 + l) * lda
                                    : (k0 + l) + (i0 + i) * lda;
        const R* x = reinterpret_cast<const R*>(A + at);
        pr[i] = x[0];
        if constexpr (kComplex) pi[i] = sign * x[1];
      }
    }
  }

  /// Run-time (rows, nr) -> compile-time micro-tile shape.
  static void tile_rows(int rows, int nr, int kc, const Operands& op, T alpha,
                        T beta, T* c, int ldc) {
    switch (rows) {
      case 1:
        return tile_cols<1>(nr, kc, op, alpha, beta, c, ldc);
      case 2:
        return tile_cols<2>(nr, kc, op, alpha, beta, c, ldc);
      case 4:
        return tile_cols<4>(nr, kc, op, alpha, beta, c, ldc);
      case 8:
        return tile_cols<8>(nr, kc, op, alpha, beta, c, ldc);
      default:
        break;
    }
    if constexpr (kMr >= 16) {
      if (rows == 16) return tile_cols<16>(nr, kc, op, alpha, beta, c, ldc);
    }
    if constexpr (kMr >= 32) {
      tile_cols<32>(nr, kc, op, alpha, beta, c, ldc);
    }
  }

  template <int MRp>
  static void tile_cols(int nr, int kc, const Operands& op, T alpha, T beta,
                        T* c, int ldc) {
    switch (nr) {
      case 1:
        return micro<MRp, 1>(kc, op, alpha, beta, c, ldc);
      case 2:
        return micro<MRp, 2>(kc, op, alpha, beta, c, ldc);
      case 3:
        return micro<MRp, 3>(kc, op, alpha, beta, c, ldc);
      case 4:
        return micro<MRp, 4>(kc, op, alpha, beta, c, ldc);
      default:
        break;
    }
    if constexpr (kNr >= 6) {
      if (nr == 5) return micro<MRp, 5>(kc, op, alpha, beta, c, ldc);
      if (nr == 6) return micro<MRp, 6>(kc, op, alpha, beta, c, ldc);
    }
    if constexpr (kNr >= 8) {
      if (nr == 7) return micro<MRp, 7>(kc, op, alpha, beta, c, ldc);
      micro<MRp, 8>(kc, op, alpha, beta, c, ldc);
    }
  }

  /// Micro-tile: C(0:MRp, 0:NRp) = alpha * A-panel(MRp x kc) * op(B)(kc x NRp)
  /// + beta * C, accumulated in (MRp / W) x NRp vectors of W elements.
  template <int MRp, int NRp>
  static void micro(int kc, const Operands& op, T alpha, T beta, T* c,
                    int ldc) {
    constexpr int W = MRp < kVl ? MRp : kVl;
    constexpr int MV = MRp / W;
    typedef R V __attribute__((vector_size(W * sizeof(R))));
    V acc[NRp][MV] = {};
    V acc_im[kComplex ? NRp : 1][MV] = {};
    const R* a = op.a;
    const R* b = op.b;
    for (int l = 0; l < kc; ++l) {
      V av[MV], ai[MV];
      for (int v = 0; v < MV; ++v) {
        std::memcpy(&av[v], a + l * op.a_ld + v * W, sizeof(V));
        if constexpr (kComplex)
          std::memcpy(&ai[v], op.a_im + l * op.a_ld + v * W, sizeof(V));
      }
      for (int j = 0; j < NRp; ++j) {
        const std::int64_t at = l * op.b_l + j * op.b_j;
        if constexpr (kComplex) {
          const R br = b[2 * at], bi = op.b_conj * b[2 * at + 1];
          for (int v = 0; v < MV; ++v) {
            acc[j][v] += av[v] * br - ai[v] * bi;
            acc_im[j][v] += av[v] * bi + ai[v] * br;
          }
        } else {
          const R bv = b[at];
          for (int v = 0; v < MV; ++v) acc[j][v] += av[v] * bv;
        }
      }
    }
    for (int j = 0; j < NRp; ++j) {
      T* cj = c + j * static_cast<std::int64_t>(ldc);
      if constexpr (kComplex) {
        store_complex<MRp>(acc[j], acc_im[j], alpha, beta, cj);
      } else {
        store_real<MRp, V>(acc[j], alpha, beta, cj);
      }
    }
  }

  template <int MRp, class V>
  static void store_real(const V* acc, R alpha, R beta, R* c) {
    constexpr int W = sizeof(V) / sizeof(R);
    for (int v = 0; v < MRp / W; ++v) {
      V out = alpha * acc[v];
      if (beta != R(0)) {
        V old;
        std::memcpy(&old, c + v * W, sizeof(V));
        out += beta * old;
      }
      std::memcpy(c + v * W, &out, sizeof(V));
    }
  }

  template <int MRp, class V>
  static void store_complex(const V* re, const V* im, T alpha, T beta, T* c) {
    R tr[MRp], ti[MRp];
    std::memcpy(tr, re, sizeof(tr));
    std::memcpy(ti, im, sizeof(ti));
    const R ar = alpha.real(), ai = alpha.imag();
    const R br = beta.real(), bi = beta.imag();
    R* x = reinterpret_cast<R*>(c);
    for (int i = 0; i < MRp; ++i) {
      R outr = ar * tr[i] - ai * ti[i];
      R outi = ar * ti[i] + ai * tr[i];
      if (br != R(0) || bi != R(0)) {
        const R cr = x[2 * i], ci = x[2 * i + 1];
        outr += br * cr - bi * ci;
        outi += br * ci + bi * cr;
      }
      x[2 * i] = outr;
      x[2 * i + 1] = outi;
    }
  }
};

/// The small-GEMM kernel built for Isa: defined in host_kernels.hpp and
/// instantiated by blas3/host/host_kernels_<isa>.cpp, the only places that
/// see the definition (elsewhere an instance would be baseline code).
template <class T, class Isa>
SmallGemmFn<T> small_gemm_kernel();

}  // namespace myriad::detail
