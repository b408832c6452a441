#!/usr/bin/env bash
# Benchmarks errorgen against the libyaml floor and Yams, in release mode, in one run.
#
#   scripts/bench.sh [--runs N] [--sizes "100 1000 10000"] [--typecheck "100 300 1000"]
#                    [--shapes "plain block cjk short"] [--instructions CASES] [--snapshot]
#                    [--compile CASES] [--no-build] [--keep]
#   scripts/bench.sh --queue ["10 100 1000"] [--runs N] [--no-build]
#
# --queue: the offline queue instead, and nothing else: builds Benchmarks/OfflineQueue (a
# package that needs only the runtime) in release mode and runs offline-queue-bench, which times
# OfflineQueue.enqueue and a full process at each size, N runs each (median; default 7), on a store
# in $TMPDIR, against the floor: the same bytes written, fsync'd, renamed and the folder fsync'd
# by hand. Put TMPDIR on the disk to measure.
#
# Builds (each build in turn, never two at once):
#   - the root package:       swift build -c release --scratch-path .build-bench
#   - Benchmarks/ (Yams 6.2.2): swift build -c release --package-path Benchmarks
#   - the C floor:            cc -O2 Benchmarks/floor/yaml_floor.c $(pkg-config ... yaml-0.1)
# --snapshot builds a copy of the working tree's Package.swift, Sources/, Plugins/ and Tests/ (in
# .build-bench/snapshot) instead of the tree itself, for a tree that others edit while it builds.
# Then it writes synthetic catalogs to a temporary folder (removed at the end unless --keep) and
# measures, interleaved so that load on the machine hits every tool alike, N runs each (median):
#   floor        yaml_floor FILE: libyaml events only, nothing built
#   startup      errorgen --version and yaml_floor on an empty file: process start alone
#   lint         errorgen lint FILE
#   generate     errorgen generate FILE --output <empty folder>
#   yams.load    Yams.load(yaml:), release build
#   yams.compose Yams.compose(yaml:), release build
# Peak memory is the maximum resident set of the same runs (/usr/bin/time -f %M).
# --shapes: catalogs of other shapes (make-catalogs --shape), 10,000 cases each, timed the same way
# against the floor on the same file, in a second table ("" for none): plain one-line messages,
# block-style mappings with placeholders, seven locales in four scripts, short three-locale texts
# with a shared suggestion.
# --typecheck: swiftc -typecheck of the generated file against the ErrorGenRuntime module built
# once, per size (3 runs, median), and the time per case.
# --compile CASES: compiles the generated file of an `i18n` catalog of CASES cases (24 locales,
# regional variants, uneven translations: a server's message file as a catalog) with
# `swiftc -c -Onone` and `-O` against the runtime module: time, peak memory and object size,
# in all and per case. The catalogs/ folder is generated and compiled the same way, as a small
# reference.
# --instructions CASES: also counts instructions with valgrind --tool=callgrind for the catalog of
# CASES cases (one run each: exact and immune to load, but about 50 times slower).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
runs=7
sizes="100 1000 10000"
typecheck_sizes="100 300 1000"
shapes="plain block cjk short"
instructions=0
compile=0
build=1
snapshot=0
keep=0
queue_sizes=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --sizes) sizes="$2"; shift 2 ;;
    --typecheck) typecheck_sizes="$2"; shift 2 ;;
    --shapes) shapes="$2"; shift 2 ;;
    --instructions) instructions="$2"; shift 2 ;;
    --compile) compile="$2"; shift 2 ;;
    --snapshot) snapshot=1; shift ;;
    --no-build) build=0; shift ;;
    --keep) keep=1; shift ;;
    --queue)
      queue_sizes="10 100 1000"; shift
      if [[ $# -gt 0 && $1 != --* ]]; then queue_sizes="$1"; shift; fi ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | grep '^#'; exit 0 ;;
    *) echo "unknown option: $1" >&2; exit 64 ;;
  esac
done

if [[ -n $queue_sizes ]]; then
  queue_package="$root/Benchmarks/OfflineQueue"
  if [[ $build == 1 ]]; then
    echo "building Benchmarks/OfflineQueue (release)..." >&2
    swift build -c release --package-path "$queue_package" >&2
  fi
  queue_bin="$(swift build -c release --package-path "$queue_package" --show-bin-path)"
  cpu="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"
  folder="${TMPDIR:-/tmp}"
  echo "offline queue, $(uname -m) (${cpu:-CPU unknown}), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)," \
    "store in $folder ($(df -T "$folder" | awk 'NR == 2 { print $2 }')), median of $runs runs"
  echo
  # shellcheck disable=SC2086
  "$queue_bin/offline-queue-bench" --runs "$runs" --folder "$folder" $queue_sizes
  exit 0
fi

scratch="$root/.build-bench"
bench_scratch="$root/Benchmarks/.build"
package="$root"
if [[ $snapshot == 1 ]]; then
  package="$scratch/snapshot"
  if [[ $build == 1 ]]; then
    rm -rf "$package" && mkdir -p "$package"
    # cp -p keeps modification times, so unchanged files are not compiled again.
    cp -Rp "$root/Package.swift" "$root/Sources" "$root/Plugins" "$root/Tests" "$package/"
  fi
fi
if [[ $build == 1 ]]; then
  echo "building errorgen (release, $scratch)..." >&2
  swift build -c release --package-path "$package" --scratch-path "$scratch" >&2
  echo "building Benchmarks (release)..." >&2
  swift build -c release --package-path "$root/Benchmarks" --scratch-path "$bench_scratch" >&2
fi
bin="$(swift build -c release --package-path "$package" --scratch-path "$scratch" --show-bin-path)"
bench_bin="$(swift build -c release --package-path "$root/Benchmarks" --scratch-path "$bench_scratch" --show-bin-path)"
errorgen="$bin/errorgen"
modules="$bin/Modules"
[[ -d "$modules" ]] || modules="$bin"

work="$(mktemp -d "${TMPDIR:-/tmp}/errorgen-bench.XXXXXX")"
if [[ $keep == 0 ]]; then trap 'rm -rf "$work"' EXIT; else echo "keeping $work" >&2; fi
floor="$work/yaml_floor"
# shellcheck disable=SC2046
cc -O2 -o "$floor" "$root/Benchmarks/floor/yaml_floor.c" $(pkg-config --cflags --libs yaml-0.1)
# shellcheck disable=SC2086
"$bench_bin/make-catalogs" "$work/catalogs" $sizes >/dev/null
for shape in $shapes; do
  "$bench_bin/make-catalogs" --shape "$shape" "$work/catalogs" 10000 >/dev/null
done
shape_file() { ls "$work/catalogs/${1}10000/"*.errors.yaml; }
: >"$work/empty.yaml"

# One measurement: wall time in microseconds, peak RSS in KiB and CPU time (user + system) in
# microseconds, appended to $work/m/<key>. errorgen generate uses both cores, so its CPU time is
# more than its wall time.
mkdir -p "$work/m"
measure() {
  local key="$1"; shift
  local start end
  start=$(date +%s%N)
  /usr/bin/time -f '%M %U %S' -o "$work/rss" "$@" >/dev/null 2>"$work/stderr" || {
    echo "failed: $*" >&2; cat "$work/stderr" >&2; exit 1; }
  end=$(date +%s%N)
  echo "$(( (end - start) / 1000 )) $(tail -1 "$work/rss" |
    awk '{ printf "%d %d", $1, ($2 + $3) * 1000000 }')" >>"$work/m/$key"
}
median() { # column of $work/m/<key>: 1 = microseconds, 2 = KiB, 3 = CPU microseconds
  sort -n -k"$2" "$work/m/$1" | awk -v c="$2" '{ v[NR] = $c } END { print v[int((NR + 1) / 2)] }'
}

