#!/usr/bin/env bash
# Builds and runs README's Quick start as written, so that the README cannot drift from what works:
#   1. the version README names is the package's (`errorgen --version`)
#   2. a fresh package is made from the Quick start's own blocks: its Package.swift (with the
#      local-clone line the README shows instead of the URL line), the catalog at the path its
#      first line names, and main.swift likewise
#   3. it builds with the plugin, against a copy of this tree in a folder not named errorgen
#      (the `name: "errorgen"` rule of path dependencies)
#   4. `swift run Shop` prints, line by line, what the comments of main.swift's print calls say
# Usage: scripts/check-readme.sh   (env ERRORGEN_README_WORK: where the copies live, kept between
# runs so that builds are incremental; default $TMPDIR/errorgen-readme-check; ERRORGEN_BUILD_JOBS:
# swift build's -j, on a shared machine)
# Exit status: 0 when every check passed, 1 otherwise; each failure says what it expected and got.
set -uo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
WORK="${ERRORGEN_README_WORK:-${TMPDIR:-/tmp}/errorgen-readme-check}"
CLONE="$WORK/errorgen-main"  # not "errorgen": the manifest's name: must make it work
APP="$WORK/Shop"
LOGS="$WORK/logs"

# shellcheck source=check-report.sh
source "$ROOT/scripts/check-report.sh"

mkdir -p "$CLONE" "$APP" "$LOGS"
# The tree without build folders or git data; the copy's own .build is kept for speed.
find "$CLONE" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
tar -C "$ROOT" --exclude='.build*' --exclude=.git --exclude=.swiftpm --exclude=Package.resolved \
  -cf - . | tar -C "$CLONE" -xf -
find "$APP" -mindepth 1 -maxdepth 1 ! -name .build ! -name Package.resolved -exec rm -rf {} +

step "the Quick start's blocks into $APP"
# Writes the files and prints the expected output, one line per print call.
if ! python3 - "$ROOT/README.md" "$APP" "$CLONE" >"$LOGS/expected.txt" 2>"$LOGS/extract.log" <<'PY'
import os, re, sys

readme, app, clone = sys.argv[1:4]
text = open(readme, encoding="utf-8").read()
section = text.split("<!-- quick-start:start -->")[1].split("<!-- quick-start:end -->")[0]
blocks = re.findall(r"```(\w+)\n(.*?)```", section, re.S)
swift = [body for kind, body in blocks if kind == "swift"]
yaml = [body for kind, body in blocks if kind == "yaml"]
if len(swift) != 2 or len(yaml) != 1:
    sys.exit(f"expected 2 swift blocks and 1 yaml block, got {len(swift)} and {len(yaml)}")

manifest, main = swift
url = re.search(r"^( *)\.package\(url: .*\n", manifest, re.M)
local = re.search(r"^( *)// or a local clone: (\.package\(name: \"errorgen\", path: \")\.\./errorgen(\"\),)\n",
                  manifest, re.M)
if not url or not local:
    sys.exit("the manifest block has no .package(url:) line or no '// or a local clone:' line")
manifest = manifest.replace(local.group(0), local.group(1) + local.group(2) + clone + local.group(3) + "\n")
manifest = manifest.replace(url.group(0), "")

def place(body, comment):
    first = body.split("\n", 1)[0]
    if not first.startswith(comment + " Sources/"):
        sys.exit(f"the block does not start with '{comment} Sources/...': {first}")
    return first[len(comment) + 1:]

files = {"Package.swift": manifest, place(yaml[0], "#"): yaml[0], place(main, "//"): main}
for path, body in files.items():
    os.makedirs(os.path.dirname(os.path.join(app, path)), exist_ok=True)
    open(os.path.join(app, path), "w", encoding="utf-8").write(body)

for line in main.splitlines():
    printed = re.match(r"^print\(.*\)  // (.*)$", line)
    if printed:
        print(printed.group(1))
PY
then
  fail "README's Quick start blocks" "a manifest, a catalog and main.swift" "$(cat "$LOGS/extract.log")"
  exit 1
fi
pass "README's Quick start blocks: $(wc -l <"$LOGS/expected.txt") print calls with expected output"

version="$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$ROOT/Sources/ErrorGenCore/ErrorGenVersion.swift")"
if grep -qF "version $version (\`errorgen --version\`)" "$ROOT/README.md"; then
  pass "README names the package's version, $version"
else
  fail "README names the package's version" "'version $version (\`errorgen --version\`)'" \
    "$(grep -o 'version [0-9.]* (`errorgen --version`)' "$ROOT/README.md" || echo none)"
fi

step "swift build of the Quick start package (log: $LOGS/build.log)"
if swift build "${jobs[@]}" --package-path "$APP" >"$LOGS/build.log" 2>&1; then
  pass "the Quick start package builds with the plugin"
  if grep -q "warning:" "$LOGS/build.log"; then
    fail "a build without warnings" "no 'warning:' line" "$(grep 'warning:' "$LOGS/build.log" | head -3)"
  fi
  LANG=en_US.UTF-8 LC_ALL=en_US.UTF-8 swift run --package-path "$APP" --skip-build Shop \
    >"$LOGS/run.txt" 2>"$LOGS/run.log"
  if diff -u "$LOGS/expected.txt" "$LOGS/run.txt" >"$LOGS/run.diff"; then
    pass "swift run Shop prints what the README's comments say"
  else
    fail "swift run Shop prints what the README's comments say" "$(tr '\n' '|' <"$LOGS/expected.txt")" \
      "$(tr '\n' '|' <"$LOGS/run.txt") $(tail -3 "$LOGS/run.log")"
  fi
else
  fail "the Quick start package builds" "exit status 0" \
    "$(grep -E 'error' "$LOGS/build.log" | head -5)"
fi

echo
if [ "$failures" -eq 0 ]; then echo "all README checks passed"; else echo "$failures check(s) failed"; fi
[ "$failures" -eq 0 ]
