#!/usr/bin/env bash
# Compiles the Kotlin runtime's own files (KotlinRuntime/*.kt) with its unit tests
# (KotlinRuntime/Tests) by kotlinc, warnings as errors, and runs the tests. The embedded copy
# that errorgen writes is checked against these files by KotlinRuntimeSourceTests.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
kotlinc -Werror KotlinRuntime/*.kt KotlinRuntime/Tests/*.kt -include-runtime -d "$out/runtime-tests.jar" 2>&1 \
  | grep -v '^OpenJDK 64-Bit Server VM warning' || true
[[ -f "$out/runtime-tests.jar" ]] || { echo "kotlinc failed on KotlinRuntime/"; exit 1; }
java -cp "$out/runtime-tests.jar" errorgen.runtime.tests.RuntimeTestsKt
