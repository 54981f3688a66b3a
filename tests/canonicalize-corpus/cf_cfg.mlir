// Random control-flow graphs that once canonicalized differently from mlir-opt: block
// merging after a switch folds, unreachable blocks, pass-through branches into cycles.
func.func @f(%x: i32, %y: i32, %c: i1) -> i32 {
  %v1 = arith.cmpi eq, %y, %y : i32
  cf.br ^bb4
^bb1(%v2: i32, %v3: i32):
  %v4c = arith.constant 1 : i32
  %v4 = arith.muli %x, %v4c : i32
  "test.use"(%v2, %c) : (i32, i1) -> ()
  %v5 = arith.constant 2 : i32
  cf.switch %v5 : i32, [
    default: ^bb4,
    1: ^bb1(%v4, %v2 : i32, i32),
    3: ^bb1(%v2, %y : i32, i32),
    4: ^bb1(%x, %x : i32, i32)
  ]
^bb2(%v6: i32):
  %v7 = arith.constant false
  cf.br ^bb1(%x, %x : i32, i32)
^bb3:
  %v8c = arith.constant 2 : i32
  %v8 = arith.muli %x, %v8c : i32
  return %v8 : i32
^bb4:
  %v9c = arith.constant 0 : i32
  %v9 = arith.addi %x, %v9c : i32
  cf.br ^bb1(%x, %y : i32, i32)
}

// -----

func.func @f(%x: i32, %y: i32, %c: i1) -> i32 {
  %v1 = arith.cmpi slt, %y, %y : i32
  %v2c = arith.constant 1 : i32
  %v2 = arith.muli %x, %v2c : i32
  %v3 = arith.constant false
  cf.br ^bb4(%y, %v2 : i32, i32)
^bb1:
  %v4 = arith.addi %x, %y : i32
  cf.switch %v4 : i32, [
    default: ^bb3(%x : i32)
  ]
^bb2(%v5: i32, %v6: i32):
  %v7 = arith.constant true
  %v8c = arith.constant 0 : i32
  %v8 = arith.addi %x, %v8c : i32
  cf.br ^bb4(%v6, %v6 : i32, i32)
^bb3(%v9: i32):
  %v10 = arith.cmpi slt, %x, %y : i32
  %v11 = arith.cmpi eq, %v9, %y : i32
  cf.cond_br %v10, ^bb3(%y : i32), ^bb3(%y : i32)
^bb4(%v12: i32, %v13: i32):
  "test.use"(%v13, %c) : (i32, i1) -> ()
  cf.cond_br %c, ^bb3(%v12 : i32), ^bb1
}

// -----

func.func @f(%x: i32, %y: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb2, ^bb3
^bb1:
  %v1 = arith.cmpi eq, %x, %x : i32
  cf.cond_br %c, ^bb4(%y, %y : i32, i32), ^bb4(%y, %y : i32, i32)
^bb2:
  %v2c = arith.constant 1 : i32
  %v2 = arith.addi %y, %v2c : i32
  %v3 = arith.constant true
  %v4 = arith.constant 3 : i32
  cf.switch %v4 : i32, [
    default: ^bb5,
    1: ^bb4(%x, %y : i32, i32)
  ]
^bb3:
  %v5 = arith.constant true
  %v6c = arith.constant 2 : i32
  %v6 = arith.addi %x, %v6c : i32
  %v7c = arith.constant 0 : i32
  %v7 = arith.addi %v6, %v7c : i32
  cf.br ^bb1
^bb4(%v8: i32, %v9: i32):
  %v10 = arith.constant true
  %v11 = arith.cmpi slt, %x, %x : i32
  "test.use"(%v8, %v10) : (i32, i1) -> ()
  return %x : i32
^bb5:
  "test.use"(%x, %c) : (i32, i1) -> ()
  %v12 = arith.cmpi slt, %y, %y : i32
  %v13 = arith.cmpi slt, %x, %y : i32
  return %x : i32
}
