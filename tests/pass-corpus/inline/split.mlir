// ARGS: --inline --split-input-file
func.func @a() -> i32 {
  %0 = call @b() : () -> i32
  return %0 : i32
}
func.func private @b() -> i32 {
  %c = arith.constant 42 : i32
  return %c : i32
}

// -----

// A terminator-less private function that is never called is erased.
func.func private @dead(%x: index) -> index {
  return %x : index
}
func.func private @decl(index) -> index
func.func @keep(%x: index) -> index {
  %0 = index.add %x, %x
  %1 = call @decl(%0) : (index) -> index
  %2 = ub.poison : index
  %3 = call @poisoned(%1, %2) : (index, index) -> index
  return %3 : index
}
func.func private @poisoned(%x: index, %y: index) -> index {
  %0 = index.mul %x, %y
  %1 = math.absi %0 : index
  return %1 : index
}
