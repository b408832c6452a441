#!/usr/bin/env bash
# Builds a self-contained release `errorgen` (the Swift runtime linked in, so it runs on a
# machine without the toolchain) and prints its path.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product errorgen --static-swift-stdlib >&2
echo "$(swift build -c release --show-bin-path)/errorgen"
