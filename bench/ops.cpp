// myriad-bench: the list of operations (one line each).
#include "bench/ops.hpp"

namespace myriad::bench {

const std::vector<BenchOp>& bench_ops() {
  static const std::vector<BenchOp> ops = {
      {"gemm", "sizes,max,dist,vshape,shape,m,n,k,batch,trans,alpha,beta,check",
       "  --sizes LIST      square n (default 2,4,8,16,32,64,128,256)\n"
       "  --m M --n N --k K fix one dimension of every size (rectangular)\n"
       "  --shape update    trailing updates: M = N in --sizes, K in --k LIST\n"
       "                    (default 8,16,32); pointer-array batches\n"
       "  --max LIST --dist {fixed,uniform,gaussian,powerlaw}\n"
       "                    variable sizes in [1, max] (--vshape square:\n"
       "                    m=n=k per matrix, default; independent: m, n,\n"
       "                    k each)\n"
       "  --batch N         matrices (default min(10000, 1 GiB of data))\n"
       "  --trans NN        op(A) op(B) in N T C\n"
       "  --alpha A --beta B  scalars (default 1, 1; beta 0 skips reading C)\n"
       "  --check {full,none} variable sizes: Check::Full, or maxima given\n"
       "                    and Check::None (default full)\n",
       bench_gemm},
      {"trsm", "sizes,nrhs,max,dist,batch,opts,alpha,check",
       "  --sizes LIST      order n of A (default 2,4,...,512); B is n x nrhs\n"
       "  --nrhs N          right-hand sides (default n: square)\n"
       "  --max LIST --dist {uniform,...}  variable orders in [1, max]\n"
       "  --opts LLNU       side uplo trans diag (default LLNU)\n"
       "  --batch N         matrices (default min(10000, 1 GiB of data))\n"
       "  --check {full,none} variable sizes (default full)\n",
       bench_trsm},
      {"trmm", "sizes,nrhs,max,dist,batch,opts,alpha,check",
       "  options as for trsm; CUDA reference: our GEMM on the same shape\n",
       bench_trmm},
      {"syrk", "sizes,k,opts,batch,alpha,beta",
       "  --sizes LIST      order n of C (default 2,4,...,512)\n"
       "  --k LIST          inner dimension (default 8,16,32,64)\n"
       "  --opts LN         uplo trans (default LN); references: OpenBLAS\n"
       "                    loop (host), our GEMM and cuBLAS GEMM (CUDA)\n",
       bench_syrk},
      {"symm", "sizes,n,opts,batch,alpha,beta",
       "  --sizes LIST      rows m of C (default 2,4,...,512)\n"
       "  --n LIST          cols n of C (default m: square)\n"
       "  --opts LL         side uplo (default LL)\n",
       bench_symm},
      {"potrf", "sizes,max,dist,batch,uplo,check,seed,ld-multiple",
       "  --sizes LIST      order n (default 2,4,8,...,512)\n"
       "  --max LIST --dist D  variable orders in [1, max] (baseline: padding\n"
       "                    to max + cusolverDn?potrfBatched)\n"
       "  --uplo {L,U}      triangle (default L)\n"
       "  --batch N         matrices (default min(10000, 1 GiB))\n"
       "  --check {full,none} variable sizes: Check::Full, or maxima given\n"
       "  --ld-multiple P   leading dimensions (ours and the baseline's)\n"
       "                    rounded up to a multiple of P (default 1)\n",
       bench_potrf},
      {"potrs", "sizes,max,dist,batch,uplo,check,seed,nrhs,ld-multiple",
       "  as potrf, and --nrhs LIST right-hand sides (default 1,16; cuSOLVER\n"
       "  potrsBatched once per right-hand side)\n",
       bench_potrs},
      {"posv", "sizes,max,dist,batch,uplo,check,seed,nrhs,ld-multiple",
       "  as potrs (baseline: potrfBatched + potrsBatched per rhs)\n",
       bench_posv},
      {"getrf", "sizes,max,dist,batch,check,seed,ld-multiple",
       "  --sizes LIST      order n (default 2,4,8,...,512)\n"
       "  --max LIST --dist D  variable orders in [1, max] (baseline: padding\n"
       "                    to max + cublas?getrfBatched)\n"
       "  --batch N         matrices (default min(10000, 1 GiB))\n"
       "  --check {full,none} variable sizes: Check::Full, or maxima given\n"
       "  --ld-multiple P   as for potrf\n",
       bench_getrf},
      {"getrs", "sizes,max,dist,batch,check,seed,nrhs,ld-multiple,trans",
       "  as getrf, and --nrhs LIST right-hand sides (default 1,16); solves\n"
       "  with LAPACKE's factors (baseline: cublas?getrsBatched)\n"
       "  --trans N|T|C     op(A) X = B (default N; rows named getrs_t, _c)\n",
       bench_getrs},
      {"gesv", "sizes,max,dist,batch,check,seed,nrhs,ld-multiple",
       "  as getrs (baseline: getrfBatched + getrsBatched)\n", bench_gesv},
  };
  return ops;
}

}  // namespace myriad::bench
