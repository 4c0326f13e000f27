# Finds OpenBLAS and its CBLAS header; defines the imported target myriad::cblas.
# The host backend calls BLAS only (never LAPACK factorizations).
find_path(MYRIAD_CBLAS_INCLUDE_DIR cblas.h
  PATH_SUFFIXES openblas x86_64-linux-gnu/openblas-pthread x86_64-linux-gnu
                aarch64-linux-gnu/openblas-pthread aarch64-linux-gnu)
find_library(MYRIAD_OPENBLAS_LIBRARY NAMES openblas)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(MyriadBLAS
  REQUIRED_VARS MYRIAD_OPENBLAS_LIBRARY MYRIAD_CBLAS_INCLUDE_DIR
  REASON_FAILURE_MESSAGE "install OpenBLAS: apt-get install libopenblas-dev")
if(MyriadBLAS_FOUND AND NOT TARGET myriad::cblas)
  add_library(myriad::cblas UNKNOWN IMPORTED)
  set_target_properties(myriad::cblas PROPERTIES
    IMPORTED_LOCATION "${MYRIAD_OPENBLAS_LIBRARY}"
    INTERFACE_INCLUDE_DIRECTORIES "${MYRIAD_CBLAS_INCLUDE_DIR}")
endif()
