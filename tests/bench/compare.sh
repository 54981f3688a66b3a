#!/usr/bin/env bash
# Side-by-side benchmark of ods-opt against mlir-opt 22 on the generated 200,000-op func/arith
# function, in generic form (printed generic) and in custom form (printed custom; the custom
# text is ods-opt's own print of the generic file, which the corpus tests hold equal to
# mlir-opt's): interleaved runs, median wall time and median peak RSS of each.
#
#   tests/bench/compare.sh [RUNS] [OPS]      (defaults: 7 runs, 200000 ops)
#
# Needs /usr/bin/time and mlir-opt (MLIR_OPT overrides /usr/lib/llvm-22/bin/mlir-opt).
set -euo pipefail
runs=${1:-7}
ops=${2:-200000}
root=$(cd "$(dirname "$0")/../.." && pwd)
mlir_opt=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck source=tests/bench/lib.sh
source "$root/tests/bench/lib.sh"

cargo build -q --release -p ods-dialects --bin ods-opt -p ods-tests --bin gen-bench --manifest-path "$root/Cargo.toml"
bin="${CARGO_TARGET_DIR:-$root/target}/release"
"$bin/gen-bench" "$ops" > "$work/bench.mlir"
"$bin/ods-opt" "$work/bench.mlir" -o "$work/custom.mlir"
echo "input: $ops ops; generic form $(wc -c < "$work/bench.mlir") bytes, custom form $(wc -c < "$work/custom.mlir") bytes; $runs interleaved runs"

for _ in $(seq "$runs"); do
  run ods-generic "$bin/ods-opt" "$work/bench.mlir" --mlir-print-op-generic -o /dev/null
  run mlir-generic "$mlir_opt" "$work/bench.mlir" --mlir-print-op-generic -o /dev/null
  run ods-custom "$bin/ods-opt" "$work/custom.mlir" -o /dev/null
  run mlir-custom "$mlir_opt" "$work/custom.mlir" -o /dev/null
done

report form generic custom
