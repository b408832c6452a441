#!/usr/bin/env bash
# Checks the build-tool plugin end to end on a copy of Examples/, so the tree is never left dirty:
#   1. `swift package errorgen-lint` lints the example catalogs (and fails on a broken one)
#   2. the first build runs errorgen and compiles the generated code
#   3. a second, unchanged build runs no generator
#   4. touching a catalog, and editing one, runs the generator again (and the edit reaches the code)
#   5. a broken catalog fails the build with `path:line:col: error:` in the build log
#   6. `errorgen stubs` output compiles with the generated code
#   7. the demo runs and prints what it should (an order queued offline and sent once back online)
#   8. editing a translation in a String Catalog (.xcstrings) regenerates, with no "unhandled"
#      warning, and `errorgen-sync-strings` on the synced example changes no byte
# Usage: scripts/check-plugin.sh   (env ERRORGEN_PLUGIN_WORK: where the copy lives, kept between
# runs so that builds are incremental; default $TMPDIR/errorgen-plugin-check; ERRORGEN_BUILD_JOBS:
# swift's -j, on a shared machine)
# Exit status: 0 when every check passed, 1 otherwise; each failure says what it expected and got.
set -uo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
WORK="${ERRORGEN_PLUGIN_WORK:-${TMPDIR:-/tmp}/errorgen-plugin-check}"
# A folder name that is neither the package's name nor the usual clone name, to show that the
# Examples manifest does not depend on the folder the root package lives in.
CLONE="$WORK/errorgen-clone"
EX="$CLONE/Examples"
LOGS="$WORK/logs"
CATALOG="$EX/Sources/Shop/Shop.errors.yaml"
GENERATOR_RUN='errorgen(-tool)? generate '

# shellcheck source=check-report.sh
source "$ROOT/scripts/check-report.sh"

# Copies the working tree (without build folders or git data) over the previous copy, keeping the
# copy's Examples/.build so that builds are incremental. tar keeps modification times.
sync_copy() {
  mkdir -p "$CLONE" "$LOGS"
  find "$CLONE" -mindepth 1 -maxdepth 1 ! -name Examples -exec rm -rf {} +
  if [ -d "$EX" ]; then
    find "$EX" -mindepth 1 -maxdepth 1 ! -name .build ! -name Package.resolved -exec rm -rf {} +
  fi
  tar -C "$ROOT" --exclude='.build*' --exclude=.git --exclude=.swiftpm --exclude=Package.resolved \
    -cf - . | tar -C "$CLONE" -xf -
}

# build NAME: `swift build -v` of the copy; the log goes to $LOGS/NAME.log; returns swift's status.
build() {
  swift build "${jobs[@]}" --package-path "$EX" -v >"$LOGS/$1.log" 2>&1
}

generator_runs() { grep -Ec "$GENERATOR_RUN" "$LOGS/$1.log"; }

# expect_build NAME RUNS: the build succeeds and runs the generator RUNS times (0 or 1).
expect_build() {
  local name="$1" runs="$2" status got
  build "$name"
  status=$?
  got="$(generator_runs "$name")"
  if [ "$status" -ne 0 ]; then
    fail "$name: build succeeds" "exit status 0" "exit status $status; last lines of $LOGS/$name.log:"
    grep -E "error:|warning:" "$LOGS/$name.log" | grep -v "^warning: '" | head -20 | sed 's/^/         /'
    return 1
  fi
  if [ "$got" -eq "$runs" ]; then
    pass "$name: build succeeds, generator runs $runs time(s)"
  else
    fail "$name: generator runs $runs time(s)" "$runs line(s) matching /$GENERATOR_RUN/ in swift build -v" \
      "$got: $(grep -E "$GENERATOR_RUN" "$LOGS/$name.log" | head -3 | cut -c1-160)"
  fi
}

step "copying $ROOT to $CLONE"
sync_copy
echo "logs in $LOGS"

step "errorgen-lint command plugin"
swift package "${jobs[@]}" --package-path "$EX" errorgen-lint >"$LOGS/lint.log" 2>&1
status=$?
if [ "$status" -eq 0 ]; then pass "lint: the example catalogs are clean"; else
  fail "lint: the example catalogs are clean" "exit status 0" "exit status $status: $(tail -5 "$LOGS/lint.log")"
