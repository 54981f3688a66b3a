#!/usr/bin/env bash
# Side-by-side benchmark of ods-opt against mlir-opt 22 on IR whose values carry dialect-defined
# types and attributes (the `test` dialect's: `gen-typedef-bench`, many functions with named
# values, calls and `scf.if` regions), read in custom form and printed in custom and in generic
# form: interleaved runs, median wall time and median peak RSS of each. Our side is
# `test-dialect-opt` (ods-opt with the test dialect's types and attributes of
# `tests/ods/test_typedefs.ods` registered).
#
#   tests/bench/compare-typedefs.sh [RUNS] [OPS]      (defaults: 7 runs, 200000 ops)
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

cargo build -q --release -p ods-tests --bin test-dialect-opt --bin gen-typedef-bench --manifest-path "$root/Cargo.toml"
bin="${CARGO_TARGET_DIR:-$root/target}/release"
"$bin/gen-typedef-bench" "$ops" > "$work/bench.mlir"
"$bin/test-dialect-opt" "$work/bench.mlir" -o "$work/ours.mlir"
"$mlir_opt" "$work/bench.mlir" -o "$work/theirs.mlir"
cmp -s "$work/ours.mlir" "$work/theirs.mlir" || { echo "outputs differ"; diff "$work/ours.mlir" "$work/theirs.mlir" | head; exit 1; }
echo "input: $ops ops, $(wc -c < "$work/bench.mlir") bytes (custom form); outputs identical; $runs interleaved runs"

for _ in $(seq "$runs"); do
  run ods-custom "$bin/test-dialect-opt" "$work/bench.mlir" -o /dev/null
  run mlir-custom "$mlir_opt" "$work/bench.mlir" -o /dev/null
  run ods-generic "$bin/test-dialect-opt" "$work/bench.mlir" --mlir-print-op-generic -o /dev/null
  run mlir-generic "$mlir_opt" "$work/bench.mlir" --mlir-print-op-generic -o /dev/null
done

report output custom generic
