#!/usr/bin/env bash
# Fuzzes loader → catalog → lint → generate with libFuzzer for SECONDS (default 60); with --http,
# the runtime's readers of server answers instead (ProblemDetails(jsonData:),
# ServerResponseError(response:body:)); with --queue, the offline queue's store file
# (OfflineQueue(contentsOf:) on the input's bytes, then one enqueue and a reopening).
# Usage: scripts/fuzz.sh [--http | --queue] [SECONDS] [extra libFuzzer flags...]
# Findings land in fuzz-artifacts/; turn each into a regression test, then delete it.
set -euo pipefail
cd "$(dirname "$0")/.."
product=ErrorGenFuzz
library=ErrorGenCore
if [ "${1:-}" = "--http" ]; then
  product=ProblemDetailsFuzz
  library=ErrorGenRuntime
  shift
elif [ "${1:-}" = "--queue" ]; then
  product=OfflineQueueFuzz
  library=ErrorGenRuntime
  shift
fi
seconds=${1:-60}
shift || true

# SwiftPM does not notice files added to a path dependency; dropping the build manifest makes it
# plan the build again.
rm -f Fuzz/.build/*.yaml
# Coverage is asked for explicitly: swiftc's -sanitize=fuzzer alone has been seen to build objects
# without the __sancov_cntrs/__sancov_pcs sections. Without --no-gc-sections, gold drops those
# sections. Either way libFuzzer runs blind ("no interesting inputs were found so far. Is the code
# instrumented for coverage?"), which the check below refuses.
#
# The sanitizers are given to swiftc once more, together: SwiftPM passes `-sanitize=address` and
# `-sanitize=fuzzer` as two options, in an order that changes from run to run, and the driver
# keeps only the last. About one clean build in three has had
# ErrorGenCore compiled with `-sanitize=fuzzer` alone: no AddressSanitizer checks, and a third of
# the coverage counters (25,711 against 69,595 in the harness). A last `-sanitize=address,fuzzer`
# gave both in 6 builds of 6; `instrumented` below checks every build anyway.
build() {
  (cd Fuzz && swift build -c debug --sanitize=fuzzer --sanitize=address \
    -Xswiftc -sanitize=address,fuzzer \
    -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table -Xlinker --no-gc-sections \
    --product "$product")
}
# Whether every object of the library under test and of the harness was built with AddressSanitizer (each
# such object calls its initializer), and the harness has coverage counters.
# (No `nm | grep -q`: with pipefail, grep leaving early makes nm fail on the closed pipe.)
instrumented() {
  local object symbols
  for object in Fuzz/.build/debug/"$library".build/*.swift.o \
    Fuzz/.build/debug/"$product".build/*.swift.o; do
    symbols=$(nm -u "$object")
    case "$symbols" in
      *__asan_init* | *__asan_version*) ;;
      *)
        echo "fuzz.sh: $object has no AddressSanitizer checks" >&2
        return 1
        ;;
    esac
  done
  symbols=$(readelf -S Fuzz/.build/debug/"$product")
  [[ "$symbols" == *__sancov_cntrs* ]]
}
# Always from clean (about 25 s): an incremental build after a change to ErrorGenCore has linked
# a binary without the sections. The dependencies' checkouts stay.
for attempt in 1 2 3; do
  rm -rf Fuzz/.build/debug Fuzz/.build/*-unknown-linux-gnu/debug
  build
  if instrumented; then break; fi
  if [ "$attempt" -eq 3 ]; then
    echo "fuzz.sh: three builds without full instrumentation; libFuzzer would fuzz half blind" >&2
    exit 1
  fi
  echo "fuzz.sh: building again from clean" >&2
done
binary=Fuzz/.build/debug/"$product"

mkdir -p fuzz-artifacts
if [ "$product" = ProblemDetailsFuzz ]; then
  # Inputs: a status byte, a flags byte, an optional Retry-After line, then the body.
  corpus=.build-fuzz-corpus-http
  mkdir -p "$corpus"
  cp Fuzz/seeds-http/* "$corpus"/
  dict=Fuzz/problem-details.dict
elif [ "$product" = OfflineQueueFuzz ]; then
  # Inputs: a store file; the seeds are stores the queue wrote.
  corpus=.build-fuzz-corpus-queue
  mkdir -p "$corpus"
  cp Fuzz/seeds-queue/* "$corpus"/
  dict=Fuzz/offline-queue.dict
else
  corpus=.build-fuzz-corpus
  mkdir -p "$corpus"
  cp catalogs/*.errors.yaml "$corpus"/
  cp catalogs/*.errors.xcstrings "$corpus"/ 2>/dev/null || true
  cp Fuzz/seeds/* "$corpus"/ 2>/dev/null || true
  dict=Fuzz/catalog.dict
fi

# Leak checks off: LeakSanitizer's exit-time check reports the generator's `static let`
# expression constants (about 170 bytes, allocated once, reachable all along) as leaks; it found
# nothing else in two runs of 20 and 15 minutes with it on. Run with ASAN_OPTIONS=detect_leaks=1
# and -detect_leaks=1 to look again.
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} "$binary" "$corpus" -dict="$dict" -max_total_time="$seconds" -max_len=8192 \
  -timeout=5 -rss_limit_mb=4096 -detect_leaks=0 -artifact_prefix=fuzz-artifacts/ \
  -print_final_stats=1 "$@"