echo "measuring, $runs runs each..." >&2
for ((run = 1; run <= runs; run++)); do
  measure startup.floor "$floor" "$work/empty.yaml"
  measure startup.errorgen "$errorgen" --version
  for size in $sizes; do
    file="$work/catalogs/$size/Bench$size.errors.yaml"
    rm -rf "$work/out"
    measure "$size.floor" "$floor" "$file"
    measure "$size.lint" "$errorgen" lint "$file"
    measure "$size.generate" "$errorgen" generate "$file" --output "$work/out"
    measure "$size.yams.load" "$bench_bin/yams-load" "$file"
    measure "$size.yams.compose" "$bench_bin/yams-load" --compose "$file"
  done
  for shape in $shapes; do
    file="$(shape_file "$shape")"
    rm -rf "$work/out"
    measure "$shape.floor" "$floor" "$file"
    measure "$shape.lint" "$errorgen" lint "$file"
    measure "$shape.generate" "$errorgen" generate "$file" --output "$work/out"
  done
done

ms() { awk -v u="$1" 'BEGIN { printf "%.1f", u / 1000 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

echo
cpu="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"
echo "errorgen $("$errorgen" --version), $(uname -m) (${cpu:-CPU unknown}), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), median of $runs runs"
echo
echo "Startup: yaml_floor on an empty file $(ms "$(median startup.floor 1)") ms," \
  "errorgen --version $(ms "$(median startup.errorgen 1)") ms" \
  "(peak RSS $(( $(median startup.floor 2) )) KiB vs $(( $(median startup.errorgen 2) )) KiB)"
echo
echo "| cases | file KiB | floor ms | lint ms | generate ms | Yams.load ms | Yams.compose ms | lint/floor | generate/floor | lint/Yams.load | generate/Yams.load | generate peak RSS MiB | RSS/file | generate CPU ms | generate CPU/floor |"
echo "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for size in $sizes; do
  file="$work/catalogs/$size/Bench$size.errors.yaml"
  bytes=$(stat -c %s "$file")
  f=$(median "$size.floor" 1); l=$(median "$size.lint" 1); g=$(median "$size.generate" 1)
  y=$(median "$size.yams.load" 1); c=$(median "$size.yams.compose" 1)
  rss=$(median "$size.generate" 2); lrss=$(median "$size.lint" 2)
  rss=$(( rss > lrss ? rss : lrss ))
  echo "| $size | $((bytes / 1024)) | $(ms "$f") | $(ms "$l") | $(ms "$g") | $(ms "$y") | $(ms "$c")" \
    "| $(ratio "$l" "$f") | $(ratio "$g" "$f") | $(ratio "$l" "$y") | $(ratio "$g" "$y")" \
    "| $(awk -v k="$rss" 'BEGIN { printf "%.1f", k / 1024 }') | $(ratio "$((rss * 1024))" "$bytes")" \
    "| $(ms "$(median "$size.generate" 3)") | $(ratio "$(median "$size.generate" 3)" "$f") |"
done
echo
for size in $sizes; do
  file="$work/catalogs/$size/Bench$size.errors.yaml"
  rm -rf "$work/out" && "$errorgen" generate "$file" --output "$work/out" 2>/dev/null
  generated=$(cat "$work/out"/*.swift | wc -c)
  echo "$size cases: generated Swift $((generated / 1024)) KiB for a $(( $(stat -c %s "$file") / 1024 )) KiB" \
    "catalog, $(ratio "$generated" "$(stat -c %s "$file")")x its bytes"
done
if [[ -n $shapes ]]; then
  echo
  echo "Other shapes, 10,000 cases (make-catalogs --shape):"
  echo
  echo "| shape | file KiB | floor ms | lint ms | generate ms | lint/floor | generate/floor | generate peak RSS MiB | RSS/file |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
  for shape in $shapes; do
    bytes=$(stat -c %s "$(shape_file "$shape")")
    f=$(median "$shape.floor" 1); l=$(median "$shape.lint" 1); g=$(median "$shape.generate" 1)
    rss=$(median "$shape.generate" 2)
    echo "| $shape | $((bytes / 1024)) | $(ms "$f") | $(ms "$l") | $(ms "$g")" \
      "| $(ratio "$l" "$f") | $(ratio "$g" "$f")" \
      "| $(awk -v k="$rss" 'BEGIN { printf "%.1f", k / 1024 }') | $(ratio "$((rss * 1024))" "$bytes") |"
  done
fi
echo
echo "Peak RSS (MiB, median): $(for size in $sizes; do
  printf '%s cases: floor %.1f, lint %.1f, generate %.1f, Yams.load %.1f; ' "$size" \
    "$(awk -v k="$(median "$size.floor" 2)" 'BEGIN{print k/1024}')" \
    "$(awk -v k="$(median "$size.lint" 2)" 'BEGIN{print k/1024}')" \
    "$(awk -v k="$(median "$size.generate" 2)" 'BEGIN{print k/1024}')" \
    "$(awk -v k="$(median "$size.yams.load" 2)" 'BEGIN{print k/1024}')"
done)"

if [[ -n "$typecheck_sizes" ]]; then
  # The fixed cost: a file that only imports the runtime.
  echo "import ErrorGenRuntime" >"$work/Empty.swift"
  for ((run = 1; run <= 3; run++)); do
    measure typecheck.empty swiftc -typecheck -swift-version 6 -I "$modules" -module-name Bench \
      "$work/Empty.swift"
  done
  empty=$(median typecheck.empty 1)
  echo
  echo "swiftc -typecheck, median of 3 (a file that only imports ErrorGenRuntime: $(ms "$empty") ms)."
  echo "A switch over many cases can exceed swiftc's exhaustiveness budget; the file is then"
  echo "checked again with -Xfrontend -switch-checking-invocation-threshold=100000000 (marked *)."
  echo
  echo "| cases | generated KiB | swiftc -typecheck s | ms per case (above the import) | peak RSS MiB |"
  echo "|---:|---:|---:|---:|---:|"
  for size in $typecheck_sizes; do
    [[ -f "$work/catalogs/$size/Bench$size.errors.yaml" ]] \
      || "$bench_bin/make-catalogs" "$work/catalogs" "$size" >/dev/null
    rm -rf "$work/tc$size"
    "$errorgen" generate "$work/catalogs/$size/Bench$size.errors.yaml" --output "$work/tc$size"
    swift_file="$work/tc$size/Bench$size.errors.swift"
    flags=(-typecheck -swift-version 6 -I "$modules" -module-name Bench)
    mark=""
    if ! swiftc "${flags[@]}" "$swift_file" >/dev/null 2>"$work/tc.err"; then
      if grep -q "unable to check that this switch is exhaustive" "$work/tc.err"; then
        flags+=(-Xfrontend -switch-checking-invocation-threshold=100000000)
        mark="*"
      else
        cat "$work/tc.err" >&2; exit 1
      fi
    fi
    for ((run = 1; run <= 3; run++)); do
      measure "$size.typecheck" swiftc "${flags[@]}" "$swift_file"
    done
    t=$(median "$size.typecheck" 1)
    echo "| $size$mark | $(( $(stat -c %s "$swift_file") / 1024 ))" \
      "| $(awk -v u="$t" 'BEGIN { printf "%.2f", u / 1e6 }')" \
      "| $(awk -v u="$t" -v e="$empty" -v n="$size" 'BEGIN { printf "%.2f", (u - e) / 1000 / n }')" \
      "| $(awk -v k="$(median "$size.typecheck" 2)" 'BEGIN { printf "%.0f", k / 1024 }') |"
  done
fi

if [[ $compile != 0 ]]; then
  "$bench_bin/make-catalogs" --shape i18n "$work/catalogs" "$compile" >/dev/null
  # The floor of each generated file: its enum declaration alone (Sendable) and every
  # text of the catalog in one string literal, the text table as generated: what any app that
  # has these errors and their texts compiles at the least.
  make_floor() {
    mkdir -p "$2"
    for file in "$1"/*.swift; do
      stem=$(basename "$file" .errors.swift)
      awk -v stem="$stem" '
        BEGIN { print "import Foundation" }
        /^public enum / && !seen { inside = 1; seen = 1; sub(/:.*\{$/, ": Sendable {"); print; next }
        inside { print; if ($0 ~ /^}$/) inside = 0; next }
        /static let textTableSource = / { table = 1; sub(/.*static let textTableSource = /, "public let " stem "Texts = "); print; next }
        table { print; if ($0 ~ /"""#+$/) table = 0 }
      ' "$file" >"$2/$stem.floor.swift"
    done
  }
  # Bytes a program maps for the object: its allocated sections (text, data, bss).
  allocated() { size --format=berkeley "$1" | awk 'NR == 2 { print $4 }'; }
  echo
  echo "swiftc -c against the ErrorGenRuntime module, one run each (wall s, peak RSS MiB, allocated KiB):"
  echo
  echo "| catalog | cases | generated KiB | -Onone s | -Onone MiB | -Onone KiB | -O s | -O MiB | -O KiB | -O KiB per case |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
  ratios=""
  for input in "$work/catalogs/i18n$compile" "$root/catalogs"; do
    rm -rf "$work/cc" && mkdir -p "$work/cc"
    # public, as a library's catalog is: with -O and whole-module optimization, the internal
    # members of a module that nothing uses are dropped, and the object would be nearly empty.
    "$errorgen" generate "$input" --access public --output "$work/cc/src" 2>/dev/null
    make_floor "$work/cc/src" "$work/cc/floor"
    cases=$(cat "$input"/*.errors.yaml | grep -cE '^    code:')
    name=$(basename "$input")
    for kind in src floor; do
      row="| $name${kind/src/} | $cases | $(( $(cat "$work/cc/$kind"/*.swift | wc -c) / 1024 ))"
      for opt in -Onone -O; do
        key="cc$opt.$name.$kind"
        measure "$key" swiftc -c "$opt" -swift-version 6 -parse-as-library \
          -I "$modules" -module-name Compiled -wmo -o "$work/cc/$kind$opt.o" "$work/cc/$kind"/*.swift
        echo "$(allocated "$work/cc/$kind$opt.o")" >"$work/m/$key.bytes"
        row+=" | $(awk -v u="$(median "$key" 1)" 'BEGIN { printf "%.1f", u / 1e6 }')"
        row+=" | $(( $(median "$key" 2) / 1024 )) | $(( $(cat "$work/m/$key.bytes") / 1024 ))"
      done
      row+=" | $(awk -v o="$(cat "$work/m/cc-O.$name.$kind.bytes")" -v n="$cases" 'BEGIN { printf "%.1f", o / 1024 / n }') |"
      echo "$row"
    done
    ratio_of() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a / b }'; }
    line="$name generated/floor:"
    for opt in -Onone -O; do
      g="cc$opt.$name.src"; f="cc$opt.$name.floor"
      line+=" $opt time $(ratio_of "$(median "$g" 1)" "$(median "$f" 1)")x,"
      line+=" memory $(ratio_of "$(median "$g" 2)" "$(median "$f" 2)")x,"
      line+=" allocated $(ratio_of "$(cat "$work/m/$g.bytes")" "$(cat "$work/m/$f.bytes")")x;"
    done
    ratios+="$line"$'\n'
  done
  echo
  printf '%s' "$ratios"
  # The same catalog as Kotlin, compiled by kotlinc at its default heap, warnings as errors.
  if command -v kotlinc >/dev/null 2>&1; then
    rm -rf "$work/kt" && mkdir -p "$work/kt"
    "$errorgen" generate "$work/catalogs/i18n$compile" --language kotlin \
      --kotlin-package com.example.bench --output "$work/kt/src" 2>/dev/null
    # Not `measure`: a run out of heap is a figure to report, not a reason to stop.
    start=$(date +%s%N)
    if /usr/bin/time -f '%M' -o "$work/kt/rss" kotlinc -Werror -d "$work/kt/out.jar" "$work/kt/src"/*.kt \
      >"$work/kt/log" 2>&1; then
      outcome="compiled"
    else
      outcome="FAILED ($(grep -m1 -oE 'OutOfMemoryError[^"]*|error: .*' "$work/kt/log" || echo "see kotlinc's output"))"
    fi
    end=$(date +%s%N)
    echo "kotlinc -Werror (default heap), i18n$compile: $outcome in" \
      "$(awk -v u="$(( (end - start) / 1000 ))" 'BEGIN { printf "%.1f", u / 1e6 }') s," \
      "peak $(( $(tail -1 "$work/kt/rss" | tr -dc 0-9) / 1024 )) MiB, Kotlin $(( $(cat "$work/kt/src"/*.kt | wc -c) / 1024 )) KiB"
  fi
fi

if [[ $instructions != 0 ]]; then
  size="$instructions"
  file="$work/catalogs/$size/Bench$size.errors.yaml"
  [[ -f "$file" ]] || "$bench_bin/make-catalogs" "$work/catalogs" "$size" >/dev/null
  count() {
    rm -rf "$work/out"
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
      | awk '/Collected/ { print $4 }'
  }
  # valgrind gives up on the debug info of the Yams build; stripped copies count the same.
  strip -o "$work/errorgen" "$errorgen"
  strip -o "$work/yams-load" "$bench_bin/yams-load"
  f=$(count "$floor" "$file"); s=$(count "$work/errorgen" --version)
  l=$(count "$work/errorgen" lint "$file")
  g=$(count "$work/errorgen" generate "$file" --output "$work/out")
  y=$(count "$work/yams-load" "$file")
  echo
  echo "Instructions (callgrind, $size cases, millions): floor $((f / 1000000)), errorgen --version" \
    "$((s / 1000000)), lint $((l / 1000000)), generate $((g / 1000000)), Yams.load $((y / 1000000))"
  echo "lint/floor $(ratio "$l" "$f"), generate/floor $(ratio "$g" "$f")," \
    "lint/Yams.load $(ratio "$l" "$y"), generate/Yams.load $(ratio "$g" "$y")"
fi
