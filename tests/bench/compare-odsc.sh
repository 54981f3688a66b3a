#!/usr/bin/env bash
# Code-generation benchmark: `odsc gen-rust` on a generated N-op .ods dialect (default 300)
# side by side with `mlir-tblgen --gen-op-defs` on upstream SPIRVOps.td (306 ops), interleaved
# runs, median wall time and peak RSS; then lines of generated Rust per op and the debug
# `cargo build` time of a crate holding the generated dialect.
#
#   tests/bench/compare-odsc.sh [RUNS] [OPS]      (defaults: 11 runs, 300 ops)
#
# odsc is built with its `mimalloc` feature (the allocator of the CLI binary).
# Needs /usr/bin/time and mlir-tblgen 22 (MLIR_TBLGEN overrides the path).
set -euo pipefail
runs=${1:-11}
ops=${2:-300}
root=$(cd "$(dirname "$0")/../.." && pwd)
tblgen=${MLIR_TBLGEN:-/usr/lib/llvm-22/bin/mlir-tblgen}
inc=${MLIR_INCLUDE:-/usr/lib/llvm-22/include}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cargo build -q --release -p ods-spec --features ods-spec/mimalloc --bin odsc -p ods-tests --bin gen-ods-bench --manifest-path "$root/Cargo.toml"
bin="$root/target/release"
"$bin/gen-ods-bench" "$ops" > "$work/bench.ods"
echo "input: $ops-op .ods ($(wc -l < "$work/bench.ods") lines) vs SPIRVOps.td; $runs interleaved runs"

run() {
  local name=$1; shift
  /usr/bin/time -f "%e %M" -o "$work/t" "$@" > "$work/$name.out"
  cat "$work/t" >> "$work/$name"
}
for _ in $(seq "$runs"); do
  run odsc "$bin/odsc" gen-rust "$work/bench.ods"
  run tblgen "$tblgen" --gen-op-defs -I "$inc" "$inc/mlir/Dialect/SPIRV/IR/SPIRVOps.td"
done

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
o_t=$(cut -d' ' -f1 "$work/odsc" | median); o_m=$(cut -d' ' -f2 "$work/odsc" | median)
t_t=$(cut -d' ' -f1 "$work/tblgen" | median); t_m=$(cut -d' ' -f2 "$work/tblgen" | median)
o_lines=$(wc -l < "$work/odsc.out"); t_lines=$(wc -l < "$work/tblgen.out")
o_bytes=$(wc -c < "$work/odsc.out"); t_bytes=$(wc -c < "$work/tblgen.out")
awk -v ot="$o_t" -v om="$o_m" -v tt="$t_t" -v tm="$t_m" -v ol="$o_lines" -v tl="$t_lines" \
    -v ob="$o_bytes" -v tb="$t_bytes" -v n="$ops" 'BEGIN {
  printf "%-28s %10s %14s %10s %8s %10s\n", "tool", "median s", "peak RSS MiB", "lines", "per op", "bytes/op";
  printf "%-28s %10.3f %14.1f %10d %8.0f %10.0f\n", "mlir-tblgen SPIRVOps.td", tt, tm / 1024, tl, tl / 306, tb / 306;
  printf "%-28s %10.3f %14.1f %10d %8.0f %10.0f\n", "odsc gen-rust bench.ods", ot, om / 1024, ol, ol / n, ob / n;
  printf "odsc speed-up over mlir-tblgen: %.2fx\n", tt / ot;
}'

# Debug build time of a crate holding the generated dialect (dependencies built first).
crate="$work/bench-dialect"
mkdir -p "$crate/src"
cp "$work/odsc.out" "$crate/src/bench.rs"
cat > "$crate/Cargo.toml" <<TOML
[package]
name = "bench-dialect"
version = "0.0.0"
edition = "2021"
[dependencies]
ods-runtime = { path = "$root/runtime" }
[workspace]
TOML
echo '#![allow(dead_code)] pub mod bench { include!("bench.rs"); }' > "$crate/src/lib.rs"
export CARGO_TARGET_DIR="$work/target"
(cd "$crate" && cargo build -q 2>/dev/null || true)   # builds ods-runtime (and the dialect once)
(cd "$crate" && cargo clean -q -p bench-dialect)   # rebuild the dialect crate itself from scratch
start=$(date +%s.%N)
(cd "$crate" && cargo build -q)
end=$(date +%s.%N)
awk -v s="$start" -v e="$end" -v n="$ops" 'BEGIN { printf "debug cargo build of the %d-op dialect crate (from clean, ods-runtime prebuilt): %.1f s\n", n, e - s }'
