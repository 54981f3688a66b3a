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

cargo build -q --release -p ods-dialects --bin ods-opt -p ods-tests --bin gen-bench --manifest-path "$root/Cargo.toml"
bin="${CARGO_TARGET_DIR:-$root/target}/release"
"$bin/gen-bench" "$ops" > "$work/bench.mlir"
"$bin/ods-opt" "$work/bench.mlir" -o "$work/custom.mlir"
echo "input: $ops ops; generic form $(wc -c < "$work/bench.mlir") bytes, custom form $(wc -c < "$work/custom.mlir") bytes; $runs interleaved runs"

# run NAME CMD...: appends "seconds kib" to $work/NAME
run() {
  local name=$1; shift
  /usr/bin/time -f "%e %M" -o "$work/t" "$@" > /dev/null
  cat "$work/t" >> "$work/$name"
}
for _ in $(seq "$runs"); do
  run ods-generic "$bin/ods-opt" "$work/bench.mlir" --mlir-print-op-generic -o /dev/null
  run mlir-generic "$mlir_opt" "$work/bench.mlir" --mlir-print-op-generic -o /dev/null
  run ods-custom "$bin/ods-opt" "$work/custom.mlir" -o /dev/null
  run mlir-custom "$mlir_opt" "$work/custom.mlir" -o /dev/null
done

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
printf "%-8s %-10s %10s %14s\n" form tool "median s" "peak RSS MiB"
for form in generic custom; do
  ot=$(cut -d' ' -f1 "$work/ods-$form" | median); om=$(cut -d' ' -f2 "$work/ods-$form" | median)
  mt=$(cut -d' ' -f1 "$work/mlir-$form" | median); mm=$(cut -d' ' -f2 "$work/mlir-$form" | median)
  awk -v f="$form" -v ot="$ot" -v om="$om" -v mt="$mt" -v mm="$mm" 'BEGIN {
    printf "%-8s %-10s %10.3f %14.1f\n", f, "mlir-opt", mt, mm / 1024;
    printf "%-8s %-10s %10.3f %14.1f\n", f, "ods-opt", ot, om / 1024;
    printf "%-8s speed-up %.2fx, memory ratio %.2f\n", f, mt / ot, om / mm;
  }'
done
