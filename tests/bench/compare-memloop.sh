#!/usr/bin/env bash
# Side-by-side benchmark of ods-opt against mlir-opt 22 on the memory-and-loop module
# (`gen-memloop-bench`: many kernels with affine loop nests over memrefs, affine.load/store,
# memref.subview/load/store, affine.apply/min/max/if, scf mixed in; custom form with named
# values): parse + verify + print of the custom form (`FILE -o /dev/null`), of the generic form
# (mlir-opt's generic print of the module as input, `--mlir-print-op-generic` output) and
# `--canonicalize` on the custom form; interleaved runs, median wall time and median peak RSS,
# and whether both tools print the same bytes for each.
#
#   tests/bench/compare-memloop.sh [RUNS] [OPS]      (defaults: 7 runs, 200000 ops)
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

cargo build -q --release -p ods-dialects --bin ods-opt -p ods-tests --bin gen-memloop-bench --manifest-path "$root/Cargo.toml"
bin="${CARGO_TARGET_DIR:-$root/target}/release"
"$bin/gen-memloop-bench" "$ops" > "$work/custom.mlir"
"$mlir_opt" "$work/custom.mlir" --mlir-print-op-generic -o "$work/generic.mlir"
echo "input: $ops ops in $(grep -c 'func.func' "$work/custom.mlir") functions; custom form $(wc -c < "$work/custom.mlir") bytes, generic form $(wc -c < "$work/generic.mlir") bytes; $runs interleaved runs"

same() {
  "$bin/ods-opt" "$@" -o "$work/ods.out" 2> /dev/null || true
  "$mlir_opt" "$@" -o "$work/mlir.out"
  if cmp -s "$work/ods.out" "$work/mlir.out"; then echo identical; else echo DIFFERENT; fi
}
echo "outputs: custom $(same "$work/custom.mlir"), generic $(same "$work/generic.mlir" --mlir-print-op-generic), canonicalize $(same "$work/custom.mlir" --canonicalize)"

for _ in $(seq "$runs"); do
  run ods-custom "$bin/ods-opt" "$work/custom.mlir" -o /dev/null
  run mlir-custom "$mlir_opt" "$work/custom.mlir" -o /dev/null
  run ods-generic "$bin/ods-opt" "$work/generic.mlir" --mlir-print-op-generic -o /dev/null
  run mlir-generic "$mlir_opt" "$work/generic.mlir" --mlir-print-op-generic -o /dev/null
  run ods-canon "$bin/ods-opt" "$work/custom.mlir" --canonicalize -o /dev/null
  run mlir-canon "$mlir_opt" "$work/custom.mlir" --canonicalize -o /dev/null
done

report form custom generic canon
