# Sourced by the check-*.sh scripts: how a check reports. `pass NAME`, `fail NAME EXPECTED GOT`
# (counted in $failures), `step TITLE`; and `jobs`, swift's `-j` for their builds from
# ERRORGEN_BUILD_JOBS (on a shared machine), none by default.
jobs=()
if [ -n "${ERRORGEN_BUILD_JOBS:-}" ]; then jobs=(-j "$ERRORGEN_BUILD_JOBS"); fi
failures=0
pass() { echo "ok   - $1"; }
fail() {
  echo "FAIL - $1"
  echo "       expected: $2"
  echo "       got:      $3"
  failures=$((failures + 1))
}
step() { echo; echo "== $1"; }
