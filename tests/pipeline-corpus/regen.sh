#!/usr/bin/env bash
# Records mlir-opt 22's stderr for each pass pipeline in this folder.
#
#   tests/pipeline-corpus/regen.sh        (MLIR_OPT overrides /usr/lib/llvm-22/bin/mlir-opt)
#
# X.pipeline holds the text given to `--pass-pipeline=` (no trailing newline; it may hold
# tabs and newlines); X.pipeline.err is mlir-opt's stderr running it on an empty module
# (empty when the pipeline is accepted). ok-* files must be accepted, the others rejected.
# Checked by tests/tests/pipeline_corpus.rs.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
MLIR_OPT="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"
cd "$here"
input="$(mktemp)"
trap 'rm -f "$input"' EXIT
echo 'module {}' > "$input"
for f in *.pipeline; do
  if "$MLIR_OPT" "$input" --pass-pipeline="$(cat "$f")" > /dev/null 2> "$f.err"; then ok=1; else ok=0; fi
  case "$f" in
    ok-*) [ "$ok" = 1 ] && [ ! -s "$f.err" ] || { echo "regen.sh: mlir-opt rejected $f" >&2; exit 1; } ;;
    *) [ "$ok" = 0 ] || { echo "regen.sh: mlir-opt accepted $f" >&2; exit 1; } ;;
  esac
done
echo "regen.sh: $(ls *.pipeline | wc -l) pipelines"