fi

step "first build"
expect_build build1 1 || { echo "cannot go on without a first build"; exit 1; }
GENERATED="$(find "$EX/.build/plugins/outputs" -path '*ErrorGenPlugin*' -name Shop.errors.swift | head -1)"
if [ -n "$GENERATED" ] && [ -f "$(dirname "$GENERATED")/Connection.errors.swift" ]; then
  pass "first build: Shop.errors.swift and Connection.errors.swift in the plugin work folder"
else
  fail "first build: generated files" "Shop.errors.swift and Connection.errors.swift under .build/plugins/outputs" \
    "$(find "$EX/.build/plugins/outputs" -name '*.swift' | head -5)"
fi

step "unchanged build"
sleep 1  # modification times have a granularity; never compare within one second
expect_build build2 0

step "touched catalog"
sleep 1
touch "$CATALOG"
expect_build build3 1
expect_build build4 0

step "edited catalog"
sleep 1
sed -i.orig 's/Der Shop ist gerade ausgelastet\./Der Shop ist gerade sehr ausgelastet./' "$CATALOG"
rm -f "$CATALOG.orig"
expect_build build5 1
if grep -q "Der Shop ist gerade sehr ausgelastet." "$GENERATED"; then
  pass "edited catalog: the new text is in the generated code"
else
  fail "edited catalog: the new text is in the generated code" \
    "'Der Shop ist gerade sehr ausgelastet.' in $GENERATED" "$(grep -c ausgelastet "$GENERATED") match(es) of 'ausgelastet'"
fi

step "broken catalog"
sleep 1
# An unknown key as the first line of the serviceBusy case: an error at its line, column 5.
BROKEN_LINE="$(grep -n '^  serviceBusy:' "$CATALOG" | cut -d: -f1)"
BROKEN_LINE=$((BROKEN_LINE + 1))
awk -v n="$BROKEN_LINE" 'NR == n { print "    colour: red" } { print }' "$CATALOG" >"$CATALOG.tmp" \
  && mv "$CATALOG.tmp" "$CATALOG"
build broken
status=$?
expected="$CATALOG:$BROKEN_LINE:5: error:"
if [ "$status" -ne 0 ] && grep -qF "$expected" "$LOGS/broken.log"; then
  pass "broken catalog: the build fails with $(grep -F "$expected" "$LOGS/broken.log" | head -1 | sed "s|$EX/||")"
else
  fail "broken catalog: the build fails with the catalog's location" \
    "non-zero exit status and '$expected' in the log" \
    "exit status $status; $(grep -E 'error:' "$LOGS/broken.log" | head -3)"
fi
swift package "${jobs[@]}" --package-path "$EX" errorgen-lint >"$LOGS/lint-broken.log" 2>&1
status=$?
if [ "$status" -ne 0 ] && grep -qF "$expected" "$LOGS/lint-broken.log"; then
  pass "broken catalog: errorgen-lint fails with the location"
else
  fail "broken catalog: errorgen-lint fails with the location" "non-zero status and '$expected'" \
    "exit status $status; $(head -3 "$LOGS/lint-broken.log")"
fi

step "restored catalog"
cp "$ROOT/Examples/Sources/Shop/Shop.errors.yaml" "$CATALOG"
expect_build build6 1

step "edited translation in the String Catalog"
STRINGS="$EX/Sources/Shop/Connection.errors.xcstrings"
if grep -q "unhandled" "$LOGS/build1.log"; then
  fail "String Catalog: no unhandled-file warning" "no 'unhandled' in the build log" \
    "$(grep unhandled "$LOGS/build1.log" | head -2)"
else
  pass "String Catalog: no unhandled-file warning"
fi
sleep 1
sed -i.orig 's/Vous êtes hors ligne\./Vous êtes déconnecté./' "$STRINGS"
rm -f "$STRINGS.orig"
expect_build build-strings 1
if grep -q "Vous êtes déconnecté." "$(dirname "$GENERATED")/Connection.errors.swift"; then
  pass "edited translation: the new text is in the generated code"
else
  fail "edited translation: the new text is in the generated code" \
    "'Vous êtes déconnecté.' in Connection.errors.swift" "no match"
