#!/usr/bin/env bash
# Builds and tests Examples/Server, the Hummingbird and Vapor integrations for real:
#   1. README's and docs/RUNTIME.md's server snippets are the example's code (check-snippets.py)
#   2. the example builds with both traits, with no warning from errorgen's or the example's code
#   3. its tests start each app on 127.0.0.1, call every route with URLSession and
#      AsyncHTTPClient, and stop the servers; bounded by `timeout`
# Usage: scripts/check-server.sh   (env ERRORGEN_BUILD_JOBS: swift's -j, on a shared machine;
# ERRORGEN_SERVER_BUILD_TIMEOUT / ERRORGEN_SERVER_TEST_TIMEOUT: seconds, default 3600 and 600)
# Exit status: 0 when every check passed, 1 otherwise; each failure says what it expected and got.
set -uo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
EX="$ROOT/Examples/Server"
LOGS="${ERRORGEN_SERVER_LOGS:-${TMPDIR:-/tmp}/errorgen-server-check}"
mkdir -p "$LOGS"

# shellcheck source=check-report.sh
source "$ROOT/scripts/check-report.sh"

step "server snippets of README.md and docs/RUNTIME.md"
if python3 "$ROOT/scripts/check-snippets.py" >"$LOGS/snippets.log" 2>&1; then
  pass "the docs' server snippets are Examples/Server's code ($(grep -c '^ok' "$LOGS/snippets.log") snippets)"
else
  fail "the docs' server snippets are Examples/Server's code" "every snippet equal" \
    "$(grep -A12 '^FAIL' "$LOGS/snippets.log" | head -30)"
fi

step "swift build of Examples/Server with the Hummingbird and Vapor traits (log: $LOGS/build.log)"
timeout "${ERRORGEN_SERVER_BUILD_TIMEOUT:-3600}" \
  swift build "${jobs[@]}" --package-path "$EX" --build-tests >"$LOGS/build.log" 2>&1
status=$?
if [ "$status" -ne 0 ]; then
  fail "Examples/Server builds" "exit status 0" "exit status $status: $(grep -E 'error' "$LOGS/build.log" | head -5)"
  echo "check-server: cannot test without a build"
  exit 1
fi
pass "Examples/Server builds"
own_warnings="$(grep -E "^($ROOT/Sources|$EX/Sources|$EX/Tests)/.*warning:" "$LOGS/build.log" | sort -u)"
if [ -n "$own_warnings" ]; then
  fail "no warning in errorgen's or the example's code" "no 'warning:' line" "$(echo "$own_warnings" | head -5)"
else
  pass "no warning in errorgen's or the example's code"
fi

step "swift test of Examples/Server: both apps on 127.0.0.1, both clients (log: $LOGS/test.log)"
timeout --kill-after=10 "${ERRORGEN_SERVER_TEST_TIMEOUT:-600}" \
  swift test "${jobs[@]}" --package-path "$EX" --skip-build >"$LOGS/test.log" 2>&1
status=$?
summary="$(grep -E '^✔ Test run|^✘ Test run' "$LOGS/test.log" | tail -1)"
if [ "$status" -eq 0 ] && [[ "$summary" == ✔* ]]; then
  pass "Examples/Server's tests: $summary"
else
  fail "Examples/Server's tests pass" "exit status 0 and a passed test run" \
    "exit status $status ($([ "$status" -eq 124 ] && echo "timed out" || echo "failed")); $summary
$(grep -E '✘|error:' "$LOGS/test.log" | head -20)"
fi

echo
if [ "$failures" -eq 0 ]; then
  echo "check-server: every check passed"
else
  echo "check-server: $failures check(s) failed; logs in $LOGS"
  exit 1
fi
