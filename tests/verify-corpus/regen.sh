#!/usr/bin/env bash
# Rebuilds the --verify-diagnostics corpus from the dialect corpus's rejected inputs and records
# mlir-opt 22's output on it.
#
#   tests/verify-corpus/regen.sh        (MLIR_OPT overrides /usr/lib/llvm-22/bin/mlir-opt)
#
# For each bundled dialect D: D.mlir holds every tests/dialect-corpus/fail/D_*.mlir input as one
# `// -----` chunk annotated with `expected-error`/`expected-note` lines carrying mlir-opt's
# recorded messages (tests/corpus/make-verify-diagnostics.py); D.mlir.out is mlir-opt's stdout
# with the ARGS of D.mlir's first line. mlir-opt must accept every file (exit 0, no stderr).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
MLIR_OPT="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"
export MLIR_OPT
cd "$here"
for d in arith func cf scf math index ub memref bufferization affine tensor; do
  python3 "$root/tests/corpus/make-verify-diagnostics.py" "$root/tests/dialect-corpus" "${d}_" "$d.mlir"
  read -r -a args <<< "$(head -1 "$d.mlir" | sed 's|^// ARGS:||')"
  if ! "$MLIR_OPT" "${args[@]}" "$d.mlir" > "$d.mlir.out" 2> err.txt || [ -s err.txt ]; then
    cat err.txt >&2
    rm -f err.txt
    echo "regen.sh: mlir-opt did not accept $d.mlir" >&2
    exit 1
  fi
  rm -f err.txt
done
echo "regen.sh: $(ls *.mlir | wc -l) files"
