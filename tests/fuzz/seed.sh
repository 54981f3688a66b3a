#!/usr/bin/env bash
# Seeds corpus/parse_mlir_dialects (the working corpus, not committed) with the .mlir inputs of
# the conformance corpora up to 4 KiB (no goldens): tests/corpus, tests/typedef-corpus,
# tests/dialect-corpus, tests/format-corpus, tests/verify-corpus, tests/canonicalize-corpus.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$here/corpus/parse_mlir_dialects"
mkdir -p "$out"
cd "$here/.."
n=0
for dir in corpus typedef-corpus dialect-corpus format-corpus verify-corpus canonicalize-corpus; do
  while IFS= read -r f; do
    cp "$f" "$out/seed-$(echo "${f%.mlir}" | tr '/' '-')"
    n=$((n + 1))
  done < <(find "$dir" -name '*.mlir' -size -4097c | sort)
done
echo "seed.sh: $n inputs in $out"
