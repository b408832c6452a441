#!/usr/bin/env bash
# Checks that the server integrations cost nothing to whoever does not enable them: a package
# that depends on errorgen without the Hummingbird and Vapor traits (and errorgen's own package)
# resolves no Hummingbird, Vapor or SwiftNIO package (`swift package show-dependencies`).
# Usage: scripts/check-consumer-deps.sh   Exit status: 0 when neither resolves one, 1 otherwise.
set -uo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# shellcheck source=check-report.sh
source "$ROOT/scripts/check-report.sh"

mkdir -p "$WORK/Consumer/Sources/Consumer"
cat >"$WORK/Consumer/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Consumer",
  dependencies: [.package(name: "ErrorGen", path: "$ROOT")],
  targets: [
    .target(name: "Consumer", dependencies: [.product(name: "ErrorGenRuntime", package: "ErrorGen")])
  ]
)
MANIFEST
echo 'import ErrorGenRuntime' >"$WORK/Consumer/Sources/Consumer/Consumer.swift"

forbidden='hummingbird|vapor|swift-nio|async-http-client'
for package in "$WORK/Consumer" "$ROOT"; do
  name="$([ "$package" = "$ROOT" ] && echo "errorgen itself" || echo "a consumer without traits")"
  # A scratch path of its own: the check never touches the packages' .build folders.
  if ! tree="$(swift package --package-path "$package" --scratch-path "$WORK/.build-$(basename "$package")" \
    show-dependencies 2>&1)"; then
    fail "$name: swift package show-dependencies" "exit status 0" "$(echo "$tree" | tail -3)"
    continue
  fi
  found="$(echo "$tree" | grep -Ei "$forbidden")"
  if [ -z "$found" ]; then
    pass "$name resolves no Hummingbird, Vapor or NIO: $(echo "$tree" | grep -Eo '[a-z-]+<' | tr -d '<' | sort -u | tr '\n' ' ')"
  else
    fail "$name resolves no Hummingbird, Vapor or NIO" "no $forbidden" "$found"
  fi
done
[ "$failures" -eq 0 ]
