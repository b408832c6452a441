#!/usr/bin/env bash
# Fuzzes loader → catalog → lint → generate with libFuzzer for SECONDS (default 60).
# Usage: scripts/fuzz.sh [SECONDS] [extra libFuzzer flags...]
# Findings land in fuzz-artifacts/; turn each into a regression test, then delete it.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true

# SwiftPM does not notice files added to a path dependency; dropping the build manifest makes it
# plan the build again.
rm -f Fuzz/.build/*.yaml
# Coverage is asked for explicitly: swiftc's -sanitize=fuzzer alone has been seen to build objects
# without the __sancov_cntrs/__sancov_pcs sections. Without --no-gc-sections, gold drops those
# sections. Either way libFuzzer runs blind ("no interesting inputs were found so far. Is the code
# instrumented for coverage?"), which the check below refuses.
build() {
  (cd Fuzz && swift build -c debug --sanitize=fuzzer --sanitize=address \
    -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table -Xlinker --no-gc-sections \
    --product ErrorGenFuzz)
}
build
# An incremental build after a change to ErrorGenCore has linked a binary without the sections
# (seen in the ninth round); a clean build of the harness has them.
if ! readelf -S Fuzz/.build/debug/ErrorGenFuzz | grep -q __sancov_cntrs; then
  echo "fuzz.sh: no coverage counters after an incremental build; building again from clean" >&2
  rm -rf Fuzz/.build/debug Fuzz/.build/*-unknown-linux-gnu/debug
  build
fi
if ! readelf -S Fuzz/.build/debug/ErrorGenFuzz | grep -q __sancov_cntrs; then
  echo "fuzz.sh: the harness has no coverage counters; libFuzzer would fuzz blind" >&2
  exit 1
fi
binary=Fuzz/.build/debug/ErrorGenFuzz

corpus=.build-fuzz-corpus
mkdir -p "$corpus" fuzz-artifacts
cp catalogs/*.errors.yaml "$corpus"/
cp Fuzz/seeds/* "$corpus"/ 2>/dev/null || true

# Leak checks off: LeakSanitizer's exit-time check reports the generator's `static let`
# expression constants (about 170 bytes, allocated once, reachable all along) as leaks; it found
# nothing else in two runs of 20 and 15 minutes with it on. Run with ASAN_OPTIONS=detect_leaks=1
# and -detect_leaks=1 to look again.
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} "$binary" "$corpus" -dict=Fuzz/catalog.dict -max_total_time="$seconds" -max_len=8192 \
  -timeout=5 -rss_limit_mb=4096 -detect_leaks=0 -artifact_prefix=fuzz-artifacts/ \
  -print_final_stats=1 "$@"
