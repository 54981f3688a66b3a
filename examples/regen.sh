#!/usr/bin/env bash
# Regenerates the expected outputs of the Toy example (run from anywhere):
#
#   examples/toy.expected          stdout of: cargo run --release -p ods-examples --bin toy
#   examples/toy.md                the dialect's markdown reference: odsc gen-doc examples/ods/toy.ods
#   examples/toy.generic.expected  the modules printed in toy.expected, each put in generic form
#                                  by toy-opt and printed again by mlir-opt 22 (which reads Toy
#                                  IR as unregistered ops): what MLIR prints for the same IR
#
# `tests/toy.rs` checks all three. MLIR_OPT overrides the mlir-opt binary.
set -euo pipefail
export LC_ALL=C

cd "$(dirname "${BASH_SOURCE[0]}")/.."
MLIR_OPT="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"

cargo run -q --release -p ods-examples --bin toy > examples/toy.expected
cargo run -q --release -p ods-spec --bin odsc -- gen-doc examples/ods/toy.ods -o examples/toy.md
# the modules of toy.expected, separated by `// -----`
awk '/^module \{/ { if (n++) print "// -----"; p = 1 } p { print } /^\}$/ { p = 0 }' \
  examples/toy.expected > "${TMPDIR:-/tmp}/toy-stages.mlir"
cargo run -q --release -p ods-examples --bin toy-opt -- --split-input-file \
  --mlir-print-op-generic "${TMPDIR:-/tmp}/toy-stages.mlir" |
  "$MLIR_OPT" --allow-unregistered-dialect --split-input-file --mlir-print-op-generic \
  > examples/toy.generic.expected
echo "regenerated examples/toy.expected, examples/toy.md and examples/toy.generic.expected"
