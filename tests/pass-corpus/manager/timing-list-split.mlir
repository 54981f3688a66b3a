// ARGS: --mlir-timing-display=list --cse --canonicalize --mlir-timing --split-input-file
// Several chunks: each timer sums over them.
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}

// -----

func.func @g(%a: i32) -> i32 {
  return %a : i32
}
