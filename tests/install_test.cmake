# Install test: installs the build tree into a fresh prefix, then configures,
# builds and runs tests/consumer against it as a solver code would.
# cmake -DBUILD_DIR=... -DCONSUMER_DIR=... -DWORK_DIR=... [-DGENERATOR=...]
#       -P install_test.cmake
foreach(v BUILD_DIR CONSUMER_DIR WORK_DIR)
  if(NOT DEFINED ${v})
    message(FATAL_ERROR "install_test.cmake: ${v} is not set")
  endif()
endforeach()

function(run what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out
                  ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "install test: ${what} failed (${rc}):\n${out}")
  endif()
  message(STATUS "${what}: ok")
  string(STRIP "${out}" out)
  if(what MATCHES "^run")
    message(STATUS "${out}")
  endif()
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
set(prefix "${WORK_DIR}/prefix")
set(build "${WORK_DIR}/build")
run("install" ${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${prefix}")
set(gen)
if(GENERATOR)
  set(gen -G "${GENERATOR}")
endif()
run("configure consumer" ${CMAKE_COMMAND} -S "${CONSUMER_DIR}" -B "${build}" ${gen}
    "-DCMAKE_PREFIX_PATH=${prefix}" -DCMAKE_BUILD_TYPE=Release)
run("build consumer" ${CMAKE_COMMAND} --build "${build}")
run("run consumer_cpp" "${build}/consumer_cpp")
run("run consumer_c" "${build}/consumer_c")
