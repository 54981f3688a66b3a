// ARGS: --cse --mlir-timing --split-input-file
// One report per chunk, after it.
func.func @f() {
  return
}

// -----

func.func @g() {
  return
}
