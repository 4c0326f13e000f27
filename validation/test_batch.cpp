#include "validation/test_batch.hpp"

#include <algorithm>
#include <complex>
#include <cstring>
#include <stdexcept>
#include <string>

#include "validation/scalar.hpp"

#ifdef MYRIAD_VALIDATION_CUDA
#include <cuda_runtime.h>
#endif

namespace myriad::validation {

const char* layout_name(Layout l) {
  switch (l) {
    case Layout::Pointers:
      return "pointers";
    case Layout::Strided:
      return "strided";
    case Layout::Variable:
      return "variable";
    case Layout::VariableMax:
      return "variable-max";
  }
  return "unknown";
}

const std::vector<Layout>& all_layouts() {
  static const std::vector<Layout> v = {Layout::Pointers, Layout::Strided,
                                        Layout::Variable, Layout::VariableMax};
  return v;
}

namespace {

#ifdef MYRIAD_VALIDATION_CUDA
Status cuda_error(cudaError_t e, const char* what) {
  if (e == cudaSuccess) return {};
  return {StatusCode::DeviceError,
          std::string("TestBatch: ") + what + ": " + cudaGetErrorString(e)};
}
#else
Status no_cuda() {
  return {StatusCode::BackendUnavailable,
          "TestBatch: validation was built without CUDA"};
}
#endif

}  // namespace

template <class T>
TestBatch<T>::~TestBatch() {
  free_device();
}

template <class T>
TestBatch<T>::TestBatch(TestBatch&& o) noexcept {
  *this = std::move(o);
}

template <class T>
TestBatch<T>& TestBatch<T>::operator=(TestBatch&& o) noexcept {
  if (this == &o) return *this;
  free_device();
  rows_ = std::move(o.rows_);
  cols_ = std::move(o.cols_);
  ld_ = std::move(o.ld_);
  offset_ = std::move(o.offset_);
  stride_ = o.stride_;
  host_ = std::move(o.host_);
  rows_arg_ = std::move(o.rows_arg_);
  cols_arg_ = std::move(o.cols_arg_);
  ld_arg_ = std::move(o.ld_arg_);
  null_ = std::move(o.null_);
  host_ptrs_ = std::move(o.host_ptrs_);
  dev_data_ = o.dev_data_;
  dev_elems_ = o.dev_elems_;
  dev_ints_ = o.dev_ints_;
  dev_ptrs_ = o.dev_ptrs_;
  dev_count_ = o.dev_count_;
  o.dev_data_ = nullptr;
  o.dev_ints_ = nullptr;
  o.dev_ptrs_ = nullptr;
  o.dev_elems_ = o.dev_count_ = 0;
  return *this;
}

template <class T>
void TestBatch<T>::free_device() {
#ifdef MYRIAD_VALIDATION_CUDA
  if (dev_data_) cudaFree(dev_data_);
  if (dev_ints_) cudaFree(dev_ints_);
  if (dev_ptrs_) cudaFree(dev_ptrs_);
#endif
  dev_data_ = nullptr;
  dev_ints_ = nullptr;
  dev_ptrs_ = nullptr;
  dev_elems_ = dev_count_ = 0;
}

template <class T>
void TestBatch<T>::init_storage() {
  rows_arg_ = rows_;
  cols_arg_ = cols_;
  ld_arg_ = ld_;
  null_.assign(rows_.size(), 0);
  const std::int64_t total =
      offset_.empty() ? 0 : offset_.back() + slot_size(count() - 1);
  // At least one element so that even an all-empty batch has valid pointers.
  host_.assign(static_cast<std::size_t>(std::max<std::int64_t>(total, 1)), T{});
}

template <class T>
TestBatch<T> TestBatch<T>::fixed(int rows, int cols, int count, int ld_pad,
                                 int stride_pad) {
  if (rows < 0 || cols < 0 || count < 0 || ld_pad < 0 || stride_pad < 0)
    throw std::invalid_argument("TestBatch::fixed: negative argument");
  TestBatch t;
  const int ld = std::max(1, rows + ld_pad);
  t.rows_.assign(count, rows);
  t.cols_.assign(count, cols);
  t.ld_.assign(count, ld);
  t.stride_ = static_cast<std::int64_t>(ld) * cols + stride_pad;
  t.offset_.resize(count);
  for (int b = 0; b < count; ++b) t.offset_[b] = b * t.stride_;
  t.init_storage();
  return t;
}

template <class T>
TestBatch<T> TestBatch<T>::variable(const std::vector<int>& rows,
                                    const std::vector<int>& cols, int ld_pad) {
  if (rows.size() != cols.size())
    throw std::invalid_argument(
        "TestBatch::variable: rows and cols differ in length");
  TestBatch t;
  t.rows_ = rows;
  t.cols_ = cols;
  t.ld_.resize(rows.size());
  t.offset_.resize(rows.size());
  std::int64_t off = 0;
  for (std::size_t b = 0; b < rows.size(); ++b) {
    if (rows[b] < 0 || cols[b] < 0)
      throw std::invalid_argument("TestBatch::variable: negative size");
    t.ld_[b] = std::max(1, rows[b] + ld_pad);
    t.offset_[b] = off;
    off += static_cast<std::int64_t>(t.ld_[b]) * cols[b];
  }
  t.init_storage();
  return t;
}

template <class T>
TestBatch<T> TestBatch<T>::clone() const {
  TestBatch t;
  t.rows_ = rows_;
  t.cols_ = cols_;
  t.ld_ = ld_;
  t.offset_ = offset_;
  t.stride_ = stride_;
  t.init_storage();
  t.host_ = host_;
  return t;
}

template <class T>
int TestBatch<T>::max_rows() const {
  return rows_.empty() ? 0 : *std::max_element(rows_.begin(), rows_.end());
}
template <class T>
int TestBatch<T>::max_cols() const {
  return cols_.empty() ? 0 : *std::max_element(cols_.begin(), cols_.end());
}

template <class T>
bool TestBatch<T>::uniform() const {
  for (int b = 1; b < count(); ++b)
    if (rows_[b] != rows_[0] || cols_[b] != cols_[0] || ld_[b] != ld_[0])
      return false;
  if (stride_ == 0 && count() > 1) {
    // variable() storage: uniform sizes are also evenly spaced
    for (int b = 1; b < count(); ++b)
      if (offset_[b] - offset_[b - 1] != offset_[1] - offset_[0]) return false;
  }
  return true;
}

template <class T>
std::int64_t TestBatch<T>::slot_size(int b) const {
  if (b + 1 < count()) return offset_[b + 1] - offset_[b];
  if (stride_ > 0) return stride_;
  return static_cast<std::int64_t>(ld_[b]) * cols_[b];
}

template <class T>
void TestBatch<T>::fill_value(T v) {
  std::fill(host_.begin(), host_.end(), v);
}

template <class T>
std::vector<MatrixInfo> TestBatch<T>::fill(MatrixKind kind, std::uint64_t seed,
                                           const GenOptions& opt) {
  std::vector<MatrixInfo> info(count());
  for (int b = 0; b < count(); ++b) {
    Rng rng(seed, static_cast<std::uint64_t>(b));
    info[b] = generate<T>(kind, rows_[b], cols_[b], host(b), ld_[b], rng, opt);
  }
  return info;
}

template <class T>
void TestBatch<T>::rebuild_host_arrays() {
  host_ptrs_.resize(count());
  for (int b = 0; b < count(); ++b)
    host_ptrs_[b] = null_[b] ? nullptr : host_.data() + offset_[b];
}

template <class T>
Status TestBatch<T>::upload(const Queue& q) {
  if (q.backend() != Backend::Cuda) return {};
#ifdef MYRIAD_VALIDATION_CUDA
  if (Status s = cuda_error(cudaSetDevice(q.device()), "cudaSetDevice");
      !s.ok())
    return s;
  const std::size_t n = static_cast<std::size_t>(count());
  if (dev_elems_ != host_.size() || dev_count_ != n) {
    free_device();
    if (Status s = cuda_error(cudaMalloc(&dev_data_, host_.size() * sizeof(T)),
                              "cudaMalloc data");
        !s.ok())
      return s;
    dev_elems_ = host_.size();
    if (Status s =
            cuda_error(cudaMalloc(&dev_ints_, std::max<std::size_t>(3 * n, 1) *
                                                  sizeof(int)),
                       "cudaMalloc sizes");
        !s.ok())
      return s;
    if (Status s = cuda_error(
            cudaMalloc(&dev_ptrs_, std::max<std::size_t>(n, 1) * sizeof(T*)),
            "cudaMalloc pointers");
        !s.ok())
      return s;
    dev_count_ = n;
  }
  std::vector<int> ints(3 * n);
  std::copy(rows_arg_.begin(), rows_arg_.end(), ints.begin());
  std::copy(cols_arg_.begin(), cols_arg_.end(), ints.begin() + n);
  std::copy(ld_arg_.begin(), ld_arg_.end(), ints.begin() + 2 * n);
  std::vector<T*> ptrs(n);
  for (std::size_t b = 0; b < n; ++b)
    ptrs[b] = null_[b] ? nullptr : dev_data_ + offset_[b];
  cudaStream_t st = reinterpret_cast<cudaStream_t>(q.stream());
  if (Status s = cuda_error(
          cudaMemcpyAsync(dev_data_, host_.data(), host_.size() * sizeof(T),
                          cudaMemcpyHostToDevice, st),
          "upload data");
      !s.ok())
    return s;
  if (n > 0) {
    if (Status s = cuda_error(
            cudaMemcpyAsync(dev_ints_, ints.data(), ints.size() * sizeof(int),
                            cudaMemcpyHostToDevice, st),
            "upload sizes");
        !s.ok())
      return s;
    if (Status s =
            cuda_error(cudaMemcpyAsync(dev_ptrs_, ptrs.data(), n * sizeof(T*),
                                       cudaMemcpyHostToDevice, st),
                       "upload pointers");
        !s.ok())
      return s;
  }
  return cuda_error(cudaStreamSynchronize(st), "upload sync");
#else
  return no_cuda();
#endif
}

template <class T>
Status TestBatch<T>::download(const Queue& q) {
  if (q.backend() != Backend::Cuda) return {};
#ifdef MYRIAD_VALIDATION_CUDA
  if (!dev_data_)
    return {StatusCode::InvalidArgument, "TestBatch::download before upload"};
  cudaStream_t st = reinterpret_cast<cudaStream_t>(q.stream());
  if (Status s = cuda_error(
          cudaMemcpyAsync(host_.data(), dev_data_, host_.size() * sizeof(T),
                          cudaMemcpyDeviceToHost, st),
          "download data");
      !s.ok())
    return s;
  return cuda_error(cudaStreamSynchronize(st), "download sync");
#else
  return no_cuda();
#endif
}

template <class T>
MatrixBatch<T> TestBatch<T>::batch(const Queue& q, Layout layout) {
  const bool dev = q.backend() == Backend::Cuda;
  if (dev && !dev_data_)
    throw std::logic_error(
        "TestBatch::batch: upload() to the CUDA queue first");
  const int n = count();
  T* data = dev ? dev_data_ : host_.data();
  if (!dev) rebuild_host_arrays();
  T* const* ptrs = dev ? dev_ptrs_ : host_ptrs_.data();
  switch (layout) {
    case Layout::Pointers:
    case Layout::Strided: {
      if (!uniform())
        throw std::logic_error(
            "TestBatch::batch: fixed layout of a batch with varying sizes");
      const int r = n ? rows_arg_[0] : 0, c = n ? cols_arg_[0] : 0;
      const int l = n ? ld_arg_[0] : 1;
      if (layout == Layout::Pointers)
        return MatrixBatch<T>::pointers(r, c, ptrs, l, n);
      const std::int64_t stride =
          n > 1 ? offset_[1] - offset_[0] : (n == 1 ? slot_size(0) : 0);
      T* base = n && null_[0] ? nullptr : data;
      return MatrixBatch<T>::strided(r, c, base, l, stride, n);
    }
    case Layout::Variable:
    case Layout::VariableMax: {
      const int* r = dev ? dev_ints_ : rows_arg_.data();
      const int* c = dev ? dev_ints_ + n : cols_arg_.data();
      const int* l = dev ? dev_ints_ + 2 * n : ld_arg_.data();
      if (layout == Layout::Variable)
        return MatrixBatch<T>::variable(r, c, ptrs, l, n);
      int mr = 0, mc = 0;
      for (int b = 0; b < n; ++b) {
        mr = std::max(mr, rows_arg_[b]);
        mc = std::max(mc, cols_arg_[b]);
      }
      return MatrixBatch<T>::variable(r, c, ptrs, l, n, mr, mc);
    }
  }
  throw std::logic_error("TestBatch::batch: unknown layout");
}

template <class T>
std::int64_t changed_outside(const TestBatch<T>& before,
                             const TestBatch<T>& after, int b, int i0, int j0,
                             int m, int n) {
  const std::int64_t slot = before.slot_size(b);
  const int ld = before.ld(b);
  const T* x = before.host(b);
  const T* y = after.host(b);
  std::int64_t changed = 0;
  for (std::int64_t e = 0; e < slot; ++e) {
    const std::int64_t i = e % ld, j = e / ld;
    const bool inside = i >= i0 && i < i0 + m && j >= j0 && j < j0 + n;
    if (!inside && !same_bits(x[e], y[e])) ++changed;
  }
  return changed;
}

template class TestBatch<float>;
template class TestBatch<double>;
template class TestBatch<std::complex<float>>;
template class TestBatch<std::complex<double>>;
template std::int64_t changed_outside(const TestBatch<float>&,
                                      const TestBatch<float>&, int, int, int,
                                      int, int);
template std::int64_t changed_outside(const TestBatch<double>&,
                                      const TestBatch<double>&, int, int, int,
                                      int, int);
template std::int64_t changed_outside(const TestBatch<std::complex<float>>&,
                                      const TestBatch<std::complex<float>>&,
                                      int, int, int, int, int);
template std::int64_t changed_outside(const TestBatch<std::complex<double>>&,
                                      const TestBatch<std::complex<double>>&,
                                      int, int, int, int, int);

}  // namespace myriad::validation
