// ARGS: --split-input-file --cse --mlir-print-ir-before-all
// Each chunk counts from 0 again: the second chunk's dumps replace the first's.
func.func @f() {
  return
}

// -----

func.func @f() {
  %c = arith.constant 1 : i32
  return
}

func.func @g() {
  return
}
