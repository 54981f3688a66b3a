// ARGS: --pass-pipeline=builtin.module(builtin.module(inline,cse),inline{default-pipeline=cse}) --mlir-print-ir-after-all
module @a {
  func.func @f(%x: i32) -> i32 {
    %0 = call @g(%x) : (i32) -> i32
    return %0 : i32
  }
  func.func private @g(%x: i32) -> i32 {
    %0 = arith.addi %x, %x : i32
    %1 = arith.addi %x, %x : i32
    %2 = arith.muli %0, %1 : i32
    return %2 : i32
  }
}
module @b {
  func.func @h() {
    return
  }
}
module @c {
}
func.func @top(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.addi %x, %x : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
