// ARGS: --symbol-dce --mlir-print-op-generic
func.func private @dead(%arg0: i32) -> i32 {
  return %arg0 : i32
}
func.func private @live(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32
  return %0 : i32
}
func.func @entry(%arg0: i32) -> i32 {
  %0 = func.call @live(%arg0) : (i32) -> i32
  return %0 : i32
}
