// A signature without argument names, followed by an explicit entry block that names them
// (the older spelling mlir-opt 22 still accepts); also with a result and two arguments.
func.func @one(f32) -> f32 {
^bb0(%a: f32):
  return %a : f32
}

func.func @two(i32, i64) -> i64 {
^entry(%x: i32, %y: i64):
  %e = arith.extsi %x : i32 to i64
  %s = arith.addi %e, %y : i64
  return %s : i64
}

func.func private @decl(f32, i1)
