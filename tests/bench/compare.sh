#!/usr/bin/env bash
# Side-by-side benchmark of ods-opt against mlir-opt 22 on the generated 200,000-op func/arith
# function in generic form: interleaved runs, median wall time and median peak RSS of each.
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

cargo build -q --release -p ods-dialects --bin ods-opt -p ods-tests --bin gen-bench --manifest-path "$root/Cargo.toml"
bin="$root/target/release"
"$bin/gen-bench" "$ops" > "$work/bench.mlir"
echo "input: $ops ops, $(wc -c < "$work/bench.mlir") bytes, generic form; $runs interleaved runs"

# run NAME CMD...: appends "seconds kib" to $work/NAME
run() {
  local name=$1; shift
  /usr/bin/time -f "%e %M" -o "$work/t" "$@" > /dev/null
  cat "$work/t" >> "$work/$name"
}
for _ in $(seq "$runs"); do
  run ods "$bin/ods-opt" "$work/bench.mlir" --mlir-print-op-generic --allow-unregistered-dialect -o /dev/null
  run mlir "$mlir_opt" "$work/bench.mlir" --mlir-print-op-generic -o /dev/null
done

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
ods_t=$(cut -d' ' -f1 "$work/ods" | median); ods_m=$(cut -d' ' -f2 "$work/ods" | median)
mlir_t=$(cut -d' ' -f1 "$work/mlir" | median); mlir_m=$(cut -d' ' -f2 "$work/mlir" | median)
awk -v ot="$ods_t" -v om="$ods_m" -v mt="$mlir_t" -v mm="$mlir_m" 'BEGIN {
  printf "%-10s %10s %14s\n", "tool", "median s", "peak RSS MiB";
  printf "%-10s %10.3f %14.1f\n", "mlir-opt", mt, mm / 1024;
  printf "%-10s %10.3f %14.1f\n", "ods-opt", ot, om / 1024;
  printf "speed-up %.2fx, memory ratio %.2f\n", mt / ot, om / mm;
}'
