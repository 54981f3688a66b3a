// ARGS: --cse
// Pure ops: same name, operands, attributes and result types merge; anything different stays.
func.func @constants() -> (i32, i32, i64, index, index) {
  %c1 = arith.constant 1 : i32
  %c1_again = arith.constant 1 : i32
  %c1_i64 = arith.constant 1 : i64
  %i0 = arith.constant 0 : index
  %i0_b = arith.constant 0 : index
  return %c1, %c1_again, %c1_i64, %i0, %i0_b : i32, i32, i64, index, index
}

func.func @arith(%a: i32, %b: i32) -> (i32, i32, i32, i32, i1, i1, i1) {
  %s0 = arith.addi %a, %b : i32
  %s1 = arith.addi %a, %b : i32
  // commutative operands are not reordered
  %s2 = arith.addi %b, %a : i32
  %p0 = arith.muli %s0, %s1 : i32
  %p1 = arith.muli %s1, %s0 : i32
  %c0 = arith.cmpi slt, %a, %b : i32
  %c1 = arith.cmpi slt, %a, %b : i32
  %c2 = arith.cmpi sgt, %a, %b : i32
  return %s0, %s2, %p0, %p1, %c0, %c1, %c2 : i32, i32, i32, i32, i1, i1, i1
}

func.func @flags(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.addi %a, %b overflow<nuw> : i32
  %3 = arith.addi %a, %b : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

func.func @discardable(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.subi %a, %b {tag = 1} : i32
  %1 = arith.subi %a, %b {tag = 1} : i32
  %2 = arith.subi %a, %b {tag = 2} : i32
  return %0, %1, %2 : i32, i32, i32
}

func.func @chains(%a: f32) -> (f32, f32) {
  %0 = math.sqrt %a : f32
  %1 = math.sqrt %a : f32
  %2 = arith.addf %0, %0 : f32
  %3 = arith.addf %1, %1 : f32
  %4 = arith.mulf %2, %3 : f32
  %5 = arith.mulf %3, %2 : f32
  return %4, %5 : f32, f32
}

func.func @dead(%a: i32) -> i32 {
  %unused = arith.constant 7 : i32
  %0 = arith.addi %a, %a : i32
  %dead_chain = arith.muli %0, %0 : i32
  %1 = arith.addi %a, %a : i32
  return %1 : i32
}

func.func @index_ops(%a: index, %b: index) -> (index, index, index) {
  %0 = index.add %a, %b
  %1 = index.add %a, %b
  %2 = index.casts %a : index to i64
  %3 = index.casts %a : index to i64
  %4 = index.castu %3 : i64 to index
  return %0, %1, %4 : index, index, index
}

func.func private @only_declared(i32) -> i32