fi
# As before the edit: the Swift driver's incremental build once took a generated file that was
# rewritten within the same second as its last compile as unchanged, and the demo printed the
# edited text after the restore.
sleep 1
cp "$ROOT/Examples/Sources/Shop/Connection.errors.xcstrings" "$STRINGS"
expect_build build-strings-restored 1
before="$(cksum <"$STRINGS")"
swift package "${jobs[@]}" --package-path "$EX" --allow-writing-to-package-directory errorgen-sync-strings \
  >"$LOGS/sync.log" 2>&1
status=$?
if [ "$status" -eq 0 ] && [ "$(cksum <"$STRINGS")" = "$before" ]; then
  pass "errorgen-sync-strings: the synced String Catalog is unchanged"
else
  fail "errorgen-sync-strings: the synced String Catalog is unchanged" "exit status 0, same bytes" \
    "exit status $status; $(tail -3 "$LOGS/sync.log")"
fi

step "stubs compile with the generated code"
TOOL="$(find "$EX/.build" -maxdepth 3 -type f -perm -u+x \( -name errorgen-tool -o -name errorgen \) | head -1)"
MODULES="$(dirname "$(find "$EX/.build" -name ErrorGenRuntime.swiftmodule -not -path '*/ErrorGenRuntime.swiftmodule/*' | head -1)")"
STUBS="$WORK/stubs"
rm -rf "$STUBS" && mkdir -p "$STUBS"
if "$TOOL" stubs "$CATALOG" --output "$STUBS/ShopErrorRecovery.swift" >"$LOGS/stubs.log" 2>&1 \
  && swiftc -typecheck -swift-version 6 -warnings-as-errors -parse-as-library -module-name StubCheck \
    -I "$MODULES" "$(dirname "$GENERATED")"/*.swift "$STUBS/ShopErrorRecovery.swift" >>"$LOGS/stubs.log" 2>&1; then
  pass "stubs: errorgen stubs Shop.errors.yaml compiles with the generated code"
else
  fail "stubs: errorgen stubs output compiles" "no error from errorgen stubs and swiftc -typecheck" \
    "$(head -10 "$LOGS/stubs.log")"
fi
if "$TOOL" stubs "$CATALOG" --output "$STUBS/ShopErrorRecovery.swift" >>"$LOGS/stubs.log" 2>&1; then
  fail "stubs: an existing file is not overwritten" "exit status 1" "exit status 0"
else
  pass "stubs: an existing file is not overwritten"
fi

step "demo"
swift run "${jobs[@]}" --package-path "$EX" ShopDemo >"$LOGS/demo.log" 2>"$LOGS/demo.stderr.log"
status=$?
missing=""
for line in \
  "[de] Espresso Beans ist nicht mehr vorrätig." \
  "[fr-CA] Vous êtes hors ligne." \
  "preferred de-CH: Espresso Beans ist nicht mehr vorrätig." \
  "signIn recovers: true, signed in now: true" \
  "placed order-" \
  "waiting 2.0s before the next attempt" \
  "HTTP 503 -> ShopError.serviceBusy(delay: 30.0)" \
  "NSURLErrorDomain -1009 -> ConnectionError.offline" \
  "<redacted>" \
  'offline: queued ["Coffee Grinder"]' \
  "still offline: ConnectionError.offline, next try in 1.0s" \
  "sent [\"Coffee Grinder\"] as order-3 after 1 failed tries" \
  "back online: 1 sent, 0 left in the queue" \
  "Demo finished."; do
  grep -qF -- "$line" "$LOGS/demo.log" || missing="$missing'$line' "
done
if [ "$status" -eq 0 ] && [ -z "$missing" ]; then
  pass "demo: runs and prints texts, recovery, retries, mappings and the offline queue"
else
  fail "demo: runs and prints texts, recovery, retries, mappings and the offline queue" "exit status 0 and every expected line" \
    "exit status $status; missing: ${missing:-none}; stderr: $(grep -E 'error' "$LOGS/demo.stderr.log" | head -5)"
fi
echo "---- demo output"
cat "$LOGS/demo.log"
echo "----"

echo
if [ "$failures" -eq 0 ]; then
  echo "check-plugin: every check passed"
else
  echo "check-plugin: $failures check(s) failed; logs in $LOGS"
  exit 1
fi
