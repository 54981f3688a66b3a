// ARGS: --print-op-stats --split-input-file
func.func @one() {
  return
}

// -----

func.func @two(%x: index) -> index {
  %0 = index.add %x, %x
  %1 = index.mul %0, %0
  %2 = index.mul %1, %1
  return %2 : index
}
