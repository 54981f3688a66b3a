// ARGS: --strip-debuginfo --mlir-print-debuginfo --split-input-file
func.func @one() {
  return loc("one.mlir":1:1)
}

// -----

func.func @two(%x: index loc("x")) -> index {
  %0 = index.add %x, %x loc("add")
  return %0 : index
}
