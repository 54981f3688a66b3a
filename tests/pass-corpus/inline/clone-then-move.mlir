// ARGS: --inline
// A private callee used by two callers: copied into the first, moved into the last (its
// body is not copied again), then erased. A callee with nested regions keeps them.
func.func @first(%a: i32, %c: i1) -> i32 {
  %0 = call @callee(%a, %c) : (i32, i1) -> i32
  return %0 : i32
}
func.func @second(%a: i32, %c: i1) -> i32 {
  %0 = call @callee(%a, %c) : (i32, i1) -> i32
  %1 = call @callee(%0, %c) : (i32, i1) -> i32
  return %1 : i32
}
func.func private @callee(%x: i32, %c: i1) -> i32 {
  %0 = scf.if %c -> i32 {
    %1 = arith.muli %x, %x : i32
    scf.yield %1 : i32
  } else {
    %2 = arith.divsi %x, %x : i32
    scf.yield %2 : i32
  }
  return %0 : i32
}
