#!/usr/bin/env bash
# Side-by-side `--canonicalize` of long block chains, ods-opt against mlir-opt 22: one function
# of N blocks (default 20,000), each adding to its argument and branching to the next
#   br:     `cf.br ^next(%s)` (the chain merges into one block),
#   cond:   `cf.cond_br %c, ^next(%s), ^exit(%v)` (every block a predecessor of the exit),
# with named values as written by hand. Interleaved runs, medians of wall time and peak RSS;
# the two outputs are compared byte for byte first.
#
#   tests/bench/compare-blocks.sh [RUNS] [N]      (defaults: 5 runs, 20000 blocks)
#
# Needs /usr/bin/time and mlir-opt (MLIR_OPT overrides /usr/lib/llvm-22/bin/mlir-opt).
set -euo pipefail
runs=${1:-5}
n=${2:-20000}
root=$(cd "$(dirname "$0")/../.." && pwd)
mlir_opt=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck source=tests/bench/lib.sh
source "$root/tests/bench/lib.sh"

cargo build -q --release -p ods-dialects --bin ods-opt --manifest-path "$root/Cargo.toml"
bin="${CARGO_TARGET_DIR:-$root/target}/release"

# chain KIND: writes the N-block chain of KIND (br or cond) to stdout
chain() {
  awk -v n="$n" -v kind="$1" 'BEGIN {
    if (kind == "br") print "func.func @chain(%x: i32) -> i32 {";
    else print "func.func @chain(%x: i32, %c: i1) -> i32 {";
    print "  cf.br ^bb1(%x : i32)";
    for (i = 1; i < n; i++) {
      printf "^bb%d(%%v%d: i32):\n  %%sum%d = arith.addi %%v%d, %%x : i32\n", i, i, i, i;
      if (kind == "br") printf "  cf.br ^bb%d(%%sum%d : i32)\n", i + 1, i;
      else printf "  cf.cond_br %%c, ^bb%d(%%sum%d : i32), ^bb%d(%%v%d : i32)\n", i + 1, i, n, i;
    }
    printf "^bb%d(%%r: i32):\n  return %%r : i32\n}\n", n;
  }'
}

for kind in br cond; do
  chain "$kind" > "$work/$kind.mlir"
  "$bin/ods-opt" --canonicalize "$work/$kind.mlir" -o "$work/$kind.ods"
  "$mlir_opt" --canonicalize "$work/$kind.mlir" -o "$work/$kind.mlir-opt"
  cmp -s "$work/$kind.ods" "$work/$kind.mlir-opt" || { echo "outputs differ ($kind)" >&2; exit 1; }
done
echo "input: $n blocks per chain; outputs identical; $runs interleaved runs of --canonicalize"
for _ in $(seq "$runs"); do
  for kind in br cond; do
    run "ods-$kind" "$bin/ods-opt" --canonicalize "$work/$kind.mlir" -o /dev/null
    run "mlir-$kind" "$mlir_opt" --canonicalize "$work/$kind.mlir" -o /dev/null
  done
done

report chain br cond
