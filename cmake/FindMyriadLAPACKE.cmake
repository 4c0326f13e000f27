# Finds LAPACKE (the reference implementation Myriad is validated against);
# defines the imported target myriad::lapacke (LAPACKE + OpenBLAS's CBLAS).
find_path(MYRIAD_LAPACKE_INCLUDE_DIR lapacke.h PATH_SUFFIXES openblas)
find_library(MYRIAD_LAPACKE_LIBRARY NAMES lapacke)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(MyriadLAPACKE
  REQUIRED_VARS MYRIAD_LAPACKE_LIBRARY MYRIAD_LAPACKE_INCLUDE_DIR
  REASON_FAILURE_MESSAGE "install LAPACKE: apt-get install liblapacke-dev")
if(MyriadLAPACKE_FOUND AND NOT TARGET myriad::lapacke)
  add_library(myriad::lapacke UNKNOWN IMPORTED)
  set_target_properties(myriad::lapacke PROPERTIES
    IMPORTED_LOCATION "${MYRIAD_LAPACKE_LIBRARY}"
    INTERFACE_INCLUDE_DIRECTORIES "${MYRIAD_LAPACKE_INCLUDE_DIR}"
    INTERFACE_LINK_LIBRARIES myriad::cblas)
endif()
