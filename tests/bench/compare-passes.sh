#!/usr/bin/env bash
# Side-by-side benchmark of ods-opt's passes against mlir-opt 22 on the generated pass
# benchmark module (`gen-pass-bench`: many functions with loops, branches, calls, redundant
# and constant arithmetic; custom form): for each size and each pass (and a pipeline of
# them), interleaved runs, median wall time and median peak RSS, and whether both outputs
# are byte-identical. mlir-opt runs with its default threading (it may use every core of the
# machine); ods-opt runs passes on one thread.
#
#   tests/bench/compare-passes.sh [RUNS] [SIZES]    (defaults: 5 runs, "200000")
#   e.g. tests/bench/compare-passes.sh 3 "20000 200000 2000000"   (linearity)
#
# Passes ods-opt does not register are skipped. Needs /usr/bin/time and mlir-opt
# (MLIR_OPT overrides /usr/lib/llvm-22/bin/mlir-opt).
set -euo pipefail
runs=${1:-5}
sizes=${2:-200000}
root=$(cd "$(dirname "$0")/../.." && pwd)
mlir_opt=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck source=tests/bench/lib.sh
source "$root/tests/bench/lib.sh"

cargo build -q --release -p ods-dialects --bin ods-opt -p ods-tests --bin gen-pass-bench --manifest-path "$root/Cargo.toml"
bin="${CARGO_TARGET_DIR:-$root/target}/release"
help=$("$bin/ods-opt" --help)
has() { grep -q -- "^  --$1 " <<< "$help"; }

candidates=(cse canonicalize inline sccp symbol-dce loop-invariant-code-motion control-flow-sink)
passes=()
for p in "${candidates[@]}"; do
  if has "$p"; then passes+=("$p"); else echo "skipped: ods-opt has no --$p"; fi
done
pipeline=""
if has inline && has cse && has canonicalize && has sccp && has symbol-dce; then
  pipeline="builtin.module(inline,func.func(cse,canonicalize),sccp,symbol-dce)"
fi
echo "cores: $(nproc); mlir-opt threading: default"

for n in $sizes; do
  "$bin/gen-pass-bench" "$n" > "$work/in.mlir"
  echo
  echo "input: $n ops, $(grep -c 'func.func' "$work/in.mlir") functions, $(wc -c < "$work/in.mlir") bytes; $runs interleaved runs"
  forms=()
  for p in "${passes[@]}" ${pipeline:+pipeline}; do
    if [ "$p" = pipeline ]; then args=(--pass-pipeline="$pipeline"); else args=("--$p"); fi
    form="${p}"
    rm -f "$work/ods-$form" "$work/mlir-$form"
    for _ in $(seq "$runs"); do
      run "ods-$form" "$bin/ods-opt" "$work/in.mlir" "${args[@]}" -o /dev/null
      run "mlir-$form" "$mlir_opt" "$work/in.mlir" "${args[@]}" -o /dev/null
    done
    "$bin/ods-opt" "$work/in.mlir" "${args[@]}" -o "$work/ods.out"
    "$mlir_opt" "$work/in.mlir" "${args[@]}" -o "$work/mlir.out"
    if cmp -s "$work/ods.out" "$work/mlir.out"; then same=identical; else same=DIFFERENT; fi
    echo "$form: outputs $same"
    forms+=("$form")
  done
  report pass "${forms[@]}"
done
